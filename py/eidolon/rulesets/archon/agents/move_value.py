"""The AI's rough worth of the other zone moves (moves.py), for the seat resolving them, in the policy's
Æmber-like units: a card purged from the seat's archives is one it gives up (K65, K66), one purged from the
rival's hand one the rival loses; an artifact put into play is its body (K29: no bonus, no "Play:"); the top of the
deck is worth its share of creatures and artifacts; a swap is worth what the card from hand adds over the card it
replaces (K86); an archived enemy artifact is off the table for a turn, a friendly one comes back to hand (K65)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board import CARDS
from ..cards import MOVE_OPS, TRIGGERED, CardDef, Effect

if TYPE_CHECKING:
    from .policy import View

ARTIFACT_OPS = ("put_artifact_from_hand", "put_artifact_from_discard", "put_artifact_from_deck")


def artifact_body(d: CardDef) -> float:
    """An artifact in play without its "Play:": more with a constant or triggered ability (K33, K13)."""
    return 0.7 + (0.8 if any(a.when == "constant" or a.when in TRIGGERED for a in d.abilities) else 0.3)


def creature_body(d: CardDef) -> float:
    """A creature in play without its bonus or "Play:" (K29)."""
    return 0.9 + 0.15 * d.power + 0.1 * d.armor


def _top_worth(d: CardDef) -> float:
    """A card revealed on top of the deck: its body if it can go into play, else nothing (it stays there)."""
    return creature_body(d) if d.type == "creature" else artifact_body(d) if d.type == "artifact" else 0.0


def move_value(v: View, e: Effect, source: int) -> float:
    """The worth of one effect of MOVE_OPS."""
    s, op, me, opp = v.s, e.op, v.me, v.opp
    assert op in MOVE_OPS
    if op == "purge_archived":                   # a card the seat would have taken into its hand
        return -0.3 if me.archives else 0.0
    if op == "purge_enemy_hand":
        return 0.6 if opp.hand else 0.0
    if op in ARTIFACT_OPS:
        pile = me.deck if op == "put_artifact_from_deck" else me.discard if op == "put_artifact_from_discard" \
            else me.hand
        bodies = [artifact_body(d) for u in pile if (d := CARDS[s.ids[u]]).type == "artifact"]
        if not bodies:
            return 0.0
        return (sum(bodies) / len(bodies) if pile is me.deck else max(bodies)) - (0.4 if pile is me.hand else 0.0)
    if op == "put_top":                          # unseen: the deck's mix of what can go into play
        if not me.deck:
            return 0.0
        return sum(_top_worth(CARDS[s.ids[u]]) for u in me.deck) / len(me.deck)
    if op == "archive_artifact":                 # K65: to its owner's archives, back to its owner's hand later
        if e.target == "friendly":
            return 0.0
        return 0.7 if opp.artifacts else 0.0
    kind = "artifact" if op == "swap_artifact_hand" else "creature"
    body = artifact_body if kind == "artifact" else creature_body
    hand = [body(d) for u in me.hand if (d := CARDS[s.ids[u]]).type == kind]
    row = me.artifacts if kind == "artifact" else [u for u in me.line if u != source]
    if not hand or not row:
        return 0.0
    worst = min(v.worth(u) if kind == "creature" else artifact_body(CARDS[s.ids[u]]) for u in row)
    return max(0.0, max(hand) - worst)
