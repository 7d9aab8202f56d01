"""Normalised records of a match, read through the public API only (see docs/golden.md).

A record is a flat dict `{path: value}` describing what the game is after an
action: whose decision and of which kind, the offered actions, and per seat
the zones and counters; values are ints, strings or sorted lists of strings,
and a path is absent rather than null. It reads `Match.decision()`,
`Match.actions()` and `Match.view(seat)` for both seats, and nothing else:
no position, no state hash, no log text, no uid in the output. When the
shape of the view changes, this module changes and the corpus does not.

Cards are named by their title id (`lobo-do-ermo`) in zones where copies are
interchangeable (hand, discard, committed, connected, reserve). Where one
instance must be told apart (creatures and relics on the field, Locations in
the Ermo, the cards named by actions, the contest and the decision) it gets a
label `title#k`: k counts the instances of that title, either seat, in the
order they first became visible in this match (instances that appear at the
same moment are numbered in uid order). Labels depend only on what the
players saw, not on how the engine numbers or stores cards.

Paths (`s0.` / `s1.` prefix per seat):

    turn, active, first, phase, target   ints / the phase name
    decision       "seat=0 kind=main phase=..." (absent when the game is over)
    actions        sorted offered actions, "type field=value ..." (card fields as labels)
    result         "winner=0 reason=ruptura" (absent while playing)
    contest        "kind=explore actor=... location=... side=0 ..." (absent when none)
    ermo.N         the Location label in slot N; ermo.N.progress: [seat 0, seat 1]
    sK.desbravador, sK.vitalidade, sK.vitalidade_max, sK.essence.<doctrine>, sK.vestigios,
    sK.fatigue, sK.explore_credits, sK.deck (a count), sK.hand, sK.discard, sK.committed,
    sK.connected, sK.reserve (sorted title lists),
    sK.creature.<label>  "atk=2 res=3 exp=1 damage=0 [exhausted] [fresh]"
    sK.relic.<label>     "on=<creature label>|free [exhausted]"
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

from eidolon.api import Match

# Action and view fields whose integer value names a card instance.
CARD_FIELDS = ("card", "target")
Record = dict[str, Any]


def _text(v: Any) -> str:
    """A compact, deterministic text for a value of unknown shape."""
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class Recorder:
    """Records one match action after action; keeps the labels stable across its records."""

    def __init__(self) -> None:
        self.labels: dict[int, str] = {}
        self.seen: Counter[str] = Counter()

    # -- labels --
    def _see(self, refs: list[dict[str, Any]]) -> None:
        for ref in sorted(refs, key=lambda r: r["uid"]):
            if ref["uid"] not in self.labels:
                self.seen[ref["id"]] += 1
                self.labels[ref["uid"]] = f"{ref['id']}#{self.seen[ref['id']]}"

    def label(self, uid: Any) -> str:
        if uid is None:
            return "none"
        return self.labels.get(uid, f"unseen{uid}")

    def _value(self, v: Any) -> str:
        """Decision context values: card references become labels, the rest stays as it is."""
        if isinstance(v, dict) and "uid" in v and "id" in v:
            return self.label(v["uid"])
        if isinstance(v, dict):
            return "{" + " ".join(f"{k}={self._value(v[k])}" for k in sorted(v)) + "}"
        if isinstance(v, list):
            return "[" + ",".join(self._value(x) for x in v) + "]"
        return v if isinstance(v, str) else _text(v)

    def action_text(self, a: dict[str, Any]) -> str:
        """`play card=lobo-do-ermo#2 target=...`; fields unknown today are written as JSON."""
        parts = [str(a.get("type"))]
        for k in sorted(a):
            if k == "type":
                continue
            v = a[k]
            parts.append(f"{k}={self.label(v) if k in CARD_FIELDS and isinstance(v, int) else _text(v)}")
        return " ".join(parts)

    # -- the record --
    def record(self, m: Match) -> Record:
        views = [m.view(0), m.view(1)]
        own = [views[k]["players"][k] for k in (0, 1)]        # each seat's players entry, as it sees itself
        for p in own:
            self._see([p["desbravador"]] + p["creatures"] + p["relics"] + p["hand"] + p["committed"]
                      + p["discard"] + p["connected"] + p["reserve"])
        self._see([e["card"] for e in views[0]["ermo"] if e["card"] is not None])

        v = views[0]
        rec: Record = {"turn": v["turn"], "active": v["active"], "first": v["first"], "phase": v["phase"],
                       "target": v["location_target"]}
        dec = m.decision()
        if dec is not None:
            ctx = " ".join(f"{k}={self._value(dec['context'][k])}" for k in sorted(dec["context"]))
            rec["decision"] = f"seat={dec['seat']} kind={dec['kind']} {ctx}".rstrip()
            rec["actions"] = sorted(self.action_text(a) for a in m.actions())
        if v["result"] is not None:
            w = v["result"]["winner"]
            rec["result"] = f"winner={'none' if w is None else w} reason={v['result']['reason']}"
        c = v["contest"]
        if c is not None:
            rec["contest"] = (f"kind={c['kind']} actor={self.label(c['actor'])} side={c['side']}"
                              f" location={self.label(c['location'])} interceptor={self.label(c['interceptor'])}"
                              f" withdrawn={_text(c['withdrawn'])} responded={_text(c['responded'])}")
        for e in v["ermo"]:
            if e["card"] is not None:
                rec[f"ermo.{e['slot']}"] = self.label(e["card"]["uid"])
            rec[f"ermo.{e['slot']}.progress"] = list(e["progress"])
        for k, p in enumerate(own):
            self._seat(rec, f"s{k}.", p)
        return rec

    def _seat(self, rec: Record, pre: str, p: dict[str, Any]) -> None:
        d = p["desbravador"]
        rec[pre + "desbravador"] = d["id"]
        rec[pre + "vitalidade"] = d["vitalidade"]
        rec[pre + "vitalidade_max"] = d["max"]
        for doctrine, n in p["essence"].items():
            rec[f"{pre}essence.{doctrine}"] = n
        for k in ("vestigios", "fatigue", "explore_credits"):
            rec[pre + k] = p[k]
        rec[pre + "deck"] = p["deck_count"]
        for zone in ("hand", "discard", "committed", "connected", "reserve"):
            rec[pre + zone] = sorted(c["id"] for c in p[zone])
        for c in p["creatures"]:
            flags = "".join(f" {f}" for f in ("exhausted", "fresh") if c[f])
            rec[f"{pre}creature.{self.label(c['uid'])}"] = (
                f"atk={c['atk']} res={c['res']} exp={c['exp']} damage={c['damage']}{flags}")
        for r in p["relics"]:
            on = "free" if r["attached_to"] is None else "on=" + self.label(r["attached_to"])
            rec[f"{pre}relic.{self.label(r['uid'])}"] = on + (" exhausted" if r["exhausted"] else "")


def start_match(save: dict[str, Any]) -> Match:
    """The match a save starts from, before any of its actions."""
    return Match.new(save["config"]) if "config" in save else Match.from_position(save["position"])


def replay_steps(save: dict[str, Any]) -> Iterator[tuple[str | None, Record]]:
    """Replay a save's action list through the API, yielding (None, record before the first action), then
    (action as text, labelled as it was offered; record after it) for each action."""
    m = start_match(save)
    rec = Recorder()
    yield None, rec.record(m)
    for a in save["actions"]:
        text = rec.action_text(a)
        m.apply(a)
        yield text, rec.record(m)


def replay(save: dict[str, Any]) -> tuple[list[Record], list[str]]:
    """All records of a save (len(actions) + 1) and its action texts."""
    steps = list(replay_steps(save))
    return [r for _, r in steps], [t for t, _ in steps[1:] if t is not None]


# ---- compact storage: one full record, then one diff per action ----

def diff(old: Record, new: Record) -> dict[str, Any]:
    """What changed from old to new: {path: value}, null for a path that disappeared, and for lists
    {"+": added, "-": removed} (multisets) when that is shorter than the whole list."""
    out: dict[str, Any] = {}
    for k in sorted(old.keys() | new.keys()):
        if k not in new:
            out[k] = None
        elif old.get(k) != new[k]:
            o, n = old.get(k), new[k]
            if isinstance(o, list) and isinstance(n, list):
                add, rem = Counter(n), Counter(o)
                delta = {"+": sorted((add - rem).elements()), "-": sorted((rem - add).elements())}
                out[k] = delta if len(_text(delta)) < len(_text(n)) else n
            else:
                out[k] = n
    return out


def patch(old: Record, d: dict[str, Any]) -> Record:
    """Inverse of diff: the new record from the old one and the diff."""
    new = dict(old)
    for k, v in d.items():
        if v is None:
            new.pop(k, None)
        elif isinstance(v, dict):
            items = Counter(new.get(k, [])) + Counter(v["+"])
            items.subtract(Counter(v["-"]))
            new[k] = sorted(items.elements())
        else:
            new[k] = v
    return new


def differences(expected: Record, got: Record) -> list[str]:
    """Human-readable field differences, one line per path."""
    out = []
    for k in sorted(expected.keys() | got.keys()):
        e, g = expected.get(k, "<absent>"), got.get(k, "<absent>")
        if e != g:
            if isinstance(e, list) and isinstance(g, list):
                ce, cg = Counter(e), Counter(g)
                lost, gained = sorted((ce - cg).elements()), sorted((cg - ce).elements())
                out.append(f"{k}:" + (f" lost {lost}" if lost else "") + (f" gained {gained}" if gained else ""))
            else:
                out.append(f"{k}: {_text(e)} -> {_text(g)}")
    return out


def read_lines(lines: list[str]) -> tuple[dict[str, Any], list[Record], list[str]]:
    """A corpus file (docs/golden.md): its header, its records rebuilt from the diffs, its action texts."""
    rows = [json.loads(x) for x in lines if x.strip()]
    header, records, texts = rows[0], [rows[1]["record"]], []
    for row in rows[2:]:
        records.append(patch(records[-1], row["diff"]))
        texts.append(row["action"])
    return header, records, texts


# ---- how a match ended, from its records ----

def ending(records: list[Record]) -> str:
    """How the match ended: "convergencia", "ruptura", "fatigue" (a Ruptura whose loser fell to 0
    Vitalidade in an action that also raised their fatigue), "draw", or "unfinished"."""
    last = records[-1].get("result")
    if last is None:
        return "unfinished"
    fields = dict(part.split("=", 1) for part in last.split())
    if fields["reason"] != "ruptura":
        return fields["reason"]
    loser = f"s{1 - int(fields['winner'])}."
    for before, after in pairwise(records):
        if before[loser + "vitalidade"] > 0 >= after[loser + "vitalidade"]:
            return "fatigue" if after[loser + "fatigue"] > before[loser + "fatigue"] else "ruptura"
    return "ruptura"
