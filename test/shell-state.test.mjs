// Effects that reach a command through the shell's own state, not its words: a link the
// call makes (a later path under it is known only when it runs), IFS (values split where it
// says: not followed, so unknown words), and a shell's startup file (BASH_ENV, ENV,
// ZDOTDIR: a program run before the one given), a git configuration file the call writes (a
// later git command that is no git command may be an alias defined there: unknown), and a
// shell reading its program from a descriptor (/dev/fd/N: a literal here-string on N is
// read, anything else is unknown). Through a real build of destructive.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const guard = load(readFileSync((await built("rules/destructive.ts")).result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => guard.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command }).tier;

// [class, command, destructive's tier]
const CASES = [
  ["link", "ln -s ~ /tmp/h && rm -rf /tmp/h/", "deny"], // (the link's target, named: the home)
  ["link", "ln -sf ~ /tmp/h && rm -rf /tmp/h/*", "deny"],
  ["link", "ln -s ~ h; rm -rf h/", "deny"],
  ["link", "ln -s ~ -t /tmp; rm -rf /tmp/root", "ask"],
  ["link", "ln -s / r; cd r; rm -rf etc", "deny"],
  ["link", "ln -s ~ /tmp/h && git -C /tmp/h reset --hard", "deny"],
  ["link", "ln -s / \"$D\"; rm -rf /tmp/build", "ask"],             // (a link made where only the run knows)
  ["link", "rm -rf /tmp/h/", "silent"],
  ["link", "ln -s ../lib lib2 && ls lib2", "silent"],
  ["link", "ln -s ~ /tmp/h && rm -rf /tmp/other", "silent"],
  ["tilde", "HOME=/; rm -r ~/etc", "deny"],                        // (~ is HOME's value as the call leaves it)
  ["tilde", "HOME=/etc; rm -f ~/passwd", "deny"],
  ["tilde", "PWD=/; rm -r ~+/etc", "deny"],
  ["tilde", "read HOME < f; rm -r ~/etc", "ask"],
  ["tilde", "HOME=/tmp/h; rm -rf ~/x", "silent"],
  ["tilde", "HOME=/; echo '~/etc' > x; rm -f \\~/etc", "silent"], // (a quoted tilde is text)
  ["tilde", "rm -rf ~", "deny"],
  // (an assignment after && holds for the rest of its && chain: what follows runs only after
  // it did; past the chain, or after ||, it may not have run)
  ["and chain", "true && S=/etc && : > \"$S/passwd\"", "deny"],
  ["and chain", "true && S=/tmp/d && T=\"$S/../../etc\" && : > \"$T/passwd\"", "deny"],
  ["and chain", "cd src && X=~ && rm -rf \"$X\"", "deny"],
  ["and chain", "true && export S=/etc && rm -rf \"$S\"", "deny"],
  ["and chain", "true && S=/tmp/x && rm -rf \"$S\"", "silent"],
  ["and chain", "S=~; false && S=/tmp/x && rm -rf \"$S\"", "silent"],
  ["and chain", "true && S=/tmp/x; rm -rf \"$S\"", "ask"],
  ["and chain", "true || S=/tmp/x && rm -rf \"$S\"", "ask"],
  ["and chain", "true && S=/tmp/x || rm -rf \"$S\"", "ask"],
  ["and chain", "true && S=/tmp/x && ls || rm -rf \"$S\"", "ask"],
  // (a for list of one word that expands to itself: the body runs once with NAME set to it)
  ["for one", "for f in ~/.ssh/id_rsa; do : > \"$f\"; done", "deny"],
  ["for one", "for d in /etc; do rm -rf \"$d\"; done", "deny"],
  ["for one", "for f in /; do :; done; rm -rf \"$f\"", "deny"],          // (NAME keeps it after the loop)
  ["for one", "for f in x; do f=~; done; rm -rf \"$f\"", "ask"],          // (… unless the body may set it)
  ["for one", "for f in a.txt; do rm \"$f\"; done", "silent"],
  ["for one", "for f in ~/.bashrc ~/.zshrc; do : > \"$f\"; done", "deny"],  // (several words: a pass for each)
  ["for one", "for f in a.txt b.txt; do rm \"$f\"; done", "silent"],
  ["for one", "for d in /tmp/a /etc; do rm -rf \"$d\"; done", "deny"],
  ["for one", "for f in a b; do :; done; rm -rf \"$f\"", "ask"],              // (after it: either word)
  ["for one", "if true; then for f in ~/.bashrc; do : > \"$f\"; done; fi", "deny"], // (in the body even where it may not run)
  ["for one", "for f in 1 2 3 4 5 6 7 8 9; do rm -rf \"$f\"; done", "ask"], // (more than MAX_FOR_WORDS: not known)
  // (a glob: NAME holds one name it matches, or the pattern where none does — "$f" alone or
  // with plain text around it is judged as the glob is; unquoted, changed or copied, unknown)
  ["for one", "for f in /e*; do rm -rf \"$f\"; done", "deny"],
  ["for one", "for f in ~/.ssh/*; do rm \"$f\"; done", "deny"],
  ["for one", "for f in ~/.ssh/*; do : > \"$f\"; done", "silent"],        // (a redirect's target is not read as the glob: an unknown file, as `: > "$F"`)
  ["for one", "for f in *; do python3 -c \"print('$f')\"; done", "ask"],     // (a name in a program's text is code of any shape)
  ["for one", "for f in *; do eval \"echo $f\"; done", "ask"],
  ["for one", "for f in /tmp/x/*; do rm -rf \"$f\"; done", "silent"],
  ["for one", "for f in *.o; do rm \"$f\"; done", "silent"],
  ["for one", "for f in /tmp/b/*; do rm -rf \"$f.d\"; done", "silent"],
  ["for one", "for f in /tmp/b/*; do rm -rf \"$f/../..\"; done", "deny"],   // (as `rm -rf /tmp/b/*/../..`: /tmp)
  ["for one", "for f in /e*; do rm -rf $f; done", "ask"],
  ["for one", "for f in /e*; do rm -rf \"${f%x}\"; done", "ask"],
  ["for one", "for f in /e*; do g=\"$f\"; rm -rf \"$g\"; done", "ask"],
  ["for one", "for f in /e*; do rm -rf \"$f\"[c]; done", "ask"],
  ["for one", "for f in /e*; do rm -rf \"$(echo \"$f\")\"; done", "ask"],
  ["for one", "for f in /tmp/*; do :; done; rm -rf \"$f\"", "silent"],       // (after it: one of its names)
  ["for one", "for f in /e*; do f=/tmp/x; done; rm -rf \"$f\"", "ask"],      // (a pass's assignment: the next reads it)
  ["for one", "for f in {/,x}; do rm -rf \"$f\"; done", "ask"],           // (braces: several words)
  ["for one", "readonly f; for f in /; do rm -rf \"$f\"; done", "ask"],  // (NAME may not take it)
  ["for one", "select f in /; do rm -rf \"$f\"; done", "ask"],            // (select: what the user picks)
  ["for one", "X=~; true || for X in /tmp/s; do :; done; rm -rf \"$X\"", "ask"], // (a loop that may not run)
  ["for one", "X=~; for X in /tmp/s; do :; done & rm -rf \"$X\"", "ask"],        // (… or runs in a subshell)
  // (a background job or a pipeline's element is a subshell: what it assigns ends with it)
  ["subshell", "X=~; { X=/tmp/s; } & rm -rf \"$X\"", "ask"],
  ["subshell", "X=~; while :; do X=/tmp/s; break; done | cat; rm -rf \"$X\"", "ask"],
  ["subshell", "X=~; { X=/tmp/s; }; rm -rf \"$X\"", "silent"],
  // (a compound whose redirect fails runs nothing of it — bash(1) "Redirections": the
  // loop's variable and what it assigns hold what they held before)
  ["redirect fails", "X=~; for X in /tmp/s; do :; done < /nonexistent; rm -rf \"$X\"", "ask"],
  ["redirect fails", "X=~; for X in /tmp/s; do :; done 2> /no/such/dir/log; rm -rf \"$X\"", "ask"],
  ["redirect fails", "X=~; for X in /tmp/s; do :; done > \"$OUT\"; rm -rf \"$X\"", "ask"],
  ["redirect fails", "X=~; { X=/tmp/s; } < /nonexistent; rm -rf \"$X\"", "ask"],
  ["redirect fails", "X=~; for X in /tmp/s; do :; done < /dev/null; rm -rf \"$X\"", "silent"],
  ["redirect fails", "X=~; for X in /tmp/s; do :; done 2>&1; rm -rf \"$X\"", "silent"],
  ["redirect fails", "X=~; { X=/tmp/s; } <<< x; rm -rf \"$X\"", "silent"],
  ["home spelled", "truncate -s0 ${HOME:?}/.bashrc", "deny"],
  ["home spelled", "echo > ${HOME%/}/.bashrc", "deny"],
  ["home spelled", "echo > ${HOME%%/}/.bashrc", "deny"],
  ["home spelled", "echo > ${HOME%/x}/.bashrc", "silent"],           // (not known: a write to it is not asked about)
  ["IFS", "IFS=,; x=rm,-rf,/; $x", "ask"],
  ["IFS", "IFS=,; x=a,b; ls $x", "silent"],
  ["IFS", "x='a b'; ls $x", "silent"],
  ["IFS", "IFS=, read -r a b <<< 'x,y'; echo \"$a\"", "silent"],
  ["startup file", "BASH_ENV=x.sh bash -c true", "ask"],
  ["startup file", "export BASH_ENV=x; bash -c ls", "ask"],
  ["startup file", "env BASH_ENV=x bash -c ls", "ask"],
  ["startup file", "ENV=x sh -i", "ask"],
  ["startup file", "ZDOTDIR=/tmp zsh -c ls", "ask"],
  ["startup file", "BASH_ENV=/dev/null bash -c ls", "silent"],
  ["startup file", "ENV=x sh -c ls", "silent"],                      // (sh reads ENV only when interactive)
  ["git config written", "printf '[alias]\\n\\tx = reset --hard\\n' >> .git/config && git x", "ask"],
  ["git config written", "echo '[alias] x = !rm -rf ~' >> ~/.gitconfig; git x", "ask"],
  ["git config written", "tee -a .git/config <<< '[alias] x = reset --hard'; git x", "ask"],
  ["git config written", "git config include.path /tmp/evil.cfg && git x", "ask"],
  ["git config written", "echo x >> \"$GIT_DIR/config\"; git x", "ask"], // (a file only the run names, named as git's)
  ["git config written", "echo x > out.txt; git lfs pull", "silent"],
  ["git config written", "git x; echo '[alias] x = reset --hard' >> ~/.gitconfig", "silent"], // (written after)
  ["program on a descriptor", "bash /dev/fd/3 3<<<'rm -rf ~'", "deny"],
  ["program on a descriptor", "bash /dev/fd/3 3<<<'ls'", "silent"],
  ["program on a descriptor", "bash /dev/fd/3 3< x.sh", "silent"], // (the descriptor holds x.sh: `bash x.sh`, a script of the project's)
  ["program on a descriptor", "sh /proc/self/fd/4 4<<<\"$P\"", "ask"],
  // variable attributes (bash(1) "declare", "set -a"): exported first or by set -a, a
  // nameref, a readonly name whose assignment fails; builtins disabled or loaded
  ["exported", "set -a; BASH_ENV=x.sh; bash -c ls", "ask"],
  ["exported", "set -o allexport; X=reset; bash -c 'git $X --hard'", "ask"], // (the child's value: either)
  ["exported", "export BASH_ENV; BASH_ENV=x.sh; bash -c ls", "ask"],
  ["exported", "[ -f x ] && export X=status; bash -c 'git $X --hard'", "ask"],
  ["exported", "set -a; . ./.env; set +a; git status", "silent"],
  ["nameref", "declare -n r=X; r=status; X=reset; git $r --hard", "ask"],
  ["nameref", "declare -n r; r=X; r=status; X=reset; git $r --hard", "ask"],
  ["nameref", "X=status; declare -n r=X; read r < f; git $X --hard", "ask"],
  ["nameref", "f() { local -n out=$1; out=done; }; f result; git status", "silent"],
  ["readonly", "readonly X=reset; X=status\ngit $X --hard", "ask"],
  ["readonly", "declare -r X=reset; X=status\ngit $X --hard", "ask"],
  ["readonly", "readonly X=reset; X=status git $X --hard", "deny"],
  ["readonly", "readonly X=status; git $X", "silent"],
  ["enable", "enable -f ./x.so cd", "ask"],
  ["enable", "enable -n cd; cd /srv/w && git reset --hard", "deny"],
  // a DEBUG trap under extdebug: a command it fails is skipped
  ["skipped", "shopt -s extdebug; trap '[[ $BASH_COMMAND != X=* ]]' DEBUG; X=reset; X=status; git $X --hard", "ask"],
  ["skipped", "trap 'false' debug; bash -O extdebug -c 'X=1'; X=reset; X=status; git $X --hard", "ask"],
  ["skipped", "trap 'echo hi' DEBUG; X=status; git $X --hard", "silent"], // (without extdebug nothing is skipped)
  // mapfile -C: the callback runs in this shell with the index and the line appended
  ["callback", "f() { git reset --hard; }; mapfile -C f -c 1 x < f", "deny"],
  ["callback", "mapfile -C 'git reset' -c 1 x < f", "ask"],
  // what an unquoted heredoc's body assigns, and the prompt strings it expands
  ["heredoc", "unset X; : <<E\n${X:=reset}\nE\ngit ${X:-status} --hard", "ask"],
  ["heredoc", "X=status; : <<E\n$((X=0))\nE\ngit $X --hard", "ask"], // (X is 0 after)
  ["heredoc", "X='$(git reset --hard)'; cat <<E\n${X@P}\nE", "deny"],
  ["heredoc", "X='$(git reset --hard)'; echo \"${Y:-${X@P}}\"", "deny"],
  ["heredoc", "X=status; cat <<E\n${X:-reset} $((1+2))\nE\ngit $X --hard", "silent"],
  // parameter operators and basename/dirname building a path
  ["trimmed", "X=/a/.bashrc; : > ~/${X##*/}", "deny"],
  ["trimmed", "X=.bashrc.bak; : > ~/${X%.bak}", "deny"],
  ["trimmed", "X=.bashrc.bak.bak; : > ~/${X%%.bak*}", "deny"],
  ["trimmed", "X=a.bashrc; echo > ~/.${X#a.}", "deny"],
  ["trimmed", "X=/a/notes.txt; : > ~/${X##*/}", "silent"],
  ["trimmed", ": > ~/$(basename /a/.bashrc)", "deny"],
  ["trimmed", ": > ~/\"$(basename /a/.bashrc.x .x)\"", "deny"],
  ["trimmed", ": > \"$(dirname ~/.ssh/x)/authorized_keys\"", "deny"],
  // (the pattern word is tilde-expanded; what `?` matches beyond ASCII is the locale's)
  ["trimmed", "HOME=/h; X=/h/; rm -r ~/\"${X#~/}\"", "ask"],
  ["trimmed", "X=\u{1F600}; rm -r ~/\"${X#?}\"", "ask"],
  ["trimmed", "X=\u00e9a; rm -r ~/\"${X#??}\"", "ask"],
  ["trimmed", "X=a/; rm -r ~/\"${X#?}\"", "deny"],
  // pattern substitution, substrings and case transforms of a known value
  ["replaced", "X=/etx; rm -rf ${X/x/c}", "deny"],
  ["replaced", "X=/exx; rm -rf \"${X//x/t}\"", "deny"],
  ["replaced", "X=/e; rm -rf ${X/%e/etc}", "deny"],
  ["replaced", "X=/tmp/etc; rm -rf ${X/#?tmp/}", "deny"],
  ["replaced", "X=/tmp/a; rm -rf \"${X/a/..}\"", "deny"],
  ["replaced", "X=/tmp/x; rm -rf ${X/x/y}", "silent"],
  ["replaced", "X=/etx; rm -rf ${X/x/&}", "ask"],             // (bash 5.2: & is the match)
  ["replaced", "X=/etx; rm -rf ${X/x/$Y}", "ask"],
  ["replaced", "X=/tmp/etc; rm -rf ${X/#\\/tmp/}", "ask"],    // (an escape in the pattern: not read)
  ["substring", "X=/etcabc; rm -rf ${X:0:4}", "deny"],
  ["substring", "X=abc/etc; rm -rf /${X: -3}", "deny"],
  ["substring", "X=/etcxy; rm -rf ${X:0:-2}", "deny"],
  ["substring", "X=/tmp/xyz; rm -rf ${X:0:6}", "silent"],
  ["substring", "X=ab; rm -rf /etc${X:0:-3}", "ask"],          // (bash fails: the end before the start)
  ["substring", "X=abc; rm -rf ${X:$N}", "ask"],
  ["case", "X=/ETC; rm -rf ${X@L}", "deny"],
  ["case", "X=/tmp/a; rm -rf ${X@u}", "silent"],
  ["case", "X=/tmp; rm -rf ${X@Q}", "ask"],
];
for (const [kind, command, want] of CASES) test(`${kind}: ${command}`, () => assert.is(tier(command), want));

test.run();
