"""Blanking and copying (blanking.py; K5: the card beats the rule; K33 constants; K37 lasting effects; K32 a copy and
the Rule of Six), X keywords granted and added up (K74, K75), entering play exhausted or stunned (K7, K44, K78),
"cannot be played" and house permissions (K24, K26, K30, K31), the own key cost (K17) and constants filtered by
trait or house (K92, K94). From positions, each with what must not change beside what does."""

from __future__ import annotations

import json

import pytest
from archonkit import Table, table
from eidolon.rulesets.archon.agents.policy import View
from eidolon.rulesets.archon.blanking import blanked
from eidolon.rulesets.archon.board import armor, card, count, has, key_cost, leave_play, power
from eidolon.rulesets.archon.cards import CardDataError, Effect, card_from_json
from eidolon.rulesets.archon.codec import position_from_json, position_to_json
from eidolon.rulesets.archon.ruleset import ARCHON
from eidolon.rulesets.archon.state import Verb, Zone


def attach(t: Table, upgrade: tuple[int, str], host: tuple[int, str]) -> None:
    """The upgrade, listed in its owner's discard pile, put on the host creature (K43), through the checked reader."""
    u, h = t.u(*upgrade), t.u(*host)
    pos = position_to_json(t.s)
    pos["players"][t.s.owner[u]]["discard"].remove(u)
    pos["status"].setdefault(str(u), {})["host"] = h
    t.s = position_from_json(pos)
    t.s.log = []


# ---- blanking ----


def test_K5_K33_a_constant_blank_removes_the_neighbours_abilities_and_keywords_while_in_play() -> None:
    t = table({"line": ["porta-estandarte-das-cinzas", "fornalha-silenciosa", "arraia-furtiva", "cervo-ancestral"]},
              {"line": ["arraia-furtiva"]})
    bearer, furnace, ray, far = (t.u(0, c) for c in ("porta-estandarte-das-cinzas", "fornalha-silenciosa",
                                                      "arraia-furtiva", "cervo-ancestral"))
    assert blanked(t.s, bearer) and blanked(t.s, ray) and not blanked(t.s, far) and not blanked(t.s, furnace)
    assert power(t.s, furnace) == 6                       # the blanked bearer's +1 to its neighbours is gone
    assert not has(t.s, ray, "elusive") and has(t.s, t.u(1, "arraia-furtiva"), "elusive")   # the enemy keeps it
    assert card(t.s, ray).abilities == () and card(t.s, far).abilities != ()
    assert card(t.s, ray).power == 2 and card(t.s, ray).house == "mare"                   # name, power, house stay
    t.s.players[0].line.remove(furnace)                   # K33: gone from play, gone the blank
    t.s.zone[furnace] = Zone.DISCARD
    assert not blanked(t.s, ray) and has(t.s, ray, "elusive") and power(t.s, ray) == 3   # the bearer's +1 again


def test_K5_K58_a_blanked_creature_does_not_trigger_its_destroyed_ability() -> None:
    blank = table({"line": ["cao-de-lava", "fornalha-silenciosa"], "hand": ["incendio"]},
                  {"line": ["piromante", "guardia-do-recife"]}, status={"0:cao-de-lava": {"damage": 2}})
    blank.do(Verb.PLAY, blank.u(0, "incendio"))
    assert blank.s.zone[blank.u(0, "cao-de-lava")] == Zone.DISCARD
    assert blank.s.damage[blank.u(1, "guardia-do-recife")] == 2      # 3 from Incêndio less 1 armor; no Destroyed: 2
    free = table({"line": ["cao-de-lava", "cervo-ancestral"], "hand": ["incendio"]},
                 {"line": ["piromante", "guardia-do-recife"]}, status={"0:cao-de-lava": {"damage": 2}})
    free.do(Verb.PLAY, free.u(0, "incendio"))
    if free.s.choice is not None:
        free.do(Verb.ORDER, target=free.s.choice.options[0])
    assert free.s.damage[free.u(1, "guardia-do-recife")] == 4        # the unblanked dog's Destroyed: 2 more


