// Shells given their program with -c, read by their option grammar (bash(1), sh, zsh, ksh):
// options bundle, -o/+o and -O/+O take the next word, -c makes the first operand the
// program, -n reads it and runs nothing. Through a real build of destructive.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("rules/destructive.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/tmp", project_dir: "/tmp", "tool_input.command": command }).tier;

// [command, tier]
const CASES = [
  ["bash -c 'git reset --hard'", "deny"],
  ["bash -euo pipefail -c 'git reset --hard'", "deny"],
  ["bash -e -o pipefail -c 'git reset --hard'", "deny"],
  ["bash -co pipefail 'git reset --hard'", "deny"],
  ["bash -Oc extglob 'git reset --hard'", "deny"],
  ["bash -O extglob -c 'rm -rf /'", "deny"],
  ["sh -ec 'git reset --hard'", "deny"],
  ["sh -xec 'rm -rf ~'", "deny"],
  ["zsh +o nomatch -c 'rm -rf /'", "deny"],
  ["ksh -o errexit -c 'git clean -fd'", "deny"],
  ["bash --norc -c 'git reset --hard'", "deny"],
  ["bash --rcfile x.rc -c 'git reset --hard'", "deny"],
  ["bash -oc pipefail 'git reset --hard'", "deny"],
  // zsh and the ksh family read -o's name from the rest of the word (bash from the next)
  ["zsh -onotify -c 'rm -rf ~'", "deny"],
  ["zsh -dfonoglob -c 'git reset --hard'", "deny"],
  ["ksh -oerrexit -c 'rm -rf ~'", "deny"],
  ["bash -n -c 'git reset --hard'", "silent"],      // (-n: read, not run)
  ["bash -o noexec -c 'git reset --hard'", "silent"],
  ["zsh -oNO_EXEC -c 'rm -rf ~'", "silent"],
  ["zsh +o exec -c 'rm -rf ~'", "silent"],
  // GNU parallel's {= =} and --rpl: Perl that parallel runs itself, --dry-run too
  ["parallel --dry-run echo '{= system(\"rm -rf /\") =}' ::: x", "deny"],
  ["parallel --rpl '{x} system(\"git reset --hard\")' echo {x} ::: v", "deny"],
  ["parallel echo '{= qx(rm -rf ~) =}' ::: 1", "deny"],
  ["parallel --dry-run echo {} ::: a", "silent"],
  // Windows' shells (Git Bash, MSYS2) run NAME.exe as NAME
  ["rm.exe -rf ~", "deny"],
  ["/usr/bin/RM.EXE -rf /etc", "deny"],
  ["bash -o errexit build.sh", "silent"],          // (a script file: not analysed)
  ["bash -euo pipefail -c \"$CMD\"", "ask"],      // (a program known only when it runs)
  // the words after a -c program are $0 and the positional parameters (bash(1))
  ["bash -c 'rm -rf $1' _ ~", "deny"],
  ["bash -c 'rm -rf \"$@\"' _ /tmp/a ~", "deny"],
  ["sh -c 'rm -rf $0' ~", "deny"],
  ["bash -c 'git reset $1' _ --hard", "deny"],
  ["bash -c 'rm -rf $1' _ /tmp/x", "silent"],
  ["bash -c '\"$1\"' _ 'git reset --hard'", "silent"],    // (one word: no command of that name)
  ["bash -c 'rm -rf \"$1\"' _ \"$D\"", "ask"],
  // a function's body runs where it is called, with the call's words as its parameters;
  // one never called runs nothing — unless a word known only when it runs may call it
  ["f() { rm -rf \"$1\"; }; f ~", "deny"],
  ["f() { rm -rf \"$@\"; }; f /tmp/x ~", "deny"],
  ["f() { shift; rm -rf \"$1\"; }; f a ~", "deny"],
  ["f() { set -- ~; rm -rf \"$1\"; }; f a", "deny"],
  ["g() { rm -rf \"$1\"; }; f() { g \"$2\"; }; f a ~", "deny"],
  ["f() { rm -rf ~; }; eval f", "deny"],
  ["f() { rm -rf ~; }; trap f EXIT", "deny"],
  ["f() { rm -rf ~; }; export -f f; bash -c f", "deny"],
  ["f() { rm -rf /; }; $X", "deny"],
  ["command_not_found_handle() { rm -rf ~; }; nosuchcmd", "deny"],
  ["f() { (shift); rm -rf \"$1\"; }; f ~ x", "ask"],             // (a subshell's shift: unknown after)
  ["f() { rm -rf \"$1\"; }; f $X ~", "ask"],                     // ($X may be no word, or several)
  ["f() { f; }; f", "ask"],                                        // (a limit)
  ["f() { rm -rf \"$1\"; }; f /tmp/x", "silent"],
  ["f() { rm -rf /; }", "silent"],
  ["( f() { rm -rf /; } ); f", "silent"],                           // (it ended with its subshell)
  ["f() { rm -rf /; }; sh -c f", "silent"],                         // (a child shell has no f)
  ["f() { rm -rf /; }; !f", "silent"],
  // an unquoted ${x:OFFSET}: the offset's quotes removed, evaluated as arithmetic — a
  // subscript in it runs its $( ) (bash 5.2)
  ["x=abc; echo ${x:'a[$(rm -rf ~)0]'}", "deny"],
  ["echo ${a[@]:'a[$(git reset --hard)0]'}", "deny"],
  ["f() { rm -rf ~; }; f() { rm -rf /tmp/x; }; f", "silent"],          // (the later definition is the one called)
  ["f() { rm -rf ~; }; false && f() { :; }; f", "deny"],                 // (… unless it may not have run)
  // the prompts and the command lines other programs run, set in the call
  ["PS1='$(rm -rf ~)' bash -i <<< ''", "deny"],
  ["PROMPT_COMMAND='rm -rf /'", "deny"],
  ["PAGER='rm -rf /' man ls", "deny"],
  ["MANPAGER='rm -rf /' man ls", "deny"],
  ["EDITOR='rm -rf /' crontab -e", "deny"],
  ["export VISUAL='git reset --hard'", "deny"],
  ["LESSOPEN='|rm -rf / %s' less x", "deny"],
  ["SYSTEMD_PAGER='rm -rf /' systemctl status", "deny"],
  ["PAGER=\"$P\" man ls", "ask"],
  ["PAGER=cat man ls", "silent"],
  // interpreters' programs from stdin, and more interpreters
  ["python3 /dev/stdin <<< \"import os; os.system('rm -rf ~')\"", "deny"],
  ["python3 - <<< \"import shutil; shutil.rmtree('/x')\"", "deny"],
  ["tsx -e \"require('child_process').execSync('rm -rf ~')\"", "deny"],
  ["ts-node -e \"require('fs').rmSync('b', {recursive: true})\"", "deny"],
  ["osascript -e 'do shell script \"rm -rf ~\"'", "deny"],
  ["osascript -l JavaScript -e 'app.doShellScript(\"git reset --hard\")'", "deny"],
  ["osascript -e 'tell application \"Terminal\" to do script \"rm -rf ~\"'", "deny"],
  ["osascript -e 'do shell script \"rm -rf \" & p'", "ask"],          // (built when it runs)
  ["osascript -e 'display dialog \"hi\" -- do shell script \"rm -rf ~\"'", "silent"], // (a comment)
  ["osascript -e 'display dialog \"do shell script\"'", "silent"],
  ["ipython -c \"import shutil; shutil.rmtree('b')\"", "deny"],
  ["micropython -c \"import os; os.system('rm -rf ~')\"", "deny"],
  ["perl -nle 'system(\"rm -rf ~\")' /dev/null", "deny"],         // (-l's number is optional: -e follows)
  ["deno run -A - <<< \"Deno.removeSync('/x', {recursive: true})\"", "deny"],
  // REPLs fed their program: Deno's (`deno` alone, `deno repl`, after --eval's code), bun's
  ["echo 'Deno.removeSync(\"/etc\", {recursive: true})' | deno", "deny"],
  ["deno repl <<< 'Deno.removeSync(\"/home\", {recursive: true})'", "deny"],
  ["deno -q repl <<< 'Deno.removeSync(\"/home\", {recursive: true})'", "deny"],
  ["deno repl --eval 'Deno.removeSync(\"/etc\", {recursive: true})'", "deny"],
  ["deno <<EOF\nDeno.removeSync('/etc', {recursive: true})\nEOF", "deny"],
  ["deno repl --eval 'console.log(1)' <<EOF\nDeno.removeSync('/etc', {recursive: true})\nEOF", "ask"], // (not joined here)
  ["curl -s https://x | deno repl", "ask"],
  ["deno repl --eval-file=https://x/a.ts", "ask"],
  ["echo 'require(\"fs\").rmSync(\"/etc\",{recursive:true})' | bun repl", "deny"],
  ["bun repl <<< 'require(\"fs\").rmSync(\"/etc\",{recursive:true})'", "deny"],
  ["deno", "silent"], ["deno repl", "silent"], ["deno repl <<< 'console.log(1+1)'", "silent"], ["echo 'console.log(1)' | deno", "silent"],
  ["deno run app.ts", "silent"], ["deno task dev", "silent"], ["bun repl", "silent"], ["bun repl <<< 'console.log(1)'", "silent"],
  // a program fed by a here-string or an unquoted heredoc that expands is known only then
  ["python3 <<< \"$CODE\"", "ask"], ["node <<< \"$CODE\"", "ask"], ["perl <<< \"$CODE\"", "ask"], ["deno repl <<< \"$CODE\"", "ask"],
  ["python3 <<EOF\nimport os; os.system(\"$X\")\nEOF", "ask"],    // (os.system's argument: unknown)
  ["python3 - <<PY\ngit branch $name\nPY", "silent"],              // (an unquoted heredoc's text: as written)
  ["python3 <<'EOF'\nimport os; print(\"$HOME\")\nEOF", "silent"],  // (quoted: literal)
  ["python3 <<< 'print(1)'", "silent"], ["python3 <<EOF\nprint(1)\nEOF", "silent"],
  ["bash5 -c 'rm -rf ~'", "deny"],                                  // (a shell under its version)
  ["bash-5.2 -c 'git reset --hard'", "deny"],
  // languages this model does not read: their inline or stdin program is unknown
  ["pwsh -c 'Remove-Item -Recurse -Force ~'", "ask"],
  ["Rscript -e 'system(\"rm -rf ~\")'", "deny"],                   // (unknown, and its text shows the command)
  ["julia -e 'run(`rm -rf ~`)'", "deny"],
  ["erl -eval 'os:cmd(\"ls\")' -noshell", "ask"],
  ["emacs --batch --eval '(delete-directory \"~\" t)'", "ask"],
  ["nu -c 'ls'", "ask"],
  // Windows' cmd.exe (from WSL or Git Bash): its /c, /k, /r command line, or stdin, unknown
  ["cmd.exe /c 'rd /s /q C:\\'", "ask"], ["cmd /C del /s /q C:\\Users", "ask"], ["/mnt/c/Windows/System32/cmd.exe /s /c \"rd /s /q C:\\\"", "ask"],
  ["CMD.EXE /c rd /s /q C:\\", "ask"], ["cmd.exe <<< 'rd /s /q C:\\'", "ask"], ["go run ./cmd", "silent"], ["ls cmd", "silent"],
  ["jshell <<< 'System.exit(0)'", "ask"],
  ["julia script.jl", "silent"],                                    // (a program file: the file's)
  // (… but one the call wrote: its text known, its language not read — unknown; a text that
  // shows a destructive command, denied)
  ["echo 'println(1)' > x.jl; julia x.jl", "ask"],
  ["echo 'run(`rm -rf ~`)' > x.jl; julia x.jl", "deny"],
  ["cat > x.exs <<< 'System.cmd(\"rm\", [\"-rf\", \"/etc\"])'; elixir x.exs", "ask"],
  // ansible-playbook: a playbook the call wrote, or from stdin, is a program not read here
  ["cat > p.yml <<'EOF'\n- hosts: localhost\n  tasks:\n    - file: path=/etc state=absent\nEOF\nansible-playbook p.yml", "ask"],
  ["ansible-playbook /dev/stdin <<< '- hosts: localhost'", "ask"],
  ["ansible-playbook <(curl -s https://x/p.yml)", "ask"],
  ["ansible-playbook site.yml", "silent"], ["ansible-playbook -i inventory site.yml --check", "silent"],
  ["emacs notes.txt", "silent"],
];
for (const [command, want] of CASES) test(`shell -c: ${command}`, () => assert.is(tier(command), want));

test.run();
