// The git model: global options stripped, subcommand, flags with their values,
// positionals, `--`. Read through the explain trace of a built classifier.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { built } from "./helpers/built.mjs";

const { classifier } = await built("rules/git-local.ts");

function view(command) {
  const r = classifier.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", "tool_input.command": command }, { explain: true });
  const t = r.trace.find((e) => e.git);
  return t ? t.git : null;
}

// [command, sub, flags, values, positionals, after, dir]
const CASES = [
  ["git status", "status", [], [], [], [], "/w/p"],
  ["git -C /x -c core.pager=cat --no-pager log -n 5 --oneline", "log", ["-n", "--oneline"], ["5", ""], [], [], "/x"],
  ["git -C sub -C deeper status", "status", [], [], [], [], "/w/p/sub/deeper"],
  ["git --git-dir=/r/.git --work-tree=/r diff", "diff", [], [], [], [], "/r"],
  // git(1): a repeated global option is read in order, so the last one given wins
  ["git --work-tree=/a --work-tree=/b status", "status", [], [], [], [], "/b"],
  ["git --work-tree /a --work-tree=sub status", "status", [], [], [], [], "/w/p/sub"],
  ["git --git-dir=/a/.git --git-dir=/b/.git status", "status", [], [], [], [], "/b/.git"],
  ["git branch --contains HEAD", "branch", ["--contains"], ["HEAD"], [], [], "/w/p"],
  ["git branch -D old", "branch", ["-D"], [""], ["old"], [], "/w/p"],
  ["git clean -fdx", "clean", ["-f", "-d", "-x"], ["", "", ""], [], [], "/w/p"],
  ["git log -n5 -10 --max-count=3", "log", ["-n", "-10", "--max-count"], ["5", "", "3"], [], [], "/w/p"],
  ["git commit -m 'a -b c' --amend", "commit", ["-m", "--amend"], ["a -b c", ""], [], [], "/w/p"],
  ["git diff HEAD~1 -- src -x", "diff", [], [], ["HEAD~1"], ["src", "-x"], "/w/p"],
  ["git grep -e TODO main", "grep", ["-e"], ["TODO"], ["main"], [], "/w/p"],
  ["git checkout -b feature origin/main", "checkout", ["-b"], ["feature"], ["origin/main"], [], "/w/p"],
  ["git config --get remote.origin.url", "config", ["--get"], [""], ["remote.origin.url"], [], "/w/p"],
  ["cd /elsewhere && git status", "status", [], [], [], [], "/elsewhere"],
];

for (const [command, sub, flags, values, positionals, after, dir] of CASES) {
  test(`git: ${command}`, () => {
    const g = view(command);
    assert.ok(g, "no git view");
    assert.equal({ sub: g.sub, flags: g.flags, values: g.values, positionals: g.positionals, after: g.after, dir: g.dir },
      { sub, flags, values, positionals, after, dir });
  });
}

test("git: not git", () => {
  assert.is(view("gitk --all"), null);
  assert.is(view("echo git add ."), null);
});

test.run();
