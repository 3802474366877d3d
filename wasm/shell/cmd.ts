// The shell model's output: the records the interpretation makes and the engine and the
// git model read. A `Cmd` is one simple command as it would run (argv with quotes removed,
// which words are known, its redirects, the connector before it, its depth, list and
// directory, the wrappers it was found through); `Output` holds them in source order with
// the lists they form, the comments, and whether a limit was met or the text did not
// parse.
//
// Why a module of its own: it is the contract between the shell model (wasm/shell/…,
// wasm/shell.ts), the git model (wasm/git.ts) and the engine, and imports neither.
//
// Cost: a Cmd is a few fields and arrays; commands that redirect nothing or assign
// nothing share one empty list each (NO_REDIRECTS, NO_WORDS …) instead of allocating one.

import { Scope, V_KNOWN, V_UNKNOWN, V_UNSET } from "./vars";
import { basename, NameSet, latin1, listed } from "./text";
import { isNameChar } from "./lexer";

export const MAX_DEPTH: i32 = 48;
export const MAX_COMMANDS: i32 = 100000;

export class Redirect {
  constructor(
    public op: string,       // ">", ">>", "<", "<<", "<<<", "&>", ">&", "<&", "<>", ">|", "&>>"
    public fd: string,       // the fd written before the operator ("" when none)
    public target: string,   // the target word (for "<<": the heredoc body)
    public literal: bool,    // false when the target holds an expansion
  ) {}
}

// Most commands redirect nothing: they share this empty list (never pushed to) instead of
// allocating one each.
export const NO_REDIRECTS = new Array<Redirect>(0);
export const NO_FLAGS = new Array<bool>(0);
export const NO_KINDS = new Array<u8>(0);
// What is known of a word whose text is not (Cmd#kinds): it may be zero words or several
// (an unquoted expansion); its first character is known, and is not "-" (`"$HOME/$F"`).
// A word put in at run time in place of a placeholder it begins with (xargs -I's, parallel's
// {}, fd's {/}) has a known first character in its text, but not in its value: WK_DASH.
export const WK_MULTI: u8 = 1, WK_NODASH: u8 = 2, WK_DASH: u8 = 4;
// A word that is one name a glob matches (a for loop's glob variable, quoted: Var#glob): not
// known — a program that reads it as code or text sees data of any shape — but, as a file a
// command acts on, the glob itself (Cmd#globs), which the rules judge by what it may match.
export const WK_GLOBV: u8 = 8;
// A word whose every part known only when it runs is the name a walker feeds the command it
// runs — fzf's item, in the command line fzf runs (Var#fed) —: not known, but not a name
// the call gives at run time either: the walk that yields it is judged (the rules' argv
// selection with fed: false leaves it out). (find's `{}` and xargs' words are no expansion:
// their text has no `$` to be read as one.)
export const WK_FED: u8 = 16;
// A word a walker's item is only a part of, which may name a file outside the tree walked
// — `/etc/{}`, `../{}`, `{}/../x`, xargs -I's `pre-R` —: a name made from the walk's, which
// the walk does not judge — known only when it runs, as a `$F` is (the rules' argv
// selection with part: true holds only these). (`{}.key`, fd's `{.}`: the same tree.)
// Also the words xargs or parallel reads from data the call gives its stdin — a redirect,
// a heredoc, a here-string not literal (wasm/shell.ts stdinData) —: no walk's either.
export const WK_PART: u8 = 32;
// (the variable that stands for fzf's item in the line fzf runs: no call can assign it
// there — wasm/shell/inline.ts fzfCommand refuses a line that names it — and its text)
export const FED_ITEM = "__fzf_item";
const FED_REF = "${" + FED_ITEM + "}";

/** Word i of c as a message shows it to the model and the user: the text it was written
 * with, but fzf's item as fzf's own `{}` — the variable that stands for it (FED_ITEM) is the
 * model's name, written by no one. Only where that variable is the item: a word of the line
 * fzf runs (WK_FED, or a scope in which the variable is the fed one); the same text
 * written outside fzf is an unset variable, shown as it is. Cost: one search of the word,
 * a scope lookup only when it holds the name. */
