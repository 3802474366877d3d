// `rulec install` / `uninstall` never lose or alter what the user wrote, on real files
// through install() (and the real CLI where its output or the command it writes matters): install then uninstall gives the file back byte for byte (deleting it
// only if install created it; containers and the client's directories likewise), whatever
// its shape, line ends, BOM or symlink; only the exact command lines install writes count
// as ours, and an install over one of them brings its command line up to date in place;
// a group holding another hook is never edited; odd hook paths (a quote, a symlink)
// register once and run; bad input (no project directory, a directory for a settings file,
// a key given twice, --runtime native without a native build) is a one-line error that
// writes nothing; `rulec doctor` runs the hook as registered and names why it fails.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ROOT, built } from "./helpers/built.mjs";
import { importTs } from "./helpers/ts.mjs";

const { install, hookCommand, readManifest } = await importTs(join(ROOT, "compiler/install.ts"));

const CLI = join(ROOT, "compiler/cli.mjs");
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const work = mkdtempSync(join(tmpdir(), "rulec-install-safety-"));
test.after(() => rmSync(work, { recursive: true, force: true }));

const BOM = "\uFEFF";
const FILES = { claude: ".claude/settings.json", codex: ".codex/hooks.json", gemini: ".gemini/settings.json", cursor: ".cursor/hooks.json", copilot: ".github/hooks/rulec-git-local.json" };
let n = 0;
const project = () => { const d = join(work, `p${n++}`); mkdirSync(d); return d; };
const put = (path, text) => { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, text); };
const read = (path) => (existsSync(path) ? readFileSync(path, "utf8") : null);
const dirsIn = (dir) => readdirSync(dir, { recursive: true }).filter((d) => statSync(join(dir, d)).isDirectory()).sort();
/** rulec install|uninstall HOOK --project-dir DIR … (--runtime node unless given) */
const rulec = (verb, hook, dir, ...more) => spawnSync(process.execPath, [CLI, verb, hook, "--project-dir", dir, ...(more.includes("--runtime") ? [] : ["--runtime", "node"]), ...more], { encoding: "utf8", env });
const ok = (r) => { assert.is(r.status, 0, r.stderr); return r; };
/** install() as `rulec install|uninstall HOOK --project-dir DIR --runtime node`: did it change the file? */
const changes = (verb, hook, dir, client = "claude") => install({ hook, projectDir: dir, prefer: "node", uninstall: verb === "uninstall", client }).changed;

const hookOf = async () => {
  const hook = realpathSync((await built("rules/git-local.ts")).hookPath);
  return { hook, native: hook.replace(/\.mjs$/, ""), cjs: hook.replace(/\.mjs$/, ".cjs") };
};
const group = (command, matcher = "Bash") => JSON.stringify({ matcher, hooks: [{ type: "command", command }] });
/** The command line install writes now for a hook (`--runtime node` unless given). */
const current = (hook, prefer = "node", client = "claude") => hookCommand(hook, readManifest(hook).manifest, prefer, client);
/** A copy of a built rule set's hook in a directory of its own, its manifest changed by `manifest`. */
const copyHook = async (entry, manifest = {}) => {
  const from = realpathSync((await built(entry)).hookPath), name = from.replace(/^.*\/|\.mjs$/g, ""), to = mkdtempSync(join(work, "hook-"));
  for (const ext of [".mjs", ".cjs", ".wasm", ".json"]) copyFileSync(from.replace(/\.mjs$/, ext), join(to, name + ext));
  const hook = join(realpathSync(to), name + ".mjs");
  setManifest(hook, manifest);
  return hook;
};
const setManifest = (hook, fields) => {
  const m = hook.replace(/\.mjs$/, ".json");
  writeFileSync(m, JSON.stringify({ ...JSON.parse(readFileSync(m, "utf8")), ...fields }, null, 2) + "\n");
};

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

