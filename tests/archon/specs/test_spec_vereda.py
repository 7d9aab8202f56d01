"""One spec per title of the house Vereda (issue 24), in the manner of keyteki's card tests: each title from a
position that exercises its generated text (text.py, quoted in English), with beside it what the text must not
touch: a creature, player or card left as it was, or the ability not firing where it should not."""

from __future__ import annotations

from speckit_b import Verb, Zone, armor, has, ids, missing_specs, next_turn, picks, power, table


def test_every_vereda_title_has_a_spec() -> None:
    assert missing_specs("vereda", globals()) == []


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
    creature it fought gets none, and reaping gives none."""
    t = table({"line": ["urso-das-veredas"]}, {"line": ["cervo-ancestral", "lince-pintado"]}, house="vereda")
    urso = t.u(0, "urso-das-veredas")
    t.do(Verb.FIGHT, urso, t.u(1, "lince-pintado"))
    assert t.s.tokens[urso] == 1 and power(t, urso) == 7 and t.s.damage[urso] == 3
    assert t.s.tokens[t.u(1, "cervo-ancestral")] == 0
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
