// The rulec runtime: one hook call → one answer, on Node ≥ 20 and Deno ≥ 2.
//
// Input: the client's JSON payload on stdin, and a compiled classifier (.wasm bytes).
// Output: the client's protocol — exit code, at most one JSON document on stdout, a
// one-line reason on stderr when the hook itself fails.
//
// It has no dependencies and touches only what both hosts provide: synchronous stdin
// and stdout, stat, env. Facts the classifier asks for (does a path exist, the repository
// root of a directory, …) are answered lazily, in rounds between classify calls (the
// classifier imports nothing), so a command that matches no rule costs no file-system
// access and one call.
//
// Cost: per call, one stdin read, one JSON.parse (of all but the long values, for a
// payload of 256 KB or more: parseLarge), one wasm compile + instantiate (about 1 ms on
// Node 20 for git-local's 60 KB), V8 compiling the functions the call touches (about
// 1 ms), the classify call itself (µs; once more per round of facts), one write. Startup
// of the host itself dominates; see the README's performance section.

import { clientAnswer, clientOption, detectClient, mergeResults, modelEvent, toModel } from "./clients.mjs";
// the protocol's tables, generated from protocol/protocol.ts (scripts/gen.mjs)
import {
  ANSWER_BLOCK, ANSWER_CONTEXT, ANSWER_CONTEXT_ONLY, ANSWER_DECISION, ANSWER_DECISION_CONTEXT, ANSWER_EVENTS, ANSWER_NONE, ANSWER_STDERR,
  CLAUDE_ANSWER, CLIENTS, DEFAULT_EVENT, FACT_DASH_NAME, FACT_DELIVERED, FACT_ENV, FACT_EXISTS, FACT_GIT_BRANCH, FACT_GLOB, FACT_GLOB_NAMES, FACT_IS_DIR, FACT_REAL_PATH, FACT_JSON_KEY, FACT_REPO_ROOT,
  KNOWN_FIELDS, LIMIT_TEXT, PAYLOAD_FIELDS, TIER_RANK, TIERS, TOOL_EVENTS, TREE_KEYS,
} from "./protocol.mjs";

export { KNOWN_FIELDS, LIMIT_TEXT, TREE_KEYS };

const isDeno = typeof globalThis.Deno !== "undefined";
// process.getBuiltinModule (Node ≥ 20.16) works the same from ESM and CommonJS, and
// costs less than an import(): the hook (compiler/hook.ts) runs this code as an ES module
// (Deno; Node under "type": "module") and as a CommonJS script (Node)
const fs = isDeno ? null : process.getBuiltinModule("node:fs");
const isAscii = isDeno ? null : process.getBuiltinModule("node:buffer").isAscii; // (Node ≥ 19.6)

// ─── host primitives ──────────────────────────────────────────────────────────

/** The payload as text, a leading BOM dropped as TextDecoder does. Exported for tests.
 * (On Node: the bytes, then an ASCII payload — the usual one — as Latin-1, which is the
 * same text, else UTF-8. Reading as "utf8" at once touches twice the memory, which a
 * megabyte's payload pays for in page faults: ≈450 of them, 5 ms here.) */
export function readStdin() {
  return textOf(stdinBytes());
}

/** Bytes as text: UTF-8, a leading BOM dropped unless `keepBom` (a piece of the payload, parseLarge). */
function textOf(b, keepBom = false) {
  if (!isDeno) {
    const s = b.toString(isAscii(b) ? "latin1" : "utf8");
    return !keepBom && s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
  }
  return ascii(b) ?? new TextDecoder("utf-8", { ignoreBOM: keepBom }).decode(b);
}

/** Every byte of stdin. */
function stdinBytes() {
  if (!isDeno) return readAll(0);
  // (Deno: reading /dev/stdin at once decodes ≈0.25 ms faster, but needs --allow-all)
  const chunks = [];
  const buf = new Uint8Array(65536);
  let total = 0;
  for (;;) {
    const n = Deno.stdin.readSync(buf);
    if (n === null || n === 0) break;
    chunks.push(buf.slice(0, n));
    total += n;
  }
  const all = chunks.length === 1 ? chunks[0] : new Uint8Array(total);
  if (chunks.length > 1) { let o = 0; for (const c of chunks) { all.set(c, o); o += c.length; } }
  return all;
}

/**
 * The payload on stdin, parsed; throws a one-line reason for an empty or malformed one.
 * A large payload (LARGE bytes or more) is parsed from its bytes (parseLarge).
 */
export function readPayload() {
  const bytes = stdinBytes();
  if (bytes.length >= LARGE) {
    const p = parseLarge(bytes);
    if (p !== undefined) return p;
  }
  const raw = textOf(bytes);
  if (!raw.trim()) throw new Error("empty input: expected one JSON payload on stdin");
  try { return JSON.parse(raw); } catch { throw new Error(NOT_JSON); }
}

/** The one-line reason for a payload that is not JSON, whichever parse finds it. */
const NOT_JSON = "the payload on stdin is not valid JSON";
/** A payload this large or larger is parsed from its bytes (parseLarge). */
const LARGE = 1 << 18;
/** A string value this long or longer is decoded on its own (parseLarge). */
const LONG_LITERAL = 1 << 16;
/** parseLarge gives up past this many string literals (the plain parse takes the payload). */
const MAX_LITERALS = 4096;
/** What stands for a long value in the text JSON.parse reads (its NUL cannot be written unescaped). */
const PLACEHOLDER = "\\u0000rulec:", MARK = "\0rulec:";

/**
 * A long text that is still the payload's bytes: ASCII, without escapes or control
 * characters, so each byte is one code unit. Made only by parseLarge (Node), only for
 * tool_input's values and the prompt; the classifier's field is written from the bytes
 * (putFields), and it becomes a string only when something asks for one (toString).
 * A megabyte's command: no string of it at all, 256 fresh pages fewer, ≈3 ms here.
 */
export class LongText {
  constructor(bytes, start, end) { this.bytes = bytes; this.start = start; this.end = end; }
  get length() { return this.end - this.start; }
  toString() { return (this.text ??= this.bytes.toString("latin1", this.start, this.end)); }
  toJSON() { return this.toString(); }
}

/** A text field's value: a string, or a LongText (parseLarge). */
const isText = (v) => typeof v === "string" || v instanceof LongText;

/** Whether bytes hold a control character (U+0000–U+001F), which JSON does not allow raw: a native search for each. */
function hasControl(b) {
  for (let c = 0; c < 32; c++) if (b.indexOf(c) >= 0) return true;
  return false;
}

/** A string literal's value, from its bytes [s, e) (quotes excluded); throws when it is not valid JSON. */
function literal(bytes, s, e) {
  const b = bytes.subarray(s, e);
  if (!isDeno && isAscii(b) && b.indexOf(0x5c) < 0 && !hasControl(b)) return new LongText(bytes, s, e);
  const t = textOf(b, true);
  // an escape or a control character (which JSON.parse rejects): the literal parsed alone
  if (!/[\0-\x1f\\]/.test(t)) return t;
  try { return JSON.parse('"' + t + '"'); } catch { throw new Error(NOT_JSON); }
}

/**
 * A large payload without the text of the whole of it: its string literals are found in
 * the bytes (a native search for each quote), every value of LONG_LITERAL bytes or more
 * is taken alone, straight from the bytes (literal: plain ASCII stays bytes on Node, a
 * LongText), and JSON.parse reads the rest with a placeholder for each. Neither the
 * payload's text nor JSON.parse's copy of a megabyte's command is made: 256 fresh pages
 * fewer each, ≈3 ms here, and a megabyte less for JSON.parse to scan. Undefined when the
 * payload is not one this applies to (no long value, too many literals, a placeholder's
 * text in it, a quote left open): the plain parse then takes it, errors and all.
 * (Node: `bytes` is a Buffer. Exported for tests.)
 */
export function parseLarge(bytes) {
  const longs = [];
  const pieces = [];
  let from = 0, literals = 0;
  for (let i = bytes.indexOf(0x22); i >= 0; i = bytes.indexOf(0x22, i)) {
    if (++literals > MAX_LITERALS) return undefined;
    let e = i + 1;
    for (;; e++) {
      e = bytes.indexOf(0x22, e);
      if (e < 0) return undefined;
      let k = e - 1;
      while (bytes[k] === 0x5c) k--;
      if ((e - 1 - k) % 2 === 0) break; // (an even run of backslashes escapes itself, not the quote)
    }
    let next = e + 1;
    while (next < bytes.length && (bytes[next] === 0x20 || bytes[next] === 0x0a || bytes[next] === 0x0d || bytes[next] === 0x09)) next++;
    // a value, not a key (a key stays in the text)
    if (e - i - 1 >= LONG_LITERAL && bytes[next] !== 0x3a) {
      pieces.push(textOf(bytes.subarray(from, i), from > 0), '"' + PLACEHOLDER + longs.length + '"');
      longs.push([i + 1, e]);
      from = e + 1;
    }
    i = e + 1;
  }
  if (!longs.length) return undefined;
  pieces.push(textOf(bytes.subarray(from), true));
  const text = pieces.join("");
  // (the placeholders' text written into the payload itself: the plain parse takes it)
  let seen = 0;
  for (let at = text.indexOf(PLACEHOLDER); at >= 0; at = text.indexOf(PLACEHOLDER, at + 1)) seen++;
  if (seen !== longs.length) return undefined;
  const values = longs.map(([s, e]) => literal(bytes, s, e));
  const kept = [];
  let payload;
  try {
    payload = JSON.parse(text, function (k, v) {
      if (typeof v !== "string" || !v.startsWith(MARK)) return v;
      const t = values[+v.slice(MARK.length)];
      if (t instanceof LongText) kept.push(this, k);
      return t;
    });
  } catch { throw new Error(NOT_JSON); }
  // a LongText only where a text field is read (fieldsOf): tool_input's values, the prompt
  if (payload instanceof LongText) return String(payload);
  const input = payload !== null && typeof payload === "object" ? payload.tool_input : undefined;
  for (let i = 0; i < kept.length; i += 2) {
    const holder = kept[i], k = kept[i + 1];
    if ((holder === input && !Array.isArray(input)) || (holder === payload && k === "prompt" && !Array.isArray(payload))) continue;
    asString(holder, k);
  }
  return payload;
}

