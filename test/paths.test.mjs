// Words read as paths (`asPath`: wasm/rules.ts normalPath) and command names compared
// case-insensitively (`caseInsensitiveCommands`): the spellings a path or a command name
// has for the kernel and for a case-insensitive filesystem, through a real build.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("test/rules/paths.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const fired = (command) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w", project_dir: "/w", "tool_input.command": command }).rules;

// [command, rules that fire]
const CASES = [
  ["rm /etc", ["system-dir"]],
  ["rm //etc", ["system-dir"]],
  ["rm /./etc", ["system-dir"]],
  ["rm /etc/", ["system-dir"]],
  ["rm /etc//", ["system-dir"]],
  ["rm /tmp/../etc", ["system-dir"]],
  ["rm /usr/local/..", ["system-dir"]],
  ["rm /../../usr", ["system-dir"]],
  ["rm /etc/passwd", []],
  ["rm etc", []],
  ["rm ./etc", []],
  ["rm -r /tmp/x", []],
  ["rm -r /tmp/x/../y", []],
  ["rm -r /tmp/../home", ["outside-tmp"]],
  ["rm -r /tmp/./../var", ["outside-tmp"]],
  ["rm -r /tmp/..", ["outside-tmp"]],
  ["RM /etc", ["system-dir"]],
  ["Rm -r //home", ["outside-tmp"]],
  ["/BIN/RM /etc", ["system-dir"]],
  ["GIT reset --hard", ["reset-hard"]],
  // (the subcommand in any case too: a case-insensitive filesystem finds git-RESET's program
  // in git's exec path — a builtin then refuses the name, a scripted command runs — so the
  // rule set that ignores case reads it as reset, the side that cannot lose work)
  ["Git RESET --hard", ["reset-hard"]],
  ["git rEsEt --hard", ["reset-hard"]],
  // a relative path against the directory the command runs in (the call's cwd, as cd moves it)
  ["rm ../etc", ["system-dir"]],
  ["cd / && rm etc", ["system-dir"]],
  ["cd /usr && rm ../etc/./", ["system-dir"]],
  ["rm \"$PWD\"/../etc", ["system-dir"]],
  ["cd /tmp && rm etc", []],
  ["cd \"$X\" && rm etc", ["system-dir?"]],       // (a directory known only at run time)
  ["cd - && rm etc", ["system-dir?"]],
  ["cd /usr && rm ~+/../etc", ["system-dir"]],
  ["rm ~-/etc", ["system-dir?"]],
  // a process's root is the root
  ["rm /proc/self/root/etc", ["system-dir"]],
  ["rm /proc/thread-self/root/usr/", ["system-dir"]],
  ["rm /proc/12/root/etc", ["system-dir"]],
  ["rm /proc/self/rootfs/etc", []],
  ["rm /proc/x1/root/etc", []],
];
for (const [command, want] of CASES) {
  test(`paths: ${command}`, () => assert.equal(fired(command), want));
}

test.run();
