"""Deck codes of any ruleset (docs/builder.md, "Deck codes"): a deck as a short text to copy and paste, or
to put in a link (`#deck=<code>`). Each ruleset writes its own payload with the helpers here; this module
only frames it: `<TAG><version>.<base64url(payload + checksum)>`. The checksum (CRC-32 of the tag, the
version and the payload) catches a code cut short or mistyped; every refusal is a DeckFileError in pt and
en with the place "code".

Cards are named by a 3-byte digest of their id, not by a catalogue index, so a code keeps naming the same
cards when cards are added; a card the catalogue does not have is refused by name ("unknown card")."""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import zlib
from collections.abc import Iterable

from .deckfile import DeckFileError

MAX_CODE = 4096                    # characters a code may have (a 99-title deck is far below)
CODE = re.compile(r"([A-Z]{3})([0-9]{1,3})\.([A-Za-z0-9_-]+)")
CARD_BYTES = 3
WHERE = "code"


def _crc(head: str, payload: bytes) -> bytes:
    return zlib.crc32(head.encode("ascii") + payload).to_bytes(4, "big")


def wrap(tag: str, version: int, payload: bytes) -> str:
    """The code of a payload."""
    head = f"{tag}{version}"
    body = base64.urlsafe_b64encode(payload + _crc(head, payload)).decode("ascii").rstrip("=")
    return f"{head}.{body}"


def strip_code(text: str) -> str:
    """The code in pasted text: spaces and line breaks dropped, and a link's `#deck=` part taken."""
    text = "".join(text.split())
    at = text.rfind("#deck=")
    return text[at + len("#deck="):] if at >= 0 else text


def looks_code(text: str) -> bool:
    """Is this text meant as a deck code (of any game) rather than a deck file?"""
    return CODE.fullmatch(strip_code(text)) is not None if len(text) <= MAX_CODE else False


def unwrap(text: str, tag: str, version: int, game: tuple[str, str]) -> tuple[int, bytes]:
    """(version, payload) of a code of this tag, reading versions 1..version; `game` names the game in pt
    and en for the refusals ("de EIDOLON", "of EIDOLON")."""
    if len(text) > MAX_CODE:
        raise DeckFileError(f"código longo demais (mais de {MAX_CODE} caracteres)",
                            f"code too long (more than {MAX_CODE} characters)", WHERE)
    m = CODE.fullmatch(strip_code(text))
    if m is None:
        raise DeckFileError(f"isto não é um código de deck {game[0]} (ele começa com {tag}{version}.)",
                            f"this is not a deck code {game[1]} (it starts with {tag}{version}.)", WHERE)
    found, v = m.group(1), int(m.group(2))
    if found != tag:
        raise OtherGame(f"é um código de deck de outro jogo ({found}…), não {game[0]}",
                        f"this is a deck code of another game ({found}…), not {game[1]}", WHERE)
    if v < 1 or v > version:
        raise DeckFileError(f"código de uma versão mais nova ({v}); esta lê até {version}",
                            f"a code of a newer version ({v}); this one reads up to {version}", WHERE)
    body = m.group(3)
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raw = b""
    payload, crc = raw[:-4], raw[-4:]
    if len(raw) < 5 or _crc(f"{found}{v}", payload) != crc:
        raise DeckFileError("o código está danificado ou incompleto (a verificação não confere): copie-o de novo, inteiro",
                            "the code is damaged or incomplete (its checksum does not match): copy it again, whole",
                            WHERE)
    return v, payload


class OtherGame(DeckFileError):
    """A well-formed code of another game's tag (the page then asks the other game)."""


def broken() -> DeckFileError:
    """A code whose checksum matches but whose payload does not read (written by a faulty encoder)."""
    return DeckFileError("o código não pode ser lido (conteúdo malformado)", "the code cannot be read (malformed content)",
                         WHERE)


def card_digest(cid: str) -> bytes:
    return hashlib.sha256(cid.encode("utf-8")).digest()[:CARD_BYTES]


def digests(ids: Iterable[str]) -> dict[bytes, str]:
    """digest -> id for a catalogue's ids (a clash would be a catalogue fault: tests check there is none)."""
    return {card_digest(cid): cid for cid in ids}


class Writer:
    """A payload being written: unsigned varints, strings and card digests."""

    def __init__(self) -> None:
        self.out = bytearray()

    def uint(self, n: int) -> Writer:
        if n < 0:
            raise ValueError("negative")
        while True:
            byte, n = n & 0x7F, n >> 7
            self.out.append(byte | (0x80 if n else 0))
            if not n:
                return self

    def text(self, s: str) -> Writer:
        data = s.encode("utf-8")
        self.uint(len(data))
        self.out += data
        return self

    def card(self, cid: str) -> Writer:
        self.out += card_digest(cid)
        return self


class Reader:
    """A payload being read; any overrun or malformed field raises `broken()`."""

    def __init__(self, data: bytes, cards: dict[bytes, str]) -> None:
        self.data, self.at, self.cards = data, 0, cards

    def uint(self, limit: int = 2 ** 53) -> int:
        n = shift = 0
        while True:
            if self.at >= len(self.data) or shift > 56:
                raise broken()
            byte = self.data[self.at]
            self.at += 1
            n |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
        if n > limit:
            raise broken()
        return n

    def text(self) -> str:
        size = self.uint(MAX_CODE)
        chunk = self.data[self.at:self.at + size]
        self.at += size
        if len(chunk) != size:
            raise broken()
        try:
            return chunk.decode("utf-8")
        except UnicodeDecodeError:
            raise broken() from None

    def card(self) -> str:
        digest = self.data[self.at:self.at + CARD_BYTES]
        self.at += CARD_BYTES
        if len(digest) != CARD_BYTES:
            raise broken()
        cid = self.cards.get(digest)
        if cid is None:
            raise DeckFileError("o código cita uma carta que este catálogo não tem (um código de outra versão?)",
                                "the code names a card this catalogue does not have (a code of another version?)",
                                WHERE)
        return cid

    def end(self) -> None:
        if self.at != len(self.data):
            raise broken()
