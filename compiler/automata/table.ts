/**
 * The serialized DFA table and a pure-JS reference runner over it.
 *
 * What: `serialize` lays an `Automaton` out as one little-endian byte blob that `wasm/dfa.ts`
 * (`dfaMatch`) reads in place, with no decoding step at hook start-up; `runTable` interprets the
 * same bytes in JS with the same algorithm, for tests and build-time example checks.
 * Why: one format, two runners, and differential tests between them and JS `RegExp`.
 * Each part's transitions are laid out one of two ways (`Layout`): dense, a u16 per state and
 * class; or comb, default chains over one comb vector (`comb.ts`), for a large part whose rows
 * differ in few classes (the DFAs of many unanchored patterns: a fifth of the bytes), read
 * with a short walk instead of one load.
 * Cost per part: 48 + 256 + 4·segments + 4·states + 4·sets·⌈patterns/32⌉ bytes, plus
 * 2·states·classes (dense) or 4·states + 2·classes + 4·slots (comb).
 * Runner: per part and per code unit, one class lookup (a table load for ASCII, a binary search
 * over `segLo` otherwise) and one u16 transition load (dense) or 1 to MAX_CHAIN + 1 u32 loads
 * (comb); no allocation.
 *
 * Layout (little-endian; offsets in the table header are from the table start, offsets in a
 * part header from that part's start; parts start 4-aligned; any base alignment works, 4 is
 * best):
 *
 *   struct DfaTable {
 *     u32  magic;            //  0  0x41464452, the bytes "RDFA"
 *     u16  version;          //  4  2
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
 *     u16  layout;           // +12 0 dense, 1 comb
 *     u16  reserved;         // +14 0
 *     u32  offSegLo, offSegClass, offInfo, offEmit, offNext, offSets, offRows, offTemplate;  // +16 .. +44
 *     u16  ascii[128];       // +48 class of code units 0..127
 *     u16  segLo[nSegments];     // sorted, segLo[0] = 0x80; segment i = segLo[i] .. segLo[i+1]-1 (last: ..0xFFFF)
 *     u16  segClass[nSegments];  // class of each segment
 *     u16  info[nStates];        // bit 15: absorbing (all transitions loop); bit 14: emits on entry;
 *                                // bits 0..13: set reported if the input ends in this state
 *     u16  emit[nStates];        // set reported when the state is entered (if bit 14)
 *     dense (offRows = offTemplate = 0):
 *       u16  next[nStates][nClasses];  // transitions, row-major: an ENTRY is bits 0..13 the target
 *                                      // state, bits 14/15 the target's EMITS/ABSORBING flags (= info)
 *     comb:
 *       u32  rows[nStates];        // at offRows: bits 0..15 the state's comb base, 16..31 its
 *                                  // fallback state (0xFFFF: the template row)
 *       u16  template[nClasses];   // at offTemplate: the entry of a chain's end
 *       u32  comb[slots];          // at offNext: bits 0..15 the owning state (0xFFFF: none),
 *                                  // 16..31 an ENTRY
 *     u32  sets[nSets][setWords];    // pattern bitsets over ALL patterns of the table
 *   }
 *
 * The entry of state st for class cls: dense, next[st][cls]; comb, for d = st, then d's
 * fallback, and so on: if comb[base(d) + cls] is owned by d, its entry; at the chain's end
 * (fallback 0xFFFF), template[cls].
 * Run one part: st = start; for each code unit c, unless st is absorbing:
 *   cls = c < 128 ? ascii[c] : segClass[last i with segLo[i] <= c]; e = the entry of st for cls;
 *   st = e & 0x3fff; if e & 0x4000: out |= sets[emit[st]], and stop the part once out ⊇ sets[full];
 * then out |= sets[info[st] & 0x3fff].
 */
import type { Automaton, AutomatonPart } from "./index.ts";
import { combRows, MAX_CHAIN, NO_FALLBACK } from "./comb.ts";

export const TABLE_MAGIC = 0x41464452;
export const TABLE_VERSION = 2;
export const ABSORBING = 0x8000;
export const EMITS = 0x4000;
export const SET_MASK = 0x3fff;
export const STATE_MASK = 0x3fff;
/** Most states a part can have (state ids share their u16 with two flag bits). */
export const MAX_PART_STATES = STATE_MASK + 1;
export const LAYOUT_DENSE = 0;
export const LAYOUT_COMB = 1;
const PART_HEADER = 48;
/**
 * "auto": a part whose dense transitions take at least COMB_MIN_BYTES is laid out as a comb
 * when that takes at most half the bytes (smaller parts cost little either way, and one load
 * a code unit is the fastest walk); "dense"/"comb" force one (tests).
 */
export type Layout = "auto" | "dense" | "comb";
export const COMB_MIN_BYTES = 1024;

