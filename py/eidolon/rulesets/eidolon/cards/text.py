"""Ability text generated from the ability data (text and behaviour cannot drift), worded by catalogues.

Each ability becomes a message (a key and its arguments, `i18n.Message`); each op names its own clause
(`Effect.text`). The words are the catalogue templates `cardtext.*` of EIDOLON's folder
(`rulesets/eidolon/i18n/<lang>.json`), read over the shared catalogue, whose game terms (doctrines, windows,
phases, keywords, Vestígio, Vitalidade, Desbravador) a card says as the page and docs/rules.en.md's glossary
do (R14). A new language is a catalogue file here and one in `eidolon/i18n`; no code changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .... import i18n
from ....i18n import Catalogue, Message, msg
from .model import Ability, CardDef
from .types import load_types

WORDS = Path(__file__).resolve().parents[1] / "i18n"      # EIDOLON's own catalogues (card text)
LANGS = {"pt": "pt-BR", "en": "en"}                       # a card's text field -> the catalogue language
KEYWORD_EVENTS = {"arrive": "chegada", "fall": "queda", "explore": "explorar", "discover": "descoberta"}  # R14


def catalogue(lang: str) -> Catalogue:
    """The words card text reads in `lang`: EIDOLON's card templates over the shared catalogue."""
    return i18n.game_catalogue(WORDS, lang)


def _who(to: str, ab: Ability, card: CardDef, again: bool) -> Message:
    """The aimed card: this card itself, the target named earlier in the sentence, or the target spec (R16.4)."""
    if to == "self":
        return msg("cardtext.self.creature" if card.kind == "criatura" else "cardtext.self.card")
    if again:
        return msg("cardtext.again")
    return msg(f"cardtext.target.{ab.target}")


def joined(parts: list[Message], last: str, other: str = "") -> Message:
    """Messages in a row: the last two joined by `last` ({a} and {b}), the earlier ones by `other`
    (default: `last` too); none: `cardtext.none`."""
    if not parts:
        return msg("cardtext.none")
    out = parts[-1]
    for i, m in enumerate(reversed(parts[:-1])):
        out = msg(last if i == 0 or not other else other, a=m, b=out)
    return out


def _effects(ab: Ability, card: CardDef) -> Message:
    parts = []
    named = False
    for e in ab.effects:
        parts.append(e.text(_who(e.aim, ab, card, named and e.aim == "target") if e.aim else None))
        named = named or e.aim == "target"
    return joined(parts, "cardtext.and", "cardtext.comma")


def _cost(ab: Ability, card: CardDef) -> Message:
    parts = []
    if ab.cost.get("essence"):
        n = ab.cost["essence"]
        word = msg("term.essencia", n=n)
        if card.doctrine == "neutra":
            parts.append(msg("cardtext.cost.essence_neutral", n=n, essence=word))
        else:
            parts.append(msg("cardtext.cost.essence", n=n, essence=word, doctrine=card.doctrine))
    if ab.cost.get("vestigio"):
        n = ab.cost["vestigio"]
        parts.append(msg("cardtext.cost.vestigio", n=n, vestigio=msg("term.vestigio", n=n)))
    if ab.cost.get("exhaust"):
        parts.append(msg("cardtext.cost.exhaust"))
    return joined(parts, "cardtext.comma")


def _when(ab: Ability) -> Message:
    """When a response or reaction may be used: the Declaração, the Confronto or either (R11), of an attack,
    an exploration or either, by its active player, the defender or anyone."""
    window = ab.when.get("window", "any")
    where = msg("cardtext.window.any", declaracao=msg("window.declaracao"), confronto=msg("window.confronto")) \
        if window == "any" else msg(f"cardtext.window.{window}", window=window)
    return msg(f"cardtext.when.{ab.when.get('context', 'any')}.{ab.when.get('role', 'any')}", window=where)


def _cond(ab: Ability) -> Message | None:
    out = []
    if ab.cond.get("completed"):
        out.append(msg("cardtext.cond.completed"))
    if ab.cond.get("alive"):
        out.append(msg("cardtext.cond.alive_also" if out else "cardtext.cond.alive"))
    if ab.cond.get("phase") == "planejamento":
        out.append(msg("cardtext.cond.planejamento", phase="planejamento"))
    return joined(out, "cardtext.and") if out else None


