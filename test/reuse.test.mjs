// One instance reused for many calls (benchmarks, batch tools): each call must answer
// exactly as a fresh instance does, and the allocator's rewind between calls must keep
// memory flat — run over every command of the dcg corpus and the git-local vectors.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { VECTORS } from "../scripts/reference.mjs";

const { load, hostFacts } = await runtime();
const cwd = scratch("rulec-reuse-");

function commands(file) {
  return readFileSync(join(VECTORS, file), "utf8").split("\n")
    .filter((l) => l.startsWith("{")).map((l) => JSON.parse(l).input?.command).filter((c) => typeof c === "string");
}

const CASES = [
  ["rules/destructive.ts", "dcg.jsonl"],
  ["rules/git-local.ts", "git-local.jsonl"],
];

for (const [entry, vectors] of CASES) {
  test(`${entry}: a reused instance answers like fresh ones over ${vectors}, in flat memory`, async () => {
    const { result } = await built(entry);
    const bytes = readFileSync(result.wasmPath);
    const fresh = load(bytes, hostFacts());
    const reused = load(bytes, hostFacts(), { reuse: true });
    const cmds = commands(vectors);
    assert.ok(cmds.length > 20, "the vectors give commands");
    const fields = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd, project_dir: cwd, "tool_input.command": command });
    let after = 0;
    for (let round = 0; round < 3; round++) {
      for (const c of cmds) assert.equal(reused.classify(fields(c)), fresh.classify(fields(c)), c);
      if (round === 0) after = reused.memoryBytes();
    }
    // two more rounds over the same inputs may not grow it
    assert.ok(after > 0);
    assert.is(reused.memoryBytes(), after);
  });
}

test("a large call in between leaves later calls correct", async () => {
  const { result } = await built("rules/git-local.ts");
  const bytes = readFileSync(result.wasmPath);
  const reused = load(bytes, hostFacts(), { reuse: true });
  const fresh = load(bytes, hostFacts());
  const f = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd, project_dir: cwd, "tool_input.command": command });
  const small = "git push --force origin main";
  const before = reused.classify(f(small));
  reused.classify(f("echo " + "x".repeat(200000) + " && git add ."));
  assert.equal(reused.classify(f(small)), before);
  assert.equal(before, fresh.classify(f(small)));
});

test("a long argument no rule reads is not copied out of the command", async () => {
  const { result } = await built("rules/git-local.ts");
  const bytes = readFileSync(result.wasmPath);
  const f = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd, project_dir: cwd, "tool_input.command": command });
  const long = "x".repeat(1 << 20);
  const reused = load(bytes, hostFacts(), { reuse: true });
  assert.equal(reused.classify(f(`echo ${long} && git add .`)), load(bytes, hostFacts()).classify(f("echo x && git add .")));
  // the command takes 2 MB as UTF-16; a copy of its one long word would take 2 MB more.
  // (The allocator's top, not the memory's size: memory grows by doubling, so its size
  // says as much about the classifier's own data as about the call.)
  const small = load(bytes, hostFacts(), { reuse: true });
  small.classify(f("echo x && git add ."));
  const grew = reused.stats().top - small.stats().top;
  assert.ok(grew < 3 << 20, `${grew} bytes`);
});

test("a rule that reads a long argument has it whole", async () => {
  const { result } = await built("rules/destructive.ts");
  const c = load(readFileSync(result.wasmPath), hostFacts());
  const f = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd, project_dir: cwd, "tool_input.command": command });
  // [a command with a long word, one with a short word the rules see the same]
  const PAIRS = [
    [`rm -rf ${"/".repeat(1 << 16)}`, "rm -rf /"],
    [`rm -rf /${"a".repeat(1 << 16)}`, "rm -rf /a"],
    [`rm -rf ${"/".repeat(5000)}tmp`, "rm -rf /tmp"],
  ];
  for (const [long, short] of PAIRS) {
    const a = c.classify(f(long)), b = c.classify(f(short));
    assert.equal([a.tier, a.rules], [b.tier, b.rules], short);
  }
  assert.ok(c.classify(f(PAIRS[0][0])).rules.includes("rm-root-home"));
});

test.run();
