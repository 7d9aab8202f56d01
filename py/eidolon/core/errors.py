"""Errors the rules core raises to its callers, whatever the ruleset."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """The action is not among the legal actions of the pending decision."""


class PositionError(ValueError):
    """A position that cannot be loaded, with the reason (details: for the console, never shown to players)."""

    def __init__(self, message: str, details: str | None = None) -> None:
        super().__init__(message)
        self.details = details


class ApiError(ValueError):
    """A refused call: code is stable, message is {"pt": ..., "en": ...}."""

    def __init__(self, code: str, pt: str, en: str, details: Any = None) -> None:
        super().__init__(en)
        self.code = code
        self.message = {"pt": pt, "en": en}
        self.details = details

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.details is not None:
            out["details"] = self.details
        return out
