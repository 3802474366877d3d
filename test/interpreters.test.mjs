// Shells given their program with -c, read by their option grammar (bash(1), sh, zsh, ksh):
// options bundle, -o/+o and -O/+O take the next word, -c makes the first operand the
// program, -n reads it and runs nothing. Through a real build of destructive.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("rules/destructive.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", project_dir: "/tmp", "tool_input.command": command }).tier;

// [command, tier]
const CASES = [
  ["bash -c 'git reset --hard'", "deny"],
  ["bash -euo pipefail -c 'git reset --hard'", "deny"],
  ["bash -e -o pipefail -c 'git reset --hard'", "deny"],
  ["bash -co pipefail 'git reset --hard'", "deny"],
  ["bash -Oc extglob 'git reset --hard'", "deny"],
  ["bash -O extglob -c 'rm -rf /'", "deny"],
  ["sh -ec 'git reset --hard'", "deny"],
  ["sh -xec 'rm -rf ~'", "deny"],
  ["zsh +o nomatch -c 'rm -rf /'", "deny"],
  ["ksh -o errexit -c 'git clean -fd'", "deny"],
  ["bash --norc -c 'git reset --hard'", "deny"],
  ["bash --rcfile x.rc -c 'git reset --hard'", "deny"],
  ["bash -n -c 'git reset --hard'", "silent"],      // (-n: read, not run)
  ["bash -o errexit build.sh", "silent"],          // (a script file: not analysed)
  ["bash -euo pipefail -c \"$CMD\"", "ask"],      // (a program known only when it runs)
];
for (const [command, want] of CASES) test(`shell -c: ${command}`, () => assert.is(tier(command), want));

test.run();
