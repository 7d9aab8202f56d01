"""The single file (site/eidolon.html, issue 15) opened from disk in Firefox: Debian's firefox-esr, headless,
a fresh profile, driven over WebDriver BiDi by tests/firefox/single_file.mjs (puppeteer-core, which
downloads no browser). The script plays and reports; this test judges the report."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from eidolon.api import Match

import build_site

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
FIREFOX = "/usr/bin/firefox-esr"
DRIVER = ROOT / "tests" / "firefox" / "single_file.mjs"


def run_firefox(url: str, *args: str, timeout: int = 900) -> dict:
    """Run the driver on a file: URL and return its JSON report."""
    if not Path(FIREFOX).exists():
        pytest.fail("Debian firefox-esr is not installed: apt-get install -y firefox-esr (./run test does it)")
    if not shutil.which("node") or not (ROOT / "node_modules" / "puppeteer-core").is_dir():
        pytest.fail("node and the npm package puppeteer-core are needed: npm ci (./run test does it)")
    done = subprocess.run(["node", str(DRIVER), "--url", url, "--firefox", FIREFOX, *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "failure" not in report, f"stopped at {report['stage']}: {report['failure']}"
    return report


def test_the_single_file_plays_a_hotseat_match_in_firefox_and_resumes_after_reload(site_dir, record_property):
    url = (site_dir / build_site.SINGLE_FILE).resolve().as_uri()
    report = run_firefox(url, "--seed", "11", "--target", "1", "--before-reload", "30")
    assert report["browser"].startswith("firefox/"), report["browser"]
    # the engine booted from the inlined runtime and the start screen is usable
    assert report["file_protocol"] == "file:" and report["screen_at_ready"] == "start"
    assert report["ready_ms"] > 0 and report["parts"]["load_pyodide"] > 0
    # Firefox boots the runtime from the engine's memory snapshot too (docs/site.md)
    assert report["parts"]["snapshot"] is True, report["parts"]["snapshot_refused"]
    record_property("firefox_ready_ms", round(report["ready_ms"]))
    print(f"\nfirefox {report['browser']}: navigation -> eidolon:ready {report['ready_ms']:.0f} ms "
          f"(worker boot starts {report['parts']['worker_start']:.0f}, loadPyodide {report['parts']['load_pyodide']:.0f}, "
          f"bridge import {report['parts']['import_bridge']:.0f} ms); after reload {report['ready_after_reload_ms']:.0f} ms; "
          f"{report['steps_before_reload'] + report['steps_after_reload']} steps played in {report['play_ms'] / 1000:.1f} s")
    # the file-origin notice, in both languages, only above the start screen
    note = report["note"]
    assert note["visible"] and "file:" in note["pt"] and "http:" in note["pt"]
    assert "Game opened as a file" in note["en"]
    assert not note["visible_in_match"]
    # the match was saved in the file's localStorage and resumed after the reload, where it was
    before, after = report["before_reload"], report["after_reload"]
    assert report["steps_before_reload"] == 30 and before["screen"] == "table"
    assert report["screen_after_reload"] == "handoff"
    assert after["hash"] == before["hash"] and after["save"] == before["save"]
    # played by clicking to its end; Pyodide in Firefox agrees with CPython on the final state
    assert report["screen_at_end"] == "end", f"no end after {report['steps_after_reload']} more steps"
    save = report["final_save"]
    assert save["config"]["seed"] == 11 and len(save["actions"]) > len(before["save"]["actions"])
    m = Match.load(save)
    assert m.decision() is None
    assert report["bridge_hash"] == m.state_hash()
    # nothing but the file itself and blob:/data: URLs was requested, by the page or its worker; the
    # recording does see a foreign request (the probes), and no error reached the console
    assert report["probe_seen"]
    assert report["outside"] == [], report["outside"]
    assert report["errors"] == [], report["errors"]


def test_the_single_file_runs_the_ai_rules_builder_and_match_files_in_firefox(site_dir):
    url = (site_dir / build_site.SINGLE_FILE).resolve().as_uri()
    report = run_firefox(url, "--scenario", "extras")
    # against the AI: its moves are computed in the worker, then the human's turn is offered again
    assert report["ai"]["moved"] and report["ai"]["screen"] == "table" and report["ai"]["offered"] > 0
    # the rules reference (an inlined JSON) and the builder (its inlined stylesheet, from a blob: URL)
    assert report["rules_ready"] and report["builder_stylesheet"]
    # the stored AI match exported (a download), the storage emptied, the file imported and resumed where it was
    exported = report["exported"]
    assert report["exported_name"].startswith("eidolon-") and report["exported_name"].endswith(".json")
    assert {k: v for k, v in exported.items() if k != "play"} == report["stored_save"]
    assert exported["play"]["mode"] == "ai"
    assert report["saves_after_clear"] == 0 and report["imported"]
    assert report["imported_screen"] == "table"
    assert report["imported_hash"] == Match.load(report["stored_save"]).state_hash()
    assert report["probe_seen"]
    assert report["outside"] == [], report["outside"]
    assert report["errors"] == [], report["errors"]
