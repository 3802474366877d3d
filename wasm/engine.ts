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

import { Cmd, Output, parseShell, Buf, findChar, joinPath, MAX_COMMANDS, UNK_ONE, UNK_MANY, isUnk, unkOf, wordAt, notOption, PRIVILEGED, NameSet, latin1, listed, List, STRACE_VALUED, LTRACE_VALUED, RSYNC_VALUED } from "./shell";
import { mayBeGit } from "./shell/gitrun";
import { Git, gitView } from "./git";
import { Spec, specOf, isValued, isKnown, longForms, commandKey } from "./specs";
import { parseText, errorText } from "./shell/parser";
import { readFind, mayBePrimary, FIND_WRITES, FR_START, FR_UNKNOWN, FR_OPTION, FR_OP, FR_PRIMARY, FR_ARG } from "./shell/find";
import { Buf, joinWith, lastChar, normPath, unsuffixed } from "./shell/text";
import { parseTar } from "./shell/tar";
import { envValue, UNKNOWN_VALUE, SAME_DIR, isPerl, isVim, shownWord, UNK_OPT } from "./shell/cmd";
import { printFile } from "./shell/printer";
import { sedDiscards, readSed, perlPrintsNothing, awkPrintsNothing, dropDeadStatements, L_RUBY, isExModifier, isExExecute } from "./shell/inline";
import { isDigit } from "./shell/lexer";
import { AL_MASK, BLOCK_OVERHEAD } from "rt/common";
// the protocol's constants, generated from protocol/protocol.ts (scripts/gen.mjs)
import {
  FACT_EXISTS, FACT_IS_DIR, FACT_REPO_ROOT, FACT_ENV, FACT_GLOB, FACT_JSON_KEY, FACT_DELIVERED, FACT_GIT_BRANCH, FACT_DASH_NAME, FACT_GLOB_NAMES, FACT_REAL_PATH,
  TIER_SILENT, TIER_CONTEXT, TIER_ALLOW, TIER_ASK, TIER_DENY, TIER_NAMES, KNOWN_FIELDS,
  K_COMMANDS, K_COMMENTS, K_ERROR, K_OVERFLOW, K_ARGV, K_VIA, K_OPAQUE, K_DIR, K_DEPTH, K_CONN, K_REDIRECTS, K_OP, K_FD, K_TARGET,
  K_WRAPS, K_GIT, K_SUB, K_FLAGS, K_VALUES, K_POSITIONALS, K_AFTER, K_GLOBALS, K_TRACE, K_COMMAND, K_HITS, K_RULE, K_TIER,
  K_TOOL_HITS, K_FACTS, K_KIND, K_A, K_B, K_ANSWER, K_UNKNOWN, K_BLOCKED, K_INDEX, K_WHY,
} from "./protocol";

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

// (FACT_*: protocol/protocol.ts FACTS)
export { FACT_EXISTS, FACT_IS_DIR, FACT_REPO_ROOT, FACT_ENV, FACT_GLOB, FACT_JSON_KEY, FACT_DELIVERED, FACT_GIT_BRANCH, FACT_DASH_NAME, FACT_GLOB_NAMES, FACT_REAL_PATH } from "./protocol";

export const RULE_OVERRIDE: i32 = 1;   // flag: clears every verdict of the call
export const RULE_ONCE: i32 = 2;       // flag: context delivered once per session

// (TIER_*: protocol/protocol.ts TIERS, weakest first)
export { TIER_SILENT, TIER_CONTEXT, TIER_ALLOW, TIER_ASK, TIER_DENY } from "./protocol";

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
let unknownAsks: u32 = 0;              // answers "not known yet" given (a fact pending)
/** How often a fact was asked and found pending (rules.ts: which approvals depended on one). */
export function unknownAskCount(): u32 { return unknownAsks; }
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
 * for them and a lookup meets its own literal. (KNOWN_FIELDS: protocol/protocol.ts, the
 * runtime's list too.)
 */
const FIELD_KNOWN: u32 = 0x80000000;

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
  keys = []; vals = []; given = []; pending = []; resumeAt = null; explainMode = false; guardDashAsked = false;
  givenBy = new Map<string, FactRecord>(); givenIndexed = 0; pendingBy = new Map<string, bool>();
}

export function setExplain(on: i32): void { explainMode = on != 0; }

// The compiler's own checks of a rule set's examples and cases (`rulec build`, `rulec test`)
// exercise its rules as if its preconditions held. Only they call this, on an instance they
// made; no hook runtime does, and nothing in a call's fields can (a payload is the
// attacker's to write). An instance keeps it across calls (clearFields leaves it).
let assumeRequires: bool = false;
export function setAssumeRequires(on: i32): void { assumeRequires = on != 0; }

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
// (one string made at once: the concatenations made three, and every rule that asks a fact
// of every command makes a key)
function factKey(kind: i32, a: string, b: string): string {
  const la = <usize>a.length << 1;
  const s = newString(2 + a.length + b.length), p = changetype<usize>(s);
  store<u16>(p, <u16>(48 + kind));
  memory.copy(p + 2, changetype<usize>(a), la);
  store<u16>(p + 2 + la, 0);
  memory.copy(p + 4 + la, changetype<usize>(b), <usize>b.length << 1);
  return s;
}
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
  altEvals: i32 = 0;                                // commands judged in two directories (evalIn)
  chainMemo: Map<i64, i32> = new Map<i64, i32>();   // chainSome's answers
  fedMemo: Map<i32, Array<i32>> = new Map<i32, Array<i32>>(); // pipedFrom's answers, per predicate node
  specViews: Map<usize, SpecView | null> = new Map<usize, SpecView | null>();
  // each selection of the command the rules last asked about (its files written, deleted
  // and read; its flags, operands, …), by selection code: the rules ask in turn for one
  // command, many of them for one list, and a command whose name is known only when it runs
  // is asked about by every rule — a list each was hundreds of KB a command, unkept
  selFor: StaticArray<usize> = new StaticArray<usize>(SEL_COUNT);
  selList: StaticArray<Array<string> | null> = new StaticArray<Array<string> | null>(SEL_COUNT);
  // (and the paths its rules' templates make: pathOf)
  pathsFor: usize = 0;
  pathsKept: i32 = 0;
  pathTpls: StaticArray<usize> = new StaticArray<usize>(PATHS_KEPT);
  paths: StaticArray<string | null> = new StaticArray<string | null>(PATHS_KEPT);
  blockedCmd: i32 = -1;      // the action that kept the call from being allowed (explain)
  blockedWhy: string = "";
  skipApprovals: bool = false; // the call is surely not approved: allow rules are not judged (unapprovable)
  cwdRoot: string = "";
  cwdRootDone: bool = false;
  call: Cmd | null = null;
  // the command being judged runs on another system (Cmd#away): facts about this host's
  // files and repositories say nothing of it, and are unknown
  away: bool = false;
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

  /** A command with a spec, read by its grammar (made once a command); null without one. */
  specView(c: Cmd): SpecView | null {
    if (c.argc() == 0 || !c.lit[0] || c.opaque) return null;
    const key = changetype<usize>(c);
    if (this.specViews.has(key)) return this.specViews.get(key);
    const s = specOf(c.name());
    // (find's words are an expression, read by its grammar whatever the rule set's specs)
    const v = isFind(c) ? findView(c) : s != null ? readBySpec(c, s, this.out.dashNames || s != null && hostDashNames(this, c)) : null;
    // (find's starting points from a glob that may expand to a primary — a file named
    // `-delete` here: `find *` is `find -delete …` —, as for any command's options)
    // (find's `--` ends only its own options, -H -L -P: a name after it still starts the
    // expression; the call's own dash names are not read here — find's primaries are words
    // that begin with "-" too)
    if (v != null && isFind(c) && c.globs.length && hostDashNames(this, c, false)) { v.flags.push(UNK_OPT); v.vals.push(""); if (v.strange > 1) v.strange = 1; }
    this.specViews.set(key, v);
    return v;
  }

  // ─── facts (lazy, cached) ───
  ask(kind: i32, a0: string, b: string): string {
    work++;
    if (this.away && kind != FACT_ENV && kind != FACT_DELIVERED) return "?";
    // (a path under the home — `~/x`, `$HOME/x`, where a cd into the home leaves relative
    // names — is the hook's HOME's; any other path that is not absolute (`$TMPDIR/x`) is not
    // known here: the host would look it up against its own directory)
    let a = a0;
    if (kind != FACT_ENV && kind != FACT_DELIVERED && a.length > 0 && a.charCodeAt(0) != 47) {
      a = hostDir(this, a);
      if (a.length == 0) return "?";
    }
    const k = factKey(kind, a, b);
    if (this.factsBy.has(k)) return this.factsBy.get(k).answer;
    // given by the host, or asked for the next round (and unknown in this one)
    while (givenIndexed < given.length) { const f = given[givenIndexed++]; givenBy.set(factKey(f.kind, f.a, f.b), f); }
    if (givenBy.has(k)) { const f = givenBy.get(k); this.facts.push(f); this.factsBy.set(k, f); return f.answer; }
    if (!pendingBy.has(k)) { pending.push(new FactRecord(kind, a, b, "")); pendingBy.set(k, true); }
    unknownAsks++;
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
  /** Where dir's repository has branch `name`: "local", "remote", "none"; "?" not known. */
  gitBranch(dir: string, name: string): string {
    if (dir.length == 0) return "?";
    const r = this.ask(FACT_GIT_BRANCH, dir, name);
    return r.startsWith("=") ? r.substring(1) : "?";
  }
  /** Some entry of dir has a name that begins with "-": 1, 0, or -1 (not known). */
  dashName(dir: string): i32 { return this.yesNo(FACT_DASH_NAME, dir, ""); }
  /** Absolute path `path` with its symbolic links resolved: "" where it does not exist,
   * null where that is not known. */
  realPath(path: string): string | null {
    const r = this.ask(FACT_REAL_PATH, path, "");
    return r.startsWith("=") ? r.substring(1) : r.length == 0 ? "" : null;
  }
  /** Some name glob `pattern` may expand to in dir (bash's pathname expansion, a superset)
   * matches pattern `idx` of regex site `site`: 1, 0, or -1 (not known). */
  globNames(dir: string, site: i32, idx: i32, dots: bool, pattern: string): i32 {
    return this.yesNo(FACT_GLOB_NAMES, dir, site.toString() + ":" + idx.toString() + ":" + (dots ? "d" : "") + ":" + pattern);
  }
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

// The directories a command works in: git's (where it runs after its -C's, the repository
// --git-dir or GIT_DIR names, the work tree --work-tree or GIT_WORK_TREE names), else the
// one it runs in; one known only when it runs is an unknown entry. (With no cwd from the
// hook, a command that stays where it was started names none: as for otherRepo.)
// Cost: a copy of git's few directories.
export function dirsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  const ds = g != null && g.dirs.length ? g.dirs : [g != null ? g.dir : c.dir];
  const r = new Array<string>();
  for (let i = 0; i < ds.length; i++) {
    const d = unchecked(ds[i]);
    // (a glob's directory, `-C ~/.s*`, is known only when it runs)
    if (d.length && !(c.globs.length && globChars(d))) r.push(d);
    // (one run on another system, `podman exec web git status`, is there: a directory not
    // known is no host's, and one that is known is still the store it names)
    else if (d.length || (x.cwd.length && !c.away)) r.push(UNK_ONE);
  }
  return r;
}

function globChars(s: string): bool {
  for (let i = 0; i < s.length; i++) { const ch = s.charCodeAt(i); if (ch == 42 || ch == 63 || ch == 91) return true; }
  return false;
}

// A directory as the host finds it: the home's forms (~, $HOME, ${HOME}) made absolute with
// the hook's HOME; "" where it is not known here (another variable, a glob: `-C oth*`).
function hostDir(x: Ctx, d: string): string {
  let p = d;
  if (p == "~" || p.startsWith("~/") || p.startsWith("$HOME") || p.startsWith("${HOME}")) {
    const h = x.env("HOME");
    if (h.length == 0) return "";
    const rest = p.startsWith("~") ? p.substring(1) : p.startsWith("${") ? p.substring(7) : p.substring(5);
    if (rest.length && rest.charCodeAt(0) != 47) return "";
    p = normPath(h + rest);
  }
  if (!p.startsWith("/")) return "";
  for (let i = 0; i < p.length; i++) { const ch = p.charCodeAt(i); if (ch == 42 || ch == 63 || ch == 91 || ch == 36) return ""; }
  return p;
}

// The command acts in a different repository than the one holding the hook's cwd.
// Unknown where the directory is (`cd "$X"`, `git -C "$D"`, `-C oth*`).
export function otherRepo(x: Ctx, c: Cmd): i32 {
  let d = targetDir(x, c);
  if (d.length == 0) return x.cwd.length ? UNK : NO;
  if (d == x.cwd) return NO;
  d = hostDir(x, d);
  if (d.length == 0) return UNK;
  return x.repoRoot(d) != x.rootOfCwd() ? YES : NO;
}

// … and that repository's checkout is a primary one (its .git is a directory).
export function foreignPrimary(x: Ctx, c: Cmd): i32 {
  let d = targetDir(x, c);
  if (d.length == 0) return x.cwd.length ? UNK : NO;
  if (d == x.cwd) return NO;
  d = hostDir(x, d);
  if (d.length == 0) return UNK;
  const root = x.repoRoot(d);
  if (root.length == 0 || root == x.rootOfCwd()) return NO;
  return x.isDir(root + "/.git") == 1 ? YES : NO;
}

// A word names an existing path, relative to the directory the command acts in.
// Unknown (no directory, a fact error) counts as existing: the safe side for
// "is this a ref rather than a path" questions is to say nothing.
/** Whether the path word w names exists where c acts: 1 yes, 0 no, -1 not known (a relative
 * word in a directory known only when it runs, or a host that cannot tell). */
export function pathExists(x: Ctx, c: Cmd, w: string): i32 {
  const p = joinPath(targetDir(x, c), w);
  if (p.length == 0) return -1;
  return x.exists(p);
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
/** The chain a command belongs to: its list's, or — for a re-parsed text's commands (a
 * `sh -c` program a find or a wrapper runs) — the list of the command it was found through. */
export function chainId(c: Cmd): i32 { return c.rootList >= 0 ? c.rootList : c.list; }

export function chainCmds(x: Ctx, c: Cmd): Array<Cmd> {
  let by = x.chains;
  if (by == null) {
    const made = new Array<Array<Cmd> | null>(x.out.lists.length);
    const cs = x.out.cmds;
    for (let i = 0; i < cs.length; i++) {
      work++;
      const k = cs[i];
      const id = chainId(k);
      if (k.wraps || k.argc() == 0 || id >= made.length) continue;
      let l = made[id];
      if (l == null) { l = []; made[id] = l; }
      l.push(k);
    }
    x.chains = made;
    by = made;
  }
  const id = chainId(c);
  const l = id < by!.length ? by![id] : null;
  return l != null ? l! : new Array<Cmd>();
}

// Flags of a non-git command: long ones up to "="; a short bundle both whole and split
// (`-rf` gives "-rf", "-r", "-f"), since which letters take values is per command. A word
// known only when it runs may be a flag (UNK_OPT), or several (UNK_MANY).
export function flagsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.flags;
  const v = x.specView(c);
  if (v != null) return v.flags;
  const r = new Array<string>();
  const argv = c.argv;
  if (c.isMulti(0)) r.push(UNK_MANY); // (`$CMD` may be a command and its words)
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) {
      const eq = a.startsWith("--") ? findChar(a, 61) : -1;
      if (eq > 2 && findChar(a.substring(0, eq), 36) < 0) { r.push(a.substring(0, eq)); if (c.isMulti(i)) r.push(UNK_MANY); continue; } // --name=$VALUE
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
  // (a glob that may expand to a name here that begins with "-": an option known only when
  // it runs — `zip -r x.zip *` beside a file `-m`, `rsync -a * d/` beside `--remove-source-files`
  // — as readBySpec reads one for a command with a spec)
  if (c.globs.length && hasOptionWordGlob(c) && (x.out.dashNames || hostDashNames(x, c))) r.push(UNK_OPT);
  return r;
}


// ─── a command read by its spec (wasm/specs.ts) ───────────────────────────────────

export class SpecView {
  flags: Array<string> = [];  // canonical names ("--force" for "--for"); a bundle whole and split
  vals: Array<string> = [];   // each flag's value ("" when none)
  pos: Array<string> = [];    // operands: neither an option nor an option's value
  strange: i32 = 2;           // every option is one the spec lists: 2 yes, 1 unknown (a word known at run time may be another), 0 no
}

