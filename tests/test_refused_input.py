"""Refused input (issue 2): every bad config, deck, action, save or position gives a clear ApiError
(a stable code and a message in pt and en) and leaves any existing match exactly as it was; the
browser bridge answers {"ok": false, "error": ...} for each and never raises.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from eidolon import bridge
from eidolon.api import ApiError, Match
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, load_suggested_decks
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

CAT = load_catalog()
DECKS = load_suggested_decks()
DECK_A, DECK_B = sorted(DECKS)[:2]


def expand(deck_id: str) -> dict[str, Any]:
    d = DECKS[deck_id]
    return {"desbravador": d["desbravador"], "deck": [c for c, n in d["counts"].items() for _ in range(n)],
            "locations": list(d["locations"])}


def good_config(seed: int = 7) -> dict[str, Any]:
    return {"seed": seed, "players": [expand(DECK_A), expand(DECK_B)], "options": {"location_target": 6}}


def with_player0(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    cfg = good_config()
    change(cfg["players"][0])
    return cfg


def played_match(n: int = 30, seed: int = 7) -> Match:
    """A match some random actions in (a refused call must not change it)."""
    m = Match.new(good_config(seed))
    rng = random.Random(seed)
    for _ in range(n):
        if m.decision() is None:
            break
        m.apply(rng.randrange(len(m.actions())))
    return m


def snapshot(m: Match) -> tuple:
    return (m.state_hash(), copy.deepcopy(m.history), m.undo_floor, json.dumps(m.position(), sort_keys=True),
            json.dumps(m.view(0), sort_keys=True), json.dumps(m.view(1), sort_keys=True))


def assert_clear(e: ApiError, code: str | tuple[str, ...]) -> None:
    codes = (code,) if isinstance(code, str) else code
    assert e.code in codes, f"code {e.code!r}, expected {codes}: {e.message}"
    assert set(e.message) == {"pt", "en"}
    assert all(isinstance(t, str) and len(t.strip()) >= 5 for t in e.message.values()), e.message
    json.dumps(e.to_json())


def refused(fn: Callable[[], Any], code: str | tuple[str, ...]) -> ApiError:
    with pytest.raises(ApiError) as info:
        fn()
    assert_clear(info.value, code)
    return info.value


# ---- configs ----

def _cfg(**changes: Any) -> dict[str, Any]:
    cfg = good_config()
    cfg.update(changes)
    return cfg


def _without(key: str) -> dict[str, Any]:
    cfg = good_config()
    del cfg[key]
    return cfg


BAD_CONFIGS: list[tuple[str, Any, str]] = [
    ("list", [1, 2], "bad_config"),
    ("string", "seed=1", "bad_config"),
    ("none", None, "bad_config"),
    ("number", 12, "bad_config"),
    ("no seed", _without("seed"), "bad_seed"),
    ("negative seed", _cfg(seed=-1), "bad_seed"),
    ("float seed", _cfg(seed=1.5), "bad_seed"),
    ("bool seed", _cfg(seed=True), "bad_seed"),
    ("string seed", _cfg(seed="12"), "bad_seed"),
    ("huge seed", _cfg(seed=2 ** 64), "bad_seed"),
    ("no players", _without("players"), "bad_players"),
    ("zero players", _cfg(players=[]), "bad_players"),
    ("one player", _cfg(players=[expand(DECK_A)]), "bad_players"),
    ("three players", _cfg(players=[expand(DECK_A)] * 3), "bad_players"),
    ("players not a list", _cfg(players={"0": expand(DECK_A)}), "bad_players"),
    ("player not an object", _cfg(players=[expand(DECK_A), "maela"]), "bad_players"),
    ("unknown suggested deck", _cfg(players=[{"suggested": "no-such-deck"}, expand(DECK_B)]), "unknown_deck"),
    ("suggested deck not a string", _cfg(players=[{"suggested": 3}, expand(DECK_B)]), "unknown_deck"),
    ("options not an object", _cfg(options=[6]), "bad_options"),
    ("always_ask not a bool", _cfg(options={"always_ask": "yes"}), "bad_options"),
    ("target 0", _cfg(options={"location_target": 0}), "bad_target"),
    ("target 9", _cfg(options={"location_target": 9}), "bad_target"),
    ("target string", _cfg(options={"location_target": "6"}), "bad_target"),
    ("target bool", _cfg(options={"location_target": True}), "bad_target"),
]

UNKNOWN_CARDS: list[tuple[str, Any]] = [
    ("main deck", with_player0(lambda p: p["deck"].__setitem__(0, "carta-que-nao-existe"))),
    ("location deck", with_player0(lambda p: p["locations"].__setitem__(0, "local-que-nao-existe"))),
    ("desbravador", with_player0(lambda p: p.update(desbravador="ninguem"))),
    ("suggested deck with unknown desbravador", _cfg(players=[{"suggested": DECK_A, "desbravador": "ninguem"},
                                                               expand(DECK_B)])),
]


def _one_doctrine(p: dict[str, Any]) -> None:
    """60 cards of a single doctrine (plus nothing else)."""
    doctrine = next(CAT[c].doctrine for c in p["deck"] if CAT[c].doctrine != "neutra")
    titles = sorted(c.id for c in CAT.values() if c.kind in ("criatura", "reliquia", "ritual", "estratagema")
                    and c.doctrine == doctrine)
    p["deck"] = [titles[i % len(titles)] for i in range(60)]


def _copies(p: dict[str, Any], n: int) -> None:
    title = p["deck"][0]
    p["deck"] = [title] * n + [c for c in p["deck"] if c != title][: 60 - n]


def _location_in_deck(p: dict[str, Any]) -> None:
    p["deck"][0] = p["locations"][0]


def _non_desbravador(p: dict[str, Any]) -> None:
    p["desbravador"] = next(c for c in p["deck"] if CAT[c].kind == "criatura")


ILLEGAL_DECKS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    # (name, change to player 1's deck, words the English message must contain)
    ("59 cards", lambda p: p["deck"].pop(), "Main deck has 59 cards"),
    ("5 copies", lambda p: _copies(p, 5), "5 copies of"),
    ("7 Locations", lambda p: p["locations"].pop(), "it has 7 cards"),
    ("9 Locations", lambda p: p["locations"].append(next(c.id for c in CAT.values() if c.kind == "local"
                                                          and c.id not in p["locations"])), "it has 9 cards"),
    ("duplicate Location", lambda p: p["locations"].__setitem__(1, p["locations"][0]), "7 distinct"),
    ("one doctrine only", _one_doctrine, "two different main doctrines"),
    ("Location in the main deck", _location_in_deck, "cannot go in the main deck"),
    ("creature as Desbravador", _non_desbravador, "is not a Pathfinder"),
    ("creature among the Locations", lambda p: p["locations"].__setitem__(0, p["deck"][0]), "is not a Location"),
    ("deck not a list", lambda p: p.update(deck="all of them"), "main deck must be a list"),
    ("deck of numbers", lambda p: p.update(deck=list(range(60))), "main deck must be a list"),
    ("locations not a list", lambda p: p.update(locations=None), "Location deck must be a list"),
    ("no Desbravador", lambda p: p.pop("desbravador"), "Choose a Pathfinder"),
]


@pytest.mark.parametrize("name,config,code", BAD_CONFIGS, ids=[c[0] for c in BAD_CONFIGS])
def test_malformed_config_refused(name: str, config: Any, code: str) -> None:
    refused(lambda: Match.new(copy.deepcopy(config)), code)


def test_good_config_accepted() -> None:
    """The control: the config the bad ones are made from is accepted."""
    assert Match.new(good_config()).decision() is not None
    assert Match.new({"seed": 0, "players": [{"suggested": DECK_A}, {"suggested": DECK_B}]}).decision()


@pytest.mark.parametrize("name,config", UNKNOWN_CARDS, ids=[c[0] for c in UNKNOWN_CARDS])
def test_unknown_card_ids_refused(name: str, config: Any) -> None:
    e = refused(lambda: Match.new(copy.deepcopy(config)), "unknown_card")
    bad = {"carta-que-nao-existe", "local-que-nao-existe", "ninguem"}
    assert any(b in e.message["en"] and b in e.message["pt"] for b in bad), e.message


@pytest.mark.parametrize("name,change,words", ILLEGAL_DECKS, ids=[c[0] for c in ILLEGAL_DECKS])
def test_illegal_decks_refused(name: str, change: Callable[[dict[str, Any]], None], words: str) -> None:
    cfg = with_player0(change)
    e = refused(lambda: Match.new(cfg), "illegal_deck")
    assert e.message["en"].startswith("Player 1") and e.message["pt"].startswith("Jogador 1"), e.message
    assert words in e.message["en"], e.message
    assert e.message["pt"] != e.message["en"]
    assert isinstance(e.details, list) and e.details and all(set(d) == {"pt", "en"} for d in e.details)


def test_illegal_second_deck_names_player_2() -> None:
    cfg = good_config()
    cfg["players"][1]["deck"].pop()
    e = refused(lambda: Match.new(cfg), "illegal_deck")
    assert "Player 2" in e.message["en"] and "Jogador 2" in e.message["pt"]


def test_every_problem_of_a_deck_is_listed() -> None:
    cfg = with_player0(lambda p: (p["deck"].pop(), p["locations"].pop(), _non_desbravador(p)))
    e = refused(lambda: Match.new(cfg), "illegal_deck")
    assert len(e.details) >= 3, e.details


# ---- actions ----

def _not_offered(m: Match) -> list[Any]:
    """Well-formed actions that are not among m.actions()."""
    s = m.state
    offered = m.actions()
    rival = 1 - m.decision()["seat"]
    out: list[Any] = [{"type": "discard", "card": 0}, {"type": "attack", "card": s.players[rival].desbravador},
                      {"type": "commit", "card": 10 ** 6}, {"type": "order", "index": 5},
                      {"type": "pick", "card": -1}, {"type": "choose", "target": 3}]
    out += [{"type": "commit", "card": u} for u in s.players[rival].hand[:2]]      # the rival's cards
    out += [{"type": "play", "card": u} for u in s.players[rival].deck[:1]]
    return [a for a in out if a not in offered]


MALFORMED_ACTIONS: list[Any] = [
    None, "end_phase", ["end_phase"], 1.0, True, {}, {"type": None}, {"type": "dance"}, {"kind": "end_phase"},
    {"type": "commit"}, {"type": "commit", "card": "3"}, {"type": "commit", "card": 3.0},
    {"type": "commit", "card": None}, {"type": "commit", "card": True}, {"type": "explore", "card": 3},
    {"type": "activate", "card": 3, "target": 4}, {"type": "order"}, {"type": "play", "card": 3, "target": "x"},
]


def test_illegal_actions_refused_and_state_untouched() -> None:
    m = played_match(40)
    before = snapshot(m)
    n = len(m.actions())
    for a in _not_offered(m):
        refused(lambda a=a: m.apply(a), "illegal_action")
    for a in MALFORMED_ACTIONS:
        refused(lambda a=a: m.apply(copy.deepcopy(a)), ("bad_action", "illegal_action"))
    for i in (-1, n, n + 1, 10 ** 9, -(10 ** 9)):
        refused(lambda i=i: m.apply(i), "illegal_action")
    assert snapshot(m) == before
    # the control: an offered action as shown in the view (with its label) is accepted
    offered = m.view(m.decision()["seat"])["actions"][0]
    m.apply(offered)
    assert len(m.history) == len(before[1]) + 1


def test_actions_refused_in_every_kind_of_decision() -> None:
    """Through a whole game: at each decision a not-offered action is refused and changes nothing."""
    m = Match.new({**good_config(11), "options": {"always_ask": True}})
    rng = random.Random(3)
    kinds: set[str] = set()
    while m.decision() is not None and len(m.history) < 400:
        kinds.add(m.decision()["kind"])
        if rng.random() < 0.1:
            before = (m.state_hash(), len(m.history))
            for a in _not_offered(m)[:3]:
                refused(lambda a=a: m.apply(a), "illegal_action")
            refused(lambda: m.apply(len(m.actions())), "illegal_action")
            assert (m.state_hash(), len(m.history)) == before
        m.apply(rng.randrange(len(m.actions())))
    assert {"main", "pick", "response"} <= kinds


def test_actions_refused_after_the_game_ends() -> None:
    m = played_match(5000)
    assert m.decision() is None
    before = snapshot(m)
    refused(lambda: m.apply(0), "illegal_action")
    refused(lambda: m.apply({"type": "end_phase"}), "illegal_action")
    assert snapshot(m) == before


def test_undo_refused_when_nothing_to_undo() -> None:
    m = Match.new(good_config())
    before = snapshot(m)
    refused(m.undo, "no_undo")
    assert snapshot(m) == before


def test_view_of_a_bad_seat_refused() -> None:
    m = played_match(10)
    before = snapshot(m)
    for seat in (-1, 2, None, "0", 0.0, True, [0]):
        refused(lambda seat=seat: m.view(seat), "bad_seat")
    assert snapshot(m) == before


# ---- saves ----

def _good_save() -> dict[str, Any]:
    return played_match(25, seed=3).save()


def _save(**changes: Any) -> dict[str, Any]:
    s = _good_save()
    s.update(changes)
    return s


def _save_without(key: str) -> dict[str, Any]:
    s = _good_save()
    del s[key]
    return s


def _save_action(i: int, action: Any) -> dict[str, Any]:
    s = _good_save()
    s["actions"][i] = action
    return s


BAD_SAVES: list[tuple[str, Any, str | tuple[str, ...]]] = [
    ("not an object", [1, 2, 3], "foreign_save"),
    ("a string", "eidolon-save", "foreign_save"),
    ("no format", _save_without("format"), "foreign_save"),
    ("other format", _save(format="chess-pgn"), "foreign_save"),
    ("a position given as a save", played_match(5).position(), "foreign_save"),
    ("no version", _save_without("version"), "corrupt_save"),
    ("string version", _save(version="1"), "corrupt_save"),
    ("too new", _save(version=99), "too_new_save"),
    ("version 0", _save(version=0), "corrupt_save"),
    ("negative version", _save(version=-3), "corrupt_save"),
    ("no actions", _save_without("actions"), "corrupt_save"),
    ("actions not a list", _save(actions={"0": "end_phase"}), "corrupt_save"),
    ("no start", _save_without("config"), "corrupt_save"),
    ("bad config", _save(config={"seed": -4}), "bad_seed"),
    ("config with an unknown card", _save(config=with_player0(lambda p: p["deck"].__setitem__(3, "x-y-z"))),
     "unknown_card"),
    ("an action not offered", _save_action(4, {"type": "discard", "card": 0}), "corrupt_save"),
    ("a malformed action", _save_action(2, {"type": "teleport"}), "corrupt_save"),
    ("an action out of range", _save_action(1, 999), "corrupt_save"),
    ("a null action", _save_action(0, None), "corrupt_save"),
    ("one action too many at the end", None, "corrupt_save"),
    ("a corrupt start position", _save_without("config") | {"position": {"format": "eidolon-position"}},
     "bad_position"),
]


def _too_long() -> dict[str, Any]:
    m = played_match(5000, seed=3)
    s = m.save()
    s["actions"].append({"type": "end_phase"})
    return s


@pytest.mark.parametrize("name,save,code", BAD_SAVES, ids=[c[0] for c in BAD_SAVES])
def test_corrupt_foreign_or_too_new_saves_refused(name: str, save: Any, code: str) -> None:
    save = _too_long() if save is None else copy.deepcopy(save)
    e = refused(lambda: Match.load(save), code)
    if code == "corrupt_save" and "action" in name:
        assert "action" in e.message["en"] and "aç" in e.message["pt"], e.message


def test_good_save_accepted() -> None:
    s = _good_save()
    assert len(Match.load(json.loads(json.dumps(s))).history) == len(s["actions"])


# ---- positions ----

def _mid_position() -> dict[str, Any]:
    return played_match(60, seed=5).position()


def _pos(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    p = _mid_position()
    change(p)
    return p


def _first_of_kind(p: dict[str, Any], kind: str) -> int:
    return next(u for u, (cid, _) in enumerate(p["cards"]) if CAT[cid].kind == kind)


def _move(p: dict[str, Any], uid: int, zone: str, seat: int = 0) -> None:
    for pl in p["players"]:
        for z in ("hand", "deck", "discard", "committed", "creatures", "relics", "reserve", "connected"):
            if uid in pl[z]:
                pl[z].remove(uid)
    p["ermo"] = [u if u != uid else -1 for u in p["ermo"]]
    p["players"][seat][zone].append(uid)


def _seven_creatures(p: dict[str, Any]) -> None:
    mine = [u for u, (cid, o) in enumerate(p["cards"]) if o == 0 and CAT[cid].kind == "criatura"]
    for u in mine[:7]:
        _move(p, u, "creatures")


BAD_POSITIONS: list[tuple[str, Any]] = [
    ("not an object", [1]),
    ("a save given as a position", _good_save()),
    ("other format", _pos(lambda p: p.update(format="fen"))),
    ("too new", _pos(lambda p: p.update(version=3))),
    ("version as text", _pos(lambda p: p.update(version="1"))),
    ("version as bool", _pos(lambda p: p.update(version=True))),
    ("version 0", _pos(lambda p: p.update(version=0))),
    ("no cards", _pos(lambda p: p.pop("cards"))),
    ("unknown card id", _pos(lambda p: p["cards"].__setitem__(3, ["carta-fantasma", 0]))),
    ("bad owner", _pos(lambda p: p["cards"].__setitem__(3, [p["cards"][3][0], 2]))),
    ("one player", _pos(lambda p: p["players"].pop())),
    ("a card in two zones", _pos(lambda p: p["players"][0]["hand"].append(p["players"][0]["deck"][0]))),
    ("a card missing", _pos(lambda p: p["players"][0]["deck"].pop())),
    ("player without a hand", _pos(lambda p: p["players"][0].pop("hand"))),
    ("hand of strings", _pos(lambda p: p["players"][0].update(hand=[str(u) for u in p["players"][0]["hand"]]))),
    ("Essence of four doctrines", _pos(lambda p: p["players"][0].update(ess=[0, 0, 0, 0]))),
    ("negative Essence", _pos(lambda p: p["players"][0].update(ess=[-1, 0, 0, 0, 0]))),
    ("negative Vestígios", _pos(lambda p: p["players"][1].update(vest=-2))),
    ("six extra credits", _pos(lambda p: p["players"][0].update(extra=6))),
    ("active seat 2", _pos(lambda p: p.update(active=2))),
    ("active seat -1", _pos(lambda p: p.update(active=-1))),
    ("first seat 3", _pos(lambda p: p.update(first=3))),
    ("unknown phase", _pos(lambda p: p.update(phase="lanche"))),
    ("phase as number", _pos(lambda p: p.update(phase=2))),
    ("two Ermo slots", _pos(lambda p: p.update(ermo=p["ermo"][:2]))),
    ("progress of two slots", _pos(lambda p: p.update(progress=[[0, 0], [0, 0]]))),
    ("negative progress", _pos(lambda p: p.update(progress=[[-1, 0], [0, 0], [0, 0]]))),
    ("exhausted card out of range", _pos(lambda p: p.update(exhausted=[10 ** 6]))),
    ("exhausted negative uid", _pos(lambda p: p.update(exhausted=[-5]))),
    ("negative damage", _pos(lambda p: p.update(damage={str(p["players"][0]["desb"]): -3}))),
    ("damage on a card out of range", _pos(lambda p: p.update(damage={"99999": 1}))),
    ("relic on a missing bearer", _pos(lambda p: p.update(attached={"0": 99999}))),
    ("a hand card attached", _pos(lambda p: p.update(attached={str(p["players"][0]["deck"][0]):
                                                              p["players"][0]["desb"]}))),
    ("pending garbage", _pos(lambda p: p.update(pending=[0, "nonsense", None]))),
    ("pending seat 7", _pos(lambda p: p.update(pending=[7, "main", 2]))),
    ("pending as a number", _pos(lambda p: p.update(pending=5))),
    ("pending target without options", _pos(lambda p: p.update(pending=[0, "target", [0, 0]]))),
    ("unknown queued step", _pos(lambda p: p.update(queue=[["explode"]]))),
    ("queued step as a number", _pos(lambda p: p.update(queue=[5]))),
    ("queued ability that does not exist", _pos(lambda p: p.update(queue=[["ability", 0, 0, 99, -1]]))),
    ("queued step with missing values", _pos(lambda p: p.update(queue=[["window", 0]]))),
    ("trigger garbage", _pos(lambda p: p.update(triggers=[[["x"]]]))),
    ("short contest", _pos(lambda p: p.update(contest=[0, 1]))),
    ("modifier garbage", _pos(lambda p: p.update(mods=[[1]]))),
    ("once garbage", _pos(lambda p: p.update(once={"x": 1}))),
    ("result garbage", _pos(lambda p: p.update(result=[5, "x"]))),
    ("result as a number", _pos(lambda p: p.update(result=3))),
    ("Location target 0", _pos(lambda p: p["options"].update(location_target=0))),
    ("always_ask as text", _pos(lambda p: p["options"].update(always_ask="no"))),
    ("generator state not hex", _pos(lambda p: p.update(rng="xyz"))),
    ("generator state too long", _pos(lambda p: p.update(rng="1" * 17))),
    ("negative generator state", _pos(lambda p: p.update(rng=-1))),
    ("seven creatures", _pos(_seven_creatures)),
    ("a Location in hand", _pos(lambda p: _move(p, _first_of_kind(p, "local"), "hand"))),
    ("a creature among the relics", _pos(lambda p: _move(p, _first_of_kind(p, "criatura"), "relics",
                                                           p["cards"][_first_of_kind(p, "criatura")][1]))),
    ("a rival's card in my hand", _pos(lambda p: _move(p, p["players"][1]["deck"][0], "hand", 0))),
]


@pytest.mark.parametrize("name,pos", BAD_POSITIONS, ids=[c[0] for c in BAD_POSITIONS])
def test_corrupt_foreign_or_too_new_positions_refused(name: str, pos: Any) -> None:
    e = refused(lambda: Match.from_position(copy.deepcopy(pos)), "bad_position")
    assert e.message["pt"].startswith("Posição inválida") and e.message["en"].startswith("Invalid position")


def test_good_position_accepted() -> None:
    m = played_match(60, seed=5)
    again = Match.from_position(json.loads(json.dumps(m.position())))
    assert again.state_hash() == m.state_hash() and again.actions() == m.actions()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_positions_refused_or_playable(data: st.DataObject) -> None:
    """A position with one value replaced at random either loads and plays, or is refused with bad_position."""
    pos = _fuzz_base()
    _path, parent, key = data.draw(st.sampled_from(_leaves(pos)))
    junk = data.draw(st.one_of(st.none(), st.booleans(), st.integers(-3, 10 ** 6), st.text(max_size=3),
                               st.lists(st.integers(-1, 200), max_size=4), st.just({"x": 1}),
                               st.sampled_from([-1, 0, 1, 2, 3, 5, 200]), st.floats(allow_nan=False)))
    parent[key] = junk
    try:
        m = Match.from_position(pos)
    except ApiError as e:
        assert_clear(e, "bad_position")
        return
    for _ in range(25):                          # loaded: it must be usable
        m.view(0)
        m.view(1)
        m.state_hash()
        if m.decision() is None:
            break
        assert m.actions(), "a loaded position where the deciding player has no action"
        m.apply(0)


_FUZZ_BASE: dict[str, Any] = {}


def _fuzz_base() -> dict[str, Any]:
    if not _FUZZ_BASE:
        _FUZZ_BASE.update(_mid_position())
    return copy.deepcopy(_FUZZ_BASE)


def _leaves(x: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """(path, container, key) of every value in the position except the long card list."""
    out: list[tuple[str, Any, Any]] = []
    items = x.items() if isinstance(x, dict) else enumerate(x) if isinstance(x, list) else []
    for k, v in items:
        if path == "" and k == "cards":
            out.append(("cards", x, k))
            continue
        if path.endswith(("deck", "hand", "discard")) and isinstance(k, int) and k > 2:
            continue
        out.append((f"{path}/{k}", x, k))
        out.extend(_leaves(v, f"{path}/{k}"))
    return out


# ---- nothing changes on refusal ----

def test_refused_calls_leave_an_existing_match_untouched() -> None:
    """A refused new game, load or position load does not disturb a match in progress."""
    m = played_match(50, seed=9)
    before = snapshot(m)
    for _, cfg, _ in BAD_CONFIGS[:6]:
        with pytest.raises(ApiError):
            Match.new(cfg)
    for _, save, _ in BAD_SAVES[:6]:
        with pytest.raises(ApiError):
            Match.load(save)
    for _, pos in BAD_POSITIONS[:6]:
        with pytest.raises(ApiError):
            Match.from_position(pos)
    assert snapshot(m) == before
    m.apply(0)                                   # and it still plays


def test_inputs_are_not_mutated() -> None:
    cfg = good_config()
    save = _good_save()
    pos = _mid_position()
    copies = copy.deepcopy((cfg, save, pos))
    m = Match.new(cfg)
    Match.load(save)
    Match.from_position(pos)
    m.apply(0)
    assert (cfg, save, pos) == copies


# ---- the bridge ----

def call(req: Any) -> dict[str, Any]:
    raw = req if isinstance(req, str) else json.dumps(req)
    out = bridge.handle(raw)
    assert isinstance(out, str)
    return json.loads(out)


def bridge_error(req: Any, code: str | tuple[str, ...] | None = None) -> dict[str, Any]:
    reply = call(req)
    assert reply["ok"] is False and "result" not in reply, reply
    err = reply["error"]
    assert isinstance(err["code"], str) and set(err["message"]) == {"pt", "en"}
    assert all(isinstance(t, str) and t for t in err["message"].values())
    if code is not None:
        codes = (code,) if isinstance(code, str) else code
        assert err["code"] in codes, err
    return err


@pytest.fixture
def fresh_bridge(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bridge, "_match", None)


def _bridge_state() -> tuple:
    return (call({"op": "hash"}), call({"op": "save"}), call({"op": "view", "seat": 0}),
            call({"op": "view", "seat": 1}))


def test_bridge_without_a_match(fresh_bridge: None) -> None:
    for op in ("view", "act", "undo", "save", "position", "hash"):
        bridge_error({"op": op, "action": 0}, "no_match")


BAD_REQUESTS: list[tuple[Any, str | tuple[str, ...]]] = [
    ("", "bad_json"), ("{", "bad_json"), ("nope", "bad_json"), ("[" * 100_000, "too_deep"),
    ("null", "bad_request"), ("[]", "bad_request"), ("42", "bad_request"), ('"act"', "bad_request"),
    ({}, "bad_request"), ({"op": 5}, "bad_request"), ({"op": None}, "bad_request"),
    ({"op": "fly"}, "unknown_op"),
    ({"op": "view", "seat": 2}, "bad_seat"), ({"op": "view", "seat": "0"}, "bad_seat"),
    ({"op": "view", "seat": True}, "bad_seat"),
    ({"op": "act", "action": 0, "seat": 5}, "bad_seat"),
    ({"op": "new_game", "config": good_config(), "seat": -1}, "bad_seat"),
    ({"op": "act"}, "bad_action"), ({"op": "act", "action": {"type": "teleport"}}, "bad_action"),
    ({"op": "act", "action": 10 ** 9}, "illegal_action"),
    ({"op": "act", "action": {"type": "discard", "card": 0}}, "illegal_action"),
    ({"op": "load"}, "foreign_save"), ({"op": "load", "save": {"format": "eidolon-save", "version": 7}},
                                       "too_new_save"),
    ({"op": "load_position"}, "bad_position"), ({"op": "load_position", "position": [1, 2]}, "bad_position"),
    ({"op": "new_game"}, "bad_config"),
] + [({"op": "new_game", "config": c}, code) for _, c, code in BAD_CONFIGS] \
  + [({"op": "new_game", "config": c}, "unknown_card") for _, c in UNKNOWN_CARDS] \
  + [({"op": "new_game", "config": with_player0(f)}, "illegal_deck") for _, f, _ in ILLEGAL_DECKS] \
  + [({"op": "load", "save": s}, code) for _, s, code in BAD_SAVES if s is not None] \
  + [({"op": "load_position", "position": p}, "bad_position") for _, p in BAD_POSITIONS]


def test_bridge_refuses_everything_and_keeps_the_match(fresh_bridge: None) -> None:
    reply = call({"op": "new_game", "config": good_config(5), "seat": 0})
    assert reply["ok"], reply
    rng = random.Random(2)
    for _ in range(20):
        n = len(call({"op": "view"})["result"]["actions"])
        assert call({"op": "act", "action": rng.randrange(n)})["ok"]
    before = _bridge_state()
    for req, code in BAD_REQUESTS:
        bridge_error(req, code)
        after = _bridge_state()
        assert after == before, f"{req!r} changed the match"
    assert call({"op": "act", "action": 0})["ok"]


def test_bridge_never_raises_on_odd_input(fresh_bridge: None) -> None:
    for raw in ("\x00", "\ud800", "1e999999", "NaN", '{"op": "view", "seat": NaN}', '{"op": "act", "action": -0}',
                '{"op": "catalog", "seat": []}', "[" * 5000 + "]" * 5000, '{"op": "' + "x" * 10_000 + '"}'):
        reply = json.loads(bridge.handle(raw))
        assert reply["ok"] in (True, False)
    for odd in (None, 5, b"{}", ["op"]):
        reply = json.loads(bridge.handle(odd))             # type: ignore[arg-type]
        assert reply["ok"] is False


@settings(max_examples=200, deadline=None)
@given(req=st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                        lambda kids: st.lists(kids, max_size=4) | st.dictionaries(
                            st.sampled_from(["op", "seat", "action", "config", "save", "position", "type",
                                             "card", "target", "seed", "players"]), kids, max_size=4),
                        max_leaves=12),
       op=st.sampled_from(["view", "act", "undo", "save", "position", "hash", "new_game", "load",
                           "load_position", "catalog", "deck_check", "nope"]))
def test_bridge_fuzz_never_raises(req: Any, op: str) -> None:
    if isinstance(req, dict) and "op" not in req and op != "catalog":
        req = {**req, "op": op}
    bridge._match = None
    json.loads(bridge.handle(json.dumps(req)))
