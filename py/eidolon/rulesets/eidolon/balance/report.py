"""The balance report: one self-contained HTML page (inline CSS and SVG, no script, no network),
in pt or en, built from results files by `analysis` (also called by the page's bridge)."""

from __future__ import annotations

from html import escape
from typing import Any, TypedDict

from ..cards.catalog import load_catalog, load_suggested_decks
from . import analysis as an
from . import svg

L = {
    "title": ("Laboratório de balanceamento", "Balance lab"),
    "intro": (("Torneios de IA contra IA. Taxas com intervalo de Wilson de 95 % [mín–máx] e n = partidas. "
              "Vitória vale 1, empate ½. † marca números com menos de {m} partidas: não decida com eles."),
              ("AI self-play tournaments. Rates with a 95 % Wilson interval [low–high] and n = games. "
              "A win counts 1, a draw ½. † marks figures resting on fewer than {m} games: do not act on them.")),
    "files": ("Arquivos", "Files"), "games": ("partidas", "games"), "setup": ("Agentes", "Agents"),
    "decks": ("Decks", "Decks"), "seeds": ("sementes", "seeds"), "per_pair": ("por confronto ordenado", "per ordered pairing"),
    "mirrors_on": ("com espelhos", "mirrors included"), "mirrors_off": ("sem espelhos", "no mirrors"),
    "first": ("Vantagem de quem começa", "First-player advantage"),
    "first_rate": ("vitórias de quem joga primeiro", "first player's win rate"),
    "deck_rates": ("Taxa de vitória por deck", "Win rate per deck"),
    "deck_rates_note": ("Contra os outros decks (espelhos fora), agentes lado a lado.",
                        "Against the other decks (mirrors left out), agents side by side."),
    "matrix": ("Deck contra deck", "Deck against deck"),
    "matrix_note": ("Taxa do deck da linha contra o da coluna, as duas ordens de assento somadas.",
                    "Row deck's rate against the column deck, both seat orders pooled."),
    "length": ("Duração e motivos de vitória", "Game length and win reasons"),
    "turns": ("turnos", "turns"), "median": ("mediana", "median"), "quartiles": ("quartis", "quartiles"),
    "win_convergencia": ("vence por Convergência", "wins by Convergence"),
    "win_ruptura": ("vence por Ruptura", "wins by Broken Bond"),
    "loss_convergencia": ("perde por Convergência", "loses by Convergence"),
    "loss_ruptura": ("perde por Ruptura", "loses by Broken Bond"), "draw": ("empate", "draw"),
    "opening": ("Efeito da carta na mão inicial", "Opening-hand effect per card"),
    "opening_note": (("Taxa de vitória do deck com pelo menos uma cópia na mão inicial contra sem ela (sorteada "
                     "pelo embaralhamento, ao contrário de \"jogada na partida\", que favorece cartas que só quem "
                     "vence chega a jogar). Teste z de duas proporções; q = p corrigido por Benjamini–Hochberg "
                     "(taxa de falsas descobertas) sobre todas as linhas. Negrito: q < 0,05."),
                     ("The deck's win rate with at least one copy in the opening hand against without (randomised "
                     "by the shuffle, unlike \"cast during the game\", which favours cards only winners live to "
                     "cast). Two-proportion z-test; q = p adjusted by Benjamini–Hochberg (false discovery rate) "
                     "across all rows. Bold: q < 0.05.")),
    "deck": ("Deck", "Deck"), "card": ("Carta", "Card"), "with": ("com", "with"), "without": ("sem", "without"),
    "diff": ("diferença", "difference"),
    "tiers": ("Turno em que cada custo é jogado pela primeira vez", "Turn each cost tier is first cast"),
    "tiers_note": (("Mediana do turno próprio em que uma carta daquele custo foi jogada pela primeira vez "
                   "(entre parênteses: em quantas partidas aconteceu)."),
                   ("Median own turn a card of that cost was first cast (in brackets: share of games where it "
                   "happened).")),
    "cost": ("custo", "cost"),
    "dvn": ("Cartas de doutrina e neutras", "Doctrine and neutral cards"),
    "dvn_note": (("Por deck: cópias na lista, parte das cartas vistas que foi jogada ou comprometida, e o efeito "
                 "médio na mão inicial."), ("Per deck: copies in the list, share of seen cards played or committed, "
                 "and the mean opening-hand effect.")),
    "doctrine": ("doutrina", "doctrine"), "neutral": ("neutras", "neutral"), "copies": ("cópias", "copies"),
    "played": ("jogadas", "played"), "committed": ("comprometidas", "committed"),
    "mean_effect": ("efeito médio", "mean effect"),
    "usage": ("Uso das cartas", "Card use"),
    "usage_note": (("Vistas = mão inicial + compradas. \"Vitória quando vista\" favorece partidas longas: use o "
                   "efeito da mão inicial para decidir."), ("Seen = opening hand + drawn. \"Wins when seen\" favours "
                   "long games: decide with the opening-hand effect.")),
    "seen": ("vistas", "seen"), "wins_seen": ("vitória quando vista", "wins when seen"),
    "budget": ("Orçamento de atributos", "Stat budget"),
    "budget_note": (("Mínimos quadrados do custo das criaturas sobre ATQ, RES, EXP e o valor das habilidades "
                    "(o mesmo valor que as IAs usam, agents/heuristics.py). Folga = custo − ajuste: negativa, a "
                    "carta é barata para o que tem; positiva, cara."),
                    ("Least squares of creature cost on ATK, RES, EXP and ability value (the value the AIs use, "
                    "agents/heuristics.py). Gap = cost − fit: negative, cheap for what it has; positive, dear.")),
    "fit": ("ajuste", "fit"), "gap": ("folga", "gap"), "ability": ("habilidades", "abilities"),
    "dominance": ("Dominância estrita", "Strict dominance"),
    "dominance_note": (("Pares em que a primeira carta tem custo igual ou menor, atributos iguais ou maiores e "
                       "todas as habilidades da segunda, sem pagamento mais restrito."),
                       ("Pairs where the first card costs the same or less, has the same or better stats and "
                       "all the second's abilities, with no stricter payment.")),
    "none": ("nenhum", "none"), "dominates": ("domina", "dominates"),
    "relics": ("Relíquias: valor por Essência", "Relics: value per Essence"),
    "relics_note": ("Valor heurístico (bônus e habilidade) dividido por custo + 1 Essência para anexar (R13.2).",
                    "Heuristic value (bonuses and ability) divided by cost + 1 Essence to attach (R13.2)."),
    "value": ("valor", "value"), "per_essence": ("por Essência", "per Essence"),
    "locations": ("Locais", "Locations"),
    "locations_note": (("Tentativas para completar com EXP 1 e 2, sem e com afinidade (R9.5, bônus do Local "
                       "incluído); valor da recompensa; conclusões por partida em que o Local estava num dos "
                       "decks; tentativas por conclusão nas partidas."),
                       ("Attempts to complete at EXP 1 and 2, without and with affinity (R9.5, the Location's "
                       "bonus included); reward value; completions per game where a deck carried it; attempts "
                       "per completion in the games.")),
    "difficulty": ("dificuldade", "difficulty"), "favored": ("afinidade", "affinity"),
    "reward": ("recompensa", "reward"), "per_game": ("conclusões/partida", "completions/game"),
    "attempts": ("tentativas/conclusão", "attempts/completion"),
    "coverage": ("Cobertura de afinidade", "Affinity coverage"),
    "coverage_note": (("Parte das cópias de criatura do deck com o tipo favorecido de cada Local do seu deck de "
                      "Locais."), ("Share of the deck's creature copies with the favoured type of each Location in "
                      "its Location deck.")),
    "health": ("Saúde dos decks: aberturas simuladas", "Deck health: simulated openings"),
    "health_note": (("{n} aberturas por deck (o deck contra si mesmo, política gulosa nos próprios turnos): chance "
                    "de poder jogar uma carta no início do Planejamento dos turnos 1–4 (contando um "
                    "comprometimento) e de mão travada por Essência de doutrina (R6.3: nenhuma jogada, embora a "
                    "quantidade de Essência pagasse o custo)."),
                    ("{n} openings per deck (the deck against itself, greedy policy in its own turns): chance of "
                    "being able to play a card at the start of Planning on turns 1–4 (counting one "
                    "commitment) and of a hand locked by doctrine Essence (R6.3: no play although the amount of "
                    "Essence would cover the cost).")),
    "turn_n": ("turno {n}", "turn {n}"), "can_play": ("pode jogar", "can play"), "locked": ("travada", "locked"),
    "compare": ("Antes e depois", "Before and after"),
    "compare_note": (("Partidas pareadas pela mesma semente, decks e agentes ({m} pareadas, {u} sem par). "
                     "Diferença média de pontuação (depois − antes) com intervalo de 95 %; \"mudou\" quando o "
                     "intervalo não contém zero."),
                     ("Games paired on the same seed, decks and agents ({m} paired, {u} unpaired). Mean score "
                     "difference (after − before) with a 95 % interval; \"changed\" when the interval leaves out "
                     "zero.")),
    "changed": ("mudou", "changed"), "same": ("dentro do intervalo", "within the interval"),
    "highlights": ("Destaques", "Highlights"),
    "hl_none": ("Nada passa dos intervalos com as partidas que há.", "Nothing clears its interval with the games at hand."),
    "hl_first": ("{setup}: quem começa vence {rate}.", "{setup}: the first player wins {rate}."),
    "hl_deck": ("{setup}: {deck} vence {rate} (o intervalo não contém 50 %).",
                "{setup}: {deck} wins {rate} (the interval leaves out 50 %)."),
    "hl_card": ("{deck}: {card} na mão inicial muda a vitória em {diff} pp (q = {q}).",
                "{deck}: {card} in the opening hand moves the win rate by {diff} pp (q = {q})."),
    "hl_gap": ("{card}: custo {gap} longe do orçamento de atributos.", "{card}: cost {gap} off the stat budget."),
    "hl_dominance": ("{n} pares de dominância estrita (abaixo).", "{n} strict-dominance pairs (below)."),
    "hl_locked": ("{deck}: mão travada por doutrina no turno {turn} em {rate}.",
                  "{deck}: hand locked by doctrine on turn {turn} in {rate}."),
    "before_file": ("antes", "before"), "no_games": ("Nenhuma partida no arquivo.", "No games in the file."),
}


