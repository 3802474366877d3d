// readonly (rules/readonly.ts) and the recursive reads that print a credential store from the
// tree they walk, as grep's, ripgrep's, ag's and find's documentation defines that tree:
// ripgrep and ag skip hidden files unless told (rg(1) --hidden, -., -uu, a --glob that
// whitelists, --type-add; ag(1) --hidden, -u) but read a visible key or Terraform state,
// and with -z an archive's members; a walk whose named root is, or holds by its name, a
// store's directory (`.git`, `sub/.git`, `.aws`) prints it wherever it lies, and one that
// reads hidden files a repository's configuration where it holds a login; a walk from
// here among other roots, or from above (`..`), reads the tree below; a walk that follows
// symbolic links reads what a link points to, which the host's walk does not see. Each
// class: calls never approved in the tree that holds the store, and the ordinary calls
// beside them that stay approved.
//
// Cost: one build of readonly (shared through the helpers' cache), seven small trees, and a
// classification per call and tree: well under a second.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";

const { fieldsOf } = await runtime();
const { classifier } = await built("rules/readonly.ts");

/**
 * A tree of empty files under a new directory; a `config` holds a remote (`login`: its URL
 * with a user and password).
 */
function tree(prefix, files, login = false) {
  const dir = scratch(prefix);
  for (const entry of files) {
    const [f, text] = Array.isArray(entry) ? entry : [entry, undefined];
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text ?? (f.endsWith("/config") ? `[remote "origin"]\n\turl = https://${login ? "x:tok@" : ""}example.com/r\n` : ""));
  }
  return dir;
}
const TREES = {
  // (a visible key and Terraform state, no hidden store)
  visible: tree("rulec-walks-visible-", ["README.md", "src/app.ts", "id_rsa", "deploy/site.key", "infra/terraform.tfstate", ".git/config"]),
  // (a hidden store only: rg and ag skip it unless told)
  hidden: tree("rulec-walks-hidden-", ["README.md", "src/app.ts", ".env", ".git/config", "sub/.git/config"]),
  // (an archive: what rg's and ag's -z decompress, its members not known)
  archive: tree("rulec-walks-archive-", ["README.md", "src/app.ts", "logs/old.log.gz"]),
  // (no store below: only the names a walk is given are judged)
  clean: tree("rulec-walks-clean-", ["README.md", "src/app.ts", ".git/config", "sub/.git/config", ".aws/config"]),
  // (a repository nested below whose configuration holds a login: the one file of a .git the
  // host's walk reads)
  login: tree("rulec-walks-login-", ["README.md", "src/app.ts", "vendor/lib/.git/config", "vendor/lib/x.c"], true),
  // (npm's and yarn's project configurations: settings only, and with a token)
  settings: tree("rulec-walks-settings-", ["README.md", "src/app.ts", ".git/config", [".npmrc", "save-exact=true\nengine-strict=true\n"],
    [".yarnrc.yml", "nodeLinker: node-modules\nnpmRegistryServer: \"https://registry.yarnpkg.com\"\n"]]),
  npmToken: tree("rulec-walks-npm-token-", ["README.md", "src/app.ts", [".npmrc", "//registry.npmjs.org/:_authToken=npm_abc\n"]]),
  yarnToken: tree("rulec-walks-yarn-token-", ["README.md", "src/app.ts", ["pkg/.yarnrc.yml", "npmAuthToken: npm_abc\n"]]),
  // (an environment file's editors' copies alone: vim's swap, emacs' backup; Streamlit's secrets)
  envCopies: tree("rulec-walks-env-copies-", ["README.md", "src/app.ts", "app/.env~", ".streamlit/secrets.toml"]),
  envSwap: tree("rulec-walks-env-swap-", ["README.md", "src/app.ts", "..env.swp"]),
};
const tier = (cwd, command) => classifier.classify(fieldsOf({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command }, cwd, session_id: "s" })).tier;

