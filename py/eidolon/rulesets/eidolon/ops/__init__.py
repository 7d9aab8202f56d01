"""EIDOLON's effect vocabulary: one class per effect op, and the closed registry of their JSON names.

Layout:

    base.py     Effect (what every op provides), Appraiser (what an op's AI value reads), the readers
                of the JSON parameters; the context an op resolves in is effects.EffectContext
    gains.py    ops on the controller's resources and the Desbravadores: draw, vestigio, essence,
                explore_credit, hit, heal
    aimed.py    ops on one card, the ability's own or its target: buff, damage, ready, recover, destroy, mend
    contest.py  ops on the attack or exploration being resolved: withdraw

Each class holds the op's parameters (typed fields, full names), its check of the card data (`from_json`,
CardError as the loader reports it), `apply(state, context)`, its rules text (`text`: a message, key
`cardtext.op.<op>` worded by the catalogues of ../i18n, used by cards.text), the log entries it writes (`log`,
rendered by eidolon.rulesets.eidolon.messages and the catalogues) and its AI values (`value`, `reward_value`,
`counts_outside_contest`, used by agents.heuristics). Card records stay JSON data; cards.catalog parses each
effect once with `parse_effect`, and abilities hold the op objects.

Why here and not in cards/: an op's `apply` is a rule on EIDOLON's state, so the class lives beside that
state; cards/ (beside ops/ in EIDOLON's folder) is the card package (docs/rulesets.md). cards.catalog reads
this registry; the modules here import only cards.model, cards.text (which imports neither the loader nor this
package), i18n and the engine (state, effects), so there is no import cycle (tests/test_import_cycles.py).
Static abilities (vigil, aura, explore_bonus, no_intercept) stay Ability fields: the engine looks them up by
op (CardDef.statics, CardDef.auras), with no chain to remove.
"""

from __future__ import annotations

from typing import Any

from ..cards.model import need
from .aimed import Buff, Damage, Destroy, Mend, Ready, Recover
from .base import AIMS, Appraiser, Effect
from .contest import Withdraw
from .gains import Draw, Essence, ExploreCredit, Heal, Hit, Vestigio

EFFECTS: dict[str, type[Effect]] = {cls.op: cls for cls in (
    Draw, Vestigio, Essence, ExploreCredit, Buff, Damage, Hit, Heal, Ready, Withdraw, Recover, Destroy, Mend)}

__all__ = ["AIMS", "EFFECTS", "Appraiser", "Effect", "parse_effect"]


def parse_effect(cid: str, raw: Any, target: str) -> Effect:
    """One effect record of card `cid` as its op object; `target`: the ability's target spec ("" if none)."""
    op = raw.get("op") if isinstance(raw, dict) else None
    need(isinstance(op, str) and op in EFFECTS, cid, f"unknown effect {raw!r}")
    cls = EFFECTS[op]  # type: ignore[index]
    extra = set(raw) - {"op"} - set(cls.fields)
    need(not extra, cid, f"effect {op} has unknown fields {sorted(extra)}")
    return cls.from_json(cid, raw, target)
