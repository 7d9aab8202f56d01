"""Playing and using cards: play (K26-K29, K39-K44, K77), reap (K46), fight (K47, K70-K75), Action and
Omni (K42, K50, K51), removing a stun (K78), and the Rule of Six count (K32)."""

from __future__ import annotations

from .board import alive, card, count, deal, has, mark, power, push_ability
from .state import ArchonState, Task, TaskKind, Zone


def counted(s: ArchonState, u: int) -> None:
    """One more play or use of u's title this turn (K32) and one more act this step (K39)."""
    cid = card(s, u).id                       # the title: a maverick copy counts with it (K94)
    s.plays[cid] = s.plays.get(cid, 0) + 1
    s.step_acts += 1


def play(s: ArchonState, u: int, pos: int, host: int) -> None:
    """K28 bonus first, then the card enters play (creatures exhausted on a flank or, with Deploy, anywhere:
    K44, K77) and its "Play:" resolves (K29); an action then goes to discard, an Omega ends the step (K40)."""
    seat = s.active
    d = card(s, u)
    from_hand = s.zone[u] == Zone.HAND
    p = s.players[seat]
    p.hand.remove(u)
    if from_hand:
        s.hand_acts += 1
    counted(s, u)
    s.emit("play", seat, u)
    if d.amber:
        p.amber += d.amber
        s.emit("bonus", seat, u, d.amber)
    s.ctrl[u] = seat
    if d.type == "creature":
        p.line.insert(pos, u)
        s.zone[u] = Zone.LINE
        s.exhausted[u] = True
    elif d.type == "artifact":
        p.artifacts.append(u)
        s.zone[u] = Zone.ARTIFACTS
        s.exhausted[u] = True
    elif d.type == "upgrade":
        s.zone[u] = Zone.UPGRADE
        s.host[u] = host
    else:
        s.zone[u] = Zone.RESOLVING
    if "omega" in d.flags:
        s.stack.append(Task(TaskKind.OMEGA, u, seat))
    if d.type == "action":
        s.stack.append(Task(TaskKind.FINISH_ACTION, u, seat))
    push_ability(s, u, seat, "play")


def reap(s: ArchonState, u: int, seat: int = -1) -> None:
    """K46: exhaust, the controller gains 1 Æmber, then "Reap:"; K80: a player reaping with a creature "as if
    it were theirs" (`seat`) gains the Æmber and resolves its "Reap:" as its controller would."""
    seat = s.ctrl[u] if seat < 0 else seat
    s.exhausted[u] = True
    counted(s, u)
    s.players[seat].amber += 1
    s.emit("reap", seat, u)
    push_ability(s, u, seat, "reap")


def fight_targets(s: ArchonState, u: int) -> list[int]:
    """Enemy creatures u may attack: all but those a Taunt neighbour protects (K47; K72: a creature without
    Taunt next to a Taunt creature cannot be attacked)."""
    line = s.players[1 - s.ctrl[u]].line
    taunt = [has(s, t, "taunt") for t in line]          # each card of the line tested once
    last = len(line) - 1
    return [t for i, t in enumerate(line) if t not in s.marked
            and (taunt[i] or not ((i > 0 and taunt[i - 1]) or (i < last and taunt[i + 1])))]


def fight(s: ArchonState, u: int, target: int) -> None:
    """K47: exhaust and pick the defender; the rest runs as the stages of a FIGHT task."""
    s.exhausted[u] = True
    counted(s, u)
    s.emit("fight", s.ctrl[u], u, other=target)
    first = not s.attacked[target]
    s.attacked[target] = True
    # K70: the first time an Elusive creature is attacked each turn, no power damage is dealt.
    s.stack.append(Task(TaskKind.FIGHT, u, s.ctrl[u], 0, 1, target, not (first and has(s, target, "elusive"))))
    push_ability(s, u, s.ctrl[u], "before_fight", target)


def fight_stage(s: ArchonState, t: Task) -> None:
    """Stage 1: Assault and Hazardous (K74, K75); stage 2: the simultaneous power damage with Elusive,
    Skirmish and Poison (K70, K71, K73); stage 3: "Fight:" if the attacker survived (K47)."""
    att, dfd = t.source, t.other
    if t.step == 3:
        if alive(s, att):
            push_ability(s, att, t.seat, "fight", dfd)
        return
    if not (alive(s, att) and alive(s, dfd)):
        return                              # K74/K75: a destroyed side skips the rest of the fight
    s.stack.append(t._replace(step=t.step + 1))
    if t.step == 1:
        deal(s, [(dfd, count(s, att, "assault")), (att, count(s, dfd, "hazardous"))], att)
        return
    if not t.ok:
        return
    hits = [(dfd, power(s, att)), (att, 0 if has(s, att, "skirmish") else power(s, dfd))]
    taken = deal(s, hits, att)
    if has(s, att, "poison") and taken[0]:
        mark(s, dfd)
    if has(s, dfd, "poison") and taken[1]:
        mark(s, att)


def use_ability(s: ArchonState, u: int, when: str) -> None:
    """K42, K50, K51: exhaust, then resolve the "Action:" or "Omni:"."""
    s.exhausted[u] = True
    counted(s, u)
    s.emit(when, s.ctrl[u], u)
    push_ability(s, u, s.ctrl[u], when)


def unstun(s: ArchonState, u: int) -> None:
    """K78: using a stunned creature exhausts it and removes the stun, nothing else."""
    s.exhausted[u] = True
    s.stun[u] = False
    counted(s, u)
    s.emit("unstun", s.ctrl[u], u)
