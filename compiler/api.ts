// The rule API: what a rule file imports as "rulec".
//
// Input: calls in a rule file, evaluated once at build time. Output: plain IR objects
// (see ir.ts) with the source location of each call, which `rulec build` lowers, checks
// and compiles. Nothing here runs in the hook.
//
//   import { ruleset, deny, context, git } from "rulec";
//   export default ruleset({
//     events: ["PreToolUse"], tools: ["Bash"], failure: "open",
//     rules: [deny("stage", git("add", "stage"), "Use madt_stage.", { examples: ["git add ."] })],
//   });
//
// Cost: a few objects per rule, at build time only.

import picomatch from "picomatch";
import { type Effect, type Example, type Loc, type Pred, type Rule, type RuleSet, type Sel, type Selection, type TextTest, type Tier, type WalkFilter, type WordPred, tierRank } from "./ir.ts";
import { PAYLOAD_FIELDS } from "./tools.ts";
import { containing as containingPaths, directoriesAbove as directoriesAbovePaths } from "./automata/containing.ts";
import type { CommandSpec } from "./specs/types.ts";
export type { Arity, CommandSpec } from "./specs/types.ts";
/** rulec's option grammars (compiler/specs/), to read or extend: e.g. `specs: { kubectl: { ...SPECS.kubectl, options: { ...SPECS.kubectl.options, "--my-flag": "flag" } } }`. */
export { SPECS } from "./specs/index.ts";

export type { Tier, WalkFilter } from "./ir.ts";

// ─── locations ────────────────────────────────────────────────────────────────

/**
 * Where the rule author made this rule: the outermost stack frame in the rule file that
 * called us (so a rule built by a helper function points at the helper's call site).
 */
