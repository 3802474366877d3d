// The engine driver: tool call in → verdict out, inside the WebAssembly module.
//
// Input: the payload's fields (allocated by `fieldStrings` for the host to fill), the
// compiled rules of one rule set (generated code, passed in as function references and
// tables), and host facts, answered in rounds (below): the module imports nothing.
// Output: the verdict as a few words in linear memory (`Verdict` below): the tier, the
// rules that fired, the texts for the model, the effects, and — in explain mode — the
// trace of every simple command and fact (a Tree of values, for tools only).
//
// Precedence: each simple command gets the strictest tier of the rules that match it
// (deny > ask > allow > context); a matching `silent` rule is an exemption that clears
// the *non-blocking* tiers of that same command only, so it can never widen the deny
// surface. The verdict is the strictest over all commands and tool-level rules.
//
// Cost: the shell parse is linear; each rule is a straight-line predicate; facts are
// asked lazily and cached per call, so a command that matches nothing asks none, and a
// call that asks none takes one round.

import { Cmd, Output, parseShell, Buf, findChar, joinPath, joinWords, MAX_COMMANDS, UNK_ONE, UNK_MANY, isUnk, unkOf, notOption, PRIVILEGED, NameSet, latin1, listed } from "./shell";
import { Git, gitView } from "./git";
import { parseText, errorText } from "./shell/parser";
import { printFile } from "./shell/printer";
import { AL_MASK, BLOCK_OVERHEAD } from "rt/common";

export { Cmd, Output, Git };

// ─── host interface ────────────────────────────────────────────────────────────

// Facts (kind: FACT_*; two strings a, b) are answered in rounds, not through an import:
// on Node 20 a module that imports a JS function pays for a compiled call wrapper at
// every start (≈0.4 ms of a hook's ≈5), and most calls ask no fact at all. A call that
// needs a fact it was not given goes on with the fact unknown and records it
// (`pendingFacts`); the host answers what was asked, rewinds (`clearFields`), gives the
// fields and every answer so far (`factStrings`) and calls again. Each further round
// answers at least one new fact, and the last round's verdict is the answer. A call whose
// rules were all evaluated before it asked (a once-per-session delivery, a path in a
// text) is `resumable`: given the new answers, `resume` decides it again without parsing
// or evaluating anything twice. Answers are strings: "1" yes, "0" no, "?" unknown,
// "=value" or "" (none) for string facts.

export const FACT_EXISTS: i32 = 1;
export const FACT_IS_DIR: i32 = 2;
export const FACT_REPO_ROOT: i32 = 3;
export const FACT_ENV: i32 = 4;
export const FACT_GLOB: i32 = 5;       // a: directory, b: glob → some file under it matches
export const FACT_JSON_KEY: i32 = 6;   // a: file, b: key path (NUL-separated) → present
export const FACT_DELIVERED: i32 = 7;  // a: key → delivered earlier in this session (and agent)

export const RULE_OVERRIDE: i32 = 1;   // flag: clears every verdict of the call
export const RULE_ONCE: i32 = 2;       // flag: context delivered once per session

export const TIER_SILENT: i32 = 0;
export const TIER_CONTEXT: i32 = 1;
export const TIER_ALLOW: i32 = 2;
export const TIER_ASK: i32 = 3;
export const TIER_DENY: i32 = 4;
const TIER_NAMES: StaticArray<string> = ["silent", "context", "allow", "ask", "deny"];

// Steps of the work a call does over its commands, words, hits and facts (loops that could
// grow with the call): tests check it grows linearly with the call (test/linear.test.mjs).
let work: u32 = 0;
export function workCount(): u32 { return work; }
/** The allocator's top (test/linear.test.mjs: memory grows linearly with the call). */
export function heapTop(): usize { return heap.alloc(0); }

let keys = new Array<string>();
let vals = new Array<string>();
let given = new Array<FactRecord>();   // the host's answers, for this round
let pending = new Array<FactRecord>(); // facts this round asked and was not given
let resumeAt: Ctx | null = null;       // a call decided without some facts, its rules evaluated
let explainMode: bool = false;

// ─── memory: the stub runtime's bump allocator, rewound between reused calls ──────
// A hook process makes one call, so nothing is ever freed. An instance reused for many
// calls (benchmarks, batch tools) rewinds the allocator to where the first call began:
// memory stays bounded and every call works on pages already in the cache. The stub
// only offers reset-to-start; a block of the right size moves its top back to the mark,
// and the header that block overwrites (of the first object the module's start made)
// is put back.

const HEAP_START: usize = ((__heap_base + BLOCK_OVERHEAD + AL_MASK) & ~AL_MASK) - BLOCK_OVERHEAD;
let callMark: usize = 0;
/** Moves at every rewind: a cache keyed by an address is only good within one serial. */
export let callSerial: u32 = 0;

function rewind(mark: usize): void {
  callSerial++;
  const header = load<u32>(HEAP_START);
  heap.reset();
  if (mark > HEAP_START) heap.alloc(mark - HEAP_START - BLOCK_OVERHEAD);
  store<u32>(HEAP_START, header);
}

export function alloc(bytes: i32): usize {
  if (callMark == 0) callMark = heap.alloc(0) - BLOCK_OVERHEAD;
  return heap.alloc(<usize>bytes);
}

/**
 * Field names a host may send by number (a key length of FIELD_KNOWN | index): the same
 * strings as the literals the engine and the rules look fields up by, so nothing is copied
 * for them and a lookup meets its own literal. (runtime/core.mjs KNOWN_FIELDS: the same list.)
 */
const FIELD_KNOWN: u32 = 0x80000000;
const KNOWN_FIELDS: StaticArray<string> = ["hook_event_name", "tool_name", "cwd", "project_dir", "tool_input.command", "session_id", "agent_id", "agent_type", "permission_mode", "prompt", "tool_input.description", "tool_input.file_path"];

/**
 * The fields of a call, allocated for the host to fill: `n` pairs of u32 lengths at `p`
 * (key, value, in UTF-16 code units; a known key by number) become n empty key and
 * value strings of those lengths, recorded as the call's fields, and their addresses are
 * written over the lengths. The host then copies each text straight into its string — one copy per
 * field, no decoding here (a megabyte-long command costs one memcpy, not a UTF-8 pass).
 */
export function fieldStrings(p: usize, n: i32): void {
  for (let i = 0; i < n; i++) {
    const a = p + (<usize>i << 3);
    const kl = load<u32>(a);
    const k = kl & FIELD_KNOWN ? KNOWN_FIELDS[kl & 0xff] : newString(kl), v = newString(load<u32>(a + 4));
    keys.push(k);
    vals.push(v);
    store<u32>(a, <u32>changetype<usize>(k));
    store<u32>(a + 4, <u32>changetype<usize>(v));
  }
}

/**
 * Fills a string `fieldStrings` made with the UTF-8 at `src` (well-formed, as TextEncoder
 * writes it): for hosts without a native UTF-16 copy, on long texts (a JS loop over a
 * megabyte costs ~8 ms; TextEncoder and this pass, ~3). Also in place, for a long ASCII
 * text whose bytes the host put in the string's upper half (`src` = `dst` + n): each store
 * lands below the bytes not read yet, since a code unit takes two bytes where it read one
 * and the 8-byte store follows the 4-byte load that feeds it.
 */
export function fillUtf8(dst: usize, src: usize, bytes: i32): void {
  const end = src + <usize>bytes;
  while (src < end) {
    // four ASCII bytes at a time, widened to four code units in one store
    while (src + 4 <= end) {
      const x = <u64>load<u32>(src);
      if (x & 0x80808080) break;
      store<u64>(dst, (x & 0xff) | ((x & 0xff00) << 8) | ((x & 0xff0000) << 16) | ((x & 0xff000000) << 24));
      src += 4; dst += 8;
    }
    if (src >= end) break;
    let c = <u32>load<u8>(src);
    if (c < 0x80) { src += 1; }
    else if (c < 0xe0) { c = ((c & 0x1f) << 6) | (load<u8>(src, 1) & 0x3f); src += 2; }
    else if (c < 0xf0) { c = ((c & 0x0f) << 12) | ((<u32>load<u8>(src, 1) & 0x3f) << 6) | (load<u8>(src, 2) & 0x3f); src += 3; }
    else {
      c = ((c & 0x07) << 18) | ((<u32>load<u8>(src, 1) & 0x3f) << 12) | ((<u32>load<u8>(src, 2) & 0x3f) << 6) | (load<u8>(src, 3) & 0x3f);
      src += 4;
      c -= 0x10000;
      store<u16>(dst, <u16>(0xd800 | (c >> 10)));
      dst += 2;
      c = 0xdc00 | (c & 0x3ff);
    }
    store<u16>(dst, <u16>c);
    dst += 2;
  }
}

