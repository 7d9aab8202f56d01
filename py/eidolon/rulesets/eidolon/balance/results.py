"""Reading results files (JSON lines) with precise errors, and the decks a tournament plays."""

from __future__ import annotations

import errno
import os
from typing import Any

from .... import safejson
from ....deckfile import DeckFileError, where_text
from ....i18n import both
from ..cards.catalog import load_suggested_decks
from ..decks import parse_any
from .play import Decklist

FORMAT = "eidolon-balance"
VERSION = 1
GAME_KEYS = ("i", "seed", "decks", "agents", "setup", "first", "winner", "reason", "turns", "cards")


class BalanceError(ValueError):
    """A tournament that cannot run or a results file that cannot be read (pt and en messages)."""

    def __init__(self, pt: str, en: str) -> None:
        super().__init__(en)
        self.message = {"pt": pt, "en": en}


def _bad(no: int, pt: str, en: str) -> BalanceError:
    return BalanceError(f"linha {no}: {pt}", f"line {no}: {en}")


# Why a file cannot be read, in words of each language (the system's own text is English only).
OS_REASONS = {errno.ENOENT: ("o arquivo não existe", "no such file"),
              errno.EACCES: ("sem permissão de leitura", "permission denied"),
              errno.EISDIR: ("é uma pasta, não um arquivo", "it is a folder, not a file")}


def _unreadable(path: str, e: OSError) -> BalanceError:
    pt, en = OS_REASONS.get(e.errno or 0, (f"erro do sistema {e.errno}", e.strerror or f"system error {e.errno}"))
    return BalanceError(f"não foi possível ler {path}: {pt}", f"cannot read {path}: {en}")


def _record(raw: bytes) -> object:
    """One line's JSON value (safejson: no duplicate key, NaN or deep nesting); ValueError when it is not."""
    return safejson.loads(raw.decode("utf-8"))


def _is_json(raw: bytes) -> bool:
    """Is the line whole JSON? (A duplicate key or a deep nesting is whole, and refused when read.)"""
    try:
        _record(raw)
    except safejson.JsonError as e:
        return e.code != "bad_json"
    except ValueError:
        return False
    return True


def parse_lines(data: str | bytes, allow_torn_tail: bool = False) -> tuple[dict[str, Any], list[dict[str, Any]], int]:
    """(header, games, bytes of the complete prefix). The first line must be a tournament header and
    the games must follow in index order; with allow_torn_tail a last line that is cut short (no
    newline, not JSON: an interrupted or ongoing write) is left out instead of refused."""
    if isinstance(data, str):
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError:            # a lone surrogate: text no file can hold
            raise BalanceError("o arquivo não é texto UTF-8 válido", "the file is not valid UTF-8 text") from None
    lines = data.split(b"\n")
    tail = lines.pop()                       # after the last newline: "" for a complete file
    if tail.strip() and not (allow_torn_tail and not _is_json(tail)):
        lines.append(tail)
    if not lines or not lines[0].strip():
        raise BalanceError("arquivo de resultados vazio", "empty results file")
    header: dict[str, Any] | None = None
    games: list[dict[str, Any]] = []
    good = 0
    for no, raw in enumerate(lines, 1):
        try:
            rec = _record(raw)
        except safejson.JsonError as e:
            if e.code == "bad_json":
                raise _bad(no, "não é JSON válido", "not valid JSON") from None
            raise _bad(no, e.message["pt"].rstrip("."), e.message["en"].rstrip(".")) from None
        except ValueError:                    # UnicodeDecodeError
            raise _bad(no, "não é texto UTF-8 válido", "not valid UTF-8 text") from None
        if not isinstance(rec, dict):
            raise _bad(no, "esperado um objeto JSON", "expected a JSON object")
        if header is None:
            if rec.get("type") != "tournament" or rec.get("format") != FORMAT:
                raise _bad(no, "não é um arquivo de resultados do laboratório de balanceamento",
                           "not a balance lab results file (no tournament header)")
            if not isinstance(rec.get("version"), int) or rec["version"] > VERSION:
                raise _bad(no, f"versão {rec.get('version')!r} não suportada (esta lê até {VERSION})",
                           f"unsupported version {rec.get('version')!r} (this one reads up to {VERSION})")
            for k, kind in (("decks", dict), ("setups", list), ("seed", int), ("target", int), ("mirrors", bool)):
                if not isinstance(rec.get(k), kind):
                    raise _bad(no, f"cabeçalho sem o campo {k!r}", f"header lacks the field {k!r}")
            header = rec
        else:
            if rec.get("type") != "game":
                raise _bad(no, "esperada uma partida", "expected a game record")
            missing = [k for k in GAME_KEYS if k not in rec]
            if missing:
                raise _bad(no, f"partida sem os campos {missing}", f"game lacks the fields {missing}")
            if rec["i"] != len(games):
                raise _bad(no, f"partida {rec['i']!r} fora de ordem (esperada {len(games)})",
                           f"game {rec['i']!r} out of order (expected {len(games)})")
            if not all(d in header["decks"] for d in rec["decks"]):
                raise _bad(no, "partida com um deck que o cabeçalho não lista", "game with a deck the header lacks")
            games.append(rec)
        good += len(raw) + 1
    assert header is not None
    return header, games, min(good, len(data))