// The words as the command's own parser takes them: a valued option takes the rest of its
// bundle or the next word, a long one `=value` or the next word; a long option is read by
// its unambiguous prefix where the command allows it; `--` ends the options. A word known
// only when it runs is what the generic reading makes of it.
function readBySpec(c: Cmd, s: Spec, dashNames: bool = false): SpecView {
  const v = new SpecView();
  const argv = c.argv;
  let dd = false;
  if (c.isMulti(0)) { v.flags.push(UNK_MANY); v.vals.push(""); v.pos.push(UNK_MANY); v.strange = 1; }
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) {
      if (dd || notOption(c, i, a)) { v.pos.push(unkOf(c, i, true)); continue; }
      const eq = a.startsWith("--") ? findChar(a, 61) : -1;
      if (eq > 2 && findChar(a.substring(0, eq), 36) < 0) { // --name=$VALUE
        const forms = longForms(s, a.substring(0, eq));
        for (let k = 0; k < forms.length; k++) { v.flags.push(forms[k]); v.vals.push(UNK_ONE); if (!isKnown(s, forms[k])) v.strange = 0; }
        splitValue(v, c, i);
        continue;
      }
      const u = unkOf(c, i, false);
      v.flags.push(u); v.vals.push(""); v.pos.push(u); // (a flag, an operand, or several)
      if (v.strange > 1) v.strange = 1;
      continue;
    }
    if (dd) { v.pos.push(a); continue; }
    if (a == "--") { dd = true; continue; }
    if (i == 1 && s.oldStyle && a.length > 0 && a.charCodeAt(0) != 45) {
      // the traditional first word (`tar tvf A`): each letter a short option, the valued
      // ones taking the next words in order
      if (a.length > 1) { v.flags.push("-" + a); v.vals.push(""); }
      let next = i + 1;
      for (let k = 0; k < a.length; k++) {
        const f = "-" + a.charAt(k);
        v.flags.push(f);
        if (!isKnown(s, f)) v.strange = 0;
        if (!isValued(s, f)) { v.vals.push(""); continue; }
        if (next < argv.length) { v.vals.push(wordAt(c, next)); next++; }
        else v.vals.push("");
      }
      i = next - 1;
      continue;
    }
    if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) == 45) {
      const eq = findChar(a, 61);
      const forms = longForms(s, eq > 0 ? a.substring(0, eq) : a);
      // (an ambiguous prefix: each option it may be; a value when every one takes one)
      let valued = eq < 0;
      for (let k = 0; k < forms.length; k++) if (!isValued(s, forms[k])) valued = false;
      const val = eq > 0 ? a.substring(eq + 1) : valued && i + 1 < argv.length ? wordAt(c, i + 1) : "";
      if (valued && i + 1 < argv.length) i++;
      for (let k = 0; k < forms.length; k++) { v.flags.push(forms[k]); v.vals.push(val); if (!isKnown(s, forms[k])) v.strange = 0; }
      if (valued && eq < 0) splitValue(v, c, i);
      continue;
    }
    if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
      // a single-dash long option the spec names (find's `-name`, `-maxdepth 2`; `-name=x`)
      const eq = findChar(a, 61);
      const name = eq > 0 ? a.substring(0, eq) : a;
      if (name.length > 2 && isKnown(s, name)) {
        const valued = eq < 0 && isValued(s, name);
        v.flags.push(name);
        v.vals.push(eq > 0 ? a.substring(eq + 1) : valued && i + 1 < argv.length ? wordAt(c, i + 1) : "");
        if (valued && i + 1 < argv.length) { i++; splitValue(v, c, i); }
        continue;
      }
    }
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      if (a.length > 2) { v.flags.push(a); v.vals.push(""); }
      for (let k = 1; k < a.length; k++) {
        const f = "-" + a.charAt(k);
        v.flags.push(f);
        if (!isKnown(s, f)) v.strange = 0;
        if (!isValued(s, f)) { v.vals.push(""); continue; }
        if (k + 1 < a.length) v.vals.push(a.substring(k + 1));
        else if (i + 1 < argv.length) { i++; v.vals.push(wordAt(c, i)); splitValue(v, c, i); }
        else v.vals.push("");
        break;
      }
      continue;
    }
    // (a glob bash expands to the names it matches, before any `--`: a name that begins with
    // `-` is an option to the command — `touch -- -rf; rm * ~` is `rm -rf … ~`. Where the
    // call names such a file — Output#dashNames —; one already there is not looked for.)
    if (dashNames && c.globs.length && c.globs.includes(a) && optionWordGlob(a)) {
      v.flags.push(UNK_OPT); v.vals.push("");
      if (v.strange > 1) v.strange = 1;
    }
    v.pos.push(a);
  }
  return v;
}

// A glob of c's that may match an option's word (optionWordGlob), before its `--`, where the
// directory it runs in holds a name that begins with "-" (the host's dashName fact): a file
// named `-rf` already there makes `rm *` run `rm -rf …` (bash's pathname expansion sorts
// `-rf` first, and rm reads it as options — rm(1)). Only where such a glob is a word — one
// listing of the directory, at most a round of facts. A directory not known here (a `cd
// "$X"` before) may hold such a name: the glob is an option known only when it runs (of
// the two a failed cd leaves, either's); a command run on another host is left as it was
// (a limit: docs/shell-model.md).
// A pending answer counts as a yes for the round that asked it (guardDashAsked keeps the
// round: approvalFactsOnly).
function hostDashNames(x: Ctx, c: Cmd, endsAtDashDash: bool = true): bool {
  // (a rule set with no deny or ask rule to make unknown — readonly — leaves it to its
  // approval, which asks the same fact: cmdBlocked)
  if (c.globs.length == 0 || c.away || x.table.unknownTier <= TIER_SILENT) return false;
  if (!hasOptionWordGlob(c, endsAtDashDash)) return false;
  if (c.dir.length == 0) {
    if (c.alts.length != 2) return true;
    for (let k = 0; k < 2; k++) {
      const d = hostDir(x, c.alts[k]);
      if (d.length == 0) return true;
      guardDashAsked = true;
      if (x.dashName(d) != 0) return true;
    }
    return false;
  }
  const d = hostDir(x, c.dir);
  if (d.length == 0) return false;
  guardDashAsked = true;
  return x.dashName(d) != 0;
}
// (a word of c's before its `--` is a glob that may match an option's word: optionWordGlob)
function hasOptionWordGlob(c: Cmd, endsAtDashDash: bool = true): bool {
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (a == "--" && c.lit[i] && endsAtDashDash) return false;
    if (c.globs.includes(a) && optionWordGlob(a)) return true;
  }
  return false;
}
// (a guard's reading asked the dashName fact: its answer is worth a round)
let guardDashAsked = false;

/**
 * A glob that may match an option's word: one that can begin with `-` (a `*`, `?`, `-` or a
 * bracket expression first) and holds no other literal character than an option's (letters,
 * digits, `-`, `=`) — `*`, `?*`, `*rf`, but not `*.o` or `src/*`, whose names are no option
 * a command takes (`-r.o` is refused whole).
 */
function optionWordGlob(g: string): bool {
  if (g.length == 0) return false;
  const f = g.charCodeAt(0);
  if (!(f == 42 || f == 63 || f == 45 || f == 91)) return false;
  let inBracket = false;
  for (let i = 0; i < g.length; i++) {
    const ch = g.charCodeAt(i);
    if (inBracket) { if (ch == 93 && i > 0) inBracket = false; continue; }
    if (ch == 91) { inBracket = true; continue; }
    if (ch == 42 || ch == 63 || ch == 45 || ch == 61) continue;
    if ((ch >= 48 && ch <= 57) || (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122)) continue;
    return false;
  }
  return true;
}

// An option's value taken from word i, an unquoted expansion known only when it runs:
// bash splits it into words, each after the first an option or an operand of the
// command's (`kubectl get pods -n $NS`, NS='x --kubeconfig=F'): unknown ones. So is a glob
// there, which bash expands to every name it matches (`rg --context-separator *.ts ~/.ssh
// .` where a.ts and b.ts are: b.ts the pattern, ~/.ssh a directory searched).
function splitValue(v: SpecView, c: Cmd, i: i32): void {
  if (!c.isMulti(i) && !(c.globs.length && globChars(c.argv[i]) && c.globs.includes(c.argv[i]))) return;
  v.flags.push(UNK_MANY); v.vals.push(""); v.pos.push(UNK_MANY);
  if (v.strange > 1) v.strange = 1;
}

// find, read by its expression grammar (shell/find.ts): flags are its leading options,
// operators and primaries, each primary's argument its value; operands are its starting
// points; the words of a command it runs are neither. A word known only at run time is
// any of them (UNK_OPT), and after it a word that looks like a primary may be one.
function isFind(c: Cmd): bool { const n = commandKey(c.name()); return n == "find" || n == "gfind"; }
function findView(c: Cmd): SpecView {
  const f = readFind(c);
  const v = new SpecView();
  v.strange = f.strange;
  const argv = c.argv, n = argv.length;
  if (c.isMulti(0)) { v.flags.push(UNK_MANY); v.vals.push(""); v.pos.push(UNK_MANY); if (v.strange > 1) v.strange = 1; }
  for (let i = 1; i < n; i++) {
    work++;
    const role = f.roles[i];
    if (role == FR_START) { v.pos.push(wordAt(c, i)); continue; }
    if (role == FR_UNKNOWN) {
      if (c.lit[i]) continue; // (a stray word: find refuses the call, strange is 0)
      const u = unkOf(c, i, false);
      v.flags.push(u); v.vals.push(""); v.pos.push(u);
      continue;
    }
    if (role == FR_OPTION || role == FR_OP || role == FR_PRIMARY) {
      v.flags.push(argv[i]);
      v.vals.push(i + 1 < n && f.roles[i + 1] == FR_ARG ? wordAt(c, i + 1) : "");
      continue;
    }
    if (mayBePrimary(f, c, i)) { v.flags.push(argv[i]); v.vals.push(""); }
  }
  return v;
}

// Operands of a non-git command (`--` dropped); a word known only when it runs may be
// one (UNK_OPT: or a flag), several (UNK_MANY), or, after `--`, surely one (UNK_ONE).
export function positionalsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.pos;
  const v = x.specView(c);
  if (v != null) return v.pos;
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
  if (g != null) at = g.argsAt > 0 ? g.argsAt : c.argv.length;
  const r = new Array<string>();
  const argv = c.argv;
  if (c.isMulti(0)) r.push(UNK_MANY);
  for (let i = at; i < argv.length; i++) { work++; r.push(wordAt(c, i)); }
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
    case 5: return c != null ? shownCommand(c) : field("tool_input.command");
    default: return c != null ? c.name() : "{word}";
  }
}

/** The simple command's words, as a message shows them (shownWord: fzf's item as `{}`). */
function shownCommand(c: Cmd): string {
  const b = new Buf();
  for (let i = 0; i < c.argv.length; i++) { if (i) b.char(32); b.str(shownWord(c, i)); }
  return b.toString();
}

// A path template made absolute against the project directory.
// (the last command's, kept by template: every rule that asks a fact of every command
// renders its path again — a command whose name is known only when it runs is asked about by
// all of them; a template's placeholders hold the call's values and the command's directory)
export function pathOf(x: Ctx, tpl: string, c: Cmd | null = null): string {
  const key = changetype<usize>(c), t = changetype<usize>(tpl);
  if (x.pathsFor != key) { x.pathsFor = key; x.pathsKept = 0; }
  for (let i = 0; i < x.pathsKept; i++) if (unchecked(x.pathTpls[i]) == t) return unchecked(x.paths[i])!;
  let p = render(x, tpl, c);
  if (p.startsWith("~/")) { const h = x.env("HOME"); p = h.length ? h + p.substring(1) : ""; }
  p = joinPath(x.projectDir.length ? x.projectDir : x.cwd, p);
  if (x.pathsKept < PATHS_KEPT) { unchecked(x.pathTpls[x.pathsKept] = t); unchecked(x.paths[x.pathsKept] = p); x.pathsKept++; }
  return p;
}

// ─── tool output: a tree of values in words ─────────────────────────────────────
// What `parse`, explain's trace and `preconditions` answer: one value, as u32 words the host
// reads back into objects (runtime/core.mjs treeOf), at an address holding the word count
// and then the words. A value is a tag and its operands:
//   T_STR address length (UTF-16 units) · T_INT value · T_TRUE · T_FALSE
//   T_ARR count, then that many values · T_OBJ count, then that many (key number, value)
// Keys are numbers (K_*) into TREE_KEYS (protocol/protocol.ts), which the host reads them by.
// (No JSON built here: nothing to escape, no number to format, no key strings in the module.)

export const T_STR: u32 = 1, T_INT: u32 = 2, T_TRUE: u32 = 3, T_FALSE: u32 = 4, T_ARR: u32 = 5, T_OBJ: u32 = 6;

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
  // (the compiler's checks of examples and cases assume them: setAssumeRequires)
  if (!assumeRequires && !requires(x)) return result(x, TIER_SILENT, [], [], true);
  const command = field("tool_input.command");
  if (x.tool == "Bash" && command.length) {
    x.out = parseShell(command, x.cwd);
    const cs = x.out.cmds;
    for (let i = 0; i < cs.length; i++) cs[i].idx = i;
  }
  evalTool(x); // after the parse: call-level rules may look at its comments
  // (past a limit too: the commands found before it are whole, and a deny among them stands)
  {
    const cs = x.out.cmds;
    // (a call that cannot be approved judges no more allow rules: unapprovable)
    x.skipApprovals = !explainMode && callUnapprovable(x.out);
    for (let i = 0; i < cs.length; i++) {
      x.away = cs[i].away;
      const from = x.hits.length;
      evalIn(x, cs[i], evalCmd);
      if (!x.skipApprovals && !explainMode && unapprovable(x, cs[i], from)) x.skipApprovals = true;
    }
    x.away = false;
  }
  // an override (always logged: its effects run) clears the whole call — not one cut short
  for (let i = 0; i < x.hits.length && !x.out.overflow; i++) {
    const h = x.hits[i];
    if (!h.unknown && table.flag(h.rule, RULE_OVERRIDE)) return result(x, TIER_SILENT, [h], [h], true);
  }
  return decideOrResume(x);
}

// A command in a directory not known that is one of two known ones (after a cd that may
// fail: `cd build; make`) is judged in each — as the shell may run it in either — and its
// directory is unknown again after. The verdict joins both: a deny, ask or advice found in
// either stands; an allow rule approves it only where it held in both (an allow needs the
// command approved wherever it runs). Its views read from the directory are made again
// for each. (Twice the rules' work for such a command, no more: the pair is two.)
// (Every view worked out from where the command runs is made again: its git reading, its
// spec view, its files, and the answers kept per chain and per predicate, which hold this
// command's. Past MAX_ALT_EVALS such commands in a call, one is judged where it is not
// known, as before: the memos cleared stay a bounded cost, the work linear.)
// The commands after the same cd (one pair: the same DirState alts, shared by reference
// from where that cd was settled) are in the same one of the two as this one — the cd failed
// or it did not, once: a pipeline's other stages, the rest of its `{ }` group, subshell,
// `$( )`, loop or if body, a function's body, a background job. While one of them is judged
// in a directory, they are all put there, so what a rule reads of another command (the
// stage that feeds it: pipedFrom; its chain: chainSome) is read where that one runs too.
// (One pass over the call's commands each time: at most MAX_ALT_EVALS passes.)
const MAX_ALT_EVALS = 64;
function evalIn(x: Ctx, c: Cmd, evalCmd: (x: Ctx, c: Cmd) => void): void {
  const alts = c.alts;
  if (c.dir.length || alts.length != 2 || x.altEvals >= MAX_ALT_EVALS) { evalCmd(x, c); return; }
  x.altEvals++;
  const start = x.hits.length;
  let mid = start;
  const cs = x.out.cmds;
  for (let k = 0; k < 2; k++) {
    for (let i = 0; i < cs.length; i++) {
      const o = unchecked(cs[i]);
      if (o.alts === alts) { work++; o.dir = alts[k]; o.alts = alts; forgetOwn(x, o); }
    }
    c.dir = alts[k]; c.alts = alts;
    forgetViews(x, c);
    evalCmd(x, c);
    if (k == 0) mid = x.hits.length;
  }
  for (let i = 0; i < cs.length; i++) {
    const o = unchecked(cs[i]);
    if (o.alts === alts) { work++; o.dir = ""; o.alts = alts; forgetOwn(x, o); }
  }
  c.dir = ""; c.alts = alts;
  forgetViews(x, c);
  keepAllowsOfBoth(x, start, mid);
}

function forgetViews(x: Ctx, c: Cmd): void {
  forgetOwn(x, c);
  for (let s = 0; s < SEL_COUNT; s++) unchecked(x.selFor[s] = 0);
  x.pathsKept = 0;
  x.chainMemo.clear(); x.fedMemo.clear();
}
// (the views kept per command)
function forgetOwn(x: Ctx, c: Cmd): void {
  const key = changetype<usize>(c);
  c.gitDone = false; if (x.specViews.has(key)) x.specViews.delete(key);
}

