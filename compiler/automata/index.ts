/**
 * Regexes and globs → table-driven, multi-pattern DFAs.
 *
 * Input: JS regexes `{source, flags, where?}` (globs go through `globToRegex` first).
 * Output: an `Automaton` (plain data: parts, each with alphabet classes, states, transitions
 * and reported pattern sets) that `serialize` turns into one byte table, run by `wasm/dfa.ts`
 * (`dfaMatch`) in the hook and by `runTable` in JS. Running it over a string yields the SET of
 * pattern indexes i for which `new RegExp(source_i, flags_i).test(string)` is true.
 *
 * Why: hooks run on every tool call. A DFA answers many patterns in one left-to-right pass,
 * time linear in the input, with no backtracking (immune to ReDoS) and no regex engine in wasm.
 *
 * Pipeline, per pattern: refa's JS parser (syntax, flags, case folding, `\w`/`\p{…}` sets) →
 * tagged Thompson NFA over UTF-16 code units with conditional epsilon edges for assertions
 * (nfa.ts) → alphabet classes (alphabet.ts) → subset construction with lookbehind runs and
 * lookahead obligations (subset.ts) → minimization and column merging (minimize.ts). A pattern
 * whose DFA is large is compiled as its top-level alternatives instead when they are smaller
 * together (`a.*b|c.*d`). Then the patterns are packed first-fit, in order, into parts by
 * product construction (product.ts) while a product stays within MERGE_GROWTH times its
 * members' sizes and `maxStates` states; few patterns fit in one part.
 *
 * Match modes (per part; the runner treats both alike). sticky: each state carries the set of
 * patterns already matched, as the original design asked; the answer is the final state's set
 * and the all-matched state is absorbing — but n independent patterns need up to 2^n states
 * (6–8 real `commands:` regexes already pass 4096). emit: states do not remember past matches;
 * entering a state reports the patterns that matched just before the unit that led there, and
 * the runner ORs those into its bitset (stopping once all of a part's patterns are in) — about
 * the size of the union automaton (all 13 distinct corpus `commands:` regexes: 1196 states).
 * Default "auto": emit, except parts of ≤ 3 patterns use sticky when that is not larger.
 *
 * Semantics, exactly those of `RegExp.prototype.test` on a fresh regex:
 *   - unanchored search; alphabet = UTF-16 code units, as JS without `u`;
 *   - flags `i m s` honoured; `u` and `v` SUPPORTED (astral code points become surrogate
 *     pairs, lone surrogates match only when unpaired, matches never start inside a pair);
 *     `g` and `d` ignored (they do not change `test` on a fresh regex); `y` anchors at index 0;
 *   - `^ $` (with and without `m`), `\b \B`, and lookaheads/lookbehinds of any length, nested;
 *   - backreferences only when refa can expand them to a few fixed strings (e.g. `(a|b)\1`);
 *     other backreferences, and lookaheads longer than one character inside lookbehinds,
 *     throw `RulecAutomatonError` naming the pattern, its `where`, and why;
 *   - known divergence: `\p{…}` and `i` case folding use refa's Unicode tables, which may be a
 *     Unicode version apart from the host engine's for recently assigned characters.
 *
 * Cost: build time is dominated by subset constructions and products (exponential in the
 * worst case; each capped at 4×maxStates before minimizing; a pattern that alone exceeds
 * `maxStates`, or a set needing more than `maxParts` parts, is an error with a hint).
 * Typical: tens of ms per pattern. Table ≈ Σ parts (2·states·(classes + 2) + ~300) bytes, or
 * for a part of 1 KB or more whose rows differ in few classes, about a fifth of its
 * transitions' bytes as a comb (table.ts, comb.ts). Run time per part: one class lookup and
 * one u16 load per code unit (a comb: a walk of a few u32 loads), early exit when possible.
 */
import { buildAlphabet } from "./alphabet.ts";
import { RulecAutomatonError, type PatternSpec } from "./errors.ts";
import { buildNfa, parseAll, type Nfa, type ParsedPattern } from "./nfa.ts";
import { partToRaw, product, toPart } from "./product.ts";
import type { RangeSet } from "./ranges.ts";
import { StateLimitExceeded, subsetConstruction, type MatchMode, type RawDfa } from "./subset.ts";
import { MAX_PART_STATES } from "./table.ts";

export { RulecAutomatonError, describePattern, type PatternSpec } from "./errors.ts";
export { serialize, runTable, readTable, TABLE_MAGIC, TABLE_VERSION } from "./table.ts";
export { globToRegex, type GlobOptions } from "./glob.ts";
export { printAutomaton } from "./print.ts";
export type { MatchMode } from "./subset.ts";
export type { RangeSet } from "./ranges.ts";

