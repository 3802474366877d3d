// `npm test`: the typecheck, the unit tests (uvu, one process a file), the verdict
// snapshots, and every reference rule set built and run through its conformance vectors
// (test/conformance.mjs) on Node and on Deno (one call in CORPUS_SAMPLE of the third-party
// corpora on each host, and all of them in process: scripts/reference.mjs says why). The
// reference sets are built first; then everything else runs in one pool, as many at a time
// as the machine has cores, the longest first.
//
// Output streams as each step runs, every line after the step's short name, with a closing
// line a step ("── title: ok (time)"), a "SKIP" line for what cannot run here, a failed
// step's output again in one piece at the end, and "N passed, N failed". Exits non-zero on
// any failure.
// Needs nothing beside the repository.

import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { CORPUS_SAMPLE, NATIVE_MISSING, REFERENCE, ROOT, VECTORS, DENO, hookCommands, buildArgs } from "./reference.mjs";
import { existsSync } from "node:fs";

const env = { ...process.env, FORCE_COLOR: "0" };
delete env.NODE_EXTRA_CA_CERTS;
// (as many as the cores: most steps are processes that start more processes, and each
// conformance run has two hooks running; one more than the cores measured 10% slower on
// 2 cores, as CPU time grows under contention. RULEC_TEST_JOBS=N to choose.)
const JOBS = Number(process.env.RULEC_TEST_JOBS) || Math.max(2, availableParallelism());
const started = Date.now();
let passed = 0, failed = 0;
const problems = [];

/** A step's short name in front of its lines: "unit: cli.test.mjs" → "cli". */
const tagOf = (title) => title.replace(/^unit: /, "").replace(/\.test\.mjs$/, "").replace(/ \(.*\)$/, "")
  .replace(/^conformance /, "").replace(/: third-party corpora.*/, " corpora");
let width = 12;

/**
 * Runs one step; each of its lines goes out as it comes, after the step's short name (two
 * steps run at once), and a closing line gives its result and time. Resolves to whether it
 * passed; a failed step's whole output is printed again, in one piece, at the end.
 */