// Of the hits from `start` (the first directory's up to `mid`, the second's after), the
// allow hits whose rule did not approve in the other directory are dropped.
function keepAllowsOfBoth(x: Ctx, start: i32, mid: i32): void {
  const hs = x.hits;
  const end = hs.length;
  const tiers = x.table.tiers;
  const keep = new StaticArray<bool>(end - start);
  for (let i = start; i < end; i++) {
    const h = hs[i];
    let k = true;
    if (!h.unknown && tiers[h.rule] == TIER_ALLOW) {
      k = false;
      const from = i < mid ? mid : start, to = i < mid ? end : mid;
      for (let j = from; j < to && !k; j++) { work++; const o = hs[j]; k = !o.unknown && o.rule == h.rule && o.cmd == h.cmd; }
    }
    keep[i - start] = k;
  }
  let w = start;
  for (let i = start; i < end; i++) if (keep[i - start]) hs[w++] = hs[i];
  hs.length = w;
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
  // a Bash call of tests alone (no simple command, nothing assigned): no action to approve
  if (tier < TIER_ALLOW && !limited && pending.length == 0 && testsOnly(x)) {
    decidedTier = TIER_ALLOW;
    return verdictOf(TIER_ALLOW, 0, ["rulec/tests"], [TESTS_TEXT], [], [], explainMode ? traceTree(x) : 0);
  }
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
  // (approval facts not worth a round: approvalFactsOnly)
  if (pending.length && !allowed && !explainMode && approvalFactsOnly() && (tier > TIER_ALLOW || surelyUnapproved(x))) {
    pending = [];
    pendingBy = new Map<string, bool>();
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

const TESTS_TEXT = "rulec: only [[ ]] tests and (( )) arithmetic that set none of the variables programs read, and no command: nothing in it acts.";

/**
 * A Bash call with no simple command, made only of `[[ ]]` tests and `(( ))` arithmetic
 * that assign nothing (Output#inert: a `$( )` or `<( )` in them is a command, so the call
 * is not one of these), that parsed whole, met no limit and assigns no variable. Such a
 * call only reads, as every command of an approved call does: a rule set that approves
 * commands (it has an allow rule) approves it; one that approves nothing stays silent.
 */
function testsOnly(x: Ctx): bool {
  const out = x.out;
  if (x.tool != "Bash" || out.cmds.length != 0 || out.inert != 1) return false;
  if (out.error || out.overflow || out.envName.length) return false;
  const tiers = x.table.tiers;
  for (let i = 0; i < tiers.length; i++) if (tiers[i] == TIER_ALLOW) return true;
  return false;
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
// or re-read the command, or filter what it prints: rtk) need no approval of their own; privilege-changing ones (PRIVILEGED)
// neither, but the commands they run are approved only by a rule that names them (via).
const TRANSPARENT = new NameSet(latin1(",time,arch,nice,ionice,nohup,timeout,stdbuf,command,builtin,exec,env,setsid,chronic,unbuffer,caffeinate,noglob,nocorrect,busybox,sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,eval,source,.,rtk,"));

function block(x: Ctx, k: i32, why: string): bool {
  x.blockedCmd = k;
  x.blockedWhy = why;
  return false;
}

/**
 * A word of c's, before a `--` that ends its options (find has none), that bash expands as
 * a glob whose first character may begin a name with "-": `*`, `?`, `[…]`, an extglob.
 */
function optionGlob(c: Cmd): bool {
  const find = c.name() == "find";
  for (let i = 1; i < c.argv.length; i++) {
    const a = c.argv[i];
    // (a `--` ends the options — unless it is the value of the option before it: `rg -e --
    // *`, `sort -T -- *`; a word before it that begins with "-" may be one taking a value)
    if (a == "--" && c.lit[i] && !find && !(i > 1 && c.argv[i - 1].length > 1 && c.argv[i - 1].charCodeAt(0) == 45 && c.argv[i - 1] != "--")) return false;
    if (a.length == 0 || !c.globs.includes(a)) continue;
    const ch = a.charCodeAt(0);
    if (ch == 42 || ch == 63 || ch == 91 || ((ch == 64 || ch == 43 || ch == 33) && a.length > 1 && a.charCodeAt(1) == 40)) return true;
  }
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
/** The wrappers that write files of their own options: script's typescript, GNU time's -o. */
/** (strace's and ltrace's -o, valgrind's --log-file/--xml-file too) */
@inline function writesOwnFiles(n: string): bool { return n == "script" || n == "time" || n == "strace" || n == "ltrace" || n == "valgrind"; }

/** The files a wrapper writes by its own options (its command's redirects aside). */
function ownFiles(x: Ctx, c: Cmd): Array<string> {
  const n = c.argc() ? c.name() : "";
  if (!writesOwnFiles(n)) return NO_FILES;
  const r = new Array<string>();
  writesByGrammar(x, c, n, r);
  return r;
}

/** c has an input redirect from a file (`<`, `<>`, `N<`; /dev/null is none). */
function readsFile(c: Cmd): bool {
  const rs = c.redirects;
  for (let i = 0; i < rs.length; i++) {
    const d = unchecked(rs[i]);
    if ((d.op == "<" || d.op == "<>") && !(d.literal && d.target == "/dev/null")) return true;
  }
  return false;
}

// An allow needs every action of the call approved (approvedAll). Once one is surely not —
// a command no allow rule held of, with no fact pending while they were judged
// (Cmd#approvalDep), not one that is approved through a wrapper's inner command —, the
// allow rules of the commands after it cannot change the verdict, and are not judged
// (rules.ts fire): the guards' half of a composed set (recommended) pays for them only
// while an approval is possible. Only ever drops allow hits of a call that is not
// approved. Explain mode judges every rule.
function unapprovable(x: Ctx, c: Cmd, from: i32): bool {
  if (c.approvalDep) return false;
  if (c.opaque) return true;
  if (c.argc() == 0 || approvedThrough(c)) return false;
  const t = x.table;
  for (let i = from; i < x.hits.length; i++) {
    work++;
    const h = x.hits[i];
    if (!h.unknown && h.cmd == c.idx && t.tiers[h.rule] == TIER_ALLOW) return false;
  }
  return true;
}

/** A wrapper approved through the commands it runs (transparent or privilege-changing ones,
 * a call of a function the call defined), not by a rule of its own. */
function approvedThrough(c: Cmd): bool {
  if (!c.wraps) return false;
  const name = c.argc() ? c.name() : "";
  return TRANSPARENT.has(name) || PRIVILEGED.has(name) || c.fnCall;
}

function approvedAll(x: Ctx): bool {
  const r = approvedEach(x);
  x.away = false;
  return r;
}
function approvedEach(x: Ctx): bool {
  if (callBlocked(x)) return false;
  const n = x.out.cmds.length;
  const l = new AllowLists(x);
  if (n == 0) return l.head[n] >= 0 ? true : block(x, -1, "no allow rule approves it");
  for (let k = 0; k < n; k++) if (cmdBlocked(x, k, l)) return false;
  return true;
}

/** The call as a whole is not approved: it does not parse, met a limit, or sets a variable. */
function callUnapprovable(out: Output): bool { return out.error || out.overflow || out.envName.length > 0; }
/** … callUnapprovable, with why (block). */
function callBlocked(x: Ctx): bool {
  const out = x.out;
  if (out.error) return !block(x, -1, "the command does not parse");
  if (out.overflow) return !block(x, -1, "a limit of the shell model was met");
  if (out.envName.length) return !block(x, -1, "it sets " + out.envName + ", which changes what the programs it runs do");
  return false;
}

/** The allow hits of each command (and of the call, at n), as linked lists: one pass. */
class AllowLists {
  head: StaticArray<i32>;
  next: StaticArray<i32>;
  constructor(x: Ctx) {
    const t = x.table;
    const n = x.out.cmds.length;
    const head = new StaticArray<i32>(n + 1), next = new StaticArray<i32>(x.hits.length);
    for (let i = 0; i <= n; i++) head[i] = -1;
    for (let i = x.hits.length - 1; i >= 0; i--) {
      work++;
      const h = x.hits[i];
      if (h.unknown || t.tiers[h.rule] != TIER_ALLOW) continue;
      const k = h.cmd < 0 ? n : h.cmd;
      next[i] = head[k];
      head[k] = i;
    }
    this.head = head;
    this.next = next;
  }
}

/** Command k is not approved by the allow hits on it (block: why). */
function cmdBlocked(x: Ctx, k: i32, l: AllowLists): bool {
  const t = x.table;
  const head = l.head, next = l.next;
  const c = x.out.cmds[k];
  work++;
  if (c.opaque) return !block(x, k, "what it runs is known only at run time");
  x.away = c.away;
  const through = approvedThrough(c);
  // approving hits: allow rules that hold here (through a privilege-changing wrapper,
  // only those that name it)
  let approving = 0;
  for (let i = head[k]; i >= 0; i = next[i]) {
    work++;
    if (c.priv.length == 0 || listed(t.viaList(x.hits[i].rule), c.priv)) approving++;
  }
  if (c.argc() > 0 && !through && approving == 0) {
    return !block(x, k, c.priv.length ? "no allow rule that names " + c.priv + " (via) approves it" : "no allow rule approves it");
  }
  // (a command of no words that reads a file: the input redirect of a group, a loop or a
  // subshell, `{ cat; } < F`, `done < F`, or bash's `$(< F)`, which prints F — what the
  // commands it feeds read, or print: approved only by an allow rule that holds of it.
  // So is a call of a function the call defined, `f() { cat; }; f < F`: its body's
  // commands read F as their stdin, and they are judged without the call's redirects)
  if ((c.argc() == 0 || c.fnCall) && approving == 0 && readsFile(c)) return !block(x, k, "no allow rule approves the file its redirect reads");
  // a glob bash expands to the names of its directory, where a file named `--pre=sh` or
  // `-delete` becomes an option of the command's (`rg foo *`, `find * -name x`): only
  // where the directory has no such name (a host fact)
  if (c.globs.length && optionGlob(c)) {
    const r = c.dir.length && !c.away ? x.dashName(c.dir) : -1;
    if (r != 0) return !block(x, k, "a glob in it may expand to an option (" + (r == 1 ? "a file here begins with -" : "the names here are not known") + ")");
  }
  // the files it writes (a wrapper whose command carries its redirects: checked there —
  // but for the files of its own options: `time -o F`, script's typescript)
  const ws = c.wraps && c.innerRedirects ? ownFiles(x, c) : writesOf(x, c);
  for (let j = 0; j < ws.length; j++) {
    work++;
    const w = ws[j];
    if (isUnk(w)) return !block(x, k, "it writes a file known only at run time");
    let covered = false;
    for (let i = head[k]; i >= 0 && !covered; i = next[i]) {
      work++;
      const h = x.hits[i];
      if (c.priv.length && !listed(t.viaList(h.rule), c.priv)) continue;
      covered = t.covers(x, h.rule, c, w);
    }
    if (!covered) return !block(x, k, "it writes " + w + ", which no allow rule's writes(…) covers");
  }
  return false;
}

// Facts asked only to judge an approval (the names a glob may expand to, the file a link
// names, whether a name here begins with "-") cost a round: a second pass of the decision
// with their answers (tens of µs). It is not worth it where the call is not approved
// whatever they say: a stricter tier stands, or some action is not approved and no such
// fact was pending while its allow rules were judged (Cmd#approvalDep) or its block was
// found (the count of pending answers did not move). Dropping them can only cost an
// approval, never give one: an approval with a fact unknown does not hold.
function approvalFactsOnly(): bool {
  for (let i = 0; i < pending.length; i++) {
    const k = pending[i].kind;
    if (k != FACT_REAL_PATH && k != FACT_GLOB_NAMES && (k != FACT_DASH_NAME || guardDashAsked)) return false;
  }
  return true;
}
function surelyUnapproved(x: Ctx): bool {
  if (callBlocked(x)) return true;
  const n = x.out.cmds.length;
  if (n == 0) return false;
  const l = new AllowLists(x);
  let sure = false;
  for (let k = 0; k < n && !sure; k++) {
    if (x.out.cmds[k].approvalDep) continue;
    const before = unknownAsks;
    sure = cmdBlocked(x, k, l) && unknownAsks == before;
  }
  x.away = false;
  return sure;
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
      const a = shownWord(c, i);
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

// ─── the selections of a command that rules quantify over (wasm/rules.ts) ────────
// Three-valued: a predicate is YES, NO or UNK (Kleene: not UNK = UNK, YES or UNK = YES, NO
// and UNK = NO). A selection's entries are words, or stand-ins for words known only when
// the command runs (UNK_ONE: one word; UNK_OPT: none or one; UNK_MANY: any number).

export const NO: i32 = 0;
export const UNK: i32 = 1;
export const YES: i32 = 2;


export const SEL_FLAGS: i32 = 0;
export const SEL_POSITIONALS: i32 = 1;
export const SEL_ARGS: i32 = 2;
export const SEL_AFTER: i32 = 3;
export const SEL_ARGV: i32 = 4;
export const SEL_WRITES: i32 = 5;
export const SEL_DELETES: i32 = 6;
export const SEL_READS: i32 = 7;
export const SEL_OVERWRITES: i32 = 8;
export const SEL_DIRS: i32 = 9;
export const SEL_REDIRECTS: i32 = 10;
const SEL_COUNT: i32 = 11;
const PATHS_KEPT: i32 = 16;

// The files a command writes: redirect targets (>, >>, &>, >|, <>), `tee` operands,
// `sed -i` operands, and by each command's grammar (below) cp/mv/ln/install targets,
// touch/truncate/mkdir/shred operands, `sort -o`, `dd of=`, curl's and wget's outputs,
// what tar creates or extracts into, `unzip -d`, `perl -i`, git's --output and
// format-patch. /dev/null and fd duplications are not files. A target known only when the
// command runs is an unknown entry.
// (a wrapper's or an opaque command's, with no redirect: one shared empty list)
const NO_FILES = new Array<string>(0);
export function writesOf(x: Ctx, c: Cmd): Array<string> {
  if (c.redirects.length == 0 && (c.opaque || c.argc() == 0 || c.wraps && !writesOwnFiles(c.name()))) return NO_FILES;
  const r = new Array<string>();
  for (let i = 0; i < c.redirects.length; i++) {
    const d = c.redirects[i];
    if (d.op == ">" || d.op == ">>" || d.op == "&>" || d.op == "&>>" || d.op == ">|" || d.op == "<>") {
      if (!d.literal) r.push(UNK_ONE);
      else if (d.target != "/dev/null" && d.target.length > 0) r.push(d.target);
    }
  }
  if (c.opaque || c.argc() == 0) return r;
  const n = c.name();
  if (c.wraps && !writesOwnFiles(n)) return r;
  if (n == "tee") teeFiles(c, r);
  else if (n == "sed" || n == "gsed") {
    // (after BSD's `-i ''` GNU's sed takes '' for the script: every operand is a file)
    const s = readSed(c.argv, c.lit, c);
    work += c.argv.length;
    if (s.inPlace) for (let i = s.given || s.bsdEmpty ? 0 : 1; i < s.pos.length; i++) r.push(c.lit[s.pos[i]] ? c.argv[s.pos[i]] : UNK_MANY);
  } else if (isPerl(n)) perlWrites(c, r);
  else if (n == "ruby") rubyWrites(c, r);
  else writesByGrammar(x, c, n, r);
  return r;
}

// ─── files a command writes or deletes, by its grammar (the tools' manuals) ──────────
// Each command's options that take a separate value (so that a value is not taken for an
// operand), and the operands or option values that name what it writes. The rule set's
// spec of the command reads the words when it carries one (wasm/specs.ts); these lists
// otherwise. What is not known until it runs (`curl -O`: a name from the URL) is UNK_ONE.

const CP_VALUED = latin1(",-S,--suffix,-t,--target-directory,");
const INSTALL_VALUED = latin1(",-g,--group,-m,--mode,-o,--owner,-S,--suffix,-t,--target-directory,--strip-program,");
const TOUCH_VALUED = latin1(",-d,--date,-r,--reference,-t,");
const TRUNCATE_VALUED = latin1(",-r,--reference,-s,--size,");
const MKDIR_VALUED = latin1(",-m,--mode,");
const SORT_VALUED = latin1(",-o,--output,-k,--key,-t,--field-separator,-S,--buffer-size,-T,--temporary-directory,--files0-from,--batch-size,--parallel,--compress-program,--random-source,");
const TARGET = latin1(",-t,--target-directory,");
const CURL_FILES = latin1(",-o,--output,-D,--dump-header,-c,--cookie-jar,--output-dir,--trace,--trace-ascii,--stderr,--etag-save,--hsts,--alt-svc,--libcurl,");
// (-J only names what -O saves: without -O or --remote-name-all the body goes to stdout, as
// curl's tool_operate.c honours Content-Disposition only for a URL saved by its remote name)
const CURL_REMOTE = latin1(",-O,--remote-name,--remote-name-all,");
const WGET_FILES = latin1(",-O,--output-document,-o,--output-file,-a,--append-output,--save-cookies,--save-headers,");
const WGET_DIR = latin1(",-P,--directory-prefix,");
const WGET_NO_DOWNLOAD = latin1(",--spider,-h,--help,-V,--version,");
const WGET_FETCHES = latin1(",-r,--recursive,-m,--mirror,-p,--page-requisites,-e,--execute,-i,--input-file,-B,--base,");
const UNZIP_VALUED = latin1(",-d,-x,-P,");
const UNIQ_VALUED = latin1(",-f,--skip-fields,-s,--skip-chars,-w,--check-chars,");
const ICONV_VALUED = latin1(",-f,--from-code,-t,--to-code,-o,--output,");
const TREE_VALUED = latin1(",-L,-P,-I,-o,-H,-T,--charset,--filelimit,--timefmt,--sort,--hintro,--houtro,--fromfile,");
const SSH_KEYGEN_VALUED = latin1(",-a,-b,-C,-D,-E,-F,-f,-g,-I,-J,-j,-K,-M,-m,-N,-n,-O,-P,-r,-R,-s,-t,-V,-w,-Y,-z,-Z,");
const SCRIPT_VALUED = latin1(",-c,--command,-E,--echo,-I,--log-in,-O,--log-out,-B,--log-io,-T,--log-timing,-m,--logging-format,-F,-t,");

/**
 * GNU time's -o/--output FILE (its options end at the command it times; -a/--append adds
 * to FILE): pushes FILE when it overwrites it, or whenever `always`.
 */
function timeOutput(c: Cmd, r: Array<string>, always: bool = false): void {
  const argv = c.argv;
  let file = "", append = false, has = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i] || a == "--" || a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      // (by any unambiguous prefix, as getopt_long reads them: `--outp F`, `--a`)
      const name = eq > 0 ? a.substring(0, eq) : a;
      const output = timeLong(name, "--output"), format = timeLong(name, "--format");
      if (timeLong(name, "--append")) append = true;
      if (output || format) {
        const v = eq > 0 ? a.substring(eq + 1) : i + 1 < argv.length ? (c.lit[i + 1] ? argv[i + 1] : UNK_ONE) : "";
        if (eq < 0) i++;
        if (output) { file = v; has = true; }
      }
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 97) append = true;
      if (ch != 111 && ch != 102) continue;              // -o FILE, -f FORMAT: the rest or the next word
      const v = k + 1 < a.length ? a.substring(k + 1) : i + 1 < argv.length ? (c.lit[i + 1] ? argv[i + 1] : UNK_ONE) : "";
      if (k + 1 >= a.length) i++;
      if (ch == 111) { file = v; has = true; }
      break;
    }
  }
  if (has && file.length && (always || !append)) r.push(file);
}

// GNU time's long option `full` as written, or by a prefix (`--o`…): none of its other
// options (--append, --format, --output, --portability, --quiet, --verbose, --help,
// --version) begins with the same letter as these three
function timeLong(name: string, full: string): bool { return name.length >= 3 && name.length <= full.length && full.startsWith(name); }

/** For each of the first `n` sources, DIR/its name (what `cp SRC… DIR` writes when DIR is a
 * directory); a source known only when it runs names nothing here. */
function intoDir(dir: string, srcs: Array<string>, n: i32, r: Array<string>): void {
  if (isUnk(dir) || dir.length == 0) return;
  for (let i = 0; i < n; i++) {
    const s = srcs[i];
    if (isUnk(s)) continue;
    const b = lastSegment(s);
    if (b.length == 0 || b == "." || b == "..") continue;
    r.push(dir.endsWith("/") ? dir + b : dir + "/" + b);
  }
}

/** The values of single-dash long options (`openssl … -out F`): the next word's. */
function singleDashValues(c: Cmd, names: List, r: Array<string>): void {
  const argv = c.argv;
  for (let i = 1; i + 1 < argv.length; i++) {
    work++;
    if (!c.lit[i]) continue;
    if (listed(names, argv[i])) { r.push(c.lit[i + 1] ? argv[i + 1] : UNK_ONE); i++; }
  }
}

/** tee's file operands (an unknown word, an unknown file). */
function teeFiles(c: Cmd, r: Array<string>): void {
  const argv = c.argv; // (read for tee only: a long word is copied out of the source when read)
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) r.push(unkOf(c, i, false));
    else if (!(a.length > 1 && a.charCodeAt(0) == 45)) r.push(a);
  }
}