export function shownWord(c: Cmd, i: i32): string {
  const a = c.argv[i];
  if (c.lit[i] || !a.includes(FED_REF)) return a;
  let fed = c.fed(i);
  if (!fed && c.scope != null) { const v = c.scope!.lookup(FED_ITEM); fed = v != null && v.fed; }
  return fed ? a.replaceAll(FED_REF, "{}") : a;
}
export const NO_WORDS = new Array<string>(0);
export function addRedirect(c: Cmd, r: Redirect): void {
  if (c.redirects === NO_REDIRECTS) c.redirects = [r];
  else c.redirects.push(r);
}

// Entries of a selection (flags, positionals, written files, …) that stand for words not
// known before the command runs, told apart by address (wasm/engine.ts someWord …):
export const UNK_ONE = "⟨unknown⟩";     // exactly one word, its text unknown
export const UNK_OPT = "⟨unknown?⟩";    // zero or one (it may be of another kind: a flag or not)
export const UNK_MANY = "⟨unknown…⟩";   // zero or more (an unquoted expansion, words from stdin)
/** The entry for word i of c, which is not known: `certain` when it is sure to be of this kind. */
export function unkOf(c: Cmd, i: i32, certain: bool): string { return c.globVar(i) ? c.argv[i] : c.isMulti(i) ? UNK_MANY : certain ? UNK_ONE : UNK_OPT; }
/** Word i of c taken as a value or an operand: its text, or unknown (one word, or several) when it is known only when it runs. */
export function wordAt(c: Cmd, i: i32): string { return c.lit[i] ? c.argv[i] : unkOf(c, i, true); }
/** Word i of c is known only when it runs, but surely not an option: one word (quoted),
 * whose text starts with a known character other than "-" (`/tmp/"$X"`, find's `{}`, `<(…)`),
 * or words each known to (WK_NODASH: find's `{} +`). */
export function notOption(c: Cmd, i: i32, a: string): bool {
  if (c.noDash(i)) return true; // (also of several words: the paths find gives `{} +`)
  if (c.isMulti(i) || c.mayDash(i) || a.length == 0) return false;
  const f = a.charCodeAt(0);
  return f != 45 && f != 36 && f != 96 && f != 34 && f != 39 && f != 92;
}
@inline export function isUnk(s: string): bool {
  const p = changetype<usize>(s);
  return p == changetype<usize>(UNK_ONE) || p == changetype<usize>(UNK_OPT) || p == changetype<usize>(UNK_MANY);
}

// A literal word longer than this is copied out of its source only when its text is first
// asked for (Cmd#argv): a megabyte's argument that no rule reads costs no second copy of
// the command (2 MB of fresh pages, ≈6 ms in page faults on the reference machine).
export const LAZY_WORD: i32 = 1024;

/** What a container made here sees of this host (wasm/shell/container.ts): `dst[k]` (a
 * normalized path in the container) is host path `src[k]` ("" when not known); `unknown`:
 * host paths may be anywhere in it. */
export class Mounts {
  dst: Array<string> = [];
  src: Array<string> = [];
  unknown: bool = false;
  host: string = "";  // the directory the launcher runs in, on this host ("" not known)
}

