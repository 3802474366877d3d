// Linear work, bounded memory: doubling the segments of an && chain, a pipeline, a `;` list
// or a nesting at most doubles the work a call does (the engine's step count: every loop
// over commands, words, hits and facts) and the memory it allocates, for every reference
// rule set. Counted, not timed: the bound holds on any machine, however busy.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";
import { REFERENCE } from "../scripts/reference.mjs";

const { load } = await runtime();
const sets = await Promise.all(REFERENCE.map(async (r) => {
  const b = await built(r.entry, { name: r.name, defines: r.defines });
  return { name: r.name, c: load(readFileSync(b.result.wasmPath), undefined, { reuse: true }) };
}));

// a call, measured: the engine's steps, and the bytes it allocated (the reused instance
// rewinds its allocator to the same mark before each call)
function measure(c, cmd) {
  c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", "tool_input.command": "true" });
  const base = c.stats();
  c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", "tool_input.command": cmd });
  const s = c.stats();
  return { work: s.work, bytes: s.top - base.top };
}

// shapes of a call that grow with n: what a model might pad a deny with
const SHAPES = {
  "&& chain": (n) => Array(n).fill("git status -s").join(" && "),
  "&& chain of mixed commands": (n) => Array.from({ length: n }, (_, i) => ["git log -1", "ls src", "rm -f a.txt", "cat x | wc -l"][i % 4]).join(" && "),
  pipeline: (n) => Array(n).fill("cat x").join(" | "),
  // (each stage judged in both directories, and the others put where it is: a pass over
  // the call for each of the first 64)
  "pipeline after a cd that may fail": (n) => "cd /; cd /srv; " + Array(n).fill("cat x").join(" | "),
  "; list": (n) => Array(n).fill("git diff main").join("; "),
  "assignments and expansions": (n) => Array.from({ length: n }, (_, i) => `X${i}=a; echo $X${i} $Y`).join("; "),
  "heredocs": (n) => Array(n).fill("cat <<EOF\nx\nEOF").join("\n"),
  // (text a program reads, built from many pieces: each was a concatenation — and Array#join
  // is one a piece —, memory quadratic in the pieces with an allocator that frees nothing)
  "sed -e scripts": (n) => "sed " + "-e p ".repeat(n) + "x",
  "perl -e programs": (n) => "perl -pi " + "-e 1 ".repeat(n) + "x",
  "sed e text": (n) => "sed -e e" + "x".repeat(n),
  "env -S escapes": (n) => 'env -S "' + "a\\n".repeat(n) + '"',
  "alias arguments": (n) => "alias g=git; g log " + "a ".repeat(n),
  "path parts": (n) => "python3 -c 'import os; open(os.path.join(" + "\"a\",".repeat(n) + "\"b\"), \"w\")'",
  "sed -i suffixes": (n) => "sed " + "-ix ".repeat(n) + "f",
  // (a directory that only grows: past PATH_MAX it is not known)
  "cd deeper and deeper": (n) => "cd a && ".repeat(n) + "rm -rf b",
  "git -C deeper and deeper": (n) => "git " + "-C a ".repeat(n) + "add .",
  // (a glob word a rule's pattern is searched for: each search's scratch was its own, and
  // the allocator frees nothing within a call)
  "glob words": (n) => Array(n).fill("rm -rf /tmp/x" + "?".repeat(24)).join("; "),
};
// nesting is capped at 48 levels: 20 against 40
const NESTING = (n) => "echo " + "$( ".repeat(n) + "git add ." + " )".repeat(n);

const ratio = (a, b) => b / Math.max(a, 1);
// at most double, give or take what a growing array's last doubling and a block header
// cost (1% and 4 KB): a quadratic step would be ×4 here
const doubled = (a, b) => b <= 2 * a * 1.01 + 4096;

