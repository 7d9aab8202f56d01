"""Plumbing shared by every ruleset: the seeded generator, errors, and position JSON checks and hashing."""
