// Launchers: programs that run another program given as their operands, each read by its
// own option grammar (its man page), and env -S's string splitting.
//
// Input: a simple command's argv. Output: the index of the word that is the command it
// runs (`launcherAt`), or NONE (it runs none: a status query, a process id given, an
// interactive shell), and whether an option was met that the grammar does not know
// (`strange`): then the command found is a guess (a valued option would move it), and the
// caller marks the launcher unknown as well as classifying the guess.
//
// Why a grammar each: `chroot --userspec u:g / rm -rf ~` runs rm only if --userspec takes
// the next word; `bwrap --bind / / rm -rf ~` only if --bind takes two. Reading options
// wrongly hides the command from every rule, so an option not in the table is never read
// as a flag silently.
//
// The grammars (from each tool's manual): GNU getopt_long for most (a long option by any
// unambiguous prefix; `--opt=value`; a short bundle where a valued letter takes the rest
// of the word or the next), bwrap's own parser (exact names, options of one to three
// arguments).
//
// Cost: one pass over argv; the tables are static strings, read in place.

import { List, latin1, listed, findChar, tableIndex } from "./text";

export const NONE: i32 = -1;
/** A launcher's reading: where its command starts, and whether an unknown option was met. */
export let strange = false;

// the launchers this file reads, indexed for launcherAt's switch
const TABLE = latin1("\x06chroot\x07unshare\x07nsenter\x07prlimit\x08fakeroot\x08valgrind\x07setpriv\x06pkexec\x0bsystemd-run\x08firejail\x07numactl\x06cgexec\x05bwrap\x04arch\x05ld.so");

/** Whether `n` (a command's basename) is a launcher this file reads (the dynamic loader included). */
export function isLauncher(n: string): bool { return tableIndex(TABLE, n) >= 0 || (n.length > 4 && n.charCodeAt(0) == 108 /* l */ && isLoader(n)); }

/** The dynamic loader run as a program: ld.so, ld-linux*.so.N, ld-musl-*.so.1. */
export function isLoader(n: string): bool {
  return n == "ld.so" || ((n.startsWith("ld-linux") || n.startsWith("ld-musl")) && n.includes(".so"));
}

