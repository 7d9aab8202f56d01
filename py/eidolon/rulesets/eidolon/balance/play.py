"""The balance lab's only coupling to the rules core: play one seeded game and read what happened.

A game is set up and played through the public `Match` (api.py); agents see the same
`SeatObservation` as in sim.py. Per-card figures come from the match's log entries
(keys of messages.LOG: "turn", "draw", "commit", "play", "respond", "explore",
"progress", "complete") and the public view (opening hands, result), not from counters
added to the engine. Every point where this package touches the rules core is in this
module: `Match`, `legal_actions`, `unplayable`, `can_pay`, and the state's log and
uid -> title tables.

Simulated openings (deck health) also run through `Match`: each seat follows the greedy
rule-based policy in its own turns while the view says which hand cards are playable
and why not (the engine's own reasons and R6.3 payment rule, `unplayable` and `can_pay`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, TypedDict

from ....api import Match
from ....sim import SeatObservation, agent_factory
from ..actions import legal_actions, unplayable
from ..cards.model import DOCTRINE_INDEX
from ..state import State
from ..stats import can_pay

MAX_DECISIONS = 20000


@lru_cache(maxsize=1)
def code_version() -> str:
    """A fingerprint of the code and data that decide how games go (every module and data file of the
    package but this lab and the UI strings): results files record it, and resuming needs the same."""
    import hashlib
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]      # the eidolon package
    h = hashlib.sha256()
    for f in sorted(root.rglob("*")):
        rel = f.relative_to(root).as_posix()
        lab_or_words = rel.startswith(("rulesets/eidolon/balance/", "i18n/"))
        if f.suffix in (".py", ".json") and not lab_or_words and "__pycache__" not in rel:
            h.update(rel.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:16]
NULL_ACTIONS = ("end_phase", "pass_window", "let_pass")


class Decklist(TypedDict):
    """A deck as tournaments play it and results files record it (its copies by title)."""

    name: str
    desbravador: str
    main: dict[str, int]
    locations: list[str]


def eidolon_state(m: Match) -> State:
    """The EIDOLON state of a lab match (the lab plays EIDOLON configs only: `config` names no ruleset)."""
    s = m.state
    assert isinstance(s, State)
    return s


def config(seed: int, decks: tuple[Decklist, Decklist], target: int) -> dict[str, Any]:
    """A match config for two decklists ({"desbravador", "main": {id: n}, "locations"})."""
    players = [{"desbravador": d["desbravador"], "deck": [c for c, n in d["main"].items() for _ in range(n)],
                "locations": list(d["locations"])} for d in decks]
    return {"seed": seed, "players": players, "options": {"location_target": target}}


def _hand(m: Match, seat: int) -> list[str]:
    return [c["id"] for c in m.view(seat)["players"][seat]["hand"]]


def play_game(seed: int, decks: tuple[Decklist, Decklist], agents: tuple[str, str],
              target: int = 6) -> dict[str, Any]:
    """One seeded game; agent seeds are seed*2+1 and seed*2+2 (seat 0, seat 1) as in sim.selfplay."""
    m = Match.new(config(seed, decks, target))
    opening = [_hand(m, 0), _hand(m, 1)]
    players = [agent_factory(agents[k])(seed * 2 + 1 + k) for k in (0, 1)]
    n = 0
    while True:
        dec = m.decision()
        if dec is None:
            break
        seat = dec["seat"]
        legal = legal_actions(eidolon_state(m))
        m.apply(players[seat].choose(SeatObservation(m.state, seat, legal)))
        n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"seed {seed}: game did not end after {MAX_DECISIONS} decisions")
    result = m.view(0)["result"]
    out = read_log(m, opening)
    winner = result["winner"]
    out.update({"first": m.view(0)["first"], "winner": -1 if winner is None else winner,
                "reason": result["reason"], "turns": m.view(0)["turn"], "decisions": n, "hash": m.state_hash()})
    return out


def _card_row(rows: dict[str, dict[str, int]], cid: str) -> dict[str, int]:
    """Counters of one title for one seat (zero counters are left out of the results file)."""
    row = rows.get(cid)
    if row is None:
        row = rows[cid] = {"open": 0, "drawn": 0, "played": 0, "committed": 0, "first_cast": 0}
    return row


def read_log(m: Match, opening: list[list[str]]) -> dict[str, Any]:
    """Per seat and title: copies in the opening hand, drawn later, played, committed, own turn of the
    first cast (absent: never); per seat and Location title: attempts, successful attempts, completions."""
    s = eidolon_state(m)
    ids = s.ids
    cards: list[dict[str, dict[str, int]]] = [{}, {}]
    locs: list[dict[str, dict[str, int]]] = [{}, {}]
    for seat in (0, 1):
        for cid in opening[seat]:
            _card_row(cards[seat], cid)["open"] += 1
    own_turn = [0, 0]
    for e in s.log or ():
        key = e[0]
        if key == "turn":
            own_turn[e[1]] += 1
        elif key == "draw":
            _card_row(cards[e[1]], ids[e[2]])["drawn"] += 1
        elif key == "commit":
            _card_row(cards[e[1]], ids[e[2]])["committed"] += 1
        elif key == "play" or (key == "respond" and s.defs[e[2]].kind == "estratagema"):
            row = _card_row(cards[e[1]], ids[e[2]])
            row["played"] += 1
            if not row["first_cast"]:
                row["first_cast"] = max(1, own_turn[e[1]])
        elif key in ("explore", "progress", "complete"):
            loc = e[2] if key == "complete" else e[3]
            row = locs[e[1]].setdefault(ids[loc], {"attempts": 0, "progress": 0, "completed": 0})
            if key == "explore":
                row["attempts"] += 1
            elif key == "progress":
                row["progress"] += 1
            else:
                row["completed"] += 1
    cards = [{cid: {k: v for k, v in row.items() if v} for cid, row in sorted(c.items())} for c in cards]
    return {"cards": cards,
            "locations": [dict(sorted(x.items())) for x in locs], "own_turns": own_turn}


# ---- simulated openings (deck health) ----

def _lowest_null(actions: list[tuple[Any, ...]]) -> int:
    for i, a in enumerate(actions):
        if a[0] in NULL_ACTIONS:
            return i
    return 0


def _playability(m: Match, seat: int) -> tuple[bool, bool]:
    """At the start of Planejamento: (some hand card can be played this turn, counting one commitment;
    the hand is locked by doctrine: no play although the Essence amount would cover a card's cost)."""
    view = m.view(seat)
    me = view["players"][seat]
    if any(a["type"] == "play" for a in view["actions"]):
        return True, False
    hand = [c["uid"] for c in me["hand"]]
    why = dict(unplayable(eidolon_state(m), seat))                 # reason keys ("essence", "no_target", ...)
    ess = [me["essence"][d] for d in ("ordem", "ruina", "conhecimento", "instinto", "neutra")]
    s = eidolon_state(m)
    defs = {u: s.defs[u] for u in hand}
    could = False
    locked = False
    for u in hand:
        if why.get(u) != "essence":
            continue
        d = defs[u]
        for c in hand:
            if c == u:
                continue
            more = ess[:]
            more[DOCTRINE_INDEX[defs[c].doctrine]] += 1
            if can_pay(more, DOCTRINE_INDEX[d.doctrine], d.cost):
                could = True
        if sum(ess) + 1 >= d.cost:
            locked = True
    return could, (locked and not could)


def simulate_openings(deck: Decklist, seeds: list[int], turns: int = 4, target: int = 6) -> dict[str, Any]:
    """Deal seeded games of the deck against itself; both seats play their own turns with the greedy
    rule-based policy. Per own turn 1..turns: how many openings could play a card, and how many had
    a hand locked by doctrine Essence (R6.3). Each game gives two openings (first and second seat)."""
    import random

    from ..agents.heuristics import Policy
    policy = Policy()
    rng = random.Random(0)
    can = [0] * turns
    locked = [0] * turns
    for seed in seeds:
        m = Match.new(config(seed, (deck, deck), target))
        measured: set[int] = set()               # global turn numbers already looked at
        while True:
            dec = m.decision()
            if dec is None or len(measured) >= 2 * turns:
                break
            seat = dec["seat"]
            legal = legal_actions(eidolon_state(m))
            phase = dec["context"].get("phase") if dec["kind"] == "main" else None
            if phase == "planejamento" and m.state.turn not in measured:
                own = (m.state.turn + 1) // 2          # turns alternate: own turn k is global 2k-1 or 2k
                measured.add(m.state.turn)
                ok, lock = _playability(m, seat)
                can[own - 1] += ok
                locked[own - 1] += lock
            if phase in ("planejamento", "reorganizacao"):
                i = policy.choose(eidolon_state(m), legal, rng)
            else:
                i = _lowest_null(legal)
            m.apply(i)
    return {"openings": 2 * len(seeds), "can_play": can, "locked": locked}
