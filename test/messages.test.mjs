// Security of messages: no text a model reads (deny reasons, context) names an override
// the model could run itself, and the one override (scala-guard's) is Bash-only and
// always logged. Checked over the IR of every reference rule set, every variant. And a
// {command} in a message is shown cut short, in a real built classifier.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { ROOT, built, compiler } from "./helpers/built.mjs";

const { frontEnd } = await compiler();
const { REFERENCE } = await import("../scripts/reference.mjs");

const OVERRIDE_HINTS = [/semantic-fallback/i, /#\s*\w+[-_]?(override|fallback|allow|bypass)\s*:/i, /--no-verify/, /RULEC_|DISABLE|SKIP_HOOKS?/, /\bbypass\b/i];

for (const r of REFERENCE) {
  test(`messages: ${r.name} names no override the model could run`, async () => {
    const fe = await frontEnd({ entry: join(ROOT, r.entry), outDir: "", name: r.name, defines: r.defines, noTypecheck: true });
    for (const rule of fe.ruleset.rules) {
      for (const re of OVERRIDE_HINTS) assert.not.match(rule.message, re, `${rule.id}: ${rule.message.slice(0, 200)}`);
      if (rule.override) {
        assert.ok(rule.effects.some((e) => e.kind === "append"), `override ${rule.id} must log`);
        assert.equal(rule.when.k === "all" && rule.when.of.some((p) => p.k === "tool" && p.names.length === 1 && p.names[0] === "Bash"), true, `override ${rule.id} must be Bash-only`);
      }
    }
  });
}

// {command} in a message is cut to 200 UTF-16 code units and "…" (never inside a surrogate
// pair); an effect's text (a log line) gets the command whole. [command, its text in the message]
const LONG = (n, c = "a") => "echo " + c.repeat(n - 5);
const SHOWN = [
  ["echo hi", "echo hi"],
  [LONG(200), LONG(200)],
  [LONG(201), LONG(200) + "…"],
  [LONG(5000), LONG(200) + "…"],
  ["echo " + "a".repeat(194) + "\u{1F600}" + "b".repeat(10), "echo " + "a".repeat(194) + "…"], // (the pair at 199–200)
  ["echo " + "a".repeat(193) + "\u{1F600}" + "b".repeat(10), "echo " + "a".repeat(193) + "\u{1F600}…"],
];
test("messages: {command} is cut to 200 code units with an ellipsis; an effect gets it whole", async () => {
  const dir = scratch("rulec-shown-");
  const file = join(dir, "shown.ts");
  writeFileSync(file, `import { ruleset, deny, command, appendLine } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [
  deny("echo", command("echo"), "Not {command}.", { effects: [appendLine("{projectDir}/log", "ran {command}")] }),
] });
`);
  const { classifier } = await built(file);
  for (const [command, shown] of SHOWN) {
    const r = classifier.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, project_dir: dir, "tool_input.command": command });
    assert.is(r.tier, "deny");
    assert.is(r.texts[0], `Not ${shown}.`, `${command.length} units`);
    assert.is(r.effects[0].text, `ran ${command}`);
  }
  rmSync(dir, { recursive: true, force: true });
});

test.run();
