"""Rulesets: each game's rules behind one interface (see docs/rulesets.md)."""
