// Entry module of the page: boots the rules core in its worker, then runs the screens.
// The UI renders the view it receives from the bridge and sends back one of the offered
// actions; it decides no rule. Hidden information never reaches the DOM: only the view of
// the seat sitting at the device is ever rendered, and the table is emptied at each handoff.
// Against the AI there is no handoff: the human's seat is always the one rendered, and the AI's
// decisions are made in the worker (bridge op ai_move), one action at a time.
import { call, startEngine, BridgeError } from "./bridge.mjs";
import { append, clear, download, el, show } from "./dom.mjs";
import { LANGUAGES, applyStatic, getLang, pick, setLang, t } from "./i18n.mjs";
import { say } from "./lib/messages.mjs";
import { cardName, deckDoctrines, doctrineName, DOCTRINES, rules, setCatalog } from "./cards.mjs";
import { applyStoredTemplates, playerFromChoice, savedDeckChoices } from "./deckstore.mjs";
import { brokenButtons, damagedPanel } from "./damaged.mjs";
import { initTools, rendered } from "./tools.mjs";
import * as store from "./storage.mjs";
import { showTable, clearTable } from "./table/table.mjs";
import { showHandoff, leaveHandoff } from "./screens/handoff.mjs";
import { showEnd, redrawEnd } from "./screens/end.mjs";
import "./screens/loading.mjs";
import "./screens/rules.mjs";   // the rules reference: its topbar button and #R5.3 links (issue 12)
import { logFrom, session } from "./session.mjs";

const config = JSON.parse(document.getElementById("site-config").textContent);
const engine = startEngine(config);   // start Pyodide as early as possible

if ("serviceWorker" in navigator) {
  // Cache-first: a new build is installed in the background and used from the next load on.
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) notice(t("app.updated"), "info");
  });
  navigator.serviceWorker.register("sw.js").catch((err) => console.warn("service worker:", err));
}

const app = {
  catalog: null,       // {cards, decks, desbravadores}
  match: null,         // storage entry of the match being played (with .save)
  seat: null,          // the seat whose view is on screen (hotseat); null = nobody (handoff)
  view: null,          // last rendered view
  selected: null,      // uid of the selected source card
  lastTurn: null,      // turn of the last table shown (to word the handoff)
  busy: false,
  engineReady: false,  // buttons with class needs-engine stay disabled until the worker is ready
  aiToken: 0,          // bumped whenever the match on screen changes: a running AI loop then stops
  aiLoop: null,        // token of the AI loop that is running, if any
  aiThinking: false,   // the AI seat decides now: the human's controls are disabled
  aiFailed: false,     // the last ai_move failed: the table offers a retry
  preview: null,       // {id, uid} of the card in the preview panel (kept across re-renders)
  unresumable: new Map(),   // match id -> why the engine refused its save (listed as broken)
};

// ------------------------------------------------------------------ AI settings

/** The AI levels the engine offers (the rules block of its catalog answer). */
function aiLevels() { return rules().ai_levels; }
/** Thinking time per decision given to the AI in the page (Desafiadora; Iniciante ignores it). */
const AI_BUDGET_MS = { iniciante: 100, desafiadora: 700 };
/** Least time between two AI actions on screen, the thinking time included (readable pace). */
const AI_PACE_MS = 650;

/** The AI settings of a match entry ({level, seat: the human's seat}), or null for hotseat. */
function aiOf(entry = app.match) {
  return entry?.mode === "ai" && entry.ai && aiLevels().includes(entry.ai.level) ? entry.ai : null;
}

/** The seat whose view is rendered: the human's against the AI; in hotseat whoever confirmed. */
function humanSeat(entry = app.match) {
  const ai = aiOf(entry);
  return ai ? (ai.seat === 1 ? 1 : 0) : null;
}

/** The AI's seed, derived from the match seed (same match seed and choices -> same AI moves). */
function aiSeed(entry = app.match) {
  const seed = Number(entry?.save?.config?.seed ?? entry?.seed ?? 0);
  return (Math.abs(Math.trunc(seed)) % 2 ** 50) * 2 + 1 + (1 - humanSeat(entry));
}

