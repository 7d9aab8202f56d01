"""Plain-words text in pt and en: log entries, action labels, reasons and errors."""

from __future__ import annotations

from typing import Any

from .cards.catalog import load_catalog
from .cards.model import DOCTRINES
from .cards.text import DOCTRINE_NAMES
from .rulesets.eidolon.actions import price, spend_of
from .rulesets.eidolon.state import MAX_CREATURES, MAX_RELICS, PHASE_NAMES, State

LANGS = ("pt", "en")
PHASES = {
    "preparacao": ("Preparação", "Setup"), "inicial": ("Inicial", "Inicial"),
    "planejamento": ("Planejamento", "Planejamento"), "exploracao": ("Exploração", "Exploração"),
    "reorganizacao": ("Reorganização", "Reorganização"), "combate": ("Combate", "Combate"),
    "final": ("Final", "Final"),
}
WINDOWS = (("Declaração", "Declaração"), ("Confronto", "Confronto"))
REASONS = {
    "ruptura": ("Ruptura do Vínculo: a Vitalidade rival chegou a zero", "Ruptura do Vínculo: the rival's Vitalidade reached zero"),
    "draw": ("empate: os dois cumpriram uma condição de vitória", "draw: both players met a victory condition"),
}

# key -> (pt, en); {s}=seat, {c0},{c1}=cards, {n0},{n1}=numbers, {p}=phase, {w}=window, {d}=doctrine
LOG: dict[str, tuple[str, str, str]] = {
    "turn": ("Turno {n1}: vez de {s0}.", "Turn {n1}: {s0} plays.", "sn"),
    "skip_draw": ("{s0} não compra no primeiro turno.", "{s0} skips the draw on their first turn.", "s"),
    "draw": ("{s0} compra {c1}.", "{s0} draws {c1}.", "sc"),
    "fatigue": ("{s0} não pode comprar: fadiga de {n1}.", "{s0} cannot draw: {n1} fatigue damage.", "sn"),
    "phase": ("{s0}: fase {p1}.", "{s0}: {p1} phase.", "sp"),
    "phase_skipped": ("{s0} não tem ações em {p1}; a fase passa.", "{s0} has nothing to do in {p1}; the phase passes.", "sp"),
    "commit": ("{s0} compromete {c1} como fonte de Essência.", "{s0} commits {c1} as an Essence source.", "sc"),
    "play": ("{s0} joga {c1}{t2}.", "{s0} plays {c1}{t2}.", "sct"),
    "attach": ("{s0} anexa {c1} a {c2}.", "{s0} attaches {c1} to {c2}.", "scc"),
    "activate": ("{s0} ativa {c1}.", "{s0} activates {c1}.", "sc"),
    "reerguer": ("{s0} descarta {c1} e reergue {c2}.", "{s0} discards {c1} and raises {c2} again (REERGUER).", "scc"),
    "explore": ("{s0} explora {c2} com {c1}.", "{s0} explores {c2} with {c1}.", "scc"),
    "attack": ("{s0} ataca o rival com {c1}.", "{s0} attacks the rival with {c1}.", "sc"),
    "intercept": ("{s0} intercepta com {c1}.", "{s0} intercepts with {c1}.", "sc"),
    "let_pass": ("{s0} deixa passar.", "{s0} lets it pass.", "s"),
    "cannot_intercept": ("{s0} não tem criatura preparada para interceptar.", "{s0} has no ready creature to intercept.", "s"),
    "no_intercept": ("{c0} impede a interceptação.", "{c0} prevents interception.", "c"),
    "actor_gone": ("{c0} saiu do campo: a ação termina sem interceptação.",
                   "{c0} left the field: the action ends with no interception.", "c"),
    "respond": ("{s0} responde com {c1}{t2}.", "{s0} responds with {c1}{t2}.", "sct"),
    "pass": ("{s0} passa na janela de {w1}.", "{s0} passes in the {w1} window.", "sw"),
    "auto_pass": ("{s0} não tem resposta na janela de {w1}.", "{s0} has no response in the {w1} window.", "sw"),
    "resolve": ("{c1} resolve.", "{c1} resolves.", "sc"),
    "fight": ("{c0} causa {n2} a {c1}; {c1} causa {n3} a {c0}.", "{c0} deals {n2} to {c1}; {c1} deals {n3} to {c0}.", "ccnn"),
    "destroyed": ("{c0} é destruída.", "{c0} is destroyed.", "c"),
    "no_progress": ("{c1} não avança em {c2}.", "{c1} makes no progress on {c2}.", "scc"),
    "progress": ("{c1} soma {n3} de progresso em {c2} ({n4}/{n5}) e {s0} ganha 1 Vestígio.",
                 "{c1} adds {n3} progress on {c2} ({n4}/{n5}) and {s0} gains 1 Vestígio.", "sccnnn"),
    "complete": ("{s0} conecta {c1} ({n2} conectados).", "{s0} connects {c1} ({n2} connected).", "scn"),
    "attack_hits": ("{c1} causa {n2} de dano à Vitalidade rival.", "{c1} deals {n2} damage to the rival's Vitalidade.", "scn"),
    "vestigio": ("{s0} ganha {n2} Vestígio(s) ({c1}).", "{s0} gains {n2} Vestígio(s) ({c1}).", "scn"),
    "essence": ("{s0} ganha {n2} Essência {d3} ({c1}).", "{s0} gains {n2} {d3} Essence ({c1}).", "scnd"),
    "credit": ("{s0} ganha {n2} tentativa(s) extra(s) de exploração ({c1}).",
               "{s0} gains {n2} extra exploration attempt(s) ({c1}).", "scn"),
    "buff": ("{c2} recebe {b3} ({c1}).", "{c2} gets {b3} ({c1}).", "sccb"),
    "damage": ("{c0} causa {n2} de dano a {c1}.", "{c0} deals {n2} damage to {c1}.", "ccn"),
    "hit": ("{c1} causa {n2} de dano à Vitalidade rival.", "{c1} deals {n2} damage to the rival's Vitalidade.", "scn"),
    "heal": ("{s0} recupera {n2} de Vitalidade ({c1}).", "{s0} restores {n2} Vitalidade ({c1}).", "scn"),
    "ready": ("{c0} prepara {c1}.", "{c0} readies {c1}.", "cc"),
    "withdraw": ("{s0} retira {c1} da exploração e a prepara.", "{s0} withdraws {c1} from the exploration and readies it.", "sc"),
    "recover": ("{s0} devolve {c2} do descarte para a mão ({c1}).", "{s0} returns {c2} from the discard to hand ({c1}).", "scc"),
    "mend": ("{c0} remove o dano de {c1}.", "{c0} removes the damage from {c1}.", "cc"),
    "discard": ("{s0} descarta {c1}.", "{s0} discards {c1}.", "sc"),
    "pick": ("{s0} coloca {c1} no Ermo.", "{s0} puts {c1} into the Ermo.", "sc"),
    "slot_empty": ("Não há Locais nas reservas: o espaço fica vazio.", "No Locations left in the reserves: the slot stays empty.", ""),
    "game_over": ("Fim de jogo: {r0}.", "Game over: {r0}.", "e"),
}


