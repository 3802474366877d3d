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
