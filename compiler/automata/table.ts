/**
 * The serialized DFA table and a pure-JS reference runner over it.
 *
 * What: `serialize` lays an `Automaton` out as one little-endian byte blob that `wasm/dfa.ts`
 * (`dfaMatch`) reads in place, with no decoding step at hook start-up; `runTable` interprets the
 * same bytes in JS with the same algorithm, for tests and build-time example checks.
 * Why: one format, two runners, and differential tests between them and JS `RegExp`.
 * Cost per part: 36 + 256 + 4·segments + 2·states·(classes + 2) + 4·sets·⌈patterns/32⌉ bytes.
 * Runner: per part and per code unit, one class lookup (a table load for ASCII, a binary search
 * over `segLo` otherwise) and one u16 transition load; no allocation.
 *
 * Layout (little-endian; offsets in the table header are from the table start, offsets in a
 * part header from that part's start; parts start 4-aligned; any base alignment works, 4 is
 * best):
 *
 *   struct DfaTable {
 *     u32  magic;            //  0  0x41464452, the bytes "RDFA"
 *     u16  version;          //  4  1
 *     u16  nPatterns;        //  6  bit i of the answer = pattern i
 *     u16  setWords;         //  8  u32 words per pattern bitset = ceil(nPatterns / 32)
 *     u16  nParts;           // 10  ≥ 1; the answer is the OR of every part's answer
 *     u32  partOffset[nParts];  // 12
 *     Part parts[nParts];
 *   }
 *   struct Part {
 *     u16  nStates;          // +0  ≤ 16383
 *     u16  nClasses;         // +2  code-unit equivalence classes
 *     u16  nSegments;        // +4  ≥ 1: class segments for code units 0x80..0xFFFF
 *     u16  nSets;            // +6  distinct pattern sets; set 0 is empty
 *     u16  start;            // +8  initial state
 *     u16  full;             // +10 set of all this part's patterns (stop once all are reported)
 *     u32  offSegLo, offSegClass, offInfo, offEmit, offNext, offSets;  // +12 .. +32
 *     u16  ascii[128];       // +36 class of code units 0..127
 *     u16  segLo[nSegments];     // sorted, segLo[0] = 0x80; segment i = segLo[i] .. segLo[i+1]-1 (last: ..0xFFFF)
 *     u16  segClass[nSegments];  // class of each segment
 *     u16  info[nStates];        // bit 15: absorbing (all transitions loop); bit 14: emits on entry;
 *                                // bits 0..13: set reported if the input ends in this state
 *     u16  emit[nStates];        // set reported when the state is entered (if bit 14)
 *     u16  next[nStates][nClasses];  // transitions, row-major: bits 0..13 target state,
 *                                    // bits 14/15 the target's EMITS/ABSORBING flags (= info)
 *     u32  sets[nSets][setWords];    // pattern bitsets over ALL patterns of the table
 *   }
 *
 * Run one part: st = start; for each code unit c, unless st is absorbing:
 *   cls = c < 128 ? ascii[c] : segClass[last i with segLo[i] <= c]; e = next[st][cls];
 *   st = e & 0x3fff; if e & 0x4000: out |= sets[emit[st]], and stop the part once out ⊇ sets[full];
 * then out |= sets[info[st] & 0x3fff].
 */
import type { Automaton, AutomatonPart } from "./index.ts";

export const TABLE_MAGIC = 0x41464452;
export const TABLE_VERSION = 1;
export const ABSORBING = 0x8000;
export const EMITS = 0x4000;
export const SET_MASK = 0x3fff;
export const STATE_MASK = 0x3fff;
/** Most states a part can have (state ids share their u16 with two flag bits). */
export const MAX_PART_STATES = STATE_MASK + 1;
const PART_HEADER = 36;

