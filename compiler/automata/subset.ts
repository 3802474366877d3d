/**
 * Tagged NFA → DFA that reports which patterns match (subset construction).
 *
 * What: the DFA reads the input one code unit (class) at a time. A DFA state records, for the
 * position just reached:
 *   matched  — sticky mode: patterns that already matched somewhere (once true, always
 *              reported); emit: always empty;
 *   emit     — emit mode: patterns that matched at the previous position (reported on entry);
 *   threads  — NFA states reached by consuming the last code unit, each with the lookahead
 *              obligations it still owes (below);
 *   behind   — for every lookbehind body, the NFA states of an unanchored run of that body
 *              (so "does some suffix of the input so far match it?" is known at each position);
 *   atStart  — whether this is index 0 (for the `y` flag).
 * The epsilon closure at a position depends on the next code unit (`next` conditions, `$`, the
 * ahead half of `\b`) and on the lookbehind runs (`^`, the behind half of `\b`). Closures are
 * therefore computed per group of classes that agree on every `next` set, plus once for end of
 * input; that last one gives the state's `accept` set (what the runner reports if the input ends
 * there). Every (sticky: unmatched) pattern's start is injected at every position (unanchored
 * search; `y` patterns only at index 0). In sticky mode threads of matched patterns are
 * dropped, so the all-matched state and "nothing can change any more" states become absorbing.
 *
 * Lookaheads longer than one unit: a thread crossing `(?=X)` / `(?!X)` carries an obligation —
 * the set of threads of an X-run started there. At each later position the run advances; when it
 * reaches X's accept the obligation is met (positive) or the thread dies (negative); when it runs
 * out of threads the reverse. Obligations nest (a lookahead inside a lookahead), and negative
 * obligations on the same lookahead merge by union, which keeps the state space finite. A
 * pattern accept reached with obligations pending stays as a thread until they resolve, and at
 * end of input pending obligations are decided (a positive one fails, a negative one holds,
 * unless the run accepts conditionally on its own nested obligations).
 *
 * Why: this keeps every assertion JS has exact, and yields one deterministic pass over the input
 * for all patterns. Cost: exponential in the worst case (it is a subset construction); bounded by
 * `limit` (throws `StateLimitExceeded`). Closures and steps of threads with obligations are
 * memoized across states. Build time only.
 */
import type { Alphabet } from "./alphabet.ts";
import type { Cond, LookbehindFragment, Nfa } from "./nfa.ts";

export interface RawState {
  /** Target state per class. */
  readonly next: Int32Array;
  /** Sticky mode: patterns that matched before this state was reached (sorted). */
  readonly matched: readonly number[];
  /** Emit mode: patterns that matched just before the code unit that led here (sorted). */
  readonly emit: readonly number[];
  /** Patterns reported if the input ends in this state (sorted; sticky mode: ⊇ matched). */
  readonly accept: readonly number[];
}

/**
 * sticky — a state remembers every pattern matched so far (threads of matched patterns are
 *          dropped); the answer is the final state's `accept` set. Up to 2^patterns states.
 * emit   — a state remembers nothing about past matches; entering it reports `emit`, and the
 *          runner ORs those into its result. About as small as the union of the patterns.
 */
export type MatchMode = "sticky" | "emit";

export interface RawDfa {
  readonly classCount: number;
  /** State 0 is the start state. */
  readonly states: readonly RawState[];
}

export class StateLimitExceeded extends Error {
  constructor(
    readonly limit: number,
    /** "states": more than `limit` states; "work": the subsets got too large to build. */
    readonly what: "states" | "work",
  ) {
    super(what === "states" ? `more than ${limit} DFA states` : `subset construction over its work budget`);
  }
}

/**
 * Work budget: the subsets interned may hold this many threads per allowed state in total.
 * Long counted repetitions (`x{5000}` searched unanchored) make every subset large, so the
 * state cap alone would still let the construction take quadratic time before giving up.
 */
const THREADS_PER_STATE = 128;

