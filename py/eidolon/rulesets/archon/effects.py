"""The ability vocabulary at work: target selectors (K81-K84) and the effect ops (cards.OPS), resolved one
effect at a time with "may" (K35), "if you do" (K36) and "as much as you can" (K34)."""

from __future__ import annotations

from ...core.rng import shuffle
from .blanking import ability, offset
from .board import (
    REPLACING,
    alive,
    card,
    deal,
    depart,
    draw,
    in_play,
    mark,
    move,
    neighbors,
    power,
)
from .cards import CHOSEN, GROUP_TARGETS, HOUSES, Effect
from .choices import CHOOSE_ONE
from .conditions import holds
from .constants import applies
from .filters import kept
from .groups import POWER_GROUP
from .lasting import begin as begin_lasting
from .lasting import react
from .state import (
    ARTIFACTS,
    LINE,
    MAX_CHAINS,
    RESOLVING,
    RULE_OF_SIX,
    ArchonState,
    Choice,
    ChoiceKind,
    Task,
    Zone,
)
from .triggers import fire
from .uses import before_fight, counted, fight, fight_targets, reap


class EffectVerb:
    """An effect verb of its own class (verbs.py, zones.py, wards.py, permissions.py): how it starts, resolves and
    takes the answer to its choice, and the key of its text."""

    op = ""

    def start(self, s: ArchonState, t: Task, e: Effect) -> bool:
        """Begin resolving e; False leaves it to the creature selectors (`run_effect`)."""
        return False

    def resolve(self, s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
        """Apply e to its targets; True when it resolved fully (K36)."""
        raise NotImplementedError

    def answer(self, s: ArchonState, t: Task, e: Effect, picked: int) -> None:
        """The chooser picked a card for e (a declined pick is `decline`)."""
        finish(s, t, e, [picked])

    def text_key(self, e: Effect) -> str:
        return f"archon.op.{self.op}"


VERBS: dict[str, EffectVerb] = {}
"""Issue 24's verbs by op (cards.VERB_OPS and the others' ops), registered by verbs.py and its kin, which flow.py imports: the verbs use this
module's selectors, so this module reaches them only through the registry."""

def borrowed(s: ArchonState, t: Task) -> bool:
    """K80: t is the use of a creature "as if it were yours" (reap_as_yours): resolved by a seat that does not
    control its source."""
    return t.source >= 0 and s.zone[t.source] == LINE and s.ctrl[t.source] != t.seat


def sides(s: ArchonState, t: Task) -> tuple[list[int], list[int]]:
    """The friendly and the enemy creatures of the seat resolving t; a creature used as if it were yours counts
    as friendly while you use it (K80)."""
    mine, theirs = s.players[t.seat].line, s.players[1 - t.seat].line
    if borrowed(s, t):
        return mine + [t.source], [u for u in theirs if u != t.source]
    return mine, theirs


def friendly(s: ArchonState, t: Task, u: int) -> bool:
    return u in sides(s, t)[0]


def candidates(s: ArchonState, t: Task, e: Effect) -> list[int]:
    """The creatures a chosen target may be (marked ones excluded, K58); most/least powerful keep every tie
    (K82, K83)."""
    mine, theirs = sides(s, t)
    pool = {"enemy": theirs, "friendly": mine, "any": mine + theirs, "other_friendly": mine,
            "most_powerful_enemy": theirs, "least_powerful_enemy": theirs}[e.target]
    out = kept(s, e, [u for u in pool if u not in s.marked and not (e.target == "other_friendly" and u == t.source)])
    if e.op in ("reap_as_yours", "sacrifice_as_yours"):   # K80: only a creature you do not control
        out = [u for u in out if s.ctrl[u] != t.seat]
    if e.op == "reap_as_yours":                  # K31/K80: the creature must be ready to be used
        out = [u for u in out if not s.exhausted[u]]
    if out and e.target in ("most_powerful_enemy", "least_powerful_enemy"):
        best = (max if e.target == "most_powerful_enemy" else min)(power(s, u) for u in out)
        out = [u for u in out if power(s, u) == best]
    return out


def fixed_targets(s: ArchonState, t: Task, e: Effect) -> list[int]:
    """Targets with no choice: self, the defender (K52), neighbours (K84), each ... creature."""
    seat = t.seat
    if e.target == "self":
        return [t.source] if in_play(s, t.source) else []
    if e.target == "defender":
        return [t.other] if t.other >= 0 and alive(s, t.other) else []
    if e.target == "it":                         # the creature a triggered ability's event is about (triggers.py)
        return [t.other] if t.other >= 0 and s.zone[t.other] == LINE and alive(s, t.other) else []
    if e.target == "neighbors":
        return [u for u in neighbors(s, t.source) if alive(s, u)] if s.zone[t.source] == LINE else []
    mine, theirs = sides(s, t)
    pool = {"each_enemy": theirs, "each_friendly": mine, "each": s.players[seat].line + s.players[1 - seat].line}
    return kept(s, e, [u for u in pool[e.target] if alive(s, u)])


def run_effect(s: ArchonState, t: Task) -> None:
    """Resolve effect t.step of ability t.ability of t.source, or ask for its target."""
    ab = ability(s, t.source, t.ability)         # as it began, blanked since or not (blanking.py)
    if ab is None or t.step >= len(ab.effects):
        return
    effects = ab.effects
    e = effects[t.step]
    nxt = t._replace(step=t.step + 1, done=0)
    if e.if_you_do and not t.ok:                 # K36
        s.stack.append(nxt._replace(ok=False))
        return
    if not holds(s, t.seat, e) or e.per and e.op != "gain_each" and not counted_now(s, t, e.per):
        s.stack.append(nxt._replace(ok=False))   # "if ..." that does not hold, or "for each" of nothing (K90)
        return
    if e.op == "search":
        _search(s, t, e)
        return
    if e.op == "choose":                         # "Choose one" (choices.py)
        CHOOSE_ONE.start(s, t, e)
        return
    if e.op == "react":                          # K37: a lasting triggered ability (lasting.py)
        react(s, t.seat, t.source, e._replace(mode_at=offset(s, t.source, t.ability) + e.mode_at))   # K32: a copy's
        s.stack.append(nxt)
        return
    if e.op == "repeat":                         # K87/K88: the text before, once more, unless the source left
        s.stack.append(nxt)
        if not t.again and s.zone[t.source] in (LINE, ARTIFACTS, RESOLVING):
            s.stack.append(t._replace(step=0, again=True, ok=True, done=0))
            s.emit("repeat", t.seat, t.source)
        return
    if e.target in GROUP_TARGETS:                # K82, K83: the X most/least powerful (groups.py)
        _group(s, t, e)
        return
    verb = VERBS.get(e.op)
    if verb is not None and verb.start(s, t, e):     # issue 24's verbs: a pick of their own (verbs.py)
        return
    if e.target in CHOSEN or e.op == "archive_hand":
        opts = candidates(s, t, e) if e.op != "archive_hand" else s.players[t.seat].hand[:]
        if not opts:                             # K34: skip what cannot resolve
            s.stack.append(nxt._replace(ok=False))
            return
        if len(opts) == 1 and not e.may:
            finish(s, t, e, [opts[0]])
            return
        kind = ChoiceKind.HAND_CARD if e.op == "archive_hand" else ChoiceKind.TARGET
        s.choice = Choice(kind, tuple(opts), e.may, t)
        return
    finish(s, t, e, fixed_targets(s, t, e) if e.target else [])


def _group(s: ArchonState, t: Task, e: Effect) -> None:
    """Gather the X most/least powerful enemy creatures (groups.py), then resolve e on them all at once."""
    enemies = sides(s, t)[1]
    t = POWER_GROUP.gather(s, t, e, enemies)
    if s.choice is None:
        finish(s, t._replace(group=()), e, POWER_GROUP.members(t, enemies))


def _search(s: ArchonState, t: Task, e: Effect) -> None:
    """K85: look through the deck for a card with the trait (one option per title, the topmost copy); the
    searcher may fail to find; the deck is shuffled afterwards."""
    deck = s.players[t.seat].deck
    found: dict[str, int] = {}
    for u in reversed(deck):
        if e.trait in card(s, u).traits and s.ids[u] not in found:
            found[s.ids[u]] = u
    if not found:
        shuffle_deck(s, t.seat)
        s.stack.append(t._replace(step=t.step + 1, ok=False, done=0))
        return
    s.choice = Choice(ChoiceKind.SEARCH, tuple(found.values()), True, t)


def shuffle_deck(s: ArchonState, seat: int) -> None:
    s.rng = shuffle(s.rng, s.players[seat].deck)
    s.emit("shuffle", seat)


def finish(s: ArchonState, t: Task, e: Effect, targets: list[int]) -> None:
    """Apply e to targets, then continue the ability below whatever the effect started; the continuation
    remembers how many creatures this effect destroyed (K89: "this way", before any cascade resolves)."""
    base, before = len(s.stack), len(s.marked)
    ok = apply_op(s, t, e, targets)
    s.stack.insert(base, t._replace(step=t.step + 1, ok=ok, done=max(0, len(s.marked) - before)))


def decline(s: ArchonState, t: Task) -> None:
    """K35: an optional effect not taken did not resolve."""
    s.stack.append(t._replace(step=t.step + 1, ok=False, done=0))


def counted_now(s: ArchonState, t: Task, per: str) -> int:
    """K90: what "for each" counts, for the seat resolving t (K80: a borrowed creature counts as friendly; K89:
    "this way" is what the previous effect destroyed)."""
    if per == "destroyed_this_way":
        return t.done
    if per == "opponent_keys":
        return s.players[1 - t.seat].keys
    if per == "destroyed_this_turn":             # "each time a creature was destroyed this turn" (K58)
        return s.destroyed_turn
    mine, theirs = sides(s, t)
    return {"friendly_creatures": len(mine), "enemy_creatures": len(theirs),
            "enemy_damaged": sum(1 for u in theirs if s.damage[u]),
            "friendly_damaged": sum(1 for u in mine if s.damage[u])}[per]


def pool_op(s: ArchonState, seat: int, source: int, op: str, n: int) -> bool:
    """`seat` makes the opponent lose or steals n Æmber from them, or pays them n (K20, K62, K63; never more than
    the payer has); True when all n moved (K36)."""
    me, opp = s.players[seat], s.players[1 - seat]
    payer, taker = (me, opp) if op == "pay" else (opp, me)
    k = min(n, payer.amber)                      # K62: never more than they have
    instead = REPLACING[0].pool(s, 1 - seat, op) if op != "pay" and k and REPLACING else ""
    if instead:                                  # K59: kept, or to the supply instead (wards.py)
        payer.amber -= k if instead == "supply" else 0
        return False
    payer.amber -= k
    if op != "lose":
        taker.amber += k
    s.emit(op, seat, source, k)
    if op == "steal" and k:
        fire(s, "after_steal", seat)             # K62
    return k == n


def apply_op(s: ArchonState, t: Task, e: Effect, targets: list[int]) -> bool:
    """One effect; True when it resolved fully (K36)."""
    if e.per and e.op != "gain_each":            # K90: n for each, counted as it resolves
        e = e._replace(n=e.n * counted_now(s, t, e.per), per="")
    seat, n, op = t.seat, e.n, e.op
    verb = VERBS.get(op)
    if verb is not None:                         # issue 24's verbs, one class each (verbs.py)
        return verb.resolve(s, t, e, targets)
    me = s.players[seat]
    if op == "gain":
        me.amber += n
        s.emit("gain", seat, t.source, n)
        return True
    if op in ("lose", "steal", "pay"):
        return pool_op(s, seat, t.source, op, n)
    if op == "gain_each":                        # K90 (K80: a borrowed creature counts as friendly)
        k = n * counted_now(s, t, e.per)
        me.amber += k
        s.emit("gain", seat, t.source, k)
        return True
    if op in ("draw", "archive_top", "purge_discard", "unforge", "key_cost_next", "chains", "must_house",
              "ban_house"):
        return _player_op(s, t, e)
    if e.until:                                  # K37: a constant verb for a duration
        return begin_lasting(s, t.seat, e, targets)
    if not targets:
        return False
    if op == "damage":
        hits = [(u, n) for u in targets]
        if e.splash:                             # K76: also each neighbour of the target
            hits += [(x, e.splash) for u in targets for x in neighbors(s, u) if alive(s, x)]
        return any(deal(s, hits, t.source))
    if op == "archive_hand":                     # K65
        move(s, targets[0], Zone.ARCHIVES)
        s.emit("archive", seat, targets[0])
        return True
    ok = True
    for u in targets:
        ok = _card_op(s, t, _instead(s, t, e, u), u) and ok
    return ok


def _instead(s: ArchonState, t: Task, e: Effect, u: int) -> Effect:
    """K59's last sentence: the effect's own "instead" replaces its op for a target of the side it names."""
    if not e.instead or friendly(s, t, u) != (e.instead_if == "friendly"):
        return e
    s.emit("instead", t.seat, u)
    return e._replace(op=e.instead, instead="")


def _player_op(s: ArchonState, t: Task, e: Effect) -> bool:
    seat, n, op = t.seat, e.n, e.op
    me, opp = s.players[seat], s.players[1 - seat]
    if op == "draw":
        return draw(s, seat, n) == n
    if op == "archive_top":                      # K65
        k = 0
        while k < n and me.deck:
            u = me.deck.pop()
            me.archives.append(u)
            s.zone[u] = Zone.ARCHIVES
            s.emit("archive", seat, u)
            k += 1
        return k == n
    if op == "purge_discard":                    # K66
        if not opp.discard:
            return False
        u = opp.discard.pop()
        opp.purged.append(u)
        s.zone[u] = Zone.PURGED
        s.emit("purge", seat, u)
        return True
    if op == "unforge":                          # K19
        if not opp.keys:
            return False
        opp.keys -= 1
        s.emit("unforge", 1 - seat, t.source)
        return True
    if op == "key_cost_next":                    # K37: a lasting effect on the opponent's next turn
        s.cost_next[1 - seat] += n
        s.emit("key_cost_next", 1 - seat, t.source, n)
        return True
    if op in ("must_house", "ban_house"):        # K22-K24: the opponent's next house choice
        rule = list(s.house_must if op == "must_house" else s.house_ban)
        if e.house not in rule[1 - seat]:
            rule[1 - seat] += (e.house,)
        if op == "must_house":
            s.house_must = tuple(rule)
        else:
            s.house_ban = tuple(rule)
        s.emit(op, 1 - seat, t.source, HOUSES.index(e.house))
        return True
    me.chains = min(MAX_CHAINS, me.chains + n)   # K67
    s.emit("chains", seat, t.source, me.chains)
    return True


def _card_op(s: ArchonState, t: Task, e: Effect, u: int) -> bool:
    seat, n, op = t.seat, e.n, e.op
    if op == "capture":                          # K61: from the opponent (K80: of the one using the creature)
        pool = s.players[1 - seat]
        k = min(n, pool.amber)
        instead = REPLACING[0].pool(s, 1 - seat, "capture") if k and REPLACING else ""
        if instead:                              # K59: kept, or to the supply instead (wards.py)
            pool.amber -= k if instead == "supply" else 0
            return False
        pool.amber -= k
        s.held[u] += k
        s.emit("capture", s.ctrl[u], u, k)
        if k:
            fire(s, "after_capture", s.ctrl[u], u)    # K61
        return k == n
    if op == "destroy":
        return mark(s, u)
    if op == "sacrifice_as_yours":               # K80: sacrificed as if you controlled it, a destruction (K58)
        if s.ctrl[u] == seat:
            return False
        s.emit("sacrifice", seat, u)
        return mark(s, u)
    if op == "heal":                             # K55: n 0 means fully heal
        k = s.damage[u] if n == 0 else min(n, s.damage[u])
        s.damage[u] -= k
        if k:
            s.emit("heal", s.ctrl[u], u, k)
            fire(s, "after_heal", s.ctrl[u], u)      # K55: only a heal that removed damage
        return k > 0
    if op == "stun":                             # K78: at most one stun
        s.stun[u] = True
        s.emit("stun", s.ctrl[u], u)
        return True
    if op in ("exhaust", "ready"):
        s.exhausted[u] = op == "exhaust"
        s.emit(op, s.ctrl[u], u)
        return True
    if op == "power":                            # K56
        s.tokens[u] += n
        s.emit("power", s.ctrl[u], u, n)
        return True
    if op == "return_hand":                      # K60: to its owner's hand, after its "Leaves Play:"
        if REPLACING and REPLACING[0].returned(s, u):
            return False                         # K59: something else happened instead (wards.py)
        s.emit("return_hand", s.owner[u], u)
        depart(s, u, Zone.HAND)
        return True
    if op == "move_amber":                       # K57: moving Æmber is not a capture, a steal or a loss
        src = t.source
        k = min(n, s.held[u]) if s.zone[src] == LINE and u != src else 0
        s.held[u] -= k
        s.held[src] += k
        if k:
            s.emit("move_amber", s.ctrl[src], u, k, other=src)
        return k == n
    if op == "return_amber":                     # K64
        k, s.held[u] = s.held[u], 0
        s.players[1 - s.ctrl[u]].amber += k
        s.emit("amber_back", 1 - s.ctrl[u], u, k)
        return k > 0
    if op == "move_damage":                      # K57: moving is not dealing: armor does not stop it
        src = t.source
        k = s.damage[src] if s.zone[src] == LINE else 0
        if not k or u == src:
            return False
        s.damage[src] = 0
        s.damage[u] += k
        s.emit("move_damage", s.ctrl[u], src, k, other=u)
        if s.damage[u] >= power(s, u):
            mark(s, u)
        return True
    if op == "take_control":                     # K79: to a flank of the new controller chosen by the active player
        if s.ctrl[u] == seat or s.zone[u] != LINE:
            return False
        s.players[s.ctrl[u]].line.remove(u)
        line = s.players[seat].line
        line.append(u)
        s.ctrl[u] = seat
        s.emit("take_control", seat, u)
        if len(line) > 1:
            s.choice = Choice(ChoiceKind.FLANK, (0, 1), False, t._replace(other=u))
        return True
    if op == "swap":                             # K86: two creatures of the same controller trade places
        src = t.source
        if s.zone[src] != LINE or s.ctrl[src] != s.ctrl[u] or src == u:
            return False
        line = s.players[s.ctrl[u]].line
        i, j = line.index(src), line.index(u)
        line[i], line[j] = u, src
        s.emit("swap", s.ctrl[u], src, other=u)
        return True
    return _use_op(s, t, op, u)


def _use_op(s: ArchonState, t: Task, op: str, u: int) -> bool:
    """ready_fight / ready_reap (K45, K48): ready u, then use it; reap_as_yours (K80): reap with a ready enemy
    creature without taking control, as its user; a stunned creature only loses its stun (K78); the Rule of Six
    still holds (K32, K24)."""
    yours = op == "reap_as_yours"
    if yours and (s.exhausted[u] or s.ctrl[u] == t.seat):
        return False
    s.exhausted[u] = False
    if s.plays.get(card(s, u).id, 0) >= RULE_OF_SIX:
        return False
    if s.stun[u]:
        s.exhausted[u] = True
        s.stun[u] = False
        counted(s, u)
        s.emit("unstun", s.ctrl[u], u)
        return False
    if applies(s, u, "cannot_fight" if op == "ready_fight" else "cannot_reap"):
        return False                             # K24: "cannot" beats the effect's "must"
    if op != "ready_fight":
        reap(s, u, t.seat if yours else -1)
        return True
    targets = fight_targets(s, u)
    if not targets:                              # K47: no target, no fight; it stays ready
        return False
    if len(targets) == 1:
        fight(s, u, targets[0])
    else:
        s.choice = Choice(ChoiceKind.FIGHT_TARGET, tuple(targets), False, t._replace(source=u, other=-1))
    return True


def answer(s: ArchonState, picked: int | None) -> None:
    """The chooser's answer to s.choice (None: declined)."""
    c = s.choice
    assert c is not None
    s.choice = None
    t = c.task
    if c.kind == ChoiceKind.FIGHT_TARGET:
        assert picked is not None
        fight(s, t.source, picked)
        return
    if c.kind == ChoiceKind.ORDER:
        assert picked is not None
        trig = s.queue.pop(picked)
        s.stack.append(Task(t.kind, trig.source, trig.seat, trig.ability, other=trig.about, trig=True))
        return
    if c.kind == ChoiceKind.FIGHT_ORDER:         # K14, K74, K75: this Before-Fight item now
        assert picked is not None
        before_fight(s, t, picked)
        return
    if c.kind == ChoiceKind.REPLACE:             # K59, K9: the replacement the active player picked (wards.py)
        assert picked is not None
        REPLACING[0].answer(s, t, picked)
        return
    if c.kind == ChoiceKind.FLANK:               # K79: the taken creature went to the right; left if picked
        if picked == 0:
            line = s.players[t.seat].line
            line.remove(t.other)
            line.insert(0, t.other)
        return
    if c.kind == ChoiceKind.MODE:                # "Choose one": the mode picked (choices.py)
        assert picked is not None
        chosen = ability(s, t.source, t.ability)     # as it began (blanking.py)
        if chosen is None:
            decline(s, t)
        else:
            CHOOSE_ONE.answer(s, t, chosen.effects[t.step], picked)
        return
    if c.kind == ChoiceKind.SEARCH:
        began = ability(s, t.source, t.ability)  # as it began: a card blanked since still finishes it (blanking.py)
        if began is None:                        # the copy that gave it is gone: nothing is taken
            picked = None
        verb = VERBS.get(began.effects[t.step].op) if began is not None else None
        if picked is not None and verb is not None and began is not None:   # a verb's own search (zones.PutFromDeck)
            verb.resolve(s, t, began.effects[t.step], [picked])
        elif picked is not None:
            move(s, picked, Zone.HAND)
            s.emit("search", t.seat, picked)
        shuffle_deck(s, t.seat)
        s.stack.append(t._replace(step=t.step + 1, ok=picked is not None, done=0))
        return
    if picked is None:
        decline(s, t)
        return
    ab = ability(s, t.source, t.ability)
    if ab is None:                               # the copy that gave it is gone (blanking.py)
        decline(s, t)
        return
    e = ab.effects[t.step]
    if e.target in GROUP_TARGETS:                # K82, K83: a tie settled; the group gathers on (groups.py)
        _group(s, t._replace(group=(*t.group, picked)), e)
        return
    verb = VERBS.get(e.op)
    if verb is not None:                         # a verb of verbs.py may run a choice of its own (K53)
        verb.answer(s, t, e, picked)
        return
    finish(s, t, e, [picked])

