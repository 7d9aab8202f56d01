"""What a seat sees (no rival hand, no rival archives, no deck order: K65), the decision, and log entries and
action labels as structured messages `{key, args}` (catalogue keys `archon.*`)."""

from __future__ import annotations

from typing import Any

from .blanking import blanked, copied, plain
from .board import armor, card, key_cost, power, upgrades_of
from .cards import HOUSES
from .codec import action_to_json
from .flow import decider, legal_actions
from .lasting_words import lasting_entry, reaction_label
from .state import Action, ArchonState, ChoiceKind, LogEntry, Reaction, Step, Verb, Zone
from .text import effects_text
from .uses import ASSAULT_ITEM, HAZARDOUS_ITEM
from .wards import label as replacement_label

HIDDEN_FROM_RIVAL = ("draw", "archive", "search")          # the card is not shown to the other seat


def name(s: ArchonState, u: int) -> dict[str, str]:
    return dict(card(s, u).name)


def house_msg(h: str) -> dict[str, Any]:
    return {"key": f"archon.house.{h}"}


def log_message(s: ArchonState, e: LogEntry, viewer: int | None) -> dict[str, Any]:
    """One log entry in words for `viewer` (None: everything, e.g. a finished match's replay)."""
    args: dict[str, Any] = {"n": e.n}
    if e.seat >= 0:
        args["seat"] = e.seat
    key = e.key
    if key in ("house", "must_house", "ban_house"):
        args["house"] = house_msg(HOUSES[e.n])
    elif key == "game_over":
        key = "game_over" if e.seat >= 0 else "game_drawn"
    elif e.card >= 0:
        if key in HIDDEN_FROM_RIVAL and viewer is not None and viewer != e.seat:
            key += "_hidden"
        else:
            args["card"] = name(s, e.card)
    if e.other >= 0 and key in ("fight", "damage", "swap", "move_damage", "move_amber", "swap_hand", "redirect",
                                "replace_return_hand", "replace_archive", "replace_purge", "copy",
                                "copy_text", "copy_action"):   # K59 (wards.py)
        args["other"] = name(s, e.other)
        if key == "damage":
            key = "damage_by"
    return {"key": f"archon.log.{key}", "args": args}


def action_message(s: ArchonState, a: Action) -> dict[str, Any]:
    c = s.choice
    if c is not None and c.kind == ChoiceKind.FLANK:            # K79
        return {"key": f"archon.action.flank_{'left' if a.target == 0 else 'right'}",
                "args": {"card": name(s, c.task.other)}}
    if c is not None and c.kind == ChoiceKind.SPEND:            # K16: an amount, not a card
        return {"key": "archon.action.spend", "args": {"n": a.target}}
    if c is not None and c.kind == ChoiceKind.MODE:             # "Choose one" (choices.py): the mode in words
        choose = card(s, c.task.source).abilities[c.task.ability].effects[c.task.step]
        return {"key": "archon.action.mode", "args": {"n": a.target + 1, "card": name(s, c.task.source),
                                                      "effects": effects_text(choose.modes[a.target])}}
    args: dict[str, Any] = {}
    if a.verb == Verb.HOUSE:
        args["house"] = house_msg(HOUSES[a.target])
    if a.card >= 0:
        args["card"] = name(s, a.card)
    if a.target >= 0 and a.verb in (Verb.FIGHT, Verb.PICK, Verb.PLAY):
        args["target"] = name(s, a.target)
    if a.verb == Verb.ORDER and c is not None and c.kind == ChoiceKind.REPLACE:        # K59, K9 (wards.py)
        outcome, x = replacement_label(s, c.task, a.target)
        return {"key": f"archon.action.replace_{outcome}", "args": {"card": name(s, x), "target": name(s, c.task.source)}}
    if a.verb == Verb.ORDER and c is not None and c.kind == ChoiceKind.FIGHT_ORDER:    # K14, K74, K75
        return _fight_order_message(s, c.task.source, c.task.other, a.target)
    if a.verb == Verb.ORDER:
        args["target"] = name(s, s.queue[a.target].source)
    if a.pos >= 0:
        args["pos"] = a.pos + 1
    key = a.verb.name.lower()
    if a.verb == Verb.PLAY:
        key = "play_on" if a.target >= 0 else "play_at" if card(s, a.card).type == "creature" else "play"
    return {"key": f"archon.action.{key}", "args": args}


def _fight_order_message(s: ArchonState, att: int, dfd: int, item: int) -> dict[str, Any]:
    """The label of one Before-Fight item: the attacker's Assault, the defender's Hazardous, or a "Before
    Fight:" ability of the attacker."""
    if item == ASSAULT_ITEM:
        return {"key": "archon.action.order_assault", "args": {"card": name(s, att)}}
    if item == HAZARDOUS_ITEM:
        return {"key": "archon.action.order_hazardous", "args": {"card": name(s, dfd)}}
    return {"key": "archon.action.order_before_fight", "args": {"card": name(s, att)}}


def card_fields(s: ArchonState, a: Action) -> tuple[str, ...]:
    """The JSON fields of a legal action that name a card, read before it is applied: "card", and "target" for
    a fight, a play on a host or a pick (not a flank, K79, a mode, nor a trigger order, whose targets are indexes)."""
    out: tuple[str, ...] = ("card",) if a.card >= 0 else ()
    c = s.choice
    if a.target >= 0 and (a.verb in (Verb.FIGHT, Verb.PLAY)
                          or a.verb == Verb.PICK and not (c is not None and c.kind in (ChoiceKind.FLANK, ChoiceKind.SPEND,
                                                                                        ChoiceKind.MODE))):
        out += ("target",)
    return out