interface Thread {
  readonly q: number;
  readonly obs: readonly Obligation[];
  readonly key: string;
}

interface Obligation {
  /** Lookahead id. */
  readonly la: number;
  readonly negate: boolean;
  /** Threads of the lookahead body's run (pre-closure inside DFA states, closed after `advance`). */
  readonly threads: readonly Thread[];
  readonly key: string;
}

type Verdict = "met" | "failed";

const NO_OBS: readonly Obligation[] = [];
const NO_STATES: readonly number[] = [];

function byKey(a: { key: string }, b: { key: string }): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Obligation-free threads are interned: one object per NFA state. */
const plainThreads: Thread[] = [];
function plainThread(q: number): Thread {
  return (plainThreads[q] ??= { q, obs: NO_OBS, key: String(q) });
}

function mkThread(q: number, obs: readonly Obligation[]): Thread {
  if (obs.length === 0) return plainThread(q);
  const positive = new Map<string, Obligation>();
  const negative = new Map<number, Thread[]>();
  for (const o of obs) {
    if (!o.negate) positive.set(o.key, o);
    else negative.set(o.la, [...(negative.get(o.la) ?? []), ...o.threads]);
  }
  const list = [...positive.values()];
  for (const [la, threads] of negative) list.push(mkObligation(la, true, threads));
  list.sort(byKey);
  return { q, obs: list, key: `${q}(${list.map((o) => o.key).join(",")})` };
}

function mkObligation(la: number, negate: boolean, threads: readonly Thread[]): Obligation {
  const ts = canonical(threads);
  return { la, negate, threads: ts, key: `${negate ? "!" : "="}${la}[${ts.map((t) => t.key).join(" ")}]` };
}

/** Dedupes, drops threads subsumed by an obligation-free thread on the same NFA state, sorts. */
function canonical(threads: readonly Thread[]): Thread[] {
  if (threads.every((t) => t.obs.length === 0)) {
    return [...new Set(threads.map((t) => t.q))].sort((a, b) => a - b).map(plainThread);
  }
  const unique = new Map<string, Thread>();
  for (const t of threads) unique.set(t.key, t);
  const free = new Set<number>();
  for (const t of unique.values()) if (t.obs.length === 0) free.add(t.q);
  return [...unique.values()].filter((t) => t.obs.length === 0 || !free.has(t.q)).sort((a, b) => a.q - b.q || byKey(a, b));
}

interface DState {
  readonly matched: readonly number[];
  readonly emit: readonly number[];
  readonly behind: readonly (readonly number[])[];
  readonly threads: readonly Thread[];
  readonly atStart: boolean;
}

interface ClassGroup {
  readonly classes: readonly number[];
  /** A member class, used to evaluate `next` conditions; -1 for end of input. */
  readonly rep: number;
}

interface CharMove {
  readonly to: number;
  readonly mask: Uint8Array;
}

/** Runs the subset construction; throws `StateLimitExceeded` past `limit` states. */
export function subsetConstruction(nfa: Nfa, alphabet: Alphabet, limit: number, mode: MatchMode): RawDfa {
  return new Construction(nfa, alphabet, limit, mode === "sticky").run();
}

class Construction {
  readonly moves: (readonly CharMove[])[];
  readonly nextMember: readonly Uint8Array[];
  readonly groups: readonly ClassGroup[];
  private readonly states: { next: Int32Array; matched: readonly number[]; emit: readonly number[]; accept: readonly number[] }[] =
    [];
  private readonly queue: DState[] = [];
  private readonly ids = new Map<string, number>();
  private threadBudget: number;
  /** Memo tables shared by all positions; keys include the position context where it matters. */
  readonly closeMemo = new Map<string, { kept: readonly Thread[]; accepted: readonly number[] }>();
  readonly resolveMemo = new Map<string, Obligation | Verdict>();
  private readonly stepMemo = new Map<string, readonly Thread[]>();

