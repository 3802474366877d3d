// The rule author's daily commands: `rulec test` (snapshot tests of compiled verdicts)
// and `rulec explain` (why a tool call gets its verdict).
//
// Input: a rule file, its cases file (X.cases.yaml beside X.ts) and its committed
// snapshot (X.snap); or a payload / --command for explain. Output: a readable diff and
// exit 1 on a changed verdict (`--update` rewrites the snapshot); the explanation as text
// or JSON.
//
// Cases run in-process through the built wasm and the real runtime, each in a fresh temp
// directory (with the files, and git repository, the case asks for) so that facts are
// real but deterministic. Preconditions are assumed to hold: a snapshot is about the
// rules; `rulec doctor` checks the preconditions on a real project.
//
// Cost: one build per rule set variant (~3–5 s), then about 1 ms per case.

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequire } from "node:module";
// (yaml is loaded when a cases file is read: most commands read none)
const yaml = () => createRequire(import.meta.url)("yaml") as typeof import("yaml");
import { BuildError, NAME_RULE, ROOT, assumeRequires, build, isName } from "./build.ts";
import type { Loc } from "./ir.ts";
import { unknownField, unknownTool } from "./tools.ts";
import { FACTS } from "../protocol/protocol.ts";

export interface Case {
  command?: string;
  tool?: string;
  event?: string;
  input?: Record<string, string>;
  prompt?: string;
  files?: Record<string, string>;
  git?: boolean;
  agent?: string;
}
export interface CasesFile { defines: Record<string, string>; variants: { name: string; defines: Record<string, string> }[]; cases: Case[] }

async function runtime() { return import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href); }

export function casesPath(entry: string): string { return entry.replace(/\.[mc]?[tj]s$/, ".cases.yaml"); }
/** rules/X.ts → rules/X.snap; a variant named N (built with --name N) → rules/N.snap. */
export function snapshotPath(entry: string, variant?: string): string {
  return join(dirname(entry), (variant ?? basename(entry).replace(/\.[mc]?[tj]s$/, "")) + ".snap");
}

const CASE_KEYS = ["command", "tool", "event", "input", "prompt", "files", "git", "agent"];
const isMapping = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isScalar = (v: unknown): v is string | number | boolean => typeof v === "string" || typeof v === "number" || typeof v === "boolean";
const short = (s: string) => { const l = s.split("\n")[0]; return l.length > 40 || l !== s ? l.slice(0, 37) + "…" : l; };

/**
 * Why a fixture path of a case cannot be written inside the case's directory, or null: it
 * must be relative and stay inside (`a/../b` is fine, `../x` and `/etc/x` are not).
 */
export function fixturePathError(p: string): string | null {
  if (!p) return "an empty path";
  if (p.includes("\0")) return "a path with a NUL character";
  if (isAbsolute(p)) return "an absolute path (paths are relative to the case's directory)";
  const base = resolve(sep, "fixture");
  const r = relative(base, resolve(base, p));
  if (!r) return "the case's directory itself, not a file in it";
  if (r === ".." || r.startsWith(".." + sep) || isAbsolute(r)) return "outside the case's directory";
  return null;
}