export function serialize(a: Automaton): Uint8Array {
  const setWords = Math.ceil(a.patterns.length / 32);
  if (a.patterns.length > 0xffff || a.parts.length > 0xffff) throw new Error("automaton too large to serialize");
  const parts = a.parts.map((p) => serializePart(p, setWords));
  const headerBytes = align4(12 + 4 * parts.length);
  const size = parts.reduce((n, p) => n + align4(p.length), headerBytes);
  const buf = new Uint8Array(size);
  const v = new DataView(buf.buffer);
  v.setUint32(0, TABLE_MAGIC, true);
  v.setUint16(4, TABLE_VERSION, true);
  v.setUint16(6, a.patterns.length, true);
  v.setUint16(8, setWords, true);
  v.setUint16(10, parts.length, true);
  let at = headerBytes;
  parts.forEach((p, i) => {
    v.setUint32(12 + 4 * i, at, true);
    buf.set(p, at);
    at += align4(p.length);
  });
  return buf;
}

function serializePart(p: AutomatonPart, setWords: number): Uint8Array {
  const nStates = p.states.length;
  const nClasses = p.classes.length;
  if (nStates > MAX_PART_STATES || nClasses > 0xffff) throw new Error(`DFA too large to serialize (${nStates} states)`);
  const { ascii, segLo, segClass } = classTables(p);
  const sets: (readonly number[])[] = [[]];
  const setIndex = new Map<string, number>([["", 0]]);
  const setOf = (ps: readonly number[]): number => {
    const key = ps.join(",");
    let i = setIndex.get(key);
    if (i === undefined) {
      i = sets.push(ps) - 1;
      setIndex.set(key, i);
    }
    if (i > SET_MASK) throw new Error("DFA has too many distinct pattern sets to serialize");
    return i;
  };
  const full = setOf(p.patterns);
  const flags = p.states.map((s) => (s.absorbing ? ABSORBING : 0) | (s.emit.length ? EMITS : 0));
  const info = p.states.map((s, i) => setOf(s.accept) | flags[i]!);
  const emit = p.states.map((s) => setOf(s.emit));

  const offSegLo = PART_HEADER + 256;
  const offSegClass = offSegLo + 2 * segLo.length;
  const offInfo = offSegClass + 2 * segLo.length;
  const offEmit = offInfo + 2 * nStates;
  const offNext = offEmit + 2 * nStates;
  const offSets = align4(offNext + 2 * nStates * nClasses);
  const buf = new Uint8Array(offSets + 4 * sets.length * setWords);
  const v = new DataView(buf.buffer);
  [nStates, nClasses, segLo.length, sets.length, p.start, full].forEach((x, i) => v.setUint16(2 * i, x, true));
  [offSegLo, offSegClass, offInfo, offEmit, offNext, offSets].forEach((x, i) => v.setUint32(12 + 4 * i, x, true));
  const u16s = (off: number, xs: readonly number[]): void => xs.forEach((x, i) => v.setUint16(off + 2 * i, x, true));
  u16s(PART_HEADER, ascii);
  u16s(offSegLo, segLo);
  u16s(offSegClass, segClass);
  u16s(offInfo, info);
  u16s(offEmit, emit);
  p.states.forEach((s, i) => u16s(offNext + 2 * i * nClasses, s.next.map((t) => t | flags[t]!)));
  sets.forEach((set, i) => {
    for (const pat of set) {
      const at = offSets + 4 * (i * setWords + (pat >> 5));
      v.setUint32(at, (v.getUint32(at, true) | (1 << (pat & 31))) >>> 0, true);
    }
  });
  return buf;
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** ASCII lookup table plus the segment list for 0x80..0xFFFF. */
export function classTables(p: { readonly classes: AutomatonPart["classes"] }): {
  ascii: number[];
  segLo: number[];
  segClass: number[];
} {
  const starts: [number, number][] = [];
  p.classes.forEach((ranges, cls) => {
    for (const [lo] of ranges) starts.push([lo, cls]);
  });
  starts.sort((x, y) => x[0] - y[0]);
  const ascii: number[] = new Array<number>(128).fill(0);
  const segLo: number[] = [];
  const segClass: number[] = [];
  starts.forEach(([lo, cls], i) => {
    const hi = (starts[i + 1]?.[0] ?? 0x10000) - 1;
    for (let c = lo; c <= Math.min(hi, 127); c++) ascii[c] = cls;
    if (hi < 128 || segClass[segClass.length - 1] === cls) return;
    segLo.push(Math.max(lo, 128));
    segClass.push(cls);
  });
  return { ascii, segLo, segClass };
}

export interface TablePart {
  readonly base: number;
  readonly nStates: number;
  readonly nClasses: number;
  readonly nSegments: number;
  readonly nSets: number;
  readonly start: number;
  readonly full: number;
  readonly offSegLo: number;
  readonly offSegClass: number;
  readonly offInfo: number;
  readonly offEmit: number;
  readonly offNext: number;
  readonly offSets: number;
}

/** Decodes and validates the headers of a serialized table. */
export function readTable(table: Uint8Array): {
  view: DataView;
  nPatterns: number;
  setWords: number;
  parts: TablePart[];
} {
  const v = new DataView(table.buffer, table.byteOffset, table.byteLength);
  if (table.byteLength < 12 || v.getUint32(0, true) !== TABLE_MAGIC) throw new Error("not a rulec DFA table");
  if (v.getUint16(4, true) !== TABLE_VERSION) throw new Error(`unsupported DFA table version ${v.getUint16(4, true)}`);
  const u16 = (o: number): number => v.getUint16(o, true);
  const u32 = (o: number): number => v.getUint32(o, true);
  const parts = Array.from({ length: u16(10) }, (_, i): TablePart => {
    const b = u32(12 + 4 * i);
    return {
      base: b,
      nStates: u16(b),
      nClasses: u16(b + 2),
      nSegments: u16(b + 4),
      nSets: u16(b + 6),
      start: u16(b + 8),
      full: u16(b + 10),
      offSegLo: b + u32(b + 12),
      offSegClass: b + u32(b + 16),
      offInfo: b + u32(b + 20),
      offEmit: b + u32(b + 24),
      offNext: b + u32(b + 28),
      offSets: b + u32(b + 32),
    };
  });
  return { view: v, nPatterns: u16(6), setWords: u16(8), parts };
}

/** Reference runner: the ascending indexes of the patterns whose regex matches `s`. */
export function runTable(table: Uint8Array, s: string): number[] {
  const { view: v, setWords, parts } = readTable(table);
  const out = new Uint32Array(setWords);
  for (const p of parts) runPart(v, p, setWords, s, out);
  const found: number[] = [];
  out.forEach((bits, w) => {
    for (let b = 0; b < 32; b++) if ((bits >>> b) & 1) found.push(w * 32 + b);
  });
  return found;
}

function runPart(v: DataView, p: TablePart, setWords: number, s: string, out: Uint32Array): void {
  const orSet = (set: number): void => {
    for (let w = 0; w < setWords; w++) out[w] = out[w]! | v.getUint32(p.offSets + 4 * (set * setWords + w), true);
  };
  const covers = (set: number): boolean => {
    for (let w = 0; w < setWords; w++) {
      const need = v.getUint32(p.offSets + 4 * (set * setWords + w), true);
      if ((out[w]! & need) >>> 0 !== need) return false;
    }
    return true;
  };
  let st = p.start;
  let flags = v.getUint16(p.offInfo + 2 * st, true);
  for (let i = 0; i < s.length && !(flags & ABSORBING); i++) {
    const c = s.charCodeAt(i);
    const cls = c < 128 ? v.getUint16(p.base + PART_HEADER + 2 * c, true) : segmentClass(v, p, c);
    const entry = v.getUint16(p.offNext + 2 * (st * p.nClasses + cls), true);
    st = entry & STATE_MASK;
    flags = entry;
    if (entry & EMITS) {
      orSet(v.getUint16(p.offEmit + 2 * st, true));
      if (covers(p.full)) return;
    }
  }
  orSet(v.getUint16(p.offInfo + 2 * st, true) & SET_MASK);
}

function segmentClass(v: DataView, p: TablePart, c: number): number {
  let lo = 0;
  let hi = p.nSegments - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (v.getUint16(p.offSegLo + 2 * mid, true) <= c) lo = mid;
    else hi = mid - 1;
  }
  return v.getUint16(p.offSegClass + 2 * lo, true);
}
