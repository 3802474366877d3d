// `rulec install` / `uninstall` never lose or alter what the user wrote, on real files
// through install(), and through the CLI's commands (run in this process, helpers/rulec.mjs)
// where their output or the command they write matters; the hooks they register run as
// real processes, through sh, as a client runs them.
// Install copies the hook's run-time files into the project (.claude/hooks/rulec/, or the
// client's or the user's directory) and registers a command line with no absolute path;
// uninstall (by the build's path or by name, the build gone or not) gives every file and
// directory back as it was: the settings file byte for byte (deleted only if install
// created it; containers and directories likewise), whatever its shape, line ends, BOM or
// symlink, and the copied files and the directories made for them gone. Only the exact
// command lines install writes count as ours, and an install over one of them brings its
// command line up to date in place; a group holding another hook is never edited. The
// registered command runs the hook after the build is deleted and in a teammate's copy of
// the project; bad input is a one-line error that writes nothing; `rulec doctor` runs the
// hook as registered and names why it fails.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { ROOT, built } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { rulecInProcess } from "./helpers/rulec.mjs";
import { importTs } from "./helpers/ts.mjs";
import { NATIVE_MISSING } from "../scripts/reference.mjs";

const { install } = await importTs(join(ROOT, "compiler/install.ts"));

const work = realpathSync(scratch("rulec-install-safety-"));
test.after(() => rmSync(work, { recursive: true, force: true }));
// Every child: no extra CA certificates; node and deno (rulec's dev dependency, from
// node_modules/.bin) on PATH by their bare names, as a client finds them; a home of its own.
const BIN = join(ROOT, "node_modules", ".bin");
const HAVE_DENO = existsSync(join(BIN, "deno"));
const HOME = join(work, "home");
mkdirSync(HOME);
const env = { ...process.env, PATH: [BIN, dirname(process.execPath), process.env.PATH].join(delimiter), HOME, CODEX_HOME: "", COPILOT_HOME: "", DENO_DIR: join(work, "deno-dir"), DENO_NO_UPDATE_CHECK: "1" };
for (const v of ["NODE_EXTRA_CA_CERTS", "CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR"]) delete env[v];

const BOM = "\uFEFF";
const CLIENTS = ["claude", "codex", "gemini", "cursor", "copilot"];
const FILES = { claude: ".claude/settings.json", codex: ".codex/hooks.json", gemini: ".gemini/settings.json", cursor: ".cursor/hooks.json", copilot: ".github/hooks/rulec-git-local.json" };
/** Where install copies the hook, in a project and in the user's home. */
const HOOKS_AT = { claude: ".claude/hooks/rulec", codex: ".codex/hooks/rulec", gemini: ".gemini/hooks/rulec", cursor: ".cursor/hooks/rulec", copilot: ".github/hooks/rulec" };
const USER_FILES = { claude: ".claude/settings.json", codex: ".codex/hooks.json", gemini: ".gemini/settings.json", cursor: ".cursor/hooks.json", copilot: ".copilot/hooks/rulec-git-local.json" };
const USER_HOOKS_AT = { claude: ".claude/hooks/rulec", codex: ".codex/hooks/rulec", gemini: ".gemini/hooks/rulec", cursor: ".cursor/hooks/rulec", copilot: ".copilot/hooks/rulec" };
/** How the command line names that directory: a variable the client sets, the project root it runs hooks in, $HOME. */
const REF = { claude: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec', gemini: '"$GEMINI_PROJECT_DIR"/.gemini/hooks/rulec', codex: ".codex/hooks/rulec", cursor: ".cursor/hooks/rulec", copilot: ".github/hooks/rulec" };
const USER_REF = { claude: '"$HOME"/.claude/hooks/rulec', gemini: '"$HOME"/.gemini/hooks/rulec', cursor: '"$HOME"/.cursor/hooks/rulec', codex: '"${CODEX_HOME:-$HOME/.codex}"/hooks/rulec', copilot: '"${COPILOT_HOME:-$HOME/.copilot}"/hooks/rulec' };
/** The command line install writes: node (or deno) from PATH, no absolute path. */
function line(client = "claude", runtime = "node", { scope = "project", name = "git-local", writes = false } = {}) {
  const at = `${(scope === "user" ? USER_REF : REF)[client]}/${name}`, tail = client === "claude" ? "" : ` --client ${client}`;
  if (runtime === "native") return at;
  if (runtime === "deno") return `deno run --no-config --quiet --allow-read --allow-env${writes ? " --allow-write" : ""} ${at}.js${tail}`;
  return `env -u NODE_EXTRA_CA_CERTS node ${at}.js${tail}`;
}
/** A command line as it appears inside a JSON string. */
const inJson = (s) => JSON.stringify(s).slice(1, -1);

let n = 0;
const project = () => { const d = join(work, `p${n++}`); mkdirSync(d); return d; };
const put = (path, text) => { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, text); };
const read = (path) => (existsSync(path) ? readFileSync(path, "utf8") : null);
const dirsIn = (dir) => readdirSync(dir, { recursive: true }).filter((d) => statSync(join(dir, d)).isDirectory()).sort();
/** Every path under dir: a directory ends in /, a link shows its target, a file its size and hash. */
function state(dir) {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name, p = join(dir, r), s = lstatSync(p);
      if (s.isSymbolicLink()) out.push(`${r} -> ${readlinkSync(p)}`);
      else if (s.isDirectory()) { out.push(`${r}/`); walk(r); }
      else out.push(`${r} ${s.size} ${createHash("sha1").update(readFileSync(p)).digest("hex").slice(0, 12)}`);
    }
  };
  if (existsSync(dir)) walk("");
  return out;
}
/** rulec ARGS…, run where no file is named like a hook, with HOME at `home` (in this process: helpers/rulec.mjs). */
const cli = (args, { home = HOME, cwd = work } = {}) => rulecInProcess(args, { cwd, env: { ...env, HOME: home } });
/** rulec install|uninstall HOOK --project-dir DIR … */
const rulec = (verb, hook, dir, ...more) => cli([verb, hook, "--project-dir", dir, ...more]);
const ok = (r) => { assert.is(r.status, 0, r.stderr); return r; };
/** install() as `rulec install|uninstall HOOK --project-dir DIR`: did it change anything? */
const changes = (verb, hook, dir, client = "claude") => install({ hook, projectDir: dir, uninstall: verb === "uninstall", client }).changed;

const hookOf = async () => {
  const hook = realpathSync((await built("rules/git-local.ts")).hookPath);
  return { hook };
};
const group = (command, matcher = "Bash") => JSON.stringify({ matcher, hooks: [{ type: "command", command }] });
/** A copy of a built rule set's hook (every file of the build) in a directory of its own, its manifest changed by `manifest`. */
const copyHook = async (entry, manifest = {}, to = mkdtempSync(join(work, "build-"))) => {
  const from = realpathSync((await built(entry)).hookPath), name = from.replace(/^.*\/|\.js$/g, "");
  mkdirSync(to, { recursive: true });
  for (const f of readdirSync(dirname(from))) if (f.startsWith(name + ".") && !f.endsWith(".cache")) copyFileSync(join(dirname(from), f), join(to, f));
  const hook = join(realpathSync(to), name + ".js");
  setManifest(hook, manifest);
  return hook;
};
const setManifest = (hook, fields) => {
  const m = hook.replace(/\.js$/, ".json");
  writeFileSync(m, JSON.stringify({ ...JSON.parse(readFileSync(m, "utf8")), ...fields }, null, 2) + "\n");
};
/** Every command line registered in a settings file. */
const commandsIn = (file) => {
  const out = [];
  const walk = (v, key) => { if (typeof v === "string" && (key === "command" || key === "bash")) out.push(v); else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k); };
  walk(JSON.parse(read(file).replace(BOM, "")).hooks);
  return out;
};

