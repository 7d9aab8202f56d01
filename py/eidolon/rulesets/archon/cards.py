"""Archon card data: the closed ability vocabulary, the checked loader and the card records (docs/archon.md).

Cards live in `eidolon/rulesets/archon/data/cards/<house>.json`, one file per house. Every field and every effect is checked against the
vocabulary below when the file is read; a card the vocabulary cannot express is refused by name.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from ... import safejson

FORMAT = "archon-cards"
DATA = Path(__file__).resolve().parent / "data" / "cards"

HOUSES = ("mare", "cinza", "vereda", "engrenagem", "brasa", "sussurro", "raiz")   # appended only: codes index it
TYPES = ("creature", "action", "artifact", "upgrade")                       # K41
RARITIES = ("common", "uncommon", "rare", "special")                        # K93
FLAGS = ("elusive", "skirmish", "taunt", "poison", "deploy", "alpha", "omega", "versatile", "treasury")  # K70-K73,
# K77, K39, K40; "versatile" (K5): the card in play may be used as if it belonged to the active house; "treasury"
# (K16, an artifact only): the Æmber on it may be spent to forge (zones.py)
IN_PLAY_FLAGS = ("versatile", "treasury")                                   # also on artifacts
COUNTS = ("assault", "hazardous")                                           # K74, K75
# K13, K14: triggered abilities (triggers.py, one class per kind), each with `of`: whose event it answers (K81)
TRIGGERED = ("start_turn", "end_turn", "after_forge", "after_play", "after_enters", "after_reap", "after_fight",
             "after_destroyed", "after_house", "after_use", "after_capture", "after_steal", "after_heal")
TRIGGER_OF = ("friendly", "enemy", "any")
WHENS = ("play", "reap", "fight", "before_fight", "destroyed", "leaves", "would_be_destroyed", "action", "omni",
         "constant") + TRIGGERED
# K59: what may replace a destruction ("instead"); only effects on the card itself or its controller's pool
REPLACING = {"heal": ("self",), "exhaust": ("self",), "stun": ("self",), "power": ("self",), "gain": ("",)}
# K59's last sentence: an "instead" naming no other effect replaces part of its own effect: for a target that is
# friendly (or enemy), INSTEAD_OPS's other op happens to it in place of the effect's op
INSTEAD_OPS = ("destroy", "stun", "exhaust", "ready", "return_hand")
INSTEAD_IF = ("friendly", "enemy")
# op -> the parameters it takes besides "op" (n: amount, target: a selector)
OPS: dict[str, tuple[str, ...]] = {
    "gain": ("n",), "lose": ("n",), "steal": ("n",), "pay": ("n",),        # K20, K62, K63
    "capture": ("n", "target"),                                              # K61
    "damage": ("n", "target", "splash"),                                     # K53, K76
    "destroy": ("target",), "heal": ("n", "target"), "stun": ("target",),   # K58, K55, K78
    "exhaust": ("target",), "ready": ("target",), "ready_fight": ("target",),  # K10, K48
    "ready_reap": ("target",), "power": ("n", "target"),                     # K45, K56
    "return_hand": ("target",), "return_amber": ("target",),                 # K60, K64
    "draw": ("n",), "archive_top": ("n",), "archive_hand": (),               # K65
    "purge_discard": (), "unforge": (), "key_cost_next": ("n",), "chains": ("n",),   # K66, K19, K37, K67
    "gain_each": ("n", "count"),                                             # K90
    "take_control": ("target",), "swap": ("target",),                       # K79, K86
    "search": ("trait",),                                                    # K85, K92
    "move_damage": ("target",), "repeat": (),                                # K57, K87/K88
    "move_amber": ("n", "target"),                                           # K57: moving Æmber
    "reap_as_yours": ("target",), "sacrifice_as_yours": ("target",),        # K80
    "must_house": ("house",), "ban_house": ("house",),                       # K22-K24
    "key_cost": ("n",),                                                      # constant only: K17
    # issue 24's verbs (verbs.py, one class each): K53, K58, K60, K66, K31, K8
    "split_damage": ("n", "target"), "discard_random": ("n",),
    "destroy_artifact": ("target",), "destroy_upgrade": ("target",),
    "purge_hand": (), "purge_archives": ("n",), "return_deck": ("target", "place"), "play_discard": (),
    "fuse": ("n", "target"),                                                 # K8: this game's fuse counters
    # issue 24's removal and zone verbs (zones.py, one class each): K66, K29/K44/K85, K86, K65, K16/K42
    "purge": ("target",), "purge_artifact": ("target",), "purge_from_discard": ("target",),
    "put_from_hand": (), "put_from_discard": (), "put_from_deck": (), "swap_hand": (),
    "archive_enemy": ("target",), "place_amber": ("n", "target"), "take_amber": (),
    # issue 24's other zone moves (moves.py, one class each): K66, K29/K42/K44, K86, K65/K60
    "purge_archived": (), "purge_enemy_hand": (), "put_artifact_from_hand": (), "put_artifact_from_discard": (),
    "put_artifact_from_deck": (), "put_top": (), "swap_artifact_hand": (), "swap_friendly_hand": (),
    "archive_artifact": ("target",),
    "choose": ("modes",),                                                    # "Choose one" (choices.py)
    "react": ("until", "when", "of", "effects"),                             # K37: a lasting triggered ability
    # constant only (constants.py, one class each): K33, K54, K56, K70-K73, K7/K44, K24
    "power_bonus": ("n", "target"), "armor_bonus": ("n", "target"), "grant": ("keyword", "target", "n"),
    "enters_ready": ("target",), "cannot_reap": ("target",), "cannot_fight": ("target",),
    # K59, K54: replacement and prevention (wards.py): a ward placed on a creature; constant prevention,
    # redirection and replacement of another event ("event" replaced "with" another outcome)
    "ward": ("target",), "shield": ("n", "target"), "cannot_be_damaged": ("target",), "redirect_damage": ("target",),
    "replace": ("target", "event", "with"),                                  # (+ "once": the first time each turn)
    # blanking, entering, playing, house permissions, own key cost (blanking.py, permissions.py): K5, K7/K44, K17,
    # K24, K26, K32, K33; "copy" resolves (a creature gains another's text while it is in play)
    "blank": ("target",), "enters_exhausted": ("target",), "enters_stunned": ("target",), "cannot_play": ("target",),
    "may_play": ("house",), "may_use": ("house",), "key_discount": ("n",), "copy": ("target",),
    "copy_text": ("target",),                         # K5, K32: a creature's text replaced by another's (blanking.py)
    "copy_action": (),                                # K32: an action plays as a copy of one in a discard pile
    "copy_artifact": (),                              # K5: an artifact takes on another artifact's text (mimicry.py)
    "copy_while": (),                                 # K5, K33: while its "if" holds, a creature also has its left
}                                                     # neighbour's text (a constant; mimicry.keep_copies)
WHILE_OPS = ("copy_while",)    # constants that hold while their "if" holds (its text reads "While ...")
AURA_OPS = ("power_bonus", "armor_bonus", "grant", "enters_ready", "cannot_reap", "cannot_fight",
            "cannot_be_damaged", "redirect_damage", "replace",
            "blank", "enters_exhausted", "enters_stunned", "cannot_play", "may_play", "may_use", "key_discount",
            "copy_while")
AURA_TARGETS = {"enters_ready": ("self", "each_friendly"),          # the others: AURA_SUBJECTS
                "redirect_damage": ("neighbors", "each_friendly"),  # K59: damage to those is dealt to the source
                "blank": ("neighbors", "each_enemy"), "enters_exhausted": ("each_friendly", "each_enemy"),
                "enters_stunned": ("self", "each_friendly", "each_enemy"), "cannot_play": ("each_friendly", "each_enemy"),
                "may_play": ("",), "may_use": ("",), "key_discount": ("",), "copy_while": ("",)}
# K59: the events a constant "replace" may replace, each with the outcomes that may take its place (wards.py)
REPLACE_EVENTS: dict[str, tuple[str, ...]] = {"destroy": ("return_hand", "archive", "purge"),
                                              "return_hand": ("archive", "purge"),
                                              "steal": ("supply", "keep"), "capture": ("supply", "keep"),
                                              "lose": ("keep",), "reap": ("steal",)}
# whose event: a creature's (AURA_SUBJECTS), or the controller's pool for a player's event (K62 "steal from you",
# K61 "capture from you", K20 "you would lose"): the pool events of POOL_EVENTS
REPLACE_TARGETS = {"steal": ("each_friendly",), "capture": ("each_friendly",), "lose": ("each_friendly",),
                   "reap": ("self", "each_friendly")}   # K46: the reap's 1Æ gained becomes a steal of 1Æ (K62)
POOL_EVENTS = ("steal", "capture", "lose")
WARD_OPS = ("ward", "shield")                                        # resolved by wards.py's verb classes
AURA_SUBJECTS = ("self", "neighbors", "each_friendly", "each_enemy")
GRANTABLE = ("elusive", "skirmish", "taunt", "poison", "assault", "hazardous")   # the last two with n (K74, K75)
PLAYER_OPS = ("may_play", "may_use", "key_discount")    # constants of their controller, not of creatures (K26, K17)
ANY_HOUSE = "any"                                       # may_play / may_use: cards of every house (K26)
# K37: the constant verbs that may also last (a side's entering creatures; a player's permission this turn)
LASTING_OPS = ("power_bonus", "armor_bonus", "grant", "cannot_reap", "cannot_fight", "blank", "enters_exhausted",
               "enters_stunned", "may_play", "may_use", "cannot_play", "cannot_be_damaged",
               "key_discount", "key_cost",                                    # K17, K37: a player's key cost (key_costs.py)
               "redirect_damage", "replace")    # K59 with K37: a lasting redirection or replacement (wards.py)
LASTING_SIDES = {"redirect_damage": ("self", "friendly"), "replace": ("each_friendly", "each_enemy"),
                 "enters_exhausted": ("each_friendly", "each_enemy"), "enters_stunned": ("each_friendly", "each_enemy"),
                 "may_play": ("",), "may_use": ("",), "cannot_play": ("each_friendly", "each_enemy"),
                 "key_discount": ("",), "key_cost": ("",)}
# the others: LASTING_TARGETS
# K37: lasting effects (lasting.py, one class per duration): a constant verb but enters_ready, with `until`, in an
# ability that resolves, on these targets
DURATIONS = ("end_of_turn", "opponent_next_turn", "start_of_your_turn")
LASTING_TARGETS = ("self", "friendly", "enemy", "each_friendly", "each_enemy")
# "if ...": condition kind -> what it takes besides "test" (conditions.py, one class each)
COND_TESTS: dict[str, tuple[str, ...]] = {"pool_at_least": ("n",), "opponent_pool_at_least": ("n",),
                                          "behind_on_keys": (), "fewer_creatures": (), "controls_trait": ("trait",),
                                          "discard_at_least": ("n",),
                                          # other zones and the active house (conditions.py): K11, K65, K26, K92
                                          "hand_at_least": ("n",), "hand_at_most": ("n",),
                                          "archives_at_least": ("n",), "active_house": ("house",),
                                          "hand_house": ("house",), "discard_trait": ("trait",)}
CONSTANT_OPS = ("key_cost", *AURA_OPS)
CHOSEN = ("enemy", "friendly", "any", "other_friendly", "most_powerful_enemy", "least_powerful_enemy")
ENEMY_CHOSEN = ("enemy", "most_powerful_enemy", "least_powerful_enemy")
EVERY = ("each_enemy", "each_friendly", "each", "neighbors")
FIXED = ("self", "defender", "it")
# "it": the creature the event of a triggered ability of these kinds is about (triggers.py)
IT_EVENTS = ("after_play", "after_enters", "after_reap", "after_fight", "after_use", "after_capture", "after_heal")
# K82, K83: the X most/least powerful enemy creatures as a group (groups.py), with `x` 2..MAX_GROUP, on these ops
GROUP_TARGETS = ("most_powerful_enemies", "least_powerful_enemies")
GROUP_OPS = ("destroy", "damage", "stun", "exhaust")
MAX_GROUP = 5
TARGETS = CHOSEN + EVERY + FIXED + GROUP_TARGETS
COUNTED = ("friendly_creatures", "enemy_creatures", "enemy_damaged", "destroyed_this_way",   # K90, K89
           "friendly_damaged", "opponent_keys", "destroyed_this_turn")
# K90: "for each ...": these ops may take a `count`; their amount is then n times the count when they resolve
FOR_EACH_OPS = ("draw", "steal", "lose", "capture", "power", "archive_top", "damage")
# verbs.py: the ops resolved by a class of their own (verbs.VERBS)
VERB_OPS = ("split_damage", "discard_random", "destroy_artifact", "destroy_upgrade", "purge_hand", "purge_archives",
            "return_deck", "play_discard", "fuse")
SPLIT_TARGETS = ("enemy", "any")                         # K53: "divided as you choose among" these creatures
ZONE_TARGETS = ("enemy", "friendly", "any")             # an artifact, or an upgrade on a creature, of that side
PLACES = ("top", "bottom", "shuffle")                   # return_deck: where in its owner's deck (K60)
# zones.py: the removal and zone verbs, each resolved by a class of its own (zones.ZONE_VERBS)
ZONE_OPS = ("purge", "purge_artifact", "purge_from_discard", "put_from_hand", "put_from_discard", "put_from_deck",
            "swap_hand", "archive_enemy", "place_amber", "take_amber")
PURGE_TARGETS = ("enemy", "friendly", "any", "most_powerful_enemy", "least_powerful_enemy", "defender", "self")
# moves.py: the other zone moves, each resolved by a class of its own (moves.MOVE_VERBS); archive_artifact takes
# a target of ZONE_TARGETS
MOVE_OPS = ("purge_archived", "purge_enemy_hand", "put_artifact_from_hand", "put_artifact_from_discard",
            "put_artifact_from_deck", "put_top", "swap_artifact_hand", "swap_friendly_hand", "archive_artifact")
ARCHIVE_TARGETS = ("enemy", "most_powerful_enemy", "least_powerful_enemy", "defender")   # K65: an opponent's card
ARTIFACT_ONLY = ("place_amber", "take_amber")            # K16, K42: Æmber put on and taken from an artifact itself
# "only": a filter on a creature selector (filters.py, one class each): kind -> what it takes
ONLY: dict[str, tuple[str, ...]] = {"trait": ("trait",), "house": ("house",), "flank": (), "undamaged": (),
                                    "type": ("type",)}
# a filter on a constant's side (K92, K94): what the constant covers of it; "type" (K41) only for cannot_play
CONSTANT_ONLY = ("trait", "house", "type")
# "Choose one" (choices.py): 2 to MAX_MODES effect lists, the last effect of its ability; each mode becomes a
# hidden ability of timing MODE appended to the card's abilities, which the chosen mode's task resolves
MAX_MODES = 4
MODE = "mode"
# K37: "for the remainder of the turn, after ...": a react's effects become a hidden ability of timing REACTION,
# which a lasting reaction (lasting.py) queues when its event happens
REACTION = "reaction"
HIDDEN_WHENS = (MODE, REACTION)
MAX_ABILITIES = 10             # a title's abilities, hidden ones counted; a copy's follow its own (blanking.py)
FILTERED = ("enemy", "friendly", "any", "other_friendly", "each_enemy", "each_friendly", "each")
ERRATA_FIELDS = ("amber", "power", "armor", "keywords", "abilities")        # K96: what an errata may change
MAVERICK = "@"                  # K94: "title@house" is a maverick copy of the title printed in that house


class Effect(NamedTuple):
    op: str
    n: int = 0                 # amount; for heal, 0 means "fully heal" (K55)
    target: str = ""           # a selector of TARGETS
    splash: int = 0            # K76
    per: str = ""              # gain_each, or an op of FOR_EACH_OPS: what is counted (K90)
    trait: str = ""            # search: the trait looked for (K85, K92)
    house: str = ""            # must_house / ban_house: the house named (K22-K24)
    keyword: str = ""          # grant: the keyword given (GRANTABLE)
    until: str = ""            # K37: a constant verb made a lasting effect for this duration (DURATIONS)
    cond: str = ""             # "if ...": the condition kind (COND_TESTS, conditions.py)
    cond_n: int = 0            # its amount
    cond_trait: str = ""       # its trait (K92)
    cond_house: str = ""       # its house (K26, K94)
    may: bool = False          # K35: the chooser may decline
    if_you_do: bool = False    # K36: only if the previous effect resolved fully
    instead: str = ""          # K59: the op done instead to a target that is `instead_if` (INSTEAD_OPS)
    instead_if: str = ""       # K59: "friendly" or "enemy" (INSTEAD_IF)
    only: str = ""             # a filter on the target's creatures (ONLY, filters.py): K84 flank, K92 trait, ...
    only_arg: str = ""         # its trait or house
    place: str = ""            # return_deck: top, bottom or shuffle (PLACES)
    event: str = ""            # replace: the event replaced (REPLACE_EVENTS, K59); react: the trigger kind it
    #                            answers while it lasts (TRIGGERED)
    with_op: str = ""          # replace: what happens instead (REPLACE_EVENTS[event])
    x: int = 0                 # a group target's size (GROUP_TARGETS, K82, K83)
    modes: tuple[tuple[Effect, ...], ...] = ()   # choose: the effect lists the controller picks among; react: its one
    mode_at: int = 0           # choose, react: the index of the hidden ability of its first effect list
    event_of: str = ""         # react: whose event (TRIGGER_OF)
    once: bool = False         # replace (constant): only the first time each turn (K59; wards.py)


class Ability(NamedTuple):
    when: str
    effects: tuple[Effect, ...]
    of: str = ""               # a triggered ability (TRIGGERED): whose event it answers (TRIGGER_OF)


class CardDef(NamedTuple):
    """One title. Names are {"pt", "en"}; `flags` and `counts` are the keywords; `bonus_*` and `grants`
    are an upgrade's changes to its host (K43)."""
    id: str
    name: dict[str, str]
    house: str
    type: str
    rarity: str
    amber: int                 # the Æmber bonus, K28
    power: int
    armor: int
    traits: tuple[str, ...]
    flags: frozenset[str]
    counts: dict[str, int]
    abilities: tuple[Ability, ...]
    bonus_power: int = 0
    bonus_armor: int = 0
    grants: frozenset[str] = frozenset()
    maverick: bool = False     # K94: a copy moved to `house` (its printed house); see `lookup`
    legacy: bool = False       # K95: a carry-over from an earlier set, fully legal
    errata: bool = False       # K96: the fields of `errata` replaced the printed ones
    triggers: frozenset[str] = frozenset()   # the kinds of its triggered abilities (TRIGGERED)
    auras: tuple[Effect, ...] = ()           # its constant effects of AURA_OPS (constants.py)
    whens: frozenset[str] = frozenset()      # the timings of its abilities (WHENS)
    key_cost: int = 0                        # its constant change to the opponent's key cost (K17)
    grant_counts: tuple[tuple[str, int], ...] = ()   # an upgrade's Assault X / Hazardous X for its host (K43, K74)

    def has(self, when: str) -> bool:
        """Whether it has an ability of this timing ("action", "omni", "reap", ...)."""
        return when in self.whens