export interface AutomatonState {
  /** Target state per class. */
  readonly next: readonly number[];
  /** Sticky mode: patterns already matched on every path into this state. Emit mode: []. */
  readonly matched: readonly number[];
  /** Emit mode: patterns reported when this state is entered. Sticky mode: []. */
  readonly emit: readonly number[];
  /** Patterns reported when the input ends in this state. */
  readonly accept: readonly number[];
  /** Every transition loops back here: the runner may stop reading (and report `accept`). */
  readonly absorbing: boolean;
}

/** One DFA over a subset of the patterns. Pattern numbers in states are global indexes. */
export interface AutomatonPart {
  /** The (global) pattern indexes this part answers for, ascending. */
  readonly patterns: readonly number[];
  /** How this part reports matches (the table runner handles both the same way). */
  readonly mode: MatchMode;
  /** Code units of each alphabet class (a partition of 0..0xFFFF). */
  readonly classes: readonly RangeSet[];
  /** Always 0. */
  readonly start: number;
  readonly states: readonly AutomatonState[];
}

/**
 * The compiled patterns: usually one part; several when one DFA would exceed `maxStates`
 * (the runner then makes one pass per part and ORs the answers).
 */
export interface Automaton {
  readonly patterns: readonly PatternSpec[];
  readonly parts: readonly AutomatonPart[];
}

export interface CompileOptions {
  /** Largest minimized DFA per part (default 4096, at most 16383). */
  readonly maxStates?: number;
  /**
   * "auto" (default): emit mode, except that a part of at most 3 patterns is also built in
   * sticky mode and the smaller DFA is kept. "emit"/"sticky" force one mode (see `MatchMode`).
   */
  readonly mode?: MatchMode | "auto";
  /** Most parts the patterns may be split into (default 64); 1 = one DFA or an error. */
  readonly maxParts?: number;
}

export const DEFAULT_MAX_STATES = 4096;
export const DEFAULT_MAX_PARTS = 64;
/**
 * Patterns share a part while their product has at most this many times the states its
 * members have alone: alternations of keywords merge at about the sum of their sizes, but n
 * independent `a.*b` patterns need ~2^n states together (25 such corpus patterns: 1.2 MB of
 * tables packed by size alone, ~100 KB packed this way, scanned in a few more passes).
 */
const MERGE_GROWTH = 2;
/** A subset construction or product may reach this many times `maxStates` before minimizing. */
const CONSTRUCTION_FACTOR = 4;
/** In "auto" mode, parts of at most this many patterns are also built in sticky mode. */
const AUTO_STICKY_MAX_PATTERNS = 3;

const HINT =
  "hint: bound or remove large counted repetitions (x{1,200}), unanchored .*X.{n} shapes and " +
  "many independent .* patterns, split the rule's patterns, or raise maxStates/maxParts";

/**
 * Compiles patterns into an automaton answering, for a string s, which `new RegExp(source,
 * flags).test(s)` are true. Throws `RulecAutomatonError` for a pattern that cannot be compiled
 * exactly or that is too large, naming it.
 *
 * Each pattern is compiled alone (NFA → subset construction → minimization; a large one as its
 * alternatives); they are then packed first-fit, in order, into parts by product construction,
 * each part ≤ maxStates and within MERGE_GROWTH times its members' sizes.
 */
export function compileAutomaton(patterns: readonly PatternSpec[], opts: CompileOptions = {}): Automaton {
  const maxStates = checkInt("maxStates", opts.maxStates ?? DEFAULT_MAX_STATES, 1, MAX_PART_STATES - 1);
  const maxParts = checkInt("maxParts", opts.maxParts ?? DEFAULT_MAX_PARTS, 1, 0xffff);
  const mode = opts.mode ?? "auto";
  const specs = patterns.map((p) => ({ source: p.source, flags: p.flags, ...(p.where ? { where: p.where } : {}) }));
  const parsed = parseAll(specs);
  const perPattern = parsed.map((p, i) => compileUnits(p, i, maxStates, mode));
  const singles = perPattern.flat();
  const culprits = specs.filter((_, i) => perPattern[i]!.some((u) => !u.best));
  if (culprits.length) {
    const one = culprits.length === 1;
    const work = singles.some((s) => s.overWork);
    const reason = work
      ? `building ${one ? "its" : "their"} DFA takes more work than maxStates=${maxStates} allows (subsets of thousands of NFA states); ${HINT}`
      : specs.length === 1
        ? `the DFA needs more than maxStates=${maxStates} states; ${HINT}`
        : `need${one ? "s" : ""} more than maxStates=${maxStates} DFA states on ${one ? "its" : "their"} own; ${HINT}`;
    throw new RulecAutomatonError(culprits, reason);
  }
  if (specs.length === 0) return { patterns: specs, parts: [emptyPart()] };
  return { patterns: specs, parts: pack(specs, singles, maxStates, maxParts, mode) };
}

