"""One spec per title of the house "mare" (issue 24), in the manner of card tests: each title from a position
that exercises its generated text (text.py, English), with what it must not affect beside what it does."""

from __future__ import annotations

from archonkit import table
from eidolon.rulesets.archon.state import Verb, Zone
from speckit_a import look, options, pick, pools


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
    pick(t, 0, "lanceiro-de-brasa")
    if t.s.choice is not None:                                  # the defender (K48)
        t.do(Verb.PICK, target=t.u(1, "piromante"))
    assert look(t, 1, "piromante")["zone"] == Zone.DISCARD
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 2 and look(t, 0, "lanceiro-de-brasa")["exhausted"]
    assert not look(t, 0, "polvo-ladino")["exhausted"] and pools(t) == (1, 0)


def test_canto_abissal() -> None:
    """"Play: Take control of the least powerful enemy creature" (K79, K83): it joins this player's battleline;
    a more powerful enemy stays with its owner."""
    t = table({"hand": ["canto-abissal"], "line": ["polvo-ladino"]}, {"line": ["lanceiro-de-brasa", "piromante"]},
              house="mare")
    t.do(Verb.PLAY, t.u(0, "canto-abissal"))
    if t.s.choice is not None:                                  # the flank it joins (K79)
        t.do(Verb.PICK, target=1)
    assert look(t, 1, "piromante")["ctrl"] == 0 and t.u(1, "piromante") in t.s.players[0].line
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
