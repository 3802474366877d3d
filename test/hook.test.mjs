// The hook file (compiler/hook.ts): one N.js that Node runs as CommonJS, through V8's code
// cache in N.js.cache, and that Deno, or Node under "type": "module", runs as an ES module.
// Real hook processes on a built git-local, each in a directory of its own: they answer as
// the classifier does in process, on every host; the cache is written by the first call
// that runs the classifier and used by the next, and one that is corrupt, from another
// runtime, or cannot be written changes nothing a client sees; a rebuild leaves only N.js,
// N.wasm and N.json; an --embed hook stays one file; a runtime that cannot be hidden from
// one of the readings fails the build.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT, built, compiler, runtime } from "./helpers/built.mjs";
import { childEnv, runHook } from "./helpers/child.mjs";
import { importTs } from "./helpers/ts.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { DENO } from "../scripts/reference.mjs";

const { result } = await built("rules/git-local.ts");
const { answer, fieldsOf, hostFacts, load } = await runtime();
const { assemble, hookText, runtimeProblem, hookProblem } = await importTs(join(ROOT, "compiler/hook.ts"));
delete process.env.CLAUDE_PROJECT_DIR; // (the in-process answers read it, as the hook does)
const work = scratch("rulec-hook-");
chmodSync(work, 0o755); // (the read-only case runs a hook as another user)
const state = join(work, "state");
mkdirSync(state, { mode: 0o777 });
chmodSync(state, 0o777);

/** A directory holding a copy of the build's N.js and N.wasm, and `also` ({ name: text }). */
function copy(label, also = {}) {
  const dir = mkdtempSync(join(work, label + "-"));
  chmodSync(dir, 0o755);
  for (const f of ["git-local.js", "git-local.wasm"]) copyFileSync(join(result.wasmPath, "..", f), join(dir, f));
  for (const [f, text] of Object.entries(also)) writeFileSync(join(dir, f), text);
  return dir;
}

const payload = (command, event = "PreToolUse") => ({ hook_event_name: event, tool_name: "Bash", cwd: work, session_id: "hk", tool_input: { command } });
// [label, payload]: a deny, a context, a silent call through the classifier, a call the
// prefilter rules out, a deny after the tool ran (a block decision)
const CALLS = [
  ["deny", payload("git push --force origin main")],
  ["context", payload("git status")],
  ["silent", payload("git commit -m wip")],
  ["ruled out by the prefilter", payload("ls -la && npm test")],
  ["a block after the tool ran", payload("git push --force origin main", "PostToolUse")],
];
const classifier = load(readFileSync(result.wasmPath), hostFacts());
/** What the hook must answer: the in-process classifier's verdict in Claude Code's protocol. */
const want = Object.fromEntries(CALLS.map(([label, p]) => {
  const a = answer(classifier.classify(fieldsOf(p)), p.hook_event_name);
  return [label, { status: a.code, stdout: a.stdout, stderr: a.stderr }];
}));
const caches = (dir) => readdirSync(dir).filter((f) => f.endsWith(".cache") || f.endsWith(".tmp"));

