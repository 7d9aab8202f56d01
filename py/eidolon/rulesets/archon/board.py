"""What the table says about a card (power, armor, keywords, neighbours) and the primitive moves:
zones, drawing, damage, destruction marking and its replacement, and leaving play (K11, K44, K53-K61, K66, K84)."""

from __future__ import annotations

from typing import Protocol

from ...core.rng import shuffle
from .blanking import text
from .cards import DEFS, CardDef
from .constants import applies, total
from .lasting import forget, key_change
from .state import (
    ARTIFACTS,
    IN_PLAY,
    KEY_COST,
    LINE,
    RESOLVING,
    UPGRADE,
    ArchonState,
    Task,
    TaskKind,
    Trigger,
    Zone,
)
from .triggers import fire

CARDS = DEFS                    # the collection and the maverick copies (K94)


class Replacing(Protocol):
    """K59, K54: replacement and prevention, asked before a destruction, a return to hand, damage and a steal."""

    def destroyed(self, s: ArchonState, u: int) -> bool: ...

    def returned(self, s: ArchonState, u: int) -> bool: ...

    def damage(self, s: ArchonState, u: int, amount: int, source: int, poison: bool) -> tuple[int, int]: ...

    def pool(self, s: ArchonState, seat: int, event: str) -> str: ...

    def reaped(self, s: ArchonState, u: int, seat: int) -> bool: ...

    def answer(self, s: ArchonState, t: Task, picked: int) -> None: ...


REPLACING: list[Replacing] = []
"""wards.py's resolver (it moves cards with this module's moves, so this module reaches it through here)."""


def card(s: ArchonState, u: int) -> CardDef:
    """u's card as the game reads it now: blanked or copying text changed (blanking.py), else its title."""
    if s.zone[u] not in (LINE, ARTIFACTS, RESOLVING) or not s.lasting and not s.auras_of["blank"]:   # no copy or blank
        return CARDS[s.ids[u]]
    return text(s, u)


def upgrades_of(s: ArchonState, u: int) -> list[int]:
    if u not in s.host:
        return []
    return [x for x, h in enumerate(s.host) if h == u]


def power(s: ArchonState, u: int) -> int:
    """Printed power + power tokens (K56) + upgrades (K43) + constant abilities in play (K33)."""
    n = card(s, u).power + s.tokens[u] + total(s, u, "power_bonus")
    if u in s.host:                             # upgrades: looked for only when u hosts one
        n += sum(card(s, x).bonus_power for x in upgrades_of(s, u))
    return n


def armor(s: ArchonState, u: int) -> int:
    """Printed armor plus gained armor: upgrades and constant abilities (K54, K33)."""
    n = card(s, u).armor + total(s, u, "armor_bonus")
    if u in s.host:
        n += sum(card(s, x).bonus_armor for x in upgrades_of(s, u))
    return n


def has(s: ArchonState, u: int, keyword: str) -> bool:
    """A keyword printed on the card, granted by an upgrade or by a constant ability (K70-K78, K33)."""
    return keyword in card(s, u).flags or u in s.host and any(keyword in card(s, x).grants for x in upgrades_of(s, u)) \
        or applies(s, u, "grant", keyword)


def count(s: ArchonState, u: int, keyword: str) -> int:
    """Assault X / Hazardous X (K74, K75): every instance adds up: printed, from upgrades, constants and lasting
    effects."""
    n = card(s, u).counts.get(keyword, 0) + total(s, u, "grant", keyword)
    if u in s.host:
        n += sum(k for x in upgrades_of(s, u) for kw, k in card(s, x).grant_counts if kw == keyword)
    return n


def in_play(s: ArchonState, u: int) -> bool:
    return s.zone[u] in IN_PLAY


def alive(s: ArchonState, u: int) -> bool:
    """A creature in a battleline and not marked for destruction (K58)."""
    return s.zone[u] == LINE and u not in s.marked


def neighbors(s: ArchonState, u: int) -> list[int]:
    """The creatures immediately left and right (K84)."""
    line = s.players[s.ctrl[u]].line
    i = line.index(u)
    return [line[j] for j in (i - 1, i + 1) if 0 <= j < len(line)]


