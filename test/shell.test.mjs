// The shell model, table-driven: several equivalent spellings → one expected list of
// simple commands (mvdan/sh's fileTests style).
//
// Notation of one expected command: words joined by "|"; "via>" in front when it was
// found through a wrapper or re-parse; "?" in front when opaque (some word is not literal); " @dir" after when it
// runs somewhere other than the starting directory /w/proj.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { parser } from "./helpers/built.mjs";

const parse = await parser();

function render(command) {
  const r = parse(command);
  return r.commands.map((c) =>
    (c.opaque ? "?" : "") + (c.via ? c.via + ">" : "") + c.argv.join("|") + (c.dir !== "/w/proj" ? " @" + (c.dir || "?") : ""));
}

// [inputs, expected commands]
const CASES = [
  // quoting and word joining
  [["git add .", "git  add  .", "\\git add .", "g''it add .", '"git" add .', "'git' 'add' '.'", "$'git' add .", "git \\\n add ."], ["git|add|."]],
  [["echo 'a b' \"c d\" e\\ f"], ["echo|a b|c d|e f"]],
  [["echo \"a\\\"b\" 'it'\\''s'"], ['echo|a"b|it\'s']],
  [["echo $'a\\tb\\x41\\u00e9'"], ["echo|a\tbAé"]],
  // a trailing backslash inside an expansion or a substitution: the word ends with the text
  [["echo ${\\"], ["?echo|${\\"]],
  [["echo $(\\"], ["?echo|$(\\", "\\"]],
  [["echo \"${\\"], ["?echo|${\\"]],
  [["echo aaaaaa${\\"], ["?echo|aaaaaa${\\"]],
  // (the host's HOME, TMPDIR, PWD and OLDPWD are kept as written, and known)
  [["echo \"$HOME/x\""], ["echo|$HOME/x"]],
  // connectors
  [["a && b || c; d & e | f |& g"], ["a", "b", "c", "d", "e", "f", "g"]],
  [["a\nb\n\nc"], ["a", "b", "c"]],
  [["a &&\n b"], ["a", "b"]],
  // nesting
  [["(git add .)", "( git add . )", "{ git add .; }"], ["git|add|."]],
  [["echo $(git status)"], ["?echo|$(git status)", "git|status"]],
  [["echo `git status`"], ["?echo|`git status`", "git|status"]],
  [["echo \"$(git log | head -1)\""], ["?echo|$(git log | head -1)", "git|log", "head|-1"]],
  [["diff <(git show HEAD:a) >(cat)"], ["?diff|<(git show HEAD:a)|>(cat)", "git|show|HEAD:a", "cat"]],
  [["x=$(git rev-parse HEAD) make"], ["make", "git|rev-parse|HEAD"]],
  [["a=(1 2) b=2 make"], ["make"]],
  // comments
  [["git status # git add .", "git status  #git add ."], ["git|status"]],
  [["echo a#b"], ["echo|a#b"]],
  // redirects are not words
  [["git log > out.txt 2>&1", "git log >out.txt 2>&1", "2>&1 git log > out.txt", "git log &>out.txt"], ["git|log"]],
  [["cat < in.txt <<< 'x' >> log"], ["cat"]],
  // heredocs: quoted is data, unquoted expands $( ), a shell reading one runs it
  [["cat <<'EOF' > f\ngit add .\nEOF"], ["cat"]],
  [["cat <<EOF\n$(git add .)\nEOF"], ["cat", "git|add|."]],
  [["bash <<EOF\ngit add .\nEOF", "bash <<'EOF'\ngit add .\nEOF"], ["bash", "bash>git|add|."]],
  [["bash -s <<EOF\ngit add .\nEOF", "bash -s <<< 'git add .'"], ["bash|-s", "bash>git|add|."]],
  [["sh <<-EOF\n\tgit add .\n\tEOF"], ["sh", "sh>git|add|."]],
  [["bash <<< 'git add .'"], ["bash", "bash>git|add|."]],
  // wrappers
  [["sudo git add .", "sudo -u root git add .", "sudo -- git add ."], [null, "sudo>git|add|."]],
  [["env A=1 git add .", "env -i A=1 git add ."], [null, "env>git|add|."]],
  [["nice -n 5 git add .", "nohup git add .", "timeout 5 git add .", "timeout -s KILL 5 git add .", "stdbuf -oL git add .", "command git add .", "builtin git add .", "exec git add .", "doas git add ."], [null, null]],
  [["time git add .", "time -p git add ."].slice(0, 1), ["git|add|."]],
  // (the words xargs appends from stdin are unknown: "…")
  [["xargs -0 git add"], ["xargs|-0|git|add", "?xargs>git|add|…"]],
  [["find . -name '*.o' -exec rm -f {} \\;", "find . -name '*.o' -exec rm -f {} +"], [null, "?find>rm|-f|{}"]],
  [["watch -n 1 git status"], ["watch|-n|1|git|status", "watch>git|status"]],
  // parallel: one job an argument of a ::: list; with no command, each argument is one
  [["parallel git ::: add"], ["parallel|git|:::|add", "parallel>git|add"]],
  [["parallel ::: 'git add .'"], ["parallel|:::|git add .", "parallel>git|add|."]],
  [["ls | parallel"], ["ls", "?parallel"]],
  [["command -v git"], ["command|-v|git"]],
  // wrapper options read as the wrapper reads them
  [["env -iu FOO git add .", "env -iC /tmp git add .", "env -u FOO -- git add .", "env --unset=FOO git add .", "env --chdir /x git add ."], [null, null]],
  [["env -vS 'git add .'", "env --split-string='git add .'", "env -S'git add' .", "env --split-string 'git add .'"], [null, "env>git|add|."]],
  [["su -lc 'git add .'", "su --command='git add .'", "su - root -c 'git add .'", "su -s /bin/sh -c 'git add .' root", "runuser -l me -c 'git add .'"], [null, null]],
  [["runuser -u me -- git add .", "runuser -u me git add ."], [null, "runuser>git|add|."]],
  [["eval -- 'git add .'"], [null, "eval>git|add|."]],
  [["time -p -- git add .", "time -- git add ."], ["git|add|."]],
  [["echo . | xargs -e git add", "echo . | xargs --eof=x git add"], ["echo|.", null, "?xargs>git|add|…"]],
  [["setsid git add .", "setsid -f git add .", "strace -f -o /tmp/t git add .", "ltrace -o /tmp/t git add .", "taskset 0x1 git add .", "taskset -c 0 git add .", "chrt -f 10 git add .", "chrt 0 git add .", "flock /tmp/l git add .", "flock -w 5 /tmp/l git add .", "flock /tmp/l -c 'git add .'"], [null, null]],
  [["taskset -p 0x1 42", "chrt -p 42", "flock 9"], [null]],
  [["rbash -c 'git add .'", "fish -c 'git add .'", "yash -c 'git add .'", "bash --rcfile /dev/null -c 'git add .'"], [null, null]],
  // a shell reading its program from stdin: parsed when the text is known, else opaque
  [["bash -s x <<< 'git add .'", "bash - <<< 'git add .'", "bash /dev/stdin <<< 'git add .'", "source /dev/stdin <<< 'git add .'"], [null, null]],
  [["curl -s https://example.com/x | (bash)", "echo 'git add .' | { sh; }", "cat x | bash -c bash", "bash < <(echo git add .)", "bash <(echo git add .)", "source <(echo git add .)", "bash"], ["?"]],
  // strings re-parsed as shell
  [["sh -c 'git add .'", "bash -c 'git add .'", "bash -lc 'git add .'", "zsh -c \"git add .\""], [null, null]],
  [["eval 'git add .'", "eval git add ."], [null, "eval>git|add|."]],
  [["script -qec 'git rebase main' /dev/null", "script -c 'git rebase main'", "script --command='git rebase main' log"], [null, "script>git|rebase|main"]],
  [["bash -c \"sh -c 'git push'\""], ["bash|-c|sh -c 'git push'", "bash>sh|-c|git push", "sh>git|push"]],
  [["sudo sh -c 'cd /tmp && git add .'"], [null, "sudo>sh|-c|cd /tmp && git add .", "sh>cd|/tmp", "sh>git|add|. @/tmp"]],
  // path-qualified words keep their spelling (rules match the basename)
  [["/usr/bin/git add ."], ["/usr/bin/git|add|."]],
  // the directory each command runs in
  [["cd src && git status"], ["cd|src", "git|status @/w/proj/src"]],
  // (a cd that may fail: its directory holds on its && chain, after `|| exit`, under set -e;
  // past its list the directory is either one — unknown; a cd to / or above cannot fail)
  [["cd /tmp || exit; git status; cd -; git log"], ["cd|/tmp", "exit", "git|status @/tmp", "cd|- @/tmp", "git|log @?"]],
  [["cd /tmp; git status; cd -; git log"], ["cd|/tmp", "git|status @?", "cd|- @?", "git|log @?"]],
  [["pushd /x || exit 1; git log; popd; git diff"], ["pushd|/x", "exit|1", "git|log @/x", "popd @/x", "git|diff"]],
  [["pushd /x && git log; popd; git diff"], ["pushd|/x", "git|log @/x", "popd @?", "git|diff @?"]],
  [["set -eu; cd /x; git log", "set -o errexit; cd /x; git log"], [null, "cd|/x", "git|log @/x"]],
  [["set -e; set +e; cd /x; git log", "set -e; true && cd /x; git log"], [null, null, null, "git|log @?"]],
  [["set -e; ! cd /x; git log", "(set -e); cd /x; git log"], [null, null, "git|log @?"]],
  [["cd /x || git log"], ["cd|/x", "git|log"]],
  [["cd /x && git log || git diff", "true || cd /x && git diff"], [null, null, "git|diff @?"]],
  [["cd /; git log"], [null, "git|log @/"]],
  [["cd ..; cd /; git log", "cd /x; cd /; git log"], [null, null, "git|log @/"]],
  [["cd ..; git log"], ["cd|..", "git|log @/w"]],
  [["if true; then cd /x; fi; git log"], [null, null, "git|log @?"]],
  [["case $a in *) cd /x;; esac; git log"], [null, "git|log @?"]],
  // (a loop whose pass moved the shell: walked again where the shell is not known)
  [["for d in a; do cd /x; done; git log"], [null, "loop>cd|/x @?", "git|log @?"]],
  [["cd /x && git log & git diff"], ["cd|/x", "git|log @/x", "git|diff"]],
  [["(cd /x && git log); git diff"], ["cd|/x", "git|log @/x", "git|diff"]],
  [["cd \"$D\" && git log"], ["?cd|$D", "git|log @?"]],
  // control flow: the commands inside run
  [["if git diff --quiet; then echo a; else git commit -m x; fi"], ["git|diff|--quiet", "echo|a", "git|commit|-m|x"]],
  [["for f in *.ts; do git add \"$f\"; done"], ["?git|add|*.ts"]],       // (a loop's glob variable: the glob as a file, data of any shape as text — WK_GLOBV)
  [["for f in *.ts; do git add $f; done"], ["?git|add|$f"]],
  // (read assigns l: the loop is walked again, what it assigned not known)
  [["while read l; do echo \"$l\"; done < f"], ["read|l", "?echo|$l", "loop>read|l", "?loop>echo|$l"]],
  [["case $x in a) git add .;; b|c) ls ;; esac"], ["git|add|.", "ls"]],
  // (a function's body is read where it is called: the call, then its commands)
  [["f() { git add .; }; f", "function f { git add .; }; f"], ["f", "function>git|add|."]],
  [["f() { git add .; }"], []],
  [["[[ -f x ]] && git add x"], ["git|add|x"]],
  [["! git diff --quiet"], ["git|diff|--quiet"]],
  // (( )) is arithmetic unless it holds words side by side: then, as in bash, subshells
  [["(( i++ ))", "(( x = y - 1 ))", "(( a || b ))"], []],
  [["((git add .))", "((((git add .))))", "( (git add .) )"], ["git|add|."]],
  // lexical corners where bash ends a token elsewhere than a naive scan would
  [["echo ${x:-{}; git add ."], [null, "git|add|."]],
  [["echo $'\\c'; git add . #'"], [null, "git|add|."]],
  [["echo \"`\\\"git\\\" add .`\""], [null, "git|add|."]],
  [["(( a + \"((\" )) & git add . #))", "(( a + '((' )) & git add . #))"], ["git|add|."]],
  [["bash <<EOF\ng\\\\it add .\nEOF"], ["bash", "bash>git|add|."]],
  [["echo x\r#; git add ."], [null, "git|add|."]],
  // a heredoc's body starts after the newline that ends its line, inside a for header or [[ ]] too
  [["cat <<EOF; for x in a\nEOF\ndo git add .; done"], ["cat", "git|add|."]],
  [["cat <<EOF; [[ a &&\nEOF\nb ]]\ngit add ."], ["cat", "git|add|."]],
  // (a trap's text runs later, wherever the shell is then: its directory is not known)
  [["trap 'git add .' EXIT", "trap -- 'git add .' INT TERM"], [null, "trap>git|add|. @?"]],
  [["trap - EXIT", "trap -p"], [null]],
  // unquoted, $(cat <<'EOF' … EOF) is split into words by bash: its text is known, so
  // are the words — the command they make runs (a glob character in it would be unknown)
  [["$(cat <<'EOF'\ngit add .\nEOF\n)"], ["git|add|.", "cat"]],
  [["$(echo git add .)"], ["git|add|.", "echo|git|add|."]],
  [["$(printf '%s add .' git)"], ["git|add|.", "printf|%s add .|git"]],
  [["$(cat <<'EOF'\ngit add *\nEOF\n)"], ["?"]],
  // text bash evaluates again, though quoted (bash 5.2): a name's array subscript is
  // arithmetic (its $( ) and backticks run), a quoted compound value of declare is expanded,
  // PS4 is expanded on each `set -x` trace line. (export, readonly and read -a refuse a
  // subscripted name on 5.2.15 before evaluating it; the model takes them alike, to be safe)
  [["declare -a \"a[\\$(git add .)]=1\"", "typeset -a 'a[$(git add .)]=1'", "local 'a[$(git add .)]=1'", "export 'a[$(git add .)]=1'",
    "readonly 'a[$(git add .)]=1'", "read 'a[$(git add .)]' <<< x", "read -a 'a[$(git add .)]' <<< x", "printf -v \"a[\\$(git add .)]\" x",
    "test -v 'a[$(git add .)]'", "[ -v 'a[$(git add .)]' ]", "let 'a[$(git add .)]'", "let 'x=a[`git add .`]'", "unset 'a[$(git add .)]'",
    "wait -n -p 'a[$(git add .)]'", "declare -a 'a=($(git add .))'", "declare -i 'x=a[$(git add .)]'", "declare -n r='a[$(git add .)]'",
    "export PS4='$(git add .)'", "declare PS4='`git add .`'"], [null, "git|add|."]],
  [["builtin read 'a[$(git add .)]'"], [null, "builtin>read|a[$(git add .)]", "git|add|."]],
  [["a['$(git add .)']=1", "x='a[$(git add .)]'", "a=(['$(git add .)']=1)", "PS4='$(git add .)'", "PS4+='`git add .`'", "PS4=\"\\$(git add .)$x\"", "[[ -v 'a[$(git add .)]' ]]",
    "[[ 'a[$(git add .)]' -eq 1 ]]"], ["git|add|."]],
  [["x='a[$(git add .)]'; (( x ))"], ["git|add|."]],
  // inside (( )) and $(( )), single quotes find the end but quote nothing: their $( ) run
  [["(( 'a[$(git add .)]' ))", "(( '$(git add .)' ))"], ["git|add|."]],
  [["for (( i='a[$(git add .)]'; 0; )); do :; done"], ["git|add|.", ":"]],
  [["echo $(( '$(git add .)' ))"], [null, "git|add|."]],
  [["PS4='$(git add .)'; set -x; :", "PS4='\\044(git add .)'; set -x; :", "PS4='\\140git add .\\140'; set -x; :"], ["git|add|.", "set|-x", ":"]],
  [["PS4='$(git add .)' bash -xc :"], ["bash|-xc|:", "git|add|.", "bash>:"]], // (a user's bash imports PS4, root's does not)
  [["env PS4='$(git add .)' bash -xc :"], ["env|PS4=$(git add .)|bash|-xc|:", "git|add|.", "env>bash|-xc|:", "bash>:"]],
  [[": ${a['$(git add .)']}", ": ${a[1+'$(git add .)']:-x}"], [null, "git|add|."]],
  // … and what stays data: a word that is no name, a scalar's value, a quoted array element
  [["declare -a a=(1 2)"], ["declare|-a|a=(1 2)"]],
  [["declare -a a=('$(git add .)')"], ["?declare|-a|a=('$(git add .)')"]],
  [["read -r line"], ["read|-r|line"]],
  [["test -v HOME"], ["test|-v|HOME"]],
  [["[ -v HOME ]"], ["[|-v|HOME|]"]],
  [["printf '%s\\n' x"], ["printf|%s\\n|x"]],
  [["printf '[$(git add .)]\\n'"], ["printf|[$(git add .)]\\n"]],
  [["echo 'a[$(git add .)]'"], ["echo|a[$(git add .)]"]],
  [["unset 'a[0]'"], ["unset|a[0]"]],
  [["x='$(git add .)'", "a=('$(git add .)')", "x=${x:-'$(git add .)'}", "arr[0]=x", "PS3='$(git add .)'", "PS10='$(git add .)'"], []],
  // the prompts an interactive shell expands (PS0, PS1, PS2), and the variables that hold a
  // command line another program runs (PROMPT_COMMAND, pagers, editors, less's filters)
  [["PS1='$(git add .)'", "PS0='`git add .`'", "PROMPT_COMMAND='git add .'", "PAGER='git add .'"], ["git|add|."]],
  // (a value that begins with `(` is a subshell; each element of an array PROMPT_COMMAND is
  // a command line of its own — bash(1) "Shell Variables")
  [["PROMPT_COMMAND='(git add .)'", "PROMPT_COMMAND=('git add .')", "PROMPT_COMMAND+=('git add .')"], ["git|add|."]],
  [["PROMPT_COMMAND=(ls 'git add .')"], ["ls", "git|add|."]],
  [["export EDITOR='git add .'"], ["export|EDITOR=git add .", "git|add|."]],
  [["LESSOPEN='|git add . %s'"], ["git|add|.|%s"]],
  [["LESSOPEN='||git add . %s' less f"], ["less|f", "git|add|.|%s"]],
  // mapfile -C CALLBACK: code bash runs every -c lines
  // (the index and the line appended: words known only when it runs)
  [["mapfile -C 'git add .' -c 1 x < f", "mapfile -c1 -C'git add .' x < f"], [null, "?mapfile>git|add|.|$_|$_"]],
  [["readarray -C 'git add .' x < f"], [null, "?readarray>git|add|.|$_|$_"]],
  [["mapfile -t lines < f"], ["mapfile|-t|lines"]],
  // a file on the shell's stdin is its program, not the text piped in
  [["echo ls | bash < s.sh", "echo ls | bash <&3"], ["echo|ls", "?bash"]],
  [["echo ls | sh 0< s.sh"], ["echo|ls", "?sh"]],
  [["echo ls | bash 2< x"], ["echo|ls", null, "bash>ls"]],
  // GNU getopt_long takes an unambiguous abbreviation of a long option, its value too
  [["nice --adj 5 git add .", "stdbuf --out L git add .", "ionice --classd 3 git add .", "timeout --sig KILL 5 git add .",
    "timeout --kill 1 5 git add .", "nice --adjustment 5 git add .", "timeout --foreground 5 git add ."], [null, null]],
  // sudo takes VAR=value words before the command, as env does
  [["sudo FOO=bar git add .", "sudo -u root A=1 B=2 git add ."], [null, "sudo>git|add|."]],
  [["sudo PS4='$(git add .)' bash -xc :"], [null, "git|add|.", "sudo>bash|-xc|:", "bash>:"]],
  // env's lone `-` is -i's old spelling, not the command
  [["env - git add .", "env -i - git add .", "env - PATH=/bin git add ."], [null, "env>git|add|."]],
  // text piped to a shell: what printf/echo write, when known exactly; their escapes and
  // other directives spell text the model does not (opaque)
  [["printf 'gi%s add .' t | sh", "printf -- 'git add .' | sh", "printf '%s\\n' 'git add .' | sh", "printf 'git %s\\n' 'add .' | sh"], [null, "sh", "sh>git|add|."]],
  [["echo -en 'git add .' | bash", "echo -ne 'git add .' | bash"], [null, "bash", "bash>git|add|."]],
  // … and what a plain cat copies from its heredoc: the body, read at the end of its line
  [["cat <<'EOF' | bash\ngit add .\nEOF\n", "cat <<EOF | bash\ngit add .\nEOF\n"], ["cat", "bash", "bash>git|add|."]],
  [["cat <<EOF | bash\ngit $X .\nEOF\n"], ["cat", "?bash", "?bash>git|$X|."]],
  // (cat given a file, or its output sent elsewhere: not the heredoc's text alone)
  [["cat - <<'EOF' | bash\ngit add .\nEOF\n", "cat <<'EOF' >log | bash\ngit add .\nEOF\n"], [null, "?bash"]],
  [["printf '%s %s\\n' git add . | sh"], [null, "sh", "sh>git|add", "sh>."]],
  [["printf 'ls\\n' | sh"], ["printf|ls\\n", "sh", "sh>ls"]],
  [["printf '100%%\\n' | sh"], ["printf|100%%\\n", "sh", "sh>100%"]],
  [["printf 'git\\x20add .' | sh", "printf 'git\\040add .' | sh", "printf '%b' 'git\\x20add .' | sh", "printf '%c%c%c add .' g i t | sh",
    "printf '%.3s add .' gitx | sh", "printf -v x 'git add .' | sh", "echo -e 'git\\x20add .' | bash", "echo 'git\\x20add .' | sh"], ["?"]],
  // CRLF text: a carriage return is part of a heredoc's delimiter word, as it is to bash
  [["cat <<EOF\r\nx\r\nEOF\r\ngit add .\r\n", "cat <<'EOF'\r\nx\r\nEOF\r\ngit add .\n"], ["cat", "git|add|."]],
  [["cat <<E\rOF\nE\rOF\ngit add .\nE\n"], ["cat", "git|add|.", "E"]],
  [["cat <<EOF\r\ngit add .\r\nEOF\r\n", "cat <<EOF\nEOF\r\ngit add .\nEOF\n"], ["cat"]],
  // what cannot be resolved is opaque, never dropped
  [["$GIT add .", "${GIT} add .", "$(which git) add ."], ["?"]],
  [["sh -c \"$CMD\"", "eval \"$CMD\""], ["?"]],
];

