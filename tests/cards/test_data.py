"""The data check of the card collection (issue 3): the loader refuses bad records, and the shipped
collection, decks and art meet the counts and rules of the issue."""

from __future__ import annotations

import copy
import hashlib
import json
import re
import xml.dom.minidom
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest
from eidolon import cli
from eidolon.api import suggested_decks
from eidolon.rulesets.eidolon.cards.art import PALETTES, art_svg
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, parse_card, parse_collection
from eidolon.rulesets.eidolon.cards.model import DOCTRINES, RELIC_KINDS, STATIC_OPS, TARGET_SPECS, CardError
from eidolon.rulesets.eidolon.cards.types import load_types, parse_types, type_names
from eidolon.rulesets.eidolon.ops import EFFECTS

DOCTRINE_4 = ("ordem", "ruina", "conhecimento", "instinto")
MAIN = ("criatura", "reliquia", "ritual", "estratagema")
PAIRS = ("ordem-ruina", "ordem-conhecimento", "ordem-instinto", "ruina-conhecimento", "ruina-instinto",
         "conhecimento-instinto")


def raw_cards() -> list[dict]:
    return json.loads(resources.files("eidolon").joinpath("data/cards.json").read_text(encoding="utf-8"))


def raw(card_id: str) -> dict:
    return copy.deepcopy(next(c for c in raw_cards() if c["id"] == card_id))


CAT = load_catalog()
TYPES = load_types()


# ---- the loader refuses bad records (one mutation per failure mode) ----

def _mutate_effect_op(r):
    r["abilities"][0]["effects"][0]["op"] = "teleport"


def _mutate_effect_field(r):
    r["abilities"][0]["effects"][0]["power"] = 3


def _mutate_missing_en_name(r):
    del r["name"]["en"]


def _mutate_missing_pt_flavor(r):
    r["flavor"] = {"en": "only English"}


def _mutate_empty_pt_name(r):
    r["name"]["pt"] = ""


def _mutate_atk_13(r):
    r["atk"] = 13


def _mutate_negative_cost(r):
    r["cost"] = -1


def _mutate_bool_exp(r):
    r["exp"] = True


def _mutate_zero_res(r):
    r["res"] = 0


def _mutate_bad_rarity(r):
    r["rarity"] = "M"


def _mutate_unknown_trigger(r):
    r["abilities"][0]["on"] = "sunset"


def _mutate_unknown_target(r):
    r["abilities"][0]["target"] = "every_creature"


def _mutate_buff_without_values(r):
    r["abilities"][0]["effects"] = [{"op": "buff", "to": "target", "until": "field"}]


def _mutate_n_out_of_range(r):
    r["abilities"][0]["effects"][0]["n"] = 11


def _mutate_unknown_field(r):
    r["power_level"] = 9000


def _mutate_wrong_text(r):
    r["text"] = {"pt": "Compre 3 cartas.", "en": "Draw 3 cards."}


