// The glob fact (`globExists`): the host walks the directory (skipping .git and
// node_modules) and the classifier's own automaton tests each relative path (its
// globTest export) — no regex engine in any host. Checked on real directories, through the
// real runtime; the native host runs the same path (test/native.test.mjs, scala-guard).

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("test/rules/glob.ts");
const c = load(readFileSync(result.wasmPath), hostFacts());

// [what, files under the project, rules that fire]
const CASES = [
  ["a Scala file deep under src", ["src/main/scala/a/App.scala"], ["scala"]],
  ["only Java under src", ["src/main/java/App.java"], []],
  ["Scala only inside node_modules", ["src/node_modules/x/A.scala"], []],
  ["Scala only inside .git", ["src/.git/A.scala"], []],
  ["Scala outside src", ["lib/A.scala"], []],
  ["no src at all", ["README.md"], []],
  ["a .env file at the top", [".env.local"], ["dotenv"]],
  ["a .env file deeper: the glob is relative to the directory", ["config/.env"], []],
  ["a name that only contains .env", ["my.env.txt"], []],
  ["a non-ASCII path", ["src/é/日本.scala"], ["scala"]],
];

for (const [what, files, fired] of CASES) {
  test(`glob fact: ${what}`, () => {
    const dir = scratch("rulec-glob-");
    for (const f of files) { mkdirSync(dirname(join(dir, f)), { recursive: true }); writeFileSync(join(dir, f), ""); }
    const r = c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, project_dir: dir, "tool_input.command": "ls" });
    assert.equal(r.rules.sort(), [...fired].sort(), JSON.stringify(r));
  });
}

test("glob fact: a host without the classifier's matcher answers unknown, not a match", () => {
  const dir = scratch("rulec-glob-");
  mkdirSync(join(dir, "src"));
  writeFileSync(join(dir, "src", "A.scala"), "");
  const facts = { ...hostFacts(), 5: (a, b) => hostFacts()[5](a, b) }; // (drops the matcher)
  const r = load(readFileSync(result.wasmPath), facts).classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, project_dir: dir, "tool_input.command": "ls" });
  assert.equal(r.rules, []);
});

test.run();
