/**
 * JS regexes → one tagged Thompson NFA over UTF-16 code units.
 *
 * What: parses every pattern with refa's JS parser (refa resolves `\d`, `\w`, `.`, `i` case
 * folding, `\p{…}`, and expands backreferences whose group can only match a few fixed strings)
 * and builds one NFA holding a fragment per pattern. Epsilon edges may carry a condition:
 *
 *   next  — the next code unit is (not) in a set; end of input counts as "not in the set".
 *           Single-character lookaheads, `$`, and the look-ahead half of `\b` `\B` become these.
 *   prev  — a lookbehind automaton accepts here ("some suffix of the input read so far matches
 *           the lookbehind body"). `^`, the look-behind half of `\b` `\B`, and every `(?<=…)`,
 *           `(?<!…)` become these; one-character bodies are shared between patterns.
 *   ahead — a general lookahead: the thread continues under an obligation that the lookahead's
 *           own fragment does (not) match starting here (resolved later by the DFA builder).
 *
 * Why: `RegExp.prototype.test` is an existence question, so without backreferences every
 * construct JS has is regular; the conditions keep assertions exact while the DFA builder keeps
 * the context they need (previous-character facts, pending lookaheads) in its states.
 *
 * Unicode (`u`/`v`): refa works on code points; each class is expanded here to UTF-16 the way
 * V8 desugars it: BMP units as themselves, astral ranges as lead→trail pairs, a lone lead
 * surrogate only when the next unit is not a trail, a lone trail only when the previous unit is
 * not a lead. V8 (Node, Deno) tries a match at every code-unit index, also between the halves of
 * a pair (the spec would skip those; only `y` stays at index 0), so no start guard is added;
 * only empty-width prefixes can match there, since a trail right after a lead never matches.
 * One-character lookarounds answer from one code unit when their set holds no surrogate or
 * astral code point, or when they are the built-in `^`/`$`; other ones (`(?<!\S)`, `(?![^])`)
 * take the general route, which gives V8's answer between the halves of a pair too.
 *
 * Rejected, with a one-line `RulecAutomatonError`: backreferences refa cannot expand, and
 * lookaheads longer than one character inside a lookbehind (they would look past the position
 * the lookbehind answers for).
 *
 * Cost: build time only; NFA size is linear in the pattern after counted repetitions are
 * unrolled (`a{1000}` makes 1000 copies), capped by `MAX_NFA_STATES`.
 */
import { createRequire } from "node:module";
import type { CharSet, Concatenation, Element, Expression, NoParent } from "refa";

// refa, loaded the first time a pattern is parsed: a CLI command that compiles no pattern
// (install, doctor, --version) does not pay its load
let refaJS: typeof import("refa").JS | null = null;
const JS = new Proxy({} as typeof import("refa").JS, {
  get: (_, k) => ((refaJS ??= (createRequire(import.meta.url)("refa") as typeof import("refa")).JS) as never)[k],
});
import { RulecAutomatonError, type PatternSpec } from "./errors.ts";
import {
  LEAD,
  TRAIL,
  equals,
  intersect,
  isEmpty,
  normalize,
  rangeKey,
  type Range,
  type RangeSet,
} from "./ranges.ts";

export type Cond =
  | { readonly kind: "always" }
  | { readonly kind: "next"; readonly set: number; readonly negate: boolean }
  | { readonly kind: "prev"; readonly bg: number; readonly negate: boolean }
  | { readonly kind: "ahead"; readonly la: number; readonly negate: boolean };

export interface EpsEdge {
  readonly to: number;
  readonly cond: Cond;
}
export interface CharEdge {
  readonly set: RangeSet;
  readonly to: number;
}
export interface NfaState {
  readonly eps: EpsEdge[];
  readonly chars: CharEdge[];
}
export interface Fragment {
  readonly start: number;
  readonly accept: number;
}
export interface PatternFragment extends Fragment {
  /** `y` flag: the match may only start at index 0. */
  readonly sticky: boolean;
}
export interface LookbehindFragment extends Fragment {
  /** Patterns that use this lookbehind (directly or through another lookaround). */
  readonly users: Set<number>;
}

export interface Nfa {
  readonly states: readonly NfaState[];
  readonly patterns: readonly PatternFragment[];
  readonly lookaheads: readonly Fragment[];
  /** Ordered so that a lookbehind nested in another one comes first. */
  readonly lookbehinds: readonly LookbehindFragment[];
  /** Code-unit sets tested by `next` conditions. */
  readonly nextSets: readonly RangeSet[];
  /** Pattern owning each state of a pattern fragment, -1 for lookaround fragments. */
  readonly owner: Int32Array;
  /** 1 for the accept state of any fragment. */
  readonly isAccept: Uint8Array;
}

