"""A toy ruleset, registered by the test suite only: two cards and a race to 3 points.

The minimal example of docs/rulesets.md. Each seat has a small deck of "um" (1 point) and "dois"
(2 points); it starts with 2 cards in hand; in its turn it plays one card from hand (scores it, then
draws one) or, with an empty hand, passes. The first to 3 points wins; when both run out of cards
first, the game is a draw. It is not a shipped game: it proves that api, bridge, sim and cli need
no edit to play a ruleset they have never heard of.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from eidolon import rulesets
from eidolon.agents.random_agent import RandomAgent
from eidolon.core.errors import ApiError, IllegalAction
from eidolon.core.posjson import fields, ints, is_int, json_hash, need, one_int, shown
from eidolon.core.rng import below, seed_state, shuffle
from eidolon.core.ruleset import BridgeOp, BridgeReply, CliTool

POINTS = {"um": 1, "dois": 2}
NAMES = {"um": {"pt": "Um", "en": "One"}, "dois": {"pt": "Dois", "en": "Two"}}
TARGET, HAND, MAX_DECK = 3, 2, 12
DECKS = {"pares": {"um": 3, "dois": 2}, "uns": {"um": 5}}
FORMAT, VERSION = "eidolon-position", 2


class ToyState:
    """Decks (top: the end), hands and points per seat; whose turn; the result (winner or -1, reason)."""

    __slots__ = ("active", "decks", "first", "hands", "log", "points", "result", "turn")

    def __init__(self) -> None:
        self.decks: list[list[str]] = [[], []]
        self.hands: list[list[str]] = [[], []]
        self.points = [0, 0]
        self.active = self.first = 0
        self.turn = 1
        self.result: tuple[int, str] | None = None
        self.log: list[tuple] | None = None

    def clone(self) -> ToyState:
        c = ToyState()
        c.decks = [d[:] for d in self.decks]
        c.hands = [h[:] for h in self.hands]
        c.points = self.points[:]
        c.active, c.first, c.turn, c.result = self.active, self.first, self.turn, self.result
        return c

    def emit(self, *entry: Any) -> None:
        if self.log is not None:
            self.log.append(entry)


def _draw(s: ToyState, seat: int) -> None:
    if s.decks[seat]:
        card = s.decks[seat].pop()
        s.hands[seat].append(card)
        s.emit("draw", seat, card)


def deck_check(req: dict[str, Any]) -> BridgeReply:
    """A deck of the toy: known cards, at most MAX_DECK of them."""
    deck = req.get("deck")
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise ApiError("bad_request", "Envie o deck como lista de cartas.", "Send the deck as a list of cards.")
    problems = [c for c in deck if c not in POINTS] + (["size"] if len(deck) > MAX_DECK else [])
    return BridgeReply({"ok": not problems, "problems": problems})


class Toy:
    name = "toy"
    ai_levels = ("random",)

    def normalize_config(self, cfg: dict[str, Any]) -> dict[str, Any]:
        players = cfg.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise ApiError("bad_players", "A partida precisa de dois jogadores.", "A match needs two players.")
        out = []
        for p in players:
            if isinstance(p, dict) and isinstance(p.get("suggested"), str) and p["suggested"] in DECKS:
                p = {"deck": [c for c, n in DECKS[p["suggested"]].items() for _ in range(n)]}
            deck = p.get("deck") if isinstance(p, dict) else None
            if not (isinstance(deck, list) and HAND <= len(deck) <= MAX_DECK
                    and all(isinstance(c, str) and c in POINTS for c in deck)):
                raise ApiError("illegal_deck", "Deck inválido.", "Illegal deck.")
            out.append({"deck": list(deck)})
        if cfg.get("options", {}) != {}:
            raise ApiError("bad_options", "Este jogo não tem opções.", "This game has no options.")
        return {"players": out, "options": {}}

    def new_state(self, cfg: dict[str, Any], log: bool) -> ToyState:
        s = ToyState()
        s.log = [] if log else None
        rng = seed_state(cfg["seed"])
        for seat, p in enumerate(cfg["players"]):
            s.decks[seat] = list(p["deck"])
            rng = shuffle(rng, s.decks[seat])
        rng, s.first = below(rng, 2)
        s.active = s.first
        for seat in (0, 1):
            for _ in range(HAND):
                _draw(s, seat)
        return s

    def decision(self, s: ToyState) -> tuple | None:
        return None if s.result is not None else (s.active, "play", None)

    def legal_actions(self, s: ToyState) -> list[tuple]:
        if s.result is not None:
            return []
        hand = s.hands[s.active]
        return [("play", c) for c in sorted(set(hand))] if hand else [("pass",)]

    def apply(self, s: ToyState, action: tuple, check: bool = True) -> None:
        if check and action not in self.legal_actions(s):
            raise IllegalAction(f"action {action!r} is not offered")
        seat = s.active
        if action[0] == "play":
            s.hands[seat].remove(action[1])
            s.points[seat] += POINTS[action[1]]
            s.emit("play", seat, action[1])
        else:
            s.emit("pass", seat)
        _draw(s, seat)
        if s.points[seat] >= TARGET:
            s.result = (seat, "race")
        elif not any(s.hands) and not any(s.decks):
            s.result = (-1, "draw")
        else:
            s.active = 1 - seat
            s.turn += 1
            return
        s.emit("game_over", s.result[0])

    def reveals(self, entry: tuple, seat: int) -> bool:
        return entry[0] == "draw"

    def card_fields(self, s: ToyState, action: tuple) -> tuple[str, ...]:
        """No field names a card by uid: "card" is a title, and the card played is public."""
        return ()

    def hidden_from(self, s: ToyState, uid: int, seat: int) -> bool:
        """Never asked (card_fields names no uid); the toy numbers no cards."""
        return False

    def action_to_json(self, action: tuple) -> dict[str, Any]:
        return {"type": "play", "card": action[1]} if action[0] == "play" else {"type": "pass"}

    def action_from_json(self, data: Any) -> tuple:
        if isinstance(data, dict) and data.get("type") == "pass" and set(data) == {"type"}:
            return ("pass",)
        if isinstance(data, dict) and data.get("type") == "play" and data.get("card") in POINTS:
            return ("play", data["card"])
        raise ApiError("bad_action", "Ação inválida.", "Malformed action.")

    def decision_json(self, s: ToyState, dec: tuple) -> dict[str, Any]:
        return {"seat": dec[0], "kind": dec[1], "context": {}}

    def view(self, s: ToyState, seat: int) -> dict[str, Any]:
        dec = self.decision(s)
        out: dict[str, Any] = {
            "turn": s.turn, "active": s.active, "status": "over" if s.result else "playing",
            "result": None if s.result is None else {"winner": s.result[0] if s.result[0] >= 0 else None,
                                                     "reason": s.result[1]},
            "decision": None if dec is None else self.decision_json(s, dec),
            "players": [{"seat": i, "points": s.points[i], "hand_count": len(s.hands[i]),
                         "deck_count": len(s.decks[i]), **({"hand": sorted(s.hands[i])} if i == seat else {})}
                        for i in (0, 1)],
        }
        if dec is not None and dec[0] == seat:
            out["actions"] = [{**self.action_to_json(a), "label": self.log_entry(s, ("label", *a), seat)}
                              for a in self.legal_actions(s)]
        return out

    def log_entry(self, s: ToyState, entry: tuple, seat: int | None) -> dict[str, str]:
        key = entry[0]
        if key == "label":
            card = entry[2] if entry[1] == "play" else None
            return ({"pt": f"Jogar {NAMES[card]['pt']}", "en": f"Play {NAMES[card]['en']}"} if card
                    else {"pt": "Passar", "en": "Pass"})
        who = {"pt": f"Jogador {entry[1] + 1}", "en": f"Player {entry[1] + 1}"} if entry[1] >= 0 else None
        if key == "draw":
            hidden = entry[1] != seat
            return {lang: f"{who[lang]} " + ("draws a card" if lang == "en" else "compra uma carta") if hidden
                    else f"{who[lang]}: {NAMES[entry[2]][lang]}" for lang in ("pt", "en")}
        if key == "play":
            return {lang: f"{who[lang]} + {NAMES[entry[2]][lang]}" for lang in ("pt", "en")}
        if key == "pass":
            return {lang: f"{who[lang]} —" for lang in ("pt", "en")}
        return {"pt": "Fim de jogo", "en": "Game over"}

    def position_to_json(self, s: ToyState) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "ruleset": self.name, "decks": [d[:] for d in s.decks],
                "hands": [h[:] for h in s.hands], "points": s.points[:], "active": s.active, "first": s.first,
                "turn": s.turn, "result": None if s.result is None else list(s.result)}

    def position_from_json(self, data: Any) -> ToyState:
        need(isinstance(data, dict) and data.get("format") == FORMAT and data.get("version") == VERSION,
             "not a toy position")
        fields(data, ("format", "version", "ruleset", "decks", "hands", "points", "active", "first", "turn",
                      "result"), "position")
        s = ToyState()
        for zone in ("decks", "hands"):
            v = data[zone]
            need(isinstance(v, list) and len(v) == 2 and all(isinstance(z, list) and len(z) <= MAX_DECK
                                                             and all(c in POINTS for c in z) for z in v),
                 f"bad {zone}")
            setattr(s, zone, [list(z) for z in v])
        s.points = ints(data["points"], "points", 0, TARGET + 1, size=2)[:]
        s.active = one_int(data["active"], "active", 0, 1)
        s.first = one_int(data["first"], "first", 0, 1)
        s.turn = one_int(data["turn"], "turn", 1, 1000)
        r = data["result"]
        need(r is None or isinstance(r, list) and len(r) == 2 and is_int(r[0]) and r[0] in (-1, 0, 1)
             and r[1] in ("race", "draw"), f"bad result {shown(r)}")
        s.result = None if r is None else (r[0], r[1])
        return s

    def state_hash(self, s: ToyState) -> str:
        return json_hash(self.position_to_json(s))

    def violations(self, s: ToyState) -> list[str]:
        out = []
        if any(p < 0 for p in s.points):
            out.append("negative points")
        if s.result is None and max(s.points) >= TARGET:
            out.append("a seat reached the target and the game goes on")
        return out

    def catalog(self) -> list[dict[str, Any]]:
        return [{"id": c, "name": NAMES[c], "points": POINTS[c]} for c in POINTS]

    def suggested_decks(self) -> list[dict[str, Any]]:
        return [{"id": k, "counts": dict(v), "valid": True, "problems": []} for k, v in DECKS.items()]

    def rules_block(self) -> dict[str, Any]:
        return {"ruleset": self.name, "target": TARGET, "hand": HAND, "ai_levels": list(self.ai_levels)}

    def make_agent(self, level: str, seed: int, budget_ms: float) -> RandomAgent:
        return RandomAgent(seed)

    def agent_factory(self, level: str, options: Mapping[str, float]) -> Callable[[int], RandomAgent] | None:
        """Command-line names "toy-random" (and "random", which every ruleset plays)."""
        return RandomAgent if level == "random" and not options else None

    # -- the page's screens beyond the match --
    def card_art(self, ids: list[str]) -> dict[str, str]:
        """A card's picture: its points in a square."""
        return {cid: f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text x="5" y="7">'
                     f"{POINTS[cid]}</text></svg>" for cid in ids if cid in POINTS}

    def bridge_ops(self) -> Mapping[str, BridgeOp]:
        """The toy's own op: "deck_check" of a list of card ids."""
        return {"deck_check": deck_check}

    # -- the command line --
    def check_deck_file(self, path: str, cards: str | None) -> None:
        """The toy has no deck files."""
        return

    def decks_in_words(self, lang: str) -> list[str]:
        return [f"{k}: " + ", ".join(f"{n} {NAMES[c][lang]}" for c, n in v.items()) for k, v in DECKS.items()]

    def cli_tools(self) -> Mapping[str, CliTool]:
        return {}

    def preview(self, match: Any, request: dict[str, Any]) -> Any:
        raise ApiError("unsupported", "Este jogo não tem prévia.", "This game has no preview.")


TOY = rulesets.register(Toy())