// The `git add .` call of each client's conformance vectors: git-local denies it.
const VECTOR = Object.fromEntries(CLIENTS.map((c) => [c, JSON.parse(readFileSync(join(ROOT, "test/vectors", `${c}.jsonl`), "utf8").split("\n").find((l) => l.includes('"call":"git-local/stage"')))]));
const expand = (v, dir) => (typeof v === "string" ? v.replaceAll("{root}", dir).replaceAll("{base}", dirname(dir))
  : Array.isArray(v) ? v.map((x) => expand(x, dir)) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x, dir)])) : v);
/** The decision in a hook's answer, wherever the client's shape puts it. */
function decision(r) {
  if (r.error) return `did not run: ${r.error.message}`;
  if (r.status === 2) return "deny";
  if (r.status !== 0) return `exit ${r.status}: ${r.stderr}`;
  if (!r.stdout.trim()) return `silent ${r.stderr}`;
  const j = JSON.parse(r.stdout);
  return j.hookSpecificOutput?.permissionDecision ?? j.permissionDecision ?? j.permission ?? j.decision ?? "context";
}
/**
 * A registered command line run as `client` runs it: through sh, in the project, with only
 * the variables that client sets (Claude Code CLAUDE_PROJECT_DIR, Gemini both), the client's
 * `git add .` call on stdin. Its decision.
 */
function runAs(client, command, dir, home = HOME) {
  const vars = client === "claude" ? { CLAUDE_PROJECT_DIR: dir } : client === "gemini" ? { GEMINI_PROJECT_DIR: dir, CLAUDE_PROJECT_DIR: dir } : {};
  const r = spawnSync("sh", ["-c", command], { cwd: dir, encoding: "utf8", input: JSON.stringify(expand(VECTOR[client].payload, dir)), env: { ...env, HOME: home, RULEC_STATE_DIR: mkdtempSync(join(work, "state-")), ...vars } });
  return decision(r);
}

// ─── 1, 7: install then uninstall gives back every byte ──────────────────────────

const ROUND_TRIP = [
  // name, client, the file before (null: none)
  ["no file", "claude", null],
  ["a zero-byte file", "claude", ""],
  ["{}", "claude", "{}"],
  ["{ } and a newline", "claude", "{ }\n"],
  ["an empty hooks object", "claude", '{"hooks": {}}'],
  ["an empty event array", "claude", '{"hooks":{"PreToolUse":[]}}'],
  ["another key and empty containers", "claude", '{"model":"opus","hooks":{"PreToolUse":[]}}'],
  ["a comment in an empty array", "claude", '{\n  "hooks": {\n    "PreToolUse": [ /* none yet */ ]\n  }\n}\n'],
  ["a multi-line empty array", "claude", '{\n  "hooks": {\n    "PreToolUse": [\n    ]\n  }\n}\n'],
  ["a UTF-8 BOM", "claude", `${BOM}{\n  "model": "opus"\n}\n`],
  ["a UTF-8 BOM on {}", "claude", `${BOM}{}`],
  ["CRLF line ends", "claude", '{\r\n  "model": "opus",\r\n  "hooks": {\r\n    "Stop": []\r\n  }\r\n}\r\n'],
  ["CRLF, an event array with a hook", "claude", `{\r\n  "hooks": {\r\n    "PreToolUse": [\r\n      ${group("echo hi", "Edit")}\r\n    ]\r\n  }\r\n}\r\n`],
  ["Cursor's skeleton", "cursor", '{"version":1}'],
  ["Codex, {}", "codex", "{}"],
  // no file and no directory for it: the directories install makes go too
  ["Codex, no file", "codex", null],
  ["Gemini, no file", "gemini", null],
  ["Cursor, no file", "cursor", null],
  ["Copilot, no file (two directories deep)", "copilot", null],
];