function callerLoc(): Loc {
  const stack = new Error().stack ?? "";
  let found: Loc | null = null;
  for (const line of stack.split("\n").slice(1)) {
    const m = /\(?((?:file:\/\/)?[^()\s]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!m) continue;
    const file = m[1].replace(/^file:\/\//, "");
    if (/compiler[\\/]api\.ts$/.test(file) || file.startsWith("node:")) continue;
    if (found && found.file !== file) break;
    found = { file, line: Number(m[2]), col: Number(m[3]) };
  }
  return found ?? { file: "<unknown>", line: 0, col: 0 };
}

// ─── word patterns ────────────────────────────────────────────────────────────

/** A pattern for one word: an exact string, a list of strings, a RegExp, or a Word. */
export type WordLike = string | readonly string[] | RegExp | Word;

export class Word {
  constructor(readonly ir: WordPred) {}
  or(...ws: WordLike[]): Word { return new Word({ k: "any", of: [this.ir, ...ws.map(word)] }); }
  and(...ws: WordLike[]): Word { return new Word({ k: "all", of: [this.ir, ...ws.map(word)] }); }
}

export function word(w: WordLike): WordPred {
  if (w instanceof Word) return w.ir;
  if (w instanceof RegExp) return { k: "re", source: w.source, flags: w.flags };
  if (typeof w === "string") return { k: "eq", values: [w] };
  if (Array.isArray(w)) return { k: "eq", values: [...w] };
  throw new RulecUsageError(`not a word pattern: ${String(w)}`);
}

/**
 * The word names a path that exists (relative to the directory the command acts in).
 * When that cannot be known (the directory is unknown after `cd "$X"`, a stat fails), it
 * is unknown — a deny or ask rule that depends on it asks — unless `{ unknown: false }`,
 * which counts it as missing.
 */
export const existingPath = (o: { unknown?: boolean } = {}): Word => new Word(o.unknown === false ? { k: "exists", unknown: false } : { k: "exists" });
/**
 * The word names a directory that holds a git repository: the repository the call runs
 * in, at its top or above it, or a directory with a `.git` of its own — what a recursive
 * reader of it reads, that repository's `.git/config` included. Unknown when where it is
 * cannot be known (a deny or ask rule asks).
 */
export const holdsRepo = (): Word => new Word({ k: "holdsRepo" });
/**
 * The word names a directory whose tree, as the host walks it (`.git` and `node_modules`
 * aside, but for a `.git` directory's `config` and `config.worktree`; at most 200,000
 * entries), holds a path, relative to that directory, that `pattern` matches: `grep -r KEY
 * sub` where `sub/deploy/id_rsa` is (a symbolic link that leads out of the tree is tested as
 * the absolute path it resolves to as well). A file, or nothing there,
 * holds none. Unknown where the path or its tree cannot be known (a walk that fails or passes its
 * limit): a deny or ask rule asks; an allow rule under `not(…)` approves nothing. `name`
 * is what the pattern stands for, in `rulec explain`.
 */
export const treeHolds = (pattern: RegExp | string, name: string, o: WalkOptions = {}): Word =>
  new Word({ k: "treeHolds", regex: typeof pattern === "string" ? pattern : pattern.source, glob: name, ...textTest(o.read), ...walkFilter(o.only) });
/**
 * A walk fact's options. `read`: see ReadText. `only`: the command's own name filter —
 * the values of `options` (grep's `--include`, rg's `--glob`) restrict the files the walk
 * tests to those a segment of whose path one matches, unless one of `unless` is given too
 * (grep's `--exclude`); a value that begins with `skip` is no filter (rg's `!`); one given
 * after any of `stop` (find's actions) does not count, nor one given right after any of
 * `negate` (find's `!`, `-not`: the test it negates); one the walk's root passes (`.`,
 * its base name) keeps the whole tree. `head`: the filter of the command whose walk names
 * what this one reads — the wrapper that runs it on each name (find -exec), or the pipe's
 * stage before an xargs in the same directory (stages that pass some of its lines whole
 * between them) — instead of its own; where that xargs cuts names (no -0), a name the walk
 * keeps that it would cut counts as found. A value that
 * is not a plain name or `*` and a name, or a word known only when it runs, walks the whole
 * tree.
 */
export interface WalkOptions { read?: ReadText; only?: { options: string[]; unless?: string[]; skip?: string; stop?: string[]; head?: boolean; negate?: string[] } }
const walkFilter = (f: WalkOptions["only"]): { only?: WalkFilter } =>
  f ? { only: { options: f.options, unless: f.unless ?? [], skip: f.skip ?? "", stop: f.stop ?? [], head: f.head ?? false, negate: f.negate ?? [] } } : {};
/**
 * What a walk fact (`treeHolds`, `globExists`) reads of a file it finds: a path that also
 * matches `names` counts only where the file's text matches `text` — a repository's
 * `.git/config` only where it holds a credential. A file that cannot be read, or is longer
 * than a mebibyte, is not known.
 */
export interface ReadText { names: RegExp | string; text: RegExp }
const textTest = (t: ReadText | undefined): { read?: TextTest } =>
  t ? { read: { names: typeof t.names === "string" ? t.names : t.names.source, text: t.text.source, flags: t.text.flags.replace(/[gy]/g, "") } } : {};
/**
 * The word names the repository the call runs in — its top, a path inside it, or a
 * directory above it — however it is spelled (`/tmp/proj/src`, `$PWD`, `../proj`), and not
 * another repository. Unknown when where it is cannot be known.
 */
export const projectPath = (): Word => new Word({ k: "projectPath" });
/**
 * The word names a branch that the repository where the command acts has only as a
 * remote-tracking one (refs/remotes/R/NAME, no refs/heads/NAME, loose or packed): git's
 * checkout and switch create it given that name (their `--guess`, the default). Unknown
 * where the repository cannot be known or read.
 */
export const remoteBranch = (): Word => new Word({ k: "remoteBranch" });
/**
 * Some directory the command works in matches: for git, where it runs after its `-C`s (a
 * `cd` before it included), the repository `--git-dir` or `GIT_DIR` names and the work
 * tree `--work-tree` or `GIT_WORK_TREE` names; for any other command, the directory it
 * runs in. Each is as the model resolves it (`~/.ssh`, `/repo/sub`): read it with
 * `asPath(…)`. A directory known only when it runs (`cd "$D"`, `-C "$D"`, `-C sub*`) is
 * unknown (a deny or ask rule asks; an allow rule under `not(…)` approves nothing).
 */
export const worksIn = (w: WordLike, o: FileOptions = {}): Match => new Match({ k: "some", sel: fileRange("dirs", o), w: word(w) });
/** A simple command whose word, as written, matches (e.g. /^\$/ for `$CMD args`). */
export const commandWord = (w: WordLike): Match => new Match({ k: "some", sel: range("argv", 0, 1), w: word(w) });
/** The word starts with one of these strings. */
export const startsWith = (...values: string[]): Word => new Word({ k: "prefix", values });
/** Negation of a word pattern. */
export const isNot = (w: WordLike): Word => new Word({ k: "not", of: word(w) });
/**
 * The word read as a path before `w` matches it, as the kernel finds it: a relative path
 * against the directory the command runs in (the call's cwd, as `cd` moves it; unknown —
 * so the rule's unknown verdict — where the call leaves it unknown), `~`/`$HOME`/`$PWD`
 * resolved, `/proc/self/root` as the root; repeated slashes, `.` segments and a trailing
 * slash dropped, `..` resolved against what precedes it (`//etc`, `/./etc`, `/tmp/../etc`,
 * `/etc/` and, in `/usr`, `../etc` are all `/etc`). Symbolic links are not followed.
 */
export const asPath = (w: WordLike): Word => new Word({ k: "path", of: word(w) });
/**
 * What a recursive delete of a path deletes, for path patterns anchored at both ends
 * (`^…$`, no other assertion): a pattern matching a word that one of `patterns` matches,
 * a directory some path under which matches (a prefix of a match that ends before a `/`,
 * with any trailing slashes: `/etc/ssl` and `/etc` for `/etc/ssl/private/.+`), or a glob
 * whose text before its first `*`, `?` or `[` begins a match (`/var/lib/d*`). Computed when
 * the rule file is evaluated; an ordinary pattern after that (combine with asPath()).
 * `rmTree.anyPositional(containing(KEPT))`: rm -r of a kept file or of a directory above one.
 */
export const containing = (...patterns: RegExp[]): RegExp => {
  try { return containingPaths(patterns); }
  catch (e) { throw new RulecUsageError((e as Error).message); }
};
/**
 * Only the directories above a match of `patterns` (anchored as for containing()), with
 * trailing slashes: not a match itself, not a glob. To put after a prefix of the rule's
 * own: `directoriesAbove(/^\.git\/config$/)`'s source between its anchors, after `^(.*\/)?`,
 * holds of `.git` and `sub/.git` wherever they lie (rules/readonly.ts's HOLDS_BY_NAME).
 */
export const directoriesAbove = (...patterns: RegExp[]): RegExp => {
  try { return directoriesAbovePaths(patterns); }
  catch (e) { throw new RulecUsageError((e as Error).message); }
};

// ─── command matchers ─────────────────────────────────────────────────────────

export class RulecUsageError extends Error {}

/** A value as a one-line message shows it: JSON where it has one, its kind otherwise. */
function shownValue(v: unknown): string {
  if (v === undefined) return "missing";
  const j = typeof v === "function" ? undefined : JSON.stringify(v);
  return j === undefined ? typeof v : j.length > 40 ? j.slice(0, 39) + "…" : j;
}

/** A predicate over one simple command. Methods narrow it (logical and). */
export class Match {
  constructor(readonly ir: Pred) {}
  private with(p: Pred): Match {
    return new Match(this.ir.k === "all" ? { k: "all", of: [...this.ir.of, p] } : { k: "all", of: [this.ir, p] });
  }
  /** Some flag (git: as git splits them; else words starting with "-") matches. */
  flag(...ws: WordLike[]): Match { return this.with({ k: "some", sel: range("flags"), w: anyWord(ws) }); }
  /** No flag matches. */
  noFlag(...ws: WordLike[]): Match { return this.with({ k: "not", of: { k: "some", sel: range("flags"), w: anyWord(ws) } }); }
  /** Every flag matches one of the patterns (true when there are no flags). */
  onlyFlags(...ws: WordLike[]): Match { return this.with({ k: "every", sel: range("flags"), w: anyWord(ws) }); }
  /**
   * Some value given to one of these options matches, in every spelling the command's
   * grammar allows: `--context=prod`, `--context prod`, `-nX`, `-n X`, in a bundle
   * (`.option("--context", /^prod/)`, `.option(["-n", "--namespace"], "kube-system")`).
   * An option whose spec arity is "optional", given bare (`--dry-run`), has the value "".
   */
  option(names: string | readonly string[], w: WordLike): Match {
    const list = typeof names === "string" ? [names] : [...names];
    if (!list.length || list.some((n) => typeof n !== "string" || !/^--?[^\s=-][^\s=]*$/.test(n))) throw new RulecUsageError(`option(${JSON.stringify(names)}): give option names (-n, --name)`);
    return this.with({ k: "option", names: list, w: word(w) });
  }
  /**
   * Every option the command is given is one its spec lists (rulec's, or the rule set's
   * `specs`): with a spec that names every option, the operands are surely the operands
   * (an option the grammar lacks might take the next word as its value). No for a command
   * without a spec, and for git, whose model reads options by subcommand; unknown when a
   * word known only at run time may be an option. An allow of subcommands should use it:
   * `command("kubectl").knownOptions().positional(0, "get")`.
   */
  knownOptions(): Match { return this.with({ k: "knownOptions" }); }
  /** Number of flags within [min, max]. */
  flags(min: number, max: number | null = min): Match { return this.with({ k: "count", sel: range("flags"), min, max }); }
  /**
   * The i-th positional (0-based) matches. For git: the words after the subcommand that are
   * not flags, before `--`. For other commands: every operand, with a `--` dropped.
   */
  positional(i: number, w: WordLike): Match { return this.with({ k: "some", sel: range("positionals", i, i + 1), w: word(w) }); }
  /** Some positional from index `from` on matches. */
  anyPositional(w: WordLike, from = 0): Match { return this.with({ k: "some", sel: range("positionals", from), w: word(w) }); }
  /** Number of positionals (before `--`) within [min, max]. */
  positionals(min: number, max: number | null = min): Match { return this.with({ k: "count", sel: range("positionals"), min, max }); }
  /** The command word as written (`/usr/bin/rm`, `$CMD`, `"$(which rm)"`) matches. */
  word(w: WordLike): Match { return this.with({ k: "some", sel: range("argv", 0, 1), w: word(w) }); }
  /** Some word after `--` matches. */
  afterDashDash(w: WordLike): Match { return this.with({ k: "some", sel: range("afterDashDash"), w: word(w) }); }
  /** Some argument (flags and positionals as written) matches; `unknown: false`: a word known only at run time is skipped. */
  arg(w: WordLike, o: FileOptions = {}): Match { return this.with({ k: "some", sel: fileRange("args", o), w: word(w) }); }
  /** Some redirect's target matches, as written: one known only at run time by its text (`< "$D/.env"` is `$D/.env`); not a heredoc's or here-string's body. */
  redirect(w: WordLike): Match { return this.with({ k: "some", sel: range("redirects"), w: word(w) }); }
  /**
   * Some file the command writes matches: a redirect target, `tee` and `sed -i`/`perl -i`
   * files, cp/mv/ln/install targets, touch/truncate/mkdir operands, `dd of=`, `sort -o`,
   * curl's and wget's outputs, what tar creates or extracts into, `unzip -d`, git's
   * `--output` (docs/authoring.md has the list).
   */
  writes(w: WordLike, o: FileOptions = {}): Match { return this.with({ k: "some", sel: fileRange("writes", o), w: word(w) }); }
  /** Some file the command deletes matches: rm/rmdir/unlink/`shred -u` operands, `git rm` paths (`find -delete`, `git clean`: unknown). */
  deletes(w: WordLike, o: FileOptions = {}): Match { return this.with({ k: "some", sel: fileRange("deletes", o), w: word(w) }); }
  /**
   * Some file the command replaces the content of matches: what `writes` names but an
   * append (`>>`, `tee -a`) and what only adds or edits (touch, mkdir, `sed -i`, an archive
   * extracted, `ln` without -f): a `>`/`>|`/`&>` target, `tee`, cp/mv/install targets,
   * `ln -f`, truncate, shred, `dd of=`, `sort -o`, curl's and wget's named outputs.
   */
  overwrites(w: WordLike, o: FileOptions = {}): Match { return this.with({ k: "some", sel: fileRange("overwrites", o), w: word(w) }); }
  /**
   * Some file the command reads matches: an input redirect's source (`<`, `<>`, `N<`), `dd
   * if=`, what cp and install copy, the file operands of the tools that print or search
   * files (cat, head, less, grep's from its second, …; docs/authoring.md has the list).
   */
  reads(w: WordLike, o: FileOptions = {}): Match { return this.with({ k: "some", sel: fileRange("reads", o), w: word(w) }); }
  /** The command's inline program (python -c, node -e, a heredoc fed to an interpreter) matches. */
  script(w: WordLike): Match { return this.with({ k: "script", w: word(w) }); }
  /** A field of the tool call (tool_input.NAME) matches; "command", "file_path", … */
  field(name: string, w: WordLike): Match { return this.with(fieldPred(name, w)); }
  /** Logical and / or with other matchers. */
  and(...ms: Match[]): Match { return new Match({ k: "all", of: [this.ir, ...ms.map((m) => m.ir)] }); }
  or(...ms: Match[]): Match { return new Match({ k: "any", of: [this.ir, ...ms.map((m) => m.ir)] }); }
}

function range(of: Selection, from = 0, to: number | null = null): Sel { return { of, from, to }; }

/**
 * Options of writes(), deletes() and reads(). `unknown: false` reads only the files the
 * model knows: one named at run time (`> "$OUT"`, `curl -O`) is skipped instead of making
 * the rule an unknown hit (a deny or ask rule then asks). For rules about files that a
 * command rarely names at run time and that would ask on every such name otherwise
 * (destructive's raw writes to a disk device).
 */
export interface FileOptions { unknown?: false }
function fileRange(of: Selection, o: FileOptions): Sel { return o.unknown === false ? { of, from: 0, to: null, known: true } : range(of); }
function anyWord(ws: WordLike[]): WordPred {
  if (ws.length === 0) throw new RulecUsageError("expected at least one pattern");
  if (ws.every((w) => typeof w === "string")) return { k: "eq", values: ws as string[] };
  if (ws.length === 1) return word(ws[0]);
  // (the strings as one list: one lookup, not a node each)
  const strings = ws.filter((w): w is string => typeof w === "string");
  const rest = ws.filter((w) => typeof w !== "string").map(word);
  return { k: "any", of: strings.length ? [{ k: "eq", values: strings }, ...rest] : rest };
}

/** A git command, recognised however it is spelled; with a subcommand among `subs`. */
export const git = (...subs: string[]): Match => new Match({ k: "git", subs });
/** A simple command whose word (its basename: /usr/bin/rm → rm) is one of `names`. */
export const command = (...names: string[]): Match => {
  if (names.length === 0) throw new RulecUsageError("command() needs at least one name");
  return new Match({ k: "command", names });
};
/** Any simple command. */
export const anyCommand = (): Match => new Match({ k: "true" });
/** A command the shell model could not resolve ($VAR as the command word, …). */
export const opaque = (): Match => new Match({ k: "opaque" });
/** A command that runs another given in its words, which the shell model reads as its own command (sudo, env, timeout, xargs, …): its words are that command's, judged there. */
export const wrapper = (): Match => new Match({ k: "wrapper" });
/** A command found through one of these wrappers or re-parsers (sudo, sh, eval, …). */
export const via = (...names: string[]): Match => new Match({ k: "via", names });
/** The command acts in another repository than the one holding the hook's cwd. */
export const otherRepo = (): Match => new Match({ k: "otherRepo" });
/** … and that repository's checkout is a primary one (its .git is a directory). */
export const foreignPrimary = (): Match => new Match({ k: "foreignPrimary" });
/** The tool call carries a shell comment matching `w` (e.g. /# override: .+/). */
export const comment = (w: WordLike): Match => new Match({ k: "comment", w: word(w) });

function fieldPred(name: string, w: WordLike): Pred {
  const key = PAYLOAD_FIELDS.includes(name) ? name : `tool_input.${name}`;
  return { k: "field", name: key, w: word(w) };
}

/** A command that writes a file matching `w`. */
export const writes = (w: WordLike, o: FileOptions = {}): Match => new Match({ k: "some", sel: fileRange("writes", o), w: word(w) });
/** Some file a command of the call deletes matches (see Match.deletes). */
export const deletes = (w: WordLike, o: FileOptions = {}): Match => new Match({ k: "some", sel: fileRange("deletes", o), w: word(w) });
/** Some file a command of the call replaces the content of matches (see Match.overwrites). */
export const overwrites = (w: WordLike, o: FileOptions = {}): Match => new Match({ k: "some", sel: fileRange("overwrites", o), w: word(w) });
/** Some file a command of the call reads matches (see Match.reads). */
export const reads = (w: WordLike, o: FileOptions = {}): Match => new Match({ k: "some", sel: fileRange("reads", o), w: word(w) });
/** A command whose inline program matches `w`. */
export const script = (w: WordLike): Match => new Match({ k: "script", w: word(w) });

// ─── call-level matchers: the tool call as a whole ─────────────────────────────

/** The tool call is for one of these tools. */
export const tool = (...names: string[]): Match => new Match({ k: "tool", names });
/** The hook event is one of these. */
export const event = (...names: string[]): Match => new Match({ k: "event", names });
/** A field of the tool call matches (tool_input.NAME, or prompt/cwd/…). */
export const field = (name: string, w: WordLike): Match => new Match(fieldPred(name, w));

/** A glob, compiled with picomatch into a RegExp word pattern (dot files and `**` included). */
export function glob(pattern: string, opts: { basename?: boolean } = {}): RegExp {
  return picomatch.makeRe(pattern, { dot: true, basename: opts.basename ?? false });
}

export interface FactOptions {
  /** What a fact that cannot be answered (permission denied, unreadable JSON) counts as. */
  unknown?: boolean;
}
/** Host fact: a path exists. Templates: {projectDir}, {cwd}, {home}, ~/…, and {dir}: where the command acts (its `cd`, `-C`; unknown where that is not known). */
export const fileExists = (path: string, o: FactOptions = {}): Match => new Match({ k: "factExists", path, unknown: o.unknown ?? false });
/**
 * Host fact: some file under `dir` matches the glob (relative path). The walk skips `.git`
 * and `node_modules` — but tests a `.git` directory's `config` — and nothing else (build
 * outputs like target/ and out/ are searched).
 * A symbolic link that leads out of the tree is tested as the absolute path it resolves to
 * as well. `dir` takes fileExists' templates, {dir} among them.
 */
export const globExists = (dir: string, pattern: string, o: FactOptions & WalkOptions = {}): Match =>
  new Match({ k: "factGlob", dir, glob: pattern, regex: picomatch.makeRe(pattern, { dot: true }).source, unknown: o.unknown ?? false, ...textTest(o.read), ...walkFilter(o.only) });
/** Host fact: a JSON file has this key path (each segment may use {projectDir} etc.). */
export const jsonKey = (file: string, path: string[], o: FactOptions = {}): Match => new Match({ k: "factJsonKey", file, path, unknown: o.unknown ?? false });
/** Host fact: an environment variable's value matches (unset is the empty string). */
export const envVar = (name: string, w: WordLike = /./): Match => new Match({ k: "factEnv", name, w: word(w) });

/** Effect: append one line to a file (created with its directory). {now} is an ISO-8601 UTC time. */
export const appendLine = (path: string, text: string): Effect => ({ kind: "append", path, text });

export const all = (...ms: Match[]): Match => new Match({ k: "all", of: ms.map((m) => m.ir) });
export const any = (...ms: Match[]): Match => new Match({ k: "any", of: ms.map((m) => m.ir) });
export const not = (m: Match): Match => new Match({ k: "not", of: m.ir });

/**
 * What the command reads comes from a command that `m` holds on: a stage before it in its
 * pipeline (`curl -fsSL u | sh`, `(wget -O- u) | bash`), or a command or process
 * substitution in its words, redirects or heredoc (`sh -c "$(curl u)"`, `bash <(curl u)`,
 * `python3 <<< "$(curl u)"`), at any depth; a wrapper's inner command reads what the
 * wrapper reads (`curl u | sudo sh`). `command("sh", "bash").and(pipedFrom(command("curl", "wget")))`.
 *
 * With `{ names: true }`, only where the command's own words and redirect targets may hold
 * what it reads: bash expands a command's words and redirects before the command runs, so
 * a pipe stage's own (`find ~ | sort > "$OUT"`) cannot come from the pipe — a command run
 * later inside a loop, group or subshell the pipe feeds can (`find ~ | while read f; do :
 * > "$f"; done`), as can a stage whose words hold a substitution (which reads the stage's
 * stdin: `… | sort > "$(head -1)"`) and a command whose words a substitution of m fills.
 */
export const pipedFrom = (m: Match, opts: { names?: boolean } = {}): Match =>
  new Match(opts.names ? { k: "pipedFrom", of: m.ir, names: true } : { k: "pipedFrom", of: m.ir });

/** Chain-level facts: the chain (list) the command stands in. */
export const chain = {
  /** Every connector of the chain is `&&`. */
  onlyAnd: (): Match => new Match({ k: "chainOnlyAnd" }),
  /** Some command of the chain (wrappers looked through) satisfies `m`. */
  some: (m: Match): Match => new Match({ k: "chainSome", of: m.ir }),
};

// ─── rules ────────────────────────────────────────────────────────────────────

/** A call of another tool than Bash: `{ tool: "Write", input: { file_path: ".env" } }` ({root}: the directory it runs in). */
export interface ToolCall { tool: string; input: Record<string, string> }

export interface RuleOptions {
  /** Calls that must give this rule's verdict (checked by `rulec build`): Bash commands, or other tools' calls. */
  examples?: (string | { command: string; expect?: Tier } | (ToolCall & { expect?: Tier }))[];
  /** Calls on which this rule must not fire with its tier. */
  counterExamples?: (string | ToolCall)[];
  /** Effects the runtime performs when this rule's verdict is the one delivered. */
  effects?: Effect[];
  /** Deliver this context at most once per session (a subagent has its own record). */
  once?: "session";
  /** The delivery key (default: the id); context rules sharing a key are delivered once per call. */
  key?: string;
}

/** An example as the IR holds it: a Bash command, or a tool and its input (strings). */
function example(id: string, e: unknown, tier: Tier, loc: Loc, counter = false): Example {
  const what = `rule ${id}: ${counter ? "counterExamples" : "examples"}:`;
  if (typeof e === "string") return { command: e, expect: tier, loc };
  if (e === null || typeof e !== "object" || Array.isArray(e)) throw new RulecUsageError(`${what} ${shownValue(e)} is not a command string, { command }, or { tool, input }`);
  const x = e as { command?: unknown; tool?: unknown; input?: unknown; expect?: unknown };
  const expect = counter || x.expect === undefined ? tier : (x.expect as Tier);
  if (x.tool === undefined) {
    if (typeof x.command !== "string") throw new RulecUsageError(`${what} command must be a string, not ${shownValue(x.command)}`);
    return { command: x.command, expect, loc };
  }
  if (typeof x.tool !== "string" || !x.tool) throw new RulecUsageError(`${what} tool must be a tool name, not ${shownValue(x.tool)}`);
  if (x.command !== undefined) throw new RulecUsageError(`${what} give a command or a tool and its input, not both`);
  if (x.input === null || typeof x.input !== "object" || Array.isArray(x.input)) throw new RulecUsageError(`${what} ${x.tool}: input must be an object of tool_input fields, not ${shownValue(x.input)}`);
  const input: Record<string, string> = {};
  for (const [k, v] of Object.entries(x.input)) {
    if (typeof v !== "string") throw new RulecUsageError(`${what} ${x.tool}: input.${k} must be a string, not ${shownValue(v)}`);
    input[k] = v;
  }
  return { tool: x.tool, input, expect, loc };
}

function rule(tier: Tier, id: string, when: Match, message: string, opts: RuleOptions = {}): Rule {
  const loc = callerLoc();
  if (typeof id !== "string" || !id) throw new RulecUsageError("a rule needs an id string");
  if (!(when instanceof Match)) throw new RulecUsageError(`rule ${id}: the second argument must be a matcher (git(...), command(...), ...)`);
  if (tier !== "silent" && (typeof message !== "string" || !message.trim())) throw new RulecUsageError(`rule ${id}: a ${tier} rule needs a message for the model`);
  const examples: Example[] = [];
  for (const e of opts.examples ?? []) examples.push(example(id, e, tier, loc));
  for (const c of opts.counterExamples ?? []) examples.push(example(id, c, tier === "silent" ? "context" : "silent", loc, true));
  return { id, tier, message: message ?? "", when: when.ir, examples, loc, override: false, once: opts.once === "session", key: opts.key ?? id, effects: [...(opts.effects ?? [])] };
}

/** Block the tool call; `message` tells the model why and what to use instead. */
export const deny = (id: string, when: Match, message: string, opts?: RuleOptions): Rule => rule("deny", id, when, message, opts);
/** Ask the user to confirm. */
export const ask = (id: string, when: Match, message: string, opts?: RuleOptions): Rule => rule("ask", id, when, message, opts);
/** Let it run and give the model advice (additionalContext, no permission decision). */
export const context = (id: string, when: Match, message: string, opts?: RuleOptions): Rule => rule("context", id, when, message, opts);
/** Approve the call, bypassing the user's permission prompt (use sparingly). */
export const allow = (id: string, when: Match, message: string, opts?: RuleOptions): Rule => rule("allow", id, when, message, opts);
/** An exemption: clears advice (context) on the commands it matches; never a deny or ask. */
export const silent = (id: string, when: Match, opts?: RuleOptions): Rule => rule("silent", id, when, "", opts);
/**
 * An audited override: when it matches, the whole call is let through silently and its
 * effects run. It must log (an appendLine effect) and require tool("Bash").
 */
export const override = (id: string, when: Match, opts: RuleOptions & { effects: Effect[] }): Rule =>
  ({ ...rule("silent", id, when, "", opts), override: true });

export interface RuleSetSpec {
  name?: string;
  description?: string;
  /**
   * Rule sets to compose into this one (`include: [destructive, readonly]`, imported from
   * their files or from "rulec/rules/NAME"): their rules, then this set's, judged as one —
   * a deny from one beats an allow from another; events and tools are the union; `failure`
   * and `unknown` the strictest; an included set's `requires` guards its own rules only.
   * With `include`, `events`, `tools`, `failure` and `rules` may be left out.
   */
  include?: RuleSet[];
  /** Hook events handled, e.g. ["PreToolUse"]. */
  events?: string[];
  /** Tools handled, e.g. ["Bash"]; this also gives the client-side matcher. */
  tools?: string[];
  /** What a failure of the hook itself answers: "open" (silent), "ask" or "closed" (deny). */
  failure?: "open" | "ask" | "closed";
  rules?: Rule[];
  /** Preconditions (call-level matchers, usually host facts): unless all hold, the set is silent. */
  requires?: Match[];
  /** At most this many context texts per call; the rest wait for a later call. */
  maxContext?: number;
  /**
   * What a deny or ask rule answers when it is neither true nor false — it depends on a word
   * known only when the command runs (`git $X --hard`): "ask" (the default for a set with
   * deny or ask rules), "deny", or "ignore" (the rule does not fire). A call past a limit of
   * the shell model answers it too (at least "ask").
   */
  unknown?: "ask" | "deny" | "ignore";
  /**
   * Option grammars, by command name or "git SUB", over rulec's own (compiler/specs/): which
   * options take a value, so that operands and option values are told apart
   * (`kubectl --context prod apply`), and whether long options may be abbreviated.
   */
  specs?: Record<string, CommandSpec>;
  /**
   * Compare command names case-insensitively (ASCII): on a case-insensitive filesystem
   * (macOS's default) `RM -rf /` and `Git reset --hard` run rm and git.
   */
  caseInsensitiveCommands?: boolean;
}

export function ruleset(spec: RuleSetSpec): RuleSet {
  const loc = callerLoc();
  if (spec === null || typeof spec !== "object") throw new RulecUsageError("ruleset() takes one object: { events, tools, failure, rules }");
  if (spec.include !== undefined) return composed(spec, loc);
  for (const k of ["events", "tools", "rules"] as const) {
    if (!Array.isArray(spec[k])) throw new RulecUsageError(`ruleset: ${k} must be a list, not ${shownValue(spec[k])}`);
  }
  const failure = failureTier(spec.failure);
  if (spec.unknown !== undefined && spec.unknown !== "ask" && spec.unknown !== "deny" && spec.unknown !== "ignore") {
    throw new RulecUsageError(`ruleset: unknown must be "ask", "deny" or "ignore", not ${shownValue(spec.unknown)}`);
  }
  const rules = spec.rules!;
  const blocking = rules.some((r) => r && (r.tier === "deny" || r.tier === "ask"));
  const unknown: Tier = spec.unknown === "deny" ? "deny" : spec.unknown === "ignore" ? "silent" : spec.unknown === "ask" || blocking ? "ask" : "silent";
  return {
    name: spec.name ?? "",
    description: spec.description ?? "",
    events: [...spec.events!],
    tools: [...spec.tools!],
    failure,
    unknown,
    rules: [...rules],
    requires: (spec.requires ?? []).map((m) => m.ir),
    maxContext: spec.maxContext ?? 0,
    ...(spec.specs ? { specs: checkedSpecs(spec.specs) } : {}),
    ...(spec.caseInsensitiveCommands ? { caseInsensitiveCommands: true } : {}),
    loc,
  };
}

/** What a failure mode answers; a misspelt one must not fail open quietly (the typecheck is not always run). */
function failureTier(f: unknown): Tier {
  if (f !== "open" && f !== "ask" && f !== "closed") throw new RulecUsageError(`ruleset: failure must be "open", "ask" or "closed", not ${shownValue(f)}`);
  return f === "closed" ? "deny" : f === "ask" ? "ask" : "silent";
}

const strictest = (ts: Tier[]): Tier => ts.reduce((a, b) => (tierRank(b) > tierRank(a) ? b : a), "silent");
const isRuleSet = (x: unknown): x is RuleSet => !!x && typeof x === "object" && Array.isArray((x as RuleSet).rules) && Array.isArray((x as RuleSet).events) && typeof (x as RuleSet).failure === "string";

/**
 * One rule set made of several: the included sets' rules (each guarded by its own set's
 * `requires`), then the spec's own, in one precedence; the union of events and tools; the
 * strictest failure and unknown verdicts; the specs merged (the spec's own last).
 */
function composed(spec: RuleSetSpec, loc: Loc): RuleSet {
  const parts = spec.include!;
  if (!Array.isArray(parts) || !parts.length) throw new RulecUsageError(`ruleset: include must be a non-empty list of rule sets, not ${shownValue(parts)}`);
  parts.forEach((p, i) => {
    if (!isRuleSet(p)) throw new RulecUsageError(`ruleset: include[${i}] is not a rule set (import a rule file's default export, e.g. \`import destructive from "rulec/rules/destructive"\`), but ${shownValue(p)}`);
  });
  // the spec's own part, when it has any (a set with only include has none): its rules,
  // and what it says of them or adds to the whole (specs, requires, unknown, case)
  const own = (["rules", "events", "tools", "requires", "specs", "unknown", "caseInsensitiveCommands", "maxContext"] as const).some((k) => spec[k] !== undefined)
    ? [ruleset({ events: spec.events ?? [], tools: spec.tools ?? [], failure: spec.failure ?? "open", rules: spec.rules ?? [], requires: spec.requires, unknown: spec.unknown, specs: spec.specs, caseInsensitiveCommands: spec.caseInsensitiveCommands, maxContext: spec.maxContext })]
    : [];
  const all = [...parts, ...own];
  const union = (k: "events" | "tools") => [...new Set(all.flatMap((p) => p[k]))];
  const rules: Rule[] = all.flatMap((p) => (p.requires.length ? p.rules.map((r) => ({ ...r, when: { k: "all" as const, of: [...p.requires, r.when] } })) : p.rules));
  const specs = Object.assign({}, ...all.map((p) => p.specs ?? {})) as Record<string, CommandSpec>;
  const failure = strictest([...all.map((p) => p.failure), ...(spec.failure !== undefined ? [failureTier(spec.failure)] : [])]);
  const unknown = strictest(all.map((p) => p.unknown));
  return {
    name: spec.name ?? all.map((p) => p.name).filter(Boolean).join("+"),
    description: spec.description ?? `${all.map((p) => p.name || "a rule set").join(", ")}, composed`,
    events: union("events"),
    tools: union("tools"),
    failure,
    unknown,
    rules,
    requires: [],
    // (a cap only when every part has one: 0 is none)
    maxContext: all.some((p) => !p.maxContext) ? 0 : Math.max(...all.map((p) => p.maxContext)),
    ...(Object.keys(specs).length ? { specs } : {}),
    ...(all.some((p) => p.caseInsensitiveCommands) ? { caseInsensitiveCommands: true } : {}),
    loc,
  };
}

/** A rule file's option grammars, checked: `{ "kubectl": { abbrev: false, options: { "--context": "value" } } }`. */
function checkedSpecs(specs: unknown): Record<string, CommandSpec> {
  if (specs === null || typeof specs !== "object" || Array.isArray(specs)) throw new RulecUsageError(`ruleset: specs must be an object of command specs, not ${shownValue(specs)}`);
  const out: Record<string, CommandSpec> = {};
  for (const [name, s] of Object.entries(specs as Record<string, unknown>)) {
    const o = s as CommandSpec;
    if (!o || typeof o !== "object" || typeof o.options !== "object" || o.options === null) throw new RulecUsageError(`ruleset: specs[${JSON.stringify(name)}] must be { options: {…}, abbrev }`);
    for (const [opt, arity] of Object.entries(o.options)) {
      if (!/^--?[^\s=,-][^\s=,]*$/.test(opt)) throw new RulecUsageError(`ruleset: specs[${JSON.stringify(name)}]: ${JSON.stringify(opt)} is not an option name (-x, --name)`);
      if (arity !== "flag" && arity !== "value" && arity !== "optional") throw new RulecUsageError(`ruleset: specs[${JSON.stringify(name)}]: ${opt} must be "flag", "value" or "optional", not ${shownValue(arity)}`);
    }
    const env = o.env ?? {};
    if (env === null || typeof env !== "object" || Array.isArray(env)) throw new RulecUsageError(`ruleset: specs[${JSON.stringify(name)}].env must be an object of NAME: "--option"`);
    for (const [v, opt] of Object.entries(env)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) throw new RulecUsageError(`ruleset: specs[${JSON.stringify(name)}].env: ${JSON.stringify(v)} is not a variable name`);
      if (o.options[opt as string] !== "value") throw new RulecUsageError(`ruleset: specs[${JSON.stringify(name)}].env.${v}: ${shownValue(opt)} is not one of its options that take a value`);
    }
    out[name] = { abbrev: !!o.abbrev, ...(o.oldStyle ? { oldStyle: true } : {}), options: { ...o.options }, ...(Object.keys(env).length ? { env: { ...env } } : {}) };
  }
  return out;
}

/** Build-time variables from `rulec build --define key=value`. */
export function define(key: string): string | undefined;
export function define(key: string, fallback: string): string;
export function define(key: string, fallback?: string): string | undefined {
  const defs = (globalThis as { __rulecDefines?: Record<string, string> }).__rulecDefines ?? {};
  return key in defs ? defs[key] : fallback;
}
