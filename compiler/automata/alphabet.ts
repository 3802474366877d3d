/**
 * Alphabet compression: UTF-16 code units → equivalence classes.
 *
 * What: given every code-unit set the NFA tests (character edges and `next` conditions), splits
 * 0..0xFFFF into the coarsest partition such that each set is a union of classes. Two code units
 * in one class are indistinguishable for the automaton, so the DFA has one column per class
 * instead of 65536. Class 0 is the class of code unit 0 (in practice the "none of the above"
 * class for most rule sets).
 *
 * Why: table size is states × classes; a handful of patterns usually needs 10–60 classes.
 * Cost: O(boundaries + Σ covered intervals) at build time; the runner pays one table load
 * (ASCII) or one binary search over `segments` (other units) per input code unit.
 */
import { normalize, rangeKey, type Range, type RangeSet } from "./ranges.ts";

export interface Alphabet {
  /** Number of classes. */
  readonly count: number;
  /** Code units of each class. */
  readonly classRanges: readonly RangeSet[];
  /** The classes making up one of the input sets (by `rangeKey`). */
  classesOf(set: RangeSet): readonly number[];
}

export function buildAlphabet(sets: Iterable<RangeSet>): Alphabet {
  const unique = new Map<string, RangeSet>();
  for (const s of sets) unique.set(rangeKey(s), s);
  const points = boundaries(unique.values());
  const members: number[][] = points.map(() => []);
  const setList = [...unique.values()];
  const covered: number[][] = setList.map((set, k) => {
    const intervals: number[] = [];
    for (const [lo, hi] of set) {
      for (let i = indexOfPoint(points, lo); i < points.length && points[i]! <= hi; i++) {
        members[i]!.push(k);
        intervals.push(i);
      }
    }
    return intervals;
  });
  const classOfSignature = new Map<string, number>();
  const classRanges: Range[][] = [];
  const intervalClass = members.map((m, i) => {
    const sig = m.join(",");
    let cls = classOfSignature.get(sig);
    if (cls === undefined) {
      cls = classRanges.push([]) - 1;
      classOfSignature.set(sig, cls);
    }
    classRanges[cls]!.push([points[i]!, (points[i + 1] ?? 0x10000) - 1]);
    return cls;
  });
  const setClasses = new Map<string, number[]>();
  setList.forEach((set, k) => {
    const classes = new Set(covered[k]!.map((i) => intervalClass[i]!));
    setClasses.set(rangeKey(set), [...classes].sort((a, b) => a - b));
  });
  return {
    count: classRanges.length,
    classRanges: classRanges.map((r) => normalize(r)),
    classesOf(set: RangeSet): readonly number[] {
      const found = setClasses.get(rangeKey(set));
      if (!found) throw new Error(`internal: set ${rangeKey(set)} is not part of the alphabet`);
      return found;
    },
  };
}

/** Sorted start points of the elementary intervals (always includes 0). */
function boundaries(sets: Iterable<RangeSet>): number[] {
  const pts = new Set<number>([0]);
  for (const s of sets) {
    for (const [lo, hi] of s) {
      pts.add(lo);
      if (hi + 1 <= 0xffff) pts.add(hi + 1);
    }
  }
  return [...pts].sort((a, b) => a - b);
}

function indexOfPoint(points: readonly number[], p: number): number {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (points[mid]! <= p) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