export class Cmd {
  // argv as read, except that a long literal word is "" here until `argv` is asked for
  words: Array<string> = [];
  // the long literal words still in `source`: [index, start, end, …], in index order
  pending: Array<i32> | null = null;
  source: string = "";
  // its words, as written (quotes removed, escapes resolved). Reading the list copies the
  // long words out of the source; argc() and word() do not.
  get argv(): Array<string> { if (this.pending !== null) this.copyPending(); return this.words; }
  set argv(a: Array<string>) { this.words = a; this.pending = null; }
  argc(): i32 { return this.words.length; }
  addPending(source: string, start: i32, end: i32): void {
    let q = this.pending;
    if (q === null) { q = []; this.pending = q; this.source = source; }
    q.push(this.words.length); q.push(start); q.push(end);
    this.words.push("");
  }
  copyPending(): void {
    const q = this.pending!;
    this.pending = null;
    for (let i = 0; i < q.length; i += 3) this.words[q[i]] = this.source.substring(q[i + 1], q[i + 2]);
  }
  lit: Array<bool> = [];     // per word: known before the command runs (literal, or expanded from a known value)
  // per word (shared empty list when none): an unknown word that may stand for zero or
  // several words (an unquoted expansion: split by IFS, or empty and gone)
  kinds: Array<u8> = NO_KINDS;
  isMulti(i: i32): bool { return i < this.kinds.length && (unchecked(this.kinds[i]) & WK_MULTI) != 0; }
  noDash(i: i32): bool { return i < this.kinds.length && (unchecked(this.kinds[i]) & WK_NODASH) != 0; }
  mayDash(i: i32): bool { return i < this.kinds.length && (unchecked(this.kinds[i]) & WK_DASH) != 0; }
  globVar(i: i32): bool { return i < this.kinds.length && (unchecked(this.kinds[i]) & WK_GLOBV) != 0; }
  fed(i: i32): bool { return i < this.kinds.length && (unchecked(this.kinds[i]) & WK_FED) != 0; }
  part(i: i32): bool { return i < this.kinds.length && (unchecked(this.kinds[i]) & WK_PART) != 0; }
  redirects: Array<Redirect> = NO_REDIRECTS; // (one shared empty list until a redirect is added: addRedirect)
  // the text of each argument or redirect target bash expands as a glob (`cat .git/c*`):
  // which files it names is known only when it runs (wasm/rules.ts globWord)
  globs: Array<string> = NO_WORDS;
  conn: string = "";         // connector before this command in its list
  depth: i32 = 0;            // 0 = top level; +1 per $( ), ( ), re-parsed string
  list: i32 = 0;             // id of the list (chain) it belongs to
  rootList: i32 = -1;        // … and of the list of the command it was found through, re-parsed (`find … -exec sh -c 'rm …'`): its chain is that one's (-1: its own)
  private _dir: string = ""; // directory it runs in, "" when unknown
  // … and when unknown, the two it may be, both known (after a cd that may fail: DirState
  // alts); setting dir drops them
  alts: Array<string> = NO_WORDS;
  get dir(): string { return this._dir; }
  set dir(v: string) { this._dir = v; this.alts = NO_WORDS; }
  via: string = "";          // wrapper or re-parser it was found through
  vias: string = "";         // every wrapper on the way to it, ",sudo,nice," ("" for none)
  priv: string = "";         // the first wrapper on the way that changes who or where it runs (sudo, su, …)
  innerRedirects: bool = false; // a wrapper whose redirects its inner command carries too
  scope: Scope | null = null; // the variables as this command sees them
  assigns: Array<string> = NO_WORDS; // its prefix assignments, "NAME=value" as read
  assignsLit: Array<bool> = NO_FLAGS; // … and whether each value is known
  opaque: bool = false;      // something about it could not be resolved
  fnCall: bool = false;      // it calls a function the call defined (its body's commands follow it)
  stdinShut: bool = false;   // it does not get the stdin its launcher gets (docker exec without -i): it reads none
  mounts: Mounts | null = null; // it runs in a container made here: the host paths it reaches (wasm/shell/container.ts)
  hostRedirects: bool = false; // … its redirects are its launcher's, on this host (not mapped)
  away: bool = false;        // it runs on another system (a container, a pod, a host ssh reaches): the host's files say nothing of it
  approvalDep: bool = false; // an allow rule judged on it met a fact not known yet (engine.ts approvalFactsOnly)
  guess: bool = false;       // it may not run at all: operands of a program not known here, read as the command it may launch (shell.ts guessInner)
  wraps: bool = false;       // it is a wrapper whose inner command follows it
  heredoc: string = "";      // stdin text from a heredoc or here-string
  hasHeredoc: bool = false;
  heredocCode: bool = false; // the heredoc expands (unquoted delimiter)
  stdinShell: bool = false;  // a shell reading its program from stdin
  // (a shell, or an interpreter reading its program from stdin, piped from a plain `cat`
  // whose heredoc is read at the end of the line: what cat writes, that heredoc's text, is
  // the program — interp.ts heredocBodies)
  catFeed: Cmd | null = null;
  cronTable: bool = false;   // crontab installing the table it reads from stdin (its commands: cronCommands)
  stdinFed: bool = false;    // it runs in a ( ) whose stdin is a pipe or a redirect
  pipeFeed: i32 = -1;        // the list whose pipe feeds the ( ) or { } it runs in (-1: none)
  // the index (Output#cmds) of the first command of the compound command — `{ }`, if, for,
  // while, until, case, select — it runs in whose output a pipe reads (`{ curl …; echo; } |
  // bash`: the whole compound's output, not its last command's); -1: none
  feedStart: i32 = -1;
  script: string = "";       // inline program of an interpreter (python -c, node -e, heredoc …)
  hasScript: bool = false;
  scriptKnown: bool = true;  // … its text is known (not "$CODE")
  scriptArgsAt: i32 = -1;    // … given by an option (-c, -e): where the words after it, its arguments, start
  stdinScript: bool = false; // an interpreter reading its program from stdin
  start: i32 = 0;            // offset in its source text
  idx: i32 = -1;             // position in Output.cmds, set once the parse is done
  feeds: Cmd | null = null;  // the command whose words or redirects the substitution it runs in expands
  outer: Cmd | null = null;  // the wrapper it was found in (sudo, env, sh -c …)
  // git configuration the call gives this git command (-c, --config-env, GIT_CONFIG_*, an
  // earlier `git config KEY VALUE`: wasm/shell/gitrun.ts), "key=value" with the key's
  // section and name lowercased and a subsection as "*" (`remote.*.mirror=true`); a bare
  // `-c KEY` is "KEY=true". gitCfgLit: the value is known.
  gitCfg: Array<string> = NO_WORDS;
  gitCfgLit: Array<bool> = NO_FLAGS;
  gitv: Git | null = null;   // its git view, worked out when a rule first asks (Ctx#git)
  gitDone: bool = false;
  word(): string {
    if (this.words.length == 0) return "";
    if (this.pending !== null && this.pending![0] == 0) this.copyPending();
    return this.words[0];
  }
  // (its basename; a `.exe` suffix in any case dropped, as Windows' shells find the program:
  // Git Bash and MSYS2 run `rm.exe` as `rm`)
  // (worked out once per first word: rules ask for it at every predicate that names a command)
  // (and Homebrew's GNU tools by their own names: `grm` is rm — gnuTool)
  name(): string {
    const w = this.word();
    if (changetype<usize>(w) != this.nameFrom) { this.nameIs = versionless(gnuTool(exeless(basename(w)))); this.nameFrom = changetype<usize>(w); }
    return this.nameIs;
  }
  private nameFrom: usize = 0;
  private nameIs: string = "";
  // its name as a rule set that ignores case compares it (wasm/rules.ts nameKey)
  keyFrom: usize = 0;
  keyIs: string = "";
}