/** The play settings kept with a match (storage entry, exported file, rematch). */
function playOf(entry) {
  const ai = aiOf(entry);
  return ai ? { mode: "ai", ai: { level: ai.level, seat: ai.seat === 1 ? 1 : 0 } } : { mode: "hotseat" };
}

/** Read play settings from an imported file's `play` field (anything invalid means hotseat). */
function playFromFile(play) {
  if (play && play.mode === "ai" && play.ai && aiLevels().includes(play.ai.level) && [0, 1].includes(play.ai.seat)) {
    return { mode: "ai", ai: { level: play.ai.level, seat: play.ai.seat } };
  }
  return { mode: "hotseat" };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// ------------------------------------------------------------------ helpers

function notice(message, kind = "error") {
  const box = document.getElementById("notice");
  clear(box);
  if (!message) { box.hidden = true; return; }
  box.className = `notice ${kind}`;
  box.hidden = false;
  append(box, [el("span", {}, message), el("button", { type: "button", class: "link", onclick: () => notice(null) }, t("ui.close"))]);
}

/**
 * The persistent storage warning (kept across notices and screens until closed or, for "unsaved",
 * until the match is stored again; it stays in view while the page scrolls). `words()` gives
 * [headline, details] in the current language; `entry`: the match in memory, offered for export.
 */
function storageWarning(words, { kind = "unsaved", entry = null } = {}) {
  let box = document.getElementById("storage-warning");
  if (!words) { box?.remove(); return; }
  if (!box) {
    box = el("div", { id: "storage-warning", class: "storage-warning", role: "alert" });
    document.getElementById("notice").after(box);
  }
  Object.assign(box.dataset, { kind, matchId: entry?.id ?? "" });
  box.reword = () => storageWarning(words, { kind, entry });     // on a language switch
  // Export what is in memory at the time of the click (the match may have gone on meanwhile).
  const latest = () => (app.match?.id === entry.id ? app.match : entry);
  const [headline, details] = words();
  append(clear(box), [
    el("div", { class: "storage-warning-words" },
      el("p", { id: "storage-warning-text" }, headline),
      el("details", {}, el("summary", {}, t("storage.details")), el("p", { id: "storage-warning-details" }, details))),
    el("div", { class: "storage-warning-tools" },
      entry ? el("button", { type: "button", id: "storage-export", class: "primary", onclick: () => exportSave(latest()) }, t("storage.export")) : null,
      el("button", { type: "button", id: "storage-warning-close", onclick: () => storageWarning(null) }, t("ui.close")))]);
}

/** Words for how far a stored copy is behind ({stored, latest} actions; latest null = unknown). */
function behindText(key, behind) {
  return behind.latest == null ? t(`${key}_unknown`)
    : t(key, { stored: behind.stored ?? 0, latest: behind.latest, lost: Math.max(0, behind.latest - (behind.stored ?? 0)) });
}

/** After a save attempt (store.saveMatch): warn while the stored copy is behind, say when it caught up. */
function storageStatus({ entry, stored, error }) {
  const box = document.getElementById("storage-warning");
  const mine = box && box.dataset.matchId === entry.id;
  if (stored) {
    if (mine) {
      storageWarning(null);
      if (box.dataset.kind === "unsaved") notice(t("storage.saved_again"), "info");
    }
    return;
  }
  let kept = null;
  try { kept = store.getMatch(entry.id); } catch { /* never stored */ }
  const behind = { stored: kept?.actions ?? null, latest: entry.actions };
  storageWarning(() => (kept ? [behindText("storage.unsaved_short", behind), `${errorText(error)} ${behindText("storage.unsaved", behind)}`]
    : [t("storage.unsaved_short_none"), `${errorText(error)} ${t("storage.unsaved_none")}`]), { kind: "unsaved", entry });
}

function errorText(err) {
  if (err instanceof BridgeError) return say(err.text ?? err.messages);   // the page's own words
  if (err instanceof store.StorageError) return t(err.key, err.params);
  return String(err && err.message || err);
}

function playerName(seat, view = app.view) {
  const des = view?.players?.[seat]?.desbravador?.id;
  const base = t("player.n", { n: seat + 1 });
  if (aiOf() && seat !== humanSeat()) {
    return des ? t("player.ai_named", { player: base, name: cardName(des) }) : t("player.ai", { player: base });
  }
  return des ? `${base} (${cardName(des)})` : base;
}

function randomSeed() {
  // The whole 0..2^53-1 range: a seat that sees its own opening hand cannot search the seeds (docs/security.md).
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}

function matchTitle(entry) {
  const ai = aiOf(entry);
  const mode = ai ? ` · ${t("saves.vs_ai", { level: t(`ai.level.${ai.level}`), player: t("player.n", { n: ai.seat + 1 }) })}` : "";
  // A random seed stays unknown to both players until the match is over (R16.3).
  const seed = entry.status !== "playing" && entry.seed != null ? ` · ${t("match.seed", { seed: entry.seed })}` : "";
  return `${(Array.isArray(entry.names) ? entry.names : []).join(" × ")}${seed}${mode}`;
}

// ------------------------------------------------------------------ start screen

function deckLabel(deck) {
  const ds = deckDoctrines(deck).slice(0, 2).map(doctrineName).join(" + ");
  return ds ? `${pick(deck.name)} (${ds})` : pick(deck.name);
}

function playerFieldset(seat, defaults) {
  const { desbravadores } = app.catalog;
  const decks = [...app.catalog.decks, ...savedDeckChoices()];   // suggested, then the builder's saved decks
  const doctrineSel = el("select", { id: `p${seat}-doctrine`, name: `p${seat}-doctrine` },
    el("option", { value: "" }, t("start.any_doctrine")),
    DOCTRINES.filter((d) => d !== "neutra").map((d) => el("option", { value: d }, doctrineName(d))));
  const deckSel = el("select", { id: `p${seat}-deck`, name: `p${seat}-deck` });
  const desSel = el("select", { id: `p${seat}-desbravador`, name: `p${seat}-desbravador` },
    desbravadores.map((d) => el("option", { value: d.id }, pick(d.name))));
  const fillDecks = () => {
    const wanted = doctrineSel.value;
    const keep = deckSel.value;
    clear(deckSel);
    for (const d of decks) {
      if (!wanted || deckDoctrines(d).includes(wanted)) deckSel.append(el("option", { value: d.id }, deckLabel(d)));
    }
    if ([...deckSel.options].some((o) => o.value === keep)) deckSel.value = keep;
    syncDes();
  };
  const syncDes = () => {
    const deck = decks.find((d) => d.id === deckSel.value);
    if (deck?.desbravador) desSel.value = deck.desbravador;
  };
  doctrineSel.addEventListener("change", fillDecks);
  deckSel.addEventListener("change", syncDes);
  fillDecks();
  if (defaults?.deck && [...deckSel.options].some((o) => o.value === defaults.deck)) deckSel.value = defaults.deck;
  syncDes();
  return el("fieldset", { class: "player-setup", dataset: { seat: String(seat) } },
    el("legend", {}, t("player.n", { n: seat + 1 })),
    el("label", { for: `p${seat}-doctrine` }, t("start.doctrine")), doctrineSel,
    el("label", { for: `p${seat}-deck` }, t("start.deck")), deckSel,
    el("label", { for: `p${seat}-desbravador` }, t("start.desbravador")), desSel);
}

function renderStart() {
  const root = clear(document.getElementById("screen-start"));
  const decks = [...app.catalog.decks, ...savedDeckChoices()];
  // Empty = a random seed that nobody sees until the end; a seed the player enters is theirs to know.
  const seedInput = el("input", { id: "seed", name: "seed", type: "number", min: "0", step: "1", value: "",
                                  placeholder: t("start.seed_random") });
  const range = rules().location_target;       // R1.1, from the engine
  const targetInput = el("input", { id: "location-target", name: "location-target", type: "number",
                                    min: String(range.min), max: String(range.max), value: String(range.default) });
  const levelSel = el("select", { id: "ai-level", name: "ai-level" },
    aiLevels().map((level) => el("option", { value: level }, t(`ai.level.${level}`))));
  const seatSel = el("select", { id: "ai-seat", name: "ai-seat" },
    [0, 1].map((seat) => el("option", { value: String(seat) }, t("player.n", { n: seat + 1 }))));
  const aiOptions = el("fieldset", { class: "ai-options", id: "ai-options", disabled: true },
    el("legend", {}, t("start.ai_options")),
    el("label", { for: "ai-level" }, t("start.ai_level")), levelSel,
    el("label", { for: "ai-seat" }, t("start.ai_seat")), seatSel);
  const modeRadio = (value, key, checked) => el("label", {},
    el("input", { type: "radio", name: "mode", value, id: `mode-${value}`, checked }), " ", t(key));
  const form = el("form", { id: "start-form", class: "start-form" },
    el("h2", {}, t("start.title")),
    el("fieldset", { class: "mode" },
      el("legend", {}, t("start.mode")),
      modeRadio("hotseat", "start.mode.hotseat", true),
      modeRadio("ai", "start.mode.ai", false),
      aiOptions),
    el("div", { class: "players" },
      playerFieldset(0, { deck: decks[0]?.id }),
      playerFieldset(1, { deck: decks[1 % Math.max(decks.length, 1)]?.id })),
    el("fieldset", { class: "options" },
      el("legend", {}, t("start.options")),
      el("label", { for: "location-target" }, t("start.location_target")), targetInput,
      el("label", { for: "seed" }, t("start.seed")), seedInput,
      el("button", { type: "button", id: "new-seed", onclick: () => { seedInput.value = String(randomSeed()); } }, t("start.new_seed"))),
    el("button", { type: "submit", id: "start-match", class: "primary needs-engine", disabled: !app.engineReady }, t("start.play")));
  const vsAi = () => form.querySelector('input[name="mode"]:checked')?.value === "ai";
  const syncMode = () => {
    aiOptions.disabled = !vsAi();
    for (const seat of [0, 1]) {
      const legend = form.querySelector(`.player-setup[data-seat="${seat}"] legend`);
      const isAi = vsAi() && String(1 - seat) === seatSel.value;
      legend.textContent = isAi ? t("player.ai", { player: t("player.n", { n: seat + 1 }) })
        : vsAi() ? t("player.you", { player: t("player.n", { n: seat + 1 }) }) : t("player.n", { n: seat + 1 });
    }
  };
  for (const radio of form.querySelectorAll('input[name="mode"]')) radio.addEventListener("change", syncMode);
  seatSel.addEventListener("change", syncMode);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const players = [0, 1].map((seat) => {
      const deckId = form.querySelector(`#p${seat}-deck`).value;
      const des = form.querySelector(`#p${seat}-desbravador`).value;
      const deck = decks.find((d) => d.id === deckId);
      if (deck?.saved) return playerFromChoice(deck, des);
      const p = { suggested: deckId };
      if (des && des !== deck?.desbravador) p.desbravador = des;
      return p;
    });
    const seedText = seedInput.value.trim();
    const seed = seedInput.validity.badInput ? NaN : seedText === "" ? randomSeed() : Number(seedText);
    const target = Number.parseInt(targetInput.value, 10);
    if (!Number.isSafeInteger(seed) || seed < 0) { notice(t("start.bad_seed")); return; }
    if (!Number.isSafeInteger(target) || target < range.min || target > range.max) {
      notice(t("start.bad_target", { min: range.min, max: range.max }));
      return;
    }
    const play = vsAi() ? { mode: "ai", ai: { level: levelSel.value, seat: Number(seatSel.value) } } : { mode: "hotseat" };
    newMatch({ seed, players, options: { location_target: target } }, play);
  });
  root.append(damagedPanel(renderStart) ?? "", form, savesPanel());
  rendered("start");
}

