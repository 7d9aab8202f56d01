"""Card text generated from the card data in every catalogue language: the code builds messages (a key and
its arguments); the words are Archon's own catalogues (this folder's i18n/<lang>.json: `archon.when.*`,
`archon.op.*`, `archon.target.*`, ...) read over the shared ones (`archon.kw.*`, `archon.house.*`,
`archon.trait.*`, `archon.mark.*`, which the page also shows), never stored per card. Portuguese contracts a
preposition with the article or demonstrative that opens a target's words ("em" + "esta criatura" is "nesta
criatura"): the templates write them apart and the language's contraction list (i18n/pt-BR.contractions.json,
`i18n.contract`) joins them."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ... import i18n
from ...i18n import Catalogue
from . import key_costs, mimicry, permissions  # noqa: F401  (register their constant verbs in constants.VERBS)
from .cards import COUNTS, FLAGS, HIDDEN_WHENS, WHILE_OPS, CardDef, Effect
from .conditions import CONDITIONS
from .constants import VERBS
from .filters import FILTERS
from .moves import MOVE_VERBS
from .verbs import VERBS as EFFECT_VERBS
from .zones import ZONE_VERBS

WORDS = Path(__file__).resolve().parent / "i18n"        # Archon's own catalogues (card text)


def effect_message(e: Effect) -> dict[str, Any]:
    if e.op == "choose":                         # "Choose one: • ... • ..." (choices.py)
        modes = [{"key": "archon.mode", "args": {"effects": joined([effect_message(x) for x in m], "archon.then")}}
                 for m in e.modes]
        return {"key": "archon.op.choose", "args": {"modes": joined(modes, "archon.mode_and")}}
    if e.op == "react":                          # K37: "For the remainder of the turn: After ...: ..."
        ability = {"key": f"archon.when.{e.event}.{e.event_of}",
                   "args": {"effects": joined([effect_message(x) for x in e.modes[0]], "archon.then")}}
        return {"key": f"archon.until.{e.until}", "args": {"effect": ability}}
    m = _verb_message(e) if e.op in VERBS else _op_message(e)
    if e.per and e.op != "gain_each":            # K90
        m = {"key": "archon.for_each", "args": {"count": {"key": f"archon.count.{e.per}"}, "effect": m}}
    if e.cond and e.op not in WHILE_OPS:         # "if ...", conditions.py ("while ..." writes its own)
        m = {"key": "archon.cond", "args": {"cond": CONDITIONS[e.cond].message(e), "effect": m}}
    if e.may:
        m = {"key": "archon.may", "args": {"effect": m}}
    if e.if_you_do:
        m = {"key": "archon.if_you_do", "args": {"effect": m}}
    return m


def _verb_message(e: Effect) -> dict[str, Any]:
    """A constant verb writes its own message (constants.py), for a duration if it is lasting (K37)."""
    verb = VERBS[e.op].message(e)
    return {"key": f"archon.until.{e.until}", "args": {"effect": verb}} if e.until else verb


def _op_message(e: Effect) -> dict[str, Any]:
    args: dict[str, Any] = {"n": e.n}
    if e.target:
        args["target"] = {"key": f"archon.target.{e.target}", **({"args": {"x": e.x}} if e.x else {})}
        if e.only:                               # a filter on the selector (filters.py)
            args["target"] = FILTERS[e.only].message(args["target"], e)
    if e.trait:
        args["trait"] = {"key": f"archon.trait.{e.trait}"}
    if e.per:
        args["count"] = {"key": f"archon.count.{e.per}"}
    if e.house:
        args["house"] = {"key": f"archon.house.{e.house}"}
    verb = EFFECT_VERBS.get(e.op) or ZONE_VERBS.get(e.op) or MOVE_VERBS.get(e.op)    # a verb's own text key
    key = "archon.op.heal_full" if e.op == "heal" and e.n == 0 else verb.text_key(e) if verb else f"archon.op.{e.op}"
    m: dict[str, Any] = {"key": key, "args": args}
    if e.instead:                                # K59: the effect's own replacement
        m = {"key": f"archon.instead.{e.instead_if}", "args": {"effect": m, "alt": {"key": f"archon.alt.{e.instead}"}}}
    if e.splash:
        m = {"key": "archon.splash", "args": {"effect": m, "n": e.splash}}
    return m


def joined(parts: list[dict[str, Any]], key: str) -> dict[str, Any]:
    """Messages one after the other, folded into nested `key` messages ({a} then {b})."""
    out = parts[-1]
    for m in reversed(parts[:-1]):
        out = {"key": key, "args": {"a": m, "b": out}}
    return out


def card_messages(d: CardDef) -> list[dict[str, Any]]:
    """The lines of a card's text: legacy, errata and maverick marks (K94-K96), keywords (K70-K78, K39, K40,
    K5), upgrade changes (K43), then abilities."""
    out: list[dict[str, Any]] = []
    marks: list[dict[str, Any]] = [{"key": f"archon.mark.{k}"} for k, on in (("legacy", d.legacy),
                                                                          ("errata", d.errata)) if on]
    if d.maverick:
        marks.append({"key": "archon.mark.maverick", "args": {"house": {"key": f"archon.house.{d.house}"}}})
    if marks:
        out.append(joined(marks, "archon.and"))
    kws: list[dict[str, Any]] = [{"key": f"archon.kw.{k}"} for k in FLAGS if k in d.flags]
    kws += [{"key": f"archon.kw.{k}", "args": {"n": d.counts[k]}} for k in COUNTS if k in d.counts]
    if kws:
        out.append(joined(kws, "archon.and"))
    if d.type == "upgrade":
        if d.bonus_power or d.bonus_armor:
            bonus: dict[str, Any] = {"power": d.bonus_power, "armor": d.bonus_armor}
            out.append({"key": "archon.upgrade.bonus", "args": bonus})
        if d.grants or d.grant_counts:          # K74, K75: Assault X / Hazardous X with their X
            given: list[dict[str, Any]] = [{"key": f"archon.kw.{k}"} for k in FLAGS if k in d.grants]
            given += [{"key": f"archon.kw.{k}", "args": {"n": n}} for k, n in d.grant_counts]
            out.append({"key": "archon.upgrade.grants", "args": {"list": joined(given, "archon.and")}})
    for a in d.abilities:
        if a.when in HIDDEN_WHENS:               # a choose's mode or a react's effects, written by their effect
            continue
        when = f"{a.when}.{a.of}" if a.of else a.when            # a triggered ability: whose event (K81)
        out.append({"key": f"archon.when.{when}", "args": {"effects": joined([effect_message(e) for e in a.effects], "archon.then")}})
    return out


def catalogue(lang: str) -> Catalogue:
    """The words Archon's card text reads in `lang`: its own templates over the shared catalogue."""
    return i18n.game_catalogue(WORDS, lang)


