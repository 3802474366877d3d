// Shells beyond bash's family, and startup files a shell is told to run (wasm/shell.ts,
// the shells' branch). csh and tcsh (on every Mac) are shells: their -c text and a program
// on stdin are read with the model's parser, for the deny side only — they are no
// transparent wrapper to readonly, so nothing behind them is approved; ksh93, oksh, loksh,
// pdksh, lksh and posh read as sh does. `bash --rcfile FILE` / `--init-file FILE`: a shell
// that is interactive (or reads stdin, which may be a terminal) runs FILE first, a program
// not known here: it is unknown, unless it is given -c without -i, or --norc, or FILE is
// /dev/null. Through real builds of destructive and readonly.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { bashCall, reused } from "./helpers/built.mjs";

const [guard, ro] = await reused("rules/destructive.ts", "rules/readonly.ts");
const tier = (c, command) => c.classify(bashCall(command)).tier;

// [command, destructive's tier]
const GUARD = [
  ["tcsh -c 'rm -rf /'", "deny"],
  ["echo 'rm -rf ~' | csh", "deny"],
  ["tcsh -fc 'git push --force'", "deny"],
  ["csh -f <<< 'rm -rf ~'", "deny"],
  ["csh -e -f -c 'git clean -fdx'", "deny"],
  ["csh -c \"$CMD\"", "ask"],
  ["tcsh -c ls", "silent"],
  ["csh script.csh", "silent"],
  ["ksh93 -c 'rm -rf /'", "deny"],
  ["oksh -c 'rm -rf /'", "deny"],
  ["loksh -ec 'git reset --hard'", "deny"],
  ["pdksh -c 'rm -rf ~'", "deny"],
  ["posh -c 'rm -rf ~'", "deny"],
  ["echo 'rm -rf ~' | lksh", "deny"],
  // zsh's own syntax: read, but unknown
  ["zsh -c '=rm -rf ~'", "ask"], ["zsh -c 'x=\"rm -rf ~\"; $=x'", "deny"], ["zsh -c 'for x (~) rm -rf $x'", "ask"],
  ["zsh -c 'x=(git reset --hard); $x'", "deny"], ["zsh -c 'if true { rm -rf ~ }'", "deny"],
  ["zsh -c 'for f in *.ts; do echo $f; done'", "silent"], ["zsh -lc 'npm test'", "silent"],
  ["osh -c 'rm -rf ~'", "deny"], ["ysh -c 'git reset --hard'", "deny"], ["busybox hush -c 'rm -rf ~'", "deny"],
  ["sash -c 'rm -rf /'", "deny"], ["bosh -c 'rm -rf ~'", "deny"],
  // shells and languages this model does not read: their inline program is unknown
  ["murex -c ls", "ask"], ["guile -c '(display 1)'", "ask"],
  ["mix run -e 'System.cmd(\"rm\", [\"-rf\", \"/home\"])'", "ask"], ["mix run --no-mix-exs --eval 'File.rm_rf!(\"/tmp/x\")'", "ask"],
  ["mix test", "silent"], ["mix run priv/seeds.exs", "silent"],
  ["racket -e '(system \"ls\")'", "ask"], ["perl6 -e 'say 1'", "ask"], ["sbcl --eval '(quit)'", "ask"],
  // (an unknown program given a command line: a guess, which asks where it would deny)
  ["watchexec 'git clean -fdx'", "ask"], ["xterm -e 'rm -rf /'", "ask"], ["mytool 'rm -rf /tmp/x'", "silent"],
  ["clisp -x '(ext:shell \"rm -rf ~\")'", "deny"], ["octave-cli --eval 'disp(1)'", "ask"], ["swipl -g halt", "ask"],
  ["tcc -run - <<< 'int main(){return 0;}'", "ask"], ["octave script.m", "silent"],
  ["gosh -e '(sys-system \"rm -rf ~\")'", "deny"], ["gprolog --query-goal halt", "ask"], ["sage -c 'print(1)'", "ask"], ["ocaml script.ml", "silent"],
  ["crystal eval 'system(\"rm -rf ~\")'", "deny"], ["crystal build src/app.cr", "silent"],
  // (names of three letters or fewer too — the prefilter finds them at a word's end only)
  ["rc -c 'rm -rf ~'", "deny"], ["es -c ls", "ask"], ["dc -e '!rm -rf ~'", "ask"], ["dc -e '1 2+p'", "ask"], ["bb -e '(println 1)'", "ask"],
  ["hy -c '(print 1)'", "ask"], ["zx <<< 'await $`ls`'", "ask"], ["zx script.mjs", "silent"], ["irb <<< 'puts 1'", "ask"], ["gp -q <<< 'print(1)'", "ask"],
  // (ed reads its commands from stdin whatever file it edits: `!` runs a shell command)
  ["echo '!rm -rf ~' | ed", "ask"], ["ed -s f <<< 'w'", "ask"], ["ed f", "silent"], ["ed -s notes.txt < cmds.ed", "ask"],
  // m4's syscmd/esyscmd run shell commands; groff -U allows .sy and .pi, which run them
  ["echo 'syscmd(ls)' | m4", "ask"], ["m4 <<< 'esyscmd(git reset --hard)'", "deny"], ["m4 macros.m4", "silent"],
  // (a macro's text given with -D is m4 input where the input names it: a separate value is
  // no file operand)
  ["m4 -D 'x=syscmd(rm -rf ~)' <<< x", "deny"], ["m4 --def='x=esyscmd(git clean -fdx)' macros.m4", "deny"], ["m4 -D \"x=$CMD\" macros.m4", "ask"],
  ["m4 -D 'x=syscmd(ls)' <<< x", "ask"], ["m4 -D VERSION=1.0 -D PREFIX=/usr/local config.m4", "silent"], ["m4 -I inc --define=DEBUG config.m4 > out", "silent"],
  ["echo '.sy ls' | groff -U", "ask"], ["groff -U -man x.1", "ask"], ["groff -man x.1", "silent"],
  // (a program read from stdin by its path)
  ["chez --script /dev/stdin <<< '(system \"rm -rf ~\")'", "deny"], ["nim e /dev/stdin <<< 'echo 1'", "ask"], ["nim c app.nim", "silent"],
  // fish: `( )` is a command substitution anywhere, a backslash escapes inside single quotes
  ["fish -c 'eval (echo rm -rf ~)'", "deny"], ["fish -c 'command (echo rm) -rf ~'", "ask"], ["fish -c 'ls -la'", "silent"],
  ["echo 'set x (pwd)' | fish", "ask"], ["fish -c 'echo \\'; ls'", "ask"],
  // text bash cannot parse may be a program of a shell whose grammar is not bash's: unknown
  ["fish -c 'switch $x; case a; git reset --hard; end'", "deny"], ["echo 'switch $x; case a; rm -rf /tmp/x; end' | fish", "ask"],
  ["fish -c 'if test -f x; rm -rf ~; end'", "deny"], ["fish -c 'if test -f x; echo y; end'", "silent"],
  ["tcsh -c 'alias r rm\nr -rf ~'", "ask"], ["csh -c 'alias r rm; r -rf /tmp/x'", "ask"],
  ["bash -c 'switch $x; case a; rm -rf /tmp/x; end'", "silent"],   // (bash refuses it: nothing runs)
  // a startup file the shell is told to run
  ["bash --rcfile <(echo 'rm -rf ~') -i <<< ''", "deny"],   // (unknown, and its text shows a delete)
  ["bash --init-file <(echo 'rm -rf ~') -i", "deny"],
  ["bash --rcfile ./rc -i <<< 'ls'", "ask"],
  ["bash --init-file ./rc <<< 'ls'", "ask"],                 // (stdin may be a terminal)
  ["bash --rcfile ./rc -ic 'ls'", "ask"],
  ["bash --rcfile ./rc -c 'ls'", "silent"],                  // (-c without -i: no startup file)
  ["bash --rcfile ./rc script.sh", "silent"],
  ["bash --norc --rcfile ./rc -i <<< 'ls'", "silent"],
  ["bash --rcfile /dev/null -i <<< 'ls'", "silent"],
];
for (const [command, want] of GUARD) test(`destructive: ${command}`, () => assert.is(tier(guard, command), want));