// Homebrew installs GNU coreutils, findutils, tar, sed, grep, which, make and patch with a
// "g" before each name (`grm`, `gmv`, `gshred`, `gtar`, `gsed`, `gfind`; coreutils' formula:
// "installed with the prefix g"): the same programs, read as the GNU one everywhere — by
// every rule that names it, the engine's grammars and the wrappers. Not the coreutils
// whose g-name is another program (god, gid, gdu, gstat), nor those bash runs as builtins
// under the plain name (echo, printf, kill, pwd, test, true, false: `gprintf -v` assigns
// nothing). Cost: one set lookup per command word (name() is worked out once per word).
const GNU_TOOLS = new NameSet(latin1(",gb2sum,gbase32,gbase64,gbasename,gbasenc,gcat,gchcon,gchgrp,gchmod,gchown,gchroot,gcksum,gcomm,gcp,gcsplit,gcut,gdate,gdd,gdf,gdir,gdircolors,gdirname,genv,gexpand,gexpr,gfactor,gfmt,gfold,ggroups,ghead,ghostid,ginstall,gjoin,glink,gln,glogname,gls,gmd5sum,gmkdir,gmkfifo,gmknod,gmktemp,gmv,gnice,gnl,gnohup,gnproc,gnumfmt,gpaste,gpathchk,gpinky,gpr,gprintenv,gptx,greadlink,grealpath,grm,grmdir,gruncon,gseq,gsha1sum,gsha224sum,gsha256sum,gsha384sum,gsha512sum,gshred,gshuf,gsleep,gsort,gsplit,gstdbuf,gstty,gsum,gsync,gtac,gtail,gtee,gtimeout,gtouch,gtr,gtruncate,gtsort,gtty,guname,gunexpand,guniq,gunlink,guptime,gusers,gvdir,gwc,gwho,gwhoami,gyes,gfind,gxargs,glocate,gupdatedb,gtar,gsed,ggrep,gegrep,gfgrep,gtime,gwhich,gmake,gpatch,"));

/** A GNU tool's name without Homebrew's "g" (`grm` → `rm`); any other name as it is. */
export function gnuTool(n: string): string {
  return n.length > 2 && n.charCodeAt(0) == 103 /* g */ && GNU_TOOLS.has(n) ? n.substring(1) : n;
}

