/**
 * Combining per-pattern DFAs: product construction, and raw DFA → minimized part.
 *
 * What: `product(a, b)` runs two parts in lockstep over the common refinement of their
 * alphabets; a product state emits/accepts the union of what its two components emit/accept
 * and is absorbing when both are. `toPart` minimizes a raw DFA and attaches class ranges.
 *
 * Why: the answer of a multi-pattern automaton is the union of the single-pattern answers, in
 * both match modes, so the minimized product is the same canonical machine the subset
 * construction would build for the union, at the cost of integer table lookups instead of NFA
 * closures. This makes trying "does this pattern still fit into that part?" cheap.
 * Cost: O(reachable product states × classes), capped by `limit`; build time only.
 */
import type { AutomatonPart } from "./index.ts";
import { minimize } from "./minimize.ts";
import { normalize, type Range, type RangeSet } from "./ranges.ts";
import type { MatchMode, RawDfa, RawState } from "./subset.ts";

/** Code unit → class of a part (a dense lookup, 128 KiB, build time only). */
function unitClasses(classes: readonly RangeSet[]): Uint16Array {
  const map = new Uint16Array(0x10000);
  classes.forEach((ranges, c) => {
    for (const [lo, hi] of ranges) map.fill(c, lo, hi + 1);
  });
  return map;
}

function unionSorted(a: readonly number[], b: readonly number[]): readonly number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

/** The reachable product of two parts, or null past `limit` states. Not minimized. */
export function product(
  a: AutomatonPart,
  b: AutomatonPart,
  limit: number,
): { raw: RawDfa; classRanges: RangeSet[] } | null {
  const ua = unitClasses(a.classes);
  const ub = unitClasses(b.classes);
  const classOfPair = new Map<number, number>();
  const pairA: number[] = [];
  const pairB: number[] = [];
  const ranges: Range[][] = [];
  let runStart = 0;
  for (let u = 0; u <= 0x10000; u++) {
    if (u < 0x10000 && u > 0 && ua[u] === ua[u - 1] && ub[u] === ub[u - 1]) continue;
    if (u > 0) {
      const key = ua[runStart]! * 0x10000 + ub[runStart]!;
      let c = classOfPair.get(key);
      if (c === undefined) {
        c = pairA.push(ua[runStart]!) - 1;
        pairB.push(ub[runStart]!);
        ranges.push([]);
        classOfPair.set(key, c);
      }
      ranges[c]!.push([runStart, u - 1]);
    }
    runStart = u;
  }
  const nb = b.states.length;
  const ids = new Map<number, number>();
  const pairs: [number, number][] = [];
  const intern = (sa: number, sb: number): number => {
    const key = sa * nb + sb;
    let id = ids.get(key);
    if (id === undefined) {
      id = pairs.push([sa, sb]) - 1;
      ids.set(key, id);
    }
    return id;
  };
  intern(a.start, b.start);
  const states: RawState[] = [];
  for (let i = 0; i < pairs.length; i++) {
    if (pairs.length > limit) return null;
    const [sa, sb] = pairs[i]!;
    const x = a.states[sa]!;
    const y = b.states[sb]!;
    const next = new Int32Array(pairA.length);
    for (let c = 0; c < pairA.length; c++) next[c] = intern(x.next[pairA[c]!]!, y.next[pairB[c]!]!);
    states.push({
      next,
      matched: unionSorted(x.matched, y.matched),
      emit: unionSorted(x.emit, y.emit),
      accept: unionSorted(x.accept, y.accept),
    });
  }
  return { raw: { classCount: pairA.length, states }, classRanges: ranges.map((r) => normalize(r)) };
}

/** A part as a raw DFA again (to minimize it after products that skipped minimization). */
export function partToRaw(p: AutomatonPart): RawDfa {
  return {
    classCount: p.classes.length,
    states: p.states.map((s) => ({ next: Int32Array.from(s.next), matched: s.matched, emit: s.emit, accept: s.accept })),
  };
}

/**
 * Minimizes a raw DFA (whose pattern sets are already global indexes) into a part, or null if
 * that has more than `maxStates` states. With `minimal: false` states are only renumbered.
 */
export function toPart(
  raw: RawDfa,
  classRanges: readonly RangeSet[],
  patterns: readonly number[],
  mode: MatchMode,
  maxStates: number,
  minimal = true,
): AutomatonPart | null {
  const min = minimize(raw, { states: minimal });
  if (min.states.length > maxStates) return null;
  const merged: Range[][] = Array.from({ length: min.classCount }, () => []);
  classRanges.forEach((r, c) => merged[min.classMap[c]!]!.push(...r));
  return {
    patterns: [...new Set(patterns)].sort((x, y) => x - y),
    mode,
    classes: merged.map((r) => normalize(r)),
    start: 0,
    states: min.states,
  };
}