function savesPanel() {
  const list = el("ul", { class: "saves-list", id: "saves-list" });
  const broken = (entry, message) => el("li", { class: "save corrupt", dataset: { matchId: entry.id, key: store.MATCH_PREFIX + entry.id } },
    el("span", { class: "save-title" }, message),
    brokenButtons({ key: store.MATCH_PREFIX + entry.id, raw: entry.raw ?? store.readRaw(store.MATCH_PREFIX + entry.id) },
                  () => { store.deleteMatch(entry.id); renderStart(); }));
  for (const entry of store.listMatches()) {
    if (entry.corrupt) { list.append(broken(entry, t(entry.corrupt, entry.params))); continue; }
    try {
      list.append(saveItem(entry));
    } catch (err) {   // whatever is stored, the start screen renders
      console.error(err);
      list.append(broken(entry, t("storage.corrupt")));
    }
  }
  if (!list.children.length) list.append(el("li", { class: "empty" }, t("saves.none")));
  const file = el("input", { type: "file", id: "import-file", accept: ".json,application/json", hidden: true });
  file.addEventListener("change", async () => {
    const f = file.files[0];
    file.value = "";
    if (f) await importSave(await f.text());
  });
  return el("section", { class: "saves", "aria-labelledby": "saves-title" },
    el("h2", { id: "saves-title" }, t("saves.title")),
    list,
    el("button", { type: "button", id: "import-button", class: "needs-engine", disabled: !app.engineReady, onclick: () => file.click() }, t("saves.import")), file);
}

