"""Issue 24's removal and zone verbs, one class each (cards.ZONE_OPS): purging a creature or an artifact from play
and a chosen card of a discard pile (K66, K60); putting a creature into play from your hand, your discard pile or
a search of your deck (K29: put, not played; K44: exhausted, on a flank; K85); swapping a creature with a creature
in your hand (K86); archiving an enemy creature into your own archives (K65); Æmber placed on an artifact and
taken from it (K16, K42, K57, K60). Also the Æmber on cards a forge may spend (K15, K16: `bank`, `spend`).
effects.py reaches the verbs through its registry (effects.VERBS), which this module fills as verbs.py does."""

from __future__ import annotations

from . import effects
from .board import card, depart, move
from .cards import ZONE_OPS, Effect
from .constants import applies
from .effects import EffectVerb
from .state import ARTIFACTS, LINE, ArchonState, Choice, ChoiceKind, Task, Zone
from .triggers import fire
from .verbs import PickingVerb, SidedText, _side


class Purge(EffectVerb):
    """Purge a creature (K66): it leaves play (K60: "Leaves Play:" first, captured Æmber to the opponent,
    upgrades discarded) and goes face down under its owner's identity card, out of the game."""

    op = "purge"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        for u in targets:
            s.emit("purge", t.seat, u)
            depart(s, u, Zone.PURGED)
        return bool(targets)


class PurgeArtifact(SidedText, PickingVerb):
    """Purge an artifact of the side named (K66, K60: the Æmber on it goes to the supply)."""

    op = "purge_artifact"

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for seat in (t.seat, 1 - t.seat) if _side(s, t, e.target, seat)
                for u in s.players[seat].artifacts if u not in s.marked]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        s.emit("purge", t.seat, targets[0])
        depart(s, targets[0], Zone.PURGED)
        return True


class PurgeFromDiscard(SidedText, PickingVerb):
    """Purge a card of your choice from the discard pile the side names (K66; a discard pile is public)."""

    op = "purge_from_discard"

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for seat in (t.seat, 1 - t.seat) if _side(s, t, e.target, seat) for u in s.players[seat].discard]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        move(s, targets[0], Zone.PURGED)
        s.emit("purge", t.seat, targets[0])
        return True


def enter(s: ArchonState, t: Task, u: int, pos: int) -> None:
    """K29, K44: u is put into play at `pos` of the resolving player's battleline: not played (no Æmber bonus, no
    "Play:", no Rule of Six count, K32, no play restriction), exhausted unless a constant ability says (K5); it
    enters play (K13: after-enters abilities answer it)."""
    seat = t.seat
    line = s.players[seat].line
    move(s, u, Zone.LINE, holder=seat)          # out of its zone (hand, discard pile or deck), then to `pos`
    line.remove(u)
    line.insert(pos, u)
    s.ctrl[u] = seat
    s.exhausted[u] = not applies(s, u, "enters_ready")
    s.emit("put_into_play", seat, u)
    fire(s, "after_enters", seat, u)


class PutIntoPlay(PickingVerb):
    """Put a creature of one of your zones into play (K29: put, not played), on the flank the active player chooses
    (K44: the right one unless the left is picked, a `flank` choice)."""

    zone = Zone.HAND

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for u in s.players[t.seat].zone_list(self.zone) if card(s, u).type == "creature"]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = targets[0]
        line = s.players[t.seat].line
        enter(s, t, u, len(line))
        if len(line) > 1:
            s.choice = Choice(ChoiceKind.FLANK, (0, 1), False, t._replace(other=u))
        return True


class PutFromHand(PutIntoPlay):
    """Put a creature from your hand into play (K29, K44)."""

    op = "put_from_hand"
    kind = ChoiceKind.HAND_CARD


class PutFromDiscard(PutIntoPlay):
    """Put a creature from your discard pile into play (K29, K44)."""

    op = "put_from_discard"
    zone = Zone.DISCARD


class PutFromDeck(PutIntoPlay):
    """Search your deck for a creature and put it into play (K85: looked at unseen, one option per title, the
    searcher may fail to find, the deck is shuffled afterwards; K29, K44). The pick is a `search` choice, answered
    through effects.answer's search, which shuffles."""

    op = "put_from_deck"
    zone = Zone.DECK

    def start(self, s: ArchonState, t: Task, e: Effect) -> bool:
        return search_deck(s, t, "creature")


