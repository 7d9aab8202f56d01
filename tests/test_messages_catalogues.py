"""Structured messages and their catalogues (issue 10, item 4): every message the engine can say has a
key in every catalogue with the same placeholders, renders with no placeholder left, and a third
language needs only a new catalogue file (a pseudo-locale generated from en renders every key)."""

from __future__ import annotations

import inspect
import json
import random
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from eidolon import i18n
from eidolon.api import Match
from eidolon.rulesets.eidolon import actions as engine_actions
from eidolon.rulesets.eidolon import decks as engine_decks
from eidolon.rulesets.eidolon import setup as engine_setup
from eidolon.rulesets.eidolon.cards.catalog import load_catalog
from eidolon.rulesets.eidolon.messages import (
    CARD_ARGS,
    LOG_ARGS,
    action_message,
    deck_problem_message,
    log_message,
    unplayable_message,
)
from eidolon.rulesets.eidolon.position import RESULT_REASONS
from eidolon.rulesets.eidolon.state import Trigger

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "py" / "eidolon" / "rulesets" / "eidolon"
PLACE = re.compile(r"\{(\w+)\}")
# Catalogue keys that are the engine's messages (the rest are the page's UI strings).
ENGINE_PREFIXES = ("log.", "action.", "unplayable.", "reason.", "deck.", "spend.", "bonus.", "list.")
DECKS = ["ordem-conhecimento", "ruina-instinto", "ordem-ruina", "ordem-instinto", "ruina-conhecimento",
         "conhecimento-instinto"]


def placeholders(value: Any) -> set[str]:
    forms = [value] if isinstance(value, str) else [value["one"], value["other"]]
    return {n for f in forms for n in PLACE.findall(f)}


def keys_in(m: Any, out: set[str]) -> set[str]:
    """Every message key in a value (nested messages included)."""
    if isinstance(m, dict):
        if isinstance(m.get("key"), str):
            out.add(m["key"])
        for v in m.values():
            keys_in(v, out)
    elif isinstance(m, list):
        for v in m:
            keys_in(v, out)
    return out


