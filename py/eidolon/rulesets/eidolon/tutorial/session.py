"""A tutorial in progress: the lesson on the table, the step the player is at, and the rival's replies.

Every action goes through the engine (Match.apply): the tutorial only decides whether an OFFERED action is
the one the lesson teaches now. Any other offered action is refused with a gentle hint, and nothing changes.
"""

from __future__ import annotations

from ....api import ApiError, Match
from ....core.ruleset import JsonObject, SeatObservation
from ....i18n import Message, msg
from .lessons import CARD_FIELDS, Lesson, load_lessons

PLAYER = 0                      # the seat taking the lessons
RIVAL_BUDGET_MS = 200.0
SHOWN_ONLY = ("label", "payment")   # fields of an offered action the engine does not take back


def _bare(action: JsonObject) -> JsonObject:
    return {k: v for k, v in action.items() if k not in SHOWN_ONLY}


def matches(pattern: JsonObject, action: JsonObject) -> bool:
    """Does an offered action have every field the pattern gives?"""
    return all(action.get(k) == v for k, v in pattern.items())


class Tutorial:
    """The lessons in order; one Match per lesson, seat 0 played by the reader."""

    def __init__(self, lessons: tuple[Lesson, ...] | None = None, index: int = 0) -> None:
        self.lessons = lessons if lessons is not None else load_lessons()
        self.index = self.step = self.scripted = 0     # scripted: rival replies taken so far
        self.match = Match.from_position(self.lessons[0].position)
        self.open(index)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    def open(self, index: object) -> None:
        """Start lesson `index` (0-based) from its position."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.lessons):
            raise ApiError.of("bad_request", "error.tutorial_lesson", max=len(self.lessons) - 1)
        self.index, self.step, self.scripted = index, 0, 0
        self.match = Match.from_position(self.lesson.position)
        self._rival_moves()

    def done(self) -> bool:
        """The lesson is over: every step taken (or the match ended)."""
        return self.step >= len(self.lesson.steps) or self.match.decision() is None

    def expected(self) -> JsonObject | None:
        """The offered action the lesson wants now (as Match.actions gives it), or None when it is over."""
        if self.done():
            return None
        dec = self.match.decision()
        if dec is None or dec["seat"] != PLAYER:
            return None
        pattern = self.lesson.steps[self.step]
        return next((a for a in self.match.actions() if matches(pattern, a)), None)

    def _refs(self, pattern: JsonObject) -> dict[str, object]:
        """The cards a step names, as message arguments {uid, id}."""
        ids = self.lesson.position["cards"]
        return {k: {"uid": v, "id": ids[v][0]} for k, v in pattern.items() if k in CARD_FIELDS and isinstance(v, int)}

    def instruction(self) -> Message:
        """What to do now (tutorial.<lesson>.step<n>, naming the step's cards), or the lesson's closing words."""
        lid = self.lesson.id
        if self.done():
            return msg(f"tutorial.{lid}.done")
        return msg(f"tutorial.{lid}.step{self.step + 1}", **self._refs(self.lesson.steps[self.step]))

    def view(self, log_from: object = None) -> JsonObject:
        """The tutorial's state for the page: lesson and step, the instruction, the action it expects (one
        of the view's offered actions) and the player's table view (docs/tutorial.md)."""
        table = self.match.view(PLAYER, log_from)
        table["can_undo"] = False            # a lesson goes forward only
        want = self.expected()
        shown = next((a for a in table.get("actions", []) if want is not None and _bare(a) == want), None)
        return {"lesson": self.index, "lessons": len(self.lessons), "id": self.lesson.id,
                "title": msg(f"tutorial.{self.lesson.id}.title"), "intro": msg(f"tutorial.{self.lesson.id}.intro"),
                "step": self.step, "steps": len(self.lesson.steps), "done": self.done(),
                "say": self.instruction(), "expected": shown, "view": table}

    def act(self, action: object) -> Message | None:
        """Take the player's action when it is the one taught now; else return the hint and change nothing.
        An action the engine does not offer is refused as Match.apply refuses it."""
        offered = self.match.actions()
        chosen: JsonObject | None = None
        if isinstance(action, int) and not isinstance(action, bool) and 0 <= action < len(offered):
            chosen = offered[action]
        elif isinstance(action, dict):
            bare = _bare(action)
            chosen = next((a for a in offered if _bare(a) == bare), None)
        if chosen is None:
            # Read by the engine on a copy: its own refusal (ApiError), or the action as it reads it.
            probe = Match(self.match.rules, self.match.state.clone(), self.match.start)
            probe.apply(action)
            chosen = probe.history[-1]
        want = self.expected()
        if want is None:
            return msg("tutorial.hint.over")
        if not matches(self.lesson.steps[self.step], chosen):
            shown = next(a for a in self.match.view(PLAYER)["actions"] if _bare(a) == want)
            return msg("tutorial.hint.try", action=shown["label"])
        self.match.apply(_bare(chosen))
        self.step += 1
        self._rival_moves()
        return None

    def _rival_moves(self) -> None:
        """While the lesson goes on and the rival decides: its scripted replies in order, then Iniciante."""
        m = self.match
        while not self.done():
            dec = m.decision()
            if dec is None or dec["seat"] == PLAYER:
                return
            if self.scripted < len(self.lesson.rival):
                pattern = self.lesson.rival[self.scripted]
                found = next((a for a in m.actions() if matches(pattern, a)), None)
                if found is None:
                    raise ApiError.of("internal", "error.internal", details=f"tutorial rival script: {pattern}")
                self.scripted += 1
                m.apply(_bare(found))
                continue
            agent = m.rules.make_agent("iniciante", self.lesson.rival_seed * 100003 + len(m.history),
                                       RIVAL_BUDGET_MS)
            m.apply(agent.choose(SeatObservation(m.state, dec["seat"], m.rules.legal_actions(m.state))))
