"""The message catalogues (one JSON file per language, shared with the page) and the renderer of
structured messages (docs/api.md, "Messages").

A message is `{"key": ..., "args": {...}}`. The catalogue maps the key to a template with `{name}`
placeholders, or to `{"one": ..., "other": ...}` chosen by the argument `n` (one when n is 1).
An argument is written by its shape and name, the same way as `static/lib/messages.mjs`:

- `{"key", "args"}`: a nested message, rendered first;
- `{"id"[, "uid"]}`: a card reference, written as the card's name (`name_of`);
- `{"pt", "en"}`: a text in both languages (an error worded without the catalogues): the reader's language,
  else en;
- a list: each element written, joined by `list.semicolon`;
- `seat` (int): the player's name (`player.n`); `phase`, `window`, `doctrine` (str): the catalogue's
  `phase.<v>`, `window.<v>`, `doctrine.<v>`;
- `spend` ({doctrine: n}): each pile as `spend.<doctrine>`, joined by `list.plus`;
- `bonus` ({atk|res|exp: n}): each non-zero stat as `bonus.<stat>`, joined by `list.comma`;
- anything else: as written (numbers, raw ids).

A game keeps its own words (card text) in its folder, `rulesets/<game>/i18n/<lang>.json`, read over the
shared catalogue (`game_catalogue`), with a language's contractions beside them (`contract`). This module
imports no game: card names come from the ruleset registry (`catalogue_names`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, Required, TypedDict

DEFAULT = "pt-BR"
_DIR = Path(__file__).resolve().parent
_PLACE = re.compile(r"\{(\w+)\}")


class Message(TypedDict, total=False):
    """A structured message: its catalogue key and its arguments (shapes in the module docstring)."""

    key: Required[str]
    args: dict[str, object]


class CardRef(TypedDict, total=False):
    """A card as a message names it: its title's id, and the instance's uid when it is one on the table."""

    id: Required[str]
    uid: int


class Bilingual(TypedDict):
    """A text in both shipped languages: an error's `message`, a card's name."""

    pt: str
    en: str


class Plural(TypedDict):
    """A catalogue template chosen by the argument `n`."""

    one: str
    other: str


Catalogue = Mapping[str, "str | Plural"]
NameOf = Callable[[Mapping[str, Any]], str]       # a card reference (CardRef-shaped) -> the card's name


def msg(key: str, **args: object) -> Message:
    """A structured message; `args` left out when empty."""
    return {"key": key, "args": args} if args else {"key": key}


def languages() -> tuple[str, ...]:
    """The languages that have a catalogue file, the default first."""
    found = sorted(p.stem for p in _DIR.glob("*.json"))
    return tuple(sorted(found, key=lambda lang: lang != DEFAULT))


@cache
def catalogue(lang: str) -> Catalogue:
    """The catalogue of one language (ValueError for a language without a file)."""
    if lang not in languages():
        raise ValueError(f"no message catalogue for {lang!r}")
    data: dict[str, str | Plural] = json.loads((_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    return data


@cache
def game_catalogue(directory: Path, lang: str) -> Catalogue:
    """The catalogue of `lang` with a game's own words over it: `directory` is the game's catalogue folder
    (rulesets/<game>/i18n, one `<lang>.json` per language; its keys are the game's own, never a shared key).
    A language the game has no file for has the shared words only (ValueError without a shared file)."""
    shared = catalogue(lang)
    path = directory / f"{lang}.json"
    if not path.is_file():
        return shared
    own: dict[str, str | Plural] = json.loads(path.read_text(encoding="utf-8"))
    return {**shared, **own}


@cache
def contractions(directory: Path, lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """A language's contractions of a game's text: `directory`/<lang>.contractions.json lists
    [words, contracted] pairs (Portuguese: ["em a", "na"]), applied in order at word boundaries; a language
    without that file contracts nothing."""
    path = directory / f"{lang}.contractions.json"
    if not path.is_file():
        return ()
    pairs: list[list[str]] = json.loads(path.read_text(encoding="utf-8"))
    return tuple((re.compile(rf"\b{re.escape(words)}\b"), contracted) for words, contracted in pairs)


def contract(text: str, directory: Path, lang: str) -> str:
    """`text` with the contractions of `lang` for the game whose catalogue folder is `directory`."""
    for pattern, contracted in contractions(directory, lang):
        text = pattern.sub(contracted, text)
    return text


def card_lang(lang: str) -> str:
    """The field of a card's {pt, en} names a language reads ("pt-BR" -> "pt"; others fall back to "en")."""
    base = lang.split("-")[0]
    return base if base in ("pt", "en") else "en"


def catalogue_names(lang: str, ruleset: str | None = None) -> NameOf:
    """Card names from a game's collection (default: the default ruleset's), as the command line shows them:
    the ruleset found through the registry names each card (`Ruleset.card_name`), an unknown id as written.
    The games import this module, never the reverse (the registry loads a game on first use)."""
    from ..rulesets import DEFAULT as DEFAULT_RULESET
    from ..rulesets import get
    game = get(ruleset or DEFAULT_RULESET)

    def name_of(ref: Mapping[str, Any]) -> str:
        name = game.card_name(str(ref["id"]), lang)
        return name if name is not None else str(ref["id"])
    return name_of


def render(m: Mapping[str, Any], cat: Catalogue, name_of: NameOf, fallback: Catalogue | None = None,
           lang: str = "en") -> str:
    """A message in words: its template with every placeholder filled (unknown keys show the key);
    `lang` picks the side of a {pt, en} argument."""
    key, args = m["key"], m.get("args") or {}
    tpl = cat.get(key, fallback.get(key) if fallback is not None else None)
    if tpl is None:
        return str(key)
    if isinstance(tpl, dict):
        tpl = tpl["one"] if args.get("n") == 1 else tpl["other"]
    ctx = (cat, name_of, fallback, lang)
    return _PLACE.sub(lambda mo: _arg(mo[1], args[mo[1]], ctx) if mo[1] in args else mo[0], str(tpl))


_Ctx = tuple[Catalogue, NameOf, "Catalogue | None", str]


def _word(key: str, ctx: _Ctx, **args: object) -> str:
    return render({"key": key, "args": args}, *ctx)


def _arg(name: str, v: object, ctx: _Ctx) -> str:
    if isinstance(v, list):
        return _word("list.semicolon", ctx).join(_arg(name, x, ctx) for x in v)
    if isinstance(v, dict):
        if "key" in v:
            return render(v, *ctx)
        if "id" in v:
            return ctx[1](v)
        if "pt" in v and "en" in v:
            return str(v.get(card_lang(ctx[3]), v["en"]))
        if name == "spend":
            return _word("list.plus", ctx).join(_word(f"spend.{d}", ctx, n=k) for d, k in v.items() if k)
        if name == "bonus":
            return _word("list.comma", ctx).join(_word(f"bonus.{s}", ctx, n=k) for s, k in v.items() if k)
    if name == "seat" and isinstance(v, int):
        return _word("player.n", ctx, n=v + 1)
    if name in ("phase", "window", "doctrine") and isinstance(v, str):
        return _word(f"{name}.{v}", ctx)
    return str(v)


def text(m: Mapping[str, Any], lang: str = DEFAULT, name_of: NameOf | None = None, ruleset: str | None = None) -> str:
    """A message in one language, cards named from the collection of `ruleset` (default: the default
    ruleset's; the command line, tests)."""
    fallback = catalogue(DEFAULT) if lang != DEFAULT else None
    return render(m, catalogue(lang), name_of or catalogue_names(lang, ruleset), fallback, lang)


def both(m: Mapping[str, Any]) -> Bilingual:
    """{"pt": ..., "en": ...}: a message in the two shipped languages (ApiError's `message`)."""
    return {"pt": text(m, "pt-BR"), "en": text(m, "en")}