/** Replaces the LongText at holder[k] by its text (as JSON.parse defines a property: `__proto__` is a key like any other). */
function asString(holder, k) {
  Object.defineProperty(holder, k, { value: String(holder[k]), writable: true, enumerable: true, configurable: true });
}

/** The payload with every LongText made a string (for the clients' models, which read their fields as strings). */
function withStrings(v) {
  if (v === null || typeof v !== "object") return v;
  if (v instanceof LongText) return String(v);
  for (const k of Object.keys(v)) {
    const x = v[k];
    if (x instanceof LongText) asString(v, k);
    else if (x !== null && typeof x === "object") withStrings(x);
  }
  return v;
}

/**
 * Every byte of a file descriptor (Node), read into one buffer. fs.readFileSync(0) reads a
 * pipe in 64 KB chunks and copies them into one buffer at the end: twice the memory, and
 * each new page of it a page fault (≈300 more for a megabyte's payload, ≈4 ms on the
 * reference machine). This reserves 4 MB uninitialised (a page costs only when a read
 * touches it) and grows fourfold when a payload is larger.
 */
export function readAll(fd) {
  let b = Buffer.allocUnsafe(1 << 22), n = 0;
  for (;;) {
    if (n === b.length) { const grown = Buffer.allocUnsafe(b.length * 4); b.copy(grown, 0, 0, n); b = grown; }
    const k = fs.readSync(fd, b, n, b.length - n, null);
    if (k === 0) return b.subarray(0, n);
    n += k;
  }
}

/**
 * Bytes as text when they are all ASCII (the usual payload), else null: on Deno the first
 * TextDecoder costs ≈0.4 M instructions (measured alone), a short payload's loop far less.
 * (A BOM is not ASCII: the decoder drops it as before.)
 */
function ascii(bytes) {
  if (bytes.length > 65536) return null;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 127) return null;
  let s = "";
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 4096));
  return s;
}

function writeAll(fd, text) {
  if (!text) return;
  let o = 0;
  if (!isDeno) {
    // a string in one call (Node encodes it: ≈0.07 ms less than a TextEncoder first);
    // what a pipe did not take is written on from the byte it stopped at
    o = fs.writeSync(fd, text);
    if (o === Buffer.byteLength(text)) return;
  }
  const bytes = (isDeno && asciiBytes(text)) || new TextEncoder().encode(text);
  if (!isDeno) { while (o < bytes.length) o += fs.writeSync(fd, bytes, o); return; }
  const f = fd === 1 ? Deno.stdout : Deno.stderr;
  while (o < bytes.length) o += f.writeSync(bytes.subarray(o));
}

// Deno.exit skips the runtime's teardown, which a module that just ends pays (closing
// Deno's caches and its isolate: ≈3 ms a call here, Deno 2.9). But Deno writes a module's
// code cache on its event loop's first turn, after the module ran: exiting before that
// turn would leave the hook without one for good (≈5 ms more every call). So the exit
// waits for that turn: importing the hook's own module, already evaluated, resolves on
// it, after the cache is written. (Main returns right after calling this.) The hook is
// the main module: the runtime is also a CommonJS script's text, which has no import.meta.
function exit(code) {
  if (!isDeno) process.exit(code);
  const end = () => Deno.exit(code);
  import(Deno.mainModule).then(end, end);
}

/** An ASCII text's bytes, without a TextEncoder (on Deno its first use costs ≈0.2 M instructions); null for any other text. */
function asciiBytes(text) {
  if (text.length > 65536) return null;
  const b = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); if (c > 127) return null; b[i] = c; }
  return b;
}

export function env(name) {
  try { return isDeno ? Deno.env.get(name) : process.env[name]; } catch { return undefined; }
}

/** stat → "dir" | "file" | "none" | "unknown" (permission denied, I/O error). (Nothing is
 * under /dev/null, a character device — null(4) —, where Deno's --allow-read reaches no
 * device: `git diff --no-index /dev/null F` asks whether /dev/null/.git exists.) */
export function statKind(path) {
  if (String(path).startsWith("/dev/null/")) return "none";
  try {
    if (isDeno) { const s = Deno.statSync(path); return s.isDirectory ? "dir" : "file"; }
    const s = fs.statSync(path, { throwIfNoEntry: false });
    return s === undefined ? "none" : s.isDirectory() ? "dir" : "file";
  } catch (e) {
    if (isDeno && e instanceof Deno.errors.NotFound) return "none";
    if (e && (e.code === "ENOENT" || e.code === "ENOTDIR")) return "none";
    return "unknown";
  }
}

/** The directory holding `.git` at or above `dir`, or "" when there is none. */
export function repoRoot(dir) {
  let d = dir.replace(/\/+$/, "") || "/";
  for (let i = 0; i < 4096; i++) {
    const k = statKind(d === "/" ? "/.git" : d + "/.git");
    if (k === "dir" || k === "file") return d;
    if (d === "/" || d === "") return "";
    d = d.slice(0, d.lastIndexOf("/")) || "/";
  }
  return "";
}

/**
 * Whether an entry of `dir` (not below it) has a name that begins with "-": a glob bash
 * expands there (`rg foo *`) may then give a command an option (`--pre=sh`). 1, 0, or -1
 * where the directory cannot be read.
 */
export function dashName(dir) {
  let entries;
  try { entries = io.readdir(dir); } catch { return -1; }
  for (const e of entries) if (e.name.charCodeAt(0) === 45) return 1;
  return 0;
}

/**
 * Where branch `name` is, seen from the repository that holds `dir` (gitrepository-layout(5)):
 * "local" (refs/heads/NAME, loose or in packed-refs), "remote" (only as a remote-tracking
 * refs/remotes/R/NAME: git's checkout and switch would create it), "none" (neither, or no
 * repository); -1 where that cannot be read. A worktree's refs are its common directory's.
 */
