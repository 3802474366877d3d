// Host facts cross in rounds, not through an import (wasm/engine.ts): a call that needs a
// fact it was not given records it, the host answers, and resumes the decision or
// rewinds and calls again. Checked here on the real git-local and ways classifiers with
// tables of facts: which facts are asked, each exactly once however many rounds it takes,
// the verdict the answers lead to, the explain trace, a fact that throws, the resumed
// protocol itself — and that no reference classifier imports anything (the reason for
// rounds: an import costs Node 20 a compiled wrapper at every start).

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { REFERENCE } from "../scripts/reference.mjs";

const { load } = await runtime();
const { result } = await built("rules/git-local.ts");
const bytes = readFileSync(result.wasmPath);

/** Facts answered from a table, every question logged: exists → 0, isDir, repo roots, branches (none). */
function tableFacts({ roots = {}, dirs = {} }) {
  const asked = [];
  const facts = {
    1: (a) => { asked.push(`exists ${a}`); return 0; },
    2: (a) => { asked.push(`isDir ${a}`); return a in dirs ? dirs[a] : -1; },
    3: (a) => { asked.push(`root ${a}`); return Object.entries(roots).find(([d]) => a.startsWith(d))?.[1] ?? ""; },
    8: (a, b) => { asked.push(`branch ${a} ${b}`); return "none"; },
  };
  return { facts, asked };
}

const ROOTS = { "/other": "/other", "/w/p": "/w/p" };
// [command, facts, asked in order, tier, rules]
const CASES = [
  ["git status", { roots: ROOTS }, [], "context", ["status"]],
  // four facts over two rounds: where dev is and the roots, then whether the other
  // checkout is primary
  ["git -C /other/repo checkout dev", { roots: ROOTS, dirs: { "/other/.git": 1 } },
    ["branch /other/repo dev", "root /other/repo", "root /w/p", "isDir /other/.git"], "deny", ["foreign-primary"]],
  ["git -C /other/repo checkout dev", { roots: ROOTS, dirs: { "/other/.git": 0 } },
    ["branch /other/repo dev", "root /other/repo", "root /w/p", "isDir /other/.git"], "silent", []],
  // no repository there: the first answer ends the question
  ["git -C /other/repo checkout dev", { roots: { "/w/p": "/w/p" } }, ["branch /other/repo dev", "root /other/repo"], "silent", []],
  // the same root asked by two commands is asked once
  ["git -C /other/repo log && git -C /other/repo checkout dev", { roots: ROOTS, dirs: { "/other/.git": 1 } },
    ["root /other/repo", "root /w/p", "branch /other/repo dev", "isDir /other/.git"], "deny", ["foreign-primary"]],
  ["git status && git -C /other/repo grep TODO main", { roots: ROOTS },
    ["exists /other/repo/main", "root /other/repo", "root /w/p"], "context", ["status", "grep-ref@dir"]],
  // where git acts, from its environment (git(1)): GIT_WORK_TREE, else GIT_DIR; a
  // --git-dir/--work-tree on its command line wins; CDPATH set in the call makes a relative
  // cd's directory one of its entries (bash(1)): not known here
  ["GIT_DIR=/other/repo/.git git checkout dev", { roots: ROOTS, dirs: { "/other/.git": 1 } },
    ["branch /other/repo/.git dev", "root /other/repo/.git", "root /w/p", "isDir /other/.git"], "deny", ["foreign-primary"]],
  ["export GIT_WORK_TREE=/other/repo; git switch dev", { roots: ROOTS, dirs: { "/other/.git": 1 } },
    ["branch /other/repo dev", "root /other/repo", "root /w/p", "isDir /other/.git"], "deny", ["foreign-primary"]],
  ["GIT_DIR=/other/repo/.git git --git-dir=.git checkout dev", { roots: ROOTS }, ["branch /w/p/.git dev", "root /w/p/.git", "root /w/p", "isDir /w/p/.git"], "silent", []],
  // (where it acts is not known: whether dev is a branch only a remote has is not either)
  ["GIT_DIR=\"$G\" git checkout dev", { roots: ROOTS }, [], "ask", ["branch-create?", "foreign-primary?"]],
  ["CDPATH=/other; cd repo && git checkout dev", { roots: ROOTS }, [], "ask", ["branch-create?", "foreign-primary?"]],
  ["CDPATH=/other; cd ./repo && git checkout dev", { roots: ROOTS }, ["branch /w/p/repo dev", "root /w/p/repo", "root /w/p", "isDir /w/p/.git"], "silent", []],
  // an unknown answer is unknown to the rules, not an error
  ["git -C /other/repo checkout dev", { roots: ROOTS }, ["branch /other/repo dev", "root /other/repo", "root /w/p", "isDir /other/.git"], "silent", []],
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
    { kind: 8, a: "/other/repo", b: "dev", answer: "=none" },
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
  assert.is(t.asked.length, 12, "four facts for each of the three checkouts, none for status");
});

