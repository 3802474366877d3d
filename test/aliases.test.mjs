// Aliases the call defines are expanded where a later command's first word names one
// (wasm/shell.ts, "aliases"): the expansion is what is judged. An alias known only when it
// runs makes the commands that may use it unknown. Through a real build of destructive.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const guard = load(readFileSync((await built("rules/destructive.ts")).result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => guard.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command }).tier;

// [command, destructive's tier]
const CASES = [
  ["shopt -s expand_aliases; alias x='rm -rf ~'; x", "deny"],
  ["alias x='rm -rf'; x ~", "deny"],
  ["alias x='rm -rf'\nx ~", "deny"],
  ["alias g='git reset'; g --hard", "deny"],
  ["alias x='cd ~ && rm -rf *'; x", "deny"],
  ["alias s='sudo '; alias r='rm -rf ~'; s r", "deny"],        // (a trailing blank: the next word is expanded too)
  ["alias a=x b=x; alias x='git clean -fdx'; a; b", "deny"],
  ["alias x=\"$Y\"; x", "ask"],                                   // (its text is known only when it runs)
  ["alias $N=rm; ls", "ask"],                                     // (its name is known only when it runs)
  ["alias -g G='| sh'; ls G", "ask"],                             // (zsh: a global alias may be any word)
  ["alias x='rm -rf ~'; unalias x; x", "silent"],
  ["alias x='rm -rf ~'; unalias -a; x", "silent"],
  ["alias a=b b=a; a", "silent"],                                 // (bash expands no alias twice in a row)
  ["alias ll='ls -la'; ll", "silent"],
  ["x; alias x='rm -rf ~'", "silent"],                            // (used before it is defined)
  ["alias x='rm -rf ~'", "silent"],                               // (defined, never used)
];
for (const [command, want] of CASES) test(`alias: ${JSON.stringify(command)}`, () => assert.is(tier(command), want));

// However the alias and its use are spelled, a denied command behind it is not silent.
test("property: an alias never hides a denied command", () => {
  const DENIED = [["rm -rf", "~"], ["git reset", "--hard"], ["git clean -fdx", ""], ["rm -rf ~", ""]];
  fc.assert(fc.property(
    fc.constantFrom(...DENIED), fc.constantFrom("x", "ll", "gst", "_a1"), fc.constantFrom("; ", "\n", " && "),
    fc.constantFrom("'", '"'), fc.boolean(),
    ([body, rest], name, sep, q, shopt) => {
      const command = `${shopt ? "shopt -s expand_aliases; " : ""}alias ${name}=${q}${body}${q}${sep}${name}${rest ? " " + rest : ""}`;
      const t = tier(command);
      return t === "deny" || t === "ask";
    }), { numRuns: 200 });
});

test.run();
