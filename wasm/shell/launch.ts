// Launchers: programs that run another program given as their operands, each read by its
// own option grammar (its man page), and env -S's string splitting.
//
// Input: a simple command's argv. Output: the index of the word that is the command it
// runs (`launcherAt`), or NONE (it runs none: a status query, a process id given, an
// interactive shell), and whether an option was met that the grammar does not know
// (`strange`): then the command found is a guess (a valued option would move it), and the
// caller marks the launcher unknown as well as classifying the guess. How the command is
// given (`mode`): as words (most), as one command line in a word (`npx -c`, `nix-shell
// --run`, `tmux new 'STRING'`), as words a shell joins and reads (`pnpm exec -c`, `yarn
// exec`, `bun exec`), as such words run on another host (`ssh HOST CMD…`), or as a program
// on stdin (`at`, `batch`); and command lines in options (`ssh -o ProxyCommand=…`). A
// container made here (`docker run`, `podman run`, `create`, `compose run`) also gives its
// mounts (`contained`): wasm/shell/container.ts reads its command's paths through them.
//
// Why a grammar each: `chroot --userspec u:g / rm -rf ~` runs rm only if --userspec takes
// the next word; `bwrap --bind / / rm -rf ~` only if --bind takes two. Reading options
// wrongly hides the command from every rule, so an option not in the table is never read
// as a flag silently.
//
// The grammars (from each tool's manual): GNU getopt_long for most (`Opts`: a long option
// by an unambiguous prefix, an exact name first; `--opt=value`; a short bundle where a
// valued letter takes the rest of the word or the next), bwrap's own parser (exact names,
// options of one to three arguments), screen's and tmux's (a command name, then its own
// options), ssh's (options before and after the destination), nopt's for npm's family
// (`--no-NAME` negates any flag).
//
// Cost: one pass over argv; the tables are static strings, read in place.

import { Buf, List, latin1, listed, findChar, tableIndex, longValues, longValue } from "./text";

export const NONE: i32 = -1;
/** A launcher's reading: where its command starts, and whether an unknown option was met. */
export let strange = false;
/** The words a launcher's command is made of, when not a run of its own words (`nix run
 * nixpkgs#bash -- …` runs bash; rtk and `npm run env` reorder theirs): these first (each
 * as literal as word `launchPrefixAt`), then its words from the index it returns, but
 * those in `launchDrop`. */
export let launchPrefix: Array<string> = [];
export let launchPrefixAt: i32 = -1;
export let launchDrop: Array<i32> = [];
// how the command is given (launcherAt sets it; read it before anything else calls launcherAt)
export const M_ARGV = 0, M_TEXT = 1, M_JOIN = 2, M_REMOTE = 3, M_STDIN = 4;
export let mode = M_ARGV;
/** M_TEXT: the command line (the word at the index holds it, maybe after `--opt=`). */
export let launchText = "";
/** The end (exclusive) of the command's words (tmux: a `;` ends a command). */
export let launchEnd: i32 = 0;
/** The command runs in another directory than the launcher's (uv --directory, tmux -c DIR,
 * unshare --wd DIR): `movedTo` names it when the grammar says which, relative to the
 * launcher's — given by word `movedAt`, or fixed (`movedAt` MOVED_FIXED: chroot's `/`);
 * otherwise (`movedTo` "") it is known only when the command runs. */
export let moved = false;
/** The command runs on another system (a container, a pod): nothing of this host's files. */
export let away = false;
/** The command runs in a container made here (docker/podman/nerdctl run or create, compose
 * run): it sees this host's files only through the mounts it is given — `mountDst[k]` (a
 * path in the container, as written) is the host's `mountSrc[k]` (as written: absolute,
 * `.`-relative or under the home), given by word `mountAt[k]`; a named or anonymous volume
 * and a tmpfs are the container's own. `mountsUnknown`: mounts not known here (a compose
 * file's, --volumes-from, an option not read) may put host paths anywhere in it.
 * `containerWd`: -w's directory (word `containerWdAt`), "" for the image's. */
export let contained = false;
export let mountsUnknown = false;
export let mountDst: Array<string> = [];
export let mountSrc: Array<string> = [];
export let mountAt: Array<i32> = [];
/** Every word that gives a mount (-v's, --mount's values): one known only when it runs may
 * bind anything anywhere. */
export let mountWords: Array<i32> = [];
/** Whether some host path is mounted writable (a bind mount neither `ro` nor `readonly`). */
export let mountsWritable = false;
export let containerWd = "";
export let containerWdAt: i32 = -1;
/** The command does not get the launcher's stdin (docker exec without -i, or detached). */
export let stdinShut = false;
/** Given no command, the launcher starts a shell, which reads its program from stdin
 * (fakeroot's `${SHELL:-/bin/sh}`, nix-shell without --run/--command, `nix develop` and
 * `nix shell` without -c, `poetry shell`, `pipenv shell`): set by the launcher's reading,
 * for shell.ts launcherShell. */
export let startsShell = false;
export let movedTo = "";
export let movedAt: i32 = -1;
export const MOVED_FIXED: i32 = -2;
function moveTo(dir: string, at: i32): void { moved = true; movedTo = dir; movedAt = at; }
/** The directory an option read by `r` gives (`--cwd DIR`). */
function moveBy(r: Opts): void { if (r.hasValue) moveTo(r.value, r.valueAt); else moveTo("", -1); }
/** Command lines that options hold (ssh -o ProxyCommand=…), the word of each, and whether
 * it runs on another host: the first `optCount` entries. (The lists are made anew by the
 * call that fills them: a list left from an earlier classification is not read.) */
export let optCount = 0;
export let optTexts: Array<string> = [];
export let optAt: Array<i32> = [];
export let optRemote: Array<bool> = [];

// the launchers this file reads, indexed for launcherAt's switch
const TABLE = latin1("\x06chroot\x07unshare\x07nsenter\x07prlimit\x08fakeroot\x08valgrind\x07setpriv\x06pkexec\x0bsystemd-run\x08firejail\x07numactl\x06cgexec\x05bwrap\x04arch\x05ld.so\x02uv\x03uvx\x06poetry\x05conda\x05mamba\x0amicromamba\x04pipx\x03npx\x03npm\x04pnpm\x04pnpx\x04yarn\x04bunx\x03bun\x09nix-shell\x03nix\x06direnv\x09eatmydata\x08xvfb-run\x06screen\x04tmux\x02at\x05batch\x03ssh\x06rlwrap\x07nocache\x08faketime\x0bproxychains\x0cproxychains4\x08torsocks\x06tsocks\x09catchsegv\x07trickle\x08cpulimit\x0bdbus-launch\x0csandbox-exec\x06pipenv\x04entr\x04perf\x09hyperfine\x04run0\x0fsystemd-inhibit\x07setarch\x07linux32\x07linux64\x04i386\x06x86_64\x07uname26\x10dbus-run-session\x09ssh-agent\x05chpst\x06envdir\x09envuidgid\x09setuidgid\x09softlimit\x08pgrphack\x07setlock\x06torify\x09daemonize\x11start-stop-daemon\x0cconcurrently\x07nodemon\x03pee\x03scp\x04sftp\x06docker\x06podman\x07kubectl\x02oc\x03rtk\x02go\x0edocker-compose\x07nerdctl\x02op\x07ansible\x06gcloud\x02az\x02gh\x03aws");

/** Whether `n` (a command's basename) is a launcher this file reads (the dynamic loader included). */
export function isLauncher(n: string): bool { return tableIndex(TABLE, n) >= 0 || (n.length > 4 && n.charCodeAt(0) == 108 /* l */ && isLoader(n)); }

/** The dynamic loader run as a program: ld.so, ld-linux*.so.N, ld-musl-*.so.1, and glibc's
 * older name for it, ld-2.NN.so. */
export function isLoader(n: string): bool {
  return n == "ld.so" || (n.startsWith("ld-") && n.includes(".so"));
}

