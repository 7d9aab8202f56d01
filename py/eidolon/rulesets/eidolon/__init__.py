"""EIDOLON's rules (RULES.md): state, turn structure, actions, effects, positions and deck legality."""
