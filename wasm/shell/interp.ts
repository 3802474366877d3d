// The interpretation: syntax tree → Cmd records (wasm/shell/cmd.ts), without running
// anything.
//
// Input: a File (wasm/shell/parser.ts) and the directory the text starts in. Output: an
// Output — every simple command in source order, each with its argv as bash would pass
// it (wasm/shell/expand.ts), the connector before it, its nesting depth and list, the
// directory it runs in (after cd/pushd/popd), and the variables it sees; a command a
// wrapper runs, and the commands of a string bash would parse again (`sh -c`, `eval`, a
// heredoc fed to a shell), are found by the Handler this walk hands each simple command
// to (wasm/shell.ts), which calls back `reparse` and `pushInner`.
//
// Why a walk that replays: if/while/for bodies and { } groups belong to the list around
// them (their commands share its connectors: `if a; then b; fi && c` is one chain), each
// keyword resets the connector, `if`/`while`/`until`/`for`/`case` make the assignments
// inside them conditional, a newline reads the heredocs opened on its line — so a
// compound command is walked keyword by keyword, in the order of its text, into the
// list it stands in; ( ), $( ), backticks, case arms and re-parsed strings open lists of
// their own. Comments and parse errors are handed on in text order, between the commands
// a re-parse finds (Unit, `reached`).
//
// Cost: one visit of each node; a re-parsed string is parsed and walked once, at a
// nesting depth one deeper (MAX_DEPTH bounds it, and the wrappers' own recursion is
// bounded by the Handler); MAX_COMMANDS bounds the records. Past a limit the Output is
// marked `overflow` and the walk stops where it is.

import { NameSet, findChar, joinPath, normPath, latin1, Buf, basename, isDigits, homeDir } from "./text";
import { specOf, envOption } from "../specs";
import { Cmd, Mounts, Output, ListInfo, Redirect, NO_REDIRECTS, addRedirect, readsOnly, arithLocal, arithData, localName, NO_WORDS, NO_KINDS, NO_FLAGS, WK_MULTI, WK_NODASH, WK_GLOBV, WK_FED, FED_ITEM, MAX_DEPTH, MAX_COMMANDS, envValue, givesStdin } from "./cmd";
import { DirState, Scope, V_KNOWN, V_UNKNOWN, V_UNSET, SCOPE_SUBSHELL, SCOPE_CHILD, lookupCrossedChild, varMark, UNKNOWN_VAR, isDecimal } from "./vars";
import { Diag, ERROR_EVENT, same, isNameChar, globby } from "./lexer";
import {
  Node, Part, Subst, BackQ, Scan, Word, Heredoc, Redir, Call, Func, Subshell, Compound, ForHead, Case, ArithCmd,
  Test, Keyword, Stmt, List, File, C_CALL, C_FUNC, C_SUBSHELL, C_COMPOUND, C_CASE, C_ARITH, C_TEST, C_KEYWORD,
  N_REDIR, P_BACKQ, P_SUBST, P_LIT, P_PROC, P_ARITH, P_ARRAY, P_SCAN, P_DBL, P_PARAM, Quoted, Param,
} from "./ast";
import { parseText, scanText, Parser } from "./parser";
import { braceExpand, braceOverflow, plainWord } from "./brace";
import { Expander, globbedAt, printfText } from "./expand";

// builtins that change the shell's variables (Interp#varEffects)
export const VAR_BUILTINS = new NameSet(latin1(",export,declare,typeset,local,readonly,unset,read,mapfile,readarray,getopts,printf,let,source,.,cd,pushd,popd,"));
// re-parsers that run their text in the same shell (the rest start a child shell)
const SET_LETTERS = "abefhkmnptuvxBCEHPTo";
// POSIX's special builtins and bash's declaration builtins: a prefix assignment before one
// may outlive it (bash(1) "Bash POSIX Mode"; export and readonly keep it in any mode)
const PREFIX_STAYS = new NameSet(latin1(",:,.,source,break,continue,eval,exec,exit,export,readonly,return,set,shift,times,trap,unset,declare,typeset,local,"));
const SAME_SHELL = new NameSet(latin1(",eval,source,.,trap,alias,mapfile,readarray,"));
// wrappers that change who or where the command runs: an allow must name them (via)
export const PRIVILEGED = new NameSet(latin1(",sudo,doas,su,runuser,pkexec,chroot,setpriv,sg,capsh,nsenter,unshare,systemd-run,machinectl,ssh,"));
// Variables a prefix or bare assignment may set without changing what a program does
// beyond its output's form (locale, time zone, colour, terminal size); any other is an
// environment the model cannot follow (PATH, LD_PRELOAD, GIT_*, a pager, an editor, …).
const HARMLESS_VARS = new NameSet(latin1(",LANG,LANGUAGE,LC_ALL,LC_CTYPE,LC_COLLATE,LC_MESSAGES,LC_NUMERIC,LC_TIME,LC_MONETARY,TZ,NO_COLOR,FORCE_COLOR,CLICOLOR,CLICOLOR_FORCE,COLORTERM,TERM,COLUMNS,LINES,"));
// TZ names a file the C library opens and reads (tzset(3)): a zone below the zoneinfo
// directory, but a path as given where it begins with `/` (after an optional `:`), and the
// directory's `..` climbs out of it — `TZ=/dev/pts/0 date` reads another terminal's keys,
// `TZ=:/dev/watchdog` arms it. A known value that is no such path is a zone's name or a
// POSIX rule (`UTC`, `America/New_York`, `EST5EDT,M3.2.0/2,M11.1.0`).
function zoneName(v: string, lit: bool): bool {
  if (!lit) return false;
  const t = v.startsWith(":") ? v.substring(1) : v;
  // (`~` and `~user` expand to a home's absolute path)
  return !t.startsWith("/") && !t.startsWith("~") && !t.includes("..");
}
/** An alias whose text is known only when it runs (wasm/shell.ts expands aliases). */
export const ALIAS_UNKNOWN = "\u0000";
// Arrays whose elements bind a command name: bash's BASH_ALIASES (aliases) and BASH_CMDS
// (the hash table), zsh's aliases and commands.
const BINDS = new NameSet(latin1(",BASH_ALIASES,BASH_CMDS,aliases,commands,"));
/** The NAME of an assignment word "NAME=…", "NAME+=…", "NAME[k]=…". */
export function assignedName(w: string): string {
  let i = 0;
  while (i < w.length && isNameChar(w.charCodeAt(i), i == 0)) i++;
  return w.substring(0, i);
}

/** The wrapper chain of a command found in `outer` through `via`: ",sudo,sh,". */
export function chainOf(outer: Cmd, via: string): string {
  return (outer.vias.length ? outer.vias : ",") + via + ",";
}
/** The first privilege-changing wrapper on the way through `outer` and `via`. */
export function privOf(outer: Cmd, via: string): string {
  return outer.priv.length ? outer.priv : PRIVILEGED.has(via) ? via : "";
}

// The prompts bash expands before it shows them — running their $( ) and backticks: PS1
// and PS2 (an interactive shell's), PS0 (after a command is read), PS4 (each `set -x` line).
function promptVar(w: string): bool {
  return w.length > 3 && w.charCodeAt(0) == 80 && w.charCodeAt(1) == 83 && (w.charCodeAt(2) == 48 || w.charCodeAt(2) == 49 || w.charCodeAt(2) == 50 || w.charCodeAt(2) == 52) && !isNameChar(w.charCodeAt(3), false);
}

// Variables holding a command line that a program runs (through a shell): bash's
// PROMPT_COMMAND (an interactive shell's, before each prompt), the pagers and editors
// (man(1), less(1), systemctl(1), sudoedit(8), crontab(1), fc), less's input filters
// (LESSOPEN `|CMD %s`), askpass programs (ssh(1), sudo(8)) and BROWSER; the CLIs' own
// editors, pagers and browsers (kubectl's KUBE_EDITOR, gh's GH_EDITOR/GH_PAGER/GH_BROWSER,
// kubectl diff's KUBECTL_EXTERNAL_DIFF, DIFFPROG (pacdiff, rcs), fzf's FZF_DEFAULT_COMMAND
// (run by a shell when nothing is piped in), TERMINAL (i3-sensible-terminal), CVS_RSH,
// the AWS CLI's AWS_PAGER, psql's PSQL_PAGER/PSQL_EDITOR, bat's BAT_PAGER, Mercurial's
// HGEDITOR, Subversion's SVN_EDITOR, CVS's CVSEDITOR); cargo's program wrappers
// (RUSTC_WRAPPER, RUSTC_WORKSPACE_WRAPPER, CARGO_BUILD_RUSTC_WRAPPER, and a target's
// CARGO_TARGET_<TRIPLE>_RUNNER, which `cargo run`/`test` start the program with). (git's
// own — GIT_PAGER, GIT_EDITOR, GIT_SSH_COMMAND … — are read where git runs:
// shell/gitrun.ts.)
const PROGRAM_VARS = new NameSet(latin1(",PROMPT_COMMAND,PAGER,GIT_PAGER,MANPAGER,SYSTEMD_PAGER,SYSTEMD_EDITOR,EDITOR,VISUAL,SUDO_EDITOR,FCEDIT,LESSOPEN,LESSCLOSE,SSH_ASKPASS,SUDO_ASKPASS,BROWSER,KUBE_EDITOR,GH_EDITOR,GH_PAGER,GH_BROWSER,AWS_PAGER,PSQL_PAGER,PSQL_EDITOR,BAT_PAGER,HGEDITOR,SVN_EDITOR,CVSEDITOR,RUSTC_WRAPPER,RUSTC_WORKSPACE_WRAPPER,CARGO_BUILD_RUSTC_WRAPPER,KUBECTL_EXTERNAL_DIFF,DIFFPROG,FZF_DEFAULT_COMMAND,TERMINAL,CVS_RSH,"));
// The pagers among them: each program that reads one runs its value as a shell command
// line with no words added (git(1) GIT_PAGER/PAGER, man-db's MANPAGER, systemd's
// SYSTEMD_PAGER, gh's GH_PAGER, the AWS CLI's AWS_PAGER, psql's PSQL_PAGER, bat's
// BAT_PAGER). Assigned a value the model reads (`NAME=VALUE` before a command, env's and
// sudo's, `export NAME=VALUE`), that command line is judged where it is assigned
// (lateCode), so the assignment itself changes nothing else: `GIT_PAGER=cat git log` is
// `git log` and `cat`. (Editors get a file name added, so they are not among them.)
const PAGER_VARS = new NameSet(latin1(",PAGER,GIT_PAGER,MANPAGER,SYSTEMD_PAGER,GH_PAGER,AWS_PAGER,PSQL_PAGER,BAT_PAGER,"));
/**
 * `NAME=VALUE` sets a pager (PAGER_VARS) to VALUE itself (not `+=`, no subscript), and VALUE
 * reads the same split at blanks as through a shell: some programs run it with no shell
 * (the AWS CLI's shlex.split, systemd's and gh's own splitting), where `#`, `>`, `|`, `;`,
 * quotes and `$` are plain text in an argument. So only words of letters, digits and
 * `-_.,/:=+@%` count; any other value is an environment the model cannot follow.
 */
export function pagerAssign(a: string): bool {
  const name = assignedName(a);
  if (!(name.length < a.length && a.charCodeAt(name.length) == 61 && PAGER_VARS.has(name))) return false;
  for (let i = name.length + 1; i < a.length; i++) {
    const c = a.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 32 || c == 45 || c == 95 || c == 46 || c == 44 || c == 47 || c == 58 || c == 61 || c == 43 || c == 64 || c == 37) continue;
    return false;
  }
  return true;
}
function programVar(w: string): bool {
  let e = 0;
  while (e < w.length && isNameChar(w.charCodeAt(e), e == 0)) e++;
  if (e == 0 || e >= w.length) return false;
  const name = w.substring(0, e);
  return PROGRAM_VARS.has(name) || (name.startsWith("CARGO_TARGET_") && name.endsWith("_RUNNER"));
}
/** The command line of `NAME=VALUE` (`NAME+=…`, `NAME[k]=…`): VALUE, less's `|`/`||` taken off. */
function programText(w: string): string {
  let v = w.substring(findChar(w, 61) + 1);
  while (v.startsWith("|") || v.startsWith("-")) v = v.substring(1);
  return v;
}
// A prompt string as bash decodes it before expanding it: \NNN (octal, 1–3 digits) is any
// character (`PS4='\044(…)'` runs the $( ) it spells).
function promptText(w: string): string {
  if (findChar(w, 92) < 0) return w;
  const b = new Buf();
  for (let i = 0; i < w.length; i++) {
    let c = w.charCodeAt(i);
    if (c == 92) {
      let v = 0, k = 0;
      for (; k < 3 && i + 1 + k < w.length; k++) { const d = w.charCodeAt(i + 1 + k) - 48; if (d < 0 || d > 7) break; v = v * 8 + d; }
      if (k) { c = v; i += k; }
    }
    b.char(c);
  }
  return b.toString();
}

// An unquoted heredoc's body as its reader gets it: a backslash before \, $ or ` is
// removed (its expansions are left as written: the model does not evaluate them).
function heredocText(body: string): string {
  if (findChar(body, 92) < 0) return body;
  const b = new Buf();
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c == 92 && i + 1 < body.length) {
      const d = body.charCodeAt(i + 1);
      if (d == 92 || d == 36 || d == 96) { b.char(d); i++; continue; }
    }
    b.char(c);
  }
  return b.toString();
}

/** Handler gives a simple command its meaning beyond the shell's own: wrappers, `sh -c`. */
export abstract class Handler {
  abstract simple(it: Interp, cmd: Cmd): void;
  /** A heredoc's body became the program of cmd, which reads it from stdin (cmd.script). */
  script(it: Interp, cmd: Cmd): void {}
  /** The walk is over (heredoc bodies read): what the call stored for later runs. */
  finish(it: Interp): void {}
  /** A command of redirects (and assignments) alone: a compound's redirects among them. */
  bare(it: Interp, cmd: Cmd): void {}
}

/** A heredoc whose body has not been handed to its command yet (it comes after the newline). */
export class PendingHd {
  constructor(public cmd: Cmd, public redir: Redirect, public hd: Heredoc) {}
}
// (shared while no heredoc is pending: most texts open none)
const NO_PENDING = new Array<PendingHd>(0);

// One parse whose comments and errors (Diag#log) are handed on: entries before its
// mark have been met by the walk (the walk's `mark` for the text it is in, `mark` here
// for the texts around it); those before `flushed` are in the Output already.
class Unit {
  flushed: i32 = 0;
  mark: i32 = 0;
  own: bool = false; // the limit met was this parse's own (MAX_DEPTH while parsing)
  constructor(public diag: Diag, public outer: Unit | null) {}
}

// A function the call defines: its body, the text that holds it and the variables it was
// defined among; `sure`: the definition runs before what follows (not after && or ||, in a
// loop, a branch or another body); `called`: a call of it was walked.
class FuncDef {
  called: bool = false;
  gone: bool = false; // `unset -f NAME`: from here the name is the command itself again
  constructor(public body: Node, public src: string, public dirs: DirState, public sure: bool) {}
}
// Functions the shell calls by their name alone (bash's command_not_found_handle, zsh's hook
// functions and TRAPNAL handlers: zshmisc(1) "Special Functions"): walked where defined.
const HOOK_FUNCS = new NameSet(latin1(",command_not_found_handle,command_not_found_handler,chpwd,periodic,precmd,preexec,zshexit,zshaddhistory,zsh_directory_name,"));
// zsh's hook arrays: the functions they name run on its events (zshmisc(1) "Hook Functions")
const ZSH_HOOK_ARRAYS = new NameSet(latin1(",chpwd_functions,periodic_functions,precmd_functions,preexec_functions,zshexit_functions,zshaddhistory_functions,zsh_directory_name_functions,"));
// Function bodies walked in one call at most (a call of each in a chain of functions that
// each call the next twice would otherwise be walked 2^n times): past it, a limit.
const MAX_FUNC_WALKS = 64;
const MAX_ATTRS = 64; // names Interp keeps per attribute (readonly, nameref, exported first)
const MAX_LOOP_WALKS = 64;
// the most words of a for list whose body is walked once a word (Interp#forHead)
const MAX_FOR_WORDS = 8;
// (what Output#envName says of arithmetic over a value read from data)
const ARITH_DATA = "a value bash reads from data as arithmetic";
const MAX_FUNC_DEPTH = 16;

/** cmd's words from `from` on, as parameters: null when one may be several words or none. */
export function knownArgs(cmd: Cmd, from: i32): Array<string> | null {
  // (a glob's names are not known: nor what a parameter bound to one holds)
  for (let i = from; i < cmd.argv.length; i++) if (cmd.isMulti(i) || globbedAt(cmd, i)) return null;
  return cmd.argv.slice(from);
}

// A list as its statements are walked: its record and the connector before the next
// command.
class ListState {
  conn: string = "";
  constructor(public id: i32, public info: ListInfo) {}
}