/** The index of the command launcher `n` runs, or NONE; sets `strange`. */
export function launcherAt(argv: Array<string>, n: string): i32 {
  strange = false; mode = M_ARGV; launchText = ""; launchEnd = argv.length; moved = false; away = false; stdinShut = false; startsShell = false; launchPrefix = []; launchDrop = []; launchPrefixAt = -1; movedTo = ""; movedAt = -1; optCount = 0;
  contained = false; mountsUnknown = false; mountDst = []; mountSrc = []; mountAt = []; mountWords = []; mountsWritable = false; containerWd = ""; containerWdAt = -1;
  const k = isLoader(n) ? 14 : tableIndex(TABLE, n);
  switch (k) {
    case 0: { // chroot [--userspec=U:G] [--groups=G] [--skip-chdir] NEWROOT [COMMAND…]: COMMAND
      // runs in the new root's `/` (its paths read as the host's: a guard's stricter reading)
      const r = new Opts(argv, 1, latin1(",--userspec,--groups,"), latin1(",--skip-chdir,--help,--version,"), latin1(","), latin1(","));
      let skip = false;
      while (r.next()) if (r.opt == "--skip-chdir") skip = true;
      if (r.unknown) strange = true;
      if (!skip) moveTo("/", MOVED_FIXED);
      return r.i + 1 < argv.length ? r.i + 1 : NONE;
    }
    case 1: { // unshare [options] [program [args]]: -w/--wd DIR is where it runs; -R/--root DIR
      // chroots, then runs in its `/` unless --wd is given
      const r = new Opts(argv, 1,
        latin1(",--map-user,--map-group,--map-users,--map-groups,--propagation,--setgroups,--root,--wd,--setuid,--setgid,--monotonic,--boottime,--load-interp,"),
        latin1(",--mount,--uts,--ipc,--net,--pid,--user,--cgroup,--time,--fork,--kill-child,--mount-proc,--map-root-user,--map-current-user,--map-auto,--map-subids,--keep-caps,--help,--version,"),
        latin1(",-R,-w,-S,-G,"), latin1(",-m,-u,-i,-n,-p,-U,-C,-T,-f,-r,-c,-l,-h,-V,"));
      let wd = false;
      while (r.next()) {
        if ((r.opt == "--wd" || r.opt == "-w") && r.hasValue) { wd = true; moveTo(r.value, r.valueAt); }
        else if ((r.opt == "--root" || r.opt == "-R") && !wd) moveTo("/", MOVED_FIXED);
      }
      return rest(argv, r);
    }
    case 2: { // nsenter [options] [program [args]]: -w/--wd[=DIR] is where it runs (the target
      // process's directory without DIR); -r/--root[=DIR] changes the root, and the directory
      const r = new Opts(argv, 1,
        latin1(",--target,--setuid,--setgid,--wdns,--net-socket,"),
        latin1(",--all,--mount,--uts,--ipc,--net,--pid,--user,--cgroup,--time,--preserve-credentials,--root,--wd,--env,--no-fork,--follow-context,--join-cgroup,--keep-caps,--user-parent,--help,--version,"),
        latin1(",-t,-S,-G,-W,-N,"), latin1(",-a,-m,-u,-i,-n,-p,-U,-C,-T,-r,-w,-e,-F,-Z,-c,-h,-V,"));
      let wd = false;
      while (r.next()) {
        if (r.opt == "--wd" || r.opt == "-w" || r.opt == "--wdns" || r.opt == "-W") { wd = true; moveBy(r); }
        else if ((r.opt == "--root" || r.opt == "-r") && !wd) moveTo("", -1);
      }
      return rest(argv, r);
    }
    case 3: { // prlimit [--RESOURCE[=limits]…] [-p PID | command [args]]
      const i = getopt(argv, latin1(",--pid,--output,"),
        latin1(",--core,--data,--nice,--fsize,--sigpending,--memlock,--rss,--nofile,--msgqueue,--rtprio,--stack,--cpu,--nproc,--as,--locks,--rttime,--noheadings,--raw,--verbose,--help,--version,"),
        latin1(",-p,-o,"), latin1(",-c,-d,-e,-f,-i,-l,-m,-n,-q,-r,-s,-t,-u,-v,-x,-y,-h,-V,"));
      for (let j = 1; j < (i < 0 ? argv.length : i); j++) { const a = argv[j]; if (a == "-p" || a.startsWith("--pid") || (a.startsWith("-p") && !a.startsWith("--"))) return NONE; }
      return i;
    }
    case 4: { // fakeroot [-l LIB] [--faked BIN] [-i FILE] [-s FILE] [-u] [-b FD] [--] [command]
      // (no command: it runs ${SHELL:-/bin/sh}, fakeroot(1))
      const at = getopt(argv, latin1(",--lib,--faked,--fd-base,"), latin1(",--unknown-is-real,--help,--version,"), latin1(",-l,-i,-s,-b,"), latin1(",-u,-h,-v,"));
      startsShell = at == NONE;
      return at;
    }
    case 5: // valgrind [--opt=value …] program [args]: its options never take a separate value
      return firstOperand(argv);
    case 6: // setpriv [options] program [args]
      return getopt(argv,
        latin1(",--inh-caps,--ambient-caps,--bounding-set,--groups,--rgid,--egid,--regid,--ruid,--euid,--reuid,--securebits,--pdeathsig,--selinux-label,--apparmor-profile,--landlock-access,--landlock-rule,--seccomp-filter,"),
        latin1(",--clear-groups,--keep-groups,--init-groups,--nnp,--no-new-privs,--reset-env,--dump,--help,--version,"),
        latin1(","), latin1(",-d,-h,-V,"));
    case 7: // pkexec [--user USER] [--keep-cwd] PROGRAM [args]
      return getopt(argv, latin1(",--user,"), latin1(",--keep-cwd,--disable-internal-agent,--help,--version,"), latin1(",-u,"), latin1(","));
    case 8: { // systemd-run [options] COMMAND [args]; --shell runs an interactive shell. A
      // service runs in `/` (or the user's home: --user), not here, unless --scope, -d/--same-dir
      // or --working-directory=DIR says where
      const r = new Opts(argv, 1,
        latin1(",--unit,--property,--description,--slice,--setenv,--machine,--host,--capsule,--on-active,--on-boot,--on-startup,--on-unit-active,--on-unit-inactive,--on-calendar,--timer-property,--path-property,--socket-property,--working-directory,--uid,--gid,--nice,--service-type,--expand-environment,--json,"),
        latin1(",--user,--system,--scope,--remain-after-exit,--send-sighup,--same-dir,--pty,--pipe,--quiet,--verbose,--collect,--wait,--shell,--no-block,--no-ask-password,--slice-inherit,--on-clock-change,--on-timezone-change,--ignore-failure,--background,--help,--version,--no-pager,"),
        latin1(",-u,-p,-E,-M,-H,-C,"), latin1(",-r,-d,-t,-P,-q,-G,-S,-h,"));
      let here = false, dir = "", dirAt = -1;
      while (r.next()) {
        if (r.opt == "--scope" || r.opt == "--same-dir" || r.opt == "-d") here = true;
        else if (r.opt == "--working-directory" && r.hasValue) { dir = r.value; dirAt = r.valueAt; }
      }
      if (dirAt >= 0) moveTo(dir, dirAt);
      else if (!here) moveTo("", -1);
      return rest(argv, r);
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
    case 15: case 16: return uvAt(argv, k == 16);
    case 17: { // poetry [options] run [options] [--] COMMAND…
      const r = new Opts(argv, 1, POETRY_V, POETRY_F, latin1(",-P,-C,"), latin1(",-q,-v,-V,-n,-h,"));
      return subcommand(argv, r, latin1(",run,"));
    }
    case 18: case 19: case 20: { // conda/mamba/micromamba run [-n ENV | -p PREFIX] [--cwd DIR] … COMMAND…
      if (argv.length < 3 || argv[1] != "run") return NONE;
      const r = new Opts(argv, 2, CONDA_V, CONDA_F, latin1(",-n,-p,-r,-a,"), latin1(",-v,-h,-d,-q,"));
      while (r.next()) if (r.opt == "--cwd") moveBy(r);
      return rest(argv, r);
    }
    case 21: // pipx run [options] APP [ARGS…]: APP is the command a package provides
      if (argv.length < 3 || argv[1] != "run") return NONE;
      return rest(argv, new Opts(argv, 2, latin1(",--spec,--index-url,--pip-args,--python,--backend,"),
        latin1(",--no-cache,--pypackages,--path,--editable,--verbose,--quiet,--fetch-missing-python,--system-site-packages,--help,"),
        latin1(",-i,"), latin1(",-e,-v,-q,-h,")));
    case 22: return npmAt(argv, 1);                       // npx [options] [--] CMD…, npx -c 'LINE'
    case 23: { // npm [options] exec|x [options] [--] CMD…
      const r = npmOpts(argv, 1);
      while (r.next()) {}
      if (storedScript(argv, r.i)) return NONE;
      // `npm explore PKG [--] CMD…`: CMD joined, run by a shell in node_modules/PKG
      // (none: an interactive shell); `npm run env [--] ARGS…`: npm's own env script,
      // `env ARGS…` (package.json may name another)
      if (r.i + 2 < argv.length && argv[r.i] == "explore") {
        let at = r.i + 2;
        if (argv[at] == "--") at++;
        if (at >= argv.length) return NONE;
        if (r.unknown) strange = true;
        mode = M_JOIN; moveTo("", -1);
        return at;
      }
      if (r.i + 2 < argv.length && (argv[r.i] == "run" || argv[r.i] == "run-script" || argv[r.i] == "rum" || argv[r.i] == "urn") && argv[r.i + 1] == "env") {
        if (r.unknown) strange = true;
        launchPrefix = ["env"]; launchPrefixAt = r.i + 1;
        if (argv[r.i + 2] == "--") launchDrop.push(r.i + 2);
        return r.i + 2;
      }
      if (r.i >= argv.length || (argv[r.i] != "exec" && argv[r.i] != "x")) return NONE;
      if (r.unknown) strange = true;
      return npmAt(argv, r.i + 1);
    }
    case 24: case 25: { // pnpm [options] dlx|exec [options] CMD…, pnpx CMD… (-c, --shell-mode: a shell reads the words)
      let from = 1;
      if (k == 24) {
        const r = pnpmOpts(argv, 1);
        // (pnpm reads the options before the command as the command's: `pnpm -c exec 'CMD'`
        // is `pnpm exec -c 'CMD'`)
        while (r.next()) { if (r.opt == "--dir" || r.opt == "-C") moveBy(r); if (r.opt == "-c" || r.opt == "--shell-mode") mode = M_JOIN; }
        // (pnpm hands `pkg` and `set-script` to npm: the same script stored)
        if (storedScript(argv, r.i)) { mode = M_ARGV; return NONE; }
        if (r.i >= argv.length) return NONE;
        // (a first word that is none of pnpm's commands nor npm's it hands on is run as `pnpm
        // exec` runs it, after a package.json script of that name and a dependency's bin —
        // pnpm 6.6's release notes, "pnpm eslint": `pnpm sh -c LINE` runs sh; a script or a
        // bin of that name is not known here, the command is its stricter reading)
        if (argv[r.i] != "dlx" && argv[r.i] != "exec") {
          // (after an option the grammar does not know, the word is still read as the
          // command, but the launcher is not made unknown: the prefilter rules out a pnpm
          // call without dlx or exec unless a name it knows is in it — compiler/prefilter.ts)
          if (listed(PNPM_COMMANDS, argv[r.i]) || argv[r.i].startsWith("-")) return NONE;
          return r.i;
        }
        if (r.unknown) strange = true;
        from = r.i + 1;
      }
      const dlx = k == 25 || argv[from - 1] == "dlx";
      const r = pnpmOpts(argv, from);
      while (r.next()) { if (r.opt == "-c" || r.opt == "--shell-mode") mode = M_JOIN; if (r.opt == "--dir" || r.opt == "-C") moveBy(r); }
      const at = rest(argv, r);
      return dlx && mode == M_ARGV && at != NONE ? packageBin(argv, at) : at;
    }
    case 26: { // yarn [--cwd DIR] dlx [-p PKG]… [-q] CMD…; yarn exec CMD…: a shell reads the words; yarn node ARGS…
      const r = new Opts(argv, 1, latin1(",--cwd,--package,"), latin1(",--quiet,--verbose,--help,--version,"), latin1(",-p,"), latin1(",-q,-h,-v,"));
      while (r.next()) if (r.opt == "--cwd") moveBy(r);
      if (r.i >= argv.length) return NONE;
      const sub = argv[r.i];
      // (`yarn node ARGS…` runs node with them, yarn's environment set: the word is the command)
      if (sub == "node") { if (r.unknown) strange = true; return r.i; }
      if (sub != "dlx" && sub != "exec") return NONE;
      if (r.unknown) strange = true;
      if (sub == "exec") mode = M_JOIN;
      const at = rest(argv, new Opts(argv, r.i + 1, latin1(",--cwd,--package,"), latin1(",--quiet,--verbose,"), latin1(",-p,"), latin1(",-q,")));
      return sub == "dlx" && at != NONE ? packageBin(argv, at) : at;
    }
    case 27: return bunxAt(argv, 1);                      // bunx [--bun] [-p PKG] CMD…
    case 28: // bun x CMD… (bunx); bun exec LINE…: bun's shell reads the words
      if (argv.length < 3) return NONE;
      if (argv[1] == "x") return bunxAt(argv, 2);
      if (argv[1] == "exec") { mode = M_JOIN; return 2; }
      return NONE;
    case 29: return nixShellAt(argv);
    case 30: return nixAt(argv);
    case 31: // direnv exec DIR CMD…: CMD in DIR's environment (.envrc), in the same directory
      return argv.length > 3 && argv[1] == "exec" ? 3 : NONE;
    case 32: // eatmydata [--] CMD…
      return getopt(argv, latin1(","), latin1(",--help,--version,"), latin1(","), latin1(",-h,"));
    case 33: // xvfb-run [options] CMD… (getopt +ae:f:hln:p:s:w:)
      return getopt(argv, latin1(",--error-file,--auth-file,--server-num,--xauth-protocol,--server-args,--wait,"),
        latin1(",--auto-servernum,--help,--listen-tcp,"), latin1(",-e,-f,-n,-p,-s,-w,"), latin1(",-a,-h,-l,"));
    case 34: return screenAt(argv);
    case 35: return tmuxAt(argv);
    case 36: case 37: { // at [-q Q] [-f FILE] [-mMv] TIME…, batch: the program is stdin, or FILE
      const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-q,-f,-t,"), latin1(",-m,-M,-v,-V,-b,-l,-r,-d,-c,"));
      let file = false, query = false;
      while (r.next()) {
        // (-f FILE: the job's text; /dev/stdin or /dev/fd/0 is stdin again, another
        // descriptor or a process substitution `<(…)` a text not known here)
        if (r.opt == "-f" && r.hasValue && (r.value == "/dev/stdin" || r.value == "/dev/fd/0" || r.value == "/proc/self/fd/0")) continue;
        else if (r.opt == "-f" && r.hasValue && (r.value.startsWith("<(") || r.value.startsWith("/dev/fd/") || r.value.startsWith("/proc/self/fd/"))) { strange = true; file = true; }
        else if (r.opt == "-f") file = true;
        else if (r.opt == "-l" || r.opt == "-r" || r.opt == "-d" || r.opt == "-c" || r.opt == "-V") query = true;
      }
      if (r.unknown) strange = true;
      if (!file && !query) mode = M_STDIN; // (a file's program is the file's, as a script's is)
      return NONE;
    }
    case 38: return sshAt(argv);
    case 39: { // rlwrap [options] COMMAND…: -z FILTER runs a filter program (a command line)
      const r = new Opts(argv, 1,
        latin1(",--break-chars,--command-name,--history-no-dupes,--extra-char-after-completion,--file,--forget-matching,--history-filename,--logfile,--multi-line-ext,--only-cook,--pre-given,--quote-characters,--histsize,--substitute-prompt,--set-term-name,--wait-before-prompt,--filter,"),
        latin1(",--always-readline,--ansi-colour-aware,--complete-filenames,--debug,--always-echo,--help,--case-insensitive,--pass-sigint-as-sigterm,--multi-line,--no-warnings,--no-children,--one-shot,--prompt-colour,--remember,--renice,--mirror-arguments,--version,--polling,"),
        latin1(",-b,-C,-D,-e,-f,-g,-H,-l,-M,-O,-P,-q,-s,-S,-t,-w,-z,"), latin1(",-A,-c,-E,-h,-i,-I,-n,-N,-o,-r,-R,-U,-v,-W,"));
      r.oshort = latin1(",-a,-d,-m,-p,");
      while (r.next()) if ((r.opt == "-z" || r.opt == "--filter") && r.hasValue) optText(r.value, r.valueAt, false);
      return rest(argv, r);
    }
    case 40: // nocache [-n N] [-D FILE] COMMAND…
      return getopt(argv, latin1(","), latin1(",--help,"), latin1(",-n,-D,"), latin1(",-h,"));
    case 41: { // faketime [-m] [-f] [-p PID] [--date-prog PROG] [--exclude-monotonic] TIMESTAMP COMMAND…
      const r = new Opts(argv, 1, latin1(",--date-prog,"), latin1(",--exclude-monotonic,--disable-shm,--help,--version,"), latin1(",-p,"), latin1(",-m,-f,-h,-v,"));
      const i = rest(argv, r);
      return i >= 0 && i + 1 < argv.length ? i + 1 : NONE;
    }
    case 42: case 43: // proxychains[4] [-q] [-f CONFIG] COMMAND…
      return getopt(argv, latin1(","), latin1(","), latin1(",-f,"), latin1(",-q,"));
    case 44: { // torsocks [options] COMMAND… | torsocks on|off|show (prints shell code) | --shell
      const i = getopt(argv, latin1(",--user,--pass,--address,--port,"), latin1(",--isolate,--debug,--quiet,--ipv6,--shell,--help,--version,"),
        latin1(",-u,-p,-a,-P,"), latin1(",-i,-d,-q,-6,-h,"));
      return i >= 0 && (argv[i] == "on" || argv[i] == "off" || argv[i] == "show") ? NONE : i;
    }
    case 45: { // tsocks [COMMAND…] | tsocks on|off|show|-on|-off|-sh
      if (argv.length < 2) return NONE;
      const a = argv[1];
      return a == "on" || a == "off" || a == "show" || a == "-on" || a == "-off" || a == "-sh" ? NONE : 1;
    }
    case 46: // catchsegv COMMAND…
      return getopt(argv, latin1(","), latin1(",--help,--version,"), latin1(","), latin1(","));
    case 47: // trickle [-hvVs] [-d RATE] [-u RATE] [-w LEN] [-t SECS] [-l LEN] [-n PATH] [-L MS] [-P PATH] COMMAND…
      return getopt(argv, latin1(","), latin1(","), latin1(",-d,-u,-w,-t,-l,-n,-L,-P,"), latin1(",-h,-v,-V,-s,"));
    case 48: { // cpulimit [options] (-p PID | -e EXE | -P PATH | [--] COMMAND…)
      const r = new Opts(argv, 1, latin1(",--limit,--cpus,--pid,--exe,--path,--signal,"),
        latin1(",--verbose,--lazy,--include-children,--background,--kill,--restore,--quiet,--foreground,--monitor-forks,--help,"),
        latin1(",-l,-c,-p,-e,-P,-s,"), latin1(",-v,-z,-i,-b,-k,-r,-q,-f,-m,-h,"));
      let target = false;
      while (r.next()) if (r.opt == "-p" || r.opt == "-e" || r.opt == "-P" || r.opt == "--pid" || r.opt == "--exe" || r.opt == "--path") target = true;
      if (r.unknown) strange = true;
      return target || r.i >= argv.length ? NONE : r.i;
    }
    case 49: // dbus-launch [--sh-syntax …] [--config-file FILE] [--autolaunch=ID] [PROGRAM [ARGS…]]
      return getopt(argv, latin1(",--config-file,--autolaunch,"),
        latin1(",--sh-syntax,--csh-syntax,--auto-syntax,--binary-syntax,--close-stderr,--exit-with-session,--exit-with-x11,--version,--help,"), latin1(","), latin1(","));
    case 50: // macOS sandbox-exec [-f FILE | -n NAME | -p PROFILE] [-D KEY=VALUE …] COMMAND…
      return getopt(argv, latin1(","), latin1(","), latin1(",-f,-n,-p,-D,"), latin1(","));
    case 51: { // pipenv [options] run COMMAND…
      const r = new Opts(argv, 1, latin1(",--python,--pypi-mirror,"),
        latin1(",--where,--venv,--py,--envs,--rm,--bare,--man,--support,--site-packages,--no-site-packages,--clear,--quiet,--verbose,--version,--help,--system,"),
        latin1(","), latin1(",-q,-v,-h,"));
      return subcommand(argv, r, latin1(",run,"));
    }
    case 52: { // entr [-acdnprsxz] COMMAND… (the files to watch come on stdin); -s: COMMAND is one
      // command line for $SHELL
      const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(","), latin1(",-a,-c,-d,-n,-p,-r,-s,-x,-z,"));
      let sh = false;
      while (r.next()) if (r.opt == "-s") sh = true;
      if (r.unknown) strange = true;
      if (r.i >= argv.length) return NONE;
      if (sh) { mode = M_TEXT; launchText = argv[r.i]; }
      return r.i;
    }
    case 53: return perfAt(argv);
    case 54: return hyperfineAt(argv);
    case 75: return concurrentlyAt(argv);
    case 76: return nodemonAt(argv);
    case 77: { // moreutils' pee [--[no-]ignore-sigpipe] [--[no-]ignore-write-errors] COMMAND…:
      // each a command line popen(3) runs (sh -c), fed this one's stdin
      const r = new Opts(argv, 1, latin1(","), latin1(",--ignore-sigpipe,--no-ignore-sigpipe,--ignore-write-errors,--no-ignore-write-errors,"), latin1(","), latin1(","));
      while (r.next()) {}
      if (r.unknown) strange = true;
      for (let i = r.i; i < argv.length; i++) optText(argv[i], i, false);
      return NONE;
    }
    case 55: { // run0 [options] [COMMAND [ARGS…]] (systemd's sudo): no command, an interactive shell
      const r = new Opts(argv, 1, latin1(",--user,--group,--nice,--chdir,--setenv,--property,--description,--slice,--unit,--background,--machine,--area,--shell-prompt-prefix,"),
        latin1(",--slice-inherit,--no-ask-password,--pty,--pipe,--via-shell,--empower,--help,--version,"), latin1(",-u,-g,-D,-M,"), latin1(",-h,-V,-i,"));
      while (r.next()) if (r.opt == "--chdir" || r.opt == "-D") moveBy(r);
      return rest(argv, r);
    }
    case 56: { // systemd-inhibit [--what= --who= --why= --mode=] [COMMAND…]; --list: none
      const r = new Opts(argv, 1, latin1(",--what,--who,--why,--mode,"), latin1(",--list,--no-pager,--no-legend,--no-ask-password,--help,--version,"), latin1(","), latin1(",-h,"));
      let list = false;
      while (r.next()) if (r.opt == "--list") list = true;
      if (r.unknown) strange = true;
      return list || r.i >= argv.length ? NONE : r.i;
    }
    case 57: case 58: case 59: case 60: case 61: case 62: { // setarch ARCH [options] [PROGRAM…]; linux32, linux64, i386, x86_64, uname26 [options] [PROGRAM…]
      const from = k == 57 ? 2 : 1;
      if (argv.length <= from) return NONE;
      const r = new Opts(argv, from, latin1(","),
        latin1(",--3gb,--4gb,--32bit,--fdpic-funcptrs,--short-inode,--addr-compat-layout,--addr-no-randomize,--whole-seconds,--sticky-timeouts,--read-implies-exec,--mmap-page-zero,--uname-2.6,--verbose,--list,--show,--help,--version,"),
        latin1(","), latin1(",-v,-3,-B,-F,-I,-L,-R,-S,-T,-X,-Z,-h,-V,"));
      return rest(argv, r);
    }
    case 63: // dbus-run-session [--config-file=F] [--dbus-daemon=B] [--] PROGRAM [ARGS…]
      return getopt(argv, latin1(",--config-file,--dbus-daemon,"), latin1(",--help,--version,"), latin1(","), latin1(","));
    case 64: { // ssh-agent [-c|-s] [-Dd] [-a SOCK] [-E HASH] [-O OPT] [-P PROVIDERS] [-t LIFE] [COMMAND…]; -k: none
      const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-a,-E,-O,-P,-t,"), latin1(",-c,-s,-D,-d,-k,-x,"));
      let kill = false;
      while (r.next()) if (r.opt == "-k") kill = true;
      if (r.unknown) strange = true;
      return kill || r.i >= argv.length ? NONE : r.i;
    }
    case 65: // runit's chpst [-vP012] [-u U] [-U U] [-b ARGV0] [-e DIR] [-/ ROOT] [-n INC] [-l|-L LOCK] [-m|-d|-o|-p|-f|-c|-r|-t N] PROG…
      return getopt(argv, latin1(","), latin1(","), latin1(",-u,-U,-b,-e,-/,-n,-l,-L,-m,-d,-o,-p,-f,-c,-r,-t,"), latin1(",-v,-P,-0,-1,-2,"));
    case 66: case 67: case 68: // daemontools' envdir DIR CHILD…, envuidgid ACCOUNT CHILD…, setuidgid ACCOUNT CHILD…
      return argv.length > 2 ? 2 : NONE;
    case 69: // softlimit [-m|-a|-d|-s|-l|-f|-c|-o|-p|-t|-r N] CHILD…
      return getopt(argv, latin1(","), latin1(","), latin1(",-m,-a,-d,-s,-l,-f,-c,-o,-p,-t,-r,"), latin1(","));
    case 70: // pgrphack CHILD…
      return argv.length > 1 ? 1 : NONE;
    case 71: { // setlock [-nNxX] FILE CHILD…
      const i = getopt(argv, latin1(","), latin1(","), latin1(","), latin1(",-n,-N,-x,-X,"));
      return i >= 0 && i + 1 < argv.length ? i + 1 : NONE;
    }
    case 72: // torify COMMAND… (torsocks)
      return argv.length > 1 ? 1 : NONE;
    case 73: // daemonize [-a] [-v] [-c DIR] [-e F] [-o F] [-p F] [-l F] [-u USER] [-E NAME=VALUE] PATH [ARGS…]
      return getopt(argv, latin1(","), latin1(","), latin1(",-c,-e,-o,-p,-l,-u,-E,"), latin1(",-a,-v,"));
    case 74: { // start-stop-daemon --start --exec|--startas PATH [options] -- ARGS…: the program
      // and its arguments are given apart; read as unknown when it starts one
      const r = new Opts(argv, 1,
        latin1(",--exec,--startas,--pidfile,--name,--user,--group,--chuid,--signal,--retry,--chroot,--chdir,--nicelevel,--procsched,--iosched,--umask,--output,--ppid,--make-pidfile,--notify-timeout,"),
        latin1(",--start,--stop,--status,--test,--oknodo,--quiet,--verbose,--background,--no-close,--notify-await,--remove-pidfile,--help,--version,"),
        latin1(",-x,-a,-p,-n,-u,-g,-c,-s,-R,-r,-d,-N,-P,-I,-k,-O,"), latin1(",-S,-K,-T,-t,-o,-q,-v,-b,-C,-m,-H,-V,"));
      let start = false;
      while (r.next()) if (r.opt == "--start" || r.opt == "-S") start = true;
      if (start) strange = true;
      return NONE;
    }
    case 80: case 81: case 87: { // docker|podman|nerdctl [global options] [container] exec [options] CONTAINER CMD…:
      // CMD runs in the container, fed this one's stdin with -i (docker-exec(1)); where it
      // runs there is not known here. (`run`, `create`: containerRunAt.)
      const r = k == 87 ? new Opts(argv, 1, NERDCTL_V, NERDCTL_F, latin1(",-a,-n,-H,"), latin1(",-h,-v,"))
        : new Opts(argv, 1, latin1(",--config,--context,--host,--log-level,--tlscacert,--tlscert,--tlskey,--url,--identity,--connection,--root,--runroot,--storage-driver,"),
        latin1(",--debug,--tls,--tlsverify,--remote,--help,--version,"), latin1(",-c,-H,-l,"), latin1(",-D,-v,-h,"));
      while (r.next()) {}
      let i = r.i;
      if (i < argv.length && argv[i] == "compose") { if (r.unknown) strange = true; return composeExecAt(argv, i + 1); }
      if (i < argv.length && argv[i] == "container") i++;
      if (i < argv.length && (argv[i] == "run" || argv[i] == "create")) { if (r.unknown) strange = true; return containerRunAt(argv, i + 1, k == 81); }
      // (podman unshare [--rootless-netns] [CMD…]: CMD runs here, on this host's files, in
      // rootless podman's user namespace — as root there; with no CMD, $SHELL reads stdin:
      // podman-unshare(1))
      if (k == 81 && i < argv.length && argv[i] == "unshare") {
        if (r.unknown) strange = true;
        const u = new Opts(argv, i + 1, latin1(","), latin1(",--rootless-netns,--help,"), latin1(","), latin1(",-h,"));
        while (u.next()) {}
        if (u.unknown) strange = true;
        if (u.i < argv.length) return u.i;
        strange = true;
        return NONE;
      }
      if (i >= argv.length || argv[i] != "exec") return NONE;
      if (r.unknown) strange = true;
      const e = new Opts(argv, i + 1, latin1(",--env,--env-file,--user,--workdir,--detach-keys,--preserve-fds,"),
        latin1(",--detach,--interactive,--tty,--privileged,--latest,--help,"), latin1(",-e,-u,-w,"), latin1(",-d,-i,-t,-l,"));
      // (podman's -l/--latest names the container: no operand does; stdin is the command's
      // only with -i, and not when detached — a Go bool option may be given `=false`)
      let latest = false, attach = false, detach = false;
      while (e.next()) {
        if (k == 81 && (e.opt == "-l" || e.opt == "--latest")) latest = true;
        else if (e.opt == "-i" || e.opt == "--interactive") attach = goTrue(e);
        else if (e.opt == "-d" || e.opt == "--detach") detach = goTrue(e);
      }
      stdinShut = !attach || detach;
      if (e.unknown) strange = true;
      moveTo("", -1); away = true;
      const at = latest ? e.i : e.i + 1;
      return at < argv.length ? at : NONE;
    }
    case 82: case 83: { // kubectl|oc [options] exec [options] POD [-c C] -- CMD…: CMD runs in the
      // pod (kubectl-exec(1)); the old form without `--` puts it after POD, read as unknown
      // (the subcommand is the first word that is no option nor a global option's value)
      const r = new Opts(argv, 1, latin1(",--namespace,--context,--kubeconfig,--cluster,--user,--server,--token,--as,--as-group,--as-uid,--cache-dir,--certificate-authority,--client-certificate,--client-key,--log-file,--request-timeout,--tls-server-name,--profile,--profile-output,--username,--password,--v,--vmodule,"),
        latin1(",--insecure-skip-tls-verify,--match-server-version,--warnings-as-errors,--log-flush-frequency,--help,"), latin1(",-n,-s,-v,"), latin1(",-h,"));
      while (r.next()) {}
      const i = r.i;
      if (i >= argv.length || argv[i] != "exec") return NONE;
      let dd = i + 1;
      // (stdin is the command's only with -i/--stdin: a bundle holding i, or --stdin[=true])
      let attach = false;
      while (dd < argv.length && argv[dd] != "--") {
        const a = argv[dd++];
        if (a == "--stdin" || a.startsWith("--stdin=") && goBool(a.substring(8)) || !a.startsWith("--") && a.startsWith("-") && findChar(a, 105) > 0) attach = true;
      }
      stdinShut = !attach;
      moveTo("", -1); away = true;
      if (dd + 1 < argv.length) return dd + 1;
      if (dd >= argv.length) strange = true;
      return NONE;
    }
    case 84: return rtkAt(argv);
    case 86: return composeExecAt(argv, 1);                // docker-compose [options] exec …
    case 88: { // op [global flags] run [--env-file F] [--no-masking] -- COMMAND…: the 1Password
      // CLI runs COMMAND with the secrets its environment references (`op run --help`);
      // its other subcommands run nothing
      let i = 1;
      for (; i < argv.length && argv[i].startsWith("-"); i++) {
        const a = argv[i];
        if (findChar(a, 61) < 0 && (a == "--account" || a == "--config" || a == "--encoding" || a == "--format" || a == "--session")) i++;
      }
      if (i >= argv.length || argv[i] != "run") return NONE;
      for (let k = i + 1; k < argv.length; k++) if (argv[k] == "--") return k + 1 < argv.length ? k + 1 : NONE;
      for (i++; i < argv.length && argv[i].startsWith("-"); i++) if (argv[i] == "--env-file") i++;
      strange = true; // (without `--`, op's own flags and the command's are not told apart)
      return i < argv.length ? i : NONE;
    }
    case 85: { // go SUBCOMMAND [flags]: -toolexec CMD runs `CMD TOOL ARGS…` for each tool
      // it runs, -exec XPROG runs the binaries it builds (`go help build`, `go help test`),
      // each a command line go splits into words; -args ends go's flags (the test binary's)
      for (let i = 2; i < argv.length; i++) {
        const a = argv[i];
        if (a == "--" || a == "-args" || a == "--args") break;
        const name = a.startsWith("--") ? a.substring(1) : a;
        const eq = findChar(name, 61);
        const key = eq > 0 ? name.substring(0, eq) : name;
        if (key != "-toolexec" && key != "-exec") continue;
        if (eq > 0) optText(name.substring(eq + 1), i, false);
        else if (i + 1 < argv.length) { optText(argv[i + 1], i + 1, false); i++; }
      }
      return NONE;
    }
    case 89: return ansibleAt(argv);
    case 90: case 91: case 92: return cloudSshAt(argv, k);
    case 93: return awsRemoteAt(argv);
    case 78: case 79: { // scp, sftp: ssh's -o (ProxyCommand=, LocalCommand=, …) run here;
      // -S PROGRAM is the program that makes the connection, -D PATH a local sftp-server
      // run in its place (scp(1), sftp(1)); sftp's batch file (-b) may hold `!CMD` lines
      const r = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-B,-b,-c,-D,-F,-i,-J,-l,-o,-P,-R,-S,-s,-X,"), latin1(",-3,-4,-6,-A,-a,-C,-N,-O,-p,-q,-r,-T,-v,-f,"));
      while (r.next()) {
        if (r.opt == "-o" && r.hasValue) sshOption(r.value, r.valueAt);
        else if ((r.opt == "-S" || r.opt == "-D" || (k == 79 && r.opt == "-s" && findChar(r.value, 47) >= 0)) && r.hasValue) optText(r.value, r.valueAt, false);
        else if (k == 79 && r.opt == "-b") strange = true;
      }
      if (r.unknown) strange = true;
      return NONE;
    }
  }
  return NONE;
}

