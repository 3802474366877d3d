// git-local: the local-git steering policy of ADR 0021 (and its amendment), as rules.
//
// Hard deny only where load-bearing policy exists — state mutation (the madt_* tools
// are the point), credential exposure, shared-state protection of a foreign primary
// checkout. The twelve pure reads are advice: the command runs and the model gets a
// "for next time" pointer, with no permission decision. The chainable read-only trio
// is exempt from advice inside a verify-in-one-breath `&&` chain.

import {
  type Match, all, chain, command, context, deny, existingPath, foreignPrimary, git, isNot, not, otherRepo,
  ruleset, silent,
} from "rulec";


// ─── deny: state mutation ─────────────────────────────────────────────────────

const branchMutation = git("branch").flag(
  "-d", "-D", "--delete", "-m", "-M", "--move", "-c", "-C", "--copy", "-f", "--force",
  "-u", "--set-upstream-to", "--unset-upstream", "--edit-description", "-t", "--track", "--no-track",
);
const branchListing = ["--list", "-l", "-a", "--all", "-r", "--remotes", "--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--show-current", "-v", "-vv", "--verbose"];
const branchCreate = git("branch").positionals(1, null).noFlag(...branchListing);

// ─── deny: credential exposure ────────────────────────────────────────────────

const credentialKey = /^(remote|url)\./i;
const configReadsUrls = git("config").flag("--list", "-l", "--get-urlmatch").or(
  git("config").flag("--get", "--get-all", "--get-regexp").anyPositional(credentialKey),
  // `git config KEY` with one positional reads it; `git config get|list …` (git ≥ 2.46)
  git("config").positionals(1).noFlag("--unset", "--unset-all", "--add", "--replace-all").anyPositional(credentialKey),
  git("config").positional(0, "list"),
  git("config").positional(0, "get").anyPositional(credentialKey, 1),
);

const CREDENTIAL = "would put a remote URL or credential config into the conversation; a token-bearing URL must never enter it (credential exposure).";

// ─── advice: the twelve pure reads ────────────────────────────────────────────

const headRef = /^(HEAD|@)([~^][0-9]*)*$/;
const grepWithPattern = git("grep").noFlag("-e", "-f");
const readForms = {
  status: git("status"),
  branchList: git("branch"),
  revParseHead: git("rev-parse").anyPositional(headRef),
  log: git("log"),
  worktreeList: git("worktree").positional(0, "list"),
  lsTree: git("ls-tree"),
  showRefPath: git("show").anyPositional(/^[^:\s-][^:\s]*:/),
  grepRef: grepWithPattern.anyPositional(isNot(existingPath()), 1).or(git("grep").flag("-e", "-f").anyPositional(isNot(existingPath()))),
  tagList: git("tag").flag("-l", "--list").or(git("tag").positionals(0).flags(0)),
  diffRef: git("diff").noFlag("--no-index").anyPositional(isNot(existingPath())),
  lsFilesDeleted: git("ls-files").flag("--deleted", "-d"),
  sparseList: git("sparse-checkout").positional(0, "list"),
};

// The advice names the directory when the command acts on another repository.
function advise(id: string, when: Match, tip: string, examples: string[] = []) {
  return [
    context(id, when.and(not(otherRepo())), `Next time: ${tip} (advice; the command runs)`, { examples }),
    context(`${id}@dir`, when.and(otherRepo()), `Next time: ${tip} Pass dir={dir}. (advice; the command runs)`),
  ];
}

// ─── the chainable read-only trio (ADR 0021 amendment) ────────────────────────

const trio = git("log").onlyFlags(/^(--oneline|-[0-9]+|-n|--max-count)$/).flags(1, null).positionals(0)
  .or(
    git("rev-parse").onlyFlags("--short").flags(1).positionals(1).positional(0, "HEAD"),
    git("status").onlyFlags("--short", "-s", "--porcelain").flags(1, null).positionals(0),
  );
const workSegment = chain.some(not(command("git", "cd")));

