"""The rules engine: a deterministic state machine over plain-data states."""
