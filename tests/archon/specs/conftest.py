"""The per-title specs import `archonkit` from tests/archon as the other Archon tests do: pytest's default
("prepend") import mode puts only this folder on sys.path, so the parent folder is added here."""

from __future__ import annotations

import sys
from pathlib import Path

ARCHON_TESTS = str(Path(__file__).resolve().parent.parent)
if ARCHON_TESTS not in sys.path:
    sys.path.insert(0, ARCHON_TESTS)
