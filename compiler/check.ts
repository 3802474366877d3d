// Build-time checks of a rule set: structure, rules that can never fire, lanes the
// client does not deliver.
//
// Input: the IR of one rule set. Output: diagnostics (errors fail the build, warnings
// are printed), each located at the call that made the rule.
//
// "Can never fire" is decided by a small, sound-but-incomplete satisfiability check
// over the conjunctions a rule requires (disjoint command words, disjoint git
// subcommands, impossible counts, a Bash matcher in a rule set that handles no Bash).
// It never rejects a rule that can fire.
//
// Cost: linear in the size of the rule set, at build time.

import { type Loc, type Pred, type RuleSet, assertNever, isCommandLevel } from "./ir.ts";

/** The tool()/event() nodes a predicate requires (through conjunctions). */
function required(p: Pred, k: "tool" | "event"): string[][] {
  if (p.k === k) return [p.names];
  if (p.k === "all") return p.of.flatMap((q) => required(q, k));
  return [];
}

export interface Diagnostic { level: "error" | "warning"; loc: Loc; message: string }

const EVENTS = new Set([
  "PreToolUse", "PostToolUse", "PostToolUseFailure", "UserPromptSubmit", "Notification", "Stop",
  "SubagentStop", "SubagentStart", "SessionStart", "SessionEnd", "PreCompact", "PermissionRequest",
]);

export function checkRuleSet(rs: RuleSet): Diagnostic[] {
  const out: Diagnostic[] = [];
  const err = (loc: Loc, message: string) => out.push({ level: "error", loc, message });
  if (!rs.events.length) err(rs.loc, "the rule set handles no events (events: [...])");
  for (const e of rs.events) if (!EVENTS.has(e)) err(rs.loc, `unknown hook event ${JSON.stringify(e)} (known: ${[...EVENTS].join(", ")})`);
  if (!rs.tools.length) err(rs.loc, "the rule set handles no tools (tools: [...])");
  if (!rs.rules.length) err(rs.loc, "the rule set has no rules");
  const seen = new Map<string, Loc>();
  for (const r of rs.rules) {
    const prev = seen.get(r.id);
    if (prev) err(r.loc, `duplicate rule id ${JSON.stringify(r.id)} (first at line ${prev.line})`);
    seen.set(r.id, r.loc);
    if (isCommandLevel(r.when) && !rs.tools.includes("Bash") && !rs.tools.includes("*")) err(r.loc, `rule ${r.id} can never fire: it matches shell commands but the rule set does not handle the Bash tool`);
    for (const ts of required(r.when, "tool")) if (!rs.tools.includes("*") && !ts.some((t) => rs.tools.includes(t))) err(r.loc, `rule ${r.id} can never fire: it requires tool ${ts.join("/")}, which the rule set does not handle (tools: ${rs.tools.join(", ")})`);
    for (const es of required(r.when, "event")) if (!es.some((e) => rs.events.includes(e))) err(r.loc, `rule ${r.id} can never fire: it requires event ${es.join("/")}, which the rule set does not handle`);
    if (r.override && !r.effects.length) err(r.loc, `override ${r.id} must log: give it an effect (appendLine(...))`);
    if (r.override && !required(r.when, "tool").some((ts) => ts.length === 1 && ts[0] === "Bash")) err(r.loc, `override ${r.id}: an override must require tool("Bash") — overrides exist on the Bash path only`);
    if (r.once && r.tier !== "context") err(r.loc, `rule ${r.id}: once-per-session delivery is for context rules`);
    const why = unsatisfiable(r.when);
    if (why) err(r.loc, `rule ${r.id} can never fire: ${why}`);
  }
  const preContext = rs.rules.filter((r) => r.tier === "context");
  if (preContext.length && rs.events.includes("PreToolUse")) {
    out.push({ level: "warning", loc: preContext[0].loc, message: `${preContext.length} rule(s) give context on PreToolUse (first: ${preContext[0].id}); some Claude Code versions drop PreToolUse additionalContext (anthropics/claude-code#19432) — verify delivery on your client or use the PostToolUse lane` });
  }
  return out;
}

interface Facts { names: Set<string> | null; git: boolean; subs: Set<string> | null }

const inter = (a: Set<string> | null, b: string[]): Set<string> => new Set(a ? b.filter((x) => a.has(x)) : b);

/** A reason the predicate is false for every command, or null if it may hold. */
export function unsatisfiable(p: Pred): string | null {
  const f: Facts = { names: null, git: false, subs: null };
  return conj(p, f);
}

function conj(p: Pred, f: Facts): string | null {
  switch (p.k) {
    case "all":
      for (const q of p.of) { const w = conj(q, f); if (w) return w; }
      break;
    case "any":
      if (!p.of.length) return "an empty any() matches nothing";
      if (p.of.every((q) => unsatisfiable(q))) return "every alternative of any() is impossible";
      break;
    case "command":
      f.names = inter(f.names, p.names);
      if (!f.names.size) return `it requires the command word to be ${p.names.join("/")} and something else at once`;
      if (f.git && !f.names.has("git")) return "it requires a git command and a non-git command word at once";
      break;
    case "git":
      f.git = true;
      if (f.names && !f.names.has("git")) return "it requires a git command and a non-git command word at once";
      if (p.subs.length) {
        f.subs = inter(f.subs, p.subs);
        if (!f.subs.size) return `it requires git subcommands that exclude each other (${p.subs.join(", ")})`;
      }
      break;
    case "count":
      if (p.max !== null && p.min > p.max) return `a count of ${p.min}..${p.max} is empty`;
      if (p.max !== null && p.max < 0) return "a negative count is empty";
      break;
    case "not":
      if (p.of.k === "true") return "not(anyCommand()) matches nothing";
      break;
    case "tool":
      if (!p.names.length) return "tool() with no names matches nothing";
      break;
    case "event":
      if (!p.names.length) return "event() with no names matches nothing";
      break;
    case "true": case "some": case "every": case "opaque": case "via": case "otherRepo": case "foreignPrimary":
    case "chainOnlyAnd": case "chainSome": case "comment": case "script": case "field": case "factExists":
    case "factGlob": case "factJsonKey": case "factEnv":
      break;
    default:
      return assertNever(p);
  }
  return null;
}
