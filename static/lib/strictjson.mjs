// The page's check of JSON files it parses itself (a save to import, a workshop template file), the same
// rule as the engine's reader (eidolon/safejson.py, issue 21): an object that names a key twice is refused,
// where JSON.parse would silently keep the last value. A file that says two things is not one file.

/**
 * The first key that an object of this JSON text names twice, or null. The text must already have been
 * accepted by JSON.parse (a plain scan: strings skipped, one set of keys per open object).
 * @param {string} text
 * @returns {string | null}
 */
export function duplicateKey(text) {
  /** @type {(Set<string> | null)[]} one entry per open bracket: the keys of an object, null for an array */
  const open = [];
  let wantKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const keys = open[open.length - 1];
      if (keys && wantKey) {
        const name = /** @type {string} */ (JSON.parse(text.slice(i, end + 1)));
        if (keys.has(name)) return name;
        keys.add(name);
        wantKey = false;
      }
      i = end;
    } else if (c === "{") {
      open.push(new Set());
      wantKey = true;
    } else if (c === "[") {
      open.push(null);
      wantKey = false;
    } else if (c === "}" || c === "]") {
      open.pop();
      wantKey = false;
    } else if (c === ",") {
      wantKey = Boolean(open[open.length - 1]);
    } else if (c === ":") {
      wantKey = false;
    }
  }
  return null;
}

/** A key as a refusal quotes it: escaped, cut at 40 characters (as safejson.shown_key). @param {string} name */
export function shownKey(name) {
  const text = JSON.stringify(name);
  return text.length <= 40 ? text : text.slice(0, 40) + "…";
}