/** The index of the command launcher `n` runs, or NONE; sets `strange`. */
export function launcherAt(argv: Array<string>, n: string): i32 {
  strange = false;
  const k = isLoader(n) ? 14 : tableIndex(TABLE, n);
  switch (k) {
    case 0: { // chroot [--userspec=U:G] [--groups=G] [--skip-chdir] NEWROOT [COMMAND…]
      const i = getopt(argv, latin1(",--userspec,--groups,"), latin1(",--skip-chdir,--help,--version,"), latin1(","), latin1(","));
      return i >= 0 && i + 1 < argv.length ? i + 1 : NONE;
    }
    case 1: // unshare [options] [program [args]]
      return getopt(argv,
        latin1(",--map-user,--map-group,--map-users,--map-groups,--propagation,--setgroups,--root,--wd,--setuid,--setgid,--monotonic,--boottime,--load-interp,"),
        latin1(",--mount,--uts,--ipc,--net,--pid,--user,--cgroup,--time,--fork,--kill-child,--mount-proc,--map-root-user,--map-current-user,--map-auto,--map-subids,--keep-caps,--help,--version,"),
        latin1(",-R,-w,-S,-G,"), latin1(",-m,-u,-i,-n,-p,-U,-C,-T,-f,-r,-c,-l,-h,-V,"));
    case 2: // nsenter [options] [program [args]]
      return getopt(argv,
        latin1(",--target,--setuid,--setgid,--wdns,--net-socket,"),
        latin1(",--all,--mount,--uts,--ipc,--net,--pid,--user,--cgroup,--time,--preserve-credentials,--root,--wd,--env,--no-fork,--follow-context,--join-cgroup,--keep-caps,--user-parent,--help,--version,"),
        latin1(",-t,-S,-G,-W,-N,"), latin1(",-a,-m,-u,-i,-n,-p,-U,-C,-T,-r,-w,-e,-F,-Z,-c,-h,-V,"));
    case 3: { // prlimit [--RESOURCE[=limits]…] [-p PID | command [args]]
      const i = getopt(argv, latin1(",--pid,--output,"),
        latin1(",--core,--data,--nice,--fsize,--sigpending,--memlock,--rss,--nofile,--msgqueue,--rtprio,--stack,--cpu,--nproc,--as,--locks,--rttime,--noheadings,--raw,--verbose,--help,--version,"),
        latin1(",-p,-o,"), latin1(",-c,-d,-e,-f,-i,-l,-m,-n,-q,-r,-s,-t,-u,-v,-x,-y,-h,-V,"));
      for (let j = 1; j < (i < 0 ? argv.length : i); j++) { const a = argv[j]; if (a == "-p" || a.startsWith("--pid") || (a.startsWith("-p") && !a.startsWith("--"))) return NONE; }
      return i;
    }
    case 4: // fakeroot [-l LIB] [--faked BIN] [-i FILE] [-s FILE] [-u] [-b FD] [--] [command]
      return getopt(argv, latin1(",--lib,--faked,--fd-base,"), latin1(",--unknown-is-real,--help,--version,"), latin1(",-l,-i,-s,-b,"), latin1(",-u,-h,-v,"));
    case 5: // valgrind [--opt=value …] program [args]: its options never take a separate value
      return firstOperand(argv);
    case 6: // setpriv [options] program [args]
      return getopt(argv,
        latin1(",--inh-caps,--ambient-caps,--bounding-set,--groups,--rgid,--egid,--regid,--ruid,--euid,--reuid,--securebits,--pdeathsig,--selinux-label,--apparmor-profile,--landlock-access,--landlock-rule,--seccomp-filter,"),
        latin1(",--clear-groups,--keep-groups,--init-groups,--nnp,--no-new-privs,--reset-env,--dump,--help,--version,"),
        latin1(","), latin1(",-d,-h,-V,"));
    case 7: // pkexec [--user USER] [--keep-cwd] PROGRAM [args]
      return getopt(argv, latin1(",--user,"), latin1(",--keep-cwd,--disable-internal-agent,--help,--version,"), latin1(",-u,"), latin1(","));
    case 8: { // systemd-run [options] COMMAND [args]; --shell runs an interactive shell
      const i = getopt(argv,
        latin1(",--unit,--property,--description,--slice,--setenv,--machine,--host,--capsule,--on-active,--on-boot,--on-startup,--on-unit-active,--on-unit-inactive,--on-calendar,--timer-property,--path-property,--socket-property,--working-directory,--uid,--gid,--nice,--service-type,--expand-environment,--json,"),
        latin1(",--user,--system,--scope,--remain-after-exit,--send-sighup,--same-dir,--pty,--pipe,--quiet,--verbose,--collect,--wait,--shell,--no-block,--no-ask-password,--slice-inherit,--on-clock-change,--on-timezone-change,--ignore-failure,--background,--help,--version,--no-pager,"),
        latin1(",-u,-p,-E,-M,-H,-C,"), latin1(",-r,-d,-t,-P,-q,-G,-S,-h,"));
      return i;
    }
    case 9: // firejail [--opt[=value] …] [program [args]]: its options never take a separate value
      return firstOperand(argv);
    case 10: // numactl [options] command [args]
      return getopt(argv,
        latin1(",--interleave,--weighted-interleave,--membind,--cpunodebind,--physcpubind,--preferred,--preferred-many,--offset,--shmmode,--length,--shmid,--shm,--file,--cpubind,"),
        latin1(",--all,--balancing,--localalloc,--show,--hardware,--huge,--strict,--touch,--dump,--dump-nodes,--version,"),
        latin1(",-i,-w,-m,-N,-C,-p,-P,-o,-M,-L,-I,-S,-f,-c,"), latin1(",-a,-b,-l,-s,-H,-u,-t,-T,-d,-D,-V,"));
    case 11: // cgexec [-g CONTROLLERS:PATH]… [--sticky] command [args]
      return getopt(argv, latin1(","), latin1(",--sticky,"), latin1(",-g,"), latin1(",-h,-b,-r,"));
    case 12: return bwrapAt(argv);
    case 13: { // macOS arch [-32|-64] [-ARCH | -arch ARCH]… [-c] [-d NAME]… [-e NAME=VALUE]… prog [args]
      let i = 1;
      while (i < argv.length) {
        const a = argv[i];
        if (a == "--") { i++; break; }
        if (a.length < 2 || a.charCodeAt(0) != 45) break;
        i += a == "-arch" || a == "-d" || a == "-e" ? 2 : 1; // (-x86_64, -arm64, -c, -h: flags)
      }
      return i < argv.length ? i : NONE;
    }
    case 14: // the dynamic loader: ld.so [--list|--verify|…] [--library-path P …] PROGRAM [args]
      return getopt(argv,
        latin1(",--library-path,--inhibit-rpath,--audit,--preload,--argv0,--glibc-hwcaps-prepend,--glibc-hwcaps-mask,"),
        latin1(",--list,--verify,--inhibit-cache,--list-tunables,--list-diagnostics,--help,--version,"),
        latin1(","), latin1(","));
  }
  return NONE;
}