test("install then uninstall leaves the settings file byte for byte as it was (or absent), and the project as it was", async () => {
  const { hook } = await hookOf();
  for (const [name, client, text] of ROUND_TRIP) {
    const dir = project(), file = join(dir, FILES[client]);
    if (text !== null) put(file, text);
    const before = state(dir);
    assert.ok(changes("install", hook, dir, client), name);
    const once = read(file);
    assert.ok(once.includes(inJson(line(client))), `${name}: registered by ${line(client)}`);
    assert.ok(existsSync(join(dir, HOOKS_AT[client], "git-local.js")) && existsSync(join(dir, HOOKS_AT[client], "git-local.wasm")), `${name}: the hook copied`);
    JSON.parse(once.replace(BOM, "").replace(/\/\*.*?\*\//g, ""));
    if (text?.startsWith(BOM)) assert.ok(once.startsWith(BOM) && !once.startsWith(BOM + BOM), `${name}: the BOM kept once`);
    if (text?.includes("\r\n")) assert.not.match(once, /[^\r]\n/, `${name}: the inserted lines end in CRLF too`);
    const installed = state(dir);
    assert.not.ok(changes("install", hook, dir, client), `${name}: already registered`);
    assert.is(read(file), once, `${name}: a second install changes nothing`);
    assert.equal(state(dir), installed, `${name}: nor any file`);
    assert.ok(changes("uninstall", hook, dir, client), name);
    assert.is(read(file), text, `${name}: uninstall gives back the file as it was`);
    assert.equal(state(dir), before, `${name}: and the project as it was (the copied hook and the directories made for it gone)`);
  }
});

const DIRECTORIES = [
  // name, client, directories there before install, a file the user adds after it, the directories left after uninstall
  ["Claude, nothing there", "claude", [], null, []],
  ["Claude, an empty .claude there", "claude", [".claude"], null, [".claude"]],
  ["Claude, .claude/hooks there", "claude", [".claude/hooks"], null, [".claude", ".claude/hooks"]],
  ["Claude, the user adds settings.local.json", "claude", [], ".claude/settings.local.json", [".claude"]],
  ["Claude, the user adds a hook of their own to .claude/hooks", "claude", [], ".claude/hooks/lint.sh", [".claude", ".claude/hooks"]],
  ["Claude, the user adds a file beside the copied hook", "claude", [], ".claude/hooks/rulec/NOTES.md", [".claude", ".claude/hooks", ".claude/hooks/rulec"]],
  ["Codex, nothing there", "codex", [], null, []],
  ["Gemini, .gemini there", "gemini", [".gemini"], null, [".gemini"]],
  ["Cursor, nothing there", "cursor", [], null, []],
  ["Copilot, nothing there", "copilot", [], null, []],
  ["Copilot, .github there", "copilot", [".github"], null, [".github"]],
  ["Copilot, the user adds a workflow", "copilot", [], ".github/workflows/ci.yml", [".github", ".github/workflows"]],
  ["Copilot, the user adds another hook file", "copilot", [], ".github/hooks/theirs.json", [".github", ".github/hooks"]],
];

test("uninstall removes the directories install made for the settings file and the hook, only when empty", async () => {
  const { hook } = await hookOf();
  for (const [name, client, before, added, after] of DIRECTORIES) {
    const dir = project();
    for (const d of before) mkdirSync(join(dir, d), { recursive: true });
    assert.ok(changes("install", hook, dir, client), name);
    if (added) put(join(dir, added), "mine\n");
    assert.ok(changes("uninstall", hook, dir, client), name);
    assert.equal(dirsIn(dir), after, `${name}: the directories left`);
    assert.equal(readdirSync(dir, { recursive: true }).filter((f) => statSync(join(dir, f)).isFile()), added ? [added] : [], `${name}: no file of install's left`);
    if (added) assert.is(read(join(dir, added)), "mine\n", `${name}: the user's file kept`);
  }
});

test("containers install created go on uninstall even after the user added to the file; theirs stay", async () => {
  const { hook } = await hookOf();
  const dir = project(), file = join(dir, FILES.claude);
  assert.ok(changes("install", hook, dir));
  put(file, read(file).replace("{\n", '{\n  "model": "opus",\n'));
  assert.ok(changes("uninstall", hook, dir));
  assert.is(read(file), '{\n  "model": "opus"\n}\n');
  // the user's hook inside the event array install created: the array stays with it
  const dir2 = project(), file2 = join(dir2, FILES.claude);
  assert.ok(changes("install", hook, dir2));
  put(file2, read(file2).replace('"PreToolUse": [\n', `"PreToolUse": [\n      ${group("echo mine")},\n`));
  assert.ok(changes("uninstall", hook, dir2));
  assert.equal(JSON.parse(read(file2)), { hooks: { PreToolUse: [JSON.parse(group("echo mine"))] } });
});

test("a symlinked settings file is edited through the link, never replaced or removed", async () => {
  const { hook } = await hookOf();
  for (const text of ["{}", '{"model":"x"}\n', ""]) {
    const dir = project(), link = join(dir, FILES.claude), target = join(dir, "shared-settings.json");
    put(target, text);
    mkdirSync(dirname(link));
    symlinkSync("../shared-settings.json", link);
    const before = state(dir);
    assert.ok(changes("install", hook, dir));
    assert.ok(lstatSync(link).isSymbolicLink(), `${JSON.stringify(text)}: still a link after install`);
    assert.ok(read(target).includes(inJson(line())), `${JSON.stringify(text)}: the target holds our entry`);
    assert.ok(changes("uninstall", hook, dir));
    assert.ok(lstatSync(link).isSymbolicLink(), `${JSON.stringify(text)}: still a link after uninstall`);
    assert.is(read(target), text, `${JSON.stringify(text)}: the target as it was`);
    assert.equal(state(dir), before, `${JSON.stringify(text)}: the project as it was`);
  }
});

// ─── 2: only the command lines install writes are ours ─────────────────────────

test("a command that merely contains the hook's path is not ours; each form install writes is", async () => {
  const { hook } = await hookOf();
  const at = `${REF.claude}/git-local`;
  const settings = (...groups) => `{\n  "hooks": {\n    "PreToolUse": [\n      ${groups.join(",\n      ")}\n    ]\n  }\n}\n`;
  const FOREIGN = (dir) => [
    `node ${at}.js`, // not through env -u
    `node ${at}.cjs`, // (nor an earlier rulec's line)
    `env -u NODE_EXTRA_CA_CERTS node ${at}.js --verbose`,
    `env -u NODE_EXTRA_CA_CERTS node ${at}.js --client claude`,
    `env -u NODE_EXTRA_CA_CERTS node $CLAUDE_PROJECT_DIR/.claude/hooks/rulec/git-local.js`, // the variable unquoted
    `env -u NODE_EXTRA_CA_CERTS node .claude/hooks/rulec/git-local.js`, // a relative path: not Claude Code's line
    `env -u NODE_EXTRA_CA_CERTS node ${dir}/.claude/hooks/rulec/git-local.js`, // the same file by its absolute path
    `env -u NODE_EXTRA_CA_CERTS node ${USER_REF.claude}/git-local.js`, // the user scope's line, in the project's settings
    `env -u NODE_EXTRA_CA_CERTS node ${REF.claude}/git-local-2.js`,
    `env -u NODE_EXTRA_CA_CERTS node "$CLAUDE_PROJECT_DIR"/.claude/hooks/other/git-local.js`,
    `env -u NODE_EXTRA_CA_CERTS node ${hook}`, // the build's own path
    `${at}.js.bak`, `cat ${at}.js`, `deno run -A ${at}.js`, `deno run -A ${at}.mjs`, `${at} --flag`, `echo ${at}`, `sh -c '${at}'`,
  ];
  for (const dir of [project()]) for (const command of FOREIGN(dir)) {
    const file = join(dir, FILES.claude), text = settings(group(command));
    put(file, text);
    const before = state(dir);
    assert.not.ok(changes("uninstall", hook, dir), `${command}: not registered`);
    assert.is(read(file), text, command);
    assert.ok(changes("install", hook, dir), `${command}: not taken for ours`);
    assert.equal(JSON.parse(read(file)).hooks.PreToolUse, [JSON.parse(group(command)), JSON.parse(group(line()))], `${command}: ours added beside it, it untouched`);
    assert.ok(changes("uninstall", hook, dir));
    assert.is(read(file), text, `${command}: left alone by install and uninstall`);
    assert.equal(state(dir), before, `${command}: the project as it was`);
  }
  const OURS = [`env -u NODE_EXTRA_CA_CERTS /opt/node-22/bin/node ${at}.js`, `/opt/deno run --no-config --quiet --allow-read --allow-env ${at}.js`,
    // (the lines an earlier rulec wrote: Node on N.cjs or N.mjs, Deno on N.mjs)
    `env -u NODE_EXTRA_CA_CERTS /opt/node-22/bin/node ${at}.cjs`, `env -u NODE_EXTRA_CA_CERTS node ${at}.cjs`, `env -u NODE_EXTRA_CA_CERTS node ${at}.mjs`,
    `/opt/deno run --no-config --quiet --allow-read --allow-env ${at}.mjs`, `'/opt/my deno' run --no-config --quiet --allow-read --allow-env --allow-write ${at}.mjs`,
    line("claude", "deno"), line("claude", "deno", { writes: true }), line("claude", "native"), line()];
  for (const command of OURS) {
    const dir = project(), file = join(dir, FILES.claude), user = group("echo mine");
    put(file, settings(user, group(command)));
    // recognised: brought up to date in place (the command line install writes now), not added again
    const r = install({ hook, projectDir: dir });
    assert.is(r.updated.length > 0, command !== line(), `${command}: updated, or already registered: ${r.updated}`);
    assert.is(read(file), settings(user, group(line())), `${command}: only the command line changed`);
    assert.not.ok(changes("install", hook, dir), `${command}: then already registered`);
    assert.ok(changes("uninstall", hook, dir));
    assert.is(read(file), settings(user), `${command}: recognised and removed, nothing else`);
  }
});

// ─── an entry of ours from an earlier install is brought up to date ─────────────

const CRLF_USER = `{\r\n  "hooks": {\r\n    "PreToolUse": [\r\n      ${group("echo hi", "Edit")}\r\n    ]\r\n  }\r\n}\r\n`;
const UPDATES = [
  // name, client, rule set, the file before (null: none), [runtime, writes] of the first install, of the second
  ["node, then deno", "claude", "rules/git-local.ts", null, ["node"], ["deno"]],
  ["deno, then deno once the rule set writes session state", "claude", "rules/ways.ts", null, ["deno", false], ["deno", true]],
  ["deno, then node, beside the user's hook, CRLF", "claude", "rules/git-local.ts", CRLF_USER, ["deno"], ["node"]],
  ["Codex, node then deno", "codex", "rules/git-local.ts", "{}", ["node"], ["deno"]],
  ["Gemini, deno then node", "gemini", "rules/git-local.ts", null, ["deno"], ["node"]],
  ["Cursor, one entry per matcher, node then deno", "cursor", "rules/ways.ts", '{"version":1}', ["node"], ["deno"]],
  ["Copilot (the bash key), node then deno", "copilot", "rules/git-local.ts", null, ["node"], ["deno"]],
];

test("install over an entry of ours with another runtime rewrites its command line in place, says updated; a third install changes nothing", async () => {
  if (!HAVE_DENO) { console.log("SKIP runtime updates: no deno in node_modules/.bin"); return; }
  for (const [name, client, entry, text, [rt1, w1], [rt2, w2]] of UPDATES) {
    const hook = await copyHook(entry, w1 === undefined ? {} : { writes: w1 }), rule = hook.replace(/^.*\/|\.js$/g, "");
    const dir = project(), file = join(dir, FILES[client].replace("git-local", rule));
    if (text !== null) put(file, text);
    const before = state(dir);
    const first = ok(await rulec("install", hook, dir, "--runtime", rt1, "--client", client));
    const writes = () => JSON.parse(readFileSync(hook.replace(/\.js$/, ".json"), "utf8")).writes;
    const was = /runs: (.*)$/m.exec(first.stderr)[1], once = read(file);
    assert.is(was, line(client, rt1, { name: rule, writes: writes() }), name);
    if (w2 !== undefined) setManifest(hook, { writes: w2 });
    const second = ok(await rulec("install", hook, dir, "--runtime", rt2, "--client", client));
    assert.match(second.stderr, /^rulec: updated in .*\nrulec: updated: .*the command line \(it was /m, `${name}: says updated`);
    const now = /runs: (.*)$/m.exec(second.stderr)[1];
    assert.is(now, line(client, rt2, { name: rule, writes: writes() }), name);
    const twice = read(file);
    assert.is(twice, once.replaceAll(inJson(was), inJson(now)), `${name}: only the command line changed, in every entry of ours`);
    assert.match(ok(await rulec("install", hook, dir, "--runtime", rt2, "--client", client)).stderr, /already registered/, name);
    assert.is(read(file), twice, `${name}: a third install changes nothing`);
    if (entry === "rules/ways.ts" && client === "claude") {
      // the old line really fails open on a call that writes; the new one answers
      const call = JSON.stringify({ session_id: "t", cwd: dir, hook_event_name: "PostToolUse", tool_name: "Bash", tool_input: { command: "git commit -m x" }, tool_response: {} });
      const run = (command) => spawnSync("sh", ["-c", command], { cwd: dir, encoding: "utf8", input: call, env: { ...env, CLAUDE_PROJECT_DIR: dir, RULEC_STATE_DIR: mkdtempSync(join(work, "state-")) } });
      if (w1 === false) assert.match(run(was).stderr, /^rulec \(ways\): .*--allow-write.*\(failing open\)/, `${name}: the old line fails open`);
      const r = run(now);
      assert.is(r.stderr, "", `${name}: the new line runs cleanly`);
      assert.ok(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, `${name}: and answers`);
    } else if (entry === "rules/git-local.ts") assert.is(runAs(client, now, dir), "deny", `${name}: the new line runs the hook`);
    ok(await rulec("uninstall", hook, dir, "--client", client));
    assert.is(read(file), text, `${name}: uninstall gives back the file as it was`);
    assert.equal(state(dir), before, `${name}: and the project`);
  }
});

// ─── 3: a group holding another hook is never edited ───────────────────────────

test("ours in a group with another hook: the group keeps its matcher and hook; ours gets a group of its own", async () => {
  const { hook } = await hookOf();
  const mine = { type: "command", command: "echo mine" };
  const CASES = [
    // the group's matcher, our command line in it, does ours move out
    ["Read", line(), true],
    ["Bash", line(), false],
    ["Read|Bash", line(), true],
    ["Bash", `env -u NODE_EXTRA_CA_CERTS node ${REF.claude}/git-local.mjs`, true], // a stale command line: moves rather than edit the group
    ["Bash", line("claude", "deno"), true],
  ];
  for (const [matcher, command, moves] of CASES) {
    const ours = { type: "command", command };
    const dir = project(), file = join(dir, FILES.claude);
    const text = JSON.stringify({ hooks: { PreToolUse: [{ matcher, hooks: [mine, ours] }] } }, null, 2) + "\n";
    put(file, text);
    const r = install({ hook, projectDir: dir });
    assert.is(r.updated.length > 0, moves, `${matcher}, ${command}: updated`);
    const groups = JSON.parse(read(file)).hooks.PreToolUse;
    if (!moves) { assert.is(read(file), text, `${matcher}: already right, untouched`); continue; }
    assert.equal(groups[0], { matcher, hooks: [mine] }, `${matcher}: the user's group keeps its matcher and hook`);
    assert.equal(groups.slice(1).map((g) => [g.matcher, g.hooks]), [["Bash", [{ type: "command", command: line() }]]], `${matcher}: ours alone in a Bash group, up to date`);
    const moved = read(file);
    assert.not.ok(changes("install", hook, dir), `${matcher}: already registered`);
    assert.is(read(file), moved, `${matcher}: a second install changes nothing`);
  }
});

// ─── the command line has no absolute path: it runs without the build, on any clone ───

const COMMANDS = [
  // client, scope, runtime, the command line registered
  ["claude", "project", "node", 'env -u NODE_EXTRA_CA_CERTS node "$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/git-local.js'],
  ["claude", "project", "deno", 'deno run --no-config --quiet --allow-read --allow-env "$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/git-local.js'],
  ["claude", "local", "node", 'env -u NODE_EXTRA_CA_CERTS node "$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/git-local.js'],
  ["claude", "user", "node", 'env -u NODE_EXTRA_CA_CERTS node "$HOME"/.claude/hooks/rulec/git-local.js'],
  ["claude", "user", "deno", 'deno run --no-config --quiet --allow-read --allow-env "$HOME"/.claude/hooks/rulec/git-local.js'],
  ["codex", "project", "node", "env -u NODE_EXTRA_CA_CERTS node .codex/hooks/rulec/git-local.js --client codex"],
  ["codex", "user", "deno", 'deno run --no-config --quiet --allow-read --allow-env "${CODEX_HOME:-$HOME/.codex}"/hooks/rulec/git-local.js --client codex'],
  ["gemini", "project", "node", 'env -u NODE_EXTRA_CA_CERTS node "$GEMINI_PROJECT_DIR"/.gemini/hooks/rulec/git-local.js --client gemini'],
  ["gemini", "user", "node", 'env -u NODE_EXTRA_CA_CERTS node "$HOME"/.gemini/hooks/rulec/git-local.js --client gemini'],
  ["cursor", "project", "deno", "deno run --no-config --quiet --allow-read --allow-env .cursor/hooks/rulec/git-local.js --client cursor"],
  ["cursor", "user", "node", 'env -u NODE_EXTRA_CA_CERTS node "$HOME"/.cursor/hooks/rulec/git-local.js --client cursor'],
  ["copilot", "project", "node", "env -u NODE_EXTRA_CA_CERTS node .github/hooks/rulec/git-local.js --client copilot"],
  ["copilot", "user", "node", 'env -u NODE_EXTRA_CA_CERTS node "${COPILOT_HOME:-$HOME/.copilot}"/hooks/rulec/git-local.js --client copilot'],
];

test("the registered command has no absolute path; it runs the copied hook after the build is deleted, in a teammate's clone, and uninstall by name removes it all", async () => {
  for (const [client, scope, runtime, command] of COMMANDS) {
    const name = `${client}, --scope ${scope}, --runtime ${runtime}`;
    if (runtime === "deno" && !HAVE_DENO) { console.log(`SKIP ${name}: no deno`); continue; }
    const hook = await copyHook("rules/git-local.ts"), build = dirname(hook);
    const dir = project(), home = mkdtempSync(join(work, "home-")), user = scope === "user";
    const where = user ? ["--scope", "user"] : ["--project-dir", dir, "--scope", scope];
    const [root, file, at] = user ? [home, join(home, USER_FILES[client]), join(home, USER_HOOKS_AT[client])]
      : [dir, join(dir, scope === "local" ? ".claude/settings.local.json" : FILES[client]), join(dir, HOOKS_AT[client])];
    put(join(dir, "package.json"), '{ "type": "module" }\n'); // (a project of ES modules)
    const before = { dir: state(dir), home: state(home) };
    const r = ok(await cli(["install", hook, ...where, "--runtime", runtime, "--client", client], { home }));
    assert.match(r.stderr, /^rulec: copied the hook to .*hooks\/rulec \(commit it with the settings\)$/m, name);
    assert.equal(uniqOf(commandsIn(file)), [command], `${name}: the command line`);
    assert.not.ok([dir, home, build, work].some((w) => command.includes(w)) || command.split(/\s+/).some((w) => /^["']?\//.test(w)), `${name}: no absolute path in ${command}`);
    if (user) assert.equal(state(dir), before.dir, `${name}: the project untouched`);
    // the copy: the run-time files, as regular files with the build's bytes, a .gitignore for
    // the code cache, a package.json so that Node runs N.js as CommonJS, the record
    assert.equal(readdirSync(at).sort(), [".gitignore", "git-local.install.json", "git-local.js", "git-local.json", "git-local.wasm", "package.json"], name);
    for (const f of ["git-local.js", "git-local.json", "git-local.wasm"]) {
      assert.ok(lstatSync(join(at, f)).isFile(), `${name}: ${f} copied, not linked`);
      assert.ok(readFileSync(join(at, f)).equals(readFileSync(join(build, f))), `${name}: ${f} has the build's bytes`);
    }
    assert.match(read(join(at, ".gitignore")), /^\*\.cache$[^]*^\*\.tmp$/m, name);
    assert.is(read(join(at, "package.json")), '{ "type": "commonjs" }\n', name);
    const record = JSON.parse(read(join(at, "git-local.install.json")));
    for (const p of [...Object.keys(record.settings), ...record.hookDirs]) assert.not.ok(p.startsWith("/"), `${name}: the record's paths are relative: ${p}`);
    assert.equal(Object.keys(record.settings).map((p) => resolve(at, p)), [file], `${name}: the record names the settings file`);
    // the build deleted: the registered command still runs the hook, and denies
    rmSync(build, { recursive: true, force: true });
    assert.is(runAs(client, command, dir, home), "deny", `${name}: runs without the build`);
    // (in the project of ES modules, as CommonJS: its loader wrote the code cache)
    if (runtime === "node") assert.ok(existsSync(join(at, "git-local.js.cache")), `${name}: Node ran N.js as CommonJS`);
    // a teammate's clone (and home), the original moved away: the same verdict; doctor passes there
    const clone = join(work, `clone-${n++}`), home2 = join(work, `home2-${n++}`);
    cpSync(dir, clone, { recursive: true });
    cpSync(home, home2, { recursive: true });
    renameSync(dir, dir + ".away");
    renameSync(home, home + ".away");
    assert.is(runAs(client, command, clone, home2), "deny", `${name}: a teammate's clone gets the same verdict`);
    const doc = await cli(["doctor", "git-local", "--project-dir", clone, "--client", client], { home: home2 });
    assert.is(doc.status, 0, `${name}: doctor in the clone: ${doc.stdout}${doc.stderr}`);
    assert.match(doc.stdout, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: /m, name);
    // uninstall by name, the build gone, in the clone and in the original
    assert.match(ok(await cli(["uninstall", "git-local", ...(user ? where : ["--project-dir", clone, "--scope", scope]), "--client", client], { home: home2 })).stderr, /removed from/, name);
    assert.equal(state(clone), before.dir, `${name}: the clone as it was before install`);
    assert.equal(state(home2), before.home, `${name}: its home as it was`);
    renameSync(dir + ".away", dir);
    renameSync(home + ".away", home);
    assert.match(ok(await cli(["uninstall", "git-local", ...where, "--client", client], { home })).stderr, /removed from/, name);
    assert.equal(state(dir), before.dir, `${name}: the project as it was before install`);
    assert.equal(state(home), before.home, `${name}: the home as it was`);
  }
});
const uniqOf = (xs) => [...new Set(xs)];

test("odd paths: a quote and a space in the project's or the build's path, a build reached through symlinks: one line, real files, it runs", async () => {
  const PATHS = [
    // name, the project directory, where the hook is given (from a fresh build in `build`)
    ["a quote and a space in the project's path", () => mkdtempSync(join(work, `it's a "project" `)), (build) => join(build, "git-local.js")],
    ["a quote in the build's path", () => project(), (build) => join(build, "git-local.js"), "it's-"],
    ["a symlinked build directory", () => project(), (build) => { const l = join(mkdtempSync(join(work, "links-")), "dir"); symlinkSync(build, l); return join(l, "git-local.js"); }],
    ["a symlink to the hook, named otherwise", () => project(), (build) => { const l = join(mkdtempSync(join(work, "links-")), "guard.js"); symlinkSync(join(build, "git-local.js"), l); return l; }],
  ];
  for (const [name, makeProject, given, prefix = "build-"] of PATHS) {
    for (const runtime of HAVE_DENO ? ["node", "deno"] : ["node"]) {
      const build = dirname(await copyHook("rules/git-local.ts", {}, mkdtempSync(join(work, prefix))));
      const dir = makeProject(), file = join(dir, FILES.claude), before = state(dir), path = given(build);
      ok(await rulec("install", path, dir, "--runtime", runtime));
      const once = read(file);
      assert.equal(commandsIn(file), [line("claude", runtime)], `${name}, ${runtime}`);
      for (const f of ["git-local.js", "git-local.wasm", "git-local.json"]) assert.ok(lstatSync(join(dir, HOOKS_AT.claude, f)).isFile(), `${name}, ${runtime}: ${f} a real file`);
      assert.match(ok(await rulec("install", path, dir, "--runtime", runtime)).stderr, /already registered/, `${name}, ${runtime}`);
      assert.is(read(file), once, `${name}, ${runtime}: no duplicate`);
      rmSync(build, { recursive: true, force: true });
      assert.is(runAs("claude", line("claude", runtime), dir), "deny", `${name}, ${runtime}: runs, the build gone`);
      assert.match(ok(await rulec("uninstall", "git-local", dir)).stderr, /removed from/, `${name}, ${runtime}`);
      assert.equal(state(dir), before, `${name}, ${runtime}: the project as it was`);
    }
  }
});

// ─── scopes ───────────────────────────────────────────────────────────────────

test("--scope local edits .claude/settings.local.json; with the project scope too they share the copy; --scope user (--user) edits $HOME", async () => {
  const { hook } = await hookOf();
  const dir = project(), before = state(dir), local = join(dir, ".claude/settings.local.json"), shared = join(dir, FILES.claude);
  ok(await rulec("install", hook, dir, "--scope", "local"));
  assert.equal(commandsIn(local), [line()], "local: the same line as the project's");
  assert.not.ok(existsSync(shared), "local: .claude/settings.json not created");
  assert.is(runAs("claude", line(), dir), "deny", "local: runs");
  ok(await rulec("install", hook, dir));
  assert.equal(commandsIn(shared), [line()], "project: registered too");
  assert.equal(Object.keys(JSON.parse(read(join(dir, HOOKS_AT.claude, "git-local.install.json"))).settings).sort(), ["../../settings.json", "../../settings.local.json"], "one record, both files");
  // the doctor finds both
  const doc = await cli(["doctor", "git-local", "--project-dir", dir]);
  assert.match(doc.stdout, /^ok {3}registered in settings: \S*\/\.claude\/settings\.json \(PreToolUse, matcher Bash\); \S*\/\.claude\/settings\.local\.json \(PreToolUse, matcher Bash\)$/m, doc.stdout);
  // uninstalling one scope keeps the copy the other still runs
  assert.match(ok(await rulec("uninstall", "git-local", dir, "--scope", "local")).stderr, /removed from \S*settings\.local\.json/);
  assert.not.ok(existsSync(local), "local: the file install created is gone");
  assert.is(runAs("claude", line(), dir), "deny", "the project's registration still runs");
  ok(await rulec("uninstall", "git-local", dir));
  assert.equal(state(dir), before, "both gone: the project as it was");
  // the user scope: $HOME/.claude, the project untouched; --user is the same
  for (const flag of [["--scope", "user"], ["--user"]]) {
    const home = mkdtempSync(join(work, "home-"));
    const r = ok(await cli(["install", hook, ...flag], { home }));
    assert.match(r.stderr, new RegExp(`registered in ${home}/\\.claude/settings\\.json — runs: ${line("claude", "node", { scope: "user" }).replace(/[$"]/g, "\\$&")}$`, "m"), flag.join(" "));
    assert.ok(existsSync(join(home, ".claude/hooks/rulec/git-local.js")), `${flag}: copied to $HOME/.claude/hooks/rulec`);
    assert.is(runAs("claude", line("claude", "node", { scope: "user" }), dir, home), "deny", `${flag}: runs`);
    ok(await cli(["uninstall", "git-local", ...flag], { home }));
    assert.equal(state(home), [], `${flag}: $HOME as it was`);
  }
  assert.equal(state(dir), before, "the project untouched by the user scope");
});

test("two hooks in one project share the directory: each uninstall takes only its own files; the last takes the directory", async () => {
  const { hook } = await hookOf();
  const other = realpathSync((await built("rules/destructive.ts")).hookPath);
  for (const order of [["destructive", "git-local"], ["git-local", "destructive"]]) {
    const dir = project(), before = state(dir), at = join(dir, HOOKS_AT.claude);
    ok(await rulec("install", hook, dir));
    ok(await rulec("install", other, dir));
    assert.equal(uniqOf(commandsIn(join(dir, FILES.claude))), [line(), line("claude", "node", { name: "destructive" })]);
    ok(await rulec("uninstall", order[0], dir));
    const left = order[1];
    assert.equal(readdirSync(at).filter((f) => !f.endsWith(".cache")).sort(),
      [".gitignore", ...["install.json", "js", "json", "wasm"].map((e) => `${left}.${e}`), "package.json"], `${order}: ${left}'s files, the .gitignore and the package.json stay`);
    if (left === "git-local") assert.is(runAs("claude", line(), dir), "deny", `${order}: git-local still runs`);
    ok(await rulec("uninstall", left, dir));
    assert.not.ok(existsSync(join(dir, ".claude/hooks")), `${order}: .claude/hooks gone with the last hook`);
    if (existsSync(join(dir, FILES.claude))) assert.equal(commandsIn(join(dir, FILES.claude)), [], `${order}: no command left`);
    // in reverse order of install, the settings file too is as it was
    if (order[0] === "destructive") assert.equal(state(dir), before, `${order}: the project as it was`);
  }
});

test("an install of an earlier rulec (N.mjs, N.cjs and its runtime, Node on N.cjs): uninstalled exactly; installed over, replaced by N.js", async () => {
  const { hook } = await hookOf();
  const USER = `{\n  "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "echo bye" } ] } ] }\n}\n`;
  const OLD_FILES = {
    "git-local.mjs": "// git-local: a rulec hook. Generated by rulec build — do not edit.\n",
    "git-local.cjs": "// git-local: a rulec hook (Node). Generated by rulec build — do not edit.\n",
    "git-local.cjs.0123456789ab.js": "(function (__dirname, __rulecCodeCache) {\n})",
    "git-local.cjs.0123456789ab.cache": "V8's",
  };
  /** A project as an earlier rulec's install left it: its files and record, its command line on N.cjs. */
  const earlier = async () => {
    const dir = project(), file = join(dir, FILES.claude), at = join(dir, HOOKS_AT.claude);
    put(file, USER);
    const before = state(dir);
    ok(await rulec("install", hook, dir));
    put(file, read(file).replace(inJson(line()), inJson(line().replace(/\.js$/, ".cjs"))));
    for (const f of ["git-local.js", "package.json"]) rmSync(join(at, f));
    for (const [f, text] of Object.entries(OLD_FILES)) put(join(at, f), text);
    const record = JSON.parse(read(join(at, "git-local.install.json")));
    record.files = record.files.filter((f) => f !== "package.json").flatMap((f) => (f === "git-local.js" ? ["git-local.mjs", "git-local.cjs", "git-local.cjs.0123456789ab.js"] : [f]));
    put(join(at, "git-local.install.json"), JSON.stringify(record, null, 2) + "\n");
    return { dir, file, at, before };
  };
  {
    const { dir, file, before } = await earlier();
    assert.equal(commandsIn(file).sort(), ['env -u NODE_EXTRA_CA_CERTS node "$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/git-local.cjs', "echo bye"].sort());
    ok(await rulec("uninstall", "git-local", dir));
    assert.is(read(file), USER, "the settings byte for byte");
    assert.equal(state(dir), before, "the earlier install's files gone, its code cache too");
  }
  {
    const { dir, file, at, before } = await earlier();
    const r = ok(await rulec("install", hook, dir));
    assert.match(r.stderr, /the command line \(it was env -u NODE_EXTRA_CA_CERTS node "\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/rulec\/git-local\.cjs\)/);
    assert.equal(commandsIn(file).sort(), ["echo bye", line()].sort());
    assert.equal(readdirSync(at).sort(), [".gitignore", "git-local.install.json", "git-local.js", "git-local.json", "git-local.wasm", "package.json"], "N.mjs, N.cjs, its runtime and code cache gone");
    assert.equal(JSON.parse(read(join(at, "git-local.install.json"))).files.sort(), [".gitignore", "git-local.js", "git-local.json", "git-local.wasm", "package.json"]);
    assert.is(runAs("claude", line(), dir), "deny");
    ok(await rulec("uninstall", "git-local", dir));
    assert.is(read(file), USER);
    assert.equal(state(dir), before);
  }
});

// ─── 5, 7: bad input is one line and writes nothing ────────────────────────────

const NO_NATIVE = /^rulec: --runtime native: no native build at \S*\/git-local \(make one with rulec build ENTRY --target native --out-dir \S+\); nothing written\n$/;

test("no project directory, a directory for a settings file, a key given twice, bad options: a one-line error, nothing written", async () => {
  const { hook } = await hookOf();
  const CASES = [
    // name, the project dir, the settings text (a directory for undefined), the error, the verbs, more arguments, the exit status
    ["no project directory", join(work, "nowhere", "deeper"), null, /^rulec: no project directory .*nowhere\/deeper; nothing written\n$/],
    ["settings.json is a directory", null, undefined, /^rulec: \S*\.claude\/settings\.json: a directory, not a settings file\n$/],
    ["an event key twice", null, '{"hooks":{"PreToolUse":[],"PreToolUse":[]}}', /^rulec: \S*settings\.json: "hooks" has the key "PreToolUse" twice; left untouched\n$/],
    ["\"hooks\" twice", null, '{"hooks":{},\n"hooks":{"Stop":[]}}', /^rulec: \S*settings\.json: the top level has the key "hooks" twice; left untouched\n$/],
    ["a BOM and not JSON", null, `${BOM}{ broken`, /^rulec: \S*settings\.json: not valid JSON .*left untouched\n$/],
    ["hooks.PreToolUse not an array", null, '{"hooks":{"PreToolUse":{}}}', /^rulec: \S*settings\.json: hooks\.PreToolUse is not an array; left untouched\n$/, ["install"]],
    // (uninstall needs no runtime: install only)
    ["--runtime native, no native build, no settings", null, null, NO_NATIVE, ["install"], ["--runtime", "native"]],
    ["--runtime native, no native build, settings there", null, '{"model":"x"}\n', NO_NATIVE, ["install"], ["--runtime", "native"]],
    ["--runtime native for Gemini", null, null, /^rulec: --runtime native answers Claude Code only; use deno or node with --client gemini\n$/, ["install"], ["--runtime", "native", "--client", "gemini"]],
    ["--scope local for Codex", null, null, /^rulec: --scope local: only Claude Code has a local settings file \(\.claude\/settings\.local\.json\); nothing written\n$/, ["install", "uninstall"], ["--scope", "local", "--client", "codex"]],
    ["--scope user with --project-dir", null, null, /^rulec: (un)?install: --scope user takes no --project-dir\n$/, ["install", "uninstall"], ["--scope", "user"], 2],
    ["--user and --scope project", null, null, /^rulec: (un)?install: --user and --scope project disagree\n$/, ["install", "uninstall"], ["--user", "--scope", "project"], 2],
    ["--scope team", null, null, /^rulec: --scope team: expected project, local or user\n$/, ["install", "uninstall"], ["--scope", "team"], 2],
    ["--runtime bun", null, null, /^rulec: --runtime bun: expected node, deno or native\n$/, ["install"], ["--runtime", "bun"], 2],
  ];
  for (const [name, given, text, error, verbs = ["install", "uninstall"], more = [], status = 1] of CASES) {
    const dir = given ?? project(), file = join(dir, FILES.claude);
    if (text === undefined) mkdirSync(file, { recursive: true });
    else if (text !== null) put(file, text);
    const before = state(dir), home = state(HOME);
    for (const verb of verbs) {
      const r = await rulec(verb, hook, dir, ...more);
      assert.is(r.status, status, `${name}, ${verb}: ${r.stderr}`);
      assert.match(r.stderr, error, `${name}, ${verb}`);
      assert.equal(state(dir), before, `${name}, ${verb}: nothing written`);
      assert.equal(state(HOME), home, `${name}, ${verb}: nothing written in $HOME`);
    }
    if (given) assert.not.ok(existsSync(join(work, "nowhere")), `${name}: nothing created`);
  }
  // neither --project-dir nor --scope user
  const r = await cli(["install", hook]);
  assert.is(r.status, 2);
  assert.is(r.stderr, "rulec: install: give --project-dir DIR (or --scope user)\n");
  // uninstall of a hook never installed: nothing to do, nothing created
  const dir = project();
  for (const h of [hook, "git-local"]) {
    const u = await rulec("uninstall", h, dir);
    if (h === hook) { ok(u); assert.match(u.stderr, /^rulec: not registered in \S*settings\.json\n$/); }
    assert.equal(state(dir), [], `uninstall ${h}: nothing created`);
  }
});

// ─── doctor runs the hook as registered and names why it fails ──────────────────

const installed = (dir, f) => join(dir, HOOKS_AT.claude, f);
const DOCTOR = [
  // name, rule set, its manifest at install, the installs (their extra arguments; none: not installed), what breaks after (hook, project), doctor's arguments after HOOK (null: by name), the lines expected, exit status
  ["healthy, registered with node", "rules/git-local.ts", {}, [[]], null, [],
    [/^ok {3}the hook loads and answers: as registered: env -u NODE_EXTRA_CA_CERTS node "\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/rulec\/git-local\.js$/m, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: /m], 0],
  ["healthy, registered with deno", "rules/git-local.ts", {}, [["--runtime", "deno"]], null, [],
    [/^ok {3}the hook loads and answers: as registered: deno run --no-config --quiet --allow-read --allow-env "\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/rulec\/git-local\.js$/m, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: deno run /m], 0],
  ["the build deleted: by name, the installed copy", "rules/git-local.ts", {}, [[]], (h) => rmSync(dirname(h), { recursive: true }), null,
    [/^ok {3}registered in settings: /m, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: env -u /m], 0],
  ["a garbage N.wasm, not registered: run by node", "rules/git-local.ts", {}, [], (h) => writeFileSync(h.replace(/\.js$/, ".wasm"), "x\n"), [],
    [/^FAIL the hook loads and answers: the failure policy answered: rulec \(git-local\): \S.* \(failing open\)$/m, /^FAIL registered in settings: not registered for PreToolUse — run rulec install /m, /^FAIL a known-deny probe is denied: .* gave silent \(rulec \(git-local\): /m], 1],
  ["a garbage N.wasm in the installed copy, registered with deno", "rules/git-local.ts", {}, [["--runtime", "deno"]], (h, dir) => writeFileSync(installed(dir, "git-local.wasm"), "x\n"), [],
    [/^FAIL the hook loads and answers: the failure policy answered: rulec \(git-local\): .*\(failing open\) — as registered: deno run /m], 1],
  ["registered with node, the installed N.js gone", "rules/git-local.ts", {}, [[]], (h, dir) => rmSync(installed(dir, "git-local.js")), [],
    [/^FAIL the hook loads and answers: exit 1: .* — as registered: env -u NODE_EXTRA_CA_CERTS node "\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/rulec\/git-local\.js$/m], 1],
  ["a rule set that now writes, registered with deno before it did", "rules/ways.ts", { writes: false }, [["--runtime", "deno"]], (h) => setManifest(h, { writes: true }), [],
    [/^FAIL the registered command can write session state: deno run .* lacks --allow-write: every call that writes fails open — run rulec install /m], 1],
  ["registered for Claude Code and for Copilot: it would run twice", "rules/git-local.ts", {}, [[], ["--client", "copilot"]], null, [],
    [/^FAIL not registered twice for copilot: copilot also runs the hooks in \.claude\/settings\.json: .* uninstall one \(rulec uninstall git-local --project-dir \S+ --client copilot\)$/m], 1],
  ["the same, seen from Copilot", "rules/git-local.ts", {}, [[], ["--client", "copilot"]], null, ["--client", "copilot"],
    [/^ok {3}registered in settings: \S*\.github\/hooks\/rulec-git-local\.json \(preToolUse\)$/m, /^FAIL not registered twice for copilot: /m, /^ok {3}a known-deny probe is denied: .* gave deny/m], 1],
  ["registered for Claude Code and for Cursor", "rules/git-local.ts", {}, [[], ["--client", "cursor"]], null, [], [/^FAIL not registered twice for cursor: /m], 1],
  ["Codex, hooks on", "rules/git-local.ts", {}, [["--client", "codex"]], null, ["--client", "codex"],
    [/^ok {3}registered in settings: \S*\.codex\/hooks\.json \(PreToolUse, matcher \^Bash\$\)$/m, /^ok {3}Codex runs hooks: /m, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: env -u NODE_EXTRA_CA_CERTS node \.codex\/hooks\/rulec\/git-local\.js --client codex$/m], 0],
  ["Codex, hooks turned off in the project's .codex/config.toml", "rules/git-local.ts", {}, [["--client", "codex"]], (h, dir) => put(join(dir, ".codex/config.toml"), 'model = "x"\n\n[features]\nhooks = false\n'), ["--client", "codex"],
    [/^FAIL Codex runs hooks: a config\.toml turns them off \(\[features\] hooks = false\): set it to true$/m], 1],
  ["Gemini", "rules/git-local.ts", {}, [["--client", "gemini"]], null, ["--client", "gemini"],
    [/^ok {3}registered in settings: \S*\.gemini\/settings\.json \(BeforeTool, matcher \^run_shell_command\$\)$/m, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: env -u NODE_EXTRA_CA_CERTS node "\$GEMINI_PROJECT_DIR"\//m], 0],
  ["Cursor", "rules/git-local.ts", {}, [["--client", "cursor"]], null, ["--client", "cursor"],
    [/^ok {3}the hook loads and answers: /m, /^ok {3}registered in settings: \S*\.cursor\/hooks\.json \(beforeShellExecution\)$/m, /^ok {3}a known-deny probe is denied: .* gave deny/m], 0],
];

test("doctor runs the command line registered (else node), for every scope and client, and names what fails", async () => {
  for (const [name, entry, manifest, installs, breaks, args, expected, status] of DOCTOR) {
    if (!HAVE_DENO && installs.flat().includes("deno")) { console.log(`SKIP doctor, ${name}: no deno`); continue; }
    const hook = await copyHook(entry, manifest), dir = project();
    for (const more of installs) ok(await rulec("install", hook, dir, ...more));
    breaks?.(hook, dir);
    const r = await cli(args === null ? ["doctor", "git-local", "--project-dir", dir] : ["doctor", hook, "--project-dir", dir, ...args]);
    assert.is(r.status, status, `${name}: ${r.stdout}${r.stderr}`);
    for (const l of expected) assert.match(r.stdout, l, `${name}: ${r.stdout}`);
    if (!status) assert.not.match(r.stdout, /FAIL/, name);
  }
});

// ─── the native build, when this machine can make one ───────────────────────────

const NATIVE = NATIVE_MISSING.length == 0;

test("--runtime native copies the executable and registers it by the project variable; another runtime over it updates the line, uninstall removes it", async () => {
  if (!NATIVE) { console.log("SKIP --runtime native: wasm2c or cc not found"); return; }
  const build = mkdtempSync(join(work, "native-"));
  ok(await cli(["build", join(ROOT, "rules/git-local.ts"), "--out-dir", build, "--target", "native"]));
  const hook = join(build, "git-local.js"), dir = project(), before = state(dir), file = join(dir, FILES.claude), exe = join(dir, HOOKS_AT.claude, "git-local");
  ok(await rulec("install", hook, dir));
  assert.not.ok(existsSync(exe), "node: the executable not copied");
  const r = ok(await rulec("install", hook, dir, "--runtime", "native"));
  assert.match(r.stderr, /^rulec: updated: PreToolUse: the command line \(it was env -u NODE_EXTRA_CA_CERTS node /m, "native over node: updated in place");
  assert.equal(commandsIn(file), ['"$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/git-local']);
  assert.ok(statSync(exe).mode & 0o100, "the copy is executable");
  assert.ok(readFileSync(exe).equals(readFileSync(join(build, "git-local"))), "with the build's bytes");
  assert.match(ok(await rulec("install", hook, dir)).stderr, /^rulec: updated: PreToolUse: the command line \(it was "\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/rulec\/git-local\)$/m, "node over native");
  assert.equal(commandsIn(file), [line()]);
  ok(await rulec("install", hook, dir, "--runtime", "native"));
  rmSync(build, { recursive: true, force: true });
  assert.is(runAs("claude", line("claude", "native"), dir), "deny", "runs, the build gone");
  ok(await rulec("uninstall", "git-local", dir));
  assert.equal(state(dir), before, "the project as it was (the executable gone too)");
});

test.run();
