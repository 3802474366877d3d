// Builds a rule file once per test process (into a temp dir) and hands out the
// compiled classifier, loaded in-process through the real runtime.

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { scratch } from "./scratch.mjs";
import { importTs } from "./ts.mjs";

export const ROOT = resolve(new URL("../..", import.meta.url).pathname);
const out = scratch("rulec-built-");
const cache = new Map();

export async function compiler() { return importTs(join(ROOT, "compiler/build.ts")); }
export async function runtime() { return import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href); }

/** { result, classifier, hookPath } for a rule file (relative to the repo root). */
export function built(entry, { name, defines = {} } = {}) {
  const key = JSON.stringify([entry, name, defines]);
  if (!cache.has(key)) {
    cache.set(key, (async () => {
      const { build } = await compiler();
      // (a directory per build: two builds of one rule file, with other defines, share a name)
      const result = await build({ entry: resolve(ROOT, entry), outDir: mkdtempSync(join(out, "b-")), name, defines, noTypecheck: true });
      const { load } = await runtime();
      return { result, classifier: load(readFileSync(result.wasmPath)), hookPath: result.hookPath };
    })());
  }
  return cache.get(key);
}

/** The shell model's view of a command: parse() of any built classifier. */
export async function parser() {
  const { classifier } = await built("rules/git-local.ts");
  return (command, cwd = "/w/proj") => classifier.parse({ "tool_input.command": command, command, cwd });
}

/** A Bash PreToolUse call in /w/p, as the table tests send it. */
export const bashCall = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command });

/** Each rule file's classifier, built once and loaded for reuse through the real runtime. */
export async function reused(...entries) {
  const { load, hostFacts } = await runtime();
  return Promise.all(entries.map(async (e) => load(readFileSync((await built(e)).result.wasmPath), hostFacts(), { reuse: true })));
}

/**
 * git-local's and destructive's classifiers, and a fresh git repository (README.md and
 * src/app.ts exist) with `run(classifier, command)` judging a Bash call made in it.
 */
export async function guardsInRepo(prefix) {
  const [gitLocal, destructive] = await Promise.all(
    ["rules/git-local.ts", "rules/destructive.ts"].map((f) => built(f).then((b) => b.classifier)),
  );
  const proj = scratch(prefix);
  writeFileSync(join(proj, "README.md"), "x\n");
  mkdirSync(join(proj, "src"));
  writeFileSync(join(proj, "src", "app.ts"), "export {};\n");
  execFileSync("git", ["init", "-q"], { cwd: proj });
  const run = (c, cmd) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: proj, "tool_input.command": cmd });
  return { gitLocal, destructive, proj, run };
}
