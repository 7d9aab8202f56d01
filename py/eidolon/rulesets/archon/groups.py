"""The X most or least powerful enemy creatures as a group (K82, K83): `{"target": "most_powerful_enemies",
"x": 2}`. The group is gathered by power, highest (or lowest) first; a whole tie that fits in the places left
joins at once, and a tie larger than the places left is settled by the player resolving the effect (K82, K83:
"the active player chooses"), one creature per `target` choice, the task's `group` holding the creatures taken
so far. Marked creatures (K58) are not in play for it; fewer creatures than X: all of them
(K34). The effect then resolves once on the whole group."""

from __future__ import annotations

from .board import power
from .cards import Effect
from .state import ArchonState, Choice, ChoiceKind, Task


class PowerGroup:
    """"The X most (least) powerful enemy creatures": ties at the edge of the group chosen by the resolver."""

    def gather(self, s: ArchonState, t: Task, e: Effect, enemies: list[int]) -> Task:
        """t with every creature that surely belongs to the group added; a tie to settle sets s.choice."""
        most = e.target == "most_powerful_enemies"
        while True:
            taken = self.members(t, enemies)
            rest = [u for u in enemies if u not in s.marked and u not in t.group]
            if len(taken) >= e.x or not rest:
                return t
            best = (max if most else min)(power(s, u) for u in rest)
            ties = [u for u in rest if power(s, u) == best]
            if len(ties) > e.x - len(taken):
                s.choice = Choice(ChoiceKind.TARGET, tuple(ties), False, t)
                return t
            t = t._replace(group=t.group + tuple(ties))

    def members(self, t: Task, enemies: list[int]) -> list[int]:
        """The creatures of the group so far, in battleline order."""
        return [u for u in enemies if u in t.group]


POWER_GROUP = PowerGroup()