function newString(units: u32): string {
  return units ? changetype<string>(__new(<usize>units << 1, idof<string>())) : "";
}

/**
 * The host's answers to the facts asked in earlier rounds, allocated for it to fill as
 * `fieldStrings` does: `n` records of four u32 at `p` (kind, then the lengths of a, b
 * and the answer, in UTF-16 code units); the addresses of the three strings are written
 * over the lengths.
 */
export function factStrings(p: usize, n: i32): void {
  for (let i = 0; i < n; i++) {
    const r = p + (<usize>i << 4);
    const a = newString(load<u32>(r, 4)), b = newString(load<u32>(r, 8)), answer = newString(load<u32>(r, 12));
    given.push(new FactRecord(load<i32>(r), a, b, answer)); // (indexed when first asked: the host fills the strings after this)
    store<u32>(r, <u32>changetype<usize>(a), 4);
    store<u32>(r, <u32>changetype<usize>(b), 8);
    store<u32>(r, <u32>changetype<usize>(answer), 12);
  }
}

/**
 * After a call: 0 when it was given every fact it asked (its verdict stands), else the
 * address of [n, then n records of five u32: kind, a, a's length, b, b's length] (UTF-16
 * strings) naming the facts to answer before the next round.
 */
export function pendingFacts(): usize {
  const n = pending.length;
  if (n == 0) return 0;
  const p = heap.alloc(4 + <usize>n * 20);
  store<u32>(p, n);
  for (let i = 0; i < n; i++) {
    const f = pending[i], r = p + 4 + <usize>i * 20;
    store<u32>(r, f.kind);
    store<u32>(r, <u32>changetype<usize>(f.a), 4);
    store<u32>(r, f.a.length, 8);
    store<u32>(r, <u32>changetype<usize>(f.b), 12);
    store<u32>(r, f.b.length, 16);
  }
  return p;
}

// AssemblyScript's abort (an index out of range, an unexpected null: a rulec bug), kept
// inside the module (`--use abort=`, no import): the message is left for the host to
// read (`abortMessage`) and the call traps.
// (@lazy: asc compiles abort before this file's globals)
@lazy let abortAt: usize = 0;
export function trap(message: string | null, fileName: string | null, line: u32, column: u32): void {
  abortAt = changetype<usize>(message);
  unreachable();
}
export function abortMessage(): usize { return abortAt; }

export function setField(k: usize, kl: i32, v: usize, vl: i32): void {
  keys.push(String.UTF16.decodeUnsafe(k, <usize>kl << 1));
  vals.push(String.UTF16.decodeUnsafe(v, <usize>vl << 1));
}

/** Forget the fields of the previous call (an instance reused for many calls). */
export function clearFields(): void {
  if (callMark) rewind(callMark);
  keys = []; vals = []; given = []; pending = []; resumeAt = null; explainMode = false;
  givenBy = new Map<string, FactRecord>(); givenIndexed = 0; pendingBy = new Map<string, bool>();
}

export function setExplain(on: i32): void { explainMode = on != 0; }

function field(name: string): string {
  const n = lengthOf(name);
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = unchecked(keys[i]);
    if (lengthOf(k) == n && k == name) return unchecked(vals[i]);
  }
  return "";
}

/** A string's length read in place: Node 20's V8 inlines no call between wasm functions,
 * and `==` calls two `length`s before it compares a character (the header's byte size
 * sits in the four bytes before the string). */
@inline export function lengthOf(s: string): i32 { return <i32>(load<u32>(changetype<usize>(s) - 4) >>> 1); }

// ─── the rule table a generated module hands over ─────────────────────────────────

export class RuleTable {
  constructor(
    public ids: StaticArray<string>,
    public tiers: StaticArray<i32>,
    public msgs: StaticArray<string>,  // (empty when the messages live in msgBlob)
    public failTier: i32,
    public flags: StaticArray<i32> = [],
    // effects of each rule: pairs (kind, a-template, b-template) flattened, by rule
    public effects: StaticArray<string> = [],
    public effectsAt: StaticArray<i32> = [],
    public maxContext: i32 = 0,
    public keys: StaticArray<string> = [],   // delivery key of each rule (once per session)
    // messages as UTF-8 in static data (half the size of UTF-16 literals), rule i's at
    // [msgAt[i], msgAt[i+1]) of msgBlob, decoded only for the rules that fire
    public msgBlob: usize = 0,
    public msgAt: StaticArray<i32> = [],
    // long texts deflated in blocks (codegen packTexts; msgAt counts in the texts as they
    // were), read by `unpack` (wasm/inflate.ts packedText: a rule set of plain texts
    // carries none of its code)
    public msgPacked: StaticArray<i32> = [],
    public unpack: ((blob: usize, blocks: StaticArray<i32>, at: i32, n: i32) => string) | null = null,
  ) {
    let acts = effects.length > 0;
    for (let i = 0; i < flags.length; i++) if (unchecked(flags[i]) & RULE_ONCE) acts = true;
    this.acts = acts;
  }
  /** Some rule has an effect or is delivered once (else a verdict has no effects to list):
   * found once, when the table is built (at build time: compiler/preinit.ts), not per call. */
  acts: bool;
  name: string = "";
  /** What a deny or ask rule that is neither true nor false answers (TIER_SILENT: ignored). */
  unknownTier: i32 = TIER_SILENT;
  /** What a call past a limit of the shell model answers. */
  limitTier: i32 = TIER_SILENT;
  /** Per rule: the privilege-changing wrappers an allow rule names (via), as a List. */
  vias: StaticArray<usize> = [];
  viaList(rule: i32): usize { return rule < this.vias.length && unchecked(this.vias[rule]) != 0 ? unchecked(this.vias[rule]) : NO_VIAS; }
  /** Whether allow rule `rule`'s writes(…) covers the file `w` written by `c`. */
  coverFn: ((x: Ctx, rule: i32, c: Cmd, w: string) => bool) | null = null;
  covers(x: Ctx, rule: i32, c: Cmd, w: string): bool { const f = this.coverFn; return f != null ? f(x, rule, c, w) : false; }
  msg(rule: i32): string {
    if (this.msgBlob == 0) return this.msgs[rule];
    const a = this.msgAt[rule];
    const n = this.msgAt[rule + 1] - a;
    const unpack = this.unpack;
    if (unpack) return unpack(this.msgBlob, this.msgPacked, a, n);
    return String.UTF8.decodeUnsafe(this.msgBlob + <usize>a, <usize>n);
  }
  key(rule: i32): string { return rule < this.keys.length && this.keys[rule].length ? this.keys[rule] : this.ids[rule]; }
  flag(rule: i32, f: i32): bool { return rule < this.flags.length && (this.flags[rule] & f) != 0; }
}

const NO_VIAS = latin1(",");

class Hit {
  text: string = "";
  rendered: bool = false;    // texts are rendered only for the hits that are delivered
  unknown: bool = false;     // a deny or ask rule that was neither true nor false (the unknown verdict)
  constructor(public rule: i32, public cmd: i32, public on: Cmd | null) {}
}

class FactRecord {
  constructor(public kind: i32, public a: string, public b: string, public answer: string) {}
}

// Facts are found by kind and strings in a map: a call may ask one per command.
function factKey(kind: i32, a: string, b: string): string { return String.fromCharCode(48 + kind) + a + "\u0000" + b; }
let givenBy = new Map<string, FactRecord>();
let givenIndexed: i32 = 0;
let pendingBy = new Map<string, bool>();
function findGiven(kind: i32, a: string, b: string): FactRecord | null {
  const k = factKey(kind, a, b);
  return givenBy.has(k) ? givenBy.get(k) : null;
}

// Everything a rule can look at for one call.
export class Ctx {
  event: string = "";
  tool: string = "";
  cwd: string = "";
  projectDir: string = "";
  out: Output = new Output();
  hits: Array<Hit> = [];
  facts: Array<FactRecord> = [];
  factsBy: Map<string, FactRecord> = new Map<string, FactRecord>();
  chains: Array<Array<Cmd> | null> | null = null;   // chainCmds, made once
  chainMemo: Map<i64, i32> = new Map<i64, i32>();   // chainSome's answers
  blockedCmd: i32 = -1;      // the action that kept the call from being allowed (explain)
  blockedWhy: string = "";
  cwdRoot: string = "";
  cwdRootDone: bool = false;
  call: Cmd | null = null;
  constructor(public table: RuleTable) {}