// ansible HOST-PATTERN [options]: an ad-hoc task, module -m/--module-name (`command` when
// none is given) with arguments -a/--args, run on the hosts the pattern names — this one
// too (`localhost`, an inventory that lists it, `-c local`). Read as ansible's argparse reads
// it (options anywhere after the pattern, a long option by an unambiguous prefix, `--opt=v`,
// a short valued letter taking the rest of its word or the next) and from the modules'
// documentation (ansible.builtin.*, also as `ansible.legacy.*` or bare): `command`, `shell`
// and `raw` run their arguments as a command line (command's free-form text is split as a
// shell splits words, a subset of what the shell reads; their `chdir=`/`creates=` keys stay
// in as words); `file` with `state=absent` deletes `path` (or `dest`, `name`) and a
// directory recursively — `rm -rf -- PATH`; `script` runs a local script file there, as
// `sh FILE`; modules that only read (ping, setup, gather_facts, debug, stat, find) run
// nothing. Each runs as on another host (remoteText: no directory or variable of here). Any
// other module, arguments that are not `key=value` words (YAML/JSON `{…}`), or an option
// this grammar does not know: what runs is not known (strange).
const ANSIBLE_V = latin1(",--args,--module-name,--inventory,--inventory-file,--limit,--user,--connection,--timeout,--extra-vars,--forks,--tree,--background,--poll,--module-path,--become-method,--become-user,--private-key,--key-file,--ssh-common-args,--sftp-extra-args,--scp-extra-args,--ssh-extra-args,--vault-id,--vault-password-file,--vault-pass-file,--playbook-dir,--task-timeout,--become-password-file,--connection-password-file,");
const ANSIBLE_F = latin1(",--become,--ask-become-pass,--ask-pass,--check,--diff,--one-line,--list-hosts,--syntax-check,--version,--help,--verbose,--ask-vault-pass,--ask-vault-password,");
const ANSIBLE_READS = latin1(",ping,setup,gather_facts,debug,stat,find,");
function ansibleAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1, ANSIBLE_V, ANSIBLE_F, latin1(",-a,-m,-i,-l,-u,-c,-T,-e,-f,-t,-B,-P,-M,"), latin1(",-b,-K,-k,-C,-D,-o,-v,-h,-J,"));
  let module = "command", args = "", argsAt = -1, pattern = false, none = false;
  while (true) {
    if (r.next()) {
      const o = r.opt;
      if ((o == "-m" || o == "--module-name") && r.hasValue) module = r.value;
      else if ((o == "-a" || o == "--args") && r.hasValue) { args = r.value; argsAt = r.valueAt; }
      else if (o == "--list-hosts" || o == "--syntax-check" || o == "--version" || o == "--help" || o == "-h") none = true;
      continue;
    }
    if (r.i >= argv.length || r.ended) break;
    if (pattern) strange = true; // (a second operand: ansible refuses it)
    pattern = true;
    r.i++;
  }
  if (r.unknown) strange = true;
  if (none || !pattern) return NONE;
  let m = module;
  if (m.startsWith("ansible.builtin.")) m = m.substring(16);
  else if (m.startsWith("ansible.legacy.")) m = m.substring(15);
  if (listed(ANSIBLE_READS, m)) return NONE;
  if (argsAt < 0 && m != "command" && m != "shell" && m != "raw") { strange = true; return NONE; }
  if (m == "command" || m == "shell" || m == "raw") {
    if (argsAt < 0) { strange = true; return NONE; } // (no command: ansible refuses it)
    optText(args, argsAt, true);
    return NONE;
  }
  if (m == "script") { optText("sh -- " + args, argsAt, true); return NONE; }
  if (m == "file") {
    const path = kvValue(args, "path", "dest", "name"), state = kvValue(args, "state", "", "");
    if (path == null || state == null) { strange = true; return NONE; }
    if (state! == "absent") optText("rm -rf -- " + path!, argsAt, true);
    return NONE;
  }
  strange = true;
  return NONE;
}

