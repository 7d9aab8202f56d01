"""One spec per title of the house "cinza" (issue 24), in the manner of card tests: each title from a position
that exercises its generated text (text.py, English), with what it must not affect beside what it does."""

from __future__ import annotations

from archonkit import table
from eidolon.rulesets.archon.state import Verb, Zone
from speckit_a import look, options, pick, pools


def test_salamandra_rubra() -> None:
    """Assault 2 (K74): attacking, it first deals 2 to the defender; a defender destroyed so deals no fight
    damage back. Defending, it deals no Assault damage."""
    t = table({"line": ["salamandra-rubra"]}, {"line": ["piromante"]})
    t.do(Verb.FIGHT, t.u(0, "salamandra-rubra"), t.u(1, "piromante"))
    assert look(t, 1, "piromante")["zone"] == Zone.DISCARD and look(t, 0, "salamandra-rubra")["damage"] == 0
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
    """Poison (K73): its fight damage destroys the damaged creature, however powerful; damage its armor takes
    in full is no damage, so no Poison (K54)."""
    t = table({"line": ["vibora-de-cinzas"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.FIGHT, t.u(0, "vibora-de-cinzas"), t.u(1, "baleia-cartografa"))
    assert look(t, 1, "baleia-cartografa")["zone"] == Zone.DISCARD
    t = table({"line": ["vibora-de-cinzas"]}, {"line": ["colosso-fumegante"]})
    t.do(Verb.FIGHT, t.u(0, "vibora-de-cinzas"), t.u(1, "colosso-fumegante"))
    assert look(t, 1, "colosso-fumegante")["zone"] == Zone.LINE and look(t, 1, "colosso-fumegante")["damage"] == 0


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
    offered; only the chosen one is damaged."""
    t = table({"line": ["piromante", "lanceiro-de-brasa"]}, {"line": ["baleia-cartografa"]})
    t.do(Verb.REAP, t.u(0, "piromante"))
    assert options(t) == {(0, "piromante"), (0, "lanceiro-de-brasa"), (1, "baleia-cartografa")}
    pick(t, 1, "baleia-cartografa")
    assert look(t, 1, "baleia-cartografa")["damage"] == 1 and look(t, 0, "lanceiro-de-brasa")["damage"] == 0
    assert pools(t) == (1, 0)
    t = table({"hand": ["piromante"]}, {})
    t.do(Verb.PLAY, t.u(0, "piromante"), pos=0)
    assert pools(t) == (1, 0)


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
