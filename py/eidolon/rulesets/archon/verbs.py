"""Issue 24's effect verbs, one class each (cards.VERB_OPS): split damage (K53, K54, dealt at once), a random discard, destroying
artifacts and upgrades (K58), purging from hand and archives (K66), returning a creature to its owner's deck
(K60), playing a card from the discard pile (K31) and this game's fuse counters (K8). effects.run_effect lets a
verb `start` (ask for a card that is not a creature in a battleline, or run a choice of its own), apply_op calls
its `resolve`, and the answer to a choice it asked comes back to its `answer`. Random picks draw from the state's
generator (SplitMix64), so a game is the same in CPython and Pyodide."""

from __future__ import annotations

from collections.abc import Callable

from ...core.rng import below
from . import effects
from .board import card, deal, depart, mark, move
from .cards import PLACES, VERB_OPS, Effect
from .effects import EffectVerb
from .permissions import may_be_played
from .state import RULE_OF_SIX, ArchonState, Choice, ChoiceKind, Task, Zone
from .uses import play


class SidedText:
    """A verb whose text names its side in its own words (an artifact, an upgrade, creatures in the plural)."""

    op = ""

    def text_key(self, e: Effect) -> str:
        return f"archon.op.{self.op}.{e.target}"


class PickingVerb(EffectVerb):
    """A verb whose card is picked among `options` (an artifact, an upgrade, a card in a pile): none, nothing
    resolves (K34); one, it is taken unless the effect is optional (K35); else the resolving player chooses."""

    kind = ChoiceKind.TARGET

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        raise NotImplementedError

    def start(self, s: ArchonState, t: Task, e: Effect) -> bool:
        opts = self.options(s, t, e)
        if not opts:
            s.stack.append(t._replace(step=t.step + 1, ok=False, done=0))
        elif len(opts) == 1 and not e.may:
            effects.finish(s, t, e, opts)
        else:
            s.choice = Choice(self.kind, tuple(opts), e.may, t)
        return True


def _side(s: ArchonState, t: Task, target: str, seat: int) -> bool:
    """Whether a card controlled by `seat` is of the side `target` names for the player resolving t (K81)."""
    return target == "any" or (seat == t.seat) == (target == "friendly")


class SplitDamage(SidedText, EffectVerb):
    """"Deal n damage divided as you choose" (K53): the resolving player assigns the n points one pick at a time
    (the task's `split` keeps the creature of each point assigned so far), and once every point is assigned the
    damage is dealt all at once: armor prevents it once per creature (K54), and each creature it destroys is marked
    once (K58). A lone candidate is not asked; with no candidate the points are lost (K34)."""

    op = "split_damage"

    def start(self, s: ArchonState, t: Task, e: Effect) -> bool:
        self._next(s, t, e)
        return True

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        hits: dict[int, int] = {}
        for u in targets:                         # one entry per point, in the order assigned
            hits[u] = hits.get(u, 0) + 1
        return any(deal(s, list(hits.items()), t.source))

    def answer(self, s: ArchonState, t: Task, e: Effect, picked: int) -> None:
        self._next(s, t._replace(split=(*t.split, picked)), e)

    def _next(self, s: ArchonState, t: Task, e: Effect) -> None:
        opts = effects.candidates(s, t, e)
        if opts and len(t.split) < e.n:
            if len(opts) > 1:
                s.choice = Choice(ChoiceKind.TARGET, tuple(opts), False, t)
                return
            t = t._replace(split=t.split + (opts[0],) * (e.n - len(t.split)))
        base, before = len(s.stack), len(s.marked)
        self.resolve(s, t, e, list(t.split))
        s.stack.insert(base, t._replace(step=t.step + 1, ok=len(t.split) == e.n, done=max(0, len(s.marked) - before),
                                        split=()))


class DiscardRandom(EffectVerb):
    """Discard n cards at random from the opponent's hand, one at a time (a card discarded is shown)."""

    op = "discard_random"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        return _at_random(s, s.players[1 - t.seat].hand, e.n, lambda u: _discard_shown(s, 1 - t.seat, u))


def _at_random(s: ArchonState, pile: list[int], n: int, take: Callable[[int], None]) -> bool:
    """Take n cards of `pile` one at a time, each drawn from the state's generator (the same in CPython and
    Pyodide), `take` moving it out of the pile; True when all n were there (K36)."""
    k = 0
    while k < n and pile:
        s.rng, i = below(s.rng, len(pile))
        take(pile[i])
        k += 1
    return k == n


