"""Archon rule tests set up from positions: a table is written as a position (JSON), loaded through the
ruleset's checked reader, then played through `apply` with the offered actions."""

from __future__ import annotations

from typing import Any

from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import LISTS, Action, ArchonState, Verb

HOUSES = (["mare", "cinza", "vereda"], ["cinza", "vereda", "engrenagem"])


class Table:
    """uids by (seat, card id, copy number); `s` the loaded state."""

    def __init__(self, s: ArchonState, uids: dict[tuple[int, str, int], int]) -> None:
        self.s = s
        self.uids = uids

    def u(self, seat: int, cid: str, copy: int = 0) -> int:
        return self.uids[(seat, cid, copy)]

    def actions(self) -> list[Action]:
        return ARCHON.legal_actions(self.s)

    def do(self, verb: Verb, card: int = -1, target: int = -1, pos: int = -1) -> None:
        a = Action(verb, card, target, pos)
        assert a in self.actions(), (a, self.actions())
        ARCHON.apply(self.s, a)

    def offered(self, verb: Verb) -> list[Action]:
        return [a for a in self.actions() if a.verb == verb]

    def log_keys(self) -> list[str]:
        return [e.key for e in self.s.log or []]


def table(p0: dict[str, list[str]] | None = None, p1: dict[str, list[str]] | None = None, *, house: str = "cinza",
          active: int = 0, turn: int = 3, step: str = "main", amber: tuple[int, int] = (0, 0),
          keys: tuple[int, int] = (0, 0), chains: tuple[int, int] = (0, 0), status: dict[str, Any] | None = None,
          extra: dict[str, Any] | None = None, houses: tuple[list[str], list[str]] = HOUSES) -> Table:
    """A position with these zones (card ids per zone, deck top last) and counters, loaded and checked.
    `status` maps "seat:card[:copy]" to a card's status fields (damage, exhausted, ...); `houses` the two
    identity cards' houses (K1)."""
    ids: list[str] = []
    owner: list[int] = []
    uids: dict[tuple[int, str, int], int] = {}
    players = []
    for seat, zones in enumerate((p0 or {}, p1 or {})):
        bad = set(zones) - set(LISTS)
        assert not bad, bad
        pj: dict[str, Any] = {"name": {"pt": f"J{seat + 1}", "en": f"P{seat + 1}"}, "houses": houses[seat],
                              "amber": amber[seat], "keys": keys[seat], "chains": chains[seat]}
        for z in LISTS:
            lst = []
            for cid in zones.get(z, []):
                u = len(ids)
                ids.append(cid)
                owner.append(seat)
                k = 0
                while (seat, cid, k) in uids:
                    k += 1
                uids[(seat, cid, k)] = u
                lst.append(u)
            pj[z] = lst
        players.append(pj)
    st: dict[str, Any] = {}
    for ref, fields in (status or {}).items():
        seat, cid, *rest = ref.split(":")
        u = uids[(int(seat), cid, int(rest[0]) if rest else 0)]
        st[str(u)] = {k: uids[(int(v.split(":")[0]), v.split(":")[1], 0)] if k == "host" else v
                      for k, v in fields.items()}
    pos: dict[str, Any] = {
        "format": "eidolon-position", "version": 2, "ruleset": "archon", "cards": ids, "owner": owner,
        "players": players, "resolving": [], "status": st, "marked": [], "stack": [], "queue": [], "choice": None,
        "active": active, "first": 0, "turn": turn, "step": step, "mull": 2, "house": house if step == "main" else None,
        "plays": {}, "step_acts": 0, "hand_acts": 0, "omega": False, "cost_this": 0, "cost_next": [0, 0],
        "result": None, "rng": "12345"}
    pos.update(extra or {})
    s = position_from_json(pos)
    assert ARCHON.state_hash(position_from_json(position_to_json(s))) == ARCHON.state_hash(s)
    s.log = []
    return Table(s, uids)
