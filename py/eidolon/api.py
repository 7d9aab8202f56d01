"""The public surface of the rules core: JSON-compatible values in and out (see docs/api.md)."""

from __future__ import annotations

import copy
from typing import Any

from .cards.catalog import load_catalog, load_suggested_decks
from .cards.model import DOCTRINES, CardDef
from .cards.types import load_types, type_names
from .core.errors import PositionError
from .messages import action_label, deck_problem_text, payment, render, unplayable_reason
from .rulesets.eidolon import position as positions
from .rulesets.eidolon.actions import apply, decision, legal_actions, run, unplayable
from .rulesets.eidolon.responses import WINDOW_NAMES
from .rulesets.eidolon.setup import deck_problems, new_state
from .rulesets.eidolon.state import (
    C_ACTOR,
    C_BLOCK,
    C_KIND,
    C_LOC,
    C_SIDE,
    C_USED0,
    C_WITHDRAWN,
    HAND_LIMIT,
    PHASE_NAMES,
    State,
)
from .rulesets.eidolon.stats import bearer_relic, stats

SAVE_FORMAT = "eidolon-save"
SAVE_VERSION = 1
LOG_TAIL = 200


class ApiError(ValueError):
    """A refused call: code is stable, message is {"pt": ..., "en": ...}."""

    def __init__(self, code: str, pt: str, en: str, details: Any = None) -> None:
        super().__init__(en)
        self.code = code
        self.message = {"pt": pt, "en": en}
        self.details = details

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.details is not None:
            out["details"] = self.details
        return out


# ---- the collection ----

def card_json(c: CardDef) -> dict[str, Any]:
    """Everything the table and the deck builder show about a title. Types (R2.3): `natureza`/`vocacao` and
    `favored` are the pt names as printed, `type_ids`/`favored_id` the identities, `types`/`favored_name`
    the names per language."""
    out: dict[str, Any] = {
        "id": c.id, "name": c.name, "kind": c.kind, "doctrine": c.doctrine, "cost": c.cost,
        "atk": c.atk, "res": c.res, "exp": c.exp, "rarity": c.rarity, "set": c.set, "number": c.number,
        "natureza": type_names(c, "pt")[:len(c.natureza)], "vocacao": type_names(c, "pt")[len(c.natureza):],
        "type_ids": {"natureza": list(c.natureza), "vocacao": list(c.vocacao)},
        "types": {"pt": type_names(c, "pt"), "en": type_names(c, "en")}, "unique": c.unique,
        "keywords": c.keywords(), "text": c.text, "flavor": c.flavor, "artist": c.artist,
    }
    if c.kind == "reliquia":
        out["subkind"] = c.subkind
    if c.kind == "local":
        out["difficulty"] = c.difficulty
        fav = load_types()[c.favored]
        out["favored"] = fav.pt
        out["favored_id"] = fav.id
        out["favored_name"] = {"pt": fav.pt, "en": fav.en}
    if c.kind == "desbravador":
        out["vitalidade"] = c.vitalidade
    return out


def catalog() -> list[dict[str, Any]]:
    return [card_json(c) for c in load_catalog().values()]


def _expand(deck: dict[str, Any]) -> list[str]:
    return [cid for cid, n in deck["counts"].items() for _ in range(n)]


def suggested_decks() -> list[dict[str, Any]]:
    """The shipped decks with their R3 validation result."""
    cat = load_catalog()
    out = []
    for d in load_suggested_decks().values():
        problems = deck_problems(cat, d["desbravador"], _expand(d), d["locations"])
        out.append({**d, "size": sum(d["counts"].values()),
                    "valid": not problems, "problems": [deck_problem_text(c, x) for c, x in problems]})
    return out


# ---- configs ----

MAX_PROBLEMS = 10         # deck problems named in one refusal (the rest are counted)


def _brief(x: Any) -> str:
    """A refused value as messages may quote it: its repr, cut at 80 characters."""
    text = repr(x)
    return text if len(text) <= 80 else text[:80] + "…"