class _T:
    def __init__(self, lang: str) -> None:
        self.i = 0 if lang == "pt" else 1
        self.lang = "pt" if self.i == 0 else "en"
        cat = load_catalog()
        self.names = {cid: c.name[self.lang] for cid, c in cat.items()}
        self.decks: dict[str, str] = {did: str(d["name"][self.lang]) for did, d in load_suggested_decks().items()}

    def __call__(self, key: str, **kw: Any) -> str:
        text = L[key][self.i]
        return text.format(**kw) if kw else text

    def card(self, cid: str) -> str:
        return self.names.get(cid, cid)

    def deck(self, label: str) -> str:
        """A deck label: a suggested deck's name by its id, else the label as given (a file's name)."""
        return self.decks.get(label, label)


def pct(x: float | None) -> str:
    return "—" if x is None else f"{x * 100:.0f}%"


def cell(r: dict[str, Any] | None) -> str:
    """A rate as 'p% [lo–hi] n=…' with the few-games mark."""
    if not r or not r["n"]:
        return '<span class="muted">n=0</span>'
    mark = ' <span class="few" title="few games">†</span>' if r["few"] else ""
    return (f'{pct(r["p"])} <span class="ci">[{pct(r["lo"])}–{pct(r["hi"])}]</span> '
            f'<span class="n">n={r["n"]}</span>{mark}')


