"""Raiz (Root), issue 24: one spec per title, each from a position that exercises its text, with what it must
not affect beside what it does. Raiz is the patient house: big creatures, healing, armor, power tokens and
constant abilities."""

from __future__ import annotations

from typing import Any

from archonkit import Table, table
from eidolon.rulesets.archon.board import armor, has, power
from eidolon.rulesets.archon.cards import HOUSES
from eidolon.rulesets.archon.state import Verb, Zone
from speckit import attach

HOUSES7 = (["brasa", "sussurro", "raiz"], ["mare", "cinza", "vereda"])


def raiz(p0: dict[str, list[str]] | None = None, p1: dict[str, list[str]] | None = None, **kw: Any) -> Table:
    """Seat 0 plays Raiz (the new houses' identity card), seat 1 the first three houses."""
    kw.setdefault("house", "raiz")
    return table(p0, p1, houses=HOUSES7, **kw)


def test_carvalho_andante() -> None:
    """K72: Taunt: its neighbour cannot be attacked; K54: armor 1 takes the first damage each turn."""
    t = raiz({"line": ["carvalho-andante", "semeadora-paciente"]}, {"line": ["urso-das-veredas"]}, active=1,
             house="vereda")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {t.u(0, "carvalho-andante")}
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), target=t.u(0, "carvalho-andante"))
    assert t.s.damage[t.u(0, "carvalho-andante")] == 5 and t.s.damage[t.u(0, "semeadora-paciente")] == 0


def test_broto_teimoso() -> None:
    """K13, K81: at the end of its controller's turn it gets a +1 power token; not at the end of the
    opponent's."""
    t = raiz({"line": ["broto-teimoso"]}, {})
    t.do(Verb.END)
    assert t.s.tokens[t.u(0, "broto-teimoso")] == 1
    t2 = raiz({"line": ["broto-teimoso"]}, {}, active=1, house="mare")
    t2.do(Verb.END)
    assert t2.s.tokens[t2.u(0, "broto-teimoso")] == 0


def test_urso_musgoso() -> None:
    """K55: "Reap:" heals 2 damage from itself, not from another friendly creature."""
    t = raiz({"line": ["urso-musgoso", "semeadora-paciente"]}, {},
             status={"0:urso-musgoso": {"damage": 3}, "0:semeadora-paciente": {"damage": 1}})
    t.do(Verb.REAP, t.u(0, "urso-musgoso"))
    assert t.s.damage[t.u(0, "urso-musgoso")] == 1 and t.s.damage[t.u(0, "semeadora-paciente")] == 1


def test_guardiao_de_casca() -> None:
    """K33, K54, K84: each neighbour gets +1 armor; not a farther creature, not an enemy."""
    t = raiz({"line": ["semeadora-paciente", "guardiao-de-casca", "broto-teimoso", "cervo-de-liquen"]},
             {"line": ["cervo-ancestral"]})
    assert armor(t.s, t.u(0, "semeadora-paciente")) == 1 and armor(t.s, t.u(0, "broto-teimoso")) == 1
    assert armor(t.s, t.u(0, "cervo-de-liquen")) == 0 and armor(t.s, t.u(0, "guardiao-de-casca")) == 2
    assert armor(t.s, t.u(1, "cervo-ancestral")) == 0


def test_matriarca_do_bosque_fundo() -> None:
    """K33, K56: each friendly creature gets +1 power while it is in play; enemies do not."""
    t = raiz({"line": ["matriarca-do-bosque-fundo", "semeadora-paciente"]}, {"line": ["cervo-ancestral"]})
    assert power(t.s, t.u(0, "semeadora-paciente")) == 3 and power(t.s, t.u(1, "cervo-ancestral")) == 4


def test_cervo_de_liquen() -> None:
    """K46, K56: "Reap:" gives it a +1 power token; a fight does not."""
    t = raiz({"line": ["cervo-de-liquen"]}, {"line": ["piromante"]})
    t.do(Verb.REAP, t.u(0, "cervo-de-liquen"))
    assert t.s.tokens[t.u(0, "cervo-de-liquen")] == 1 and t.s.players[0].amber == 1
    t2 = raiz({"line": ["cervo-de-liquen"]}, {"line": ["piromante"]})
    t2.do(Verb.FIGHT, t2.u(0, "cervo-de-liquen"), target=t2.u(1, "piromante"))
    assert t2.s.tokens[t2.u(0, "cervo-de-liquen")] == 0


def test_jabuti_milenar() -> None:
    """K54: armor 3 absorbs a weak attacker's damage; K72: Taunt shields its neighbour."""
    t = raiz({"line": ["jabuti-milenar", "semeadora-paciente"]}, {"line": ["piromante"]}, active=1, house="cinza")
    assert {a.target for a in t.offered(Verb.FIGHT)} == {t.u(0, "jabuti-milenar")}
    t.do(Verb.FIGHT, t.u(1, "piromante"), target=t.u(0, "jabuti-milenar"))
    assert t.s.damage[t.u(0, "jabuti-milenar")] == 0 and t.s.zone[t.u(1, "piromante")] == Zone.DISCARD


def test_curandeira_do_musgo() -> None:
    """K55: "Reap:" heals 3 from a friendly creature; damaged enemy creatures are not offered."""
    t = raiz({"line": ["curandeira-do-musgo", "urso-musgoso"]}, {"line": ["cervo-ancestral"]},
             status={"0:urso-musgoso": {"damage": 4}, "1:cervo-ancestral": {"damage": 2}})
    t.do(Verb.REAP, t.u(0, "curandeira-do-musgo"))
    assert t.s.choice is not None and t.u(1, "cervo-ancestral") not in t.s.choice.options
    t.do(Verb.PICK, target=t.u(0, "urso-musgoso"))
    assert t.s.damage[t.u(0, "urso-musgoso")] == 1 and t.s.damage[t.u(1, "cervo-ancestral")] == 2


