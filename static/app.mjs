// Entry module of the page: boots the rules core in its worker, then runs the screens.
// The UI renders the view it receives from the bridge and sends back one of the offered
// actions; it decides no rule. Hidden information never reaches the DOM: only the view of
// the seat sitting at the device is ever rendered, and the table is emptied at each handoff.
import { call, startEngine, BridgeError } from "./bridge.mjs";
import { append, clear, download, el, show } from "./dom.mjs";
import { LANGUAGES, applyStatic, getLang, pick, setLang, t } from "./i18n.mjs";
import { cardDef, cardFull, cardName, cardTile, deckDoctrines, doctrineName, DOCTRINES, PHASES, presentText, setCatalog } from "./cards.mjs";
import { applyStoredTemplates, playerFromChoice, savedDeckChoices } from "./deckstore.mjs";
import { initTools } from "./tools.mjs";
import * as store from "./storage.mjs";

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
};

// ------------------------------------------------------------------ helpers

/** Mark the body with the screen on show and a render counter (tests and benchmarks wait on it). */
function rendered(screen) {
  document.body.dataset.screen = screen;
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
}

function notice(message, kind = "error") {
  const box = document.getElementById("notice");
  clear(box);
  if (!message) { box.hidden = true; return; }
  box.className = `notice ${kind}`;
  box.hidden = false;
  append(box, [el("span", {}, message), el("button", { type: "button", class: "link", onclick: () => notice(null) }, t("ui.close"))]);
}

function errorText(err) {
  if (err instanceof BridgeError) return pick(err.messages);
  if (err instanceof store.StorageError) return t(err.key, err.params);
  return String(err && err.message || err);
}

function playerName(seat, view = app.view) {
  const des = view?.players?.[seat]?.desbravador?.id;
  const base = t("player.n", { n: seat + 1 });
  return des ? `${base} (${cardName(des)})` : base;
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000;
}

function matchTitle(entry) {
  return `${(entry.names || []).join(" × ")} · ${t("match.seed", { seed: entry.seed ?? "?" })}`;
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
  return el("fieldset", { class: "player-setup" },
    el("legend", {}, t("player.n", { n: seat + 1 })),
    el("label", { for: `p${seat}-doctrine` }, t("start.doctrine")), doctrineSel,
    el("label", { for: `p${seat}-deck` }, t("start.deck")), deckSel,
    el("label", { for: `p${seat}-desbravador` }, t("start.desbravador")), desSel);
}

function renderStart() {
  const root = clear(document.getElementById("screen-start"));
  const decks = [...app.catalog.decks, ...savedDeckChoices()];
  const seedInput = el("input", { id: "seed", name: "seed", type: "number", min: "0", step: "1", value: String(randomSeed()) });
  const targetInput = el("input", { id: "location-target", name: "location-target", type: "number", min: "1", max: "12", value: "6" });
  const form = el("form", { id: "start-form", class: "start-form" },
    el("h2", {}, t("start.title")),
    el("fieldset", { class: "mode" },
      el("legend", {}, t("start.mode")),
      el("label", {}, el("input", { type: "radio", name: "mode", value: "hotseat", checked: true }), " ", t("start.mode.hotseat"))),
    el("div", { class: "players" },
      playerFieldset(0, { deck: decks[0]?.id }),
      playerFieldset(1, { deck: decks[1 % Math.max(decks.length, 1)]?.id })),
    el("fieldset", { class: "options" },
      el("legend", {}, t("start.options")),
      el("label", { for: "location-target" }, t("start.location_target")), targetInput,
      el("label", { for: "seed" }, t("start.seed")), seedInput,
      el("button", { type: "button", id: "new-seed", onclick: () => { seedInput.value = String(randomSeed()); } }, t("start.new_seed"))),
    el("button", { type: "submit", id: "start-match", class: "primary needs-engine", disabled: !app.engineReady }, t("start.play")));
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
    const seed = Number.parseInt(seedInput.value, 10);
    const target = Number.parseInt(targetInput.value, 10);
    if (!Number.isSafeInteger(seed) || seed < 0) { notice(t("start.bad_seed")); return; }
    if (!Number.isSafeInteger(target) || target < 1) { notice(t("start.bad_target")); return; }
    newMatch({ seed, players, options: { location_target: target } });
  });
  root.append(form, savesPanel());
  rendered("start");
}