def key_cost(s: ArchonState, seat: int, next_turn: bool = False) -> int:
    """The current cost (K17): 6, plus constant modifiers of the opponent's cards in play, plus a lasting
    effect on this turn (K37); `next_turn`: the cost at the seat's next turn (its lasting effects then), as
    "Check!" reads it at the end of the seat's own turn (K12)."""
    other = 1 - seat
    cost = KEY_COST + (s.cost_this if seat == s.active and not next_turn else s.cost_next[seat])
    zone, ctrl = s.zone, s.ctrl
    for u in s.cost_cards:                      # the game's cards that change it: those the opponent has in play
        if (zone[u] == LINE or zone[u] == ARTIFACTS) and ctrl[u] == other:
            cost += card(s, u).key_cost
    for u in s.auras_of["key_discount"]:        # the seat's own cards that lower its cost (K17, K5)
        if (zone[u] == LINE or zone[u] == ARTIFACTS) and ctrl[u] == seat:
            cost -= sum(e.n for e in card(s, u).auras if e.op == "key_discount")
    if s.lasting:                               # K37: lasting changes (key_costs.py)
        cost += key_change(s, seat, next_turn)
    return max(0, cost)


def move(s: ArchonState, u: int, zone: Zone, top: bool = True, holder: int = -1) -> None:
    """Take u from where it is and put it in `zone` of its owner (K60, K79), or of `holder` when an effect says
    whose (K65: an opponent's card archived into your archives)."""
    _take(s, u)
    s.zone[u] = zone
    if zone != UPGRADE and zone != RESOLVING:
        lst = s.players[s.owner[u] if holder < 0 else holder].zone_list(zone)
        if top:
            lst.append(u)
        else:
            lst.insert(0, u)


def _take(s: ArchonState, u: int) -> None:
    z = s.zone[u]
    if z in (LINE, ARTIFACTS):
        s.players[s.ctrl[u]].zone_list(z).remove(u)
    elif z == Zone.ARCHIVES:                    # K65: an opponent's card may sit in your archives
        (s.players[0] if u in s.players[0].archives else s.players[1]).archives.remove(u)
    elif z not in (UPGRADE, RESOLVING):
        s.players[s.owner[u]].zone_list(z).remove(u)
    if z == UPGRADE:
        s.host[u] = -1


def draw(s: ArchonState, seat: int, n: int) -> int:
    """Draw one card at a time; an empty deck takes the shuffled discard pile (K11). Returns the cards drawn."""
    p = s.players[seat]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            if not p.discard:
                break
            for u in p.discard:
                s.zone[u] = Zone.DECK
            p.deck, p.discard = p.discard, []
            s.rng = shuffle(s.rng, p.deck)
            s.emit("reshuffle", seat, n=len(p.deck))
        u = p.deck.pop()
        p.hand.append(u)
        s.zone[u] = Zone.HAND
        s.emit("draw", seat, u)
        drawn += 1
    return drawn