def _discard_shown(s: ArchonState, seat: int, u: int) -> None:
    move(s, u, Zone.DISCARD)
    s.emit("discard_random", seat, u)


class DestroyArtifact(SidedText, PickingVerb):
    """Destroy an artifact of the side named (K58: marked, its "Destroyed:" resolves, then it is discarded)."""

    op = "destroy_artifact"

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for seat in (t.seat, 1 - t.seat) if _side(s, t, e.target, seat)
                for u in s.players[seat].artifacts if u not in s.marked]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        return mark(s, targets[0])                 # one picked card


class DestroyUpgrade(SidedText, PickingVerb):
    """Destroy an upgrade on a creature of the side named (K43, K58): it goes to its owner's discard pile."""

    op = "destroy_upgrade"

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for u, h in enumerate(s.host) if h >= 0 and _side(s, t, e.target, s.ctrl[h]) and u not in s.marked]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        return mark(s, targets[0])                 # one picked card


def _purge(s: ArchonState, seat: int, u: int) -> None:
    """K66: the card leaves the game, under its owner's identity card."""
    move(s, u, Zone.PURGED)
    s.emit("purge", seat, u)


class PurgeHand(PickingVerb):
    """Purge a card of your choice from your hand (K66)."""

    op = "purge_hand"
    kind = ChoiceKind.HAND_CARD

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return s.players[t.seat].hand[:]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        for u in targets:
            _purge(s, t.seat, u)
        return bool(targets)


class PurgeArchives(EffectVerb):
    """Purge n cards at random from the opponent's archives (K65: a face-down zone you may not look at; K66)."""

    op = "purge_archives"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        return _at_random(s, s.players[1 - t.seat].archives, e.n, lambda u: _purge(s, t.seat, u))


class ReturnToDeck(EffectVerb):
    """Return a creature to its owner's deck (K60: the owner's zone, a hidden one; "Leaves Play:" first): on top,
    at the bottom, or shuffled in."""

    op = "return_deck"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        place = PLACES.index(e.place)
        for u in targets:
            s.emit("return_deck", s.owner[u], u, place)
            depart(s, u, Zone.DECK, place)
        return bool(targets)

    def text_key(self, e: Effect) -> str:
        return f"archon.op.return_deck.{e.place}"


class PlayFromDiscard(PickingVerb):
    """Play a card from your discard pile (K31: of any house; the Rule of Six still counts it, K32; not an
    upgrade, which needs a host, nor an Alpha card, K39). Only the active player plays (K9); a creature goes to
    the flank the active player chooses (K44)."""

    op = "play_discard"

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        if t.seat != s.active:
            return []
        return [u for u in s.players[t.seat].discard if self._playable(s, u)]

    @staticmethod
    def _playable(s: ArchonState, u: int) -> bool:
        d = card(s, u)
        return d.type != "upgrade" and "alpha" not in d.flags and s.plays.get(d.id, 0) < RULE_OF_SIX \
            and may_be_played(s, s.active, u)                  # K24: a cannot_play forbids it here too

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = targets[0]
        line = s.players[t.seat].line
        play(s, u, len(line), -1)
        if card(s, u).type == "creature" and len(line) > 1:      # K44: the left flank or the right one
            s.choice = Choice(ChoiceKind.FLANK, (0, 1), False, t._replace(other=u))
        return True


class PlaceFuse(EffectVerb):
    """K8, this game's own counter: put n fuse counters on a creature. At the start of its controller's turn one
    comes off (flow.burn_fuses); when the last comes off that way the creature is destroyed. Fuses leave play with
    the creature (K60) and healing does not touch them."""

    op = "fuse"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        for u in targets:
            s.fuse[u] += e.n
            s.emit("fuse", s.ctrl[u], u, e.n)
        return bool(targets)


VERBS: dict[str, EffectVerb] = {v.op: v() for v in (SplitDamage, DiscardRandom, DestroyArtifact, DestroyUpgrade,
                                                     PurgeHand, PurgeArchives, ReturnToDeck, PlayFromDiscard,
                                                     PlaceFuse)}
assert tuple(VERBS) == VERB_OPS
effects.VERBS.update(VERBS)             # the effects runner reaches the verbs through its registry