def messages_in(m: Any, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every message in a value, outermost first."""
    if isinstance(m, dict):
        if isinstance(m.get("key"), str):
            out.append(m)
        for v in m.values():
            messages_in(v, out)
    elif isinstance(m, list):
        for v in m:
            messages_in(v, out)
    return out


def played_messages() -> list[dict[str, Any]]:
    """Messages of seeded random games through the API: log (both seats), labels, reasons."""
    out: list[dict[str, Any]] = []
    for g in range(8):
        rng = random.Random(g)
        m = Match.new({"seed": g, "players": [{"suggested": DECKS[g % 6]}, {"suggested": DECKS[(g * 5 + 1) % 6]}],
                       "options": {"location_target": 3}})
        while m.decision() is not None and len(m.history) < 700:
            v = m.view(m.decision()["seat"], log_from=len(m.state.log or []))
            out += [a["label"] for a in v["actions"]] + [u["reason"] for u in v.get("unplayable", [])]
            m.apply(rng.randrange(len(m.actions())))
        for seat in (0, 1):
            out += m.view(seat, log_from=0)["log"]
    return out


def engine_messages() -> list[dict[str, Any]]:
    """Every message kind the engine can produce, through its own converters: each log entry key the rules
    emit (with and without its optional card, for both viewers, every end of game), each unplayable reason
    and deck problem the rules return, and what seeded games label and say."""
    s = Match.new({"seed": 1, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}).state
    s.log = []
    uid = s.players[0].hand[0]
    sample = {"seat": 0, "phase": 3, "window": 1, "doctrine": "ordem", "slot": 1}
    out: list[dict[str, Any]] = []
    for key, names in LOG_ARGS.items():
        for optional in (uid, -1):
            for n in (1, 2):
                values = [optional if name == "previous" or name == "target" and key in ("play", "respond")
                          else uid if name in CARD_ARGS else sample.get(name, n) for name in names]
                if key == "game_over":
                    for winner in (0, -1):
                        out += [log_message(s, (key, winner, r), viewer) for r in RESULT_REASONS for viewer in (0, 1)]
                    continue
                out += [log_message(s, (key, *values), viewer) for viewer in (0, 1, None)]
    reasons = set(re.findall(r'return "(\w+)"', inspect.getsource(engine_actions._playable)))
    for key in sorted(reasons):
        out += [unplayable_message(s, u, key) for u in (uid, s.players[1].hand[0])]
    codes = set(re.findall(r'\("(\w+)", \{', inspect.getsource(engine_setup.deck_problems)))
    for code in sorted(codes):
        out += [deck_problem_message(code, {"card": c, "count": 3, "min": 60, "max": 4, "need": 8, "distinct": 7})
                for c in ("lobo-do-ermo", "no-such-card")]
    # The advice the deck check gives a deck far above the minimum (decks.verdict).
    out += engine_decks.verdict(engine_decks.Deck("big", "", {"lobo-do-ermo": 200}))["advice"]
    # Labels of the rarer actions (REERGUER, an activation with and without target, a trigger order).
    other = s.players[0].hand[1]
    active = next(u for u, d in enumerate(s.defs) if d.abilities)
    s.trigger_batches = [[Trigger(0, other, 0)]]
    out += [action_message(s, a) for a in [("reerguer", uid, other), ("activate", active, 0, -1),
                                          ("activate", active, 0, other), ("order", 0)]]
    return out + played_messages()


@pytest.fixture(scope="module")
def produced() -> list[dict[str, Any]]:
    return [x for m in engine_messages() for x in messages_in(m, [])]


def test_the_log_arguments_name_every_entry_the_rules_emit() -> None:
    emitted = {k for f in ENGINE.rglob("*.py") for k in re.findall(r'\.emit\("(\w+)"', f.read_text(encoding="utf-8"))}
    assert emitted == set(LOG_ARGS)


def test_every_catalogue_has_the_keys_and_placeholders_of_pt_br() -> None:
    ref = i18n.catalogue(i18n.DEFAULT)
    assert i18n.languages()[0] == "pt-BR" and set(i18n.languages()) >= {"pt-BR", "en"}
    for lang in i18n.languages():
        cat = i18n.catalogue(lang)
        assert set(cat) == set(ref), lang
        for k, v in cat.items():
            assert placeholders(v) == placeholders(ref[k]), (lang, k)


def test_every_key_the_engine_uses_is_in_every_catalogue_and_fills_every_placeholder(produced) -> None:
    """Each message: its key exists in every language, each placeholder of its template has an argument,
    and the words have no placeholder left; and every engine key of the catalogues is one the engine says."""
    used = {m["key"] for m in produced}
    for lang in i18n.languages():
        cat = i18n.catalogue(lang)
        assert used <= set(cat), (lang, sorted(used - set(cat)))
        for m in produced:
            assert placeholders(cat[m["key"]]) <= set(m.get("args", {})), (lang, m)
            words = i18n.text(m, lang)
            assert words and not PLACE.search(words) and "None" not in words, (lang, m, words)
    # Every engine message of the catalogues is said by the engine (no dead keys), except the spend/bonus
    # words and separators, which are used through `spend` and `bonus` arguments.
    engine_keys = {k for k in i18n.catalogue(i18n.DEFAULT) if k.startswith(ENGINE_PREFIXES)}
    through_args = {k for k in engine_keys if k.startswith(("spend.", "bonus.", "list."))}
    assert engine_keys - through_args == used & engine_keys


def test_the_rivals_draw_never_names_the_card() -> None:
    """R16.7: a draw is told to the other seat without the card (no reference, no name)."""
    s = Match.new({"seed": 3, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}).state
    uid = s.players[0].hand[0]
    assert log_message(s, ("draw", 0, uid), 1) == {"key": "log.draw_hidden", "args": {"seat": 0}}
    assert log_message(s, ("draw", 0, uid), 0)["args"]["card"] == {"uid": uid, "id": s.ids[uid]}


def pseudo(value: Any) -> Any:
    """A pseudo-locale string: wrapped in ⟦ ⟧, the words (not the placeholders) changed."""
    if isinstance(value, dict):
        return {form: pseudo(v) for form, v in value.items()}
    parts = re.split(r"(\{\w+\})", value)
    return "⟦" + "".join(p if PLACE.fullmatch(p) else p.replace("a", "á").replace("e", "ë") for p in parts) + "⟧"


def test_a_third_language_needs_only_a_catalogue_file(tmp_path, produced) -> None:
    """A pseudo-locale catalogue written as a file from en renders every message the engine says (every
    word from the new file, every card by reference), and the site build takes it as a third language."""
    en = i18n.catalogue("en")
    path = tmp_path / "xx-PS.json"
    path.write_text(json.dumps({k: pseudo(v) for k, v in en.items()}, ensure_ascii=False), encoding="utf-8")
    cat = json.loads(path.read_text(encoding="utf-8"))
    names = load_catalog()

    def name_of(ref: dict[str, Any]) -> str:
        return f"<{names[ref['id']].name['en'] if ref['id'] in names else ref['id']}>"
    seen = set()
    for m in produced:
        words = i18n.render(m, cat, name_of)
        assert words.startswith("⟦") and words.endswith("⟧") and not PLACE.search(words), (m, words)
        outside = re.sub(r"<[^>]*>", "", words)             # card names are the reader's, not the catalogue's
        assert "{" not in outside, words
        seen.add(m["key"])
    for _, key, names in refusal_calls():                      # every refusal, with sample arguments
        words = i18n.render({"key": key, "args": {n: 1 for n in names}}, cat, name_of)
        assert words.startswith("⟦") and words.endswith("⟧") and not PLACE.search(words), (key, words)
        seen.add(key)
    assert {k for k in en if k.startswith(("log.", "action.", "unplayable.", "deck.", "error."))} <= seen
    # The page's build discovers the language from its file and checks it like the others.
    import build_site
    project = tmp_path / "project"
    shutil.copytree(ROOT / build_site.CATALOGUE_DIR, project / build_site.CATALOGUE_DIR)
    shutil.copy(path, project / build_site.CATALOGUE_DIR / "xx-PS.json")
    cats = build_site.load_catalogues(project)
    assert list(cats) == ["pt-BR", "en", "xx-PS"]
    broken = dict(cat, **{"log.turn": "⟦{n}⟧"})                          # a placeholder lost
    (project / build_site.CATALOGUE_DIR / "xx-PS.json").write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(build_site.BuildError, match="placeholders differ"):
        build_site.load_catalogues(project)


def catalogue_words_only(text: str, data: list[str]) -> str:
    """What of a pseudo-locale text is not the catalogue's: the data's words (`data`) taken out, then each
    ⟦...⟧ a template wrote, innermost first; left: words some code wrote."""
    for word in data:
        text = text.replace(word, "")
    while True:
        inner = re.sub(r"⟦[^⟦⟧]*⟧", "", text)
        if inner == text:
            return text
        text = inner


def test_a_third_language_words_every_card_of_both_games(tmp_path, monkeypatch) -> None:
    """Card text (R14; Archon's K70-K96 lines) is catalogue words too: with a pseudo-locale file beside the
    shared catalogues and one beside each game's card words, every card of both games (and made-up abilities
    reaching every branch of EIDOLON's text) is written from the new files alone: no placeholder left, nothing
    outside a template, no word of the code (pseudo words have no plain a or e)."""
    from cardtexts import made_up_cards
    from eidolon.rulesets.archon import text as archon_text
    from eidolon.rulesets.archon.cards import load_cards
    from eidolon.rulesets.eidolon.cards import text as eidolon_text
    from eidolon.rulesets.eidolon.cards.types import load_types
    shared, game, archon = tmp_path / "i18n", tmp_path / "eidolon-i18n", tmp_path / "archon-i18n"
    shutil.copytree(ROOT / "py" / "eidolon" / "i18n", shared)
    shutil.copytree(eidolon_text.WORDS, game)
    shutil.copytree(archon_text.WORDS, archon)
    for folder in (shared, game, archon):
        en = json.loads((folder / "en.json").read_text(encoding="utf-8"))
        (folder / "xx-PS.json").write_text(json.dumps({k: pseudo(v) for k, v in en.items()}, ensure_ascii=False),
                                           encoding="utf-8")
    monkeypatch.setattr(i18n, "_DIR", shared)
    i18n.catalogue.cache_clear()
    i18n.game_catalogue.cache_clear()
    try:
        assert "xx-PS" in i18n.languages()
        cat = i18n.game_catalogue(game, "xx-PS")
        types = sorted((t.en for t in load_types().values()), key=len, reverse=True)   # the data's, like card names
        cards = [*load_catalog().values(), *made_up_cards()]
        for card in cards:
            words = eidolon_text.render_text(card, cat, "xx-PS")
            assert not PLACE.search(words) and "{" not in words, (card.id, words)
            assert catalogue_words_only(words, types) == "", (card.id, words)
            assert not re.search("[ae]", re.sub("|".join(map(re.escape, types)), "", words)), (card.id, words)
        assert sum(1 for c in cards if c.abilities) > 700
        archon_cat = i18n.game_catalogue(archon, "xx-PS")
        for d in load_cards().values():
            for m in archon_text.card_messages(d):
                words = i18n.render(m, archon_cat, lambda ref: "", None, "xx-PS")
                assert not PLACE.search(words) and catalogue_words_only(words, []) == "", (d.id, words)
                assert not re.search("[ae]", words), (d.id, words)
            assert archon_text.render_text(d, archon_cat, "xx-PS").count("\n") == len(archon_text.card_messages(d)) - 1
    finally:
        i18n.catalogue.cache_clear()
        i18n.game_catalogue.cache_clear()


def test_the_command_line_renders_a_saved_match_log_with_the_catalogue(tmp_path, capsys) -> None:
    """`python -m eidolon replay FILE --log --lang en` prints the whole log (the file holds every card, so
    nothing is hidden) in the words of the same catalogue."""
    from eidolon import cli
    m = Match.new({"seed": 4, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]})
    rng = random.Random(4)
    for _ in range(40):
        m.apply(rng.randrange(len(m.actions())))
    f = tmp_path / "match.json"
    f.write_text(json.dumps(m.save()), encoding="utf-8")
    for lang in ("pt-BR", "en"):
        assert cli.main(["replay", str(f), "--log", "--lang", lang]) == 0
        lines = capsys.readouterr().out.splitlines()
        state = Match.load(m.save()).state
        assert lines == [i18n.text(log_message(state, e, None), lang) for e in state.log]
        assert any(ln.startswith(("Jogador 2 compra ", "Player 2 draws ")) and "uma carta" not in ln
                   and "a card" not in ln for ln in lines)


def refusal_calls() -> list[tuple[str, str, set[str]]]:
    """(file, key, argument names) of every ApiError.of call in the rules core."""
    import ast
    out = []
    for path in sorted((ROOT / "py" / "eidolon").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "of"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "ApiError"):
                key = node.args[1]
                names = {k.arg for k in node.keywords if k.arg and k.arg != "details"}
                if any(k.arg is None for k in node.keywords):          # **{...}: the optional "n"
                    names.add("n")
                keys = [key.value] if isinstance(key, ast.Constant) else \
                    [v.value for v in (key.body, key.orelse)] if isinstance(key, ast.IfExp) else []
                assert keys, f"{path}: ApiError.of with a computed key"
                out += [(path.name, k, names) for k in keys]
    return out


def test_every_refusal_is_worded_by_the_catalogues_with_its_arguments() -> None:
    """Each ApiError.of names a key of every catalogue whose placeholders are the arguments it passes,
    and every error key of the catalogues is used by a refusal."""
    calls = refusal_calls()
    assert len(calls) >= 30
    for lang in i18n.languages():
        cat = i18n.catalogue(lang)
        for where, key, names in calls:
            assert key in cat, (lang, where, key)
            assert placeholders(cat[key]) <= names, (lang, where, key, names)
    errors = {k for k in i18n.catalogue(i18n.DEFAULT) if k.startswith(("error.", "archon.error."))}
    assert errors == {key for _, key, _ in calls}


def test_a_refusal_carries_its_message_and_its_words() -> None:
    """The bridge's error reply names the refusal as a message {key, args} and in words; a refused deck
    lists its problems as messages naming cards by reference."""
    from eidolon import bridge
    bridge.handle(json.dumps({"op": "new_game", "config": {"seed": 1, "players": [{"suggested": "ruina-instinto"}] * 2}}))
    out = json.loads(bridge.handle(json.dumps({"op": "fly"})))["error"]
    assert (out["key"], out["args"]) == ("error.unknown_op", {"op": "'fly'"})
    assert out["message"] == {"pt": i18n.text(out, "pt-BR"), "en": i18n.text(out, "en")}
    deck = ["lobo-do-ermo"] * 5 + ["mula-de-carga"] * 3
    cfg = {"seed": 1, "players": [{"desbravador": "maela-orr", "deck": deck, "locations": []},
                                  {"suggested": "ruina-instinto"}]}
    out = json.loads(bridge.handle(json.dumps({"op": "new_game", "config": cfg})))["error"]
    assert out["key"] == "error.deck_problems" and out["args"]["seat"] == 0
    assert {"key": "deck.too_many_copies", "args": {"card": {"id": "lobo-do-ermo"}, "count": 5, "max": 4}} \
        in out["args"]["problems"]
    assert out["message"]["en"] == i18n.text(out, "en") and "Wasteland Wolf" in out["message"]["en"]
