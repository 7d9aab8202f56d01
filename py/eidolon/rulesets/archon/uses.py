"""Playing and using cards: play (K26-K29, K39-K44, K77), reap (K46), fight (K47, K70-K75), Action and
Omni (K42, K50, K51), removing a stun (K78), and the Rule of Six count (K32)."""

from __future__ import annotations

from .board import REPLACING, alive, card, count, deal, has, power
from .constants import any_in_play, applies
from .lasting import played_again
from .simultaneous import own_and_after
from .state import ARTIFACTS, LINE, RESOLVING, UPGRADE, ArchonState, Choice, ChoiceKind, Task, TaskKind, Zone
from .triggers import announce_later

# The Before-Fight items besides the attacker's "Before Fight:" abilities (an ability is its index, below 10)
ASSAULT_ITEM, HAZARDOUS_ITEM = 10, 11                   # K74, K75


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
    s.players[s.owner[u]].zone_list(s.zone[u]).remove(u)          # the hand, or a pile an effect plays from (K31)
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
        s.zone[u] = LINE
        entering(s, u)
    elif d.type == "artifact":
        p.artifacts.append(u)
        s.zone[u] = ARTIFACTS
        s.exhausted[u] = True
    elif d.type == "upgrade":
        s.zone[u] = UPGRADE
        s.host[u] = host
    else:
        s.zone[u] = RESOLVING
        if s.lasting:
            played_again(s, u, len(d.abilities))
    if "omega" in d.flags:
        s.stack.append(Task(TaskKind.OMEGA, u, seat))
    if d.type == "action":
        s.stack.append(Task(TaskKind.FINISH_ACTION, u, seat))
    own_and_after(s, u, seat, "play", "after_play", seat, u)     # K14 (with after-enters, triggers.py)


def entering(s: ArchonState, u: int) -> None:
    """K44: a creature enters play exhausted, unless a constant ability makes it ready (K5); one that makes it enter
    exhausted wins over that, as a restriction does (K24); one may also make it enter stunned (K78)."""
    if not any_in_play(s):
        s.exhausted[u] = True
        return
    s.exhausted[u] = not applies(s, u, "enters_ready") or applies(s, u, "enters_exhausted")
    if applies(s, u, "enters_stunned"):
        s.stun[u] = True
        s.emit("stun", s.ctrl[u], u)


def reap(s: ArchonState, u: int, seat: int = -1) -> None:
    """K46: exhaust, the controller gains 1 Æmber, then "Reap:"; K80: a player reaping with a creature "as if
    it were theirs" (`seat`) gains the Æmber and resolves its "Reap:" as its controller would."""
    seat = s.ctrl[u] if seat < 0 else seat
    s.exhausted[u] = True
    counted(s, u)
    if not (REPLACING and REPLACING[0].reaped(s, u, seat)):   # K59: the 1Æ replaced by a steal (wards.py)
        s.players[seat].amber += 1
    s.emit("reap", seat, u)
    own_and_after(s, u, seat, "reap", "after_reap", s.ctrl[u], u)     # K14


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


def pre_fight_items(s: ArchonState, att: int, dfd: int) -> list[int]:
    """What resolves before the fight (K14, K49, K74, K75): the attacker's "Before Fight:" abilities (their
    indexes), its Assault and the defender's Hazardous."""
    out = [i for i, a in enumerate(card(s, att).abilities) if a.when == "before_fight"]
    if count(s, att, "assault"):
        out.append(ASSAULT_ITEM)
    if count(s, dfd, "hazardous"):
        out.append(HAZARDOUS_ITEM)
    return out


def before_fight(s: ArchonState, t: Task, item: int) -> None:
    """Resolve one Before-Fight item of the fight t, then come back to stage 1 for the others."""
    att, dfd = t.source, t.other
    s.stack.append(t._replace(pre=t.pre | 1 << item))
    if item == ASSAULT_ITEM:                    # K74: X damage to the defender
        deal(s, [(dfd, count(s, att, "assault"))], att)
    elif item == HAZARDOUS_ITEM:                # K75: X damage to the attacker
        deal(s, [(att, count(s, dfd, "hazardous"))], dfd)
    else:                                       # K49
        s.stack.append(Task(TaskKind.EFFECTS, att, t.seat, item, 0, dfd))


def fight_stage(s: ArchonState, t: Task) -> None:
    """Stage 1: the Before-Fight items, one at a time, in the order the active player chooses when two or more
    are left (K14, K49, K74, K75); stage 2: the simultaneous power damage with Elusive, Skirmish and Poison
    (K70, K71, K73); stage 3: "Fight:" if the attacker survived (K47). A destroyed side skips the rest."""
    att, dfd = t.source, t.other
    if t.step == 3:
        if alive(s, att):                               # K47: "Fight:" only if it survived
            own_and_after(s, att, t.seat, "fight", "after_fight", t.seat, att, dfd)     # K14
        else:
            announce_later(s, "after_fight", t.seat, att)
        return
    if not (alive(s, att) and alive(s, dfd)):
        return                              # K74/K75: a destroyed side skips the rest of the fight
    if t.step == 1:
        left = [i for i in pre_fight_items(s, att, dfd) if not t.pre >> i & 1]
        if not left:
            s.stack.append(t._replace(step=2, pre=0))
        elif len(left) == 1:
            before_fight(s, t, left[0])
        else:
            s.choice = Choice(ChoiceKind.FIGHT_ORDER, tuple(left), False, t)
        return
    s.stack.append(t._replace(step=3))
    if not t.ok:
        return
    hits = [(dfd, power(s, att)), (att, 0 if has(s, att, "skirmish") else power(s, dfd))]
    deal(s, hits, att, poison=(has(s, att, "poison"), has(s, dfd, "poison")))      # K73


def use_ability(s: ArchonState, u: int, when: str) -> None:
    """K42, K50, K51: exhaust, then resolve the "Action:" or "Omni:"."""
    s.exhausted[u] = True
    counted(s, u)
    s.emit(when, s.ctrl[u], u)
    own_and_after(s, u, s.ctrl[u], when, "after_use", s.ctrl[u], u)     # K14


def unstun(s: ArchonState, u: int) -> None:
    """K78: using a stunned creature exhausts it and removes the stun, nothing else."""
    s.exhausted[u] = True
    s.stun[u] = False
    counted(s, u)
    s.emit("unstun", s.ctrl[u], u)