/**
 * A pattern whose DFA is large is split into its top-level alternatives when that is
 * smaller: `a.*b|c.*d` needs a DFA tracking both halves' progress at once (states
 * multiply), while `a.*b` and `c.*d` alone are tiny, and `test` of an alternation is the OR
 * of its alternatives'. Each alternative reports the pattern's own index; packing may put
 * them back together where that stays small. Not done for patterns with backreferences
 * (a group of one alternative may be referenced from another).
 */
const SPLIT_MIN_STATES = 64;

function compileUnits(p: ParsedPattern, index: number, maxStates: number, mode: Mode): Single[] {
  const whole = compileSingle(p, index, maxStates, mode);
  const alts = p.parsed.expression.alternatives;
  const size = whole.best ? whole.best.states.length : Infinity;
  if (alts.length < 2 || size <= SPLIT_MIN_STATES || /\\[1-9]|\\k</.test(p.spec.source)) return [whole];
  const units = alts.map((alt) => compileSingle({ spec: p.spec, parsed: { ...p.parsed, expression: { ...p.parsed.expression, alternatives: [alt] } } }, index, maxStates, mode));
  if (units.some((u) => !u.best)) return [whole];
  return units.reduce((n, u) => n + u.best!.states.length, 0) < size ? units : [whole];
}

interface Single {
  /** The smallest DFA for the pattern alone (in the requested mode), null if too large. */
  readonly best: AutomatonPart | null;
  /** The DFA used when the pattern shares a part (emit mode unless mode is "sticky"). */
  readonly component: AutomatonPart | null;
  /** Its sticky-mode DFA, when built. */
  readonly sticky: AutomatonPart | null;
  /** A construction gave up on its work budget rather than on the state count. */
  readonly overWork: boolean;
}

function compileSingle(p: ParsedPattern, index: number, maxStates: number, mode: Mode): Single {
  const nfa = buildNfa([p]);
  const alphabet = buildAlphabet(charSets(nfa));
  let overWork = false;
  const build = (m: MatchMode): AutomatonPart | null => {
    try {
      const raw = subsetConstruction(nfa, alphabet, maxStates * CONSTRUCTION_FACTOR, m);
      return toPart(globalize(raw, [index]), alphabet.classRanges, [index], m, maxStates);
    } catch (e) {
      if (!(e instanceof StateLimitExceeded)) throw e;
      overWork ||= e.what === "work";
      return null;
    }
  };
  const emit = mode === "sticky" ? null : build("emit");
  // Sticky mode is not tried again for a pattern whose emit construction ran out of work budget.
  const sticky = mode === "emit" || overWork ? null : build("sticky");
  const component = mode === "sticky" ? sticky : emit;
  return { best: smaller(sticky, emit), component, sticky, overWork: overWork && !emit && !sticky };
}

interface Bin {
  readonly members: number[];
  /** Product of the members' components (null for a pattern whose component is too large). */
  dfa: AutomatonPart | null;
  /** Whether `dfa` is minimized (products that fit are kept unminimized until the end). */
  minimal: boolean;
  /** Patterns this bin could not take; a bin is closed after `BIN_MISSES`. */
  misses: number;
  /** The states of its members' components, summed: what the product is held against. */
  alone: number;
}

/** A part that could not take this many patterns is considered full (bounds failed products). */
const BIN_MISSES = 2;

/** First-fit packing of the patterns, in order, into parts of at most `maxStates` states. */
function pack(
  specs: readonly PatternSpec[],
  singles: readonly Single[],
  maxStates: number,
  maxParts: number,
  mode: Mode,
): AutomatonPart[] {
  const bins: Bin[] = [];
  singles.forEach((single, i) => {
    const comp = single.component;
    if (comp && bins.some((bin) => tryAdd(bin, comp, i, maxStates))) return;
    if (bins.length >= maxParts) {
      const reason = maxParts === 1
        ? `the DFA needs more than maxStates=${maxStates} states; ${HINT}`
        : `need more than maxParts=${maxParts} automata of at most maxStates=${maxStates} states each; ${HINT}`;
      throw new RulecAutomatonError(specs, reason);
    }
    bins.push({ members: [i], dfa: comp, minimal: true, misses: 0, alone: comp ? comp.states.length : 0 });
  });
  return bins.map((b) => finishBin(b, singles, maxStates, mode));
}

