"""What one seat of an EIDOLON match may see (docs/api.md, "The view"): the rival's hand and both deck
orders are absent (R16.7). The plumbing (api.Match.view) adds the log, the hash, undo and the seed."""

from __future__ import annotations

from typing import Any

from .actions import decision, legal_actions, unplayable
from .cards.model import DOCTRINES
from .codec import action_to_json
from .messages import action_message, payment, unplayable_message
from .responses import WINDOW_NAMES
from .state import HAND_LIMIT, PHASE_NAMES, Decision, State
from .stats import bearer_relic, stats


def _card(s: State, uid: int) -> dict[str, Any]:
    return {"uid": uid, "id": s.ids[uid]}


def decision_json(s: State, dec: Decision) -> dict[str, Any]:
    """The pending decision: seat, kind and its context (phase, window, slot, source, triggers, excess)."""
    seat, kind, data = dec
    ctx: dict[str, Any] = {}
    if kind == "main":
        ctx["phase"] = PHASE_NAMES[data]
    elif kind == "response":
        ctx["window"] = WINDOW_NAMES[data]
    elif kind == "pick":
        ctx["slot"], ctx["from_seat"] = data
    elif kind == "target":
        ctx["source"] = _card(s, data[0])
    elif kind == "order":
        ctx["triggers"] = [{"seat": t.controller, "source": _card(s, t.source)} for t in s.trigger_batches[-1]]
    elif kind == "discard":
        ctx["excess"] = len(s.players[seat].hand) - HAND_LIMIT          # R12.2
    return {"seat": seat, "kind": kind, "context": ctx}


def _player(s: State, i: int, seat: int) -> dict[str, Any]:
    p = s.players[i]
    creatures = []
    for c in p.creatures:
        a, r, e = stats(s, c)
        rel = bearer_relic(s, c)
        creatures.append({"uid": c, "id": s.ids[c], "exhausted": bool(s.exhausted[c]), "fresh": bool(s.fresh[c]),
                          "damage": s.damage[c], "atk": a, "res": r, "exp": e,
                          "equipped_with": rel if rel >= 0 else None})
    pj: dict[str, Any] = {
        "seat": i,
        "desbravador": {"uid": p.desbravador, "id": s.ids[p.desbravador], "vitalidade": p.vitalidade, "max": p.vitalidade_max},
        "hand_count": len(p.hand), "deck_count": len(p.deck),
        "discard": [_card(s, u) for u in p.discard], "committed": [_card(s, u) for u in p.committed],
        "creatures": creatures,
        "relics": [{"uid": r, "id": s.ids[r], "exhausted": bool(s.exhausted[r]),
                    "attached_to": s.attached_to[r] if s.attached_to[r] >= 0 else None} for r in p.relics],
        "essence": dict(zip(DOCTRINES, p.essence)), "vestigios": p.vestigios,
        "connected": [_card(s, u) for u in p.connected], "reserve_count": len(p.reserve),
        "explore_credits": p.credits + p.extra_credits, "fatigue": p.fatigue,
    }
    if i == seat:
        pj["hand"] = [_card(s, u) for u in p.hand]
        pj["reserve"] = [_card(s, u) for u in p.reserve]
    return pj


def view(s: State, seat: int) -> dict[str, Any]:
    """The table as `seat` sees it; the offered actions (with labels and payments) when `seat` decides."""
    dec = decision(s)
    c = s.contest
    contest = None if c is None else {
        "kind": ("explore", "attack")[c.kind], "actor": c.actor, "side": c.side,
        "location": c.location if c.location >= 0 else None,
        "interceptor": c.interceptor if c.interceptor >= 0 else None, "withdrawn": bool(c.withdrawn),
        "responded": [bool(c.responded[0]), bool(c.responded[1])]}
    out: dict[str, Any] = {
        "version": 1, "turn": s.turn, "active": s.active, "first": s.first, "phase": PHASE_NAMES[s.phase],
        "status": "over" if s.result is not None else "playing",
        "result": None if s.result is None else {"winner": s.result.winner if s.result.winner >= 0 else None,
                                                 "reason": s.result.reason},
        "location_target": s.location_target,
        "decision": None if dec is None else decision_json(s, dec),
        "players": [_player(s, i, seat) for i in range(len(s.players))],
        "ermo": [{"slot": i, "card": _card(s, u) if u >= 0 else None, "progress": s.progress[i][:]}
                 for i, u in enumerate(s.ermo)],
        "contest": contest,
    }
    if dec is not None and dec[0] == seat:
        acts = []
        for a in legal_actions(s):
            aj = action_to_json(a)
            aj["label"] = action_message(s, a)
            pay = payment(s, a)
            if pay:
                aj["payment"] = pay
            acts.append(aj)
        out["actions"] = acts
        out["unplayable"] = [{"card": u, "reason": unplayable_message(s, u, k)} for u, k in unplayable(s, seat)]
    return out
