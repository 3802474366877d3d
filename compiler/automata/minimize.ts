/**
 * DFA minimization, column merging and canonical numbering.
 *
 * What: partition refinement (Valmari–Lehtinen's variant of Hopcroft's algorithm) where two states are equivalent iff they report the same
 * end-of-input accept set for every continuation; then classes whose columns became identical are
 * merged, states are renumbered breadth-first from the start (so dumps and tables are stable),
 * and states whose every transition loops to themselves are flagged `absorbing` (the runner can
 * stop reading there).
 *
 * Why: the subset construction keeps bookkeeping (lookbehind runs, obligations, the sticky
 * `matched` set) that often does not change the answer; minimizing removes it from the table.
 * Cost: O(k · n log n) for n states and k classes, typed arrays only; build time only.
 */
import type { RawDfa } from "./subset.ts";

export interface MinState {
  readonly next: readonly number[];
  /** Patterns matched on every path into this state (intersection over merged states). */
  readonly matched: readonly number[];
  readonly emit: readonly number[];
  readonly accept: readonly number[];
  readonly absorbing: boolean;
}

export interface MinDfa {
  /** Old class → new class. */
  readonly classMap: readonly number[];
  readonly classCount: number;
  /** State 0 is the start state. */
  readonly states: readonly MinState[];
}

/**
 * Minimizes `dfa` (or, with `states: false`, only renumbers states and merges equal columns —
 * cheap, for intermediate products that already fit).
 */
export function minimize(dfa: RawDfa, opts: { states?: boolean } = {}): MinDfa {
  const blockOf = opts.states === false ? Int32Array.from(dfa.states.keys()) : hopcroft(dfa);
  const { order, index, matched } = numberBlocks(dfa, blockOf);
  const nb = order.length;
  // Block-level transition table, in the new numbering: table[b * k + c].
  const k = dfa.classCount;
  const table = new Int32Array(nb * k);
  order.forEach((rep, b) => {
    const next = dfa.states[rep]!.next;
    for (let c = 0; c < k; c++) table[b * k + c] = index[blockOf[next[c]!]!]!;
  });
  const { classMap, reps } = mergeColumns(table, nb, k);
  const states = order.map((rep, b) => {
    const next = reps.map((c) => table[b * k + c]!);
    return {
      next,
      matched: matched[b]!,
      emit: dfa.states[rep]!.emit,
      accept: dfa.states[rep]!.accept,
      absorbing: next.every((t) => t === b),
    };
  });
  return { classMap, classCount: reps.length, states };
}

/**
 * A refinable partition (Valmari & Lehtinen, "Efficient minimization of DFAs with partial
 * transition functions", 2008): elements of set s are E[F[s] .. P[s]); `mark` moves an element
 * to the marked front of its set, `split` separates the marked from the unmarked part.
 */
class Partition {
  z: number;
  readonly E: Int32Array;
  readonly L: Int32Array;
  readonly S: Int32Array;
  readonly F: Int32Array;
  readonly P: Int32Array;

  constructor(
    n: number,
    private readonly M: Int32Array,
    private readonly W: Int32Array,
    private readonly w: { n: number },
  ) {
    this.z = n > 0 ? 1 : 0;
    this.E = new Int32Array(n);
    this.L = new Int32Array(n);
    this.S = new Int32Array(n);
    this.F = new Int32Array(n + 1);
    this.P = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) this.E[i] = this.L[i] = i;
    this.P[0] = n;
  }

  mark(e: number): void {
    const { E, L, S, F, M } = this;
    const s = S[e]!;
    const i = L[e]!;
    const j = F[s]! + M[s]!;
    E[i] = E[j]!;
    L[E[i]!] = i;
    E[j] = e;
    L[e] = j;
    if (M[s]!++ === 0) this.W[this.w.n++] = s;
  }

  split(): void {
    const { E, S, F, P, M } = this;
    while (this.w.n) {
      const s = this.W[--this.w.n]!;
      const j = F[s]! + M[s]!;
      if (j === P[s]) {
        M[s] = 0;
        continue;
      }
      const z = this.z;
      if (M[s]! <= P[s]! - j) {
        F[z] = F[s]!;
        P[z] = F[s] = j;
      } else {
        P[z] = P[s]!;
        F[z] = P[s] = j;
      }
      for (let i = F[z]!; i < P[z]!; i++) S[E[i]!] = z;
      M[s] = M[z] = 0;
      this.z++;
    }
  }
}

