"""Errors the rules core raises to its callers, whatever the ruleset."""

from __future__ import annotations


class IllegalAction(ValueError):
    """The action is not among the legal actions of the pending decision."""


class PositionError(ValueError):
    """A position that cannot be loaded, with the reason (details: for the console, never shown to players)."""

    def __init__(self, message: str, details: str | None = None) -> None:
        super().__init__(message)
        self.details = details
