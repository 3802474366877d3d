// readonly: the vcs family — git's and gh's (GitHub CLI) read subcommands.
//
// Sources: git's manual pages (git(1) for the global options, git-<sub>(1) for each
// subcommand, git-config(1) for what configuration runs programs), git-lfs's manual
// (git-lfs-<sub>(1)); gh's manual (cli.github.com/manual, gh_<group>_<sub>) and its
// command definitions (cli/cli pkg/cmd) for gh's option grammar (compiler/specs/vcs.ts).
//
// ─── git ───────────────────────────────────────────────────────────────────────
// Each subcommand below is approved only with options from an allow-list: its grammar's
// options (compiler/specs/git.ts) minus the ones that write or run something, or a
// hand-made list where rulec has no grammar for it. An unknown option approves nothing (it
// might take the next word as its value), so the operands the rules look at are surely
// the operands. Where one subcommand both reads and writes (branch, tag, stash, config,
// reflog, notes, worktree, …), the reading form is pinned by its sub-subcommand right
// after the subcommand, or by the documented listing flags.
//
// git's own options (before the subcommand): git reads its configuration from the
// command line too, and configuration can make a read run programs (core.pager, pager.*,
// diff.external, diff.<driver>.textconv, core.fsmonitor, alias.*, gpg.program,
// core.sshCommand, credential.helper, uploadpack.packObjectsHook, include.path …). So a
// git call is approved only when its global options are, word by word, ones that cannot
// do that: -C/--git-dir/--work-tree/--namespace (where), --no-pager/-p/-P, the pathspec
// and lock switches, and `-c` only with a key from SAFE_CONFIG (display settings; a
// pager only as cat/less; pager.<cmd> only as a boolean; core.editor, which none of the
// approved subcommands runs). --config-env, --exec-path and any other global option
// approve nothing. GIT_* variables are assignments, which the engine never approves
// (README, "Sound verdicts"). The repository's own configuration files are trusted like
// the user's: `git diff` runs a configured diff.external, `git log` a configured pager,
// and no rule can see them; this is the trust every read-only approver of git extends.
//
// Not approved, by design:
//   - fetch, pull, remote update: they write refs; push, clone: writes.
//   - anything that prints a remote URL or the whole configuration: a URL may carry a
//     token (`https://x-access-token:…@github.com/…`) and `git config --list` prints
//     actions/checkout's `http.…extraheader` credential — the same exposure
//     rules/git-local.ts denies. So `git remote -v`, `remote get-url`, `remote show`,
//     `ls-remote --get-url`, `config --list`/`-l`, `--get-regexp`, `--get-urlmatch` and
//     `config --get` of a credential-looking key (remote.*, url.*, http.*, credential.*,
//     *token*, *password*, …), `git var -l`.
//   - archive -o/--output (writes a file), --remote/--exec (runs on the remote);
//     log/diff/show --output (writes), --ext-diff (runs the external diff program);
//     grep -O/--open-files-in-pager (runs a program on the matches);
//     ls-remote --upload-pack (runs a program); fsck --lost-found (writes);
//     difftool, mergetool, instaweb, bisect run, submodule foreach (run programs).
//
// ─── gh ────────────────────────────────────────────────────────────────────────
// gh is a cobra program: its subcommand path is the words before any operand, and cobra
// reads an unknown option before the path as taking the next word. So the path is read
// from the words as written — `gh GROUP SUB`, with only -R/--repo OWNER/REPO allowed
// before GROUP or before SUB (gh's documented repository override) — and every option
// must be one gh's grammar knows (knownOptions over the union grammar in
// compiler/specs/vcs.ts). Approved: the list/view/diff/status/checks/search/get
// subcommands of each group; `gh api` with GET (gh's default when no field is given) or a
// GraphQL query that is not a mutation; `gh auth status` without -t/--show-token;
// `gh browse` and --web (they open a page in the user's browser: a GET, nothing changed).
// Excluded: `gh auth token` and `gh config get oauth_token` (they print the token), a
// --jq filter that reads the environment (`$ENV`, `env`: gh's jq is compiled with the
// process environment, so `--jq '$ENV.GH_TOKEN'` prints a secret), run/release/
// attestation download (write files), extension exec and any extension or alias (runs
// code), everything that creates, edits, deletes, merges, reruns or sets.

import { Match, Word, type WordLike, SPECS, all, any, command, git, isNot, not, word } from "rulec";
import type { Family } from "./family.ts";

// ─── helpers ───────────────────────────────────────────────────────────────────

