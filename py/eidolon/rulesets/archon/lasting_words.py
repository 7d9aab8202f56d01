"""Lasting effects and reactions in words for a seat's view (K37): what each one does and until when, worded from
the viewing seat's side ("you" is the viewer), as structured messages the page renders. The effect's words are the
card text's own templates (text.py), rendered in both languages; the duration is a message of the shared catalogue
(`archon.lasting.*`). The page decides nothing: it shows `label` (the whole entry) and `chip` (a creature's badge)."""

from __future__ import annotations

from typing import Any

from .blanking import FOREVER
from .cards import Effect
from .constants import VERBS
from .permissions import from_key
from .state import ArchonState, Lasting, Reaction
from .text import message_text

SIDES = {"each_friendly": "each_enemy", "each_enemy": "each_friendly"}
EVENT_OF = {"friendly": "enemy", "enemy": "friendly", "any": "any"}
PERMISSIONS = ("may_play", "may_use")          # a player's lasting permission (permissions.py), always its owner's


def _phrase(m: dict[str, Any], strip: str = ".") -> dict[str, str]:
    """A card-text message in both languages as a phrase inside an entry (its closing punctuation left out)."""
    return {lang: words.rstrip(strip) for lang, words in message_text(m).items()}


def until_key(s: ArchonState, turn: int, at_start: bool, viewer: int) -> str:
    """When an entry ending at `turn`'s end (or start) ends, for `viewer`: this turn's end, or the end or start of
    the viewer's or the opponent's next turn (turns alternate, K1), or never while its creature stays (a copy)."""
    if turn >= FOREVER:
        return "in_play"
    if turn == s.turn and not at_start:
        return "end_this_turn"
    whose = s.active if (turn - s.turn) % 2 == 0 else 1 - s.active
    return f"{'start' if at_start else 'end'}_{'your' if whose == viewer else 'opponent'}_next"


def _side(target: str, owner: int, viewer: int) -> str:
    """A side named by its owner ("friendly" is the owner's), named from the viewer's side."""
    return target if owner == viewer else SIDES[target]


def effect_words(y: Lasting, viewer: int) -> dict[str, Any]:
    """What the lasting record y does, from the viewer's side: on its one creature ("this creature"), or on a side or
    a player."""
    if y.op == "copy":                           # blanking.py: the copied title (the record's keyword)
        return {"key": "archon.lasting.copy", "args": {"card": {"id": y.keyword}}}
    if y.uid >= 0:
        return _phrase(VERBS[y.op].message(Effect(y.op, n=y.n, keyword=y.keyword, target="self")))
    if y.op in PERMISSIONS:
        m = VERBS[y.op].message(Effect(y.op, house=y.keyword))
        return _phrase(m if y.seat == viewer else {**m, "key": f"{m['key']}.opponent"})
    e = from_key(y) if y.op == "cannot_play" else Effect(y.op, n=y.n, keyword=y.keyword, target=y.target)
    return _phrase(VERBS[y.op].message(e._replace(target=_side(e.target, y.seat, viewer))))


def lasting_entry(s: ArchonState, y: Lasting, viewer: int) -> dict[str, Any]:
    """The view's record of y with its words: `label` always, `chip` for a creature's own entry (a copy has its
    own state chip, view._text_status)."""
    until = {"key": f"archon.lasting.until.{until_key(s, y.turn, y.at_start, viewer)}"}
    out: dict[str, Any] = {"seat": y.seat, "op": y.op, "n": y.n, "keyword": y.keyword, "target": y.target,
                           "uid": y.uid, "turn": y.turn, "at_start": y.at_start,
                           "label": {"key": "archon.lasting.label", "args": {"effect": effect_words(y, viewer),
                                                                             "until": until}}}
    if y.uid >= 0 and y.op != "copy":
        what: dict[str, Any] = {"key": f"archon.lasting.chip.{y.op}", "args": {"n": y.n}}
        if y.op == "grant":
            what["args"]["keyword"] = {"key": f"archon.kw.{y.keyword}", "args": {"n": y.n}}
        short = {"key": f"archon.lasting.until_short.{until_key(s, y.turn, y.at_start, viewer)}"}
        out["chip"] = {"key": "archon.lasting.chip", "args": {"what": what, "until": short}}
    return out


def reaction_label(s: ArchonState, r: Reaction, source: dict[str, Any], viewer: int) -> dict[str, Any]:
    """A lasting reaction in words: its source card (by title, `source` as the view shows it), the event it answers
    from the viewer's side, and until when (its effect is the card's text, read on the card)."""
    of = r.of if r.seat == viewer else EVENT_OF[r.of]
    event = _phrase({"key": f"archon.when.{r.when}.{of}", "args": {"effects": ""}}, ": ")   # the event alone
    return {"key": "archon.reaction.label", "args": {"card": {"id": source["id"]}, "event": event,
                                                      "until": {"key": "archon.lasting.until."
                                                                       f"{until_key(s, r.turn, r.at_start, viewer)}"}}}