def hidden_from(s: ArchonState, uid: int, seat: int) -> bool:
    """What a seat's view leaves out: every deck (K85: a search names the card to no one but its taker), the
    rival's hand and archives (K65)."""
    z = s.zone[uid]
    if z == Zone.ARCHIVES:                      # K65: the archives' holder looks at them, an archived card of theirs too
        return uid not in s.players[seat].archives
    return z == Zone.DECK or z == Zone.HAND and s.owner[uid] != seat


# The decision kinds by value: an enum member's name is a Python-level property (every decision reads one).
STEP_NAMES = tuple(x.name.lower() for x in Step)
CHOICE_NAMES = tuple(x.name.lower() for x in ChoiceKind)
assert all(int(x) == i for i, x in enumerate(Step)) and all(int(x) == i for i, x in enumerate(ChoiceKind))


def decision(s: ArchonState) -> tuple[int, str, Any] | None:
    if s.result is not None:
        return None
    c = s.choice
    if c is not None:
        return (decider(s), CHOICE_NAMES[c.kind], c.task.source)
    return (decider(s), STEP_NAMES[s.step], None)


def decision_json(s: ArchonState, dec: tuple[int, str, Any]) -> dict[str, Any]:
    context: dict[str, Any] = {}
    c = s.choice
    if c is not None and c.kind != ChoiceKind.ORDER and c.task.source >= 0:
        context["source"] = {"uid": c.task.source, "id": s.ids[c.task.source]}
        context["optional"] = c.optional
    return {"seat": dec[0], "kind": dec[1], "context": context}


def _ref(s: ArchonState, u: int) -> dict[str, Any]:
    return {"uid": u, "id": s.ids[u]}


def _reaction_source(s: ArchonState, u: int, seat: int) -> dict[str, Any]:
    """K37, K65: a lasting reaction's source card, by title only once it is where the seat cannot see it (its
    action shuffled back into a deck): the title was played openly, the card's place is not shown."""
    return {"id": s.ids[u]} if hidden_from(s, u, seat) else _ref(s, u)


def _reaction(s: ArchonState, x: Reaction, seat: int) -> dict[str, Any]:
    """A lasting reaction (K37) with its words (lasting_words.py)."""
    source = _reaction_source(s, x.source, seat)
    return {"seat": x.seat, "source": source, "when": x.when, "of": x.of, "turn": x.turn, "at_start": x.at_start,
            "label": reaction_label(s, x, source, seat)}


def _creature(s: ArchonState, u: int) -> dict[str, Any]:
    return {**_ref(s, u), "power": power(s, u), "armor": armor(s, u), "damage": s.damage[u], "tokens": s.tokens[u],
            "stun": s.stun[u], "exhausted": s.exhausted[u], "amber": s.held[u], "fuse": s.fuse[u], "ward": s.ward[u],
            "shield": s.shield[u],
            "upgrades": [_ref(s, x) for x in upgrades_of(s, u)], **_text_status(s, u)}


def _text_status(s: ArchonState, u: int) -> dict[str, Any]:
    """K5 (blanking.py): a creature whose text is ignored ("blank": true), or the title whose text it copied
    ("copy"); neither when its text is its own (the usual case: no field)."""
    if plain(s):
        return {}
    out: dict[str, Any] = {}
    if blanked(s, u):
        out["blank"] = True
    c = copied(s, u)
    if c is not None:
        out["copy"] = c.id
    return out


def view(s: ArchonState, seat: int) -> dict[str, Any]:
    dec = decision(s)
    players = []
    for i, p in enumerate(s.players):
        mine = i == seat
        pv: dict[str, Any] = {
            "seat": i, "name": dict(p.name), "houses": list(p.houses), "amber": p.amber, "keys": p.keys,
            "chains": p.chains, "key_cost": key_cost(s, i), "deck_count": len(p.deck), "hand_count": len(p.hand),
            "archives_count": len(p.archives), "discard": [_ref(s, u) for u in p.discard],
            "purged": [_ref(s, u) for u in p.purged], "line": [_creature(s, u) for u in p.line],
            "artifacts": [{**_ref(s, u), "exhausted": s.exhausted[u], "amber": s.held[u], **_text_status(s, u)}
                          for u in p.artifacts]}
        if mine:
            pv["hand"] = [_ref(s, u) for u in p.hand]
            pv["archives"] = [_ref(s, u) for u in p.archives]
        players.append(pv)
    out: dict[str, Any] = {
        "ruleset": "archon", "turn": s.turn, "active": s.active, "step": s.step.name.lower(), "house": s.house,
        "status": "over" if s.result else "playing",
        "result": None if s.result is None else {"winner": s.result[0] if s.result[0] >= 0 else None,
                                                 "reason": s.result[1]},
        "decision": None if dec is None else decision_json(s, dec), "players": players,
        "lasting": [lasting_entry(s, x, seat) for x in s.lasting],       # K37, in words (lasting_words.py)
        "reactions": [_reaction(s, x, seat) for x in s.reactions]}
    if dec is not None and dec[0] == seat:
        out["actions"] = [{**action_to_json(a), "label": action_message(s, a)} for a in legal_actions(s)]
    return out