def test_K37_a_lasting_blank_on_an_enemy_lasts_through_its_next_turn_then_ends() -> None:
    t = table({"hand": ["cinzas-do-esquecimento"]}, {"line": ["arraia-furtiva", "sereia-cantora"]}, amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "cinzas-do-esquecimento"))
    ray, siren = t.u(1, "arraia-furtiva"), t.u(1, "sereia-cantora")
    t.do(Verb.PICK, target=ray)
    assert blanked(t.s, ray) and not blanked(t.s, siren) and has(t.s, siren, "elusive")
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=0)                             # mare
    if t.offered(Verb.LEAVE_ARCHIVES):
        t.do(Verb.LEAVE_ARCHIVES)
    t.do(Verb.REAP, ray)
    assert t.s.players[1].amber == 4 and t.s.players[0].amber == 1    # 1Æ for the reap, no "Steal 1"
    t.do(Verb.END)
    assert not blanked(t.s, ray) and has(t.s, ray, "elusive")


def test_K33_a_filtered_blank_and_two_blanking_cards_do_not_blank_each_other() -> None:
    t = table({"line": ["sentinela-de-fuligem"]}, {"line": ["maestro-das-correntes", "toxicologista-do-recife",
                                                             "caranguejo-vigia"]})
    maestro, toxic, crab = (t.u(1, c) for c in ("maestro-das-correntes", "toxicologista-do-recife", "caranguejo-vigia"))
    assert blanked(t.s, maestro) and not blanked(t.s, toxic)          # only the mage
    assert power(t.s, crab) == 3 and has(t.s, crab, "poison")         # no +1 from the blanked maestro; poison stays
    pair = table({"line": ["cervo-ancestral", "fornalha-silenciosa", "fornalha-silenciosa", "arraia-furtiva"]})
    a, b = pair.u(0, "fornalha-silenciosa"), pair.u(0, "fornalha-silenciosa", 1)
    assert not blanked(pair.s, a) and not blanked(pair.s, b)
    assert blanked(pair.s, pair.u(0, "cervo-ancestral")) and blanked(pair.s, pair.u(0, "arraia-furtiva"))


def test_K37_a_lasting_blank_on_a_blanking_card_frees_its_neighbours() -> None:
    t = table({"line": ["arraia-furtiva", "mestre-do-silencio-cinzento"]},
              {"line": ["fornalha-silenciosa", "sereia-cantora"]})
    siren = t.u(1, "sereia-cantora")
    assert blanked(t.s, siren)
    t.do(Verb.REAP, t.u(0, "mestre-do-silencio-cinzento"))
    t.do(Verb.PICK, target=t.u(1, "fornalha-silenciosa"))
    assert blanked(t.s, t.u(1, "fornalha-silenciosa")) and not blanked(t.s, siren) and has(t.s, siren, "elusive")
    assert not blanked(t.s, t.u(0, "arraia-furtiva"))


# ---- copying ----


def test_K5_K32_a_copy_adds_the_chosen_creatures_text_and_keeps_its_own_name_power_and_house() -> None:
    t = table({"hand": ["espelho-de-brasa"]}, {"line": ["arraia-furtiva", "salamandra-rubra"]}, amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "espelho-de-brasa"), pos=0)
    mirror = t.u(0, "espelho-de-brasa")
    t.do(Verb.PICK, target=t.u(1, "arraia-furtiva"))
    d = card(t.s, mirror)
    assert has(t.s, mirror, "elusive") and d.id == "espelho-de-brasa" and d.house == "cinza" and power(t.s, mirror) == 3
    assert {a.when for a in d.abilities} == {"play", "reap"} and count(t.s, mirror, "assault") == 0
    assert not has(t.s, t.u(1, "salamandra-rubra"), "elusive")          # the copied creature and others unchanged
    t.s.exhausted[mirror] = False
    t.do(Verb.REAP, mirror)
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 2      # 1 for the reap, the copied "Steal 1"
    assert t.s.plays.get("espelho-de-brasa") == 2 and "arraia-furtiva" not in t.s.plays   # K32: its own title
    again = position_from_json(json.loads(json.dumps(position_to_json(t.s))))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s) and has(again, mirror, "elusive")


