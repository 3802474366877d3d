// The denies of git-local and destructive in their other spellings (issue 27, items 8 and
// 9): a table with a row per form, judged by the built classifiers in-process, then
// fast-check properties — generated spellings of a denied form (option bundles, long
// options and their prefixes, global options, wrappers) are never silent, and asking for
// help or a dry run (where git's manual page has one) clears the deny.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { guardsInRepo } from "./helpers/built.mjs";

const { gitLocal, destructive, run } = await guardsInRepo("rulec-forms-");
const RUNS = Number(process.env.FC_RUNS) || 150;

// ─── tables ──────────────────────────────────────────────────────────────────────
// [class, command, tier, rule, mention]

const GIT_LOCAL = [
  // the forges' CLIs, history rewrites, branch files, an editor stored in git's configuration
  ["forge token", "gh auth token", "deny", "forge-token", "credential"],
  ["forge token shown", "glab auth status --show-token", "deny", "forge-token", "credential"],
  ["forge clone", "gh repo clone cli/cli", "deny", "remote-touching", "credential"],
  ["forge checkout fetches", "gh pr checkout 12", "deny", "remote-touching", "credential"],
  ["filter-branch rewrites history", "git filter-branch --msg-filter cat HEAD", "deny", "rebase", "madt_rebase"],
  ["a branch file copied", "cp .git/refs/heads/main .git/refs/heads/new", "deny", "branch", "madt_branch"],
  ["an editor stored in config reads no credential", "git config --global core.editor vim", "silent"],
  ["an editor that shows the config does", "GIT_EDITOR='cat .git/config' git commit", "deny", "credential-files", "credential"],
  ["the .git directory archived to stdout", "tar -c .git | cat", "deny", "credential-files", "credential"],
  ["… or zipped to stdout", "zip -0 -r - .git", "deny", "credential-files", "credential"],
  ["… or compared recursively", "diff -rN .git /tmp/empty", "deny", "credential-files", "credential"],
  ["an archive of it written to a file shows nothing", "tar -czf /tmp/backup.tgz .git", "silent"],
  // index mutation → madt_stage
  ["stage: git rm", "git rm src/app.ts", "deny", "stage", "madt_stage"],
  ["stage: git rm --cached", "git rm -r --cached .", "deny", "stage", "madt_stage"],
  ["stage: git mv", "git mv README.md README.old", "deny", "stage", "madt_stage"],
  ["stage: git apply --cached", "git apply --cached fix.patch", "deny", "stage", "madt_stage"],
  ["stage: git apply --index", "git apply --index fix.patch", "deny", "stage", "madt_stage"],
  ["stage: git apply -3 (implies --index)", "git apply -3 fix.patch", "deny", "stage", "madt_stage"],
  ["stage: git read-tree into the index", "git read-tree HEAD~1", "deny", "stage", "madt_stage"],
  ["stage: git read-tree --empty", "git read-tree --empty", "deny", "stage", "madt_stage"],
  ["stage: git commit -a", "git commit -a -m wip", "deny", "commit-stages", "madt_stage"],
  ["stage: git commit --all", "git commit --all --amend --no-edit", "deny", "commit-stages", "madt_stage"],
  ["stage: git commit PATHS", "git commit -m wip README.md", "deny", "commit-stages", "madt_stage"],
  ["stage: git commit -i PATHS", "git commit --include -m wip src", "deny", "commit-stages", "madt_stage"],
  ["stage: git commit -o -- PATHS", "git commit -o -m x -- README.md", "deny", "commit-stages", "madt_stage"],
  ["stage: git commit -n -a (-n is --no-verify)", "git commit -n -a -m x", "deny", "commit-stages", "madt_stage"],
  ["stage: not a valued option's value", "git commit -m README.md", "silent"],
  ["stage: -C/-c/--author/--date/--fixup/--squash/-t/--cleanup take a value", "git commit -C HEAD --author 'A <a@b>' --date now --cleanup strip -t tpl", "silent"],
  ["stage: plain commit", "git commit -m 'wip: x'", "silent"],
  ["stage: commit --dry-run", "git commit --dry-run -a", "silent"],
  ["stage: apply --check", "git apply --check --index fix.patch", "silent"],
  ["stage: read-tree --index-output", "git read-tree --index-output=/tmp/idx HEAD", "silent"],
  // branch creation → madt_branch
  ["branch: checkout -b", "git checkout -b feature/x", "deny", "branch-create", "madt_branch"],
  ["branch: checkout -B", "git checkout -B feature/x origin/main", "deny", "branch-create", "madt_branch"],
  ["branch: switch -c", "git switch -c topic", "deny", "branch-create", "madt_branch"],
  ["branch: switch -C", "git switch -C topic", "deny", "branch-create", "madt_branch"],
  ["branch: worktree add -b", "git worktree add -b feat ../wt", "deny", "branch-create", "madt_branch"],
  ["branch: checkout an existing branch", "git checkout main", "silent"],
  ["branch: switch to an existing branch", "git switch main", "silent"],
  // remote access → credential
  ["remote: remote update", "git remote update", "deny", "remote-touching", "credential"],
  ["remote: maintenance prefetch", "git maintenance run --task=prefetch", "deny", "remote-touching", "credential"],
  ["remote: submodule update --remote", "git submodule update --remote --merge", "deny", "remote-touching", "credential"],
  ["remote: send-pack", "git send-pack origin refs/heads/main", "deny", "remote-touching", "credential"],
  ["remote: a dry run still connects", "git push --dry-run origin main", "deny", "remote-touching", "credential"],
  ["remote: fetch -n is --no-tags", "git fetch -n origin", "deny", "remote-touching", "credential"],
  ["remote: maintenance gc", "git maintenance run --task=gc", "silent"],
  // credential exposure → credential
  ["credential: config --get-regexp remote", "git config --get-regexp '^remote\\.'", "deny", "config-urls", "credential"],
  ["credential: config --get-regexp url", "git config --get-regexp 'url$'", "deny", "config-urls", "credential"],
  ["credential: config -l", "git config -l", "deny", "config-urls", "credential"],
  ["credential: config --list", "git config --global --list", "deny", "config-urls", "credential"],
  ["credential: config --li (a prefix git accepts)", "git config --li", "deny", "config-urls", "credential"],
  ["credential: config -zl (a bundle)", "git config -zl", "deny", "config-urls", "credential"],
  ["credential: var -l", "git var -l", "deny", "config-urls", "credential"],
  ["credential: cat .git/config", "cat .git/config", "deny", "credential-files", "credential"],
  ["credential: grep a credential store", "grep github ~/.git-credentials", "deny", "credential-files", "credential"],
  ["credential: sed -n the XDG store", "sed -n p \"$XDG_CONFIG_HOME/git/credentials\"", "deny", "credential-files", "credential"],
  ["credential: config --get-regexp alias", "git config --get-regexp alias", "silent"],
  ["credential: grep for the path in a document", "grep -rn '.git/config' docs", "silent"],
  ["credential: sed -i edits, prints nothing", "sed -i 's/a/b/' .git/config", "silent"],
  // help and dry run → silent
  ["help: add --help", "git add --help", "silent"],
  ["help: rebase -h", "git rebase -h", "silent"],
  ["help: -h after other options", "git commit -a -m x -h", "silent"],
  ["help: ls-remote -h alone", "git ls-remote -h", "silent"],
  ["help: ls-remote -h with a remote is --heads", "git ls-remote -h origin", "deny", "remote-touching", "credential"],
  ["dry run: add -n", "git add -n .", "silent"],
  ["dry run: rm --dry-run", "git rm --dry-run -r src", "silent"],
  ["dry run: mv -n", "git mv -n a b", "silent"],
  ["dry run: worktree prune -n", "git worktree prune -n", "silent"],
  ["dry run: not when -n is another option", "git rebase -n main", "deny", "rebase", "madt_rebase"],
  // the read-only trio: its exact forms only
  ["trio: log -n N", "git log -n 3 --oneline && make", "silent"],
  ["trio: status --porcelain=v2", "git status --porcelain=v2 && make", "silent"],
  ["trio: log -n with a value it does not list", "git log -n x && make", "context", "log", "madt_ref_inspect"],
  ["trio: rev-parse --short=N", "git rev-parse --short=12 HEAD && make", "context", "rev-parse-head", "madt_ref_inspect"],
  ["trio: status --porcelain=v3", "git status --porcelain=v3 && make", "context", "status", "madt_status"],
];

