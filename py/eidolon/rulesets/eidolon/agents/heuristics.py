"""Fast rule-based scoring of every decision a seat can face.

The scores read only what the deciding seat may know: its own hand, public
zones, counts of hidden zones and the decklists. Agents call them on a
determinized state (see determinize.py), so the rival's "hand" seen here is a
sample, and these rules never look at it anyway.

`Policy.scores(state, actions)` returns one number per offered action
(higher is better; "end the phase" / "pass" / "let it pass" score 0, so a
positive score means "worth doing now"). Iniciante picks from these scores
with some noise; Desafiadora uses them to order and prune its search and as
the playout policy of its rollouts.

The rules are generic: they read abilities and effects from the card data
(draw, buff, damage, ...) rather than card names, so new cards get
reasonable play without new code.
"""

from __future__ import annotations

import random

from ....agents.noisy_choice import pick_scored
from ..actions import decision, spend_of
from ..cards.model import MAX_STAT, NEUTRA, Ability, CardDef
from ..effects import legal_targets, resolve
from ..responses import response_ability
from ..state import (
    ATTACK,
    COMBATE,
    EXPLORACAO,
    PLANEJAMENTO,
    Action,
    State,
)
from ..stats import affinity, matches_filter

MAIN_KINDS = ("criatura", "reliquia", "ritual", "estratagema")


# ---- creature values, all at once ----

def all_stats(s: State) -> dict[int, tuple[int, int, int]]:
    """(ATQ, RES, EXP) of every creature in play, as rulesets.eidolon.stats.stats computes them (R16.5), in one
    pass; tests/agents/test_fast_copies.py ties the two."""
    out: dict[int, tuple[int, int, int]] = {}
    mods: dict[int, list[int]] = {}
    for m in s.modifiers:
        x = mods.get(m.creature)
        if x is None:
            mods[m.creature] = [m.atk, m.res, m.exp]
        else:
            x[0] += m.atk
            x[1] += m.res
            x[2] += m.exp
    defs = s.defs
    for p in s.players:
        if not p.creatures:
            continue
        auras = defs[p.desbravador].auras
        for src in p.creatures:
            more = defs[src].auras
            if more:
                auras = auras + more
        att = s.attached_to
        bearer = {att[r]: r for r in p.relics if att[r] >= 0} if p.relics else {}
        for c in p.creatures:
            d = defs[c]
            a, r, e = d.atk, d.res, d.exp
            if bearer:
                rel = bearer.get(c)
                if rel is not None:
                    rd = defs[rel]
                    a += rd.atk
                    r += rd.res
                    e += rd.exp
            if mods:
                bonus = mods.get(c)
                if bonus is not None:
                    a += bonus[0]
                    r += bonus[1]
                    e += bonus[2]
            for ab in auras:
                if matches_filter(ab.filter, d):
                    a += ab.atk
                    r += ab.res
                    e += ab.exp
            a = 0 if a < 0 else a if a < MAX_STAT else MAX_STAT  # noqa: FURB136 (faster than min/max here)
            r = 0 if r < 0 else r if r < MAX_STAT else MAX_STAT  # noqa: FURB136
            e = 0 if e < 0 else e if e < MAX_STAT else MAX_STAT  # noqa: FURB136
            out[c] = (a, r, e)
    return out


# ---- static values of titles ----

def card_value(d: CardDef) -> float:
    """Rough worth of a title (creature stats, relic bonuses, ability effects)."""
    if d.kind == "criatura":
        v = 0.9 * d.atk + 0.55 * d.res + 1.0 * d.exp
        for ab in d.abilities:
            v += 0.8 if ab.type == "static" else 0.6
    elif d.kind == "reliquia":
        v = 1.0 * d.atk + 0.55 * d.res + 1.1 * d.exp + (1.0 if d.abilities else 0.0) + 0.3
    elif d.kind == "estratagema":
        v = 1.4
    elif d.kind == "ritual":
        v = 1.2
    else:
        v = 0.0
    return v


def reward_value(ldef: CardDef) -> float:
    """What completing a Location gives besides the connection itself (each op's reward_value)."""
    v = 0.0
    for ab in ldef.abilities:
        if ab.type != "reward":
            continue
        for e in ab.effects:
            v += e.reward_value()
    return v