export function gitBranch(dir, name) {
  if (!name || name.startsWith("-") || name.includes("..") || /[\s~^:?*[\\]|\/\/|^\/|\/$|@\{/.test(name)) return "none"; // (no branch name git accepts)
  const root = repoRoot(dir);
  if (!root) return "none";
  try {
    let gitDir = root === "/" ? "/.git" : root + "/.git";
    if (statKind(gitDir) === "file") {
      const m = /^gitdir: *(.*?)\s*$/m.exec(io.read(gitDir) ?? "");
      if (!m) return -1;
      gitDir = m[1].startsWith("/") ? m[1] : root + "/" + m[1];
    }
    const cd = io.read(gitDir + "/commondir");
    const common = cd === null ? gitDir : cd.trim().startsWith("/") ? cd.trim() : gitDir + "/" + cd.trim();
    if (statKind(common + "/refs/heads/" + name) === "file") return "local";
    const packed = (io.read(common + "/packed-refs") ?? "").split("\n").map((l) => l.slice(l.indexOf(" ") + 1).trimEnd());
    if (packed.includes("refs/heads/" + name)) return "local";
    if (packed.some((r) => r.startsWith("refs/remotes/") && r.indexOf("/", 13) > 13 && r.slice(r.indexOf("/", 13) + 1) === name)) return "remote";
    if (statKind(common + "/refs/remotes") === "dir") {
      for (const e of io.readdir(common + "/refs/remotes")) if (e.dir && statKind(common + "/refs/remotes/" + e.name + "/" + name) === "file") return "remote";
    }
    return "none";
  } catch { return -1; }
}

// ─── file primitives for facts, effects and state (Node and Deno) ────────────────

const io = {
  read(path) {
    try { return isDeno ? Deno.readTextFileSync(path) : fs.readFileSync(path, "utf8"); }
    catch (e) { if (isNotFound(e)) return null; throw e; }
  },
  /** A regular file (links followed) of at most `limit` bytes. */
  smallFile(path, limit) {
    const st = isDeno ? Deno.statSync(path) : fs.statSync(path);
    return (isDeno ? st.isFile : st.isFile()) && st.size <= limit;
  },
  // (Node: libc's realpath(3), as the native host's; half the time of Node's own walk)
  realpath(path) { return isDeno ? Deno.realPathSync(path) : fs.realpathSync.native(path); },
  readdir(path) {
    if (isDeno) return [...Deno.readDirSync(path)].map((e) => ({ name: e.name, dir: e.isDirectory, link: e.isSymlink }));
    return fs.readdirSync(path, { withFileTypes: true }).map((e) => ({ name: e.name, dir: e.isDirectory(), link: e.isSymbolicLink() }));
  },
  mkdirp(path) { if (isDeno) Deno.mkdirSync(path, { recursive: true }); else fs.mkdirSync(path, { recursive: true }); },
  append(path, text) { if (isDeno) Deno.writeTextFileSync(path, text, { append: true }); else fs.appendFileSync(path, text); },
  /** Writes a whole file atomically: a temp file beside it, then rename. */
  replace(path, text) {
    const tmp = `${path}.${pid()}.${Math.random().toString(36).slice(2)}.tmp`;
    if (isDeno) { Deno.writeTextFileSync(tmp, text); Deno.renameSync(tmp, path); }
    else { fs.writeFileSync(tmp, text); fs.renameSync(tmp, path); }
  },
  /** Creates a file only if it does not exist; false if it does. */
  createExclusive(path) {
    try {
      if (isDeno) Deno.openSync(path, { write: true, createNew: true }).close();
      else fs.closeSync(fs.openSync(path, "wx"));
      return true;
    } catch (e) {
      if (isExists(e)) return false;
      throw e;
    }
  },
  remove(path) { try { if (isDeno) Deno.removeSync(path); else fs.unlinkSync(path); } catch { /* gone already */ } },
  mtime(path) {
    try { const s = isDeno ? Deno.statSync(path) : fs.statSync(path); return (isDeno ? s.mtime?.getTime() : s.mtimeMs) ?? 0; }
    catch { return -1; }
  },
};
function pid() { return isDeno ? Deno.pid : process.pid; }
function isNotFound(e) { return (isDeno && e instanceof Deno.errors.NotFound) || (e && (e.code === "ENOENT" || e.code === "ENOTDIR")); }
function isExists(e) { return (isDeno && e instanceof Deno.errors.AlreadyExists) || (e && e.code === "EEXIST"); }
function sleepMs(ms) { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms); }
function dirname(p) { const i = p.lastIndexOf("/"); return i <= 0 ? "/" : p.slice(0, i); }

/**
 * The configuration files of the repository whose git directory is `gd` (a path relative
 * to `dir`), to be tested as files, or null (a directory that cannot be read, `spend()`
 * says the walk's budget is gone). git-config(1) "FILES": `config` and `config.worktree`;
 * a linked worktree's `worktrees/ID/config.worktree` (git-worktree(1)); and each
 * submodule's git directory below `modules/` (gitsubmodules(7)), with its own. A
 * submodule's name may hold slashes, so a directory there with no `HEAD` is a prefix of
 * names (its `config` tested all the same), and one with a `HEAD` is a git directory (git
 * refuses one submodule's git directory inside another's). It reads the few directories
 * that hold names, never `objects` or `refs`.
 */
function gitConfigs(dir, gd, spend) {
  const out = [];
  const list = (rel) => {
    try { return io.readdir(dir + "/" + rel); }
    catch (e) { return isNotFound(e) ? [] : null; }
  };
  const gits = [gd];
  while (gits.length) {
    const g = gits.pop();
    out.push(g + "/config", g + "/config.worktree");
    const trees = list(g + "/worktrees");
    if (trees === null) return null;
    for (const t of trees) {
      if (spend()) return null;
      if (t.dir) out.push(g + "/worktrees/" + t.name + "/config.worktree");
    }
    const prefixes = [g + "/modules"];
    while (prefixes.length) {
      const at = prefixes.pop();
      const names = list(at);
      if (names === null) return null;
      for (const n of names) {
        if (spend()) return null;
        if (!n.dir) continue;
        const k = statKind(dir + "/" + at + "/" + n.name + "/HEAD");
        if (k === "unknown") return null;
        (k === "none" ? prefixes : gits).push(at + "/" + n.name);
        // (… and a `config` where no HEAD is, which git would not read: a grep does)
        if (k === "none") out.push(at + "/" + n.name + "/config");
      }
    }
  }
  return out;
}

/**
 * Some file under `dir` whose relative path the glob matches (`match(path, file, from)`:
 * the classifier's own automaton, `globMatcher`, 1, 0 or -1; `from`, the path in the tree
 * that a command's name filter tests): 1, 0, or -1 (unknown). A symbolic link is tested as
 * the path it resolves to as well (realpath(3); a dangling one names nothing) — the
 * absolute path out of the tree, the relative one in it: what a command that opens the
 * names found reads. The walk
 * enters no `.git` and `node_modules`, but a `.git` directory's configuration files are
 * tested (`sub/.git/config`, gitConfigs): the files there a recursive grep reads that hold
 * what no other file does, a remote's URL with its login. A matcher with a
 * command's name filter (globMatcher) is given the root first: a filter the root passes
 * walks unfiltered.
 */
export function globExists(dir, match, limit = 200000) {
  if (typeof match !== "function") return -1;
  if (typeof match.root === "function") match = match.root(dir.replace(/\/+$/, ""));
  const queue = [""];
  let seen = 0;
  let unknown = false;
  let top = null; // (the tree's own real path, on the first link met)
  // (a match's answer: found, or not and perhaps unknown)
  const found = (m) => { if (m < 0) unknown = true; return m === 1; };
  while (queue.length) {
    const rel = queue.shift();
    let entries;
    try { entries = io.readdir(rel ? dir + "/" + rel : dir); }
    catch (e) { if (!rel && isNotFound(e)) return 0; unknown = true; continue; }
    for (const e of entries) {
      if (++seen > limit) return -1;
      const path = rel ? rel + "/" + e.name : e.name;
      if (e.dir) {
        if (e.name !== ".git" && e.name !== "node_modules") queue.push(path);
        else if (e.name === ".git") {
          const confs = gitConfigs(dir, path, () => ++seen > limit);
          if (confs === null) return -1;
          for (const f of confs) {
            const k = statKind(dir + "/" + f);
            if (found(k === "file" ? match(f, dir + "/" + f) : k === "unknown" ? -1 : 0)) return 1;
          }
        }
        continue;
      }
      if (found(match(path, dir + "/" + path))) return 1;
      if (!e.link) continue;
      const t = realPath(dir + "/" + path);
      if (t === -1) { unknown = true; continue; }
      if (t === "") continue;
      if (top === null) { top = realPath(dir); if (typeof top !== "string" || top === "") return -1; }
      // (… and one in the tree as the path there it names: `a/lnk.ts → ../.env`, kept by a
      // name filter that .env is not)
      const inside = t === top || t.startsWith(top === "/" ? "/" : top + "/");
      if (found(inside ? match(t.slice(top === "/" ? 1 : top.length + 1), t, path) : match(t, t, path))) return 1;
    }
  }
  return unknown ? -1 : 0;
}

/**
 * Whether some name bash's pathname expansion of `pattern` (relative to `dir`) may give
 * passes `match` (the classifier's automaton, globMatcher): 1, 0, or -1 (unknown: a
 * directory that cannot be read, more than `limit` entries). `b` is the fact's
 * "site:idx:flags:pattern"; flags "d": dotglob. The names are a superset of bash's, so
 * that a 0 is sure: a wildcard or bracket segment matched per bash(1) "Pattern Matching"
 * but in either letter case (nocaseglob may be on), a bracket also as its literal text (it
 * may have been quoted), `**` as any depth of directories (globstar may be on); literal
 * segments are taken as written, unchecked. A name's leading `.` is matched only by a
 * segment that begins with a literal `.`, unless dotglob; `.` and `..` never (bash 5.2's
 * globskipdots). A name that is a symbolic link is tested as the path it resolves to too.
 * A pattern that matches nothing is left as written, which the engine tests itself.
 */
export function globNames(dir, b, match, limit = 200000) {
  const m = /^\d+:\d+:(d?):([\s\S]*)$/.exec(b);
  if (!m || typeof match !== "function") return -1;
  const dots = m[1] === "d", pattern = m[2];
  const abs = pattern.startsWith("/");
  const segs = pattern.split("/");
  const real = (w) => (abs ? w || "/" : w ? dir + "/" + w : dir);
  const join = (w, name) => (w === "" && !abs ? name : w + "/" + name);
  let seen = 0, unknown = false;
  const list = (w) => {
    try { return io.readdir(real(w)); }
    catch (e) { if (!isNotFound(e)) unknown = true; return []; }
  };
  // (a name that is a symbolic link, or lies below one, is also the file it names:
  // `notes.txt` → ~/.ssh/id_rsa. `link`: the walk passed one — an entry readdir marks, a
  // directory listed whose real path is another, a last segment taken as written — so that
  // realpath runs once per directory listed, not once per name)
  const resolved = (w) => {
    const at = real(w);
    const r = realPath(at);
    if (r === -1) { unknown = true; return null; }
    return r === "" || r === at.replace(/\/+$/, "") ? "" : r;
  };
  const linked = (w) => { const r = resolved(w); return r !== null && r !== "" && match(r); };
  const viaLink = (w) => resolved(w) !== "";
  const walk = (k, w, link) => {
    if (seen > limit) return false;
    if (k === segs.length) return match(w) || (link && linked(w));
    const seg = segs[k];
    if (k === 0 && abs) return walk(1, "", false);
    if (!wildSegment(seg)) return walk(k + 1, join(w, seg), link || k + 1 === segs.length);
    const under = link || viaLink(w);
    if (seg === "**") {
      // (globstar: no directory, or any below at any depth — the last segment's files too)
      if (k + 1 < segs.length && walk(k + 1, w, link)) return true;
      const queue = [w];
      while (queue.length) {
        const at = queue.shift();
        for (const e of list(at)) {
          if (++seen > limit) return false;
          if (!dots && e.name.charCodeAt(0) === 46) continue;
          const p = join(at, e.name);
          if (e.dir) queue.push(p);
          if ((e.dir || k + 1 === segs.length) && walk(k + 1, p, under || e.link)) return true;
        }
      }
      return false;
    }
    for (const e of list(w)) {
      if (++seen > limit) return false;
      // (the segment tests' work, bounded: past SEGMENT_BUDGET steps the answer is not known)
      if (segmentSteps > SEGMENT_BUDGET) { unknown = true; return false; }
      if (segmentMatch(seg, e.name, dots) && walk(k + 1, join(w, e.name), under || e.link)) return true;
    }
    return false;
  };
  if (walk(0, "", false)) return 1;
  return unknown || seen > limit ? -1 : 0;
}
function wildSegment(seg) {
  let stop = null;
  for (let i = 0; i < seg.length; i++) {
    const c = seg.charCodeAt(i);
    if (c === 42 || c === 63) return true;
    if (c === 91 && bracketEnd(seg, stop ??= bracketStops(seg), i) > 0) return true;
  }
  return false;
}
// (where the members of a bracket expression scanned from each position stop — the closing
// `]`, or the end —, in one pass from the right with the next `:]`, `=]`, `.]`: as the
// engine's wasm/dfa.ts Brackets; a scan per `[` made a long glob quadratic)
function bracketStops(g) {
  const n = g.length, stop = new Int32Array(n + 1);
  stop[n] = n;
  let colon = n, eq = n, dot = n;
  for (let p = n - 1; p >= 0; p--) {
    const q = p + 2;
    if (q + 1 < n && g.charCodeAt(q + 1) === 93) {
      const u = g.charCodeAt(q);
      if (u === 58) colon = q; else if (u === 61) eq = q; else if (u === 46) dot = q;
    }
    const c = g.charCodeAt(p);
    if (c === 93) { stop[p] = p; continue; }
    const t = p + 1 < n ? g.charCodeAt(p + 1) : 0;
    const e = c !== 91 ? n : t === 58 ? colon : t === 61 ? eq : t === 46 ? dot : n;
    stop[p] = e < n ? stop[e + 2] : stop[p + 1];
  }
  return stop;
}
// (the end, exclusive, of the bracket expression at i, or -1 where `[` is literal)
function bracketEnd(g, stop, i) {
  let k = i + 1;
  if (k < g.length && (g[k] === "!" || g[k] === "^")) k++;
  if (k < g.length && g[k] === "]") k++;
  const e = stop[k];
  return e < g.length ? e + 1 : -1;
}
// (the bracket expression g[from, to) matches unit c as bash compares it, or as nocaseglob
// does: a superset of both; a character class `[:…:]` matches any)
function inBracket(g, from, to, c) {
  let k = from + 1;
  const neg = g[k] === "!" || g[k] === "^";
  if (neg) k++;
  const start = k, end = to - 1;
  const has = (v) => {
    for (let i = start; i < end;) {
      const lo = g.charCodeAt(i);
      if (g[i + 1] === "-" && i + 2 < end) { if (v >= lo && v <= g.charCodeAt(i + 2)) return true; i += 3; }
      else { if (v === lo) return true; i++; }
    }
    return false;
  };
  if (/\[[:=.]/.test(g.slice(start, end))) return true;
  const lower = c >= 65 && c <= 90 ? c + 32 : c, upper = c >= 97 && c <= 122 ? c - 32 : c;
  // (either case: bash's own comparison, or nocaseglob's of the letter in either case)
  const cased = has(c), folded = has(lower) || has(upper);
  return neg ? !cased || !folded : cased || folded;
}
/**
 * Whether glob segment `g` may match name `t` (the superset globNames describes): the
 * positions of g reachable after each unit of t. A segment longer than SEGMENT_MAX units
 * may match any name (no file name is that long, but stars and brackets can make any
 * pattern long: this keeps each test at most SEGMENT_MAX × the name's length).
 */
const SEGMENT_MAX = 1024;
// (the steps segment tests took in this call — a position tried for a unit, a bracket's
// member read —: every glob fact of the call stops past SEGMENT_BUDGET of them together, not
// known, so that a long segment over a large tree — a bracket read again for every unit of
// every name, for each pattern asked — stays bounded; classify starts it again)
export const SEGMENT_BUDGET = 20_000_000;
export let segmentSteps = 0;
export function segmentMatch(g, t, dots) {
  const n = g.length;
  if (n > SEGMENT_MAX) return true;
  segmentSteps += n;
  const stop = g.includes("[") ? bracketStops(g) : null;
  let cur = new Uint8Array(n + 1), next = new Uint8Array(n + 1);
  // (a run of stars: each position passed over once — one already set is passed on from)
  const close = (set) => { for (let p = 0; p < n; p++) if (set[p]) for (let q = p; q < n && g.charCodeAt(q) === 42 && !set[q + 1]; q++) set[q + 1] = 1; };
  cur[0] = 1;
  close(cur);
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    const hidden = i === 0 && c === 46 && !dots; // (only a literal `.` matches it)
    next.fill(0);
    let any = false;
    segmentSteps += n;
    for (let p = 0; p < n; p++) {
      if (!cur[p]) continue;
      const gc = g.charCodeAt(p);
      if (gc === 42) { if (!hidden) next[p] = any = 1; continue; }
      if (gc === 63) { if (!hidden) next[p + 1] = any = 1; continue; }
      if (gc === 91) {
        const e = bracketEnd(g, stop, p);
        segmentSteps += e > 0 ? e - p : 0;
        if (e > 0 && !hidden && inBracket(g, p, e, c)) next[e] = any = 1;
      }
      // (a bracket also as its literal text: a glob that matches nothing is passed as written)
      if (gc === c || (gc | 32) === (c | 32) && (c | 32) >= 97 && (c | 32) <= 122) next[p + 1] = any = 1;
    }
    if (!any) return false;
    close(next);
    [cur, next] = [next, cur];
  }
  return cur[n] === 1;
}

/** Absolute `path` with its symbolic links resolved (realpath(3)): "" where it does not exist,
 * -1 where that cannot be read. */
export function realPath(path) {
  try { return io.realpath(path); } catch (e) { return isNotFound(e) ? "" : -1; }
}

/** A JSON file has the key path (segments NUL-separated): 1, 0, or -1 (unreadable). */
export function jsonKey(file, path) {
  let text;
  try { text = io.read(file); } catch { return -1; }
  if (text === null) return 0;
  let v;
  try { v = JSON.parse(text); } catch { return -1; }
  for (const k of path.split("\u0000")) {
    if (v === null || typeof v !== "object" || !Object.prototype.hasOwnProperty.call(v, k)) return 0;
    v = v[k];
  }
  return 1;
}

// ─── session state: once-per-session delivery ─────────────────────────────────
// One small JSON file per (rule set, session) under $RULEC_STATE_DIR, default
// ${XDG_STATE_HOME:-$HOME/.local/state}/rulec. A lock file (created exclusively) is held
// from the first read until the stamps are written, so concurrent hook processes of one
// session can neither deliver a way twice nor lose a stamp. A corrupt file, or one of
// another version, is replaced rather than trusted. Files of sessions idle for a week are
// removed when a new session starts.

const STATE_VERSION = 1;
const STALE_LOCK_MS = 5000;
const EXPIRE_MS = 7 * 24 * 3600 * 1000;

export function stateDir() {
  const d = env("RULEC_STATE_DIR");
  if (d) return d;
  const xdg = env("XDG_STATE_HOME") || ((env("HOME") || "/tmp") + "/.local/state");
  return xdg + "/rulec";
}

const safe = (s) => String(s || "none").replace(/[^A-Za-z0-9._-]/g, (c) => "%" + c.charCodeAt(0).toString(16));

export class SessionState {
  constructor(ruleset, fields) {
    this.ruleset = ruleset;
    this.session = fields.session_id;
    this.agent = fields.agent_id || "main";
    this.locked = false;
    this.data = null;
  }
  // the paths are worked out on first use (most calls never touch the state), and once
  get dir() { return (this._dir ??= stateDir() + "/" + safe(this.ruleset)); }
  get file() { return (this._file ??= this.dir + "/" + safe(this.session) + ".json"); }
  lock() {
    if (this.locked) return;
    io.mkdirp(this.dir);
    const lock = this.file + ".lock";
    for (let i = 0; ; i++) {
      if (io.createExclusive(lock)) break;
      const age = Date.now() - io.mtime(lock);
      if (io.mtime(lock) >= 0 && age > STALE_LOCK_MS) { io.remove(lock); continue; }
      if (i > 2000) throw new Error("session state is locked by another process");
      sleepMs(1 + (i % 5));
    }
    this.locked = true;
  }
  unlock() { if (this.locked) { io.remove(this.file + ".lock"); this.locked = false; } }
  load() {
    if (this.data) return this.data;
    this.lock();
    const text = io.read(this.file);
    let d = null;
    if (text !== null) { try { d = JSON.parse(text); } catch { d = null; } }
    if (!d || d.v !== STATE_VERSION || typeof d.agents !== "object" || d.agents === null) {
      if (text === null) this.expireOld();
      d = { v: STATE_VERSION, agents: {} };
    }
    this.data = d;
    return d;
  }
  delivered(key) {
    const list = this.load().agents[this.agent];
    return Array.isArray(list) && list.includes(key);
  }
  record(keys) {
    const d = this.load();
    const list = Array.isArray(d.agents[this.agent]) ? d.agents[this.agent] : (d.agents[this.agent] = []);
    for (const k of keys) if (!list.includes(k)) list.push(k);
    d.t = Date.now();
    io.replace(this.file, JSON.stringify(d));
  }
  expireOld() {
    let entries = [];
    try { entries = io.readdir(this.dir); } catch { return; }
    const now = Date.now();
    for (const e of entries.slice(0, 1000)) {
      if (e.dir || !e.name.endsWith(".json")) continue;
      const p = this.dir + "/" + e.name;
      const m = io.mtime(p);
      if (m >= 0 && now - m > EXPIRE_MS) io.remove(p);
    }
  }
}

// ─── the classifier ───────────────────────────────────────────────────────────

/** Answers facts from the real host; `state` answers delivery questions. Tests may pass their own. */
export function hostFacts(state = null) {
  return {
    [FACT_EXISTS]: (a) => { const k = statKind(a); return k === "unknown" ? -1 : k === "none" ? 0 : 1; },
    [FACT_IS_DIR]: (a) => { const k = statKind(a); return k === "unknown" ? -1 : k === "dir" ? 1 : 0; },
    [FACT_REPO_ROOT]: (a) => repoRoot(a),
    [FACT_ENV]: (a) => env(a),
    [FACT_GLOB]: (a, b, match) => globExists(a, match),
    [FACT_JSON_KEY]: (a, b) => jsonKey(a, b),
    [FACT_DELIVERED]: (a) => (state ? (state.delivered(a) ? 1 : 0) : 0),
    [FACT_GIT_BRANCH]: (a, b) => gitBranch(a, b),
    [FACT_DASH_NAME]: (a) => dashName(a),
    [FACT_GLOB_NAMES]: (a, b, match) => globNames(a, b, match),
    [FACT_REAL_PATH]: (a) => realPath(a),
  };
}

/**
 * One line of a log, from an append effect's text (one trailing "\n" is its end): a
 * command in it cannot start a line of its own. A backslash and the characters a reader
 * may take for a line break or a terminal control — C0, DEL, C1, U+2028, U+2029 — are
 * written as escapes (\\, \n, \r, \t, else \uXXXX), so the line reads back exactly.
 * (A text without them, the usual case, is returned as it is after one scan.)
 */
export function logLine(text) {
  const n = text.length - (text.charCodeAt(text.length - 1) === 10 ? 1 : 0);
  let i = 0;
  for (; i < n; i++) { const c = text.charCodeAt(i); if (c < 0x20 || c === 0x5c || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) break; }
  if (i === n) return n === text.length ? text + "\n" : text;
  let out = text.slice(0, i);
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) out += "\\\\";
    else if (c === 10) out += "\\n";
    else if (c === 13) out += "\\r";
    else if (c === 9) out += "\\t";
    else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += text[i];
  }
  return out + "\n";
}

