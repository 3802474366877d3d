// What the CLI takes from its user — arguments, cases files, rule files — through the
// real CLI on real files in temporary projects: values as written (never numbers), fixtures
// that stay in their directory, rule ids that cannot break the generated code, one-line
// errors with the right exit code, and a CLI that ends when its command is done.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { ROOT } from "./helpers/built.mjs";
import { rulecInProcess } from "./helpers/rulec.mjs";

// (the command in this process, helpers/rulec.mjs: what a process adds is cli.test.mjs's)
const rulec = (args, { cwd = ROOT, env = {} } = {}) => rulecInProcess(args, { cwd, env });
const dir = scratch("rulec-input-");
mkdirSync(join(dir, "rules"));

const HEAD = `import { ruleset, deny, context, git, command, existingPath } from "rulec";\n`;
const set = (rules, extra = "") => `${HEAD}export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open",${extra} rules: [\n${rules}\n] });\n`;
const write = (name, text) => { const f = join(dir, "rules", name); writeFileSync(f, text); return f; };

/** The one line a failed command printed. */
function oneLine(r) {
  assert.is(r.signal, null, "ended by itself");
  const lines = r.stderr.trim().split("\n");
  assert.is(lines.length, 1, `one line expected:\n${r.stderr}`);
  assert.not.match(r.stderr, /\n\s+at /);
  return lines[0];
}

const GOOD = write("good.ts", set(`  deny("x", git("add"), "m", { examples: ["git add ."] }),`));

// ─── option values are strings, as written ───────────────────────────────────

// [args, exit code, stderr pattern]: every one of these values reads as a number to cac
const USAGE = [
  [["build", GOOD, "--name", ""], 2, /^rulec: --name: the value is empty$/],
  [["build", GOOD, "--name="], 2, /^rulec: --name: the value is empty$/],
  [["build", GOOD, "--out-dir", ""], 2, /^rulec: --out-dir: the value is empty$/],
  [["build", GOOD, "--name", "a", "--name", "b"], 2, /^rulec: --name given 2 times: give it once$/],
  [["build", GOOD, "--name", "a/b"], 2, /^rulec: --name "a\/b": use letters/],
  [["build", GOOD, "--target", "1e3"], 2, /^rulec: --target 1e3: expected js or native$/],
  [["build", GOOD, "--embed", "007"], 2, /^rulec: Unused args: `007`$/],
  [["install", join(dir, "h.js"), "--project-dir", dir, "--client", "0x10"], 2, /^rulec: --client 0x10: expected /],
  [["install", join(dir, "h.js"), "--project-dir", dir, "--runtime", "1."], 2, /^rulec: --runtime 1\.: expected /],
  [["install", join(dir, "h.js")], 2, /^rulec: install: give --project-dir DIR \(or --scope user\)$/],
  [["uninstall", join(dir, "h.js"), "--user", "--project-dir", dir], 2, /^rulec: uninstall: --scope user takes no --project-dir$/],
  [["init", "bad name/x"], 2, /^rulec: init "bad name\/x": use letters/],
  [["explain", GOOD, join(dir, "no-such.json")], 2, /^rulec: explain: cannot read the payload file .*no-such\.json: no such file$/],
];
for (const [args, code, pattern] of USAGE) {
  test(`usage: rulec ${args.map((a) => JSON.stringify(a.replace(dir, "DIR"))).join(" ")}`, async () => {
    const r = await rulec(args, { cwd: dir });
    assert.is(r.status, code, r.stderr);
    assert.match(oneLine(r), pattern);
  });
}

test("explain: the payload may be the JSON itself", async () => {
  const r = await rulec(["explain", GOOD, JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, tool_input: { command: "git add ." } })]);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /^verdict: deny \(x\)/);
});

test("--help: no internal command, no misleading default", async () => {
  assert.not.match((await rulec(["--help"])).stdout, /__typecheck/);
  assert.match((await rulec(["build", "--help"])).stdout, /--no-typecheck\s+Skip the TypeScript check\n/);
});

test("parse: a command after a flag stays a string", async () => {
  const r = await rulec(["parse", "--full", "007"]);
  assert.is(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).commands[0].argv, ["007"]);
});

