// Composition: `ruleset({ include: [a, b] })` builds one classifier from several rule sets.
// Each case builds real rule files (in a temp dir, importing "rulec" and the reference sets
// as "rulec/rules/NAME") and classifies real payloads in process: one precedence across the
// parts, the union of events and tools, the strictest failure and unknown verdicts, each
// part's preconditions guarding only its own rules.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT, built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";

const { fieldsOf } = await runtime();
const dir = scratch("rulec-compose-");
const put = (name, text) => { writeFileSync(join(dir, name), text); return join(dir, name); };

put("guard.ts", `import { ruleset, deny, ask, command } from "rulec";
export default ruleset({ name: "guard", events: ["PreToolUse"], tools: ["Bash"], failure: "ask",
  rules: [deny("no-rm", command("rm"), "no rm"), ask("ask-curl", command("curl").positional(0, "x"), "curl x?")] });
`);
put("approve.ts", `import { ruleset, allow, command, tool, field } from "rulec";
export default ruleset({ name: "approve", events: ["PreToolUse"], tools: ["Bash", "Read"], failure: "open",
  rules: [allow("ls-ok", command("ls", "rm", "curl"), "reads"), allow("read-ok", tool("Read").and(field("file_path", /\\.md$/)), "reads docs")] });
`);
put("gated.ts", `import { ruleset, deny, command, fileExists } from "rulec";
export default ruleset({ name: "gated", events: ["PreToolUse"], tools: ["Bash"], failure: "closed", unknown: "deny",
  requires: [fileExists("marker")], rules: [deny("no-make", command("make"), "no make here")] });
`);
put("both.ts", `import { ruleset, context, command } from "rulec";
import guard from "./guard.ts";
import approve from "./approve.ts";
import gated from "./gated.ts";
export default ruleset({ name: "both", include: [guard, approve, gated], events: ["PostToolUse"], tools: ["Bash"],
  rules: [context("hint", command("npm"), "use npm ci")] });
`);
put("own-specs.ts", `import { ruleset, allow, command } from "rulec";
import approve from "./approve.ts";
export default ruleset({ include: [approve], specs: { mytool: { abbrev: false, options: { "--ctx": "value" } } },
  rules: [allow("mytool-show", command("mytool").knownOptions().positional(0, "show"), "reads")] });
`);
put("only-specs.ts", `import { ruleset } from "rulec";
import gated from "./gated.ts";
export default ruleset({ include: [gated], caseInsensitiveCommands: true });
`);
put("recommended-here.ts", `import { ruleset } from "rulec";
import destructive from "rulec/rules/destructive";
import readonly from "rulec/rules/readonly";
export default ruleset({ include: [destructive, readonly] });
`);

const cwd = scratch("rulec-compose-cwd-");
const marked = scratch("rulec-compose-marked-");
writeFileSync(join(marked, "marker"), "");
const call = (command, { tool = "Bash", input = { command }, at = cwd } = {}) =>
  fieldsOf({ hook_event_name: "PreToolUse", tool_name: tool, tool_input: input, cwd: at, session_id: "s" });

// [command or tool call, expected tier, where it runs]
const CASES = [
  ["ls -la", "allow"],                       // approve's allow
  ["rm x", "deny"],                          // guard's deny beats approve's allow
  ["curl x", "ask"],                         // guard's ask beats approve's allow
  ["curl y", "allow"],
  ["ls && rm x", "deny"],
  ["ls && cat y", "silent"],                 // an allow is unanimous across the parts too
  ["npm ci", "context"],                     // the set's own rule
  ["make all", "silent"],                    // gated's rule: its precondition does not hold here
  ["make all", "deny", marked],              // … and here it does
  ["rm $X", "deny"],                         // (command word known: a deny, not unknown)
  [{ tool: "Read", input: { file_path: "/p/README.md" } }, "allow"],
  [{ tool: "Read", input: { file_path: "/p/.env" } }, "silent"],
];

test("one precedence across the included sets, each part's requires its own", async () => {
  const { classifier } = await built(join(dir, "both.ts"));
  for (const [what, want, at] of CASES) {
    const fields = typeof what === "string" ? call(what, { at }) : call(null, { ...what, at });
    assert.is(classifier.classify(fields).tier, want, JSON.stringify(what));
  }
});

test("events and tools are the union; failure and unknown the strictest", async () => {
  const { result } = await built(join(dir, "both.ts"));
  const m = JSON.parse(readFileSync(result.hookPath.replace(/\.js$/, ".json"), "utf8"));
  assert.equal([...m.events].sort(), ["PostToolUse", "PreToolUse"]);
  assert.equal([...m.tools].sort(), ["Bash", "Read"]);
  assert.is(m.failure, "deny", "closed (gated) beats ask (guard) and open");
  assert.is(m.unknown, "deny", "gated's unknown: deny");
});

test("the reference sets import as rulec/rules/NAME: destructive's deny, readonly's allow", async () => {
  const { classifier } = await built(join(dir, "recommended-here.ts"));
  assert.is(classifier.classify(call("rm -rf ~")).tier, "deny");
  assert.is(classifier.classify(call("git reset --hard")).tier, "deny");
  assert.is(classifier.classify(call("cat README.md | wc -l")).tier, "allow");
  assert.is(classifier.classify(call("cat README.md > out.txt")).tier, "silent");
});

test("the set's own fields count beside include: its specs, and case-insensitive names alone", async () => {
  const { classifier } = await built(join(dir, "own-specs.ts"));
  assert.is(classifier.classify(call("mytool --ctx delete show")).tier, "allow", "--ctx takes a value: show is the subcommand");
  assert.is(classifier.classify(call("mytool --bogus show")).tier, "silent");
  const only = await built(join(dir, "only-specs.ts"));
  assert.is(only.classifier.classify(call("MAKE all", { at: marked })).tier, "deny", "MAKE is make on a case-insensitive filesystem");
});

// [file text, message the build fails with]
const ERRORS = [
  [`import { ruleset } from "rulec";\nexport default ruleset({ include: [] });\n`, /include must be a non-empty list of rule sets/],
  [`import { ruleset } from "rulec";\nexport default ruleset({ include: [{ rules: 1 }] as any });\n`, /include\[0\] is not a rule set/],
  [`import { ruleset } from "rulec";\nimport g from "./guard.ts";\nexport default ruleset({ include: [g, g] });\n`, /duplicate rule id "no-rm"/],
  [`import { ruleset } from "rulec";\nimport x from "rulec/rules/nope";\nexport default ruleset({ include: [x] });\n`, /rulec\/rules\/nope: rulec exports "rulec" \(the rule API\) and "rulec\/rules\/NAME" \(a reference rule set: .*destructive/],
];

test("bad compositions fail the build with one line", () => {
  ERRORS.forEach(([text, want], i) => {
    const file = put(`bad${i}.ts`, text);
    const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", file, "--out-dir", join(dir, "out"), "--no-typecheck"], { encoding: "utf8" });
    assert.is(r.status, 1, text);
    assert.match(r.stderr, want);
    assert.not.match(r.stderr, /\n\s+at /, "no stack trace");
  });
});

test.run();