function saveItem(entry) {
  const refused = app.unresumable.get(entry.id);
  const status = entry.status === "playing" ? t("saves.turn", { n: entry.turn ?? "?" }) : t("saves.finished");
  const behind = store.staleness(entry);
  return el("li", { class: `save${refused ? " unresumable" : ""}${behind ? " behind" : ""}`, dataset: { matchId: entry.id } },
    el("span", { class: "save-title" }, matchTitle(entry)),
    el("span", { class: "save-meta" }, `${status} · ${new Date(entry.updated).toLocaleString(getLang())}`),
    behind ? el("span", { class: "save-behind" }, behindText("saves.behind", behind)) : null,
    refused ? el("span", { class: "save-refused" }, t("saves.unresumable", { message: refused })) : null,
    refused ? null : el("button", { type: "button", class: "resume needs-engine", disabled: !app.engineReady, onclick: () => resumeMatch(entry.id) }, t("saves.resume")),
    el("button", { type: "button", class: "export", onclick: () => exportSave(entry) }, t("saves.export")),
    el("button", {
      type: "button", class: "delete",
      onclick: () => { if (confirm(t("saves.confirm_delete"))) { store.deleteMatch(entry.id); renderStart(); } },
    }, t("saves.delete")));
}

function exportSave(entry) {
  const stamp = (entry.updated || new Date().toISOString()).slice(0, 19).replace(/[:T]/g, "-");
  // The engine ignores `play`; the page reads it back on import (mode, AI level, the human's seat).
  const file = aiOf(entry) ? { ...entry.save, play: playOf(entry) } : entry.save;
  // The file keeps the seed (the device owner's file); its name shows it only once the match is over.
  const name = entry.status !== "playing" && entry.seed != null ? entry.seed : "match";
  download(`eidolon-${name}-${stamp}.json`, JSON.stringify(file, null, 1));
}

