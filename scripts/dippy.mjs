// Scores a rule set against Dippy's labelled commands (test/data/vectors/dippy/dippy.jsonl,
// MIT, its LICENSE beside it): `allow` means Dippy approves the command, `not-allow` that it
// asks. The rule set is built once and every command classified in process (the verdicts
// are the hook's: the same classifier and runtime), so the 4,695 commands take seconds.
//
//   node scripts/dippy.mjs [--rules rules/readonly.ts] [--only test_kubectl,test_helm]
//                          [--misses] [--json]
//
// Output: per test file, approved/labelled-allow and approved/labelled-ask; the totals as
// recall (share of Dippy's approvals we approve) and false approvals (share of Dippy's asks
// we approve); with --misses, each disagreement. Exit 0 whatever the score (a report; the
// thresholds are checked by test/readonly.test.mjs).

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { load, hostFacts, fieldsOf } from "../runtime/core.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DIPPY = join(ROOT, "test/data/vectors/dippy/dippy.jsonl");

/** The labelled vectors: { id, file, command, expect }. */
export function dippyVectors(path = DIPPY) {
  return readFileSync(path, "utf8").split("\n").filter((l) => l.startsWith("{")).map((l) => {
    const v = JSON.parse(l);
    return { id: v.id, file: v.id.split("/")[1], command: v.input.command, expect: v.expect };
  });
}

/** Classifies each vector with a built classifier (wasm bytes); adds `got` (the tier). */
export function score(wasm, vectors, cwd) {
  const c = load(wasm, hostFacts(), { reuse: true });
  for (const v of vectors) {
    const payload = { hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: v.command }, cwd, session_id: "dippy" };
    try { v.got = c.classify(fieldsOf(payload)).tier; } catch (e) { v.got = "error: " + e.message; }
  }
  const sum = (xs) => ({
    allow: xs.filter((v) => v.expect === "allow").length,
    allowOk: xs.filter((v) => v.expect === "allow" && v.got === "allow").length,
    ask: xs.filter((v) => v.expect !== "allow").length,
    askApproved: xs.filter((v) => v.expect !== "allow" && v.got === "allow").length,
  });
  const files = new Map();
  for (const v of vectors) files.set(v.file, [...(files.get(v.file) ?? []), v]);
  return { total: sum(vectors), files: [...files].map(([f, xs]) => [f, sum(xs)]) };
}

/** Builds a rule file into a temp dir; the classifier's bytes. */
export function buildWasm(entry) {
  const out = mkdtempSync(join(tmpdir(), "rulec-dippy-"));
  try {
    const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", resolve(entry), "--out-dir", out, "--name", "scored", "--no-typecheck"], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`build failed:\n${r.stderr}${r.stdout}`);
    return readFileSync(join(out, "scored.wasm"));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (k) => (args.includes(k) ? args[args.indexOf(k) + 1] : undefined);
  const only = opt("--only")?.split(",");
  let vectors = dippyVectors();
  if (only) vectors = vectors.filter((v) => only.includes(v.file));
  const cwd = mkdtempSync(join(tmpdir(), "rulec-dippy-cwd-"));
  let r;
  try {
    r = score(buildWasm(opt("--rules") ?? join(ROOT, "rules/readonly.ts")), vectors, cwd);
  } catch (e) {
    console.error(`dippy: ${e.message}`);
    process.exit(1);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
  const pc = (a, b) => (b ? ((100 * a) / b).toFixed(1) + "%" : "-");
  if (args.includes("--json")) console.log(JSON.stringify({ ...r, vectors }, null, 1));
  else {
    for (const [f, s] of r.files) console.log(`${f.padEnd(24)} approved ${String(s.allowOk).padStart(4)}/${String(s.allow).padEnd(4)} asks approved ${s.askApproved}/${s.ask}`);
    if (args.includes("--misses")) {
      for (const v of vectors) {
        if (v.expect === "allow" && v.got !== "allow") console.log(`MISS   ${v.id}  ${JSON.stringify(v.command)}  (${v.got})`);
        if (v.expect !== "allow" && v.got === "allow") console.log(`FALSE  ${v.id}  ${JSON.stringify(v.command)}`);
      }
    }
    const t = r.total;
    console.log(`recall ${pc(t.allowOk, t.allow)} (${t.allowOk}/${t.allow} of Dippy's approvals), false approvals ${pc(t.askApproved, t.ask)} (${t.askApproved}/${t.ask} of Dippy's asks)`);
  }
}
