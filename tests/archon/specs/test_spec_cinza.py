"""One spec per title of the house "cinza" (issue 24), in the manner of card tests: each title from a position
that exercises its generated text (text.py, English), with what it must not affect beside what it does."""

from __future__ import annotations

from archonkit import table
from eidolon.rulesets.archon import board
from eidolon.rulesets.archon.blanking import blanked
from eidolon.rulesets.archon.cards import maverick_id
from eidolon.rulesets.archon.state import Verb, Zone
from speckit import attach, ids, look, next_turn, options, pick, played_alone, pools, power


def test_salamandra_rubra() -> None:
    """Assault 2 (K74): attacking, it first deals 2 to the defender; a defender destroyed so deals no fight
    damage back. Defending, it deals no Assault damage."""
    t = table({"line": ["salamandra-rubra"]}, {"line": ["piromante"]})
    t.do(Verb.FIGHT, t.u(0, "salamandra-rubra"), t.u(1, "piromante"))
    assert look(t, 1, "piromante")["zone"] == Zone.DISCARD and look(t, 0, "salamandra-rubra")["damage"] == 0
    t = table({"line": ["salamandra-rubra"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.FIGHT, t.u(0, "salamandra-rubra"), t.u(1, "baleia-cartografa"))
    assert look(t, 1, "baleia-cartografa")["damage"] == 5                # 2 + its power 3
    t = table({"line": ["baleia-cartografa"]}, {"line": ["salamandra-rubra"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "salamandra-rubra"))
    assert look(t, 0, "baleia-cartografa")["damage"] == 3            # the fight only, no Assault 2
    assert look(t, 1, "salamandra-rubra")["zone"] == Zone.DISCARD


def test_lanceiro_de_brasa() -> None:
    """"Play: Deal 1 damage to an enemy creature" (K29, K53): the chosen enemy only; no friendly creature is
    offered."""
    t = table({"hand": ["lanceiro-de-brasa"], "line": ["piromante"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "lanceiro-de-brasa"), pos=0)
    assert options(t) == {(1, "baleia-cartografa"), (1, "polvo-ladino")}
    pick(t, 1, "polvo-ladino")
    assert look(t, 1, "polvo-ladino")["damage"] == 1 and look(t, 1, "baleia-cartografa")["damage"] == 0
    assert look(t, 0, "piromante")["damage"] == 0 and look(t, 0, "lanceiro-de-brasa")["damage"] == 0


def test_vibora_de_cinzas() -> None:
    """Poison (K73): its fight damage, attacking or defending, destroys the damaged creature, however powerful;
    damage its armor takes in full is no damage, so no Poison (K54)."""
    t = table({"line": ["vibora-de-cinzas"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.FIGHT, t.u(0, "vibora-de-cinzas"), t.u(1, "baleia-cartografa"))
    assert look(t, 1, "baleia-cartografa")["zone"] == Zone.DISCARD
    t = table({"line": ["vibora-de-cinzas"]}, {"line": ["colosso-fumegante"]})
    t.do(Verb.FIGHT, t.u(0, "vibora-de-cinzas"), t.u(1, "colosso-fumegante"))
    assert look(t, 1, "colosso-fumegante")["zone"] == Zone.LINE and look(t, 1, "colosso-fumegante")["damage"] == 0
    t = table({"line": ["baleia-cartografa"]}, {"line": ["vibora-de-cinzas"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "vibora-de-cinzas"))
    assert look(t, 0, "baleia-cartografa")["zone"] == Zone.DISCARD      # defending, its damage poisons too


def test_colosso_fumegante() -> None:
    """"Play: Gain 1 chain" (K67): its controller's chains, not the opponent's."""
    t = table({"hand": ["colosso-fumegante"]}, {}, chains=(1, 2))
    t.do(Verb.PLAY, t.u(0, "colosso-fumegante"), pos=0)
    assert (t.s.players[0].chains, t.s.players[1].chains) == (2, 2)
    assert (look(t, 0, "colosso-fumegante")["power"], look(t, 0, "colosso-fumegante")["armor"]) == (8, 1)


def test_duelista_incandescente() -> None:
    """Skirmish (K71); "Before Fight: Deal 1 damage to the creature it fights" (K49, K52): 1 then its power 4 on
    the defender, none back; another enemy is untouched, and a reap deals nothing."""
    t = table({"line": ["duelista-incandescente"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.FIGHT, t.u(0, "duelista-incandescente"), t.u(1, "baleia-cartografa"))
    assert look(t, 1, "baleia-cartografa")["damage"] == 5 and look(t, 0, "duelista-incandescente")["damage"] == 0
    assert look(t, 1, "polvo-ladino")["damage"] == 0
    t = table({"line": ["duelista-incandescente"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.REAP, t.u(0, "duelista-incandescente"))
    assert look(t, 1, "baleia-cartografa")["damage"] == 0 and pools(t) == (1, 0)


def test_piromante() -> None:
    """Æmber bonus 1 (K28); "Reap: Deal 1 damage to a creature" (K46): any creature, friendly or enemy, is
    offered; only the chosen one is damaged. A maverick copy in mare (K94) reaps on mare's turn, with the same
    ability, and the cinza copy does not."""
    t = table({"line": ["piromante", "lanceiro-de-brasa"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.REAP, t.u(0, "piromante"))
    assert options(t) == {(0, "piromante"), (0, "lanceiro-de-brasa"), (1, "baleia-cartografa")}
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["damage"] == 1 and look(t, 0, "lanceiro-de-brasa")["damage"] == 0
    assert pools(t) == (1, 0)
    t = table({"hand": ["piromante"]}, {})
    t.do(Verb.PLAY, t.u(0, "piromante"), pos=0)
    assert pools(t) == (1, 0)
    mav = maverick_id("piromante", "mare")                      # K94: a maverick copy is of its new house
    t = table({"line": [mav, "piromante"]}, {"line": ["baleia-cartografa"]}, house="mare")
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(0, mav)}
    t.do(Verb.REAP, t.u(0, mav))
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["damage"] == 1 and pools(t) == (1, 0)


def test_cao_de_lava() -> None:
    """"Destroyed: Deal 2 damage to each enemy creature" (K58): each of its controller's enemies takes 2, armor
    first (K54); its friendly creatures take none."""
    t = table({"hand": ["sacrificio-rubro"], "line": ["cao-de-lava", "lanceiro-de-brasa"]},
              {"line": ["baleia-cartografa", "piromante", "colosso-fumegante"]})
    t.do(Verb.PLAY, t.u(0, "sacrificio-rubro"))
    pick(t, 0, "cao-de-lava")
    assert look(t, 0, "cao-de-lava")["zone"] == Zone.DISCARD
    assert look(t, 1, "baleia-cartografa")["damage"] == 2 and look(t, 1, "piromante")["zone"] == Zone.DISCARD
    assert look(t, 1, "colosso-fumegante")["damage"] == 1 and look(t, 0, "lanceiro-de-brasa")["damage"] == 0


def test_chuva_de_fagulhas() -> None:
    """Æmber bonus 1; "Play: Deal 2 damage to an enemy creature. Splash 1" (K76): 2 to the target, 1 to each
    of its neighbours, none to a creature further away nor to friendly creatures."""
    t = table({"hand": ["chuva-de-fagulhas"], "line": ["lanceiro-de-brasa"]},
              {"line": ["baleia-cartografa", "colosso-fumegante", "polvo-ladino", "guardia-do-recife"]})
    t.do(Verb.PLAY, t.u(0, "chuva-de-fagulhas"))
    pick(t, 1, "polvo-ladino")
    assert look(t, 1, "polvo-ladino")["damage"] == 2
    assert look(t, 1, "colosso-fumegante")["damage"] == 0                 # 1 splash, its armor 1 takes it
    assert look(t, 1, "guardia-do-recife")["damage"] == 0                 # armor 1 too
    assert look(t, 1, "baleia-cartografa")["damage"] == 0 and look(t, 0, "lanceiro-de-brasa")["damage"] == 0
    t = table({"hand": ["chuva-de-fagulhas"]}, {"line": ["baleia-cartografa", "polvo-ladino", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "chuva-de-fagulhas"))
    pick(t, 1, "polvo-ladino")
    assert [look(t, 1, c)["damage"] for c in ("baleia-cartografa", "polvo-ladino", "piromante")] == [1, 2, 1]
    assert pools(t) == (1, 0)


def test_incendio() -> None:
    """"Play: Deal 3 damage to each creature" (K53, K54): friendly and enemy alike, armor first."""
    t = table({"hand": ["incendio"], "line": ["lanceiro-de-brasa", "piromante"]},
              {"line": ["baleia-cartografa", "colosso-fumegante"]})
    t.do(Verb.PLAY, t.u(0, "incendio"))
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 3 and look(t, 0, "piromante")["zone"] == Zone.DISCARD
    assert look(t, 1, "baleia-cartografa")["damage"] == 3 and look(t, 1, "colosso-fumegante")["damage"] == 2


def test_sacrificio_rubro() -> None:
    """"Play: Destroy a friendly creature. If you do: Gain 3Æ" (K36, K58): only friendly creatures are offered;
    with none to destroy, nothing is gained."""
    t = table({"hand": ["sacrificio-rubro"], "line": ["lanceiro-de-brasa", "piromante"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "sacrificio-rubro"))
    assert options(t) == {(0, "lanceiro-de-brasa"), (0, "piromante")}
    pick(t, 0, "piromante")
    assert look(t, 0, "piromante")["zone"] == Zone.DISCARD and look(t, 0, "lanceiro-de-brasa")["zone"] == Zone.LINE
    assert pools(t) == (3, 0)
    t = table({"hand": ["sacrificio-rubro"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "sacrificio-rubro"))
    assert pools(t) == (0, 0) and look(t, 1, "baleia-cartografa")["zone"] == Zone.LINE


def test_fornalha_antiga() -> None:
    """"Action: Deal 2 damage to an enemy creature" (K50): the chosen enemy; no friendly creature offered; not
    usable on another house's turn."""
    t = table({"artifacts": ["fornalha-antiga"], "line": ["lanceiro-de-brasa"]},
              {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.ACTION, t.u(0, "fornalha-antiga"))
    assert options(t) == {(1, "baleia-cartografa"), (1, "polvo-ladino")}
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["damage"] == 2 and look(t, 1, "polvo-ladino")["damage"] == 0
    t = table({"artifacts": ["fornalha-antiga"]}, {"line": ["baleia-cartografa"]}, house="mare")
    assert not t.offered(Verb.ACTION)


def test_lamina_ardente() -> None:
    """Æmber bonus 1; upgrade (K43): "+3 power; gains Poison" (K56, K73): on its host only."""
    t = table({"hand": ["lamina-ardente"], "line": ["lanceiro-de-brasa", "piromante"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "lamina-ardente"), target=t.u(0, "piromante"))
    assert look(t, 0, "piromante")["power"] == 5 and look(t, 0, "piromante")["keywords"] == {"poison"}
    assert look(t, 0, "lanceiro-de-brasa")["power"] == 4 and look(t, 0, "lanceiro-de-brasa")["keywords"] == set()
    assert pools(t) == (1, 0)


def test_brasas_gemeas() -> None:
    """"Play: Deal 1 damage to an enemy creature. Repeat the preceding effect" (K88): two separate instances,
    each with its own target; a third enemy is untouched."""
    t = table({"hand": ["brasas-gemeas"]}, {"line": ["baleia-cartografa", "polvo-ladino", "arraia-furtiva"]})
    t.do(Verb.PLAY, t.u(0, "brasas-gemeas"))
    pick(t, 1, "baleia-cartografa")
    assert options(t) == {(1, "baleia-cartografa"), (1, "polvo-ladino"), (1, "arraia-furtiva")}
    pick(t, 1, "polvo-ladino")
    assert t.s.choice is None
    assert [look(t, 1, c)["damage"] for c in ("baleia-cartografa", "polvo-ladino", "arraia-furtiva")] == [1, 1, 0]


def test_golpe_final() -> None:
    """Æmber bonus 1; "Play: Destroy the most powerful enemy creature" (K82): the enemy with the highest power;
    a weaker enemy and a more powerful friendly creature stay."""
    t = table({"hand": ["golpe-final"], "line": ["colosso-fumegante"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    assert look(t, 1, "baleia-cartografa")["zone"] == Zone.DISCARD and look(t, 1, "polvo-ladino")["zone"] == Zone.LINE
    assert look(t, 0, "colosso-fumegante")["zone"] == Zone.LINE and pools(t) == (1, 0)


def test_forjador_de_chamas() -> None:
    """Assault 1 (K74); "Fight: Gain 1Æ" (K47): 1 before the fight, then its power 5; a reap gains only 1."""
    t = table({"line": ["forjador-de-chamas"]}, {"line": ["polvo-ladino"]})
    t.do(Verb.FIGHT, t.u(0, "forjador-de-chamas"), t.u(1, "polvo-ladino"))
    assert look(t, 1, "polvo-ladino")["zone"] == Zone.DISCARD and pools(t) == (1, 0)
    assert look(t, 0, "forjador-de-chamas")["damage"] == 3
    t = table({"line": ["forjador-de-chamas"]}, {"line": ["colosso-fumegante"]})
    t.do(Verb.FIGHT, t.u(0, "forjador-de-chamas"), t.u(1, "colosso-fumegante"))
    assert look(t, 1, "colosso-fumegante")["damage"] == 5               # Assault 1 to armor, then 5 (K54)
    t = table({"line": ["forjador-de-chamas"]}, {})
    t.do(Verb.REAP, t.u(0, "forjador-de-chamas"))
    assert pools(t) == (1, 0)


def test_cinzas_ao_vento() -> None:
    """Æmber bonus 2; "Play: Your opponent loses 1Æ" (K20): the opponent's pool, never below 0."""
    t = table({"hand": ["cinzas-ao-vento"]}, {}, amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "cinzas-ao-vento"))
    assert pools(t) == (2, 2)
    t = table({"hand": ["cinzas-ao-vento"]}, {}, amber=(0, 0))
    t.do(Verb.PLAY, t.u(0, "cinzas-ao-vento"))
    assert pools(t) == (2, 0)


def test_dragonete_voraz() -> None:
    """Elusive (K70); "Reap: Deal 2 damage to the least powerful enemy creature" (K83): the weakest enemy, not a
    stronger one nor a weaker friendly creature."""
    t = table({"line": ["dragonete-voraz", "vibora-de-cinzas"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.REAP, t.u(0, "dragonete-voraz"))
    assert look(t, 1, "polvo-ladino")["damage"] == 2 and look(t, 1, "baleia-cartografa")["damage"] == 0
    assert look(t, 0, "vibora-de-cinzas")["damage"] == 0 and pools(t) == (1, 0)


def test_guerreira_de_carvao() -> None:
    """"Fight: Deal 1 damage to an enemy creature" (K47): after a fight it survives, 1 to a chosen enemy (the
    defender destroyed is gone); no friendly creature offered."""
    t = table({"line": ["guerreira-de-carvao", "piromante"]}, {"line": ["vibora-de-cinzas", "baleia-cartografa", "polvo-ladino"]},
              status={"1:vibora-de-cinzas": {"stun": True}})
    t.do(Verb.FIGHT, t.u(0, "guerreira-de-carvao"), t.u(1, "polvo-ladino"))
    assert options(t) == {(1, "vibora-de-cinzas"), (1, "baleia-cartografa")}
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["damage"] == 1 and look(t, 1, "vibora-de-cinzas")["damage"] == 0
    assert look(t, 0, "guerreira-de-carvao")["damage"] == 2 and look(t, 0, "piromante")["damage"] == 0


def test_morcego_de_fuligem() -> None:
    """Elusive, Skirmish (K70, K71); "Reap: Deal 1 damage to an enemy creature": the chosen enemy only; attacking
    it takes no damage back."""
    t = table({"line": ["morcego-de-fuligem", "piromante"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.REAP, t.u(0, "morcego-de-fuligem"))
    assert options(t) == {(1, "baleia-cartografa"), (1, "polvo-ladino")}
    pick(t, 1, "polvo-ladino")
    assert look(t, 1, "polvo-ladino")["damage"] == 1 and look(t, 1, "baleia-cartografa")["damage"] == 0
    t = table({"line": ["morcego-de-fuligem"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.FIGHT, t.u(0, "morcego-de-fuligem"), t.u(1, "baleia-cartografa"))
    assert look(t, 0, "morcego-de-fuligem")["damage"] == 0 and look(t, 1, "baleia-cartografa")["damage"] == 1


def test_javali_incendiario() -> None:
    """Assault 3 (K74): attacking, 3 before the fight, then its power 5; defending, no Assault damage."""
    t = table({"line": ["javali-incendiario"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.FIGHT, t.u(0, "javali-incendiario"), t.u(1, "baleia-cartografa"))
    assert look(t, 1, "baleia-cartografa")["zone"] == Zone.DISCARD and look(t, 0, "javali-incendiario")["zone"] == Zone.DISCARD
    t = table({"line": ["javali-incendiario"]}, {"line": ["colosso-fumegante"]})
    t.do(Verb.FIGHT, t.u(0, "javali-incendiario"), t.u(1, "colosso-fumegante"))
    assert look(t, 1, "colosso-fumegante")["damage"] == 7                # 3 less armor 1, then 5 (K54)
    t = table({"line": ["javali-incendiario"]}, {"line": ["polvo-ladino"]})
    t.do(Verb.FIGHT, t.u(0, "javali-incendiario"), t.u(1, "polvo-ladino"))
    assert look(t, 1, "polvo-ladino")["zone"] == Zone.DISCARD and look(t, 0, "javali-incendiario")["damage"] == 0
    t = table({"line": ["baleia-cartografa"]}, {"line": ["javali-incendiario"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "javali-incendiario"))
    assert look(t, 0, "baleia-cartografa")["damage"] == 5


def test_arauto_da_fornalha() -> None:
    """"Play: Deal 2 damage to an enemy creature. Splash 1" (K76): 2 to the target, 1 to each neighbour, none
    further away nor to friendly creatures."""
    t = table({"hand": ["arauto-da-fornalha"], "line": ["piromante"]},
              {"line": ["baleia-cartografa", "polvo-ladino", "arraia-furtiva", "enguia-faiscante"]})
    t.do(Verb.PLAY, t.u(0, "arauto-da-fornalha"), pos=1)
    pick(t, 1, "polvo-ladino")
    assert [look(t, 1, c)["damage"] for c in ("baleia-cartografa", "polvo-ladino", "arraia-furtiva",
                                              "enguia-faiscante")] == [1, 2, 1, 0]
    assert look(t, 0, "piromante")["damage"] == 0


def test_brasa_errante() -> None:
    """Deploy (K77); "Destroyed: Deal 2 damage to an enemy creature" (K58): its controller's enemy, chosen; the
    other enemy and friendly creatures untouched."""
    t = table({"hand": ["brasa-errante"], "line": ["piromante", "lanceiro-de-brasa"]}, {})
    assert {a.pos for a in t.offered(Verb.PLAY)} == {0, 1, 2}
    t = table({"hand": ["incendio"], "line": ["brasa-errante", "lanceiro-de-brasa"]},
              {"line": ["baleia-cartografa", "tubarao-da-fenda"]})
    t.do(Verb.PLAY, t.u(0, "incendio"))
    assert options(t) == {(1, "baleia-cartografa"), (1, "tubarao-da-fenda")}
    pick(t, 1, "baleia-cartografa")
    assert look(t, 0, "brasa-errante")["zone"] == Zone.DISCARD      # it waited, marked, for its ability (K58)
    assert look(t, 1, "baleia-cartografa")["damage"] == 5 and look(t, 1, "tubarao-da-fenda")["damage"] == 3
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 3


def test_forjadora_de_elmos() -> None:
    """"Play: Give another friendly creature 2 +1 power tokens" (K56): the chosen other friendly creature; not
    itself, not an enemy."""
    t = table({"hand": ["forjadora-de-elmos"], "line": ["piromante", "lanceiro-de-brasa"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "forjadora-de-elmos"), pos=2)
    assert options(t) == {(0, "piromante"), (0, "lanceiro-de-brasa")}
    pick(t, 0, "piromante")
    assert look(t, 0, "piromante")["tokens"] == 2 and look(t, 0, "piromante")["power"] == 4
    assert look(t, 0, "lanceiro-de-brasa")["tokens"] == 0 and look(t, 0, "forjadora-de-elmos")["tokens"] == 0
    assert look(t, 1, "baleia-cartografa")["tokens"] == 0


def test_carrasco_vermelho() -> None:
    """"Play: Destroy the least powerful enemy creature. Gain 1 chain" (K83, K67): the weakest enemy goes, a
    stronger one stays; the chain is its controller's."""
    t = table({"hand": ["carrasco-vermelho"], "line": ["vibora-de-cinzas"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "carrasco-vermelho"), pos=0)
    assert look(t, 1, "polvo-ladino")["zone"] == Zone.DISCARD and look(t, 1, "baleia-cartografa")["zone"] == Zone.LINE
    assert look(t, 0, "vibora-de-cinzas")["zone"] == Zone.LINE
    assert (t.s.players[0].chains, t.s.players[1].chains) == (1, 0)


def test_gigante_de_escoria() -> None:
    """"Fight: Deal 2 damage to each enemy creature" (K47): after the fight, every enemy takes 2 (armor first);
    friendly creatures take none."""
    t = table({"line": ["gigante-de-escoria", "piromante"]},
              {"line": ["baleia-cartografa", "colosso-fumegante", "polvo-ladino"]})
    t.do(Verb.FIGHT, t.u(0, "gigante-de-escoria"), t.u(1, "polvo-ladino"))
    assert look(t, 1, "baleia-cartografa")["damage"] == 2 and look(t, 1, "colosso-fumegante")["damage"] == 1
    assert look(t, 1, "polvo-ladino")["zone"] == Zone.DISCARD
    assert look(t, 0, "piromante")["damage"] == 0 and look(t, 0, "gigante-de-escoria")["damage"] == 3


def test_erupcao_primordial() -> None:
    """Omega (K40): the step ends after it; "Play: Deal 3 damage to each enemy creature": every enemy, no
    friendly creature."""
    t = table({"hand": ["erupcao-primordial", "piromante"], "line": ["lanceiro-de-brasa"]},
              {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "erupcao-primordial"))
    assert look(t, 1, "baleia-cartografa")["damage"] == 3 and look(t, 1, "polvo-ladino")["zone"] == Zone.DISCARD
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 0
    assert t.s.active == 1 and look(t, 0, "piromante")["zone"] != Zone.LINE and "omega" in t.log_keys()


def test_braseiro_ritual() -> None:
    """"Omni: Deal 1 damage to a friendly creature. If you do: Gain 1Æ" (K51, K36): usable on another house's
    turn; only friendly creatures offered; with no friendly creature, no gain."""
    t = table({"artifacts": ["braseiro-ritual"], "line": ["lanceiro-de-brasa", "piromante"]}, {"line": ["baleia-cartografa"]},
              house="mare")
    t.do(Verb.OMNI, t.u(0, "braseiro-ritual"))
    assert options(t) == {(0, "lanceiro-de-brasa"), (0, "piromante")}
    pick(t, 0, "lanceiro-de-brasa")
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 1 and look(t, 0, "piromante")["damage"] == 0
    assert pools(t) == (1, 0) and look(t, 1, "baleia-cartografa")["damage"] == 0
    t = table({"artifacts": ["braseiro-ritual"]}, {"line": ["baleia-cartografa"]}, house="mare")
    t.do(Verb.OMNI, t.u(0, "braseiro-ritual"))
    assert pools(t) == (0, 0) and look(t, 1, "baleia-cartografa")["damage"] == 0


def test_trono_de_obsidiana() -> None:
    """"Action: Optionally: Destroy a friendly creature. If you do: Steal 2Æ" (K35, K36, K62): destroying one
    steals 2; declining steals nothing."""
    t = table({"artifacts": ["trono-de-obsidiana"], "line": ["lanceiro-de-brasa", "piromante"]},
              {"line": ["baleia-cartografa"]}, amber=(0, 3))
    t.do(Verb.ACTION, t.u(0, "trono-de-obsidiana"))
    assert options(t) == {(0, "lanceiro-de-brasa"), (0, "piromante")}
    pick(t, 0, "piromante")
    assert look(t, 0, "piromante")["zone"] == Zone.DISCARD and look(t, 0, "lanceiro-de-brasa")["zone"] == Zone.LINE
    assert pools(t) == (2, 1)
    t = table({"artifacts": ["trono-de-obsidiana"], "line": ["piromante"]}, {}, amber=(0, 3))
    t.do(Verb.ACTION, t.u(0, "trono-de-obsidiana"))
    t.do(Verb.PASS)
    assert look(t, 0, "piromante")["zone"] == Zone.LINE and pools(t) == (0, 3)


def test_elmo_de_brasas() -> None:
    """Upgrade (K43): "+1 power and +1 armor; gains Skirmish" (K54, K56, K71): on its host only."""
    t = table({"hand": ["elmo-de-brasas"], "line": ["piromante", "lanceiro-de-brasa"]}, {})
    t.do(Verb.PLAY, t.u(0, "elmo-de-brasas"), target=t.u(0, "piromante"))
    p = look(t, 0, "piromante")
    assert (p["power"], p["armor"], p["keywords"]) == (3, 1, {"skirmish"})
    o = look(t, 0, "lanceiro-de-brasa")
    assert (o["power"], o["armor"], o["keywords"]) == (4, 0, set())


def test_garras_de_magma() -> None:
    """Upgrade (K43): "+4 power" (K56): on its host only, even an enemy host."""
    t = table({"hand": ["garras-de-magma"], "line": ["piromante"]}, {"line": ["polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "garras-de-magma"), target=t.u(1, "polvo-ladino"))
    assert look(t, 1, "polvo-ladino")["power"] == 7 and look(t, 0, "piromante")["power"] == 2


def test_fenix_de_brasa() -> None:
    """"Leaves Play: Gain 2Æ" (K60): when it leaves play by any means (returned to hand here), its controller
    gains 2; another creature leaving gains nothing."""
    t = table({"hand": ["mare-alta"], "line": ["polvo-ladino"]}, {"line": ["fenix-de-brasa", "piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    pick(t, 1, "fenix-de-brasa")
    assert look(t, 1, "fenix-de-brasa")["zone"] == Zone.HAND and pools(t) == (1, 2)
    t = table({"hand": ["mare-alta"]}, {"line": ["fenix-de-brasa", "piromante"]}, house="mare")
    t.do(Verb.PLAY, t.u(0, "mare-alta"))
    pick(t, 1, "piromante")
    assert pools(t) == (1, 0)


def test_erupcao() -> None:
    """"Play: Deal 2 damage to each enemy creature. Gain 1Æ for each creature destroyed this way" (K89): two
    destroyed, 2 gained; a friendly creature is not damaged."""
    t = table({"hand": ["erupcao"], "line": ["piromante"]},
              {"line": ["baleia-cartografa", "vibora-de-cinzas", "arraia-furtiva"]})
    t.do(Verb.PLAY, t.u(0, "erupcao"))
    assert look(t, 1, "vibora-de-cinzas")["zone"] == Zone.DISCARD and look(t, 1, "arraia-furtiva")["zone"] == Zone.DISCARD
    assert look(t, 1, "baleia-cartografa")["damage"] == 2 and look(t, 0, "piromante")["damage"] == 0
    assert pools(t) == (2, 0)
    t = table({"hand": ["erupcao"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "erupcao"))
    assert pools(t) == (0, 0)


def test_oferenda_alheia() -> None:
    """"Play: Sacrifice an enemy creature as if it were yours" (K80, K58): the chosen enemy is destroyed; the
    other enemy stays; friendly creatures are not offered."""
    t = table({"hand": ["oferenda-alheia"], "line": ["piromante"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "oferenda-alheia"))
    assert options(t) == {(1, "baleia-cartografa"), (1, "polvo-ladino")}
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["zone"] == Zone.DISCARD
    assert t.u(1, "baleia-cartografa") in t.s.players[1].discard
    assert look(t, 1, "polvo-ladino")["zone"] == Zone.LINE and look(t, 0, "piromante")["zone"] == Zone.LINE


def test_fornalha_noturna() -> None:
    """"At the end of your turn: Deal 1 damage to an enemy creature" (K13): at its controller's turn end, a
    chosen enemy; not at the opponent's turn end."""
    t = table({"artifacts": ["fornalha-noturna"], "line": ["piromante"]}, {"line": ["baleia-cartografa", "polvo-ladino"]})
    t.do(Verb.END)
    assert options(t) == {(1, "baleia-cartografa"), (1, "polvo-ladino")}
    pick(t, 1, "polvo-ladino")
    assert look(t, 1, "polvo-ladino")["damage"] == 1 and look(t, 1, "baleia-cartografa")["damage"] == 0
    assert look(t, 0, "piromante")["damage"] == 0
    t = table({"artifacts": ["fornalha-noturna"]}, {"line": ["baleia-cartografa"]}, active=1)
    t.do(Verb.END)
    assert look(t, 1, "baleia-cartografa")["damage"] == 0 and t.s.active == 0


def test_ressentido_das_chaves() -> None:
    """"After your opponent forges a key: Give this creature 2 +1 power tokens" (K14, K15, K81): the opponent's
    forge; its controller's own forge gives nothing."""
    t = table({"line": ["ressentido-das-chaves"]}, {}, amber=(0, 6))
    t.do(Verb.END)
    assert t.s.players[1].keys == 1 and look(t, 0, "ressentido-das-chaves")["tokens"] == 2
    assert look(t, 0, "ressentido-das-chaves")["power"] == 6
    t = table({"line": ["ressentido-das-chaves"]}, {}, active=1, house="vereda", amber=(6, 0))
    t.do(Verb.END)
    assert t.s.players[0].keys == 1 and look(t, 0, "ressentido-das-chaves")["tokens"] == 0


def test_espia_das_brasas() -> None:
    """Elusive (K70); "After your opponent plays a card: Capture 1Æ onto this creature" (K14, K61): the
    opponent's play captures from the opponent; its controller's own play does not."""
    t = table({"line": ["espia-das-brasas"]}, {"hand": ["piromante"]}, active=1, amber=(0, 1))
    t.do(Verb.PLAY, t.u(1, "piromante"), pos=0)
    assert look(t, 0, "espia-das-brasas")["held"] == 1 and pools(t) == (0, 1)    # bonus 1 then captured 1
    t = table({"line": ["espia-das-brasas"], "hand": ["lanceiro-de-brasa"]}, {"line": ["baleia-cartografa"]},
              amber=(0, 3))
    t.do(Verb.PLAY, t.u(0, "lanceiro-de-brasa"), pos=0)
    assert look(t, 0, "espia-das-brasas")["held"] == 0 and pools(t) == (0, 3)


def test_tambor_das_brasas() -> None:
    """"After a friendly creature fights: Gain 1Æ" (K14, K47): a friendly fight gains 1; a friendly reap and an
    enemy fight gain nothing."""
    t = table({"artifacts": ["tambor-das-brasas"], "line": ["lanceiro-de-brasa", "piromante"]}, {"line": ["polvo-ladino"]})
    t.do(Verb.FIGHT, t.u(0, "lanceiro-de-brasa"), t.u(1, "polvo-ladino"))
    assert pools(t) == (1, 0)
    t.do(Verb.REAP, t.u(0, "piromante"))
    assert pools(t) == (2, 0)                                   # the reap's 1 only
    t = table({"artifacts": ["tambor-das-brasas"], "line": ["baleia-cartografa"]}, {"line": ["piromante"]}, active=1)
    t.do(Verb.FIGHT, t.u(1, "piromante"), t.u(0, "baleia-cartografa"))
    assert pools(t) == (0, 0)


def test_corvo_fuliginoso() -> None:
    """Skirmish (K71); "After another creature is destroyed: Gain 1Æ" (K14, K58): an enemy it destroys gains 1;
    its own destruction gains nothing."""
    t = table({"line": ["corvo-fuliginoso"]}, {"line": ["piromante"]})
    t.do(Verb.FIGHT, t.u(0, "corvo-fuliginoso"), t.u(1, "piromante"))
    assert look(t, 1, "piromante")["zone"] == Zone.DISCARD and look(t, 0, "corvo-fuliginoso")["damage"] == 0
    assert pools(t) == (1, 0)
    t = table({"line": ["baleia-cartografa"]}, {"line": ["corvo-fuliginoso"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "corvo-fuliginoso"))
    assert look(t, 1, "corvo-fuliginoso")["zone"] == Zone.DISCARD and pools(t) == (0, 0)


def test_porta_estandarte_das_cinzas() -> None:
    """"Each of its neighbors gets +1 power" (K33, K84): both neighbours; not itself nor a creature further
    away, nor an enemy."""
    t = table({"line": ["piromante", "porta-estandarte-das-cinzas", "lanceiro-de-brasa", "vibora-de-cinzas"]},
              {"line": ["polvo-ladino"]})
    assert [look(t, 0, c)["power"] for c in ("piromante", "porta-estandarte-das-cinzas", "lanceiro-de-brasa",
                                             "vibora-de-cinzas")] == [3, 3, 5, 1]
    assert look(t, 1, "polvo-ladino")["power"] == 3


def test_mestra_de_esgrima() -> None:
    """"Each of its neighbors gains Skirmish" (K33, K71, K84): a neighbour attacks unharmed; a creature further
    away and the Mestra itself do not have Skirmish."""
    t = table({"line": ["lanceiro-de-brasa", "mestra-de-esgrima", "piromante", "vibora-de-cinzas"]},
              {"line": ["polvo-ladino"]})
    assert look(t, 0, "lanceiro-de-brasa")["keywords"] == {"skirmish"} == look(t, 0, "piromante")["keywords"]
    assert look(t, 0, "mestra-de-esgrima")["keywords"] == set()
    assert look(t, 0, "vibora-de-cinzas")["keywords"] == {"poison"}
    t.do(Verb.FIGHT, t.u(0, "lanceiro-de-brasa"), t.u(1, "polvo-ladino"))
    assert look(t, 0, "lanceiro-de-brasa")["damage"] == 0


def test_corneta_da_investida() -> None:
    """"Friendly creatures enter play ready" (K33, K44, K5): a friendly creature played may be used at once;
    an enemy creature still enters exhausted."""
    t = table({"artifacts": ["corneta-da-investida"], "hand": ["piromante"]}, {})
    t.do(Verb.PLAY, t.u(0, "piromante"), pos=0)
    assert not look(t, 0, "piromante")["exhausted"]
    t.do(Verb.REAP, t.u(0, "piromante"))
    assert pools(t) == (2, 0)
    t = table({"artifacts": ["corneta-da-investida"]}, {"hand": ["piromante"]}, active=1)
    t.do(Verb.PLAY, t.u(1, "piromante"), pos=0)
    assert look(t, 1, "piromante")["exhausted"]


def test_bruto_sem_redeas() -> None:
    """"This creature cannot reap" (K33, K46): no reap is offered for it, a fight is; another creature reaps."""
    t = table({"line": ["bruto-sem-redeas", "piromante"]}, {"line": ["polvo-ladino"]})
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(0, "piromante")}
    assert {a.card for a in t.offered(Verb.FIGHT)} == {t.u(0, "bruto-sem-redeas"), t.u(0, "piromante")}


def test_furia_passageira() -> None:
    """Æmber bonus 1; "Play: For the remainder of the turn: A friendly creature gets +3 power" (K37): the chosen
    friendly creature only, and only this turn; no enemy is offered."""
    t = table({"hand": ["furia-passageira"], "line": ["piromante", "lanceiro-de-brasa"]}, {"line": ["polvo-ladino"]})
    t.do(Verb.PLAY, t.u(0, "furia-passageira"))
    assert options(t) == {(0, "piromante"), (0, "lanceiro-de-brasa")}
    pick(t, 0, "piromante")
    assert look(t, 0, "piromante")["power"] == 5 and look(t, 0, "lanceiro-de-brasa")["power"] == 4
    assert look(t, 1, "polvo-ladino")["power"] == 3 and pools(t) == (1, 0)
    t.do(Verb.END)
    assert look(t, 0, "piromante")["power"] == 2


def test_rapina_das_brasas() -> None:
    """Æmber bonus 1; "Play: If your opponent has 5Æ or more: Steal 2Æ" (K62): at 5 it steals 2, at 4 nothing."""
    t = table({"hand": ["rapina-das-brasas"]}, {}, amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "rapina-das-brasas"))
    assert pools(t) == (3, 3)
    t = table({"hand": ["rapina-das-brasas"]}, {}, amber=(0, 4))
    t.do(Verb.PLAY, t.u(0, "rapina-das-brasas"))
    assert pools(t) == (1, 4)


def test_recruta_desesperado() -> None:
    """"Play: If you control fewer creatures than your opponent: Gain 2Æ" (K29: it is in play, and counted, when
    its "Play:" resolves): 2 against 3 gains 2; 2 against 2 gains nothing."""
    t = table({"hand": ["recruta-desesperado"], "line": ["piromante"]},
              {"line": ["polvo-ladino", "baleia-cartografa", "arraia-furtiva"]})
    t.do(Verb.PLAY, t.u(0, "recruta-desesperado"), pos=0)
    assert pools(t) == (2, 0)
    t = table({"hand": ["recruta-desesperado"], "line": ["piromante"]}, {"line": ["polvo-ladino", "baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "recruta-desesperado"), pos=0)
    assert pools(t) == (0, 0)


def test_catador_de_cinzas() -> None:
    """"Reap: If your discard pile holds 5 cards or more: Gain 1Æ" (K46): with 5 it gains 1 more; with 4 not."""
    t = table({"line": ["catador-de-cinzas"], "discard": ["piromante"] * 5}, {})
    t.do(Verb.REAP, t.u(0, "catador-de-cinzas"))
    assert pools(t) == (2, 0)
    t = table({"line": ["catador-de-cinzas"], "discard": ["piromante"] * 4}, {"discard": ["piromante"] * 5})
    t.do(Verb.REAP, t.u(0, "catador-de-cinzas"))
    assert pools(t) == (1, 0)


def test_ladra_exultante() -> None:
    """Elusive; "After you steal Æmber: Give this creature 1 +1 power token"; "Reap: Steal 1Æ" (K62): its steal
    gives it a token; with nothing to steal, no steal and no token."""
    t = table({"line": ["ladra-exultante"]}, {}, amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "ladra-exultante"))
    assert pools(t) == (2, 1) and look(t, 0, "ladra-exultante")["tokens"] == 1
    t = table({"line": ["ladra-exultante"]}, {}, amber=(0, 0))
    t.do(Verb.REAP, t.u(0, "ladra-exultante"))
    assert pools(t) == (1, 0) and look(t, 0, "ladra-exultante")["tokens"] == 0


def test_carniceiro_paciente() -> None:
    """"After an enemy creature is healed: Give this creature 1 +1 power token" (K55, K81): an enemy healed gives
    it a token; a friendly creature healed does not."""
    t = table({"line": ["carniceiro-paciente"]}, {"line": ["druida-do-musgo", "baleia-cartografa"]}, active=1,
              house="vereda", status={"1:baleia-cartografa": {"damage": 2}})
    t.do(Verb.REAP, t.u(1, "druida-do-musgo"))
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["damage"] == 0 and look(t, 0, "carniceiro-paciente")["tokens"] == 1
    t = table({"line": ["carniceiro-paciente", "druida-do-musgo", "piromante"]}, {}, house="vereda",
              status={"0:piromante": {"damage": 1}})
    t.do(Verb.REAP, t.u(0, "druida-do-musgo"))
    pick(t, 0, "piromante")
    assert look(t, 0, "piromante")["damage"] == 0 and look(t, 0, "carniceiro-paciente")["tokens"] == 0


def test_furia_do_ultrapassado() -> None:
    """"Play: For each key your opponent has forged: Give this creature 2 +1 power tokens" (K90): 2 enemy keys,
    4 tokens; its controller's own keys count for nothing."""
    t = table({"hand": ["furia-do-ultrapassado"]}, {}, keys=(1, 2))
    t.do(Verb.PLAY, t.u(0, "furia-do-ultrapassado"), pos=0)
    assert look(t, 0, "furia-do-ultrapassado")["tokens"] == 4 and look(t, 0, "furia-do-ultrapassado")["power"] == 7
    t = table({"hand": ["furia-do-ultrapassado"]}, {}, keys=(2, 0))
    t.do(Verb.PLAY, t.u(0, "furia-do-ultrapassado"), pos=0)
    assert look(t, 0, "furia-do-ultrapassado")["tokens"] == 0


def test_estilhacos_dancantes() -> None:
    """Æmber bonus 1; "Play: Deal 3 damage divided as you choose among enemy creatures." (K53, K54): three
    one-point picks among the enemies only; two to one enemy, one to the other, whose armor stops it; the
    friendly creature is never offered; a lone enemy takes every point without being asked."""
    t = table({"hand": ["estilhacos-dancantes"], "line": ["salamandra-rubra"]},
              {"line": ["javali-incendiario", "caranguejo-vigia"]})
    t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
    for target in ("javali-incendiario", "caranguejo-vigia", "javali-incendiario"):
        assert options(t) == {(1, "javali-incendiario"), (1, "caranguejo-vigia")}
        pick(t, 1, target)
    assert t.s.choice is None and look(t, 1, "javali-incendiario")["damage"] == 2
    assert look(t, 1, "caranguejo-vigia")["damage"] == 0 and t.s.armor_used[t.u(1, "caranguejo-vigia")] == 1
    assert look(t, 0, "salamandra-rubra")["damage"] == 0 and pools(t) == (1, 0)
    t = table({"hand": ["estilhacos-dancantes"], "line": ["salamandra-rubra"]}, {"line": ["javali-incendiario"]})
    t.do(Verb.PLAY, t.u(0, "estilhacos-dancantes"))
    assert t.s.choice is None and look(t, 1, "javali-incendiario")["damage"] == 3
    assert look(t, 0, "salamandra-rubra")["damage"] == 0


def test_atiradora_de_brasas() -> None:
    """"Reap: Deal 2 damage divided as you choose among creatures." (K46, K53): after the reap's 1, two
    one-point picks among every creature in play, itself included; one to an enemy and one to a friendly creature;
    the creature not picked is untouched; a fight deals no split damage."""
    t = table({"line": ["atiradora-de-brasas", "salamandra-rubra"]}, {"line": ["javali-incendiario", "piromante"]})
    t.do(Verb.REAP, t.u(0, "atiradora-de-brasas"))
    every = {(0, "atiradora-de-brasas"), (0, "salamandra-rubra"), (1, "javali-incendiario"), (1, "piromante")}
    assert options(t) == every and pools(t) == (1, 0)
    pick(t, 1, "javali-incendiario")
    assert options(t) == every
    pick(t, 0, "salamandra-rubra")
    assert t.s.choice is None
    assert look(t, 1, "javali-incendiario")["damage"] == 1 and look(t, 0, "salamandra-rubra")["damage"] == 1
    assert look(t, 1, "piromante")["damage"] == 0 and look(t, 0, "atiradora-de-brasas")["damage"] == 0
    t = table({"line": ["atiradora-de-brasas", "salamandra-rubra"]}, {"line": ["piromante", "javali-incendiario"]})
    t.do(Verb.FIGHT, t.u(0, "atiradora-de-brasas"), t.u(1, "piromante"))
    assert t.s.choice is None and look(t, 1, "javali-incendiario")["damage"] == 0
    assert look(t, 0, "salamandra-rubra")["damage"] == 0 and look(t, 0, "atiradora-de-brasas")["damage"] == 2
    t = played_alone("atiradora-de-brasas", "cinza")
    assert pools(t) == (0, 0) and look(t, 0, "atiradora-de-brasas")["power"] == 3


def test_investida_nos_flancos() -> None:
    """Æmber bonus 1; "Play: Deal 2 damage to each enemy creature on a flank." (K84): both ends of the enemy
    battleline take 2 (one dies), the creature between them none; the friendly flanks are untouched."""
    t = table({"hand": ["investida-nos-flancos"], "line": ["salamandra-rubra", "lanceiro-de-brasa"]},
              {"line": ["javali-incendiario", "lanceiro-de-brasa", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "investida-nos-flancos"))
    assert look(t, 1, "javali-incendiario")["damage"] == 2 and look(t, 1, "piromante")["zone"] == Zone.DISCARD
    assert look(t, 1, "lanceiro-de-brasa")["damage"] == 0
    assert look(t, 0, "salamandra-rubra")["damage"] == 0 and look(t, 0, "lanceiro-de-brasa")["damage"] == 0
    assert pools(t) == (1, 0)


def test_quebra_reliquias() -> None:
    """"Play: Optionally: Destroy an enemy artifact." (K35, K58): the enemy artifacts are offered, the friendly
    one is not; the chosen one goes to its owner's discard pile, the other stays; declining destroys none."""
    t = table({"hand": ["quebra-reliquias"], "artifacts": ["fornalha-antiga"]},
              {"artifacts": ["bobina-de-choque", "torre-de-pedagio"]})
    t.do(Verb.PLAY, t.u(0, "quebra-reliquias"), pos=0)
    assert options(t) == {(1, "bobina-de-choque"), (1, "torre-de-pedagio")} and t.offered(Verb.PASS)
    pick(t, 1, "torre-de-pedagio")
    assert ids(t, t.s.players[1].discard) == ["torre-de-pedagio"] and ids(t, t.s.players[1].artifacts) == \
        ["bobina-de-choque"]
    assert ids(t, t.s.players[0].artifacts) == ["fornalha-antiga"] and ids(t, t.s.players[0].line) == \
        ["quebra-reliquias"]
    assert look(t, 0, "quebra-reliquias")["power"] == 4 and pools(t) == (0, 0)
    t = table({"hand": ["quebra-reliquias"]}, {"artifacts": ["torre-de-pedagio"]})
    t.do(Verb.PLAY, t.u(0, "quebra-reliquias"), pos=0)
    assert options(t) == {(1, "torre-de-pedagio")}                 # optional: even a lone one is asked (K35)
    t.do(Verb.PASS)
    assert ids(t, t.s.players[1].artifacts) == ["torre-de-pedagio"] and not t.s.players[1].discard


def test_derretedor_de_armaduras() -> None:
    """"Fight: Destroy an upgrade on an enemy creature." (K47, K43, K58): having survived its fight, it offers
    the upgrades on enemy creatures (not the one on itself); the chosen one goes to its owner's discard pile and
    its host loses it, the other stays; a reap destroys nothing."""
    t = table({"line": ["derretedor-de-armaduras"], "discard": ["casco-de-coral"]},
              {"line": ["piromante", "javali-incendiario"], "discard": ["elmo-de-brasas", "lamina-ardente"]})
    attach(t, (0, "casco-de-coral"), (0, "derretedor-de-armaduras"))
    attach(t, (1, "elmo-de-brasas"), (1, "piromante"))
    attach(t, (1, "lamina-ardente"), (1, "javali-incendiario"))
    assert power(t, t.u(1, "javali-incendiario")) == 8
    t.do(Verb.FIGHT, t.u(0, "derretedor-de-armaduras"), t.u(1, "piromante"))       # its 2 armor keeps it alive
    assert look(t, 0, "derretedor-de-armaduras")["damage"] == 1
    assert options(t) == {(1, "elmo-de-brasas"), (1, "lamina-ardente")} and not t.offered(Verb.PASS)
    pick(t, 1, "lamina-ardente")
    assert ids(t, t.s.players[1].discard) == ["lamina-ardente"] and look(t, 1, "javali-incendiario")["power"] == 5
    assert look(t, 1, "javali-incendiario")["keywords"] == set()
    assert t.s.zone[t.u(1, "elmo-de-brasas")] == Zone.UPGRADE and look(t, 1, "piromante")["power"] == 3
    assert t.s.zone[t.u(0, "casco-de-coral")] == Zone.UPGRADE and look(t, 0, "derretedor-de-armaduras")["armor"] == 2
    t = table({"line": ["derretedor-de-armaduras"]}, {"line": ["piromante"], "discard": ["elmo-de-brasas"]})
    attach(t, (1, "elmo-de-brasas"), (1, "piromante"))
    t.do(Verb.REAP, t.u(0, "derretedor-de-armaduras"))
    assert t.s.choice is None and t.s.zone[t.u(1, "elmo-de-brasas")] == Zone.UPGRADE and pools(t) == (1, 0)
    t = played_alone("derretedor-de-armaduras", "cinza")
    assert pools(t) == (0, 0) and look(t, 0, "derretedor-de-armaduras")["power"] == 3


def test_rancor_contra_a_mare() -> None:
    """Æmber bonus 1; "Play: Deal 2 damage to each enemy creature of the Tide house." (K94): each enemy Tide
    creature, a maverick copy moved to Tide included, takes 2 (armor stops it, K54); the enemy Ash creature, the
    Ash title whose maverick is Tide, and the friendly Tide creature take none."""
    mav = maverick_id("salamandra-rubra", "mare")
    t = table({"hand": ["rancor-contra-a-mare"], "line": ["polvo-ladino"]},
              {"line": ["polvo-ladino", "caranguejo-vigia", mav, "salamandra-rubra", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "rancor-contra-a-mare"))
    assert look(t, 1, "polvo-ladino")["damage"] == 2 and look(t, 1, mav)["damage"] == 2
    assert look(t, 1, "caranguejo-vigia")["damage"] == 0 and t.s.armor_used[t.u(1, "caranguejo-vigia")] == 2
    assert look(t, 1, "salamandra-rubra")["damage"] == 0 and look(t, 1, "cervo-ancestral")["damage"] == 0
    assert look(t, 0, "polvo-ladino")["damage"] == 0 and pools(t) == (1, 0)


def test_pavio_aceso() -> None:
    """Æmber bonus 1; "Play: Put 2 fuse counters on an enemy creature." (K8 fuse counters, K58): only enemies are
    offered; at the start of its controller's next turn one fuse comes off and it lives, its player's own turn
    burns none, at the start of the one after it is destroyed; the other enemy never gets a fuse."""
    t = table({"hand": ["pavio-aceso"], "line": ["salamandra-rubra"]}, {"line": ["javali-incendiario", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "pavio-aceso"))
    assert options(t) == {(1, "javali-incendiario"), (1, "piromante")} and not t.offered(Verb.PASS)
    pick(t, 1, "javali-incendiario")
    boar = t.u(1, "javali-incendiario")
    assert t.s.fuse[boar] == 2 and t.s.fuse[t.u(1, "piromante")] == 0 and t.s.fuse[t.u(0, "salamandra-rubra")] == 0
    assert pools(t) == (1, 0)
    next_turn(t, "vereda")
    assert t.s.fuse[boar] == 1 and t.s.zone[boar] == Zone.LINE
    next_turn(t, "cinza")
    assert t.s.fuse[boar] == 1 and t.s.zone[boar] == Zone.LINE
    t.do(Verb.END)
    assert t.s.zone[boar] == Zone.DISCARD and t.s.fuse[boar] == 0
    assert look(t, 1, "piromante")["zone"] == Zone.LINE and t.s.fuse[t.u(1, "piromante")] == 0


# ---- blanking and copying, X keywords, entering play, playing permissions, key cost, filtered constants ----

def test_cinzas_do_esquecimento() -> None:
    """Æmber bonus 1; "Play: Until the end of your opponent's next turn: An enemy creature loses its text" (K5,
    K37): only enemies are offered; the chosen one has no Elusive and no "Reap:" through the opponent's turn, the
    other enemy keeps its text; at that turn's end the text is back."""
    t = table({"hand": ["cinzas-do-esquecimento"], "line": ["dragonete-voraz"]},
              {"line": ["arraia-furtiva", "sereia-cantora"]})
    t.do(Verb.PLAY, t.u(0, "cinzas-do-esquecimento"))
    assert options(t) == {(1, "arraia-furtiva"), (1, "sereia-cantora")} and pools(t) == (1, 0)
    pick(t, 1, "arraia-furtiva")
    ray, siren = t.u(1, "arraia-furtiva"), t.u(1, "sereia-cantora")
    assert blanked(t.s, ray) and not board.has(t.s, ray, "elusive") and board.has(t.s, siren, "elusive")
    assert board.has(t.s, t.u(0, "dragonete-voraz"), "elusive")
    next_turn(t, "mare")
    assert blanked(t.s, ray)
    t.do(Verb.END)
    assert not blanked(t.s, ray) and board.has(t.s, ray, "elusive")


def test_sentinela_de_fuligem() -> None:
    """"Each enemy creature with the mage trait loses its text." (K5, K33, K92): the enemy mage's constant +1
    power is gone; the enemy sage, the friendly mage and the enemy's other creatures keep theirs."""
    t = table({"line": ["sentinela-de-fuligem", "piromante"]},
              {"line": ["maestro-das-correntes", "toxicologista-do-recife", "arraia-furtiva"]})
    maestro, toxic, ray = (t.u(1, c) for c in ("maestro-das-correntes", "toxicologista-do-recife", "arraia-furtiva"))
    assert blanked(t.s, maestro) and not blanked(t.s, toxic) and not blanked(t.s, t.u(0, "piromante"))
    assert power(t, ray) == 2 and board.has(t.s, ray, "poison") and board.has(t.s, ray, "elusive")


def test_fornalha_silenciosa() -> None:
    """"Each of its neighbors loses its text." (K5, K33, K84): its two neighbours lose their keywords and constant
    abilities; the creature beyond them and the enemy keep theirs."""
    t = table({"line": ["arraia-furtiva", "fornalha-silenciosa", "porta-estandarte-das-cinzas", "dragonete-voraz"]},
              {"line": ["arraia-furtiva"]})
    ray, bearer, far = (t.u(0, c) for c in ("arraia-furtiva", "porta-estandarte-das-cinzas", "dragonete-voraz"))
    assert blanked(t.s, ray) and blanked(t.s, bearer) and not board.has(t.s, ray, "elusive")
    assert power(t, far) == 4 and power(t, t.u(0, "fornalha-silenciosa")) == 6   # the blanked bearer gives nothing
    assert board.has(t.s, far, "elusive") and board.has(t.s, t.u(1, "arraia-furtiva"), "elusive")


def test_mestre_do_silencio_cinzento() -> None:
    """"Reap: Until the start of your next turn: An enemy creature loses its text." (K37, K46): only enemies are
    offered; the enemy stays blank through its controller's turn and gets its text back when this player's turn
    starts."""
    t = table({"line": ["mestre-do-silencio-cinzento", "piromante"]}, {"line": ["sereia-cantora", "arraia-furtiva"]})
    t.do(Verb.REAP, t.u(0, "mestre-do-silencio-cinzento"))
    assert options(t) == {(1, "sereia-cantora"), (1, "arraia-furtiva")}
    pick(t, 1, "sereia-cantora")
    siren = t.u(1, "sereia-cantora")
    assert blanked(t.s, siren) and not blanked(t.s, t.u(1, "arraia-furtiva")) and pools(t) == (1, 0)
    next_turn(t, "mare")
    assert blanked(t.s, siren) and not board.has(t.s, siren, "elusive")
    next_turn(t, "cinza")
    assert not blanked(t.s, siren) and board.has(t.s, siren, "elusive")


def test_espelho_de_brasa() -> None:
    """"Play: Choose an enemy creature: while in play, this creature also has its abilities and keywords." (K5,
    K32, K74): it gains the enemy's Assault 2 and keeps its own power and title; the enemy keeps its text and no
    friendly creature is offered."""
    t = table({"hand": ["espelho-de-brasa"], "line": ["piromante"]}, {"line": ["salamandra-rubra", "arraia-furtiva"]})
    t.do(Verb.PLAY, t.u(0, "espelho-de-brasa"), pos=0)
    assert options(t) == {(1, "salamandra-rubra"), (1, "arraia-furtiva")}
    pick(t, 1, "salamandra-rubra")
    mirror = t.u(0, "espelho-de-brasa")
    assert board.count(t.s, mirror, "assault") == 2 and power(t, mirror) == 3
    assert board.count(t.s, t.u(1, "salamandra-rubra"), "assault") == 2
    assert board.count(t.s, t.u(0, "piromante"), "assault") == 0 and board.card(t.s, mirror).id == "espelho-de-brasa"


def test_eco_da_fornalha() -> None:
    """"Play: Choose another friendly creature: while in play, this creature also has its abilities and keywords."
    (K5, K33): it copies the standard-bearer's constant and gives its own neighbour +1 power; neither itself nor an
    enemy is offered."""
    t = table({"hand": ["eco-da-fornalha"], "line": ["cervo-ancestral", "porta-estandarte-das-cinzas"]},
              {"line": ["salamandra-rubra"]})
    t.do(Verb.PLAY, t.u(0, "eco-da-fornalha"), pos=0)
    assert options(t) == {(0, "cervo-ancestral"), (0, "porta-estandarte-das-cinzas")}
    pick(t, 0, "porta-estandarte-das-cinzas")
    assert power(t, t.u(0, "cervo-ancestral")) == 4 + 2                 # a bearer on each side
    assert power(t, t.u(1, "salamandra-rubra")) == 3 and power(t, t.u(0, "eco-da-fornalha")) == 2


def test_tamborileiro_de_guerra() -> None:
    """"Each friendly creature with the warrior trait gains Assault 1." (K74, K92): itself and the friendly warrior
    (whose instances add up with an upgrade's); not the friendly mage nor the enemy warrior."""
    t = table({"line": ["tamborileiro-de-guerra", "duelista-incandescente", "piromante"]},
              {"line": ["alce-de-chifre-largo", "carrasco-vermelho"]})
    drum, duel, pyro = (t.u(0, c) for c in ("tamborileiro-de-guerra", "duelista-incandescente", "piromante"))
    assert (board.count(t.s, drum, "assault"), board.count(t.s, duel, "assault")) == (1, 1)
    assert board.count(t.s, pyro, "assault") == 0 and board.count(t.s, t.u(1, "carrasco-vermelho"), "assault") == 0
    t.do(Verb.FIGHT, duel, t.u(1, "alce-de-chifre-largo"))
    if t.s.choice is not None:                                         # Assault and Before Fight: its order (K14)
        t.do(Verb.ORDER, target=t.s.choice.options[0])
    assert t.s.damage[t.u(1, "alce-de-chifre-largo")] == 1 + 1 + 4    # Assault 1, Before Fight 1, then its power 4


def test_muralha_de_brasas() -> None:
    """"Each friendly creature gains Hazardous 1." (K75): an enemy attacking a friendly creature takes 1 first; the
    enemy's own creatures have no Hazardous."""
    t = table({"line": ["piromante"]}, {"line": ["cervo-ancestral"], "artifacts": ["muralha-de-brasas"]},
              house="cinza")
    assert board.count(t.s, t.u(1, "cervo-ancestral"), "hazardous") == 1
    assert board.count(t.s, t.u(0, "piromante"), "hazardous") == 0
    t.do(Verb.FIGHT, t.u(0, "piromante"), t.u(1, "cervo-ancestral"))
    assert look(t, 0, "piromante")["zone"] == Zone.DISCARD and look(t, 1, "cervo-ancestral")["damage"] == 2
    assert any(e.key == "damage" and e.card == t.u(0, "piromante") and e.n == 1 for e in t.s.log or [])


def test_lamina_incandescente() -> None:
    """Upgrade: "+1 power; This creature gains Assault 2." (K43, K74): its host only."""
    t = table({"line": ["piromante", "dragonete-voraz"], "discard": ["lamina-incandescente"]},
              {"line": ["colosso-fumegante"]})
    attach(t, (0, "lamina-incandescente"), (0, "piromante"))
    pyro = t.u(0, "piromante")
    assert board.count(t.s, pyro, "assault") == 2 and power(t, pyro) == 3
    assert board.count(t.s, t.u(0, "dragonete-voraz"), "assault") == 0


def test_couraca_de_espinhos_em_brasa() -> None:
    """Upgrade: "+1 armor; This creature gains Taunt, Hazardous 2." (K43, K72, K75): the host's neighbours cannot
    be attacked; attacking the host costs 2 first; the neighbour has no Hazardous."""
    t = table({"line": ["cervo-ancestral"]}, {"line": ["piromante", "guardia-do-recife"],
                                               "discard": ["couraca-de-espinhos-em-brasa"]}, house="vereda")
    attach(t, (1, "couraca-de-espinhos-em-brasa"), (1, "guardia-do-recife"))
    guard = t.u(1, "guardia-do-recife")
    assert board.count(t.s, guard, "hazardous") == 2 and board.armor(t.s, guard) == 2
    assert board.count(t.s, t.u(1, "piromante"), "hazardous") == 0
    assert {a.target for a in t.offered(Verb.FIGHT)} == {guard}          # Taunt shields the neighbour (K72)
    t.do(Verb.FIGHT, t.u(0, "cervo-ancestral"), guard)
    assert look(t, 0, "cervo-ancestral")["zone"] == Zone.DISCARD         # 2 first, then 5 of fight damage


def test_grito_de_investida() -> None:
    """Æmber bonus 1; "Play: For the remainder of the turn: Each friendly creature gains Assault 2." (K37, K74):
    the friendly creatures, with their printed Assault added; not the enemy; gone at the turn's end."""
    t = table({"hand": ["grito-de-investida"], "line": ["piromante", "salamandra-rubra"]},
              {"line": ["salamandra-rubra"]})
    t.do(Verb.PLAY, t.u(0, "grito-de-investida"))
    assert board.count(t.s, t.u(0, "piromante"), "assault") == 2 and board.count(t.s, t.u(0, "salamandra-rubra"), "assault") == 4
    assert board.count(t.s, t.u(1, "salamandra-rubra"), "assault") == 2 and pools(t) == (1, 0)
    t.do(Verb.END)
    assert board.count(t.s, t.u(0, "piromante"), "assault") == 0


def test_arauto_flamejante() -> None:
    """"Play: For the remainder of the turn: A friendly creature gains Assault 3." (K37, K74): the chosen friendly
    creature only, no enemy offered."""
    t = table({"hand": ["arauto-flamejante"], "line": ["piromante"]}, {"line": ["colosso-fumegante"]})
    t.do(Verb.PLAY, t.u(0, "arauto-flamejante"), pos=1)
    assert options(t) == {(0, "piromante"), (0, "arauto-flamejante")}
    pick(t, 0, "piromante")
    assert board.count(t.s, t.u(0, "piromante"), "assault") == 3
    assert board.count(t.s, t.u(0, "arauto-flamejante"), "assault") == 0


def test_vigia_da_cratera() -> None:
    """"Enemy creatures enter play exhausted, even those that would enter ready." (K7, K44, K24): the enemy's
    creature enters exhausted despite its horn; this player's own creature enters ready with the same horn."""
    t = table({"hand": ["cervo-ancestral"], "artifacts": ["corneta-da-investida"]}, {"line": ["vigia-da-cratera"]},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=0)
    assert look(t, 0, "cervo-ancestral")["exhausted"]
    own = table({"hand": ["piromante"], "artifacts": ["corneta-da-investida"], "line": ["vigia-da-cratera"]})
    own.do(Verb.PLAY, own.u(0, "piromante"), pos=0)
    assert not look(own, 0, "piromante")["exhausted"]


def test_brejo_de_cinzas() -> None:
    """Æmber bonus 1; "Enemy creatures enter play exhausted, even those that would enter ready." (K7, K44, K24)."""
    t = table({"hand": ["cervo-ancestral"], "artifacts": ["corneta-da-investida"]}, {"artifacts": ["brejo-de-cinzas"]},
              house="vereda")
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=0)
    assert look(t, 0, "cervo-ancestral")["exhausted"]
    t = played_alone("brejo-de-cinzas", "cinza")
    assert pools(t) == (1, 0)
    own = table({"hand": ["piromante"], "artifacts": ["corneta-da-investida", "brejo-de-cinzas"]})
    own.do(Verb.PLAY, own.u(0, "piromante"), pos=0)
    assert not look(own, 0, "piromante")["exhausted"]


def test_gigante_sonolento() -> None:
    """"This creature enters play stunned." (K78): it is stunned, another creature played after it is not; its first
    use only removes the stun."""
    t = table({"hand": ["gigante-sonolento", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "gigante-sonolento"), pos=0)
    t.do(Verb.PLAY, t.u(0, "piromante"), pos=1)
    assert look(t, 0, "gigante-sonolento")["stun"] and not look(t, 0, "piromante")["stun"]
    assert look(t, 0, "gigante-sonolento")["power"] == 7 and look(t, 0, "gigante-sonolento")["armor"] == 1


def test_nuvem_de_fuligem() -> None:
    """"Enemy creatures enter play stunned." (K78): the enemy's new creature is stunned; this player's is not."""
    t = table({"hand": ["cervo-ancestral"]}, {"artifacts": ["nuvem-de-fuligem"]}, house="vereda")
    t.do(Verb.PLAY, t.u(0, "cervo-ancestral"), pos=0)
    assert look(t, 0, "cervo-ancestral")["stun"]
    own = table({"hand": ["piromante"], "artifacts": ["nuvem-de-fuligem"]})
    own.do(Verb.PLAY, own.u(0, "piromante"), pos=0)
    assert not look(own, 0, "piromante")["stun"]


def test_edito_das_cinzas() -> None:
    """"Your opponent cannot play action cards." (K24, K41): the opponent may still discard them and play other
    types; this player plays actions."""
    t = table({"hand": ["enxame-de-vespas", "cervo-ancestral"]}, {"artifacts": ["edito-das-cinzas"]}, house="vereda")
    swarm, deer = t.u(0, "enxame-de-vespas"), t.u(0, "cervo-ancestral")
    assert {a.card for a in t.offered(Verb.PLAY)} == {deer} and swarm in {a.card for a in t.offered(Verb.DISCARD)}
    own = table({"hand": ["cinzas-ao-vento"], "artifacts": ["edito-das-cinzas"]})
    assert own.offered(Verb.PLAY)


def test_vigilante_do_umbral() -> None:
    """"Your opponent cannot play artifacts." (K24, K41): actions and creatures stay playable for the opponent."""
    t = table({"hand": ["semente-dourada", "enxame-de-vespas"]}, {"line": ["vigilante-do-umbral"]}, house="vereda")
    assert {a.card for a in t.offered(Verb.PLAY)} == {t.u(0, "enxame-de-vespas")}
    own = table({"hand": ["fornalha-antiga"], "line": ["vigilante-do-umbral"]})
    assert own.offered(Verb.PLAY)


def test_emissario_rubro() -> None:
    """"You may play Ember cards as if Ember were the active house." (K26, K5, K30): an Ember card is played on an Ash
    turn, not discarded; a Tide card stays in hand; the opponent gets no permission."""
    t = table({"line": ["emissario-rubro"], "hand": ["golpe-de-martelo", "mare-alta"]}, {"line": ["cervo-ancestral"]})
    hammer = t.u(0, "golpe-de-martelo")
    assert {a.card for a in t.offered(Verb.PLAY)} == {hammer} and not t.offered(Verb.DISCARD)
    t.do(Verb.PLAY, hammer)
    assert look(t, 1, "cervo-ancestral")["damage"] == 3
    rival = table({"hand": ["golpe-de-martelo"]}, {"line": ["emissario-rubro"]})
    assert not rival.offered(Verb.PLAY)


def test_portal_de_cinzas() -> None:
    """"You may play cards of any house." (K26, K5): cards of the other houses are played but not discarded (K30)."""
    t = table({"artifacts": ["portal-de-cinzas"], "hand": ["mare-alta", "cervo-ancestral", "piromante"]})
    assert {a.card for a in t.offered(Verb.PLAY)} == {t.u(0, c) for c in ("mare-alta", "cervo-ancestral", "piromante")}
    assert {a.card for a in t.offered(Verb.DISCARD)} == {t.u(0, "piromante")}


def test_capita_mercenaria() -> None:
    """"You may use Trail cards as if Trail were the active house." (K26, K31, K45): a ready Trail creature reaps;
    an exhausted one does not, nor a Tide creature."""
    t = table({"line": ["capita-mercenaria", "cervo-ancestral", "arraia-furtiva", "urso-das-veredas"]},
              status={"0:urso-das-veredas": {"exhausted": True}})
    reapers = {a.card for a in t.offered(Verb.REAP)}
    assert t.u(0, "cervo-ancestral") in reapers and t.u(0, "arraia-furtiva") not in reapers
    assert t.u(0, "urso-das-veredas") not in reapers


def test_trombeta_da_convocacao() -> None:
    """"You may use cards of any house." (K26, K42, K45): creatures and artifacts of every house are used; playing
    a card of another house stays forbidden."""
    t = table({"artifacts": ["trombeta-da-convocacao", "concha-do-oraculo"], "line": ["arraia-furtiva"],
               "hand": ["mare-alta"]}, amber=(0, 2))
    assert t.offered(Verb.REAP)[0].card == t.u(0, "arraia-furtiva")
    assert [a.card for a in t.offered(Verb.ACTION)] == [t.u(0, "concha-do-oraculo")] and not t.offered(Verb.PLAY)
    t.do(Verb.ACTION, t.u(0, "concha-do-oraculo"))
    assert pools(t) == (1, 1)


def test_salvo_conduto() -> None:
    """"Play: For the remainder of the turn: You may play cards of any house. ... You may use cards of any house."
    (K37, K26): after it, a Tide card is played and a Trail creature reaps; next turn neither holds."""
    t = table({"hand": ["salvo-conduto", "cinzas-ao-vento", "mare-alta"], "line": ["cervo-ancestral"]})
    assert not t.offered(Verb.REAP) and t.u(0, "mare-alta") not in {a.card for a in t.offered(Verb.PLAY)}
    t.do(Verb.PLAY, t.u(0, "salvo-conduto"))
    assert t.u(0, "mare-alta") in {a.card for a in t.offered(Verb.PLAY)} and t.offered(Verb.REAP)
    next_turn(t, "vereda")
    next_turn(t, "cinza")
    assert not t.offered(Verb.REAP) and t.u(0, "mare-alta") not in {a.card for a in t.offered(Verb.PLAY)}


def test_chamado_as_armas() -> None:
    """Æmber bonus 1; "Play: For the remainder of the turn: You may use cards of any house." (K37, K26): a Trail
    creature reaps; a card of another house in hand still cannot be played."""
    t = table({"hand": ["chamado-as-armas", "mare-alta"], "line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "chamado-as-armas"))
    assert pools(t) == (1, 0) and t.offered(Verb.REAP) and not t.offered(Verb.PLAY)
    t.do(Verb.REAP, t.u(0, "cervo-ancestral"))
    assert pools(t) == (3, 0)


def test_forja_do_juramento() -> None:
    """"Your keys cost −1Æ." (K17): its controller forges at 5; the opponent's cost stays 6."""
    t = table({"artifacts": ["forja-do-juramento"]}, {}, amber=(5, 5))
    assert board.key_cost(t.s, 0) == 5 and board.key_cost(t.s, 1) == 6
    next_turn(t, "cinza")
    assert t.s.players[1].keys == 0
    next_turn(t, "cinza")
    assert t.s.players[0].keys == 1 and t.s.players[1].keys == 0


def test_ferreira_mestra() -> None:
    """"Your keys cost −1Æ." (K17): with the Oath Forge the discounts add up to 4; the opponent pays 6."""
    t = table({"line": ["ferreira-mestra"], "artifacts": ["forja-do-juramento"]}, {"line": ["piromante"]})
    assert board.key_cost(t.s, 0) == 4 and board.key_cost(t.s, 1) == 6
    alone = table({"line": ["ferreira-mestra"]})
    assert board.key_cost(alone.s, 0) == 5


def test_chefe_do_cla_ardente() -> None:
    """"Each friendly creature with the warrior trait gets +1 power." (K56, K92): itself and the friendly warrior;
    not the friendly mage nor the enemy warrior."""
    t = table({"line": ["chefe-do-cla-ardente", "lanceiro-de-brasa", "piromante"]}, {"line": ["carrasco-vermelho"]})
    assert [power(t, t.u(0, c)) for c in ("chefe-do-cla-ardente", "lanceiro-de-brasa", "piromante")] == [5, 5, 2]
    assert power(t, t.u(1, "carrasco-vermelho")) == 5


def test_estandarte_da_casa_cinza() -> None:
    """"Each friendly creature of the Ash house gets +1 armor." (K54, K94): the friendly Ash creatures, a maverick
    moved to Ash included; not the friendly Trail creature nor the enemy Ash creature."""
    mav = maverick_id("cervo-ancestral", "cinza")
    t = table({"line": ["piromante", "cervo-ancestral", mav], "artifacts": ["estandarte-da-casa-cinza"]},
              {"line": ["piromante"]})
    assert board.armor(t.s, t.u(0, "piromante")) == 1 and board.armor(t.s, t.u(0, mav)) == 1
    assert board.armor(t.s, t.u(0, "cervo-ancestral")) == 0 and board.armor(t.s, t.u(1, "piromante")) == 0



def test_ultimato_fumegante() -> None:
    """Æmber bonus 1; "Play: Until the end of your opponent's next turn: Your opponent cannot play creatures."
    (K37, K24): through the opponent's next turn their creatures stay in hand (discarding is still allowed) and
    their actions are played; this player's own creatures are not held back; at that turn's end it ends."""
    t = table({"hand": ["ultimato-fumegante", "piromante"]},
              {"hand": ["lanceiro-de-brasa", "cinzas-ao-vento"]})
    t.do(Verb.PLAY, t.u(0, "ultimato-fumegante"))
    assert pools(t) == (1, 0) and t.u(0, "piromante") in {a.card for a in t.offered(Verb.PLAY)}
    next_turn(t, "cinza")
    played = {a.card for a in t.offered(Verb.PLAY)}
    assert t.u(1, "lanceiro-de-brasa") not in played and t.u(1, "cinzas-ao-vento") in played
    assert t.u(1, "lanceiro-de-brasa") in {a.card for a in t.offered(Verb.DISCARD)}
    next_turn(t, "cinza")
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=1)
    assert t.u(1, "lanceiro-de-brasa") in {a.card for a in t.offered(Verb.PLAY)}


def test_arauto_do_silencio_rubro() -> None:
    """"Reap: Until the end of your opponent's next turn: Your opponent cannot play action cards." (K37, K24, K46):
    the opponent's actions stay in hand on their next turn, their creatures do not."""
    t = table({"line": ["arauto-do-silencio-rubro"]}, {"hand": ["cinzas-ao-vento", "lanceiro-de-brasa"]})
    t.do(Verb.REAP, t.u(0, "arauto-do-silencio-rubro"))
    assert pools(t) == (1, 0)
    next_turn(t, "cinza")
    played = {a.card for a in t.offered(Verb.PLAY)}
    assert t.u(1, "cinzas-ao-vento") not in played and t.u(1, "lanceiro-de-brasa") in played


def test_milhafre_do_borralho() -> None:
    """"If this creature would be destroyed, return it to its owner's hand instead. If this creature would be
    returned to hand, put it in its owner's archives instead." (K59, K60, K65): destroyed, it goes to its owner's
    hand and not on to the archives (what a replacement puts in its place is not replaced again); returned to hand,
    it is archived; its neighbour, destroyed or returned, is not covered."""
    t = table({"line": ["milhafre-do-borralho", "arraia-furtiva"]}, {"hand": ["golpe-final", "carrasco-vermelho"]},
              house="cinza", active=1)
    t.do(Verb.PLAY, t.u(1, "golpe-final"))                       # the most powerful enemy creature: the kite
    assert ids(t, t.s.players[0].hand) == ["milhafre-do-borralho"]
    assert t.s.players[0].archives == [] and t.s.players[0].discard == []
    t.do(Verb.PLAY, t.u(1, "carrasco-vermelho"), pos=0)          # the least powerful one: the ray
    assert ids(t, t.s.players[0].discard) == ["arraia-furtiva"]
    t = table({"line": ["milhafre-do-borralho", "polvo-ladino"]}, {"hand": ["mare-alta", "mare-alta"]},
              house="mare", active=1)
    t.do(Verb.PLAY, t.u(1, "mare-alta"))
    pick(t, 0, "milhafre-do-borralho")
    assert ids(t, t.s.players[0].archives) == ["milhafre-do-borralho"] and t.s.players[0].hand == []
    t.do(Verb.PLAY, t.u(1, "mare-alta", 1))
    pick(t, 0, "polvo-ladino")
    assert ids(t, t.s.players[0].hand) == ["polvo-ladino"] and ids(t, t.s.players[0].archives) == ["milhafre-do-borralho"]


def test_sacerdotisa_da_pira_final() -> None:
    """"If an enemy creature would be destroyed, purge it instead. Each of its neighbors gains Hazardous 2." (K59,
    K66, K33, K75): a destroyed enemy is purged, not discarded; a friendly creature destroyed goes to the discard
    pile; only her two neighbours have Hazardous 2 (not herself, a farther friend nor an enemy), and an enemy
    attacking one takes 2 first."""
    line = ["piromante", "sacerdotisa-da-pira-final", "cervo-ancestral", "lanceiro-de-brasa"]
    t = table({"line": line, "hand": ["golpe-final"]}, {"line": ["colosso-fumegante", "polvo-ladino"]})
    assert [board.count(t.s, t.u(0, c), "hazardous") for c in line] == [2, 0, 2, 0]
    assert board.count(t.s, t.u(1, "polvo-ladino"), "hazardous") == 0
    t.do(Verb.PLAY, t.u(0, "golpe-final"))
    assert ids(t, t.s.players[1].purged) == ["colosso-fumegante"] and t.s.players[1].discard == []
    t.do(Verb.FIGHT, t.u(0, "piromante"), t.u(1, "polvo-ladino"))      # 2 power against 3: the pyromancer dies
    assert "piromante" in ids(t, t.s.players[0].discard) and t.s.players[0].purged == []
    t = table({"line": ["baleia-cartografa"]}, {"line": ["piromante", "sacerdotisa-da-pira-final"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "piromante"))
    assert look(t, 0, "baleia-cartografa")["damage"] == 4                # Hazardous 2, then the fight's 2
    t = table({"line": ["polvo-ladino"]}, {"line": ["piromante", "sacerdotisa-da-pira-final"]}, house="mare")
    t.do(Verb.FIGHT, t.u(0, "polvo-ladino"), t.u(1, "piromante"))
    assert ids(t, t.s.players[0].purged) == ["polvo-ladino"] and ids(t, t.s.players[1].discard) == ["piromante"]


def test_cota_de_brasa_viva() -> None:
    """Æmber bonus 1; upgrade: "This creature gains Assault 1, Hazardous 1." (K43, K74, K75): its host attacking
    deals 1 first, defending it deals 1 to its attacker first (and no Assault); its neighbour gains neither."""
    t = table({"line": ["piromante", "lanceiro-de-brasa"], "discard": ["cota-de-brasa-viva"]},
              {"line": ["baleia-cartografa"]})
    attach(t, (0, "cota-de-brasa-viva"), (0, "lanceiro-de-brasa"))
    lancer, pyro = t.u(0, "lanceiro-de-brasa"), t.u(0, "piromante")
    assert (board.count(t.s, lancer, "assault"), board.count(t.s, lancer, "hazardous")) == (1, 1)
    assert (board.count(t.s, pyro, "assault"), board.count(t.s, pyro, "hazardous")) == (0, 0)
    t.do(Verb.FIGHT, lancer, t.u(1, "baleia-cartografa"))
    assert look(t, 1, "baleia-cartografa")["damage"] == 5                # Assault 1, then the fight's 4
    t = table({"line": ["baleia-cartografa"]}, {"line": ["lanceiro-de-brasa"], "discard": ["cota-de-brasa-viva"]},
              house="mare")
    attach(t, (1, "cota-de-brasa-viva"), (1, "lanceiro-de-brasa"))
    t.do(Verb.FIGHT, t.u(0, "baleia-cartografa"), t.u(1, "lanceiro-de-brasa"))
    assert look(t, 0, "baleia-cartografa")["damage"] == 5                # Hazardous 1, then the fight's 4
    t = table({"hand": ["cota-de-brasa-viva"], "line": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "cota-de-brasa-viva"), t.u(0, "piromante"))
    assert pools(t) == (1, 0) and board.count(t.s, t.u(0, "piromante"), "hazardous") == 1