/** Import a match file: validated by the engine before anything is stored. */
async function importSave(text) {
  let save;
  try { save = JSON.parse(text); } catch { notice(t("import.not_json")); return false; }
  if (!save || typeof save !== "object" || save.format !== "eidolon-save") { notice(t("import.foreign")); return false; }
  try {
    const { play, ...bare } = save;
    const settings = playFromFile(play);
    // Against the AI only the human's view is ever asked for, even to check the file.
    const view = await call("load", { save: bare, seat: humanSeat(settings) ?? 0 });
    const entry = store.putMatch({ id: store.newId(), ...settings, save: bare, ...summary(view, bare) });
    notice(t("import.done", { title: matchTitle(entry) }), "info");
    renderStart();
    return true;
  } catch (err) {
    notice(t("import.failed", { message: errorText(err) }));
    return false;
  }
}

function summary(view, save) {
  return {
    seed: view.seed ?? save?.config?.seed,
    turn: view.turn,
    status: view.status,
    hash: view.hash,
    names: [0, 1].map((s) => cardName(view.players[s].desbravador?.id)),
  };
}

// ------------------------------------------------------------------ match flow

async function guarded(fn) {
  if (app.busy) return;
  app.busy = true;
  document.body.classList.add("busy");
  try { await fn(); } catch (err) { notice(errorText(err)); console.error(err); } finally {
    app.busy = false;
    document.body.classList.remove("busy");
  }
}