for (const { name, c } of sets) {
  test(`linear work and memory: ${name}`, () => {
    for (const [shape, make] of Object.entries(SHAPES)) {
      const one = measure(c, make(2000)), two = measure(c, make(4000));
      assert.ok(doubled(one.work, two.work), `${shape}: work ${one.work} → ${two.work} (×${ratio(one.work, two.work).toFixed(2)})`);
      assert.ok(doubled(one.bytes, two.bytes), `${shape}: bytes ${one.bytes} → ${two.bytes} (×${ratio(one.bytes, two.bytes).toFixed(2)})`);
    }
    // (nesting by increments — 10 → 20 levels against 20 → 40 — so the part of a call that
    // does not grow with the depth is left out: linear growth doubles the increment, a
    // quadratic one makes it ×4; a set with many rules spends ~30 KB a command, which a
    // plain 20-against-40 ratio reads as a constant it is not)
    const zero = measure(c, NESTING(10)), one = measure(c, NESTING(20)), two = measure(c, NESTING(40));
    assert.ok(doubled(one.work - zero.work, two.work - one.work), `nesting: work ${zero.work} → ${one.work} → ${two.work}`);
    assert.ok(doubled(one.bytes - zero.bytes, two.bytes - one.bytes), `nesting: bytes ${zero.bytes} → ${one.bytes} → ${two.bytes}`);
  });
}

test("linear: a 16,000-segment && chain stays within the memory a client's payload allows", () => {
  for (const { name, c } of sets) {
    const { bytes } = measure(c, SHAPES["&& chain"](16000));
    // (well under the module's maximum: about 2 KB a segment)
    assert.ok(bytes < 64 * 1024 * 1024, `${name}: ${bytes} bytes`);
  }
});

test("linear: glob words share one search scratch", () => {
  for (const { name, c } of sets) {
    const { bytes } = measure(c, SHAPES["glob words"](1000));
    // (each word's search needs tens of KB of scratch: a thousand of them once held 265 MB,
    // and three thousand ran the classifier out of memory, an ask in place of a later deny)
    assert.ok(bytes < 16 * 1024 * 1024, `${name}: ${bytes} bytes`);
  }
});

// (a bound on a command's memory, not only its growth: the classifier's memory is finite,
// and a call that runs out of it gets the failure verdict — an ask in place of the deny of
// a command after the padding)
const BOUNDED = [
  // a name known only when it runs: every rule asks about the command, each selection and
  // each fact's path once (421 KB a command before)
  ["commands named at run time", Array(1000).fill("$CMD").join("; "), 64],
  // programs `git config` stored, which every later git command reads again: their reads
  // are bounded (64 stored programs read by 4,000 git commands: gigabytes before)
  ["stored git programs", Array.from({ length: 64 }, (_, i) => `git config core.fsmonitor 'echo ${i}'`).join("; ") + "; " + Array(4000).fill("git status").join("; "), 64],
];
for (const [shape, cmd, mb] of BOUNDED) {
  test(`linear: ${shape} stay within ${mb} MB`, () => {
    for (const { name, c } of sets) {
      const { bytes } = measure(c, cmd);
      assert.ok(bytes < mb * 1024 * 1024, `${name}: ${bytes} bytes`);
    }
  });
}

// (the glob searches of one call share a budget — dfa.ts GLOB_CALL_BUDGET —: past it a glob
// word is not known, so a guard asks; below it, and for literal words, the answer stands)
test("linear: past the call's glob budget a glob word is not known", () => {
  const destructive = sets.find((s) => s.name === "destructive").c;
  const tier = (cmd) => destructive.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", "tool_input.command": cmd }).tier;
  const glob = "rm -rf /tmp/x" + "?".repeat(24), literal = "rm -rf /tmp/x" + "y".repeat(24);
  assert.is(tier(glob), "silent");
  assert.is(tier(Array(200).fill(glob).join("; ")), "ask");
  assert.is(tier(Array(200).fill(literal).join("; ")), "silent");
});

test.run();
