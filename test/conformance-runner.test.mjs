// The conformance runner itself (test/conformance.mjs), with stand-in hooks that are real
// processes: `true` (silent) and a shell line that denies. What it counts, what `--sample
// K` keeps (every K-th call, a session's calls together), and that vectors making the same
// call share one run and are each judged on its answer.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { ROOT } from "./helpers/built.mjs";

const dir = scratch("rulec-runner-");
test.after(() => rmSync(dir, { recursive: true, force: true }));

const vector = (id, command, extra = {}) => JSON.stringify({ id, ruleset: "x", fixture: "empty", input: { command }, expect: "silent", ...extra });
const session = ["a", "b", "c"].map((k) => vector(`s-${k}`, "ls", { session: "one" }));
const lone = Array.from({ length: 8 }, (_, i) => vector(`lone-${i}`, `ls ${i}`));
// the same call as lone-7: one run answers both
const same = vector("same-as-7", "ls 7", { expect: "not-allow" });
const file = join(dir, "v.jsonl");
writeFileSync(file, ["# a comment", ...session, ...lone, same].join("\n") + "\n");

const run = (hook, ...args) => spawnSync(process.execPath, [join(ROOT, "test/conformance.mjs"), "--hook", hook, ...args, file], { encoding: "utf8" });

// [hook, extra arguments, calls made, vectors judged, passed, failed]
const CASES = [
  ["true", [], 11, 12, 12, 0],
  // queues: the session (3 calls), then lone-0 … lone-7 (lone-7 with same-as-7); every
  // 4th queue: the session, lone-3, lone-7 (and same-as-7)
  ["true", ["--sample", "4"], 5, 6, 6, 0],
  ["true", ["--sample", "1"], 11, 12, 12, 0],
  ["true", ["--sample", "100"], 3, 3, 3, 0],
  ["echo no >&2; exit 2", [], 11, 12, 1, 11],
];
for (const [hook, args, calls, vectors, ok, bad] of CASES) {
  test(`conformance runner: ${hook} ${args.join(" ")}`, () => {
    const r = run(hook, ...args);
    assert.match(r.stdout, new RegExp(`over ${calls} calls for ${vectors} vectors`), r.stdout + r.stderr);
    assert.match(r.stdout, new RegExp(`${ok} passed, ${bad} failed`), r.stdout);
    assert.is(r.status, bad ? 1 : 0);
    if (bad) assert.match(r.stdout, /FAIL lone-0 {2}expected silent, got deny/);
  });
}

test.run();
