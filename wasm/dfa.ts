// The DFA runner: a serialized multi-pattern automaton table + a string → which patterns match.
//
// Input: a table produced by compiler/automata (`serialize`, layout documented in
// compiler/automata/table.ts) placed in linear memory, e.g.
// `const T: usize = memory.data<u8>([...], 4)`, and a UTF-16 string. Output: `out` (a bitset of
// ceil(nPatterns / 32) words, cleared first) gets bit i set for every pattern i whose JS regex
// `.test(s)` is true; returns whether any bit is set.
//
// Cost: per table part, one pass over the string: per code unit a class lookup (one load for
// ASCII, a binary search over the non-ASCII segments otherwise) and one u16 transition load (a
// dense part) or a walk of 1 to MAX_CHAIN + 1 u32 loads (a comb part, rows compressed as
// default chains); a part stops early in an absorbing state or once all its patterns are
// reported. No recursion, no allocation, no backtracking. The table may sit at any address
// (4-aligned is best). `dfaMatchDense` is the same without the comb walk, for tables that
// have no comb part (the module then carries no code for it).

import { findChar } from "./shell/text";

const ABSORBING: u32 = 0x8000;
const EMITS: u32 = 0x4000;
const SET_MASK: u32 = 0x3fff;
const STATE_MASK: u32 = 0x3fff;
const PART_HEADER: usize = 48;
const LAYOUT_COMB: u32 = 1;
const NO_FALLBACK: usize = 0xffff;
const MAX_CHAIN: u32 = 8;

/** Runs a table of any layout. */
export function dfaMatch(table: usize, s: string, out: StaticArray<u32>): bool {
  return matchParts(table, changetype<usize>(s), <usize>s.length, out, true);
}

/** Runs a table of any layout over `len` UTF-16 code units at `sp` (a text that is not a string object). */
export function dfaMatchUnits(table: usize, sp: usize, len: usize, out: StaticArray<u32>): bool {
  return matchParts(table, sp, len, out, true);
}

/** Runs a table whose parts are all dense (codegen's choice when they are: no comb walk in the module). */
export function dfaMatchDense(table: usize, s: string, out: StaticArray<u32>): bool {
  return matchParts(table, changetype<usize>(s), <usize>s.length, out, false);
}

// @ts-ignore: decorator
@inline function matchParts(table: usize, sp: usize, len: usize, out: StaticArray<u32>, comb: bool): bool {
  const words = <usize>out.length;
  const outp = changetype<usize>(out);
  memory.fill(outp, 0, words << 2);
  const setWords = <usize>load<u16>(table, 8);
  const nParts = <usize>load<u16>(table, 10);
  const n = words < setWords ? words : setWords;
  for (let p: usize = 0; p < nParts; p++) {
    const part = table + <usize>load<u32>(table + 12 + (p << 2));
    if (comb && <u32>load<u16>(part, 12) == LAYOUT_COMB) runCombPart(part, sp, len, outp, n, setWords);
    else runDensePart(part, sp, len, outp, n, setWords);
  }
  let any: u32 = 0;
  for (let w: usize = 0; w < n; w++) any |= load<u32>(outp + (w << 2));
  return any != 0;
}

/** The number of parts of a table (each its own automaton over a group of the patterns). */
export function dfaPartCount(table: usize): i32 { return <i32>load<u16>(table, 10); }

/** Whether part `p` of a table reports pattern `bit` (its set of all patterns holds it). */
export function dfaPartHas(table: usize, p: i32, bit: i32): bool {
  const setWords = <usize>load<u16>(table, 8);
  if (<usize>(bit >>> 5) >= setWords) return false;
  const part = table + <usize>load<u32>(table + 12 + (<usize>p << 2));
  return hasBit(part + <usize>load<u32>(part, 36), <usize>load<u16>(part, 10), setWords, bit);
}

/**
 * Runs part `p` of a table over `s`, adding the patterns it finds to `out` (not cleared):
 * for a caller that asks about one pattern, only the parts that report it run (the bits of
 * a pattern split over parts are the union of theirs, whatever the order the parts run in).
 */
