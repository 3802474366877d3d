/**
 * DFA minimization, column merging and canonical numbering.
 *
 * What: Hopcroft partition refinement where two states are equivalent iff they report the same
 * end-of-input accept set for every continuation; then classes whose columns became identical are
 * merged, states are renumbered breadth-first from the start (so dumps and tables are stable),
 * and states whose every transition loops to themselves are flagged `absorbing` (the runner can
 * stop reading there).
 *
 * Why: the subset construction keeps bookkeeping (lookbehind runs, obligations, the sticky
 * `matched` set) that often does not change the answer; minimizing removes it from the table.
 * Cost: O(k · n log n) for n states and k classes, build time only.
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

export function minimize(dfa: RawDfa): MinDfa {
  const blockOf = hopcroft(dfa);
  const blocks = numberBlocks(dfa, blockOf);
  const { classMap, classCount, reps } = mergeColumns(dfa, blockOf, blocks.order.length);
  const states = blocks.order.map((rawRep, b) => {
    const next = reps.map((c) => blocks.index[blockOf[dfa.states[rawRep]!.next[c]!]!]!);
    return {
      next,
      matched: blocks.matched[b]!,
      emit: dfa.states[rawRep]!.emit,
      accept: dfa.states[rawRep]!.accept,
      absorbing: next.every((t) => t === b),
    };
  });
  return { classMap, classCount, states };
}

/** Partition refinement; returns the block id of every raw state. */
function hopcroft(dfa: RawDfa): Int32Array {
  const n = dfa.states.length;
  const k = dfa.classCount;
  const blockOf = new Int32Array(n);
  const members: number[][] = [];
  const byAccept = new Map<string, number>();
  dfa.states.forEach((s, i) => {
    const key = `${s.accept.join(",")}|${s.emit.join(",")}`;
    let b = byAccept.get(key);
    if (b === undefined) {
      b = members.push([]) - 1;
      byAccept.set(key, b);
    }
    members[b]!.push(i);
    blockOf[i] = b;
  });
  const inverse = buildInverse(dfa);
  const work: number[] = members.map((_, b) => b);
  const inWork = new Uint8Array(n + 1).fill(0);
  for (const b of work) inWork[b] = 1;
  const marked = new Uint8Array(n);
  while (work.length) {
    const a = work.pop()!;
    inWork[a] = 0;
    const splitter = [...members[a]!];
    for (let c = 0; c < k; c++) {
      const touched = new Map<number, number[]>();
      for (const t of splitter) {
        for (const s of inverse[c]![t]!) {
          if (marked[s]) continue;
          marked[s] = 1;
          const b = blockOf[s]!;
          const list = touched.get(b);
          if (list) list.push(s);
          else touched.set(b, [s]);
        }
      }
      for (const [b, hit] of touched) {
        const all = members[b]!;
        if (hit.length < all.length) {
          const rest = all.filter((s) => !marked[s]);
          const nb = members.length;
          members[b] = rest;
          members.push(hit);
          for (const s of hit) blockOf[s] = nb;
          if (inWork[b]) {
            work.push(nb);
            inWork[nb] = 1;
          } else {
            const smaller = hit.length <= rest.length ? nb : b;
            work.push(smaller);
            inWork[smaller] = 1;
          }
        }
        for (const s of hit) marked[s] = 0;
      }
    }
  }
  return blockOf;
}

function buildInverse(dfa: RawDfa): number[][][] {
  const n = dfa.states.length;
  const inverse: number[][][] = [];
  for (let c = 0; c < dfa.classCount; c++) {
    const col: number[][] = Array.from({ length: n }, () => []);
    dfa.states.forEach((s, i) => col[s.next[c]!]!.push(i));
    inverse.push(col);
  }
  return inverse;
}

/** Breadth-first numbering of blocks from the start state; collects each block's matched set. */
function numberBlocks(dfa: RawDfa, blockOf: Int32Array) {
  const repOf = new Map<number, number>();
  const matchedOf = new Map<number, Set<number>>();
  dfa.states.forEach((s, i) => {
    const b = blockOf[i]!;
    if (!repOf.has(b)) repOf.set(b, i);
    const m = matchedOf.get(b);
    if (!m) matchedOf.set(b, new Set(s.matched));
    else for (const p of m) if (!s.matched.includes(p)) m.delete(p);
  });
  const index = new Map<number, number>();
  const order: number[] = [];
  const visit = (b: number): void => {
    if (index.has(b)) return;
    index.set(b, order.length);
    order.push(repOf.get(b)!);
  };
  visit(blockOf[0]!);
  for (let i = 0; i < order.length; i++) {
    for (const t of dfa.states[order[i]!]!.next) visit(blockOf[t]!);
  }
  const indexArr: number[] = [];
  for (const [b, i] of index) indexArr[b] = i;
  const matched = order.map((rep) => [...matchedOf.get(blockOf[rep]!)!].sort((x, y) => x - y));
  return { order, index: indexArr, matched };
}

/** Merges classes whose transitions agree in every (minimized) state. */
function mergeColumns(dfa: RawDfa, blockOf: Int32Array, _blocks: number) {
  const seenBlock = new Set<number>();
  const repStates: number[] = [];
  dfa.states.forEach((_, i) => {
    if (!seenBlock.has(blockOf[i]!)) {
      seenBlock.add(blockOf[i]!);
      repStates.push(i);
    }
  });
  const classMap: number[] = [];
  const reps: number[] = [];
  const byColumn = new Map<string, number>();
  for (let c = 0; c < dfa.classCount; c++) {
    const col = repStates.map((s) => blockOf[dfa.states[s]!.next[c]!]).join(",");
    let nc = byColumn.get(col);
    if (nc === undefined) {
      nc = reps.push(c) - 1;
      byColumn.set(col, nc);
    }
    classMap.push(nc);
  }
  return { classMap, classCount: reps.length, reps };
}