// [host, how N.js is run, whether its CommonJS loader runs (and so writes a code cache)]
const HOSTS = [
  ["Node, as CommonJS", () => ({ dir: copy("cjs"), host: "node" }), true],
  ["Node, as an ES module (\"type\": \"module\")", () => ({ dir: copy("esm", { "package.json": '{ "type": "module" }\n' }), host: "node" }), false],
  ["Deno", () => ({ dir: copy("deno"), host: "deno" }), false],
];
for (const [label, setup, loader] of HOSTS) {
  test(`N.js on ${label} answers as the classifier in process`, () => {
    if (label === "Deno" && !existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
    const { dir, host } = setup();
    for (const [call, p] of CALLS) {
      const r = runHook(join(dir, "git-local.js"), JSON.stringify(p), { host, env: { RULEC_STATE_DIR: state } });
      assert.equal(r, want[call], `${call} (${JSON.stringify(r)})`);
    }
    assert.equal(caches(dir), loader ? ["git-local.js.cache"] : [], loader ? "the loader ran" : "the loader did not run");
  });
}

// ─── the code cache ────────────────────────────────────────────────────────────

// (a preload that reports, as the process exits, whether the loader's Script was given a
// cache and whether V8 rejected it)
const PRELOAD = join(work, "report.cjs");
writeFileSync(PRELOAD, `const vm = require("node:vm"), { Script } = vm;
vm.Script = class extends Script {
  constructor(source, o) {
    super(source, o);
    process.on("exit", () => require("node:fs").writeSync(2, "script " + JSON.stringify(o && o.cachedData ? { given: true, rejected: this.cachedDataRejected } : { given: false }) + "\\n"));
  }
};
`);
/** One call of the hook by Node: what a client sees, and what the loader's Script said of its cache. */
function call(hook, p, opts = {}) {
  const r = spawnSync(process.execPath, ["-r", PRELOAD, hook], { input: JSON.stringify(p), env: { ...childEnv, RULEC_STATE_DIR: state }, encoding: "utf8", ...opts });
  const script = /^script (.*)$/m.exec(r.stderr);
  return { seen: { status: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^script .*\n/m, "") }, script: script && JSON.parse(script[1]) };
}

test("the first call that runs the classifier writes the cache; the next is given it, and V8 takes it", () => {
  const dir = copy("cache"), hook = join(dir, "git-local.js"), cache = hook + ".cache";
  const quick = call(hook, CALLS[3][1]);
  assert.equal(quick.seen, want["ruled out by the prefilter"]);
  assert.equal(caches(dir), [], "a call the prefilter answers compiles little: it writes no cache");
  const first = call(hook, CALLS[0][1]);
  assert.equal(first.seen, want.deny);
  assert.equal(first.script, { given: false });
  assert.equal(caches(dir), ["git-local.js.cache"]);
  const bytes = readFileSync(cache), mtime = statSync(cache).mtimeMs;
  assert.ok(bytes.length > 10000, "the cache holds the compiled runtime");
  for (const [label, p] of CALLS) {
    const r = call(hook, p);
    assert.equal(r.seen, want[label], label);
    assert.equal(r.script, { given: true, rejected: false }, label);
  }
  assert.is(statSync(cache).mtimeMs, mtime, "an accepted cache is left alone");
  assert.ok(readFileSync(cache).equals(bytes));
});

test("a corrupt cache is rejected, answered around, and replaced", () => {
  const dir = copy("corrupt"), hook = join(dir, "git-local.js"), cache = hook + ".cache";
  call(hook, CALLS[0][1]);
  const id = readFileSync(cache).subarray(0, 16);
  writeFileSync(cache, Buffer.concat([id, Buffer.alloc(4096, 7)]));
  const r = call(hook, CALLS[0][1]);
  assert.equal(r.seen, want.deny);
  assert.equal(r.script, { given: true, rejected: true });
  assert.equal(call(hook, CALLS[1][1]).script, { given: true, rejected: false }, "replaced by a good one");
  assert.equal(caches(dir), ["git-local.js.cache"], "no temporary file left behind");
});

test("a cache made from another runtime is not given to V8 (it checks a length only), and is replaced", () => {
  const dir = copy("other"), hook = join(dir, "git-local.js"), cache = hook + ".cache";
  call(hook, CALLS[0][1]);
  const good = readFileSync(cache);
  const other = Buffer.from(good);
  other[0] = other[0] === 0x30 ? 0x31 : 0x30; // another runtime's hash, the same V8 data
  writeFileSync(cache, other);
  const r = call(hook, CALLS[1][1]);
  assert.equal(r.seen, want.context);
  assert.equal(r.script, { given: false });
  assert.ok(readFileSync(cache).subarray(0, 16).equals(good.subarray(0, 16)), "rewritten for this runtime");
});

test("a cache that cannot be written changes nothing", () => {
  const dir = copy("blocked"), hook = join(dir, "git-local.js");
  mkdirSync(hook + ".cache"); // the rename onto it fails
  for (const [label, p] of CALLS) assert.equal(call(hook, p).seen, want[label], label);
  assert.equal(caches(dir), ["git-local.js.cache"], "no temporary file left behind");
  assert.ok(statSync(hook + ".cache").isDirectory());
});

