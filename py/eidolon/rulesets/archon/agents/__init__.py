"""Archon mode's AI (docs/ai.md): its levels, position evaluation, move policy and hidden-card sampler."""