/** Partition refinement; returns the block id of every raw state. */
function hopcroft(dfa: RawDfa): Int32Array {
  const n = dfa.states.length;
  const k = dfa.classCount;
  const m = n * k;
  const M = new Int32Array(Math.max(n, m) + 1);
  const W = new Int32Array(Math.max(n, m) + 1);
  const w = { n: 0 };
  const B = new Partition(n, M, W, w);
  // Initial blocks: states with the same (accept, emit) labels.
  const groupOf = new Map<string, number>();
  const group = dfa.states.map((s) => {
    const key = `${s.accept.join(",")}|${s.emit.join(",")}`;
    let g = groupOf.get(key);
    if (g === undefined) groupOf.set(key, (g = groupOf.size));
    return g;
  });
  const order = [...Array(n).keys()].sort((x, y) => group[x]! - group[y]! || x - y);
  B.z = 0;
  order.forEach((q, i) => {
    if (i === 0 || group[q] !== group[order[i - 1]!]) {
      if (i > 0) B.P[B.z - 1] = i;
      B.F[B.z++] = i;
    }
    B.E[i] = q;
    B.L[q] = i;
    B.S[q] = B.z - 1;
  });
  if (n > 0) B.P[B.z - 1] = n;
  // Transition t = q * k + c has tail q, label c, head next[q][c]; cords start grouped by label.
  const C = new Partition(m, M, W, w);
  C.z = 0;
  let at = 0;
  for (let c = 0; c < k; c++) {
    C.F[C.z] = at;
    for (let q = 0; q < n; q++) {
      const t = q * k + c;
      C.E[at] = t;
      C.L[t] = at++;
      C.S[t] = C.z;
    }
    C.P[C.z++] = at;
  }
  // Incoming transitions of each state, as CSR.
  const inStart = new Int32Array(n + 1);
  for (const s of dfa.states) for (const h of s.next) inStart[h + 1]!++;
  for (let q = 0; q < n; q++) inStart[q + 1]! += inStart[q]!;
  const fill = inStart.slice(0, n);
  const incoming = new Int32Array(m);
  dfa.states.forEach((s, q) => s.next.forEach((h, c) => (incoming[fill[h]!++] = q * k + c)));
  let b = 1;
  let c = 0;
  while (c < C.z) {
    for (let i = C.F[c]!; i < C.P[c]!; i++) B.mark(Math.floor(C.E[i]! / k));
    B.split();
    c++;
    while (b < B.z) {
      for (let i = B.F[b]!; i < B.P[b]!; i++) {
        const q = B.E[i]!;
        for (let j = inStart[q]!; j < inStart[q + 1]!; j++) C.mark(incoming[j]!);
      }
      C.split();
      b++;
    }
  }
  return B.S;
}

/** Breadth-first numbering of blocks from the start state; each block's matched set. */
function numberBlocks(dfa: RawDfa, blockOf: Int32Array): { order: number[]; index: Int32Array; matched: number[][] } {
  const n = dfa.states.length;
  let nb = 0;
  for (let i = 0; i < n; i++) nb = Math.max(nb, blockOf[i]! + 1);
  const rep = new Int32Array(nb).fill(-1);
  const matchedOf: (Set<number> | undefined)[] = new Array(nb);
  for (let i = 0; i < n; i++) {
    const b = blockOf[i]!;
    const ms = dfa.states[i]!.matched;
    if (rep[b] === -1) {
      rep[b] = i;
      matchedOf[b] = new Set(ms);
    } else if (matchedOf[b]!.size) {
      for (const p of matchedOf[b]!) if (!ms.includes(p)) matchedOf[b]!.delete(p);
    }
  }
  const index = new Int32Array(nb).fill(-1);
  const order: number[] = [];
  const visit = (b: number): void => {
    if (index[b] !== -1) return;
    index[b] = order.length;
    order.push(rep[b]!);
  };
  if (n > 0) visit(blockOf[0]!);
  for (let i = 0; i < order.length; i++) for (const t of dfa.states[order[i]!]!.next) visit(blockOf[t]!);
  const matched = order.map((r) => [...matchedOf[blockOf[r]!]!].sort((x, y) => x - y));
  return { order, index, matched };
}

/** Merges classes whose columns (targets in every state) are identical. */
function mergeColumns(table: Int32Array, nb: number, k: number): { classMap: number[]; reps: number[] } {
  const hashOf = (c: number): number => {
    let h = 0x811c9dc5;
    for (let b = 0; b < nb; b++) h = Math.imul(h ^ table[b * k + c]!, 0x01000193);
    return h >>> 0;
  };
  const sameColumn = (c: number, d: number): boolean => {
    for (let b = 0; b < nb; b++) if (table[b * k + c] !== table[b * k + d]) return false;
    return true;
  };
  const buckets = new Map<number, number[]>();
  const classMap: number[] = [];
  const reps: number[] = [];
  for (let c = 0; c < k; c++) {
    const h = hashOf(c);
    const bucket = buckets.get(h) ?? [];
    const same = bucket.find((nc) => sameColumn(reps[nc]!, c));
    if (same !== undefined) {
      classMap.push(same);
      continue;
    }
    const nc = reps.push(c) - 1;
    bucket.push(nc);
    buckets.set(h, bucket);
    classMap.push(nc);
  }
  return { classMap, reps };
}