  field(name: string): string { return field(name); }

  hit(rule: i32, c: Cmd | null): void {
    const idx = c != null ? this.index(c) : -1;
    this.hits.push(new Hit(rule, idx, c));
  }

  /** A deny or ask rule that is neither true nor false here: the rule set's unknown verdict. */
  unknownHit(rule: i32, c: Cmd | null): void {
    if (this.table.unknownTier == TIER_SILENT) return;
    const h = new Hit(rule, c != null ? this.index(c) : -1, c);
    h.unknown = true;
    this.hits.push(h);
  }

  textOf(h: Hit): string {
    if (!h.rendered) { h.text = h.unknown ? unknownText(this, h, [h.rule]) : render(this, this.table.msg(h.rule), h.on, true); h.rendered = true; }
    return h.text;
  }

  /** The command's position in this call's parse, or -1 (a command made for a call-level rule). */
  index(c: Cmd): i32 {
    const i = c.idx;
    return i >= 0 && i < this.out.cmds.length && this.out.cmds[i] === c ? i : -1;
  }

  git(c: Cmd): Git | null {
    if (!c.gitDone) { c.gitv = gitView(c); c.gitDone = true; }
    return c.gitv;
  }

  // ─── facts (lazy, cached) ───
  ask(kind: i32, a: string, b: string): string {
    work++;
    const k = factKey(kind, a, b);
    if (this.factsBy.has(k)) return this.factsBy.get(k).answer;
    // given by the host, or asked for the next round (and unknown in this one)
    while (givenIndexed < given.length) { const f = given[givenIndexed++]; givenBy.set(factKey(f.kind, f.a, f.b), f); }
    if (givenBy.has(k)) { const f = givenBy.get(k); this.facts.push(f); this.factsBy.set(k, f); return f.answer; }
    if (!pendingBy.has(k)) { pending.push(new FactRecord(kind, a, b, "")); pendingBy.set(k, true); }
    return "?";
  }
  // A yes/no fact: 1, 0, or -1 when it cannot be answered (no path, an error).
  yesNo(kind: i32, a: string, b: string): i32 {
    if (a.length == 0) return -1;
    const r = this.ask(kind, a, b);
    return r == "1" ? 1 : (r == "0" ? 0 : -1);
  }
  exists(path: string): i32 { return this.yesNo(FACT_EXISTS, path, ""); }
  isDir(path: string): i32 { return this.yesNo(FACT_IS_DIR, path, ""); }
  repoRoot(dir: string): string {
    if (dir.length == 0) return "";
    const r = this.ask(FACT_REPO_ROOT, dir, "");
    return r.startsWith("=") ? r.substring(1) : "";
  }
  env(name: string): string {
    const r = this.ask(FACT_ENV, name, "");
    return r.startsWith("=") ? r.substring(1) : "";
  }
  globExists(dir: string, pattern: string): i32 { return this.yesNo(FACT_GLOB, dir, pattern); }
  jsonKey(file: string, path: string): i32 { return this.yesNo(FACT_JSON_KEY, file, path); }
  delivered(key: string): bool { return this.ask(FACT_DELIVERED, key, "") == "1"; }
  rootOfCwd(): string {
    if (!this.cwdRootDone) { this.cwdRoot = this.repoRoot(this.cwd); this.cwdRootDone = true; }
    return this.cwdRoot;
  }
}

// ─── helpers the generated predicates call ──────────────────────────────────────

// The directory a command acts on: git's -C/--work-tree, else where it runs.
export function targetDir(x: Ctx, c: Cmd): string {
  const g = x.git(c);
  if (g != null) return g.dir;
  return c.dir;
}

// The command acts in a different repository than the one holding the hook's cwd.
// Unknown where the directory is (`cd "$X"`, `git -C "$D"`).
export function otherRepo(x: Ctx, c: Cmd): i32 {
  const d = targetDir(x, c);
  if (d.length == 0) return x.cwd.length ? UNK : NO;
  if (d == x.cwd) return NO;
  return x.repoRoot(d) != x.rootOfCwd() ? YES : NO;
}

// … and that repository's checkout is a primary one (its .git is a directory).
export function foreignPrimary(x: Ctx, c: Cmd): i32 {
  const d = targetDir(x, c);
  if (d.length == 0) return x.cwd.length ? UNK : NO;
  if (d == x.cwd) return NO;
  const root = x.repoRoot(d);
  if (root.length == 0 || root == x.rootOfCwd()) return NO;
  return x.isDir(root + "/.git") == 1 ? YES : NO;
}

// A word names an existing path, relative to the directory the command acts in.
// Unknown (no directory, a fact error) counts as existing: the safe side for
// "is this a ref rather than a path" questions is to say nothing.
export function pathExists(x: Ctx, c: Cmd, w: string): bool {
  const d = targetDir(x, c);
  const p = joinPath(d, w);
  if (p.length == 0) return true;
  return x.exists(p) != 0;
}

/** The same, with unknown counting as "does not exist". */
export function pathExistsKnown(x: Ctx, c: Cmd, w: string): bool {
  const p = joinPath(targetDir(x, c), w);
  if (p.length == 0) return false;
  return x.exists(p) == 1;
}

export function chainOnlyAnd(x: Ctx, c: Cmd): i32 {
  return x.out.lists[c.list].onlyAnd ? YES : NO;
}

// The commands of each chain (list), wrappers looked through: made once a call, when a
// rule first asks (one pass over the commands, not one per command that asks).
export function chainCmds(x: Ctx, c: Cmd): Array<Cmd> {
  let by = x.chains;
  if (by == null) {
    const made = new Array<Array<Cmd> | null>(x.out.lists.length);
    const cs = x.out.cmds;
    for (let i = 0; i < cs.length; i++) {
      work++;
      const k = cs[i];
      if (k.wraps || k.argc() == 0 || k.list >= made.length) continue;
      let l = made[k.list];
      if (l == null) { l = []; made[k.list] = l; }
      l.push(k);
    }
    x.chains = made;
    by = made;
  }
  const l = c.list < by!.length ? by![c.list] : null;
  return l != null ? l! : new Array<Cmd>();
}

// Flags of a non-git command: long ones up to "="; a short bundle both whole and split
// (`-rf` gives "-rf", "-r", "-f"), since which letters take values is per command. A word
// known only when it runs may be a flag (UNK_OPT), or several (UNK_MANY).
export function flagsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.flags;
  const r = new Array<string>();
  const argv = c.argv;
  if (c.isMulti(0)) r.push(UNK_MANY); // (`$CMD` may be a command and its words)
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) {
      const eq = a.startsWith("--") ? findChar(a, 61) : -1;
      if (eq > 2 && findChar(a.substring(0, eq), 36) < 0) { r.push(a.substring(0, eq)); continue; } // --name=$VALUE
      if (!notOption(c, i, a)) r.push(unkOf(c, i, false));
      continue;
    }
    if (a == "--") break;
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      if (a.charCodeAt(1) == 45) {
        const eq = findChar(a, 61);
        r.push(eq > 0 ? a.substring(0, eq) : a);
      } else {
        r.push(a);
        if (a.length > 2) for (let k = 1; k < a.length; k++) r.push("-" + a.charAt(k));
      }
    }
  }
  return r;
}

// The inline program: unknown when its text is not (`python -c "$CODE"`, a program piped
// in from a command).
export function scriptSome(x: Ctx, c: Cmd, w: WordFn): i32 {
  if (c.hasScript) return !c.scriptKnown ? UNK : w(x, c, c.script) ? YES : NO;
  return c.stdinScript && c.opaque ? UNK : NO;
}

// Operands of a non-git command (`--` dropped); a word known only when it runs may be
// one (UNK_OPT: or a flag), several (UNK_MANY), or, after `--`, surely one (UNK_ONE).
export function positionalsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.pos;
  const r = new Array<string>();
  let dd = false;
  const argv = c.argv;
  if (c.isMulti(0)) r.push(UNK_MANY);
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) { r.push(unkOf(c, i, dd || notOption(c, i, a))); continue; }
    if (!dd && a == "--") { dd = true; continue; }
    if (!dd && a.length > 1 && a.charCodeAt(0) == 45) continue;
    r.push(a);
  }
  return r;
}