/**
 * The files cmd replaces the content of (Match.overwrites): its truncating redirects (`>`,
 * `>|`, `&>`, any descriptor), and of writesOf's commands those that replace a file: tee
 * without -a, cp/mv/install targets, ln -f's, truncate, shred, dd of=, sort -o, find's
 * -fprint files, curl's and wget's named outputs, and the files of an in-place edit that
 * keeps none of their lines (`sed -i d F`, `sed -n -i 1h F`, `perl -i -ne '' F`). Not
 * appends, touch, mkdir, another sed -i (a line's edit), nor what an archive extracts into.
 */
export function overwritesOf(x: Ctx, c: Cmd): Array<string> {
  if (c.redirects.length == 0 && (c.opaque || c.argc() == 0 || c.wraps && !writesOwnFiles(c.name()))) return NO_FILES;
  const r = new Array<string>();
  for (let i = 0; i < c.redirects.length; i++) {
    const d = c.redirects[i];
    // (`<>` opens for writing in place: what is written to it — by the command, or later
    // through its descriptor, `exec 3<>F; echo x >&3` — replaces the start of the file)
    if (d.op == ">" || d.op == "&>" || d.op == ">|" || d.op == "<>") {
      if (!d.literal) r.push(UNK_ONE);
      else if (d.target != "/dev/null" && d.target.length > 0) r.push(d.target);
    }
  }
  if (c.opaque || c.argc() == 0) return r;
  const n = c.name();
  if (c.wraps && !writesOwnFiles(n)) return r;
  if (n == "tee") {
    if (!hasFlag(x, c, latin1(",-a,--append,"), latin1(","))) teeFiles(c, r);
  } else if (n == "gawk" || n == "awk") {
    awkEmptied(c, r);
  } else if (n == "ruby") {
    rubyEmptied(c, r);
  } else if (OVERWRITERS.has(n) || OUTPUT_TOOLS.has(n) || mayBeGit(n) || listed(DECOMPRESSORS, n) || n.startsWith("python")) {
    writesByGrammar(x, c, n, r);
  } else if (n == "time") {
    timeOutput(c, r); // (with -a it appends: no overwrite, nothing pushed)
  } else if (n == "sponge" || n == "script") {
    if (!hasFlag(x, c, latin1(",-a,--append,"), n == "script" ? SCRIPT_VALUED : latin1(","))) writesByGrammar(x, c, n, r);
  } else if (n == "tar" || n == "bsdtar" || n == "gtar") {
    tarWrites(x, c, r, false);
  } else if (n == "unzip") {
    const d = optionValues(x, c, latin1(",-d,"), UNZIP_VALUED);
    unzipMembers(x, c, d.length ? d[d.length - 1] : "", r);
  } else if (n == "ln") {
    if (hasFlag(x, c, latin1(",-f,--force,"), CP_VALUED)) writesByGrammar(x, c, n, r);
  } else if (n == "sed" || n == "gsed") {
    sedEmptied(c, r);
  } else if (isPerl(n)) {
    perlEmptied(c, r);
  } else if (isVim(n)) {
    vimEmptied(c, r);
  } else if (n == "curl" || n == "wget") {
    // (their named outputs only: a download named from its URL is a new file, mostly)
    const named = new Array<string>();
    writesByGrammar(x, c, n, named);
    for (let i = 0; i < named.length; i++) if (named[i] != UNK_ONE) r.push(named[i]);
  }
  return r;
}

// Tools that write the file an option names, replacing it (each one's manual): the option,
// and the options that take a value (so that a value is not read as an operand). -o of the
// compilers, linkers and assemblers (gcc(1), ld(1), as(1), rustc), strip's and msgfmt's
// -o, pandoc's and xsltproc's -o/--output, patch's -o/--output (the patched text, written
// whole), zstd's and lz4's -o, cpio's -O/-F archive, htpasswd -c's file (created anew).
const CC_VALUED = latin1(",-o,-I,-L,-l,-D,-U,-x,-MF,-MT,-MQ,-include,-imacros,-isystem,-iquote,-idirafter,-iprefix,-Xlinker,-Xassembler,-Xpreprocessor,-aux-info,-u,-T,-e,--param,-B,-specs,-target,--target,-arch,-isysroot,--sysroot,-F,-framework,");
const LD_VALUED = latin1(",-o,--output,-L,-l,-T,-e,--entry,-m,-z,-soname,-rpath,-Map,-y,-Y,-u,-h,-R,-A,-b,-c,-f,-F,-G,-O,");
const OUT_O = latin1(",-o,");
const OUT_O_LONG = latin1(",-o,--output,");
const PANDOC_VALUED = latin1(",-o,--output,-f,-r,--from,--read,-t,-w,--to,--write,-M,--metadata,-V,--variable,--template,-c,--css,-H,--include-in-header,-B,--include-before-body,-A,--include-after-body,--metadata-file,-d,--defaults,--resource-path,-L,--lua-filter,-F,--filter,--data-dir,--reference-doc,--bibliography,--csl,--citation-abbreviations,--extract-media,--highlight-style,--syntax-definition,--columns,--tab-stop,--toc-depth,--epub-cover-image,--epub-metadata,--epub-embed-font,--pdf-engine,--pdf-engine-opt,--shift-heading-level-by,--indented-code-classes,--default-image-extension,--track-changes,--request-header,--log,--abbreviations,--slide-level,--title-prefix,-T,--mathjax,--katex,--webtex,--eol,--dpi,--wrap,--number-offset,--top-level-division,--email-obfuscation,--id-prefix,");
const XSLT_VALUED = latin1(",-o,--output,--param,--stringparam,--path,--maxdepth,--maxvars,--maxparserdepth,--encoding,--writesubtree,");
const PATCH_VALUED = latin1(",-o,--output,-i,--input,-p,--strip,-d,--directory,-D,--ifdef,-B,--prefix,-Y,--basename-prefix,-z,--suffix,-r,--reject-file,-F,--fuzz,-V,--version-control,--quoting-style,-g,--get,");
const MSGFMT_VALUED = latin1(",-o,--output-file,-D,--directory,-l,--locale,-d,-r,--resource,--template,-a,--alignment,--source,-L,--language,--keyword,-k,--check-format,");
const ZSTD_VALUED = latin1(",-o,-D,--memory,-T,--threads,-B,--block-size,--patch-from,--size-hint,--target-compressed-block-size,--stream-size,--format,--output-dir-flat,--output-dir-mirror,");
const CPIO_VALUED = latin1(",-O,-F,--file,-I,-E,--pattern-file,-H,--format,-R,--owner,-C,--io-size,-M,--message,-D,--directory,--rsh-command,");
const WIPE_VALUED = latin1(",-b,-l,-M,-o,-P,-Q,-R,-S,-T,-X,-x,"); // (wipe(1)'s options that take a value)
const STRIP_VALUED = latin1(",-o,-R,--remove-section,-K,--keep-symbol,-N,--strip-symbol,-F,--target,-I,--input-target,-O,--output-target,");
const DECOMPRESSORS = latin1(",gzip,gunzip,pigz,unpigz,bzip2,bunzip2,pbzip2,lbzip2,xz,unxz,lzma,unlzma,zstd,unzstd,zstdmt,lz4,unlz4,brotli,unbrotli,lzip,lunzip,plzip,lzop,");
const DECOMPRESS_VALUED = latin1(",-S,--suffix,-b,--blocksize,-p,--processes,-T,--threads,-M,--memlimit,-F,--format,-C,--check,-o,-D,--memory,-B,--block-size,-w,--lgwin,");

// (the tools writesByGrammar reads that replace what they write: overwritesOf's)
const OVERWRITERS = new NameSet(latin1(",cp,mv,install,truncate,shred,sort,dd,find,gfind,rsync,uniq,iconv,tree,openssl,ssh-keygen,git,shuf,xxd,gpg,gpg2,strace,ltrace,valgrind,fallocate,scp,htpasswd,cpp,objcopy,qpdf,go,ar,jar,pdftotext,pdftohtml,docker,podman,nerdctl,kubectl,oc,rclone,sftp,ffmpeg,avconv,sox,history,scrub,wipe,"));
const OUTPUT_TOOLS = new NameSet(latin1(",gcc,g++,cc,c++,clang,clang++,gfortran,as,rustc,ld,ld.bfd,ld.gold,ld.lld,lld,ld64.lld,strip,msgfmt,pandoc,xsltproc,patch,cpio,msgcat,msguniq,msgmerge,msgconv,msgfilter,msginit,msgen,msgattrib,nasm,yasm,tcc,dot,neato,circo,twopi,fdp,sfdp,uudecode,age,psql,mysqldump,tcpdump,tshark,dumpcap,sdiff,xmllint,tidy,pg_dump,pg_dumpall,redis-cli,http,https,xh,xhs,aria2c,pv,base64,gbase64,"));

/** The options whose value a tool writes whole, and its valued options; null for other tools. */
function outputOption(n: string): StaticArray<List> | null {
  if (!OUTPUT_TOOLS.has(n)) return null;
  if (n == "gcc" || n == "g++" || n == "cc" || n == "c++" || n == "clang" || n == "clang++" || n == "gfortran" || n == "as" || n == "rustc") return [OUT_O, CC_VALUED];
  if (n == "ld" || n == "ld.bfd" || n == "ld.gold" || n == "ld.lld" || n == "lld" || n == "ld64.lld") return [OUT_O_LONG, LD_VALUED];
  if (n == "strip") return [OUT_O, STRIP_VALUED];
  if (n == "msgfmt") return [latin1(",-o,--output-file,"), MSGFMT_VALUED];
  if (n == "pandoc") return [OUT_O_LONG, PANDOC_VALUED];
  if (n == "xsltproc") return [OUT_O_LONG, XSLT_VALUED];
  if (n == "patch") return [OUT_O_LONG, PATCH_VALUED];
  if (n == "cpio") return [latin1(",-O,-F,--file,"), CPIO_VALUED];
  if (n == "msgcat" || n == "msguniq" || n == "msgmerge" || n == "msgconv" || n == "msgfilter" || n == "msginit" || n == "msgen" || n == "msgattrib") return [latin1(",-o,--output-file,"), MSGFMT_VALUED];
  if (n == "nasm" || n == "yasm" || n == "tcc") return [OUT_O, latin1(",-o,-f,-I,-i,-D,-U,-l,-L,-W,-O,")];
  if (n == "dot" || n == "neato" || n == "circo" || n == "twopi" || n == "fdp" || n == "sfdp") return [OUT_O, latin1(",-o,-T,-K,-G,-N,-E,-l,")];
  if (n == "uudecode") return [latin1(",-o,--output-file,"), latin1(",-o,--output-file,")];
  if (n == "age") return [OUT_O_LONG, latin1(",-o,--output,-r,--recipient,-R,--recipients-file,-i,--identity,")];
  if (n == "psql") return [OUT_O_LONG, latin1(",-o,--output,-c,--command,-d,--dbname,-f,--file,-h,--host,-p,--port,-U,--username,-v,--set,--variable,-P,--pset,-F,--field-separator,-R,--record-separator,-T,--table-attr,-L,--log-file,")];
  if (n == "mysqldump") return [latin1(",-r,--result-file,"), latin1(",-r,--result-file,-u,--user,-h,--host,-P,--port,-p,--password,-S,--socket,--where,-w,")];
  // (a capture written to -w's file: tcpdump(8), tshark(1), dumpcap(1); sdiff's merged
  // -o file, xmllint's --output, tidy's -o/-output, pg_dump's and pg_dumpall's -f,
  // redis-cli's --rdb dump; httpie's and xh's -o/--output — the response, with or without
  // --download)
  if (n == "tcpdump" || n == "tshark" || n == "dumpcap") return [latin1(",-w,"), latin1(",-w,-i,-c,-C,-W,-G,-s,-r,-f,-Y,-R,-E,-F,-T,-e,-o,-B,-y,-z,-M,-j,-J,-Q,-V,-b,-a,-d,-H,-l,-K,-O,-X,")];
  if (n == "sdiff") return [OUT_O_LONG, latin1(",-o,--output,-w,--width,-I,--ignore-matching-lines,--diff-program,")];
  if (n == "xmllint") return [latin1(",-o,--output,"), latin1(",-o,--output,--path,--encode,--maxmem,--pattern,--schema,--relaxng,--dtdvalid,--dtdvalidfpi,--xpath,--xinclude,")];
  if (n == "tidy") return [latin1(",-o,-output,--output-file,"), latin1(",-o,-output,--output-file,-config,-f,-file,-wrap,-indent-spaces,-language,")];
  if (n == "pg_dump" || n == "pg_dumpall") return [latin1(",-f,--file,"), latin1(",-f,--file,-F,--format,-d,--dbname,-h,--host,-p,--port,-U,--username,-n,--schema,-N,--exclude-schema,-t,--table,-T,--exclude-table,-j,--jobs,-Z,--compress,-E,--encoding,-l,--database,-S,--superuser,--role,")];
  if (n == "redis-cli") return [latin1(",--rdb,--functions-rdb,"), latin1(",--rdb,--functions-rdb,-h,-p,-s,-a,--user,--pass,-u,-r,-i,-n,-d,-D,--eval,--pattern,--count,--quoted-pattern,--memkeys-samples,")];
  if (n == "http" || n == "https" || n == "xh" || n == "xhs") return [OUT_O_LONG, latin1(",-o,--output,-a,--auth,-A,--auth-type,--session,--session-read-only,-p,--print,-v,--pretty,-s,--style,--cert,--cert-key,--verify,--ssl,--timeout,--max-redirects,--proxy,-b,--bearer,--raw,")];
  // (pv 1.8's -o/--output writes its data to FILE instead of stdout: pv(1); BSD's and macOS's
  // base64 -o/--output FILE: base64(1) — GNU's has no -o, and names no file then)
  if (n == "pv") return [OUT_O_LONG, latin1(",-o,--output,-L,--rate-limit,-s,--size,-N,--name,-i,--interval,-w,--width,-H,--height,-d,--watchfd,-F,--format,-D,--delay-start,-B,--buffer-size,-A,--last-written,-m,--average-rate-window,-x,--extra-display,-P,--pidfile,-R,--remote,-u,--bar-style,")];
  if (n == "base64" || n == "gbase64") return [OUT_O_LONG, latin1(",-o,--output,-i,--input,-b,--break,-w,--wrap,")];
  // (aria2c's -o names the file in -d's directory; it replaces one only with
  // --allow-overwrite=true — else it picks a new name: aria2c(1))
  if (n == "aria2c") return [latin1(",--allow-overwrite,"), latin1(",-o,--out,-d,--dir,")];
  return null;
}

/** The tools whose second operand is the file they write (`cpp IN OUT`, `objcopy IN OUT`, `qpdf IN OUT`, `pdftotext IN OUT`). */
const SECOND_OPERAND = latin1(",cpp,objcopy,qpdf,pdftotext,pdftohtml,");

/** aria2c's -o file in -d's directory (the current one by default), with --allow-overwrite=true. */
function ariaWrites(x: Ctx, c: Cmd, r: Array<string>): void {
  let allow = false;
  for (let i = 1; i < c.argv.length; i++) if (!c.lit[i] || c.argv[i] == "--allow-overwrite=true" || c.argv[i] == "--allow-overwrite" && i + 1 < c.argv.length && c.argv[i + 1] == "true") allow = true;
  if (!allow) return;
  const valued = latin1(",-o,--out,-d,--dir,");
  const o = optionValues(x, c, latin1(",-o,--out,"), valued);
  const d = optionValues(x, c, latin1(",-d,--dir,"), valued);
  for (let i = 0; i < o.length; i++) r.push(isUnk(o[i]) ? o[i] : d.length ? under(d[d.length - 1], o[i]) : o[i]);
}

/**
 * A decompressor's outputs (gzip(1), xz(1), zstd(1), …): each operand less its suffix, or
 * -o's file, where it replaces one — with -f/--force, as without it an existing file is
 * kept (no terminal answers the prompt). Nothing with -c/--stdout, -t, -l; nothing when
 * it compresses (the new name ends in the suffix) — but a named output (-o, lz4's second
 * operand) either way.
 */
function decompressWrites(x: Ctx, c: Cmd, n: string, r: Array<string>): void {
  if (!hasFlag(x, c, latin1(",-f,--force,"), DECOMPRESS_VALUED)) return;
  if (hasFlag(x, c, latin1(",-c,--stdout,--to-stdout,-t,--test,-l,--list,"), DECOMPRESS_VALUED)) return;
  // (a named output, -o FILE or lz4's second operand, is written whichever way it goes)
  const o = n == "zstd" || n == "unzstd" || n == "zstdmt" || n == "lz4" || n == "unlz4" || n == "brotli" || n == "unbrotli" || n == "lzip" || n == "lunzip" || n == "plzip" || n == "lzop" ? optionValues(x, c, latin1(",-o,--output,"), DECOMPRESS_VALUED) : [];
  if (o.length) { pushAll(r, o); return; }
  const ops = operandsBy(x, c, DECOMPRESS_VALUED);
  // (lz4 IN OUT: a second operand is the output — lz4(1), without -m)
  if ((n == "lz4" || n == "unlz4") && ops.length == 2 && !hasFlag(x, c, latin1(",-m,--multiple,"), DECOMPRESS_VALUED)) { r.push(ops[1]); return; }
  const un = n.startsWith("un") || n == "gunzip" || n == "bunzip2" || n == "lunzip";
  if (!un && !hasFlag(x, c, latin1(",-d,--decompress,--uncompress,"), DECOMPRESS_VALUED)) return;
  pushUnsuffixed(ops, r);
}


/**
 * The files a python module run as a program replaces (`python3 -m MODULE ARGS`, the
 * modules' command-line interfaces in the library reference): json.tool's OUTFILE (its
 * second operand), gzip's `-d FILE` output (FILE less `.gz`, written over whatever is
 * there). Only the interpreter's own options before -m are read: `-m` ends them.
 */
function pythonModuleWrites(c: Cmd, r: Array<string>): void {
  const argv = c.argv;
  let i = 1, mod = "";
  for (; i < argv.length; i++) {
    if (!c.lit[i]) return;
    const a = argv[i];
    if (a == "-m" && i + 1 < argv.length) { mod = c.lit[i + 1] ? argv[i + 1] : ""; i += 2; break; }
    if (a.startsWith("-m") && a.length > 2) { mod = a.substring(2); i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45 || a == "-c") return; // (a script, or a program text)
  }
  if (mod.length == 0) return;
  const ops = new Array<string>();
  let decompress = false;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i]) { ops.push(unkOf(c, i, true)); continue; }
    if (a == "-d" || a == "--decompress") { decompress = true; continue; }
    if (a.length > 1 && a.charCodeAt(0) == 45) continue;
    ops.push(a);
  }
  if (mod == "json.tool" && ops.length >= 2) r.push(ops[1]);
  if (mod == "gzip" && decompress) pushUnsuffixed(ops, r);
}

