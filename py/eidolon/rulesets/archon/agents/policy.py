"""Rule-based scores for every decision of an Archon seat (docs/ai.md "Archon mode").

`ArchonPolicy.scores(state, actions)` gives one number per offered action, in Æmber-like units (ending the
turn or passing scores 0, so a positive score means "worth doing now"); `choose` picks with optional noise.
The rules read the card data (bonuses, keywords, the ops of abilities), not card names:

- house (K21): what the house lets the seat play and use this turn: the hand's cards of that house, its
  creatures' reaps or best fights, its artifacts' actions; the archives (K65) are taken when they hold
  cards of the chosen house;
- plays: the Æmber bonus (K28) plus the card's worth (a creature's power and keywords, an action's or a
  "Play:" ability's effects), less the chains it adds (K67); upgrades on a friendly host (K43); deploy next
  to a Taunt creature (K72, K77);
- reap (K46): one Æmber plus the "Reap:" ability; fight (K47): the trade, what the attacker kills (with the
  Æmber it held, K60) against what it loses, with armor, Elusive, Skirmish, Poison, Assault and Hazardous
  (K54, K70-K75), plus the "Fight:" ability; a rival creature's threat (power, reap abilities) counts more;
- when the rival is near a key (K12), stealing and capturing count more, and removing its creatures too;
- issue 24's verbs (verbs.py): split damage is spent first where its points destroy (K53, K54), a random discard
  or purge by the cards the rival holds, a play from discard by the best card there (K31), a return to deck as a
  removal (less from the top), a fuse as a destruction some turns away (K8, and a fused creature is worth less);
  filters (filters.py) narrow the creatures an effect is valued on; "choose one" is worth its best mode, and the
  mode choice is scored by that worth (choices.py); the X most/least powerful by the X creatures it would take;
- zones.py's verbs: a purge as a destruction without "Destroyed:" (K66), an archived enemy as a removal that comes
  back to its owner's hand (K65), a creature put into play by its body (K29), Æmber on an artifact nearly as
  Æmber in the pool (K16), the forge's Æmber from cards spent before the pool's (K16);
- replacement and prevention (wards.py): a ward is worth part of its creature, shield points stop damage as armor
  does, damage to a warded creature or one that cannot be dealt damage is worth nothing (in fights too: K54, K59),
  an effect's own "instead" is valued as the op it becomes, a choice among replacements (K59, K9) takes the
  outcome best for its creature's side, and a steal from a rival whose steals go to the supply is a loss only;
- targets, trigger order, flanks and search results: each option applied to a copy of the (sampled) state
  and scored by the static evaluation (archon_evaluate.py).

Only the seat's own hand and archives, public zones and counts are read; agents call this on a sampled state.
"""

from __future__ import annotations

import random

from ....agents.noisy_choice import pick_scored
from ..blanking import ability, plain
from ..board import CARDS, armor, card, count, has, key_cost, power
from ..cards import (
    GROUP_TARGETS,
    HOUSES,
    MOVE_OPS,
    POOL_EVENTS,
    TRIGGERED,
    ZONE_OPS,
    Ability,
    CardDef,
    Effect,
)
from ..conditions import holds
from ..constants import any_in_play, applies
from ..filters import kept
from ..flow import ACTION, DISCARD, FIGHT, MAIN_STEP, OMNI, PLAY, REAP, apply, decider
from ..state import Action, ArchonState, ChoiceKind, Step, Verb, Zone
from ..wards import DAMAGE
from ..wards import label as replacement_label
from .evaluate import evaluate
from .move_value import move_value
from .text_value import TEXT_OPS, text_value

SENSIBLE = -0.5          # epsilon picks only among actions scoring above this
# K59: a replacement's outcome for its creature's controller: it stays in play (the ward spent, or its own
# replacement), goes to hand or archives, or is purged
REPLACE_WORTH = {"ward": 0.6, "own": 0.5, "archive": 0.35, "return_hand": 0.3, "purge": -1.0}
# K59, K54: the replacement of one damage applied first, for the creature's controller: nothing spent, shield
# points spent, its ward spent, or another of its creatures hit
DAMAGE_FIRST_WORTH = {"prevent": 0.8, "shield": 0.6, "ward": 0.3, "redirect": 0.1}
PICK_SCALE = 10.0        # evaluation difference (chance of winning) -> score units, for simulated choices
ARCHIVE_KEEP = 0.15
ZONE_VERBS = ("split_damage", "discard_random", "purge_archives", "purge_hand", "play_discard", "destroy_artifact",
              "destroy_upgrade")