/** Upper bound on NFA states for one pattern (counted repetitions are unrolled). */
export const MAX_NFA_STATES = 200_000;

class NfaBudgetExceeded extends Error {}

const SUPPORTED_FLAGS = "dgimsuvy";
const BMP_NON_SURROGATE: RangeSet = [
  [0, 0xd7ff],
  [0xe000, 0xffff],
];
const SURROGATES_AND_ASTRAL: RangeSet = [[0xd800, 0x10ffff]];
const ASTRAL: RangeSet = [[0x10000, 0x10ffff]];
const ALWAYS: Cond = { kind: "always" };

export interface Parsed {
  readonly expression: NoParent<Expression>;
  readonly unicode: boolean;
  readonly sticky: boolean;
}

/** Validates flags and source with the host `RegExp`, then parses with refa. */
export function parsePattern(spec: PatternSpec): Parsed {
  const reject = (why: string): never => {
    throw new RulecAutomatonError([spec], why);
  };
  for (const f of spec.flags) {
    if (!SUPPORTED_FLAGS.includes(f)) reject(`unsupported flag "${f}"`);
  }
  try {
    new RegExp(spec.source, spec.flags);
  } catch (e) {
    const why = (e as Error).message.replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, "");
    reject(`invalid regular expression: ${why}`);
  }
  const refaFlags = [...spec.flags].filter((f) => "imsuv".includes(f)).join("");
  try {
    const parser = JS.Parser.fromLiteral({ source: spec.source, flags: refaFlags });
    const { expression } = parser.parse({ backreferences: "unknown", assertions: "parse", maxNodes: 50_000 });
    return { expression, unicode: /[uv]/.test(spec.flags), sticky: spec.flags.includes("y") };
  } catch (e) {
    if (e instanceof RulecAutomatonError) throw e;
    return reject(`refa could not parse it: ${(e as Error).message}`);
  }
}

interface Ctx {
  readonly pattern: number;
  readonly spec: PatternSpec;
  readonly unicode: boolean;
  readonly inLookbehind: boolean;
}

export interface ParsedPattern {
  readonly spec: PatternSpec;
  readonly parsed: Parsed;
}

/** Parses every pattern; throws `RulecAutomatonError` for the first invalid one. */
export function parseAll(specs: readonly PatternSpec[]): ParsedPattern[] {
  return specs.map((spec) => ({ spec, parsed: parsePattern(spec) }));
}

/**
 * Builds one NFA for the given patterns (pattern i of the NFA = patterns[i]); throws
 * `RulecAutomatonError` for the first one that cannot be compiled.
 */
export function buildNfa(patterns: readonly ParsedPattern[]): Nfa {
  const b = new NfaBuilder();
  patterns.forEach((p, i) => b.addPattern(i, p.spec, p.parsed));
  return b.finish();
}

class NfaBuilder {
  private readonly states: NfaState[] = [];
  private readonly owners: number[] = [];
  private readonly patterns: PatternFragment[] = [];
  private readonly lookaheads: Fragment[] = [];
  private readonly lookbehinds: LookbehindFragment[] = [];
  private readonly sharedLookbehinds = new Map<string, number>();
  private readonly nextSets: RangeSet[] = [];
  private readonly nextSetIds = new Map<string, number>();
  private readonly accepts = new Set<number>();
  private currentOwner = -1;

  addPattern(index: number, spec: PatternSpec, parsed: Parsed): void {
    const ctx: Ctx = { pattern: index, spec, unicode: parsed.unicode, inLookbehind: false };
    this.currentOwner = index;
    try {
      const start = this.newState();
      const accept = this.newState();
      this.alternatives(parsed.expression.alternatives, start, accept, ctx);
      this.accepts.add(accept);
      this.patterns.push({ start, accept, sticky: parsed.sticky });
    } catch (e) {
      if (!(e instanceof NfaBudgetExceeded)) throw e;
      const why = `expands to more than ${MAX_NFA_STATES} NFA states (unrolled counted repetitions such as {1000}?)`;
      throw new RulecAutomatonError([spec], why);
    } finally {
      this.currentOwner = -1;
    }
  }

  finish(): Nfa {
    const isAccept = new Uint8Array(this.states.length);
    for (const a of this.accepts) isAccept[a] = 1;
    return {
      states: this.states,
      patterns: this.patterns,
      lookaheads: this.lookaheads,
      lookbehinds: this.lookbehinds,
      nextSets: this.nextSets,
      owner: Int32Array.from(this.owners),
      isAccept,
    };
  }

  private newState(): number {
    if (this.states.length >= MAX_NFA_STATES) throw new NfaBudgetExceeded();
    this.states.push({ eps: [], chars: [] });
    this.owners.push(this.currentOwner);
    return this.states.length - 1;
  }