// [class, tree, calls never approved there, calls still approved there]
const CLASSES = [
  ["rg and ag read a visible store below where they walk (they skip only hidden files)", "visible",
    ["rg token", "rg token .", "rg -e token", "rg -i token ./", "rg -l token", "rg token src .", "ag token", "ag token .",
      "rg -t tf token", "rg -g '!*.md' token"],
    ["rg token src", "rg -e token src", "rg --files", "rg --files | head", "rg --version", "rg --type-list", "rg -c token src/app.ts",
      "ag token src", "rg token README.md", "git grep token", "grep -rn TODO src/"]],
  ["rg and ag told to read hidden files read every store below (--hidden, -., -uu, a whitelisting --glob, --type-add; ag -u)", "hidden",
    ["rg --hidden token", "rg -. token", "rg -uu token", "rg -u -u token", "rg -iuu token", "rg --unrestricted --unrestricted token",
      "rg -g '*' token", "rg --glob='*' token", "rg --iglob '*' token", "rg -g'*' token", "rg --type-add 'e:*' -t e token",
      "rg --type-add=e:* -te token", "ag --hidden token", "ag -u token", "ag --unrestricted token", "rg --hidden token . src"],
    ["rg token", "rg token .", "rg -t py token", "rg -g '!vendor' token", "rg --glob=!*.min.js token", "rg -i token", "ag token",
      "rg --hidden token src", "rg --files --hidden", "rg -uu token src"]],
  ["a walk that reads hidden files prints a repository's configuration where it holds a login (grep -r, ack, rg --hidden, find -exec, diff -r)", "login",
    ["grep -r token .", "grep -rn url", "grep -r token vendor", "grep -r token src vendor", "ack token", "ugrep -r token",
      "rg --hidden token", "rg -uu token vendor/lib", "find . -exec cat {} +", "find vendor -type f -exec cat {} +",
      "diff -r . /dev/null", "grep -r token ./vend*", "grep -r token */lib"],
    ["grep -rn TODO src", "rg token", "rg token vendor", "ag token", "grep -r token vendor/lib/x.c", "git ls-files | xargs cat",
      "find . -name '*.c' | head", "ls vendor/lib", "rg --hidden token src"]],
  ["… and npm's and yarn's configurations where they hold a token", "npmToken",
    ["grep -r token .", "rg --hidden token", "find . -exec cat {} +", "ack token"], ["rg token", "grep -rn TODO src"]],
  ["… and yarn's where it holds one", "yarnToken", ["grep -r token .", "grep -r token pkg", "rg -uu token"], ["rg token", "grep -rn TODO src"]],
  ["a project's configurations of settings alone are no store", "settings", [],
    ["grep -r token .", "rg --hidden token", "find . -exec cat {} +", "ack token", "grep -rn engine ."]],
  ["a search's own name filter keeps it from a store it does not match (grep --include, unless an --exclude comes first or too; rg --glob)", "hidden",
    ["grep -r token --include='.env*' .", "grep -r token --include='*.ts' --exclude='*.md' .", "grep -r token --exclude='*.md' --include='*.ts' .",
      "rg -g '.env' token", "rg -g '*.{ts,env}' token", "grep -r token --include=\"$E\" .", "rg -g '*' token", "rg -g '*.ts' -g '.e*' token",
      "grep -r token --include='*.ts' --include=.env ."],
    ["grep -r token --include='*.ts' .", "grep -rn token --include=*.ts", "rg -g '*.ts' token", "rg -g '*.ts' -g '!vendor' token",
      "rg --iglob '*.TS' token", "rg -uu -g '*.ts' token", "grep -r token --include='*.ts' --include='*.md' src .", "grep -r token --incl=*.md .",
      "grep -r token --include=*.{ts,md} ."]],
  ["find's tests of a name before its first action, joined by -a alone, for -exec and the pipe it feeds NUL-separated (rg --files -g too)", "hidden",
    ["find . -name '*.ts' -o -name '.env' | xargs cat", "find . -exec cat {} + -name '*.ts'", "find . -print -name '*.ts' | xargs cat",
      "find . ! -name '*.md' -exec cat {} +", "find . -name '.env*' | xargs cat", "find . -name '*' | xargs cat", "find . -name \"$P\" | xargs cat",
      "(cd src && find . -name '*.ts') | xargs cat", "find . -not -name '*.md' -exec cat {} +", "find . \\( -name '*.ts' \\) -exec cat {} +",
      "find . -name '*.ts' | xargs grep token"],
    ["find . -name '*.ts' -exec cat {} +", "find . -name '*.ts' -print0 | xargs -0 cat", "find . -type f -name '*.ts' -print0 | xargs -0 wc -l",
      "find . -iname '*.TS' -exec cat {} \\;", "rg --files -g '*.ts' -0 | xargs -0 cat", "find . -name '*.md' -exec grep -l token {} +",
      "cd src && find . -name '*.ts' -print0 | xargs --null cat"]],
  ["… and a visible store it matches, by name or by a directory on its path", "visible",
    ["grep -r token --include='*.key' .", "rg -g '*.key' token", "grep -r token --include='id_*' .", "rg -g 'deploy' token",
      "grep -r token --include='*.tfstate' infra"],
    ["grep -r token --include='*.md' .", "rg -g '*.md' token", "grep -r token --include='*.ts' src deploy"]],
  ["rg and ag told to search compressed files read an archive below, whose members are not known (-z, --search-zip)", "archive",
    ["rg -z token", "rg --search-zip token", "rg -iz token .", "ag -z token", "ag --search-zip token"],
    ["rg token", "rg -z token src", "ag token", "rg -c token", "grep -rn token ."]],
  ["ack, ugrep, rgrep and grep -r read hidden files: every store below, from here among other roots too", "hidden",
    ["ack token", "ack token .", "ugrep -r token", "rgrep token", "grep -r token . src", "grep -rn token src .", "grep -rn token ./"],
    ["grep -rn token src", "grep -r token src/", "ack token src", "grep -n token README.md", "grep -r token src sub"]],
  ["a walk whose root is, or holds by its name, a store's directory (`.git`, `sub/.git`, `.aws`), relative or absolute", "clean",
    ["grep -r url .git", "rg url .git", "rg url ./.git/", "grep -rn url sub/.git", "rg url sub/.git/", "ag url .git", "ack url .git",
      "find .git -name config -exec cat {} +", "find sub/.git -type f | xargs cat", "cat $(find .git -name config)",
      "cd .git && grep -r url .", "cd sub/.git && rg url", "grep -r url .GIT", "diff -r .git /dev/null", "rg key .aws",
      "grep -r token .config", "rg token .config/gh", "grep -r x .git/modules", "find .ssh -exec cat {} +", "rg -e url -- .git"],
    ["grep -rn TODO src/", "grep -rn TODO src", "rg foo src", "rg url .github", "grep -r x .gitlab", "ls .git", "ls -la .git | head",
      "cat .git/HEAD", "find .git -name '*.pack' | wc -l", "grep -c x .gitignore", "rg x .gitmodules", "find src -exec wc -l {} +",
      "grep -r TODO containers/", "rg TODO helm"]],
  ["a walk that follows symbolic links reads what a link below points to, anywhere (rg -L, grep -R, find -L with -exec, fd -L with -x)", "clean",
    ["rg -L token", "rg --follow token src", "grep -R token .", "grep -Rn token src", "grep --dereference-recursive token src",
      "ag -f token", "ag --follow token", "ack --follow token", "find -L . -exec cat {} +", "find . -follow -exec cat {} +",
      "fd -L -x cat", "fd --follow -X cat", "ugrep -R token", "egrep -R token src"],
    ["rg token", "grep -r token .", "grep -rn token src", "find . -exec wc -l {} +", "find -L . -name '*.md'", "fd -L md",
      "rg -l token", "grep -L token README.md", "find . -name '*.py' | xargs grep TODO"]],
  // (a glob whose first segment is a pattern names entries here: its walk is part of the
  // walk from here, of the entries that do not begin with `.` unless the pattern does)
  ["a walk from a glob of the entries here reads the stores below them (`*`, `./*/`, `d*`), a hidden one where the glob begins with `.`", "visible",
    ["grep -r token *", "rg token *", "find * -exec cat {} +", "ls * | xargs cat", "find * | xargs cat", "grep -rn token ./*",
      "grep -r token d*", "find */ -type f -exec cat {} +", "find .* -exec cat {} +", "grep -r token .[a-z]*",
      // (a pattern's walk is judged as the walk of every entry here: `s*` names only src)
      "grep -r token s*"],
    ["grep -rn token src/*", "find * -name '*.md'", "ls *", "rg --files *"]],
  ["… the entries a glob names without a leading `.` hold no hidden store", "hidden",
    ["grep -r token .e*", "find .* -exec cat {} +", "grep -r token .[!.]*"],
    ["grep -r token *", "find * -exec wc -l {} +", "rg token *", "grep -rn token * | head"]],
  // (a name made from a walker's item and other text is not the walk's: a project's file
  // named `shadow` makes `/etc/{}` /etc/shadow, fd's `{.}` of `id_rsa.pub` is `id_rsa`)
  ["a name made from a walker's item that may leave the tree walked (`/etc/{}`, `../{}`, xargs -I's `pre-R`), known only when it runs", "clean",
    ["find . -exec cat /etc/{} \\;", "find . -exec cat {}/../../x \\;", "ls | xargs -I X cat /etc/X", "ls | xargs -I{} cat ../{}",
      "fd -x cat /root/{/}", "find . -exec cat ~/.ssh/{} +", "fd -x cat {/}/../x"],
    // (a suffix in the item's own directory, fd's {.} and {/}: names of the tree walked,
    // which the walk's judgement covers)
    ["find . -name '*.md' -exec cat {} \\;", "ls | xargs -I{} wc -l {}", "fd -e md -x cat {}", "find . -exec wc -l {} +",
      "ls | xargs -I X echo X.bak", "find . -exec cat {}.key \\;", "fd -e pub -x cat {.}", "fd -x cat -- {/}"]],
  ["a walk that reads hidden files reads an environment file's copies and Streamlit's secrets (`.env~`, `.streamlit/secrets.toml`)", "envCopies",
    ["rg -uu token", "rg --hidden token", "grep -r token .", "find . -type f -exec cat {} +", "grep -r token app"],
    ["rg token", "grep -r token src", "rg -uu token src", "find src -type f -exec cat {} +"]],
  ["… and vim's swap of .env, `..env.swp` (vim(1): the swap file of `.env` is `..env.swp`)", "envSwap",
    ["rg -uu token", "rg --hidden token", "grep -r token .", "find . -type f -exec cat {} +", "ls -a | xargs cat"],
    ["rg token", "grep -r token src", "rg -uu token src", "ls -a"]],
];