export function dfaRunPart(table: usize, p: i32, s: string, out: StaticArray<u32>): void {
  const setWords = <usize>load<u16>(table, 8);
  const words = <usize>out.length;
  const n = words < setWords ? words : setWords;
  const part = table + <usize>load<u32>(table + 12 + (<usize>p << 2));
  const sp = changetype<usize>(s), len = <usize>s.length, outp = changetype<usize>(out);
  if (<u32>load<u16>(part, 12) == LAYOUT_COMB) runCombPart(part, sp, len, outp, n, setWords);
  else runDensePart(part, sp, len, outp, n, setWords);
}

function runDensePart(part: usize, sp: usize, len: usize, outp: usize, n: usize, setWords: usize): void {
  scan(part, sp, len, outp, n, setWords, false);
}

function runCombPart(part: usize, sp: usize, len: usize, outp: usize, n: usize, setWords: usize): void {
  scan(part, sp, len, outp, n, setWords, true);
}

// @ts-ignore: decorator
@inline function scan(part: usize, sp: usize, len: usize, outp: usize, n: usize, setWords: usize, comb: bool): void {
  const nClasses = <usize>load<u16>(part, 2);
  const nSegments = <usize>load<u16>(part, 4);
  const full = <usize>load<u16>(part, 10);
  const segLo = part + <usize>load<u32>(part, 16);
  const segClass = part + <usize>load<u32>(part, 20);
  const info = part + <usize>load<u32>(part, 24);
  const emit = part + <usize>load<u32>(part, 28);
  const next = part + <usize>load<u32>(part, 32);
  const sets = part + <usize>load<u32>(part, 36);
  const rows = part + <usize>load<u32>(part, 40);
  const template = part + <usize>load<u32>(part, 44);
  const ascii = part + PART_HEADER;
  const rowBytes = nClasses << 1;
  let st = <usize>load<u16>(part, 8);
  // An entry is the target state (bits 0..13) plus the target's ABSORBING/EMITS flags.
  let flags = <u32>load<u16>(info + (st << 1)) & (ABSORBING | EMITS);
  for (let i: usize = 0; i < len && !(flags & ABSORBING); i++) {
    const c = <u32>load<u16>(sp + (i << 1));
    const cls = c < 128 ? <usize>load<u16>(ascii + (<usize>c << 1)) : segmentClass(segLo, segClass, nSegments, c);
    const entry = comb ? combEntry(rows, template, next, st, cls) : <u32>load<u16>(next + st * rowBytes + (cls << 1));
    st = <usize>(entry & STATE_MASK);
    flags = entry;
    if (entry & EMITS) {
      orSet(sets + ((<usize>load<u16>(emit + (st << 1)) * setWords) << 2), outp, n);
      if (covers(sets + ((full * setWords) << 2), outp, n, setWords)) return;
    }
  }
  orSet(sets + ((<usize>(<u32>load<u16>(info + (st << 1)) & SET_MASK) * setWords) << 2), outp, n);
}

/** The comb walk (compiler/automata/table.ts): st's own slot, then its fallbacks', then the template row. */
// @ts-ignore: decorator
@inline function combEntry(rows: usize, template: usize, comb: usize, st: usize, cls: usize): u32 {
  let d = st;
  for (let probes: u32 = 0; d != NO_FALLBACK && probes < MAX_CHAIN; probes++) {
    const row = load<u32>(rows + (d << 2));
    const slot = load<u32>(comb + ((<usize>(row & 0xffff) + cls) << 2));
    if (<usize>(slot & 0xffff) == d) return slot >>> 16;
    d = <usize>(row >>> 16);
  }
  return <u32>load<u16>(template + (cls << 1));
}

/** Class of a non-ASCII code unit: last segment whose start is <= c. */
function segmentClass(segLo: usize, segClass: usize, n: usize, c: u32): usize {
  let lo: usize = 0;
  let hi: usize = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (<u32>load<u16>(segLo + (mid << 1)) <= c) lo = mid;
    else hi = mid - 1;
  }
  return <usize>load<u16>(segClass + (lo << 1));
}

// @ts-ignore: decorator
@inline function orSet(set: usize, outp: usize, n: usize): void {
  for (let w: usize = 0; w < n; w++) {
    const at = outp + (w << 2);
    store<u32>(at, load<u32>(at) | load<u32>(set + (w << 2)));
  }
}