/** Performs the effects a verdict carries: append lines, record deliveries. */
export function perform(effects, state) {
  let now = null; // the clock is read only for an append
  const records = [];
  for (const e of effects) {
    if (e.kind === "record") records.push(e.key);
    else if (e.kind === "append") {
      if (!e.path) throw new Error("an append effect has no path");
      io.mkdirp(dirname(e.path));
      now ??= new Date().toISOString();
      io.append(e.path, logLine(e.text.replaceAll("{now}", now)));
    } else throw new Error(`unknown effect ${e.kind}`);
  }
  if (records.length && state) state.record(records);
}

/** Facts answered once per (kind, a, b) in this process: for the calls of one payload (and the bench's in-memory row). */
export function onceEach(facts) {
  const memo = new Map(), out = {};
  // (a glob fact's matcher, the third argument, is the same for the same b: its pattern)
  for (const k in facts) out[k] = (a, b, match) => {
    const key = `${k}:${a.length}:${a}${b}`;
    if (!memo.has(key)) memo.set(key, facts[k](a, b, match));
    return memo.get(key);
  };
  return out;
}

export function decodeBase64(b64) {
  // (on Deno, even `typeof Buffer` loads the Node compatibility layer: ~12 ms)
  if (isDeno && Uint8Array.fromBase64) return Uint8Array.fromBase64(b64);
  if (!isDeno && typeof Buffer !== "undefined") return new Uint8Array(Buffer.from(b64, "base64"));
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(b64);
  const s = atob(b64);
  const u = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) u[i] = s.charCodeAt(i);
  return u;
}