  constructor(
    readonly nfa: Nfa,
    readonly alphabet: Alphabet,
    private readonly limit: number,
    private readonly sticky: boolean,
  ) {
    this.threadBudget = limit * THREADS_PER_STATE;
    this.moves = nfa.states.map((s) =>
      s.chars.map((e) => {
        const mask = new Uint8Array(alphabet.count);
        for (const c of alphabet.classesOf(e.set)) mask[c] = 1;
        return { to: e.to, mask };
      }),
    );
    this.nextMember = nfa.nextSets.map((set) => {
      const m = new Uint8Array(alphabet.count);
      for (const c of alphabet.classesOf(set)) m[c] = 1;
      return m;
    });
    this.groups = this.classGroups();
  }

  run(): RawDfa {
    this.intern({ matched: [], emit: [], behind: this.nfa.lookbehinds.map(() => NO_STATES), threads: [], atStart: true });
    for (let i = 0; i < this.queue.length; i++) this.expand(i, this.queue[i]!);
    return { classCount: this.alphabet.count, states: this.states };
  }

  private classGroups(): ClassGroup[] {
    const bySig = new Map<string, number[]>();
    for (let c = 0; c < this.alphabet.count; c++) {
      const sig = this.nextMember.map((m) => m[c]).join("");
      bySig.set(sig, [...(bySig.get(sig) ?? []), c]);
    }
    const groups: ClassGroup[] = [...bySig.values()].map((classes) => ({ classes, rep: classes[0]! }));
    groups.push({ classes: [], rep: -1 });
    return groups;
  }

  private intern(d: DState): number {
    const key = `${d.matched.join(",")}|${d.emit.join(",")}|${d.behind.map((b) => b.join(",")).join(";")}|${d.threads
      .map((t) => t.key)
      .join(" ")}|${d.atStart ? 1 : 0}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      this.threadBudget -= d.threads.length + d.behind.reduce((n, b) => n + b.length, 0);
      if (this.states.length >= this.limit) throw new StateLimitExceeded(this.limit, "states");
      if (this.threadBudget < 0) throw new StateLimitExceeded(this.limit, "work");
      id = this.states.length;
      this.states.push({ next: new Int32Array(this.alphabet.count), matched: d.matched, emit: d.emit, accept: [] });
      this.ids.set(key, id);
      this.queue.push(d);
    }
    return id;
  }

  private needed(lb: LookbehindFragment, matched: ReadonlySet<number>): boolean {
    for (const p of lb.users) if (!matched.has(p)) return true;
    return false;
  }

  private expand(id: number, d: DState): void {
    const nfa = this.nfa;
    const matched0 = new Set(d.matched);
    const input = [...d.threads];
    nfa.patterns.forEach((p, i) => {
      if (!matched0.has(i) && (!p.sticky || d.atStart)) input.push(mkThread(p.start, NO_OBS));
    });
    const state = this.states[id]!;
    for (const g of this.groups) {
      const behindStatus: boolean[] = [];
      const behindClosed = nfa.lookbehinds.map((lb, b) => {
        if (!this.needed(lb, matched0)) return NO_STATES;
        const r = closeLookbehind(this, g.rep, behindStatus, d.behind[b]!, lb);
        behindStatus[b] = r.status;
        return r.closed;
      });
      const pos = new Position(this, g.rep, behindStatus);
      const accepted = new Set<number>();
      const closed = pos.advance(input, accepted);
      const here = new Set<number>();
      for (const a of accepted) here.add(nfa.owner[a]!);
      if (g.rep < 0) {
        for (const t of closed) {
          if (nfa.isAccept[t.q] && t.obs.every((o) => this.holdsAtEnd(o))) here.add(nfa.owner[t.q]!);
        }
        state.accept = sorted(this.sticky ? new Set([...matched0, ...here]) : here);
        continue;
      }
      const matched = this.sticky ? new Set([...matched0, ...here]) : matched0;
      const matchedList = sorted(matched);
      const emit = this.sticky ? NO_STATES : sorted(here);
      const live = this.sticky ? closed.filter((t) => !matched.has(nfa.owner[t.q]!)) : closed;
      for (const cls of g.classes) {
        const behind = nfa.lookbehinds.map((lb, b) =>
          this.needed(lb, matched) ? this.stepStates(behindClosed[b]!, cls) : NO_STATES,
        );
        const threads = this.step(live, cls);
        state.next[cls] = this.intern({ matched: matchedList, emit, behind, threads, atStart: false });
      }
    }
  }

  /** At end of input: does a pending obligation hold? */
  private holdsAtEnd(o: Obligation): boolean {
    const accept = this.nfa.lookaheads[o.la]!.accept;
    const hit = o.threads.some((t) => t.q === accept && t.obs.every((x) => this.holdsAtEnd(x)));
    return o.negate ? !hit : hit;
  }

  stepStates(closed: readonly number[], cls: number): readonly number[] {
    const out = new Set<number>();
    for (const q of closed) for (const m of this.moves[q]!) if (m.mask[cls]) out.add(m.to);
    return out.size ? [...out].sort((a, b) => a - b) : NO_STATES;
  }

  /** The threads after consuming one code unit of class `cls` (from closed threads). */
  private step(threads: readonly Thread[], cls: number): Thread[] {
    const out: Thread[] = [];
    for (const t of threads) out.push(...this.stepOne(t, cls));
    return canonical(out);
  }

  private stepOne(t: Thread, cls: number): readonly Thread[] {
    if (t.obs.length === 0 && !this.nfa.isAccept[t.q]) {
      const out: Thread[] = [];
      for (const m of this.moves[t.q]!) if (m.mask[cls]) out.push(plainThread(m.to));
      return out;
    }
    const key = `${t.key}#${cls}`;
    const cached = this.stepMemo.get(key);
    if (cached) return cached;
    const out: Thread[] = [];
    const targets = this.nfa.isAccept[t.q] ? [t.q] : this.moves[t.q]!.filter((m) => m.mask[cls]).map((m) => m.to);
    const obs = targets.length ? this.stepObligations(t.obs, cls) : null;
    if (obs) for (const to of targets) out.push(mkThread(to, obs));
    this.stepMemo.set(key, out);
    return out;
  }