class CardDataError(ValueError):
    """A card file the vocabulary cannot read; the message names the card and the field."""


def _fail(cid: str, msg: str) -> None:
    raise CardDataError(f"card {cid!r}: {msg}")


def _int(v: Any, cid: str, what: str, lo: int, hi: int) -> int:
    if not (isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi):
        _fail(cid, f"{what} must be a whole number from {lo} to {hi}")
    out: int = v
    return out


def _effect(raw: Any, cid: str, when: str) -> Effect:
    if not isinstance(raw, dict) or raw.get("op") not in OPS:
        _fail(cid, f"unknown effect {raw!r}")
    op = raw["op"]
    if op == "choose":
        return _choose(raw, cid, when)
    if op == "react":
        return _react(raw, cid, when)
    allowed = set(OPS[op]) | {"op", "may", "if_you_do", "instead", "if", "only"} | ({"until"} if op in LASTING_OPS else set()) \
        | ({"count"} if op in FOR_EACH_OPS else set()) | ({"x"} if op in GROUP_OPS else set()) \
        | ({"once"} if op == "replace" else set())
    extra = set(raw) - allowed
    if extra:
        _fail(cid, f"effect {op!r} takes no {min(extra)!r}")
    until = raw.get("until", "")
    lasting = bool(until) and when not in ("constant", "would_be_destroyed") and op in LASTING_OPS
    if until and (not lasting or until not in DURATIONS):
        _fail(cid, f"a lasting effect (K37) is a constant verb in an ability that resolves, until one of "
                   f"{', '.join(DURATIONS)}")
    if (op in CONSTANT_OPS) != (when == "constant") and not lasting:
        _fail(cid, f"effect {op!r} cannot be used in a {when!r} ability")
    target = raw.get("target", "")
    if lasting and target not in LASTING_SIDES.get(op, LASTING_TARGETS):
        _fail(cid, f"a lasting {op!r} needs a target among {', '.join(LASTING_SIDES.get(op, LASTING_TARGETS))}")
    if op in AURA_OPS and not lasting and target not in AURA_TARGETS.get(op, AURA_SUBJECTS):
        _fail(cid, f"constant {op!r} needs a target among {', '.join(AURA_TARGETS.get(op, AURA_SUBJECTS))}")
    keyword = raw.get("keyword", "")
    if op == "grant" and keyword not in GRANTABLE:
        _fail(cid, f"grant needs a keyword among {', '.join(GRANTABLE)}")
    if op == "grant" and (keyword in COUNTS) != ("n" in raw):
        _fail(cid, f"grant gives n only with {' or '.join(COUNTS)} (K74, K75): {keyword} {raw.get('n')}")
    if op == "grant" and keyword in COUNTS:
        _int(raw["n"], cid, f"grant {keyword}", 1, 5)
    _blanking_fields(raw, cid, op, when)
    if "target" in OPS[op] and target not in TARGETS:
        _fail(cid, f"effect {op!r} needs a target among {', '.join(TARGETS)}")
    if target == "defender" and when not in ("fight", "before_fight"):
        _fail(cid, "the target 'defender' exists only in fight abilities")
    if target == "it" and when not in IT_EVENTS:
        _fail(cid, f"the target 'it' exists only in triggered abilities of {', '.join(IT_EVENTS)}")
    count = raw.get("count", "")
    if (op == "gain_each" or "count" in raw) and count not in COUNTED:
        _fail(cid, f"{op} needs a count among {', '.join(COUNTED)}")
    house = raw.get("house", "")
    if op in ("may_play", "may_use") and house == ANY_HOUSE:
        pass                                     # K26: every house's cards
    elif "house" in OPS[op] and house not in HOUSES:
        _fail(cid, f"effect {op!r} needs a house among {', '.join(HOUSES)}")
    if op == "sacrifice_as_yours" and target not in ENEMY_CHOSEN:
        _fail(cid, f"sacrifice_as_yours (K80) needs a target among {', '.join(ENEMY_CHOSEN)}")
    if when == "would_be_destroyed" and (target not in REPLACING.get(op, ()) or "may" in raw or "if_you_do" in raw):
        _fail(cid, f"a replacement (K59) cannot {op!r} {target or 'without a target'}")
    trait = raw.get("trait", "")
    if op == "search" and not (isinstance(trait, str) and trait.isalpha()):
        _fail(cid, "search needs a trait (a word)")
    for flag in ("may", "if_you_do"):
        if not isinstance(raw.get(flag, False), bool):
            _fail(cid, f"{flag} must be true or false")
    _verb_fields(raw, cid, op, target)
    if op == "replace" and not (raw.get("event") in REPLACE_EVENTS and raw.get("with") in REPLACE_EVENTS[raw["event"]]):
        _fail(cid, "replace (K59) needs an event among " + "; ".join(f"{k} (with {', '.join(v)})"
                                                                     for k, v in REPLACE_EVENTS.items()))
    if op == "replace" and target not in REPLACE_TARGETS.get(raw["event"], AURA_SUBJECTS):
        _fail(cid, f"replace {raw['event']} needs a target among "
                   f"{', '.join(REPLACE_TARGETS.get(raw['event'], AURA_SUBJECTS))}")
    if "once" in raw and (raw["once"] is not True or until):
        _fail(cid, "once (the first time each turn, K59) is true, on a constant replace only")
    if (target in GROUP_TARGETS or "x" in raw) and (target not in GROUP_TARGETS or "may" in raw or "x" not in raw):
        _fail(cid, f"{' or '.join(GROUP_TARGETS)} (K82, K83) need x and cannot be declined, on {', '.join(GROUP_OPS)}")
    instead, instead_if = _instead(raw.get("instead"), cid, op, target)
    if op in WHILE_OPS and raw.get("if") is None:
        _fail(cid, f"{op} (K5, K33) holds while a condition holds: it needs an if")
    cond, cond_n, cond_trait, cond_house = _condition(raw.get("if"), cid, "" if op in WHILE_OPS else when)
    only, only_arg = _only(raw.get("only"), cid, op, target, lasting)
    return Effect(op, n=_int(raw.get("n", 0), cid, "n", 0, 10), target=target,
                  splash=_int(raw.get("splash", 0), cid, "splash", 0, 5), per=count, trait=trait, house=house,
                  keyword=keyword, until=until, cond=cond, cond_n=cond_n, cond_trait=cond_trait, cond_house=cond_house,
                  may=raw.get("may", False), if_you_do=raw.get("if_you_do", False), instead=instead,
                  instead_if=instead_if, only=only, only_arg=only_arg, place=raw.get("place", ""),
                  event=raw.get("event", ""), with_op=raw.get("with", ""), once=raw.get("once", False),
x=_int(raw.get("x", 0), cid, "x", 0 if "x" not in raw else 2, MAX_GROUP))


