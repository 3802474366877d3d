// Safety of the runtime itself, through real hook processes (built into a temp dir):
//   1. a tool event whose tool_name is missing or not a string, or a non-string tool_name
//      on any event, is a malformed payload: the failure policy answers it (a guard that
//      fails closed denies), and the prefilter cannot answer it silent first;
//   2. Gemini CLI's read_many_files is classified as one Read per path or pattern, the
//      strictest verdict winning, as a read_file of the same path would be;
//   3. a log line an append effect writes cannot be split by the command it quotes:
//      control characters and backslashes are escaped, reversibly.
// The native host, when wasm2c and cc are present, must answer 1 and write 3 byte for byte
// like the Node hook.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, built } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { importTs } from "./helpers/ts.mjs";
import { NATIVE_MISSING } from "../scripts/reference.mjs";

const { logLine } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
const { toModel, MAX_FILES } = await import(pathToFileURL(join(ROOT, "runtime/clients.mjs")).href);

const work = scratch("rulec-safety-");
test.after(() => rmSync(work, { recursive: true, force: true }));
function write(path, text) { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, text); }

// ─── rule sets and hooks ──────────────────────────────────────────────────────
// closed: Bash on PreToolUse only (its prefilter rules out every other event and tool);
// reads: a Read rule, failing closed, for read_many_files' failures
write(join(work, "closed.ts"), `import { ruleset, deny, git } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "closed",
  rules: [deny("stage", git("add"), "Use madt_stage.", { examples: ["git add ."] })] });
`);
write(join(work, "reads.ts"), `import { ruleset, deny, field, tool } from "rulec";
export default ruleset({ events: ["PreToolUse", "PostToolUse"], tools: ["Read"], failure: "closed",
  rules: [deny("secret", tool("Read").and(field("file_path", /\\.secret$/)), "No secrets.")] });
`);
const closed = await built(join(work, "closed.ts"));
const reads = await built(join(work, "reads.ts"));
const open = await built("rules/git-local.ts");
const scala = await built("rules/scala-guard.ts");

const haveNative = NATIVE_MISSING.length == 0;
if (!haveNative) console.log("SKIP runtime-safety: native parity — wasm2c or cc not found (apt-get install wabt gcc)");
const natives = haveNative ? (async () => {
  const { buildNative } = await importTs(join(ROOT, "compiler/native.ts"));
  const out = join(work, "native");
  const [c, o, s] = await Promise.all([
    buildNative({ wasmPath: closed.result.wasmPath, outDir: out, name: "closed", failure: closed.result.ruleset.failure }),
    buildNative({ wasmPath: open.result.wasmPath, outDir: out, name: "git-local", failure: open.result.ruleset.failure }),
    buildNative({ wasmPath: scala.result.wasmPath, outDir: out, name: "scala-guard", failure: scala.result.ruleset.failure }),
  ]);
  return new Map([[closed.hookPath, c], [open.hookPath, o], [scala.hookPath, s]]);
})() : null;
natives?.catch(() => {}); // reported by the tests that use it

const ENV = { PATH: process.env.PATH, HOME: join(work, "home"), LANG: "C.UTF-8", RULEC_STATE_DIR: join(work, "state") };

