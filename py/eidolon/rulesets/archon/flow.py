"""The turn (K9-K17, K21-K27) and the runner that resolves tasks and triggers to the next decision
(K14, K58), the legal actions of each decision and `apply`."""

from __future__ import annotations

from collections.abc import Callable

from ...core.errors import IllegalAction
from ...core.posjson import json_hash
from ...core.rng import shuffle
from . import (
    key_costs,  # noqa: F401  (registers the lasting key costs, K17, K37, in effects.VERBS)
    moves,  # noqa: F401  (registers issue 24's other zone moves in effects.VERBS)
    verbs,  # noqa: F401  (registers issue 24's verbs in effects.VERBS before any effect runs)
    wards,  # registers the replacements (K59) in board.REPLACING and the ward verb in effects.VERBS
    zones,
)
from .blanking import plain, text
from .board import (
    CARDS,
    card,
    discard_marked,
    draw,
    in_play,
    key_cost,
    leave_play,
    mark,
    move,
    refill,
)
from .cards import HOUSES
from .codec import position_to_json
from .constants import any_in_play, applies
from .effects import answer, run_effect
from .lasting import expire, forget
from .mimicry import keep_copies  # (its module registers copy_action, K32, in effects.VERBS)
from .permissions import main_rules
from .simultaneous import SETTLE
from .state import (
    HAND,
    KEYS_TO_WIN,
    MAX_TURNS,
    RESOLVING,
    RULE_OF_SIX,
    Action,
    ArchonState,
    Choice,
    ChoiceKind,
    Step,
    Task,
    TaskKind,
    Verb,
    Zone,
)
from .triggers import announce, fire, wanted
from .uses import fight, fight_stage, fight_targets, play, reap, unstun, use_ability

END = Action(Verb.END)
# The steps as module names: the runner and every decision compare them (an enum member read from its class is
# slow in CPython 3.11: EnumType defines __getattr__).
MULLIGAN_STEP, HOUSE_STEP, ARCHIVES_STEP, MAIN_STEP = Step.MULLIGAN, Step.HOUSE, Step.ARCHIVES, Step.MAIN
SEARCH_CHOICE, HAND_CHOICE, ARCHIVED_CHOICE = ChoiceKind.SEARCH, ChoiceKind.HAND_CARD, ChoiceKind.ARCHIVED


def decider(s: ArchonState) -> int:
    """The seat that decides: the mulligan's player, the player whose own deck, hand or archives a choice looks into
    (K85: a search is made unseen by its searcher, also on the opponent's turn; K65), else the active player (K9)."""
    if s.step == MULLIGAN_STEP:
        return s.first if s.mull == 0 else 1 - s.first
    c = s.choice
    if c is not None and (c.kind == SEARCH_CHOICE or c.kind == HAND_CHOICE or c.kind == ARCHIVED_CHOICE):
        return c.task.seat
    return s.active


# ---- the runner ----

def run(s: ArchonState) -> None:
    """Resolve until a decision is needed: pending triggers first, one at a time (the active player orders two
    or more, K14), then marked cards go to discard once no "Destroyed:" is pending (K58), then the stack. Constant
    copies are kept in step before each step and at the end (mimicry.keep_copies, K33)."""
    stack = s.stack
    copiers = s.auras_of["copy_while"]
    while s.result is None and s.choice is None:
        if copiers:
            keep_copies(s)
        if s.queue or s.marked:
            busy = False                                # a trigger resolves fully before the next one
            for t in stack:
                if t.trig:
                    busy = True
                    break
            if s.queue and not busy:
                if len(s.queue) == 1:
                    trig = s.queue.pop()
                    stack.append(Task(TaskKind.EFFECTS, trig.source, trig.seat, trig.ability, other=trig.about,
                                      trig=True))
                else:
                    s.choice = Choice(ChoiceKind.ORDER, tuple(range(len(s.queue))), False,
                                      Task(TaskKind.EFFECTS, -1, s.active))
                continue
            if s.marked and not busy and not s.queue:
                discard_marked(s)
                continue
        if stack:
            t = stack.pop()
            _TASKS[t.kind](s, t)                        # what each task kind does (the table below)
            continue
        if s.omega and s.step == MAIN_STEP:
            end_turn(s)
            continue
        break
    if copiers:
        keep_copies(s)


