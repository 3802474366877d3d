// Wrappers read by their documented option grammars (wasm/shell.ts, Opts in
// wasm/shell/launch.ts): coreutils env (-a/--argv0, long options by an unambiguous prefix),
// util-linux su/runuser (options anywhere before `--`, `su USER -- -c CMD` giving the shell
// its arguments), OpenBSD doas, procps watch, GNU parallel and sem (Getopt::Long over
// parallel's own option table; the command's words run by a shell), Homebrew's g-prefixed
// GNU tools, and the multi-call toybox and coreutils. An option a grammar does not know
// makes the wrapper unknown (ask) while the command it most likely runs is classified.
// Through real builds of destructive and readonly.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { bashCall, reused } from "./helpers/built.mjs";

const [guard, ro] = await reused("rules/destructive.ts", "rules/readonly.ts");
const tier = (c, command) => c.classify(bashCall(command)).tier;

// [command, destructive's tier]
const GUARD = [
  // sudo -l/--list [CMD] says whether CMD may run, and runs nothing; -k with a command runs it
  ["sudo -l rm -rf build", "silent"],
  ["sudo --list rm -rf /", "silent"],
  ["sudo -nl rm -rf /", "silent"],
  ["sudo -k rm -rf build", "deny"],
  ["sudo -u root rm -rf build", "deny"],
  // a shell given --help or --version prints it and exits
  ["bash --version", "silent"],
  ["bash --help", "silent"],
  ["bash -c 'rm -rf /' --version", "deny"],                  // (--version is $0 here)
  // env: -a/--argv0 ARG names the command's argv[0] (the command still runs); long options by a prefix
  ["env -a foo rm -rf build", "deny"],
  ["env -afoo rm -rf /", "deny"],
  ["env --argv0 foo rm -rf build", "deny"],
  ["env --argv0=foo rm -rf /", "deny"],
  ["env --un HOME rm -rf /", "deny"],
  ["env --split 'rm -rf /'", "deny"],
  ["env --ignore-env rm -rf /", "deny"],
  ["env -iu HOME -- rm -rf /", "deny"],
  ["env -C /tmp rm -rf /", "deny"],
  ["env --frobnicate rm -rf /", "deny"],
  ["env --frobnicate ls", "ask"],                         // (an option env's grammar does not know)
  ["env -a foo ls", "silent"],
  // su: -c anywhere, --command by a prefix, --session-command; the words after USER are its shell's
  ["su --session-command='rm -rf /'", "deny"],
  ["su --comm='rm -rf /'", "deny"],
  ["su root -c 'rm -rf /'", "deny"],
  ["su root -- -c 'rm -rf /'", "deny"],
  ["su - root -- -c 'git push --force'", "deny"],
  ["su -s /bin/rm root -- -rf /", "deny"],                // (-s names the program its arguments go to)
  ["su - root", "silent"],
  ["su root script.sh", "silent"],
  // runuser -u USER: the command itself, the value attached or not
  ["runuser -uroot rm -rf build", "deny"],
  ["runuser -u root -- rm -rf /", "deny"],
  ["runuser --user=root -- rm -rf /", "deny"],
  ["runuser root -c 'rm -rf /'", "deny"],
  // doas [-Lns] [-a style] [-C config] [-u user]
  ["doas -a style rm -rf /", "deny"],
  ["doas -nu root rm -rf /", "deny"],
  ["doas -C /etc/doas.conf rm -rf /", "deny"],
  // watch: --int is --interval; without -x the words are a command line for sh -c
  ["watch --int 1 rm -rf /", "deny"],
  ["watch -n1 -x rm -rf /", "deny"],
  ["watch --interval=1 'rm -rf /'", "deny"],
  ["watch -tn 2 git reset --hard", "deny"],
  ["watch -n 5 ls", "silent"],
  // parallel: options that take a value are not the command
  ["parallel --env X rm -rf ::: /", "deny"],
  ["parallel --wd / rm -rf ::: /", "deny"],
  ["parallel --halt now,fail=1 rm -rf ::: /", "deny"],
  ["parallel -P 2 rm -rf ::: /", "deny"],
  ["parallel -j 2 rm -rf ::: /", "deny"],
  ["parallel --results out rm -rf ::: /", "deny"],
  ["parallel --tag rm -rf ::: /", "deny"],               // (an exact flag, though a prefix of --tag-string)
  ["parallel --res out --jl log -S : rm -rf ::: /", "deny"],
  ["parallel --frobnicate gzip ::: a", "ask"],
  // … and its command is run by a shell: one string, or words that are not plain
  ["parallel 'rm -r {}' ::: /etc", "deny"],
  ["parallel echo 'x; rm -rf ~' ::: a", "deny"],
  ["parallel -q echo 'x; rm -rf ~' ::: a", "silent"],    // (-q quotes the words)
  ["ls | parallel 'rm -r {}'", "ask"],
  ["parallel 'gzip {}' ::: a b", "silent"],
  ["parallel gzip {} ::: a b", "silent"],
  // sem is parallel --semaphore: the command runs once, without arguments
  ["sem rm -rf /", "deny"],
  ["sem -j 2 'rm -rf ~'", "deny"],
  ["parallel --semaphore --id x rm -rf /", "deny"],
  ["sem --id x make", "silent"],
  // Homebrew's g-prefixed GNU tools are the same tools
  ["gtimeout 5 rm -rf /", "deny"],
  ["genv -i rm -rf /", "deny"],
  ["gnice -n 5 rm -rf /", "deny"],
  ["gstdbuf -o0 rm -rf /", "deny"],
  ["gnohup rm -rf /", "deny"],
  ["echo / | gxargs rm -rf", "deny"],
  ["gfind / -exec rm -rf {} +", "deny"],
  // multi-call binaries
  ["toybox rm -r /", "deny"],
  ["toybox find / -delete", "deny"],
  ["coreutils rm -rf build", "deny"],
  ["coreutils --coreutils-prog=rm -r /", "deny"],
  ["toybox ls", "silent"],
  ["coreutils --help", "silent"],
];
for (const [command, want] of GUARD) test(`destructive: ${command}`, () => assert.is(tier(guard, command), want));