def _signed(x: float) -> str:
    return f"{round(x, 2) + 0.0:+.2f}"


def _colour(p: float | None) -> str:
    if p is None:
        return "#f4f4f4"
    a = min(1.0, abs(p - 0.5) * 2)
    base = (59, 110, 168) if p >= 0.5 else (178, 59, 59)
    rgb = tuple(round(255 + (c - 255) * a * 0.75) for c in base)
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _table(head: list[str], rows: list[list[str]], cls: str = "") -> str:
    h = "".join(f"<th>{x}</th>" for x in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{h}</tr></thead><tbody>{body}</tbody></table>'


def report_data(runs: list[an.Run], before: an.Run | None = None, openings: int = 200) -> dict[str, Any]:
    """Every figure of the report, as plain data (tested on its own)."""
    decks, games, setups = an.merge(runs)
    labels = list(decks)
    by_setup = {s: [g for g in games if an.setup_label(g["agents"]) == s] for s in setups}
    cat = load_catalog()
    used = sorted({c for d in decks.values() for c in d["main"] if c in cat})
    cards = [cat[c] for c in used]
    effects = an.opening_effects(games, decks)
    usage = an.card_usage(games, decks)
    pairs: dict[tuple[str, str], int] = {}
    for g in games:
        k = (an.setup_label(g["agents"]), "|".join(g["decks"]))
        pairs[k] = pairs.get(k, 0) + 1
    headers = [h for h, _ in runs]
    data: dict[str, Any] = {
        "games": len(games), "decks": decks, "labels": labels, "setups": setups,
        "per_pair": (min(pairs.values()), max(pairs.values())) if pairs else (0, 0),
        "seeds": (min(g["seed"] for g in games), max(g["seed"] for g in games)) if games else (0, 0),
        "mirrors": all(h["mirrors"] for h in headers),
        "first": {s: an.first_player(gs) for s, gs in by_setup.items()},
        "deck_rates": {s: an.deck_rates(gs, labels) for s, gs in by_setup.items()},
        "matrix": {s: an.matrix(gs, labels) for s, gs in by_setup.items()},
        "length": {s: an.length_and_reasons(gs, labels) for s, gs in by_setup.items()},
        "effects": effects, "usage": usage, "tiers": an.cost_tiers(games, decks),
        "dvn": an.doctrine_vs_neutral(usage, effects, decks),
        "budget": an.stat_budget(cards), "dominance": an.dominance(cards), "relics": an.relic_values(cards),
        "locations": an.locations(games, decks),
        "health": an.deck_health(decks, openings, headers[0]["target"]) if openings > 0 else {},
        "openings": openings,
    }
    if before is not None:
        data["compare"] = an.paired(before[1], games, labels)
    return data


def build_report(runs: list[an.Run], before: an.Run | None = None, lang: str = "pt", openings: int = 200,
                 titles: list[str] | None = None, before_title: str = "", dark: bool = False) -> str:
    """The whole HTML page; `dark`: the colours of the page's dark theme (the Laboratório screen)."""
    return render(report_data(runs, before, openings), lang, titles or [], before_title, dark)


def render(data: dict[str, Any], lang: str, titles: list[str], before_title: str = "", dark: bool = False) -> str:
    t = _T(lang)
    out: list[str] = [f"<h1>{t('title')}</h1>", f"<p>{escape(t('intro', m=an.MIN_GAMES))}</p>"]
    lo, hi = data["per_pair"]
    facts = [f"{t('files')}: {escape(', '.join(titles))}" if titles else "",
             f"{data['games']} {t('games')}", f"{t('setup')}: {escape(' | '.join(data['setups']))}",
             f"{t('decks')}: {escape(', '.join(t.deck(d) for d in data['labels']))}",
             f"{lo}–{hi} {t('games')} {t('per_pair')}" if lo != hi else f"{lo} {t('games')} {t('per_pair')}",
             f"{t('seeds')} {data['seeds'][0]}–{data['seeds'][1]}",
             t("mirrors_on") if data["mirrors"] else t("mirrors_off")]
    out.append("<ul class='facts'>" + "".join(f"<li>{f}</li>" for f in facts if f) + "</ul>")
    if not data["games"]:
        out.append(f"<p>{t('no_games')}</p>")
        return _page(t, out, dark)
    setups = data["setups"]
    out.append(_highlights(t, data))
    out.append(f"<h2 id='first'>{t('first')}</h2>")
    out.append(_table([t("setup"), t("first_rate")], [[escape(s), cell(data["first"][s])] for s in setups]))
    out.append(f"<h2 id='decks'>{t('deck_rates')}</h2><p>{t('deck_rates_note')}</p>")
    order = sorted(data["labels"], key=lambda d: -(data["deck_rates"][setups[-1]][d]["p"] or 0))
    out.append(_table([t("deck")] + [escape(s) for s in setups],
                      [[escape(t.deck(d))] + [cell(data["deck_rates"][s][d]) for s in setups] for d in order]))
    out.append(svg.interval_bars([(t.deck(d), [data["deck_rates"][s][d] for s in setups]) for d in order], setups,
                                 t("deck_rates")))
    out.append(f"<h2 id='matrix'>{t('matrix')}</h2><p>{t('matrix_note')}</p>")
    for s in setups:
        m = data["matrix"][s]
        rows = []
        for a in data["labels"]:
            tds = [f"<th>{escape(t.deck(a))}</th>"]
            for b in data["labels"]:
                if a == b:
                    tds.append('<td class="mirror">—</td>')
                else:
                    r = m[a][b]
                    tds.append(f'<td style="background:{_colour(r["p"])}">{cell(r)}</td>')
            rows.append("<tr>" + "".join(tds) + "</tr>")
        head = "<tr><th></th>" + "".join(f"<th>{escape(t.deck(b))}</th>" for b in data["labels"]) + "</tr>"
        out.append(f"<h3>{escape(s)}</h3><table class='matrix'><thead>{head}</thead><tbody>{''.join(rows)}"
                   "</tbody></table>")
    out.append(f"<h2 id='length'>{t('length')}</h2>")
    parts = ["win_convergencia", "win_ruptura", "draw", "loss_ruptura", "loss_convergencia"]
    for s in setups:
        ln = data["length"][s]
        out.append(f"<h3>{escape(s)}</h3>")
        out.append(svg.box_plot([(t.deck(d), ln[d]) for d in data["labels"]], t("length"), t("turns")))
        out.append(svg.stacked_bars([(t.deck(d), [ln[d]["reasons"].get(p, 0) for p in parts]) for d in data["labels"]],
                                    [t(p) for p in parts], t("length")))
        out.append(_table([t("deck"), t("games"), f"{t('median')} ({t('turns')})", t("quartiles")]
                          + [t(p) for p in parts],
                          [[escape(t.deck(d)), str(ln[d]["n"]) + (" †" if ln[d]["few"] else ""),
                            f"{ln[d]['median']:g}" if ln[d]["median"] is not None else "—",
                            f"{ln[d]['q1']}–{ln[d]['q3']}" if ln[d]["n"] else "—"]
                           + [str(ln[d]["reasons"].get(p, 0)) for p in parts] for d in data["labels"]]))
    out.append(_opening(t, data))
    out.append(_tiers(t, data))
    out.append(_dvn(t, data))
    out.append(_usage(t, data))
    out.append(_cards(t, data))
    out.append(_locations(t, data))
    if data["health"]:
        out.append(_health(t, data))
    if "compare" in data:
        out.append(_compare(t, data, before_title))
    return _page(t, out, dark)


def highlights(data: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """What deserves a look first: (message key, fields) for figures whose interval leaves out 50 %,
    opening-hand effects that survive the correction, large stat-budget gaps, dominance, locked hands."""
    out: list[tuple[str, dict[str, Any]]] = []
    for s in data["setups"]:
        fp = data["first"][s]
        if not fp["few"] and (fp["lo"] > 0.5 or fp["hi"] < 0.5):
            out.append(("hl_first", {"setup": s, "r": fp}))
        for d, r in data["deck_rates"][s].items():
            if not r["few"] and (r["lo"] > 0.5 or r["hi"] < 0.5):
                out.append(("hl_deck", {"setup": s, "deck": d, "r": r}))
    for r in data["effects"]:
        if r["q"] < 0.05 and not r["few"]:
            out.append(("hl_card", {"deck": r["deck"], "card": r["card"], "diff": r["diff"], "q": r["q"]}))
    for r in data["budget"]["rows"]:
        if abs(r["gap"]) >= 1.0:
            out.append(("hl_gap", {"card": r["card"], "gap": r["gap"]}))
    if data["dominance"]:
        out.append(("hl_dominance", {"n": len(data["dominance"])}))
    for d, h in data["health"].items():
        worst = max(h["locked"], key=lambda x: x["p"] or 0)
        if worst["p"] and worst["lo"] > 0.1:
            out.append(("hl_locked", {"deck": d, "r": worst, "turn": h["locked"].index(worst) + 1}))
    return out


def _highlights(t: _T, data: dict[str, Any]) -> str:
    items = []
    for key, f in highlights(data):
        if key == "hl_first":
            items.append(t(key, setup=escape(f["setup"]), rate=cell(f["r"])))
        elif key == "hl_deck":
            items.append(t(key, setup=escape(f["setup"]), deck=escape(t.deck(f["deck"])), rate=cell(f["r"])))
        elif key == "hl_card":
            items.append(t(key, deck=escape(t.deck(f["deck"])), card=escape(t.card(f["card"])), diff=f"{f['diff'] * 100:+.0f}",
                           q=f"{f['q']:.3f}"))
        elif key == "hl_gap":
            items.append(t(key, card=escape(t.card(f["card"])), gap=_signed(f["gap"])))
        elif key == "hl_locked":
            items.append(t(key, deck=escape(t.deck(f["deck"])), rate=cell(f["r"]), turn=f["turn"]))
        else:
            items.append(t(key, **f))
    body = "<ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>" if items else f"<p>{t('hl_none')}</p>"
    return f"<h2 id='highlights'>{t('highlights')}</h2>" + body


def _opening(t: _T, data: dict[str, Any]) -> str:
    rows = sorted(data["effects"], key=lambda r: (r["few"], r["q"], -abs(r["diff"] or 0)))
    body = []
    for r in rows:
        strong = r["q"] < 0.05 and not r["few"]
        diff = "—" if r["diff"] is None else f"{round(r['diff'] * 100):+d} pp"
        line = [escape(t.deck(r["deck"])), escape(t.card(r["card"])), cell(r["with"]), cell(r["without"]),
                f"<b>{diff}</b>" if strong else diff, f"{r['p']:.3f}", f"{r['q']:.3f}"]
        body.append(line)
    return (f"<h2 id='opening'>{t('opening')}</h2><p>{t('opening_note')}</p>"
            + _table([t("deck"), t("card"), t("with"), t("without"), t("diff"), "p", "q (BH)"], body))


def _tiers(t: _T, data: dict[str, Any]) -> str:
    costs = sorted({c for d in data["tiers"].values() for c in d})
    rows = []
    for d in data["labels"]:
        tier = data["tiers"][d]
        cells = []
        for c in costs:
            x = tier.get(c)
            if not x or not x["games"]:
                cells.append("")
            else:
                med = "—" if x["median"] is None else f"{x['median']:g}"
                cells.append(f"{med} <span class='n'>({pct(x['cast'] / x['games'])})</span>")
        rows.append([escape(t.deck(d))] + cells)
    return (f"<h2 id='tiers'>{t('tiers')}</h2><p>{t('tiers_note')}</p>"
            + _table([t("deck")] + [f"{t('cost')} {c}" for c in costs], rows))


def _dvn(t: _T, data: dict[str, Any]) -> str:
    rows = []
    for d in data["labels"]:
        for kind in ("doctrine", "neutral"):
            g = data["dvn"][d].get(kind)
            if not g:
                continue
            eff = "—" if g["mean_effect"] is None else f"{g['mean_effect'] * 100:+.1f} pp"
            rows.append([escape(t.deck(d)), t(kind), str(g["copies"]), pct(g["played_share"]), pct(g["committed_share"]),
                         eff])
    return (f"<h2 id='dvn'>{t('dvn')}</h2><p>{t('dvn_note')}</p>"
            + _table([t("deck"), "", t("copies"), t("played"), t("committed"), t("mean_effect")], rows))


def _usage(t: _T, data: dict[str, Any]) -> str:
    parts = [f"<h2 id='usage'>{t('usage')}</h2><p>{t('usage_note')}</p>"]
    for d in data["labels"]:
        rows = []
        for cid, r in sorted(data["usage"][d].items(), key=lambda kv: t.card(kv[0])):
            g = r["games"] or 1
            rows.append([escape(t.card(cid)), f"{r['seen'] / g:.2f}", f"{r['played'] / g:.2f}",
                         f"{r['committed'] / g:.2f}", cell(r["seen_rate"])])
        parts.append(f"<details><summary>{escape(t.deck(d))}</summary>"
                     + _table([t("card"), f"{t('seen')}/{t('games')}", f"{t('played')}/{t('games')}",
                               f"{t('committed')}/{t('games')}", t("wins_seen")], rows) + "</details>")
    return "".join(parts)


def _cards(t: _T, data: dict[str, Any]) -> str:
    b = data["budget"]
    parts = [f"<h2 id='budget'>{t('budget')}</h2><p>{t('budget_note')}</p>"]
    if b["coef"]:
        c = b["coef"]
        parts.append(f"<p class='mono'>{t('cost')} ≈ {c['const']:.2f} + {c['atk']:.2f}·ATQ + {c['res']:.2f}·RES + "
                     f"{c['exp']:.2f}·EXP + {c['ability']:.2f}·{escape(t('ability'))} (R² = {b['r2']:.2f})</p>")
        parts.append(svg.scatter([(r["fit"], r["cost"], f"{t.card(r['card'])}: {r['gap']:+.2f}") for r in b["rows"]],
                                 t("budget"), t("fit"), t("cost")))
        parts.append(_table([t("card"), t("cost"), "ATQ", "RES", "EXP", t("ability"), t("fit"), t("gap")],
                            [[escape(t.card(r["card"])), str(r["cost"]), str(r["atk"]), str(r["res"]), str(r["exp"]),
                              f"{r['ability']:g}", f"{r['fit']:.2f}", _signed(r["gap"])] for r in b["rows"]]))
    parts.append(f"<h2 id='dominance'>{t('dominance')}</h2><p>{t('dominance_note')}</p>")
    if data["dominance"]:
        parts.append("<ul>" + "".join(f"<li>{escape(t.card(p['better']))} {t('dominates')} "
                                      f"{escape(t.card(p['worse']))}</li>" for p in data["dominance"]) + "</ul>")
    else:
        parts.append(f"<p>{t('none')}</p>")
    parts.append(f"<h2 id='relics'>{t('relics')}</h2><p>{t('relics_note')}</p>")
    parts.append(_table([t("card"), t("cost"), "ATQ", "RES", "EXP", t("value"), t("per_essence")],
                        [[escape(t.card(r["card"])), str(r["cost"]), str(r["atk"]), str(r["res"]), str(r["exp"]),
                          f"{r['value']:.2f}", f"{r['per_essence']:.2f}"] for r in data["relics"]]))
    return "".join(parts)


def _locations(t: _T, data: dict[str, Any]) -> str:
    loc = data["locations"]
    rows = []
    for r in loc["rows"]:
        rows.append([escape(t.card(r["card"])), str(r["difficulty"]), escape(r["favored"]),
                     f"{r['exp1_plain']} / {r['exp1_aff']}", f"{r['exp2_plain']} / {r['exp2_aff']}",
                     f"{r['reward']:.1f}",
                     "—" if r["per_game"] is None else f"{r['per_game']:.2f}" + (" †" if r["games"] < an.MIN_GAMES else ""),
                     "—" if r["attempts_per_completion"] is None else f"{r['attempts_per_completion']:.1f}"])
    parts = [f"<h2 id='locations'>{t('locations')}</h2><p>{t('locations_note')}</p>",
             _table([t("card"), t("difficulty"), t("favored"), "EXP 1", "EXP 2", t("reward"), t("per_game"),
                     t("attempts")], rows),
             f"<h3>{t('coverage')}</h3><p>{t('coverage_note')}</p>"]
    cov = []
    for d, m in loc["coverage"].items():
        cov.append([escape(t.deck(d)), ", ".join(f"{escape(t.card(x))} {pct(v)}" for x, v in m.items())])
    parts.append(_table([t("deck"), t("coverage")], cov))
    return "".join(parts)


def _health(t: _T, data: dict[str, Any]) -> str:
    h = data["health"]
    n = next(iter(h.values()))["n"] if h else 0
    head = [t("deck")] + [f"{t('can_play')} · {t('turn_n', n=k)}" for k in range(1, 5)] + \
        [f"{t('locked')} · {t('turn_n', n=k)}" for k in range(1, 5)]
    rows = [[escape(t.deck(d))] + [cell(x) for x in h[d]["can_play"]] + [cell(x) for x in h[d]["locked"]] for d in h]
    return f"<h2 id='health'>{t('health')}</h2><p>{escape(t('health_note', n=n))}</p>" + _table(head, rows, "wide")


def _compare(t: _T, data: dict[str, Any], before_title: str) -> str:
    c = data["compare"]

    def line(label: str, x: dict[str, Any]) -> list[str]:
        verdict = f"<b>{t('changed')}</b>" if x["changed"] else t("same")
        return [escape(label), f"{x['diff'] * 100:+.1f} pp", f"[{x['lo'] * 100:+.1f}, {x['hi'] * 100:+.1f}]",
                f"{x['n']}" + (" †" if x["few"] else ""), verdict]
    rows = [line(t("first_rate"), c["first"])] + [line(t.deck(d), c["decks"][d]) for d in data["labels"]]
    head = f" ({t('before_file')}: {escape(before_title)})" if before_title else ""
    return (f"<h2 id='compare'>{t('compare')}{head}</h2><p>{escape(t('compare_note', m=c['matched'], u=c['unmatched']))}"
            "</p>" + _table(["", t("diff"), "95%", "n", ""], rows))


CSS = """
body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:1100px;padding:0 1rem;color:#1d1d1d;line-height:1.4}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ccc}h3{font-size:1.05rem}
table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.85rem}
th,td{border:1px solid #ddd;padding:.25rem .45rem;text-align:left;vertical-align:top}
th{background:#f3f3f3}.ci,.n,.muted{color:#555;font-size:.8em}.few{color:#b23b3b;font-weight:bold}
td.mirror{background:#eee;text-align:center}.matrix td{min-width:7.5rem}.mono{font-family:monospace}
svg{display:block;margin:.5rem 0;max-width:100%;height:auto}details{margin:.3rem 0}summary{cursor:pointer}
ul.facts{padding-left:1.2rem}
html.dark{color-scheme:dark}.dark body{background:#16161d;color:#ece8dc}.dark h2{border-color:#44445a}
.dark th{background:#2a2a3c}.dark th,.dark td{border-color:#44445a}.dark .ci,.dark .n,.dark .muted{color:#a9a49a}
.dark .few{color:#ff8a80}.dark td.mirror{background:#212130}.dark .matrix td[style]{color:#16161d}
.dark .matrix td[style] .ci,.dark .matrix td[style] .n{color:#3a3a48}.dark svg{background:#ece8dc;border-radius:4px}
.dark a{color:#e0b354}
"""


def _page(t: _T, parts: list[str], dark: bool = False) -> str:
    theme = ' class="dark"' if dark else ""
    return (f'<!DOCTYPE html><html lang="{"pt-BR" if t.lang == "pt" else "en"}"{theme}><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{t("title")}</title>'
            f"<style>{CSS}</style></head><body>" + "\n".join(parts) + "</body></html>\n")


class ReportAnswer(TypedDict):
    """The `balance_report` op's result: the report page and how many games it read."""

    html: str
    games: int


def bridge_report(req: dict[str, Any]) -> ReportAnswer:
    """The page's `balance_report` op: {"text", "lang"?, "before"?, "openings"?, "theme"?} -> {"html", "games"};
    theme "dark" gives the page's dark colours.
    A broken results file is refused with ApiError("bad_results") naming the line at fault."""
    from ....api import ApiError
    from .results import BalanceError, parse_lines
    text, before, lang = req.get("text"), req.get("before"), req.get("lang", "pt")
    openings = req.get("openings", 100)
    if not isinstance(text, str) or (before is not None and not isinstance(before, str)):
        raise ApiError("bad_request", "Envie o conteúdo do arquivo de resultados como texto.",
                       "Send the results file content as text.")
    if isinstance(openings, bool) or not isinstance(openings, int) or not 0 <= openings <= 2000:
        raise ApiError("bad_request", "O número de aberturas deve ser de 0 a 2000.", "Openings must be 0 to 2000.")
    try:
        run = parse_lines(text)
        old = parse_lines(before) if before is not None else None
    except BalanceError as e:
        raise ApiError("bad_results", f"Arquivo de resultados inválido: {e.message['pt']}.",
                       f"Invalid results file: {e.message['en']}.") from None
    html = build_report([run[:2]], before=old[:2] if old else None, lang="en" if lang == "en" else "pt",
                        openings=openings, dark=req.get("theme") == "dark")
    return {"html": html, "games": len(run[1])}
