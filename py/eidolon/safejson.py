"""Strict JSON for untrusted text (bridge requests, deck files): the nesting depth is checked by a cheap
scan before parsing, so no parser recursion limit is ever reached (CPython raises RecursionError, Pyodide
runs out of JavaScript stack), and only finite numbers are accepted (no NaN or Infinity)."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from .i18n import Bilingual

MAX_DEPTH = 64
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class JsonError(ValueError):
    """Text that is not acceptable JSON: code "bad_json" or "too_deep", message in pt and en."""

    def __init__(self, code: str, pt: str, en: str) -> None:
        super().__init__(en)
        self.code = code
        self.message: Bilingual = {"pt": pt, "en": en}


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


def loads(text: str, limit: int = MAX_DEPTH) -> object:
    """Parse text, refusing nesting deeper than limit, NaN, Infinity and out-of-range numbers (the value is
    untrusted: `object`, for the caller to check)."""
    if not isinstance(text, str):
        raise JsonError("bad_json", "Envie o JSON como texto.", "Send the JSON as text.")
    if too_deep(text, limit):
        raise JsonError("too_deep", f"JSON aninhado demais (mais de {limit} níveis).",
                        f"JSON nested too deep (more than {limit} levels).")
    try:
        return json.loads(text, parse_constant=_constant, parse_float=_finite)
    except json.JSONDecodeError as e:
        raise JsonError("bad_json", f"JSON inválido (linha {e.lineno}, coluna {e.colno}).",
                        f"Invalid JSON (line {e.lineno}, column {e.colno}).") from None
    except (ValueError, RecursionError):
        raise JsonError("bad_json", "JSON inválido: um número não finito ou grande demais.",
                        "Invalid JSON: a number that is not finite or too large.") from None


def dumps(value: object) -> str:
    """Strict JSON out (ValueError on NaN or Infinity); lone surrogates are written as escapes."""
    out = json.dumps(value, ensure_ascii=False, allow_nan=False)
    try:
        out.encode("utf-8")
    except UnicodeEncodeError:
        out = json.dumps(value, allow_nan=False)
    return out