def _choose(raw: dict[str, Any], cid: str, when: str) -> Effect:
    """{"op": "choose", "modes": [[effects], [effects], ...]}: 2 to MAX_MODES lists of effects of the same
    timing, none of them another choice; the effect takes nothing else (no may, if, ...)."""
    modes = raw.get("modes")
    if set(raw) != {"op", "modes"} or not isinstance(modes, list) or not 2 <= len(modes) <= MAX_MODES \
            or not all(isinstance(m, list) and m for m in modes):
        raise CardDataError(f"card {cid!r}: choose takes only modes: 2 to {MAX_MODES} non-empty lists of effects")
    if when in ("constant", "would_be_destroyed"):
        _fail(cid, "choose belongs to an ability that resolves")
    if any(isinstance(e, dict) and e.get("op") == "choose" for m in modes for e in m):
        _fail(cid, "a mode of choose cannot hold another choose (no rule names a choice inside a choice: "
                   "docs/archon.md, Plain readings)")
    return Effect("choose", modes=tuple(tuple(_effect(e, cid, when) for e in m) for m in modes))


def _react(raw: dict[str, Any], cid: str, when: str) -> Effect:
    """{"op": "react", "until": duration, "when": trigger kind, "of": whose, "effects": [...]}: while it lasts
    (K37), each event of that kind queues the effects as a triggered ability of the player who made it (K13, K14);
    no choose, react or repeat inside."""
    effects = raw.get("effects")
    if set(raw) != set(OPS["react"]) | {"op"} or raw.get("until") not in DURATIONS or raw.get("when") not in TRIGGERED \
            or raw.get("of") not in TRIGGER_OF or not isinstance(effects, list) or not effects:
        raise CardDataError(f"card {cid!r}: react takes until ({', '.join(DURATIONS)}), when (a triggered kind), "
                            f"of ({', '.join(TRIGGER_OF)}) and a non-empty list of effects")
    if when in ("constant", "would_be_destroyed"):
        _fail(cid, "react belongs to an ability that resolves")
    if any(isinstance(e, dict) and e.get("op") in ("choose", "react", "repeat") for e in effects):
        _fail(cid, "a react holds no choose, react or repeat")
    return Effect("react", until=raw["until"], event=raw["when"], event_of=raw["of"],
                  modes=(tuple(_effect(e, cid, raw["when"]) for e in effects),))


