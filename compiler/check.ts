// Build-time checks of a rule set: structure, rules that can never fire, lanes the
// client does not deliver, misspelt tool and field names (against compiler/tools.ts).
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

import { type Loc, type Pred, type RuleSet, TIERS, assertNever, isCommandLevel } from "./ir.ts";
import { unknownField, unknownTool } from "./tools.ts";

/** The tool()/event() nodes a predicate requires (through conjunctions). */
function required(p: Pred, k: "tool" | "event"): string[][] {
  if (p.k === k) return [p.names];
  if (p.k === "all") return p.of.flatMap((q) => required(q, k));
  return [];
}

export interface Diagnostic { level: "error" | "warning"; loc: Loc; message: string }

/** What a message may name (wasm/engine.ts renders them; {now} is for effects only). */
export const PLACEHOLDERS = ["projectDir", "cwd", "home", "tool", "dir", "command", "word"];

const EVENTS = new Set([
  "PreToolUse", "PostToolUse", "PostToolUseFailure", "UserPromptSubmit", "Notification", "Stop",
  "SubagentStop", "SubagentStart", "SessionStart", "SessionEnd", "PreCompact", "PermissionRequest",
  "PermissionDenied",
]);

// ─── text shown on one line ────────────────────────────────────────────────────
// Ids are printed — in verdicts, snapshots (`[a, b]`), `rulec explain` — and name a rule's
// record of delivery; the rule set's name and its file's name are in one-line messages. So:
//   - an id (and a delivery key) is any printable text: "stage", "diff-ref@dir",
//     "docs/api#bash-write", "mes règles" — but no control character, no line or paragraph
//     separator, no bidirectional-text control (it would reorder what a reader sees), no
//     unpaired surrogate, no white space at either end;
//   - the file's name and the set's name: no control character or line separator.
// Every other string (command names, fields, paths, effects) is data to the engine
// (ruledata.ts: UTF-8): any text.

