"""A seat's information set in Archon mode, and its determinization (K65, docs/ai.md "Archon mode").

What a seat may know: its own hand and archives, every card in play (battlelines, artifacts, upgrades, a
card resolving), both discard piles and purged cards, the counts of every hidden zone, and both decklists
(a KeyForge deck's list is printed on its identity card: public). What it may not know: the rival's hand
and archives (K65), and the order of either deck; a card its own search is offering (K85) it sees.

`ArchonSampler(state, seat).sample(rng)` returns a clone where the hidden cards are re-dealt from the seat's
unseen pool with the agent's own generator: the rival's unseen titles (its decklist minus what the seat can
see) over the instances of its hand + archives + deck, hand and archives keeping their counts; the seat's
own deck titles over its deck. The hidden instances are first put in a canonical order (sorted numbers), so
the sample depends only on the information set and the generator, never on the real hidden cards.
"""

from __future__ import annotations

import random
from collections import Counter

from ....agents.draws import shuffle
from ..state import ArchonState, ChoiceKind, Zone

DECK = Zone.DECK         # a module name: an enum member read from its class is slow in CPython 3.11 (flow.py)
HIDDEN_OWN = (Zone.DECK,)
HIDDEN_RIVAL = (Zone.HAND, Zone.ARCHIVES, Zone.DECK)


class Group:
    """Hidden instances of one seat, their zones in dealing order, and the titles to deal over them."""

    __slots__ = ("counts", "members", "seat", "slots", "titles")

    def __init__(self, seat: int, slots: list[int], counts: list[tuple[Zone, int]], titles: list[str]) -> None:
        self.seat = seat
        self.slots = slots            # sorted instance numbers
        self.counts = counts          # (zone, how many) in dealing order
        self.titles = titles          # sorted: the multiset of unseen titles
        self.members = frozenset(slots)


def _pinned(s: ArchonState, seat: int) -> set[int]:
    """Deck cards the seat is being shown: the options of its own search (K85)."""
    c = s.choice
    if c is not None and c.kind == ChoiceKind.SEARCH and c.task.seat == seat:
        return set(c.options)
    return set()


class ArchonSampler:
    """Built once per decision from the seat's view; `sample(rng)` deals one determinization."""

    __slots__ = ("groups", "seat", "state")

    def __init__(self, s: ArchonState, seat: int) -> None:
        self.state = s
        self.seat = seat
        pinned = _pinned(s, seat)
        self.groups: list[Group] = []
        for who, zones in ((seat, HIDDEN_OWN), (1 - seat, HIDDEN_RIVAL)):
            p = s.players[who]
            slots: list[int] = []
            counts: list[tuple[Zone, int]] = []
            for z in zones:
                members = [u for u in p.zone_list(z) if u not in pinned and s.owner[u] == who]   # K65: an
                # opponent's card archived from play is known to both players
                slots += members
                counts.append((z, len(members)))
            hidden = set(slots)
            pool = Counter(s.ids[u] for u in range(len(s.ids)) if s.owner[u] == who and u not in hidden)
            titles = Counter(s.ids[u] for u in range(len(s.ids)) if s.owner[u] == who)
            titles.subtract(pool)                    # decklist minus every card the seat can see
            self.groups.append(Group(who, sorted(slots), counts, sorted((+titles).elements())))

    def sample(self, rng: random.Random) -> ArchonState:
        s = self.state
        d = s.clone()
        ids = list(s.ids)
        zone = d.zone
        exhausted, damage, tokens, stun, held = d.exhausted, d.damage, d.tokens, d.stun, d.held
        for g in self.groups:
            cards = g.titles[:]
            shuffle(rng, cards)                  # rng.shuffle(cards), inline
            for u, cid in zip(g.slots, cards):
                ids[u] = cid
                exhausted[u] = stun[u] = False            # hidden cards carry no table marks
                damage[u] = tokens[u] = held[u] = 0
            p = d.players[g.seat]
            k = 0
            for z, n in g.counts:
                members = g.slots[k:k + n]
                k += n
                for u in members:
                    zone[u] = z
                if z == DECK:
                    keep = [u for u in p.deck if u not in g.members]      # pinned search options stay on top
                    p.deck = members + keep
                else:
                    lst = p.zone_list(z)
                    lst[:] = [u for u in lst if u not in g.members] + members
        d.ids = tuple(ids)
        d.index_abilities()                       # the re-dealt titles' abilities (state.py)
        d.rng = 0                                 # the shuffle generator is not the seat's to know
        return d


def observe(s: ArchonState, seat: int) -> ArchonState:
    """The information set as one canonical state (a fixed generator)."""
    return ArchonSampler(s, seat).sample(random.Random(0))
