// N.cjs compiles the runtime (N.cjs.<id>.js beside it) through V8's code cache
// (N.cjs.<id>.cache): the first call that runs the classifier writes it, later calls read
// it, and a cache that is corrupt, from another V8, or cannot be written changes nothing a
// client sees; a runtime a rebuild removed is answered by N.mjs; an --embed hook stays one
// file. Real hook processes on a built git-local, in a directory of their own.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT, built, compiler } from "./helpers/built.mjs";

const { result } = await built("rules/git-local.ts");
const dir = mkdtempSync(join(tmpdir(), "rulec-codecache-"));
const cjs = join(dir, "git-local.cjs");
copyFileSync(result.hookPath.replace(/\.mjs$/, ".cjs"), cjs);
copyFileSync(result.wasmPath, join(dir, "git-local.wasm"));
const base = readFileSync(cjs, "utf8").match(/"\/(git-local\.cjs\.[0-9a-f]{12})"/)[1];
const runtime = join(dir, base + ".js");
copyFileSync(join(dirname(result.hookPath), base + ".js"), runtime);
const cacheName = base + ".cache";
const cache = join(dir, cacheName);

const env = { ...process.env, RULEC_STATE_DIR: join(dir, "state") };
delete env.NODE_EXTRA_CA_CERTS;
const payload = (command) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, session_id: "cc", tool_input: { command } });
/** What a client sees of one call: exit code, stdout, stderr. */
function call(hook, command) {
  const r = spawnSync(process.execPath, [hook], { input: payload(command), env, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const caches = () => readdirSync(dir).filter((f) => f.startsWith("git-local.cjs.") && !f.endsWith(".js"));

// [label, command]: a deny, a context, a silent call through the classifier
const CALLS = [
  ["deny", "git push --force origin main"],
  ["context", "git status"],
  ["silent", "git commit -m wip"],
];
const want = Object.fromEntries(CALLS.map(([label, command]) => [label, call(result.hookPath, command)]));

test("a call the prefilter answers writes no cache", () => {
  assert.equal(call(cjs, "ls -la"), { status: 0, stdout: "", stderr: "" });
  assert.equal(caches(), []);
});

test("the first call that runs the classifier writes the cache; later ones read it", () => {
  assert.equal(call(cjs, CALLS[0][1]), want.deny);
  assert.equal(caches(), [cacheName]);
  const first = readFileSync(cache);
  assert.ok(first.length > 10000, "the cache holds the compiled runtime");
  const mtime = statSync(cache).mtimeMs;
  for (const [label, command] of CALLS) assert.equal(call(cjs, command), want[label], label);
  assert.is(statSync(cache).mtimeMs, mtime, "an accepted cache is left alone");
  assert.ok(readFileSync(cache).equals(first));
});

test("a corrupt cache is rejected, answered around, and replaced", () => {
  writeFileSync(cache, Buffer.alloc(4096, 7));
  for (const [label, command] of CALLS) assert.equal(call(cjs, command), want[label], label);
  const fresh = readFileSync(cache);
  assert.ok(fresh.length > 10000 && !fresh.equals(Buffer.alloc(4096, 7)));
  assert.equal(caches(), [cacheName], "no temporary file left behind");
});

test("a cache that cannot be written changes nothing", () => {
  rmSync(cache);
  mkdirSync(cache); // the rename onto it fails
  for (const [label, command] of CALLS) assert.equal(call(cjs, command), want[label], label);
  assert.equal(caches(), [cacheName], "no temporary file left behind");
  rmSync(cache, { recursive: true });
});

test("a rebuild removes the caches of earlier builds", async () => {
  const out = mkdtempSync(join(tmpdir(), "rulec-codecache-build-"));
  const { build } = await compiler();
  const entry = join(ROOT, "rules/git-local.ts");
  const r = await build({ entry, outDir: out, noTypecheck: true });
  const hook = r.hookPath.replace(/\.mjs$/, ".cjs");
  writeFileSync(join(out, "git-local.cjs.000000000000.cache"), "old");
  writeFileSync(join(out, "git-local.cjs.000000000000.cache.123.tmp"), "old");
  writeFileSync(join(out, "git-local.cjs.000000000000.js"), "old");
  writeFileSync(join(out, "other.cjs.000000000000.cache"), "another hook's");
  writeFileSync(join(out, "other.cjs.000000000000.js"), "another hook's");
  await build({ entry, outDir: out, noTypecheck: true });
  assert.equal(readdirSync(out).filter((f) => f.endsWith(".cache") || f.endsWith(".tmp")).sort(), ["other.cjs.000000000000.cache"]);
  assert.equal(readdirSync(out).filter((f) => f.endsWith(".js")).sort(), [`${base}.js`, "other.cjs.000000000000.js"], "this build's runtime, and another hook's");
  assert.equal(call(hook, CALLS[0][1]), want.deny);
  rmSync(out, { recursive: true, force: true });
});

test("a runtime removed by a rebuild: the call is answered by the build's ES module", () => {
  const alone = mkdtempSync(join(tmpdir(), "rulec-codecache-gone-"));
  for (const f of ["git-local.cjs", "git-local.mjs", "git-local.wasm"]) copyFileSync(join(dirname(result.hookPath), f), join(alone, f));
  for (const [label, command] of CALLS) assert.equal(call(join(alone, "git-local.cjs"), command), want[label], label);
  rmSync(alone, { recursive: true, force: true });
});

test("neither runtime nor ES module beside it: one line, and the failure policy", () => {
  const alone = mkdtempSync(join(tmpdir(), "rulec-codecache-none-"));
  copyFileSync(cjs, join(alone, "git-local.cjs"));
  const r = call(join(alone, "git-local.cjs"), CALLS[0][1]);
  // git-local fails open: exit 0, the reason on stderr
  assert.equal(r, { status: 0, stdout: "", stderr: `rulec (git-local): cannot read its runtime ${base}.js or git-local.mjs beside git-local.cjs; rebuild the hook with rulec build (failing open)\n` });
  rmSync(alone, { recursive: true, force: true });
});

test("an --embed hook is one file: it runs alone and writes no cache", async () => {
  const out = mkdtempSync(join(tmpdir(), "rulec-codecache-embed-"));
  const { build } = await compiler();
  const r = await build({ entry: join(ROOT, "rules/git-local.ts"), outDir: out, noTypecheck: true, embed: true });
  const alone = mkdtempSync(join(tmpdir(), "rulec-codecache-alone-"));
  for (const ext of [".cjs", ".mjs"]) {
    const hook = join(alone, "git-local" + ext);
    copyFileSync(r.hookPath.replace(/\.mjs$/, ext), hook); // without git-local.wasm beside it
    for (const [label, command] of CALLS) assert.equal(call(hook, command), want[label], `${ext} ${label}`);
  }
  assert.equal(readdirSync(alone).sort(), ["git-local.cjs", "git-local.mjs"]);
  rmSync(out, { recursive: true, force: true });
  rmSync(alone, { recursive: true, force: true });
});

test("--embed on a classifier above the limit says it stays beside the hook", async () => {
  const out = mkdtempSync(join(tmpdir(), "rulec-codecache-big-"));
  const { build, EMBED_LIMIT } = await compiler();
  // a rule set whose texts alone pass the limit: twelve rules of 17 KB of advice each, of
  // random characters (deflate would shrink prose below the limit: the build packs long texts)
  let seed = 1;
  const chars = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) => !"{}\\$`".includes(c));
  const text = () => Array.from({ length: 17_000 }, () => chars[(seed = (seed * 48271) % 2147483647) % chars.length]).join("");
  const rules = Array.from({ length: 12 }, (_, i) => `  deny("r${i}", git("rebase${i}"), ${JSON.stringify(text())}, { examples: [] }),`);
  writeFileSync(join(out, "big.ts"), `import { deny, git, ruleset } from "rulec";\nexport default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [\n${rules.join("\n")}\n] });\n`);
  const said = [];
  const r = await build({ entry: join(out, "big.ts"), outDir: out, noTypecheck: true, embed: true, log: (s) => said.push(s) });
  assert.ok(r.wasmBytes.length > EMBED_LIMIT, `the classifier (${r.wasmBytes.length} bytes) is above the limit`);
  assert.equal(said.filter((s) => /--embed/.test(s)), [`warning: --embed: the classifier is ${Math.ceil(r.wasmBytes.length / 1024)} KB, more than the 192 KB a hook embeds; it stays in big.wasm beside the hook`]);
  assert.ok(readdirSync(out).includes("big.wasm"));
  rmSync(out, { recursive: true, force: true });
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
