"""Command line: python -m eidolon selfplay | replay | cards | decks | deck check | deck code (EIDOLON and Archon)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any

from . import rulesets, safejson
from .api import ApiError, Match, catalog, ruleset, suggested_decks
from .core.ruleset import CliTool
from .deckfile import error_text
from .sim import selfplay


def _print(obj: Any, as_json: bool) -> None:
    if as_json:
        print(json.dumps(obj, ensure_ascii=False))
    else:
        print(json.dumps(obj, ensure_ascii=False, indent=1))


def cmd_selfplay(args: argparse.Namespace) -> int:
    names = tuple(args.agents.split(","))
    if len(names) != 2:
        print("--agents needs two names, e.g. random,random", file=sys.stderr)
        return 2
    decks = args.decks.split(",") if args.decks else None
    try:
        options = {} if args.target is None else {"location_target": args.target}
        out = selfplay(args.games, args.seed, (names[0], names[1]), decks, check=args.check, options=options,
                       rules=args.ruleset)
    except ApiError as e:
        print(f"error: {e.message['en']}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if not args.json:
        print(f"{out['games']} games, {out['errors']} errors, wins by seat {out['wins']}, draws {out['draws']}, "
              f"{out['games_per_s']} games/s, {out['decisions_per_s']} decisions/s")
        return 0 if out["errors"] == 0 else 1
    _print(out, True)
    return 0 if out["errors"] == 0 else 1


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as f:
            save = safejson.loads(f.read())
    except safejson.JsonError as e:
        print(f"error: cannot read {args.file}: {e.message['en']}", file=sys.stderr)
        return 2
    except (OSError, UnicodeDecodeError) as e:
        print(f"error: cannot read {args.file}: {e}", file=sys.stderr)
        return 2
    try:
        m = Match.load(save)
    except ApiError as e:
        print(f"error: {e.message['en']}", file=sys.stderr)
        return 2
    if args.log:                      # the save holds every card: the whole log, nothing hidden
        from .i18n import text
        for entry in m.state.log or []:
            print(text(m.rules.log_entry(m.state, entry, None), args.lang, ruleset=m.rules.name))
        return 0
    dec = m.decision()
    out = {"hash": m.state_hash(), "actions": len(m.history), "status": "over" if dec is None else "playing",
           "result": m.view(0)["result"]}
    _print(out, args.json)
    return 0


def cmd_deck_check(args: argparse.Namespace) -> int:
    """The deck builder's verdict and words for the same bytes (the ruleset reads them as the page does)."""
    try:
        verdict = ruleset(args.ruleset).check_deck_file(args.file, args.cards)
    except ApiError as e:
        print(f"error: {e.message['en']}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: cannot read {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    if verdict is None:
        print(f"error: no deck files for ruleset {args.ruleset!r}", file=sys.stderr)
        return 2
    if args.deck_cmd == "code" and "deck" in verdict.result:
        return _print_code(verdict.result["deck"], args)
    return _print_verdict(verdict.result, args, every_error=verdict.every_error)


def _print_code(deck: Mapping[str, Any], args: argparse.Namespace) -> int:
    """`deck code`: the deck code of a file that reads (the page's bridge op `deck_code`, docs/builder.md)."""
    op = ruleset(args.ruleset).bridge_ops().get("deck_code")
    if op is None:
        print(f"error: no deck codes for ruleset {args.ruleset!r}", file=sys.stderr)
        return 2
    out = op({"deck": dict(deck)}).result
    assert isinstance(out, dict)
    if not out["ok"]:
        print(error_text(out["error"], args.lang))
        return 1
    print(out["code"])
    return 0


def _print_verdict(out: Mapping[str, Any], args: argparse.Namespace, every_error: bool) -> int:
    """A deck check's verdict: JSON, or in words (the refusal, or each refusal, or the deck's problems);
    the exit status 0 for a valid deck, else 1."""
    if args.json:
        _print(out, True)
    elif "error" in out:
        for err in out["errors"] if every_error else [out["error"]]:
            print(error_text(err, args.lang))
    elif out["problems"]:
        from .i18n import text
        for p in out["problems"]:
            print(text(p, "pt-BR" if args.lang == "pt" else args.lang))
    else:
        print({"pt": "Deck válido.", "en": "Valid deck."}[args.lang])
    return 0 if out["ok"] else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eidolon", description="EIDOLON rules core tools")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("selfplay", help="play seeded games between agents")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--agents", default="random,random")
    sp.add_argument("--decks", default="", help="comma-separated suggested deck ids (default: all pairings)")
    sp.add_argument("--target", type=int, default=None, help="Locations needed for Convergência (EIDOLON)")
    sp.add_argument("--ruleset", default=None, help="the game to play (default: eidolon)")
    sp.add_argument("--check", action="store_true", help="check invariants after every action")
    sp.add_argument("--json", action="store_true")
    rp = sub.add_parser("replay", help="replay a saved game and print its final state hash")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true")
    rp.add_argument("--log", action="store_true", help="print the match log in words (eidolon.i18n catalogues)")
    rp.add_argument("--lang", default="pt-BR", help="catalogue language of --log (default pt-BR)")
    cp = sub.add_parser("cards", help="print the card collection")
    cp.add_argument("--json", action="store_true")
    cp.add_argument("--ruleset", default=None)
    dp = sub.add_parser("decks", help="print the suggested decks with their validation")
    dp.add_argument("--json", action="store_true")
    dp.add_argument("--ruleset", default=None)
    dp.add_argument("--lang", default=None, choices=("pt", "en"), help="list the decks in words (Archon)")
    kp = sub.add_parser("deck", help="deck files")
    ksub = kp.add_subparsers(dest="deck_cmd", required=True)
    kc = ksub.add_parser("check", help="validate a deck file (JSON or text list)")
    kc.add_argument("file")
    kc.add_argument("--json", action="store_true")
    kc.add_argument("--lang", default="pt", choices=("pt", "en"))
    kc.add_argument("--ruleset", default=None, help="the game of the deck (default: eidolon)")
    kc.add_argument("--cards", default=None, help="the card-data file a deck needs (Archon: a Master Vault deck)")
    kk = ksub.add_parser("code", help="print the deck code of a deck file (docs/builder.md, Deck codes)")
    kk.add_argument("file")
    kk.add_argument("--json", action="store_true")
    kk.add_argument("--lang", default="pt", choices=("pt", "en"))
    kk.add_argument("--ruleset", default=None, help="the game of the deck (default: eidolon)")
    kk.add_argument("--cards", default=None, help="the card-data file a deck needs (Archon: a Master Vault deck)")
    tools: dict[str, CliTool] = {}                   # each ruleset's own commands ("balance", "archon-series")
    for name in rulesets.names():
        tools.update(rulesets.get(name).cli_tools())
    for name, tool in tools.items():
        sub.add_parser(name, help=tool.help, add_help=False)
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in tools:                # its own parser
        return tools[argv[0]].main(argv[1:])
    args = ap.parse_args(argv)
    if args.cmd == "selfplay":
        return cmd_selfplay(args)
    if args.cmd == "replay":
        return cmd_replay(args)
    if args.cmd == "deck":
        return cmd_deck_check(args)
    try:
        words = ruleset(args.ruleset).decks_in_words(args.lang) if args.cmd == "decks" and args.lang and \
            not args.json else None
        if words is not None:
            print("\n".join(words))
            return 0
        _print(catalog(args.ruleset) if args.cmd == "cards" else suggested_decks(args.ruleset), args.json)
    except ApiError as e:
        print(f"error: {e.message['en']}", file=sys.stderr)
        return 2
    return 0