/**
 * Instantiates a compiled rule set. Returns { classify(fields, opts), parse(fields) };
 * `fields` maps names (hook_event_name, tool_name, cwd, tool_input.command, …) to strings.
 * `opts.reuse`: one instance for every call; `opts.setup(exports)`: called on each new
 * instance before its first call (the compiler's own checks set a mode of the engine
 * there; a hook passes neither).
 */
export function load(wasmBytes, facts = hostFacts(), opts = {}) {
  const module = new WebAssembly.Module(wasmBytes);
  let shared = null;
  function instance() {
    // one call per instance by default (the stub allocator never frees); `reuse` keeps
    // one instance for many calls (benchmarks, batch tools) and clears its fields
    if (opts.reuse) {
      if (!shared) shared = fresh();
      else shared.clearFields();
      return shared;
    }
    return fresh();
  }
  function fresh() {
    // a classifier imports nothing (its abort is the engine's `trap`; facts come in rounds)
    let ex;
    try { ex = new WebAssembly.Instance(module, {}).exports; }
    catch (e) {
      const wanted = WebAssembly.Module.imports(module);
      if (!wanted.length) throw e;
      // (names from the file: control characters and line breaks would break the one-line reason)
      const name = `${wanted[0].module}.${wanted[0].name}`.replace(/[\0-\x1f\x7f-\x9f\u2028\u2029]/g, "?").slice(0, 80);
      throw new Error(`the classifier imports ${name}: it was built by an older rulec; rebuild it with rulec build`);
    }
    for (const name of REQUIRED) {
      if (!ex[name]) throw new Error(`the classifier has no ${name} export: it is not one this runtime can run; rebuild it with rulec build`);
    }
    if (opts.setup) opts.setup(ex);
    return ex;
  }
  // classify answers a verdict in words (verdictOf); parse and preconditions, a tree (treeOf).
  // A reused instance reads a verdict's longer texts with a UTF-16 TextDecoder: ≈0.3 µs
  // less each, but making one costs ≈0.1 ms (Node) to ≈0.4 ms (Deno), more than a hook's
  // one call spends reading its verdict.
  let decoder = null;
  const text = (buffer, p, n) => (n > 24 && !(p & 1) ? (decoder ??= new TextDecoder("utf-16le")).decode(new Uint16Array(buffer, p, n)) : wellFormed(utf16(buffer, p, n)));
  const verdict = (ex, p, fn) => (fn === "classify" ? verdictOf(ex.memory.buffer, p, opts.reuse ? text : undefined) : treeOf(ex.memory.buffer, p));
  function call(fn, fields, explain) {
    const ex = instance();
    if (!ex[fn]) throw new Error(`the classifier has no ${fn} export`);
    putFields(ex, fields);
    if (explain) ex.setExplain(1);
    let p;
    try { p = ex[fn](); } catch (e) { throw aborted(ex, e); }
    // most calls ask no facts: one call, then the verdict
    return ex.pendingFacts() ? rounds(ex, fn, fields, explain, p) : verdict(ex, p, fn);
  }
  // facts in rounds (wasm/engine.ts): answer what was asked, then resume the decision or
  // rewind and call again
  function rounds(ex, fn, fields, explain, p) {
    const given = [];
    const run = (f) => { try { return f(); } catch (e) { throw aborted(ex, e); } };
    for (let round = 1; ; round++) {
      const q = ex.pendingFacts();
      if (!q) return verdict(ex, p, fn);
      const fresh = [];
      for (const [kind, a, b] of pendingOf(ex, q)) {
        if (given.some((g) => g[0] === kind && g[1] === a && g[2] === b)) continue;
        const g = [kind, a, b, factAnswer(kind, facts[kind] ? facts[kind](a, b, kind === FACT_GLOB || kind === FACT_GLOB_NAMES ? globMatcher(ex, b) : undefined) : -1)];
        given.push(g);
        fresh.push(g);
      }
      if (!fresh.length || round >= MAX_ROUNDS) throw new Error("the classifier keeps asking for facts it was given (a rulec bug)");
      if (ex.resumable && ex.resumable()) {
        putFacts(ex, fresh);
        p = run(() => ex.resume());
      } else {
        ex.clearFields();
        putFields(ex, fields);
        putFacts(ex, given);
        if (explain) ex.setExplain(1);
        p = run(() => ex[fn]());
      }
    }
  }
  return {
    classify: (fields, opts = {}) => { segmentSteps = 0; return call("classify", fields, opts.explain); },
    parse: (fields) => call("parse", fields, false),
    /** The command's syntax tree printed back (the parse-only module of `rulec parse` has it). */
    printShell: (fields) => call("printShell", fields, false),
    preconditions: (fields) => call("preconditions", fields, false),
    /** Linear memory of the reused instance, in bytes (benchmarks and tests watch it stay flat). */
    memoryBytes: () => (shared ? shared.memory.buffer.byteLength : 0),
    /** The reused instance's last call: steps of work and bytes allocated (test/linear.test.mjs). */
    stats: () => (shared && shared.workCount ? { work: shared.workCount() >>> 0, top: shared.heapTop() >>> 0 } : null),
  };
}

