"""Card text generated from the card data in every catalogue language (catalogue keys `archon.when.*`,
`archon.kw.*`, `archon.op.*`, `archon.target.*`): the words are the catalogues', never stored per card."""

from __future__ import annotations

import re
from typing import Any

from ... import i18n
from .cards import COUNTS, FLAGS, CardDef, Effect


def effect_message(e: Effect) -> dict[str, Any]:
    args: dict[str, Any] = {"n": e.n}
    if e.target:
        args["target"] = {"key": f"archon.target.{e.target}"}
    if e.trait:
        args["trait"] = {"key": f"archon.trait.{e.trait}"}
    if e.per:
        args["count"] = {"key": f"archon.count.{e.per}"}
    if e.house:
        args["house"] = {"key": f"archon.house.{e.house}"}
    key = "archon.op.heal_full" if e.op == "heal" and e.n == 0 else f"archon.op.{e.op}"
    m: dict[str, Any] = {"key": key, "args": args}
    if e.instead:                                # K59: the effect's own replacement
        m = {"key": f"archon.instead.{e.instead_if}", "args": {"effect": m, "alt": {"key": f"archon.alt.{e.instead}"}}}
    if e.splash:
        m = {"key": "archon.splash", "args": {"effect": m, "n": e.splash}}
    if e.may:
        m = {"key": "archon.may", "args": {"effect": m}}
    if e.if_you_do:
        m = {"key": "archon.if_you_do", "args": {"effect": m}}
    return m


def joined(parts: list[dict[str, Any]], key: str) -> dict[str, Any]:
    """Messages one after the other, folded into nested `key` messages ({a} then {b})."""
    out = parts[-1]
    for m in reversed(parts[:-1]):
        out = {"key": key, "args": {"a": m, "b": out}}
    return out


def card_messages(d: CardDef) -> list[dict[str, Any]]:
    """The lines of a card's text: legacy, errata and maverick marks (K94-K96), keywords (K70-K78, K39, K40,
    K5), upgrade changes (K43), then abilities."""
    out: list[dict[str, Any]] = []
    marks: list[dict[str, Any]] = [{"key": f"archon.mark.{k}"} for k, on in (("legacy", d.legacy),
                                                                          ("errata", d.errata)) if on]
    if d.maverick:
        marks.append({"key": "archon.mark.maverick", "args": {"house": {"key": f"archon.house.{d.house}"}}})
    if marks:
        out.append(joined(marks, "archon.and"))
    kws: list[dict[str, Any]] = [{"key": f"archon.kw.{k}"} for k in FLAGS if k in d.flags]
    kws += [{"key": f"archon.kw.{k}", "args": {"n": d.counts[k]}} for k in COUNTS if k in d.counts]
    if kws:
        out.append(joined(kws, "archon.and"))
    if d.type == "upgrade":
        if d.bonus_power or d.bonus_armor:
            bonus: dict[str, Any] = {"power": d.bonus_power, "armor": d.bonus_armor}
            out.append({"key": "archon.upgrade.bonus", "args": bonus})
        if d.grants:
            out.append({"key": "archon.upgrade.grants",
                        "args": {"list": joined([{"key": f"archon.kw.{k}"} for k in FLAGS if k in d.grants], "archon.and")}})
    for a in d.abilities:
        out.append({"key": f"archon.when.{a.when}", "args": {"effects": joined([effect_message(e) for e in a.effects], "archon.then")}})
    return out


# Portuguese joins a preposition with the article or demonstrative that opens a target's words ("em" +
# "esta criatura" is "nesta criatura"); the catalogue's phrases are written apart, so the text contracts them.
_PT_CONTRACTIONS = (
    (re.compile(r"\bem (as?|os?|est[ae]s?|ess[ae]s?)\b"), r"n\1"),
    (re.compile(r"\bde (as?|os?|est[ae]s?|ess[ae]s?)\b"), r"d\1"),
    (re.compile(r"\bpor (as?|os?)\b"), r"pel\1"),
    (re.compile(r"\ba (as?)\b"), lambda m: "à" + m.group(1)[1:]),
    (re.compile(r"\ba (os?)\b"), r"a\1"),
)


def contract_pt(text: str) -> str:
    """The Portuguese contractions of a preposition with the next article or demonstrative (em a -> na)."""
    for pattern, repl in _PT_CONTRACTIONS:
        text = pattern.sub(repl, text)
    return text


def card_text(d: CardDef) -> dict[str, str]:
    """{"pt", "en"}: the card's text, one line per keyword line and ability."""
    msgs = card_messages(d)
    return {"pt": contract_pt("\n".join(i18n.text(m, "pt-BR") for m in msgs)),
            "en": "\n".join(i18n.text(m, "en") for m in msgs)}
