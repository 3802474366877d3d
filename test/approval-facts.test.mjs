// Facts asked only to judge an approval (the file a link names, the names a glob may expand
// to) cost the call a second pass (wasm/engine.ts approvalFactsOnly). They are not asked
// where the call is not approved whatever they say: a stricter tier stands, or another
// action is not approved and no such fact bore on it — and once an action no allow rule
// holds of is judged, the allow rules after it are not judged at all (unapprovable).
// Checked on the real readonly and recommended classifiers in a real directory with a link
// to a key: which kinds of fact the host was asked, and that the verdict is the one the
// answers give. Explain mode asks them all (its trace shows every rule's value).

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";

const { load, hostFacts } = await runtime();
const sets = {
  readonly: readFileSync((await built("rules/readonly.ts")).result.wasmPath),
  recommended: readFileSync((await built("rules/recommended.ts")).result.wasmPath),
};

const dir = scratch("rulec-approval-facts-");
mkdirSync(join(dir, "keys"));
writeFileSync(join(dir, "keys", "id_rsa"), "");
writeFileSync(join(dir, "README.md"), "");
symlinkSync(join(dir, "keys", "id_rsa"), join(dir, "notes.txt"));

const KIND = { 9: "dashName", 10: "globNames", 11: "realPath" };

/** The verdict and the kinds of approval fact the host was asked (each kind once). */
function judge(set, command, explain = false) {
  const host = hostFacts();
  const asked = new Set();
  const facts = { ...host };
  for (const k of Object.keys(KIND)) facts[k] = (...a) => { asked.add(KIND[k]); return host[k](...a); };
  const r = load(sets[set], facts).classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, project_dir: dir, "tool_input.command": command }, { explain });
  return { decision: r.tier, asked: [...asked].sort() };
}

// [set, command, decision, approval facts asked]
const CASES = [
  // approved, or refused by what a link names: the facts are needed
  ["readonly", "cat README.md", "allow", ["realPath"]],
  ["readonly", "cat notes.txt", "silent", ["realPath"]],
  ["readonly", "cat *", "silent", ["globNames", "realPath"]],
  ["readonly", "cat README.md && ls", "allow", ["realPath"]],
  // another action is not approved, whatever the host says: nothing asked, in either order
  ["readonly", "npm test && cat README.md", "silent", []],
  ["readonly", "cat README.md && npm test", "silent", []],
  ["readonly", "cat * | sh", "silent", []],
  ["readonly", "git status && npm test -- --coverage; echo done | tee out.log", "silent", []],
  // (a write no approval covers, on an action whose approval met the fact: asked, to be sure)
  ["readonly", "cat README.md > copy.md", "silent", ["realPath"]],
  // a stricter verdict stands: nothing asked
  ["recommended", "git push --force; cat README.md", "deny", []],
  ["recommended", "rm -rf ~; cat README.md", "deny", []],
  // (an action before it that no allow rule holds of: the allow rules after it are not
  // judged at all — engine.ts unapprovable —, so ask nothing)
  ["readonly", "npm test; cat * && cat notes.txt", "silent", []],
  // (… but one whose approval met a fact not known yet does not stop them)
  ["readonly", "cat notes.txt; cat README.md", "silent", ["realPath"]],
  ["recommended", "cat notes.txt && git push --force", "deny", []],
  // the guard's half asks no approval fact; the approval's half asks as readonly does
  ["recommended", "cat README.md", "allow", ["realPath"]],
  ["recommended", "cat notes.txt", "silent", ["realPath"]],
];

for (const [set, command, decision, asked] of CASES) {
  test(`${set}: ${command}`, () => {
    assert.equal(judge(set, command), { decision, asked });
  });
}

test("explain asks every approval fact, and its verdict is the same", () => {
  const r = judge("readonly", "npm test && cat README.md", true);
  assert.equal(r, { decision: "silent", asked: ["realPath"] });
});

test.run();