/**
 * The glob fact's test of one path: the classifier's automaton for the glob the fact names
 * (`b`: "site:pattern"), run by its globTest export over the path written to its scratch.
 * Null when it has none (the fact is then unknown).
 */
function globMatcher(ex, b) {
  // (a walk fact's pattern, then its filters: the names the command reads, NUL-separated;
  // the first "\x01" where a reader cuts them, rules.ts walkFilter)
  const nul = b.indexOf("\0");
  if (nul >= 0) {
    const match = globMatcher(ex, b.slice(0, nul));
    if (match === null) return null;
    const only = b.slice(nul + 1).split("\0");
    const cuts = only[0] === "\x01";
    if (cuts) only.shift();
    // (past SEGMENT_BUDGET steps of the call's tests, every name is kept: tested as the walk's)
    const keeps = (seg) => segmentSteps > SEGMENT_BUDGET || only.some((g) => segmentMatch(g, seg, true));
    const kept = (path) => path.split("/").some(keeps);
    // (a name the reader cuts — at a blank, a newline, a quote or a backslash — is read as
    // pieces that may be any path: found)
    const whole = (path, file, from) => (cuts && CUT.test(from ?? path) ? 1 : match(path, file));
    const filtered = (path, file, from) => (kept(from ?? path) ? whole(path, file, from) : 0);
    // (a filter the walk's own root passes — `.`, or its name: find tests its starting
    // points too, `find src -name src -exec …` — keeps the whole tree)
    filtered.root = (dir) => (only.length === 0 || keeps(".") || keeps(dir.slice(dir.lastIndexOf("/") + 1)) ? whole : filtered);
    return filtered;
  }
  const m = /^(\d+):(\d+)(?::(\d+):(\d+):(\d+):(\d+))?(:|$)/.exec(b);
  if (!m || typeof ex.globTest !== "function" || typeof ex.globScratch !== "function") return null;
  const test = (site, idx, s) => {
    const p = ex.globScratch(s.length);
    const units = new Uint16Array(ex.memory.buffer, p, s.length);
    for (let i = 0; i < s.length; i++) units[i] = s.charCodeAt(i);
    return ex.globTest(site, idx, s.length) === 1;
  };
  const site = Number(m[1]), idx = Number(m[2]);
  if (m[3] === undefined) return (path) => (test(site, idx, path) ? 1 : 0);
  // (… and a found file the fact reads: counted only where its text matches — one not
  // read, or longer than a mebibyte, not known)
  const [ns, ni, ts, ti] = [m[3], m[4], m[5], m[6]].map(Number);
  return (path, file) => {
    if (!test(site, idx, path)) return 0;
    if (!test(ns, ni, path)) return 1;
    // (a regular file of at most a mebibyte: a link to /dev/zero reads no end)
    let text;
    try { text = file === undefined || !io.smallFile(file, TEXT_LIMIT) ? null : io.read(file); } catch { return -1; }
    if (text === null || text.length > TEXT_LIMIT) return -1;
    return test(ts, ti, text) ? 1 : 0;
  };
}
const TEXT_LIMIT = 1 << 20;
// (GNU xargs cuts at blanks and newlines and reads quotes and backslashes; busybox's at any
// white space, \r, \v and \f too)
const CUT = /[ \t\n\r\v\f'"\\]/;

/** What the runtime calls, besides the entry point (`classify`, `parse`, `preconditions`). */
const REQUIRED = ["memory", "alloc", "fieldStrings", "fillUtf8", "factStrings", "pendingFacts", "clearFields", "verdictWords"];

let encoder = null; // made on first use: long texts on Deno

// Field names sent by number (KNOWN_FIELDS, the engine's list too): the engine has them as
// strings already, so they are neither allocated nor copied.
const KNOWN = new Map(KNOWN_FIELDS.map((k, i) => [k, (0x80000000 | i) >>> 0]));

/**
 * All string fields, written straight into strings the engine allocates (`fieldStrings`):
 * one host call, one copy per text. Lone surrogates become U+FFFD, as every host sends
 * them (the native host too).
 */
function putFields(ex, fields) {
  const texts = [];
  for (const k in fields) {
    const v = fields[k];
    if (typeof v === "string") texts.push(KNOWN.get(k) ?? wellFormed(k), wellFormed(v));
    else if (v instanceof LongText) texts.push(KNOWN.get(k) ?? wellFormed(k), v); // (ASCII: well-formed)
  }
  const n = texts.length;
  const p = ex.alloc(n * 4), w = p >>> 2; // (alloc's blocks are 16-aligned)
  let m = views(ex);
  for (let i = 0; i < n; i++) { const s = texts[i]; m.u32[w + i] = typeof s === "number" ? s : s.length; }
  ex.fieldStrings(p, n >> 1);
  // the strings' addresses: the call, and a long text's scratch, may grow the memory (a
  // view made before is then detached), so the views are taken after them
  m = views(ex);
  for (let i = 0; i < n; i++) {
    const s = texts[i];
    if (typeof s === "number" || !s.length) continue; // (a known name: the engine's own string)
    const at = m.u32[w + i];
    if (s instanceof LongText) {
      // its bytes into the upper half of the string's own memory, widened there to UTF-16
      // by the engine (each code unit lands at or below the byte it is made from)
      new Uint8Array(ex.memory.buffer, at + s.length, s.length).set(s.bytes.subarray(s.start, s.end));
      ex.fillUtf8(at, at + s.length, s.length);
      continue;
    }
    // a short text by a loop; a long one natively: Node's UTF-16 copy (its first use costs
    // ~0.25 ms, a hook's whole budget for this), elsewhere TextEncoder and the engine's
    // UTF-8 pass (a JS loop over a megabyte costs ~8 ms; on Deno, Buffer would load the
    // Node compatibility layer)
    if (s.length > LONG) {
      if (!isDeno && typeof Buffer !== "undefined") Buffer.from(ex.memory.buffer, at, s.length * 2).write(s, "utf16le");
      else {
        const scratch = ex.alloc(s.length * 3);
        const { written } = (encoder ??= new TextEncoder()).encodeInto(s, new Uint8Array(ex.memory.buffer, scratch, s.length * 3));
        ex.fillUtf8(at, scratch, written);
        m = views(ex); // (the scratch may have grown the memory)
      }
      continue;
    }
    copyUnits(m.u16, at, s);
  }
}

/** Whole-memory views of an instance, made again only when its memory grew (which detaches them). */
let memo = { buffer: null, u16: null, u32: null };
function views(ex) {
  const buffer = ex.memory.buffer;
  if (memo.buffer !== buffer) memo = { buffer, u16: new Uint16Array(buffer), u32: new Uint32Array(buffer) };
  return memo;
}

/** A text's code units into the string the engine allocated at byte address `at`. */
function copyUnits(units, at, s) {
  for (let j = 0, o = at >>> 1; j < s.length; j++) units[o + j] = s.charCodeAt(j);
}

const wellFormed = typeof "".isWellFormed === "function"
  ? (s) => (s.isWellFormed() ? s : s.toWellFormed())
  : (s) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** At most this many rounds of facts per call (each answers at least one new fact). */
const MAX_ROUNDS = 64;

/** A fact as the engine takes it: "1", "0", "?" (unknown), "=value" or "" (string facts). */
function factAnswer(kind, r) {
  let n = 0, value = "";
  if (typeof r === "string") { n = r ? 1 : 0; value = r; }
  else if (r !== undefined && r !== null) n = r | 0;
  if (n < 0) return "?";
  if (kind === FACT_REPO_ROOT || kind === FACT_ENV || kind === FACT_GIT_BRANCH || kind === FACT_REAL_PATH) return n > 0 ? "=" + value : "";
  return n > 0 ? "1" : "0";
}

/** The facts a round asked (`pendingFacts`): [kind, a, b] each. */
function pendingOf(ex, q) {
  const buffer = ex.memory.buffer;
  const n = new Uint32Array(buffer, q, 1)[0];
  const r = new Uint32Array(buffer, q + 4, n * 5);
  const out = [];
  for (let i = 0; i < n * 5; i += 5) out.push([r[i], utf16(buffer, r[i + 1], r[i + 2]), utf16(buffer, r[i + 3], r[i + 4])]);
  return out;
}

/** The answers so far, written into strings the engine allocates (`factStrings`). */
function putFacts(ex, given) {
  const n = given.length;
  const p = ex.alloc(n * 16);
  const rec = new Uint32Array(ex.memory.buffer, p, n * 4);
  for (let i = 0; i < n; i++) {
    rec[i * 4] = given[i][0];
    for (let j = 1; j < 4; j++) rec[i * 4 + j] = given[i][j].length;
  }
  ex.factStrings(p, n);
  // (the views after the call, which may grow the memory)
  const at = new Uint32Array(ex.memory.buffer, p, n * 4);
  const units = new Uint16Array(ex.memory.buffer);
  for (let i = 0; i < n; i++) for (let j = 1; j < 4; j++) copyUnits(units, at[i * 4 + j], given[i][j]);
}

/**
 * The verdict at `p` (wasm/engine.ts verdictOf): its tier and flags, the rules, texts and
 * context texts as (address, length) pairs, three pairs per effect, and the explain trace.
 */
function verdictOf(buffer, p, text = (buffer, p, n) => wellFormed(utf16(buffer, p, n))) {
  const head = new Uint32Array(buffer, p, 7);
  const tier = TIERS[head[0]];
  if (tier === undefined) throw new Error(`the classifier answered an unknown tier ${head[0]} (a rulec bug)`);
  const flags = head[1], nEffects = head[5], trace = head[6];
  const w = new Uint32Array(buffer, p + 28, 2 * (head[2] + head[3] + head[4] + 3 * nEffects));
  let i = 0;
  // (lone surrogates become U+FFFD, as the JSON verdict escaped them before)
  const strings = (n) => { const a = []; for (let k = 0; k < n; k++, i += 2) a.push(text(buffer, w[i], w[i + 1])); return a; };
  const result = { tier, rules: strings(head[2]), texts: strings(head[3]), context: strings(head[4]), effects: [] };
  for (let k = 0; k < nEffects; k++) {
    const [kind, a, b] = strings(3);
    result.effects.push(kind === "record" ? { kind, key: a } : { kind, path: a, text: b });
  }
  if (flags & 1) result.error = true;
  if (flags & 2) result.overflow = true;
  if (trace) Object.assign(result, treeOf(buffer, trace));
  return result;
}

/**
 * The value at `p` (wasm/engine.ts Tree: the word count, then tagged words): strings, ints,
 * booleans, arrays and objects — what parse, explain's trace and preconditions answer.
 */
function treeOf(buffer, p) {
  const w = new Uint32Array(buffer, p + 4, new Uint32Array(buffer, p, 1)[0]);
  let i = 0;
  const value = () => {
    switch (w[i++]) {
      case 1: { const s = wellFormed(utf16(buffer, w[i], w[i + 1])); i += 2; return s; }
      case 2: return w[i++] | 0;
      case 3: return true;
      case 4: return false;
      case 5: { const a = []; for (let k = w[i++]; k > 0; k--) a.push(value()); return a; }
      case 6: { const o = {}; for (let k = w[i++]; k > 0; k--) { const key = TREE_KEYS[w[i++]]; o[key] = value(); } return o; }
      default: throw new Error("the classifier answered a malformed tree (a rulec bug)");
    }
  };
  return value();
}

/**
 * A trap after the engine's `trap` (its abort) names the abort's message. A trap with no
 * abort — the allocator out of the module's memory (it traps at its maximum) — or a stack
 * exhausted is a limit of the call, not a failure of the hook: it carries `limit`.
 */
function aborted(ex, e) {
  const m = e instanceof WebAssembly.RuntimeError && ex.abortMessage ? ex.abortMessage() : 0;
  if (m) return new Error("the classifier aborted: " + readAsString(ex.memory.buffer, m));
  if (e instanceof RangeError || (e instanceof WebAssembly.RuntimeError && /unreachable/.test(e.message))) {
    const err = new Error(LIMIT_TEXT);
    err.limit = true;
    return err;
  }
  return e;
}


// UTF-16 out of the instance: String.fromCharCode over chunks; on Node, Buffer's native
// decoding for long texts (its first use costs ~0.2 ms, more than a short text's loop;
// a UTF-16 TextDecoder costs ~0.3 ms to create on Node 20: ICU; on Deno, touching Buffer
// loads the Node compatibility layer).
const LONG = 8192;
function utf16(buffer, p, len) {
  if (!len) return "";
  // (a view first: a bad pointer fails with the same message on every host, the native one too)
  const bytes = new Uint8Array(buffer, p, len * 2);
  if (!isDeno && len > LONG && typeof Buffer !== "undefined") return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf16le");
  const u = p & 1 ? new Uint16Array(bytes.slice().buffer) : new Uint16Array(buffer, p, len);
  if (len <= 4096) return String.fromCharCode.apply(null, u);
  let s = "";
  for (let i = 0; i < len; i += 4096) s += String.fromCharCode.apply(null, u.subarray(i, Math.min(len, i + 4096)));
  return s;
}
/** The string at `p` (its byte length is the u32 before it). */
function readAsString(buffer, p) {
  const n = new Uint32Array(buffer, p - 4, 1)[0];
  // an odd byte count only comes from a broken classifier: decode it as before, U+FFFD at the end
  if (n & 1) return new TextDecoder("utf-16le").decode(new Uint8Array(buffer, p, n));
  return utf16(buffer, p, n >>> 1);
}

// ─── payload → fields ─────────────────────────────────────────────────────────

/** The classifier's view of a payload: flat string fields. Throws on a malformed one. */
export function fieldsOf(payload) {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) throw new Error("the payload is not a JSON object");
  const f = {};
  for (const k of PAYLOAD_FIELDS) {
    if (typeof payload[k] === "string" || (k === "prompt" && isText(payload[k]))) f[k] = payload[k];
  }
  const ti = payload.tool_input;
  if (ti !== undefined && (ti === null || typeof ti !== "object" || Array.isArray(ti))) throw new Error("tool_input is not an object");
  if (ti && ti.command !== undefined && !isText(ti.command)) throw new Error("tool_input.command is not a string");
  if (ti && typeof ti === "object" && !Array.isArray(ti)) {
    for (const [k, v] of Object.entries(ti)) if (isText(v)) f["tool_input." + k] = v;
  }
  if (typeof f.hook_event_name !== "string") throw new Error("the payload has no hook_event_name");
  // a tool event names its tool: without one (or with a name that is not text) no rule about
  // tools could be checked, and the call would pass as if none applied
  if (f.tool_name === undefined) {
    if (payload.tool_name !== undefined) throw new Error("tool_name is not a string");
    if (TOOL_EVENTS.has(f.hook_event_name)) throw new Error(`the payload has no tool_name (${f.hook_event_name} is a tool event)`);
  }
  f.project_dir = env("CLAUDE_PROJECT_DIR") || f.cwd || "";
  return f;
}