# ---- one table, read once per decision ----

class Table:
    """A state with the creatures' current values computed once (read-only use)."""

    __slots__ = ("_st", "_vigil", "_worth", "s")

    def __init__(self, s: State) -> None:
        self.s = s
        self._st: dict[int, tuple[int, int, int]] | None = None
        self._worth: dict[int, float] = {}
        self._vigil: list[int | None] = [None, None]

    @property
    def st(self) -> dict[int, tuple[int, int, int]]:
        st = self._st
        if st is None:
            st = self._st = all_stats(self.s)
        return st

    def atk(self, c: int) -> int:
        return self.st[c][0]

    def hp(self, c: int) -> int:
        return self.st[c][1] - self.s.damage[c]

    def fight(self, a: int, b: int) -> tuple[bool, bool]:
        """(a dies, b dies) if a and b deal their ATQ to each other now (R9.4, R10.2; tied to flow.step_fight
        by tests/agents/test_fast_copies.py)."""
        sa, sb = self.st[a], self.st[b]
        dmg = self.s.damage
        return sb[0] >= sa[1] - dmg[a], sa[0] >= sb[1] - dmg[b]

    def worth(self, c: int) -> float:
        """Value of a creature on the field: current stats, remaining resistance, abilities."""
        v = self._worth.get(c)
        if v is None:
            a, r, e = self.st[c]
            v = 0.9 * a + 0.45 * r + 0.1 * max(0, r - self.s.damage[c]) + 1.0 * e + 0.5
            for ab in self.s.defs[c].abilities:
                v += 0.8 if ab.type == "static" else 0.5
            self._worth[c] = v                   # (set first: fall_value below may ask for it)
            v = max(0.3, v - 0.8 * fall_value(self, c))
            self._worth[c] = v
        return v

    def vigil(self, seat: int) -> int:
        """R14.6: ready creatures with VIGÍLIA (stats.vigil_count, tied by tests/agents/test_fast_copies.py)."""
        v = self._vigil[seat]
        if v is None:
            s = self.s
            v = self._vigil[seat] = sum(1 for c in s.players[seat].creatures
                                        if not s.exhausted[c] and s.defs[c].statics.get("vigil") is not None)
        return v

    def explore_amount(self, c: int, loc: int) -> int:
        """R9.5: progress the creature would add to the Location without responses (stats.explore_amount, tied
        by tests/agents/test_fast_copies.py)."""
        s = self.s
        ldef = s.defs[loc]
        amount = self.st[c][2] + (1 if affinity(s.defs[c], ldef) else 0)
        bonus = ldef.statics.get("explore_bonus")
        if bonus is not None:
            amount += bonus.n
        return amount

    def hit_value(self, victim: int, n: int) -> float:
        """Worth (to the victim's rival) of n damage to the victim's Vitalidade (for the ops' values)."""
        return damage_value(self.s, victim, n)

    def card_value(self, d: CardDef) -> float:
        """Rough worth of a title (for the ops' values)."""
        return card_value(d)

    def threat(self, seat: int) -> int:
        """ATQ the rival of `seat` could swing at `seat` next turn."""
        return sum(self.st[c][0] for c in self.s.players[1 - seat].creatures)


def connect_value(s: State, seat: int) -> float:
    """Worth of connecting one more Location, growing as the target comes near."""
    left = s.location_target - len(s.players[seat].connected)
    if left <= 1:
        return 100.0
    return 5.0 + 6.0 / left


def progress_value(s: State, seat: int, loc: int, amount: int) -> float:
    """Worth of adding `amount` progress for `seat` on the active Location `loc`."""
    if amount <= 0 or loc not in s.ermo:
        return 0.0
    slot = s.ermo.index(loc)
    ldef = s.defs[loc]
    mine, theirs = s.progress[slot][seat], s.progress[slot][1 - seat]
    need = ldef.difficulty - mine
    if amount >= need:
        return connect_value(s, seat) + reward_value(ldef) + 0.6 * theirs
    return 0.9 * amount + 1.2 * (mine + amount) / ldef.difficulty


