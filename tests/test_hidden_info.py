"""Hidden information (issue 9, R16.3, R16.7): the seed stays out of the views while a match runs, and
undo is refused after any action that told the acting seat something hidden."""

from __future__ import annotations

import json
import random

import archon_hiding
import pytest
from eidolon import bridge
from eidolon.api import ApiError, Match
from scenario import scenario
from tablekit import act

CONFIG = {"seed": 424242, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]}


def played_to_the_end(seed: int = 3) -> Match:
    m = Match.new(dict(CONFIG))
    rng = random.Random(seed)
    while m.decision() is not None and len(m.history) < 5000:
        m.apply(rng.randrange(len(m.actions())))
    assert m.decision() is None
    return m


def test_views_carry_no_seed_while_the_match_runs() -> None:
    """R16.7: the seed and the deck lists give every hand, so no seat sees it during play."""
    m = Match.new(dict(CONFIG))
    rng = random.Random(1)
    for _ in range(60):
        for seat in (0, 1):
            view = m.view(seat)
            assert "seed" not in view and "424242" not in json.dumps(view), view.get("seed")
        m.apply(rng.randrange(len(m.actions())))
    assert m.save()["config"]["seed"] == 424242          # the device owner's file keeps it


def test_the_seed_is_shown_once_the_match_is_over() -> None:
    m = played_to_the_end()
    assert m.view(0)["status"] == "over"
    assert m.view(0)["seed"] == m.view(1)["seed"] == 424242
    assert Match.load(m.save()).view(1)["seed"] == 424242


def test_bridge_views_carry_no_seed_but_the_save_does(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bridge, "_match", None)
    replies = [json.loads(bridge.handle(json.dumps(r))) for r in (
        {"op": "new_game", "config": CONFIG, "seat": 0}, {"op": "view", "seat": 1}, {"op": "act", "action": 0},
        {"op": "ai_move", "level": "iniciante", "seed": 1, "seat": 0})]
    for r in replies:
        assert r["ok"] and "seed" not in r["result"], r
    save = json.loads(bridge.handle('{"op": "save"}'))["result"]
    assert save["config"]["seed"] == 424242


def _explore_into_a_silent_rival(always_ask: bool = False, rival_hand: tuple[str, ...] = ("guarda-da-ponte",)):
    """Seat 0 explores; seat 1 holds a card that is no response and has no creature to intercept."""
    m = scenario(p0={"creatures": ["guarda-da-ponte"], "hand": ["caminho-oculto"]},
                 p1={"hand": list(rival_hand)}, phase="exploracao", always_ask=always_ask)
    explorer, loc = m.uid(0, "creatures", 0), m.slot_uid(0)
    act(m, "explore", card=explorer, target=loc)
    return m


def test_undo_refused_after_the_rivals_automatic_pass() -> None:
    """R16.3: the rival's window passed by itself tells the explorer that the rival holds no usable
    response, so the exploration cannot be taken back and tried again."""
    m = _explore_into_a_silent_rival()
    assert any(e[0] == "auto_pass" and e[1] == 1 for e in m.state.log)
    assert m.decision()["seat"] == 0                    # the turn goes on with seat 0
    assert not m.can_undo() and not m.view(0)["can_undo"]
    with pytest.raises(ApiError) as e:
        m.undo()
    assert e.value.code == "no_undo"


def test_undo_of_an_action_that_reveals_nothing_stays_possible() -> None:
    """The control for the rules above: a commit tells nothing hidden and can be taken back."""
    m = scenario(p0={"hand": ["caminho-oculto", "guarda-da-ponte"]}, phase="planejamento")
    card = m.uid(0, "hand", 0)
    act(m, "commit", card=card)
    assert m.can_undo() and m.view(0)["can_undo"]
    m.undo()
    assert card in m.state.players[0].hand


def test_undo_refused_after_a_draw() -> None:
    """R5.3 / R16.7: a draw shows the top of the deck."""
    m = scenario(p0={"hand": ["leitura-da-trama"], "essence": {"conhecimento": 2}}, phase="planejamento")
    act(m, "play", card=m.uid(0, "hand", 0))
    assert any(e[0] == "draw" for e in m.state.log)
    assert not m.can_undo()