def _no_card(ref: Mapping[str, Any]) -> str:
    """Card text names no card: a reference would be a bug, shown as its id."""
    return str(ref["id"])


def render_text(d: CardDef, cat: Catalogue, lang: str, fallback: Catalogue | None = None) -> str:
    """The card's text in the words of `cat`, one line per keyword line and ability, contracted as `lang`
    contracts (i18n.contract)."""
    lines = "\n".join(i18n.render(m, cat, _no_card, fallback, lang) for m in card_messages(d))
    return i18n.contract(lines, WORDS, lang)


def effects_text(effects: tuple[Effect, ...]) -> dict[str, str]:
    """{"pt", "en"}: an effect list in words, e.g. a mode of a choose for its option's label (choices.py)."""
    return message_text(joined([effect_message(e) for e in effects], "archon.then"))


def message_text(m: dict[str, Any]) -> dict[str, str]:
    """{"pt", "en"}: a message of the card-text catalogues in words (view.py's lasting entries, lasting_words.py)."""
    default = catalogue(i18n.DEFAULT)
    return {field: i18n.contract(i18n.render(m, catalogue(lang), _no_card, None if lang == i18n.DEFAULT else default,
                                             lang), WORDS, lang)
            for field, lang in (("pt", "pt-BR"), ("en", "en"))}


def card_text(d: CardDef) -> dict[str, str]:
    """{"pt", "en"}: the card's text in the shipped languages (a missing key read in the default language)."""
    default = catalogue(i18n.DEFAULT)
    return {field: render_text(d, catalogue(lang), lang, None if lang == i18n.DEFAULT else default)
            for field, lang in (("pt", "pt-BR"), ("en", "en"))}
