"""Positions: a complete, versioned JSON snapshot of a state (like a chess FEN), and the state hash."""

from __future__ import annotations

from typing import Any

from ...cards.model import CardDef
from ...core.errors import PositionError
from ...core.posjson import fields, ints, is_int, json_hash, lists, need, one_int, shown, tuples, uid_key
from .setup import TARGET_RANGE
from .state import (
    MAX_EXTRA_CREDITS,
    PHASE_NAMES,
    PLAYER_DEFAULTS,
    ZONES,
    Contest,
    Decision,
    Duration,
    Modifier,
    Phase,
    Player,
    Result,
    State,
    Trigger,
)
from .steps import STEP_TYPES, Step, step_from_json, step_to_json

FORMAT = "eidolon-position"
VERSION = 2            # 2: names its ruleset ("ruleset": "eidolon"); version 1 has no name
RULESET = "eidolon"


def to_json(s: State) -> dict[str, Any]:
    """The whole state as plain JSON values."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": RULESET,
        "cards": [[cid, o] for cid, o in zip(s.ids, s.owner)],
        "players": [p.to_json() for p in s.players],
        "exhausted": [u for u, v in enumerate(s.exhausted) if v],
        "fresh": [u for u, v in enumerate(s.fresh) if v],
        "damage": {str(u): v for u, v in enumerate(s.damage) if v},
        "attached": {str(u): v for u, v in enumerate(s.attached_to) if v >= 0},
        "ermo": s.ermo[:],
        "progress": [p[:] for p in s.progress],
        "phase": PHASE_NAMES[s.phase],
        "active": s.active,
        "turn": s.turn,
        "first": s.first,
        "rng": format(s.rng, "016x"),            # a string: JavaScript numbers lose digits past 2**53
        "pending": lists(s.pending),
        "queue": [step_to_json(q) for q in s.queue],
        "triggers": lists(s.trigger_batches),
        "contest": s.contest.to_json() if s.contest is not None else None,
        "mods": lists(s.modifiers),
        "once": {str(k): v for k, v in s.once_used.items()},
        "result": lists(s.result),
        "options": {"location_target": s.location_target, "always_ask": s.always_ask},
    }


def state_hash(s: State) -> str:
    """16 hex digits identifying the state (equal states, equal hashes)."""
    return json_hash(to_json(s))


# ---- loading: every field present and known, every value in a documented range (docs/positions.md) ----

MAX_CARDS = 2000              # card instances (two decks of at most 4 copies per title, R3.1)
MAX_TURN = 100_000            # turn, turns, fall_turn and once values
MAX_VITALIDADE = 999          # vit_max; vit lies in 1..vit_max while the game runs
MIN_VITALIDADE = -9_999       # vit once the game is over (fatigue and damage can go below zero)
MAX_COUNTER = 999             # each Essence pile, Vestígios, fatigue
MAX_PROGRESS = 99             # progress per slot and seat
MAX_DAMAGE = 99               # marked damage on a creature
MAX_MODIFIER = 99             # |atk|, |res|, |exp| of one temporary modifier
MAX_LIST = 256                # entries of mods, queue and triggers (all batches together)
TOP_FIELDS = ("format", "version", "ruleset", "cards", "players", "exhausted", "fresh", "damage", "attached", "ermo",
              "progress", "phase", "active", "turn", "first", "rng", "pending", "queue", "triggers", "contest",
              "mods", "once", "result", "options")
PLAYER_FIELDS = ZONES + ("ess", "vest", "vit", "vit_max", "fatigue", "credits", "extra", "committed_now", "turns",
                         "desb", "fall_turn")
OPTION_FIELDS = ("location_target", "always_ask")
















# The values of each automatic step (see flow.STEPS) as (low, high) ranges; "uid": a card uid, "target":
# a uid or -1 (no target). A step not listed here is refused.
_UID, _TARGET = "uid", "target"
STEP_ARGS: dict[str, tuple[str | tuple[int, int], ...]] = {
    "setup_pick": ((0, 1), (0, 2)), "begin_turn": (), "draw_step": (), "to_phase": ((0, len(PHASE_NAMES) - 1),),
    "final": (), "final_discard": (), "next_turn": (), "triggers": (), "ability": ((0, 1), _UID, (0, 99), _TARGET),
    "window": ((0, 1), (0, 1)), "intercept": (), "fight": (), "progress": (), "contest_triggers": (),
    "attack_damage": (), "end_action": (), "close": (), "replace": ((0, 2), (0, 1)), "victory": (),
}
PENDING_KINDS = ("pick", "intercept", "response", "order", "target", "discard")
RESULT_REASONS = ("convergencia", "ruptura", "draw")


def _check_ability(s: State, src: int, idx: int, what: str) -> None:
    need(0 <= src < len(s.ids) and 0 <= idx < len(s.defs[src].abilities), f"{what}: no such ability")


def _step(s: State, x: Any) -> Step:
    need(isinstance(x, list) and len(x) > 0 and isinstance(x[0], str) and x[0] in STEP_TYPES and x[0] in STEP_ARGS,
          f"unknown automatic step {shown(x)}")
    args = ints(x[1:], f"step {x[0]!r}")
    spec = STEP_ARGS[x[0]]
    need(len(args) == len(spec), f"step {x[0]!r}: wrong number of values")
    n = len(s.ids)
    for v, r in zip(args, spec):
        lo, hi = r if isinstance(r, tuple) else (0, n - 1) if r == _UID else (-1, n - 1)
        one_int(v, f"step {x[0]!r}", lo, hi)
    if x[0] == "ability":
        _check_ability(s, args[1], args[2], "ability step")
    return step_from_json(x[0], args)


def _pending(s: State, x: Any) -> Decision | None:
    if x is None:
        return None
    need(isinstance(x, list) and len(x) == 3, "pending must be [seat, kind, data]")
    seat, kind, data = x
    one_int(seat, "pending seat", 0, 1)
    need(isinstance(kind, str) and kind in PENDING_KINDS, f"unknown pending decision {shown(kind)}")
    n = len(s.ids)
    if kind in ("intercept", "response"):
        need(s.contest is not None, f"{kind} decision without an attack or exploration")
    if kind == "pick":
        ints(data, "pick decision", 0, 2, size=2)
        need(data[1] <= 1, "pick decision: bad seat")
    elif kind == "response":
        one_int(data, "response window", 0, 1)
    elif kind == "target":
        need(isinstance(data, list) and len(data) == 3, "target decision must be [source, ability, targets]")
        _check_ability(s, one_int(data[0], "target source", 0, n - 1), one_int(data[1], "target ability", 0, 99),
                       "target decision")
        ints(data[2], "target options", 0, n - 1, most=n)
    else:
        need(data is None, f"{kind} decision takes no data")
    return Decision(seat, kind, tuples(data))


def _check_players(s: State) -> None:
    """R1.2 / R5.3: counters within their documented ranges; Vitalidade 1..max while the game runs."""
    low = 1 if s.result is None else MIN_VITALIDADE
    for i, p in enumerate(s.players):
        one_int(p.vitalidade_max, f"player {i} vit_max", 1, MAX_VITALIDADE)
        one_int(p.vitalidade, f"player {i} Vitalidade" + (" (the game is not over)" if s.result is None else ""), low,
             p.vitalidade_max)
        ints(p.essence, f"player {i} Essence", 0, MAX_COUNTER, size=5)
        one_int(p.vestigios, f"player {i} vest", 0, MAX_COUNTER)
        one_int(p.fatigue, f"player {i} fatigue", 0, MAX_COUNTER)
        one_int(p.credits, f"player {i} credits", 0, 1)
        one_int(p.extra_credits, f"player {i} extra", 0, MAX_EXTRA_CREDITS)
        one_int(p.committed_this_turn, f"player {i} committed_now", 0, 1)
        one_int(p.turns, f"player {i} turns", 0, MAX_TURN)
        one_int(p.fall_turn, f"player {i} fall_turn", 0, s.turn)


def _check_marks(s: State) -> None:
    """No exhaustion off the field, and no damage, recém-jogada mark or modifier on a card that is not a
    creature in play (R7.3: damage and modifiers go with the card when it leaves)."""
    creatures = {c for p in s.players for c in p.creatures}
    in_play = creatures | {x for p in s.players for x in p.relics} | {p.desbravador for p in s.players}
    need(all(u in in_play for u, v in enumerate(s.exhausted) if v), "an exhausted card is not in play")
    need(all(u in creatures for u, v in enumerate(s.fresh) if v), "a recém-jogada card is not a creature in play")
    need(all(u in creatures for u, v in enumerate(s.damage) if v), "damage on a card that is not a creature in play")
    need(all(m[0] in creatures for m in s.modifiers), "a modifier on a card that is not a creature in play")


def _check_state(s: State) -> None:
    """Ranges and the zone invariants (kinds, owners, limits, attachments) of a loaded state."""
    from .invariants import violations

    _check_players(s)
    _check_marks(s)
    bad = violations(s, dynamic=False)
    need(not bad, "; ".join(bad))
    if s.result is None:
        from .actions import legal_actions

        need(bool(legal_actions(s)), "the player to decide has no legal action")


def from_json(data: Any, catalog: dict[str, CardDef]) -> State:
    """Build a state from a position, checking that it is whole and consistent."""
    need(isinstance(data, dict), "a position is a JSON object")
    need(data.get("format") == FORMAT, f"not a position (format must be {FORMAT!r})")
    v = data.get("version")
    need(is_int(v), "position version missing")
    need(v <= VERSION, f"position version {v} is newer than this program supports ({VERSION})")
    need(v >= 1, f"unknown position version {v}")
    fields(data, TOP_FIELDS, "position", optional=() if v >= 2 else ("ruleset",))   # version 1: no name
    if "ruleset" in data:
        need(data["ruleset"] == RULESET, f"not an {RULESET} position (ruleset {shown(data['ruleset'])})")
    try:
        s = State()
        cards = data["cards"]
        need(isinstance(cards, list) and all(isinstance(c, list) and len(c) == 2 for c in cards), "bad cards list")
        need(0 < len(cards) <= MAX_CARDS, f"a position has 1 to {MAX_CARDS} cards")
        for cid, o in cards:
            need(isinstance(cid, str) and cid in catalog, f"unknown card id {shown(cid)}")
            need(is_int(o) and o in (0, 1), f"bad owner for {cid!r}")
        n = len(cards)
        s.ids = tuple(c[0] for c in cards)
        s.owner = tuple(c[1] for c in cards)
        s.defs = tuple(catalog[c] for c in s.ids)
        need(isinstance(data["players"], list) and len(data["players"]) == 2, "two players needed")
        for i, p in enumerate(data["players"]):
            fields(p, PLAYER_FIELDS, f"player {i}", optional=tuple(PLAYER_DEFAULTS))
            for k in PLAYER_FIELDS:
                if k in ZONES:
                    ints(p[k], f"player {i} {k}", 0, n - 1, most=n)
                elif k == "ess":
                    ints(p[k], f"player {i} Essence", 0, MAX_COUNTER, size=5)
                else:
                    one_int(p.get(k, PLAYER_DEFAULTS.get(k)), f"player {i} {k}", -(2 ** 53) + 1, 2 ** 53 - 1)
            one_int(p["desb"], f"player {i} desb", 0, n - 1)
        s.players = [Player.from_json(p) for p in data["players"]]
        s.ermo = ints(data["ermo"], "the Ermo", -1, n - 1, size=3)[:]
        seen: list[int] = []
        for p in s.players:
            for zone in p.zones():
                seen.extend(zone)
            seen.append(p.desbravador)
        seen.extend(u for u in s.ermo if u >= 0)
        need(sorted(seen) == list(range(n)), "every card must be in exactly one zone")
        s.exhausted = [0] * n
        s.fresh = [0] * n
        s.damage = [0] * n
        s.attached_to = [-1] * n
        for u in ints(data["exhausted"], "exhausted", 0, n - 1, most=n):
            s.exhausted[u] = 1
        for u in ints(data["fresh"], "fresh", 0, n - 1, most=n):
            s.fresh[u] = 1
        need(isinstance(data["damage"], dict) and isinstance(data["attached"], dict), "bad damage or attachments")
        for u, d in data["damage"].items():
            s.damage[uid_key(u, "damaged card", n)] = one_int(d, "damage", 0, MAX_DAMAGE)
        for u, b in data["attached"].items():
            s.attached_to[uid_key(u, "attached relic", n)] = one_int(b, "relic bearer", 0, n - 1)
        progress = data["progress"]
        need(isinstance(progress, list) and len(progress) == 3, "progress needs three slots")
        s.progress = [ints(x, "progress", 0, MAX_PROGRESS, size=2)[:] for x in progress]
        need(isinstance(data["phase"], str) and data["phase"] in PHASE_NAMES,
              f"unknown phase {shown(data['phase'])}")
        s.phase = Phase(PHASE_NAMES.index(data["phase"]))
        s.active = one_int(data["active"], "active seat", 0, 1)
        s.turn = one_int(data["turn"], "turn", 0, MAX_TURN)
        s.first = one_int(data["first"], "first seat", 0, 1)
        rng = data["rng"]
        if isinstance(rng, str):
            need(0 < len(rng) <= 16 and all(ch in "0123456789abcdef" for ch in rng),
                  "generator state must be up to 16 hex digits")
            s.rng = int(rng, 16)
        else:
            s.rng = one_int(rng, "generator state", 0, 2 ** 53 - 1)
        need(isinstance(data["queue"], list) and len(data["queue"]) <= MAX_LIST,
              f"queue must be a list of at most {MAX_LIST} steps")
        s.queue = [_step(s, q) for q in data["queue"]]
        need(isinstance(data["triggers"], list) and all(isinstance(b, list) for b in data["triggers"]),
              "triggers must be a list of batches")
        need(sum(len(b) for b in data["triggers"]) <= MAX_LIST, f"triggers: more than {MAX_LIST} entries")
        for b in data["triggers"]:
            for t in b:
                ints(t, "trigger", size=3)
                one_int(t[0], "trigger controller", 0, 1)
                _check_ability(s, t[1], t[2], "trigger")
        s.trigger_batches = [[Trigger(t[0], t[1], t[2]) for t in b] for b in data["triggers"]]
        c = data["contest"]
        if c is not None:
            ints(c, "contest", -1, n - 1, size=10)
            need(c[0] in (0, 1) and c[1] >= 0 and c[4] in (0, 1) and c[2] <= 2 and all(x in (0, 1) for x in c[6:]),
                  "bad contest")
        s.contest = Contest.from_json(c) if c is not None else None
        s.pending = _pending(s, data["pending"])
        need(isinstance(data["mods"], list) and len(data["mods"]) <= MAX_LIST,
              f"mods must be a list of at most {MAX_LIST} modifiers")
        for m in data["mods"]:
            ints(m, "modifier", size=5)
            need(0 <= m[0] < n and 0 <= m[4] <= 2 and all(abs(x) <= MAX_MODIFIER for x in m[1:4]), "bad modifier")
        s.modifiers = [Modifier(m[0], m[1], m[2], m[3], Duration(m[4])) for m in data["mods"]]
        need(isinstance(data["once"], dict), "once must be an object")
        s.once_used = {uid_key(k, "once card", n): one_int(v, "once turn", 0, s.turn) for k, v in data["once"].items()}
        r = data["result"]
        need(r is None or isinstance(r, list) and len(r) == 2 and is_int(r[0]) and r[0] in (-1, 0, 1)
              and isinstance(r[1], str) and r[1] in RESULT_REASONS, "bad result")
        s.result = Result(r[0], r[1]) if r is not None else None
        opts = data["options"]
        fields(opts, OPTION_FIELDS, "options")
        s.location_target = one_int(opts["location_target"], "location target", *TARGET_RANGE)
        need(isinstance(opts["always_ask"], bool), "always_ask must be true or false")
        s.always_ask = opts["always_ask"]
        _check_state(s)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise PositionError("malformed position: a value has the wrong shape", f"{type(e).__name__}: {e}") from None
    return s
