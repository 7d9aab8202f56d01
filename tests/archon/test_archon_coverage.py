"""Issue 13's audit: every rule ID of ARCHON-RULES.md (K1..K96) is cited by at least one test under
tests/archon/ (in a test name or docstring or comment), so a rule without a test fails here by name."""

from __future__ import annotations

import re
from pathlib import Path

from shared_docs import shared_file, shared_or_skip

HERE = Path(__file__).resolve().parent


KNOWN = [f"K{i}" for i in range(1, 97)]      # the digest's stable IDs, for a checkout without shared/


def rule_ids() -> list[str]:
    """The IDs the digest defines (its bold `**Kn**` entries), in order; KNOWN when the digest is absent."""
    src = shared_file("ARCHON-RULES.md")
    if src is None:
        return KNOWN
    return sorted(set(re.findall(r"\*\*(K\d+)\*\*", src.read_text(encoding="utf-8"))), key=lambda k: int(k[1:]))


def cited_ids() -> set[str]:
    """Every Kn written in a test file of this folder (word-bounded: K1 does not count as K10)."""
    out: set[str] = set()
    for f in HERE.glob("test_*.py"):
        if f.name == Path(__file__).name:
            continue
        out.update(re.findall(r"(?<![A-Za-z0-9])(K\d+)(?!\d)", f.read_text(encoding="utf-8")))
    return out


def test_the_digest_has_the_96_rules() -> None:
    shared_or_skip("ARCHON-RULES.md")
    assert rule_ids() == KNOWN


def test_every_rule_id_is_cited_by_a_test() -> None:
    missing = [k for k in rule_ids() if k not in cited_ids()]
    assert not missing, f"rules with no test citing them: {', '.join(missing)}"