// ─── verdict → the client's protocol ──────────────────────────────────────────

/**
 * { code, stdout, stderr } for a classifier result on `event`: the shape CLAUDE_ANSWER gives
 * its tier on that event (protocol/protocol.ts ANSWER_SHAPES; host.c answer: the same).
 */
export function answer(result, event) {
  const text = result.texts.join("\n\n");
  const ctx = result.context.join("\n\n");
  const out = (o) => ({ code: 0, stdout: JSON.stringify(o) + "\n", stderr: "" });
  const tier = TIER_RANK[result.tier];
  if (tier === undefined) throw new Error(`unknown tier ${result.tier}`);
  const at = ANSWER_EVENTS.indexOf(event);
  const shape = CLAUDE_ANSWER[tier][at < 0 ? ANSWER_EVENTS.length : at];
  switch (shape) {
    case ANSWER_CONTEXT: return out({ hookSpecificOutput: { hookEventName: event, additionalContext: text } });
    case ANSWER_DECISION: case ANSWER_DECISION_CONTEXT: {
      const h = { hookEventName: event, permissionDecision: result.tier, permissionDecisionReason: text };
      if (shape === ANSWER_DECISION_CONTEXT && ctx) h.additionalContext = ctx;
      return out({ hookSpecificOutput: h });
    }
    case ANSWER_BLOCK: return out({ decision: "block", reason: text });
    case ANSWER_STDERR: return { code: 2, stdout: "", stderr: text + "\n" };
    case ANSWER_CONTEXT_ONLY: if (ctx) return out({ hookSpecificOutput: { hookEventName: event, additionalContext: ctx } });
    // falls through: no context, nothing to say
    case ANSWER_NONE: return { code: 0, stdout: "", stderr: "" };
    default: throw new Error(`no answer shape ${shape} (a rulec bug)`);
  }
}

/**
 * What the rule set's failure policy answers when the hook itself fails — in the shape of
 * `client` (default Claude Code) and its `native` event when another client called.
 */
export function failureAnswer(name, failure, why, event, client = "claude", native) {
  const reason = `rulec (${name}): ${why}`;
  if (failure === "silent") return { code: 0, stdout: "", stderr: reason + " (failing open)\n" };
  const result = { tier: failure, texts: [reason + ` (the ${name} rule set fails ${failure === "deny" ? "closed" : "to ask"})`], context: [] };
  if (client !== "claude" && CLIENTS.includes(client)) {
    const n = native || DEFAULT_EVENT[client];
    return clientAnswer(client, result, n, event || modelEvent(client, n), answer);
  }
  return answer(result, event || DEFAULT_EVENT.claude);
}