const DESTRUCTIVE = [
  ["read-tree -u --reset", "git read-tree -u --reset HEAD", "deny", "git-read-tree-reset", "git stash"],
  ["read-tree -m -u of one tree drops staged changes", "git read-tree -m -u HEAD", "deny", "git-read-tree-reset", "git stash"],
  ["read-tree -m -u of three trees merges, refusing to lose changes", "git read-tree -m -u HEAD~1 HEAD origin/main", "silent"],
  ["checkout-index -f -a", "git checkout-index -f -a", "deny", "git-checkout-index-force", "git stash"],
  ["checkout-index --prefix exports elsewhere", "git checkout-index -a -f --prefix=/tmp/export/", "silent"],
  ["update-ref -d", "git update-ref -d refs/heads/feature", "deny", "git-update-ref-delete", "git branch -d"],
  ["reflog delete", "git reflog delete HEAD@{2}", "deny", "git-reflog-expire", "git reflog"],
  ["reflog expire --expire=now", "git reflog expire --expire=now --all", "deny", "git-reflog-expire", "git reflog"],
  ["reflog expire --expire-unreachable=now", "git reflog expire --expire-unreachable=now --all", "deny", "git-reflog-expire", "git reflog"],
  ["reflog expire -n", "git reflog expire -n --expire=now --all", "silent"],
  ["reflog expire with the default age", "git reflog expire --all", "silent"],
  ["gc --prune=now", "git gc --prune=now", "deny", "git-prune-now", "git gc"],
  ["gc", "git gc --aggressive", "silent"],
  ["branch -M", "git branch -M main", "deny", "git-branch-overwrite", "git branch -m"],
  ["branch -f", "git branch -f feature HEAD~2", "deny", "git-branch-overwrite", "git branch -m"],
  ["branch --force", "git branch --force feature", "deny", "git-branch-overwrite", "git branch -m"],
  ["branch -D", "git branch -D feature", "deny", "git-branch-force-delete", "git branch -d"],
  ["branch -m refuses an existing name", "git branch -m old new", "silent"],
  ["checkout -B", "git checkout -B main origin/main", "deny", "git-branch-reset-switch", "git checkout -b"],
  ["switch -C", "git switch -C feature", "deny", "git-branch-reset-switch", "git switch -c"],
  ["worktree remove --force", "git worktree remove --force ../wt", "deny", "git-worktree-remove-force", "stash"],
  ["worktree remove refuses an unclean worktree", "git worktree remove ../wt", "silent"],
  ["push --delete", "git push origin --delete old-branch", "deny", "git-push-delete", "ask the user"],
  ["push :branch", "git push origin :old-branch", "deny", "git-push-delete", "ask the user"],
  ["push : (matching branches) deletes nothing", "git push origin :", "silent"],
  ["push -- :branch (operands after --)", "git push -- origin :old-branch", "deny", "git-push-delete", "ask the user"],
  ["push -- +refspec", "git push -- origin +main", "deny", "git-push-force", "--force-with-lease"],
  ["push with -c remote.X.mirror", "git -c remote.origin.mirror=true push", "deny", "git-push-force", "--force-with-lease"],
  ["push with -c remote.X.push=+…", "git -c remote.origin.push=+refs/heads/*:refs/heads/* push origin", "deny", "git-push-force", "--force-with-lease"],
  ["config remote.X.push +… (later pushes force)", "git config remote.origin.push '+refs/heads/*:refs/heads/*'", "ask", "git-push-config", "git push REMOTE BRANCH"],
  ["config remote.X.mirror", "git config --local remote.backup.mirror true", "ask", "git-push-config", "git push REMOTE BRANCH"],
  ["push --mirror", "git push --mirror backup", "deny", "git-push-force", "--force-with-lease"],
  ["push +refspec", "git push origin +HEAD:main", "deny", "git-push-force", "--force-with-lease"],
  ["find -delete", "find . -name '*.pyc' -delete", "deny", "find-delete", "without `-delete`"],
  ["find -delete inside /tmp", "find /tmp/build -delete", "silent"],
  ["find -exec rm -r", "find . -name node_modules -exec rm -rf {} +", "deny", "find-exec-rm", "without the `-exec`"],
  ["find -execdir rm -r", "find . -name build -execdir rm -r {} \\;", "deny", "find-exec-rm", "without the `-exec`"],
  ["find -exec rm of single files", "find . -name '*.txt' -exec rm {} \\;", "silent"],
  ["in an inline program", "python3 -c \"import os; os.system('git push origin --delete x')\"", "deny", "git-push-delete"],  // (the command the program runs, judged as itself),
  ["in an unparsed shell string", "bash -c \"git reflog expire --expire=now --all $X\"", "deny", "opaque-destructive"],
];

