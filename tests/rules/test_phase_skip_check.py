"""R5, R16.6: a main phase with nothing but "end phase" passes by itself. The fast check the automatic
sequence uses (`_only_end_phase`) must agree with the list of offered actions in every reachable state."""

from __future__ import annotations

import random

from eidolon.api import normalize_config
from eidolon.rulesets.eidolon.actions import _main_actions, _only_end_phase, apply, legal_actions, run
from eidolon.rulesets.eidolon.cards.catalog import load_catalog, load_suggested_decks
from eidolon.rulesets.eidolon.setup import new_state
from eidolon.rulesets.eidolon.state import COMBATE, EXPLORACAO, State


def test_R5_the_phase_skip_check_agrees_with_the_offered_actions() -> None:
    cat = load_catalog()
    names = sorted(load_suggested_decks())
    rng = random.Random(7)
    checked = {EXPLORACAO: [0, 0], COMBATE: [0, 0]}
    for g in range(40):
        cfg = normalize_config({"seed": 500 + g, "players": [{"suggested": rng.choice(names)},
                                                             {"suggested": rng.choice(names)}]})
        s = new_state(cat, cfg["seed"], cfg["players"])
        run(s)
        while s.result is None:
            if s.pending is None and s.phase in (EXPLORACAO, COMBATE):
                for probe in _probes(s, rng):
                    only = len(_main_actions(probe)) == 1
                    assert _only_end_phase(probe) == only, (g, probe.phase)
                    checked[probe.phase][only] += 1
            acts = legal_actions(s)
            apply(s, acts[rng.randrange(len(acts))], check=False)
    assert min(checked[EXPLORACAO] + checked[COMBATE]) > 20, checked


def _probes(s: State, rng: random.Random) -> list[State]:
    """The state, and copies with no credits, with every creature exhausted or newly played, or with an empty
    Ermo: offered states always have an action (an "end phase only" phase passes by itself)."""
    out = [s]
    p = s.active
    for change in ("credits", "exhaust", "fresh", "ermo"):
        c = s.clone()
        pl = c.players[p]
        if change == "credits":
            pl.credits = pl.extra_credits = 0
        elif change == "ermo":
            c.ermo = [-1] * len(c.ermo)
        else:
            flags = c.exhausted if change == "exhaust" else c.fresh
            for u in pl.creatures:
                if rng.random() < 0.8:
                    flags[u] = 1
        out.append(c)
    return out