/** Forget the match on screen: a running AI loop stops at its next step. */
function dropMatch() {
  app.aiToken += 1;
  app.aiThinking = false;
  app.aiFailed = false;
  app.preview = null;
  app.selected = null;
}

function newMatch(cfg, play = { mode: "hotseat" }) {
  return guarded(async () => {
    dropMatch();
    const seat = play.mode === "ai" ? play.ai.seat : 0;
    const view = await call("new_game", { config: cfg, seat });
    const save = await call("save");
    const result = store.saveMatch({ id: store.newId(), ...play, save, ...summary(view, save) });
    app.match = result.entry;   // played from memory even when the storage is full
    store.setCurrent(app.match.id);
    app.seat = humanSeat();     // hotseat: nobody until a seat confirms
    notice(null);
    storageStatus(result);
    showNext(view);
  });
}

/** Load a stored match into the engine and show it (hotseat: the handoff screen comes first). */
async function openEntry(entry) {
  dropMatch();
  let view;
  try {
    view = await call("load", { save: entry.save, seat: humanSeat(entry) ?? 0 });
  } catch (err) {
    if (err instanceof BridgeError) app.unresumable.set(entry.id, errorText(err));   // listed as broken
    throw err;
  }
  app.match = entry;
  store.setCurrent(entry.id);
  app.seat = humanSeat();       // hotseat: whoever sits at the device must confirm first
  showNext(view);
  const behind = store.staleness(entry);
  if (behind) {
    storageWarning(() => [behindText("storage.behind_short", behind), behindText("storage.resumed_behind", behind)],
                   { kind: "behind", entry });
  }
}

function resumeMatch(id) {
  return guarded(async () => {
    notice(null);
    try {
      await openEntry(store.getMatch(id));
    } catch (err) {
      app.match = null;
      renderStart();
      show("screen-start");
      throw err;
    }
  });
}

/** Store the match after every action; a storage failure is reported but does not stop the game. */
async function autosave(view) {
  keep(view, await call("save"));
}

function keep(view, save) {
  const result = store.saveMatch({ ...app.match, save, ...summary(view, save) });
  app.match = result.entry;     // the match in memory is the latest, stored or not
  storageStatus(result);
}

/**
 * Show whatever comes after `view` (the view of app.seat, or of seat 0 when nobody is seated):
 * the end screen, a handoff to the deciding seat, or the table of the seated player.
 */
function showNext(view) {
  const human = humanSeat();
  if (view.status !== "playing" || !view.decision) {
    app.seat = human;
    app.aiThinking = false;
    renderEnd(view);
  } else if (human != null) {
    // Against the AI: always the human's table; the AI's decisions run in the worker.
    app.seat = human;
    app.aiThinking = view.decision.seat !== human;
    renderTable(view);
    if (app.aiThinking) runAi();
  } else if (app.seat !== view.decision.seat) {
    renderHandoff(view.decision.seat, view);
  } else {
    renderTable(view);
  }
}