/** Whether `out` already holds every bit of `set` (bits beyond `out` never count as held). */
function covers(set: usize, outp: usize, n: usize, setWords: usize): bool {
  for (let w: usize = 0; w < setWords; w++) {
    const need = load<u32>(set + (w << 2));
    const have: u32 = w < n ? load<u32>(outp + (w << 2)) : 0;
    if ((have & need) != need) return false;
  }
  return true;
}

// ─── a glob against a table ─────────────────────────────────────────────────────
// Whether some text a glob pattern stands for (bash's pathname expansion: `*` any run of
// code units but `/`, `?` and a bracket expression `[…]` any one but `/`, the rest literal)
// makes pattern `bit` of a table match: a search over pairs (position in the glob, state) of
// each part that reports the bit (a pattern may be split over parts: any of them). Looser
// than bash where that is cheap (a bracket expression taken as any unit; `/` matched by a
// wildcard when its class holds other units; no leading-dot rule): the answer may be "can"
// where bash could not, never "cannot" where it could. Cost: at most `budget` steps and
// (glob length + 1) × states bits of scratch per part; past either, -1 (not known).

// (dotglob, or GLOBIGNORE, in the call being read: a wildcard matches a name's leading `.`)
let GLOB_DOTS: bool = false;
export function setGlobDots(on: bool): void { GLOB_DOTS = on; }
// (the steps every glob search of one call may take together — each class a wildcard tries
// is one —, past which each search answers "not known": a per-search budget alone let a
// call of many `?` words cost seconds)
const GLOB_CALL_BUDGET: i32 = 1 << 20;
let GLOB_LEFT: i32 = GLOB_CALL_BUDGET;
/** A new call's glob searches: the whole budget again (parseShell, at each call's start). */
export function resetGlobBudget(): void { GLOB_LEFT = GLOB_CALL_BUDGET; }
export function globDots(): bool { return GLOB_DOTS; }
// (nocaseglob in the call: a pattern's letters match names in either case — the search
// below reads them as written, so it rules out no name: wasm/rules.ts globWord)
let GLOB_NOCASE: bool = false;
export function setGlobNocase(on: bool): void { GLOB_NOCASE = on; }
export function globNocase(): bool { return GLOB_NOCASE; }

/** 1: some text the glob matches makes pattern `bit` match; 0: none does; -1: not known. */
export function dfaGlobMay(table: usize, bit: i32, glob: string, budget: i32, serial: u32): i32 {
  if (serial != GLOB_SERIAL) { GLOB_SEEN = new StaticArray<u32>(0); GLOB_STACK = new Array<i32>(); GLOB_SERIAL = serial; }
  const nParts = <usize>load<u16>(table, 10);
  const setWords = <usize>load<u16>(table, 8);
  let r = 0;
  for (let p: usize = 0; p < nParts; p++) {
    const part = table + <usize>load<u32>(table + 12 + (p << 2));
    if (!hasBit(part + <usize>load<u32>(part, 36), <usize>load<u16>(part, 10), setWords, bit)) continue;
    const q = globPart(part, setWords, bit, glob, budget);
    if (q == 1) return 1;
    if (q < 0) r = -1;
  }
  return r;
}

@inline function hasBit(sets: usize, set: usize, setWords: usize, bit: i32): bool {
  return ((load<u32>(sets + ((set * setWords + (<usize>bit >>> 5)) << 2)) >>> (<u32>bit & 31)) & 1) != 0;
}

/**
 * The bracket expressions of a glob: where each `[` ends, for every position at once.
 * bash's reading (its manual, "Pattern Matching"): after `[`, an optional `!` or `^`, then
 * a `]` that is a member; the expression ends at the next `]` that closes no class,
 * equivalence class or collating symbol (`[:alpha:]`, `[=a=]`, `[.-.]` are one member
 * each: their `]` ends no bracket). One pass from the right (the body that starts at each
 * position, and the next `:]`, `=]`, `.]` after it): a scan per `[` made a glob of many
 * of them quadratic — `[[[[…` or `[:[:[:…` of 16 K took seconds. Cost: 4 bytes a unit.
 */