// The value of key `a` (or `b`, `c`) in ansible's `key=value` words (its parse_kv: words
// split at blanks, a value quoted with ' or " kept as one, its quotes kept here so that the
// shell reads it back as one word); "" where absent; null where the text is not such words
// (a `{` form, a word with no `=`, an unclosed quote, a key given twice).
function kvValue(s: string, a: string, b: string, c: string): string | null {
  let i = 0, found: string | null = "", seen = false;
  const n = s.length;
  while (i < n) {
    while (i < n && (s.charCodeAt(i) == 32 || s.charCodeAt(i) == 9 || s.charCodeAt(i) == 10)) i++;
    if (i >= n) break;
    const start = i;
    let q = 0;
    while (i < n) {
      const ch = s.charCodeAt(i);
      if (q) { if (ch == q) q = 0; i++; continue; }
      if (ch == 39 || ch == 34) { q = ch; i++; continue; }
      if (ch == 32 || ch == 9 || ch == 10) break;
      i++;
    }
    if (q) return null;
    const w = s.substring(start, i);
    const eq = findChar(w, 61);
    if (eq <= 0 || w.charCodeAt(0) == 123) return null;
    const key = w.substring(0, eq);
    if (key == a || (b.length && key == b) || (c.length && key == c)) { if (seen) return null; seen = true; found = w.substring(eq + 1); }
  }
  return found;
}

/** A command line that holds `{` is filled in when it runs (hyperfine's parameters,
 * concurrently's passthrough arguments): strange. */
function placeholders(): void {
  for (let k = 0; k < optCount; k++) if (findChar(optTexts[k], 123) >= 0) strange = true;
}

// ─── containers run here ────────────────────────────────────────────────────────────
// docker/podman/nerdctl [container] run|create [OPTIONS] IMAGE [CMD [ARG…]] (docker-run(1),
// docker-container-create(1), podman-run(1), nerdctl's run): pflag's grammar — options to
// the first operand, the IMAGE (cobra's SetInterspersed(false): `--` is no marker of its
// own), then the command: CMD ARG…, or `--entrypoint X` then them (`--entrypoint ""` resets
// the image's). A create's command runs at a later `start`: read as if run now. With no
// command given the image's runs: not known here (strange when a host path is mounted).
// (The image's ENTRYPOINT, when it has one, gets CMD as its arguments: not seen here; CMD
// is read as the command, what most images that take one mean.)
// Mounts: -v/--volume SRC:DST[:OPTS] (DST alone: an anonymous volume; SRC absolute or
// `.`-relative a host path, else a volume's name), --mount type=bind,source|src=S,
// target|dst|destination=D[,…] (a volume, a tmpfs — --tmpfs too —: the container's own,
// over what is below: `-v "$PWD":/w -v /w/node_modules`), podman's --rootfs
// (IMAGE is a host directory: the container's `/`). What reaches the host otherwise —
// --volumes-from, --privileged, --device, --pid/--userns/--ipc/--cgroupns host, --cap-add
// of a capability that reaches files — or an option not read: mountsUnknown. (The options:
// docker's, podman's and nerdctl's run references; pflag takes no abbreviation, Opts does:
// a stricter reading, as docker refuses an abbreviated option.)
const RUN_V = latin1(",--add-host,--annotation,--attach,--blkio-weight,--blkio-weight-device,--cap-add,--cap-drop,--cgroup-parent,--cgroupns,--cidfile,--cpu-count,--cpu-percent,--cpu-period,--cpu-quota,--cpu-rt-period,--cpu-rt-runtime,--cpu-shares,--cpus,--cpuset-cpus,--cpuset-mems,--detach-keys,--device,--device-cgroup-rule,--device-read-bps,--device-read-iops,--device-write-bps,--device-write-iops,--dns,--dns-opt,--dns-option,--dns-search,--domainname,--entrypoint,--env,--env-file,--expose,--gpus,--group-add,--health-cmd,--health-interval,--health-retries,--health-start-interval,--health-start-period,--health-timeout,--hostname,--io-maxbandwidth,--io-maxiops,--ip,--ip6,--ipc,--isolation,--kernel-memory,--label,--label-file,--link,--link-local-ip,--log-driver,--log-opt,--mac-address,--memory,--memory-reservation,--memory-swap,--memory-swappiness,--mount,--name,--net,--net-alias,--network,--network-alias,--oom-score-adj,--pid,--pids-limit,--platform,--publish,--pull,--restart,--runtime,--security-opt,--shm-size,--stop-signal,--stop-timeout,--storage-opt,--sysctl,--tmpfs,--ulimit,--user,--userns,--uts,--volume,--volume-driver,--volumes-from,--workdir,--arch,--authfile,--cgroup-conf,--cgroups,--chrootdirs,--conmon-pidfile,--creds,--decryption-key,--env-merge,--gidmap,--group-entry,--hostuser,--image-volume,--init-path,--os,--passwd-entry,--personality,--pod,--pod-id-file,--preserve-fds,--rdt-class,--requires,--retry,--retry-delay,--sdnotify,--seccomp-policy,--secret,--subgidname,--subuidname,--systemd,--timeout,--tz,--umask,--uidmap,--unsetenv,--variant,--health-on-failure,--health-log-destination,--health-max-log-count,--health-max-log-size,--health-startup-cmd,--health-startup-interval,--health-startup-retries,--health-startup-success,--health-startup-timeout,--shm-size-systemd,--pidfile,--cosign-key,--cosign-certificate-identity,--cosign-certificate-oidc-issuer,--verify,--snapshotter,--ipfs-address,");
const RUN_F = latin1(",--detach,--init,--interactive,--no-healthcheck,--oom-kill-disable,--privileged,--publish-all,--quiet,--read-only,--rm,--sig-proxy,--tty,--disable-content-trust,--help,--use-api-socket,--env-host,--http-proxy,--no-hosts,--no-hostname,--passwd,--read-only-tmpfs,--replace,--rootfs,--tls-verify,--rmi,");
const RUN_VS = latin1(",-a,-c,-e,-h,-l,-m,-p,-u,-v,-w,");
const RUN_FS = latin1(",-d,-i,-t,-P,-q,");
// nerdctl's global options (nerdctl --help)
const NERDCTL_V = latin1(",--address,--namespace,--snapshotter,--storage-driver,--cni-path,--cni-netconfpath,--data-root,--cgroup-manager,--host-gateway-ip,--hosts-dir,--bridge-ip,");
const NERDCTL_F = latin1(",--debug,--debug-full,--insecure-registry,--experimental,--kube-hide-dupe,--help,--version,");

function addMount(src: string, dst: string, at: i32): void { mountSrc.push(src); mountDst.push(dst); mountAt.push(at); }
/** The source of a volume's or tmpfs's mount: the container's own files. */
export const OWN_SOURCE = "=";
function ownMount(dst: string): void { if (dst.startsWith("/")) addMount(OWN_SOURCE, dst, -1); }

/** -v's value: SRC:DST[:OPTS] or DST (an anonymous volume). */
function volume(v: string, at: i32): void {
  const c = findChar(v, 58);
  if (c < 0) { ownMount(v); return; }
  const src = v.substring(0, c);
  const e = findChar(v, 58, c + 1);
  const dst = e < 0 ? v.substring(c + 1) : v.substring(c + 1, e);
  if (src.length == 0 || dst.length == 0) { mountsUnknown = true; return; }
  const f = src.charCodeAt(0);
  // (absolute, `.`-relative, the home's forms, a path with a `/`; else a named volume)
  if (f == 47 || f == 46 || f == 126 || f == 36 || findChar(src, 47) >= 0) {
    addMount(src, dst, at);
    // (OPTS: comma-separated; `ro` or `readonly` makes it read-only)
    if (e < 0 || !hasField(v.substring(e + 1), "ro") && !hasField(v.substring(e + 1), "readonly")) mountsWritable = true;
  } else ownMount(dst);
}

/** Whether comma-separated `list` has the field `f`. */
function hasField(list: string, f: string): bool {
  let i = 0;
  while (i <= list.length) {
    let e = findChar(list, 44, i);
    if (e < 0) e = list.length;
    if (list.substring(i, e) == f) return true;
    i = e + 1;
  }
  return false;
}

/** --mount's value: comma-separated KEY=VALUE (a quoted field: not read). */
function mountOption(v: string, at: i32): void {
  if (findChar(v, 34) >= 0 || findChar(v, 39) >= 0) { mountsUnknown = true; return; }
  let type = "volume", src = "", dst = "", opts = false, ro = false;
  let i = 0;
  while (i <= v.length) {
    let e = findChar(v, 44, i);
    if (e < 0) e = v.length;
    const f = v.substring(i, e);
    const q = findChar(f, 61);
    const key = q < 0 ? f : f.substring(0, q), val = q < 0 ? "" : f.substring(q + 1);
    if (key == "type") type = val;
    else if (key == "source" || key == "src") src = val;
    else if (key == "target" || key == "dst" || key == "destination") dst = val;
    else if (key.startsWith("volume-opt")) opts = true; // (a local volume may bind a host path: o=bind,device=…)
    else if (key == "readonly" || key == "ro") ro = q < 0 || goBool(val);
    i = e + 1;
  }
  if (type == "bind") { if (src.length == 0 || dst.length == 0) mountsUnknown = true; else { addMount(src, dst, at); if (!ro) mountsWritable = true; } }
  else if (opts || (type != "volume" && type != "tmpfs" && type != "image" && type != "npipe")) mountsUnknown = true;
  else ownMount(dst);
}

// capabilities that reach the host's files from a container (capabilities(7): mount,
// open_by_handle_at, modules, raw devices; ALL holds them)
function hostCap(v: string): bool {
  const u = v.toUpperCase();
  return u.includes("ALL") || u.includes("SYS_ADMIN") || u.includes("DAC_READ_SEARCH") || u.includes("SYS_MODULE") || u.includes("SYS_RAWIO");
}

