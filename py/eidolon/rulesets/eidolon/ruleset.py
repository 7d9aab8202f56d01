"""The EIDOLON ruleset object: the rules of RULES.md behind the protocol of core/ruleset.py (docs/rulesets.md).

Registered as "eidolon" when this module is imported (rulesets.get imports it on first use).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...agents import level_options, search_options
from ...core.errors import ApiError
from ...core.ruleset import Agent, BridgeOp, CliTool, DeckFileVerdict
from ...i18n import card_lang
from .. import register
from . import actions, codec, collection, config, invariants, position, view
from .cards.catalog import load_catalog
from .cards.model import DOCTRINES
from .setup import (
    ADVISED_MAX,
    DEFAULT_TARGET,
    LOCATION_DECK,
    MAX_COPIES,
    MIN_DECK,
    OPENING_HAND,
    TARGET_RANGE,
    new_state,
)
from .state import (
    ERMO_SLOTS,
    HAND_LIMIT,
    MAX_CREATURES,
    MAX_EXTRA_CREDITS,
    MAX_RELICS,
    PHASE_NAMES,
    PHASE_ORDER,
    Action,
    Decision,
    LogEntry,
    State,
)

AI_LEVELS = ("iniciante", "desafiadora")
# Counters a seat shows, each with the catalogue key of its label (i18n: "rules.counter.<id>").
COUNTERS = ("vitalidade", "essence", "vestigios", "fatigue", "explore_credits", "connected", "progress")


class Eidolon:
    """EIDOLON — As Terras Esquecidas: constants and limits, turn order, actions, positions, view."""

    name = "eidolon"
    ai_levels: tuple[str, ...] = AI_LEVELS
    hand_limit = HAND_LIMIT                  # R12.2
    max_creatures = MAX_CREATURES            # R4.1
    max_relics = MAX_RELICS                  # R4.1
    max_extra_credits = MAX_EXTRA_CREDITS    # R9.1
    opening_hand = OPENING_HAND              # R3.5
    min_deck, max_copies, location_deck = MIN_DECK, MAX_COPIES, LOCATION_DECK   # R3.1, R3.2
    target_range, default_target = TARGET_RANGE, DEFAULT_TARGET                 # R1.1
    phases = PHASE_ORDER                     # R5: a turn's phases in order

    # -- setting up --
    def normalize_config(self, cfg: dict[str, Any]) -> dict[str, Any]:
        return config.normalize(cfg)

    def new_state(self, cfg: dict[str, Any], log: bool) -> State:
        opts = cfg["options"]
        s = new_state(load_catalog(), cfg["seed"], cfg["players"], opts["location_target"], opts["always_ask"])
        if log:
            s.log = []
        actions.run(s)
        return s

    # -- playing --
    # The engine's own functions, not wrappers: these three are the self-play loop's every decision.
    decision = staticmethod(actions.decision)
    legal_actions = staticmethod(actions.legal_actions)
    apply = staticmethod(actions.apply)

    def reveals(self, entry: LogEntry, seat: int) -> bool:
        return codec.reveals(entry, seat)

    def card_fields(self, s: State, action: Action) -> tuple[str, ...]:
        return codec.card_fields(action)

    def hidden_from(self, s: State, uid: int, seat: int) -> bool:
        """R16.7: every deck, the rival's hand and the rival's reserve of Locations are hidden from seat."""
        rival = s.players[1 - seat]
        return uid in rival.hand or uid in rival.reserve or uid in rival.deck or uid in s.players[seat].deck

    # -- JSON --
    def action_to_json(self, action: Action) -> dict[str, Any]:
        return codec.action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return codec.action_from_json(data)

    def decision_json(self, s: State, dec: tuple[Any, ...]) -> dict[str, Any]:
        return view.decision_json(s, Decision(*dec))

    def view(self, s: State, seat: int) -> dict[str, Any]:
        return view.view(s, seat)

    def log_entry(self, s: State, entry: LogEntry, seat: int | None) -> Any:
        from .messages import log_message
        return log_message(s, entry, seat)

    def position_to_json(self, s: State) -> dict[str, Any]:
        return position.to_json(s)

    def position_from_json(self, data: Any) -> State:
        return position.from_json(data, load_catalog())

    def state_hash(self, s: State) -> str:
        return position.state_hash(s)

    def violations(self, s: State) -> list[str]:
        return invariants.violations(s)

    # -- the collection, the rules block, the AI --
    def catalog(self) -> list[dict[str, Any]]:
        return collection.catalog()

    def card_name(self, card_id: str, lang: str) -> str | None:
        c = load_catalog().get(card_id)
        return c.name[card_lang(lang)] if c is not None else None

    def suggested_decks(self) -> list[dict[str, Any]]:
        return collection.suggested_decks()

    def rules_block(self) -> dict[str, Any]:
        """Every number the page needs, from the constants above (docs/rulesets.md, "The rules block")."""
        lo, hi = self.target_range
        return {
            "ruleset": self.name,
            "limits": {"hand": self.hand_limit, "creatures": self.max_creatures, "relics": self.max_relics,
                       "extra_credits": self.max_extra_credits, "opening_hand": self.opening_hand,
                       "ermo_slots": ERMO_SLOTS},
            "deck": {"min": self.min_deck, "max_copies": self.max_copies, "locations": self.location_deck,
                     "location_copies": 1, "advised_max": ADVISED_MAX},
            "location_target": {"min": lo, "max": hi, "default": self.default_target},
            "phases": [PHASE_NAMES[p] for p in self.phases],
            "doctrines": list(DOCTRINES),
            "counters": [{"id": c, "label": f"rules.counter.{c}"} for c in COUNTERS],
            "ai_levels": list(self.ai_levels),
        }

    def make_agent(self, level: str, seed: int, budget_ms: float) -> Any:
        if level == "iniciante":
            from .agents.iniciante import Iniciante
            return Iniciante(seed)
        if level == "desafiadora":
            from .agents.desafiadora import Desafiadora
            return Desafiadora(seed, time_ms=float(budget_ms))
        raise ApiError.of("bad_level", "error.bad_level", level=repr(level)[:60])

    def agent_factory(self, level: str, options: Mapping[str, float]) -> Callable[[int], Agent] | None:
        """The command line's levels: "iniciante" (epsilon, temperature) and "desafiadora" (search options)."""
        if level == "iniciante":
            from .agents.iniciante import Iniciante
            policy = level_options(level, options)
            return lambda seed: Iniciante(seed, **policy)
        if level == "desafiadora":
            from .agents.desafiadora import Desafiadora
            search = search_options(level, options)
            return lambda seed: Desafiadora(seed, **search)
        return None

    def card_art(self, ids: list[str]) -> dict[str, str]:
        """Each card's procedural art (imported only when a screen shows art: keeps the boot import small)."""
        from .cards.art import art_svg
        cat = load_catalog()
        return {cid: art_svg(cat[cid]) for cid in ids if cid in cat}

    def bridge_ops(self) -> Mapping[str, BridgeOp]:
        """Deck files, the tutorial and the balance lab's report (docs/api.md)."""
        from .bridge_ops import OPS
        return OPS

    def check_deck_file(self, path: str, cards: str | None) -> DeckFileVerdict:
        """A deck file (JSON or text list, R3); the first refusal printed. No card-data file (--cards)."""
        if cards is not None:
            raise ValueError(f"--cards is not read by {self.name} deck files")
        from .decks import check_file
        return DeckFileVerdict(check_file(path), every_error=False)

    def decks_in_words(self, lang: str) -> None:
        return None

    def cli_tools(self) -> Mapping[str, CliTool]:
        """`balance`: AI tournaments and balance reports (docs/balance.md)."""
        return {"balance": CliTool("AI tournaments and balance reports (see docs/balance.md)", _balance)}

    def preview(self, match: Any, request: dict[str, Any]) -> Any:
        from .preview import preview_request  # outcome if nobody responds (docs/api.md)
        return preview_request(match, request)


def _balance(argv: list[str]) -> int:
    from .balance.cli import main  # imported when run: the lab is not part of the game
    return main(argv)


RULESET = register(Eidolon())
