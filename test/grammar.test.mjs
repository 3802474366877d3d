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
for (const [command, fired] of CASES) {
  test(`grammar: ${command}`, () => assert.equal(verdict(command).rules, fired, JSON.stringify(verdict(command))));
}

test.run();