def _static(ab: Ability) -> Message:
    if ab.op == "vigil":
        return msg("cardtext.static.vigil", vigil=msg("help.keyword.vigilia"), desbravador=msg("term.desbravador"))
    if ab.op == "aura":
        gains = joined([msg(f"bonus.{k}", n=getattr(ab, k)) for k in ("atk", "res", "exp") if getattr(ab, k)],
                       "cardtext.and")
        key, val = next(iter(ab.filter.items())) if ab.filter else ("", "")
        if not key:
            return msg("cardtext.static.aura_all", gains=gains)
        which: Message | i18n.Bilingual = msg(f"doctrine.{val}") if key == "doctrine" else \
            {"pt": load_types()[val].name("pt"), "en": load_types()[val].name("en")}   # the type list's names
        return msg("cardtext.static.aura", which=which, gains=gains)
    if ab.op == "explore_bonus":
        return msg("cardtext.static.explore_bonus", n=ab.n)
    if ab.op == "no_intercept":
        return msg("cardtext.static.no_intercept")
    raise KeyError(ab.op)


def _trigger(ab: Ability, card: CardDef) -> Message:
    """A trigger's sentence: its keyword (CHEGADA: ...) or the moment it names, then its condition and effects."""
    cond = _cond(ab)
    body = _effects(ab, card) if cond is None else msg("cardtext.trigger.cond", cond=cond, effects=_effects(ab, card))
    if ab.on in KEYWORD_EVENTS:
        return msg("cardtext.trigger.keyword", keyword=msg(f"help.keyword.{KEYWORD_EVENTS[ab.on]}"), body=body)
    return msg(f"cardtext.trigger.{ab.on}", body=body)


def ability_message(ab: Ability, card: CardDef) -> Message:
    """One ability as a sentence (R14: the printed text is its abilities')."""
    if ab.type == "trigger":
        return msg("cardtext.sentence", text=_trigger(ab, card))
    if ab.type == "reaction":
        return msg("cardtext.ability.reaction", cost=_cost(ab, card), when=_when(ab), effects=_effects(ab, card))
    if ab.type == "activated":
        return msg("cardtext.ability.activated", cost=_cost(ab, card), effects=_effects(ab, card))
    if ab.type == "static":
        return msg("cardtext.sentence", text=_static(ab))
    if ab.type == "on_play":
        if ab.phases == ("planejamento",):
            return msg("cardtext.ability.on_play_planejamento", effects=_effects(ab, card), phase="planejamento")
        return msg("cardtext.sentence", text=_effects(ab, card))
    if ab.type == "response":
        return msg("cardtext.ability.response", when=_when(ab), effects=_effects(ab, card))
    if ab.type == "reward":
        return msg("cardtext.ability.reward", effects=_effects(ab, card))
    raise KeyError(ab.type)


def card_messages(card: CardDef) -> list[Message]:
    """The ability box as messages: ÚNICA's line, then one sentence per ability."""
    return ([msg("cardtext.unique")] if card.unique else []) + [ability_message(ab, card) for ab in card.abilities]


def _no_card(ref: Mapping[str, Any]) -> str:
    """Card text names no card: a reference would be a bug, shown as its id."""
    return str(ref["id"])


def render_text(card: CardDef, cat: Catalogue, lang: str, fallback: Catalogue | None = None) -> str:
    """The ability box in the words of `cat` (`lang` picks the side of a type's {pt, en} name): each sentence
    starting with a capital, the sentences joined by `cardtext.lines`."""
    lines = []
    for m in card_messages(card):
        s = i18n.render(m, cat, _no_card, fallback, lang)
        lines.append(s[:1].upper() + s[1:])
    if not lines:
        return ""
    out = lines[-1]
    for line in reversed(lines[:-1]):
        out = i18n.render(msg("cardtext.lines", a=line, b=out), cat, _no_card, fallback, lang)
    return out


def card_text(card: CardDef) -> dict[str, str]:
    """The whole ability box in the shipped languages, {"pt", "en"} as the page reads it."""
    return {field: render_text(card, catalogue(lang), lang) for field, lang in LANGS.items()}