/**
 * GNU getopt_long's reading of argv from word 1, stopping at the first operand (the
 * launchers all stop there: their operands are a command): `vlong`/`vshort` take a value,
 * `flong`/`fshort` take none (an optional value is attached, `--mount=F`, `-mF`). A long
 * option matches by an unambiguous prefix. An option in neither list sets `strange` and is
 * read as a flag. Returns the index of the first operand, or NONE.
 */
function getopt(argv: Array<string>, vlong: List, flong: List, vshort: List, fshort: List): i32 {
  let i = 1;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--") return i + 1 < argv.length ? i + 1 : NONE;
    if (a.length < 2 || a.charCodeAt(0) != 45) return i;
    if (a.charCodeAt(1) == 45) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      const valued = listed(vlong, name, true);
      const flag = listed(flong, name, true);
      if (!valued && !flag) strange = true;
      // (a prefix of both a valued and a flag option is ambiguous: getopt refuses it, and
      // reading it as valued hides no command that runs)
      i += valued && eq < 0 ? 2 : 1;
      continue;
    }
    let took = false;
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (listed(vshort, f)) { took = k == a.length - 1; break; }
      if (!listed(fshort, f)) strange = true;
    }
    i += took ? 2 : 1;
  }
  return NONE;
}

/** The first word not an option (options that never take a separate value), or NONE. */
function firstOperand(argv: Array<string>): i32 {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") return i + 1 < argv.length ? i + 1 : NONE;
    if (a.length < 2 || a.charCodeAt(0) != 45) return i;
  }
  return NONE;
}

// bubblewrap(1): each option's number of arguments; names exact. `--args FD` reads more
// arguments from a file descriptor: what runs is not known (strange).
const BWRAP_1 = latin1(",--args,--argv0,--level-prefix,--uid,--gid,--hostname,--chdir,--unsetenv,--lock-file,--sync-fd,--remount-ro,--exec-label,--file-label,--proc,--dev,--tmpfs,--mqueue,--dir,--seccomp,--add-seccomp-fd,--block-fd,--userns-block-fd,--info-fd,--json-status-fd,--userns,--userns2,--pidns,--cap-add,--cap-drop,--perms,--size,--tmp-overlay,--ro-overlay,--overlay-src,");
const BWRAP_2 = latin1(",--bind,--bind-try,--dev-bind,--dev-bind-try,--ro-bind,--ro-bind-try,--file,--bind-data,--ro-bind-data,--symlink,--setenv,--chmod,--bind-fd,--ro-bind-fd,");
const BWRAP_0 = latin1(",--unshare-all,--share-net,--unshare-user,--unshare-user-try,--unshare-ipc,--unshare-pid,--unshare-net,--unshare-uts,--unshare-cgroup,--unshare-cgroup-try,--die-with-parent,--as-pid-1,--new-session,--clearenv,--disable-userns,--assert-userns-disabled,--help,--version,");

