// A child process that runs part of the runtime on Node and on Deno: a script importing
// runtime/core.mjs, reporting one text `out` on stdout (tests feed it stdin, as a client
// feeds a hook).

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./built.mjs";
import { DENO } from "../../scripts/reference.mjs";

/** The environment of a child: no extra CA certificates (they slow Node's start), no Deno update check. */
export const childEnv = { ...process.env, DENO_NO_UPDATE_CHECK: "1" };
delete childEnv.NODE_EXTRA_CA_CERTS;

/**
 * Writes the script — `imports` from the runtime, then the source of `fns` (functions
 * the test shares with it), then `body`, which sets `out` — and answers
 * [[host, command, args], …] to run it with.
 */
export function runtimeScript(imports, fns, body) {
  const script = join(mkdtempSync(join(tmpdir(), "rulec-child-")), "child.mjs");
  writeFileSync(script, `import { ${imports.join(", ")} } from ${JSON.stringify(pathToFileURL(join(ROOT, "runtime/core.mjs")).href)};
${fns.join("\n")}
let out;
${body}
if (globalThis.Deno) Deno.stdout.writeSync(new TextEncoder().encode(out)); else process.stdout.write(out);
`);
  return [
    ["node", process.execPath, [script]],
    ["deno", DENO, ["run", "--no-config", "--quiet", "--allow-read", "--allow-env", script]],
  ];
}
