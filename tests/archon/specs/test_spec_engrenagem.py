"""One spec per title of the house Engrenagem (issue 24), in the manner of keyteki's card tests: each title from
a position that exercises its generated text (text.py, quoted in English), with beside it what the text must not
touch: a creature, player or card left as it was, or the ability not firing where it should not."""

from __future__ import annotations

from eidolon.core.rng import below
from eidolon.rulesets.archon.cards import maverick_id
from speckit import (
    Verb,
    Zone,
    armor,
    attach,
    has,
    ids,
    look,
    next_turn,
    options,
    pick,
    picks,
    played_alone,
    pools,
    power,
    table,
)

DECK = ["cervo-ancestral", "lince-pintado", "espinheiro", "urso-das-veredas"]     # top last



def test_automato_vigia() -> None:
    """"Fight: Stun the creature it fights." K47, K78: having survived, it stuns the defender; the defender's
    stronger neighbour and a weaker enemy are not stunned; reaping stuns nobody."""
    t = table({"line": ["automato-vigia"]}, {"line": ["tartaruga-ancia", "urso-das-veredas", "druida-do-musgo"]},
              house="engrenagem", status={"0:automato-vigia": {"tokens": 1}})
    t.do(Verb.FIGHT, t.u(0, "automato-vigia"), t.u(1, "tartaruga-ancia"))
    assert t.s.zone[t.u(0, "automato-vigia")] == Zone.LINE and t.s.damage[t.u(0, "automato-vigia")] == 4
    assert t.s.damage[t.u(1, "tartaruga-ancia")] == 3
    assert t.s.stun[t.u(1, "tartaruga-ancia")] and not t.s.stun[t.u(1, "urso-das-veredas")]
    assert not t.s.stun[t.u(1, "druida-do-musgo")]
    t2 = table({"line": ["automato-vigia"]}, {"line": ["alce-de-chifre-largo"]}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "automato-vigia"))
    assert not t2.s.stun[t2.u(1, "alce-de-chifre-largo")] and t2.s.choice is None