test("a read-only directory: the hook answers, with no cache", () => {
  const dir = copy("readonly"), hook = join(dir, "git-local.js");
  chmodSync(dir, 0o555);
  // (root writes anywhere: the hook then runs as nobody)
  const as = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  try {
    for (const [label, p] of CALLS) {
      const r = call(hook, p, as);
      assert.equal(r.seen, want[label], label);
      assert.equal(r.script, { given: false }, label);
    }
    assert.equal(caches(dir), []);
  } finally { chmodSync(dir, 0o755); }
});

// ─── the build ─────────────────────────────────────────────────────────────────

test("a build writes N.js, N.wasm and N.json, and removes what earlier builds of N left", async () => {
  const out = mkdtempSync(join(work, "rebuild-"));
  const { build } = await compiler();
  const OLD = {
    "git-local.mjs": "// git-local: a rulec hook. Generated by rulec build — do not edit.\n",
    "git-local.cjs": "// git-local: a rulec hook (Node). Generated by rulec build — do not edit.\n",
    "git-local.cjs.0123456789ab.js": "old", "git-local.cjs.0123456789ab.cache": "old", "git-local.cjs.0123456789ab.cache.123.tmp": "old",
    "git-local.js.cache": "old", "git-local.js.cache.123.tmp": "old",
    // not ours to remove: another hook's files, and an N.mjs rulec did not write
    "other.cjs.0123456789ab.cache": "another hook's", "other.js.cache": "another hook's", "git-local.mine.mjs": "mine",
  };
  for (const [f, text] of Object.entries(OLD)) writeFileSync(join(out, f), text);
  const r = await build({ entry: join(ROOT, "rules/git-local.ts"), outDir: out, noTypecheck: true });
  assert.is(r.hookPath, join(out, "git-local.js"));
  assert.equal(readdirSync(out).sort(), ["git-local.js", "git-local.json", "git-local.mine.mjs", "git-local.wasm", "other.cjs.0123456789ab.cache", "other.js.cache"]);
  const alone = mkdtempSync(join(work, "mjs-"));
  writeFileSync(join(alone, "git-local.mjs"), "// someone's own module\n");
  await build({ entry: join(ROOT, "rules/git-local.ts"), outDir: alone, noTypecheck: true });
  assert.equal(readdirSync(alone).sort(), ["git-local.js", "git-local.json", "git-local.mjs", "git-local.wasm"], "an N.mjs rulec did not write stays");
  assert.equal(runHook(r.hookPath, JSON.stringify(CALLS[0][1]), { env: { RULEC_STATE_DIR: state } }), want.deny);
});

test("an --embed hook is one file: it runs alone on Node and Deno, and writes no cache", async () => {
  const out = mkdtempSync(join(work, "embed-"));
  const { build } = await compiler();
  const r = await build({ entry: join(ROOT, "rules/git-local.ts"), outDir: out, noTypecheck: true, embed: true });
  const alone = mkdtempSync(join(work, "alone-"));
  copyFileSync(r.hookPath, join(alone, "git-local.js")); // without git-local.wasm beside it
  for (const host of existsSync(DENO) ? ["node", "deno"] : ["node"]) {
    for (const [label, p] of CALLS) assert.equal(runHook(join(alone, "git-local.js"), JSON.stringify(p), { host, env: { RULEC_STATE_DIR: state } }), want[label], `${host} ${label}`);
  }
  assert.equal(readdirSync(alone), ["git-local.js"]);
});