for (const [what, where, never, approved] of CLASSES) {
  const cwd = TREES[where];
  test(`never approved: ${what}`, () => {
    for (const c of never) assert.is.not(tier(cwd, c), "allow", c);
  });
  test(`still approved beside it: ${what}`, () => {
    for (const c of approved) assert.is(tier(cwd, c), "allow", c);
  });
}

// (a review's findings: a walk's names as a reader gets them)
test("names a pipe carries are read as the reader gets them", () => {
  const env = tree("rulec-walks-split-env-", [[".env", "T=x\n"], ".env x.ts", "src/a.ts"]);
  const proc = tree("rulec-walks-split-proc-", ["src/a.ts", "x /proc/self/environ"]);
  const lines = tree("rulec-walks-rg-lines-", [["src/.env", "T=1\n"], ["src/a.ts", "KEY src/.env\n"], "lib/b.ts"]);
  const root = tree("rulec-walks-root-", ["src/a.ts", "src/deploy/id_rsa"]);
  const pass = tree("rulec-walks-pass-", [[".git/config", "[sendemail]\n\tsmtpPass = hunter2\n"], "src/a.ts"]);
  const worktree = tree("rulec-walks-worktree-", [[".git/config.worktree", "[remote \"o\"]\n\turl = https://x:tok@example.com/r\n"], "src/a.ts"]);
  // (a delimiter of the reader's own cuts a name anywhere: `./xd/proc/self/environ` at `d`)
  const cut = tree("rulec-walks-cut-", ["a.ts", "xd/proc/self/environ"]);
  // (names xargs cuts, where the walk keeps them: a filter's, a root's)
  const blank = tree("rulec-walks-blank-", [[".env", "T=x\n"], "docs/My Notes.md", "docs/b.md", "src/a.ts"]);
  const never = [
    // (xargs cuts names at blanks: `.env x.ts` gives `./.env`; `x /proc/self/environ` gives
    // `/proc/self/environ`)
    [env, "find . -name '*.ts' | xargs cat"], [env, "rg --files -g '*.ts' | xargs cat"], [env, "grep -rl --include='*.ts' KEY . | xargs cat"],
    [env, "find . -name '*.ts' | xargs -d '~' cat"], [proc, "find . -type f | xargs cat"], [proc, "git ls-files | xargs cat"],
    // (a stage after the walk prints its own names; find's -printf and -ls other text)
    [env, "find . -name '*.ts' -print0 | ls -a | xargs -0 cat"], [env, "find . -name '*.ts' -printf '.env\\n' | xargs cat"],
    [lines, "find src -printf '.env\\n' | xargs cat"], [lines, "find . -name '*.ts' -ls | xargs cat"],
    // (rg's matching lines are no names)
    [lines, "rg -g '*.ts' KEY | xargs cat"], [lines, "rg KEY lib | xargs cat"],
    // (find tests its starting points too)
    [root, "find src -name src -exec rg KEY {} +"], [root, "find src -name '*rc' -exec grep -r KEY {} +"], [lines, "find . -name . -exec rg --hidden KEY {} +"],
    // (git's smtpPass, imap.pass)
    [pass, "grep -rn hunter ."], [worktree, "grep -rn url ."],
    // (xargs' and parallel's own delimiters)
    [cut, "find . -type f | xargs -d d cat"], [cut, "find . -type f | xargs --delimiter=d cat"], [cut, "git ls-files | xargs -dd cat"],
    [cut, "ls | parallel --colsep d cat {1}"],
    [blank, "find . -name '*.md' | xargs cat"], [blank, "find docs | xargs cat"], [blank, "find . -type f | xargs cat"], [blank, "git ls-files | xargs cat"],
    // (a name given at run time may be grep's -r, but a whole path find prints)
    [blank, "find . -name '*.ts' | xargs grep -l x"], [blank, "find . -name '*.ts' -print0 | xargs -0 grep -rl x"],
    [blank, "find . -name '*.ts' -printf '%p\\0' | xargs -0 grep -l x"], [blank, "find . -name '*.ts' -exec echo -r \\; -print0 | xargs -0 grep -l x"],
    [blank, "find . -name '*.ts' -print0 | xargs -0 -d x grep -l x"], [blank, "rg --files -0 -g '*.ts' | xargs -0 grep -l x"],
    // (a stage between the walk and xargs that changes a line, cuts one, prints another, or
    // reads a file)
    [blank, "find . -name '*.ts' | grep -o '[a-z.]*' | xargs cat"], [blank, "find . -name '*.ts' | head -c 6 | xargs cat"],
    [blank, "find . -name '*.ts' | grep -n x | xargs cat"], [blank, "find . -name '*.ts' | grep x .env | xargs cat"],
    [blank, "find . -name '*.ts' | cut -c1-6 | xargs cat"], [blank, "find . -name '*.ts' | tac -s / | xargs cat"],
    [blank, "find . -name '*.ts' | shuf -e .env | xargs cat"], [blank, "find . -name '*.ts' | uniq -c | xargs cat"],
    [blank, "find . -name '*.ts' | grep -A1 x | xargs cat"], [blank, "find . -name '*.ts' | sort --files0-from=list | xargs cat"],
    [blank, "find . -name '*.ts' | grep -v x < .env | xargs cat"], [blank, "find . -name '*.md' | grep -v b | xargs cat"],
    // (a name test a negation applies to keeps no name)
    [blank, "find . -not -name '*.ts' -exec cat {} +"], [blank, "find . ! -name '*.ts' | xargs cat"], [blank, "find . ! ! -name '.env' -exec cat {} +"],
    [blank, "find . -name '*.ts' -o -name '.env' -exec cat {} +"],
  ];
  for (const [at, c] of never) assert.is.not(tier(at, c), "allow", `${at}: ${c}`);
  const approved = [
    [env, "find . -name '*.ts' -print0 | xargs -0 cat"], [env, "rg --files -g '*.ts' -0 | xargs -0 cat"], [env, "find . -name '*.ts' -exec cat {} +"],
    [proc, "find . -type f -print0 | xargs -0 cat"], [proc, "find . -type f -exec cat {} +"], [lines, "rg -l KEY lib | xargs cat"],
    [root, "find src -name '*.ts' -exec cat {} +"], [cut, "find . -type f | xargs cat"], [cut, "find . -type f | xargs -d '\\n' cat"],
    [cut, "find . -type f | xargs -d $'\\n' cat"],
    [blank, "find . -name '*.ts' | xargs cat"], [blank, "find src -name '*.ts' | xargs cat"], [blank, "find src | xargs cat"],
    [blank, "find . -name '*.ts' | xargs -I{} cat {}"], [blank, "find . -name '*.md' -print0 | xargs -0 cat"],
    [blank, "find . -name '*.ts' -print0 | xargs -0 grep -l x"], [blank, "find src -type f -print0 | xargs -0 grep -n x"],
    // (… and through stages that pass some of its lines, each whole)
    [blank, "find . -name '*.ts' | grep -v test | xargs cat"], [blank, "find . -name '*.ts' | head -20 | xargs cat"],
    [blank, "find . -name '*.ts' | sort | uniq | xargs cat"], [blank, "find . -name '*.ts' | grep -vi test | head -n 5 | xargs wc -l"],
    // (… and beside a negated test, which only narrows it)
    [blank, "find . -name '*.ts' -not -path './node_modules/*' | xargs wc -l"], [blank, "find . -name '*.ts' ! -path './dist/*' -exec cat {} +"],
    [blank, "find . -not -type d -name '*.ts' -exec cat {} +"],
  ];
  for (const [at, c] of approved) assert.is(tier(at, c), "allow", `${at}: ${c}`);
});

