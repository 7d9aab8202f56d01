"""Blanking and copying: what text a creature in a battleline has now (K5: the card beats the rule it changes).

- A blanked creature's text is ignored while the blanking lasts: it has no abilities and no printed keywords, so
  nothing of it triggers, covers other cards or can be used; its name, house, traits, power, armor and Æmber bonus
  stay, and what other cards give it (upgrades, constants, lasting effects) still applies. A blank is a constant
  of another card in play (`blank` on its neighbours or each enemy creature, K33) or a lasting effect (K37). A card
  with a constant blank of its own is not blanked by another card's constant blank (no loop between two blanking
  cards); a lasting blank does blank it.
- A copying creature ("copy", permissions.Copy) gains the printed abilities and keywords of the title it copied,
  besides its own, while it stays in play (K60 ends it); it keeps its own name, so the Rule of Six counts it under
  its own title (K32), and its house, traits, power and armor. The copy is a `Lasting` record of op "copy" whose
  keyword is the copied title and whose turn is past the last one (it ends only when the creature leaves play).
- A creature that takes on another's text ("copy_text", permissions.CopyText; the record's n is REPLACES) has the
  copied title's abilities and keywords instead of its own: its own text is ignored while the copy lasts. Name,
  house, traits, power and armor are not text and stay its own (K91: its name still means only itself; K32: its
  uses count under its own name). Its own abilities keep their places as hidden MODE abilities, so an ability
  index means the same before and after the copy (`ability`), and none of them answers a timing.

Every lookup of a creature's abilities, keywords, triggers and constants goes through `text` (board.card,
triggers.fire, constants.total); a resolving ability is found by `ability`, which ignores blanking (an ability
that began resolving finishes, K34)."""

from __future__ import annotations

from .cards import DEFS, MODE, Ability, CardDef, Effect, lookup
from .filters import FILTERS
from .state import ARTIFACTS, LINE, MAX_TURNS, RESOLVING, ArchonState, Lasting

FOREVER = MAX_TURNS + 2         # a copy's `turn`: no turn ends it, only leaving play (lasting.forget)
ADDS, REPLACES = 0, 1           # a copy record's n: the copied text is added to the card's own, or replaces it
WHILE = 2                       # n of a copy a constant keeps (mimicry.keep_copies): it adds the copied text


def plain(s: ArchonState) -> bool:
    """No text is changed now: no copy and no lasting blank, and no constant blank in play; then every card's text
    is its title's."""
    for y in s.lasting:
        if y.op == "copy" or y.op == "blank":
            return False
    if not s.auras_of["blank"]:                 # no blanking title (nor copying one) in the game
        return True
    zone = s.zone
    for x in s.auras_of["blank"]:
        if zone[x] == LINE or zone[x] == ARTIFACTS:
            return False
    return True


def copy_record(s: ArchonState, u: int) -> Lasting | None:
    """u's copy record (its last copy), if any."""
    out = None
    for y in s.lasting:
        if y.op == "copy" and y.uid == u:
            out = y
    return out


def copied(s: ArchonState, u: int) -> CardDef | None:
    """The title whose text u copies (its last copy), if any."""
    y = copy_record(s, u)
    return lookup(y.keyword) if y is not None else None


def _own_auras(s: ArchonState, x: int) -> tuple[Effect, ...]:
    d = DEFS[s.ids[x]]
    y = copy_record(s, x) if s.lasting else None
    c = lookup(y.keyword) if y is not None else None
    if y is None or c is None:
        return d.auras
    return c.auras if y.n == REPLACES else d.auras + c.auras


def _lasting_blank(s: ArchonState, u: int) -> bool:
    for y in s.lasting:
        if y.op == "blank" and _lasting_on(s, y, u):
            return True
    return False


def _lasting_on(s: ArchonState, y: Lasting, u: int) -> bool:
    if y.uid >= 0:
        return y.uid == u
    return (s.ctrl[u] == y.seat) == (y.target == "each_friendly")