/** cpio -i PATTERN…: the members it extracts, under -D's directory (an older file there is replaced, any with -u: cpio(1)). */
function cpioExtract(x: Ctx, c: Cmd, r: Array<string>): void {
  const d = optionValues(x, c, latin1(",-D,--directory,"), CPIO_VALUED);
  const dir = d.length ? d[d.length - 1] : "";
  const ops = operandsBy(x, c, CPIO_VALUED);
  for (let i = 0; i < ops.length; i++) r.push(isUnk(ops[i]) ? ops[i] : under(dir, ops[i]));
}

/**
 * ar's and jar's extraction of named members (`ar x LIB MEMBER…`, `jar xf JAR MEMBER…`): each
 * written in the current directory (ar(1), jar(1)); the key letters are the first word, with
 * or without a dash; jar's f takes the archive as its next word.
 */
function memberExtract(c: Cmd, n: string, r: Array<string>): void {
  const argv = c.argv;
  if (argv.length < 3 || !c.lit[1]) return;
  let key = argv[1];
  if (key.startsWith("-")) key = key.substring(1);
  // (jar c/u with f: the archive it writes, the word after the key letters)
  if (n == "jar" && findChar(key, 102) >= 0 && (findChar(key, 99) >= 0 || findChar(key, 117) >= 0)) { r.push(c.lit[2] ? argv[2] : unkOf(c, 2, true)); return; }
  if (findChar(key, 120) < 0) return; // (x)
  for (let k = 0; k < key.length; k++) { const ch = key.charCodeAt(k); if (ch < 97 || ch > 122) { if (!(ch >= 65 && ch <= 90)) return; } }
  // (ar: the archive is the next word; jar: with f too, else stdin — then every word is a member)
  const from = n == "ar" || findChar(key, 102) >= 0 ? 3 : 2;
  for (let i = from; i < argv.length; i++) r.push(c.lit[i] ? argv[i] : unkOf(c, i, true));
}

/** Where `HOST:` ends in an rsync or scp operand (a `:` before any `/`), or -1 for a path of this host. */
function hostColon(s: string): i32 {
  const colon = findChar(s, 58), slash = findChar(s, 47);
  return colon > 0 && (slash < 0 || colon < slash) ? colon : -1;
}

/** For each compressed file, its name less its suffix (an unknown one as it is). */
function pushUnsuffixed(files: Array<string>, r: Array<string>): void {
  for (let i = 0; i < files.length; i++) {
    const f = files[i];
    if (isUnk(f)) { r.push(f); continue; }
    const out = unsuffixed(f);
    if (out.length) r.push(out);
  }
}

/**
 * Copies out of a container, a pod or a remote into this host: `docker|podman|nerdctl cp
 * CTR:SRC DEST`, `kubectl|oc cp POD:SRC DEST`, rclone's copy, copyto, move, moveto and sync
 * to a local DEST, `sftp HOST:FILE DEST`: the last operand, when it names no container or
 * remote (no `NAME:` before its first `/`).
 */
function copyInWrites(x: Ctx, c: Cmd, n: string, r: Array<string>): void {
  const argv = c.argv;
  if (n != "sftp") {
    // (the subcommand: the first word that is no option)
    let k = 1;
    while (k < argv.length && c.lit[k] && argv[k].startsWith("-")) k++;
    if (k >= argv.length || !c.lit[k]) return;
    const s = argv[k];
    if (n == "rclone" ? !(s == "copy" || s == "copyto" || s == "move" || s == "moveto" || s == "sync" || s == "copyurl") : s != "cp") return;
  }
  const ops = operandsBy(x, c, n == "sftp" ? latin1(",-B,-b,-c,-D,-F,-i,-J,-l,-o,-P,-R,-S,-X,") : n == "kubectl" || n == "oc" ? latin1(",-c,--container,-n,--namespace,--retries,--context,--kubeconfig,") : latin1(",--transfers,--checkers,--config,--log-file,--filter,--include,--exclude,"));
  if (ops.length < (n == "sftp" ? 2 : 3)) return;
  const t = ops[ops.length - 1];
  if (isUnk(t)) { r.push(t); return; }
  if (hostColon(t) > 0 || n == "kubectl" && findChar(t, 58) > 0) return;
  r.push(t);
}

/** ffmpeg's and avconv's output — the last word, with -y, which overwrites without asking — and sox's last operand. */
function mediaWrites(x: Ctx, c: Cmd, n: string, r: Array<string>): void {
  const argv = c.argv;
  const last = argv.length - 1;
  if (last < 1) return;
  if (n != "sox" && !hasFlag(x, c, latin1(",-y,"), latin1(","))) return;
  if (!c.lit[last]) { r.push(UNK_ONE); return; }
  const a = argv[last];
  if (a.startsWith("-") && a.length > 1 || a == "-n" || a == "--null") return;
  r.push(a);
}

// vim's words, read once for vimWrites and vimEmptied: the ex command lines it is given, in
// order — -c CMD (also at the end of a bundle of flags: `ex -sc CMD`), --cmd CMD (run
// before its first file is read), +CMD —, its files (a word known only when it runs, one
// not known), and whether it runs commands not known here (a -c or --cmd value known only
// when it runs, a -S script).
const VIM_C: u8 = 0, VIM_EARLY: u8 = 1, VIM_PLUS: u8 = 2;
class VimArgs {
  lines: Array<string> = [];
  kinds: Array<u8> = []; // (each line's option: VIM_C, VIM_EARLY, VIM_PLUS)
  files: Array<string> = [];
  unknownCode: bool = false;
}
function vimArgs(c: Cmd): VimArgs {
  const v = new VimArgs();
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) { if (i > 1 && (argv[i - 1] == "-c" || argv[i - 1] == "--cmd")) v.unknownCode = true; else v.files.push(UNK_ONE); continue; }
    const cmdOpt = a == "-c" || a == "--cmd" || a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && a.charCodeAt(a.length - 1) == 99;
    if (cmdOpt || a == "-S" || a == "-u" || a == "-i" || a == "-T" || a == "-w" || a == "-W") {
      if (cmdOpt && i + 1 < argv.length) {
        if (!c.lit[i + 1]) v.unknownCode = true;
        else { v.lines.push(argv[i + 1]); v.kinds.push(a == "--cmd" ? VIM_EARLY : VIM_C); }
      }
      if (a == "-S") v.unknownCode = true; // (a script of commands not read here)
      i++;
      continue;
    }
    if (a.startsWith("+")) { v.lines.push(a.substring(1)); v.kinds.push(VIM_PLUS); continue; }
    if (a.startsWith("-")) continue;
    v.files.push(a);
  }
  // (in Ex mode — ex, or -e/-E, alone or in a bundle: `vim -es` — it reads its commands from
  // stdin after the -c ones, one a line (vim(1), "-e"): what the call feeds it, a heredoc, a
  // here-string or a literal producer's pipe (the shell model keeps that text: Cmd#script);
  // a heredoc that expands `$…` is known only when it runs)
  if (vimExMode(c)) {
    let text = "";
    if (c.hasHeredoc) { if (c.heredocCode && (findChar(c.heredoc, 36) >= 0 || findChar(c.heredoc, 96) >= 0)) v.unknownCode = true; else text = c.heredoc; }
    else if (c.hasScript) { if (c.scriptKnown) text = c.script; else v.unknownCode = true; }
    if (text.length) {
      const ls = text.split("\n");
      for (let k = 0; k < ls.length; k++) { work++; if (ls[k].trim().length) { v.lines.push(ls[k]); v.kinds.push(VIM_C); } }
    }
  }
  return v;
}
function vimExMode(c: Cmd): bool {
  const n = c.name();
  if (n == "ex" || n == "exim" || n == "nex") return true;
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) continue;
    if (a == "-c" || a == "-S" || a == "-u" || a == "-i" || a == "-T" || a == "-w" || a == "-W") { i++; continue; }
    if (findChar(a, 101) > 0 || findChar(a, 69) > 0) return true;
  }
  return false;
}

/**
 * The files an editor run with commands writes: each file it is given, when a command (-c,
 * +CMD, --cmd) writes the buffer — `:w`, `:wq`, `:x`, `:update`, `:wall`, `:saveas`, `:exit`
 * (`vim -es -c '%d' -c wq F` empties F: vim(1)); unknown files where a command is not known.
 */
function vimWrites(c: Cmd, r: Array<string>): void {
  const v = vimArgs(c);
  let writes = v.unknownCode;
  for (let k = 0; k < v.lines.length; k++) if (vimWriteCmd(unchecked(v.lines[k]), r)) writes = true;
  if (writes) pushAll(r, v.files);
}
/** Whether an ex command line writes the buffer; a file it names (`:w F`, `:sav F`) is pushed to r. */
function vimWriteCmd(t: string, r: Array<string>): bool {
  let i = 0;
  let buffer = false;
  while (i < t.length) {
    while (i < t.length && (t.charCodeAt(i) == 32 || t.charCodeAt(i) == 58 || t.charCodeAt(i) == 124)) i++; // blanks, `:`, `|`
    // (a range before the command: %, digits, `'<,'>`)
    while (i < t.length && (t.charCodeAt(i) == 37 || t.charCodeAt(i) == 44 || t.charCodeAt(i) == 39 || t.charCodeAt(i) == 60 || t.charCodeAt(i) == 62 || (t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57))) i++;
    let e = i;
    while (e < t.length && ((t.charCodeAt(e) >= 97 && t.charCodeAt(e) <= 122) || (t.charCodeAt(e) >= 65 && t.charCodeAt(e) <= 90))) e++;
    const w = t.substring(i, e);
    let bar = t.indexOf("|", e);
    if (bar < 0) bar = t.length;
    if (w == "w" || w == "wq" || w == "x" || w == "xa" || w == "xit" || w == "exi" || w == "exit" || w == "wa" || w == "wall" || w == "wqa" || w == "wqall" || w == "xall"
      || w == "up" || w == "upd" || w == "upda" || w == "updat" || w == "update" || w == "sav" || w == "savea" || w == "saveas" || w == "wn" || w == "wnext" || w == "write") {
      // (`:w FILE`: that file; `:w !cmd` pipes the buffer to a command — no file)
      let k = e;
      if (k < bar && t.charCodeAt(k) == 33) k++;
      while (k < bar && t.charCodeAt(k) == 32) k++;
      const arg = t.substring(k, bar).trim();
      if (arg.length == 0) buffer = true;
      else if (arg.charCodeAt(0) != 33 && arg.charCodeAt(0) != 62) r.push(arg);
    }
    i = bar + 1;
  }
  return buffer;
}

// vim's and ex's commands (-c CMD, +CMD; not --cmd, run before a file is read) that delete
// every line of the buffer — `%d`, `1,$d`, `g/^/d`, `%delete _`, `normal ggdG` — and then write it (`wq`,
// `x`, `w`, `up`, …: vimWriteCmd): its file is emptied, as `sed -i d F` empties it (vim's
// `:d`, `:g` and `:w`). The first file, the buffer the commands act on; every file where
// an `argdo`, `bufdo` or `windo` runs them on each. A command known only when it runs, or
// a script (-S, -s), claims nothing here (vimWrites counts the write).
function vimEmptied(c: Cmd, r: Array<string>): void {
  const v = vimArgs(c);
  let deleted = false, emptied = false, each = false;
  const scratch = new Array<string>();
  for (let k = 0; k < v.lines.length; k++) {
    const t = unchecked(v.lines[k]), kind = unchecked(v.kinds[k]);
    if (kind == VIM_EARLY) continue;
    if (kind == VIM_PLUS) { if (wholeDelete(t)) deleted = true; else if (deleted && vimWriteCmd(t, scratch)) emptied = true; continue; }
    // (each ex command of a -c line in turn, `|` between them)
    let from = 0;
    while (from <= t.length) {
      work++;
      let bar = t.indexOf("|", from);
      if (bar < 0) bar = t.length;
      let one = exCommand(t.substring(from, bar));
      // (`:normal` and `:global` take the rest of the line, `|` included: vim's cmdline.txt
      // ":bar")
      if (takesRest(one)) { bar = t.length; one = exCommand(t.substring(from)); }
      // (`argdo CMD`, `bufdo`, `windo`, `tabdo`: CMD on every file)
      if (one.startsWith("argdo ") || one.startsWith("bufdo ") || one.startsWith("windo ") || one.startsWith("tabdo ")) { each = true; one = one.substring(6); }
      if (wholeDelete(one)) deleted = true;
      else if (deleted && vimWriteCmd(one, scratch)) emptied = true;
      from = bar + 1;
    }
  }
  if (!emptied || v.files.length == 0) return;
  if (each) pushAll(r, v.files);
  else r.push(v.files[0]);
}
// (an ex command that deletes every line: a range of the whole buffer, `%` or `1,$`, or a
// :global of a pattern every line matches, `^`, `$`, `.*`, then :d[elete])
function wholeDelete(cmd: string): bool {
  let t = exCommand(cmd);
  // (`:exe[cute] "CMD"`: the string, one literal, run as an ex command)
  const x = executed(t);
  if (x != null) t = exCommand(x!);
  if (normalWholeDelete(t)) return true;
  let rest = "";
  if (t.startsWith("%")) rest = t.substring(1);
  else if (t.startsWith("1,$")) rest = t.substring(3);
  else {
    const g = t.startsWith("g/") ? 2 : t.startsWith("global/") ? 7 : -1;
    if (g < 0) return false;
    const end = t.indexOf("/", g);
    if (end < 0) return false;
    const pat = t.substring(g, end);
    if (pat != "^" && pat != "$" && pat != ".*" && pat != "^.*" && pat != "^.*$") return false;
    rest = t.substring(end + 1);
  }
  rest = exCommand(rest);
  // (… or normal-mode keys that delete the line, run on each: `%norm dd`, `g/^/norm dd`)
  const k = normalKeys(rest);
  if (k >= 0) return listed(NORMAL_LINE, unregistered(rest, k));
  let e = 0;
  while (e < rest.length && rest.charCodeAt(e) >= 97 && rest.charCodeAt(e) <= 122) e++;
  const w = rest.substring(0, e);
  return w.length > 0 && "delete".startsWith(w) && (e == rest.length || rest.charCodeAt(e) == 32 || rest.charCodeAt(e) == 95 || rest.charCodeAt(e) == 33);
}
// (an ex command, after its range, that reads `|` as its own: :normal's keys, :global's command)
function takesRest(one: string): bool {
  let i = 0;
  while (i < one.length && (one.charCodeAt(i) == 37 || one.charCodeAt(i) == 44 || one.charCodeAt(i) == 36 || one.charCodeAt(i) == 46 || (one.charCodeAt(i) >= 48 && one.charCodeAt(i) <= 57))) i++;
  const c = one.substring(i);
  return normalKeys(c) >= 0 || c.startsWith("g/") || c.startsWith("g!/") || c.startsWith("global") || c.startsWith("v/") || c.startsWith("vglobal");
}
// An ex command line's command: its `:`s and blanks dropped, and the modifiers before it,
// which change no text (`sil[ent][!]`, `keepj[umps]`, `verb[ose]`, …: shell/inline.ts
// isExModifier, vim's cmdline.txt "Command-line modifiers").
function exCommand(cmd: string): string {
  let t = cmd.trim();
  let more = true;
  while (more) {
    while (t.startsWith(":")) t = t.substring(1).trim();
    let e = 0;
    while (e < t.length && t.charCodeAt(e) >= 97 && t.charCodeAt(e) <= 122) e++;
    more = e > 0 && e < t.length && isExModifier(t.substring(0, e));
    if (!more) break;
    if (t.charCodeAt(e) == 33) e++;
    if (e < t.length && t.charCodeAt(e) != 32) break;
    t = t.substring(e).trim();
  }
  return t;
}
// `exe[cute] "CMD"` or `exe 'CMD'`, one literal string with no quote or backslash in it and
// nothing after it: CMD, else null.
function executed(t: string): string | null {
  let e = 0;
  while (e < t.length && t.charCodeAt(e) >= 97 && t.charCodeAt(e) <= 122) e++;
  if (!isExExecute(t.substring(0, e))) return null;
  const arg = t.substring(e).trim();
  if (arg.length < 2) return null;
  const q = arg.charCodeAt(0);
  if ((q != 34 && q != 39) || arg.charCodeAt(arg.length - 1) != q) return null;
  const body = arg.substring(1, arg.length - 1);
  return findChar(body, q) >= 0 || findChar(body, 92) >= 0 ? null : body;
}
// (normal-mode keys from `from`, registers — `"x` — dropped)
function unregistered(t: string, from: i32): string {
  const keys = new Buf();
  for (let i = from; i < t.length; i++) {
    if (t.charCodeAt(i) == 34) { i++; continue; }
    keys.char(t.charCodeAt(i));
  }
  return keys.toString();
}
// (keys that delete the cursor's line, or every character of it: dd, D, S, cc, C, and the
// line selected linewise and deleted)
const NORMAL_LINE = latin1(",dd,D,S,cc,C,0D,0C,Vd,Vx,VD,VX,Vc,Vs,VS,");

// (`:norm[al][!] KEYS` whose normal-mode keys delete every line (vim's motion.txt and
// change.txt): a move to one end of the buffer — `gg` or `1G` to the first line, `G` to the
// last — then an operator to the other end — `dG`, `cG`; `dgg`, `d1G` — or the whole buffer
// selected linewise — `VG`, `Vgg` — and deleted (`d`, `x`, `D`, `X`, `c`, `s`, `S`); a
// register named before the operator (`"_dG`) changes nothing)
/** Where the keys of an ex command `:norm[al][!] KEYS` begin, or -1 for another command. */
function normalKeys(t: string): i32 {
  let e = 0;
  while (e < t.length && t.charCodeAt(e) >= 97 && t.charCodeAt(e) <= 122) e++;
  if (e < 4 || !"normal".startsWith(t.substring(0, e))) return -1;
  if (e < t.length && t.charCodeAt(e) == 33) e++;
  while (e < t.length && t.charCodeAt(e) == 32) e++;
  return e;
}
const NORMAL_FIRST = latin1(",gg,1G,1gg,");
const NORMAL_TO_LAST = latin1(",dG,cG,VGd,VGx,VGD,VGX,VGc,VGs,VGS,");
const NORMAL_TO_FIRST = latin1(",dgg,d1G,cgg,c1G,Vggd,Vggx,VggD,VggX,Vggc,Vggs,VggS,");
function normalWholeDelete(t: string): bool {
  const e = normalKeys(t);
  if (e < 0) return false;
  const keys = unregistered(t, e);
  for (let n = 1; n <= 3 && n < keys.length; n++) {
    const head = keys.substring(0, n), tail = keys.substring(n);
    if (listed(NORMAL_FIRST, head) && listed(NORMAL_TO_LAST, tail)) return true;
    if (head == "G" && listed(NORMAL_TO_FIRST, tail)) return true;
  }
  return false;
}

