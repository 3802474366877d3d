// `npm test`: the typecheck, the unit tests (uvu, one process a file, as many at a time as
// the machine has cores), the verdict snapshots, then every reference rule set built and
// run through its conformance vectors (test/conformance.mjs) on Node and on Deno.
//
// Output streams as it comes: each step's lines as it writes them (the unit tests and the
// conformance runs, which run side by side, a file's or a run's output when it ends), a
// "SKIP" line for what cannot run here, and a closing "N passed, N failed". Exits non-zero
// on any failure. Needs nothing beside the repository.

import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { REFERENCE, ROOT, VECTORS, DENO, hookCommands, buildArgs } from "./reference.mjs";
import { existsSync } from "node:fs";

const env = { ...process.env, FORCE_COLOR: "0" };
delete env.NODE_EXTRA_CA_CERTS;
// (one more than the cores: many steps wait on the processes they start)
const JOBS = Math.max(1, availableParallelism()) + 1;
const started = Date.now();
let passed = 0, failed = 0;
const problems = [];

/** Runs one step; `live`: its lines go out as they come, else all at once when it ends. */
function step(title, cmd, args, { live = true } = {}) {
  return new Promise((done) => {
    const t0 = Date.now();
    if (live) process.stdout.write(`\n── ${title}\n`);
    const p = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    const take = (d) => { const s = d.toString(); text += s; if (live) process.stdout.write(s); };
    p.stdout.on("data", take);
    p.stderr.on("data", take);
    p.on("close", (code) => {
      if (!live) process.stdout.write(`\n── ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n${text}`);
      const plain = text.replace(/\x1b\[[0-9;]*m/g, "");
      const uvu = /Total:\s+(\d+)\s+Passed:\s+(\d+)/.exec(plain);
      const m = uvu ? [null, uvu[2], String(Number(uvu[1]) - Number(uvu[2]))]
        : /(\d+) passed, (\d+) failed/.exec(plain.split("\n").filter((l) => /passed, \d+ failed/.test(l)).pop() ?? "");
      const ok = code === 0;
      if (m) { passed += Number(m[1]); failed += Number(m[2]); }
      else if (ok) passed++;
      if (!ok) { if (!m || m[2] === "0") failed++; problems.push(title); }
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
// the slowest files first, so the pool ends together
const SLOW = ["native", "cli", "differential", "clients", "hook", "install-safety", "runtime-safety", "prefilter", "fuzz", "dispatch"];
const files = readdirSync(join(ROOT, "test")).filter((f) => f.endsWith(".test.mjs"))
  .sort((a, b) => ((SLOW.indexOf(a.replace(".test.mjs", "")) + 1 || 99) - (SLOW.indexOf(b.replace(".test.mjs", "")) + 1 || 99)) || a.localeCompare(b));

process.stdout.write(`rulec tests: typecheck, ${files.length} unit test files (${JOBS} at a time), snapshots, conformance on Node and Deno\n`);
await pool(JOBS, [
  () => step("typecheck (tsc --noEmit)", process.execPath, tsc, { live: false }),
  ...files.map((f) => () => step(`unit: ${f}`, process.execPath, [uvu, "test", `^${f.replace(/\./g, "\\.")}$`], { live: false })),
]);

// the committed verdict snapshots of the reference rule sets (rules/*.snap)
await step("snapshots (rulec test)", process.execPath, [join(ROOT, "compiler/cli.mjs"), "test", ...new Set(REFERENCE.map((r) => r.entry))]);

const out = mkdtempSync(join(tmpdir(), "rulec-test-"));
try {
  await pool(JOBS, REFERENCE.map((r) => () => step(`build ${r.name}`, process.execPath, buildArgs(r, out), { live: false })));
  const hosts = Object.entries(hookCommands(out)).filter(([host]) => {
    if (host !== "deno" || existsSync(DENO)) return true;
    process.stdout.write(`\nSKIP conformance on deno: no deno at ${DENO} (npm ci installs it)\n`);
    return false;
  });
  const runs = [];
  for (const [host, hook] of hosts) {
    for (const r of REFERENCE) {
      if (!r.vectors) continue;
      const vectors = r.vectors.split(" ").map((f) => join(VECTORS, f));
      runs.push(() => step(`conformance ${r.name} on ${host}`, process.execPath, [join(ROOT, "test/conformance.mjs"), "--jobs", "2", "--hook", hook, ...vectors], { live: false }));
    }
  }
  await pool(Math.max(1, JOBS >> 1), runs);
} finally {
  rmSync(out, { recursive: true, force: true });
}

console.log(`\n${problems.length ? "FAILED: " + problems.join("; ") : "all steps passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
