// The hook's exit on Deno (runtime/core.mjs `exit`): it ends with Deno.exit, which skips
// the runtime's teardown, but only after Deno's event loop has turned once — the turn on
// which Deno writes a module's code cache. Each case runs a real hook under a Deno with a
// fresh cache directory; Deno's debug log names the module whose cache it wrote.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { built } from "./helpers/built.mjs";
import { runHook } from "./helpers/child.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { DENO } from "../scripts/reference.mjs";

const hook = (await built("rules/git-local.ts")).hookPath;
const payload = (command, event = "PreToolUse") => JSON.stringify({ session_id: "s", hook_event_name: event, tool_name: "Bash", tool_input: { command }, cwd: tmpdir() });

/** One call under `denoDir`, with Deno's debug log on stderr: whether Deno wrote the hook's code cache. */
function call(denoDir, input) {
  const r = runHook(hook, input, { host: "deno", denoLog: "debug", env: { DENO_DIR: denoDir } });
  return { status: r.status, stdout: r.stdout, cached: r.stderr.includes(`Updating V8 code cache for ES module: ${pathToFileURL(hook).href}`) };
}

// [label, payload]: an answer on stdout, a silent call, one the prefilter answers, the failure
// policy's answer, a block after the tool ran
const CASES = [
  ["advice (exit 0, an answer on stdout)", payload("git status")],
  ["a silent call", payload("git log --oneline")],
  ["a call the prefilter answers before the classifier", payload("ls -la")],
  ["a malformed payload (the failure policy's answer)", "{ not json"],
  ["a deny after the tool ran (exit 0, a block decision)", payload("git push --force origin main", "PostToolUse")],
];

for (const [label, input] of CASES) {
  test(`deno exit: ${label} — the first call leaves the code cache, and answers as without the debug log`, () => {
    if (!existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
    const dir = scratch("rulec-deno-dir-");
    const first = call(dir, input);
    assert.ok(first.cached, "Deno wrote the hook's code cache on its first call");
    const plain = runHook(hook, input, { host: "deno" });
    assert.equal([first.status, first.stdout], [plain.status, plain.stdout]);
    const second = call(dir, input);
    assert.not.ok(second.cached, "the second call found the cache (nothing to write)");
    assert.equal([second.status, second.stdout], [plain.status, plain.stdout]);
  });
}

test.run();