function run(hook, input, { args = [], env = {}, exe = null } = {}) {
  const opts = { input, env: { ...ENV, ...env }, timeout: 60000, maxBuffer: 64 << 20 };
  const r = exe ? spawnSync(exe, args, opts) : spawnSync(process.execPath, [hook, ...args], opts);
  return { status: r.status, signal: r.signal, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** What Claude Code makes of an answer: deny | ask | allow | context | silent | error. */
function cls(r) {
  if (r.status === 2) return r.stderr.trim() ? "deny" : "error";
  if (r.status !== 0) return "error";
  if (!r.stdout.trim()) return "silent";
  try {
    const j = JSON.parse(r.stdout);
    if (j.decision === "block" || j.decision === "deny") return "deny";
    if (j.decision === "ask") return "ask";
    const h = j.hookSpecificOutput;
    return h?.permissionDecision ?? (h?.additionalContext ? "context" : "error");
  } catch { return "error"; }
}

// ─── 1. tool_name ─────────────────────────────────────────────────────────────
const TOOL_EVENTS = ["PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest", "PermissionDenied"];
const BAD_NAMES = [["missing", undefined], ["null", null], ["a number", 42], ["an array", ["Bash"]], ["an object", { name: "Bash" }], ["true", true]];
const claude = (event, tool, extra = {}) => {
  const p = { session_id: "s1", cwd: "/tmp", hook_event_name: event, tool_input: { command: "git add ." }, ...extra };
  if (tool !== undefined) p.tool_name = tool;
  return JSON.stringify(p);
};

// [name, stdin, class on the fail-closed set, stderr or reason pattern (null: none)]
const TOOL_CASES = [
  ...TOOL_EVENTS.flatMap((ev) => BAD_NAMES.map(([what, v]) => [
    `${ev}, tool_name ${what}`, claude(ev, v), "deny", v === undefined ? /has no tool_name \(\w+ is a tool event\)/ : /tool_name is not a string/,
  ])),
  ...["Stop", "UserPromptSubmit", "SessionStart", "Teleport"].flatMap((ev) => [
    [`${ev}, tool_name a number`, claude(ev, 7), "deny", /tool_name is not a string/],
    [`${ev}, tool_name null`, claude(ev, null), "deny", /tool_name is not a string/],
    [`${ev}, no tool_name (not a tool event)`, claude(ev, undefined, { tool_input: undefined }), "silent", null],
  ]),
  ["duplicate keys: a later number wins", '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_name":5,"tool_input":{"command":"ls"}}', "deny", /tool_name is not a string/],
  ["duplicate keys: a later string wins", '{"hook_event_name":"PreToolUse","tool_name":5,"tool_name":"Bash","tool_input":{"command":"git add ."}}', "deny", /madt_stage/],
  ["a well-formed deny", claude("PreToolUse", "Bash"), "deny", /madt_stage/],
  ["a well-formed silent call", claude("PreToolUse", "Bash", { tool_input: { command: "ls" } }), "silent", null],
  ["another tool, named", claude("PostToolUse", "Read", { tool_input: { file_path: "/x" } }), "silent", null],
  ["an empty tool name is a name", claude("PreToolUse", ""), "silent", null],
  ["a bad tool_input is reported first", '{"hook_event_name":"PreToolUse","tool_input":5}', "deny", /tool_input is not an object/],
  ["a missing event is reported first", '{"tool_name":5}', "deny", /no hook_event_name/],
];

for (const [name, input, want, why] of TOOL_CASES) {
  test(`tool_name: ${name}`, async () => {
    for (const env of [{}, { RULEC_NO_PREFILTER: "1" }]) {
      const c = run(closed.hookPath, input, { env });
      assert.is(cls(c), want, `fails closed${env.RULEC_NO_PREFILTER ? ", no prefilter" : ""}: ${c.stdout}${c.stderr}`);
      if (why) assert.match(c.stdout + c.stderr, why);
      assert.ok(c.stderr.trim().split("\n").length <= 1, `one line at most: ${c.stderr}`);
      assert.not.match(c.stderr, /\n\s+at /);
      // the same on a rule set that fails open: silent, the reason on stderr
      const o = run(open.hookPath, input, { env });
      if (want === "deny" && !/madt_stage/.test(String(why))) {
        assert.is(cls(o), "silent", `fails open: ${o.stdout}`);
        assert.match(o.stderr, why);
        assert.match(o.stderr, /\(failing open\)\n$/);
      }
    }
    if (!natives) return;
    const exes = await natives;
    for (const hook of [closed.hookPath, open.hookPath]) {
      const js = run(hook, input), c = run(hook, input, { exe: exes.get(hook) });
      assert.equal([c.status, c.stdout, c.stderr], [js.status, js.stdout, js.stderr], `native ${hook.split("/").pop()}`);
    }
  });
}

test("tool_name: another client's tool event without a tool fails as Claude's does", () => {
  for (const [client, p] of [
    ["gemini", { hook_event_name: "BeforeTool", cwd: "/tmp", tool_input: { command: "git add ." } }],
    ["gemini", { hook_event_name: "BeforeTool", cwd: "/tmp", tool_name: 42, tool_input: { command: "git add ." } }],
    ["codex", { hook_event_name: "PreToolUse", turn_id: "t", cwd: "/tmp", tool_name: ["Bash"], tool_input: { command: "git add ." } }],
  ]) {
    const r = run(closed.hookPath, JSON.stringify(p), { args: ["--client", client] });
    assert.is(cls(r), "deny", `${client}: ${r.stdout}${r.stderr}`);
    assert.match(r.stdout, /tool_name is not a string|has no tool_name/, client);
  }
});

// ─── 2. Gemini's read_many_files ──────────────────────────────────────────────
const proj = join(work, "proj");
write(join(proj, "build.sbt"), 'scalaVersion := "3.3.1"\n');
write(join(proj, "README.md"), "x\n");
write(join(proj, "src/main/scala/Main.scala"), "object Main\n");
write(join(proj, ".mcp.json"), JSON.stringify({ mcpServers: { "scala-semantic": { command: "x" } } }));
write(join(proj, "target/meta/Main.scala.semanticdb"), "");
mkdirSync(ENV.HOME, { recursive: true });
const gemini = (tool, input, event = "BeforeTool") => JSON.stringify({ session_id: "g1", hook_event_name: event, cwd: proj, tool_name: tool, tool_input: input });
const many = (input, event) => gemini("read_many_files", input, event);

// [name, stdin, hook, class]
const MANY = [
  ["read_file of a Scala source (the control)", gemini("read_file", { file_path: "src/main/scala/Main.scala" }), scala, "deny"],
  ["one Scala path", many({ paths: ["src/main/scala/Main.scala"] }), scala, "deny"],
  ["an absolute Scala path", many({ paths: [join(proj, "src/main/scala/Main.scala")] }), scala, "deny"],
  ["a path through ..", many({ paths: ["../proj/src/main/scala/Main.scala"] }), scala, "deny"],
  ["a harmless path first, a Scala one after", many({ paths: ["README.md", "build.sbt", "src/main/scala/Main.scala"] }), scala, "deny"],
  ["a Scala glob", many({ paths: ["src/**/*.scala"] }), scala, "deny"],
  ["a brace glob", many({ paths: ["src/**/*.{scala,sc}"] }), scala, "deny"],
  ["a Scala pattern under include", many({ paths: ["README.md"], include: ["**/*.sc"] }), scala, "deny"],
  ["harmless paths", many({ paths: ["README.md", "build.sbt"], exclude: ["**/*.scala"] }), scala, "silent"],
  ["no paths at all", many({ paths: [] }), scala, "silent"],
  ["a secret, failing closed", many({ paths: ["a.txt", "b.secret"] }), reads, "deny"],
  ["no secret, failing closed", many({ paths: ["a.txt", "docs/*.md"] }), reads, "silent"],
  ["AfterTool", many({ paths: ["b.secret"] }, "AfterTool"), reads, "deny"],
  ["paths is a string: malformed", many({ paths: "b.txt" }), reads, "deny"],
  ["paths holds a number: malformed", many({ paths: ["a.txt", 7] }), reads, "deny"],
  ["include is an object: malformed", many({ paths: ["a.txt"], include: { x: 1 } }), reads, "deny"],
  ["tool_input is not an object", many([1]), reads, "deny"],
  [`${MAX_FILES} paths`, many({ paths: Array.from({ length: MAX_FILES }, (_, i) => `f${i}.txt`) }), reads, "silent"],
  [`${MAX_FILES + 1} paths: past the limit`, many({ paths: Array.from({ length: MAX_FILES + 1 }, (_, i) => `f${i}.txt`) }), reads, "deny"],
  [`${MAX_FILES + 1} copies of one path`, many({ paths: Array.from({ length: MAX_FILES + 1 }, () => "a.txt") }), reads, "silent"],
];
for (const [name, input, hook, want] of MANY) {
  test(`read_many_files: ${name}`, () => {
    for (const args of [[], ["--client", "gemini"]]) {
      const r = run(hook.hookPath, input, { args, env: { CLAUDE_PROJECT_DIR: proj } });
      assert.is(cls(r), want, `${args.join(" ") || "detected"}: ${r.stdout}${r.stderr}`);
      assert.ok(r.stderr.trim().split("\n").length <= 1, `one line at most: ${r.stderr}`);
    }
  });
}

test("read_many_files: one Read per path or pattern, absolute, each once", () => {
  const m = toModel("gemini", JSON.parse(many({ paths: ["a.ts", "./a.ts", "/abs/b.ts", "src/**/*.scala", ""], include: ["*.md"], exclude: ["x"], recursive: true })));
  assert.is(m.event, "BeforeTool");
  assert.equal(m.calls.map((c) => [c.hook_event_name, c.tool_name, c.tool_input.file_path, c.cwd, c.session_id]), [
    ["PreToolUse", "Read", `${proj}/a.ts`, proj, "g1"],
    ["PreToolUse", "Read", "/abs/b.ts", proj, "g1"],
    ["PreToolUse", "Read", `${proj}/src/**/*.scala`, proj, "g1"],
    ["PreToolUse", "Read", `${proj}/*.md`, proj, "g1"],
  ]);
});

// ─── 3. log lines ─────────────────────────────────────────────────────────────
/** The inverse of the escaping logLine does. */
const unescape = (s) => s.replace(/\\(u[0-9a-f]{4}|.)/g, (_, e) => (e === "n" ? "\n" : e === "r" ? "\r" : e === "t" ? "\t" : e[0] === "u" ? String.fromCharCode(parseInt(e.slice(1), 16)) : e));

// [text, line]
const LINES = [
  ["plain", "plain\n"],
  ["ends\n", "ends\n"],
  ["", "\n"],
  ["\n", "\n"],
  ["a\nb", "a\\nb\n"],
  ["a\n\n", "a\\n\n"],
  ["cr\rlf\r\n", "cr\\rlf\\r\n"],
  ["tab\there", "tab\\there\n"],
  ["back\\slash \\n", "back\\\\slash \\\\n\n"],
  ["esc \u001b[31m red", "esc \\u001b[31m red\n"],
  ["nul \u0000 del \u007f c1 \u0085 \u009b", "nul \\u0000 del \\u007f c1 \\u0085 \\u009b\n"],
  ["ls \u2028 \u2029", "ls \\u2028 \\u2029\n"],
  ["é 😀 中文 ~ \u00a0", "é 😀 中文 ~ \u00a0\n"],
];
test("log lines: escapes, one trailing newline, reversible", () => {
  for (const [text, line] of LINES) {
    const got = logLine(text);
    assert.is(got, line, JSON.stringify(text));
    assert.is(got.split("\n").length, 2, `one line: ${JSON.stringify(text)}`);
    assert.is(unescape(got.slice(0, -1)), text.replace(/\n$/, ""), `reversible: ${JSON.stringify(text)}`);
  }
});

const FORGED = [
  "cat src/main/scala/Main.scala # semantic-fallback: why\n2020-01-01T00:00:00.000Z rm -rf /",
  "cat a.scala # semantic-fallback: x\r\nfake line\r",
  "cat a.scala # semantic-fallback: tab\there \\n not a newline \\\\ two",
  "cat a.scala # semantic-fallback: \u001b[2J\u001b[Hclear screen \u0007 \u0000",
  "cat a.scala # semantic-fallback: \u2028sep\u2029 \u0085nel",
  "cat a.scala # semantic-fallback: plain é 😀",
];
test("log lines: a command cannot forge lines of the scala-guard log", async () => {
  const exes = natives ? await natives : null;
  for (const [label, exe] of [["node", null], ...(exes ? [["native", exes.get(scala.hookPath)]] : [])]) {
    const dir = join(work, `log-${label}`);
    write(join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { "scala-semantic": { command: "x" } } }));
    write(join(dir, "target/Main.scala.semanticdb"), "");
    for (const command of FORGED) {
      const r = run(scala.hookPath, JSON.stringify({ hook_event_name: "PreToolUse", cwd: dir, tool_name: "Bash", tool_input: { command } }), { exe, env: { CLAUDE_PROJECT_DIR: dir } });
      assert.is(cls(r), "silent", `${label}: let through: ${r.stdout}${r.stderr}`);
    }
    const lines = readFileSync(join(dir, ".claude/semantic-fallback.log"), "utf8").split("\n");
    assert.is(lines.pop(), "", `${label}: ends with a newline`);
    assert.is(lines.length, FORGED.length, `${label}: one line per call`);
    lines.forEach((l, i) => {
      assert.match(l, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z /);
      assert.not.match(l, /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      assert.is(unescape(l.slice(25)), FORGED[i], `${label}: line ${i} reads back`);
    });
  }
});

test.run();