/** The limit verdict (`limit`: a tier) for a call the classifier could not finish. */
export function limitAnswer(name, limit, event, client = "claude", native) {
  if (limit === "silent") return { code: 0, stdout: "", stderr: "" };
  const result = { tier: limit, texts: [`rulec (${name}): ${LIMIT_TEXT}`], context: [] };
  if (client !== "claude" && CLIENTS.includes(client)) {
    const n = native || DEFAULT_EVENT[client];
    return clientAnswer(client, result, n, event || modelEvent(client, n), answer);
  }
  return answer(result, event || DEFAULT_EVENT.claude);
}

// ─── the prefilter ─────────────────────────────────────────────────────────────
// What a call must have for any rule to fire, from the build (compiler/prefilter.ts): a
// call without it is answered silent before the classifier is even read. The command
// text is only trusted when the shell reads it literally — these characters are all that
// may appear in it (no quotes, backslashes, expansions, globs, braces, parentheses, tilde,
// `%`, nothing outside printable ASCII) — and when it is too short to reach a limit of
// the shell model (past one, the classifier answers the failure verdict).

// Per ASCII code unit: 0 not literal, 1 part of a word, 2 between words. (A table and one
// loop: compiling two regexes cost ≈0.09 ms of every start. Filled by index: a for-of
// over a string costs V8's interpreter ≈4 K instructions a character, 0.3 M for these.)
const LITERAL = new Uint8Array(128);
literalClass("!#+,-./0123456789:=@ABCDEFGHIJKLMNOPQRSTUVWXYZ^_abcdefghijklmnopqrstuvwxyz", 1);
literalClass("\t\n\r ;&|<>", 2);
function literalClass(chars, k, table = LITERAL) { for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = k; }

function literalText(pf, cmd) {
  if (cmd.length > pf.maxText) return null;
  cmd = String(cmd); // (a LongText)
  let words = 0, inWord = false;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd.charCodeAt(i);
    const k = c < 128 ? LITERAL[c] : 0;
    if (k === 0) return null;
    if (k === 1) { if (!inWord) words++; inWord = true; } else inWord = false;
  }
  // (ASCII only here: a rule set that ignores case has lowercase words)
  return words > pf.maxWords ? null : pf.nocase ? cmd.toLowerCase() : cmd;
}

/** True when no rule of the rule set can fire on `fields`. */
export function cannotFire(pf, fields) {
  if (!pf) return false;
  const event = fields.hook_event_name, tool = fields.tool_name || "";
  if (!pf.events.includes(event)) return true;
  if (tool && !pf.tools.includes("*") && !pf.tools.includes(tool)) return true;
  const cmd = fields["tool_input.command"];
  let text; // the command, when literal; null when not; undefined until needed
  for (const r of pf.rules) {
    if (r.events && !r.events.includes(event)) continue;
    if (r.tools && !r.tools.includes(tool)) continue;
    if (!r.words) return false;
    if (!isText(cmd) || !cmd.length) continue; // a rule about commands needs a command
    if (text === undefined) text = literalText(pf, cmd);
    if (text === null || r.words.every((any) => any.some((w) => holds(text, w, fields.cwd, pf.nocase)))) return false;
  }
  return true;
}

/**
 * Whether literal text holds word w: anywhere; for `NAME$` (compiler/prefilter.ts atWordEnd)
 * as a word's end, after a character that is no letter, digit, `_` or `.` — or anywhere in
 * an option word (fd's `-xed`); for `~TEXT` (PATH_MARK: a resolved path's), in the text or
 * in the hook's directory.
 */
function holds(text, w, cwd, nocase) {
  if (w.charCodeAt(0) === 126) {
    const t = w.slice(1);
    return text.includes(t) || (typeof cwd === "string" && (nocase ? cwd.toLowerCase() : cwd).includes(t));
  }
  if (w.charCodeAt(w.length - 1) !== 36) return text.includes(w);
  const name = w.slice(0, -1);
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const e = i + name.length;
    if (e < text.length && LITERAL[text.charCodeAt(e)] !== 2) continue;
    if (i === 0 || !NAME_CHAR[text.charCodeAt(i - 1)]) return true;
    let b = i;
    while (b > 0 && LITERAL[text.charCodeAt(b - 1)] === 1) b--;
    if (text.charCodeAt(b) === 45) return true;
  }
  return false;
}
const NAME_CHAR = new Uint8Array(128);
literalClass("._0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 1, NAME_CHAR);

// ─── main ─────────────────────────────────────────────────────────────────────

/**
 * The path of `file` in the hook's directory: the hook is one file that runs as CommonJS
 * (Node: its loader passes __dirname), or as an ES module without import.meta (so that it
 * can be a script's text too): on Deno the main module's (a path, which Deno reads ≈0.35
 * ms faster than a URL), on Node the script it was started with (process.argv[1], which
 * Node resolves to an absolute path).
 */
function besideHook(file) {
  if (typeof __dirname === "string") return __dirname + "/" + file;
  if (!isDeno) return process.argv[1].replace(/[^/\\]*$/, "") + file;
  const url = new URL(file, Deno.mainModule);
  return url.protocol === "file:" && Deno.build.os !== "windows" ? decodeURIComponent(url.pathname) : url;
}

/** The classifier: embedded (base64), a file beside the hook ({ beside }), or a file ({ file }). */
function classifierBytes(wasm) {
  if (typeof wasm === "string") return decodeBase64(wasm);
  if (wasm && wasm.beside) wasm = { file: besideHook(wasm.beside) };
  if (wasm && wasm.file) {
    try { return isDeno ? Deno.readFileSync(wasm.file) : fs.readFileSync(wasm.file); }
    catch (e) { throw new Error(`cannot read the classifier ${String(wasm.file).replace(/^file:\/\//, "")}: ${isNotFound(e) ? "missing" : e.message}`); }
  }
  return wasm;
}

/** The hook's own arguments (`--client NAME`): Deno.args on Deno, process.argv on Node. */
function hookArgs() {
  try { return isDeno ? Deno.args : process.argv.slice(2); } catch { return []; }
}

/**
 * The hook's entry: read, classify, answer, exit. Never throws, never prints a stack.
 * The client is `--client NAME` when the hook was given one, else detected from the
 * payload (runtime/clients.mjs); Claude Code's payloads take the direct path below.
 * `codeCache`, when the Node hook's code cache is missing or stale, is called after the
 * answer is written by a call that ran the classifier: the cache then holds the code of
 * the whole path (a call the prefilter answers compiles little of it).
 */
export function main({ name, failure, limit = failure, wasm, prefilter, codeCache = null }) {
  let event = DEFAULT_EVENT.claude;
  let r;
  let state = null;
  let classified = false;
  const option = clientOption(hookArgs());
  let client = option || "claude";
  let native;
  try {
    if (option !== null && !CLIENTS.includes(option)) {
      client = "claude";
      throw new Error(`--client ${JSON.stringify(option)}: expected one of ${CLIENTS.join(", ")}`);
    }
    const payload = readPayload();
    if (option === null) client = detectClient(payload);
    if (client === "claude") {
      // (the event first: a payload that fails below is still answered in its event's shape)
      if (typeof payload?.hook_event_name === "string") event = payload.hook_event_name;
      const fields = fieldsOf(payload); // (which insists on that event)
      if (prefilter && !env("RULEC_NO_PREFILTER") && cannotFire(prefilter, fields)) {
        exit(0); // silent: no output at all
        return;
      }
      if (typeof WebAssembly === "undefined") throw new Error("this host has no WebAssembly");
      state = new SessionState(name, fields);
      const c = load(classifierBytes(wasm), hostFacts(state));
      classified = true;
      const result = c.classify(fields);
      perform(result.effects, state);
      r = answer(result, event);
    } else {
      const m = toModel(client, withStrings(payload));
      native = m.event;
      event = modelEvent(client, native) || event;
      const all = m.calls.map(fieldsOf);
      event = all[0].hook_event_name;
      if (m.projectDir && !env("CLAUDE_PROJECT_DIR")) for (const f of all) f.project_dir = m.projectDir;
      if (typeof WebAssembly === "undefined") throw new Error("this host has no WebAssembly");
      state = new SessionState(name, all[0]);
      // (several calls from one payload ask the same facts: each is answered once)
      const c = load(classifierBytes(wasm), all.length > 1 ? onceEach(hostFacts(state)) : hostFacts(state));
      classified = true;
      const results = all.map((f) => c.classify(f));
      const result = mergeResults(results);
      r = clientAnswer(client, result, native, event, answer, m);
      // a text the client has no channel for was not delivered: no once-per-session stamp
      perform(r.delivered === false ? result.effects.filter((e) => e.kind !== "record") : result.effects, state);
    }
  } catch (e) {
    // past the classifier's memory or stack: the rule set's limit verdict, not its failure
    if (e && e.limit) r = limitAnswer(name, limit, event, client, native);
    else r = failureAnswer(name, failure, String(e && e.message ? e.message : e).split("\n")[0], event, client, native);
  } finally {
    if (state) state.unlock();
  }
  // a closed stdout or stderr (the client went away) ends the hook quietly, exit code kept
  try { writeAll(1, r.stdout); } catch { /* nobody to answer */ }
  try { writeAll(2, r.stderr); } catch { /* nor to tell */ }
  if (codeCache && classified) try { codeCache(); } catch { /* an optimisation only */ }
  exit(r.code);
}
