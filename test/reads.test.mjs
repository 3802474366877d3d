// The files a command reads (wasm/engine.ts readsOf): input redirects, `dd if=`, cp's and
// install's sources, and the file operands of the tools that print or search files — a
// pattern reader's from its second operand unless -e/-f gave the pattern. Without a spec
// an option's value may count as a file (too many reads, never too few). Through a real
// build.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("test/rules/reads.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const verdict = (command) => { const r = c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w", project_dir: "/w", "tool_input.command": command }); return [r.tier, r.rules]; };

const R = ["deny", ["reads-env"]], NONE = ["silent", []], ASK = ["ask", ["reads-env?"]];
// [command, verdict]
const CASES = [
  // redirects: any command's input
  ["cat < .env", R],
  ["wc -l 0<.env", R],
  ["exec 3< .env; cat <&3", R],
  ["tr a b <> .env", R],
  ["cat <<< .env", NONE],                        // (a here-string is text, not a file)
  ["cat << .env\nx\n.env", NONE],                // (a heredoc's delimiter)
  ["cat < \"$F\"", ASK],                         // (a source known only when it runs)
  // the tools that print files: every operand, an option's value or not
  ["cat .env", R],
  ["cat -n ./config/.env", R],
  ["tail -f .env", R],
  ["head -n 5 .env", R],
  ["less .env", R],
  ["jq . .env", R],
  ["base32 .env", R],
  ["sudo cat .env", R],                          // (what a wrapper runs)
  ["ls .env", NONE],                             // (a name, not its content)
  ["echo .env", NONE],
  ["rm .env", NONE],
  // pattern readers: from the second operand, or the first after -e/-f
  ["grep -v KEY .env", R],
  ["grep -rn KEY .env", R],
  ["grep .env README", NONE],                    // (the pattern)
  ["grep -e KEY .env", R],
  ["grep -f .env README", NONE],                 // (-f's file holds patterns: not printed)
  ["sed -n p .env", R],
  ["awk 1 .env", R],
  ["rg KEY .env", R],
  // copies and dd
  ["cp .env /dev/stdout", R],
  ["cp -t /tmp .env", R],
  ["cp a .env", NONE],                           // (the target is written)
  ["install .env /tmp/x", R],
  ["dd if=.env", R],
  ["dd of=.env", NONE],
  // cpio -o: the names on its stdin, when the call writes them
  ["cpio -o <<< .env", R],
  ["cpio -ov <<'EOF'\nREADME\n.env\nEOF", R],
  ["cpio -o <<< \"$F\"", ASK],
  ["cpio -i <<< .env", NONE],                    // (-i extracts: the names are patterns)
  ["find . | cpio -o", NONE],                    // (names from a program: not followed)
];
for (const [command, want] of CASES) test(`reads: ${JSON.stringify(command)}`, () => assert.equal(verdict(command), want));

test.run();
