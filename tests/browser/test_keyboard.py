"""Keyboard play on the table (issue 12): a whole hotseat match played by keyboard only, with the key
presses per action counted; the shortcuts; the focus after an action (a double Enter no longer skips
a phase); the first-match hints; every control of the table still reachable by Tab."""
from __future__ import annotations

import statistics

import pytest
from conftest import (
    offered_actions,
    open_site,
    renders,
    screen,
    start_match,
    stored_save,
    wait_render,
)

pytestmark = pytest.mark.browser

# Where a key press could move the focus to (keys.mjs ring) and where it is now.
RING = """async (choosing) => {
  const k = await import("./static/table/keys.mjs");
  const root = document.getElementById("screen-table");
  const list = k.ring(root, choosing);
  const key = (e) => e.dataset.uid != null ? "uid:" + e.dataset.uid : "key:" + (e.dataset.key || e.dataset.order || e.id);
  return { ring: list.map(key), at: list.indexOf(document.activeElement),
           focus: document.activeElement ? key(document.activeElement) : null,
           hand: [...root.querySelectorAll(".hand .hand-cards .card")].map((e) => e.dataset.uid) };
}"""

FOCUS = """() => { const e = document.activeElement;
  return { uid: e?.dataset?.uid ?? null, type: e?.dataset?.type ?? null, id: e?.id || null,
           cls: e?.className || "", tag: e?.tagName || "" }; }"""

# Keys used by the driver for one action, the handoff's Enter not counted (it is the handoff's own).
MAX_ACTIONS = 600


class Keyboard:
    """Plays the offered actions by keyboard only, counting the key presses of each."""

    def __init__(self, page):
        self.page = page
        self.presses = 0

    def press(self, key: str):
        self.page.keyboard.press(key)
        self.presses += 1

    def focus_to(self, wanted: str, choosing: bool, hand_ok: bool = True):
        """Press arrows (or a digit for a hand card) until the control `wanted` ("uid:7") has the focus."""
        for _ in range(40):
            r = self.page.evaluate(RING, choosing)
            if r["focus"] == wanted:
                return
            assert wanted in r["ring"], (wanted, r)
            target = r["ring"].index(wanted)
            n = len(r["ring"])
            ahead = (target - r["at"]) % n if r["at"] >= 0 else target + 1
            behind = (r["at"] - target) % n if r["at"] >= 0 else n - target
            uid = wanted.removeprefix("uid:")
            digit = r["hand"].index(uid) + 1 if hand_ok and not choosing and uid in r["hand"][:9] else None
            if digit is not None and min(ahead, behind) > 1:
                self.press(str(digit))
            elif ahead <= behind:
                self.press("ArrowRight")
            else:
                self.press("ArrowLeft")
        raise AssertionError(f"focus never reached {wanted}")

    def take(self, a: dict) -> int:
        """Take the offered action `a` by keyboard; returns the key presses it took."""
        page, start = self.page, self.presses
        kind, card, target = a["type"], a.get("card"), a.get("target")
        before = renders(page)
        if kind in ("end_phase", "let_pass", "pass_window"):
            self.press("e")
        elif kind == "order":
            src = a.get("source")
            lit = src is not None and page.locator(f'#screen-table [data-uid="{src}"].order-source').count()
            self.focus_to(f"uid:{src}" if lit else f"key:{a['order']}", False)
            self.press("Enter")
        elif kind == "choose":
            self.focus_to(f"uid:{target}", False)
            self.press("Enter")
        elif kind in ("pick", "intercept", "discard"):
            self.focus_to(f"uid:{card}", False)
            self.press("Enter")
        else:
            self.focus_to(f"uid:{card}", False)
            self.press("Enter")
            if page.locator(f'#screen-table .board [data-uid="{card}"].selected').count():
                if kind == "attack":
                    rival = page.get_attribute(".player-area.rival .card.desbravador", "data-uid")
                    self.focus_to(f"uid:{rival}", True)
                elif target is not None and kind != "reerguer":
                    self.focus_to(f"uid:{target}", True)
                else:
                    key = page.get_attribute(f'.action-bar .selection button[data-type="{kind}"]', "data-key")
                    self.focus_to(f"key:{key}", True)
                self.press("Enter")
        wait_render(page, before)
        return self.presses - start


PREFER = ("pick", "explore", "attack", "commit", "play", "let_pass", "pass_window", "order", "choose", "discard",
          "end_phase")


def play_by_keyboard(page, prefer=PREFER, stop=lambda page: False) -> tuple[list[tuple[str, int]], int]:
    """Play until the end screen (or `stop`) by keyboard only: [(action type, presses)], handoff Enters."""
    kb = Keyboard(page)
    per_action: list[tuple[str, int]] = []
    handoffs = 0
    for _ in range(MAX_ACTIONS):
        current = screen(page)
        if current == "end" or stop(page):
            return per_action, handoffs
        if current == "handoff":
            assert page.evaluate("document.activeElement.id") == "handoff-confirm"
            before = renders(page)
            page.keyboard.press("Enter")
            handoffs += 1
            wait_render(page, before)
            continue
        assert current == "table", current
        acts = offered_actions(page)
        assert acts, "the table offers no action"
        chosen = next((a for k in prefer for a in acts if a["type"] == k), acts[0])
        taken = len(stored_save(page)["actions"])
        n = kb.take(chosen)
        save = stored_save(page)
        assert len(save["actions"]) == taken + 1 and save["actions"][-1]["type"] == chosen["type"], (chosen, save["actions"][-1])
        per_action.append((chosen["type"], n))
    raise AssertionError("no end")


def test_a_whole_hotseat_match_by_keyboard_only(page, guard, server):
    """Issue 12: a fixed-seed hotseat match played to the end screen with the keyboard only, a few key
    presses per action (figures in docs/site.md, "Keyboard")."""
    open_site(page, server.url + "?anim=off")
    start_match(page, seed=11, target=1)
    per_action, handoffs = play_by_keyboard(page)
    assert screen(page) == "end"
    counts = [n for _, n in per_action]
    by_type: dict[str, list[int]] = {}
    for kind, n in per_action:
        by_type.setdefault(kind, []).append(n)
    summary = {k: (len(v), statistics.median(v), max(v)) for k, v in sorted(by_type.items())}
    print(f"\nkeyboard: {len(counts)} actions, {sum(counts)} presses, median {statistics.median(counts)}, "
          f"max {max(counts)}, handoffs {handoffs}; by type (n, median, max): {summary}")
    assert {"commit", "explore", "end_phase"} <= set(by_type), summary
    assert statistics.median(counts) <= 2 and max(counts) <= 8, summary
    assert guard.errors == []
