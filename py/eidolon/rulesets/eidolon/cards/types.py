"""Natureza and Vocação types (R2.3): one identity per type, with its pt names by grammatical gender and its
en name (data/types.json). Cards name types by identifier; Location affinity compares identifiers (R9.5)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from .... import safejson
from .model import CardDef, CardError

CLASSIFICATIONS = ("natureza", "vocacao")
GENDERS = ("m", "f")


@dataclass(frozen=True)
class TypeDef:
    """A Natureza or Vocação: its identifier, classification and display names."""

    id: str
    classification: str
    pt: str                           # the masculine (or only) form
    pt_f: str                         # the feminine form ("" when the word does not change)
    en: str

    def name(self, lang: str, gender: str = "m") -> str:
        """The display name in pt or en, in the card's grammatical gender (pt only inflects)."""
        if lang == "en":
            return self.en
        return self.pt_f if gender == "f" and self.pt_f else self.pt


def parse_types(data: Any) -> dict[str, TypeDef]:
    """Check the type list and index it by identifier (identifiers are unique across both classifications)."""
    if not isinstance(data, dict) or set(data) != set(CLASSIFICATIONS):
        raise CardError(f"the type list needs exactly {list(CLASSIFICATIONS)}")
    out: dict[str, TypeDef] = {}
    for cls in CLASSIFICATIONS:
        for t in data[cls]:
            tid = t.get("id") if isinstance(t, dict) else None
            ok = (isinstance(tid, str) and tid == tid.lower() and tid.replace("-", "").isalpha()
                  and set(t) <= {"id", "pt", "pt_f", "en"}
                  and all(isinstance(t.get(k), str) and t[k] for k in ("pt", "en"))
                  and isinstance(t.get("pt_f", ""), str))
            if not ok or not isinstance(tid, str):
                raise CardError(f"type {tid!r}: needs an id and non-empty pt and en names")
            if tid in out:
                raise CardError(f"type {tid!r}: defined twice")
            out[tid] = TypeDef(tid, cls, t["pt"], t.get("pt_f", ""), t["en"])
    return out


@lru_cache(maxsize=1)
def load_types() -> dict[str, TypeDef]:
    """The shipped type list, identifier -> definition."""
    data = resources.files("eidolon").joinpath("data/types.json").read_text(encoding="utf-8")
    return parse_types(safejson.loads(data))


def type_names(card: CardDef, lang: str) -> list[str]:
    """The card's Natureza then Vocação names as printed in lang (pt in the card's gender)."""
    types = load_types()
    return [types[t].name(lang, card.gender) for t in card.natureza + card.vocacao]
