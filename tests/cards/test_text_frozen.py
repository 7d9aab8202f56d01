"""Card text is frozen byte for byte (issue 22): every card of both games, in pt and en, and a set of made-up
abilities that reach every branch of EIDOLON's text (each op, target, window, cost, condition and static, R14,
R16), written as they read before the wording moved into catalogue templates (tests/cards/card_texts.json)."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from eidolon.rulesets.archon.cards import load_cards
from eidolon.rulesets.archon.text import card_text as archon_text
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.cards.model import Ability, CardDef
from eidolon.rulesets.eidolon.cards.text import card_text
from eidolon.rulesets.eidolon.ops import parse_effect

FIXTURE = Path(__file__).with_name("card_texts.json")
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
    return out


def current_texts() -> dict[str, Any]:
    """Every text the code writes today: the EIDOLON collection, the made-up abilities (on a card of each
    doctrine, alone and on a unique card) and the Archon pool."""
    cards = load_catalog()
    base = cards["guarda-da-ponte"]
    made: list[dict[str, str]] = []
    for i, (kind, ab) in enumerate(made_up_abilities()):
        for doctrine, unique in (("neutra", False), ("instinto", i % 2 == 0), ("conhecimento", False)):
            card: CardDef = replace(base, id=f"made-up-{i}", kind=kind, doctrine=doctrine, unique=unique,
                                    abilities=(ab,))
            made.append(card_text(card))
    return {"eidolon": {cid: c.text for cid, c in sorted(cards.items())},
            "made_up": made,
            "archon": {cid: archon_text(d) for cid, d in sorted(load_cards().items())}}


def test_card_texts_are_byte_identical_to_the_frozen_ones() -> None:
    """R14/R16 wording (EIDOLON) and the Archon card text, in pt-BR and en, as they were."""
    frozen = json.loads(FIXTURE.read_text(encoding="utf-8"))
    now = current_texts()
    for game in ("eidolon", "archon"):
        assert set(now[game]) == set(frozen[game])
        for cid, text in frozen[game].items():
            assert now[game][cid] == text, (game, cid)
    assert len(now["made_up"]) == len(frozen["made_up"])
    for i, (old, new) in enumerate(zip(frozen["made_up"], now["made_up"], strict=True)):
        assert new == old, (i, made_up_abilities()[i // 3])


def test_the_collection_text_is_what_card_text_writes() -> None:
    """A card's derived text (the field the page shows) is card_text of the card."""
    for c in load_catalog().values():
        assert c.text == card_text(c)