test("install then uninstall leaves the settings file byte for byte as it was (or absent)", async () => {
  const { hook, cjs } = await hookOf();
  for (const [name, client, text] of ROUND_TRIP) {
    const dir = project(), file = join(dir, FILES[client]);
    if (text !== null) put(file, text);
    assert.ok(changes("install", hook, dir, client), name);
    const once = read(file);
    assert.ok(once.includes(cjs), `${name}: registered`);
    JSON.parse(once.replace(BOM, "").replace(/\/\*.*?\*\//g, ""));
    if (text?.startsWith(BOM)) assert.ok(once.startsWith(BOM) && !once.startsWith(BOM + BOM), `${name}: the BOM kept once`);
    if (text?.includes("\r\n")) assert.not.match(once, /[^\r]\n/, `${name}: the inserted lines end in CRLF too`);
    assert.not.ok(changes("install", hook, dir, client), `${name}: already registered`);
    assert.is(read(file), once, `${name}: a second install changes nothing`);
    assert.ok(changes("uninstall", hook, dir, client), name);
    assert.is(read(file), text, `${name}: uninstall gives back the file as it was`);
    const top = join(dir, FILES[client].split("/")[0]);
    assert.is(existsSync(top), text !== null, `${name}: ${top} ${text === null ? "removed with the file" : "kept"}`);
  }
});

const DIRECTORIES = [
  // name, client, directories there before install, a file the user adds after it, the directories left after uninstall
  ["Claude, nothing there", "claude", [], null, []],
  ["Claude, an empty .claude there", "claude", [".claude"], null, [".claude"]],
  ["Claude, the user adds settings.local.json", "claude", [], ".claude/settings.local.json", [".claude"]],
  ["Copilot, nothing there", "copilot", [], null, []],
  ["Copilot, .github there", "copilot", [".github"], null, [".github"]],
  ["Copilot, the user adds a workflow", "copilot", [], ".github/workflows/ci.yml", [".github", ".github/workflows"]],
  ["Copilot, the user adds another hook file", "copilot", [], ".github/hooks/theirs.json", [".github", ".github/hooks"]],
];

test("uninstall removes the directories install made for the settings file, only when empty", async () => {
  const { hook } = await hookOf();
  for (const [name, client, before, added, after] of DIRECTORIES) {
    const dir = project();
    for (const d of before) mkdirSync(join(dir, d), { recursive: true });
    assert.ok(changes("install", hook, dir, client), name);
    if (added) put(join(dir, added), "mine\n");
    assert.ok(changes("uninstall", hook, dir, client), name);
    assert.equal(dirsIn(dir), after, `${name}: the directories left`);
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
  const { hook, cjs } = await hookOf();
  for (const text of ["{}", '{"model":"x"}\n', ""]) {
    const dir = project(), link = join(dir, FILES.claude), target = join(dir, "shared-settings.json");
    put(target, text);
    mkdirSync(dirname(link));
    symlinkSync("../shared-settings.json", link);
    assert.ok(changes("install", hook, dir));
    assert.ok(lstatSync(link).isSymbolicLink(), `${JSON.stringify(text)}: still a link after install`);
    assert.ok(read(target).includes(cjs), `${JSON.stringify(text)}: the target holds our entry`);
    assert.ok(changes("uninstall", hook, dir));
    assert.ok(lstatSync(link).isSymbolicLink(), `${JSON.stringify(text)}: still a link after uninstall`);
    assert.is(read(target), text, `${JSON.stringify(text)}: the target as it was`);
  }
});

// ─── 2: only the command lines install writes are ours ─────────────────────────

test("a command that merely contains the hook's path is not ours; each form install writes is", async () => {
  const { hook, native, cjs } = await hookOf();
  const settings = (...groups) => `{\n  "hooks": {\n    "PreToolUse": [\n      ${groups.join(",\n      ")}\n    ]\n  }\n}\n`;
  const FOREIGN = [`node /var${hook}`, `node /var${cjs}`, `${cjs}.bak`, `cat ${cjs}.bak`, `env -u NODE_EXTRA_CA_CERTS node ${hook} --verbose`, `deno run -A ${hook}`, `${native} --flag`, `echo ${native}`, `sh -c '${native}'`];
  for (const command of FOREIGN) {
    const dir = project(), file = join(dir, FILES.claude), text = settings(group(command));
    put(file, text);
    assert.not.ok(changes("uninstall", hook, dir), `${command}: not registered`);
    assert.is(read(file), text, command);
    assert.ok(changes("install", hook, dir), `${command}: not taken for ours`);
    assert.ok(changes("uninstall", hook, dir));
    assert.is(read(file), text, `${command}: left alone by install and uninstall`);
  }
  const OURS = [`env -u NODE_EXTRA_CA_CERTS /opt/node-22/bin/node ${cjs}`, `env -u NODE_EXTRA_CA_CERTS node ${hook}`,
    `/opt/deno run --no-config --quiet --allow-read --allow-env ${hook}`, `'/opt/my deno' run --no-config --quiet --allow-read --allow-env --allow-write ${hook}`, native];
  for (const command of [...OURS, current(hook)]) {
    const dir = project(), file = join(dir, FILES.claude), user = group("echo mine");
    put(file, settings(user, group(command)));
    // recognised: brought up to date in place (the command line install writes now), not added again
    assert.is(changes("install", hook, dir), command !== current(hook), `${command}: up to date or already registered`);
    assert.is(read(file), settings(user, group(current(hook))), `${command}: only the command line changed`);
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

test("install over an entry of ours rewrites its command line in place, says updated; a third install changes nothing", async () => {
  const json = (s) => JSON.stringify(s).slice(1, -1);
  for (const [name, client, entry, text, [rt1, w1], [rt2, w2]] of UPDATES) {
    const hook = await copyHook(entry, w1 === undefined ? {} : { writes: w1 });
    const dir = project(), file = join(dir, FILES[client].replace("git-local", hook.replace(/^.*\/|\.mjs$/g, "")));
    if (text !== null) put(file, text);
    const first = ok(rulec("install", hook, dir, "--runtime", rt1, "--client", client));
    const was = /runs: (.*)$/m.exec(first.stderr)[1], once = read(file);
    if (w2 !== undefined) setManifest(hook, { writes: w2 });
    const second = ok(rulec("install", hook, dir, "--runtime", rt2, "--client", client));
    assert.match(second.stderr, /^rulec: updated in .*\nrulec: updated: .*the command line \(it was /, `${name}: says updated`);
    const now = /runs: (.*)$/m.exec(second.stderr)[1];
    assert.is.not(now, was, name);
    const twice = read(file);
    assert.is(twice, once.replaceAll(json(was), json(now)), `${name}: only the command line changed, in every entry of ours`);
    assert.match(ok(rulec("install", hook, dir, "--runtime", rt2, "--client", client)).stderr, /already registered/, name);
    assert.is(read(file), twice, `${name}: a third install changes nothing`);
    if (entry === "rules/ways.ts" && client === "claude") {
      // the old line really fails open on a call that writes; the new one answers
      const call = JSON.stringify({ session_id: "t", cwd: dir, hook_event_name: "PostToolUse", tool_name: "Bash", tool_input: { command: "git commit -m x" }, tool_response: {} });
      const run = (command) => spawnSync("sh", ["-c", command], { encoding: "utf8", input: call, env: { ...env, RULEC_STATE_DIR: mkdtempSync(join(work, "state-")) } });
      if (w1 === false) assert.match(run(was).stderr, /^rulec \(ways\): .*--allow-write.*\(failing open\)/, `${name}: the old line fails open`);
      const r = run(now);
      assert.is(r.stderr, "", `${name}: the new line runs cleanly`);
      assert.ok(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, `${name}: and answers`);
    }
    ok(rulec("uninstall", hook, dir, "--client", client));
    assert.is(read(file), text, `${name}: uninstall gives back the file as it was`);
  }
});

// ─── 3: a group holding another hook is never edited ───────────────────────────

test("ours in a group with another hook: the group keeps its matcher and hook; ours gets a group of its own", async () => {
  const { hook, cjs } = await hookOf();
  const mine = { type: "command", command: "echo mine" };
  const CASES = [
    // the group's matcher, our command line in it, does ours move out
    ["Read", current(hook), true],
    ["Bash", current(hook), false],
    ["Read|Bash", current(hook), true],
    ["Bash", `env -u NODE_EXTRA_CA_CERTS node ${cjs}`, true], // a stale command line: moves rather than edit the group
    ["Bash", `deno run --no-config --quiet --allow-read --allow-env ${hook}`, true],
  ];
  for (const [matcher, command, moves] of CASES) {
    const ours = { type: "command", command };
    const dir = project(), file = join(dir, FILES.claude);
    const text = JSON.stringify({ hooks: { PreToolUse: [{ matcher, hooks: [mine, ours] }] } }, null, 2) + "\n";
    put(file, text);
    assert.is(changes("install", hook, dir), moves, `${matcher}: changed`);
    const groups = JSON.parse(read(file)).hooks.PreToolUse;
    if (!moves) { assert.is(read(file), text, `${matcher}: already right, untouched`); continue; }
    assert.equal(groups[0], { matcher, hooks: [mine] }, `${matcher}: the user's group keeps its matcher and hook`);
    assert.equal(groups.slice(1).map((g) => [g.matcher, g.hooks]), [["Bash", [{ type: "command", command: current(hook) }]]], `${matcher}: ours alone in a Bash group, up to date`);
    const moved = read(file);
    assert.not.ok(changes("install", hook, dir), `${matcher}: already registered`);
    assert.is(read(file), moved, `${matcher}: a second install changes nothing`);
  }
});

// ─── 4, 6: a hook path with a quote, or reached through a symlink ───────────────

test("a hook path with a quote or through a symlink registers once, by its real path, and runs", async () => {
  const { hook } = await hookOf();
  const real = mkdtempSync(join(work, "it's-"));
  for (const ext of [".mjs", ".cjs", ".wasm", ".json"]) copyFileSync(hook.replace(/\.mjs$/, ext), join(real, "git-local" + ext));
  const links = mkdtempSync(join(work, "links-"));
  symlinkSync(real, join(links, "dir"));
  symlinkSync(join(real, "git-local.mjs"), join(links, "git-local.mjs"));
  copyFileSync(join(real, "git-local.json"), join(links, "git-local.json"));
  const probe = JSON.parse(readFileSync(join(real, "git-local.json"), "utf8")).probe;
  const CASES = [["a quote in the path", join(real, "git-local.mjs")], ["a symlinked directory", join(links, "dir", "git-local.mjs")], ["a symlinked file", join(links, "git-local.mjs")]];
  for (const [name, path] of CASES) {
    for (const runtime of ["node", "deno"]) {
      const dir = project(), file = join(dir, FILES.claude);
      ok(rulec("install", path, dir, "--runtime", runtime));
      const once = read(file);
      const { command } = JSON.parse(once).hooks.PreToolUse[0].hooks[0];
      assert.ok(command.includes(`'${realpathSync(real).replaceAll("'", "'\\''")}/git-local.`), `${name}, ${runtime}: the real path, quoted: ${command}`);
      const r = spawnSync("sh", ["-c", command], { encoding: "utf8", env, input: JSON.stringify({ session_id: "t", cwd: dir, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: probe.command } }) });
      assert.is(r.stderr, "", `${name}, ${runtime}: runs cleanly`);
      assert.is(JSON.parse(r.stdout).hookSpecificOutput.permissionDecision, "deny", `${name}, ${runtime}: denies the probe`);
      assert.match(ok(rulec("install", path, dir, "--runtime", runtime)).stderr, /already registered/, `${name}, ${runtime}`);
      assert.is(read(file), once, `${name}, ${runtime}: no duplicate`);
      assert.match(ok(rulec("uninstall", path, dir)).stderr, /removed from/, `${name}, ${runtime}`);
      assert.is(read(file), null, `${name}, ${runtime}: the file install created is gone`);
    }
  }
});

// ─── 5, 7: bad input is one line and writes nothing ────────────────────────────

const NO_NATIVE = /^rulec: --runtime native: no native build at \S*\/git-local \(make one with rulec build ENTRY --target native --out-dir \S+\); nothing written\n$/;

test("no project directory, a directory for a settings file, a key given twice: a one-line error, nothing written", async () => {
  const { hook } = await hookOf();
  const CASES = [
    // name, the project dir, the settings text (a directory for undefined), the error
    ["no project directory", join(work, "nowhere", "deeper"), null, /^rulec: no project directory .*nowhere\/deeper; nothing written\n$/],
    ["settings.json is a directory", null, undefined, /^rulec: \S*\.claude\/settings\.json: a directory, not a settings file\n$/],
    ["an event key twice", null, '{"hooks":{"PreToolUse":[],"PreToolUse":[]}}', /^rulec: \S*settings\.json: "hooks" has the key "PreToolUse" twice; left untouched\n$/],
    ["\"hooks\" twice", null, '{"hooks":{},\n"hooks":{"Stop":[]}}', /^rulec: \S*settings\.json: the top level has the key "hooks" twice; left untouched\n$/],
    ["a BOM and not JSON", null, `${BOM}{ broken`, /^rulec: \S*settings\.json: not valid JSON .*left untouched\n$/],
    // (uninstall needs no runtime: install only)
    ["--runtime native, no native build, no settings", null, null, NO_NATIVE, ["install"], ["--runtime", "native"]],
    ["--runtime native, no native build, settings there", null, '{"model":"x"}\n', NO_NATIVE, ["install"], ["--runtime", "native"]],
  ];
  for (const [name, given, text, error, verbs = ["install", "uninstall"], more = []] of CASES) {
    const dir = given ?? project(), file = join(dir, FILES.claude);
    if (text === undefined) mkdirSync(file, { recursive: true });
    else if (text !== null) put(file, text);
    for (const verb of verbs) {
      const r = rulec(verb, hook, dir, ...more);
      assert.is(r.status, 1, `${name}, ${verb}: ${r.stderr}`);
      assert.match(r.stderr, error, `${name}, ${verb}`);
      if (typeof text === "string") assert.is(read(file), text, `${name}, ${verb}: untouched`);
    }
    if (given) assert.not.ok(existsSync(join(work, "nowhere")), `${name}: nothing created`);
    else if (text === null) assert.equal(dirsIn(dir), [], `${name}: nothing created`);
  }
});

// ─── doctor runs the hook as registered and names why it fails ──────────────────

const DOCTOR = [
  // name, rule set, its manifest at install, --runtime of the install (null: not installed), what breaks after, the lines expected, exit status
  ["healthy, registered with deno", "rules/git-local.ts", {}, "deno", null,
    [/^ok {3}the hook loads and answers: as registered: \S*deno run .*git-local\.mjs$/m, /^ok {3}a known-deny probe is denied: .* gave deny — as registered: /m], 0],
  ["a garbage N.wasm, not registered: run by node", "rules/git-local.ts", {}, null, (h) => writeFileSync(h.replace(/\.mjs$/, ".wasm"), "x\n"),
    [/^FAIL the hook loads and answers: the failure policy answered: rulec \(git-local\): \S.* \(failing open\)$/m, /^FAIL a known-deny probe is denied: .* gave silent \(rulec \(git-local\): /m], 1],
  ["a garbage N.wasm, registered with deno", "rules/git-local.ts", {}, "deno", (h) => writeFileSync(h.replace(/\.mjs$/, ".wasm"), "x\n"),
    [/^FAIL the hook loads and answers: the failure policy answered: rulec \(git-local\): .*\(failing open\) — as registered: \S*deno run /m], 1],
  ["registered with node, whose N.cjs is gone (N.mjs is fine)", "rules/git-local.ts", {}, "node", (h) => rmSync(h.replace(/\.mjs$/, ".cjs")),
    [/^FAIL the hook loads and answers: exit 1: .* — as registered: env -u NODE_EXTRA_CA_CERTS \S*node \S*git-local\.cjs$/m], 1],
  ["a rule set that now writes, registered with deno before it did", "rules/ways.ts", { writes: false }, "deno", (h) => setManifest(h, { writes: true }),
    [/^FAIL the registered command can write session state: \S*deno run .* lacks --allow-write: every call that writes fails open — run rulec install /m], 1],
];

test("doctor runs the command line registered (else node), and a failure-policy answer fails `loads and answers` with its reason", async () => {
  for (const [name, entry, manifest, runtime, breaks, expected, status] of DOCTOR) {
    const hook = await copyHook(entry, manifest), dir = project();
    if (runtime) ok(rulec("install", hook, dir, "--runtime", runtime));
    breaks?.(hook);
    const r = spawnSync(process.execPath, [CLI, "doctor", hook, "--project-dir", dir], { encoding: "utf8", env });
    assert.is(r.status, status, `${name}: ${r.stdout}${r.stderr}`);
    for (const line of expected) assert.match(r.stdout, line, `${name}: ${r.stdout}`);
    if (!status) assert.not.match(r.stdout, /FAIL/, name);
  }
});

test.run();
