"""What a ruleset provides to the shared plumbing (api, bridge, sim, cli): the protocol of docs/rulesets.md.

A ruleset owns its state type, its actions and decisions, its JSON encodings and its view; the plumbing
only relies on the few state attributes named in `GameState`, on `decision(s)[0]` being the seat that
decides, and on actions being hashable values that compare equal when they are the same choice.
"""

from __future__ import annotations

from typing import Any, Protocol


class GameState(Protocol):
    """The part of a ruleset's state the plumbing reads."""

    log: list[Any] | None          # log entries when logging is on (matches), None in search clones
    result: Any                    # None while the game goes on
    turn: int                      # a new turn closes what the undo may take back

    def clone(self) -> Any: ...


class Agent(Protocol):
    def choose(self, obs: Any) -> int: ...


class Ruleset(Protocol):
    """One game's rules. Every method is pure with respect to its arguments except `apply`."""

    name: str                      # the config's and the save's "ruleset"
    ai_levels: tuple[str, ...]     # levels the bridge's ai_move offers

    # -- setting up --
    def normalize_config(self, config: dict[str, Any]) -> dict[str, Any]:
        """The ruleset's part of a checked match config ("players", "options", ...); ApiError explains."""
        ...

    def new_state(self, config: dict[str, Any], log: bool) -> Any:
        """The state of a normalised config, run to the first decision (logging on when `log`)."""
        ...

    # -- playing --
    def decision(self, s: Any) -> tuple[Any, ...] | None:
        """(seat, kind, data) of the choice the game waits for; None once it is over."""
        ...

    def legal_actions(self, s: Any) -> list[Any]: ...

    def apply(self, s: Any, action: Any, check: bool = True) -> None:
        """Apply one legal action and run the game to the next decision (IllegalAction when checked)."""
        ...

    def reveals(self, entry: Any, seat: int) -> bool:
        """Whether a log entry told `seat` something hidden (then that action cannot be undone)."""
        ...

    # -- JSON --
    def action_to_json(self, action: Any) -> dict[str, Any]: ...

    def action_from_json(self, data: Any) -> Any:
        """An action from its JSON (ApiError "bad_action" when malformed)."""
        ...

    def decision_json(self, s: Any, dec: tuple[Any, ...]) -> dict[str, Any]: ...

    def view(self, s: Any, seat: int) -> dict[str, Any]:
        """What `seat` may see, without the log (api adds log, hash, undo and the seed)."""
        ...

    def log_entry(self, s: Any, entry: Any, seat: int) -> Any:
        """One log entry as `seat` is shown it."""
        ...

    def position_to_json(self, s: Any) -> dict[str, Any]: ...

    def position_from_json(self, data: Any) -> Any:
        """A checked state from a position (PositionError explains a refusal)."""
        ...

    def state_hash(self, s: Any) -> str: ...

    def violations(self, s: Any) -> list[str]:
        """Broken invariants of a reachable state, in words (self-play's --check)."""
        ...

    # -- the collection, the rules block, the AI --
    def catalog(self) -> list[dict[str, Any]]: ...

    def suggested_decks(self) -> list[dict[str, Any]]: ...

    def rules_block(self) -> dict[str, Any]:
        """Limits, phases, counters, deck rules and AI levels, for the page (published by the catalog op)."""
        ...

    def make_agent(self, level: str, seed: int, budget_ms: float) -> Agent: ...

    def preview(self, match: Any, request: dict[str, Any]) -> Any:
        """The bridge's preview op: what offered actions do if nobody responds (ApiError when unsupported)."""
        ...
