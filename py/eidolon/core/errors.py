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
    """A refused call: code is stable, message is {"pt": ..., "en": ...}; `text`, when the refusal is worded
    by the catalogues (`ApiError.of`), is the structured message {key, args} a reader renders itself."""

    def __init__(self, code: str, pt: str, en: str, details: Any = None) -> None:
        super().__init__(en)
        self.code = code
        self.message = {"pt": pt, "en": en}
        self.details = details
        self.text: dict[str, Any] | None = None

    @classmethod
    def of(cls, code: str, key: str, details: Any = None, **args: Any) -> ApiError:
        """A refusal worded by the catalogue key `key` with `args` (docs/api.md, "Messages")."""
        from ..i18n import both, msg
        text = msg(key, **args)
        words = both(text)
        e = cls(code, words["pt"], words["en"], details)
        e.text = text
        return e

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.text is not None:
            out.update(self.text)
        if self.details is not None:
            out["details"] = self.details
        return out