def test_K60_a_copy_ends_when_the_creature_leaves_play_and_a_blank_hides_it() -> None:
    t = table({"hand": ["eco-da-fornalha"], "line": ["salamandra-rubra", "porta-estandarte-das-cinzas"]},
              {"line": ["fornalha-silenciosa"]})
    t.do(Verb.PLAY, t.u(0, "eco-da-fornalha"), pos=0)
    echo = t.u(0, "eco-da-fornalha")
    assert {a.target for a in t.offered(Verb.PICK)} == {t.u(0, "salamandra-rubra"), t.u(0, "porta-estandarte-das-cinzas")}
    t.do(Verb.PICK, target=t.u(0, "porta-estandarte-das-cinzas"))
    sal = t.u(0, "salamandra-rubra")
    assert power(t.s, sal) == 5 and count(t.s, echo, "assault") == 0  # both bearers beside it: +1 each
    leave_play(t.s, echo, Zone.HAND)
    assert not t.s.lasting and power(t.s, sal) == 4
    copy = table({"hand": ["espelho-de-brasa"]}, {"line": ["salamandra-rubra"]})
    copy.do(Verb.PLAY, copy.u(0, "espelho-de-brasa"), pos=0)
    mirror = copy.u(0, "espelho-de-brasa")
    assert count(copy.s, mirror, "assault") == 2                      # the copied Assault 2
    hidden = table({"line": ["espelho-de-brasa"]}, {"line": ["salamandra-rubra"]},
                   extra={"lasting": [{"seat": 0, "op": "copy", "n": 0, "keyword": "salamandra-rubra", "target": "",
                                       "uid": 0, "turn": 302, "at_start": False},
                                      {"seat": 1, "op": "blank", "n": 0, "keyword": "", "target": "", "uid": 0,
                                       "turn": 4, "at_start": False}]})
    assert count(hidden.s, 0, "assault") == 0 and card(hidden.s, 0).abilities == ()


# ---- X keywords (K74, K75) ----


def test_K74_assault_from_a_constant_an_upgrade_and_a_lasting_effect_adds_up() -> None:
    t = table({"line": ["duelista-incandescente", "tamborileiro-de-guerra", "piromante"], "hand": ["grito-de-investida"],
               "discard": ["lamina-incandescente"]}, {"line": ["colosso-fumegante"]})
    attach(t, (0, "lamina-incandescente"), (0, "duelista-incandescente"))
    duel, drum, pyro = (t.u(0, c) for c in ("duelista-incandescente", "tamborileiro-de-guerra", "piromante"))
    assert (count(t.s, duel, "assault"), count(t.s, drum, "assault"), count(t.s, pyro, "assault")) == (3, 1, 0)
    t.do(Verb.PLAY, t.u(0, "grito-de-investida"))
    assert (count(t.s, duel, "assault"), count(t.s, drum, "assault"), count(t.s, pyro, "assault")) == (5, 3, 2)
    assert count(t.s, t.u(1, "colosso-fumegante"), "assault") == 0
    t.do(Verb.FIGHT, pyro, t.u(1, "colosso-fumegante"))
    assert t.s.damage[t.u(1, "colosso-fumegante")] == 1 + 2         # Assault 2 (less 1 armor), then the fight's 2


