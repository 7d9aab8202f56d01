"""One spec per title of the house Vereda (issue 24), in the manner of keyteki's card tests: each title from a
position that exercises its generated text (text.py, quoted in English), with beside it what the text must not
touch: a creature, player or card left as it was, or the ability not firing where it should not."""

from __future__ import annotations

from speckit import (
    Table,
    Verb,
    Zone,
    armor,
    has,
    ids,
    look,
    next_turn,
    options,
    pick,
    picks,
    pools,
    power,
    table,
)


def test_cervo_ancestral() -> None:
    """"Reap: Gain 1Æ." K46: the reap's 1 then the ability's 1; fighting gains nothing."""
    t = table({"line": ["cervo-ancestral"]}, {"line": ["ermita-das-samambaias"]}, house="vereda")
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 0
    t2 = table({"line": ["cervo-ancestral"]}, {"line": ["ermita-das-samambaias"]}, house="vereda")
    t2.do(Verb.FIGHT, t2.u(0, "cervo-ancestral"), t2.u(1, "ermita-das-samambaias"))
    assert t2.s.players[0].amber == 0 and t2.s.zone[t2.u(1, "ermita-das-samambaias")] == Zone.DISCARD


def test_espinheiro() -> None:
    """"Taunt, Hazardous 2." K72: its neighbour cannot be attacked, a creature beyond it can; K75: 2 damage to
    its attacker before the fight, none to an attacker of another creature."""
    t = table({"line": ["alce-de-chifre-largo"]}, {"line": ["espinheiro", "cervo-ancestral", "ermita-das-samambaias"]},
              house="vereda")
    alce = t.u(0, "alce-de-chifre-largo")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {t.u(1, "espinheiro"), t.u(1, "ermita-das-samambaias")}
    t.do(Verb.FIGHT, alce, t.u(1, "espinheiro"))
    assert t.s.damage[alce] == 2 + 4 and t.s.zone[t.u(1, "espinheiro")] == Zone.DISCARD
    t2 = table({"line": ["alce-de-chifre-largo"]}, {"line": ["espinheiro", "cervo-ancestral", "ermita-das-samambaias"]},
               house="vereda")
    t2.do(Verb.FIGHT, t2.u(0, "alce-de-chifre-largo"), t2.u(1, "ermita-das-samambaias"))
    assert t2.s.damage[t2.u(0, "alce-de-chifre-largo")] == 3


def test_druida_do_musgo() -> None:
    """"Reap: Fully heal a friendly creature." K55, K81: every friendly creature may be chosen, no enemy one;
    the chosen one loses all its damage, the others keep theirs."""
    t = table({"line": ["druida-do-musgo", "alce-de-chifre-largo", "cervo-ancestral"]}, {"line": ["urso-das-veredas"]},
              house="vereda", status={"0:alce-de-chifre-largo": {"damage": 5}, "0:cervo-ancestral": {"damage": 2},
                                      "1:urso-das-veredas": {"damage": 3}})
    t.do(Verb.REAP, t.u(0, "druida-do-musgo"))
    assert picks(t) == {t.u(0, "druida-do-musgo"), t.u(0, "alce-de-chifre-largo"), t.u(0, "cervo-ancestral")}
    t.do(Verb.PICK, target=t.u(0, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(0, "alce-de-chifre-largo")] == 0 and t.s.damage[t.u(0, "cervo-ancestral")] == 2
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 3 and t.s.players[0].amber == 1


def test_urso_das_veredas() -> None:
    """"Fight: Give this creature 1 +1 power token." K47, K56: after it survives a fight it has 7 power; the
    creature it fought and its own neighbour get none, and reaping gives none."""
    t = table({"line": ["urso-das-veredas", "ermita-das-samambaias"]}, {"line": ["cervo-ancestral", "lince-pintado"]},
              house="vereda")
    urso = t.u(0, "urso-das-veredas")
    t.do(Verb.FIGHT, urso, t.u(1, "lince-pintado"))
    assert t.s.choice is None and t.s.tokens[urso] == 1 and power(t, urso) == 7 and t.s.damage[urso] == 3
    assert t.s.tokens[t.u(1, "cervo-ancestral")] == 0 and t.s.tokens[t.u(0, "ermita-das-samambaias")] == 0
    t2 = table({"line": ["urso-das-veredas"]}, {}, house="vereda")
    t2.do(Verb.REAP, t2.u(0, "urso-das-veredas"))
    assert t2.s.tokens[t2.u(0, "urso-das-veredas")] == 0 and t2.s.players[0].amber == 1


def test_coruja_sabia() -> None:
    """"Elusive. Play: Draw 1 card." K29: one card from its controller's deck, none from the opponent's; K70:
    the first attack on it in a turn deals no damage either way, the second one does."""
    t = table({"hand": ["coruja-sabia"], "deck": ["cervo-ancestral", "espinheiro"]}, {"deck": ["lince-pintado"]},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "coruja-sabia"), pos=0)
    assert ids(t, t.s.players[0].hand) == ["espinheiro"] and ids(t, t.s.players[0].deck) == ["cervo-ancestral"]
    assert t.s.players[1].deck == [t.u(1, "lince-pintado")] and not t.s.players[1].hand
    t2 = table({"line": ["coruja-sabia"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]}, active=1,
               house="vereda")
    coruja = t2.u(0, "coruja-sabia")
    t2.do(Verb.FIGHT, t2.u(1, "urso-das-veredas"), coruja)
    assert t2.s.damage[coruja] == 0 and t2.s.damage[t2.u(1, "urso-das-veredas")] == 0
    t2.do(Verb.FIGHT, t2.u(1, "cervo-ancestral"), coruja)
    assert t2.s.zone[coruja] == Zone.DISCARD and t2.s.damage[t2.u(1, "cervo-ancestral")] == 1


def test_arvore_mae() -> None:
    """"Play: Give each friendly creature 1 +1 power token." K29: it is in play when the ability resolves, so it
    gets one too; K81: enemy creatures get none."""
    t = table({"hand": ["arvore-mae"], "line": ["cervo-ancestral", "lince-pintado"]}, {"line": ["urso-das-veredas"]},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "arvore-mae"), pos=2)
    assert [t.s.tokens[u] for u in t.s.players[0].line] == [1, 1, 1]
    assert power(t, t.u(0, "arvore-mae")) == 8 and t.s.tokens[t.u(1, "urso-das-veredas")] == 0


def test_lobo_da_matilha() -> None:
    """"Deploy. Play: Give each of its neighbors 1 +1 power token." K77: it may enter between two creatures;
    K84: the two beside it get a token, the one further away and itself do not."""
    t = table({"hand": ["lobo-da-matilha"], "line": ["cervo-ancestral", "lince-pintado", "urso-das-veredas"]},
              {"line": ["ermita-das-samambaias"]}, house="vereda")
    lobo = t.u(0, "lobo-da-matilha")
    assert {a.pos for a in t.offered(Verb.PLAY)} == {0, 1, 2, 3}
    t.do(Verb.PLAY, lobo, pos=1)
    assert ids(t, t.s.players[0].line) == ["cervo-ancestral", "lobo-da-matilha", "lince-pintado", "urso-das-veredas"]
    assert [t.s.tokens[u] for u in t.s.players[0].line] == [1, 0, 1, 0]
    assert t.s.tokens[t.u(1, "ermita-das-samambaias")] == 0


def test_raposa_trocadora() -> None:
    """"Elusive. Play: Optionally: Swap this creature with another friendly creature." K86: the two exchange
    places in the battleline; K35: declining leaves the line as it was; no enemy creature, nor itself, offered."""
    t = table({"hand": ["raposa-trocadora"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "raposa-trocadora"), pos=0)
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(0, "lince-pintado")} and Verb.PASS in {a.verb for a in t.actions()}
    t.do(Verb.PICK, target=t.u(0, "lince-pintado"))
    assert ids(t, t.s.players[0].line) == ["lince-pintado", "cervo-ancestral", "raposa-trocadora"]
    assert has(t, t.u(0, "raposa-trocadora"), "elusive")
    t2 = table({"hand": ["raposa-trocadora"], "line": ["cervo-ancestral", "lince-pintado"]}, {}, house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "raposa-trocadora"), pos=0)
    t2.do(Verb.PASS)
    assert ids(t2, t2.s.players[0].line) == ["raposa-trocadora", "cervo-ancestral", "lince-pintado"]


def test_batedora_de_trilhas() -> None:
    """"Play: Search your deck for a beast card and put it in your hand." K85, K92: only beast cards are offered
    (a plant is not), the found one goes to hand and the rest stays in the deck."""
    t = table({"hand": ["batedora-de-trilhas"], "deck": ["espinheiro", "cervo-ancestral", "carvalho-teimoso"]}, {},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "batedora-de-trilhas"), pos=0)
    assert picks(t) == {t.u(0, "cervo-ancestral")}
    t.do(Verb.PICK, target=t.u(0, "cervo-ancestral"))
    assert ids(t, t.s.players[0].hand) == ["cervo-ancestral"]
    assert sorted(ids(t, t.s.players[0].deck)) == ["carvalho-teimoso", "espinheiro"]