def test_gigante_enraizado() -> None:
    """K24: it cannot fight, yet it reaps."""
    t = raiz({"line": ["gigante-enraizado"]}, {"line": ["piromante"]})
    assert not t.offered(Verb.FIGHT) and t.offered(Verb.REAP)


def test_semeadora_paciente() -> None:
    """K28, K56: bonus 1 and a +1 power token on another friendly creature; never itself."""
    t = raiz({"hand": ["semeadora-paciente"], "line": ["jabuti-milenar"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "semeadora-paciente"), pos=1)
    assert t.s.tokens[t.u(0, "jabuti-milenar")] == 1 and t.s.tokens[t.u(0, "semeadora-paciente")] == 0
    assert t.s.players[0].amber == 1 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0


def test_espinheiro_vivo() -> None:
    """K75: Hazardous 2 hits its attacker before the fight; K54: its armor 1 takes the first damage."""
    t = raiz({"line": ["espinheiro-vivo"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t.do(Verb.FIGHT, t.u(1, "cervo-ancestral"), target=t.u(0, "espinheiro-vivo"))
    assert t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD                # 2 + 3 >= 4
    assert t.s.zone[t.u(0, "espinheiro-vivo")] == Zone.DISCARD                # 4 - 1 >= 3


def test_druida_do_cerne() -> None:
    """K13, K55: after a friendly creature is healed it gets a +1 power token; a heal that removes no damage
    does not count."""
    t = raiz({"line": ["druida-do-cerne", "urso-musgoso"]}, {}, status={"0:urso-musgoso": {"damage": 2}})
    t.do(Verb.REAP, t.u(0, "urso-musgoso"))
    assert t.s.tokens[t.u(0, "druida-do-cerne")] == 1
    t2 = raiz({"line": ["druida-do-cerne", "urso-musgoso"]}, {})
    t2.do(Verb.REAP, t2.u(0, "urso-musgoso"))
    assert t2.s.tokens[t2.u(0, "druida-do-cerne")] == 0


def test_colosso_de_raizes() -> None:
    """K78: it enters play stunned; K72: Taunt; others are not stunned."""
    t = raiz({"hand": ["colosso-de-raizes"], "line": ["semeadora-paciente"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "colosso-de-raizes"), pos=0)
    assert t.s.stun[t.u(0, "colosso-de-raizes")] and has(t.s, t.u(0, "colosso-de-raizes"), "taunt")
    assert not t.s.stun[t.u(0, "semeadora-paciente")] and not t.s.stun[t.u(1, "cervo-ancestral")]


def test_cogumelo_paciente() -> None:
    """K59: if it would be destroyed it is fully healed and stunned instead; its neighbour is destroyed as
    usual."""
    t = raiz({"hand": ["crisol-derramado"], "line": ["cogumelo-paciente", "semeadora-paciente"]}, {},
             house="brasa")
    t.do(Verb.PLAY, t.u(0, "crisol-derramado"))
    mush = t.u(0, "cogumelo-paciente")
    assert t.s.zone[mush] == Zone.LINE and t.s.damage[mush] == 0 and t.s.stun[mush]
    assert t.s.zone[t.u(0, "semeadora-paciente")] == Zone.DISCARD


def test_bisao_de_musgo() -> None:
    """K58, K56: "Destroyed:" gives a friendly creature two +1 power tokens; enemies are not offered."""
    t = raiz({"line": ["bisao-de-musgo", "semeadora-paciente"]}, {"line": ["piromante", "cervo-ancestral"]},
             status={"0:bisao-de-musgo": {"damage": 5}})
    t.do(Verb.FIGHT, t.u(0, "bisao-de-musgo"), target=t.u(1, "piromante"))
    assert t.s.zone[t.u(0, "bisao-de-musgo")] == Zone.DISCARD
    assert t.s.tokens[t.u(0, "semeadora-paciente")] == 2 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0


def test_sentinela_da_seiva() -> None:
    """K13, K55: after a friendly creature is healed, gain 1; an enemy creature's heal gives nothing; Taunt."""
    t = raiz({"line": ["sentinela-da-seiva", "urso-musgoso"]}, {}, status={"0:urso-musgoso": {"damage": 2}})
    t.do(Verb.REAP, t.u(0, "urso-musgoso"))
    assert t.s.players[0].amber == 2 and has(t.s, t.u(0, "sentinela-da-seiva"), "taunt")
    t2 = raiz({"line": ["sentinela-da-seiva"]}, {"line": ["alce-de-chifre-largo"]}, active=1, house="vereda",
              status={"1:alce-de-chifre-largo": {"damage": 2}})
    t2.do(Verb.REAP, t2.u(1, "alce-de-chifre-largo"))
    assert t2.s.damage[t2.u(1, "alce-de-chifre-largo")] == 0 and t2.s.players[0].amber == 0


def test_tecela_de_raizes() -> None:
    """K37: a friendly creature gets +2 armor until the start of its controller's next turn; other creatures
    do not."""
    t = raiz({"hand": ["tecela-de-raizes"], "line": ["jabuti-milenar"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "tecela-de-raizes"), pos=1)
    shell = t.u(0, "jabuti-milenar")
    t.do(Verb.PICK, target=shell)
    assert armor(t.s, shell) == 5 and armor(t.s, t.u(0, "tecela-de-raizes")) == 0
    assert armor(t.s, t.u(1, "cervo-ancestral")) == 0
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("vereda"))
    assert armor(t.s, shell) == 5                                           # through the opponent's turn
    t.do(Verb.END)
    assert armor(t.s, shell) == 3


def test_muda_guerreira() -> None:
    """K47, K55: "Fight:" fully heals it after a fight it survives; reaping does not."""
    t = raiz({"line": ["muda-guerreira"]}, {"line": ["piromante"]})
    t.do(Verb.FIGHT, t.u(0, "muda-guerreira"), target=t.u(1, "piromante"))
    assert t.s.damage[t.u(0, "muda-guerreira")] == 0 and t.s.zone[t.u(1, "piromante")] == Zone.DISCARD
    t2 = raiz({"line": ["muda-guerreira"]}, {}, status={"0:muda-guerreira": {"damage": 1}})
    t2.do(Verb.REAP, t2.u(0, "muda-guerreira"))
    assert t2.s.damage[t2.u(0, "muda-guerreira")] == 1


def test_pastor_de_musgo() -> None:
    """K13, K44: after another friendly creature enters play it gets a +1 power token; not for itself."""
    t = raiz({"hand": ["pastor-de-musgo", "jabuti-milenar"]}, {})
    t.do(Verb.PLAY, t.u(0, "pastor-de-musgo"), pos=0)
    assert t.s.tokens[t.u(0, "pastor-de-musgo")] == 0
    t.do(Verb.PLAY, t.u(0, "jabuti-milenar"), pos=1)
    assert t.s.tokens[t.u(0, "pastor-de-musgo")] == 1 and t.s.tokens[t.u(0, "jabuti-milenar")] == 0


def test_mae_arvore() -> None:
    """K13, K55: at the end of its controller's turn, heal 2 from each friendly creature; enemies keep theirs."""
    t = raiz({"line": ["mae-arvore", "cervo-de-liquen"]}, {"line": ["cervo-ancestral"]},
             status={"0:cervo-de-liquen": {"damage": 3}, "1:cervo-ancestral": {"damage": 2}})
    t.do(Verb.END)
    assert t.s.damage[t.u(0, "cervo-de-liquen")] == 1 and t.s.damage[t.u(1, "cervo-ancestral")] == 2


def test_javali_de_casca_grossa() -> None:
    """K71: Skirmish: it takes no damage when it attacks; attacked, it takes damage less its armor 2 (K54)."""
    t = raiz({"line": ["javali-de-casca-grossa"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.FIGHT, t.u(0, "javali-de-casca-grossa"), target=t.u(1, "cervo-ancestral"))
    assert t.s.damage[t.u(0, "javali-de-casca-grossa")] == 0 and t.s.zone[t.u(1, "cervo-ancestral")] == Zone.DISCARD
    t2 = raiz({"line": ["javali-de-casca-grossa"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "cervo-ancestral"), target=t2.u(0, "javali-de-casca-grossa"))
    assert t2.s.damage[t2.u(0, "javali-de-casca-grossa")] == 2


def test_velho_salgueiro() -> None:
    """K13, K46: after a friendly creature reaps, heal 1 from each friendly creature; an enemy reap heals none."""
    t = raiz({"line": ["velho-salgueiro", "cervo-de-liquen"]}, {"line": ["cervo-ancestral"]},
             status={"0:velho-salgueiro": {"damage": 2}, "1:cervo-ancestral": {"damage": 1}})
    t.do(Verb.REAP, t.u(0, "cervo-de-liquen"))
    assert t.s.damage[t.u(0, "velho-salgueiro")] == 1 and t.s.damage[t.u(1, "cervo-ancestral")] == 1
    t2 = raiz({"line": ["velho-salgueiro"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda",
              status={"0:velho-salgueiro": {"damage": 2}})
    t2.do(Verb.REAP, t2.u(1, "cervo-ancestral"))
    assert t2.s.damage[t2.u(0, "velho-salgueiro")] == 2


def test_chuva_fertil() -> None:
    """K55: every friendly creature is fully healed; enemy creatures are not."""
    t = raiz({"hand": ["chuva-fertil"], "line": ["urso-musgoso", "cervo-de-liquen"]}, {"line": ["cervo-ancestral"]},
             status={"0:urso-musgoso": {"damage": 4}, "0:cervo-de-liquen": {"damage": 1},
                     "1:cervo-ancestral": {"damage": 2}})
    t.do(Verb.PLAY, t.u(0, "chuva-fertil"))
    assert t.s.damage[t.u(0, "urso-musgoso")] == 0 and t.s.damage[t.u(0, "cervo-de-liquen")] == 0
    assert t.s.damage[t.u(1, "cervo-ancestral")] == 2


def test_crescimento_lento() -> None:
    """K56: two +1 power tokens on a friendly creature; enemies are not offered."""
    t = raiz({"hand": ["crescimento-lento"], "line": ["jabuti-milenar"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "crescimento-lento"))
    assert power(t.s, t.u(0, "jabuti-milenar")) == 5 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0


def test_abraco_das_raizes() -> None:
    """K37, K24: the chosen enemy creature cannot fight until the end of the opponent's next turn; another
    enemy creature still can."""
    t = raiz({"hand": ["abraco-das-raizes"], "line": ["jabuti-milenar"]}, {"line": ["urso-das-veredas", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "abraco-das-raizes"))
    t.do(Verb.PICK, target=t.u(1, "urso-das-veredas"))
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("vereda"))
    fighters = {a.card for a in t.offered(Verb.FIGHT)}
    assert t.u(1, "urso-das-veredas") not in fighters and t.u(1, "cervo-ancestral") in fighters


def test_estacao_da_colheita() -> None:
    """K90: gain 1 for each friendly creature; enemy creatures do not count."""
    t = raiz({"hand": ["estacao-da-colheita"], "line": ["jabuti-milenar", "semeadora-paciente", "broto-teimoso"]},
             {"line": ["cervo-ancestral", "urso-das-veredas", "piromante", "baleia-cartografa"]})
    t.do(Verb.PLAY, t.u(0, "estacao-da-colheita"))
    assert t.s.players[0].amber == 3


def test_pele_de_pedra() -> None:
    """K37, K54: each friendly creature gets +2 armor for the remainder of the turn; enemies do not."""
    t = raiz({"hand": ["pele-de-pedra"], "line": ["semeadora-paciente"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "pele-de-pedra"))
    assert armor(t.s, t.u(0, "semeadora-paciente")) == 2 and armor(t.s, t.u(1, "cervo-ancestral")) == 0
    t.do(Verb.END)
    assert armor(t.s, t.u(0, "semeadora-paciente")) == 0


def test_paciencia_da_pedra() -> None:
    """K56: a +1 power token on each friendly creature; none on enemies."""
    t = raiz({"hand": ["paciencia-da-pedra"], "line": ["semeadora-paciente", "jabuti-milenar"]},
             {"line": ["cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "paciencia-da-pedra"))
    assert t.s.tokens[t.u(0, "semeadora-paciente")] == 1 and t.s.tokens[t.u(0, "jabuti-milenar")] == 1
    assert t.s.tokens[t.u(1, "cervo-ancestral")] == 0


def test_sepultura_de_musgo() -> None:
    """K83, K36: destroy the least powerful enemy creature, and only if one was destroyed gain 1."""
    t = raiz({"hand": ["sepultura-de-musgo"]}, {"line": ["piromante", "cervo-ancestral"]})
    t.do(Verb.PLAY, t.u(0, "sepultura-de-musgo"))
    assert t.s.zone[t.u(1, "piromante")] == Zone.DISCARD and t.s.zone[t.u(1, "cervo-ancestral")] == Zone.LINE
    assert t.s.players[0].amber == 1
    t2 = raiz({"hand": ["sepultura-de-musgo"], "line": ["semeadora-paciente"]}, {})
    t2.do(Verb.PLAY, t2.u(0, "sepultura-de-musgo"))
    assert t2.s.players[0].amber == 0 and t2.s.zone[t2.u(0, "semeadora-paciente")] == Zone.LINE


def test_renovo() -> None:
    """K55, K28: bonus 2, heal 2 from a friendly creature, draw 1; enemy damage stays."""
    t = raiz({"hand": ["renovo"], "line": ["urso-musgoso"], "deck": ["jabuti-milenar"]}, {"line": ["cervo-ancestral"]},
             status={"0:urso-musgoso": {"damage": 3}, "1:cervo-ancestral": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "renovo"))
    assert t.s.damage[t.u(0, "urso-musgoso")] == 1 and t.s.damage[t.u(1, "cervo-ancestral")] == 1
    assert t.s.players[0].amber == 2 and t.s.players[0].hand == [t.u(0, "jabuti-milenar")]


def test_circulo_de_pedras() -> None:
    """K13, K92: at the start of its controller's turn, gain 1 if they control a plant creature; else nothing."""
    t = raiz({"artifacts": ["circulo-de-pedras"], "line": ["broto-teimoso"]}, {}, active=1, house="mare")
    t.do(Verb.END)
    assert t.s.active == 0 and t.s.players[0].amber == 1
    t2 = raiz({"artifacts": ["circulo-de-pedras"], "line": ["semeadora-paciente"]}, {}, active=1, house="mare")
    t2.do(Verb.END)
    assert t2.s.players[0].amber == 0


def test_fonte_de_seiva() -> None:
    """K42, K55: "Action:" fully heals a friendly creature; damaged enemies are not offered."""
    t = raiz({"artifacts": ["fonte-de-seiva"], "line": ["urso-musgoso"]}, {"line": ["cervo-ancestral"]},
             status={"0:urso-musgoso": {"damage": 4}, "1:cervo-ancestral": {"damage": 2}})
    t.do(Verb.ACTION, t.u(0, "fonte-de-seiva"))
    assert t.s.damage[t.u(0, "urso-musgoso")] == 0 and t.s.damage[t.u(1, "cervo-ancestral")] == 2


def test_totem_do_cerne() -> None:
    """K13, K56: at the end of its controller's turn a friendly creature gets a +1 power token; not at the end
    of the opponent's turn."""
    t = raiz({"artifacts": ["totem-do-cerne"], "line": ["jabuti-milenar"]}, {"line": ["cervo-ancestral"]})
    t.do(Verb.END)
    assert t.s.tokens[t.u(0, "jabuti-milenar")] == 1 and t.s.tokens[t.u(1, "cervo-ancestral")] == 0
    t2 = raiz({"artifacts": ["totem-do-cerne"], "line": ["jabuti-milenar"]}, {}, active=1, house="mare")
    t2.do(Verb.END)
    assert t2.s.tokens[t2.u(0, "jabuti-milenar")] == 0


def test_jardim_murado() -> None:
    """K33, K54: each friendly creature gets +1 armor while the artifact is in play; enemies do not."""
    t = raiz({"artifacts": ["jardim-murado"], "line": ["semeadora-paciente"]}, {"line": ["cervo-ancestral"]})
    assert armor(t.s, t.u(0, "semeadora-paciente")) == 1 and armor(t.s, t.u(1, "cervo-ancestral")) == 0


def test_manto_de_musgo() -> None:
    """K43: the host gets +1 power and +2 armor; its neighbour does not."""
    t = raiz({"hand": ["manto-de-musgo"], "line": ["semeadora-paciente", "broto-teimoso"]})
    host = t.u(0, "semeadora-paciente")
    t.do(Verb.PLAY, t.u(0, "manto-de-musgo"), target=host)
    assert power(t.s, host) == 3 and armor(t.s, host) == 2 and armor(t.s, t.u(0, "broto-teimoso")) == 0


def test_enxerto_antigo() -> None:
    """K43: the host gets +3 power and +1 armor; its neighbour does not."""
    t = raiz({"hand": ["enxerto-antigo"], "line": ["semeadora-paciente", "broto-teimoso"]})
    host = t.u(0, "semeadora-paciente")
    t.do(Verb.PLAY, t.u(0, "enxerto-antigo"), target=host)
    assert power(t.s, host) == 5 and armor(t.s, host) == 1 and power(t.s, t.u(0, "broto-teimoso")) == 2


def test_espinhos_de_roseira() -> None:
    """K43, K73: the host gets +1 power and Poison: any damage it deals in a fight destroys; its neighbour gets
    neither."""
    t = raiz({"hand": ["espinhos-de-roseira"], "line": ["semeadora-paciente", "broto-teimoso"]},
             {"line": ["urso-das-veredas"]})
    host = t.u(0, "semeadora-paciente")
    t.do(Verb.PLAY, t.u(0, "espinhos-de-roseira"), target=host)
    assert power(t.s, host) == 3 and has(t.s, host, "poison") and not has(t.s, t.u(0, "broto-teimoso"), "poison")
    t.do(Verb.FIGHT, host, target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD


def _picks(t: Table) -> set[int]:
    return {a.target for a in t.offered(Verb.PICK)}


def test_ancia_protetora() -> None:
    """K33, K72: its neighbours have Taunt while it is in play (so an attacker cannot pick the creature beside a
    neighbour); it itself and a creature further along do not."""
    t = raiz({"line": ["semeadora-paciente", "ancia-protetora", "broto-teimoso", "cardo-venenoso"]})
    assert has(t.s, t.u(0, "semeadora-paciente"), "taunt") and has(t.s, t.u(0, "broto-teimoso"), "taunt")
    assert not has(t.s, t.u(0, "ancia-protetora"), "taunt") and not has(t.s, t.u(0, "cardo-venenoso"), "taunt")
    t2 = raiz({"line": ["ancia-protetora", "broto-teimoso", "cardo-venenoso"]}, {"line": ["urso-das-veredas"]},
              active=1, house="vereda")
    assert t2.u(0, "ancia-protetora") not in {a.target for a in t2.offered(Verb.FIGHT)}


def test_tronco_vigilante() -> None:
    """K37, K72: "Play:" gives it Taunt until the end of the opponent's next turn: then its neighbour cannot be
    attacked; its neighbour never gains Taunt; after that turn the Taunt is gone."""
    t = raiz({"hand": ["tronco-vigilante"], "line": ["semeadora-paciente"]}, {"line": ["urso-das-veredas"]})
    t.do(Verb.PLAY, t.u(0, "tronco-vigilante"), pos=1)
    trunk = t.u(0, "tronco-vigilante")
    assert has(t.s, trunk, "taunt") and not has(t.s, t.u(0, "semeadora-paciente"), "taunt")
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("vereda"))
    assert {a.target for a in t.offered(Verb.FIGHT)} == {trunk}
    t.do(Verb.END)
    t.do(Verb.HOUSE, target=HOUSES.index("raiz"))
    assert not has(t.s, trunk, "taunt")


def test_cardo_venenoso() -> None:
    """K33, K73: it has Poison: its 2 damage in a fight destroys the 6-power creature; its neighbour has no Poison."""
    t = raiz({"line": ["cardo-venenoso", "semeadora-paciente"]}, {"line": ["urso-das-veredas"]})
    assert has(t.s, t.u(0, "cardo-venenoso"), "poison") and not has(t.s, t.u(0, "semeadora-paciente"), "poison")
    t.do(Verb.FIGHT, t.u(0, "cardo-venenoso"), target=t.u(1, "urso-das-veredas"))
    assert t.s.zone[t.u(1, "urso-das-veredas")] == Zone.DISCARD


def test_raizes_revolvidas() -> None:
    """K60, K84 (a filter): an enemy creature with no damage is shuffled into its owner's deck; the damaged enemy
    is not offered and stays; friendly creatures are not offered."""
    t = raiz({"hand": ["raizes-revolvidas"], "line": ["semeadora-paciente"]},
             {"line": ["baleia-cartografa", "polvo-ladino", "piromante"], "deck": ["cervo-ancestral"]},
             status={"1:baleia-cartografa": {"damage": 1}})
    t.do(Verb.PLAY, t.u(0, "raizes-revolvidas"))
    assert _picks(t) == {t.u(1, "polvo-ladino"), t.u(1, "piromante")}
    t.do(Verb.PICK, target=t.u(1, "polvo-ladino"))
    assert t.s.zone[t.u(1, "polvo-ladino")] == Zone.DECK and len(t.s.players[1].deck) == 2
    assert t.s.zone[t.u(1, "baleia-cartografa")] == Zone.LINE and t.s.zone[t.u(0, "semeadora-paciente")] == Zone.LINE


def test_seiva_ascendente() -> None:
    """K56, K90: "Play:" gives it a +1 power token for each friendly creature (itself and two others: 3); enemy
    creatures do not count and the other creatures get no token."""
    t = raiz({"hand": ["seiva-ascendente"], "line": ["semeadora-paciente", "cardo-venenoso"]},
             {"line": ["baleia-cartografa", "piromante"]})
    t.do(Verb.PLAY, t.u(0, "seiva-ascendente"), pos=2)
    assert t.s.tokens[t.u(0, "seiva-ascendente")] == 3 and power(t.s, t.u(0, "seiva-ascendente")) == 5
    assert t.s.tokens[t.u(0, "semeadora-paciente")] == 0 and t.s.tokens[t.u(1, "piromante")] == 0


def test_sequoia_renascida() -> None:
    """K59: lethal damage is replaced: it stays in play fully healed, exhausted and with a +1 power token (K56);
    damage short of lethal stays and changes nothing else."""
    t = raiz({"line": ["sequoia-renascida"]}, {"line": ["alce-de-chifre-largo"]}, active=1, house="vereda")
    tree = t.u(0, "sequoia-renascida")
    t.do(Verb.FIGHT, t.u(1, "alce-de-chifre-largo"), target=tree)
    assert t.s.zone[tree] == Zone.LINE and t.s.damage[tree] == 0 and t.s.exhausted[tree] and t.s.tokens[tree] == 1
    t2 = raiz({"line": ["sequoia-renascida"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    tree2 = t2.u(0, "sequoia-renascida")
    t2.do(Verb.FIGHT, t2.u(1, "cervo-ancestral"), target=tree2)
    assert t2.s.damage[tree2] == 4 and not t2.s.exhausted[tree2] and t2.s.tokens[tree2] == 0


def test_toco_obstinado() -> None:
    """K59: lethal damage is replaced: it stays fully healed and exhausted and its controller gains 1; damage short
    of lethal gains nothing."""
    t = raiz({"line": ["toco-obstinado"]}, {"line": ["cervo-ancestral"]}, active=1, house="vereda")
    stump = t.u(0, "toco-obstinado")
    t.do(Verb.FIGHT, t.u(1, "cervo-ancestral"), target=stump)
    assert t.s.zone[stump] == Zone.LINE and t.s.damage[stump] == 0 and t.s.exhausted[stump]
    assert (t.s.players[0].amber, t.s.players[1].amber) == (1, 0)
    t2 = raiz({"line": ["toco-obstinado"]}, {"line": ["piromante"]}, active=1, house="cinza")
    t2.do(Verb.FIGHT, t2.u(1, "piromante"), target=t2.u(0, "toco-obstinado"))
    assert t2.s.damage[t2.u(0, "toco-obstinado")] == 2 and t2.s.players[0].amber == 0


def test_semente_eterna() -> None:
    """K59, K78: lethal damage is replaced: fully healed, stunned, a +1 power token and 1 gained; with a token its
    3 power survives 2 damage: no replacement."""
    t = raiz({"line": ["semente-eterna"]}, {"line": ["piromante"]}, active=1, house="cinza")
    seed = t.u(0, "semente-eterna")
    t.do(Verb.FIGHT, t.u(1, "piromante"), target=seed)
    assert t.s.zone[seed] == Zone.LINE and t.s.damage[seed] == 0 and t.s.stun[seed] and t.s.tokens[seed] == 1
    assert t.s.players[0].amber == 1
    t2 = raiz({"line": ["semente-eterna"]}, {"line": ["piromante"]}, active=1, house="cinza",
              status={"0:semente-eterna": {"tokens": 2}})
    seed2 = t2.u(0, "semente-eterna")
    t2.do(Verb.FIGHT, t2.u(1, "piromante"), target=seed2)
    assert t2.s.damage[seed2] == 2 and not t2.s.stun[seed2] and t2.s.players[0].amber == 0


def test_poda_cuidadosa() -> None:
    """K35, K36, K43, K58: it may destroy an upgrade on a friendly creature (one on an enemy is not offered); if it
    does, 2 cards are drawn; declining destroys nothing and draws nothing."""
    t = raiz({"hand": ["poda-cuidadosa"], "line": ["semeadora-paciente"], "discard": ["manto-de-musgo"],
              "deck": ["broto-teimoso", "cardo-venenoso", "carvalho-andante"]},
             {"line": ["cervo-ancestral"], "discard": ["garras-de-magma"]})
    attach(t, (0, "manto-de-musgo"), (0, "semeadora-paciente"))
    attach(t, (1, "garras-de-magma"), (1, "cervo-ancestral"))
    t.do(Verb.PLAY, t.u(0, "poda-cuidadosa"))
    assert _picks(t) == {t.u(0, "manto-de-musgo")}
    t.do(Verb.PICK, target=t.u(0, "manto-de-musgo"))
    assert t.s.zone[t.u(0, "manto-de-musgo")] == Zone.DISCARD and len(t.s.players[0].hand) == 2
    assert t.s.zone[t.u(1, "garras-de-magma")] == Zone.UPGRADE
    t2 = raiz({"hand": ["poda-cuidadosa"], "line": ["semeadora-paciente"], "discard": ["manto-de-musgo"],
               "deck": ["broto-teimoso"]})
    attach(t2, (0, "manto-de-musgo"), (0, "semeadora-paciente"))
    t2.do(Verb.PLAY, t2.u(0, "poda-cuidadosa"))
    t2.do(Verb.PASS)
    assert t2.s.zone[t2.u(0, "manto-de-musgo")] == Zone.UPGRADE and not t2.s.players[0].hand


def test_raiz_sugadora() -> None:
    """K61, K90: "Play:" captures 1 onto itself for each enemy creature (two: 2 from the opponent's pool);
    friendly creatures do not count: with no enemy creature nothing is captured."""
    t = raiz({"hand": ["raiz-sugadora"]}, {"line": ["baleia-cartografa", "piromante"]}, amber=(0, 5))
    t.do(Verb.PLAY, t.u(0, "raiz-sugadora"), pos=0)
    assert t.s.held[t.u(0, "raiz-sugadora")] == 2 and t.s.players[1].amber == 3
    t2 = raiz({"hand": ["raiz-sugadora"], "line": ["semeadora-paciente", "broto-teimoso"]}, {}, amber=(0, 5))
    t2.do(Verb.PLAY, t2.u(0, "raiz-sugadora"), pos=0)
    assert t2.s.held[t2.u(0, "raiz-sugadora")] == 0 and t2.s.players[1].amber == 5


def test_adubo_antigo() -> None:
    """K65, K66, K36: it may purge a card of its player's own archives (the opponent's are not offered); if it
    does, 2 more Æmber; declining purges nothing and gains only the bonus."""
    t = raiz({"hand": ["adubo-antigo"], "archives": ["broto-teimoso"]}, {"archives": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "adubo-antigo"))
    assert _picks(t) == {t.u(0, "broto-teimoso")}
    t.do(Verb.PICK, target=t.u(0, "broto-teimoso"))
    assert t.s.zone[t.u(0, "broto-teimoso")] == Zone.PURGED and t.s.players[0].amber == 3
    assert t.s.zone[t.u(1, "piromante")] == Zone.ARCHIVES
    t2 = raiz({"hand": ["adubo-antigo"], "archives": ["broto-teimoso"]})
    t2.do(Verb.PLAY, t2.u(0, "adubo-antigo"))
    t2.do(Verb.PASS)
    assert t2.s.zone[t2.u(0, "broto-teimoso")] == Zone.ARCHIVES and t2.s.players[0].amber == 1


def test_besouro_do_humus() -> None:
    """K65, K66, K36, K56: "Reap:" may purge an archived card of its own; if it does, two +1 power tokens; with
    empty archives, no token."""
    t = raiz({"line": ["besouro-do-humus"], "archives": ["semeadora-paciente", "broto-teimoso"]})
    beetle = t.u(0, "besouro-do-humus")
    t.do(Verb.REAP, beetle)
    t.do(Verb.PICK, target=t.u(0, "semeadora-paciente"))
    assert t.s.tokens[beetle] == 2 and t.s.players[0].archives == [t.u(0, "broto-teimoso")]
    t2 = raiz({"line": ["besouro-do-humus"]}, {"archives": ["piromante"]})
    t2.do(Verb.REAP, t2.u(0, "besouro-do-humus"))
    assert t2.s.tokens[t2.u(0, "besouro-do-humus")] == 0 and t2.s.zone[t2.u(1, "piromante")] == Zone.ARCHIVES


def test_fome_do_solo() -> None:
    """K66, K65, K60: a random card of the opponent's hand is purged and an enemy artifact goes to its owner's
    archives; a friendly artifact and the player's own hand are not touched."""
    t = raiz({"hand": ["fome-do-solo", "broto-teimoso"], "artifacts": ["fonte-de-seiva"]},
             {"hand": ["piromante"], "artifacts": ["perola-negra"]})
    t.do(Verb.PLAY, t.u(0, "fome-do-solo"))
    assert t.s.players[1].purged == [t.u(1, "piromante")] and t.s.players[1].archives == [t.u(1, "perola-negra")]
    assert t.s.zone[t.u(0, "broto-teimoso")] == Zone.HAND and t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")]
    t2 = raiz({"hand": ["fome-do-solo"], "artifacts": ["fonte-de-seiva"]})
    t2.do(Verb.PLAY, t2.u(0, "fome-do-solo"))
    assert t2.s.zone[t2.u(0, "fonte-de-seiva")] == Zone.ARTIFACTS and not t2.s.players[0].purged


def test_raiz_estranguladora() -> None:
    """K47, K66: after it fights and survives, a random card of the opponent's hand is purged; its controller's
    own hand keeps its cards."""
    t = raiz({"line": ["raiz-estranguladora"], "hand": ["broto-teimoso"]},
             {"line": ["piromante"], "hand": ["lince-pintado"]})
    t.do(Verb.FIGHT, t.u(0, "raiz-estranguladora"), target=t.u(1, "piromante"))
    assert t.s.players[1].purged == [t.u(1, "lince-pintado")] and t.s.zone[t.u(0, "broto-teimoso")] == Zone.HAND
    t2 = raiz({"line": ["raiz-estranguladora"]}, {"line": ["piromante"]})
    t2.do(Verb.REAP, t2.u(0, "raiz-estranguladora"))
    assert not t2.s.players[1].purged


def test_heras_invasoras() -> None:
    """K65, K60: "Play:" archives an enemy artifact into its OWNER's archives; its own artifact is not offered;
    with no enemy artifact nothing is archived."""
    t = raiz({"hand": ["heras-invasoras"], "artifacts": ["fonte-de-seiva"]},
             {"artifacts": ["perola-negra", "fornalha-antiga"]})
    t.do(Verb.PLAY, t.u(0, "heras-invasoras"), pos=0)
    assert _picks(t) == {t.u(1, "perola-negra"), t.u(1, "fornalha-antiga")}
    t.do(Verb.PICK, target=t.u(1, "fornalha-antiga"))
    assert t.s.players[1].archives == [t.u(1, "fornalha-antiga")] and not t.s.players[0].archives
    t2 = raiz({"hand": ["heras-invasoras"], "artifacts": ["fonte-de-seiva"]})
    t2.do(Verb.PLAY, t2.u(0, "heras-invasoras"), pos=0)
    assert t2.s.zone[t2.u(0, "fonte-de-seiva")] == Zone.ARTIFACTS and not t2.s.players[0].archives


def test_clareira_preparada() -> None:
    """K29, K42: an artifact from hand and one from the discard pile go into play exhausted, not played; a
    creature in either zone is not put into play."""
    t = raiz({"hand": ["clareira-preparada", "fonte-de-seiva"], "discard": ["totem-do-cerne", "broto-teimoso"]})
    t.do(Verb.PLAY, t.u(0, "clareira-preparada"))
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva"), t.u(0, "totem-do-cerne")]
    assert t.s.exhausted[t.u(0, "fonte-de-seiva")] and t.s.zone[t.u(0, "broto-teimoso")] == Zone.DISCARD
    t2 = raiz({"hand": ["clareira-preparada", "semeadora-paciente"]})
    t2.do(Verb.PLAY, t2.u(0, "clareira-preparada"))
    assert not t2.s.players[0].line and t2.s.zone[t2.u(0, "semeadora-paciente")] == Zone.HAND


def test_jardineira_de_pedra() -> None:
    """K29, K35, K42: "Reap:" may put an artifact from hand into play (exhausted, no Play count); declined, it
    stays in hand."""
    t = raiz({"line": ["jardineira-de-pedra"], "hand": ["fonte-de-seiva", "broto-teimoso"]})
    t.do(Verb.REAP, t.u(0, "jardineira-de-pedra"))
    assert _picks(t) == {t.u(0, "fonte-de-seiva")}
    t.do(Verb.PICK, target=t.u(0, "fonte-de-seiva"))
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")] and "fonte-de-seiva" not in t.s.plays
    t2 = raiz({"line": ["jardineira-de-pedra"], "hand": ["fonte-de-seiva"]})
    t2.do(Verb.REAP, t2.u(0, "jardineira-de-pedra"))
    t2.do(Verb.PASS)
    assert t2.s.zone[t2.u(0, "fonte-de-seiva")] == Zone.HAND


def test_tronco_oco() -> None:
    """K86, K36: a friendly artifact (itself here, the lone one) swaps with an artifact in hand, which takes its
    place; then 1 Æmber; with no artifact in hand, no swap and no Æmber."""
    t = raiz({"artifacts": ["tronco-oco"], "hand": ["fonte-de-seiva"]}, {"artifacts": ["perola-negra"]})
    trunk = t.u(0, "tronco-oco")
    t.do(Verb.ACTION, trunk)
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")] and t.s.zone[trunk] == Zone.HAND
    assert t.s.players[0].amber == 1 and t.s.zone[t.u(1, "perola-negra")] == Zone.ARTIFACTS
    t2 = raiz({"artifacts": ["tronco-oco"], "hand": ["broto-teimoso"]})
    t2.do(Verb.ACTION, t2.u(0, "tronco-oco"))
    assert t2.s.zone[t2.u(0, "tronco-oco")] == Zone.ARTIFACTS and t2.s.players[0].amber == 0


def test_toupeira_coletora() -> None:
    """K85, K29: "Play:" searches the deck for an artifact (a creature is not offered) and puts it into play;
    "Destroyed:" puts an artifact of the discard pile into play, not a creature there."""
    t = raiz({"hand": ["toupeira-coletora"], "deck": ["fonte-de-seiva", "broto-teimoso"]})
    t.do(Verb.PLAY, t.u(0, "toupeira-coletora"), pos=0)
    assert _picks(t) == {t.u(0, "fonte-de-seiva")}
    t.do(Verb.PICK, target=t.u(0, "fonte-de-seiva"))
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")]
    t2 = raiz({"line": ["toupeira-coletora"], "discard": ["totem-do-cerne", "semeadora-paciente"]},
              {"line": ["urso-das-veredas"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "urso-das-veredas"), target=t2.u(0, "toupeira-coletora"))
    assert t2.s.players[0].artifacts == [t2.u(0, "totem-do-cerne")] and not t2.s.players[0].line


def test_colheita_enterrada() -> None:
    """K85, K29, K43: it finds an artifact in the deck, then reveals the top card: an upgrade there cannot be put
    into play and stays on top."""
    t = raiz({"hand": ["colheita-enterrada"], "deck": ["totem-do-cerne"]})
    t.do(Verb.PLAY, t.u(0, "colheita-enterrada"))
    t.do(Verb.PICK, target=t.u(0, "totem-do-cerne"))
    assert t.s.players[0].artifacts == [t.u(0, "totem-do-cerne")]
    t2 = raiz({"hand": ["colheita-enterrada"], "deck": ["manto-de-musgo"], "line": ["broto-teimoso"]})
    t2.do(Verb.PLAY, t2.u(0, "colheita-enterrada"))
    assert t2.s.players[0].deck == [t2.u(0, "manto-de-musgo")] and "reveal_top" in t2.log_keys()


def test_semente_ao_vento() -> None:
    """K58, K29: when destroyed, the top card of its deck (an artifact here) goes into play; with an empty deck
    nothing does."""
    t = raiz({"line": ["semente-ao-vento"], "deck": ["fonte-de-seiva"]}, {"line": ["urso-das-veredas"]},
             active=1, house="vereda")
    t.do(Verb.FIGHT, t.u(1, "urso-das-veredas"), target=t.u(0, "semente-ao-vento"))
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")] and not t.s.players[0].deck
    t2 = raiz({"line": ["semente-ao-vento"]}, {"line": ["urso-das-veredas"]}, active=1, house="vereda")
    t2.do(Verb.FIGHT, t2.u(1, "urso-das-veredas"), target=t2.u(0, "semente-ao-vento"))
    assert not t2.s.players[0].artifacts and not t2.s.players[0].line


def test_rodizio_do_bosque() -> None:
    """K86: a friendly creature swaps with a creature in hand (it takes its place), then a friendly artifact
    with an artifact in hand; an enemy creature is never offered."""
    t = raiz({"hand": ["rodizio-do-bosque", "urso-musgoso", "fonte-de-seiva"], "line": ["broto-teimoso"],
              "artifacts": ["totem-do-cerne"]}, {"line": ["piromante"]})
    t.do(Verb.PLAY, t.u(0, "rodizio-do-bosque"))
    assert t.s.players[0].line == [t.u(0, "urso-musgoso")] and t.s.zone[t.u(0, "broto-teimoso")] == Zone.HAND
    assert t.s.players[0].artifacts == [t.u(0, "fonte-de-seiva")] and t.s.zone[t.u(0, "totem-do-cerne")] == Zone.HAND
    assert t.s.players[1].line == [t.u(1, "piromante")]
    t2 = raiz({"hand": ["rodizio-do-bosque", "urso-musgoso"]}, {"line": ["piromante"]})
    t2.do(Verb.PLAY, t2.u(0, "rodizio-do-bosque"))
    assert t2.s.zone[t2.u(0, "urso-musgoso")] == Zone.HAND and t2.s.players[1].line == [t2.u(1, "piromante")]


def test_guardia_do_viveiro() -> None:
    """K86, K35: "Reap:" may swap another friendly creature (never itself) with a creature in hand; alone in its
    battleline it swaps nothing."""
    t = raiz({"line": ["guardia-do-viveiro", "broto-teimoso"], "hand": ["urso-musgoso"]})
    warden = t.u(0, "guardia-do-viveiro")
    t.do(Verb.REAP, warden)
    assert _picks(t) == {t.u(0, "broto-teimoso")}
    t.do(Verb.PICK, target=t.u(0, "broto-teimoso"))
    assert t.s.players[0].line == [warden, t.u(0, "urso-musgoso")]
    t2 = raiz({"line": ["guardia-do-viveiro"], "hand": ["urso-musgoso"]})
    t2.do(Verb.REAP, t2.u(0, "guardia-do-viveiro"))
    assert t2.s.choice is None and t2.s.zone[t2.u(0, "guardia-do-viveiro")] == Zone.LINE