def test_K75_hazardous_from_an_artifact_and_an_upgrade_adds_up_for_the_defender_only() -> None:
    t = table({"line": ["colosso-fumegante"], "artifacts": ["muralha-de-brasas"]},
              {"line": ["guardia-do-recife"], "artifacts": ["muralha-de-brasas"], "discard": ["couraca-de-espinhos-em-brasa"]})
    attach(t, (1, "couraca-de-espinhos-em-brasa"), (1, "guardia-do-recife"))
    guard, colossus = t.u(1, "guardia-do-recife"), t.u(0, "colosso-fumegante")
    assert count(t.s, guard, "hazardous") == 3 and has(t.s, guard, "taunt") and armor(t.s, guard) == 2
    assert count(t.s, colossus, "hazardous") == 1                     # its own side's Muralha only
    t.do(Verb.FIGHT, colossus, guard)
    assert t.s.damage[colossus] == (3 - 1) + 5                        # Hazardous 3 less its armor, then the fight
    plain = table({"line": ["colosso-fumegante"]}, {"line": ["guardia-do-recife"], "artifacts": ["muralha-de-brasas"]})
    plain.do(Verb.FIGHT, plain.u(0, "colosso-fumegante"), plain.u(1, "guardia-do-recife"))
    assert plain.s.damage[plain.u(0, "colosso-fumegante")] == 5       # Hazardous 1 stopped by its armor


# ---- entering play (K7, K44, K78) ----


