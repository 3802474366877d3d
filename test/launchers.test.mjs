// Launchers run the command their operands name, each read by its own option grammar
// (wasm/shell/launch.ts: chroot, unshare, nsenter, prlimit, fakeroot, valgrind, setpriv,
// pkexec, systemd-run, firejail, numactl, cgexec, bwrap, arch, the dynamic loader; uv, uvx,
// poetry, conda and mamba, pipx, npx, npm, pnpm, pnpx, yarn, bunx, bun, nix-shell, nix,
// direnv, eatmydata, xvfb-run, screen, tmux, at, batch, ssh (and the cloud CLIs' ssh), rlwrap, nocache, faketime,
// proxychains, torsocks, tsocks, catchsegv, trickle, cpulimit, dbus-launch, sandbox-exec,
// pipenv, entr, perf, hyperfine, run0, systemd-inhibit, setarch and linux32/64, dbus-run-
// session, ssh-agent, chpst, envdir, setuidgid, softlimit, setlock, torify, daemonize,
// start-stop-daemon, rtk, podman unshare; gdb, lldb, sg, capsh, /proc/self/exe, BSD script and env
// -S in wasm/shell.ts). A command line they are given (`npx -c`, `nix-shell --run`, `tmux
// new 'LINE'`, ssh's remote command, at's stdin, hyperfine's commands) is parsed, in the
// directory the launcher names (`sudo -D`, `unshare --wd`, `tmux -c`) or in one known only
// when it runs. An option a grammar does not know makes the launcher unknown (ask) while
// the command it probably runs is still classified. A program in no table may be a
// launcher too: a denied command among its operands asks (properties at the end). Through
// real builds of destructive and readonly.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { bashCall, reused } from "./helpers/built.mjs";

const [guard, ro] = await reused("rules/destructive.ts", "rules/readonly.ts");
const tier = (c, command) => c.classify(bashCall(command)).tier;

