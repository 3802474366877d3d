// A bad rule file fails `rulec build` with one located line — never a stack trace.
// Each case writes a real rule file into a temp project and runs the real CLI.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync, rmSync, existsSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, compiler } from "./helpers/built.mjs";
import { importTs } from "./helpers/ts.mjs";

const HEAD = `import { ruleset, deny, context, git, command, all } from "rulec";\n`;
const set = (rules) => `${HEAD}export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [\n${rules}\n] });\n`;

// [name, file text, line the error points at (1-based), message pattern, extra build args, environment]
const CASES = [
  ["type error", set(`  deny("x", git("add"), 42),`), 3, /error TS2345: Argument of type 'number'/],
  ["unknown export", `import { ruleset, gti } from "rulec";\nexport default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [] });\n`, 1, /no exported member named 'gti'|has no exported member 'gti'/],
  ["unknown matcher", set(`  deny("x", { k: "foo" } as any, "m"),`), 3, /the second argument must be a matcher/, ["--no-typecheck"]],
  ["never fires: two command words", set(`  deny("x", git("add").and(command("ls")), "m"),`), 3, /rule x can never fire: it requires a git command and a non-git command word/],
  ["never fires: disjoint subcommands", set(`  deny("x", all(git("add"), git("push")), "m"),`), 3, /rule x can never fire: it requires git subcommands that exclude each other/],
  ["never fires: no Bash", set(`  deny("x", git("add"), "m"),`).replace('tools: ["Bash"]', 'tools: ["Read"]'), 3, /can never fire: it matches shell commands but the rule set does not handle the Bash tool/],
  ["example that does not hold", set(`  deny("x", git("add"), "m", { examples: ["git status"] }),`), 3, /rule x: example "git status" gives silent, expected deny/],
  ["counterexample that does not hold", set(`  deny("x", git("add"), "m", { counterExamples: ["git add ."] }),`), 3, /rule x: counterexample "git add \." gives deny \(x\), expected silent/, ["--no-typecheck"]],
  ["duplicate id", set(`  deny("x", git("add"), "m"),\n  deny("x", git("push"), "m"),`), 4, /duplicate rule id "x"/],
  ["missing message", set(`  deny("x", git("add"), ""),`), 3, /a deny rule needs a message/, ["--no-typecheck"]],
  ["syntax error", set(`  deny("x", git("add"), "m"`), 4, /Expected|expected/],
  ["unknown event", set(`  deny("x", git("add"), "m"),`).replace('"PreToolUse"', '"PreTool"'), 2, /unknown hook event "PreTool"/],
  ["process.exit at top level", `process.exit(0);\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file called process.exit\(0\) while it was evaluated/, ["--no-typecheck"]],
  ["a thrown object", `throw { a: 1 };\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file threw \{"a":1\} while it was evaluated/, ["--no-typecheck"]],
  ["misspelt failure mode", set(`  deny("x", git("add"), "m"),`).replace('failure: "open"', 'failure: "opn"'), 2, /ruleset: failure must be "open", "ask" or "closed", not "opn"/, ["--no-typecheck"]],
  ["missing failure mode", set(`  deny("x", git("add"), "m"),`).replace('failure: "open", ', ""), 2, /ruleset: failure must be "open", "ask" or "closed", not missing/, ["--no-typecheck"]],
  ["events not a list", set(`  deny("x", git("add"), "m"),`).replace('["PreToolUse"]', '"PreToolUse"'), 2, /ruleset: events must be a list, not "PreToolUse"/, ["--no-typecheck"]],
  ["an endless loop at the top level", `for (;;) {}\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file did not finish evaluating in 1 s \(an endless loop at its top level\?\)/, ["--no-typecheck"], { RULEC_EVAL_LIMIT_MS: "1000" }],
  ["a default export that is not plain data", `import { ruleset, deny, git } from "rulec";\nconst rs = ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [deny("x", git("add"), "m")] });\nexport default { ...rs, f() {} };\n`, 1, /the rule file's default export is not plain data/, ["--no-typecheck"]],
  ["a plain object as the default export", `export default { events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [] };\n`, 1, /the rule file's default export is not a rule set \(export default ruleset\(\{\.\.\.\}\)\)/, ["--no-typecheck"]],
  ["a thrown null", `throw null;\n` + set(`  deny("x", git("add"), "m"),`), 1, /the rule file threw null while it was evaluated/, ["--no-typecheck"]],
];

const dir = mkdtempSync(join(tmpdir(), "rulec-badrules-"));

for (const [name, text, line, pattern, extra = [], env = {}] of CASES) {
  test(`build error: ${name}`, () => {
    const file = join(dir, name.replace(/\W+/g, "-") + ".ts");
    writeFileSync(file, text);
    const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", file, "--out-dir", join(dir, "out"), ...extra], { encoding: "utf8", cwd: dir, env: { ...process.env, ...env } });
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
  const dir = mkdtempSync(join(tmpdir(), "rulec-abandoned-"));
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
  const dir = mkdtempSync(join(tmpdir(), "rulec-keep-"));
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
  const dir = mkdtempSync(join(tmpdir(), "rulec-meta-"));
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
  test(`build warning: ${warning ? warning.source.slice(0, 40) : "none"} (${i})`, () => {
    const file = join(dir, `warn${i}.ts`);
    writeFileSync(file, set(rules).replace("import { ruleset,", "import { event, ruleset,").replace('events: ["PreToolUse"]', 'events: ["PreToolUse", "PostToolUse", "PermissionDenied"]'));
    const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", file, "--out-dir", join(dir, "out"), "--no-typecheck"], { encoding: "utf8", cwd: dir });
    assert.is(r.status, 0, r.stderr);
    const warnings = r.stderr.split("\n").filter((l) => /warning:/.test(l));
    if (warning) assert.ok(warnings.some((l) => warning.test(l)), r.stderr);
    else assert.equal(warnings, []);
  });
});

test("check's placeholders are the engine's", async () => {
  const { PLACEHOLDERS } = await importTs(join(ROOT, "compiler/check.ts"));
  const engine = readFileSync(join(ROOT, "wasm/engine.ts"), "utf8");
  const list = /const PLACEHOLDERS: StaticArray<string> = \[([^\]]*)\]/.exec(engine)[1];
  assert.equal(PLACEHOLDERS, JSON.parse(`[${list}]`));
});

test.run();
