"""python -m eidolon balance [run] ... | balance report ... (see docs/balance.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys

from .results import BalanceError
from .tournament import Settings, run


def _setups(values: list[str]) -> list[tuple[str, str]]:
    from ....agents import make_agent_factory
    out: list[tuple[str, str]] = []
    for v in values or ["desafiadora:iters=10"]:
        parts = v.split(",")
        if len(parts) == 1:
            parts = parts * 2
        if len(parts) != 2:
            raise BalanceError(f"--agents {v}: um agente, ou dois separados por vírgula (assento 1, assento 2)",
                               f"--agents {v}: one agent, or two separated by a comma (seat 1, seat 2)")
        for p in parts:
            try:
                make_agent_factory(p)
            except ValueError as e:
                raise BalanceError(f"--agents: {e}", f"--agents: {e}") from None
        out.append((parts[0], parts[1]))
    return out


def cmd_run(a: argparse.Namespace) -> int:
    from .results import resolve_decks
    decks = resolve_decks([x for x in a.decks.split(",") if x] if a.decks else [])
    st = Settings(decks=decks, setups=_setups(a.agents), seed=a.seed, target=a.target, mirrors=not a.no_mirrors)
    out = run(st, a.games_per_pair, a.out, jobs=a.jobs, scheduler=a.scheduler or None, chunk=a.chunk,
              progress=None if a.quiet else sys.stderr)
    print(json.dumps(out))
    return 0


def cmd_report(a: argparse.Namespace) -> int:
    from .report import build_report
    from .results import load
    runs = [load(p) for p in a.files]
    before = load(a.compare) if a.compare else None
    html = build_report(runs, before=before, lang=a.lang, openings=a.openings,
                        titles=[os.path.basename(p) for p in a.files],
                        before_title=os.path.basename(a.compare) if a.compare else "")
    with open(a.output, "w", encoding="utf-8") as f:
        f.write(html)
    print(a.output)
    return 0


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m eidolon balance",
                                 description="AI self-play tournaments and their balance report")
    sub = ap.add_subparsers(dest="what", required=True)
    r = sub.add_parser("run", help="play a tournament into a results file (resumes and extends it)")
    r.add_argument("--decks", default="", help="comma-separated suggested deck ids, deck files or folders "
                                               "(default: the suggested decks)")
    r.add_argument("--agents", action="append", default=[],
                   help="agent for both seats, or SEAT1,SEAT2 (e.g. desafiadora:iters=10); repeat for more setups")
    r.add_argument("--games-per-pair", type=int, default=10, help="games per ordered deck pairing and setup")
    r.add_argument("--seed", type=int, default=1, help="game i uses match seed SEED+i")
    r.add_argument("--target", type=int, default=6, help="Locations needed for Convergência")
    r.add_argument("--no-mirrors", action="store_true", help="leave out games of a deck against itself")
    r.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="local worker processes")
    r.add_argument("--scheduler", default="", help="Dask scheduler address, e.g. tcp://host:8786")
    r.add_argument("--chunk", type=int, default=0, help="games per task (default: automatic)")
    r.add_argument("--out", "-o", default="balance.jsonl", help="results file (JSON lines)")
    r.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    p = sub.add_parser("report", help="an HTML report of one or more results files")
    p.add_argument("files", nargs="+", help="results files (one per agent setup, or several setups in one)")
    p.add_argument("--compare", default="", help="a results file from before a change (same seeds): paired "
                                                 "before/after comparison")
    p.add_argument("--output", "-o", default="report.html")
    p.add_argument("--lang", default="pt", choices=("pt", "en"))
    p.add_argument("--openings", type=int, default=200, help="simulated openings per deck (deck health)")
    return ap


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("run", "report", "-h", "--help"):
        argv = ["run", *argv]
    a = parser().parse_args(argv)
    try:
        return cmd_run(a) if a.what == "run" else cmd_report(a)
    except BalanceError as e:
        print(f"error: {e.message['en']}", file=sys.stderr)
        return 2