def _with_modes(cid: str, abilities: list[Ability]) -> list[Ability]:
    """Each choose (the last effect of its ability) gets its modes as hidden MODE abilities at the end, each react
    its effects as a hidden REACTION ability."""
    out = list(abilities)
    i = -1
    while i + 1 < len(out):                      # the MODE abilities appended below are visited too (a react in a mode)
        i += 1
        a = out[i]
        if any(e.op == "react" for e in a.effects):
            effects = list(a.effects)
            for k, e in enumerate(effects):
                if e.op == "react":
                    effects[k] = e._replace(mode_at=len(out))
                    out.append(Ability(REACTION, e.modes[0]))
            a = out[i] = a._replace(effects=tuple(effects))
        if any(e.op == "choose" for e in a.effects[:-1]):
            _fail(cid, "choose is the last effect of its ability")
        last = a.effects[-1]
        if last.op == "choose":
            if any(e.op == "repeat" for e in a.effects):
                _fail(cid, "an ability with choose repeats only inside a mode")
            out[i] = a._replace(effects=(*a.effects[:-1], last._replace(mode_at=len(out))))
            out.extend(Ability(MODE, m) for m in last.modes)
    if len(out) > MAX_ABILITIES:
        _fail(cid, f"a card has at most {MAX_ABILITIES} abilities, its modes counted")
    return out


