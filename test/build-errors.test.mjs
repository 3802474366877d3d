// A bad rule file fails `rulec build` with one located line — never a stack trace.
// Each case writes a real rule file into a temp project and runs the CLI's command on it, in
// this process (helpers/rulec.mjs) unless the case sets the environment (read when the
// compiler loads) or tests what only a process shows (a missing file, --out-dir checks made
// before any work, a closed pipe).

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync, rmSync, existsSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, compiler } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { rulecInProcess } from "./helpers/rulec.mjs";
import { importTs } from "./helpers/ts.mjs";

const HEAD = `import { ruleset, deny, context, git, command, all, any, tool, field } from "rulec";\n`;
const set = (rules, tools = ["Bash"]) => `${HEAD}export default ruleset({ events: ["PreToolUse"], tools: ${JSON.stringify(tools)}, failure: "open", rules: [\n${rules}\n] });\n`;
const files = ["Read", "Write", "Edit", "Bash"];

// [name, file text, line the error points at (1-based), message pattern, extra build args, environment]
const CASES = [
  ["type error", set(`  deny("x", git("add"), 42),`), 3, /error TS2345: Argument of type 'number'/],
  ["unknown export", `import { ruleset, gti } from "rulec";\nexport default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [] });\n`, 1, /no exported member named 'gti'|has no exported member 'gti'/],
  ["unknown matcher", set(`  deny("x", { k: "foo" } as any, "m"),`), 3, /the second argument must be a matcher/, ["--no-typecheck"]],
  ["never fires: two command words", set(`  deny("x", git("add").and(command("ls")), "m"),`), 3, /rule x can never fire: it requires a git command and a non-git command word/, ["--no-typecheck"]],
  ["never fires: disjoint subcommands", set(`  deny("x", all(git("add"), git("push")), "m"),`), 3, /rule x can never fire: it requires git subcommands that exclude each other/, ["--no-typecheck"]],
  ["never fires: no Bash", set(`  deny("x", git("add"), "m"),`).replace('tools: ["Bash"]', 'tools: ["Read"]'), 3, /can never fire: it matches shell commands but the rule set does not handle the Bash tool/, ["--no-typecheck"]],
  ["example that does not hold", set(`  deny("x", git("add"), "m", { examples: ["git status"] }),`), 3, /rule x: example "git status" gives silent, expected deny/, ["--no-typecheck"]],
  ["counterexample that does not hold", set(`  deny("x", git("add"), "m", { counterExamples: ["git add ."] }),`), 3, /rule x: counterexample "git add \." gives deny \(x\), expected silent/, ["--no-typecheck"]],
  ["duplicate id", set(`  deny("x", git("add"), "m"),\n  deny("x", git("push"), "m"),`), 4, /duplicate rule id "x"/, ["--no-typecheck"]],
  ["missing message", set(`  deny("x", git("add"), ""),`), 3, /a deny rule needs a message/, ["--no-typecheck"]],
  ["syntax error", set(`  deny("x", git("add"), "m"`), 4, /Expected|expected/],
  ["unknown event", set(`  deny("x", git("add"), "m"),`).replace('"PreToolUse"', '"PreTool"'), 2, /unknown hook event "PreTool"/, ["--no-typecheck"]],
  ["process.exit at top level", `process.exit(0);\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file called process.exit\(0\) while it was evaluated/, ["--no-typecheck"]],
  ["a thrown object", `throw { a: 1 };\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file threw \{"a":1\} while it was evaluated/, ["--no-typecheck"]],
  ["misspelt failure mode", set(`  deny("x", git("add"), "m"),`).replace('failure: "open"', 'failure: "opn"'), 2, /ruleset: failure must be "open", "ask" or "closed", not "opn"/, ["--no-typecheck"]],
  ["missing failure mode", set(`  deny("x", git("add"), "m"),`).replace('failure: "open", ', ""), 2, /ruleset: failure must be "open", "ask" or "closed", not missing/, ["--no-typecheck"]],
  ["events not a list", set(`  deny("x", git("add"), "m"),`).replace('["PreToolUse"]', '"PreToolUse"'), 2, /ruleset: events must be a list, not "PreToolUse"/, ["--no-typecheck"]],
  ["an endless loop at the top level", `for (;;) {}\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file did not finish evaluating in 1 s \(an endless loop at its top level\?\)/, ["--no-typecheck"], { RULEC_EVAL_LIMIT_MS: "1000" }],
  ["a default export that is not plain data", `import { ruleset, deny, git } from "rulec";\nconst rs = ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [deny("x", git("add"), "m")] });\nexport default { ...rs, f() {} };\n`, 1, /the rule file's default export is not plain data/, ["--no-typecheck"]],
  ["a plain object as the default export", `export default { events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [] };\n`, 1, /the rule file's default export is not a rule set \(export default ruleset\(\{\.\.\.\}\)\)/, ["--no-typecheck"]],
  ["a thrown null", `throw null;\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file threw null while it was evaluated/, ["--no-typecheck"]],
  // misspelt field and tool names: checked against the tools the rule can see (compiler/tools.ts)
  ["a misspelt field", set(`  deny("x", tool("Read").and(field("filepath", /\\.env$/)), "m"),`, files), 3, /^rule x: field "filepath" is not an input field of Read \(did you mean "file_path"\?\)$/, ["--no-typecheck"]],
  ["a field of the rule set's tools", set(`  deny("x", field("contnet", /secret/), "m"),`, ["Write", "Edit"]), 3, /^rule x: field "contnet" is not an input field of Write, Edit \(did you mean "content"\?\)$/, ["--no-typecheck"]],
  ["a field of another tool than the rule's", set(`  deny("x", tool("Read").and(field("command", /x/)), "m"),`, files), 3, /^rule x: field "command" is not an input field of Read \(its fields: file_path, offset, limit\)$/, ["--no-typecheck"]],
  ["a misspelt field inside any()", set(`  deny("x", tool("Grep").and(any(field("glob", /x/), field("paht", /x/))), "m"),`, ["Grep"]), 3, /^rule x: field "paht" is not an input field of Grep \(did you mean "path"\?\)$/, ["--no-typecheck"]],
  ["a field of two tool()s: only those both have", set(`  deny("x", all(tool("Edit", "Write"), tool("Write", "Read"), field("old_string", /x/)), "m"),`, files), 3, /^rule x: field "old_string" is not an input field of Write \(its fields: file_path, content\)$/, ["--no-typecheck"]],
  ["tool_input. written out", set(`  deny("x", tool("Write").and(field("tool_input.file_path", /x/)), "m"),`, files), 3, /^rule x: field "tool_input\.file_path" is not an input field of Write \(did you mean "file_path"\? field\(\) adds tool_input\. itself\)$/, ["--no-typecheck"]],
  ["a misspelt tool()", set(`  deny("x", tool("Writ", "Edit").and(field("file_path", /x/)), "m"),`, files), 3, /^rule x: tool\(\): unknown tool "Writ" \(did you mean "Write"\?\)$/, ["--no-typecheck"]],
  ["a tool() in lower case", set(`  deny("x", tool("bash").and(command("rm")), "m"),`), 3, /^rule x: tool\(\): unknown tool "bash" \(did you mean "Bash"\?\)/, ["--no-typecheck"]],
  ["a misspelt tool in tools: [...]", set(`  deny("x", git("add"), "m"),`, ["Bash", "Raed"]), 2, /^tools: unknown tool "Raed" \(did you mean "Read"\?\)$/, ["--no-typecheck"]],
  ["a tool nobody knows in tools: [...]", set(`  deny("x", git("add"), "m"),`, ["Bash", "Frobnicate"]), 2, /^tools: unknown tool "Frobnicate" \(known: Bash, Read, .*mcp__server__tool/, ["--no-typecheck"]],
  // examples of other tools than Bash
  ["a non-Bash example that does not hold", set(`  deny("x", tool("Write").and(field("file_path", /\\.env$/)), "m", { examples: [{ tool: "Write", input: { file_path: "notes.md" } }] }),`, files), 3, /^rule x: example Write \{"file_path":"notes\.md"\} gives silent, expected deny from this rule$/, ["--no-typecheck"]],
  ["a non-Bash counterexample that does not hold", set(`  deny("x", tool("Write").and(field("file_path", /\\.env$/)), "m", { counterExamples: [{ tool: "Write", input: { file_path: "{root}/.env" } }] }),`, files), 3, /^rule x: counterexample Write \{"file_path":"\{root\}\/\.env"\} gives deny \(x\), expected silent$/, ["--no-typecheck"]],
  ["a non-Bash example of another tool", set(`  deny("x", tool("Write").and(field("file_path", /\\.env$/)), "m", { examples: [{ tool: "Edit", input: { file_path: ".env" } }] }),`, files), 3, /^rule x: example Edit \{"file_path":"\.env"\} gives silent, expected deny from this rule$/, ["--no-typecheck"]],
  ["a misspelt input field of an example", set(`  deny("x", tool("Write").and(field("file_path", /\\.env$/)), "m", { examples: [{ tool: "Write", input: { filepath: ".env" } }] }),`, files), 3, /^rule x: example Write: input: field "filepath" is not an input field of Write \(did you mean "file_path"\?\)$/, ["--no-typecheck"]],
  ["a misspelt tool of an example", set(`  deny("x", tool("Write").and(field("file_path", /\\.env$/)), "m", { examples: [{ tool: "Wrte", input: { file_path: ".env" } }] }),`, files), 3, /^rule x: example Wrte: unknown tool "Wrte" \(did you mean "Write"\?\)$/, ["--no-typecheck"]],
  ["an example input that is not text", set(`  deny("x", tool("Write").and(field("file_path", /x/)), "m", { examples: [{ tool: "Write", input: { file_path: 42 } }] } as any),`, files), 3, /^rule x: examples: Write: input\.file_path must be a string, not 42$/, ["--no-typecheck"]],
  ["an example with a command and a tool", set(`  deny("x", git("add"), "m", { examples: [{ tool: "Bash", command: "git add .", input: {} }] } as any),`), 3, /^rule x: examples: give a command or a tool and its input, not both$/, ["--no-typecheck"]],
];

