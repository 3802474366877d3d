/**
 * Anchored path patterns → the pattern of the paths that are, or may hold, a path they match.
 *
 * What: for patterns `^…$` over paths (`/etc/ssl/private/.+`, `~/.ssh/id_[^/]+`), a RegExp
 * matching a word P when
 *   - P itself matches;
 *   - some path P/… matches: P is a directory whose tree holds a matching path (`/etc/ssl`,
 *     `/etc`, `~/.ssh`): a prefix of a match that ends right before a `/`, with any
 *     trailing slashes;
 *   - P is a glob whose text before its first glob character (`*`, `?`, `[`) begins some
 *     match (`/var/lib/d*`, `~/.ss*`, `/usr/l?b`): it may expand to such a directory. What
 *     follows that character is not read (a glob may match more than it seems to).
 * The empty word never matches (it names no file); the root (`/`) does, for a pattern of
 * absolute paths. Flags stay each pattern's own: a case-insensitive one is folded into its
 * character sets, the others keep their case. Other spellings of a path (`/./`, `..`, a
 * relative path) are asPath()'s to normalize: combine the two.
 *
 * Why: a recursive delete (`rm -r P`, `rsync --delete … P`) deletes what P holds; a rule that
 * protects files by their paths protects them from it only when it also names every
 * directory above them. Deriving those directories from the patterns keeps them in step.
 *
 * How: refa parses each pattern (case folding and classes resolved into character sets);
 * the prefixes are built on its syntax tree — for a concatenation e1 e2 … ek,
 * pre(e1) | e1 (pre(e2) | e2 (…)), linear in the pattern's size (a repeated group is copied
 * once more) — and printed back as a literal by refa. The result is an ordinary pattern, compiled like any other.
 *
 * Cost: build time only (the rule file's evaluation), and automaton size: the result holds
 * each pattern about three times (whole, directory prefixes, glob prefixes) — destructive's
 * kept and system files add some 4% to its classifier. Refused, with a message: a pattern
 * not anchored at both ends, one with other assertions or backreferences, and the u and v
 * flags.
 */
import { createRequire } from "node:module";
import type { CharSet, Concatenation, Element, NoParent } from "refa";

type Refa = typeof import("refa");
let refa: Refa | null = null;
const load = (): Refa => (refa ??= createRequire(import.meta.url)("refa") as Refa);

type Concat = NoParent<Concatenation>;
type El = NoParent<Element>;

const SLASH = 0x2f;
/** Which prefixes: those that end right before a `/` ("dir"), or any ("any"). */
type Kind = "dir" | "any";

/** A word pattern for P such that P, or a path under P, may match one of `patterns` (see above). */
export function containing(patterns: readonly RegExp[]): RegExp {
  const { whole, dirs, starts, lit } = parts(patterns);
  return new RegExp(String.raw`^(?!$)(?:(?:${lit(whole)})|(?:${lit(dirs)})\/*|(?![*?[])(?:${lit(starts)})[*?[][^]*)$`);
}

/**
 * Only the directories above a match, with any trailing slashes: neither a match itself
 * nor a glob. For a pattern that is put after a prefix of its own (`^(.*\/)?` + it: the
 * directories above a store wherever they lie), where the whole list, its glob prefixes
 * and an unanchored start together make an automaton too large to build.
 */
export function directoriesAbove(patterns: readonly RegExp[]): RegExp {
  const { dirs, lit } = parts(patterns);
  if (!dirs.length) throw new Error("directoriesAbove(): no pattern has a directory above its match");
  return new RegExp(String.raw`^(?!$)(?:${lit(dirs)})\/*$`);
}

function parts(patterns: readonly RegExp[]): { whole: Concat[]; dirs: Concat[]; starts: Concat[]; lit: (alts: Concat[]) => string } {
  const { JS } = load();
  if (!patterns.length) throw new Error("containing() needs at least one pattern");
  const whole: Concat[] = [];
  let max = -1;
  for (const re of patterns) {
    const parsed = JS.Parser.fromLiteral(re).parse({ backreferences: "throw", assertions: "parse" });
    if (max >= 0 && parsed.maxCharacter !== max) throw new Error(`containing(${re}): mixes unicode and non-unicode patterns`);
    max = parsed.maxCharacter;
    if (max !== 0xffff) throw new Error(`containing(${re}): the u and v flags are not supported`);
    for (const alt of parsed.expression.alternatives) {
      const els = alt.elements;
      if (els.length < 2 || !isEdge(els[0]!, "behind") || !isEdge(els[els.length - 1]!, "ahead")) {
        throw new Error(`containing(${re}): each alternative must be anchored at both ends (^…$)`);
      }
      const body = els.slice(1, -1) as El[];
      if (body.some(hasAssertion)) throw new Error(`containing(${re}): no assertions but the outer ^ and $`);
      whole.push({ type: "Concatenation", elements: body });
    }
  }
  const lit = (alts: Concat[]): string => alts.length ? JS.toLiteral({ type: "Expression", alternatives: alts }, { flags: { ignoreCase: false } }).source : "[]";
  const dirs = whole.flatMap((c) => prefixes(c, 0, "dir"));
  const starts = whole.flatMap((c) => prefixes(c, 0, "any"));
  return { whole, dirs, starts, lit };
}

/**
 * The prefixes of what c.elements[i…] matches, as alternatives: those ending right before
 * a `/` ("dir"; none when there is no such place), or all, the empty one and the whole
 * included ("any").
 */
function prefixes(c: Concat, i: number, kind: Kind): Concat[] {
  if (i === c.elements.length) return kind === "any" ? [seq()] : [];
  const e = c.elements[i]!;
  const own = inside(e, kind);
  const rest = prefixes(c, i + 1, kind);
  return rest.length ? [...own, seq(e, group(rest))] : own;
}

/** The prefixes that end inside e (before it is complete; the empty one for "any"). */
function inside(e: El, kind: Kind): Concat[] {
  switch (e.type) {
    case "CharacterClass":
      return kind === "any" ? [seq()] : e.characters.has(SLASH) ? [seq()] : [];
    case "Alternation":
      return e.alternatives.flatMap((a) => prefixes(a, 0, kind));
    case "Quantifier": {
      const own = e.alternatives.flatMap((a) => prefixes(a, 0, kind));
      if (!own.length || e.max === 1) return own;
      // (some complete repetitions, fewer than the most, then a prefix of one more)
      const before: El = { type: "Quantifier", min: 0, max: e.max - 1, lazy: false, alternatives: e.alternatives };
      return [seq(before, group(own))];
    }
    default:
      throw new Error(`containing(): ${e.type} is not supported`);
  }
}

const seq = (...elements: El[]): Concat => ({ type: "Concatenation", elements });
const group = (alternatives: Concat[]): El =>
  alternatives.length === 1 && alternatives[0]!.elements.length === 1 ? alternatives[0]!.elements[0]! : { type: "Alternation", alternatives };

function hasAssertion(e: El): boolean {
  if (e.type === "Assertion") return true;
  if (e.type === "Alternation" || e.type === "Quantifier") return e.alternatives.some((a) => a.elements.some(hasAssertion));
  return false;
}

function isEdge(el: NoParent<Element>, kind: "behind" | "ahead"): boolean {
  if (el.type !== "Assertion" || el.kind !== kind || !el.negate || el.alternatives.length !== 1) return false;
  const only = el.alternatives[0]!.elements;
  return only.length === 1 && only[0]!.type === "CharacterClass" && (only[0]!.characters as CharSet).isAll;
}
