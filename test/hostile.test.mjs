// Hostile input through real hook processes: each ends with exit 0 or 2 and at most a
// one-line reason on stderr, within bounded time and memory, never a trap or a stack
// trace. Past a size or depth limit a fail-closed rule set denies; a fail-open one is
// silent with its reason on stderr. Padding and nesting within the limits never hide a
// deny. (The runner's timeout is a hang guard, not a speed assertion.)

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { built } from "./helpers/built.mjs";

const dir = scratch("rulec-hostile-");
const closedRules = join(dir, "closed.ts");
writeFileSync(closedRules, `import { ruleset, deny, git } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "closed", unknown: "deny",
  rules: [deny("stage", git("add"), "Use madt_stage.", { examples: ["git add ."] })] });
`);
const open = (await built("rules/git-local.ts")).hookPath;
const closed = (await built(closedRules)).hookPath;
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

function run(hook, input, args = []) {
  const r = spawnSync(process.execPath, [...args, hook], { input, env, timeout: 60000, maxBuffer: 64 << 20 });
  const stdout = r.stdout.toString(), stderr = r.stderr.toString();
  let cls = "error";
  if (r.status === 2) cls = "deny";
  else if (r.status === 0 && !stdout.trim()) cls = "silent";
  else if (r.status === 0) { try { const h = JSON.parse(stdout).hookSpecificOutput; cls = h.permissionDecision ?? (h.additionalContext ? "context" : "error"); } catch { cls = "error"; } }
  return { status: r.status, signal: r.signal, cls, stdout, stderr };
}
const payload = (command, extra = {}) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", tool_input: { command }, ...extra });
let nest = "git add .";
for (let i = 0; i < 6; i++) nest = "bash -c " + JSON.stringify(nest);

