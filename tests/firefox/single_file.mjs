// Drives Debian's firefox-esr (headless, a fresh profile) over WebDriver BiDi with puppeteer-core, which
// downloads no browser: opens site/eidolon.html by its file:// URL, waits for the engine, plays a scenario and
// prints one JSON report on stdout for tests/browser/test_single_file_firefox.py (which makes the assertions)
// and bench/single_file.py --firefox (which reads the ready times).
//
//   node tests/firefox/single_file.mjs --url file:///.../eidolon.html [--scenario hotseat|extras|ready]
//        [--seed 11] [--target 1] [--before-reload 30] [--max-steps 600] [--firefox /usr/bin/firefox-esr]
//
// hotseat: the file-origin note in both languages, a hotseat match played by clicking, a reload in the middle
// and its resume, the match to its end and the worker's final hash. extras: a match against the AI until the
// AI has moved, the rules reference, the builder's stylesheet, that match exported (a download) and imported
// into an emptied storage. ready: the ready time only.
//
// Every click is checked in the page as it arrives (clickOn): one that would land on anything but its
// element, which the page moved after puppeteer read its place, is cancelled and made again.
//
// Every request the browser reports (page and worker) that is not the file itself or a blob:/data: URL is
// listed in the report's `outside`; the profile also sends every http(s) request to a closed port on 127.0.0.1
// as its proxy, so nothing can leave the machine. At the end a probe fetch from the page and one from a worker
// check that the recording sees foreign requests of both (`probe_seen`).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";

const { values: opt } = parseArgs({ options: {
  url: { type: "string" }, seed: { type: "string", default: "11" }, target: { type: "string", default: "1" },
  "before-reload": { type: "string", default: "30" }, "max-steps": { type: "string", default: "600" },
  scenario: { type: "string", default: "hotseat" }, firefox: { type: "string", default: "/usr/bin/firefox-esr" },
} });
if (!opt.url) throw new Error("--url is required");
if (!["hotseat", "extras", "ready"].includes(String(opt.scenario))) throw new Error(`unknown --scenario ${opt.scenario}`);
const URL_ = opt.url;
const READY_MS = 180_000;
const RENDER_MS = 60_000;
const PROBES = ["http://eidolon-page-probe.invalid/", "http://eidolon-worker-probe.invalid/"];
// When several actions are offered, prefer those that move the match forward (tests/browser/conftest.py).
const PREFERENCE = ["explore", "pick", "attack", "commit", "play", "let_pass", "pass_window", "order",
                    "choose", "discard", "end_phase"];

/** @type {Record<string, any>} */
const report = { browser: "", outside: [], errors: [], stage: "launch", navigation_retries: 0 };
/** A port on 127.0.0.1 that nothing listens on (taken from the system, then closed): the profile's proxy. */
const closedPort = await new Promise((resolve) => {
  const srv = createServer().listen(0, "127.0.0.1", () => {
    const { port } = /** @type {import("node:net").AddressInfo} */ (srv.address());
    srv.close(() => resolve(port));
  });
});
const profile = mkdtempSync(join(tmpdir(), "eidolon-firefox-"));
const downloads = join(profile, "downloads");
mkdirSync(downloads);
const browser = await puppeteer.launch({
  browser: "firefox", executablePath: opt.firefox, headless: true, userDataDir: profile,
  defaultViewport: { width: 1280, height: 720 }, protocolTimeout: READY_MS,
  extraPrefsFirefox: {
    "network.proxy.type": 1, "network.proxy.http": "127.0.0.1", "network.proxy.http_port": closedPort,
    "network.proxy.ssl": "127.0.0.1", "network.proxy.ssl_port": closedPort, "network.proxy.allow_hijacking_localhost": true,
    "network.proxy.no_proxies_on": "",
    // downloads go to a folder of the profile without asking (the export test reads them there)
    "browser.download.folderList": 2, "browser.download.dir": downloads, "browser.download.useDownloadDir": true,
    "browser.download.always_ask_before_handling_new_types": false, "browser.download.start_downloads_in_tmp_dir": false,
    "browser.helperApps.neverAsk.saveToDisk": "application/json", "browser.download.alwaysOpenPanel": false, "app.update.enabled": false, "browser.shell.checkDefaultBrowser": false,
  },
});

