// The hook protocol's one source of truth (protocol/protocol.ts) and what is made from it:
//   generated   the committed runtime/protocol.mjs, wasm/protocol.ts and
//               runtime/native/protocol.h are what scripts/gen.mjs makes now, each marked
//   isolation   the runtime and the engine import nothing outside their own folders
//   tables      install registers only names the runtime maps back; a name is looked up
//               as a key of the table, never as one of Object's (toString, constructor)
//   answers     Claude Code's answer for each tier and event, from the table

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./helpers/built.mjs";

const gen = await import(pathToFileURL(join(ROOT, "scripts/gen.mjs")).href);
const P = await gen.loadProtocol();
const { answer } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
const { detectClient, modelEvent } = await import(pathToFileURL(join(ROOT, "runtime/clients.mjs")).href);
const R = await import(pathToFileURL(join(ROOT, "runtime/protocol.mjs")).href);

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
  for (const f of readdirSync(join(ROOT, "wasm")).filter((f) => f.endsWith(".ts"))) {
    for (const spec of importsOf(readFileSync(join(ROOT, "wasm", f), "utf8"))) {
      assert.ok(/^\.\/[\w-]+$|^rt\//.test(spec), `wasm/${f} imports ${spec}`);
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

test.run();
