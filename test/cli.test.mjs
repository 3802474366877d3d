// The author's workflow through the real CLI on real files in temporary projects:
// init → test → change → diff → --update, and the next steps init prints (build, test,
// install, doctor) run as printed; explain; parse --jsonl; install/uninstall byte for
// byte, the hook copied into the project and registered with no absolute path; doctor
// naming what fails; debug.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { ROOT, built } from "./helpers/built.mjs";

const CLI = join(ROOT, "compiler/cli.mjs");
// (no extra CA certificates, and not inside a client's hook: no CLAUDE_PROJECT_DIR of its own)
const ENV = { ...process.env };
for (const v of ["NODE_EXTRA_CA_CERTS", "CLAUDE_PROJECT_DIR"]) delete ENV[v];
const rulec = (args, opts = {}) => spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8", ...opts, env: { ...ENV, ...opts.env } });
const tmp = (p) => scratch(`rulec-cli-${p}-`);
/** A copy of a built hook (every file of its build) in a build directory of its own. */
function copyBuild(hookPath) {
  const to = tmp("build"), name = basename(hookPath, ".js");
  for (const f of readdirSync(dirname(hookPath))) if (f.startsWith(name + ".") && !f.endsWith(".cache")) cpSync(join(dirname(hookPath), f), join(to, f));
  return join(to, name + ".js");
}
/** The registered command line, run as Claude Code runs it: through sh, in the project, CLAUDE_PROJECT_DIR set. */
function runRegistered(dir, command, call) {
  const r = spawnSync("sh", ["-c", command], { cwd: dir, encoding: "utf8", input: JSON.stringify({ session_id: "s", cwd: dir, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: call } }), env: { ...ENV, CLAUDE_PROJECT_DIR: dir } });
  return r.stdout.trim() ? JSON.parse(r.stdout).hookSpecificOutput?.permissionDecision : `silent (exit ${r.status}: ${r.stderr})`;
}

test("init scaffolds a rule file, cases and a snapshot, and prints the next steps, which work as printed; test passes, a change fails with a diff, --update accepts it", () => {
  const dir = tmp("init");
  const r = rulec(["init", "guard"], { cwd: dir });
  assert.is(r.status, 0, r.stderr);
  for (const f of ["guard.ts", "guard.cases.yaml", "guard.snap"]) assert.ok(existsSync(join(dir, "rules", f)), f);
  const next = ["npx rulec build rules/guard.ts --out-dir build", "npx rulec test rules/guard.ts", "npx rulec install build/guard.js --project-dir .", "npx rulec doctor build/guard.js --project-dir ."];
  assert.ok(r.stderr.endsWith(`rulec: next:\n${next.map((l) => `  ${l}\n`).join("")}`), r.stderr);
  for (const l of next) {
    const step = rulec(l.split(" ").slice(2), { cwd: dir });
    assert.is(step.status, 0, `${l}: ${step.stdout}${step.stderr}`);
  }
  assert.match(readFileSync(join(dir, ".claude/settings.json"), "utf8"), /"command": "env -u NODE_EXTRA_CA_CERTS node \\"\$CLAUDE_PROJECT_DIR\\"\/\.claude\/hooks\/rulec\/guard\.js"/);
  assert.is(rulec(["uninstall", "guard", "--project-dir", "."], { cwd: dir }).status, 0);
  rmSync(join(dir, "build"), { recursive: true });
  assert.equal(readdirSync(dir).sort(), ["rules"], "uninstall leaves the project as init left it");
  assert.is(rulec(["init", "guard"], { cwd: dir }).status, 1, "init never overwrites");
  assert.is(rulec(["test"], { cwd: dir }).status, 0);
  const file = join(dir, "rules", "guard.ts");
  writeFileSync(file, readFileSync(file, "utf8").replace("Force-pushing rewrites shared history.", "No force pushes."));
  const changed = rulec(["test"], { cwd: dir });
  assert.is(changed.status, 1);
  assert.match(changed.stderr, /verdicts differ from rules\/guard\.snap/);
  assert.match(changed.stderr, /^- +Force-pushing rewrites shared history\./m);
  assert.match(changed.stderr, /^\+ +No force pushes\./m);
  assert.is(rulec(["test", "--update"], { cwd: dir }).status, 0);
  assert.is(rulec(["test"], { cwd: dir }).status, 0);
  rmSync(dir, { recursive: true, force: true });
});

