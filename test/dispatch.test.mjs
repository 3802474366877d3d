// Rule indexing (compiler/ruledata.ts dispatch): the engine looks a command's name, or git's literal
// subcommand, up once and evaluates only the rules that name it and the ones without a
// guard. The guards it derives from the IR must be necessary conditions, and the verdict
// must be what evaluating every rule gives: checked here on a table of predicates, then
// on the reference rule sets built both ways, over every command of the corpora and
// vectors.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importTs } from "./helpers/ts.mjs";
import { ROOT, compiler, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { VECTORS } from "../scripts/reference.mjs";

const { guardOf, dispatch } = await importTs(join(ROOT, "compiler/ruledata.ts"));

const cmd = (...names) => ({ k: "command", names });
const git = (...subs) => ({ k: "git", subs });
const flag = { k: "some", sel: { of: "flags", from: 0, to: null }, w: { k: "eq", values: ["-f"] } };
// [label, predicate, guard]
const GUARDS = [
  ["a command", cmd("rm", "rmdir"), { k: "name", names: ["rm", "rmdir"] }],
  ["git and a subcommand", git("push"), { k: "git", subs: ["push"] }],
  ["any git command", git(), { k: "git", subs: null }],
  ["a flag alone", flag, null],
  ["a conjunction takes its most selective guard", { k: "all", of: [flag, git(), git("push", "fetch")] }, { k: "git", subs: ["push", "fetch"] }],
  ["… a name over any git command", { k: "all", of: [git(), cmd("git")] }, { k: "name", names: ["git"] }],
  ["a disjunction of names unites them", { k: "any", of: [cmd("rm"), { k: "all", of: [cmd("shred"), flag] }] }, { k: "name", names: ["rm", "shred"] }],
  ["a disjunction of subcommands unites them", { k: "any", of: [git("push"), git("fetch", "push")] }, { k: "git", subs: ["push", "fetch"] }],
  ["… with any git command, any git command", { k: "any", of: [git("push"), git()] }, { k: "git", subs: null }],
  ["a disjunction with an unguarded branch has none", { k: "any", of: [cmd("rm"), flag] }, null],
  ["a disjunction of a name and git guards both", { k: "any", of: [cmd("rm"), git("push")] }, { k: "both", names: ["rm"], subs: ["push"] }],
  ["… and any git command with it", { k: "any", of: [cmd("rm"), git(), { k: "any", of: [cmd("ls"), git("log")] }] }, { k: "both", names: ["rm", "ls"], subs: null }],
  ["a negation has none", { k: "not", of: cmd("rm") }, null],
  ["an empty disjunction has none", { k: "any", of: [] }, null],
];
for (const [label, pred, guard] of GUARDS) {
  test(`guard: ${label}`, () => assert.equal(guardOf(pred), guard));
}

test("dispatch: mostly unguarded rules keep the plain loop", () => {
  const d = dispatch([{ index: 0, guard: null }, { index: 1, guard: null }, { index: 2, guard: { k: "name", names: ["rm"] } }]);
  assert.equal(d.indexed, false);
  assert.equal(d.groups[d.all], [0, 1, 2]);
});

test("dispatch: guarded rules go to their name's or subcommand's group, in rule order", () => {
  const d = dispatch([
    { index: 0, guard: { k: "git", subs: ["push"] } },
    { index: 1, guard: { k: "name", names: ["rm"] } },
    { index: 2, guard: { k: "git", subs: null } },
    { index: 3, guard: { k: "git", subs: ["push", "fetch"] } },
    { index: 4, guard: { k: "name", names: ["git", "rm"] } },
    { index: 5, guard: { k: "both", names: ["ls"], subs: ["fetch"] } },
  ]);
  const group = (pairs, name) => d.groups[new Map(pairs).get(name)];
  // [what, the group's rules]
  const CASES = [
    ["git push", group(d.bySub, "push"), [0, 2, 3, 4]],
    ["git fetch", group(d.bySub, "fetch"), [2, 3, 4, 5]],
    ["rm", group(d.byName, "rm"), [1, 4]],
    ["ls", group(d.byName, "ls"), [5]],
    ["another git subcommand", d.groups[d.gitOther], [2, 4]],
    ["another command", d.groups[d.none], []],
    ["a command word known only at run time", d.groups[d.all], [0, 1, 2, 3, 4, 5]],
  ];
  assert.ok(d.indexed);
  for (const [what, got, want] of CASES) assert.equal(got, want, what);
});

// ─── the same verdicts as every rule on every command ────────────────────────────
const commands = [...new Set(["dcg.jsonl", "dcg-gaps.jsonl", "destructive-forms.jsonl", "git-local.jsonl", "git-local-forms.jsonl", "git-local-equivalents.jsonl", "scala-guard.jsonl"].flatMap((f) =>
  readFileSync(join(VECTORS, f), "utf8").split("\n").filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l).input?.command).filter((c) => typeof c === "string")))];
const cwd = scratch("rulec-dispatch-");
const { build } = await compiler();
const { load, hostFacts } = await runtime();

for (const entry of ["rules/git-local.ts", "rules/destructive.ts", "rules/readonly.ts"]) {
  test(`dispatch: ${entry} gives every verdict a plain loop gives, over ${commands.length} commands`, async () => {
    const out = scratch("rulec-dispatch-build-");
    const indexed = await build({ entry: join(ROOT, entry), outDir: join(out, "indexed"), noTypecheck: true });
    const plain = await build({ entry: join(ROOT, entry), outDir: join(out, "plain"), noTypecheck: true, plainDispatch: true });
    assert.match(indexed.dataText, /^dispatch: by name$/m, "indexed");
    assert.match(plain.dataText, /^dispatch: every rule on every command$/m, "plain");
    const a = load(readFileSync(indexed.wasmPath), hostFacts(), { reuse: true });
    const b = load(readFileSync(plain.wasmPath), hostFacts(), { reuse: true });
    for (const command of commands) {
      const f = { hook_event_name: "PreToolUse", tool_name: "Bash", cwd, project_dir: cwd, "tool_input.command": command };
      assert.equal(a.classify(f), b.classify(f), command);
    }
  });
}

test.run();