def reason_text(s: State, reason: str, lang: int) -> str:
    """How the game ended (R1.1); Convergência names the match's Location target."""
    if reason == "convergencia":
        n = s.target
        return (f"Convergência: {n} {'Local conectado' if n == 1 else 'Locais conectados'}",
                f"Convergência: {n} {'Location' if n == 1 else 'Locations'} connected")[lang]
    return REASONS[reason][lang]


def seat_name(seat: int, lang: int) -> str:
    return (f"Jogador {seat + 1}", f"Player {seat + 1}")[lang]


def card_name(s: State, uid: int, lang: int) -> str:
    return s.defs[uid].name[LANGS[lang]]


def render(s: State, entry: tuple, viewer: int | None, lang: int) -> str:
    """A log entry in plain words for one viewer (None: all is visible)."""
    key, *args = entry
    pt, en, spec = LOG[key]
    text = (pt, en)[lang]
    if key == "draw" and viewer is not None and viewer != args[0]:
        return (f"{seat_name(args[0], 0)} compra uma carta.", f"{seat_name(args[0], 1)} draws a card.")[lang]
    if key == "game_over":
        w, reason = args
        head = reason_text(s, reason, lang)
        if w >= 0:
            head = (f"{seat_name(w, 0)} vence — {head}", f"{seat_name(w, 1)} wins — {head}")[lang]
        return text.replace("{r0}", head)
    for i, kind in enumerate(spec):
        a = args[i]
        if kind == "s":
            val = seat_name(a, lang)
        elif kind == "c":
            val = card_name(s, a, lang)
        elif kind == "n":
            val = str(a)
        elif kind == "p":
            val = PHASES[PHASE_NAMES[a]][lang]
        elif kind == "w":
            val = WINDOWS[a][lang]
        elif kind == "d":
            val = DOCTRINE_NAMES[a][lang] if a in DOCTRINE_NAMES else str(a)
        elif kind == "t":
            val = "" if a < 0 else (" em ", " on ")[lang] + card_name(s, a, lang)
        elif kind == "b":
            names = (("ATQ", "RES", "EXP"), ("ATK", "RES", "EXP"))[lang]
            parts = [f"+{v} {names[j]}" for j, v in enumerate(args[i:i + 3]) if v]
            val = ", ".join(parts)
        else:
            val = str(a)
        text = text.replace("{" + kind + str(i) + "}", val)
    return text


