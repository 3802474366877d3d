// Security of messages: no text a model reads (deny reasons, context) names an override
// the model could run itself, and the one override (scala-guard's) is Bash-only and
// always logged. Checked over the IR of every reference rule set, every variant.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { ROOT, compiler } from "./helpers/built.mjs";

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

test.run();
