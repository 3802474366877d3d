// Option grammars (wasm/specs.ts): with a command's spec, an option's value is not an
// operand (`kubectl --context apply get pods`: `apply` is the context) and a long option
// is read by its unambiguous prefix where the command's parser allows it (getopt_long,
// git's parse-options). Checked through a real build of a rule file's own specs.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("test/rules/specs.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const verdict = (command) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", project_dir: "/tmp", "tool_input.command": command });

// [command, rules that fire]
const CASES = [
  ["rm -rf /tmp/x", ["rm-rf"]],
  ["rm --recursive --force x", ["rm-rf"]],
  ["rm --rec --for x", ["rm-rf"]],
  ["rm --recur -f x", ["rm-rf"]],
  ["rm --re --fo x", ["rm-rf"]],              // (unique prefixes: --recursive, --force)
  ["rm --r --f x", ["rm-rf"]],                // (getopt_long takes one letter after -- when it is unambiguous)
  ["rm --p x -rf", ["rm-rf"]],
  ["rm --no-preserve x", []],
  ["rm -r x", []],
  ["kubectl apply -f d.yaml", ["kubectl-apply"]],
  ["kubectl --context prod-eu apply -f d.yaml", ["kubectl-apply"]],
  ["kubectl --context=prod apply", ["kubectl-apply"]],
  ["kubectl -n kube-system apply -f x", ["kubectl-apply"]],
  ["kubectl --context apply get pods", []],   // (apply is the context's value)
  ["kubectl -napply get pods", []],
  ["kubectl get apply", []],
  ["kubectl --cont prod apply", []],          // (kubectl does not abbreviate: --cont is unknown, prod an operand)
];
// git's grammar from rulec's specs (compiler/specs/git.ts), through the destructive set
const d = await built("rules/destructive.ts");
const dc = load(readFileSync(d.result.wasmPath), hostFacts(), { reuse: true });
const denied = (command) => dc.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", project_dir: "/tmp", "tool_input.command": command }).tier;
// [command, tier]
const GIT = [
  ["git reset --hard", "deny"],
  ["git reset --har", "deny"],
  ["git reset --ha HEAD~1", "deny"],
  ["git reset --soft", "silent"],
  ["git reset --so", "silent"],
  ["git push --force origin main", "deny"],
  ["git push --forc origin main", "deny"],        // (ambiguous: --force, --force-with-lease, --force-if-includes: any of them)
  ["git push --force-w origin main", "silent"],   // (--force-with-lease: the safe one)
  ["git clean --f -d", "deny"],
  ["git clean --force --dry", "silent"],
  // git's programs run directly, as git runs them
  ["/usr/lib/git-core/git-reset --hard", "deny"],
  ["git-push --force origin main", "deny"],
  ["git-reset --soft HEAD~1", "silent"],
  // paths from a file are known only when it runs, but a checkout of paths overwrites them
  // whichever they are (git-checkout-discard)
  ["git checkout --pathspec-from-file=list.txt", "deny"],
];
for (const [command, tier] of GIT) test(`grammar: destructive: ${command}`, () => assert.is(denied(command), tier));

for (const [command, fired] of CASES) {
  test(`grammar: ${command}`, () => assert.equal(verdict(command).rules, fired, JSON.stringify(verdict(command))));
}

test.run();