def _cut(v: Any) -> Any:
    """A value from the input as a message shows it: strings cut at 40 characters."""
    return v[:40] + "…" if isinstance(v, str) and len(v) > 40 else v


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def normalize_config(config: Any) -> dict[str, Any]:
    """Check a match config and expand suggested decks; ApiError explains what is wrong."""
    if not isinstance(config, dict):
        raise ApiError("bad_config", "A configuração da partida deve ser um objeto JSON.",
                       "The match config must be a JSON object.")
    seed = config.get("seed")
    if not _int(seed) or not 0 <= seed < 2 ** 53:       # exact in JavaScript too
        raise ApiError("bad_seed", "A semente deve ser um número inteiro de 0 a 2^53 - 1.",
                       "The seed must be a whole number from 0 to 2^53 - 1.")
    players = config.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ApiError("bad_players", "A partida precisa de exatamente dois jogadores.",
                       "A match needs exactly two players.")
    cat = load_catalog()
    decks = load_suggested_decks()
    out_players = []
    for seat, p in enumerate(players):
        if not isinstance(p, dict):
            raise ApiError("bad_players", f"Jogador {seat + 1}: configuração inválida.",
                           f"Player {seat + 1}: invalid config.")
        if "suggested" in p:
            d = decks.get(p["suggested"]) if isinstance(p["suggested"], str) else None
            if d is None:
                raise ApiError("unknown_deck", f"Jogador {seat + 1}: deck sugerido desconhecido {_brief(p['suggested'])}.",
                               f"Player {seat + 1}: unknown suggested deck {_brief(p['suggested'])}.")
            p = {"desbravador": p.get("desbravador", d["desbravador"]), "deck": _expand(d),
                 "locations": list(d["locations"])}
        problems = deck_problems(cat, p.get("desbravador"), p.get("deck"), p.get("locations"))
        if problems:
            texts = [deck_problem_text(c, {k: _cut(v) for k, v in x.items()}) for c, x in problems[:MAX_PROBLEMS]]
            more = len(problems) - len(texts)
            tail = ({"pt": f"; e mais {more}", "en": f"; and {more} more"} if more else {"pt": "", "en": ""})
            code = "unknown_card" if any(c == "unknown_card" for c, _ in problems) else "illegal_deck"
            raise ApiError(code, f"Jogador {seat + 1}: " + "; ".join(t["pt"] for t in texts) + tail["pt"] + ".",
                           f"Player {seat + 1}: " + "; ".join(t["en"] for t in texts) + tail["en"] + ".",
                           details=texts)
        out_players.append({"desbravador": p["desbravador"], "deck": list(p["deck"]),
                            "locations": list(p["locations"])})
    options = config.get("options", {})
    if not isinstance(options, dict):
        raise ApiError("bad_options", "As opções devem ser um objeto.", "Options must be an object.")
    target = options.get("location_target", 6)
    if not _int(target) or not 1 <= target <= 8:
        raise ApiError("bad_target", "A meta de Locais deve ser de 1 a 8.", "The Location target must be 1 to 8.")
    always_ask = options.get("always_ask", False)
    if not isinstance(always_ask, bool):
        raise ApiError("bad_options", "A opção 'sempre perguntar' deve ser verdadeiro ou falso.",
                       "The 'always ask' option must be true or false.")
    return {"seed": seed, "players": out_players, "options": {"location_target": target, "always_ask": always_ask}}


# ---- actions as dicts ----

_FIELDS = {
    "commit": ("card",), "play": ("card", "target"), "attach": ("card", "target"),
    "activate": ("card", "ability", "target"), "reerguer": ("card", "target"), "explore": ("card", "target"),
    "attack": ("card",), "intercept": ("card",), "let_pass": (), "respond": ("card", "target"),
    "pass_window": (), "order": ("index",), "choose": ("target",), "discard": ("card",), "pick": ("card",),
    "end_phase": (),
}
_OPTIONAL_TARGET = {"play", "activate", "respond"}
_PAYING = {"play", "attach", "activate", "reerguer", "respond"}     # may name a chosen payment (R6.3)


