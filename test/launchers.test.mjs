// Launchers run the command their operands name, each read by its own option grammar
// (wasm/shell/launch.ts: chroot, unshare, nsenter, prlimit, fakeroot, valgrind, setpriv,
// pkexec, systemd-run, firejail, numactl, cgexec, bwrap, arch, the dynamic loader; gdb,
// sg, capsh, /proc/self/exe, BSD script and env -S in wasm/shell.ts). An option a grammar
// does not know makes the launcher unknown (ask) while the command it probably runs is
// still classified. Through real builds of destructive and readonly.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const classifier = async (rules) => load(readFileSync((await built(rules)).result.wasmPath), hostFacts(), { reuse: true });
const guard = await classifier("rules/destructive.ts");
const ro = await classifier("rules/readonly.ts");
const payload = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command });
const tier = (c, command) => c.classify(payload(command)).tier;

// [command, destructive's tier]
const GUARD = [
  ["chroot / rm -rf ~", "deny"],
  ["chroot --userspec u:g / rm -rf ~", "deny"],
  ["chroot --users u:g --skip-chdir / rm -rf ~", "deny"],         // (an abbreviation, as getopt_long reads it)
  ["chroot /srv/jail", "silent"],                                  // (an interactive shell)
  ["unshare -r rm -rf ~", "deny"],
  ["unshare --map-user 0 -R /x rm -rf ~", "deny"],
  ["unshare -fpm --mount-proc rm -rf ~", "deny"],
  ["nsenter -t 1 -m rm -rf ~", "deny"],
  ["nsenter --target=1 -a rm -rf ~", "deny"],
  ["prlimit --nofile=10 rm -rf ~", "deny"],
  ["prlimit -n10 -- rm -rf ~", "deny"],
  ["prlimit -p 1 --nofile=1:1", "silent"],                         // (a process id: no command)
  ["fakeroot rm -rf ~", "deny"],
  ["fakeroot -s state -- rm -rf ~", "deny"],
  ["valgrind --tool=memcheck -q rm -rf ~", "deny"],
  ["setpriv --reuid=1 rm -rf ~", "deny"],
  ["setpriv --reuid 1 --init-groups rm -rf ~", "deny"],
  ["pkexec rm -rf ~", "deny"],
  ["pkexec --user root rm -rf ~", "deny"],
  ["systemd-run --user rm -rf ~", "deny"],
  ["systemd-run -p MemoryMax=1G --unit x -t rm -rf ~", "deny"],
  ["firejail --private --net=none rm -rf ~", "deny"],
  ["numactl --cpunodebind=0 rm -rf ~", "deny"],
  ["numactl -N 0 -m 0 rm -rf ~", "deny"],
  ["cgexec -g cpu:x -g memory:y rm -rf ~", "deny"],
  ["bwrap --bind / / rm -rf ~", "deny"],
  ["bwrap --ro-bind / / --dev /dev --proc /proc --unshare-all --overlay a b c rm -rf ~", "deny"],
  ["bwrap --args 3 ls", "ask"],                                    // (more arguments from a descriptor)
  ["arch -arm64 rm -rf ~", "deny"],
  ["arch -arch x86_64 -e A=1 rm -rf ~", "deny"],
  ["/lib64/ld-linux-x86-64.so.2 /bin/rm -rf ~", "deny"],
  ["/lib/ld-musl-x86_64.so.1 --preload x.so rm -rf ~", "deny"],
  ["ld.so --library-path /x rm -rf ~", "deny"],
  ["gdb --args rm -rf ~", "deny"],
  ["gdb -batch -ex run --args rm -rf ~", "deny"],
  ["gdb -batch -ex 'shell rm -rf ~'", "deny"],
  ["gdb -batch -ex '!rm -rf ~'", "deny"],
  ["gdb --eval-command='pipe bt | rm -rf ~'", "deny"],
  ["gdb -batch -ex bt ./a.out core", "silent"],
  ["sg wheel -c 'rm -rf ~'", "deny"],
  ["sg wheel 'rm -rf ~'", "deny"],
  ["sg - wheel \"$CMD\"", "ask"],
  ["capsh -- -c 'rm -rf ~'", "deny"],
  ["capsh --drop=cap_net_raw == -- -c 'rm -rf ~'", "deny"],
  ["/proc/self/exe -c 'rm -rf ~'", "deny"],
  ["script -q /dev/null rm -rf ~", "deny"],                       // (BSD script: file, then command)
  ["script -qec 'rm -rf ~' /dev/null", "deny"],
  ["env -S '-i rm -rf ~'", "deny"],                                // (the split words are env's arguments again)
  ["env -S 'rm\\_-rf\\_~'", "deny"],                              // (\_ separates words)
  ["env -S'A=1 rm -rf ~'", "deny"],
  ["env -S 'rm -rf ${HOME}'", "ask"],                              // (a variable env expands when it runs)
  ["env -S 'ls #; rm -rf ~'", "silent"],                           // (# begins a comment)
  ["unshare --frobnicate x ls", "ask"],                             // (an option the grammar does not know)
  ["strace -f rm -rf ~", "deny"],
];
for (const [command, want] of GUARD) test(`destructive: ${command}`, () => assert.is(tier(guard, command), want));