export default ruleset({
  name: "git-local",
  description: "Local-git steering: deny mutation, credential exposure and foreign-primary writes; advise on pure reads.",
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  unknown: "ask",
  rules: [
    deny("stage", git("add", "stage", "update-index"),
      `Index mutation is not done with raw git here: use madt_stage (it stages exactly what you name, staged-only discipline).`,
      { examples: ["git add .", "/usr/bin/git -C . stage -A", "sh -c 'git update-index --add x'"] }),
    deny("branch", branchMutation.or(branchCreate),
      `Creating, deleting, renaming or copying branches goes through madt_branch (no force-delete, no commits to main).`,
      { examples: ["git branch feature/x", "git branch -D old", "git branch -m a b"], counterExamples: ["git branch --contains HEAD", "git branch -a"] }),
    deny("rebase", git("rebase"),
      `History rewriting goes through madt_rebase.`, { examples: ["git rebase -i HEAD~3"] }),
    deny("worktree", git("worktree").positional(0, ["add", "remove", "prune", "move"]),
      `Worktrees are created, moved and removed with madt_worktree.`, { examples: ["git worktree add ../wt -b b"] }),

    deny("remote-urls", git("remote").flag("-v", "--verbose").or(git("remote").positional(0, ["show", "get-url"])),
      `This git remote form ${CREDENTIAL} Use madt_remote_list for remote names.`, { examples: ["git remote -v"] }),
    deny("config-urls", configReadsUrls,
      `Reading git config this way ${CREDENTIAL}`, { examples: ["git config --list", "git config --get remote.origin.url"], counterExamples: ["git config user.name"] }),
    deny("remote-touching", git("credential", "credential-store", "credential-cache", "ls-remote", "push", "pull", "fetch", "clone"),
      `Remote-touching git ${CREDENTIAL} Remote operations go through the madt_* tools (madt_sync, madt_push).`,
      { examples: ["git push origin main", "git fetch --all", "git ls-remote origin"] }),

    deny("foreign-primary", git("switch", "checkout", "pull", "fetch").and(foreignPrimary()),
      `{dir} is a foreign repository's primary checkout: shared state this session does not own (the foreign-primary clamp). Work in your own worktree instead.`),

    silent("trio", all(trio, chain.onlyAnd(), workSegment, not(otherRepo())),
      { examples: ["pwd && git log --oneline -1 && go test ./...", "git status --porcelain && make"] }),

    ...advise("status", readForms.status, "madt_status gives the working-tree state as structured data.", ["git status"]),
    ...advise("branch-list", readForms.branchList, "madt_branch_list lists local and remote branches.", ["git branch", "git branch -a"]),
    ...advise("rev-parse-head", readForms.revParseHead, "madt_ref_inspect resolves HEAD and other refs.", ["git rev-parse HEAD"]),
    ...advise("log", readForms.log, "madt_ref_inspect reads history (action=log).", ["git log --stat -3"]),
    ...advise("worktree-list", readForms.worktreeList, "madt_worktree_list lists worktrees.", ["git worktree list"]),
    ...advise("ls-tree", readForms.lsTree, "madt_ref_inspect lists a tree at a ref.", ["git ls-tree -r HEAD"]),
    ...advise("show-ref-path", readForms.showRefPath, "madt_ref_inspect reads a file at a ref.", ["git show HEAD:README.md"]),
    ...advise("grep-ref", readForms.grepRef, "madt_ref_inspect searches a ref.", ["git grep TODO main"]),
    ...advise("tag-list", readForms.tagList, "madt_tag_list lists local tags (madt_tags is the remote forge's view).", ["git tag -l"]),
    ...advise("diff-ref", readForms.diffRef, "madt_ref_inspect diffs refs and ranges (action=diff).", ["git diff main"]),
    ...advise("ls-files-deleted", readForms.lsFilesDeleted, "madt_status reports deleted files.", ["git ls-files --deleted"]),
    ...advise("sparse-list", readForms.sparseList, "madt_sparse shows the sparse-checkout patterns.", ["git sparse-checkout list"]),
  ],
});