UNPLAYABLE = {
    "stratagem_window": ("Estratagemas só são usados nas janelas de resposta", "Stratagems are used only in response windows"),
    "wrong_phase": ("Só pode ser jogada no Planejamento", "Can only be played in Planejamento"),
    "no_target": ("Não há alvo válido", "No valid target"),
    "field_full": (f"Campo cheio: {MAX_CREATURES} criaturas", f"Field full: {MAX_CREATURES} creatures"),   # R4.1
    "relics_full": (f"Área de relíquias cheia: {MAX_RELICS} relíquias", f"Relic area full: {MAX_RELICS} relics"),
    "unique": ("Você já controla esta Única", "You already control this Unique"),
}


def unplayable_reason(s: State, uid: int, key: str) -> dict[str, str]:
    if key == "essence":
        d = s.defs[uid]
        if d.doctrine == "neutra":
            return {"pt": f"Essência insuficiente (custo {d.cost})", "en": f"Not enough Essence (cost {d.cost})"}
        name = DOCTRINE_NAMES[d.doctrine]
        return {"pt": f"Essência de {name[0]} insuficiente", "en": f"Not enough {name[1]} Essence"}
    pt, en = UNPLAYABLE[key]
    return {"pt": pt, "en": en}


def spend_text(spend: tuple[int, ...], lang: int) -> str:
    """A payment as "1 Ordem + 1 neutra" (pt) or "1 Ordem + 1 neutral" (en)."""
    return " + ".join(f"{k} {DOCTRINE_NAMES[d][lang]}" for d, k in zip(DOCTRINES, spend) if k)


def action_label(s: State, a: tuple, lang: int) -> str:
    """A short button text for an action; when the payment is chosen (R6.3), the label names it."""
    text = _label(s, a, lang)
    spend = spend_of(s, a)
    if spend is not None:
        text += (" (pagar com ", " (pay with ")[lang] + spend_text(spend, lang) + ")"
    return text


