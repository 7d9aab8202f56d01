"""Triggered abilities (K13, K14, K38): one class per trigger kind, each naming the event it answers and whose
event it is (`of`: a friendly, an enemy or any player or creature, K81). The engine announces an event with
`fire` (at once, or through an EVENT task so that the card's own "Reap:", "Play:" or "Fight:" resolves first);
every ability of a card in play that answers it is queued as a `Trigger`, and two or more queued together are
ordered by the active player (K14, flow.run)."""

from __future__ import annotations

from .blanking import plain, text
from .cards import DEFS, TRIGGERED
from .state import ARTIFACTS, LINE, ArchonState, Task, TaskKind, Trigger


class TriggerKind:
    """When an ability of `when` answers an event of `seat` (the player, or the controller of the card the event
    is about): `of` "friendly" is its own controller's, "enemy" the opponent's, "any" either's."""

    when = ""
    other_only = False          # the card the event is about never answers it itself ("another ...")

    def answers(self, s: ArchonState, holder: int, of: str, seat: int, about: int) -> bool:
        if self.other_only and holder == about:
            return False
        return of == "any" or (seat == s.ctrl[holder]) == (of == "friendly")


class StartOfTurn(TriggerKind):
    """K14: start-of-turn effects resolve before the forge step."""
    when = "start_turn"


class EndOfTurn(TriggerKind):
    """K13: "end of turn" effects resolve after step 5."""
    when = "end_turn"


class AfterForge(TriggerKind):
    """K14: after-key-forged effects follow the forge."""
    when = "after_forge"


class AfterPlay(TriggerKind):
    """K14, K29: after a card is played (its "Play:" first); the card itself does not answer."""
    when = "after_play"
    other_only = True


class AfterEnters(TriggerKind):
    """K29, K44: after a creature enters play; the creature itself does not answer."""
    when = "after_enters"
    other_only = True


class AfterReap(TriggerKind):
    """K14, K46: after a creature reaps (its "Reap:" first)."""
    when = "after_reap"


class AfterFight(TriggerKind):
    """K14, K47: after a creature fights (its "Fight:" first), whether or not it survived."""
    when = "after_fight"


class AfterDestroyed(TriggerKind):
    """K58: after a creature is destroyed, queued with its "Destroyed:" when it is marked; cards already marked
    do not answer."""
    when = "after_destroyed"
    other_only = True


class AfterHouse(TriggerKind):
    """K14: after-house-chosen effects, before the archives are taken."""
    when = "after_house"


class AfterUse(TriggerKind):
    """K14, K45: after a card is used (reap, fight, Action, Omni), with the after-reap or after-fight ones."""
    when = "after_use"


class AfterCapture(TriggerKind):
    """K61: after a creature captures Æmber (at least one)."""
    when = "after_capture"


class AfterSteal(TriggerKind):
    """K62: after a player steals Æmber (at least one)."""
    when = "after_steal"


class AfterHeal(TriggerKind):
    """K55: after a creature is healed (damage was removed)."""
    when = "after_heal"


KINDS: dict[str, TriggerKind] = {k.when: k() for k in (StartOfTurn, EndOfTurn, AfterForge, AfterPlay, AfterEnters,
                                                       AfterReap, AfterFight, AfterDestroyed, AfterHouse, AfterUse,
                                                       AfterCapture, AfterSteal, AfterHeal)}
EVENTS = tuple(KINDS)           # an EVENT task's `step` is the index of its kind here
assert set(EVENTS) == set(TRIGGERED)


def _in_play(s: ArchonState) -> list[int]:
    a = s.active
    pa, pb = s.players[a], s.players[1 - a]
    return pa.line + pa.artifacts + pb.line + pb.artifacts


def wanted(s: ArchonState, when: str) -> bool:
    """Some card in play has an ability of this kind (else the event is not announced at all)."""
    zone = s.zone
    for u in s.trigger_cards[when]:             # the game's cards with an ability of this kind
        if zone[u] == LINE or zone[u] == ARTIFACTS:
            return True
    return any(r.when == when for r in s.reactions)      # a lasting reaction (K37)


def fire(s: ArchonState, when: str, seat: int, about: int = -1) -> None:
    """Queue each answering ability of the cards in play, the active player's first (K14 orders them)."""
    if not wanted(s, when):
        return
    kind = KINDS[when]
    texts = not plain(s)
    for u in _in_play(s):
        d = text(s, u) if texts else DEFS[s.ids[u]]   # a blanked card answers nothing, a copy too (blanking.py)
        if when not in d.triggers or u in s.marked:
            continue
        for i, a in enumerate(d.abilities):
            if a.when == when and kind.answers(s, u, a.of, seat, about):
                s.queue.append(Trigger(u, s.ctrl[u], i, about))
    for r in s.reactions:                       # K37: lasting reactions answer for the seat that made them (K81)
        if r.when == when and (r.of == "any" or (seat == r.seat) == (r.of == "friendly")):
            s.queue.append(Trigger(r.source, r.seat, r.ability, about))


# Events that happen at once, queued together: a played creature enters play; a reap or a fight is a use (K45).
ALSO = {"after_play": "after_enters", "after_reap": "after_use", "after_fight": "after_use"}


def announce_later(s: ArchonState, when: str, seat: int, about: int = -1) -> None:
    """An EVENT task under what the caller pushes next (the card's own ability), if anything answers it."""
    if wanted(s, when) or when in ALSO and wanted(s, ALSO[when]):
        s.stack.append(Task(TaskKind.EVENT, about, seat, step=EVENTS.index(when)))


def announce(s: ArchonState, t: Task) -> None:
    """The EVENT task t: its event now, with the one that happens at once (ALSO; entering play: a creature)."""
    when = EVENTS[t.step]
    fire(s, when, t.seat, t.source)
    also = ALSO.get(when)
    if also and (also != "after_enters" or t.source >= 0 and DEFS[s.ids[t.source]].type == "creature"):
        fire(s, also, t.seat, t.source)