/** The i-th word of the command as written (0: the command word). */
const argvAt = (i: number, w: WordLike): Match => new Match({ k: "some", sel: { of: "argv", from: i, to: i + 1 }, w: word(w) });
/** The command has between min and max words (the command word included). */
const argvCount = (min: number, max: number | null): Match => new Match({ k: "count", sel: { of: "argv", from: 0, to: null }, min, max });
/** git: the first word after the subcommand, as written (a sub-subcommand: `stash list`). */
const firstArg = (w: WordLike): Match => new Match({ k: "some", sel: { of: "args", from: 0, to: 1 }, w: word(w) });
/** git: no word after the subcommand. */
const noArgs = (): Match => new Match({ k: "count", sel: { of: "args", from: 0, to: null }, min: 0, max: 0 });

/** The options of a git subcommand's grammar, without `drop`. */
function gitOptions(sub: string, ...drop: string[]): string[] {
  const spec = SPECS[`git ${sub}`];
  if (!spec) throw new Error(`no grammar for git ${sub}`);
  return Object.keys(spec.options).filter((o) => !drop.includes(o));
}
const uniq = (...lists: string[][]): string[] => [...new Set(lists.flat())];

// ─── git: global options ─────────────────────────────────────────────────────────

// -c keys that never make git run a program: display and formatting settings. (The
// approved subcommands never start an editor, so core.editor only names one.)
const SAFE_CONFIG = new RegExp("^(" + [
  String.raw`color\.[a-z0-9.-]+(=[^$\x60]*)?`,
  String.raw`(core\.(quotepath|abbrev|editor)|column\.ui|i18n\.logoutputencoding|advice\.[a-z0-9]+)(=[^$\x60]*)?`,
  String.raw`log\.(date|decorate|abbrevcommit|follow|mailmap|showroot|excludedecoration|initialdecorationset)(=[^$\x60]*)?`,
  String.raw`diff\.(noprefix|mnemonicprefix|relative|renames|renamelimit|context|interhunkcontext|algorithm|indentheuristic|statgraphwidth|statnamewidth|colormoved|colormovedws|suppressblankempty|dirstat|submodule|ignoresubmodules|wserrorhighlight)(=[^$\x60]*)?`,
  String.raw`status\.(short|branch|showuntrackedfiles|aheadbehind|relativepaths|renames|renamelimit|showstash|displaycommentprefix|submodulesummary)(=[^$\x60]*)?`,
  String.raw`grep\.(linenumber|column|patterntype|extendedregexp|fullname)(=[^$\x60]*)?`,
  String.raw`blame\.(date|coloring|showemail|blankboundary|showroot|markunblamablelines|markignoredlines)(=[^$\x60]*)?`,
  String.raw`core\.pager=(cat|less|less -r|less -fr|less -frx|)`, // a pager only as a known reader
  String.raw`pager\.[a-z0-9-]+(=(true|false|yes|no|on|off|1|0))?`, // a boolean; a string would be a pager command
].join("|") + ")$", "i");