// csh and tcsh approve nothing (their grammar is not bash's); the others approve nothing new
const READONLY = [
  ["tcsh -c ls", "silent"],
  ["csh -c 'git status'", "silent"],
  ["echo ls | tcsh", "silent"],
  ["ksh93 -c ls", "silent"],
  ["bash --rcfile ./rc -c ls", "allow"],
  ["bash --rcfile ./rc -i <<< ls", "silent"],
  ["bash -c ls", "allow"],
];
for (const [command, want] of READONLY) test(`readonly: ${command}`, () => assert.is(tier(ro, command), want));

// Any of these shells, with -c bundled among its flags, runs its text: a denied one is never silent.
test("property: a shell's -c text is read whatever flags come with it", () => {
  const SHELLS = ["csh", "tcsh", "ksh93", "oksh", "loksh", "pdksh", "lksh", "posh", "sh", "bash"];
  const FLAGS = ["f", "e", "x", "v", "l", "m", "q"];
  const DENIED = ["rm -rf ~", "rm -rf /", "git reset --hard", "git push --force"];
  fc.assert(fc.property(fc.constantFrom(...SHELLS), fc.array(fc.constantFrom(...FLAGS), { maxLength: 3 }), fc.boolean(), fc.constantFrom(...DENIED),
    (sh, flags, apart, denied) => {
      const opts = apart ? [...flags.map((f) => "-" + f), "-c"] : ["-" + flags.join("") + "c"];
      const command = [sh, ...opts, `'${denied}'`].join(" ");
      const t = tier(guard, command);
      if (t !== "deny" && t !== "ask") throw new Error(`${command}: ${t}`);
      return true;
    }), { numRuns: 300 });
});

test.run();