/** gawk's in-place edit (`-i inplace`, `--include=inplace`): the files it is given, after its program. */
function awkInplace(c: Cmd, r: Array<string>): void {
  const argv = c.argv;
  let inplace = false, prog = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i]) { if (inplace && prog) r.push(UNK_ONE); continue; }
    if (!prog) {
      if ((a == "-i" || a == "--include") && i + 1 < argv.length) { const v = argv[i + 1]; if (v == "inplace" || v == "inplace.awk") inplace = true; i++; continue; }
      if (a == "-iinplace" || a == "--include=inplace" || a == "--include=inplace.awk") { inplace = true; continue; }
      if (a == "-f" || a == "--file" || a == "-v" || a == "--assign" || a == "-F" || a == "--field-separator" || a == "-E" || a == "--exec") { if (a == "-f" || a == "--file" || a == "-E" || a == "--exec") prog = true; i++; continue; }
      if (a.startsWith("-")) continue;
      prog = true; // (the program text)
      continue;
    }
    if (inplace && !a.startsWith("-") && findChar(a, 61) < 0) r.push(a);
  }
}

// gawk's in-place edit whose program prints none of the lines (inline.ts awkPrintsNothing:
// `awk -i inplace 'NR<0' F`, `'END{}'`): its files, as `sed -i d F`'s. The program is the
// first operand, or -e/--source's texts joined; one read from a file (-f, -E), or known
// only when it runs, claims nothing (as sed's). Costs one pass over argv and the program.
function awkEmptied(c: Cmd, r: Array<string>): void {
  const argv = c.argv;
  let inplace = false, prog = "", given = false, known = true, opsFrom = -1;
  const sources = new Array<string>(); // (-e/--source texts, joined once: a concatenation each was quadratic)
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) { if (opsFrom < 0 && !given) return; continue; }
    if (opsFrom >= 0) continue;
    if (a == "--") { opsFrom = i + 1; continue; }
    if ((a == "-i" || a == "--include") && i + 1 < argv.length) { const v = argv[i + 1]; if (v == "inplace" || v == "inplace.awk") inplace = true; i++; continue; }
    if (a == "-iinplace" || a == "-iinplace.awk" || a == "--include=inplace" || a == "--include=inplace.awk") { inplace = true; continue; }
    if (a == "-f" || a == "--file" || a == "-E" || a == "--exec" || a.startsWith("--file=") || a.startsWith("--exec=")) return;
    if ((a == "-e" || a == "--source") && i + 1 < argv.length) { if (!c.lit[i + 1]) known = false; sources.push(argv[i + 1]); given = true; i++; continue; }
    if (a.startsWith("--source=")) { sources.push(a.substring(9)); given = true; continue; }
    if (a == "-v" || a == "--assign" || a == "-F" || a == "--field-separator" || a == "-l" || a == "--load") { i++; continue; }
    if (a.length > 1 && a.charCodeAt(0) == 45) continue;
    if (given) { opsFrom = i; break; }
    prog = a; opsFrom = i + 1; break;
  }
  if (sources.length) prog = joinWith(sources, 0, 10) + "\n";
  if (!inplace || !known || opsFrom < 0 || awkPrintsNothing(prog) != 1) return;
  for (let i = opsFrom; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i]) { r.push(UNK_ONE); continue; }
    if (a.startsWith("-") || findChar(a, 61) >= 0) continue; // (an option, or an assignment VAR=value)
    r.push(a);
  }
}

// ruby -i (ruby(1): in place, as perl's -i; -i.EXT keeps a backup) with -n and a program
// that prints nothing (no print, puts, p, printf, putc, write, display, $stdout/STDOUT/$>,
// `<<`, once the statements that never run are dropped: `puts $_ if 0`), or -p and a
// program of one statement that leaves each line empty (`$_ = ""`, `$_.clear`): its files.
// Switches as ruby reads them: clustered; -e, -r, -I, -C, -E, -x, -W, -K take the rest of
// the word (-e, -r, -I, -C, -E also the next word); -0 and -l digits; any other letter this
// reading does not know claims nothing.
function rubyEmptied(c: Cmd, r: Array<string>): void { rubyInPlace(c, r, true); }
// (ruby -i's files, whatever its program: writesOf, as sed -i's and perl -i's)
function rubyWrites(c: Cmd, r: Array<string>): void { rubyInPlace(c, r, false); }
function rubyInPlace(c: Cmd, r: Array<string>, emptied: bool): void {
  const argv = c.argv;
  let inPlace = false, backup = false, loop = false, printing = false, given = false;
  const prog = new Buf(); // (the -e programs, one a line: a concatenation each was quadratic)
  let i = 1;
  for (; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) return;
    if (a == "--") { i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a.startsWith("--")) { if (a == "--disable-gems" || a.startsWith("--disable=") || a.startsWith("--enable=") || a == "--verbose") continue; return; }
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 110) { loop = true; continue; }
      if (ch == 112) { printing = true; continue; }
      if (ch == 105) { inPlace = true; if (k + 1 < a.length) backup = true; break; }
      if (ch == 101 || ch == 114 || ch == 73 || ch == 67 || ch == 69) { // e r I C E
        let v = "";
        if (k + 1 < a.length) v = a.substring(k + 1);
        else if (++i >= argv.length || !c.lit[i]) return;
        else v = argv[i];
        if (ch == 101) { prog.str(v); prog.char(10); given = true; }
        break;
      }
      if (ch == 120 || ch == 87 || ch == 75 || ch == 70) break; // x W K F: the rest of the word
      if (ch == 48 || ch == 108) { while (k + 1 < a.length && isDigit(a.charCodeAt(k + 1))) k++; continue; }
      if (ch == 97 || ch == 100 || ch == 115 || ch == 83 || ch == 119 || ch == 118 || ch == 99 || ch == 121) continue; // a d s S w v c y
      return;
    }
  }
  if (!inPlace) return;
  if (!given) i++; // (the program file, then the files)
  if (emptied) {
    if (backup || !given || !(loop || printing)) return;
    if (printing) { if (!rubyEmptiesLine(prog.toString())) return; }
    else if (!rubyPrintsNothing(prog.toString())) return;
  }
  for (; i < argv.length; i++) r.push(c.lit[i] ? argv[i] : UNK_MANY);
}
function rubyPrintsNothing(prog: string): bool {
  const t = dropDeadStatements(prog, L_RUBY);
  const words = ["print", "puts", "p ", "p(", "pp", "putc", "write", "display", "$stdout", "STDOUT", "$>", "<<", "system", "exec", "eval", "require", "load", "`", "%x", "send", "instance_eval", "method"];
  for (let k = 0; k < words.length; k++) if (t.includes(words[k])) return false;
  return t.trim() != "p";
}
/** A one-statement program's text, its blanks and trailing `;`s dropped (one buffer: a
 * concatenation a character was quadratic). */
function statement(prog: string): string {
  const b = new Buf();
  for (let i = 0; i < prog.length; i++) { const ch = prog.charCodeAt(i); if (ch != 32 && ch != 9 && ch != 10) b.char(ch); }
  const t = b.toString();
  let e = t.length;
  while (e > 0 && t.charCodeAt(e - 1) == 59) e--;
  return t.substring(0, e);
}

function rubyEmptiesLine(prog: string): bool {
  const t = statement(prog);
  return t == "$_=\"\"" || t == "$_=''" || t == "$_.clear" || t == "$_=nil" || t == "$_.replace(\"\")" || t == "$_.replace('')" || t == "$_=String.new";
}

/** scp's target when it is on this host (no `[user@]host:` before its first `/`): the last operand, as cp's. */
function scpWrites(x: Ctx, c: Cmd, r: Array<string>): void {
  const ops = operandsBy(x, c, latin1(",-c,-D,-F,-i,-J,-l,-o,-P,-S,-X,"));
  if (ops.length < 2) return;
  const t = ops[ops.length - 1];
  if (isUnk(t)) { r.push(t); return; }
  if (hostColon(t) > 0 || t.startsWith("scp://")) return;
  r.push(t);
  const srcs = new Array<string>();
  for (let i = 0; i + 1 < ops.length; i++) srcs.push(ops[i].substring(hostColon(ops[i]) + 1));
  intoDir(t, srcs, srcs.length, r);
}

// (every name writesByGrammar reads, for one hashed lookup before its comparisons: most
// commands are none of them)
const GRAMMAR_TOOLS = new NameSet(latin1(",bsdtar,gtar,ar,cp,cpio,curl,dd,fallocate,find,gfind,git,go,gpg,gpg2,htpasswd,iconv,install,jar,ln,ltrace,mkdir,mv,openssl,rsync,scp,script,shred,shuf,sort,sponge,ssh-keygen,strace,tar,time,touch,tree,truncate,uniq,unzip,valgrind,wget,xxd,cpp,objcopy,qpdf,pdftotext,pdftohtml,docker,podman,nerdctl,kubectl,oc,rclone,sftp,ffmpeg,avconv,sox,history,scrub,wipe,vim,vi,nvim,ex,view,gvim,rvim,nvi,gawk,awk,"));

function writesByGrammar(x: Ctx, c: Cmd, n: string, r: Array<string>): void {
  if (!GRAMMAR_TOOLS.has(n) && !OUTPUT_TOOLS.has(n) && !listed(DECOMPRESSORS, n) && !n.startsWith("python") && !mayBeGit(n)) return;
  if (n == "cpio" && hasFlag(x, c, latin1(",-i,--extract,"), CPIO_VALUED)) { cpioExtract(x, c, r); return; }
  if (n == "aria2c") { ariaWrites(x, c, r); return; }
  if (isVim(n)) { vimWrites(c, r); return; }
  if (n == "gawk" || n == "awk") { awkInplace(c, r); return; }
  if (n == "patch") {
    // (the patched text goes to -o's file, else replaces the file named first — `patch
    // ~/.bashrc < p` rewrites it, `-E` removes it when it ends empty: patch(1))
    if (hasFlag(x, c, latin1(",--dry-run,"), PATCH_VALUED)) return;
    const o = optionValues(x, c, OUT_O_LONG, PATCH_VALUED);
    if (o.length) { pushAll(r, o); return; }
    const ops = operandsBy(x, c, PATCH_VALUED);
    if (ops.length) r.push(ops[0]);
    return;
  }
  const out = outputOption(n);
  if (out !== null) { pushAll(r, optionValues(x, c, out[0], out[1])); return; }
  if (n == "htpasswd") {
    // (-c creates the file anew: the first operand; bundled with -b, -B, … too)
    if (hasFlag(x, c, latin1(",-c,"), latin1(",-C,-r,"))) { const ops = operandsBy(x, c, latin1(",-C,-r,")); if (ops.length) r.push(ops[0]); }
    return;
  }
  if (n == "scp") { scpWrites(x, c, r); return; }
  if (n == "docker" || n == "podman" || n == "nerdctl" || n == "kubectl" || n == "oc" || n == "rclone" || n == "sftp") { copyInWrites(x, c, n, r); return; }
  if (n == "ffmpeg" || n == "avconv" || n == "sox") { mediaWrites(x, c, n, r); return; }
  if (n == "history") {
    // (history -w FILE writes the list to FILE, replacing it; -a appends: bash(1))
    if (hasFlag(x, c, latin1(",-w,"), latin1(",-d,"))) { const ops = operandsBy(x, c, latin1(",-d,")); r.push(ops.length ? ops[0] : UNK_ONE); }
    else if (hasFlag(x, c, latin1(",-a,"), latin1(",-d,")) && !c.opaque) { const ops = operandsBy(x, c, latin1(",-d,")); if (ops.length) r.push(ops[0]); }
    return;
  }
  if (n == "scrub") { const ops = operandsBy(x, c, latin1(",-p,--pattern,-b,--blocksize,-s,--device-size,-D,--dirent,")); for (let i = 0; i < ops.length; i++) r.push(ops[i]); return; }
  if (listed(SECOND_OPERAND, n)) { const ops = operandsBy(x, c, latin1(",-o,-I,-D,-U,-O,-B,-j,-R,-K,-N,-G,-W,-L,--password,-f,-l,-r,-x,-y,-W,-H,-enc,-eol,-opw,-upw,-fixed,")); if (ops.length >= 2) r.push(ops[1]); return; }
  if (n == "go") {
    // (go build -o FILE, go test -c -o FILE: the binary written there)
    if (c.argc() > 1 && c.lit[1] && (c.argv[1] == "build" || c.argv[1] == "test")) pushAll(r, optionValues(x, c, OUT_O, OUT_O));
    return;
  }
  if (n == "ar" || n == "jar") { memberExtract(c, n, r); return; }
  if (n.startsWith("python")) { pythonModuleWrites(c, r); return; }
  if (listed(DECOMPRESSORS, n)) { decompressWrites(x, c, n, r); return; }
  if (n == "cp" || n == "mv" || n == "ln" || n == "install") {
    const valued = n == "install" ? INSTALL_VALUED : CP_VALUED;
    const t = optionValues(x, c, TARGET, valued);
    const ops = operandsBy(x, c, valued);
    if (t.length) { for (let i = 0; i < t.length; i++) { r.push(t[i]); intoDir(t[i], ops, ops.length, r); } return; }
    // the last operand is written (a file, or the directory the others go into); `ln X`
    // and `install -d DIRS` make what they name
    if (n == "install" && hasFlag(x, c, latin1(",-d,--directory,"), valued)) { for (let i = 0; i < ops.length; i++) r.push(ops[i]); return; }
    if (ops.length >= 2 || (n == "ln" && ops.length == 1)) r.push(n == "ln" && ops.length == 1 ? lastSegment(ops[0]) : ops[ops.length - 1]);
    else if (ops.length == 1 && isUnk(ops[0])) r.push(ops[0]);
    // (a last operand that is a directory gets each source by its name: `cp .bashrc ~/`)
    if (ops.length >= 2 && !hasFlag(x, c, latin1(",-T,--no-target-directory,"), valued)) intoDir(ops[ops.length - 1], ops, ops.length - 1, r);
    return;
  }
  if (n == "rsync") {
    // SRC… DEST: DEST, and each SRC's name in it (a SRC ending in `/` gives its contents:
    // names not known); a DEST on another host (`h:p`, `rsync://`) is not this one's
    const ops = operandsBy(x, c, RSYNC_VALUED);
    if (ops.length < 2) return;
    const d = ops[ops.length - 1];
    if (isUnk(d)) { r.push(d); return; }
    if (hostColon(d) > 0) return;
    r.push(d);
    const srcs = new Array<string>();
    for (let i = 0; i + 1 < ops.length; i++) if (!ops[i].endsWith("/")) srcs.push(ops[i]);
    intoDir(d, srcs, srcs.length, r);
    return;
  }
  if (n == "sponge") { const ops = operandsBy(x, c, latin1(",")); if (ops.length) r.push(ops[0]); return; }
  if (n == "shuf") { pushAll(r, optionValues(x, c, latin1(",-o,--output,"), latin1(",-o,--output,-n,--head-count,-i,--input-range,--random-source,"))); return; }
  if (n == "xxd") { const ops = operandsBy(x, c, latin1(",-c,-cols,-g,-groupsize,-l,-len,-o,-offset,-s,-seek,-n,-name,")); if (ops.length >= 2) r.push(ops[1]); return; }
  if (n == "gpg" || n == "gpg2") { pushAll(r, optionValues(x, c, latin1(",-o,--output,"), latin1(",-o,--output,-r,--recipient,-u,--local-user,--homedir,--default-key,-z,--trust-model,--passphrase,--passphrase-file,--cipher-algo,--digest-algo,--compress-algo,"))); return; }
  if (n == "time") { timeOutput(c, r, true); return; }
  if (n == "uniq") { const ops = operandsBy(x, c, UNIQ_VALUED); if (ops.length >= 2) r.push(ops[1]); return; }
  if (n == "iconv") { pushAll(r, optionValues(x, c, latin1(",-o,--output,"), ICONV_VALUED)); return; }
  if (n == "tree") { pushAll(r, optionValues(x, c, latin1(",-o,"), TREE_VALUED)); return; }
  if (n == "openssl") { singleDashValues(c, latin1(",-out,-keyout,"), r); return; }
  if (n == "ssh-keygen") {
    // -f FILE is the key it makes (and FILE.pub), or rewrites (-p, -c, -H, -R); read only by
    // -l, -y, -F, -B, -e, -D, -L, -Q, -Y
    if (hasFlag(x, c, latin1(",-l,-y,-F,-B,-e,-D,-L,-Q,-Y,"), SSH_KEYGEN_VALUED)) return;
    const f = optionValues(x, c, latin1(",-f,"), SSH_KEYGEN_VALUED);
    for (let i = 0; i < f.length; i++) { r.push(f[i]); if (!isUnk(f[i])) r.push(f[i] + ".pub"); }
    return;
  }
  if (n == "script") {
    // the typescript: the first operand (util-linux and BSD), -O/-B/-I/-T log files
    pushAll(r, optionValues(x, c, latin1(",-O,--log-out,-B,--log-io,-I,--log-in,-T,--log-timing,"), SCRIPT_VALUED));
    const ops = operandsBy(x, c, SCRIPT_VALUED);
    if (ops.length && ops[0] != "/dev/null") r.push(ops[0]);
    return;
  }
  // (wipe(1) overwrites each file it is given, and removes it unless -k: deletesOf)
  if (n == "wipe") { pushAll(r, operandsBy(x, c, WIPE_VALUED)); return; }
  if (n == "touch" || n == "truncate" || n == "mkdir" || n == "shred") {
    const ops = operandsBy(x, c, n == "touch" ? TOUCH_VALUED : n == "truncate" ? TRUNCATE_VALUED : n == "mkdir" ? MKDIR_VALUED : latin1(",-n,--iterations,-s,--size,--random-source,"));
    for (let i = 0; i < ops.length; i++) r.push(ops[i]);
    return;
  }
  if (n == "sort") { pushAll(r, optionValues(x, c, latin1(",-o,--output,"), SORT_VALUED)); return; }
  if (n == "strace" || n == "ltrace" || n == "valgrind") { traceOutput(c, n, r); return; }
  if (n == "fallocate") {
    // (-p/--punch-hole, -c/--collapse-range, -z/--zero-range, -i/--insert-range change what
    // the file holds: util-linux fallocate(1); plain allocation keeps it)
    if (hasFlag(x, c, latin1(",-p,--punch-hole,-c,--collapse-range,-z,--zero-range,-i,--insert-range,"), latin1(",-l,--length,-o,--offset,"))) {
      const ops = operandsBy(x, c, latin1(",-l,--length,-o,--offset,"));
      if (ops.length) r.push(ops[ops.length - 1]);
    }
    return;
  }
  if (n == "find" || n == "gfind") { pushAll(r, optionValues(x, c, FIND_WRITES, FIND_WRITES)); return; }
  if (n == "dd") { ddOperands(c, "of=", r); return; }
  if (n == "curl") {
    pushAll(r, optionValues(x, c, CURL_FILES, CURL_FILES));
    if (hasFlag(x, c, CURL_REMOTE, CURL_FILES)) {
      r.push(UNK_ONE); // (named from the URL, or its headers)
      // -O without -J: each URL's last segment, in --output-dir's directory if given
      // (`curl -O --output-dir ~ https://h/.bashrc` replaces ~/.bashrc)
      if (!hasFlag(x, c, latin1(",-J,--remote-header-name,"), CURL_FILES)) {
        const dirs = optionValues(x, c, latin1(",--output-dir,"), CURL_FILES);
        const d = dirs.length ? dirs[dirs.length - 1] : "";
        const ops = operandsBy(x, c, CURL_FILES);
        for (let i = 0; i < ops.length; i++) {
          const u = ops[i];
          if (isUnk(u) || findChar(u, 47) < 0) continue;
          let end = u.length;
          const q = findChar(u, 63), h = findChar(u, 35);
          if (q >= 0) end = q;
          if (h >= 0 && h < end) end = h;
          const name = u.substring(lastChar(u.substring(0, end), 47) + 1, end);
          if (name.length == 0 || name == "." || name == "..") continue;
          r.push(d.length && !isUnk(d) ? (d.endsWith("/") ? d + name : d + "/" + name) : name);
        }
      }
    }
    return;
  }
  if (n == "wget") {
    const files = optionValues(x, c, WGET_FILES, WGET_FILES);
    pushAll(r, files);
    // nothing downloaded: --help/--version print and exit while the options are read;
    // --spider only checks that the pages are there (wget(1)) — unless it recurses (it
    // then saves pages to follow their links) or -e sets a wgetrc command
    if (hasFlag(x, c, WGET_NO_DOWNLOAD, WGET_FILES) && !hasFlag(x, c, WGET_FETCHES, WGET_FILES)) return;
    if (!files.length || hasFlag(x, c, latin1(",-o,--output-file,-a,--append-output,"), WGET_FILES)) {
      // the download itself, named from the URL, in the -P directory or the current one
      const dirs = optionValues(x, c, WGET_DIR, WGET_FILES);
      pushAll(r, dirs);
      r.push(UNK_ONE);
    }
    return;
  }
  if (n == "tar" || n == "bsdtar" || n == "gtar") { tarWrites(x, c, r); return; }
  if (n == "unzip") {
    if (unzipOnlyReads(c)) return;
    const d = optionValues(x, c, latin1(",-d,"), UNZIP_VALUED);
    if (d.length) pushAll(r, d); else r.push(".");
    unzipMembers(x, c, d.length ? d[d.length - 1] : "", r);
    return;
  }
  if (n == "git" || mayBeGit(n)) {
    const g = x.git(c);
    if (g == null) return;
    // (archive -o/--output FILE; bundle create FILE: the first operand)
    if (g.sub == "bundle" && g.pos.length >= 2 && g.pos[0] == "create") r.push(g.pos[1]);
    for (let i = 0; i < g.flags.length; i++) {
      const f = g.flags[i];
      // (read-tree's --index-output, fast-export's and fast-import's --export-marks: files
      // git writes whole)
      if (f == "--output" || f == "--index-output" || f == "--export-marks" || g.sub == "archive" && f == "-o") r.push(g.vals[i]);
      else if (g.sub == "format-patch" && (f == "-o" || f == "--output-directory")) r.push(g.vals[i]);
    }
    // GIT_INDEX_FILE: the index git reads and writes (any command may refresh it: status too)
    const idx = envValue(c, "GIT_INDEX_FILE");
    if (idx != null) r.push(idx == UNKNOWN_VALUE ? UNK_ONE : idx!);
    if (g.sub == "format-patch") r.push(UNK_ONE); // (its patches, named by their subjects)
    // the work tree, where checkout, restore, apply … write the tree's files: when it lies in
    // a git directory (-C, --work-tree, GIT_WORK_TREE, a cd there — git(1)), they are written
    // into the store itself (`GIT_WORK_TREE=.git/hooks git restore .` installs hooks)
    const tree = g.tree == SAME_DIR ? g.dir : g.tree;
    if (tree.length && TREE_WRITERS.has(g.sub) && inGitDir(tree) && !treeUntouched(g)) r.push(tree);
  }
}