def _blanking_fields(raw: dict[str, Any], cid: str, op: str, when: str) -> None:
    """The new constants' and copy's parameters (blanking.py, permissions.py)."""
    if op == "cannot_play" and not (isinstance(raw.get("only"), dict) and min(raw["only"], default="") in CONSTANT_ONLY):
        _fail(cid, f"cannot_play (K24) names the cards it forbids: only {', '.join(CONSTANT_ONLY)}")
    if op == "key_discount" and not 1 <= _int(raw.get("n", 0), cid, "n", 0, 10) <= 3:
        _fail(cid, "key_discount (K17) lowers its controller's key cost by n, 1 to 3")
    if op == "key_cost" and raw.get("until") and not 1 <= _int(raw.get("n", 0), cid, "n", 0, 10) <= 3:
        _fail(cid, "a lasting key_cost (K17, K37) raises the opponent's key cost by n, 1 to 3")
    if op in ("copy", "copy_text") and (raw.get("target") not in ("enemy", "other_friendly")
                                        or when not in ("play", "reap")):           # K29, K46: on entering, or a reap
        _fail(cid, f"{op} (K5, K32) picks an enemy or another friendly creature in a creature's Play or Reap ability")


def _verb_fields(raw: dict[str, Any], cid: str, op: str, target: str) -> None:
    """The parameters of the verbs of VERB_OPS (verbs.py)."""
    n = _int(raw.get("n", 0), cid, "n", 0, 10)
    if op == "split_damage" and (target not in SPLIT_TARGETS or n < 1 or "may" in raw):
        _fail(cid, f"split_damage (K53) deals n (1 or more) among {' or '.join(SPLIT_TARGETS)} creatures, "
                   "and cannot be declined")
    if op in ("destroy_artifact", "destroy_upgrade") and target not in ZONE_TARGETS:
        _fail(cid, f"{op} needs a target among {', '.join(ZONE_TARGETS)}")
    if op in ("discard_random", "purge_archives", "fuse", "shield") and n < 1:
        _fail(cid, f"{op} needs n, 1 or more")
    if op == "return_deck" and raw.get("place") not in PLACES:
        _fail(cid, f"return_deck needs a place among {', '.join(PLACES)}")
    _zone_fields(cid, op, target, n)