export class Brackets {
  // where the members scanned from position p stop: the closing `]`'s index, or n
  private stop: StaticArray<i32>;
  constructor(private g: string) {
    const n = g.length;
    const stop = new StaticArray<i32>(n + 1);
    stop[n] = n;
    let colon = n, eq = n, dot = n; // the first `:]`, `=]`, `.]` at or after p + 2
    for (let p = n - 1; p >= 0; p--) {
      const q = p + 2;
      if (q + 1 < n && g.charCodeAt(q + 1) == 93) {
        const u = g.charCodeAt(q);
        if (u == 58) colon = q; else if (u == 61) eq = q; else if (u == 46) dot = q;
      }
      const c = g.charCodeAt(p);
      if (c == 93) { unchecked(stop[p] = p); continue; }
      const t = p + 1 < n ? g.charCodeAt(p + 1) : 0;
      const e = c != 91 ? n : t == 58 ? colon : t == 61 ? eq : t == 46 ? dot : n;
      unchecked(stop[p] = e < n ? unchecked(stop[e + 2]) : unchecked(stop[p + 1]));
    }
    this.stop = stop;
  }
  /** The end (exclusive) of the bracket expression at `i`, or -1 when `[` is literal there. */
  endAt(i: i32): i32 {
    const g = this.g, n = g.length;
    let k = i + 1;
    if (k < n && (g.charCodeAt(k) == 33 || g.charCodeAt(k) == 94)) k++; // ! ^
    if (k < n && g.charCodeAt(k) == 93) k++; // a leading ] is a member
    const e = k <= n ? unchecked(this.stop[k]) : n;
    return e < n ? e + 1 : -1;
  }
}



// (the search's scratch, reused by each: the cells seen and the stack of cells to visit —
// made again in each call, whose start may rewind the allocator under them: `serial`)
let GLOB_SEEN = new StaticArray<u32>(0);
let GLOB_STACK = new Array<i32>();
let GLOB_SERIAL: u32 = 0;