export class Interp extends Expander {
  src: string = "";      // the text of the File being walked
  via: string = "";      // the wrapper or re-parser this text was found through (Cmd#via)
  vias: string = "";     // every wrapper on the way to it (Cmd#vias)
  away: i32 = 0;         // inside a command run on another system (Cmd#away)
  mounts: Mounts | null = null; // inside a container made here (Cmd#mounts)
  priv: string = "";     // … the first that changes who or where it runs (Cmd#priv)
  guessing: bool = false; // … read as what a program not known here may launch (Cmd#guess)
  stdinSwapped: bool = false; // `exec 0<…` gave the shell another stdin (an interpreter reading it reads that)
  cdableVars: bool = false; // `shopt -s cdable_vars` may have run: `cd NAME` may go to $NAME
  physical: bool = false;   // `set -o physical` (-P) may have run: cd's `..` follows links first
  nullglob: bool = false;   // `shopt -s nullglob` may have run: a glob that matches nothing is no word at all
  dotglob: bool = false;    // `shopt -s dotglob` may have run: `*` matches `.git`
  nocaseglob: bool = false; // `shopt -s nocaseglob` may have run: `*.KEY` matches `a.key`
  xpgEcho: bool = false;    // `shopt -s xpg_echo` may have run: echo reads backslash escapes
  histExpand: bool = false; // history expansion may be on (set -H with -o history): `!` words are not known
  readonlyFuncs: Array<string> = []; // `readonly -f NAME`: a later definition of NAME fails
  // Variable attributes the call may give (bash(1) "Shell Variables", "declare", "set -a"),
  // anywhere in it — a subshell, a branch, a function — and kept to its end: an assignment
  // to a name that may be readonly may fail (the old value stays), one to a name that may
  // be a nameref sets the variable it names, one after `set -a` or `export NAME` may be
  // exported. Past MAX_ATTRS names, or for a name known only when it runs: any name.
  roNames: Array<string> = [];
  roAny: bool = false;
  refNames: Array<string> = [];
  refAny: bool = false;
  exportNames: Array<string> = [];
  allExport: bool = false; // `set -a` (-o allexport) may have run: any assignment may be exported
  // `trap … DEBUG` and `shopt -s extdebug` may both have run: a trap that fails skips the
  // command it runs before (bash(1) "extdebug"), so no later command is sure to run
  debugTrap: bool = false;
  extdebug: bool = false;
  fdFiles: Map<string, string> = new Map(); // descriptors `exec N<FILE` opened: N → FILE
  bangs: i32 = 0; // inside a `! …` statement or one before && or ||: set -e does not end the shell there
  negated: i32 = 0; // inside a `! …` statement: a cd's success reads as failure
  errexitOff: bool = false; // set -e may have been turned off somewhere (set +e, shopt -u, a word not known)
  lastpipe: bool = false;   // `shopt -s lastpipe` may have run: a pipeline's last stage runs in this shell
  moves: i32 = 0;           // cd, pushd and popd walked so far
  loopWalks: i32 = 0;       // loop walks past a first (a pass changed what the next reads)
  // the for loop whose header was just walked: its variable and the words it takes, one a
  // pass (none: not followed), and whether the loop is sure to run (Interp#forHead)
  forName: string = "";
  forValues: Array<string> = NO_WORDS;
  forGlobs: Array<bool> = NO_FLAGS; // (which of forValues is a glob: NAME holds one name it matches)
  forSure: bool = false;
  effects: i32 = 0;         // files written and aliases defined so far (wasm/shell.ts)
  trapMoves: bool = false;  // a trap may change the directory: where any later command runs is unknown
  scanFunsub: bool = false; // a funsub ran in the text scanned last (runScan)
  pending: Array<PendingHd> = NO_PENDING;
  // inside if/while/until/for/case/select or a function body: an assignment may not run
  cond: i32 = 0;
  // the assignments an && chain made known for the rest of that chain (Interp#assign)
  chainScopes: Array<Scope> = [];
  chainNames: Array<string> = [];
  // inside a ( ) whose stdin is a pipe or a redirect, or a function's body (its caller's
  // stdin): its commands read that (Cmd#stdinFed)
  fedStdin: i32 = 0;
  // the list whose pipe feeds the ( ) or { } being walked (`git archive | (tar -x)`): its
  // commands read what that pipeline's stages before it write (Cmd#pipeFeed); -1 for none
  pipeFeed: i32 = -1;
  rootList: i32 = -1; // the chain a re-parsed text's commands belong to (Cmd#rootList)
  callDirs: DirState | null = null; // the directories of the simple command being handled (its wrappers' re-parses: eval, source)
  fnBody: bool = false;  // a function's name was read: the command next is its body
  fnName: string = "";   // … that name ("" when it is not known)
  funcDefs: Array<FuncDef> = [];
  funcsExported: bool = false; // `export -f`: a child bash sees the functions
  funcsMaybeGone: bool = false; // an unset of a name not known: any function may be gone
  fnDepth: i32 = 0;
  fnWalks: i32 = 0;
  private within: Unit | null = null; // the parse being walked (its `outer`: the one it is nested in)
  private emptySub: bool = false; // `NAME ()` was no definition after all (Interp#func)
  // the simple command whose words are being expanded: a substitution's commands print to it (Cmd#feeds)
  consumer: Cmd | null = null;
  // … and the one the commands being made now print to (the consumer around their substitution)
  feedTo: Cmd | null = null;
  // aliases the call defines (wasm/shell.ts): NAME → its text, or ALIAS_UNKNOWN
  aliases: Map<string, string> | null = null;
  aliasAny: bool = false;        // an alias was defined whose name is known only when it runs
  aliasGlobal: bool = false;     // zsh's `alias -g`: a word anywhere may be one
  expanding: Array<string> = []; // the aliases being expanded (bash expands none twice in a row)
  // links the call makes (`ln`, wasm/shell.ts): a path under one is known only when it runs
  links: Array<string> = [];
  linkTargets: Array<string> = []; // … each one's target when the call names it ("" when not)
  linksUnknown: bool = false;    // a link was made where only the run knows
  // files the call writes (wasm/shell.ts noteWrites): path → its writers in order (null:
  // one whose text is not known), read back when the call runs the file as a program
  written: Map<string, Array<Cmd | null>> | null = null;
  // files an in-place editor rewrote (sed -i, perl -i, ruby -i on a file the call did not
  // write: wasm/shell.ts noteEdited), each as writtenKey names it: a program run from one
  // later is the text the edit put in
  edited: Array<string> | null = null;
  editedTexts: Array<string | null> | null = null; // … and the text each edit put in (null: not known)
  // … and among them a key PREFIX + "\u0001": any path that starts with PREFIX was written
  // with a name and a text not known here (an archive the call made, extracted: wasm/shell.ts)
  unknownUnder: bool = false;
  // … those of them written only where the shell may be (after a cd that may fail: the
  // write is in one of the two directories, the file in the other keeps what it held)
  writtenMaybe: Set<string> | null = null;
  // the call's text may evaluate a value as arithmetic somewhere (arithContext)
  arith: bool = false;
  made: Map<string, string> | null = null; // a program file the call links or copies: its path → the source's
  gitConfigWritten: bool = false; // a git configuration file was written (wasm/shell/gitrun.ts)
  gitConfigText: bool = false; // … by a program other than git: anything in it (gitRun)
  gitParams: string = "";        // the -c configuration the git being walked hands on to its programs (wasm/shell/gitrun.ts passedOn)
  gitParamsKnown: bool = true;
  gitConfigOther: bool = false; // a file named `config` outside .git written: another repository's, if git is pointed there (gitRun)
  gitEnvSet: bool = false;       // a variable git reads (GIT_*, PAGER, EDITOR, …) was set: gitrun reads the scope
  preloadSet: bool = false;      // LD_PRELOAD, LD_AUDIT or DYLD_INSERT_LIBRARIES was set (shell.ts preloads)
  gitSets: Array<string> = [];   // KEY=VALUE entries `git config KEY VALUE` stored (gitrun: later git commands read them)
  gitSetsLit: Array<bool> = [];
  gitSetProgs: i32 = 0;          // … of them, those that name a program
  gitSetReads: i32 = 0;          // … programs later git commands read, together (gitrun: GIT_SET_READS)
  typoChecks: i32 = 0;           // subcommands git does not have, checked for autocorrect's guess (gitrun)
  gitSetsLost: bool = false;     // … more than it keeps, or one whose key is known only when it runs
  constructor(public handler: Handler) { super(); }

  /** Walks a command line starting in `cwd`. */
  run(f: File, cwd: string): void {
    this.src = f.src;
    this.beginUnit(f.diag);
    if (f.over) this.overflowed();
    else { this.runList(f.list, new DirState(cwd)); this.flushHeredocs(); this.uncalledFuncs(); if (this.depth == 0) this.handler.finish(this); }
    this.endUnit();
  }

  // A function the walk never saw called runs nothing — unless something it could not
  // follow calls it (a command word known only when it runs, an opaque command): then its
  // body is walked as it stands, its parameters unknown.
  uncalledFuncs(): void {
    let opaque = false;
    for (let i = 0; i < this.out.cmds.length && !opaque; i++) if (this.out.cmds[i].opaque) opaque = true;
    if (!opaque) return;
    for (let i = 0; i < this.funcDefs.length && !this.out.overflow; i++) {
      const d = this.funcDefs[i];
      if (d.called || d.gone) continue;
      d.called = true;
      this.walkBody(d, d.dirs, null, []);
    }
  }

