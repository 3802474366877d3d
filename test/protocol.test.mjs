// The hook protocol's one source of truth (protocol/protocol.ts) and what is made from it:
//   generated   the committed runtime/protocol.mjs, wasm/protocol.ts and
//               runtime/native/protocol.h are what scripts/gen.mjs makes now, each marked

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./helpers/built.mjs";

const gen = await import(pathToFileURL(join(ROOT, "scripts/gen.mjs")).href);
const P = await gen.loadProtocol();

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

test.run();