def chain_penalty(chains: int) -> int:
    """K67: 1-6 chains draw one fewer, 7-12 two, 13-18 three, 19-24 four."""
    return 0 if chains <= 0 else min(4, (chains - 1) // 6 + 1)


def refill(s: ArchonState, seat: int, size: int) -> None:
    """Draw up to `size` less the chain penalty; shed a chain only if the chains stopped a draw (K4, K67)."""
    p = s.players[seat]
    pen = chain_penalty(p.chains)
    if len(p.hand) < size - pen:
        draw(s, seat, size - pen - len(p.hand))
    if pen and len(p.hand) < size:
        p.chains -= 1
        s.emit("shed_chain", seat, n=p.chains)


def deal(s: ArchonState, hits: list[tuple[int, int]], source: int = -1,
         poison: tuple[bool, ...] = ()) -> list[int]:
    """Deal damage to creatures at once (K53); prevention and redirection first (K54, K59: wards.py), then
    armor (K54); a hit with `poison` destroys the creature it damaged (K73). Returns the damage each hit's creature
    took (none when it went to another creature, or while its replacements wait for their order: wards.py)."""
    taken = []
    dealt = []
    for i, (u, amount) in enumerate(hits):
        if s.zone[u] != LINE or amount <= 0:
            taken.append(0)
            continue
        to = u
        if REPLACING:
            to, amount = REPLACING[0].damage(s, u, amount, source, bool(poison) and poison[i])
        took = lay(s, to, amount, source)
        taken.append(took if to == u else 0)
        dealt.append(to)
    for u in dealt:
        if s.zone[u] == LINE and s.damage[u] >= power(s, u):
            mark(s, u)
    for i, (u, _) in enumerate(hits):
        if poison and poison[i] and taken[i]:
            mark(s, u)
    return taken


def lay(s: ArchonState, u: int, amount: int, source: int) -> int:
    """Damage left after prevention meets u's armor (K54) and is put on it; returns what u took."""
    stop = min(amount, max(0, armor(s, u) - s.armor_used[u]))
    s.armor_used[u] += stop
    s.damage[u] += amount - stop
    if amount - stop:
        s.emit("damage", s.ctrl[u], u, amount - stop, source)
    return amount - stop


def mark(s: ArchonState, u: int) -> bool:
    """Mark u for destruction and trigger its "Destroyed:" and "Leaves Play:" abilities (K58, K60: it leaves
    once they resolved); False when already marked, or when a replacement saved it (K59)."""
    if u in s.marked or not in_play(s, u):
        return False
    if REPLACING and REPLACING[0].destroyed(s, u):   # K59: wards.py
        return False
    d = card(s, u)
    s.marked.append(u)
    s.emit("destroyed", s.ctrl[u], u)
    if d.type == "creature":
        s.destroyed_turn += 1                             # "each time a creature was destroyed this turn" (K58)
    for i, a in enumerate(d.abilities):
        if a.when == "destroyed" or a.when == "leaves" and not leaving(s, u):
            s.queue.append(Trigger(u, s.ctrl[u], i))
    if d.type == "creature":
        fire(s, "after_destroyed", s.ctrl[u], u)          # ordered with the "Destroyed:" abilities (K14, K58)
    return True


def leaving(s: ArchonState, u: int) -> bool:
    """u's "Leaves Play:" is resolving before it leaves (K60): a LEAVE task for it waits on the stack."""
    return any(t.kind == TaskKind.LEAVE and t.source == u for t in s.stack)


def depart(s: ArchonState, u: int, dest: Zone, place: int = 0) -> None:
    """K60: u leaves play for `dest` (not by destruction); a "Leaves Play:" ability resolves just before. For a
    deck, `place` is where (cards.PLACES: 0 on top, 1 at the bottom, 2 shuffled in)."""
    if not card(s, u).has("leaves"):
        leave_play(s, u, dest, place)
        return
    s.stack.append(Task(TaskKind.LEAVE, u, s.ctrl[u], step=int(dest), place=place))
    push_ability(s, u, s.ctrl[u], "leaves")


def discard_marked(s: ArchonState) -> None:
    """Marked cards go to their owners' discard piles, in marking order (K58)."""
    while s.marked:
        u = s.marked.pop(0)
        if in_play(s, u):
            leave_play(s, u, Zone.DISCARD)


def leave_play(s: ArchonState, u: int, dest: Zone, place: int = 0) -> None:
    """K60: captured Æmber to the opponent (Æmber on a card of another type to the supply, by `reset`), tokens
    off, upgrades to discard, the card to its owner's zone (a deck: on top, at the bottom or shuffled in, by
    `place`; archives: those of seat `place - 1` when `place` is set, K65)."""
    if s.zone[u] == LINE:
        if s.held[u]:
            s.players[1 - s.ctrl[u]].amber += s.held[u]
            s.emit("amber_back", 1 - s.ctrl[u], u, s.held[u])
        for x in upgrades_of(s, u):
            move(s, x, Zone.DISCARD)
            reset(s, x)
    if u in s.marked:
        s.marked.remove(u)
    if s.held[u] and s.zone[u] != LINE:
        s.emit("amber_supply", s.ctrl[u], u, s.held[u])    # K60: a non-creature's Æmber goes to the supply
    archives = dest == Zone.ARCHIVES and place > 0
    move(s, u, dest, top=archives or place != 1, holder=place - 1 if archives else -1)
    reset(s, u)
    if place == 2 and dest == Zone.DECK:
        s.rng = shuffle(s.rng, s.players[s.owner[u]].deck)
        s.emit("shuffle", s.owner[u])


def reset(s: ArchonState, u: int) -> None:
    if s.lasting:
        forget(s, u)                            # K60: effects on the card expire
    s.damage[u] = s.tokens[u] = s.held[u] = s.armor_used[u] = s.fuse[u] = s.shield[u] = 0
    s.stun[u] = s.exhausted[u] = s.attacked[u] = s.ward[u] = False
    s.ctrl[u] = s.owner[u]


def push_ability(s: ArchonState, u: int, seat: int, when: str, other: int = -1) -> None:
    """Put every `when` ability of u on the stack, the first printed to resolve first."""
    abilities = card(s, u).abilities
    for i in range(len(abilities) - 1, -1, -1):
        if abilities[i].when == when:
            s.stack.append(Task(TaskKind.EFFECTS, u, seat, i, 0, other))