const dir = scratch("rulec-badrules-");
/** `rulec build` in `cwd`: in this process, or as a process where the case sets the environment. */
const build = (args, cwd, env = {}) => Object.keys(env).length
  ? spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", ...args], { encoding: "utf8", cwd, env: { ...process.env, ...env } })
  : rulecInProcess(["build", ...args], { cwd });

for (const [name, text, line, pattern, extra = [], env = {}] of CASES) {
  test(`build error: ${name}`, async () => {
    const file = join(dir, name.replace(/\W+/g, "-") + ".ts");
    writeFileSync(file, text);
    const r = await build([file, "--out-dir", join(dir, "out"), ...extra], dir, env);
    assert.is(r.status, 1, r.stderr);
    const lines = r.stderr.trim().split("\n").filter((l) => !/warning:/.test(l));
    assert.is(lines.length, 1, `one line expected:\n${r.stderr}`);
    assert.not.match(r.stderr, /\n\s+at /);
    const m = /^rulec: (.+?):(\d+):(\d+): (.*)$/.exec(lines[0]);
    assert.ok(m, `not located: ${lines[0]}`);
    assert.ok(m[1].endsWith(file.split("/").pop()), m[1]);
    assert.is(Number(m[2]), line, lines[0]);
    assert.match(m[4], pattern);
  });
}