for (const [name, table] of [["git-local", GIT_LOCAL], ["destructive", DESTRUCTIVE]]) {
  const c = name === "git-local" ? gitLocal : destructive;
  test(`${name}: a row per form`, () => {
    for (const [what, cmd, tier, rule, mention] of table) {
      const r = run(c, cmd);
      const where = `${what}: ${JSON.stringify(cmd)} → ${r.tier} [${r.rules.join(", ")}]`;
      assert.is(r.tier, tier, where);
      if (rule) assert.ok(r.rules.includes(rule), `${where}: expected rule ${rule}`);
      if (mention) assert.ok(r.texts.join(" ").includes(mention), `${where}: text lacks ${JSON.stringify(mention)}`);
    }
  });
}

// ─── generated spellings ─────────────────────────────────────────────────────────

/** One word of a set of alternatives. */
const oneOf = (...xs) => fc.constantFrom(...xs);
/** Words in any order (each an array of words, kept together). */
const shuffled = (parts) => fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }).map((ps) => ps.flat());
/** git as an agent may spell it, global options included. */
const gitWord = oneOf("git", "/usr/bin/git", "\\git", "\"git\"", "git -C .", "git -c core.pager=cat", "git --no-pager", "sudo git", "env GIT_PAGER=cat git", "GIT_DIR=.git git");
const message = oneOf(["-m", "wip"], ["-mwip"], ["--message=wip"], ["--message", "'a b'"], ["-F", "msg.txt"], []);
const extra = (...xs) => fc.subarray(xs.map((x) => x.split(" ")));

