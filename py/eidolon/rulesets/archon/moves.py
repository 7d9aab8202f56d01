"""Issue 24's other zone moves, one class each (cards.MOVE_OPS), next to zones.py's: purging a card of your choice
from your own archives and a random card from the opponent's hand (K65, K66); putting an artifact into play from
your hand, your discard pile or a search of your deck, and the top card of your deck without a search (K29, K42,
K44, K85); swapping a friendly artifact, or another friendly creature, with a card of the same type in your hand
(K86); archiving an artifact into its owner's archives (K65, K60). The plain readings are in docs/archon.md.
effects.py reaches the verbs through its registry (effects.VERBS), which this module fills as zones.py does."""

from __future__ import annotations

from . import effects
from .board import card, depart, move
from .cards import MOVE_OPS, Effect
from .effects import EffectVerb
from .state import LINE, ArchonState, Choice, ChoiceKind, Task, Zone
from .verbs import PickingVerb, SidedText, _at_random, _purge, _side
from .zones import enter, search_deck


class PurgeArchived(PickingVerb):
    """Purge a card of your choice from your archives (K65: you may look at your own archives, an opponent's card
    archived there included; K66: it goes under its owner's identity card). An `archived` choice: decided by the
    archives' holder, also on the opponent's turn (flow.decider), whose view alone lists them."""

    op = "purge_archived"
    kind = ChoiceKind.ARCHIVED

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return s.players[t.seat].archives[:]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        _purge(s, t.seat, targets[0])
        return True


class PurgeEnemyHand(EffectVerb):
    """Purge a card at random from the opponent's hand (K66; a hand is hidden, K65, so its holder's rival cannot
    choose among its cards: the card is drawn from the state's generator, and shown once purged)."""

    op = "purge_enemy_hand"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        return _at_random(s, s.players[1 - t.seat].hand, 1, lambda u: _purge(s, t.seat, u))


def enter_artifact(s: ArchonState, t: Task, u: int, pos: int) -> None:
    """K29, K42: u is put into play at `pos` of the resolving player's artifacts: not played (no Æmber bonus, no
    "Play:", no Rule of Six count), exhausted, controlled by the resolving player."""
    seat = t.seat
    row = s.players[seat].artifacts
    move(s, u, Zone.ARTIFACTS, holder=seat)
    row.remove(u)
    row.insert(pos, u)
    s.ctrl[u] = seat
    s.exhausted[u] = True
    s.emit("put_into_play", seat, u)


class PutArtifact(PickingVerb):
    """Put an artifact of one of your zones into play (K29: put, not played; K42: exhausted, in the row)."""

    zone = Zone.HAND

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for u in s.players[t.seat].zone_list(self.zone) if card(s, u).type == "artifact"]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        enter_artifact(s, t, targets[0], len(s.players[t.seat].artifacts))
        return True


class PutArtifactFromHand(PutArtifact):
    """Put an artifact from your hand into play (K29, K42)."""

    op = "put_artifact_from_hand"
    kind = ChoiceKind.HAND_CARD


class PutArtifactFromDiscard(PutArtifact):
    """Put an artifact from your discard pile into play (K29, K42)."""

    op = "put_artifact_from_discard"
    zone = Zone.DISCARD


class PutArtifactFromDeck(PutArtifact):
    """Search your deck for an artifact and put it into play (K85: unseen, one option per title, the searcher may
    fail to find, the deck shuffled afterwards, through effects.answer's search; K29, K42)."""

    op = "put_artifact_from_deck"
    zone = Zone.DECK

    def start(self, s: ArchonState, t: Task, e: Effect) -> bool:
        return search_deck(s, t, "artifact")


class PutTop(EffectVerb):
    """Put the top card of your deck into play (K29: put, not played): it is revealed to both players; a creature
    goes to a flank the active player chooses (K44), an artifact to the row (K42), both exhausted. An action or an
    upgrade cannot be put into play (an action only resolves when played, an upgrade needs a host it is played on,
    K43): it stays on top of the deck, revealed, and the effect did not resolve (K34)."""

    op = "put_top"

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        deck = s.players[t.seat].deck
        if not deck:
            return False
        u = deck[-1]
        kind = card(s, u).type
        if kind == "artifact":
            enter_artifact(s, t, u, len(s.players[t.seat].artifacts))
            return True
        if kind != "creature":
            s.emit("reveal_top", t.seat, u)
            return False
        line = s.players[t.seat].line
        enter(s, t, u, len(line))
        if len(line) > 1:
            s.choice = Choice(ChoiceKind.FLANK, (0, 1), False, t._replace(other=u))
        return True


