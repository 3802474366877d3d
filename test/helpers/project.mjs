// A scratch project (directories, files, a git repository) and the three reference guards
// and readonly built against it: the tables that judge ordinary commands in a real project
// share it (test/cd-either.test.mjs, test/ordinary.test.mjs).

import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scratch } from "./scratch.mjs";
import { built } from "./built.mjs";

export const SETS = ["destructive", "git-local", "readonly"];

/** { proj, tier(set, cmd) } for a project holding `dirs` and `files` (each "x\n"). */
export async function project(prefix, dirs, files) {
  const proj = scratch(prefix);
  for (const d of dirs) mkdirSync(join(proj, d));
  for (const f of files) writeFileSync(join(proj, f), "x\n");
  execFileSync("git", ["init", "-q", proj]);
  const cls = {};
  for (const s of SETS) cls[s] = (await built(`rules/${s}.ts`)).classifier;
  const tier = (s, cmd) => cls[s].classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: proj, project_dir: proj, "tool_input.command": cmd }).tier;
  return { proj, tier };
}