/** A denied git form: [subcommand words, option parts] → a command. */
function gitForm(sub, parts) {
  return fc.tuple(gitWord, shuffled(parts)).map(([g, ws]) => [g, ...sub, ...ws].join(" "));
}

const DENIED_GIT_LOCAL = {
  "git rm": fc.tuple(extra("--cached", "-r", "-f", "-q"), oneOf(["src/app.ts"], ["--", "README.md"], ["."])).chain(([e, p]) => gitForm(["rm"], [...e, p])),
  "git mv": fc.tuple(extra("-f", "-k", "-v")).chain(([e]) => gitForm(["mv"], [...e, ["a", "b"]])),
  "git apply --cached/--index": fc.tuple(oneOf("--cached", "--index", "--ca", "--ind", "-3", "--3way", "-N"), extra("-v", "--recount", "--whitespace=fix")).chain(([o, e]) => gitForm(["apply"], [[o], ...e, ["x.patch"]])),
  "git read-tree": fc.tuple(extra("-m", "-u", "--reset", "-v"), oneOf(["HEAD"], ["--empty"], ["main", "topic"])).chain(([e, t]) => gitForm(["read-tree"], [...e, t])),
  "git commit -a": fc.tuple(oneOf("-a", "--all"), message, extra("-n", "--amend", "-q", "-v", "-s", "--no-edit")).chain(([a, m, e]) => gitForm(["commit"], [[a], m, ...e])),
  "git commit -am (a bundle)": fc.tuple(oneOf("-am", "-nam", "-qam", "-sa", "-va"), oneOf("wip", "'a b'")).chain(([b, m]) => gitForm(["commit"], [b.endsWith("m") ? [b, m] : [b, "-m", m]])),
  "git commit PATHS": fc.tuple(message, oneOf([], ["-i"], ["--include"], ["-o"], ["--only"]), extra("-n", "-q", "--amend"), oneOf(["README.md"], ["src", "README.md"], ["--", "src/app.ts"]))
    .chain(([m, io, e, p]) => gitForm(["commit"], [m, io, ...e]).map((c) => `${c} ${p.join(" ")}`)),
  "git checkout -b/-B": fc.tuple(oneOf("-b", "-B", "-qb", "-qB"), oneOf("x", "feature/x"), oneOf([], ["origin/main"], ["HEAD~1"])).chain(([f, n, s]) => gitForm(["checkout"], [[f, n]]).map((c) => [c, ...s].join(" "))),
  "git switch -c/-C": fc.tuple(oneOf("-c", "-C", "--create", "--force-create", "--cr", "--force-c"), oneOf("x", "topic"), extra("-q", "--no-track")).chain(([f, n, e]) => gitForm(["switch"], [[f, n], ...e])),
  "git worktree add -b": fc.tuple(oneOf("-b", "-B"), extra("-f", "--detach", "-q")).chain(([f, e]) => gitForm(["worktree", "add"], [[f, "x"], ...e]).map((c) => `${c} ../wt`)),
  "git remote update": fc.tuple(extra("-p", "--prune"), oneOf([], ["origin"])).chain(([e, r]) => gitForm(["remote", "update"], [...e, r])),
  "git maintenance run --task=prefetch": fc.tuple(oneOf(["--task=prefetch"], ["--task", "prefetch"]), extra("--quiet", "--task=gc")).chain(([t, e]) => gitForm(["maintenance", "run"], [t, ...e])),
  "git submodule update --remote": fc.tuple(extra("--init", "--recursive", "--merge", "--rebase")).chain(([e]) => gitForm(["submodule", "update"], [["--remote"], ...e])),
  "git send-pack": fc.tuple(extra("--all", "--dry-run", "--force")).chain(([e]) => gitForm(["send-pack"], [...e]).map((c) => `${c} origin`)),
  "git config -l": fc.tuple(oneOf("-l", "--list", "--li", "--lis", "-zl", "-lz"), extra("--global", "--local", "--show-origin", "--name-only", "-z", "--file .git/config")).chain(([l, e]) => gitForm(["config"], [[l], ...e])),
  "git config --get-regexp": fc.tuple(oneOf("--get-regexp", "--get-r", "--get-re"), oneOf("remote", "'^remote\\.'", "url", "'\\.url$'", "'.*'", "insteadof", "pushurl"), extra("--global", "--name-only", "--show-origin")).chain(([o, p, e]) => gitForm(["config"], [[o, p], ...e])),
  "git var -l": gitForm(["var"], [["-l"]]),
};

