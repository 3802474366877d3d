// Child processes on Node and on Deno: a built hook run as a client runs it, or a script
// that runs part of the runtime (importing runtime/core.mjs) and reports one text `out`
// on stdout; tests feed either stdin, as a client feeds a hook.

import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./built.mjs";
import { scratch } from "./scratch.mjs";
import { DENO } from "../../scripts/reference.mjs";

/** The environment of a child: no extra CA certificates (they slow Node's start), no Deno update check. */
export const childEnv = { ...process.env, DENO_NO_UPDATE_CHECK: "1" };
/** Where the tests' Deno children keep Deno's caches (a fixture's home is new each time). */
export const DENO_DIR = join(tmpdir(), "rulec-cache", "deno");
delete childEnv.NODE_EXTRA_CA_CERTS;

/**
 * Writes the script — `imports` from the runtime, then the source of `fns` (functions
 * the test shares with it), then `body`, which sets `out` — and answers
 * [[host, command, args], …] to run it with.
 */
export function runtimeScript(imports, fns, body) {
  const script = join(scratch("rulec-child-"), "child.mjs");
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

/**
 * A hook's answer to `input`: { status, stdout, stderr }, with only PATH, LANG and `env` in
 * its environment. On Deno, `denoLog` ("debug", …) puts Deno's own log on stderr (else --quiet).
 */
export function runHook(hook, input, { args = [], env = {}, host = "node", denoLog = null } = {}) {
  // (Deno's caches in one place, as in a user's home, not under each test's fresh HOME:
  // there every call would compile without its code cache)
  const baseEnv = { PATH: process.env.PATH, LANG: "C.UTF-8", DENO_DIR: DENO_DIR, ...env };
  const cmd = host === "deno" ? DENO : process.execPath;
  const log = denoLog ? ["-L", denoLog] : ["--quiet"];
  const argv = host === "deno" ? ["run", "--no-config", ...log, "--allow-read", "--allow-env", "--allow-write", hook, ...args] : [hook, ...args];
  const r = spawnSync(cmd, argv, { input, env: baseEnv, encoding: "utf8", timeout: 30000, maxBuffer: 16 << 20 });
  return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}