export function serialize(a: Automaton, opts: { readonly layout?: Layout } = {}): Uint8Array {
  const setWords = Math.ceil(a.patterns.length / 32);
  if (a.patterns.length > 0xffff || a.parts.length > 0xffff) throw new Error("automaton too large to serialize");
  const parts = a.parts.map((p) => serializePart(p, setWords, opts.layout ?? "auto"));
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

function serializePart(p: AutomatonPart, setWords: number, layout: Layout): Uint8Array {
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
  const next = new Uint16Array(nStates * nClasses);
  p.states.forEach((s, i) => s.next.forEach((t, c) => (next[i * nClasses + c] = t | flags[t]!)));

  const denseBytes = 2 * nStates * nClasses;
  const comb = layout === "dense" || (layout === "auto" && denseBytes < COMB_MIN_BYTES) ? null : combRows(next, nStates, nClasses);
  const combBytes = comb ? 4 * nStates + 2 * nClasses + 4 * comb.owner.length + 4 : Infinity;
  const useComb = comb !== null && (layout === "comb" || 2 * combBytes <= denseBytes);

  const offSegLo = PART_HEADER + 256;
  const offSegClass = offSegLo + 2 * segLo.length;
  const offInfo = offSegClass + 2 * segLo.length;
  const offEmit = offInfo + 2 * nStates;
  const offRows = useComb ? align4(offEmit + 2 * nStates) : 0;
  const offTemplate = useComb ? offRows + 4 * nStates : 0;
  const offNext = useComb ? align4(offTemplate + 2 * nClasses) : offEmit + 2 * nStates;
  const offSets = align4(offNext + (useComb ? 4 * comb!.owner.length : denseBytes));
  const buf = new Uint8Array(offSets + 4 * sets.length * setWords);
  const v = new DataView(buf.buffer);
  [nStates, nClasses, segLo.length, sets.length, p.start, full, useComb ? LAYOUT_COMB : LAYOUT_DENSE, 0].forEach((x, i) => v.setUint16(2 * i, x, true));
  [offSegLo, offSegClass, offInfo, offEmit, offNext, offSets, offRows, offTemplate].forEach((x, i) => v.setUint32(16 + 4 * i, x, true));
  const u16s = (off: number, xs: ArrayLike<number>): void => Array.prototype.forEach.call(xs, (x: number, i: number) => v.setUint16(off + 2 * i, x, true));
  u16s(PART_HEADER, ascii);
  u16s(offSegLo, segLo);
  u16s(offSegClass, segClass);
  u16s(offInfo, info);
  u16s(offEmit, emit);
  if (useComb) {
    const { base, fallback, template, owner, entry } = comb!;
    for (let s = 0; s < nStates; s++) v.setUint32(offRows + 4 * s, (base[s]! | (fallback[s]! << 16)) >>> 0, true);
    u16s(offTemplate, template);
    for (let i = 0; i < owner.length; i++) v.setUint32(offNext + 4 * i, (owner[i]! | (entry[i]! << 16)) >>> 0, true);
  } else {
    u16s(offNext, next);
  }
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
  /** LAYOUT_DENSE or LAYOUT_COMB. */
  readonly layout: number;
  readonly offRows: number;
  readonly offTemplate: number;
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
      layout: u16(b + 12),
      offSegLo: b + u32(b + 16),
      offSegClass: b + u32(b + 20),
      offInfo: b + u32(b + 24),
      offEmit: b + u32(b + 28),
      offNext: b + u32(b + 32),
      offSets: b + u32(b + 36),
      offRows: b + u32(b + 40),
      offTemplate: b + u32(b + 44),
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
    const entry = p.layout === LAYOUT_COMB ? combEntry(v, p, st, cls) : v.getUint16(p.offNext + 2 * (st * p.nClasses + cls), true);
    st = entry & STATE_MASK;
    flags = entry;
    if (entry & EMITS) {
      orSet(v.getUint16(p.offEmit + 2 * st, true));
      if (covers(p.full)) return;
    }
  }
  orSet(v.getUint16(p.offInfo + 2 * st, true) & SET_MASK);
}

/** The comb walk: st's own slot, then its fallbacks', then the template row. */
function combEntry(v: DataView, p: TablePart, st: number, cls: number): number {
  for (let d = st, probes = 0; d !== NO_FALLBACK && probes < MAX_CHAIN; probes++) {
    const row = v.getUint32(p.offRows + 4 * d, true);
    const slot = v.getUint32(p.offNext + 4 * ((row & 0xffff) + cls), true);
    if ((slot & 0xffff) === d) return slot >>> 16;
    d = row >>> 16;
  }
  return v.getUint16(p.offTemplate + 2 * cls, true);
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
