"""Seeded tournaments: every ordered deck pairing, for every agent setup, written as JSON lines.

The results file starts with one header line ({"type": "tournament", ...}: format, decklists,
agent setups, base seed, Location target, mirrors) and then one line per game
({"type": "game", "i": ...}) in game-index order, whatever order the workers finish in, so
the same settings give a byte-identical file. Game i is repetition i // (setups * pairings),
setup (i // pairings) % setups, pairing i % pairings, match seed `seed + i`: adding games
(a larger --games-per-pair) only appends, and an interrupted run resumes from its last
complete line.

Work goes through the standard executor interface: an in-process executor for one job, a
ProcessPoolExecutor for several, or a Dask distributed client's executor when a scheduler
address is given (Dask is imported only then).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Literal, ParamSpec, TextIO, TypedDict, TypeVar

from . import play
from .results import FORMAT, VERSION, BalanceError, parse_lines

P = ParamSpec("P")
T = TypeVar("T")


class Header(TypedDict):
    """The first line of a results file: what defines its games (Settings)."""

    type: Literal["tournament"]
    format: str
    version: int
    seed: int
    target: int
    mirrors: bool
    setups: list[list[str]]
    decks: dict[str, play.Decklist]
    code: str


@dataclass
class Settings:
    """What defines the games of a tournament (the header of its results file)."""

    decks: dict[str, play.Decklist]                   # by label
    setups: list[tuple[str, str]]                     # agent spec per seat, one pair per setup
    seed: int = 1
    target: int = 6
    mirrors: bool = True
    pairings: list[tuple[str, str]] = field(default_factory=list)
    code: str = ""                                     # play.code_version() of the code that plays the games

    def __post_init__(self) -> None:
        self.code = self.code or play.code_version()
        labels = list(self.decks)
        self.pairings = [(a, b) for a in labels for b in labels if self.mirrors or a != b]
        if not self.pairings:
            raise BalanceError("É preciso pelo menos dois decks (ou um com espelhos).",
                               "At least two decks are needed (or one with mirrors).")

    def header(self) -> Header:
        return {"type": "tournament", "format": FORMAT, "version": VERSION, "seed": self.seed,
                "target": self.target, "mirrors": self.mirrors, "setups": [list(s) for s in self.setups],
                "decks": self.decks, "code": self.code}

    @classmethod
    def from_header(cls, h: Mapping[str, Any]) -> Settings:
        """The settings of a header (of this run, or read from a results file)."""
        return cls(decks=h["decks"], setups=[(a, b) for a, b in h["setups"]], seed=h["seed"],
                   target=h["target"], mirrors=h["mirrors"], code=h.get("code", ""))

    def per_round(self) -> int:
        return len(self.setups) * len(self.pairings)

    def game(self, i: int) -> tuple[int, int, str, str]:
        """(repetition, setup index, seat 0 deck, seat 1 deck) of game i."""
        n = len(self.pairings)
        a, b = self.pairings[i % n]
        return i // self.per_round(), (i // n) % len(self.setups), a, b


def run_game(settings_header: Header, i: int) -> dict[str, Any]:
    """Play game i of a tournament (runs in a worker: takes and returns plain JSON data)."""
    st = Settings.from_header(settings_header)
    rep, k, a, b = st.game(i)
    seed = st.seed + i
    agents = st.setups[k]
    r = play.play_game(seed, (st.decks[a], st.decks[b]), agents, st.target)
    return {"type": "game", "i": i, "rep": rep, "setup": k, "seed": seed, "decks": [a, b], "agents": list(agents),
            **r}


def run_chunk(settings_header: Header, indexes: list[int]) -> list[dict[str, Any]]:
    """Games of one task; a worker with other code (a cluster machine left behind) refuses them."""
    mine = play.code_version()
    if settings_header["code"] != mine:
        raise BalanceError(f"este trabalhador tem outra versão do código ({mine}, o torneio {settings_header['code']})",
                           f"this worker runs other code ({mine}, the tournament {settings_header['code']})")
    return [run_game(settings_header, i) for i in indexes]


class InlineExecutor(Executor):
    """The executor interface without workers: each task runs when submitted (one job)."""

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        f: Future[T] = Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as e:  # noqa: BLE001 - handed to the caller through the future
            f.set_exception(e)
        return f


def dumps(record: Mapping[str, object]) -> str:
    return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def read_results(path: str) -> tuple[dict[str, Any], list[dict[str, Any]], int]:
    """Header, games and the byte length of the complete prefix (a torn last line is ignored)."""
    with open(path, "rb") as f:
        data = f.read()
    header, games, good = parse_lines(data, allow_torn_tail=True)
    return header, games, good


@dataclass
class Progress:
    total: int
    done: int = 0
    start_done: int = 0
    t0: float = field(default_factory=time.perf_counter)
    last: float = 0.0
    out: TextIO | None = None

    def tick(self, force: bool = False) -> None:
        now = time.perf_counter()
        if self.out is None or (not force and now - self.last < 2.0):
            return
        self.last = now
        dt = now - self.t0
        new = self.done - self.start_done
        rate = new / dt if dt > 0 else 0.0
        left = (self.total - self.done) / rate if rate > 0 else float("inf")
        eta = "?" if left == float("inf") else _clock(left)
        print(f"balance: {self.done}/{self.total} games ({100 * self.done / max(1, self.total):.1f}%), "
              f"{rate:.2f} games/s, {_clock(dt)} elapsed, ~{eta} left", file=self.out, flush=True)


def _clock(sec: float) -> str:
    sec = int(sec)
    h, rest = divmod(sec, 3600)
    m, s = divmod(rest, 60)
    return f"{h}h{m:02d}m{s:02d}s" if h else f"{m}m{s:02d}s"


def make_executor(jobs: int, scheduler: str | None) -> tuple[Executor, Callable[[], None], int]:
    """(executor, close, workers): Dask's client executor for a scheduler address, else local processes."""
    if scheduler:
        try:
            from distributed import Client
        except ImportError:
            raise BalanceError("Para usar --scheduler instale o extra cluster: pip install 'eidolon[cluster]'.",
                               "--scheduler needs the cluster extra: pip install 'eidolon[cluster]'.") from None
        client = Client(scheduler)
        workers = max(1, sum(client.nthreads().values()))

        def close() -> None:
            client.close()
        return client.get_executor(pure=False), close, workers
    if jobs <= 1:
        return InlineExecutor(), lambda: None, 1
    ex = ProcessPoolExecutor(jobs)
    return ex, lambda: ex.shutdown(cancel_futures=True), jobs