// (the configuration files git keeps in a .git beside `config`: a linked worktree's
// `worktrees/ID/config.worktree`, and each submodule's git directory below `modules/`,
// named by a submodule's name, which may hold slashes, and nested in turn — a recursive
// grep prints each; git-worktree(1), gitsubmodules(7))
test("a submodule's and a linked worktree's configuration are read by their text", () => {
  const login = "[remote \"origin\"]\n\turl = https://x:tok@example.com/r\n", plain = "[remote \"origin\"]\n\turl = https://example.com/r\n";
  const module = (at, config) => [[`${at}/HEAD`, "ref: refs/heads/main\n"], [`${at}/config`, config], `${at}/objects/pack/p.pack`];
  const never = [
    tree("rulec-walks-module-", [...module(".git/modules/lib", login), "src/a.ts"]),
    tree("rulec-walks-module-slash-", [...module(".git/modules/vendor/lib", login), "src/a.ts"]),
    tree("rulec-walks-module-nested-", [...module(".git/modules/a", plain), ...module(".git/modules/a/modules/b", login), "src/a.ts"]),
    tree("rulec-walks-linked-", [[".git/worktrees/w1/config.worktree", login], "src/a.ts"]),
    tree("rulec-walks-module-below-", [...module("vendor/x/.git/modules/y", login), "src/a.ts"]),
  ];
  for (const at of never) {
    for (const c of ["grep -rn url .", "rg --hidden url", "grep -r url .git"]) assert.is.not(tier(at, c), "allow", `${at}: ${c}`);
    assert.is(tier(at, "grep -rn url src"), "allow", `${at}: grep -rn url src`);
  }
  const clean = tree("rulec-walks-module-plain-", [...module(".git/modules/lib", plain), [".git/worktrees/w1/config.worktree", plain], "src/a.ts"]);
  for (const c of ["grep -rn url .", "rg --hidden url", "find . -type f -exec wc -l {} +"]) assert.is(tier(clean, c), "allow", c);
});