def action_to_json(a: tuple) -> dict[str, Any]:
    out: dict[str, Any] = {"type": a[0]}
    for name, v in zip(_FIELDS[a[0]], a[1:]):
        if name == "target" and a[0] in _OPTIONAL_TARGET and v < 0:
            continue
        out[name] = v
    if len(a) > len(_FIELDS[a[0]]) + 1:             # "spend": the Essence taken from each pile (R6.3)
        out["spend"] = {k: v for k, v in zip(DOCTRINES, a[-1]) if v}
    return out


def action_from_json(d: Any) -> tuple:
    if not isinstance(d, dict) or not isinstance(d.get("type"), str) or d["type"] not in _FIELDS:
        raise ApiError("bad_action", "Ação inválida.", f"Malformed action {_brief(d)}.")
    t = d["type"]
    vals: list[Any] = [t]
    for name in _FIELDS[t]:
        v = d.get(name, -1 if name == "target" and t in _OPTIONAL_TARGET else None)
        if not _int(v):
            raise ApiError("bad_action", f"Ação inválida: campo {name!r}.", f"Malformed action: field {name!r}.")
        vals.append(v)
    if t in _PAYING and "spend" in d:
        spend = d["spend"]
        if not (isinstance(spend, dict) and set(spend) <= set(DOCTRINES)
                and all(_int(v) and v >= 0 for v in spend.values())):
            raise ApiError("bad_action", "Ação inválida: campo 'spend'.", "Malformed action: field 'spend'.")
        vals.append(tuple(spend.get(k, 0) for k in DOCTRINES))
    return tuple(vals)


# ---- the match ----

def _reveals(entry: tuple, seat: int) -> bool:
    """Did this log entry tell the acting seat something hidden (R16.7)? A draw or a fatigue (the deck's
    contents), or an automatic pass of the rival (R16.3: their hand holds no usable response)."""
    return entry[0] in ("draw", "fatigue") or entry[0] == "auto_pass" and entry[1] != seat


