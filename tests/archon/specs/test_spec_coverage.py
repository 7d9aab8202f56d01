"""Issue 24's specs: every title of the three new houses has its own spec, `test_<id with underscores>` in
`test_spec_<house>.py`, and every spec names a title of that house (no spec left behind by a renamed card)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from eidolon.rulesets.archon.cards import HOUSES, load_cards

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("house", HOUSES[4:])
def test_every_new_title_has_a_spec_that_cites_a_rule(house: str) -> None:
    text = (HERE / f"test_spec_{house}.py").read_text(encoding="utf-8")
    specs = dict(re.findall(r'^def (test_\w+)\(\) -> None:\n    """(.*?)"""', text, re.MULTILINE | re.DOTALL))
    titles = {"test_" + c.id.replace("-", "_") for c in load_cards().values() if c.house == house}
    assert len(titles) >= 36 and set(specs) == titles, sorted(set(specs) ^ titles)
    assert all(re.search(r"\bK\d+\b", doc) for doc in specs.values()), [s for s, d in specs.items()
                                                                        if not re.search(r"\bK\d+\b", d)]