export function argsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  let at = 1;
  if (g != null) at = 1 + g.globals.length + 1;
  const r = new Array<string>();
  const argv = c.argv;
  if (c.isMulti(0)) r.push(UNK_MANY);
  for (let i = at; i < argv.length; i++) { work++; r.push(c.lit[i] ? argv[i] : unkOf(c, i, true)); }
  return r;
}

// Words after `--` (git: after its own `--`). With no `--` but a word known only when it
// runs, that word may be one: what follows it is unknown (UNK_MANY).
export function afterOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.after;
  const r = new Array<string>();
  const argv = c.argv;
  let dd = false, unknown = c.isMulti(0);
  for (let i = 1; i < argv.length; i++) {
    work++;
    if (!c.lit[i]) { if (dd) r.push(unkOf(c, i, true)); else unknown = true; continue; }
    if (dd) r.push(argv[i]);
    else if (argv[i] == "--") dd = true;
  }
  if (!dd && unknown) r.push(UNK_MANY);
  return r;
}

export function commentsOf(x: Ctx): Array<string> { return x.out.comments; }

// ─── messages ─────────────────────────────────────────────────────────────────

// Placeholders: {dir} {command} {word} (of the simple command, or of the call), and
// {projectDir} {cwd} {home} {tool}. {now} is left for the host (the wasm has no clock).
// One pass over the template: a value put in is never searched for placeholders itself,
// and a long text with no placeholder (a way's body) is read once, not once per name.
// In a message (`brief`), {command} is cut to SHOWN_COMMAND code units and an ellipsis: a
// model reads the rule's text, not a 50 KB heredoc again; an effect (a log line) gets it whole.
const PLACEHOLDERS: StaticArray<string> = ["projectDir", "cwd", "home", "tool", "dir", "command", "word"];
const SHOWN_COMMAND = 200;

export function render(x: Ctx, tpl: string, c: Cmd | null, brief: bool = false): string {
  const open = findChar(tpl, 123);
  // (most texts hold no placeholder: the rest is compiled only for one that may)
  return open < 0 ? tpl : renderFrom(x, tpl, c, open, brief);
}

function renderFrom(x: Ctx, tpl: string, c: Cmd | null, open: i32, brief: bool): string {
  let b: Buf | null = null;
  let from = 0;
  while (open >= 0) {
    const k = placeholderAt(tpl, open + 1);
    if (k >= 0) {
      if (b == null) b = new Buf();
      b.range(tpl, from, open);
      const v = placeholderValue(x, k, c);
      if (brief && k == 5 && v.length > SHOWN_COMMAND) {
        // (a surrogate pair is not split: its high half goes with it)
        const hi = v.charCodeAt(SHOWN_COMMAND - 1);
        b.range(v, 0, hi >= 0xd800 && hi <= 0xdbff ? SHOWN_COMMAND - 1 : SHOWN_COMMAND);
        b.str("…");
      } else b.str(v);
      from = open + PLACEHOLDERS[k].length + 2;
      open = findChar(tpl, 123, from);
    } else open = findChar(tpl, 123, open + 1);
  }
  if (b == null) return tpl;
  b.range(tpl, from, tpl.length);
  return b.toString();
}

/** Which placeholder name, closed by "}", starts at `at`; -1 for none. */
function placeholderAt(s: string, at: i32): i32 {
  for (let k = 0; k < PLACEHOLDERS.length; k++) {
    const name = PLACEHOLDERS[k];
    const n = name.length;
    if (at + n >= s.length || s.charCodeAt(at + n) != 125) continue;
    let i = 0;
    while (i < n && s.charCodeAt(at + i) == name.charCodeAt(i)) i++;
    if (i == n) return k;
  }
  return -1;
}

function placeholderValue(x: Ctx, k: i32, c: Cmd | null): string {
  switch (k) {
    case 0: return x.projectDir;
    case 1: return x.cwd;
    case 2: return x.env("HOME");
    case 3: return x.tool;
    case 4: return c != null ? targetDir(x, c) : x.cwd;
    case 5: return c != null ? joinWords(c.argv, 0) : field("tool_input.command");
    default: return c != null ? c.name() : "{word}";
  }
}


// A path template made absolute against the project directory.
export function pathOf(x: Ctx, tpl: string): string {
  let p = render(x, tpl, null);
  if (p.startsWith("~/")) { const h = x.env("HOME"); p = h.length ? h + p.substring(1) : ""; }
  return joinPath(x.projectDir.length ? x.projectDir : x.cwd, p);
}

// ─── tool output: a tree of values in words ─────────────────────────────────────
// What `parse`, explain's trace and `preconditions` answer: one value, as u32 words the host
// reads back into objects (runtime/core.mjs treeOf), at an address holding the word count
// and then the words. A value is a tag and its operands:
//   T_STR address length (UTF-16 units) · T_INT value · T_TRUE · T_FALSE
//   T_ARR count, then that many values · T_OBJ count, then that many (key number, value)
// Keys are numbers into TREE_KEYS, the host's list of the same names in the same order.
// (No JSON built here: nothing to escape, no number to format, no key strings in the module.)

export const T_STR: u32 = 1, T_INT: u32 = 2, T_TRUE: u32 = 3, T_FALSE: u32 = 4, T_ARR: u32 = 5, T_OBJ: u32 = 6;
// TREE_KEYS (runtime/core.mjs): the same names, in this order
const K_COMMANDS: u32 = 0, K_COMMENTS: u32 = 1, K_ERROR: u32 = 2, K_OVERFLOW: u32 = 3, K_ARGV: u32 = 4, K_VIA: u32 = 5,
  K_OPAQUE: u32 = 6, K_DIR: u32 = 7, K_DEPTH: u32 = 8, K_CONN: u32 = 9, K_REDIRECTS: u32 = 10, K_OP: u32 = 11, K_FD: u32 = 12,
  K_TARGET: u32 = 13, K_WRAPS: u32 = 14, K_GIT: u32 = 15, K_SUB: u32 = 16, K_FLAGS: u32 = 17, K_VALUES: u32 = 18,
  K_POSITIONALS: u32 = 19, K_AFTER: u32 = 20, K_GLOBALS: u32 = 21, K_TRACE: u32 = 22, K_COMMAND: u32 = 23, K_HITS: u32 = 24,
  K_RULE: u32 = 25, K_TIER: u32 = 26, K_TOOL_HITS: u32 = 27, K_FACTS: u32 = 28, K_KIND: u32 = 29, K_A: u32 = 30, K_B: u32 = 31,
  K_ANSWER: u32 = 32, K_UNKNOWN: u32 = 33, K_BLOCKED: u32 = 34, K_INDEX: u32 = 35, K_WHY: u32 = 36;

export class Tree {
  private p: usize;
  private n: i32 = 1; // (word 0: the count)
  private cap: i32 = 64;
  constructor() { this.p = heap.alloc(256); }
  word(w: u32): void {
    if (this.n == this.cap) {
      this.cap <<= 1;
      const q = heap.alloc(<usize>this.cap << 2);
      memory.copy(q, this.p, <usize>this.n << 2);
      this.p = q;
    }
    store<u32>(this.p + (<usize>this.n << 2), w);
    this.n++;
  }
  str(s: string): void { this.word(T_STR); this.word(<u32>changetype<usize>(s)); this.word(lengthOf(s)); }
  int(v: i32): void { this.word(T_INT); this.word(<u32>v); }
  bool(b: bool): void { this.word(b ? T_TRUE : T_FALSE); }
  strs(a: Array<string>): void { this.word(T_ARR); this.word(a.length); for (let i = 0; i < a.length; i++) this.str(unchecked(a[i])); }
  key(k: u32): void { this.word(k); }
  /** An array or object whose count is known only at its end: `open`, then `close`. */
  open(tag: u32): i32 { this.word(tag); this.word(0); return this.n - 1; }
  close(at: i32, count: i32): void { store<u32>(this.p + (<usize>at << 2), count); }
  done(): usize { store<u32>(this.p, this.n - 1); return this.p; }
}