def test_K44_K24_entering_exhausted_beats_entering_ready_and_covers_only_the_side_named() -> None:
    t = table({"hand": ["cervo-ancestral"], "artifacts": ["corneta-da-investida"]},
              {"line": ["vigia-da-cratera"], "hand": ["piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=0)
    assert t.s.exhausted[t.u(0, "cervo-ancestral")]                   # the enemy Vigia wins over the Corneta
    own = table({"hand": ["lanceiro-de-brasa"], "artifacts": ["corneta-da-investida"], "line": ["vigia-da-cratera"]})
    own.do(Verb.PLAY, own.u(0, "lanceiro-de-brasa"), pos=0)
    assert not own.s.exhausted[own.u(0, "lanceiro-de-brasa")]       # its own side enters ready


def test_K78_entering_stunned_the_creature_itself_or_the_enemy_side() -> None:
    t = table({"hand": ["gigante-sonolento", "colosso-fumegante"]})
    t.do(Verb.PLAY, t.u(0, "gigante-sonolento"), pos=0)
    t.do(Verb.PLAY, t.u(0, "colosso-fumegante"), pos=1)
    assert t.s.stun[t.u(0, "gigante-sonolento")] and not t.s.stun[t.u(0, "colosso-fumegante")]
    cloud = table({"hand": ["cervo-ancestral"]}, {"artifacts": ["nuvem-de-fuligem"]}, house="vereda")
    cloud.do(Verb.PLAY, cloud.u(0, "cervo-ancestral"), pos=0)
    assert cloud.s.stun[cloud.u(0, "cervo-ancestral")]
    mine = table({"hand": ["cervo-ancestral"], "artifacts": ["nuvem-de-fuligem"]}, house="vereda")
    mine.do(Verb.PLAY, mine.u(0, "cervo-ancestral"), pos=0)
    assert not mine.s.stun[mine.u(0, "cervo-ancestral")]


# ---- playing: "cannot" and permissions (K24, K26, K30, K31) ----


def test_K24_cannot_play_a_type_while_discarding_and_other_types_stay_allowed() -> None:
    t = table({"hand": ["chuva-de-fagulhas", "lanceiro-de-brasa", "fornalha-antiga"]},
              {"artifacts": ["edito-das-cinzas"], "line": ["vigilante-do-umbral"]})
    rain, lancer, forge = (t.u(0, c) for c in ("chuva-de-fagulhas", "lanceiro-de-brasa", "fornalha-antiga"))
    played = {a.card for a in t.offered(Verb.PLAY)}
    assert rain not in played and forge not in played and lancer in played
    assert {a.card for a in t.offered(Verb.DISCARD)} == {rain, lancer, forge}
    own = table({"hand": ["chuva-de-fagulhas"], "artifacts": ["edito-das-cinzas"]})
    assert own.offered(Verb.PLAY)                                     # only the opponent is forbidden


def test_K26_K30_may_play_another_house_but_not_discard_it() -> None:
    t = table({"line": ["emissario-rubro"], "hand": ["golpe-de-martelo", "mare-alta", "lanceiro-de-brasa"]},
              {"line": ["cervo-ancestral"]})
    hammer, tide, lancer = (t.u(0, c) for c in ("golpe-de-martelo", "mare-alta", "lanceiro-de-brasa"))
    assert {a.card for a in t.offered(Verb.PLAY)} == {hammer, lancer} and tide not in {a.card for a in t.actions()}
    assert {a.card for a in t.offered(Verb.DISCARD)} == {lancer}
    t.do(Verb.PLAY, hammer)
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 3


def test_K37_K26_a_lasting_permission_lasts_the_turn_only() -> None:
    t = table({"hand": ["salvo-conduto", "mare-alta"], "line": ["cervo-ancestral"]}, {"line": ["piromante"]})
    tide, deer = t.u(0, "mare-alta"), t.u(0, "cervo-ancestral")
    assert tide not in {a.card for a in t.offered(Verb.PLAY)} and not t.offered(Verb.REAP)
    t.do(Verb.PLAY, t.u(0, "salvo-conduto"))
    assert tide in {a.card for a in t.offered(Verb.PLAY)} and t.offered(Verb.REAP)[0].card == deer
    t.do(Verb.REAP, deer)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    if t.offered(Verb.LEAVE_ARCHIVES):
        t.do(Verb.LEAVE_ARCHIVES)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    if t.offered(Verb.LEAVE_ARCHIVES):
        t.do(Verb.LEAVE_ARCHIVES)
    assert tide not in {a.card for a in t.offered(Verb.PLAY)}


def test_K31_may_use_another_house_needs_the_card_ready() -> None:
    t = table({"line": ["capita-mercenaria", "cervo-ancestral", "arraia-furtiva", "alce-de-chifre-largo"]},
              {"line": ["piromante"]}, status={"0:alce-de-chifre-largo": {"exhausted": True}})
    deer, ray, elk = (t.u(0, c) for c in ("cervo-ancestral", "arraia-furtiva", "alce-de-chifre-largo"))
    reapers = {a.card for a in t.offered(Verb.REAP)}
    assert deer in reapers and ray not in reapers and elk not in reapers
    t.do(Verb.REAP, deer)
    assert t.s.players[0].amber == 2                                  # 1 for the reap, its "Reap: Gain 1"


# ---- costs and filters (K17, K92, K94) ----


def test_K17_own_key_discounts_add_up_and_leave_the_opponents_cost() -> None:
    t = table({"artifacts": ["forja-do-juramento"], "line": ["ferreira-mestra"]}, {"artifacts": ["forja-do-juramento"]})
    assert key_cost(t.s, 0) == 4 and key_cost(t.s, 1) == 5
    plain = table({}, {"line": ["ferreira-mestra"]})
    assert key_cost(plain.s, 0) == 6 and key_cost(plain.s, 1) == 5


def test_K92_K94_constants_filtered_by_trait_and_house() -> None:
    t = table({"line": ["chefe-do-cla-ardente", "duelista-incandescente", "piromante", "cervo-ancestral"],
               "artifacts": ["estandarte-da-casa-cinza"]}, {"line": ["carrasco-vermelho"]})
    chief, duel, pyro, deer = (t.u(0, c) for c in ("chefe-do-cla-ardente", "duelista-incandescente", "piromante",
                                                   "cervo-ancestral"))
    assert (power(t.s, chief), power(t.s, duel), power(t.s, pyro), power(t.s, deer)) == (5, 5, 2, 4)
    assert (armor(t.s, chief), armor(t.s, pyro), armor(t.s, deer)) == (1, 1, 0)
    assert power(t.s, t.u(1, "carrasco-vermelho")) == 5 and armor(t.s, t.u(1, "carrasco-vermelho")) == 0


# ---- the AI and the data ----


def test_the_ai_values_blanking_a_creature_with_more_text_more_and_none_with_no_enemy() -> None:
    t = table({}, {"line": ["arraia-furtiva"]})
    bare = table({}, {"line": ["caranguejo-vigia"]})
    empty = table({"line": ["arraia-furtiva"]}, {})
    effect = Effect("blank", target="enemy", until="opponent_next_turn")
    assert View(t.s, 0).effect_value(effect, -1) > View(bare.s, 0).effect_value(effect, -1) > 0.0
    assert View(empty.s, 0).effect_value(effect, -1) == 0.0           # only enemies are offered


@pytest.mark.parametrize("effect, words", [
    ({"op": "blank", "target": "self"}, "constant 'blank' needs"),
    ({"op": "enters_stunned", "target": "neighbors"}, "constant 'enters_stunned' needs"),
    ({"op": "cannot_play", "target": "each_enemy"}, "cannot_play (K24) names"),
    ({"op": "cannot_play", "target": "each_enemy", "only": {"type": "spell"}}, "only type needs a type"),
    ({"op": "power_bonus", "n": 1, "target": "each_friendly", "only": {"type": "action"}}, "a constant's only"),
    ({"op": "power_bonus", "n": 1, "target": "self", "only": {"trait": "mago"}}, "a constant's only"),
    ({"op": "may_play", "house": "nowhere"}, "needs a house"),
    ({"op": "key_discount", "n": 4}, "key_discount (K17)"),
    ({"op": "grant", "keyword": "assault", "target": "self"}, "grant gives n only"),
    ({"op": "grant", "keyword": "taunt", "n": 1, "target": "self"}, "grant gives n only"),
    ({"op": "grant", "keyword": "hazardous", "n": 6, "target": "self"}, "grant hazardous"),
])
def test_the_new_constants_are_checked_when_the_data_is_read(effect: dict[str, object], words: str) -> None:
    card_json = {"id": "teste", "name": {"pt": "T", "en": "T"}, "house": "cinza", "type": "creature",
                 "rarity": "common", "power": 2, "abilities": [{"when": "constant", "effects": [effect]}]}
    with pytest.raises(CardDataError, match=words.replace("(", r"\(").replace(")", r"\)")):
        card_from_json(card_json)


@pytest.mark.parametrize("ability, words", [
    ({"when": "fight", "effects": [{"op": "copy", "target": "enemy"}]}, "copy"),
    ({"when": "play", "effects": [{"op": "copy", "target": "any"}]}, "copy"),
    ({"when": "action", "effects": [{"op": "copy_text", "target": "enemy"}]}, "copy_text"),
    ({"when": "play", "effects": [{"op": "key_discount", "n": 4, "until": "end_of_turn"}]}, "key_discount"),
    ({"when": "play", "effects": [{"op": "key_cost", "n": 4, "until": "end_of_turn"}]}, "a lasting key_cost"),
    ({"when": "play", "effects": [{"op": "key_cost", "n": 1, "target": "each_enemy", "until": "end_of_turn"}]},
     "takes no 'target'"),
    ({"when": "play", "effects": [{"op": "cannot_play", "target": "enemy", "only": {"type": "action"},
                                   "until": "end_of_turn"}]}, "a lasting 'cannot_play' needs"),
    ({"when": "play", "effects": [{"op": "cannot_play", "target": "each_enemy", "until": "end_of_turn"}]},
     r"cannot_play \(K24\) names"),
    ({"when": "play", "effects": [{"op": "enters_stunned", "target": "enemy", "until": "end_of_turn"}]},
     "a lasting 'enters_stunned' needs"),
    ({"when": "play", "effects": [{"op": "may_use", "house": "any", "until": "forever"}]}, "a lasting effect"),
])
def test_copy_and_the_lasting_new_verbs_are_checked(ability: dict[str, object], words: str) -> None:
    card_json = {"id": "teste", "name": {"pt": "T", "en": "T"}, "house": "cinza", "type": "creature",
                 "rarity": "common", "power": 2, "abilities": [ability]}
    with pytest.raises(CardDataError, match=words):
        card_from_json(card_json)


def test_K43_an_upgrade_grants_x_keywords_only_as_counts() -> None:
    up = {"id": "teste", "name": {"pt": "T", "en": "T"}, "house": "cinza", "type": "upgrade", "rarity": "common"}
    assert card_from_json({**up, "upgrade": {"grants": [{"assault": 2}, "taunt"]}}).grant_counts == (("assault", 2),)
    for bad in ([{"assault": 0}], [{"poison": 1}], ["assault"], [{"assault": 1, "hazardous": 1}]):
        with pytest.raises(CardDataError):
            card_from_json({**up, "upgrade": {"grants": bad}})


def test_K5_the_view_shows_a_blanked_and_a_copying_creature_and_nothing_on_the_others() -> None:
    t = table({"hand": ["espelho-de-brasa"], "line": ["fornalha-silenciosa", "arraia-furtiva"]},
              {"line": ["salamandra-rubra"]})
    t.do(Verb.PLAY, t.u(0, "espelho-de-brasa"), pos=2)
    for seat in (0, 1):
        line = {c["uid"]: c for c in ARCHON.view(t.s, seat)["players"][0]["line"]}
        assert line[t.u(0, "arraia-furtiva")].get("blank") is True and "copy" not in line[t.u(0, "arraia-furtiva")]
        assert line[t.u(0, "espelho-de-brasa")]["copy"] == "salamandra-rubra"
        assert "blank" not in line[t.u(0, "espelho-de-brasa")] and "blank" not in line[t.u(0, "fornalha-silenciosa")]
    plain = table({"line": ["arraia-furtiva"]})
    assert {"blank", "copy"}.isdisjoint(ARCHON.view(plain.s, 0)["players"][0]["line"][0])


def test_K32_the_log_names_the_copying_creature_and_the_copied_one() -> None:
    t = table({"hand": ["espelho-de-brasa"]}, {"line": ["salamandra-rubra"]})
    t.do(Verb.PLAY, t.u(0, "espelho-de-brasa"), pos=0)
    entry = next(ARCHON.log_entry(t.s, e, 1) for e in t.s.log or [] if e.key == "copy")
    assert entry["key"] == "archon.log.copy"
    assert entry["args"]["card"]["en"] == "Ember Mirror" and entry["args"]["other"]["en"] == "Crimson Salamander"


def test_K24_cannot_beats_may_for_a_permission_and_for_a_play_from_discard() -> None:
    t = table({"artifacts": ["portal-de-cinzas"], "hand": ["mare-alta", "enxame-de-vespas", "cervo-ancestral"]},
              {"artifacts": ["edito-das-cinzas"]})
    played = {a.card for a in t.offered(Verb.PLAY)}
    assert t.u(0, "cervo-ancestral") in played                        # the Portal's permission holds for a creature
    assert t.u(0, "mare-alta") not in played and t.u(0, "enxame-de-vespas") not in played   # not for actions
    seed = table({"hand": ["semente-persistente"], "discard": ["fornalha-antiga", "lanceiro-de-brasa"]},
                 {"line": ["vigilante-do-umbral"]}, house="vereda")
    seed.do(Verb.PLAY, seed.u(0, "semente-persistente"))
    assert seed.s.zone[seed.u(0, "lanceiro-de-brasa")] == Zone.LINE   # the only card it may play from discard
    assert seed.s.zone[seed.u(0, "fornalha-antiga")] == Zone.DISCARD  # an artifact the Vigilante forbids


@pytest.mark.parametrize("record, words", [
    ({"op": "copy", "keyword": "no-such-title", "target": "", "uid": 0}, "bad keyword"),
    ({"op": "may_play", "keyword": "nowhere", "target": "each_friendly", "uid": -1}, "bad keyword"),
    ({"op": "blank", "keyword": "taunt", "target": "", "uid": 0}, "bad keyword"),
    ({"op": "cannot_play", "keyword": "type:spell", "target": "each_enemy", "uid": -1}, "bad keyword"),
    ({"op": "cannot_play", "keyword": "", "target": "each_enemy", "uid": -1}, "bad keyword"),
    ({"op": "enters_ready", "keyword": "", "target": "each_friendly", "uid": -1}, "unknown verb"),
    ({"op": "copy", "keyword": "arraia-furtiva", "target": "", "uid": 0, "n": 2}, "a copy adds"),
])
def test_a_position_refuses_a_bad_copy_blank_or_permission_record(record: dict[str, object], words: str) -> None:
    t = table({"line": ["espelho-de-brasa"]})
    pos = position_to_json(t.s)
    pos["lasting"] = [{"seat": 0, "n": 0, "turn": 4, "at_start": False, **record}]
    with pytest.raises(ValueError, match=words):
        position_from_json(pos)


def test_K32_a_copied_ability_waiting_on_a_choice_is_saved_and_loaded() -> None:
    t = table({"hand": ["espelho-de-brasa"]}, {"line": ["piromante", "arraia-furtiva"]})
    t.do(Verb.PLAY, t.u(0, "espelho-de-brasa"), pos=0)
    mirror = t.u(0, "espelho-de-brasa")
    t.do(Verb.PICK, target=t.u(1, "piromante"))
    t.s.exhausted[mirror] = False
    t.do(Verb.REAP, mirror)                                           # the copied "Reap: Deal 1 damage to a creature"
    assert t.s.choice is not None and t.s.choice.task.ability == 1
    again = position_from_json(json.loads(json.dumps(position_to_json(t.s))))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    ARCHON.apply(again, next(a for a in ARCHON.legal_actions(again) if a.target == t.u(1, "arraia-furtiva")))
    assert again.damage[t.u(1, "arraia-furtiva")] == 1 and again.damage[t.u(1, "piromante")] == 0
    pos = position_to_json(t.s)
    pos["lasting"] = []                                               # without the copy, that ability is not there
    with pytest.raises(ValueError, match="lacks"):
        position_from_json(pos)


def test_the_ai_worth_of_a_creature_reads_its_text_now() -> None:
    blank = table({"line": ["fornalha-silenciosa", "arraia-furtiva"]})
    free = table({"line": ["cervo-ancestral", "arraia-furtiva"]})
    assert View(blank.s, 0).worth(blank.u(0, "arraia-furtiva")) < View(free.s, 0).worth(free.u(0, "arraia-furtiva"))
    copy = table({"hand": ["espelho-de-brasa"]}, {"line": ["arraia-furtiva"]})
    copy.do(Verb.PLAY, copy.u(0, "espelho-de-brasa"), pos=0)
    mirror = copy.u(0, "espelho-de-brasa")
    assert View(copy.s, 0).worth(mirror) > 1.0 + 0.25 * 3                   # its own body plus the copied text


def test_K37_K24_a_lasting_cannot_play_is_kept_by_a_position_and_binds_only_the_side_it_names() -> None:
    t = table({"hand": ["ultimato-fumegante", "piromante"]}, {"hand": ["lanceiro-de-brasa", "cinzas-ao-vento"]})
    t.do(Verb.PLAY, t.u(0, "ultimato-fumegante"))
    assert [(y.op, y.keyword, y.target) for y in t.s.lasting] == [("cannot_play", "type:creature", "each_enemy")]
    again = position_from_json(json.loads(json.dumps(position_to_json(t.s))))
    assert ARCHON.state_hash(again) == ARCHON.state_hash(t.s)
    assert t.u(0, "piromante") in {a.card for a in ARCHON.legal_actions(again) if a.verb == Verb.PLAY}