def _zone_fields(cid: str, op: str, target: str, n: int) -> None:
    """The parameters of the removal and zone verbs of ZONE_OPS (zones.py)."""
    if op == "purge" and target not in PURGE_TARGETS:
        _fail(cid, f"purge (K66) needs a creature target among {', '.join(PURGE_TARGETS)}")
    if op in ("purge_artifact", "purge_from_discard", "archive_artifact") and target not in ZONE_TARGETS:
        _fail(cid, f"{op} needs a target among {', '.join(ZONE_TARGETS)}")
    if op == "archive_enemy" and target not in ARCHIVE_TARGETS:
        _fail(cid, f"archive_enemy (K65) needs an enemy target among {', '.join(ARCHIVE_TARGETS)}")
    if op == "place_amber" and (target != "self" or n < 1):
        _fail(cid, "place_amber (K16) puts n (1 or more) Æmber on the card itself: target self")


def _only(raw: Any, cid: str, op: str, target: str, lasting: bool) -> tuple[str, str]:
    """{"trait": word} | {"house": house} | {"flank": true} | {"undamaged": true}: the creatures of the
    effect's selector that it may affect (filters.py); only on a selector of FILTERED in an ability that resolves."""
    if raw is None:
        return "", ""
    if not (isinstance(raw, dict) and len(raw) == 1 and min(raw) in ONLY):
        _fail(cid, f"only must be one of {', '.join(ONLY)} with its value")
    kind = min(raw)
    value = raw[kind]
    if ONLY[kind] and not (isinstance(value, str) and (value in HOUSES if kind == "house" else value in TYPES
                                                       if kind == "type" else value.isalpha())):
        _fail(cid, f"only {kind} needs a {'house' if kind == 'house' else 'type' if kind == 'type' else 'trait (a word)'}")
    if not ONLY[kind] and value is not True:
        _fail(cid, f"only {kind} is written true")
    if op in AURA_OPS and (not lasting or op == "cannot_play"):   # a constant on a side: what of it it covers
        if kind not in CONSTANT_ONLY or target not in ("each_friendly", "each_enemy") \
                or (kind == "type") != (op == "cannot_play"):
            _fail(cid, f"a constant's only is {', '.join(CONSTANT_ONLY)} (type: cannot_play) on each_friendly or "
                       "each_enemy")
        return kind, value
    if kind == "type" or target not in FILTERED or lasting or op in CONSTANT_OPS or op in ("destroy_artifact", "destroy_upgrade", "split_damage",
                                                                                              "purge_artifact", "purge_from_discard",
                                                                                              "archive_artifact"):
        _fail(cid, f"only filters the creatures of a resolving effect's {', '.join(FILTERED)}")
    return kind, value if ONLY[kind] else ""


