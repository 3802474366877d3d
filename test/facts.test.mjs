// Host facts cross in rounds, not through an import (wasm/engine.ts): a call that needs a
// fact it was not given records it, the host answers, rewinds and calls again. Checked
// here on the real git-local classifier with a table of facts: which facts are asked, each
// exactly once however many rounds it takes, the verdict the answers lead to, the explain
// trace, a fact that throws — and that no reference classifier imports anything (the
// reason for rounds: an import costs Node 20 a compiled wrapper at every start).

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";
import { REFERENCE } from "../scripts/reference.mjs";

const { load } = await runtime();
const { result } = await built("rules/git-local.ts");
const bytes = readFileSync(result.wasmPath);

/** Facts answered from a table, every question logged: exists → 0, isDir, repo roots. */
function tableFacts({ roots = {}, dirs = {} }) {
  const asked = [];
  const facts = {
    1: (a) => { asked.push(`exists ${a}`); return 0; },
    2: (a) => { asked.push(`isDir ${a}`); return a in dirs ? dirs[a] : -1; },
    3: (a) => { asked.push(`root ${a}`); return Object.entries(roots).find(([d]) => a.startsWith(d))?.[1] ?? ""; },
  };
  return { facts, asked };
}

const ROOTS = { "/other": "/other", "/w/p": "/w/p" };
// [command, facts, asked in order, tier, rules]
const CASES = [
  ["git status", { roots: ROOTS }, [], "context", ["status"]],
  // three facts over two rounds: the roots, then whether the other checkout is primary
  ["git -C /other/repo checkout dev", { roots: ROOTS, dirs: { "/other/.git": 1 } },
    ["root /other/repo", "root /w/p", "isDir /other/.git"], "deny", ["foreign-primary"]],
  ["git -C /other/repo checkout dev", { roots: ROOTS, dirs: { "/other/.git": 0 } },
    ["root /other/repo", "root /w/p", "isDir /other/.git"], "silent", []],
  // no repository there: the first answer ends the question
  ["git -C /other/repo checkout dev", { roots: { "/w/p": "/w/p" } }, ["root /other/repo"], "silent", []],
  // the same root asked by two commands is asked once
  ["git -C /other/repo log && git -C /other/repo checkout dev", { roots: ROOTS, dirs: { "/other/.git": 1 } },
    ["root /other/repo", "root /w/p", "isDir /other/.git"], "deny", ["foreign-primary"]],
  ["git status && git -C /other/repo grep TODO main", { roots: ROOTS },
    ["exists /other/repo/main", "root /other/repo", "root /w/p"], "context", ["status", "grep-ref@dir"]],
  // an unknown answer is unknown to the rules, not an error
  ["git -C /other/repo checkout dev", { roots: ROOTS }, ["root /other/repo", "root /w/p", "isDir /other/.git"], "silent", []],
];

for (const [command, table, asked, tier, rules] of CASES) {
  test(`facts: ${command} (${JSON.stringify(table.dirs ?? {})})`, () => {
    const t = tableFacts(table);
    const r = load(bytes, t.facts).classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", "tool_input.command": command });
    assert.equal(t.asked, asked);
    assert.is(r.tier, tier);
    assert.equal(r.rules, rules);
  });
}

test("facts: the explain trace lists each fact with the answer it was given", () => {
  const t = tableFacts({ roots: ROOTS, dirs: { "/other/.git": 1 } });
  const r = load(bytes, t.facts).classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", "tool_input.command": "git -C /other/repo checkout dev" }, { explain: true });
  assert.equal(r.facts, [
    { kind: 3, a: "/other/repo", answer: "=/other" },
    { kind: 3, a: "/w/p", answer: "=/w/p" },
    { kind: 2, a: "/other/.git", answer: "1" },
  ]);
});

test("facts: a fact that throws fails the call with its message", () => {
  const facts = { 3: () => { throw new Error("no such filesystem"); } };
  assert.throws(() => load(bytes, facts).classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", "tool_input.command": "git -C /x checkout dev" }), /no such filesystem/);
});

test("facts: a reused instance answers each call from its own facts", () => {
  const t = tableFacts({ roots: ROOTS, dirs: { "/other/.git": 1 } });
  const c = load(bytes, t.facts, { reuse: true });
  const f = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", "tool_input.command": command });
  for (let i = 0; i < 3; i++) {
    assert.equal(c.classify(f("git -C /other/repo checkout dev")).rules, ["foreign-primary"]);
    assert.equal(c.classify(f("git status")).rules, ["status"]);
  }
  assert.is(t.asked.length, 9, "three facts for each of the three checkouts, none for status");
});

for (const { name, entry, defines } of REFERENCE) {
  test(`${name}: the classifier imports nothing`, async () => {
    const { result: r } = await built(entry, { name, defines });
    assert.equal(WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(r.wasmPath))), []);
  });
}

test.run();
