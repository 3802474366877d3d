// readonly (rules/readonly.ts) and the recursive reads that print a credential store from the
// tree they walk, as grep's, ripgrep's, ag's and find's documentation defines that tree: a
// walk whose named root is, or holds by its name, a store's directory (`.git`, `sub/.git`,
// `.aws`) prints it wherever it lies. Each class: calls never approved in the tree that
// holds the store, and the ordinary calls beside them that stay approved.
//
// Cost: one build of readonly (shared through the helpers' cache), a small tree, and a
// classification per call and tree: well under a second.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";

const { fieldsOf } = await runtime();
const { classifier } = await built("rules/readonly.ts");

/** A tree of empty files (and a `.git` directory holding a config) under a new directory. */
function tree(prefix, files) {
  const dir = scratch(prefix);
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), f.endsWith("/config") ? "[remote \"origin\"]\n\turl = https://x:tok@example.com/r\n" : "");
  }
  return dir;
}
const TREES = {
  // (no store below: only the names a walk is given are judged)
  clean: tree("rulec-walks-clean-", ["README.md", "src/app.ts", ".git/config", "sub/.git/config", ".aws/config"]),
};
const tier = (cwd, command) => classifier.classify(fieldsOf({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command }, cwd, session_id: "s" })).tier;

// [class, tree, calls never approved there, calls still approved there]
const CLASSES = [
  ["a walk whose root is, or holds by its name, a store's directory (`.git`, `sub/.git`, `.aws`), relative or absolute", "clean",
    ["grep -r url .git", "rg url .git", "rg url ./.git/", "grep -rn url sub/.git", "rg url sub/.git/", "ag url .git", "ack url .git",
      "find .git -name config -exec cat {} +", "find sub/.git -type f | xargs cat", "cat $(find .git -name config)",
      "cd .git && grep -r url .", "cd sub/.git && rg url", "grep -r url .GIT", "diff -r .git /dev/null", "rg key .aws",
      "grep -r token .config", "rg token .config/gh", "grep -r x .git/modules", "find .ssh -exec cat {} +", "rg -e url -- .git"],
    ["grep -rn TODO src/", "grep -rn TODO src", "rg foo src", "rg url .github", "grep -r x .gitlab", "ls .git", "ls -la .git | head",
      "cat .git/HEAD", "find .git -name '*.pack' | wc -l", "grep -c x .gitignore", "rg x .gitmodules", "find src -exec wc -l {} +",
      "grep -r TODO containers/", "rg TODO helm"]],
];

for (const [what, where, never, approved] of CLASSES) {
  const cwd = TREES[where];
  test(`never approved: ${what}`, () => {
    for (const c of never) assert.is.not(tier(cwd, c), "allow", c);
  });
  test(`still approved beside it: ${what}`, () => {
    for (const c of approved) assert.is(tier(cwd, c), "allow", c);
  });
}

// (… and named by its absolute path)
test("a walk of a store's directory named by its absolute path", () => {
  const at = TREES.clean;
  for (const c of [`rg url ${at}/.git`, `grep -r url ${at}/sub/.git/`, `find ${at}/.git -type f -exec cat {} +`]) assert.is.not(tier(at, c), "allow", c);
  for (const c of [`rg foo ${at}/src`, `grep -rn TODO ${at}/src/`]) assert.is(tier(at, c), "allow", c);
});

test.run();
