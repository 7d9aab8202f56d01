"""What the balance report computes from results files and the card data (plain dicts, no HTML).

Scores: a win counts 1, a draw 1/2, a loss 0. Deck win rates leave mirror games out.
Intervals are 95 % Wilson intervals; figures resting on fewer than MIN_GAMES games are
flagged "few". Opening-hand effects are corrected across every (deck, title) test with
Benjamini–Hochberg (false discovery rate 5 %).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..cards.catalog import load_catalog
from ..cards.model import CardDef
from .stats import benjamini_hochberg, least_squares, mean_ci, median, two_proportion_p, wilson

if TYPE_CHECKING:                       # play imports the engine: imported for the types only
    from .play import Decklist

MIN_GAMES = 30
REASONS = ("convergencia", "ruptura", "draw")
Run = tuple[dict[str, Any], list[dict[str, Any]]]


def score(g: dict[str, Any], seat: int) -> float:
    w = g["winner"]
    return 0.5 if w < 0 else float(w == seat)


def rate(k: float, n: int) -> dict[str, Any]:
    """A proportion with its interval, count and the few-games flag."""
    lo, hi = wilson(k, n)
    return {"k": k, "n": n, "p": k / n if n else None, "lo": lo, "hi": hi, "few": n < MIN_GAMES}


def setup_label(agents: list[str]) -> str:
    return agents[0] if agents[0] == agents[1] else f"{agents[0]} × {agents[1]}"


def merge(runs: list[Run]) -> tuple[dict[str, Decklist], list[dict[str, Any]], list[str]]:
    """Decklists (first file wins on a label), all games, and the agent setups in order of appearance."""
    decks: dict[str, Decklist] = {}
    games: list[dict[str, Any]] = []
    setups: list[str] = []
    for header, gs in runs:
        for label, d in header["decks"].items():
            decks.setdefault(label, d)
        for g in gs:
            lab = setup_label(g["agents"])
            if lab not in setups:
                setups.append(lab)
            games.append(g)
    return decks, games, setups


# ---- results ----

def first_player(games: list[dict[str, Any]]) -> dict[str, Any]:
    return rate(sum(score(g, g["first"]) for g in games), len(games))


def deck_rates(games: list[dict[str, Any]], decks: list[str]) -> dict[str, dict[str, Any]]:
    k: dict[str, float] = defaultdict(float)
    n: dict[str, int] = defaultdict(int)
    for g in games:
        a, b = g["decks"]
        if a == b:
            continue
        for seat, d in enumerate((a, b)):
            k[d] += score(g, seat)
            n[d] += 1
    return {d: rate(k[d], n[d]) for d in decks}


def matrix(games: list[dict[str, Any]], decks: list[str]) -> dict[str, dict[str, dict[str, Any]]]:
    """Row deck's score against the column deck (both seat orders pooled)."""
    k: dict[tuple[str, str], float] = defaultdict(float)
    n: dict[tuple[str, str], int] = defaultdict(int)
    for g in games:
        a, b = g["decks"]
        if a == b:
            continue
        s0 = score(g, 0)
        k[(a, b)] += s0
        k[(b, a)] += 1 - s0
        n[(a, b)] += 1
        n[(b, a)] += 1
    return {a: {b: rate(k[(a, b)], n[(a, b)]) for b in decks if b != a} for a in decks}


def length_and_reasons(games: list[dict[str, Any]], decks: list[str]) -> dict[str, dict[str, Any]]:
    """Per deck: quartiles of game length (turns) and wins / losses by reason, draws."""
    turns: dict[str, list[int]] = defaultdict(list)
    counts: dict[str, dict[str, int]] = {d: defaultdict(int) for d in decks}
    for g in games:
        for seat, d in enumerate(g["decks"]):
            if seat == 1 and g["decks"][0] == d:
                continue                      # a mirror game counts once for its deck
            turns[d].append(g["turns"])
            if g["winner"] < 0:
                counts[d]["draw"] += 1
            else:
                counts[d][("win_" if g["winner"] == seat else "loss_") + g["reason"]] += 1
    out = {}
    for d in decks:
        t = sorted(turns[d])
        out[d] = {"n": len(t), "median": median(t) if t else None, "q1": _quantile(t, 0.25),
                  "q3": _quantile(t, 0.75),
                  "min": t[0] if t else None, "max": t[-1] if t else None, "reasons": dict(counts[d]),
                  "few": len(t) < MIN_GAMES}
    return out


