/**
 * Path globs → JS regexes, via picomatch (no glob parser of our own).
 *
 * What: `globToRegex(glob)` returns the `{source, flags}` of `picomatch.makeRe(glob)` with rulec's
 * defaults, ready for `compileAutomaton`. picomatch's output uses lookaheads (`(?!\.)`,
 * `(?!(?:^|\/)\.{1,2}(?:\/|$))`), which the automaton compiler supports exactly.
 *
 * Defaults (each can be overridden):
 *   dot: true        `*`, `?` and `**` also match names starting with "." (`**\/*.json` matches
 *                    `.vscode/settings.json`); the segments "." and ".." are never matched.
 *   matchBase: true  a glob without "/" matches the last path segment anywhere in the path
 *                    (`*.md` ≡ `**\/*.md`, like .gitignore); a glob with "/" matches the whole path.
 *   nocase: false    case-sensitive (adds the `i` flag when true).
 *   Always: "/" is the only separator (windows: false); `**` matches zero or more segments;
 *   brace sets `*.{scala,sc}` and ranges `{1..3}` expand; extglobs `@(a|b)`, `!(x)` work; a
 *   leading "!" negates the whole glob. The match is anchored at both ends of the string, so
 *   paths must be given relative to the directory the glob is written for (or start the glob
 *   with `**\/`).
 * Why: rules mostly talk about files by glob; compiling them into the same DFA as the regexes
 * costs nothing extra at run time. Cost: build time only.
 */
import picomatch from "picomatch";

export interface GlobOptions {
  /** Let wildcards match names starting with "." (default true). */
  readonly dot?: boolean;
  /** A glob without "/" matches the basename anywhere (default true). */
  readonly matchBase?: boolean;
  /** Case-insensitive (default false). */
  readonly nocase?: boolean;
}

export function globToRegex(glob: string, opts: GlobOptions = {}): { source: string; flags: string } {
  const dot = opts.dot ?? true;
  const matchBase = opts.matchBase ?? true;
  const nocase = opts.nocase ?? false;
  const negated = glob.startsWith("!") && !glob.startsWith("!(");
  let body = negated ? glob.slice(1) : glob;
  if (matchBase && !body.includes("/")) body = `**/${body}`;
  const re = picomatch.makeRe((negated ? "!" : "") + body, { dot, nocase, windows: false });
  const flags = [...new Set(re.flags + (nocase ? "i" : ""))].filter((f) => f !== "g").sort().join("");
  return { source: re.source, flags };
}
