// The IR: a rule set as plain data, the contract between the rule API and codegen.
//
// Input: built by `lower.ts` from what a rule file's default export evaluates to.
// Output: consumed by `check.ts` (build-time diagnostics) and `codegen.ts` (AssemblyScript).
// Every rule carries the source location of the call that made it, so a diagnostic can
// point at the rule file. `printRuleSet` renders it as stable text for golden files and
// `rulec debug ir`.
//
// Cost: nothing at run time; the IR never reaches the hook.

import { TIERS, type Tier } from "../protocol/protocol.ts";
import type { CommandSpec } from "./specs/types.ts";

export interface Loc { file: string; line: number; col: number }

/** The tiers, weakest first: a tier's index is its rank and the engine's number for it (protocol/protocol.ts). */
export { TIERS, type Tier };
export const tierRank = (t: Tier): number => TIERS.indexOf(t);

/** Which words of a simple command a quantifier ranges over, by index [from, to). */
export type Selection = "flags" | "positionals" | "args" | "afterDashDash" | "argv" | "writes" | "deletes" | "reads" | "overwrites" | "dirs" | "redirects";
/** `known`: only the entries the model knows (a file selection's words known only at run
 * time are skipped, not taken as maybe-matching). `fed: false` (argv): without the words
 * whose every part known only at run time is the name a walker feeds the command (fzf's
 * item): the walk is judged, not a name the call gives at run time. `part: true` (argv):
 * only the words a walker's item is a part of (`/etc/{}`, `{}.key`, fd's `{.}`): a name
 * made from the walk's, which the walk does not judge. */
export interface Sel { of: Selection; from: number; to: number | null; known?: true; fed?: false; part?: true }

/**
 * What a walk fact reads of a file it finds: a path that also matches `names` counts only
 * where its text matches `text` (a repository's `.git/config` that holds a credential).
 */
export interface TextTest { names: string; text: string; flags: string }
/**
 * What a walk fact reads of the command it judges: the files the command's own name filter
 * lets it read (grep's `--include`, rg's `--glob`, find's `-name`) — the values of `options`
 * given before any of `stop` (find's actions), unless one of `unless` is given anywhere
 * (grep's `--exclude`, find's `-o`); a value that begins with `skip` is no filter (rg's `!`
 * exclusion). `head`: the filter of the walk that names what the command reads — the
 * wrapper that runs it (find -exec), or the stage right before an `xargs -0` in the same
 * directory (`find . -name '*.ts' -print0 | xargs -0 cat`) —, not its own.
 */
export interface WalkFilter { options: string[]; unless: string[]; skip: string; stop: string[]; head: boolean; negate: string[] }

/** A predicate over one word. */
export type WordPred =
  | { k: "eq"; values: string[] }
  | { k: "prefix"; values: string[] }
  | { k: "re"; source: string; flags: string }
  | { k: "exists"; unknown?: false }      // names an existing path (host fact); unknown counts as yes unless false
  | { k: "holdsRepo" }                    // names a directory holding a repository (the cwd's, at or above its top; or one with .git)
  | { k: "projectPath" }                 // names the cwd's repository's top, a path in it, or a directory above it
  | { k: "remoteBranch" }                 // names a branch only a remote-tracking ref has (git's checkout/switch would create it)
  | { k: "treeHolds"; regex: string; glob: string; read?: TextTest; only?: WalkFilter } // names a directory whose tree, as the host walks it, holds a path the regex matches
  | { k: "all"; of: WordPred[] }
  | { k: "any"; of: WordPred[] }
  | { k: "not"; of: WordPred }
  | { k: "path"; of: WordPred };          // the word read as a path, normalized (//, /./, .., a trailing /)

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
  | { k: "option"; names: string[]; w: WordPred } // some value given to one of these options (every spelling)
  | { k: "knownOptions" }                 // every option given is one its spec lists
  | { k: "opaque" }
  | { k: "wrapper" }                    // runs a command given in its words (sudo, env, …), read as one of its own
  | { k: "via"; names: string[] }
  | { k: "otherRepo" }                    // acts in another repository than cwd's
  | { k: "foreignPrimary" }               // … whose checkout is a primary one
  | { k: "chainOnlyAnd" }                 // its chain is joined by && alone
  | { k: "chainSome"; of: Pred }          // some command of its chain satisfies
  | { k: "pipedFrom"; of: Pred; names?: true } // what it reads (a pipe, a substitution) comes from a command that satisfies (names: where its own words may hold it)
  | { k: "comment"; w: WordPred }         // a comment of the tool call matches
  | { k: "script"; w: WordPred }          // the command's inline program (python -c, heredoc, …)
  // call-level: about the tool call as a whole, not one simple command
  | { k: "tool"; names: string[] }
  | { k: "event"; names: string[] }
  | { k: "field"; name: string; w: WordPred }            // tool_input.NAME (or a payload field)
  | { k: "factExists"; path: string; unknown: boolean }  // path template, relative to the project
  | { k: "factGlob"; dir: string; regex: string; glob: string; unknown: boolean; read?: TextTest; only?: WalkFilter }
  | { k: "factJsonKey"; file: string; path: string[]; unknown: boolean }
  | { k: "factEnv"; name: string; w: WordPred };