def damage_value(s: State, victim: int, n: int) -> float:
    """Worth (to the victim's rival) of n damage to the victim's Vitalidade."""
    if n <= 0:
        return 0.0
    vit = s.players[victim].vitalidade
    if n >= vit:
        return 100.0
    return n * (0.55 + 4.0 / (vit + 2))


def interception_value(t: Table, defender: int, actor: int, b: int, kind: int, prevented_v: float) -> float:
    """Worth for the defender of intercepting `actor` with `b`."""
    a_dies, b_dies = t.fight(actor, b)
    v = -0.15
    if a_dies:
        v += t.worth(actor) + prevented_v
    elif kind == ATTACK:
        v += prevented_v
    if b_dies:
        v -= t.worth(b)
    return v


def prevented_value(t: Table, defender: int, actor: int, kind: int, loc: int) -> float:
    """What stopping the action would save the defender."""
    s = t.s
    if kind == ATTACK:
        return damage_value(s, defender, max(0, t.atk(actor) - t.vigil(defender)))
    return progress_value(s, 1 - defender, loc, t.explore_amount(actor, loc)) if loc >= 0 else 0.0


def best_interception(t: Table, defender: int, actor: int, kind: int, loc: int) -> tuple[float, int]:
    """The defender's best interception of `actor` as (value for the defender, interceptor or -1)."""
    s = t.s
    if actor not in t.st or kind != ATTACK and loc >= 0 and s.defs[loc].statics.get("no_intercept") is not None:
        return 0.0, -1
    best, who = 0.0, -1
    prevented_v = -1.0
    for b in s.players[defender].creatures:
        if s.exhausted[b]:
            continue
        if prevented_v < 0:
            prevented_v = prevented_value(t, defender, actor, kind, loc)
        v = interception_value(t, defender, actor, b, kind, prevented_v)
        if v > best:
            best, who = v, b
    return best, who


# ---- generic effect values ----

def effect_value(t: Table, seat: int, src: int, ab: Ability, tgt: int) -> float:
    """Rough worth for `seat` of resolving ability `ab` of `src` with target `tgt` (each op's value)."""
    v = 0.0
    for e in ab.effects:
        v += e.value(t, seat, src, tgt)
    return v


def trigger_value(t: Table, seat: int, d: CardDef) -> float:
    """Worth of a creature's CHEGADA effects when played (targets chosen later)."""
    s = t.s
    v = 0.0
    for ab in d.abilities:
        if ab.type == "trigger" and ab.on == "arrive":
            if ab.cond.get("phase") == "planejamento" and s.phase != PLANEJAMENTO:
                continue
            if ab.target:
                opts = legal_targets(s, seat, ab.target)
                v += max((effect_value(t, seat, -1, ab, x) for x in opts), default=0.0)
            else:
                v += effect_value(t, seat, -1, ab, -1)
    return v


# ---- contests (attack / exploration) from one seat's point of view ----

def contest_value(t: Table, seat: int, open_: bool = True) -> float:
    """Expected worth for `seat` of the current attack or exploration if nobody else responds.

    `open_`: the interception is still to be chosen (the defender is assumed to take its best one).
    """
    s = t.s
    c = s.contest
    if c is None:
        return 0.0
    side, actor, blocker, kind, loc = c.side, c.actor, c.interceptor, c.kind, c.location
    sign = 1.0 if seat == side else -1.0
    if c.withdrawn or actor not in t.st:
        return 0.0
    v = 0.0
    a_dies = False
    if blocker >= 0:
        if blocker in t.st:
            a_dies, b_dies = t.fight(actor, blocker)
            if a_dies:
                v -= t.worth(actor)
            if b_dies:
                v += t.worth(blocker)
    elif open_:
        iv, who = best_interception(t, 1 - side, actor, kind, loc)
        if who >= 0:
            return -sign * iv
    if kind == ATTACK:
        if blocker < 0:
            v += damage_value(s, 1 - side, max(0, t.atk(actor) - t.vigil(1 - side)))
    elif not a_dies and loc >= 0:
        v += progress_value(s, side, loc, t.explore_amount(actor, loc))
    return sign * v


