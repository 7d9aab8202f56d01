"""Invariants of a reachable Archon state, in words (self-play's --check and the property sweep)."""

from __future__ import annotations

from .board import card
from .state import KEYS_TO_WIN, LIST_ZONE, LISTS, ArchonState, Step, Zone


def violations(s: ArchonState) -> list[str]:
    out: list[str] = []
    n = len(s.ids)
    seen = [0] * n
    for seat, p in enumerate(s.players):
        if p.amber < 0:
            out.append(f"player {seat + 1} has negative Æmber")
        if not 0 <= p.keys <= KEYS_TO_WIN:
            out.append(f"player {seat + 1} has {p.keys} keys")
        if p.keys >= KEYS_TO_WIN and s.result is None:
            out.append(f"player {seat + 1} has 3 keys and the game goes on")
        for z in LISTS:
            for u in p.zone_list(LIST_ZONE[z]):
                seen[u] += 1
                if s.zone[u] != LIST_ZONE[z]:
                    out.append(f"card {u} is listed in {z} but its zone is {s.zone[u].name}")
                if z in ("line", "artifacts") and s.ctrl[u] != seat:
                    out.append(f"card {u} is in player {seat + 1}'s {z} under the other's control")
                if z not in ("line", "artifacts", "archives") and s.owner[u] != seat:   # K65: archived by an effect
                    out.append(f"card {u} is in a {z} of the player who does not own it")
        for u in p.line:
            if card(s, u).type != "creature":
                out.append(f"card {u} in a battleline is not a creature")
    for u in range(n):
        if s.zone[u] == Zone.UPGRADE:
            seen[u] += 1
            if s.host[u] < 0 or s.zone[s.host[u]] != Zone.LINE:
                out.append(f"upgrade {u} has no host in play")
        elif s.zone[u] == Zone.RESOLVING:
            seen[u] += 1
        if s.held[u] < 0 or s.damage[u] < 0:
            out.append(f"card {u} has negative counters")
        if s.zone[u] not in (Zone.LINE, Zone.ARTIFACTS, Zone.UPGRADE) and (s.held[u] or s.damage[u] or s.stun[u] or s.fuse[u]
                                                                         or s.ward[u] or s.shield[u]):
            out.append(f"card {u} out of play keeps counters")
    out += [f"card {u} is in {k} places" for u, k in enumerate(seen) if k != 1]
    out += [f"a lasting effect names card {x.uid}, not in a battleline" for x in s.lasting
            if x.uid >= 0 and s.zone[x.uid] != Zone.LINE                    # K37, K60; a copy also on an artifact
            and not (x.op == "copy" and s.zone[x.uid] in (Zone.ARTIFACTS, Zone.RESOLVING))    # or resolving action
            and not (x.op == "copy" and any(r.source == x.uid for r in s.reactions))]      # or its copied reaction
    if s.result is not None and s.step != Step.OVER:
        out.append("the game is over but not at step over")
    if s.result is not None and s.result[1] == "keys" and s.players[s.result[0]].keys != KEYS_TO_WIN:
        out.append("a keys win without the third key")
    return out