  private eps(from: number, to: number, cond: Cond = ALWAYS): void {
    this.states[from]!.eps.push({ to, cond });
  }

  private chars(from: number, set: RangeSet, to: number): void {
    if (!isEmpty(set)) this.states[from]!.chars.push({ set, to });
  }

  private nextSet(set: RangeSet): number {
    const key = rangeKey(set);
    let id = this.nextSetIds.get(key);
    if (id === undefined) {
      id = this.nextSets.push(set) - 1;
      this.nextSetIds.set(key, id);
    }
    return id;
  }

  /** A lookbehind whose body is one code unit from `set`, shared by every pattern using it. */
  private sharedLookbehind(set: RangeSet, ctx: Ctx): number {
    const key = rangeKey(set);
    let id = this.sharedLookbehinds.get(key);
    if (id === undefined) {
      const saved = this.currentOwner;
      this.currentOwner = -1;
      const start = this.newState();
      const accept = this.newState();
      this.currentOwner = saved;
      this.chars(start, set, accept);
      this.accepts.add(accept);
      id = this.lookbehinds.push({ start, accept, users: new Set() }) - 1;
      this.sharedLookbehinds.set(key, id);
    }
    this.lookbehinds[id]!.users.add(ctx.pattern);
    return id;
  }

  private alternatives(alts: readonly NoParent<Concatenation>[], from: number, to: number, ctx: Ctx): void {
    for (const alt of alts) this.concatenation(alt, from, to, ctx);
  }

  private concatenation(c: NoParent<Concatenation>, from: number, to: number, ctx: Ctx): void {
    const els = c.elements;
    if (els.length === 0) {
      this.eps(from, to);
      return;
    }
    let cur = from;
    els.forEach((el, i) => {
      const next = i === els.length - 1 ? to : this.newState();
      this.element(el, cur, next, ctx);
      cur = next;
    });
  }

  private element(el: NoParent<Element>, from: number, to: number, ctx: Ctx): void {
    switch (el.type) {
      case "CharacterClass":
        this.characterClass(el.characters, from, to, ctx);
        return;
      case "Alternation":
        this.alternatives(el.alternatives, from, to, ctx);
        return;
      case "Quantifier":
        this.quantifier(el.alternatives, el.min, el.max, from, to, ctx);
        return;
      case "Assertion": {
        const single = singleUnitSet(el.alternatives, ctx.unicode, isTextAnchor(el, ctx.spec));
        if (el.kind === "ahead") this.lookahead(el.alternatives, single, el.negate, from, to, ctx);
        else this.lookbehind(el.alternatives, single, el.negate, from, to, ctx);
        return;
      }
      case "Unknown":
        throw new RulecAutomatonError(
          [ctx.spec],
          `backreference ${el.id} cannot be compiled to an automaton (only groups matching a few fixed strings can be expanded)`,
        );
      default:
        return assertNever(el);
    }
  }

  private quantifier(
    body: readonly NoParent<Concatenation>[],
    min: number,
    max: number,
    from: number,
    to: number,
    ctx: Ctx,
  ): void {
    let cur = from;
    for (let i = 0; i < min; i++) {
      const next = i === min - 1 && max === min ? to : this.newState();
      this.alternatives(body, cur, next, ctx);
      cur = next;
    }
    if (max === min) {
      if (min === 0) this.eps(from, to);
      return;
    }
    if (max === Infinity) {
      const loop = this.newState();
      this.eps(cur, loop);
      this.alternatives(body, loop, loop, ctx);
      this.eps(loop, to);
      return;
    }
    for (let i = min; i < max; i++) {
      const next = this.newState();
      this.eps(cur, to);
      this.alternatives(body, cur, next, ctx);
      cur = next;
    }
    this.eps(cur, to);
  }

  private characterClass(set: CharSet, from: number, to: number, ctx: Ctx): void {
    const cps = normalize(set.ranges.map((r): Range => [r.min, r.max]));
    if (!ctx.unicode) {
      this.chars(from, cps, to);
      return;
    }
    this.chars(from, intersect(cps, BMP_NON_SURROGATE), to);
    const leads = intersect(cps, LEAD);
    if (!isEmpty(leads)) {
      const m = this.newState();
      this.chars(from, leads, m);
      this.eps(m, to, { kind: "next", set: this.nextSet(TRAIL), negate: true });
    }
    const trails = intersect(cps, TRAIL);
    if (!isEmpty(trails)) {
      const m = this.newState();
      this.eps(from, m, { kind: "prev", bg: this.sharedLookbehind(LEAD, ctx), negate: true });
      this.chars(m, trails, to);
    }
    for (const { leads: ls, trails: ts } of astralPairs(intersect(cps, ASTRAL))) {
      const m = this.newState();
      this.chars(from, ls, m);
      this.chars(m, ts, to);
    }
  }

