#!/usr/bin/env python3
"""Play, record and (re)write the golden corpus; print what changed, action by action (docs/golden.md).

    python3 tests/golden/make_corpus.py            # regenerate tests/golden/corpus/, report the changes
    python3 tests/golden/make_corpus.py --check    # regenerate in memory only; exit 1 if anything differs
    python3 tests/golden/make_corpus.py --only 07-iniciante-iniciante   # some matches only (prefixes)

Each match in PLAN is played by seeded agents (Desafiadora with an iteration budget, never a time
budget), saved with `Match.save()`, and then recorded by replaying that save through the public API
(record.replay), so the corpus never depends on an agent. A match that must show a given ending
(fatigue, draw, ...) starts from its recorded seed; when a rules change makes that seed end otherwise,
the script searches the following seeds, uses the first that fits and says which seed to write into PLAN.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1] / "py")]

import record
from eidolon.agents import make_agent_factory
from eidolon.api import Match

CORPUS = HERE / "corpus"
MAX_ACTIONS = 5000          # a match that has not ended by then is a bug worth seeing
SEARCH_LIMIT = 4000         # seeds tried after a recorded seed that no longer gives its ending
DECKS = ("ordem-conhecimento", "ruina-instinto", "ordem-ruina", "ordem-instinto", "ruina-conhecimento",
         "conhecimento-instinto")
DESAFIADORA = "desafiadora:iters=24"
AGENT_PAIRS = (("random", "random"), ("iniciante", "iniciante"), ("random", "iniciante"),
               (DESAFIADORA, "iniciante"), ("iniciante", DESAFIADORA), (DESAFIADORA, "random"))


@dataclass(frozen=True)
class Spec:
    """One corpus match: who plays which deck to which Location target, from which seed."""
    name: str
    agents: tuple[str, str]
    decks: tuple[str, str]
    target: int
    seed: int
    ending: str | None = None        # required ending; the seed is searched when it no longer gives it

    def config(self, seed: int) -> dict[str, Any]:
        return {"seed": seed, "players": [{"suggested": d} for d in self.decks],
                "options": {"location_target": self.target}}


def _short(agent: str) -> str:
    return agent.split(":")[0]


def plan() -> list[Spec]:
    """36 matches over every ordered pair of suggested decks (block b pairs deck k with deck k+1+b),
    six agent pairings and targets 3 and 6; then matches kept for their ending, seeds found by search."""
    out = []
    for i in range(36):
        block, k = divmod(i, 6)
        decks = (DECKS[k], DECKS[(k + 1 + block) % 6])
        agents = AGENT_PAIRS[(k + block) % 6]
        target = (3, 6)[block % 2]
        name = f"{i + 1:02d}-{_short(agents[0])}-{_short(agents[1])}-t{target}"
        out.append(Spec(name, agents, decks, target, 1000 + i))
    special = [
        # (agents, decks, target, seed, ending); seeds found by this script's search
        (("random", "random"), ("conhecimento-instinto", "conhecimento-instinto"), 8, 20009, "fatigue"),
        (("random", "random"), ("ordem-ruina", "ruina-conhecimento"), 6, 21210, "fatigue"),
        (("random", "random"), ("ordem-conhecimento", "ordem-conhecimento"), 8, 30681, "draw"),
        (("random", "random"), ("conhecimento-instinto", "conhecimento-instinto"), 8, 31062, "draw"),
    ]
    for j, (agents, decks, target, seed, ending) in enumerate(special, start=len(out) + 1):
        out.append(Spec(f"{j:02d}-{ending}-t{target}", agents, decks, target, seed, ending))
    return out


# ---- playing and recording ----

def play(spec: Spec, seed: int) -> dict[str, Any]:
    """The save of one agent-played match. Agents choose an index among the offered actions, as in
    eidolon.sim and the bridge's ai_move; this is the only place that needs the engine's state."""
    from eidolon.rulesets.eidolon.actions import legal_actions
    from eidolon.sim import SeatObservation
    m = Match.new(spec.config(seed))
    agents = [make_agent_factory(spec.agents[k])(seed * 2 + 1 + k) for k in (0, 1)]
    while (dec := m.decision()) is not None:
        if len(m.history) >= MAX_ACTIONS:
            raise RuntimeError(f"{spec.name}: seed {seed} did not end after {MAX_ACTIONS} actions")
        seat = dec["seat"]
        m.apply(agents[seat].choose(SeatObservation(m.state, seat, legal_actions(m.state))))
    return m.save()


def _maybe(spec: Spec, save: dict[str, Any]) -> bool:
    """A cheap look at the final view before recording: can this match have the wanted ending?"""
    view = Match.load(save).view(0)
    reason = view["result"]["reason"]
    if spec.ending == "fatigue":
        return reason == "ruptura" and view["players"][1 - view["result"]["winner"]]["fatigue"] > 0
    return reason == spec.ending


def build(spec: Spec) -> tuple[list[str], int]:
    """The corpus file's lines for one match, and the seed used."""
    seed = spec.seed
    for seed in range(spec.seed, spec.seed + (SEARCH_LIMIT if spec.ending else 1)):
        save = play(spec, seed)
        if spec.ending and not _maybe(spec, save):
            continue
        records, texts = record.replay(save)
        if spec.ending and record.ending(records) != spec.ending:
            continue
        break
    else:
        raise RuntimeError(f"{spec.name}: no seed from {spec.seed} to {seed} ends by {spec.ending}")
    if seed != spec.seed:
        print(f"  NOTE {spec.name}: seed {spec.seed} no longer ends by {spec.ending}; using seed {seed}"
              f" (write it into PLAN in make_corpus.py)")
    header = {"match": spec.name, "agents": list(spec.agents), "decks": list(spec.decks),
              "target": spec.target, "seed": seed, "first": records[0]["first"],
              "ending": record.ending(records), "actions": len(texts), "save": save}
    lines = [header, {"i": 0, "record": records[0]}]
    lines += [{"i": i, "action": t, "diff": record.diff(a, b)}
              for i, (t, a, b) in enumerate(zip(texts, records, records[1:]), start=1)]
    return [json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False) for x in lines], seed


