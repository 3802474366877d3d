// `npm test`: the typecheck, unit tests (uvu), then every reference rule set built and run through the
// shared conformance vectors on Node and on Deno. Prints one closing line
// "N passed, N failed" and exits non-zero on any failure.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REFERENCE, ROOT, SHARED, hookCommands, buildArgs } from "./reference.mjs";

const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
let passed = 0, failed = 0;
const problems = [];

function step(title, cmd, args, opts = {}) {
  process.stdout.write(`\n── ${title}\n`);
  const r = spawnSync(cmd, args, { cwd: ROOT, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...opts });
  const out = (r.stdout ?? "") + (r.stderr ?? "");
  process.stdout.write(out.length > 6000 ? out.slice(0, 3000) + "\n…\n" + out.slice(-3000) : out);
  const plain = out.replace(/\x1b\[[0-9;]*m/g, "");
  const uvu = /Total:\s+(\d+)\s+Passed:\s+(\d+)/.exec(plain);
  const m = uvu ? [null, uvu[2], String(Number(uvu[1]) - Number(uvu[2]))]
    : /(\d+) passed, (\d+) failed/.exec(plain.split("\n").filter((l) => /passed, \d+ failed/.test(l)).pop() ?? "");
  const ok = r.status === 0;
  if (m) { passed += Number(m[1]); failed += Number(m[2]); }
  else if (ok) passed++;
  if (!ok) { if (!m || m[2] === "0") failed++; problems.push(title); }
  return ok;
}

// the compiler's own types (rule files are typechecked by every build)
step("typecheck (tsc --noEmit)", process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", ROOT]);

step("unit tests (uvu)", process.execPath, [join(ROOT, "node_modules/uvu/bin.js"), "test", "\\.test\\.mjs$"]);

// the committed verdict snapshots of the reference rule sets (rules/*.snap)
const entries = [...new Set(REFERENCE.map((r) => r.entry))];
step("snapshots (rulec test)", process.execPath, [join(ROOT, "compiler/cli.mjs"), "test", ...entries]);

const out = mkdtempSync(join(tmpdir(), "rulec-test-"));
try {
  for (const r of REFERENCE) {
    step(`build ${r.name}`, process.execPath, buildArgs(r, out));
  }
  const runner = join(SHARED, "conformance/run.mjs");
  if (!existsSync(runner)) { problems.push(`no conformance runner at ${runner}`); failed++; }
  else {
    for (const [host, hook] of Object.entries(hookCommands(out))) {
      for (const r of REFERENCE) {
        if (!r.vectors) continue;
        const files = r.vectors.split(" ").map((f) => join(SHARED, "conformance", f));
        step(`conformance ${r.name} on ${host}`, process.execPath, [runner, "--hook", hook, ...files]);
      }
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

console.log(`\n${problems.length ? "FAILED: " + problems.join("; ") : "all steps passed"}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
