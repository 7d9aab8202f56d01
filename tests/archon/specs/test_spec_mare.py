"""One spec per title of the house "mare" (issue 24), in the manner of card tests: each title from a position
that exercises its generated text (text.py, English), with what it must not affect beside what it does."""

from __future__ import annotations

from archonkit import table
from eidolon.core.rng import below, shuffle
from eidolon.rulesets.archon.state import Verb, Zone
from speckit import hand_over, ids, look, next_turn, options, pick, played_alone, pools


def test_arraia_furtiva() -> None:
    """Elusive (K70); "Reap: Steal 1Æ" (K46, K62): the reap gains 1, the steal 1 more; the first attack on it
    this turn deals no damage either way, the second is a normal fight."""
    t = table({"line": ["arraia-furtiva"]}, {}, house="mare", amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "arraia-furtiva"))
    assert pools(t) == (2, 1)
    t = table({"line": ["arraia-furtiva"]}, {}, house="mare", amber=(0, 0))
    t.do(Verb.REAP, t.u(0, "arraia-furtiva"))
    assert pools(t) == (1, 0)                                   # nothing to steal: never below 0 (K62)
    t = table({"line": ["arraia-furtiva"]}, {"line": ["piromante", "lanceiro-de-brasa"]}, active=1)
    t.do(Verb.FIGHT, t.u(1, "lanceiro-de-brasa"), t.u(0, "arraia-furtiva"))
    assert look(t, 0, "arraia-furtiva")["damage"] == 0 and look(t, 1, "lanceiro-de-brasa")["damage"] == 0
    t.do(Verb.FIGHT, t.u(1, "piromante"), t.u(0, "arraia-furtiva"))
    assert look(t, 0, "arraia-furtiva")["zone"] == Zone.DISCARD and look(t, 1, "piromante")["zone"] == Zone.DISCARD


def test_coletor_de_conchas() -> None:
    """"Play: Capture 1Æ onto this creature" (K29, K61): from the opponent's pool onto the played creature, not
    onto another friendly creature nor into its controller's pool."""
    t = table({"hand": ["coletor-de-conchas"], "line": ["arraia-furtiva"]}, {}, house="mare", amber=(1, 2))
    t.do(Verb.PLAY, t.u(0, "coletor-de-conchas"), pos=1)
    assert look(t, 0, "coletor-de-conchas")["held"] == 1 and pools(t) == (1, 1)
    assert look(t, 0, "arraia-furtiva")["held"] == 0


def test_guardia_do_recife() -> None:
    """Taunt (K72): an enemy fighting cannot attack its neighbour without Taunt, only the Guardiã itself; a
    creature not next to it can be attacked."""
    t = table({"line": ["arraia-furtiva", "guardia-do-recife", "coletor-de-conchas", "polvo-ladino"]},
              {"line": ["piromante"]}, active=1)
    targets = {t.s.ids[a.target] for a in t.offered(Verb.FIGHT)}
    assert targets == {"guardia-do-recife", "polvo-ladino"}


def test_polvo_ladino() -> None:
    """"Fight: Steal 1Æ" (K47, K62): after a fight it survives; a reap steals nothing."""
    t = table({"line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare", amber=(0, 3))
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "piromante"))
    assert pools(t) == (1, 2)
    t = table({"line": ["polvo-ladino"]}, {"line": ["vibora-de-cinzas"]}, house="mare", amber=(0, 3))
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "vibora-de-cinzas"))
    assert pools(t) == (0, 3)                                   # destroyed by Poison: no "Fight:" (K47)
    t = table({"line": ["polvo-ladino"]}, {}, house="mare", amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "polvo-ladino"))
    assert pools(t) == (1, 3)


