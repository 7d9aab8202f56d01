"""Sussurro (Whisper), issue 24: one spec per title, each from a position that exercises its text, with what it
must not affect beside what it does. Sussurro is the tricksters' house: Elusive, stealing, archives, returning
cards to hand, control."""

from __future__ import annotations

from typing import Any

from archonkit import Table, table
from eidolon.rulesets.archon.board import armor, has, key_cost, power
from eidolon.rulesets.archon.cards import HOUSES
from eidolon.rulesets.archon.state import ChoiceKind, Step, Verb, Zone
from speckit import next_turn, pick, pools, reposition

HOUSES7 = (["brasa", "sussurro", "raiz"], ["mare", "cinza", "vereda"])


def sussurro(p0: dict[str, list[str]] | None = None, p1: dict[str, list[str]] | None = None, **kw: Any) -> Table:
    """Seat 0 plays Sussurro (the new houses' identity card), seat 1 the first three houses."""
    kw.setdefault("house", "sussurro")
    kw.setdefault("houses", HOUSES7)
    return table(p0, p1, **kw)


def test_raposa_da_nevoa() -> None:
    """K70: Elusive: the first attack on it each turn deals no damage either way; K62: "Reap:" steals 1."""
    t = sussurro({"line": ["raposa-da-nevoa"]}, {"line": ["cervo-ancestral"]}, amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "raposa-da-nevoa"))
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 2
    t2 = sussurro({"line": ["raposa-da-nevoa"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "cervo-ancestral"), target=t2.u(0, "raposa-da-nevoa"))
    assert t2.s.damage[t2.u(0, "raposa-da-nevoa")] == 0 and t2.s.damage[t2.u(1, "cervo-ancestral")] == 0


def test_ladra_de_sonhos() -> None:
    """K62: "Fight:" steals 1 after a fight it survives; never more than the opponent has; reaping does not."""
    t = sussurro({"line": ["ladra-de-sonhos"]}, {"line": ["piromante"]}, amber=(0, 1))
    t.do(Verb.FIGHT, t.u(0, "ladra-de-sonhos"), target=t.u(1, "piromante"))
    assert t.s.players[0].amber == 1 and t.s.players[1].amber == 0
    t2 = sussurro({"line": ["ladra-de-sonhos"]}, {}, amber=(0, 3))
    t2.do(Verb.REAP, t2.u(0, "ladra-de-sonhos"))
    assert t2.s.players[1].amber == 3


def test_mariposa_onirica() -> None:
    """K65: "Reap:" archives the top card of its own deck, not the opponent's."""
    t = sussurro({"line": ["mariposa-onirica"], "deck": ["furto-silencioso", "gato-de-bruma"]},
                 {"deck": ["piromante"]})
    t.do(Verb.REAP, t.u(0, "mariposa-onirica"))
    assert t.s.players[0].archives == [t.u(0, "gato-de-bruma")] and t.s.players[1].archives == []
    assert t.s.zone[t.u(0, "furto-silencioso")] == Zone.DECK


def test_sombra_cochichante() -> None:
    """K7: "Play:" exhausts an enemy creature, which then cannot reap; friendly creatures stay ready."""
    t = sussurro({"hand": ["sombra-cochichante"], "line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "sombra-cochichante"), pos=1)
    assert t.s.exhausted[t.u(1, "cervo-ancestral")] and not t.s.exhausted[t.u(0, "gato-de-bruma")]


def test_vigarista_do_crepusculo() -> None:
    """K61: "Reap:" captures 1 from the opponent onto itself; an empty pool gives nothing to capture."""
    t = sussurro({"line": ["vigarista-do-crepusculo"]}, {}, amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "vigarista-do-crepusculo"))
    assert t.s.held[t.u(0, "vigarista-do-crepusculo")] == 1 and t.s.players[1].amber == 1
    assert t.s.players[0].amber == 1
    t2 = sussurro({"line": ["vigarista-do-crepusculo"]}, {})
    t2.do(Verb.REAP, t2.u(0, "vigarista-do-crepusculo"))
    assert t2.s.held[t2.u(0, "vigarista-do-crepusculo")] == 0


def test_eco_sem_rosto() -> None:
    """K64: "Fight:" returns the Æmber the creature it fought had captured to that creature's opponent; K71:
    Skirmish; another enemy creature's captured Æmber stays."""
    t = sussurro({"line": ["eco-sem-rosto"]}, {"line": ["baleia-cartografa", "coletor-de-conchas"]},
                 status={"1:baleia-cartografa": {"held": 2}, "1:coletor-de-conchas": {"held": 1}})
    t.do(Verb.FIGHT, t.u(0, "eco-sem-rosto"), target=t.u(1, "baleia-cartografa"))
    assert t.s.held[t.u(1, "baleia-cartografa")] == 0 and t.s.players[0].amber == 2
    assert t.s.held[t.u(1, "coletor-de-conchas")] == 1 and t.s.damage[t.u(0, "eco-sem-rosto")] == 0


def test_tecela_de_brumas() -> None:
    """K33, K84, K70: each neighbour gains Elusive; not itself, a farther creature or an enemy."""
    t = sussurro({"line": ["gato-de-bruma", "tecela-de-brumas", "vigarista-do-crepusculo", "sonambulo-errante"]},
                 {"line": ["cervo-ancestral"]})
    assert has(t.s, t.u(0, "vigarista-do-crepusculo"), "elusive")
    assert not has(t.s, t.u(0, "sonambulo-errante"), "elusive")
    assert not has(t.s, t.u(0, "tecela-de-brumas"), "elusive") and not has(t.s, t.u(1, "cervo-ancestral"), "elusive")


def test_sonambulo_errante() -> None:
    """K78: it enters play stunned (its "Play:" stuns itself): its next use only removes the stun; others are
    not stunned."""
    t = sussurro({"hand": ["sonambulo-errante"], "line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "sonambulo-errante"), pos=1)
    assert t.s.stun[t.u(0, "sonambulo-errante")]
    assert not t.s.stun[t.u(0, "gato-de-bruma")] and not t.s.stun[t.u(1, "cervo-ancestral")]


def test_gato_de_bruma() -> None:
    """K28: the Æmber bonus when played; K70: Elusive, only the first attack each turn is harmless."""
    t = sussurro({"hand": ["gato-de-bruma"]}, {})
    t.do(Verb.PLAY, t.u(0, "gato-de-bruma"), pos=0)
    assert t.s.players[0].amber == 1
    t2 = sussurro({"line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral", "piromante"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "cervo-ancestral"), target=t2.u(0, "gato-de-bruma"))
    assert t2.s.damage[t2.u(0, "gato-de-bruma")] == 0
    t2.s.house = "cinza"
    t2.do(Verb.FIGHT, t2.u(1, "piromante"), target=t2.u(0, "gato-de-bruma"))
    assert t2.s.damage[t2.u(0, "gato-de-bruma")] == 2                      # the second attack this turn


def test_oraculo_do_sono() -> None:
    """K65: "Reap:" draws a card, then archives a card from hand (the player's choice)."""
    t = sussurro({"line": ["oraculo-do-sono"], "hand": ["gato-de-bruma"], "deck": ["furto-silencioso"]}, {})
    t.do(Verb.REAP, t.u(0, "oraculo-do-sono"))
    c = t.s.choice
    assert c is not None and c.kind == ChoiceKind.HAND_CARD
    assert set(c.options) == {t.u(0, "gato-de-bruma"), t.u(0, "furto-silencioso")}
    t.do(Verb.PICK, target=t.u(0, "furto-silencioso"))
    assert t.s.players[0].archives == [t.u(0, "furto-silencioso")] and t.s.players[0].hand == [t.u(0, "gato-de-bruma")]


def test_prestidigitadora() -> None:
    """K83, K60: "Play:" returns the least powerful enemy creature to its owner's hand; not a stronger one."""
    t = sussurro({"hand": ["prestidigitadora"]}, {"line": ["piromante", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "prestidigitadora"), pos=0)
    assert t.s.zone[t.u(1, "piromante")] == Zone.HAND and t.u(1, "piromante") in t.s.players[1].hand
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.LINE


def test_guardia_do_limiar() -> None:
    """K60: "Leaves Play:" gains 1 when it leaves play (destroyed here); nothing while it stays."""
    t = sussurro({"line": ["guardia-do-limiar"]}, {"line": ["urso-das-veredas"]}, active=1, house="vereda")
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), target=t.u(0, "guardia-do-limiar"))
    assert t.s.zone[t.u(0, "guardia-do-limiar")] == Zone.LINE and t.s.players[0].amber == 0   # Elusive
    t.s.exhausted[t.u(1, "urso-das-veredas")] = False                  # a second attack this turn
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), target=t.u(0, "guardia-do-limiar"))
    assert t.s.zone[t.u(0, "guardia-do-limiar")] == Zone.DISCARD and t.s.players[0].amber == 1


def test_mercador_de_segredos() -> None:
    """K13, K62: after its controller steals, draw 1; the opponent stealing draws nothing for it."""
    t = sussurro({"line": ["mercador-de-segredos"], "hand": ["furto-silencioso"], "deck": ["gato-de-bruma"]}, {},
                 amber=(0, 2))
    t.do(Verb.PLAY, t.u(0, "furto-silencioso"))
    assert t.s.players[0].hand == [t.u(0, "gato-de-bruma")]
    t2 = sussurro({"line": ["mercador-de-segredos"], "deck": ["gato-de-bruma"]}, {"line": ["polvo-ladino"]},
                  active=1, house="mare", amber=(2, 0))
    t2.do(Verb.FIGHT, t2.u(1, "polvo-ladino"), target=t2.u(0, "mercador-de-segredos"))
    assert t2.s.players[1].amber == 1 and t2.s.players[0].hand == []


def test_espectro_furtivo() -> None:
    """K46, K7: "Reap:" exhausts an enemy creature; friendly creatures are not offered."""
    t = sussurro({"line": ["espectro-furtivo", "gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.REAP, t.u(0, "espectro-furtivo"))
    assert t.s.exhausted[t.u(1, "cervo-ancestral")] and not t.s.exhausted[t.u(0, "gato-de-bruma")]


def test_dama_dos_espelhos() -> None:
    """K79, K83: "Play:" takes control of the least powerful enemy creature, placed on a flank the player
    chooses; the stronger one stays the opponent's."""
    t = sussurro({"hand": ["dama-dos-espelhos"]}, {"line": ["piromante", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "dama-dos-espelhos"), pos=0)
    assert t.s.choice is not None and t.s.choice.kind == ChoiceKind.FLANK
    t.do(Verb.PICK, target=1)
    pyro = t.u(1, "piromante")
    assert t.s.ctrl[pyro] == 0 and t.s.players[0].line == [t.u(0, "dama-dos-espelhos"), pyro]
    assert t.s.ctrl[t.u(1, "cervo-ancestral")] == 1


def test_hipnotista_velado() -> None:
    """K17, K33: the opponent's keys cost +1 while it is in play; its controller's do not."""
    t = sussurro({"line": ["hipnotista-velado"]}, {})
    assert key_cost(t.s, 1) == 7 and key_cost(t.s, 0) == 6
    assert has(t.s, t.u(0, "hipnotista-velado"), "elusive")


def test_nevoa_viva() -> None:
    """K77: Deploy: it may enter between two creatures; K35, K86: it may swap with another friendly creature,
    or decline and stay."""
    t = sussurro({"hand": ["nevoa-viva"], "line": ["gato-de-bruma", "vigarista-do-crepusculo"]}, {})
    assert 1 in {a.pos for a in t.offered(Verb.PLAY)}
    mist, cat, crook = t.u(0, "nevoa-viva"), t.u(0, "gato-de-bruma"), t.u(0, "vigarista-do-crepusculo")
    t.do(Verb.PLAY, mist, pos=1)
    assert t.s.choice is not None and t.s.choice.optional and mist not in t.s.choice.options
    t.do(Verb.PICK, target=crook)
    assert t.s.players[0].line == [cat, crook, mist]
    t2 = sussurro({"hand": ["nevoa-viva"], "line": ["gato-de-bruma"]}, {})
    t2.do(Verb.PLAY, t2.u(0, "nevoa-viva"), pos=0)
    t2.do(Verb.PASS)
    assert t2.s.players[0].line == [t2.u(0, "nevoa-viva"), t2.u(0, "gato-de-bruma")]


def test_sussurrante_das_chaves() -> None:
    """K17, K37: during the opponent's next turn their keys cost +2: 7 does not forge, 8 does."""
    t = sussurro({"hand": ["sussurrante-das-chaves"]}, {}, amber=(0, 7))
    t.do(Verb.PLAY, t.u(0, "sussurrante-das-chaves"), pos=0)
    t.do(Verb.END)
    assert t.s.players[1].keys == 0 and t.s.players[1].amber == 7
    t2 = sussurro({"hand": ["sussurrante-das-chaves"]}, {}, amber=(0, 8))
    t2.do(Verb.PLAY, t2.u(0, "sussurrante-das-chaves"), pos=0)
    t2.do(Verb.END)
    assert t2.s.players[1].keys == 1 and t2.s.players[1].amber == 0


def test_morcego_onirico() -> None:
    """K58, K62: "Destroyed:" steals 1 for its controller when it is destroyed."""
    t = sussurro({"line": ["morcego-onirico"]}, {"line": ["urso-das-veredas"]}, amber=(0, 3),
                 status={"0:morcego-onirico": {"damage": 1}})
    t.do(Verb.FIGHT, t.u(0, "morcego-onirico"), target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(0, "morcego-onirico")] == Zone.DISCARD
    assert t.s.players[0].amber == 1 and t.s.players[1].amber == 2
    t2 = sussurro({"line": ["morcego-onirico"]}, {}, amber=(0, 3))
    t2.do(Verb.REAP, t2.u(0, "morcego-onirico"))
    assert t2.s.players[1].amber == 3


def test_rainha_do_sono_profundo() -> None:
    """K13, K81: at the start of its controller's turn, steal 1; not at the start of the opponent's turn."""
    t = sussurro({"line": ["rainha-do-sono-profundo"]}, {}, active=1, house="mare", amber=(0, 3))
    t.do(Verb.END)
    assert t.s.active == 0 and t.s.players[0].amber == 1 and t.s.players[1].amber == 2
    t2 = sussurro({"line": ["rainha-do-sono-profundo"]}, {}, amber=(0, 3))
    t2.do(Verb.END)
    assert t2.s.active == 1 and t2.s.players[1].amber == 3 and t2.s.players[0].amber == 0


def test_ilusionista_gemea() -> None:
    """K65: "Play:" archives a card from its controller's hand; the opponent's hand is untouched."""
    t = sussurro({"hand": ["ilusionista-gemea", "furto-silencioso"]}, {"hand": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "ilusionista-gemea"), pos=0)
    assert t.s.players[0].archives == [t.u(0, "furto-silencioso")] and t.s.players[1].hand == [t.u(1, "piromante")]


def test_furto_silencioso() -> None:
    """K62: bonus 1 and steal 1; never more than the opponent has."""
    t = sussurro({"hand": ["furto-silencioso"]}, {}, amber=(0, 2))
    t.do(Verb.PLAY, t.u(0, "furto-silencioso"))
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 1
    t2 = sussurro({"hand": ["furto-silencioso"]}, {})
    t2.do(Verb.PLAY, t2.u(0, "furto-silencioso"))
    assert t2.s.players[0].amber == 1 and t2.s.players[1].amber == 0


def test_sono_compartilhado() -> None:
    """K78: stun one enemy creature; friendly creatures are not offered."""
    t = sussurro({"hand": ["sono-compartilhado"], "line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "sono-compartilhado"))
    assert t.s.stun[t.u(1, "cervo-ancestral")] and not t.s.stun[t.u(0, "gato-de-bruma")]


def test_vento_que_leva() -> None:
    """K60: an enemy creature goes back to its owner's hand, its upgrade to its owner's discard; friendly
    creatures are not offered."""
    t = sussurro({"hand": ["vento-que-leva"], "line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "vento-que-leva"))
    assert t.s.players[1].hand == [t.u(1, "cervo-ancestral")] and t.s.zone[t.u(0, "gato-de-bruma")] == Zone.LINE


def test_troca_de_rostos() -> None:
    """K80: reap with a ready enemy creature as if it were yours: its Æmber and its "Reap:" go to the user;
    an exhausted enemy creature is not offered."""
    t = sussurro({"hand": ["troca-de-rostos"]}, {"line": ["cervo-ancestral", "urso-das-veredas"]},
                 status={"1:urso-das-veredas": {"exhausted": True}})
    t.do(Verb.PLAY, t.u(0, "troca-de-rostos"))
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 0       # 1 for the reap + the stag's "Reap:"
    assert t.s.exhausted[t.u(1, "cervo-ancestral")] and t.s.ctrl[t.u(1, "cervo-ancestral")] == 1


def test_memoria_roubada() -> None:
    """K66: purge the top card of the opponent's discard pile (not one below it, not one's own); draw 1."""
    t = sussurro({"hand": ["memoria-roubada"], "deck": ["gato-de-bruma"], "discard": ["furto-silencioso"]},
                 {"discard": ["piromante", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "memoria-roubada"))
    assert t.s.players[1].purged == [t.u(1, "cervo-ancestral")] and t.s.zone[t.u(1, "piromante")] == Zone.DISCARD
    assert t.s.zone[t.u(0, "furto-silencioso")] == Zone.DISCARD and t.s.players[0].hand == [t.u(0, "gato-de-bruma")]


def test_labirinto_de_nevoa() -> None:
    """K24: the opponent cannot choose Brasa on their next turn; their other houses stay offered."""
    t = sussurro({"hand": ["labirinto-de-nevoa"]}, {"line": ["guerreira-da-bigorna"]},
                 houses=(["brasa", "sussurro", "raiz"], ["cinza", "vereda", "brasa"]))
    t.do(Verb.PLAY, t.u(0, "labirinto-de-nevoa"))
    t.do(Verb.END)
    assert t.s.active == 1 and t.s.step == Step.HOUSE
    offered = {HOUSES[a.target] for a in t.offered(Verb.HOUSE)}
    assert "brasa" not in offered and {"cinza", "vereda"} <= offered


def test_devaneio_coletivo() -> None:
    """K7: every enemy creature is exhausted; friendly creatures stay ready."""
    t = sussurro({"hand": ["devaneio-coletivo"], "line": ["gato-de-bruma"]},
                 {"line": ["cervo-ancestral", "urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "devaneio-coletivo"))
    assert t.s.exhausted[t.u(1, "cervo-ancestral")] and t.s.exhausted[t.u(1, "urso-das-veredas")]
    assert not t.s.exhausted[t.u(0, "gato-de-bruma")]


def test_segredo_ao_ouvido() -> None:
    """K65: draw 1, then archive a card from hand; the bonus Æmber (K28)."""
    t = sussurro({"hand": ["segredo-ao-ouvido"], "deck": ["gato-de-bruma"]}, {})
    t.do(Verb.PLAY, t.u(0, "segredo-ao-ouvido"))
    assert t.s.players[0].archives == [t.u(0, "gato-de-bruma")] and t.s.players[0].amber == 1
    assert t.s.players[0].hand == []


def test_mao_leve() -> None:
    """K62, K87: steal 1, then steal 1 more only if the opponent still has 5Æ or more."""
    t = sussurro({"hand": ["mao-leve"]}, {}, amber=(0, 6))
    t.do(Verb.PLAY, t.u(0, "mao-leve"))
    assert t.s.players[0].amber == 2 and t.s.players[1].amber == 4
    t2 = sussurro({"hand": ["mao-leve"]}, {}, amber=(0, 5))
    t2.do(Verb.PLAY, t2.u(0, "mao-leve"))
    assert t2.s.players[0].amber == 1 and t2.s.players[1].amber == 4


def test_lanterna_dos_sonhos() -> None:
    """K42, K65: "Action:" archives the top card of its controller's deck; not usable under another house."""
    t = sussurro({"artifacts": ["lanterna-dos-sonhos"], "deck": ["furto-silencioso", "gato-de-bruma"]}, {})
    t.do(Verb.ACTION, t.u(0, "lanterna-dos-sonhos"))
    assert t.s.players[0].archives == [t.u(0, "gato-de-bruma")]
    assert not sussurro({"artifacts": ["lanterna-dos-sonhos"]}, {}, house="brasa").offered(Verb.ACTION)


def test_espelho_mentiroso() -> None:
    """K13, K62: after its controller steals, gain 1; the opponent's steal gives nothing."""
    t = sussurro({"artifacts": ["espelho-mentiroso"], "hand": ["furto-silencioso"]}, {}, amber=(0, 2))
    t.do(Verb.PLAY, t.u(0, "furto-silencioso"))
    assert t.s.players[0].amber == 3                                       # bonus 1 + steal 1 + 1
    t2 = sussurro({"artifacts": ["espelho-mentiroso"], "line": ["gato-de-bruma"]}, {"line": ["polvo-ladino"]},
                  active=1, house="mare", amber=(2, 0))
    t2.do(Verb.FIGHT, t2.u(1, "polvo-ladino"), target=t2.u(0, "gato-de-bruma"))
    assert t2.s.players[0].amber == 1 and t2.s.players[1].amber == 1


def test_veu_de_sombras() -> None:
    """K33, K70: each friendly creature has Elusive while the artifact is in play; enemies do not."""
    t = sussurro({"artifacts": ["veu-de-sombras"], "line": ["vigarista-do-crepusculo"]},
                 {"line": ["cervo-ancestral"]})
    assert has(t.s, t.u(0, "vigarista-do-crepusculo"), "elusive") and not has(t.s, t.u(1, "cervo-ancestral"), "elusive")


def test_ampulheta_sonolenta() -> None:
    """K42, K7: "Action:" exhausts an enemy creature; the friendly one stays ready."""
    t = sussurro({"artifacts": ["ampulheta-sonolenta"], "line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.ACTION, t.u(0, "ampulheta-sonolenta"))
    assert t.s.exhausted[t.u(1, "cervo-ancestral")] and not t.s.exhausted[t.u(0, "gato-de-bruma")]


def test_capuz_de_nevoa() -> None:
    """K43, K70: the host gets +1 power and Elusive; its neighbour neither."""
    t = sussurro({"hand": ["capuz-de-nevoa"], "line": ["vigarista-do-crepusculo", "sonambulo-errante"]})
    host = t.u(0, "vigarista-do-crepusculo")
    t.do(Verb.PLAY, t.u(0, "capuz-de-nevoa"), target=host)
    assert power(t.s, host) == 4 and has(t.s, host, "elusive")
    assert not has(t.s, t.u(0, "sonambulo-errante"), "elusive")


def test_mascara_do_sonhador() -> None:
    """K43: the host gets +1 armor and Skirmish; its "Play:" draws 1; the neighbour gets nothing."""
    t = sussurro({"hand": ["mascara-do-sonhador"], "line": ["vigarista-do-crepusculo", "sonambulo-errante"],
                  "deck": ["gato-de-bruma"]})
    host = t.u(0, "vigarista-do-crepusculo")
    t.do(Verb.PLAY, t.u(0, "mascara-do-sonhador"), target=host)
    assert armor(t.s, host) == 1 and has(t.s, host, "skirmish") and t.s.players[0].hand == [t.u(0, "gato-de-bruma")]
    assert armor(t.s, t.u(0, "sonambulo-errante")) == 0


def test_anel_do_ladrao() -> None:
    """K43, K28: bonus 1, and the host gets +2 power; its neighbour does not."""
    t = sussurro({"hand": ["anel-do-ladrao"], "line": ["vigarista-do-crepusculo", "sonambulo-errante"]})
    host = t.u(0, "vigarista-do-crepusculo")
    t.do(Verb.PLAY, t.u(0, "anel-do-ladrao"), target=host)
    assert power(t.s, host) == 5 and power(t.s, t.u(0, "sonambulo-errante")) == 5 and t.s.players[0].amber == 1


def _picks(t: Table) -> set[int]:
    return {a.target for a in t.offered(Verb.PICK)}


def test_chave_esquecida() -> None:
    """K19: "Unforge one of your opponent's keys": the opponent goes from 2 keys to 1, its player keeps its own;
    an opponent with no key loses nothing."""
    t = sussurro({"hand": ["chave-esquecida"]}, {}, keys=(1, 2))
    t.do(Verb.PLAY, t.u(0, "chave-esquecida"))
    assert (t.s.players[0].keys, t.s.players[1].keys) == (1, 1)
    t2 = sussurro({"hand": ["chave-esquecida"]}, {}, keys=(2, 0))
    t2.do(Verb.PLAY, t2.u(0, "chave-esquecida"))
    assert (t2.s.players[0].keys, t2.s.players[1].keys) == (2, 0)


def test_pacto_nas_sombras() -> None:
    """K28, K63, K65, K90: bonus 2, 1 of it paid to the opponent, then one card of its own deck archived for each
    friendly creature (two); the opponent's deck untouched; with no friendly creature, nothing archived."""
    t = sussurro({"hand": ["pacto-nas-sombras"], "line": ["gato-de-bruma", "raposa-da-nevoa"],
                  "deck": ["furto-silencioso", "ladra-de-sonhos", "mariposa-onirica"]},
                 {"line": ["piromante"], "deck": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "pacto-nas-sombras"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 1)
    assert len(t.s.players[0].archives) == 2 and len(t.s.players[0].deck) == 1 and len(t.s.players[1].deck) == 1
    t2 = sussurro({"hand": ["pacto-nas-sombras"], "deck": ["furto-silencioso"]}, {"line": ["piromante"]})
    t2.do(Verb.PLAY, t2.u(0, "pacto-nas-sombras"))
    assert not t2.s.players[0].archives and (t2.s.players[0].amber, t2.s.players[1].amber) == (1, 1)


def test_batedora_de_carteiras() -> None:
    """K57, K61: "Reap: Move 1Æ from an enemy creature to this creature": the chosen enemy's captured Æmber moves
    onto it; the friendly creature's is not offered; the pools change only by the reap."""
    t = sussurro({"line": ["batedora-de-carteiras", "gato-de-bruma"]}, {"line": ["piromante", "polvo-ladino"]},
                 amber=(0, 3), status={"1:piromante": {"held": 2}, "0:gato-de-bruma": {"held": 1}})
    t.do(Verb.REAP, t.u(0, "batedora-de-carteiras"))
    assert t.u(0, "gato-de-bruma") not in _picks(t)
    t.do(Verb.PICK, target=t.u(1, "piromante"))
    assert t.s.held[t.u(0, "batedora-de-carteiras")] == 1 and t.s.held[t.u(1, "piromante")] == 1
    assert t.s.held[t.u(0, "gato-de-bruma")] == 1 and (t.s.players[0].amber, t.s.players[1].amber) == (1, 3)


def test_pesadelo_emprestado() -> None:
    """K80, K83, K58: the least powerful enemy creature is sacrificed as if it were its player's: destroyed; the
    stronger enemy and a weaker friendly creature stay; with no enemy creature nothing happens."""
    t = sussurro({"hand": ["pesadelo-emprestado"], "line": ["cavalo-marinho-mensageiro"]},
                 {"line": ["baleia-cartografa", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "pesadelo-emprestado"))
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD and t.s.zone[t.u(1, "baleia-cartografa")] == Zone.LINE
    assert t.s.zone[t.u(0, "cavalo-marinho-mensageiro")] == Zone.LINE
    t2 = sussurro({"hand": ["pesadelo-emprestado"], "line": ["cavalo-marinho-mensageiro"]}, {})
    t2.do(Verb.PLAY, t2.u(0, "pesadelo-emprestado"))
    assert t2.s.zone[t2.u(0, "cavalo-marinho-mensageiro")] == Zone.LINE


def test_sugestao_hipnotica() -> None:
    """K22, K23: the opponent must choose Ember next turn: one controlling an Ember creature is offered only
    Ember; K22: one that cannot choose Ember is offered all its houses."""
    t = sussurro({"hand": ["sugestao-hipnotica"]}, {"line": ["guerreira-da-bigorna"]})
    t.do(Verb.PLAY, t.u(0, "sugestao-hipnotica"))
    assert t.s.players[0].amber == 1
    t.do(Verb.END)
    assert {a.target for a in t.offered(Verb.HOUSE)} == {HOUSES.index("brasa")}
    t2 = sussurro({"hand": ["sugestao-hipnotica"]}, {"line": ["piromante"]})
    t2.do(Verb.PLAY, t2.u(0, "sugestao-hipnotica"))
    t2.do(Verb.END)
    assert {a.target for a in t2.offered(Verb.HOUSE)} == {HOUSES.index(h) for h in ("mare", "cinza", "vereda")}


def test_sombra_andarilha() -> None:
    """K5 (versatile): on a Root turn it may reap as if it belonged to the active house; a Whisper creature
    without the keyword may not; K70: Elusive."""
    t = sussurro({"line": ["sombra-andarilha", "gato-de-bruma"]}, {}, house="raiz")
    assert {a.card for a in t.offered(Verb.REAP)} == {t.u(0, "sombra-andarilha")}
    t.do(Verb.REAP, t.u(0, "sombra-andarilha"))
    assert t.s.players[0].amber == 1 and has(t.s, t.u(0, "sombra-andarilha"), "elusive")


def test_sono_sem_fundo() -> None:
    """K60, K83: the least powerful enemy creature goes to the bottom of its owner's deck; the stronger enemy and
    a weaker friendly creature stay."""
    t = sussurro({"hand": ["sono-sem-fundo"], "line": ["cavalo-marinho-mensageiro"]},
                 {"line": ["baleia-cartografa", "piromante"], "deck": ["cervo-ancestral", "urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "sono-sem-fundo"))
    assert [t.s.ids[u] for u in t.s.players[1].deck] == ["piromante", "cervo-ancestral", "urso-das-veredas"]
    assert t.s.zone[t.u(1, "baleia-cartografa")] == Zone.LINE and t.s.zone[t.u(0, "cavalo-marinho-mensageiro")] == Zone.LINE
    assert t.s.players[0].amber == 1


def test_sonho_recorrente() -> None:
    """K60: the chosen enemy creature goes on top of its owner's deck (drawn next); the other enemy stays; a
    friendly creature is not offered."""
    t = sussurro({"hand": ["sonho-recorrente"], "line": ["gato-de-bruma"]},
                 {"line": ["baleia-cartografa", "polvo-ladino"], "deck": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "sonho-recorrente"))
    assert _picks(t) == {t.u(1, "baleia-cartografa"), t.u(1, "polvo-ladino")}
    t.do(Verb.PICK, target=t.u(1, "polvo-ladino"))
    assert [t.s.ids[u] for u in t.s.players[1].deck] == ["cervo-ancestral", "polvo-ladino"]
    assert t.s.zone[t.u(1, "baleia-cartografa")] == Zone.LINE and t.s.zone[t.u(0, "gato-de-bruma")] == Zone.LINE


def test_saque_noturno() -> None:
    """K62, K90: bonus 1, then 1 stolen for each key the opponent has forged (two: 2); against an opponent with no
    key, nothing is stolen."""
    t = sussurro({"hand": ["saque-noturno"]}, {}, keys=(0, 2), amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "saque-noturno"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (3, 3)
    t2 = sussurro({"hand": ["saque-noturno"]}, {}, keys=(2, 0), amber=(0, 5))
    t2.do(Verb.PLAY, t2.u(0, "saque-noturno"))
    assert (t2.s.players[0].amber, t2.s.players[1].amber) == (1, 5)


def test_torpor_coletivo() -> None:
    """K37: until the end of the opponent's next turn its creatures cannot reap (they may fight); its player's own
    creatures still reap; after that turn the enemy reaps again."""
    t = sussurro({"hand": ["torpor-coletivo"], "line": ["gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "torpor-coletivo"))
    assert t.offered(Verb.REAP)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("vereda"))
    assert not t.offered(Verb.REAP) and t.offered(Verb.FIGHT)
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("sussurro"))
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("vereda"))
    assert t.offered(Verb.REAP)


def test_guardia_do_sono() -> None:
    """K24, K46: while it is in play enemy creatures cannot reap (they still fight); its own side reaps."""
    t = sussurro({"line": ["guardia-do-sono"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    assert not t.offered(Verb.REAP) and t.offered(Verb.FIGHT)
    t2 = sussurro({"line": ["guardia-do-sono", "gato-de-bruma"]}, {"line": ["cervo-ancestral"]})
    t2.do(Verb.REAP, t2.u(0, "gato-de-bruma"))
    assert t2.s.players[0].amber == 1


def test_insonia() -> None:
    """K20, K90: the opponent loses 1 for each enemy creature (three: 3); friendly creatures do not count."""
    t = sussurro({"hand": ["insonia"], "line": ["gato-de-bruma"]},
                 {"line": ["baleia-cartografa", "piromante", "polvo-ladino"]}, amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "insonia"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (0, 2)
    t2 = sussurro({"hand": ["insonia"], "line": ["gato-de-bruma", "raposa-da-nevoa"]}, {}, amber=(0, 5))
    t2.do(Verb.PLAY, t2.u(0, "insonia"))
    assert t2.s.players[1].amber == 5


def test_cobradora_noturna() -> None:
    """K62, K90: "Reap:" steals 1 for each key the opponent has forged; a fight steals nothing."""
    t = sussurro({"line": ["cobradora-noturna"]}, {}, keys=(0, 2), amber=(0, 3))
    t.do(Verb.REAP, t.u(0, "cobradora-noturna"))
    assert (t.s.players[0].amber, t.s.players[1].amber) == (3, 1)
    t2 = sussurro({"line": ["cobradora-noturna"]}, {"line": ["cavalo-marinho-mensageiro"]}, keys=(0, 2), amber=(0, 3))
    t2.do(Verb.FIGHT, t2.u(0, "cobradora-noturna"), target=t2.u(1, "cavalo-marinho-mensageiro"))
    assert (t2.s.players[0].amber, t2.s.players[1].amber) == (0, 3)


def test_arquivista_das_sombras() -> None:
    """K65, K90: "Play:" archives one card of its own deck for each key the opponent has forged (two); with none
    forged, nothing."""
    t = sussurro({"hand": ["arquivista-das-sombras"], "deck": ["furto-silencioso", "ladra-de-sonhos", "gato-de-bruma"]},
                 {"deck": ["cervo-ancestral"]}, keys=(0, 2))
    t.do(Verb.PLAY, t.u(0, "arquivista-das-sombras"), pos=0)
    assert [t.s.ids[u] for u in t.s.players[0].archives] == ["gato-de-bruma", "ladra-de-sonhos"]
    assert len(t.s.players[1].deck) == 1 and not t.s.players[1].archives
    t2 = sussurro({"hand": ["arquivista-das-sombras"], "deck": ["furto-silencioso"]}, {})
    t2.do(Verb.PLAY, t2.u(0, "arquivista-das-sombras"), pos=0)
    assert not t2.s.players[0].archives


def test_manto_de_fuga() -> None:
    """K59 with K37: until the start of its player's next turn a friendly creature that would be destroyed returns
    to its owner's hand instead (no "Destroyed:"); an enemy creature destroyed in the same fight is discarded."""
    t = sussurro({"hand": ["manto-de-fuga"], "line": ["sombra-andarilha"]}, {"line": ["piromante"]},
                 status={"0:sombra-andarilha": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "manto-de-fuga"))
    assert t.s.players[0].amber == 1 and t.s.lasting
    t.do(Verb.FIGHT, t.u(0, "sombra-andarilha"), target=t.u(1, "piromante"))
    assert t.s.zone[t.u(0, "sombra-andarilha")] == Zone.HAND and "lasting_replace" in t.log_keys()
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD


def test_alcapao_do_arquivo() -> None:
    """K59 with K37: "Play:" draws 1, then until the end of the opponent's next turn a friendly creature that would
    be destroyed goes to its owner's archives instead; in that turn the enemy creature is not archived."""
    t = sussurro({"hand": ["alcapao-do-arquivo"], "line": ["piromante"], "deck": ["sombra-andarilha"] * 8},
                 {"line": ["cervo-ancestral"], "deck": ["piromante"] * 8}, status={"0:piromante": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "alcapao-do-arquivo"))
    assert t.s.zone[t.u(0, "sombra-andarilha", 7)] == Zone.HAND
    next_turn(t, "vereda")
    piro, cervo = t.u(0, "piromante"), t.u(1, "cervo-ancestral")
    t.do(Verb.FIGHT, cervo, target=piro)
    assert t.s.zone[piro] == Zone.ARCHIVES and piro in t.s.players[0].archives
    assert t.s.zone[cervo] == Zone.LINE and t.s.damage[cervo] == 2


def test_bode_expiatorio() -> None:
    """K59 with K37: "Play:" until the start of its player's next turn, damage to another friendly creature is
    dealt to it instead, through its own armor (K54); damage to the enemy and to itself is dealt as usual."""
    t = sussurro({"hand": ["bode-expiatorio"], "line": ["sombra-andarilha"]}, {"line": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "bode-expiatorio"), pos=1)
    bode, sombra, piro = t.u(0, "bode-expiatorio"), t.u(0, "sombra-andarilha"), t.u(1, "piromante")
    t.do(Verb.FIGHT, sombra, target=piro)
    assert t.s.damage[sombra] == 0 and t.s.damage[bode] == 1 and "redirect" in t.log_keys()
    assert t.s.zone[piro] == Zone.DISCARD
    t2 = sussurro({"line": ["sombra-andarilha"]}, {"line": ["piromante"]})
    t2.do(Verb.FIGHT, t2.u(0, "sombra-andarilha"), target=t2.u(1, "piromante"))
    assert t2.s.damage[t2.u(0, "sombra-andarilha")] == 2 and "redirect" not in t2.log_keys()


def test_isca_voluntaria() -> None:
    """K59 with K37: for the rest of the turn damage to the other friendly creatures is dealt to the chosen one;
    damage to the chosen creature itself stays on it."""
    t = sussurro({"hand": ["isca-voluntaria"], "line": ["gato-de-bruma", "sombra-andarilha"]},
                 {"line": ["piromante", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "isca-voluntaria"))
    pick(t, 0, "gato-de-bruma")
    gato, sombra = t.u(0, "gato-de-bruma"), t.u(0, "sombra-andarilha")
    t.do(Verb.FIGHT, sombra, target=t.u(1, "piromante"))
    assert t.s.damage[sombra] == 0 and t.s.damage[gato] == 2
    t.do(Verb.FIGHT, gato, target=t.u(1, "cervo-ancestral"))
    assert t.s.zone[gato] == Zone.DISCARD and t.s.zone[sombra] == Zone.LINE and t.s.damage[sombra] == 0


def test_bolsa_de_forro_duplo() -> None:
    """K61 with K59: the first capture from its player each turn leaves the Æmber in their pool (nothing on the
    capturing creature); the second capture that turn takes it; the next turn the first is kept again."""
    t = sussurro({"artifacts": ["bolsa-de-forro-duplo"], "line": ["gato-de-bruma"]},
                 {"hand": ["rede-de-arrasto", "rede-de-arrasto"], "line": ["polvo-ladino"]},
                 active=1, house="mare", amber=(3, 0))
    polvo = t.u(1, "polvo-ladino")
    t.do(Verb.PLAY, t.u(1, "rede-de-arrasto"))
    assert pools(t) == (3, 0) and t.s.held[polvo] == 0 and "replace_keep" in t.log_keys()
    t.do(Verb.PLAY, t.u(1, "rede-de-arrasto", 1))
    assert pools(t) == (2, 0) and t.s.held[polvo] == 1
    reposition(t, lambda pos: pos.pop("replaced_once"))      # as at the next turn's start
    assert t.s.replaced_once == ()


def test_cobrador_de_sombra() -> None:
    """K61 with K59: a capture from its player sends the Æmber to the supply (the creature holds none); a loss
    is not replaced."""
    t = sussurro({"line": ["cobrador-de-sombra"]}, {"hand": ["rede-de-arrasto", "cinzas-ao-vento"],
                                                    "line": ["polvo-ladino"]}, active=1, house="mare", amber=(3, 0))
    t.do(Verb.PLAY, t.u(1, "rede-de-arrasto"))
    assert pools(t) == (2, 0) and t.s.held[t.u(1, "polvo-ladino")] == 0 and "replace_supply" in t.log_keys()
    t2 = sussurro({"line": ["cobrador-de-sombra"]}, {"hand": ["cinzas-ao-vento"]}, active=1, house="cinza",
                  amber=(3, 0))
    t2.do(Verb.PLAY, t2.u(1, "cinzas-ao-vento"))
    assert pools(t2) == (2, 2)


def test_fundo_falso() -> None:
    """K20 with K59: its player keeps Æmber they would lose, every time; a capture still takes it."""
    t = sussurro({"artifacts": ["fundo-falso"]}, {"hand": ["cinzas-ao-vento", "cinzas-ao-vento"]},
                 active=1, house="cinza", amber=(3, 0))
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento"))
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento", 1))
    assert pools(t) == (3, 4)
    t2 = sussurro({"artifacts": ["fundo-falso"], "line": ["gato-de-bruma"]},
                  {"hand": ["rede-de-arrasto"], "line": ["polvo-ladino"]}, active=1, house="mare", amber=(3, 0))
    t2.do(Verb.PLAY, t2.u(1, "rede-de-arrasto"))
    assert pools(t2) == (2, 0) and t2.s.held[t2.u(1, "polvo-ladino")] == 1


def test_contador_de_moedas() -> None:
    """K20 with K59: the first loss of its player's Æmber each turn is kept; the second that turn is lost."""
    t = sussurro({"line": ["contador-de-moedas"]}, {"hand": ["cinzas-ao-vento", "cinzas-ao-vento"]},
                 active=1, house="cinza", amber=(3, 0))
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento"))
    assert pools(t) == (3, 2) and t.s.replaced_once == (t.u(0, "contador-de-moedas"),)
    t.do(Verb.PLAY, t.u(1, "cinzas-ao-vento", 1))
    assert pools(t) == (2, 4)


def test_maos_de_veludo() -> None:
    """K46 with K59, K37: for the rest of the turn a friendly creature's reap steals 1Æ instead of gaining 1Æ (its
    "Reap:" still resolves); with nothing in the opponent's pool the reap gains nothing."""
    t = sussurro({"hand": ["maos-de-veludo"], "line": ["gato-de-bruma", "sombra-andarilha"]}, {}, amber=(0, 1))
    t.do(Verb.PLAY, t.u(0, "maos-de-veludo"))
    t.do(Verb.REAP, t.u(0, "gato-de-bruma"))
    assert pools(t) == (1, 0) and "replace_steal" in t.log_keys()
    t.do(Verb.REAP, t.u(0, "sombra-andarilha"))
    assert pools(t) == (1, 0)


def test_dedos_de_seda() -> None:
    """K46 with K59: its own reap steals 1Æ instead of gaining 1Æ; another friendly creature reaps as usual."""
    t = sussurro({"line": ["dedos-de-seda", "gato-de-bruma"]}, {}, amber=(0, 2))
    t.do(Verb.REAP, t.u(0, "dedos-de-seda"))
    assert pools(t) == (1, 1)
    t.do(Verb.REAP, t.u(0, "gato-de-bruma"))
    assert pools(t) == (2, 1)


def test_recado_em_dobro() -> None:
    """K37 in a "Choose one" mode: the second mode makes a reaction (after a friendly creature reaps, draw 1) for
    the rest of the turn; the first mode steals 1 and makes none."""
    t = sussurro({"hand": ["recado-em-dobro"], "line": ["gato-de-bruma"], "deck": ["sombra-andarilha"] * 3}, {},
                 amber=(0, 2))
    t.do(Verb.PLAY, t.u(0, "recado-em-dobro"))
    t.do(Verb.PICK, target=1)
    assert t.s.reactions and pools(t) == (1, 2)
    t.do(Verb.REAP, t.u(0, "gato-de-bruma"))
    assert len(t.s.players[0].hand) == 1
    t2 = sussurro({"hand": ["recado-em-dobro"], "line": ["gato-de-bruma"], "deck": ["sombra-andarilha"] * 3}, {},
                  amber=(0, 2))
    t2.do(Verb.PLAY, t2.u(0, "recado-em-dobro"))
    t2.do(Verb.PICK, target=0)
    t2.do(Verb.REAP, t2.u(0, "gato-de-bruma"))
    assert not t2.s.reactions and pools(t2) == (3, 1) and not t2.s.players[0].hand


def test_vigia_de_duas_caras() -> None:
    """K37 in a "Choose one" mode: the second mode makes a reaction until its player's next turn: after an enemy
    creature reaps, steal 1; the first mode archives the top card of its deck and makes none."""
    t = sussurro({"hand": ["vigia-de-duas-caras"], "deck": ["gato-de-bruma"] * 8}, {"line": ["cervo-ancestral"],
                                                                                    "deck": ["piromante"] * 8})
    t.do(Verb.PLAY, t.u(0, "vigia-de-duas-caras"), pos=0)
    t.do(Verb.PICK, target=1)
    next_turn(t, "vereda")
    t.do(Verb.REAP, t.u(1, "cervo-ancestral"))
    assert pools(t)[0] == 1 and t.s.reactions
    t2 = sussurro({"hand": ["vigia-de-duas-caras"], "deck": ["gato-de-bruma"] * 8}, {"line": ["cervo-ancestral"],
                                                                                     "deck": ["piromante"] * 8})
    t2.do(Verb.PLAY, t2.u(0, "vigia-de-duas-caras"), pos=0)
    t2.do(Verb.PICK, target=0)
    assert len(t2.s.players[0].archives) == 1 and not t2.s.reactions
    next_turn(t2, "vereda")
    t2.do(Verb.REAP, t2.u(1, "cervo-ancestral"))
    assert pools(t2)[0] == 0
