"""Replays (docs/replays.md): a save with the state hash after each action, the players' names and decks as
shown, and a fingerprint of the engine that wrote it; opened, it is replayed action by action and checked
against those hashes, then viewed at any action index by either seat or with both hands revealed.

Generic over rulesets: everything a rule decides goes through `api.Match` and the ruleset's object.
"""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any, Final, Literal, NamedTuple, TypedDict

from . import __version__, safejson
from .api import ApiError, LogPart, Match, Save
from .core.posjson import is_int
from .core.ruleset import JsonObject
from .i18n import Message, msg

REPLAY_FORMAT: Final = "eidolon-replay"
REPLAY_VERSION: Final = 1
MAX_BYTES: Final = 2 * 1024 * 1024       # a replay file's size (UTF-8 bytes)
MAX_ACTIONS: Final = 20_000
MAX_NAME: Final = 80                     # a player's name or deck label as shown
CHECKPOINT_EVERY: Final = 20             # actions between two kept clones of the replayed match
_HEX16 = re.compile(r"[0-9a-f]{16}")
# What decides a game: its plumbing, rulesets (with their cards) and their data (not the words, the AI or the tools).
_ENGINE_PARTS: Final = ("api.py", "core", "rulesets", "data")
# What a game's folder holds beside its rules (docs/rulesets.md, "Adding a game"): left out of the fingerprint.
_NOT_RULES: Final = frozenset({"agents", "balance", "tutorial", "i18n", "decks.py", "vault.py", "deck_ops.py",
                               "bridge_ops.py"})

Seat = Literal[0, 1, "both"]

__all__ = ["CHECKPOINT_EVERY", "MAX_ACTIONS", "MAX_BYTES", "REPLAY_FORMAT", "REPLAY_VERSION", "Replay",
           "engine_fingerprint", "export"]


class PlayerShown(TypedDict):
    """A player as the recording page showed them."""

    seat: int
    name: str
    deck: str


class Engine(TypedDict):
    """The engine that wrote a replay: the package version and a hash of the files that decide a game."""

    version: str
    source: str


class ReplayFile(TypedDict):
    """A replay file (docs/replays.md). `hashes[i]` is the state hash after `i` actions (0: the start)."""

    format: Literal["eidolon-replay"]
    version: int
    ruleset: str
    created: str
    engine: Engine
    players: list[PlayerShown]
    save: Save
    hashes: list[str]
    actions: int
    turns: int
    result: object


class Checkpoint(NamedTuple):
    """The replayed match after `at` actions, kept to be cloned (never played on)."""

    at: int
    match: Match


def _beside_rules(parts: tuple[str, ...]) -> bool:
    """Whether a file (its path parts below the package) is a game's AI, tools or deck files, not its rules."""
    return len(parts) > 2 and parts[0] == "rulesets" and parts[2] in _NOT_RULES


@cache
def engine_fingerprint() -> Engine:
    """The package version and 16 hex digits of a hash over the files that decide a game (sorted by path)."""
    root = Path(__file__).parent
    digest = hashlib.sha256()
    try:
        files = sorted(p for part in _ENGINE_PARTS for p in ([root / part] if (root / part).is_file()
                       else (root / part).rglob("*")) if p.is_file() and p.suffix in (".py", ".json")
                       and not _beside_rules(p.relative_to(root).parts))
        for p in files:
            digest.update(p.relative_to(root).as_posix().encode())
            digest.update(p.read_bytes())
    except OSError:                         # a packaging without its sources: the version alone
        return {"version": __version__, "source": "unknown"}
    return {"version": __version__, "source": digest.hexdigest()[:16]}


def _corrupt(field: str) -> ApiError:
    return ApiError.of("corrupt_replay", "error.replay_corrupt", reason=msg("replay.bad_field", field=field))


def _players(players: object) -> list[PlayerShown]:
    """The names and decks shown, checked: two objects with short strings (left out: empty)."""
    if players is None:
        players = [{}, {}]
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, dict) for p in players):
        raise _corrupt("players")
    out: list[PlayerShown] = []
    for seat, p in enumerate(players):
        name, deck = p.get("name", ""), p.get("deck", "")
        if not isinstance(name, str) or not isinstance(deck, str) or len(name) > MAX_NAME or len(deck) > MAX_NAME:
            raise _corrupt("players")
        out.append({"seat": seat, "name": name, "deck": deck})
    return out


def _copy(m: Match) -> Match:
    """An independent copy of a match (state, log and history)."""
    state = m.state.clone()
    state.log = list(m.state.log or [])
    other = Match(m.rules, state, m.start)
    other.history = list(m.history)
    other.undo_floor = len(other.history)
    return other


def _start(save: Save | dict[str, Any]) -> Match:
    """The match a save starts from, checked as `Match.load` checks a save."""
    return Match.load({**save, "actions": []})


def export(m: Match, players: object = None) -> ReplayFile:
    """The replay of a running or finished match: its save replayed once to record the hash after each action."""
    save = m.save()
    shown = _players(players)
    replayed = _start(save)
    hashes = [replayed.state_hash()]
    for a in save["actions"]:
        replayed.apply(a)
        hashes.append(replayed.state_hash())
    view = m.view(0)
    return {"format": REPLAY_FORMAT, "version": REPLAY_VERSION, "ruleset": m.rules.name,
            "created": datetime.now(UTC).isoformat(timespec="seconds"), "engine": engine_fingerprint(),
            "players": shown, "save": save, "hashes": hashes, "actions": len(save["actions"]),
            "turns": view["turn"], "result": view["result"]}


