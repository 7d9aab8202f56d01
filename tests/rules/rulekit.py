"""Small helpers for the rule tests: every move goes through the public Match API.

Positions are built with tests/scenario.py; `edit` derives a new position from a
match's current one (for details the compact builder does not cover, such as
"field" modifiers or a creature leaving mid-action).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eidolon.api import catalog
from scenario import ScenarioMatch, scenario  # noqa: F401  (re-exported for the tests)

# Explicit decks of the starter set (independent of the suggested decks, which evolve).
ORDEM = ["guarda-da-ponte", "escudos-da-travessia", "sentinela-da-muralha", "cavaleiro-do-juramento",
         "escudeira-da-ordem", "lanca-do-vigia", "juramento-renovado"]
CONHECIMENTO = ["caminho-oculto", "astrolabio-esquecido", "passagem-secreta", "erudita-de-arquivo",
                "cartografa-errante", "golem-de-indices", "leitura-da-trama", "carruagem-do-observatorio"]
RUINA = ["golpe-oportunista", "peregrina-dos-campos-de-vhar", "carnical-do-ermo", "arauto-cinzento",
         "ritual-de-cinzas", "lamina-faminta", "sacrificio-votivo", "devorador-de-ecos"]
INSTINTO = ["chamado-da-alcateia", "druida-dos-caminhos", "sira-dos-muitos-nomes", "lobo-do-ermo",
            "cervo-de-musgo", "sela-de-galhada", "urso-anciao"]
NEUTRAL = ["abrigo-improvisado", "batedor-de-estrada", "mercenario-da-fronteira", "tocha-de-viagem",
           "sentinela-de-pedra", "eco-errante"]
ORDEM_CONHECIMENTO = [c for c in ORDEM + CONHECIMENTO for _ in range(4)]
RUINA_INSTINTO = [c for c in RUINA + INSTINTO for _ in range(4)]
LOCATIONS = ["ponte-partida", "bosque-dos-ecos", "torre-segunda-chance", "santuario-submerso",
             "estrada-impossivel", "ruinas-do-acorde", "clareira-das-feras", "mercado-esquecido"]
PLAYERS = [{"desbravador": "ser-aldren-veyr", "deck": ORDEM_CONHECIMENTO, "locations": LOCATIONS},
           {"desbravador": "rocan-grey", "deck": RUINA_INSTINTO, "locations": LOCATIONS}]

_NAMES = {c["id"]: c["name"]["en"] for c in catalog()}


def name(card_id: str) -> str:
    """The English name of a title, as the log prints it."""
    return _NAMES[card_id]


def offered(m: ScenarioMatch, type_: str, **fields: Any) -> bool:
    """Is an action of this type with exactly these fields among m.actions()?"""
    want = {"type": type_, **fields}
    return want in m.actions()


def act(m: ScenarioMatch, type_: str, **fields: Any) -> None:
    """Apply an action, first checking that the engine offers it as given."""
    want = {"type": type_, **fields}
    acts = m.actions()
    assert want in acts, f"{want} not offered; offered: {acts}"
    m.apply(want)


def kinds(m: ScenarioMatch) -> list[str]:
    return sorted({a["type"] for a in m.actions()})


def dec(m: ScenarioMatch) -> tuple[int, str]:
    """(seat, kind) of the pending decision."""
    d = m.decision()
    assert d is not None, "the game is over"
    return d["seat"], d["kind"]


def player(m: ScenarioMatch, seat: int) -> dict[str, Any]:
    """The seat's own view of itself."""
    return m.view(seat)["players"][seat]


def creature(m: ScenarioMatch, uid: int) -> dict[str, Any] | None:
    """A creature as the table shows it, or None when it is not in play."""
    for p in m.view(0)["players"]:
        for c in p["creatures"]:
            if c["uid"] == uid:
                return c
    return None


def relic(m: ScenarioMatch, uid: int) -> dict[str, Any] | None:
    for p in m.view(0)["players"]:
        for r in p["relics"]:
            if r["uid"] == uid:
                return r
    return None


def uids(cards: list[dict[str, Any]]) -> list[int]:
    return [c["uid"] for c in cards]


def vit(m: ScenarioMatch, seat: int) -> int:
    return m.view(seat)["players"][seat]["desbravador"]["vitalidade"]


def vest(m: ScenarioMatch, seat: int) -> int:
    return m.view(seat)["players"][seat]["vestigios"]


def ess(m: ScenarioMatch, seat: int) -> dict[str, int]:
    return m.view(seat)["players"][seat]["essence"]


def hand(m: ScenarioMatch, seat: int) -> list[int]:
    return uids(m.view(seat)["players"][seat]["hand"])


def discard(m: ScenarioMatch, seat: int) -> list[int]:
    return uids(m.view(seat)["players"][seat]["discard"])


def log(m: ScenarioMatch) -> list[str]:
    return [e["en"] for e in m.view(0)["log"]]


def pass_windows(m: ScenarioMatch) -> None:
    """Pass every response window offered right now (keeps going until another kind of decision)."""
    while m.decision() is not None and m.decision()["kind"] == "response":
        act(m, "pass_window")


def end_phases(m: ScenarioMatch, seat: int, phase: str, limit: int = 40) -> None:
    """Apply "end_phase" (and pass windows) until seat must decide in the main decision of phase."""
    for _ in range(limit):
        d = m.decision()
        assert d is not None, "the game ended"
        if d["seat"] == seat and d["kind"] == "main" and d["context"]["phase"] == phase:
            return
        if d["kind"] == "response":
            act(m, "pass_window")
        else:
            act(m, "end_phase")
    raise AssertionError(f"never reached {phase} for seat {seat}")


def edit(m: ScenarioMatch, change: Callable[[dict[str, Any]], None]) -> ScenarioMatch:
    """A new match loaded from m's position after change(position) edits it in place."""
    pos = m.position()
    change(pos)
    return ScenarioMatch.from_position(pos)  # type: ignore[return-value]