// Perl under the names it is installed as: `perl`, and the versioned copy installperl puts
// beside it (`perl5.36.0`: "perl" and $Config{version}), the ones distributions add
// (macOS's `perl5.34`, Debian's `perl5.36-x86_64-linux-gnu`) or a user links (`perl5`,
// `perl-5.38`). Every reading of perl's argv as perl's — its inline program, -i's files,
// what it writes, its interpreter's language — asks this one predicate, so that a
// versioned name is read as perl everywhere or nowhere. Not perl's other programs
// (perldoc, perltidy, perlcritic …), nor perl6 (Raku). Cost: a few comparisons per name.
/** Command name `n` runs perl itself. */
export function isPerl(n: string): bool {
  if (!n.startsWith("perl")) return false;
  if (n.length == 4) return true;
  let k = 4;
  if (n.charCodeAt(k) == 45 /* - */) k++;
  if (k >= n.length || n.charCodeAt(k) != 53 /* 5 */) return false;
  k++;
  while (k < n.length && ((n.charCodeAt(k) >= 48 && n.charCodeAt(k) <= 57) || n.charCodeAt(k) == 46)) k++;
  // (the end, or a platform's suffix after a dash: Debian's multiarch triplet)
  return k == n.length || (n.charCodeAt(k) == 45 && k + 1 < n.length);
}

// vim under the names it is installed by (vim(1): vi, ex, view, gvim, rvim, rview,
// vimdiff), neovim's nvim, and nvi: every reading of an editor's words as vim's — the
// files it writes or empties, its commands, the code its options name — asks this one
// predicate, so that a name is read as vim everywhere or nowhere.
const VIM_NAMES = latin1(",vim,vi,nvim,ex,view,vimdiff,gvim,rvim,rview,nvi,");
/** Command name `n` runs vim (or a vi that reads its -c and +CMD). */
export function isVim(n: string): bool { return listed(VIM_NAMES, n); }

/**
 * An interpreter installed under a versioned name, as the interpreter rules name: perl's
 * (isPerl) as `perl`; `ruby3.2`, `php8.2`, `lua5.4`, `tclsh8.6`, `wish8.6`, LuaJIT's
 * `luajit-2.1.0-beta3` (its `make install` names the program so, beside a `luajit` link) and
 * `node18` as the plain name; `python3.12` and `pypy3.10` as `python3` and `pypy3` — rules
 * name Python 2 and 3 apart. The version: a digit, after a `-` or not, then digits and dots,
 * then `-` and letters and digits at most (`-beta3`, `-rc1`). Any other name as it is
 * (`node-gyp`, `python3-config`). (Distributions install these side by side: Debian's
 * `ruby3.1`, `php8.2`, `lua5.4`, `tclsh8.6`, `perl5.36`.)
 */
const VERSIONED = ["python", "pypy", "ruby", "php", "luajit", "lua", "tclsh", "wish", "nodejs", "node"];
export function versionless(n: string): string {
  if (n.length < 4) return n;
  const c0 = n.charCodeAt(0);
  if (c0 != 112 && c0 != 114 && c0 != 108 && c0 != 116 && c0 != 119 && c0 != 110) return n; // (p r l t w n)
  if (isPerl(n)) return "perl";
  for (let i = 0; i < VERSIONED.length; i++) {
    const b = unchecked(VERSIONED[i]);
    if (n.length <= b.length || !n.startsWith(b)) continue;
    let at = b.length;
    if (n.charCodeAt(at) == 45 && i >= 2) at++; // (`luajit-2.1`; Python's dash forms are other programs)
    if (at >= n.length) continue;
    const d = n.charCodeAt(at);
    if (d < 48 || d > 57) continue;
    let k = at + 1;
    while (k < n.length && ((n.charCodeAt(k) >= 48 && n.charCodeAt(k) <= 57) || n.charCodeAt(k) == 46)) k++;
    if (k < n.length && i >= 2 && n.charCodeAt(k) == 45) {
      k++;
      const from = k;
      while (k < n.length && ((n.charCodeAt(k) | 32) >= 97 && (n.charCodeAt(k) | 32) <= 122 || (n.charCodeAt(k) >= 48 && n.charCodeAt(k) <= 57))) k++;
      if (k == from) return n;
    }
    if (k < n.length) return n;
    return i < 2 ? b + String.fromCharCode(d) : b;
  }
  return n;
}

