"""Constant abilities of creatures and artifacts (K33: no lead-in, they work while the card is in play, exhausted or not; K5:
the card beats the rule it changes): one class per verb, each naming the creatures it may cover and the message
its text is written with. board.py asks `total` (power, armor) and `applies` (keywords, entering ready, what a
creature cannot do); `cards.OPS` lists their parameters. The existing `key_cost` (K17) stays in board.key_cost."""

from __future__ import annotations

from typing import Any

from .blanking import plain, text
from .cards import COUNTS, DEFS, Effect
from .filters import FILTERS
from .state import ARTIFACTS, LINE, ArchonState, Lasting


class ConstantVerb:
    """Which creatures one constant effect of `source` covers (K81, K84; the targets each verb takes are
    cards.AURA_TARGETS), and its text."""

    op = ""

    def covers(self, s: ArchonState, source: int, target: str, u: int) -> bool:
        if s.zone[u] != LINE:
            return False
        if target == "self":
            return source == u
        if target == "neighbors":
            if s.zone[source] != LINE or s.ctrl[source] != s.ctrl[u]:
                return False
            line = s.players[s.ctrl[u]].line
            return abs(line.index(source) - line.index(u)) == 1
        friendly = s.ctrl[source] == s.ctrl[u]
        return friendly if target == "each_friendly" else not friendly

    def message(self, e: Effect) -> dict[str, Any]:
        subject: dict[str, Any] = {"key": f"archon.subject.{e.target}"}
        if e.only:                              # a side's creatures of a trait or house (K92, K94)
            subject = FILTERS[e.only].message(subject, e)
        return {"key": f"archon.op.{self.op}", "args": {"n": e.n, "subject": subject}}


class PowerBonus(ConstantVerb):
    """+n power (K56's sum, not tokens: it ends when the source leaves play, K33)."""
    op = "power_bonus"


class ArmorBonus(ConstantVerb):
    """+n armor, gained armor (K54)."""
    op = "armor_bonus"


class KeywordGrant(ConstantVerb):
    """A creature keyword (K70-K73) while the source is in play."""
    op = "grant"

    def message(self, e: Effect) -> dict[str, Any]:
        m = super().message(e)
        m["args"]["keyword"] = {"key": f"archon.kw.{e.keyword}", **({"args": {"n": e.n}} if e.keyword in COUNTS else {})}
        return m


class EntersReady(ConstantVerb):
    """The creature enters play ready instead of exhausted (K5 over K7/K44)."""
    op = "enters_ready"

    def message(self, e: Effect) -> dict[str, Any]:
        return {"key": f"archon.op.enters_ready.{e.target}", "args": {}}


class CannotReap(ConstantVerb):
    """It cannot reap, by its own choice or an effect's (K24: "cannot" beats "must")."""
    op = "cannot_reap"


class CannotFight(ConstantVerb):
    """It cannot fight, by its own choice or an effect's (K24)."""
    op = "cannot_fight"


class CannotBeDamaged(ConstantVerb):
    """No damage can be dealt to it: the damage is prevented before armor is spent (K54, K59; wards.py)."""
    op = "cannot_be_damaged"


class RedirectDamage(ConstantVerb):
    """"Damage that would be dealt to another creature it covers is dealt to this creature instead" (K59;
    wards.py): it covers its neighbours or each other friendly creature, never itself."""
    op = "redirect_damage"

    def covers(self, s: ArchonState, source: int, target: str, u: int) -> bool:
        return u != source and s.zone[source] == LINE and super().covers(s, source, target, u)

    def message(self, e: Effect) -> dict[str, Any]:
        return {"key": f"archon.op.redirect_damage.{e.target}", "args": {}}


class Replace(ConstantVerb):
    """"If a creature it covers would be destroyed (returned to hand), `with_op` happens to it instead" (K59:
    the event does not happen; a prevented destruction leaves no mark; wards.py resolves it); "the first time each
    turn" when `once`; a pool event (steal, capture, loss) of its controller's."""
    op = "replace"

    def message(self, e: Effect) -> dict[str, Any]:
        m = {"key": f"archon.op.replace.{e.event}", "args": {"who": {"key": f"archon.who.{e.target}"},
                                                            "alt": {"key": f"archon.replace_with.{e.with_op}"}}}
        return {"key": "archon.op.replace_once", "args": {"effect": m}} if e.once else m


VERBS: dict[str, ConstantVerb] = {v.op: v() for v in (PowerBonus, ArmorBonus, KeywordGrant, EntersReady, CannotReap,
                                                       CannotFight, CannotBeDamaged, RedirectDamage, Replace)}


def total(s: ArchonState, u: int, op: str, keyword: str = "") -> int:
    """The sum of `op`'s amounts (with this keyword, for a grant of Assault or Hazardous: K74, K75) covering u, from
    constant abilities in play and lasting effects (K37); only a creature in a battleline is covered."""
    if s.zone[u] != LINE:
        return 0
    n = 0
    zone, ids = s.zone, s.ids
    texts = not plain(s)
    for x in s.auras_of[op]:                    # the game's cards with this verb, those in play (K33)
        if zone[x] == LINE or zone[x] == ARTIFACTS:
            for e in text(s, x).auras if texts else DEFS[ids[x]].auras:   # blanked, it covers nothing (blanking.py)
                if e.op == op and e.keyword == keyword and VERBS[op].covers(s, x, e.target, u) and kept(s, e, u):
                    n += e.n
    for y in s.lasting:
        if y.op == op and y.keyword == keyword and lasting_covers(s, y, u):
            n += y.n
    return n


def applies(s: ArchonState, u: int, op: str, keyword: str = "") -> bool:
    """Whether some `op` (with this keyword, for a grant) covers u, constant or lasting (K37); only a creature in
    a battleline is covered."""
    if s.zone[u] != LINE:
        return False
    zone, ids = s.zone, s.ids
    texts = not plain(s)
    for x in s.auras_of[op]:                    # the game's cards with this verb, those in play (K33)
        if zone[x] == LINE or zone[x] == ARTIFACTS:
            for e in text(s, x).auras if texts else DEFS[ids[x]].auras:
                if e.op == op and e.keyword == keyword and VERBS[op].covers(s, x, e.target, u) and kept(s, e, u):
                    return True
    for y in s.lasting:
        if y.op == op and y.keyword == keyword and lasting_covers(s, y, u):
            return True
    return False


def kept(s: ArchonState, e: Effect, u: int) -> bool:
    """A constant on a side covers only the creatures its filter keeps: a trait (K92) or a house (K94)."""
    return not e.only or FILTERS[e.only].keeps(s, u, e)


def any_in_play(s: ArchonState) -> bool:
    """Some constant verb is in play or lasting (else nothing needs asking)."""
    if s.lasting:
        return True
    zone = s.zone
    for x in s.aura_cards:
        if zone[x] == LINE or zone[x] == ARTIFACTS:
            return True
    return False


def lasting_covers(s: ArchonState, y: Lasting, u: int) -> bool:
    """K37: a lasting effect covers the creature it names, or every creature of the side it names, also those
    entering play later."""
    if s.zone[u] != LINE:
        return False
    if y.uid >= 0:
        return y.uid == u
    return (s.ctrl[u] == y.seat) == (y.target == "each_friendly")