def settle(s: ArchonState) -> str | None:
    """K14 (simultaneous.py): s run on to its next decision, as a position hash; None if a choice came up."""
    run(s)
    return None if s.choice is not None else json_hash(position_to_json(s))


SETTLE.append(settle)


def _finish_action(s: ArchonState, t: Task) -> None:
    """K29: the action goes to discard after resolving."""
    if s.zone[t.source] == RESOLVING:
        move(s, t.source, Zone.DISCARD)
    if s.lasting and not any(r.source == t.source for r in s.reactions):
        forget(s, t.source)                     # the text it copied while resolving, unless a reaction names it (mimicry.py)


def _leave(s: ArchonState, t: Task) -> None:
    """K60: its "Leaves Play:" resolved, now it leaves."""
    if in_play(s, t.source):
        leave_play(s, t.source, Zone(t.step), t.place)


def _omega(s: ArchonState, t: Task) -> None:
    """K40: Omega ends the step once pending effects finish."""
    s.omega = True
    s.emit("omega", t.seat, t.source)


def _forge(s: ArchonState, t: Task) -> None:
    forge(s)


def _turn_over(s: ArchonState, t: Task) -> None:
    turn_over(s)


# ---- the turn ----

def begin_turn(s: ArchonState) -> None:
    """Start-of-turn effects (K14), step 1 forge (K15-K17), then step 2 waits for the house (K21)."""
    a = s.active
    s.cost_this, s.cost_next[a] = s.cost_next[a], 0
    s.emit("turn", a, n=s.turn)
    if s.lasting or s.reactions:
        expire(s, at_start=True)                # K37: "until the start of your next turn"
    s.step = Step.HOUSE
    s.step_acts = 0
    depth = len(s.stack)
    burned = burn_fuses(s, a)
    if burned or wanted(s, "start_turn"):
        fire(s, "start_turn", a)
        s.stack.insert(depth, Task(TaskKind.FORGE, -1, a))   # K14: the start-of-turn effects, destructions and
        return                                               # their replacements (K59) first
    forge(s)


def burn_fuses(s: ArchonState, seat: int) -> bool:
    """K8, this game's fuse counters: at the start of a player's turn one comes off each of their creatures that
    has any; a creature whose last one comes off is destroyed (K58). True if some creature was destroyed, or a
    replacement of its destruction left tasks to resolve before the forge (K59: a decision, a "Leaves Play:")."""
    burned = False
    for u in s.players[seat].line[:]:
        if s.fuse[u]:
            s.fuse[u] -= 1
            s.emit("fuse_burn", seat, u, s.fuse[u])
            if not s.fuse[u]:
                depth = len(s.stack)
                burned = mark(s, u) or len(s.stack) > depth or burned
    return burned


def forge(s: ArchonState) -> None:
    """K15/K16: forced when the pool and the Æmber on Treasury cards cover the cost; when both could pay part of
    it, the active player chooses how much comes from the cards (a `spend` choice)."""
    a = s.active
    cost = key_cost(s, a)
    amber, banked = s.players[a].amber, zones.bank(s, a)
    if amber + banked < cost:
        return
    least, most = max(0, cost - amber), min(cost, banked)
    if least < most:
        s.choice = Choice(ChoiceKind.SPEND, tuple(range(least, most + 1)), False, Task(TaskKind.FORGE, -1, a))
        return
    forged(s, least)


def forged(s: ArchonState, from_cards: int) -> None:
    """K15, K16: pay the cost, `from_cards` of it from Treasury cards, and forge; after-key-forged effects follow
    (K14)."""
    a = s.active
    p = s.players[a]
    cost = key_cost(s, a)
    zones.spend(s, a, from_cards)
    p.amber -= cost - from_cards
    p.keys += 1
    s.emit("forge", a, n=cost)
    if p.keys >= KEYS_TO_WIN:                   # K6
        finish_game(s, a, "keys")
        return
    fire(s, "after_forge", a)