def _covers(s: ArchonState, x: int, e: Effect, u: int) -> bool:
    """A constant blank of x over creature u: its neighbours (K84) or each enemy creature (K81), kept by its
    filter (K92, K94)."""
    if e.target == "neighbors":
        if s.zone[x] != LINE or s.ctrl[x] != s.ctrl[u]:
            return False
        line = s.players[s.ctrl[u]].line
        if abs(line.index(x) - line.index(u)) != 1:
            return False
    elif s.ctrl[x] == s.ctrl[u]:
        return False
    return not e.only or FILTERS[e.only].keeps(s, u, e)


def blanked(s: ArchonState, u: int) -> bool:
    """Whether creature u's text is ignored now (a lasting blank on it, or a constant blank of an unblanked card
    in play that does not itself blank by a constant)."""
    if s.zone[u] != LINE:
        return False
    if s.lasting and _lasting_blank(s, u):
        return True
    if any(e.op == "blank" for e in _own_auras(s, u)):
        return False
    zone = s.zone
    for x in s.auras_of["blank"]:
        if x != u and (zone[x] == LINE or zone[x] == ARTIFACTS) and not (s.lasting and _lasting_blank(s, x)):
            for e in _own_auras(s, x):
                if e.op == "blank" and _covers(s, x, e, u):
                    return True
    return False


def text(s: ArchonState, u: int) -> CardDef:
    """u's card as the game reads it now: its title, blanked (no abilities, no printed keywords), with a copied
    title's abilities and keywords added (Assault and Hazardous add up, K74, K75) or in place of its own."""
    d = DEFS[s.ids[u]]
    if s.zone[u] not in (LINE, ARTIFACTS, RESOLVING) or plain(s):     # an artifact or a resolving action copies too
        return d
    if blanked(s, u):
        return d._replace(abilities=(), flags=frozenset(), counts={}, triggers=frozenset(), auras=(),
                          whens=frozenset(), key_cost=0)
    y = copy_record(s, u) if s.lasting else None
    c = lookup(y.keyword) if y is not None else None
    if y is None or c is None:
        return d
    if y.n == REPLACES:                         # its own text ignored, kept in place as hidden abilities
        return d._replace(abilities=tuple(a._replace(when=MODE) for a in d.abilities) + c.abilities,
                          flags=c.flags - {"alpha", "omega", "deploy"}, counts=dict(c.counts), triggers=c.triggers,
                          auras=c.auras, whens=c.whens, key_cost=c.key_cost)
    counts = dict(d.counts)
    for k, n in c.counts.items():
        counts[k] = counts.get(k, 0) + n
    return d._replace(abilities=d.abilities + c.abilities, flags=d.flags | (c.flags - {"alpha", "omega", "deploy"}),
                      counts=counts, triggers=d.triggers | c.triggers, auras=d.auras + c.auras,
                      whens=d.whens | c.whens, key_cost=d.key_cost + c.key_cost)


def ability(s: ArchonState, u: int, i: int) -> Ability | None:
    """Ability i of u as it was when it began to resolve: its title's, then its copy's (blanking ignored: what began
    resolving finishes); None if the copy that gave it is gone."""
    d = DEFS[s.ids[u]]
    if i < len(d.abilities):
        return d.abilities[i]
    c = copied(s, u)
    j = i - len(d.abilities)
    return c.abilities[j] if c is not None and j < len(c.abilities) else None


def offset(s: ArchonState, u: int, i: int) -> int:
    """Where the title of u's ability i starts among u's abilities: 0 for its own title's, the count of its own
    title's abilities for a copied one (K32: a copied "Choose one" or lasting reaction names the copied title's
    hidden MODE and REACTION abilities, which follow its own)."""
    base = len(DEFS[s.ids[u]].abilities)
    return base if i >= base else 0
