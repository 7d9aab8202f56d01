"""The public surface of the rules core: JSON-compatible values in and out (see docs/api.md).

Generic over rulesets: a match config, a position and a save name their ruleset ("ruleset", default
"eidolon"), and everything a rule decides goes through that ruleset's object (docs/rulesets.md).
"""

from __future__ import annotations

import copy
import operator
from typing import Any, Final, Literal, TypedDict

from . import rulesets, safejson
from .core.errors import ApiError, PositionError
from .core.posjson import is_int as _int
from .core.ruleset import GameState, JsonObject, Ruleset

SAVE_FORMAT: Final = "eidolon-save"
SAVE_VERSION = 2          # 2: the save names its ruleset; version 1 (no name) is an EIDOLON save
LOG_TAIL = 200            # log entries in a view that does not say which it has (log_from)

__all__ = ["LOG_TAIL", "SAVE_FORMAT", "SAVE_VERSION", "ApiError", "LogPart", "Match", "Save", "Start", "catalog",
           "normalize_config", "ruleset", "suggested_decks"]     # ApiError re-exported: callers catch it here


class Start(TypedDict, total=False):
    """How a match began: exactly one of its normalised config or the position it was loaded from."""

    config: JsonObject
    position: object


class Save(Start, total=False):
    """A save file (docs/api.md): the start and the actions taken since, as the api wrote them."""

    format: Literal["eidolon-save"]
    version: int
    ruleset: str
    actions: list[JsonObject]


class LogPart(TypedDict):
    """The log of a view: entries `log_start` .. `log_total` - 1 as the viewer is shown them."""

    log: list[object]
    log_start: int
    log_total: int


def ruleset(name: object) -> Ruleset:
    """The ruleset a config, position or save names (None: the default); ApiError when unknown."""
    if name is None:
        name = rulesets.DEFAULT
    if isinstance(name, str):
        try:
            return rulesets.get(name)
        except KeyError:
            pass
    shown = repr(name[:40] + "…" if isinstance(name, str) and len(name) > 40 else name)[:60]
    raise ApiError.of("unknown_ruleset", "error.unknown_ruleset", name=shown)


# ---- the collection ----

def catalog(name: object = None) -> list[JsonObject]:
    """Every card title of a ruleset as the page shows it."""
    return ruleset(name).catalog()


def suggested_decks(name: object = None) -> list[JsonObject]:
    """The shipped decks of a ruleset with their validation result."""
    return ruleset(name).suggested_decks()


# ---- configs ----

def normalize_config(config: object) -> JsonObject:
    """Check a match config (the seed here, the rest by its ruleset); ApiError explains what is wrong."""
    if not isinstance(config, dict):
        raise ApiError.of("bad_config", "error.bad_config")
    rules = ruleset(config.get("ruleset"))
    seed = config.get("seed")
    if not _int(seed) or not 0 <= seed < 2 ** 53:       # exact in JavaScript too
        raise ApiError.of("bad_seed", "error.bad_seed")
    return {"ruleset": rules.name, "seed": seed, **rules.normalize_config(config)}


# ---- the match ----