/** A command's name without a `.exe` suffix (in any letter case). */
export function exeless(b: string): string {
  const n = b.length;
  if (n > 4 && b.charCodeAt(n - 4) == 46 && (b.charCodeAt(n - 3) | 32) == 101 && (b.charCodeAt(n - 2) | 32) == 120 && (b.charCodeAt(n - 1) | 32) == 101) return b.substring(0, n - 4);
  return b;
}

export class ListInfo {
  onlyAnd: bool = true;      // every connector in the list is &&
  elements: i32 = 0;
}

// What one call's command text comes to: its commands in source order and the lists they
// form; nested texts (`sh -c`) add theirs to the same Output.
export class Output {
  cmds: Array<Cmd> = [];
  // files the call copies or moves (cp, install, mv; wasm/shell.ts makesCopy): pairs of the
  // copy's path and its source's, each joined with the directory it was named in. A later
  // command that reads the copy reads the source's text (wasm/engine.ts readsOf): `cp
  // .git/config c && cat c` shows .git/config. At most MAX_COPIES pairs.
  copies: Array<string> = [];
  lists: Array<ListInfo> = [];
  comments: Array<string> = [];
  overflow: bool = false;    // a limit was hit: the result is incomplete
  error: bool = false;       // the text did not parse (unterminated quote, ...)
  // the first variable the call assigns (bare, as a prefix, through env/sudo/export …) that
  // is not one of the harmless ones (HARMLESS_VARS): what it changes for the programs run
  // is not modelled, so no allow can approve the call
  envName: string = "";
  // what the call is besides its simple commands: 0 nothing; 1 only `[[ ]]` tests and
  // `(( ))` arithmetic, `!` and the lists joining them, none of which assigns (no `=`
  // but a comparison's, no ++/--, so no `(( x = 5 ))`, `${X:=v}`, `[[ 1 -eq x=2 ]]`);
  // -1 anything else (an assignment, a redirect alone, a function, a loop, a subshell…).
  // A call with no simple command and 1 here only reads (Interp#inertTest)
  inert: i32 = 0;
  // assignments of the element being read, so a pipeline or a background job (a subshell)
  // can take them back: [scope, name] pairs
  logScopes: Array<Scope> = [];
  logNames: Array<string> = [];
  // a word or redirect of the call names a path whose last part begins with "-" (`touch --
  // -rf`, `> ./--remove-files`): a glob may expand to it, an option (wasm/engine.ts readBySpec)
  dashNames: bool = false;
  newList(): i32 { this.lists.push(new ListInfo()); return this.lists.length - 1; }
}

// The git view of a command (wasm/git.ts gitView), cached on its Cmd (gitv): its class is
export const SAME_DIR = "\u0001";
// declared here, with the Cmd that holds it, so that the records import nothing above them.
export class Git {
  sub: string = "";
  subLiteral: bool = true;
  flags: Array<string> = [];   // "-D", "--delete", "-5"
  vals: Array<string> = [];    // the value of each flag ("" when none)
  pos: Array<string> = [];     // positionals before "--"
  posLit: Array<bool> = [];
  after: Array<string> = [];   // words after "--"
  dir: string = "";            // the directory it acts on ("" when unknown)
  retargeted: bool = false;    // -C / --git-dir / --work-tree were given (or GIT_DIR, GIT_WORK_TREE)
  treeGiven: bool = false;     // --git-dir / --work-tree were given (they win over the environment's)
  // the work tree, where the tree writers write, when it is not `dir`: under --git-dir or
  // GIT_DIR alone, the directory git was started in (git(1)); SAME_DIR when it is `dir`
  tree: string = SAME_DIR;
  // every directory git works with ("" when not known): where it runs (after -C), the
  // repository --git-dir or GIT_DIR names, the work tree --work-tree or GIT_WORK_TREE names
  dirs: Array<string> = [];
  globals: Array<string> = []; // global options as written
  argsAt: i32 = 0;             // the index in argv of the first word after the subcommand
}

// Text of a test's word or an arithmetic command that assigns nothing, read as bash's
// arithmetic would be (the conservative reading for a test's words too): no `=` other than
// in ==, !=, <= or >= (<<= and >>= assign), no ++ or -- (`${X:=v}`, `x+=1`, `i++` all fail).
export function readsOnly(t: string): bool {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c == 43 || c == 45) && i + 1 < t.length && t.charCodeAt(i + 1) == c) return false; // ++ --
    if (c != 61) continue;
    if (i + 1 < t.length && t.charCodeAt(i + 1) == 61) { i++; continue; }           // ==
    const p = i > 0 ? t.charCodeAt(i - 1) : 0;
    if (p == 33) continue;                                                            // !=
    if ((p == 60 || p == 62) && !(i > 1 && t.charCodeAt(i - 2) == p)) continue;       // <= >=
    return false;
  }
  return true;
}

