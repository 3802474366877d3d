// How a call's fields cross into the classifier: short texts by a loop, long ones by
// Node's native UTF-16 copy or (Deno) TextEncoder and the engine's UTF-8 pass. Every
// path must hand the engine the same text, lone surrogates as U+FFFD — checked through
// the shell model's argv, in process on Node and in a real Deno process.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, built } from "./helpers/built.mjs";
import { DENO } from "../scripts/reference.mjs";
import { scratch } from "./helpers/scratch.mjs";

const LONG = 9000; // past the runtime's threshold for the native copies (8192 code units)
const long = (unit) => unit.repeat(Math.ceil(LONG / unit.length));
const field = (units) => "x".repeat(units - "echo ".length); // a command of exactly that many units
// [name, the word echo receives] — no shell syntax inside, so argv[1] is the text itself
const TEXTS = [
  ["ascii", "status"],
  ["ascii, long", long("x")],
  ["latin-1", "héllo_wörld"],
  ["latin-1, long", long("é")],
  ["BMP", "✓→中文"],
  ["BMP, long", long("✓中")],
  ["astral", "😀𝄞"],
  ["astral, long", long("a😀")],
  ["at the threshold", field(8192)],
  ["one past the threshold", field(8193)],
  ["a pair across the threshold", field(8191) + "😀"],
  ["a pair at the end of a long text", long("x") + "😀"],
  ["a result decoded in chunks", field(6000)],
  ["lone high surrogate", "a\ud800b"],
  ["lone low surrogate", "a\udc00b"],
  ["lone surrogates, long", long("x\ud800") + "\udc00"],
  ["reversed pair", "\udc00\ud800"],
  ["NUL", "a\u0000b"],
  ["mixed, long", long("aé✓😀\ud83d")],
];
const wellFormed = (s) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
const expected = TEXTS.map(([, t]) => wellFormed(t));

// the same script on both hosts: parse each command, print echo's argument
const dir = scratch("rulec-fields-");
const script = join(dir, "fields.mjs");
const { result } = await built("rules/git-local.ts");
writeFileSync(script, `
import { load } from ${JSON.stringify(pathToFileURL(join(ROOT, "runtime/core.mjs")).href)};
const bytes = globalThis.Deno ? Deno.readFileSync(${JSON.stringify(result.wasmPath)}) : (await import("node:fs")).readFileSync(${JSON.stringify(result.wasmPath)});
const texts = JSON.parse(globalThis.Deno ? Deno.readTextFileSync(${JSON.stringify(join(dir, "texts.json"))}) : (await import("node:fs")).readFileSync(${JSON.stringify(join(dir, "texts.json"))}, "utf8"));
const c = load(bytes, {});
const out = texts.map((t) => c.parse({ command: "echo " + t, cwd: "/tmp" }).commands[0]?.argv[1] ?? null);
console.log(JSON.stringify(out));
`);
// (JSON keeps lone surrogates as escapes: the hosts read exactly these texts)
writeFileSync(join(dir, "texts.json"), JSON.stringify(TEXTS.map(([, t]) => t)));

function run(cmd, args) {
  const env = { ...process.env, DENO_NO_UPDATE_CHECK: "1" };
  delete env.NODE_EXTRA_CA_CERTS;
  const r = spawnSync(cmd, args, { env, maxBuffer: 64 << 20 });
  assert.is(r.status, 0, r.stderr.toString());
  return JSON.parse(r.stdout.toString());
}

function check(host, got) {
  TEXTS.forEach(([name], i) => {
    if (got[i] !== expected[i]) assert.unreachable(`${host}, ${name}: the engine received a different text (${got[i]?.length} vs ${expected[i].length} code units)`);
  });
}

test("fields: every text reaches the engine as it was sent (Node)", () => {
  check("node", run(process.execPath, [script]));
});

test("fields: every text reaches the engine as it was sent (Deno)", () => {
  if (!existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
  check("deno", run(DENO, ["run", "--no-config", "--quiet", "--allow-read", "--allow-env", script]));
});

// The engine sees U+FFFD where a lone surrogate was sent (the shell model's output is
// JSON, which hides the difference): a rule on the replaced name must fire, on every path.
const rules = join(dir, "replaced.ts");
const longName = "x".repeat(LONG);
writeFileSync(rules, `import { ruleset, deny, command } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [
  deny("short", command("a\\ufffdb"), "short", { examples: [] }),
  deny("long", command("${longName}\\ufffdb"), "long", { examples: [] }),
] });
`);
const replaced = await built(rules);
const probe = join(dir, "probe.mjs");
writeFileSync(probe, `
import { load } from ${JSON.stringify(pathToFileURL(join(ROOT, "runtime/core.mjs")).href)};
const bytes = globalThis.Deno ? Deno.readFileSync(${JSON.stringify(replaced.result.wasmPath)}) : (await import("node:fs")).readFileSync(${JSON.stringify(replaced.result.wasmPath)});
const c = load(bytes, {});
const names = ["a\\ud800b", "a\\udc00b", "${longName}\\ud800b", "${longName}\\udfffb"];
console.log(JSON.stringify(names.map((n) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", "tool_input.command": n + " x" }).rules)));
`);
const RULES = [["short"], ["short"], ["long"], ["long"]];

test("fields: a lone surrogate reaches the engine as U+FFFD (Node)", () => {
  assert.equal(run(process.execPath, [probe]), RULES);
});

test("fields: a lone surrogate reaches the engine as U+FFFD (Deno)", () => {
  if (!existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
  assert.equal(run(DENO, ["run", "--no-config", "--quiet", "--allow-read", "--allow-env", probe]), RULES);
});

// Field names sent by number (KNOWN_FIELDS: generated for the runtime and the engine from
// protocol/protocol.ts, test/protocol.test.mjs): each reaches a rule under its own name, and
// an unknown name still arrives.
const { KNOWN_FIELDS } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);

const byName = join(dir, "names.ts");
// (the rule API names tool_input's fields without the prefix; every tool ("*"): any field passes the build's check)
const NAMES = [...KNOWN_FIELDS.filter((k) => !["hook_event_name", "tool_name"].includes(k)), "tool_input.other"];
writeFileSync(byName, `import { ruleset, deny, field } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["*"], failure: "open", rules: [
${NAMES.map((k, i) => `  deny("r${i}", field(${JSON.stringify(k.replace(/^tool_input\./, ""))}, "v-${k}"), "x", { examples: [] }),`).join("\n")}
] });
`);
const named = await built(byName);
test("fields: every name, sent by number or as text, reaches its rule", () => {
  NAMES.forEach((k, i) => {
    const f = { hook_event_name: "PreToolUse", tool_name: "Bash", [k]: "v-" + k };
    assert.equal(named.classifier.classify(f).rules, [`r${i}`], k);
    assert.equal(named.classifier.classify({ ...f, [k]: "other" }).rules, [], k);
  });
});

test.run();