class SwapPicked(EffectVerb):
    """Swap a friendly card in play of `kind` with a card of that kind in your hand (K86: both controlled by the
    same player; across zones they exchange zones). The card in play is picked first (kept in the task's `split`),
    then the card in hand; the one from hand is put into play in its place (K29: not played; exhausted, K42, K44),
    then the other goes to its owner's hand (K60: "Leaves Play:" first). With no card on either side, nothing."""

    kind_of = "creature"

    def in_play(self, s: ArchonState, t: Task) -> list[int]:
        raise NotImplementedError

    def in_hand(self, s: ArchonState, t: Task) -> list[int]:
        return [u for u in s.players[t.seat].hand if card(s, u).type == self.kind_of]

    def start(self, s: ArchonState, t: Task, e: Effect) -> bool:
        mine = [u for u in self.in_play(s, t) if u not in s.marked]
        if not mine or not self.in_hand(s, t):
            s.stack.append(t._replace(step=t.step + 1, ok=False, done=0))
        elif len(mine) == 1 and not e.may:
            self.answer(s, t, e, mine[0])
        else:
            s.choice = Choice(ChoiceKind.TARGET, tuple(mine), e.may, t)
        return True

    def answer(self, s: ArchonState, t: Task, e: Effect, picked: int) -> None:
        if t.split:                                   # the card in hand, the card in play being picked
            effects.finish(s, t._replace(split=()), e, [t.split[0], picked])
            return
        t = t._replace(split=(picked,))
        hand = self.in_hand(s, t)
        if len(hand) == 1:
            self.answer(s, t, e, hand[0])
        else:
            s.choice = Choice(ChoiceKind.HAND_CARD, tuple(hand), False, t)

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        out, into = targets
        row = s.players[t.seat].zone_list(s.zone[out])
        pos = row.index(out)
        if self.kind_of == "artifact":
            enter_artifact(s, t, into, pos)
        else:
            enter(s, t, into, pos)
        s.emit("swap_hand", t.seat, out, other=into)
        depart(s, out, Zone.HAND)
        return True


class SwapArtifactHand(SwapPicked):
    """Swap a friendly artifact with an artifact in your hand (K86, K42)."""

    op = "swap_artifact_hand"
    kind_of = "artifact"

    def in_play(self, s: ArchonState, t: Task) -> list[int]:
        return s.players[t.seat].artifacts[:]


class SwapFriendlyHand(SwapPicked):
    """Swap another friendly creature (not the ability's own) with a creature in your hand (K86, K44: the one
    from hand takes its place in the battleline)."""

    op = "swap_friendly_hand"

    def in_play(self, s: ArchonState, t: Task) -> list[int]:
        return [u for u in s.players[t.seat].line if u != t.source and s.zone[u] == LINE]


class ArchiveArtifact(SidedText, PickingVerb):
    """Archive an artifact of the side named (K65): it leaves play (K60: the Æmber on it to the supply) into its
    OWNER's archives, as K60 sends a card leaving play to its owner's zones when the text names no other."""

    op = "archive_artifact"

    def options(self, s: ArchonState, t: Task, e: Effect) -> list[int]:
        return [u for seat in (t.seat, 1 - t.seat) if _side(s, t, e.target, seat)
                for u in s.players[seat].artifacts if u not in s.marked]

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        u = targets[0]
        s.emit("archive_enemy", t.seat, u)
        depart(s, u, Zone.ARCHIVES)
        return True


MOVE_VERBS: dict[str, EffectVerb] = {v.op: v() for v in (PurgeArchived, PurgeEnemyHand, PutArtifactFromHand,
                                                          PutArtifactFromDiscard, PutArtifactFromDeck, PutTop,
                                                          SwapArtifactHand, SwapFriendlyHand, ArchiveArtifact)}
assert tuple(MOVE_VERBS) == MOVE_OPS
effects.VERBS.update(MOVE_VERBS)        # the effects runner reaches these verbs through its registry
