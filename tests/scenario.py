"""Build test positions from a compact description, then load them through the public API.

    m = scenario(
        p0={"creatures": ["guarda-da-ponte", {"id": "lobo-do-ermo", "fresh": True}],
            "hand": ["caminho-oculto"], "essence": {"conhecimento": 1}, "vestigios": 1},
        p1={"creatures": ["urso-anciao"]},
        ermo=["ponte-partida", "bosque-dos-ecos", "mercado-esquecido"],
        phase="exploracao", active=0)
    uid = m.uid(0, "creatures", 0)      # uid of seat 0's first creature

Creatures accept "exhausted", "fresh", "damage"; relics accept "exhausted" and
"attached_to" (index into the same seat's creatures). Zones not given are empty,
except the deck, which gets `deck_fill` filler cards so draws work.
"""

from __future__ import annotations

from typing import Any

from eidolon.api import Match
from eidolon.rulesets.eidolon.cards.model import DOCTRINES

ZONES = ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected")
FILLER = "batedor-de-estrada"


class ScenarioMatch(Match):
    """A Match with helpers to find card instances by zone."""

    def uid(self, seat: int, zone: str, index: int) -> int:
        return getattr(self.state.players[seat], zone)[index]

    def slot_uid(self, slot: int) -> int:
        return self.state.ermo[slot]

    def act(self, **action: Any) -> None:
        """Apply an action given as keyword fields, e.g. act(type="explore", card=3, target=70)."""
        self.apply(action)

    def offered(self, type_: str) -> list[dict[str, Any]]:
        return [a for a in self.actions() if a["type"] == type_]


def scenario(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, ermo: list[str] | None = None,
             phase: str = "planejamento", active: int = 0, turn: int = 5, target: int = 6,
             always_ask: bool = False, deck_fill: int = 10, progress: list[list[int]] | None = None,
             pending: Any = None, queue: list[Any] | None = None, first: int = 0) -> ScenarioMatch:
    """A position built from the description, loaded with Match.from_position."""
    cards: list[list[Any]] = []

    def add(cid: str, owner: int) -> int:
        cards.append([cid, owner])
        return len(cards) - 1

    players = []
    exhausted: list[int] = []
    fresh: list[int] = []
    damage: dict[str, int] = {}
    attached: dict[str, int] = {}
    for seat, spec in enumerate((p0 or {}, p1 or {})):
        p: dict[str, Any] = {z: [] for z in ZONES}
        p["desb"] = add(spec.get("desbravador", "ser-aldren-veyr"), seat)
        for z in ZONES:
            entries = list(spec.get(z, []))
            if z == "deck" and "deck" not in spec:
                entries = [FILLER] * deck_fill
            for e in entries:
                e = {"id": e} if isinstance(e, str) else dict(e)
                uid = add(e["id"], seat)
                p[z].append(uid)
                if e.get("exhausted"):
                    exhausted.append(uid)
                if e.get("fresh"):
                    fresh.append(uid)
                if e.get("damage"):
                    damage[str(uid)] = e["damage"]
        for i, e in enumerate(spec.get("relics", [])):
            if isinstance(e, dict) and e.get("attached_to") is not None:
                attached[str(p["relics"][i])] = p["creatures"][e["attached_to"]]
        ess = spec.get("essence", {})
        p["ess"] = [ess.get(d, 0) for d in DOCTRINES]
        p["vest"] = spec.get("vestigios", 0)
        p["vit"] = spec.get("vitalidade", 20)
        p["vit_max"] = spec.get("vit_max", 20)
        p["fatigue"] = spec.get("fatigue", 0)
        p["credits"] = spec.get("credits", 1 if seat == active else 0)
        p["extra"] = spec.get("extra", 0)
        p["committed_now"] = spec.get("committed_now", 0)
        p["turns"] = spec.get("turns", 3)
        players.append(p)
    slots = []
    for cid in (ermo if ermo is not None else ["ponte-partida", "bosque-dos-ecos", "mercado-esquecido"]):
        slots.append(add(cid, 0) if cid else -1)
    while len(slots) < 3:
        slots.append(-1)
    pos = {
        "format": "eidolon-position", "version": 1, "cards": cards, "players": players,
        "exhausted": exhausted, "fresh": fresh, "damage": damage, "attached": attached,
        "ermo": slots, "progress": progress or [[0, 0], [0, 0], [0, 0]],
        "phase": phase, "active": active, "turn": turn, "first": first, "rng": 12345,
        "pending": pending, "queue": queue or [], "triggers": [], "contest": None, "mods": [], "once": {},
        "result": None, "options": {"location_target": target, "always_ask": always_ask},
    }
    m = ScenarioMatch.from_position(pos)
    return m  # type: ignore[return-value]