// [command, destructive's tier]
const GUARD = [
  ["chroot / rm -rf ~", "deny"],
  ["chroot --userspec u:g / rm -rf ~", "deny"],
  ["chroot --users u:g --skip-chdir / rm -rf ~", "deny"],         // (an abbreviation, as getopt_long reads it)
  ["chroot /srv/jail", "silent"],                                  // (an interactive shell)
  ["unshare -r rm -rf ~", "deny"],
  ["unshare --map-user 0 -R /x rm -rf ~", "deny"],
  ["unshare -fpm --mount-proc rm -rf ~", "deny"],
  ["podman unshare rm -rf ~", "deny"],                             // (on this host's files, as root in podman's namespace)
  ["podman --log-level=error unshare --rootless-netns rm -rf /etc", "deny"],
  ["echo 'rm -rf ~' | podman unshare", "deny"],                    // ($SHELL reading stdin)
  ["podman unshare --frob rm -rf ~", "deny"],                      // (an option not known: the command is still read)
  ["podman unshare cat /proc/self/uid_map", "silent"],
  ["podman unshare rm -rf /tmp/x", "silent"],
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
  ["/lib/x86_64-linux-gnu/ld-2.31.so /bin/rm -rf ~", "deny"],
  ["/lib/ld-musl-x86_64.so.1 --preload x.so rm -rf ~", "deny"],
  ["ld.so --library-path /x rm -rf ~", "deny"],
  ["gdb --args rm -rf ~", "deny"],
  ["gdb -batch -ex run --args rm -rf ~", "deny"],
  ["gdb -batch -ex 'shell rm -rf ~'", "deny"],
  ["gdb -batch -ex '!rm -rf ~'", "deny"],
  ["gdb --eval-command='pipe bt | rm -rf ~'", "deny"],
  ["gdb -batch -ex bt ./a.out core", "silent"],
  // the program given as an operand runs with run's arguments, as a shell line
  ["gdb -batch -ex 'run -rf ~' /bin/rm", "deny"],
  ["gdb -batch -ex 'set args -rf ~' -ex run rm", "deny"],
  ["gdb --batch --eval-command='r -rf ~' rm", "deny"],
  ["gdb -batch -ex 'start -rf ~' -e /bin/rm", "deny"],
  ["gdb -batch -ex 'run -rf ~' \"$P\"", "ask"],                      // (the program is known only when it runs)
  ["gdb -batch -ex 'run --verbose' ./a.out", "silent"],
  ["sg wheel -c 'rm -rf ~'", "deny"],
  ["sg wheel 'rm -rf ~'", "deny"],
  ["sg - wheel \"$CMD\"", "ask"],
  ["capsh -- -c 'rm -rf ~'", "deny"],
  ["capsh --drop=cap_net_raw == -- -c 'rm -rf ~'", "deny"],
  ["/proc/self/exe -c 'rm -rf ~'", "deny"],
  ["cd /proc/self && ./exe -c 'rm -rf ~'", "deny"],
  ["/proc/self/fd/../exe -c 'rm -rf ~'", "deny"],                  // (/proc/self/fd/.. is /proc/self)
  ["/dev/fd/../exe -c ls", "ask"],                                 // (the kernel follows the link /dev/fd: not read here)
  ["/dev/fd/../exe -c 'rm -rf ~'", "deny"],                        // (… and its words name a deletion: opaque-destructive)
  ["/proc/1/exe --version", "ask"],
  ["exe --version", "silent"],                                     // (a program on PATH named exe)
  // more launchers (their manuals): systemd's run0 and systemd-inhibit, util-linux's setarch
  // family, dbus-run-session, ssh-agent, runit's chpst, daemontools, torify, daemonize
  ["run0 rm -rf ~", "deny"],
  ["run0 -u root --chdir=/ rm -rf ~", "deny"],
  ["run0", "silent"],                                              // (an interactive shell)
  ["systemd-inhibit --what=idle --why x rm -rf ~", "deny"],
  ["systemd-inhibit --list", "silent"],
  ["setarch x86_64 -R rm -rf ~", "deny"],
  ["linux64 --addr-no-randomize rm -rf ~", "deny"],
  ["dbus-run-session -- rm -rf ~", "deny"],
  ["ssh-agent -t 60 rm -rf ~", "deny"],
  ["ssh-agent -k", "silent"],
  ["chpst -u root -/ / rm -rf ~", "deny"],
  ["envdir ./env rm -rf ~", "deny"],
  ["setuidgid root rm -rf ~", "deny"],
  ["softlimit -m 1000 rm -rf ~", "deny"],
  ["setlock -n /tmp/l rm -rf ~", "deny"],
  ["torify rm -rf ~", "deny"],
  ["daemonize -c / /bin/rm -rf ~", "deny"],
  ["start-stop-daemon --start --exec /bin/rm -- -rf ~", "ask"],  // (the program and its words given apart)
  ["start-stop-daemon --stop --name x", "silent"],
  ["script -q /dev/null rm -rf ~", "deny"],                       // (BSD script: file, then command)
  ["script -qec 'rm -rf ~' /dev/null", "deny"],
  ["env -S '-i rm -rf ~'", "deny"],                                // (the split words are env's arguments again)
  ["env -S 'rm\\_-rf\\_~'", "deny"],                              // (\_ separates words)
  ["env -S'A=1 rm -rf ~'", "deny"],
  ["env -S 'rm -rf ${HOME}'", "ask"],                              // (a variable env expands when it runs)
  ["env -S 'ls #; rm -rf ~'", "silent"],                           // (# begins a comment)
  ["unshare --frobnicate x ls", "ask"],                             // (an option the grammar does not know)
  ["strace -f rm -rf ~", "deny"],
  // language tool launchers: uv, poetry, conda, pipx, npm's family, bun, nix
  ["uv run rm -rf /", "deny"],
  ["uv run --with requests -p 3.12 rm -rf /", "deny"],
  ["uv --directory sub run -- rm -rf ~", "deny"],
  ["uv tool run --from x rm -rf ~", "deny"],
  ["uvx --from x rm -rf /", "deny"],
  ["uv run --frobnicate pytest", "ask"],
  ["uv pip install x", "silent"],
  ["poetry run rm -rf /", "deny"],
  ["poetry -C sub run -- rm -rf ~", "deny"],
  ["conda run -n base rm -rf /", "deny"],
  ["conda run --name=base --cwd / rm -rf /", "deny"],
  ["micromamba run -n env -a '' rm -rf ~", "deny"],
  ["pipx run --spec x rm -rf /", "deny"],
  ["npx rm -rf /", "deny"],
  ["npx -y -p foo rm -rf /", "deny"],
  ["npx -c 'rm -rf /'", "deny"],                                  // (a command line for npm's script shell)
  ["npx --call='git reset --hard'", "deny"],
  ["npx --reg https://r.example rm -rf ~", "deny"],                // (--registry by a prefix, as nopt reads it)
  ["npx --no-install prettier --check .", "silent"],
  ["npm exec -- rm -rf /", "deny"],
  ["npm x --package=foo -- rm -rf /", "deny"],
  ["npm exec -c 'rm -rf ~'", "deny"],
  ["npm test", "silent"],
  ["pnpm dlx rm -rf /", "deny"],
  ["pnpm -C sub exec rm -rf /", "deny"],
  ["pnpm exec -c 'rm -rf /'", "deny"],                            // (--shell-mode: a shell reads the words)
  // (a first word that is no pnpm or npm command is run as `pnpm exec` runs it)
  ["pnpm sh -c 'rm -rf ~'", "deny"],
  ["pnpm node -e 'require(\"child_process\").execSync(\"rm -rf ~\")'", "deny"],
  ["pnpm --filter web rm -rf ~", "silent"],                          // (pnpm's rm: remove a dependency)
  ["pnpm -C sub git reset --hard", "deny"],
  ["pnpm remove lodash", "silent"], ["pnpm build", "silent"], ["pnpm eslint .", "silent"], ["pnpm unlink x", "silent"],
  ["pnpx rm -rf /", "deny"],
  ["yarn dlx -p x rm -rf /", "deny"],
  ["yarn exec 'rm -rf ~'", "deny"],
  ["bunx rm -rf /", "deny"],
  ["bun x rm -rf /", "deny"],
  ["bun exec 'rm -rf ~'", "deny"],
  ["nix-shell --run 'rm -rf /'", "deny"],
  ["nix-shell -p git --command 'git push --force'", "deny"],
  ["nix-shell --arg a b --run 'rm -rf ~'", "deny"],
  ["nix-shell -p git", "silent"],                                   // (an interactive shell)
  ["nix develop -c rm -rf /", "deny"],
  ["nix shell nixpkgs#hello --command rm -rf /", "deny"],
  // environment and display wrappers
  ["direnv exec . rm -rf /", "deny"],
  ["eatmydata rm -rf /", "deny"],
  ["xvfb-run -a -s '-screen 0 1x1x8' rm -rf /", "deny"],
  // terminal multiplexers: a program they start, and keys they type (unknown)
  ["screen -dm rm -rf /", "deny"],
  ["screen -dmS name rm -rf /", "deny"],
  ["screen -d -m -S name bash -c 'rm -rf ~'", "deny"],
  ["screen -S x -X stuff 'make\n'", "ask"],
  ["screen -ls", "silent"],
  ["tmux new -d 'rm -rf ~'", "deny"],
  ["tmux new-session -d -s x rm -rf /", "deny"],
  ["tmux neww 'git push --force'", "deny"],
  ["tmux split-window -h -c /tmp 'rm -rf ~'", "deny"],
  ["tmux -c 'rm -rf ~'", "deny"],
  ["tmux run-shell 'git reset --hard'", "deny"],
  ["tmux send-keys -t x make Enter", "ask"],
  ["tmux new -d 'make' ';' send-keys x", "ask"],                   // (a second tmux command: not read)
  ["tmux ls", "silent"],
  // at and batch read their program from stdin (or -f FILE)
  ["at now <<< 'rm -rf ~'", "deny"],
  ["echo 'rm -rf ~' | at now", "deny"],
  ["batch <<< 'git clean -fdx'", "deny"],
  ["at now", "ask"],
  ["at -f job.sh now", "silent"],
  ["at -l", "silent"],
  // … a job file the call wrote is that script (so is the .envrc `direnv exec DIR` evaluates)
  ["printf 'rm -rf ~' > x; at -f x now", "deny"],
  ["printf 'rm -rf ~' > x; batch -f x", "deny"],
  ["printf 'rm -rf ~' > x; at -mf x now", "deny"],
  ["printf 'rm -rf ~' > x; at -q b -f x now", "deny"],
  ["{ echo \"$X\"; } > x; at -f x now", "ask"],
  ["printf 'ls' > x; at -f x now", "silent"],
  ["printf 'rm -rf ~' > y; at -f x now", "silent"],
  ["printf 'rm -rf ~' > .envrc; direnv allow; direnv exec . true", "deny"],
  ["printf 'rm -rf ~' > d/.envrc; direnv exec d ls", "deny"],
  ["{ echo \"$X\"; } > .envrc; direnv exec . ls", "ask"],
  ["printf 'export A=1' > .envrc; direnv exec . ls", "silent"],
  ["direnv exec . ls", "silent"],
  // ssh: the remote command is a command line (`localhost` is here); -o ProxyCommand runs here
  ["ssh localhost rm -rf ~", "deny"],
  ["ssh -p 22 h 'rm -rf /'", "deny"],
  ["ssh h -l root rm -rf /", "deny"],
  ["ssh -t -i key.pem user@h -- 'git push --force'", "deny"],
  ["ssh -o ProxyCommand='rm -rf ~' h", "deny"],
  ["ssh -o RemoteCommand='rm -rf ~' h", "deny"],
  ["ssh h 'rm -rf \"$X\"/'", "ask"],                              // (the remote's variables are not this shell's)
  ["ssh h", "silent"],
  ["ssh -N -L 1:h:2 h", "silent"],
  // the cloud CLIs' ssh: SSH_ARGS after `--` as ssh reads them after its host, gcloud's
  // --command a command line run there, stdin the remote shell's without a command
  ["gcloud compute ssh vm --command 'rm -rf ~'", "deny"],
  ["gcloud compute ssh vm --zone z --command='rm -rf /'", "deny"],
  ["gcloud compute ssh vm -- rm -rf ~", "deny"],
  ["gcloud compute tpus tpu-vm ssh t --command 'rm -rf ~'", "deny"],
  ["gcloud cloud-shell ssh --command 'rm -rf ~'", "deny"],
  ["gcloud compute ssh vm <<< 'rm -rf ~'", "deny"],
  ["az ssh vm -n vm -g rg -- rm -rf ~", "deny"],
  ["gh codespace ssh -- rm -rf ~", "deny"],
  ["gh cs ssh -c name -- 'git push --force'", "deny"],
  ["gcloud compute ssh vm --command 'ls -la'", "silent"],
  ["gcloud compute ssh vm -- -L 8080:localhost:80", "silent"],
  ["gcloud compute ssh vm", "silent"],
  ["gcloud compute instances describe ssh", "silent"],             // (an instance named ssh)
  ["az ssh vm -n vm -g rg", "silent"],
  ["gh codespace ssh -c name -- ls", "silent"],
  // az's run-command: the lines a VM's shell runs; a file's, or PowerShell's, not known here
  ["az vm run-command invoke -g rg -n vm --command-id RunShellScript --scripts 'echo hi' 'rm -rf /'", "deny"],
  ["az vmss run-command invoke -g rg -n ss --instance-id 0 --command-id RunShellScript --scripts 'rm -rf ~'", "deny"],
  ["az vm run-command create -g rg --vm-name vm --name x --script 'rm -rf ~'", "deny"],
  ["az vm run-command invoke -g rg -n vm --command-id RunShellScript --scripts @script.sh", "ask"],
  ["az vm run-command invoke -g rg -n vm --command-id RunPowerShellScript --scripts 'Remove-Item -Recurse C:\\'", "ask"],
  ["az vm run-command invoke -g rg -n vm --command-id RunShellScript --scripts 'df -h'", "silent"],
  ["az vm run-command list -g rg --vm-name vm", "silent"],
  // aws: ecs execute-command's --command runs in the task's container; ssm's command documents
  // take their commands from --parameters (not read here)
  ["aws ecs execute-command --cluster c --task t --interactive --command 'rm -rf ~'", "deny"],
  ["aws ssm send-command --document-name AWS-RunShellScript --targets Key=instanceids,Values=i-1 --parameters commands=ls", "ask"],
  ["aws ssm start-session --target i-1 --document-name AWS-StartNonInteractiveCommand --parameters command=ls", "ask"],
  ["aws ssm send-command --document-name My-Doc --instance-ids i-1", "ask"],       // (a document of the account's own)
  ["aws ssm start-session --target i-1 --document-name AWS-StartPortForwardingSession", "silent"],
  ["aws ecs execute-command --cluster c --task t --interactive --command 'ls -la'", "silent"],
  ["aws ssm start-session --target i-1", "silent"],
  ["aws ecs list-tasks --cluster c", "silent"],
  // where the launched command runs: the launcher's directory option, or one only the run
  // knows (a service's, a login shell's, a sandbox's)
  ["sudo -D / rm -r etc", "deny"],
  ["sudo --chdir=/ rm -r etc", "deny"],
  ["sudo -uroot -D/ rm -r etc", "deny"],
  ["sudo -D /tmp rm -r etc", "silent"],
  ["sudo -i rm -r ..", "ask"],
  ["unshare -w / rm -r etc", "deny"],
  ["unshare --wd=/tmp rm -r etc", "silent"],
  ["unshare -R /srv/jail rm -r etc", "deny"],                     // (the new root's /: judged as the host's, stricter)
  ["nsenter --wd=/ rm -r etc", "deny"],
  ["nsenter -t 1 -w rm -r etc", "ask"],                           // (the target process's directory)
  ["systemd-run --working-directory=/ rm -r etc", "deny"],
  ["systemd-run rm -r etc", "ask"],                                // (a service runs in / or the user's home)
  ["systemd-run --scope rm -r x", "silent"],
  ["bwrap --ro-bind / / --chdir / rm -r etc", "deny"],
  ["bwrap --ro-bind / / rm -r x", "ask"],
  ["chroot / rm -r etc", "deny"],
  ["chroot --skip-chdir / rm -r x", "silent"],
  ["parallel --wd / rm -r ::: etc", "deny"],
  ["parallel --workdir /tmp rm -r ::: etc", "silent"],
  // (--shebang: the last word is a file of input lines, each a command where none is given)
  ["printf 'rm -rf ~' > x; parallel --shebang x", "deny"], ["parallel --hashbang -r echo ./list", "ask"],
  ["parallel echo ::: a b", "silent"],
  ["tmux new -c / 'rm -r etc'", "deny"],
  ["conda run -n x --cwd / rm -r etc", "deny"],
  // more launchers, each by its manual's grammar
  ["rlwrap rm -rf /", "deny"],
  ["rlwrap -a -H hist -z 'rm -rf ~' python", "deny"],              // (-z: a filter program)
  ["rlwrap -apass -C x rm -rf /", "deny"],                         // (-a's value is optional, attached)
  ["nocache -n 2 rm -rf /", "deny"],
  ["faketime '2020-01-01' rm -rf /", "deny"],
  ["faketime -f '+2d' rm -rf ~", "deny"],
  ["proxychains4 -q -f cfg rm -rf /", "deny"],
  ["torsocks -i rm -rf /", "deny"],
  ["torsocks on", "silent"],
  ["tsocks rm -rf /", "deny"],
  ["catchsegv rm -rf /", "deny"],
  ["trickle -d 10 -u 5 rm -rf /", "deny"],
  ["cpulimit -l 10 -- rm -rf /", "deny"],
  ["cpulimit -l 10 -p 1234", "silent"],
  ["dbus-launch --exit-with-session rm -rf /", "deny"],
  ["sandbox-exec -p '(version 1)' rm -rf /", "deny"],
  ["pipenv run rm -rf /", "deny"],
  ["pipenv --python 3.12 run rm -rf ~", "deny"],
  ["entr rm -rf / <<< x", "deny"],
  ["ls | entr -s 'rm -rf /'", "deny"],
  ["perf stat -e cycles rm -rf /", "deny"],
  ["perf record -g -- rm -rf ~", "deny"],
  ["perf mem record rm -rf ~", "deny"],
  ["perf record -a", "silent"],
  ["hyperfine 'rm -rf /'", "deny"],
  ["hyperfine -w 3 --prepare 'git reset --hard' 'make'", "deny"],
  ["hyperfine -P n 1 3 'rm -rf ~/{n}'", "deny"],
  ["hyperfine 'sleep 0.1' 'ls'", "silent"],
  ["lldb -- rm -rf build", "deny"],
  ["lldb -b -o run -- /bin/rm -rf build", "deny"],
  ["lldb -o 'run -rf build' /bin/rm", "deny"],
  ["lldb -o 'process launch -- -rf build' -- /bin/rm", "deny"],
  ["lldb -o 'platform shell rm -rf build'", "deny"],
  ["lldb -o 'platform shell -t 5 -- rm -rf build'", "deny"],
  ["lldb -o 'script import os'", "ask"],                            // (Python: not read)
  ["lldb -o 'expr (int)system(\"x\")' -- ./a.out", "ask"],         // (a call in the program debugged)
  ["gdb -batch -ex 'python import os; os.system(\"rm -rf build\")'", "ask"],
  ["gdb -batch -ex 'call system(\"x\")' --args ./a.out", "ask"],
  ["gdb -ex \"$CMD\" ./a.out", "ask"],
  ["busybox.static rm -rf build", "deny"],
  ["/bin/busybox.nosuid rm -rf build", "deny"],
  ["crontab -l", "silent"],
  // (a table cron runs later, read from stdin where its text is known: each line's command
  // past its schedule, up to its first `%`; a file's table, or one not known, is unknown)
  ["echo '* * * * * make' | crontab -", "silent"],
  ["crontab <<< '* * * * * rm -rf ~'", "deny"],
  ["echo '@reboot rm -rf ~' | crontab", "deny"],
  ["printf '%s\\n' 'MAILTO=x' '*/5 * * * * rm -rf ~/.ssh' | crontab -", "deny"],
  ["crontab - <<'EOF'\n# nightly\nSHELL=/bin/bash\n0 3 * * * rm -rf ~ % input\nEOF", "deny"],
  ["crontab <<< '0 3 * * * date >> /tmp/x.log % rm -rf ~'", "silent"],  // (after `%`: the command's stdin)
  ["crontab <<< \"* * * * * $CMD\"", "ask"],
  ["crontab cron.txt", "ask"],
  ["crontab < cron.txt", "ask"],
  // (a table with no job — blank, comments or settings only, the empty file — removes every
  // job the user had, as `crontab -r` does)
  ["echo | crontab -", "deny"],
  ["printf '' | crontab", "deny"],
  ["crontab <<< '# none'", "deny"],
  ["crontab - <<'EOF'\nMAILTO=me\n\nEOF", "deny"],
  ["crontab -u deploy /dev/null", "deny"],
  ["crontab -i /dev/null", "deny"],     // (-i only makes -r ask: FILE is installed)
  ["crontab -ri", "silent"],
  ["crontab - < /dev/null", "deny"],
  ["crontab - <<< '0 0 * * * date' < /dev/null", "deny"],  // (the last redirect of stdin is read)
  ["echo | crontab -x ext", "deny"],                        // (-x takes a mask)
  ["crontab < /dev/null < cron.txt", "ask"],     // (the last redirect of stdin is the one it reads)
  // scp and sftp read ssh's -o; cmake -E env/chdir/time run a command; compgen -C runs one
  // and -W expands its words (bash's programmable completion, non-interactive too)
  ["scp -o 'ProxyCommand=rm -rf ~' a host:", "deny"],
  ["sftp -oProxyCommand='git reset --hard' host", "deny"],
  ["scp -r -P 22 a host:b", "silent"],
  ["cmake -E env FOO=1 --unset=BAR rm -rf ~", "deny"],
  ["cmake -E chdir build rm -rf /", "deny"],
  ["cmake -E time git reset --hard", "deny"],
  ["cmake -E env FOO=1 ls", "silent"],
  ["compgen -C 'rm -rf ~' x", "deny"],
  ["compgen -W '$(rm -rf ~)' x", "deny"],
  ["compgen -W \"$WORDS\" x", "ask"],
  ["compgen -W 'start stop' s", "silent"],
  // a file the call writes, then a tool reads as code: unknown code (or the text's deletion)
  ["printf 'all:\\n\\trm -rf ~\\n' > Makefile; make", "ask"],
  ["echo 'x' > m.mk && make -f m.mk", "ask"],
  ["echo 'BEGIN{system(\"rm -rf ~\")}' > p.awk; awk -f p.awk", "deny"],
  ["echo '1e rm -rf ~' > s.sed; sed --file=s.sed f", "deny"],
  ["echo 'x' > r.js; node -r ./r.js -e 1", "ask"],
  ["echo 'x' > m.py; python3 -m m", "ask"],
  ["echo 'x' > X.pm; perl -I. -MX -e 1", "ask"],
  ["echo '{}' > package.json; npm test", "ask"],
  ["echo 'x' > g.gdb; gdb -batch -x g.gdb", "ask"],
  ["echo 'x' > v.vim; vim -S v.vim", "ask"],
  // a container's command runs there — on a volume that may be the host's: judged as
  // a command (its directory there is not known); -i feeds it this stdin
  ["docker exec app rm -rf /app/cache", "deny"],
  ["docker -H ssh://h container exec -u root app rm -rf /", "deny"],
  ["printf '%s\\n' 'rm -rf /' | docker exec -i c sh", "deny"],
  ["podman exec -it c git reset --hard", "deny"],
  ["kubectl exec pod -c app -- rm -rf /", "deny"],
  ["printf 'rm -rf /' | kubectl exec -i pod -- sh", "deny"],
  ["docker exec app rm -rf build", "deny"],                          // (a relative path: a project's, wherever it runs)
  ["kubectl exec pod ls", "ask"],                                    // (the old form: where the command starts is not read)
  ["docker exec app ls /app", "silent"],
  ["podman exec -l rm -rf /", "deny"],
  ["docker compose exec web rm -rf /", "deny"],                      // (compose's exec: the service's container)
  ["docker-compose -f x.yml exec -T web git reset --hard", "deny"],
  ["echo 'rm -rf /' | docker compose exec -T web sh", "deny"],       // (its stdin is the command's by default)
  ["echo 'rm -rf /' | docker compose exec --interactive=false web sh", "silent"],
  // the command gets this stdin only with -i/--interactive (kubectl: -i/--stdin), not detached
  ["echo 'rm -rf /' | docker exec c sh", "silent"],
  ["echo 'rm -rf ~' | podman exec -il sh", "deny"],
  ["echo 'rm -rf /' | docker exec -i --interactive=false c sh", "silent"],
  ["echo 'rm -rf /' | docker exec -i -d c sh", "silent"],
  ["echo 'git reset --hard' | kubectl exec p -- sh", "silent"],
  ["echo 'git reset --hard' | kubectl exec --stdin p -- sh", "deny"],
  ["echo 'git reset --hard' | kubectl exec -ti p -- sh", "deny"],
  ["docker exec c sh <<'EOF'\nrm -rf /\nEOF", "silent"],
  ["docker exec -i c sh <<'EOF'\nrm -rf /\nEOF", "deny"],                               // (--latest names the container: no operand does)
  ["podman exec --latest -it git reset --hard", "deny"],
  ["kubectl --namespace exec get pods", "silent"],                    // (a namespace named exec)
  ["docker --context exec ps", "silent"],
  // GNU tar hands the compress program to /bin/sh -c when it writes an archive
  ["tar -cf out.tar -I 'echo safe; git reset --hard' file", "deny"],
  ["tar --create -f o.tgz --use-compress-program='gzip | rm -rf ~' d", "deny"],
  ["tar -xf in.tar -I 'gzip -d'", "silent"],
  ["printf 'Host *\\n  ProxyCommand x\\n' > /tmp/c; ssh -F /tmp/c host", "ask"],
  ["printf 'Host x\\n  ProxyCommand x\\n' >> ~/.ssh/config; scp a x:b", "ask"],
  ["echo x > /tmp/p/sitecustomize.py && PYTHONPATH=/tmp/p python3 -c pass", "ask"],
  ["echo 'x' > x.js && NODE_OPTIONS='--require ./x.js' node -e 1", "ask"],
  ["echo 'x' > X.pm && PERL5OPT=-MX PERL5LIB=. perl -e 1", "ask"],
  ["printf 'x' > /tmp/x/git; export PATH=/tmp/x:$PATH; git status", "ask"],   // (a PATH the call sets, to a file it wrote)
  ["PATH=/usr/local/bin:$PATH ls", "silent"],
  ["echo hi > notes.txt; make", "silent"],
  ["awk -f p.awk", "silent"],
  // rtk runs the tool its subcommand names (err/test/summary: a line sh -c runs; proxy: words)
  ["rtk git reset --hard", "deny"],
  ["rtk -vv -u git reset --hard", "deny"],
  ["rtk rm -rf ~", "deny"],                                          // (a subcommand it does not list: passed through)
  ["rtk err 'rm -rf ~'", "deny"],
  ["rtk test git reset --hard", "deny"],
  ["rtk proxy rm -rf /", "deny"],
  ["rtk --bogus rm -rf /", "deny"],
  ["rtk --bogus ls", "ask"],
  ["rtk read notes.txt", "silent"],
  ["rtk gain --history", "silent"],
  // … as clap reads it: a first `--` and rtk's global options are dropped before the words
  ["rtk err -- rm -rf ~", "deny"],
  ["rtk proxy -v rm -rf ~", "deny"],
  ["rtk summary -u git checkout -- .", "deny"],
  ["rtk git push -- --force origin main", "deny"],
  ["rtk git branch -- -D x", "deny"],
  ["rtk git stash x drop", "deny"],                                  // (a stash word it does not know is dropped)
  ["rtk grep -- --pre=rm x .", "deny"],                              // (ripgrep gets the pattern with no `--`)
  ["rtk grep foo . -- --pre=rm", "deny"],
  ["rtk lint rm -rf ~", "deny"],                                     // (lint runs a plain first word)
  ["rtk npx eslint git reset --hard", "deny"],
  ["rtk npx rimraf dist", "silent"],                                 // (npx's default is `npm run rimraf dist`)
  // ansible's ad-hoc tasks (its argparse; the modules' documentation): command (the
  // default), shell and raw run -a's command line; file state=absent is `rm -rf PATH`
  ["ansible localhost -m shell -a 'rm -rf ~'", "deny"],
  ["ansible localhost --module-name=shell --args='rm -rf ~'", "deny"],
  ["ansible localhost --mod shell --arg 'rm -rf ~'", "deny"],        // (argparse takes a long option's prefix)
  ["ansible localhost -mshell -a'rm -rf ~'", "deny"],
  ["ansible -m raw -a 'rm -rf /etc' localhost", "deny"],
  ["ansible localhost -a 'git reset --hard'", "deny"],               // (the command module, the default)
  ["ansible all -i localhost, -c local -m ansible.builtin.command -a 'rm -rf ~'", "deny"],
  ["ansible all -m file -a 'path=/ state=absent'", "deny"],
  ["ansible localhost -m ansible.builtin.file -a 'state=absent dest=/usr'", "deny"],
  ["ansible localhost -m file -a \"path='/etc' state=absent\"", "deny"],
  ["ansible localhost -m file -a '{\"path\": \"/etc\", \"state\": \"absent\"}'", "ask"], // (not key=value words)
  ["ansible localhost -m user -a 'name=bob state=absent remove=yes'", "ask"],        // (a module not read here)
  ["ansible localhost -m shell -a \"$CMD\"", "ask"],
  ["ansible all -m ping", "silent"],
  ["ansible localhost -m debug -a 'msg=hi'", "silent"],
  ["ansible all --list-hosts", "silent"],
  ["ansible localhost -m file -a 'path=/tmp/x state=absent'", "silent"],
  ["ansible localhost -m file -a 'path=/srv/app state=directory'", "silent"],
  ["ansible localhost -m shell -a uptime", "silent"],
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
  // none of the new launchers approves what it runs: each runs other code too (a package, a
  // project's environment, a session), or runs it elsewhere (ssh, at)
  ["uv run ls", "silent"],
  ["uvx ruff check", "silent"],
  ["poetry run ls", "silent"],
  ["conda run -n x ls", "silent"],
  ["npx foo", "silent"],
  ["npx -c ls", "silent"],
  ["npm exec -- ls", "silent"],
  ["pnpm exec ls", "silent"],
  ["bunx cowsay", "silent"],
  ["nix-shell --run ls", "silent"],
  ["direnv exec . ls", "silent"],
  ["eatmydata ls", "silent"],
  ["xvfb-run ls", "silent"],
  ["screen -dm ls", "silent"],
  ["tmux new -d ls", "silent"],
  ["rlwrap ls", "silent"],
  ["faketime '2020-01-01' ls", "silent"],
  ["perf stat ls", "silent"],
  ["hyperfine ls", "silent"],
  ["lldb -- ls", "silent"],
  ["at now <<< ls", "silent"],
  ["ssh h ls", "silent"],
  ["ssh -o ProxyCommand='nc %h %p' h", "silent"],
  // a container's command is approved as any other, as the container's own user in its own
  // environment — judged without this host's files (a fact about them says nothing there)
  ["docker exec web cat /etc/hostname", "allow"],
  ["docker exec -it web ls /app", "allow"],
  ["podman exec -l ls", "allow"],
  ["kubectl exec -it web-0 -c app -- ls /", "allow"],
  ["docker exec -u root web ls", "silent"],
  ["docker exec --privileged web ls", "silent"],
  ["docker exec -e PAGER=x web git log", "silent"],
  ["kubectl exec web-0 ls", "silent"],                                // (the old form: where the command starts is not read)
  ["docker exec web ls *", "silent"],                                 // (a glob: the names here say nothing of there)
  ["docker exec web rm x", "silent"],
  // rtk only filters what the command prints: approved as the command it runs
  ["rtk git status", "allow"],
  ["rtk -v ls -la", "allow"],
  ["rtk git log --oneline | rtk head -5", "allow"],
  ["rtk grep foo src", "allow"],                                     // (ripgrep, on rtk's words)
  ["rtk grep foo . --pre=./x.sh", "silent"],
  ["rtk proxy cat README.md", "allow"],
  ["rtk gain", "allow"],
  ["rtk git push", "silent"],
  ["rtk err cargo build", "silent"],
  ["rtk init -g", "silent"],
  ["rtk --bogus ls", "silent"],
  ["rtk git -v status", "allow"],
  ["rtk npm ls", "silent"],                                          // (`npm run ls`: a script)
  ["rtk ruff config .", "silent"],                                   // (`ruff check … config .`)
  ["rtk grep -- --pre=sh .", "silent"],
  ["rtk err ls *", "silent"],                                        // (a name is read again as shell text)
];
for (const [command, want] of READONLY) test(`readonly: ${command}`, () => assert.is(tier(ro, command), want));

