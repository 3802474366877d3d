// The IR: a rule set as plain data, the contract between the rule API and codegen.
//
// Input: built by `lower.ts` from what a rule file's default export evaluates to.
// Output: consumed by `check.ts` (build-time diagnostics) and `codegen.ts` (AssemblyScript).
// Every rule carries the source location of the call that made it, so a diagnostic can
// point at the rule file. `printRuleSet` renders it as stable text for golden files and
// `rulec debug ir`.
//
// Cost: nothing at run time; the IR never reaches the hook.

export interface Loc { file: string; line: number; col: number }

export type Tier = "deny" | "ask" | "allow" | "context" | "silent";
export const TIERS: readonly Tier[] = ["silent", "context", "allow", "ask", "deny"];
export const tierRank = (t: Tier): number => TIERS.indexOf(t);

/** Which words of a simple command a quantifier ranges over, by index [from, to). */
export type Selection = "flags" | "positionals" | "args" | "afterDashDash" | "argv";
export interface Sel { of: Selection; from: number; to: number | null }

/** A predicate over one word. */
export type WordPred =
  | { k: "eq"; values: string[] }
  | { k: "prefix"; values: string[] }
  | { k: "re"; source: string; flags: string }
  | { k: "exists" }                       // names an existing path (host fact)
  | { k: "all"; of: WordPred[] }
  | { k: "any"; of: WordPred[] }
  | { k: "not"; of: WordPred };

/** A predicate over one simple command of a Bash tool call. */
export type Pred =
  | { k: "true" }
  | { k: "all"; of: Pred[] }
  | { k: "any"; of: Pred[] }
  | { k: "not"; of: Pred }
  | { k: "command"; names: string[] }     // the command word's basename
  | { k: "git"; subs: string[] }          // git, with a subcommand in the set (any if empty)
  | { k: "some"; sel: Sel; w: WordPred }
  | { k: "every"; sel: Sel; w: WordPred }
  | { k: "count"; sel: Sel; min: number; max: number | null }
  | { k: "opaque" }
  | { k: "via"; names: string[] }
  | { k: "otherRepo" }                    // acts in another repository than cwd's
  | { k: "foreignPrimary" }               // … whose checkout is a primary one
  | { k: "chainOnlyAnd" }                 // its chain is joined by && alone
  | { k: "chainSome"; of: Pred }          // some command of its chain satisfies
  | { k: "comment"; w: WordPred };        // a comment of the tool call matches

export interface Example { command: string; expect: Tier; loc: Loc }

export interface Rule {
  id: string;
  tier: Tier;
  message: string;
  when: Pred;
  examples: Example[];
  loc: Loc;
}

export interface RuleSet {
  name: string;
  description: string;
  events: string[];
  tools: string[];
  failure: Tier;          // what a failure of the hook itself answers
  rules: Rule[];
  loc: Loc;
}

export function assertNever(x: never): never {
  throw new Error(`unexpected IR node ${JSON.stringify(x)}`);
}

// ─── printer ──────────────────────────────────────────────────────────────────

const q = (s: string) => JSON.stringify(s);
const list = (a: string[]) => a.map(q).join(" ");

function sel(s: Sel): string {
  const range = s.from === 0 && s.to === null ? "" : `[${s.from}:${s.to ?? ""}]`;
  return s.of + range;
}

export function printWord(w: WordPred): string {
  switch (w.k) {
    case "eq": return `(eq ${list(w.values)})`;
    case "prefix": return `(prefix ${list(w.values)})`;
    case "re": return `(re /${w.source}/${w.flags})`;
    case "exists": return "(exists)";
    case "all": return `(all ${w.of.map(printWord).join(" ")})`;
    case "any": return `(any ${w.of.map(printWord).join(" ")})`;
    case "not": return `(not ${printWord(w.of)})`;
    default: return assertNever(w);
  }
}

export function printPred(p: Pred, ind = ""): string {
  const sub = (xs: Pred[]) => xs.map((x) => "\n" + ind + "  " + printPred(x, ind + "  ")).join("");
  switch (p.k) {
    case "true": return "(true)";
    case "all": return `(all${sub(p.of)})`;
    case "any": return `(any${sub(p.of)})`;
    case "not": return `(not ${printPred(p.of, ind)})`;
    case "command": return `(command ${list(p.names)})`;
    case "git": return `(git ${list(p.subs)})`.replace(" )", ")");
    case "some": return `(some ${sel(p.sel)} ${printWord(p.w)})`;
    case "every": return `(every ${sel(p.sel)} ${printWord(p.w)})`;
    case "count": return `(count ${sel(p.sel)} ${p.min}..${p.max ?? ""})`;
    case "opaque": return "(opaque)";
    case "via": return `(via ${list(p.names)})`;
    case "otherRepo": return "(other-repo)";
    case "foreignPrimary": return "(foreign-primary)";
    case "chainOnlyAnd": return "(chain-only-and)";
    case "chainSome": return `(chain-some ${printPred(p.of, ind)})`;
    case "comment": return `(comment ${printWord(p.w)})`;
    default: return assertNever(p);
  }
}

export function printRuleSet(rs: RuleSet): string {
  const out: string[] = [];
  out.push(`ruleset ${q(rs.name)}`);
  out.push(`  events ${list(rs.events)}`);
  out.push(`  tools ${list(rs.tools)}`);
  out.push(`  failure ${rs.failure}`);
  for (const r of rs.rules) {
    out.push(`rule ${q(r.id)} ${r.tier}  # ${r.loc.line}:${r.loc.col}`);
    out.push(`  when ${printPred(r.when, "  ")}`);
    out.push(`  message ${q(r.message)}`);
    for (const e of r.examples) out.push(`  example ${e.expect} ${q(e.command)}`);
  }
  return out.join("\n") + "\n";
}