function savesPanel() {
  const list = el("ul", { class: "saves-list", id: "saves-list" });
  for (const entry of store.listMatches()) {
    if (entry.corrupt) {
      list.append(el("li", { class: "save corrupt", dataset: { matchId: entry.id } },
        el("span", {}, t(entry.corrupt)),
        el("button", { type: "button", onclick: () => { store.deleteMatch(entry.id); renderStart(); } }, t("saves.delete"))));
      continue;
    }
    const status = entry.status === "playing" ? t("saves.turn", { n: entry.turn ?? "?" }) : t("saves.finished");
    list.append(el("li", { class: "save", dataset: { matchId: entry.id } },
      el("span", { class: "save-title" }, matchTitle(entry)),
      el("span", { class: "save-meta" }, `${status} · ${new Date(entry.updated).toLocaleString(getLang())}`),
      el("button", { type: "button", class: "resume needs-engine", disabled: !app.engineReady, onclick: () => resumeMatch(entry.id) }, t("saves.resume")),
      el("button", { type: "button", class: "export", onclick: () => exportSave(entry) }, t("saves.export")),
      el("button", {
        type: "button", class: "delete",
        onclick: () => { if (confirm(t("saves.confirm_delete"))) { store.deleteMatch(entry.id); renderStart(); } },
      }, t("saves.delete"))));
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

function exportSave(entry) {
  const stamp = (entry.updated || new Date().toISOString()).slice(0, 19).replace(/[:T]/g, "-");
  download(`eidolon-${entry.seed ?? "match"}-${stamp}.json`, JSON.stringify(entry.save, null, 1));
}

/** Import a match file: validated by the engine before anything is stored. */
async function importSave(text) {
  let save;
  try { save = JSON.parse(text); } catch { notice(t("import.not_json")); return false; }
  if (!save || typeof save !== "object" || save.format !== "eidolon-save") { notice(t("import.foreign")); return false; }
  try {
    const view = await call("load", { save, seat: 0 });
    const entry = store.putMatch({ id: store.newId(), mode: "hotseat", save, ...summary(view, save) });
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

function newMatch(cfg) {
  return guarded(async () => {
    const view = await call("new_game", { config: cfg, seat: 0 });
    const save = await call("save");
    app.match = store.putMatch({ id: store.newId(), mode: "hotseat", save, ...summary(view, save) });
    store.setCurrent(app.match.id);
    app.seat = null;
    notice(null);
    showNext(view);
  });
}

function resumeMatch(id) {
  return guarded(async () => {
    const entry = store.getMatch(id);
    const view = await call("load", { save: entry.save, seat: 0 });
    app.match = entry;
    store.setCurrent(id);
    app.seat = null;            // whoever sits at the device must confirm first
    notice(null);
    showNext(view);
  });
}

/** Store the match after every action; a storage failure is reported but does not stop the game. */
async function autosave(view) {
  const save = await call("save");
  try {
    app.match = store.putMatch({ ...app.match, save, ...summary(view, save) });
  } catch (err) {
    app.match = { ...app.match, save };
    notice(errorText(err));
  }
}

/**
 * Show whatever comes after `view` (the view of app.seat, or of seat 0 when nobody is seated):
 * the end screen, a handoff to the deciding seat, or the table of the seated player.
 */
function showNext(view) {
  if (view.status !== "playing" || !view.decision) {
    app.seat = null;
    renderEnd(view);
  } else if (app.seat !== view.decision.seat) {
    renderHandoff(view.decision.seat, view);
  } else {
    renderTable(view);
  }
}

function act(action) {
  return guarded(async () => {
    notice(null);
    app.selected = null;
    const { label, payment, ...bare } = action;
    const view = await call("act", { action: bare, seat: app.seat ?? 0 });
    await autosave(view);
    showNext(view);
  });
}

function undo() {
  return guarded(async () => {
    const view = await call("undo", { seat: app.seat ?? 0 });
    await autosave(view);
    showNext(view);
  });
}

function leaveToMenu() {
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
  clear(document.getElementById("screen-table"));
  app.view = null;
  app.seat = null;
  const root = clear(document.getElementById("screen-handoff"));
  const reason = seat !== probe.active ? t("handoff.respond")
    : probe.turn !== app.lastTurn ? t("handoff.turn") : t("handoff.back");
  const go = el("button", {
    type: "button", id: "handoff-confirm", class: "primary",
    onclick: () => guarded(async () => {
      app.seat = seat;
      renderTable(await call("view", { seat }));
    }),
  }, t("handoff.confirm", { player: t("player.n", { n: seat + 1 }) }));
  root.append(el("div", { class: "handoff", dataset: { seat: String(seat) } },
    el("h2", {}, t("handoff.title", { player: playerName(seat, probe) })),
    el("p", {}, reason),
    el("p", { class: "hint" }, t("handoff.hint")),
    go, " ",
    el("button", { type: "button", id: "handoff-menu", onclick: leaveToMenu }, t("table.menu"))));
  show("screen-handoff");
  rendered("handoff");
  go.focus();
}

// ------------------------------------------------------------------ table

function uidIndex(view) {
  const names = new Map();
  const add = (x) => { if (x && x.uid != null) names.set(x.uid, x.id); };
  for (const p of view.players) {
    add(p.desbravador);
    for (const zone of ["hand", "reserve", "discard", "committed", "creatures", "relics", "connected"]) (p[zone] || []).forEach(add);
  }
  for (const slot of view.ermo || []) add(slot.card);
  return names;
}

function renderTable(view) {
  app.view = view;
  app.lastTurn = view.turn;
  const root = clear(document.getElementById("screen-table"));
  const me = app.seat;
  const rival = 1 - me;
  const names = uidIndex(view);
  const nameOf = (uid) => (names.has(uid) ? cardName(names.get(uid)) : t("card.unknown"));
  const actions = view.actions || [];
  const sources = new Set(actions.filter((a) => a.card != null).map((a) => a.card));
  const targetsOfSelected = new Set(actions.filter((a) => a.card === app.selected && a.target != null).map((a) => a.target));
  const pickOnly = new Set(actions.filter((a) => a.card == null && a.target != null).map((a) => a.target));
  const c = view.contest;
  const inContest = new Set(c ? [c.actor, c.location, c.interceptor].filter((u) => u != null) : []);

  const preview = el("aside", { class: "preview", id: "card-preview", "aria-live": "polite" },
    el("p", { class: "hint" }, t("table.preview_hint")));
  const showPreview = (id, inst) => { clear(preview); preview.append(cardFull(id, inst, nameOf)); };

  const tile = (inst, extra) => {
    const node = cardTile(inst, { nameOf, extra });
    if (sources.has(inst.uid)) node.classList.add("actionable");
    if (app.selected === inst.uid) node.classList.add("selected");
    if (targetsOfSelected.has(inst.uid) || pickOnly.has(inst.uid)) node.classList.add("targetable");
    if (inContest.has(inst.uid)) node.classList.add("in-contest");
    node.addEventListener("mouseenter", () => showPreview(inst.id, inst));
    node.addEventListener("focus", () => showPreview(inst.id, inst));
    node.addEventListener("click", () => onCardClick(inst.uid));
    return node;
  };

  const playerArea = (seat) => {
    const p = view.players[seat];
    const own = seat === me;
    const ess = DOCTRINES.map((d) => el("li", { class: `essence doctrine-${d}`, title: doctrineName(d) },
      `${doctrineName(d)} ${p.essence?.[d] ?? 0}`));
    const des = p.desbravador || {};
    const desTile = el("button", {
      type: "button", class: "card desbravador", dataset: { cardId: des.id || "" },
      onmouseenter: () => showPreview(des.id), onfocus: () => showPreview(des.id),
    }, el("span", { class: "card-name" }, cardName(des.id)),
      el("span", { class: "vitalidade" }, t("player.vitalidade", { n: des.vitalidade ?? "?", max: des.max ?? "?" })));
    const viewer = (cls, key, list) => el("details", { class: `viewer ${cls}` },
      el("summary", {}, t(key, { n: list.length })),
      el("div", { class: "zone" }, list.map((c) => tile(c))));
    return el("section", { class: `player-area ${own ? "own" : "rival"}`, dataset: { seat: String(seat) }, "aria-label": playerName(seat, view) },
      el("header", { class: "player-info" },
        el("h2", {}, own ? t("table.you", { player: t("player.n", { n: seat + 1 }) }) : t("table.rival", { player: t("player.n", { n: seat + 1 }) })),
        desTile,
        el("span", { class: "counter vestigios" }, t("table.vestigios", { n: p.vestigios ?? 0 })),
        el("span", { class: "counter deck" }, t("table.deck_count", { n: p.deck_count ?? 0 })),
        el("span", { class: "counter hand" }, t("table.hand_count", { n: p.hand_count ?? (p.hand || []).length })),
        el("span", { class: "counter reserve" }, t("table.reserve_count", { n: p.reserve_count ?? 0 })),
        own && seat === view.active ? el("span", { class: "counter credits" }, t("table.explore_credits", { n: p.explore_credits ?? 0 })) : null,
        p.fatigue ? el("span", { class: "counter fatigue" }, t("table.fatigue", { n: p.fatigue })) : null),
      el("div", { class: "player-info" },
        el("ul", { class: "essence-list", "aria-label": t("table.essence") }, ess),
        viewer("discard", "table.discard", p.discard || []),
        viewer("committed", "table.committed", p.committed || []),
        viewer("connected", "table.connected", p.connected || []),
        own && p.reserve ? viewer("reserve", "table.reserve", p.reserve) : null),
      el("div", { class: "field" },
        el("div", { class: "zone creatures", "aria-label": t("table.creatures") },
          (p.creatures || []).length ? p.creatures.map((c) => tile(c)) : el("p", { class: "empty" }, t("table.no_creatures"))),
        (p.relics || []).length ? el("div", { class: "zone relics", "aria-label": t("table.relics") }, p.relics.map((c) => tile(c))) : null));
  };

  const ermo = el("section", { class: "ermo", "aria-label": t("table.ermo") },
    el("h2", {}, t("table.ermo")),
    el("div", { class: "zone locations" }, (view.ermo || []).map((slot) => {
      if (!slot.card) return el("div", { class: "slot empty" }, t("table.empty_slot"));
      const prog = slot.progress || [0, 0];
      const need = cardDef(slot.card.id)?.difficulty ?? "?";
      return tile(slot.card, el("span", { class: "progress" },
        [me, rival].map((s) => el("span", { class: `progress-seat seat-${s}` },
          t("table.progress", { player: t("player.short", { n: s + 1 }), n: prog[s] ?? 0, need })))));
    })));

  const hand = (view.players[me].hand || []);
  const reasons = new Map((view.unplayable || []).map((u) => [u.card, u.reason]));
  const handZone = el("section", { class: "hand", "aria-label": t("table.hand") },
    el("h2", {}, t("table.hand_title", { n: hand.length })),
    el("div", { class: "zone" }, hand.map((c) => {
      const why = reasons.get(c.uid);
      const node = tile(c, why ? el("span", { class: "why" }, pick(why)) : null);
      if (why) { node.classList.add("unplayable"); node.title = pick(why); }
      return node;
    })));

  const phaseBar = el("ol", { class: "phase-bar", "aria-label": t("table.phases") },
    PHASES.map((ph) => el("li", { class: ph === view.phase ? "current" : "", "aria-current": ph === view.phase ? "step" : null }, t(`phase.${ph}`))));

  const status = el("div", { class: "status-line" },
    el("span", {}, t("table.turn", { n: view.turn ?? "?", player: playerName(view.active, view) })),
    el("span", { id: "match-seed" }, t("match.seed", { seed: view.seed })),
    el("span", { id: "state-hash", dataset: { hash: view.hash || "" } }, t("table.hash", { hash: view.hash || "" })));

  const tools = el("div", { class: "table-tools" },
    el("button", { type: "button", id: "undo", onclick: undo, disabled: view.can_undo === false }, t("table.undo")),
    el("button", { type: "button", id: "export-match", onclick: () => exportSave(app.match) }, t("saves.export")),
    el("button", { type: "button", id: "to-menu", onclick: leaveToMenu }, t("table.menu")));

  const log = el("section", { class: "log", "aria-label": t("table.log") },
    el("h2", {}, t("table.log")),
    el("ol", { id: "log-list" }, (view.log || []).slice(-80).map((entry) => el("li", {}, presentText(entry)))));

  root.append(
    el("div", { class: "table-top" }, phaseBar, status, tools),
    el("div", { class: "table-grid" },
      el("div", { class: "board" }, playerArea(rival), ermo, playerArea(me), handZone),
      el("div", { class: "side" }, decisionPanel(view, nameOf), preview, log)));
  show("screen-table");
  rendered("table");
  const logList = root.querySelector("#log-list");
  logList.scrollTop = logList.scrollHeight;
  const first = root.querySelector(".decision .actions button");
  if (first && !root.contains(document.activeElement)) first.focus({ preventScroll: true });
}

function paymentText(pay) {
  if (!pay) return "";
  const parts = [];
  if (pay.essence) parts.push(t("pay.essence", { n: pay.essence, doctrine: doctrineName(pay.doctrine) }));
  if (pay.vestigio) parts.push(t("pay.vestigio", { n: pay.vestigio }));
  if (pay.exhaust) parts.push(t("pay.exhaust"));
  return parts.length ? t("pay.cost", { items: parts.join(", ") }) : t("pay.free");
}

function contextLines(view, nameOf) {
  const d = view.decision || {};
  const ctx = d.context || {};
  const lines = [];
  const c = view.contest;
  if (c) {
    const key = c.kind === "attack" ? "ctx.contest.attack" : "ctx.contest.explore";
    lines.push(t(key, { player: playerName(c.side ?? view.active, view), actor: nameOf(c.actor),
                        location: c.location != null ? nameOf(c.location) : "" }));
    if (c.interceptor != null) lines.push(t("ctx.interceptor", { name: nameOf(c.interceptor) }));
    if (c.withdrawn) lines.push(t("ctx.withdrawn"));
  }
  if (d.kind === "response") {
    if (ctx.window) lines.push(t("ctx.window", { window: t(`window.${ctx.window}`) }));
    lines.push(t("ctx.responder", { player: playerName(d.seat, view) }));
  } else if (d.kind === "target" && ctx.source) {
    lines.push(t("ctx.target_for", { name: nameOf(ctx.source.uid) }));
  } else if (d.kind === "order" && ctx.triggers) {
    lines.push(t("ctx.order"));
    ctx.triggers.forEach((tr, i) => lines.push(`${i + 1}. ${nameOf(tr.source.uid)} (${playerName(tr.seat, view)})`));
  } else if (d.kind === "discard" && ctx.excess != null) {
    lines.push(t("ctx.discard", { n: ctx.excess }));
  } else if (d.kind === "pick") {
    lines.push(t("ctx.pick"));
  }
  return lines;
}

function decisionPanel(view, nameOf) {
  const actions = view.actions || [];
  const d = view.decision || {};
  const prompt = t(`decision.${d.kind}`) !== `decision.${d.kind}` ? t(`decision.${d.kind}`) : String(d.kind);
  const shown = app.selected != null ? actions.filter((a) => a.card === app.selected || a.target === app.selected) : actions;
  const button = (a) => el("button", {
    type: "button", class: `action type-${a.type}`,
    dataset: { type: a.type, card: a.card ?? "", target: a.target ?? "", index: String(actions.indexOf(a)) },
    onclick: () => act(a),
  }, el("span", { class: "action-label" }, presentText(a.label) || a.type),
    a.payment ? el("span", { class: "payment" }, paymentText(a.payment)) : null);
  const general = shown.filter((a) => a.card == null);
  const specific = shown.filter((a) => a.card != null);
  const groups = new Map();
  for (const a of specific) {
    if (!groups.has(a.card)) groups.set(a.card, []);
    groups.get(a.card).push(a);
  }
  return el("section", { class: "decision", "aria-label": t("table.decision") },
    el("h2", {}, prompt),
    contextLines(view, nameOf).map((line) => el("p", { class: "context" }, line)),
    app.selected != null ? el("p", { class: "selection" },
      t("table.selected", { name: nameOf(app.selected) }), " ",
      el("button", { type: "button", class: "link", id: "clear-selection", onclick: () => { app.selected = null; renderTable(app.view); } }, t("table.clear_selection"))) : null,
    el("div", { class: "actions" },
      general.map(button),
      [...groups].map(([uid, list]) => el("div", { class: "action-group" },
        el("h3", {}, nameOf(uid)), list.map(button)))));
}

function onCardClick(uid) {
  const actions = app.view?.actions || [];
  if (app.selected != null && app.selected !== uid) {
    const matching = actions.filter((a) => a.card === app.selected && a.target === uid);
    if (matching.length === 1) { act(matching[0]); return; }
  }
  const pickOnly = actions.filter((a) => a.card == null && a.target === uid);
  if (pickOnly.length === 1 && app.selected == null) { act(pickOnly[0]); return; }
  const own = actions.filter((a) => a.card === uid);
  app.selected = own.length && app.selected !== uid ? uid : null;
  renderTable(app.view);
  const again = document.querySelector(`#screen-table [data-uid="${uid}"]`);
  if (again) again.focus({ preventScroll: true });
}

// ------------------------------------------------------------------ end

function resultText(view) {
  const r = view.result || {};
  if (r.winner == null) return t("end.draw");
  return t("end.winner", { player: playerName(r.winner, view) });
}

function renderEnd(view) {
  clear(document.getElementById("screen-table"));
  const root = clear(document.getElementById("screen-end"));
  const r = view.result || {};
  const why = r.reason ? (typeof r.reason === "string" ? t(`end.reason.${r.reason}`) : pick(r.reason)) : "";
  const entry = app.match;
  root.append(el("div", { class: "end" },
    el("h2", { id: "end-result" }, resultText(view)),
    why ? el("p", { id: "end-reason" }, why) : null,
    el("p", {}, t("match.seed", { seed: view.seed }), " · ", t("table.hash", { hash: view.hash || "" })),
    el("ol", { class: "log" }, (view.log || []).slice(-12).map((e) => el("li", {}, presentText(e)))),
    el("div", { class: "end-tools" },
      el("button", { type: "button", id: "rematch", class: "primary", onclick: () => newMatch(entry.save.config) }, t("end.rematch")),
      el("button", { type: "button", id: "export-end", onclick: () => exportSave(entry) }, t("saves.export")),
      el("button", { type: "button", id: "end-menu", onclick: leaveToMenu }, t("table.menu")))));
  show("screen-end");
  rendered("end");
  root.querySelector("#rematch").focus();
}

// ------------------------------------------------------------------ language and keys

function rerender() {
  applyStatic(document);
  document.title = t("app.title");
  const visible = document.querySelector("main > .screen:not([hidden])")?.id;
  if (visible === "screen-start") renderStart();
  else if (visible === "screen-table" && app.view) renderTable(app.view);
  else if (visible === "screen-handoff" || visible === "screen-end") guarded(async () => showNext(await call("view", { seat: 0 })));
}

document.getElementById("lang-toggle").addEventListener("click", () => {
  const i = LANGUAGES.indexOf(getLang());
  setLang(LANGUAGES[(i + 1) % LANGUAGES.length]);
  if (app.catalog) rerender();
});

document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && app.selected != null && app.view) {
    app.selected = null;
    renderTable(app.view);
  }
});

// ------------------------------------------------------------------ boot

async function boot() {
  // The catalogue is embedded at build time: the start screen renders while Pyodide boots.
  const embedded = document.getElementById("engine-catalog");
  app.catalog = setCatalog(embedded ? JSON.parse(embedded.textContent) : await engine.then(() => call("catalog")));
  applyStoredTemplates();   // workshop templates: presentation only (R14.7)
  initTools({ notice, errorText, catalog: app.catalog, back: (screen) => { show(screen); rerender(); } });
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
      const entry = store.getMatch(current);
      const view = await call("load", { save: entry.save, seat: 0 });
      app.match = entry;
      showNext(view);
      resumed = true;
    } catch (err) {
      notice(t("saves.resume_failed", { message: errorText(err) }));
    }
  }
  if (!resumed) show("screen-start");
  performance.mark("eidolon:ready");
  document.body.setAttribute("data-engine-ready", "");
}

boot().catch((err) => {
  const box = document.getElementById("loading-error");
  box.textContent = t("loading.failed", { message: errorText(err) });
  box.hidden = false;
  console.error(err);
});