def _quantile(xs: list[int], f: float) -> int | None:
    return xs[min(len(xs) - 1, int(f * len(xs)))] if xs else None


# ---- cards in games ----

def _seat_games(games: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], int, str, dict[str, Any]]]:
    for g in games:
        for seat in (0, 1):
            yield g, seat, g["decks"][seat], g["cards"][seat]


def opening_effects(games: list[dict[str, Any]], decks: dict[str, Decklist]) -> list[dict[str, Any]]:
    """Per deck and title: win rate with at least one copy in the opening hand vs without,
    two-sided z-test, Benjamini–Hochberg q-value across all rows."""
    tally: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0, 0.0, 0])
    for g, seat, d, cards in _seat_games(games):
        s = score(g, seat)
        for cid in decks[d]["main"]:
            t = tally[(d, cid)]
            if cards.get(cid, {}).get("open", 0):
                t[0] += s
                t[1] += 1
            else:
                t[2] += s
                t[3] += 1
    rows: list[dict[str, Any]] = []
    for (d, cid), (kw, nw, ko, no) in sorted(tally.items()):
        rows.append({"deck": d, "card": cid, "with": rate(kw, int(nw)), "without": rate(ko, int(no)),
                     "diff": (kw / nw - ko / no) if nw and no else None,
                     "p": two_proportion_p(kw, int(nw), ko, int(no))})
    qs = benjamini_hochberg([r["p"] for r in rows]) if rows else []
    for r, q in zip(rows, qs):
        r["q"] = q
        r["few"] = r["with"]["n"] < MIN_GAMES or r["without"]["n"] < MIN_GAMES
    return rows


def card_usage(games: list[dict[str, Any]], decks: dict[str, Decklist]) -> dict[str, dict[str, dict[str, Any]]]:
    """Per deck and title: seat-games, copies seen (opening + drawn), played, committed, and the
    win rate of the games where a copy was seen ("wins when drawn": biased toward long games)."""
    out: dict[str, dict[str, dict[str, Any]]] = {d: {} for d in decks}
    for g, seat, d, cards in _seat_games(games):
        s = score(g, seat)
        for cid in decks[d]["main"]:
            row = out[d].setdefault(cid, {"games": 0, "seen": 0, "played": 0, "committed": 0,
                                          "seen_games": 0, "seen_wins": 0.0})
            c = cards.get(cid, {})
            seen = c.get("open", 0) + c.get("drawn", 0)
            row["games"] += 1
            row["seen"] += seen
            row["played"] += c.get("played", 0)
            row["committed"] += c.get("committed", 0)
            if seen:
                row["seen_games"] += 1
                row["seen_wins"] += s
    for rows in out.values():
        for row in rows.values():
            row["seen_rate"] = rate(row["seen_wins"], row["seen_games"])
    return out


def cost_tiers(games: list[dict[str, Any]], decks: dict[str, Decklist]) -> dict[str, dict[int, dict[str, Any]]]:
    """Per deck and cost: median own turn a card of that cost is first cast, and the share of seat-games
    where it happened at all."""
    cat = load_catalog()
    turns: dict[str, dict[int, list[int]]] = {d: defaultdict(list) for d in decks}
    total: dict[str, int] = defaultdict(int)
    for _g, _seat, d, cards in _seat_games(games):
        total[d] += 1
        first: dict[int, int] = {}
        for cid, c in cards.items():
            t = c.get("first_cast", 0)
            if t and cid in cat:
                cost = cat[cid].cost
                first[cost] = min(first.get(cost, t), t)
        for cost, t in first.items():
            turns[d][cost].append(t)
    out: dict[str, dict[int, dict[str, Any]]] = {}
    for d in decks:
        costs = sorted({cat[c].cost for c in decks[d]["main"] if c in cat})
        out[d] = {c: {"median": median(turns[d][c]) if turns[d][c] else None, "cast": len(turns[d][c]),
                      "games": total[d]} for c in costs}
    return out


