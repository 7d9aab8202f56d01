"""Archon actions and positions as JSON, read back with checks and clear refusals."""

from __future__ import annotations

from typing import Any

from ...core.errors import ApiError, PositionError
from ...core.posjson import (
    MAX_NAME,
    fields,
    ints,
    is_decimal,
    is_int,
    name_fault,
    need,
    one_int,
    shown,
    uid_key,
)
from .blanking import ADDS, REPLACES, WHILE, ability
from .cards import (
    ANY_HOUSE,
    GRANTABLE,
    HOUSES,
    LASTING_OPS,
    MAX_ABILITIES,
    MAX_MODES,
    PLACES,
    REACTION,
    REPLACE_EVENTS,
    TRIGGER_OF,
    TRIGGERED,
    TYPES,
    CardDef,
    lookup,
)
from .invariants import violations
from .mimicry import keep_copies
from .state import (
    KEYS_TO_WIN,
    LIST_ZONE,
    LISTS,
    MAX_CHAINS,
    MAX_TURNS,
    Action,
    ArchonState,
    Choice,
    ChoiceKind,
    Lasting,
    Reaction,
    Step,
    Task,
    TaskKind,
    Trigger,
    Verb,
    Zone,
)
from .triggers import EVENTS
from .uses import HAZARDOUS_ITEM, pre_fight_items
from .wards import DAMAGE, damage_offers, offers

MAX_DAMAGE = 99                                 # a waiting damage's amount (wards.DAMAGE task's `done`)

FORMAT, VERSION, RULESET = "eidolon-position", 2, "archon"
VERBS = {v.name.lower(): v for v in Verb}
RESULTS = ("keys", "turn_limit")
MAX_CARDS = 200
MAX_AMBER = 999               # Æmber in a pool, and damage, tokens, held Æmber, armor used on a card
PRE_ITEMS = (1 << HAZARDOUS_ITEM + 1) - 1   # a fight's resolved Before-Fight items, a bit each
MAX_N = 10                    # an effect's amount (cards.Effect.n)
MAX_RNG_DIGITS = 20           # the generator state: a decimal string below 2**64


