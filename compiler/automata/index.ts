/**
 * Regexes and globs → one table-driven, multi-pattern DFA.
 *
 * Input: JS regexes `{source, flags, where?}` (globs go through `globToRegex` first).
 * Output: an `Automaton` (plain data: alphabet classes, states, transitions, accept sets) that
 * `serialize` turns into the byte table run by `wasm/dfa.ts` (`dfaMatch`) in the hook and by
 * `runTable` in JS. Running it over a string yields the SET of pattern indexes `i` for which
 * `new RegExp(source_i, flags_i).test(string)` is true.
 *
 * Why: hooks run on every tool call. A DFA answers every pattern in one left-to-right pass, time
 * linear in the input and independent of the number of patterns, with no backtracking (immune
 * to ReDoS) and no regex engine in the wasm.
 *
 * Pipeline: refa's JS parser (syntax, flags, case folding, `\w`/`\p{…}` sets) → tagged Thompson
 * NFA over UTF-16 code units (nfa.ts) → alphabet classes (alphabet.ts) → subset construction
 * with sticky per-pattern match sets, lookbehind runs and lookahead obligations (subset.ts) →
 * Hopcroft minimization and column merging (minimize.ts) → table (table.ts).
 *
 * Semantics, exactly those of `RegExp.prototype.test` on a fresh regex:
 *   - unanchored search; alphabet = UTF-16 code units, as JS without `u`;
 *   - flags `i m s` honoured; `u` and `v` SUPPORTED (astral code points become surrogate
 *     pairs, lone surrogates match only when unpaired, matches never start inside a pair);
 *     `g` and `d` ignored (they do not change `test` on a fresh regex); `y` anchors at index 0;
 *   - `^ $` (with and without `m`), `\b \B`, and lookaheads/lookbehinds of any length, nested;
 *   - backreferences only when refa can expand them to a few fixed strings (e.g. `(a|b)\1`);
 *     others, and lookaheads longer than one character inside lookbehinds, throw
 *     `RulecAutomatonError` naming the pattern, its `where`, and why.
 *   - Known divergence: `\p{…}` and `i` case folding use refa's Unicode tables, which may be a
 *     Unicode version apart from the host engine's for recently added characters.
 *
 * Cost: build time is a subset construction (exponential worst case): the DFA is capped at
 * `maxStates` (default 4096) minimized states, and the construction gives up at 4×maxStates.
 * Table size ≈ 2·states·classes bytes plus ~300 bytes of header and class map. Run time is one
 * class lookup and one table load per code unit, stopping early in absorbing states.
 */
import { buildAlphabet } from "./alphabet.ts";
import { RulecAutomatonError, describePattern, describePatterns, type PatternSpec } from "./errors.ts";
import { minimize } from "./minimize.ts";
import { buildNfa, parseAll, type Nfa, type ParsedPattern } from "./nfa.ts";
import { normalize, type Range, type RangeSet } from "./ranges.ts";
import { StateLimitExceeded, subsetConstruction, type MatchMode } from "./subset.ts";

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
  readonly mode: MatchMode;
  readonly parts: readonly AutomatonPart[];
}

export interface CompileOptions {
  /** Largest minimized DFA per part (default 4096, at most 65535). */
  readonly maxStates?: number;
  /** "emit" (default) or "sticky"; see `MatchMode`. */
  readonly mode?: MatchMode;
  /** Most parts the patterns may be split into (default 8); 1 = one DFA or an error. */
  readonly maxParts?: number;
}

export const DEFAULT_MAX_STATES = 4096;
export const DEFAULT_MAX_PARTS = 8;
/** The subset construction may build this many times `maxStates` before minimizing... */
const CONSTRUCTION_FACTOR = 4;
/** ...or this many when trying to grow a part while splitting (a failed try costs the most). */
const GROW_FACTOR = 2;

const HINT =
  "hint: bound or remove large counted repetitions (x{1,200}), unanchored .*X.{n} shapes and " +
  "many independent .* patterns, split the rule's patterns, or raise maxStates/maxParts";

/**
 * Compiles patterns into an automaton answering, for a string s, which `new RegExp(source,
 * flags).test(s)` are true. Throws `RulecAutomatonError` for a pattern that cannot be compiled
 * exactly or that is too large, naming it.
 */
