"""Reading positions safely: checked JSON values with short reasons, and the state hash of a position."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from typing import Any, TypeGuard

from .errors import PositionError


def need(cond: bool, msg: str) -> None:
    """Refuse the position with msg unless cond holds."""
    if not cond:
        raise PositionError(msg)


def shown(x: Any) -> str:
    """A refused value as a message quotes it: repr, cut at 40 characters."""
    text = repr(x)
    return text if len(text) <= 40 else text[:40] + "…"


def fields(obj: Any, names: tuple[str, ...], what: str, optional: tuple[str, ...] = ()) -> None:
    """obj is an object with exactly these fields (the optional ones may be absent)."""
    need(isinstance(obj, dict), f"{what} must be an object")
    unknown = [k for k in obj if k not in names]
    need(not unknown, f"{what}: unknown field {shown(unknown[0]) if unknown else ''}")
    missing = [k for k in names if k not in obj and k not in optional]
    need(not missing, f"{what}: field {missing[0] if missing else ''!r} missing")


def is_int(v: object) -> TypeGuard[int]:
    """A whole number (an int that is not a bool)."""
    return isinstance(v, int) and not isinstance(v, bool)


def ints(v: Any, what: str, lo: int | None = None, hi: int | None = None, size: int | None = None,
         most: int | None = None) -> list[int]:
    """A list of whole numbers, each in lo..hi, of the given size (or at most `most` entries)."""
    need(isinstance(v, list), f"{what} must be a list of whole numbers")
    need(size is None or len(v) == size, f"{what} must have {size} entries")
    need(most is None or len(v) <= most, f"{what}: more than {most} entries")
    need(all(is_int(x) for x in v), f"{what} must be a list of whole numbers")
    need(all((lo is None or x >= lo) and (hi is None or x <= hi) for x in v), f"{what}: a number out of range")
    checked: list[int] = v
    return checked


def one_int(v: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number in lo..hi."""
    return ints([v], what, lo, hi)[0]


def is_decimal(text: object, most: int) -> bool:
    """Plain decimal digits as the writer puts them: ASCII only, at most `most` of them, no leading zero."""
    return (isinstance(text, str) and 0 < len(text) <= most and text.isascii() and text.isdigit()
            and (text == "0" or text[0] != "0"))


def uid_key(k: str, what: str, n: int) -> int:
    """An object key naming a card: the uid in plain decimal digits."""
    need(is_decimal(k, 6), f"{what}: {shown(k)} is not a card number")
    return one_int(int(k), what, 0, n - 1)


MAX_NAME = 60                 # characters of a deck name (deck files, the builder, Archon's configs and positions)
NAME_FORBIDDEN = "<>"


def name_fault(name: object, most: int) -> str | None:
    """Why a deck or player name cannot be shown ("empty", "long", "chars": < > or a control character or a
    lone surrogate), or None when it is fine."""
    if not isinstance(name, str) or not name.strip():
        return "empty"
    if len(name) > most:
        return "long"
    if any(ch in NAME_FORBIDDEN or unicodedata.category(ch) in ("Cc", "Cs") for ch in name):
        return "chars"
    return None


def cut(v: Any) -> Any:
    """A value from the input as a message shows it: strings cut at 40 characters."""
    return v[:40] + "…" if isinstance(v, str) and len(v) > 40 else v


def lists(x: Any) -> Any:
    """Tuples (nested) as JSON lists."""
    if isinstance(x, (tuple, list)):
        return [lists(v) for v in x]
    return x


def tuples(x: Any) -> Any:
    """JSON lists (nested) as tuples."""
    if isinstance(x, list):
        return tuple(tuples(v) for v in x)
    return x


def json_hash(obj: Any) -> str:
    """16 hex digits of the SHA-256 of obj's canonical JSON (equal values, equal hashes)."""
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]