def end_turn(s: ArchonState) -> None:
    """Step 4 ready (K10), step 5 draw to 6 with chains (K11, K67), then the end-of-turn effects (K13) and the
    turn's end."""
    a = s.active
    p = s.players[a]
    for u in p.line + p.artifacts:
        s.exhausted[u] = False
    refill(s, a, HAND)
    s.omega = False
    if wanted(s, "end_turn"):
        fire(s, "end_turn", a)
        s.stack.append(Task(TaskKind.TURN_OVER, -1, a))
        return
    turn_over(s)


def turn_over(s: ArchonState) -> None:
    """What lasted for the turn ends; "Check!" by the player whose turn ends when they can forge at their next
    turn (K12, K15, K17); the next turn."""
    a = s.active
    p = s.players[a]
    if s.lasting or s.reactions:
        expire(s, at_start=False)               # K37: "for the remainder of the turn", "... next turn"
    s.house = None
    n = len(s.ids)
    s.armor_used = [0] * n
    s.attacked = [False] * n
    s.plays.clear()
    s.step_acts = s.hand_acts = 0
    s.cost_this = 0
    s.destroyed_turn = 0
    s.replaced_once = ()                        # K59: "the first time each turn" replacements are offered again
    if any(s.house_must) or any(s.house_ban):   # K23/K24: they held for this turn's house choice
        s.house_must = tuple(() if i == a else h for i, h in enumerate(s.house_must))
        s.house_ban = tuple(() if i == a else h for i, h in enumerate(s.house_ban))
    if p.amber + zones.bank(s, a) >= key_cost(s, a, next_turn=True):     # K16: with the Æmber on cards
        s.emit("check", a)                      # K12: the player whose turn ends announces it
    other = 1 - a
    if s.turn >= MAX_TURNS:
        finish_game(s, -1, "turn_limit")
        return
    s.active = other
    s.turn += 1
    begin_turn(s)


def finish_game(s: ArchonState, winner: int, reason: str) -> None:
    s.result = (winner, reason)
    s.step = Step.OVER
    s.stack.clear()
    s.queue.clear()
    s.choice = None
    s.emit("game_over", winner)


def start_game(s: ArchonState) -> None:
    """After both mulligans: the first player's first turn (K2)."""
    s.active = s.first
    s.turn = 1
    begin_turn(s)


def mulligan(s: ArchonState, seat: int) -> None:
    """K3: shuffle the hand back and draw one card fewer; chains shed nothing here."""
    p = s.players[seat]
    size = len(p.hand)
    for u in p.hand[:]:
        move(s, u, Zone.DECK)
    s.rng = shuffle(s.rng, p.deck)
    s.emit("mulligan", seat)
    draw(s, seat, size - 1)


def legal_houses(s: ArchonState, seat: int) -> list[str]:
    """K21/K22: the identity card's houses and the house of any card the seat controls in play, less the houses
    it cannot choose (K24: "cannot" beats "must"); if it must choose some of them, only those (K23: any one of
    them; K22: a "must" naming a house it cannot have is ignored). Empty: no legal house (K23)."""
    found = set(s.players[seat].houses)
    p = s.players[seat]
    found.update(card(s, u).house for u in p.line + p.artifacts)
    found.difference_update(s.house_ban[seat])
    must = found.intersection(s.house_must[seat])
    return [h for h in HOUSES if h in (must or found)]


# ---- legal actions ----

def legal_actions(s: ArchonState) -> list[Action]:
    if s.result is not None:
        return []
    c = s.choice
    if c is not None:
        verb = Verb.ORDER if c.kind in (ChoiceKind.ORDER, ChoiceKind.FIGHT_ORDER, ChoiceKind.REPLACE) else Verb.PICK
        out = [Action(verb, target=o) for o in c.options]
        return out + [Action(Verb.PASS)] if c.optional else out
    step = s.step
    if step == MAIN_STEP:
        return main_actions(s)
    if step == MULLIGAN_STEP:
        return [Action(Verb.KEEP), Action(Verb.MULLIGAN)]
    if step == HOUSE_STEP:
        houses = [Action(Verb.HOUSE, target=HOUSES.index(h)) for h in legal_houses(s, s.active)]
        return houses or [Action(Verb.NO_HOUSE)]                 # K23
    if step == ARCHIVES_STEP:
        return [Action(Verb.TAKE_ARCHIVES), Action(Verb.LEAVE_ARCHIVES)]
    return main_actions(s)