// readonly approves through a wrapper only where it did before (env, timeout, nice …);
// what is new here approves nothing of its own
const READONLY = [
  ["env -a foo ls", "allow"],
  ["env --ignore-env ls", "allow"],
  ["env --frobnicate ls", "silent"],
  ["su root -- -c ls", "silent"],
  ["doas -u root ls", "silent"],
  ["sem ls", "silent"],
  ["parallel 'cat {}' ::: a", "silent"],
  ["gtimeout 5 ls", "allow"], // (Homebrew's GNU timeout: timeout itself, as every g-prefixed GNU tool)
  ["toybox ls", "silent"],
  ["coreutils --coreutils-prog=ls", "silent"],
];
for (const [command, want] of READONLY) test(`readonly: ${command}`, () => assert.is(tier(ro, command), want));

// For any spelling of a wrapper's options — bundles, attached values, long options
// abbreviated as getopt_long and Getopt::Long allow — the denied command it runs is seen.
const q = (s) => `'${s}'`;
const DENIED = ["rm -rf ~", "rm -rf /", "git reset --hard"];
const WRAPPERS = {
  env: {
    opts: [["-i"], ["-0"], ["-v"], ["-u", "HOME"], ["-uHOME"], ["-a", "foo"], ["-afoo"], ["-C", "/tmp"], ["--argv0", "x"], ["--argv0=x"], ["--arg", "x"],
      ["--un", "HOME"], ["--unset=HOME"], ["--ignore-env"], ["--ignore-environment"], ["--chdir", "/tmp"], ["--ch=/tmp"], ["--debug"], ["--null"],
      ["-iv"], ["-iu", "X"], ["--block-signal"], ["--default-signal=INT"], ["-P", "/bin"]],
    run: (opts, cmd, dashes) => ["env", ...opts, ...(dashes ? ["--"] : []), cmd],
  },
  su: {
    opts: [["-l"], ["-m"], ["-p"], ["-f"], ["-P"], ["-s", "/bin/bash"], ["--shell=/bin/bash"], ["-g", "wheel"], ["-Gwheel"], ["--login"], ["--pres"], ["-w", "A,B"]],
    run: (opts, cmd, dashes) => dashes ? ["su", ...opts, "root", "--", "-c", q(cmd)] : ["su", ...opts, "-c", q(cmd), "root"],
  },
  "su --comm": {
    opts: [["-l"], ["-"], ["--fast"], ["-s", "/bin/sh"]],
    run: (opts, cmd, dashes) => ["su", ...opts, dashes ? `--comm=${q(cmd)}` : "--session-command", ...(dashes ? [] : [q(cmd)])],
  },
  runuser: {
    opts: [["-u", "root"], ["-uroot"], ["--user", "root"], ["--user=root"], ["--us=root"], ["-g", "x"], ["-m"], ["-p"], ["-G", "x"]],
    run: (opts, cmd) => ["runuser", "-u", "root", ...opts, "--", cmd],
  },
  doas: {
    opts: [["-n"], ["-u", "root"], ["-uroot"], ["-a", "style"], ["-astyle"], ["-C", "/etc/doas.conf"], ["-nu", "root"]],
    run: (opts, cmd) => ["doas", ...opts, cmd],
  },
  watch: {
    opts: [["-n", "1"], ["-n1"], ["--interval", "1"], ["--int", "1"], ["--interval=1"], ["-t"], ["-b"], ["-e"], ["-g"], ["-c"], ["-d"],
      ["--differences"], ["--no-title"], ["-q", "3"], ["--equexit=3"], ["-p"], ["-x"], ["-tx"]],
    run: (opts, cmd, dashes) => ["watch", ...opts, ...(dashes ? ["--"] : []), cmd],
  },
  parallel: {
    opts: [["-j", "4"], ["-j4"], ["-P", "2"], ["--jobs", "3"], ["--env", "X"], ["--wd", "/"], ["--halt", "now,fail=1"], ["--halt-on-error=2"], ["--results", "out"],
      ["--res", "out"], ["--tag"], ["-k"], ["--keep-order"], ["--delay", "1"], ["--timeout", "10"], ["-S", ":"], ["--sshlogin", ":"], ["--joblog", "log"],
      ["--jl", "log"], ["-N1"], ["--max-args", "1"], ["--colsep", ","], ["-q"], ["--line-buffer"], ["--nice", "5"], ["--memfree", "1G"], ["--retries", "3"],
      ["--tmpdir", "/tmp"], ["-u"], ["--ungroup"], ["--bar"], ["--eta"], ["-kj4"]],
    run: (opts, cmd, dashes) => ["parallel", ...opts, ...(dashes ? ["--"] : []), cmd, ":::", "x"],
  },
  sem: {
    opts: [["-j", "4"], ["-j4"], ["--id", "x"], ["--fg"], ["--semaphore-timeout", "5"], ["--st", "5"], ["-q"]],
    run: (opts, cmd, dashes) => ["sem", ...opts, ...(dashes ? ["--"] : []), cmd],
  },
  gtimeout: { opts: [["-s", "KILL"], ["-k", "5"], ["--preserve-status"], ["--kill-after=1"]], run: (opts, cmd) => ["gtimeout", ...opts, "5", cmd] },
};
test("property: a wrapper's options never hide the denied command it runs", () => {
  const names = Object.keys(WRAPPERS);
  fc.assert(fc.property(
    fc.constantFrom(...names).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.constantFrom(...WRAPPERS[n].opts), { maxLength: 4 }), fc.boolean(), fc.constantFrom(...DENIED))),
    ([n, opts, dashes, denied]) => {
      const command = WRAPPERS[n].run(opts.flat(), denied, dashes).join(" ");
      const t = tier(guard, command);
      if (t !== "deny" && t !== "ask") throw new Error(`${command}: ${t}`);
      return true;
    }), { numRuns: 500 });
});

test.run();