def test_inventora_febril() -> None:
    """"Play: Archive the top 1 card of your deck." K28 bonus 1, K65: the deck's top card goes to its owner's
    archives, the next stays; the opponent's deck is untouched."""
    t = table({"hand": ["inventora-febril"], "deck": DECK}, {"deck": ["cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "inventora-febril"), pos=0)
    assert ids(t, t.s.players[0].archives) == ["urso-das-veredas"] and ids(t, t.s.players[0].deck) == DECK[:3]
    assert t.s.players[0].amber == 1 and len(t.s.players[1].deck) == 1 and not t.s.players[1].archives


def test_engenheiro_de_campo() -> None:
    """"Reap: Draw 1 card." K46: reaping gains 1 and draws the top card; fighting draws nothing."""
    t = table({"line": ["engenheiro-de-campo"], "deck": DECK}, {"line": ["cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.REAP, t.u(0, "engenheiro-de-campo"))
    assert ids(t, t.s.players[0].hand) == ["urso-das-veredas"] and t.s.players[0].amber == 1
    t2 = table({"line": ["engenheiro-de-campo"], "deck": DECK}, {"line": ["coruja-sabia"]}, house="engrenagem")
    t2.do(Verb.FIGHT, t2.u(0, "engenheiro-de-campo"), t2.u(1, "coruja-sabia"))
    assert not t2.s.players[0].hand


def test_golem_de_latao() -> None:
    """"Play: Stun this creature." K78: it enters stunned, so its next use only removes the stun; the creature
    beside it is not stunned."""
    t = table({"hand": ["golem-de-latao"], "line": ["automato-vigia"]}, {"line": ["cervo-ancestral"]},
              house="engrenagem")
    golem = t.u(0, "golem-de-latao")
    t.do(Verb.PLAY, golem, pos=1)
    assert t.s.stun[golem] and not t.s.stun[t.u(0, "automato-vigia")] and not t.s.stun[t.u(1, "cervo-ancestral")]
    next_turn(t, "vereda")
    next_turn(t, "engrenagem")
    assert golem not in {a.card for a in t.offered(Verb.REAP) + t.offered(Verb.FIGHT)}
    t.do(Verb.UNSTUN, golem)
    assert not t.s.stun[golem] and t.s.exhausted[golem]


def test_besouro_mecanico() -> None:
    """"Action: Stun an enemy creature." K50, K78: it exhausts, the chosen enemy is stunned, the other enemy is
    not; friendly creatures are not offered."""
    t = table({"line": ["besouro-mecanico", "automato-vigia"]}, {"line": ["cervo-ancestral", "urso-das-veredas"]},
              house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "besouro-mecanico"))
    assert picks(t) == {t.u(1, "cervo-ancestral"), t.u(1, "urso-das-veredas")}
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.stun[t.u(1, "urso-das-veredas")] and not t.s.stun[t.u(1, "cervo-ancestral")]
    assert t.s.exhausted[t.u(0, "besouro-mecanico")] and not t.s.stun[t.u(0, "automato-vigia")]


def test_arquivista() -> None:
    """"Reap: Optionally: Archive a card from your hand." K65: the chosen card goes from hand to archives, the
    other stays; K35: declining archives nothing."""
    t = table({"line": ["arquivista"], "hand": ["cervo-ancestral", "lince-pintado"]}, {}, house="engrenagem")
    t.do(Verb.REAP, t.u(0, "arquivista"))
    assert picks(t) == {t.u(0, "cervo-ancestral"), t.u(0, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(0, "lince-pintado"))
    assert ids(t, t.s.players[0].archives) == ["lince-pintado"] and ids(t, t.s.players[0].hand) == ["cervo-ancestral"]
    t2 = table({"line": ["arquivista"], "hand": ["cervo-ancestral"]}, {}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "arquivista"))
    t2.do(Verb.PASS)
    assert not t2.s.players[0].archives and ids(t2, t2.s.players[0].hand) == ["cervo-ancestral"]


def test_martelo_de_chave() -> None:
    """"Play: Unforge one of your opponent's keys." K19: the opponent goes from 2 keys to 1, its player keeps
    its own; with no forged key the opponent loses nothing."""
    t = table({"hand": ["martelo-de-chave"]}, {}, house="engrenagem", keys=(1, 2))
    t.do(Verb.PLAY, t.u(0, "martelo-de-chave"))
    assert (t.s.players[0].keys, t.s.players[1].keys) == (1, 1)
    t2 = table({"hand": ["martelo-de-chave"]}, {}, house="engrenagem", keys=(2, 0))
    t2.do(Verb.PLAY, t2.u(0, "martelo-de-chave"))
    assert (t2.s.players[0].keys, t2.s.players[1].keys) == (2, 0)


def test_trava_temporal() -> None:
    """"Play: During your opponent's next turn, their keys cost +2Æ." K37, K17: at that turn the opponent with
    7 cannot forge and with 8 forges leaving 0 (cost 8); at their turn after it the cost is 6 again."""
    t = table({"hand": ["trava-temporal"]}, {}, house="engrenagem", amber=(0, 7))
    t.do(Verb.PLAY, t.u(0, "trava-temporal"))
    assert t.s.players[0].amber == 1
    next_turn(t, "vereda")
    assert t.s.active == 1 and t.s.players[1].keys == 0 and t.s.players[1].amber == 7
    next_turn(t, "mare")
    next_turn(t, "vereda")
    assert t.s.players[1].keys == 1 and t.s.players[1].amber == 1
    t2 = table({"hand": ["trava-temporal"]}, {}, house="engrenagem", amber=(0, 8))
    t2.do(Verb.PLAY, t2.u(0, "trava-temporal"))
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 1 and t2.s.players[1].amber == 0                # the cost is exactly 8


def test_incinerador_de_dados() -> None:
    """"Play: Purge the top card of your opponent's discard pile. Draw 1 card." K66: only the top card of the
    opponent's discard is purged, the one under it stays, its player's own discard is untouched; then 1 draw."""
    t = table({"hand": ["incinerador-de-dados"], "discard": ["lince-pintado"], "deck": DECK},
              {"discard": ["cervo-ancestral", "urso-das-veredas"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "incinerador-de-dados"))
    assert ids(t, t.s.players[1].purged) == ["urso-das-veredas"] and ids(t, t.s.players[1].discard) == ["cervo-ancestral"]
    assert ids(t, t.s.players[0].discard) == ["lince-pintado", "incinerador-de-dados"] and not t.s.players[0].purged
    assert ids(t, t.s.players[0].hand) == ["urso-das-veredas"] and t.s.players[0].amber == 1


def test_torre_de_pedagio() -> None:
    """"Your opponent's keys cost +1Æ." K17, K33: the opponent with 6 does not forge at the start of their turn,
    with 7 forges leaving 0; its controller with 6 still forges at 6."""
    t = table({"artifacts": ["torre-de-pedagio"]}, {}, house="engrenagem", amber=(0, 6))
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 6
    t1 = table({"artifacts": ["torre-de-pedagio"]}, {}, house="engrenagem", amber=(0, 7))
    t1.do(Verb.END)
    assert t1.s.players[1].keys == 1 and t1.s.players[1].amber == 0                # the cost is exactly 7
    t2 = table({"artifacts": ["torre-de-pedagio"]}, {}, active=1, house="vereda", amber=(6, 0))
    t2.do(Verb.END)
    assert t2.s.players[0].keys == 1 and t2.s.players[0].amber == 0


def test_bobina_de_choque() -> None:
    """"Action: Stun the least powerful enemy creature." K83, K78: the weakest enemy is stunned without a choice,
    the stronger enemy is not, nor the weaker friendly creature; two tied for least powerful, the active player
    picks one."""
    t = table({"artifacts": ["bobina-de-choque"], "line": ["drone-batedor"]},
              {"line": ["urso-das-veredas", "lince-pintado"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "bobina-de-choque"))
    assert t.s.choice is None and t.s.stun[t.u(1, "lince-pintado")]
    assert not t.s.stun[t.u(1, "urso-das-veredas")] and not t.s.stun[t.u(0, "drone-batedor")]
    t2 = table({"artifacts": ["bobina-de-choque"]}, {"line": ["urso-das-veredas", "lince-pintado", "ermita-das-samambaias"]},
               house="engrenagem")
    t2.do(Verb.ACTION, t2.u(0, "bobina-de-choque"))
    assert picks(t2) == {t2.u(1, "lince-pintado"), t2.u(1, "ermita-das-samambaias")}     # K83: a tie, one picked
    t2.do(Verb.PICK, target=t2.u(1, "ermita-das-samambaias"))
    assert t2.s.stun[t2.u(1, "ermita-das-samambaias")] and not t2.s.stun[t2.u(1, "lince-pintado")]


def test_contrato_leonino() -> None:
    """"Play: Pay your opponent 1Æ. Draw 1 card." K28 bonus 3, K63: 1 of it moves to the opponent's pool; then
    one card drawn; the opponent draws nothing."""
    t = table({"hand": ["contrato-leonino"], "deck": DECK}, {"deck": ["cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "contrato-leonino"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (2, 1)
    assert len(t.s.players[0].hand) == 1 and not t.s.players[1].hand


def test_exoesqueleto() -> None:
    """"This creature gets +1 power and +2 armor." K43, K54: the host has 5 power and 3 armor; its neighbour is
    unchanged."""
    t = table({"hand": ["exoesqueleto"], "line": ["automato-vigia", "engenheiro-de-campo"]}, {}, house="engrenagem")
    host = t.u(0, "automato-vigia")
    t.do(Verb.PLAY, t.u(0, "exoesqueleto"), target=host)
    assert (power(t, host), armor(t, host)) == (5, 3)
    assert (power(t, t.u(0, "engenheiro-de-campo")), armor(t, t.u(0, "engenheiro-de-campo"))) == (3, 0)


def test_relojoeira() -> None:
    """"Action: Ready another friendly creature." K7, K50: the chosen exhausted friend is ready; neither itself
    nor an enemy creature is offered; the enemy stays exhausted."""
    t = table({"line": ["relojoeira", "automato-vigia", "engenheiro-de-campo"]}, {"line": ["cervo-ancestral"]},
              house="engrenagem", status={"0:automato-vigia": {"exhausted": True},
                                          "0:engenheiro-de-campo": {"exhausted": True},
                                          "1:cervo-ancestral": {"exhausted": True}})
    t.do(Verb.ACTION, t.u(0, "relojoeira"))
    assert picks(t) == {t.u(0, "automato-vigia"), t.u(0, "engenheiro-de-campo")}
    t.do(Verb.PICK, target=t.u(0, "automato-vigia"))
    assert not t.s.exhausted[t.u(0, "automato-vigia")] and t.s.exhausted[t.u(0, "engenheiro-de-campo")]
    assert t.s.exhausted[t.u(0, "relojoeira")] and t.s.exhausted[t.u(1, "cervo-ancestral")]


def test_canhao_de_vapor() -> None:
    """"Action: Deal 3 damage to an enemy creature. Omni: Gain 1 chain. Draw 1 card." K50: on its house the
    Action deals 3 to the chosen enemy (the other untouched); K51: on another house only the Omni is offered,
    which gives its own player 1 chain and a card."""
    t = table({"artifacts": ["canhao-de-vapor"], "line": ["relojoeira"]}, {"line": ["urso-das-veredas", "lince-pintado"]},
              house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "canhao-de-vapor"))
    assert picks(t) == {t.u(1, "urso-das-veredas"), t.u(1, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 3 and t.s.damage[t.u(1, "lince-pintado")] == 0
    assert t.s.players[0].chains == 0 and t.s.exhausted[t.u(0, "canhao-de-vapor")]
    t2 = table({"artifacts": ["canhao-de-vapor"], "deck": DECK}, {"line": ["urso-das-veredas"]}, house="mare")
    assert not t2.offered(Verb.ACTION)
    t2.do(Verb.OMNI, t2.u(0, "canhao-de-vapor"))
    assert (t2.s.players[0].chains, t2.s.players[1].chains, len(t2.s.players[0].hand)) == (1, 0, 1)
    assert t2.s.damage[t2.u(1, "urso-das-veredas")] == 0


def test_automato_carteiro() -> None:
    """"Reap: Archive the top 1 card of your deck." K46, K65: reaping gains 1 and archives the top card; the
    opponent's deck is untouched."""
    t = table({"line": ["automato-carteiro"], "deck": DECK}, {"deck": ["cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.REAP, t.u(0, "automato-carteiro"))
    assert ids(t, t.s.players[0].archives) == ["urso-das-veredas"] and len(t.s.players[0].deck) == 3
    assert t.s.players[0].amber == 1 and len(t.s.players[1].deck) == 1 and not t.s.players[1].archives


def test_aranha_de_corda() -> None:
    """"Elusive. Play: Exhaust an enemy creature." K7: the chosen enemy is exhausted, the other enemy stays
    ready; friendly creatures are not offered; K70: it is elusive."""
    t = table({"hand": ["aranha-de-corda"], "line": ["automato-vigia"]},
              {"line": ["urso-das-veredas", "lince-pintado"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "aranha-de-corda"), pos=0)
    assert picks(t) == {t.u(1, "urso-das-veredas"), t.u(1, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.exhausted[t.u(1, "urso-das-veredas")] and not t.s.exhausted[t.u(1, "lince-pintado")]
    assert not t.s.exhausted[t.u(0, "automato-vigia")] and has(t, t.u(0, "aranha-de-corda"), "elusive")


def test_engenheira_de_cerco() -> None:
    """"Assault 1. Play: Optionally: Archive a card from your hand." K74: attacking, it deals 1 before the fight
    (1 + 4 on the defender); attacked, it deals nothing extra; K65/K35: the chosen hand card is archived."""
    t = table({"line": ["engenheira-de-cerco"]}, {"line": ["alce-de-chifre-largo"]}, house="engrenagem")
    t.do(Verb.FIGHT, t.u(0, "engenheira-de-cerco"), t.u(1, "alce-de-chifre-largo"))
    assert t.s.damage[t.u(1, "alce-de-chifre-largo")] == 1 + 4
    t2 = table({"line": ["engenheira-de-cerco"]}, {"line": ["alce-de-chifre-largo"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "alce-de-chifre-largo"), t2.u(0, "engenheira-de-cerco"))
    assert t2.s.damage[t2.u(1, "alce-de-chifre-largo")] == 4
    t3 = table({"hand": ["engenheira-de-cerco", "cervo-ancestral", "lince-pintado"]}, {}, house="engrenagem")
    t3.do(Verb.PLAY, t3.u(0, "engenheira-de-cerco"), pos=0)
    assert picks(t3) == {t3.u(0, "cervo-ancestral"), t3.u(0, "lince-pintado")} and t3.offered(Verb.PASS)
    t3.do(Verb.PICK, target=t3.u(0, "cervo-ancestral"))
    assert ids(t3, t3.s.players[0].archives) == ["cervo-ancestral"] and ids(t3, t3.s.players[0].hand) == ["lince-pintado"]


def test_drone_batedor() -> None:
    """"Elusive, Deploy. Reap: Draw 1 card." K77: it may enter between two creatures (a creature without Deploy
    only on a flank); K46: reaping draws 1, the opponent draws nothing."""
    t = table({"hand": ["drone-batedor", "automato-vigia"], "line": ["relojoeira", "engenheiro-de-campo"]}, {},
              house="engrenagem")
    spots = {(a.card, a.pos) for a in t.offered(Verb.PLAY)}
    assert {p for c, p in spots if c == t.u(0, "drone-batedor")} == {0, 1, 2}
    assert {p for c, p in spots if c == t.u(0, "automato-vigia")} == {0, 2}
    t.do(Verb.PLAY, t.u(0, "drone-batedor"), pos=1)
    assert ids(t, t.s.players[0].line) == ["relojoeira", "drone-batedor", "engenheiro-de-campo"]
    assert has(t, t.u(0, "drone-batedor"), "elusive")
    t2 = table({"line": ["drone-batedor"], "deck": DECK}, {"deck": DECK}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "drone-batedor"))
    assert ids(t2, t2.s.players[0].hand) == ["urso-das-veredas"] and not t2.s.players[1].hand


def test_prensa_hidraulica() -> None:
    """"Fight: Deal 2 damage to the creature it fights." K47, K54: against a 6-power defender with 3 armor (2 and
    a Forja's 1) the fight deals 3, the ability 2 more (the armor spent); the defender's stronger neighbour and a weaker
    enemy are untouched; reaping deals nothing."""
    t = table({"line": ["prensa-hidraulica"]}, {"line": ["tartaruga-ancia", "alce-de-chifre-largo", "druida-do-musgo"],
                                                "artifacts": ["forja-de-placas"]},
              house="engrenagem", status={"1:tartaruga-ancia": {"tokens": 1}})
    t.do(Verb.FIGHT, t.u(0, "prensa-hidraulica"), t.u(1, "tartaruga-ancia"))
    assert t.s.damage[t.u(1, "tartaruga-ancia")] == 3 + 2 and t.s.damage[t.u(0, "prensa-hidraulica")] == 5
    assert t.s.damage[t.u(1, "alce-de-chifre-largo")] == 0 and t.s.damage[t.u(1, "druida-do-musgo")] == 0
    t2 = table({"line": ["prensa-hidraulica"]}, {"line": ["tartaruga-ancia"]}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "prensa-hidraulica"))
    assert t2.s.damage[t2.u(1, "tartaruga-ancia")] == 0


def test_mestre_das_alavancas() -> None:
    """"Reap: Optionally: Ready and fight with another friendly creature." K48: the chosen exhausted friend is
    readied and fights the chosen enemy; itself and enemies are not offered; K35: declining, nothing fights."""
    t = table({"line": ["mestre-das-alavancas", "automato-vigia", "relojoeira"]},
              {"line": ["lince-pintado", "cervo-ancestral"]}, house="engrenagem",
              status={"0:automato-vigia": {"exhausted": True}})
    t.do(Verb.REAP, t.u(0, "mestre-das-alavancas"))
    assert picks(t) == {t.u(0, "automato-vigia"), t.u(0, "relojoeira")}
    t.do(Verb.PICK, target=t.u(0, "automato-vigia"))
    assert picks(t) == {t.u(1, "lince-pintado"), t.u(1, "cervo-ancestral")}
    t.do(Verb.PICK, target=t.u(1, "lince-pintado"))
    assert t.s.zone[t.u(1, "lince-pintado")] == Zone.DISCARD and t.s.damage[t.u(0, "automato-vigia")] == 2
    assert t.s.exhausted[t.u(0, "automato-vigia")] and t.s.damage[t.u(1, "cervo-ancestral")] == 0
    t2 = table({"line": ["mestre-das-alavancas", "automato-vigia"]}, {"line": ["lince-pintado"]}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "mestre-das-alavancas"))
    t2.do(Verb.PASS)
    assert t2.s.zone[t2.u(1, "lince-pintado")] == Zone.LINE and not t2.s.exhausted[t2.u(0, "automato-vigia")]


def test_zeladora_do_cofre() -> None:
    """"Your opponent's keys cost +1Æ." K17, K33: the opponent with 6 does not forge at the start of their turn,
    with 7 forges leaving 0; its controller with 6 still forges at 6."""
    t = table({"line": ["zeladora-do-cofre"]}, {}, house="engrenagem", amber=(0, 6))
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 6
    t1 = table({"line": ["zeladora-do-cofre"]}, {}, house="engrenagem", amber=(0, 7))
    t1.do(Verb.END)
    assert t1.s.players[1].keys == 1 and t1.s.players[1].amber == 0                # the cost is exactly 7
    t2 = table({"line": ["zeladora-do-cofre"]}, {}, active=1, house="vereda", amber=(6, 0))
    t2.do(Verb.END)
    assert t2.s.players[0].keys == 1


def test_colosso_a_vapor() -> None:
    """"Taunt. Play: During your opponent's next turn, their keys cost +1Æ." K37: the opponent with 6 cannot
    forge at that turn, and forges at 6 the turn after; K72: its neighbour cannot be attacked."""
    t = table({"hand": ["colosso-a-vapor"], "line": ["relojoeira"]}, {"line": ["urso-das-veredas"]},
              house="engrenagem", amber=(0, 6))
    t.do(Verb.PLAY, t.u(0, "colosso-a-vapor"), pos=1)
    next_turn(t, "vereda")
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 6
    assert {a.target for a in t.offered(Verb.FIGHT)} == {t.u(0, "colosso-a-vapor")}
    next_turn(t, "mare")
    next_turn(t, "vereda")
    assert t.s.players[1].keys == 1 and t.s.players[1].amber == 0
    t2 = table({"hand": ["colosso-a-vapor"]}, {}, house="engrenagem", amber=(0, 7))
    t2.do(Verb.PLAY, t2.u(0, "colosso-a-vapor"), pos=0)
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 1 and t2.s.players[1].amber == 0                # the cost is exactly 7


def test_calculadora_viva() -> None:
    """"Reap: Gain 1Æ for each enemy creature." K90: three enemies, 1 + 3; friendly creatures are not counted;
    with no enemy creature, only the reap's 1."""
    t = table({"line": ["calculadora-viva", "relojoeira"]},
              {"line": ["urso-das-veredas", "lince-pintado", "cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.REAP, t.u(0, "calculadora-viva"))
    assert t.s.players[0].amber == 4 and t.s.players[1].amber == 0
    t2 = table({"line": ["calculadora-viva", "relojoeira"]}, {}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "calculadora-viva"))
    assert t2.s.players[0].amber == 1


def test_pane_geral() -> None:
    """"Play: Stun the most powerful enemy creature. Exhaust the least powerful enemy creature." K82, K83: the
    6-power enemy is stunned, the 3-power one exhausted, the 4-power one untouched; the stronger friendly
    creature is not stunned; two tied for most powerful, the active player picks one."""
    t = table({"hand": ["pane-geral"], "line": ["colosso-a-vapor"]},
              {"line": ["urso-das-veredas", "cervo-ancestral", "lince-pintado"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "pane-geral"))
    urso, cervo, lince = (t.u(1, c) for c in ("urso-das-veredas", "cervo-ancestral", "lince-pintado"))
    assert (t.s.stun[urso], t.s.exhausted[urso]) == (True, False)
    assert (t.s.stun[lince], t.s.exhausted[lince]) == (False, True)
    assert (t.s.stun[cervo], t.s.exhausted[cervo]) == (False, False)
    assert not t.s.stun[t.u(0, "colosso-a-vapor")]
    t2 = table({"hand": ["pane-geral"]}, {"line": ["urso-das-veredas", "golem-de-latao", "lince-pintado"]},
               house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "pane-geral"))
    assert picks(t2) == {t2.u(1, "urso-das-veredas"), t2.u(1, "golem-de-latao")}         # K82: a tie, one picked
    t2.do(Verb.PICK, target=t2.u(1, "golem-de-latao"))
    assert t2.s.stun[t2.u(1, "golem-de-latao")] and not t2.s.stun[t2.u(1, "urso-das-veredas")]
    assert t2.s.exhausted[t2.u(1, "lince-pintado")]


def test_engrenagem_solta() -> None:
    """"Play: Archive the top 2 cards of your deck." K28 bonus 1, K65: the two top cards are archived, the rest
    stays in the deck, nothing goes to hand."""
    t = table({"hand": ["engrenagem-solta"], "deck": DECK}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "engrenagem-solta"))
    assert sorted(ids(t, t.s.players[0].archives)) == ["espinheiro", "urso-das-veredas"]
    assert ids(t, t.s.players[0].deck) == DECK[:2] and not t.s.players[0].hand and t.s.players[0].amber == 1


def test_patente_roubada() -> None:
    """"Alpha. Play: Steal 2Æ. Draw 1 card." K62: 2 move from the opponent's pool; K39: once something else was
    played or used this step, it cannot be played (but may still be discarded)."""
    t = table({"hand": ["patente-roubada"], "deck": DECK}, {}, house="engrenagem", amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "patente-roubada"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (2, 3) and len(t.s.players[0].hand) == 1
    t2 = table({"hand": ["patente-roubada", "engrenagem-solta"], "deck": DECK}, {}, house="engrenagem", amber=(0, 5))
    assert t2.u(0, "patente-roubada") in {a.card for a in t2.offered(Verb.PLAY)}
    t2.do(Verb.PLAY, t2.u(0, "engrenagem-solta"))
    assert t2.u(0, "patente-roubada") not in {a.card for a in t2.offered(Verb.PLAY)}
    assert t2.u(0, "patente-roubada") in {a.card for a in t2.offered(Verb.DISCARD)}
    t3 = table({"hand": ["patente-roubada"], "line": ["relojoeira"]}, {}, house="engrenagem", amber=(0, 5))
    t3.do(Verb.REAP, t3.u(0, "relojoeira"))
    assert t3.u(0, "patente-roubada") not in {a.card for a in t3.offered(Verb.PLAY)}          # a use counts too


def test_catraca_cronometrica() -> None:
    """"Action: Archive a card from your hand. Draw 1 card." K42, K65: the chosen hand card is archived (the
    other stays), then one card is drawn; on another house it is not offered."""
    t = table({"artifacts": ["catraca-cronometrica"], "hand": ["relojoeira", "golem-de-latao"], "deck": DECK},
              {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "catraca-cronometrica"))
    assert picks(t) == {t.u(0, "relojoeira"), t.u(0, "golem-de-latao")}
    t.do(Verb.PICK, target=t.u(0, "golem-de-latao"))
    assert ids(t, t.s.players[0].archives) == ["golem-de-latao"]
    assert sorted(ids(t, t.s.players[0].hand)) == ["relojoeira", "urso-das-veredas"]
    t2 = table({"artifacts": ["catraca-cronometrica"], "hand": ["cervo-ancestral"]}, {}, house="vereda")
    assert not t2.offered(Verb.ACTION)


def test_couraca_de_rebites() -> None:
    """"This creature gets +0 power and +2 armor. This creature gains Taunt." K43: the host keeps its power,
    has 2 armor and Taunt, so its neighbour cannot be attacked (K72); the neighbour gains nothing."""
    t = table({"hand": ["couraca-de-rebites"], "line": ["relojoeira", "engenheiro-de-campo"]},
              {"line": ["urso-das-veredas"]}, house="engrenagem")
    host, other = t.u(0, "relojoeira"), t.u(0, "engenheiro-de-campo")
    t.do(Verb.PLAY, t.u(0, "couraca-de-rebites"), target=host)
    assert (power(t, host), armor(t, host), has(t, host, "taunt")) == (3, 2, True)
    assert (armor(t, other), has(t, other, "taunt")) == (0, False)
    next_turn(t, "vereda")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {host}


def test_sentinela_de_aco() -> None:
    """"Deploy." (power 5, armor 2) K77: it may enter between two creatures, where a creature without Deploy may
    not; K54: its 2 armor takes 2 of an attack."""
    t = table({"hand": ["sentinela-de-aco", "relojoeira"], "line": ["automato-vigia", "engenheiro-de-campo"]}, {},
              house="engrenagem")
    spots = {(a.card, a.pos) for a in t.offered(Verb.PLAY)}
    assert {p for c, p in spots if c == t.u(0, "sentinela-de-aco")} == {0, 1, 2}
    assert {p for c, p in spots if c == t.u(0, "relojoeira")} == {0, 2}
    t.do(Verb.PLAY, t.u(0, "sentinela-de-aco"), pos=1)
    assert ids(t, t.s.players[0].line) == ["automato-vigia", "sentinela-de-aco", "engenheiro-de-campo"]
    t2 = table({"line": ["sentinela-de-aco"]}, {"line": ["lince-pintado"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "lince-pintado"), t2.u(0, "sentinela-de-aco"))
    assert t2.s.damage[t2.u(0, "sentinela-de-aco")] == 1


def test_convocacao_forcada() -> None:
    """"Play: Your opponent must choose Ash as their house on their next turn." K23: at that choice Cinza is the
    only house offered; at the opponent's turn after it every house of theirs is offered again."""
    t = table({"hand": ["convocacao-forcada"]}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "convocacao-forcada"))
    assert t.s.players[0].amber == 1
    t.do(Verb.END)
    assert {a.target for a in t.offered(Verb.HOUSE)} == {1}                     # cinza
    t.do(Verb.HOUSE, target=1)
    next_turn(t, "mare")
    t.do(Verb.END)
    assert {a.target for a in t.offered(Verb.HOUSE)} == {1, 2, 3}               # cinza, vereda, engrenagem


def test_reliquia_do_velho_mundo() -> None:
    """"Legacy. Action: Gain 1Æ." K95: a legacy card plays as any other; K42: used on its house it exhausts and
    gains 1, then is not offered again; on another house it is not offered."""
    t = table({"artifacts": ["reliquia-do-velho-mundo"]}, {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "reliquia-do-velho-mundo"))
    assert t.s.players[0].amber == 1 and not t.offered(Verb.ACTION)
    t2 = table({"artifacts": ["reliquia-do-velho-mundo"]}, {}, house="cinza")
    assert not t2.offered(Verb.ACTION)


def test_bussola_emendada() -> None:
    """"Errata. Action: Gain 1Æ. Draw 1 card." K96: the errata text is what plays (gain 1 and draw 1), not the
    printed "gain 2"; the opponent draws nothing."""
    t = table({"artifacts": ["bussola-emendada"], "deck": DECK}, {"deck": DECK}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "bussola-emendada"))
    assert t.s.players[0].amber == 1 and ids(t, t.s.players[0].hand) == ["urso-das-veredas"]
    assert not t.s.players[1].hand and t.s.exhausted[t.u(0, "bussola-emendada")]


def test_sino_do_primeiro_vapor() -> None:
    """"At the start of your turn: Gain 1Æ." K14: it rings before the forge, so 5 + 1 forges that turn; at the
    start of the opponent's turn it does not ring."""
    t = table({}, {"artifacts": ["sino-do-primeiro-vapor"]}, amber=(0, 5))
    t.do(Verb.END)
    assert t.s.players[1].keys == 1 and t.s.players[1].amber == 0
    t2 = table({"artifacts": ["sino-do-primeiro-vapor"]}, {}, amber=(0, 5))
    t2.do(Verb.END)
    assert (t2.s.players[0].amber, t2.s.players[1].amber, t2.s.players[1].keys) == (0, 5, 0)


def test_relojoeira_paciente() -> None:
    """"At the end of your turn: Archive the top 1 card of your deck." K13: after the draw step the deck's next
    top card is archived; at the end of the opponent's turn nothing is."""
    t = table({"line": ["relojoeira-paciente"], "deck": DECK * 2}, {"deck": DECK * 2}, house="engrenagem")
    t.do(Verb.END)
    assert len(t.s.players[0].hand) == 6 and len(t.s.players[0].archives) == 1 and len(t.s.players[0].deck) == 1
    assert t.s.active == 1
    t2 = table({"line": ["relojoeira-paciente"], "deck": DECK}, {"deck": DECK * 2}, active=1, house="vereda")
    t2.do(Verb.END)
    assert not t2.s.players[0].archives and len(t2.s.players[0].deck) == 4


def test_armadilha_de_engrenagem() -> None:
    """"After an enemy creature enters play: Your opponent loses 1Æ." K44, K81: an enemy creature entering costs
    the opponent 1; a friendly creature entering costs no one anything."""
    t = table({"hand": ["cervo-ancestral"]}, {"artifacts": ["armadilha-de-engrenagem"]}, house="vereda",
              amber=(2, 2))
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=0)
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 2)
    t2 = table({"hand": ["relojoeira"], "artifacts": ["armadilha-de-engrenagem"]}, {}, house="engrenagem",
               amber=(2, 2))
    t2.do(Verb.PLAY, t2.u(0, "relojoeira"), pos=0)
    assert (t2.s.players[0].amber, t2.s.players[1].amber) == (2, 2)


def test_sentinela_de_sucata() -> None:
    """"After an enemy creature fights: Give this creature 1 +1 power token." K14, K47: an enemy attacker gives
    it a token (even attacking another creature), none to its friendly neighbour; a friendly creature fighting
    gives none."""
    t = table({"line": ["cervo-ancestral"]}, {"line": ["sentinela-de-sucata", "lince-pintado", "relojoeira"]},
              house="vereda")
    t.do(Verb.FIGHT, t.u(0, "cervo-ancestral"), t.u(1, "lince-pintado"))
    assert t.s.tokens[t.u(1, "sentinela-de-sucata")] == 1 and power(t, t.u(1, "sentinela-de-sucata")) == 5
    assert t.s.tokens[t.u(1, "relojoeira")] == 0 and t.s.choice is None
    t2 = table({"line": ["sentinela-de-sucata", "automato-vigia"]}, {"line": ["lince-pintado"]}, house="engrenagem")
    t2.do(Verb.FIGHT, t2.u(0, "automato-vigia"), t2.u(1, "lince-pintado"))
    assert t2.s.tokens[t2.u(0, "sentinela-de-sucata")] == 0


def test_forja_de_placas() -> None:
    """"Each friendly creature gets +1 armor." K33, K54: every friendly creature (printed armor or not) has 1
    more, the enemy creatures none."""
    t = table({"artifacts": ["forja-de-placas"], "line": ["automato-vigia", "relojoeira"]},
              {"line": ["urso-das-veredas", "tartaruga-ancia"]}, house="engrenagem")
    assert [armor(t, u) for u in t.s.players[0].line] == [2, 1]
    assert [armor(t, u) for u in t.s.players[1].line] == [0, 2]


def test_campo_de_inercia() -> None:
    """"Each enemy creature cannot reap." K24, K46: the opponent's creatures are not offered a reap (they still
    fight); its controller's creatures reap; K24, K34: "ready and reap with" an enemy creature readies it but
    no reap follows."""
    t = table({"artifacts": ["campo-de-inercia"], "line": ["relojoeira"]}, {"line": ["cervo-ancestral"]},
              active=1, house="vereda")
    assert not t.offered(Verb.REAP) and t.offered(Verb.FIGHT)
    t2 = table({"artifacts": ["campo-de-inercia"], "line": ["relojoeira"]}, {"line": ["cervo-ancestral"]},
               house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "relojoeira"))
    assert t2.s.players[0].amber == 1
    t3 = table({"hand": ["chamado-selvagem"], "line": ["cervo-ancestral", "lince-pintado"]},
               {"artifacts": ["campo-de-inercia"]}, house="vereda", status={"0:cervo-ancestral": {"exhausted": True}})
    t3.do(Verb.PLAY, t3.u(0, "chamado-selvagem"))
    t3.do(Verb.PICK, target=t3.u(0, "cervo-ancestral"))
    assert t3.s.players[0].amber == 1 and not t3.s.exhausted[t3.u(0, "cervo-ancestral")]


def test_torre_de_vigia_movel() -> None:
    """"Taunt. This creature cannot fight." K24, K47: it is offered a reap but no fight while its neighbour may
    fight; K72: an enemy can attack only it, not its neighbour; K24, K34: "ready and fight with" it readies it
    but no fight follows."""
    t = table({"line": ["torre-de-vigia-movel", "relojoeira"]}, {"line": ["lince-pintado"]}, house="engrenagem")
    assert {a.card for a in t.offered(Verb.FIGHT)} == {t.u(0, "relojoeira")}
    assert t.u(0, "torre-de-vigia-movel") in {a.card for a in t.offered(Verb.REAP)}
    next_turn(t, "vereda")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {t.u(0, "torre-de-vigia-movel")}
    t2 = table({"line": ["mestre-das-alavancas", "torre-de-vigia-movel", "relojoeira"]}, {"line": ["lince-pintado"]},
               house="engrenagem", status={"0:torre-de-vigia-movel": {"exhausted": True}})
    t2.do(Verb.REAP, t2.u(0, "mestre-das-alavancas"))
    t2.do(Verb.PICK, target=t2.u(0, "torre-de-vigia-movel"))
    assert t2.s.choice is None and not t2.s.exhausted[t2.u(0, "torre-de-vigia-movel")]
    assert t2.s.zone[t2.u(1, "lince-pintado")] == Zone.LINE and t2.s.damage[t2.u(1, "lince-pintado")] == 0


def test_engrenagem_travada() -> None:
    """"Play: Until the end of your opponent's next turn: An enemy creature cannot reap." K37, K24: at the
    opponent's next turn the chosen creature is offered no reap, the other enemy is; the turn after, it reaps
    again; friendly creatures are not offered."""
    t = table({"hand": ["engrenagem-travada"], "line": ["relojoeira"]},
              {"line": ["cervo-ancestral", "lince-pintado"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "engrenagem-travada"))
    assert picks(t) == {t.u(1, "cervo-ancestral"), t.u(1, "lince-pintado")}
    t.do(Verb.PICK, target=t.u(1, "cervo-ancestral"))
    next_turn(t, "vereda")
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(1, "lince-pintado")}
    next_turn(t, "engrenagem")
    assert t.u(0, "relojoeira") in {a.card for a in t.offered(Verb.REAP)}
    next_turn(t, "vereda")
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(1, "cervo-ancestral"), t.u(1, "lince-pintado")}


def test_couraca_de_vapor() -> None:
    """"Reap: Until the start of your next turn: This creature gets +2 armor." K37, K54: after reaping it has 2
    armor through the opponent's turn (its neighbour none) and takes 2 less from an attack; at its controller's
    next turn the armor is gone."""
    t = table({"line": ["couraca-de-vapor", "relojoeira"]}, {"line": ["lince-pintado"]}, house="engrenagem")
    cv = t.u(0, "couraca-de-vapor")
    t.do(Verb.REAP, cv)
    assert armor(t, cv) == 2 and armor(t, t.u(0, "relojoeira")) == 0
    next_turn(t, "vereda")
    t.do(Verb.FIGHT, t.u(1, "lince-pintado"), cv)
    assert t.s.damage[cv] == 1
    next_turn(t, "engrenagem")
    assert armor(t, cv) == 0


def test_cofre_transbordante() -> None:
    """"Action: If you have 3Æ or more: Gain 1Æ." With 3 in the pool, 4; with 2, still 2 (K42: the artifact
    is used and exhausted all the same; K20: the pool)."""
    t = table({"artifacts": ["cofre-transbordante"]}, {}, house="engrenagem", amber=(3, 0))
    t.do(Verb.ACTION, t.u(0, "cofre-transbordante"))
    assert t.s.players[0].amber == 4
    t2 = table({"artifacts": ["cofre-transbordante"]}, {}, house="engrenagem", amber=(2, 5))
    t2.do(Verb.ACTION, t2.u(0, "cofre-transbordante"))
    assert t2.s.players[0].amber == 2 and t2.s.exhausted[t2.u(0, "cofre-transbordante")]


def test_revanchista_de_latao() -> None:
    """"Play: If your opponent has forged more keys than you: Give this creature 2 +1 power tokens." Behind on
    keys it enters with 6 power (K56; its neighbour unchanged); even on keys, with 4."""
    t = table({"hand": ["revanchista-de-latao"], "line": ["relojoeira"]}, {}, house="engrenagem", keys=(0, 1))
    t.do(Verb.PLAY, t.u(0, "revanchista-de-latao"), pos=1)
    assert power(t, t.u(0, "revanchista-de-latao")) == 6 and t.s.tokens[t.u(0, "relojoeira")] == 0
    t2 = table({"hand": ["revanchista-de-latao"]}, {}, house="engrenagem", keys=(1, 1))
    t2.do(Verb.PLAY, t2.u(0, "revanchista-de-latao"), pos=0)
    assert power(t2, t2.u(0, "revanchista-de-latao")) == 4


def test_engenheira_chefe() -> None:
    """"Play: If you control a machine creature: Draw 1 card." K92: with a friendly machine it draws 1; with only
    an enemy machine it draws nothing."""
    t = table({"hand": ["engenheira-chefe"], "line": ["automato-vigia"], "deck": DECK}, {}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "engenheira-chefe"), pos=1)
    assert ids(t, t.s.players[0].hand) == ["urso-das-veredas"]
    t2 = table({"hand": ["engenheira-chefe"], "line": ["relojoeira"], "deck": DECK}, {"line": ["automato-vigia"]},
               house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "engenheira-chefe"), pos=1)
    assert not t2.s.players[0].hand and len(t2.s.players[0].deck) == 4


def test_bussola_de_bronze() -> None:
    """"After you choose a house: Draw 1 card." K14: its controller draws 1 after choosing a house (before the
    archives step); the opponent's copy draws nothing then."""
    t = table({"artifacts": ["bussola-de-bronze"], "deck": DECK, "archives": ["relojoeira"]},
              {"artifacts": ["bussola-de-bronze"], "deck": DECK}, step="house")
    t.do(Verb.HOUSE, target=2)
    assert ids(t, t.s.players[0].hand) == ["urso-das-veredas"] and not t.s.players[1].hand
    assert t.s.step.name == "ARCHIVES"


def test_aprendiz_atento() -> None:
    """"After you use a card: Give this creature 1 +1 power token." K45: a friendly creature's reap and an
    artifact's Omni each give it a token; playing a card is no use and gives none; the opponent's copy gets
    none."""
    t = table({"hand": ["colheita"], "line": ["aprendiz-atento", "cervo-ancestral"], "artifacts": ["semente-dourada"]},
              {"line": ["aprendiz-atento"]}, house="vereda")
    me = t.u(0, "aprendiz-atento")
    t.do(Verb.PLAY, t.u(0, "colheita"))
    assert t.s.tokens[me] == 0
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    assert t.s.tokens[me] == 1
    t.do(Verb.OMNI, t.u(0, "semente-dourada"))
    assert t.s.tokens[me] == 2 and t.s.tokens[t.u(1, "aprendiz-atento")] == 0
    assert t.s.tokens[t.u(0, "cervo-ancestral")] == 0


def test_sineta_de_alarme() -> None:
    """"After your opponent steals Æmber: Gain 1Æ." K62: the opponent steals 1 and its controller gains 1 back;
    its controller's own steal does not ring it (but rings the opponent's copy)."""
    t = table({"artifacts": ["sineta-de-alarme"]}, {"line": ["ladra-exultante"]}, active=1, amber=(2, 0))
    t.do(Verb.REAP, t.u(1, "ladra-exultante"))
    assert {t.s.ids[x.source] for x in t.s.queue} == {"sineta-de-alarme", "ladra-exultante"}   # K14: ordered
    t.do(Verb.ORDER, target=0)
    assert (t.s.players[0].amber, t.s.players[1].amber) == (2 - 1 + 1, 1 + 1)
    t2 = table({"hand": ["patente-roubada"], "artifacts": ["sineta-de-alarme"]}, {"artifacts": ["sineta-de-alarme"]},
               house="engrenagem", amber=(0, 5))
    t2.do(Verb.PLAY, t2.u(0, "patente-roubada"))
    assert (t2.s.players[0].amber, t2.s.players[1].amber) == (2, 5 - 2 + 1)


def test_sucata_reaproveitada() -> None:
    """"Play: For each damaged friendly creature: Draw 1 card." K90: two damaged friendly creatures, two cards (a
    damaged enemy and an undamaged friend not counted); none damaged, no card."""
    t = table({"hand": ["sucata-reaproveitada"], "line": ["automato-vigia", "golem-de-latao", "relojoeira"],
               "deck": DECK}, {"line": ["cervo-ancestral"]}, house="engrenagem",
              status={"0:automato-vigia": {"damage": 1}, "0:golem-de-latao": {"damage": 2},
                      "1:cervo-ancestral": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "sucata-reaproveitada"))
    assert len(t.s.players[0].hand) == 2 and t.s.players[0].amber == 1
    t2 = table({"hand": ["sucata-reaproveitada"], "line": ["automato-vigia"], "deck": DECK},
               {"line": ["cervo-ancestral"]}, house="engrenagem", status={"1:cervo-ancestral": {"damage": 1}})
    t2.do(Verb.PLAY, t2.u(0, "sucata-reaproveitada"))
    assert not t2.s.players[0].hand


def test_canhao_de_flanco() -> None:
    """"Action: Deal 2 damage to an enemy creature on a flank." K50, K84: the two ends of the enemy battleline
    are offered, not the creature between them nor a friendly creature; the chosen one takes 2, the other none;
    on another house's turn it cannot be used."""
    t = table({"artifacts": ["canhao-de-flanco"], "line": ["automato-vigia"]},
              {"line": ["salamandra-rubra", "javali-incendiario", "cervo-ancestral"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "canhao-de-flanco"))
    assert options(t) == {(1, "salamandra-rubra"), (1, "cervo-ancestral")} and not t.offered(Verb.PASS)
    pick(t, 1, "cervo-ancestral")
    assert look(t, 1, "cervo-ancestral")["damage"] == 2 and look(t, 1, "salamandra-rubra")["damage"] == 0
    assert look(t, 1, "javali-incendiario")["damage"] == 0 and look(t, 0, "automato-vigia")["damage"] == 0
    assert t.s.exhausted[t.u(0, "canhao-de-flanco")]
    t2 = table({"artifacts": ["canhao-de-flanco"]}, {"line": ["cervo-ancestral"]}, house="cinza")
    assert not t2.offered(Verb.ACTION) and pools(played_alone("canhao-de-flanco", "engrenagem")) == (0, 0)


def test_oficina_de_sucata() -> None:
    """"Action: Optionally: Purge a card from your hand. If you do: Play a card other than an upgrade from your discard pile." K35, K36,
    K66, K31, K39, K44: a card of its player's hand is purged (the other stays), then the creature of another
    house in the discard pile is played, without asking since the Alpha card there is not playable after a use,
    onto the flank chosen; declining purges nothing and plays nothing."""
    t = table({"artifacts": ["oficina-de-sucata"], "hand": ["cervo-ancestral", "urso-das-veredas"],
               "line": ["automato-vigia"], "discard": ["salamandra-rubra", "patente-roubada"]}, {},
              house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "oficina-de-sucata"))
    assert options(t) == {(0, "cervo-ancestral"), (0, "urso-das-veredas")} and t.offered(Verb.PASS)
    pick(t, 0, "cervo-ancestral")
    assert ids(t, t.s.players[0].purged) == ["cervo-ancestral"] and ids(t, t.s.players[0].hand) == ["urso-das-veredas"]
    t.do(Verb.PICK, target=1)                                   # the right flank (K44)
    assert ids(t, t.s.players[0].line) == ["automato-vigia", "salamandra-rubra"]
    assert ids(t, t.s.players[0].discard) == ["patente-roubada"] and t.s.plays.get("salamandra-rubra") == 1
    t2 = table({"artifacts": ["oficina-de-sucata"], "hand": ["cervo-ancestral"], "discard": ["salamandra-rubra"]}, {},
               house="engrenagem")
    t2.do(Verb.ACTION, t2.u(0, "oficina-de-sucata"))
    t2.do(Verb.PASS)
    assert ids(t2, t2.s.players[0].hand) == ["cervo-ancestral"] and ids(t2, t2.s.players[0].discard) == \
        ["salamandra-rubra"]
    assert not t2.s.players[0].purged and not t2.s.players[0].line and t2.s.exhausted[t2.u(0, "oficina-de-sucata")]
    assert pools(played_alone("oficina-de-sucata", "engrenagem")) == (0, 0)


def test_chave_desmontadora() -> None:
    """"Play: Destroy an upgrade. Draw 1 card." K28 bonus 1, K43, K58: the upgrades on both sides' creatures are
    offered; the chosen one, its player's own upgrade on an enemy creature, goes to its owner's discard pile and
    the host loses it; the friendly creature's upgrade stays; then 1 card is drawn; with no upgrade in play the
    draw still happens (K34)."""
    t = table({"hand": ["chave-desmontadora"], "line": ["automato-vigia"],
               "discard": ["exoesqueleto", "garras-de-magma"], "deck": DECK}, {"line": ["cervo-ancestral"]},
              house="engrenagem")
    attach(t, (0, "exoesqueleto"), (0, "automato-vigia"))
    attach(t, (0, "garras-de-magma"), (1, "cervo-ancestral"))
    assert power(t, t.u(1, "cervo-ancestral")) == 8
    t.do(Verb.PLAY, t.u(0, "chave-desmontadora"))
    assert options(t) == {(0, "exoesqueleto"), (0, "garras-de-magma")} and not t.offered(Verb.PASS)
    pick(t, 0, "garras-de-magma")
    assert ids(t, t.s.players[0].discard) == ["garras-de-magma", "chave-desmontadora"]
    assert power(t, t.u(1, "cervo-ancestral")) == 4 and not t.s.players[1].discard
    assert t.s.zone[t.u(0, "exoesqueleto")] == Zone.UPGRADE and (power(t, t.u(0, "automato-vigia")),
                                                                 armor(t, t.u(0, "automato-vigia"))) == (5, 3)
    assert ids(t, t.s.players[0].hand) == ["urso-das-veredas"] and t.s.players[0].amber == 1
    t2 = table({"hand": ["chave-desmontadora"], "line": ["automato-vigia"], "deck": DECK}, {}, house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "chave-desmontadora"))
    assert ids(t2, t2.s.players[0].hand) == ["urso-das-veredas"] and ids(t2, t2.s.players[0].deck) == DECK[:3]


def test_ferro_velho_faminto() -> None:
    """"Play: Optionally: Destroy an artifact. If you do: Gain 2Æ." K35, K36, K58: the artifacts of both sides are
    offered; the chosen enemy artifact goes to its owner's discard pile and 2 are gained, the others stay;
    declining destroys none and gains nothing."""
    t = table({"hand": ["ferro-velho-faminto"], "artifacts": ["torre-de-pedagio"]},
              {"artifacts": ["fornalha-antiga", "semente-dourada"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "ferro-velho-faminto"), pos=0)
    assert options(t) == {(0, "torre-de-pedagio"), (1, "fornalha-antiga"), (1, "semente-dourada")}
    pick(t, 1, "fornalha-antiga")
    assert ids(t, t.s.players[1].discard) == ["fornalha-antiga"] and ids(t, t.s.players[1].artifacts) == \
        ["semente-dourada"]
    assert ids(t, t.s.players[0].artifacts) == ["torre-de-pedagio"] and pools(t) == (2, 0)
    assert look(t, 0, "ferro-velho-faminto")["power"] == 3
    t2 = table({"hand": ["ferro-velho-faminto"]}, {"artifacts": ["fornalha-antiga"]}, house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "ferro-velho-faminto"), pos=0)
    t2.do(Verb.PASS)
    assert ids(t2, t2.s.players[1].artifacts) == ["fornalha-antiga"] and pools(t2) == (0, 0)


def test_triturador_de_arquivos() -> None:
    """"Action: Purge 1 random card from your opponent's archives. Archive the top 1 card of your deck." K50,
    K65, K66: one of the opponent's two archived cards, drawn from the state's generator, is purged, the other
    stays; its player's deck top goes to their own archives (the opponent's deck untouched); with the opponent's
    archives empty the archiving still happens (K34)."""
    theirs = ["piromante", "lanceiro-de-brasa"]
    t = table({"artifacts": ["triturador-de-arquivos"], "deck": DECK}, {"archives": theirs, "deck": ["golem-de-latao"]},
              house="engrenagem")
    _, i = below(12345, 2)
    t.do(Verb.ACTION, t.u(0, "triturador-de-arquivos"))
    assert ids(t, t.s.players[1].purged) == [theirs[i]] and ids(t, t.s.players[1].archives) == [theirs[1 - i]]
    assert ids(t, t.s.players[0].archives) == ["urso-das-veredas"] and ids(t, t.s.players[0].deck) == DECK[:3]
    assert ids(t, t.s.players[1].deck) == ["golem-de-latao"] and not t.s.players[0].purged
    t2 = table({"artifacts": ["triturador-de-arquivos"], "deck": DECK}, {}, house="engrenagem")
    t2.do(Verb.ACTION, t2.u(0, "triturador-de-arquivos"))
    assert ids(t2, t2.s.players[0].archives) == ["urso-das-veredas"] and not t2.s.players[1].purged
    assert pools(played_alone("triturador-de-arquivos", "engrenagem")) == (0, 0)


def test_censo_da_fabrica() -> None:
    """"Play: Give each friendly creature of the Cog house 1 +1 power token." K28 bonus 1, K56, K94: each friendly
    Cog creature gets one, a maverick copy moved to Cog included; a Cog title whose maverick copy is of another
    house, a friendly creature of another house and an enemy Cog creature get none."""
    into_cog, out_of_cog = maverick_id("cervo-ancestral", "engrenagem"), maverick_id("automato-vigia", "mare")
    t = table({"hand": ["censo-da-fabrica"], "line": ["automato-vigia", into_cog, out_of_cog, "relojoeira",
                                                       "cervo-ancestral"]},
              {"line": ["golem-de-latao"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "censo-da-fabrica"))
    mine = ("automato-vigia", into_cog, out_of_cog, "relojoeira", "cervo-ancestral")
    assert [look(t, 0, c)["tokens"] for c in mine] == [1, 1, 0, 1, 0]
    assert look(t, 1, "golem-de-latao")["tokens"] == 0 and t.s.players[0].amber == 1


def test_lubrificacao_geral() -> None:
    """"Play: Ready each friendly creature with the machine trait." K92: the exhausted friendly machines are
    readied (one then fights), the exhausted friendly scholar and the exhausted enemy machine stay exhausted."""
    t = table({"hand": ["lubrificacao-geral"], "line": ["automato-vigia", "relojoeira", "besouro-mecanico"]},
              {"line": ["golem-de-latao", "cervo-ancestral"]}, house="engrenagem",
              status={"0:automato-vigia": {"exhausted": True}, "0:relojoeira": {"exhausted": True},
                      "0:besouro-mecanico": {"exhausted": True}, "1:golem-de-latao": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "lubrificacao-geral"))
    assert [look(t, 0, c)["exhausted"] for c in ("automato-vigia", "relojoeira", "besouro-mecanico")] == \
        [False, True, False]
    assert look(t, 1, "golem-de-latao")["exhausted"] and t.s.players[0].amber == 0
    t.do(Verb.FIGHT, t.u(0, "automato-vigia"), t.u(1, "cervo-ancestral"))
    assert look(t, 1, "cervo-ancestral")["zone"] == Zone.DISCARD


def test_sapadora_de_corda() -> None:
    """"Fight: Put 1 fuse counter on the creature it fights." K47, K8 fuse counters: having survived, it puts one
    fuse on the defender (not on its neighbour nor on itself), which is destroyed at the start of its
    controller's next turn; a reap puts no fuse; destroyed in its fight, it puts none (K47)."""
    t = table({"line": ["sapadora-de-corda"]}, {"line": ["caranguejo-vigia", "javali-incendiario"]},
              house="engrenagem")
    crab = t.u(1, "caranguejo-vigia")
    t.do(Verb.FIGHT, t.u(0, "sapadora-de-corda"), crab)           # both survive (armor, K54)
    assert t.s.fuse[crab] == 1 and t.s.damage[crab] == 1 and t.s.fuse[t.u(1, "javali-incendiario")] == 0
    assert t.s.fuse[t.u(0, "sapadora-de-corda")] == 0
    t.do(Verb.END)
    assert t.s.zone[crab] == Zone.DISCARD and t.s.zone[t.u(1, "javali-incendiario")] == Zone.LINE
    t2 = table({"line": ["sapadora-de-corda"]}, {"line": ["caranguejo-vigia"]}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "sapadora-de-corda"))
    assert t2.s.fuse[t2.u(1, "caranguejo-vigia")] == 0 and t2.s.players[0].amber == 1
    t3 = table({"line": ["sapadora-de-corda"]}, {"line": ["tartaruga-ancia"]}, house="engrenagem")
    t3.do(Verb.FIGHT, t3.u(0, "sapadora-de-corda"), t3.u(1, "tartaruga-ancia"))
    assert t3.s.zone[t3.u(0, "sapadora-de-corda")] == Zone.DISCARD and t3.s.fuse[t3.u(1, "tartaruga-ancia")] == 0
    assert pools(played_alone("sapadora-de-corda", "engrenagem")) == (0, 0)


def test_cofre_de_engrenagens() -> None:
    """"Treasury. At the start of your turn: Put 1Æ from the supply on this artifact." K13, K16: 1Æ goes on it at
    its controller's turn start (not at the opponent's), and the forge step counts it with the pool: 5Æ in the
    pool and 1Æ on the card forge a key, both spent."""
    t = table({"artifacts": ["cofre-de-engrenagens"]}, {}, house="engrenagem", amber=(5, 0))
    cofre = t.u(0, "cofre-de-engrenagens")
    next_turn(t, "cinza")
    assert t.s.held[cofre] == 0 and t.s.players[0].keys == 0                   # the opponent's turn: nothing
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and pools(t) == (0, 0) and t.s.held[cofre] == 0
    assert "spend_amber" in t.log_keys()


def test_caixa_forte_pneumatica() -> None:
    """"Treasury. Action: Put 1Æ from the supply on this artifact. Omni: Move all Æmber on this artifact to your
    pool." K42, K50, K51: the Action adds 1Æ on it on its house's turn (no pool change); off-house only the Omni is
    offered, and it moves all of it to the pool (K57: a move, not a gain of the opponent's)."""
    t = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="engrenagem", amber=(1, 2),
              status={"0:caixa-forte-pneumatica": {"held": 2}})
    box = t.u(0, "caixa-forte-pneumatica")
    t.do(Verb.ACTION, box)
    assert t.s.held[box] == 3 and pools(t) == (1, 2)
    off = table({"artifacts": ["caixa-forte-pneumatica"]}, {}, house="cinza", amber=(1, 2),
                status={"0:caixa-forte-pneumatica": {"held": 2}})
    box = off.u(0, "caixa-forte-pneumatica")
    assert not [a for a in off.offered(Verb.ACTION) if a.card == box]
    off.do(Verb.OMNI, box)
    assert off.s.held[box] == 0 and pools(off) == (3, 2)


def test_destiladora_de_aember() -> None:
    """"At the end of your turn: Put 1Æ from the supply on this artifact. Action: Move all Æmber on this artifact to
    your pool." K13, K42: 1Æ at the end of its controller's turn, none at the end of the opponent's; the Action
    takes it into the pool. Without Treasury its Æmber is not spent to forge (K16): 5Æ and 1Æ on it forge nothing."""
    t = table({"artifacts": ["destiladora-de-aember"]}, {}, house="engrenagem", amber=(5, 0))
    still = t.u(0, "destiladora-de-aember")
    t.do(Verb.END)
    assert t.s.held[still] == 1
    t.do(Verb.HOUSE, target=1)                                                  # the opponent's turn
    t.do(Verb.END)
    assert t.s.held[still] == 1 and t.s.players[0].keys == 0 and pools(t) == (5, 0)   # K16: not a Treasury card
    t2 = table({"artifacts": ["destiladora-de-aember"]}, {}, house="engrenagem", amber=(5, 0),
               status={"0:destiladora-de-aember": {"held": 2}})
    t2.do(Verb.ACTION, t2.u(0, "destiladora-de-aember"))
    assert pools(t2) == (7, 0) and t2.s.held[t2.u(0, "destiladora-de-aember")] == 0


def test_desmonte_definitivo() -> None:
    """"Play: Purge the least powerful enemy creature. Purge an enemy artifact." K66, K83: the weakest enemy leaves
    the game (not to the discard pile, and no "Destroyed:"), so does the enemy artifact; the stronger enemy, the
    friendly creature of lower power and the friendly artifact stay."""
    t = table({"hand": ["desmonte-definitivo"], "line": ["piromante"], "artifacts": ["prensa-de-descarte"]},
              {"line": ["lince-pintado", "javali-incendiario"], "artifacts": ["triturador-de-arquivos"]},
              house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "desmonte-definitivo"))
    assert ids(t, t.s.players[1].purged) == ["lince-pintado", "triturador-de-arquivos"]
    assert look(t, 1, "javali-incendiario")["zone"] == Zone.LINE and not t.s.players[1].discard
    assert look(t, 0, "piromante")["zone"] == Zone.LINE and look(t, 0, "prensa-de-descarte")["zone"] == Zone.ARTIFACTS
    assert "destroyed" not in t.log_keys()


def test_fornalha_seladora() -> None:
    """"Fight: Purge the creature it fights." K47, K66: having survived, it purges the surviving defender; a
    defender its fight destroyed goes to the discard pile as usual (nothing to purge)."""
    t = table({"line": ["fornalha-seladora"]}, {"line": ["tartaruga-ancia", "lince-pintado"]}, house="engrenagem")
    t.do(Verb.FIGHT, t.u(0, "fornalha-seladora"), t.u(1, "tartaruga-ancia"))
    assert look(t, 1, "tartaruga-ancia")["zone"] == Zone.PURGED and look(t, 1, "lince-pintado")["zone"] == Zone.LINE
    t2 = table({"line": ["fornalha-seladora"]}, {"line": ["lince-pintado"]}, house="engrenagem")
    t2.do(Verb.FIGHT, t2.u(0, "fornalha-seladora"), t2.u(1, "lince-pintado"))
    assert look(t2, 1, "lince-pintado")["zone"] == Zone.DISCARD and not t2.s.players[1].purged


def test_recicladora_implacavel() -> None:
    """"Play: Optionally: Purge an artifact." K35, K66: an artifact of either side is offered; the one picked is
    purged, the other stays; declined, nothing is purged."""
    t = table({"hand": ["recicladora-implacavel"], "artifacts": ["prensa-de-descarte"]},
              {"artifacts": ["triturador-de-arquivos"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "recicladora-implacavel"), pos=0)
    assert options(t) == {(0, "prensa-de-descarte"), (1, "triturador-de-arquivos")}
    pick(t, 1, "triturador-de-arquivos")
    assert ids(t, t.s.players[1].purged) == ["triturador-de-arquivos"] and t.s.players[0].artifacts
    t2 = table({"hand": ["recicladora-implacavel"]}, {"artifacts": ["triturador-de-arquivos"]}, house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "recicladora-implacavel"), pos=0)
    t2.do(Verb.PASS)
    assert t2.s.players[1].artifacts and not t2.s.players[1].purged


def test_prensa_de_descarte() -> None:
    """"Action: Purge a card of your choice from your opponent's discard pile. If you do: Gain 1Æ." K66, K36: any
    card of the opponent's pile (not of your own) is offered; the pick is purged and 1Æ gained; with the
    opponent's pile empty nothing is purged and nothing gained."""
    t = table({"artifacts": ["prensa-de-descarte"], "discard": ["piromante"]},
              {"discard": ["lince-pintado", "censo-da-fabrica"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "prensa-de-descarte"))
    assert options(t) == {(1, "lince-pintado"), (1, "censo-da-fabrica")}
    pick(t, 1, "censo-da-fabrica")
    assert ids(t, t.s.players[1].purged) == ["censo-da-fabrica"] and ids(t, t.s.players[1].discard) == ["lince-pintado"]
    assert pools(t) == (1, 0) and ids(t, t.s.players[0].discard) == ["piromante"]
    t2 = table({"artifacts": ["prensa-de-descarte"], "discard": ["piromante"]}, {}, house="engrenagem")
    t2.do(Verb.ACTION, t2.u(0, "prensa-de-descarte"))
    assert pools(t2) == (0, 0) and ids(t2, t2.s.players[0].discard) == ["piromante"]


def test_almoxarife_confiscador() -> None:
    """"Fight: Put the creature it fights in your archives (...). Reap: Purge a card of your choice from a discard
    pile." K65, K47: the surviving defender leaves play into its player's archives (owner unchanged), its
    neighbour stays; a reap offers the cards of both discard piles and purges the pick."""
    t = table({"line": ["almoxarife-confiscador"]}, {"line": ["tartaruga-ancia", "lince-pintado"]}, house="engrenagem",
              status={"0:almoxarife-confiscador": {"tokens": 3}})
    turtle = t.u(1, "tartaruga-ancia")
    t.do(Verb.FIGHT, t.u(0, "almoxarife-confiscador"), turtle)
    assert t.s.players[0].archives == [turtle] and t.s.owner[turtle] == 1 and t.s.zone[turtle] == Zone.ARCHIVES
    assert look(t, 1, "lince-pintado")["zone"] == Zone.LINE
    t2 = table({"line": ["almoxarife-confiscador"], "discard": ["piromante"]}, {"discard": ["lince-pintado"]},
               house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "almoxarife-confiscador"))
    assert options(t2) == {(0, "piromante"), (1, "lince-pintado")}
    pick(t2, 0, "piromante")
    assert ids(t2, t2.s.players[0].purged) == ["piromante"] and t2.s.players[1].discard and pools(t2) == (1, 0)


def test_confisco_de_patentes() -> None:
    """"Play: Put an enemy creature in your archives (...)." K28 bonus 1, K65: only enemy creatures are offered; the
    pick goes to the player's archives; with no enemy creature nothing is archived (K34)."""
    t = table({"hand": ["confisco-de-patentes"], "line": ["lince-pintado"]},
              {"line": ["javali-incendiario", "piromante"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "confisco-de-patentes"))
    assert options(t) == {(1, "javali-incendiario"), (1, "piromante")}
    pick(t, 1, "javali-incendiario")
    assert ids(t, t.s.players[0].archives) == ["javali-incendiario"] and pools(t) == (1, 0)
    assert look(t, 0, "lince-pintado")["zone"] == Zone.LINE and look(t, 1, "piromante")["zone"] == Zone.LINE
    t2 = table({"hand": ["confisco-de-patentes"], "line": ["lince-pintado"]}, {}, house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "confisco-de-patentes"))
    assert not t2.s.players[0].archives and look(t2, 0, "lince-pintado")["zone"] == Zone.LINE


def test_linha_de_montagem() -> None:
    """"Action: Put a creature from your hand into play." K29, K44: the creature in hand (of any house) is put, not
    played: no Æmber bonus, no Rule of Six count (K32), exhausted, on the flank chosen; the action card in hand is
    not offered and stays."""
    t = table({"artifacts": ["linha-de-montagem"], "hand": ["piromante", "censo-da-fabrica"], "line": ["lince-pintado"]},
              {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "linha-de-montagem"))
    t.do(Verb.PICK, target=0)                                                   # the left flank
    mage = t.u(0, "piromante")
    assert t.s.players[0].line == [mage, t.u(0, "lince-pintado")] and t.s.exhausted[mage]
    assert pools(t) == (0, 0) and "piromante" not in t.s.plays
    assert ids(t, t.s.players[0].hand) == ["censo-da-fabrica"]


def test_esteira_expressa() -> None:
    """"Play: Optionally: Put a creature from your hand into play. Search your deck for a creature and put it into
    play." K35, K85: the hand's creature may be put; the search offers the deck's creatures only (an action stays
    in the deck), the deck is shuffled; both may be declined."""
    t = table({"hand": ["esteira-expressa", "lince-pintado"], "deck": ["censo-da-fabrica", "urso-das-veredas"]}, {},
              house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "esteira-expressa"))
    pick(t, 0, "lince-pintado")
    assert options(t) == {(0, "urso-das-veredas")}
    pick(t, 0, "urso-das-veredas")
    t.do(Verb.PICK, target=1)                                                   # the right flank
    assert ids(t, t.s.players[0].line) == ["lince-pintado", "urso-das-veredas"]
    assert ids(t, t.s.players[0].deck) == ["censo-da-fabrica"] and "shuffle" in t.log_keys()
    t2 = table({"hand": ["esteira-expressa", "lince-pintado"], "deck": ["urso-das-veredas"]}, {}, house="engrenagem")
    t2.do(Verb.PLAY, t2.u(0, "esteira-expressa"))
    t2.do(Verb.PASS)
    t2.do(Verb.PASS)
    assert not t2.s.players[0].line and ids(t2, t2.s.players[0].hand) == ["lince-pintado"]


def test_reanimador_de_sucata() -> None:
    """"Play: Put a creature from your discard pile into play." K29, K44: the creature of its player's pile is put
    (not played: no bonus, K28) on the flank chosen; the action in that pile and the opponent's creature stay."""
    t = table({"hand": ["reanimador-de-sucata"], "discard": ["piromante", "censo-da-fabrica"]},
              {"discard": ["urso-das-veredas"]}, house="engrenagem")
    t.do(Verb.PLAY, t.u(0, "reanimador-de-sucata"), pos=0)
    t.do(Verb.PICK, target=0)
    assert ids(t, t.s.players[0].line) == ["piromante", "reanimador-de-sucata"] and pools(t) == (0, 0)
    assert ids(t, t.s.players[0].discard) == ["censo-da-fabrica"] and ids(t, t.s.players[1].discard) == ["urso-das-veredas"]


def test_sonda_de_reposicao() -> None:
    """"Destroyed: Search your deck for a creature and put it into play." K58, K85: destroyed in a fight, it finds a
    creature of the deck (the action is not offered) and puts it into play while it waits to be discarded;
    declined, nothing enters and the deck is still shuffled."""
    t = table({"line": ["sonda-de-reposicao"], "deck": ["censo-da-fabrica", "cervo-ancestral"]},
              {"line": ["javali-incendiario"]}, house="engrenagem")
    t.do(Verb.FIGHT, t.u(0, "sonda-de-reposicao"), t.u(1, "javali-incendiario"))
    assert options(t) == {(0, "cervo-ancestral")}
    pick(t, 0, "cervo-ancestral")
    t.do(Verb.PICK, target=1)
    assert ids(t, t.s.players[0].line) == ["cervo-ancestral"] and look(t, 0, "sonda-de-reposicao")["zone"] == Zone.DISCARD
    t2 = table({"line": ["sonda-de-reposicao"], "deck": ["cervo-ancestral"]}, {"line": ["javali-incendiario"]},
               house="engrenagem")
    t2.do(Verb.FIGHT, t2.u(0, "sonda-de-reposicao"), t2.u(1, "javali-incendiario"))
    t2.do(Verb.PASS)
    assert not t2.s.players[0].line and "shuffle" in t2.log_keys()


def test_oficina_de_remontagem() -> None:
    """"Action: Put a creature from your discard pile into play." K29, K44: the creatures of its player's pile are
    offered (not the opponent's); the one picked enters exhausted, the other stays."""
    t = table({"artifacts": ["oficina-de-remontagem"], "discard": ["lince-pintado", "cervo-ancestral"]},
              {"discard": ["urso-das-veredas"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "oficina-de-remontagem"))
    assert options(t) == {(0, "lince-pintado"), (0, "cervo-ancestral")}
    pick(t, 0, "cervo-ancestral")
    assert ids(t, t.s.players[0].line) == ["cervo-ancestral"] and look(t, 0, "cervo-ancestral")["exhausted"]
    assert ids(t, t.s.players[0].discard) == ["lince-pintado"]


def test_engrenagem_reserva() -> None:
    """"Action: Swap this creature with a creature in your hand." K86: the creature from hand takes its place in
    the battleline (exhausted, K44) and it goes to the hand; the action card in hand is not offered; with no
    creature in hand it stays in play."""
    t = table({"line": ["lince-pintado", "engrenagem-reserva", "cervo-ancestral"],
               "hand": ["urso-das-veredas", "censo-da-fabrica"]}, {}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "engrenagem-reserva"))
    assert ids(t, t.s.players[0].line) == ["lince-pintado", "urso-das-veredas", "cervo-ancestral"]
    assert ids(t, t.s.players[0].hand) == ["censo-da-fabrica", "engrenagem-reserva"]
    assert look(t, 0, "urso-das-veredas")["exhausted"] and not look(t, 0, "engrenagem-reserva")["exhausted"]
    t2 = table({"line": ["engrenagem-reserva"], "hand": ["censo-da-fabrica"]}, {}, house="engrenagem")
    t2.do(Verb.ACTION, t2.u(0, "engrenagem-reserva"))
    assert look(t2, 0, "engrenagem-reserva")["zone"] == Zone.LINE


def test_operario_de_turno() -> None:
    """"Reap: Optionally: Swap this creature with a creature in your hand." K46, K35, K86: after the reap's 1Æ the
    swap may be taken (the hand's creature enters in its place) or declined (it stays)."""
    t = table({"line": ["operario-de-turno"], "hand": ["urso-das-veredas"]}, {}, house="engrenagem")
    t.do(Verb.REAP, t.u(0, "operario-de-turno"))
    pick(t, 0, "urso-das-veredas")
    assert ids(t, t.s.players[0].line) == ["urso-das-veredas"] and ids(t, t.s.players[0].hand) == ["operario-de-turno"]
    assert pools(t) == (1, 0)
    t2 = table({"line": ["operario-de-turno"], "hand": ["urso-das-veredas"]}, {}, house="engrenagem")
    t2.do(Verb.REAP, t2.u(0, "operario-de-turno"))
    t2.do(Verb.PASS)
    assert ids(t2, t2.s.players[0].line) == ["operario-de-turno"] and pools(t2) == (1, 0)
