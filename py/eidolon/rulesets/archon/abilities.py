"""The kinds of ability a card has, read from its card data, for the builder's collection filter ("ability"): one
class per kind, each asking the card's abilities and effects (a "Choose one"'s modes and a react's effects are
hidden abilities of the card, so they are asked too). The page lists `KINDS` by id and words (`archon.ability.*`)."""

from __future__ import annotations

from collections.abc import Iterator

from .cards import ARTIFACT_ONLY, MOVE_OPS, ZONE_OPS, CardDef, Effect


def effects_of(d: CardDef) -> Iterator[Effect]:
    """Every effect of the card, those of its hidden abilities (modes, reactions) included."""
    for a in d.abilities:
        yield from a.effects


class Kind:
    """One kind of ability; `ops` are the verbs that make it (cards.OPS)."""

    id = ""
    ops: tuple[str, ...] = ()

    def has(self, d: CardDef) -> bool:
        return any(e.op in self.ops for e in effects_of(d))


class Triggered(Kind):
    """K13: "At the start of your turn", "After a creature reaps", ..."""
    id = "triggered"

    def has(self, d: CardDef) -> bool:
        return bool(d.triggers)


class Constant(Kind):
    """K33: a constant ability (power, armor, keywords, entering play, what creatures cannot do)."""
    id = "constant"

    def has(self, d: CardDef) -> bool:
        return any(a.when == "constant" for a in d.abilities) or bool(d.key_cost)


class LastingEffect(Kind):
    """K37: a constant verb for a duration."""
    id = "lasting"

    def has(self, d: CardDef) -> bool:
        return any(e.until and e.op != "react" for e in effects_of(d))


class LastingReaction(Kind):
    """K37: "For the remainder of the turn, after ...": a lasting triggered ability."""
    id = "reaction"
    ops = ("react",)


class ChooseOne(Kind):
    """"Choose one" (choices.py)."""
    id = "choose"
    ops = ("choose",)


class Conditional(Kind):
    """K87, K88, K90: "if ...", "repeat", "for each"."""
    id = "condition"
    ops = ("repeat", "gain_each")

    def has(self, d: CardDef) -> bool:
        return any(e.cond or e.per or e.op in self.ops for e in effects_of(d))


class Replacement(Kind):
    """K59, K54: wards, shields, prevention, redirection, "instead"."""
    id = "replacement"
    ops = ("ward", "shield", "cannot_be_damaged", "redirect_damage", "replace")

    def has(self, d: CardDef) -> bool:
        return d.has("would_be_destroyed") or any(e.instead or e.op in self.ops for e in effects_of(d))


class BlankCopy(Kind):
    """K5, K31: a text ignored or copied."""
    id = "blank_copy"
    ops = ("blank", "copy", "copy_text", "copy_action", "copy_artifact", "copy_while")


class Permission(Kind):
    """K17, K22-K26: houses chosen or allowed, cards that cannot be played, key costs."""
    id = "permission"
    ops = ("may_play", "may_use", "cannot_play", "must_house", "ban_house", "key_discount", "key_cost_next", "key_cost")

    def has(self, d: CardDef) -> bool:
        return bool(d.key_cost) or super().has(d)


class Zones(Kind):
    """K29, K44, K60, K65, K66, K85, K86: purging, returning to deck, putting into play, swapping, archiving."""
    id = "zones"
    ops = ("purge_hand", "purge_archives", "purge_discard", "return_deck", "play_discard", "destroy_artifact",
           "destroy_upgrade", "search", *(op for op in ZONE_OPS if op not in ARTIFACT_ONLY), *MOVE_OPS)


class StoredAmber(Kind):
    """K16, K42: Æmber placed on cards and taken or spent from them."""
    id = "stored_amber"
    ops = ARTIFACT_ONLY

    def has(self, d: CardDef) -> bool:
        return "treasury" in d.flags or super().has(d)


class Fuse(Kind):
    """K8: this game's fuse counters."""
    id = "fuse"
    ops = ("fuse",)


class Groups(Kind):
    """K82-K84, K90: split damage, random discards, the most/least powerful, flanks, traits and houses."""
    id = "targets"
    ops = ("split_damage", "discard_random")

    def has(self, d: CardDef) -> bool:
        return any(e.x or e.only and e.op != "cannot_play" or e.op in self.ops for e in effects_of(d))


KINDS: dict[str, Kind] = {k.id: k() for k in (Triggered, Constant, LastingEffect, LastingReaction, ChooseOne,
                                              Conditional, Replacement, BlankCopy, Permission, Zones, StoredAmber,
                                              Fuse, Groups)}


def kinds(d: CardDef) -> list[str]:
    """The ids of the kinds of ability card d has."""
    return [k for k, kind in KINDS.items() if kind.has(d)]