def response_cost(s: State, uid: int) -> float:
    d = s.defs[uid]
    if d.kind == "estratagema":
        return 0.6 + 0.15 * d.cost
    found = response_ability(s, uid)
    cost = found[1].cost if found else {}
    return float(0.5 * cost.get("vestigio", 0) + 0.15 * cost.get("essence", 0) + (0.2 if cost.get("exhaust") else 0.0))


def material(t: Table, seat: int) -> float:
    """Worth of the seat's creatures minus the rival's."""
    s = t.s
    return (sum(t.worth(c) for c in s.players[seat].creatures)
            - sum(t.worth(c) for c in s.players[1 - seat].creatures))


def response_gain(t: Table, seat: int, a: Action, window: int) -> float:
    """Resolve a response on a clone (responses resolve at once, R11.3) and compare the outcome.

    The gain is the change of the contest's expected outcome, plus creatures destroyed at once, plus
    what the effect gives outside the contest (cards, Vestígios, damage to a Desbravador, lasting buffs).
    """
    s = t.s
    open_ = window == 0                     # in Declaração the interception is still to come
    found = response_ability(s, a[1])
    if found is None:
        return -1.0
    ab = found[1]
    before = contest_value(t, seat, open_) + material(t, seat)
    c = s.clone()
    c.contest.responded[seat] = True        # type: ignore[union-attr]
    resolve(c, seat, a[1], ab, a[2])
    after_t = Table(c)
    after = (contest_value(after_t, seat, open_) if c.contest is not None else 0.0) + material(after_t, seat)
    side = 0.0
    for e in ab.effects:
        if e.counts_outside_contest:
            side += e.value(t, seat, a[1], a[2])
    return after - before + side - response_cost(s, a[1])


def fall_value(t: Table, c: int) -> float:
    """What the controller of creature `c` gets when it is destroyed (its QUEDA, the allies' fall passives)."""
    s = t.s
    seat = s.owner[c]
    v = 0.0
    for ab in s.defs[c].abilities:
        if ab.type == "trigger" and ab.on == "fall":
            v += best_effect(t, seat, c, ab)
    p = s.players[seat]
    for w in [p.desbravador] + p.creatures:
        if w == c:
            continue
        for ab in s.defs[w].abilities:
            if ab.type == "trigger" and ab.on == "ally_fall":
                v += 0.6 * best_effect(t, seat, w, ab)
    return v


def best_effect(t: Table, seat: int, src: int, ab: Ability) -> float:
    """Effect value of an ability with its best legal target (or none)."""
    if ab.target:
        opts = legal_targets(t.s, seat, ab.target)
        return max((effect_value(t, seat, src, ab, x) for x in opts), default=0.0)
    return effect_value(t, seat, src, ab, -1)


# ---- the policy ----