// Lower-case names zsh gives meaning to: the arrays tied to PATH, CDPATH, FPATH, MANPATH,
// … (zshparam(1) "Parameters Used By The Shell"), and the zsh/parameter module's special
// hashes, whose elements define aliases, functions, commands and options (zshmodules(1));
// and the proxy variables, the lower-case names programs read (curl(1), wget(1)).
const SHELL_SPECIAL = new NameSet(latin1(",path,cdpath,fpath,manpath,module_path,mailpath,fignore,psvar,watch,histchars,prompt,infopath,argv,aliases,galiases,saliases,dis_aliases,dis_galiases,dis_saliases,functions,dis_functions,functions_source,commands,builtins,dis_builtins,options,parameters,nameddirs,userdirs,modules,history,historywords,jobdirs,jobstates,jobtexts,reswords,dis_reswords,patchars,dis_patchars,http_proxy,https_proxy,ftp_proxy,all_proxy,no_proxy,chpwd_functions,periodic_functions,precmd_functions,preexec_functions,zshexit_functions,zshaddhistory_functions,zsh_directory_name_functions,"));

/**
 * Whether a variable the call sets without exporting it (a bare `x=1`, a loop's NAME,
 * `read`'s, `{NAME}>`, `${NAME:=…}`, arithmetic) stays the shell's own: a lower-case name
 * that no shell ties to the environment or to its own tables. Programs read upper-case
 * names (PATH, LD_PRELOAD, GIT_*, PAGER, IFS for the shell itself); an assignment of one
 * is an environment the model cannot follow (Interp#noteEnv).
 */
export function localName(name: string): bool {
  if (name.length == 0 || SHELL_SPECIAL.has(name)) return false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || c == 95 || (i > 0 && c >= 48 && c <= 57))) return false;
  }
  return true;
}

// The variable an arithmetic assignment or ++/-- at t[s, e) applies to: the name before it
// (past blanks and a subscript), else the one after it; "" when there is none (`$x=1`).
function lvalue(t: string, s: i32, e: i32): string {
  let i = s - 1;
  while (i >= 0 && (t.charCodeAt(i) == 32 || t.charCodeAt(i) == 9)) i--;
  if (i >= 0 && t.charCodeAt(i) == 93) { // ]
    let depth = 0;
    for (; i >= 0; i--) {
      const c = t.charCodeAt(i);
      if (c == 93) depth++;
      else if (c == 91 && --depth == 0) { i--; break; }
    }
  }
  let j = i;
  while (j >= 0 && isNameChar(t.charCodeAt(j), false)) j--;
  if (j < i && !(t.charCodeAt(j + 1) >= 48 && t.charCodeAt(j + 1) <= 57) && !(j >= 0 && t.charCodeAt(j) == 36)) return t.substring(j + 1, i + 1);
  if (t.charCodeAt(s) == 61 || t.charCodeAt(s + 1) == 61 || t.charCodeAt(e - 1) == 61) return ""; // (an = with no name before)
  let k = e;
  while (k < t.length && (t.charCodeAt(k) == 32 || t.charCodeAt(k) == 9)) k++;
  let m = k;
  while (m < t.length && isNameChar(t.charCodeAt(m), m == k)) m++;
  return t.substring(k, m);
}

/**
 * Arithmetic text (bash(1) "ARITHMETIC EVALUATION") whose assignments (`=`, `op=`, `++`,
 * `--`) all set localName's variables: `(( i++ ))`, `for ((i = 0; …))`, `$((n += 2))`;
 * not `(( PATH = 5 ))`, which makes `ls` run ./5/ls.
 */
