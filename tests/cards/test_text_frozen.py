"""Card text is frozen byte for byte (issue 22): every card of both games, in pt and en, and a set of made-up
abilities that reach every branch of EIDOLON's text (each op, target, window, cost, condition and static, R14,
R16), written as they read before the wording moved into catalogue templates (tests/cards/card_texts.json)."""

from __future__ import annotations

import json
from pathlib import Path

from cardtexts import current_texts, made_up_abilities
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.cards.text import card_text

FIXTURE = Path(__file__).with_name("card_texts.json")


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