function bwrapAt(argv: Array<string>): i32 {
  let i = 1;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--") return i + 1 < argv.length ? i + 1 : NONE;
    if (a.length < 2 || a.charCodeAt(0) != 45) return i;
    if (a == "--args") strange = true;
    if (listed(BWRAP_1, a)) i += 2;
    else if (listed(BWRAP_2, a)) i += 3;
    else if (a == "--overlay") i += 4;
    else { if (!listed(BWRAP_0, a)) strange = true; i++; }
  }
  return NONE;
}

// ─── env -S STRING ──────────────────────────────────────────────────────────────
// GNU env's split string (coreutils' manual, "-S/--split-string syntax"): blanks separate
// words; '…' keeps text as it is (only \\ and \' are escapes in it); "…" and bare text read
// the escapes \c (ignore the rest), \f \n \r \t \v, \# \$ \_ \" \' \\ — \_ is a blank
// that separates words outside quotes and a space inside "…"; ${NAME} is the variable's
// value (known only when env runs); `#` at the start of a word begins a comment to the end.
// The words it makes are env's own arguments again (options, NAME=VALUE, then the command).

/** The words of env -S's string; `splitLit[k]` is false for a word holding ${NAME}. */
export let splitLit: Array<bool> = [];

export function envSplitWords(s: string): Array<string> {
  const words: Array<string> = [];
  splitLit = [];
  let cur = "";
  let inWord = false;
  let known = true;
  let q = 0; // 0, 39 ', 34 "
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (q == 0 && (c == 32 || c == 9 || c == 10 || c == 11 || c == 12 || c == 13)) {
      if (inWord) { words.push(cur); splitLit.push(known); cur = ""; inWord = false; known = true; }
      i++; continue;
    }
    if (q == 0 && c == 35 && !inWord) break; // # a comment
    if (q == 0 && (c == 39 || c == 34)) { q = c; inWord = true; i++; continue; }
    if (q != 0 && c == q) { q = 0; i++; continue; }
    if (c == 92 && i + 1 < s.length) {
      const e = s.charCodeAt(i + 1);
      i += 2;
      if (q == 39) { cur += e == 92 || e == 39 ? String.fromCharCode(e) : "\\" + String.fromCharCode(e); inWord = true; continue; }
      if (e == 99 /* c */) { if (q == 0) break; known = false; break; }
      if (e == 95 /* _ */) {
        if (q == 0) { if (inWord) { words.push(cur); splitLit.push(known); cur = ""; inWord = false; known = true; } continue; }
        cur += " "; continue;
      }
      inWord = true;
      if (e == 110) cur += "\n"; else if (e == 116) cur += "\t"; else if (e == 114) cur += "\r";
      else if (e == 102) cur += "\x0c"; else if (e == 118) cur += "\x0b";
      else cur += String.fromCharCode(e); // \# \$ \" \' \\ (any other is an error to env: the word stays)
      continue;
    }
    if (c == 36 && q != 39 && i + 1 < s.length && s.charCodeAt(i + 1) == 123) {
      const e = findChar(s, 125, i + 2);
      known = false;
      inWord = true;
      cur += "$";
      i = e < 0 ? s.length : e + 1;
      continue;
    }
    cur += String.fromCharCode(c);
    inWord = true;
    i++;
  }
  if (q != 0) known = false; // (an unterminated quote: env refuses to run)
  if (inWord) { words.push(cur); splitLit.push(known); }
  return words;
}