  // What shift and set do to positional parameters the walk knows: `shift [N]` drops the
  // first N (none when there are fewer: it fails), `set [--] ARGS` replaces them — where
  // the frame was set, in a statement sure to run; anywhere else they are unknown after.
  frameEffects(cmd: Cmd, name: string): void {
    const argv = cmd.argv;
    // (the call's own parameters, none: `set --` at its top level, sure to run, gives them —
    // `set -- ~/.bashrc; > "$1"`)
    const top = this.posDepth < 0 && this.posArgs == null;
    const here = (top ? this.depth == 0 && this.cond == 0 && this.fnDepth == 0 : this.depth == this.posDepth && this.cond == this.posCond) && (cmd.conn.length == 0 || same(cmd.conn, ";") || same(cmd.conn, "\n"));
    if (name == "shift") {
      let n = 1;
      if (argv.length > 1) {
        const a = argv[1];
        n = cmd.lit[1] && a.length > 0 && a.length < 4 ? I32.parseInt(a) : -1;
        for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) < 48 || a.charCodeAt(i) > 57) n = -1;
      }
      if (!here || n < 0) { this.posArgs = null; return; }
      if (n <= this.posArgs!.length) { this.posArgs = this.posArgs!.slice(n); this.posLit = this.posLit.slice(n); }
      return;
    }
    // set: options alone change no parameter; `--`, or a first word that is no option, does
    let at = -1;
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (!cmd.lit[i]) { this.posArgs = null; return; }
      if (a == "--") { at = i + 1; break; }
      if (a.length == 0 || (a.charCodeAt(0) != 45 && a.charCodeAt(0) != 43)) { at = i; break; }
      if (a == "-o" || a == "+o") i++;
    }
    if (at < 0) return;
    const args = here ? knownArgs(cmd, at) : null;
    if (top && args != null) { this.posDepth = 0; this.posCond = 0; }
    this.posArgs = args;
    this.posLit = args != null ? cmd.lit.slice(at) : [];
  }

  // A function's body, walked where it is called (or, unseen, at the end) with `args` as its
  // positional parameters (null: unknown): its commands may not all run (cond).
  walkBody(d: FuncDef, dirs: DirState, args: Array<string> | null, lits: Array<bool>): void {
    if (++this.fnWalks > MAX_FUNC_WALKS || this.fnDepth >= MAX_FUNC_DEPTH) { this.overflowed(); return; }
    const src = this.src, frame = this.saveFrame(), fnBody = this.fnBody, via = this.via;
    this.src = d.src;
    this.via = "function"; // (its commands are found through the function, as a wrapper's are)
    this.posArgs = args; this.posLit = lits;
    this.fnDepth++;
    this.cond++;
    this.posDepth = this.depth; this.posCond = this.cond;
    this.fnBody = false;
    this.fedStdin++;
    const id = this.out.newList();
    const ls = new ListState(id, this.out.lists[id]);
    const b = d.body;
    if (b.kind == C_COMPOUND) this.compound(changetype<Compound>(b), dirs, ls, "");
    else this.unit(b, dirs, ls, "");
    this.fedStdin--;
    this.cond--;
    this.fnDepth--;
    this.src = src; this.restoreFrame(frame); this.fnBody = fnBody; this.via = via;
  }

  // ─── comments and errors, in text order ────────────────────────────────────────

  private beginUnit(d: Diag): void {
    const u = this.within;
    if (u != null) u.mark = this.mark;
    this.within = new Unit(d, u);
    this.mark = 0;
  }

  // Before something that reports comments or errors of its own (a re-parse, a scan):
  // what the texts around it met before this point (outermost first).
  flushComments(): void {
    const u = this.within!;
    u.mark = this.mark;
    this.flushOuter(u);
  }
  private flushOuter(u: Unit): void {
    const o = u.outer;
    if (o != null) this.flushOuter(o);
    this.flush(u, u.mark);
  }

  private flush(u: Unit, to: i32): void {
    const log = u.diag.log;
    for (let i = u.flushed; i < to; i++) {
      const e = log[i];
      if (same(e, ERROR_EVENT)) this.out.error = true;
      else this.out.comments.push(e);
    }
    if (to > u.flushed) u.flushed = to;
  }

  // The end of a parse's walk: what it met — all of it, unless a limit stopped the walk
  // short (then what was met before that point).
  private endUnit(): void {
    const u = this.within!;
    this.flush(u, this.out.overflow && !u.own ? this.mark : u.diag.log.length);
    const o = u.outer;
    this.within = o;
    this.mark = o != null ? o.mark : 0;
  }

  overflowed(): void {
    this.out.overflow = true;
    this.within!.own = true;
  }

  // ─── lists ─────────────────────────────────────────────────────────────────────

  // A list of its own: a record in Output#lists, then its statements.
  runList(l: List | null, dirs: DirState): void {
    const id = this.out.newList();
    if (l == null) return;
    this.runStmts(l, dirs, new ListState(id, this.out.lists[id]));
  }

  runStmts(l: List, dirs: DirState, ls: ListState): void {
    const stmts = l.stmts;
    // (a list of && and || run in the background is one subshell: `cd DIR && make &`)
    let bgEnd = -1;
    let bgKept: DirState | null = null;
    for (let i = 0; i < stmts.length; i++) {
      if (this.out.overflow) return;
      const s = unchecked(stmts[i]);
      // (what a pending cd leaves for this command, before anything is kept)
      if (s.cmd != null && s.cmd!.kind != C_KEYWORD) {
        this.settleCd(dirs, ls.conn);
        if (this.trapMoves) { dirs.cur = ""; dirs.pend = false; }
      }
      if (bgEnd < i && (i == 0 || !joins(opAt(stmts, i - 1)))) {
        let j = i;
        while (j < stmts.length && joins(opAt(stmts, j))) j++;
        if (j > i && j < stmts.length && same(opAt(stmts, j), "&")) { bgEnd = j; bgKept = dirs.keep(); }
      }
      // (`{ …; } <<< T`, `while …; done < F`: the redirects after a compound's closer are
      // its own — the parse keeps them as the next statement — and its commands read that
      // stdin, as a ( )'s do)
      const fed = s.cmd != null && s.cmd!.kind == C_COMPOUND && s.op.length == 0 && i + 1 < stmts.length && feedsStdin(unchecked(stmts[i + 1]));
      if (fed) this.fedStdin++;
      // (… and where one of them may fail — `done < /nonexistent`, `} 2> "$LOG"` — bash runs
      // nothing of the compound (bash(1) "Redirections"): what it assigns (a for's variable
      // included) and where it cds are not sure to hold after it)
      const unsure = s.cmd != null && s.cmd!.kind == C_COMPOUND && s.op.length == 0 && i + 1 < stmts.length && redirectsMayFail(unchecked(stmts[i + 1]), this.src);
      // (a pipeline's stage, a background job, a coproc: a subshell — what it does to the
      // directory, the stack and set -e is undone after it; a pipeline's last stage runs in
      // this shell under lastpipe — bash(1) "Pipelines", "Coprocesses")
      const after = opAt(stmts, i);
      const before = same(ls.conn, "|") || same(ls.conn, "|&");
      const forked = same(after, "|") || same(after, "|&") || same(after, "&") || s.pre != null && s.pre!.includes("coproc");
      const kept = forked || before ? dirs.keep() : null;
      const moved = this.moves;
      const assigned = this.out.logNames.length;
      this.runStmt(s, dirs, ls);
      // (… and what a subshell assigns: `{ X=/tmp/s; } & rm -rf "$X"` removes what X held
      // before — not known here once the statement may have set it)
      const sub = kept != null && (forked || !this.lastpipe);
      if (unsure || sub) forgetSince(this.out, assigned);
      if (unsure && this.moves != moved) { dirs.cur = ""; dirs.pend = false; }
      if (kept != null) {
        if (sub) dirs.restore(kept);
        else if (this.moves != moved) { dirs.restore(kept); dirs.cur = ""; }
      }
      if (i == bgEnd) { dirs.restore(bgKept!); bgKept = null; }
      if (fed) this.fedStdin--;
    }
  }

  // A statement: its command (its prefixes change nothing here), then its operator.
  runStmt(s: Stmt, dirs: DirState, ls: ListState): void {
    const c = s.cmd;
    // (set -e is ignored in a `!` pipeline and in a command an && or || follows, all through
    // a compound command or function run there — bash(1) "The Set Builtin")
    const bang = s.pre != null && s.pre!.includes("!");
    const ignores = bang || same(s.op, "&&") || same(s.op, "||");
    if (ignores) this.bangs++;
    if (bang) this.negated++;
    if (c != null) this.runCmdOf(s, c, dirs, ls);
    if (this.chainNames.length && !same(s.op, "&&")) this.endChain();
    if (bang) this.negated--;
    if (ignores) this.bangs--;
    this.opOf(s, ls);
  }
  private runCmdOf(s: Stmt, c: Node, dirs: DirState, ls: ListState): void {
    const k = c.kind;
    if (k == C_KEYWORD) this.keyword(changetype<Keyword>(c).word, ls);
    else if (k == C_COMPOUND) {
      // (`function f { … }`: the body of the name just read, fed by its caller)
      const body = this.fnBody;
      if (body) this.fedStdin++;
      this.compound(changetype<Compound>(c), dirs, ls, s.op);
      if (body) this.fedStdin--;
    } else if (k == C_FUNC) {
      const b = changetype<Func>(c).body;
      // (a definition in a pipeline's element or a background job ends with its subshell)
      const sure = this.definite(ls.conn) && !(same(s.op, "&") || same(s.op, "|") || same(s.op, "|&"));
      this.unit(c, dirs, ls, b == null ? s.op : "");
      if (b != null && !this.out.overflow) {
        // its body runs where the function is called, its commands read there (Interp#
        // afterSimple); a name known only when it runs, or one the shell calls by itself,
        // has it read here (its stdin is its caller's: fed, with what is not known here)
        const name = this.fnName;
        this.fnBody = false;
        // (a body left open at the end of the text — bash refuses it all — is read here)
        const open = b.kind == C_COMPOUND && changetype<Compound>(b).closer.length == 0;
        if (name.length && !open && !HOOK_FUNCS.has(name) && !name.startsWith("TRAP") && !this.readonlyFuncs.includes(name)) {
          dirs.vars.defineFunc(name, this.funcDefs.length);
          this.funcDefs.push(new FuncDef(b, this.src, dirs, sure));
        } else if (name.length && !open && (HOOK_FUNCS.has(name) || name.startsWith("TRAP"))) {
          // (the shell calls it by itself, at times not known — command_not_found_handle in
          // an environment of its own: read in a subshell; a cd in it makes every later
          // command's directory unknown)
          const sub = dirs.copy();
          const moved = this.moves;
          this.fedStdin++;
          if (b.kind == C_COMPOUND) this.compound(changetype<Compound>(b), sub, ls, s.op);
          else this.unit(b, sub, ls, s.op);
          this.fedStdin--;
          if (this.moves != moved) this.trapMoves = true;
        } else {
          this.fedStdin++;
          if (b.kind == C_COMPOUND) this.compound(changetype<Compound>(b), dirs, ls, s.op);
          else this.unit(b, dirs, ls, s.op);
          this.fedStdin--;
        }
      }
    } else this.unit(c, dirs, ls, s.op);
  }
  // (after its command, the operator of the statement:)
  private opOf(s: Stmt, ls: ListState): void {
    const op = s.op;
    if (op.length == 0 || this.out.overflow) return;
    if (same(op, "\n")) this.newline(s.mark, ls);
    else if (same(op, ";") || same(op, "&")) { if (ls.info.elements > 0) ls.conn = op; }
    else if (same(op, "&&") || same(op, "||") || same(op, "|") || same(op, "|&")) ls.conn = op;
    // (;; outside a case and a stray ) were errors of the parse; they join nothing)
    if (s.nl && !this.out.overflow) this.newline(s.mark, ls);
  }

  // A newline: the heredocs opened on its line are read now.
  newline(mark: i32, ls: ListState): void {
    this.reached(mark);
    this.flushHeredocs();
    if (ls.conn.length == 0 && ls.info.elements > 0) ls.conn = ";";
  }

  // A reserved word, in command position: `if`/`while`/`until` make what follows
  // conditional until their `fi`/`done`; each (but !, time, coproc) ends the connector.
  keyword(w: string, ls: ListState): void {
    if (w != "!") this.out.inert = -1;
    if (w == "if" || w == "while" || w == "until") this.cond++;
    else if ((w == "fi" || w == "done") && this.cond > 0) this.cond--;
    if (w == "{" || w == "if" || w == "while" || w == "until") this.openStage(ls.conn, ls);
    else if (w == "}" || w == "fi" || w == "done") this.closeStage();
    ls.conn = "";
  }

  // A compound command walked keyword by keyword that a pipe feeds (`… | { tar -x; }`, `… |
  // while read l; do …; done`): its commands read the pipe, as a ( )'s do (pipeFeed,
  // fedStdin) until its closer. stages: per open compound, the pipeFeed before it, or -2
  // when no pipe feeds it.
  private stages: Array<i32> = [];
  openStage(conn: string, ls: ListState): void {
    const piped = same(conn, "|") || same(conn, "|&");
    this.stages.push(piped ? this.pipeFeed : -2);
    if (piped) { this.pipeFeed = ls.id; this.fedStdin++; }
  }
  closeStage(): void {
    if (this.stages.length == 0) return;
    const v = this.stages.pop();
    if (v != -2) { this.pipeFeed = v; this.fedStdin--; }
  }

  // if/while/until/for/select/{ }: walked into the list it stands in, keyword by keyword.
  compound(k: Compound, dirs: DirState, ls: ListState, next: string): void {
    this.out.inert = -1;
    const first = this.out.cmds.length;
    this.compoundBody(k, dirs, ls);
    // (a pipe after it reads the output of every command in it: Cmd#feedStart — but for a
    // `{ }` of one command, whose output is that command's)
    const one = this.out.cmds.length == first + 1 && k.kws.length > 0 && k.kws[0] == "{";
    if ((same(next, "|") || same(next, "|&")) && !one) {
      const cmds = this.out.cmds;
      for (let i = first; i < cmds.length; i++) {
        const c = unchecked(cmds[i]);
        if (c.feedStart < 0 || c.feedStart > first) c.feedStart = first;
      }
    }
  }
  private compoundBody(k: Compound, dirs: DirState, ls: ListState): void {
    // (left open at the end of the text: bash refuses the line, zsh closes a `{` at a `}`
    // word — `{ ls } always { touch x }` runs touch there: nothing approves it)
    if (k.closer.length == 0 && !this.out.envName.length) this.out.envName = "a compound command left open (zsh reads it otherwise)";
    const h = k.head;
    if (h != null) this.unit(k, dirs, ls, h.next);
    const forName = h != null ? this.forName : "", forValues = h != null ? this.forValues : NO_WORDS, forSure = this.forSure;
    const forGlobs = h != null ? this.forGlobs : NO_FLAGS;
    this.forName = ""; this.forValues = NO_WORDS; this.forGlobs = NO_FLAGS;
    const kws = k.kws, lists = k.lists;
    const loop = h != null || kws.length > 0 && (kws[0] == "while" || kws[0] == "until");
    const moved = this.moves, beforeStack = loop ? dirs.stack.slice(0) : dirs.stack;
    const mark = varMark(), funcs = this.funcDefs.length, effects = this.effects, pos = this.posArgs;
    for (let i = 0; i < lists.length; i++) {
      if (this.out.overflow) break;
      const kw = kws[i];
      if (kw.length) this.keyword(kw, ls);
      this.runStmts(lists[i], dirs, ls);
    }
    // (a for list of plain words: a pass for each of the others, NAME set to it, each
    // after the one before — as bash runs them)
    let own: u32 = 0; // (the sets of NAME below: no change a later pass reads)
    for (let v = 1; v < forValues.length && !this.out.overflow; v++) {
      this.loopWalks++;
      const m0 = varMark();
      if (forGlobs[v]) dirs.vars.setGlob(forName, forValues[v], false, this.mayExport(forName));
      else dirs.vars.set(forName, V_KNOWN, forValues[v], false, this.mayExport(forName));
      own += varMark() - m0;
      const via = this.via;
      if (via.length == 0) this.via = "loop";
      for (let i = 0; i < lists.length && !this.out.overflow; i++) { ls.conn = ""; this.runStmts(lists[i], dirs, ls); }
      this.via = via;
    }
    // A loop's first pass is not its next: what a pass changes — the directory (cd, pushd,
    // popd), a variable, a function, an alias, a written file — the next pass reads
    // (`c=:; for …; do $c .git; c=cd; done`). A loop whose pass changed any is walked again
    // with what it assigned not known, and where the shell is not known if it moved; once
    // more if only that pass moved. The directory after a loop that moved is not known.
    // (MAX_LOOP_WALKS more walks in a call: past that, a limit of the model.)
    if (loop && !this.out.overflow && (this.moves != moved || varMark() - own != mark || this.funcDefs.length != funcs || this.effects != effects || this.posArgs !== pos)) {
      // (`shift` or `set --` in it: the positional parameters of later passes are not known)
      if (this.posArgs !== pos) this.posArgs = null;
      let movedAny = this.moves != moved;
      dirs.vars.forgetSince(mark);
      for (let pass = 0; pass < 2 && !this.out.overflow; pass++) {
        if (++this.loopWalks > MAX_LOOP_WALKS) { this.overflowed(); break; }
        const before = this.moves;
        if (movedAny) { dirs.pend = false; dirs.stack = eitherStack(beforeStack, dirs.stack); dirs.cur = ""; }
        // (found through the loop's later passes, as a function's body is through its call)
        const via = this.via;
        if (via.length == 0) this.via = "loop";
        for (let i = 0; i < lists.length && !this.out.overflow; i++) { ls.conn = ""; this.runStmts(lists[i], dirs, ls); }
        this.via = via;
        dirs.vars.forgetSince(mark);
        const movedNow = this.moves != before;
        if (movedAny || !movedNow) { if (movedNow) movedAny = true; break; }
        movedAny = true; // (only this pass moved: the next starts elsewhere)
      }
      if (movedAny) { dirs.pend = false; dirs.cur = ""; }
    }
    // (NAME after a loop that may not have run, or over several words: what it held
    // before, or the last word — not known here)
    if (forName.length && (!forSure || forValues.length > 1)) this.forget(dirs.vars, forName);
    if (k.closer.length && !this.out.overflow) this.keyword(k.closer, ls);
  }

  // One command of a list (a simple command, ( ), (( )), [[ ]], a for's header, case, a
  // function's name): counted in the list; an & or | after it makes what it assigned not
  // outlive it (a pipeline's element and a background job run in a subshell: unknown from
  // here on, as the value before is not kept).
  unit(c: Node, dirs: DirState, ls: ListState, next: string): void {
    const info = ls.info;
    if (info.elements > 0 && !same(ls.conn, "&&")) info.onlyAnd = false;
    info.elements++;
    const mark = this.out.logNames.length;
    this.consumer = null;
    this.command(c, dirs, ls, ls.conn);
    ls.conn = "";
    if (this.emptySub && !this.out.overflow) {
      // `$EMPTY ()`: no function name after all; bash reads the () as a subshell
      this.emptySub = false;
      if (info.elements > 0) info.onlyAnd = false;
      info.elements++;
      this.fnBody = false;
      if (++this.depth > MAX_DEPTH) this.out.overflow = true;
      else this.out.newList();
      this.depth--;
    }
    if (same(next, "|") || same(next, "|&") || same(next, "&")) forgetSince(this.out, mark);
  }

  command(c: Node, dirs: DirState, ls: ListState, conn: string): void {
    // a function's body runs when (and if) it is called: its assignments may not happen.
    // (As the model has always read it, that holds for a ( ) or (( )) body only: a { }
    // body's commands are read as if they ran where they stand — `f() { X=git; }; $X add .`
    // reads as git add. Kept so, to keep verdicts; the repair is its own change.)
    const body = this.fnBody;
    this.fnBody = false;
    if (body) this.cond++;
    const k = c.kind;
    if (k == C_ARITH) {
      const a = changetype<ArithCmd>(c).arith!;
      // (an assignment of a variable programs may read, as `PATH=5` is: `(( PATH = 5 ));
      // ls` runs ./5/ls; `(( i++ ))` sets the shell's own)
      const at = this.src.substring(a.pos, a.end);
      const local = arithLocal(at);
      const reads = local && !arithData(at, dirs.vars, this.posKnown());
      if (!reads) this.noteEnv(local ? ARITH_DATA : "a variable of (( ))");
      this.inertIf(!body && a.closed && reads);
      this.runInner(a.inner, this.src, dirs);
      if (body) this.cond--;
      return;
    }
    if (k != C_TEST || body) this.out.inert = -1;
    if (k == C_SUBSHELL) {
      const s = changetype<Subshell>(c);
      const inner = dirs.copy();
      this.depth++;
      const was = this.out.overflow;
      const piped = same(conn, "|") || same(conn, "|&");
      const fed = piped || readsRedirect(s.redirs);
      const feed = this.pipeFeed;
      if (piped) this.pipeFeed = ls.id;
      if (fed) this.fedStdin++;
      if (s.over) this.overflowed();
      else this.runList(s.body, inner);
      if (fed) this.fedStdin--;
      this.pipeFeed = feed;
      this.depth--;
      if (!was && this.out.overflow && !s.over) this.out.error = true; // (stopped short of its ")")
      if (body) this.cond--;
      const rs = s.redirs;
      if (rs != null) {
        // a redirect of a compound command: kept visible to write-target rules
        const r = this.newCmd(dirs, ls.id, conn, rs[0].pos);
        r.wraps = true;
        for (let i = 0; i < rs.length; i++) this.redirect(r, rs[i], dirs);
        if (r.redirects.length) { r.argv = []; this.push(r); }
      }
      return;
    }
    if (body) this.cond--;
    if (k == C_CALL) { this.call(changetype<Call>(c), dirs, ls, conn, null); return; }
    if (k == C_TEST) { this.test(changetype<Test>(c), dirs); return; }
    if (k == C_COMPOUND) { this.cond++; this.openStage(conn, ls); this.forHead(changetype<Compound>(c).head!, dirs, conn); return; } // (`done` ends the body)
    if (k == C_CASE) { this.cond++; this.openStage(conn, ls); this.runCase(changetype<Case>(c), dirs); this.closeStage(); this.cond--; return; }
    if (k == C_FUNC) {
      const f = changetype<Func>(c);
      const call = f.call;
      if (call == null) { // function NAME [()]
        this.expand(f.name!, this.src, dirs);
        this.reached(f.name!.mark);
        this.fnName = this.literal && plainName(this.src, f.name) ? this.text : "";
        this.fnBody = true;
        return;
      }
      this.call(call, dirs, ls, conn, f);
    }
  }

  // [[ ... ]]: words that are not commands, though their $( ) run, and those of the names
  // bash evaluates (-v NAME, -eq's arithmetic operands: lateCode).
  test(t: Test, dirs: DirState): void {
    const nls = t.nls;
    let n = 0;
    let reads = t.closed;
    for (let i = 0; i < t.words.length && reads; i++) {
      const w = t.words[i];
      const text = this.src.substring(w.pos, w.end);
      // (a comparison's operator is a word of its own; an `=` in any other word may assign:
      // an arithmetic operand `x=2`, `${X:=v}`)
      if (!(text == "=" || text == "==" || text == "!=" || text == "=~") && !readsOnly(text)) reads = false;
    }
    if (!reads && t.closed) this.noteEnv("a variable of [[ ]]");
    // (the operands of -eq … -ge are arithmetic; -v's a name whose subscript is)
    for (let i = 0; i < t.words.length && reads; i++) {
      const op = this.src.substring(t.words[i].pos, t.words[i].end);
      const arith = op == "-eq" || op == "-ne" || op == "-lt" || op == "-le" || op == "-gt" || op == "-ge";
      if (!arith && op != "-v") continue;
      for (let k = arith ? i - 1 : i + 1; k <= i + 1; k += 2) {
        if (k < 0 || k >= t.words.length) continue;
        const w = t.words[k];
        if (arithData(this.src.substring(w.pos, w.end), dirs.vars, this.posKnown())) { reads = false; this.noteEnv(ARITH_DATA); }
      }
    }
    this.inertIf(reads);
    for (let i = 0; i < t.words.length; i++) {
      if (nls != null) n = this.newlinesBefore(nls, n, i);
      const w = t.words[i];
      this.expand(w, this.src, dirs);
      this.reached(w.mark);
      this.lateCode(this.text, this.literal, dirs.cur);
    }
    if (nls != null) this.newlinesBefore(nls, n, t.words.length);
  }
  /** A test or an arithmetic command: inert (Output#inert) while each one only reads. */
  private inertIf(reads: bool): void {
    if (!reads) this.out.inert = -1;
    else if (this.out.inert == 0) this.out.inert = 1;
  }
  private newlinesBefore(nls: Array<i32>, n: i32, i: i32): i32 {
    while (n < nls.length && nls[n] == i) { this.reached(nls[n + 1]); this.flushHeredocs(); n += 2; }
    return n;
  }

  // for NAME in WORDS; — the header is data (NAME is set by the loop), the body follows.
  // (`for NAME in WORD…`, each word one that expands to itself — no glob, brace, split or
  // substitution: the body runs once for each, with NAME set to it — Interp#compound walks
  // it once a word, at most MAX_FOR_WORDS — and NAME keeps the last after the loop, where
  // the loop is sure to run: `for f in ~/.bashrc; do : > "$f"; done` truncates ~/.bashrc.
  // Any other list leaves NAME unknown, and so does a loop that may not run, or runs in a
  // subshell, after it: after `true || for f in /tmp/x; …`, f holds what it held before.)
  forHead(h: ForHead, dirs: DirState, conn: string): void {
    const ws = h.words;
    const sure = this.cond == 1 && !(this.debugTrap && this.extdebug) && (conn.length == 0 || same(conn, ";") || same(conn, "\n"));
    const n = ws.length - 2;
    let plain = !h.select && h.arith == null && n >= 1 && n <= MAX_FOR_WORDS && this.loopWalks + n - 1 <= MAX_LOOP_WALKS / 2;
    let name = "";
    const values = plain ? new Array<string>() : NO_WORDS;
    const globs = plain ? new Array<bool>() : NO_FLAGS;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i];
      this.expand(w, this.src, dirs);
      this.reached(w.mark);
      if (i == 0) { name = this.text; this.forget(dirs.vars, name); this.noteData(name); }
      else if (i == 1) { if (!(this.literal && this.text == "in")) plain = false; }
      else if (plain && this.literal && !this.multi && this.fields == null && !this.vanish && plainListWord(this.src, w.pos, w.end)) { values.push(this.text); globs.push(false); }
      // (a glob of plain characters — no quote, escape, expansion, brace or group, whose
      // text is the pattern bash matches —: NAME holds one name it matches, Var#glob)
      else if (plain && w.glob && this.literal && !this.multi && this.fields == null && !this.vanish && globListWord(this.src, w.pos, w.end)) { values.push(this.text); globs.push(true); }
      else plain = false;
    }
    this.forName = ""; this.forValues = NO_WORDS; this.forGlobs = NO_FLAGS; this.forSure = sure;
    if (plain && !this.mayRef(name) && !this.mayReadonly(name) && name != "IFS") {
      if (globs[0]) dirs.vars.setGlob(name, values[0], false, this.mayExport(name));
      else dirs.vars.set(name, V_KNOWN, values[0], false, this.mayExport(name));
      this.out.logScopes.push(dirs.vars);
      this.out.logNames.push(name);
      this.forName = name; this.forValues = values; this.forGlobs = globs;
    }
    const a = h.arith;
    if (a != null) { this.noteArith(this.src.substring(a.pos, a.end), "a variable of for (( ))", dirs.vars); this.runInner(a.inner, this.src, dirs); }
    if (same(h.term, "\n")) { this.reached(h.mark); this.flushHeredocs(); }
  }

  // case WORD in PAT) LIST ;; … esac — each arm a list of its own, one level deeper.
  runCase(k: Case, dirs: DirState): void {
    this.expand(k.word!, this.src, dirs);
    this.reached(k.word!.mark);
    this.depth++;
    if (k.over) { this.overflowed(); this.depth--; return; }
    const was = this.out.overflow;
    const arms = k.arms;
    for (let i = 0; i < arms.length; i++) {
      if (this.out.overflow) break;
      const a = arms[i];
      for (let j = 0; j < a.pats.length; j++) { this.expand(a.pats[j], this.src, dirs); this.reached(a.pats[j].mark); }
      this.runList(a.body, dirs);
    }
    this.depth--;
    if (!was && this.out.overflow) this.out.error = true; // (stopped before its esac)
  }

  // ─── simple commands ───────────────────────────────────────────────────────────

  // `A |& B` is `A 2>&1 | B`, the redirect made after A's own (bash(1) "Pipelines"): put on
  // the stage before `reader` — its head and the commands of a group or subshell it is —,
  // where the rules that read what a pipe carries see it (readonly's walker errors).
  stderrPiped(reader: Cmd): void {
    const cs = this.out.cmds;
    for (let i = cs.lastIndexOf(reader) - 1; i >= 0; i--) {
      const c = cs[i];
      if (c.depth < reader.depth) break;
      addRedirect(c, new Redirect(">&", "2", "1", true));
      if (c.list == reader.list && c.depth == reader.depth) break;
    }
  }

  newCmd(dirs: DirState, listId: i32, conn: string, pos: i32): Cmd {
    const c = new Cmd();
    // (history expansion may be on: a `!` or a leading `^` on the line makes it another)
    if (this.histExpand && (findChar(this.src, 33, pos) >= 0 || findChar(this.src, 94, pos) >= 0)) c.opaque = true;
    c.depth = this.depth;
    c.list = listId;
    c.conn = conn;
    c.dir = dirs.cur;
    c.alts = dirs.alts;
    c.via = this.via;
    c.vias = this.vias;
    c.priv = this.priv;
    c.scope = dirs.vars;
    c.start = pos;
    c.feeds = this.feedTo;
    c.stdinFed = this.fedStdin > 0;
    c.pipeFeed = this.pipeFeed;
    c.rootList = this.rootList;
    c.guess = this.guessing;
    c.away = this.away > 0;
    c.mounts = this.mounts;
    return c;
  }

  push(c: Cmd): void {
    if (this.out.cmds.length >= MAX_COMMANDS) { this.out.overflow = true; return; }
    this.out.cmds.push(c);
  }

  // A simple command: its words expanded, assignments recorded, then what it does to the
  // shell (cd, variables) and what the Handler finds in it. `f`: it ended in `NAME ()`.
  call(call: Call, dirs: DirState, ls: ListState, conn: string, f: Func | null): void {
    const src = this.src;
    // (a pipeline's stage or a background job runs in a subshell: what its cd, pushd or popd
    // did is undone after its statement — Interp#runStmts)
    const cmd = this.newCmd(dirs, ls.id, conn, call.pos);
    this.consumer = cmd; // (what its substitutions print, it reads: pipedFrom)
    const at = this.out.cmds.length;
    this.push(cmd);
    let assignmentsDone = false;
    let homes: u64 = 0;
    const args = call.args;
    for (let i = 0; i < args.length; i++) {
      if (this.out.overflow) break;
      const a = unchecked(args[i]);
      if (a.kind == N_REDIR) { this.redirect(cmd, changetype<Redir>(a), dirs); continue; }
      const w = changetype<Word>(a);
      // brace expansion comes first (not of an assignment before the command's name)
      if ((assignmentsDone || !w.assign) && (w.parts == null ? (w.lazy ? hasChar(src, w.pos, w.end, 123) : w.glob) : litBrace(w, src))) {
        if (this.braces(cmd, w, src, dirs)) { assignmentsDone = true; continue; }
      }
      // (a plain word that begins with `~` is expanded: a tilde-prefix stands for a variable)
      if (w.parts == null && src.charCodeAt(w.pos) != 126) {
        // a plain word (most are): its text as read, known; a long one left in the source
        this.reached(w.mark);
        if (!assignmentsDone && w.assign) {
          const text = w.lazy ? src.substring(w.pos, w.end) : w.text;
          this.lateCode(text, true, cmd.dir);
          if (cmd.assigns === NO_WORDS) { cmd.assigns = []; cmd.assignsLit = []; }
          cmd.assigns.push(text);
          cmd.assignsLit.push(true);
          continue;
        }
        if (w.lazy) { cmd.addPending(src, w.pos, w.end); if (assignmentsDone && globby(src, w.pos, w.end)) globWord(cmd, src.substring(w.pos, w.end)); }
        else { cmd.words.push(w.text); if (assignmentsDone && w.glob) globWord(cmd, w.text); }
        // (a command word bash would expand — a glob, braces: which program runs is not known)
        cmd.lit.push(assignmentsDone || !w.glob || w.lazy);
        if (cmd.kinds !== NO_KINDS) cmd.kinds.push(0);
        assignmentsDone = true;
        continue;
      }
      this.globWords = assignmentsDone;
      this.expand(w, src, dirs);
      this.globWords = false;
      this.reached(w.mark);
      if (!assignmentsDone && w.assign) {
        const text = w.lazy ? src.substring(w.pos, w.end) : this.text;
        // (NAME=(…): an array, whose $NAME is its first element — not the text "(…)": its
        // value is not known as a word)
        const lit = this.literal && !arrayIn(w);
        this.lateCode(text, lit, cmd.dir);
        if (cmd.assigns === NO_WORDS) { cmd.assigns = []; cmd.assignsLit = []; }
        cmd.assigns.push(text);
        cmd.assignsLit.push(lit);
        continue;
      }
      if (this.vanish) continue; // (`$EMPTY git …`: no word; the next is the command's)
      let literal = this.literal;
      // a command word bash would expand (a glob, braces): which program runs is not known
      if (!assignmentsDone && w.glob && literal && !w.lazy) literal = false;
      else if (assignmentsDone && w.glob && literal) globWord(cmd, this.text);
      // (a loop's glob variable: data to a program, the glob as a file — WK_GLOBV)
      if (assignmentsDone && this.globVal) { globWord(cmd, this.text); this.addWord(cmd, this.text, false, WK_GLOBV); continue; }
      assignmentsDone = true;
      const fs = this.fields;
      if (fs != null) { for (let k = 0; k < fs.length; k++) this.addWord(cmd, fs[k], true, 0); continue; }
      // (which words name the home as bash expands it — `~/x`, `$HOME/x`, not `"~/x"` or
      // `'$HOME'`: a cd there is placed under the home)
      if (cmd.argc() < 64 && homeSource(src, w.pos, w.end)) homes |= (<u64>1) << <u64>cmd.argc();
      this.addWord(cmd, this.text, literal, (this.multi ? WK_MULTI : 0) | (this.noDash ? WK_NODASH : 0) | (this.fed ? WK_FED : 0));
    }
    if (f != null && !this.out.overflow) {
      if (cmd.argc() == 1) {
        // NAME() { body } — a function definition; the body is read as code
        this.fnName = cmd.lit[0] && plainName(this.src, firstWord(call)) ? cmd.argv[0] : "";
        cmd.argv = []; cmd.lit = [];
        this.out.cmds.splice(at, 1);
        this.fnBody = true;
        return;
      }
      this.emptySub = true;
    }
    if (!this.out.overflow) this.reached(call.mark);
    if (same(conn, "|&")) this.stderrPiped(cmd);
    // its assignments: a bare one sets a variable of this shell; before a command, they are
    // that command's environment only
    const bare = cmd.argc() == 0;
    // (before export or readonly a prefix assignment stays in the shell; before any special
    // builtin, and a function, it does in POSIX mode — bash(1) "Bash POSIX Mode": either
    // way, unknown after)
    const stays = !bare && cmd.lit[0] && PREFIX_STAYS.has(cmd.word());
    for (let i = 0; i < cmd.assigns.length; i++) {
      const a = cmd.assigns[i];
      const name = assignedName(a);
      // (to a readonly name it fails, the old value stays — in the command's environment
      // too; to a nameref it sets the variable named: neither is known)
      if (!bare && cmd.assignsLit[i] && (this.mayReadonly(name) || this.mayRef(name))) cmd.assignsLit[i] = false;
      // (after `set -a`, a bare assignment is exported to every later command, as `export`)
      if (bare) { if (this.mayExport(name) || !localName(name)) this.noteAssign(a, cmd.assignsLit[i]); }
      else if (!(cmd.assignsLit[i] && pagerAssign(a)) && !this.envAsOption(cmd, dirs, a, cmd.assignsLit[i])) this.noteAssign(a, cmd.assignsLit[i]); // (a pager: read where assigned)
      if (!bare) { if (stays) this.forget(dirs.vars, name); continue; }
      const eq = findChar(a, 61);
      if (BINDS.has(name) && this.binds(name, a, eq, cmd.assignsLit[i])) continue;
      if (name.length < eq && a.charCodeAt(name.length) != 43 /* += */) { this.forget(dirs.vars, name); continue; } // NAME[k]=
      let value = a.substring(eq + 1);
      let known = cmd.assignsLit[i];
      if (a.charCodeAt(name.length) == 43) { // NAME+=value
        const old = dirs.vars.lookup(name);
        if (old == null || old.state == V_UNKNOWN) known = false;
        else value = old.value + value;
      }
      // (`n=$((n+1))`: not known, but an integer — bash's arithmetic yields one — which a
      // later (( )) reads as no data; where it may not run, so only if the value before was one)
      const was = !known && arithOnly(value) && !this.definite(conn) ? dirs.vars.lookup(name) : null;
      const num = !known && arithOnly(value) && (this.definite(conn) || was != null && (was.num || was.state == V_UNSET || was.state == V_KNOWN && isDecimal(was.value)));
      this.assign(dirs.vars, name, value, known, conn);
      if (num) { const v = dirs.vars.lookup(name); if (v != null && v !== UNKNOWN_VAR && v.state == V_UNKNOWN) v.num = true; }
      if (name == "HISTFILESIZE") this.histTruncate(cmd, dirs.vars, "");
    }
    if (bare) {
      // only assignments/redirects: keep redirects visible, drop the empty command (it is
      // at `at` unless a $( ) in it pushed commands after it)
      if (cmd.redirects.length == 0) { const i = this.out.cmds.lastIndexOf(cmd); if (i >= 0) this.out.cmds.splice(i, 1); }
      else this.handler.bare(this, cmd);
      return;
    }
    this.afterSimple(cmd, dirs, homes);
  }

  // A word with a brace expansion (wasm/shell/brace.ts) adds the words it expands to;
  // one that holds expansions of its own, or too many words, is expanded as written (its
  // substitutions run) and added as unknown words. False when it has no brace expansion.
  // A redirect's target after brace expansion (this.text, this.literal): its one non-empty
  // word, or unknown for several.
  braceTarget(w: Word, dirs: DirState): void {
    const written = w.parts == null && !w.lazy ? w.text : this.src.substring(w.pos, w.end);
    const words = braceExpand(written);
    if (words == null) { if (braceOverflow) this.literal = false; return; }
    let one = "", n = 0, plain = true;
    for (let k = 0; k < words!.length; k++) {
      const t = plainWord(words![k]);
      if (t == null) { plain = false; n++; continue; }
      if (!t!.length && isBare(words![k])) continue;
      one = t!; n++;
    }
    if (n == 1 && plain) this.text = one;
    else if (n != 1 || !plain) this.literal = false;
  }

  braces(cmd: Cmd, w: Word, src: string, dirs: DirState): bool {
    const written = w.parts == null && !w.lazy ? w.text : src.substring(w.pos, w.end);
    const words = braceExpand(written);
    if (words == null && !braceOverflow) return false;
    if (words != null && readable(words!)) {
      this.reached(w.mark);
      for (let k = 0; k < words!.length; k++) {
        const v = words![k];
        const t = plainWord(v);
        if (t != null) {
          if (!t!.length && isBare(v)) continue;
          // (a command word bash would expand further, a glob: which program runs is not known)
          const g = globby(v, 0, v.length);
          if (g && cmd.lit.length > 0) globWord(cmd, t!);
          this.addWord(cmd, t!, cmd.lit.length > 0 || !g, 0);
          continue;
        }
        // a result with quotes or parameters of its own: read and expanded as a word
        const vw = new Parser(v, new Diag(), this.depth, 0).readWord(false);
        this.expand(vw, v, dirs);
        if (this.vanish) continue;
        const fs = this.fields;
        if (fs != null) { for (let f = 0; f < fs.length; f++) this.addWord(cmd, fs[f], true, 0); continue; }
        this.addWord(cmd, this.text, this.literal && (cmd.lit.length > 0 || !globby(v, 0, v.length)), (this.multi ? WK_MULTI : 0) | (this.noDash ? WK_NODASH : 0));
      }
      return true;
    }
    if (w.parts != null) this.expand(w, src, dirs);
    this.reached(w.mark);
    this.addWord(cmd, w.parts == null ? written : this.text, false, WK_MULTI);
    return true;
  }

  addWord(cmd: Cmd, text: string, literal: bool, k: u8): void {
    cmd.words.push(text);
    cmd.lit.push(literal);
    if (k) {
      if (cmd.kinds === NO_KINDS) { cmd.kinds = []; for (let i = 0; i < cmd.lit.length - 1; i++) cmd.kinds.push(0); }
      cmd.kinds.push(k);
    } else if (cmd.kinds !== NO_KINDS) cmd.kinds.push(0);
  }

  redirect(cmd: Cmd, r: Redir, dirs: DirState): void {
    const w = r.word;
    this.expand(w, this.src, dirs);
    this.reached(w.mark);
    // (a target bash brace-expands: `> {F,}` is `> F`, the empty word dropped — one word
    // left is the target, several make an "ambiguous redirect": not known here)
    if (r.hd == null && !same(r.op, "<<<") && (w.parts == null ? (w.lazy ? hasChar(this.src, w.pos, w.end, 123) : w.glob) : litBrace(w, this.src))) this.braceTarget(w, dirs);
    const h = r.hd;
    if (h != null) {
      const ex = h.extra;
      if (ex != null) for (let i = 0; i < ex.length; i++) { this.expand(ex[i], this.src, dirs); this.reached(ex[i].mark); }
      const d = new Redirect("<<", r.fd, "", true);
      addRedirect(cmd, d);
      if (this.pending === NO_PENDING) this.pending = [];
      this.pending.push(new PendingHd(cmd, d, h));
      return;
    }
    // `>&WORD` (and `1>&WORD`) where WORD is no descriptor — not digits, `-` or digits then
    // `-` — is `&>WORD`: stdout and stderr to the file (bash(1) "Redirecting Standard Output
    // and Standard Error"); a WORD known only when it runs may be either
    const op = same(r.op, ">&") && (r.fd.length == 0 || r.fd == "1") && !(this.literal && dupTarget(this.text)) ? "&>" : r.op;
    const d = new Redirect(op, r.fd, this.text, this.literal);
    // (a write to /dev/stdin, /dev/fd/N or /proc/self/fd/N reopens the file that descriptor
    // holds, truncating it: the file a `<` of this command, or an `exec N<` before it, gave)
    if (this.literal && (op == ">" || op == ">|" || op == ">>" || op == "&>" || op == "&>>" || op == "<>")) { const f = fdFileOf(this, cmd, this.text); if (f != null) d.target = f!; }
    addRedirect(cmd, d);
    // (`exec N<FILE`, `exec N<>FILE`: descriptor N holds FILE for the commands after)
    if (this.literal && (op == "<" || op == "<>") && cmd.argc() == 1 && cmd.lit[0] && cmd.word() == "exec") this.fdFiles.set(r.fd.length ? r.fd : "0", this.text);
    // {NAME}> sets NAME to the descriptor it opens (bash(1) "Redirection")
    if (r.fd.length > 2 && r.fd.charCodeAt(0) == 123) { const name = r.fd.substring(1, r.fd.length - 1); this.forget(dirs.vars, name); this.noteData(name); }
    if (w.glob && this.literal && !same(r.op, "<<<")) globWord(cmd, this.text);
    if (same(r.op, "<<<")) {
      cmd.heredoc = this.text + "\n"; cmd.hasHeredoc = true; cmd.heredocCode = !this.literal;
      // (data that arithmetic may evaluate, a loop's `done <<< '…'` too: wasm/shell.ts payloadWords)
      if (this.literal && this.arith) this.payloadIn(this.text, 0, this.text.length, cmd.dir);
    }
  }

  // After a newline (and where a text or a $( ) ends): the heredocs opened before it get
  // their bodies. A shell that reads its program from stdin (`bash <<EOF`) gets the body
  // parsed as code; an unquoted body still runs its $( ) and backticks.
  flushHeredocs(): void {
    if (this.pending.length) this.heredocBodies();
  }

  // (apart from its guard: V8 compiles a wasm function on its first call, and most
  // commands never open a heredoc)
  heredocBodies(): void {
    const list = this.pending;
    this.pending = NO_PENDING;
    for (let k = 0; k < list.length; k++) {
      const h = list[k];
      const body = h.hd.body;
      const expands = h.hd.expands;
      h.redir.target = body;
      h.redir.literal = !expands;
      const owner = changetype<usize>(h.cmd.redirects);
      for (let i = this.out.cmds.lastIndexOf(h.cmd); i >= 0 && i < this.out.cmds.length; i++) {
        const c = this.out.cmds[i];
        if (changetype<usize>(c.redirects) != owner) continue;
        c.heredoc = body; c.hasHeredoc = true; c.heredocCode = expands;
        // what the reader gets: an unquoted heredoc's \\, \$ and \` lose their backslash
        const text = expands ? heredocText(body) : body;
        // (an unquoted heredoc is expanded before the shell reads it: what a substitution or
        // a variable puts in its text may be code — `bash <<EOF` `echo $(cat f)` `EOF`)
        // (read after its line: a program fed to a container's command is walked there)
        const was = this.mounts;
        if (c.mounts !== null) this.mounts = c.mounts;
        if (c.stdinShell) { c.wraps = true; if (expands && (findChar(body, 36) >= 0 || findChar(body, 96) >= 0)) c.opaque = true; this.reparse(text, c, c.name()); }
        if (c.cronTable) { c.wraps = true; if (expands && (findChar(body, 36) >= 0 || findChar(body, 96) >= 0)) c.opaque = true; this.reparse(installedTable(text), c, "crontab"); }
        if (c.stdinScript) { c.script = text; c.hasScript = true; this.handler.script(this, c); }
        this.mounts = was;
      }
      // (a shell the plain cat that owns it pipes the body to: its program — Cmd#catFeed)
      for (let i = this.out.cmds.lastIndexOf(h.cmd) + 1; i > 0 && i < this.out.cmds.length; i++) {
        const d = this.out.cmds[i];
        if (d.catFeed == null || changetype<usize>(d.catFeed!.redirects) != owner) continue;
        d.catFeed = null;
        const subst = expands && (findChar(body, 36) >= 0 || findChar(body, 96) >= 0);
        if (subst) d.opaque = true;
        const text = expands ? heredocText(body) : body;
        if (d.stdinShell) this.reparse(text, d, d.name());
        // (an interpreter reading its program from stdin: Cmd#stdinScript)
        else { d.script = text; d.hasScript = true; d.scriptKnown = !subst; this.handler.script(this, d); }
      }
      if (expands) {
        const consumer = this.consumer; this.consumer = h.cmd;
        this.scanFunsub = false;
        this.scanExpansions(body, h.cmd.dir);
        if (h.cmd.scope != null) this.operandCode(body, 0, body.length, h.cmd.scope!, h.cmd.dir);
        this.consumer = consumer;
        // (… and what it assigns is the shell's: its variables are not known after)
        if (this.scanFunsub && h.cmd.scope != null) h.cmd.scope!.forgetAll();
      }
      else if (this.arith) this.payloadIn(body, 0, body.length, h.cmd.dir); // (data that arithmetic may evaluate: wasm/shell.ts payloadWords)
    }
  }

  // ─── what a simple command does to the shell ───────────────────────────────────

  // cd/pushd tracking, what builtins do to variables, then the Handler (wrappers).
  afterSimple(cmd: Cmd, dirs: DirState, homes: u64): void {
    if (!cmd.lit[0]) { cmd.opaque = true; dirs.vars.forgetAll(); } // (it may be any builtin)
    // a function the call defined, called by its name (not a path: bash looks a name up
    // among the functions first): its body with these words as its parameters. When
    // every definition is sure to have run, that is all the command is.
    if (this.funcDefs.length && cmd.lit[0] && findChar(cmd.word(), 47) < 0) {
      const defs = dirs.vars.lookupFunc(cmd.word(), this.funcsExported);
      if (defs != null) {
        cmd.fnCall = true;
        cmd.wraps = true;
        const args = knownArgs(cmd, 1);
        // (a function exported to a child shell may not reach it — sh is not bash, env -i,
        // bash -p, export -n: the command itself may run there too)
        const childOnly = lookupCrossedChild();
        // (its prefix assignments are its body's environment — bash(1) "Environment")
        for (let i = 0; i < cmd.assigns.length; i++) {
          const a = cmd.assigns[i];
          const an = assignedName(a);
          const eq = findChar(a, 61);
          const lit = cmd.assignsLit[i] && eq == an.length;
          dirs.vars.set(an, lit ? V_KNOWN : V_UNKNOWN, lit ? a.substring(eq + 1) : "", true);
        }
        // (the latest definition sure to have run is the one called; those after it may
        // not have replaced it, so they are read too)
        let sure = false, self = childOnly;
        for (let i = 0; i < defs.length && !this.out.overflow; i++) {
          const d = this.funcDefs[defs[i]];
          if (d.gone) { if (d.sure) break; self = true; continue; } // (unset: the command itself runs, or may)
          d.called = true;
          this.walkBody(d, dirs, args, args != null ? cmd.lit.slice(1) : []);
          if (d.sure) { sure = true; break; }
        }
        // (after it, in POSIX mode they stay, else they are gone: either way, not known)
        for (let i = 0; i < cmd.assigns.length; i++) this.forget(dirs.vars, assignedName(cmd.assigns[i]));
        if (sure && !self && !this.funcsMaybeGone) return;
        cmd.fnCall = false;
        cmd.wraps = false;
      }
    }
    const name = cmd.name();
    if (name == "set" || this.posArgs != null && name == "shift") this.frameEffects(cmd, name);
    // set -k (-o keyword): a NAME=VALUE word anywhere puts NAME in the command's environment
    // (bash(1) "The Set Builtin"): what later commands run with is not followed
    if (name == "set") for (let i = 1; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (a.length > 1 && a.charCodeAt(0) == 45 && !a.startsWith("--") && findChar(a, 107) > 0 || a == "keyword" && i > 1 && cmd.argv[i - 1] == "-o") { this.promptCode("$(\"${_}\")", dirs.cur); break; }
    }
    if (VAR_BUILTINS.has(name)) this.varEffects(cmd, name);
    // test/[ -v NAME: a subscript in NAME is arithmetic bash evaluates (a NAME from data: code)
    if (name == "test" || name == "[") {
      for (let i = 1; i + 1 < cmd.argv.length; i++) {
        if (cmd.argv[i] != "-v" || !cmd.lit[i]) continue;
        if (!cmd.lit[i + 1]) { if (!this.out.envName.length) this.out.envName = ARITH_DATA; }
        else if (findChar(cmd.argv[i + 1], 91) >= 0) this.noteArith(cmd.argv[i + 1], "a variable of test -v", cmd.scope);
      }
    }
    // (shopt -s cdable_vars: a cd to a name that is no directory goes where the variable of
    // that name says — bash(1) "The Shopt Builtin"; a shopt word not known may be it)
    let shoptAt = name == "shopt" ? 1 : 0;
    if ((name == "command" || name == "builtin") && cmd.argc() > 1) {
      let k = 1;
      while (k < cmd.argv.length && cmd.lit[k] && cmd.argv[k].startsWith("-")) k++;
      if (k < cmd.argv.length && (!cmd.lit[k] || cmd.argv[k] == "shopt")) shoptAt = k + 1;
    }
    if (shoptAt > 0) for (let i = shoptAt; i < cmd.argv.length; i++) this.shellOpt(cmd.argv[i], cmd.lit[i]);
    this.errexitOffBy(cmd, name);
    if (name == "set") for (let i = 1; i < cmd.argv.length; i++) { const a = cmd.argv[i]; if (!cmd.lit[i] || a == "physical" || a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 80) > 0) this.physical = true; }
    // (a redirect that fails keeps the command from running at all — bash(1) "Redirections";
    // an alias of the name may run instead of it: neither is sure to do what it says)
    const unsure = mayFailRedirect(cmd) || cmd.lit[0] && (this.aliasAny || this.aliases != null && this.aliases!.has(cmd.word())) || this.debugTrap && this.extdebug;
    if (name == "set") this.errexitOf(cmd, dirs, unsure);
    if (name == "set") this.histOf(cmd);
    if (name == "set") this.allExportOf(cmd);
    // (history -w [FILE]: the history list written over FILE, or HISTFILE)
    if (name == "history") for (let i = 1; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!cmd.lit[i] || a.startsWith("-") && findChar(a, 119) > 0) { this.histTruncate(cmd, dirs.vars, i + 1 < cmd.argv.length && cmd.lit[i + 1] ? cmd.argv[i + 1] : ""); break; }
    }
    // (`cd DIR || exit`: what follows that list runs only where the cd went)
    if (dirs.pOr && name == "exit" && !unsure) dirs.pExit = true;
    const moves = name == "cd" || name == "pushd" || name == "popd";
    if (moves) this.moves++;
    const wasCur = dirs.cur, wasStack = moves ? dirs.stack.slice(0) : NO_WORDS;
    if (name == "pushd" && this.pushdStack(cmd, dirs)) {
      // (handled: -n, +N/-N, no operand — bash(1) "Directory Stack Builtins")
    } else if (name == "cd" || name == "pushd") {
      let target = "";
      let known = true, operands = 0, ended = false, bad = false, atHome = false;
      for (let i = 1; i < cmd.argv.length; i++) {
        const a = cmd.argv[i];
        // (options, then `--`, come before the operand: `cd DIR --` is two operands, which
        // bash refuses — it stays where it was)
        if (!ended && operands == 0 && a == "--") { ended = true; continue; }
        if (!ended && operands == 0 && a.startsWith("-") && a.length > 1) {
          // (an option cd lacks — `-Q`, `--help`, `-@` where there are no extended
          // attributes — fails it: it stays where it was)
          for (let k = 1; k < a.length; k++) { const ch = a.charCodeAt(k); if (ch != 76 && ch != 80 && ch != 101) bad = true; }
          continue;
        }
        if (operands++ == 0) { target = a; known = cmd.lit[i]; atHome = i < 64 && ((homes >> <u64>i) & 1) != 0; }
      }
      // (zsh's `cd OLD NEW` puts NEW for OLD in the directory's path; bash refuses it)
      if (operands > 1) known = false;
      if (!bad) { // (it fails: nothing moves)
        if (name == "pushd") dirs.stack.push(dirs.cur);
        // (CDPATH, set in the call, makes a relative name one of its directories': bash(1); and
        // cdable_vars a name with no `/` the value of the variable of that name)
        const viaCdpath = !target.startsWith("/") && target != "." && target != ".." && !target.startsWith("./") && !target.startsWith("../")
          && (envValue(cmd, "CDPATH", false) != null || this.cdableVars && findChar(target, 47) < 0);
        // (-P, or `set -o physical`: `..` is taken after the links are followed — through a
        // link, the directory the link's target holds: not known here)
        let physical = this.physical;
        for (let i = 1; i < cmd.argv.length; i++) { const a = cmd.argv[i]; if (a == "--" || !a.startsWith("-") || a.length < 2) break; if (findChar(a, 80) > 0) physical = true; }
        // (~ and $HOME, $TMPDIR, $OLDPWD as the model keeps them: where they are is not known here)
        // (under nullglob a glob that matches nothing vanishes: `cd nomatch*` is `cd`, the home)
        const vanishes = this.nullglob && (findChar(target, 42) >= 0 || findChar(target, 63) >= 0 || findChar(target, 91) >= 0);
        // (the home — `cd`, `cd ~/x`, `cd $HOME/x`, HOME as the host has it — is kept as
        // `~/x`, as `git -C ~/x` is: the rules read it as the home's directory, the engine
        // asks the host about it with the hook's HOME; above the home, it is not known)
        const home = known && operands == 0 ? this.homeOperand(cmd, dirs) : known && atHome ? homeDir(target) : "";
        if (home.length > 0 && !(physical && target.includes(".."))) dirs.cur = home;
        else if (!known || target.length == 0 || target == "-" || target.startsWith("~") || target.startsWith("$") || viaCdpath || physical && target.includes("..") || vanishes) dirs.cur = "";
        else if (dirs.cur.length == 0 && dirs.alts.length == 2 && upOnly(target)) {
          // (from either of two known directories, a cd that cannot fail — up, `..`, which
          // every directory has — leads to either of two: `cd sub; …; cd ..; git status`)
          const a = underHome(joinPath(dirs.alts[0], target)), b = underHome(joinPath(dirs.alts[1], target));
          if (a.length == 0 || b.length == 0) dirs.cur = "";
          else if (a == b) dirs.cur = a; else dirs.alts = [a, b];
        } else dirs.cur = underHome(joinPath(dirs.cur, target));
      }
    } else if (name == "popd") {
      this.popdStack(cmd, dirs);
    } else if (name == "command" || name == "builtin") {
      // (`builtin cd DIR`, `command cd DIR`: the same shell's cd — where it goes is not followed)
      for (let i = 1; i < cmd.argv.length; i++) {
        const a = cmd.argv[i];
        if (a.startsWith("-") && a.length > 1 && cmd.lit[i]) continue;
        if (!cmd.lit[i] || a == "cd" || a == "pushd" || a == "popd") { dirs.cur = ""; dirs.pend = false; this.moves++; }
        break;
      }
    }
    if (moves) { this.noteCd(cmd, dirs, wasCur, wasStack); if (unsure && dirs.pend) { dirs.pCant = false; dirs.pMixed = true; } }
    this.callDirs = dirs;
    this.handler.simple(this, cmd);
    this.callDirs = null;
  }

  // Where `cd` with no operand goes: HOME's value (bash(1) "cd") — `~` while the call has
  // not assigned HOME, the value it assigned when known, else "" (not known). An assignment
  // before the cd itself counts: a builtin sees its temporary environment, as `IFS=: read`
  // does, so `HOME=/etc cd` goes to /etc (bash(1) "Simple Command Expansion").
  homeOperand(cmd: Cmd, dirs: DirState): string {
    for (let i = cmd.assigns.length - 1; i >= 0; i--) {
      const a = cmd.assigns[i];
      if (!a.startsWith("HOME=") && !a.startsWith("HOME+=")) continue;
      const val = a.substring(5);
      return cmd.assignsLit[i] && a.charCodeAt(4) == 61 && val.startsWith("/") ? normPath(val) : "";
    }
    const v = dirs.vars.lookup("HOME");
    if (v == null) return "~";
    return v.state == V_KNOWN && v.value.startsWith("/") ? normPath(v.value) : "";
  }

  // ─── a cd that may fail ────────────────────────────────────────────────────────
  //
  // A cd (pushd, popd) that fails leaves the directory as it was, and bash goes on: `cd
  // build; rm -r *` removes the files where the call began when build is missing. So the
  // directory a cd leads to holds only for the commands that run because it succeeded — the
  // `&&` chain after it — and for those after `cd DIR || exit`, or after a cd that ends its
  // list under `set -e`. Right after `cd DIR ||`, the directory is the one before it. Past
  // its list, or the if, loop or case it ran in, the directory is either: unknown when the
  // two differ. A list run in the background (`&`) leaves the one before. (bash(1) "Lists",
  // "The Set Builtin" -e; ShellCheck SC2164.)

  // The cd just walked (wasCur/wasStack: where the shell was before it).
  noteCd(cmd: Cmd, dirs: DirState, wasCur: string, wasStack: Array<string>): void {
    if (same(cmd.conn, "|") || same(cmd.conn, "|&")) return; // (a pipeline's stage: a subshell)
    if (dirs.pend && !dirs.pExit) {
      // (on the `&&` chain of another: either may have failed)
      if (dirs.pBefore != wasCur) dirs.pBefore = "";
      dirs.pLevel = min(dirs.pLevel, this.cond);
      dirs.pCant = false;
      if (this.negated > 0) dirs.pMixed = true;
    } else {
      if (wasCur == dirs.cur && sameStack(wasStack, dirs.stack)) return;
      dirs.pBefore = wasCur; dirs.pBeforeStack = wasStack; dirs.pLevel = this.cond;
      dirs.pStart = cmd.conn.length == 0 || same(cmd.conn, ";") || same(cmd.conn, "\n");
      dirs.pSure = dirs.pStart && this.cond == 0 && this.bangs == 0;
      // (a cd after `||` may not have run: what follows it in the list runs either way)
      dirs.pMixed = same(cmd.conn, "||") || this.negated > 0;
      dirs.pCant = (dirs.cur == "/" || dirs.cur.length > 0 && this.cwd0.startsWith(dirs.cur) && (this.cwd0.length == dirs.cur.length || this.cwd0.charCodeAt(dirs.cur.length) == 47));
    }
    dirs.pend = true;
    dirs.pAfter = dirs.cur; dirs.pAfterStack = dirs.stack.slice(0);
    dirs.pJust = true; dirs.pOr = false; dirs.pExit = false;
  }

  // A cd still pending at the end of an eval's or source's text: pending in the shell that
  // ran it, with the eval in the cd's place.
  private pendFrom(outer: DirState, inner: DirState, cmd: Cmd): void {
    const was = outer.pend && !outer.pExit ? outer.pBefore : inner.pBefore;
    outer.pend = true;
    outer.pBefore = was == inner.pBefore ? was : ""; outer.pBeforeStack = inner.pBeforeStack;
    outer.pAfter = inner.pAfter; outer.pAfterStack = inner.pAfterStack;
    outer.pLevel = this.cond;
    const start = cmd.conn.length == 0 || same(cmd.conn, ";") || same(cmd.conn, "\n");
    outer.pStart = start && inner.pStart; outer.pSure = start && inner.pSure;
    outer.pCant = inner.pCant; outer.pMixed = inner.pMixed || same(cmd.conn, "||");
    outer.pJust = inner.pJust; outer.pExit = inner.pExit; outer.pOr = false;
  }

  // Before each command: what a pending cd leaves for it, joined to what came before by conn.
  settleCd(d: DirState, conn: string): void {
    if (!d.pend) return;
    const just = d.pJust, wasOr = d.pOr;
    d.pJust = false; d.pOr = false;
    if (wasOr && !d.pExit) d.pMixed = true;
    const pipe = same(conn, "|") || same(conn, "|&");
    if (this.cond >= d.pLevel && (pipe || same(conn, "&&") || same(conn, "||"))) {
      if (pipe) {
        // (`cd DIR | …`: the cd ran in a subshell; `… || exit | …` exits only one)
        if (just) this.cdEnd(d, 0);
        else if (d.pExit) { d.pExit = false; d.pMixed = true; }
        return;
      }
      if (d.pExit) { d.cur = d.pAfter; d.stack = d.pAfterStack.slice(0); return; }
      if (same(conn, "||") && just && !d.pMixed) { d.cur = d.pBefore; d.stack = d.pBeforeStack.slice(0); d.pOr = true; return; }
      if (same(conn, "||")) d.pMixed = true;
      if (d.pMixed) this.cdEnd(d, 2, false);
      return;
    }
    // (its list ended, or the construct it ran in)
    if (same(conn, "&")) { this.cdEnd(d, 0); return; }
    const surely = this.cond >= d.pLevel && !d.pMixed && (d.pExit || d.pCant && d.pStart || just && d.pSure && d.errexit && !this.errexitOff && this.cond == 0 && this.bangs == 0);
    this.cdEnd(d, surely ? 1 : 2);
  }

  // Where a pending cd leaves the shell: 0 as before it, 1 where it went, 2 either (unknown
  // where they differ); `done`: it is settled.
  private cdEnd(d: DirState, how: i32, done: bool = true): void {
    if (how == 0) { d.cur = d.pBefore; d.stack = d.pBeforeStack.slice(0); }
    else if (how == 1) { d.cur = d.pAfter; d.stack = d.pAfterStack.slice(0); }
    else {
      d.cur = d.pBefore == d.pAfter ? d.pAfter : "";
      // (both known: each is followed — the commands after it are judged in both)
      if (d.pBefore != d.pAfter && d.pBefore.length && d.pAfter.length) d.alts = [d.pBefore, d.pAfter];
      d.stack = eitherStack(d.pBeforeStack, d.pAfterStack);
    }
    if (done) d.pend = false;
  }

  // A shopt option (`shopt -s NAME`, `bash -O NAME`) that may be turned on, or a word not
  // known (any of them): the ones the model reads, kept for the rest of the call.
  shellOpt(a: string, lit: bool): void {
    if (!lit || a == "extdebug") this.extdebug = true;
    if (!lit || a == "allexport") this.allExport = true; // (shopt -o)
    if (!lit || a == "cdable_vars") this.cdableVars = true;
    if (!lit || a == "nullglob") this.nullglob = true;
    if (!lit || a == "lastpipe") this.lastpipe = true;
    if (!lit || a == "dotglob") this.dotglob = true;
    if (!lit || a == "nocaseglob") this.nocaseglob = true;
    if (!lit || a == "xpg_echo") this.xpgEcho = true;
  }

  // HISTFILESIZE assigned truncates HISTFILE to that many lines, `history -w` writes over
  // it (bash(1) "Shell Variables", "history"): a truncate of that file, or of a file not
  // known when the call set HISTFILE to a word not known. (A shell that never set HISTFILE,
  // `bash -c`, keeps no history file.)
  private histTruncate(cmd: Cmd, scope: Scope, file: string): void {
    let target = file, lit = true;
    // (a prefix assignment, `HISTFILE=F history -w`, is the builtin's while it runs)
    if (target.length == 0) for (let i = cmd.assigns.length - 1; i >= 0; i--) {
      if (!cmd.assigns[i].startsWith("HISTFILE=")) continue;
      target = cmd.assigns[i].substring(9); lit = cmd.assignsLit[i];
      if (target.length == 0) return;
      break;
    }
    if (target.length == 0) {
      const v = scope.lookup("HISTFILE");
      if (v == null || v.state == V_UNSET) return;
      target = v.value; lit = v.state == V_KNOWN && target.length > 0;
    }
    const t = this.pushInner(cmd, ["truncate", "-s0", target], [true, true, lit], "history");
    t.redirects = NO_REDIRECTS;
  }

  // set -H / -o histexpand with -o history: `!` in what follows is history expansion (bash(1)
  // "History Expansion"): every later command whose text has one is unknown.
  private histOf(cmd: Cmd): void {
    for (let i = 1; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!cmd.lit[i] || a == "history" || a == "histexpand" || a.startsWith("-") && !a.startsWith("--") && findChar(a, 72) > 0) this.histExpand = true;
    }
  }

  // set -a, -o allexport, or a word not known: what the call assigns from here on may be
  // exported (bash(1) "The Set Builtin")
  private allExportOf(cmd: Cmd): void {
    for (let i = 1; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!cmd.lit[i]) { this.allExport = true; return; }
      if (a == "--" || a == "-" || a.length < 2 || a.charCodeAt(0) != 45 && a.charCodeAt(0) != 43) return;
      if (a == "-o") { if (i + 1 < cmd.argv.length && (!cmd.lit[i + 1] || cmd.argv[i + 1] == "allexport")) this.allExport = true; i++; continue; }
      if (a == "+o") { i++; continue; }
      if (a.charCodeAt(0) == 45 && findChar(a, 97) > 0) this.allExport = true;
    }
  }

  // Anywhere in the call (a trap, eval, `command set`), what may turn set -e off: set's +e,
  // +o errexit or a word not known; shopt -u -o errexit.
  private errexitOffBy(cmd: Cmd, name: string): void {
    let at = 1;
    if (name == "command" || name == "builtin") {
      while (at < cmd.argv.length && cmd.lit[at] && cmd.argv[at].startsWith("-")) at++;
      if (at >= cmd.argv.length) return;
      if (!cmd.lit[at]) { this.errexitOff = true; return; }
      name = cmd.argv[at++];
    }
    if (name != "set" && name != "shopt") return;
    let unset = false;
    for (let i = at; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!cmd.lit[i]) { this.errexitOff = true; return; }
      if (name == "set") {
        if (a == "+o") { if (i + 1 < cmd.argv.length && (!cmd.lit[i + 1] || cmd.argv[i + 1] == "errexit")) { this.errexitOff = true; return; } i++; continue; }
        if (a == "-o") { i++; continue; }
        if (a.startsWith("+") && findChar(a, 101) > 0) { this.errexitOff = true; return; }
      } else {
        if (a.startsWith("-") && findChar(a, 117) > 0) unset = true;
        if (a == "errexit" && unset) { this.errexitOff = true; return; }
      }
    }
  }

  // set -e / -o errexit, sure to run, turns it on; a word not known, or +e, may turn it off.
  private errexitOf(cmd: Cmd, dirs: DirState, unsure: bool): void {
    const sure = this.definite(cmd.conn) && !same(cmd.conn, "&") && this.bangs == 0 && !unsure;
    for (let i = 1; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!cmd.lit[i]) { dirs.errexit = false; return; }
      if (a == "--" || a == "-" || a.length < 2 || a.charCodeAt(0) != 45 && a.charCodeAt(0) != 43) return;
      const on = a.charCodeAt(0) == 45;
      let e = false;
      if (a.substring(1) == "o") { if (i + 1 < cmd.argv.length) { i++; e = !cmd.lit[i] || cmd.argv[i] == "errexit"; } }
      else {
        e = findChar(a, 101) > 0;
        // (a letter set does not know fails the whole command: nothing is set)
        for (let k = 1; k < a.length; k++) if (findChar(SET_LETTERS, a.charCodeAt(k)) < 0) { dirs.errexit = false; return; }
      }
      if (e) dirs.errexit = on ? sure || dirs.errexit : false;
    }
  }

  // The directory stack as `dirs` (bash's DIRSTACK: the current directory on top, then
  // dirs.stack from its end). pushd -n DIR adds DIR below the top without moving; pushd
  // with no operand swaps the top two; pushd +N/-N rotates the stack so that its Nth entry
  // (from the top, or from the bottom) is on top, and moves there. A word or an entry not
  // known makes the directory unknown. False for a plain `pushd DIR` (read as cd).
  pushdStack(cmd: Cmd, dirs: DirState): bool {
    let noCd = false, operand = "", operands = 0, lit = true;
    for (let i = 1; i < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!cmd.lit[i]) { lit = false; operands++; continue; }
      if (a == "-n" && operands == 0) { noCd = true; continue; }
      if (a == "--") continue;
      if (operands++ == 0) operand = a;
    }
    if (!lit) { if (!noCd) dirs.cur = ""; return true; }
    const rot = operand.length > 1 && (operand.charCodeAt(0) == 43 || operand.charCodeAt(0) == 45) && isDigits(operand, 1);
    if (operands == 1 && !rot) {
      if (!noCd) return false;
      // (DIR goes below the top: the current directory stays)
      dirs.stack.push(operand.startsWith("/") || dirs.cur.length == 0 ? operand : joinPath(dirs.cur, operand));
      return true;
    }
    const all = this.stackList(dirs);
    if (operands == 0) {
      if (all.length < 2) return true; // (bash: "no other directory")
      const t = all[0]; all[0] = all[1]; all[1] = t;
    } else if (rot) {
      let n = I32.parseInt(operand.substring(1));
      if (n >= all.length) return true; // (bash: "directory stack index out of range")
      if (operand.charCodeAt(0) == 45) n = all.length - 1 - n;
      const r = new Array<string>();
      for (let k = 0; k < all.length; k++) r.push(all[(k + n) % all.length]);
      for (let k = 0; k < all.length; k++) all[k] = r[k];
    } else return false;
    this.setStack(dirs, all, noCd);
    return true;
  }

  // popd: drops the top and moves to the next; -n drops the one below the top and stays;
  // +N/-N drop the Nth entry (moving only when it is the top).
  popdStack(cmd: Cmd, dirs: DirState): void {
    let noCd = false, operand = "";
    for (let i = 1; i < cmd.argv.length; i++) {
      if (!cmd.lit[i]) { dirs.cur = ""; dirs.stack = []; return; }
      const a = cmd.argv[i];
      if (a == "-n") noCd = true; else if (a != "--") operand = a;
    }
    const all = this.stackList(dirs);
    let n = noCd ? 1 : 0;
    if (operand.length > 1 && (operand.charCodeAt(0) == 43 || operand.charCodeAt(0) == 45) && isDigits(operand, 1)) {
      n = I32.parseInt(operand.substring(1));
      if (operand.charCodeAt(0) == 45) n = all.length - 1 - n;
    } else if (operand.length) { dirs.cur = ""; return; }
    if (all.length < 2 || n < 0 || n >= all.length) { if (all.length < 2 && !noCd) dirs.cur = ""; return; }
    all.splice(n, 1);
    this.setStack(dirs, all, n != 0);
  }

  private stackList(dirs: DirState): Array<string> {
    const all = new Array<string>();
    all.push(dirs.cur);
    for (let k = dirs.stack.length - 1; k >= 0; k--) all.push(dirs.stack[k]);
    return all;
  }
  private setStack(dirs: DirState, all: Array<string>, stay: bool): void {
    const st = new Array<string>();
    for (let k = all.length - 1; k >= 1; k--) st.push(all[k]);
    dirs.stack = st;
    if (!stay) dirs.cur = all[0];
  }

  /** Whether an assignment read now is sure to run before what follows it in the list. */
  definite(conn: string): bool {
    return this.cond == 0 && !(this.debugTrap && this.extdebug) && (conn.length == 0 || same(conn, ";") || same(conn, "\n") || same(conn, "&"));
  }
  /** Whether an assignment read now runs, if it does, before what an `&&` after it joins:
   * it follows `&&` itself (after `||`, `a || S=v && b` runs b without it — bash(1)
   * "Lists": && and || have equal precedence, left to right). */
  chained(conn: string): bool {
    return this.cond == 0 && !(this.debugTrap && this.extdebug) && same(conn, "&&");
  }
  /** An && chain ended: what its assignments set may not have been set (Interp#assign). */
  endChain(): void {
    const scopes = this.chainScopes, names = this.chainNames;
    this.chainScopes = []; this.chainNames = [];
    for (let i = 0; i < names.length; i++) this.forget(scopes[i], names[i]);
  }

  // BASH_ALIASES[NAME]=TEXT defines an alias, BASH_CMDS[NAME]=PATH hashes a command (zsh's
  // aliases[NAME]= and commands[NAME]= alike): NAME runs it from now on, read as an alias
  // (a path quoted). True when `a` was such an element, literal; any other assignment of
  // bash's two (a whole array, declare, read, printf -v, an element known only when it
  // runs) makes every later command unknown (assign, forget).
  binds(name: string, a: string, eq: i32, known: bool): bool {
    const n = name.length;
    if (eq <= n + 2 || a.charCodeAt(n) != 91 /* [ */ || a.charCodeAt(eq - 1) != 93 /* ] */ || !known) return false;
    const key = a.substring(n + 1, eq - 1);
    let value = a.substring(eq + 1);
    if (key.length == 0 || findChar(key, 36) >= 0 || findChar(key, 96) >= 0) return false;
    if (name == "BASH_CMDS" || name == "commands") value = "'" + value.replaceAll("'", "'\\''") + "'";
    if (this.aliases == null) this.aliases = new Map();
    this.aliases!.set(key, value);
    return true;
  }

  /** Records NAME=value (`known`: its value is) in `scope`, for the list's later words. */
  assign(scope: Scope, name: string, value: string, known: bool, conn: string, exported: bool = false): void {
    if (name.length == 0) return;
    if (this.mayRef(name)) { this.forget(scope, name); return; }
    if (name == "BASH_ALIASES" || name == "BASH_CMDS") this.aliasAny = true;
    const def = known && this.definite(conn) && !this.mayReadonly(name);
    // (after `&&`: what the rest of that && chain runs, it runs only after the assignment
    // did — `true && S=/etc && : > "$S/passwd"` —; past it, unknown: runStmt, endChain)
    const chain = known && !def && this.chained(conn) && !this.mayReadonly(name);
    if (chain) { this.chainScopes.push(scope); this.chainNames.push(name); }
    if (name == "IFS") this.ifsChanged = true;
    // (a function a zsh hook array names runs later: a command not known here)
    if (ZSH_HOOK_ARRAYS.has(name)) this.promptCode("$(\"${_}\")", "");
    if (preloadName(name)) this.preloadSet = true;
    if (!this.gitEnvSet && gitEnvName(name)) this.gitEnvSet = true;
    scope.set(name, def || chain ? V_KNOWN : V_UNKNOWN, def || chain ? value : "", exported, this.mayExport(name));
    this.out.logScopes.push(scope);
    this.out.logNames.push(name);
  }

  /**
   * `NAME=VALUE cmd …` where cmd's option grammar reads NAME as one of its options
   * (compiler/specs Spec#env: `AWS_PROFILE` is aws's `--profile`): the option and VALUE
   * put first among its words, where the tool reads its global options, and true. Not for
   * a function or alias the call defines under that name, nor `NAME+=`, `NAME[k]=`.
   */
  private envAsOption(cmd: Cmd, dirs: DirState, a: string, lit: bool): bool {
    if (cmd.argc() == 0 || !cmd.lit[0] || this.aliasAny) return false;
    const name = assignedName(a);
    if (name.length == 0 || name.length >= a.length || a.charCodeAt(name.length) != 61) return false;
    const w = cmd.word();
    if (this.funcDefs.length && findChar(w, 47) < 0 && dirs.vars.lookupFunc(w, this.funcsExported) != null) return false;
    const sp = specOf(basename(w));
    if (sp == null) return false;
    const opt = envOption(sp, name);
    if (opt.length == 0) return false;
    const argv = cmd.argv;
    const words = new Array<string>(argv.length + 2);
    const lits = new Array<bool>(argv.length + 2);
    words[0] = argv[0]; lits[0] = cmd.lit[0];
    words[1] = opt; lits[1] = true;
    words[2] = a.substring(name.length + 1); lits[2] = lit;
    for (let k = 1; k < argv.length; k++) { words[k + 2] = argv[k]; lits[k + 2] = cmd.lit[k]; }
    cmd.argv = words;
    cmd.lit = lits;
    if (cmd.kinds !== NO_KINDS) {
      const kinds = new Array<u8>(words.length);
      kinds[0] = cmd.kinds.length ? cmd.kinds[0] : 0;
      for (let k = 1; k < cmd.kinds.length; k++) kinds[k + 2] = cmd.kinds[k];
      cmd.kinds = kinds;
    }
    return true;
  }

  /** A builtin sets NAME from data: unknown from here on. */
  forget(scope: Scope, name: string): void {
    if (name.length == 0) return;
    // (a nameref: the variable it names is set — any, as far as this model knows)
    if (this.mayRef(name)) scope.forgetAll();
    if (name == "BASH_ALIASES" || name == "BASH_CMDS") this.aliasAny = true;
    if (name == "IFS") this.ifsChanged = true;
    if (preloadName(name)) this.preloadSet = true;
    if (!this.gitEnvSet && gitEnvName(name)) this.gitEnvSet = true;
    scope.set(name, V_UNKNOWN, "", false, this.mayExport(name));
    this.out.logScopes.push(scope);
    this.out.logNames.push(name);
  }

  mayReadonly(name: string): bool { return this.roAny || this.roNames.includes(name); }
  mayRef(name: string): bool { return this.refAny || this.refNames.includes(name); }
  mayExport(name: string): bool { return this.allExport || this.exportNames.includes(name); }
  /** NAME may have an attribute from here on (a list of MAX_ATTRS names, then any name). */
  addAttr(names: Array<string>, name: string): bool {
    if (names.includes(name)) return false;
    if (names.length >= MAX_ATTRS) return true;
    names.push(name);
    return false;
  }

  /** An assignment the call makes that may change what a program does (not HARMLESS_VARS). */
  noteEnv(name: string): void {
    if (preloadName(name)) this.preloadSet = true;
    if (this.out.envName.length == 0 && name.length && !HARMLESS_VARS.has(name)) this.out.envName = name;
  }

  /** noteEnv of the assignment word `a` ("NAME=value"): TZ is harmless only as a zone's name. */
  noteAssign(a: string, lit: bool): void {
    const name = assignedName(a);
    // (a locale variable whose value holds a `/` names locale data by path — glibc's
    // setlocale(3) opens the files under it —: harmless only as a locale's name)
    if ((name == "LANG" || name.startsWith("LC_")) && (a.charCodeAt(name.length) != 61 || !lit || a.indexOf("/", name.length) >= 0)) { if (this.out.envName.length == 0) this.out.envName = name; return; }
    // (`TZ+=…` appends to a value not known here: no zone's name)
    if (name == "TZ" && (a.charCodeAt(name.length) != 61 || !zoneName(a.substring(name.length + 1), lit))) { if (this.out.envName.length == 0) this.out.envName = name; return; }
    this.noteEnv(name);
  }

  /** A variable set from data, not by an assignment word: noted unless it is localName's. */
  noteData(name: string): void {
    if (!localName(name)) this.noteEnv(name);
  }

  /** Arithmetic text bash evaluates (a subscript, an offset, `for ((…))`): noted when it assigns. */
  noteArith(t: string, what: string, scope: Scope | null): void {
    if (this.out.envName.length) return;
    if (!arithLocal(t)) this.out.envName = what;
    else if (arithData(t, scope, this.posKnown())) this.out.envName = ARITH_DATA;
  }

  // What a builtin does to the shell's variables: export/declare/typeset/local/readonly
  // assign (a literal value is known), unset unsets, read/mapfile/readarray/printf -v/
  // getopts set names from data, let assigns by arithmetic, cd moves PWD, source and
  // declare -n could set anything.
  varEffects(cmd: Cmd, n: string): void {
    const scope = cmd.scope!;
    const argv = cmd.argv;
    const c0 = n.charCodeAt(0);
    // (PWD the call never assigned stays the host's: the directory each command runs in,
    // as bash keeps it — whether or not the cd succeeds, `$PWD` is where the next command
    // is; one the call assigned is not known once a cd may have reset it)
    if (n == "cd" || n == "pushd" || n == "popd") { if (scope.lookup("PWD") != null) this.forget(scope, "PWD"); this.forget(scope, "OLDPWD"); return; }
    if (n == "let") { scope.forgetAll(); return; }
    if (n == "source" || n == ".") return; // (after its program has run: shell.ts unwrapWrapper)
    if (n == "unset") {
      // (-f: functions; -v: variables; neither: the variable, or when there is none by that
      // name, the function — bash(1) "unset")
      let fns = false, vars = false;
      for (let i = 1; i < argv.length; i++) {
        const a = argv[i];
        if (!cmd.lit[i]) { scope.forgetAll(); this.funcsMaybeGone = true; return; }
        if (a == "--") break;
        if (a.length < 2 || a.charCodeAt(0) != 45) break;
        if (findChar(a, 102) > 0) fns = true;
        if (findChar(a, 118) > 0) vars = true;
      }
      const sure = this.definite(cmd.conn) && !same(cmd.conn, "&");
      for (let i = 1; i < argv.length; i++) {
        const a = argv[i];
        if (a.startsWith("-")) continue;
        if (!fns && this.mayRef(a)) scope.forgetAll(); // (a nameref: the variable it names is unset)
        if (!vars && this.funcDefs.length) {
          const gone = new FuncDef(new Keyword(cmd.start, ""), this.src, new DirState(""), sure && fns);
          gone.gone = true;
          scope.defineFunc(a, this.funcDefs.length);
          this.funcDefs.push(gone);
        }
        if (fns) continue;
        if (!sure) this.forget(scope, a);
        else { scope.set(a, V_UNSET, ""); this.out.logScopes.push(scope); this.out.logNames.push(a); }
      }
      return;
    }
    if (n == "export" || n == "declare" || n == "typeset" || n == "local" || n == "readonly") {
      let exported = n == "export";
      let unexport = false;
      let ro = n == "readonly";
      const sure = this.definite(cmd.conn) && !same(cmd.conn, "&");
      const marks = new Array<string>();
      for (let i = 1; i < argv.length; i++) {
        const a = argv[i];
        if (!cmd.lit[i]) {
          // (a name or value known only at run time — or an option: -n, -r, -x)
          scope.forgetAll();
          if (n != "export") this.roAny = true;
          if (n != "export" && n != "readonly") this.refAny = true;
          if (n != "readonly") this.allExport = true;
          return;
        }
        if (a.length > 1 && (a.charCodeAt(0) == 45 || a.charCodeAt(0) == 43)) {
          if (findChar(a, 110) > 0) {
            if (exported) unexport = true;
            else {
              // -n: each name a reference to the variable its value names (bash(1) "declare")
              for (let j = i + 1; j < argv.length; j++) {
                if (argv[j].startsWith("-")) continue;
                const r = assignedName(argv[j]);
                if (r.length && this.addAttr(this.refNames, r)) this.refAny = true;
              }
              scope.forgetAll();
              for (let j = i + 1; j < argv.length; j++) if (!argv[j].startsWith("-")) this.forget(scope, assignedName(argv[j]));
              return;
            }
          }
          if (findChar(a, 102) > 0 || findChar(a, 70) > 0) {
            if (exported || findChar(a, 120) > 0) this.funcsExported = true; // -f, -F: functions (-fx, export -f: a child bash sees them)
            // (readonly -f NAME, declare -rf NAME: a later definition of NAME fails)
            if (n == "readonly" || findChar(a, 114) > 0) for (let j = i + 1; j < argv.length; j++) if (cmd.lit[j] && !argv[j].startsWith("-")) this.readonlyFuncs.push(argv[j]);
            return;
          }
          if (a.charCodeAt(0) == 45 && findChar(a, 120) > 0) exported = true;
          if (a.charCodeAt(0) == 45 && findChar(a, 114) > 0) ro = true;
          continue;
        }
        const name = assignedName(a);
        const eq = findChar(a, 61);
        if (ro) marks.push(name);
        if (name == "HISTFILESIZE" && eq > 0) this.histTruncate(cmd, scope, "");
        if (exported) { if (!pagerAssign(a)) this.noteEnv(name); } else if (eq >= 0) this.noteData(name);
        if (unexport || (eq >= 0 && (eq != name.length || a.charCodeAt(eq + 1) == 40))) { this.forget(scope, name); continue; } // NAME+=, NAME[k]=, NAME=(…)
        if (eq < 0) {
          // (`export NAME` before NAME has a value: the value it is given later is exported)
          const v = scope.lookup(name);
          if (exported && (v == null || !sure) && this.addAttr(this.exportNames, name)) this.allExport = true;
          if (exported && v != null) scope.set(name, v.state, v.value, sure, !sure);
          continue;
        }
        this.assign(scope, name, a.substring(eq + 1), true, cmd.conn, exported && sure);
        if (exported && !sure && this.addAttr(this.exportNames, name)) this.allExport = true;
      }
      // (readonly NAME, declare -r NAME: a later assignment to NAME fails and its value stays)
      for (let i = 0; i < marks.length; i++) if (marks[i].length && this.addAttr(this.roNames, marks[i])) this.roAny = true;
      return;
    }
    if (n == "printf") {
      if (argv.length > 1 && argv[1].startsWith("-v")) {
        const name = argv[1].length > 2 ? argv[1].substring(2) : argv.length > 2 ? argv[2] : "";
        // (what a literal format of %s and %% writes is the value: `printf -v f %s ~/.bashrc`)
        const rest = argv[1].length > 2 ? 2 : 3;
        let lit = rest < argv.length && assignedName(name).length == name.length;
        for (let i = 1; i < argv.length && lit; i++) if (!cmd.lit[i]) lit = false;
        const words = new Array<string>();
        words.push("printf");
        for (let i = rest; i < argv.length; i++) words.push(argv[i]);
        const t = lit ? printfText(words) : null;
        if (t != null) this.assign(scope, name, t!, true, cmd.conn);
        else { this.forget(scope, name); this.noteData(assignedName(name)); }
      }
      return;
    }
    // read, mapfile, readarray, getopts: every word that could be a name is set from data
    if (c0 == 114 || c0 == 109 || c0 == 103) {
      for (let i = 1; i < argv.length; i++) {
        if (!cmd.lit[i]) { scope.forgetAll(); return; }
        const a = argv[i];
        if (assignedName(a).length == a.length) { this.forget(scope, a); this.noteData(a); }
      }
      this.forget(scope, n == "read" ? "REPLY" : n == "getopts" ? "OPTARG" : "MAPFILE");
      if (n == "getopts") this.forget(scope, "OPTIND");
    }
  }

  // ─── nested texts ──────────────────────────────────────────────────────────────

  // $( ), <( ) >( ) and backticks: a nested program, in a subshell of `dirs`.
  runNested(p: Part, src: string, dirs: DirState): void {
    if (p.kind == P_BACKQ) { this.backQ(changetype<BackQ>(p), dirs); return; }
    const x = changetype<Subst>(p);
    const was = this.out.overflow;
    this.depth++;
    if (x.over) { this.overflowed(); this.depth--; return; }
    const saved = this.pending;
    const quoted = this.inDouble;
    const consumer = this.consumer, feedTo = this.feedTo;
    this.feedTo = consumer;
    this.pending = NO_PENDING;
    this.inDouble = false;
    // (a funsub runs in the current shell: its cd and assignments last)
    const sub = x.funsub ? dirs : dirs.copy();
    if (!x.funsub) sub.errexit = false; // (bash clears -e in a command substitution, outside POSIX mode)
    const moves = this.moves;
    this.runList(x.body, sub);
    if (!x.funsub) this.moves = moves; // (a subshell's cd moves no shell but its own)
    this.flushHeredocs();
    this.pending = saved;
    this.inDouble = quoted;
    this.consumer = consumer; this.feedTo = feedTo;
    this.depth--;
    // stopped by a limit before its ")", or met after one (its text then read as no
    // program: only an empty one ends at once)
    if (was ? src.charCodeAt(x.pos + 2) != 41 : this.out.overflow) this.out.error = true;
  }

  // A backtick's text, parsed on its own: a program one level deeper.
  backQ(q: BackQ, dirs: DirState): void {
    if (q.over) { this.overflowed(); return; }
    const f = q.file!;
    const src = this.src, vias = this.vias, priv = this.priv, cond = this.cond, fnBody = this.fnBody;
    const inDouble = this.inDouble, pending = this.pending, kind = this.kind, known = this.known;
    const consumer = this.consumer, feedTo = this.feedTo;
    this.feedTo = consumer;
    this.src = f.src; this.vias = ""; this.priv = ""; this.cond = 0; this.fnBody = false;
    this.inDouble = false; this.pending = NO_PENDING; this.known = null;
    this.depth++;
    const sub = dirs.copy();
    sub.errexit = false;
    this.runList(f.list, sub);
    this.flushHeredocs();
    this.depth--;
    this.consumer = consumer; this.feedTo = feedTo;
    this.src = src; this.vias = vias; this.priv = priv; this.cond = cond; this.fnBody = fnBody;
    this.inDouble = inDouble; this.pending = pending; this.kind = kind; this.known = known;
  }

  // The $( ) and backticks of a Scan, each in a subshell of a fresh shell state in `dir`
  // (as the model has always read them: the variables of the call are not seen there).
  runScan(sc: Scan, dir: string): void {
    const src = this.src, vias = this.vias, priv = this.priv, cond = this.cond, fnBody = this.fnBody;
    const inDouble = this.inDouble, pending = this.pending, kind = this.kind, known = this.known;
    this.src = sc.src; this.vias = ""; this.priv = ""; this.cond = 0; this.fnBody = false;
    this.inDouble = false; this.pending = NO_PENDING; this.known = null;
    const substs = sc.substs;
    for (let i = 0; i < substs.length; i++) {
      const moved = this.moves;
      this.runNested(substs[i], sc.src, new DirState(dir));
      // (a funsub in a heredoc a builtin reads, `: <<EOF` `${ cd /; }`, moves this shell:
      // every later directory is not known, as after a trap's cd)
      const fun = substs[i].kind == P_SUBST && changetype<Subst>(substs[i]).funsub != 0;
      if (this.moves != moved && fun) this.trapMoves = true;
      if (fun) this.scanFunsub = true;
    }
    this.src = src; this.vias = vias; this.priv = priv; this.cond = cond; this.fnBody = fnBody;
    this.inDouble = inDouble; this.pending = pending; this.kind = kind; this.known = known;
  }

  // Text whose $( ) and backticks bash runs though the rest is data: scanned, run.
  scanExpansions(text: string, dir: string): void {
    this.flushComments();
    const d = new Diag();
    const sc = scanText(text, this.depth, d);
    this.beginUnit(d);
    this.runScan(sc, dir);
    this.endUnit();
  }

  // A word whose text bash evaluates again, running its $( ) and backticks though they
  // were quoted: when literal, an array subscript, arithmetic wherever bash meets it
  // (`a['$(…)']=1`, `read 'a[$(…)]'`, `x='a[$(…)]'; (( x ))`), or a quoted compound value
  // (`declare -a 'a=($(…))'`); literal or not, PS4=… (expanded on every `set -x` trace
  // line: `PS4="\$(…)$x"` too). (A word with an expansion keeps its $( ) as written: read
  // again, those would be listed twice — `a[$x'$(…)']=1` stays unread.)
  // The variables that hold a command line another program runs (PROGRAM_VARS) hold one
  // this call may run: read as a command (`PAGER='rm -rf /' man ls`, `export EDITOR=…`).
  promptCode(text: string, dir: string): void { this.scanExpansions(promptText(text), dir); }

  lateCode(w: string, literal: bool, dir: string): void {
    if (promptVar(w)) this.scanExpansions(promptText(w), dir);
    // (`$( ` with a blank: a value that begins with `(` is a subshell, not arithmetic; an
    // array's `(…)` is no value — its elements are read one by one: expand.ts P_ARRAY)
    else if (programVar(w)) { const t = programText(w); if (literal || !t.startsWith("(")) this.scanExpansions("$( " + t + "\n)", dir); }
    else if (literal && (findChar(w, 91) >= 0 || w.includes("=("))) this.scanExpansions(w, dir);
  }

  /** The $( ) of an array subscript in data t[from, to) (wasm/shell.ts payloadWords): the
   * rest of the line after `[` … `$(` or a backtick, scanned; once a line. */
  payloadIn(t: string, from: i32, to: i32, dir: string): void {
    let i = findChar(t, 91, from);
    while (i >= 0 && i < to && !this.out.overflow) {
      let k = i + 1;
      let end = -1;
      while (k < to) {
        const c = t.charCodeAt(k);
        if (c == 93 || c == 10) break;
        if ((c == 36 && k + 1 < to && t.charCodeAt(k + 1) == 40) || c == 96) {
          end = findChar(t, 10, k);
          if (end < 0 || end > to) end = to;
          this.scanExpansions(t.substring(k, end), dir);
          break;
        }
        k++;
      }
      i = findChar(t, 91, end >= 0 ? end : k);
    }
  }

  // Re-parse a string as shell (sh -c, eval, watch …). The commands found carry `via`.
  // eval, source and trap run it in this shell (its variables, and what it assigns stays);
  // anything else is a child shell: it sees the exported variables and the prefix
  // assignments of the command that starts it. `fed`: FED_ITEM in it is the name a walker
  // feeds it (fzf's item: Var#fed).
  reparse(text: string, cmd: Cmd, via: string, fed: bool = false, stdin: bool = false): void {
    if (this.depth + 1 > MAX_DEPTH) { this.out.overflow = true; return; }
    if (this.out.overflow) { this.out.newList(); return; }
    this.flushComments();
    const f = parseText(text, this.depth + 1);
    const outer = cmd.scope != null ? cmd.scope! : new Scope(null, SCOPE_SUBSHELL);
    let scope = outer;
    if (!SAME_SHELL.has(via)) {
      scope = new Scope(outer, SCOPE_CHILD);
      for (let i = 0; i < cmd.assigns.length; i++) {
        const a = cmd.assigns[i];
        const name = assignedName(a);
        const eq = findChar(a, 61);
        const known = cmd.assignsLit[i] && eq == name.length;
        if (name == "IFS") this.ifsChanged = true;
        if (name == "BASHOPTS") this.shellOpt("", false); // (the child's shopt options: any)
        if (name == "SHELLOPTS") this.allExport = true; // (… and its set -o options: allexport among them)
        if (!this.gitEnvSet && gitEnvName(name)) this.gitEnvSet = true;
        scope.set(name, known ? V_KNOWN : V_UNKNOWN, known ? a.substring(eq + 1) : "", true);
      }
      // (a program git runs: in its environment, GIT_CONFIG_PARAMETERS with the -c
      // configuration git hands on — gitrun.ts passedOn)
      if (via == "git" && this.gitParams.length) {
        scope.set("GIT_CONFIG_PARAMETERS", this.gitParamsKnown ? V_KNOWN : V_UNKNOWN, this.gitParams, true);
        this.gitEnvSet = true;
      }
    }
    if (fed) { if (scope === outer) scope = new Scope(outer, SCOPE_SUBSHELL); scope.setFed(FED_ITEM); }
    const src = this.src, pvia = this.via, vias = this.vias, priv = this.priv, cond = this.cond, fnBody = this.fnBody, guessing = this.guessing;
    if (cmd.guess) this.guessing = true;
    const inDouble = this.inDouble, pending = this.pending, kind = this.kind, known = this.known;
    const consumer = this.consumer, feedTo = this.feedTo;
    this.feedTo = cmd.feeds;
    // (mapfile's -C callback runs once every -c lines: maybe never)
    this.cond = this.cond + (this.definite(cmd.conn) && via != "trap" && via != "mapfile" && via != "readarray" ? 0 : 1);
    this.src = text; this.via = via; this.vias = chainOf(cmd, via); this.priv = privOf(cmd, via);
    this.fnBody = false; this.inDouble = false; this.pending = NO_PENDING; this.known = null;
    this.depth++;
    this.beginUnit(f.diag);
    // (eval, source and the rest of SAME_SHELL run in this shell: a cd there moves the
    // commands after it too — `eval cd / && rm -r etc`; where it may not run, the directory
    // is not known after)
    const outerDirs = SAME_SHELL.has(via) ? this.callDirs : null;
    // (a shell program a file-walking launcher runs — find -exec sh -c, xargs sh -c, fd -x
    // sh -c, parallel: its commands stand in the launcher's chain, whose rules judge them)
    const rootList = this.rootList;
    if (cmd.rootList >= 0) this.rootList = cmd.rootList;
    else if (cmd.outer != null && walkerVia(cmd.vias)) this.rootList = cmd.list;
    // (a trap's text runs later, wherever the shell is then: in a directory not known, and a
    // cd in it makes every later command's directory unknown)
    const trap = via == "trap";
    const ds = new DirState(trap ? "" : cmd.dir, scope);
    if (!trap) ds.alts = cmd.alts;
    if (outerDirs != null) { ds.stack = outerDirs.stack.slice(0); ds.errexit = outerDirs.errexit; }
    const moved = this.moves;
    // (`stdin`: the text runs with the stdin the command gets — a shell's -c, eval —: a pipe
    // that feeds `sh -c 'read f; : > "$f"'` feeds its commands, as a ( )'s)
    const feed = this.pipeFeed;
    const piped = same(cmd.conn, "|") || same(cmd.conn, "|&");
    const shared = stdin && (piped || cmd.pipeFeed >= 0);
    if (shared) { this.pipeFeed = piped ? cmd.list : cmd.pipeFeed; this.fedStdin++; }
    // (… and a redirect of its stdin, `sh -c 'xargs cat' < list.txt`: its commands read it,
    // as a ( )'s do — fed, by no pipe)
    const redirected = stdin && !shared && (cmd.hasHeredoc || cmd.stdinFed || givesStdin(cmd));
    if (redirected) { this.pipeFeed = -1; this.fedStdin++; }
    this.runList(f.list, ds);
    if (shared || redirected) { this.pipeFeed = feed; this.fedStdin--; }
    if (trap && this.moves != moved) this.trapMoves = true;
    if (outerDirs != null && !trap) {
      // (a copy of the outer directories to begin with: where it surely ran, what it left —
      // a cd in it that may fail still pending, as if the eval were that cd; where it may
      // not have run, a change leaves the directory unknown)
      // (an alias may not be expanded at all: what its text does is not sure)
      if (this.definite(cmd.conn) && cond == 0 && via != "alias") {
        outerDirs.cur = ds.cur; outerDirs.alts = ds.alts; outerDirs.stack = ds.stack; outerDirs.errexit = ds.errexit;
        if (ds.pend) this.pendFrom(outerDirs, ds, cmd);
      } else if (ds.cur != outerDirs.cur || !sameWords(ds.stack, outerDirs.stack) || ds.pend && ds.pBefore != ds.pAfter) { outerDirs.cur = ""; outerDirs.pend = false; }
    }
    this.rootList = rootList;
    this.flushHeredocs();
    this.endUnit();
    this.depth--;
    this.src = src; this.via = pvia; this.vias = vias; this.priv = priv; this.cond = cond; this.fnBody = fnBody; this.guessing = guessing;
    this.inDouble = inDouble; this.pending = pending; this.kind = kind; this.known = known;
    this.consumer = consumer; this.feedTo = feedTo;
  }

  // Push a command found inside a wrapper.
  pushInner(outer: Cmd, argv: Array<string>, lit: Array<bool>, via: string): Cmd {
    const c = new Cmd();
    c.argv = argv; c.lit = lit;
    c.depth = outer.depth; c.list = outer.list; c.rootList = outer.rootList; c.conn = outer.conn; c.dir = outer.dir; c.alts = outer.alts;
    c.outer = outer; c.feeds = outer.feeds;
    c.via = via; c.start = outer.start;
    c.guess = outer.guess;
    c.away = outer.away || this.away > 0;
    // (in a container — the innermost one a launcher is making, else its launcher's —: the
    // launcher's redirects, when it is the docker command, are the host's)
    c.mounts = this.mounts !== null ? this.mounts : outer.mounts;
    c.hostRedirects = outer.mounts === null || outer.hostRedirects;
    c.vias = chainOf(outer, via);
    c.priv = privOf(outer, via);
    c.scope = outer.scope;
    c.assigns = outer.assigns; c.assignsLit = outer.assignsLit;
    c.redirects = outer.redirects;
    c.globs = outer.globs;
    c.heredoc = outer.heredoc; c.hasHeredoc = outer.hasHeredoc; c.heredocCode = outer.heredocCode;
    outer.wraps = true;
    outer.innerRedirects = true;
    this.push(c);
    if (argv.length && !lit[0]) c.opaque = true;
    return c;
  }
}