function cmdTree(t: Tree, c: Cmd): void {
  const o = t.open(T_OBJ);
  let n = 2;
  t.key(K_ARGV); t.strs(c.argv);
  if (c.via.length) { t.key(K_VIA); t.str(c.via); n++; }
  // in the listing, any word that is not literal makes the entry opaque
  let opaque = c.opaque;
  let unknown = 0;
  for (let i = 0; i < c.lit.length; i++) if (!c.lit[i]) { opaque = true; unknown++; }
  if (opaque) { t.key(K_OPAQUE); t.bool(true); n++; }
  if (unknown && explainMode) {
    // the words known only when it runs, as written
    t.key(K_UNKNOWN); t.word(T_ARR); t.word(unknown); n++;
    for (let i = 0; i < c.lit.length; i++) if (!c.lit[i]) t.str(c.argv[i]);
  }
  t.key(K_DIR); t.str(c.dir);
  t.key(K_DEPTH); t.int(c.depth); n++;
  if (c.conn.length) { t.key(K_CONN); t.str(c.conn == "\n" ? ";" : c.conn); n++; }
  if (c.redirects.length) {
    t.key(K_REDIRECTS); t.word(T_ARR); t.word(c.redirects.length); n++;
    for (let i = 0; i < c.redirects.length; i++) {
      const r = c.redirects[i];
      t.word(T_OBJ); t.word(r.fd.length ? 3 : 2);
      t.key(K_OP); t.str(r.op);
      if (r.fd.length) { t.key(K_FD); t.str(r.fd); }
      t.key(K_TARGET); t.str(r.target);
    }
  }
  if (c.wraps) { t.key(K_WRAPS); t.bool(true); n++; }
  t.close(o, n);
}

function gitTree(t: Tree, g: Git): void {
  t.word(T_OBJ); t.word(7);
  t.key(K_SUB); t.str(g.sub);
  t.key(K_FLAGS); t.strs(g.flags);
  t.key(K_VALUES); t.strs(g.vals);
  t.key(K_POSITIONALS); t.strs(g.pos);
  t.key(K_AFTER); t.strs(g.after);
  t.key(K_GLOBALS); t.strs(g.globals);
  t.key(K_DIR); t.str(g.dir);
}

// `parse`: the shell model alone (rulec parse, tests, the differential oracle).
export function parse(): usize {
  const out = parseShell(field("command"), field("cwd"));
  const t = new Tree();
  const o = t.open(T_OBJ);
  t.key(K_COMMANDS);
  const a = t.open(T_ARR);
  let n = 0;
  for (let i = 0; i < out.cmds.length; i++) {
    const c = out.cmds[i];
    if (c.argc() == 0) continue;
    n++;
    cmdTree(t, c);
  }
  t.close(a, n);
  let keys = 1;
  if (out.comments.length) { t.key(K_COMMENTS); t.strs(out.comments); keys++; }
  if (out.error) { t.key(K_ERROR); t.bool(true); keys++; }
  if (out.overflow) { t.key(K_OVERFLOW); t.bool(true); keys++; }
  t.close(o, keys);
  return t.done();
}

// `printShell`: the shell model's syntax tree of the command, printed as canonical text,
// with the first parse error as "line:col: text" (tests of the parser and the printer;
// exported by the parse-only module, wasm/parse.ts, not by classifiers).
export function printShell(): usize {
  const f = parseText(field("command"), 0);
  const t = new Tree();
  const o = t.open(T_OBJ);
  t.key(K_COMMAND); t.str(printFile(f));
  let keys = 1;
  const err = errorText(f);
  if (err.length) { t.key(K_ERROR); t.str(err); keys++; }
  if (f.diag.overflow) { t.key(K_OVERFLOW); t.bool(true); keys++; }
  t.close(o, keys);
  return t.done();
}

// ─── classify ─────────────────────────────────────────────────────────────────

export function classify(
  table: RuleTable,
  handles: (x: Ctx) => bool,
  evalCmd: (x: Ctx, c: Cmd) => void,
  evalTool: (x: Ctx) => void,
  requires: (x: Ctx) => bool = noRequires,
): usize {
  const x = new Ctx(table);
  resumeAt = null;
  work = 0;
  x.event = field("hook_event_name");
  x.tool = field("tool_name");
  x.cwd = field("cwd");
  x.projectDir = field("project_dir");
  if (!handles(x)) return result(x, TIER_SILENT, [], [], false);
  // preconditions: the whole rule set fails open unless they all hold
  // (build-time example checks assume them: examples exercise the rules)
  if (field("rulec.assume_requires") != "1" && !requires(x)) return result(x, TIER_SILENT, [], [], true);
  const command = field("tool_input.command");
  if (x.tool == "Bash" && command.length) {
    x.out = parseShell(command, x.cwd);
    const cs = x.out.cmds;
    for (let i = 0; i < cs.length; i++) cs[i].idx = i;
  }
  evalTool(x); // after the parse: call-level rules may look at its comments
  // (past a limit too: the commands found before it are whole, and a deny among them stands)
  { const cs = x.out.cmds; for (let i = 0; i < cs.length; i++) evalCmd(x, cs[i]); }
  // an override (always logged: its effects run) clears the whole call — not one cut short
  for (let i = 0; i < x.hits.length && !x.out.overflow; i++) {
    const h = x.hits[i];
    if (!h.unknown && table.flag(h.rule, RULE_OVERRIDE)) return result(x, TIER_SILENT, [h], [h], true);
  }
  return decideOrResume(x);
}

/** The verdict; a call that asks facts only from here on can be resumed (`resume`). */
function decideOrResume(x: Ctx): usize {
  const evaluated = pending.length == 0;
  const out = decide(x);
  resumeAt = evaluated && pending.length ? x : null;
  return out;
}

/** 1 when the last call can be decided again with the answers to what it asked. */
export function resumable(): i32 { return resumeAt != null ? 1 : 0; }

/** Decides the last call again, after `factStrings` gave what it asked (`resumable`). */
export function resume(): usize {
  const x = resumeAt;
  if (x == null) return 0;
  pending = [];
  pendingBy = new Map<string, bool>();
  // a text rendered before its facts were known ({home}) is rendered again
  for (let i = 0; i < x.hits.length; i++) x.hits[i].rendered = false;
  return decideOrResume(x);
}

function noRequires(x: Ctx): bool { return true; }

/** A context over the fields set, without classifying (for doctor's precondition check). */
export function contextOf(): Ctx {
  const x = new Ctx(new RuleTable([], [], [], 0));
  x.event = field("hook_event_name");
  x.tool = field("tool_name");
  x.cwd = field("cwd");
  x.projectDir = field("project_dir");
  return x;
}

let decidedTier: i32 = TIER_SILENT; // the tier of decide's last verdict

// The tier of a hit: its rule's, or the rule set's unknown verdict for an unknown one.
@inline function tierOf(t: RuleTable, h: Hit): i32 { return h.unknown ? t.unknownTier : t.tiers[h.rule]; }

function decide(x: Ctx): usize {
  decidedTier = TIER_SILENT;
  const n = x.out.cmds.length;
  const t = x.table;
  // per command: strictest tier, and whether an exemption matched
  const best = new StaticArray<i32>(n + 1);
  const exempt = new StaticArray<bool>(n + 1);
  for (let i = 0; i <= n; i++) best[i] = -1;
  for (let i = 0; i < x.hits.length; i++) {
    work++;
    const h = x.hits[i];
    const k = h.cmd < 0 ? n : h.cmd;
    const r = tierOf(t, h);
    if (r == TIER_SILENT) { if (!h.unknown) exempt[k] = true; }
    else if (r > best[k]) best[k] = r;
  }
  let tier = TIER_SILENT;
  for (let i = 0; i <= n; i++) {
    let r = best[i];
    if (exempt[i] && r <= TIER_CONTEXT) r = -1;
    if (r > tier) tier = r;
  }
  // past a limit (size, depth, count, memory): the commands before it were classified, but
  // what the rest holds is unknown — the rule set's limit verdict, unless a stricter one
  // was already earned
  const limited = x.out.overflow && t.limitTier > TIER_SILENT && t.limitTier >= tier;
  if (limited) tier = t.limitTier;
  // an allow needs every action of the call approved (approvedAll); else the allow rules
  // say nothing, and the verdict is what the other tiers give
  const allowed = tier == TIER_ALLOW && approvedAll(x);
  const kept = new Array<Hit>();
  const seen = new Set<string>();
  let contexts = 0;
  const effects = new Array<Hit>();
  for (let i = 0; i < x.hits.length; i++) {
    work++;
    const h = x.hits[i];
    const k = h.cmd < 0 ? n : h.cmd;
    const r = tierOf(t, h);
    if (r == TIER_SILENT) continue;
    if (exempt[k] && r <= TIER_CONTEXT) continue;
    if (r == TIER_ALLOW && !allowed) continue;
    if (r == TIER_CONTEXT) {
      const key = t.key(h.rule);
      if (seen.has(key)) continue;             // one delivery of a key per call
      if (t.flag(h.rule, RULE_ONCE) && x.delivered(key)) continue;
      if (t.maxContext > 0 && contexts >= t.maxContext) continue; // capped: not stamped either
      seen.add(key);
      contexts++;
    }
    kept.push(h);
  }
  // a delivery still unknown: the host answers and resumes; no text is rendered for now
  if (pending.length) return 0;
  // with nothing left to say, the tier falls back
  let top = TIER_SILENT;
  for (let i = 0; i < kept.length; i++) { const r = tierOf(t, kept[i]); if (r > top) top = r; }
  if (top < tier && !limited) tier = top;
  // effects run for the rules whose text is delivered (a deny's, or the context shown)
  for (let i = 0; i < kept.length; i++) {
    const h = kept[i];
    if (h.unknown) continue;
    const r = t.tiers[h.rule];
    if (r == tier || (r == TIER_CONTEXT && tier == TIER_ALLOW)) effects.push(h);
  }
  decidedTier = tier;
  if (limited) return limitVerdict(x, tier, kept);
  return result(x, tier, kept, effects, true);
}