test("build: generated sources a killed build left beside the engine go after an hour", async () => {
  const { removeStale } = await compiler();
  const dir = scratch("rulec-abandoned-");
  const hoursAgo = (h) => new Date(Date.now() - h * 3600_000);
  // [name, is a directory, age in hours, kept]
  const CASES = [[".gen-old", true, 2, false], [".gen-running", true, 0, true], [".gen-old.ts", false, 3, false], ["engine.ts", false, 5, true]];
  for (const [name, isDir, age] of CASES) {
    const path = join(dir, name);
    if (isDir) { mkdirSync(path); writeFileSync(join(path, "rules.ts"), ""); } else writeFileSync(path, "");
    utimesSync(path, hoursAgo(age), hoursAgo(age));
  }
  removeStale(dir, /^\.gen-/);
  for (const [name, , , kept] of CASES) assert.is(existsSync(join(dir, name)), kept, name);
  removeStale(join(dir, "missing"), /^\.gen-/); // (no directory: nothing to do, no error)
  rmSync(dir, { recursive: true, force: true });
});

test("build error: a missing rule file is one line", () => {
  const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", join(dir, "nope.ts")], { encoding: "utf8" });
  assert.is(r.status, 1);
  assert.match(r.stderr, /^rulec: cannot read rule file .*nope\.ts\n$/);
});