def _condition(raw: Any, cid: str, when: str) -> tuple[str, int, str, str]:
    """{"test": kind, ...what the kind takes}: the effect resolves only if it holds (conditions.py)."""
    if raw is None:
        return "", 0, "", ""
    if when in ("constant", "would_be_destroyed"):
        _fail(cid, "a condition belongs to an effect that resolves")
    if not (isinstance(raw, dict) and raw.get("test") in COND_TESTS and set(raw) == {"test", *COND_TESTS[raw["test"]]}):
        _fail(cid, f"if must be {{test: one of {', '.join(COND_TESTS)}, and what it takes}}")
    trait = raw.get("trait", "")
    if "trait" in raw and not (isinstance(trait, str) and trait.isalpha()):
        _fail(cid, "a condition's trait is a word")
    house = raw.get("house", "")
    if "house" in raw and house not in HOUSES:
        _fail(cid, f"a condition's house is one of {', '.join(HOUSES)}")
    return str(raw["test"]), _int(raw.get("n", 0), cid, "the condition's n", 0, 30), trait, house


def _instead(raw: Any, cid: str, op: str, target: str) -> tuple[str, str]:
    """K59's last sentence: {"if": friendly|enemy, "op": ...}, another op of INSTEAD_OPS replacing `op` for
    the targets it names; only on an effect of INSTEAD_OPS whose targets may be of either side."""
    if raw is None:
        return "", ""
    if not (isinstance(raw, dict) and set(raw) == {"if", "op"} and raw["if"] in INSTEAD_IF
            and raw["op"] in INSTEAD_OPS and raw["op"] != op):
        _fail(cid, f"instead must be {{if: {' or '.join(INSTEAD_IF)}, op: another of {', '.join(INSTEAD_OPS)}}}")
    if op not in INSTEAD_OPS or target not in ("any", "each"):
        _fail(cid, f"an instead (K59) replaces {', '.join(INSTEAD_OPS)} of 'any' or 'each' creature")
    return str(raw["op"]), str(raw["if"])


FIELDS = {"id", "name", "house", "type", "rarity", "amber", "power", "armor", "traits", "keywords", "abilities",
          "upgrade", "legacy", "errata"}


def card_from_json(raw: Any) -> CardDef:
    """One checked card (CardDataError names what is wrong)."""
    cid = raw.get("id") if isinstance(raw, dict) else None
    if not isinstance(cid, str) or not cid or not cid.replace("-", "").isalnum() or cid != cid.lower():
        raise CardDataError(f"card without a valid id: {str(raw)[:60]}")
    extra = set(raw) - FIELDS
    if extra:
        _fail(cid, f"unknown field {min(extra)!r}")
    if not isinstance(raw.get("legacy", False), bool):
        _fail(cid, "legacy must be true or false")
    errata = raw.get("errata")
    if errata is not None:                       # K96: the errata overrides the printed card
        if not (isinstance(errata, dict) and errata and set(errata) <= set(ERRATA_FIELDS)):
            _fail(cid, f"errata must be an object of {', '.join(ERRATA_FIELDS)}")
        raw = {**{k: v for k, v in raw.items() if k != "errata"}, **errata}
    name = raw.get("name")
    if not (isinstance(name, dict) and set(name) == {"pt", "en"} and all(isinstance(v, str) and v for v in name.values())):
        _fail(cid, "name must be {pt, en}")
    for key, values in (("house", HOUSES), ("type", TYPES), ("rarity", RARITIES)):
        if raw.get(key) not in values:
            _fail(cid, f"{key} must be one of {', '.join(values)}")
    ctype = raw["type"]
    creature = ctype == "creature"
    power = _int(raw.get("power", 0), cid, "power", 0, 20) if creature else 0
    if not creature and ("power" in raw or "armor" in raw):
        _fail(cid, "only creatures have power and armor")
    traits = raw.get("traits", [])
    if not (isinstance(traits, list) and all(isinstance(t, str) and t.isalpha() for t in traits)):
        _fail(cid, "traits must be a list of words")
    kw = raw.get("keywords", {})
    if not isinstance(kw, dict):
        _fail(cid, "keywords must be an object")
    flags, counts = set(), {}
    for k, v in kw.items():
        if k in FLAGS and v is True:
            flags.add(k)
        elif k in COUNTS:
            counts[k] = _int(v, cid, k, 1, 5)
        else:
            _fail(cid, f"unknown keyword {k!r}")
    if "treasury" in flags and ctype != "artifact":
        _fail(cid, "treasury (K16) is an artifact's keyword")
    in_play = flags & set(IN_PLAY_FLAGS) if ctype in ("creature", "artifact") else set()
    if not creature and (flags - {"alpha", "omega"} - in_play or counts):
        _fail(cid, "only creatures have creature keywords")
    abilities = []
    for a in raw.get("abilities", []):
        if not (isinstance(a, dict) and set(a) - {"of"} == {"when", "effects"} and a["when"] in WHENS
                and isinstance(a["effects"], list) and a["effects"]):
            _fail(cid, f"bad ability {str(a)[:60]}")
        when = a["when"]
        if (when in TRIGGERED) != ("of" in a) or "of" in a and a["of"] not in TRIGGER_OF:
            _fail(cid, f"a triggered ability (and only one) names whose event it answers: of {', '.join(TRIGGER_OF)}")
        if when in ("reap", "fight", "before_fight") and not creature:
            _fail(cid, f"only creatures have {when!r} abilities")
        if when in ("action", "omni", "destroyed", "leaves", "would_be_destroyed", "constant", *TRIGGERED) \
                and ctype in ("action", "upgrade"):
            _fail(cid, f"an {ctype} card has no {when!r} ability")
        effects = tuple(_effect(e, cid, when) for e in a["effects"])
        if ctype != "creature" and any(e.op in AURA_OPS and e.target in ("self", "neighbors") or e.op in ("copy", "copy_text", "copy_while")
                                       for e in effects):
            _fail(cid, "only a creature's constant ability covers itself or its neighbours")
        if any(e.op == "copy_action" for e in effects) and (ctype != "action" or when != "play"):
            _fail(cid, "copy_action (K32) is an action card's Play ability")
        if any(e.op == "copy_artifact" for e in effects) and (ctype != "artifact" or when != "play"):
            _fail(cid, "copy_artifact (K5) is an artifact's Play ability")
        if ctype != "artifact" and any(e.op in ARTIFACT_ONLY for e in effects):
            _fail(cid, f"{' and '.join(ARTIFACT_ONLY)} (K16, K42) are an artifact's own abilities")
        if when == "would_be_destroyed" and Effect("heal", target="self") not in effects:
            _fail(cid, "a replacement of a destruction (K59) fully heals the card itself")
        abilities.append(Ability(when, effects, a.get("of", "")))
    abilities = _with_modes(cid, abilities)
    up = raw.get("upgrade")
    bonus_power = bonus_armor = 0
    grants: set[str] = set()
    grant_counts: tuple[tuple[str, int], ...] = ()
    if ctype == "upgrade":
        if not isinstance(up, dict) or set(up) - {"power", "armor", "grants"}:
            _fail(cid, "an upgrade needs an 'upgrade' object of power, armor, grants")
        bonus_power = _int(up.get("power", 0), cid, "upgrade power", 0, 10)
        bonus_armor = _int(up.get("armor", 0), cid, "upgrade armor", 0, 5)
        g = up.get("grants", [])
        if not (isinstance(g, list) and all(x in FLAGS and x not in ("deploy", "alpha", "omega", *IN_PLAY_FLAGS)
                                            or isinstance(x, dict) and len(x) == 1 and min(x) in COUNTS for x in g)):
            _fail(cid, "grants must list creature keywords, Assault and Hazardous as {keyword: n} (K74, K75)")
        grants = {x for x in g if isinstance(x, str)}
        grant_counts = tuple((k, _int(n, cid, f"upgrade {k}", 1, 5)) for x in g if isinstance(x, dict)
                             for k, n in x.items())
    elif up is not None:
        _fail(cid, "only upgrades have an 'upgrade' object")
    return CardDef(cid, dict(name), raw["house"], ctype, raw["rarity"], _int(raw.get("amber", 0), cid, "amber", 0, 4),
                   power, _int(raw.get("armor", 0), cid, "armor", 0, 5) if creature else 0, tuple(traits),
                   frozenset(flags), counts, tuple(abilities), bonus_power, bonus_armor, frozenset(grants),
                   legacy=raw.get("legacy", False), errata=errata is not None,
                   triggers=frozenset(a.when for a in abilities if a.when in TRIGGERED),
                   auras=tuple(e for a in abilities if a.when == "constant" for e in a.effects if e.op in AURA_OPS),
                   whens=frozenset(a.when for a in abilities),
                   key_cost=sum(e.n for a in abilities if a.when == "constant" for e in a.effects if e.op == "key_cost"),
                   grant_counts=grant_counts)