function containerRunAt(argv: Array<string>, from: i32, podman: bool): i32 {
  contained = true;
  const r = new Opts(argv, from, RUN_V, RUN_F, RUN_VS, RUN_FS);
  let attach = false, detach = false, rootfs = false, entry = false, entryAt = -1;
  while (r.next()) {
    const o = r.opt;
    // (pflag reads a short option's `-v=VALUE` as VALUE)
    if (r.hasValue && o.length == 2 && r.value.startsWith("=") && argv[r.valueAt].startsWith(o + "=")) r.value = r.value.substring(1);
    if (o == "-v" || o == "--volume") { if (r.hasValue) { mountWords.push(r.valueAt); volume(r.value, r.valueAt); } }
    else if (o == "--mount") { if (r.hasValue) { mountWords.push(r.valueAt); mountOption(r.value, r.valueAt); } }
    else if (o == "--tmpfs") { if (r.hasValue) { mountWords.push(r.valueAt); const c = findChar(r.value, 58); ownMount(c < 0 ? r.value : r.value.substring(0, c)); } }
    else if (o == "-w" || o == "--workdir") { if (r.hasValue) { containerWd = r.value; containerWdAt = r.valueAt; } }
    else if (o == "--entrypoint") { if (r.hasValue) { entry = r.value.length > 0; entryAt = r.valueAt; } }
    else if (o == "-i" || o == "--interactive") attach = goTrue(r);
    else if (o == "-d" || o == "--detach") detach = goTrue(r);
    else if (o == "--rootfs") rootfs = podman && goTrue(r);
    else if (o == "--volumes-from" || o == "--device" || (o == "--image-volume" && r.value == "bind")) mountsUnknown = true;
    else if (o == "--cap-add") { if (hostCap(r.value)) mountsUnknown = true; }
    else if (o == "--privileged") { if (goTrue(r)) mountsUnknown = true; }
    else if ((o == "--pid" || o == "--userns" || o == "--ipc" || o == "--cgroupns") && r.value == "host") mountsUnknown = true;
  }
  if (r.unknown) { strange = true; mountsUnknown = true; }
  stdinShut = !attach || detach;
  const img = r.i;
  if (img >= argv.length) return NONE;
  if (rootfs) { addMount(argv[img], "/", img); mountsWritable = true; }
  if (entry) {
    launchPrefix = [argv[entryAt]];
    launchPrefixAt = entryAt;
    return img + 1;
  }
  if (img + 1 < argv.length) return img + 1;
  // (the image's own command: not known here — what it may do to the host's files, unknown;
  // a read-only mount it can only read)
  if (mountsUnknown || mountsWritable) strange = true;
  return NONE;
}

// docker compose [options] run [options] SERVICE [CMD…] (`docker compose run --help`): the
// service's container, with the compose file's mounts (not known here) and those -v adds;
// without CMD the service's command runs (not known here).
const COMPOSE_RUN_V = latin1(",--entrypoint,--env,--env-from-file,--label,--name,--publish,--user,--volume,--workdir,--cap-add,--cap-drop,--pull,");
const COMPOSE_RUN_F = latin1(",--build,--detach,--interactive,--no-TTY,--no-deps,--quiet,--quiet-build,--quiet-pull,--remove-orphans,--rm,--service-ports,--use-aliases,--tty,--help,");
function composeRunAt(argv: Array<string>, from: i32): i32 {
  contained = true; mountsUnknown = true;
  const r = new Opts(argv, from, COMPOSE_RUN_V, COMPOSE_RUN_F, latin1(",-e,-l,-p,-u,-v,-w,"), latin1(",-d,-i,-P,-T,-q,-t,"));
  let attach = true, detach = false, entry = false, entryAt = -1;
  while (r.next()) {
    const o = r.opt;
    if (r.hasValue && o.length == 2 && r.value.startsWith("=") && argv[r.valueAt].startsWith(o + "=")) r.value = r.value.substring(1);
    if (o == "-w" || o == "--workdir") { if (r.hasValue) { containerWd = r.value; containerWdAt = r.valueAt; } }
    else if (o == "--entrypoint") { if (r.hasValue) { entry = r.value.length > 0; entryAt = r.valueAt; } }
    else if (o == "-i" || o == "--interactive") attach = goTrue(r);
    else if (o == "-d" || o == "--detach") detach = goTrue(r);
  }
  if (r.unknown) strange = true;
  stdinShut = !attach || detach;
  const svc = r.i;
  if (svc >= argv.length) return NONE;
  if (entry) { launchPrefix = [argv[entryAt]]; launchPrefixAt = entryAt; return svc + 1; }
  if (svc + 1 < argv.length) return svc + 1;
  strange = true;
  return NONE;
}

// docker compose [options] exec [options] SERVICE CMD… (and docker-compose, podman compose):
// CMD runs in the service's container (`docker compose exec --help`); stdin is the
// command's unless --interactive=false or -d (compose's exec keeps it open by default).
function composeExecAt(argv: Array<string>, from: i32): i32 {
  const r = new Opts(argv, from, latin1(",--file,--project-name,--profile,--env-file,--project-directory,--ansi,--progress,--parallel,--context,--host,--log-level,"),
    latin1(",--compatibility,--dry-run,--all-resources,--verbose,--no-ansi,--tls,--tlsverify,--skip-hostname-check,--help,--version,"), latin1(",-f,-p,-c,-H,"), latin1(",-v,-h,"));
  while (r.next()) {}
  if (r.i < argv.length && argv[r.i] == "run") { if (r.unknown) strange = true; return composeRunAt(argv, r.i + 1); }
  if (r.i >= argv.length || argv[r.i] != "exec") return NONE;
  if (r.unknown) strange = true;
  const e = new Opts(argv, r.i + 1, latin1(",--env,--index,--user,--workdir,"),
    latin1(",--detach,--interactive,--tty,--no-TTY,--no-tty,--privileged,--help,"), latin1(",-e,-u,-w,"), latin1(",-d,-i,-t,-T,"));
  let attach = true, detach = false;
  while (e.next()) {
    if (e.opt == "--interactive" || e.opt == "-i") attach = goTrue(e);
    else if (e.opt == "-d" || e.opt == "--detach") detach = goTrue(e);
  }
  if (e.unknown) strange = true;
  stdinShut = !attach || detach;
  moveTo("", -1); away = true;
  return e.i + 1 < argv.length ? e.i + 1 : NONE;
}

// ─── rtk ─────────────────────────────────────────────────────────────────────────
// rtk [-v…] [-u] [--skip-env] SUBCOMMAND ARGS… (rtk-ai/rtk: its clap grammar, src/main.rs,
// and what each subcommand's module runs): a proxy that runs a tool and filters what it
// prints. clap reads rtk's global options (-v/--verbose, -u/--ultra-compact, --skip-env:
// `global = true`) and a first `--` wherever it reads options — up to a subcommand's first
// operand, after which each word is the tool's (trailing_var_arg) —, and drops them; -h/-V
// print. What runs: the tool the subcommand names with its words (`rtk git push -- -f` is
// `git push -f`); `err`, `test`, `summary`: the words joined, run by `sh -c`; `proxy`: the
// words; `npm ARGS` and npx's default: `npm run ARGS`; `npx tsc|next|prettier|playwright`
// those tools; `lint W ARGS` (and `npx eslint W …`): W itself when it is a plain word, else
// eslint; `ruff`: `ruff check --output-format=json ARGS` unless the first word is an option,
// `format` or `version`; `grep P PATH …`: `rg -n --no-heading P PATH …` (no `--`: a
// pattern may be an option there); `git stash NAME …`, NAME none of list/show/pop/apply/
// drop/push: `git stash …`. Its own reports run none; a subcommand it does not list is read
// as the tool of that name (later versions pass those through).
const RTK_OWN = latin1(",read,smart,json,deps,env,find,diff,log,init,gain,cc-economics,config,discover,learn,format,help,");
// the subcommands of the tools rtk knows whose words are a trailing list (clap drops the
// options and `--` before them); any other (an external_subcommand) is passed whole
const RTK_GIT = latin1(",diff,log,status,show,add,push,pull,branch,fetch,worktree,commit,");
const RTK_STASH = latin1(",list,show,pop,apply,drop,push,");
const RTK_ENUMS = latin1(",cargo,go,pnpm,docker,kubectl,gh,");
const RTK_ENUM_SUBS = latin1(",build,test,clippy,check,install,vet,list,outdated,typecheck,ps,images,logs,pods,services,");

/** From word i: the first word that is neither one of rtk's global options nor the first
 * `--` (those are dropped); -1 when one asks for help or the version. */
function rtkArgs(argv: Array<string>, i: i32): i32 {
  let dashes = false;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--" && !dashes) { dashes = true; launchDrop.push(i); i++; continue; }
    if (dashes || a.length < 2 || a.charCodeAt(0) != 45) return i;
    if (a.charCodeAt(1) == 45) {
      if (a == "--help" || a == "--version") return -1;
      if (a != "--verbose" && a != "--ultra-compact" && a != "--skip-env") return i;
    } else {
      // (a bundle of -v and -u: `-vv`, `-vu`; -h and -V print)
      let ours = true, help = false;
      for (let k = 1; k < a.length; k++) { const c = a.charCodeAt(k); if (c == 104 || c == 86) help = true; else if (c != 118 && c != 117) ours = false; }
      if (!ours) return i;
      if (help) return -1;
    }
    launchDrop.push(i);
    i++;
  }
  return i;
}

function rtkAt(argv: Array<string>): i32 {
  launchPrefix = []; launchDrop = []; launchPrefixAt = -1;
  let s = rtkArgs(argv, 1);
  // (an option its grammar does not know: what follows is a guess)
  while (s >= 0 && s < argv.length && argv[s].startsWith("-")) { strange = true; launchDrop.push(s); s = rtkArgs(argv, s + 1); }
  if (s < 0 || s >= argv.length) return NONE;
  const sub = argv[s];
  launchPrefixAt = s;
  const j = rtkArgs(argv, s + 1);
  if (j < 0) return NONE;
  if (sub == "err" || sub == "test" || sub == "summary") { mode = M_JOIN; return j < argv.length ? j : NONE; }
  if (sub == "proxy") return j < argv.length ? j : NONE;
  if (sub == "npm") { launchPrefix = ["npm", "run"]; return j; }
  if (sub == "npx") {
    if (j >= argv.length) return NONE;
    const w = argv[j];
    if (w == "tsc" || w == "typescript") { launchPrefix = ["tsc"]; return j + 1; }
    if (w == "eslint") return rtkLint(argv, j + 1);
    if (w == "next" || w == "prettier" || w == "playwright") { launchPrefix = [w]; return j + 1; }
    if (w == "prisma") { launchPrefix = ["npx"]; return j; }
    launchPrefix = ["npm", "run"];
    return j;
  }
  if (sub == "lint") return rtkLint(argv, j);
  if (sub == "ruff") {
    const w = j < argv.length ? argv[j] : "";
    if (w == "check") { launchPrefix = ["ruff", "check", "--output-format=json"]; return j + 1; }
    if (j >= argv.length || !w.startsWith("-") && w != "format" && w != "version") { launchPrefix = ["ruff", "check", "--output-format=json"]; return j; }
    launchPrefix = ["ruff"];
    return j;
  }
  if (sub == "grep") {
    // (clap takes the first `--` wherever it stands: the words after it are operands)
    if (launchDrop.length == 0 || argv[launchDrop[launchDrop.length - 1]] != "--") for (let k = j; k < argv.length; k++) if (argv[k] == "--") { launchDrop.push(k); break; }
    launchPrefix = ["rg", "-n", "--no-heading"];
    return j;
  }
  if (listed(RTK_OWN, sub)) return NONE;
  if (sub == "git" && j < argv.length) {
    const g = argv[j];
    if (g == "stash") {
      const k = rtkArgs(argv, j + 1);
      if (k >= 0 && k < argv.length && !argv[k].startsWith("-")) {
        if (!listed(RTK_STASH, argv[k])) launchDrop.push(k);
        rtkArgs(argv, k + 1);
      }
    } else if (listed(RTK_GIT, g)) rtkArgs(argv, j + 1);
  } else if (listed(RTK_ENUMS, sub) && j < argv.length && listed(RTK_ENUM_SUBS, argv[j])) rtkArgs(argv, j + 1);
  // (the tool: its own name, then its words)
  launchPrefix = [];
  return s;
}

/** rtk lint ARGS: the first word run itself when it holds no `-`, `/` or `.` (a linter's
 * name: `rtk lint ruff check`), else eslint on ARGS (lint_cmd.rs). */
function rtkLint(argv: Array<string>, k: i32): i32 {
  const w = k < argv.length ? argv[k] : "";
  if (w.length && !w.startsWith("-") && findChar(w, 47) < 0 && findChar(w, 46) < 0) return k;
  launchPrefix = ["eslint"];
  return k;
}

/** A command line an option holds (`rlwrap -z FILTER`, `ssh -o ProxyCommand=…`), at word `at`. */
function optText(text: string, at: i32, remote: bool): void {
  if (optCount == 0) { optTexts = []; optAt = []; optRemote = []; }
  optTexts.push(text); optAt.push(at); optRemote.push(remote);
  optCount++;
}

// perf [--global-opts] record|stat|trace|ftrace [options] [--] COMMAND…, and `perf mem|c2c|
// lock|sched|timechart|kmem|kwork|kvm record …`: the command profiled (perf's parse-options,
// git's: a long option by an unambiguous prefix). Without a command they watch the system
// or a process (-a, -p PID).
const PERF_V = latin1(",--event,--output,--pid,--tid,--cpu,--count,--freq,--mmap-pages,--repeat,--field-separator,--cgroup,--interval-print,--uid,--call-graph,--branch-filter,--filter,--delay,--metrics,--input,--user-regs,--intr-regs,--clockid,--affinity,--max-size,--switch-output,--switch-output-event,--buildid-dir,--control,--post,--pre,--duration,--expr,--graph-function,--tracer,--trace-funcs,--notrace-funcs,--func-opts,--graph-opts,--buffer-size,--ldlat,--type,--sort,--timeout,--sample-cpu,--filter-pids,--event-filter,");
const PERF_F = latin1(",--all-cpus,--no-inherit,--verbose,--quiet,--stat,--raw-samples,--data,--timestamp,--period,--no-samples,--no-buildid,--no-buildid-cache,--append,--per-socket,--per-die,--per-core,--per-thread,--per-node,--detailed,--null,--scale,--big-num,--no-aggr,--all-user,--all-kernel,--sync,--transaction,--topdown,--smi-cost,--summary,--no-bpf-event,--kernel-callchains,--user-callchains,--timestamp-filename,--overwrite,--tail-synthesize,--no-merge,--metric-only,--iostat,--help,--version,--no-pager,--paginate,--sched,--syscalls,--failure,--no-syscalls,--pf,--comm,--full-time,--inherit,--summary-only,--errno-summary,");
function perfAt(argv: Array<string>): i32 {
  let i = 1;
  while (i < argv.length && argv[i].startsWith("-")) { if (argv[i] == "--buildid-dir" || argv[i] == "--debugfs-dir" || argv[i] == "--exec-path") i++; i++; }
  if (i >= argv.length) return NONE;
  const sub = argv[i];
  if (sub == "mem" || sub == "c2c" || sub == "lock" || sub == "sched" || sub == "timechart" || sub == "kmem" || sub == "kwork" || sub == "kvm") {
    i++;
    if (i >= argv.length || (argv[i] != "record" && argv[i] != "stat")) return NONE;
  } else if (sub != "record" && sub != "stat" && sub != "trace" && sub != "ftrace") return NONE;
  const r = new Opts(argv, i + 1, PERF_V, PERF_F, latin1(",-e,-o,-p,-t,-C,-c,-F,-m,-r,-x,-G,-I,-u,-j,-D,-M,"), latin1(",-a,-i,-v,-q,-s,-R,-d,-n,-N,-A,-B,-g,-P,-S,-z,-b,-W,-k,-h,-Z,-T,"));
  return rest(argv, r);
}