class Policy:
    """Scores for every offered action; `choose` picks one with optional noise."""

    def __init__(self, epsilon: float = 0.0, temperature: float = 0.0) -> None:
        self.epsilon = epsilon          # chance of a uniformly random sensible action
        self.temperature = temperature  # softmax temperature over scores (0: greedy)
        self._fit: dict[tuple[int, str], float] = {}
        self._fit_owner: tuple[int, ...] | None = None

    # -- choosing --
    def choose(self, s: State, actions: list[Action], rng: random.Random) -> int:
        if len(actions) == 1:
            return 0
        sc = self.scores(s, actions)
        return pick_scored(sc, rng, self.epsilon, self.temperature, -2.0)

    # -- scoring --
    def scores(self, s: State, actions: list[Action]) -> list[float]:
        seat, kind, data = decision(s)  # type: ignore[misc]
        t = Table(s)
        if kind == "main":
            if data == EXPLORACAO:
                return self._explore(t, seat, actions)
            if data == COMBATE:
                return self._combat(t, seat, actions)
            return self._payments(s, seat, actions, self._build(t, seat, actions))
        if kind == "intercept":
            return self._intercept(t, seat, actions)
        if kind == "response":
            return self._payments(s, seat, actions, self._response(t, seat, data, actions))
        if kind == "target":
            src, idx, _ = data
            ab = s.defs[src].abilities[idx]
            return [effect_value(t, seat, src, ab, a[1]) for a in actions]
        if kind == "discard":
            return [-self._keep(s, seat, a[1]) for a in actions]
        if kind == "pick":
            return self._pick(s, seat, actions)
        return [0.0] * len(actions)            # "order": resolution order rarely matters here

    def _payments(self, s: State, seat: int, actions: list[Action], scores: list[float]) -> list[float]:
        """R6.3: among the payments of one action, prefer spending the Essence the hand needs least."""
        need: list[float] | None = None
        for i, a in enumerate(actions):
            spend = spend_of(s, a)
            if spend is not None:
                if need is None:
                    need = self._need(s, seat)
                scores[i] -= 0.01 * sum(k * need[d] for d, k in enumerate(spend))
        return scores

    def _location_fit(self, s: State, seat: int, ldef: CardDef) -> float:
        """Share of a seat's creature cards (public decklist) with the Location's favoured type."""
        if self._fit_owner is not s.owner:
            self._fit = {}
            self._fit_owner = s.owner
        k = (seat, ldef.id)
        v = self._fit.get(k)
        if v is None:
            n = hits = 0
            for u, d in enumerate(s.defs):
                if s.owner[u] == seat and d.kind == "criatura":
                    n += 1
                    hits += affinity(d, ldef)
            v = self._fit[k] = hits / n if n else 0.0
        return v

    def _pick(self, s: State, seat: int, actions: list[Action]) -> list[float]:
        out = []
        for a in actions:
            ldef = s.defs[a[1]]
            fit = self._location_fit(s, seat, ldef) - 0.8 * self._location_fit(s, 1 - seat, ldef)
            v = 6.0 * fit - 1.0 * ldef.difficulty + 0.8 * reward_value(ldef)
            if ldef.statics.get("explore_bonus") is not None:
                v += 0.8
            if ldef.statics.get("no_intercept") is not None:
                v += 0.5
            out.append(v)
        return out

    def _intercept(self, t: Table, seat: int, actions: list[Action]) -> list[float]:
        c = t.s.contest
        assert c is not None, "an interception decision belongs to a contest"
        actor, kind, loc = c.actor, c.kind, c.location
        prevented_v = prevented_value(t, seat, actor, kind, loc)
        return [0.0 if a[0] == "let_pass" else interception_value(t, seat, actor, a[1], kind, prevented_v)
                for a in actions]

    def _response(self, t: Table, seat: int, window: int, actions: list[Action]) -> list[float]:
        out = []
        for a in actions:
            if a[0] == "pass_window":
                out.append(0.0)
                continue
            gain = response_gain(t, seat, a, window)
            found = response_ability(t.s, a[1])
            if window == 0 and found is not None and found[1].when.get("window", "any") == "any":
                gain -= 0.3                 # usually better kept for Confronto, once the interception is known
            out.append(gain - 0.05)
        return out

    # -- main phases --
    def _keep(self, s: State, seat: int, uid: int) -> float:
        """How much a card in hand is worth keeping."""
        p = s.players[seat]
        d = s.defs[uid]
        v = card_value(d)
        sources = len(p.committed)
        if d.kind == "criatura" and d.unique and any(s.ids[c] == d.id for c in p.creatures):
            v *= 0.4
        if d.cost > sources + 2:
            v -= 0.4 * (d.cost - sources - 2)
        return v

    def _need(self, s: State, seat: int) -> list[float]:
        """How much each Essence identity is wanted, from the hand and the sources already committed."""
        p = s.players[seat]
        want = [0.0] * 5
        for u in p.hand:
            d = s.defs[u]
            if d.kind in MAIN_KINDS and d.identity != NEUTRA:
                want[d.identity] += 1.0 + 0.3 * d.cost
        have = [0] * 5
        for u in p.committed:
            have[s.defs[u].identity] += 1
        total = sum(have) + 1
        return [w / (1.0 + 2.0 * have[i] / total) for i, w in enumerate(want)]

    def _build(self, t: Table, seat: int, actions: list[Action]) -> list[float]:
        s = t.s
        p = s.players[seat]
        sources = len(p.committed)
        out = []
        need: list[float] | None = None
        free_bearers = -1
        for a in actions:
            kind = a[0]
            if kind == "end_phase":
                out.append(0.0)
            elif kind == "commit":
                if need is None:
                    need = self._need(s, seat)
                d = s.defs[a[1]]
                base = 60.0 if sources < 4 else (25.0 if sources < 7 and len(p.hand) >= 3 else -1.0)
                v = base - 2.0 * self._keep(s, seat, a[1]) + 1.5 * need[d.identity]
                if d.identity == NEUTRA:
                    v -= 1.0
                out.append(v)
            elif kind == "play":
                d = s.defs[a[1]]
                if d.kind == "criatura":
                    out.append(30.0 + card_value(d) + 0.8 * d.cost + trigger_value(t, seat, d))
                elif d.kind == "reliquia":
                    if free_bearers < 0:
                        taken = {s.attached_to[r] for r in p.relics}
                        free_bearers = sum(1 for c in p.creatures if c not in taken)
                    out.append(25.0 + card_value(d) if free_bearers > 0 else 1.0)
                else:
                    ab = next(x for x in d.abilities if x.type == "on_play")
                    ev = effect_value(t, seat, a[1], ab, a[2]) - 0.3 * d.cost
                    out.append(20.0 + ev if ev > 0.2 else ev - 0.5)
            elif kind == "attach":
                r, c = a[1], a[2]
                if s.attached_to[r] >= 0:
                    out.append(-2.0)
                    continue
                rd = s.defs[r]
                a_, r_, e_ = t.st[c]
                fit = rd.exp * (e_ + 1) + rd.atk * (a_ + 1) * 0.8 + rd.res * 0.3 * (r_ + 1)
                out.append(28.0 + 0.3 * fit + 0.2 * t.worth(c))
            elif kind == "activate":
                ab = s.defs[a[1]].abilities[a[2]]
                ev = effect_value(t, seat, a[1], ab, a[3])
                cost = 0.6 * ab.cost.get("vestigio", 0) + 0.3 * ab.cost.get("essence", 0)
                if ab.cost.get("exhaust") and a[1] in t.st:      # an exhausted creature cannot act or block
                    cost += 0.5 + (1.5 if s.phase == PLANEJAMENTO else 0.8)
                out.append(15.0 + ev - cost if ev > cost + 0.2 else ev - cost - 0.5)
            elif kind == "reerguer":
                out.append(8.0 if s.phase == PLANEJAMENTO else 3.0)
            else:
                out.append(-1.0)
        return out

    def _explore(self, t: Table, seat: int, actions: list[Action]) -> list[float]:
        s = t.s
        rival = 1 - seat
        blockers = [b for b in s.players[rival].creatures if not s.exhausted[b]]
        out = []
        for a in actions:
            if a[0] != "explore":
                out.append(0.0)
                continue
            c, loc = a[1], a[2]
            v = progress_value(s, seat, loc, t.explore_amount(c, loc))
            if v <= 0:
                out.append(-1.0)
                continue
            if blockers and s.defs[loc].statics.get("no_intercept") is None:
                risk = 0.0                              # the rival intercepts when it pays for them
                for b in blockers:
                    a_dies, b_dies = t.fight(c, b)
                    if a_dies:
                        risk = max(risk, t.worth(c) + v - (t.worth(b) if b_dies else 0.0))
                v -= risk
            v -= 0.25 * t.atk(c)                        # explorers cannot attack this turn
            out.append(v + 0.5)
        return out

    def _combat(self, t: Table, seat: int, actions: list[Action]) -> list[float]:
        s = t.s
        rival = 1 - seat
        danger = t.threat(seat) >= s.players[seat].vitalidade - 2
        out = []
        for a in actions:
            if a[0] != "attack":
                out.append(0.0)
                continue
            c = a[1]
            v = damage_value(s, rival, max(0, t.atk(c) - t.vigil(rival)))
            iv, who = best_interception(t, rival, c, ATTACK, -1)
            if who >= 0:
                v = -iv + (0.2 if iv < 0.5 else 0.0)
            if danger and v < 50:
                v -= 0.3 * t.worth(c)                   # a defender kept back blocks next turn
            out.append(v - 0.1)
        return out
