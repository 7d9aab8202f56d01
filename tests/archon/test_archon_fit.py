"""The Archon table's card fitting (static/rulesets/archon/fit.mjs, issue 23): whatever the cards of a battleline
and its artifacts, the layout `fitCards` chooses fits the region's width, so no card is cut at its edge (a player
never scrolls the table). Run in Node on the page's own module (pure: it reads no DOM)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")

CHECK = """
const { fitCards, GAP } = await import(process.argv[2]);
const LINE = { maxRows: 3, minWidth: 44, maxWidth: 168, minStep: 0.5, fanPenalty: 0.5 };
const GROUP_GAP = 22;
const bad = [];
let fanned = 0;
for (let width = 300; width <= 1900; width += 37) for (const height of [70, 100, 160, 260, 420])
  for (let line = 0; line <= 16; line++) for (let artifacts = 0; artifacts <= 4; artifacts++) {
    const groups = [{ count: line, weight: line }, { count: artifacts, weight: artifacts }];
    const fit = fitCards(width, height, groups, LINE);
    let total = 0;
    fit.cols.forEach((c, i) => { if (c) total += (c - 1) * fit.step[i] + fit.width; });
    total += (fit.cols.filter((c) => c).length - 1) * GROUP_GAP;
    fanned += fit.fanned ? 1 : 0;
    if (total > width + 0.5) bad.push({ width, height, line, artifacts, fit, total });
  }
console.log(JSON.stringify({ bad: bad.slice(0, 5), count: bad.length, fanned }));
"""


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_K41_a_battleline_and_its_artifacts_fit_the_width_fanned_or_not(tmp_path: Path) -> None:
    """K41: creatures in the battleline and artifacts beside it, from none to 16 and 4, in regions of every size:
    the chosen layout is no wider than its region, fanned (a group of several cards overlapping) or flat; a
    lone artifact beside a fanned line takes a whole card (before, the line overflowed by its share)."""
    script = tmp_path / "fit.mjs"
    script.write_text(CHECK)
    run = subprocess.run([NODE, str(script), str(ROOT / "static" / "rulesets" / "archon" / "fit.mjs")],
                         capture_output=True, text=True, timeout=120, check=True)
    out = json.loads(run.stdout)
    assert out["fanned"] > 100                      # the check reaches the fanned layouts
    assert out["count"] == 0, out["bad"]
