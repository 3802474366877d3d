// A cd into the home (`cd`, `cd ~/x`, `cd $HOME/x`, a relative cd from there) leaves the
// shell in a directory the model keeps as `~/x`, as it keeps `git -C ~/x`: the rules read
// it as the home's directory, and the engine asks the host about it with the hook's HOME
// (wasm/shell/interp.ts homeSource/homeDir, wasm/engine.ts Ctx#ask). What bash does not
// expand as the home — a quoted `~`, `~"/x"`, `'$HOME'` — and what climbs above the home,
// `~user`, `~-`, a HOME the call sets to a value not known, stay a directory not known.
// Rows were checked in bash 5.2 (`HOME=/tmp/h bash -c 'cd ~"/x"; pwd'` …).

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { FACT_ENV } from "../runtime/protocol.mjs";

const SETS = ["destructive", "git-local", "readonly"];
const home = scratch("rulec-home-");
for (const d of [".ssh", ".aws", "src", "proj"]) mkdirSync(join(home, d));
for (const f of [".ssh/id_rsa", ".aws/credentials", "src/main.py", "proj/README.md"]) writeFileSync(join(home, f), "x\n");
execFileSync("git", ["init", "-q", join(home, "proj")]);
const proj = scratch("rulec-home-proj-");
writeFileSync(join(proj, "README.md"), "x\n");
execFileSync("git", ["init", "-q", proj]);

const { load, hostFacts, env } = await runtime();
const facts = { ...hostFacts(), [FACT_ENV]: (a) => (a === "HOME" ? home : env(a)) };
const cls = {};
for (const s of SETS) cls[s] = load(readFileSync((await built(`rules/${s}.ts`)).result.wasmPath), facts);
const tier = (s, cmd) => cls[s].classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: proj, project_dir: proj, "tool_input.command": cmd }).tier;

// [command, destructive, git-local, readonly]
const CASES = [
  // placed in the home: a kept file there is the home's
  ["cd ~/.ssh && rm id_rsa", "deny", "silent", "silent"],
  ["cd && rm -f .ssh/id_rsa", "deny", "silent", "silent"],
  ["cd ~ && cd .ssh && rm -f id_ed25519", "deny", "silent", "silent"],
  ["cd \"$HOME/.ssh\" && rm id_rsa", "deny", "silent", "silent"],
  ["cd ${HOME}/.aws && rm credentials", "deny", "silent", "silent"],
  ["cd ~/src/.. && rm .ssh/id_rsa", "deny", "silent", "silent"],
  ["pushd ~/.ssh && rm id_rsa", "deny", "silent", "silent"],
  // … and a read there is judged as the home's file
  ["cd ~/.ssh && cat id_rsa", "silent", "silent", "silent"],
  ["cd ~/.aws && cat credentials", "silent", "silent", "silent"],
  ["cd ~/src && cat main.py", "silent", "silent", "allow"],
  ["cd ~ && ls -la", "silent", "silent", "allow"],
  ["cd ~/.ssh && ls", "silent", "silent", "allow"],
  // … and readonly refuses what runs inside a store there, or walks the home
  ["cd ~/.ssh && ls | xargs cat", "silent", "ask", "silent"],
  ["cd ~/.aws && cat \"$F\"", "silent", "ask", "silent"],
  ["cd ~ && grep -r token .", "silent", "deny", "silent"],
  // git there acts in the home's repository, not the project's
  ["cd ~/proj && git status", "silent", "context", "allow"],
  // not the home as bash expands it: a directory not known
  ["cd '~/.ssh' && rm id_rsa", "ask", "ask", "silent"],
  ["cd \"~/.ssh\" && rm id_rsa", "ask", "ask", "silent"],
  ["cd ~\"/.ssh\" && rm id_rsa", "ask", "ask", "silent"],
  ["cd '$HOME/.ssh' && rm id_rsa", "ask", "ask", "silent"],
  ["cd ~/src/../.. && rm x", "ask", "ask", "silent"],
  ["cd ~- && rm x", "ask", "ask", "silent"],
  ["cd $HOMEDIR && rm x", "ask", "ask", "silent"],
  ["HOME=$(mktemp -d); cd && rm x", "ask", "ask", "silent"],
  // a HOME the call sets to a known value is that directory
  ["HOME=/etc; cd && rm passwd", "deny", "silent", "silent"],
  // … and so is one assigned before the cd itself: cd reads its temporary environment
  ["HOME=/etc cd && rm passwd", "deny", "silent", "silent"],
  ["HOME=/etc cd; rm -f passwd", "deny", "silent", "silent"],
  ["HOME=$(mktemp -d) cd && rm x", "ask", "ask", "silent"],
  ["HOME+=/x cd && rm x", "ask", "ask", "silent"],
  // (the operand's ~ is expanded before that assignment: the host's home)
  ["HOME=/etc cd ~/.ssh && rm id_rsa", "deny", "silent", "silent"],
  ["X=1 cd && rm -f .ssh/id_rsa", "deny", "silent", "silent"],
];

for (const [cmd, ...want] of CASES) {
  test(cmd, () => {
    assert.equal(SETS.map((s) => tier(s, cmd)), want);
  });
}

test.run();