def _parse(text: object) -> dict[str, Any]:
    """The replay file's JSON object, or a refusal saying why (size, not JSON, not a replay, too new)."""
    if not isinstance(text, str):
        raise ApiError.of("bad_replay", "error.replay_not_text")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise ApiError.of("replay_too_large", "error.replay_too_large", size=-(-size // 1024), max=MAX_BYTES // 1024)
    try:
        data = safejson.loads(text)
    except safejson.JsonError as e:
        raise ApiError.of("bad_replay", "error.replay_not_json", reason=e.text) from None
    if isinstance(data, dict) and data.get("format") == "eidolon-save":
        raise ApiError.of("bad_replay", "error.replay_is_save")
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
        raise ApiError.of("bad_replay", "error.replay_foreign")
    v = data.get("version")
    if not is_int(v) or v < 1:
        raise _corrupt("version")
    if v > REPLAY_VERSION:
        raise ApiError.of("too_new_replay", "error.replay_too_new", version=v)
    return data


class Replay:
    """An opened replay: the recorded actions, how far they replay identically, and clones along the way."""

    def __init__(self, data: dict[str, Any], checkpoints: list[Checkpoint], diverged_at: int | None,
                 why: Message | None) -> None:
        self.data = data
        self.actions: list[Any] = data["save"]["actions"]
        self.checkpoints = checkpoints
        self.diverged_at = diverged_at         # the first action that was refused or gave another hash
        self.why = why                         # what happened there (a message)
        self.last = len(self.actions) if diverged_at is None else diverged_at - 1
        self._cursor: Checkpoint | None = None   # the match last viewed, played on when stepping forward

    @classmethod
    def open(cls, text: object) -> Replay:
        """Check a replay file and replay it, stopping at the first action refused or differing from its hash."""
        data = _parse(text)
        save, hashes = data.get("save"), data.get("hashes")
        if not isinstance(save, dict) or not isinstance(save.get("actions"), list):
            raise _corrupt("save")
        actions = save["actions"]
        if len(actions) > MAX_ACTIONS:
            raise ApiError.of("replay_too_large", "error.replay_too_many", n=len(actions), max=MAX_ACTIONS)
        if (not isinstance(hashes, list) or len(hashes) != len(actions) + 1
                or not all(isinstance(h, str) and _HEX16.fullmatch(h) for h in hashes)):
            raise _corrupt("hashes")
        data["players"] = _players(data.get("players"))
        try:
            m = _start(save)
        except ApiError as e:
            raise ApiError.of("unplayable_replay", "error.replay_unplayable", reason=e.text or e.message) from None
        if m.state_hash() != hashes[0]:
            raise ApiError.of("unplayable_replay", "error.replay_start_differs")
        checkpoints = [Checkpoint(0, _copy(m))]
        diverged: int | None = None
        why: Message | None = None
        for i, a in enumerate(actions, 1):
            try:
                m.apply(a)
            except ApiError as e:
                diverged, why = i, msg("replay.refused", reason=e.text or e.message)
                break
            if m.state_hash() != hashes[i]:
                diverged, why = i, msg("replay.hash_differs")
                break
            if i % CHECKPOINT_EVERY == 0:
                checkpoints.append(Checkpoint(i, _copy(m)))
        return cls(data, checkpoints, diverged, why)

    def summary(self) -> JsonObject:
        """What the viewer shows before any step: counts, players, engine, and where it diverged."""
        d = self.data
        return {"actions": len(self.actions), "last": self.last, "diverged_at": self.diverged_at, "why": self.why,
                "ruleset": self.checkpoints[0].match.rules.name, "players": d["players"],
                "created": d.get("created") if isinstance(d.get("created"), str) else None,
                "engine": d.get("engine"), "same_engine": d.get("engine") == engine_fingerprint(),
                "final_hash": d["hashes"][-1], "turns": d.get("turns"), "result": d.get("result")}

    def match_at(self, index: int) -> Match:
        """The match after `index` actions: the last match viewed played on, or a clone of the checkpoint before."""
        cur = self._cursor
        if cur is None or not cur.at <= index < cur.at + CHECKPOINT_EVERY:
            base = self.checkpoints[min(index // CHECKPOINT_EVERY, len(self.checkpoints) - 1)]
            cur = Checkpoint(base.at, _copy(base.match))
        m = cur.match
        for a in self.actions[cur.at:index]:
            m.apply(a)
        self._cursor = Checkpoint(index, m)
        return m

    def view(self, index: object, seat: object, log_from: object = None) -> JsonObject:
        """The view after `index` actions for seat 0, seat 1 or "both" (each player's part from their own
        seat's view, the log in full); read-only: no actions offered, no undo."""
        if not is_int(index) or not 0 <= index <= self.last:
            raise ApiError.of("bad_request", "error.replay_index", last=self.last)
        if seat not in (0, 1, "both") or isinstance(seat, bool):
            raise ApiError.of("bad_seat", "error.replay_seat")
        m = self.match_at(index)
        if seat == "both":
            v = m.view(0, log_from)
            v["players"] = [v["players"][0], m.view(1, log_from)["players"][1]]
            v.update(self._full_log(m, v["log_start"]))
        else:
            v = m.view(seat, log_from)
        for key in ("actions", "unplayable"):
            v.pop(key, None)
        v["can_undo"] = False
        v["replay"] = {"index": index, "actions": len(self.actions), "last": self.last, "seat": seat,
                       "revealed": seat == "both", "diverged_at": self.diverged_at}
        return v

    @staticmethod
    def _full_log(m: Match, start: int) -> LogPart:
        """The log from `start` in full (every hidden card named: the ruleset's `log_entry` for no seat)."""
        s = m.state
        log = s.log or []
        return {"log": [m.rules.log_entry(s, e, None) for e in log[start:]], "log_start": start,
                "log_total": len(log)}
