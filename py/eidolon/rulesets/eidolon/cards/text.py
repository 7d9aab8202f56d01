"""Ability text in pt and en, generated from the ability data (text and behaviour cannot drift).

The game's terms (doctrines, windows, phases, keywords, Vestígio, Vitalidade, Desbravador) come from the
message catalogues (`term`), so a card says them as the page and docs/rules.en.md's glossary do (R14).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .... import i18n
from .model import Ability, CardDef
from .types import load_types

if TYPE_CHECKING:
    from ..ops import Effect

LANGS = ("pt-BR", "en")         # lang 0 and lang 1 of the text functions


def term(key: str, lang: int, n: int = 1) -> str:
    """A glossary word from the catalogue of `lang` (doctrine.*, window.*, phase.*, help.keyword.*, term.*);
    a plural entry is chosen by `n`."""
    value = i18n.catalogue(LANGS[lang])[key]
    if isinstance(value, str):
        return value
    return value["one"] if n == 1 else value["other"]


TARGETS = {
    "own_creature": ("uma criatura sua", "a creature of yours"),
    "rival_creature": ("uma criatura rival", "a rival creature"),
    "any_creature": ("uma criatura", "a creature"),
    "own_participant": ("uma criatura sua participante", "a participating creature of yours"),
    "own_exhausted_creature": ("uma criatura sua exausta", "an exhausted creature of yours"),
    "own_discard_creature": ("uma criatura do seu descarte", "a creature from your discard"),
    "rival_participant": ("uma criatura rival participante", "a participating rival creature"),
    "own_explorer": ("sua exploradora", "your explorer"),
    "own_exhausted_relic": ("uma relíquia sua exausta", "an exhausted relic of yours"),
}
KEYWORD_EVENTS = {"arrive": "chegada", "fall": "queda", "explore": "explorar", "discover": "descoberta"}  # R14
EVENTS = {
    "turn_start": ("no início do seu turno, ", "at the start of your turn, "),
    "ally_fall": ("na primeira vez em cada turno em que outra criatura sua é destruída, ",
                  "the first time each turn another creature of yours is destroyed, "),
}
CONTEXT = {"explore": ("exploração", "exploration"), "attack": ("ataque", "attack"),
           "any": ("ataque ou exploração", "attack or exploration")}
ROLE = {"active": ("sua", "of yours"), "defender": ("rival", "by the rival"), "any": ("", "")}


def _window(window: str, lang: int) -> str:
    """When a response or reaction may be used: the Declaração, the Confronto or either (R11)."""
    decl, conf = term("window.declaracao", lang), term("window.confronto", lang)
    if lang == 0:
        return {"declaracao": f"na {decl}", "confronto": f"no {conf}"}.get(window, f"na {decl} ou no {conf}")
    return "in the " + {"declaracao": decl, "confronto": conf}.get(window, f"{decl} or {conf}") + " window"


def _planning(lang: int) -> str:
    return term("phase.planejamento", lang)


def plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _who(to: str, ab: Ability, lang: int, card: CardDef, again: bool = False) -> str:
    if to == "self":
        if card.kind == "criatura":
            return ("esta criatura", "this creature")[lang]
        return ("esta carta", "this card")[lang]
    if again:
        return ("essa criatura", "that creature")[lang]
    return TARGETS[ab.target][lang]


def effect_text(e: Effect, ab: Ability, lang: int, card: CardDef, again: bool = False) -> str:
    """One effect as a clause; again: the target was already named earlier in the sentence."""
    return e.text(lang, _who(e.aim, ab, lang, card, again) if e.aim else "")


def _effects(ab: Ability, lang: int, card: CardDef) -> str:
    parts = []
    named = False
    for e in ab.effects:
        parts.append(effect_text(e, ab, lang, card, named and e.aim == "target"))
        named = named or e.aim == "target"
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + (" e ", " and ")[lang] + parts[-1]
    return parts[0] if parts else ""


def _cost(ab: Ability, lang: int, card: CardDef) -> str:
    parts = []
    if ab.cost.get("essence"):
        n = ab.cost["essence"]
        word = term("term.essencia", lang, n)
        if card.doctrine == "neutra":
            parts.append(f"{n} {word}")
        else:
            d = term(f"doctrine.{card.doctrine}", lang)
            parts.append((f"{n} {word} de {d}", f"{n} {d} {word}")[lang])
    if ab.cost.get("vestigio"):
        n = ab.cost["vestigio"]
        parts.append(f"{n} {term('term.vestigio', lang, n)}")
    if ab.cost.get("exhaust"):
        parts.append(("esgote esta carta", "exhaust this card")[lang])
    return ", ".join(parts)


def _when(ab: Ability, lang: int) -> str:
    ctx = CONTEXT[ab.when.get("context", "any")][lang]
    role = ROLE[ab.when.get("role", "any")][lang]
    win = _window(ab.when.get("window", "any"), lang)
    if lang == 0:
        if role == "sua" and ctx != "exploração":      # Portuguese agreement: um ataque seu, uma exploração sua
            return f"{win} de um ataque seu" + (" ou de uma exploração sua" if ctx != "ataque" else "")
        article = "uma" if ctx == "exploração" else "um"
        return f"{win} de {article} {ctx} {role}".strip()
    return f"{win} of an {ctx} {role}".strip() if ctx.startswith(("a", "e")) else f"{win} of a {ctx} {role}".strip()


def _cond(ab: Ability, lang: int) -> str:
    out = []
    if ab.cond.get("completed"):
        out.append(("se o Local foi concluído", "if the Location was completed")[lang])
    if ab.cond.get("alive"):
        out.append(("ela continua em campo", "it is still in play")[lang] if out else
                   ("se ela continua em campo", "if it is still in play")[lang])
    if ab.cond.get("phase") == "planejamento":
        out.append((f"se estiver no {_planning(0)}", f"if it is the {_planning(1)} phase")[lang])
    return (" e ", " and ")[lang].join(out)


def _static(ab: Ability, lang: int) -> str:
    if ab.op == "vigil":
        word, hero = term("help.keyword.vigilia", lang), term("term.desbravador", lang)
        return (f"{word} (enquanto preparada, reduz em 1 o dano de cada ataque não interceptado ao seu {hero})",
                f"{word} (while ready, reduces by 1 the damage of each unintercepted attack on your {hero})")[lang]
    if ab.op == "aura":
        what = [f"+{getattr(ab, k)} {('ATQ' if k == 'atk' and lang == 0 else k.upper())}"
                for k in ("atk", "res", "exp") if getattr(ab, k)]
        joined = (" e ", " and ")[lang].join(what)
        key, val = next(iter(ab.filter.items())) if ab.filter else ("", "")
        if key == "doctrine":
            val = term(f"doctrine.{val}", lang)
        elif key:
            val = load_types()[val].name(("pt", "en")[lang])
        if lang == 0:
            return f"suas criaturas {val} recebem {joined}".replace("  ", " ")
        return f"your {val} creatures get {joined}".replace("  ", " ")
    if ab.op == "explore_bonus":
        return (f"enquanto ativo, cada exploração aqui soma +{ab.n} de progresso",
                f"while active, each exploration here adds +{ab.n} progress")[lang]
    if ab.op == "no_intercept":
        return ("enquanto ativo, explorações aqui não podem ser interceptadas",
                "while active, explorations here cannot be intercepted")[lang]
    raise KeyError(ab.op)


def _lead(on: str, lang: int) -> str:
    """What starts a trigger's sentence: its keyword (CHEGADA: ...) or the moment it names."""
    if on in KEYWORD_EVENTS:
        return term(f"help.keyword.{KEYWORD_EVENTS[on]}", lang) + ": "
    return EVENTS[on][lang]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def ability_text(ab: Ability, lang: int, card: CardDef) -> str:
    """One ability as a sentence in pt (lang 0) or en (lang 1)."""
    if ab.type == "trigger":
        cond = _cond(ab, lang)
        body = f"{cond}, {_effects(ab, lang, card)}" if cond else _effects(ab, lang, card)
        return _cap(_lead(ab.on, lang) + body) + "."
    if ab.type == "reaction":
        return _cap(f"{('Reação', 'Reaction')[lang]} — {_cost(ab, lang, card)}: {_when(ab, lang)}, "
                    f"{_effects(ab, lang, card)}.")
    if ab.type == "activated":
        return _cap(f"{_cost(ab, lang, card)}: {_effects(ab, lang, card)}.")
    if ab.type == "static":
        return _cap(_static(ab, lang)) + "."
    if ab.type == "on_play":
        tail = ""
        if ab.phases == ("planejamento",):
            tail = (f" Jogue somente no {_planning(0)}.", f" Play only in {_planning(1)}.")[lang]
        return _cap(_effects(ab, lang, card)) + "." + tail
    if ab.type == "response":
        return _cap(f"{_when(ab, lang)}: {_effects(ab, lang, card)}.")
    if ab.type == "reward":
        return _cap(f"{('Recompensa', 'Reward')[lang]}: {_effects(ab, lang, card)}.")
    raise KeyError(ab.type)


def card_text(card: CardDef) -> dict[str, str]:
    """The whole ability box in both languages."""
    out = {}
    for lang, code in ((0, "pt"), (1, "en")):
        lines = [ability_text(ab, lang, card) for ab in card.abilities]
        if card.unique:
            lines.insert(0, ("Única.", "Unique.")[lang])
        out[code] = " ".join(lines)
    return out