  private stepObligations(obs: readonly Obligation[], cls: number): Obligation[] | null {
    const out: Obligation[] = [];
    for (const o of obs) {
      const ts = this.step(o.threads, cls);
      if (ts.length === 0) {
        if (o.negate) continue;
        return null;
      }
      out.push(mkObligation(o.la, o.negate, ts));
    }
    return out;
  }
}

/** Closure of an unanchored lookbehind run at a position; `status`: its body matches ending here. */
function closeLookbehind(
  c: Construction,
  rep: number,
  behindStatus: readonly boolean[],
  pre: readonly number[],
  lb: LookbehindFragment,
): { closed: number[]; status: boolean } {
  const states = c.nfa.states;
  const seen = new Set<number>();
  const stack = [...pre, lb.start];
  while (stack.length) {
    const q = stack.pop()!;
    if (seen.has(q)) continue;
    seen.add(q);
    for (const e of states[q]!.eps) if (holds(c, rep, behindStatus, e.cond)) stack.push(e.to);
  }
  const closed = [...seen].filter((q) => states[q]!.chars.length > 0).sort((a, b) => a - b);
  return { closed, status: seen.has(lb.accept) };
}

function holds(c: Construction, rep: number, behindStatus: readonly boolean[], cond: Cond): boolean {
  switch (cond.kind) {
    case "always":
      return true;
    case "next":
      return (rep >= 0 && c.nextMember[cond.set]![rep] === 1) !== cond.negate;
    case "prev":
      return (behindStatus[cond.bg] === true) !== cond.negate;
    case "ahead":
      throw new Error("internal: lookahead edges are handled by Position.closeOne()");
  }
}