// (a review's findings on names read through pipes: a walker's errors in the pipe, an
// xargs EOF string or options not known, `-P0` read as -0, a link in the tree to a store
// there, names ls prints bare, a worktree's configuration read by name, a modules/
// directory with no HEAD)
test("names a pipe carries: errors, EOF strings, bundles, links in the tree, bare names", () => {
  const login = "[remote \"o\"]\n\turl = https://u:tok@h/r\n";
  const walkErr = tree("rulec-walks-err-", [[".env", "S=1\n"], "src/a.ts"]);
  const cut = tree("rulec-walks-eof-", ["a.ts", "x /proc/self/environ"]);
  const bundle = tree("rulec-walks-bundle-", [[".env", "S=1\n"], "src/a.ts", "src/x .env y.ts"]);
  const inTree = tree("rulec-walks-in-link-", [[".env", "S=1\n"], "a/b.ts"]);
  symlinkSync("../.env", join(inTree, "a/lnk.ts"));
  const bare = tree("rulec-walks-bare-", [[".npmrc", "_authToken=npm_SECRET\n"], ["src/.npmrc", "save-exact=true\n"], "src/a.ts"]);
  const worktree = tree("rulec-walks-wt-", [[".git/config.worktree", login], [".git/worktrees/w1/config.worktree", login]]);
  const noHead = tree("rulec-walks-nohead-", [[".git/modules/p/config", login], "a.ts"]);
  const never = [
    [walkErr, "find -L . -name '*.ts' 2>&1 >/dev/null | xargs cat"], [walkErr, "find -L . -name '*.ts' |& xargs cat"],
    [walkErr, "ls nosuch 2>&1 | xargs cat"], [walkErr, "{ find . -name '*.ts'; } |& xargs cat"], [walkErr, "find . -name '*.ts' 2>&1 | sort | xargs cat"],
    [cut, "find -type f | xargs -E EOF cat"], [cut, "find -type f | xargs -eEOF cat"], [cut, "rg --files | xargs -E x cat"], [cut, "ls -R | xargs -E x cat"],
    [bundle, "find src -name '*.ts' | xargs -P0 cat"], [bundle, "find src -name '*.ts' | xargs -n10 cat"], [bundle, "ls src | xargs -s1000 cat"],
    [inTree, "find . -name '*.ts' -exec cat {} +"], [inTree, "find . -name '*.ts' -print0 | xargs -0 cat"], [inTree, "find . -name '*.ts' | xargs cat"],
    [bare, "ls -A src | xargs cat"], [bare, "ls -A src | grep npmrc | xargs cat"], [bare, "tree -a -i src | xargs cat"],
    [worktree, "cat .git/config.worktree"], [worktree, "head .git/worktrees/w1/config.worktree"],
    [noHead, "grep -r tok ."], [noHead, "rg -uuu tok"],
  ];
  for (const [at, c] of never) assert.is.not(tier(at, c), "allow", `${at}: ${c}`);
  const approved = [
    [walkErr, "find . -name '*.ts' 2>/dev/null | xargs cat"], [walkErr, "find . -name '*.ts' | xargs cat"], [bundle, "find src -name a.ts -print0 | xargs -r0 cat"],
    [inTree, "find . -name b.ts -exec cat {} +"], [noHead, "grep -r tok a.ts"],
  ];
  for (const [at, c] of approved) assert.is(tier(at, c), "allow", `${at}: ${c}`);
});