def load(path: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Header and games of a results file; BalanceError explains what is wrong."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise _unreadable(path, e) from None
    header, games, _ = parse_lines(data, allow_torn_tail=True)      # a file still being written reads too
    return header, games


# ---- decks ----

def _suggested(name: str) -> Decklist:
    d = load_suggested_decks()[name]
    return {"name": d["name"]["pt"], "desbravador": d["desbravador"], "main": dict(d["counts"]),
            "locations": list(d["locations"])}


def _deck_file_error(path: str, e: DeckFileError) -> BalanceError:
    """A refused deck file, named with the line or field at fault once: a single problem carries its place in
    `where`, several carry theirs in the joined message (where is then empty)."""
    words = {}
    for lang in ("pt", "en"):
        place = where_text(e.where, lang)
        words[lang] = f"{path}: {place}: {e.message[lang]}" if place else f"{path}: {e.message[lang]}"
    return BalanceError(words["pt"], words["en"])


def _from_file(path: str) -> tuple[str, Decklist]:
    try:
        with open(path, "rb") as f:
            deck = parse_any(f.read())
    except OSError as e:
        raise _unreadable(path, e) from None
    except DeckFileError as e:
        raise _deck_file_error(path, e) from None
    problems = deck.problems()
    if problems:
        words = [both(p) for p in problems]
        raise BalanceError(f"{path}: " + "; ".join(w["pt"] for w in words),
                           f"{path}: " + "; ".join(w["en"] for w in words))
    label = os.path.splitext(os.path.basename(path))[0]
    return label, {"name": deck.name, "desbravador": deck.desbravador, "main": dict(deck.main),
                   "locations": list(deck.locations)}


def resolve_decks(specs: list[str]) -> dict[str, Decklist]:
    """Decks by suggested id, deck file (JSON or text list) or folder of deck files; empty: all suggested."""
    suggested = load_suggested_decks()
    if not specs:
        specs = list(suggested)
    out: dict[str, Decklist] = {}

    def add(label: str, deck: Decklist) -> None:
        if label in out:
            raise BalanceError(f"deck repetido: {label}", f"deck given twice: {label}")
        out[label] = deck

    for spec in specs:
        if spec in suggested:
            add(spec, _suggested(spec))
        elif os.path.isdir(spec):
            files = sorted(f for f in os.listdir(spec) if f.endswith((".json", ".txt")))
            if not files:
                raise BalanceError(f"a pasta {spec} não tem arquivos de deck (.json ou .txt)",
                                   f"the folder {spec} has no deck files (.json or .txt)")
            for f in files:
                add(*_from_file(os.path.join(spec, f)))
        elif os.path.isfile(spec):
            add(*_from_file(spec))
        else:
            raise BalanceError(f"deck desconhecido: {spec} (nem deck sugerido, nem arquivo, nem pasta)",
                               f"unknown deck: {spec} (not a suggested deck, a file or a folder)")
    return out