def cards_from_json(data: Any) -> dict[str, CardDef]:
    """A whole card file: {"format": "archon-cards", "version": 1, "cards": [...]}, ids unique."""
    if not (isinstance(data, dict) and data.get("format") == FORMAT and data.get("version") == 1
            and isinstance(data.get("cards"), list)):
        raise CardDataError(f"a card file is an object with format {FORMAT!r}, version 1 and a 'cards' list")
    out: dict[str, CardDef] = {}
    for raw in data["cards"]:
        c = card_from_json(raw)
        if c.id in out:
            _fail(c.id, "the id is used twice")
        out[c.id] = c
    return out


def house_file(house: str) -> Path:
    """The shipped card file of one house: {"format", "version", "house", "cards": [...]}, each card of that house."""
    return DATA / f"{house}.json"


def collection_json() -> dict[str, Any]:
    """The shipped collection as one card file: the houses' files joined in HOUSES order."""
    cards: list[Any] = []
    for house in HOUSES:
        part = safejson.loads(house_file(house).read_text(encoding="utf-8"))
        if not (isinstance(part, dict) and part.get("house") == house and isinstance(part.get("cards"), list)
                and all(isinstance(c, dict) and c.get("house") == house for c in part["cards"])):
            raise CardDataError(f"{house_file(house).name}: a house file names its house and holds only its cards")
        cards.extend(part["cards"])
    return {"format": FORMAT, "version": 1, "cards": cards}


@cache
def load_cards() -> dict[str, CardDef]:
    """The shipped Archon collection."""
    return cards_from_json(collection_json())


DEFS: dict[str, CardDef] = dict(load_cards())
"""Every card id a game may hold: the collection plus the maverick copies met so far (added by `lookup`)."""


def maverick_id(title: str, house: str) -> str:
    """K94: the id of a copy of `title` moved to `house`."""
    return f"{title}{MAVERICK}{house}"


def copies(d: CardDef) -> bool:
    """Whether the title can gain another's text (a "copy" effect, blanking.py): its abilities and triggers are
    then looked for like those of every title (state.index_abilities)."""
    return any(e.op in ("copy", "copy_text", "copy_artifact", "copy_while") for a in d.abilities for e in a.effects)


def lookup(cid: str) -> CardDef | None:
    """The card of an id, a maverick copy included (K94: it is of the house printed on it, and keeps its title's
    id and name: the Rule of Six counts it with its title, K32); None if unknown."""
    d = DEFS.get(cid)
    if d is None and isinstance(cid, str) and cid.count(MAVERICK) == 1:
        title, house = cid.split(MAVERICK)
        base = DEFS.get(title)
        if base is not None and house in HOUSES and house != base.house:
            d = DEFS[cid] = base._replace(house=house, maverick=True)
    return d