/**
 * What installing table does, as commands: its jobs (cronCommands), or — a table with none
 * (blank, comments, settings only: `echo | crontab -`) — what `crontab -r` does, every job
 * the user had removed.
 */
export function installedTable(table: string): string {
  const jobs = cronCommands(table);
  return jobs.length ? jobs : "crontab -r\n";
}

/**
 * The commands of a crontab table (crontab(5)), one per line, as the shell cron starts
 * would read them: each line but a blank one, a `#` comment and an environment setting
 * (`NAME = value`), past its five time fields or its `@reboot`-style nickname, up to its
 * first unescaped `%` (the rest is the command's stdin, `\%` a `%`).
 */
export function cronCommands(table: string): string {
  const out = new Buf();
  let from = 0;
  while (from <= table.length) {
    let e = table.indexOf("\n", from);
    if (e < 0) e = table.length;
    const line = table.substring(from, e).trim();
    from = e + 1;
    if (line.length == 0 || line.charCodeAt(0) == 35) continue;
    // (an environment setting: NAME, blanks, `=`)
    let k = 0;
    while (k < line.length && isNameChar(line.charCodeAt(k), k == 0)) k++;
    let q = k;
    while (q < line.length && (line.charCodeAt(q) == 32 || line.charCodeAt(q) == 9)) q++;
    if (k > 0 && q < line.length && line.charCodeAt(q) == 61) continue;
    // (the schedule: a nickname, or five fields)
    let at = 0, fields = line.charCodeAt(0) == 64 ? 1 : 5;
    for (let f = 0; f < fields && at < line.length; f++) {
      while (at < line.length && line.charCodeAt(at) != 32 && line.charCodeAt(at) != 9) at++;
      while (at < line.length && (line.charCodeAt(at) == 32 || line.charCodeAt(at) == 9)) at++;
    }
    const mark = out.len;
    for (let i = at; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c == 92 && i + 1 < line.length && line.charCodeAt(i + 1) == 37) { out.char(37); i++; continue; }
      if (c == 37) break;
      out.char(c);
    }
    if (out.len > mark) out.char(10);
  }
  return out.toString();
}

