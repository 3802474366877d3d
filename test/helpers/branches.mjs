// A repository whose branches sit every way git keeps them, for the gitBranch fact
// (runtime/core.mjs, runtime/native/fsio.h): main and packedlocal local (packedlocal only in
// packed-refs), packedremote only as origin's in packed-refs, feature only as origin's loose
// ref, feat/x only as up's, and a worktree beside it on a branch of its own, wt.
//
// Why: the fact reads git's files itself (no git process); a real repository made by git
// is the ground truth for both hosts. Cost: a handful of git processes.

import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

/** Makes the repository at `repo` (created) and its worktree at `tree`. */
export function branchesRepo(repo, tree) {
  const git = (...a) => execFileSync("git", a, { cwd: repo, stdio: "ignore", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_SYSTEM: "/dev/null" } });
  mkdirSync(repo, { recursive: true });
  git("init", "-q", "-b", "main");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "x");
  git("branch", "packedlocal");
  git("update-ref", "refs/remotes/origin/packedremote", "HEAD");
  git("pack-refs", "--all");
  git("update-ref", "refs/remotes/origin/feature", "HEAD");
  git("update-ref", "refs/remotes/up/feat/x", "HEAD");
  git("worktree", "add", "-q", tree, "-b", "wt");
}