test("explain names the simple commands, the rule on each, the facts and the verdict", () => {
  const r = rulec(["explain", "rules/git-local.ts", "--command", "cd /tmp && sudo git add . && git diff main"], { cwd: ROOT });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /^verdict: deny \(stage\)/);
  assert.match(r.stdout, /git add \. {3}\(via sudo, in \/tmp, git add\)\n {7}→ deny stage/);
  assert.match(r.stdout, /facts asked:\n {2}exists \/tmp\/main → no/);
  // After `;` the cd may have failed: the next command's directory is not known. (Not
  // /tmp: a cd to a directory above the checkout cannot fail.)
  const either = rulec(["explain", "rules/git-local.ts", "--command", "cd /rulec-explain-none && git add . ; git diff main"], { cwd: ROOT });
  assert.match(either.stdout, /git diff main {3}\(dir unknown, git diff\)/);
  const j = rulec(["explain", "rules/git-local.ts", "--json"], { cwd: ROOT, input: JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", tool_input: { command: "git status" } }) });
  const out = JSON.parse(j.stdout);
  assert.is(out.tier, "context");
  assert.equal(out.trace[0].hits.map((h) => h.rule), ["status"]);
  const bad = rulec(["explain", "rules/git-local.ts"], { cwd: ROOT, input: "{nope" });
  assert.is(bad.status, 1);
  assert.is(bad.stderr, "rulec: explain: the payload is not valid JSON\n");
});

test("explain says why a rule set did not look at a call", () => {
  const dir = scratch("rulec-explain-skip-");
  const payload = (event, tool, input) => JSON.stringify({ hook_event_name: event, tool_name: tool, cwd: dir, tool_input: input });
  // [entry, payload, the why line]
  const CASES = [
    ["rules/git-local.ts", payload("PostToolUse", "Bash", { command: "git add ." }), /^why: the rule set does not handle "PostToolUse" events \(it handles PreToolUse\)$/m],
    ["rules/git-local.ts", payload("PreToolUse", "Read", { file_path: "x" }), /^why: the rule set does not handle the "Read" tool \(it handles Bash\)$/m],
    ["rules/scala-guard.ts", payload("PreToolUse", "Read", { file_path: "A.scala" }), /^why: precondition 1 does not hold, so the rule set is silent on every call: \(any \(json-key "\{projectDir\}\/\.mcp\.json"/m],
    ["rules/git-local.ts", payload("PreToolUse", "Bash", { command: "ls" }), /^why: no rule that matched asks for more$/m],
  ];
  for (const [entry, input, why] of CASES) {
    const r = rulec(["explain", join(ROOT, entry), "-"], { cwd: dir, input, env: { ...process.env, HOME: dir } });
    assert.is(r.status, 0, r.stderr);
    assert.match(r.stdout, why);
  }
  rmSync(dir, { recursive: true, force: true });
});

test("parse --jsonl: one line out per line in", () => {
  const r = rulec(["parse", "--jsonl"], { input: ['"sudo git add ."', '"echo $(git log)"', "42"].join("\n") + "\n" });
  const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(lines[0], { commands: [{ argv: ["sudo", "git", "add", "."] }, { argv: ["git", "add", "."], via: "sudo" }] });
  assert.equal(lines[1], { commands: [{ argv: ["echo", "$(git log)"], opaque: true }, { argv: ["git", "log"] }] });
  assert.equal(lines[2], { error: "not a JSON string" });
});

const SETTINGS = `{
  // team settings — keep this comment
  "permissions": { "allow": ["Bash(npm test)"] },
  "hooks": {
    "PreToolUse": [
      { "matcher": "Edit", "hooks": [ { "type": "command", "command": "echo hi" } ] }
    ]
  },
  "model": "opus", // trailing comma next
}
`;

const COMMAND = 'env -u NODE_EXTRA_CA_CERTS node "$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/git-local.js';

test("install copies the hook into the project and edits settings in place byte for byte; twice changes nothing; uninstall restores it exactly", async () => {
  const hookPath = copyBuild((await built("rules/git-local.ts")).hookPath);
  const dir = tmp("install");
  mkdirSync(join(dir, ".claude"));
  const file = join(dir, ".claude", "settings.json");
  writeFileSync(file, SETTINGS);
  const one = rulec(["install", hookPath, "--project-dir", dir]);
  assert.is(one.status, 0, one.stderr);
  assert.match(one.stderr, /^rulec: copied the hook to \S*\.claude\/hooks\/rulec \(commit it with the settings\)\nrulec: registered in \S*\/\.claude\/settings\.json — runs: (.*)\n$/);
  assert.is(/runs: (.*)$/m.exec(one.stderr)[1], COMMAND, "node from PATH, the hook by CLAUDE_PROJECT_DIR: no absolute path");
  const once = readFileSync(file, "utf8");
  assert.ok(once.startsWith(SETTINGS.slice(0, SETTINGS.indexOf("] } ]") + 5)), "the text before our entry is untouched");
  assert.ok(once.endsWith(SETTINGS.slice(SETTINGS.indexOf("\n    ]\n"))), "the text after our entry is untouched");
  assert.match(once, /"matcher": "Bash"/);
  assert.ok(once.includes(JSON.stringify(COMMAND)), once);
  const copied = readdirSync(join(dir, ".claude/hooks/rulec")).sort();
  assert.equal(copied, [".gitignore", "git-local.install.json", "git-local.js", "git-local.json", "git-local.wasm", "package.json"]);
  const again = rulec(["install", hookPath, "--project-dir", dir]);
  assert.match(again.stderr, /already registered/);
  assert.is(readFileSync(file, "utf8"), once);
  // an entry of ours with a stale matcher is rewritten in place, nothing else
  writeFileSync(file, once.replace('"matcher": "Bash"', '"matcher": "Bash|Read"'));
  rulec(["install", hookPath, "--project-dir", dir]);
  assert.is(readFileSync(file, "utf8"), once);
  // the build deleted: the registered command runs the copy
  rmSync(dirname(hookPath), { recursive: true });
  assert.is(runRegistered(dir, COMMAND, "git add ."), "deny");
  // uninstall by name: the settings as they were, the copy gone, .claude as it was
  const un = rulec(["uninstall", "git-local", "--project-dir", dir]);
  assert.is(un.status, 0, un.stderr);
  assert.is(readFileSync(file, "utf8"), SETTINGS);
  assert.equal(readdirSync(join(dir, ".claude")), ["settings.json"], "the copy and the directories install made for it are gone");
  // a settings file that is not JSON is reported and left alone
  writeFileSync(file, "{ broken");
  const bad = rulec(["install", (await built("rules/git-local.ts")).hookPath, "--project-dir", dir]);
  assert.is(bad.status, 1);
  assert.match(bad.stderr, /^rulec: .*settings\.json: not valid JSON .*left untouched\n$/);
  assert.is(readFileSync(file, "utf8"), "{ broken");
  assert.equal(readdirSync(join(dir, ".claude")), ["settings.json"], "nothing copied either");
  rmSync(dir, { recursive: true, force: true });
});

test("install into a project without settings creates them; a teammate's clone runs it; uninstall removes all of it", async () => {
  const { hookPath } = await built("rules/git-local.ts");
  const dir = tmp("fresh");
  assert.is(rulec(["install", hookPath, "--project-dir", dir]).status, 0);
  const s = JSON.parse(readFileSync(join(dir, ".claude/settings.json"), "utf8"));
  assert.is(s.hooks.PreToolUse[0].matcher, "Bash");
  assert.is(s.hooks.PreToolUse[0].hooks[0].command, COMMAND);
  // the project copied elsewhere (a teammate's clone), the original gone: the same verdict
  const clone = join(tmp("clone"), "proj");
  cpSync(dir, clone, { recursive: true });
  rmSync(dir, { recursive: true });
  assert.is(runRegistered(clone, COMMAND, "git add ."), "deny");
  const doc = rulec(["doctor", "git-local", "--project-dir", clone]);
  assert.is(doc.status, 0, doc.stdout + doc.stderr);
  assert.is(rulec(["uninstall", "git-local", "--project-dir", clone]).status, 0);
  assert.equal(readdirSync(clone), [], "the clone is left as empty as the project was");
  rmSync(dirname(clone), { recursive: true, force: true });
});

test("doctor names every failing check and exits non-zero; passes on a healthy project", async () => {
  const { hookPath } = await built("rules/scala-guard.ts");
  const dir = tmp("doctor");
  writeFileSync(join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { "scala-semantic": { command: "x" } } }));
  const sick = rulec(["doctor", hookPath, "--project-dir", dir]);
  assert.is(sick.status, 1);
  assert.match(sick.stdout, /^FAIL registered in settings/m);
  assert.match(sick.stdout, /^FAIL precondition 2 holds: \(glob-exists .*\*\*\/\*\.semanticdb.*fails open/m);
  assert.match(sick.stdout, /^FAIL a known-deny probe is denied/m);
  assert.match(sick.stdout, /^ok {3}precondition 1 holds/m);
  mkdirSync(join(dir, "out/app/meta"), { recursive: true });
  writeFileSync(join(dir, "out/app/meta/Main.scala.semanticdb"), "");
  rulec(["install", hookPath, "--project-dir", dir]);
  const well = rulec(["doctor", hookPath, "--project-dir", dir]);
  assert.is(well.status, 0, well.stdout);
  assert.not.match(well.stdout, /FAIL/);
  assert.match(well.stdout, /^ok {3}a known-deny probe is denied: .* — as registered: env -u NODE_EXTRA_CA_CERTS node "\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/rulec\/scala-guard\.js$/m);
  // the doctor by name, from the project (no build there): the installed copy
  const byName = rulec(["doctor", "scala-guard"], { cwd: dir });
  assert.is(byName.status, 0, byName.stdout + byName.stderr);
  assert.match(byName.stdout, /^ok {3}precondition 2 holds/m);
  rmSync(dir, { recursive: true, force: true });
});

test("doctor reports a classifier it cannot run as failed checks, and goes on", async () => {
  const { hookPath } = await built("rules/scala-guard.ts");
  const dir = tmp("doctor-older");
  const copy = join(dir, "hook");
  mkdirSync(copy);
  const base = hookPath.replace(/\.js$/, "");
  for (const ext of [".js", ".json"]) writeFileSync(join(copy, "scala-guard" + ext), readFileSync(base + ext));
  // a classifier from a rulec whose classifiers imported their facts: type () → (), import env.fact
  writeFileSync(join(copy, "scala-guard.wasm"), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 2, 12, 1, 3, ...Buffer.from("env"), 4, ...Buffer.from("fact"), 0, 0]));
  const r = rulec(["doctor", join(copy, "scala-guard.js"), "--project-dir", dir]);
  assert.is(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /^FAIL the hook loads and answers: .*rebuild it with rulec build/m);
  assert.match(r.stdout, /^FAIL the preconditions can be checked: the classifier imports env\.fact: it was built by an older rulec; rebuild it with rulec build$/m);
  assert.match(r.stdout, /^FAIL registered in settings/m); // (the report goes on)
  rmSync(dir, { recursive: true, force: true });
});

test("debug prints the IR, the rule data and the automata", () => {
  assert.match(rulec(["debug", "ir", "rules/git-local.ts"], { cwd: ROOT }).stdout, /^ruleset "git-local"\n/);
  const data = rulec(["debug", "data", "rules/git-local.ts"], { cwd: ROOT }).stdout;
  assert.match(data, /^rule data "git-local": \d+ rules, \d+ word nodes, \d+ predicate nodes/);
  assert.match(data, /^rule \d+ remote-touching \(deny, blocking\) = p\d+$/m);
  assert.match(data, /^dispatch: by name$/m);
  assert.match(rulec(["debug", "automata", "rules/git-local.ts"], { cwd: ROOT }).stdout, /── site word: \d+ pattern/);
  const bad = rulec(["debug", "wat", "rules/git-local.ts"], { cwd: ROOT });
  assert.is(bad.stderr, 'rulec: debug: unknown stage "wat" (ir, data, automata)\n');
});

test.run();