// (a glob that is an option's value in a word of its own: bash expands it to every name it
// matches, and the names after the first are the command's operands — `rg
// --context-separator *.ts ~/.ssh .` where a.ts and b.ts are searches ~/.ssh for b.ts)
test("a glob given as an option's value may become operands", () => {
  const at = tree("rulec-walks-spill-", ["a.ts", "b.ts", "README.md"]);
  for (const c of ["rg --context-separator *.ts ~/.ssh .", "grep --label *.ts -r token ~/.ssh .", "rg -g *.ts token"]) assert.is.not(tier(at, c), "allow", c);
  for (const c of ["rg --context-separator '*.ts' token .", "grep --label=*.ts -r token .", "head -n 5 *.ts", "wc -l *.ts", "rg -g '*.ts' token"]) {
    assert.is(tier(at, c), "allow", c);
  }
});

// (… and named by its absolute path)
test("a walk of a store's directory named by its absolute path", () => {
  const at = TREES.clean;
  for (const c of [`rg url ${at}/.git`, `grep -r url ${at}/sub/.git/`, `find ${at}/.git -type f -exec cat {} +`]) assert.is.not(tier(at, c), "allow", c);
  for (const c of [`rg foo ${at}/src`, `grep -rn TODO ${at}/src/`]) assert.is(tier(at, c), "allow", c);
});