class Match:
    """One game: its start (config or position), its action list and the current state."""

    def __init__(self, state: State, start: dict[str, Any]) -> None:
        self.state = state
        self.start = start            # {"config": ...} or {"position": ...}
        self.history: list[dict[str, Any]] = []
        self.undo_floor = 0           # actions before this index cannot be undone

    @classmethod
    def new(cls, config: Any) -> Match:
        cfg = normalize_config(config)
        s = new_state(load_catalog(), cfg["seed"], cfg["players"], cfg["options"]["location_target"],
                      cfg["options"]["always_ask"])
        s.log = []
        run(s)
        return cls(s, {"config": cfg})

    @classmethod
    def from_position(cls, pos: Any) -> Match:
        try:
            s = positions.from_json(pos, load_catalog())
        except PositionError as e:
            raise ApiError("bad_position", f"Posição inválida: {e}", f"Invalid position: {e}", details=e.details) \
                from None
        s.log = []
        m = cls(s, {"position": copy.deepcopy(pos)})
        return m

    # -- playing --
    def decision(self) -> dict[str, Any] | None:
        dec = decision(self.state)
        return None if dec is None else self._decision_json(dec)

    def actions(self) -> list[dict[str, Any]]:
        return [action_to_json(a) for a in legal_actions(self.state)]

    def apply(self, action: Any) -> None:
        """Apply an offered action (dict or index into actions()); refused actions change nothing."""
        legal = legal_actions(self.state)
        if _int(action):
            if not 0 <= action < len(legal):
                raise ApiError("illegal_action", "Essa ação não está disponível.", "That action is not offered.")
            a = legal[action]
        else:
            a = action_from_json(action)
            if a not in legal:
                raise ApiError("illegal_action", "Essa ação não está disponível agora.",
                               f"The action {action_to_json(a)} is not offered now.")
        s = self.state
        seat = decision(s)[0]                               # type: ignore[index]
        before = (s.turn, len(s.log or []))
        apply(s, a, check=False)
        self.history.append(action_to_json(a))
        revealed = any(_reveals(e, seat) for e in (s.log or [])[before[1]:])
        dec = decision(s)
        if revealed or s.turn != before[0] or dec is None or dec[0] != seat:
            self.undo_floor = len(self.history)

    def can_undo(self) -> bool:
        return len(self.history) > self.undo_floor

    def undo(self) -> None:
        """Take back the last action when it revealed nothing (see _reveals) and no one else has decided since."""
        if not self.can_undo():
            raise ApiError("no_undo", "Não há ação para desfazer.", "There is no action to undo.")
        keep = self.history[:-1]
        floor = self.undo_floor
        other = self._replay(self.start, keep)
        self.state, self.history = other.state, other.history
        self.undo_floor = floor

    # -- files --
    def save(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, **copy.deepcopy(self.start),
                "actions": copy.deepcopy(self.history)}

    @classmethod
    def load(cls, save: Any) -> Match:
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise ApiError("foreign_save", "Este arquivo não é um jogo salvo de EIDOLON.",
                           "This file is not an EIDOLON saved game.")
        v = save.get("version")
        if not _int(v):
            raise ApiError("corrupt_save", "Jogo salvo corrompido: versão ausente.", "Corrupt save: version missing.")
        if v < 1:
            raise ApiError("corrupt_save", f"Jogo salvo corrompido: versão {v} desconhecida.",
                           f"Corrupt save: unknown version {v}.")
        if v > SAVE_VERSION:
            raise ApiError("too_new_save", f"Este jogo salvo é de uma versão mais nova ({v}).",
                           f"This save comes from a newer version ({v}).")
        actions = save.get("actions")
        if not isinstance(actions, list):
            raise ApiError("corrupt_save", "Jogo salvo corrompido: lista de ações ausente.",
                           "Corrupt save: the action list is missing.")
        if "config" in save:
            start = {"config": save["config"]}
        elif "position" in save:
            start = {"position": save["position"]}
        else:
            raise ApiError("corrupt_save", "Jogo salvo corrompido: início ausente.", "Corrupt save: no start.")
        return cls._replay(start, actions)

    @classmethod
    def _replay(cls, start: dict[str, Any], actions: list[Any]) -> Match:
        m = cls.new(start["config"]) if "config" in start else cls.from_position(start["position"])
        for i, a in enumerate(actions):
            try:
                m.apply(a)
            except ApiError as e:
                raise ApiError("corrupt_save", f"Jogo salvo corrompido na ação {i + 1}: {e.message['pt']}",
                               f"Corrupt save at action {i + 1}: {e.message['en']}") from None
        return m

    def position(self) -> dict[str, Any]:
        return positions.to_json(self.state)

    def state_hash(self) -> str:
        return positions.state_hash(self.state)

    # -- views --
    def _card(self, uid: int) -> dict[str, Any]:
        return {"uid": uid, "id": self.state.ids[uid]}

    def _decision_json(self, dec: tuple) -> dict[str, Any]:
        s = self.state
        seat, kind, data = dec
        ctx: dict[str, Any] = {}
        if kind == "main":
            ctx["phase"] = PHASE_NAMES[data]
        elif kind == "response":
            ctx["window"] = WINDOW_NAMES[data]
        elif kind == "pick":
            ctx["slot"], ctx["from_seat"] = data
        elif kind == "target":
            ctx["source"] = self._card(data[0])
        elif kind == "order":
            ctx["triggers"] = [{"seat": c, "source": self._card(src)} for c, src, _ in s.trig[-1]]
        elif kind == "discard":
            ctx["excess"] = len(s.players[seat].hand) - HAND_LIMIT          # R12.2
        return {"seat": seat, "kind": kind, "context": ctx}

    def view(self, seat: int) -> dict[str, Any]:
        """What one seat may see; the rival's hand and both deck orders are absent."""
        if not _int(seat) or seat not in (0, 1):
            raise ApiError("bad_seat", "Assento inválido.", "Invalid seat.")
        s = self.state
        dec = decision(s)
        players = []
        for i, p in enumerate(s.players):
            creatures = []
            for c in p.creatures:
                a, r, e = stats(s, c)
                rel = bearer_relic(s, c)
                creatures.append({"uid": c, "id": s.ids[c], "exhausted": bool(s.exh[c]), "fresh": bool(s.fresh[c]),
                                  "damage": s.dmg[c], "atk": a, "res": r, "exp": e,
                                  "equipped_with": rel if rel >= 0 else None})
            pj: dict[str, Any] = {
                "seat": i,
                "desbravador": {"uid": p.desb, "id": s.ids[p.desb], "vitalidade": p.vit, "max": p.vit_max},
                "hand_count": len(p.hand), "deck_count": len(p.deck),
                "discard": [self._card(u) for u in p.discard], "committed": [self._card(u) for u in p.committed],
                "creatures": creatures,
                "relics": [{"uid": r, "id": s.ids[r], "exhausted": bool(s.exh[r]),
                            "attached_to": s.att[r] if s.att[r] >= 0 else None} for r in p.relics],
                "essence": dict(zip(DOCTRINES, p.ess)), "vestigios": p.vest,
                "connected": [self._card(u) for u in p.connected], "reserve_count": len(p.reserve),
                "explore_credits": p.credits + p.extra, "fatigue": p.fatigue,
            }
            if i == seat:
                pj["hand"] = [self._card(u) for u in p.hand]
                pj["reserve"] = [self._card(u) for u in p.reserve]
            players.append(pj)
        c = s.contest
        contest = None if c is None else {
            "kind": ("explore", "attack")[c[C_KIND]], "actor": c[C_ACTOR], "side": c[C_SIDE],
            "location": c[C_LOC] if c[C_LOC] >= 0 else None,
            "interceptor": c[C_BLOCK] if c[C_BLOCK] >= 0 else None, "withdrawn": bool(c[C_WITHDRAWN]),
            "responded": [bool(c[C_USED0]), bool(c[C_USED0 + 1])]}
        view: dict[str, Any] = {
            "version": 1, "turn": s.turn, "active": s.active, "first": s.first, "phase": PHASE_NAMES[s.phase],
            "status": "over" if s.result is not None else "playing",
            "result": None if s.result is None else {"winner": s.result[0] if s.result[0] >= 0 else None,
                                                     "reason": s.result[1]},
            "location_target": s.target,
            "decision": None if dec is None else self._decision_json(dec),
            "players": players,
            "ermo": [{"slot": i, "card": self._card(u) if u >= 0 else None, "progress": s.prog[i][:]}
                     for i, u in enumerate(s.ermo)],
            "contest": contest,
            "log": [{"pt": render(s, e, seat, 0), "en": render(s, e, seat, 1)} for e in (s.log or [])[-LOG_TAIL:]],
            "log_total": len(s.log or []),
            "hash": self.state_hash(),
            "can_undo": self.can_undo() and dec is not None and dec[0] == seat,
        }
        if "config" in self.start and s.result is not None:
            # The seed with the deck lists gives every hand and draw: shown only once the match is over.
            view["seed"] = self.start["config"]["seed"]
        if dec is not None and dec[0] == seat:
            acts = []
            for a in legal_actions(s):
                aj = action_to_json(a)
                aj["label"] = {"pt": action_label(s, a, 0), "en": action_label(s, a, 1)}
                pay = payment(s, a)
                if pay:
                    aj["payment"] = pay
                acts.append(aj)
            view["actions"] = acts
            view["unplayable"] = [{"card": u, "reason": unplayable_reason(s, u, k)} for u, k in unplayable(s, seat)]
        return view