// readonly approves a read through a launcher only when the launcher itself only times,
// schedules or selects (arch); the rest run with other rights or record the run
const READONLY = [
  ["arch -arm64 git status", "allow"],
  ["arch -x86_64 ls", "allow"],
  ["arch -e LD_PRELOAD=/x.so ls", "silent"],
  ["strace ls", "silent"],
  ["chroot / ls", "silent"],
  ["env -S 'ls -la'", "allow"],
  ["env -S 'rm\\_x'", "silent"],
];
for (const [command, want] of READONLY) test(`readonly: ${command}`, () => assert.is(tier(ro, command), want));

// For any spelling of a launcher's known options, the command it runs is seen: a denied
// command is never silent.
const GRAMMARS = {
  chroot: [["--skip-chdir"], ["--userspec", "u:g"], ["--userspec=u:g"], ["--groups", "a,b"]],
  unshare: [["-r"], ["-f"], ["-m"], ["-R", "/x"], ["-w", "/x"], ["--map-user", "0"], ["--map-user=0"], ["--propagation", "slave"], ["--fork"], ["-Rx"]],
  nsenter: [["-t", "1"], ["-t1"], ["-a"], ["-m"], ["--target", "1"], ["-S", "0"], ["--wdns", "/"], ["-W", "/"]],
  fakeroot: [["-u"], ["-s", "f"], ["-i", "f"], ["--faked", "x"], ["-l", "lib.so"]],
  setpriv: [["--reuid", "1"], ["--regid=1"], ["--init-groups"], ["--nnp"], ["--inh-caps", "-all"]],
  pkexec: [["--user", "root"], ["--keep-cwd"]],
  "systemd-run": [["--user"], ["-p", "X=1"], ["--unit", "u"], ["-t"], ["-E", "A=1"], ["--on-active=5"], ["--wait"]],
  numactl: [["-N", "0"], ["-C", "0-3"], ["--membind", "0"], ["-l"], ["--interleave=all"]],
  cgexec: [["-g", "cpu:x"], ["--sticky"]],
  bwrap: [["--bind", "/", "/"], ["--dev", "/dev"], ["--unshare-all"], ["--setenv", "A", "1"], ["--overlay", "a", "b", "c"], ["--die-with-parent"]],
  fakeroot_: [],
};
const DENIED = ["rm -rf ~", "rm -rf /", "git reset --hard"];
test("property: a launcher's options never hide the command it runs", () => {
  const names = Object.keys(GRAMMARS).filter((n) => GRAMMARS[n].length);
  fc.assert(fc.property(
    fc.constantFrom(...names).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.constantFrom(...GRAMMARS[n]), { maxLength: 4 }), fc.boolean(), fc.constantFrom(...DENIED))),
    ([n, opts, dashes, denied]) => {
      const words = [n, ...opts.flat(), ...(n === "chroot" ? ["/"] : []), ...(dashes && n !== "chroot" ? ["--"] : []), denied];
      const t = tier(guard, words.join(" "));
      return t === "deny" || t === "ask";
    }), { numRuns: 400 });
});

test.run();
