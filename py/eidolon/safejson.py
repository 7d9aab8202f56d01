"""Strict JSON for every JSON text the product reads (bridge requests, and through them saves and
positions; deck, Master Vault, card-data, replay and results files; its own data files): the nesting depth
is checked by a cheap scan before parsing, so no parser recursion limit is ever reached (CPython raises
RecursionError, Pyodide runs out of JavaScript stack), only finite numbers are accepted (no NaN or
Infinity), and an object that names a key twice is refused (a file that says two things is not one file)."""

from __future__ import annotations

import json
import re
from typing import NoReturn

from .i18n import Bilingual, Message, both, msg

MAX_DEPTH = 64
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class JsonError(ValueError):
    """Text that is not acceptable JSON: code "bad_json", "too_deep" or "duplicate_key"; `text` is the
    catalogue message {key, args}, `message` its words in pt and en."""

    def __init__(self, code: str, key: str, **args: object) -> None:
        self.code = code
        self.text: Message = msg(key, **args)
        self.message: Bilingual = both(self.text)
        super().__init__(self.message["en"])


class _DuplicateKey(ValueError):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Do brackets outside string literals nest deeper than limit? (No recursion, no parsing.)"""
    if text.count("[") + text.count("{") <= limit:
        return False
    level = 0
    for ch in _NOT_BRACKET.sub("", _STRING.sub('""', text)):
        if ch in "[{":
            level += 1
            if level > limit:
                return True
        else:
            level -= 1
    return False


def _constant(name: str) -> NoReturn:
    raise ValueError(f"non-finite number {name}")


def _finite(text: str) -> float:
    x = float(text)
    if x in (float("inf"), float("-inf")):
        raise ValueError("non-finite number")
    return x


def _unique(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """An object's members as a dict, refusing a key given twice (the plain reader keeps the last)."""
    out = dict(pairs)
    if len(out) < len(pairs):
        seen: set[str] = set()
        for name, _ in pairs:
            if name in seen:
                raise _DuplicateKey(name)
            seen.add(name)
    return out


# One decoder for every call (json.loads with options would build a new one each time).
_DECODER = json.JSONDecoder(parse_constant=_constant, parse_float=_finite, object_pairs_hook=_unique)


def shown_key(name: str) -> str:
    """A key as a refusal quotes it: escaped (no control characters or lone surrogates), cut at 40."""
    text = json.dumps(name)
    return text if len(text) <= 40 else text[:40] + "…"


def loads(text: str, limit: int = MAX_DEPTH) -> object:
    """Parse text, refusing nesting deeper than limit, NaN, Infinity, out-of-range numbers and an object
    with a key given twice (the value is untrusted: `object`, for the caller to check)."""
    if not isinstance(text, str):
        raise JsonError("bad_json", "json.not_text")
    if too_deep(text, limit):
        raise JsonError("too_deep", "json.too_deep", limit=limit)
    try:
        return _DECODER.decode(text)
    except json.JSONDecodeError as e:
        raise JsonError("bad_json", "json.invalid", line=e.lineno, column=e.colno) from None
    except _DuplicateKey as e:
        raise JsonError("duplicate_key", "json.duplicate_key", name=shown_key(e.name)) from None
    except (ValueError, RecursionError):
        raise JsonError("bad_json", "json.number") from None


# One encoder for every call, as for reading (json.dumps with options builds a new one each time).
_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False)


def dumps(value: object) -> str:
    """Strict JSON out (ValueError on NaN or Infinity); lone surrogates are written as escapes."""
    out = _ENCODER.encode(value)
    try:
        out.encode("utf-8")
    except UnicodeEncodeError:
        out = json.dumps(value, allow_nan=False)
    return out