test("build error: a bad --define is a usage error", () => {
  const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", "rules/git-local.ts", "--define", "novalue"], { encoding: "utf8", cwd: ROOT });
  assert.is(r.status, 2);
  assert.match(r.stderr, /^rulec: --define novalue: expected key=value\n$/);
});

test.after(() => rmSync(dir, { recursive: true, force: true }));


test("build: a failed build leaves the classifier already built in place", () => {
  const dir = scratch("rulec-keep-");
  const file = join(dir, "g.ts"), out = join(dir, "out");
  const build = () => spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", file, "--out-dir", out, "--no-typecheck"], { encoding: "utf8", cwd: dir });
  writeFileSync(file, set(`  deny("x", git("add"), "m", { examples: ["git add ."] }),`));
  assert.is(build().status, 0);
  const before = readFileSync(join(out, "g.wasm"));
  // a build that gets as far as asc and then fails its examples
  writeFileSync(file, set(`  deny("x", git("push"), "m", { examples: ["git add ."] }),`));
  const r = build();
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stderr, /example "git add \." gives silent, expected deny/);
  assert.equal(readFileSync(join(out, "g.wasm")), before);
  assert.equal(readdirSync(out).filter((f) => f.endsWith(".tmp")), []);
  rmSync(dir, { recursive: true, force: true });
});

test("build: import.meta.url in a rule file names the rule file, not the bundle", () => {
  const dir = scratch("rulec-meta-");
  writeFileSync(join(dir, "words.txt"), "add\n");
  writeFileSync(join(dir, "m.ts"), `import { readFileSync } from "node:fs";\n` +
    `const sub = readFileSync(new URL("./words.txt", import.meta.url), "utf8").trim();\n` +
    `if (import.meta.dirname !== ${JSON.stringify(dir)}) throw new Error("dirname " + import.meta.dirname);\n` +
    set(`  deny("x", git(sub), "m", { examples: ["git add ."] }),`));
  const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", join(dir, "m.ts"), "--out-dir", join(dir, "out"), "--no-typecheck"], { encoding: "utf8", cwd: tmpdir() });
  assert.is(r.status, 0, r.stderr);
  rmSync(dir, { recursive: true, force: true });
});

