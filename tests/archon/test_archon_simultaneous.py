"""K14 (simultaneous.py): a card's own "Play:", "Reap:", "Fight:", "Action:" or "Omni:" and the after-effects its
play or use causes happen at the same time, so the active player orders them when the order matters: with two or
more after-effects (ordered anyway) the card's ability joins their order; with one, only when the two orders can
end differently; when they cannot, the card's ability resolves first with no question."""

from __future__ import annotations

import pytest
from archonkit import Table, table
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone


def _sources(t: Table) -> set[str]:
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.ORDER
    return {t.s.ids[t.s.queue[a.target].source] for a in t.offered(Verb.ORDER)}


def _first(t: Table, cid: str) -> None:
    t.do(Verb.ORDER, target=next(a.target for a in t.offered(Verb.ORDER) if t.s.ids[t.s.queue[a.target].source] == cid))


@pytest.mark.parametrize("first, pools", [("arraia-furtiva", (1, 1)), ("coletora-da-vazante", (2, 0))])
def test_K14_the_cards_own_reap_and_an_after_reap_are_ordered_when_the_order_matters(
        first: str, pools: tuple[int, int]) -> None:
    """Arraia's "Reap: Steal 1Æ" and the rival's Coletora ("After an enemy creature reaps: gain 1Æ") from an
    empty rival pool: stealing first finds nothing, Coletora first gives it something to steal. The choice is
    saved in a position like any order."""
    t = table({"line": ["arraia-furtiva"]}, {"artifacts": ["coletora-da-vazante"]}, house="mare")
    t.do(Verb.REAP, t.u(0, "arraia-furtiva"))
    assert _sources(t) == {"arraia-furtiva", "coletora-da-vazante"} and "simultaneous" in t.log_keys()
    assert t.s.players[0].amber == 1                                     # the reap's own Æmber came first (K46)
    assert ARCHON.state_hash(position_from_json(position_to_json(t.s))) == ARCHON.state_hash(t.s)
    _first(t, first)
    assert (t.s.players[0].amber, t.s.players[1].amber) == pools and t.s.choice is None


def test_K14_no_question_when_both_orders_end_the_same() -> None:
    """With 3Æ in the rival's pool the steal and the gain commute: the card's own "Reap:" resolves first, unasked."""
    t = table({"line": ["arraia-furtiva"]}, {"artifacts": ["coletora-da-vazante"]}, house="mare", amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "arraia-furtiva"))
    assert t.s.choice is None and "simultaneous" not in t.log_keys()
    assert (t.s.players[0].amber, t.s.players[1].amber) == (2, 3)


def test_K14_K47_a_fight_ability_joins_two_after_fight_effects_and_keeps_its_defender() -> None:
    """Prensa's "Fight: Deal 2 damage to the defender" with two friendly after-fight artifacts: the three are
    ordered together; resolved first, the "Fight:" still names the creature it fought (K52), whose armor was
    spent in the fight (K54), and destroys it; the others then resolve on their own."""
    t = table({"line": ["prensa-hidraulica"], "artifacts": ["tambor-das-brasas", "fonte-da-clareira"]},
              {"line": ["tartaruga-ancia", "piromante"]}, house="engrenagem")
    t.do(Verb.FIGHT, t.u(0, "prensa-hidraulica"), target=t.u(1, "tartaruga-ancia"))
    assert _sources(t) == {"prensa-hidraulica", "tambor-das-brasas", "fonte-da-clareira"}
    _first(t, "prensa-hidraulica")
    tortoise = t.u(1, "tartaruga-ancia")
    assert tortoise in t.s.marked and t.s.damage[tortoise] == 6 and t.s.damage[t.u(1, "piromante")] == 0
    _first(t, "tambor-das-brasas")
    assert t.s.players[0].amber == 1 and t.s.damage[t.u(0, "prensa-hidraulica")] == 2 and t.s.choice is None
    assert t.s.zone[tortoise] == Zone.DISCARD                            # K58: once nothing is pending


def test_K14_a_card_with_no_ability_of_its_own_is_not_in_the_order() -> None:
    """A creature with no "Reap:" reaping: only the after-effect, as before."""
    t = table({"line": ["urso-das-veredas"]}, {"artifacts": ["coletora-da-vazante"]}, house="vereda")
    t.do(Verb.REAP, t.u(0, "urso-das-veredas"))
    assert t.s.choice is None and t.s.players[1].amber == 1 and "simultaneous" not in t.log_keys()
