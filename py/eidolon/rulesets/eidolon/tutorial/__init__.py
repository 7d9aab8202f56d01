"""The guided tutorial (issue 12): lessons built from positions that teach commitment (R6.1), playing a
card, exploring (R9), intercepting (R9.3), responding in a window (R11) and winning (R1.1).

The lessons are data (data/tutorial.json, docs/tutorial.md); the bridge's tutorial_* ops run them."""

from .lessons import Lesson, LessonError, load_lessons
from .session import Tutorial

__all__ = ["Lesson", "LessonError", "Tutorial", "load_lessons"]