/** The first finished download (a file of the download folder that is not a .part), waited for. */
async function downloaded() {
  for (let i = 0; i < 300; i++) {
    const done = readdirSync(downloads).filter((n) => !n.endsWith(".part"));
    if (done.length && !readdirSync(downloads).some((n) => n.endsWith(".part"))) {
      return { name: done[0], text: readFileSync(join(downloads, done[0]), "utf-8") };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no download in 30 s");
}

/** @param {string} url */
function outside(url) {
  return url !== URL_ && !url.startsWith("blob:") && !url.startsWith("data:");
}

try {
  report.browser = await browser.version();
  const page = await browser.newPage();
  page.on("request", (request) => { if (outside(request.url())) report.outside.push(request.url()); });
  /** @type {string[]} */
  let errors = report.errors;
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => { if (msg.type() === "error") errors.push(`console: ${msg.text()}`); });

  const renders = () => page.evaluate(() => Number(document.body.dataset.renders || 0));
  const screen = () => page.evaluate(() => document.body.dataset.screen || "");
  const waitRender = (/** @type {number} */ before) =>
    page.waitForFunction((n) => Number(document.body.dataset.renders || 0) > n, { timeout: RENDER_MS }, before);
  /**
   * Click the first element `selector` matches, making sure the click lands on it (as Playwright's click does
   * in the Chromium tests). Puppeteer reads the element's centre, then sends the pointer there, and the page may
   * move the element in between: on the table the engine's outcome previews arrive a worker round trip after
   * each view and the side panel's notes grow, pushing the action list down by about a line. Under load that
   * round trip ends between the two, and a click meant for "Deixar passar" lands on "Interceptar" (another
   * action) or on a group's heading (nothing happens: no render). So the page checks each click as it arrives:
   * one that would land elsewhere is cancelled there, before any of the page's own listeners sees it, and the
   * element is clicked again where it is now.
   */
  const clickOn = async (/** @type {string} */ selector) => {
    for (let attempt = 1; ; attempt++) {
      const target = await page.waitForSelector(selector, { visible: true, timeout: RENDER_MS });
      if (!target) throw new Error(`no ${selector}`);
      await target.evaluate((el) => {
        const describe = (/** @type {EventTarget | null} */ t) => (t instanceof Element
          ? `${t.tagName.toLowerCase()}${t.id ? "#" + t.id : ""}${[...t.classList].map((c) => "." + c).join("")}` : String(t));
        const guard = { done: false, landed: false, hit: "" };
        const types = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
        const check = (/** @type {Event} */ e) => {
          const on = e.target instanceof Node && el.contains(e.target);
          if (!on) { e.preventDefault(); e.stopImmediatePropagation(); }
          if (e.type !== "click") return;
          Object.assign(guard, { done: true, landed: on, hit: describe(e.target) });
          for (const type of types) window.removeEventListener(type, check, true);
        };
        for (const type of types) window.addEventListener(type, check, true);   // the first listeners of every click
        /** @type {any} */ (window).eidolonClickGuard = guard;
      });
      await target.click();
      const guard = await (await page.waitForFunction(() => {
        const g = /** @type {any} */ (window).eidolonClickGuard;
        return g.done && g;
      }, { timeout: RENDER_MS })).jsonValue();
      if (guard.landed) return;
      if (attempt >= 5) throw new Error(`a click on ${selector} landed on ${guard.hit} ${attempt} times`);
    }
  };
  /** Click something that re-renders the page and wait for the next render. */
  const clickAndWait = async (/** @type {string} */ selector) => {
    const before = await renders();
    await clickOn(selector);
    await waitRender(before);
  };
  const visible = (/** @type {string} */ sel) => page.evaluate((s) => {
    const e = document.querySelector(s);
    return Boolean(e && e instanceof HTMLElement && e.offsetParent !== null);
  }, sel);
  const text = (/** @type {string} */ sel) => page.evaluate((s) => document.querySelector(s)?.textContent || "", sel);
  /** Set an input's value and send the input event, as a user's typing would (Playwright's fill). */
  const fill = (/** @type {string} */ sel, /** @type {string} */ value) => page.$eval(sel, (e, v) => {
    /** @type {HTMLInputElement} */ (e).value = v;
    e.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
  const hash = () => page.evaluate(() => document.getElementById("state-hash")?.dataset.hash || "");
  const storedSave = () => page.evaluate(() => {
    const id = localStorage.getItem("eidolon:v1:current");
    return JSON.parse(localStorage.getItem("eidolon:v1:match:" + id) || "null")?.save ?? null;
  });
  /** Navigation -> eidolon:ready, in the page's own clock. */
  const waitReady = async () => {
    await page.waitForSelector("body[data-engine-ready]", { timeout: READY_MS });
    return page.evaluate(() => performance.getEntriesByName("eidolon:ready")[0]?.startTime ?? null);
  };

  /** The preferred offered action of the table's action list (opened if it is closed), clicked. */
  const clickPreferred = async () => {
    const types = await page.$$eval(".decision .action", (els) => els.map((e) => /** @type {HTMLElement} */ (e).dataset.type));
    if (!types.length) throw new Error("the table offers no action");
    if (await page.evaluate(() => {
      const list = document.getElementById("action-list");
      return list instanceof HTMLDetailsElement && !list.open;
    })) await clickOn("#action-list > summary");
    const kind = PREFERENCE.find((k) => types.includes(k));
    await clickAndWait(kind ? `.decision .action[data-type="${kind}"]` : ".decision .action");
  };
  /** Confirm handoffs and click preferred actions until the end screen or max steps; the steps taken. */
  const play = async (/** @type {number} */ max) => {
    for (let step = 0; step < max; step++) {
      const current = await screen();
      if (current === "end") return step;
      if (current === "handoff") await clickAndWait("#handoff-confirm");
      else if (current === "table") await clickPreferred();
      else throw new Error(`unexpected screen ${current}`);
    }
    return max;
  };

  /**
   * A navigation (goto or reload) until the document is parsed; the engine's readiness is waited for after it.
   * Firefox now and then never ends a navigation of this file (a navigation timeout, about 1 in 10 under load,
   * once on a quiet machine; or, since the file holds the engine's snapshot and is 19 MB, its WebDriver BiDi
   * `browsingContext.navigate` command that never answers, seen once in a CI run): one more try, counted in the
   * report.
   * @param {() => Promise<unknown>} how
   */
  const navigate = async (how) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await how();
        return;
      } catch (err) {
        const hung = String(err).includes("Navigation timeout") || String(err).includes("browsingContext.navigate timed out");
        if (attempt >= 1 || !hung) throw err;
        report.navigation_retries += 1;
      }
    }
  };
  const parsed = /** @type {const} */ ({ waitUntil: "domcontentloaded" });

  report.stage = "boot";
  await navigate(() => page.goto(URL_, parsed));
  report.ready_ms = await waitReady();
  // Where it went (bench/site_speed.py's parts): the worker's boot started (for the single file after its
  // files were unpacked), loadPyodide, the bridge import, and the page after the worker.
  report.parts = await page.evaluate(async () => {
    const t = (await import("./static/shell/bridge.mjs")).bootTimings;
    const ready = performance.getEntriesByName("eidolon:ready")[0].startTime;
    return { worker_start: t.started - performance.timeOrigin, load_pyodide: t.loadPyodide,
             import_bridge: t.importBridge, after_worker: ready - (t.finished - performance.timeOrigin),
             snapshot: t.snapshot, snapshot_refused: t.snapshotRefused ?? null };
  });
  report.screen_at_ready = await screen();
  report.file_protocol = await page.evaluate(() => location.protocol);
  if (opt.scenario === "hotseat") {
    report.stage = "origin note";
    report.note = { visible: await visible("#origin-note"), pt: await text("#origin-note") };
    await page.click("#lang-toggle");
    report.note.en = await text("#origin-note");
    await page.click("#lang-toggle");

    report.stage = "match";
    await fill("#seed", String(opt.seed));
    await fill("#location-target", String(opt.target));
    await clickAndWait("#start-match");
    report.note.visible_in_match = await visible("#origin-note");
    const t0 = Date.now();
    report.steps_before_reload = await play(Number(opt["before-reload"]));
    report.play_ms = Date.now() - t0;
    if (await screen() === "handoff") await clickAndWait("#handoff-confirm");
    report.before_reload = { hash: await hash(), save: await storedSave(), screen: await screen() };

    report.stage = "reload";
    await navigate(() => page.reload(parsed));
    report.ready_after_reload_ms = await waitReady();
    report.screen_after_reload = await screen();
    if (report.screen_after_reload === "handoff") await clickAndWait("#handoff-confirm");
    report.after_reload = { hash: await hash(), save: await storedSave() };

    report.stage = "play to the end";
    const t1 = Date.now();
    report.steps_after_reload = await play(Number(opt["max-steps"]));
    report.play_ms += Date.now() - t1;   // the clicks and renders of the whole match, the reload left out
    report.screen_at_end = await screen();
    report.final_save = await storedSave();
    report.bridge_hash = await page.evaluate(async () => {
      const b = await import("./static/shell/bridge.mjs");
      return b.call("hash", {});
    });
  } else if (opt.scenario === "extras") {
    report.stage = "against the AI";
    await page.click("#mode-ai");
    await fill("#seed", "3");
    await fill("#location-target", "6");
    await clickAndWait("#start-match");
    let aiMoved = false;
    for (let i = 0; i < 60; i++) {
      if (await page.evaluate(() => document.body.classList.contains("ai-thinking"))) {
        aiMoved = true;
        await waitRender(await renders());
      } else if (aiMoved) break;
      else await clickPreferred();
    }
    report.ai = { moved: aiMoved, screen: await screen(), offered: (await page.$$(".decision .action")).length };
    await clickAndWait("#to-menu");

    report.stage = "rules reference and builder";
    await page.click("#open-rules");
    await page.waitForSelector("body[data-rules-ready='pt-BR']", { timeout: RENDER_MS });
    report.rules_ready = true;
    await page.keyboard.press("Escape");
    await clickAndWait("#open-builder");
    report.builder_stylesheet = await page.evaluate(() => [...document.styleSheets].some(
      (s) => s.href && s.href.startsWith("blob:") && [...s.cssRules].length > 0));

    report.stage = "export";
    await navigate(() => page.reload(parsed));
    await waitReady();
    if (await screen() !== "start") await clickAndWait("#to-menu");
    report.stored_save = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("eidolon:v1:match:"));
      return key ? JSON.parse(localStorage.getItem(key) || "null")?.save ?? null : null;
    });
    // the AI match as the saves list exports it: a download, into the profile's download folder
    await page.click("#saves-list .save .export");
    const exported = await downloaded();
    report.exported_name = exported.name;
    report.exported = JSON.parse(exported.text);

    report.stage = "import";
    const file = join(downloads, exported.name);
    await page.evaluate(() => localStorage.clear());
    await navigate(() => page.reload(parsed));
    await waitReady();
    report.saves_after_clear = (await page.$$("#saves-list .save")).length;
    const input = /** @type {import("puppeteer-core").ElementHandle<HTMLInputElement>} */ (await page.$("#import-file"));
    await input.uploadFile(file);
    await page.waitForSelector("#saves-list .save .resume", { timeout: RENDER_MS });
    report.imported = true;
    await clickAndWait("#saves-list .save .resume");
    if (await screen() === "handoff") await clickAndWait("#handoff-confirm");
    report.imported_screen = await screen();
    report.imported_hash = await hash();
  }

  report.stage = "probe";
  const seen = report.outside.length;
  report.probe_errors = [];
  errors = report.probe_errors;   // from here on the errors are the probes' own failed fetches
  await page.evaluate(([fromPage, fromWorker]) => Promise.all([
    fetch(fromPage).catch(() => null),
    new Promise((resolve) => {
      const src = `fetch(${JSON.stringify(fromWorker)}).finally(() => postMessage("done"))`;
      const worker = new Worker(`data:text/javascript,${encodeURIComponent(src)}`, { type: "module" });
      worker.onmessage = worker.onerror = () => { worker.terminate(); resolve(null); };
    })]), PROBES);
  for (let i = 0; i < 50 && !PROBES.every((u) => report.outside.slice(seen).includes(u)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));   // the browser's events arrive after the fetches fail
  }
  report.probe_seen = PROBES.every((u) => report.outside.slice(seen).includes(u));
  report.outside = report.outside.filter((/** @type {string} */ u) => !PROBES.includes(u));
  report.stage = "done";
} catch (err) {
  report.failure = String(err && /** @type {any} */ (err).stack || err);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(report) + "\n");