def _label(s: State, a: tuple, lang: int) -> str:
    t = a[0]
    n = (lambda u: card_name(s, u, lang))
    pt = lang == 0
    if t == "commit":
        return f"Comprometer {n(a[1])}" if pt else f"Commit {n(a[1])}"
    if t == "play":
        base = f"Jogar {n(a[1])}" if pt else f"Play {n(a[1])}"
        return base + ((" em " if pt else " on ") + n(a[2]) if a[2] >= 0 else "")
    if t == "attach":
        return f"Anexar {n(a[1])} a {n(a[2])}" if pt else f"Attach {n(a[1])} to {n(a[2])}"
    if t == "activate":
        base = f"Ativar {n(a[1])}" if pt else f"Activate {n(a[1])}"
        return base + ((" em " if pt else " on ") + n(a[3]) if a[3] >= 0 else "")
    if t == "reerguer":
        return f"REERGUER {n(a[2])}"
    if t == "explore":
        return f"Explorar {n(a[2])} com {n(a[1])}" if pt else f"Explore {n(a[2])} with {n(a[1])}"
    if t == "attack":
        return f"Atacar rival com {n(a[1])}" if pt else f"Attack the rival with {n(a[1])}"
    if t == "intercept":
        return f"Interceptar com {n(a[1])}" if pt else f"Intercept with {n(a[1])}"
    if t == "let_pass":
        return "Deixar passar" if pt else "Let it pass"
    if t == "respond":
        base = f"Responder com {n(a[1])}" if pt else f"Respond with {n(a[1])}"
        return base + ((" em " if pt else " on ") + n(a[2]) if a[2] >= 0 else "")
    if t == "pass_window":
        return "Passar" if pt else "Pass"
    if t == "order":
        src = s.trig[-1][a[1]][1]
        return f"Resolver primeiro: {n(src)}" if pt else f"Resolve first: {n(src)}"
    if t == "choose":
        return f"Alvo: {n(a[1])}" if pt else f"Target: {n(a[1])}"
    if t == "discard":
        return f"Descartar {n(a[1])}" if pt else f"Discard {n(a[1])}"
    if t == "pick":
        return f"Escolher {n(a[1])}" if pt else f"Choose {n(a[1])}"
    if t == "end_phase":
        return "Encerrar fase" if pt else "End phase"
    return t


def payment(s: State, a: tuple) -> dict[str, Any] | None:
    """The real payment of a response or activation (R15.3), for display; "spend" names the piles when the
    player chooses them (R6.3)."""
    out = _payment(s, a)
    spend = spend_of(s, a)
    if out is not None and spend is not None:
        out["spend"] = {d: k for d, k in zip(DOCTRINES, spend) if k}
    return out


def _payment(s: State, a: tuple) -> dict[str, Any] | None:
    pr = price(s, a)
    if pr is None:
        return None
    d = s.defs[a[1]]
    out: dict[str, Any] = {"essence": pr[1], "doctrine": d.doctrine}
    ab = d.abilities[a[2]] if a[0] == "activate" else None
    if a[0] == "respond" and d.kind != "estratagema":
        ab = next(x for x in d.abilities if x.type == "reaction")
    if ab is not None:
        out.update(vestigio=ab.cost.get("vestigio", 0), exhaust=bool(ab.cost.get("exhaust")))
    return out


DECK_PROBLEMS = {
    "deck_format": ("O deck principal deve ser uma lista de ids de cartas", "The main deck must be a list of card ids"),
    "locations_format": ("O deck de Locais deve ser uma lista de ids de cartas", "The Location deck must be a list of card ids"),
    "unknown_card": ("Carta desconhecida: {card}", "Unknown card: {card}"),
    "no_desbravador": ("Escolha um Desbravador", "Choose a Desbravador"),
    "not_desbravador": ("{card} não é um Desbravador", "{card} is not a Desbravador"),
    "not_main_card": ("{card} não pode ir no deck principal", "{card} cannot go in the main deck"),
    "too_few": ("Deck principal com {count} cartas; o mínimo é {min}", "Main deck has {count} cards; the minimum is {min}"),
    "too_many_copies": ("{count} cópias de {card}; o máximo é {max}", "{count} copies of {card}; the maximum is {max}"),
    "doctrines": ("O deck precisa de duas Doutrinas principais diferentes (tem {count})",
                  "The deck needs two different main doctrines (it has {count})"),
    "not_location": ("{card} não é um Local", "{card} is not a Location"),
    "locations": ("O deck de Locais precisa de {need} títulos distintos (tem {count} cartas, {distinct} distintas)",
                  "The Location deck needs {need} distinct titles (it has {count} cards, {distinct} distinct)"),
}


def deck_problem_text(code: str, details: dict[str, Any]) -> dict[str, str]:
    """A deck problem in words; known cards are named in each language, unknown ids shown as given."""
    cat = load_catalog()
    out = {}
    for lang, template in zip(LANGS, DECK_PROBLEMS[code]):
        d = dict(details)
        if d.get("card") in cat and code != "unknown_card":
            d["card"] = cat[d["card"]].name[lang]
        out[lang] = template.format(**d)
    return out

