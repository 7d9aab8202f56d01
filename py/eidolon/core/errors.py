"""Errors the rules core raises to its callers, whatever the ruleset."""

from __future__ import annotations

from typing import Required, TypedDict

from ..i18n import Bilingual, Message, both, msg


class IllegalAction(ValueError):
    """The action is not among the legal actions of the pending decision."""


class PositionError(ValueError):
    """A position that cannot be loaded, with the reason (details: for the console, never shown to players)."""

    def __init__(self, message: str, details: str | None = None) -> None:
        super().__init__(message)
        self.details = details


class ErrorJson(TypedDict, total=False):
    """A refusal as the bridge sends it (docs/api.md): code and message, the structured message's key and
    args when worded by the catalogues, details for the console."""

    code: Required[str]
    message: Required[Bilingual]
    key: str
    args: dict[str, object]
    details: object


class ApiError(ValueError):
    """A refused call: code is stable, message is {"pt": ..., "en": ...}; `text`, when the refusal is worded
    by the catalogues (`ApiError.of`), is the structured message {key, args} a reader renders itself."""

    def __init__(self, code: str, pt: str, en: str, details: object = None) -> None:
        super().__init__(en)
        self.code = code
        self.message: Bilingual = {"pt": pt, "en": en}
        self.details = details
        self.text: Message | None = None

    @classmethod
    def of(cls, code: str, key: str, details: object = None, **args: object) -> ApiError:
        """A refusal worded by the catalogue key `key` with `args` (docs/api.md, "Messages")."""
        return cls.worded(code, msg(key, **args), details)

    @classmethod
    def worded(cls, code: str, text: Message, details: object = None) -> ApiError:
        """A refusal worded by the structured message `text` (a reader's error carried over)."""
        words = both(text)
        e = cls(code, words["pt"], words["en"], details)
        e.text = text
        return e

    def to_json(self) -> ErrorJson:
        out: ErrorJson = {"code": self.code, "message": self.message}
        if self.text is not None:
            out["key"] = self.text["key"]
            if "args" in self.text:
                out["args"] = self.text["args"]
        if self.details is not None:
            out["details"] = self.details
        return out
