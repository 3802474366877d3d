/**
 * Transition rows compressed as default chains over one comb vector.
 *
 * What: `combRows` takes a DFA's transition matrix (one row of `nClasses` u16 entries per
 * state) and returns it as a template row, a fallback state and a comb base per state, and a
 * comb of (owner state, entry) slots. A state keeps in the comb only the entries where its
 * row differs from its fallback's row; its fallback is the state with the most similar row
 * (or the template row, the most common entry of each column), chosen as a spanning tree
 * rooted at the template (Prim's algorithm over Hamming distances) whose chains are at most
 * `MAX_CHAIN` states long. The rows are then packed first-fit into the comb, the largest first
 * (Tarjan and Yao's row displacement), each slot tagged with the state that owns it.
 * Why: the DFA of many unanchored keyword patterns has hundreds of states whose rows differ in
 * a few classes; its dense matrix is most of a rule set's wasm, and a hook pays for every byte
 * of the module on each call (V8 copies it, then copies its data into the memory of a new
 * instance: ≈11 µs a KB on the reference machine). The rows of the ways corpus's two largest
 * parts shrink to about a fifth.
 * Cost: build time O(states² · classes) for the tree (≈20 ms for 919 states × 27 classes),
 * packing near-linear in practice; lookup: one to `MAX_CHAIN` + 1 probes of one u32 each
 * (`lookup` below, the same walk as `wasm/dfa.ts`).
 */

/** Longest fallback chain: a lookup reads at most this many comb slots, then the template. */
export const MAX_CHAIN = 8;
/** The fallback of a state whose chain ends at the template row. */
export const NO_FALLBACK = 0xffff;
/** The owner of a comb slot no state uses. */
export const FREE_SLOT = 0xffff;
/** Comb bases are u16: a part whose packing needs more stays dense. */
const MAX_BASE = 0xffff;

export interface CombRows {
  /** The most common entry of each class over all states. */
  readonly template: Uint16Array;
  /** Per state: the state whose row it falls back to, or NO_FALLBACK (the template). */
  readonly fallback: Uint16Array;
  /** Per state: where its row starts in the comb (slot base + class). */
  readonly base: Uint16Array;
  /** Per slot: the owning state (FREE_SLOT when none). */
  readonly owner: Uint16Array;
  /** Per slot: the entry (meaningful where owned). */
  readonly entry: Uint16Array;
}

/**
 * Compresses `next` (nStates × nClasses entries, row-major); null when the comb would need a
 * base beyond u16 (the caller keeps the part dense).
 */
export function combRows(next: Uint16Array, nStates: number, nClasses: number): CombRows | null {
  const template = templateRow(next, nStates, nClasses);
  const fallback = fallbackTree(next, nStates, nClasses, template);
  // the classes where a state's row differs from its fallback's
  const own: number[][] = [];
  for (let s = 0; s < nStates; s++) {
    const f = fallback[s]!;
    const diff: number[] = [];
    for (let c = 0; c < nClasses; c++) {
      const parent = f === NO_FALLBACK ? template[c]! : next[f * nClasses + c]!;
      if (next[s * nClasses + c] !== parent) diff.push(c);
    }
    own.push(diff);
  }
  const packed = pack(own, nClasses);
  if (!packed) return null;
  const { base, length } = packed;
  const owner = new Uint16Array(length).fill(FREE_SLOT);
  const entry = new Uint16Array(length);
  own.forEach((diff, s) => {
    for (const c of diff) {
      owner[base[s]! + c] = s;
      entry[base[s]! + c] = next[s * nClasses + c]!;
    }
  });
  return { template, fallback, base, owner, entry };
}

/** The entry of state `s` for class `c`: the walk the runners do. */
export function lookup(rows: CombRows, s: number, c: number): number {
  for (let d = s; d !== NO_FALLBACK; d = rows.fallback[d]!) {
    const at = rows.base[d]! + c;
    if (rows.owner[at] === d) return rows.entry[at]!;
  }
  return rows.template[c]!;
}

function templateRow(next: Uint16Array, nStates: number, nClasses: number): Uint16Array {
  const template = new Uint16Array(nClasses);
  for (let c = 0; c < nClasses; c++) {
    const counts = new Map<number, number>();
    let best = 0;
    let bestCount = 0;
    for (let s = 0; s < nStates; s++) {
      const e = next[s * nClasses + c]!;
      const n = (counts.get(e) ?? 0) + 1;
      counts.set(e, n);
      if (n > bestCount) [best, bestCount] = [e, n];
    }
    template[c] = best;
  }
  return template;
}

/** Prim's spanning tree from the template row, chains at most MAX_CHAIN states long. */
function fallbackTree(next: Uint16Array, nStates: number, nClasses: number, template: Uint16Array): Uint16Array {
  // (counting stops at `limit`: most rows are farther apart than the best one found yet)
  const distance = (s: number, row: Uint16Array, at: number, limit: number): number => {
    let d = 0;
    for (let c = 0, i = s * nClasses; c < nClasses && d < limit; c++, i++) if (next[i] !== row[at + c]) d++;
    return d;
  };
  const fallback = new Uint16Array(nStates).fill(NO_FALLBACK);
  const best = new Int32Array(nStates);
  const depth = new Uint8Array(nStates);
  const done = new Uint8Array(nStates);
  for (let s = 0; s < nStates; s++) best[s] = distance(s, template, 0, nClasses + 1);
  for (let k = 0; k < nStates; k++) {
    let u = -1;
    for (let s = 0; s < nStates; s++) if (!done[s] && (u < 0 || best[s]! < best[u]!)) u = s;
    done[u] = 1;
    depth[u] = fallback[u] === NO_FALLBACK ? 1 : depth[fallback[u]!]! + 1;
    if (depth[u]! >= MAX_CHAIN) continue; // no chain may grow through u
    for (let s = 0; s < nStates; s++) {
      if (done[s] || best[s] === 0) continue;
      const d = distance(s, next, u * nClasses, best[s]!);
      if (d < best[s]!) {
        best[s] = d;
        fallback[s] = u;
      }
    }
  }
  return fallback;
}

/** First-fit row displacement, rows with the most entries first. */
function pack(own: readonly number[][], nClasses: number): { base: Uint16Array; length: number } | null {
  const base = new Uint16Array(own.length);
  let used = new Uint8Array(4 * nClasses);
  let end = nClasses; // every state's base + class must be inside the comb
  let firstFree = 0;
  const order = own.map((_, s) => s).filter((s) => own[s]!.length).sort((a, b) => own[b]!.length - own[a]!.length || a - b);
  for (const s of order) {
    const diff = own[s]!;
    while (used[firstFree]) firstFree++;
    let b = Math.max(0, firstFree - diff[0]!);
    for (; ; b++) {
      if (b + nClasses > used.length) {
        const grown = new Uint8Array(2 * (b + nClasses));
        grown.set(used);
        used = grown;
      }
      if (diff.every((c) => !used[b + c])) break;
    }
    if (b > MAX_BASE) return null;
    for (const c of diff) used[b + c] = 1;
    base[s] = b;
    end = Math.max(end, b + nClasses);
  }
  return { base, length: end };
}
