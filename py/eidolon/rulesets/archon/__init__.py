"""Archon mode: KeyForge's core rules (ARCHON-RULES.md, K1-K96) as a second ruleset, with original cards
(docs/archon.md). `ruleset.py` holds the object registered as "archon"."""
