/**
 * Character sets as sorted, disjoint, inclusive ranges of code units (or of code points, before
 * the Unicode-mode expansion to UTF-16).
 *
 * What: the tiny set algebra the NFA builder and the alphabet compressor need (normalize,
 * intersect, compare, key, print). Why: refa's `CharSet` carries a maximum (0xFFFF or 0x10FFFF)
 * while the automaton alphabet is always code units, so the builder works on plain arrays.
 * Cost: linear in the number of ranges; build time only.
 */

/** One inclusive range `[lo, hi]`. */
export type Range = readonly [number, number];
/** Sorted, disjoint, non-adjacent ranges. */
export type RangeSet = readonly Range[];

export const LEAD: RangeSet = [[0xd800, 0xdbff]];
export const TRAIL: RangeSet = [[0xdc00, 0xdfff]];

/** Normalizes arbitrary ranges: sorts, merges overlapping and adjacent ones. */
export function normalize(ranges: Iterable<Range>): RangeSet {
  const sorted = [...ranges].filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function intersect(a: RangeSet, b: RangeSet): RangeSet {
  const out: Range[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i]![0], b[j]![0]);
    const hi = Math.min(a[i]![1], b[j]![1]);
    if (lo <= hi) out.push([lo, hi]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

export function isEmpty(s: RangeSet): boolean {
  return s.length === 0;
}

export function equals(a: RangeSet, b: RangeSet): boolean {
  return a.length === b.length && a.every((r, i) => r[0] === b[i]![0] && r[1] === b[i]![1]);
}

/** A stable string key, used to dedupe sets. */
export function rangeKey(s: RangeSet): string {
  return s.map(([lo, hi]) => (lo === hi ? lo.toString(16) : `${lo.toString(16)}-${hi.toString(16)}`)).join(",");
}

/** Readable form for dumps: printable ASCII as characters, everything else as U+XXXX. */
export function formatRanges(s: RangeSet): string {
  const unit = (c: number): string =>
    c > 0x20 && c < 0x7f && c !== 0x5c && c !== 0x2d && c !== 0x2c
      ? String.fromCharCode(c)
      : `\\u${c.toString(16).padStart(4, "0")}`;
  return s.map(([lo, hi]) => (lo === hi ? unit(lo) : `${unit(lo)}-${unit(hi)}`)).join(",");
}
