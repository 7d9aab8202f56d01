"""What the engine says, as structured messages {key, args}: log entries, action labels, why a card
cannot be played, deck problems (R3). The words are in the catalogues (eidolon.i18n); the reader
renders them, naming cards by reference (docs/api.md, "Messages")."""

from __future__ import annotations

from typing import Any

from ...i18n import Bilingual, CardRef, Message, both, msg
from .actions import price, spend_of
from .cards.catalog import load_catalog
from .cards.model import DOCTRINES
from .ops import EFFECTS
from .responses import WINDOW_NAMES
from .state import MAX_CREATURES, MAX_RELICS, PHASE_NAMES, State

# The log entries the turn structure, actions and combat write (key, *values) -> the name of each value;
# catalogue key "log.<key>". The effect ops name their own entries (Effect.log); LOG_ARGS joins both.
_FLOW_LOG_ARGS: dict[str, tuple[str, ...]] = {
    "turn": ("seat", "n"), "skip_draw": ("seat",), "draw": ("seat", "card"), "fatigue": ("seat", "n"),
    "phase": ("seat", "phase"), "phase_skipped": ("seat", "phase"), "commit": ("seat", "card"),
    "play": ("seat", "card", "target"), "attach": ("seat", "card", "target", "previous"),
    "activate": ("seat", "card"), "reerguer": ("seat", "card", "target"), "explore": ("seat", "card", "location"),
    "attack": ("seat", "card"), "intercept": ("seat", "card"), "let_pass": ("seat",),
    "cannot_intercept": ("seat",), "no_intercept": ("card",), "actor_gone": ("card",),
    "respond": ("seat", "card", "target"), "pass": ("seat", "window"), "auto_pass": ("seat", "window"),
    "resolve": ("seat", "card"), "fight": ("card", "other", "dealt", "taken"), "destroyed": ("card",),
    "no_progress": ("seat", "card", "location"),
    "progress": ("seat", "card", "location", "n", "progress", "need"), "complete": ("seat", "location", "n"),
    "attack_hits": ("seat", "card", "n"), "discard": ("seat", "card"), "pick": ("seat", "card", "slot"),
    "slot_empty": ("slot",), "game_over": ("seat", "reason"),
}


def _log_args() -> dict[str, tuple[str, ...]]:
    """The flow's entries and every op's; an entry both write (draw, fatigue, destroyed) must agree."""
    out = dict(_FLOW_LOG_ARGS)
    for effect in EFFECTS.values():
        for key, names in effect.log.items():
            if out.setdefault(key, names) != names:
                raise AssertionError(f"log entry {key!r}: {effect.op} names it {names}, not {out[key]}")
    return out


LOG_ARGS = _log_args()
CARD_ARGS = frozenset({"card", "target", "location", "source", "other", "previous"})
_ON_TARGET = {"play", "respond"}            # "log.play_on": the same entry naming its target


def card_ref(s: State, uid: int) -> CardRef:
    """A card instance as messages name it: its uid and its title's id."""
    return {"uid": uid, "id": s.ids[uid]}


def reason_message(s: State, reason: str) -> Message:
    """How the game ended (R1.1); Convergência names the match's Location target."""
    return msg("reason.convergencia", n=s.location_target) if reason == "convergencia" else msg(f"reason.{reason}")


def log_message(s: State, entry: tuple[Any, ...], viewer: int | None) -> Message:
    """A log entry for one viewer (None: all is visible); the rival's draws do not name the card (R16.7)."""
    key, *values = entry
    args: dict[str, Any] = dict(zip(LOG_ARGS[key], values))
    if key == "draw" and viewer is not None and viewer != args["seat"]:
        return msg("log.draw_hidden", seat=args["seat"])
    if key == "game_over":
        r = reason_message(s, args["reason"])
        return msg("log.game_over_win", seat=args["seat"], reason=r) if args["seat"] >= 0 \
            else msg("log.game_over_draw", reason=r)
    if key == "buff":
        args["bonus"] = {k: args.pop(k) for k in ("atk", "res", "exp")}
    for name in CARD_ARGS & args.keys():
        if args[name] < 0:
            del args[name]
        else:
            args[name] = card_ref(s, args[name])
    if "phase" in args:
        args["phase"] = PHASE_NAMES[args["phase"]]
    if "window" in args:
        args["window"] = WINDOW_NAMES[args["window"]]
    if key in _ON_TARGET and "target" in args:
        key += "_on"
    return {"key": f"log.{key}", "args": args}