def _chunks(indexes: list[int], size: int) -> Iterator[list[int]]:
    for k in range(0, len(indexes), size):
        yield indexes[k:k + size]


def run(settings: Settings, games_per_pair: int, out_path: str, jobs: int = 1, scheduler: str | None = None,
        chunk: int = 0, progress: TextIO | None = sys.stderr) -> dict[str, Any]:
    """Play (or resume, or extend) a tournament into out_path; returns counts and timing."""
    if games_per_pair < 1:
        raise BalanceError("--games-per-pair deve ser pelo menos 1.", "--games-per-pair must be at least 1.")
    header = settings.header()
    total = games_per_pair * settings.per_round()
    done = 0
    if os.path.exists(out_path) and os.path.getsize(out_path):
        old, games, good = read_results(out_path)
        if old.get("code") != header["code"] and {**old, "code": header["code"]} == header:
            raise BalanceError(f"{out_path} foi jogado por outra versão das regras ou dos agentes (código "
                               f"{old.get('code') or '?'}, este {header['code']}): comece outro arquivo.",
                               f"{out_path} was played by another version of the rules or agents (code "
                               f"{old.get('code') or '?'}, this one {header['code']}): start another file.")
        if dumps(old) != dumps(header):
            raise BalanceError(f"{out_path} é de outro torneio (decks, agentes, semente ou meta diferentes).",
                               f"{out_path} belongs to another tournament (different decks, agents, seed or target).")
        done = len(games)
        with open(out_path, "r+b") as f:
            f.truncate(good)
            f.seek(max(0, good - 1))
            if f.read(1) != b"\n":                # a last game line complete but for its newline
                f.write(b"\n")
    else:
        with open(out_path, "w", encoding="utf-8") as f:
            f.write(dumps(header) + "\n")
    todo = list(range(done, total))
    ex, close, workers = make_executor(jobs, scheduler)
    size = chunk or (1 if _slow(settings) else max(1, min(20, len(todo) // (workers * 8))))
    prog = Progress(total, done, done, out=progress)
    t0 = time.perf_counter()
    try:
        with open(out_path, "a", encoding="utf-8") as f:
            pending: set[Future[list[dict[str, Any]]]] = set()
            ready: dict[int, dict[str, Any]] = {}
            nxt = done
            feed = _chunks(todo, size)
            limit = max(2, workers * 3)
            for c in feed:
                pending.add(ex.submit(run_chunk, header, c))
                if len(pending) >= limit:
                    break
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in finished:
                    for r in fut.result():
                        ready[r["i"]] = r
                    more = next(feed, None)
                    if more is not None:
                        pending.add(ex.submit(run_chunk, header, more))
                while nxt in ready:
                    f.write(dumps(ready.pop(nxt)) + "\n")
                    nxt += 1
                    prog.done = nxt
                f.flush()
                prog.tick()
    finally:
        close()
    prog.tick(force=True)
    dt = time.perf_counter() - t0
    played = total - done
    return {"games": total, "played": played, "resumed_from": done, "seconds": round(dt, 3),
            "games_per_s": round(played / dt, 3) if dt > 0 else 0.0, "workers": workers}


def _slow(settings: Settings) -> bool:
    """Desafiadora games take seconds each: one game per task keeps every worker busy."""
    return any(spec.startswith("desafiadora") for setup in settings.setups for spec in setup)