// ─── resuming: facts asked only once the rules are evaluated ───────────────────
const ways = REFERENCE.find((r) => r.name === "ways");
const waysWasm = readFileSync((await built(ways.entry, { name: ways.name, defines: ways.defines })).result.wasmPath);
const POST = { hook_event_name: "PostToolUse", tool_name: "Bash", cwd: "/w/p", session_id: "s", "tool_input.command": "git commit -m 'feat: x' && gh pr create" };

// [delivered keys, the ways whose texts come back]
const DELIVERIES = [
  [[], ["softwaredev/commits", "softwaredev/github"]],
  [["softwaredev/commits"], ["softwaredev/github"]],
  [["softwaredev/commits", "softwaredev/github"], []],
];
for (const [delivered, shown] of DELIVERIES) {
  test(`facts: once-per-session texts with ${JSON.stringify(delivered)} delivered`, () => {
    const asked = [];
    const r = load(waysWasm, { 7: (k) => { asked.push(k); return delivered.includes(k) ? 1 : 0; } }).classify(POST);
    assert.equal(asked, ["softwaredev/commits", "softwaredev/github"], "each delivery asked once");
    assert.equal(r.rules, shown);
    assert.is(r.texts.length, shown.length);
  });
}

test("facts: a call whose rules are evaluated is resumed, not run again, and renders once", () => {
  const ex = new WebAssembly.Instance(new WebAssembly.Module(waysWasm), {}).exports;
  const put = (s) => { const p = ex.alloc(s.length * 2); new Uint16Array(ex.memory.buffer, p, s.length).set([...s].map((c) => c.charCodeAt(0))); return p; };
  for (const [k, v] of Object.entries(POST)) ex.setField(put(k), k.length, put(v), v.length);
  const first = ex.classify();
  assert.is(first, 0, "no verdict rendered while a delivery is unknown");
  const q = ex.pendingFacts();
  assert.ok(q);
  assert.is(new Uint32Array(ex.memory.buffer, q, 1)[0], 2);
  assert.is(ex.resumable(), 1);
  // both answered "not delivered yet"
  const keys = ["softwaredev/commits", "softwaredev/github"];
  const p = ex.alloc(32);
  new Uint32Array(ex.memory.buffer, p, 8).set([7, keys[0].length, 0, 1, 7, keys[1].length, 0, 1]);
  ex.factStrings(p, 2);
  const at = new Uint32Array(ex.memory.buffer, p, 8).slice();
  for (let i = 0; i < 2; i++) {
    new Uint16Array(ex.memory.buffer, at[i * 4 + 1], keys[i].length).set([...keys[i]].map((c) => c.charCodeAt(0)));
    new Uint16Array(ex.memory.buffer, at[i * 4 + 3], 1)[0] = "0".charCodeAt(0);
  }
  const v = ex.resume();
  assert.ok(v);
  // (the verdict's words: tier, flags, then the counts of rules, texts, context and effects)
  const head = new Uint32Array(ex.memory.buffer, v, 6);
  const verdict = { tier: ["silent", "context", "allow", "ask", "deny"][head[0]], rules: [], texts: [] };
  const pairs = new Uint32Array(ex.memory.buffer, v + 28, 2 * (head[2] + head[3]));
  for (let i = 0; i < head[2] + head[3]; i++) (i < head[2] ? verdict.rules : verdict.texts).push(String.fromCharCode(...new Uint16Array(ex.memory.buffer, pairs[2 * i], pairs[2 * i + 1])));
  assert.is(ex.pendingFacts(), 0);
  assert.is(ex.resumable(), 0);
  const whole = load(waysWasm, { 7: () => 0 }).classify(POST);
  assert.equal(verdict, { tier: whole.tier, rules: whole.rules, texts: whole.texts });
});

// a placeholder answered by a fact ({home}) in a rule's text: asked while the verdict is
// rendered, after every rule ran — the resumed decision renders the text again
test("facts: a text whose placeholder is a fact is rendered with its answer", async () => {
  const dir = scratch("rulec-facts-home-");
  writeFileSync(join(dir, "home.ts"), `import { deny, git, ruleset } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [
  deny("rebase", git("rebase"), "Rebase from {home}, not here.", { examples: [] }),
] });
`);
  const { result: r } = await built(join(dir, "home.ts"));
  const asked = [];
  const c = load(readFileSync(r.wasmPath), { 4: (name) => { asked.push(name); return name === "HOME" ? "/home/alice" : ""; } });
  const v = c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", "tool_input.command": "git rebase -i HEAD~3" });
  assert.equal(asked, ["HOME"]);
  assert.equal(v.texts, ["Rebase from /home/alice, not here."]);
});

for (const { name, entry, defines } of REFERENCE) {
  test(`${name}: the classifier imports nothing`, async () => {
    const { result: r } = await built(entry, { name, defines });
    assert.equal(WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(r.wasmPath))), []);
  });
}

test.run();
