"""The project's shared rule digests (RULES.md, ARCHON-RULES.md) are kept beside the checkout, not in it: in a
folder `shared` next to the checkout or next to one of its parent folders. Tests that read one skip without it."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def shared_file(name: str) -> Path | None:
    """`shared/<name>` in the nearest parent folder of the checkout that has it; None when none has."""
    return next((p for p in (d / "shared" / name for d in ROOT.parents) if p.is_file()), None)


def shared_or_skip(name: str) -> Path:
    """`shared/<name>`, or skip the test saying it is absent."""
    found = shared_file(name)
    if found is None:
        pytest.skip(f"shared/{name} is not beside this checkout (the project's rules digest)")
    return found
