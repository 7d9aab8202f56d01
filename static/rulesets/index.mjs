// @ts-check
// The one place that lists the games the page hosts (as py/eidolon/rulesets/__init__.py does for the
// engine): importing a game's registration adds it to the shell's registry (shell/games.mjs). The first
// is the game of a save or view that names no ruleset.
import "./eidolon/game.mjs";
import "./archon/game.mjs";
