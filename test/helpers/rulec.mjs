// The rulec CLI run inside the test process: compiler/main.ts's runCommand, the function
// the `rulec` process runs, given argv, a working directory and environment variables,
// with its stdout and stderr captured. Answers { status, signal, stdout, stderr } as spawnSync does.
//
// Why: a test that runs a command a few hundred times (install-safety, build-errors) paid
// Node's start and the CLI bundle's load each time, ≈0.1 s of CPU a call, and a build
// process ≈0.4 s more than a build in a warm process. What a process adds beyond this
// function — the launcher (compiler/cli.mjs), the exit once output is flushed, a closed
// pipe, an error outside the command — is tested through real processes in cli.test.mjs,
// cli-input.test.mjs and build-errors.test.mjs.
//
// Calls run one at a time (the working directory and the environment are the process's);
// no stdin (commands that read it run as processes).

import { join } from "node:path";
import { ROOT } from "./built.mjs";
import { importTs } from "./ts.mjs";

let queue = Promise.resolve();

/** Sets `vars` over process.env (a value undefined: unset); answers what puts it back. */
export function overEnv(vars) {
  const set = (entries) => {
    for (const [k, v] of entries) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  const saved = Object.keys(vars).map((k) => [k, process.env[k]]);
  set(Object.entries(vars));
  return () => set(saved);
}

/** `rulec ...args` in `cwd`, with `env` over the environment (a value undefined: unset). */
export function rulecInProcess(args, { cwd = ROOT, env = {} } = {}) {
  const call = queue.then(() => runOnce(args, cwd, env));
  queue = call.catch(() => {});
  return call;
}

async function runOnce(args, cwd, env) {
  const { runCommand } = await importTs(join(ROOT, "compiler/main.ts"));
  const saved = { cwd: process.cwd(), exitCode: process.exitCode, out: process.stdout.write, err: process.stderr.write };
  let stdout = "", stderr = "";
  const capture = (add) => function (chunk, encoding, done) {
    add(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const cb = typeof encoding === "function" ? encoding : done;
    if (cb) queueMicrotask(cb);
    return true;
  };
  const restoreEnv = overEnv(env);
  try {
    process.chdir(cwd);
    process.exitCode = undefined;
    process.stdout.write = capture((s) => { stdout += s; });
    process.stderr.write = capture((s) => { stderr += s; });
    const status = await runCommand(args);
    return { status, signal: null, stdout, stderr };
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    restoreEnv();
  }
}