/** A `>&`/`<&` target that names a descriptor: digits, `-`, or digits then `-` (a move). */
function dupTarget(t: string): bool {
  if (t == "-") return true;
  let n = t.length;
  if (n > 1 && t.charCodeAt(n - 1) == 45) n--;
  if (n == 0) return false;
  for (let i = 0; i < n; i++) { const c = t.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

/** An argument or redirect target of cmd that bash expands as a glob (Cmd#globs). */
function globWord(cmd: Cmd, text: string): void {
  if (cmd.globs === NO_WORDS) cmd.globs = [];
  cmd.globs.push(text);
}

// A redirect of stdin among a compound command's (`( … ) < f`, `<<EOF`, `<<<`).
/** A statement of redirects alone, one of them reading stdin. */
// The operator after statement i (a compound's: after the redirects the parse keeps as the
// next statement), and whether it joins the next into one list of && and || (or pipeline).
function opAt(stmts: Array<Stmt>, i: i32): string {
  const s = unchecked(stmts[i]);
  return s.op.length == 0 && i + 1 < stmts.length && redirectsOnly(unchecked(stmts[i + 1])) ? unchecked(stmts[i + 1]).op : s.op;
}
function joins(op: string): bool {
  return same(op, "&&") || same(op, "||") || same(op, "|") || same(op, "|&");
}

// A statement of redirects alone (the ones after a compound's closer, as the parse keeps them).
function redirectsOnly(s: Stmt): bool {
  const c = s.cmd;
  if (c == null || c.kind != C_CALL || s.pre != null) return false;
  const args = changetype<Call>(c).args;
  for (let i = 0; i < args.length; i++) if (unchecked(args[i]).kind != N_REDIR) return false;
  return args.length > 0;
}

// Whether a statement of redirects alone (after a compound's closer) has one that may fail
// (cannotFail, of each target as written: a quoted or expanded one is no /dev/null here).
function redirectsMayFail(s: Stmt, src: string): bool {
  if (!redirectsOnly(s)) return false;
  const args = changetype<Call>(s.cmd!).args;
  for (let i = 0; i < args.length; i++) {
    const r = changetype<Redir>(unchecked(args[i]));
    if (!cannotFail(r.op, src.substring(r.word.pos, r.word.end), true)) return true;
  }
  return false;
}

function feedsStdin(s: Stmt): bool {
  const c = s.cmd;
  if (c == null || c.kind != C_CALL) return false;
  const args = changetype<Call>(c).args;
  let reads = false;
  for (let i = 0; i < args.length; i++) {
    const a = unchecked(args[i]);
    if (a.kind != N_REDIR) return false;
    const r = changetype<Redir>(a);
    if (r.op.charCodeAt(0) == 60 && (r.fd.length == 0 || r.fd == "0")) reads = true;
  }
  return reads;
}

function readsRedirect(rs: Array<Redir> | null): bool {
  if (rs == null) return false;
  for (let i = 0; i < rs!.length; i++) { const r = rs![i]; if (r.op.charCodeAt(0) == 60 && (r.fd.length == 0 || r.fd == "0")) return true; }
  return false;
}

/** The variables that load a library into every program the dynamic loader starts. */
export const PRELOAD_VARS: Array<string> = ["LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES"];
function preloadName(n: string): bool { return PRELOAD_VARS.includes(n); }

/** A variable git reads its configuration or a program from (wasm/shell/gitrun.ts environment). */
export function gitEnvName(n: string): bool {
  return n.startsWith("GIT_") || n == "PAGER" || n == "EDITOR" || n == "VISUAL" || n == "SSH_ASKPASS";
}

/** Whether src[from, to) holds the code unit `c` (read up to `to` only: linear over a word's parts). */
function hasChar(src: string, from: i32, to: i32, c: i32): bool {
  const p = changetype<usize>(src);
  const end = min(to, src.length);
  for (let i = max(from, 0); i < end; i++) if (<i32>load<u16>(p + (<usize>i << 1)) == c) return true;
  return false;
}

/** A word of parts with a `{` in its unquoted text: it may hold a brace expansion. */
function litBrace(w: Word, src: string): bool {
  const parts = w.parts!;
  for (let i = 0; i < parts.length; i++) {
    const p = unchecked(parts[i]);
    if (p.kind == P_LIT && hasChar(src, p.pos, changetype<Part>(p).end, 123)) return true;
  }
  return false;
}

/**
 * Brace results each read as one word of their own: each parses whole as one word, and
 * none holds a substitution (a `$( )`, backticks, `<( )`, `$(( ))`, `${ }` with one of
 * those in it: commands whose text would have to be walked once a result).
 */
function readable(words: Array<string>): bool {
  for (let k = 0; k < words.length; k++) {
    const v = words[k];
    if (findChar(v, 36) < 0 && findChar(v, 96) < 0 && findChar(v, 40) < 0) continue;
    const d = new Diag();
    const ps = new Parser(v, d, 0, 0);
    const w = ps.readWord(false);
    if (ps.pos != v.length || d.errPos >= 0) return false;
    if (w.parts != null && substIn(w.parts!)) return false;
  }
  return true;
}

/** Word w is an array assignment, NAME=(…) (its value a P_ARRAY part). */
function arrayIn(w: Word): bool {
  const parts = w.parts;
  if (parts == null) return false;
  for (let i = 0; i < parts.length; i++) if (unchecked(parts[i]).kind == P_ARRAY) return true;
  return false;
}

function substIn(parts: Array<Part>): bool {
  for (let i = 0; i < parts.length; i++) {
    const p = unchecked(parts[i]);
    const k = p.kind;
    if (k == P_SUBST || k == P_BACKQ || k == P_PROC || k == P_ARITH || k == P_ARRAY || k == P_SCAN) return true;
    if (k == P_DBL && substIn(changetype<Quoted>(p).parts)) return true;
    if (k == P_PARAM && changetype<Param>(p).inner != null) return true;
  }
  return false;
}

/** Where bash may evaluate a value as arithmetic in `src` (bash(1), ARITHMETIC EVALUATION):
 * `(( ))`, `$(( ))`, `$[ ]`, `[[ ]]` (its -eq and the like), let, declare/local -i, a
 * subscript or an offset given by an expansion (`a[$x]`, `${s:$n}`). */
function arithContext(src: string): bool {
  // `((`, `$[`, `[[`, `let`, `-i`; and `[$x`, `${a[$i]}`, `${s:$n}`: a variable's value as
  // a subscript or an offset — not the `[$(` of a payload itself. (One pass over the text:
  // five String#includes took 10 ms of a megabyte's command.)
  const n = src.length;
  for (let i = 0; i + 1 < n; i++) {
    const c = src.charCodeAt(i), d = src.charCodeAt(i + 1);
    if ((c == 40 && d == 40) || (c == 36 && d == 91) || (c == 91 && d == 91) || (c == 45 && d == 105)) return true;
    if (c == 108 && d == 101 && i + 2 < n && src.charCodeAt(i + 2) == 116) return true;
    if (d == 36 && (c == 91 || c == 58) && i + 2 < n && src.charCodeAt(i + 2) != 40 && src.charCodeAt(i + 2) != 0) return true;
  }
  return false;
}

/** A brace expansion's result with no quotes: empty, it is no word at all (`a{,}` aside). */
function isBare(s: string): bool { return findChar(s, 39) < 0 && findChar(s, 34) < 0; }

/** The Output for command line `src`, starting in `cwd`, its simple commands given to `h`. */
export function interpret(src: string, cwd: string, h: Handler): Output {
  const it = new Interp(h);
  it.arith = arithContext(src);
  it.cwd0 = cwd;
  it.run(parseText(src, 0), cwd);
  return it.out;
}

/** The wrappers on the way include a launcher that runs a command per file or input line. */
function walkerVia(vias: string): bool {
  return vias.includes(",find,") || vias.includes(",gfind,") || vias.includes(",fd,") || vias.includes(",fdfind,") || vias.includes(",xargs,") || vias.includes(",parallel,");
}

/** Two lists of words are equal, word by word. */
function sameWords(a: Array<string>, b: Array<string>): bool {
  if (a.length != b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
  return true;
}

/** The descriptor a /dev/stdin, /dev/fd/N or /proc/(self|thread-self)/fd/N path names ("" for none; not stdout or stderr). */
export function devFd(path: string): string {
  let n = "";
  if (path == "/dev/stdin") n = "0";
  else if (path.startsWith("/dev/fd/")) n = path.substring(8);
  else if (path.startsWith("/proc/self/fd/")) n = path.substring(14);
  else if (path.startsWith("/proc/thread-self/fd/")) n = path.substring(21);
  if (n.length == 0 || n.length > 3 || n == "1" || n == "2") return "";
  for (let i = 0; i < n.length; i++) if (n.charCodeAt(i) < 48 || n.charCodeAt(i) > 57) return "";
  return n;
}

/** The file descriptor-path `path` reopens for cmd: its own `N<FILE`, or an `exec N<FILE` before it; null when not known. */
export function fdFileOf(p: Interp, cmd: Cmd, path: string): string | null {
  const n = devFd(path);
  if (n.length == 0) return null;
  for (let i = cmd.redirects.length - 1; i >= 0; i--) {
    const r = cmd.redirects[i];
    if ((r.op == "<" || r.op == "<>") && r.literal && (r.fd.length ? r.fd : "0") == n) return r.target;
  }
  return p.fdFiles.has(n) ? p.fdFiles.get(n) : null;
}

// A redirect of cmd's that may fail (a file that may be missing or not writable): all but
// /dev/null, a descriptor's copy or close, and heredocs.
// A function's name as written: bash defines none whose name is quoted or escaped (`'rm'()`).
function plainName(src: string, w: Word | null): bool {
  if (w == null) return false;
  for (let i = w.pos; i < w.end; i++) { const c = src.charCodeAt(i); if (c == 39 || c == 34 || c == 92 || c == 36 || c == 96) return false; }
  return true;
}
function firstWord(call: Call): Word | null {
  for (let i = 0; i < call.args.length; i++) { const a = unchecked(call.args[i]); if (a.kind != N_REDIR) return changetype<Word>(a); }
  return null;
}

function mayFailRedirect(cmd: Cmd): bool {
  for (let i = 0; i < cmd.redirects.length; i++) {
    const r = cmd.redirects[i];
    if (!cannotFail(r.op, r.target, r.literal)) return true;
  }
  return false;
}

// A redirect that cannot fail: a heredoc or a here-string, /dev/null, or a duplication of a
// descriptor (`2>&1`, `<&-`); any other opens or creates a file, which may fail.
function cannotFail(op: string, target: string, literal: bool): bool {
  if (op == "<<" || op == "<<<" || op == "<<-") return true;
  if (literal && target == "/dev/null") return true;
  return (op == ">&" || op == "<&") && literal && (target == "-" || isDigits(target, 0));
}

// The word src[pos, end) begins with the home as bash expands it: an unquoted `~` alone or
// before `/`, or `$HOME`/`${HOME}`, bare or first in double quotes (bash(1) "Tilde
// Expansion": a tilde-prefix with a quoted character is not expanded).
function homeSource(src: string, pos: i32, end: i32): bool {
  if (pos >= end) return false;
  if (src.charCodeAt(pos) == 126) return pos + 1 == end || src.charCodeAt(pos + 1) == 47;
  let i = pos;
  if (src.charCodeAt(i) == 34) i++;
  if (src.startsWith("${HOME}", i)) return true;
  return src.startsWith("$HOME", i) && (i + 5 >= end || !isNameChar(src.charCodeAt(i + 5), false));
}

// Every variable assigned since log entry `mark` is not known from here: what a subshell
// (a pipeline's element, a background job) assigned ends with it, leaving what it held.
function forgetSince(log: Output, mark: i32): void {
  for (let i = mark; i < log.logNames.length; i++) log.logScopes[i].set(log.logNames[i], V_UNKNOWN, "");
}

// A for list's word that bash expands to its own text, once: none of the characters that
// start a glob or a brace expansion (`*`, `?`, `[`, `{`, extglob's `(`) appear in it.
function globListWord(src: string, pos: i32, end: i32): bool {
  for (let i = pos; i < end; i++) { const c = src.charCodeAt(i); if (c == 123 || c == 40 || c == 34 || c == 39 || c == 92 || c == 36 || c == 96) return false; }
  return true;
}
function plainListWord(src: string, pos: i32, end: i32): bool {
  for (let i = pos; i < end; i++) { const c = src.charCodeAt(i); if (c == 42 || c == 63 || c == 91 || c == 123 || c == 40) return false; }
  return true;
}

// A directory the model keeps under the home (`~/x/..`) normalized, "" above the home;
// any other directory as it is.
function underHome(d: string): string {
  return d.length > 0 && d.charCodeAt(0) == 126 ? homeDir(d) : d;
}

// A relative path of `..` and `.` segments only: a cd to it cannot fail.
function upOnly(t: string): bool {
  if (t.length == 0 || t.startsWith("/")) return false;
  const parts = t.split("/");
  for (let i = 0; i < parts.length; i++) { const s = parts[i]; if (s.length && s != "." && s != "..") return false; }
  return true;
}

function sameStack(a: Array<string>, b: Array<string>): bool {
  if (a.length != b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
  return true;
}
// (a stack that is either: its entries unknown where they differ)
// Whether t is one $(( )) and nothing else (its parentheses close only at its end).
function arithOnly(t: string): bool {
  if (t.length < 5 || !t.startsWith("$((") || !t.endsWith("))")) return false;
  let depth = 0;
  for (let i = 1; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c == 96) return false;
    if (c == 40) depth++;
    else if (c == 41 && --depth == 0 && i != t.length - 1) return false;
  }
  return depth == 0;
}

function eitherStack(a: Array<string>, b: Array<string>): Array<string> {
  const n = max(a.length, b.length);
  const r = new Array<string>(n);
  for (let i = 0; i < n; i++) r[i] = a.length == b.length && a[i] == b[i] ? a[i] : "";
  return r;
}
