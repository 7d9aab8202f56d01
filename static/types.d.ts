// Types of what crosses the page <-> worker <-> engine boundary, for `tsc --noEmit --checkJs`
// (tsconfig.json). Not shipped: build_site.py skips *.d.ts. Modules use them from JSDoc:
//   /** @typedef {import("./types.js").View} View */
// The shapes follow docs/api.md ("View of one seat", "Bridge") and eidolon.api.Match.view.

/** A text in both languages, as the engine's errors carry it. */
export interface Localized { pt: string; en: string }

/** A structured message {key, args} rendered by the reader (static/lib/messages.mjs, eidolon.i18n). */
export interface Message { key: string; args?: Record<string, unknown> }

/** What the engine sends to be shown: a structured message or a text in both languages. */
export type Text = Message | Localized;

/** A card instance: its uid in the match and its card id in the collection. */
export interface CardRef { uid: number; id: string }

export type Seat = 0 | 1;

/** An offered action (docs/api.md, "Actions"); send it back as it is. */
export interface Action {
  type: string;
  card?: number;
  target?: number;
  ability?: number;
  index?: number;
  spend?: Record<string, number>;
  label?: Message;
  payment?: Record<string, unknown>;
}

/** Who decides what: kind "pick" | "main" | "response" | "target" | "order" | "discard". */
export interface Decision { seat: Seat; kind: string; context: Record<string, unknown> }

export interface Desbravador extends CardRef { vitalidade: number; max: number }

export interface Creature extends CardRef {
  exhausted: boolean; fresh: boolean; damage: number; atk: number; res: number; exp: number;
  equipped_with: number | null;
}

export interface Relic extends CardRef { exhausted: boolean; attached_to: number | null }

/** One seat's side of the table; `hand` and `reserve` only in the viewer's own seat. */
export interface PlayerView {
  seat: Seat;
  desbravador: Desbravador;
  hand?: CardRef[];
  hand_count: number;
  deck_count: number;
  discard: CardRef[];
  committed: CardRef[];
  creatures: Creature[];
  relics: Relic[];
  essence: Record<string, number>;
  vestigios: number;
  connected: CardRef[];
  reserve?: CardRef[];
  reserve_count: number;
  explore_credits: number;
  fatigue: number;
}

export interface ErmoSlot { slot: number; card: CardRef | null; progress: number[] }

export interface Contest {
  kind: "explore" | "attack"; actor: number; side: Seat; location: number | null;
  interceptor: number | null; withdrawn: boolean; responded: [boolean, boolean];
}

export interface Result { winner: Seat | null; reason: string }

/** What one seat may see (eidolon.api.Match.view); `actions` and `unplayable` only for the deciding seat. */
export interface View {
  /** "archon" for Archon mode (its view is rulesets/archon/view.py's; the page casts it), else absent or "eidolon". */
  ruleset?: string;
  version: number;
  turn: number;
  active: Seat;
  first: Seat;
  phase: string;
  status: "playing" | "over";
  result: Result | null;
  location_target: number;
  decision: Decision | null;
  actions?: Action[];
  unplayable?: { card: number; reason: Message }[];
  players: PlayerView[];
  ermo: ErmoSlot[];
  contest: Contest | null;
  /** The entries from index log_start on (the request's log_from, else the last 200), of log_total. */
  log: Message[];
  log_start: number;
  log_total: number;
  hash: string;
  can_undo: boolean;
  seed?: number;
  /** Added by the ai_move op: the move just made. */
  ai?: { seat: Seat; level: string; action: unknown; ms: number };
}

/** The bridge's ops (eidolon.bridge.dispatch; docs/api.md, "Bridge"). */
export type BridgeOp =
  | "catalog" | "new_game" | "load" | "load_position" | "view" | "act" | "undo" | "ai_move" | "preview"
  | "save" | "position" | "hash" | "deck_check" | "deck_text" | "deck_generate" | "deck_code" | "card_art" | "house_emblems" | "balance_report"
  | "tutorial_start" | "tutorial_act" | "tutorial_view" | "replay_export" | "replay_open" | "replay_view";

/** A request's fields besides `op` (seat, config, action, ...): JSON values. */
export type RequestFields = Record<string, unknown>;

export interface BridgeRequest extends RequestFields { op: BridgeOp }

/** `key`/`args`: the refusal as a message (ApiError.of), rendered by the page; `message`: its words in pt and en. */
export interface ErrorBody { code: string; message: Text | string; key?: string; args?: Record<string, unknown>; details?: unknown }

/** eidolon.bridge.handle's answer, parsed. */
export type BridgeReply = { ok: true; result: unknown } | { ok: false; error: ErrorBody };

/** Durations (ms) of the worker's boot and its start and end (epoch ms). */
export interface BootTimings {
  loadPyodide: number; importBridge: number; total: number; started: number; finished: number;
  /** booted from the engine's memory snapshot; snapshotRefused: why one given was not used (a plain boot) */
  snapshot: boolean; snapshotRefused?: string;
}

export type BootStage = "runtime" | "engine" | "ready";

/** Messages from the page to the worker (static/shell/worker.mjs, "Protocol"). */
export type ToWorker =
  | { kind: "init"; engine: string; snapshot?: string; files?: string[] }
  | { kind: "file"; url: string; data: string }
  | { kind: "call"; id: number; request: string }
  | { kind: "install"; id: number; url: string };

/** Messages from the worker to the page. */
export type FromWorker =
  | { kind: "progress"; stage: "runtime" | "engine" }
  | { kind: "ready"; timings: BootTimings }
  | { kind: "failed"; message: string }
  | { kind: "reply"; id: number; reply: string }
  | { kind: "installed"; id: number; packages: string[] }
  | { kind: "install-failed"; id: number; message: string };

/** The worker the top of <head> starts before anything else loads, with the messages it sent meanwhile
 * (index.html; the single file's static/single-early.js, whose feed() sends the runtime's files parsed so far). */
export interface EarlyBoot {
  worker: Worker;
  early: FromWorker[];
  keep: (event: MessageEvent<FromWorker>) => void;
  feed?: () => void;
}

/** The single-file build's inlined files (static/single-boot.js): site path -> blob: URL. */
export interface InlineFiles {
  urls: Record<string, string>;
}

declare global {
  interface Window { eidolonBoot?: EarlyBoot; eidolonInline?: InlineFiles }
}