class Match:
    """One game: its start (config or position), its action list and the current state."""

    def __init__(self, rules: Ruleset, state: GameState, start: Start) -> None:
        self.rules = rules
        self.state = state
        self.start = start            # {"config": ...} or {"position": ...}
        self.history: list[JsonObject] = []
        self.undo_floor = 0           # actions before this index cannot be undone
        # save_json's pieces: the text before the actions (and the start it was written from), and the
        # text of each action of history (the same objects: an action of history is never changed).
        self._save_head: tuple[Start, str] | None = None
        self._saved: list[JsonObject] = []
        self._saved_text: list[str] = []

    @classmethod
    def new(cls, config: object) -> Match:
        cfg = normalize_config(config)
        rules = ruleset(cfg["ruleset"])
        return cls(rules, rules.new_state(cfg, log=True), {"config": cfg})

    @classmethod
    def from_position(cls, pos: object) -> Match:
        try:
            rules = ruleset(pos.get("ruleset") if isinstance(pos, dict) else None)
        except ApiError as e:                      # a position naming no known game is a bad position
            raise ApiError.of("bad_position", "error.bad_position", reason=e.text or e.message) from None
        try:
            s: GameState = rules.position_from_json(pos)
        except PositionError as e:
            raise ApiError.of("bad_position", "error.bad_position", details=e.details, reason=str(e)) from None
        s.log = []
        return cls(rules, s, {"position": copy.deepcopy(pos)})

    # -- playing --
    def decision(self) -> JsonObject | None:
        dec = self.rules.decision(self.state)
        return None if dec is None else self.rules.decision_json(self.state, dec)

    def actions(self) -> list[JsonObject]:
        return [self.rules.action_to_json(a) for a in self.rules.legal_actions(self.state)]

    def apply(self, action: object) -> None:
        """Apply an offered action (dict or index into actions()); refused actions change nothing."""
        rules = self.rules
        legal = rules.legal_actions(self.state)
        if _int(action):
            if not 0 <= action < len(legal):
                raise ApiError.of("illegal_action", "error.no_such_action")
            a = legal[action]
        else:
            a = rules.action_from_json(action)
            if a not in legal:
                raise ApiError.of("illegal_action", "error.illegal_action", action=str(rules.action_to_json(a)))
        s = self.state
        dec = rules.decision(s)
        assert dec is not None                              # a legal action: the game waits for one
        seat = dec[0]
        before = (s.turn, len(s.log or []))
        rules.apply(s, a, check=False)
        self.history.append(rules.action_to_json(a))
        revealed = any(rules.reveals(e, seat) for e in (s.log or [])[before[1]:])
        dec = rules.decision(s)
        if revealed or s.turn != before[0] or dec is None or dec[0] != seat:
            self.undo_floor = len(self.history)

    def can_undo(self) -> bool:
        return len(self.history) > self.undo_floor

    def undo(self) -> None:
        """Take back the last action when it revealed nothing (the ruleset's `reveals`) and no one else has
        decided since."""
        if not self.can_undo():
            raise ApiError.of("no_undo", "error.no_undo")
        keep = self.history[:-1]
        floor = self.undo_floor
        other = self._replay(self.start, keep)
        self.state, self.history = other.state, other.history
        self.undo_floor = floor

    # -- files --
    def save(self) -> Save:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "ruleset": self.rules.name,
                **copy.deepcopy(self.start), "actions": copy.deepcopy(self.history)}

    def save_json(self) -> str:
        """save() as JSON text, equal in content to safejson.dumps(self.save()) (byte for byte unless a string
        holds a lone surrogate), built incrementally: the start and each action are written once, since the
        page stores the match after every action (docs/api.md)."""
        head = self._save_head
        if head is None or head[0] is not self.start:
            empty = safejson.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "ruleset": self.rules.name,
                                    **self.start, "actions": []})
            head = self._save_head = (self.start, empty[:-len("[]}")])
        done, history = self._saved, self.history
        if len(done) > len(history) or not all(map(operator.is_, done, history)):   # undo: written anew
            done.clear()
            self._saved_text.clear()
        for action in history[len(done):]:
            done.append(action)
            self._saved_text.append(safejson.dumps(action))
        return f"{head[1]}[{', '.join(self._saved_text)}]}}"

    @classmethod
    def load(cls, save: object) -> Match:
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise ApiError.of("foreign_save", "error.foreign_save")
        v = save.get("version")
        if not _int(v):
            raise ApiError.of("corrupt_save", "error.save_no_version")
        if v < 1:
            raise ApiError.of("corrupt_save", "error.save_bad_version", version=v)
        if v > SAVE_VERSION:
            raise ApiError.of("too_new_save", "error.too_new_save", version=v)
        actions = save.get("actions")
        if not isinstance(actions, list):
            raise ApiError.of("corrupt_save", "error.save_no_actions")
        start: Start
        if "config" in save:
            start = {"config": save["config"]}
        elif "position" in save:
            start = {"position": save["position"]}
        else:
            raise ApiError.of("corrupt_save", "error.save_no_start")
        named = save.get("ruleset") if v >= 2 else rulesets.DEFAULT
        m = cls._replay(start, actions)
        if named != m.rules.name:
            raise ApiError.of("corrupt_save", "error.save_other_ruleset")
        return m

    @classmethod
    def _replay(cls, start: Start, actions: list[Any]) -> Match:
        m = cls.new(start["config"]) if "config" in start else cls.from_position(start["position"])
        for i, a in enumerate(actions):
            try:
                m.apply(a)
            except ApiError as e:
                raise ApiError.of("corrupt_save", "error.save_at_action", index=i + 1, reason=e.text or e.message) \
                    from None
        return m

    def position(self) -> JsonObject:
        return self.rules.position_to_json(self.state)

    def state_hash(self) -> str:
        return self.rules.state_hash(self.state)

    # -- views --
    def _log(self, seat: int, log_from: int | None) -> LogPart:
        """The log part of a view: `log` (messages, docs/api.md) from index `log_start`, of `log_total`."""
        s = self.state
        log = s.log or []
        total = len(log)
        start = max(0, total - LOG_TAIL) if log_from is None else min(log_from, total)
        return {"log": [self.rules.log_entry(s, e, seat) for e in log[start:]], "log_start": start,
                "log_total": total}

    def view(self, seat: object, log_from: object = None) -> JsonObject:
        """What one seat may see; the rival's hand and both deck orders are absent. The log holds the entries
        from index `log_from` on (the reader has the ones before), else the last LOG_TAIL."""
        if not _int(seat) or seat not in (0, 1):
            raise ApiError.of("bad_seat", "error.bad_seat")
        if log_from is not None and (not _int(log_from) or log_from < 0):
            raise ApiError.of("bad_request", "error.log_from")
        s = self.state
        dec = self.rules.decision(s)
        view = self.rules.view(s, seat)
        view.update(self._log(seat, log_from))
        view["hash"] = self.state_hash()
        view["can_undo"] = self.can_undo() and dec is not None and dec[0] == seat
        if "config" in self.start and s.result is not None:
            # The seed with the deck lists gives every hand and draw: shown only once the match is over.
            view["seed"] = self.start["config"]["seed"]
        return view