def action_to_json(a: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": a.verb.name.lower()}
    if a.verb == Verb.HOUSE:
        out["house"] = HOUSES[a.target]
        return out
    if a.card >= 0:
        out["card"] = a.card
    if a.target >= 0:
        out["target"] = a.target
    if a.pos >= 0:
        out["pos"] = a.pos
    return out


def action_from_json(data: Any) -> Action:
    bad = ApiError.of("bad_action", "archon.error.bad_action")
    if not isinstance(data, dict) or not isinstance(data.get("type"), str) or data["type"] not in VERBS \
            or set(data) - {"type", "card", "target", "pos", "house"}:
        raise bad
    verb = VERBS[data["type"]]
    if verb == Verb.HOUSE:
        if set(data) != {"type", "house"} or data["house"] not in HOUSES:
            raise bad
        return Action(verb, target=HOUSES.index(data["house"]))
    if "house" in data:
        raise bad
    vals = [data.get(k, -1) for k in ("card", "target", "pos")]
    if not all(is_int(v) and -1 <= v < 10_000 for v in vals):
        raise bad
    return Action(verb, vals[0], vals[1], vals[2])


def _task_json(t: Task) -> dict[str, Any]:
    out = {"kind": t.kind.name.lower(), "source": t.source, "seat": t.seat, "ability": t.ability, "step": t.step,
           "other": t.other, "ok": t.ok, "trig": t.trig, "again": t.again}
    if t.done:
        out["done"] = t.done                         # K89, written only when set
    if t.pre:
        out["pre"] = t.pre                           # a fight's resolved Before-Fight items, only when set
    if t.split:
        out["split"] = list(t.split)                 # split damage's points assigned, by creature (K53), only when set
    if t.place:
        out["place"] = t.place                       # a LEAVE to a deck: bottom (1) or shuffled in (2), only when set
    if t.group:
        out["group"] = list(t.group)                      # the X most/least powerful gathered so far (groups.py), only when set
    return out


def position_to_json(s: ArchonState) -> dict[str, Any]:
    n = len(s.ids)
    status = {}
    for u in range(n):
        st = {k: v for k, v in (("exhausted", s.exhausted[u]), ("damage", s.damage[u]), ("tokens", s.tokens[u]),
                                ("stun", s.stun[u]), ("held", s.held[u]), ("armor_used", s.armor_used[u]),
                                ("attacked", s.attacked[u]), ("host", s.host[u]), ("ctrl", s.ctrl[u]),
                                ("fuse", s.fuse[u]), ("ward", s.ward[u]), ("shield", s.shield[u]))
              if v != (-1 if k == "host" else s.owner[u] if k == "ctrl" else 0)}
        if st:
            status[str(u)] = st
    c = s.choice
    return {
        "format": FORMAT, "version": VERSION, "ruleset": RULESET, "cards": list(s.ids), "owner": list(s.owner),
        "players": [{"name": dict(p.name), "houses": list(p.houses), "amber": p.amber, "keys": p.keys,
                     "chains": p.chains, **{z: p.zone_list(LIST_ZONE[z])[:] for z in LISTS}} for p in s.players],
        "resolving": [u for u in range(n) if s.zone[u] == Zone.RESOLVING],
        "status": status, "marked": s.marked[:], "stack": [_task_json(t) for t in s.stack],
        "queue": [{"source": q.source, "seat": q.seat, "ability": q.ability,
                   **({"about": q.about} if q.about >= 0 else {})} for q in s.queue],     # "it", only when set
        "choice": None if c is None else {"kind": c.kind.name.lower(), "options": list(c.options),
                                          "optional": c.optional, "task": _task_json(c.task)},
        "active": s.active, "first": s.first, "turn": s.turn, "step": s.step.name.lower(), "mull": s.mull,
        "house": s.house, "plays": dict(sorted(s.plays.items())), "step_acts": s.step_acts,
        "hand_acts": s.hand_acts, "omega": s.omega, "cost_this": s.cost_this, "cost_next": s.cost_next[:],
        "result": None if s.result is None else list(s.result), "rng": str(s.rng),
        **({"house_must": [list(h) for h in s.house_must]} if any(s.house_must) else {}),
        **({"house_ban": [list(h) for h in s.house_ban]} if any(s.house_ban) else {}),
        **({"lasting": [x._asdict() for x in s.lasting]} if s.lasting else {}),
        **({"destroyed_turn": s.destroyed_turn} if s.destroyed_turn else {}),   # "each time", only when set
        **({"reactions": [x._asdict() for x in s.reactions]} if s.reactions else {}),   # K37, only when set
        **({"replaced_once": list(s.replaced_once)} if s.replaced_once else {}),   # K59, only when set
    }


STATUS_FIELDS = ("exhausted", "damage", "tokens", "stun", "held", "armor_used", "attacked", "host", "ctrl", "fuse",
                 "ward", "shield")


def _bool(v: Any, what: str) -> bool:
    need(isinstance(v, bool), f"{what} must be true or false")
    out: bool = v
    return out


def _task(d: Any, n: int) -> Task:
    fields(d, ("kind", "source", "seat", "ability", "step", "other", "ok", "trig", "again", "done", "pre", "split",
               "place", "group"), "task", optional=("done", "pre", "split", "place", "group"))
    need(d["kind"] in [k.name.lower() for k in TaskKind], f"task: unknown kind {shown(d['kind'])}")
    return Task(TaskKind[d["kind"].upper()], one_int(d["source"], "task source", -1, n - 1),
                one_int(d["seat"], "task seat", 0, 1), one_int(d["ability"], "task ability", 0, 2 * MAX_ABILITIES - 1),
                one_int(d["step"], "task step", 0, max(9, len(EVENTS) - 1)), one_int(d["other"], "task other", -1, n - 1),
                _bool(d["ok"], "task ok"), _bool(d["trig"], "task trig"), _bool(d["again"], "task again"),
                one_int(d.get("done", 0), "task done", 0, max(n, MAX_DAMAGE)), one_int(d.get("pre", 0), "task pre", 0, PRE_ITEMS),
                split=tuple(ints(d.get("split", []), "task split", 0, n - 1, most=MAX_N)),
                place=one_int(d.get("place", 0), "task place", 0, len(PLACES) - 1),
                group=tuple(ints(d.get("group", []), "task group", 0, n - 1, most=n)))


def _houses(v: Any, what: str) -> tuple[tuple[str, ...], ...]:
    need(isinstance(v, list) and len(v) == 2 and all(isinstance(h, list) and len(set(h)) == len(h)
                                                      and all(x in HOUSES for x in h) for h in v),
         f"{what}: two lists of houses")
    return tuple(tuple(h) for h in v)


def position_from_json(data: Any) -> ArchonState:
    """A checked state; PositionError names the first problem (ranges and lengths: docs/positions.md)."""
    try:
        return _position(data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise PositionError("malformed position: a value has the wrong shape", f"{type(e).__name__}: {e}") from None


def _name(v: Any, seat: int) -> dict[str, str]:
    """A player's deck name in pt and en, each as a deck file's name may be (MAX_NAME characters, no < > nor
    control characters)."""
    need(isinstance(v, dict) and set(v) == {"pt", "en"}, f"player {seat + 1}: the name must have pt and en")
    for lang in ("pt", "en"):
        fault = name_fault(v[lang], MAX_NAME)
        need(fault is None, f"player {seat + 1}: name {lang} is " + {
            "empty": "empty", "long": f"longer than {MAX_NAME} characters",
            "chars": "made of forbidden characters (< > or control characters)"}.get(fault or "", ""))
    return dict(v)


def _position(data: Any) -> ArchonState:
    need(isinstance(data, dict) and data.get("format") == FORMAT and data.get("version") == VERSION
         and data.get("ruleset") == RULESET, "not an Archon position (format eidolon-position, version 2)")
    fields(data, ("format", "version", "ruleset", "cards", "owner", "players", "resolving", "status", "marked",
                  "stack", "queue", "choice", "active", "first", "turn", "step", "mull", "house", "plays",
                  "step_acts", "hand_acts", "omega", "cost_this", "cost_next", "result", "rng", "house_must",
                  "house_ban", "lasting", "destroyed_turn", "reactions", "replaced_once"), "position",
           optional=("house_must", "house_ban", "lasting", "destroyed_turn", "reactions", "replaced_once"))
    ids = data["cards"]
    need(isinstance(ids, list) and len(ids) <= MAX_CARDS and all(isinstance(c, str) and lookup(c) for c in ids),
         "cards: a list of known card ids (a maverick copy is title@house)")
    known: dict[str, CardDef] = {c: d for c in ids if (d := lookup(c)) is not None}
    n = len(ids)
    owner = ints(data["owner"], "owner", 0, 1, size=n)
    s = ArchonState(tuple(ids), tuple(owner))
    players = data["players"]
    need(isinstance(players, list) and len(players) == 2, "players must have 2 entries")
    where: dict[int, str] = {}
    for seat, (p, raw) in enumerate(zip(s.players, players)):
        fields(raw, ("name", "houses", "amber", "keys", "chains", *LISTS), f"player {seat + 1}")
        need(isinstance(raw["houses"], list) and len(raw["houses"]) == 3 and len(set(raw["houses"])) == 3
             and all(h in HOUSES for h in raw["houses"]), f"player {seat + 1}: houses must be 3 known houses")
        p.name, p.houses = _name(raw["name"], seat), tuple(raw["houses"])
        p.amber = one_int(raw["amber"], "amber", 0, MAX_AMBER)
        p.keys = one_int(raw["keys"], "keys", 0, KEYS_TO_WIN)
        p.chains = one_int(raw["chains"], "chains", 0, MAX_CHAINS)
        for z in LISTS:
            lst = ints(raw[z], f"player {seat + 1} {z}", 0, n - 1)
            for u in lst:
                need(u not in where, f"card {u} is in two places")
                where[u] = z
                s.zone[u] = LIST_ZONE[z]
                if z in ("line", "artifacts"):
                    s.ctrl[u] = seat
                elif z != "archives":                   # K65: an opponent's card may be archived by an effect
                    need(owner[u] == seat, f"card {u} is in a zone of the player who does not own it")
            setattr(p, z, lst[:])
        for u in p.line:
            need(known[ids[u]].type == "creature", f"card {u} in a battleline is not a creature")
        for u in p.artifacts:
            need(known[ids[u]].type == "artifact", f"card {u} in an artifact row is not an artifact")
    for u in ints(data["resolving"], "resolving", 0, n - 1):
        need(u not in where, f"card {u} is in two places")
        need(known[ids[u]].type == "action", f"resolving card {u} is not an action")
        where[u] = "resolving"
        s.zone[u] = Zone.RESOLVING
    status = data["status"]
    need(isinstance(status, dict), "status must be an object")
    wanted: dict[int, int] = {}                     # controllers other than the owner
    for k, st in status.items():
        u = uid_key(k, "status", n)
        fields(st, STATUS_FIELDS, f"status of card {u}", optional=STATUS_FIELDS)
        for f in ("exhausted", "stun", "attacked", "ward"):              # ward: K59, written only when set
            getattr(s, f)[u] = _bool(st.get(f, False), f)
        for f in ("damage", "tokens", "held", "armor_used", "fuse", "shield"):   # fuse (K8), shield (K54): only when set
            getattr(s, f)[u] = one_int(st.get(f, 0), f, 0, MAX_AMBER)
        s.host[u] = one_int(st.get("host", -1), "host", -1, n - 1)
        if "ctrl" in st:
            wanted[u] = one_int(st["ctrl"], "ctrl", 0, 1)
    for u in range(n):
        if s.host[u] >= 0:
            need(u not in where and known[ids[u]].type == "upgrade", f"card {u}: only a loose upgrade has a host")
            need(s.zone[s.host[u]] == Zone.LINE, f"card {u}: its host is not in a battleline")
            s.zone[u] = Zone.UPGRADE
            s.ctrl[u] = wanted.get(u, owner[u])      # K79: the player who played it
            where[u] = "upgrade"
        elif u in wanted:
            need(wanted[u] == s.ctrl[u], f"card {u}: ctrl differs from its zone")
        need(u in where, f"card {u} is in no zone")
    s.marked = ints(data["marked"], "marked", 0, n - 1, most=n)[:]
    need(len(set(s.marked)) == len(s.marked), "marked: a card listed twice")
    need(all(s.zone[u] in (Zone.LINE, Zone.ARTIFACTS, Zone.UPGRADE) for u in s.marked), "a marked card not in play")
    need(isinstance(data["stack"], list) and len(data["stack"]) <= 100, "stack must be a list")
    s.stack = [_task(t, n) for t in data["stack"]]
    need(isinstance(data["queue"], list) and len(data["queue"]) <= 100, "queue must be a list")
    for q in data["queue"]:
        fields(q, ("source", "seat", "ability", "about"), "trigger", optional=("about",))
        s.queue.append(Trigger(one_int(q["source"], "trigger source", 0, n - 1), one_int(q["seat"], "seat", 0, 1),
                               one_int(q["ability"], "trigger ability", 0, 2 * MAX_ABILITIES - 1),
                               one_int(q.get("about", -1), "trigger about", -1, n - 1)))
    c = data["choice"]
    if c is not None:
        fields(c, ("kind", "options", "optional", "task"), "choice")
        need(c["kind"] in [k.name.lower() for k in ChoiceKind], f"choice: unknown kind {shown(c['kind'])}")
        kind = ChoiceKind[c["kind"].upper()]
        # Before-Fight items; Æmber amounts (K16); replacements (K59: a ward, the card's own, one per card in
        # play); modes of "Choose one"; else uids
        top = HAZARDOUS_ITEM if kind == ChoiceKind.FIGHT_ORDER else MAX_AMBER if kind == ChoiceKind.SPEND \
            else n + 1 if kind == ChoiceKind.REPLACE else MAX_MODES - 1 if kind == ChoiceKind.MODE else n - 1
        opts = ints(c["options"], "choice options", 0, top, most=max(n, top + 1))
        need(bool(opts), "a choice needs options")
        need(len(set(opts)) == len(opts), "choice options: an option listed twice")
        s.choice = Choice(kind, tuple(opts), _bool(c["optional"], "optional"),
                          _task(c["task"], n))
    s.lasting = _lasting(data.get("lasting", []), n)     # first: a copy gives abilities tasks may name (blanking.py)
    need(all(y.op != "copy" or y.n != WHILE or any(e.op == "copy_while" for e in known[ids[y.uid]].auras)
             for y in s.lasting), "lasting: a copy adds (0) or replaces (1) a text; by a constant (2) only on a "
                                  "creature whose own text has that constant")
    # a fight-target choice's task names the creature that will fight (K48), not an ability's card
    asked = [s.choice.task] if s.choice and s.choice.kind != ChoiceKind.FIGHT_TARGET else []
    for t in s.stack + asked:
        if t.kind == TaskKind.EFFECTS and t.source >= 0:
            need(ability(s, t.source, t.ability) is not None, "a task names an ability the card lacks")
        need(t.kind != TaskKind.EVENT or t.step < len(EVENTS), "an event task names an unknown event")
    for q in s.queue:
        need(ability(s, q.source, q.ability) is not None, "a trigger names an ability the card lacks")
    if s.choice is not None and s.choice.kind == ChoiceKind.FIGHT_ORDER:      # K14, K74, K75
        t = s.choice.task
        need(t.kind == TaskKind.FIGHT and t.step == 1 and t.source >= 0 and t.other >= 0,
             "a fight-order choice belongs to a fight's first stage")
        left = tuple(i for i in pre_fight_items(s, t.source, t.other) if not t.pre >> i & 1)
        need(len(left) > 1 and s.choice.options == left,
             "a fight-order choice offers the fight's unresolved Before-Fight items, two or more")
    for t in s.stack + asked:                                                  # K59 (wards.py)
        need(t.kind != TaskKind.REPLACE or t.step <= DAMAGE and t.source >= 0,
             "a replacement task names a creature and an event of cards.REPLACE_EVENTS, or a damage")
    if s.choice is not None and s.choice.kind == ChoiceKind.REPLACE:
        t = s.choice.task
        need(t.kind == TaskKind.REPLACE and len(damage_offers(s, t.source) if t.step == DAMAGE else offers(
            s, t.source, tuple(REPLACE_EVENTS)[t.step])) == len(s.choice.options) > 1
             and s.choice.options == tuple(range(len(s.choice.options))),
             "a replacement choice offers each replacement of its task's event, two or more")
    if s.choice is not None and s.choice.kind == ChoiceKind.SPEND:             # K16
        need(s.choice.task.kind == TaskKind.FORGE, "a spend choice belongs to the forge step")
    if s.choice is not None and s.choice.kind == ChoiceKind.MODE:             # "Choose one" (choices.py)
        t = s.choice.task
        began = ability(s, t.source, t.ability) if t.kind == TaskKind.EFFECTS and t.source >= 0 else None
        e = began.effects[t.step] if began is not None and t.step < len(began.effects) else None   # a copy's too
        need(e is not None and e.op == "choose" and s.choice.options == tuple(range(len(e.modes))),
             "a mode choice offers the modes of its ability's choose")
    s.active = one_int(data["active"], "active", 0, 1)
    s.first = one_int(data["first"], "first", 0, 1)
    s.turn = one_int(data["turn"], "turn", 1, MAX_TURNS)
    need(data["step"] in [x.name.lower() for x in Step], f"unknown step {shown(data['step'])}")
    s.step = Step[data["step"].upper()]
    s.mull = one_int(data["mull"], "mull", 0, 2)
    need(data["house"] is None or data["house"] in HOUSES, f"unknown house {shown(data['house'])}")
    s.house = data["house"]
    need(isinstance(data["plays"], dict) and all(isinstance(k, str) and lookup(k) and is_int(v) and 0 <= v <= 99
                                                 for k, v in data["plays"].items()), "plays: title -> count")
    s.plays = dict(data["plays"])
    s.step_acts = one_int(data["step_acts"], "step_acts", 0, 999)
    s.hand_acts = one_int(data["hand_acts"], "hand_acts", 0, 999)
    s.omega = _bool(data["omega"], "omega")
    s.cost_this = one_int(data["cost_this"], "cost_this", 0, 99)
    s.cost_next = ints(data["cost_next"], "cost_next", 0, 99, size=2)[:]
    r = data["result"]
    need(r is None or isinstance(r, list) and len(r) == 2 and is_int(r[0]) and r[0] in (-1, 0, 1)
         and r[1] in RESULTS, f"bad result {shown(r)}")
    s.result = None if r is None else (r[0], r[1])
    need(is_decimal(data["rng"], MAX_RNG_DIGITS) and int(data["rng"]) < 2 ** 64,
         "rng: a decimal number below 2**64 as a string of ASCII digits")
    s.rng = int(data["rng"])
    s.house_must = _houses(data.get("house_must", [[], []]), "house_must")
    s.house_ban = _houses(data.get("house_ban", [[], []]), "house_ban")
    s.reactions = _reactions(data.get("reactions", []), s)
    s.destroyed_turn = one_int(data.get("destroyed_turn", 0), "destroyed_turn", 0, 999)   # a card may die twice
    s.replaced_once = _replaced_once(data.get("replaced_once", []), ids)
    need((s.step == Step.OVER) == (s.result is not None), "a finished game is at step over, and only it")
    _check_result(s)
    if s.auras_of["copy_while"]:                # a constant copy is derived (K33): a position written by hand
        keep_copies(s)                          # is brought in step, as the runner keeps it (a saved one is)
    bad = violations(s)
    need(not bad, "; ".join(bad[:3]))
    return s


def _replaced_once(v: Any, ids: list[str]) -> tuple[int, ...]:
    """K59: the cards whose "the first time each turn" replacement was used this turn, each once, each printing one."""
    need(isinstance(v, list) and len(v) <= 100, "replaced_once must be a list")
    out = tuple(one_int(x, "replaced_once card", 0, len(ids) - 1) for x in v)
    need(len(set(out)) == len(out) and all(_once(ids[x]) for x in out),
         "replaced_once: each a card with a first-time-each-turn replace, once")
    return out


def _once(cid: str) -> bool:
    d = lookup(cid)
    return d is not None and any(e.once for e in d.auras)


def _reactions(v: Any, s: ArchonState) -> tuple[Reaction, ...]:
    """K37: the lasting reactions, each naming a hidden REACTION ability of its card or of the title it copied
    (K32, mimicry.py; the lasting records are read first)."""
    need(isinstance(v, list) and len(v) <= 100, "reactions must be a list")
    out = []
    for x in v:
        fields(x, Reaction._fields, "reaction")
        source = one_int(x["source"], "reaction source", 0, len(s.ids) - 1)
        index = one_int(x["ability"], "reaction ability", 0, 2 * MAX_ABILITIES - 1)
        named = ability(s, source, index)
        need(named is not None and named.when == REACTION, "a reaction names its card's hidden reaction ability")
        need(x["when"] in TRIGGERED and x["of"] in TRIGGER_OF, "reaction: unknown event")
        out.append(Reaction(one_int(x["seat"], "reaction seat", 0, 1), source, index, x["when"], x["of"],
                            one_int(x["turn"], "reaction turn", 1, MAX_TURNS + 2), _bool(x["at_start"], "reaction at_start")))
    return tuple(out)


def lasting_keyword(op: str, keyword: Any) -> bool:
    """A lasting record's keyword: a grant's keyword, a permission's house (K26), a copy's title (blanking.py)."""
    if op == "grant":
        return bool(keyword in GRANTABLE)
    if op in ("may_play", "may_use"):
        return bool(keyword in HOUSES or keyword == ANY_HOUSE)
    if op == "copy":
        return isinstance(keyword, str) and lookup(keyword) is not None
    if op == "cannot_play":                     # its filter, "kind:value" (permissions.only_key)
        kind, _, value = keyword.partition(":") if isinstance(keyword, str) else ("", "", "")
        return bool(kind == "type" and value in TYPES or kind == "house" and value in HOUSES
                    or kind == "trait" and value.isalpha())
    if op == "replace":                         # K59: "event:outcome" (lasting.replace_key)
        event, _, outcome = keyword.partition(":") if isinstance(keyword, str) else ("", "", "")
        return outcome in REPLACE_EVENTS.get(event, ())
    return bool(keyword == "")


def _lasting(v: Any, n: int) -> tuple[Lasting, ...]:
    """K37: the lasting effects, each a constant verb for a side or for one creature in a battleline."""
    need(isinstance(v, list) and len(v) <= 100, "lasting must be a list")
    out = []
    for x in v:
        fields(x, Lasting._fields, "lasting effect")
        need(x["op"] in LASTING_OPS or x["op"] == "copy", f"lasting: unknown verb {shown(x['op'])}")
        need(lasting_keyword(x["op"], x["keyword"]), "lasting: bad keyword")
        need(x["op"] != "copy" or x["n"] in (ADDS, REPLACES, WHILE),
             "lasting: a copy adds (0) or replaces (1) a text, or adds one by a constant (2)")
        need(x["target"] in ("", "each_friendly", "each_enemy"), "lasting: target is each_friendly, each_enemy or ''")
        uid = one_int(x["uid"], "lasting uid", -1, n - 1)
        need((uid < 0) == (x["target"] != ""), "lasting: a side or one creature")
        need(x["op"] != "redirect_damage" or uid >= 0, "lasting: a redirection names its creature (K59)")
        need(x["op"] != "replace" or uid < 0, "lasting: a replacement covers a side (K59)")
        out.append(Lasting(one_int(x["seat"], "lasting seat", 0, 1), x["op"], one_int(x["n"], "lasting n", 0, 10),
                           x["keyword"], x["target"], uid, one_int(x["turn"], "lasting turn", 1, MAX_TURNS + 2),
                           _bool(x["at_start"], "lasting at_start")))
    return tuple(out)


def _check_result(s: ArchonState) -> None:
    """K6: the third key ends the game, so a game still played has fewer than 3 keys per player, a keys win
    has the winner at 3 and the loser below; a turn-limit draw comes at the last turn with no winner."""
    keys = [p.keys for p in s.players]
    if s.result is None:
        need(max(keys) < KEYS_TO_WIN, f"a player has {KEYS_TO_WIN} keys and the game goes on")
    elif s.result[1] == "keys":
        need(s.result[0] in (0, 1) and keys[s.result[0]] == KEYS_TO_WIN and keys[1 - s.result[0]] < KEYS_TO_WIN,
             f"a keys win needs the winner at {KEYS_TO_WIN} keys and the loser below")
    else:
        need(s.result[0] == -1 and s.turn == MAX_TURNS and max(keys) < KEYS_TO_WIN,
             f"a turn-limit result is a draw at turn {MAX_TURNS} with no player at {KEYS_TO_WIN} keys")
