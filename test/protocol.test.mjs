// The hook protocol's one source of truth (protocol/protocol.ts) and what is made from it:
//   generated   the committed runtime/protocol.mjs, wasm/protocol.ts and
//               runtime/native/protocol.h are what scripts/gen.mjs makes now, each marked
//   isolation   the runtime and the engine import nothing outside their own folders
//   tables      install registers only names the runtime maps back; a name is looked up
//               as a key of the table, never as one of Object's (toString, constructor)
//   answers     Claude Code's answer for each tier and event, from the table
//   requires    no field of a call — `rulec.assume_requires` at the top level or in
//               tool_input — skips a rule set's preconditions, in process, in the JS hook
//               and in the native one; only the compiler's own checks assume them
//               (setAssumeRequires, which no hook runtime calls)

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, built } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { importTs } from "./helpers/ts.mjs";
import { NATIVE_MISSING } from "../scripts/reference.mjs";

const gen = await import(pathToFileURL(join(ROOT, "scripts/gen.mjs")).href);
const P = await gen.loadProtocol();
const { answer, load } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
const { detectClient, modelEvent } = await import(pathToFileURL(join(ROOT, "runtime/clients.mjs")).href);
const R = await import(pathToFileURL(join(ROOT, "runtime/protocol.mjs")).href);

const work = scratch("rulec-protocol-");
test.after(() => rmSync(work, { recursive: true, force: true }));

// ─── generated ──────────────────────────────────────────────────────────────────

test("generated: the committed files are what npm run gen makes", async () => {
  const stale = await gen.stale();
  assert.equal(stale.map(([path]) => path), [], "run npm run gen and commit the result");
});

test("generated: each file says where it comes from and not to edit it", () => {
  for (const path of gen.generate(P).keys()) {
    const first = readFileSync(join(ROOT, path), "utf8").split("\n")[0];
    assert.match(first, /Generated from protocol\/protocol\.ts by scripts\/gen\.mjs .*do not edit/, path);
  }
});

test("generated: a broken table is refused, naming it", () => {
  const broken = [
    ["a tier without its answers", { ...P, TIERS: [...P.TIERS, "maybe"] }, /CLAUDE_ANSWER\.maybe/],
    ["an unknown shape", { ...P, CLAUDE_ANSWER: { ...P.CLAUDE_ANSWER, deny: ["decision", "shout", "stderr"] } }, /unknown shape shout/],
    ["a known field no payload has", { ...P, KNOWN_FIELDS: [...P.KNOWN_FIELDS, "tool_input.nosuch"] }, /KNOWN_FIELDS: tool_input\.nosuch/],
    ["a field passed on that is not read", { ...P, PASSED_ON: ["transcript_path"] }, /PASSED_ON: transcript_path/],
    ["a registered event the client does not have", { ...P, CLIENTS: { ...P.CLIENTS, gemini: { ...P.CLIENTS.gemini, register: { events: ["SubagentStart"], tools: {} } } } }, /gemini\.register: SubagentStart/],
  ];
  for (const [what, tables, why] of broken) assert.throws(() => gen.generate(tables), why, what);
});

// ─── isolation ──────────────────────────────────────────────────────────────────

const importsOf = (text) => [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]);

test("isolation: the runtime imports only its own modules (never the compiler or protocol/)", () => {
  for (const f of readdirSync(join(ROOT, "runtime")).filter((f) => f.endsWith(".mjs"))) {
    for (const spec of importsOf(readFileSync(join(ROOT, "runtime", f), "utf8"))) {
      assert.ok(/^\.\/[\w-]+\.mjs$/.test(spec), `runtime/${f} imports ${spec}`);
    }
  }
});