def test_sereia_cantora() -> None:
    """Æmber bonus 1 (K28); Elusive (K70); "Reap: Exhaust an enemy creature" (K46): the chosen enemy is
    exhausted, the other enemy stays ready and no friendly creature is offered."""
    t = table({"hand": ["sereia-cantora"], "line": ["sereia-cantora", "polvo-ladino"]},
              {"line": ["piromante", "lanceiro-de-brasa"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "sereia-cantora"), pos=0)
    assert pools(t) == (1, 0)
    t.do(Verb.REAP, t.u(0, "sereia-cantora", 1))
    assert options(t) == {(1, "piromante"), (1, "lanceiro-de-brasa")}
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["exhausted"] and not look(t, 1, "lanceiro-de-brasa")["exhausted"]
    assert pools(t) == (2, 0) and not look(t, 0, "polvo-ladino")["exhausted"]


def test_tubarao_da_fenda() -> None:
    """Skirmish (K71): attacking, it takes no damage from the defender; "Destroyed: Capture 1Æ onto a friendly
    creature" (K58, K61): onto another friendly creature (not onto itself, marked), from the opponent."""
    t = table({"line": ["tubarao-da-fenda"]}, {"line": ["lanceiro-de-brasa"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "tubarao-da-fenda"), t.u(1, "lanceiro-de-brasa"))
    assert look(t, 0, "tubarao-da-fenda")["damage"] == 0 and look(t, 1, "lanceiro-de-brasa")["zone"] == Zone.DISCARD
    t = table({"line": ["tubarao-da-fenda", "polvo-ladino"]}, {"line": ["lanceiro-de-brasa"]}, active=1,
              amber=(0, 2), status={"0:tubarao-da-fenda": {"damage": 5}})
    t.do(Verb.FIGHT, t.u(1, "lanceiro-de-brasa"), t.u(0, "tubarao-da-fenda"))
    assert look(t, 0, "tubarao-da-fenda")["zone"] == Zone.DISCARD
    assert look(t, 0, "polvo-ladino")["held"] == 1 and look(t, 1, "lanceiro-de-brasa")["held"] == 0
    assert pools(t) == (0, 1)


def test_caranguejo_vigia() -> None:
    """Deploy (K77): it may enter between two creatures; a creature without Deploy only on a flank (K44)."""
    t = table({"hand": ["caranguejo-vigia", "polvo-ladino"], "line": ["arraia-furtiva", "guardia-do-recife"]}, {},
              house="mare")
    assert {a.pos for a in t.offered(Verb.PLAY) if a.card == t.u(0, "caranguejo-vigia")} == {0, 1, 2}
    assert {a.pos for a in t.offered(Verb.PLAY) if a.card == t.u(0, "polvo-ladino")} == {0, 2}
    t.do(Verb.PLAY, t.u(0, "caranguejo-vigia"), pos=1)
    assert [t.s.ids[u] for u in t.s.players[0].line] == ["arraia-furtiva", "caranguejo-vigia", "guardia-do-recife"]


def test_mare_alta() -> None:
    """Æmber bonus 1 (K28); "Play: Optionally: Return an enemy creature to its owner's hand" (K35): the chosen
    enemy goes to its owner's hand, the other stays; declining returns nothing; no friendly creature offered."""
    t = table({"hand": ["mare-alta"], "line": ["polvo-ladino"]}, {"line": ["piromante", "lanceiro-de-brasa"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    assert options(t) == {(1, "piromante"), (1, "lanceiro-de-brasa")} and t.offered(Verb.PASS)
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["zone"] == Zone.HAND and t.u(1, "piromante") in t.s.players[1].hand
    assert look(t, 1, "lanceiro-de-brasa")["zone"] == Zone.LINE and pools(t) == (1, 0)
    t = table({"hand": ["mare-alta"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    t.do(Verb.PASS)
    assert look(t, 1, "piromante")["zone"] == Zone.LINE and look(t, 0, "mare-alta")["zone"] == Zone.DISCARD


def test_redemoinho() -> None:
    """Omega (K40): after it is played step 3 ends, nothing more is played or used and the turn goes on to the
    opponent; "Play: Steal 2Æ" (K62) takes only what the opponent has."""
    t = table({"hand": ["redemoinho", "polvo-ladino"], "line": ["arraia-furtiva"]}, {}, house="mare", amber=(0, 1))
    t.do(Verb.PLAY, t.u(0, "redemoinho"))
    assert pools(t) == (1, 0) and "omega" in t.log_keys()
    assert t.s.active == 1 and "reap" not in t.log_keys() and look(t, 0, "polvo-ladino")["zone"] != Zone.LINE
    t = table({"hand": ["redemoinho"]}, {}, house="mare", amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "redemoinho"))
    assert pools(t) == (2, 3)


def test_perola_negra() -> None:
    """"Action: Capture 1Æ onto a friendly creature" (K42, K50, K61): on its house's turn the chosen friendly
    creature captures from the opponent; no enemy is offered; on another house's turn it cannot be used."""
    t = table({"artifacts": ["perola-negra"], "line": ["polvo-ladino", "arraia-furtiva"]}, {"line": ["piromante"]},
              house="mare", amber=(0, 2))
    t.do(Verb.ACTION, t.u(0, "perola-negra"))
    assert options(t) == {(0, "polvo-ladino"), (0, "arraia-furtiva")}
    pick(t, 0, "arraia-furtiva")
    assert look(t, 0, "arraia-furtiva")["held"] == 1 and look(t, 0, "polvo-ladino")["held"] == 0
    assert pools(t) == (0, 1) and t.s.exhausted[t.u(0, "perola-negra")]
    t = table({"artifacts": ["perola-negra"], "line": ["polvo-ladino"]}, {}, house="cinza", amber=(0, 2))
    assert not t.offered(Verb.ACTION)


def test_rede_de_pesca() -> None:
    """Æmber bonus 1; "Play: Return all Æmber captured by an enemy creature to its opponent" (K64): all of the
    chosen enemy's captured Æmber comes to this player; another enemy's captured Æmber stays."""
    t = table({"hand": ["rede-de-pesca"]}, {"line": ["piromante", "lanceiro-de-brasa"]}, house="mare",
              status={"1:piromante": {"held": 3}, "1:lanceiro-de-brasa": {"held": 2}})
    t.do(Verb.PLAY, t.u(0, "rede-de-pesca"))
    pick(t, 1, "piromante")
    assert pools(t) == (4, 0)
    assert look(t, 1, "piromante")["held"] == 0 and look(t, 1, "lanceiro-de-brasa")["held"] == 2


def test_casco_de_coral() -> None:
    """Upgrade (K43): "This creature gets +2 armor; gains Elusive" (K54, K70): its host only, not the other
    friendly creature."""
    t = table({"hand": ["casco-de-coral"], "line": ["polvo-ladino", "arraia-furtiva"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "casco-de-coral"), target=t.u(0, "polvo-ladino"))
    host = look(t, 0, "polvo-ladino")
    assert host["armor"] == 2 and host["power"] == 3 and host["keywords"] == {"elusive"}
    other = look(t, 0, "arraia-furtiva")
    assert other["armor"] == 0 and other["power"] == 2


def test_correnteza() -> None:
    """Æmber bonus 1; "Play: Ready and fight with a friendly creature" (K48, K31): an exhausted friendly creature
    of another house readies and fights; no enemy creature is offered to fight with."""
    t = table({"hand": ["correnteza"], "line": ["lanceiro-de-brasa", "polvo-ladino"]}, {"line": ["piromante"]},
              house="mare", status={"0:lanceiro-de-brasa": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "correnteza"))
    assert options(t) == {(0, "lanceiro-de-brasa"), (0, "polvo-ladino")}
    pick(t, 0, "lanceiro-de-brasa")                             # the only defender: no choice asked (K48)
    assert look(t, 1, "piromante")["zone"] == Zone.DISCARD
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 2 and look(t, 0, "lanceiro-de-brasa")["exhausted"]
    assert not look(t, 0, "polvo-ladino")["exhausted"] and pools(t) == (1, 0)


def test_canto_abissal() -> None:
    """"Play: Take control of the least powerful enemy creature" (K79, K83): it joins this player's battleline;
    a more powerful enemy stays with its owner."""
    t = table({"hand": ["canto-abissal"], "line": ["polvo-ladino"]}, {"line": ["lanceiro-de-brasa", "piromante"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "canto-abissal"))
    t.do(Verb.PICK, target=1)                                   # the flank it joins: right (K79)
    assert look(t, 1, "piromante")["ctrl"] == 0 and t.s.players[0].line == [t.u(0, "polvo-ladino"), t.u(1, "piromante")]
    assert look(t, 1, "lanceiro-de-brasa")["ctrl"] == 1 and t.s.players[1].line == [t.u(1, "lanceiro-de-brasa")]


def test_onda_primeira() -> None:
    """Alpha (K39): playable only as the step's first act; Æmber bonus 2 and "Play: Gain 1Æ" (K28, K29)."""
    t = table({"hand": ["onda-primeira"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "onda-primeira"))
    assert pools(t) == (3, 0)
    t = table({"hand": ["onda-primeira"], "line": ["polvo-ladino"]}, {}, house="mare")
    t.do(Verb.REAP, t.u(0, "polvo-ladino"))
    assert not any(a.card == t.u(0, "onda-primeira") for a in t.offered(Verb.PLAY))
    assert pools(t) == (1, 0)


def test_cavalo_marinho_mensageiro() -> None:
    """Æmber bonus 1 (K28); "Play: Draw 1 card" (K29): the top card of its controller's deck, one only; the
    opponent draws nothing."""
    t = table({"hand": ["cavalo-marinho-mensageiro"], "deck": ["polvo-ladino", "arraia-furtiva"]},
              {"deck": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "cavalo-marinho-mensageiro"), pos=0)
    assert t.s.players[0].hand == [t.u(0, "arraia-furtiva")] and t.s.players[0].deck == [t.u(0, "polvo-ladino")]
    assert pools(t) == (1, 0) and not t.s.players[1].hand and len(t.s.players[1].deck) == 1


def test_contrabandista_das_docas() -> None:
    """"Reap: Capture 1Æ onto this creature" (K46, K61); a fight captures nothing."""
    t = table({"line": ["contrabandista-das-docas"]}, {}, house="mare", amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "contrabandista-das-docas"))
    assert look(t, 0, "contrabandista-das-docas")["held"] == 1 and pools(t) == (1, 1)
    t = table({"line": ["contrabandista-das-docas"]}, {"line": ["piromante"]}, house="mare", amber=(0, 2))
    t.do(Verb.FIGHT, t.u(0, "contrabandista-das-docas"), t.u(1, "piromante"))
    assert look(t, 0, "contrabandista-das-docas")["held"] == 0 and pools(t) == (0, 2)


def test_farol_afundado() -> None:
    """"Action: Exhaust an enemy creature" (K42, K50): the chosen enemy only; no friendly creature offered; not
    usable on another house's turn."""
    t = table({"artifacts": ["farol-afundado"], "line": ["polvo-ladino"]},
              {"line": ["piromante", "lanceiro-de-brasa"]}, house="mare")
    t.do(Verb.ACTION, t.u(0, "farol-afundado"))
    assert options(t) == {(1, "piromante"), (1, "lanceiro-de-brasa")}
    pick(t, 1, "lanceiro-de-brasa")
    assert look(t, 1, "lanceiro-de-brasa")["exhausted"] and not look(t, 1, "piromante")["exhausted"]
    assert not look(t, 0, "polvo-ladino")["exhausted"]
    t = table({"artifacts": ["farol-afundado"]}, {"line": ["piromante"]}, house="cinza")
    assert not t.offered(Verb.ACTION)


def test_baleia_cartografa() -> None:
    """"Reap: Draw 1 card" (K46); a fight draws nothing."""
    t = table({"line": ["baleia-cartografa"], "deck": ["polvo-ladino", "arraia-furtiva"]}, {}, house="mare")
    t.do(Verb.REAP, t.u(0, "baleia-cartografa"))
    assert t.s.players[0].hand == [t.u(0, "arraia-furtiva")] and pools(t) == (1, 0)
    t = table({"line": ["baleia-cartografa"], "deck": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "piromante"))
    assert not t.s.players[0].hand and look(t, 1, "piromante")["zone"] == Zone.DISCARD


def test_enguia_faiscante() -> None:
    """"Fight: Capture 1Æ onto this creature" (K47, K61); a reap captures nothing."""
    t = table({"line": ["enguia-faiscante"]}, {"line": ["piromante"]}, house="mare", amber=(0, 2))
    t.do(Verb.FIGHT, t.u(0, "enguia-faiscante"), t.u(1, "piromante"))
    assert look(t, 0, "enguia-faiscante")["held"] == 1 and pools(t) == (0, 1)
    t = table({"line": ["enguia-faiscante"]}, {}, house="mare", amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "enguia-faiscante"))
    assert look(t, 0, "enguia-faiscante")["held"] == 0 and pools(t) == (1, 2)


def test_pescadora_de_perolas() -> None:
    """Æmber bonus 1, Elusive; "Reap: Optionally: Return all Æmber captured by an enemy creature to its
    opponent" (K35, K64): the chosen enemy's Æmber comes back, another's stays; declining returns none."""
    t = table({"line": ["pescadora-de-perolas"]}, {"line": ["piromante", "lanceiro-de-brasa"]}, house="mare",
              status={"1:piromante": {"held": 2}, "1:lanceiro-de-brasa": {"held": 1}})
    t.do(Verb.REAP, t.u(0, "pescadora-de-perolas"))
    pick(t, 1, "piromante")
    assert pools(t) == (3, 0) and look(t, 1, "lanceiro-de-brasa")["held"] == 1
    t = table({"hand": ["pescadora-de-perolas"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "pescadora-de-perolas"), pos=0)
    assert pools(t) == (1, 0)
    t = table({"line": ["pescadora-de-perolas"]}, {"line": ["piromante"]}, house="mare",
              status={"1:piromante": {"held": 2}})
    t.do(Verb.REAP, t.u(0, "pescadora-de-perolas"))
    t.do(Verb.PASS)
    assert pools(t) == (1, 0) and look(t, 1, "piromante")["held"] == 2


def test_medusa_de_vidro() -> None:
    """Poison (K73): its power damage in a fight destroys the damaged creature; Elusive (K70): the first attack
    on it this turn deals no damage either way, so its Poison does not strike then."""
    t = table({"line": ["medusa-de-vidro"]}, {"line": ["lanceiro-de-brasa"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "medusa-de-vidro"), t.u(1, "lanceiro-de-brasa"))
    assert look(t, 1, "lanceiro-de-brasa")["zone"] == Zone.DISCARD and look(t, 0, "medusa-de-vidro")["zone"] == Zone.DISCARD
    t = table({"line": ["medusa-de-vidro"]}, {"line": ["colosso-fumegante"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "medusa-de-vidro"), t.u(1, "colosso-fumegante"))
    assert look(t, 1, "colosso-fumegante")["zone"] == Zone.LINE       # armor took the 1 damage: no Poison (K54)
    t = table({"line": ["medusa-de-vidro"]}, {"line": ["colosso-fumegante"]}, active=1)
    t.do(Verb.FIGHT, t.u(1, "colosso-fumegante"), t.u(0, "medusa-de-vidro"))
    assert look(t, 1, "colosso-fumegante")["zone"] == Zone.LINE and look(t, 1, "colosso-fumegante")["damage"] == 0
    assert look(t, 0, "medusa-de-vidro")["zone"] == Zone.LINE and look(t, 0, "medusa-de-vidro")["damage"] == 0


def test_caravela_viva() -> None:
    """Deploy (K77); "Destroyed: Draw 1 card" (K58): its controller draws when it is destroyed; its opponent,
    whose creature destroyed it, draws nothing."""
    t = table({"hand": ["caravela-viva"], "line": ["polvo-ladino", "arraia-furtiva"]}, {}, house="mare")
    assert {a.pos for a in t.offered(Verb.PLAY)} == {0, 1, 2}
    t = table({"line": ["caravela-viva"], "deck": ["polvo-ladino", "arraia-furtiva"]},
              {"line": ["lanceiro-de-brasa"], "deck": ["piromante"]}, active=1, status={"0:caravela-viva": {"damage": 1}})
    t.do(Verb.FIGHT, t.u(1, "lanceiro-de-brasa"), t.u(0, "caravela-viva"))
    assert look(t, 0, "caravela-viva")["zone"] == Zone.DISCARD
    assert t.s.players[0].hand == [t.u(0, "arraia-furtiva")] and not t.s.players[1].hand


def test_capitao_dos_baixios() -> None:
    """"Play: Optionally: Ready and reap with another friendly creature" (K35, K46, K48): an exhausted friendly
    creature readies and reaps; the Capitão itself is not offered; declining reaps nothing."""
    t = table({"hand": ["capitao-dos-baixios"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare",
              status={"0:polvo-ladino": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "capitao-dos-baixios"), pos=1)
    assert options(t) == {(0, "polvo-ladino")}
    pick(t, 0, "polvo-ladino")
    assert pools(t) == (1, 0) and look(t, 0, "polvo-ladino")["exhausted"]
    assert look(t, 0, "capitao-dos-baixios")["exhausted"] and not look(t, 1, "piromante")["exhausted"]
    t = table({"hand": ["capitao-dos-baixios"], "line": ["polvo-ladino"]}, {}, house="mare",
              status={"0:polvo-ladino": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "capitao-dos-baixios"), pos=1)
    t.do(Verb.PASS)
    assert pools(t) == (0, 0) and look(t, 0, "polvo-ladino")["exhausted"]


def test_corsaria_das_brumas() -> None:
    """Skirmish (K71); "Fight: Return all Æmber captured by the creature it fights to its opponent. Steal 1Æ"
    (K52, K64, K62): the defender's Æmber comes back and 1 is stolen; another enemy's captured Æmber stays."""
    t = table({"line": ["corsaria-das-brumas"]}, {"line": ["lanceiro-de-brasa", "piromante"]}, house="mare",
              amber=(0, 3), status={"1:lanceiro-de-brasa": {"held": 2}, "1:piromante": {"held": 1}})
    t.do(Verb.FIGHT, t.u(0, "corsaria-das-brumas"), t.u(1, "lanceiro-de-brasa"))
    assert pools(t) == (3, 2) and look(t, 1, "lanceiro-de-brasa")["held"] == 0
    assert look(t, 1, "piromante")["held"] == 1
    assert look(t, 0, "corsaria-das-brumas")["damage"] == 0 and look(t, 1, "lanceiro-de-brasa")["damage"] == 3


def test_leviata_adormecido() -> None:
    """Taunt (K72); "Play: Stun this creature" (K78): it enters stunned, the other friendly creature is not."""
    t = table({"hand": ["leviata-adormecido"], "line": ["polvo-ladino"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "leviata-adormecido"), pos=1)
    assert look(t, 0, "leviata-adormecido")["stun"] and not look(t, 0, "polvo-ladino")["stun"]
    t = table({"line": ["polvo-ladino", "leviata-adormecido"]}, {"line": ["piromante"]}, active=1)
    assert {t.s.ids[a.target] for a in t.offered(Verb.FIGHT)} == {"leviata-adormecido"}


def test_nevoa_salgada() -> None:
    """Æmber bonus 1; "Play: Stun an enemy creature" (K78): the chosen enemy only, no friendly creature offered."""
    t = table({"hand": ["nevoa-salgada"], "line": ["polvo-ladino"]}, {"line": ["piromante", "lanceiro-de-brasa"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "nevoa-salgada"))
    assert options(t) == {(1, "piromante"), (1, "lanceiro-de-brasa")}
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["stun"] and not look(t, 1, "lanceiro-de-brasa")["stun"]
    assert not look(t, 0, "polvo-ladino")["stun"] and pools(t) == (1, 0)


def test_concha_do_oraculo() -> None:
    """"Action: Steal 1Æ" (K50, K62); not usable on another house's turn."""
    t = table({"artifacts": ["concha-do-oraculo"]}, {}, house="mare", amber=(0, 2))
    t.do(Verb.ACTION, t.u(0, "concha-do-oraculo"))
    assert pools(t) == (1, 1) and t.s.exhausted[t.u(0, "concha-do-oraculo")]
    t = table({"artifacts": ["concha-do-oraculo"]}, {}, house="cinza", amber=(0, 2))
    assert not t.offered(Verb.ACTION)


def test_barbatana_de_vidro() -> None:
    """Upgrade (K43): "+1 power; gains Skirmish" (K56, K71): the host attacks without taking damage; another
    friendly creature is unchanged."""
    t = table({"hand": ["barbatana-de-vidro"], "line": ["polvo-ladino", "arraia-furtiva"]}, {"line": ["piromante"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "barbatana-de-vidro"), target=t.u(0, "polvo-ladino"))
    assert look(t, 0, "polvo-ladino")["power"] == 4 and look(t, 0, "polvo-ladino")["keywords"] == {"skirmish"}
    assert look(t, 0, "arraia-furtiva")["power"] == 2 and look(t, 0, "arraia-furtiva")["keywords"] == {"elusive"}
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "piromante"))
    assert look(t, 0, "polvo-ladino")["damage"] == 0 and look(t, 1, "piromante")["zone"] == Zone.DISCARD


def test_manto_de_algas() -> None:
    """Upgrade (K43): "+2 power and +1 armor" (K54, K56): on its host only."""
    t = table({"hand": ["manto-de-algas"], "line": ["polvo-ladino", "arraia-furtiva"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "manto-de-algas"), target=t.u(0, "polvo-ladino"))
    assert (look(t, 0, "polvo-ladino")["power"], look(t, 0, "polvo-ladino")["armor"]) == (5, 1)
    assert (look(t, 0, "arraia-furtiva")["power"], look(t, 0, "arraia-furtiva")["armor"]) == (2, 0)


def test_enguia_errante() -> None:
    """Versatile (K5, the card's own rule): in play it may be used as if it belonged to the active house; a
    creature of the same house without it may not."""
    t = table({"line": ["enguia-errante", "polvo-ladino"]}, {}, house="cinza")
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(0, "enguia-errante")}
    t.do(Verb.REAP, t.u(0, "enguia-errante"))
    assert pools(t) == (1, 0)


def test_caranguejo_eremita() -> None:
    """"Reap: Move 1Æ from an enemy creature to this creature" (K61): the chosen enemy's captured Æmber moves
    to it; the other enemy's stays; neither pool changes but for the reap."""
    t = table({"line": ["caranguejo-eremita"]}, {"line": ["piromante", "lanceiro-de-brasa"]}, house="mare",
              amber=(0, 3), status={"1:piromante": {"held": 2}, "1:lanceiro-de-brasa": {"held": 1}})
    t.do(Verb.REAP, t.u(0, "caranguejo-eremita"))
    pick(t, 1, "piromante")
    assert look(t, 0, "caranguejo-eremita")["held"] == 1 and look(t, 1, "piromante")["held"] == 1
    assert look(t, 1, "lanceiro-de-brasa")["held"] == 1 and pools(t) == (1, 3)


def test_mare_emprestada() -> None:
    """Æmber bonus 1; "Play: Reap with an enemy creature as if it were yours (it must be ready)" (K80, K31): this
    player gains the reap's Æmber and the enemy is exhausted; an exhausted enemy is not offered."""
    t = table({"hand": ["mare-emprestada"]}, {"line": ["piromante", "vibora-de-cinzas", "lanceiro-de-brasa"]},
              house="mare", status={"1:lanceiro-de-brasa": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "mare-emprestada"))
    assert options(t) == {(1, "piromante"), (1, "vibora-de-cinzas")}
    pick(t, 1, "vibora-de-cinzas")
    assert pools(t) == (2, 0) and look(t, 1, "vibora-de-cinzas")["exhausted"]
    assert look(t, 1, "vibora-de-cinzas")["ctrl"] == 1 and not look(t, 1, "piromante")["exhausted"]


def test_inveja_das_profundezas() -> None:
    """"Play: Gain 1Æ for each enemy creature" (K90): one per enemy creature, none for friendly ones."""
    t = table({"hand": ["inveja-das-profundezas", "inveja-das-profundezas"], "line": ["polvo-ladino", "arraia-furtiva"]},
              {"line": ["piromante", "lanceiro-de-brasa", "vibora-de-cinzas"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "inveja-das-profundezas"))
    assert pools(t) == (3, 0)
    t = table({"hand": ["inveja-das-profundezas"], "line": ["polvo-ladino"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "inveja-das-profundezas"))
    assert pools(t) == (0, 0)


def test_eco_da_chave() -> None:
    """"After you forge a key: Draw 1 card" (K14, K15, K81): its controller's forge draws it a card; the
    opponent's forge does not."""
    t = table({"line": ["eco-da-chave"], "deck": ["polvo-ladino", "arraia-furtiva"]}, {}, active=1, house="vereda",
              amber=(6, 0))
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and t.s.players[0].hand == [t.u(0, "arraia-furtiva")]
    t = table({"line": ["eco-da-chave"], "deck": ["polvo-ladino"] * 7}, {}, amber=(0, 6))
    t.do(Verb.END)                                              # its controller refills to 6, then the rival forges
    assert t.s.players[1].keys == 1 and len(t.s.players[0].hand) == 6 and len(t.s.players[0].deck) == 1


def test_cronista_da_mare() -> None:
    """"After you play another card: Give this creature 1 +1 power token" (K14, K56): its controller's card
    played counts, the Cronista's own play and the opponent's plays do not."""
    t = table({"hand": ["cronista-da-mare"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "cronista-da-mare"), pos=0)
    assert look(t, 0, "cronista-da-mare")["tokens"] == 0
    t = table({"hand": ["polvo-ladino"], "line": ["cronista-da-mare"]}, {"hand": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "polvo-ladino"), pos=0)
    assert look(t, 0, "cronista-da-mare")["tokens"] == 1 and look(t, 0, "cronista-da-mare")["power"] == 3
    t = table({"line": ["cronista-da-mare"]}, {"hand": ["piromante"]}, active=1)
    t.do(Verb.PLAY, t.u(1, "piromante"), pos=0)
    assert look(t, 0, "cronista-da-mare")["tokens"] == 0


def test_coletora_da_vazante() -> None:
    """"After an enemy creature reaps: Gain 1Æ" (K14, K46, K81): an enemy reap gains its controller 1; a friendly
    reap does not."""
    t = table({"artifacts": ["coletora-da-vazante"]}, {"line": ["vibora-de-cinzas"]}, active=1)
    t.do(Verb.REAP, t.u(1, "vibora-de-cinzas"))
    assert pools(t) == (1, 1)
    t = table({"artifacts": ["coletora-da-vazante"], "line": ["polvo-ladino"]}, {}, house="mare")
    t.do(Verb.REAP, t.u(0, "polvo-ladino"))
    assert pools(t) == (1, 0)


def test_lamento_do_recife() -> None:
    """"After another friendly creature is destroyed: Draw 1 card" (K14, K58): a friendly creature destroyed
    draws one; an enemy creature destroyed draws none."""
    t = table({"artifacts": ["lamento-do-recife"], "line": ["arraia-furtiva"], "deck": ["polvo-ladino"] * 2},
              {"line": ["lanceiro-de-brasa"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "arraia-furtiva"), t.u(1, "lanceiro-de-brasa"))
    assert look(t, 0, "arraia-furtiva")["zone"] == Zone.DISCARD and len(t.s.players[0].hand) == 1
    t = table({"artifacts": ["lamento-do-recife"], "line": ["polvo-ladino"], "deck": ["baleia-cartografa"] * 2},
              {"line": ["piromante"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "piromante"))
    assert look(t, 1, "piromante")["zone"] == Zone.DISCARD and not t.s.players[0].hand


def test_maestro_das_correntes() -> None:
    """"Each friendly creature gets +1 power" (K33, K81): itself and the other friendly creatures, no enemy."""
    t = table({"line": ["maestro-das-correntes", "polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    assert look(t, 0, "maestro-das-correntes")["power"] == 3 and look(t, 0, "polvo-ladino")["power"] == 4
    assert look(t, 1, "piromante")["power"] == 2


def test_toxicologista_do_recife() -> None:
    """"Each of its neighbors gains Poison" (K33, K73, K84): both neighbours, not itself nor a creature further
    away; a neighbour's fight damage then destroys."""
    t = table({"line": ["polvo-ladino", "toxicologista-do-recife", "arraia-furtiva", "coletor-de-conchas"]},
              {"line": ["colosso-fumegante"]}, house="mare")
    assert look(t, 0, "polvo-ladino")["keywords"] == {"poison"}
    assert look(t, 0, "arraia-furtiva")["keywords"] == {"elusive", "poison"}
    assert look(t, 0, "toxicologista-do-recife")["keywords"] == set()
    assert look(t, 0, "coletor-de-conchas")["keywords"] == set()
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "colosso-fumegante"))
    assert look(t, 1, "colosso-fumegante")["zone"] == Zone.DISCARD


def test_calmaria_profunda() -> None:
    """"Play: Until the end of your opponent's next turn: Each enemy creature cannot fight" (K37): the opponent
    cannot fight in its next turn, can again after it; friendly creatures still fight."""
    t = table({"hand": ["calmaria-profunda"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "calmaria-profunda"))
    assert t.offered(Verb.FIGHT)                                # friendly creatures are not affected
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)                                  # the opponent picks cinza (cards.HOUSES index)
    assert t.s.house == "cinza" and t.offered(Verb.REAP) and not t.offered(Verb.FIGHT)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=0)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    assert t.offered(Verb.FIGHT)                                # over after that turn


def test_tesoureira_prudente() -> None:
    """"Reap: If you have 4Æ or more: Draw 1 card" (K46, conditions): the reap's Æmber counts (3 + 1 draws);
    2 + 1 does not."""
    t = table({"line": ["tesoureira-prudente"], "deck": ["polvo-ladino"] * 3}, {}, house="mare", amber=(3, 0))
    t.do(Verb.REAP, t.u(0, "tesoureira-prudente"))
    assert len(t.s.players[0].hand) == 1
    t = table({"line": ["tesoureira-prudente"], "deck": ["polvo-ladino"]}, {}, house="mare", amber=(2, 0))
    t.do(Verb.REAP, t.u(0, "tesoureira-prudente"))
    assert not t.s.players[0].hand and pools(t) == (3, 0)


def test_gaivota_oportunista() -> None:
    """"Reap: If your opponent has 4Æ or more: Steal 1Æ" (K46, K62): at 4 it steals, at 3 it does not."""
    t = table({"line": ["gaivota-oportunista"]}, {}, house="mare", amber=(0, 4))
    t.do(Verb.REAP, t.u(0, "gaivota-oportunista"))
    assert pools(t) == (2, 3)
    t = table({"line": ["gaivota-oportunista"]}, {}, house="mare", amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "gaivota-oportunista"))
    assert pools(t) == (1, 3)


def test_memoria_afogada() -> None:
    """"Play: Draw 1 card. If your discard pile holds 6 cards or more: Draw 1 card" (K29, conditions): with 6 in
    discard it draws 2; with 5 (the action itself, still resolving, not counted) only 1."""
    t = table({"hand": ["memoria-afogada"], "discard": ["polvo-ladino"] * 6, "deck": ["arraia-furtiva"] * 3}, {},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "memoria-afogada"))
    assert len(t.s.players[0].hand) == 2 and len(t.s.players[0].discard) == 7
    t = table({"hand": ["memoria-afogada"], "discard": ["polvo-ladino"] * 5, "deck": ["arraia-furtiva"] * 3}, {},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "memoria-afogada"))
    assert len(t.s.players[0].hand) == 1 and len(t.s.players[0].discard) == 6


def test_vigia_do_farol() -> None:
    """"After your opponent chooses a house: Capture 1Æ onto this creature" (K14, K21, K61): the opponent's choice
    captures from the opponent; its controller's own choice does not."""
    t = table({"line": ["vigia-do-farol"]}, {}, active=1, step="house", amber=(0, 2))
    t.do(Verb.HOUSE, target=1)
    assert look(t, 0, "vigia-do-farol")["held"] == 1 and pools(t) == (0, 1)
    t = table({"line": ["vigia-do-farol"]}, {}, step="house", amber=(0, 2))
    t.do(Verb.HOUSE, target=0)
    assert look(t, 0, "vigia-do-farol")["held"] == 0 and pools(t) == (0, 2)


def test_rancor_das_profundezas() -> None:
    """"After your opponent uses a card: Give this creature 1 +1 power token" (K14, K45): an enemy reap counts; an
    enemy card played is not a use, nor is a friendly use."""
    t = table({"line": ["rancor-das-profundezas"]}, {"line": ["vibora-de-cinzas"], "hand": ["piromante"]}, active=1)
    t.do(Verb.PLAY, t.u(1, "piromante"), pos=0)
    assert look(t, 0, "rancor-das-profundezas")["tokens"] == 0
    t.do(Verb.REAP, t.u(1, "vibora-de-cinzas"))
    assert look(t, 0, "rancor-das-profundezas")["tokens"] == 1 and look(t, 0, "rancor-das-profundezas")["power"] == 4
    t = table({"line": ["rancor-das-profundezas", "polvo-ladino"]}, {}, house="mare")
    t.do(Verb.REAP, t.u(0, "polvo-ladino"))
    assert look(t, 0, "rancor-das-profundezas")["tokens"] == 0


def test_cobica_do_recife() -> None:
    """"After a friendly creature captures Æmber: Gain 1Æ"; "Reap: Capture 1Æ onto this creature" (K46, K61):
    its own capture gains 1 more; an enemy creature's capture gains nothing."""
    t = table({"line": ["cobica-do-recife"]}, {}, house="mare", amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "cobica-do-recife"))
    assert look(t, 0, "cobica-do-recife")["held"] == 1 and pools(t) == (2, 2)
    t = table({"line": ["cobica-do-recife"], "hand": ["polvo-ladino"]}, {"line": ["espia-das-brasas"]}, house="mare",
              amber=(2, 0))
    t.do(Verb.PLAY, t.u(0, "polvo-ladino"), pos=0)
    assert look(t, 1, "espia-das-brasas")["held"] == 1 and pools(t) == (1, 0)


def test_rede_de_arrasto() -> None:
    """"Play: For each enemy creature: Capture 1Æ onto a friendly creature" (K90: "a creature" keeps every
    instance on one creature, K61): one capture per enemy creature, all onto the one friendly creature chosen;
    the other friendly creature and the enemies hold nothing; no enemy creature is offered."""
    t = table({"hand": ["rede-de-arrasto"], "line": ["polvo-ladino", "arraia-furtiva"]},
              {"line": ["piromante", "lanceiro-de-brasa"]}, house="mare", amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "rede-de-arrasto"))
    assert options(t) == {(0, "polvo-ladino"), (0, "arraia-furtiva")}
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["held"] == 2 and look(t, 0, "arraia-furtiva")["held"] == 0
    assert pools(t) == (0, 3) and t.s.choice is None
    assert look(t, 1, "piromante")["held"] == 0 and look(t, 1, "lanceiro-de-brasa")["held"] == 0


def test_oferenda_ao_abismo() -> None:
    """"Play: Purge a card from your hand. If you do: Steal 2Æ." (K66, K36, K62): the card its player picks from
    their own hand is purged (the other stays in hand; the opponent's hand is not offered), then 2 are stolen; a
    lone card is purged without asking and the steal takes only what the opponent has; an empty hand purges
    nothing and steals nothing."""
    t = table({"hand": ["oferenda-ao-abismo", "polvo-ladino", "arraia-furtiva"]}, {"hand": ["piromante"]},
              house="mare", amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "oferenda-ao-abismo"))
    assert options(t) == {(0, "polvo-ladino"), (0, "arraia-furtiva")} and not t.offered(Verb.PASS)
    pick(t, 0, "polvo-ladino")
    assert ids(t, t.s.players[0].purged) == ["polvo-ladino"] and ids(t, t.s.players[0].hand) == ["arraia-furtiva"]
    assert pools(t) == (2, 1) and ids(t, t.s.players[1].hand) == ["piromante"] and not t.s.players[1].purged
    assert look(t, 0, "oferenda-ao-abismo")["zone"] == Zone.DISCARD
    t = table({"hand": ["oferenda-ao-abismo", "polvo-ladino"]}, {}, house="mare", amber=(0, 1))
    t.do(Verb.PLAY, t.u(0, "oferenda-ao-abismo"))
    assert t.s.choice is None and ids(t, t.s.players[0].purged) == ["polvo-ladino"] and pools(t) == (1, 0)
    t = table({"hand": ["oferenda-ao-abismo"]}, {"hand": ["piromante"]}, house="mare", amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "oferenda-ao-abismo"))
    assert pools(t) == (0, 3) and not t.s.players[0].purged and not t.s.players[1].purged


def test_mergulhador_bisbilhoteiro() -> None:
    """Elusive; "Reap: Purge 1 random card from your opponent's archives." (K46, K65, K66): one of the opponent's
    two archived cards, drawn from the state's generator, is purged under its owner's identity card; the other
    stays archived and the reaper's own archives are untouched; a fight purges nothing."""
    theirs = ["piromante", "lanceiro-de-brasa"]
    t = table({"line": ["mergulhador-bisbilhoteiro"], "archives": ["polvo-ladino"]}, {"archives": theirs},
              house="mare")
    rng, i = below(12345, 2)
    t.do(Verb.REAP, t.u(0, "mergulhador-bisbilhoteiro"))
    assert ids(t, t.s.players[1].purged) == [theirs[i]] and ids(t, t.s.players[1].archives) == [theirs[1 - i]]
    assert ids(t, t.s.players[0].archives) == ["polvo-ladino"] and not t.s.players[0].purged
    assert pools(t) == (1, 0) and t.s.rng == rng
    t = table({"line": ["mergulhador-bisbilhoteiro"]}, {"line": ["cervo-ancestral"], "archives": theirs},
              house="mare", status={"0:mergulhador-bisbilhoteiro": {"tokens": 3}})
    t.do(Verb.FIGHT, t.u(0, "mergulhador-bisbilhoteiro"), t.u(1, "cervo-ancestral"))
    assert look(t, 0, "mergulhador-bisbilhoteiro")["zone"] == Zone.LINE           # it survived: no "Fight:" here
    assert ids(t, t.s.players[1].archives) == theirs and not t.s.players[1].purged
    t = played_alone("mergulhador-bisbilhoteiro", "mare")
    assert pools(t) == (0, 0) and look(t, 0, "mergulhador-bisbilhoteiro")["power"] == 2
    assert look(t, 0, "mergulhador-bisbilhoteiro")["keywords"] == {"elusive"}


def test_mao_leve_da_mare() -> None:
    """Æmber bonus 1 (K28); "Play: Discard 1 random card from your opponent's hand." (K30): one of the opponent's
    three cards, drawn from the state's generator, goes to its owner's discard pile, the other two stay; its
    player's own hand is untouched; an empty hand loses nothing."""
    rival = ["piromante", "lanceiro-de-brasa", "cervo-ancestral"]
    t = table({"hand": ["mao-leve-da-mare", "polvo-ladino"]}, {"hand": rival}, house="mare")
    rng, i = below(12345, 3)
    t.do(Verb.PLAY, t.u(0, "mao-leve-da-mare"))
    assert ids(t, t.s.players[1].discard) == [rival[i]] and ids(t, t.s.players[1].hand) == rival[:i] + rival[i + 1:]
    assert ids(t, t.s.players[0].hand) == ["polvo-ladino"] and ids(t, t.s.players[0].discard) == ["mao-leve-da-mare"]
    assert pools(t) == (1, 0) and t.s.rng == rng
    t = table({"hand": ["mao-leve-da-mare", "polvo-ladino"]}, {}, house="mare")
    t.do(Verb.PLAY, t.u(0, "mao-leve-da-mare"))
    assert ids(t, t.s.players[0].hand) == ["polvo-ladino"] and not t.s.players[1].discard and pools(t) == (1, 0)


def test_gralha_do_cais() -> None:
    """Elusive; "Reap: Discard 1 random card from your opponent's hand." (K46): the reap gains 1 and one of the
    opponent's two cards, drawn from the state's generator, is discarded; a fight discards nothing."""
    rival = ["piromante", "lanceiro-de-brasa"]
    t = table({"line": ["gralha-do-cais"], "hand": ["polvo-ladino"]}, {"hand": rival}, house="mare")
    _, i = below(12345, 2)
    t.do(Verb.REAP, t.u(0, "gralha-do-cais"))
    assert ids(t, t.s.players[1].discard) == [rival[i]] and ids(t, t.s.players[1].hand) == [rival[1 - i]]
    assert ids(t, t.s.players[0].hand) == ["polvo-ladino"] and pools(t) == (1, 0)
    t = table({"line": ["gralha-do-cais"]}, {"line": ["cervo-ancestral"], "hand": rival}, house="mare",
              status={"0:gralha-do-cais": {"tokens": 3}})
    t.do(Verb.FIGHT, t.u(0, "gralha-do-cais"), t.u(1, "cervo-ancestral"))
    assert look(t, 0, "gralha-do-cais")["zone"] == Zone.LINE                       # it survived: no "Fight:" here
    assert ids(t, t.s.players[1].hand) == rival and ids(t, t.s.players[1].discard) == ["cervo-ancestral"]
    t = played_alone("gralha-do-cais", "mare")
    assert pools(t) == (0, 0) and look(t, 0, "gralha-do-cais")["power"] == 2
    assert look(t, 0, "gralha-do-cais")["keywords"] == {"elusive"}


def test_ressaca_profunda() -> None:
    """"Play: Shuffle an enemy creature into its owner's deck." (K60, K81): the enemy creatures are offered, a
    creature its player took over is not (it is friendly); one its owner lost to the opponent is, and goes into
    its owner's deck, shuffled by the state's generator, its captured Æmber to its controller's opponent; the
    other enemies stay in play and the opponent's deck is untouched."""
    t = table({"hand": ["ressaca-profunda"], "line": ["polvo-ladino", "coletor-de-conchas"],
               "deck": ["arraia-furtiva", "baleia-cartografa"]},
              {"line": ["piromante", "lanceiro-de-brasa", "vibora-de-cinzas"], "deck": ["cervo-ancestral"]},
              house="mare", status={"0:coletor-de-conchas": {"held": 2}})
    hand_over(t, (0, "coletor-de-conchas"), 1)
    hand_over(t, (1, "vibora-de-cinzas"), 0)
    t.do(Verb.PLAY, t.u(0, "ressaca-profunda"))
    assert options(t) == {(1, "piromante"), (1, "lanceiro-de-brasa"), (0, "coletor-de-conchas")}
    assert not t.offered(Verb.PASS)
    deck = [t.u(0, "arraia-furtiva"), t.u(0, "baleia-cartografa"), t.u(0, "coletor-de-conchas")]
    rng = shuffle(t.s.rng, deck)
    pick(t, 0, "coletor-de-conchas")
    assert t.s.players[0].deck == deck and t.s.rng == rng and pools(t) == (2, 0)
    assert look(t, 0, "coletor-de-conchas")["held"] == 0 and look(t, 0, "coletor-de-conchas")["ctrl"] == 0
    assert ids(t, t.s.players[1].line) == ["piromante", "lanceiro-de-brasa"]
    assert ids(t, t.s.players[1].deck) == ["cervo-ancestral"]
    assert ids(t, t.s.players[0].line) == ["polvo-ladino", "vibora-de-cinzas"]


def test_arrasto_do_fundo() -> None:
    """Æmber bonus 1; "Play: Put the least powerful enemy creature on the bottom of its owner's deck." (K83, K60):
    power as it stands counts (+1 power tokens, K56), so the 4-power enemy goes under its owner's deck, not the
    2-power one with 3 tokens nor a weaker friendly creature; its damage stays behind (K60); a lone least
    powerful enemy is taken without asking, a tie is the player's pick."""
    t = table({"hand": ["arrasto-do-fundo"], "line": ["arraia-furtiva"], "deck": ["polvo-ladino"]},
              {"line": ["lanceiro-de-brasa", "piromante"], "deck": ["cervo-ancestral", "javali-incendiario"]},
              house="mare", status={"1:piromante": {"tokens": 3}, "1:lanceiro-de-brasa": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "arrasto-do-fundo"))
    assert t.s.choice is None
    assert ids(t, t.s.players[1].deck) == ["lanceiro-de-brasa", "cervo-ancestral", "javali-incendiario"]
    assert look(t, 1, "lanceiro-de-brasa")["damage"] == 0 and ids(t, t.s.players[1].line) == ["piromante"]
    assert ids(t, t.s.players[0].line) == ["arraia-furtiva"] and ids(t, t.s.players[0].deck) == ["polvo-ladino"]
    assert pools(t) == (1, 0)
    t = table({"hand": ["arrasto-do-fundo"]}, {"line": ["piromante", "cervo-ancestral", "vibora-de-cinzas"],
                                             "deck": ["urso-das-veredas"]}, house="mare",
              status={"1:vibora-de-cinzas": {"tokens": 1}})
    t.do(Verb.PLAY, t.u(0, "arrasto-do-fundo"))                 # K83: a tie for least powerful is the player's pick
    assert options(t) == {(1, "piromante"), (1, "vibora-de-cinzas")} and not t.offered(Verb.PASS)
    pick(t, 1, "vibora-de-cinzas")
    assert ids(t, t.s.players[1].deck) == ["vibora-de-cinzas", "urso-das-veredas"]
    assert ids(t, t.s.players[1].line) == ["piromante", "cervo-ancestral"]


def test_egide_de_espuma() -> None:
    """Æmber bonus 1; "Play: Put a ward on a friendly creature." (K59): only friendly creatures are offered; the
    ward is spent instead of the next damage to that creature; the other friendly creature has no ward."""
    t = table({"hand": ["egide-de-espuma"], "line": ["polvo-ladino", "arraia-furtiva"]}, {"line": ["piromante"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "egide-de-espuma"))
    assert options(t) == {(0, "polvo-ladino"), (0, "arraia-furtiva")} and pools(t) == (1, 0)
    pick(t, 0, "polvo-ladino")
    octo, ray = t.u(0, "polvo-ladino"), t.u(0, "arraia-furtiva")
    assert t.s.ward[octo] and not t.s.ward[ray] and not t.s.ward[t.u(1, "piromante")]
    next_turn(t, "cinza")
    t.do(Verb.REAP, t.u(1, "piromante"))                         # "Reap: Deal 1 damage to a creature."
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["damage"] == 0 and not t.s.ward[octo]


def test_tecela_de_egides() -> None:
    """"Play: Ready a creature. If it is an enemy creature, stun it instead. Reap: Put a ward on each of its
    neighbors." (K59's last sentence, K84): a friendly creature is readied and not stunned, an enemy one stunned
    and not readied; the reap wards both neighbours, not itself nor a creature further away."""
    t = table({"hand": ["tecela-de-egides"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare",
              status={"0:polvo-ladino": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "tecela-de-egides"), pos=1)
    pick(t, 0, "polvo-ladino")
    assert not look(t, 0, "polvo-ladino")["exhausted"] and not look(t, 0, "polvo-ladino")["stun"]
    t = table({"hand": ["tecela-de-egides"]}, {"line": ["piromante"]}, house="mare",
              status={"1:piromante": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "tecela-de-egides"), pos=0)
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["stun"] and look(t, 1, "piromante")["exhausted"]
    t = table({"line": ["arraia-furtiva", "tecela-de-egides", "polvo-ladino", "coletor-de-conchas"]}, {},
              house="mare")
    t.do(Verb.REAP, t.u(0, "tecela-de-egides"))
    assert [t.s.ward[u] for u in t.s.players[0].line] == [True, False, True, False] and pools(t) == (1, 0)


def test_tartaruga_de_nacar() -> None:
    """Taunt (K72); "This creature cannot be dealt damage." (K54, K59): a fight against it leaves it unharmed
    while the attacker takes its 1 damage; its neighbour is not covered; a destroy effect still destroys it
    (K58)."""
    t = table({"line": ["tartaruga-de-nacar", "polvo-ladino"]}, {"line": ["urso-das-veredas"]}, house="vereda",
              active=1)
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), t.u(0, "tartaruga-de-nacar"))
    assert look(t, 0, "tartaruga-de-nacar")["damage"] == 0 and look(t, 1, "urso-das-veredas")["damage"] == 1
    assert look(t, 0, "tartaruga-de-nacar")["keywords"] == {"taunt"}
    t = table({"line": ["tartaruga-de-nacar", "polvo-ladino"]}, {"hand": ["incendio", "golpe-final"]},
              house="cinza", active=1)
    t.do(Verb.PLAY, t.u(1, "incendio"))                           # 3 damage to each creature
    assert look(t, 0, "tartaruga-de-nacar")["zone"] == Zone.LINE and look(t, 0, "polvo-ladino")["zone"] == Zone.DISCARD
    t.do(Verb.PLAY, t.u(1, "golpe-final"))
    assert look(t, 0, "tartaruga-de-nacar")["zone"] == Zone.DISCARD


def test_ourico_sentinela() -> None:
    """"Each of its neighbors cannot be dealt damage. Reap: Exhaust a creature. If it is an enemy creature, stun
    it instead." (K54, K84, K59): 3 damage to each creature spares its two neighbours, not itself nor a creature
    further away; the reap stuns an enemy (not exhausting it) or exhausts a friendly one (not stunning it)."""
    t = table({"line": ["polvo-ladino", "ourico-sentinela", "arraia-furtiva", "cervo-ancestral"]},
              {"hand": ["incendio"]}, house="cinza", active=1)
    t.do(Verb.PLAY, t.u(1, "incendio"))
    assert ids(t, t.s.players[0].line) == ["polvo-ladino", "arraia-furtiva", "cervo-ancestral"]
    assert look(t, 0, "polvo-ladino")["damage"] == look(t, 0, "arraia-furtiva")["damage"] == 0
    assert look(t, 0, "cervo-ancestral")["damage"] == 3
    t = table({"line": ["ourico-sentinela", "polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.REAP, t.u(0, "ourico-sentinela"))
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["stun"] and not look(t, 1, "piromante")["exhausted"]
    t = table({"line": ["ourico-sentinela", "polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.REAP, t.u(0, "ourico-sentinela"))
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["exhausted"] and not look(t, 0, "polvo-ladino")["stun"]


def test_calmaria_protetora() -> None:
    """Æmber bonus 1; "Play: For the remainder of the turn: Each friendly creature cannot be dealt damage."
    (K37, K54): a friendly creature fighting this turn takes no damage while the enemy takes its damage; at the
    turn's end it ends, so on the opponent's turn the creature is dealt damage again."""
    t = table({"hand": ["calmaria-protetora"], "line": ["polvo-ladino"]}, {"line": ["lanceiro-de-brasa"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "calmaria-protetora"))
    assert pools(t) == (1, 0)
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "lanceiro-de-brasa"))
    assert look(t, 0, "polvo-ladino")["damage"] == 0 and look(t, 1, "lanceiro-de-brasa")["damage"] == 3
    next_turn(t, "cinza")
    t.do(Verb.FIGHT, t.u(1, "lanceiro-de-brasa"), t.u(0, "polvo-ladino"))
    assert look(t, 0, "polvo-ladino")["zone"] == Zone.DISCARD


def test_caranguejo_escudeiro() -> None:
    """"Damage that would be dealt to a neighbor of this creature is dealt to this creature instead. Reap: Ready
    a creature. If it is an enemy creature, exhaust it instead." (K59, K54, K84): 3 damage aimed at its
    neighbour hits the crab through its armor; damage to a creature that is not its neighbour is not moved; the
    reap readies a friendly creature or exhausts an enemy one."""
    t = table({"line": ["polvo-ladino", "caranguejo-escudeiro", "arraia-furtiva", "cervo-ancestral"]},
              {"hand": ["golpe-de-martelo", "golpe-de-martelo"]}, house="brasa", active=1)
    t.do(Verb.PLAY, t.u(1, "golpe-de-martelo"))
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["damage"] == 0 and look(t, 0, "caranguejo-escudeiro")["damage"] == 2
    t.do(Verb.PLAY, t.u(1, "golpe-de-martelo", 1))
    pick(t, 0, "cervo-ancestral")
    assert look(t, 0, "cervo-ancestral")["damage"] == 3 and look(t, 0, "caranguejo-escudeiro")["damage"] == 2
    t = table({"line": ["caranguejo-escudeiro", "polvo-ladino"]}, {"line": ["piromante"]}, house="mare",
              status={"0:polvo-ladino": {"exhausted": True}})
    t.do(Verb.REAP, t.u(0, "caranguejo-escudeiro"))
    pick(t, 0, "polvo-ladino")
    assert not look(t, 0, "polvo-ladino")["exhausted"]
    t = table({"line": ["caranguejo-escudeiro"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.REAP, t.u(0, "caranguejo-escudeiro"))
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["exhausted"] and not look(t, 1, "piromante")["stun"]


def test_baleia_guardia() -> None:
    """"Damage that would be dealt to another friendly creature is dealt to this creature instead. Play: Stun
    each creature. If it is a friendly creature, exhaust it instead." (K59, K81): the opponent's 2 damage to
    each creature lands on the whale three times (its own and its two friends'), the enemy creature takes its
    own; the play stuns the enemies and exhausts the friendly creatures without stunning them."""
    t = table({"line": ["polvo-ladino", "baleia-guardia", "arraia-furtiva"]},
              {"hand": ["crisol-derramado"], "line": ["urso-das-veredas"]}, house="brasa", active=1)
    t.do(Verb.PLAY, t.u(1, "crisol-derramado"))                   # 2 damage to each creature
    assert look(t, 0, "baleia-guardia")["damage"] == 6 and look(t, 0, "polvo-ladino")["damage"] == 0
    assert look(t, 0, "arraia-furtiva")["damage"] == 0 and look(t, 1, "urso-das-veredas")["damage"] == 2
    t = table({"hand": ["baleia-guardia"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "baleia-guardia"), pos=1)
    assert look(t, 1, "piromante")["stun"] and not look(t, 1, "piromante")["exhausted"]
    assert look(t, 0, "polvo-ladino")["exhausted"] and not look(t, 0, "polvo-ladino")["stun"]


def test_lula_fugidia() -> None:
    """"If this creature would be destroyed, return it to its owner's hand instead. Reap: Stun a creature. If it
    is a friendly creature, ready it instead." (K59, K60): destroyed, it goes to its owner's hand with no
    "Destroyed:" and its tokens off; the weaker friend is untouched; the reap readies a friendly creature or
    stuns an enemy one."""
    t = table({"line": ["lula-fugidia", "arraia-furtiva"]}, {"hand": ["golpe-final"]}, house="cinza", active=1,
              status={"0:lula-fugidia": {"tokens": 1}})
    t.do(Verb.PLAY, t.u(1, "golpe-final"))                       # the most powerful enemy creature
    assert ids(t, t.s.players[0].hand) == ["lula-fugidia"] and look(t, 0, "lula-fugidia")["tokens"] == 0
    assert ids(t, t.s.players[0].line) == ["arraia-furtiva"] and t.s.players[0].discard == []
    t = table({"line": ["lula-fugidia", "polvo-ladino"]}, {"line": ["piromante"]}, house="mare",
              status={"0:polvo-ladino": {"exhausted": True}})
    t.do(Verb.REAP, t.u(0, "lula-fugidia"))
    pick(t, 0, "polvo-ladino")
    assert not look(t, 0, "polvo-ladino")["exhausted"] and not look(t, 0, "polvo-ladino")["stun"]
    t = table({"line": ["lula-fugidia"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.REAP, t.u(0, "lula-fugidia"))
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["stun"]


def test_foca_arquivista() -> None:
    """"If a neighbor of this creature would be destroyed, put it in its owner's archives instead. Play: Exhaust
    each creature on a flank. If it is a friendly creature, ready it instead." (K59, K65, K84): its destroyed
    neighbour goes to its owner's archives, not the discard pile; the seal itself is destroyed as usual; the
    play exhausts the enemy flanks (not the middle one) and readies the friendly flanks, itself included."""
    t = table({"line": ["urso-das-veredas", "foca-arquivista", "arraia-furtiva"]},
              {"hand": ["golpe-final", "golpe-final"]}, house="cinza", active=1)
    t.do(Verb.PLAY, t.u(1, "golpe-final"))
    assert ids(t, t.s.players[0].archives) == ["urso-das-veredas"] and t.s.players[0].discard == []
    t.do(Verb.PLAY, t.u(1, "golpe-final", 1))
    assert ids(t, t.s.players[0].discard) == ["foca-arquivista"]
    t = table({"hand": ["foca-arquivista"], "line": ["polvo-ladino", "arraia-furtiva"]},
              {"line": ["piromante", "lanceiro-de-brasa", "cervo-ancestral"]}, house="mare",
              status={"0:polvo-ladino": {"exhausted": True}, "0:arraia-furtiva": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "foca-arquivista"), pos=2)
    assert [look(t, 1, c)["exhausted"] for c in ("piromante", "lanceiro-de-brasa", "cervo-ancestral")] == \
        [True, False, True]
    assert not look(t, 0, "polvo-ladino")["exhausted"] and not look(t, 0, "foca-arquivista")["exhausted"]
    assert look(t, 0, "arraia-furtiva")["exhausted"]


def test_abismo_sem_volta() -> None:
    """"If an enemy creature would be returned to hand, purge it instead. Action: Exhaust a creature. If it is a
    friendly creature, return it to its owner's hand instead." (K59, K66, K42): an enemy returned to hand is
    purged; a friendly creature returned by the action goes to hand (not covered); an enemy is only exhausted."""
    t = table({"artifacts": ["abismo-sem-volta"], "hand": ["mare-alta"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))                         # "Optionally: Return an enemy creature ..."
    pick(t, 1, "piromante")
    assert ids(t, t.s.players[1].purged) == ["piromante"] and t.s.players[1].hand == []
    t = table({"artifacts": ["abismo-sem-volta"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.ACTION, t.u(0, "abismo-sem-volta"))
    pick(t, 0, "polvo-ladino")
    assert ids(t, t.s.players[0].hand) == ["polvo-ladino"] and t.s.players[0].purged == []
    t = table({"artifacts": ["abismo-sem-volta"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.ACTION, t.u(0, "abismo-sem-volta"))
    pick(t, 1, "piromante")
    assert look(t, 1, "piromante")["exhausted"] and look(t, 1, "piromante")["zone"] == Zone.LINE


def test_golpe_de_mare() -> None:
    """Æmber bonus 1; "Play: Stun a creature on a flank. If it is an enemy creature, destroy it instead." (K84,
    K59, K58): only flank creatures are offered; an enemy one is destroyed, a friendly one stunned."""
    t = table({"hand": ["golpe-de-mare"], "line": ["polvo-ladino", "arraia-furtiva", "coletor-de-conchas"]},
              {"line": ["piromante", "lanceiro-de-brasa", "cervo-ancestral"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "golpe-de-mare"))
    assert options(t) == {(0, "polvo-ladino"), (0, "coletor-de-conchas"), (1, "piromante"), (1, "cervo-ancestral")}
    pick(t, 1, "cervo-ancestral")
    assert look(t, 1, "cervo-ancestral")["zone"] == Zone.DISCARD and pools(t) == (1, 0)
    assert ids(t, t.s.players[1].line) == ["piromante", "lanceiro-de-brasa"]
    t = table({"hand": ["golpe-de-mare"], "line": ["polvo-ladino"]}, {"line": ["piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "golpe-de-mare"))
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["stun"] and look(t, 0, "polvo-ladino")["zone"] == Zone.LINE


def test_moreia_voraz() -> None:
    """"Fight: Exhaust a creature with no damage. If it is an enemy creature, destroy it instead." (K49, K59):
    after its fight only undamaged creatures are offered (not itself, damaged by the fight); an enemy one is
    destroyed, a friendly one exhausted and kept."""
    t = table({"line": ["moreia-voraz", "polvo-ladino"]}, {"line": ["piromante", "cervo-ancestral"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "moreia-voraz"), t.u(1, "piromante"))
    assert options(t) == {(0, "polvo-ladino"), (1, "cervo-ancestral")}
    pick(t, 1, "cervo-ancestral")
    assert t.s.players[1].line == [] and look(t, 0, "polvo-ladino")["exhausted"] is False
    t = table({"line": ["moreia-voraz", "polvo-ladino"]}, {"line": ["piromante", "cervo-ancestral"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "moreia-voraz"), t.u(1, "piromante"))
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["exhausted"] and look(t, 0, "polvo-ladino")["zone"] == Zone.LINE
    assert look(t, 1, "cervo-ancestral")["zone"] == Zone.LINE


def test_escudo_de_coral() -> None:
    """Æmber bonus 1; "Play: Prevent the next 3 damage that would be dealt to a friendly creature." (K54, K59):
    only friendly creatures are offered; 4 damage to it deals 1 after the 3 prevented; the next damage is dealt
    in full; the other friendly creature has no shield."""
    t = table({"hand": ["escudo-de-coral"], "line": ["polvo-ladino", "arraia-furtiva"]}, {"line": ["piromante"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "escudo-de-coral"))
    assert options(t) == {(0, "polvo-ladino"), (0, "arraia-furtiva")} and pools(t) == (1, 0)
    pick(t, 0, "polvo-ladino")
    assert t.s.shield[t.u(0, "polvo-ladino")] == 3 and t.s.shield[t.u(0, "arraia-furtiva")] == 0
    next_turn(t, "cinza")
    t.do(Verb.REAP, t.u(1, "piromante"))                         # 1 damage: prevented
    pick(t, 0, "polvo-ladino")
    assert look(t, 0, "polvo-ladino")["damage"] == 0 and t.s.shield[t.u(0, "polvo-ladino")] == 2


def test_cavalo_marinho_guardiao() -> None:
    """"Reap: Prevent the next 2 damage that would be dealt to each of its neighbors." (K54, K84): both
    neighbours get 2 shield points, itself and a creature further away none; the opponent's 3 damage to each
    creature then deals 1 to each neighbour and 3 to the others (the seahorse itself is destroyed)."""
    t = table({"line": ["polvo-ladino", "cavalo-marinho-guardiao", "cervo-ancestral", "urso-das-veredas"]},
              {"hand": ["incendio"]}, house="mare")
    t.do(Verb.REAP, t.u(0, "cavalo-marinho-guardiao"))
    assert [t.s.shield[u] for u in t.s.players[0].line] == [2, 0, 2, 0] and pools(t) == (1, 0)
    next_turn(t, "cinza")
    t.do(Verb.PLAY, t.u(1, "incendio"))
    assert ids(t, t.s.players[0].line) == ["polvo-ladino", "cervo-ancestral", "urso-das-veredas"]
    assert [look(t, 0, c)["damage"] for c in ("polvo-ladino", "cervo-ancestral", "urso-das-veredas")] == [1, 1, 3]
    assert t.s.shield[t.u(0, "polvo-ladino")] == t.s.shield[t.u(0, "cervo-ancestral")] == 0


def test_cofre_de_nacar() -> None:
    """"If your opponent would steal Æmber from you, that Æmber goes to the supply instead. Action: Gain 1Æ."
    (K62, K59, K42): the opponent's steal takes the Æmber from its controller's pool but the thief gains none;
    the opponent's own gains are untouched; the action gains 1."""
    t = table({"artifacts": ["cofre-de-nacar"]}, {"line": ["arraia-furtiva"]}, house="mare", active=1,
              amber=(3, 0))
    t.do(Verb.REAP, t.u(1, "arraia-furtiva"))                    # reap: +1 for the thief; "Reap: Steal 1Æ"
    assert pools(t) == (2, 1) and "replace_supply" in t.log_keys()
    t = table({"artifacts": ["cofre-de-nacar"]}, {}, house="mare", amber=(3, 0))
    t.do(Verb.ACTION, t.u(0, "cofre-de-nacar"))
    assert pools(t) == (4, 0)


def test_guardiao_do_tesouro_afundado() -> None:
    """Taunt (K72); "If your opponent would steal Æmber from you, that Æmber goes to the supply instead." (K62,
    K59): while it is in play the opponent's steal gains them nothing; once it has left play their steal works."""
    t = table({"line": ["guardiao-do-tesouro-afundado"]}, {"line": ["arraia-furtiva", "polvo-ladino"]},
              house="mare", active=1, amber=(3, 0))
    t.do(Verb.REAP, t.u(1, "arraia-furtiva"))
    assert pools(t) == (2, 1)
    assert look(t, 0, "guardiao-do-tesouro-afundado")["keywords"] == {"taunt"}
    t = table({"discard": ["guardiao-do-tesouro-afundado"]}, {"line": ["arraia-furtiva"]}, house="mare", active=1,
              amber=(3, 0))
    t.do(Verb.REAP, t.u(1, "arraia-furtiva"))
    assert pools(t) == (2, 2)
