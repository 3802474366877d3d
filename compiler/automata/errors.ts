/**
 * Errors raised while compiling regexes and globs to automata.
 *
 * What: one error class, `RulecAutomatonError`, whose message is a single line that names the
 * pattern (as `/source/flags`), where it came from (a file, a rule) and why it was rejected.
 * Why: rule authors see these at build time; the message must point at the offending pattern
 * without a stack trace. Cost: none at run time (build-time only).
 */

/** The user-facing description of one input pattern. */
export interface PatternSpec {
  /** Regex source, exactly as given to `new RegExp(source, flags)`. */
  readonly source: string;
  /** Regex flags. `i m s u v` are honoured, `g d` are ignored, `y` anchors the match at 0. */
  readonly flags: string;
  /** Where the pattern came from (file name, rule id), used only in messages. */
  readonly where?: string;
}

export class RulecAutomatonError extends Error {
  override readonly name = "RulecAutomatonError";
  /** The patterns the error is about (one for a rejected pattern, several for the size guard). */
  readonly patterns: readonly PatternSpec[];
  /** The reason alone, without the pattern prefix. */
  readonly reason: string;

  constructor(patterns: readonly PatternSpec[], reason: string, message?: string) {
    super(oneLine(message ?? `${describePatterns(patterns)}: ${reason}`));
    this.patterns = patterns;
    this.reason = reason;
  }
}

/** `/source/flags (where)` — how a pattern is named in every message. */
export function describePattern(p: PatternSpec): string {
  const lit = `/${oneLine(p.source)}/${p.flags}`;
  return p.where ? `${lit} (${oneLine(p.where)})` : lit;
}

/** Escapes line terminators so that a message stays on one line. */
function oneLine(s: string): string {
  return s.replace(/[\n\r\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Names up to `max` patterns, then says how many more there are. */
export function describePatterns(ps: readonly PatternSpec[], max = 4): string {
  if (ps.length === 1) return `pattern ${describePattern(ps[0]!)}`;
  const shown = ps.slice(0, max).map(describePattern).join(", ");
  const more = ps.length > max ? ` and ${ps.length - max} more` : "";
  return `patterns ${shown}${more}`;
}