/** The cases file of a rule file, checked: each mistake is one error located in the file. */
export function readCases(entry: string): CasesFile {
  const file = casesPath(entry);
  const out: CasesFile = { defines: {}, variants: [], cases: [] };
  if (!existsSync(file)) return out;
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  const ydoc = parseDocument(readFileSync(file, "utf8"), { lineCounter: lines });
  const locOf = (offset: number | undefined): Loc => {
    if (offset === undefined) return { file, line: 1, col: 1 };
    const p = lines.linePos(offset);
    return { file, line: p.line, col: p.col };
  };
  if (ydoc.errors.length) {
    const e = ydoc.errors[0];
    throw new BuildError(`not valid YAML: ${e.message.split("\n")[0]}`, e.linePos ? { file, line: e.linePos[0].line, col: e.linePos[0].col } : locOf(undefined));
  }
  let doc: unknown;
  try { doc = ydoc.toJS(); } catch (e) { throw new BuildError(`not valid YAML: ${String((e as Error).message).split("\n")[0]}`, locOf(undefined)); }
  const top = Array.isArray(doc) ? [] : ["cases"];
  if (Array.isArray(doc)) doc = { cases: doc };
  /** The location of the YAML node at `path` (or of the nearest enclosing one). */
  const at = (path: (string | number)[]): Loc => {
    for (let n = path.length; n >= 0; n--) {
      const node = (n ? ydoc.getIn(path.slice(0, n), true) : ydoc.contents) as { range?: number[] } | undefined;
      if (node?.range) return locOf(node.range[0]);
    }
    return locOf(undefined);
  };
  /** The location of the key that ends `path` in its mapping (or of the value, if none). */
  const keyAt = (path: (string | number)[]): Loc => {
    const parent = (path.length > 1 ? ydoc.getIn(path.slice(0, -1), true) : ydoc.contents) as { items?: { key?: { value?: unknown; range?: number[] } }[] } | undefined;
    const key = parent?.items?.find((p) => String(p.key?.value) === String(path[path.length - 1]))?.key;
    return key?.range ? locOf(key.range[0]) : at(path);
  };
  const fail = (path: (string | number)[], message: string): never => { throw new BuildError(message, at(path)); };
  const failKey = (path: (string | number)[], message: string): never => { throw new BuildError(message, keyAt(path)); };
  if (!isMapping(doc)) return fail([], "expected a list of cases or a mapping {defines, variants, cases}");
  const d = doc;
  for (const k of Object.keys(d)) if (!["defines", "variants", "cases"].includes(k)) failKey([k], `unknown key ${JSON.stringify(k)} (defines, variants, cases)`);

  const defines = (v: unknown, path: (string | number)[], what: string): Record<string, string> => {
    if (v === undefined || v === null) return {};
    if (!isMapping(v)) return fail(path, `${what}: expected a mapping of names to values`);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => {
      if (!isScalar(x)) fail([...path, k], `${what}: ${k}: expected a string`);
      // paths written ./x or ../x are relative to the cases file
      return [k, typeof x === "string" && (x.startsWith("./") || x.startsWith("../")) ? resolve(dirname(file), x) : String(x)];
    }));
  };
  out.defines = defines(d.defines, ["defines"], "defines");

  if (d.variants !== undefined && d.variants !== null && !Array.isArray(d.variants)) fail(["variants"], "variants: expected a list of {name, defines}");
  const base = basename(entry).replace(/\.[mc]?[tj]s$/, "");
  const names = new Set([base]);
  out.variants = ((d.variants ?? []) as unknown[]).map((v, i) => {
    const path = ["variants", i];
    const what = `variant ${i + 1}`;
    if (!isMapping(v)) return fail(path, `${what}: expected a mapping {name, defines}`);
    for (const k of Object.keys(v)) if (k !== "name" && k !== "defines") failKey([...path, k], `${what}: unknown key ${JSON.stringify(k)} (name, defines)`);
    // (the name is the --name of its build and names its snapshot beside the rule file)
    if (typeof v.name !== "string" || !isName(v.name)) fail([...path, "name"], `${what}: name: expected a name (${NAME_RULE})`);
    const name = v.name as string;
    if (names.has(name)) fail([...path, "name"], `${what}: name ${JSON.stringify(name)} is ${name === base ? "the rule file's own" : "taken by another variant"} (each variant has a snapshot of its own)`);
    names.add(name);
    return { name, defines: defines(v.defines, [...path, "defines"], `${what}: defines`) };
  });

  if (d.cases !== undefined && d.cases !== null && !Array.isArray(d.cases)) fail(["cases"], "cases: expected a list of cases (a command string, or a mapping)");
  out.cases = ((d.cases ?? []) as unknown[]).map((c, i) => {
    const path = [...top, i];
    if (typeof c === "string") return { command: c };
    if (!isMapping(c)) return fail(path, `case ${i + 1}: expected a command string or a mapping`);
    const what = `case ${i + 1}${typeof c.command === "string" ? ` (${short(c.command)})` : typeof c.prompt === "string" ? ` (${short(c.prompt)})` : typeof c.tool === "string" ? ` (${short(c.tool)})` : ""}`;
    for (const k of Object.keys(c)) if (!CASE_KEYS.includes(k)) failKey([...path, k], `${what}: unknown key ${JSON.stringify(k)} (${CASE_KEYS.join(", ")})`);
    for (const k of ["command", "tool", "event", "prompt", "agent"]) if (c[k] !== undefined && typeof c[k] !== "string") fail([...path, k], `${what}: ${k}: expected a string`);
    if (c.git !== undefined && typeof c.git !== "boolean") fail([...path, "git"], `${what}: git: expected true or false`);
    if (c.input !== undefined) {
      if (!isMapping(c.input)) fail([...path, "input"], `${what}: input: expected a mapping of tool_input fields`);
      for (const [k, v] of Object.entries(c.input as object)) if (!isScalar(v)) fail([...path, "input", k], `${what}: input: ${k}: expected a string`);
    }
    // a misspelt tool or field would only show as a silent verdict in the snapshot
    const tool = typeof c.tool === "string" ? c.tool : c.prompt === undefined ? "Bash" : null; // (fieldsFor's default)
    if (tool !== null) {
      const why = tool === "*" ? "a case names one tool, not \"*\"" : unknownTool(tool);
      if (why) fail([...path, "tool"], `${what}: tool: ${why}`);
      for (const k of Object.keys(isMapping(c.input) ? c.input : {})) {
        const bad = unknownField(k, [tool]);
        if (bad) failKey([...path, "input", k], `${what}: input: ${bad}`);
      }
    }
    if (c.files !== undefined) {
      if (!isMapping(c.files)) fail([...path, "files"], `${what}: files: expected a mapping of paths to file contents`);
      const files: Record<string, string> = {};
      const seen = new Set<string>();
      for (const [p, text] of Object.entries(c.files as object)) {
        const where = [...path, "files", p];
        const why = fixturePathError(p);
        if (why) failKey(where, `${what}: files: ${JSON.stringify(p)} is ${why}`);
        if (text !== null && !isScalar(text)) fail(where, `${what}: files: ${JSON.stringify(p)}: expected the file's text`);
        const norm = relative(sep, resolve(sep, p));
        if (seen.has(norm)) failKey(where, `${what}: files: ${JSON.stringify(p)} names a file given before`);
        seen.add(norm);
        files[p] = text === null ? "" : String(text);
      }
      // a file and a directory of the same name cannot both be made
      for (const f of seen) {
        for (let up = dirname(f); up !== "." && up !== sep; up = dirname(up)) {
          if (seen.has(up)) fail([...path, "files"], `${what}: files: ${JSON.stringify(up)} is a file and a directory of ${JSON.stringify(f)} at once`);
        }
      }
      return { ...c, files } as Case;
    }
    return c as Case;
  });
  return out;
}

