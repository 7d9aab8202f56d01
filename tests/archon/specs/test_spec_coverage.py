"""Issue 24: one spec per title. Every house of the collection has its spec file, test_spec_<house>.py, with a
`test_<title id, - as _>` for each title of the house's card file, whose docstring cites a K rule."""

from __future__ import annotations

import importlib
import re

import pytest
from eidolon.rulesets.archon.cards import HOUSES
from speckit import house_titles, missing_specs


@pytest.mark.parametrize("house", HOUSES)
def test_every_title_of_the_house_has_its_spec_citing_a_rule(house: str) -> None:
    module = importlib.import_module(f"test_spec_{house}")
    assert missing_specs(house, vars(module)) == []
    specs = [getattr(module, "test_" + cid.replace("-", "_")) for cid in house_titles(house)]
    assert len(specs) >= 36
    assert [f.__name__ for f in specs if not re.search(r"\bK\d+\b", f.__doc__ or "")] == []