def test_musgo_transferidor() -> None:
    """"Reap: Move all damage from this creature to an enemy creature." K57: moved damage is not dealt, so the
    target's armor does not stop it; only enemy creatures are offered; the other enemy keeps its damage."""
    t = table({"line": ["musgo-transferidor", "cervo-ancestral"]}, {"line": ["tartaruga-ancia", "urso-das-veredas"]},
              house="vereda", status={"0:musgo-transferidor": {"damage": 3}, "0:cervo-ancestral": {"damage": 1}})
    t.do(Verb.REAP, t.u(0, "musgo-transferidor"))
    assert picks(t) == {t.u(1, "tartaruga-ancia"), t.u(1, "urso-das-veredas")}
    t.do(Verb.PICK, target=t.u(1, "tartaruga-ancia"))
    assert t.s.damage[t.u(0, "musgo-transferidor")] == 0 and t.s.damage[t.u(1, "tartaruga-ancia")] == 3
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 0 and t.s.damage[t.u(0, "cervo-ancestral")] == 1


def test_colheita() -> None:
    """"Play: Gain 1Æ for each friendly creature." K90: three friendly creatures, three Æmber; the opponent's
    creatures are not counted."""
    t = table({"hand": ["colheita"], "line": ["cervo-ancestral", "lince-pintado", "urso-das-veredas"]},
              {"line": ["espinheiro", "ermita-das-samambaias"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "colheita"))
    assert t.s.players[0].amber == 3 and t.s.players[1].amber == 0


def test_chamado_selvagem() -> None:
    """"Play: Ready and reap with a friendly creature." K28 bonus 1, K45/K46: an exhausted friendly creature is
    readied and reaps (1 + its "Reap:" 1); enemy creatures are not offered."""
    t = table({"hand": ["chamado-selvagem"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas"]}, house="vereda", status={"0:cervo-ancestral": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "chamado-selvagem"))
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(0, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(0, "cervo-ancestral"))
    assert t.s.players[0].amber == 1 + 2 and t.s.exhausted[t.u(0, "cervo-ancestral")]
    assert t.s.tokens[t.u(0, "lince-pintado")] == 0 and not t.s.exhausted[t.u(0, "lince-pintado")]
    assert not t.s.exhausted[t.u(1, "urso-das-veredas")] and t.s.players[1].amber == 0


def test_semente_dourada() -> None:
    """"Omni: Gain 1Æ." K51: used while another house is active, it exhausts and gains 1; once exhausted it is
    not offered again, and the opponent's copy is never offered."""
    t = table({"artifacts": ["semente-dourada"]}, {"artifacts": ["semente-dourada"]}, house="mare")
    mine = t.u(0, "semente-dourada")
    assert [a.card for a in t.offered(Verb.OMNI)] == [mine]
    t.do(Verb.OMNI, mine)
    assert t.s.players[0].amber == 1 and t.s.exhausted[mine] and not t.offered(Verb.OMNI)
    assert t.s.players[1].amber == 0 and not t.s.exhausted[t.u(1, "semente-dourada")]


def test_cura_das_raizes() -> None:
    """"Play: Heal 3 damage from a creature." K28 bonus 2, K55: any creature may be chosen, enemy too; it loses
    3 damage, the others keep theirs."""
    t = table({"hand": ["cura-das-raizes"], "line": ["cervo-ancestral"]}, {"line": ["alce-de-chifre-largo"]},
              house="vereda", status={"0:cervo-ancestral": {"damage": 2}, "1:alce-de-chifre-largo": {"damage": 5}})
    t.do(Verb.PLAY, t.u(0, "cura-das-raizes"))
    assert t.s.players[0].amber == 2
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(1, "alce-de-chifre-largo")}
    t.do(Verb.PICK, target=t.u(1, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(1, "alce-de-chifre-largo")] == 2 and t.s.damage[t.u(0, "cervo-ancestral")] == 2


def test_casca_de_carvalho() -> None:
    """"This creature gets +2 power and +1 armor. This creature gains Taunt." K43: the host has 6 power, 1 armor
    and Taunt; its neighbour is unchanged and cannot be attacked (K72)."""
    t = table({"hand": ["casca-de-carvalho"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    cervo, lince = t.u(0, "cervo-ancestral"), t.u(0, "lince-pintado")
    t.do(Verb.PLAY, t.u(0, "casca-de-carvalho"), target=cervo)
    assert (power(t, cervo), armor(t, cervo), has(t, cervo, "taunt")) == (6, 1, True)
    assert (power(t, lince), armor(t, lince), has(t, lince, "taunt")) == (3, 0, False)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=2)
    assert {a.target for a in t.offered(Verb.FIGHT)} == {cervo}


def test_tartaruga_ancia() -> None:
    """"Taunt" (power 5, armor 2). K72: its neighbour cannot be attacked while it stands; K54: its 2 armor
    takes 2 of a 6-power attacker's damage."""
    t = table({"line": ["urso-das-veredas"]}, {"line": ["cervo-ancestral", "tartaruga-ancia"]}, house="vereda")
    tart = t.u(1, "tartaruga-ancia")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {tart}
    t.do(Verb.FIGHT, t.u(0, "urso-das-veredas"), tart)
    assert t.s.damage[tart] == 4 and t.s.zone[tart] == Zone.LINE and t.s.damage[t.u(1, "cervo-ancestral")] == 0


def test_enxame_de_vespas() -> None:
    """"Play: Deal 1 damage to each enemy creature." K28 bonus 1, K54: armor absorbs it on an armored enemy;
    K81: friendly creatures take none."""
    t = table({"hand": ["enxame-de-vespas"], "line": ["cervo-ancestral"]},
              {"line": ["urso-das-veredas", "tartaruga-ancia", "cogumelo-luminoso"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "enxame-de-vespas"))
    assert t.s.players[0].amber == 1 and t.s.damage[t.u(1, "urso-das-veredas")] == 1
    assert t.s.damage[t.u(1, "tartaruga-ancia")] == 0 and t.s.zone[t.u(1, "cogumelo-luminoso")] == Zone.DISCARD
    assert t.s.damage[t.u(0, "cervo-ancestral")] == 0


def test_guardiao_do_bosque() -> None:
    """"Hazardous 3. Reap: Gain 1Æ for each damaged enemy creature." K90: two damaged enemies, 1 + 2; a damaged
    friendly creature and an undamaged enemy are not counted; K75: its attacker takes 3 before the fight, then
    the fight's 4."""
    t = table({"line": ["guardiao-do-bosque", "cervo-ancestral"]},
              {"line": ["urso-das-veredas", "lince-pintado", "espinheiro"]}, house="vereda",
              status={"0:cervo-ancestral": {"damage": 1}, "1:urso-das-veredas": {"damage": 1},
                      "1:lince-pintado": {"damage": 2}})
    t.do(Verb.REAP, t.u(0, "guardiao-do-bosque"))
    assert t.s.players[0].amber == 1 + 2
    t2 = table({"line": ["guardiao-do-bosque"]}, {"line": ["alce-de-chifre-largo"]}, active=1, house="vereda",
               status={"1:alce-de-chifre-largo": {"tokens": 1}})
    t2.do(Verb.FIGHT, t2.u(1, "alce-de-chifre-largo"), t2.u(0, "guardiao-do-bosque"))
    assert t2.s.damage[t2.u(1, "alce-de-chifre-largo")] == 3 + 4               # 8 power: it survives
    assert t2.s.zone[t2.u(0, "guardiao-do-bosque")] == Zone.DISCARD


def test_cogumelo_luminoso() -> None:
    """"Destroyed: Gain 2Æ." K58: destroyed in a fight, its controller gains 2 (the opponent nothing); K60:
    returned to hand instead of destroyed, it gains nothing."""
    t = table({"line": ["cogumelo-luminoso"]}, {"line": ["cervo-ancestral"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "cogumelo-luminoso"), t.u(1, "cervo-ancestral"))
    assert t.s.zone[t.u(0, "cogumelo-luminoso")] == Zone.DISCARD
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 0
    t2 = table({"hand": ["clemencia-da-vereda"], "line": ["cogumelo-luminoso"]}, {"line": ["cervo-ancestral"]},
               house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "clemencia-da-vereda"))
    t2.do(Verb.PICK, target=t2.u(0, "cogumelo-luminoso"))
    assert t2.s.zone[t2.u(0, "cogumelo-luminoso")] == Zone.HAND and t2.s.players[0].amber == 1


def test_lince_pintado() -> None:
    """"Skirmish. Reap: Give this creature 1 +1 power token." K71: fighting, it takes no damage from the
    defender; K46: reaping gives it a token, none to its neighbour."""
    t = table({"line": ["lince-pintado"]}, {"line": ["urso-das-veredas"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "lince-pintado"), t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(0, "lince-pintado")] == Zone.LINE and t.s.damage[t.u(0, "lince-pintado")] == 0
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 3 and t.s.tokens[t.u(0, "lince-pintado")] == 0
    t2 = table({"line": ["lince-pintado", "cervo-ancestral"]}, {}, house="vereda")
    t2.do(Verb.REAP, t2.u(0, "lince-pintado"))
    assert t2.s.tokens[t2.u(0, "lince-pintado")] == 1 and power(t2, t2.u(0, "lince-pintado")) == 4
    assert t2.s.tokens[t2.u(0, "cervo-ancestral")] == 0


def test_colmeia_viva() -> None:
    """"Hazardous 1. Play: Deal 1 damage to an enemy creature." K29: only enemy creatures are offered and the
    other enemy is untouched; K75: its attacker takes 1 before the fight."""
    t = table({"hand": ["colmeia-viva"], "line": ["cervo-ancestral"]},
              {"line": ["urso-das-veredas", "lince-pintado"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "colmeia-viva"), pos=1)
    assert picks(t) == {t.u(1, "urso-das-veredas"), t.u(1, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(1, "lince-pintado"))
    assert t.s.damage[t.u(1, "lince-pintado")] == 1 and t.s.damage[t.u(1, "urso-das-veredas")] == 0
    assert t.s.damage[t.u(0, "cervo-ancestral")] == 0
    t2 = table({"line": ["colmeia-viva"]}, {"line": ["alce-de-chifre-largo"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "alce-de-chifre-largo"), t2.u(0, "colmeia-viva"))
    assert t2.s.damage[t2.u(1, "alce-de-chifre-largo")] == 1 + 2


def test_ancia_das_raizes() -> None:
    """"Play: Search your deck for a plant card and put it in your hand." K85, K92: plants offered, a beast
    not; the found plant goes to hand."""
    t = table({"hand": ["ancia-das-raizes"], "deck": ["cervo-ancestral", "espinheiro", "carvalho-teimoso"]}, {},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "ancia-das-raizes"), pos=0)
    assert picks(t) == {t.u(0, "espinheiro"), t.u(0, "carvalho-teimoso")}
    t.do(Verb.PICK, target=t.u(0, "carvalho-teimoso"))
    assert ids(t, t.s.players[0].hand) == ["carvalho-teimoso"]
    assert sorted(ids(t, t.s.players[0].deck)) == ["cervo-ancestral", "espinheiro"]


def test_alce_de_chifre_largo() -> None:
    """"Taunt. Reap: Fully heal this creature. Gain 1Æ." K55: its own damage is gone, its damaged neighbour's
    stays; K46: 1 + 1 Æmber; K72: its neighbour cannot be attacked."""
    t = table({"line": ["alce-de-chifre-largo", "cervo-ancestral"]}, {}, house="vereda",
              status={"0:alce-de-chifre-largo": {"damage": 5}, "0:cervo-ancestral": {"damage": 2}})
    t.do(Verb.REAP, t.u(0, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(0, "alce-de-chifre-largo")] == 0 and t.s.damage[t.u(0, "cervo-ancestral")] == 2
    assert t.s.players[0].amber == 2
    t2 = table({"line": ["urso-das-veredas"]}, {"line": ["alce-de-chifre-largo", "cervo-ancestral"]}, house="vereda")
    assert {a.target for a in t2.offered(Verb.FIGHT)} == {t2.u(1, "alce-de-chifre-largo")}


def test_danca_da_chuva() -> None:
    """"Play: Fully heal each friendly creature." K28 bonus 2, K55: every friendly creature loses all damage;
    the enemy creature keeps its own."""
    t = table({"hand": ["danca-da-chuva"], "line": ["alce-de-chifre-largo", "cervo-ancestral"]},
              {"line": ["urso-das-veredas"]}, house="vereda",
              status={"0:alce-de-chifre-largo": {"damage": 5}, "0:cervo-ancestral": {"damage": 2},
                      "1:urso-das-veredas": {"damage": 4}})
    t.do(Verb.PLAY, t.u(0, "danca-da-chuva"))
    assert [t.s.damage[u] for u in t.s.players[0].line] == [0, 0]
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 4 and t.s.players[0].amber == 2


def test_atalho_entre_samambaias() -> None:
    """"Play: Search your deck for a beast card and put it in your hand." K28 bonus 1, K85: beasts offered, a
    plant not; K35/K85: the search may find nothing, and then the hand is unchanged."""
    t = table({"hand": ["atalho-entre-samambaias"], "deck": ["urso-das-veredas", "espinheiro", "lince-pintado"]},
              {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "atalho-entre-samambaias"))
    assert t.s.players[0].amber == 1
    assert picks(t) == {t.u(0, "urso-das-veredas"), t.u(0, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(0, "urso-das-veredas"))
    assert ids(t, t.s.players[0].hand) == ["urso-das-veredas"]
    t2 = table({"hand": ["atalho-entre-samambaias"], "deck": ["urso-das-veredas", "espinheiro"]}, {}, house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "atalho-entre-samambaias"))
    t2.do(Verb.PASS)
    assert not t2.s.players[0].hand and len(t2.s.players[0].deck) == 2


def test_crescimento_subito() -> None:
    """"Play: Give a friendly creature 3 +1 power tokens." K56: the chosen one has +3 power; the other friendly
    creature none; enemy creatures are not offered."""
    t = table({"hand": ["crescimento-subito"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "crescimento-subito"))
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(0, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(0, "lince-pintado"))
    assert power(t, t.u(0, "lince-pintado")) == 6 and t.s.tokens[t.u(0, "cervo-ancestral")] == 0
    assert t.s.tokens[t.u(1, "urso-das-veredas")] == 0


def test_pedra_do_solsticio() -> None:
    """"Action: Gain 1Æ for each friendly creature." K42, K90: used on its house it exhausts and gains 2 for two
    friendly creatures (the enemy's three not counted); K50: on another house it is not offered."""
    t = table({"artifacts": ["pedra-do-solsticio"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas", "espinheiro", "alce-de-chifre-largo"]}, house="vereda")
    pedra = t.u(0, "pedra-do-solsticio")
    t.do(Verb.ACTION, pedra)
    assert t.s.players[0].amber == 2 and t.s.exhausted[pedra]
    t2 = table({"artifacts": ["pedra-do-solsticio"], "line": ["cervo-ancestral"]}, {}, house="mare")
    assert not t2.offered(Verb.ACTION)


def test_ninho_de_espinhos() -> None:
    """"Action: Give a friendly creature 1 +1 power token." K42: the chosen friendly creature gets a token, the
    other none; enemy creatures are not offered."""
    t = table({"artifacts": ["ninho-de-espinhos"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    t.do(Verb.ACTION, t.u(0, "ninho-de-espinhos"))
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(0, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(0, "cervo-ancestral"))
    assert t.s.tokens[t.u(0, "cervo-ancestral")] == 1 and t.s.tokens[t.u(0, "lince-pintado")] == 0
    assert t.s.tokens[t.u(1, "urso-das-veredas")] == 0 and t.s.exhausted[t.u(0, "ninho-de-espinhos")]


def test_coroa_de_folhas() -> None:
    """"This creature gets +1 power and +0 armor. This creature gains Elusive." K43: the host has 5 power and
    Elusive, so the first attack on it deals no damage (K70); its neighbour gains nothing."""
    t = table({"hand": ["coroa-de-folhas"], "line": ["cervo-ancestral", "lince-pintado"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    cervo = t.u(0, "cervo-ancestral")
    t.do(Verb.PLAY, t.u(0, "coroa-de-folhas"), target=cervo)
    assert (power(t, cervo), armor(t, cervo), has(t, cervo, "elusive")) == (5, 0, True)
    assert (power(t, t.u(0, "lince-pintado")), has(t, t.u(0, "lince-pintado"), "elusive")) == (3, False)
    next_turn(t, "vereda")
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), cervo)
    assert t.s.damage[cervo] == 0 and t.s.damage[t.u(1, "urso-das-veredas")] == 0


def test_seiva_fortificante() -> None:
    """"This creature gets +3 power and +0 armor." K43: an enemy host may be chosen and gets 6 power, armor
    unchanged; the other creature is unchanged."""
    t = table({"hand": ["seiva-fortificante"], "line": ["cervo-ancestral"]}, {"line": ["lince-pintado"]},
              house="vereda")
    lince = t.u(1, "lince-pintado")
    assert {a.target for a in t.offered(Verb.PLAY)} == {t.u(0, "cervo-ancestral"), lince}
    t.do(Verb.PLAY, t.u(0, "seiva-fortificante"), target=lince)
    assert (power(t, lince), armor(t, lince)) == (6, 0) and power(t, t.u(0, "cervo-ancestral")) == 4


def test_carvalho_teimoso() -> None:
    """"If this would be destroyed, instead: Fully heal this creature. Stun this creature." K59: lethal damage
    leaves it in play, healed and stunned (K78), and so does a "destroy" effect; damage short of lethal stays and
    does not stun it."""
    t = table({"line": ["carvalho-teimoso"]}, {"line": ["alce-de-chifre-largo"]}, house="vereda")
    oak = t.u(0, "carvalho-teimoso")
    t.do(Verb.FIGHT, oak, t.u(1, "alce-de-chifre-largo"))
    assert t.s.zone[oak] == Zone.LINE and t.s.damage[oak] == 0 and t.s.stun[oak]
    assert t.s.damage[t.u(1, "alce-de-chifre-largo")] == 5
    t2 = table({"line": ["carvalho-teimoso"]}, {"line": ["cervo-ancestral"]}, house="vereda")
    oak2 = t2.u(0, "carvalho-teimoso")
    t2.do(Verb.FIGHT, oak2, t2.u(1, "cervo-ancestral"))
    assert t2.s.damage[oak2] == 4 and not t2.s.stun[oak2]
    t3 = table({"hand": ["clemencia-da-vereda"]}, {"line": ["carvalho-teimoso"]}, house="vereda",
               status={"1:carvalho-teimoso": {"damage": 2}})
    t3.do(Verb.PLAY, t3.u(0, "clemencia-da-vereda"))
    oak3 = t3.u(1, "carvalho-teimoso")
    assert (t3.s.zone[oak3], t3.s.damage[oak3], t3.s.stun[oak3]) == (Zone.LINE, 0, True)


def test_nevoa_da_vereda() -> None:
    """"Play: Your opponent cannot choose Trail as their house on their next turn." K24: at the opponent's next
    house choice Vereda is missing; its player's own next choice still offers Vereda."""
    t = table({"hand": ["nevoa-da-vereda"]}, {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "nevoa-da-vereda"))
    assert t.s.players[0].amber == 1
    t.do(Verb.END)
    assert {a.target for a in t.offered(Verb.HOUSE)} == {1, 3}                  # cinza, engrenagem
    t.do(Verb.HOUSE, target=1)
    t.do(Verb.END)
    assert {a.target for a in t.offered(Verb.HOUSE)} == {0, 1, 2}               # mare, cinza, vereda


def test_clemencia_da_vereda() -> None:
    """"Play: Destroy a creature. If it is a friendly creature, return it to its owner's hand instead." K58: an
    enemy creature goes to discard; K59: a friendly one goes to hand instead; the others stay."""
    t = table({"hand": ["clemencia-da-vereda"], "line": ["cervo-ancestral"]},
              {"line": ["urso-das-veredas", "lince-pintado"]}, house="vereda")
    assert t.s.players[0].amber == 0
    t.do(Verb.PLAY, t.u(0, "clemencia-da-vereda"))
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(1, "urso-das-veredas"), t.u(1, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD and t.s.zone[t.u(1, "lince-pintado")] == Zone.LINE
    assert t.s.zone[t.u(0, "cervo-ancestral")] == Zone.LINE
    t2 = table({"hand": ["clemencia-da-vereda"], "line": ["cervo-ancestral"]}, {"line": ["urso-das-veredas"]},
               house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "clemencia-da-vereda"))
    t2.do(Verb.PICK, target=t2.u(0, "cervo-ancestral"))
    assert t2.s.zone[t2.u(0, "cervo-ancestral")] == Zone.HAND and t2.s.zone[t2.u(1, "urso-das-veredas")] == Zone.LINE


def test_vigia_insone() -> None:
    """"At the start of your opponent's turn: Fully heal this creature." K13/K14, K81: when its controller's
    turn ends and the opponent's begins it loses its damage (a damaged friendly neighbour does not); at the
    start of its controller's own turn it does not."""
    t = table({"line": ["vigia-insone", "cervo-ancestral"]}, {}, status={"0:vigia-insone": {"damage": 3},
                                                                       "0:cervo-ancestral": {"damage": 2}})
    t.do(Verb.END)
    assert t.s.damage[t.u(0, "vigia-insone")] == 0 and t.s.damage[t.u(0, "cervo-ancestral")] == 2
    t2 = table({"line": ["vigia-insone"]}, {}, active=1, house="vereda", status={"0:vigia-insone": {"damage": 3}})
    t2.do(Verb.END)
    assert t2.s.active == 0 and t2.s.damage[t2.u(0, "vigia-insone")] == 3


def test_arauto_das_clareiras() -> None:
    """"After another friendly creature enters play: Gain 1Æ." K14, K44: its controller gains 1 when another
    creature of theirs enters; not when it enters itself, and the opponent's copy gains nothing (an enemy
    creature entered)."""
    t = table({"hand": ["cervo-ancestral", "arauto-das-clareiras"]}, {"line": ["arauto-das-clareiras"]},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "arauto-das-clareiras"), pos=0)
    assert t.s.players[0].amber == 0
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=1)
    assert t.s.players[0].amber == 1 and t.s.players[1].amber == 0


def test_pastora_de_colheitas() -> None:
    """"After a friendly creature reaps: Heal 1 damage from each friendly creature." K14, K46, K55: after a
    friendly reap each friendly creature (itself too) loses 1 damage; the enemy keeps its damage; a friendly
    fight and an enemy reap heal nothing."""
    status = {"0:pastora-de-colheitas": {"damage": 1}, "0:alce-de-chifre-largo": {"damage": 2},
              "1:urso-das-veredas": {"damage": 2}}
    t = table({"line": ["pastora-de-colheitas", "alce-de-chifre-largo", "cervo-ancestral"]},
              {"line": ["urso-das-veredas"]}, house="vereda", status=status)
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    assert t.s.players[0].amber == 2
    assert t.s.damage[t.u(0, "pastora-de-colheitas")] == 0 and t.s.damage[t.u(0, "alce-de-chifre-largo")] == 1
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 2
    t2 = table({"line": ["pastora-de-colheitas", "alce-de-chifre-largo", "cervo-ancestral"]},
               {"line": ["urso-das-veredas"]}, house="vereda", status=status)
    t2.do(Verb.FIGHT, t2.u(0, "cervo-ancestral"), t2.u(1, "urso-das-veredas"))
    assert t2.s.damage[t2.u(0, "pastora-de-colheitas")] == 1 and t2.s.damage[t2.u(0, "alce-de-chifre-largo")] == 2
    t3 = table({"line": ["pastora-de-colheitas", "alce-de-chifre-largo"]}, {"line": ["urso-das-veredas"]},
               active=1, house="vereda", status=status)
    t3.do(Verb.REAP, t3.u(1, "urso-das-veredas"))
    assert t3.s.damage[t3.u(0, "pastora-de-colheitas")] == 1 and t3.s.damage[t3.u(1, "urso-das-veredas")] == 2


def test_escudeira_de_casca() -> None:
    """"Each of its neighbors gets +1 armor." K33, K84: the two creatures beside it have 1 armor; itself, the
    creature two places away and the enemy creatures have none."""
    t = table({"line": ["cervo-ancestral", "escudeira-de-casca", "lince-pintado", "urso-das-veredas"]},
              {"line": ["alce-de-chifre-largo"]}, house="vereda")
    assert [armor(t, u) for u in t.s.players[0].line] == [1, 0, 1, 0]
    assert armor(t, t.u(1, "alce-de-chifre-largo")) == 0


def test_lebre_desperta() -> None:
    """"This creature enters play ready." K7, K44: it may reap the turn it is played; a creature played beside
    it enters exhausted as usual."""
    t = table({"hand": ["lebre-desperta", "cervo-ancestral"]}, {}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "lebre-desperta"), pos=0)
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=1)
    assert not t.s.exhausted[t.u(0, "lebre-desperta")] and t.s.exhausted[t.u(0, "cervo-ancestral")]
    assert [a.card for a in t.offered(Verb.REAP)] == [t.u(0, "lebre-desperta")]
    t.do(Verb.REAP, t.u(0, "lebre-desperta"))
    assert t.s.players[0].amber == 1


def test_ermita_das_samambaias() -> None:
    """"This creature cannot fight. Reap: Gain 1Æ." K24, K47: no fight is offered for it while its neighbour may
    fight; K46: reaping gains 1 + 1."""
    t = table({"line": ["ermita-das-samambaias", "cervo-ancestral"]}, {"line": ["urso-das-veredas"]}, house="vereda")
    assert {a.card for a in t.offered(Verb.FIGHT)} == {t.u(0, "cervo-ancestral")}
    t.do(Verb.REAP, t.u(0, "ermita-das-samambaias"))
    assert t.s.players[0].amber == 2


def test_clamor_das_trilhas() -> None:
    """"Play: For the remainder of the turn: Each friendly creature gains Skirmish." K37, K71: this turn a
    friendly attacker takes no damage from the defender, and a creature played after it gains it too; enemy
    creatures do not gain it; the next turn it is gone."""
    t = table({"hand": ["clamor-das-trilhas", "lebre-desperta"], "line": ["cervo-ancestral", "alce-de-chifre-largo"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "clamor-das-trilhas"))
    cervo, urso = t.u(0, "cervo-ancestral"), t.u(1, "urso-das-veredas")
    assert has(t, t.u(0, "alce-de-chifre-largo"), "skirmish") and not has(t, urso, "skirmish")
    t.do(Verb.PLAY, t.u(0, "lebre-desperta"), pos=2)
    assert has(t, t.u(0, "lebre-desperta"), "skirmish")
    t.do(Verb.FIGHT, cervo, urso)
    assert t.s.damage[cervo] == 0 and t.s.damage[urso] == 4
    next_turn(t, "vereda")
    assert not has(t, cervo, "skirmish") and not has(t, t.u(0, "alce-de-chifre-largo"), "skirmish")


def test_casca_endurecida() -> None:
    """"Play: Until the start of your next turn: Each friendly creature gets +2 armor." K37, K54: during the
    opponent's turn a friendly creature has 2 armor (one played after it too; an enemy none) and takes 2 less
    from an attack; at its player's next turn the armor is gone."""
    t = table({"hand": ["casca-endurecida", "lebre-desperta"], "line": ["alce-de-chifre-largo", "cervo-ancestral"]},
              {"line": ["urso-das-veredas"]}, house="vereda")
    alce, urso = t.u(0, "alce-de-chifre-largo"), t.u(1, "urso-das-veredas")
    t.do(Verb.PLAY, t.u(0, "casca-endurecida"))
    assert t.s.choice is None and armor(t, alce) == 2 and armor(t, t.u(0, "cervo-ancestral")) == 2
    assert armor(t, urso) == 0
    t.do(Verb.PLAY, t.u(0, "lebre-desperta"), pos=2)
    assert armor(t, t.u(0, "lebre-desperta")) == 2
    next_turn(t, "vereda")
    t.do(Verb.FIGHT, urso, alce)
    assert t.s.damage[alce] == 6 - 2
    assert t.s.zone[urso] == Zone.DISCARD
    next_turn(t, "vereda")
    assert armor(t, alce) == 0


def test_folego_tardio() -> None:
    """"Play: Gain 1Æ. If your opponent has forged more keys than you: Gain 2Æ." Behind on keys (K12, K20): 1 + 2;
    even on keys: only 1; the opponent's pool is untouched."""
    t = table({"hand": ["folego-tardio"]}, {}, house="vereda", keys=(0, 1))
    t.do(Verb.PLAY, t.u(0, "folego-tardio"))
    assert t.s.players[0].amber == 3 and t.s.players[1].amber == 0
    t2 = table({"hand": ["folego-tardio"]}, {}, house="vereda", keys=(1, 1))
    t2.do(Verb.PLAY, t2.u(0, "folego-tardio"))
    assert t2.s.players[0].amber == 1


def test_refugio_das_raizes() -> None:
    """"Play: If you control fewer creatures than your opponent: Draw 2 cards." K28 bonus 1: one creature
    against two draws 2; two against two draws nothing."""
    deck = ["cervo-ancestral", "lince-pintado", "espinheiro"]
    t = table({"hand": ["refugio-das-raizes"], "line": ["urso-das-veredas"], "deck": deck},
              {"line": ["cervo-ancestral", "lince-pintado"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "refugio-das-raizes"))
    assert len(t.s.players[0].hand) == 2 and len(t.s.players[0].deck) == 1 and t.s.players[0].amber == 1
    t2 = table({"hand": ["refugio-das-raizes"], "line": ["urso-das-veredas", "alce-de-chifre-largo"], "deck": deck},
               {"line": ["cervo-ancestral", "lince-pintado"]}, house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "refugio-das-raizes"))
    assert not t2.s.players[0].hand and len(t2.s.players[0].deck) == 3


def test_jardineira_das_brumas() -> None:
    """"Reap: If you control a plant creature: Heal 2 damage from a friendly creature." K92: with a friendly
    plant the chosen friendly creature loses 2 (enemies not offered); with only an enemy plant, nothing heals."""
    t = table({"line": ["jardineira-das-brumas", "espinheiro", "alce-de-chifre-largo"]},
              {"line": ["urso-das-veredas"]}, house="vereda",
              status={"0:alce-de-chifre-largo": {"damage": 3}, "1:urso-das-veredas": {"damage": 3}})
    t.do(Verb.REAP, t.u(0, "jardineira-das-brumas"))
    assert picks(t) == {t.u(0, c) for c in ("jardineira-das-brumas", "espinheiro", "alce-de-chifre-largo")}
    t.do(Verb.PICK, target=t.u(0, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(0, "alce-de-chifre-largo")] == 1 and t.s.damage[t.u(1, "urso-das-veredas")] == 3
    t2 = table({"line": ["jardineira-das-brumas", "alce-de-chifre-largo"]}, {"line": ["espinheiro"]},
               house="vereda", status={"0:alce-de-chifre-largo": {"damage": 3}})
    t2.do(Verb.REAP, t2.u(0, "jardineira-das-brumas"))
    assert t2.s.choice is None and t2.s.damage[t2.u(0, "alce-de-chifre-largo")] == 3 and t2.s.players[0].amber == 1


def test_corrente_vingadora() -> None:
    """"After an enemy creature captures Æmber: Gain 1Æ." K61, K14, K81: the opponent's creature captures 1 from
    its controller, who gains 1 back; a friendly creature's capture does not answer it (but answers the
    opponent's copy, for whom that creature is an enemy)."""
    t = table({"hand": ["colheita"], "artifacts": ["corrente-vingadora"]}, {"line": ["espia-das-brasas"]},
              house="vereda", amber=(2, 0))
    t.do(Verb.PLAY, t.u(0, "colheita"))
    assert t.s.held[t.u(1, "espia-das-brasas")] == 1 and t.s.players[0].amber == 2 - 1 + 1
    t2 = table({"line": ["contrabandista-das-docas"], "artifacts": ["corrente-vingadora"]},
               {"artifacts": ["corrente-vingadora"]}, house="mare", amber=(0, 3))
    t2.do(Verb.REAP, t2.u(0, "contrabandista-das-docas"))
    assert t2.s.held[t2.u(0, "contrabandista-das-docas")] == 1
    assert t2.s.players[0].amber == 1 and t2.s.players[1].amber == 3 - 1 + 1


def test_curandeira_grata() -> None:
    """"After a friendly creature is healed: Gain 1Æ. Reap: Heal 2 damage from a friendly creature." K55: healing
    a damaged friend gains 1 more; a heal that removes nothing is no heal and gains nothing; healing an enemy
    creature gains nothing."""
    t = table({"line": ["curandeira-grata", "alce-de-chifre-largo"]}, {"line": ["urso-das-veredas"]}, house="vereda",
              status={"0:alce-de-chifre-largo": {"damage": 3}, "1:urso-das-veredas": {"damage": 1}})
    t.do(Verb.REAP, t.u(0, "curandeira-grata"))
    assert picks(t) == {t.u(0, "curandeira-grata"), t.u(0, "alce-de-chifre-largo")}
    t.do(Verb.PICK, target=t.u(0, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(0, "alce-de-chifre-largo")] == 1 and t.s.players[0].amber == 1 + 1
    t2 = table({"line": ["curandeira-grata", "alce-de-chifre-largo"]}, {}, house="vereda")
    t2.do(Verb.REAP, t2.u(0, "curandeira-grata"))
    t2.do(Verb.PICK, target=t2.u(0, "alce-de-chifre-largo"))
    assert t2.s.players[0].amber == 1
    t3 = table({"hand": ["cura-das-raizes"], "line": ["curandeira-grata"]}, {"line": ["urso-das-veredas"]},
               house="vereda", status={"1:urso-das-veredas": {"damage": 3}})
    t3.do(Verb.PLAY, t3.u(0, "cura-das-raizes"))
    t3.do(Verb.PICK, target=t3.u(1, "urso-das-veredas"))
    assert t3.s.damage[t3.u(1, "urso-das-veredas")] == 0 and t3.s.players[0].amber == 2


def test_rajada_vingativa() -> None:
    """"Play: For each key your opponent has forged: Deal 2 damage to an enemy creature." K90 ("a creature": the
    instances stay on the one chosen): two keys, 4 damage on it, none on the other enemy nor on friends; with no
    key forged, no damage and no target asked."""
    t = table({"hand": ["rajada-vingativa"], "line": ["cervo-ancestral"]},
              {"line": ["alce-de-chifre-largo", "urso-das-veredas"]}, house="vereda", keys=(0, 2))
    t.do(Verb.PLAY, t.u(0, "rajada-vingativa"))
    assert picks(t) == {t.u(1, "alce-de-chifre-largo"), t.u(1, "urso-das-veredas")}
    t.do(Verb.PICK, target=t.u(1, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(1, "alce-de-chifre-largo")] == 4 and t.s.damage[t.u(1, "urso-das-veredas")] == 0
    assert t.s.damage[t.u(0, "cervo-ancestral")] == 0 and t.s.choice is None
    t2 = table({"hand": ["rajada-vingativa"]}, {"line": ["alce-de-chifre-largo", "urso-das-veredas"]},
               house="vereda")
    t2.do(Verb.PLAY, t2.u(0, "rajada-vingativa"))
    assert t2.s.choice is None and t2.s.players[0].amber == 1
    assert [t2.s.damage[u] for u in t2.s.players[1].line] == [0, 0]


def test_matilha_unida() -> None:
    """Æmber bonus 1; "Play: Give each friendly creature with the beast trait 1 +1 power token." (K92, K56): each
    friendly beast gets one token, a friendly mage none, an enemy beast none."""
    t = table({"hand": ["matilha-unida"], "line": ["salamandra-rubra", "piromante", "cervo-ancestral"]},
              {"line": ["javali-incendiario"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "matilha-unida"))
    assert [look(t, 0, c)["tokens"] for c in ("salamandra-rubra", "piromante", "cervo-ancestral")] == [1, 0, 1]
    assert power(t, t.u(0, "cervo-ancestral")) == 5 and look(t, 1, "javali-incendiario")["tokens"] == 0
    assert pools(t) == (1, 0)


def test_onca_silenciosa() -> None:
    """"Play: Deal 2 damage to an enemy creature with no damage." (K53): the undamaged enemies are offered, not
    the damaged one nor the Onça itself; the chosen one takes 2, the other none; with only damaged enemies
    nothing is dealt (K34)."""
    t = table({"hand": ["onca-silenciosa"], "line": ["urso-das-veredas"]},
              {"line": ["javali-incendiario", "cervo-ancestral", "tartaruga-ancia"]}, house="vereda",
              status={"1:javali-incendiario": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "onca-silenciosa"), pos=0)
    assert options(t) == {(1, "cervo-ancestral"), (1, "tartaruga-ancia")} and not t.offered(Verb.PASS)
    assert look(t, 0, "onca-silenciosa")["power"] == 4 and pools(t) == (0, 0)
    pick(t, 1, "cervo-ancestral")
    assert look(t, 1, "cervo-ancestral")["damage"] == 2 and look(t, 1, "tartaruga-ancia")["damage"] == 0
    assert look(t, 1, "javali-incendiario")["damage"] == 1 and look(t, 0, "onca-silenciosa")["damage"] == 0
    t = table({"hand": ["onca-silenciosa"]}, {"line": ["javali-incendiario"]}, house="vereda",
              status={"1:javali-incendiario": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "onca-silenciosa"), pos=0)
    assert t.s.choice is None and look(t, 1, "javali-incendiario")["damage"] == 1


def test_bencao_do_orvalho() -> None:
    """Æmber bonus 1; "Play: Give each friendly creature with no damage 1 +1 power token. Heal 2 damage from a
    friendly creature." (K53, K56, K55): the undamaged friendly creatures get a token (the one between the
    flanks too), the damaged flank creature and the enemies, damaged or not, do not; then only friendly creatures
    are offered for the heal, which takes 2 off the chosen one."""
    t = table({"hand": ["bencao-do-orvalho"], "line": ["urso-das-veredas", "cervo-ancestral", "druida-do-musgo"]},
              {"line": ["javali-incendiario", "lince-pintado"]}, house="vereda",
              status={"0:urso-das-veredas": {"damage": 3}, "1:javali-incendiario": {"damage": 2}})
    t.do(Verb.PLAY, t.u(0, "bencao-do-orvalho"))
    assert [look(t, 0, c)["tokens"] for c in ("urso-das-veredas", "cervo-ancestral", "druida-do-musgo")] == [0, 1, 1]
    assert look(t, 1, "javali-incendiario")["tokens"] == 0 and look(t, 1, "lince-pintado")["tokens"] == 0
    assert options(t) == {(0, "cervo-ancestral"), (0, "urso-das-veredas"), (0, "druida-do-musgo")}
    assert not t.offered(Verb.PASS)
    pick(t, 0, "urso-das-veredas")
    assert look(t, 0, "urso-das-veredas")["damage"] == 1 and look(t, 0, "urso-das-veredas")["tokens"] == 0
    assert look(t, 1, "javali-incendiario")["damage"] == 2 and pools(t) == (1, 0)


def test_semente_persistente() -> None:
    """"Play: Play a card other than an upgrade from your discard pile." (K31, K29, K39, K44): a creature of another house is
    played from its player's discard pile onto the flank chosen, exhausted (K7), counted by the Rule of Six (K32);
    an Alpha card is not offered (something was played this step) and stays, the opponent's discard pile is not
    offered; an action
    played this way resolves its "Play:" and gives its Æmber bonus. Both plays are plays (K29): the opponent's
    "After your opponent plays a card" captures twice."""
    t = table({"hand": ["semente-persistente"], "line": ["urso-das-veredas"],
               "discard": ["chuva-de-fagulhas", "polvo-ladino", "onda-primeira"]},
              {"line": ["espia-das-brasas"], "discard": ["lanceiro-de-brasa"]}, house="vereda", amber=(3, 0))
    t.do(Verb.PLAY, t.u(0, "semente-persistente"))
    seed = t.u(0, "semente-persistente")                        # K14: its "Play:" is ordered with the capture
    t.do(Verb.ORDER, target=next(a.target for a in t.offered(Verb.ORDER) if t.s.queue[a.target].source == seed))
    assert options(t) == {(0, "chuva-de-fagulhas"), (0, "polvo-ladino")}
    pick(t, 0, "polvo-ladino")
    t.do(Verb.PICK, target=0)                                   # the left flank (K44)
    t.do(Verb.ORDER, target=0)                                  # the two plays' captures, both waiting (K14)
    assert ids(t, t.s.players[0].line) == ["polvo-ladino", "urso-das-veredas"]
    assert look(t, 0, "polvo-ladino")["exhausted"] and t.s.plays.get("polvo-ladino") == 1
    assert ids(t, t.s.players[0].discard) == ["chuva-de-fagulhas", "onda-primeira", "semente-persistente"]
    assert ids(t, t.s.players[1].discard) == ["lanceiro-de-brasa"] and pools(t) == (1, 0)
    assert look(t, 1, "espia-das-brasas")["held"] == 2
    t = table({"hand": ["semente-persistente"], "discard": ["chuva-de-fagulhas"]},
              {"line": ["piromante", "cervo-ancestral"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "semente-persistente"))              # its only option: taken without asking
    pick(t, 1, "cervo-ancestral")                               # Chuva de Fagulhas: 2 damage, Splash 1
    assert look(t, 1, "cervo-ancestral")["damage"] == 2 and look(t, 1, "piromante")["damage"] == 1
    assert pools(t) == (1, 0) and look(t, 0, "chuva-de-fagulhas")["zone"] == Zone.DISCARD


def test_semente_persistente_offers_no_upgrade() -> None:
    """"Play: Play a card other than an upgrade from your discard pile." (K31, K43): an upgrade in the discard pile
    is not offered even with a creature in play to take it; with nothing else there, nothing is played (K34)."""
    t = table({"hand": ["semente-persistente"], "line": ["urso-das-veredas"], "discard": ["casco-de-coral"]}, {},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "semente-persistente"))
    shell, bear = t.u(0, "casco-de-coral"), t.u(0, "urso-das-veredas")
    assert t.s.choice is None and t.s.zone[shell] == Zone.DISCARD and t.s.host[shell] == -1
    assert (power(t, bear), armor(t, bear), has(t, bear, "elusive")) != (6, 2, True)


def test_raizes_que_engolem() -> None:
    """"Play: Put an enemy creature with no damage on top of its owner's deck." (K53, K60): the undamaged enemies
    are offered, the damaged one is not, nor a friendly creature; the chosen one goes on top of its owner's deck
    and its captured Æmber to the opponent; the other stays in play."""
    t = table({"hand": ["raizes-que-engolem"], "line": ["cervo-ancestral"], "deck": ["urso-das-veredas"]},
              {"line": ["javali-incendiario", "cervo-ancestral", "piromante"], "deck": ["lanceiro-de-brasa"]},
              house="vereda", status={"1:javali-incendiario": {"damage": 1}, "1:cervo-ancestral": {"held": 2}})
    t.do(Verb.PLAY, t.u(0, "raizes-que-engolem"))
    assert options(t) == {(1, "cervo-ancestral"), (1, "piromante")} and not t.offered(Verb.PASS)
    pick(t, 1, "cervo-ancestral")
    assert ids(t, t.s.players[1].deck) == ["lanceiro-de-brasa", "cervo-ancestral"] and pools(t) == (2, 0)
    assert ids(t, t.s.players[1].line) == ["javali-incendiario", "piromante"]
    assert ids(t, t.s.players[0].line) == ["cervo-ancestral"] and ids(t, t.s.players[0].deck) == ["urso-das-veredas"]


def _mode(t: Table, n: int) -> None:
    """Answer a "Choose one" with its mode n (0 the first), offered among its modes only, never declined."""
    assert sorted(a.target for a in t.offered(Verb.PICK)) == [0, 1] and not t.offered(Verb.PASS)
    t.do(Verb.PICK, target=n)


def test_encruzilhada() -> None:
    """"Play: Choose one: • Gain 2Æ. • Stun the 2 most powerful enemy creatures." (K9, K82): its player picks a
    mode; only that mode resolves. The stun takes the two most powerful enemy creatures, not a more powerful
    friendly one; a tie for the last place is settled by the player, among the tied creatures only."""
    board = {"line": ["gigante-de-escoria", "carrasco-vermelho", "lanceiro-de-brasa"]}
    t = table({"hand": ["encruzilhada"], "line": ["urso-das-veredas"]}, board, house="vereda")
    t.do(Verb.PLAY, t.u(0, "encruzilhada"))
    _mode(t, 0)
    assert pools(t) == (3, 0) and not any(t.s.stun[u] for u in t.s.players[1].line)
    t = table({"hand": ["encruzilhada"], "line": ["urso-das-veredas"]}, board, house="vereda")
    t.do(Verb.PLAY, t.u(0, "encruzilhada"))
    _mode(t, 1)
    assert [look(t, 1, c)["stun"] for c in board["line"]] == [True, True, False]
    assert not look(t, 0, "urso-das-veredas")["stun"] and pools(t) == (1, 0)
    t = table({"hand": ["encruzilhada"]}, {"line": ["gigante-de-escoria", "lanceiro-de-brasa", "cervo-ancestral",
                                                     "piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "encruzilhada"))
    _mode(t, 1)
    assert options(t) == {(1, "lanceiro-de-brasa"), (1, "cervo-ancestral")} and not t.offered(Verb.PASS)
    pick(t, 1, "cervo-ancestral")
    assert [look(t, 1, c)["stun"] for c in ("gigante-de-escoria", "lanceiro-de-brasa", "cervo-ancestral",
                                            "piromante")] == [True, False, True, False]


def test_xama_das_duas_trilhas() -> None:
    """"Reap: Choose one: • If you have 3 cards or fewer in hand: Draw 2 cards. • If your archives hold 2 cards or
    more: Gain 2Æ." (K46, K11, K65): each mode reads its own condition when it resolves; a mode whose condition
    fails does nothing, and the other mode is not done instead."""
    deck = ["cervo-ancestral"] * 3
    for hand, drawn in ((["druida-do-musgo"] * 3, 2), (["druida-do-musgo"] * 4, 0)):
        t = table({"line": ["xama-das-duas-trilhas"], "hand": hand, "deck": deck, "archives": ["piromante"] * 2},
                  {}, house="vereda")
        t.do(Verb.REAP, t.u(0, "xama-das-duas-trilhas"))
        _mode(t, 0)
        assert len(t.s.players[0].hand) == len(hand) + drawn and pools(t) == (1, 0)
    for archives, amber in ((["piromante"] * 2, 3), (["piromante"], 1)):
        t = table({"line": ["xama-das-duas-trilhas"], "deck": deck, "archives": archives}, {}, house="vereda")
        t.do(Verb.REAP, t.u(0, "xama-das-duas-trilhas"))
        _mode(t, 1)
        assert pools(t) == (amber, 0) and t.s.players[0].hand == []


def test_estouro_da_manada() -> None:
    """"Play: Deal 2 damage to the 2 most powerful enemy creatures. If your discard pile holds a beast card: Repeat
    the preceding effect." (K82, K87, K88, K58): with a beast in the discard pile the two most powerful enemy
    creatures are hit twice; a creature the first pass destroyed is gone, so the repeat takes the next most
    powerful; without a beast there the damage is dealt once; friendly creatures are never hit."""
    enemies = {"line": ["gigante-de-escoria", "carrasco-vermelho", "lanceiro-de-brasa", "piromante"]}
    t = table({"hand": ["estouro-da-manada"], "discard": ["cervo-ancestral"], "line": ["urso-das-veredas"]},
              enemies, house="vereda")
    t.do(Verb.PLAY, t.u(0, "estouro-da-manada"))
    assert [look(t, 1, c)["damage"] for c in enemies["line"]] == [4, 4, 0, 0]
    assert look(t, 0, "urso-das-veredas")["damage"] == 0 and "repeat" in t.log_keys()
    t = table({"hand": ["estouro-da-manada"], "discard": ["cervo-ancestral"]}, enemies, house="vereda",
              status={"1:carrasco-vermelho": {"damage": 3}})
    t.do(Verb.PLAY, t.u(0, "estouro-da-manada"))
    assert look(t, 1, "carrasco-vermelho")["zone"] == Zone.DISCARD
    assert [look(t, 1, c)["damage"] for c in ("gigante-de-escoria", "lanceiro-de-brasa", "piromante")] == [4, 2, 0]
    t = table({"hand": ["estouro-da-manada"], "discard": ["druida-do-musgo"]}, enemies, house="vereda")
    t.do(Verb.PLAY, t.u(0, "estouro-da-manada"))
    assert [look(t, 1, c)["damage"] for c in enemies["line"]] == [2, 2, 0, 0] and "repeat" not in t.log_keys()


def test_cipo_emaranhado() -> None:
    """"Play: Exhaust the 2 least powerful enemy creatures. Destroyed: If the active house is Trail: Gain 1Æ."
    (K83, K26, K58): the two weakest enemy creatures are exhausted, the stronger ones and the friendly ones stay
    ready; destroyed on its own player's Trail turn it gains 1Æ, destroyed on the opponent's turn nothing."""
    enemies = ["gigante-de-escoria", "piromante", "arauto-da-fornalha", "lanceiro-de-brasa"]
    t = table({"hand": ["cipo-emaranhado"], "line": ["druida-do-musgo"]}, {"line": enemies}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "cipo-emaranhado"), pos=0)
    assert [look(t, 1, c)["exhausted"] for c in enemies] == [False, True, True, False]
    assert not look(t, 0, "druida-do-musgo")["exhausted"]
    t = table({"line": ["cipo-emaranhado"]}, {"line": ["lanceiro-de-brasa"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "cipo-emaranhado"), target=t.u(1, "lanceiro-de-brasa"))
    assert look(t, 0, "cipo-emaranhado")["zone"] == Zone.DISCARD and pools(t) == (1, 0)
    t = table({"line": ["cipo-emaranhado"]}, {"line": ["lanceiro-de-brasa"]}, house="cinza", active=1)
    t.do(Verb.FIGHT, t.u(1, "lanceiro-de-brasa"), target=t.u(0, "cipo-emaranhado"))
    assert look(t, 0, "cipo-emaranhado")["zone"] == Zone.DISCARD and pools(t) == (0, 0)


def test_queda_do_jequitiba() -> None:
    """"Play: If you have 4 cards or more in hand: Destroy the 2 least powerful enemy creatures. If your discard
    pile holds a plant card: Gain 1Æ." (K83, K58, K11, K29, K92): the played card is no longer in hand; with 4
    left the two weakest enemy creatures are destroyed (a friendly weaker one is not), with 3 none is; the plant
    in the discard pile gives 1Æ, another card there does not."""
    enemies = ["gigante-de-escoria", "piromante", "arauto-da-fornalha", "lanceiro-de-brasa"]
    t = table({"hand": ["queda-do-jequitiba"] + ["cervo-ancestral"] * 4, "line": ["druida-do-musgo"],
               "discard": ["musgo-transferidor"]}, {"line": enemies}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "queda-do-jequitiba"))
    assert ids(t, t.s.players[1].line) == ["gigante-de-escoria", "lanceiro-de-brasa"] and pools(t) == (1, 0)
    assert look(t, 0, "druida-do-musgo")["zone"] == Zone.LINE
    t = table({"hand": ["queda-do-jequitiba"] + ["cervo-ancestral"] * 3, "discard": ["druida-do-musgo"]},
              {"line": enemies}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "queda-do-jequitiba"))
    assert ids(t, t.s.players[1].line) == enemies and pools(t) == (0, 0)


def test_coruja_vigilante() -> None:
    """"Reap: If you have 5 cards or more in hand: Archive the top 1 card of your deck. If your archives hold 3
    cards or more: Gain 1Æ." (K46, K11, K65): each condition is read when its effect resolves, so the card
    archived first counts for the second; with 4 cards in hand and 2 archived neither resolves."""
    deck = ["cervo-ancestral", "piromante"]
    t = table({"line": ["coruja-vigilante"], "hand": ["druida-do-musgo"] * 5, "deck": deck,
               "archives": ["lanceiro-de-brasa"] * 2}, {}, house="vereda")
    t.do(Verb.REAP, t.u(0, "coruja-vigilante"))
    assert ids(t, t.s.players[0].archives)[-1] == "piromante" and pools(t) == (2, 0)
    t = table({"line": ["coruja-vigilante"], "hand": ["druida-do-musgo"] * 4, "deck": deck,
               "archives": ["lanceiro-de-brasa"] * 2}, {}, house="vereda")
    t.do(Verb.REAP, t.u(0, "coruja-vigilante"))
    assert len(t.s.players[0].archives) == 2 and len(t.s.players[0].deck) == 2 and pools(t) == (1, 0)


def test_sentinela_do_vau() -> None:
    """"Fight: If you have a Trail card in hand: Draw 1 card. Destroyed: If the active house is Trail: Gain 2Æ."
    (K47, K94, K26, K58): a Trail card in hand draws one after the fight, cards of other houses do not;
    destroyed in its own player's Trail turn it gains 2Æ, in the opponent's turn nothing."""
    for hand, drawn in ((["druida-do-musgo"], 1), (["piromante"], 0)):
        t = table({"line": ["sentinela-do-vau"], "hand": hand, "deck": ["cervo-ancestral"]},
                  {"line": ["arauto-da-fornalha"]}, house="vereda")
        t.do(Verb.FIGHT, t.u(0, "sentinela-do-vau"), target=t.u(1, "arauto-da-fornalha"))
        assert len(t.s.players[0].hand) == 1 + drawn and pools(t) == (0, 0)
    t = table({"line": ["sentinela-do-vau"]}, {"line": ["gigante-de-escoria"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "sentinela-do-vau"), target=t.u(1, "gigante-de-escoria"))
    assert look(t, 0, "sentinela-do-vau")["zone"] == Zone.DISCARD and pools(t) == (2, 0)
    t = table({"line": ["sentinela-do-vau"]}, {"line": ["carrasco-vermelho"]}, house="cinza", active=1)
    t.do(Verb.FIGHT, t.u(1, "carrasco-vermelho"), target=t.u(0, "sentinela-do-vau"))
    assert look(t, 0, "sentinela-do-vau")["zone"] == Zone.DISCARD and pools(t) == (0, 0)


def test_marco_da_encruzilhada() -> None:
    """"Action: Choose one: • If you have 2 cards or fewer in hand: Draw 2 cards. • If you have a Root card in hand:
    Gain 1Æ." (K42, K11, K94): the artifact's action offers both modes; each reads its condition."""
    deck = ["cervo-ancestral"] * 3
    for hand, drawn in ((["carvalho-andante"] * 2, 2), (["carvalho-andante"] * 3, 0)):
        t = table({"artifacts": ["marco-da-encruzilhada"], "hand": hand, "deck": deck}, {}, house="vereda")
        t.do(Verb.ACTION, t.u(0, "marco-da-encruzilhada"))
        _mode(t, 0)
        assert len(t.s.players[0].hand) == len(hand) + drawn and pools(t) == (0, 0)
    for hand, amber in ((["carvalho-andante"], 1), (["piromante"], 0)):
        t = table({"artifacts": ["marco-da-encruzilhada"], "hand": hand, "deck": deck}, {}, house="vereda")
        t.do(Verb.ACTION, t.u(0, "marco-da-encruzilhada"))
        _mode(t, 1)
        assert pools(t) == (amber, 0) and len(t.s.players[0].hand) == 1
        assert look(t, 0, "marco-da-encruzilhada")["exhausted"]


def test_trilha_de_formigas() -> None:
    """"Play: Draw 1 card. If you have 3 cards or fewer in hand: Repeat the preceding effect." (K87, K88, K11): the
    condition is read after the first draw; holding 3 it draws again (once only, K88), holding 4 it does not."""
    for others, hand in ((2, 4), (3, 4)):
        t = table({"hand": ["trilha-de-formigas"] + ["druida-do-musgo"] * others, "deck": ["cervo-ancestral"] * 4},
                  {}, house="vereda")
        t.do(Verb.PLAY, t.u(0, "trilha-de-formigas"))
        assert len(t.s.players[0].hand) == hand and pools(t) == (1, 0)
        assert ("repeat" in t.log_keys()) == (others == 2)


def test_vespa_guardia() -> None:
    """"After an enemy creature reaps: Deal 1 damage to that creature." (K13, K14, K46): "that creature" is the one
    the event is about: the enemy creature that reaped takes 1, the other enemy creature none; a friendly reap does
    not trigger it."""
    t = table({"line": ["vespa-guardia"]}, {"line": ["lanceiro-de-brasa", "carrasco-vermelho"]}, house="cinza",
              active=1)
    t.do(Verb.REAP, t.u(1, "lanceiro-de-brasa"))
    assert look(t, 1, "lanceiro-de-brasa")["damage"] == 1 and look(t, 1, "carrasco-vermelho")["damage"] == 0
    assert look(t, 0, "vespa-guardia")["damage"] == 0 and pools(t) == (0, 1)
    t = table({"line": ["vespa-guardia", "urso-das-veredas"]}, {"line": ["lanceiro-de-brasa"]}, house="vereda")
    t.do(Verb.REAP, t.u(0, "urso-das-veredas"))
    assert look(t, 0, "urso-das-veredas")["damage"] == 0 and look(t, 1, "lanceiro-de-brasa")["damage"] == 0


def test_fonte_da_clareira() -> None:
    """"After a friendly creature fights: Heal 2 damage from that creature." (K13, K47, K55): the friendly creature
    that fought and survived is healed, another damaged friendly creature is not; an enemy creature's fight heals
    nothing."""
    t = table({"artifacts": ["fonte-da-clareira"], "line": ["urso-das-veredas", "cervo-ancestral"]},
              {"line": ["carrasco-vermelho"]}, house="vereda", status={"0:cervo-ancestral": {"damage": 2}})
    t.do(Verb.FIGHT, t.u(0, "urso-das-veredas"), target=t.u(1, "carrasco-vermelho"))
    assert look(t, 0, "urso-das-veredas")["damage"] == 3 and look(t, 0, "cervo-ancestral")["damage"] == 2
    t = table({"artifacts": ["fonte-da-clareira"], "line": ["urso-das-veredas"]},
              {"line": ["carrasco-vermelho"]}, house="cinza", active=1)
    t.do(Verb.FIGHT, t.u(1, "carrasco-vermelho"), target=t.u(0, "urso-das-veredas"))
    assert look(t, 1, "carrasco-vermelho")["zone"] == Zone.DISCARD and look(t, 0, "urso-das-veredas")["damage"] == 5


def test_banquete_dos_abutres() -> None:
    """"Play: Gain 1Æ for each time a creature was destroyed this turn." (K58, K90): every creature destroyed this
    turn counts, of either side; the count starts again each turn."""
    t = table({"hand": ["banquete-dos-abutres"], "line": ["urso-das-veredas", "druida-do-musgo"]},
              {"line": ["piromante", "carrasco-vermelho"]}, house="vereda")
    t.do(Verb.FIGHT, t.u(0, "urso-das-veredas"), target=t.u(1, "piromante"))
    t.do(Verb.FIGHT, t.u(0, "druida-do-musgo"), target=t.u(1, "carrasco-vermelho"))
    t.do(Verb.PLAY, t.u(0, "banquete-dos-abutres"))
    assert pools(t) == (2, 0)
    t = table({"hand": ["banquete-dos-abutres"]}, {"line": ["piromante"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "banquete-dos-abutres"))
    assert pools(t) == (0, 0)


def test_carniceiro_da_trilha() -> None:
    """"Reap: For each time a creature was destroyed this turn: Draw 1 card." (K46, K58, K90): two destroyed
    this turn draw two; in a turn with none it draws nothing (the reap's 1Æ only), and last turn's do not count."""
    t = table({"line": ["carniceiro-da-trilha"], "deck": ["cervo-ancestral"] * 3}, {}, house="vereda",
              extra={"destroyed_turn": 2})
    t.do(Verb.REAP, t.u(0, "carniceiro-da-trilha"))
    assert len(t.s.players[0].hand) == 2 and pools(t) == (1, 0)
    t = table({"line": ["carniceiro-da-trilha"], "deck": ["cervo-ancestral"] * 3}, {"deck": ["piromante"] * 7},
              house="vereda", active=1, extra={"destroyed_turn": 2})
    next_turn(t, "vereda")                                      # the opponent's turn ends: its count with it
    t.do(Verb.REAP, t.u(0, "carniceiro-da-trilha"))
    assert t.s.players[0].hand == [] and len(t.s.players[0].deck) == 3 and pools(t) == (1, 0)


def test_rastro_de_sangue() -> None:
    """"Play: For the remainder of the turn: After another creature is destroyed: Gain 1Æ." (K37, K58, K13): while
    it lasts, each creature destroyed (of either side) gives its player 1Æ, though the action is in the discard
    pile; at the turn's end it is gone, so a destruction in the opponent's turn gives nothing."""
    t = table({"hand": ["rastro-de-sangue"], "line": ["urso-das-veredas", "druida-do-musgo"]},
              {"line": ["piromante", "carrasco-vermelho"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "rastro-de-sangue"))
    assert look(t, 0, "rastro-de-sangue")["zone"] == Zone.DISCARD and pools(t) == (0, 0)
    t.do(Verb.FIGHT, t.u(0, "urso-das-veredas"), target=t.u(1, "piromante"))
    t.do(Verb.FIGHT, t.u(0, "druida-do-musgo"), target=t.u(1, "carrasco-vermelho"))
    assert pools(t) == (2, 0)
    next_turn(t, "cinza")
    assert t.s.reactions == ()
    t.do(Verb.FIGHT, t.u(1, "carrasco-vermelho"), target=t.u(0, "urso-das-veredas"))
    assert look(t, 0, "urso-das-veredas")["zone"] == Zone.DISCARD and pools(t) == (2, 0)


def test_armadilha_de_cipos() -> None:
    """"Play: Until the end of your opponent's next turn: After an enemy creature reaps: Deal 2 damage to that
    creature." (K37, K46, K13): its player's own reap is not answered; in the opponent's next turn the creature
    that reaps takes 2, another enemy creature nothing; the effect ends with that turn."""
    t = table({"hand": ["armadilha-de-cipos"], "line": ["urso-das-veredas"]},
              {"line": ["lanceiro-de-brasa", "carrasco-vermelho"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "armadilha-de-cipos"))
    t.do(Verb.REAP, t.u(0, "urso-das-veredas"))
    assert look(t, 0, "urso-das-veredas")["damage"] == 0 and pools(t) == (2, 0)
    next_turn(t, "cinza")
    t.do(Verb.REAP, t.u(1, "lanceiro-de-brasa"))
    assert look(t, 1, "lanceiro-de-brasa")["damage"] == 2 and look(t, 1, "carrasco-vermelho")["damage"] == 0
    assert len(t.s.reactions) == 1
    next_turn(t, "vereda")
    assert t.s.reactions == ()