// [--out-dir, --name]: each build writes DIR/N.js, N.wasm and N.json exactly there, and nothing else
const OUTPUTS = [["1e3", "007"], ["0x10", "1"]];
for (const [outDir, name] of OUTPUTS) {
  test(`build --out-dir ${outDir} --name ${name} writes ${outDir}/${name}.wasm`, async () => {
    const r = await rulec(["build", GOOD, "--no-typecheck", "--out-dir", outDir, "--name", name], { cwd: dir });
    assert.is(r.status, 0, r.stderr);
    assert.equal(readdirSync(join(dir, outDir)).sort(), ["js", "json", "wasm"].map((ext) => `${name}.${ext}`));
    assert.match(r.stderr, new RegExp(`^rulec: built ${outDir}/${name}\\.js `));
  });
}

// [args after `explain WASM`, what stdout shows]: the classifier built above
const EXPLAIN = [
  [["--command", "1e3"], /^ {2}1\. 1e3 {3}\(/m],
  [["--command", "007 x"], /^ {2}1\. 007 x {3}\(/m],
  [["--command", "git add .", "--cwd", "0x10"], /\(in \S*\/0x10, git add\)/],
  [["--command", ""], /^simple commands: none/m],
];
for (const [args, pattern] of EXPLAIN) {
  test(`explain ${args.map((a) => JSON.stringify(a)).join(" ")}`, async () => {
    const r = await rulec(["explain", join(dir, "1e3/007.wasm"), ...args], { cwd: dir });
    assert.is(r.status, 0, r.stderr);
    assert.match(r.stdout, pattern);
  });
}

// a built hook given where a classifier or a rule file is meant: [command, status, stdout, stderr]
const BUILT = [
  [["explain", "1e3/007.js", "--command", "git add ."], 0, /^verdict: deny \(x\)/, /^$/],
  // (the names an earlier rulec gave its hooks: the classifier beside them is explained)
  [["explain", "1e3/007.mjs", "--command", "git add ."], 0, /^verdict: deny \(x\)/, /^$/],
  [["explain", "1e3/007.cjs", "--command", "ls"], 0, /^verdict: silent/, /^$/],
  [["explain", "1e3/none.mjs", "--command", "ls"], 1, /^$/, /^rulec: explain: no classifier (\S+\/)?1e3\/none\.wasm \(give a rule file, or a hook rulec build made\)$/],
  // (N.js with neither a classifier nor a manifest beside it: a rule file)
  [["explain", "1e3/none.js", "--command", "ls"], 1, /^$/, /^rulec: cannot read rule file 1e3\/none\.js$/],
  [["install", "rules/good.ts", "--project-dir", "."], 1, /^$/, /^rulec: rules\/good\.ts is a rule file: give the hook rulec build made from it \(DIR\/N\.js; rulec build rules\/good\.ts --out-dir DIR\)$/],
];
for (const [args, status, stdout, stderr] of BUILT) {
  test(`${args.slice(0, 2).join(" ")}`, async () => {
    const r = await rulec(args, { cwd: dir });
    assert.is(r.status, status, r.stderr);
    assert.match(r.stdout, stdout);
    assert.match(r.stderr.trim(), stderr);
  });
}

test("build --out-dir through a file, doctor of a missing project: one line each", async () => {
  writeFileSync(join(dir, "afile"), "");
  // [args, the line]
  const CASES = [
    [["build", GOOD, "--no-typecheck", "--out-dir", "afile"], /^rulec: cannot write to --out-dir afile: EEXIST \(a file is in the way: afile\)$/],
    [["build", GOOD, "--no-typecheck", "--out-dir", "afile/sub"], /^rulec: cannot write to --out-dir afile\/sub: ENOTDIR \(a file is in the way: afile\)$/],
    [["doctor", "1e3/007.js", "--project-dir", "nowhere"], /^rulec: doctor: no project directory \S+\/nowhere$/],
  ];
  for (const [args, line] of CASES) {
    const r = await rulec(args, { cwd: dir });
    assert.is(r.status, 1, r.stderr);
    assert.match(oneLine(r), line);
  }
});

test("doctor says the known-deny probe is skipped when no deny rule has an example", async () => {
  const f = write("nodeny.ts", set(`  context("c", git("status"), "m", { examples: ["git status"] }),`));
  assert.is((await rulec(["build", f, "--no-typecheck", "--out-dir", "nodeny"], { cwd: dir })).status, 0);
  const r = await rulec(["doctor", "nodeny/nodeny.js", "--project-dir", "."], { cwd: dir });
  assert.match(r.stdout, /^ok {3}a known-deny probe is denied: skipped: no deny rule of the set carries a Bash example to probe with$/m);
});

test("init NAME.ts makes rules/NAME.ts", async () => {
  const d = scratch("rulec-input-init-");
  const r = await rulec(["init", "guard.ts"], { cwd: d });
  assert.is(r.status, 0, r.stderr);
  assert.ok(existsSync(join(d, "rules", "guard.ts")) && !existsSync(join(d, "rules", "guard.ts.ts")));
  rmSync(d, { recursive: true, force: true });
});

// ─── the CLI ends when its command is done ────────────────────────────────────

// [what the rule file leaves running, command]
const LINGERING = [
  ["setInterval(() => {}, 1000);", "build"],
  ["setInterval(() => {}, 1000);", "test"],
  ["new (await import(\"node:net\")).Server().listen(0);", "debug"],
];
LINGERING.forEach(([code, command], i) => {
  test(`${command} ends although the rule file left ${code.slice(0, 24)}… running`, async () => {
    const file = write(`linger${i}.ts`, code + "\n" + set(`  deny("x", git("add"), "m"),`));
    const args = { build: ["build", file, "--no-typecheck", "--out-dir", "out"], test: ["test", file], debug: ["debug", "ir", file] }[command];
    const t0 = Date.now();
    const r = await rulec(args, { cwd: dir, timeout: 60_000, env: { ...process.env, CI: "" } });
    assert.is(r.signal, null, `killed after ${Date.now() - t0} ms: the CLI did not end`);
    assert.is(r.status, 0, r.stderr);
  });
});

// ─── fixtures of `rulec test` stay in their directory ─────────────────────────

const victim = join(dir, "victim");
// [files of a case, message pattern]
const ESCAPES = [
  [{ [victim]: "pwned" }, /is an absolute path/],
  [{ [`../../../../../../../..${victim}`]: "pwned" }, /is outside the case's directory/],
  [{ "a/../../victim": "pwned" }, /is outside the case's directory/],
  [{ "..": "pwned" }, /is outside the case's directory/],
  [{ ".": "x" }, /is the case's directory itself/],
  [{ "": "x" }, /is an empty path/],
];
ESCAPES.forEach(([files, pattern], i) => {
  test(`test: a fixture path ${JSON.stringify(Object.keys(files)[0])} is refused, nothing written`, async () => {
    writeFileSync(victim, "original");
    const file = write(`esc${i}.ts`, set(`  deny("x", git("add"), "m"),`));
    writeFileSync(join(dir, "rules", `esc${i}.cases.yaml`), `cases:\n  - git add .\n  - ${JSON.stringify({ command: "ls", files })}\n`);
    const r = await rulec(["test", file], { cwd: dir });
    assert.is(r.status, 1, r.stderr);
    const line = oneLine(r);
    assert.match(line, new RegExp(`^rulec: rules/esc${i}\\.cases\\.yaml:3:\\d+: case 2 \\(ls\\): files: `));
    assert.match(line, pattern);
    assert.is(readFileSync(victim, "utf8"), "original");
    assert.not.ok(existsSync(join(dir, "rules", `esc${i}.snap`)), "no snapshot written");
  });
});

test("test: fixture files inside the case's directory are written and seen", async () => {
  const file = write("fix.ts", set(`  deny("x", command("cat").anyPositional(existingPath({ unknown: false })), "m"),`));
  writeFileSync(join(dir, "rules", "fix.cases.yaml"), `cases:\n  - { command: "cat a/b.txt", files: { "a/./c/../b.txt": "x" } }\n  - cat a/b.txt\n`);
  // (--update: under CI=true a missing snapshot is a failure, and this one is written here)
  const r = await rulec(["test", file, "--update"], { cwd: dir });
  assert.is(r.status, 0, r.stderr);
  const snap = readFileSync(join(dir, "rules", "fix.snap"), "utf8");
  assert.match(snap, /\$ cat a\/b\.txt\n→ deny \[x\][\s\S]*\$ cat a\/b\.txt\n→ silent/);
});

// [cases file, line, message pattern]: a mistake in a cases file is one located line
const CASES_FILES = [
  ["cases: 42\n", 1, /cases: expected a list of cases/],
  ["variants: 5\n", 1, /variants: expected a list/],
  ["variants: [{}]\n", 1, /variant 1: name: expected a name/],
  ["variants:\n  - { name: bad }\n  - { name: bad }\n", 3, /variant 2: name "bad" is taken by another variant/],
  ["variants:\n  - { name: SELF }\n", 2, /variant 1: name "cf\d+" is the rule file's own/],
  ["defines: [a]\n", 1, /defines: expected a mapping/],
  ["cases:\n  - git status\n  - { comand: ls }\n", 3, /case 2: unknown key "comand"/],
  ["cases:\n  - [ls]\n", 2, /case 1: expected a command string or a mapping/],
  ["cases:\n  - { command: ls, git: yes }\n", 2, /case 1 \(ls\): git: expected true or false/],
  ["cases:\n  - { command: ls, files: [a] }\n", 2, /case 1 \(ls\): files: expected a mapping/],
  ["cases:\n  - { command: ls, files: { a: x, a/b: y } }\n", 2, /files: "a" is a file and a directory of "a\/b" at once/],
  ["cases:\n  - { command: ls, input: { x: [1] } }\n", 2, /case 1 \(ls\): input: x: expected a string/],
  ["case:\n  - ls\n", 1, /unknown key "case" \(defines, variants, cases\)/],
  ["cases:\n  - git status\n  - tool: Write\n    input: { content: x, filepath: a }\n", 4, /^case 2 \(Write\): input: field "filepath" is not an input field of Write \(did you mean "file_path"\?\)$/],
  ["cases:\n  - { tool: Raed, input: { file_path: x } }\n", 2, /^case 1 \(Raed\): tool: unknown tool "Raed" \(did you mean "Read"\?\)$/],
  ["cases:\n  - { command: ls, input: { descripton: x } }\n", 2, /^case 1 \(ls\): input: field "descripton" is not an input field of Bash \(did you mean "description"\?\)$/],
  ["cases: [ls\n", 2, /not valid YAML/],
];
CASES_FILES.forEach(([yaml, line, pattern], i) => {
  test(`test: cases file ${JSON.stringify(yaml)}`, async () => {
    const file = write(`cf${i}.ts`, set(`  deny("x", git("add"), "m"),`));
    writeFileSync(join(dir, "rules", `cf${i}.cases.yaml`), yaml.replace("SELF", `cf${i}`));
    const r = await rulec(["test", file], { cwd: dir });
    assert.is(r.status, 1, r.stderr);
    const m = /^rulec: rules\/cf\d+\.cases\.yaml:(\d+):\d+: (.*)$/.exec(oneLine(r));
    assert.ok(m, r.stderr);
    assert.is(Number(m[1]), line, r.stderr);
    assert.match(m[2], pattern);
  });
});

// ─── text that reaches the generated code ─────────────────────────────────────

// [rules (line 3 on), extra ruleset fields, line, message pattern]
const TEXT = [
  [`  deny("a\\nb", git("add"), "m"),`, "", 3, /^rule id "a\\nb" contains a line break \(U\+000A\)/],
  [`  deny("a\\rb", git("add"), "m"),`, "", 3, /^rule id "a\\rb" contains a line break/],
  [`  deny("a\\tb", git("add"), "m"),`, "", 3, /^rule id "a\\tb" contains a control character \(U\+0009\)/],
  [`  deny("a\\u0000", git("add"), "m"),`, "", 3, /contains a control character \(U\+0000\)/],
  [`  deny("a\\u0085", git("add"), "m"),`, "", 3, /^rule id "a\\u0085" contains a control character \(U\+0085\)/],
  [`  deny("a\\u2028b", git("add"), "m"),`, "", 3, /^rule id "a\\u2028b" contains a line break \(U\+2028\)/],
  [`  deny("a\\u202eb", git("add"), "m"),`, "", 3, /contains a bidirectional-text control \(U\+202E\)/],
  [`  deny("a\\ud800", git("add"), "m"),`, "", 3, /contains an unpaired surrogate \(U\+D800\)/],
  [`  deny("a ", git("add"), "m"),`, "", 3, /^rule id "a " starts or ends with white space/],
  [`  context("ok", git("add"), "m"),\n  deny("b", git("add"), "m", { key: "k\\n" } as any),`, "", 4, /^rule b: key "k\\n" contains a line break/],
  [`  deny("d", git("add"), "m"),`, ` name: "n\\u2028",`, 2, /^name: "n\\u2028" contains a line break \(U\+2028\); a name is shown on one line/],
  [`  deny("d", git("add"), "m"),`, ` maxContext: "1; x" as any,`, 2, /^maxContext: "1; x" is not a whole number/],
  [`  null as any,\n  deny("d", git("add"), "m"),`, "", 2, /^rules\[0\] is not a rule \(null\)/],
];
// Strings other than ids and names are data to the engine (UTF-8): any text, line
// separators too — the examples, checked against the built classifier, say they fire.
test("build: a command word, an effect's text with U+2028 or U+2029 build and match", async () => {
  const file = write("any-text.ts", set(`  deny("c", command("x\\u2028y"), "m \\u2029", { examples: ["x\\u2028y", "'x\\u2028y' z"] }),`));
  const r = await rulec(["build", file, "--no-typecheck", "--out-dir", "out"], { cwd: dir });
  assert.is(r.status, 0, r.stderr);
});

TEXT.forEach(([rules, extra, line, pattern], i) => {
  test(`build: ${JSON.stringify((extra || rules).trim())} is one located line`, async () => {
    const file = write(`text${i}.ts`, set(rules, extra));
    const r = await rulec(["build", file, "--no-typecheck", "--out-dir", "out"], { cwd: dir });
    assert.is(r.status, 1, r.stderr);
    const line1 = oneLine(r);
    assert.not.match(line1, /asc failed/);
    const m = /^rulec: rules\/text\d+\.ts:(\d+):\d+: (.*)$/.exec(line1);
    assert.ok(m, line1);
    assert.is(Number(m[1]), line, line1);
    assert.match(m[2], pattern);
  });
});

test("build: ids of any printable text build, and are the ids of the verdict", async () => {
  const ids = ["diff-ref@dir", "docs/api#bash-write", "mes règles", "a, b (c)", "✓ ok"];
  const file = write("ids.ts", set(ids.map((id, i) => `  context(${JSON.stringify(id)}, command("c${i}"), "m"),`).join("\n")));
  const r = await rulec(["build", file, "--no-typecheck", "--out-dir", "out"], { cwd: dir });
  assert.is(r.status, 0, r.stderr);
  const e = await rulec(["explain", join(dir, "out/ids.wasm"), "--json", "--command", ids.map((_, i) => `c${i}`).join("; ")], { cwd: dir });
  assert.is(e.status, 0, e.stderr);
  assert.equal(JSON.parse(e.stdout).rules, ids);
});

// ─── unclear failures, made one clear line ────────────────────────────────────

// [rule file's first line, message pattern]: thrown after evaluation, outside any command
const LATE = [
  ["setTimeout(() => { throw null; }, 1);", /:1:1: the rule file threw null after it was evaluated \(from a timer or a promise nobody awaited\)$/],
  ["setTimeout(() => { throw new Error(\"late\\nsecond line\"); }, 1);", /: late$/],
  ["Promise.reject({ a: 1 });", /:1:1: the rule file threw \{"a":1\} after it was evaluated/],
  ["setTimeout(() => process.exit(3), 1);", /:1:1: the rule file called process.exit\(3\) after it was evaluated/],
];
LATE.forEach(([code, pattern], i) => {
  test(`build: ${code} is one line, exit 1`, async () => {
    const file = write(`late${i}.ts`, code + "\n" + set(`  deny("x", git("add"), "m"),`));
    const r = await rulec(["build", file, "--no-typecheck", "--out-dir", "out"], { cwd: dir });
    assert.is(r.status, 1, r.stderr);
    assert.match(oneLine(r), pattern);
  });
});

// [what ./rules is, message pattern]
const INIT = [
  ["file", /^rulec: init: \S+\/rules exists and is not a directory; nothing written$/],
  ["dangling symlink", /^rulec: init: \S+\/rules is a symbolic link to no directory; nothing written$/],
];
for (const [what, pattern] of INIT) {
  test(`init where ./rules is a ${what}`, async () => {
    const d = scratch("rulec-input-init-");
    if (what === "file") writeFileSync(join(d, "rules"), "");
    else (await import("node:fs")).symlinkSync(join(d, "nowhere"), join(d, "rules"));
    const r = await rulec(["init", "guard"], { cwd: d });
    assert.is(r.status, 1, r.stderr);
    assert.match(oneLine(r), pattern);
    rmSync(d, { recursive: true, force: true });
  });
}

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
