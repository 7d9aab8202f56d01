// Saved matches in localStorage. Keys are namespaced and versioned; each match is one entry,
// so a corrupt entry never affects the others. Nothing is deleted unless the user asks.
//
//   eidolon:v1:match:<id>   {"kind": "eidolon-match", "v": 1, "id", "mode", "created", "updated",
//                            "seed", "turn", "status", "hash", "names": [...], "save": <bridge save>}
//                           mode "hotseat" or "ai"; against the AI also "ai": {"level", "seat": human's seat}
//   eidolon:v1:current      id of the match being played (resumed on reload)
const PREFIX = "eidolon:v1:match:";
const CURRENT = "eidolon:v1:current";
const VERSION = 1;

export class StorageError extends Error {
  constructor(key, params = {}) { super(key); this.key = key; this.params = params; }
}

function parseEntry(id, raw) {
  let data;
  try { data = JSON.parse(raw); } catch { return { id, corrupt: "storage.corrupt" }; }
  if (!data || data.kind !== "eidolon-match") return { id, corrupt: "storage.foreign" };
  if (data.v > VERSION) return { id, corrupt: "storage.too_new" };
  if (!data.save || typeof data.save !== "object") return { id, corrupt: "storage.corrupt" };
  return data;
}

/** All saved matches, newest first; unreadable entries are listed with a `corrupt` message key. */
export function listMatches() {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key && key.startsWith(PREFIX)) out.push(parseEntry(key.slice(PREFIX.length), localStorage.getItem(key)));
  }
  return out.sort((a, b) => String(b.updated || "").localeCompare(String(a.updated || "")));
}

export function getMatch(id) {
  const raw = localStorage.getItem(PREFIX + id);
  if (raw === null) throw new StorageError("storage.missing");
  const entry = parseEntry(id, raw);
  if (entry.corrupt) throw new StorageError(entry.corrupt);
  return entry;
}

export function putMatch(entry) {
  const now = new Date().toISOString();
  const data = { kind: "eidolon-match", v: VERSION, created: now, ...entry, updated: now };
  try {
    localStorage.setItem(PREFIX + data.id, JSON.stringify(data));
  } catch (err) {
    throw new StorageError("storage.full", { message: String(err && err.message || err) });
  }
  return data;
}

export function deleteMatch(id) {
  localStorage.removeItem(PREFIX + id);
  if (getCurrent() === id) setCurrent(null);
}

export function newId() {
  const r = crypto.getRandomValues(new Uint32Array(2));
  return Date.now().toString(36) + "-" + r[0].toString(36) + r[1].toString(36);
}

export function getCurrent() {
  try { return localStorage.getItem(CURRENT); } catch { return null; }
}

export function setCurrent(id) {
  if (id) localStorage.setItem(CURRENT, id);
  else localStorage.removeItem(CURRENT);
}