function act(action) {
  if (app.aiThinking) return undefined;     // the AI decides now: the human waits
  return guarded(async () => {
    notice(null);
    app.selected = null;
    const { label, payment, ...bare } = action;
    const seat = humanSeat() ?? app.seat ?? 0;
    const view = await call("act", { action: bare, seat, log_from: logFrom(seat, app.match?.id) });
    await autosave(view);
    showNext(view);
  });
}

function undo() {
  if (app.aiThinking) return undefined;
  return guarded(async () => {
    const seat = humanSeat() ?? app.seat ?? 0;
    const view = await call("undo", { seat, log_from: logFrom(seat, app.match?.id) });
    await autosave(view);
    showNext(view);
  });
}

/**
 * Let the AI play while the decision is its own: one ai_move at a time, each shown on the table
 * (and in the log) at least AI_PACE_MS after the previous one, the thinking time included. The
 * worker does the thinking, so the page stays responsive; the human's controls are disabled.
 */
async function runAi() {
  const token = app.aiToken;
  if (app.aiLoop === token) return;        // already running for this match
  app.aiLoop = token;
  const entry = app.match;
  const { level } = aiOf(entry);
  const human = humanSeat(entry);
  try {
    for (;;) {
      if (!(await untilTableShown(token))) return;
      const t0 = performance.now();
      const view = await call("ai_move", { level, seed: aiSeed(entry), budget_ms: AI_BUDGET_MS[level], seat: human,
                                           log_from: logFrom(human, entry.id) });
      if (token !== app.aiToken) return;
      const save = await call("save");
      await sleep(AI_PACE_MS - (performance.now() - t0));
      // Left or replaced meanwhile: the stored match is unchanged. A tool screen (deck builder,
      // workshop) opened over the table: the AI waits until the table is back.
      if (!(await untilTableShown(token))) return;
      keep(view, save);                     // stored and shown in the same task
      if (view.status !== "playing" || !view.decision || view.decision.seat === human) {
        app.aiThinking = false;
        app.aiLoop = null;
        showNext(view);
        return;
      }
      renderTable(view);
    }
  } catch (err) {
    if (token !== app.aiToken) return;
    app.aiThinking = false;
    app.aiFailed = true;
    notice(t("ai.failed", { message: errorText(err) }));
    console.error(err);
    if (app.view) renderTable(app.view);
  } finally {
    if (app.aiLoop === token) app.aiLoop = null;
  }
}

/** Resolve true once the table is on show again (false if the match was left meanwhile). */
async function untilTableShown(token) {
  while (token === app.aiToken && document.getElementById("screen-table").hidden) await sleep(200);
  return token === app.aiToken;
}

function retryAi() {
  if (!aiOf() || !app.aiFailed) return;
  app.aiFailed = false;
  app.aiThinking = true;
  notice(null);
  renderTable(app.view);
  runAi();
}

function leaveToMenu() {
  dropMatch();
  document.body.classList.remove("ai-thinking");
  store.setCurrent(null);
  app.match = null;
  app.view = null;
  app.seat = null;
  clear(document.getElementById("screen-table"));
  renderStart();
  show("screen-start");
}

// ------------------------------------------------------------------ handoff

function renderHandoff(seat, probe) {
  // Empty the table first: nothing of the previous seat's view may stay in the DOM.
  clearTable();
  app.view = null;
  app.seat = null;
  showHandoff(seat, probe, {
    matchId: app.match?.id, playerName, lastTurn: app.lastTurn, leave: leaveToMenu,
    confirm: () => guarded(async () => {
      app.seat = seat;
      renderTable(await call("view", { seat, log_from: logFrom(seat, app.match?.id) }));
    }),
  });
}

// ------------------------------------------------------------------ table (static/table/table.mjs)

