"""A seat's information set and determinization (sampling the cards it cannot see).

What a seat may know in EIDOLON: its own hand, every public zone (fields,
relics, discards, committed sources, connected Locations, the Ermo with its
progress), the counts of the hidden zones, and both decklists (decklists are
public on the setup screen, so the Location reserves follow from them too).
What it may not know: the rival's hand, and the order of either main deck.

`determinize(state, seat, rng)` returns a clone of the state in which every
hidden card has been re-dealt from the seat's unseen pool with the agent's own
generator:

* the rival's hand + deck: the multiset of card titles the seat has not seen
  (the rival's decklist minus the rival's public cards) is shuffled and dealt
  back, ``hand_count`` cards to the hand and the rest to the deck;
* the seat's own deck: its titles (own decklist minus own hand and own public
  cards) are shuffled.

The result depends only on the seat's information set and on the generator,
never on the real identity or order of the hidden cards: the hidden card
instances are first put in a canonical order (sorted instance numbers) and
only then given titles, so two states that differ only in the rival's hidden
cards give the same determinization for the same generator state. Agents call
this before any reasoning, so even a heuristic that read the rival's "hand"
would read a sample.
"""

from __future__ import annotations

import random
from collections import Counter

from ....agents.draws import shuffle
from ..cards.model import CardDef
from ..state import State

MAIN_KINDS = ("criatura", "reliquia", "ritual", "estratagema")


def decklist(s: State, seat: int) -> Counter[str]:
    """The seat's main-deck titles (public: decklists are shown at setup)."""
    return Counter(s.ids[u] for u in range(len(s.ids)) if s.owner[u] == seat and s.defs[u].kind in MAIN_KINDS)


def public_cards(s: State, seat: int) -> list[int]:
    """Main-deck cards of `seat` that everyone can see (field, relics, discard, committed)."""
    p = s.players[seat]
    return p.creatures + p.relics + p.discard + p.committed


def unseen_titles(s: State, observer: int, seat: int) -> Counter[str]:
    """Titles of `seat`'s main deck that `observer` has not seen: decklist minus what it sees."""
    pool = decklist(s, seat)
    pool.subtract(s.ids[u] for u in public_cards(s, seat))
    if seat == observer:
        pool.subtract(s.ids[u] for u in s.players[seat].hand)
    return +pool


def _defs_by_id(s: State) -> dict[str, CardDef]:
    out: dict[str, CardDef] = {}
    for d in s.defs:
        out.setdefault(d.id, d)
    return out


class Sampler:
    """Precomputes a seat's information set once; `sample(rng)` deals one determinization."""

    __slots__ = ("by_id", "groups", "hidden", "seat", "state")

    def __init__(self, s: State, seat: int) -> None:
        self.state = s
        self.seat = seat
        self.by_id = _defs_by_id(s)
        self.groups: list[tuple[int, list[int], list[str], int]] = []   # (who, slots, titles, hand size)
        self.hidden: list[int] = []
        for who in (seat, 1 - seat):
            p = s.players[who]
            titles = sorted(unseen_titles(s, seat, who).elements())   # canonical order
            if who == seat:
                slots, n = sorted(p.deck), 0
            else:
                slots, n = sorted(p.hand + p.deck), len(p.hand)
            assert len(slots) == len(titles), "the unseen pool must fill the hidden zones"
            self.groups.append((who, slots, titles, n))
            self.hidden.extend(slots)

    def sample(self, rng: random.Random) -> State:
        s = self.state
        d = s.clone()
        ids = list(s.ids)
        defs = list(s.defs)
        by_id = self.by_id
        for who, slots, titles, n in self.groups:
            cards = titles[:]
            shuffle(rng, cards)                  # rng.shuffle(cards), inline
            p = d.players[who]
            if who == self.seat:
                p.deck = slots[:]
            else:
                p.hand = slots[:n]
                p.deck = slots[n:]
            for u, cid in zip(slots, cards):
                ids[u] = cid
                defs[u] = by_id[cid]
        exh, fresh, dmg, att, once = d.exhausted, d.fresh, d.damage, d.attached_to, d.once_used
        for u in self.hidden:                         # hidden cards carry no table marks
            exh[u] = fresh[u] = dmg[u] = 0
            att[u] = -1
            if u in once:
                del once[u]
        d.ids = tuple(ids)
        d.defs = tuple(defs)
        d.rng = 0                                     # the shuffle generator is not the seat's to know
        return d


def determinize(s: State, seat: int, rng: random.Random) -> State:
    """A clone where the cards `seat` cannot see are re-dealt from its unseen pool (see module doc)."""
    return Sampler(s, seat).sample(rng)


def observe(s: State, seat: int) -> State:
    """The information set as one canonical state: like determinize, with a fixed generator.

    Useful for heuristics that only need public data and want a state that is
    provably free of hidden information.
    """
    return determinize(s, seat, random.Random(0))