test("--embed on a classifier above the limit says it stays beside the hook", async () => {
  const out = mkdtempSync(join(work, "big-"));
  const { build, EMBED_LIMIT } = await compiler();
  // a rule set whose texts alone pass the limit: thirty-six rules of 17 KB of advice each, of
  // random characters (deflate would shrink prose below the limit: the build packs long texts)
  let seed = 1;
  const chars = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) => !"{}\\$`".includes(c));
  const text = () => Array.from({ length: 17_000 }, () => chars[(seed = (seed * 48271) % 2147483647) % chars.length]).join("");
  const rules = Array.from({ length: 36 }, (_, i) => `  deny("r${i}", git("rebase${i}"), ${JSON.stringify(text())}, { examples: [] }),`);
  writeFileSync(join(out, "big.ts"), `import { deny, git, ruleset } from "rulec";\nexport default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [\n${rules.join("\n")}\n] });\n`);
  const said = [];
  const r = await build({ entry: join(out, "big.ts"), outDir: out, noTypecheck: true, embed: true, log: (s) => said.push(s) });
  assert.ok(r.wasmBytes.length > EMBED_LIMIT, `the classifier (${r.wasmBytes.length} bytes) is above the limit`);
  assert.equal(said.filter((s) => /--embed/.test(s)), [`warning: --embed: the classifier is ${Math.ceil(r.wasmBytes.length / 1024)} KB, more than the ${EMBED_LIMIT / 1024} KB a hook embeds; it stays in big.wasm beside the hook`]);
  assert.ok(readdirSync(out).includes("big.wasm"));
});

// ─── the two readings ───────────────────────────────────────────────────────────

// [label, runtime text, what runtimeProblem says (null: nothing)]
const RUNTIMES = [
  ["plain code", 'var a=(function(e){return e+1}),b=`t${a(1)}`;a(/x\\//.test("*")?1:2);', null],
  ["the end of a block comment in a regex", "var r=/a*/g;r.test(x);", /^"\*\/" at offset 8: .*it would end the comment that hides the runtime from CommonJS/],
  ["…in a string", 'var s="/* a */";', /^"\*\/" at offset 12: /],
  ["a character outside ASCII", 'var s="caf\u00e9";', /^a character outside ASCII at offset 10: /],
];
for (const [label, text, says] of RUNTIMES) {
  test(`runtimeProblem: ${label}`, () => {
    const p = runtimeProblem(text);
    if (says === null) assert.is(p, null);
    else assert.match(p, says);
  });
}

test("a runtime that cannot be hidden from CommonJS fails the build, with a clear message", async () => {
  try {
    await assemble("x", "var r=/a*/g;r.test(x);");
    assert.unreachable("built");
  } catch (e) {
    assert.is(e.name === "AssertionError", false, e.message);
    assert.match(e.message, /^the hook's runtime, minified, has "\*\/" at offset 8: .* \(a rulec bug: runtime\/\*\.mjs or esbuild's output changed\)$/);
  }
});

test("a name from the rule file that holds the end of a block comment does not end CommonJS's", async () => {
  const pf = { events: ["PreToolUse"], tools: ["mcp__x__a*/b"], maxText: 2048, maxWords: 16, rules: [{ events: null, tools: null, words: [["*/x"]] }] };
  const text = await hookText("x", "silent", new Uint8Array(0), false, pf);
  const lines = text.split("\n");
  assert.not.ok(lines.slice(2, lines.lastIndexOf("// */ 0];")).join("\n").includes("*/"));
  assert.ok(text.includes("JSON.parse("), "the prefilter goes in as JSON text");
});

test("hookProblem: N.js must parse as an ES module and as a CommonJS script", async () => {
  const ok = await assemble("x", "var a=1;");
  assert.is(await hookProblem(ok), null);
  assert.match(await hookProblem("var await = 1;\n"), /^as an ES module: /);
  assert.match(await hookProblem("export const a = 1;\n"), /^as a CommonJS script: /);
  // (a module's syntax, which the script the loader compiles cannot hold)
  for (const runtime of ["export const a = 1;", "var u = import.meta.url;"]) {
    try { await assemble("x", runtime); assert.unreachable("built"); }
    catch (e) { assert.match(e.message, /^the hook x\.js does not read as both programs: as the script its loader compiles: .* \(a rulec bug\)$/, runtime); }
  }
});

test.after(() => {
  for (const d of readdirSync(work)) try { chmodSync(join(work, d), 0o755); } catch { /* a file */ }
  rmSync(work, { recursive: true, force: true });
});
test.run();
