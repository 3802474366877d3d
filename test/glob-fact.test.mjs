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

// ─── the names a glob may expand to (globNames, fact 10) ───────────────────────
// What bash's pathname expansion of a command's glob may give where it runs, a superset
// (either letter case, a bracket also as its literal text, `**` at any depth), tested by a
// matcher: 1 some name passes, 0 none, -1 not known. The native host runs the same walk
// (test/native.test.mjs).
const { globNames, segmentMatch } = await runtime();

// [segment, name, dotglob, may match]
const SEGMENTS = [
  ["*", "a.txt", false, true], ["*", ".env", false, false], ["*", ".env", true, true], [".*", ".env", false, true],
  ["?env", ".env", false, false], ["[.]env", ".env", false, false], ["*.KEY", "a.key", false, true], ["[a-c]x", "Bx", false, true],
  ["[!a]x", "ax", false, false], ["[!a]x", "bx", false, true], ["[ab]", "[ab]", false, true], ["[[:alpha:]]1", "z1", false, true],
  ["a*b*c", "aXbYc", false, true], ["a*b*c", "aXbY", false, false], ["x[", "x[", false, true], ["*", "", false, true],
  ["[[:alpha:]", "[[:alpha:]", false, true], ["*[!", "x[!", false, true], ["x*".repeat(512), "y", false, false],
  // (longer than any name could need: may match any, at a bounded cost per name)
  ["x*".repeat(513), "y", false, true], ["[".repeat(1 << 20), "y", false, true],
];
test("glob names: a segment against a name", () => {
  for (const [g, t, dots, want] of SEGMENTS) assert.is(segmentMatch(g, t, dots), want, `${g} ~ ${t}${dots ? " (dotglob)" : ""}`);
});

const tree = scratch("rulec-glob-names-");
for (const f of ["a.key", "notes.md", "sub/deep/b.key", ".hid/c.key", "lib/x.txt"]) {
  mkdirSync(dirname(join(tree, f)), { recursive: true });
  writeFileSync(join(tree, f), "");
}
const isKey = (p) => p.endsWith(".key");
// [pattern (relative to the tree, or absolute from it), flags, answer]
const NAMES = [
  ["*", "", 1], ["*.md", "", 0], ["*/*", "", 0], ["*/*/*", "", 1], [".*/*", "", 1], ["*/*", "d", 1], ["**/*.key", "", 1],
  ["lib/**", "", 0], ["**", "", 1], ["nowhere/*", "", 0], ["notes.md/*", "", 0], ["[!a]*", "", 0], ["?.KEY", "", 1],
  ["sub//deep/*", "", 1], ["{TREE}/*.key", "", 1], ["{TREE}/lib/*", "", 0],
];
test("glob names: what a pattern may expand to, tested by the matcher", () => {
  for (const [pattern, flags, want] of NAMES) {
    const p = pattern.replace("{TREE}", tree);
    assert.is(globNames(tree, `0:0:${flags}:${p}`, isKey), want, p);
  }
});
test("glob names: past the entry limit, or without a matcher, not known", () => {
  assert.is(globNames(tree, "0:0::**/*.txt", isKey, 3), -1);
  assert.is(globNames(tree, "0:0::*", undefined), -1);
  assert.is(globNames(tree, "bad", isKey), -1);
});

test.run();