END_VERB = Verb.END      # a module name: an enum member read from its class is slow in CPython 3.11 (flow.py)


class View:
    """What the scores of one decision share: the deciding seat, its sides, and cached card figures.
    The upgrades in play, the key costs and who is near a key are found on first use (a playout builds a
    View for each of its decisions, and many read none of them)."""

    __slots__ = ("_abilities", "_amber", "_armor", "_cost", "_near", "_play", "_power", "_upgrades", "_worth", "auras", "me",
                 "opp", "s", "seat")

    def __init__(self, s: ArchonState, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.me = s.players[seat]
        self.opp = s.players[1 - seat]
        self._upgrades: dict[int, list[CardDef]] | None = None
        self._cost: tuple[int, int] | None = None
        self._amber: float | None = None
        self._near: tuple[bool, bool] | None = None
        self._power: dict[int, int] = {}
        self._armor: dict[int, int] = {}
        self._worth: dict[int, float] = {}
        self._abilities: dict[tuple[int, str], float] = {}
        self._play: dict[int, float] = {}
        self.auras = any_in_play(s)                # constant abilities in play: board.py's figures then (K33)

    @property
    def upgrades(self) -> dict[int, list[CardDef]]:
        """Host creature -> the definitions of the upgrades on it (K43)."""
        found = self._upgrades
        if found is None:
            found = self._upgrades = {}
            s = self.s
            if max(s.host, default=-1) >= 0:       # most boards hold no upgrade: no per-card scan then
                for x, h in enumerate(s.host):
                    if h >= 0:
                        found.setdefault(h, []).append(CARDS[s.ids[x]])
        return found

    @property
    def cost(self) -> tuple[int, int]:
        """Each seat's current key cost (K17)."""
        c = self._cost
        if c is None:
            c = self._cost = (key_cost(self.s, 0), key_cost(self.s, 1))
        return c

    @property
    def near(self) -> tuple[bool, bool]:
        """Per seat: within two Æmber of its key (K12)."""
        n = self._near
        if n is None:
            cost, players = self.cost, self.s.players
            n = self._near = (players[0].amber + 2 >= cost[0], players[1].amber + 2 >= cost[1])
        return n

    def power(self, u: int) -> int:
        """board.power, with the upgrades found once (K43, K56)."""
        p = self._power.get(u)
        if p is None:
            s = self.s
            if self.auras:
                p = power(s, u)
            else:
                p = CARDS[s.ids[u]].power + s.tokens[u]
                ups = self.upgrades.get(u)
                if ups:
                    p += sum(d.bonus_power for d in ups)
            self._power[u] = p
        return p

    def armor(self, u: int) -> int:
        a = self._armor.get(u)
        if a is None:
            if self.auras:
                a = armor(self.s, u)
            else:
                a = CARDS[self.s.ids[u]].armor
                ups = self.upgrades.get(u)
                if ups:
                    a += sum(d.bonus_armor for d in ups)
            self._armor[u] = a
        return a

    def pool_guarded(self, event: str) -> str:
        """K62, K61, K20 with K59: what replaces `event` ("steal", "capture", "lose") from the rival's pool now, a
        card of theirs in play or a lasting effect of theirs (wards.py): "keep", "supply" or "" (none)."""
        s, rival = self.s, 1 - self.seat
        found = {e.with_op for x in s.auras_of["replace"]
                 if s.ctrl[x] == rival and s.zone[x] in (Zone.LINE, Zone.ARTIFACTS)
                 for e in CARDS[s.ids[x]].auras if e.op == "replace" and e.event == event
                 and not (e.once and x in s.replaced_once)}
        found |= {y.keyword.partition(":")[2] for y in s.lasting
                  if y.op == "replace" and y.seat == rival and y.keyword.partition(":")[0] == event}
        return "keep" if "keep" in found else "supply" if found else ""

    def shielded(self, u: int) -> bool:
        """K54, K59: damage to u would be prevented (its ward, or it cannot be dealt damage; wards.py)."""
        s = self.s
        return s.ward[u] or bool(self.auras) and applies(s, u, "cannot_be_damaged")

    def has(self, u: int, keyword: str) -> bool:
        """board.has (K70-K78)."""
        if not plain(self.s):                        # a blanked or copying creature (blanking.py)
            return has(self.s, u, keyword)
        if keyword in CARDS[self.s.ids[u]].flags:
            return True
        ups = self.upgrades.get(u)
        if ups and any(keyword in d.grants for d in ups):
            return True
        return self.auras and applies(self.s, u, "grant", keyword)

    def worth(self, u: int) -> float:
        """What a creature in play is worth to its controller (about one reap a turn, its power, keywords);
        found once per View (the fights of one decision ask it for the same creatures again and again)."""
        w = self._worth.get(u)
        if w is None:
            w = self._worth[u] = self._worth_of(u)
        return w

    def _worth_of(self, u: int) -> float:
        s = self.s
        d = card(s, u)                                # its text now: blanked or copying (blanking.py)
        w = 1.0 + 0.25 * max(0, self.power(u) - s.damage[u]) + 0.15 * self.armor(u) + 0.6 * s.held[u]
        if "taunt" in d.flags:
            w += 0.3
        if "elusive" in d.flags or "skirmish" in d.flags or "poison" in d.flags:
            w += 0.3
        for a in d.abilities:
            if a.when in ("reap", "fight", "action", "omni"):
                w += 0.5
            elif a.when == "constant" or a.when in TRIGGERED:
                w += 0.8
        if s.stun[u]:
            w -= 0.4
        if s.fuse[u]:                                # K8: it burns down in a turn or a few
            w *= 0.3 + 0.15 * min(4, s.fuse[u])
        if s.ward[u]:                                # K59: it survives the next damage or destruction
            w += 0.5
        w += 0.1 * s.shield[u]                       # K54: damage it will not take
        return w

    def threat(self, u: int) -> float:
        """An enemy creature's worth to remove, more when its controller is near a key (K12)."""
        return self.worth(u) * (1.25 if self.near[self.s.ctrl[u]] else 1.0)

    def rival_near_key(self) -> bool:
        return self.near[1 - self.seat]

    def amber_value(self) -> float:
        """One Æmber for the seat: more when it completes a key (K15); found once per View."""
        a = self._amber
        if a is None:
            short = self.cost[self.seat] - self.me.amber
            a = self._amber = 1.3 if 0 < short <= 2 else 1.0
        return a

    def effect_value(self, e: Effect, source: int) -> float:
        """The rough worth of one effect for the seat resolving it (cards.OPS)."""
        s, op, n = self.s, e.op, e.n
        me, opp = self.me, self.opp
        if op == "gain":
            return n * self.amber_value()
        if op == "steal":
            k = min(n, opp.amber)
            guard = self.pool_guarded("steal")
            if guard:                            # K59: kept, or to the supply: a loss only (wards.py)
                return 0.0 if guard == "keep" else k * (1.2 if self.rival_near_key() else 0.8)
            return k * (self.amber_value() + (1.3 if self.rival_near_key() else 0.9))
        if op in ("lose", "capture"):
            k = 0 if self.pool_guarded(op) == "keep" else min(n, opp.amber)   # K59: the rival keeps it
            return k * (1.2 if self.rival_near_key() else 0.8)
        if op in ("replace", "redirect_damage") and e.until:   # K59 with K37: a lasting replacement (wards.py)
            return self._lasting_replacement(e)
        if op == "pay":
            return -min(n, me.amber) * 1.0
        if op == "gain_each":
            per = {"friendly_creatures": len(me.line), "enemy_creatures": len(opp.line),
                   "enemy_damaged": sum(1 for u in opp.line if s.damage[u]),
                   "destroyed_this_turn": s.destroyed_turn}.get(e.per, 1)
            return n * per * 0.9
        if op == "draw":
            return 0.45 * n
        if op == "archive_top":
            return 0.35 * n
        if op == "archive_hand":
            return 0.2
        if op == "search":
            return 0.5
        if op == "purge_discard":
            return 0.1
        if op == "unforge":
            return 6.0 if opp.keys else 0.0
        if op == "key_cost_next":
            return 0.5 * n * (2.0 if self.rival_near_key() else 1.0)
        if op == "chains":
            return -0.9 * n                          # K67: fewer cards drawn for a while
        if op in ("must_house", "ban_house"):
            return 0.4
        if op == "repeat":
            return 0.0
        if op == "choose":                           # "Choose one": the best mode for the seat (choices.py)
            return max(self.mode_value(m, source) for m in e.modes)
        if op == "react":                            # K37: its effects, as often as a turn or two may bring
            return (0.6 if e.until == "end_of_turn" else 1.0) * max(0.0, self.mode_value(e.modes[0], source))
        if op in ZONE_VERBS:
            return self._zone_verb(e)
        if op in ZONE_OPS and op not in ("purge", "archive_enemy"):
            return self._zone_op(e, source)
        if op in MOVE_OPS:                           # the other zone moves (move_value.py)
            return move_value(self, e, source)
        if op in TEXT_OPS:                           # blanking, copying, entering, permissions (text_value.py)
            return text_value(self, e, source)
        return self._creature_effect(e, source)

    def _lasting_replacement(self, e: Effect) -> float:
        """K59, K37: a lasting replace of the creatures of a side (each outcome's worth to its controller, on each
        creature by its worth), of the seat's pool (Æmber kept from the rival) or of its reaps (a steal each), or a
        lasting redirection (its creature takes the damage of the others)."""
        if e.op == "redirect_damage":
            return 0.2 * max(0, len(self.me.line) - 1)
        if e.event == "reap":                        # K46, K62: each friendly reap takes 1Æ from the rival too
            return 0.9 * min(sum(1 for u in self.me.line if not self.s.exhausted[u]), self.opp.amber)
        if e.event in POOL_EVENTS:
            return 0.5 * (1.5 if self.rival_near_key() else 1.0) * (1.0 if e.with_op == "keep" else 0.6)
        line, sign = (self.me.line, 1.0) if e.target == "each_friendly" else (self.opp.line, -1.0)
        return sign * 0.25 * REPLACE_WORTH[e.with_op] * sum(self.worth(u) for u in line)

    def _zone_op(self, e: Effect, source: int) -> float:
        """zones.py's verbs off the battlelines: a purged artifact or discarded card (K66), a creature put into play
        (K29: its body, no bonus nor "Play:"), a swap with the hand (K86), Æmber on an artifact (K16, K42)."""
        s, op, me, opp = self.s, e.op, self.me, self.opp
        if op == "purge_artifact":
            if e.target == "friendly":
                return -0.9 if me.artifacts else 0.0
            return 1.1 if opp.artifacts else (-0.9 if me.artifacts and e.target == "any" else 0.0)
        if op == "purge_from_discard":
            return 0.1 if opp.discard or me.discard and e.target != "enemy" else 0.0
        if op == "place_amber":                      # K16: spendable to forge on a Treasury card, else taken later
            return e.n * self.amber_value() * (0.95 if "treasury" in CARDS[s.ids[source]].flags else 0.8)
        if op == "take_amber":
            return s.held[source] * self.amber_value() if s.zone[source] == Zone.ARTIFACTS else 0.0
        pile = me.deck if op == "put_from_deck" else me.discard if op == "put_from_discard" else me.hand
        bodies = [0.9 + 0.15 * d.power + 0.1 * d.armor for u in pile if (d := CARDS[s.ids[u]]).type == "creature"]
        if not bodies:
            return 0.0
        if op == "swap_hand":                        # the creature it replaces goes back to the hand (K86)
            return max(0.0, max(bodies) - self.worth(source)) if source in me.line else 0.0
        return (sum(bodies) / len(bodies) if op == "put_from_deck" else max(bodies)) - (0.4 if pile is me.hand else 0.0)

    def _zone_verb(self, e: Effect) -> float:
        """Issue 24's verbs on cards out of the battlelines (verbs.py) and split damage (K53)."""
        s, op, n, me, opp = self.s, e.op, e.n, self.me, self.opp
        if op == "split_damage":
            return self._split(n)
        if op == "discard_random":
            return 0.5 * min(n, len(opp.hand))
        if op == "purge_archives":                   # K65: the rival's archives are its next turn's cards
            return 0.5 * min(n, len(opp.archives))
        if op == "purge_hand":                       # a card given up, the usual price of an "if you do" (K36)
            return -0.3 if me.hand else 0.0
        if op == "play_discard":                     # K31: the best card the discard pile offers (not another
            return max((self.play_base(u, d) for u in me.discard    # play from discard: its worth asks this)
                        if (d := CARDS[s.ids[u]]).type != "upgrade"
                        and not any(x.op == "play_discard" for a in d.abilities for x in a.effects)), default=0.0)
        mine = me.artifacts if op == "destroy_artifact" else [x for x, h in enumerate(s.host) if h in me.line]
        theirs = opp.artifacts if op == "destroy_artifact" else [x for x, h in enumerate(s.host) if h in opp.line]
        if e.target == "friendly":
            return -0.8 if mine else 0.0
        return 1.0 if theirs else (-0.8 if mine and e.target == "any" else 0.0)

    def _split(self, n: int) -> float:
        """K53, K54: n points among enemy creatures, spent first on the creatures they can destroy (fewest
        points needed through armor), the rest as plain damage."""
        s = self.s
        need = sorted((max(0, self.power(u) - s.damage[u]) + max(0, self.armor(u) - s.armor_used[u]), u)
                      for u in self.opp.line)
        value = 0.0
        for points, u in need:
            if points <= n:
                n -= points
                value += self.threat(u)
        return value + (0.25 * n if self.opp.line else 0.0)

    def _creature_effect(self, e: Effect, source: int) -> float:
        op, tgt = e.op, e.target
        mine, theirs = kept(self.s, e, self.me.line), kept(self.s, e, self.opp.line)   # a filter (filters.py)
        if tgt in ("self",):
            pool_f, pool_e = ([source] if source in mine else []), []
        elif tgt in ("each_enemy",):
            pool_f, pool_e = [], theirs
        elif tgt in ("each_friendly",):
            pool_f, pool_e = mine, []
        elif tgt in ("each",):
            pool_f, pool_e = mine, theirs
        elif tgt == "it":                            # a triggered ability's creature: one of those in play, on average
            every = [(u, True) for u in mine] + [(u, False) for u in theirs]
            return sum(self._on(e, u, f) for u, f in every) / len(every) if every else 0.0
        elif tgt in GROUP_TARGETS:                   # K82, K83: the X most/least powerful (groups.py)
            pool_f, pool_e = [], sorted(theirs, key=self.power, reverse=tgt == "most_powerful_enemies")[:e.x]
        elif tgt == "neighbors":
            pool_f, pool_e = [], []
            if source in mine:
                i = mine.index(source)
                pool_f = [mine[j] for j in (i - 1, i + 1) if 0 <= j < len(mine)]
        else:
            best = 0.0                               # a chosen target: the best option
            if tgt in ("enemy", "most_powerful_enemy", "least_powerful_enemy", "any"):
                best = max((self._on(e, u, False) for u in theirs), default=0.0)
            if tgt in ("friendly", "other_friendly", "any"):
                best = max([best] + [self._on(e, u, True) for u in mine if not (tgt == "other_friendly"
                                                                                   and u == source)])
            if op in ("ready_fight", "ready_reap", "ready") and not mine:
                best = 0.0
            return best
        return sum(self._on(e, u, True) for u in pool_f) + sum(self._on(e, u, False) for u in pool_e)

    def split_point(self, u: int, friendly: bool, assigned: int) -> float:
        """K53: the worth of one more point of split damage on u, `assigned` points already given to it (all of
        them dealt together once every point is assigned, so a point past what destroys it is worth nothing)."""
        return self._on(Effect("damage", n=assigned + 1), u, friendly) - self._on(Effect("damage", n=assigned), u,
                                                                                  friendly)

    def _on(self, e: Effect, u: int, friendly: bool) -> float:
        """The worth of effect e on creature u (friendly or not) for the seat."""
        s = self.s
        if e.instead and friendly == (e.instead_if == "friendly"):   # K59: the effect's own "instead"
            e = e._replace(op=e.instead, instead="")
        op, n = e.op, e.n
        sign = 1.0 if friendly else -1.0
        if op == "split_damage":                     # one point of it (K53)
            op, n, e = "damage", 1, e._replace(op="damage", n=1)
        if op == "damage" and self.shielded(u):    # K54, K59: prevented (a ward is only spent)
            return -sign * (0.3 if s.ward[u] else 0.0)
        if op == "damage":
            left = self.power(u) - s.damage[u]
            dealt = max(0, n - s.shield[u] - self.armor(u) + s.armor_used[u])     # K54: shield, then armor
            v = self.threat(u) if dealt >= left else 0.25 * dealt
            if e.splash:
                v += 0.3 * e.splash
            return -sign * v
        if op in ("destroy", "sacrifice_as_yours"):
            return -sign * self.threat(u)
        if op == "purge":                            # K66: gone for good, no "Destroyed:"
            return -sign * 1.05 * self.threat(u)
        if op == "archive_enemy":                    # K65: back to its owner's hand when the archives are taken
            return 0.0 if friendly else 0.85 * self.threat(u)
        if op == "return_hand":
            return -sign * 0.8 * self.threat(u) + (0.5 if friendly else 0.0)
        if op == "ward":                             # K59: one more damage or destruction survived
            return 0.0 if s.ward[u] else sign * (0.3 + 0.3 * self.worth(u))
        if op == "shield":                           # K54: the next n damage prevented
            return sign * 0.12 * min(n, self.power(u) + 2)
        if op == "fuse":                             # K8: a destruction n of its controller's turns away
            return -sign * self.threat(u) * (0.85 if n == 1 else 0.6 if n == 2 else 0.4)
        if op == "return_deck":                      # K60: gone for good unless on top, where it is drawn again
            return -sign * (0.7 if e.place == "top" else 0.95) * self.threat(u)
        if op == "take_control":
            return 0.0 if friendly else 1.8 * self.threat(u)
        if op == "stun":
            return -sign * 0.5 * self.worth(u)
        if op == "exhaust":
            return -sign * 0.3 * self.worth(u)
        if op == "heal":
            return sign * min(s.damage[u], n or 99) * 0.2
        if op == "power":
            return sign * 0.3 * n
        if op in ("ready", "ready_reap", "ready_fight"):
            return 1.0 if friendly and s.exhausted[u] else 0.0
        if op == "reap_as_yours":
            return 1.0
        if op == "capture":
            return min(n, self.opp.amber) * 0.8
        if op == "return_amber":
            return s.held[u] * (1.0 if not friendly else -1.0)
        return 0.1

    def ability_value(self, d: CardDef, when: str, source: int) -> float:
        """The worth of the `when` abilities of d, the definition of card `source` (once per View)."""
        if when not in d.whens:                 # most cards have no ability of this timing
            return 0
        key = (source, when)
        v = self._abilities.get(key)
        if v is None:
            v = self._abilities[key] = sum(self.effects_value(a, source) for a in d.abilities if a.when == when)
        return v

    def play_base(self, u: int, d: CardDef) -> float:
        """The part of a play's worth that does not depend on where it goes (once per card and View: each
        flank and each host is an action of its own): the Æmber bonus (K28), the "Play:" abilities, and a
        creature's or an artifact's own worth."""
        value = self._play.get(u)
        if value is None:
            value = d.amber * self.amber_value() + self.ability_value(d, "play", u)
            if d.type == "creature":
                value += 0.9 + 0.15 * d.power + 0.1 * d.armor + 0.3 * len(d.flags)
                value += sum(text_value(self, e, u) for e in d.auras if e.op == "copy_while")   # K33: its copy
            elif d.type == "artifact":
                value += 0.7 + (0.8 if any(a.when == "constant" or a.when in TRIGGERED for a in d.abilities) else 0.0)
            self._play[u] = value
        return value

    def effects_value(self, a: Ability, source: int) -> float:
        return self.mode_value(a.effects, source)

    def mode_value(self, effects: tuple[Effect, ...], source: int) -> float:
        """The worth of an effect list: an ability's, or one mode of a choose."""
        total = 0.0
        for e in effects:
            if not holds(self.s, self.seat, e):    # an "if ..." that does not hold now
                continue
            v = self.effect_value(e, source)
            total += max(0.0, v) if e.may else v
        return total


class ArchonPolicy:
    """Scores for every offered Archon action; `choose` picks one with optional noise."""

    def __init__(self, epsilon: float = 0.0, temperature: float = 0.0, simulate: bool = True) -> None:
        self.epsilon = epsilon            # chance of a uniformly random sensible action
        self.temperature = temperature    # softmax temperature over the scores (0: greedy)
        self.simulate = simulate          # choices inside effects: on copies (slower) or by rule (playouts)

    def choose(self, s: ArchonState, actions: list[Action], rng: random.Random) -> int:
        if len(actions) == 1:
            return 0
        sc = self.scores(s, actions)
        return pick_scored(sc, rng, self.epsilon, self.temperature, SENSIBLE)

    def scores(self, s: ArchonState, actions: list[Action]) -> list[float]:
        seat = decider(s)
        v = View(s, seat)
        if s.choice is not None:
            return self._simulated(s, seat, actions) if self.simulate else self._by_rule(v, actions)
        if s.step == MAIN_STEP:
            return [self._main(v, a) for a in actions]
        if s.step == Step.MULLIGAN:
            return self._mulligan(v, actions)
        if s.step == Step.HOUSE:
            return [self._house(v, HOUSES[a.target]) if a.verb == Verb.HOUSE else 0.0 for a in actions]
        if s.step == Step.ARCHIVES:
            keep = sum(1 for u in v.me.archives if CARDS[s.ids[u]].house == s.house)
            return [float(keep) - ARCHIVE_KEEP if a.verb == Verb.TAKE_ARCHIVES else 0.0 for a in actions]
        return [self._main(v, a) for a in actions]

    # -- decisions --
    def _mulligan(self, v: View, actions: list[Action]) -> list[float]:
        """K3: a hand whose best house holds fewer than two cards is sent back."""
        houses = [CARDS[v.s.ids[u]].house for u in v.me.hand]
        best = max((houses.count(h) for h in v.me.houses), default=0)
        return [0.5 if a.verb == Verb.KEEP else (1.0 if best <= 1 else 0.0) for a in actions]

    def _house(self, v: View, house: str) -> float:
        """What the house lets the seat do this turn (K21, K26)."""
        s = v.s
        total = 0.0
        for u in v.me.hand:
            d = CARDS[s.ids[u]]
            if d.house == house:
                total += max(0.2, self._play_value(v, u, d, -1, -1))
        for u in v.me.line:
            d = card(s, u)
            if d.house == house or "versatile" in d.flags:
                if s.stun[u]:
                    total += 0.3
                    continue
                use = 1.0 + v.ability_value(d, "reap", u)
                fights = [self._fight_value(v, u, t) for t in v.opp.line]
                total += max([use] + fights)
                if "action" in d.whens:
                    total += 0.3
        for u in v.me.artifacts:
            d = CARDS[s.ids[u]]
            if d.house == house and "action" in d.whens:
                total += max(0.0, v.ability_value(d, "action", u))
        return total

    def _main(self, v: View, a: Action) -> float:
        s = v.s
        verb = a.verb
        if verb == END_VERB:
            return 0.0
        u = a.card
        d = card(s, u)
        if verb == PLAY:
            return self._play_value(v, u, d, a.pos, a.target)
        if verb == FIGHT:
            return self._fight_value(v, u, a.target)
        if verb == DISCARD:
            return 0.1 - 0.02 * d.amber
        if verb == REAP:
            return v.amber_value() + v.ability_value(d, "reap", u)
        if verb == ACTION:
            return v.ability_value(d, "action", u)
        if verb == OMNI:
            return v.ability_value(d, "omni", u) - 0.2
        return 0.6                                          # UNSTUN (K78)

    def _play_value(self, v: View, u: int, d: CardDef, pos: int, host: int) -> float:
        s = v.s
        value = v.play_base(u, d)
        if d.type == "creature":
            if pos >= 0 and "taunt" not in d.flags:
                line = v.me.line
                near = [line[j] for j in (pos - 1, pos) if 0 <= j < len(line)]
                value += 0.05 * sum(1 for x in near if v.has(x, "taunt"))
                value += 0.01 * (pos == len(line))
        elif d.type == "upgrade" and host >= 0:
            gain = 0.35 * d.bonus_power + 0.3 * d.bonus_armor + 0.4 * len(d.grants)
            value += gain if s.ctrl[host] == v.seat else -gain
        return value

    def _fight_value(self, v: View, att: int, dfd: int) -> float:
        """The trade of att attacking dfd (K47, K54, K70-K75), plus the "Fight:" ability if att survives."""
        s = v.s
        a_left = v.power(att) - s.damage[att]
        d_left = v.power(dfd) - s.damage[dfd]
        d_armor = max(0, v.armor(dfd) - s.armor_used[dfd]) + s.shield[dfd]     # K54: shield points first
        a_armor = max(0, v.armor(att) - s.armor_used[att]) + s.shield[att]
        assault = count(s, att, "assault")                      # K74, K75: every instance adds up
        hazard = count(s, dfd, "hazardous")
        pre_d = max(0, assault - d_armor)
        d_armor_left = max(0, d_armor - assault)
        pre_a = max(0, hazard - a_armor)
        a_armor_left = max(0, a_armor - hazard)
        if pre_a >= a_left:
            return -v.worth(att)
        if pre_d >= d_left:
            return v.threat(dfd) + 0.5
        if v.shielded(dfd):                      # K54, K59: the first damage to it is prevented
            pre_d, d_left = 0, 99
        if v.shielded(att):
            pre_a, a_left = 0, 99
        elusive = v.has(dfd, "elusive") and not s.attacked[dfd]
        dealt = 0 if elusive else max(0, v.power(att) - d_armor_left)
        taken = 0 if elusive or v.has(att, "skirmish") else max(0, v.power(dfd) - a_armor_left)
        kills = pre_d + dealt >= d_left or (v.has(att, "poison") and dealt > 0)
        dies = pre_a + taken >= a_left or (v.has(dfd, "poison") and taken > 0)
        value = v.threat(dfd) if kills else 0.15 * (pre_d + dealt)
        if dies:
            value -= v.worth(att)
        else:
            value -= 0.1 * (pre_a + taken)
            if kills:
                value += v.ability_value(card(s, att), "fight", att)
        if v.rival_near_key() and kills:
            value += 0.3 + 0.8 * s.held[dfd]
        return value - 0.3

    def _simulated(self, s: ArchonState, seat: int, actions: list[Action]) -> list[float]:
        """A choice inside an effect: each option applied to a copy, scored by the static evaluation."""
        out = []
        for a in actions:
            c = s.clone()
            apply(c, a, check=False)
            out.append(PICK_SCALE * (evaluate(c, seat) - 0.5) + self._choice_bias(s, seat, a))
        return out

    def _by_rule(self, v: View, actions: list[Action]) -> list[float]:
        """A choice inside an effect, scored by rule: the effect's worth on a target (K81), the fight of a
        readied creature (K48), an archived card not of the active house (K65), a found card (K85)."""
        s = v.s
        c = s.choice
        assert c is not None
        t = c.task
        out = []
        for a in actions:
            if c.kind == ChoiceKind.REPLACE:         # K59, K9: the outcome best for the chooser (wards.py)
                outcome, _ = replacement_label(s, t, a.target)
                worth = DAMAGE_FIRST_WORTH if t.step == DAMAGE else REPLACE_WORTH
                out.append(worth[outcome] * (1.0 if s.ctrl[t.source] == v.seat else -1.0))
            elif a.verb != Verb.PICK:
                out.append(0.0)
            elif c.kind == ChoiceKind.TARGET and t.source >= 0:
                ab = ability(s, t.source, t.ability)          # a copied one too (blanking.py)
                if ab is not None and s.zone[a.target] == Zone.LINE:
                    e = ab.effects[t.step]
                    mine = s.ctrl[a.target] == v.seat
                    out.append(v.split_point(a.target, mine, t.split.count(a.target)) if e.op == "split_damage"
                               else v._on(e, a.target, mine))
                else:
                    out.append(0.1)
            elif c.kind == ChoiceKind.FIGHT_TARGET:
                out.append(self._fight_value(v, t.source, a.target) + 0.3)
            elif c.kind == ChoiceKind.HAND_CARD:
                out.append(0.3 if CARDS[s.ids[a.target]].house != s.house else 0.1)
            elif c.kind == ChoiceKind.SEARCH:
                out.append(0.5)
            elif c.kind == ChoiceKind.SPEND:         # K16: the pool is what steals and captures reach
                out.append(0.01 * a.target)
            elif c.kind == ChoiceKind.MODE:
                out.append(self._mode_bias(v, a))
            else:
                out.append(0.0)
        return out

    def _mode_bias(self, v: View, a: Action) -> float:
        """"Choose one": the rule worth of the mode picked (choices.py)."""
        c = v.s.choice
        assert c is not None
        began = ability(v.s, c.task.source, c.task.ability)     # a copied "Choose one" too (mimicry.py)
        assert began is not None
        e = began.effects[c.task.step]
        return v.mode_value(e.modes[a.target], c.task.source)

    def _choice_bias(self, s: ArchonState, seat: int, a: Action) -> float:
        """Tie-breaks the evaluation cannot see: an enemy target for harm, one's own for help; a mode's worth
        (its effects have not resolved yet when the option is scored)."""
        c = s.choice
        if c is not None and c.kind == ChoiceKind.MODE:
            return self._mode_bias(View(s, seat), a)
        if a.verb != Verb.PICK or c is None or c.kind != ChoiceKind.TARGET or s.zone[a.target] != Zone.LINE:
            return 0.0
        v = View(s, seat)
        t = c.task
        if t.source < 0:
            return 0.0
        ab = ability(s, t.source, t.ability)                  # a copied one too (blanking.py)
        effects = ab.effects if ab is not None else ()
        if t.step >= len(effects):
            return 0.0
        if effects[t.step].op == "split_damage":    # K53: nothing is dealt before the last point is assigned
            return v.split_point(a.target, s.ctrl[a.target] == seat, t.split.count(a.target))
        return 0.3 * v._on(effects[t.step], a.target, s.ctrl[a.target] == seat)

