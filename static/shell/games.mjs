// @ts-check
// The games the page hosts (issue 22): each ruleset under static/rulesets/<game>/ registers its screens
// here (static/rulesets/index.mjs imports every registration), and the shell reaches a game only
// through this registry, never by importing its modules.

/**
 * What a game gives the shell. `id` is the engine's ruleset name (a save's config.ruleset, a view's
 * ruleset); the first game registered is the one of a save or view that names none.
 * @typedef {object} Game
 * @property {string} id
 * @property {string} label catalogue key of its name on the start screen's switch
 * @property {(flow: {newMatch: (config: any, play: any) => unknown}) => Node} startForm its start form
 * @property {() => Node[]} [startEntries] entries it adds to the start screen whichever game is chosen
 * @property {() => Node} [tile] its illustration on the lobby's game tile (and on the tile of a match to continue)
 * @property {{show: (view: any, ctx: any) => void, clear: () => void}} table its table; also drawn read-only by
 *   the replay viewer (ctx.readOnly)
 * @property {() => Promise<unknown>} [prepare] run before one of its matches is shown (its catalogue)
 * @property {() => string[]} aiLevels the AI levels the engine offers for it
 * @property {(catalog: any) => void} [catalogLoaded] the engine's catalog answer, at boot
 * @property {(view: any, pname: (seat: number) => string) => {prompt: string, context: string[], reason?: string}} handoff what a
 *   hotseat handoff says the next seat must decide; `reason` says why the device passes when it is not a new
 *   turn, a response or the turn coming back (a setup choice, a mulligan)
 * @property {(view: any, ctx: {seat: number, pname: (seat: number) => string, redraw: () => void}) => {board: unknown,
 *   overlay: unknown}} endBoard the final board on the end screen (lit templates) and an overlay over it
 * @property {(root: HTMLElement) => void} [endDrawn] after the end screen is drawn
 * @property {(id: string) => string} [cardName] a card's name in the current language, by its id
 * @property {(view: any, seat: number) => string} playerLabel what names a seat's player after "Player N"
 *   (EIDOLON's Desbravador, Archon's deck), "" when nothing does
 * @property {(view: any, seat: number) => PlayerRef | null} playerRef the same in no language, to be stored
 *   (saves, history) and worded when shown (play.mjs refText)
 * @property {Record<string, () => Promise<any>>} [tools] the modules of its tool screens, by screen id
 * @property {() => Promise<any>} [builderView] its view inside the deck builder screen (Archon's decks)
 * @property {() => boolean} [redraw] draw its own screen on show again in the current language (true if it did)
 * @property {(ctx: any) => void} [init] once at boot, after the tools
 */

/**
 * What names a player, in no language: a card by its id (worded by the game's cardName), or a name in
 * both languages (the engine's {pt, en} pair).
 * @typedef {{card: string} | {name: {pt?: string, en?: string}}} PlayerRef
 */

/** @type {Map<string, Game>} */
const GAMES = new Map();

/** Register a game (static/rulesets/<game>/game.mjs). @param {Game} game */
export function registerGame(game) {
  if (GAMES.has(game.id)) throw new Error(`game ${game.id} is registered twice`);
  GAMES.set(game.id, game);
}

/** Every game, in registration order. @returns {Game[]} */
export function allGames() { return [...GAMES.values()]; }

/**
 * The game of a ruleset name; the first registered for a name that is none of them (a save or view
 * without ruleset). @param {string | null | undefined} [id] @returns {Game}
 */
export function gameOf(id) {
  const game = (id != null && GAMES.get(id)) || GAMES.values().next().value;
  if (!game) throw new Error("no game is registered (static/rulesets/index.mjs)");
  return game;
}
