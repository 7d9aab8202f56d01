"""Brasa (Ember), issue 24: one spec per title, each from a position that exercises its text, with what it must
not affect beside what it does. Brasa is the aggressive house: damage, Assault, Hazardous and fights."""

from __future__ import annotations

from typing import Any

from archonkit import Table, table
from eidolon.rulesets.archon.board import armor, card, count, has, key_cost, power
from eidolon.rulesets.archon.state import ChoiceKind, Verb, Zone

HOUSES7 = (["brasa", "sussurro", "raiz"], ["mare", "cinza", "vereda"])


def brasa(p0: dict[str, list[str]] | None = None, p1: dict[str, list[str]] | None = None, **kw: Any) -> Table:
    """Seat 0 plays Brasa (the new houses' identity card), seat 1 the first three houses."""
    kw.setdefault("house", "brasa")
    return table(p0, p1, houses=HOUSES7, **kw)


def test_guerreira_da_bigorna() -> None:
    """K74: Assault 2 deals 2 to the creature it attacks before the fight; not when it is attacked."""
    t = brasa({"line": ["guerreira-da-bigorna"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]})
    t.do(Verb.FIGHT, t.u(0, "guerreira-da-bigorna"), target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD          # 2 + 4 = 6
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 0                    # its neighbour untouched
    t2 = brasa({"line": ["guerreira-da-bigorna"]}, {"line": ["urso-das-veredas"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "urso-das-veredas"), target=t2.u(0, "guerreira-da-bigorna"))
    assert t2.s.damage[t2.u(1, "urso-das-veredas")] == 4                 # attacked: its power only


def test_cao_de_fornalha() -> None:
    """K75: Hazardous 2 hits the creature that attacks it, before the fight; not the one it attacks."""
    t = brasa({"line": ["cao-de-fornalha"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t.do(Verb.FIGHT, t.u(1, "cervo-ancestral"), target=t.u(0, "cao-de-fornalha"))
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD           # 2 + 3 >= 4
    t2 = brasa({"line": ["cao-de-fornalha"]}, {"line": ["cervo-ancestral"]})
    t2.do(Verb.FIGHT, t2.u(0, "cao-de-fornalha"), target=t2.u(1, "cervo-ancestral"))
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 3                  # its power only


def test_martelador_rubro() -> None:
    """K47: "Fight:" deals 2 to an enemy creature once it survives the fight; a destroyed attacker's does not."""
    t = brasa({"line": ["martelador-rubro", "guerreira-da-bigorna"]}, {"line": ["cervo-ancestral", "piromante"]})
    t.do(Verb.FIGHT, t.u(0, "martelador-rubro"), target=t.u(1, "cervo-ancestral"))
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD                 # the only enemy left: no choice
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0
    t2 = brasa({"line": ["martelador-rubro"]}, {"line": ["urso-das-veredas", "piromante"]})
    t2.do(Verb.FIGHT, t2.u(0, "martelador-rubro"), target=t2.u(1, "urso-das-veredas"))
    assert t2.s.zone[t2.u(0, "martelador-rubro")] == Zone.DISCARD and t2.s.damage[t2.u(1, "piromante")] == 0


def test_aprendiz_da_forja() -> None:
    """K28, K56: its Æmber bonus, then a +1 power token on another friendly creature, never itself or an enemy."""
    t = brasa({"hand": ["aprendiz-da-forja"], "line": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "aprendiz-da-forja"), pos=1)
    assert t.s.tokens[t.u(0, "guerreira-da-bigorna")] == 1 and t.s.players[0].amber == 1
    assert t.s.tokens[t.u(0, "aprendiz-da-forja")] == 0 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0


def test_faisca_saltitante() -> None:
    """K71: Skirmish takes no damage when it attacks; "Play:" deals 1 to an enemy creature, not a friendly one."""
    t = brasa({"hand": ["faisca-saltitante"], "line": ["faisca-saltitante", "guerreira-da-bigorna"]},
              {"line": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "faisca-saltitante"), pos=0)
    assert t.s.damage[t.u(1, "piromante")] == 1 and t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0
    old = t.u(0, "faisca-saltitante", 1)
    t.do(Verb.FIGHT, old, target=t.u(1, "piromante"))
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD and t.s.damage[old] == 0


def test_furia_de_escoria() -> None:
    """K24: it cannot reap (only fight), Assault 1 (K74); its friendly neighbour still reaps."""
    t = brasa({"line": ["furia-de-escoria", "guerreira-da-bigorna"]}, {"line": ["cavalo-marinho-mensageiro"]})
    fury = t.u(0, "furia-de-escoria")
    assert fury not in {a.card for a in t.offered(Verb.REAP)}
    assert t.u(0, "guerreira-da-bigorna") in {a.card for a in t.offered(Verb.REAP)}
    t.do(Verb.FIGHT, fury, target=t.u(1, "cavalo-marinho-mensageiro"))
    assert t.s.zone[t.u(1, "cavalo-marinho-mensageiro")] == Zone.DISCARD and t.s.damage[fury] == 0  # by Assault


def test_lobo_de_carvao() -> None:
    """K47: "Fight: Gain 1Æ" after a fight it survives; not after reaping, not when it dies fighting."""
    t = brasa({"line": ["lobo-de-carvao"]}, {"line": ["piromante"]})
    t.do(Verb.FIGHT, t.u(0, "lobo-de-carvao"), target=t.u(1, "piromante"))
    assert t.s.players[0].amber == 1
    t2 = brasa({"line": ["lobo-de-carvao"]}, {"line": ["urso-das-veredas"]})
    t2.do(Verb.FIGHT, t2.u(0, "lobo-de-carvao"), target=t2.u(1, "urso-das-veredas"))
    assert t2.s.players[0].amber == 0
    t3 = brasa({"line": ["lobo-de-carvao"]}, {})
    t3.do(Verb.REAP, t3.u(0, "lobo-de-carvao"))
    assert t3.s.players[0].amber == 1                                      # the reap's 1 only


def test_sentinela_do_forno() -> None:
    """K72: Taunt shields its neighbour from attacks; K75: Hazardous 1 hits its attacker; armor 1 (K54)."""
    t = brasa({"line": ["sentinela-do-forno", "aprendiz-da-forja"]}, {"line": ["urso-das-veredas"]}, active=1,
              house="vereda")
    targets = {a.target for a in t.offered(Verb.FIGHT)}
    assert targets == {t.u(0, "sentinela-do-forno")}                       # the neighbour cannot be attacked
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), target=t.u(0, "sentinela-do-forno"))
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 5                    # 1 Hazardous + 4 power
    assert t.s.damage[t.u(0, "aprendiz-da-forja")] == 0


def test_campea_do_malho() -> None:
    """K47, K56: a +1 power token after each fight it survives; none for reaping."""
    t = brasa({"line": ["campea-do-malho"]}, {"line": ["piromante"]})
    t.do(Verb.FIGHT, t.u(0, "campea-do-malho"), target=t.u(1, "piromante"))
    assert t.s.tokens[t.u(0, "campea-do-malho")] == 1 and power(t.s, t.u(0, "campea-do-malho")) == 6
    t2 = brasa({"line": ["campea-do-malho"]}, {})
    t2.do(Verb.REAP, t2.u(0, "campea-do-malho"))
    assert t2.s.tokens[t2.u(0, "campea-do-malho")] == 0


def test_touro_de_lava() -> None:
    """K74: Assault 3 on the creature it attacks (3 + 5 destroys a 6-power one); the defender's neighbour is
    not hit."""
    t = brasa({"line": ["touro-de-lava"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]})
    t.do(Verb.FIGHT, t.u(0, "touro-de-lava"), target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD and t.s.damage[t.u(1, "cervo-ancestral")] == 0


def test_bruxa_do_fole() -> None:
    """K76: "Reap:" deals 1 to an enemy creature with Splash 1 on its neighbours, not on farther creatures nor
    on friendly ones."""
    t = brasa({"line": ["bruxa-do-fole", "guerreira-da-bigorna"]},
              {"line": ["piromante", "cervo-ancestral", "urso-das-veredas", "baleia-cartografa"]})
    t.do(Verb.REAP, t.u(0, "bruxa-do-fole"))
    t.do(Verb.PICK, target=t.u(1, "cervo-ancestral"))
    assert [t.s.damage[t.u(1, c)] for c in ("piromante", "cervo-ancestral", "urso-das-veredas",
                                           "baleia-cartografa")] == [1, 1, 1, 0]
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0 and t.s.players[0].amber == 1


def test_mestra_da_tempera() -> None:
    """K84, K33: each neighbour gets +1 power and Skirmish; not itself, a farther creature or an enemy."""
    t = brasa({"line": ["guerreira-da-bigorna", "mestra-da-tempera", "lobo-de-carvao", "martelador-rubro"]},
              {"line": ["cervo-ancestral"]})
    u = {c: t.u(0, c) for c in ("guerreira-da-bigorna", "mestra-da-tempera", "lobo-de-carvao", "martelador-rubro")}
    assert power(t.s, u["guerreira-da-bigorna"]) == 5 and power(t.s, u["lobo-de-carvao"]) == 4
    assert has(t.s, u["guerreira-da-bigorna"], "skirmish") and has(t.s, u["lobo-de-carvao"], "skirmish")
    assert power(t.s, u["martelador-rubro"]) == 5 and not has(t.s, u["martelador-rubro"], "skirmish")
    assert power(t.s, u["mestra-da-tempera"]) == 4 and not has(t.s, u["mestra-da-tempera"], "skirmish")
    assert power(t.s, t.u(1, "cervo-ancestral")) == 4


def test_colosso_de_ferro_fundido() -> None:
    """K24: it cannot reap; K74: Assault 2 when it fights; armor 2 (K54) takes the first 2 damage."""
    t = brasa({"line": ["colosso-de-ferro-fundido"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]})
    colossus = t.u(0, "colosso-de-ferro-fundido")
    assert not t.offered(Verb.REAP) and armor(t.s, colossus) == 2
    t.do(Verb.FIGHT, colossus, target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD and t.s.damage[colossus] == 4
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 0


def test_escudeiro_fumegante() -> None:
    """K49: "Before Fight:" deals 1 to the creature it fights (1 + 3 destroys a 4-power one); not when it is
    the one attacked."""
    t = brasa({"line": ["escudeiro-fumegante"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.FIGHT, t.u(0, "escudeiro-fumegante"), target=t.u(1, "cervo-ancestral"))
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD
    t2 = brasa({"line": ["escudeiro-fumegante"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "cervo-ancestral"), target=t2.u(0, "escudeiro-fumegante"))
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 3


def test_draco_da_caldeira() -> None:
    """K47: "Fight:" deals 1 to each enemy creature (K81: each of the other side), none to friendly ones."""
    t = brasa({"line": ["draco-da-caldeira", "guerreira-da-bigorna"]},
              {"line": ["piromante", "cervo-ancestral", "urso-das-veredas"]})
    t.do(Verb.FIGHT, t.u(0, "draco-da-caldeira"), target=t.u(1, "piromante"))
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 1 and t.s.damage[t.u(1, "urso-das-veredas")] == 1
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0


def test_duelista_de_escoria() -> None:
    """K71: Skirmish, no damage back; K61: "Fight:" captures 1 from the opponent onto itself; reaping does not."""
    t = brasa({"line": ["duelista-de-escoria"]}, {"line": ["cervo-ancestral"]}, amber=(0, 3))
    duel = t.u(0, "duelista-de-escoria")
    t.do(Verb.FIGHT, duel, target=t.u(1, "cervo-ancestral"))
    assert t.s.damage[duel] == 0 and t.s.held[duel] == 1 and t.s.players[1].amber == 2
    t2 = brasa({"line": ["duelista-de-escoria"]}, {}, amber=(0, 3))
    t2.do(Verb.REAP, t2.u(0, "duelista-de-escoria"))
    assert t2.s.held[t2.u(0, "duelista-de-escoria")] == 0 and t2.s.players[1].amber == 3


def test_arauto_da_chama() -> None:
    """K13, K81: after a friendly creature fights its controller gains 1; an enemy creature's fight gives
    nothing."""
    t = brasa({"line": ["arauto-da-chama", "campea-do-malho"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.FIGHT, t.u(0, "campea-do-malho"), target=t.u(1, "cervo-ancestral"))
    assert t.s.players[0].amber == 1
    t2 = brasa({"line": ["arauto-da-chama", "guerreira-da-bigorna"]}, {"line": ["piromante"]}, active=1,
               house="cinza")
    t2.do(Verb.FIGHT, t2.u(1, "piromante"), target=t2.u(0, "guerreira-da-bigorna"))
    assert t2.s.players[0].amber == 0 and t2.s.players[1].amber == 0


def test_ferreira_errante() -> None:
    """K85, K92: "Play:" searches the deck for a smith card; a card without the trait is never offered."""
    t = brasa({"hand": ["ferreira-errante"], "deck": ["golpe-de-martelo", "aprendiz-da-forja", "lobo-de-carvao"]})
    t.do(Verb.PLAY, t.u(0, "ferreira-errante"), pos=0)
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.SEARCH
    assert {t.s.ids[u] for u in c.options} == {"aprendiz-da-forja"}
    t.do(Verb.PICK, target=t.u(0, "aprendiz-da-forja"))
    assert t.s.zone[t.u(0, "aprendiz-da-forja")] == Zone.HAND and t.s.zone[t.u(0, "lobo-de-carvao")] == Zone.DECK


def test_escaravelho_igneo() -> None:
    """K75: Hazardous 3 when attacked; attacking, it deals only its power."""
    t = brasa({"line": ["escaravelho-igneo"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t.do(Verb.FIGHT, t.u(1, "cervo-ancestral"), target=t.u(0, "escaravelho-igneo"))
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD             # 3 + 2 >= 4
    t2 = brasa({"line": ["escaravelho-igneo"]}, {"line": ["cervo-ancestral"]})
    t2.do(Verb.FIGHT, t2.u(0, "escaravelho-igneo"), target=t2.u(1, "cervo-ancestral"))
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 2


def test_capita_da_investida() -> None:
    """K48: "Play:" readies another friendly creature and fights with it; never itself."""
    t = brasa({"hand": ["capita-da-investida"], "line": ["lobo-de-carvao"]}, {"line": ["piromante"]},
              status={"0:lobo-de-carvao": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "capita-da-investida"), pos=1)
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD and t.s.players[0].amber == 1   # the wolf's "Fight:"
    assert t.s.exhausted[t.u(0, "lobo-de-carvao")]
    t2 = brasa({"hand": ["capita-da-investida"]}, {"line": ["piromante"]})
    t2.do(Verb.PLAY, t2.u(0, "capita-da-investida"), pos=0)
    assert t2.s.damage[t2.u(1, "piromante")] == 0 and t2.s.choice is None


def test_gigante_do_crisol() -> None:
    """K58: "Destroyed:" deals 3 to an enemy creature when it dies; friendly creatures are not hit."""
    t = brasa({"line": ["gigante-do-crisol", "guerreira-da-bigorna"]}, {"line": ["piromante", "cervo-ancestral"]},
              status={"0:gigante-do-crisol": {"damage": 5}})
    t.do(Verb.FIGHT, t.u(0, "gigante-do-crisol"), target=t.u(1, "piromante"))
    assert t.s.zone[t.u(0, "gigante-do-crisol")] == Zone.DISCARD
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 3 and t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0


def test_avatar_da_forja() -> None:
    """K33, K56: each friendly creature gets +1 power while it is in play (itself too); enemies do not; Assault
    3 (K74)."""
    t = brasa({"line": ["avatar-da-forja", "guerreira-da-bigorna"]}, {"line": ["urso-das-veredas"]})
    assert power(t.s, t.u(0, "guerreira-da-bigorna")) == 5 and power(t.s, t.u(0, "avatar-da-forja")) == 8
    assert power(t.s, t.u(1, "urso-das-veredas")) == 6
    t.do(Verb.FIGHT, t.u(0, "avatar-da-forja"), target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD


def test_golpe_de_martelo() -> None:
    """K29: bonus 1, then 3 damage to one chosen enemy creature; the others and friendly ones untouched."""
    t = brasa({"hand": ["golpe-de-martelo"], "line": ["guerreira-da-bigorna"]},
              {"line": ["cervo-ancestral", "urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "golpe-de-martelo"))
    assert set(t.s.choice.options) == {t.u(1, "cervo-ancestral"), t.u(1, "urso-das-veredas")}
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 3 and t.s.damage[t.u(1, "cervo-ancestral")] == 0
    assert t.s.players[0].amber == 1 and t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0


def test_chuva_de_faiscas() -> None:
    """K81: 1 damage to each enemy creature; friendly creatures are not enemies."""
    t = brasa({"hand": ["chuva-de-faiscas"], "line": ["guerreira-da-bigorna"]},
              {"line": ["cervo-ancestral", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "chuva-de-faiscas"))
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 1 and t.s.damage[t.u(1, "piromante")] == 1
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0


def test_brado_da_bigorna() -> None:
    """K48: ready a friendly creature and fight with it; an enemy creature cannot be the one made to fight."""
    t = brasa({"hand": ["brado-da-bigorna"], "line": ["lobo-de-carvao"]}, {"line": ["piromante"]},
              status={"0:lobo-de-carvao": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "brado-da-bigorna"))
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD and t.s.players[0].amber == 2   # bonus + the wolf's 1
    t2 = brasa({"hand": ["brado-da-bigorna"]}, {"line": ["piromante"]})
    t2.do(Verb.PLAY, t2.u(0, "brado-da-bigorna"))
    assert t2.s.damage[t2.u(1, "piromante")] == 0 and t2.s.players[0].amber == 1


def test_tempera_rapida() -> None:
    """K56: two +1 power tokens on a friendly creature; none on an enemy."""
    t = brasa({"hand": ["tempera-rapida"], "line": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "tempera-rapida"))
    assert t.s.tokens[t.u(0, "guerreira-da-bigorna")] == 2 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0


def test_crisol_derramado() -> None:
    """K53, K54: 2 damage to each creature, friendly and enemy; armor still absorbs it."""
    t = brasa({"hand": ["crisol-derramado"], "line": ["guerreira-da-bigorna"]},
              {"line": ["cervo-ancestral", "tartaruga-ancia"]})
    t.do(Verb.PLAY, t.u(0, "crisol-derramado"))
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 2 and t.s.damage[t.u(1, "cervo-ancestral")] == 2
    assert t.s.damage[t.u(1, "tartaruga-ancia")] == 0                     # armor 2


def test_furia_partilhada() -> None:
    """K37: +2 power to each friendly creature for the remainder of the turn only; enemies unchanged."""
    t = brasa({"hand": ["furia-partilhada"], "line": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "furia-partilhada"))
    assert power(t.s, t.u(0, "guerreira-da-bigorna")) == 6 and power(t.s, t.u(1, "cervo-ancestral")) == 4
    t.do(Verb.END)
    assert power(t.s, t.u(0, "guerreira-da-bigorna")) == 4


def test_sentenca_da_bigorna() -> None:
    """K82: 4 damage to the most powerful enemy creature, not to a weaker one."""
    t = brasa({"hand": ["sentenca-da-bigorna"], "line": ["colosso-de-ferro-fundido"]},
              {"line": ["cervo-ancestral", "urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "sentenca-da-bigorna"))
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 4 and t.s.damage[t.u(1, "cervo-ancestral")] == 0
    assert t.s.damage[t.u(0, "colosso-de-ferro-fundido")] == 0           # the most powerful overall is friendly


def test_fornalha_acesa() -> None:
    """K90: 1 damage to an enemy creature, then 1Æ for each damaged enemy creature; damaged friendly creatures
    do not count."""
    t = brasa({"hand": ["fornalha-acesa"], "line": ["guerreira-da-bigorna"]},
              {"line": ["cervo-ancestral", "urso-das-veredas", "piromante"]},
              status={"1:cervo-ancestral": {"damage": 1}, "0:guerreira-da-bigorna": {"damage": 2}})
    t.do(Verb.PLAY, t.u(0, "fornalha-acesa"))
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.players[0].amber == 1 + 2 and t.s.damage[t.u(1, "piromante")] == 0


def test_marcha_incandescente() -> None:
    """K37, K71: friendly creatures have Skirmish for the remainder of the turn; enemies never do."""
    t = brasa({"hand": ["marcha-incandescente"], "line": ["guerreira-da-bigorna"]},
              {"line": ["urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "marcha-incandescente"))
    assert not has(t.s, t.u(1, "urso-das-veredas"), "skirmish")
    t.do(Verb.FIGHT, t.u(0, "guerreira-da-bigorna"), target=t.u(1, "urso-das-veredas"))
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0
    t.do(Verb.END)
    assert not has(t.s, t.u(0, "guerreira-da-bigorna"), "skirmish")


def test_bigorna_ressonante() -> None:
    """K42: its "Action:" gives a friendly creature a +1 power token when Brasa is active; enemies get none."""
    t = brasa({"artifacts": ["bigorna-ressonante"], "line": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.ACTION, t.u(0, "bigorna-ressonante"))
    assert t.s.tokens[t.u(0, "guerreira-da-bigorna")] == 1 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0
    t2 = brasa({"artifacts": ["bigorna-ressonante"], "line": ["guerreira-da-bigorna"]}, {}, house="raiz")
    assert not t2.offered(Verb.ACTION)


def test_fole_de_guerra() -> None:
    """K42: "Omni:" is used whatever the active house: 1 damage to an enemy creature, none to a friendly one."""
    t = brasa({"artifacts": ["fole-de-guerra"], "line": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]},
              house="sussurro")
    t.do(Verb.OMNI, t.u(0, "fole-de-guerra"))
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 1 and t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0


def test_estandarte_em_chamas() -> None:
    """K33: each friendly creature gets +1 power while the artifact is in play; enemies do not."""
    t = brasa({"artifacts": ["estandarte-em-chamas"], "line": ["guerreira-da-bigorna"]},
              {"line": ["cervo-ancestral"]})
    assert power(t.s, t.u(0, "guerreira-da-bigorna")) == 5 and power(t.s, t.u(1, "cervo-ancestral")) == 4


def test_crisol_da_vinganca() -> None:
    """K13, K58: after another friendly creature is destroyed, 1 damage to an enemy creature; an enemy
    creature's destruction does nothing."""
    t = brasa({"artifacts": ["crisol-da-vinganca"], "line": ["lobo-de-carvao"]}, {"line": ["urso-das-veredas"]})
    t.do(Verb.FIGHT, t.u(0, "lobo-de-carvao"), target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(0, "lobo-de-carvao")] == Zone.DISCARD and t.s.damage[t.u(1, "urso-das-veredas")] == 4
    t2 = brasa({"artifacts": ["crisol-da-vinganca"], "line": ["guerreira-da-bigorna"]},
               {"line": ["piromante", "cervo-ancestral"]})
    t2.do(Verb.FIGHT, t2.u(0, "guerreira-da-bigorna"), target=t2.u(1, "piromante"))
    assert t2.s.zone[t2.u(1, "piromante")] == Zone.DISCARD and t2.s.damage[t2.u(1, "cervo-ancestral")] == 0


def test_manoplas_de_ferro_quente() -> None:
    """K43: the host gets +3 power; its neighbour does not."""
    t = brasa({"hand": ["manoplas-de-ferro-quente"], "line": ["guerreira-da-bigorna", "lobo-de-carvao"]})
    t.do(Verb.PLAY, t.u(0, "manoplas-de-ferro-quente"), target=t.u(0, "guerreira-da-bigorna"))
    assert power(t.s, t.u(0, "guerreira-da-bigorna")) == 7 and power(t.s, t.u(0, "lobo-de-carvao")) == 3


def test_couraca_incandescente() -> None:
    """K43: the host gets +1 power and +2 armor; its "Play:" deals 1 to an enemy creature, not the host."""
    t = brasa({"hand": ["couraca-incandescente"], "line": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]})
    host = t.u(0, "guerreira-da-bigorna")
    t.do(Verb.PLAY, t.u(0, "couraca-incandescente"), target=host)
    assert power(t.s, host) == 5 and armor(t.s, host) == 2 and t.s.damage[host] == 0
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 1


def test_lamina_de_escoria() -> None:
    """K43, K71: the host gets +2 power and Skirmish, its neighbour neither; the bonus Æmber (K28)."""
    t = brasa({"hand": ["lamina-de-escoria"], "line": ["guerreira-da-bigorna", "lobo-de-carvao"]})
    host = t.u(0, "guerreira-da-bigorna")
    t.do(Verb.PLAY, t.u(0, "lamina-de-escoria"), target=host)
    assert power(t.s, host) == 6 and has(t.s, host, "skirmish") and t.s.players[0].amber == 1
    assert not has(t.s, t.u(0, "lobo-de-carvao"), "skirmish")


def _picks(t: Table) -> set[int]:
    return {a.target for a in t.offered(Verb.PICK)}


def test_martelada_dupla() -> None:
    """K87, K88: "Deal 2 damage to an enemy creature. Repeat the preceding effect": two instances, each with its own
    target; a third enemy and the friendly creature are untouched (never offered)."""
    t = brasa({"hand": ["martelada-dupla"], "line": ["guerreira-da-bigorna"]},
              {"line": ["baleia-cartografa", "polvo-ladino", "arraia-furtiva"]})
    t.do(Verb.PLAY, t.u(0, "martelada-dupla"))
    assert t.u(0, "guerreira-da-bigorna") not in _picks(t)
    t.do(Verb.PICK, target=t.u(1, "baleia-cartografa"))
    assert _picks(t) == {t.u(1, c) for c in ("baleia-cartografa", "polvo-ladino", "arraia-furtiva")}
    t.do(Verb.PICK, target=t.u(1, "polvo-ladino"))
    assert t.s.choice is None
    assert [t.s.damage[t.u(1, c)] for c in ("baleia-cartografa", "polvo-ladino", "arraia-furtiva")] == [2, 2, 0]
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0


def test_rajada_de_escoria() -> None:
    """K89, K90, K76: 3 damage with Splash 1, then one card drawn for each creature destroyed this way (the target and
    a 1-power neighbour: two cards); the surviving neighbour counts for nothing; with nothing destroyed, no card."""
    t = brasa({"hand": ["rajada-de-escoria"], "deck": ["faisca-saltitante", "guerreira-da-bigorna", "cao-de-fornalha"]},
              {"line": ["arraia-furtiva", "polvo-ladino", "cavalo-marinho-mensageiro"]})
    t.do(Verb.PLAY, t.u(0, "rajada-de-escoria"))
    t.do(Verb.PICK, target=t.u(1, "polvo-ladino"))
    assert t.s.zone[t.u(1, "polvo-ladino")] == Zone.DISCARD and t.s.zone[t.u(1, "cavalo-marinho-mensageiro")] == Zone.DISCARD
    assert t.s.damage[t.u(1, "arraia-furtiva")] == 1
    assert len(t.s.players[0].hand) == 2 and t.s.players[0].amber == 1
    t2 = brasa({"hand": ["rajada-de-escoria"], "deck": ["faisca-saltitante"]}, {"line": ["baleia-cartografa"]})
    t2.do(Verb.PLAY, t2.u(0, "rajada-de-escoria"))
    assert t2.s.damage[t2.u(1, "baleia-cartografa")] == 3 and not t2.s.players[0].hand


def test_brigao_chamuscado() -> None:
    """K57: "Fight: Move all damage from this creature to an enemy creature": the 4 it took fighting go to the
    enemy left; a brawler destroyed by the fight moves nothing."""
    t = brasa({"line": ["brigao-chamuscado"]}, {"line": ["cervo-ancestral", "urso-das-veredas"]})
    t.do(Verb.FIGHT, t.u(0, "brigao-chamuscado"), target=t.u(1, "cervo-ancestral"))
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD
    assert t.s.damage[t.u(0, "brigao-chamuscado")] == 0 and t.s.damage[t.u(1, "urso-das-veredas")] == 4
    t2 = brasa({"line": ["brigao-chamuscado"]}, {"line": ["urso-das-veredas", "piromante"]})
    t2.do(Verb.FIGHT, t2.u(0, "brigao-chamuscado"), target=t2.u(1, "urso-das-veredas"))
    assert t2.s.zone[t2.u(0, "brigao-chamuscado")] == Zone.DISCARD
    assert t2.s.damage[t2.u(1, "urso-das-veredas")] == 5 and t2.s.damage[t2.u(1, "piromante")] == 0


def test_abutre_das_fornalhas() -> None:
    """K14, K58: "After another creature is destroyed" answers any creature's destruction: an enemy and a friendly
    creature destroyed in one fight give it two +1 power tokens (K56); a fight that destroys nothing gives none."""
    t = brasa({"line": ["abutre-das-fornalhas", "guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.FIGHT, t.u(0, "guerreira-da-bigorna"), target=t.u(1, "cervo-ancestral"))
    t.do(Verb.ORDER, target=0)                                   # two after-effects at once: its player orders them
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD
    assert t.s.zone[t.u(0, "guerreira-da-bigorna")] == Zone.DISCARD
    assert t.s.tokens[t.u(0, "abutre-das-fornalhas")] == 2
    t2 = brasa({"line": ["abutre-das-fornalhas"]}, {"line": ["urso-das-veredas"]})
    t2.do(Verb.FIGHT, t2.u(0, "abutre-das-fornalhas"), target=t2.u(1, "urso-das-veredas"))
    assert t2.s.damage[t2.u(1, "urso-das-veredas")] == 2 and t2.s.tokens[t2.u(0, "abutre-das-fornalhas")] == 0


def test_furia_crescente() -> None:
    """K90: 1 damage for each damaged friendly creature, all to the one enemy chosen (two damaged friends: 2); the
    other enemy and the friends are untouched; with no damaged friend, nothing is dealt."""
    t = brasa({"hand": ["furia-crescente"], "line": ["guerreira-da-bigorna", "abutre-das-fornalhas", "brigao-chamuscado"]},
              {"line": ["baleia-cartografa", "urso-das-veredas"]},
              status={"0:guerreira-da-bigorna": {"damage": 1}, "0:abutre-das-fornalhas": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "furia-crescente"))
    t.do(Verb.PICK, target=t.u(1, "baleia-cartografa"))
    assert t.s.damage[t.u(1, "baleia-cartografa")] == 2 and t.s.damage[t.u(1, "urso-das-veredas")] == 0
    assert t.s.damage[t.u(0, "brigao-chamuscado")] == 0 and t.s.players[0].amber == 1
    t2 = brasa({"hand": ["furia-crescente"], "line": ["brigao-chamuscado"]}, {"line": ["baleia-cartografa"]},
               status={"1:baleia-cartografa": {"damage": 1}})
    t2.do(Verb.PLAY, t2.u(0, "furia-crescente"))
    assert t2.s.choice is None and t2.s.damage[t2.u(1, "baleia-cartografa")] == 1


def test_leque_de_brasas() -> None:
    """K53: 3 damage divided among enemy creatures, one point per pick; the friendly creature is never offered; a
    lone enemy takes every point without being asked."""
    t = brasa({"hand": ["leque-de-brasas"], "line": ["guerreira-da-bigorna"]},
              {"line": ["baleia-cartografa", "urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "leque-de-brasas"))
    for target in ("baleia-cartografa", "urso-das-veredas", "baleia-cartografa"):
        assert _picks(t) == {t.u(1, "baleia-cartografa"), t.u(1, "urso-das-veredas")}
        t.do(Verb.PICK, target=t.u(1, target))
    assert t.s.damage[t.u(1, "baleia-cartografa")] == 2 and t.s.damage[t.u(1, "urso-das-veredas")] == 1
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 0
    t2 = brasa({"hand": ["leque-de-brasas"]}, {"line": ["baleia-cartografa"]})
    t2.do(Verb.PLAY, t2.u(0, "leque-de-brasas"))
    assert t2.s.choice is None and t2.s.damage[t2.u(1, "baleia-cartografa")] == 3


def test_aticadora_imprudente() -> None:
    """K46, K53: "Reap:" 2 damage divided among every creature, friends and itself included; a fight deals none."""
    t = brasa({"line": ["aticadora-imprudente", "guerreira-da-bigorna"]}, {"line": ["baleia-cartografa", "piromante"]})
    t.do(Verb.REAP, t.u(0, "aticadora-imprudente"))
    every = {t.u(0, "aticadora-imprudente"), t.u(0, "guerreira-da-bigorna"), t.u(1, "baleia-cartografa"),
             t.u(1, "piromante")}
    assert _picks(t) == every and t.s.players[0].amber == 1
    t.do(Verb.PICK, target=t.u(1, "baleia-cartografa"))
    t.do(Verb.PICK, target=t.u(0, "guerreira-da-bigorna"))
    assert t.s.choice is None and t.s.damage[t.u(1, "baleia-cartografa")] == 1
    assert t.s.damage[t.u(0, "guerreira-da-bigorna")] == 1 and t.s.damage[t.u(1, "piromante")] == 0
    t2 = brasa({"line": ["aticadora-imprudente", "guerreira-da-bigorna"]}, {"line": ["piromante", "baleia-cartografa"]})
    t2.do(Verb.FIGHT, t2.u(0, "aticadora-imprudente"), target=t2.u(1, "piromante"))
    assert t2.s.choice is None and t2.s.damage[t2.u(1, "baleia-cartografa")] == 0


def test_fundir_reliquias() -> None:
    """K35, K36, K58: it may destroy a friendly artifact (the enemy's is not offered); if it does, 3 are gained;
    declining destroys nothing and gains nothing."""
    t = brasa({"hand": ["fundir-reliquias"], "artifacts": ["bigorna-ressonante", "fole-de-guerra"]},
              {"artifacts": ["fornalha-antiga"]})
    t.do(Verb.PLAY, t.u(0, "fundir-reliquias"))
    assert _picks(t) == {t.u(0, "bigorna-ressonante"), t.u(0, "fole-de-guerra")}
    t.do(Verb.PICK, target=t.u(0, "fole-de-guerra"))
    assert t.s.zone[t.u(0, "fole-de-guerra")] == Zone.DISCARD and t.s.players[0].amber == 3
    assert t.s.zone[t.u(0, "bigorna-ressonante")] == Zone.ARTIFACTS and t.s.zone[t.u(1, "fornalha-antiga")] == Zone.ARTIFACTS
    t2 = brasa({"hand": ["fundir-reliquias"], "artifacts": ["fole-de-guerra"]})
    t2.do(Verb.PLAY, t2.u(0, "fundir-reliquias"))
    t2.do(Verb.PASS)
    assert t2.s.zone[t2.u(0, "fole-de-guerra")] == Zone.ARTIFACTS and t2.s.players[0].amber == 0


def test_medo_das_chamas() -> None:
    """K90, K20: the opponent loses 1 for each damaged enemy creature (two: 2); a damaged friendly creature does
    not count."""
    t = brasa({"hand": ["medo-das-chamas"], "line": ["guerreira-da-bigorna"]},
              {"line": ["baleia-cartografa", "urso-das-veredas", "piromante"]}, amber=(0, 5),
              status={"1:baleia-cartografa": {"damage": 1}, "1:urso-das-veredas": {"damage": 2},
                      "0:guerreira-da-bigorna": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "medo-das-chamas"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 3)
    t2 = brasa({"hand": ["medo-das-chamas"], "line": ["guerreira-da-bigorna"]}, {"line": ["baleia-cartografa"]},
               amber=(0, 5), status={"0:guerreira-da-bigorna": {"damage": 1}})
    t2.do(Verb.PLAY, t2.u(0, "medo-das-chamas"))
    assert (t2.s.players[0].amber, t2.s.players[1].amber) == (1, 5)


def test_fole_da_primeira_chama() -> None:
    """K17, K37, K14: at the start of its controller's turn their keys cost 1 less for that turn, so 5Æ forge
    before the house is chosen; the opponent's keys are not cheaper at the start of their own turn."""
    t = brasa({"artifacts": ["fole-da-primeira-chama"]}, active=1, house="vereda", amber=(5, 0))
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and t.s.players[0].amber == 0 and key_cost(t.s, 0) == 5
    t.do(Verb.HOUSE, target=t.offered(Verb.HOUSE)[0].target)
    t.do(Verb.END)
    assert key_cost(t.s, 0) == 6                                          # it lasted for that turn only
    t2 = brasa({"artifacts": ["fole-da-primeira-chama"]}, amber=(0, 5))
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 0 and t2.s.players[1].amber == 5 and key_cost(t2.s, 1) == 6


def test_avivadora_de_chaves() -> None:
    """K17, K37: at the start of your turn, with 4Æ or more, your keys cost 2 less that turn (4Æ forge); with
    3Æ the cost stays 6."""
    t = brasa({"line": ["avivadora-de-chaves"]}, active=1, house="vereda", amber=(4, 0))
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and t.s.players[0].amber == 0
    t2 = brasa({"line": ["avivadora-de-chaves"]}, active=1, house="vereda", amber=(3, 0))
    t2.do(Verb.END)
    assert t2.s.players[0].keys == 0 and key_cost(t2.s, 0) == 6


def test_ar_de_forja() -> None:
    """K17, K37: the opponent's keys cost +2 until the start of your next turn: 7Æ do not forge at their turn; your
    own keys keep their cost, and 8Æ still forge."""
    t = brasa({"hand": ["ar-de-forja"]}, amber=(0, 7))
    t.do(Verb.PLAY, t.u(0, "ar-de-forja"))
    assert t.s.players[0].amber == 1 and key_cost(t.s, 0) == 6 and key_cost(t.s, 1) == 8
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 7
    t2 = brasa({"hand": ["ar-de-forja"]}, amber=(0, 8))
    t2.do(Verb.PLAY, t2.u(0, "ar-de-forja"))
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 1 and t2.s.players[1].amber == 0


def test_sentinela_do_calor() -> None:
    """K17, K37, K46: after it reaps, the opponent's keys cost +1 through their next turn (6Æ do not forge);
    without the reap they forge at 6."""
    t = brasa({"line": ["sentinela-do-calor"]}, amber=(0, 6))
    t.do(Verb.REAP, t.u(0, "sentinela-do-calor"))
    assert key_cost(t.s, 1) == 7 and key_cost(t.s, 0) == 6
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 6
    t2 = brasa({"line": ["sentinela-do-calor"]}, amber=(0, 6))
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 1


def test_mascara_de_cinzas() -> None:
    """K5, K32, K91: it takes on an enemy creature's text in place of its own (Elusive and "Reap: Steal 1", not its
    own "Reap: Gain 1"); its name, house and power stay its own, and the copied creature is unchanged."""
    t = brasa({"hand": ["mascara-de-cinzas"]}, {"line": ["arraia-furtiva", "salamandra-rubra"]}, amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "mascara-de-cinzas"), pos=0)
    mask = t.u(0, "mascara-de-cinzas")
    t.do(Verb.PICK, target=t.u(1, "arraia-furtiva"))
    d = card(t.s, mask)
    assert has(t.s, mask, "elusive") and d.id == "mascara-de-cinzas" and d.house == "brasa" and power(t.s, mask) == 3
    assert has(t.s, t.u(1, "arraia-furtiva"), "elusive") and not has(t.s, t.u(1, "salamandra-rubra"), "elusive")
    t.s.exhausted[mask] = False
    t.do(Verb.REAP, mask)
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 2      # 1 for the reap and the copied steal only
    assert t.s.plays.get("mascara-de-cinzas") == 2 and "arraia-furtiva" not in t.s.plays   # K32: its own name


def test_aprendiz_do_molde() -> None:
    """K5, K46: after its reap it has another friendly creature's text instead of its own (Assault 2, not the
    Hazardous of the one not chosen); its own "Reap:" is then gone, so a later reap copies nothing more."""
    t = brasa({"line": ["aprendiz-do-molde", "guerreira-da-bigorna", "cao-de-fornalha"]}, {"line": ["cervo-ancestral"]})
    ap = t.u(0, "aprendiz-do-molde")
    t.do(Verb.REAP, ap)
    assert {a.target for a in t.offered(Verb.PICK)} == {t.u(0, "guerreira-da-bigorna"), t.u(0, "cao-de-fornalha")}
    t.do(Verb.PICK, target=t.u(0, "guerreira-da-bigorna"))
    assert count(t.s, ap, "assault") == 2 and count(t.s, ap, "hazardous") == 0 and power(t.s, ap) == 2
    t.s.exhausted[ap] = False
    t.do(Verb.REAP, ap)
    assert t.s.choice is None and count(t.s, ap, "assault") == 2 and count(t.s, ap, "hazardous") == 0


def test_eco_da_bigorna() -> None:
    """K5, K46: after its reap it also has an enemy creature's text (Elusive, "Reap: Steal 1") besides its own;
    the copy holds while it is in play, so a later reap's copy changes nothing (no Assault from another enemy)."""
    t = brasa({"line": ["eco-da-bigorna"]}, {"line": ["arraia-furtiva", "salamandra-rubra"]}, amber=(0, 3))
    eco = t.u(0, "eco-da-bigorna")
    t.do(Verb.REAP, eco)
    t.do(Verb.PICK, target=t.u(1, "arraia-furtiva"))
    assert has(t.s, eco, "elusive") and t.s.players[0].amber == 1 and count(t.s, eco, "assault") == 0
    t.s.exhausted[eco] = False
    t.do(Verb.REAP, eco)
    while t.s.choice is not None:
        picks = t.offered(Verb.PICK)
        t.do(Verb.PICK, target=t.u(1, "salamandra-rubra") if any(a.target == t.u(1, "salamandra-rubra")
                                                                   for a in picks) else picks[0].target)
    assert t.s.players[0].amber == 3 and t.s.players[1].amber == 2      # the reap and the copied steal
    assert count(t.s, eco, "assault") == 0 and has(t.s, eco, "elusive")


def test_reprise_da_forja() -> None:
    """K32: it plays as a copy of an action card in a discard pile (its "Play:" resolves, the copied card stays in
    its pile) and counts as that card for the Rule of Six: a 6th play of the copied title, so the one in hand can no
    longer be played; a creature in discard, or a title already at 6, is not offered."""
    t = brasa({"hand": ["reprise-da-forja", "medo-das-chamas"], "discard": ["medo-das-chamas", "guerreira-da-bigorna"]},
              {"line": ["cervo-ancestral"], "discard": ["cinzas-ao-vento"]}, amber=(0, 3),
              status={"1:cervo-ancestral": {"damage": 1}}, extra={"plays": {"medo-das-chamas": 5}})
    t.do(Verb.PLAY, t.u(0, "reprise-da-forja"))
    assert _picks(t) == {t.u(0, "medo-das-chamas", 1), t.u(1, "cinzas-ao-vento")}
    t.do(Verb.PICK, target=t.u(0, "medo-das-chamas", 1))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 2)       # its own bonus; 1 per damaged enemy
    assert t.s.plays == {"medo-das-chamas": 6} and t.s.lasting == ()
    assert t.s.zone[t.u(0, "reprise-da-forja")] == Zone.DISCARD and t.s.zone[t.u(0, "medo-das-chamas", 1)] == Zone.DISCARD
    assert t.u(0, "medo-das-chamas") not in {a.card for a in t.offered(Verb.PLAY)}
    t2 = brasa({"hand": ["reprise-da-forja"], "discard": ["medo-das-chamas", "guerreira-da-bigorna"]},
               {"line": ["cervo-ancestral"], "discard": ["cinzas-ao-vento"]}, amber=(0, 3),
               extra={"plays": {"medo-das-chamas": 6}})
    t2.do(Verb.PLAY, t2.u(0, "reprise-da-forja"))
    assert t2.s.choice is None and (t2.s.players[0].amber, t2.s.players[1].amber) == (1, 2)   # the only option
    assert t2.s.plays == {"medo-das-chamas": 6, "cinzas-ao-vento": 1}


def test_eco_ardente() -> None:
    """K32, K28: 1 damage to an enemy creature, then it resolves a discarded action's "Play:" as a copy (the
    opponent loses 1), without that card's Æmber bonus and without doing its own damage again; with no action in
    a discard pile only the damage resolves and the play counts as its own."""
    t = brasa({"hand": ["eco-ardente"]}, {"line": ["cervo-ancestral"], "discard": ["cinzas-ao-vento"]}, amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "eco-ardente"))
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 1 and (t.s.players[0].amber, t.s.players[1].amber) == (0, 2)
    assert t.s.plays == {"cinzas-ao-vento": 1}
    t2 = brasa({"hand": ["eco-ardente"], "discard": ["guerreira-da-bigorna"]}, {"line": ["cervo-ancestral"]}, amber=(0, 3))
    t2.do(Verb.PLAY, t2.u(0, "eco-ardente"))
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 1 and t2.s.players[1].amber == 3
    assert t2.s.plays == {"eco-ardente": 1}


def test_molde_de_bronze() -> None:
    """K5, K51, K32: it takes on another artifact's text (an "Omni:" it then uses for 1Æ, counted under its own
    name) and the copied artifact is unchanged; with no other artifact in play it copies nothing and has no use."""
    t = brasa({"hand": ["molde-de-bronze"]}, {"artifacts": ["semente-dourada"]})
    t.do(Verb.PLAY, t.u(0, "molde-de-bronze"))
    mold, seed = t.u(0, "molde-de-bronze"), t.u(1, "semente-dourada")
    assert card(t.s, mold).id == "molde-de-bronze" and card(t.s, mold).house == "brasa"
    t.s.exhausted[mold] = False
    t.do(Verb.OMNI, mold)
    assert t.s.players[0].amber == 1 and t.s.plays == {"molde-de-bronze": 2} and card(t.s, seed).whens == {"omni"}
    t2 = brasa({"hand": ["molde-de-bronze"]})
    t2.do(Verb.PLAY, t2.u(0, "molde-de-bronze"))
    t2.s.exhausted[t2.u(0, "molde-de-bronze")] = False
    assert t2.s.lasting == () and {a.verb for a in t2.actions() if a.card == t2.u(0, "molde-de-bronze")} == set()


def test_bigorna_espelhada() -> None:
    """K5, K42: once it copies another artifact, its "Action:" is the copied one (steal 1) and its own (1 damage)
    is ignored; alone, it keeps its own "Action:"."""
    t = brasa({"hand": ["bigorna-espelhada"]}, {"artifacts": ["concha-do-oraculo"], "line": ["cervo-ancestral"]},
              amber=(0, 2))
    t.do(Verb.PLAY, t.u(0, "bigorna-espelhada"))
    anvil = t.u(0, "bigorna-espelhada")
    t.s.exhausted[anvil] = False
    t.do(Verb.ACTION, anvil)
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 1) and t.s.damage[t.u(1, "cervo-ancestral")] == 0
    t2 = brasa({"hand": ["bigorna-espelhada"]}, {"line": ["cervo-ancestral"]}, amber=(0, 2))
    t2.do(Verb.PLAY, t2.u(0, "bigorna-espelhada"))
    t2.s.exhausted[t2.u(0, "bigorna-espelhada")] = False
    t2.do(Verb.ACTION, t2.u(0, "bigorna-espelhada"))
    assert t2.s.damage[t2.u(1, "cervo-ancestral")] == 1 and t2.s.players[1].amber == 2


def test_espelho_de_fuligem() -> None:
    """K5, K33, K84: with 3Æ or more it also has its left neighbour's text (Taunt, so the neighbour on its right is
    no longer its own flank's only guard); its right neighbour's text is not copied, and under 3Æ it has nothing."""
    t = brasa({"line": ["sentinela-do-forno", "espelho-de-fuligem", "touro-de-lava"]}, amber=(3, 0))
    mirror, bull = t.u(0, "espelho-de-fuligem"), t.u(0, "touro-de-lava")
    assert has(t.s, mirror, "taunt") and not has(t.s, bull, "taunt")
    t2 = brasa({"line": ["touro-de-lava", "espelho-de-fuligem", "sentinela-do-forno"]}, amber=(3, 0))
    assert not has(t2.s, t2.u(0, "espelho-de-fuligem"), "taunt")            # the taunting one is on its right
    t3 = brasa({"line": ["sentinela-do-forno", "espelho-de-fuligem"]}, amber=(2, 0))
    assert not has(t3.s, t3.u(0, "espelho-de-fuligem"), "taunt") and t3.s.lasting == ()


def test_aprendiz_da_centelha() -> None:
    """K5, K33, K79: while its side has fewer creatures, it also has its left neighbour's "Reap:" (gain 1 more
    when it reaps); with as many creatures as the opponent it reaps for 1 only."""
    t = brasa({"line": ["mascara-de-cinzas", "aprendiz-da-centelha"]},
              {"line": ["cervo-ancestral", "urso-das-veredas", "caranguejo-vigia"]})
    t.do(Verb.REAP, t.u(0, "aprendiz-da-centelha"))
    assert t.s.players[0].amber == 2
    t2 = brasa({"line": ["mascara-de-cinzas", "aprendiz-da-centelha"]}, {"line": ["cervo-ancestral", "urso-das-veredas"]})
    t2.do(Verb.REAP, t2.u(0, "aprendiz-da-centelha"))
    assert t2.s.players[0].amber == 1 and t2.s.lasting == ()


def test_refrao_em_brasa() -> None:
    """K32: after its own 1Æ it copies a "Choose one" action in a discard pile: the copied card's modes are offered
    and the chosen one resolves (the stun, not the Æmber); the play counts as the copied title."""
    t = brasa({"hand": ["refrao-em-brasa"]}, {"line": ["urso-das-veredas"], "discard": ["encruzilhada"]})
    t.do(Verb.PLAY, t.u(0, "refrao-em-brasa"))
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.MODE and t.s.players[0].amber == 2
    t.do(Verb.PICK, target=1)
    assert t.s.stun[t.u(1, "urso-das-veredas")] and t.s.players[0].amber == 2
    assert t.s.plays == {"encruzilhada": 1} and t.s.zone[t.u(1, "encruzilhada")] == Zone.DISCARD
    t2 = brasa({"hand": ["refrao-em-brasa"]}, {"line": ["urso-das-veredas"], "discard": ["encruzilhada"]},
               extra={"plays": {"encruzilhada": 6}})
    t2.do(Verb.PLAY, t2.u(0, "refrao-em-brasa"))                        # K32: that title is at 6 this turn
    assert t2.s.choice is None and t2.s.players[0].amber == 2 and t2.s.plays == {"encruzilhada": 6, "refrao-em-brasa": 1}


def test_coro_das_fornalhas() -> None:
    """K32, K37: it copies an action whose "Play:" leaves a lasting reaction, which answers for its player this
    turn (1Æ when a creature is destroyed), then draws 1; the reaction ends with the turn."""
    t = brasa({"hand": ["coro-das-fornalhas"], "line": ["touro-de-lava"], "deck": ["medo-das-chamas"]},
              {"line": ["cervo-ancestral"], "discard": ["rastro-de-sangue"]})
    t.do(Verb.PLAY, t.u(0, "coro-das-fornalhas"))
    assert t.s.zone[t.u(0, "medo-das-chamas")] == Zone.HAND and [r.seat for r in t.s.reactions] == [0]
    t.do(Verb.FIGHT, t.u(0, "touro-de-lava"), target=t.u(1, "cervo-ancestral"))
    assert t.s.players[0].amber == 1 and t.s.players[1].amber == 0
    t.do(Verb.END)
    assert t.s.reactions == () and t.s.lasting == ()
    t2 = brasa({"hand": ["coro-das-fornalhas"], "line": ["touro-de-lava"], "deck": ["medo-das-chamas"]},
               {"line": ["cervo-ancestral"], "discard": ["encruzilhada"]})
    t2.do(Verb.PLAY, t2.u(0, "coro-das-fornalhas"))
    t2.do(Verb.PICK, target=0)                                          # Crossroads' 2Æ, no lasting reaction
    assert t2.s.reactions == () and t2.s.players[0].amber == 2 and t2.s.zone[t2.u(0, "medo-das-chamas")] == Zone.HAND
