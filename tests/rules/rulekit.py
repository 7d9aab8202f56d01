"""Small helpers for the rule tests: every move goes through the public Match API.

Positions are built with tests/scenario.py; `edit` derives a new position from a
match's current one (for details the compact builder does not cover, such as
"field" modifiers or a creature leaving mid-action).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from eidolon.api import catalog
from eidolon.i18n import text
from scenario import ScenarioMatch, scenario  # noqa: F401  (re-exported for the tests)
from tablekit import (  # noqa: F401  (re-exported for the tests)
    act,
    creature,
    dec,
    discard,
    ess,
    hand,
    offered,
    pass_windows,
    player,
    relic,
    uids,
    vest,
    vit,
)

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


def kinds(m: ScenarioMatch) -> list[str]:
    return sorted({a["type"] for a in m.actions()})


def log(m: ScenarioMatch) -> list[str]:
    return [text(e, "en") for e in m.view(0)["log"]]


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
