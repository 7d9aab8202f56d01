"""A Markdown balance table from a results file (for docs/balance.md).

    python bench/balance_table.py results.jsonl

Prints the games per ordered pairing, the first player's win rate, each deck's win rate against
the other decks and the deck-vs-deck matrix, all with 95 % Wilson intervals and game counts
(computed by eidolon.rulesets.eidolon.balance.analysis, the same code as the HTML report).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from eidolon.rulesets.eidolon.balance import analysis as an
from eidolon.rulesets.eidolon.balance.results import load


def pct(r: dict) -> str:
    mark = " †" if r["few"] else ""
    return f"{r['p'] * 100:.1f} % ({r['lo'] * 100:.1f}–{r['hi'] * 100:.1f}, n={r['n']}){mark}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    args = ap.parse_args()
    header, games = load(args.file)
    decks, games, setups = an.merge([(header, games)])
    labels = list(decks)
    per = Counter((an.setup_label(g["agents"]), tuple(g["decks"])) for g in games)
    for s in setups:
        gs = [g for g in games if an.setup_label(g["agents"]) == s]
        counts = sorted(v for (k, _), v in per.items() if k == s)
        draws = sum(1 for g in gs if g["winner"] < 0)
        reasons = Counter(g["reason"] for g in gs)
        print(f"**{s}** on both sides: {len(gs)} games, {counts[0]}–{counts[-1]} per ordered pairing "
              f"({len(counts)} pairings), {draws} draws; Convergência {reasons['convergencia']}, "
              f"Ruptura {reasons['ruptura']}.\n")
        print(f"First player wins {pct(an.first_player(gs))}.\n")
        rates = an.deck_rates(gs, labels)
        print("| deck | win rate against the other decks (95 % CI, games) |\n|---|---|")
        for d in sorted(labels, key=lambda d: -(rates[d]["p"] or 0)):
            print(f"| {d} | {pct(rates[d])} |")
        m = an.matrix(gs, labels)
        print("\nRow deck's win rate against the column deck (both seat orders; games in brackets):\n")
        print("| | " + " | ".join(labels) + " |\n|" + "---|" * (len(labels) + 1))
        for a in labels:
            cells = ["—" if a == b else f"{m[a][b]['p'] * 100:.0f} % ({m[a][b]['n']})" for b in labels]
            print(f"| {a} | " + " | ".join(cells) + " |")
        print()


if __name__ == "__main__":
    main()