test("readonly: a fact about this host's files is unknown for a container's command", () => {
  const dir = mkdtempSync(join(tmpdir(), "rulec-away-"));
  try {
    const db = join(dir, "app.db");
    spawnSync("sqlite3", [db, "create table t(a)"]);
    if (!existsSync(db)) writeFileSync(db, "");   // (any file: the rule asks whether it exists)
    const call = (command) => ro.classify({ ...bashCall(command), cwd: dir }).tier;
    assert.is(call(`sqlite3 -safe ${db} 'SELECT 1'`), "allow");
    assert.is(call(`docker exec web sqlite3 -safe ${db} 'SELECT 1'`), "silent");
    assert.is(call(`kubectl exec web-0 -- sqlite3 -safe ${db} 'SELECT 1'`), "silent");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

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
  // the launchers added for agents' tool chains: each run as `NAME … OPTIONS … CMD`
  "uv run": [["--with", "x"], ["--with=x"], ["-p", "3.12"], ["--python", "3.12"], ["--no-project"], ["--frozen"], ["-q"], ["--directory", "d"], ["--env-file", ".env"], ["--isolated"], ["--extra", "dev"]],
  uvx: [["--from", "x"], ["--with", "y"], ["-p", "3.11"], ["--isolated"], ["-q"]],
  "poetry run": [["-q"], ["-C", "d"], ["--directory=d"], ["-P", "p"], ["--no-interaction"], ["-vvv"]],
  "conda run": [["-n", "base"], ["--name=base"], ["-p", "/opt/env"], ["--cwd", "/tmp"], ["--no-capture-output"], ["--live-stream"], ["-v"]],
  "pipx run": [["--spec", "x"], ["--python", "3.12"], ["--no-cache"], ["-q"], ["--pip-args", "-q"], ["--index-url", "u"]],
  npx: [["-y"], ["--yes"], ["-p", "pkg"], ["--package=pkg"], ["--package", "pkg"], ["-q"], ["--no-install"], ["--registry", "u"], ["--reg", "u"], ["--prefer-offline"], ["-w", "ws"]],
  "npm exec": [["-y"], ["--package", "pkg"], ["--workspace=ws"], ["-w", "ws"], ["--no-fund"]],
  "pnpm dlx": [["--package", "pkg"], ["-s"], ["--silent"]],
  "pnpm exec": [["-r"], ["--parallel"], ["-C", "d"], ["--filter", "x"], ["-F", "x"], ["--workspace-root"]],
  "yarn dlx": [["-p", "pkg"], ["--package", "pkg"], ["-q"]],
  bunx: [["--bun"], ["-p", "pkg"], ["--package", "pkg"], ["--silent"]],
  "xvfb-run": [["-a"], ["--auto-servernum"], ["-s", "-screen 0 1x1x8"], ["-n", "99"], ["--server-num=99"], ["-e", "log"], ["-w", "3"]],
  screen: [["-d"], ["-m"], ["-dm"], ["-dmS", "s"], ["-S", "s"], ["-L"], ["-Logfile", "log"], ["-t", "title"], ["-h", "1000"], ["-c", "rc"]],
  "tmux new": [["-d"], ["-s", "s"], ["-n", "w"], ["-c", "/tmp"], ["-x", "80"], ["-y", "24"], ["-e", "A=1"], ["-ds", "s"], ["-P"], ["-F", "'#{pane_id}'"]],
  rlwrap: [["-a"], ["-apw"], ["-c"], ["-C", "x"], ["-H", "hist"], ["--histsize", "100"], ["-r"], ["-m"], ["-S", "> "], ["--always-readline"]],
  nocache: [["-n", "2"], ["-D", "log"]],
  proxychains4: [["-q"], ["-f", "cfg"]],
  torsocks: [["-i"], ["-u", "user"], ["--port", "9050"], ["-q"], ["-a", "127.0.0.1"]],
  trickle: [["-d", "10"], ["-u", "5"], ["-s"], ["-t", "1"], ["-v"]],
  cpulimit: [["-l", "10"], ["--limit=10"], ["-z"], ["-i"], ["-q"]],
  "dbus-launch": [["--exit-with-session"], ["--sh-syntax"], ["--config-file", "f"], ["--config-file=f"]],
  "sandbox-exec": [["-p", "(version 1)"], ["-f", "p.sb"], ["-D", "A=1"]],
  "perf stat": [["-e", "cycles"], ["-r", "3"], ["-x,"], ["-a"], ["--repeat", "2"], ["-o", "out"], ["-d"]],
  "perf record": [["-g"], ["-F", "99"], ["-o", "perf.data"], ["--call-graph", "dwarf"], ["-q"]],
  entr: [["-c"], ["-d"], ["-r"], ["-n"], ["-p"]],
  ssh: [["-p", "22"], ["-p22"], ["-i", "key"], ["-t"], ["-tt"], ["-A"], ["-o", "BatchMode=yes"], ["-oStrictHostKeyChecking=no"], ["-l", "root"], ["-J", "jump"], ["-4"], ["-q"], ["-C"], ["-F", "cfg"]],
};
const DENIED = ["rm -rf ~", "rm -rf /", "git reset --hard"];
test("property: a launcher's options never hide the command it runs", () => {
  const names = Object.keys(GRAMMARS).filter((n) => GRAMMARS[n].length);
  fc.assert(fc.property(
    fc.constantFrom(...names).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.constantFrom(...GRAMMARS[n]), { maxLength: 4 }), fc.boolean(), fc.constantFrom(...DENIED))),
    ([n, opts, dashes, denied]) => {
      const flat = opts.flat().map((w) => (/\s/.test(w) ? `'${w}'` : w));
      // (ssh: a destination; screen and ssh read no `--` before the command)
      const words = [n, ...flat, ...(n === "chroot" ? ["/"] : []), ...(n === "ssh" ? ["h"] : []), ...(dashes && !["chroot", "screen", "ssh", "tmux new", "bunx", "dbus-launch"].includes(n) ? ["--"] : []), denied];
      const command = words.join(" ");
      const t = tier(guard, command);
      if (t !== "deny" && t !== "ask") throw new Error(`${command}: ${t}`);
      return true;
    }), { numRuns: 600 });
});