/** Adds pattern `i` to an open bin if the product still fits; counts a miss otherwise. */
function tryAdd(bin: Bin, comp: AutomatonPart, i: number, maxStates: number): boolean {
  if (!bin.dfa || bin.misses >= BIN_MISSES) return false;
  if (grow(bin, comp, i, maxStates)) return true;
  bin.misses++;
  return false;
}

function grow(bin: Bin, comp: AutomatonPart, i: number, maxStates: number): boolean {
  // a merge must pay for itself: one pass instead of several, for at most MERGE_GROWTH times
  // the states its members have alone (a product that multiplies them is a table that
  // multiplies too; measured against the members, not the last product, so that a bin
  // cannot double step by step)
  const limit = Math.min(maxStates, MERGE_GROWTH * (bin.alone + comp.states.length));
  const r = product(bin.dfa!, comp, limit * CONSTRUCTION_FACTOR);
  if (!r) return false;
  const cheap = r.raw.states.length <= limit;
  // (toPart keeps each pattern once: alternatives of one pattern may meet here)
  const merged = toPart(r.raw, r.classRanges, [...bin.dfa!.patterns, ...comp.patterns], bin.dfa!.mode, limit, !cheap);
  if (!merged) return false;
  bin.dfa = merged;
  bin.minimal = !cheap;
  bin.members.push(i);
  bin.alone += comp.states.length;
  return true;
}

function combine(a: AutomatonPart, b: AutomatonPart, maxStates: number): AutomatonPart | null {
  const r = product(a, b, maxStates * CONSTRUCTION_FACTOR);
  if (!r) return null;
  const mode = a.mode === b.mode ? a.mode : "emit";
  return toPart(r.raw, r.classRanges, [...a.patterns, ...b.patterns], mode, maxStates);
}

/** Minimizes a part built from unminimized products. */
function minimal(p: AutomatonPart): AutomatonPart {
  return toPart(partToRaw(p), p.classes, p.patterns, p.mode, Infinity)!;
}

function finishBin(bin: Bin, singles: readonly Single[], maxStates: number, mode: Mode): AutomatonPart {
  if (bin.members.length === 1) return singles[bin.members[0]!]!.best!;
  if (!bin.minimal) bin.dfa = minimal(bin.dfa!);
  if (mode !== "auto" || bin.members.length > AUTO_STICKY_MAX_PATTERNS) return bin.dfa!;
  let sticky: AutomatonPart | null = singles[bin.members[0]!]!.sticky;
  for (const i of bin.members.slice(1)) {
    const next = singles[i]!.sticky;
    sticky = sticky && next ? combine(sticky, next, bin.dfa!.states.length) : null;
  }
  return smaller(sticky, bin.dfa)!;
}

/** The smaller of two DFAs (sticky on ties: it can stop reading once everything matched). */
function smaller(sticky: AutomatonPart | null, emit: AutomatonPart | null): AutomatonPart | null {
  if (!sticky || !emit) return sticky ?? emit;
  return sticky.states.length <= emit.states.length ? sticky : emit;
}

/** Renames the NFA-local pattern numbers of a raw DFA to global indexes. */
function globalize(raw: RawDfa, indexes: readonly number[]): RawDfa {
  const g = (ps: readonly number[]): number[] => ps.map((p) => indexes[p]!);
  return {
    classCount: raw.classCount,
    states: raw.states.map((s) => ({ next: s.next, matched: g(s.matched), emit: g(s.emit), accept: g(s.accept) })),
  };
}

function emptyPart(): AutomatonPart {
  const state = { next: [0], matched: [], emit: [], accept: [], absorbing: true };
  return { patterns: [], mode: "sticky", classes: [[[0, 0xffff]]], start: 0, states: [state] };
}

function charSets(nfa: Nfa): RangeSet[] {
  const sets: RangeSet[] = [...nfa.nextSets];
  for (const s of nfa.states) for (const e of s.chars) sets.push(e.set);
  return sets;
}

type Mode = MatchMode | "auto";

function checkInt(name: string, v: number, lo: number, hi: number): number {
  if (!Number.isInteger(v) || v < lo || v > hi) throw new RangeError(`${name} must be an integer in ${lo}..${hi}, got ${v}`);
  return v;
}