# ---- reporting changes ----

def report(name: str, old: list[str], new: list[str], limit: int = 12) -> list[str]:
    """What differs between two versions of a match file: the header fields, the first record that
    differs (the action just applied and the fields that differ there) and where the played actions
    themselves start to differ."""
    oh, orecs, otexts = record.read_lines(old)
    nh, nrecs, ntexts = record.read_lines(new)
    out = [f"{name}: changed"]
    out += [f"  {k}: {oh.get(k)!r} -> {nh.get(k)!r}" for k in sorted(oh.keys() | nh.keys())
            if k != "save" and oh.get(k) != nh.get(k)]
    if oh["save"].get("config") != nh["save"].get("config"):
        return out + ["  the match starts differently (seed or config): compare it as a new match"]

    def at(items: list[Any], i: int) -> Any:
        return items[i] if 0 <= i < len(items) else None

    first = next((i for i in range(max(len(orecs), len(nrecs)))
                  if at(orecs, i) != at(nrecs, i) or at(otexts, i - 1) != at(ntexts, i - 1)), None)
    if first is None:
        return out
    out.append("  first difference " + ("before the first action:" if first == 0 else f"after action {first}:"))
    if first:
        ot, nt = at(otexts, first - 1), at(ntexts, first - 1)
        out.append(f"    action: {ot}" if ot == nt else f"    action: {ot} -> {nt}")
    if first < len(orecs) and first < len(nrecs):
        fields = record.differences(orecs[first], nrecs[first])
        out += [f"    {f}" for f in fields[:limit]]
        if len(fields) > limit:
            out.append(f"    ... {len(fields) - limit} more fields")
    same = next((i for i, (a, b) in enumerate(zip(oh["save"]["actions"], nh["save"]["actions"])) if a != b),
                min(len(otexts), len(ntexts)))
    out.append(f"  the first {same} played actions are the same; {len(otexts)} -> {len(ntexts)} actions")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 when the corpus would change")
    ap.add_argument("--only", nargs="*", default=None, help="match names (or prefixes) to regenerate")
    args = ap.parse_args(argv)
    specs = [s for s in plan() if args.only is None or any(s.name.startswith(p) for p in args.only)]
    names = {s.name for s in plan()}
    CORPUS.mkdir(exist_ok=True)
    changed = 0
    total = 0
    for spec in specs:
        t0 = time.perf_counter()
        lines, _ = build(spec)
        text = "\n".join(lines) + "\n"
        total += len(text.encode())
        path = CORPUS / f"{spec.name}.jsonl"
        old = path.read_text(encoding="utf-8") if path.exists() else None
        took = f"({time.perf_counter() - t0:.1f} s)"
        if old == text:
            print(f"{spec.name}: unchanged {took}")
            continue
        changed += 1
        if old is None:
            print(f"{spec.name}: new, {len(lines) - 2} actions {took}")
        else:
            print("\n".join(report(spec.name, old.splitlines(), lines)), took)
        if not args.check:
            path.write_text(text, encoding="utf-8")
    if args.only is None:
        for path in sorted(CORPUS.glob("*.jsonl")):
            if path.stem not in names:
                changed += 1
                print(f"{path.stem}: no longer in PLAN" + ("" if args.check else ", removed"))
                if not args.check:
                    path.unlink()
        print(f"{len(specs)} matches, {total / 1e6:.2f} MB, {changed} changed")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