// [name, stdin, expected class on git-local (fails open, asks on what it cannot know), on a
// set that fails closed and denies what it cannot know, the reason's pattern]. Past a limit
// the answer is the rule set's unknown verdict, not its failure policy.
const CASES = [
  ["empty stdin", "", "silent", "deny", /empty input/],
  ["not JSON", "git add .", "silent", "deny", /not valid JSON/],
  ["truncated JSON", payload("git add .").slice(0, 40), "silent", "deny", /not valid JSON/],
  ["a JSON array", "[1,2]", "silent", "deny", /not a JSON object/],
  ["tool_input null", JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/", tool_input: null }), "silent", "deny", /tool_input is not an object/],
  ["a numeric command", JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/", tool_input: { command: 42 } }), "silent", "deny", /command is not a string/],
  ["no event", JSON.stringify({ tool_name: "Bash", tool_input: { command: "git add ." } }), "silent", "deny", /no hook_event_name/],
  ["an unknown event", payload("git add .", { hook_event_name: "Teleport" }), "silent", "silent", null],
  ["an unknown tool", JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Frobnicate", cwd: "/", tool_input: { x: 1 } }), "silent", "silent", null],
  ["NUL bytes in the command", payload("git\u0000 add .; git add .\u0000"), "deny", "deny", null],
  ["invalid UTF-8", Buffer.concat([Buffer.from(payload("git add . #").slice(0, -3)), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}}')]), "deny", "deny", null],
  ["lone surrogates", payload("git add . # \ud800"), "deny", "deny", null],
  ["a 5 MB command ending in git add", payload("echo " + "x".repeat(5 << 20) + " && git add ."), "deny", "deny", null],
  ["1 MB of padding before git add", payload(" ".repeat(1 << 20) + "git add ."), "deny", "deny", null],
  ["200k chained segments", payload("a;".repeat(200000) + "git add ."), "ask", "deny", /too large or too deeply nested/],
  // a deny found before a limit stands: the failure verdict does not trade it for silence
  ["git add, then 200k chained segments", payload("git add .;" + "a;".repeat(200000)), "deny", "deny", null],
  ["git add, then 60-deep $( nesting", payload("git add . ; echo " + "$(".repeat(60) + "x" + ")".repeat(60)), "deny", "deny", null],
  ["5000-deep $( nesting", payload("$(".repeat(5000) + "git add ." + ")".repeat(5000)), "ask", "deny", /too deeply nested/],
  ["5000-deep ( nesting", payload("(".repeat(5000) + "git add ." + ")".repeat(5000)), "ask", "deny", /too deeply nested/],
  ["40-deep nesting within the limit", payload("(".repeat(40) + "git add ." + ")".repeat(40)), "deny", "deny", null],
  ["unterminated quotes", payload("git add '. && echo \"x"), "deny", "deny", null],
  ["6-deep nested bash -c", payload(nest), "deny", "deny", null],
  // a word of one glob or brace character repeated: each was a scan per character (for a
  // `{` its `}`, for a `[` its `]`, for `@(` its `)`), minutes for a megabyte
  ...["{", "[", "[:", "*", "*[", "{a", "x{", "[$x"].map((u) => [`1 MB of ${u} before git add`, payload("echo " + u.repeat((1 << 20) / u.length) + "; git add ."), "deny", "deny", null]),
  // (text a program reads built a character at a time — a string concatenation each, with an
  // allocator that frees nothing: quadratic memory, a megabyte past the classifier's limit)
  ...[["a sed script of e commands", "sed -e " + "e".repeat(1 << 20)], ["a [[ test's operators", "[[ x " + "|".repeat(1 << 20) + " ]]"],
    ["env -S escapes", 'env -S "' + "a\\n".repeat(1 << 18) + '"'], ["a perl -p program", 'perl -pe "' + "x;".repeat(1 << 19) + '"']]
    .map(([what, cmd]) => [`1 MB of ${what} before git add`, payload(cmd + "; git add ."), "deny", "deny", null]),
  // (and an extended glob's group that never closes, in a test where its `@(` is one)
  ...["@(", "!(x"].map((u) => [`1 MB of ${u} in a [[ test before git add`, payload("[[ x == " + u.repeat((1 << 20) / u.length) + " ]]; git add ."), "deny", "deny", null]),
];

for (const [name, input, onOpen, onClosed, err] of CASES) {
  test(`hostile: ${name}`, () => {
    for (const [hook, want] of [[open, onOpen], [closed, onClosed]]) {
      const r = run(hook, input);
      assert.ok(r.status === 0 || r.status === 2, `exit ${r.status} ${r.signal ?? ""}: ${r.stderr.slice(0, 300)}`);
      assert.is(r.cls, want, `${hook.split("/").pop()}: ${r.stdout.slice(0, 200)} ${r.stderr.slice(0, 200)}`);
      assert.ok(r.stderr.trim().split("\n").length <= 1, `one line at most: ${r.stderr.slice(0, 500)}`);
      assert.not.match(r.stderr, /\n\s+at |RuntimeError|wasm-function/);
      if (err && want === "silent") assert.match(r.stderr, err);
      if (err && want !== "silent") assert.match(r.stdout + r.stderr, err);
    }
  });
}

// N.wasm beside the hook, damaged: what it holds, and what the answer must say
const HEADER = [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0];
const DAMAGE = [
  ["missing", null, /cannot read the classifier .*(git-local|closed)\.wasm/],
  ["corrupt", Buffer.from("\0asm\x01\0\0\0garbage"), /classifier|WebAssembly|wasm/i],
  // built by a rulec whose classifiers imported their facts: type () → (), import env.fact
  ["older", Buffer.from([...HEADER, 1, 4, 1, 0x60, 0, 0, 2, 12, 1, 3, ...Buffer.from("env"), 4, ...Buffer.from("fact"), 0, 0]),
    /the classifier imports env\.fact: it was built by an older rulec; rebuild it with rulec build/],
  // a valid module that is no classifier
  ["foreign", Buffer.from(HEADER), /the classifier has no memory export: it is not one this runtime can run; rebuild it with rulec build/],
];

test("failure policy: a missing, corrupt, older or foreign classifier follows the rule set's choice", () => {
  for (const [hook, want] of [[open, "silent"], [closed, "deny"]]) {
    for (const [damage, bytes, says] of DAMAGE) {
      // a copy of the hook beside a damaged N.wasm
      const d = mkdtempSync(join(dir, damage + "-"));
      const name = hook.split("/").pop();
      writeFileSync(join(d, name), readFileSync(hook, "utf8"));
      if (bytes) writeFileSync(join(d, name.replace(/\.js$/, ".wasm")), bytes);
      const r = run(join(d, name), payload("git add ."));
      assert.is(r.cls, want, `${damage}: ${r.stdout} ${r.stderr}`);
      assert.is(r.stderr.trim().split("\n").length <= 1, true);
      if (want === "silent") assert.match(r.stderr, /^rulec \(git-local\): .*\(failing open\)$/m);
      assert.match(r.stdout + r.stderr, says, damage);
    }
  }
});

test("failure policy: a host without WebAssembly follows the rule set's choice", () => {
  const r1 = run(open, payload("git add ."), ["--jitless"]);
  assert.is(r1.cls, "silent");
  assert.match(r1.stderr, /no WebAssembly/);
  const r2 = run(closed, payload("git add ."), ["--jitless"]);
  assert.is(r2.cls, "deny");
  assert.match(r2.stdout, /no WebAssembly/);
});

test("failure policy: a malformed payload is answered in its own event's shape", () => {
  // a Stop whose tool_input is broken: a fail-closed set blocks the Stop (exit 2), not a
  // PreToolUse-shaped deny the client would ignore on a Stop
  const bad = JSON.stringify({ hook_event_name: "Stop", cwd: "/", tool_input: 5 });
  const r = run(closed, bad);
  assert.is(r.status, 2, r.stdout);
  assert.is(r.stdout, "");
  assert.match(r.stderr, /tool_input is not an object/);
  const o = run(open, bad);
  assert.is(o.status, 0);
  assert.is(o.stdout, "");
});

test("a client that went away: a closed stdout ends the hook quietly", async () => {
  for (const hook of [open, closed]) {
    const child = spawn(process.execPath, [hook], { env, stdio: ["pipe", "pipe", "pipe"] });
    child.stdout.destroy(); // the reading end closes before the hook answers: EPIPE
    let stderr = "";
    child.stderr.on("data", (d) => { stderr += d; });
    child.stdin.end(payload("git add ."));
    const code = await new Promise((done) => child.on("close", done));
    assert.ok(code === 0 || code === 2, `exit ${code}: ${stderr.slice(0, 300)}`);
    assert.not.match(stderr, /\n\s+at |Error:/);
  }
});

test.run();