// hyperfine [options] COMMAND…: each operand is a command line for a shell (sh -c, or
// --shell's), and so are --setup, --prepare, --conclude and --cleanup's values; the
// commands are run, not this word list. A parameter (-P NAME MIN MAX, -L NAME VALUES) fills
// `{NAME}` when it runs: those commands are known only then.
function hyperfineAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1,
    latin1(",--warmup,--min-runs,--max-runs,--runs,--setup,--prepare,--conclude,--cleanup,--parameter-scan,--parameter-step-size,--parameter-list,--shell,--style,--sort,--time-unit,--export-asciidoc,--export-csv,--export-json,--export-markdown,--export-orgmode,--output,--input,--command-name,"),
    latin1(",--show-output,--help,--version,--no-shell,--ignore-failure,"),
    latin1(",-w,-m,-M,-r,-s,-p,-C,-c,-P,-D,-L,-S,-u,-n,"), latin1(",-N,-i,-h,-V,"));
  let params = false;
  while (true) {
    if (r.next()) {
      const o = r.opt;
      if ((o == "-s" || o == "--setup" || o == "-p" || o == "--prepare" || o == "-C" || o == "--conclude" || o == "-c" || o == "--cleanup") && r.hasValue) optText(r.value, r.valueAt, false);
      if (o == "-P" || o == "--parameter-scan") { params = true; r.i += 2; }
      if (o == "-L" || o == "--parameter-list") { params = true; r.i++; }
      continue;
    }
    if (r.i >= argv.length) break;
    if (!r.ended) { optText(argv[r.i], r.i, false); r.i++; continue; } // (clap: options anywhere)
    for (; r.i < argv.length; r.i++) optText(argv[r.i], r.i, false);
  }
  if (r.unknown) strange = true;
  if (params) placeholders();
  return NONE;
}

// concurrently [options] COMMAND…: each operand is a command line (spawned with a shell),
// and so is --teardown's value; options may follow the operands (yargs). With -P
// (--passthrough-arguments), `{1}`, `{@}` and `{*}` take the words after `--`: a command
// holding `{` is known only then.
function concurrentlyAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1,
    latin1(",--max-processes,--names,--name-separator,--success,--hide,--teardown,--prefix,--prefix-colors,--prefix-length,--timestamp-format,--kill-signal,--restart-tries,--restart-after,--default-input-target,"),
    latin1(",--raw,--no-color,--group,--timings,--passthrough-arguments,--pad-prefix,--kill-others,--kill-others-on-fail,--handle-input,--help,--version,"),
    latin1(",-m,-n,-s,-p,-c,-l,-t,"), latin1(",-r,-g,-P,-k,-i,-h,-v,-V,"));
  let pass = false;
  while (true) {
    if (r.next()) {
      if (r.opt == "--teardown" && r.hasValue) optText(r.value, r.valueAt, false);
      if (r.opt == "-P" || r.opt == "--passthrough-arguments") pass = true;
      continue;
    }
    if (r.i >= argv.length) break;
    // (after `--`, the words are commands too — or, with -P, the arguments they take)
    if (r.ended) { if (!pass) for (let k = r.i; k < argv.length; k++) optText(shortcut(argv[k]), k, false); break; }
    optText(shortcut(argv[r.i]), r.i, false);
    r.i++;
  }
  if (r.unknown) strange = true;
  if (pass) placeholders();
  return NONE;
}

// concurrently's shortcuts: `npm:NAME ARGS` is `npm run NAME ARGS` (yarn, pnpm and bun
// alike), `node:NAME` is `node --run NAME`, `deno:NAME` is `deno task NAME`; NAME may hold
// `*`, which concurrently matches against package.json's scripts (quoted here: no glob
// of the shell's).
const SHORTCUTS = latin1(",npm,yarn,pnpm,bun,node,deno,");
function shortcut(t: string): string {
  const colon = findChar(t, 58);
  if (colon < 3 || !listed(SHORTCUTS, t.substring(0, colon))) return t;
  let end = colon + 1;
  while (end < t.length && t.charCodeAt(end) != 32 && t.charCodeAt(end) != 9) end++;
  const name = t.substring(colon + 1, end);
  if (name.length == 0 || findChar(name, 39) >= 0) return t;
  const tool = t.substring(0, colon);
  const run = tool == "node" ? " --run '" : tool == "deno" ? " task '" : " run '";
  return tool + run + name + "'" + t.substring(end);
}

// nodemon [options] [SCRIPT [ARGS…]]: with -x/--exec CMD it runs the command line `CMD
// SCRIPT ARGS…` through a shell (SCRIPT and ARGS are optional); without, node (or the
// interpreter its config maps the extension to) runs SCRIPT. Options after SCRIPT are
// not told apart from its arguments here: strange.
function nodemonAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1,
    latin1(",--config,--ext,--exec,--watch,--ignore,--cwd,--polling-interval,--signal,--delay,"),
    latin1(",--verbose,--quiet,--spawn,--legacy-watch,--on-change-only,--no-stdin,--dump,--version,--help,--no-update-notifier,--no-colors,"),
    latin1(",-e,-x,-w,-i,-P,-d,"), latin1(",-V,-q,-L,-C,-I,-v,-h,"));
  let exec = "", execAt = -1, joined = false;
  while (r.next()) {
    if ((r.opt == "-x" || r.opt == "--exec") && r.hasValue) { exec = r.value; execAt = r.valueAt; joined = argv[r.valueAt] == r.value; }
    if (r.opt == "--cwd") moveBy(r);
  }
  if (r.unknown) strange = true;
  for (let i = r.i + 1; i < argv.length && !r.ended; i++) if (argv[i].startsWith("-")) { strange = true; break; }
  if (execAt < 0) return NONE;
  if (r.i >= argv.length) { optText(exec, execAt, false); return NONE; }
  // (`--exec CMD SCRIPT…`: the words from CMD on, joined; anything between: strange)
  if (!joined || r.i != execAt + 1 || r.ended) { strange = true; optText(exec, execAt, false); return NONE; }
  mode = M_JOIN;
  return execAt;
}

// the first operand of a tool read by `r` must be one of `subs` (`run`): its command is
// where the options after it end
function subcommand(argv: Array<string>, r: Opts, subs: List): i32 {
  while (r.next()) if (r.opt == "--directory" || r.opt == "-C") moveBy(r);
  // (`poetry shell`, `pipenv shell`: the environment's shell, $SHELL spawned interactive,
  // which reads its program from stdin when that is no terminal; pipenv passes the words
  // after `shell` to it, which are not read here)
  if (r.i < argv.length && argv[r.i] == "shell") {
    startsShell = true;
    if (r.unknown || r.i + 1 < argv.length) strange = true;
    return NONE;
  }
  if (r.i >= argv.length || !listed(subs, argv[r.i])) return NONE;
  if (r.unknown) strange = true;
  const q = new Opts(argv, r.i + 1, r.vlong, r.flong, r.vshort, r.fshort);
  while (q.next()) if (q.opt == "--directory" || q.opt == "-C") moveBy(q);
  return rest(argv, q);
}

// poetry's (cleo's) global options, read before and after `run`
const POETRY_V = latin1(",--project,--directory,");
const POETRY_F = latin1(",--quiet,--verbose,--version,--no-interaction,--ansi,--no-ansi,--no-plugins,--no-cache,--help,");
// conda run's, mamba's and micromamba's
const CONDA_V = latin1(",--name,--prefix,--cwd,--root-prefix,--env,--label,--rc-file,--log-level,--attach,");
const CONDA_F = latin1(",--verbose,--dev,--debug-wrapper-scripts,--no-capture-output,--live-stream,--help,--detach,--clean-env,--no-rc,--no-env,--json,--offline,--quiet,");

// uv (clap): `uv [options] run [options] [--] CMD…`, `uv tool run …` and `uvx [options]
// PKG…` (the package's command); its global options may stand on either side of `run`.
const UV_V = latin1(",--extra,--group,--only-group,--no-group,--with,--with-editable,--with-requirements,--env-file,--package,--index,--default-index,--index-url,--extra-index-url,--find-links,--index-strategy,--keyring-provider,--resolution,--prerelease,--fork-strategy,--exclude-newer,--exclude-newer-package,--no-build-package,--no-binary-package,--link-mode,--config-setting,--config-settings-package,--no-build-isolation-package,--refresh-package,--upgrade-package,--reinstall-package,--python,--python-platform,--directory,--project,--cache-dir,--config-file,--color,--python-preference,--allow-insecure-host,--from,--torch-backend,");
const UV_F = latin1(",--all-extras,--no-extra,--no-dev,--dev,--only-dev,--all-groups,--no-default-groups,--module,--script,--gui-script,--isolated,--active,--no-active,--no-sync,--locked,--frozen,--all-packages,--no-project,--no-editable,--exact,--inexact,--no-env-file,--no-index,--upgrade,--no-build-isolation,--no-build,--no-binary,--no-sources,--refresh,--reinstall,--compile-bytecode,--no-compile-bytecode,--managed-python,--no-managed-python,--no-python-downloads,--quiet,--verbose,--no-cache,--offline,--no-progress,--native-tls,--no-config,--preview,--no-preview,--help,--version,--show-resolution,");
function uvAt(argv: Array<string>, uvx: bool): i32 {
  const r = new Opts(argv, 1, UV_V, UV_F, latin1(",-p,-C,-i,-f,-P,-w,"), latin1(",-m,-s,-U,-q,-v,-n,-h,-V,"));
  if (uvx) {
    while (r.next()) if (r.opt == "--directory") moveBy(r);
    const at = rest(argv, r);
    return at != NONE ? packageBin(argv, at) : at;
  }
  while (r.next()) if (r.opt == "--directory") moveBy(r);
  if (r.i >= argv.length) return NONE;
  let j = r.i + 1;
  if (argv[r.i] == "tool" && j < argv.length && argv[j] == "run") j++;
  else if (argv[r.i] != "run") return NONE;
  if (r.unknown) strange = true;
  const q = new Opts(argv, j, UV_V, UV_F, r.vshort, r.fshort);
  while (q.next()) if (q.opt == "--directory") moveBy(q);
  return rest(argv, q);
}

// npm's options (nopt: a long option by a prefix, `--no-NAME` negating any flag); -c and
// --call hold a command line run by npm's script shell
const NPM_V = latin1(",--package,--call,--registry,--cache,--userconfig,--globalconfig,--prefix,--workspace,--loglevel,--node-options,--script-shell,--shell,--include,--omit,--tag,--otp,--scope,--before,--location,--auth-type,--cafile,");
const NPM_F = latin1(",--yes,--no,--no-install,--ignore-existing,--quiet,--silent,--verbose,--workspaces,--include-workspace-root,--global,--prefer-offline,--prefer-online,--offline,--ignore-scripts,--foreground-scripts,--legacy-peer-deps,--force,--json,--color,--dry-run,--help,--version,--progress,--audit,--fund,");
function npmOpts(argv: Array<string>, from: i32): Opts {
  const r = new Opts(argv, from, NPM_V, NPM_F, latin1(",-p,-c,-w,-C,"), latin1(",-y,-q,-s,-d,-g,-f,-h,-v,-D,"));
  r.negates = true;
  return r;
}
function npmAt(argv: Array<string>, from: i32): i32 {
  const r = npmOpts(argv, from);
  while (r.next()) {
    if ((r.opt == "-c" || r.opt == "--call") && r.hasValue) { mode = M_TEXT; launchText = r.value; launchEnd = r.valueAt; }
    if (r.opt == "--prefix" || r.opt == "-C") moveTo("", -1);
  }
  if (r.unknown) strange = true;
  if (mode == M_TEXT) { const at = launchEnd; launchEnd = argv.length; return at; }
  return r.i < argv.length ? packageBin(argv, r.i) : NONE;
}

/**
 * The command a package runner runs for the package spec at `at` (npx, npm exec, pnpm dlx,
 * yarn dlx, bunx, uvx): the spec names the package, `NAME@VERSION`, `@SCOPE/NAME@RANGE`,
 * `npm:NAME@…` (npm-exec(1): "the package's bin … that matches the unscoped portion of
 * the name"; uv's `uvx NAME@VERSION`). A spec with a version or an alias is run as its
 * bare name (launchPrefix): `npx -y rimraf@5 /` is `rimraf /`. Returns the index the
 * command's other words start at.
 */
function packageBin(argv: Array<string>, at: i32): i32 {
  const spec = argv[at];
  const s = specBin(spec);
  if (s == spec || s.length == 0) return at;
  launchPrefix = [s]; launchPrefixAt = at;
  return at + 1;
}