// [message or event setup, a warning expected (pattern) or none (null)]: the build succeeds
const WARNINGS = [
  [`  deny("x", git("add"), "Not {cmd} here."),`, /rule x: \{cmd\} in its message is no placeholder and is shown as written/],
  [`  deny("x", git("add"), "Not {command} in {dir}; try {a,b}."),`, null],
  [`  context("c", event("PostToolUse").and(git("commit")), "Committed."),`, null],
  [`  context("c", git("commit"), "Committing."),`, /1 rule\(s\) give context on PreToolUse \(first: c\)/],
];
WARNINGS.forEach(([rules, warning], i) => {
  test(`build warning: ${warning ? warning.source.slice(0, 40) : "none"} (${i})`, async () => {
    const file = join(dir, `warn${i}.ts`);
    writeFileSync(file, set(rules).replace("import { ruleset,", "import { event, ruleset,").replace('events: ["PreToolUse"]', 'events: ["PreToolUse", "PostToolUse", "PermissionDenied"]'));
    const r = await build([file, "--out-dir", join(dir, "out"), "--no-typecheck"], dir);
    assert.is(r.status, 0, r.stderr);
    const warnings = r.stderr.split("\n").filter((l) => /warning:/.test(l));
    if (warning) assert.ok(warnings.some((l) => warning.test(l)), r.stderr);
    else assert.equal(warnings, []);
  });
});

// [name, tools, rules, what `rulec debug ir` prints of them]: names each visible tool has, and
// non-Bash examples that hold, build (a typecheck on the first two: the types take them)
const PASSES = [
  ["a non-Bash example and counterexample", files, `  deny("x", tool("Write", "Edit").and(field("file_path", /(^|\\/)\\.env$/)), "m", { examples: [{ tool: "Write", input: { file_path: "{root}/.env", content: "A=1" } }], counterExamples: [{ tool: "Write", input: { file_path: "{root}/env.md" } }] }),`, /example deny tool Write \{"file_path":"\{root\}\/\.env","content":"A=1"\}\n {2}example silent tool Write \{"file_path":"\{root\}\/env\.md"\}/],
  ["a Bash example beside a non-Bash one", files, `  deny("x", tool("Read").and(field("file_path", /secret/)), "m", { examples: [{ tool: "Read", input: { file_path: "/p/secret" }, expect: "deny" }] }),\n  deny("y", command("cat").arg(/secret/), "m", { examples: ["cat secret.txt"], counterExamples: [{ tool: "Read", input: { file_path: "/p/secret" } }] }),`, /example deny tool Read \{"file_path":"\/p\/secret"\}\nrule "y"[^]*example deny "cat secret\.txt"\n {2}example silent tool Read/],
  ["fields of MCP tools and of every tool", ["mcp__github__create_issue", "*"], `  deny("x", tool("mcp__github__create_issue").and(field("title", /x/)), "m"),\n  deny("y", field("anything_at_all", /x/), "m"),`, /field "tool_input\.anything_at_all"/],
  ["payload fields and tools not tabulated", ["Task", "Agent", "NotebookEdit", "WebFetch", "TodoWrite", "Bash"], `  deny("x", tool("Task", "Agent").and(field("subagent_type", /x/), field("cwd", /y/)), "m"),\n  deny("y", tool("NotebookEdit").and(field("notebook_path", /x/)), "m"),\n  deny("z", field("todos", /x/), "m"),\n  deny("w", tool("WebFetch").and(field("url", /x/)), "m"),`, /field "cwd"/],
];
PASSES.forEach(([name, tools, rules, ir], i) => {
  test(`build passes: ${name}`, async () => {
    const file = join(dir, `pass${i}.ts`);
    writeFileSync(file, set(rules, tools));
    const r = await build([file, "--out-dir", join(dir, "out"), ...(i > 1 ? ["--no-typecheck"] : [])], dir);
    assert.is(r.status, 0, r.stderr);
    const d = await rulecInProcess(["debug", "ir", file], { cwd: dir });
    assert.is(d.status, 0, d.stderr);
    assert.match(d.stdout, ir);
  });
});