function step(title, cmd, args) {
  return new Promise((done) => {
    const t0 = Date.now();
    const tag = tagOf(title);
    const p = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let text = "", partial = "";
    const emit = (lines) => { for (const l of lines) if (l.trim()) process.stdout.write(`${tag.padEnd(width)} │ ${l}\n`); };
    const take = (d) => {
      const s = d.toString();
      text += s;
      const lines = (partial + s).split("\n");
      partial = lines.pop();
      emit(lines);
    };
    p.stdout.on("data", take);
    p.stderr.on("data", take);
    p.on("close", (code) => {
      emit([partial]);
      const plain = text.replace(/\x1b\[[0-9;]*m/g, "");
      const uvu = /Total:\s+(\d+)\s+Passed:\s+(\d+)/.exec(plain);
      const m = uvu ? [null, uvu[2], String(Number(uvu[1]) - Number(uvu[2]))]
        : /(\d+) passed, (\d+) failed/.exec(plain.split("\n").filter((l) => /passed, \d+ failed/.test(l)).pop() ?? "");
      const ok = code === 0;
      if (m) { passed += Number(m[1]); failed += Number(m[2]); }
      else if (ok) passed++;
      if (!ok) { if (!m || m[2] === "0") failed++; problems.push({ title, text }); }
      process.stdout.write(`── ${title}: ${ok ? "ok" : "FAILED"} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
      done(ok);
    });
  });
}

/** Runs thunks, `n` at a time. */
async function pool(n, thunks) {
  const queue = [...thunks];
  await Promise.all(Array.from({ length: Math.min(n, queue.length) }, async () => { while (queue.length) await queue.shift()(); }));
}

const tsc = [join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", ROOT];
const uvu = join(ROOT, "node_modules/uvu/bin.js");
const files = readdirSync(join(ROOT, "test")).filter((f) => f.endsWith(".test.mjs"));

// The reference rule sets, built once into `out`; each conformance run waits for its build.
const out = mkdtempSync(join(tmpdir(), "rulec-test-"));
const builds = new Map();
// (git-local natively too, where wasm2c and cc are: three test files build it so, and this
// build leaves its objects in the compile cache, where they would compile them at once)
const native = NATIVE_MISSING.length ? [] : ["--target", "native"];
// (no typecheck in these builds: the typecheck step checks rules/*.ts with the project's
// tsconfig, and the build's own check is tested in build-errors and cli)
const built = (r) => {
  if (!builds.has(r.name)) builds.set(r.name, step(`build ${r.name}`, process.execPath, [...buildArgs(r, out), "--no-typecheck", ...(r.name === "git-local" ? native : [])]));
  return builds.get(r.name);
};
const hosts = Object.entries(hookCommands(out)).filter(([host]) => {
  if (host !== "deno" || existsSync(DENO)) return true;
  process.stdout.write(`\nSKIP conformance on deno: no deno at ${DENO} (npm ci installs it)\n`);
  return false;
});
const runs = []; // [title, thunk]
const conformance = (title, r, hook, list, sample = 1, offset = 0) => runs.push([title, async () => {
  if (!(await built(r))) return; // (its build failed, and said so)
  await step(title, process.execPath, [join(ROOT, "test/conformance.mjs"), "--jobs", "2", "--sample", String(sample), "--offset", String(offset), "--hook", hook, ...list.split(" ").map((f) => join(VECTORS, f))]);
}]);
hosts.forEach(([host, hook], h) => {
  for (const r of REFERENCE) {
    if (r.vectors) conformance(`conformance ${r.name} on ${host}`, r, hook, r.vectors);
    // (each host its own share of the sample: Node from the first call, Deno from the middle)
    if (r.corpora) conformance(`conformance ${r.name} on ${host}: third-party corpora${CORPUS_SAMPLE > 1 ? `, 1 call in ${CORPUS_SAMPLE}` : ""}`, r, hook, r.corpora, CORPUS_SAMPLE, Math.floor((h * CORPUS_SAMPLE) / hosts.length));
  }
});

// Every step in one pool, the longest first (so that the pool ends together: the machine
// is busy to the end): the slowest, as measured, by name; the rest in name order.
const SLOW = [
  "native", "runtime-safety", "build-errors", "clients", "cli", "conformance git-local on node", "install-safety",
  "conformance destructive on deno", "conformance git-local on deno", "payload", "conformance destructive on node",
  "fuzz", "policy-forms", "hostile", "prefilter", "differential",
];
const rank = (title) => { const i = SLOW.findIndex((k) => title === k || title.startsWith(k + ":") || title === `unit: ${k}.test.mjs`); return i < 0 ? SLOW.length : i; };
const tasks = [
  ["typecheck", () => step("typecheck (tsc --noEmit)", process.execPath, tsc)],
  // the committed verdict snapshots of the reference rule sets (rules/*.snap)
  ["snapshots", () => step("snapshots (rulec test)", process.execPath, [join(ROOT, "compiler/cli.mjs"), "test", ...new Set(REFERENCE.map((r) => r.entry))])],
  ...files.map((f) => [`unit: ${f}`, () => step(`unit: ${f}`, process.execPath, [uvu, "test", `^${f.replace(/\./g, "\\.")}$`, ...(process.stdout.isTTY ? [] : ["--no-color"])])]),
  ...runs,
].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));

width = Math.max(width, ...[...REFERENCE.map((r) => `build ${r.name}`), ...tasks.map((t) => t[0])].map((t) => tagOf(t).length));
process.stdout.write(`rulec tests: typecheck, ${files.length} unit test files, snapshots, conformance on Node and Deno (${JOBS} steps at a time)\n`);
try {
  // the reference sets first, alone: their builds fill the cache (automata, hook texts)
  // that every test's builds of the same sets then read, where a cold cache had each
  // test process compile the same automata at once (≈2 s of CPU a set)
  await pool(JOBS, REFERENCE.map((r) => () => built(r)));
  await pool(JOBS, tasks.map((t) => t[1]));
} finally {
  rmSync(out, { recursive: true, force: true });
}

for (const { title, text } of problems) process.stdout.write(`\n══ ${title} failed; its output:\n${text}`);
console.log(`\n${problems.length ? "FAILED: " + problems.map((p) => p.title).join("; ") : "all steps passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