/** Predicates that look at the tool call as a whole; everything else is per command. */
export const CALL_LEVEL = new Set<Pred["k"]>(["tool", "event", "field", "factExists", "factGlob", "factJsonKey", "factEnv", "comment"]);

/** A rule is evaluated per simple command iff its predicate mentions a command-level node. */
export function isCommandLevel(p: Pred): boolean {
  switch (p.k) {
    case "all": case "any": return p.of.some(isCommandLevel);
    case "not": return isCommandLevel(p.of);
    default: return !CALL_LEVEL.has(p.k);
  }
}

export interface Effect { kind: "append"; path: string; text: string }

/** A call a rule's verdict is checked on: a Bash command, or another tool and its input. */
export interface Example { command?: string; tool?: string; input?: Record<string, string>; expect: Tier; loc: Loc }

/** An example as one line of text: the command, or `Write {"file_path":".env"}`. */
export const exampleText = (e: Example): string =>
  e.tool === undefined ? JSON.stringify(e.command ?? "") : `${e.tool} ${JSON.stringify(e.input ?? {})}`;

export interface Rule {
  id: string;
  tier: Tier;
  message: string;
  when: Pred;
  examples: Example[];
  loc: Loc;
  /** An override clears every verdict of the call; it must log (effects). */
  override: boolean;
  /** Context delivered at most once per session (and agent). */
  once: boolean;
  /** What "delivered" is recorded under (default: the id); rules sharing a key deliver once. */
  key: string;
  effects: Effect[];
}

export interface RuleSet {
  name: string;
  description: string;
  events: string[];
  tools: string[];
  failure: Tier;          // what a failure of the hook itself answers
  /** What a deny or ask rule that is neither true nor false answers ("silent": ignored). */
  unknown: Tier;
  rules: Rule[];
  /** Call-level preconditions: unless all hold, the rule set is silent (fails open). */
  requires: Pred[];
  /** At most this many context texts per call (0: no cap). */
  maxContext: number;
  /** Command names compare case-insensitively (`RM -rf /` runs rm on a case-insensitive filesystem). */
  caseInsensitiveCommands?: boolean;
  /** Option grammars the rule file gives, by command name or "git SUB" (over rulec's own: compiler/specs/). */
  specs?: Record<string, CommandSpec>;
  loc: Loc;
}

/** Whether a rule set guards: it has a deny or an ask rule. */
export const guards = (rs: RuleSet): boolean => rs.rules.some((r) => r.tier === "deny" || r.tier === "ask");

/**
 * What a call past a limit of the shell model answers: a guard's unknown verdict, at least
 * an ask (a limit is never silence for a guard, whatever its `unknown`); silent otherwise
 * (nothing is approved either: an allow needs the whole call).
 */
export function limitTier(rs: RuleSet): Tier {
  if (!guards(rs)) return "silent";
  return rs.unknown === "deny" ? "deny" : "ask";
}

export function assertNever(x: never): never {
  throw new Error(`unexpected IR node ${JSON.stringify(x)}`);
}

// ─── printer ──────────────────────────────────────────────────────────────────