export function compileAutomaton(patterns: readonly PatternSpec[], opts: CompileOptions = {}): Automaton {
  const maxStates = checkInt("maxStates", opts.maxStates ?? DEFAULT_MAX_STATES, 1, 0xffff);
  const maxParts = checkInt("maxParts", opts.maxParts ?? DEFAULT_MAX_PARTS, 1, 0xffff);
  const mode = opts.mode ?? "emit";
  const specs = patterns.map((p) => ({ source: p.source, flags: p.flags, ...(p.where ? { where: p.where } : {}) }));
  const parsed = parseAll(specs);
  const all = specs.map((_, i) => i);
  const whole = buildPart(buildNfa(parsed), all, maxStates, mode);
  if (whole) return { patterns: specs, mode, parts: [whole] };
  if (maxParts === 1) throw tooLarge(specs, parsed, maxStates, mode);
  return { patterns: specs, mode, parts: split(specs, parsed, maxStates, maxParts, mode) };
}

/** Greedy next-fit split, in pattern order: grow the current part until it no longer fits. */
function split(
  specs: readonly PatternSpec[],
  parsed: readonly ParsedPattern[],
  maxStates: number,
  maxParts: number,
  mode: MatchMode,
): AutomatonPart[] {
  const attempt = (idx: number[], factor: number) =>
    buildPart(buildNfa(idx.map((i) => parsed[i]!)), idx, maxStates, mode, factor);
  const parts: AutomatonPart[] = [];
  let current: number[] = [];
  let part: AutomatonPart | null = null;
  for (let i = 0; i < specs.length; i++) {
    const grown = part ? attempt([...current, i], GROW_FACTOR) : null;
    if (grown) {
      current.push(i);
      part = grown;
      continue;
    }
    if (part) parts.push(part);
    if (parts.length >= maxParts) {
      const reason = `need more than maxParts=${maxParts} automata of at most maxStates=${maxStates} states each; ${HINT}`;
      throw new RulecAutomatonError(specs, reason);
    }
    part = attempt([i], CONSTRUCTION_FACTOR);
    if (!part) {
      throw new RulecAutomatonError([specs[i]!], `needs more than maxStates=${maxStates} DFA states on its own; ${HINT}`);
    }
    current = [i];
  }
  if (part) parts.push(part);
  return parts;
}

/** NFA → minimized part, or null if it exceeds `maxStates`. `indexes`: NFA pattern → global. */
function buildPart(
  nfa: Nfa,
  indexes: readonly number[],
  maxStates: number,
  mode: MatchMode,
  factor = CONSTRUCTION_FACTOR,
): AutomatonPart | null {
  const alphabet = buildAlphabet(charSets(nfa));
  let raw;
  try {
    raw = subsetConstruction(nfa, alphabet, maxStates * factor, mode);
  } catch (e) {
    if (e instanceof StateLimitExceeded) return null;
    throw e;
  }
  const min = minimize(raw);
  if (min.states.length > maxStates) return null;
  const merged: Range[][] = Array.from({ length: min.classCount }, () => []);
  alphabet.classRanges.forEach((ranges, c) => merged[min.classMap[c]!]!.push(...ranges));
  const global = (ps: readonly number[]): number[] => ps.map((p) => indexes[p]!);
  return {
    patterns: [...indexes],
    classes: merged.map((r) => normalize(r)),
    start: 0,
    states: min.states.map((s) => ({
      next: s.next,
      matched: global(s.matched),
      emit: global(s.emit),
      accept: global(s.accept),
      absorbing: s.absorbing,
    })),
  };
}

function charSets(nfa: Nfa): RangeSet[] {
  const sets: RangeSet[] = [...nfa.nextSets];
  for (const s of nfa.states) for (const e of s.chars) sets.push(e.set);
  return sets;
}

/** The size-guard error for `maxParts: 1`; names the patterns too large on their own, if any. */
function tooLarge(
  specs: readonly PatternSpec[],
  parsed: readonly ParsedPattern[],
  maxStates: number,
  mode: MatchMode,
): RulecAutomatonError {
  const culprits: PatternSpec[] = [];
  if (specs.length > 1 && specs.length <= 64) {
    parsed.forEach((p, i) => {
      if (!buildPart(buildNfa([p]), [i], maxStates, mode)) culprits.push(p.spec);
    });
  }
  const alone = culprits.length
    ? `; alone, ${culprits.map(describePattern).join(", ")} already exceed${culprits.length === 1 ? "s" : ""} it`
    : "";
  const reason = `the DFA needs more than maxStates=${maxStates} states${alone}; ${HINT}`;
  return new RulecAutomatonError(specs, reason, `${describePatterns(specs)}: ${reason}`);
}

function checkInt(name: string, v: number, lo: number, hi: number): number {
  if (!Number.isInteger(v) || v < lo || v > hi) throw new RangeError(`${name} must be an integer in ${lo}..${hi}, got ${v}`);
  return v;
}