/** The bin a package spec names: `NAME@VERSION`, `@SCOPE/NAME@RANGE`, `npm:…` → NAME; "" for a scope with no name. */
export function specBin(spec: string): string {
  let s = spec.startsWith("npm:") ? spec.substring(4) : spec;
  let from = 0;
  if (s.startsWith("@")) { from = findChar(s, 47, 0); if (from < 0) return ""; from++; }
  const v = findChar(s, 64, from);
  if (v > from) s = s.substring(0, v);
  return from > 0 ? s.substring(from) : s;
}
// pnpm's commands and their aliases (pnpm.io's CLI reference), and npm's that it hands to npm
const PNPM_COMMANDS = latin1(",add,i,install,it,install-test,update,up,upgrade,remove,rm,uninstall,un,uni,link,ln,unlink,dislink,import,rebuild,rb,prune,fetch,patch,patch-commit,patch-remove,audit,list,ls,ll,la,outdated,why,licenses,sbom,run,run-script,test,t,tst,start,stop,restart,exec,dlx,create,init,store,server,cache,cat-file,cat-index,find-hash,config,c,get,set,setup,env,bin,root,pack,publish,recursive,m,multi,deploy,doctor,dedupe,help,self-update,approve-builds,ignored-builds,completion,version,view,info,show,whoami,login,adduser,logout,owner,pkg,set-script,search,stars,star,unstar,token,team,access,dist-tag,deprecate,undeprecate,unpublish,ping,docs,home,bugs,repo,issues,fund,query,org,profile,hook,edit,explore,prefix,xmas,runtime,");
const PNPM_V = latin1(",--package,--dir,--filter,--filter-prod,--resume-from,--reporter,--loglevel,--workspace-concurrency,--allow-build,");
const PNPM_F = latin1(",--shell-mode,--recursive,--parallel,--report-summary,--silent,--workspace-root,--aggregate-output,--stream,--use-stderr,--color,--bail,--sort,--reverse,--help,--version,--reporter-hide-prefix,--include-workspace-root,");
function pnpmOpts(argv: Array<string>, from: i32): Opts {
  const r = new Opts(argv, from, PNPM_V, PNPM_F, latin1(",-C,-F,"), latin1(",-c,-r,-s,-w,-h,"));
  r.negates = true;
  return r;
}
function bunxAt(argv: Array<string>, from: i32): i32 {
  const at = rest(argv, new Opts(argv, from, latin1(",--package,"), latin1(",--bun,--silent,--verbose,--no-install,--help,"), latin1(",-p,"), latin1(",-h,")));
  return at != NONE ? packageBin(argv, at) : at;
}

// A script stored to run later (`npm pkg set scripts.NAME=LINE`, npm 8's `npm set-script
// NAME LINE`; pnpm passes both to npm), its subcommand at word i: its command line, read
// now — `npm run NAME` runs it. Whether it is one.
function storedScript(argv: Array<string>, i: i32): bool {
  if (i + 1 < argv.length && argv[i] == "pkg" && argv[i + 1] == "set") {
    for (let j = i + 2; j < argv.length; j++) {
      const a = argv[j];
      const eq = findChar(a, 61);
      if (a.startsWith("scripts.") && eq > 8) optText(a.substring(eq + 1), j, false);
      else if (a.startsWith("scripts[") || a.startsWith("\"scripts")) strange = true;
    }
    return true;
  }
  if (i + 2 < argv.length && argv[i] == "set-script") { optText(argv[i + 2], i + 2, false); return true; }
  return false;
}

// nix-shell [options] [PATH…] --run LINE | --command LINE: LINE is a command line (--run
// in a shell that is not interactive, --command in one that is); without either an
// interactive shell. Its options come anywhere (-p's packages are operands); --arg,
// --argstr and --option take two words.
function nixShellAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1, latin1(",--attr,--include,--run,--command,--keep,--max-jobs,--cores,--arg,--argstr,--option,"),
    latin1(",--pure,--impure,--packages,--expr,--show-trace,--no-build-output,--verbose,--quiet,--help,--version,--keep-going,--fallback,--dry-run,--readonly-mode,"),
    latin1(",-A,-I,-j,-i,"), latin1(",-p,-E,-Q,-v,-K,-k,"));
  let at = NONE;
  while (r.i < argv.length) {
    if (!r.next()) { if (r.ended) break; r.i++; continue; }
    if ((r.opt == "--run" || r.opt == "--command") && r.hasValue) { at = r.valueAt; launchText = r.value; }
    if (r.opt == "--arg" || r.opt == "--argstr" || r.opt == "--option") r.i++;
  }
  if (r.unknown) strange = true;
  if (at != NONE) mode = M_TEXT;
  else startsShell = true; // (an interactive bash: given no terminal, it reads stdin)
  return at;
}

// nix develop|shell [options] [INSTALLABLE…] (-c|--command) CMD ARGS…: the words after -c
// are the command (run in the directory it is started in)
function nixAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1, latin1(",--arg,--argstr,--option,--override-input,--include,--profile,--expr,--file,--keep,--unset,--phase,--redirect,--store,--eval-store,--log-format,--max-jobs,--cores,--extra-experimental-features,--experimental-features,--inputs-from,--update-input,--reference-lock-file,--output-lock-file,"),
    latin1(",--command,--impure,--ignore-environment,--print-build-logs,--debugger,--verbose,--quiet,--offline,--refresh,--help,--version,--no-write-lock-file,--recreate-lock-file,--build,--configure,--install,--installcheck,--unpack,--check,--show-trace,--keep-going,--fallback,--dry-run,"),
    latin1(",-I,-f,-k,-u,-j,"), latin1(",-c,-i,-L,-v,-h,"));
  let sub = "", phase = false;
  while (r.i < argv.length) {
    if (!r.next()) {
      if (r.ended) break;
      if (sub.length == 0) sub = argv[r.i];
      else if (sub == "run") {
        // nix run INSTALLABLE [--] ARGS…: a nixpkgs package's program (its attribute's
        // name: `nixpkgs#bash`) run with ARGS; another flake's app is its own program
        const inst = argv[r.i];
        const hash = findChar(inst, 35);
        if (hash < 0 || !(inst.startsWith("nixpkgs") || inst.startsWith("flake:nixpkgs") || inst.toLowerCase().startsWith("github:nixos/nixpkgs"))) return NONE;
        const attr = inst.substring(hash + 1);
        launchPrefix = [attr.substring(attr.lastIndexOf(".") + 1)]; launchPrefixAt = r.i;
        if (r.unknown) strange = true;
        const at = r.i + 1 < argv.length && argv[r.i + 1] == "--" ? r.i + 2 : r.i + 1;
        return at < argv.length ? at : NONE;
      }
      r.i++; continue;
    }
    if (r.opt == "--arg" || r.opt == "--argstr" || r.opt == "--option" || r.opt == "--override-input" || r.opt == "--redirect") r.i++;
    if (r.opt == "-c" || r.opt == "--command") {
      if (r.unknown) strange = true;
      if (sub != "develop" && sub != "shell") return NONE;
      return r.i < argv.length ? r.i : NONE;
    }
    // (nix develop's phases run one phase and exit: no shell)
    if (r.opt == "--phase" || r.opt == "--unpack" || r.opt == "--configure" || r.opt == "--build" || r.opt == "--check" || r.opt == "--install" || r.opt == "--installcheck") phase = true;
  }
  // (develop and shell given no command start a shell — bash, or $SHELL —, which reads stdin)
  if ((sub == "develop" || sub == "shell") && !phase) startsShell = true;
  if (r.unknown) strange = true;
  return NONE;
}

// screen [-opts] [CMD [ARGS…]]: letters that take a value take the rest of the word or the
// next; -ls/-list/-wipe query; -X and -Q send a command to a running session (`stuff`
// types text into its shell): what runs is not known
function screenAt(argv: Array<string>): i32 {
  let i = 1;
  while (i < argv.length) {
    const a = argv[i];
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a == "-ls" || a == "-list" || a == "-wipe" || a == "-v" || a == "-version" || a == "--version" || a == "-help" || a == "--help") return NONE;
    if (a == "-Logfile") { i += 2; continue; }
    let took = false;
    for (let k = 1; k < a.length; k++) {
      const c = a.charCodeAt(k);
      if (c == 88 /* X */ || c == 81 /* Q */) { strange = true; return NONE; }
      if (findChar("cehpsStT", c) >= 0) { took = k == a.length - 1; break; }
      if (findChar("aAdDfilLmnOqrRUx", c) < 0) strange = true;
    }
    i += took ? 2 : 1;
  }
  return i < argv.length ? i : NONE;
}

// tmux [-2CDhlNuUvV] [-c LINE] [-f FILE] [-L NAME] [-S PATH] [-T F] COMMAND [flags] …: the
// commands that start a program (new-session, new-window, split-window, respawn-*,
// run-shell, if-shell, pipe-pane, display-popup) take it as one word (a command line for
// the shell) or as several (a command run as it is); `;` ends a tmux command. Commands that
// type keys into a pane or bind or defer commands (send-keys, bind-key, …) run what only
// the pane or the key knows: unknown. A command name may be abbreviated.
const TMUX_ALIASES = latin1("\x03new\x04neww\x06splitw\x08respawnp\x08respawnw\x03run\x02if\x05pipep\x05popup\x04send\x04bind\x07confirm\x04menu\x06source");
// (the first 14 in the order of the aliases above)
const TMUX_FULL = latin1("\x0bnew-session\x0anew-window\x0csplit-window\x0crespawn-pane\x0erespawn-window\x09run-shell\x08if-shell\x09pipe-pane\x0ddisplay-popup\x09send-keys\x08bind-key\x0econfirm-before\x0cdisplay-menu\x0bsource-file\x0bsend-prefix\x0ecommand-prompt\x08set-hook");
const TMUX_COUNT = 17;
function tmuxAt(argv: Array<string>): i32 {
  const g = new Opts(argv, 1, latin1(","), latin1(","), latin1(",-c,-f,-L,-S,-T,"), latin1(",-2,-C,-D,-h,-l,-N,-u,-U,-v,-V,"));
  while (g.next()) if (g.opt == "-c" && g.hasValue) { mode = M_TEXT; launchText = g.value; launchEnd = g.valueAt; }
  if (g.unknown) strange = true;
  if (mode == M_TEXT) { const at = launchEnd; launchEnd = argv.length; return at; }
  if (g.i >= argv.length) return NONE;
  const w = argv[g.i];
  let name = "";
  const alias = tableIndex(TMUX_ALIASES, w);
  if (alias >= 0) name = nameAt(TMUX_FULL, alias);
  else for (let k = 0; k < TMUX_COUNT && name.length == 0 && w.length > 0; k++) { const full = nameAt(TMUX_FULL, k); if (full.startsWith(w)) name = full; }
  if (name.length == 0) return NONE;
  if (name == "send-keys" || name == "send-prefix" || name == "bind-key" || name == "confirm-before" || name == "command-prompt" || name == "display-menu" || name == "set-hook") { strange = true; return NONE; }
  if (name == "source-file") return NONE; // (a file of tmux commands, as a script is)
  let v = latin1(",-c,-e,-t,"), f = latin1(",-k,");
  if (name == "new-session") { v = latin1(",-c,-e,-f,-F,-n,-s,-t,-x,-y,"); f = latin1(",-A,-d,-D,-E,-P,-X,"); }
  else if (name == "new-window") { v = latin1(",-c,-e,-F,-n,-t,"); f = latin1(",-a,-b,-d,-k,-P,-S,"); }
  else if (name == "split-window") { v = latin1(",-c,-e,-F,-l,-p,-t,"); f = latin1(",-b,-d,-f,-h,-I,-v,-P,-Z,"); }
  else if (name == "run-shell") { v = latin1(",-c,-d,-t,"); f = latin1(",-b,-C,"); }
  else if (name == "if-shell") { v = latin1(",-t,"); f = latin1(",-b,-F,"); }
  else if (name == "pipe-pane") { v = latin1(",-t,"); f = latin1(",-I,-O,-o,"); }
  else if (name == "display-popup") { v = latin1(",-b,-c,-d,-e,-h,-s,-S,-t,-T,-w,-x,-y,"); f = latin1(",-B,-C,-E,-k,-N,"); }
  const r = new Opts(argv, g.i + 1, latin1(","), latin1(","), v, f);
  while (r.next()) {
    if (r.opt == "-C" && name == "run-shell") strange = true; // (a tmux command, not a shell's)
    if ((r.opt == "-c" && name != "display-popup") || (r.opt == "-d" && name == "display-popup")) moveBy(r);
  }
  if (r.unknown) strange = true;
  let end = r.i;
  while (end < argv.length && argv[end] != ";" && !argv[end].endsWith(";")) end++;
  if (end < argv.length) strange = true; // (another tmux command follows: not read)
  if (r.i >= end) return NONE;
  if (name == "if-shell") { if (end > r.i + 1) strange = true; end = r.i + 1; } // (then tmux commands)
  launchEnd = end;
  if (end == r.i + 1) { mode = M_TEXT; launchText = argv[r.i]; }
  return r.i;
}

/** The name at `index` of a length-prefixed table (tableIndex's). */
function nameAt(table: List, index: i32): string {
  let p = table + 2;
  for (let k = 0; k < index; k++) p += 1 + <usize>load<u8>(p);
  const len = <i32>load<u8>(p);
  let s = "";
  for (let j = 0; j < len; j++) s += String.fromCharCode(load<u8>(p + 1 + <usize>j));
  return s;
}

// ssh [options] DESTINATION [options] [COMMAND [ARGS…]]: ssh reads options again after the
// destination (unless `--` came first), up to the command; the command's words are joined
// and run by the remote user's shell. -N, -O, -Q, -G, -W, -V, -s (a subsystem) run no
// shell command. -o ProxyCommand=, LocalCommand= and KnownHostsCommand= are command lines
// run here; RemoteCommand= one run there. With no command, the remote login shell reads its
// commands from stdin (ssh(1)), unless -n or -f give it /dev/null: M_STDIN.
function sshAt(argv: Array<string>): i32 {
  const r = new Opts(argv, 1, latin1(","), latin1(","),
    latin1(",-B,-b,-c,-D,-E,-e,-F,-I,-i,-J,-L,-l,-m,-O,-o,-P,-p,-Q,-R,-S,-W,-w,"),
    latin1(",-1,-2,-4,-6,-A,-a,-C,-f,-G,-g,-K,-k,-M,-N,-n,-q,-s,-T,-t,-V,-v,-X,-x,-Y,-y,"));
  let host = false, none = false, noStdin = false;
  while (true) {
    if (r.next()) {
      const o = r.opt;
      if (o == "-n" || o == "-f") noStdin = true;
      if (o == "-N" || o == "-O" || o == "-Q" || o == "-G" || o == "-W" || o == "-V" || o == "-s") none = true;
      if (o == "-o" && r.hasValue) sshOption(r.value, r.valueAt);
      continue;
    }
    if (r.i >= argv.length || host || r.ended) break;
    host = true;
    r.i++;
  }
  if (r.unknown) strange = true;
  if (r.ended && !host && r.i < argv.length) { host = true; r.i++; } // (`ssh -- HOST CMD`)
  if (!none && host && r.i >= argv.length && !noStdin) { mode = M_STDIN; return NONE; }
  if (none || !host || r.i >= argv.length) return NONE;
  mode = M_REMOTE;
  return r.i;
}