# The main decision's hot path (CPython 3.11): an enum member read from its class takes the metaclass's slow
# attribute path (EnumType defines __getattr__), so the verbs are module names; an action is made without the
# NamedTuple's Python-level __new__ (fields in Action's order: verb, card, target, pos).
_new = tuple.__new__
DISCARD, PLAY, REAP, FIGHT, ACTION, OMNI, UNSTUN = (Verb.DISCARD, Verb.PLAY, Verb.REAP, Verb.FIGHT, Verb.ACTION,
                                                    Verb.OMNI, Verb.UNSTUN)


def main_actions(s: ArchonState) -> list[Action]:
    """Step 3 (K26): play, discard and use cards of the active house; Omni of any house (K51); a versatile
    card in play is used as if it belonged to the active house (K5: the card beats the rule), if there is one."""
    a, house = s.active, s.house
    ids = s.ids                                                   # card(s, u) inlined: the hot path
    p = s.players[a]
    out: list[Action] = []
    six = s.plays
    rules = main_rules(s, a)                                      # permissions and prohibitions (permissions.py)
    if not (s.turn == 1 and s.hand_acts >= 1):                  # K27
        for u in p.hand:
            d = CARDS[ids[u]]
            if d.house != house:
                if rules is None or d.house not in rules.play:   # K26, K5: a card's permission to play it
                    continue
            else:
                out.append(_new(Action, (DISCARD, u, -1, -1)))   # K30
            if six.get(d.id, 0) >= RULE_OF_SIX or "alpha" in d.flags and s.step_acts:   # K32, K39
                continue
            if rules is not None and rules.forbidden(s, a, u):   # K24: "cannot" beats "may"
                continue
            kind = d.type
            if kind == "creature":
                n = len(p.line)
                if n == 0:
                    out.append(_new(Action, (PLAY, u, -1, 0)))
                elif n == 1 or "deploy" not in d.flags:          # K44: a flank
                    out.append(_new(Action, (PLAY, u, -1, 0)))
                    out.append(_new(Action, (PLAY, u, -1, n)))
                else:                                            # K77: Deploy, anywhere
                    out += [_new(Action, (PLAY, u, -1, i)) for i in range(n + 1)]
            elif kind == "upgrade":                              # K43: a legal host
                out += [_new(Action, (PLAY, u, h, -1)) for side in (a, 1 - a) for h in s.players[side].line]
            else:
                out.append(_new(Action, (PLAY, u, -1, -1)))
    targets: list[int] | None = None                              # the same for every attacker of a seat
    auras = any_in_play(s)                                        # constant abilities to ask (constants.py)
    exhausted, stun = s.exhausted, s.stun
    texts = not plain(s)                                          # a blanked or copying creature (blanking.py)
    uses = rules.use if rules is not None else frozenset()
    for u in p.line:
        d = text(s, u) if texts else CARDS[ids[u]]
        if exhausted[u] or six.get(d.id, 0) >= RULE_OF_SIX:
            continue
        on = d.house == house or "versatile" in d.flags and house is not None or d.house in uses
        if stun[u]:                                              # K78
            if on:
                out.append(_new(Action, (UNSTUN, u, -1, -1)))
            continue
        whens = d.whens
        if on:
            if not (auras and applies(s, u, "cannot_reap")):    # K24
                out.append(_new(Action, (REAP, u, -1, -1)))      # K46
            if targets is None:
                targets = fight_targets(s, u)
            if targets and not (auras and applies(s, u, "cannot_fight")):
                out += [_new(Action, (FIGHT, u, t, -1)) for t in targets]   # K47
            if "action" in whens:
                out.append(_new(Action, (ACTION, u, -1, -1)))    # K50
        if "omni" in whens:
            out.append(_new(Action, (OMNI, u, -1, -1)))          # K51
    for u in p.artifacts:
        d = text(s, u) if texts else CARDS[ids[u]]               # an artifact may copy another's text (mimicry.py)
        if exhausted[u] or six.get(d.id, 0) >= RULE_OF_SIX:
            continue
        whens = d.whens
        if (d.house == house or "versatile" in d.flags and house is not None or d.house in uses) and "action" in whens:
            out.append(_new(Action, (ACTION, u, -1, -1)))        # K42, K5
        if "omni" in whens:
            out.append(_new(Action, (OMNI, u, -1, -1)))
    out.append(END)
    return out