// (the part's header read through unitClass/entryOf: off the hot path, so not unrolled as scan's)
function globPart(part: usize, setWords: usize, bit: i32, g: string, budget: i32): i32 {
  const nStates = <i32>load<u16>(part, 0);
  const nClasses = <usize>load<u16>(part, 2);
  const nSegments = <usize>load<u16>(part, 4);
  const segClass = part + <usize>load<u32>(part, 20);
  const info = part + <usize>load<u32>(part, 24);
  const emit = part + <usize>load<u32>(part, 28);
  const sets = part + <usize>load<u32>(part, 36);
  const ascii = part + PART_HEADER;
  // the classes of `/` and `.`, each skipped by a wildcard where bash skips it when it is
  // alone in its class: `/` always, `.` as a name's first unit unless the glob's segment
  // begins with a literal `.` (no dotglob)
  const slash = aloneClass(ascii, segClass, nSegments, 47);
  const dot = aloneClass(ascii, segClass, nSegments, 46);
  // (a name the glob makes is a file's: bash expands `~` and `$` before it globs, so a rule's
  // `~…` or `$HOME…` at a word's start is no name's spelling)
  const tilde = aloneClass(ascii, segClass, nSegments, 126);
  const dollar = aloneClass(ascii, segClass, nSegments, 36);
  const n = g.length;
  const cells = <i64>(n + 1) * <i64>nStates * 2;
  if (cells > (1 << 22) || GLOB_LEFT <= 0) return -1;
  // (one scratch for every search, cleared to the size this one needs: the allocator frees
  // nothing within a call, so a fresh bit set per search made a call of many glob words hold
  // the sum of their scratch — 3,000 of them ran the classifier out of memory)
  const words = <i32>((cells + 31) >> 5);
  if (GLOB_SEEN.length < words) GLOB_SEEN = new StaticArray<u32>(words);
  else memory.fill(changetype<usize>(GLOB_SEEN), 0, <usize>words << 2);
  const seen = GLOB_SEEN;
  const stack = GLOB_STACK;
  stack.length = 0;
  stack.push(<i32>load<u16>(part, 8)); stack.push(0); stack.push(1);
  // (per position, read once: where a bracket expression ends, and whether the segment
  // holding it begins with a literal `.` — a scan per step made the search quadratic)
  const brackets: Brackets | null = findChar(g, 91) >= 0 ? new Brackets(g) : null;
  const dotSeg = new StaticArray<u8>(n + 1);
  for (let i = 0, dotted = n > 0 && g.charCodeAt(0) == 46; i < n; i++) {
    if (i > 0 && g.charCodeAt(i - 1) == 47) dotted = g.charCodeAt(i) == 46;
    unchecked(dotSeg[i] = dotted ? 1 : 0);
  }
  let steps = 0;
  while (stack.length) {
    const first = stack.pop(), i = stack.pop(), st = stack.pop();
    const cell = (i * nStates + st) * 2 + first;
    const word = cell >>> 5, mask = <u32>1 << (<u32>cell & 31);
    if (unchecked(seen[word]) & mask) continue;
    unchecked(seen[word] = unchecked(seen[word]) | mask);
    if (++steps > budget) return -1;
    const flags = <u32>load<u16>(info + (<usize>st << 1));
    if (i == n || flags & ABSORBING) {
      // (an absorbing state stays: the rest of the glob changes nothing)
      if (hasBit(sets, <usize>(flags & SET_MASK), setWords, bit)) return 1;
      continue;
    }
    const c = g.charCodeAt(i);
    let to = i + 1;
    let any = c == 42 || c == 63;
    if (c == 91) { const e = brackets!.endAt(i); if (e > 0) { any = true; to = e; } }
    // (* matches nothing — a name's first unit is then still to come — or a unit and stays)
    if (c == 42) { stack.push(st); stack.push(i + 1); stack.push(first); to = i; }
    // (a name's first unit is a `.` only where the glob's segment begins with one)
    const noDot = !GLOB_DOTS && first == 1 && unchecked(dotSeg[i]) == 0;
    // (a literal unit: its one class; a wildcard: every class)
    const one: usize = any ? 0 : unitClass(part, <u32>c);
    const last: usize = any ? nClasses : one + 1;
    for (let cls = one; cls < last; cls++) {
      if (++steps > budget || --GLOB_LEFT < 0) return -1;
      if (any && (cls == slash || (noDot && cls == dot) || (i == 0 && first == 1 && (cls == tilde || cls == dollar)))) continue;
      const entry = entryOf(part, <usize>st, cls);
      const t = <i32>(entry & STATE_MASK);
      if (entry & EMITS && hasBit(sets, <usize>load<u16>(emit + (<usize>t << 1)), setWords, bit)) return 1;
      // (a cell already searched is not pushed again: a wildcard's classes mostly lead to a
      // few states, the dead one above all)
      const tf = !any && c == 47 ? 1 : 0;
      const tc = (to * nStates + t) * 2 + tf;
      if (unchecked(seen[tc >>> 5]) & (<u32>1 << (<u32>tc & 31))) continue;
      stack.push(t); stack.push(to); stack.push(tf);
    }
  }
  return 0;
}

/** The class of code unit c in a part. */
function unitClass(part: usize, c: u32): usize {
  return c < 128 ? <usize>load<u16>(part + PART_HEADER + (<usize>c << 1))
    : segmentClass(part + <usize>load<u32>(part, 16), part + <usize>load<u32>(part, 20), <usize>load<u16>(part, 4), c);
}

/** The entry (target state and its flags) of state st for class cls in a part, of either layout. */
function entryOf(part: usize, st: usize, cls: usize): u32 {
  const next = part + <usize>load<u32>(part, 32);
  if (<u32>load<u16>(part, 12) == LAYOUT_COMB) return combEntry(part + <usize>load<u32>(part, 40), part + <usize>load<u32>(part, 44), next, st, cls);
  return <u32>load<u16>(next + st * (<usize>load<u16>(part, 2) << 1) + (cls << 1));
}

/** The class of code unit `u` (ASCII) when no other unit shares it, else -1 (never skipped). */
function aloneClass(ascii: usize, segClass: usize, nSegments: usize, u: usize): usize {
  const cls = <usize>load<u16>(ascii + (u << 1));
  for (let c: usize = 0; c < 128; c++) if (c != u && <usize>load<u16>(ascii + (c << 1)) == cls) return <usize>-1;
  for (let k: usize = 0; k < nSegments; k++) if (<usize>load<u16>(segClass + (k << 1)) == cls) return <usize>-1;
  return cls;
}