export function arithLocal(t: string): bool {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c == 43 || c == 45) && i + 1 < t.length && t.charCodeAt(i + 1) == c) {
      if (!localName(lvalue(t, i, i + 2))) return false;
      i++;
      continue;
    }
    if (c != 61) continue;
    if (i + 1 < t.length && t.charCodeAt(i + 1) == 61) { i++; continue; }            // ==
    const p = i > 0 ? t.charCodeAt(i - 1) : 0;
    if (p == 33) continue;                                                            // !=
    if ((p == 60 || p == 62) && !(i > 1 && t.charCodeAt(i - 2) == p)) continue;       // <= >=
    // the operator's start: =, op= (+ - * / % & ^ |), <<= or >>=
    let s = i;
    if (p == 43 || p == 45 || p == 42 || p == 47 || p == 37 || p == 38 || p == 94 || p == 124) s = i - 1;
    else if (p == 60 || p == 62) s = i - 2;
    if (!localName(lvalue(t, s, i + 1))) return false;
  }
  return true;
}

/**
 * Arithmetic text whose value bash reads from data: a variable the call set from data or to
 * a value not known (`read x; [[ $x -eq 1 ]]`, `for f in *; do (( f ))`), a positional
 * parameter not known, or a `$( )`/backtick's output. bash evaluates a value as arithmetic
 * again, so one holding `a[$(cmd)]` runs cmd: what such a value does is not known.
 */
export function arithData(t: string, scope: Scope | null, posKnown: bool): bool {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c == 96) return true;                                                  // `
    if (c == 36 && i + 1 < t.length) {
      const d = t.charCodeAt(i + 1);
      if (d == 40 && !(i + 2 < t.length && t.charCodeAt(i + 2) == 40)) return true; // $( (not $(( )
      if ((d >= 48 && d <= 57) || d == 64 || d == 42) { if (!posKnown) return true; continue; }
    }
    if (!isNameChar(c, true)) continue;
    const p = i > 0 ? t.charCodeAt(i - 1) : 0;
    let j = i;
    while (j < t.length && isNameChar(t.charCodeAt(j), false)) j++;
    // (not a number's digits or base: 0x1f, 16#ff)
    if (!((p >= 48 && p <= 57) || p == 35) && scope != null) {
      const v = scope.lookup(t.substring(i, j));
      if (v != null && v.state == V_UNKNOWN && !v.num) return true;
    }
    i = j - 1;
  }
  return false;
}

/** envValue's answer for a value known only when the command runs. */
export const UNKNOWN_VALUE = "\u0000unknown";
/**
 * NAME's value in cmd's environment — a prefix assignment, or an export earlier in the
 * call (`exported`: false for a shell variable a builtin reads, exported or not): null when
 * the call sets none, UNKNOWN_VALUE when it is known only when it runs.
 */
export function envValue(cmd: Cmd, name: string, exported: bool = true): string | null {
  for (let i = cmd.assigns.length - 1; i >= 0; i--) {
    const a = cmd.assigns[i];
    if (a.length > name.length && a.startsWith(name) && a.charCodeAt(name.length) == 61) return cmd.assignsLit[i] ? a.substring(name.length + 1) : UNKNOWN_VALUE;
  }
  if (cmd.scope == null) return null;
  const v = cmd.scope!.lookup(name);
  if (v == null || (exported && !v.exported)) return null;
  if (exported && v.expMaybe && v.state != V_UNSET) return UNKNOWN_VALUE; // (the host's value, or this one)
  return v.state == V_KNOWN ? v.value : v.state == V_UNKNOWN ? UNKNOWN_VALUE : null;
}

/** A redirect of c's own gives its stdin: a file, a descriptor, a heredoc or a here-string
 * (`<`, `0<&3`, `<>`, `<<`, `<<<`; not `<&-`, which closes it). */
export function givesStdin(c: Cmd): bool {
  for (let i = 0; i < c.redirects.length; i++) {
    const r = c.redirects[i];
    if (r.op.charCodeAt(0) == 60 && !(r.op == "<&" && r.target == "-") && (r.fd.length == 0 || r.fd == "0")) return true;
  }
  return false;
}

/** Whether the command's stdin is fed: a pipe, a redirect or a heredoc (its wrappers' too). */
export function stdinFed(c: Cmd): bool {
  let b: Cmd | null = c;
  while (b != null) {
    const x = b!;
    if (x.conn == "|" || x.conn == "|&" || x.hasHeredoc || x.stdinFed) return true;
    for (let i = 0; i < x.redirects.length; i++) {
      const r = x.redirects[i];
      if (r.op.charCodeAt(0) == 60 && (r.fd.length == 0 || r.fd == "0")) return true;
    }
    b = x.outer;
  }
  return false;
}