# ---- apply ----

def apply(s: ArchonState, action: Action, check: bool = True) -> None:
    """Apply one action and run to the next decision."""
    if check and action not in legal_actions(s):
        raise IllegalAction(f"action {action!r} is not offered")
    _VERBS[action.verb](s, action)
    run(s)


def _answer(s: ArchonState, action: Action) -> None:
    """PICK, ORDER (K14) or PASS (K35): the answer to the pending choice."""
    assert s.choice is not None
    if s.choice.kind == ChoiceKind.SPEND:       # K16: the Æmber from cards for the key being forged
        s.choice = None
        forged(s, action.target)
        return
    answer(s, None if action.verb == Verb.PASS else action.target)


def _mulligan(s: ArchonState, action: Action) -> None:
    seat = decider(s)
    if action.verb == Verb.MULLIGAN:
        mulligan(s, seat)
    s.mull += 1
    if s.mull == 2:
        start_game(s)


def _house(s: ArchonState, action: Action) -> None:
    v = action.verb
    s.house = HOUSES[action.target] if v == Verb.HOUSE else None      # K23: no active house this turn
    s.emit("house" if v == Verb.HOUSE else "no_house", s.active, n=action.target)
    s.step = Step.ARCHIVES if s.players[s.active].archives else Step.MAIN
    s.step_acts = 0
    if v == Verb.HOUSE:
        fire(s, "after_house", s.active)        # K14: before the archives are taken


def _archives(s: ArchonState, action: Action) -> None:
    if action.verb == Verb.TAKE_ARCHIVES:                        # K21, K65
        p = s.players[s.active]
        s.emit("take_archives", s.active, n=len(p.archives))
        for u in p.archives[:]:
            move(s, u, Zone.HAND)
    s.step = Step.MAIN


def _end(s: ArchonState, action: Action) -> None:
    end_turn(s)


def _play(s: ArchonState, action: Action) -> None:
    play(s, action.card, action.pos, action.target)


def _discard(s: ArchonState, action: Action) -> None:
    """K30."""
    u = action.card
    s.hand_acts += 1
    s.step_acts += 1
    move(s, u, Zone.DISCARD)
    s.emit("discard", s.active, u)


def _reap(s: ArchonState, action: Action) -> None:
    reap(s, action.card)


def _fight(s: ArchonState, action: Action) -> None:
    fight(s, action.card, action.target)


def _action(s: ArchonState, action: Action) -> None:
    use_ability(s, action.card, "action")


def _omni(s: ArchonState, action: Action) -> None:
    use_ability(s, action.card, "omni")


def _unstun(s: ArchonState, action: Action) -> None:
    unstun(s, action.card)


# What each task kind and each verb does, indexed by the enum's value: one call instead of a chain of
# comparisons with enum members (slow reads in CPython 3.11).
_TASKS: tuple[Callable[[ArchonState, Task], None], ...] = tuple({
    TaskKind.EFFECTS: run_effect, TaskKind.FIGHT: fight_stage, TaskKind.FINISH_ACTION: _finish_action,
    TaskKind.OMEGA: _omega, TaskKind.LEAVE: _leave, TaskKind.EVENT: announce, TaskKind.FORGE: _forge,
    TaskKind.TURN_OVER: _turn_over, TaskKind.REPLACE: wards.pending}[k] for k in TaskKind)
_VERBS: tuple[Callable[[ArchonState, Action], None], ...] = tuple({
    Verb.KEEP: _mulligan, Verb.MULLIGAN: _mulligan, Verb.HOUSE: _house, Verb.NO_HOUSE: _house,
    Verb.TAKE_ARCHIVES: _archives, Verb.LEAVE_ARCHIVES: _archives, Verb.PLAY: _play, Verb.DISCARD: _discard,
    Verb.REAP: _reap, Verb.FIGHT: _fight, Verb.ACTION: _action, Verb.OMNI: _omni, Verb.UNSTUN: _unstun,
    Verb.END: _end, Verb.PICK: _answer, Verb.ORDER: _answer, Verb.PASS: _answer}[v] for v in Verb)
assert all(int(k) == i for i, k in enumerate(TaskKind)) and all(int(v) == i for i, v in enumerate(Verb))
