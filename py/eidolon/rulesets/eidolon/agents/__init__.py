"""EIDOLON's AI (docs/ai.md): its levels, heuristics, position evaluation and hidden-card sampler."""
