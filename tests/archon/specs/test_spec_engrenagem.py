"""One spec per title of the house Engrenagem (issue 24), in the manner of keyteki's card tests: each title from
a position that exercises its generated text (text.py, quoted in English), with beside it what the text must not
touch: a creature, player or card left as it was, or the ability not firing where it should not."""

from __future__ import annotations

from speckit_b import Verb, Zone, armor, has, ids, missing_specs, next_turn, picks, power, table

DECK = ["cervo-ancestral", "lince-pintado", "espinheiro", "urso-das-veredas"]     # top last


def test_every_engrenagem_title_has_a_spec() -> None:
    assert missing_specs("engrenagem", globals()) == []


def test_automato_vigia() -> None:
    """"Fight: Stun the creature it fights." K47, K78: having survived, it stuns the defender; the defender's
    neighbour is not stunned; reaping stuns nobody."""
    t = table({"line": ["automato-vigia"]}, {"line": ["tartaruga-ancia", "cervo-ancestral"]},
              house="engrenagem", status={"0:automato-vigia": {"tokens": 1}})
    t.do(Verb.FIGHT, t.u(0, "automato-vigia"), t.u(1, "tartaruga-ancia"))
    assert t.s.zone[t.u(0, "automato-vigia")] == Zone.LINE and t.s.damage[t.u(0, "automato-vigia")] == 4
    assert t.s.damage[t.u(1, "tartaruga-ancia")] == 3
    assert t.s.stun[t.u(1, "tartaruga-ancia")] and not t.s.stun[t.u(1, "cervo-ancestral")]
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
    assert not t.offered(Verb.REAP) or golem not in {a.card for a in t.offered(Verb.REAP)}
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
    7 cannot forge (cost 8); at their turn after it the cost is 6 again and they forge."""
    t = table({"hand": ["trava-temporal"]}, {}, house="engrenagem", amber=(0, 7))
    t.do(Verb.PLAY, t.u(0, "trava-temporal"))
    assert t.s.players[0].amber == 1
    next_turn(t, "vereda")
    assert t.s.active == 1 and t.s.players[1].keys == 0 and t.s.players[1].amber == 7
    next_turn(t, "mare")
    next_turn(t, "vereda")
    assert t.s.players[1].keys == 1 and t.s.players[1].amber == 1


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
    """"Your opponent's keys cost +1Æ." K17, K33: the opponent with 6 does not forge at the start of their turn;
    its controller with 6 still forges at 6."""
    t = table({"artifacts": ["torre-de-pedagio"]}, {}, house="engrenagem", amber=(0, 6))
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 6
    t2 = table({"artifacts": ["torre-de-pedagio"]}, {}, active=1, house="vereda", amber=(6, 0))
    t2.do(Verb.END)
    assert t2.s.players[0].keys == 1 and t2.s.players[0].amber == 0


def test_bobina_de_choque() -> None:
    """"Action: Stun the least powerful enemy creature." K83, K78: the weakest enemy is stunned without a choice,
    the stronger enemy is not, nor the weaker friendly creature."""
    t = table({"artifacts": ["bobina-de-choque"], "line": ["drone-batedor"]},
              {"line": ["urso-das-veredas", "lince-pintado"]}, house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "bobina-de-choque"))
    assert t.s.choice is None and t.s.stun[t.u(1, "lince-pintado")]
    assert not t.s.stun[t.u(1, "urso-das-veredas")] and not t.s.stun[t.u(0, "drone-batedor")]


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
    t = table({"artifacts": ["canhao-de-vapor"]}, {"line": ["urso-das-veredas", "lince-pintado"]},
              house="engrenagem")
    t.do(Verb.ACTION, t.u(0, "canhao-de-vapor"))
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    assert t.s.damage[t.u(1, "urso-das-veredas")] == 3 and t.s.damage[t.u(1, "lince-pintado")] == 0
    assert t.s.players[0].chains == 0 and t.s.exhausted[t.u(0, "canhao-de-vapor")]
    t2 = table({"artifacts": ["canhao-de-vapor"], "deck": DECK}, {"line": ["urso-das-veredas"]}, house="mare")
    assert not t2.offered(Verb.ACTION)
    t2.do(Verb.OMNI, t2.u(0, "canhao-de-vapor"))
    assert (t2.s.players[0].chains, t2.s.players[1].chains, len(t2.s.players[0].hand)) == (1, 0, 1)
    assert t2.s.damage[t2.u(1, "urso-das-veredas")] == 0