for (const [inputs, expected] of CASES) {
  for (const input of inputs) {
    test(`shell: ${JSON.stringify(input)}`, () => {
      const got = render(input);
      if (expected.length === 1 && expected[0] === "?") {
        assert.ok(got.some((g) => g.startsWith("?")), `expected an opaque command in ${JSON.stringify(got)}`);
        return;
      }
      assert.is(got.length, expected.length, `${JSON.stringify(got)}`);
      expected.forEach((e, i) => { if (e !== null) assert.is(got[i], e); });
      // wrapper forms: the last command is the unwrapped one (in env -C's directory)
      if (expected[0] === null && expected.length === 2 && expected[1] === null) assert.ok(/^[\w./-]+>git\|add\|\.( @\/\w+)?$/.test(got[got.length - 1]), got.join(" ; "));
    });
  }
}

// A literal word longer than LAZY_WORD (1024 units) stays in the source until it is asked
// for (wasm/shell.ts Cmd#argv): every use of it must see its text all the same.
const L = "w".repeat(3000), D = "/" + "d".repeat(2000);
// [name, input, expected commands]
const LONG_WORDS = [
  ["a long argument", `echo ${L} && git add .`, [`echo|${L}`, "git|add|."]],
  ["a long name", `${L} a`, [`${L}|a`]],
  ["long and short words mixed", `x ${L} y ${L}z ${L}`, [`x|${L}|y|${L}z|${L}`]],
  ["at the limit and past it", `e ${"a".repeat(1024)} ${"b".repeat(1025)}`, [`e|${"a".repeat(1024)}|${"b".repeat(1025)}`]],
  ["a long assignment first", `A=${L} make ${L}`, [`make|${L}`]],
  ["a long word under a wrapper", `sudo echo ${L}`, [null, `sudo>echo|${L}`]],
  ["a long -c program", `bash -c ${L}`, [`bash|-c|${L}`, `bash>${L}`]],
  ["a long program piped to a shell", `echo ${L} | bash`, [`echo|${L}`, "bash", `bash>${L}`]],
  ["a long directory", `cd ${D} && git add .`, [`cd|${D}`, `git|add|. @${D}`]],
  ["a long word in a subshell", `(echo ${L}) && ls`, [`echo|${L}`, "ls"]],
];
for (const [name, input, expected] of LONG_WORDS) {
  test(`shell: ${name}`, () => {
    const got = render(input);
    assert.is(got.length, expected.length, got.map((g) => g.slice(0, 40)).join(" ; "));
    expected.forEach((e, i) => { if (e !== null) assert.ok(got[i] === e, `${i}: ${got[i].slice(0, 60)}…`); });
  });
}

test("shell: unterminated quotes are reported, the words kept", () => {
  const r = parse("git add 'x");
  assert.ok(r.error);
  assert.equal(r.commands[0].argv.slice(0, 2), ["git", "add"]);
});

test("shell: nesting past the depth bound is an overflow, not a crash", () => {
  // [$( ), array assignments inside array assignments]
  for (const deep of ["$(".repeat(5000) + "git add ." + ")".repeat(5000), "a=(".repeat(5000) + "x" + ")".repeat(5000)]) {
    const r = parse(deep);
    assert.ok(r.overflow, deep.slice(0, 20));
  }
});

test("shell: a 1 MB word of escapes is read whole", () => {
  const big = "echo " + "a\\b".repeat(350000);
  const r = parse(big);
  assert.is(r.commands.length, 1);
  assert.is(r.commands[0].argv[1].length, 700000);
});

test.run();