/**
 * Epsilon closures at one input position: the class of the next code unit (`rep`, -1 at end of
 * input) and which lookbehinds hold here. Results are memoized per thread in the construction.
 */
class Position {
  private readonly ctx: string;

  constructor(
    private readonly c: Construction,
    private readonly rep: number,
    private readonly behindStatus: readonly boolean[],
  ) {
    this.ctx = `${rep}:${behindStatus.map((b) => (b ? 1 : 0)).join("")}`;
  }

  /**
   * Epsilon closure of `threads` here. Obligation-free accepts go to `accepted`; returned are the
   * threads that can still consume input or are accepts waiting on obligations.
   */
  advance(threads: readonly Thread[], accepted: Set<number>): Thread[] {
    const kept: Thread[] = [];
    const nfa = this.c.nfa;
    for (const t of threads) {
      if (t.obs.length === 0 && nfa.states[t.q]!.eps.length === 0 && !nfa.isAccept[t.q]) {
        kept.push(t); // its own closure
        continue;
      }
      const r = this.closeOne(t);
      kept.push(...r.kept);
      for (const a of r.accepted) accepted.add(a);
    }
    return canonical(kept);
  }

  private closeOne(t0: Thread): { kept: readonly Thread[]; accepted: readonly number[] } {
    const memoKey = `${this.ctx}|${t0.key}`;
    const cached = this.c.closeMemo.get(memoKey);
    if (cached) return cached;
    const nfa = this.c.nfa;
    const kept: Thread[] = [];
    const accepted = new Set<number>();
    const seen = new Set<string>();
    const stack: Thread[] = [];
    const obs0 = this.resolveAll(t0.obs);
    if (obs0) stack.push(obs0 === t0.obs ? t0 : mkThread(t0.q, obs0));
    while (stack.length) {
      const t = stack.pop()!;
      if (seen.has(t.key)) continue;
      seen.add(t.key);
      const st = nfa.states[t.q]!;
      if (nfa.isAccept[t.q]) {
        if (t.obs.length === 0) accepted.add(t.q);
        else kept.push(t);
      } else if (st.chars.length) {
        kept.push(t);
      }
      for (const e of st.eps) {
        if (e.cond.kind !== "ahead") {
          if (holds(this.c, this.rep, this.behindStatus, e.cond)) stack.push(mkThread(e.to, t.obs));
          continue;
        }
        const start = mkThread(nfa.lookaheads[e.cond.la]!.start, NO_OBS);
        const r = this.resolve(mkObligation(e.cond.la, e.cond.negate, [start]));
        if (r === "failed") continue;
        stack.push(mkThread(e.to, r === "met" ? t.obs : [...t.obs, r]));
      }
    }
    const result = { kept, accepted: [...accepted] };
    this.c.closeMemo.set(memoKey, result);
    return result;
  }

  private resolveAll(obs: readonly Obligation[]): readonly Obligation[] | null {
    if (obs.length === 0) return obs;
    const out: Obligation[] = [];
    for (const o of obs) {
      const r = this.resolve(o);
      if (r === "failed") return null;
      if (r !== "met") out.push(r);
    }
    return out;
  }

  /** Advances an obligation's run to this position and decides it if possible. */
  private resolve(o: Obligation): Obligation | Verdict {
    const memoKey = `${this.ctx}|${o.key}`;
    const cached = this.c.resolveMemo.get(memoKey);
    if (cached) return cached;
    const accepted = new Set<number>();
    const closed = this.advance(o.threads, accepted);
    let r: Obligation | Verdict;
    if (accepted.has(this.c.nfa.lookaheads[o.la]!.accept)) r = o.negate ? "failed" : "met";
    else if (closed.length === 0) r = o.negate ? "met" : "failed";
    else r = mkObligation(o.la, o.negate, closed);
    this.c.resolveMemo.set(memoKey, r);
    return r;
  }
}

function sorted(s: ReadonlySet<number>): number[] {
  return [...s].sort((a, b) => a - b);
}