const ID_FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const LINE_FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A string for a one-line message: quoted, every invisible or line-breaking character escaped. */
export function shown(s: string): string {
  return JSON.stringify(s).replace(new RegExp(ID_FORBIDDEN.source, "gu"), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const charName = (c: string): string => {
  const code = c.charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029 ? `a line break (${hex})`
    : code >= 0xd800 && code <= 0xdfff ? `an unpaired surrogate (${hex})`
    : code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `a control character (${hex})`
    : `a bidirectional-text control (${hex})`;
};

/** Why `id` cannot be a rule id (or a delivery key), or null. */
export function badId(id: unknown): string | null {
  if (typeof id !== "string" || !id) return "must be a non-empty string";
  const m = ID_FORBIDDEN.exec(id);
  if (m) return `contains ${charName(m[0])}; use printable characters`;
  if (id.trim() !== id) return "starts or ends with white space";
  return null;
}

/** A rule as ruleset() expects it: made by deny(), ask(), allow(), context(), silent() or override(). */
function isRule(r: unknown): boolean {
  const x = r as Record<string, unknown> | null;
  return !!x && typeof x === "object" && typeof x.id === "string" && TIERS.includes(x.tier as never)
    && !!x.when && typeof (x.when as { k?: unknown }).k === "string" && !!x.loc && Array.isArray(x.examples) && Array.isArray(x.effects);
}

export function checkRuleSet(rs: RuleSet): Diagnostic[] {
  const out: Diagnostic[] = [];
  const err = (loc: Loc, message: string) => out.push({ level: "error", loc, message });
  if (!rs.events.length) err(rs.loc, "the rule set handles no events (events: [...])");
  for (const e of rs.events) if (!EVENTS.has(e)) err(rs.loc, `unknown hook event ${typeof e === "string" ? shown(e) : String(e)} (known: ${[...EVENTS].join(", ")})`);
  if (!rs.tools.length) err(rs.loc, "the rule set handles no tools (tools: [...])");
  for (const t of rs.tools) {
    if (typeof t !== "string" || !t) err(rs.loc, `tools: ${typeof t === "string" ? '""' : String(t)} is not a tool name`);
    else { const why = unknownTool(t); if (why) err(rs.loc, `tools: ${why}`); }
  }
  if (!rs.rules.length) err(rs.loc, "the rule set has no rules");
  const file = rs.loc.file.split("/").pop() ?? "";
  const fileChar = LINE_FORBIDDEN.exec(file);
  if (fileChar) err(rs.loc, `the rule file's name ${shown(file)} contains ${charName(fileChar[0])}; rename the file`);
  if (typeof rs.name !== "string") err(rs.loc, "name: expected a string");
  else if (LINE_FORBIDDEN.test(rs.name)) err(rs.loc, `name: ${shown(rs.name)} contains ${charName(LINE_FORBIDDEN.exec(rs.name)![0])}; a name is shown on one line`);
  if (!Number.isInteger(rs.maxContext) || rs.maxContext < 0 || rs.maxContext > 0x7fffffff) err(rs.loc, `maxContext: ${JSON.stringify(rs.maxContext) ?? String(rs.maxContext)} is not a whole number of context texts (0: no cap)`);
  if (!Array.isArray(rs.requires) || rs.requires.some((p) => !p || typeof (p as { k?: unknown }).k !== "string")) err(rs.loc, "requires: expected a list of matchers (fileExists(...), jsonKey(...), ...)");
  else for (const p of rs.requires) names(p, rs.tools, (m) => err(rs.loc, `requires: ${m}`));
  const seen = new Map<string, Loc>();
  for (const [i, r] of rs.rules.entries()) {
    if (!isRule(r)) {
      const x = r as unknown;
      err(rs.loc, `rules[${i}] is not a rule (${x === null ? "null" : typeof x === "object" ? "an object" : typeof x === "string" ? shown(x.length > 30 ? x.slice(0, 29) + "…" : x) : String(x)}): make rules with deny(), ask(), allow(), context(), silent() or override()`);
      continue;
    }
    const why = badId(r.id);
    if (why) { err(r.loc, `rule id ${shown(r.id)} ${why}`); continue; }
    if (r.key !== r.id) {
      const k = badId(r.key);
      if (k) { err(r.loc, `rule ${r.id}: key ${typeof r.key === "string" ? shown(r.key) : String(r.key)} ${k}`); continue; }
    }
    const prev = seen.get(r.id);
    if (prev) err(r.loc, `duplicate rule id ${JSON.stringify(r.id)} (first at line ${prev.line})`);
    seen.set(r.id, r.loc);
    // misspelt tool and field names (a rule on them would never fire, silently)
    names(r.when, rs.tools, (m) => err(r.loc, `rule ${r.id}: ${m}`));
    for (const e of r.examples) {
      if (e.tool === undefined) continue;
      const what = `rule ${r.id}: example ${e.tool}`;
      const why = e.tool === "*" ? "an example names one tool, not \"*\"" : unknownTool(e.tool);
      if (why) { err(r.loc, `${what}: ${why}`); continue; }
      for (const k of Object.keys(e.input ?? {})) { const f = unknownField(k, [e.tool]); if (f) err(r.loc, `${what}: input: ${f}`); }
    }
    if (isCommandLevel(r.when) && !rs.tools.includes("Bash") && !rs.tools.includes("*")) err(r.loc, `rule ${r.id} can never fire: it matches shell commands but the rule set does not handle the Bash tool`);
    for (const ts of required(r.when, "tool")) if (!rs.tools.includes("*") && !ts.some((t) => rs.tools.includes(t))) err(r.loc, `rule ${r.id} can never fire: it requires tool ${ts.join("/")}, which the rule set does not handle (tools: ${rs.tools.join(", ")})`);
    for (const es of required(r.when, "event")) if (!es.some((e) => rs.events.includes(e))) err(r.loc, `rule ${r.id} can never fire: it requires event ${es.join("/")}, which the rule set does not handle`);
    if (r.override && !r.effects.length) err(r.loc, `override ${r.id} must log: give it an effect (appendLine(...))`);
    if (r.override && !required(r.when, "tool").some((ts) => ts.length === 1 && ts[0] === "Bash")) err(r.loc, `override ${r.id}: an override must require tool("Bash") — overrides exist on the Bash path only`);
    if (r.once && r.tier !== "context") err(r.loc, `rule ${r.id}: once-per-session delivery is for context rules`);
    const never = unsatisfiable(r.when);
    if (never) err(r.loc, `rule ${r.id} can never fire: ${never}`);
    // a misspelt placeholder would reach the model as written ({cmd} for {command})
    const unknown = [...String(r.message).matchAll(/\{([A-Za-z_]\w*)\}/g)].map((m) => m[1]).find((k) => !PLACEHOLDERS.includes(k));
    if (unknown) out.push({ level: "warning", loc: r.loc, message: `rule ${r.id}: {${unknown}} in its message is no placeholder and is shown as written (placeholders: ${PLACEHOLDERS.map((k) => `{${k}}`).join(", ")})` });
  }
  // (a rule held to another event, `event("PostToolUse")`, gives none there)
  const preContext = rs.rules.filter((r) => isRule(r) && r.tier === "context" && required(r.when, "event").every((es) => es.includes("PreToolUse")));
  if (preContext.length && rs.events.includes("PreToolUse")) {
    out.push({ level: "warning", loc: preContext[0].loc, message: `${preContext.length} rule(s) give context on PreToolUse (first: ${preContext[0].id}); some Claude Code versions drop PreToolUse additionalContext (anthropics/claude-code#19432) — verify delivery on your client or use the PostToolUse lane` });
  }
  return out;
}

/**
 * Reports each tool() name that is no known tool and each field() of tool_input that no
 * tool the predicate can see has. The tools it can see: those the tool() nodes it requires
 * (through conjunctions) name, else the rule set's `tools`.
 */
function names(p: Pred, tools: string[], report: (message: string) => void): void {
  const narrowed = (q: Pred, seen: string[] | null): string[] | null => {
    for (const ts of required(q, "tool")) {
      if (ts.includes("*")) continue;
      seen = seen === null ? [...ts] : seen.filter((t) => ts.includes(t));
    }
    return seen;
  };
  const walk = (q: Pred, seen: string[] | null): void => {
    switch (q.k) {
      case "all": { const s = narrowed(q, seen); for (const x of q.of) walk(x, s); break; }
      case "any": for (const x of q.of) walk(x, seen); break;
      case "not": case "chainSome": case "pipedFrom": walk(q.of, seen); break;
      case "tool": for (const t of q.names) { const why = unknownTool(t); if (why) report(`tool(): ${why}`); } break;
      case "field": {
        if (!q.name.startsWith("tool_input.")) break;
        const visible = seen ?? tools;
        // (tool()s that exclude each other: the rule never fires; no tool to hold it to)
        if (!visible.length || visible.includes("*")) break;
        const why = unknownField(q.name.slice("tool_input.".length), visible);
        if (why) report(why);
        break;
      }
      default: break;
    }
  };
  walk(p, narrowed(p, null));
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
    case "true": case "some": case "every": case "opaque": case "wrapper": case "via": case "otherRepo": case "foreignPrimary":
    case "chainOnlyAnd": case "chainSome": case "pipedFrom": case "comment": case "script": case "field": case "factExists":
    case "factGlob": case "factJsonKey": case "factEnv": case "option": case "knownOptions":
      break;
    default:
      return assertNever(p);
  }
  return null;
}