def doctrine_vs_neutral(usage: dict[str, dict[str, dict[str, Any]]], effects: list[dict[str, Any]],
                        decks: dict[str, Decklist]) -> dict[str, dict[str, dict[str, Any]]]:
    """Per deck: doctrine cards against neutral cards: copies in the list, share played / committed
    when seen, mean opening-hand effect."""
    cat = load_catalog()
    eff = {(r["deck"], r["card"]): r["diff"] for r in effects}
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for d, rows in usage.items():
        groups: dict[str, dict[str, Any]] = {}
        for cid, row in rows.items():
            kind = "neutral" if cat[cid].doctrine == "neutra" else "doctrine"
            g = groups.setdefault(kind, {"copies": 0, "seen": 0, "played": 0, "committed": 0, "effects": []})
            g["copies"] += decks[d]["main"][cid]
            g["seen"] += row["seen"]
            g["played"] += row["played"]
            g["committed"] += row["committed"]
            if eff.get((d, cid)) is not None:
                g["effects"].append(eff[(d, cid)])
        for g in groups.values():
            g["played_share"] = g["played"] / g["seen"] if g["seen"] else None
            g["committed_share"] = g["committed"] / g["seen"] if g["seen"] else None
            g["mean_effect"] = sum(g["effects"]) / len(g["effects"]) if g["effects"] else None
            del g["effects"]
        out[d] = groups
    return out


# ---- the card data ----

def ability_value(d: CardDef) -> float:
    """Worth of a title's abilities as the agents' heuristics value them (card_value minus stats)."""
    from ..agents.heuristics import card_value
    if d.kind == "criatura":
        return card_value(d) - (0.9 * d.atk + 0.55 * d.res + 1.0 * d.exp)
    return card_value(d)


def stat_budget(cards: list[CardDef]) -> dict[str, Any]:
    """Least squares of cost on 1, ATQ, RES, EXP and ability value over the creatures; gap = cost - fit
    (positive: the card costs more than its stats suggest)."""
    cs = [c for c in cards if c.kind == "criatura"]
    if len(cs) < 6:
        return {"coef": None, "rows": [], "r2": None}
    X = [[1.0, c.atk, c.res, c.exp, ability_value(c)] for c in cs]
    y = [float(c.cost) for c in cs]
    b = least_squares(X, y)
    fit = [sum(bi * xi for bi, xi in zip(b, x)) for x in X]
    mean = sum(y) / len(y)
    ss_tot = sum((v - mean) ** 2 for v in y)
    ss_res = sum((v - f) ** 2 for v, f in zip(y, fit))
    rows = sorted(({"card": c.id, "cost": c.cost, "atk": c.atk, "res": c.res, "exp": c.exp,
                    "ability": round(ability_value(c), 2), "fit": f, "gap": c.cost - f}
                   for c, f in zip(cs, fit)), key=lambda r: r["gap"])
    return {"coef": dict(zip(("const", "atk", "res", "exp", "ability"), b)), "rows": rows,
            "r2": 1 - ss_res / ss_tot if ss_tot else None}


def _contains(big: tuple[Any, ...], small: tuple[Any, ...]) -> bool:
    rest = list(big)
    for ab in small:
        if ab in rest:
            rest.remove(ab)
        else:
            return False
    return True


def dominance(cards: list[CardDef]) -> list[dict[str, str]]:
    """Pairs (better, worse) of creatures or relics: no more cost, the same or better ATQ/RES/EXP, all the
    worse card's abilities, no stricter payment (same doctrine, or the better one neutral), not Única
    unless both are; and better somewhere."""
    out = []
    for a in cards:
        for b in cards:
            if a.id == b.id or a.kind != b.kind or a.kind not in ("criatura", "reliquia"):
                continue
            if a.doctrine != b.doctrine and a.doctrine != "neutra":
                continue
            if a.unique and not b.unique:
                continue
            if not (a.cost <= b.cost and a.atk >= b.atk and a.res >= b.res and a.exp >= b.exp):
                continue
            if not _contains(a.abilities, b.abilities):
                continue
            if (a.cost, a.atk, a.res, a.exp, len(a.abilities), a.doctrine, a.unique) == \
                    (b.cost, b.atk, b.res, b.exp, len(b.abilities), b.doctrine, b.unique):
                continue
            out.append({"better": a.id, "worse": b.id})
    return out


def relic_values(cards: list[CardDef]) -> list[dict[str, Any]]:
    """Relics: heuristic worth (bonuses + ability) per Essence, counting the 1 Essence to attach (R13.2)."""
    from ..agents.heuristics import card_value
    rows = [{"card": c.id, "cost": c.cost, "atk": c.atk, "res": c.res, "exp": c.exp, "value": card_value(c),
             "per_essence": card_value(c) / (c.cost + 1)} for c in cards if c.kind == "reliquia"]
    return sorted(rows, key=lambda r: -r["per_essence"])