def search_deck(s: ArchonState, t: Task, card_type: str) -> bool:
    """K85: the resolving player looks through their deck for a card of `card_type`: a `search` choice with the
    topmost copy of each title, which may find nothing; with none there, the deck is shuffled and the task goes on
    as not resolved."""
    found: dict[str, int] = {}
    for u in reversed(s.players[t.seat].deck):                  # the topmost copy of each title
        if card(s, u).type == card_type and s.ids[u] not in found:
            found[s.ids[u]] = u
    if not found:
        effects.shuffle_deck(s, t.seat)
        s.stack.append(t._replace(step=t.step + 1, ok=False, done=0))
    else:
        s.choice = Choice(ChoiceKind.SEARCH, tuple(found.values()), True, t)
    return True


class SwapWithHand(PickingVerb):
    """Swap this creature with a creature in your hand (K86: both yours; they exchange zones): the one from hand
    is put into play in its place (K29, K44: exhausted), then this one goes to its owner's hand (K60)."""

    op = "swap_hand"
    kind = ChoiceKind.HAND_CARD

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        if s.zone[t.source] != LINE or s.ctrl[t.source] != t.seat or t.source in s.marked:
            return []
        return [u for u in s.players[t.seat].hand if card(s, u).type == "creature"]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        src = t.source
        enter(s, t, targets[0], s.players[t.seat].line.index(src))
        s.emit("swap_hand", t.seat, src, other=targets[0])
        depart(s, src, Zone.HAND)
        return True


class ArchiveEnemy(EffectVerb):
    """Archive an enemy creature (K65): it leaves play (K60: "Leaves Play:" first, captured Æmber back) into your
    archives, face down; when you take your archives it goes to its owner's hand."""

    op = "archive_enemy"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        targets = [u for u in targets if s.ctrl[u] != t.seat]
        for u in targets:
            s.emit("archive_enemy", t.seat, u)
            depart(s, u, Zone.ARCHIVES, place=1 + t.seat)
        return bool(targets)


class PlaceAmber(EffectVerb):
    """Put n Æmber from the supply on this artifact (K16, K42): not a player's, nor captured (K61); spent to forge
    if the artifact has Treasury, taken by its own ability, and back to the supply when it leaves play (K60)."""

    op = "place_amber"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        for u in targets:
            s.held[u] += e.n
            s.emit("place_amber", s.ctrl[u], u, e.n)
        return bool(targets)


class TakeAmber(EffectVerb):
    """Move all the Æmber on this artifact to its controller's pool (K57: a move, not a steal)."""

    op = "take_amber"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = t.source
        k = s.held[u] if s.zone[u] == ARTIFACTS else 0
        if not k:
            return False
        s.held[u] = 0
        s.players[s.ctrl[u]].amber += k
        s.emit("take_amber", s.ctrl[u], u, k)
        return True


def banks(s: ArchonState, seat: int) -> list[int]:
    """The seat's artifacts with Treasury and Æmber on them, left to right (K16)."""
    held = s.held
    return [u for u in s.players[seat].artifacts if held[u] and "treasury" in card(s, u).flags]


def bank(s: ArchonState, seat: int) -> int:
    """The Æmber on the seat's cards that it may spend to forge (K16)."""
    return sum(s.held[u] for u in banks(s, seat))


def spend(s: ArchonState, seat: int, n: int) -> None:
    """Take n Æmber off the seat's Treasury artifacts, left to right, to the supply with the key's cost (K15, K16)."""
    for u in banks(s, seat):
        k = min(n, s.held[u])
        if k:
            s.held[u] -= k
            s.emit("spend_amber", seat, u, k)
        n -= k


ZONE_VERBS: dict[str, EffectVerb] = {v.op: v() for v in (Purge, PurgeArtifact, PurgeFromDiscard, PutFromHand,
                                                          PutFromDiscard, PutFromDeck, SwapWithHand, ArchiveEnemy,
                                                          PlaceAmber, TakeAmber)}
assert tuple(ZONE_VERBS) == ZONE_OPS
effects.VERBS.update(ZONE_VERBS)        # the effects runner reaches these verbs through its registry