// The verdict past a limit: the limit's own text, then the texts found before it.
function limitVerdict(x: Ctx, tier: i32, kept: Array<Hit>): usize {
  const ids = ["rulec/limit"];
  const texts = ["rulec: the command is too large or too deeply nested to check (a limit of the shell model was met): what it runs past that point is not known, so the " +
    (x.table.name.length ? x.table.name + " " : "") + "rule set cannot clear it."];
  for (let i = 0; i < kept.length; i++) {
    const h = kept[i];
    if (tierOf(x.table, h) < TIER_ASK) continue;
    const id = x.table.ids[h.rule] + (h.unknown ? "?" : "");
    if (!ids.includes(id) && ids.length < 16) { ids.push(id); texts.push(x.textOf(h)); }
  }
  return verdictOf(tier, VERDICT_OVERFLOW, ids, texts, [], [], explainMode ? traceTree(x) : 0);
}

// Kinds of wrapper the allow check looks through: transparent ones (they only time, schedule
// or re-read the command) need no approval of their own; privilege-changing ones (PRIVILEGED)
// neither, but the commands they run are approved only by a rule that names them (via).
const TRANSPARENT = new NameSet(latin1(",time,nice,ionice,nohup,timeout,stdbuf,command,builtin,exec,env,setsid,chronic,unbuffer,caffeinate,noglob,nocorrect,busybox,sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,eval,source,.,"));

function block(x: Ctx, k: i32, why: string): bool {
  x.blockedCmd = k;
  x.blockedWhy = why;
  return false;
}

/**
 * Every action of the call is approved by an allow rule: each simple command (wherever it
 * stands: a list, a pipeline, $( ), a -c program, the command a wrapper runs, a function's
 * body), each file it writes (a `writes(…)` of an approving rule covers it), each command a
 * privilege-changing wrapper runs (only a rule that names it: via("sudo")). Unknown
 * commands, unknown written files, a call that did not parse or met a limit, and an
 * assignment of an environment variable that is not harmless are never approved. A call
 * with no commands (another tool) is approved by a call-level allow rule.
 */
function approvedAll(x: Ctx): bool {
  const out = x.out;
  const t = x.table;
  const n = out.cmds.length;
  if (out.error) return block(x, -1, "the command does not parse");
  if (out.overflow) return block(x, -1, "a limit of the shell model was met");
  if (out.envName.length) return block(x, -1, "it sets " + out.envName + ", which changes what the programs it runs do");
  // the allow hits of each command, as linked lists (one pass over the hits)
  const head = new StaticArray<i32>(n + 1);
  const next = new StaticArray<i32>(x.hits.length);
  for (let i = 0; i <= n; i++) head[i] = -1;
  for (let i = x.hits.length - 1; i >= 0; i--) {
    work++;
    const h = x.hits[i];
    if (h.unknown || t.tiers[h.rule] != TIER_ALLOW) continue;
    const k = h.cmd < 0 ? n : h.cmd;
    next[i] = head[k];
    head[k] = i;
  }
  if (n == 0) return head[n] >= 0 ? true : block(x, -1, "no allow rule approves it");
  for (let k = 0; k < n; k++) {
    const c = out.cmds[k];
    work++;
    if (c.opaque) return block(x, k, "what it runs is known only at run time");
    const name = c.argc() ? c.name() : "";
    const through = c.wraps && (TRANSPARENT.has(name) || PRIVILEGED.has(name));
    // approving hits: allow rules that hold here (through a privilege-changing wrapper,
    // only those that name it)
    let approving = 0;
    for (let i = head[k]; i >= 0; i = next[i]) {
      work++;
      if (c.priv.length == 0 || listed(t.viaList(x.hits[i].rule), c.priv)) approving++;
    }
    if (c.argc() > 0 && !through && approving == 0) {
      return block(x, k, c.priv.length ? "no allow rule that names " + c.priv + " (via) approves it" : "no allow rule approves it");
    }
    // the files it writes (a wrapper whose command carries its redirects: checked there)
    if (c.wraps && c.innerRedirects) continue;
    const ws = writesOf(x, c);
    for (let j = 0; j < ws.length; j++) {
      work++;
      const w = ws[j];
      if (isUnk(w)) return block(x, k, "it writes a file known only at run time");
      let covered = false;
      for (let i = head[k]; i >= 0 && !covered; i = next[i]) {
        work++;
        const h = x.hits[i];
        if (c.priv.length && !listed(t.viaList(h.rule), c.priv)) continue;
        covered = t.covers(x, h.rule, c, w);
      }
      if (!covered) return block(x, k, "it writes " + w + ", which no allow rule's writes(…) covers");
    }
  }
  return true;
}

// The text of the unknown hits on one command (`rules`): which words are not known, which
// rules depend on them, and — for one rule — its own text.
function unknownText(x: Ctx, h: Hit, rules: Array<i32>): string {
  const c = h.on;
  const b = new Buf();
  b.str("This cannot be checked before it runs: ");
  let shown = 0;
  if (c != null) {
    const argv = c.argv;
    for (let i = 0; i < argv.length && shown < 3; i++) {
      if (c.lit[i]) continue;
      b.str(shown ? ", `" : "`");
      const a = argv[i];
      b.range(a, 0, min(a.length, 60));
      if (a.length > 60) b.char(0x2026);
      b.char(96);
      shown++;
    }
  }
  if (shown) b.str(shown == 1 ? " is known only then" : " are known only then");
  else b.str("part of it is known only then");
  if (rules.length == 1) {
    b.str(", and rule ");
    b.str(x.table.ids[h.rule]);
    b.str(" depends on it. If it is what that rule is about: ");
    b.str(render(x, x.table.msg(h.rule), c, true));
    return b.toString();
  }
  b.str(", and rules ");
  for (let i = 0; i < rules.length; i++) {
    if (i) b.str(i == rules.length - 1 ? " and " : ", ");
    b.str(x.table.ids[rules[i]]);
  }
  b.str(" depend on it. Write it out literally, or confirm only if you know what it runs.");
  return b.toString();
}

// (result's rare parts apart: V8 compiles a wasm function whole on its first call)
function effectStrings(x: Ctx, out: Array<string>, effects: Array<Hit>): void {
  const t = x.table;
  for (let i = 0; i < effects.length; i++) {
    const h = effects[i];
    if (t.flag(h.rule, RULE_ONCE)) { out.push("record"); out.push(t.key(h.rule)); out.push(""); }
    if (h.rule + 1 >= t.effectsAt.length) continue;
    for (let e = t.effectsAt[h.rule]; e < t.effectsAt[h.rule + 1]; e += 3) {
      const c: Cmd | null = h.cmd >= 0 ? x.out.cmds[h.cmd] : null;
      out.push(t.effects[e]);
      out.push(pathOf(x, t.effects[e + 1]));
      out.push(render(x, t.effects[e + 2], c));
    }
  }
}