// A launcher not in the tables (a made-up name, any options) may run the command its
// operands name: never silent. And a wrapper spelled in any case (a case-insensitive
// filesystem runs it) is still looked into.
// (names no known tool has: "zq" and letters, maybe a "-suffix")
const UNKNOWN_NAME = fc.stringMatching(/^zq[a-z0-9]{1,8}(-[a-z]{2,6})?$/);
const OPTS = fc.array(fc.constantFrom("-v", "--quiet", "-x", "--as", "app", "--env=prod", "-p", "8080", "--"), { maxLength: 4 });
test("property: an unknown program's operands that form a denied command ask at least", () => {
  fc.assert(fc.property(UNKNOWN_NAME, OPTS, fc.constantFrom(...DENIED), (name, opts, denied) => {
    const command = [name, ...opts, denied].join(" ");
    const t = tier(guard, command);
    if (t !== "deny" && t !== "ask") throw new Error(`${command}: ${t}`);
    return true;
  }), { numRuns: 400 });
});

const anyCase = (w) => fc.array(fc.boolean(), { minLength: w.length, maxLength: w.length }).map((up) => [...w].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(""));
test("property: a wrapper, shell or interpreter in any letter case is looked into", () => {
  const FORMS = [["sudo", " rm -rf ~"], ["xargs", " rm -rf ~ < /dev/null"], ["timeout", " 5 git reset --hard"], ["env", " git reset --hard"], ["nohup", " rm -rf /"], ["bash", " -c 'git reset --hard'"], ["python3", " -c \"import shutil; shutil.rmtree('/')\""]];
  fc.assert(fc.property(fc.constantFrom(...FORMS).chain(([w, rest]) => anyCase(w).map((n) => n + rest)), (command) => {
    const t = tier(guard, command);
    if (t !== "deny" && t !== "ask") throw new Error(`${command}: ${t}`);
    return true;
  }), { numRuns: 300 });
});

test.run();