function describe(c: Case): string {
  if (c.command !== undefined && (c.tool ?? "Bash") === "Bash") return `$ ${c.command}`;
  if (c.prompt !== undefined) return `${c.event ?? "UserPromptSubmit"}: ${c.prompt}`;
  return `${c.tool} ${Object.entries(c.input ?? {}).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(" ")}`;
}

/** Builds a fixture directory for a case; returns its path. Never writes outside it. */
function fixture(c: Case): string {
  const dir = mkdtempSync(join(tmpdir(), "rulec-case-"));
  try {
    if (c.git) {
      execFileSync("git", ["init", "-q", "-b", "main", dir], { stdio: "ignore", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" } });
    }
    for (const [p, text] of Object.entries(c.files ?? {})) {
      // (readCases has checked the paths; this is the guarantee)
      const why = fixturePathError(p);
      if (why) throw new BuildError(`${describe(c).split("\n")[0]}: files: ${JSON.stringify(p)} is ${why}`);
      const target = resolve(dir, p);
      try {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      } catch (e) {
        throw new BuildError(`${describe(c).split("\n")[0]}: files: cannot write ${JSON.stringify(p)}: ${String((e as Error).message).split("\n")[0]}`);
      }
    }
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return dir;
}

export function fieldsFor(c: Case, events: string[], cwd: string): Record<string, string> {
  const f: Record<string, string> = {
    hook_event_name: c.event ?? (c.prompt !== undefined ? "UserPromptSubmit" : events[0]),
    cwd, project_dir: cwd, session_id: "rulec-test",
  };
  if (c.prompt === undefined) f.tool_name = c.tool ?? "Bash";
  else f.prompt = c.prompt;
  if (c.command !== undefined) f["tool_input.command"] = c.command;
  for (const [k, v] of Object.entries(c.input ?? {})) f[`tool_input.${k}`] = String(v).replaceAll("{root}", cwd);
  if (c.agent) f.agent_id = c.agent;
  return f;
}

interface Verdict { tier: string; rules: string[]; texts: string[]; context: string[] }

function render(c: Case, v: Verdict, cwd: string): string {
  const clean = (s: string) => s.replaceAll(cwd, "{root}");
  const lines = [describe(c), `→ ${v.tier}${v.rules.length ? " [" + v.rules.join(", ") + "]" : ""}`];
  for (const t of [...v.texts, ...v.context]) for (const l of clean(t).split("\n")) lines.push("  " + l);
  return lines.join("\n");
}

/** Runs every case (and every rule's examples) through one built classifier: the snapshot text. */
export async function snapshotText(entry: string, name: string | undefined, defines: Record<string, string>, cases: Case[], outDir: string): Promise<string> {
  const r = await build({ entry, outDir, name, defines, noTypecheck: true });
  const { load, hostFacts } = await runtime();
  const facts = { ...hostFacts(), [FACTS.indexOf("delivered") + 1]: () => 0 }; // (every case is a session's first call)
  // (a case exercises the rules as if the preconditions held: assumeRequires)
  const classifier = load(r.wasmBytes, facts, assumeRequires);
  const examples: Case[] = r.ruleset.rules.flatMap((rule) => rule.examples.map((e) => (e.tool === undefined ? { command: e.command } : { tool: e.tool, input: e.input })));
  const blocks: string[] = [`# rulec snapshot of ${r.name}: ${r.ruleset.rules.length} rules. Regenerate with \`rulec test --update\`.`];
  const all = [...cases.map((c) => ({ c, from: "case" })), ...examples.map((c) => ({ c, from: "example" }))];
  const seen = new Set<string>();
  for (const { c, from } of all) {
    const key = JSON.stringify(c);
    if (seen.has(key)) continue;
    seen.add(key);
    const cwd = fixture(c);
    try {
      const v = classifier.classify(fieldsFor(c, r.ruleset.events, cwd)) as Verdict;
      blocks.push((from === "example" ? "# example\n" : "") + render(c, v, cwd));
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }
  return blocks.join("\n\n") + "\n";
}

/** A line diff (LCS), unified-style with a little context. */
export function diffLines(a: string, b: string): string {
  const x = a.split("\n"), y = b.split("\n");
  const n = x.length, m = y.length;
  const dp = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) dp[i][j] = x[i] === y[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const ops: string[] = [];
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) { ops.push("  " + x[i]); i++; j++; }
    else if (j < m && (i === n || dp[i][j + 1] >= dp[i + 1][j])) { ops.push("+ " + y[j]); j++; }
    else { ops.push("- " + x[i]); i++; }
  }
  const keep = ops.map((o, k) => ops.slice(Math.max(0, k - 2), k + 3).some((p) => !p.startsWith("  ")));
  const out: string[] = [];
  ops.forEach((o, k) => { if (keep[k]) out.push(o); else if (out[out.length - 1] !== "  …") out.push("  …"); });
  return out.join("\n");
}

export interface TestOutcome { name: string; snapshot: string; status: "ok" | "changed" | "new" | "updated"; diff: string }

/** `rulec test`: one outcome per rule set variant. */
export async function testRuleFile(entryArg: string, update: boolean): Promise<TestOutcome[]> {
  const entry = resolve(entryArg);
  const cf = readCases(entry);
  const out = mkdtempSync(join(tmpdir(), "rulec-snap-"));
  const outcomes: TestOutcome[] = [];
  try {
    const variants = [{ name: undefined as string | undefined, defines: cf.defines }, ...cf.variants.map((v) => ({ name: v.name as string | undefined, defines: { ...cf.defines, ...v.defines } }))];
    for (const v of variants) {
      const snap = snapshotPath(entry, v.name);
      const text = await snapshotText(entry, v.name, v.defines, cf.cases, out);
      const name = v.name ?? basename(entry).replace(/\.[mc]?[tj]s$/, "");
      const old = existsSync(snap) ? readFileSync(snap, "utf8") : null;
      if (old === text) outcomes.push({ name, snapshot: snap, status: "ok", diff: "" });
      else if (update || old === null) {
        writeFileSync(snap, text);
        outcomes.push({ name, snapshot: snap, status: old === null ? "new" : "updated", diff: old === null ? "" : diffLines(old, text) });
      } else outcomes.push({ name, snapshot: snap, status: "changed", diff: diffLines(old, text) });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return outcomes;
}

// ─── explain ──────────────────────────────────────────────────────────────────

const FACT_NAMES: Record<(typeof FACTS)[number], string> = {
  exists: "exists", isDir: "is a directory", repoRoot: "repository root", env: "env", glob: "glob exists", jsonKey: "JSON key", delivered: "delivered this session", gitBranch: "git branch", dashName: "a name begins with -", globNames: "a glob's names match", realPath: "real path",
};
/** A fact's name in explain's output, by its kind number (FACTS: from 1). */
const factName = (kind: number): string => FACT_NAMES[FACTS[kind - 1]] ?? String(kind);

interface Trace {
  tier: string; rules: string[]; texts: string[]; context: string[]; effects: { kind: string }[];
  trace?: { command: { argv: string[]; via?: string; dir: string; opaque?: boolean; wraps?: boolean; unknown?: string[] }; git?: { sub: string }; hits: { rule: string; tier: string; unknown?: boolean }[] }[];
  toolHits?: string[]; facts?: { kind: number; a: string; b?: string; answer: string }[];
  /** The action that kept the call from being allowed (when an allow rule matched). */
  blocked?: { index: number; why: string };
  overflow?: boolean;
  /** Set by explain, not the classifier: why the rule set did not look at the call at all. */
  skipped?: string;
}

export function explainText(r: Trace): string {
  const lines: string[] = [];
  lines.push(`verdict: ${r.tier}${r.rules.length ? ` (${r.rules.join(", ")})` : ""}`);
  const cmds = r.trace ?? [];
  lines.push(cmds.length ? `simple commands (${cmds.length}):` : "simple commands: none (not a Bash call, or nothing to run)");
  cmds.forEach((t, i) => {
    const c = t.command;
    const tags = [c.via ? `via ${c.via}` : "", c.opaque ? "opaque" : "", c.wraps ? "wrapper" : "", c.dir ? `in ${c.dir}` : "dir unknown", t.git ? `git ${t.git.sub}` : ""].filter(Boolean).join(", ");
    lines.push(`  ${i + 1}. ${c.argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a))).join(" ")}   (${tags})`);
    if (c.unknown?.length) lines.push(`       known only when it runs: ${c.unknown.join(" ")}`);
    for (const h of t.hits) lines.push(`       → ${h.tier} ${h.rule}${h.unknown ? " (unknown: it depends on a word known only when the command runs)" : ""}`);
  });
  if (r.toolHits?.length) lines.push(`rules on the call as a whole: ${r.toolHits.join(", ")}`);
  if (r.facts?.length) {
    lines.push("facts asked:");
    for (const f of r.facts) lines.push(`  ${factName(f.kind)} ${f.a}${f.b ? " " + JSON.stringify(f.b) : ""} → ${f.answer === "1" ? "yes" : f.answer === "0" ? "no" : f.answer === "?" ? "unknown" : f.answer.replace(/^=/, "") || "(none)"}`);
  }
  const why = r.skipped ? r.skipped
    : r.overflow ? "a limit of the shell model was met: the rule set's unknown verdict (or a stricter one found before the limit)"
    : r.tier === "silent" ? (r.rules.length ? "an override or exemption cleared it" : "no rule that matched asks for more")
    : "the strictest tier over all simple commands and call-level rules";
  lines.push(`why: ${why}`);
  if (r.blocked) {
    const at = r.blocked.index >= 0 && cmds[r.blocked.index] ? `command ${r.blocked.index + 1} (${cmds[r.blocked.index].command.argv.join(" ")})` : "the call";
    lines.push(`not allowed: ${at}: ${r.blocked.why} — an allow needs every action of the call approved`);
  }
  for (const t of [...r.texts, ...r.context]) lines.push(`text for the model:\n  ${t.split("\n").join("\n  ")}`);
  if (r.effects.length) lines.push(`effects: ${r.effects.map((e) => JSON.stringify(e)).join(", ")}`);
  return lines.join("\n") + "\n";
}

export async function explain(o: { entry: string; payload?: string; command?: string; cwd?: string; defines: Record<string, string>; json: boolean }): Promise<string> {
  const { load, hostFacts, fieldsOf } = await runtime();
  let wasm: Uint8Array;
  let manifest: Handled | null;
  // a built hook (N.js; N.mjs, N.cjs of an earlier rulec) is explained by the classifier
  // beside it, not run (an N.js with no classifier or manifest beside it is a rule file)
  const base = o.entry.replace(/\.(wasm|js|mjs|cjs)$/, "");
  const built = /\.(wasm|mjs|cjs)$/.test(o.entry) || (o.entry.endsWith(".js") && (existsSync(base + ".wasm") || existsSync(base + ".json"))) ? base : null;
  if (built !== null) {
    try { wasm = new Uint8Array(readFileSync(built + ".wasm")); }
    catch { throw new BuildError(`explain: no classifier ${built}.wasm (give a rule file, or a hook rulec build made)`); }
    manifest = manifestAt(built + ".json");
  } else {
    const out = mkdtempSync(join(tmpdir(), "rulec-explain-"));
    try {
      const b = await build({ entry: o.entry, outDir: out, defines: o.defines, noTypecheck: true });
      wasm = b.wasmBytes;
      manifest = manifestAt(join(out, b.name + ".json"));
    } finally { rmSync(out, { recursive: true, force: true }); }
  }
  let payload: Record<string, unknown>;
  if (o.command !== undefined) payload = { hook_event_name: "PreToolUse", tool_name: "Bash", cwd: resolve(o.cwd ?? process.cwd()), tool_input: { command: o.command } };
  else {
    const text = o.payload ?? "";
    if (!text.trim()) throw new BuildError("explain: give a payload (a file, or JSON on stdin) or --command");
    try { payload = JSON.parse(text); } catch { throw new BuildError("explain: the payload is not valid JSON"); }
  }
  const fields = fieldsOf(payload);
  const c = load(wasm, hostFacts());
  const r = c.classify(fields, { explain: true }) as Trace;
  if (r.tier === "silent" && !r.rules.length && manifest) {
    const skipped = skippedBecause(manifest, fields, () => c.preconditions(fields) as boolean[]);
    if (skipped) r.skipped = skipped;
  }
  return o.json ? JSON.stringify(r, null, 2) + "\n" : explainText(r);
}

interface Handled { events: string[]; tools: string[]; requires: string[] }

/**
 * Why a rule set stayed silent without looking at a call: an event or a tool it does not
 * handle, or a precondition that does not hold ("" when it did look). The classifier's
 * own trace cannot say so: it stops before the parse.
 */
function skippedBecause(m: Handled, fields: Record<string, string>, held: () => boolean[]): string {
  const event = fields.hook_event_name, tool = fields.tool_name;
  if (!m.events.includes(event)) return `the rule set does not handle ${JSON.stringify(event)} events (it handles ${m.events.join(", ")})`;
  if (tool !== undefined && !m.tools.includes("*") && !m.tools.includes(tool)) return `the rule set does not handle the ${JSON.stringify(tool)} tool (it handles ${m.tools.join(", ")})`;
  if (!m.requires.length) return "";
  const ok = held();
  const i = ok.findIndex((x) => !x);
  return i < 0 ? "" : `precondition ${i + 1} does not hold, so the rule set is silent on every call: ${m.requires[i]}`;
}

/** The manifest (N.json) build writes beside N.wasm, when it is there and reads as one. */
function manifestAt(path: string): Handled | null {
  try {
    const m = JSON.parse(readFileSync(path, "utf8"));
    const strings = (a: unknown) => Array.isArray(a) && a.every((x) => typeof x === "string");
    return strings(m.events) && strings(m.tools) && strings(m.requires) ? m : null;
  } catch { return null; }
}