function traceTree(x: Ctx): usize {
  const t = new Tree();
  const n = x.out.cmds.length;
  // the hits of each command, in order (linked lists: one pass)
  const head = new StaticArray<i32>(n + 1), tail = new StaticArray<i32>(n + 1);
  const next = new StaticArray<i32>(x.hits.length);
  for (let i = 0; i <= n; i++) { head[i] = -1; tail[i] = -1; }
  for (let i = 0; i < x.hits.length; i++) {
    const k = x.hits[i].cmd < 0 ? n : x.hits[i].cmd;
    next[i] = -1;
    if (tail[k] < 0) head[k] = i; else next[tail[k]] = i;
    tail[k] = i;
  }
  const blocked = x.blockedWhy.length > 0;
  t.word(T_OBJ); t.word(blocked ? 4 : 3);
  t.key(K_TRACE); t.word(T_ARR); t.word(n);
  for (let i = 0; i < n; i++) {
    const c = x.out.cmds[i];
    const g = x.git(c);
    t.word(T_OBJ); t.word(g != null ? 3 : 2);
    t.key(K_COMMAND); cmdTree(t, c);
    if (g != null) { t.key(K_GIT); gitTree(t, g); }
    t.key(K_HITS);
    hitsTree(x, t, head[i], next);
  }
  t.key(K_TOOL_HITS);
  const a = t.open(T_ARR);
  let m = 0;
  for (let k = head[n]; k >= 0; k = next[k]) {
    const h = x.hits[k];
    m++;
    t.str(x.table.ids[h.rule] + (h.unknown ? "?" : ""));
  }
  t.close(a, m);
  if (blocked) {
    t.key(K_BLOCKED); t.word(T_OBJ); t.word(2);
    t.key(K_INDEX); t.int(x.blockedCmd);
    t.key(K_WHY); t.str(x.blockedWhy);
  }
  t.key(K_FACTS); t.word(T_ARR); t.word(x.facts.length);
  for (let i = 0; i < x.facts.length; i++) {
    const f = x.facts[i];
    t.word(T_OBJ); t.word(f.b.length ? 4 : 3);
    t.key(K_KIND); t.int(f.kind);
    t.key(K_A); t.str(f.a);
    if (f.b.length) { t.key(K_B); t.str(f.b); }
    t.key(K_ANSWER); t.str(f.answer);
  }
  return t.done();
}

function hitsTree(x: Ctx, t: Tree, first: i32, next: StaticArray<i32>): void {
  const a = t.open(T_ARR);
  let m = 0;
  for (let k = first; k >= 0; k = next[k]) {
    const h = x.hits[k];
    m++;
    t.word(T_OBJ); t.word(h.unknown ? 3 : 2);
    t.key(K_RULE); t.str(x.table.ids[h.rule]);
    t.key(K_TIER); t.str(TIER_NAMES[tierOf(x.table, h)]);
    if (h.unknown) { t.key(K_UNKNOWN); t.bool(true); }
  }
  t.close(a, m);
}

// At most this many texts for the model (distinct ones, in hit order): a call of thousands
// of commands that each match names the rule once, not a megabyte of the same advice.
const MAX_TEXTS: i32 = 16;

function result(x: Ctx, tier: i32, hits: Array<Hit>, effects: Array<Hit>, trace: bool): usize {
  const ids = new Array<string>();
  const texts = new Array<string>();
  const ctx = new Array<string>();
  const seenIds = new Set<string>();
  const seenTexts = new Set<string>();
  let more = 0, rendered = 0;
  // the rules a command is unknown to: one text for them all (unknownText)
  const unknownOn = new Map<i32, Array<i32>>();
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    if (!h.unknown || tierOf(x.table, h) != tier) continue;
    work++;
    if (!unknownOn.has(h.cmd)) unknownOn.set(h.cmd, []);
    unknownOn.get(h.cmd).push(h.rule);
  }
  for (let i = 0; i < hits.length; i++) {
    work++;
    const h = hits[i];
    const t = tierOf(x.table, h);
    if (t == tier) {
      const id = h.unknown ? x.table.ids[h.rule] + "?" : x.table.ids[h.rule];
      if (!seenIds.has(id)) { seenIds.add(id); ids.push(id); }
      // (a text is rendered for at most MAX_TEXTS hits, the same text or not)
      if (h.unknown && unknownOn.get(h.cmd)[0] != h.rule) continue; // (said with the first)
      if (rendered >= MAX_TEXTS) { more++; continue; }
      rendered++;
      const text = h.unknown ? unknownText(x, h, unknownOn.get(h.cmd)) : x.textOf(h);
      if (text.length && !seenTexts.has(text)) { seenTexts.add(text); texts.push(text); }
    } else if (t == TIER_CONTEXT && tier == TIER_ALLOW && ctx.length < MAX_TEXTS) {
      const text = x.textOf(h);
      if (!seenTexts.has(text)) { seenTexts.add(text); ctx.push(text); }
    }
  }
  if (more) texts.push("(and " + more.toString() + " more " + (more == 1 ? "match" : "matches") + ")");
  const eff = new Array<string>();
  if (effects.length && x.table.acts) effectStrings(x, eff, effects);
  const traced: usize = explainMode && trace ? traceTree(x) : 0;
  return verdictOf(tier, x.out.error ? VERDICT_ERROR : 0, ids, texts, ctx, eff, traced);
}

// The verdict as the host reads it: u32 words at the address `classify` returns —
//   tier, flags (VERDICT_*), then the counts of rules, texts, context texts and effects,
//   then the address of the explain trace (a Tree, or 0),
// followed by an (address, length in UTF-16 units) pair for each rule id, text and
// context text, and three pairs (kind, then a and b: "record" key "", or "append" path
// text) for each effect. (No JSON to build here and parse there: a hook's first call
// compiles less, and a reused instance reads a verdict in a fraction of the time.)
/** Exported: a classifier that answers its verdict in words (older ones answered JSON text). */
export const verdictWords: i32 = 1;
export const VERDICT_ERROR: u32 = 1;     // the command did not parse (an unterminated quote, …)
export const VERDICT_OVERFLOW: u32 = 2;  // a limit of the shell model was met: the failure verdict

function verdictOf(tier: i32, flags: u32, ids: Array<string>, texts: Array<string>, ctx: Array<string>, eff: Array<string>, trace: usize): usize {
  const strs = ids.length + texts.length + ctx.length + eff.length;
  const p = heap.alloc(28 + (<usize>strs << 3));
  store<u32>(p, tier);
  store<u32>(p, flags, 4);
  store<u32>(p, ids.length, 8);
  store<u32>(p, texts.length, 12);
  store<u32>(p, ctx.length, 16);
  store<u32>(p, eff.length / 3, 20);
  store<u32>(p, <u32>trace, 24);
  let q = p + 28;
  q = putStrings(q, ids);
  q = putStrings(q, texts);
  q = putStrings(q, ctx);
  putStrings(q, eff);
  return p;
}

function putStrings(q: usize, a: Array<string>): usize {
  for (let i = 0; i < a.length; i++) {
    const s = unchecked(a[i]);
    store<u32>(q, <u32>changetype<usize>(s));
    store<u32>(q, lengthOf(s), 4);
    q += 8;
  }
  return q;
}

export { MAX_COMMANDS };

// ─── quantifiers over the words of a command (generated code passes predicates) ────
// Three-valued: a predicate is YES, NO or UNK (Kleene: not UNK = UNK, YES or UNK = YES, NO
// and UNK = NO). A selection's entries are words, or stand-ins for words known only when
// the command runs (UNK_ONE: one word; UNK_OPT: none or one; UNK_MANY: any number), and
// an entry's place is then known only within bounds: `some` is YES when a word surely in
// the range matches, UNK when an unknown entry or a word that may be in the range could,
// NO otherwise; `every` and `count` likewise.

export const NO: i32 = 0;
export const UNK: i32 = 1;
export const YES: i32 = 2;

export type WordFn = (x: Ctx, c: Cmd, s: string) => bool;
export type CmdFn = (x: Ctx, c: Cmd) => i32;

export const SEL_FLAGS: i32 = 0;
export const SEL_POSITIONALS: i32 = 1;
export const SEL_ARGS: i32 = 2;
export const SEL_AFTER: i32 = 3;
export const SEL_ARGV: i32 = 4;
export const SEL_WRITES: i32 = 5;