function renderTable(view) {
  app.view = view;
  app.lastTurn = view.turn;
  leaveHandoff();
  showTable(view, {
    matchId: app.match?.id, seat: app.seat, ai: aiOf(), aiThinking: app.aiThinking, aiFailed: app.aiFailed,
    playerName, act, undo, retryAi, leave: leaveToMenu, exportMatch: () => exportSave(app.match),
  });
}

// ------------------------------------------------------------------ end (static/screens/end.mjs)

function resultText(view) {
  const r = view.result || {};
  if (r.winner == null) return t("end.draw");
  if (aiOf()) return t(r.winner === humanSeat() ? "end.winner_you" : "end.winner_ai", { player: playerName(r.winner, view) });
  return t("end.winner", { player: playerName(r.winner, view) });
}

function renderEnd(view) {
  clearTable();
  leaveHandoff();
  document.body.classList.remove("ai-thinking");
  const r = view.result || {};
  const entry = app.match;
  showEnd(view, {
    seat: humanSeat() ?? session.seat ?? 0, ai: aiOf(), playerName,
    result: () => resultText(view),
    reason: () => (r.reason ? (typeof r.reason === "string" ? t(`end.reason.${r.reason}`) : pick(r.reason)) : ""),
    rematch: () => newMatch(entry.save.config, playOf(entry)),
    newSeed: () => newMatch({ ...entry.save.config, seed: randomSeed() }, playOf(entry)),
    exportMatch: () => exportSave(app.match),
    leave: leaveToMenu,
  });
}

// ------------------------------------------------------------------ language and keys

function rerender() {
  applyStatic(document);
  document.getElementById("storage-warning")?.reword();
  document.title = t("app.title");
  const visible = document.querySelector("main > .screen:not([hidden])")?.id;
  if (visible === "screen-start") renderStart();
  else if (visible === "screen-table" && app.view) renderTable(app.view);
  else if (visible === "screen-end") redrawEnd();
  else if (visible === "screen-handoff") guarded(async () => showNext(await call("view", { seat: humanSeat() ?? 0 })));
}

document.getElementById("lang-toggle").addEventListener("click", () => {
  const i = LANGUAGES.indexOf(getLang());
  setLang(LANGUAGES[(i + 1) % LANGUAGES.length]);
  if (app.catalog) rerender();
});

// ------------------------------------------------------------------ boot

async function boot() {
  // The catalogue is embedded at build time: the start screen renders while Pyodide boots.
  const embedded = document.getElementById("engine-catalog");
  app.catalog = setCatalog(embedded ? JSON.parse(embedded.textContent) : await engine.then(() => call("catalog")));
  applyStoredTemplates();   // workshop templates: presentation only (R14.7)
  initTools({ notice, errorText, catalog: app.catalog, back: (screen) => { show(screen); rerender(); } });
  import("./lab.mjs").then((m) => m.initLab({ notice, errorText, back: (screen) => { show(screen); rerender(); } }));
  applyStatic(document);
  renderStart();
  const current = store.getCurrent();
  if (!current) show("screen-start");
  await engine;
  app.engineReady = true;
  for (const b of document.querySelectorAll(".needs-engine")) b.disabled = false;
  document.getElementById("loading-text").hidden = true;
  let resumed = false;
  if (current) {
    try {
      await openEntry(store.getMatch(current));
      resumed = true;
    } catch (err) {
      // Whatever is stored, the page reaches its start screen and says why nothing was resumed.
      console.warn("resume:", err);
      dropMatch();
      app.match = null;
      notice(t("saves.resume_failed", { message: errorText(err) }));
    }
  }
  if (!resumed) {
    renderStart();            // lists the refused match as broken
    show("screen-start");
  }
  performance.mark("eidolon:ready");
  document.body.setAttribute("data-engine-ready", "");
}

boot().catch((err) => {
  const box = document.getElementById("loading-error");
  box.textContent = t("loading.failed", { message: errorText(err) });
  box.hidden = false;
  console.error(err);
});