// (a walk from above where the call acts: the parent's tree, and its parent's, as the host
// finds them; from further up, not known)
test("a walk from above where the call acts reads the stores beside it", () => {
  const withStores = join(tree("rulec-walks-above-", ["README.md", ".env", "deploy/site.key", "src/app.ts", "src/lib/x.ts"]), "src");
  const without = join(tree("rulec-walks-above-clean-", ["README.md", "src/app.ts", "src/lib/x.ts"]), "src");
  for (const c of ["grep -r token ..", "grep -rn token ../", "rg token ..", "rg token ./..", "ag token ..", "ack token ..",
    "find .. -exec cat {} +", "cd lib && grep -r token ../..", "cd lib && rg token ../..", "grep -r token ../../..",
    "find .. -type f | xargs cat", "ls -R .. | xargs cat", "cd lib && find ../.. -type f | xargs cat", "diff -r .. /dev/null"]) {
    assert.is.not(tier(withStores, c), "allow", c);
  }
  for (const c of ["grep -r token .", "rg token", "grep -rn TODO ../src", "rg token ../src", "find . -exec wc -l {} +", "ls ..",
    "find .. -name '*.md' | wc -l", "find .. -type f | head", "find . -type f | xargs cat"]) {
    assert.is(tier(withStores, c), "allow", c);
  }
  for (const c of ["grep -r token ..", "rg -uu token ..", "find .. -exec wc -l {} +", "cd lib && grep -r token ../..", "find .. -type f | xargs cat",
    "diff -r .. /dev/null"]) {
    assert.is(tier(without, c), "allow", c);
  }
  // (from further up: the tree there is not looked into)
  for (const c of ["grep -r token ../../..", "rg token ../../../.."]) assert.is.not(tier(without, c), "allow", c);
});

// (the same walks where no store is below: approved, as before)
test("a walk from here where no store is below stays approved, whatever rg is told", () => {
  for (const c of ["rg token", "rg --hidden token", "rg -uu token", "rg -g '*' token", "ag -u token", "ack token", "grep -rn token .",
    "grep -r token . src"]) {
    assert.is(tier(TREES.clean, c), "allow", c);
  }
});

test.run();