// The files a command writes: redirect targets (>, >>, &>, >|, <>), `tee` operands,
// `sed -i` operands. /dev/null and fd duplications are not files. A target known only
// when the command runs is an unknown entry.
export function writesOf(x: Ctx, c: Cmd): Array<string> {
  const r = new Array<string>();
  for (let i = 0; i < c.redirects.length; i++) {
    const d = c.redirects[i];
    if (d.op == ">" || d.op == ">>" || d.op == "&>" || d.op == "&>>" || d.op == ">|" || d.op == "<>") {
      if (!d.literal) r.push(UNK_ONE);
      else if (d.target != "/dev/null" && d.target.length > 0) r.push(d.target);
    }
  }
  if (c.wraps || c.opaque || c.argc() == 0) return r;
  const n = c.name();
  const argv = c.argv;
  if (n == "tee") {
    for (let i = 1; i < argv.length; i++) {
      work++;
      const a = argv[i];
      if (!c.lit[i]) r.push(unkOf(c, i, false));
      else if (!(a.length > 1 && a.charCodeAt(0) == 45)) r.push(a);
    }
  } else if (n == "sed" || n == "gsed") {
    let inPlace = false, explicitScript = false;
    const pos = new Array<string>();
    for (let i = 1; i < argv.length; i++) {
      work++;
      const a = argv[i];
      if (!c.lit[i]) { pos.push(UNK_MANY); continue; }
      if (a == "-e" || a == "-f" || a == "--expression" || a == "--file") { explicitScript = true; i++; continue; }
      if (a.startsWith("--expression=") || a.startsWith("--file=")) { explicitScript = true; continue; }
      if (a == "--in-place" || a.startsWith("--in-place=")) { inPlace = true; continue; }
      if (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
        if (findChar(a, 105) >= 0) inPlace = true;
        if (findChar(a, 101) >= 0 || findChar(a, 102) >= 0) { explicitScript = true; if (a.endsWith("e") || a.endsWith("f")) i++; }
        continue;
      }
      pos.push(a);
    }
    if (inPlace) for (let i = explicitScript ? 0 : 1; i < pos.length; i++) r.push(pos[i]);
  }
  return r;
}

function selection(x: Ctx, c: Cmd, sel: i32): Array<string> {
  if (sel == SEL_FLAGS) return flagsOf(x, c);
  if (sel == SEL_POSITIONALS) return positionalsOf(x, c);
  if (sel == SEL_ARGS) return argsOf(x, c);
  if (sel == SEL_WRITES) return writesOf(x, c);
  if (sel == SEL_AFTER) return afterOf(x, c);
  return c.argv; // (the words as written: `$CMD` is a known text here)
}

const MANY: i64 = 0x40000000;
// How many words an entry stands for, at least and at most.
@inline function entryMin(s: string): i64 { return isUnk(s) && changetype<usize>(s) != changetype<usize>(UNK_ONE) ? 0 : 1; }
@inline function entryMax(s: string): i64 { return changetype<usize>(s) == changetype<usize>(UNK_MANY) ? MANY : 1; }

// Where entry i can stand, from the entries before it (lo, hi: its first word's least and
// greatest place) — surely within [from, to), possibly, or not.
@inline function surely(lo: i64, hi: i64, from: i32, to: i32): bool { return lo >= <i64>from && (to < 0 || hi < <i64>to); }
@inline function possibly(lo: i64, hi: i64, n: i64, from: i32, to: i32): bool { return n > 0 && hi + n - 1 >= <i64>from && (to < 0 || lo < <i64>to); }

export function someWord(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, w: WordFn): i32 {
  return some(x, c, sel, from, to, w, true);
}

// every word matches: no word fails to (Kleene: not some(not w))
export function everyWord(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, w: WordFn): i32 {
  return YES - some(x, c, sel, from, to, w, false);
}

// Some entry in [from, to) for which w gives `want`: YES when a word surely there does, UNK
// when an unknown entry, or a word that may be there, might.
function some(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, w: WordFn, want: bool): i32 {
  const a = selection(x, c, sel);
  if (sel == SEL_ARGV) { const e = to < 0 || to > a.length ? a.length : to; for (let i = from; i < e; i++) { work++; if (w(x, c, a[i]) == want) return YES; } return NO; }
  let lo: i64 = 0, hi: i64 = 0;
  let unk = false;
  for (let i = 0; i < a.length; i++) {
    work++;
    const s = unchecked(a[i]);
    const mn = entryMin(s), mx = entryMax(s);
    if (isUnk(s)) { if (!unk && possibly(lo, hi, mx, from, to)) unk = true; }
    else if (surely(lo, hi, from, to)) { if (w(x, c, s) == want) return YES; }
    else if (!unk && possibly(lo, hi, 1, from, to) && w(x, c, s) == want) unk = true;
    lo += mn; hi = min(hi + mx, MANY);
    if (to >= 0 && lo >= <i64>to) break;
  }
  return unk ? UNK : NO;
}

/** The number of entries in [from, to) is within [min, max] (max < 0: no bound). */
export function countWords(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, least: i32, most: i32): i32 {
  const a = selection(x, c, sel);
  let lo: i64 = 0, hi: i64 = 0;
  let sure: i64 = 0, may: i64 = 0; // entries surely in the range; words possibly in it
  for (let i = 0; i < a.length; i++) {
    work++;
    const s = unchecked(a[i]);
    const mn = entryMin(s), mx = entryMax(s);
    if (mn == 1 && surely(lo, hi, from, to)) sure++;
    if (possibly(lo, hi, mx, from, to)) may = min(may + mx, MANY);
    lo += mn; hi = min(hi + mx, MANY);
  }
  if (to >= 0) may = min(may, <i64>max(0, to - from));
  if (may < <i64>least || (most >= 0 && sure > <i64>most)) return NO;
  if (sure >= <i64>least && (most < 0 || may <= <i64>most)) return YES;
  return UNK;
}

/** command(names): the command's name is one of them; unknown when its word is. */
export function commandIs(x: Ctx, c: Cmd, w: WordFn): i32 {
  if (c.argc() == 0) return NO;
  if (!c.lit[0]) return UNK;
  return w(x, c, c.name()) ? YES : NO;
}

export function isCommand(c: Cmd): bool { return c.argc() > 0 && !c.opaque; }

/** git(subs): git with one of these subcommands; unknown when the word or the subcommand is. */
export function gitSub(x: Ctx, c: Cmd, w: WordFn): i32 {
  const g = x.git(c);
  if (g == null) return c.argc() > 0 && !c.lit[0] ? UNK : NO;
  if (!g.subLiteral) return UNK;
  return g.sub.length > 0 && w(x, c, g.sub) ? YES : NO;
}

export function isGit(x: Ctx, c: Cmd): i32 {
  if (x.git(c) != null) return YES;
  return c.argc() > 0 && !c.lit[0] ? UNK : NO;
}

/** via(names): some wrapper on the way to the command is one of them. */
export function viaIs(x: Ctx, c: Cmd, w: WordFn): i32 {
  const v = c.vias;
  for (let i = 1, from = 1; i < v.length; i++) {
    if (v.charCodeAt(i) != 44) continue;
    if (i > from && w(x, c, v.substring(from, i))) return YES;
    from = i + 1;
  }
  return NO;
}

// Some command of the chain satisfies p: worked out once per chain and predicate (`site`,
// numbered by the generated code), so a chain of n commands that each ask costs n, not n².
export function chainSome(x: Ctx, c: Cmd, p: CmdFn, site: i32): i32 {
  const key = (<i64>c.list << 16) | <i64>site;
  const memo = x.chainMemo;
  if (memo.has(key)) return memo.get(key);
  const cs = chainCmds(x, c);
  let r = NO;
  for (let i = 0; i < cs.length && r != YES; i++) { work++; const v = p(x, cs[i]); if (v > r) r = v; }
  memo.set(key, r);
  return r;
}

export function commentSome(x: Ctx, c: Cmd, w: WordFn): i32 {
  const cs = x.out.comments;
  for (let i = 0; i < cs.length; i++) { work++; if (w(x, c, cs[i])) return YES; }
  return NO;
}

// ─── call-level predicates (the tool call as a whole) ─────────────────────────────

export function callCmd(x: Ctx): Cmd {
  if (x.call == null) { const c = new Cmd(); c.dir = x.cwd; x.call = c; }
  return x.call!;
}

export function fieldIs(x: Ctx, name: string, w: WordFn): bool {
  for (let i = keys.length - 1; i >= 0; i--) if (keys[i] == name) return w(x, callCmd(x), vals[i]);
  return false;
}

export function globExistsFact(x: Ctx, dirTpl: string, pattern: string, unknown: bool): bool {
  const r = x.globExists(pathOf(x, dirTpl), pattern);
  return r < 0 ? unknown : r == 1;
}

export function jsonKeyFact(x: Ctx, fileTpl: string, keyTpl: string, unknown: bool): bool {
  const r = x.jsonKey(pathOf(x, fileTpl), render(x, keyTpl, null));
  return r < 0 ? unknown : r == 1;
}

export function existsFact(x: Ctx, pathTpl: string, unknown: bool): bool {
  const r = x.exists(pathOf(x, pathTpl));
  return r < 0 ? unknown : r == 1;
}

export function envFact(x: Ctx, name: string, w: WordFn): bool {
  return w(x, callCmd(x), x.env(name));
}