// Global options of one word that choose nothing that runs.
// (A value with a `$` or backquote is refused: an unquoted expansion may be several words at
// run time — `git -C $D log` with D='x -c core.pager=…' — and the git model does not mark
// a global option's value so.)
const GLOBAL_1 = /^(--no-pager|-p|--paginate|-P|--no-replace-objects|--literal-pathspecs|--glob-pathspecs|--noglob-pathspecs|--icase-pathspecs|--no-optional-locks|--bare|--no-lazy-fetch|--no-advice|--git-dir=[^$`]*|--work-tree=[^$`]*|--namespace=[^$`]*)$/;
const LITERAL = /^[^$`]*$/;
// Global options followed by their value: where git acts.
const GLOBAL_2 = ["-C", "--git-dir", "--work-tree", "--namespace"];

/**
 * git's own options, word by word, are safe ones, and the subcommand follows them: every
 * way of writing up to three of them (git parses its options the same way: exact names,
 * `-C`/`-c` and the path options taking the next word).
 */
function safeGlobals(): Match {
  const alts: Match[] = [];
  const walk = (at: number, left: number, parts: Match[]) => {
    alts.push(all(...parts, argvAt(at, /^[^-]/)));
    if (left === 0) return;
    walk(at + 1, left - 1, [...parts, argvAt(at, GLOBAL_1)]);
    walk(at + 2, left - 1, [...parts, argvAt(at, GLOBAL_2), argvAt(at + 1, LITERAL)]);
    walk(at + 2, left - 1, [...parts, argvAt(at, "-c"), argvAt(at + 1, SAFE_CONFIG)]);
  };
  walk(1, 3, []);
  return any(...alts);
}
const GLOBALS_OK = safeGlobals();

/** git SUB with safe global options and only these options. */
function gitRead(subs: string | string[], flags: string[], extra: WordLike[] = []): Match {
  const m = git(...(typeof subs === "string" ? [subs] : subs)).and(GLOBALS_OK);
  return flags.length + extra.length ? m.onlyFlags(...flags, ...extra) : m.flags(0);
}

// ─── git: the option allow-lists ────────────────────────────────────────────────

const NUMBER = /^-[0-9]+$/; // git log -5, git show-branch -3, archive -9
// Writes a file, or runs the external diff program.
const DIFF_UNSAFE = ["--output", "--ext-diff"];
const LOG = gitOptions("log", ...DIFF_UNSAFE);
const DIFF = gitOptions("diff", ...DIFF_UNSAFE);
const SHOW = gitOptions("show", ...DIFF_UNSAFE);
const DIFF_PLUMBING = uniq(DIFF, LOG, ["-r", "-t", "--root", "--stdin", "--merge-base", "--cached", "-0", "-1", "-2", "-3",
  "--base", "--ours", "--theirs", "-q", "--no-commit-id", "--always", "-v", "--no-index"]);

const listingBranch = ["-l", "--list", "--contains", "--no-contains", "--merged", "--no-merged", "--points-at"];
const listingTag = [...listingBranch, "-n", "-v", "--verify"];

// config: the reading forms' options (not --list, --get-regexp, --get-urlmatch, nor any
// option that edits).
const CONFIG_READ = ["--global", "--system", "--local", "--worktree", "-f", "--file", "--blob", "--type", "--bool", "--int",
  "--bool-or-int", "--path", "--expiry-date", "--no-type", "-z", "--null", "--show-origin", "--show-scope", "--includes",
  "--no-includes", "--default", "--get", "--get-all", "--all", "--show-names", "--no-show-names", "--value", "--fixed-value"];
// Keys whose value may be a credential or a URL that carries one.
// (a submodule's URL may carry a token: `git submodule init` copies it from .gitmodules into
// .git/config)
const CREDENTIAL_KEY = /^(remote|url|http|https|credential|sendemail|imap|include|includeif|lfs|submodule)\.|token|pass|secret|auth|cookie|key|proxy|header|insteadof/i;

const GIT_READS: Match[] = [
  // the plain reads, with their grammar's options
  // status: none of git-status(1)'s options writes, runs a program or prints a file's contents —
  // -s, -b, --show-stash, --porcelain, --long, -v, -u, --ignore-submodules, --ignored, -z,
  // --column, --ahead-behind, --renames, --find-renames, pathspecs; an option it lacks is
  // an error —, so a word known only at run time, which may be any of them, approves it
  // too: `xargs git status`, `git status "$P"`, as unix.ts approves such programs
  git("status").and(GLOBALS_OK),
  gitRead(["log", "whatchanged"], LOG, [NUMBER]),
  gitRead("show", SHOW, [NUMBER]),
  gitRead("diff", DIFF),
  gitRead(["diff-tree", "diff-files", "diff-index"], DIFF_PLUMBING, [NUMBER]),
  gitRead("range-diff", gitOptions("range-diff", ...DIFF_UNSAFE)),
  gitRead(["blame", "annotate"], gitOptions("blame")),
  gitRead("shortlog", gitOptions("shortlog", ...DIFF_UNSAFE), [NUMBER]),
  gitRead("grep", gitOptions("grep", "-O", "--open-files-in-pager"), [NUMBER]),
  gitRead("ls-files", gitOptions("ls-files")),
  gitRead("ls-tree", gitOptions("ls-tree")),
  gitRead("rev-parse", gitOptions("rev-parse")),
  gitRead("rev-list", gitOptions("rev-list", ...DIFF_UNSAFE), [NUMBER]),
  gitRead("describe", gitOptions("describe")),
  // (--batch and --batch-command print the objects stdin names: `git cat-file --batch <<<
  // HEAD:.env` is `git show HEAD:.env`, whose name the store check cannot see there —
  // approved only with --batch-all-objects, which reads no names; --batch-check prints
  // names, types and sizes)
  gitRead("cat-file", gitOptions("cat-file"))
    .and(not(git("cat-file").flag(/^--batch(-command)?(=|$)/).noFlag("--batch-all-objects"))),
  gitRead("show-ref", gitOptions("show-ref")),
  gitRead("cherry", gitOptions("cherry")),
  gitRead("fsck", gitOptions("fsck", "--lost-found")),
  // ls-remote lists a remote's refs (a network read); not --upload-pack (a program it
  // runs) nor --get-url (prints the URL)
  // (with no repository named it prints `From URL` — the default remote's, a token in it too)
  // (… and its repository and patterns known here: a URL known only when it runs, `git
  // ls-remote "https://host/$GITHUB_TOKEN"`, carries the call's data to that host)
  gitRead("ls-remote", gitOptions("ls-remote", "--upload-pack", "--get-url")).and(not(git("ls-remote").positionals(0, 0)), not(git("ls-remote").arg(/[^\s\S]/))),
  // no grammar in rulec: hand-made lists from each manual page (flags and --opt=value)
  gitRead("count-objects", ["-v", "--verbose", "-H", "--human-readable"]),
  gitRead("for-each-ref", ["--count", "--sort", "--format", "--color", "--shell", "-s", "--perl", "-p", "--python", "--tcl",
    "--points-at", "--merged", "--no-merged", "--contains", "--no-contains", "--ignore-case", "--omit-empty", "--exclude",
    "--stdin", "--include-root-refs"]),
  gitRead("merge-base", ["-a", "--all", "--octopus", "--independent", "--is-ancestor", "--fork-point"]),
  gitRead("name-rev", ["--tags", "--refs", "--exclude", "--all", "--annotate-stdin", "--stdin", "--name-only", "--no-undefined", "--always"]),
  gitRead("show-branch", ["-r", "--remotes", "-a", "--all", "--current", "--topo-order", "--date-order", "--sparse", "--more",
    "--list", "--merge-base", "--independent", "--no-name", "--sha1-name", "--topics", "-g", "--reflog", "--color", "--no-color"], [NUMBER]),
  gitRead("check-ignore", ["-q", "--quiet", "-v", "--verbose", "--stdin", "-z", "-n", "--non-matching", "--no-index"]),
  gitRead("check-attr", ["-a", "--all", "--cached", "--stdin", "-z", "--source"]),
  gitRead("check-ref-format", ["--normalize", "--allow-onelevel", "--no-allow-onelevel", "--refspec-pattern", "--branch"]),
  // signature checks: gpg reads (gpg.program is configuration, trusted as above)
  gitRead(["verify-commit", "verify-tag"], ["-v", "--verbose", "--raw", "--format"]),
  gitRead("version", ["--build-options"]),
  gitRead("help", ["-a", "--all", "-g", "--guides", "-c", "--config", "-m", "--man", "-i", "--info", "-w", "--web",
    "--user-interfaces", "--developer-interfaces", "--no-external-commands", "--no-aliases", "--verbose"]),
  // `git --help`, `git -h`, `git --version`, `git --help log` (git runs `git help log`)
  git().and(argvAt(1, ["--help", "-h", "--version", "--html-path", "--man-path", "--info-path"]), argvCount(2, 3)),
  // `git SUB --help`: git turns it into `git help SUB` before it looks SUB up (git.c,
  // handle_builtin), so an alias or another program named SUB is only described, not run
  git().and(argvAt(1, /^[a-z][a-z0-9-]*$/), argvAt(2, "--help"), argvCount(3, 3)),

  // branch and tag: only their listing forms (no operand, or a listing option, which
  // makes the operands patterns); never -d/-D/-m/-M/-c/-C/-f/-u/--edit-description …
  gitRead("branch", ["-a", "--all", "-r", "--remotes", "-v", "-vv", "--verbose", "-q", "--quiet", "--sort", "--format",
    "--color", "--no-color", "--column", "--no-column", "--show-current", "-i", "--ignore-case", "--abbrev", "--no-abbrev",
    "--omit-empty", ...listingBranch])
    .and(any(git("branch").positionals(0), git("branch").flag(...listingBranch))),
  gitRead("tag", ["--sort", "--format", "--color", "-i", "--ignore-case", "--column", "--no-column", "--omit-empty", ...listingTag])
    .and(any(git("tag").positionals(0), git("tag").flag(...listingTag))),
  // remote: the names only (-v, get-url and show print URLs)
  gitRead("remote", []).and(noArgs()),
  // config: one key's value, not a credential's
  gitRead("config", CONFIG_READ).and(
    any(
      git("config").flag("--get", "--get-all").positionals(1, 2),
      git("config").and(firstArg("get")).positionals(2).noFlag("--url", "--regexp"),
      git("config").noFlag("--get", "--get-all").positionals(1).positional(0, /\./),
    ),
    not(git("config").anyPositional(CREDENTIAL_KEY)),
  ),
  git("var").and(GLOBALS_OK).flags(0).positionals(1).positional(0, /^GIT_[A-Z_]+$/),

  // sub-subcommands that read, right after the subcommand
  gitRead("stash", uniq(LOG, DIFF, ["--include-untracked", "-u", "--only-untracked"]), [NUMBER]).and(firstArg(["list", "show"])),
  gitRead("reflog", uniq(LOG, gitOptions("reflog", "--expire", "--expire-unreachable", "--updateref", "--rewrite", "--stale-fix", "-n", "--dry-run")), [NUMBER])
    // `git reflog` is `git reflog show`; expire, delete, drop (and later subcommands) write
    .and(any(firstArg(["show", "list", "exists"]), git("reflog").positionals(0))),
  gitRead("notes", []).and(any(noArgs(), firstArg(["list", "show"]))),
  gitRead("worktree", ["--porcelain", "-z", "-v", "--verbose", "--expire"]).and(firstArg("list")),
  gitRead("sparse-checkout", []).and(firstArg("list")),
  gitRead("submodule", ["-q", "--quiet", "--cached", "--recursive", "--files", "-n", "--summary-limit"])
    .and(any(noArgs(), firstArg(["status", "summary"]))),
  gitRead("bundle", ["-q", "--quiet"]).and(firstArg(["verify", "list-heads"])),
  gitRead("rerere", DIFF).and(firstArg(["status", "diff", "remaining"])),
  // bisect: the log, and view (gitk, or `git log` without a display) with no options
  gitRead("bisect", []).and(firstArg(["log", "view", "visualize"]), git("bisect").positionals(1)),
  // apply: only its checking forms (--check, --stat, --numstat, --summary apply nothing)
  gitRead("apply", ["--check", "--stat", "--numstat", "--summary", "--index", "--cached", "-R", "--reverse", "-z", "-p", "-C",
    "--unidiff-zero", "--no-add", "--allow-binary-replacement", "--binary", "--exclude", "--include", "--ignore-space-change",
    "--ignore-whitespace", "--whitespace", "--inaccurate-eof", "-v", "--verbose", "-q", "--quiet", "--recount", "--directory",
    "--allow-empty"]).flag("--check", "--stat", "--numstat", "--summary"),
  // archive: to standard output only
  gitRead("archive", ["--format", "-l", "--list", "-v", "--verbose", "--prefix", "--add-file", "--worktree-attributes", "--mtime"], [NUMBER]),
  // git-lfs (git lfs SUB): what the manual lists as reporting only
  gitRead("lfs", ["-l", "--long", "-s", "--size", "-d", "--debug", "-a", "--all", "--deleted", "-I", "--include", "-X", "--exclude",
    "-n", "--name-only", "--json", "--porcelain", "--local", "--cached", "--verify", "-p", "--path", "-i", "--id", "-r", "--remote"])
    // (not env: it prints each remote's endpoint with the user and password its URL holds —
    // git-lfs issue #6349)
    .and(any(firstArg(["ls-files", "status", "version", "locks", "ext"]), all(firstArg("track"), git("lfs").positionals(1), git("lfs").flags(0)))),
];

// ─── gh ─────────────────────────────────────────────────────────────────────────

/** Groups of gh with their aliases (gh's Aliases). */
const GROUP_ALIASES: Record<string, string[]> = {
  attestation: ["at"], codespace: ["cs"], ruleset: ["rs"], extension: ["extensions", "ext"],
};
const LS = ["list", "ls"];
/** gh's read subcommands, by group ([] : the group itself is the command). */
const GH_READS: Record<string, string[]> = {
  pr: [...LS, "view", "diff", "checks", "status"],
  issue: [...LS, "view", "status"],
  repo: [...LS, "view"],
  release: [...LS, "view", "verify", "verify-asset"],
  run: [...LS, "view", "watch"],
  workflow: [...LS, "view"],
  gist: [...LS, "view"],
  label: LS,
  cache: LS,
  secret: LS,
  variable: [...LS, "get"],
  "ssh-key": LS,
  "gpg-key": LS,
  alias: LS,
  org: LS,
  ruleset: [...LS, "view", "check"],
  project: [...LS, "view", "field-list", "item-list"],
  codespace: [...LS, "view", "logs", "ports"],
  extension: [...LS, "search"],
  search: ["code", "commits", "issues", "prs", "repos"],
  attestation: ["verify", "trusted-root"],
  config: [...LS],
  auth: ["status"],
};
/** Groups whose read subcommands have their own sub-groups (`gh repo deploy-key list`). */
const GH_READS_3: [string, string, string[]][] = [
  ["repo", "deploy-key", LS],
  ["repo", "autolink", [...LS, "view"]],
  ["repo", "gitignore", [...LS, "view"]],
  ["repo", "license", [...LS, "view"]],
];
/** Commands that are one word: `gh status`, `gh browse`. */
const GH_SINGLE = ["status", "browse", "version", "completion"];

const GH_SETTINGS = ["git_protocol", "editor", "prompt", "prefer_editor_prompt", "pager", "http_unix_socket", "browser",
  "color_labels", "accessible_colors", "accessible_prompter", "spinner"];
/** gh's own commands (an extension or alias cannot take their names). */
const GH_CORE = [...Object.keys(GH_READS), ...Object.values(GROUP_ALIASES).flat(), "api", "browse", "status", "completion",
  "gpg-key", "ssh-key", "help"];

const REPO_1 = /^(-R.+|--repo=.*)$/; // -Rowner/repo, --repo=owner/repo
const REPO_2 = ["-R", "--repo"];

/**
 * `gh W0 W1 …`: the words of the subcommand path, each optionally preceded by gh's
 * -R/--repo override (one word or two), and nothing else before the last of them.
 */
function ghPath(words: WordLike[]): Match {
  const alts: Match[] = [];
  const walk = (k: number, at: number, parts: Match[]) => {
    if (k === words.length) { alts.push(all(...parts)); return; }
    const w = words[k];
    walk(k + 1, at + 1, [...parts, argvAt(at, w)]);
    if (k < 2) {
      walk(k + 1, at + 2, [...parts, argvAt(at, REPO_1), argvAt(at + 1, w)]);
      walk(k + 1, at + 3, [...parts, argvAt(at, REPO_2), argvAt(at + 1, /^/), argvAt(at + 2, w)]);
    }
  };
  walk(0, 1, []);
  return command("gh").and(any(...alts));
}

// A jq filter that reads the environment: gojq's $ENV and env (gh compiles --jq with the
// process environment). `.env` (a field) is no call.
const JQ_ENV = /\$ENV|(^|[^A-Za-z0-9_.$])env($|[^A-Za-z0-9_])|\$__loc__/;
// Every word known: an option's value known only at run time may be several words when
// unquoted (`--hostname $H` with H='x -X POST'), and the engine's reading by grammar takes
// it as one (reported); the words the path is read from must be literal too.
const allKnown = not(command("gh").arg(/^\x00$/));
const gh = (): Match => command("gh").knownOptions().and(allKnown, not(command("gh").option(["-q", "--jq"], JQ_ENV)));

const ghGroup = (g: string): string[] => [g, ...(GROUP_ALIASES[g] ?? [])];

// gh api: GET only. gh sends POST when a field (-f/-F/--field/--raw-field) or --input is
// given, unless -X/--method says otherwise; any other method writes.
const API = ghPath(["api"]);
const apiMethodNotGet = command("gh").option(["-X", "--method"], isNot(/^(GET|HEAD)$/i));
const apiFields = command("gh").flag("-f", "-F", "--field", "--raw-field");
const apiGet = all(API, not(apiMethodNotGet), command("gh").noFlag("--input"),
  // (-F k=@FILE sends a file's content, even with GET: to --hostname's host, any host)
  not(command("gh").option(["-F", "--field"], /=@/)),
  any(not(apiFields), command("gh").option(["-X", "--method"], /^(GET|HEAD)$/i)),
  // (no method override smuggled in a header)
  not(command("gh").option(["-H", "--header"], /override/i)),
  // (--cache writes the response to gh's cache directory)
  command("gh").noFlag("--cache"));
// gh api graphql with a query document: an operation is a query unless it says
// `mutation` (GraphQL spec, "Operations"); no field read from a file (-F k=@file) or
// stdin, whose text is not seen.
const apiGraphqlQuery = all(ghPath(["api", "graphql"]), command("gh").noFlag("--input", "-X", "--method"),
  not(command("gh").arg(/mutation|=@/i)), not(command("gh").option(["-H", "--header"], /override/i)));

const GH_READ_MATCH: Match[] = [
  ...Object.entries(GH_READS).map(([g, subs]) => ghPath([ghGroup(g), subs])),
  ...GH_READS_3.map(([g, s, subs]) => ghPath([g, s, subs])),
  ...GH_SINGLE.map((c) => ghPath([c])),
  // gh --version, gh --help, gh GROUP --help
  // (help on an extension's name could run it: core commands only)
  command("gh").and(argvAt(1, ["--version", "--help", "help"]), any(argvCount(2, 2), all(argvCount(3, 4), argvAt(2, GH_CORE)))),
  command("gh").and(argvAt(1, GH_CORE), argvAt(2, "--help"), argvCount(3, 3)),
  apiGet,
  apiGraphqlQuery,
  // gh config get KEY: one of gh's documented settings — not oauth_token, which
  // `gh config get oauth_token -h HOST` prints
  ghPath(["config", "get"]).and(command("gh").positionals(3), command("gh").positional(2, GH_SETTINGS)),
];

// (a host the call names other than github.com: gh sends it the token go-gh's
// TokenForHost picks for a host that is not github.com — GH_ENTERPRISE_TOKEN or
// GITHUB_ENTERPRISE_TOKEN, and in a Codespace GITHUB_TOKEN —, to whoever answers there:
// --hostname, `-R HOST/OWNER/REPO` or a URL, an operand that is a URL or `HOST/OWNER/REPO`
// (`gh issue view https://host/o/r/issues/1`, `gh api https://host/x`, `gh repo view
// host.example/o/r`). One not known when it runs is refused above)
const GH_OTHER_URL = /^([a-z][a-z0-9+.-]*:\/\/|git@)(?!((www|api)\.)?github\.com([:\/]|$))/i;
const GH_OTHER_REPO = /^(?!github\.com\/)[^\/\s]+\/[^\/\s]+\/[^\/\s]+/i;
const GH_OTHER_HOST_OPERAND = /^(?!github\.com\/)[a-z0-9-]+(\.[a-z0-9-]+)+\/[^\/\s]+\/[^\/\s]+/i;
const ghOtherHost = any(
  command("gh").option(["--hostname", "-h"], isNot(/^github\.com$/i)),
  command("gh").option(["-R", "--repo"], new Word(word(GH_OTHER_REPO)).or(GH_OTHER_URL)),
  command("gh").anyPositional(new Word(word(GH_OTHER_URL)).or(GH_OTHER_HOST_OPERAND)),
);

const ghReads = gh().and(any(...GH_READ_MATCH)).and(
  not(ghOtherHost),
  // auth status prints the token with -t/--show-token
  not(ghPath(["auth", "status"]).and(command("gh").flag("-t", "--show-token"))),
  // codespace ports forward/visibility change ports
  not(ghPath([ghGroup("codespace"), "ports"]).and(command("gh").anyPositional(["forward", "visibility"]))),
);

export const vcs: Family = {
  name: "vcs",
  reads: any(...GIT_READS, ghReads),
  examples: [
    // git, from the manual pages' examples
    "git status", "git status -sb", "git status --porcelain=v2", "git --no-pager log --oneline -20",
    "git log --graph --decorate --all", "git log -p -- src/main.c", "git log --since='2 weeks ago' --author=alice",
    "git log --format='%H %s' -n 5", "git -C ../other log --oneline", "git --git-dir=/repo/.git status",
    "git -c color.ui=always log", "git -c core.pager=cat diff", "git -c core.quotepath=false status",
    "git show HEAD~1 --stat", "git show v1.0:README.md", "git diff --cached", "git diff HEAD~3 -- file.c",
    "git diff --no-index a.txt b.txt", "git diff-tree -r --name-only HEAD", "git blame -L 10,20 file.c",
    "git annotate file.c", "git shortlog -sn", "git grep -n 'TODO' -- '*.ts'", "git grep -c foo",
    "git ls-files --others --exclude-standard", "git ls-tree -r HEAD --name-only", "git rev-parse --show-toplevel",
    "git rev-parse --abbrev-ref HEAD", "git rev-list --count HEAD", "git describe --tags --always",
    "git cat-file -p HEAD", "git cat-file --batch-check", "git cat-file --batch --batch-all-objects", "git show-ref --tags", "git for-each-ref --sort=-committerdate refs/heads/",
    "git merge-base main feature", "git name-rev HEAD", "git count-objects -vH", "git show-branch --all",
    "git check-ignore -v build/", "git branch", "git branch -a", "git branch -vv", "git branch --list 'feature/*'",
    "git branch --merged main", "git branch --show-current", "git branch --contains abc123", "git tag",
    "git tag -l 'v1.*'", "git tag -n", "git tag --contains HEAD", "git remote", "git config --get user.email",
    "git config user.name", "git config get core.editor", "git stash list", "git stash show -p stash@{1}",
    "git reflog", "git reflog show HEAD", "git notes show", "git worktree list --porcelain",
    "git sparse-checkout list", "git submodule status --recursive", "git bundle verify repo.bundle",
    "git rerere diff", "git bisect log", "git apply --check patch.diff", "git apply --stat x.patch",
    "git archive --format=tar HEAD", "git lfs ls-files", "git lfs track", "git var GIT_AUTHOR_IDENT",
    "git verify-commit HEAD", "git ls-remote --tags origin", "git fsck --full", "git cherry -v main",
    "git range-diff main...topic", "git whatchanged -p", "git --version", "git --help", "git help log",
    "git push --help", "git status --help", "xargs git status", "git status -s \"$P\"", "find . -name x | xargs git status --porcelain",
    "git log --oneline && git status",
    // gh, from its manual
    "gh pr list", "gh pr list --state merged --json number,title --jq '.[].title'", "gh pr view 123 --comments",
    "gh pr diff 123 --name-only", "gh pr checks", "gh pr status", "gh issue list -l bug -L 50", "gh issue view 42",
    "gh issue status", "gh repo view cli/cli --json name", "gh repo list myorg --limit 100", "gh release list",
    "gh release view v1.0.0", "gh run list --workflow ci.yml", "gh run view 123 --log-failed", "gh run watch 123",
    "gh workflow list", "gh workflow view ci.yml --yaml", "gh gist list", "gh label list", "gh cache list",
    "gh secret list", "gh variable get FOO", "gh search repos rulec --language go", "gh search prs --author @me",
    "gh api repos/cli/cli/releases", "gh api -X GET search/issues -f q='repo:cli/cli is:open'",
    "gh api --method=GET /user", "gh api graphql -f query='query { viewer { login } }'", "gh auth status",
    "gh auth status --hostname github.com", "gh -R owner/repo issue list", "gh pr -R owner/repo list",
    "gh issue view https://github.com/cli/cli/issues/1", "gh repo view github.com/cli/cli", "gh pr list -R github.com/cli/cli",
    "gh api https://api.github.com/user", "gh workflow view .github/workflows/ci.yml",
    "gh status", "gh browse --no-browser", "gh codespace list", "gh cs ports", "gh config get git_protocol",
    "gh config list", "gh repo deploy-key list", "gh rs list", "gh ext list", "gh --version", "gh pr --help",
    "gh attestation verify artifact.tgz --owner cli", "gh project list --owner me",
  ],
  counterExamples: [
    "git ls-remote \"https://example.com/$GITHUB_TOKEN\"",
    // git writes, runs, exposes
    "git cat-file --batch", "git cat-file --batch='%(objectname)'", "git cat-file --batch-command",
    "git fetch origin", "git pull", "git push", "git commit -m x", "git push --help origin", "git -c core.pager=x log --help",
    "git push origin --help", "git add .", "git branch new-branch",
    "xargs git log", "xargs git diff", "xargs git show", "git log \"$X\"", "xargs git -c core.pager=x status", "git $S status",
    "git status .env", "xargs git stash",
    "git branch -d old", "git branch -m a b", "git branch -v newbranch", "git tag v1.0", "git tag -d v1.0",
    "git stash", "git stash -q list", "git stash pop", "git stash drop", "git reflog expire --expire=now --all",
    "git reflog delete HEAD@{1}", "git notes add -m x", "git worktree add ../x", "git sparse-checkout set a",
    "git submodule update", "git submodule foreach 'rm -rf x'", "git bundle create x.bundle HEAD", "git rerere",
    "git rerere clear", "git bisect start", "git bisect run make", "git apply x.patch", "git apply --check --apply x.patch",
    "git archive -o out.tar HEAD", "git archive --output=out.zip HEAD", "git archive --remote=origin HEAD",
    "git log --output=log.txt", "git diff --ext-diff", "git grep -O foo", "git grep --open-files-in-pager=vim foo",
    "git ls-remote --upload-pack='touch /tmp/x' .", "git ls-remote --get-url origin", "git fsck --lost-found",
    "git remote -v", "git remote get-url origin", "git remote show origin", "git remote add x url",
    "git config --list", "git config -l", "git config --get remote.origin.url", "git config --get-regexp '.*'",
    "git config http.https://github.com/.extraheader", "git config user.name bob", "git config --unset user.name",
    "git config get remote.origin.url", "git var -l", "git -c core.pager='sh -c id' log", "git -c diff.external=x diff",
    "git -c alias.x='!sh' x", "git --config-env=core.pager=P log", "git --exec-path=/tmp log",
    "git -c pager.log='rm -rf x' log", "GIT_PAGER=x git log", "GIT_EXTERNAL_DIFF=x git diff",
    "git log --unknown-option", "git difftool", "git mergetool", "git instaweb", "git clean -n",
    "git hash-object -w x", "git lfs env", "git config --get submodule.x.url", "git lfs track '*.psd'", "git lfs pull", "git lfs install", "git $SUB", "git log > out.txt",
    // gh mutations, secrets, code
    "gh pr create", "gh pr merge 1", "gh pr checkout 1", "gh pr -d list merge", "gh issue close 1",
    "gh issue create -t x", "gh repo clone cli/cli", "gh repo delete x", "gh release create v1",
    "gh release download v1", "gh run download 1", "gh run rerun 1", "gh workflow run ci.yml", "gh secret set X",
    "gh variable set X", "gh auth token", "gh auth status -t", "gh auth status --show-token", "gh auth login",
    "gh config get oauth_token -h github.com", "gh config set editor vim", "gh api -X POST repos/o/r/issues",
    "gh api -XPOST repos/o/r/issues", "gh api repos/o/r/issues -f title=x", "gh api repos/o/r --input x.json",
    "gh api -i -X POST repos/o/r/issues", "gh api graphql -f query='mutation { x }'",
    "gh api graphql -F query=@q.graphql", "gh api user --jq '$ENV.GH_TOKEN'", "gh pr list --jq 'env.GH_TOKEN'",
    "gh api -H 'X-HTTP-Method-Override: DELETE' repos/o/r", "gh extension exec x", "gh ext install x/y",
    "gh my-extension", "gh codespace ports forward 80:80", "gh cs delete", "gh pr list --unknown-flag x",
    "gh alias set co 'pr checkout'", "gh gist clone 1",
    // words known only at run time: an unquoted one may be several options
    "git -C $D log", "git -c color.ui=$X log", "gh api --hostname $H /user", "gh -R $R pr list",
    // (a host other than github.com: gh sends it GH_ENTERPRISE_TOKEN)
    "gh api --hostname ghe.example.com /user", "gh api https://ghe.example.com/api/v3/user", "gh auth status -h ghe.example.com",
    "gh pr list -R ghe.example.com/o/r", "gh pr list --repo=https://ghe.example.com/o/r", "gh issue view https://ghe.example.com/o/r/issues/1",
    "gh repo view ghe.example.com/o/r",
    "gh api -X GET search/issues -F q=@secret.txt", "gh help my-extension",
  ],
};