def locations(games: list[dict[str, Any]], decks: dict[str, Decklist]) -> dict[str, Any]:
    """Per Location: attempts needed at EXP 1 and 2 with and without affinity (R9.5, its explore bonus
    included), reward value, completions per game it was available in, attempts per completion; per deck
    and Location: the share of the deck's creature copies with the favoured type."""
    from ..agents.heuristics import reward_value
    cat = load_catalog()
    titles = sorted({loc for d in decks.values() for loc in d["locations"] if loc in cat})
    avail: dict[str, int] = defaultdict(int)
    done: dict[str, int] = defaultdict(int)
    tries: dict[str, int] = defaultdict(int)
    for g in games:
        here = set(decks[g["decks"][0]]["locations"]) | set(decks[g["decks"][1]]["locations"])
        for loc in here:
            avail[loc] += 1
        for seat in (0, 1):
            for loc, row in g.get("locations", [{}, {}])[seat].items():
                done[loc] += row.get("completed", 0)
                tries[loc] += row.get("attempts", 0)
    rows = []
    for loc in titles:
        ld = cat[loc]
        bonus = next((ab.n for ab in ld.abilities if ab.type == "static" and ab.op == "explore_bonus"), 0)
        need = {f"exp{e}_{'aff' if a else 'plain'}": math.ceil(ld.difficulty / (e + a + bonus))
                for e in (1, 2) for a in (0, 1)}
        rows.append({"card": loc, "difficulty": ld.difficulty, "favored": ld.favored, "bonus": bonus, **need,
                     "reward": reward_value(ld), "games": avail[loc],
                     "per_game": done[loc] / avail[loc] if avail[loc] else None,
                     "attempts_per_completion": tries[loc] / done[loc] if done[loc] else None})
    coverage: dict[str, dict[str, float]] = {}
    for label, d in decks.items():
        creatures = [(cat[c], n) for c, n in d["main"].items() if c in cat and cat[c].kind == "criatura"]
        total = sum(n for _, n in creatures)
        coverage[label] = {loc: sum(n for c, n in creatures if cat[loc].favored in c.types()) / total
                           if total else 0.0 for loc in d["locations"] if loc in cat}
    return {"rows": rows, "coverage": coverage}


def deck_health(decks: dict[str, Decklist], openings: int, target: int = 6) -> dict[str, dict[str, Any]]:
    """Simulated openings per deck (play.simulate_openings): chance of a play on own turns 1-4 and of a
    hand locked by doctrine Essence (R6.3), with intervals."""
    from .play import simulate_openings
    out = {}
    games = max(1, openings // 2)
    for label, d in decks.items():
        r = simulate_openings(d, list(range(1, games + 1)), 4, target)
        n = r["openings"]
        out[label] = {"n": n, "can_play": [rate(k, n) for k in r["can_play"]],
                      "locked": [rate(k, n) for k in r["locked"]]}
    return out


# ---- before / after ----

def paired(before: list[dict[str, Any]], after: list[dict[str, Any]], decks: list[str]) -> dict[str, Any]:
    """Games matched on (agents, decks, seed): per deck and for the first player, the mean paired
    difference of score (after - before) with its 95 % interval; `changed` when the interval leaves 0."""

    def key(g: dict[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...], int]:
        return (tuple(g["agents"]), tuple(g["decks"]), g["seed"])
    old = {key(g): g for g in before}
    pairs = [(old[key(g)], g) for g in after if key(g) in old]
    per: dict[str, list[float]] = defaultdict(list)
    first: list[float] = []
    for b, a in pairs:
        first.append(score(a, a["first"]) - score(b, b["first"]))
        if a["decks"][0] == a["decks"][1]:
            continue
        for seat, d in enumerate(a["decks"]):
            per[d].append(score(a, seat) - score(b, seat))

    def summary(xs: list[float]) -> dict[str, Any]:
        mu, lo, hi = mean_ci(xs)
        return {"n": len(xs), "diff": mu, "lo": lo, "hi": hi, "changed": len(xs) > 1 and (lo > 0 or hi < 0),
                "few": len(xs) < MIN_GAMES}
    return {"matched": len(pairs), "unmatched": len(after) - len(pairs), "first": summary(first),
            "decks": {d: summary(per[d]) for d in decks}}