def test_undo_refused_after_fatigue() -> None:
    """R5.3: a draw from an empty deck (fatigue) is not taken back either."""
    m = scenario(p0={"hand": ["leitura-da-trama"], "essence": {"conhecimento": 2}, "deck": []},
                 phase="planejamento")
    act(m, "play", card=m.uid(0, "hand", 0))
    assert any(e[0] == "fatigue" for e in m.state.log)
    assert not m.can_undo()


def test_undo_refused_once_the_rival_has_decided() -> None:
    """With always_ask the rival decides in its window: undo is refused for the explorer too."""
    m = _explore_into_a_silent_rival(always_ask=True)
    while m.decision()["seat"] == 0:
        act(m, "pass_window")
    act(m, "pass_window")                               # the rival's own choice
    assert not m.can_undo()


# ---- the AI's move in an ai_move reply (issue 21, R16.7, docs/security.md) ----

ARCHON_HIDING = "archon-hiding"       # the match archon_hiding.hiding_seed() finds (an archived, unseen card)
AI_MATCHES = [
    ARCHON_HIDING,
    {"ruleset": "archon", "seed": 80011, "players": [{"deck_seed": 80011}, {"deck_seed": 80012}]},
    {"seed": 80005, "players": [{"suggested": "ordem-ruina"}, {"suggested": "conhecimento-instinto"}]},
    {"seed": 80006, "players": [{"suggested": "ordem-conhecimento"}, {"suggested": "ruina-instinto"}]},
]
HUMAN = 0


def _hidden_uids(seat: int) -> set[int]:
    """Cards the seat may not see in the bridge's match now: every deck, the rival's hand, archives (Archon)
    and reserve of Locations (EIDOLON)."""
    s = bridge._match.state                        # type: ignore[union-attr]
    mine, rival = s.players[seat], s.players[1 - seat]
    out = set(mine.deck) | set(rival.deck) | set(rival.hand)
    for zone in ("archives", "reserve"):
        out |= set(getattr(rival, zone, ()))
    return out


def _named_uids(reply: object) -> set[int]:
    """Every uid a reply shows as a card reference ({"uid": n, ...})."""
    if isinstance(reply, dict):
        own = {reply["uid"]} if isinstance(reply.get("uid"), int) else set()
        return own.union(*(_named_uids(v) for v in reply.values()))
    if isinstance(reply, list):
        return set().union(*(_named_uids(v) for v in reply))
    return set()


def _call(req: dict) -> dict:
    out = json.loads(bridge.handle(json.dumps(req)))
    assert out["ok"], out
    return out["result"]


@pytest.mark.parametrize("config", AI_MATCHES,
                         ids=lambda c: c if isinstance(c, str) else f"{c.get('ruleset', 'eidolon')}-{c['seed']}")
def test_ai_move_replies_name_no_card_hidden_from_the_asking_seat(config: dict | str) -> None:
    """R16.7, K65, K85: AI against AI through bridge.handle, the human seat asking every reply; after each move
    neither the AI's action nor any card reference in the reply names a card hidden from that seat (the AI's
    hand, archives or reserve, any deck). The archon-hiding match (tests/archon_hiding.py: its seed is searched)
    archives a card unseen by the asking seat. A flank, an order or a mode ("Choose one") names no card by its
    target."""
    hiding = config == ARCHON_HIDING
    if isinstance(config, str):
        config = archon_hiding.config(archon_hiding.hiding_seed())
    view = _call({"op": "new_game", "config": config, "seat": HUMAN})
    masked = 0
    for i in range(300):
        if view["status"] != "playing":
            break
        faced = view["decision"]["kind"]
        view = _call({"op": "ai_move", "level": "iniciante", "seed": config["seed"], "seat": HUMAN, "budget_ms": 5})
        ai = view["ai"]
        hidden = _hidden_uids(HUMAN)
        leaked = _named_uids(view) & hidden
        action = ai["action"]
        fields = ("card", "target") if faced not in ("order", "flank", "mode") else ("card",)
        leaked |= {action[f] for f in fields if isinstance(action.get(f), int)} & hidden
        assert not leaked, f"move {i}: {action} names hidden cards {sorted(leaked)}"
        masked += "hidden" in action
    if hiding:
        assert masked > 0                              # the match does take hidden cards: the check is exercised