// The cloud CLIs' ssh: `gcloud compute ssh` (and `compute tpus tpu-vm ssh`, `cloud-shell
// ssh`, `workstations ssh`) INSTANCE [--command CMD] [-- SSH_ARGS…], `az ssh vm|arc|host
// [flags] [-- SSH_ARGS…]`, `gh codespace ssh [flags] [-- SSH_ARGS…]`: each runs ssh to the
// machine with SSH_ARGS after the host — ssh's options, then a command the remote shell runs
// (read as ssh's: sshAt) —, and gcloud's --command is a command line run there. With no
// command, the remote shell reads stdin (M_STDIN), as ssh's does.
const CLOUD_SSH_PARENTS = latin1(",compute,cloud-shell,tpu-vm,workstations,");
const NO_INDICES = new Array<i32>();
function cloudSshAt(argv: Array<string>, k: i32): i32 {
  if (k == 91 && azRunCommand(argv)) return NONE;
  let s = -1, parent = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    // (az's group is its first word: `az ssh vm`)
    if (k == 91) { if (a.startsWith("-")) continue; if (a == "ssh") s = i; break; }
    if (a == "ssh" && parent) { s = i; break; }
    if (k == 90 && listed(CLOUD_SSH_PARENTS, a)) parent = true;
    else if (k == 92 && (a == "codespace" || a == "cs")) parent = true;
  }
  if (s < 0) return NONE;
  // (az ssh: only its subcommands that connect)
  if (k == 91 && !(s + 1 < argv.length && (argv[s + 1] == "vm" || argv[s + 1] == "arc" || argv[s + 1] == "host"))) return NONE;
  let dd = -1;
  for (let i = s + 1; i < argv.length && dd < 0; i++) if (argv[i] == "--") dd = i;
  const commands = k == 90 ? longValues(argv, "--command") : NO_INDICES;
  for (let c = 0; c < commands.length; c++) optText(longValue(argv, commands[c], "--command"), commands[c], true);
  const command = commands.length > 0;
  away = true;
  if (dd < 0) {
    if (!command) mode = M_STDIN;
    return NONE;
  }
  // (SSH_ARGS as ssh reads what follows its host)
  const synth = new Array<string>();
  synth.push("ssh"); synth.push("host");
  for (let i = dd + 1; i < argv.length; i++) synth.push(argv[i]);
  const r = sshAt(synth);
  if (command && mode == M_STDIN) mode = M_ARGV;
  return r == NONE ? NONE : r - 2 + dd + 1;
}

// `az vm|vmss run-command invoke … --command-id RunShellScript --scripts LINE…` and `az vm
// run-command create … --script TEXT`: the lines a VM's shell runs (az vm run-command), each
// a command line run there; a script from a file (`@f.sh`), of another command id (a
// PowerShell one) or one not known here is not known.
function azRunCommand(argv: Array<string>): bool {
  let rc = -1;
  for (let i = 1; i + 1 < argv.length; i++) if (argv[i] == "run-command" && (argv[i + 1] == "invoke" || argv[i + 1] == "create")) { rc = i; break; }
  if (rc < 0) return false;
  away = true;
  // (the last --command-id given is the one az takes)
  const ids = longValues(argv, "--command-id");
  const shell = ids.length > 0 && longValue(argv, ids[ids.length - 1], "--command-id") == "RunShellScript";
  let scripts = false;
  for (let i = rc + 2; i < argv.length; i++) {
    const a = argv[i];
    if (a != "--scripts" && a != "--script") continue;
    scripts = true;
    for (let j = i + 1; j < argv.length && !argv[j].startsWith("--"); j++) {
      const line = argv[j];
      if (line.startsWith("@") || (!shell && argv[rc + 1] == "invoke")) { strange = true; break; }
      optText(line, j, true);
      if (a == "--script") break;
    }
  }
  if (!scripts) strange = strange || argv[rc + 1] == "create"; // (a managed command's script given another way: --script-uri)
  return true;
}

// aws's remote commands: `ecs execute-command … --command TEXT` runs TEXT in the task's
// container (a command line run there); `ssm send-command` runs a command document on the
// instances — AWS-RunShellScript's commands, or a document of the account's own —, and
// `ssm start-session` of an interactive- or non-interactive-command document (or one named
// only at run time) runs commands given in --parameters (shorthand or JSON, not read here):
// not known.
function awsRemoteAt(argv: Array<string>): i32 {
  let svc = -1;
  for (let i = 1; i + 1 < argv.length; i++) if (argv[i] == "ecs" || argv[i] == "ssm") { svc = i; break; }
  if (svc < 0) return NONE;
  const op = argv[svc + 1];
  if (argv[svc] == "ecs" && op == "execute-command") {
    away = true;
    const ats = longValues(argv, "--command");
    for (let c = 0; c < ats.length; c++) optText(longValue(argv, ats[c], "--command"), ats[c], true);
    return NONE;
  }
  if (argv[svc] == "ssm" && op == "send-command") { away = true; strange = true; return NONE; }
  if (argv[svc] == "ssm" && op == "start-session") {
    const ats = longValues(argv, "--document-name");
    for (let c = 0; c < ats.length; c++) {
      const doc = longValue(argv, ats[c], "--document-name");
      if (doc.includes("InteractiveCommand") || doc.includes("$") || doc.includes("`")) { away = true; strange = true; }
    }
  }
  return NONE;
}

// -o KEY=VALUE or -o 'KEY VALUE' (keys in any case)
function sshOption(o: string, at: i32): void {
  let k = 0;
  while (k < o.length && o.charCodeAt(k) != 61 && o.charCodeAt(k) != 32 && o.charCodeAt(k) != 9) k++;
  const key = o.substring(0, k).toLowerCase();
  while (k < o.length && (o.charCodeAt(k) == 61 || o.charCodeAt(k) == 32 || o.charCodeAt(k) == 9)) k++;
  const value = o.substring(k);
  if (value.length == 0 || value.toLowerCase() == "none") return;
  const remote = key == "remotecommand";
  if (!remote && key != "proxycommand" && key != "localcommand" && key != "knownhostscommand") return;
  optText(value, at, remote);
}

/**
 * GNU getopt_long's reading of argv from word 1, stopping at the first operand (the
 * launchers all stop there: their operands are a command): `vlong`/`vshort` take a value,
 * `flong`/`fshort` take none (an optional value is attached, `--mount=F`, `-mF`). A long
 * option matches by an unambiguous prefix (an exact name first). An option in neither
 * list sets `strange` and is read as a flag. Returns the index of the first operand, or NONE.
 */
function getopt(argv: Array<string>, vlong: List, flong: List, vshort: List, fshort: List): i32 {
  return rest(argv, new Opts(argv, 1, vlong, flong, vshort, fshort));
}

/** Reads r's options to their end: the index of the first operand, or NONE; sets `strange`. */
function rest(argv: Array<string>, r: Opts): i32 {
  while (r.next()) {}
  if (r.unknown) strange = true;
  return r.i < argv.length ? r.i : NONE;
}

// ─── options, as getopt_long reads them ─────────────────────────────────────────

export const O_UNKNOWN = 0, O_FLAG = 1, O_VALUED = 2;
/** The full name of the long option longKind last read (as written when unknown). */
export let longName = "";

/**
 * A long option (`--name`, no `=`) in a grammar: an exact name first, else the option an
 * unambiguous prefix names (`--int` is --interval). A prefix of both a valued option and a
 * flag is ambiguous, which getopt_long refuses (nothing runs): it is read as valued, which
 * hides no command that runs.
 */
export function longKind(name: string, vlong: List, flong: List): i32 {
  if (listed(flong, name)) { longName = name; return O_FLAG; }
  if (listed(vlong, name)) { longName = name; return O_VALUED; }
  const v = prefixed(vlong, name);
  if (v.length) { longName = v; return O_VALUED; }
  const f = prefixed(flong, name);
  if (f.length) { longName = f; return O_FLAG; }
  longName = name;
  return O_UNKNOWN;
}

/** The first name of `list` that `w` (longer than "--") begins, or "". */
function prefixed(list: List, w: string): string {
  if (w.length <= 2 || !listed(list, w, true)) return "";
  const n = <i32>load<u16>(list);
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(list + 2 + <usize>i) != 44) continue;
    if (i - from >= w.length) {
      let k = 0;
      while (k < w.length && <i32>load<u8>(list + 2 + <usize>(from + k)) == w.charCodeAt(k)) k++;
      if (k == w.length) {
        let name = "";
        for (let j = from; j < i; j++) name += String.fromCharCode(load<u8>(list + 2 + <usize>j));
        return name;
      }
    }
    from = i + 1;
  }
  return "";
}

/**
 * An option reader over argv from word `from`, GNU getopt_long's grammar: `--name`,
 * `--name=value`, `--name value` for a valued one (an unambiguous prefix names it), a
 * bundle of short letters where a valued one takes the rest of the word or the next word,
 * `--` ending the options. Each `next()` reads one option into `opt` (`-x`, or a long
 * option's full name) and its value (`hasValue`, `value`, the word holding it `valueAt`);
 * it returns false at the first operand (`i` is its index), at `--` (`i` is past it,
 * `ended`) or at the end. A tool that permutes (su) steps over the operand (`i++`) and
 * reads on. An option the grammar does not know sets `unknown` and is read as a flag.
 */
const NO_LETTERS = latin1(",");
export class Opts {
  i: i32;
  k: i32 = 0;            // the next letter of a short bundle (0: a new word)
  opt: string = "";
  value: string = "";
  hasValue: bool = false;
  valueAt: i32 = -1;
  ended: bool = false;
  unknown: bool = false;
  negates: bool = false;  // nopt's grammar: `--no-NAME` is a flag whatever NAME is
  oshort: List = NO_LETTERS; // letters with an optional value: the rest of the word, if any (getopt's `a::`)
  constructor(public argv: Array<string>, from: i32, public vlong: List, public flong: List, public vshort: List, public fshort: List) { this.i = from; }

  next(): bool {
    this.hasValue = false; this.valueAt = -1; this.value = "";
    if (this.k > 0) return this.short();
    const argv = this.argv;
    if (this.i >= argv.length) return false;
    const a = argv[this.i];
    if (a == "--") { this.i++; this.ended = true; return false; }
    if (a.length < 2 || a.charCodeAt(0) != 45) return false;
    if (a.charCodeAt(1) == 45) {
      const eq = findChar(a, 61);
      const kind = longKind(eq >= 0 ? a.substring(0, eq) : a, this.vlong, this.flong);
      this.opt = longName;
      if (kind == O_UNKNOWN && !(this.negates && a.startsWith("--no-"))) this.unknown = true;
      if (eq >= 0) { this.value = a.substring(eq + 1); this.hasValue = true; this.valueAt = this.i; }
      else if (kind == O_VALUED && this.i + 1 < argv.length) { this.i++; this.value = argv[this.i]; this.hasValue = true; this.valueAt = this.i; }
      this.i++;
      return true;
    }
    this.k = 1;
    return this.short();
  }

  private short(): bool {
    const a = this.argv[this.i];
    const f = "-" + a.charAt(this.k);
    this.opt = f;
    this.k++;
    if (listed(this.vshort, f)) {
      if (this.k < a.length) { this.value = a.substring(this.k); this.hasValue = true; this.valueAt = this.i; }
      else if (this.i + 1 < this.argv.length) { this.i++; this.value = this.argv[this.i]; this.hasValue = true; this.valueAt = this.i; }
      this.k = 0; this.i++;
      return true;
    }
    if (listed(this.oshort, f)) {
      if (this.k < a.length) { this.value = a.substring(this.k); this.hasValue = true; this.valueAt = this.i; }
      this.k = 0; this.i++;
      return true;
    }
    if (!listed(this.fshort, f)) this.unknown = true;
    if (this.k >= a.length) { this.k = 0; this.i++; }
    return true;
  }
}

/** A Go bool option as read (strconv.ParseBool): no value, or a value that means true. */
function goTrue(r: Opts): bool { return !r.hasValue || goBool(r.value); }
function goBool(v: string): bool { return v == "1" || v == "t" || v == "T" || v == "true" || v == "TRUE" || v == "True"; }

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
  // (without --chdir: this directory if the sandbox has it, else $HOME or `/`, which only
  // the binds decide: known when it runs)
  moveTo("", -1);
  let i = 1;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--") return i + 1 < argv.length ? i + 1 : NONE;
    if (a.length < 2 || a.charCodeAt(0) != 45) return i;
    if (a == "--args") strange = true;
    if (a == "--chdir" && i + 1 < argv.length) moveTo(argv[i + 1], i + 1);
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
  const cur = new Buf();
  let inWord = false;
  let known = true;
  let q = 0; // 0, 39 ', 34 "
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (q == 0 && (c == 32 || c == 9 || c == 10 || c == 11 || c == 12 || c == 13)) {
      if (inWord) { words.push(cur.toString()); splitLit.push(known); cur.len = 0; inWord = false; known = true; }
      i++; continue;
    }
    if (q == 0 && c == 35 && !inWord) break; // # a comment
    if (q == 0 && (c == 39 || c == 34)) { q = c; inWord = true; i++; continue; }
    if (q != 0 && c == q) { q = 0; i++; continue; }
    if (c == 92 && i + 1 < s.length) {
      const e = s.charCodeAt(i + 1);
      i += 2;
      if (q == 39) { if (e != 92 && e != 39) cur.char(92); cur.char(e); inWord = true; continue; }
      if (e == 99 /* c */) { if (q == 0) break; known = false; break; }
      if (e == 95 /* _ */) {
        if (q == 0) { if (inWord) { words.push(cur.toString()); splitLit.push(known); cur.len = 0; inWord = false; known = true; } continue; }
        cur.char(32); continue;
      }
      inWord = true;
      if (e == 110) cur.char(10); else if (e == 116) cur.char(9); else if (e == 114) cur.char(13);
      else if (e == 102) cur.char(12); else if (e == 118) cur.char(11);
      else cur.char(e); // \# \$ \" \' \\ (any other is an error to env: the word stays)
      continue;
    }
    if (c == 36 && q != 39 && i + 1 < s.length && s.charCodeAt(i + 1) == 123) {
      const e = findChar(s, 125, i + 2);
      known = false;
      inWord = true;
      cur.char(36);
      i = e < 0 ? s.length : e + 1;
      continue;
    }
    cur.char(c);
    inWord = true;
    i++;
  }
  if (q != 0) known = false; // (an unterminated quote: env refuses to run)
  if (inWord) { words.push(cur.toString()); splitLit.push(known); }
  return words;
}