# ---- actions ----

def action_message(s: State, a: tuple[Any, ...]) -> Message:
    """A short button text for an action; when the payment is chosen (R6.3), the label names it."""
    m = _label(s, a)
    spend = spend_of(s, a)
    if spend is not None:
        return msg("action.paid", action=m, spend={d: k for d, k in zip(DOCTRINES, spend) if k})
    return m


def _label(s: State, a: tuple[Any, ...]) -> Message:
    t = a[0]

    def ref(uid: int) -> CardRef:
        return card_ref(s, uid)
    if t in ("commit", "attack", "intercept", "discard", "pick"):
        return msg(f"action.{t}", card=ref(a[1]))
    if t in ("attach", "reerguer", "explore"):
        return msg(f"action.{t}", card=ref(a[1]), target=ref(a[2]))
    if t in ("play", "respond"):
        return msg(f"action.{t}_on", card=ref(a[1]), target=ref(a[2])) if a[2] >= 0 \
            else msg(f"action.{t}", card=ref(a[1]))
    if t == "activate":
        return msg("action.activate_on", card=ref(a[1]), target=ref(a[3])) if a[3] >= 0 \
            else msg("action.activate", card=ref(a[1]))
    if t == "order":
        return msg("action.order", card=ref(s.trigger_batches[-1][a[1]].source))
    if t == "choose":
        return msg("action.choose", target=ref(a[1]))
    return msg(f"action.{t}")                      # let_pass, pass_window, end_phase


def payment(s: State, a: tuple[Any, ...]) -> dict[str, Any] | None:
    """The real payment of a response or activation (R15.3), for display; "spend" names the piles when the
    player chooses them (R6.3)."""
    out = _payment(s, a)
    spend = spend_of(s, a)
    if out is not None and spend is not None:
        out["spend"] = {d: k for d, k in zip(DOCTRINES, spend) if k}
    return out


def _payment(s: State, a: tuple[Any, ...]) -> dict[str, Any] | None:
    pr = price(s, a)
    if pr is None:
        return None
    d = s.defs[a[1]]
    out: dict[str, Any] = {"essence": pr[1], "doctrine": d.doctrine}
    ab = d.abilities[a[2]] if a[0] == "activate" else None
    if a[0] == "respond" and d.kind != "estratagema":
        ab = next(x for x in d.abilities if x.type == "reaction")
    if ab is not None:
        out.update(vestigio=ab.cost.get("vestigio", 0), exhaust=bool(ab.cost.get("exhaust")))
    return out


def unplayable_message(s: State, uid: int, key: str) -> Message:
    """Why a hand card cannot be played now (the engine's reason key, R4.1, R6, R7)."""
    if key == "essence":
        d = s.defs[uid]
        return msg("unplayable.essence_cost", n=d.cost) if d.doctrine == "neutra" \
            else msg("unplayable.essence", doctrine=d.doctrine)
    if key == "field_full":
        return msg("unplayable.field_full", n=MAX_CREATURES)
    if key == "relics_full":
        return msg("unplayable.relics_full", n=MAX_RELICS)
    return msg(f"unplayable.{key}")


# ---- decks ----

def deck_problem_message(code: str, details: dict[str, Any]) -> Message:
    """A deck problem (R3): known cards by reference, unknown ids as given."""
    args = dict(details)
    if code != "unknown_card" and args.get("card") in load_catalog():
        args["card"] = {"id": args["card"]}
    return msg(f"deck.{code}", **args)


def deck_problem_text(code: str, details: dict[str, Any]) -> Bilingual:
    """A deck problem in words, {"pt", "en"}."""
    return both(deck_problem_message(code, details))