// git's subcommands that write files of the work tree (their manual pages)
const TREE_WRITERS = new NameSet(latin1(",checkout,restore,switch,apply,reset,stash,merge,pull,cherry-pick,revert,am,rebase,checkout-index,read-tree,rm,mv,clean,sparse-checkout,bisect,merge-file,submodule,mergetool,"));
/** The forms of the tree writers that leave the tree alone: apply's reports and --cached,
 * reset but --hard/--merge/--keep, restore --staged alone, rm --cached, dry runs. */
function treeUntouched(g: Git): bool {
  if (g.sub == "apply") return flagIn(g, latin1(",--check,--stat,--numstat,--summary,--cached,"));
  if (g.sub == "reset") return !flagIn(g, latin1(",--hard,--merge,--keep,"));
  if (g.sub == "restore") return flagIn(g, latin1(",-S,--staged,")) && !flagIn(g, latin1(",-W,--worktree,"));
  if (g.sub == "rm") return flagIn(g, latin1(",--cached,-n,--dry-run,"));
  if (g.sub == "clean" || g.sub == "mv" || g.sub == "read-tree") return flagIn(g, latin1(",-n,--dry-run,"));
  return false;
}
function flagIn(g: Git, list: List): bool {
  for (let i = 0; i < g.flags.length; i++) if (listed(list, g.flags[i])) return true;
  return false;
}
/** A path with a `.git` segment (any letter case): inside a repository's git directory. */
function inGitDir(d: string): bool {
  let i = 0;
  while (i < d.length) {
    let e = i;
    while (e < d.length && d.charCodeAt(e) != 47) e++;
    if (e - i == 4 && d.charCodeAt(i) == 46 && (d.charCodeAt(i + 1) | 32) == 103 && (d.charCodeAt(i + 2) | 32) == 105 && (d.charCodeAt(i + 3) | 32) == 116) return true;
    i = e + 1;
  }
  return false;
}

/**
 * The log file a tracer writes, from its own options only (they end at its command, which
 * getopt's `+` makes the first operand): strace's and ltrace's `-o FILE` (bundled too; a
 * FILE beginning with `|` or `!` is a command: wasm/shell.ts), valgrind's `--log-file=`/
 * `--xml-file=`.
 */
function traceOutput(c: Cmd, n: string, r: Array<string>): void {
  const argv = c.argv;
  const valued = n == "strace" ? STRACE_VALUED : n == "ltrace" ? LTRACE_VALUED : latin1(",");
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i]) { r.push(UNK_ONE); continue; }
    if (a == "--" || a.length < 2 || a.charCodeAt(0) != 45) return;
    let v: string | null = null;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq > 0 ? a.substring(0, eq) : a;
      if (n == "valgrind") { if (eq > 0 && (name == "--log-file" || name == "--xml-file")) v = a.substring(eq + 1); }
      else if (name == "--output") {
        if (eq > 0) v = a.substring(eq + 1);
        else if (i + 1 < argv.length) { i++; v = c.lit[i] ? argv[i] : UNK_ONE; }
      }
    } else if (n != "valgrind") {
      for (let k = 1; k < a.length; k++) {
        const f = "-" + a.charAt(k);
        if (!listed(valued, f)) continue;
        let val = "";
        if (k + 1 < a.length) val = a.substring(k + 1);
        else if (i + 1 < argv.length) { i++; val = c.lit[i] ? argv[i] : UNK_ONE; }
        if (f == "-o") v = val;
        break;
      }
    }
    if (v !== null && v!.length && !v!.startsWith("|") && !v!.startsWith("!")) r.push(v!);
  }
}

/** dd's `KEY=FILE` operands (`of=`, `if=`): each FILE; a word known only when it runs may be one. */
function ddOperands(c: Cmd, key: string, r: Array<string>): void {
  for (let i = 1; i < c.argv.length; i++) {
    work++;
    const a = c.argv[i];
    // (`of="$OUT"`: the key is known, the file is not)
    if (!c.lit[i]) { if (!notOption(c, i, a) || a.startsWith(key)) r.push(UNK_ONE); continue; }
    if (a.startsWith(key)) r.push(a.substring(key.length));
  }
}

function pushAll(r: Array<string>, a: Array<string>): void { for (let i = 0; i < a.length; i++) r.push(a[i]); }

function lastSegment(p: string): string {
  if (isUnk(p)) return p;
  let e = p.length;
  while (e > 1 && p.charCodeAt(e - 1) == 47) e--;
  const t = p.substring(0, e);
  return t.substring(lastChar(t, 47) + 1);
}

/** A command's operands: its spec's reading when the rule set carries one, else `valued` skipped. */
function operandsBy(x: Ctx, c: Cmd, valued: List): Array<string> {
  const v = x.specView(c);
  if (v != null) return v.pos;
  const r = new Array<string>();
  const argv = c.argv;
  let dd = false;
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) { r.push(unkOf(c, i, dd || notOption(c, i, a))); continue; }
    if (dd) { r.push(a); continue; }
    if (a == "--") { dd = true; continue; }
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      if (a.charCodeAt(1) == 45) { if (findChar(a, 61) < 0 && listed(valued, a)) i++; continue; }
      for (let k = 1; k < a.length; k++) if (listed(valued, "-" + a.charAt(k))) { if (k + 1 == a.length) i++; break; }
      continue;
    }
    r.push(a);
  }
  return r;
}

/** The values given to any of `names` (every spelling: `-oF`, `-o F`, `--out=F`, `--out F`). */
function optionValues(x: Ctx, c: Cmd, names: List, valued: List): Array<string> {
  const r = new Array<string>();
  const v = x.specView(c);
  if (v != null) {
    for (let i = 0; i < v.flags.length; i++) if (listed(names, v.flags[i])) r.push(v.vals[i].length ? v.vals[i] : UNK_ONE);
    return r;
  }
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) {
      // `--output="$F"`: the option is known, its value is not (as readBySpec reads it)
      const eq = a.startsWith("--") ? findChar(a, 61) : -1;
      if (eq > 2 && findChar(a.substring(0, eq), 36) < 0 && listed(names, a.substring(0, eq))) r.push(UNK_ONE);
      continue;
    }
    if (a == "--") break;
    if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) == 45) {
      const eq = findChar(a, 61);
      const name = eq > 0 ? a.substring(0, eq) : a;
      // (getopt_long takes any unambiguous prefix: `sort --outp F`; without the command's
      // whole table, a prefix of one of these is read as it: listed's abbrev)
      const mine = listed(names, name, true);
      if (mine) r.push(eq > 0 ? a.substring(eq + 1) : i + 1 < argv.length ? (c.lit[i + 1] ? argv[i + 1] : UNK_ONE) : UNK_ONE);
      if (eq < 0 && (mine || listed(valued, name, true))) i++;
      continue;
    }
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      for (let k = 1; k < a.length; k++) {
        const f = "-" + a.charAt(k);
        if (!listed(valued, f) && !listed(names, f)) continue;
        const val = k + 1 < a.length ? a.substring(k + 1) : i + 1 < argv.length ? (c.lit[i + 1] ? argv[i + 1] : UNK_ONE) : UNK_ONE;
        if (listed(names, f)) r.push(val);
        if (k + 1 == a.length) i++;
        break;
      }
    }
  }
  return r;
}

/** Whether any of `names` is given (in a bundle too). */
function hasFlag(x: Ctx, c: Cmd, names: List, valued: List): bool {
  const v = x.specView(c);
  if (v != null) { for (let i = 0; i < v.flags.length; i++) if (listed(names, v.flags[i])) return true; return false; }
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i] || a.length < 2 || a.charCodeAt(0) != 45) continue;
    if (a == "--") break;
    if (a.charCodeAt(1) == 45) { const eq = findChar(a, 61); if (listed(names, eq > 0 ? a.substring(0, eq) : a, true)) return true; continue; }
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (listed(names, f)) return true;
      if (listed(valued, f)) break;
    }
  }
  return false;
}

// tar: an archive it creates or appends to (-c, -r, -u, -A: the -f file), or what it
// extracts (-x: into the -C directory, else the current one). The first word may be an
// old-style bundle without its dash (`tar xzf a.tgz`). Extracting to stdout (-O,
// --to-stdout) or to a command (--to-command) creates nothing: GNU tar hands each regular
// member to the pipe and skips directories, links and devices ("Non-regular files are
// ignored", tar(1); extract.c's EXTRACT_OVER_PIPE), as bsdtar's -O writes the data to
// stdout — but it still renames a file for --backup (--suffix turns it on) and removes one
// for -U/--unlink-first and --recursive-unlink before each member, which stay writes.
function tarWrites(x: Ctx, c: Cmd, r: Array<string>, extracts: bool = true): void {
  const argv = c.argv;
  work += argv.length;
  const t = parseTar(argv, c.lit);
  let extract = t.extract, create = t.create;
  const absolute = t.absolute, pipe = t.pipe, removes = t.removes, file = t.file, members = t.members;
  // (a word not known that may be an option: any mode)
  for (let k = 0; k < t.unknownAt.length; k++) { const i = t.unknownAt[k]; if (!notOption(c, i, argv[i])) { extract = true; create = true; } }
  // (-C: the last one given; --index-file: the verbose listing written to that file,
  // replacing it: tar(1))
  const dir = t.dirs.length ? t.dirs[t.dirs.length - 1] : "";
  if (t.indexAt >= 0) r.push(c.lit[t.indexAt] ? t.index : UNK_ONE);
  if (create) r.push(file.length ? file : UNK_ONE);
  if (pipe && !removes) extract = false;
  if (extract && extracts) r.push(dir.length ? dir : ".");
  // (the members named to extract: each under the -C directory, a leading `/` dropped as
  // GNU tar drops it — `tar -xf a.tar -C ~ .bashrc` replaces ~/.bashrc)
  // (with -P/--absolute-names, a member's leading `/` is kept: `tar -xPf a.tar /etc/passwd`
  // writes /etc/passwd whatever -C says)
  if (extract && !create) for (let i = 0; i < members.length; i++) r.push(absolute && members[i].startsWith("/") ? members[i] : under(dir, members[i]));
}

/**
 * unzip lists, tests or prints and extracts nothing: -Z as its first argument (zipinfo's
 * mode), -l, -v, -t, -p, -c, -z or -h among the options before the archive, or no archive. After the
 * archive a word is a member's name or pattern (`unzip -o a.zip -x -Z` extracts every
 * member; `unzip a.zip f -Z` extracts f), save -x's list and -d's directory: unzip(1).
 */
function unzipOnlyReads(c: Cmd): bool {
  const argv = c.argv;
  if (argv.length > 1 && c.lit[1] && argv[1] == "-Z") return true;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i]) return false;
    if (!(a.length > 1 && a.charCodeAt(0) == 45)) return false; // (the archive)
    // (-x before the archive is an option letter, not the exclusion list: `unzip -x a.zip`
    // extracts a.zip)
    if (a == "-d" || a == "-P") { i++; continue; }
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 100 || ch == 80) break; // (-dDIR, -PPASS: the rest is the value)
      if (ch == 108 || ch == 118 || ch == 116 || ch == 112 || ch == 99 || ch == 122 || ch == 104) return true; // l v t p c z h
    }
  }
  return true; // (no archive: the usage)
}

/**
 * unzip's members named after the archive (the first operand), each under -d's directory
 * (unzip(1): `unzip -o a.zip .bashrc -d ~` replaces ~/.bashrc); none when it only reads
 * (unzipOnlyReads) or with -n (never overwrite). Operands after -x exclude.
 */
function unzipMembers(x: Ctx, c: Cmd, dir: string, r: Array<string>): void {
  if (unzipOnlyReads(c) || hasFlag(x, c, latin1(",-n,"), UNZIP_VALUED)) return;
  const argv = c.argv;
  let seen = 0;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!c.lit[i]) { if (seen) r.push(UNK_ONE); continue; }
    if (a == "-x") break; // (what follows excludes)
    if (a == "-d" || a == "-P") { i++; continue; }
    if (a.length > 1 && a.charCodeAt(0) == 45) continue;
    if (seen++ == 0) continue; // (the archive)
    r.push(under(dir, a));
  }
}

/** `member` under `dir` ("" for the current directory), its leading slashes dropped. */
function under(dir: string, member: string): string {
  let m = member;
  while (m.startsWith("/")) m = m.substring(1);
  if (m.length == 0) return dir.length ? dir : ".";
  if (dir.length == 0 || isUnk(dir)) return isUnk(dir) ? UNK_ONE : m;
  return dir.endsWith("/") ? dir + m : dir + "/" + m;
}

// sed -i whose script keeps none of the lines (wasm/shell/inline.ts sedDiscards): its files
// — but where -i keeps a backup (`-i.bak`, `--in-place=.orig`): what they held is in it.
// A script known only when it runs, or read from a file, claims nothing.
function sedEmptied(c: Cmd, r: Array<string>): void {
  const s = readSed(c.argv, c.lit, c);
  work += c.argv.length;
  if (!s.inPlace || s.backup || s.unknown || s.file || s.exprUnknown || s.missing) return;
  let script = s.script, from = 0;
  if (!s.given) {
    // (an unknown word before it would have set s.unknown: the first operand is literal)
    if (s.pos.length == 0 || !c.lit[s.pos[0]]) return;
    script = c.argv[s.pos[0]];
    from = 1;
  }
  if (sedDiscards(script, s.quiet) != 1) return;
  for (let i = from; i < s.pos.length; i++) r.push(c.lit[s.pos[i]] ? c.argv[s.pos[i]] : unkOf(c, s.pos[i], true));
}

