"""Issue 24: one spec per title. Every house of the collection has its spec file, test_spec_<house>.py, with a
`test_<title id>` for each title of the house's card file."""

from __future__ import annotations

import importlib

import pytest
from eidolon.rulesets.archon.cards import HOUSES
from speckit import missing_specs


@pytest.mark.parametrize("house", HOUSES)
def test_every_title_of_the_house_has_its_spec(house: str) -> None:
    module = importlib.import_module(f"test_spec_{house}")
    assert missing_specs(house, vars(module)) == []