const q = (s: string) => JSON.stringify(s);
const list = (a: string[]) => a.map(q).join(" ");

function sel(s: Sel): string {
  const range = s.from === 0 && s.to === null ? "" : `[${s.from}:${s.to ?? ""}]`;
  return s.of + (s.known ? "!known" : "") + (s.fed === false ? "!unfed" : "") + (s.part ? "!part" : "") + range;
}

export function printWord(w: WordPred): string {
  switch (w.k) {
    case "eq": return `(eq ${list(w.values)})`;
    case "prefix": return `(prefix ${list(w.values)})`;
    case "re": return `(re /${w.source}/${w.flags})`;
    case "exists": return w.unknown === false ? "(exists unknown=false)" : "(exists)";
    case "holdsRepo": return "(holds-repo)";
    case "treeHolds": return `(tree-holds ${q(w.glob)}${w.read ? ` read=${q(w.read.names)}` : ""}${w.only ? ` only=${list(w.only.options)}` : ""})`;
    case "projectPath": return "(project-path)";
    case "remoteBranch": return "(remote-branch)";
    case "all": return `(all ${w.of.map(printWord).join(" ")})`;
    case "any": return `(any ${w.of.map(printWord).join(" ")})`;
    case "not": return `(not ${printWord(w.of)})`;
    case "path": return `(path ${printWord(w.of)})`;
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
    case "option": return `(option ${list(p.names)} ${printWord(p.w)})`;
    case "knownOptions": return "(known-options)";
    case "opaque": return "(opaque)";
    case "wrapper": return "(wrapper)";
    case "via": return `(via ${list(p.names)})`;
    case "otherRepo": return "(other-repo)";
    case "foreignPrimary": return "(foreign-primary)";
    case "chainOnlyAnd": return "(chain-only-and)";
    case "chainSome": return `(chain-some ${printPred(p.of, ind)})`;
    case "pipedFrom": return `(piped-from${p.names ? " names" : ""} ${printPred(p.of, ind)})`;
    case "comment": return `(comment ${printWord(p.w)})`;
    case "script": return `(script ${printWord(p.w)})`;
    case "tool": return `(tool ${list(p.names)})`;
    case "event": return `(event ${list(p.names)})`;
    case "field": return `(field ${q(p.name)} ${printWord(p.w)})`;
    case "factExists": return `(exists ${q(p.path)}${p.unknown ? " unknown=true" : ""})`;
    case "factGlob": return `(glob-exists ${q(p.dir)} ${q(p.glob)}${p.read ? ` read=${q(p.read.names)}` : ""}${p.only ? ` only=${list(p.only.options)}` : ""}${p.unknown ? " unknown=true" : ""})`;
    case "factJsonKey": return `(json-key ${q(p.file)} ${list(p.path)}${p.unknown ? " unknown=true" : ""})`;
    case "factEnv": return `(env ${q(p.name)} ${printWord(p.w)})`;
    default: return assertNever(p);
  }
}

export function printRuleSet(rs: RuleSet): string {
  const out: string[] = [];
  out.push(`ruleset ${q(rs.name)}`);
  out.push(`  events ${list(rs.events)}`);
  out.push(`  tools ${list(rs.tools)}`);
  out.push(`  failure ${rs.failure}`);
  out.push(`  unknown ${rs.unknown}`);
  for (const p of rs.requires) out.push(`  requires ${printPred(p, "  ")}`);
  if (rs.maxContext) out.push(`  max-context ${rs.maxContext}`);
  for (const r of rs.rules) {
    out.push(`rule ${q(r.id)} ${r.tier}  # ${r.loc.line}:${r.loc.col}`);
    out.push(`  when ${printPred(r.when, "  ")}`);
    if (r.override) out.push("  override");
    if (r.once) out.push(`  once per session${r.key !== r.id ? ` key ${q(r.key)}` : ""}`);
    for (const e of r.effects) out.push(`  effect ${e.kind} ${q(e.path)} ${q(e.text)}`);
    out.push(`  message ${q(r.message)}`);
    for (const e of r.examples) out.push(`  example ${e.expect} ${e.tool === undefined ? "" : "tool "}${exampleText(e)}`);
  }
  return out.join("\n") + "\n";
}