test("isolation: the engine imports only its own files and AssemblyScript's runtime", () => {
  // (wasm/ and its subfolders: a relative import must stay inside wasm/)
  const files = readdirSync(join(ROOT, "wasm"), { recursive: true }).filter((f) => String(f).endsWith(".ts")).map(String);
  for (const f of files) {
    for (const spec of importsOf(readFileSync(join(ROOT, "wasm", f), "utf8"))) {
      const inside = /^\.\.?\//.test(spec) && resolve(join(ROOT, "wasm", dirname(f)), spec).startsWith(join(ROOT, "wasm") + "/");
      assert.ok(inside || /^rt\//.test(spec), `wasm/${f} imports ${spec}`);
    }
  }
});

// ─── tables ─────────────────────────────────────────────────────────────────────

// Codex's tools keep their names (apply_patch is taken apart into Writes and Edits)
const CODEX_TOOLS = ["Bash", "apply_patch"];

test("tables: every tool name install registers is one the runtime maps back", () => {
  for (const [client, c] of Object.entries(P.CLIENTS)) {
    for (const [tool, names] of Object.entries(c.register?.tools ?? {})) {
      assert.ok(P.TOOL_FIELDS[tool] || P.OTHER_TOOLS.includes(tool), `${client}: ${tool} is no Claude tool`);
      for (const n of names) assert.ok(client === "codex" ? CODEX_TOOLS.includes(n) : c.tools?.[n], `${client} registers ${n} for ${tool}, which the runtime does not map`);
    }
  }
});

test("tables: a name is looked up as a key of the table, never as Object's", () => {
  const rows = [
    // [what, got, expected]
    ["a Cursor event named like Object's method", modelEvent("cursor", "toString"), "toString"],
    ["a Gemini event named like Object's property", modelEvent("gemini", "constructor"), "constructor"],
    ["Codex's own event", modelEvent("codex", "PreToolUse"), "PreToolUse"],
    ["an event named toString is not Cursor's", detectClient({ hook_event_name: "toString", tool_name: "Bash" }), "claude"],
    ["a tier named like Object's property", R.TIER_RANK.constructor, undefined],
  ];
  for (const [what, got, want] of rows) assert.is(got, want, what);
  assert.throws(() => answer({ tier: "toString", texts: [], context: [] }, "PreToolUse"), /unknown tier toString/);
});

// ─── answers ────────────────────────────────────────────────────────────────────

test("answers: Claude Code's answer for each tier and event", () => {
  const hso = (o) => JSON.stringify({ hookSpecificOutput: o }) + "\n";
  const r = (tier, context = []) => ({ tier, texts: ["T"], context });
  const rows = [
    // [tier, event, context, code, stdout, stderr]
    ["silent", "PreToolUse", [], 0, "", ""],
    ["silent", "Stop", [], 0, "", ""],
    ["context", "PreToolUse", [], 0, hso({ hookEventName: "PreToolUse", additionalContext: "T" }), ""],
    ["context", "UserPromptSubmit", [], 0, hso({ hookEventName: "UserPromptSubmit", additionalContext: "T" }), ""],
    ["allow", "PreToolUse", [], 0, hso({ hookEventName: "PreToolUse", permissionDecision: "allow", permissionDecisionReason: "T" }), ""],
    ["allow", "PreToolUse", ["C"], 0, hso({ hookEventName: "PreToolUse", permissionDecision: "allow", permissionDecisionReason: "T", additionalContext: "C" }), ""],
    ["allow", "PostToolUse", ["C"], 0, hso({ hookEventName: "PostToolUse", additionalContext: "C" }), ""],
    ["allow", "Stop", [], 0, "", ""],
    ["ask", "PreToolUse", ["C"], 0, hso({ hookEventName: "PreToolUse", permissionDecision: "ask", permissionDecisionReason: "T", additionalContext: "C" }), ""],
    ["ask", "PostToolUse", [], 2, "", "T\n"],
    ["deny", "PreToolUse", ["C"], 0, hso({ hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: "T" }), ""],
    ["deny", "PostToolUse", [], 0, JSON.stringify({ decision: "block", reason: "T" }) + "\n", ""],
    ["deny", "UserPromptSubmit", [], 2, "", "T\n"],
  ];
  for (const [tier, event, context, code, stdout, stderr] of rows) {
    assert.equal(answer(r(tier, context), event), { code, stdout, stderr }, `${tier} on ${event}`);
  }
});

// ─── requires ───────────────────────────────────────────────────────────────────

// a guard that applies only where {projectDir}/.rulec-gate exists; its examples are checked
// at build time, which only passes if the compiler's checks assume the precondition
const GATED = join(work, "gated.ts");
writeFileSync(GATED, `import { ruleset, deny, command, tool, field, fileExists } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash", "Write"], failure: "open",
  requires: [fileExists("{projectDir}/.rulec-gate")],
  rules: [
    deny("rm", command("rm"), "no rm", { examples: ["rm -rf build"] }),
    deny("env-file", tool("Write").and(field("file_path", /\\.env$/)), "no .env", { examples: [{ tool: "Write", input: { file_path: ".env" } }] }),
  ] });
`);
const gated = await built(relative(ROOT, GATED));
const { assumeRequires } = await importTs(join(ROOT, "compiler/build.ts"));
const open = join(work, "open"), shut = join(work, "shut");
for (const d of [open, shut]) mkdirSync(d);
writeFileSync(join(open, ".rulec-gate"), "");

const BYPASS = { "rulec.assume_requires": "1" };
// [what, the payload's extra top-level fields, its extra tool_input fields]
const CARRIERS = [
  ["at the top level", BYPASS, {}],
  ["in tool_input", {}, BYPASS],
  ["at both", BYPASS, BYPASS],
  ["as a true and a number", { "rulec.assume_requires": true }, { "rulec.assume_requires": 1 }],
];
const CALLS = [
  ["Bash", { command: "rm -rf build" }],
  ["Write", { file_path: "/p/.env", content: "x" }],
];
const payload = (dir, tool, input, top = {}, extra = {}) =>
  ({ hook_event_name: "PreToolUse", tool_name: tool, cwd: dir, session_id: "s", ...top, tool_input: { ...input, ...extra } });
/** The classifier's fields for a payload, as core.mjs fieldsOf makes them (and a bare top-level field besides). */
const fields = (p) => {
  const f = { hook_event_name: p.hook_event_name, tool_name: p.tool_name, cwd: p.cwd, project_dir: p.cwd };
  for (const [k, v] of Object.entries(p)) if (k.startsWith("rulec.") && typeof v === "string") f[k] = v;
  for (const [k, v] of Object.entries(p.tool_input)) if (typeof v === "string") f["tool_input." + k] = v;
  return f;
};

test("requires: the build checked the examples as if the precondition held", () => {
  assert.equal(gated.result.ruleset.requires.length, 1);
});

test("requires: no field of a call skips the precondition (in process)", () => {
  const c = load(readFileSync(gated.result.wasmPath));
  for (const [tool, input] of CALLS) {
    assert.is(c.classify(fields(payload(open, tool, input))).tier, "deny", `${tool}: the rule fires where the precondition holds`);
    assert.is(c.classify(fields(payload(shut, tool, input))).tier, "silent", `${tool}: silent where it does not`);
    for (const [what, top, extra] of CARRIERS) {
      assert.is(c.classify(fields(payload(shut, tool, input, top, extra))).tier, "silent", `${tool}: rulec.assume_requires ${what}`);
    }
  }
  // the compiler's checks, and only they, assume it
  const assumed = load(readFileSync(gated.result.wasmPath), {}, assumeRequires);
  for (const [tool, input] of CALLS) assert.is(assumed.classify(fields(payload(shut, tool, input))).tier, "deny", tool);
});

/** Runs a hook on each carrier's payload in the directory whose precondition fails; its stdout each. */
function outputs(cmd, args) {
  const env = { PATH: process.env.PATH, HOME: work };
  const run = (p) => spawnSync(cmd, args, { input: JSON.stringify(p), env: { ...env, CLAUDE_PROJECT_DIR: p.cwd }, encoding: "utf8" });
  const out = [];
  for (const [tool, input] of CALLS) {
    const control = run(payload(open, tool, input));
    assert.is(control.status, 0, control.stderr);
    assert.match(control.stdout, /"permissionDecision":"deny"/, `${tool}: the hook denies where the precondition holds`);
    for (const [what, top, extra] of CARRIERS) {
      const r = run(payload(shut, tool, input, top, extra));
      out.push([`${tool}, ${what}`, r.status, r.stdout, r.stderr]);
    }
  }
  return out;
}
const SILENT = (rows) => rows.map(([what]) => [what, 0, "", ""]);

test("requires: no field of a payload skips the precondition (the JS hook)", () => {
  const hook = gated.result.hookPath;
  for (const file of [hook, hook.replace(/\.mjs$/, ".cjs")]) {
    const rows = outputs(process.execPath, [file]);
    assert.equal(rows, SILENT(rows), file);
  }
});

test("requires: no field of a payload skips the precondition (the native hook)", async () => {
  if (NATIVE_MISSING.length) { console.log("SKIP protocol: the native host's answers — wasm2c or cc not found (apt-get install wabt gcc)"); return; }
  const { buildNative } = await importTs(join(ROOT, "compiler/native.ts"));
  const exe = await buildNative({ wasmPath: gated.result.wasmPath, outDir: join(work, "native"), name: "gated", failure: "silent" });
  const rows = outputs(exe, []);
  assert.equal(rows, SILENT(rows));
});

test("requires: no hook runtime switches the assumption on", () => {
  const sources = [
    ...readdirSync(join(ROOT, "runtime")).filter((f) => f.endsWith(".mjs")).map((f) => join(ROOT, "runtime", f)),
    ...readdirSync(join(ROOT, "runtime/native")).map((f) => join(ROOT, "runtime/native", f)),
    // the hook as built: its bundle and its CommonJS twin's runtime
    ...readdirSync(dirname(gated.result.hookPath)).filter((f) => /\.(mjs|cjs|js)$/.test(f)).map((f) => join(dirname(gated.result.hookPath), f)),
  ];
  for (const f of sources) assert.not.match(readFileSync(f, "utf8"), /AssumeRequires|assume_requires/, relative(ROOT, f));
  // (the engine has the switch; a payload's fields never reach it)
  assert.match(readFileSync(join(ROOT, "wasm/engine.ts"), "utf8"), /export function setAssumeRequires/);
  assert.not.match(readFileSync(join(ROOT, "wasm/engine.ts"), "utf8"), /assume_requires/);
});

test.run();
