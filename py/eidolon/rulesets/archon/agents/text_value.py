"""The AI's rough worth of the resolving effects of blanking, copying, entering play and house permissions
(blanking.py, permissions.py), for the seat resolving them, in the policy's Æmber-like units: a lasting blank as a
share of the creature's worth, a copy by the abilities and keywords it adds (a constant one by its left
neighbour-to-be's, while its condition holds), a side's creatures entering exhausted
or stunned by the cards that side may play, a permission by the cards of other houses it lets the seat play or use
(K5, K24, K26, K37, K78)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board import CARDS, key_cost
from ..cards import CardDef, Effect, lookup
from ..conditions import holds
from ..mimicry import copyable
from ..state import Step

if TYPE_CHECKING:
    from .policy import View

TEXT_OPS = ("blank", "copy", "copy_text", "enters_exhausted", "enters_stunned", "may_play", "may_use", "cannot_play",
            "key_discount", "key_cost", "copy_action", "copy_artifact", "copy_while")


def _text_worth(cid: str) -> float:
    """What a title's text adds to a creature: its abilities and keywords."""
    d = lookup(cid)
    if d is None:
        return 0.0
    return 0.5 * len(d.abilities) + 0.3 * len(d.flags) + 0.2 * sum(d.counts.values())


def text_value(v: View, e: Effect, source: int) -> float:
    """The worth of one effect of TEXT_OPS (a constant verb here resolves as a lasting effect, K37)."""
    s, op = v.s, e.op
    if op == "blank":                            # the creature's text: a share of its worth
        enemies, friends = v.opp.line, v.me.line
        if e.target in ("enemy", "each_enemy"):
            vals = [0.6 * _text_worth(s.ids[u]) for u in enemies]
        elif e.target == "self":
            vals = [-0.6 * _text_worth(s.ids[source])]
        else:
            vals = [-0.6 * _text_worth(s.ids[u]) for u in friends]
        return (sum(vals) if e.target.startswith("each") else max(vals, default=0.0))
    if op in ("copy", "copy_text"):              # the best text among the creatures it may copy
        pool = v.opp.line if e.target == "enemy" else [u for u in v.me.line if u != source]
        lost = _text_worth(s.ids[source]) if op == "copy_text" and source >= 0 else 0.0   # its own text ignored
        return max((_text_worth(s.ids[u]) - lost for u in pool), default=0.0)
    if op in ("key_discount", "key_cost"):       # a lasting key cost (K17, K37, key_costs.py)
        return _key_cost_value(v, e)
    if op == "copy_artifact":                    # the best artifact text in play, less its own
        lost = _text_worth(s.ids[source]) if source >= 0 else 0.0
        pool = [u for u in v.me.artifacts + v.opp.artifacts if u != source]
        return max((_text_worth(s.ids[u]) - lost for u in pool), default=0.0)
    if op == "copy_action":                      # the best "Play:" among the copyable actions in the piles (K32)
        titles = sorted({s.ids[u] for u in v.me.discard + v.opp.discard})
        return max((sum(v.mode_value(a.effects, source) for a in d.abilities if a.when == "play")
                    for d in (CARDS[c] for c in titles) if copyable(d) and not _plays_from_discard(d)), default=0.0)
    if op == "copy_while":                       # the text of the creature it would stand beside (K33, mimicry.py):
        line = v.me.line                         # played on the right flank, the rightmost is its left neighbour
        if not line:
            return 0.0
        return _text_worth(s.ids[line[-1]]) * (1.0 if holds(s, v.seat, e) else 0.3)   # less while it fails now
    if op == "cannot_play":                      # the side's hand held back for a while (its cards are unseen)
        return 0.12 * (len(v.opp.hand) if e.target == "each_enemy" else -len(v.me.hand))
    if op in ("enters_exhausted", "enters_stunned"):   # the side's next creatures slowed for a turn
        hand = len(v.opp.hand) if e.target == "each_enemy" else -len(v.me.hand)
        return (0.15 if op == "enters_exhausted" else 0.25) * hand
    # may_play / may_use: the seat's cards of other houses it opens this turn (K26)
    house = s.house
    if op == "may_play":
        n = sum(1 for u in v.me.hand if CARDS[s.ids[u]].house != house
                and (e.house == "any" or CARDS[s.ids[u]].house == e.house))
        return 0.6 * n
    n = sum(1 for u in v.me.line + v.me.artifacts if not s.exhausted[u] and CARDS[s.ids[u]].house != house
            and (e.house == "any" or CARDS[s.ids[u]].house == e.house))
    return 0.8 * n


def _key_cost_value(v: View, e: Effect) -> float:
    """A lasting change of a key's cost: worth its Æmber when a forge falls within it (the seat's own forge this
    turn for a discount made before it, the opponent's next one for a raise that lasts into their turn), the more
    so when that player is near a key."""
    s = v.s
    if e.op == "key_discount":
        holds = s.active == v.seat and s.step == Step.HOUSE and s.house is None      # made before this turn's forge
        near = v.me.amber + e.n >= key_cost(s, v.seat)
    else:
        holds = e.until != "end_of_turn" or s.active != v.seat
        near = v.opp.amber + 2 >= key_cost(s, 1 - v.seat)
    return (0.5 * e.n * (2.0 if near else 1.0)) if holds else 0.0


def _plays_from_discard(d: CardDef) -> bool:
    """A title that plays a card from discard: its worth asks for the discard's cards' worth, a copying action's
    among them, so a copy of it is left out of that worth (no loop; a rough AI value only)."""
    return any(e.op == "play_discard" for a in d.abilities for e in a.effects)
