// The shell model: bash as agents write it → the list of simple commands.
//
// Input: one command string (UTF-16, as the engine receives it) and the directory it
// starts in. Output: `Cmd` records in source order, each with its argv as written (quotes
// removed, escapes resolved), its redirects, the connector before it, its nesting depth,
// the list it belongs to, the directory it runs in (after `cd`/`pushd`), and an `opaque`
// mark where a word cannot be resolved without running anything.
//
// Why a real parser: regex over text is how the hand-written guards failed (seed 001: a
// `script -qec "…"` hid a command from the matcher). Here quoting, `$( )`, backticks,
// heredocs, wrappers and `-c` strings are all taken apart the way bash would.
//
// The stages (wasm/shell/lexer.ts lists the files): the text is read into a syntax tree
// (lexer, parser), which is walked into Cmd records (interp, expand); this file is the
// last stage, what a command means beyond the shell's own grammar — wrappers that run
// their arguments as a command (sudo, env, xargs, find -exec …), strings they give a
// shell to parse again (sh -c, eval, su -c, a heredoc fed to bash), interpreters' inline
// programs (python -c, node -e) — handed each simple command by the walk (Handler).
//
// Cost: the parse and the walk are O(n) in the text's length; nested constructs recurse
// with a hard depth bound (MAX_DEPTH) and re-parsed strings (`sh -c`, `eval`) count
// against the same bound, so a hostile input cannot exhaust the stack. Work is further
// capped by MAX_COMMANDS; past either limit the result is marked `overflow`, which the
// engine turns into the rule set's failure verdict, never into silence. A long literal
// word (over LAZY_WORD code units) is copied out of the text only when its text is read
// (Cmd#argv): a megabyte's argument that no rule reads costs no second megabyte.

import { Buf, NameSet, List, latin1, listed, findChar, lastChar, joinWords, joinPath, normPath, basename, blankWords, isDigits, unsuffixed } from "./shell/text";
import { parseTar } from "./shell/tar";
import { parseText } from "./shell/parser";
import { Cmd, Mounts, Redirect, stdinFed, givesStdin, Output, NO_WORDS, NO_FLAGS, NO_KINDS, WK_MULTI, WK_NODASH, WK_DASH, WK_PART, notOption, envValue, UNKNOWN_VALUE, isPerl, isVim, exeless } from "./shell/cmd";
import { readFind, pathsNoDash, FR_PRIMARY, FIND_WRITES } from "./shell/find";
import { same, isNameChar, hexVal } from "./shell/lexer";
import { Interp, Handler, interpret, assignedName, pagerAssign, VAR_BUILTINS, ALIAS_UNKNOWN, PRELOAD_VARS, knownArgs, fdFileOf, installedTable } from "./shell/interp";
import { joinedLit, globbedAt, literalOutput, echoOption, printfText } from "./shell/expand";
import { V_KNOWN, V_UNKNOWN } from "./shell/vars";
import { setGlobDots, setGlobNocase, resetGlobBudget } from "./dfa";
import { isLauncher, launcherAt, strange, startsShell, NONE, envSplitWords, splitLit, Opts, mode, launchText, launchEnd, moved, away, stdinShut, launchPrefix, launchPrefixAt, launchDrop, movedTo, movedAt, MOVED_FIXED, optCount, optTexts, optAt, optRemote, M_ARGV, M_TEXT, M_JOIN, M_REMOTE, M_STDIN, specBin, contained, mountsUnknown, mountDst, mountSrc, mountAt, mountWords, containerWd, containerWdAt } from "./shell/launch";
import { containerize, containerPath, reachesHost, hostFile, OWN_SOURCE } from "./shell/container";
import { gitRun, gitProgram, gitSubAt, mayBeGit, writesGitConfig, writesConfigText, writesOtherConfig } from "./shell/gitrun";
import { commandKey, foldCase, nocase, ruleNamed, specOf } from "./specs";
import { Found, F_LINE, F_ARGV, L_NONE, L_PY, L_LUA, L_TCL, L_AWK, L_VIM, setProgramArgs, langOf, pyLike, nodeLike, extract, makefile, makeFlags, exProgram, toolPrograms, TOOLS, MAKE_PROGRAMS, isDbShell, dbCommands } from "./shell/inline";

// What the engine, the git model and the generated rules read of the shell model.
export { Buf, NameSet, List, latin1, listed, tableIndex, findChar, lastChar, joinPath, normPath, joinWords, basename } from "./shell/text";
export { Cmd, Output, Redirect, ListInfo, MAX_DEPTH, MAX_COMMANDS, LAZY_WORD, UNK_ONE, UNK_OPT, UNK_MANY, unkOf, wordAt, notOption, isUnk } from "./shell/cmd";
export { PRIVILEGED } from "./shell/interp";

/** The shell model's reading of `src`, a command line run in `cwd`. */
export function parseShell(src: string, cwd: string): Output {
  resetGlobBudget();
  setGlobDots(false);
  setGlobNocase(false);
  return interpret(src, cwd, WRAPPERS);
}

// The Handler: each simple command the walk finds is looked into here.
class Wrappers extends Handler {
  simple(it: Interp, cmd: Cmd): void { unwrap(it, cmd, 0); }
  script(it: Interp, cmd: Cmd): void { heredocProgram(it, cmd); }
  finish(it: Interp): void {
    startupWritten(it);
    // (commands found in a container made here, into the host's terms: wasm/shell/container.ts)
    const cs = it.out.cmds;
    for (let i = 0; i < cs.length; i++) if (cs[i].mounts !== null) containerize(cs[i]);
  }
  // (`{ echo …; } > x.sh`, `for …; done > x.sh`: a file written with a text not known here)
  // (… and a git configuration file so written, `{ echo '[core]'; …; } >> .git/config`:
  // anything git reads, as a program's write there is — gitRun)
  bare(it: Interp, cmd: Cmd): void {
    // (a command of redirects only, `> b`, writes through a link the call made as any does)
    if (it.links.length || it.linksUnknown) throughLinks(it, cmd);
    noteWritesBy(it, cmd, null); configWrites(it, cmd);
  }
}
const WRAPPERS = new Wrappers();

// ─── wrappers ──────────────────────────────────────────────────────────────────
// A wrapper runs (part of) its arguments as a command. `unwrap` finds that command,
// pushes it with `via` set, and recurses on it (sudo env nice git …), bounded by depth.

const SHELLS = new NameSet(latin1(",sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,busybox,csh,tcsh,ksh93,oksh,loksh,pdksh,lksh,posh,osh,ysh,hush,sash,bosh,"));
// every name `unwrap` looks into (keep in step with its branches); others are left as they are
const UNWRAPPED = new NameSet(latin1(",compgen,sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,busybox,csh,tcsh,ksh93,oksh,loksh,pdksh,lksh,posh,osh,ysh,hush,sash,bosh,toybox,coreutils,sem,env,command,builtin,nohup,chronic,unbuffer,caffeinate,noglob,nocorrect,exec,time,nice,ionice,timeout,stdbuf,sudo,doas,su,runuser,xargs,watch,parallel,find,fd,fdfind,eval,script,setsid,flock,strace,ltrace,taskset,chrt,source,.,trap,"));

function isShell(n: string): bool { return SHELLS.has(n); }

// Homebrew installs GNU coreutils, findutils and time with a "g" before each name (gtimeout,
// genv, gxargs, gfind …): the same tools, read by the same grammars. (Cmd#name takes the
// prefix off every GNU tool's name already — wasm/shell/cmd.ts gnuTool; this list stays
// for the wrappers' own reading.)
const GNU_PREFIXED = new NameSet(latin1(",genv,gnice,gnohup,gstdbuf,gtimeout,gchroot,gtime,gxargs,gfind,"));
// Debian and Alpine ship busybox under other names too (busybox.static, busybox-static,
// busybox.nosuid): the same multi-call binary.
function gnuName(n: string): string {
  if (n.length > 3 && n.charCodeAt(0) == 103 /* g */ && GNU_PREFIXED.has(n)) return n.substring(1);
  if (n.length > 8 && n.startsWith("busybox") && (n.charCodeAt(7) == 46 || n.charCodeAt(7) == 45)) return "busybox";
  return versionedShell(n);
}

// A shell or interpreter installed under its version (bash5, bash-5.2, zsh-5.9, lua5.4,
// php8.2, ruby3.3, tclsh8.6): that program. Perl's names are its own predicate's
// (wasm/shell/cmd.ts isPerl: perl5.38, perl5.36-x86_64-linux-gnu; perl6 is Raku).
function versionedShell(n: string): string {
  if (n.startsWith("perl")) return isPerl(n) ? "perl" : n;
  let e = n.length;
  while (e > 0 && ((n.charCodeAt(e - 1) >= 48 && n.charCodeAt(e - 1) <= 57) || n.charCodeAt(e - 1) == 46)) e--;
  if (e == n.length || e == 0) return n;
  if (n.charCodeAt(e - 1) == 45) e--;
  const base = n.substring(0, e);
  return base != n && (base == "bash" || base == "zsh" || base == "dash" || base == "mksh" || base == "yash"
    || base == "lua" || base == "php" || base == "ruby" || base == "tclsh" || base == "wish") ? base : n;
}

/** A short-option bundle made only of the letters of `set` (`-nl`). */
function onlyLetters(a: string, set: string): bool {
  for (let k = 1; k < a.length; k++) if (findChar(set, a.charCodeAt(k)) < 0) return false;
  return true;
}

// strace's and ltrace's options that take a separate value (strace(1), ltrace(1); also the
// engine's reading of their -o log: wasm/engine.ts traceOutput)
export const STRACE_VALUED = latin1(",-e,-o,-p,-s,-u,-E,-a,-b,-I,-O,-S,-X,-P,-U,--output,");
export const LTRACE_VALUED = latin1(",-e,-o,-p,-s,-u,-a,-A,-D,-F,-l,-n,-x,-w,");

// Skip options of a wrapper: `valued` lists options that take a separate value.
// Returns the index of the first operand, or -1 when the options run out.
function skipOpts(argv: Array<string>, from: i32, valued: List, stopAtDashDash: bool = true): i32 {
  let i = from;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--" && stopAtDashDash) return i + 1;
    if (a.length < 2 || a.charCodeAt(0) != 45) return i;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (eq < 0 && listed(valued, name, true)) i++;
      i++;
      continue;
    }
    // short bundle: the first valued letter takes the rest or the next word
    let consumed = false;
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (listed(valued, f)) { if (k == a.length - 1) i++; consumed = true; break; }
    }
    i++;
    if (consumed) continue;
  }
  return -1;
}

function slice(a: Array<string>, from: i32): Array<string> { return a.slice(from); }
function sliceB(a: Array<bool>, from: i32): Array<bool> { return a.slice(from); }

/** cmd has an input redirect (`<`, `<>`) of a named file. */
function readsRedirected(cmd: Cmd): bool {
  for (let i = 0; i < cmd.redirects.length; i++) { const o = cmd.redirects[i].op; if (o == "<" || o == "<>") return true; }
  return false;
}

// GLOBIGNORE set, not empty, where the command runs: dotglob is on (bash(1) "GLOBIGNORE").
function globIgnoreSet(cmd: Cmd): bool {
  if (cmd.scope == null) return false;
  const v = cmd.scope!.lookup("GLOBIGNORE");
  return v != null && (v.state == V_UNKNOWN || v.state == V_KNOWN && v.value.length > 0);
}

// A git configuration file the command writes: its text is not known here (a program's, a
// group's, a loop's or a descriptor's write), or it may define an alias (`git config alias.X`).
function configWrites(p: Interp, cmd: Cmd): void {
  if (!p.gitConfigText && writesConfigText(cmd)) { p.gitConfigText = true; p.gitConfigWritten = true; }
  else if (!p.gitConfigWritten && writesGitConfig(cmd)) p.gitConfigWritten = true;
  if (!p.gitConfigOther && writesOtherConfig(cmd)) p.gitConfigOther = true;
}

function unwrap(p: Interp, cmd: Cmd, level: i32): void {
  if (level > 16) { p.out.overflow = true; return; }
  if (cmd.opaque || cmd.argc() == 0) return;
  if ((p.aliases != null || p.aliasAny || p.aliasGlobal) && expandAlias(p, cmd) && cmd.wraps) return;
  if (p.made != null && madeProgram(p, cmd, level)) return;
  noteWrites(p, cmd);
  if ((p.written != null || p.edited != null) && writtenProgram(p, cmd, level)) return;
  if (p.written != null && reversesWrittenPatch(p, cmd)) { cmd.wraps = true; cmd.opaque = true; return; }
  if (p.links.length || p.linksUnknown) throughLinks(p, cmd);
  // (under nullglob a glob that matches nothing is no word: `find nomatch* -delete` finds
  // from `.`, the operands after it move: each glob is a word known only when it runs)
  // (under dotglob, or with GLOBIGNORE set, a wildcard matches a name's leading `.` — bash(1)
  // "Pathname Expansion": `rm -r *` reaches .git — for the rest of the call)
  if (cmd.globs.length && (p.dotglob || globIgnoreSet(cmd))) setGlobDots(true);
  // (under nocaseglob its letters match either case: `*.KEY` is `a.key`'s)
  if (cmd.globs.length && p.nocaseglob) setGlobNocase(true);
  if (p.nullglob && cmd.globs.length) for (let k = 1; k < cmd.argc(); k++) if (cmd.lit[k] && globbedAt(cmd, k)) markUnknown(cmd, k, true);
  // (an operand /dev/stdin, /dev/fd/N: the file that descriptor holds — `truncate -s0
  // /dev/stdin < ~/.bashrc`)
  // (only where a descriptor holds a file: the words are not copied out of the source else)
  if (p.fdFiles.size > 0 || readsRedirected(cmd)) for (let k = 1; k < cmd.argc(); k++) {
    if (!cmd.lit[k] || cmd.argv[k].length < 9 || cmd.argv[k].charCodeAt(0) != 47) continue;
    const f = fdFileOf(p, cmd, cmd.argv[k]);
    if (f != null) cmd.argv[k] = f!;
  }
  // (a library preloaded into it — LD_PRELOAD=x.so ls — runs code not known here)
  if (p.preloadSet && preloaded(cmd)) { cmd.wraps = true; cmd.opaque = true; }
  if (cmd.lit[0] && nocase()) foldWord(cmd);
  const n = gnuName(cmd.name());
  if (p.written != null && (writtenCode(p, cmd, n) || writtenOnPath(p, cmd))) cmd.opaque = true;
  if (codeElsewhere(cmd, n) || PROJECT_RUNNERS.has(n) && n != "deno" && runnerFileElsewhere(cmd)) { cmd.wraps = true; cmd.opaque = true; }
  configWrites(p, cmd);
  // (most commands run no inline program: extractScript is compiled only for one that may)
  if (n == "deno" || isInterpreter(n)) extractScript(p, cmd, level);
  if (UNWRAPPED.has(n)) unwrapWrapper(p, cmd, n, level);
  else if (LATER.has(n)) laterCode(p, cmd, n);
  else if (TOOLS.has(n)) {
    inlineTool(p, cmd, n, level);
    // (a package tool's hooks read, its words are still guessed as any unknown command's)
    if (!cmd.wraps && !cmd.opaque && (n.startsWith("apt") || n == "dpkg" || n.startsWith("rpm") || n == "mosh" || n == "nc" || n == "ncat" || n == "netcat")) guessInner(p, cmd, n, level);
  }
  else if (isLauncher(n)) launcher(p, cmd, n, level);
  else if (OTHERS.has(n)) others(p, cmd, n, level);
  else if (mayBeGit(n) && gitProgram(cmd.word()).length) { gitRun(p, cmd, level, unwrap); restoredByShow(p, cmd, cmd, level); } // (the programs git's configuration runs: shell/gitrun.ts)
  else if (!cmd.wraps && !cmd.opaque && n != "deno" && !isInterpreter(n)) guessInner(p, cmd, n, level);
  if (n == "tee" || n == "sponge" || n == "cp" || n == "install" || n == "dd" || n == "cat") teeFromShow(p, cmd, n, level);
  if (CARRIERS.has(n)) carriedWrites(p, cmd, n);
  // (the command that gets the words, not a wrapper of it; the builtins that evaluate their
  // words have them read already: laterCode)
  if (p.arith && !cmd.wraps && (!LATER.has(n) || (n == "printf" && !printfSetsVar(cmd)))) payloadWords(p, cmd);
}

// A program the model does not know may be a launcher (gosu, cross-env, `mise exec`, one
// not written yet): what it runs is unknown, as the threat model has it. Its operands from
// a word that names a command the rule set's rules or the model know are read as a command
// it may run (`mytool --as app rm -rf ~`): a deny or ask on that command is the rule set's
// unknown verdict (Cmd#guess), never silence, and nothing else changes. Not for the
// programs of PLAIN, documented to take command names as data, nor for one the rule set
// names or has a spec of (its rules read its words: `lsof +D /var/log`, kubectl). At most
// GUESSES such words a command; past them the program is unknown, so padding is no way
// around it.
// Cost: one pass over the words; a copy of the words after each of at most GUESSES.
// PLAIN: the coreutils that run no program (GNU coreutils' manual: not env, nice, nohup,
// timeout, stdbuf, chroot, runcon), pagers and file readers, the commands that look up or
// describe a program by name (man, which, type, tldr), searchers, process signallers by
// name, and the container and cluster CLIs (what runs in a container or a cluster is
// outside these rule sets; helm's `search hub`, `repo add NAME` name no program).
const PLAIN = new NameSet(latin1(",echo,printf,yes,true,false,:,test,[,expr,cat,tac,nl,od,base32,base64,basenc,fmt,pr,fold,head,tail,split,csplit,wc,sum,cksum,b2sum,md5sum,sha1sum,sha224sum,sha256sum,sha384sum,sha512sum,sort,shuf,uniq,comm,ptx,tsort,cut,paste,join,tr,expand,unexpand,ls,dir,vdir,dircolors,dd,shred,link,mkdir,mkfifo,mknod,readlink,rmdir,unlink,chown,chgrp,chmod,touch,df,du,stat,sync,truncate,tee,basename,dirname,pathchk,mktemp,realpath,pwd,stty,printenv,tty,id,logname,whoami,groups,users,who,date,arch,nproc,uname,hostname,hostid,uptime,seq,factor,numfmt,sleep,less,more,most,bat,batcat,file,diff,cmp,strings,xxd,hexdump,tree,jq,yq,zcat,zless,gzip,gunzip,bzip2,xz,zstd,man,info,whatis,apropos,which,whereis,type,help,tldr,command-not-found,grep,egrep,fgrep,rg,ag,ack,pgrep,pkill,killall,kill,ps,complete,compgen,cd,pushd,popd,dirs,history,logger,docker,podman,nerdctl,kubectl,oc,helm,"));
const GUESSES = 8;
// The package managers, whose install, remove, upgrade, search and show commands take
// package names (`apt-get install -y git make`, `brew install git git-lfs`): names of
// commands as data, never run (apt-get(8), dnf(8), apk(8), brew(1), …). Only when the first
// word that is not an option is such a verb, literal: another first word (`brew bundle exec
// CMD`, `mise exec CMD`, an option's value) is guessed at as before.
const PACKAGERS = new NameSet(latin1(",apt,apt-get,aptitude,apk,dnf,yum,microdnf,zypper,port,choco,scoop,winget,snap,flatpak,brew,mise,asdf,"));
const PACKAGE_VERBS = latin1(",install,reinstall,remove,uninstall,purge,erase,upgrade,add,del,info,show,search,download,use,");
function packageVerb(cmd: Cmd): bool {
  const argv = cmd.argv;
  for (let i = 1; i < argv.length; i++) {
    const w = argv[i];
    if (!cmd.lit[i]) return false;
    if (w.length > 1 && w.charCodeAt(0) == 45 /* - */ && w != "--") continue;
    return listed(PACKAGE_VERBS, w);
  }
  return false;
}
// (what a launcher runs is a program: never one of the shell's builtins — `du -sh .`)
const BUILTIN_WORDS = new NameSet(latin1(",.,source,eval,exec,command,builtin,trap,time,noglob,nocorrect,"));
function guessInner(p: Interp, cmd: Cmd, n: string, level: i32): void {
  // (a word with `=` that bash did not take as an assignment, `1A=2 git …`, or one starting
  // with `-` — `env -i A=1 -- git …` runs a program named `--` — names no program)
  if (findChar(n, 61) >= 0 || n.startsWith("-")) return;
  if (PLAIN.has(n) || ruleNamed(n) || specOf(n) != null || VAR_BUILTINS.has(n) || LATER.has(n)) return;
  const argv = cmd.argv;
  if (PACKAGERS.has(n) && packageVerb(cmd)) return;
  let made = 0;
  for (let i = 1; i < argv.length; i++) {
    if (!cmd.lit[i]) continue;
    const w = argv[i];
    if (w.length == 0 || w.charCodeAt(0) == 45 /* - */) continue;
    // (one word holding a command line — `rc -c 'rm -rf ~'`, `watchexec 'git clean -fdx'`,
    // a terminal's `-e 'CMD'` —: its first word names the program)
    const blank = firstBlank(w);
    const b = commandKey(basename(blank < 0 ? w : w.substring(0, blank)));
    if (BUILTIN_WORDS.has(b) || !ruleNamed(b) && !modelNamed(b)) continue;
    if (++made > GUESSES) { cmd.wraps = true; cmd.opaque = true; return; }
    if (blank >= 0) {
      const guessing = p.guessing;
      p.guessing = true;
      p.reparse(w, cmd, n);
      p.guessing = guessing;
      continue;
    }
    const wraps = cmd.wraps, inner = cmd.innerRedirects;
    const c = p.pushInner(cmd, argv.slice(i), cmd.lit.slice(i), n);
    cmd.wraps = wraps; cmd.innerRedirects = inner; // (the program itself is read as before)
    c.guess = true;
    unwrap(p, c, level + 1);
  }
}

/** The index of the first blank (space, tab, newline) in w, or -1. */
function firstBlank(w: string): i32 {
  for (let i = 0; i < w.length; i++) { const c = w.charCodeAt(i); if (c == 32 || c == 9 || c == 10) return i; }
  return -1;
}

/** A command the shell model looks into: a wrapper, launcher, interpreter, tool, or git. */
// (ImageMagick's tools and Ghostscript are read for the pipes their file names open; their
// names are also other tools' subcommands — `qemu-img convert`, `git gs` —, not guessed)
const UNGUESSED = new NameSet(latin1(",convert,compare,identify,composite,montage,mogrify,conjure,gs,gsc,"));
function modelNamed(b: string): bool {
  return UNWRAPPED.has(b) || TOOLS.has(b) && !UNGUESSED.has(b) || isLauncher(b) || OTHERS.has(b) || isInterpreter(b) || b == "deno"
    || b == "git" || b == "git.exe" || b.startsWith("git-") || WRITERS.has(b);
}
// (the tools whose written files the engine reads — writes(), overwrites(): a program not
// known here may run one, `ifne truncate -s0 ~/.bashrc`)
const WRITERS = new NameSet(latin1(",truncate,dd,tee,shred,sponge,uniq,shuf,xxd,iconv,openssl,ssh-keygen,gpg,gpg2,touch,mkdir,"));

// A rule set that compares command names in any case (a case-insensitive filesystem, as
// macOS's default, runs `SUDO` as sudo and `PYTHON` as python) has the model look into them
// so too: the command word's last segment is lowercased here when it then names one the
// model looks into (and Rscript, R keep their capital); other names stay as written. Builtins
// were read before (a `CD` runs no builtin cd: it moves nothing).
const MIXED_CASE = new Map<string, string>();
MIXED_CASE.set("rscript", "Rscript"); MIXED_CASE.set("r", "R");
function foldWord(cmd: Cmd): void {
  const w = cmd.word();
  const b = basename(w);
  let f = foldCase(b);
  if (f == b) return;
  if (MIXED_CASE.has(f)) f = MIXED_CASE.get(f);
  // (a `.exe` suffix in any case, as Windows' shells find the program: `RM.EXE` is rm.exe)
  else if (!modelNamed(f) && !modelNamed(exeless(f))) return;
  cmd.argv[0] = w.substring(0, w.length - b.length) + f;
}

// the other commands `unwrap` looks into (one set test for a command that is none of them)
const OTHERS = new NameSet(latin1(",rename,rename.ul,fc,gdb,lldb,sg,capsh,exe,alias,unalias,ln,cp,install,mv,gcp,ginstall,gmv,link,hash,hub,yadm,vcsh,enable,crontab,julia,elixir,iex,mix,erl,ghc,ghci,runghc,runhaskell,groovy,scala,kotlin,kotlinc,R,emacs,gnuplot,xonsh,nu,elvish,jshell,murex,guile,racket,raku,perl6,rakudo,sbcl,clisp,ecl,octave,octave-cli,qjs,swipl,pike,tcc,chicken-csi,gosh,scheme,rhino,gprolog,ocaml,maxima,sage,coconut,crystal,jrunscript,dc,ed,red,bb,csi,jjs,gp,hy,irb,chez,petite,nim,v,rc,es,ion,oil,brush,zx,m4,groff,nroff,troff,mount,bindfs,lab,cmd,ansible-playbook,tex,latex,pdflatex,xelatex,lualatex,luatex,pdftex,xetex,luahbtex,lualatex-dev,pdflatex-dev,ftp,tnftp,pftp,lftp,newgrp,hatch,pixi,devbox,gcc,g++,cc,c++,gfortran,gccgo,gdc,mvn,mvnw,pry,"));

function others(p: Interp, cmd: Cmd, n: string, level: i32): void {
  if (n == "rename" || n == "rename.ul") renameMoves(p, cmd, n, level);
  else if (n == "fc") fcRerun(cmd);
  else if (n == "gdb") gdbInner(p, cmd, level);
  else if (n == "lldb") lldbInner(p, cmd, level);
  else if (n == "sg") sgInner(p, cmd, level);
  // newgrp [-] [GROUP]: it runs the user's login shell in the new group, which reads stdin (newgrp(1))
  else if (n == "newgrp") shellOnStdin(p, cmd, n, "sh", true, null, level);
  // hatch shell [ENV], pixi shell, devbox shell: the environment's shell, spawned, which
  // reads stdin when that is no terminal (their manuals, as poetry's and pipenv's `shell`);
  // their `run` is not read here: guessed, as any program's not known
  else if (n == "hatch" || n == "pixi" || n == "devbox") {
    if (cmd.argc() > 1 && cmd.lit[1] && cmd.argv[1] == "shell") shellOnStdin(p, cmd, n, "sh", true, null, level);
    else guessInner(p, cmd, n, level);
  }
  else if (n == "gcc" || n == "g++" || n == "cc" || n == "c++" || n == "gfortran" || n == "gccgo" || n == "gdc") gccWrapper(p, cmd, n, level);
  else if (n == "mvn" || n == "mvnw") mavenExec(p, cmd, n);
  else if (n == "capsh") capshInner(p, cmd, level);
  else if (n == "exe") {
    // /proc/self/exe is the running shell's own binary: bash, run again with these words.
    // Another path to an `exe` under /proc or /dev (`/dev/fd/../exe`, `/proc/self/fd/../exe`
    // — the kernel follows /dev/fd and /proc/self/fd there —, `/proc/1/exe`) is a program
    // not known here; a bare `exe` is a program found on PATH, like any other.
    const w = cmd.word();
    if (findChar(w, 47) < 0) return;
    const abs = joinPath(cmd.dir, w);
    if (abs == "/proc/self/exe" || abs == "/proc/thread-self/exe") {
      const words = cmd.argv.slice(0); words[0] = "bash";
      unwrap(p, p.pushInner(cmd, words, cmd.lit.slice(0), "exe"), level + 1);
    } else if (abs.length == 0 || abs.startsWith("/proc/") || abs.startsWith("/dev/")) { cmd.wraps = true; cmd.opaque = true; }
  }
  else if (n == "hub" || n == "lab" || n == "yadm" || n == "vcsh") gitFrontEnd(p, cmd, n, level);
  else if (n == "enable") enableBuiltins(p, cmd);
  else if (n == "ln") makesLink(p, cmd);
  else if (n == "mount" || n == "bindfs") mounts(p, cmd);
  else if (n == "cp" || n == "install" || n == "mv") { makesCopy(p, cmd, n); if (n == "cp" && cpLinks(cmd)) makesLink(p, cmd); }
  // (link(1) makes a second name of one file: a hard link, as `ln FILE1 FILE2`)
  else if (n == "link") { if (cmd.argc() == 3 && cmd.lit[2]) copiedWrite(p, cmd, 1, cmd.argv[2]); makesLink(p, cmd); }
  else if (n == "crontab") installsCrontab(p, cmd);
  else if (n == "hash") defineHash(p, cmd);
  else if (n == "alias" || n == "unalias") defineAlias(p, cmd, n);
  else foreignCode(p, cmd, n); // julia, erl, emacs, nu, …
}

// fc runs commands again from the history list (`fc -s`, `fc -e ED`, which `history -s`
// and `history -r FILE` fill): not known here. `fc -l` only lists them.
function fcRerun(cmd: Cmd): void {
  const argv = cmd.argv;
  for (let i = 1; i < argv.length && argv[i].startsWith("-") && argv[i] != "--"; i++) {
    if (!cmd.lit[i]) break;
    if (argv[i] == "-e") { i++; continue; }
    if (findChar(argv[i], 108) > 0) return; // -l
  }
  cmd.wraps = true; cmd.opaque = true;
}

// hub (GitHub's wrapper, often `alias git=hub`) runs git with the same words, besides its
// own commands (which git does not know: judged as git's unknown ones). yadm(1) runs git
// on the dotfiles repository (`yadm push`), except its own commands: `enter [CMD…]` runs
// CMD (or a shell) in that environment, `bootstrap` runs a program of the user's
// (~/.config/yadm/bootstrap: not known here), the others manage yadm itself.
const YADM_OWN = latin1(",alt,bootstrap,clean,config,decrypt,encrypt,enter,git-crypt,help,init,introspect,list,perms,transcrypt,upgrade,version,clone,");
// vcsh(1) REPO GITCMD… runs git in REPO; `run REPO CMD…` runs CMD there; `foreach [-g]
// GITCMD…`, `push`, `pull` and `commit` run git in every repository; the rest manage vcsh.
const VCSH_OWN = latin1(",clone,delete,enter,help,init,list,list-tracked,list-untracked,rename,status,upgrade,version,which,write-gitignore,");
function gitFrontEnd(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  if (n == "vcsh") {
    if (argv.length < 2 || listed(VCSH_OWN, argv[1])) return;
    const sub = argv[1];
    if (sub == "run") { if (argv.length > 3) unwrapInner(p, cmd, 3, argv.length, n, level); return; }
    let from = 2;
    if (sub == "push" || sub == "pull" || sub == "commit") from = 1;
    else if (sub == "foreach") { if (argv.length > 2 && argv[2] == "-g") from = 3; }
    if (from >= argv.length) return;
    const words = argv.slice(from - 1); words[0] = "git";
    const lits = cmd.lit.slice(from - 1); lits[0] = true;
    unwrap(p, p.pushInner(cmd, words, lits, n), level + 1);
    return;
  }
  if (n == "yadm" && argv.length > 1 && listed(YADM_OWN, argv[1])) {
    const sub = argv[1];
    if (sub == "enter" && argv.length > 2) unwrapInner(p, cmd, 2, argv.length, n, level);
    else if (sub == "bootstrap" || sub == "git-crypt" || sub == "transcrypt") { cmd.wraps = true; cmd.opaque = true; }
    else if (sub == "clone") { const words = argv.slice(0); words[0] = "git"; unwrap(p, p.pushInner(cmd, words, cmd.lit.slice(0), n), level + 1); }
    return;
  }
  const words = argv.slice(0); words[0] = "git";
  const lits = cmd.lit.slice(0); lits[0] = true;
  unwrap(p, p.pushInner(cmd, words, lits, n), level + 1);
}

// enable -f FILE NAME…: NAME becomes a builtin loaded from a shared object — code not known
// here — for every later command named NAME (read as an alias whose text is unknown);
// -n NAME disables the builtin, which leaves the program of that name on PATH to run.
// Loading runs the object's own code (its constructors, NAME_builtin_load): the enable
// itself is a program not known here. A word not known may be either option.
function enableBuiltins(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-f,"), latin1(",-a,-d,-n,-p,-s,"));
  let load = false, off = false;
  while (r.next()) { if (r.opt == "-f") load = true; if (r.opt == "-n" || r.opt == "-d") off = true; }
  for (let i = 1; i < argv.length; i++) if (!cmd.lit[i]) { load = true; break; }
  if (load) { cmd.wraps = true; cmd.opaque = true; }
  if (!load && !off) return;
  for (let i = r.i; i < argv.length; i++) {
    if (!cmd.lit[i]) { p.aliasAny = true; continue; }
    if (p.aliases == null) p.aliases = new Map();
    p.aliases!.set(argv[i], ALIAS_UNKNOWN);
  }
}

// ─── links ─────────────────────────────────────────────────────────────────────
// A link the call makes (`ln -s ~ /tmp/h`, and hard links: `ln /etc/hosts h`) makes another
// name for a path: what a later command does under that name (`rm -rf /tmp/h/`, `echo >
// h`, `cd h`) happens where the link points. The model does not follow it: a later word
// naming a path under a link, and the directory of a command run under one, are known
// only when it runs. Past MAX_LINKS links, or a link made at a path known only when it
// runs, every later path word is.

const MAX_LINKS = 64;

// ln [OPTION]… TARGET [LINK], ln … TARGET… DIR, ln … -t DIR TARGET…: where links are made.
function makesLink(p: Interp, cmd: Cmd): void {
  if (p.written != null) linkBackups(p, cmd);
  const argv = cmd.argv;
  const ops = new Array<i32>();
  let dirAt = -1;
  let options = true;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (options && a == "--") { options = false; continue; }
    if (options && a.length > 1 && a.charCodeAt(0) == 45) {
      if (a == "-t" || a == "--target-directory" || a == "-S" || a == "--suffix") { if (a == "-t" || a == "--target-directory") dirAt = i + 1; i++; continue; }
      if (a.startsWith("--target-directory=")) { link(p, cmd, a.substring(19), cmd.lit[i]); return; }
      if (!a.startsWith("--")) { const t = findChar(a, 116); if (t > 0) { if (t + 1 < a.length) { link(p, cmd, a.substring(t + 1), cmd.lit[i]); return; } dirAt = i + 1; i++; } }
      continue;
    }
    ops.push(i);
  }
  if (dirAt >= 0) { if (dirAt < argv.length) link(p, cmd, argv[dirAt], cmd.lit[dirAt]); return; }
  if (ops.length == 0) return;
  if (ops.length == 1) { const t = ops[0]; link(p, cmd, basename(argv[t]), cmd.lit[t]); made(p, cmd, basename(argv[t]), t, false); return; }
  const last = ops[ops.length - 1];
  // (`ln [-s] TARGET LINK`: a symbolic link's relative TARGET is from LINK's directory, a
  // hard link's from here; either way what LINK names is TARGET's file)
  let target = "";
  if (ops.length == 2 && cmd.lit[ops[0]] && !argv[last].endsWith("/")) {
    let sym = false;
    for (let i = 1; i < argv.length; i++) { const a = argv[i]; if (a == "--") break; if (a == "--symbolic" || a == "--symbolic-link" || a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 115) > 0) sym = true; }
    const t = argv[ops[0]];
    const linkDir = joinPath(cmd.dir, argv[last]);
    const slash = linkDir.lastIndexOf("/");
    target = t.startsWith("/") || t.startsWith("~") || t.startsWith("$") ? t : joinPath(sym && slash >= 0 ? (slash == 0 ? "/" : linkDir.substring(0, slash)) : cmd.dir, t);
  }
  link(p, cmd, argv[last], cmd.lit[last], target);
  for (let k = 0; k + 1 < ops.length; k++) made(p, cmd, argv[last], ops[k], ops.length > 2);
}

// util-linux's rename EXPRESSION REPLACEMENT FILE… (rename.ul on Debian): each FILE renamed
// with the first occurrence of EXPRESSION in its name replaced (-l the last, -a every one),
// over a file of the new name unless -o/--no-overwrite (rename(1)): read as `mv -T FILE NEW`
// for each, the replacement made in the last component and in the whole path alike (the
// util-linux versions differ). Perl's rename (`rename 's/a/b/' F…`, `-e`), whose
// expression is code and which never overwrites without -f, and -n/--no-act, -s/--symlink
// (the link's target renamed), -i: not read here.
function renameMoves(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  let last = false, all = false;
  const ops = new Array<i32>();
  let options = true;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i]) { if (options && ops.length == 0 && a.startsWith("-")) return; ops.push(i); continue; }
    if (options && a == "--") { options = false; continue; }
    if (options && a.length > 1 && a.charCodeAt(0) == 45) {
      if (a == "--last") { last = true; continue; }
      if (a == "--all") { all = true; continue; }
      if (a == "--verbose") continue;
      if (a.startsWith("--")) return;
      for (let k = 1; k < a.length; k++) {
        const ch = a.charCodeAt(k);
        if (ch == 108) last = true; else if (ch == 97) all = true; else if (ch != 118) return; // l a v
      }
      continue;
    }
    ops.push(i);
  }
  if (ops.length < 3 || !cmd.lit[ops[0]] || !cmd.lit[ops[1]]) return;
  const from = argv[ops[0]], to = argv[ops[1]];
  // (Perl's form: an expression, not a plain string — s///, y///, tr///, or code)
  if (n == "rename" && (from.startsWith("s/") || from.startsWith("y/") || from.startsWith("tr/") || from.startsWith("s{") || findChar(from, 59) >= 0 || findChar(from, 40) >= 0)) return;
  if (from.length == 0 || from == to) return;
  for (let k = 2; k < ops.length && k < 26; k++) {
    const f = ops[k];
    if (!cmd.lit[f]) continue;
    const file = argv[f];
    const slash = file.lastIndexOf("/");
    const whole = replaced(file, from, to, last, all);
    const tail = slash < 0 ? whole : file.substring(0, slash + 1) + replaced(file.substring(slash + 1), from, to, last, all);
    if (whole != file) unwrap(p, p.pushInner(cmd, ["mv", "-T", "--", file, whole], [true, true, true, true, true], n), level + 1);
    if (tail != file && tail != whole) unwrap(p, p.pushInner(cmd, ["mv", "-T", "--", file, tail], [true, true, true, true, true], n), level + 1);
  }
}

function replaced(s: string, from: string, to: string, last: bool, all: bool): string {
  if (all) return s.replaceAll(from, to);
  const at = last ? s.lastIndexOf(from) : s.indexOf(from);
  return at < 0 ? s : s.substring(0, at) + to + s.substring(at + from.length);
}

// cp -s/--symbolic-link and -l/--link make links instead of copies (cp(1)): `cp -s F L`,
// `cp -al DIR D` (every file under D a hard link to DIR's) name their sources as ln's do.
function cpLinks(cmd: Cmd): bool {
  const argv = cmd.argv;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a == "--link" || a == "--symbolic-link") return true;
    if (a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) continue;
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 108 || ch == 115) return true;      // l s
      if (ch == 83 || ch == 116) break;             // S t: the rest is a value
    }
  }
  return false;
}

// ln's backups of the written files its links replace (Backup): LINK, DIR/NAME
function linkBackups(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  const valued = latin1(",-S,-t,--suffix,--target-directory,");
  const r = new Opts(argv, 1, valued, latin1(","), valued, latin1(","));
  const b = new Backup();
  const ops = new Array<i32>();
  let dir = "", dirAt = -1;
  while (r.i < argv.length) {
    if (r.next()) { if ((r.opt == "-t" || r.opt == "--target-directory") && r.hasValue) { dir = r.value; dirAt = r.valueAt; } b.read(r, cmd); continue; }
    if (r.ended) { for (; r.i < argv.length; r.i++) ops.push(r.i); break; }
    ops.push(r.i++);
  }
  if (!b.on || ops.length == 0) return;
  if (dirAt >= 0) { if (cmd.lit[dirAt]) for (let k = 0; k < ops.length; k++) if (cmd.lit[ops[k]]) b.keep(p, cmd, inDir(dir, basename(argv[ops[k]]))); return; }
  if (ops.length == 1) { if (cmd.lit[ops[0]]) b.keep(p, cmd, basename(argv[ops[0]])); return; }
  const last = ops[ops.length - 1];
  if (!cmd.lit[last]) return;
  if (ops.length == 2) b.keep(p, cmd, argv[last]);
  for (let k = 0; k + 1 < ops.length; k++) if (cmd.lit[ops[k]]) b.keep(p, cmd, inDir(argv[last], basename(argv[ops[k]])));
}

// mount [-o OPTS] [SOURCE] DIR (a bind mount: `--bind ~ /tmp/m`), bindfs SOURCE DIR: what
// is under DIR from then on is another tree's, as under a link (mount(8), bindfs(1))
function mounts(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  let last = -1;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--target") { if (i + 1 < argv.length) link(p, cmd, argv[i + 1], cmd.lit[i + 1]); return; }
    if (a.startsWith("--target=")) { link(p, cmd, a.substring(9), cmd.lit[i]); return; }
    if (a == "-o" || a == "-t" || a == "-L" || a == "-U" || a == "-O" || a == "-N" || a == "--source" || a == "--options" || a == "--types" || a == "--label" || a == "--uuid" || a == "--namespace" || a == "--map-users" || a == "--map-groups") { i++; continue; }
    if (a.startsWith("-")) continue;
    last = i;
  }
  if (last >= 0) link(p, cmd, argv[last], cmd.lit[last]);
}

// cp, install or mv of a file the call wrote (`echo … > x.sh; mv x.sh y.sh; bash y.sh`): the
// destination holds the source's text, known or not; a file not written here, a text not
// known here.
function copiedWrite(p: Interp, cmd: Cmd, src: i32, dest: string): void {
  const from = cmd.lit[src] ? writtenKey(cmd, cmd.argv[src]) : "";
  const at = writtenKey(cmd, dest);
  // (a directory holding written files, moved or copied whole: `mv d e`, `cp -r d e` — each
  // is found under the destination at its place in the tree)
  if (p.written != null && from.length > 1 && at.length > 1) {
    const m = p.written!;
    const keys = m.keys();
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      if (below(key, from)) m.set(at + key.substring(from.length), m.get(key).slice(0));
    }
  }
  if (p.written == null || !p.written!.has(from)) { noteWrite(p, cmd, dest, null, false); return; }
  if (at.length == 0 || at == "/dev/null") return;
  p.effects++;
  p.written!.set(at, p.written!.get(from).slice(0));
}

// A copy the call makes of source word `src` at `dest` (Output#copies): both joined with the
// directory the command runs in; not where that is not known, or a source known only when it
// runs, or past MAX_COPIES.
const MAX_COPIES = 128;
function noteCopy(p: Interp, cmd: Cmd, dest: string, src: i32): void {
  if (!cmd.lit[src] || cmd.mounts !== null || p.out.copies.length >= MAX_COPIES) return;
  const at = joinPath(cmd.dir, dest), from = joinPath(cmd.dir, cmd.argv[src]);
  if (at.length == 0 || from.length == 0 || at == from) return;
  p.out.copies.push(at);
  p.out.copies.push(from);
}

/** Whether a written file lies under path word i of cmd (a directory holding one). */
function holdsWritten(p: Interp, cmd: Cmd, i: i32): bool {
  if (p.written == null || !cmd.lit[i]) return false;
  const from = writtenKey(cmd, cmd.argv[i]);
  if (from.length < 2) return false;
  const keys = p.written!.keys();
  for (let k = 0; k < keys.length; k++) if (below(keys[k], from)) return true;
  return false;
}

// ─── what a command makes of a file the call wrote ───────────────────────────────
// A command that reads data the call made — a file it wrote (an operand, `if=`,
// `--file=F`, `-fF`, an input redirect; a directory holding one), a word known only when
// it runs (once the call wrote a file), or, where the tool reads its content from stdin, a
// pipe or a heredoc — and writes a file makes that file a written one (each tool's manual):
// with the same text where it copies verbatim (rsync; dd with no operand but if=, of=, bs=,
// ibs=, obs=, status=), a text not known otherwise (sort -o, gunzip, an archive made of
// it). An archive extracted (tar -x, unzip, cpio -i, 7z x|e, ar x, jar x, unrar x|e)
// writes names not known under its directory (anywhere, with tar -P or cpio's absolute
// names): any path there is a written file not known. A copy of files on disk is trusted
// as they are: nothing changes.
const UNKNOWN_UNDER = "\u0001";
const CARRIERS = new NameSet(latin1(",dd,rsync,tar,gtar,bsdtar,unzip,cpio,7z,7za,7zr,7zz,ar,jar,unrar,gzip,gunzip,pigz,unpigz,bzip2,bunzip2,pbzip2,lbzip2,xz,unxz,lzma,unlzma,zstd,unzstd,zstdmt,lz4,unlz4,lzip,lunzip,plzip,lzop,brotli,unbrotli,uncompress,sort,shuf,iconv,uniq,xxd,base64,uudecode,openssl,gpg,gpg2,sed,perl,ruby,split,csplit,"));

/** Whether written key `key` lies where an extraction wrote names not known ("" — a path not known — may lie anywhere). */
function unknownUnder(p: Interp, key: string): bool {
  if (p.written == null || !p.unknownUnder) return false;
  const keys = p.written!.keys();
  for (let k = 0; k < keys.length; k++) {
    const m = keys[k];
    if (m.endsWith(UNKNOWN_UNDER) && (key.length == 0 || key.startsWith(m.substring(0, m.length - 1)))) return true;
  }
  return false;
}

/** Names not known written under directory word `dir` (any path, when the word is not known). */
function unknownNames(p: Interp, cmd: Cmd, dir: string, lit: bool): void {
  // (after a cd that may fail, where both directories are known — Cmd alts —: under each)
  if (lit && cmd.dir.length == 0 && cmd.alts.length == 2 && !dir.startsWith("/")) {
    for (let k = 0; k < 2; k++) {
      let at = joinPath(cmd.alts[k], dir);
      while (at.length > 1 && at.endsWith("/")) at = at.substring(0, at.length - 1);
      unknownPrefix(p, cmd, at.length == 0 ? "" : at == "/" ? "/" : at + "/");
    }
    return;
  }
  let at = lit ? writtenKey(cmd, dir) : "";
  while (at.length > 1 && at.endsWith("/")) at = at.substring(0, at.length - 1);
  unknownPrefix(p, cmd, at.length == 0 ? "" : at == "/" ? "/" : at + "/");
}
function unknownPrefix(p: Interp, cmd: Cmd, prefix: string): void {
  // (a path in a directory not known — writtenKey's `?/…` —: it may lie anywhere)
  if (prefix.startsWith("?/")) prefix = "";
  p.effects++;
  if (p.written == null) p.written = new Map();
  p.unknownUnder = true;
  const ws = new Array<Cmd | null>();
  ws.push(cmd);
  p.written!.set(prefix + UNKNOWN_UNDER, ws);
}

/** Whether path word w names a file the call wrote, a directory holding one, or a path under an extraction's. */
function namesWritten(p: Interp, cmd: Cmd, w: string): bool {
  if (p.written == null || w.length == 0) return false;
  if (cmd.dir.length == 0 && !w.startsWith("/")) {
    // (after a cd that may fail, where both directories are known — Cmd alts —: the path
    // from each)
    if (cmd.alts.length == 2) return namesWrittenAt(p, joinPath(cmd.alts[0], w)) || namesWrittenAt(p, joinPath(cmd.alts[1], w));
    // (in a directory not known: a written file whose path ends with the word's, one
    // under it, or — the word climbing with `..` — any)
    if (p.written!.size == 0) return false;
    if (w.includes("..") || unknownUnder(p, "")) return true;
    const rel = normPath("/" + w);
    if (rel == "/") return true;
    const keys = p.written!.keys();
    for (let k = 0; k < keys.length; k++) { const key = keys[k]; if (key.endsWith(rel) || key.includes(rel + "/")) return true; }
    return false;
  }
  return namesWrittenAt(p, writtenKey(cmd, w));
}
function namesWrittenAt(p: Interp, at: string): bool {
  if (at.length == 0) return false;
  const m = p.written!;
  if (m.has(at) || unknownUnder(p, at)) return true;
  const keys = m.keys();
  for (let k = 0; k < keys.length; k++) if (below(keys[k], at)) return true;
  return false;
}

/**
 * Whether cmd reads a file the call wrote: a word (or its value after `=`, or a short
 * option's attached value), an input redirect's file; a word known only when it runs
 * may be one.
 */
function readsWritten(p: Interp, cmd: Cmd): bool {
  if (p.written == null || p.written!.size == 0) return false;
  const argv = cmd.argv;
  for (let i = 1; i < argv.length; i++) {
    if (!cmd.lit[i]) return true;
    const a = argv[i];
    if (namesWritten(p, cmd, a)) return true;
    const eq = findChar(a, 61);
    if (eq > 0 && namesWritten(p, cmd, a.substring(eq + 1))) return true;
    if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && namesWritten(p, cmd, a.substring(2))) return true;
  }
  for (let i = 0; i < cmd.redirects.length; i++) {
    const d = cmd.redirects[i];
    if ((d.op == "<" || d.op == "<>") && (!d.literal || namesWritten(p, cmd, d.target))) return true;
  }
  return false;
}

/**
 * Whether cmd's stdin holds data the call made: a heredoc or here-string, or a pipe —
 * but from a reader of files on disk (`cat a.tgz |`, `zcat a.gz |`: the files' data, as
 * trusted as they are), whose own stdin is read the same way. A file redirected in is
 * readsWritten's.
 */
function stdinMade(p: Interp, cmd: Cmd, hops: i32 = 0): bool {
  let b: Cmd | null = cmd;
  while (b != null) {
    const x = b!;
    for (let i = 0; i < x.redirects.length; i++) {
      const r = x.redirects[i];
      if ((r.op == "<" || r.op == "<>") && (r.fd.length == 0 || r.fd == "0")) return false;
    }
    if (x.hasHeredoc || x.stdinFed) return true;
    if (x.conn == "|" || x.conn == "|&") return pipeMade(p, x, hops);
    b = x.outer;
  }
  return false;
}
const DISK_READERS = new NameSet(latin1(",cat,pv,zcat,gzcat,bzcat,xzcat,zstdcat,lz4cat,"));
function pipeMade(p: Interp, cmd: Cmd, hops: i32): bool {
  const u = pipedFrom(p.out, cmd);
  if (u == null || hops > 64 || !wholeStage(p.out, u!, cmd) || u!.opaque || !u!.lit[0] || !DISK_READERS.has(gnuName(u!.name()))) return true;
  const c = u!;
  let files = 0;
  for (let i = 1; i < c.argc(); i++) {
    if (!c.lit[i]) return true;
    const a = c.argv[i];
    if (a == "-") return true;
    if (a.length > 1 && a.charCodeAt(0) == 45) continue;
    if (namesWritten(p, c, a)) return true;
    files++;
  }
  if (readsWritten(p, c)) return true;
  return files == 0 && stdinMade(p, c, hops + 1);
}

/** A file the call wrote at `dest` (a word of cmd): a copy of the written file at key `from`, or a text not known. */
function carry(p: Interp, cmd: Cmd, from: string, dest: string, verbatim: bool): void {
  const at = writtenKey(cmd, dest);
  if (at.length == 0) { unknownPrefix(p, cmd, ""); return; }
  if (at == "/dev/null") return;
  if (verbatim && p.written != null && p.written!.has(from)) { p.effects++; p.written!.set(at, p.written!.get(from).slice(0)); return; }
  noteWrite(p, cmd, dest, null, false);
}

/** Where `HOST:` ends in an operand (a `:` before any `/`), or -1 for a path of this host. */
function hostColon(s: string): i32 {
  const colon = findChar(s, 58), slash = findChar(s, 47);
  return colon > 0 && (slash < 0 || colon < slash) ? colon : -1;
}

function carriedWrites(p: Interp, cmd: Cmd, n: string): void {
  if (!CARRIERS.has(n) || !cmd.lit[0] || cmd.argc() < 2) return;
  if (n == "dd") { ddCopies(p, cmd); return; }
  if (n == "rsync") { rsyncLinks(p, cmd); rsyncCopies(p, cmd); return; }
  if (n == "tar" || n == "gtar" || n == "bsdtar") { tarCarries(p, cmd); return; }
  if (n == "unzip") { unzipCarries(p, cmd); return; }
  if (n == "cpio") { cpioCarries(p, cmd); return; }
  if (n == "7z" || n == "7za" || n == "7zr" || n == "7zz") { sevenZipCarries(p, cmd); return; }
  if (n == "ar" || n == "jar") { memberCarries(p, cmd, n); return; }
  if (n == "unrar") { unrarCarries(p, cmd); return; }
  if (n == "sort" || n == "shuf" || n == "iconv" || n == "base64" || n == "uudecode" || n == "gpg" || n == "gpg2" || n == "openssl" || n == "uniq" || n == "xxd") { filterCarries(p, cmd, n); return; }
  if (n == "sed" || n == "perl" || n == "ruby") { inPlaceCarries(p, cmd, n); return; }
  // (split(1), csplit(1): pieces named PREFIX + a suffix, `x…`/`xx…` by default — names not
  // known, anywhere a prefix may put them)
  if (n == "split" || n == "csplit") { if (readsWritten(p, cmd) || stdinMade(p, cmd)) unknownPrefix(p, cmd, ""); return; }
  decompressCarries(p, cmd, n);
}

// sed -i[SUFFIX] / --in-place[=SUFFIX] (sed(1)), perl -i[EXT] (perlrun(1)), ruby -i[EXT]: each
// file operand the call wrote is rewritten (a text not known), its old text kept as FILE +
// SUFFIX (with a `*` or `/`: the name put in it, in any directory — any path). Any short
// option word with an `i` is read as -i (a value attached to another option may hold one:
// more is not known, never less). sed's `w FILE`, `W FILE` and `s///w FILE` write what it
// reads: a script with a `w` (or one not known) reading data the call made writes files not
// known.
function inPlaceCarries(p: Interp, cmd: Cmd, n: string): void {
  if (p.written == null || p.written!.size == 0) { if (n == "sed" || n == "perl" || n == "ruby") noteEdited(p, cmd); return; }
  noteEdited(p, cmd);
  const argv = cmd.argv;
  let inPlace = false, unknown = false, w = false;
  const suffix = new Buf();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i]) { unknown = true; continue; }
    if (findChar(a, 119) >= 0 || findChar(a, 87) >= 0) w = true;
    if (a.length < 2 || a.charCodeAt(0) != 45 || a == "--") continue;
    if (a.charCodeAt(1) == 45) {
      // (getopt_long takes an abbreviation: --i, --in, --in-pl…)
      if (n == "sed" && a.startsWith("--i")) { inPlace = true; const eq = findChar(a, 61); if (eq > 0) suffix.range(a, eq + 1, a.length); }
      continue;
    }
    const at = findChar(a, 105);
    if (at > 0) { inPlace = true; suffix.range(a, at + 1, a.length); }
  }
  if (!inPlace) {
    // (a literal script's `w FILE`s are noted where it is read — runFound —: only a script
    // not known, or read from a file, writes names not known)
    if (n == "sed" && (unknown || w && sedScriptFile(argv)) && (readsWritten(p, cmd) || stdinMade(p, cmd))) unknownPrefix(p, cmd, "");
    return;
  }
  const sfx = suffix.toString();
  if (unknown || findChar(sfx, 42) >= 0 || findChar(sfx, 47) >= 0) { if (readsWritten(p, cmd)) unknownPrefix(p, cmd, ""); }
  for (let i = 1; i < argv.length; i++) {
    if (!cmd.lit[i] || !namesWritten(p, cmd, argv[i])) continue;
    const at = writtenKey(cmd, argv[i]);
    if (sfx.length) unknownPrefix(p, cmd, at);
    noteWrite(p, cmd, argv[i], null, false);
  }
}

// The operands of an in-place edit (sed -i, perl -i, ruby -i: any short option word with an
// `i`, sed's --i… by getopt_long's abbreviation), as Interp#edited keeps them: each literal
// word but the options (the script among them, a name no program is run by), with the text
// the edit puts in (editedText). A file on disk is trusted, as for `>>`: run later in the
// call (writtenFile), it is that inserted text, judged — `sed -i 's/^/rm -rf ~;/' x; sh x`
// —, or a text not known where the edit's is not read. Not a write otherwise: the tools
// that run a project's files are not made unknown by an edit.
const MAX_EDITED = 64;
function noteEdited(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  let inPlace = false;
  for (let i = 1; i < argv.length && !inPlace; i++) {
    const a = argv[i];
    if (!cmd.lit[i] || a.length < 2 || a.charCodeAt(0) != 45 || a == "--") continue;
    inPlace = a.charCodeAt(1) == 45 ? cmd.name() == "sed" && a.startsWith("--i") : findChar(a, 105) > 0;
  }
  if (!inPlace) return;
  const text = editedText(cmd);
  if (p.edited == null) { p.edited = []; p.editedTexts = []; }
  for (let i = 1; i < argv.length && p.edited!.length < MAX_EDITED; i++) {
    if (!cmd.lit[i] || argv[i].startsWith("-")) continue;
    p.edited!.push(writtenKey(cmd, argv[i]));
    p.editedTexts!.push(text);
  }
}
/** The text an in-place edit puts in its files: the replacements of its `s///` commands and
 * the lines of its `a`, `i`, `c` (sed's, or a perl/ruby -e that is one `s///`), joined by
 * newlines; null where its program is not read here (another command, a script file, a word
 * known only when it runs). */
function editedText(cmd: Cmd): string | null {
  const argv = cmd.argv;
  const n = cmd.name();
  const scripts = new Array<string>();
  let given = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (n == "sed" && (a == "-f" || a.startsWith("--f") || a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 102) > 0)) return null;
    if (a == "-e" || a == "--expression" || (n != "sed" && a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && a.endsWith("e"))) {
      if (i + 1 >= argv.length || !cmd.lit[i + 1]) return null;
      scripts.push(argv[i + 1]); given = true; i++; continue;
    }
    if (a.startsWith("--expression=")) { if (!cmd.lit[i]) return null; scripts.push(a.substring(13)); given = true; continue; }
  }
  if (!given) {
    if (n != "sed") return null;
    for (let i = 1; i < argv.length; i++) {
      if (argv[i].startsWith("-")) continue;
      if (!cmd.lit[i]) return null;
      scripts.push(argv[i]); break;
    }
  }
  const out = new Buf();
  for (let k = 0; k < scripts.length; k++) if (!insertedBy(scripts[k], n == "sed", out)) return null;
  return out.toString();
}
/** The text a sed script (or a perl/ruby `s///`) inserts, added to `out`; false where it has
 * a command not read here. */
function insertedBy(t: string, sed: bool, out: Buf): bool {
  let i = 0;
  while (i < t.length) {
    let c = t.charCodeAt(i);
    if (c == 32 || c == 9 || c == 10 || c == 59) { i++; continue; }
    // (an address: line numbers, `$`, `,`, `!`, `/REGEX/`, blanks between)
    while (sed && i < t.length && ((c >= 48 && c <= 57) || c == 36 || c == 44 || c == 33 || c == 47 || c == 32)) {
      if (c == 47) { i++; while (i < t.length && t.charCodeAt(i) != 47) i += t.charCodeAt(i) == 92 ? 2 : 1; }
      i++; c = i < t.length ? t.charCodeAt(i) : 0;
    }
    if (i >= t.length) return true;
    if (c == 115 && i + 1 < t.length) { // s/RE/REPL/FLAGS
      const d = t.charCodeAt(i + 1);
      let j = i + 2, part = 0;
      const repl = new Buf();
      while (j < t.length && part < 2) {
        const e = t.charCodeAt(j);
        if (e == 92 && j + 1 < t.length) { if (part == 1) repl.char(t.charCodeAt(j + 1)); j += 2; continue; }
        if (e == d) { part++; j++; continue; }
        if (part == 1) repl.char(e);
        j++;
      }
      if (part < 2) return false;
      out.str(repl.toString()); out.char(10);
      while (j < t.length && t.charCodeAt(j) != 59 && t.charCodeAt(j) != 10) j++;
      i = j; continue;
    }
    if (sed && (c == 97 || c == 105 || c == 99)) { // a, i, c TEXT (to the line's end)
      let j = i + 1;
      if (j < t.length && t.charCodeAt(j) == 92) j++;
      const e = findChar(t, 10, j);
      out.str(t.substring(j, e < 0 ? t.length : e).trim()); out.char(10);
      i = e < 0 ? t.length : e; continue;
    }
    if (sed && (c == 100 || c == 112 || c == 61)) { i++; continue; } // d, p, =: nothing inserted
    return false;
  }
  return true;
}
/** Word i of cmd names a file an in-place edit of the call rewrote (Interp#edited): the
 * index of the entry, or -1. */
function editedAt(p: Interp, cmd: Cmd, i: i32): i32 {
  if (p.edited == null || i >= cmd.argc() || !cmd.lit[i]) return -1;
  const k = writtenKey(cmd, cmd.argv[i]);
  const es = p.edited!;
  for (let j = es.length - 1; j >= 0; j--) {
    const e = es[j];
    if (e == k) return j;
    // (one side in a directory not known — `?/x` —: the other ending with its path)
    if (e.startsWith("?/") && k.endsWith(e.substring(1))) return j;
    if (k.startsWith("?/") && e.endsWith(k.substring(1))) return j;
  }
  return -1;
}

// sed's -f/--file among its words (a short option bundle with an `f`, `--f…` by getopt_long's
// abbreviation): a script read from a file, not known here
function sedScriptFile(argv: Array<string>): bool {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.startsWith("--f")) return true;
    if (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 102) > 0) return true;
  }
  return false;
}

// dd(1): of= gets if='s text (or stdin's); verbatim only with no operand that converts,
// skips, seeks or counts
const DD_VERBATIM = latin1(",if,of,bs,ibs,obs,status,");
function ddCopies(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  let src = "", out = "", outAt = -1, verbatim = true;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const eq = findChar(a, 61);
    if (!cmd.lit[i]) { verbatim = false; if (a.startsWith("of=") || eq < 0) outAt = -2; continue; }
    if (eq < 0 || !listed(DD_VERBATIM, a.substring(0, eq))) verbatim = false;
    if (a.startsWith("if=")) src = a.substring(3);
    else if (a.startsWith("of=")) { out = a.substring(3); outAt = i; }
  }
  if (outAt == -1) return; // (stdout: its redirect is read as any)
  if (!readsWritten(p, cmd) && !(src.length == 0 && stdinMade(p, cmd))) return;
  if (outAt == -2) { unknownPrefix(p, cmd, ""); return; }
  // (the file read: if='s, or stdin's redirect)
  if (src.length == 0) for (let i = 0; i < cmd.redirects.length; i++) { const d = cmd.redirects[i]; if (d.op == "<" && d.literal && (d.fd.length == 0 || d.fd == "0")) src = d.target; }
  carry(p, cmd, src.length ? writtenKey(cmd, src) : "", out, verbatim);
}

// rsync(1) SRC… DEST: DEST, or DEST/NAME (a SRC ending in `/`: its contents, into DEST);
// a DEST on another host is not this one's; -R/--relative puts SRC's whole path under
// DEST (names not known there); --append, --append-verify add to what is there (a text
// not known)
// (its options that take a value, long and short in one list: the engine reads its operands by
// it too)
export const RSYNC_VALUED = latin1(",-e,--rsh,--rsync-path,--exclude,--include,-f,--filter,--files-from,--exclude-from,--include-from,--log-file,--log-file-format,--backup-dir,--suffix,-T,--temp-dir,--compare-dest,--copy-dest,--link-dest,--partial-dir,--chmod,--chown,-B,--block-size,--bwlimit,--timeout,--contimeout,--port,--sockopts,--out-format,--password-file,--max-size,--min-size,--max-delete,--modify-window,--iconv,--usermap,--groupmap,--checksum-choice,--compress-choice,--compress-level,--skip-compress,--info,--debug,--stderr,--outbuf,-M,--remote-option,--early-input,--only-write-batch,--write-batch,--read-batch,--protocol,--address,--max-alloc,--copy-as,--mkpath-dir,");
function rsyncCopies(p: Interp, cmd: Cmd): void {
  if (p.written == null || p.written!.size == 0) return;
  const argv = cmd.argv;
  const ops = new Array<i32>();
  let relative = false, append = false, backup = false, suffix = "~", suffixLit = true, backupDir = -1, backupDirVal = "";
  const r = new Opts(argv, 1, RSYNC_VALUED, latin1(","), RSYNC_VALUED, latin1(","));
  while (r.i < argv.length) {
    if (r.next()) {
      const o = r.opt;
      if (o == "-R" || o == "--relative") relative = true;
      else if (o == "--append" || o == "--append-verify") append = true;
      else if (o == "-b" || o == "--backup") backup = true;
      else if (o == "--suffix" && r.hasValue) { suffix = r.value; suffixLit = cmd.lit[r.valueAt]; }
      else if (o == "--backup-dir" && r.hasValue) { backup = true; backupDir = r.valueAt; backupDirVal = r.value; }
      continue;
    }
    if (r.ended) { for (; r.i < argv.length; r.i++) ops.push(r.i); break; }
    ops.push(r.i++);
  }
  if (ops.length < 2) return;
  const last = ops[ops.length - 1];
  const d = argv[last];
  if (cmd.lit[last] && (hostColon(d) > 0 || d.startsWith("rsync://"))) return;
  for (let k = 0; k + 1 < ops.length; k++) {
    const s = ops[k];
    const src = argv[s];
    const into = src.endsWith("/") ? d : inDir(d, basename(src));
    const file = ops.length == 2 && !d.endsWith("/") && !src.endsWith("/");
    // (--backup: a written file it replaces is kept as DEST + --suffix's, `~` by default —
    // in --backup-dir's directory, with no suffix by default: names not known there)
    if (backup && cmd.lit[last] && cmd.lit[s]) {
      const replaces = file && namesWritten(p, cmd, d) || namesWritten(p, cmd, into);
      if (backupDir >= 0) { if (replaces) unknownNames(p, cmd, backupDirVal, cmd.lit[backupDir]); }
      else { if (file) backedUp(p, cmd, d, "simple", suffix, suffixLit); backedUp(p, cmd, into, "simple", suffix, suffixLit); }
    }
    if (cmd.lit[s] && (hostColon(src) > 0 || !namesWritten(p, cmd, src))) continue;
    if (!cmd.lit[last] || !cmd.lit[s] || relative) { unknownNames(p, cmd, d, cmd.lit[last]); if (cmd.lit[last]) noteWrite(p, cmd, d, null, false); continue; }
    if (src.endsWith("/")) { if (append) unknownNames(p, cmd, d, true); else copiedWrite(p, cmd, s, d); continue; }
    if (file) { if (append) noteWrite(p, cmd, d, null, false); else copiedWrite(p, cmd, s, d); }
    if (append) noteWrite(p, cmd, into, null, false); else copiedWrite(p, cmd, s, into);
  }
}

// cp, mv, install, ln with a backup (coreutils "Backup options"): `--backup[=CONTROL]`,
// `-b` (CONTROL from VERSION_CONTROL), `-S SUFFIX`/`--suffix=SUFFIX` (which imply one). The
// file replaced is kept as DEST + SUFFIX (`simple`, `never`: SIMPLE_BACKUP_SUFFIX's, else
// `~`) or DEST.~N~ (`numbered`, `t`: N not known here), either (`existing`, `nil`, the
// default); none with `none`, `off`. Only a written file's backup matters here: one on disk
// is as trusted as it was.
class Backup {
  on: bool = false;
  control: string = "";      // "" when none given (VERSION_CONTROL's, else existing)
  controlGiven: bool = false;
  suffix: string = "";
  suffixGiven: bool = false;
  suffixLit: bool = true;
  read(r: Opts, cmd: Cmd): void {
    const o = r.opt;
    if (o == "-b") this.on = true;
    else if (o == "--backup") { this.on = true; if (r.hasValue) { this.control = cmd.lit[r.valueAt] ? r.value : "?"; this.controlGiven = true; } }
    else if ((o == "-S" || o == "--suffix") && r.hasValue) { this.on = true; this.suffix = r.value; this.suffixGiven = true; this.suffixLit = cmd.lit[r.valueAt]; }
  }
  keep(p: Interp, cmd: Cmd, dest: string): void {
    if (!this.on) return;
    let control = this.control;
    if (!this.controlGiven) { const v = envValue(cmd, "VERSION_CONTROL"); control = v == null ? "existing" : v == UNKNOWN_VALUE ? "?" : v!; }
    let suffix = this.suffix, lit = this.suffixLit;
    if (!this.suffixGiven) { const v = envValue(cmd, "SIMPLE_BACKUP_SUFFIX"); suffix = v == null || v!.length == 0 ? "~" : v!; lit = v != UNKNOWN_VALUE; }
    backedUp(p, cmd, dest, control, suffix, lit);
  }
}

/** The written file at dest kept under its backup name(s), by `control` ("?": not known). */
function backedUp(p: Interp, cmd: Cmd, dest: string, control: string, suffix: string, suffixLit: bool): void {
  if (p.written == null) return;
  const at = writtenKey(cmd, dest);
  if (at.length == 0 || !p.written!.has(at)) return;
  if (control == "none" || control == "off") return;
  const simple = control != "numbered" && control != "t";
  const numbered = control != "simple" && control != "never";
  if (simple) { if (suffixLit) carry(p, cmd, at, dest + suffix, true); else unknownPrefix(p, cmd, at); }
  if (numbered) unknownPrefix(p, cmd, at + ".~");
}

// tar(1): what it extracts (-x) goes under -C's directory (each one given: they apply in
// turn), else the current one; from -f's archive, else stdin. An archive it creates (-c,
// -r, -u, -A) of written files is a file not known.
function tarCarries(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  const t = parseTar(argv, cmd.lit);
  const create = t.create, extract = t.extract, absolute = t.absolute, toStdout = t.pipe;
  const file = t.file, fileLit = t.fileAt < 0 || t.fileAt < argv.length && cmd.lit[t.fileAt];
  const dirs = t.dirAts, dirVals = t.dirs;
  if (create) {
    if (file.length && file != "-" && readsWritten(p, cmd)) { if (fileLit) noteWrite(p, cmd, file, null, false); else unknownPrefix(p, cmd, ""); }
    return;
  }
  if (!extract || toStdout) return;
  // (an archive may hold symbolic links: below a directory it is extracted into by -C, a
  // path may lead where one does, as below a copy — copyLinks)
  for (let k = 0; k < dirs.length; k++) if (dirs[k] < argv.length && cmd.lit[dirs[k]]) linkBelow(p, cmd, dirVals[k]);
  const fromStdin = file.length == 0 || file == "-";
  if (!(fromStdin ? stdinMade(p, cmd) || readsWritten(p, cmd) : !fileLit || namesWritten(p, cmd, file) || readsWritten(p, cmd))) return;
  if (absolute) { unknownPrefix(p, cmd, ""); return; }
  if (dirs.length != 1) unknownNames(p, cmd, ".", true);
  for (let k = 0; k < dirs.length; k++) unknownNames(p, cmd, dirVals[k], dirs[k] < argv.length && cmd.lit[dirs[k]]);
}

// unzip(1) ARCHIVE [MEMBER…] [-x …] [-d DIR]: into DIR, else the current directory; none
// when it only lists, tests or prints (-l -v -t -p -c -z -h, zipinfo's -Z)
function unzipCarries(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  if (cmd.lit[1] && argv[1] == "-Z") return;
  let archive = -1, dir = ".", dirLit = true, seen = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i]) { if (archive < 0) archive = i; continue; }
    // (-x: an option letter before the archive, the exclusions after it — members either way)
    if (a == "-x") continue;
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      for (let k = 1; k < a.length; k++) {
        const ch = a.charCodeAt(k);
        // (-d DIR, -dDIR; -P PASSWORD, -PPASSWORD)
        if (ch == 100) { if (k + 1 < a.length) { dir = a.substring(k + 1); dirLit = true; } else if (i + 1 < argv.length) { dir = argv[i + 1]; dirLit = cmd.lit[i + 1]; i++; } break; }
        if (ch == 80) { if (k + 1 == a.length) i++; break; }
        if (!seen && (ch == 108 || ch == 118 || ch == 116 || ch == 112 || ch == 99 || ch == 122 || ch == 104)) return;
      }
      continue;
    }
    if (archive < 0) { archive = i; seen = true; }
  }
  if (archive < 0) return;
  // (links the archive may hold, below -d's directory: as tar -C's)
  if (dir.length && dirLit && dir != ".") linkBelow(p, cmd, dir);
  if (cmd.lit[archive] && !namesWritten(p, cmd, argv[archive])) return;
  if (!cmd.lit[archive] && (p.written == null || p.written!.size == 0)) return;
  unknownNames(p, cmd, dir.length ? dir : ".", dirLit);
}

// cpio(1): -i (--extract) from -F/-I's archive, else stdin, into -D's directory, else the
// current one — absolute names where the archive has them, unless --no-absolute-filenames;
// -p (--pass-through) copies the files stdin names into its operand (which ones, not known)
const CPIO_VALUED_LONG = latin1(",--file,--pattern-file,--format,--owner,--io-size,--message,--directory,--rsh-command,--block-size,--reply,");
const CPIO_VALUED_SHORT = latin1(",-O,-F,-I,-E,-H,-R,-C,-M,-D,");
function cpioCarries(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  let extract = false, pass = false, relative = false, toStdout = false, archive = "", dir = ".", dirLit = true;
  const ops = new Array<i32>();
  const r = new Opts(argv, 1, CPIO_VALUED_LONG, latin1(","), CPIO_VALUED_SHORT, latin1(","));
  while (r.i < argv.length) {
    if (r.next()) {
      const o = r.opt;
      if (o == "-i" || o == "--extract") extract = true;
      else if (o == "-p" || o == "--pass-through") pass = true;
      else if (o == "--no-absolute-filenames") relative = true;
      else if (o == "--to-stdout" || o == "-t" || o == "--list") toStdout = true;
      else if ((o == "-F" || o == "-I" || o == "--file") && r.hasValue) archive = cmd.lit[r.valueAt] ? r.value : "?";
      else if ((o == "-D" || o == "--directory") && r.hasValue) { dir = r.value; dirLit = cmd.lit[r.valueAt]; }
      continue;
    }
    if (r.ended) { for (; r.i < argv.length; r.i++) ops.push(r.i); break; }
    ops.push(r.i++);
  }
  if (pass) { if (ops.length && p.written != null && p.written!.size > 0) unknownNames(p, cmd, argv[ops[ops.length - 1]], cmd.lit[ops[ops.length - 1]]); return; }
  if (!extract || toStdout) return;
  if (!(archive.length ? archive == "?" || namesWritten(p, cmd, archive) : stdinMade(p, cmd) || readsWritten(p, cmd))) return;
  if (!relative) { unknownPrefix(p, cmd, ""); return; }
  unknownNames(p, cmd, dir, dirLit);
}

// 7-Zip: `7z x|e ARCHIVE` into -o's directory (`-oDIR`), else the current one; -si reads
// the archive from stdin, -so writes to stdout; `7z a|u ARCHIVE FILE…` makes ARCHIVE
function sevenZipCarries(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  if (!cmd.lit[1]) return;
  const c = argv[1];
  if (!(c == "x" || c == "e" || c == "a" || c == "u")) return;
  let archive = -1, dir = ".", dirLit = true, si = false, so = false;
  for (let i = 2; i < argv.length; i++) {
    const a = argv[i];
    if (cmd.lit[i] && a.startsWith("-")) {
      if (a.startsWith("-o")) { dir = a.substring(2); dirLit = true; }
      else if (a.startsWith("-si")) si = true;
      else if (a == "-so") so = true;
      continue;
    }
    if (!cmd.lit[i] && a.startsWith("-o")) { dirLit = false; continue; }
    if (archive < 0) archive = i;
  }
  if (c == "a" || c == "u") {
    if (archive >= 0 && !si && !so && readsWritten(p, cmd)) { if (cmd.lit[archive]) noteWrite(p, cmd, argv[archive], null, false); else unknownPrefix(p, cmd, ""); }
    return;
  }
  if (so) return;
  if (!(si ? stdinMade(p, cmd) : archive >= 0 && (!cmd.lit[archive] && p.written != null && p.written!.size > 0 || cmd.lit[archive] && namesWritten(p, cmd, argv[archive])))) return;
  unknownNames(p, cmd, dir.length ? dir : ".", dirLit);
}

// ar(1) `x` (the key letters first, with or without a dash; `P`: members' whole paths)
// and jar(1) `x` (with f: the archive next, else stdin): into the current directory;
// ar's r/q and jar's c/u with f make the archive from written files: a file not known
function memberCarries(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  if (!cmd.lit[1]) return;
  let key = argv[1];
  if (key.startsWith("-")) key = key.substring(1);
  const f = n == "ar" || findChar(key, 102) >= 0;
  const archive = f && argv.length > 2 ? 2 : -1;
  if (findChar(key, 120) >= 0) {
    if (!(archive < 0 ? stdinMade(p, cmd) : !cmd.lit[archive] || namesWritten(p, cmd, argv[archive]))) return;
    if (n == "ar" && findChar(key, 80) >= 0) unknownPrefix(p, cmd, ""); else unknownNames(p, cmd, ".", true);
    return;
  }
  const makes = n == "ar" ? findChar(key, 114) >= 0 || findChar(key, 113) >= 0 : findChar(key, 99) >= 0 || findChar(key, 117) >= 0;
  if (makes && archive > 0 && readsWritten(p, cmd)) { if (cmd.lit[archive]) noteWrite(p, cmd, argv[archive], null, false); else unknownPrefix(p, cmd, ""); }
}

// unrar(1) `x|e ARCHIVE [FILE…] [DIR/]`: into DIR (the last word, ending in `/`), else here
function unrarCarries(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  if (!cmd.lit[1] || !(argv[1] == "x" || argv[1] == "e")) return;
  let archive = -1, last = -1;
  for (let i = 2; i < argv.length; i++) {
    if (cmd.lit[i] && argv[i].startsWith("-")) continue;
    if (archive < 0) archive = i; else last = i;
  }
  if (archive < 0 || cmd.lit[archive] && !namesWritten(p, cmd, argv[archive])) return;
  if (last > 0 && (!cmd.lit[last] || argv[last].endsWith("/"))) unknownNames(p, cmd, argv[last], cmd.lit[last]);
  else unknownNames(p, cmd, ".", true);
}

// A filter's output file, of written data (a file, or stdin from a pipe or heredoc): sort,
// shuf, iconv, BSD base64, uudecode and gpg's -o/--output, openssl's -out; uniq's and
// xxd's second operand — a text not known here
function filterCarries(p: Interp, cmd: Cmd, n: string): void {
  if (!readsWritten(p, cmd) && !stdinMade(p, cmd)) return;
  const argv = cmd.argv;
  if (n == "uniq" || n == "xxd") {
    let seen = 0;
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (cmd.lit[i] && a.length > 1 && a.charCodeAt(0) == 45) {
        if (n == "uniq" ? a == "-f" || a == "-s" || a == "-w" : a == "-c" || a == "-g" || a == "-l" || a == "-o" || a == "-s" || a == "-n" || a == "-cols" || a == "-len" || a == "-seek" || a == "-groupsize" || a == "-offset" || a == "-name") i++;
        continue;
      }
      if (++seen == 2) { if (cmd.lit[i]) noteWrite(p, cmd, a, null, false); else unknownPrefix(p, cmd, ""); }
    }
    return;
  }
  const longOut = n == "uudecode" ? "--output-file" : "--output";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i]) continue;
    let v = -1, val = "";
    if (n == "openssl") { if (a == "-out" && i + 1 < argv.length) { v = i + 1; val = argv[v]; } }
    else if (a == "-o" || a == longOut) { if (i + 1 < argv.length) { v = i + 1; val = argv[v]; } }
    else if (a.startsWith(longOut + "=")) { v = i; val = a.substring(longOut.length + 1); }
    else if (a.length > 2 && a.startsWith("-o") && n != "gpg" && n != "gpg2") { v = i; val = a.substring(2); }
    if (v < 0) continue;
    if (cmd.lit[v]) noteWrite(p, cmd, val, null, false); else unknownPrefix(p, cmd, "");
  }
}

// A decompressor's output (gzip(1), xz(1), zstd(1), …) of a written file: each operand less
// its suffix, or -o's file; nothing to stdout (-c: its redirect is read as any) or when it
// only tests or lists
const DECOMPRESS_VALUED = latin1(",-S,--suffix,-b,--blocksize,-p,--processes,-T,--threads,-M,--memlimit,-F,--format,-C,--check,-o,-D,--memory,-B,--block-size,-w,--lgwin,--output,");
function decompressCarries(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  let un = n.startsWith("un") || n == "gunzip" || n == "bunzip2" || n == "lunzip";
  let out = -1;
  const ops = new Array<i32>();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i] || a.length < 2 || a.charCodeAt(0) != 45) { ops.push(i); continue; }
    if (a == "-c" || a == "--stdout" || a == "--to-stdout" || a == "-t" || a == "--test" || a == "-l" || a == "--list") return;
    if (a == "-d" || a == "--decompress" || a == "--uncompress") { un = true; continue; }
    if (a == "-o" || a == "--output") { if (i + 1 < argv.length) out = i + 1; i++; continue; }
    if (a.startsWith("--output=")) { out = i; continue; }
    if (a.startsWith("--")) { if (findChar(a, 61) < 0 && listed(DECOMPRESS_VALUED, a)) i++; continue; }
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 99 || ch == 116 || ch == 108) return;   // c t l
      if (ch == 100) un = true;                          // d
      if (listed(DECOMPRESS_VALUED, "-" + a.charAt(k))) { if (ch == 111 && k + 1 == a.length) out = i + 1; if (k + 1 == a.length) i++; break; }
    }
  }
  if (!un) return;
  const made = readsWritten(p, cmd) || ops.length == 0 && stdinMade(p, cmd);
  if (!made) return;
  if (out >= 0) {
    if (out < argv.length && cmd.lit[out]) noteWrite(p, cmd, argv[out].startsWith("--output=") ? argv[out].substring(9) : argv[out], null, false);
    else unknownPrefix(p, cmd, "");
    return;
  }
  // (lz4 IN OUT: the second operand is the output — lz4(1), without -m)
  if ((n == "lz4" || n == "unlz4") && ops.length == 2) { if (cmd.lit[ops[1]]) noteWrite(p, cmd, argv[ops[1]], null, false); else unknownPrefix(p, cmd, ""); return; }
  for (let k = 0; k < ops.length; k++) {
    const i = ops[k];
    if (!cmd.lit[i]) { unknownPrefix(p, cmd, ""); continue; }
    if (!namesWritten(p, cmd, argv[i])) continue;
    const o = unsuffixed(argv[i]);
    if (o.length) noteWrite(p, cmd, o, null, false);
    else { const s = lastChar(argv[i], 47); unknownNames(p, cmd, s < 0 ? "." : s == 0 ? "/" : argv[i].substring(0, s), true); }
  }
}

// ─── programs the call makes ────────────────────────────────────────────────────
// A file the call links or copies from another (`ln -s /bin/rm ./del`, `cp /bin/rm ./d`,
// `install`, `mv`) runs the source's program when it is run by its path (`./del -rf x`):
// the command is read as the source's, as an alias of it would be. (A name the call cannot
// know — a source known only when it runs — makes that command unknown.) The destination
// is DEST, or DEST/NAME when DEST is a directory (both are recorded: which one only the
// file system knows).

// Whether normalized path lies strictly under directory dir (`/` holds every other path).
function below(path: string, dir: string): bool {
  return path.length > dir.length && path.startsWith(dir) && (dir == "/" || path.charCodeAt(dir.length) == 47);
}

// DIR/NAME as the command wrote it (joinPath reads a relative DIR from the root)
function inDir(dir: string, name: string): string {
  return dir.endsWith("/") ? dir + name : dir + "/" + name;
}

// cp/install/mv [OPTION]… SOURCE DEST, … SOURCE… DIR, … -t DIR SOURCE…
function makesCopy(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  const ops = new Array<i32>();
  let dir = -1, dirVal = "";
  const valued = n == "install" ? latin1(",-m,-o,-g,-S,-t,--mode,--owner,--group,--suffix,--target-directory,--strip-program,") : latin1(",-S,-t,--suffix,--target-directory,");
  const r = new Opts(argv, 1, valued, latin1(","), valued, latin1(","));
  const backup = new Backup();
  while (r.i < argv.length) {
    // (the directory's value, as `-t D`, `-tD` or `--target-directory=D` gives it)
    if (r.next()) { if ((r.opt == "-t" || r.opt == "--target-directory") && r.hasValue) { dir = r.valueAt; dirVal = r.value; } backup.read(r, cmd); continue; }
    if (r.ended) { for (; r.i < argv.length; r.i++) ops.push(r.i); break; }
    ops.push(r.i++);
  }
  if (dir >= 0) {
    for (let k = 0; k < ops.length; k++) {
      if (cmd.lit[dir]) noteCopy(p, cmd, inDir(dirVal, basename(argv[ops[k]])), ops[k]);
      made(p, cmd, dirVal, ops[k], true);
      if (n == "mv") mvLinks(p, cmd, dirVal, cmd.lit[dir], ops[k]);
      if (cmd.lit[dir] && cmd.lit[ops[k]]) { backup.keep(p, cmd, inDir(dirVal, basename(argv[ops[k]]))); copiedWrite(p, cmd, ops[k], inDir(dirVal, basename(argv[ops[k]]))); }
    }
    return;
  }
  if (ops.length < 2) return;
  const last = ops[ops.length - 1];
  // (what it copies there: a text not known here, `cp /tmp/a.sh x.sh && bash x.sh`)
  if (cmd.lit[last]) {
    if (ops.length == 2 && !argv[last].endsWith("/")) { backup.keep(p, cmd, argv[last]); copiedWrite(p, cmd, ops[0], argv[last]); }
    for (let k = 0; k + 1 < ops.length; k++) if (cmd.lit[ops[k]]) { backup.keep(p, cmd, inDir(argv[last], basename(argv[ops[k]]))); copiedWrite(p, cmd, ops[k], inDir(argv[last], basename(argv[ops[k]]))); }
  }
  const links = n == "cp" && copiesLinks(cmd);
  for (let k = 0; k + 1 < ops.length; k++) {
    // (the copy: DEST itself, or DEST/NAME where DEST is a directory — which one, only the
    // file system knows: both)
    if (cmd.lit[last]) {
      if (ops.length == 2 && !argv[last].endsWith("/")) noteCopy(p, cmd, argv[last], ops[k]);
      noteCopy(p, cmd, inDir(argv[last], basename(argv[ops[k]])), ops[k]);
    }
    made(p, cmd, argv[last], ops[k], ops.length > 2);
    if (n == "mv") mvLinks(p, cmd, argv[last], cmd.lit[last], ops[k]);
    else if (links) copyLinks(p, cmd, argv[last], cmd.lit[last], ops[k]);
  }
}

// cp -R/-r (GNU and BSD: symbolic links in the tree are copied as links unless -L), -a, -P,
// -d, --no-dereference: what it copies may hold symbolic links (cp(1)), which a later path
// below the copy follows — `cp -a ./dir /tmp/x; rm -rf /tmp/x/link/` deletes where the
// link leads. A path below the copy is read as a link's (unknown); the copy itself is not.
function copiesLinks(cmd: Cmd): bool {
  const argv = cmd.argv;
  let keeps = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i] || a.length < 2 || a.charCodeAt(0) != 45) continue;
    if (a == "--") break;
    if (a.charCodeAt(1) == 45) {
      if (a == "--dereference" || a == "--deref") return false;
      if (a == "--archive" || a == "--recursive" || a == "--no-dereference" || a.startsWith("--preserve=links")) keeps = true;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const c = a.charCodeAt(k);
      if (c == 76) return false; // -L
      if (c == 97 || c == 80 || c == 100 || c == 82 || c == 114) keeps = true; // a P d R r
    }
  }
  return keeps;
}
const COPIED = "\u0003";
/** path is a file the call wrote with a text of its own (a copy of one: `cp -r d e`), no link. */
function carriedFile(p: Interp, path: string): bool {
  if (p.written == null || !p.written!.has(path)) return false;
  const ws = p.written!.get(path);
  for (let k = 0; k < ws.length; k++) if (ws[k] == null) return false;
  return ws.length > 0;
}
// rsync -a/--archive or -l/--links copies symbolic links as links (rsync(1); -L/--copy-links
// makes them their referents): below DEST, a path may lead where one does, as below a copy
function rsyncLinks(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  let keeps = false, last = -1, dd = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!dd && a == "--") { dd = true; continue; }
    if (!dd && a.length > 1 && a.charCodeAt(0) == 45) {
      if (!cmd.lit[i]) continue;
      if (a == "-L" || a == "--copy-links") return;
      if (a == "--archive" || a == "--links") keeps = true;
      else if (a.charCodeAt(1) != 45) { if (findChar(a, 76) > 0) return; if (findChar(a, 97) > 0 || findChar(a, 108) > 0) keeps = true; }
      if (findChar(a, 61) < 0 && listed(RSYNC_VALUED, a)) i++;
      continue;
    }
    last = i;
  }
  if (!keeps || last < 0 || !cmd.lit[last] || hostColon(argv[last]) >= 0) return;
  linkBelow(p, cmd, argv[last]);
}
/** What is below directory d (known), extracted from an archive, may be a link (COPIED). */
function linkBelow(p: Interp, cmd: Cmd, d: string): void {
  if (p.links.length >= MAX_LINKS || (cmd.dir.length == 0 && !d.startsWith("/"))) return;
  const at = joinPath(cmd.dir, d);
  if (at.length == 0 || at == "/") return;
  link(p, cmd, at, true, COPIED);
}
function copyLinks(p: Interp, cmd: Cmd, d: string, dLit: bool, src: i32): void {
  if (!dLit || p.links.length >= MAX_LINKS) return;
  if (cmd.dir.length == 0 && !d.startsWith("/")) return;
  const at = joinPath(cmd.dir, d);
  // (into a temporary directory's root: the copy is DIR/NAME)
  if (listed(TEMP_ROOTS, at.endsWith("/") && at.length > 1 ? at.substring(0, at.length - 1) : at)) {
    if (!cmd.lit[src]) { link(p, cmd, at, true, COPIED); return; }
    link(p, cmd, joinPath(at, basename(cmd.argv[src])), true, COPIED);
  } else link(p, cmd, at, true, COPIED);
}

// What mv moves is found at its new place: a later command naming a path there acts on
// what was moved (`mv ~ /tmp/t && rm -rf /tmp/t`), which is not known here — a path under it
// is read as a link's (unknown): the destination, or DIR/NAME when DIR is a temporary
// directory's root (`mv x.log /tmp`). A name known only when it runs is not followed (what a
// later command names there is its own business). A file the call wrote is a file, whose
// text copiedWrite carries: the destination, and DEST/NAME, name it (a link whose target
// is MOVED + NAME); what is under them stays unknown.
const TEMP_ROOTS = latin1(",/tmp,/var/tmp,/private/tmp,/private/var/tmp,/dev/shm,");
const MOVED = "\u0000";
const MOVED_DIR = "\u0002";
function mvLinks(p: Interp, cmd: Cmd, d: string, dLit: bool, src: i32): void {
  if (!dLit || !cmd.lit[src] || p.links.length >= MAX_LINKS) return;
  if (cmd.dir.length == 0 && !d.startsWith("/")) return;
  const at = joinPath(cmd.dir, d);
  const name = basename(cmd.argv[src]);
  // (a directory holding written files: a path under it that names one is that file)
  const file = holdsWritten(p, cmd, src) ? MOVED_DIR : p.written != null && p.written!.has(writtenKey(cmd, cmd.argv[src])) ? MOVED + name : "";
  // (the directory itself, unless it is a temporary root: deleting it deletes what moved in)
  if (listed(TEMP_ROOTS, at.endsWith("/") && at.length > 1 ? at.substring(0, at.length - 1) : at)) link(p, cmd, joinPath(at, name), true, file);
  else link(p, cmd, at, true, file);
}

// `dest` (a literal word of cmd, or a directory when `into`) now holds the program at word `src`
function made(p: Interp, cmd: Cmd, dest: string, src: i32, into: bool): void {
  if (cmd.dir.length == 0 && !dest.startsWith("/")) return;
  if (p.made == null) p.made = new Map();
  const from = cmd.lit[src] ? cmd.argv[src] : "";
  const name = basename(cmd.argv[src]);
  const at = joinPath(cmd.dir, dest);
  // (a file the call wrote: its text is what runs there, which copiedWrite carries)
  if (cmd.lit[src] && p.written != null && p.written!.has(writtenKey(cmd, cmd.argv[src]))) {
    if (!into) p.made!.delete(at);
    p.made!.delete(joinPath(at, name));
    return;
  }
  if (!into) p.made!.set(at, from);
  if (cmd.lit[src]) p.made!.set(joinPath(at, name), from);
}

// ─── a file written back from a commit ──────────────────────────────────────────
// `git show REV:PATH > PATH` (and `git cat-file -p|blob REV:PATH > PATH`) puts the committed
// version over the file, as `git checkout REV -- PATH` does: that command is pushed as an
// inner one, so that what a rule says of checkout it says of this. PATH in REV:PATH is the
// repository's top's unless it starts with ./ or ../ (gitrevisions(7)); the redirect's
// target is the same file when it is that path resolved here, or ends with /PATH.
function restoredByShow(p: Interp, cmd: Cmd, git: Cmd, level: i32): void {
  if (cmd.redirects.length == 0 || cmd.wraps || cmd.opaque) return;
  let target = "";
  for (let i = 0; i < cmd.redirects.length; i++) {
    const d = cmd.redirects[i];
    // (`&>` too, and `>&PATH`, which bash reads as it)
    if ((((d.op == ">" || d.op == ">|") && (d.fd.length == 0 || d.fd == "1")) || d.op == "&>") && d.literal) target = d.target;
  }
  if (target.length) restoredTo(p, git, target, level);
}

// (and `git show REV:PATH | tee PATH`: tee, not appending, writes what git printed; so do
// sponge(1) without -a, `cp /dev/stdin PATH`, `dd of=PATH` with no if=, `cat > PATH`)
function teeFromShow(p: Interp, tee: Cmd, n: string, level: i32): void {
  if (!same(tee.conn, "|") || tee.wraps || tee.opaque) return;
  const found = pipedFrom(p.out, tee);
  if (found == null || !mayBeGit(found!.name()) || found!.opaque) return;
  const argv = tee.argv;
  if (n == "cat") {
    // (`cat`, `cat -`, `cat /dev/stdin`: what git printed)
    if (argv.length == 1 || (argv.length == 2 && tee.lit[1] && (argv[1] == "-" || isStdinPath(argv[1])))) restoredByShow(p, tee, found!, level);
    return;
  }
  if (n == "cp" || n == "install") {
    // (`cp /dev/stdin PATH`, `install [-m MODE] /dev/stdin PATH`: the last two words)
    const k = argv.length - 2;
    if (k >= 1 && tee.lit[k] && tee.lit[k + 1] && isStdinPath(argv[k])) restoredTo(p, found!, argv[k + 1], level);
    return;
  }
  if (n == "dd") {
    let out = "";
    for (let k = 1; k < argv.length; k++) {
      if (!tee.lit[k]) return;
      if (argv[k].startsWith("if=")) return;
      if (argv[k].startsWith("of=")) out = argv[k].substring(3);
    }
    if (out.length) restoredTo(p, found!, out, level);
    return;
  }
  for (let k = 1; k < argv.length; k++) {
    const a = argv[k];
    if (a == "-a" || a == "--append") return;
    if (tee.lit[k] && !a.startsWith("-")) restoredTo(p, found!, a, level);
  }
}

function restoredTo(p: Interp, cmd: Cmd, target: string, level: i32): void {
  const argv = cmd.argv;
  const i = gitSubAt(argv);
  if (i >= argv.length) return;
  const sub = argv[i];
  if (sub != "show" && sub != "cat-file") return;
  let spec = -1;
  for (let k = i + 1; k < argv.length; k++) {
    const a = argv[k];
    if (!cmd.lit[k] || a.startsWith("-")) continue;
    const c = findChar(a, 58);
    if (c >= 0 && c + 1 < a.length) spec = k;
  }
  if (spec < 0) return;
  const a = argv[spec];
  let colon = findChar(a, 58);
  if (a.startsWith(":") && a.length > 3 && a.charCodeAt(1) >= 48 && a.charCodeAt(1) <= 51 && a.charCodeAt(2) == 58) colon = 2; // (:N:PATH, a stage of the index)
  const rev = a.substring(0, colon), path = a.substring(colon + 1);
  if (cmd.dir.length == 0 && !target.startsWith("/")) return;
  const t = joinPath(cmd.dir, target);
  const same = path.startsWith("./") || path.startsWith("../") ? cmd.dir.length > 0 && joinPath(cmd.dir, path) == t : t.endsWith(normPath(path));
  if (!same) return;
  // (an empty REV, `:PATH` or `:N:PATH`, is the index's version: `git checkout -- PATH`)
  const words = rev.length && !rev.startsWith(":") ? ["git", "checkout", rev, "--", path] : ["git", "checkout", "--", path];
  const lits = new Array<bool>(words.length).fill(true);
  unwrap(p, p.pushInner(cmd, words, lits, "git " + sub), level + 1);
}

// ─── arithmetic payloads in data ───────────────────────────────────────────────
// A value bash evaluates as arithmetic — read, printed or piped into a variable, then used in
// $(( )), (( )), [[ -eq ]], let or a subscript — runs the $( ) of an array subscript in it
// (`read x <<< 'a[$(…)]'; echo $((x))`: bash(1), ARITHMETIC EVALUATION). The model does not
// follow such values, so in a call whose text evaluates arithmetic anywhere (Interp#arith),
// a literal word (here), a quoted heredoc's body or a here-string (where the interpretation
// reads them) that holds such a
// subscript — a `[`, then `$(` or a backtick before its `]` — has the rest of that line
// scanned, its $( ) read as commands that may run. (The builtins that evaluate their words,
// declare, read, printf -v …, are read so already: laterCode. A long word is searched in the
// source, not copied out of it. Each word or text is scanned once a line: linear.)
/** printf -v NAME: the builtin assigns (laterCode reads its words). */
function printfSetsVar(cmd: Cmd): bool { return cmd.argc() > 1 && cmd.lit[1] && cmd.words[1].startsWith("-v"); }
function payloadWords(p: Interp, cmd: Cmd): void {
  const n = cmd.argc();
  const pend = cmd.pending;
  for (let i = 1; i < n; i++) {
    if (!cmd.lit[i]) continue;
    let lazy = false;
    if (pend !== null) for (let k = 0; k < pend!.length; k += 3) if (pend![k] == i) { p.payloadIn(cmd.source, pend![k + 1], pend![k + 2], cmd.dir); lazy = true; break; }
    if (!lazy) { const w = cmd.words[i]; p.payloadIn(w, 0, w.length, cmd.dir); }
  }
  // (a heredoc's body and a here-string are read where the interpretation meets them:
  // Interp#heredocBodies, Interp#redirect)
}

// ─── files the call writes, then runs ────────────────────────────────────────────
// A script written by a redirect (`echo 'rm -rf ~' > x.sh`, `cat > x.py <<'EOF'`, `>>` adding
// to it), by tee, or by another tool (cp, mv, install, curl -o, wget -O: its text not known
// here), then run in the same call — by a shell (`bash x.sh`), an interpreter (`python3
// x.py`), `source`, or by its path (`./x.sh`) — is that text: parsed as the program, or
// unknown. The text is read when the file is run (a heredoc's body comes after its line).
// A file named only when it runs is not followed.
const WRITTEN_NONE = 0, WRITTEN_KNOWN = 1, WRITTEN_UNKNOWN = 2;
let writtenText = "";

// (in a directory not known: kept under `?/`, a path no lookup finds but by its end)
function writtenKey(cmd: Cmd, target: string): string {
  // (in a container made here: the host's file — wasm/shell/container.ts)
  const m = cmd.mounts;
  if (m !== null) return hostFile(m!, cmd.dir, target);
  return cmd.dir.length == 0 && !target.startsWith("/") ? "?/" + normPath(target) : joinPath(cmd.dir, target);
}

// (after a cd that may fail, where both directories are known — Cmd alts —: the file in
// each, written there or not. A maybe-write adds to what the file held, as `>>` would: a
// reader sees the texts of both, and is not known, as the file may hold its own)
function noteWrite(p: Interp, cmd: Cmd, target: string, writer: Cmd | null, append: bool, redirect: bool = false): void {
  // (docker's own redirect, carried by the command it runs in a container: this host's)
  const m = cmd.mounts;
  if (redirect && m !== null && cmd.hostRedirects) {
    const at = target.startsWith("/") ? normPath(target) : target.startsWith("~") || target.startsWith("$") ? target
      : m!.host.length ? normPath(m!.host + "/" + target) : "?/" + normPath(target);
    if (!append && p.writtenMaybe != null) p.writtenMaybe!.delete(at);
    writeAt(p, at, writer, append);
    return;
  }
  if (cmd.dir.length == 0 && cmd.alts.length == 2 && !target.startsWith("/")) {
    for (let k = 0; k < 2; k++) {
      const at = joinPath(cmd.alts[k], target);
      if (at == "/dev/null") return;
      if (p.writtenMaybe == null) p.writtenMaybe = new Set();
      p.writtenMaybe!.add(at);
      writeAt(p, at, writer, true);
    }
    return;
  }
  const at = writtenKey(cmd, target);
  if (at.length == 0 || at == "/dev/null") return;
  if (!append && p.writtenMaybe != null) p.writtenMaybe!.delete(at);
  writeAt(p, at, writer, append);
}
function writeAt(p: Interp, at: string, writer: Cmd | null, append: bool): void {
  p.effects++;
  if (p.written == null) p.written = new Map();
  const m = p.written!;
  if (!append || !m.has(at)) m.set(at, new Array<Cmd | null>());
  const ws = m.get(at);
  if (ws.length < 16) ws.push(writer); else ws[15] = null;
}

// The key of a file the call wrote that the path `at` (known) may name: itself, or one
// written in a directory not known (`?/…`) whose path it ends with; "" for none. Sets
// writtenMaybe when it is only a file that may be the one.
let writtenMaybe = false;
function writtenKeyAt(p: Interp, at: string): string {
  const m = p.written!;
  if (m.has(at)) {
    if (p.writtenMaybe != null && p.writtenMaybe!.has(at)) writtenMaybe = true;
    return at;
  }
  const keys = m.keys();
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    if (key.startsWith("?/") && at.endsWith(key.substring(2))) { writtenMaybe = true; return key; } // ("?/" + normPath: "?//x.sh")
  }
  return "";
}

// The files cmd's redirects write: by `writer`'s output, or (null) a text not known here —
// a descriptor's (`exec 3> x.sh`, later `>&3`) or a compound's.
function noteWritesBy(p: Interp, cmd: Cmd, writer: Cmd | null): void {
  for (let i = 0; i < cmd.redirects.length; i++) {
    const d = cmd.redirects[i];
    const op = d.op;
    if (!(op == ">" || op == ">|" || op == ">>" || op == "&>" || op == "&>>" || op == "<>") || !d.literal) continue;
    const out = d.fd.length == 0 || d.fd == "1";
    if (!out && writer != null) continue;
    noteWrite(p, cmd, d.target, out ? writer : null, op == ">>" || op == "&>>", true);
  }
}

function noteWrites(p: Interp, cmd: Cmd): void {
  noteWritesBy(p, cmd, cmd.argc() == 1 && cmd.lit[0] && cmd.word() == "exec" ? null : cmd);
  if (!p.out.dashNames) noteDashNames(p, cmd);
  if (cmd.argc() < 2 || !cmd.lit[0]) return;
  const n = cmd.name();
  if (n == "find" || n == "gfind") { findWrites(p, cmd); return; }
  if (n != "tee" && n != "sponge" && n != "curl" && n != "wget") return;
  const argv = cmd.argv; // (not before: a long word is copied out of the source only when read)
  // (sponge(1) FILE: stdin soaked up, then written to FILE — added to it with -a)
  if (n == "tee" || n == "sponge") {
    let append = false;
    for (let i = 1; i < argv.length; i++) if (cmd.lit[i] && (argv[i] == "-a" || argv[i] == "--append")) append = true;
    for (let i = 1; i < argv.length; i++) if (cmd.lit[i] && !argv[i].startsWith("-")) noteWrite(p, cmd, argv[i], cmd, append);
  } else if (n == "curl" || n == "wget") {
    const o = n == "curl" ? "-o" : "-O";
    for (let i = 1; i + 1 < argv.length; i++) {
      if ((argv[i] == o || argv[i] == (n == "curl" ? "--output" : "--output-document")) && cmd.lit[i + 1]) noteWrite(p, cmd, argv[i + 1], null, false);
    }
  }
}

// find's -fprint, -fprint0, -fprintf and -fls write the file they name (findutils' manual,
// "Print File Name"): the names find meets, in -fprintf's format — a text not known here,
// so a file run afterwards (`find ~ -fprintf l 'rm -rf %p\n'; sh l`) is a program not known
function findWrites(p: Interp, cmd: Cmd): void {
  const r = readFind(cmd);
  const argv = cmd.argv;
  for (let i = 1; i + 1 < argv.length; i++) {
    if (r.roles[i] != FR_PRIMARY || !listed(FIND_WRITES, argv[i])) continue;
    if (cmd.lit[i + 1]) noteWrite(p, cmd, argv[i + 1], null, false);
    else unknownPrefix(p, cmd, "");
  }
}

// `git apply -R` / `patch -R` (--reverse) of a patch the call wrote: what it undoes is
// known only when it runs — the call's own `git diff > p` undoes the uncommitted changes it
// lists, as `git diff | git apply -R` does (destructive's git-diff-reversed): unknown.
function reversesWrittenPatch(p: Interp, cmd: Cmd): bool {
  if (cmd.argc() < 2 || !cmd.lit[0]) return false;
  const n = cmd.name();
  let from = 1;
  if (n == "git") {
    const argv0 = cmd.argv;
    from = gitSubAt(argv0);
    if (from >= argv0.length || argv0[from] != "apply") return false;
    from++;
  } else if (n != "patch") return false;
  const argv = cmd.argv;
  let reverse = false, dd = false;
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i]) continue;
    if (!dd && a == "--") { dd = true; continue; }
    if (dd) continue;
    if (a == "--reverse" || (a.startsWith("--rev") && "--reverse".startsWith(a)) || (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 82) > 0)) reverse = true;
    // (a check that applies nothing: git apply's --check/--stat/--numstat/--summary,
    // patch's --dry-run)
    if (n == "git" ? a == "--check" || a == "--stat" || a == "--numstat" || a == "--summary" : a == "--dry-run") return false;
  }
  // (the patch: an operand, patch's -i FILE / --input=FILE, or the file on its stdin)
  let f = "";
  for (let i = from; i < argv.length && f.length == 0; i++) if (cmd.lit[i] && !argv[i].startsWith("-") && namesWritten(p, cmd, argv[i])) f = argv[i];
  for (let i = from; i + 1 < argv.length && f.length == 0; i++) if (argv[i] == "-i" && cmd.lit[i + 1] && namesWritten(p, cmd, argv[i + 1])) f = argv[i + 1];
  for (let i = from; i < argv.length && f.length == 0; i++) if (argv[i].startsWith("--input=") && namesWritten(p, cmd, argv[i].substring(8))) f = argv[i].substring(8);
  for (let i = 0; i < cmd.redirects.length && f.length == 0; i++) {
    const d = cmd.redirects[i];
    if (d.op == "<" && d.literal && (d.fd.length == 0 || d.fd == "0") && namesWritten(p, cmd, d.target)) f = d.target;
  }
  if (f.length == 0) return false;
  if (reverse) return true;
  // (applied forward: a reversed diff the call wrote, `git diff -R > p; git apply p`)
  const at = writtenKey(cmd, f);
  if (!p.written!.has(at)) return false;
  const ws = p.written!.get(at);
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k];
    if (w == null || w!.argc() < 3 || !w!.lit[0] || w!.name() != "git") continue;
    const wa = w!.argv;
    const s = gitSubAt(wa);
    if (s >= wa.length || wa[s] != "diff") continue;
    for (let i = s + 1; i < wa.length; i++) if (wa[i] == "-R" || wa[i] == "--reverse") return true;
  }
  return false;
}

// A path the command names whose last part begins with "-": an operand after `--`, one
// written with a directory (`./-rf`), or a redirect's target (`> -rf`). A glob later in
// the call may expand to that name, which the command it is given reads as an option —
// `touch -- -rf; rm * ~` runs `rm -rf … ~` (Output#dashNames).
function noteDashNames(p: Interp, cmd: Cmd): void {
  for (let i = 0; i < cmd.redirects.length; i++) {
    const d = cmd.redirects[i];
    if (d.literal && d.op != "<<" && d.op != "<<<" && d.op != ">&" && d.op != "<&" && basename(d.target).startsWith("-")) { p.out.dashNames = true; return; }
  }
  const n = cmd.argc();
  if (n < 2) return;
  // (the words as they stand: a long one still in the source — Cmd#pending — is no file name
  // made here, and reading it would copy it out)
  const words = cmd.words;
  const q = cmd.pending;
  let dd = false;
  for (let i = 1; i < n; i++) {
    if (!cmd.lit[i] || i >= words.length) continue;
    if (q !== null) { let held = false; for (let k = 0; k < q.length; k += 3) if (q[k] == i) held = true; if (held) continue; }
    const a = words[i];
    if (!dd && a == "--") { dd = true; continue; }
    if (!(dd || findChar(a, 47) >= 0) || !basename(a).startsWith("-")) continue;
    p.out.dashNames = true;
    return;
  }
}

/**
 * Whether word i of cmd names a file the call wrote: its text in writtenText when known.
 * In a directory not known, a relative name may be any written file whose path ends with
 * it; a name with no `/` that bash looks up in PATH (`search`: `.`, `bash NAME`) may be any
 * written file of that name: unknown.
 */
function writtenFile(p: Interp, cmd: Cmd, i: i32, search: bool = false): i32 {
  const r = writtenFileIn(p, cmd, i, search);
  if (r != WRITTEN_NONE) return r;
  const e = editedAt(p, cmd, i);
  if (e < 0) return r;
  const t = p.editedTexts![e];
  if (t == null) return WRITTEN_UNKNOWN;
  writtenText = t!; writtenMaybe = false;
  return WRITTEN_KNOWN;
}
function writtenFileIn(p: Interp, cmd: Cmd, i: i32, search: bool): i32 {
  if (p.written == null || i >= cmd.argc()) return WRITTEN_NONE;
  // (a path known only when it runs — `sh "$F"`, find's `-exec sh {}` — may be any file the
  // call wrote, as a glob may: but a log, text or data file, which runs nowhere)
  if (!cmd.lit[i]) return processSubst(cmd, i) || !writtenRunnable(p) ? WRITTEN_NONE : WRITTEN_UNKNOWN;
  let f = cmd.argv[i];
  // (`$PWD/x.sh`: where the command runs)
  if (f.startsWith("$PWD/")) f = "./" + f.substring(5);
  else if (f.startsWith("${PWD}/")) f = "./" + f.substring(7);
  else if (f.startsWith("~+/")) f = "./" + f.substring(3); // (bash's `~+` is $PWD: bash(1) "Tilde Expansion")
  // (a glob: any file the call wrote may be the one)
  if (globbedAt(cmd, i)) return p.written!.size > 0 ? WRITTEN_UNKNOWN : WRITTEN_NONE;
  // (where the shell may be in either of two directories, both known: the file in each —
  // the one written there, or in the other, or in a directory not known, may be the one
  // it runs: writtenMaybe, its text read all the same)
  writtenMaybe = false;
  const two = cmd.mounts === null && cmd.dir.length == 0 && cmd.alts.length == 2 && !f.startsWith("/");
  // (in a container: the host's file, when known)
  const at = cmd.mounts !== null ? containerFile(cmd, f) : cmd.dir.length == 0 && !f.startsWith("/") ? "" : joinPath(cmd.dir, f);
  let key = at.length ? writtenKeyAt(p, at) : "";
  let other = "";
  if (two) {
    key = writtenKeyAt(p, joinPath(cmd.alts[0], f));
    other = writtenKeyAt(p, joinPath(cmd.alts[1], f));
    if (key.length == 0 || other.length == 0) writtenMaybe = true;
    if (key.length == 0) { key = other; other = ""; }
  }
  // (under a directory an archive the call made was extracted into: any name, any text)
  if (two ? unknownUnder(p, joinPath(cmd.alts[0], f)) || unknownUnder(p, joinPath(cmd.alts[1], f)) : unknownUnder(p, at)) return WRITTEN_UNKNOWN;
  if (key.length == 0) {
    const rel = f.startsWith("/") ? "" : joinPath("/", f);
    const bare = search && findChar(f, 47) < 0;
    const keys = p.written!.keys();
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      if (at.length == 0 && !two && rel.length > 1 && key.endsWith(rel) || bare && basename(key) == f) return WRITTEN_UNKNOWN;
    }
    return WRITTEN_NONE;
  }
  const t = writtenTextOf(p, key);
  if (t == null) return WRITTEN_UNKNOWN;
  if (other.length && other != key) {
    const u = writtenTextOf(p, other);
    if (u == null || u! != t!) return WRITTEN_UNKNOWN;
  }
  writtenText = t!;
  return WRITTEN_KNOWN;
}

function writtenTextOf(p: Interp, key: string): string | null {
  const ws = p.written!.get(key);
  const t = new Buf();
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k];
    if (w == null) return null;
    const o = outputOf(p, w!);
    if (o == null) return null;
    t.str(o!);
  }
  return t.toString();
}

/** What cmd writes to its stdout or its tee files, when known: a literal echo or printf, or
 * cat and tee given a heredoc or here-string that expands nothing. */
function outputOf(p: Interp, c: Cmd): string | null {
  const n = c.name();
  if (!joinedLit(c, 0, c.argv.length)) return null;
  if (n == "echo") {
    let k = 1;
    while (k < c.argv.length && echoOption(c.argv[k])) k++;
    if (k > 1) return null; // (-e, -n: escapes and no newline, read their way)
    const t = joinWords(c.argv, k);
    // (under xpg_echo, or in sh — dash's echo —, a backslash is an escape)
    if (findChar(t, 92) >= 0 && (p.xpgEcho || c.via != "" && c.via != "bash" && SHELLS.has(c.via))) return null;
    return t + "\n";
  }
  if (n == "printf" && c.argv.length > 1) return printfText(c.argv);
  if ((n == "cat" && c.argv.length == 1) || n == "tee") {
    if (!c.hasHeredoc) return null;
    if (c.heredocCode && (findChar(c.heredoc, 36) >= 0 || findChar(c.heredoc, 96) >= 0)) return null;
    // (an unquoted heredoc's `\\`, `\$`, `` \` `` and `\` before a newline are quotes — bash(1)
    // "Here Documents")
    return c.heredocCode && findChar(c.heredoc, 92) >= 0 ? heredocUnescaped(c.heredoc) : c.heredoc;
  }
  return null;
}

// A shell's start-up file, or a crontab, written or added to (`echo 'rm -rf ~' >> ~/.bashrc`):
// the text runs in every later shell (at once, in this call, with `bash -i`), a stored
// program judged now, as git's stored configuration is. Its text is read as a shell's when
// known (a literal echo, printf, or a heredoc), and as a command not known otherwise. (A
// cron line's schedule reads as a command that is no program: unknown, as it should be.)
const STARTUP_NAMES = new NameSet(latin1(",.bashrc,.bash_profile,.bash_login,.bash_logout,.profile,.zshrc,.zshenv,.zprofile,.zlogin,.zlogout,.bash_aliases,.kshrc,.mkshrc,.xinitrc,.xprofile,.xsession,config.fish,bash.bashrc,zshrc,zshenv,zprofile,zlogin,profile,environment,"));
function isStartupPath(path: string): bool {
  const base = basename(path);
  if (STARTUP_NAMES.has(base)) return base.startsWith(".") || base == "config.fish" || path.startsWith("/etc/");
  return path.startsWith("/etc/profile.d/") || path.startsWith("/etc/cron") || path.startsWith("/var/spool/cron/") || path.startsWith("/etc/zsh/")
    || path.includes("/.config/autostart/") || path.includes("/systemd/user/") || path.startsWith("/etc/systemd/");
}
function startupWritten(p: Interp): void {
  // (a group's, a loop's or a descriptor's write to one — `{ echo …; } >> ~/.bashrc`,
  // `exec 3>>~/.bashrc; echo … >&3`: what it writes is not known here)
  const cmds = p.out.cmds;
  const n = cmds.length; // (not the commands pushed here, which share their writer's redirects)
  for (let i = 0; i < n; i++) {
    const c = cmds[i];
    if (c.via == "startup") continue;
    for (let k = 0; k < c.redirects.length; k++) {
      const d = c.redirects[k];
      const op = d.op;
      if (!(op == ">" || op == ">|" || op == ">>" || op == "&>" || op == "&>>") || !d.literal) continue;
      if (c.argc() > 0 && (d.fd.length == 0 || d.fd == "1")) continue; // (a simple command's stdout: read below)
      if (!isStartupPath(c.dir.length ? joinPath(c.dir, d.target) : d.target)) continue;
      const was = c.wraps; const inner = p.pushInner(c, ["sh"], [true], "startup"); c.wraps = was; inner.wraps = true; inner.opaque = true;
      break;
    }
  }
  if (p.written == null) return;
  const m = p.written!;
  const keys = m.keys();
  for (let i = 0; i < keys.length; i++) {
    if (!isStartupPath(keys[i])) continue;
    const ws = m.get(keys[i]);
    for (let k = 0; k < ws.length; k++) {
      const w = ws[k];
      if (w == null) continue;
      const t = outputOf(p, w!);
      // (a text not known here: a command not known, run by the shells to come)
      if (t == null) { const was = w!.wraps; const inner = p.pushInner(w!, ["sh"], [true], "startup"); w!.wraps = was; inner.wraps = true; inner.opaque = true; continue; }
      p.reparse(t!, w!, "startup");
    }
  }
}

// A program run by the path of a file the call wrote (`chmod +x x.sh && ./x.sh`): its text,
// read as a shell's when it has no `#!` line or one naming a shell; unknown otherwise.
function writtenProgram(p: Interp, cmd: Cmd, level: i32): bool {
  const w = cmd.word();
  if (!cmd.lit[0] || findChar(w, 47) < 0) return false;
  const r = writtenFile(p, cmd, 0);
  if (r == WRITTEN_NONE) return false;
  cmd.wraps = true;
  if (r == WRITTEN_UNKNOWN) { cmd.opaque = true; return true; }
  const t = writtenText;
  if (writtenMaybe) cmd.opaque = true;
  if (t.startsWith("#!")) {
    let e = 2;
    while (e < t.length && t.charCodeAt(e) != 10) e++;
    const line = t.substring(2, e).trim();
    const sp = findChar(line, 32);
    let prog = basename(sp < 0 ? line : line.substring(0, sp));
    if (prog == "env" && sp >= 0) { const rest = line.substring(sp + 1).trim(); const s2 = findChar(rest, 32); prog = s2 < 0 ? rest : rest.substring(0, s2); }
    if (!isShell(prog)) { cmd.opaque = true; return true; }
  }
  p.reparse(t, cmd, "sh");
  return true;
}

// A file the call wrote that a tool then reads as code: awk's and sed's -f, make's and
// ninja's build files (given, or the default names in the directory), a Node module it is
// told to preload, gdb's and vim's command files, CMake's script, a Perl module for -M, a
// Python module for -m, the package.json whose scripts npm, pnpm, yarn and bun run. What
// that code does is not read here: the command is unknown (opaque).
const CODE_OPTS_AWK = latin1(",-f,--file,-i,--include,-E,--exec,");
const CODE_OPTS_SED = latin1(",-f,--file,");
const CODE_OPTS_MAKE = latin1(",-f,--file,--makefile,");
const CODE_OPTS_NODE = latin1(",-r,--require,--import,--loader,--experimental-loader,");
const CODE_OPTS_GDB = latin1(",-x,--command,-ix,--init-command,");
const CODE_OPTS_VIM = latin1(",-S,-u,");
const CODE_OPTS_CMAKE = latin1(",-P,-C,");
const CODE_OPTS_NINJA = latin1(",-f,");
const PKG_RUNNERS = new NameSet(latin1(",npm,pnpm,yarn,bun,"));
// Task runners, build tools, test runners and installers that run the project's own files
// (each one's manual: justfile, Taskfile.yml, Rakefile, tasks.py, noxfile.py, tox.ini,
// conftest.py and the tests, setup.py and a build backend, Gemfile, build.rs, go files,
// gulpfile.js, SConstruct, BUILD files, build.gradle, meson.build, composer.json's scripts,
// Vagrantfile, Brewfile, Procfile, .pre-commit-config.yaml, deno.json's tasks, pixi.toml,
// mise.toml): after the call wrote a file in the directory they run in, what they run is
// not known here.
const PROJECT_RUNNERS = new NameSet(latin1(",just,task,go-task,rake,invoke,inv,nox,tox,poe,pdm,pipenv,poetry,hatch,mise,pixi,deno,honcho,foreman,pre-commit,gulp,grunt,scons,bazel,bazelisk,gradle,gradlew,mvn,mvnw,meson,composer,vagrant,brew,pytest,py.test,cargo,go,pip,pip3,uv,bundle,rails,ant,sbt,lein,mix,dotnet,swift,stack,cabal,"));
// A program given inline that loads a file by name — Perl's `do FILE`/`require FILE`, Ruby's
// load/require/require_relative, Lua's dofile/loadfile, Tcl's and vim's and gdb's source,
// PHP's include/require, Python's exec/runpy, node's require —, where a word of the command
// names a file the call wrote (one not named as a log, text or data file) next to such a
// loader: the code it loads is that file's, read by no reader here.
const LOADERS = ["do ", "do(", "require", "load", "dofile", "loadfile", "source", "so ", "include", "exec", "runpy", "run_path", "import"];
function loadsWritten(p: Interp, cmd: Cmd, n: string): bool {
  if (langOf(n) == L_NONE && !isVim(n) && n != "gdb") return false;
  const argv = cmd.argv;
  for (let i = 1; i < argv.length; i++) {
    const w = argv[i];
    if (!cmd.lit[i] || w.length < 3) continue;
    let loader = false;
    for (let k = 0; k < LOADERS.length && !loader; k++) loader = w.includes(LOADERS[k]);
    if (!loader) continue;
    const keys = p.written!.keys();
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      if (key.endsWith(".log") || key.endsWith(".txt") || key.endsWith(".md") || key.endsWith(".out") || key.endsWith(".csv") || key.endsWith(".json")) continue;
      const slash = lastChar(key, 47);
      const b = slash >= 0 ? key.substring(slash + 1) : key;
      if (b.length && namesToken(w, b)) return true;
    }
  }
  return false;
}
/** `w` holds `name` as a whole path's last part (what comes before it a `/` or no name character, what follows no name character). */
function namesToken(w: string, name: string): bool {
  let from = 0;
  while (true) {
    const at = w.indexOf(name, from);
    if (at < 0) return false;
    const before = at == 0 ? 32 : w.charCodeAt(at - 1);
    const after = at + name.length >= w.length ? 32 : w.charCodeAt(at + name.length);
    const bOk = before == 47 || !fileNameChar(before);
    const aOk = !fileNameChar(after);
    if (bOk && aOk) return true;
    from = at + 1;
  }
}
function fileNameChar(c: i32): bool { return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 45 || c == 46; }

// … and an interpreter after the call wrote a file of its language there: a module it may
// import (`python -c 'import x'`, `node x` finding x.js, `ruby -e 'require "./x"'`)
function writtenSource(p: Interp, cmd: Cmd, n: string): bool {
  if (loadsWritten(p, cmd, n)) return true;
  const ext = pyLike(n) ? ".py" : n == "node" || n == "bun" || n == "tsx" || n == "ts-node" ? ".js" : n == "ruby" ? ".rb" : n == "perl" ? ".pl" : n == "php" ? ".php" : n == "lua" ? ".lua" : "";
  if (ext.length == 0) return false;
  return writtenUnder(p, cmd, ext) || (ext == ".js" && (writtenUnder(p, cmd, ".mjs") || writtenUnder(p, cmd, ".cjs") || writtenUnder(p, cmd, ".ts")));
}
/**
 * Some file the call wrote before cmd (not its own output) is in cmd's directory or below
 * it (ending with `tail`), or anywhere when that directory is not known; a log, text or
 * data file (.log, .txt, .md, .out, .csv) runs nowhere.
 */
function writtenUnder(p: Interp, cmd: Cmd, tail: string): bool {
  const m = p.written!;
  const keys = m.keys();
  const dir = cmd.dir.length == 0 ? "" : cmd.dir == "/" ? "/" : cmd.dir + "/";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    // (names not known under a directory, which holds cmd's or lies in it: any file)
    if (k.endsWith(UNKNOWN_UNDER)) { const pre = k.substring(0, k.length - 1); if (dir.length == 0 || pre.startsWith(dir) || dir.startsWith(pre)) return true; continue; }
    if (!k.endsWith(tail) || !k.startsWith(dir) || k.endsWith(".log") || k.endsWith(".txt") || k.endsWith(".md") || k.endsWith(".out") || k.endsWith(".csv")) continue;
    const ws = m.get(k);
    for (let j = 0; j < ws.length; j++) if (ws[j] !== cmd) return true;
  }
  return false;
}

/** Some file the call wrote may be a program: one not named as a log, text or data file. */
function writtenRunnable(p: Interp): bool {
  const keys = p.written!.keys();
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (!(k.endsWith(".log") || k.endsWith(".txt") || k.endsWith(".md") || k.endsWith(".out") || k.endsWith(".csv") || k.endsWith(".json"))) return true;
  }
  return false;
}

/** The host's path of file f a command in a container names, "" where it is not known. */
function containerFile(cmd: Cmd, f: string): string {
  const k = writtenKey(cmd, f);
  return k.startsWith("?/") ? "" : k;
}

/** Some file the call wrote has a path that ends with `tail`. */
function writtenEnding(p: Interp, tail: string): bool {
  const keys = p.written!.keys();
  for (let i = 0; i < keys.length; i++) if (keys[i].endsWith(tail) || keys[i].endsWith(UNKNOWN_UNDER)) return true;
  return false;
}

function writtenAt(p: Interp, cmd: Cmd, path: string): bool {
  if (path.length == 0) return false;
  if (cmd.mounts !== null) {
    // (in a container: the host's file; one not known there may be any written file of its name)
    const at = containerFile(cmd, path);
    if (at.length) return writtenKeyAt(p, at).length > 0 || unknownUnder(p, at);
    const k = writtenKey(cmd, path);
    return k.length > 2 && writtenEnding(p, k.substring(1));
  }
  if (cmd.dir.length || path.startsWith("/")) { const at = joinPath(cmd.dir, path); return writtenKeyAt(p, at).length > 0 || unknownUnder(p, at); }
  if (cmd.alts.length == 2) {
    const a = joinPath(cmd.alts[0], path), b = joinPath(cmd.alts[1], path);
    return writtenKeyAt(p, a).length > 0 || writtenKeyAt(p, b).length > 0 || unknownUnder(p, a) || unknownUnder(p, b);
  }
  if (unknownUnder(p, "")) return true;
  // (in a directory not known: any written file whose path ends with it)
  const rel = joinPath("/", path);
  if (rel.length < 2) return false;
  const keys = p.written!.keys();
  for (let k = 0; k < keys.length; k++) if (keys[k].endsWith(rel)) return true;
  return false;
}

/** A value of one of `opts` (`-f F`, `-fF`, `--file=F`, `--file F`) among `argv` from `from`
 * (cmd's words, or NODE_OPTIONS') names a file the call wrote. */
function optionWritten(p: Interp, cmd: Cmd, opts: List, argv: Array<string> = cmd.argv, from: i32 = 1): bool {
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    const eq = findChar(a, 61);
    if (a.charCodeAt(1) == 45) {
      const name = eq > 0 ? a.substring(0, eq) : a;
      if (!listed(opts, name)) continue;
      if (eq > 0 ? writtenAt(p, cmd, a.substring(eq + 1)) : i + 1 < argv.length && writtenAt(p, cmd, argv[i + 1])) return true;
      continue;
    }
    // a short option, alone or with its value attached
    const two = a.substring(0, 2);
    const three = a.length >= 3 ? a.substring(0, 3) : "";
    const opt = three.length && listed(opts, three) ? three : listed(opts, two) ? two : "";
    if (opt.length == 0) continue;
    if (a.length > opt.length ? writtenAt(p, cmd, a.substring(opt.length)) : i + 1 < argv.length && writtenAt(p, cmd, argv[i + 1])) return true;
  }
  return false;
}

const CODE_OPTS_SSH = latin1(",-F,");

// A tool's program (or configuration) file read from stdin, a descriptor or a process
// substitution — `awk -f <(…)`, `sed -nf /dev/fd/3`, `gdb -x <(…)`, `vim -u /dev/stdin <<<
// …`, `expect -f <(…)`, `ssh -F <(…)` (whose ProxyCommand runs), `curl -K <(…)` (whose
// `output` names a file it writes): another command's output or a here-document, which this model does not read as that tool's language. What it runs is
// unknown (asked), as `bash <(…)`'s is. Options as each tool's parser reads them: a long one
// with `=VALUE` or the next word (sed's and awk's `--file` by a prefix), a short one in a
// bundle with its value attached or next (`-nf FILE`); gdb's single-dash long names. Costs a
// walk over the words of these few tools only.
const ELSEWHERE_GDB = latin1(",-x,--x,-command,--command,-ix,--ix,-init-command,--init-command,");
const ELSEWHERE_VIM = latin1(",-u,-S,-U,-s,");
const ELSEWHERE_EXPECT = latin1(",-f,");
// (curl's -K/--config FILE: its options — `output`, `dump-header`, `trace` name files it writes)
const ELSEWHERE_CURL = latin1(",-K,--config,");
// A project runner given its build file from stdin, a descriptor or a process substitution
// (`just --justfile /dev/stdin`, `task -t <(…)`, `rake -f /dev/fd/3`): its recipes are a
// program not known here, as a build file the call wrote is (writtenCode). Any word so
// named counts: a value of one of its options, or attached (`--justfile=/dev/stdin`). (deno's
// program on stdin is read as a script: extractScript.)
function runnerFileElsewhere(cmd: Cmd): bool {
  const argv = cmd.argv;
  for (let i = 1; i < argv.length; i++) {
    if (processSubst(cmd, i)) return true;
    if (!cmd.lit[i]) continue;
    const a = argv[i];
    const eq = a.startsWith("-") ? findChar(a, 61) : -1;
    const f = eq > 0 ? a.substring(eq + 1) : a;
    if (isStdinPath(f) || fdPath(f)) return true;
  }
  return false;
}

function codeElsewhere(cmd: Cmd, n: string): bool {
  let opts: List = 0;
  let exMode = false;
  if (n == "awk" || n == "gawk" || n == "mawk" || n == "nawk" || n == "busybox-awk") opts = CODE_OPTS_AWK;
  else if (n == "sed" || n == "gsed") opts = CODE_OPTS_SED;
  else if (n == "gdb" || n == "gdb-multiarch") opts = ELSEWHERE_GDB;
  else if (isVim(n)) { opts = ELSEWHERE_VIM; exMode = n == "ex"; }
  else if (n == "expect") opts = ELSEWHERE_EXPECT;
  else if (n == "ssh" || n == "scp" || n == "sftp") opts = CODE_OPTS_SSH;
  else if (n == "node" || n == "bun" || n == "tsx" || n == "ts-node") {
    // (NODE_OPTIONS' --require/--import/--loader of stdin or a descriptor: node(1) reads
    // those options from it as from its command line)
    const e = envValue(cmd, "NODE_OPTIONS");
    if (e != null && e != UNKNOWN_VALUE && (e!.includes("/dev/stdin") || e!.includes("/dev/fd/") || e!.includes("/proc/self/fd/"))) return true;
    opts = CODE_OPTS_NODE;
  }
  else if (n == "ninja") opts = CODE_OPTS_NINJA;
  else if (n == "curl") opts = ELSEWHERE_CURL;
  else return false;
  const argv = cmd.argv;
  // (vim's Ex mode, -e/-E anywhere in a bundle: there -s is "silent", no file)
  if (opts == ELSEWHERE_VIM) for (let i = 1; i < argv.length && !exMode; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) exMode = findChar(a, 101) > 0 || findChar(a, 69) > 0;
  }
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    const eq = findChar(a, 61);
    const name = eq > 0 ? a.substring(0, eq) : a;
    const fileLong = name.length >= 4 && "--file".startsWith(name) && (opts == CODE_OPTS_AWK || opts == CODE_OPTS_SED);
    // (gdb reads every single-dash word as a long option: getopt_long_only)
    if (a.charCodeAt(1) == 45 || opts == ELSEWHERE_GDB || listed(opts, name) && name.length > 2) {
      if (!listed(opts, name) && !fileLong) continue;
      if (eq > 0 ? elsewhereValue(cmd, i, a.substring(eq + 1)) : i + 1 < argv.length && elsewhereValue(cmd, i + 1, argv[i + 1])) return true;
      if (eq < 0) i++;
      continue;
    }
    // a bundle of short options: the first that takes a file takes the rest of the word, or
    // the next one
    for (let k = 1; k < a.length; k++) {
      const o = "-" + a.charAt(k);
      if (!listed(opts, o) || o == "-s" && exMode) continue;
      if (k + 1 < a.length ? elsewhereValue(cmd, i, a.substring(k + 1)) : i + 1 < argv.length && elsewhereValue(cmd, i + 1, argv[i + 1])) return true;
      break;
    }
  }
  return false;
}
/** A file's name that reads stdin, a descriptor, or a process substitution (word `at`). */
function elsewhereValue(cmd: Cmd, at: i32, v: string): bool {
  return isStdinPath(v) || v == "-" || v.startsWith("/dev/fd/") || v.startsWith("/proc/self/fd/") || v.startsWith("/proc/thread-self/fd/") || !cmd.lit[at] && (v.startsWith("<(") || v.startsWith(">("));
}

// A command found through a PATH the call sets (`PATH=/tmp/x:$PATH ls`), when the call wrote
// a file of that name anywhere: that file may be what runs, a program not read here.
// … or that the call wrote into a directory the usual PATH holds (`printf … >
// /usr/local/bin/ls; ls`, `~/.local/bin/git`): the written file runs, not the tool.
const PATH_DIRS = ["/usr/local/bin/", "/usr/local/sbin/", "/usr/bin/", "/usr/sbin/", "/bin/", "/sbin/", "~/.local/bin/", "~/bin/", "$HOME/.local/bin/", "$HOME/bin/", "/opt/homebrew/bin/", "/opt/local/bin/", "/snap/bin/"];
function writtenOnPath(p: Interp, cmd: Cmd): bool {
  const w = cmd.word();
  if (!cmd.lit[0] || w.length == 0 || findChar(w, 47) >= 0) return false;
  if (envValue(cmd, "PATH", false) != null && writtenEnding(p, "/" + w)) return true;
  for (let i = 0; i < PATH_DIRS.length; i++) if (p.written!.has(PATH_DIRS[i] + w) || unknownUnder(p, PATH_DIRS[i] + w)) return true;
  return false;
}

function writtenCode(p: Interp, cmd: Cmd, n: string): bool {
  if (writtenSource(p, cmd, n)) return true;
  // (ssh's configuration names programs it runs — ProxyCommand, LocalCommand: ssh -F FILE,
  // or ~/.ssh/config, written in the call; python's site hooks: sitecustomize.py,
  // usercustomize.py, a .pth file)
  if (n == "ssh" || n == "scp" || n == "sftp") return optionWritten(p, cmd, CODE_OPTS_SSH) || writtenAt(p, cmd, "~/.ssh/config");
  if (n == "awk" || n == "gawk" || n == "mawk" || n == "nawk") return optionWritten(p, cmd, CODE_OPTS_AWK);
  if (n == "sed") return optionWritten(p, cmd, CODE_OPTS_SED);
  if (n == "make") return optionWritten(p, cmd, CODE_OPTS_MAKE) || writtenAt(p, cmd, "GNUmakefile") || writtenAt(p, cmd, "makefile") || writtenAt(p, cmd, "Makefile");
  if (n == "ninja") return optionWritten(p, cmd, CODE_OPTS_NINJA) || writtenAt(p, cmd, "build.ninja");
  if (n == "node" || n == "bun" || n == "tsx" || n == "ts-node") {
    if (optionWritten(p, cmd, CODE_OPTS_NODE)) return true;
    // (and NODE_OPTIONS' --require/--import/--loader FILE, the call's)
    const e = envValue(cmd, "NODE_OPTIONS");
    return e != null && e != UNKNOWN_VALUE && optionWritten(p, cmd, CODE_OPTS_NODE, blankWords(e!), 0);
  }
  if (n == "gdb") return optionWritten(p, cmd, CODE_OPTS_GDB);
  if (isVim(n)) return optionWritten(p, cmd, CODE_OPTS_VIM);
  if (n == "cmake") return optionWritten(p, cmd, CODE_OPTS_CMAKE) || writtenAt(p, cmd, "CMakeLists.txt");
  if (PKG_RUNNERS.has(n)) return writtenAt(p, cmd, "package.json") || n == "bun" && writtenUnder(p, cmd, "");
  if (PROJECT_RUNNERS.has(n)) return writtenUnder(p, cmd, "");
  if (n == "perl") {
    // (-MMOD / -mMOD loads MOD.pm from @INC, `.` given by -I: any .pm the call wrote)
    let loads = false;
    for (let i = 1; i < cmd.argv.length && !loads; i++) loads = cmd.argv[i].startsWith("-M") || cmd.argv[i].startsWith("-m");
    const e = envValue(cmd, "PERL5OPT"); // (PERL5OPT's -M too)
    if (e != null && (e == UNKNOWN_VALUE || e!.includes("-M") || e!.includes("-m"))) loads = true;
    return loads && writtenEnding(p, ".pm");
  }
  if (pyLike(n)) {
    if (writtenEnding(p, "/sitecustomize.py") || writtenEnding(p, "/usercustomize.py") || writtenEnding(p, ".pth")) return true;
    // python -m MOD: MOD.py, or the package MOD, from the directory it runs in
    for (let i = 1; i + 1 < cmd.argv.length; i++) {
      const a = cmd.argv[i];
      if (!a.startsWith("-")) break;
      if (a == "-m" || a.endsWith("m") && !a.startsWith("--")) {
        const mod = cmd.argv[i + 1].replaceAll(".", "/");
        return writtenAt(p, cmd, mod + ".py") || writtenAt(p, cmd, mod + "/__main__.py") || writtenAt(p, cmd, mod + "/__init__.py");
      }
    }
  }
  return false;
}

// A command run by a path (`./del`) the call made from another program: that program.
function madeProgram(p: Interp, cmd: Cmd, level: i32): bool {
  const w = cmd.word();
  if (!cmd.lit[0] || findChar(w, 47) < 0 || (cmd.dir.length == 0 && !w.startsWith("/"))) return false;
  const at = joinPath(cmd.dir, w);
  if (!p.made!.has(at)) return false;
  const src = p.made!.get(at);
  // (a copy of stdin or a descriptor, `install /dev/stdin ./t <<< …`, holds the text fed to
  // it, no program: the file written is read as a script is — writtenProgram)
  if (isStdinPath(src) || src == "-" || src.startsWith("/dev/fd/") || src.startsWith("/proc/self/fd/")) return false;
  if (src.length == 0 || p.expanding.includes(at)) { cmd.wraps = true; cmd.opaque = true; return true; }
  const words = cmd.argv.slice(0); words[0] = src;
  p.expanding.push(at);
  unwrap(p, p.pushInner(cmd, words, cmd.lit.slice(0), "link"), level + 1);
  p.expanding.pop();
  return true;
}

// Interpreters whose language this model does not read: a program given inline (each one's
// flag, from its manual: `julia -e`, `erl -eval`, `emacs --eval`, `nu -c`, `murex -c`, `guile
// -c`, `racket -e`, `raku -e`, `sbcl --eval`, `clisp -x`, `octave --eval`, `swipl
// -g`, `tcc -run`, `gosh -e`, `gprolog --query-goal`, `maxima --batch-string`, `sage -c` …)
// or read from
// stdin (a heredoc, a here-string, a pipe, with no program file among the operands) is
// code not known here: the command is unknown. A program file is the file's, as a script's is.
function foreignFlags(n: string): List {
  if (n == "julia") return latin1(",-e,--eval,-E,--print,");
  if (n == "erl") return latin1(",-eval,");
  if (n == "emacs") return latin1(",--eval,-eval,--execute,-execute,");
  // (ftp's and lftp's `!CMD` runs CMD in a shell: ftp(1) reads its commands from stdin, so
  // does lftp without -c/-f; lftp's -c/-e give them inline)
  if (n == "ftp" || n == "tnftp" || n == "pftp") return latin1(",");
  if (n == "lftp") return latin1(",-c,-e,");
  if (n == "xonsh" || n == "nu" || n == "elvish") return latin1(",-c,--commands,");
  // (Windows' cmd.exe, run from WSL or Git Bash: `/c CMD`, `/k CMD`, `/r CMD` — cmd's `/?` —
  // the rest of its line a cmd.exe command line, `rd /s /q`, `del /s`)
  if (n == "cmd") return latin1(",/c,/C,/k,/K,/r,/R,");
  // (ansible-playbook: its playbooks are programs — tasks that run commands and modules —
  // read from the files it is given: stdin's, a descriptor's or one the call wrote is
  // unknown; a project's playbook is the file's, as a makefile is)
  if (n == "ansible-playbook") return latin1(",");
  if (n == "elixir" || n == "iex") return latin1(",-e,--eval,");
  // (`mix run -e CODE`: Elixir run in the project, or without one under --no-mix-exs —
  // mix help run)
  if (n == "mix") return latin1(",-e,--eval,");
  if (n == "jshell") return latin1(",");
  // (the names of three letters or fewer — dc, ed, bb, rc, es, … — the prefilter finds only
  // at a word's end: compiler/prefilter.ts atWordEnd)
  if (n == "dc") return latin1(",-e,--expression,"); // (`!` runs a shell command)
  if (n == "bb" || n == "hy") return latin1(",-e,--eval,-c,");
  if (n == "csi") return latin1(",-e,-eval,-p,-print,");
  if (n == "rc" || n == "es" || n == "ion" || n == "oil" || n == "brush") return latin1(",-c,--command,");
  if (n == "nim" || n == "v" || n == "zx") return latin1(",--eval,-e,");
  if (n == "murex") return latin1(",-c,");
  if (n == "guile") return latin1(",-c,-e,");
  if (n == "racket") return latin1(",-e,--eval,-E,--eval-after,");
  if (n == "sbcl" || n == "ecl") return latin1(",--eval,-eval,");
  if (n == "clisp") return latin1(",-x,");
  if (n == "octave" || n == "octave-cli") return latin1(",--eval,");
  if (n == "qjs") return latin1(",-e,--eval,");
  if (n == "swipl") return latin1(",-g,--goal,-t,");
  if (n == "tcc") return latin1(",-run,"); // (C compiled and run: from a file or `-`, stdin)
  if (n == "chicken-csi") return latin1(",-e,-eval,-p,-print,");
  if (n == "gosh" || n == "rhino") return latin1(",-e,");
  if (n == "scheme") return latin1(",--eval,");
  if (n == "gprolog") return latin1(",--query-goal,--init-goal,--entry-goal,");
  if (n == "ocaml") return latin1(",-e,-eval,");
  if (n == "maxima") return latin1(",--batch-string,-r,--run-string,");
  if (n == "sage" || n == "coconut") return latin1(",-c,--code,");
  if (n == "crystal") return latin1(",eval,"); // (`crystal eval CODE`: a subcommand)
  // (m4's syscmd/esyscmd run shell commands: its input is the program; groff's -U allows
  // the .sy and .pi requests, which run them: groff(1) "unsafe mode")
  if (n == "m4") return latin1(",");
  if (n == "groff" || n == "nroff" || n == "troff") return latin1(",-U,");
  // (TeX's \write18 runs a shell command where shell escape is on: -shell-escape,
  // -enable-write18 — or kpathsea's shell_escape variable, from the environment: tex(1))
  if (isTex(n)) return latin1(",-shell-escape,--shell-escape,-enable-write18,--enable-write18,");
  if (n == "jrunscript") return latin1(",-e,");
  return latin1(",-e,"); // ghc, ghci, runghc, runhaskell, groovy, scala, kotlin, kotlinc, R, gnuplot, raku, perl6, rakudo, pike
}
// m4's options (GNU m4's manual, "Invoking m4"): -D/--define NAME[=VALUE], -U/--undefine,
// -I/--include DIR, -o/--error-output, --debugfile, -l/--arglength, -L/--nesting-limit,
// -F/--freeze-state and -R/--reload-state FILE take a value (a long one abbreviated to any
// unambiguous prefix, getopt_long's), the rest none.
const M4_VALUED_SHORT = latin1(",-D,-U,-I,-o,-l,-L,-F,-R,");
const M4_VALUED_LONG = latin1(",--define,--undefine,--include,--error-output,--debugfile,--arglength,--nesting-limit,--freeze-state,--reload-state,");
/** Word i of an m4 command is an option (not a file operand). */
function m4Option(cmd: Cmd, i: i32): bool {
  const a = cmd.argv[i];
  return a.length > 1 && a.charCodeAt(0) == 45 && !(a == "--");
}
/** The option word takes the next word as its value (`-D NAME=…`, `--define NAME=…`). */
function m4Valued(a: string): bool {
  if (a.length == 2) return listed(M4_VALUED_SHORT, a);
  if (!a.startsWith("--") || findChar(a, 61) > 0) return false;
  return m4Long(a).length > 0;
}
/** The long option a word names by a prefix of it, when that is one of the valued ones. */
function m4Long(a: string): string {
  const eq = findChar(a, 61);
  const name = eq > 0 ? a.substring(0, eq) : a;
  if (name.length < 4) return "";
  const names = ["--define", "--undefine", "--include", "--error-output", "--debugfile", "--arglength", "--nesting-limit", "--freeze-state", "--reload-state"];
  let found = "";
  for (let k = 0; k < names.length; k++) if (names[k].startsWith(name)) { if (found.length) return ""; found = names[k]; }
  return found;
}
/**
 * A -D/--define whose macro text may be code: known only when it runs, or holding more than
 * a plain value (a name, a number, a path, a version) — a macro call, a quote, a comma.
 */
function m4Code(cmd: Cmd, i: i32): bool {
  const a = cmd.argv[i];
  let v = "";
  let at = i;
  if (a.startsWith("-D") && a.length > 2) v = a.substring(2);
  else if (a == "-D" || (a.startsWith("--") && m4Long(a) == "--define")) {
    const eq = findChar(a, 61);
    if (eq > 0) v = a.substring(eq + 1);
    else { if (i + 1 >= cmd.argc()) return false; at = i + 1; v = cmd.argv[at]; }
  } else return false;
  if (!cmd.lit[i] || !cmd.lit[at]) return true;
  for (let k = 0; k < v.length; k++) {
    const c = v.charCodeAt(k);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 46 || c == 45 || c == 47 || c == 61 || c == 43 || c == 58 || c == 64 || c == 32) continue;
    return true;
  }
  return false;
}

/** A TeX engine, whose input may run programs (\write18) or Lua (LuaTeX's \directlua). */
function isTex(n: string): bool {
  return n.endsWith("tex") && (n == "tex" || n == "pdftex" || n == "xetex" || n == "luatex" || n == "luahbtex") || n.endsWith("latex") || n.startsWith("pdflatex") || n.startsWith("lualatex");
}

function foreignCode(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  if (isTex(n)) {
    // (shell escape turned on through the environment; LuaTeX's Lua, io and os libraries
    // given a document inline — a first word that begins with `\` is TeX's input, not a
    // file's name: luatex(1))
    const e = envValue(cmd, "shell_escape");
    let inline = false;
    for (let i = 1; i < argv.length; i++) if (!cmd.lit[i] || argv[i].startsWith("\\") || argv[i].startsWith("&")) inline = true;
    if ((e != null && e != "f" && e != "false") || (inline && n.startsWith("lua"))) { cmd.wraps = true; cmd.opaque = true; return; }
  }
  const flags = foreignFlags(n);
  let file = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (n == "m4" && m4Option(cmd, i)) {
      // (a macro's text given with -D: m4 reads it as its input's, syscmd and esyscmd
      // included, where the input names the macro — program text, not a file)
      if (m4Code(cmd, i)) { cmd.wraps = true; cmd.opaque = true; return; }
      if (m4Valued(a)) i++;
      continue;
    }
    // a program read from stdin or a descriptor by its path (`chez --script /dev/stdin`,
    // `nim e /dev/fd/0`, `<(…)`): not known here
    if (isStdinPath(a) || fdPath(a) || processSubst(cmd, i)) { cmd.wraps = true; cmd.opaque = true; return; }
    const eq = findChar(a, 61);
    // (emacs completes a long option from any unambiguous prefix: `--ev`, `--exec`; startup.el)
    const name = eq > 0 ? a.substring(0, eq) : a;
    if (n == "emacs" && name.length >= 4 && ("--eval".startsWith(name) || "--execute".startsWith(name))) { cmd.wraps = true; cmd.opaque = true; return; }
    if (listed(flags, a) || (eq > 0 && listed(flags, a.substring(0, eq))) || (a.length > 2 && a.charCodeAt(1) != 45 && listed(flags, a.substring(0, 2)) && n != "erl" && n != "emacs")) {
      cmd.wraps = true; cmd.opaque = true; return;
    }
    if (!a.startsWith("-")) {
      file = true;
      // (a program file the call wrote: its text is known, in a language not read here —
      // `echo 'run(…)' > x.jl; julia x.jl`, a playbook written then played)
      if (writtenFile(p, cmd, i) != WRITTEN_NONE) { cmd.wraps = true; cmd.opaque = true; return; }
    }
  }
  // (ed reads its commands from stdin whatever file it edits; its `!` runs a shell command)
  if ((!file || n == "ed" || n == "red" || n.endsWith("ftp")) && stdinFed(cmd)) { cmd.wraps = true; cmd.opaque = true; }
}

// crontab [-u USER] FILE, crontab - (stdin): installs a table whose commands cron runs
// later (-l lists, -r removes, -e edits through $VISUAL). A file's table is code this model
// does not read; one read from stdin — `-`, or no operand, as Vixie cron and cronie read
// it — is read where its text is known (a heredoc, a here-string, a literal producer's
// pipe), each line's command as cron's shell would run it (cronCommands); else unknown. A
// table with no job, the empty file's too, removes every job, as `crontab -r` does
// (installedTable).
function installsCrontab(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-u,-c,-x,"), latin1(",-l,-r,-e,-i,-n,-V,-T,"));
  let acts = false;
  // (-l, -r, -e and the queries install nothing; -i only makes -r ask, and -x MASK only
  // traces: `crontab -i FILE` installs FILE — cronie's and Vixie cron's crontab(1))
  while (r.next()) if (r.opt != "-u" && r.opt != "-c" && r.opt != "-i" && r.opt != "-x") acts = true;
  if (acts || cmd.stdinShut) return;
  cmd.wraps = true;
  const stdin = r.i >= argv.length || r.i + 1 == argv.length && cmd.lit[r.i] && argv[r.i] == "-";
  // (the empty file: a table with no job — installedTable)
  if (!stdin && r.i + 1 == argv.length && cmd.lit[r.i] && argv[r.i] == "/dev/null") { p.reparse(installedTable(""), cmd, "crontab"); return; }
  if (!stdin) { cmd.opaque = true; return; }
  // (a file on stdin beside a heredoc: the last redirect made is what it reads — the empty
  // file's table, `crontab - <<< 'x' < /dev/null`, or one not known)
  if (readsStdinFile(cmd) && (cmd.hasHeredoc || pendingHeredoc(p, cmd))) {
    if (stdinNull(cmd)) { p.reparse(installedTable(""), cmd, "crontab"); return; }
    cmd.opaque = true;
    return;
  }
  // (a heredoc's body is read at the end of its line: interp.ts reads its table then)
  if (pendingHeredoc(p, cmd)) { cmd.cronTable = true; return; }
  if (cmd.hasHeredoc) {
    if (cmd.heredocCode && (findChar(cmd.heredoc, 36) >= 0 || findChar(cmd.heredoc, 96) >= 0)) cmd.opaque = true;
    p.reparse(installedTable(cmd.heredoc), cmd, "crontab");
    return;
  }
  if (readsStdinRedirect(cmd)) {
    // (the empty file on stdin: `crontab - < /dev/null`)
    if (stdinNull(cmd)) { p.reparse(installedTable(""), cmd, "crontab"); return; }
    cmd.opaque = true;
    return;
  }
  if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
    const text = pipedText(p.out, cmd);
    if (text != null && findChar(text!, 92) < 0) { p.reparse(installedTable(text!), cmd, "crontab"); return; }
  }
  cmd.opaque = true;
}

function link(p: Interp, cmd: Cmd, at: string, known: bool, target: string = ""): void {
  if (!known || cmd.dir.length == 0 || p.links.length >= MAX_LINKS) { p.linksUnknown = true; return; }
  const path = joinPath(cmd.dir, at);
  if (path.length) { p.links.push(path); p.linkTargets.push(target); }
}

/**
 * The path word w of cmd names through the links the call made: null when it is under
 * none, "" when under one whose target is not known, else the target with the rest of the
 * path (`ln -s ~/.bashrc /tmp/x && : > /tmp/x` writes ~/.bashrc). The latest link wins.
 */
function linkedPath(p: Interp, cmd: Cmd, w: string): string | null {
  if (p.linksUnknown) return w.includes("/") || w == "." || w == ".." ? "" : null;
  if (w.length == 0 || cmd.dir.length == 0 && w.charCodeAt(0) != 47) return null;
  const path = joinPath(cmd.dir, w);
  for (let i = p.links.length - 1; i >= 0; i--) {
    const l = p.links[i];
    if (!(path == l || below(path, l))) continue;
    const t = p.linkTargets[i];
    // (a written file mv put here: itself, or DEST/NAME, is that file; what is under it, not known)
    // (the copy itself: a link only where it was one — followed by a trailing `/`; below it,
    // one may be)
    // (a file the call wrote that the copy carries — copiedWrite — is that file)
    // (… and one an archive the call wrote put there, names not known — writtenFile reads it)
    if (t == COPIED) { if (path == l && !w.endsWith("/") && !w.endsWith("/.")) continue; return carriedFile(p, path) || unknownUnder(p, path) ? null : ""; }
    if (t.startsWith(MOVED)) return path == l || path == joinPath(l, t.substring(1)) ? null : "";
    if (t == MOVED_DIR) return p.written != null && p.written!.has(path) ? null : "";
    return t.length == 0 ? "" : path == l ? t : t + path.substring(l.length);
  }
  return null;
}

/** Word k of cmd, or its value after `=` (an option's), names a path under a link. */
function underLink(p: Interp, cmd: Cmd, w: string): bool {
  if (p.linksUnknown) return w.includes("/") || w == "." || w == "..";
  if (w.length == 0 || cmd.dir.length == 0 && w.charCodeAt(0) != 47) return false;
  const path = joinPath(cmd.dir, w);
  for (let i = 0; i < p.links.length; i++) {
    const l = p.links[i];
    if (path == l && p.linkTargets[i] == COPIED) continue;
    if (path == l || below(path, l)) return true;
  }
  return false;
}

/** w is NAME=VALUE with NAME a word of letters, digits, `_` or `-` (dd's `of=F`, `if=F`). */
function keyValue(w: string): bool {
  const eq = findChar(w, 61);
  if (eq <= 0) return false;
  for (let i = 0; i < eq; i++) {
    const c = w.charCodeAt(i);
    if (!(c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c == 95 || c == 45)) return false;
  }
  return true;
}

function throughLinks(p: Interp, cmd: Cmd): void {
  if (cmd.dir.length && (p.linksUnknown || underLink(p, cmd, "."))) cmd.dir = "";
  for (let k = 1; k < cmd.argc(); k++) {
    if (!cmd.lit[k]) continue;
    let w = cmd.argv[k];
    let eq = -1;
    // (an option's value, `--file=b`, and an operand NAME=VALUE's, dd's `of=b`)
    if (w.startsWith("-") || keyValue(w)) { eq = findChar(w, 61); if (eq < 0) continue; w = w.substring(eq + 1); }
    const r = linkedPath(p, cmd, w);
    if (r === null) continue;
    if (r!.length == 0) markUnknown(cmd, k, false);
    else cmd.argv[k] = eq < 0 ? r! : cmd.argv[k].substring(0, eq + 1) + r!;
  }
  for (let i = 0; i < cmd.redirects.length; i++) {
    const t = cmd.redirects[i];
    if (!t.literal || t.op.startsWith("<<")) continue;
    const r = linkedPath(p, cmd, t.target);
    if (r === null) continue;
    if (r!.length == 0) t.literal = false; else t.target = r!;
  }
}

// ─── aliases ───────────────────────────────────────────────────────────────────
// An alias the call defines (`alias x='rm -rf'`, zsh's too) is expanded where its name is
// a later command's first word, as bash does: its text, then the command's other words,
// read again in the same shell. Bash expands aliases only with `expand_aliases` (on in
// interactive shells, and in the shells agents' hooks often source a profile into; off in
// `bash -c`) and only from the next line on: a command is read both ways — its expansion,
// and the command itself (`alias rm=echo` then `rm -r ~/.ssh` removes it in `bash -c`).
// An alias whose text or name is known only
// when it runs makes the commands that may use it unknown; a zsh global alias (`alias -g`)
// may be any word: each later command with that word is unknown.

function defineAlias(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  p.effects++;
  if (n == "unalias") {
    for (let i = 1; i < argv.length; i++) {
      if (argv[i] == "-a") { p.aliases = null; p.aliasAny = false; p.aliasGlobal = false; return; }
      if (p.aliases != null && cmd.lit[i] && p.aliases!.has(argv[i])) p.aliases!.delete(argv[i]);
    }
    return;
  }
  let global = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (cmd.lit[i] && a.length > 1 && a.charCodeAt(0) == 45 && findChar(a, 61) < 0) { if (findChar(a, 103) > 0) global = true; continue; } // -p, -g, -s, -r
    const eq = findChar(a, 61);
    if (eq <= 0) { if (!cmd.lit[i]) p.aliasAny = true; continue; } // (alias NAME prints it)
    const name = a.substring(0, eq);
    if (!cmd.lit[i] && (name.includes("$") || name.includes("`"))) { p.aliasAny = true; continue; }
    if (global) { p.aliasGlobal = true; if (p.aliases == null) p.aliases = new Map(); p.aliases!.set("\u0001" + name, ""); continue; }
    if (p.aliases == null) p.aliases = new Map();
    p.aliases!.set(name, cmd.lit[i] ? a.substring(eq + 1) : ALIAS_UNKNOWN);
  }
}

// hash -p PATH NAME… (bash), hash NAME=PATH (zsh): NAME runs PATH from now on, where
// the shell looks a command's name up — read as an alias of PATH (quoted), which bash
// expands in the same places. (`hash -r` forgets hashed names, not aliases: they are kept,
// the stricter reading.) A name or path known only when it runs makes the commands that
// may use it unknown.
function defineHash(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-p,"), latin1(",-l,-r,-d,-t,-L,-f,-m,-v,"));
  let path = "", pathLit = true, bind = false, dirs = false;
  while (r.next()) {
    if (r.opt == "-p" && r.hasValue) { bind = true; path = r.value; pathLit = cmd.lit[r.valueAt]; }
    if (r.opt == "-d") dirs = true;
  }
  for (let i = r.i; i < argv.length; i++) {
    const a = argv[i];
    const eq = findChar(a, 61);
    if (!bind && (dirs || eq <= 0) && cmd.lit[i]) continue; // (a name looked up, or zsh's named directory)
    if (!cmd.lit[i] && (bind || findChar(a, 61) >= 0 || a.includes("$") || a.includes("`"))) { p.aliasAny = true; continue; }
    if (p.aliases == null) p.aliases = new Map();
    if (bind) p.aliases!.set(a, pathLit ? shellWord(path) : ALIAS_UNKNOWN);
    else p.aliases!.set(a.substring(0, eq), shellWord(a.substring(eq + 1)));
  }
}

// Expands cmd's first word when it is an alias (true: cmd is now a wrapper of its expansion).
function expandAlias(p: Interp, cmd: Cmd): bool {
  const argv = cmd.argv;
  if (p.aliasGlobal && p.aliases != null) {
    for (let i = 0; i < argv.length; i++) if (p.aliases!.has("\u0001" + argv[i])) { cmd.wraps = true; cmd.opaque = true; return true; }
  }
  if (!cmd.lit[0]) return false;
  const name = argv[0];
  if (p.expanding.includes(name)) return false;
  const known = p.aliases != null && p.aliases!.has(name);
  if (!known) {
    if (p.aliasAny && cmd.via != "alias") { cmd.wraps = true; cmd.opaque = true; return true; }
    return false;
  }
  const value = p.aliases!.get(name);
  cmd.wraps = true;
  if (value == ALIAS_UNKNOWN) { cmd.opaque = true; return true; }
  // the command's other words, quoted again unless plain; an alias whose text ends in a
  // blank makes the next word one to expand too (bash(1), ALIASES: `alias g='git '
  // r='reset --hard'`, then `g r`), and so on while the texts end in blanks
  const text = new Buf();
  text.str(value);
  let next = endsInBlank(value);
  for (let i = 1; i < argv.length; i++) {
    if (!cmd.lit[i]) { cmd.opaque = true; return true; }
    if (next) {
      next = false;
      if (p.aliases != null && p.aliases!.has(argv[i])) {
        const v = p.aliases!.get(argv[i]);
        if (v == ALIAS_UNKNOWN) { cmd.opaque = true; return true; }
        text.char(32); text.str(v);
        next = endsInBlank(v);
        continue;
      }
      if (p.aliasAny) { cmd.opaque = true; return true; }
    }
    text.char(32); text.str(shellWord(argv[i]));
  }
  p.expanding.push(name);
  p.reparse(text.toString(), cmd, "alias");
  p.expanding.pop();
  cmd.wraps = false; // (… and the command itself: the alias may not be expanded)
  return true;
}

function endsInBlank(t: string): bool {
  const c = t.length ? t.charCodeAt(t.length - 1) : 0;
  return c == 32 || c == 9;
}

// Programs a launcher reads from a file the call wrote: `at -f FILE` and `batch -f FILE`
// (the job, run by /bin/sh: at(1)), and `direnv exec DIR` (DIR/.envrc, which direnv
// evaluates with bash before the command: direnv(1)). A known text is read as the script
// it is (the launcher's inner commands, as `sh FILE`'s); one not known makes the launcher
// unknown. A file not written by the call is not read here, as a script's is not.
function launcherFile(p: Interp, cmd: Cmd, n: string): void {
  if (p.written == null && p.edited == null) return;
  const argv = cmd.argv;
  let at = -1;
  let text = "";
  if (n == "at" || n == "batch") {
    // (at's getopt: -q QUEUE, -f FILE, -t TIME take a value, the rest of their word or the
    // next; the other letters are flags a bundle may hold)
    for (let i = 1; i < argv.length && at < 0; i++) {
      const a = argv[i];
      if (a == "--" || a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) continue;
      for (let k = 1; k < a.length; k++) {
        const c = a.charCodeAt(k);
        if (c != 102 && c != 113 && c != 116) continue; // f q t
        if (c == 102) {
          if (k + 1 < a.length) { at = -2; if (cmd.lit[i] && writtenAt(p, cmd, a.substring(k + 1))) { cmd.wraps = true; cmd.opaque = true; } }
          else at = i + 1;
        } else if (k + 1 == a.length) i++;
        break;
      }
    }
  } else if (n == "direnv" && argv.length > 2 && argv[1] == "exec" && cmd.lit[2] && p.written != null) {
    const dir = argv[2];
    text = dir == "." || dir == "./" ? ".envrc" : dir.endsWith("/") ? dir + ".envrc" : dir + "/.envrc";
    if (!writtenAt(p, cmd, text)) return;
    const r = writtenPath(p, cmd, text);
    cmd.wraps = true;
    if (r == WRITTEN_KNOWN) { if (writtenMaybe) cmd.opaque = true; p.reparse(writtenText, cmd, n); }
    else cmd.opaque = true;
    return;
  }
  if (at < 0 || at >= argv.length) return;
  const r = writtenFile(p, cmd, at);
  if (r == WRITTEN_NONE) return;
  cmd.wraps = true;
  if (r == WRITTEN_KNOWN) { if (writtenMaybe) cmd.opaque = true; p.reparse(writtenText, cmd, n); }
  else cmd.opaque = true;
}
/** The text of written file `path` (as a word of cmd would name it): writtenFile's result. */
function writtenPath(p: Interp, cmd: Cmd, path: string): i32 {
  const words = cmd.argv.slice(0), lits = cmd.lit.slice(0);
  words.push(path); lits.push(true);
  const was = cmd.argv, wasLit = cmd.lit;
  cmd.argv = words; cmd.lit = lits;
  const r = writtenFile(p, cmd, words.length - 1);
  cmd.argv = was; cmd.lit = wasLit;
  return r;
}

/** A word as shell text: as it is when made of plain characters, else single-quoted. */
function shellWord(w: string): string {
  let plain = w.length > 0;
  for (let i = 0; i < w.length && plain; i++) {
    const c = w.charCodeAt(i);
    plain = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 45 || c == 46 || c == 47 || c == 44 || c == 58 || c == 43 || c == 61 || c == 64 || c == 37 || c == 126;
  }
  if (plain) return w;
  const out = new Buf();
  out.char(39);
  for (let i = 0; i < w.length; i++) { const c = w.charCodeAt(i); if (c == 39) out.str("'\\''"); else out.char(c); }
  out.char(39);
  return out.toString();
}

// ─── launchers (wasm/shell/launch.ts reads their grammars) ─────────────────────
// The command a launcher runs is unwrapped; an option its grammar does not know makes
// where that command starts a guess: the guess is classified, and the launcher is unknown.
// A command line it is given (`npx -c`, `nix-shell --run`, `ssh -o ProxyCommand=`) is
// parsed, so are words a shell joins (`ssh HOST CMD…`: on that host, in its home
// directory, with none of this shell's variables), and a program on stdin (`at`) as a
// shell reading stdin's is.
function launcher(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  const at = launcherAt(argv, n);
  // (read launch.ts's results now: a command line parsed below reads other launchers)
  const how = mode, text = launchText, end = launchEnd;
  // (where it runs: this directory, another one the launcher names, or one known only then)
  const dir: string | null = !moved ? null : movedTo.length == 0 || (movedAt != MOVED_FIXED && !cmd.lit[movedAt]) ? "" : joinPath(cmd.dir, movedTo);
  const count = optCount, texts = optTexts, textsAt = optAt, remote = optRemote, elsewhere = away, shut = stdinShut, shellish = startsShell;
  const prefix = launchPrefix, prefixAt = launchPrefixAt, drop = launchDrop;
  // (a container made here: what it sees of this host, and where its command starts)
  const box: Mounts | null = contained ? containerMounts(p, cmd) : null;
  let boxDir: string | null = null;
  if (box !== null) {
    // (with no host path in it, the command reaches none of this host's files: not read)
    // (the image's own command, where the mounts are not known: what it reaches, unknown)
    if (at == NONE && box.unknown) { cmd.wraps = true; cmd.opaque = true; }
    if (!reachesHost(box)) { if (strange) { cmd.wraps = true; cmd.opaque = true; } return; }
    boxDir = containerWdAt >= 0 && cmd.lit[containerWdAt] ? containerPath(containerWd.startsWith("/") ? containerWd : "/" + containerWd) : "";
  }
  if (strange) { cmd.wraps = true; cmd.opaque = true; }
  launcherFile(p, cmd, n);
  for (let k = 0; k < count; k++) {
    if (remote[k]) remoteText(p, cmd, textsAt[k], texts[k], n);
    else runsText(p, cmd, textsAt[k], texts[k], n);
  }
  if (how == M_STDIN) {
    if (n != "ssh" && n != "gcloud" && n != "az" && n != "gh") { stdinProgram(p, cmd, n); return; }
    // (ssh HOST with no command: the remote shell reads what is fed to it — there, in a
    // directory and with variables not known here; nothing fed, nothing read)
    if (!cmd.hasHeredoc && !cmd.stdinFed && !same(cmd.conn, "|") && !same(cmd.conn, "|&") && !readsStdinRedirect(cmd)) return;
    const dir = cmd.dir, scope = cmd.scope, assigns = cmd.assigns, assignsLit = cmd.assignsLit;
    cmd.dir = ""; cmd.scope = null; cmd.assigns = NO_WORDS; cmd.assignsLit = NO_FLAGS;
    p.away++;
    stdinProgram(p, cmd, n);
    p.away--;
    cmd.dir = dir; cmd.scope = scope; cmd.assigns = assigns; cmd.assignsLit = assignsLit;
    return;
  }
  if (how == M_ARGV && at != NONE && (prefix.length || drop.length)) {
    // (words the launcher puts first — the program it names, `nix run nixpkgs#bash` —, then
    // its own but those its grammar drops: rtk's)
    const words = new Array<string>(), lits = new Array<bool>();
    const plit = prefixAt >= 0 ? cmd.lit[prefixAt] : true;
    for (let k = 0; k < prefix.length; k++) { words.push(prefix[k]); lits.push(plit); }
    for (let k = at; k < end; k++) if (!drop.includes(k)) { words.push(argv[k]); lits.push(cmd.lit[k]); }
    if (words.length == 0) return;
    cmd.wraps = true;
    // (in the directory the launcher names, as below)
    const here = cmd.dir;
    if (dir !== null) cmd.dir = dir!;
    if (elsewhere) p.away++;
    const was = p.mounts;
    if (box !== null) { cmd.dir = boxDir!; p.mounts = box; }
    const inner = p.pushInner(cmd, words, lits, n);
    if (box !== null && shut) { inner.stdinShut = true; inner.stdinFed = false; inner.hasHeredoc = false; inner.heredoc = ""; inner.heredocCode = false; }
    unwrap(p, inner, level + 1);
    p.mounts = was;
    if (elsewhere) p.away--;
    cmd.dir = here;
    return;
  }
  // (chroot, unshare, nsenter, pkexec, run0, firejail, fakeroot, nix-shell and nix
  // develop|shell given no command run a shell, which reads stdin: chroot(1) "${SHELL} -i",
  // unshare(1), nsenter(1), pkexec(1), run0(1), firejail(1), fakeroot(1), nix-shell(1), nix3-develop(1))
  if (at == NONE && how == M_ARGV && !strange && launcherShell(n, argv, shellish)) { shellOnStdin(p, cmd, n, "sh", true, dir, level); return; }
  if (at == NONE || at >= argv.length) return;
  if (how == M_TEXT || how == M_JOIN) {
    // (a command line run where the launcher says: parsed there)
    const here = cmd.dir;
    if (dir !== null) cmd.dir = dir!;
    if (how == M_TEXT) runsText(p, cmd, at, text, n);
    else {
      cmd.wraps = true;
      if (!joinedLit(cmd, at, end)) cmd.opaque = true;
      else p.reparse(joinWords(argv.slice(at, end), 0), cmd, n);
    }
    cmd.dir = here;
    return;
  }
  if (how == M_REMOTE) {
    cmd.wraps = true;
    if (!joinedLit(cmd, at, end)) { cmd.opaque = true; return; }
    remoteText(p, cmd, at, joinWords(argv.slice(at, end), 0), n);
    return;
  }
  if (n == "arch") for (let i = 1; i + 1 < at; i++) if (argv[i] == "-e") { addAssign(p, cmd, argv[i + 1], cmd.lit[i + 1]); i++; }
  if (elsewhere) p.away++;
  const was = p.mounts;
  if (box !== null) p.mounts = box;
  unwrapInner(p, cmd, at, end, n, level, box !== null ? boxDir : dir, shut);
  p.mounts = was;
  if (elsewhere) p.away--;
}

// The mounts of the container a launcher makes (launch.ts containerRunAt), sources made
// absolute: `.`-relative ones from the directory it runs in; a source not known here
// (`-v "$X":/w`, `.` where the directory is not known) leaves that mount's paths unknown;
// a target not known (`-v /x:"$T"`) leaves every path unknown. In a container already
// (`docker run … docker run …`), the inner's sources are the outer's: unknown.
function containerMounts(p: Interp, cmd: Cmd): Mounts {
  const m = new Mounts();
  m.unknown = mountsUnknown || p.mounts !== null;
  m.host = cmd.dir.startsWith("/") ? cmd.dir : "";
  for (let k = 0; k < mountWords.length; k++) if (!cmd.lit[mountWords[k]] && !mountAt.includes(mountWords[k])) m.unknown = true;
  for (let k = 0; k < mountDst.length; k++) {
    const at = mountAt[k];
    const known = at < 0 || cmd.lit[at];
    const dst = mountDst[k];
    if (!known && !(dst.startsWith("/") && findChar(dst, 36) < 0)) { m.unknown = true; continue; }
    let src = known ? mountSrc[k] : "";
    if (src == OWN_SOURCE) { m.dst.push(containerPath(dst)); m.src.push(src); continue; }
    // (`$PWD`, `${PWD}`, `~+`: the directory docker runs in, as bash expands them there)
    const pwd = src.startsWith("$PWD") ? 4 : src.startsWith("${PWD}") ? 6 : src.startsWith("~+") ? 2 : 0;
    if (pwd > 0 && (src.length == pwd || src.charCodeAt(pwd) == 47)) src = cmd.dir.startsWith("/") ? normPath(cmd.dir + src.substring(pwd)) : "";
    else if (src.startsWith("$") && !src.startsWith("$HOME") && !src.startsWith("${HOME}")) src = "";
    // (any other relative source: from there too)
    else if (src.length && !src.startsWith("/") && !src.startsWith("~") && !src.startsWith("$")) src = cmd.dir.startsWith("/") ? normPath(joinPath(cmd.dir, src)) : "";
    if (src.startsWith("/")) src = normPath(src);
    else if (src.length > 1 && src.endsWith("/")) src = src.substring(0, src.length - 1);
    m.dst.push(containerPath(dst));
    m.src.push(src);
  }
  return m;
}

// A command line run on another host (ssh): parsed there — in a directory not known here,
// with none of this shell's variables or prefix assignments.
function remoteText(p: Interp, cmd: Cmd, at: i32, text: string, via: string): void {
  cmd.wraps = true;
  if (!cmd.lit[at]) { cmd.opaque = true; return; }
  const dir = cmd.dir, scope = cmd.scope, assigns = cmd.assigns, assignsLit = cmd.assignsLit;
  cmd.dir = ""; cmd.scope = null; cmd.assigns = NO_WORDS; cmd.assignsLit = NO_FLAGS;
  p.away++;
  p.reparse(text, cmd, via);
  p.away--;
  cmd.dir = dir; cmd.scope = scope; cmd.assigns = assigns; cmd.assignsLit = assignsLit;
}

// gdb: `--args PROGRAM ARGS…` is the program it debugs (and runs, given `run`); an
// `-ex`/`-iex`/`--eval-command` is a debugger command (debuggerLine). Without --args, the
// program is the first operand (or -e/-se/-exec FILE), and a `run`/`start` command (any
// prefix of run, or `r`), or `set args`, gives its arguments: gdb runs the program through
// a shell (startup-with-shell), so `run ARGS` is the command line `PROGRAM ARGS`.
const GDB_V = latin1(",-ex,-iex,-x,-ix,-cd,-d,-s,-e,-se,-c,-p,-pid,-tty,-t,-b,-l,-D,-data-directory,-init-command,-init-eval-command,-eval-command,-command,-directory,-symbols,-exec,-core,-interpreter,-i,");
function gdbInner(p: Interp, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  let program = -1, runs = -1;
  let args = "";
  let batch = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--args" || a == "-args") { if (i + 1 < argv.length) unwrapInner(p, cmd, i + 1, argv.length, "gdb", level); if (!batch) debuggerStdin(p, cmd, "gdb"); return; }
    const eq = findChar(a, 61);
    const name = a.startsWith("--") ? (eq > 0 ? a.substring(1, eq) : a.substring(1)) : a;
    if (name == "-batch" || name == "-batch-silent" || name == "-version" || name == "-help" || name == "-h" || name == "-configuration") batch = true;
    if (!a.startsWith("-") || a == "-") { if (program < 0) program = i; continue; }
    if (!listed(GDB_V, name)) continue;
    let at = -1, text = "";
    if (eq > 0 && a.startsWith("--")) { at = i; text = a.substring(eq + 1); }
    else if (i + 1 < argv.length) { at = i + 1; text = argv[i + 1]; i++; }
    if (at < 0) continue;
    if (name == "-e" || name == "-se" || name == "-exec") { program = at; continue; }
    if (name != "-ex" && name != "-iex" && name != "-eval-command" && name != "-init-eval-command") continue;
    debuggerLine(p, cmd, at, text, "gdb");
    const r = runArgs(text);
    if (r == null) continue;
    if (!cmd.lit[at]) { cmd.wraps = true; cmd.opaque = true; return; }
    if (r!.startsWith("\u0001")) args = r!.substring(1);
    else { runs = at; if (r!.length) args = r!; }
  }
  if (runs >= 0) runProgram(p, cmd, program, runs, args, "gdb");
  if (!batch) debuggerStdin(p, cmd, "gdb");
}

// A debugger that is not in batch mode reads its commands from stdin once its options
// are done (gdb(1): "-batch … exit after processing options"; without it, gdb reads
// commands from stdin, a terminal or not; lldb too, without -b/--batch). What the call
// feeds it — a here-string, a heredoc, a literal producer's pipe — is read line by line as
// its -ex/-o commands are (debuggerLine); a `run` line runs the program it was given.
// Anything else fed, unknown. Nothing fed: the agent's tool gives it no input.
function debuggerStdin(p: Interp, cmd: Cmd, via: string): void {
  if (cmd.stdinShut) return;
  if (cmd.hasHeredoc) {
    if (cmd.heredocCode && (findChar(cmd.heredoc, 36) >= 0 || findChar(cmd.heredoc, 96) >= 0)) { cmd.wraps = true; cmd.opaque = true; return; }
    debuggerScript(p, cmd, cmd.heredoc, via);
    return;
  }
  if (pendingHeredoc(p, cmd)) { cmd.stdinScript = true; return; } // (read at the end of its line: heredocProgram)
  if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
    const text = pipedText(p.out, cmd);
    if (text == null) { cmd.wraps = true; cmd.opaque = true; } else debuggerScript(p, cmd, text!, via);
    return;
  }
  if (cmd.stdinFed || readsStdinFile(cmd) || p.stdinSwapped) { cmd.wraps = true; cmd.opaque = true; }
}

// Each line of a debugger's command text: as an -ex/-o command (the command word stands for
// the text's literalness); a `run`/`start` line runs the program with its arguments.
function debuggerScript(p: Interp, cmd: Cmd, text: string, via: string): void {
  const lines = text.split("\n");
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (line.trim().length == 0) continue;
    debuggerLine(p, cmd, 0, line, via);
    const r = runArgs(line);
    if (r != null && !r!.startsWith("\u0001")) runProgram(p, cmd, debuggedProgram(cmd, via), 0, r!, via);
  }
}

// The word of a debugger's call that names the program it debugs, or -1: gdb's first operand
// (or -e/-se/-exec's value), lldb's first operand (or -f/--file's).
function debuggedProgram(cmd: Cmd, via: string): i32 {
  const argv = cmd.argv;
  if (via == "lldb") {
    const r = new Opts(argv, 1, LLDB_V, LLDB_F, latin1(",-a,-c,-n,-p,-f,-o,-O,-k,-s,-S,-K,-l,-R,"), latin1(",-b,-x,-X,-Q,-w,-v,-h,-e,-d,-P,"));
    r.oshort = latin1(",-r,");
    let file = -1;
    while (r.next()) if ((r.opt == "-f" || r.opt == "--file") && r.hasValue) file = r.valueAt;
    return r.i < argv.length ? r.i : file >= 0 && !argv[file].startsWith("-") ? file : -1;
  }
  let program = -1;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const eq = findChar(a, 61);
    const name = a.startsWith("--") ? (eq > 0 ? a.substring(1, eq) : a.substring(1)) : a;
    if (!a.startsWith("-") || a == "-") { if (program < 0) program = i; continue; }
    if (!listed(GDB_V, name)) continue;
    if (eq > 0 && a.startsWith("--")) { if (name == "-e" || name == "-se" || name == "-exec") program = i; continue; }
    if (i + 1 < argv.length) { if (name == "-e" || name == "-se" || name == "-exec") program = i + 1; i++; }
  }
  return program;
}

// The arguments a debugger's command line gives the program it runs: `run ARGS` (gdb: any
// prefix of run, `r`, `start`, `starti`; lldb: `run`, `r`, `process launch [--] ARGS`), or
// "\u0001ARGS" for gdb's `set args ARGS`; null for any other command.
function runArgs(text: string): string | null {
  const rest = text.substring(pastBlanks(text, 0, true));
  const e = pastBlanks(rest, 0, false);
  const w = rest.substring(0, e);
  let after = rest.substring(pastBlanks(rest, e, true));
  if (abbrev(w, "run", 1) || w == "start" || w == "starti") return after;
  if (w == "set") {
    const e2 = pastBlanks(after, 0, false);
    return after.substring(0, e2) == "args" ? "\u0001" + after.substring(pastBlanks(after, e2, true)) : null;
  }
  if (abbrev(w, "process", 3)) {
    const e2 = pastBlanks(after, 0, false);
    if (!abbrev(after.substring(0, e2), "launch", 2)) return null;
    after = after.substring(pastBlanks(after, e2, true));
    const dd = after.indexOf("-- ");
    return after.startsWith("-") ? (dd >= 0 ? after.substring(dd + 3) : "") : after;
  }
  return null;
}

// A debugger runs its program (argv[program], -1 for none given) with `args`, through a
// shell: the command line `PROGRAM ARGS`; a program not known here is unknown.
function runProgram(p: Interp, cmd: Cmd, program: i32, at: i32, args: string, via: string): void {
  cmd.wraps = true;
  if (program < 0 || !cmd.lit[program] || !cmd.lit[at]) { cmd.opaque = true; return; }
  p.reparse(shellWord(cmd.argv[program]) + (args.length ? " " + args : ""), cmd, via);
}

// lldb [options] [--] [PROGRAM [ARGS…]] (or --file PROGRAM): the program it debugs (and
// runs, given `run`); -o/-O/-k (--one-line…) hold debugger commands (debuggerLine).
const LLDB_V = latin1(",--arch,--core,--attach-name,--attach-pid,--file,--one-line,--one-line-before-file,--one-line-on-crash,--source,--source-before-file,--source-on-crash,--script-language,--repl-language,--capture-path,");
const LLDB_F = latin1(",--batch,--no-lldbinit,--local-lldbinit,--no-use-colors,--source-quietly,--wait-for,--version,--help,--editor,--debug,--python-path,--print-script-interpreter-info,--capture,--repl,");
function lldbInner(p: Interp, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  const r = new Opts(argv, 1, LLDB_V, LLDB_F, latin1(",-a,-c,-n,-p,-f,-o,-O,-k,-s,-S,-K,-l,-R,"), latin1(",-b,-x,-X,-Q,-w,-v,-h,-e,-d,-P,"));
  r.oshort = latin1(",-r,");
  let file = -1;
  let runs = -1;
  let args = "";
  while (r.next()) {
    const o = r.opt;
    if (!r.hasValue) continue;
    if (o == "-o" || o == "-O" || o == "-k" || o == "--one-line" || o == "--one-line-before-file" || o == "--one-line-on-crash") {
      debuggerLine(p, cmd, r.valueAt, r.value, "lldb");
      const ra = runArgs(r.value);
      if (ra != null && !ra!.startsWith("\u0001")) { runs = r.valueAt; args = ra!; }
    } else if (o == "-f" || o == "--file") file = r.valueAt;
  }
  if (r.unknown) { cmd.wraps = true; cmd.opaque = true; }
  if (!batchLldb(argv)) debuggerStdin(p, cmd, "lldb");
  // (`run ARGS` replaces the arguments given after the program: what runs is PROGRAM ARGS)
  const program = r.i < argv.length ? r.i : file >= 0 && !argv[file].startsWith("-") ? file : -1;
  if (runs >= 0 && args.length) runProgram(p, cmd, program, runs, args, "lldb");
  else if (r.i < argv.length) unwrapInner(p, cmd, r.i, argv.length, "lldb", level);
  else if (file >= 0 && !argv[file].startsWith("-")) unwrapInner(p, cmd, file, file + 1, "lldb", level);
}

// lldb's -b/--batch (or a query: -v, -h, -P) among its options: no commands read from stdin
function batchLldb(argv: Array<string>): bool {
  const r = new Opts(argv, 1, LLDB_V, LLDB_F, latin1(",-a,-c,-n,-p,-f,-o,-O,-k,-s,-S,-K,-l,-R,"), latin1(",-b,-x,-X,-Q,-w,-v,-h,-e,-d,-P,"));
  r.oshort = latin1(",-r,");
  while (r.next()) {
    const o = r.opt;
    if (o == "-b" || o == "--batch" || o == "-v" || o == "--version" || o == "-h" || o == "--help" || o == "-P" || o == "--python-path" || o == "--print-script-interpreter-info") return true;
  }
  return false;
}

// A debugger's command (gdb -ex, lldb -o) that runs something: a command line (gdb's
// `shell CMD`, `!CMD`, `pipe … | CMD`; lldb's `platform shell [OPTS --] CMD`, `shell CMD`);
// code this model does not read (gdb's `python`, `pi`, `guile`, `compile`, `eval` — a
// command built from a format —, lldb's `script` and `command`); an expression with a call
// (`call f()`, `print system("…")`, `expr`, `po`), which runs a function of the program
// debugged. Those last two, and a command known only when it runs, are unknown.
function debuggerLine(p: Interp, cmd: Cmd, at: i32, text: string, via: string): void {
  cmd.wraps = true;
  if (!cmd.lit[at]) { cmd.opaque = true; return; }
  const rest = text.substring(pastBlanks(text, 0, true));
  if (rest.startsWith("!")) { runsText(p, cmd, at, rest.substring(1), via); return; }
  if (rest.startsWith("|")) { const bar = findChar(rest, 124, 1); if (bar >= 0) runsText(p, cmd, at, rest.substring(bar + 1), via); return; }
  const e = pastBlanks(rest, 0, false);
  const w = rest.substring(0, e);
  const after = rest.substring(pastBlanks(rest, e, true));
  if (abbrev(w, "shell", 3)) { runsText(p, cmd, at, after, via); return; }
  if (w == "pipe") { const bar = findChar(after, 124); if (bar >= 0) runsText(p, cmd, at, after.substring(bar + 1), via); return; }
  // (gdb's `source [-s] [-v] FILE` reads FILE's commands: stdin, a descriptor or a /proc path
  // is text not known here)
  if (abbrev(w, "source", 2)) {
    let f = after;
    while (f.startsWith("-s ") || f.startsWith("-v ")) f = f.substring(pastBlanks(f, 2, true));
    f = f.trim();
    if (isStdinPath(f) || f == "-" || f.startsWith("/dev/") || f.startsWith("/proc/")) cmd.opaque = true;
    return;
  }
  if (via == "lldb" && abbrev(w, "platform", 3)) {
    const e2 = pastBlanks(after, 0, false);
    if (!abbrev(after.substring(0, e2), "shell", 2)) return;
    let raw = after.substring(pastBlanks(after, e2, true));
    if (raw.startsWith("-")) { const dd = raw.indexOf(" -- "); if (dd < 0) { cmd.opaque = true; return; } raw = raw.substring(dd + 4); }
    runsText(p, cmd, at, raw, via);
    return;
  }
  if (abbrev(w, "python", 2) || abbrev(w, "python-interactive", 7) || w == "pi" || abbrev(w, "guile", 2) || abbrev(w, "guile-repl", 6) || w == "gr" || w == "compile" || w == "eval"
    || abbrev(w, "script", 3) || w == "command") { cmd.opaque = true; return; }
  if (findChar(after, 40) >= 0 && (w == "call" || w == "print" || w == "p" || w == "inspect" || w == "output" || w == "printf" || w == "dprintf" || w == "set" || w == "print-object" || w == "po" || abbrev(w, "expression", 4) || w == "e" || w == "dwim-print")) cmd.opaque = true;
}

/** The first index from i of s that is (blank: false) or is not (blank: true) a space or tab. */
function pastBlanks(s: string, i: i32, blank: bool): i32 {
  while (i < s.length && (s.charCodeAt(i) == 32 || s.charCodeAt(i) == 9) == blank) i++;
  return i;
}

/** `w` is `full` or a prefix of it of `min` letters or more (a debugger's abbreviation). */
function abbrev(w: string, full: string, min: i32): bool { return w.length >= min && w.length <= full.length && full.startsWith(w); }

// sg [-] [GROUP [-c] COMMAND]: COMMAND is a command line for /bin/sh; a GROUP with no
// COMMAND runs the user's shell, as newgrp does, which reads stdin (sg(1), shadow's newgrp.c).
function sgInner(p: Interp, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  let i = 1;
  if (i < argv.length && argv[i] == "-") i++;
  i++; // GROUP
  if (i == argv.length) { shellOnStdin(p, cmd, "sg", "sh", true, null, level); return; }
  if (i < argv.length && argv[i] == "-c") i++;
  if (i >= argv.length) return;
  cmd.wraps = true;
  if (!joinedLit(cmd, i, argv.length)) { cmd.opaque = true; return; }
  p.reparse(joinWords(argv, i), cmd, "sg");
}

// mvn … exec:exec -Dexec.executable=PROG [-Dexec.args=ARGS]: the exec plugin's exec goal runs
// PROG with ARGS, which it splits as a command line (exec-maven-plugin, "exec:exec"; the
// goal also by its coordinates, `org.codehaus.mojo:exec-maven-plugin:3.1.0:exec`, or with an
// execution id, `exec:exec@x`). Read as the command line `PROG ARGS`; a value known only
// when it runs is unknown. Without -Dexec.executable the project's pom names it: not read,
// as a package.json script is not.
function mavenExec(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  let goal = false, exe = -1, args = -1;
  let exeV = "", argsV = "";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (cmd.lit[i] && (a == "exec:exec" || a.startsWith("exec:exec@") || a.includes("exec-maven-plugin:") && (a.endsWith(":exec") || a.includes(":exec@")))) goal = true;
    let d = "", at = i;
    if (a.startsWith("-D") && a.length > 2) d = a.substring(2);
    else if ((a == "-D" || a == "--define") && i + 1 < argv.length) { at = i + 1; d = argv[at]; i++; }
    else if (a.startsWith("--define=")) d = a.substring(9);
    if (d.startsWith("exec.executable=")) { exe = at; exeV = d.substring(16); }
    else if (d.startsWith("exec.args=")) { args = at; argsV = d.substring(10); }
  }
  if (!goal || exe < 0) return;
  cmd.wraps = true;
  if (!cmd.lit[exe] || args >= 0 && !cmd.lit[args]) { cmd.opaque = true; return; }
  p.reparse(shellWord(exeV) + (argsV.length ? " " + argsV : ""), cmd, n);
}

// gcc -wrapper PROG,ARG…: the driver runs each of its subprograms (cc1, as, collect2) as
// `PROG ARG… SUBPROGRAM ITS-ARGS…` (gcc(1), "-wrapper"): PROG is a command it runs, with
// words known only then after the ones given (`-wrapper sh,-c,CMD` runs CMD). The option
// takes the next word (GCC's option table: Driver Separate); each one given is run.
// Costs a pass over argv for a compiler's call, which is otherwise not read here.
function gccWrapper(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  for (let i = 1; i + 1 < argv.length; i++) {
    if (!cmd.lit[i]) continue;
    if (argv[i] == "--") break;
    if (argv[i] != "-wrapper") continue;
    cmd.wraps = true;
    if (!cmd.lit[i + 1]) { cmd.opaque = true; i++; continue; }
    const words = argv[i + 1].split(","), lits = new Array<bool>(words.length);
    for (let k = 0; k < words.length; k++) lits[k] = true;
    const inner = p.pushInner(cmd, words, lits, n);
    appendUnknown(inner, true);
    unwrap(p, inner, level + 1);
    i++;
  }
}

// capsh [--opt=value…] [-- ARGS…]: the words after `--` are the arguments of its shell
// (/bin/bash, or --shell=PATH); after `==`, of capsh itself again.
function capshInner(p: Interp, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  let sh = "bash";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--shell=")) sh = a.substring(8);
    if (a == "--" || a == "==") {
      const words = argv.slice(i); words[0] = a == "==" ? "capsh" : sh;
      const lits = cmd.lit.slice(i); lits[0] = a == "==" || cmd.lit[0];
      unwrap(p, p.pushInner(cmd, words, lits, "capsh"), level + 1);
      return;
    }
  }
}

const LATER = new NameSet(latin1(",declare,typeset,local,export,readonly,read,printf,test,[,let,unset,wait,mapfile,readarray,"));

// Builtins that evaluate their words later. The variable names they are given have their
// subscripts evaluated, as arithmetic (`read 'a[$(…)]'`, `printf -v`, `test -v`, `wait
// -p`, `unset`, each word of `let`), declare's values may be (lateCode); mapfile's -C
// CALLBACK is code, run in this shell every -c lines with the index and the line appended
// (read as two words known only when it runs — `-C 'git reset'` may be `git reset 0
// --hard`; a function the call defines is called). None of the others takes a -C, and
// mapfile's valued options are left out: -dC reads as -C, which only adds a command.
function laterCode(p: Interp, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  const c = commandOption(argv, latin1(","), "-C");
  if (c >= 0) runsText(p, cmd, c, optionText + " \"$_\" \"$_\"", n);
  if (n == "printf" && !(argv.length > 1 && argv[1].startsWith("-v"))) return;
  for (let i = 1; i < argv.length; i++) p.lateCode(argv[i], cmd.lit[i], cmd.dir);
}

// env's long options (GNU coreutils; --argv0 since 9.5), and -i/-0/-v's
const ENV_V = latin1(",--argv0,--unset,--chdir,--split-string,");
const ENV_F = latin1(",--ignore-environment,--null,--block-signal,--default-signal,--ignore-signal,--list-signal-handling,--debug,--help,--version,");

// `unwrap` past its guards: cmd runs a wrapper (n) — find the command it runs.
function unwrapWrapper(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  let at = -1;
  let via = n;
  let innerDir: string | null = null; // (env -C DIR: where the command runs)
  if (n == "env") {
    // env [-0iv] [-a ARG] [-u NAME] [-C DIR] [-S LINE] [-P PATH] [-L|-U USER] [--]
    // [NAME=VALUE…] [CMD…]: GNU's getopt_long (long options by a prefix: --un, --split,
    // --ignore-env) and BSD's -P/-L/-U; -a ARG is CMD's argv[0] (CMD still runs); -S LINE
    // is split env's way and read as env's arguments again; -C DIR is where CMD runs
    // (a BASH_FUNC_NAME%%=() {…} variable is a function a child bash imports, under any
    // name, ls and git included: bash(1) "Shell Functions"; what runs is not known here)
    for (let i = 1; i < argv.length; i++) if (argv[i].startsWith("BASH_FUNC_")) { cmd.wraps = true; cmd.opaque = true; return; }
    const r = new Opts(argv, 1, ENV_V, ENV_F, latin1(",-a,-u,-C,-S,-P,-L,-U,"), latin1(",-i,-0,-v,"));
    let altPath: string | null = null, altLit = true; // (BSD's -P ALTPATH: the command is looked up there, as under PATH=ALTPATH)
    while (r.next()) {
      if (r.opt == "-S" || r.opt == "--split-string") {
        if (r.hasValue) envSplit(p, cmd, r.value, r.valueAt, r.valueAt + 1, level);
        return;
      }
      if ((r.opt == "-C" || r.opt == "--chdir") && r.hasValue) innerDir = cmd.lit[r.valueAt] ? joinPath(cmd.dir, r.value) : "";
      if (r.opt == "-P" && r.hasValue) { altPath = r.value; altLit = cmd.lit[r.valueAt]; }
    }
    if (altPath !== null) addAssign(p, cmd, "PATH=" + altPath!, altLit);
    if (r.unknown) { cmd.wraps = true; cmd.opaque = true; }
    let i = r.i;
    while (i < argv.length && argv[i] == "-") i++; // (-i's old spelling)
    while (i < argv.length && findChar(argv[i], 61) > 0) { p.lateCode(argv[i], cmd.lit[i], cmd.dir); addAssign(p, cmd, argv[i], cmd.lit[i], true); i++; } // (PS4=…: lateCode)
    at = i < argv.length ? i : -1;
  } else if (n == "command") {
    // (its own options only: `command printf -v D …` runs printf, which sets D)
    for (let i = 1; i < argv.length && argv[i].startsWith("-") && argv[i] != "--"; i++) { if (findChar(argv[i], 118) > 0 || findChar(argv[i], 86) > 0) return; }
    at = skipOpts(argv, 1, latin1(","));
  } else if (n == "exec") {
    at = skipOpts(argv, 1, latin1(",-a,"));
    // (`exec 0<<<'…'`, `exec < F` with no command: the shell's own stdin from here on)
    if (at < 0 && readsStdinRedirect(cmd)) p.stdinSwapped = true;
  } else if (n == "time") {
    // GNU time's getopt_long ("+af:o:pqvV"): a long option by any unambiguous prefix, `--outp
    // F` taking F (time(1)); BSD's -l and -h are flags (an option neither knows is read as
    // one: the command after it is still judged)
    const r = new Opts(argv, 1, latin1(",--format,--output,"), latin1(",--append,--portability,--quiet,--verbose,--help,--version,"), latin1(",-f,-o,"), latin1(",-a,-p,-q,-v,-V,-l,-h,"));
    let query = false;
    while (r.next()) if (r.opt == "--help" || r.opt == "--version" || r.opt == "-V") query = true;
    at = !query && r.i < argv.length ? r.i : -1;
  } else if (n == "nice") {
    at = skipOpts(argv, 1, latin1(",-n,--adjustment,"));
  } else if (n == "ionice") {
    at = skipOpts(argv, 1, latin1(",-c,-n,-p,-P,-u,--class,--classdata,"));
  } else if (n == "timeout") {
    const i = skipOpts(argv, 1, latin1(",-s,-k,--signal,--kill-after,"));
    at = i >= 0 && i + 1 < argv.length ? i + 1 : -1; // skip DURATION
  } else if (n == "stdbuf") {
    at = skipOpts(argv, 1, latin1(",-i,-o,-e,--input,--output,--error,"));
  } else if (n == "sudo") {
    // sudo -l/--list [CMD] only says whether CMD may run; -v, -V, -h alone run nothing
    for (let k = 1; k < argv.length && argv[k].startsWith("-") && argv[k] != "--"; k++) {
      const a = argv[k];
      if (a == "--list" || (a.length > 1 && a.charCodeAt(1) != 45 && findChar(a, 108) > 0 && onlyLetters(a, "lnS"))) { cmd.wraps = true; return; }
    }
    at = skipOpts(argv, 1, SUDO_VALUED);
    innerDir = sudoDir(cmd, at < 0 ? argv.length : at);
    // `sudo VAR=value … cmd`: the command's environment, as env's (PS4 read as code)
    while (at > 0 && at < argv.length && findChar(argv[at], 61) > 0) { p.lateCode(argv[at], cmd.lit[at], cmd.dir); addAssign(p, cmd, argv[at], cmd.lit[at], true); at++; }
    // (-s/--shell and -i/--login with no command run a shell, which reads stdin: sudo(8))
    if ((at < 0 || at >= argv.length) && sudoShell(argv)) { shellOnStdin(p, cmd, n, "sh", true, innerDir, level); return; }
  } else if (n == "doas") {
    // doas [-Lns] [-a STYLE] [-C CONFIG] [-u USER] CMD… (OpenBSD's getopt: CMD ends the options)
    const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-a,-C,-u,"), latin1(",-L,-n,-s,"));
    let shell = false, query = false;
    while (r.next()) { if (r.opt == "-s") shell = true; else if (r.opt == "-C" || r.opt == "-L") query = true; }
    if (r.unknown) { cmd.wraps = true; cmd.opaque = true; }
    at = r.i < argv.length ? r.i : -1;
    // (-s with no command runs the user's shell, which reads stdin: doas(1))
    if (at < 0 && shell && !query) { shellOnStdin(p, cmd, n, "sh", true, null, level); return; }
  } else if (n == "su" || n == "runuser") {
    suInner(p, cmd, n, level);
    return;
  } else if (n == "xargs") {
    xargsInner(p, cmd, level);
    return;
  } else if (n == "watch") {
    // watch [options] CMD… (procps; getopt_long, `+`: CMD ends the options): the words are
    // joined and run by `sh -c`; with -x/--exec, run as they are
    const r = new Opts(argv, 1, latin1(",--interval,--equexit,"),
      latin1(",--beep,--color,--no-color,--differences,--errexit,--chgexit,--precise,--no-rerun,--no-title,--no-wrap,--no-linewrap,--exec,--help,--version,"),
      latin1(",-n,-q,"), latin1(",-b,-c,-C,-d,-e,-g,-h,-p,-r,-t,-w,-v,-x,"));
    let exec = false;
    while (r.next()) if (r.opt == "-x" || r.opt == "--exec") exec = true;
    if (r.unknown) { cmd.wraps = true; cmd.opaque = true; }
    const i = r.i;
    if (i >= argv.length) return;
    if (exec) { at = i; }
    else {
      cmd.wraps = true;
      if (!joinedLit(cmd, i, argv.length)) { cmd.opaque = true; return; }
      p.reparse(joinWords(argv, i), cmd, "watch");
      return;
    }
  } else if (n == "parallel" || n == "sem") {
    // (GNU parallel reads options and words from $PARALLEL too: set in the call, unknown)
    if (setFor(cmd, "PARALLEL")) { cmd.wraps = true; cmd.opaque = true; return; }
    parallelInner(p, cmd, n, level);
    return;
  } else if (n == "find") {
    // the commands -exec, -execdir, -ok and -okdir run, as find's grammar delimits them
    // (shell/find.ts): `find . -name -exec …` runs none
    const f = readFind(cmd);
    // (an -exec with no ";" or "+" to end it, every word known: find stops at "missing
    // argument to -exec" before it acts, and runs nothing)
    if (f.strange == 2 && f.execs.length && f.execs[f.execs.length - 2] >= argv.length) return;
    for (let k = 0; k < f.execs.length; k += 3) {
      const from = f.execs[k], to = f.execs[k + 1], plus = f.execs[k + 2] == 1;
      if (to <= from) continue;
      // {} is each path found: known only when find runs (with `+`, several of them); a
      // word that begins with it begins with a path's text, which is never "-" (./NAME
      // under -execdir)
      const inner = p.pushInner(cmd, cmd.argv.slice(from, to), cmd.lit.slice(from, to), "find");
      const inDir = argv[from - 1] == "-execdir" || argv[from - 1] == "-okdir";
      // (-execdir runs the command in the directory of each path found: not this one)
      if (inDir) inner.dir = "";
      const noDash = pathsNoDash(f, inDir);
      // (a bare name may begin with "-": it may be an option of the command)
      for (let w = 0; w < inner.argc(); w++) if (inner.argv[w].includes("{}")) { const at = inner.argv[w].startsWith("{}"); markUnknown(inner, w, plus, noDash && at, !noDash && at, outsideWalk(inner.argv[w], "{}")); }
      if (inner.argc() && !inner.lit[0]) inner.opaque = true;
      unwrap(p, inner, level + 1);
    }
    return;
  } else if (n == "fd" || n == "fdfind") {
    fdInner(p, cmd, level);
    return;
  } else if (n == "compgen") {
    // compgen -C COMMAND runs COMMAND; -W WORDLIST expands each word of the list, its $( )
    // run; -F FUNCTION calls it (bash(1) "Programmable Completion Builtins"): non-interactive
    // shells too. (complete's -C/-F run only when a terminal completes.)
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a == "--" || a.length < 2 || a.charCodeAt(0) != 45) break;
      for (let k = 1; k < a.length; k++) {
        const ch = a.charCodeAt(k);
        // (-o -A -G -W -F -C -X -P -S take a value: the rest of the word or the next)
        if (ch != 111 && ch != 65 && ch != 71 && ch != 87 && ch != 70 && ch != 67 && ch != 88 && ch != 80 && ch != 83) continue;
        let at = i;
        let value = a.substring(k + 1);
        if (k + 1 == a.length) { at = ++i; value = at < argv.length ? argv[at] : ""; }
        if (at < argv.length && (ch == 67 || ch == 70)) runsText(p, cmd, at, value, "compgen");
        else if (at < argv.length && ch == 87) runsText(p, cmd, at, ": " + value, "compgen");
        break;
      }
    }
    return;
  } else if (n == "eval") {
    const from = argv.length > 1 && argv[1] == "--" ? 2 : 1;
    if (argv.length <= from) return;
    cmd.wraps = true;
    if (!joinedLit(cmd, from, argv.length)) { cmd.opaque = true; return; }
    p.reparse(joinWords(argv, from), cmd, "eval", false, true);
    return;
  } else if (n == "script") {
    // script [-a -e -f -q …] -c CMD [file], script --command=CMD, script -qec CMD
    const c = commandOption(argv, latin1(",-I,-O,-B,-T,-m,-E,"));
    if (c >= 0) { shellText(p, cmd, c, optionText, "script"); return; }
    // BSD's script [-adekpqr] [-F pipe] [-t time] [-T fmt] [file [command …]]
    const i = skipOpts(argv, 1, latin1(",-F,-t,-T,-I,-O,-B,-m,-E,"));
    at = i >= 0 && i + 1 < argv.length ? i + 1 : -1;
    // (no command: it runs $SHELL, which reads what is fed to script's stdin: script(1))
    if (at < 0 && !argv.includes("-V") && !argv.includes("--version") && !argv.includes("-h") && !argv.includes("--help")) { shellOnStdin(p, cmd, n, "sh", true, null, level); return; }
  } else if (n == "trap") {
    let i = 1;
    if (i < argv.length && argv[i] == "--") i++;
    if (i + 1 >= argv.length || argv[i].startsWith("-")) return; // trap -l, trap -p, a reset
    // (a DEBUG trap runs before every command; under extdebug, one that fails skips it)
    for (let k = i + 1; k < argv.length; k++) {
      const sig = argv[k].toUpperCase();
      if (!cmd.lit[k] || sig == "DEBUG" || sig == "SIGDEBUG") p.debugTrap = true;
    }
    runsText(p, cmd, i, argv[i], "trap");
    return;
  } else if (n == "strace") {
    at = skipOpts(argv, 1, STRACE_VALUED);
    // -o FILE: a FILE beginning with | or ! is a command its output is piped to (strace(1))
    for (let k = 1; k < (at < 0 ? argv.length : at); k++) {
      const a = argv[k];
      let v = "", vAt = -1;
      if ((a == "-o" || a == "--output") && k + 1 < argv.length) { vAt = k + 1; v = argv[k + 1]; k++; }
      else if (a.startsWith("--output=")) { vAt = k; v = a.substring(9); }
      else if (a.startsWith("-o") && a.length > 2) { vAt = k; v = a.substring(2); }
      else if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
        // (a bundle: -fo FILE, -ffo'|CMD')
        let o = -1;
        for (let q = 1; q < a.length; q++) { const f = "-" + a.charAt(q); if (f == "-o") { o = q; break; } if (listed(STRACE_VALUED, f)) break; }
        if (o > 0) { if (o + 1 < a.length) { vAt = k; v = a.substring(o + 1); } else if (k + 1 < argv.length) { vAt = k + 1; v = argv[k + 1]; k++; } }
      }
      if (vAt < 0) continue;
      if (!cmd.lit[vAt]) { if (!(v.length && v.charCodeAt(0) == 47)) { cmd.wraps = true; cmd.opaque = true; } continue; }
      if (v.startsWith("|") || v.startsWith("!")) runsText(p, cmd, vAt, v.substring(1), "strace");
    }
  } else if (n == "ltrace") {
    at = skipOpts(argv, 1, LTRACE_VALUED);
  } else if (n == "taskset" || n == "chrt") {
    // taskset [opts] MASK CMD…, chrt [opts] PRIORITY CMD…; with -p they act on a process
    const i = skipOpts(argv, 1, n == "chrt" ? latin1(",-T,-P,-D,--sched-runtime,--sched-period,--sched-deadline,") : latin1(","));
    for (let k = 1; k < (i < 0 ? argv.length : i); k++) {
      const a = argv[k];
      if (a == "--pid" || (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 112) >= 0)) return;
    }
    at = i >= 0 && i + 1 < argv.length ? i + 1 : -1;
  } else if (n == "flock") {
    // flock [opts] FILE CMD…, flock [opts] FILE -c CMDLINE, flock [opts] FD
    const i = skipOpts(argv, 1, latin1(",-w,--wait,--timeout,-E,--conflict-exit-code,"));
    if (i < 0 || i + 1 >= argv.length) return;
    if (argv[i + 1] == "-c" || argv[i + 1] == "--command") {
      if (i + 2 < argv.length) shellText(p, cmd, i + 2, argv[i + 2], "flock");
      return;
    }
    at = i + 1;
  } else if (n == "source" || n == ".") {
    // a file read as code: one made by a process substitution, or stdin, is a program
    // this model cannot see
    if (argv.length < 2) return;
    // (words after the file are its positional parameters while it runs — bash(1) ".")
    const frame = p.saveFrame();
    if (argv.length > 2) {
      p.posArgs = knownArgs(cmd, 2);
      p.posLit = p.posArgs != null ? cmd.lit.slice(2) : [];
      p.posDepth = p.depth + 1;
      p.posCond = p.cond + (p.definite(cmd.conn) ? 0 : 1);
    }
    sourced(p, cmd, n);
    p.restoreFrame(frame);
    // (a program read in full has set what it set, as it ran; any other could set any
    // variable — after it, none is known)
    if ((!cmd.wraps || cmd.opaque) && cmd.scope != null) cmd.scope!.forgetAll();
    return;
  } else if (n == "toybox" || n == "coreutils") {
    // multi-call binaries, as busybox is: `toybox rm …`, `coreutils rm …` (uutils'), GNU's
    // `coreutils --coreutils-prog=rm …` (and --coreutils-prog-shebang=rm)
    if (argv.length < 2) return;
    const a = argv[1];
    if (n == "coreutils" && a.startsWith("--coreutils-prog")) {
      const eq = findChar(a, 61);
      if (eq < 0) return;
      const words = argv.slice(1);
      words[0] = a.substring(eq + 1);
      unwrap(p, p.pushInner(cmd, words, cmd.lit.slice(1), n), level + 1);
      return;
    }
    if (a.startsWith("-")) return; // (--help, --version, --long: a listing)
    at = 1;
  } else if (isShell(n)) {
    // sh -c STRING [name args…]; -c may be bundled (-lc, -ec). Without -c and without a
    // script operand, the shell reads its program from stdin: a heredoc/here-string.
    // (bash's grammar, and sh's, zsh's, ksh's: a bundle of letters, where -o/+o and -O/+O
    // take the next word as their argument — `bash -euo pipefail -c CMD`; -c makes the first
    // operand the program; -n reads the program and runs nothing)
    let i = 1;
    let hasC = false;
    let hasS = false;
    let noExec = false, keyword = false;
    let interactive = false;
    let operand = -1;
    let rcfile = -1, norc = false;
    // csh and tcsh: -c, -i, -s, -n as sh's, and no option that takes a word (-b ends them)
    const csh = n == "csh" || n == "tcsh";
    while (i < argv.length) {
      const a = argv[i];
      if (a == "--" || a == "-") { i++; if (i < argv.length) operand = i; break; }
      if (a == "--rcfile" || a == "--init-file") { rcfile = i + 1; i += 2; continue; }
      // (zsh's --emulate MODE takes the next word: zsh(1) "Invocation")
      if (a == "--emulate" && n == "zsh") { i += 2; continue; }
      // (fish's -C/--init-command CMD runs CMD before the program, or before reading stdin)
      if (n == "fish" && (a == "-C" || a == "--init-command") && i + 1 < argv.length) { runsText(p, cmd, i + 1, argv[i + 1], n); i += 2; continue; }
      if (n == "fish" && a.startsWith("--init-command=")) { runsText(p, cmd, i, a.substring(15), n); i++; continue; }
      if (a.length > 1 && (a.charCodeAt(0) == 45 || a.charCodeAt(0) == 43)) {
        const minus = a.charCodeAt(0) == 45;
        if (minus && a.charCodeAt(1) == 45) {
          if (a == "--command") hasC = true; // (fish)
          if (a == "--norc") norc = true;
          // bash, zsh, fish: usage or version printed while the options are read, then exit
          if (a == "--help" || a == "--version") { cmd.wraps = true; return; }
          i++; continue;
        }
        let takes = 0;
        let afterO = false;
        for (let k = 1; k < a.length; k++) {
          const ch = a.charCodeAt(k);
          if (minus && ch == 105) interactive = true;          // i
          if (csh && (ch == 111 || ch == 79)) continue;
          if (ch == 111 || ch == 79) {                         // o, O: an option name follows
            // (zsh and the ksh family read the rest of the word as its name, `-onotify`;
            // bash the next word, the rest being more letters. -o noexec, +o exec: nothing runs)
            const attached = ch == 111 && k + 1 < a.length && namesAttached(n);
            const name = attached ? a.substring(k + 1) : i + 1 + takes < argv.length ? argv[i + 1 + takes] : "";
            if (ch == 111 && shellOption(name) == (minus ? "noexec" : "exec") && !afterO) noExec = true;
            // (-o keyword: a NAME=VALUE word anywhere is an assignment to the command's
            // environment, as -k: `bash -k -c 'git diff GIT_EXTERNAL_DIFF=sh'`)
            if (ch == 111 && minus && shellOption(name) == "keyword") keyword = true;
            // (-o allexport: the variables it assigns are exported — read as `set -a`)
            if (ch == 111 && minus && (shellOption(name) == "allexport" || i + 1 + takes < argv.length && !cmd.lit[i + 1 + takes])) p.allExport = true;
            // (-O NAME: a shopt option of that shell's — dotglob, lastpipe, … — on from its start)
            if (ch == 79 && minus && !attached) p.shellOpt(name, i + 1 + takes < argv.length ? cmd.lit[i + 1 + takes] : true);
            if (attached) break;
            takes++;
            afterO = true;
          }
          else if (minus && ch == 99) hasC = true;            // c
          else if (minus && ch == 97) p.allExport = true;     // a (allexport)
          else if (minus && ch == 107) keyword = true;         // k
          else if (minus && ch == 115) hasS = true;           // s
          else if (minus && ch == 110 && !afterO) noExec = true; // n (after an o, bash stops at a letter it lacks: -onotify)
        }
        i += 1 + takes;
        continue;
      }
      operand = i;
      break;
    }
    if (noExec && n != "busybox" && n != "fish") { cmd.wraps = true; return; } // (it reads the program and runs nothing)
    if (keyword) { cmd.wraps = true; cmd.opaque = true; }
    if (startupFile(p, cmd, n, interactive)) { cmd.wraps = true; cmd.opaque = true; }
    // `bash -s ARGS`, `bash /dev/stdin`: the program is still read from stdin
    if (!hasC && (hasS || (operand >= 0 && isStdinPath(argv[operand])))) operand = -1;
    // bash --rcfile FILE / --init-file FILE: an interactive shell (or one reading stdin,
    // which may be a terminal) runs FILE first, a program not known here
    if (rcfile >= 0 && !norc && (interactive || (!hasC && operand < 0)) && !(rcfile < argv.length && cmd.lit[rcfile] && argv[rcfile] == "/dev/null")) { cmd.wraps = true; cmd.opaque = true; }
    if (n == "busybox") { if (argv.length > 1 && !hasC) unwrapInner(p, cmd, 1, argv.length, "busybox", level); return; }
    if (hasC) {
      if (operand < 0) { cmd.wraps = true; cmd.opaque = true; return; }
      if (otherSyntax(n, argv[operand], p.depth)) cmd.opaque = true;
      // (the words after the program are $0 and the positional parameters, bash(1) -c:
      // `sh -c 'rm -rf "$1"' _ ~`; fish, csh and tcsh read them otherwise: unknown)
      const frame = p.saveFrame();
      const sh = n != "fish" && !csh;
      p.posArgs = sh ? knownArgs(cmd, operand + 2) : null;
      p.posLit = p.posArgs != null ? cmd.lit.slice(operand + 2) : [];
      p.pos0 = operand + 1 < argv.length ? argv[operand + 1] : n;
      p.pos0Lit = operand + 1 < argv.length ? cmd.lit[operand + 1] && !cmd.isMulti(operand + 1) : true;
      p.posDepth = p.depth + 1;
      p.posCond = p.cond + (p.definite(cmd.conn) ? 0 : 1);
      runsText(p, cmd, operand, argv[operand], n);
      p.restoreFrame(frame);
      return;
    }
    if (operand < 0) { stdinProgram(p, cmd, n); return; }
    // a script the call wrote (`echo … > x.sh; bash x.sh`): its text, or unknown
    const w = writtenFile(p, cmd, operand, true);
    if (w == WRITTEN_KNOWN) { cmd.wraps = true; if (writtenMaybe) cmd.opaque = true; p.reparse(writtenText, cmd, n); return; }
    if (w == WRITTEN_UNKNOWN) { cmd.wraps = true; cmd.opaque = true; return; }
    // `bash <(curl …)`: the program is the output of a command
    if (processSubst(cmd, operand)) { cmd.wraps = true; cmd.opaque = true; }
    // `bash /dev/fd/3 3<<<'…'`: the program is what descriptor N holds
    else if (fdPath(argv[operand])) fdProgram(p, cmd, n, argv[operand], cmd.lit[operand]);
    return;
  } else {
    // the rest of UNWRAPPED: builtin, nohup, chronic, unbuffer, caffeinate, noglob,
    // nocorrect, setsid (by elimination: a shorter module than their names compared);
    // caffeinate(8)'s -t SECONDS and -w PID take a value
    at = skipOpts(argv, 1, n == "caffeinate" ? latin1(",-t,-w,") : latin1(","));
  }
  if (at < 0 || at >= argv.length) return;
  unwrapInner(p, cmd, at, argv.length, via, level, innerDir);
}

// Where sudo runs its command (its options, words 1 to `to`): -D/--chdir DIR; -i/--login
// (the target user's home), -R/--chroot (the new root's `/` unless -D): known only then.
function sudoDir(cmd: Cmd, to: i32): string | null {
  const argv = cmd.argv;
  let dir: string | null = null;
  for (let i = 1; i < to; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name == "--chdir") {
        const at = eq >= 0 ? i : i + 1;
        if (at < to) dir = cmd.lit[at] ? joinPath(cmd.dir, eq >= 0 ? a.substring(eq + 1) : argv[at]) : "";
      } else if (name == "--login" || name == "--chroot") { if (dir === null) dir = ""; }
      if (eq < 0 && listed(SUDO_VALUED, name)) i++;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (f == "-i" || f == "-R") { if (dir === null) dir = ""; }
      if (!listed(SUDO_VALUED, f)) continue;
      if (f == "-D") {
        const attached = k + 1 < a.length, at = attached ? i : i + 1;
        dir = at < to && cmd.lit[at] ? joinPath(cmd.dir, attached ? a.substring(k + 1) : argv[at]) : "";
      }
      if (k == a.length - 1) i++;
      break;
    }
  }
  return dir;
}
const SUDO_VALUED = latin1(",-u,-g,-h,-p,-C,-D,-r,-t,-U,-T,-R,--user,--group,--host,--prompt,--close-from,--chdir,--role,--type,--other-user,--command-timeout,--chroot,");

/** A wrapper's VAR=value word: the environment of the command it runs (Cmd#assigns);
 * `scanned`: its value was read as code where a program may run it (Interp#lateCode). */
function addAssign(p: Interp, cmd: Cmd, a: string, lit: bool, scanned: bool = false): void {
  if (!scanned || !lit || !pagerAssign(a)) p.noteAssign(a, lit);
  if (cmd.assigns === NO_WORDS) { cmd.assigns = []; cmd.assignsLit = []; }
  else if (cmd.assigns.length && cmd.assignsLit.length == cmd.assigns.length) { cmd.assigns = cmd.assigns.slice(0); cmd.assignsLit = cmd.assignsLit.slice(0); }
  cmd.assigns.push(a);
  cmd.assignsLit.push(lit);
}

/** Word k of `c` is known only when it runs (`many`: it may be zero words or several). */
// (noDash: its value surely does not begin with "-"; dash: it may, whatever its text
// begins with — a placeholder put in at run time)
function markUnknown(c: Cmd, k: i32, many: bool, noDash: bool = false, dash: bool = false, part: bool = false): void {
  c.lit[k] = false;
  if (!many && !noDash && !dash && !part) return;
  if (c.kinds === NO_KINDS || c.kinds.length < c.lit.length) {
    const m = new Array<u8>(c.lit.length);
    for (let i = 0; i < c.kinds.length; i++) m[i] = c.kinds[i];
    c.kinds = m;
  }
  c.kinds[k] = (many ? WK_MULTI : 0) | (noDash ? WK_NODASH : dash ? WK_DASH : 0) | (part ? WK_PART : 0);
}

/**
 * Word w, which holds a walker's item, may name a file outside the tree the walk covers
 * (Cmd#part): text before the item (`/etc/{}`, `../{}`), or a `/` or the item again after it
 * (`{}/../x`). A suffix in the item's own directory (`{}.key`, `X.bak`) names a file of the
 * same tree, which the walk's judgement covers.
 */
function outsideWalk(w: string, item: string): bool {
  if (!w.startsWith(item)) return true;
  const rest = w.substring(item.length);
  return findChar(rest, 47) >= 0 || rest.includes(item);
}
/** … for fd's placeholders: `{}`, `{.}`, `{/}`, `{//}`, `{/.}` name paths of the tree walked. */
function fdOutsideWalk(w: string): bool {
  const ps = ["{//}", "{/.}", "{/}", "{.}", "{}"];
  for (let i = 0; i < ps.length; i++) {
    if (!w.startsWith(ps[i])) continue;
    const rest = w.substring(ps[i].length);
    return findChar(rest, 47) >= 0 || findChar(rest, 123) >= 0;
  }
  return true;
}

/** Words a command gets from elsewhere (stdin, a file): one unknown word standing for them. */
function appendUnknown(c: Cmd, many: bool, part: bool = false, noDash: bool = false): void {
  const words = c.argv.slice(0);
  words.push("…");
  c.argv = words;
  c.lit = c.lit.slice(0);
  c.lit.push(false);
  if (c.kinds !== NO_KINDS) c.kinds = c.kinds.slice(0);
  markUnknown(c, c.lit.length - 1, many, noDash, false, part);
}

/** The text xargs reads, where the call fixes it: its own literal here-string's, when no
 * other redirect of stdin is made (the last one made is what it reads; a heredoc's body is
 * read after the command, so not here), or a literal producer's before it in the pipe
 * (`xargs cat <<< README.md`, `echo README.md | xargs cat`). */
function stdinText(p: Interp, cmd: Cmd): string | null {
  if (cmd.hasHeredoc) return !cmd.heredocCode && cmd.outer == null && !readsStdinFile(cmd) ? cmd.heredoc : null;
  return pipedText(p.out, cmd);
}

/**
 * The words xargs or parallel reads from its stdin come from data the call gives it, in
 * a file or the call's own text: a redirect of stdin of its own, of a wrapper it runs in,
 * or of a group, loop, subshell, `sh -c` or `eval` it runs in (`xargs cat < list.txt`,
 * `0<&3`, a heredoc, `<<< "$X"`, `<<< ~/.ssh/id_rsa`, which bash expands); or from a stage
 * before it in its pipe whose own stdin is such data (`cat <<< ~/.ssh/id_rsa | xargs cat`).
 * Such a name is no walk's (Cmd#part): it may name any file. (Any other pipe is the rules'
 * to judge by the stages that feed it: pipedFrom; with neither, xargs reads the hook's
 * caller's stdin, which an agent's tool leaves empty.)
 */
function stdinData(p: Interp, cmd: Cmd): bool {
  let cur = cmd;
  // (eight stages back at most: past them, not known — as data)
  for (let k = 0; k < 8; k++) {
    for (let b: Cmd | null = cur; b != null; b = b!.outer) {
      const x = b!;
      if (x.hasHeredoc || (x.stdinFed && x.pipeFeed < 0) || givesStdin(x)) return true;
    }
    if (!same(cur.conn, "|") && !same(cur.conn, "|&")) return false;
    const prev = pipedFrom(p.out, cur);
    if (prev == null) return false;
    if (!wholeStage(p.out, prev!, cur)) return true;
    cur = prev!;
  }
  return true;
}

// fd -x/--exec CMD…, -X/--exec-batch CMD… (fd's manual: the command's words end at ";" or
// at the end; with no placeholder, {} is appended): what it runs for each path it finds
// (-X: once, with every path). A placeholder is known only when fd runs: {}, {.} and {//}
// are paths, "./"-prefixed under -x and -X (fd does so "to reduce the risk of a path
// starting with '-' being treated as a command line option") unless --strip-cwd-prefix
// is given (a search path begins with its own text, never "-": clap reads a word that
// does as an option); {/} and {/.}, base names, may begin with "-". A
// word known only at run time before them may be -x itself: fd is then unknown.
const FD_EXEC = latin1(",-x,--exec,-X,--exec-batch,");
function fdPlaceholder(w: string): bool {
  return w.includes("{}") || w.includes("{/}") || w.includes("{//}") || w.includes("{.}") || w.includes("{/.}");
}
function fdInner(p: Interp, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  // paths found begin with "./" or a search path's known text — unless --strip-cwd-prefix
  // is given anywhere (clap reads options after the command's `;` too)
  let dashes = true;
  for (let i = 1; i < argv.length && dashes; i++) if (argv[i].startsWith("--strip-cwd")) dashes = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i]) {
      if (i + 1 < argv.length && !notOption(cmd, i, a)) { cmd.opaque = true; return; }
      continue;
    }
    if (a == "--") break; // (the rest are a pattern and search paths)
    // the command's first word may share this one: `-xls`, `--exec=ls`
    let from = -1, batch = false, first: string | null = null;
    if (listed(FD_EXEC, a)) { from = i + 1; batch = a == "-X" || a == "--exec-batch"; }
    else if (a.startsWith("--exec=") || a.startsWith("--exec-batch=")) { from = i + 1; batch = a.startsWith("--exec-batch="); first = a.substring(findChar(a, 61) + 1); }
    else if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
      // a bundle of short options: one that takes a value (-d -t -e -S -o -E -c -j) ends it
      for (let k = 1; k < a.length; k++) {
        const ch = a.charCodeAt(k);
        if (findChar("dteSoEcj", ch) >= 0) break;
        if (ch != 120 && ch != 88) continue;
        from = i + 1; batch = ch == 88;
        if (k + 1 < a.length) first = a.substring(k + 1);
        break;
      }
    }
    if (from < 0) continue;
    let to = from;
    while (to < argv.length && !(cmd.lit[to] && argv[to] == ";")) to++;
    if (to > from || first !== null) {
      const words = cmd.argv.slice(from, to), lits = cmd.lit.slice(from, to);
      if (first !== null) { words.unshift(first!); lits.unshift(true); }
      let placed = false;
      for (let k = 0; k < words.length; k++) if (lits[k] && fdPlaceholder(words[k])) placed = true;
      if (!placed) { words.push("{}"); lits.push(true); }
      const inner = p.pushInner(cmd, words, lits, "fd");
      for (let k = 0; k < inner.argc(); k++) {
        const w = inner.argv[k];
        if (!inner.lit[k] || !fdPlaceholder(w)) continue;
        const path = w.startsWith("{}") || w.startsWith("{.}") || w.startsWith("{//}");
        markUnknown(inner, k, batch, dashes && path, path ? !dashes : w.startsWith("{/}") || w.startsWith("{/.}"), fdOutsideWalk(w));
      }
      if (inner.argc() && !inner.lit[0]) inner.opaque = true;
      unwrap(p, inner, level + 1);
    }
    i = to;
  }
}

// xargs [options] [command [initial-arguments]]: GNU's and BSD's options. The command runs
// with words read from stdin (or -a FILE) appended — known when a literal echo/printf
// feeds it plain words and nothing splits them into several runs, unknown otherwise; with a
// replace string (-I R, -i[R], --replace[=R], BSD -J R) the words holding it are unknown.
function xargsInner(p: Interp, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  let i = 1;
  let repl = "";
  let split = false;    // -l, -s, -d, -0, -a, -E, -e: the words are read another way, or in several runs
  let batch = 0;        // -n N, -L N (--max-args, --max-lines): runs of N words or lines
  let lines = false;
  let nul = false, own = false; // -0/--null; a delimiter, an EOF string or a file of its own
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--") { i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (listed(latin1(",--replace,"), name, true)) { repl = eq >= 0 ? a.substring(eq + 1) : "{}"; i++; continue; }
      if (listed(latin1(",--max-args,"), name, true) && (eq >= 0 || i + 1 < argv.length)) {
        const v = eq >= 0 ? a.substring(eq + 1) : argv[i + 1];
        const n = cmd.lit[eq >= 0 ? i : i + 1] && v.length > 0 && v.length < 3 && isDigits(v, 0) ? I32.parseInt(v) : 0;
        if (n > 0) batch = n; else split = true;
        i += eq >= 0 ? 1 : 2;
        continue;
      }
      const valued = listed(latin1(",--arg-file,--delimiter,--max-args,--max-procs,--max-chars,--process-slot-var,--max-lines,--eof,"), name, true);
      if (!listed(latin1(",--max-procs,--process-slot-var,--verbose,--interactive,--no-run-if-empty,--exit,--null,--open-tty,--show-limits,"), name, true)) split = true;
      if (listed(latin1(",--null,"), name, true)) { split = true; nul = true; }
      if (listed(latin1(",--delimiter,--eof,--arg-file,"), name, true)) own = true;
      i += valued && eq < 0 && !listed(latin1(",--max-lines,--eof,"), name, true) ? 2 : 1;
      continue;
    }
    // a bundle: -0prt, -n1, -I {} …; a letter that takes a value ends it
    let k = 1;
    let took = false;
    while (k < a.length) {
      const f = a.charCodeAt(k);
      // required values: a d E I J L n P R s S; optional attached: e i l
      if (f == 73 /* I */ || f == 74 /* J */ || f == 105 /* i */) {
        repl = k + 1 < a.length ? a.substring(k + 1) : f == 105 ? "{}" : i + 1 < argv.length ? argv[i + 1] : "";
        if (k + 1 >= a.length && f != 105) took = true;
        break;
      }
      if (f == 97 || f == 100 || f == 69 || f == 76 || f == 110 || f == 80 || f == 82 || f == 115 || f == 83) {
        // (-n N, -L N: runs of N words, or of N lines, when N is a small literal)
        const v = k + 1 < a.length ? a.substring(k + 1) : i + 1 < argv.length ? argv[i + 1] : "";
        const vLit = k + 1 < a.length ? cmd.lit[i] : i + 1 < argv.length && cmd.lit[i + 1];
        const n = (f == 110 || f == 76) && vLit && v.length > 0 && v.length < 3 && isDigits(v, 0) ? I32.parseInt(v) : 0;
        if (n > 0) { batch = n; lines = f == 76; }
        else if (f != 80 && f != 82 && f != 83) split = true;
        if (f == 97 || f == 100 || f == 69) own = true;
        if (k + 1 >= a.length) took = true;
        break;
      }
      if (f == 101 || f == 108) { split = true; own = own || f == 101; break; }
      if (f == 48 /* 0 */) { split = true; nul = true; }
      k++;
    }
    i += took ? 2 : 1;
  }
  if (i >= argv.length) return; // bare xargs runs echo
  if (batch > 0 && !split && repl.length == 0 && xargsRuns(p, cmd, i, batch, lines, level)) return;
  const inner = innerOf(p, cmd, i, argv.length, "xargs");
  feedXargs(p, cmd, inner, repl, split || batch > 0, nul && !own && findFeeds(p, cmd));
  if (inner.argc() && !inner.lit[0]) inner.opaque = true;
  unwrap(p, inner, level + 1);
}

// su [options] [-] [USER [ARGS…]] (util-linux; getopt_long permutes: its options stand
// anywhere before `--`, long ones by a prefix, `--comm=…`): -c/--command and
// --session-command hold a command line for the user's shell; ARGS are that shell's
// arguments (`su root -- -c CMD` runs CMD; -s SHELL names it, else a POSIX shell is
// assumed). runuser -u USER [--] CMD… runs CMD itself (the words after the first operand,
// as written: getopt would read CMD's options as runuser's, an error).
const SU_V = latin1(",--command,--session-command,--group,--supp-group,--shell,--whitelist-environment,--user,");
const SU_F = latin1(",--fast,--login,--preserve-environment,--pty,--help,--version,");
function suInner(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  const r = new Opts(argv, 1, SU_V, SU_F, latin1(",-c,-g,-G,-s,-w,-u,"), latin1(",-f,-l,-m,-p,-P,-h,-V,"));
  let ran = false, user = false, login = false, query = false;
  let shell = "sh", shellLit = true;
  const ops = new Array<i32>();
  while (r.i < argv.length) {
    if (r.next()) {
      const o = r.opt;
      if ((o == "-c" || o == "--command" || o == "--session-command") && r.hasValue) { runsText(p, cmd, r.valueAt, r.value, n); ran = true; }
      else if ((o == "-s" || o == "--shell") && r.hasValue) { shell = r.value; shellLit = cmd.lit[r.valueAt]; }
      else if (o == "-u" || o == "--user") user = true;
      else if (o == "-l" || o == "--login") login = true;
      else if (o == "-h" || o == "--help" || o == "-V" || o == "--version") query = true;
      continue;
    }
    if (r.ended) { for (let k = r.i; k < argv.length; k++) ops.push(k); break; }
    if (r.i < argv.length) ops.push(r.i);
    r.i++;
  }
  if (r.unknown) { cmd.wraps = true; cmd.opaque = true; }
  if (ran) return;
  if (n == "runuser" && user) {
    if (ops.length) unwrapInner(p, cmd, ops[0], argv.length, n, level);
    return;
  }
  let k = 0;
  if (k < ops.length && argv[ops[k]] == "-") { k++; login = true; }
  k++; // USER
  // (no command: the user's shell, which reads what is fed to su's stdin — in the user's
  // home for a login shell)
  if (k >= ops.length) { if (!query) shellOnStdin(p, cmd, n, shell, shellLit, login ? "" : null, level); return; }
  const words: Array<string> = [shell];
  const lits: Array<bool> = [shellLit];
  for (; k < ops.length; k++) { words.push(argv[ops[k]]); lits.push(cmd.lit[ops[k]]); }
  unwrap(p, p.pushInner(cmd, words, lits, n), level + 1);
}

// GNU parallel [options] CMD… [::: ARGS…]… [:::: FILE…]…, and sem [options] CMD… (parallel
// --semaphore: CMD runs once, with no arguments). Options by Getopt::Long (bundling,
// require_order: CMD ends them; long ones by a prefix), from parallel's own table. An
// optional value (-i, --replace, -e, --eof, -l, --max-lines) given as a word of its own
// may be taken by Getopt::Long: parallel is unknown, and the flag's reading is classified.
// CMD's words are joined and run by a shell (parallel(1): only -q quotes them): where a
// word is not plain (`'rm -r {}'`, `'a; b'`), that reading is classified too.
const PAR_V = latin1(",--debug,--sql,--sql-master,--sqlmaster,--sql-worker,--sqlworker,--sql-and-worker,--sqlandworker,--joblog,--jl,--results,--result,--res,--parens,--rpl,--extensionreplace,--er,--basenamereplace,--bnr,--dirnamereplace,--dnr,--basenameextensionreplace,--bner,--seqreplace,--slotreplace,--delay,--ssh-delay,--sshdelay,--load,--nice,--tag-string,--tagstring,--ctag-string,--ctagstring,--sshlogin,--sshloginfile,--slf,--ssh,--transfer-file,--transferfile,--transfer-files,--transferfiles,--tf,--return,--trc,--basefile,--bf,--template,--tmpl,--work-dir,--workdir,--wd,--rsync-opts,--rsyncopts,--tmpdir,--tempdir,--use-compress-program,--compress-program,--usecompressprogram,--compressprogram,--use-decompress-program,--decompress-program,--usedecompressprogram,--decompressprogram,--total-jobs,--totaljobs,--total,--milestone,--ms,--arg-sep,--argsep,--arg-file-sep,--argfilesep,--trim,--env,--profile,--linkinputsource,--xapplyinputsource,--halt-on-error,--haltonerror,--halt,--limit,--memfree,--memsuspend,--retries,--timeout,--term-seq,--termseq,--max-procs,--maxprocs,--jobs,--delimiter,--max-chars,--maxchars,--arg-file,--argfile,--process-slot-var,--processslotvar,--max-args,--maxargs,--max-replace-args,--maxreplaceargs,--col-sep,--colsep,--match,--min-version,--minversion,--semaphore-timeout,--semaphoretimeout,--st,--semaphore-name,--semaphorename,--id,--recstart,--recend,--block-size,--blocksize,--block,--block-timeout,--blocktimeout,--bt,--header,--shard,--bin,--group-by,--groupby,--filter,--combineexec,--combine-exec,--combineexecutable,--combine-executable,");
const PAR_F = latin1(",--xargs,--resume,--resume-failed,--resumefailed,--retry-failed,--retryfailed,--silent,--keep-order,--keeporder,--no-keep-order,--nokeeporder,--nok,--no-k,--group,--ungroup,--latest-line,--latestline,--ll,--line-buffer,--line-buffered,--linebuffer,--linebuffered,--lb,--tmux,--tmux-pane,--tmuxpane,--null,--quote,--plus,--noswap,--max-line-length-allowed,--maxlinelengthallowed,--number-of-cpus,--numberofcpus,--number-of-sockets,--numberofsockets,--number-of-cores,--numberofcores,--number-of-threads,--numberofthreads,--use-sockets-instead-of-threads,--usesocketsinsteadofthreads,--use-cores-instead-of-threads,--usecoresinsteadofthreads,--use-cpus-instead-of-cores,--usecpusinsteadofcores,--shell-quote,--shellquote,--shell_quote,--tag,--ctag,--color,--colour,--color-failed,--colour-failed,--colorfailed,--colourfailed,--color-fail,--colour-fail,--colorfail,--colourfail,--cf,--onall,--nonall,--filter-hosts,--filterhosts,--filter-host,--controlmaster,--transfer,--cleanup,--ctrl-c,--ctrlc,--no-ctrl-c,--no-ctrlc,--noctrlc,--compress,--open-tty,--tty,--dry-run,--dryrun,--dr,--progress,--eta,--bar,--shuf,--recordenv,--record-env,--session,--plain,--tollef,--gnu,--link,--xapply,--bibtex,--citation,--will-cite,--willcite,--nn,--nonotice,--no-notice,--no-run-if-empty,--norunifempty,--replace,--eof,--csv,--help,--max-lines,--maxlines,--interactive,--verbose,--version,--show-limits,--showlimits,--exit,--semaphore,--fg,--bg,--wait,--shebang,--hashbang,--skip-first-line,--skipfirstline,--unsafe,--pipe,--spreadstdin,--round-robin,--roundrobin,--round,--regexp,--regex,--remove-rec-sep,--removerecsep,--rrs,--output-as-files,--outputasfiles,--files,--output-as-files0,--outputasfiles0,--files0,--cat,--fifo,--pipe-part,--pipepart,--tee,--hgrp,--hostgrp,--hostgroup,--hostgroups,--embed,--fast,");
const PAR_VS = latin1(",-D,-I,-U,-S,-B,-W,-H,-J,-P,-j,-d,-s,-a,-E,-n,-N,-C,-L,");
const PAR_FS = latin1(",-m,-X,-v,-k,-g,-u,-0,-q,-M,-o,-T,-r,-i,-e,-h,-l,-p,-t,-V,-x,-Y,");
function isSep(w: string): bool { return w == ":::" || w == "::::" || w == ":::+" || w == "::::+"; }

// (--wd/--workdir DIR: the jobs run there, `...` a new directory under ~/.parallel/tmp;
// parallelJobs reads what runs with the command's directory moved there, put back here)
// Shells whose -o takes its option's name from the rest of the word (zsh's parseopts,
// ksh's getopt: `-oerrexit`)
function namesAttached(n: string): bool {
  return n == "zsh" || n == "ksh" || n == "ksh93" || n == "mksh" || n == "oksh" || n == "loksh" || n == "pdksh" || n == "lksh";
}

// A shell option's name as zsh compares them: case and underscores aside (zshoptions(1)).
function shellOption(name: string): string {
  return name.toLowerCase().replaceAll("_", "");
}

// Perl that parallel runs itself (a {= =} replacement string, --rpl's): read as `perl -e`'s
// program is, its system(), qx// and unlink found by the inline layer.
function parallelPerl(p: Interp, cmd: Cmd, code: string, at: i32, level: i32): void {
  cmd.wraps = true;
  const lit = cmd.lit[at];
  unwrap(p, p.pushInner(cmd, ["perl", "-e", code], [true, true, lit], "parallel"), level + 1);
}

function parallelInner(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const here = cmd.dir;
  parallelJobs(p, cmd, n, level, here);
  cmd.dir = here;
}

function parallelJobs(p: Interp, cmd: Cmd, n: string, level: i32, here: string): void {
  const argv = cmd.argv;
  const r = new Opts(argv, 1, PAR_V, PAR_F, PAR_VS, PAR_FS);
  let sem = n == "sem", quote = false, dry = false, info = false;
  // (-n/-N/-L/-l N, -X, -m, --xargs: several arguments to one job — which ones go together
  // is known only when it runs: -X and -m spread them over the job slots)
  let several = false;
  let custom = "";
  // (--pipe and its kin: the jobs read parallel's stdin in blocks — pipeJobs)
  let pipe = false, part = false, blockFile = false, argFile = false;
  while (r.next()) {
    const o = r.opt;
    if (o == "--pipe" || o == "--spreadstdin") pipe = true;
    else if (o == "--pipe-part" || o == "--pipepart") { pipe = true; part = true; }
    else if (o == "--cat" || o == "--fifo") { blockFile = true; pipe = true; } // ("implies --pipe unless --pipe-part is used")
    else if (o == "-a" || o == "--arg-file" || o == "--argfile") argFile = true;
    // (--shebang/--hashbang: the last word is a file whose lines are the input source, the
    // words before it the command — none: each line is a command —, parallel(1) "--shebang";
    // what runs is read from that file: unknown)
    else if (o == "--shebang" || o == "--hashbang") { cmd.wraps = true; cmd.opaque = true; }
    // (parallel(1): --dry-run prints the jobs and runs none; --version and --help print and
    // exit — read so only when no command follows, as a reader of the line would)
    if (o == "--dry-run" || o == "--dryrun") dry = true;
    else if (o == "--version" || o == "-V" || o == "--help" || o == "-h") info = true;
    if (o == "--wd" || o == "--workdir" || o == "--work-dir" || o == "-W") cmd.dir = r.hasValue && cmd.lit[r.valueAt] && r.value != "..." ? joinPath(here, r.value) : "";
    else if (o == "--semaphore" || o == "--semaphore-timeout" || o == "--semaphoretimeout" || o == "--st" || o == "--semaphore-name" || o == "--semaphorename" || o == "--id" || o == "--fg" || o == "--bg") sem = true;
    else if (o == "-q" || o == "--quote") quote = true;
    else if (o == "--rpl" && r.hasValue) parallelPerl(p, cmd, r.value.substring(max(findChar(r.value, 32), 0)), r.valueAt, level); // ('TAG PERL')
    else if (o == "-I" && r.hasValue) custom = r.value;
    else if (o == "-n" || o == "--max-args" || o == "--maxargs" || o == "-N" || o == "--max-replace-args" || o == "--maxreplaceargs" || o == "-L") { if (!r.hasValue || !cmd.lit[r.valueAt] || r.value != "1") several = true; }
    else if (o == "-X" || o == "-m" || o == "--xargs") several = true;
    // (-C/--colsep splits each argument into columns, {1} {2} …: words known when it runs)
    else if (o == "-C" || o == "--colsep" || o == "--col-sep" || o == "--csv") several = true;
    else if (o == "-i" || o == "--replace" || o == "-e" || o == "--eof" || o == "-l" || o == "--max-lines" || o == "--maxlines") {
      if ((o == "-i" || o == "--replace") && r.hasValue) custom = r.value;
      if ((o == "-l" || o == "--max-lines" || o == "--maxlines") && r.hasValue && !(cmd.lit[r.valueAt] && r.value == "1")) several = true;
      if (!r.hasValue && r.k == 0 && r.i < argv.length && !argv[r.i].startsWith("-")) { cmd.wraps = true; cmd.opaque = true; }
    }
  }
  if (r.unknown) { cmd.wraps = true; cmd.opaque = true; }
  const i = r.i;
  // {= PERL =} and {=N PERL =} in a word: Perl that parallel itself evaluates for each job,
  // --dry-run too (parallel(1) "{= perl expression =}")
  for (let k = i; k < argv.length; k++) {
    const w = argv[k];
    for (let a = w.indexOf("{="); a >= 0; a = w.indexOf("{=", a + 2)) {
      const b = w.indexOf("=}", a + 2);
      parallelPerl(p, cmd, w.substring(a + 2, b < 0 ? w.length : b), k, level);
    }
  }
  if (dry && !r.unknown || info && i >= argv.length) { cmd.wraps = true; return; }
  if (i >= argv.length) { if (!sem) { cmd.wraps = true; cmd.opaque = true; } return; } // (the commands come from stdin)
  let e = i;
  if (sem) e = argv.length;
  else while (e < argv.length && !isSep(argv[e])) e++;
  if (e == i) {
    // no command: each argument of a ::: list is a command line; arguments from stdin or a
    // file (::::) are commands not known here
    if (e < argv.length && argv[e] == ":::") { for (let k = e + 1; k < argv.length && !isSep(argv[k]); k++) runsText(p, cmd, k, argv[k], "parallel"); }
    else { cmd.wraps = true; cmd.opaque = true; }
    return;
  }
  // one job an argument of a single ::: list (known words); arguments from stdin, a file
  // (::::) or several lists (their combinations): unknown words. The argument takes the
  // place of the replacement strings ({}, {.}, {/}, …, -I's) the command holds, and is
  // appended only when it holds none (parallel(1), "Replacement strings").
  let g = e + 1;
  while (g < argv.length && !isSep(argv[g])) g++;
  const known = !sem && !several && e < argv.length && argv[e] == ":::" && g == argv.length && g > e + 1;
  let replaces = false;
  for (let k = i; k < e; k++) if (parallelRepl(argv[k], custom)) replaces = true;
  let plain = true;
  for (let k = i; k < e; k++) if (!cmd.lit[k] || !plainWord(argv[k])) plain = false;
  // (parallel runs each job with a shell, which sees the functions the call exported:
  // `export -f f; parallel f ::: 1` runs f's body — read as the shell reads the line)
  if (p.funcsExported && cmd.lit[i] && cmd.scope != null && cmd.scope!.lookupFunc(argv[i], true) != null) plain = false;
  const shellReading = !quote && !plain;
  // parallel(1) --pipe (--spreadstdin): each job reads a block of parallel's stdin on its own
  // stdin and is given no argument; --cat and --fifo (which imply --pipe) give it the block as
  // the file {} instead;
  // --pipepart reads the blocks from -a's file. The command reads what parallel reads, as a
  // wrapper's does (`echo 'rm -rf ~' | parallel --pipe sh`); blocks from a file (-a, ::::,
  // --pipepart) are read as not known.
  if (pipe && !sem) {
    cmd.wraps = true;
    if (part || argFile || e < argv.length) { cmd.opaque = true; return; }
    const rs = custom.length ? custom : "{}";
    const words = argv.slice(i, e);
    const lits = cmd.lit.slice(i, e);
    const made = new Array<i32>();
    for (let w = 0; w < words.length; w++) {
      if (!parallelRepl(words[w], custom)) continue;
      if (blockFile && words[w] == rs) { words[w] = "/dev/stdin"; lits[w] = true; }
      else { lits[w] = false; made.push(w); }
    }
    // (one word with a blank: a command line, read by the shell each job runs)
    if (shellReading && words.length == 1 && findChar(words[0], 32) >= 0) {
      cmd.opaque = true;
      if (lits[0]) p.reparse(words[0], cmd, "parallel");
      return;
    }
    const inner = p.pushInner(cmd, words, lits, "parallel");
    for (let m = 0; m < made.length; m++) markUnknown(inner, made[m], false, false, true, true);
    unwrap(p, inner, level + 1);
    return;
  }
  // (one string with a blank is read as the shell reads it, only)
  if (quote || plain || e - i > 1 || findChar(argv[i], 32) < 0) {
    if (sem) unwrapInner(p, cmd, i, e, n, level);
    else if (known) {
      for (let k = e + 1; k < argv.length; k++) {
        const words = argv.slice(i, e);
        const lits = cmd.lit.slice(i, e);
        if (!replaces) { words.push(argv[k]); lits.push(cmd.lit[k]); }
        const made = new Array<i32>();
        for (let w = 0; w < words.length; w++) {
          if (!parallelRepl(words[w], custom)) continue;
          // {} (or -I's string) is the argument; another replacement string ({.}, {/}, a
          // {= perl =} one, …) a word known only when it runs — which may begin with "-"
          const rs = custom.length ? custom : "{}";
          const left = words[w].replaceAll(rs, "");
          if (parallelRepl(left, custom)) { lits[w] = false; made.push(w); continue; }
          words[w] = words[w].replaceAll(rs, argv[k]);
          lits[w] = lits[w] && cmd.lit[k];
        }
        const inner = p.pushInner(cmd, words, lits, "parallel");
        for (let m = 0; m < made.length; m++) markUnknown(inner, made[m], false, false, true, true);
        unwrap(p, inner, level + 1);
      }
    } else {
      const inner = innerOf(p, cmd, i, e, "parallel");
      const data = stdinData(p, cmd);
      if (!replaces) appendUnknown(inner, true, data);
      else for (let k = 0; k < inner.argc(); k++) {
        const w = inner.argv[k];
        if (parallelRepl(w, custom)) markUnknown(inner, k, several, false, w.startsWith("{") || (custom.length > 0 && w.startsWith(custom)), data || outsideWalk(w, custom.length ? custom : "{}"));
      }
      unwrap(p, inner, level + 1);
    }
  }
  if (!shellReading) return;
  cmd.wraps = true;
  if (!joinedLit(cmd, i, e)) { cmd.opaque = true; return; }
  const text = joinWords(argv.slice(i, e), 0);
  if (sem) { p.reparse(text, cmd, n); return; }
  const rs = custom.length ? custom : "{}";
  if (!known || parallelRepl(text.replaceAll(rs, ""), custom)) { cmd.opaque = true; p.reparse(text, cmd, "parallel"); return; }
  for (let k = e + 1; k < argv.length; k++) {
    // (parallel quotes each argument for the shell)
    if (!cmd.lit[k]) { cmd.opaque = true; continue; }
    p.reparse(replaces ? text.replaceAll(rs, shellWord(argv[k])) : text + " " + shellWord(argv[k]), cmd, "parallel");
  }
}

/** A word a shell reads back as itself: shellWord's plain characters, and braces that expand nothing. */
function plainWord(w: string): bool {
  let brace = false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c == 123 || c == 125) { brace = true; continue; }
    if (shellWord(String.fromCharCode(c)) != String.fromCharCode(c)) return false;
  }
  return w.length > 0 && !(brace && (findChar(w, 44) >= 0 || w.includes("..") || w.startsWith("~")));
}

/** A word holds one of parallel's replacement strings: {} {.} {/} {//} {/.} {#} {%} {= … =}, {N}, or -I's. */
function parallelRepl(w: string, custom: string): bool {
  if (custom.length && w.includes(custom)) return true;
  if (w.includes("{}") || w.includes("{.}") || w.includes("{/}") || w.includes("{//}") || w.includes("{/.}") || w.includes("{#}") || w.includes("{%}") || w.includes("{=")) return true;
  for (let k = 0; k + 2 < w.length; k++) {
    if (w.charCodeAt(k) != 123) continue;
    let j = k + 1;
    while (j < w.length && w.charCodeAt(j) >= 48 && w.charCodeAt(j) <= 57) j++;
    if (j > k + 1 && j < w.length && w.charCodeAt(j) == 125) return true;
  }
  return false;
}

/** The command a wrapper runs, words from..to, pushed (not unwrapped yet). */
function innerOf(p: Interp, cmd: Cmd, from: i32, to: i32, via: string): Cmd {
  const c = p.pushInner(cmd, cmd.argv.slice(from, to), cmd.lit.slice(from, to), via);
  if (cmd.kinds.length) c.kinds = cmd.kinds.slice(from, min(to, cmd.kinds.length));
  return c;
}

/** The words xargs gives its command (see xargsInner). */
// (`whole`: the words are names a find before it printed NUL-separated, each whole: none
// begins with "-")
function feedXargs(p: Interp, cmd: Cmd, inner: Cmd, repl: string, split: bool, whole: bool = false): void {
  if (repl.length) {
    // (-I: the command once a line, the line for each repl — GNU xargs: blanks at a line's
    // start are dropped, the rest of it is one word. One line of a literal producer's is
    // that word: `echo reset | xargs -I% git % --hard` is `git reset --hard`.)
    const fed: string | null = split ? null : stdinText(p, cmd);
    const line = fed != null && plainFeed(fed!) ? oneLine(fed!) : null;
    if (line != null) {
      const words = inner.argv.slice(0);
      for (let k = 0; k < words.length; k++) if (words[k].includes(repl)) words[k] = words[k].replaceAll(repl, line!);
      inner.argv = words;
      return;
    }
    const data = stdinData(p, cmd);
    for (let k = 0; k < inner.argc(); k++) if (inner.argv[k].includes(repl)) markUnknown(inner, k, false, false, inner.argv[k].startsWith(repl), data || outsideWalk(inner.argv[k], repl));
    return;
  }
  const text: string | null = split ? null : stdinText(p, cmd);
  if (text != null && plainFeed(text!)) {
    // the words echo wrote, as xargs reads them (blanks and newlines apart)
    const words = inner.argv.slice(0);
    const lits = inner.lit.slice(0);
    const t = text!;
    let w = -1;
    for (let k = 0; k <= t.length; k++) {
      const c = k < t.length ? t.charCodeAt(k) : 32;
      const blank = c == 32 || c == 9 || c == 10;
      if (!blank && w < 0) w = k;
      else if (blank && w >= 0) { words.push(t.substring(w, k)); lits.push(true); w = -1; }
    }
    inner.argv = words;
    inner.lit = lits;
    if (inner.kinds !== NO_KINDS) { const m = inner.kinds.slice(0); while (m.length < lits.length) m.push(0); inner.kinds = m; }
    return;
  }
  appendUnknown(inner, true, stdinData(p, cmd), whole);
}

// The stage before xargs `cmd` is a find that prints only the paths it finds, each ended by a
// NUL (-print0; -print and -prune too, no program run, no format, every word literal): a
// path begins with a starting point, and find takes none that begins with "-" (find(1): the
// first argument that begins with "-", "(", ")", "," or "!" begins the expression).
const FIND_PRINTS = latin1(",-exec,-execdir,-ok,-okdir,-printf,-fprintf,-ls,-fls,-fprint,-fprint0,-files0-from,");
function findFeeds(p: Interp, cmd: Cmd): bool {
  const f = stageBefore(p.out, cmd);
  if (f == null) return false;
  const c = f!;
  const n = c.name();
  if (n != "find" && n != "gfind") return false;
  let print0 = false;
  for (let i = 1; i < c.argv.length; i++) {
    if (!c.lit[i] || listed(FIND_PRINTS, c.argv[i])) return false;
    if (c.argv[i] == "-print0") print0 = true;
  }
  return print0;
}

/**
 * xargs -n N / -L N fed literal text: the command once for each run of N words (or lines),
 * as xargs runs it — at most 16 runs, else false (the words are then unknown).
 */
function xargsRuns(p: Interp, cmd: Cmd, from: i32, n: i32, lines: bool, level: i32): bool {
  const text = stdinText(p, cmd);
  if (text == null || !plainFeed(text!)) return false;
  const t = text!;
  const runs = new Array<Array<string>>();
  let cur = new Array<string>();
  let inRun = 0, w = -1;
  for (let k = 0; k <= t.length; k++) {
    const c = k < t.length ? t.charCodeAt(k) : 10;
    const blank = c == 32 || c == 9 || c == 10;
    if (!blank && w < 0) w = k;
    else if (blank && w >= 0) { cur.push(t.substring(w, k)); w = -1; if (!lines && ++inRun == n) { runs.push(cur); cur = []; inRun = 0; } }
    if (lines && c == 10 && cur.length > 0 && ++inRun == n) { runs.push(cur); cur = []; inRun = 0; }
  }
  if (cur.length) runs.push(cur);
  if (runs.length == 0 || runs.length > 16) return false;
  for (let r = 0; r < runs.length; r++) {
    const inner = innerOf(p, cmd, from, cmd.argv.length, "xargs");
    const words = inner.argv.slice(0), lits = inner.lit.slice(0);
    for (let k = 0; k < runs[r].length; k++) { words.push(runs[r][k]); lits.push(true); }
    inner.argv = words; inner.lit = lits;
    if (inner.kinds !== NO_KINDS) { const m = inner.kinds.slice(0); while (m.length < lits.length) m.push(0); inner.kinds = m; }
    if (inner.argc() && !inner.lit[0]) inner.opaque = true;
    unwrap(p, inner, level + 1);
  }
  return true;
}

/** Text xargs reads as plain words: no quote or backslash (xargs reads those its own way). */
/** The one line of text t (a trailing newline allowed), its leading blanks dropped; null for none or several. */
function oneLine(t: string): string | null {
  let e = t.length;
  if (e > 0 && t.charCodeAt(e - 1) == 10) e--;
  let b = 0;
  while (b < e && (t.charCodeAt(b) == 32 || t.charCodeAt(b) == 9)) b++;
  if (b >= e || findChar(t, 10, b) >= 0 && findChar(t, 10, b) < e) return null;
  return t.substring(b, e);
}

function plainFeed(t: string): bool {
  for (let i = 0; i < t.length; i++) { const c = t.charCodeAt(i); if (c == 39 || c == 34 || c == 92) return false; }
  return t.length < 65536;
}

// The command a wrapper runs, its words from..to: pushed, and unwrapped in turn.
function unwrapInner(p: Interp, cmd: Cmd, from: i32, to: i32, via: string, level: i32, dir: string | null = null, shut: bool = false): Cmd {
  const c = innerOf(p, cmd, from, to, via);
  if (dir !== null) c.dir = dir!;
  if (shut) {
    // (the launcher keeps its stdin: the command reads none — not the pipe, nor a heredoc)
    c.stdinShut = true; c.stdinFed = false;
    c.hasHeredoc = false; c.heredoc = ""; c.heredocCode = false;
    if (same(c.conn, "|") || same(c.conn, "|&")) c.conn = ";";
  }
  // `command read X`, `builtin export X=1`: the same shell's builtin
  if ((via == "command" || via == "builtin") && c.argc() && c.lit[0] && VAR_BUILTINS.has(c.name())) p.varEffects(c, c.name());
  unwrap(p, c, level + 1);
  return c;
}

// A wrapper whose word `at` is a command line (`text`, from it): re-parsed when the word is
// literal, else opaque.
function runsText(p: Interp, cmd: Cmd, at: i32, text: string, via: string): void {
  cmd.wraps = true;
  if (!cmd.lit[at] || globbedAt(cmd, at)) { cmd.opaque = true; return; }
  // (a shell's -c program reads the stdin the shell gets)
  p.reparse(text, cmd, via, false, isShell(via));
}

// A command line a launcher gives `$SHELL -c` (flock(1), script(1)): a SHELL the call sets
// may be any interpreter (`SHELL=python3 flock L -c CODE`), so the text is then unknown.
function shellText(p: Interp, cmd: Cmd, at: i32, text: string, via: string): void {
  if (setFor(cmd, "SHELL")) { cmd.wraps = true; cmd.opaque = true; return; }
  runsText(p, cmd, at, text, via);
}

// A shell's startup file, run before its program: bash's BASH_ENV (a shell that is not
// interactive), ENV (an interactive sh/dash/ksh's), zsh's ZDOTDIR/.zshenv (every zsh's) —
// set for it by a prefix assignment, env, or an export earlier in the call (the host's
// own environment is not seen). A file other than /dev/null is a program not known here.
function startupFile(p: Interp, cmd: Cmd, n: string, interactive: bool): bool {
  const bash = n == "bash" || n == "rbash";
  return (bash && setFor(cmd, "BASH_ENV")) || (interactive && setFor(cmd, "ENV")) || (n == "zsh" && setFor(cmd, "ZDOTDIR"));
}

// NAME is set for cmd to something (a value known only when it runs counts; "" and
// /dev/null do not)
function setFor(cmd: Cmd, name: string): bool {
  const v = envValue(cmd, name);
  return v != null && (v == UNKNOWN_VALUE || nonEmpty(v!, true));
}

const MAKE_ENV = ["MAKEFLAGS", "GNUMAKEFLAGS", "MFLAGS"];

/** A library is preloaded into cmd (PRELOAD_VARS set for it). */
function preloaded(cmd: Cmd): bool {
  for (let i = 0; i < PRELOAD_VARS.length; i++) if (setFor(cmd, PRELOAD_VARS[i])) return true;
  return false;
}

function nonEmpty(v: string, known: bool): bool { return !known || (v.length > 0 && v != "/dev/null"); }

// A shell (or `source`) that reads its program from stdin: a heredoc or here-string is
// parsed as code, so is a literal echo/printf piped in; anything else — a pipe from
// another program, a redirect, a terminal, stdin inherited by a group (`… | (bash)`) —
// is a program this model cannot see: opaque.
// zsh's own syntax, which this model's bash parser reads otherwise (zshexpn(1), zshmisc(1)):
// `=cmd` as a command word (the program's path), `$=x`/`${=x}` (split), `${(…)x}` (flags),
// `$~x`, an array assignment (`x=(…)`: `$x` is every element), and the short forms `for x
// (…) …`, `foreach`, `repeat N`, `if COND { … }`. A program holding one is still parsed —
// what it shows is judged — but it is unknown.
function zshOnly(t: string): bool {
  if (t.includes("$=") || t.includes("${=") || t.includes("${(") || t.includes("$~") || t.includes("${~") || t.includes("=(") || t.includes("foreach") || t.includes("repeat ") || t.includes("$^") || t.includes("${^")) return true;
  // (an unbraced parameter's modifiers, `$x:e`, `$x:s/a/b/`, `$x:t`: zshexpn(1) "Modifiers")
  for (let i = 0; i + 2 < t.length; i++) {
    if (t.charCodeAt(i) != 36 || !isNameChar(t.charCodeAt(i + 1), true)) continue;
    let j = i + 1;
    while (j < t.length && isNameChar(t.charCodeAt(j), false)) j++;
    if (j + 1 < t.length && t.charCodeAt(j) == 58 && t.charCodeAt(j + 1) >= 97 && t.charCodeAt(j + 1) <= 122) return true;
  }
  let start = true;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c == 10 || c == 59 || c == 38 || c == 124 || c == 40 || c == 123) { start = true; continue; }
    if (c == 32 || c == 9) continue;
    if (start && c == 61 && i + 1 < t.length && isNameChar(t.charCodeAt(i + 1), true)) return true;
    if (start && (t.startsWith("for ", i) || t.startsWith("if ", i) || t.startsWith("while ", i) || t.startsWith("until ", i))) {
      // (the short forms: a `(` list or a `{` body before any `;` or newline)
      let k = i;
      while (k < t.length && t.charCodeAt(k) != 59 && t.charCodeAt(k) != 10) {
        const d = t.charCodeAt(k);
        if (d == 123 || (d == 40 && t.startsWith("for ", i) && k > i + 4)) return true;
        k++;
      }
    }
    start = false;
  }
  return false;
}

// fish's syntax where bash's reading differs (fish-doc "The fish language"): `(…)` is a
// command substitution wherever it stands (`eval (echo rm -rf ~)`), and a backslash escapes
// `'` and `\` inside single quotes. A program holding either is parsed as bash — what it
// shows is judged — and is unknown.
function fishOnly(t: string): bool { return findChar(t, 40) >= 0 || findChar(t, 92) >= 0; }

// Shells whose grammar is not bash's (zsh, fish, csh and tcsh, the ksh family, yash, Oils):
// text bash refuses to parse may be a program they run — fish's `switch x; case '*'; rm -rf
// ~; end`, csh's `if (1) then`, ksh's `x=${ cmd; }` —, so a program of theirs that bash's
// grammar cannot read (the parse of what it shows stops at an error) is unknown. (A bash,
// sh or dash program that does not parse runs nothing: they refuse it whole.) csh's and
// tcsh's aliases are always on and defined without `=` (`alias r rm`, csh(1)): a program of
// theirs that names alias may run any command under another name, from its next line on.
const OTHER_GRAMMARS = new NameSet(latin1(",zsh,fish,csh,tcsh,ksh,ksh93,mksh,oksh,loksh,pdksh,lksh,yash,osh,ysh,"));
function otherSyntax(n: string, t: string, depth: i32): bool {
  if (n == "zsh" && zshOnly(t) || n == "fish" && fishOnly(t) || (n == "csh" || n == "tcsh") && t.includes("alias")) return true;
  return OTHER_GRAMMARS.has(n) && parseText(t, depth + 1).diag.errPos >= 0;
}

function stdinProgram(p: Interp, cmd: Cmd, n: string): void {
  if (cmd.stdinShut) return; // (nothing fed: the shell reads no program)
  cmd.stdinShell = true;
  // a heredoc's body is read at the end of its line, and parsed then (readHeredocBodies)
  if (pendingHeredoc(p, cmd)) return;
  cmd.wraps = true;
  // (a here-string the outer shell expands — `bash <<< "echo $(cat f)"` — is a program whose
  // text the expansion makes: what a substitution or a variable puts in may be code)
  if (cmd.hasHeredoc && cmd.heredocCode && (findChar(cmd.heredoc, 36) >= 0 || findChar(cmd.heredoc, 96) >= 0)) { cmd.opaque = true; p.reparse(cmd.heredoc, cmd, n); return; }
  if (cmd.hasHeredoc) { if (otherSyntax(n, cmd.heredoc, p.depth)) cmd.opaque = true; p.reparse(cmd.heredoc, cmd, n); return; }
  // a file on stdin (`echo ls | bash < f`, `<&3`) is what the shell reads, not the pipe
  if (readsStdinRedirect(cmd)) { cmd.opaque = true; return; }
  if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
    // `echo 'git add .' | bash`: the program is the text piped in — unless it holds a
    // backslash, which echo -e, xpg_echo, dash's and zsh's echo each read their own way
    const text = pipedText(p.out, cmd);
    if (text != null && findChar(text!, 92) < 0) {
      if (otherSyntax(n, text!, p.depth)) cmd.opaque = true;
      p.reparse(text!, cmd, n);
      return;
    }
    // `cat <<'EOF' | bash`: a plain cat copies its stdin, the heredoc, to the pipe — the
    // program is the body, read at the end of the line (interp.ts heredocBodies)
    const prev = pipedFrom(p.out, cmd);
    if (text == null && prev != null && n != "zsh" && n != "fish" && plainCat(prev!) && pendingHeredoc(p, prev!) && wholeStage(p.out, prev!, cmd)) {
      cmd.catFeed = prev;
      return;
    }
  }
  cmd.opaque = true;
}

// `cat` with no operand nor option, its only redirect a heredoc: it writes the heredoc's
// text, and nothing else (cat(1): with no FILE, it reads standard input)
function plainCat(c: Cmd): bool {
  return c.argc() == 1 && c.lit[0] && c.name() == "cat" && c.redirects.length == 1 && c.outer == null && !c.wraps;
}

// A wrapper given no command that starts a shell (sudo -s/-i, su, doas -s, script, chroot,
// unshare, nsenter, pkexec, run0, firejail): the shell reads its program from stdin, and what
// a pipe, a heredoc or a redirect feeds it is that program — read as `SHELL` with no operand
// reads it (a literal echo's text, else unknown), in `dir` when not null. Nothing fed, it
// reads nothing this call gives.
function shellOnStdin(p: Interp, cmd: Cmd, via: string, shell: string, shellLit: bool, dir: string | null, level: i32): void {
  cmd.wraps = true;
  if (!cmd.hasHeredoc && !cmd.stdinFed && !same(cmd.conn, "|") && !same(cmd.conn, "|&") && !readsStdinRedirect(cmd)) return;
  const here = cmd.dir;
  if (dir !== null) cmd.dir = dir!;
  unwrap(p, p.pushInner(cmd, [shell], [shellLit], via), level + 1);
  cmd.dir = here;
}

// sudo's -s/--shell or -i/--login among its options (before any command word)
function sudoShell(argv: Array<string>): bool {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--" || a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name == "--shell" || name == "--login") return true;
      if (name == "--help" || name == "--version" || name == "--list" || name == "--validate" || name == "--edit") return false;
      if (eq < 0 && listed(SUDO_VALUED, name)) i++;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (f == "-s" || f == "-i") return true;
      if (f == "-V" || f == "-l" || f == "-v" || f == "-e" || f == "-k" || f == "-K") return false;
      if (listed(SUDO_VALUED, f)) { if (k + 1 == a.length) i++; break; }
    }
  }
  return false;
}

// Whether launcher n, given no command, starts a shell (not a help or version query; chroot
// needs its NEWROOT); `shellish`: its reading says it does (launch.ts startsShell)
function launcherShell(n: string, argv: Array<string>, shellish: bool): bool {
  if (!shellish && n != "chroot" && n != "unshare" && n != "nsenter" && n != "pkexec" && n != "run0" && n != "firejail") return false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--help" || a == "--version" || a == "-h" || a == "-V" || a == "--list" || a.startsWith("--list=")) return false;
  }
  if (n == "chroot") { for (let i = 1; i < argv.length; i++) if (!argv[i].startsWith("-")) return true; return false; }
  return true;
}

/** A redirect of cmd's stdin (`< FILE`, `0<&3`, `<<<`). */
function readsStdinRedirect(cmd: Cmd): bool {
  for (let i = 0; i < cmd.redirects.length; i++) {
    const r = cmd.redirects[i];
    if (r.op.charCodeAt(0) == 60 && (r.fd.length == 0 || r.fd == "0")) return true;
  }
  return false;
}

/** cmd's stdin is the empty file: its last redirect of stdin is `< /dev/null`, written so. */
function stdinNull(cmd: Cmd): bool {
  let last: Redirect | null = null;
  for (let i = 0; i < cmd.redirects.length; i++) {
    const r = cmd.redirects[i];
    if (r.op.charCodeAt(0) == 60 && (r.fd.length == 0 || r.fd == "0")) last = r;
  }
  return last != null && last!.op == "<" && last!.literal && last!.target == "/dev/null";
}

/** A redirect of cmd's stdin from a file or descriptor (`< F`, `0<&3`, `<>`), not a heredoc. */
function readsStdinFile(cmd: Cmd): bool {
  for (let i = 0; i < cmd.redirects.length; i++) {
    const r = cmd.redirects[i];
    if (r.op.charCodeAt(0) == 60 && !r.op.startsWith("<<") && (r.fd.length == 0 || r.fd == "0")) return true;
  }
  return false;
}

// Word `i` is a process substitution, `<(…)` or `>(…)`: a file only a command makes.
function processSubst(cmd: Cmd, i: i32): bool {
  return !cmd.lit[i] && (cmd.argv[i].startsWith("<(") || cmd.argv[i].startsWith(">("));
}

// /dev/fd/N, /proc/self/fd/N (N other than 0: that one is stdin)
function fdPath(f: string): bool { return (f.startsWith("/dev/fd/") || f.startsWith("/proc/self/fd/")) && !isStdinPath(f); }

// A shell reading its program from descriptor N: a literal here-string the command opens on
// N is parsed as code; anything else on N (a heredoc, a file, a pipe), or nothing, is a
// program this model cannot see.
function fdProgram(p: Interp, cmd: Cmd, n: string, path: string, known: bool): void {
  cmd.wraps = true;
  const fd = path.substring(lastChar(path, 47) + 1);
  for (let i = cmd.redirects.length - 1; i >= 0 && known; i--) {
    const r = cmd.redirects[i];
    if (r.fd != fd) continue;
    if (r.literal && r.op == "<<<") { p.reparse(r.target, cmd, n); return; }
    break; // (a heredoc on N, a file, a pipe: opaque)
  }
  cmd.opaque = true;
}

function isStdinPath(f: string): bool {
  return f == "/dev/stdin" || f == "/dev/fd/0" || f == "/proc/self/fd/0";
}

// The value of a command-line option (-c CMD, -lc CMD, -cCMD, --command CMD,
// --command=CMD; `flag` for another letter) anywhere in argv before `--`, su's and script's way; `valued` lists the other short
// options that take a value (their bundle ends there). Returns the index of the word that
// holds it (the text is left in `optionText`), or -1.
let optionText = "";
function commandOption(argv: Array<string>, valued: List, flag: string = "-c"): i32 {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") return -1;
    if (a.startsWith("--command=")) { optionText = a.substring(10); return i; }
    if (a == "--command" || a == "--session-command") { if (i + 1 >= argv.length) return -1; optionText = argv[i + 1]; return i + 1; }
    if (a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) continue;
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (f == flag) {
        if (k + 1 < a.length) { optionText = a.substring(k + 1); return i; }
        if (i + 1 >= argv.length) return -1;
        optionText = argv[i + 1];
        return i + 1;
      }
      if (listed(valued, f)) { if (k == a.length - 1) i++; break; }
    }
  }
  return -1;
}

// env -S STRING [ARGS…]: STRING (at word `at`) split env's way (wasm/shell/launch.ts); its
// words and the words after it (from `rest`) are env's arguments again: the command is
// read anew as `env WORDS… ARGS…`.
function envSplit(p: Interp, cmd: Cmd, text: string, at: i32, rest: i32, level: i32): void {
  const argv = cmd.argv;
  const known = cmd.lit[at] && !globbedAt(cmd, at);
  const words = envSplitWords(text);
  const lits = splitLit;
  for (let k = 0; k < lits.length; k++) if (!known) lits[k] = false;
  words.unshift("env"); lits.unshift(true);
  for (let k = rest; k < argv.length; k++) { words.push(argv[k]); lits.push(cmd.lit[k]); }
  cmd.wraps = true;
  if (!known) cmd.opaque = true;
  cmd.argv = words;
  cmd.lit = lits;
  cmd.kinds = NO_KINDS;
  if (level >= 16) { p.out.overflow = true; return; }
  unwrapWrapper(p, cmd, "env", level + 1);
}

// The text the previous command of a pipeline writes, when it is a literal echo/printf;
// null when it cannot be known without running it.
function pipedText(out: Output, cmd: Cmd): string | null {
  // (a redirect of stdin — a file, a heredoc, a here-string — is set up after the pipe and
  // replaces it: `echo ok | xargs cat < list.txt` reads list.txt, bash(1) "Pipelines")
  for (let b: Cmd | null = cmd; b != null; b = b!.outer) if (readsStdinRedirect(b!)) return null;
  const found = pipedFrom(out, cmd);
  if (found == null || !wholeStage(out, found!, cmd)) return null;
  const c = found!;
  const n = c.name();
  if (!joinedLit(c, 0, c.argv.length)) return null;
  if (n == "echo") {
    let k = 1;
    while (k < c.argv.length && echoOption(c.argv[k])) k++; // (they bundle: -ne)
    return joinWords(c.argv, k);
  }
  if (n == "printf" && c.argv.length > 1) return printfText(c.argv);
  return null;
}

/**
 * Whether `prev`, the command pipedFrom finds before cmd, is the whole stage before it, so
 * that what cmd reads from the pipe is prev's output alone: cmd (as its outermost wrapper)
 * is piped, prev is no command of a compound whose output the pipe reads (`{ curl …; echo;
 * } | bash`, a loop's: Cmd#feedStart), and no other stage stands between them — a
 * subshell's or a `sh -c`'s commands, `echo ls; (curl …) | bash` —, only what runs in a
 * substitution of prev's words or inside it.
 */
function wholeStage(out: Output, prev: Cmd, cmd: Cmd): bool {
  let b = cmd;
  while (b.outer != null) b = b.outer!;
  if ((!same(b.conn, "|") && !same(b.conn, "|&")) || prev.feedStart >= 0) return false;
  const to = out.cmds.lastIndexOf(b);
  for (let i = out.cmds.lastIndexOf(prev) + 1; i < to; i++) if (!partOf(unchecked(out.cmds[i]), prev)) return false;
  return true;
}
// (m runs in a substitution a command of e's expands, or is found inside e)
function partOf(m: Cmd, e: Cmd): bool {
  for (let t = m.feeds; t != null; t = t!.feeds) for (let w: Cmd | null = e; w != null; w = w!.outer) if (t === w) return true;
  for (let o = m.outer; o != null; o = o!.outer) if (o === e) return true;
  return false;
}

/** The whole stage before cmd in its pipeline, where it is one command (wholeStage), or null. */
export function stageBefore(out: Output, cmd: Cmd): Cmd | null {
  const p = pipedFrom(out, cmd);
  return p != null && wholeStage(out, p!, cmd) ? p : null;
}

/** The command before cmd in its pipeline (a wrapper's inner one, not the wrapper), or null. */
function pipedFrom(out: Output, cmd: Cmd): Cmd | null {
  for (let i = out.cmds.lastIndexOf(cmd) - 1; i >= 0; i--) {
    const c = out.cmds[i];
    if (c.list != cmd.list || c.depth != cmd.depth || c.wraps || c.argc() == 0) continue;
    return c;
  }
  return null;
}

// ─── inline programs of interpreters ───────────────────────────────────────────
// python -c CODE, node -e CODE, perl -e CODE, ruby -e, php -r, lua -e, deno eval,
// pwsh -c; or the program on stdin (heredoc, here-string, echo … |) when no script
// file is named. Rules match the code as text (`.script(/…/)`).

const INTERPRETERS = new NameSet(latin1(",node,nodejs,bun,tsx,ts-node,ipython,jython,micropython,perl,ruby,lua,luajit,osascript,Rscript,php,pwsh,powershell,tclsh,wish,expect,"));

// Is `n` an interpreter whose inline program (`-c`, `-e`, …) extractScript reads? (Deno's
// `deno eval` is read apart.)
function isInterpreter(n: string): bool { return pyLike(n) || INTERPRETERS.has(n); }

// The options of an interpreter that take its inline program; 0 for a command that is none.
// (Called only for a command `unwrap` found to be one, or deno.)
function interpreterFlag(n: string): List {
  if (pyLike(n)) return latin1(",-c,");
  if (nodeLike(n)) return latin1(",-e,--eval,-p,--print,");
  if (n == "perl") return latin1(",-e,-E,");
  if (n == "ruby" || n == "lua" || n == "luajit" || n == "osascript" || n == "Rscript") return latin1(",-e,");
  if (n == "php") return latin1(",-r,--run,-B,--process-begin,-R,--process-code,-E,--process-end,");
  if (n == "pwsh" || n == "powershell") return latin1(",-c,-Command,-command,");
  if (n == "tclsh" || n == "wish") return latin1(","); // (no inline program: a file, or stdin)
  if (n == "expect") return latin1(",-c,"); // (Tcl, with spawn and system: expect(1))
  return 0;
}

// Options of an interpreter that take the next word as their value (not a program); 0 for none.
function interpreterValued(n: string): List {
  if (pyLike(n)) return latin1(",-W,-X,--check-hash-based-pycs,");
  if (nodeLike(n)) return latin1(",-r,--require,--import,--loader,--experimental-loader,-C,--conditions,--input-type,--title,--env-file,--preload,--tsconfig,-P,--project,-O,--compiler-options,");
  if (n == "perl") return latin1(",-I,-M,-m,");
  if (n == "ruby") return latin1(",-I,-r,-C,-E,-F,--encoding,");
  if (n == "lua" || n == "luajit") return latin1(",-l,");
  if (n == "osascript") return latin1(",-l,-s,");
  if (n == "php") return latin1(",-d,-c,-z,");
  if (n == "expect") return latin1(",-D,-f,-b,");
  if (n == "pwsh" || n == "powershell") return latin1(",-ExecutionPolicy,-ex,-ep,-WorkingDirectory,-wd,-InputFormat,-OutputFormat,-WindowStyle,-ConfigurationName,-CustomPipeName,-SettingsFile,-Version,");
  return 0;
}

// Deno's REPL: `deno` with no subcommand or script (its global flags only: -q, --unstable,
// -L/--log-level LEVEL), or `deno repl` — the index of the first word after it (of the REPL's
// options), or -1. It runs --eval's code first, then each line of stdin (a terminal's, or
// what is fed to it), as if typed (Deno's manual, "deno repl").
function denoRepl(argv: Array<string>): i32 {
  let i = 1;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a == "-L" || a == "--log-level") { i++; continue; }
    if (!a.startsWith("-") || a == "-" || a == "--") break;
  }
  if (i >= argv.length) return i;
  return argv[i] == "repl" ? i + 1 : -1;
}

// A REPL's program: `deno repl`'s --eval CODE (or --eval=CODE), then what stdin is fed — a
// heredoc, a here-string, a literal producer's output —; known when all of it is literal.
// --eval-file's files (local paths or URLs) are not read here: unknown. Options that take a
// separate value (--cert, -c/--config, --import-map, --location, --seed, -L) are skipped.
function replProgram(p: Interp, cmd: Cmd, from: i32): void {
  const argv = cmd.argv;
  const code = new Buf(); // (one buffer: a concatenation an --eval was quadratic)
  let found = false, literal = true;
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a == "--eval" && i + 1 < argv.length) { code.str(argv[i + 1]); code.char(10); found = true; if (!cmd.lit[i + 1]) literal = false; i++; continue; }
    if (a.startsWith("--eval=")) { code.range(a, 7, a.length); code.char(10); found = true; if (!cmd.lit[i]) literal = false; continue; }
    if (a.startsWith("--eval-file")) { cmd.opaque = true; return; }
    if (a == "--cert" || a == "-c" || a == "--config" || a == "--import-map" || a == "--location" || a == "--seed" || a == "-L" || a == "--log-level") { i++; continue; }
  }
  if (!cmd.stdinShut) {
    if (cmd.hasHeredoc) { code.str(cmd.heredoc); found = true; cmd.stdinScript = true; if (expandsText(cmd)) literal = false; }
    // (a heredoc read at the end of its line becomes the program — heredocProgram —; after an
    // --eval's code, the two are not joined here: the heredoc's part is unknown)
    else if (pendingHeredoc(p, cmd)) { if (!found) { cmd.stdinScript = true; return; } literal = false; }
    else if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
      const text = pipedText(p.out, cmd);
      found = true; cmd.stdinScript = true;
      if (text == null) literal = false; else code.str(text!);
    } else if (cmd.stdinFed || readsStdinFile(cmd) || p.stdinSwapped || pendingHeredoc(p, cmd)) { found = true; literal = false; }
  }
  if (found) setScript(cmd, code.toString(), literal);
}

// deno run's program named `-` or by a path to stdin (/dev/stdin, /dev/fd/0)
function denoStdin(cmd: Cmd): bool {
  for (let i = 2; i < cmd.argv.length; i++) if (cmd.lit[i] && (cmd.argv[i] == "-" || isStdinPath(cmd.argv[i]))) return true;
  return false;
}

function extractScript(p: Interp, cmd: Cmd, level: i32): void {
  const n = gnuName(cmd.name());
  const argv = cmd.argv;
  if (n == "deno" && argv.length > 2 && argv[1] == "eval") setScript(cmd, argv[argv.length - 1], cmd.lit[argv.length - 1]);
  else if (n == "deno" && argv.length > 2 && argv[1] == "run" && denoStdin(cmd)) stdinScript(p, cmd); // (deno run -, /dev/stdin: the program on stdin)
  else if (n == "deno" && argv.length > 2 && argv[1] == "run" && dataOperand(argv) >= 0) {
    // (deno run data:…: the program is the URL's text; a base64 one is not known here)
    const k = dataOperand(argv), d = dataUrl(argv[k]);
    setScript(cmd, d == null ? "" : d!, cmd.lit[k] && d != null);
  } else if (n == "deno" && argv.length > 2 && argv[1] == "run" && npmOperand(argv) >= 0) {
    // (deno run npm:PKG[@VERSION][/BIN]: the package's bin, as npx runs it — Deno's manual,
    // "npm packages": `deno run npm:cowsay@1.5.0 Hello`; a spec not known here: unknown)
    const k = npmOperand(argv);
    const bin = cmd.lit[k] ? npmBin(argv[k]) : "";
    if (bin.length == 0) cmd.opaque = true;
    else {
      const words: Array<string> = [bin], lits: Array<bool> = [true];
      for (let i = k + 1; i < argv.length; i++) { words.push(argv[i]); lits.push(cmd.lit[i]); }
      cmd.wraps = true;
      unwrap(p, p.pushInner(cmd, words, lits, "deno"), level + 1);
    }
  } else if (n == "deno" && denoRepl(argv) >= 0) {
    replProgram(p, cmd, denoRepl(argv));
  } else {
    const flags = interpreterFlag(n);
    if (flags) extractInline(p, cmd, flags, interpreterValued(n));
  }
  optionCode(cmd, n);
  if (pyLike(n) && pyShellish(p, cmd, n)) { cmd.wraps = true; cmd.opaque = true; return; }
  if (n == "perl") perlMagicOpen(p, cmd);
  // (a program that runs what it reads from a fed stdin — code.interact(), a REPL,
  // `exec(sys.stdin.read())`, `os.system(line)` for each line — runs text not known here)
  if (cmd.hasScript && cmd.scriptKnown && runsStdin(cmd.script) && stdinFed(cmd)) cmd.opaque = true;
  if (cmd.hasScript && cmd.scriptKnown) {
    // (a program in a language this model does not read — PowerShell, R — is not known here)
    if (langOf(n) == L_NONE) cmd.opaque = true;
    else inlineProgram(p, cmd, level);
  }
}

// Perl's `<>` (and -n, -p, -i, which read through it) opens each argument with the
// two-argument open (perlop, "I/O Operators"): an argument that begins or ends with `|` is a
// command line run through the shell (`perl -ne print 'rm -rf ~|'`). The operands after the
// program (after -e's, or after the script file) are read so: a `|` word's text is run.
function perlMagicOpen(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  let inline = false, i = 1;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") { i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    // (-e/-E take the next word, alone or ending a bundle: -ne, -lpe)
    const last = a.charCodeAt(a.length - 1);
    if ((last == 101 || last == 69) && findChar(a, 77) < 0 && findChar(a, 109) < 0 && findChar(a, 73) < 0 && findChar(a, 105) < 0 && findChar(a, 120) < 0) { inline = true; i++; continue; }
  }
  if (!inline) i++; // (the script file)
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (!cmd.lit[i] || a.length < 2) continue;
    const t = a.trim();
    if (t.startsWith("|")) runsText(p, cmd, i, t.substring(1), "perl");
    else if (t.endsWith("|")) runsText(p, cmd, i, t.substring(0, t.length - 1), "perl");
  }
}

// Python code not written as Python: IPython's cell syntax (`ipython -c '!rm -rf ~'`: a line
// `!CMD`/`!!CMD` runs CMD in a shell, a magic `%sx`/`%system`/`%%bash`/`%%script`/`%run` a
// command or a file — IPython's manual, "System shell access"), and the modules whose input
// is a session of commands: `-m pdb` (its `-c CMD` and stdin: debugger commands, any of
// which may be a Python statement — pdb(1)), `-m code` and `-m asyncio` (an interactive
// console, asyncio's REPL, reading stdin). What they run is not read here: unknown.
function pyShellish(p: Interp, cmd: Cmd, n: string): bool {
  if ((n == "ipython" || n == "ipython3") && cmd.hasScript) {
    const t = cmd.script;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c != 33 && c != 37) continue;
      // (at a line's start, after blanks)
      let k = i - 1;
      while (k >= 0 && (t.charCodeAt(k) == 32 || t.charCodeAt(k) == 9)) k--;
      if (k < 0 || t.charCodeAt(k) == 10 || t.charCodeAt(k) == 59) return true;
    }
    if (!cmd.scriptKnown) return false;
  }
  const argv = cmd.argv;
  for (let i = 1; i + 1 < argv.length; i++) {
    const a = argv[i];
    if (a == "-c" || !a.startsWith("-") || a == "--") return false;
    const m = a == "-m" ? argv[i + 1] : a.startsWith("-m") ? a.substring(2) : "";
    if (m.length == 0) continue;
    if (m != "pdb" && m != "code" && m != "asyncio" && m != "IPython" && m != "ipdb") return false;
    if (stdinFed(cmd)) return true;
    if (m == "code" || m == "asyncio") return false;
    for (let k = i + 1; k < argv.length; k++) if (argv[k] == "-c" || argv[k].startsWith("--command")) return true;
    return false;
  }
  return false;
}

// Code an interpreter runs from its options or its environment before its program:
// perl's -M/-m (perlrun: `-MMOD;CODE` is `use MOD;CODE;`, also in PERL5OPT) and PERL5DB, node's
// --import/--require/--loader given a `data:` URL (also in NODE_OPTIONS), python's `-m
// timeit` statements and setup (-s). Added to the program, read as its language; a value
// known only when it runs, or a base64 data URL, is unknown.
function optionCode(cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  const code = new Buf();
  let known = true;
  if (n == "perl") {
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a == "--" || a == "-e" || a == "-E" || !a.startsWith("-")) break;
      if (!(a.startsWith("-M") || a.startsWith("-m"))) continue;
      const at = a.length > 2 ? i : i + 1;
      if (at >= argv.length) break;
      const v = at == i ? a.substring(2) : argv[at];
      // (a module alone is no code, but one whose calls spawn is named to the program:
      // `-MIPC::Run=run -e 'run [...]'`, `-MShell`)
      if (!cmd.lit[at]) known = false; else if (!plainModule(v)) code.str("use " + v + ";\n");
      else if (cmd.hasScript && (v.startsWith("IPC::") || v == "Shell" || v.startsWith("Shell="))) code.str("use " + (v.startsWith("IPC::") ? "IPC" : "Shell") + ";\n");
      // (ExtUtils::Command: its subs are tools run on @ARGV — `-e rm_rf`, inline.ts argvTool)
      else if (cmd.hasScript && (v == "ExtUtils::Command" || v.startsWith("ExtUtils::Command="))) code.str("use ExtUtils::Command;\n");
      i = at;
    }
    const e = envValue(cmd, "PERL5OPT");
    if (e != null) {
      if (e == UNKNOWN_VALUE) known = false;
      else { const k = e!.indexOf("-M") >= 0 ? e!.indexOf("-M") : e!.indexOf("-m"); if (k >= 0 && !plainModule(e!.substring(k + 2).trim())) code.str("use " + e!.substring(k + 2) + ";\n"); }
    }
    // (PERL5DB is the code perl runs to load its debugger under -d: perlrun; read whether
    // or not -d is given here — PERL5OPT may give it)
    const db = envValue(cmd, "PERL5DB");
    if (db != null) { if (db == UNKNOWN_VALUE) known = false; else code.str(db! + ";\n"); }
  } else if (n == "ruby") {
    // ruby's -r LIB (`-run`, `-r un`, also in RUBYOPT: ruby(1)): the library un makes the
    // program's bare `rm`, `cp`, `mv` … tools run on ARGV (inline.ts argvTool)
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a == "--" || !a.startsWith("-")) break;
      if (a.startsWith("--")) continue;
      // (a value in the next word: -e's program, -C's, -I's, -E's, -F's, -r's)
      const last = a.charCodeAt(a.length - 1);
      const valued = rubyLib(a, "\n") == "" && (last == 101 || last == 67 || last == 73 || last == 69 || last == 70);
      const r = rubyLib(a, i + 1 < argv.length ? argv[i + 1] : "");
      if (r == "un" && cmd.lit[i] && (a.length > 2 && a.charCodeAt(a.length - 1) != 114 || i + 1 < argv.length && cmd.lit[i + 1])) code.str("require \"un\"\n");
      if (valued || rubyLib(a, "\n") == "\n") i++;
    }
    const e = envValue(cmd, "RUBYOPT");
    if (e != null) {
      if (e == UNKNOWN_VALUE) known = false;
      else { const ws = blankWords(e!); for (let k = 0; k < ws.length; k++) if (rubyLib(ws[k], k + 1 < ws.length ? ws[k + 1] : "") == "un") code.str("require \"un\"\n"); }
    }
  } else if (nodeLike(n)) {
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a == "--" || (!a.startsWith("-"))) break;
      const eq = findChar(a, 61);
      const name = eq > 0 ? a.substring(0, eq) : a;
      if (!(name == "--import" || name == "--require" || name == "-r" || name == "--loader" || name == "--experimental-loader")) continue;
      const at = eq > 0 ? i : i + 1;
      if (at >= argv.length) break;
      const v = eq > 0 ? a.substring(eq + 1) : argv[at];
      if (!cmd.lit[at]) known = false; else { const d = dataUrl(v); if (d == null) known = false; else if (d!.length) code.str(d! + "\n"); }
      i = at;
    }
    const e = envValue(cmd, "NODE_OPTIONS");
    if (e != null) {
      if (e == UNKNOWN_VALUE) known = false;
      else { const k = e!.indexOf("data:"); if (k >= 0) { const d = dataUrl(e!.substring(k)); if (d == null) known = false; else if (d!.length) code.str(d! + "\n"); } }
    }
  } else if (pyLike(n)) {
    // python -m timeit [-n N -r N -u U -p -v] [-s SETUP]… STATEMENT…
    let m = -1;
    for (let i = 1; i + 1 < argv.length; i++) { if (argv[i] == "-m" && argv[i + 1] == "timeit") { m = i + 2; break; } if (argv[i] == "-c" || !argv[i].startsWith("-")) break; }
    if (m < 0) return;
    for (let i = m; i < argv.length; i++) {
      const a = argv[i];
      if (a == "-n" || a == "-r" || a == "-u" || a == "--number" || a == "--repeat" || a == "--unit") { i++; continue; }
      if (a == "-s" || a == "--setup") { if (i + 1 < argv.length) { if (!cmd.lit[i + 1]) known = false; else code.str(argv[i + 1] + "\n"); } i++; continue; }
      if (a.startsWith("-")) continue;
      if (!cmd.lit[i]) known = false; else code.str(a + "\n");
    }
  } else return;
  if (code.len == 0 && known) return;
  if (cmd.hasScript) { cmd.script = code.toString() + cmd.script; if (!known) { cmd.scriptKnown = false; cmd.opaque = true; } }
  else setScript(cmd, code.toString(), known);
}

/** The library a ruby option word `a` loads with -r (`-run`, `-wrun`, `-r` then `next`), or "". */
function rubyLib(a: string, next: string): string {
  if (a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) return "";
  for (let k = 1; k < a.length; k++) {
    const c = a.charCodeAt(k);
    if (c == 114) return k + 1 < a.length ? a.substring(k + 1) : next; // r
    // (switches that take no value may come first in the bundle: -w, -v, -d, -l, -n, -p, -a, -s, -S, -c)
    if (!(c == 119 || c == 118 || c == 100 || c == 108 || c == 110 || c == 112 || c == 97 || c == 115 || c == 83 || c == 99)) return "";
  }
  return "";
}

/** A module name with an import list (`POSIX`, `List::Util=max,min`, `-strict`): no code. */
function plainModule(v: string): bool {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 58 || c == 61 || c == 44 || c == 45 || c == 46)) return false;
  }
  return true;
}

/** A program's text that reads stdin and runs what it read: an interactive console, or a
 * stdin reader beside an evaluator or a process spawner. (Text, not parsed: it only adds
 * an unknown.) */
function runsStdin(t: string): bool {
  if (t.includes("interact(") || t.includes("InteractiveConsole") || (t.includes("repl") && t.includes("start("))) return true;
  // (ruby's IRB and Pry sessions started from a program: `binding.irb`, IRB.start, Pry.start)
  if (t.includes("binding.irb") || t.includes("binding.pry") || t.includes("IRB.start") || t.includes("Pry.start")) return true;
  if (!(t.includes("stdin") || t.includes("STDIN") || t.includes("<>") || t.includes("readFileSync(0") || t.includes("input(") || t.includes("gets"))) return false;
  return t.includes("exec") || t.includes("eval") || t.includes("system") || t.includes("popen") || t.includes("spawn") || t.includes("Function(") || t.includes("runIn") || t.includes("compile(") || t.includes("`");
}

/** The first word after `run` that is a `data:` URL, or -1. */
function npmOperand(argv: Array<string>): i32 {
  for (let i = 2; i < argv.length; i++) if (argv[i].startsWith("npm:")) return i;
  return -1;
}

/** The bin an `npm:` specifier runs: `npm:PKG@V/BIN` → BIN, else as npx's spec (specBin); "" when none. */
function npmBin(spec: string): string {
  const s = spec.substring(4);
  const slash = findChar(s, 47, s.startsWith("@") ? findChar(s, 47, 0) + 1 : 0);
  if (slash >= 0) return s.length > slash + 1 ? basename(s.substring(slash + 1)) : "";
  return specBin(spec);
}

function dataOperand(argv: Array<string>): i32 {
  for (let i = 2; i < argv.length; i++) if (argv[i].startsWith("data:")) return i;
  return -1;
}

/** The text of a `data:` URL (its percent escapes decoded); null when base64 or not one. */
function dataUrl(v: string): string | null {
  if (!v.startsWith("data:")) return "";
  const comma = findChar(v, 44);
  if (comma < 0 || v.substring(0, comma).includes(";base64")) return null;
  let t = v.substring(comma + 1);
  if (findChar(t, 37) < 0) return t;
  const out = new Buf();
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c == 37 && i + 2 < t.length && isHexDigit(t.charCodeAt(i + 1)) && isHexDigit(t.charCodeAt(i + 2))) {
      out.char(hexVal(t.charCodeAt(i + 1)) * 16 + hexVal(t.charCodeAt(i + 2)));
      i += 2;
    } else out.char(c);
  }
  return out.toString();
}

// ─── the commands an inline program runs (wasm/shell/inline.ts) ──────────────────
// Each is pushed as an inner command of the program's command (`via` its name), or
// re-parsed as a command line; one known only when it runs is an opaque inner command.
// The program's command is judged as itself too: it stays no wrapper (its own writes and
// deletes — sed -i, perl -i — are still its own).

/** The commands cmd's inline program (cmd.script) runs. Also called when a heredoc's body
 * becomes the program of an interpreter reading stdin (Wrappers#script). */
export function inlineProgram(p: Interp, cmd: Cmd, level: i32): void {
  const lang = langOf(gnuName(cmd.name()));
  if (lang == 0) return;
  const f = new Found();
  setProgramArgs(programArgsOf(cmd, lang));
  extract(lang, cmd.script, f);
  setProgramArgs(null);
  runFound(p, cmd, f, level);
}

// The words an inline program given by -c/-e gets as its arguments (sys.argv[1:], @ARGV,
// ARGV, process.argv.slice(1), $argv's after the first), when each is known: python's are
// every word after its program (-c ends its options); perl's, ruby's, node's and php's
// those after the switches that follow it and a `--` (perlrun(1), ruby(1), node(1), php(1)).
// Lua's first word after `-e` is a script, not an argument: none.
function programArgsOf(cmd: Cmd, lang: i32): Array<string> | null {
  let at = cmd.scriptArgsAt;
  const argv = cmd.argv;
  if (at < 0 || at > argv.length || lang == L_LUA || lang == L_TCL || lang == L_AWK || lang == L_VIM) return null;
  if (lang != L_PY) {
    while (at < argv.length && cmd.lit[at] && argv[at].length > 1 && argv[at].charCodeAt(0) == 45 && argv[at] != "--") at++;
    if (at < argv.length && cmd.lit[at] && argv[at] == "--") at++;
  }
  if (argv.length - at > 64) return null;
  for (let i = at; i < argv.length; i++) if (!cmd.lit[i] || globbedAt(cmd, i)) return null;
  return argv.slice(at);
}

// Options a tool reads from its environment as if they were on its command line (GNU
// tar's TAR_OPTIONS, tar(1); zip's ZIP, else ZIPOPT, zip(1)): added to its words, before
// any `--` (both permute their options: where does not change what they mean), so that
// every rule sees them (`TAR_OPTIONS=--remove-files tar -cf x.tar ~`). A value known only
// when it runs, or with quotes or backslashes (which each tool splits by rules of its
// own), is unknown.
function envOptions(cmd: Cmd, n: string, f: Found): void {
  let name = "";
  let v: string | null = null;
  if (n == "tar" || n == "gtar") { name = "TAR_OPTIONS"; v = envValue(cmd, name); }
  else if (n == "zip") {
    name = "ZIP"; v = envValue(cmd, name);
    if (v == null || v!.length == 0) { name = "ZIPOPT"; v = envValue(cmd, name); }
  }
  if (v == null) return;
  const t = v!;
  if (t == UNKNOWN_VALUE || findChar(t, 39) >= 0 || findChar(t, 34) >= 0 || findChar(t, 92) >= 0) { f.unknown(name); return; }
  const ws = blankWords(t);
  if (!ws.length) return;
  const argv = cmd.argv, lit = cmd.lit;
  let at = argv.length;
  for (let i = 1; i < argv.length; i++) if (lit[i] && argv[i] == "--") { at = i; break; }
  const na = argv.slice(0, at), nl = lit.slice(0, at);
  for (let i = 0; i < ws.length; i++) { na.push(ws[i]); nl.push(true); }
  for (let i = at; i < argv.length; i++) { na.push(argv[i]); nl.push(lit[i]); }
  if (cmd.kinds.length > at) {
    const nk = cmd.kinds.slice(0, at);
    for (let i = 0; i < ws.length; i++) nk.push(0);
    for (let i = at; i < cmd.kinds.length; i++) nk.push(cmd.kinds[i]);
    cmd.kinds = nk;
  }
  cmd.argv = na; cmd.lit = nl;
}

// awk, sed, vim, make: their program from their words (make -f -: from stdin too)
function inlineTool(p: Interp, cmd: Cmd, n: string, level: i32): void {
  const f = new Found();
  envOptions(cmd, n, f);
  if (n == "rsync") {
    // the remote shell (RSYNC_RSH, as -e) and the daemon connection's program
    // (RSYNC_CONNECT_PROG): command lines from its environment (rsync(1))
    for (let k = 0; k < 2; k++) {
      const name = k == 0 ? "RSYNC_RSH" : "RSYNC_CONNECT_PROG";
      const v = envValue(cmd, name);
      if (v == null) continue;
      if (v == UNKNOWN_VALUE) f.unknown(name); else if (v!.length) f.line(v!);
    }
  }
  if (n == "make" || n == "gmake") {
    // make reads MAKEFLAGS (GNUMAKEFLAGS, MFLAGS) from its environment as arguments of its
    // own, and its built-in rules run the programs its environment names (CC, RM, …)
    for (let k = 0; k < MAKE_ENV.length; k++) {
      const v = envValue(cmd, MAKE_ENV[k]);
      if (v == null) continue;
      if (v == UNKNOWN_VALUE) f.unknown(MAKE_ENV[k]); else makeFlags(v!, f);
    }
    for (let k = 0; k < MAKE_PROGRAMS.length; k++) {
      const v = envValue(cmd, MAKE_PROGRAMS[k]);
      if (v == null) continue;
      if (v == UNKNOWN_VALUE) f.unknown(MAKE_PROGRAMS[k]); else f.line(v!);
    }
  }
  // (a database shell's commands on stdin, when the call writes them: `echo '.shell …' |
  // sqlite3`; a file's or a program's are that file's, as a script's are)
  const db = isDbShell(n);
  if (toolPrograms(n, cmd.argv, cmd.lit, f) || db) {
    const make = n == "make" || n == "gmake";
    if (cmd.hasHeredoc) toolStdin(n, cmd.heredoc, f);
    else if (!pendingHeredoc(p, cmd)) {
      const piped = same(cmd.conn, "|") || same(cmd.conn, "|&");
      const text: string | null = piped ? pipedText(p.out, cmd) : null;
      // (vim's Ex mode reads the fed lines as commands: kept for the files they empty — engine.ts vimArgs)
      if (text != null && isVim(n)) { cmd.script = text!; cmd.hasScript = true; cmd.scriptKnown = true; }
      if (text != null) toolStdin(n, text!, f);
      // (vim's Ex mode with no input given reads the caller's: none from an agent's tool)
      else if (!db && (make || piped || readsStdinRedirect(cmd))) f.unknown(make ? "make -f -" : "ex commands on stdin");
    } else cmd.stdinScript = true; // (its body is read at the end of the line: Wrappers#script)
  }
  runFound(p, cmd, f, level);
}

// a heredoc of cmd whose body is read later (at the end of its line)
function pendingHeredoc(p: Interp, cmd: Cmd): bool {
  const owner = changetype<usize>(cmd.redirects);
  for (let i = 0; i < p.pending.length; i++) if (changetype<usize>(p.pending[i].cmd.redirects) == owner) return true;
  return false;
}

/** A heredoc's body became cmd's program (cmd.stdinScript): the commands it runs. */
export function heredocProgram(p: Interp, cmd: Cmd): void {
  const n = gnuName(cmd.name());
  if (TOOLS.has(n)) { const f = new Found(); toolStdin(n, cmd.script, f); runFound(p, cmd, f, 0); return; }
  if (n == "gdb" || n == "lldb") { debuggerScript(p, cmd, cmd.script, n); return; }
  // (a language this model does not read — R, PowerShell —: as its -e program is, unknown)
  if (langOf(n) == L_NONE) { cmd.wraps = true; cmd.opaque = true; return; }
  // (an unquoted heredoc's `$X` in a program is left as written: `python3 - <<PY` … `$name`
  // … `PY` stays silent — the public peers' vectors hold it so —, unlike a here-string that
  // expands, which is a -c word's text: stdinScript)
  inlineProgram(p, cmd, 0);
}

/** cmd's heredoc or here-string is expanded by bash and holds an expansion (`$`, a backquote). */
function expandsText(cmd: Cmd): bool {
  return cmd.hasHeredoc && cmd.heredocCode && (findChar(cmd.heredoc, 36) >= 0 || findChar(cmd.heredoc, 96) >= 0);
}


// the program a tool reads from stdin: make's makefile, a database shell's commands, vim's
// ex commands
function toolStdin(n: string, text: string, f: Found): void {
  if (n == "make" || n == "gmake") makefile(text, f); else if (isDbShell(n)) dbCommands(n, text, f); else exProgram(text, f);
}

function runFound(p: Interp, cmd: Cmd, f: Found, level: i32): void {
  if (f.kinds.length == 0) return;
  const wraps = cmd.wraps, inner = cmd.innerRedirects;
  const via = cmd.name();
  for (let k = 0; k < f.kinds.length; k++) {
    const kind = f.kinds[k];
    if (kind == F_LINE) p.reparse(f.texts[k], cmd, via, f.api[k]);
    else if (kind == F_ARGV) {
      const c = p.pushInner(cmd, f.argvs[k], f.lits[k], via);
      // (a file the program writes — sed's `w F`, awk's `print > F`, python's open(F, "w"),
      // read as `truncate -s 0 -- F` (inline.ts replaced) —: written by the call, with a
      // text not known here, so that a later `bash F`, `. F` or `./F` runs text not known)
      const a = f.argvs[k];
      if (a.length == 5 && a[0] == "truncate" && a[3] == "--" && f.lits[k][4] && !f.api[k]) noteWrite(p, c, a[4], null, false);
      // (a delete the language makes itself is marked `(delete)` among its wrappers: rules
      // tell it from an rm the program spawns, which is judged as at the prompt)
      if (f.api[k]) c.vias += "(delete),";
      // (a pattern the program globs: the names it matches, as a shell glob's — Cmd#globs)
      const gs = f.globs[k];
      if (gs != null) { if (c.globs === NO_WORDS) c.globs = []; for (let j = 0; j < gs!.length; j++) c.globs.push(gs![j]); }
      unwrap(p, c, level + 1);
    }
    else p.pushInner(cmd, [f.texts[k]], [false], via);
  }
  cmd.wraps = wraps; cmd.innerRedirects = inner;
}

// `extractScript` for an interpreter: its inline program, from the flags that take one
// (`valued`: the options whose value is something else, a module or a warning filter).
// Letters of an interpreter's short options that take a value (the rest of their word, or
// the next word when none is left): a bundle ends at one (`perl -MFile::Path=rmtree -e …`,
// `python -Wignore -c …`); the program's own letter takes the rest, or the next word
// (`perl -we CODE`, `python -c'print(1)'`). From perlrun, python(1), ruby(1), php(1).
function attachedLetters(n: string): string {
  if (pyLike(n)) return "WXm";
  if (n == "perl") return "0CdDFiIlmMxV";
  if (n == "ruby") return "ICrEFK0ixWT";
  if (n == "php") return "dcz";
  if (nodeLike(n)) return "rC";
  return "";
}
// … of those, the ones whose value is the next word when their word ends with them
function separateLetters(n: string): string {
  if (pyLike(n)) return "WX";
  if (n == "perl") return "IMm";
  if (n == "ruby") return "ICrEF";
  if (n == "php") return "dcz";
  if (nodeLike(n)) return "rC";
  return "";
}

function extractInline(p: Interp, cmd: Cmd, flags: List, valued: List): void {
  const argv = cmd.argv;
  const n = cmd.name();
  const attached = attachedLetters(n);
  const code = new Buf();
  let found = false;
  let literal = true;
  let operand = false;
  let after = -1; // (the word after the last program given by an option)
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (valued && listed(valued, a)) { i++; continue; }
    if (listed(flags, a) && i + 1 < argv.length) {
      if (found) code.char(10); code.str(argv[i + 1]); found = true; after = i + 2;
      if (!cmd.lit[i + 1]) literal = false;
      i++; continue;
    }
    // --eval=CODE
    const eq = a.startsWith("--") ? findChar(a, 61) : -1;
    if (eq > 2 && listed(flags, a.substring(0, eq))) {
      if (found) code.char(10); code.range(a, eq + 1, a.length); found = true; after = i + 1;
      if (!cmd.lit[i]) literal = false;
      continue;
    }
    // a bundle of short options: python -Sc CODE, perl -we CODE, -c'CODE', perl -Mx -e
    if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
      let took = false;
      for (let k = 1; k < a.length; k++) {
        const letter = a.charCodeAt(k);
        if (listed(flags, "-" + a.charAt(k))) {
          // (node -pe CODE: letters of the program's options only, then the next word)
          let rest = k + 1 < a.length;
          if (rest) { rest = false; for (let j = k + 1; j < a.length; j++) if (!listed(flags, "-" + a.charAt(j))) { rest = true; break; } }
          if (rest) { if (found) code.char(10); code.range(a, k + 1, a.length); found = true; after = i + 1; if (!cmd.lit[i]) literal = false; }
          else if (i + 1 < argv.length) { if (found) code.char(10); code.str(argv[i + 1]); found = true; after = i + 2; if (!cmd.lit[i + 1]) literal = false; i++; }
          took = true;
          break;
        }
        // (perl's -0 and -l, ruby's -0: an optional number, the bundle goes on after it)
        if ((letter == 48 || letter == 108) && (n == "perl" || (n == "ruby" && letter == 48))) {
          // (octal digits; -0 also x and hex digits: -0x1F)
          if (letter == 48 && k + 1 < a.length && a.charCodeAt(k + 1) == 120) { k++; while (k + 1 < a.length && isHexDigit(a.charCodeAt(k + 1))) k++; }
          else while (k + 1 < a.length && a.charCodeAt(k + 1) >= 48 && a.charCodeAt(k + 1) <= 55) k++;
          continue;
        }
        if (findChar(attached, letter) >= 0) {
          // (python's -m runs a module: the rest are its arguments)
          if (letter == 109 && attached == "WXm") { operand = true; took = true; }
          else if (k + 1 == a.length && findChar(separateLetters(n), letter) >= 0) i++; // (its value: the next word)
          break;
        }
      }
      if (operand) break;
      continue;
    }
    // (`bun run FILE` runs FILE as `bun FILE` does, and `bun run -` the program on stdin:
    // bun's manual, "bun run"; a package.json script's name is no file the call wrote)
    if (a == "run" && n == "bun" && cmd.lit[i]) continue;
    // (`bun repl`: its REPL, which reads each line of stdin as typed — bun's manual, "bun repl")
    if (a == "repl" && n == "bun" && cmd.lit[i] && !found) break;
    // (the program from stdin: `-`, or a path naming it — `python3 /dev/stdin <<< …`)
    if (a == "-" || (cmd.lit[i] && isStdinPath(a))) break;
    if (a.length > 1 && a.charCodeAt(0) == 45) continue;
    operand = true;
    // (a program file that is a process substitution, or another descriptor: its text is
    // known only when it runs — `python3 <(echo …)`; one the call wrote: its text)
    if (processSubst(cmd, i) || (cmd.lit[i] && fdPath(a))) cmd.opaque = true;
    else {
      const w = writtenFile(p, cmd, i);
      if (w == WRITTEN_KNOWN) { code.len = 0; code.str(writtenText); found = true; if (writtenMaybe) cmd.opaque = true; }
      else if (w == WRITTEN_UNKNOWN) cmd.opaque = true;
    }
    break;
  }
  if (found && (pyLike(n) && pyInteractive(argv) || nodeLike(n) && nodeInteractive(argv))) {
    // python -i, node -i/--interactive: after the -c/-e program, the interpreter reads more
    // from stdin (a terminal's, or what is fed to it): that program too (not PYTHONINSPECT,
    // which reads no stdin that is not a terminal: CPython's pymain_repl)
    if (cmd.hasHeredoc) { code.char(10); code.str(cmd.heredoc); }
    else if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
      const text = pipedText(p.out, cmd);
      if (text == null) literal = false; else { code.char(10); code.str(text!); }
    } else if (cmd.stdinFed || readsStdinFile(cmd) || p.stdinSwapped || pendingHeredoc(p, cmd)) literal = false;
  }
  if (found) { setScript(cmd, code.toString(), literal); cmd.scriptArgsAt = after; return; }
  if (operand) return;
  stdinScript(p, cmd);
}

/** node's -i/--interactive among its words before a `--`: the REPL even when stdin is not a terminal (node(1)). */
function nodeInteractive(argv: Array<string>): bool {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") return false;
    if (a == "-i" || a == "--interactive") return true;
  }
  return false;
}

/** python's -i among the options before its -c (`-i -c`, `-ic`). */
function pyInteractive(argv: Array<string>): bool {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) return false;
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 105) return true;
      if (ch == 99 || ch == 109) return false; // (-c CODE, -m MOD: the rest is their argv)
    }
  }
  return false;
}

// The program comes from stdin: a heredoc's or here-string's text, a literal producer's
// piped in, else (piped) unknown; a heredoc read later is given by Wrappers#script.
function stdinScript(p: Interp, cmd: Cmd): void {
  if (cmd.stdinShut) return; // (nothing fed: no program read)
  cmd.stdinScript = true;
  // (a here-string or heredoc that expands — `<<< "$CODE"`, `<<EOF` holding `$(…)` —: a
  // program known only when it runs)
  if (cmd.hasHeredoc) { setScript(cmd, cmd.heredoc, !expandsText(cmd)); return; }
  if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
    const text = pipedText(p.out, cmd);
    // (a plain cat's heredoc, read at the end of the line: interp.ts heredocBodies)
    const prev = text == null ? pipedFrom(p.out, cmd) : null;
    if (prev != null && plainCat(prev!) && pendingHeredoc(p, prev!) && wholeStage(p.out, prev!, cmd)) { cmd.catFeed = prev; return; }
    if (text == null) cmd.opaque = true;
    else setScript(cmd, text!, true);
    return;
  }
  // (stdin given to the group, subshell or function it runs in, a redirect, or the shell's
  // own after `exec 0<…`: a program not known here — `{ python3; } <<< '…'`)
  if (pendingHeredoc(p, cmd)) return; // (its own heredoc, read at the end of the line)
  if (cmd.stdinFed || readsStdinFile(cmd) || p.stdinSwapped) cmd.opaque = true;
}

function isHexDigit(c: i32): bool { return hexVal(c) >= 0; }

function setScript(cmd: Cmd, code: string, literal: bool): void {
  cmd.script = code;
  cmd.hasScript = true;
  cmd.scriptKnown = literal;
  if (!literal) cmd.opaque = true;
}

// `. FILE`, `source FILE`: a file read as code — one made by a process substitution, or
// stdin, is a program this model cannot see; one the call wrote, its text.
function sourced(p: Interp, cmd: Cmd, n: string): void {
  const f = cmd.argv[1];
  if (processSubst(cmd, 1)) { cmd.opaque = true; return; }
  if (isStdinPath(f)) { stdinProgram(p, cmd, n); return; }
  // (/dev/fd/N: a here-string the command opens on N is read; anything else, unknown)
  if (fdPath(f)) { fdProgram(p, cmd, n, f, cmd.lit[1]); return; }
  const w = writtenFile(p, cmd, 1, true);
  if (w == WRITTEN_KNOWN) { cmd.wraps = true; if (writtenMaybe) cmd.opaque = true; p.reparse(writtenText, cmd, n); }
  else if (w == WRITTEN_UNKNOWN) { cmd.wraps = true; cmd.opaque = true; }
}

function heredocUnescaped(t: string): string {
  const out = new Buf();
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c == 92 && i + 1 < t.length) {
      const d = t.charCodeAt(i + 1);
      if (d == 92 || d == 36 || d == 96) { out.char(d); i++; continue; }
      if (d == 10) { i++; continue; }
    }
    out.char(c);
  }
  return out.toString();
}