// [name, --out-dir (in a temp dir holding the file "afile" and the read-only directory "ro"), the line]:
// said before the rule file is even evaluated (this one throws), nothing made
const OUT_DIRS = [
  ["a file in the way", "afile", /^rulec: cannot write to --out-dir afile: EEXIST \(a file is in the way: afile\)$/],
  ["a file in the way, further up", "afile/a/b", /^rulec: cannot write to --out-dir afile\/a\/b: ENOTDIR \(a file is in the way: afile\)$/],
  // (where Node's own recursive mkdir never returns)
  ...(process.platform === "linux" ? [["a directory procfs will not make", "/proc/rulec-out", /^rulec: cannot write to --out-dir \/proc\/rulec-out: ENOENT \(no such file or directory\)$/]] : []),
  // (root writes in a directory of mode 0555: the permission case is for other users)
  ...(process.getuid?.() === 0 ? [] : [["a directory without write permission", "ro/new/out", /^rulec: cannot write to --out-dir ro\/new\/out: EACCES \(permission denied\)$/]]),
];
for (const [name, outDir, line] of OUT_DIRS) {
  test(`build --out-dir: ${name} is one line, before any work`, () => {
    const work = scratch("rulec-outdir-");
    writeFileSync(join(work, "afile"), "");
    mkdirSync(join(work, "ro"), { mode: 0o555 });
    writeFileSync(join(work, "bad.ts"), `throw new Error("evaluated");\n`);
    const before = readdirSync(work).sort();
    const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", "bad.ts", "--out-dir", outDir], { encoding: "utf8", cwd: work, timeout: 60_000 });
    assert.is(r.status, 1, r.stderr);
    assert.match(r.stderr, /^[^\n]*\n$/, r.stderr);
    assert.match(r.stderr.trim(), line);
    assert.equal(readdirSync(work).sort(), before);
    assert.equal(readdirSync(join(work, "ro")), []);
    rmSync(work, { recursive: true, force: true });
  });
}

test("build --out-dir: the directories a failed build made are removed, those it was given are not", () => {
  const work = scratch("rulec-outdir-");
  writeFileSync(join(work, "bad.ts"), set(`  deny("x", git("add"), "m", { examples: ["git push"] }),`));
  mkdirSync(join(work, "given"));
  for (const outDir of ["made/a/b", "given/a"]) {
    const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", "bad.ts", "--out-dir", outDir, "--no-typecheck"], { encoding: "utf8", cwd: work });
    assert.is(r.status, 1, r.stderr);
    assert.match(r.stderr, /example "git push" gives silent/);
  }
  assert.equal(readdirSync(work).sort(), ["bad.ts", "given"]);
  assert.equal(readdirSync(join(work, "given")), []);
  rmSync(work, { recursive: true, force: true });
});

// `rulec debug … | head -1`: the reader closes the pipe; the command ends quietly (the
// automata of destructive are ~0.5 MB: far more than a pipe holds, so the write meets EPIPE)
for (const args of ["debug ir rules/git-local.ts", "debug automata rules/destructive.ts"]) {
  test(`rulec ${args} | head -1 ends quietly`, () => {
    const r = spawnSync("bash", ["-c", `"$0" compiler/cli.mjs ${args} | head -1; echo "exit \${PIPESTATUS[0]}"`, process.execPath], { encoding: "utf8", cwd: ROOT, timeout: 60_000 });
    assert.is(r.stderr, "");
    const [first, status] = r.stdout.trim().split("\n");
    assert.ok(first && !/EPIPE|Error/.test(first), first);
    assert.match(status, /^exit (0|141)$/);
  });
}

test("check's placeholders are the engine's", async () => {
  const { PLACEHOLDERS } = await importTs(join(ROOT, "compiler/check.ts"));
  const engine = readFileSync(join(ROOT, "wasm/engine.ts"), "utf8");
  const list = /const PLACEHOLDERS: StaticArray<string> = \[([^\]]*)\]/.exec(engine)[1];
  assert.equal(PLACEHOLDERS, JSON.parse(`[${list}]`));
});

test.run();
