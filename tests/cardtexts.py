"""Cards whose text reaches every branch of EIDOLON's card text (tests/cards/test_text_frozen.py, the pseudo-locale
test in tests/test_messages_catalogues.py): made-up abilities of each op, target, window, cost, condition and
static (R14, R16), on cards of several doctrines."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.text import card_text as archon_text
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.cards.model import Ability, CardDef
from eidolon.rulesets.eidolon.cards.text import card_text
from eidolon.rulesets.eidolon.ops import parse_effect

TARGETS = ("own_creature", "rival_creature", "any_creature", "own_participant", "own_exhausted_creature",
           "own_discard_creature", "rival_participant", "own_explorer", "own_exhausted_relic")
EFFECTS: list[dict[str, Any]] = [
    {"op": "draw", "n": 1}, {"op": "draw", "n": 2}, {"op": "vestigio", "n": 1}, {"op": "vestigio", "n": 3},
    {"op": "essence", "n": 1, "doctrine": "neutra"}, {"op": "essence", "n": 2, "doctrine": "neutra"},
    {"op": "essence", "n": 1, "doctrine": "ruina"}, {"op": "essence", "n": 2, "doctrine": "ordem"},
    {"op": "explore_credit", "n": 1}, {"op": "explore_credit", "n": 2}, {"op": "hit", "n": 2}, {"op": "heal", "n": 1},
    {"op": "withdraw"},
]
AIMED: list[dict[str, Any]] = [
    {"op": "buff", "atk": 1, "until": "action"}, {"op": "buff", "res": 2, "exp": 1, "until": "turn"},
    {"op": "buff", "atk": 1, "res": 1, "exp": 1, "until": "field"}, {"op": "damage", "n": 3}, {"op": "ready"},
    {"op": "recover"}, {"op": "destroy"}, {"op": "mend"},
]


def effects(raws: list[dict[str, Any]], target: str) -> tuple[Any, ...]:
    return tuple(parse_effect("frozen", r, target) for r in raws)


def made_up_abilities() -> list[tuple[str, Ability]]:
    """(card kind, ability): every op alone and aimed at each target or at the card itself, chained effects
    (the second aimed one says "that creature"), every reaction cost/when, condition, static and play tail."""
    out: list[tuple[str, Ability]] = []
    for raw in EFFECTS:
        out.append(("ritual", Ability(type="on_play", effects=effects([raw], ""))))
    for raw, target in itertools.product(AIMED, TARGETS):
        out.append(("ritual", Ability(type="on_play", target=target, effects=effects([dict(raw, to="target")], target))))
    for raw, kind in itertools.product(AIMED, ("criatura", "reliquia")):
        out.append((kind, Ability(type="trigger", on="arrive", effects=effects([dict(raw, to="self")], ""))))
    chain = [dict(AIMED[0], to="target"), dict(AIMED[3], to="target"), {"op": "draw", "n": 1}]
    out.append(("ritual", Ability(type="on_play", target="rival_creature", effects=effects(chain, "rival_creature"),
                                  phases=("planejamento",))))
    for on in ("arrive", "fall", "explore", "discover", "turn_start", "ally_fall"):
        for cond in ({}, {"completed": True}, {"alive": True}, {"completed": True, "alive": True},
                     {"phase": "planejamento"}):
            out.append(("criatura", Ability(type="trigger", on=on, cond=cond, effects=effects([EFFECTS[0]], ""))))
    costs: list[dict[str, Any]] = [{"essence": 1}, {"essence": 2}, {"vestigio": 1}, {"vestigio": 2},
                                   {"exhaust": True}, {"essence": 1, "vestigio": 1, "exhaust": True}]
    whens = [{"context": c, "role": r, "window": w} for c, r, w in itertools.product(
        ("explore", "attack", "any"), ("active", "defender", "any"), ("declaracao", "confronto", "any"))]
    for cost in costs:
        for kind in ("criatura", "reliquia"):
            out.append((kind, Ability(type="activated", cost=cost, effects=effects([EFFECTS[2]], ""))))
        out.append(("criatura", Ability(type="reaction", cost=cost, when=whens[0], effects=effects([EFFECTS[0]], ""))))
    for when in whens:
        out.append(("criatura", Ability(type="reaction", cost={"vestigio": 1}, when=when, effects=effects([EFFECTS[0]], ""))))
        out.append(("estratagema", Ability(type="response", when=when, effects=effects([EFFECTS[12]], ""))))
    out.append(("local", Ability(type="reward", effects=effects([EFFECTS[1], EFFECTS[2]], ""))))
    out.append(("criatura", Ability(type="static", op="vigil")))
    for filt in ({}, {"doctrine": "ordem"}, {"natureza": "humano"}, {"vocacao": "sentinela"}):
        for atk, res, exp in ((1, 0, 0), (0, 1, 1), (1, 1, 1)):
            out.append(("criatura", Ability(type="static", op="aura", filter=filt, atk=atk, res=res, exp=exp)))
    out.append(("local", Ability(type="static", op="explore_bonus", n=1)))
    out.append(("local", Ability(type="static", op="explore_bonus", n=2)))
    out.append(("local", Ability(type="static", op="no_intercept")))
    out.append(("criatura", Ability(type="activated", cost={"exhaust": False}, effects=effects([EFFECTS[0]], ""))))
    return out


def made_up_cards() -> list[CardDef]:
    """Each made-up ability on a neutral card, on a unique (every other one) Instinto card and on a
    Conhecimento card: three cards per ability, in order."""
    base = load_catalog()["guarda-da-ponte"]
    out: list[CardDef] = []
    for i, (kind, ab) in enumerate(made_up_abilities()):
        for doctrine, unique in (("neutra", False), ("instinto", i % 2 == 0), ("conhecimento", False)):
            out.append(replace(base, id=f"made-up-{i}", kind=kind, doctrine=doctrine, unique=unique,
                               abilities=(ab,)))
    return out


def current_texts() -> dict[str, Any]:
    """Every text the code writes: the EIDOLON collection, the made-up cards and the Archon pool."""
    cards = load_catalog()
    made = [card_text(card) for card in made_up_cards()]
    return {"eidolon": {cid: c.text for cid, c in sorted(cards.items())},
            "made_up": made,
            "archon": {cid: archon_text(d) for cid, d in sorted(load_cards().items())}}