  private lookahead(
    body: readonly NoParent<Concatenation>[],
    single: RangeSet | null,
    negate: boolean,
    from: number,
    to: number,
    ctx: Ctx,
  ): void {
    if (single) {
      this.eps(from, to, { kind: "next", set: this.nextSet(single), negate });
      return;
    }
    if (ctx.inLookbehind) {
      throw new RulecAutomatonError(
        [ctx.spec],
        "a lookahead longer than one character inside a lookbehind cannot be compiled to an automaton",
      );
    }
    const saved = this.currentOwner;
    this.currentOwner = -1;
    const start = this.newState();
    const accept = this.newState();
    this.accepts.add(accept);
    const la = this.lookaheads.push({ start, accept }) - 1;
    this.alternatives(body, start, accept, ctx);
    this.currentOwner = saved;
    this.eps(from, to, { kind: "ahead", la, negate });
  }

  private lookbehind(
    body: readonly NoParent<Concatenation>[],
    single: RangeSet | null,
    negate: boolean,
    from: number,
    to: number,
    ctx: Ctx,
  ): void {
    let bg: number;
    if (single) {
      bg = this.sharedLookbehind(single, ctx);
    } else {
      const saved = this.currentOwner;
      this.currentOwner = -1;
      const start = this.newState();
      const accept = this.newState();
      // Nested lookbehinds are registered while the body is built, so they get lower ids.
      this.alternatives(body, start, accept, { ...ctx, inLookbehind: true });
      this.currentOwner = saved;
      this.accepts.add(accept);
      bg = this.lookbehinds.push({ start, accept, users: new Set([ctx.pattern]) }) - 1;
    }
    this.eps(from, to, { kind: "prev", bg, negate });
  }
}

/** Whether an assertion node is the pattern's own `^` or `$` (refa parses them as lookarounds). */
function isTextAnchor(el: NoParent<Element>, spec: PatternSpec): boolean {
  const loc = (el as { source?: { start: number; end: number } }).source;
  const text = loc ? spec.source.slice(loc.start, loc.end) : "";
  return text === "^" || text === "$";
}

/**
 * If a lookaround body is one character from a set (`(?=\w)`, `$`, `(?<![^\n])`), returns the
 * code units that decide it; else null. In Unicode mode one unit decides if the set holds no
 * surrogate or astral code point, or — for the built-in `^`/`$` only, which V8 checks on code
 * units — all of them.
 */
function singleUnitSet(body: readonly NoParent<Concatenation>[], unicode: boolean, textAnchor: boolean): RangeSet | null {
  const ranges: Range[] = [];
  for (const alt of body) {
    const el = alt.elements[0];
    if (alt.elements.length !== 1 || el?.type !== "CharacterClass") return null;
    for (const r of el.characters.ranges) ranges.push([r.min, r.max]);
  }
  const cps = normalize(ranges);
  if (!unicode) return cps;
  const high = intersect(cps, SURROGATES_AND_ASTRAL);
  if (isEmpty(high)) return cps;
  if (textAnchor && equals(high, SURROGATES_AND_ASTRAL)) return intersect(cps, [[0, 0xffff]]);
  return null;
}

/** Splits astral code-point ranges into (lead units, trail units) pairs, grouped by trail set. */
function astralPairs(astral: RangeSet): { leads: RangeSet; trails: RangeSet }[] {
  const trailsByLead = new Map<number, Range[]>();
  const add = (lead: number, lo: number, hi: number): void => {
    const list = trailsByLead.get(lead) ?? [];
    list.push([lo, hi]);
    trailsByLead.set(lead, list);
  };
  for (const [lo, hi] of astral) {
    const a = lo - 0x10000;
    const b = hi - 0x10000;
    const leadLo = 0xd800 + (a >> 10);
    const leadHi = 0xd800 + (b >> 10);
    for (let lead = leadLo; lead <= leadHi; lead++) {
      add(lead, lead === leadLo ? 0xdc00 + (a & 0x3ff) : 0xdc00, lead === leadHi ? 0xdc00 + (b & 0x3ff) : 0xdfff);
    }
  }
  const groups = new Map<string, { leads: Range[]; trails: RangeSet }>();
  for (const [lead, list] of trailsByLead) {
    const trails = normalize(list);
    const key = rangeKey(trails);
    const g = groups.get(key) ?? { leads: [], trails };
    g.leads.push([lead, lead]);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({ leads: normalize(g.leads), trails: g.trails }));
}

function assertNever(x: never): never {
  throw new Error(`unexpected node ${JSON.stringify(x)}`);
}
