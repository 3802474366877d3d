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
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parse as parseYaml } from "yaml";
import { BuildError, ROOT, build } from "./build.ts";

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

export function readCases(entry: string): CasesFile {
  const file = casesPath(entry);
  const out: CasesFile = { defines: {}, variants: [], cases: [] };
  if (!existsSync(file)) return out;
  let doc: unknown;
  try { doc = parseYaml(readFileSync(file, "utf8")); } catch (e) { throw new BuildError(`${file}: not valid YAML: ${(e as Error).message.split("\n")[0]}`); }
  if (Array.isArray(doc)) doc = { cases: doc };
  if (!doc || typeof doc !== "object") throw new BuildError(`${file}: expected a list of cases or {defines, variants, cases}`);
  const d = doc as Record<string, unknown>;
  const rel = (defs: unknown) => Object.fromEntries(Object.entries((defs ?? {}) as Record<string, string>).map(([k, v]) =>
    [k, typeof v === "string" && (v.startsWith("./") || v.startsWith("../")) ? resolve(dirname(file), v) : String(v)]));
  out.defines = rel(d.defines);
  out.variants = ((d.variants ?? []) as { name: string; defines?: unknown }[]).map((v) => ({ name: String(v.name), defines: rel(v.defines) }));
  out.cases = ((d.cases ?? []) as unknown[]).map((c, i) => {
    if (typeof c === "string") return { command: c };
    if (c && typeof c === "object") return c as Case;
    throw new BuildError(`${file}: case ${i + 1}: expected a command string or a mapping`);
  });
  return out;
}

function describe(c: Case): string {
  if (c.command !== undefined && (c.tool ?? "Bash") === "Bash") return `$ ${c.command}`;
  if (c.prompt !== undefined) return `${c.event ?? "UserPromptSubmit"}: ${c.prompt}`;
  return `${c.tool} ${Object.entries(c.input ?? {}).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(" ")}`;
}

/** Builds a fixture directory for a case; returns its path. */
function fixture(c: Case): string {
  const dir = mkdtempSync(join(tmpdir(), "rulec-case-"));
  if (c.git) {
    execFileSync("git", ["init", "-q", "-b", "main", dir], { stdio: "ignore", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" } });
  }
  for (const [p, text] of Object.entries(c.files ?? {})) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

export function fieldsFor(c: Case, events: string[], cwd: string): Record<string, string> {
  const f: Record<string, string> = {
    hook_event_name: c.event ?? (c.prompt !== undefined ? "UserPromptSubmit" : events[0]),
    cwd, project_dir: cwd, session_id: "rulec-test", "rulec.assume_requires": "1",
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
  const facts = { ...hostFacts(), 7: () => 0 };
  const classifier = load(r.wasmBytes, facts);
  const examples: Case[] = r.ruleset.rules.flatMap((rule) => rule.examples.map((e) => ({ command: e.command })));
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

const FACT_NAMES: Record<number, string> = { 1: "exists", 2: "is a directory", 3: "repository root", 4: "env", 5: "glob exists", 6: "JSON key", 7: "delivered this session" };

interface Trace {
  tier: string; rules: string[]; texts: string[]; context: string[]; effects: { kind: string }[];
  trace?: { command: { argv: string[]; via?: string; dir: string; opaque?: boolean; wraps?: boolean }; git?: { sub: string }; hits: { rule: string; tier: string }[] }[];
  toolHits?: string[]; facts?: { kind: number; a: string; b?: string; answer: string }[];
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
    for (const h of t.hits) lines.push(`       → ${h.tier} ${h.rule}`);
  });
  if (r.toolHits?.length) lines.push(`rules on the call as a whole: ${r.toolHits.join(", ")}`);
  if (r.facts?.length) {
    lines.push("facts asked:");
    for (const f of r.facts) lines.push(`  ${FACT_NAMES[f.kind] ?? f.kind} ${f.a}${f.b ? " " + JSON.stringify(f.b) : ""} → ${f.answer === "1" ? "yes" : f.answer === "0" ? "no" : f.answer === "?" ? "unknown" : f.answer.replace(/^=/, "") || "(none)"}`);
  }
  const why = r.tier === "silent" ? (r.rules.length ? "an override or exemption cleared it" : "no rule that matched asks for more") : "the strictest tier over all simple commands and call-level rules";
  lines.push(`why: ${why}`);
  for (const t of [...r.texts, ...r.context]) lines.push(`text for the model:\n  ${t.split("\n").join("\n  ")}`);
  if (r.effects.length) lines.push(`effects: ${r.effects.map((e) => JSON.stringify(e)).join(", ")}`);
  return lines.join("\n") + "\n";
}

export async function explain(o: { entry: string; payload?: string; command?: string; cwd?: string; defines: Record<string, string>; json: boolean }): Promise<string> {
  const { load, hostFacts, fieldsOf } = await runtime();
  let wasm: Uint8Array;
  if (o.entry.endsWith(".wasm")) wasm = new Uint8Array(readFileSync(o.entry));
  else {
    const out = mkdtempSync(join(tmpdir(), "rulec-explain-"));
    try { wasm = (await build({ entry: o.entry, outDir: out, defines: o.defines, noTypecheck: true })).wasmBytes; }
    finally { rmSync(out, { recursive: true, force: true }); }
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
  return o.json ? JSON.stringify(r, null, 2) + "\n" : explainText(r);
}