const TEXT_TOOLS = ["cat", "less", "more", "head", "tail", "bat", "view", "strings", "xxd", "od", "nl", "tac"];
const PATTERN_TOOLS = ["grep", "rg", "awk", "sed -n"];
const credentialPath = oneOf(".git/config", "./.git/config", "../other/.git/config", "/home/u/repo/.git/config", "~/.git-credentials", ".git-credentials", "$HOME/.git-credentials", "~/.config/git/credentials", "\"$XDG_CONFIG_HOME/git/credentials\"");
const readsCredentials = fc.oneof(
  fc.tuple(oneOf(...TEXT_TOOLS), oneOf([], ["-n", "5"], ["-v"]), credentialPath).map(([t, f, p]) => [t, ...f, p].join(" ")),
  fc.tuple(oneOf(...PATTERN_TOOLS), oneOf("url", "'/url/p'", "token", "1"), credentialPath).map(([t, pat, p]) => `${t} ${pat} ${p}`),
);

for (const [what, form] of Object.entries(DENIED_GIT_LOCAL)) {
  test(`git-local: generated spellings of ${what} are denied`, () => {
    fc.assert(fc.property(form, (cmd) => {
      const r = run(gitLocal, cmd);
      if (r.tier !== "deny") throw new Error(`${JSON.stringify(cmd)} → ${r.tier} [${r.rules}]`);
    }), { numRuns: RUNS });
  });
}

test("git-local: a text tool reading a repository's config or a credential store is denied", () => {
  // (perl and ruby under a versioned name are those interpreters)
  for (const c of ["perl5.36 -ne print .git/config", "ruby3.2 -ne 'print $_' .git/config"]) assert.is(run(gitLocal, c).tier, "deny", c);
  fc.assert(fc.property(readsCredentials, fc.constantFrom((c) => c, (c) => `sudo ${c}`, (c) => `${c} | head -3`, (c) => `sh -c '${c.replace(/'/g, "")}'`), (cmd, wrap) => {
    const c = wrap(cmd);
    const r = run(gitLocal, c);
    if (r.tier !== "deny" || !r.texts.join(" ").includes("credential")) throw new Error(`${JSON.stringify(c)} → ${r.tier} [${r.rules}]`);
  }), { numRuns: RUNS });
});

test("git-local: asking for help clears every deny", () => {
  const forms = fc.oneof(...Object.values(DENIED_GIT_LOCAL).map((f) => f.filter((c) => !/ -- /.test(c))));
  fc.assert(fc.property(forms, oneOf("--help", "-h"), (cmd, h) => {
    const c = `${cmd} ${h}`;
    const r = run(gitLocal, c);
    if (r.tier === "deny") throw new Error(`${JSON.stringify(c)} → deny [${r.rules}]`);
  }), { numRuns: RUNS });
});

