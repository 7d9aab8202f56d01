"""The Archon ruleset object (the protocol of core/ruleset.py), registered as "archon" on import."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ... import rulesets
from ...agents import level_options, search_options
from ...core.errors import ApiError
from ...core.posjson import json_hash
from ...core.ruleset import Agent, BridgeOp, BridgeReply, CliTool, DeckFileVerdict
from ...i18n import card_lang
from . import codec, flow, setup
from .abilities import KINDS as ABILITY_KINDS
from .abilities import kinds as ability_kinds
from .cards import COUNTS, FLAGS, HOUSES, RARITIES, TYPES, load_cards, lookup
from .deckgen import DECK_SIZE, PER_HOUSE, deck_problems
from .demos import load_demos
from .invariants import violations
from .state import HAND, KEY_COST, KEYS_TO_WIN, OPENING, RULE_OF_SIX, Action, ArchonState, LogEntry, Step
from .text import card_text
from .view import card_fields, decision, decision_json, hidden_from, log_message, view

REVEALING = ("draw", "archive", "reshuffle", "mulligan", "search", "shuffle")


class Archon:
    name = "archon"
    ai_levels: tuple[str, ...] = ("random", "iniciante", "desafiadora")

    def normalize_config(self, config: dict[str, Any]) -> dict[str, Any]:
        return setup.normalize_config(config)

    def new_state(self, config: dict[str, Any], log: bool) -> ArchonState:
        s = setup.new_state(config, log)
        flow.run(s)
        return s

    # The engine's own functions, not wrappers: these three are the self-play loop's every decision.
    decision = staticmethod(decision)
    legal_actions = staticmethod(flow.legal_actions)
    apply = staticmethod(flow.apply)

    def reveals(self, entry: LogEntry, seat: int) -> bool:
        """A draw, an archived card, a reshuffle or a mulligan tells something hidden (undo stops there)."""
        return entry.key in REVEALING

    def card_fields(self, s: ArchonState, action: Action) -> tuple[str, ...]:
        return card_fields(s, action)

    def hidden_from(self, s: ArchonState, uid: int, seat: int) -> bool:
        return hidden_from(s, uid, seat)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return codec.action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return codec.action_from_json(data)

    def decision_json(self, s: ArchonState, dec: tuple[Any, ...]) -> dict[str, Any]:
        return decision_json(s, dec)

    def view(self, s: ArchonState, seat: int) -> dict[str, Any]:
        return view(s, seat)

    def log_entry(self, s: ArchonState, entry: LogEntry, seat: int | None) -> dict[str, Any]:
        return log_message(s, entry, seat)

    def position_to_json(self, s: ArchonState) -> dict[str, Any]:
        return codec.position_to_json(s)

    def position_from_json(self, data: Any) -> ArchonState:
        return codec.position_from_json(data)

    def state_hash(self, s: ArchonState) -> str:
        return json_hash(codec.position_to_json(s))

    def violations(self, s: ArchonState) -> list[str]:
        return violations(s)

    def card_name(self, card_id: str, lang: str) -> str | None:
        c = lookup(card_id)
        return c.name[card_lang(lang)] if c is not None else None

    def catalog(self) -> list[dict[str, Any]]:
        out = []
        for c in load_cards().values():
            out.append({"id": c.id, "name": dict(c.name), "house": c.house, "type": c.type, "rarity": c.rarity,
                        "amber": c.amber, "power": c.power, "armor": c.armor, "traits": list(c.traits),
                        "keywords": sorted(c.flags) + [f"{k} {v}" for k, v in sorted(c.counts.items())],
                        "text": card_text(c), "abilities": ability_kinds(c)})
        return out

    def suggested_decks(self) -> list[dict[str, Any]]:
        out = []
        demos = load_demos()
        for did, d in setup.suggested().items():
            problems = deck_problems(d.houses, d.cards)
            out.append({"id": did, "name": d.name, "houses": list(d.houses), "seed": d.seed, "cards": list(d.cards),
                        "description": demos[did].description if did in demos else None,
                        "valid": not problems, "problems": [{"key": f"archon.deck.{c}", "args": a}
                                                            for c, a in problems]})
        return out

    def rules_block(self) -> dict[str, Any]:
        return {"ruleset": self.name,
                "limits": {"hand": HAND, "opening_hand": list(OPENING), "key_cost": KEY_COST, "keys": KEYS_TO_WIN,
                           "rule_of_six": RULE_OF_SIX},
                "deck": {"size": DECK_SIZE, "houses": 3, "per_house": PER_HOUSE},
                "houses": list(HOUSES), "types": list(TYPES), "rarities": list(RARITIES),
                "keywords": list(FLAGS + COUNTS), "abilities": list(ABILITY_KINDS),
                "steps": [x.name.lower() for x in Step if x != Step.OVER],
                "counters": [{"id": k, "label": f"archon.counter.{k}"} for k in ("amber", "keys", "chains")],
                "ai_levels": list(self.ai_levels)}

    def make_agent(self, level: str, seed: int, budget_ms: float) -> Any:
        """The AI levels (docs/ai.md "Archon mode"); "desafiadora" spends most of the time budget."""
        if level == "random":
            from ...agents.random_agent import RandomAgent
            return RandomAgent(seed)
        from .agents.levels import ArchonDesafiadora, ArchonIniciante
        if level == "iniciante":
            return ArchonIniciante(seed)
        if level == "desafiadora":
            return ArchonDesafiadora.for_page(seed, float(budget_ms))
        raise ApiError.of("bad_level", "error.bad_level", level=repr(level)[:60])

    def agent_factory(self, level: str, options: Mapping[str, float]) -> Callable[[int], Agent] | None:
        """The command line's levels ("archon-iniciante", "archon-desafiadora"), options as EIDOLON's."""
        from .agents.levels import ArchonDesafiadora, ArchonIniciante
        if level == "iniciante":
            policy = level_options(level, options)
            return lambda seed: ArchonIniciante(seed, **policy)
        if level == "desafiadora":
            search = search_options(level, options)
            return lambda seed: ArchonDesafiadora(seed, **search)
        return None

    def card_art(self, ids: list[str]) -> dict[str, str]:
        """Each card's own art, a maverick copy `title@house` included (K94); `house:<house>` is a house's emblem."""
        from .art import EMBLEM_PREFIX, art_svg, emblem_svg
        return {cid: svg for cid in ids
                if (svg := emblem_svg(cid.removeprefix(EMBLEM_PREFIX)) if cid.startswith(EMBLEM_PREFIX)
                    else art_svg(cid)) is not None}

    def bridge_ops(self) -> Mapping[str, BridgeOp]:
        """Deck files, Master Vault import, the deck of a seed, the house emblems, series and chain bidding
        (docs/api.md)."""
        from .art import emblem_svg
        from .deck_ops import OPS
        from .series import OPS as SERIES_OPS
        emblems: BridgeOp = lambda _req: BridgeReply({h: emblem_svg(h) for h in HOUSES})
        return {**OPS, **SERIES_OPS, "house_emblems": emblems}

    def check_deck_file(self, path: str, cards: str | None) -> DeckFileVerdict:
        """An Archon deck file, or a Master Vault deck with its card-data file; each refusal printed."""
        from .vault import check_path
        return DeckFileVerdict(check_path(path, cards), every_error=True)

    def decks_in_words(self, lang: str) -> list[str]:
        """Id, name, houses and verdict of each suggested deck, then its description."""
        from ...i18n import text
        lang_cat = "pt-BR" if lang == "pt" else "en"
        out = []
        for d in self.suggested_decks():
            houses = "/".join(text({"key": f"archon.house.{h}"}, lang_cat) for h in d["houses"])
            verdict = {"pt": "válido", "en": "valid"}[lang] if d["valid"] else \
                "; ".join(text(p, lang_cat) for p in d["problems"])
            out.append(f"{d['id']}: {d['name'][lang]} ({houses}) - {verdict}")
            if d["description"]:
                out.append(f"  {d['description'][lang]}")
        return out

    def cli_tools(self) -> Mapping[str, CliTool]:
        """`archon-series`: chain bidding and series of games between two decks (K2, K68, K69)."""
        from .cli_series import main
        return {"archon-series": CliTool("Archon: chain bidding and series between two decks (K2, K68, K69)", main)}

    def preview(self, match: Any, request: dict[str, Any]) -> Any:
        raise ApiError.of("unsupported", "archon.error.no_preview")


ARCHON = rulesets.register(Archon())