// perl's argv, read once for writesOf (the files of `perl -i`) and perlEmptied (those it
// empties). perlrun(1): switches, clustered, until the first word that is not one (or
// `--`); -i[EXT] takes the rest of its word, -e/-E and -I the rest or the next word, -0
// and -l digits, -C, -d, -D, -F, -m, -M, -x the rest; -n/-p loop over the lines, -p
// printing each. Without -e the first operand is the program. A word known only when it
// runs among the switches may be one: it is kept as an operand, and the switches read on.
// Costs one pass over argv and the -e programs joined.
class PerlArgs {
  inPlace: bool = false;
  /** -i's extension is not empty: what the files held is kept in a backup. */
  backup: bool = false;
  /** -n or -p. */
  loop: bool = false;
  /** -p. */
  printing: bool = false;
  /** A program by -e/-E: then every operand is a file. */
  given: bool = false;
  /** The -e programs, one a line. */
  prog: string = "";
  /** A switch this reading does not know, an -e program known only when it runs, or a word
   * among the switches known only when it runs. */
  unknown: bool = false;
  /** The operands (the program first when !given), as indices into argv. */
  pos: Array<i32> = new Array<i32>();
}

function perlArgs(c: Cmd): PerlArgs {
  const s = new PerlArgs();
  const pieces = new Array<string>(); // (the -e programs, joined once: a concatenation each was quadratic)
  const argv = c.argv;
  let i = 1;
  for (; i < argv.length; i++) {
    work++;
    const a = argv[i];
    if (!c.lit[i]) { s.unknown = true; s.pos.push(i); continue; }
    if (a == "--") { i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 110) { s.loop = true; continue; }
      if (ch == 112) { s.printing = true; continue; }
      if (ch == 105) { s.inPlace = true; if (k + 1 < a.length) s.backup = true; break; }
      if (ch == 101 || ch == 69) {
        let v = "";
        if (k + 1 < a.length) v = a.substring(k + 1);
        else if (++i >= argv.length || !c.lit[i]) { s.given = true; s.unknown = true; break; }
        else v = argv[i];
        pieces.push(v);
        s.given = true;
        break;
      }
      if (ch == 48 || ch == 108) { while (k + 1 < a.length && isDigit(a.charCodeAt(k + 1))) k++; continue; }
      if (ch == 73 && k + 1 == a.length) { i++; break; } // (-I DIR: perl.c takes the next word)
      if (ch == 67 || ch == 100 || ch == 68 || ch == 70 || ch == 73 || ch == 109 || ch == 77 || ch == 120) break;
      if (ch == 97 || ch == 115 || ch == 83 || ch == 116 || ch == 84 || ch == 117 || ch == 85 || ch == 118 || ch == 119 || ch == 87 || ch == 88 || ch == 99) continue;
      s.unknown = true; // (a letter this reading does not know)
    }
  }
  for (; i < argv.length; i++) s.pos.push(i);
  if (pieces.length) s.prog = joinWith(pieces, 0, 10);
  return s;
}

// perl -i -n with a program that prints nothing (inline.ts perlPrintsNothing): its files.
function perlEmptied(c: Cmd, r: Array<string>): void {
  const s = perlArgs(c);
  if (!s.inPlace || s.backup || !(s.loop || s.printing) || !s.given || s.unknown) return;
  // (-n printing nothing; -p whose one statement empties each line, `$_=""`, `s/.*//`)
  if (s.printing ? !perlEmptiesLine(s.prog) : perlPrintsNothing(s.prog) != 1) return;
  for (let k = 0; k < s.pos.length; k++) r.push(c.lit[s.pos[k]] ? c.argv[s.pos[k]] : UNK_MANY);
}

// A -p program of one statement that leaves each line empty (perlvar's $_ set to the empty
// string or undef, or a substitution of the whole line by nothing): blanks dropped, one
// trailing `;`.
function perlEmptiesLine(prog: string): bool {
  const t = statement(prog);
  if (t == "$_=\"\"" || t == "$_=''" || t == "$_=q()" || t == "$_=q{}" || t == "$_=qq()" || t == "$_=qq{}" || t == "$_=undef" || t == "undef$_") return true;
  // (a loop left before its first print: -p prints in the loop's continue block, which
  // `last` skips and `exit` ends — perlrun(1), perlfunc)
  if (t == "last" || t == "lastLINE" || t == "exit" || t == "exit0" || t == "exit(0)" || t == "exit()") return true;
  if (!t.startsWith("s/")) return false;
  const mid = t.indexOf("/", 2);
  if (mid < 0 || !t.startsWith("//", mid)) return false;
  const re = t.substring(2, mid), flags = t.substring(mid + 2);
  for (let i = 0; i < flags.length; i++) { const ch = flags.charCodeAt(i); if (ch != 103 && ch != 115 && ch != 109) return false; } // g s m
  // (… the line's newline too: `s/^.*\n//`)
  return re == ".*" || re == "^.*" || re == "^.*$" || re == ".*$" || re == "(.*)" || re == ".*\\n" || re == "^.*\\n" || re == ".*\\n?" || re == "^.*\\n?" || re == "[^\\n]*\\n" || re == "^[^\\n]*\\n";
}

// perl -i (in place, as sed -i): the files it is given, after its program.
function perlWrites(c: Cmd, r: Array<string>): void {
  const s = perlArgs(c);
  if (s.inPlace) for (let i = s.given ? 0 : 1; i < s.pos.length; i++) r.push(c.lit[s.pos[i]] ? c.argv[s.pos[i]] : UNK_MANY);
}

// (no option takes a value: a List made once, not per call — latin1 allocates)
const NONE_VALUED = latin1(",");

// ─── files a command deletes ─────────────────────────────────────────────────────
// rm, rmdir, unlink, `shred -u` operands; git rm's paths; what `find -delete`, git clean
// and `git stash drop` remove is known only when they run (UNK_MANY).
// (what deletes nothing gets the shared empty list; find -delete and git clean, one
// entry for the files known only when they run)
const ANY_FILES: Array<string> = [UNK_MANY];
export function deletesOf(x: Ctx, c: Cmd): Array<string> {
  if (c.wraps || c.opaque || c.argc() == 0) return NO_FILES;
  const n = c.name();
  if (n == "rm" || n == "rmdir" || n == "unlink") return operandsBy(x, c, NONE_VALUED);
  // (rm's namesakes delete their operands as rm does: uutils' uu-rm, safe-rm (rm behind a
  // list of system paths it refuses), secure-delete's srm; wipe(1) deletes what it wiped
  // unless -k keeps it)
  if (n == "uu-rm" || n == "safe-rm" || n == "srm") return operandsBy(x, c, NONE_VALUED);
  if (n == "wipe") return hasFlag(x, c, latin1(",-k,"), WIPE_VALUED) ? NO_FILES : operandsBy(x, c, WIPE_VALUED);
  // (npm's rimraf and del-cli delete each operand, a tree too, as `rm -rf`; the trash tools
  // — trash-cli's trash-put, macOS's and npm's trash, gvfs-trash — and gvfs-rm, gio remove's
  // old name, take each away from where it was: trash-put(1), gio(1))
  if (n == "rimraf" || n == "del" || n == "del-cli" || n == "trash" || n == "trash-put" || n == "trash-cli" || n == "gvfs-trash" || n == "gvfs-rm") return operandsBy(x, c, latin1(",--trash-dir,"));
  // (… and KDE's kioclient remove: kioclient(1))
  const kio = n == "kioclient" || n == "kioclient5" || n == "kioclient6";
  if ((n == "gio" || kio) && c.argc() > 2 && c.lit[1] && (c.argv[1] == "remove" || c.argv[1] == "rm" || (!kio && c.argv[1] == "trash"))) {
    const r = operandsBy(x, c, NONE_VALUED);
    return r.length > 0 ? r.slice(1) : r;
  }
  if (n == "shred") return hasFlag(x, c, latin1(",-u,--remove,"), latin1(",-n,--iterations,-s,--size,--random-source,")) ? operandsBy(x, c, latin1(",-n,--iterations,-s,--size,--random-source,")) : NO_FILES;
  if (isFind(c)) return hasFlag(x, c, latin1(",-delete,"), NONE_VALUED) ? ANY_FILES : NO_FILES;
  if (!mayBeGit(n)) return NO_FILES;
  const g = x.git(c);
  if (g != null && g.sub == "rm") return g.pos;
  return g != null && g.sub == "clean" ? ANY_FILES : NO_FILES;
}

// ─── files a command reads ───────────────────────────────────────────────────────
// Input redirect sources (`<`, `<>`, `N<`; not heredocs or fd duplications), `dd if=`,
// what cp and install copy from, and the file operands of the tools that print or search
// files (READS_ALL: every operand; READS_AFTER_PATTERN: from the second, unless -e/-f gave
// the pattern). An option value may be counted as an operand where the command carries no
// spec (`head -n 5 F`: 5 and F): for a rule, a read it may see too many of, never one it
// misses. A source known only when the command runs is an unknown entry.
const READS_ALL = new NameSet(latin1(",cat,tac,nl,head,tail,less,more,most,pg,bat,batcat,view,strings,xxd,od,hexdump,hd,base64,base32,basenc,cut,sort,uniq,fold,fmt,pr,column,paste,diff,sdiff,cmp,comm,join,expand,unexpand,rev,split,csplit,zcat,zless,zmore,bzcat,xzcat,zstdcat,lzcat,iconv,jq,yq,tee,wc,md5sum,sha1sum,sha256sum,sha512sum,cksum,sum,vim,vi,nvim,ed,ex,vimdiff,nano,emacs,source,.,"));
const READS_AFTER_PATTERN = new NameSet(latin1(",grep,egrep,fgrep,zgrep,rg,ag,ack,awk,gawk,mawk,nawk,sed,gsed,look,"));
// (the only options read as taking a value, where the command carries no spec: those that
// give the pattern; any other option's value may be counted as a file read, never a file
// taken for an option's value: `tail -f F`, `grep -v P F` are flags there)
const PATTERN_VALUED = latin1(",-e,-f,--regexp,--file,--expression,");
const CP_SOURCES = latin1(",cp,install,");

export function readsOf(x: Ctx, c: Cmd): Array<string> {
  const r = new Array<string>();
  for (let i = 0; i < c.redirects.length; i++) {
    const d = c.redirects[i];
    if (d.op == "<" || d.op == "<>") r.push(d.literal ? d.target : UNK_ONE);
  }
  if (c.wraps || c.opaque || c.argc() == 0) return copiedSources(x, c, r);
  const n = c.name();
  if (n == "dd") { ddOperands(c, "if=", r); return copiedSources(x, c, r); }
  if (n == "cpio") { cpioNames(c, r); return copiedSources(x, c, r); }
  if (listed(CP_SOURCES, n)) {
    const valued = n == "install" ? INSTALL_VALUED : CP_VALUED;
    const ops = operandsBy(x, c, valued);
    const all = optionValues(x, c, TARGET, valued).length > 0;
    for (let i = 0; i < ops.length - (all ? 0 : 1); i++) r.push(ops[i]);
    return copiedSources(x, c, r);
  }
  const after = READS_AFTER_PATTERN.has(n);
  if (!after && !READS_ALL.has(n)) return copiedSources(x, c, r);
  const valued = after ? PATTERN_VALUED : NONE_VALUED;
  const ops = operandsBy(x, c, valued);
  const from = after && !hasFlag(x, c, PATTERN_VALUED, valued) ? 1 : 0;
  for (let i = from; i < ops.length; i++) r.push(ops[i]);
  // (a recursive search given no file searches the directory it runs in: grep -r, rg, ag,
  // ack — grep(1), rg(1))
  if (ops.length <= from && (n == "rg" || n == "ag" || n == "ack" || ((n == "grep" || n == "egrep" || n == "fgrep") && grepRecursive(c)))) r.push(".");
  return copiedSources(x, c, r);
}

// A file the call copied or moved earlier (Output#copies) holds its source's text: reading
// the copy, or a file under a copied directory, reads the source too (`cp .git/config c &&
// cat c`, `cp -r ~/.ssh k; cat k/id_rsa`). Its source is added to what is read. Costs a pass
// over the copies per file read, only in a call that made some.
function copiedSources(x: Ctx, c: Cmd, r: Array<string>): Array<string> {
  const cs = x.out.copies;
  if (cs.length == 0 || r.length == 0) return r;
  const n = r.length;
  for (let i = 0; i < n; i++) {
    const f = r[i];
    if (isUnk(f)) continue;
    const at = joinPath(c.dir, f);
    if (at.length == 0) continue;
    // (the latest copy first: a chain of them, `cp a b; cp b c`, is followed back)
    let cur = at;
    for (let hop = 0; hop < 4; hop++) {
      let found = "";
      for (let k = cs.length - 2; k >= 0; k -= 2) {
        work++;
        const d = cs[k];
        if (cur == d) { found = cs[k + 1]; break; }
        if (cur.length > d.length && cur.startsWith(d) && cur.charCodeAt(d.length) == 47) { found = cs[k + 1] + cur.substring(d.length); break; }
      }
      if (found.length == 0 || r.includes(found)) break;
      r.push(found);
      cur = found;
    }
  }
  return r;
}

/** cpio -o (--create) archives the files named on its stdin: a literal heredoc's or
 * here-string's lines (cpio(1)); names from anywhere else are not followed. */
function cpioNames(c: Cmd, r: Array<string>): void {
  let create = false;
  for (let i = 1; i < c.argv.length; i++) {
    const a = c.argv[i];
    if (a == "--create" || (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 111) > 0)) { create = true; break; }
  }
  if (!create || !c.hasHeredoc) return;
  if (c.heredocCode) { r.push(UNK_ONE); return; }
  const t = c.heredoc;
  let from = 0;
  for (let i = 0; i <= t.length; i++) {
    if (i < t.length && t.charCodeAt(i) != 10) continue;
    if (i > from) r.push(t.substring(from, i));
    from = i + 1;
  }
}

/** grep is given -r/-R (in a bundle too), --recursive, --dereference-recursive or
 * -d/--directories recurse. */
function grepRecursive(c: Cmd): bool {
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") return false;
    if (a.startsWith("--")) {
      if (a == "--recursive" || a == "--dereference-recursive" || a == "--directories=recurse") return true;
      if (a == "--directories" && i + 1 < argv.length && argv[i + 1] == "recurse") return true;
      continue;
    }
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 114 || ch == 82) return true; // r R
      if (ch == 100) { const v = k + 1 < a.length ? a.substring(k + 1) : (i + 1 < argv.length ? argv[i + 1] : ""); if (v == "recurse") return true; }
      if (findChar("efmABCdD", ch) >= 0) { if (k + 1 == a.length) i++; break; } // (a valued letter takes the rest)
    }
  }
  return false;
}

/** The targets of c's redirects as written, a target known only when it runs by its text
 * (`< "$D/.env"`: `$D/.env`), as argv keeps a word's; not a heredoc's or a here-string's
 * body, which are data. */
function redirectsOf(c: Cmd): Array<string> {
  const rs = c.redirects;
  if (rs.length == 0) return NO_FILES;
  const r = new Array<string>();
  for (let i = 0; i < rs.length; i++) {
    const d = unchecked(rs[i]);
    if (d.op == "<<" || d.op == "<<<") continue;
    r.push(d.target);
  }
  return r;
}

export function selection(x: Ctx, c: Cmd, sel: i32): Array<string> {
  if (sel == SEL_ARGV) return c.argv; // (the words as written: `$CMD` is a known text here)
  if (sel == SEL_REDIRECTS) return redirectsOf(c);
  const key = changetype<usize>(c);
  if (sel >= 0 && sel < SEL_COUNT && unchecked(x.selFor[sel]) == key) return unchecked(x.selList[sel])!;
  const r = sel == SEL_FLAGS ? flagsOf(x, c) : sel == SEL_POSITIONALS ? positionalsOf(x, c) : sel == SEL_ARGS ? argsOf(x, c)
    : sel == SEL_WRITES ? writesOf(x, c) : sel == SEL_DELETES ? deletesOf(x, c) : sel == SEL_READS ? readsOf(x, c)
    : sel == SEL_OVERWRITES ? overwritesOf(x, c) : sel == SEL_AFTER ? afterOf(x, c) : sel == SEL_DIRS ? dirsOf(x, c) : c.argv;
  if (sel >= 0 && sel < SEL_COUNT) { unchecked(x.selFor[sel] = key); unchecked(x.selList[sel] = r); }
  return r;
}

// ─── call-level predicates (the tool call as a whole) ─────────────────────────────

/** One step of work (test/linear.test.mjs counts them). */
export function countWork(): void { work++; }

/** Whether the call has field `name`, and its value ("" when it has not). */
export function isField(name: string): bool {
  for (let i = keys.length - 1; i >= 0; i--) if (keys[i] == name) return true;
  return false;
}
export function fieldValue(name: string): string { return field(name); }

export function callCmd(x: Ctx): Cmd {
  if (x.call == null) { const c = new Cmd(); c.dir = x.cwd; x.call = c; }
  return x.call!;
}

export function globExistsFact(x: Ctx, dirTpl: string, pattern: string, unknown: bool, c: Cmd | null = null): bool {
  // ({dir}: where the command acts — unknown where that is not known)
  if (c != null && dirTpl.includes("{dir}") && targetDir(x, c).length == 0) return unknown;
  const r = x.globExists(pathOf(x, dirTpl, c), pattern);
  return r < 0 ? unknown : r == 1;
}

export function jsonKeyFact(x: Ctx, fileTpl: string, keyTpl: string, unknown: bool): bool {
  const r = x.jsonKey(pathOf(x, fileTpl), render(x, keyTpl, null));
  return r < 0 ? unknown : r == 1;
}

export function existsFact(x: Ctx, pathTpl: string, unknown: bool, c: Cmd | null = null): bool {
  // ({dir}: where the command acts — unknown where that is not known)
  if (c != null && pathTpl.includes("{dir}") && targetDir(x, c).length == 0) return unknown;
  const r = x.exists(pathOf(x, pathTpl, c));
  return r < 0 ? unknown : r == 1;
}

