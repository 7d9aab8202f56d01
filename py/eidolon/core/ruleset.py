"""What a ruleset provides to the shared plumbing (api, bridge, sim, cli): the protocol of docs/rulesets.md.

A ruleset owns its state type, its actions and decisions, its JSON encodings and its view; the plumbing
only relies on the few state attributes named in `GameState`, on `decision(s)[0]` being the seat that
decides, and on actions being hashable values that compare equal when they are the same choice.

Typing: the plumbing never looks inside a ruleset's state, actions or log entries, so the protocol
types them `Any` (a ruleset's methods take its own `State`; a narrower parameter type would not match a
protocol that names one). Values that cross the JSON boundary untrusted are `object` (the ruleset checks
them); JSON written out is `JsonObject`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, Protocol, Self

JsonObject = dict[str, Any]            # a JSON object as the api returns it (values of any JSON type)
Decision = tuple[int, *tuple[Any, ...]]   # (seat, kind, data...): the seat that decides comes first


class GameState(Protocol):
    """The part of a ruleset's state the plumbing reads."""

    log: list[Any] | None          # log entries when logging is on (matches), None in search clones

    @property
    def result(self) -> object:
        """None while the game goes on."""
        ...

    @property
    def turn(self) -> int:
        """A new turn closes what the undo may take back."""
        ...

    def clone(self) -> Self: ...


class SeatObservation:
    """What an agent sees when it decides: its seat, the offered actions and (on demand) its view."""

    __slots__ = ("actions", "seat", "state")

    def __init__(self, state: Any, seat: int, actions: list[Any]) -> None:
        self.state = state
        self.seat = seat
        self.actions = actions


class BridgeReply(NamedTuple):
    """What a ruleset's own bridge op answers, and the match the bridge plays from then on (None: the same;
    the tutorial's ops hand over the lesson's match). `match` is the api's Match (core does not import api)."""

    result: object
    match: Any = None


BridgeOp = Callable[[JsonObject], BridgeReply]     # a ruleset's own bridge op: the request -> its reply


class DeckFileVerdict(NamedTuple):
    """The command line's `deck check`: the verdict the deck builder gives a file (ok, and error and errors
    or deck and problems), and whether each refusal is printed (else the first)."""

    result: Mapping[str, Any]
    every_error: bool


class CliTool(NamedTuple):
    """A command a ruleset adds to the command line (`python -m eidolon <name> ...`, with its own parser)."""

    help: str
    main: Callable[[list[str]], int]


class Agent(Protocol):
    def choose(self, obs: SeatObservation) -> int:
        """The index in `obs.actions` of the action to play."""
        ...


class Ruleset(Protocol):
    """One game's rules. Every method is pure with respect to its arguments except `apply`."""

    @property
    def name(self) -> str:
        """The config's and the save's "ruleset"."""
        ...

    @property
    def ai_levels(self) -> tuple[str, ...]:
        """Levels the bridge's ai_move offers."""
        ...

    # -- setting up --
    def normalize_config(self, config: JsonObject) -> JsonObject:
        """The ruleset's part of a checked match config ("players", "options", ...); ApiError explains."""
        ...

    def new_state(self, config: JsonObject, log: bool) -> Any:
        """The state of a normalised config, run to the first decision (logging on when `log`)."""
        ...

    # -- playing --
    def decision(self, s: Any) -> Decision | None:
        """(seat, kind, data) of the choice the game waits for; None once it is over."""
        ...

    def legal_actions(self, s: Any) -> list[Any]: ...

    def apply(self, s: Any, action: Any, check: bool = True) -> None:
        """Apply one legal action and run the game to the next decision (IllegalAction when checked)."""
        ...

    def reveals(self, entry: Any, seat: int) -> bool:
        """Whether a log entry told `seat` something hidden (then that action cannot be undone)."""
        ...

    def card_fields(self, s: Any, action: Any) -> tuple[str, ...]:
        """The JSON fields of a legal action (read before it is applied) that name a card by its uid."""
        ...

    def hidden_from(self, s: Any, uid: int, seat: int) -> bool:
        """Whether `seat` may not see the card `uid` now (a hand or archives not its own, any deck)."""
        ...

    # -- JSON --
    def action_to_json(self, action: Any) -> JsonObject: ...

    def action_from_json(self, data: object) -> Any:
        """An action from its JSON (ApiError "bad_action" when malformed)."""
        ...

    def decision_json(self, s: Any, dec: Decision) -> JsonObject: ...

    def view(self, s: Any, seat: int) -> JsonObject:
        """What `seat` may see, without the log (api adds log, hash, undo and the seed)."""
        ...

    def log_entry(self, s: Any, entry: Any, seat: int | None) -> Mapping[str, Any]:
        """One log entry as `seat` is shown it, or in full for None (a replay): a message {key, args}."""
        ...

    def position_to_json(self, s: Any) -> JsonObject: ...

    def position_from_json(self, data: object) -> Any:
        """A checked state from a position (PositionError explains a refusal)."""
        ...

    def state_hash(self, s: Any) -> str: ...

    def violations(self, s: Any) -> list[str]:
        """Broken invariants of a reachable state, in words (self-play's --check)."""
        ...

    # -- the collection, the rules block, the AI --
    def catalog(self) -> list[JsonObject]: ...

    def card_name(self, card_id: str, lang: str) -> str | None:
        """A card's name in a catalogue language (its {pt, en} name, `i18n.card_lang`), None for an id the
        collection lacks: how the shared message renderer names a card reference (i18n.catalogue_names)."""
        ...

    def suggested_decks(self) -> list[JsonObject]: ...

    def rules_block(self) -> JsonObject:
        """Limits, phases, counters, deck rules and AI levels, for the page (published by the catalog op)."""
        ...

    def make_agent(self, level: str, seed: int, budget_ms: float) -> Agent: ...

    def agent_factory(self, level: str, options: Mapping[str, float]) -> Callable[[int], Agent] | None:
        """Seed -> agent for a level of the command line and self-play with its options (agents/__init__.py
        reads the name; its level_options and search_options check the usual ones); None for an unknown
        level, ValueError for a bad option."""
        ...

    # -- the page's screens beyond the match --
    def card_art(self, ids: list[str]) -> dict[str, str]:
        """The bridge's card_art op: each known card id's picture (SVG text); unknown ids are left out."""
        ...

    def bridge_ops(self) -> Mapping[str, BridgeOp]:
        """The ruleset's own bridge ops by name (deck files, tutorial, ...), for requests naming the ruleset
        (or none: the default one). The bridge answers the match ops itself."""
        ...

    # -- the command line --
    def check_deck_file(self, path: str, cards: str | None) -> DeckFileVerdict | None:
        """`deck check FILE [--cards FILE]`: the verdict on a deck file (with the card-data file a format needs);
        None when the ruleset reads no deck files. OSError when a file cannot be read, ValueError for an option
        the ruleset does not take."""
        ...

    def decks_in_words(self, lang: str) -> list[str] | None:
        """`decks --lang pt|en`: the suggested decks as lines of text; None to print them as JSON."""
        ...

    def cli_tools(self) -> Mapping[str, CliTool]:
        """Commands the ruleset adds to the command line (the balance lab's `balance`)."""
        ...

    def preview(self, match: Any, request: JsonObject) -> object:
        """The bridge's preview op: what offered actions do if nobody responds (ApiError when unsupported).
        `match` is the api's Match (not named here: core does not import api)."""
        ...