test("git-local: -n is a dry run for add, rm and mv only", () => {
  const dry = fc.tuple(oneOf("add", "stage", "rm", "mv"), oneOf("-n", "--dry-run", "--dry", "-nv", "-vn"), oneOf(["."], ["a", "b"], ["-A"])).map(([s, n, p]) => `git ${s} ${n} ${p.join(" ")}`);
  fc.assert(fc.property(dry, (cmd) => {
    const r = run(gitLocal, cmd);
    if (r.tier !== "silent") throw new Error(`${JSON.stringify(cmd)} → ${r.tier} [${r.rules}]`);
  }), { numRuns: RUNS });
  // elsewhere -n is another option: commit --no-verify, fetch --no-tags, rebase --no-stat
  for (const cmd of ["git commit -n -a", "git fetch -n", "git rebase -n main", "git commit -nam x"]) assert.is(run(gitLocal, cmd).tier, "deny", cmd);
});

const DENIED_DESTRUCTIVE = {
  "read-tree -u --reset": fc.tuple(extra("-v", "--trivial"), oneOf(["-u", "--reset"], ["--reset", "-u"], ["-u", "--RESET"])).chain(([e, f]) => gitForm(["read-tree"], [f, ...e]).map((c) => `${c} HEAD`)),
  "checkout-index -f -a": fc.tuple(oneOf(["-f", "-a"], ["-fa"], ["-af"], ["--force", "--all"], ["-f", "--", "README.md"]), extra("-u", "-q")).chain(([f, e]) => gitForm(["checkout-index"], [f, ...e])),
  "update-ref -d": fc.tuple(oneOf("refs/heads/x", "refs/tags/v1"), extra("--no-deref")).chain(([r, e]) => gitForm(["update-ref"], [["-d", r], ...e])),
  "reflog expire --expire=now": fc.tuple(oneOf("--expire=now", "--expire=all", "--expire-unreachable=now", "--expire-unreachable=all"), extra("--all", "--rewrite", "--updateref", "--stale-fix")).chain(([x, e]) => gitForm(["reflog", "expire"], [[x], ...e])),
  "reflog delete": fc.tuple(oneOf("HEAD@{1}", "main@{0}"), extra("--rewrite", "--updateref")).chain(([r, e]) => gitForm(["reflog", "delete"], [[r], ...e])),
  "gc --prune=now": fc.tuple(oneOf("--prune=now", "--prune=all"), extra("--aggressive", "--quiet", "--auto")).chain(([p, e]) => gitForm(["gc"], [[p], ...e])),
  "branch -M/-C/-f": fc.tuple(oneOf(["-M", "a", "b"], ["-C", "a", "b"], ["-f", "a", "HEAD~1"], ["--force", "a"], ["-qM", "b"], ["-D", "a"])).chain(([f]) => gitForm(["branch"], [f])),
  "checkout -B / switch -C": fc.tuple(oneOf(["checkout", "-B"], ["switch", "-C"], ["switch", "--force-create"]), oneOf("x", "main")).chain(([[s, f], n]) => gitForm([s], [[f, n]])),
  "worktree remove --force": fc.tuple(oneOf("--force", "-f", "--FORCE")).chain(([f]) => gitForm(["worktree", "remove"], [[f], ["../wt"]])),
  "push --delete / :branch": fc.tuple(oneOf(["--delete", "x"], ["-d", "x"], [":x"], ["--prune"], ["--mirror"], ["+main"], ["+HEAD:main"]), extra("-q", "--no-verify", "--atomic")).chain(([f, e]) => gitForm(["push"], [f, ...e]).map((c) => c.replace(/ push /, " push origin "))),
  "find -delete": fc.tuple(oneOf(".", "src", "~", "/", "\"$HOME\""), extra("-type f", "-name '*.o'", "-mtime +7", "-empty")).map(([d, e]) => ["find", d, ...e.flat(), "-delete"].join(" ")),
  "find -exec rm -r": fc.tuple(oneOf(".", "src", "~"), oneOf("-exec", "-execdir"), oneOf("-r", "-rf", "-fr", "-R", "--recursive", "-r -f"), oneOf("+", "\\;")).map(([d, x, f, end]) => `find ${d} -name build ${x} rm ${f} {} ${end}`),
};

for (const [what, form] of Object.entries(DENIED_DESTRUCTIVE)) {
  test(`destructive: generated spellings of ${what} are never silent`, () => {
    fc.assert(fc.property(form, (cmd) => {
      const r = run(destructive, cmd);
      if (r.tier === "silent") throw new Error(`${JSON.stringify(cmd)} → silent`);
    }), { numRuns: RUNS });
  });
}

test.run();