MUTATIONS = {   # card to mutate, mutation
    "unknown effect": ("erudita-de-arquivo", _mutate_effect_op),
    "unknown effect parameter": ("erudita-de-arquivo", _mutate_effect_field),
    "missing translation (name en)": ("erudita-de-arquivo", _mutate_missing_en_name),
    "missing translation (flavour pt)": ("erudita-de-arquivo", _mutate_missing_pt_flavor),
    "empty translation": ("erudita-de-arquivo", _mutate_empty_pt_name),
    "illegal stat: ATQ 13": ("erudita-de-arquivo", _mutate_atk_13),
    "illegal stat: negative cost": ("erudita-de-arquivo", _mutate_negative_cost),
    "illegal stat: boolean EXP": ("erudita-de-arquivo", _mutate_bool_exp),
    "illegal stat: creature RES 0": ("erudita-de-arquivo", _mutate_zero_res),
    "illegal rarity": ("erudita-de-arquivo", _mutate_bad_rarity),
    "unknown trigger event": ("erudita-de-arquivo", _mutate_unknown_trigger),
    "unknown target": ("escudeira-da-ordem", _mutate_unknown_target),
    "buff that gives nothing": ("escudeira-da-ordem", _mutate_buff_without_values),
    "amount out of range": ("erudita-de-arquivo", _mutate_n_out_of_range),
    "unknown card field": ("erudita-de-arquivo", _mutate_unknown_field),
    "text that does not match the ability": ("erudita-de-arquivo", _mutate_wrong_text),
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_loader_refuses_a_mutated_record(name):
    cid, mutate = MUTATIONS[name]
    r = raw(cid)
    parse_card(r)                                        # the original is fine
    mutate(r)
    with pytest.raises(CardError):
        parse_card(r)


def test_matching_printed_text_is_accepted_and_wrong_text_names_the_expected_one():
    r = raw("erudita-de-arquivo")
    r["text"] = dict(CAT["erudita-de-arquivo"].text)
    assert parse_card(r).text == CAT["erudita-de-arquivo"].text
    r["text"]["en"] = "ARRIVAL: draw 2 cards."
    with pytest.raises(CardError, match="does not match"):
        parse_card(r)


def test_duplicate_ids_are_refused():
    with pytest.raises(CardError, match="twice"):
        parse_collection([raw("lobo-do-ermo"), raw("lobo-do-ermo")])


# ---- types: one identity whatever the grammatical gender (R2.3, R9.5) ----

@pytest.mark.parametrize("cid, mutate, why", [
    ("sira-dos-muitos-nomes", lambda r: r.update(vocacao=["Batedora"]), "a printed name is not a type id"),
    ("sira-dos-muitos-nomes", lambda r: r.update(vocacao=["batedora"]), "not in the type list"),
    ("sira-dos-muitos-nomes", lambda r: r.update(natureza=["batedor"]), "a Vocação is no Natureza"),
    ("sira-dos-muitos-nomes", lambda r: r.update(vocacao="batedor"), "a list is needed"),
    ("sira-dos-muitos-nomes", lambda r: r.update(gender="x"), "gender m or f"),
    ("estrada-impossivel", lambda r: r.update(favored="Batedor"), "favoured type not in the type list"),
    ("estrada-impossivel", lambda r: r.update(favored="dragao"), "favoured type not in the type list"),
    ("ser-aldren-veyr", lambda r: r["abilities"][0]["filter"].update(vocacao="Cavaleiro"), "aura filter type"),
    ("ser-aldren-veyr", lambda r: r["abilities"][0]["filter"].update(vocacao="humano"), "aura filter classification"),
])
def test_loader_refuses_a_type_not_in_the_type_list(cid, mutate, why):
    r = raw(cid)
    parse_card(r)
    mutate(r)
    with pytest.raises(CardError, match="type|gender"):
        parse_card(r)


def test_the_type_list_is_checked():
    data = json.loads(resources.files("eidolon").joinpath("data/types.json").read_text(encoding="utf-8"))
    assert set(parse_types(data)) == set(TYPES)
    for broken in ({"natureza": data["natureza"]},
                   {"natureza": data["natureza"], "vocacao": data["vocacao"] + [data["natureza"][0]]},
                   {"natureza": [{"id": "fera", "pt": "Fera"}], "vocacao": []}):
        with pytest.raises(CardError):
            parse_types(broken)


def test_every_type_printed_on_a_card_is_in_the_list_in_its_classification():
    for c in CAT.values():
        assert all(TYPES[x].classification == "natureza" for x in c.natureza), c.id
        assert all(TYPES[x].classification == "vocacao" for x in c.vocacao), c.id
        if c.kind == "local":
            assert c.favored in TYPES, c.id


def test_gendered_cards_print_their_form_in_pt_and_the_english_name_in_en():
    """R2.3: Sira is a "Batedora", Peregrina a "Peregrina", Acólita a "Sacerdotisa"; in English one name each."""
    assert type_names(CAT["sira-dos-muitos-nomes"], "pt") == ["Eco", "Batedora"]
    assert type_names(CAT["sira-dos-muitos-nomes"], "en") == ["Echo", "Scout"]
    assert type_names(CAT["batedor-de-estrada"], "pt") == ["Humano", "Batedor"]
    assert CAT["sira-dos-muitos-nomes"].vocacao == CAT["batedor-de-estrada"].vocacao == ("batedor",)
    assert type_names(CAT["peregrina-dos-campos-de-vhar"], "pt")[1] == "Peregrina"
    assert type_names(CAT["peregrino-da-estrada"], "pt")[1] == "Peregrino"
    assert CAT["peregrina-dos-campos-de-vhar"].vocacao == CAT["peregrino-da-estrada"].vocacao
    assert type_names(CAT["acolita-do-fim"], "pt") == ["Humano", "Sacerdotisa"]
    assert CAT["acolita-do-fim"].vocacao == CAT["sacerdote-das-cinzas"].vocacao == ("sacerdote",)


@pytest.mark.parametrize("tid", sorted(t.id for t in TYPES.values() if t.pt_f))
def test_r9_5_affinity_holds_for_every_gendered_form(tid):
    """R2.3 / R9.5: a creature printed with either form of a type has the affinity of a Location favouring it."""
    from eidolon.rulesets.eidolon.stats import affinity

    cls = TYPES[tid].classification
    loc = raw("estrada-impossivel")
    loc["favored"] = tid
    favouring = parse_card(loc)
    for gender in ("m", "f"):
        r = raw("batedor-de-estrada")
        r[cls] = [tid]
        r["gender"] = gender
        card = parse_card(r)
        assert type_names(card, "pt")[0 if cls == "natureza" else 1] == TYPES[tid].name("pt", gender)
        assert affinity(card, favouring), (tid, gender)
    other = CAT["eco-errante"]
    assert affinity(other, favouring) == (tid in other.types())            # no affinity without the type


@pytest.mark.parametrize("cid, mutate, why", [
    ("lanca-do-vigia", lambda r: r.update(abilities=[{"type": "static", "op": "vigil"}]), "relic VIGÍLIA never runs"),
    ("lanca-do-vigia", lambda r: r.update(abilities=[{"type": "trigger", "on": "arrive",
                                                      "effects": [{"op": "draw", "n": 1}]}]), "relics do not arrive"),
    ("erudita-de-arquivo", lambda r: r.update(abilities=[{"type": "reward", "effects": [{"op": "draw", "n": 1}]}]),
     "a creature has no reward"),
    ("erudita-de-arquivo", lambda r: r.update(abilities=[{"type": "activated", "effects": [{"op": "draw", "n": 1}]}]),
     "an activation needs a cost"),
    ("peregrina-dos-campos-de-vhar", lambda r: r["abilities"][0].pop("once_per_turn"),
     "ally_fall is printed as once per turn"),
    ("relojoeira-de-latao", lambda r: r["abilities"][0].update(effects=[{"op": "mend", "to": "target"}]),
     "only ready aims at a relic"),
    ("lanterna-das-eras", lambda r: r["abilities"][0].update(
        effects=[{"op": "buff", "to": "self", "until": "field", "atk": 1}]), "a relic cannot buff itself"),
    ("leitura-da-trama", lambda r: r["abilities"].append({"type": "on_play", "effects": [{"op": "draw", "n": 1}]}),
     "a ritual has one ability"),
    ("ponte-partida", lambda r: r.update(abilities=[{"type": "static", "op": "no_intercept"}]), "a Location needs a reward"),
    ("ponte-partida", lambda r: r.update(favored=""), "a Location needs a favoured type"),
    ("cavalo-esqueletico", lambda r: r.update(subkind="carroça"), "relic subkind"),
    ("maela-orr", lambda r: r.pop("vitalidade"), "a Desbravador needs Vitalidade"),
    ("guarda-da-ponte", lambda r: r["abilities"][0].update(cost={}), "a reaction needs a cost"),
    ("guarda-da-ponte", lambda r: r["abilities"][0].update(when={"window": "final"}), "bad window"),
])
def test_loader_refuses_abilities_the_engine_would_not_run(cid, mutate, why):
    r = raw(cid)
    parse_card(r)
    mutate(r)
    with pytest.raises(CardError):
        parse_card(r)


# ---- the shipped collection ----

def titles(doctrine=None, kinds=MAIN):
    return [c for c in CAT.values() if c.kind in kinds and (doctrine is None or c.doctrine == doctrine)]


def test_every_card_loads_with_text_in_both_languages():
    for c in CAT.values():
        assert set(c.name) == {"pt", "en"} and all(c.name.values())
        assert set(c.flavor) == {"pt", "en"} and all(c.flavor.values()), c.id
        assert set(c.text) == {"pt", "en"}
        if c.abilities or c.unique:
            assert c.text["pt"] and c.text["en"], c.id
        assert c.set == "ETE" and c.rarity in ("C", "I", "R")


def test_set_numbers_are_unique_and_consecutive():
    numbers = sorted(c.number for c in CAT.values())
    assert numbers == list(range(1, len(CAT) + 1))


def test_vocabulary_used_is_the_engine_vocabulary():
    for c in CAT.values():
        for ab in c.abilities:
            assert not ab.target or ab.target in TARGET_SPECS
            assert ab.type != "static" or ab.op in STATIC_OPS
            for e in ab.effects:
                assert isinstance(e, EFFECTS[e.op])


@pytest.mark.parametrize("doctrine", DOCTRINE_4)
def test_each_doctrine_has_20_titles_of_every_main_kind(doctrine):
    mine = titles(doctrine)
    assert len(mine) >= 20
    kinds = Counter(c.kind for c in mine)
    assert kinds["criatura"] >= 10 and kinds["ritual"] >= 2 and kinds["estratagema"] >= 2
    assert {c.subkind for c in mine if c.kind == "reliquia"} == set(RELIC_KINDS)


@pytest.mark.parametrize("doctrine", DOCTRINE_4)
def test_each_doctrine_has_its_unique_and_varied_abilities(doctrine):
    mine = titles(doctrine)
    assert any(c.unique for c in mine)
    types = {ab.type for c in mine for ab in c.abilities}
    assert {"trigger", "on_play", "response"} <= types
    assert "activated" in types or "reaction" in types


def test_neutral_locations_and_desbravadores():
    assert len(titles("neutra")) >= 10
    locs = titles(kinds=("local",))
    assert len(locs) >= 16
    desb = {c.id: c for c in titles(kinds=("desbravador",))}
    assert {"ser-aldren-veyr", "maela-orr", "rocan-grey", "ondra-das-trilhas"} <= set(desb)
    assert {c.doctrine for c in desb.values()} >= set(DOCTRINE_4)
    assert all(c.vitalidade > 0 and c.abilities for c in desb.values())
    assert CAT["sira-dos-muitos-nomes"].kind == "criatura" and CAT["sira-dos-muitos-nomes"].doctrine == "instinto"


def test_locations_have_difficulty_real_favoured_types_rewards_and_some_passives():
    types = {t for c in titles(kinds=("criatura",)) for t in c.types()}
    locs = titles(kinds=("local",))
    for loc in locs:
        assert 1 <= loc.difficulty <= 12
        assert loc.favored in types, f"{loc.id}: no creature is {loc.favored}"
        assert any(ab.type == "reward" for ab in loc.abilities)
    assert sum(1 for loc in locs if any(ab.type == "static" for ab in loc.abilities)) >= 4


def test_across_the_set_every_keyword_and_ability_kind_appears():
    words = Counter(w for c in CAT.values() for w in c.keywords)
    for w in ("CHEGADA", "QUEDA", "EXPLORAR", "DESCOBERTA", "VIGÍLIA", "REAÇÃO", "ÚNICA"):
        assert words[w] >= 2, w
    types = Counter(ab.type for c in CAT.values() for ab in c.abilities)
    assert types["activated"] >= 5 and types["reaction"] >= 3 and types["static"] >= 8
    events = Counter(ab.on for c in CAT.values() for ab in c.abilities if ab.type == "trigger")
    assert events["turn_start"] >= 3 and events["ally_fall"] >= 2


def test_creatures_have_types_and_relics_only_show_bonuses():
    for c in titles(kinds=("criatura",)):
        assert c.natureza and c.vocacao, c.id
        assert c.res >= 1
    for c in titles(kinds=("reliquia",)):
        assert c.subkind in RELIC_KINDS and (c.atk or c.res or c.exp or c.abilities), c.id


# The 50 titles of the starter set (the manual's cards and the engine tests' cards), pinned as shipped
# before the collection grew: their data must never change (only new titles are added).
STARTER_DIGEST = "c38b11ac897f0196def7558e07c95663bd2d30ccdd56115313de7ab9649154ac"


def _as_printed(record: dict) -> dict:
    """A record with its type identifiers written as the pt names it prints (the data before issue 9), and
    the procedural art's credit the data held before the page worded it (issue 12)."""
    r = copy.deepcopy(record)
    r.setdefault("artist", "Gerador EIDOLON")
    gender = r.pop("gender", "m")
    for cls in ("natureza", "vocacao"):
        if cls in r:
            r[cls] = [TYPES[x].name("pt", gender) for x in r[cls]]
    if "favored" in r:
        r["favored"] = TYPES[r["favored"]].pt
    for a in r.get("abilities", []):
        for cls in ("natureza", "vocacao"):
            if cls in a.get("filter", {}):
                a["filter"][cls] = TYPES[a["filter"][cls]].pt
    return r


def test_the_starter_titles_are_unchanged():
    """Printed as before: types are now identifiers (R2.3), written back as their pt names for the digest."""
    starter = [_as_printed(c) for c in raw_cards() if c["number"] <= 50]
    assert len(starter) == 50
    digest = hashlib.sha256(json.dumps(starter, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    assert digest == STARTER_DIGEST



def test_the_manual_cards_keep_their_printed_behaviour():
    """R11.5 / R11.6 / R9.1 / R14.3 / R14.4: the cards the manual names, as it describes them."""
    t = {cid: CAT[cid].text["en"] for cid in CAT}
    assert CAT["caminho-oculto"].cost == 1 and "withdraw your intercepted explorer and ready it" in t["caminho-oculto"]
    assert CAT["escudos-da-travessia"].cost == 2 and "+3 RES for this action" in t["escudos-da-travessia"]
    assert CAT["golpe-oportunista"].cost == 1 and "+2 ATK for this action" in t["golpe-oportunista"]
    assert CAT["chamado-da-alcateia"].cost == 2 and "exploration by the rival" in t["chamado-da-alcateia"]
    assert CAT["abrigo-improvisado"].cost == 1 and CAT["abrigo-improvisado"].doctrine == "neutra"
    for cid in ("guarda-da-ponte", "astrolabio-esquecido"):
        ab = CAT[cid].abilities[0]
        assert ab.type == "reaction" and ab.cost == {"vestigio": 1, "exhaust": True}
    assert CAT["druida-dos-caminhos"].abilities[0].effects[0].op == "explore_credit"
    assert CAT["passagem-secreta"].abilities[0].phases == ("planejamento",)
    assert CAT["peregrina-dos-campos-de-vhar"].abilities[0].once_per_turn
    assert CAT["sira-dos-muitos-nomes"].abilities[0].on == "explore" and not CAT["sira-dos-muitos-nomes"].abilities[0].cond


# ---- the suggested decks ----

def test_six_suggested_decks_one_per_pair_all_legal():
    decks = {d["id"]: d for d in suggested_decks()}
    assert set(decks) == set(PAIRS)
    for did, d in decks.items():
        assert d["valid"], (did, d["problems"])
        assert d["size"] == 60
        assert max(d["counts"].values()) <= 4
        assert len(d["locations"]) == 8 == len(set(d["locations"]))
        assert CAT[d["desbravador"]].kind == "desbravador"
        doctrines = {CAT[c].doctrine for c in d["counts"]} - {"neutra"}
        assert doctrines == set(did.split("-"))
        assert all(CAT[c].kind in MAIN for c in d["counts"])
        assert all(CAT[x].kind == "local" for x in d["locations"])
        assert set(d["name"]) == {"pt", "en"}


def test_suggested_decks_have_a_playable_curve():
    """Essence comes from one commitment a turn: most cards cost 1-3, few cost 4 or more."""
    for d in suggested_decks():
        costs = Counter()
        for cid, n in d["counts"].items():
            costs[min(CAT[cid].cost, 4)] += n
        assert costs[1] + costs[2] >= 30, d["id"]
        assert costs[4] <= 8, d["id"]
        creatures = sum(n for cid, n in d["counts"].items() if CAT[cid].kind == "criatura")
        assert 30 <= creatures <= 50, d["id"]


def test_every_main_title_and_location_is_in_some_suggested_deck():
    used = set()
    for d in suggested_decks():
        used |= set(d["counts"]) | set(d["locations"])
    missing = [c.id for c in CAT.values() if c.kind != "desbravador" and c.id not in used]
    assert not missing


# ---- the command line ----

def test_cli_cards_and_decks_json(capsys):
    assert cli.main(["cards", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    assert len(cards) == len(CAT)
    one = next(c for c in cards if c["id"] == "vesna-a-cinzenta")
    assert one["keywords"] == ["ÚNICA"] and one["rarity"] == "R" and one["kind"] == "criatura"
    assert {"id", "name", "doctrine", "kind", "cost", "atk", "res", "exp", "rarity", "keywords"} <= set(one)
    assert cli.main(["decks", "--json"]) == 0
    decks = json.loads(capsys.readouterr().out)
    assert len(decks) == 6 and all(d["valid"] for d in decks)


# ---- art ----

def test_art_is_distinct_deterministic_and_self_contained():
    svgs = {}
    for c in CAT.values():
        svg = art_svg(c)
        assert svg == art_svg(c)                                  # deterministic
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        xml.dom.minidom.parseString(svg)                          # well-formed
        assert "href" not in svg and "<image" not in svg and "url(http" not in svg
        assert re.findall(r"https?://[^\"]+", svg) == ["http://www.w3.org/2000/svg"]
        svgs[c.id] = svg
    assert len(set(svgs.values())) == len(svgs)                   # no two cards share an illustration


def test_art_uses_the_doctrine_colours():
    """R2.1: the frame is drawn in the doctrine's colour (seeded shade of the palette's base)."""
    assert set(PALETTES) == set(DOCTRINES)
    for c in CAT.values():
        svg = art_svg(c)
        stroke = re.search(r'stroke="(#[0-9a-f]{6})" stroke-width="6"', svg).group(1)   # the frame: base colour
        r, g, b = (int(stroke[i:i + 2], 16) for i in (1, 3, 5))
        if c.doctrine == "ordem":
            assert r > g and r > b, c.id
        elif c.doctrine == "ruina":
            assert b > g and r > g, c.id
        elif c.doctrine == "conhecimento":
            assert b > r and b > g, c.id
        elif c.doctrine == "instinto":
            assert g > r and g > b, c.id
        else:
            assert max(r, g, b) - min(r, g, b) < 40, c.id


def test_art_ids_are_scoped_per_card():
    ids = Counter()
    for c in CAT.values():
        for gid in re.findall(r'id="([^"]+)"', art_svg(c)):
            ids[gid] += 1
    assert max(ids.values()) == 1


# ---- one focused test per title ----

def test_every_title_has_a_focused_test():
    here = Path(__file__).parent
    sources = {d: (here / f"test_{d}.py").read_text(encoding="utf-8") for d in DOCTRINES}
    every = "".join(sources.values())
    missing = []
    for c in CAT.values():
        text = sources[c.doctrine] if c.kind in MAIN else every
        if f'"{c.id}"' not in text:
            missing.append(c.id)
    assert not missing, f"titles without a focused test: {missing}"


# ---- vocabulary added with the collection ----

def test_text_for_the_relic_target_and_agreement_fixes():
    assert CAT["relojoeira-de-latao"].text == {"pt": "CHEGADA: prepare uma relíquia sua exausta.",
                                               "en": "ARRIVAL: ready an exhausted relic of yours."}
    assert "de um ataque seu," in CAT["cavalo-esqueletico"].text["pt"]            # not "um ataque sua"
    assert CAT["carroca-funeraria"].text["pt"].startswith("2 Essências de Ruína, esgote esta carta:")
    assert CAT["carroca-funeraria"].text["en"].startswith("2 Ruin Essence, exhaust this card:")


def test_relic_target_lists_only_exhausted_relics_of_your_own():
    from eidolon.rulesets.eidolon.effects import legal_targets
    from scenario import scenario
    m = scenario(p0={"relics": [{"id": "lente-do-investigador", "exhausted": True}, "diario-de-campo"]},
                 p1={"relics": [{"id": "lanterna-das-eras", "exhausted": True}]})
    assert legal_targets(m.state, 0, "own_exhausted_relic") == [m.uid(0, "relics", 0)]
    assert legal_targets(m.state, 1, "own_exhausted_relic") == [m.uid(1, "relics", 0)]
