"""The automatic steps queued on State.queue (flow.py runs them; the last one queued runs first).

One NamedTuple per step kind, with the step's values as named fields and, last, its `kind` (a StepKind
given by default): the kind makes two steps with the same values but of different kinds unequal, and is
what flow.STEPS dispatches on. The position JSON writes a step as its name and values, `["window", 0, 1]`
(`step_to_json`, `step_from_json`). The steps without values are shared constants (BEGIN_TURN, ...).
NamedTuples, not dataclasses: a step is immutable and built on every queued ability, and a tuple
subclass is the cheapest record to build, copy (State.clone copies the queue list only) and compare.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, NamedTuple, TypeAlias

from .state import NEXT_PHASE, Phase


class StepKind(IntEnum):
    """The kinds of step; the lower-case name is the position JSON's."""

    SETUP_PICK = 0
    BEGIN_TURN = 1
    DRAW_STEP = 2
    TO_PHASE = 3
    FINAL = 4
    FINAL_DISCARD = 5
    NEXT_TURN = 6
    TRIGGERS = 7
    ABILITY = 8
    WINDOW = 9
    INTERCEPT = 10
    FIGHT = 11
    PROGRESS = 12
    CONTEST_TRIGGERS = 13
    ATTACK_DAMAGE = 14
    END_ACTION = 15
    CLOSE = 16
    REPLACE = 17
    VICTORY = 18

    def __repr__(self) -> str:
        return f"StepKind.{self.name}"


STEP_NAMES = tuple(k.name.lower() for k in StepKind)


class SetupPick(NamedTuple):
    """R3.7: `seat` picks the Location for Ermo slot `slot` from its reserve."""
    seat: int
    slot: int
    kind: StepKind = StepKind.SETUP_PICK


class BeginTurn(NamedTuple):
    """R5.1: the Inicial phase of the active seat's turn."""
    kind: StepKind = StepKind.BEGIN_TURN


class DrawStep(NamedTuple):
    """R5.2: the turn's draw (none on a seat's first turn)."""
    kind: StepKind = StepKind.DRAW_STEP


class ToPhase(NamedTuple):
    """R5: the turn moves to `phase`."""
    phase: Phase
    kind: StepKind = StepKind.TO_PHASE


class Final(NamedTuple):
    """R12.2: temporary effects end."""
    kind: StepKind = StepKind.FINAL


class FinalDiscard(NamedTuple):
    """R12.2: discard down to the hand limit, then the turn ends."""
    kind: StepKind = StepKind.FINAL_DISCARD


class NextTurn(NamedTuple):
    """The rival's turn starts."""
    kind: StepKind = StepKind.NEXT_TURN


class ResolveTriggers(NamedTuple):
    """R16.1: resolve the last trigger batch, asking for the order when it holds several."""
    kind: StepKind = StepKind.TRIGGERS


class ResolveAbility(NamedTuple):
    """Resolve ability `ability` of card `source` for `controller`, at `target` (-1: none or not chosen)."""
    controller: int
    source: int
    ability: int
    target: int
    kind: StepKind = StepKind.ABILITY


class Window(NamedTuple):
    """R11.1: response window `window` (0 Declaração, 1 Confronto) for the actor's side (`order` 0) or the
    defender (`order` 1)."""
    window: int
    order: int
    kind: StepKind = StepKind.WINDOW


class Intercept(NamedTuple):
    """R9.3, R10.1: the defender may intercept."""
    kind: StepKind = StepKind.INTERCEPT


class Fight(NamedTuple):
    """R9.4, R10.2: actor and interceptor deal ATQ to each other."""
    kind: StepKind = StepKind.FIGHT


class Progress(NamedTuple):
    """R9.5-R9.7: the exploration's progress and completion."""
    kind: StepKind = StepKind.PROGRESS


class ContestTriggers(NamedTuple):
    """R14.4, R14.5: EXPLORAR and DESCOBERTA triggers."""
    kind: StepKind = StepKind.CONTEST_TRIGGERS


class AttackDamage(NamedTuple):
    """R10.2: unintercepted damage to the rival Desbravador."""
    kind: StepKind = StepKind.ATTACK_DAMAGE


class EndAction(NamedTuple):
    """R11.7: "this action" modifiers end."""
    kind: StepKind = StepKind.END_ACTION


class Close(NamedTuple):
    """The contest ends (a completed Location is replaced)."""
    kind: StepKind = StepKind.CLOSE


class Replace(NamedTuple):
    """R9.7: a Location for Ermo slot `slot`, picked by `seat`."""
    slot: int
    seat: int
    kind: StepKind = StepKind.REPLACE


class Victory(NamedTuple):
    """R1, R16.6: check the victory conditions."""
    kind: StepKind = StepKind.VICTORY


Step: TypeAlias = (SetupPick | BeginTurn | DrawStep | ToPhase | Final | FinalDiscard | NextTurn | ResolveTriggers
                   | ResolveAbility | Window | Intercept | Fight | Progress | ContestTriggers | AttackDamage
                   | EndAction | Close | Replace | Victory)

STEP_TYPES: dict[str, type[Any]] = {
    "setup_pick": SetupPick, "begin_turn": BeginTurn, "draw_step": DrawStep, "to_phase": ToPhase, "final": Final,
    "final_discard": FinalDiscard, "next_turn": NextTurn, "triggers": ResolveTriggers, "ability": ResolveAbility,
    "window": Window, "intercept": Intercept, "fight": Fight, "progress": Progress,
    "contest_triggers": ContestTriggers, "attack_damage": AttackDamage, "end_action": EndAction, "close": Close,
    "replace": Replace, "victory": Victory,
}
BEGIN_TURN, DRAW_STEP, FINAL_STEP, FINAL_DISCARD = BeginTurn(), DrawStep(), Final(), FinalDiscard()
NEXT_TURN, TRIGGERS, INTERCEPT, FIGHT, PROGRESS = NextTurn(), ResolveTriggers(), Intercept(), Fight(), Progress()
CONTEST_TRIGGERS, ATTACK_DAMAGE, END_ACTION, CLOSE = ContestTriggers(), AttackDamage(), EndAction(), Close()
VICTORY = Victory()
TO_NEXT_PHASE = {phase: ToPhase(after) for phase, after in NEXT_PHASE.items()}
"""R5: the step that moves the turn on from each phase (built once: "end phase" is the commonest action)."""


def step_to_json(step: Step) -> list[Any]:
    """`["window", 0, 1]`: the step's name, then its values."""
    return [STEP_NAMES[step[-1]], *step[:-1]]


def step_from_json(name: str, values: list[int]) -> Step:
    """The step of a (checked) name and values; a phase value becomes a Phase."""
    if name == "to_phase":
        return ToPhase(Phase(values[0]))
    step: Step = STEP_TYPES[name](*values)
    return step
