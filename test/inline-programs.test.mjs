// Inline programs (wasm/shell/inline.ts): the commands an awk program, a sed script, vim's
// ex commands, a makefile from stdin or --eval, and python/node/perl/ruby/php/lua/tcl
// programs run are judged as those commands; one built when it runs asks; a comment or a
// string of the program, or text outside it, is no command. Through a real build of
// destructive and of readonly.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("rules/destructive.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const ro = (await built("rules/readonly.ts")).result;
const r = load(readFileSync(ro.wasmPath), hostFacts(), { reuse: true });
const call = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command });
const tier = (command) => c.classify(call(command)).tier;

// [command, tier] per language
const CASES = {
  awk: [
    [`awk 'BEGIN{system("rm -rf ~")}'`, "deny"],
    [`awk 'BEGIN{print | "rm -rf ~"}'`, "deny"],
    [`awk 'BEGIN{"rm -rf ~" | getline}'`, "deny"],
    [`gawk -F: 'BEGIN{system("git reset --hard")}'`, "deny"],
    [`gawk -e 'BEGIN{system("rm -rf ~")}'`, "deny"],
    [`busybox awk 'BEGIN{system("rm -rf ~")}'`, "deny"],
    [`awk '{system($0)}' f`, "ask"],
    [`awk '{print $1}' f`, "silent"],
    [`awk -F: '{print $1 | "sort"}' f`, "silent"],
    [`awk -f prog.awk f`, "silent"],                 // (a program file: not analysed)
    // (an output file named by a variable: each literal value it is given — -v, --assign,
    // an operand, `NAME = "…"` — when that is all; or literals joined, as gawk reads them)
    [`awk -v f="$HOME/.bashrc" 'BEGIN{printf "" > f}'`, "deny"],
    [`awk -vf=/etc/passwd 'BEGIN{printf "" > f}'`, "deny"],
    [`awk --assign=f=/etc/passwd 'BEGIN{print "" > f}'`, "deny"],
    [`awk 'BEGIN{f = "/etc/" "passwd"; print "x" > f}'`, "deny"],
    [`awk '{print > f}' f=/etc/passwd data.txt`, "deny"],
    [`awk 'BEGIN{printf "" > ENVIRON["HOME"] "/.bashrc"}'`, "deny"],
    [`awk -v out=result.txt '{print > out}' data.txt`, "silent"],
    [`awk '{ f = $1 ".txt"; print > f }' data.txt`, "silent"],             // (a name made when it runs)
    [`awk -v f=/etc/passwd 'BEGIN{f = f ".bak"; print "" > f}'`, "silent"], // (changed where it is not seen)
    [`awk -v f=/etc/passwd '{print >> f}'`, "silent"],                       // (appends)
    [`awk -v f=/etc/passwd 'BEGIN{ if (x > f) print "y" }'`, "silent"],      // (a comparison)
    [`mawk -W exec /dev/stdin <<< 'BEGIN{system("ls")}'`, "ask"],           // (mawk's -W exec FILE: the program)
  ],
  sed: [
    // (e's text is read as a/i/c read theirs: `\` then a newline starts it, a backslash-
    // newline goes on; -e pieces are one script joined by newlines)
    [`sed '1e\\\nrm -rf ~' f`, "deny"],
    [`sed -e '1e\\' -e 'rm -rf ~' f`, "deny"],
    [`sed '1e true\\\nrm -rf ~' f`, "deny"],
    [`sed '1e\\ rm -rf ~' f`, "deny"],
    [`sed -e 's/a/b/' -e 's/c/d/' f`, "silent"],
    [`sed -n '1e rm -rf ~' x`, "deny"],
    [`sed 'e rm -rf ~'`, "deny"],
    [`sed -ne '1e rm -rf ~' f`, "deny"],
    [`sed -e 's/a/b/' -e '1e rm -rf ~' f`, "deny"],
    [`sed --expression='1e rm -rf ~' f`, "deny"],
    [`sed 's/.*/rm -rf ~/e' x`, "ask"],
    [`sed -n '1p' f`, "silent"],
    [`sed 's/a/b/' f`, "silent"],
    [`sed -i 's/a/b/' f`, "silent"],
    [`sed --sandbox 's/a/b/' f`, "silent"],
    [`sed -f /dev/stdin f <<< '1e ls'`, "ask"],                              // (the script on stdin)
    [`sed -nf - f <<< '1e ls'`, "ask"],
    // (sed's argv read once, as writesOf reads it: a long option by a prefix; the first
    // operand read as the script where BSD's sed may take it for one)
    [`sed --expr='1e rm -rf ~' f`, "deny"],
    [`sed --sa '1e rm -rf ~' f`, "silent"],                                   // (--sandbox)
    [`sed -i '' '1w /home/u/.bashrc' notes.txt`, "deny"],                     // (BSD: the script)
    [`sed '1w /home/u/.bashrc' notes.txt -e p`, "deny"],                      // (BSD: -e p are files)
    [`sed -i '' 's/a/b/' notes.txt`, "silent"],
    [`sed -e 's/a/b/' notes.txt`, "silent"],
  ],
  vim: [
    [`vim -c '!rm -rf ~'`, "deny"],
    [`vim +'!rm -rf ~'`, "deny"],
    [`vim --cmd 'silent !rm -rf ~'`, "deny"],
    [`vim -c 'call system("rm -rf ~")'`, "deny"],
    [`nvim -c 'r !git reset --hard'`, "deny"],
    [`vim -c 'exe "!rm -rf ~"'`, "deny"],
    [`vim -c 'py3 import os; os.system("rm -rf ~")'`, "deny"],
    [`vim -c 'set nu' f`, "silent"],
    [`vim -c '%s/a/b/g' -c 'wq' f`, "silent"],
    [`vim +10 f`, "silent"],
    // Ex mode reads ex commands from stdin (ex, -e, -es); -S/-s read a file: from stdin, unknown
    [`vim -es <<< '!rm -rf ~'`, "deny"],
    [`echo '!rm -rf ~' | ex -s`, "deny"],
    [`vim -es < cmds.vim`, "ask"],
    [`vim -S /dev/stdin <<< '!ls'`, "ask"],
    [`ex -s f <<< '%s/a/b/g'`, "silent"],
    [`vim -es f`, "silent"],                                                   // (no input given)
    // vim's delete() (flags "rf": a tree), libcall, options whose value is a program, Tcl
    [`vim -c 'call delete("/etc", "rf")'`, "deny"],
    [`vim -c 'call delete(expand("~"), "rf")'`, "deny"],                     // (expand() of a literal: the home)
    [`vim -c 'call delete(expand(x), "rf")'`, "ask"],
    [`vim -c 'call libcall("libc.so.6", "system", "ls")'`, "ask"],
    [`vim -c 'set makeprg=rm\\ -rf\\ ~' -c make`, "ask"],
    [`vim -c 'tcl exec ls'`, "ask"],
    [`vim -c 'call delete("x.txt")'`, "silent"],
  ],
  make: [
    [`echo 'x:; rm -rf ~' | make -f -`, "deny"],
    ["make -f - <<'EOF'\nx:\n\trm -rf ~\nEOF", "deny"],
    [`make --eval 'x:; rm -rf ~' x`, "deny"],
    [`make -E 'x:; rm -rf ~' x`, "deny"],
    [`make --eval 'x:; rm -rf $(D)' x`, "ask"],
    [`cat m | make -f -`, "ask"],
    [`make --ev='x:; rm -rf ~' x`, "deny"],                        // (getopt_long: a prefix of --eval is --eval)
    [`make --fi - x <<< $'x:\\n\\trm -rf ~'`, "deny"],
    ["make -f - <<'EOF'\nX != rm -rf ~\nEOF", "deny"],                 // (!= runs when the makefile is read)
    ["make -f - <<'EOF'\n.RECIPEPREFIX = >\nx:\n>rm -rf ~\nEOF", "ask"],
    ["make -f - <<'EOF'\nSHELL := /usr/bin/python3\nx:\n\tprint(1)\nEOF", "ask"],
    [`MAKEFLAGS='-E x:;rm\\ -rf\\ ~' make x`, "ask"],                // (make reads MAKEFLAGS as its arguments)
    [`export MAKEFLAGS='SHELL=/tmp/x'; make`, "ask"],
    [`MAKEFLAGS='k -j4 --no-print-directory' make all`, "silent"],
    // -n/-q/-t (and --dry-run, by a prefix; MAKEFLAGS=n) print, check or touch: no recipe
    // runs but a `+` line, one using $(MAKE), and $(shell …) as the makefile is read
    [`make -n -f - <<< 'x: ; rm -rf ~'`, "silent"],
    [`make -f - --dry x <<< 'x: ; rm -rf ~'`, "silent"],
    [`MAKEFLAGS=q make -f - <<< 'x: ; rm -rf ~'`, "silent"],
    ["make -nf - <<'EOF'\nx:\n\t+rm -rf ~\nEOF", "deny"],
    ["make -n -f - <<'EOF'\nX := $(shell rm -rf ~)\nEOF", "deny"],
    [`make build`, "silent"],
  ],
  python: [
    // (a file the program replaces — open(P, "w"), a copy's or rename's destination — as `truncate -s 0 P`)
    [`python3 -c 'open("/home/u/.bashrc", "w").write("")'`, "deny"],
    [`python3 -c 'import shutil; shutil.copy("x", "/etc/passwd")'`, "deny"],
    [`python3 -c 'open("out.txt", "w").write("x")'`, "silent"],
    [`python3 -c 'open("/home/u/.bashrc", "a").write("x")'`, "silent"],   // (an append)
    [`python3 -c 'print(open("/home/u/.bashrc").read())'`, "silent"],
    // (a path its path functions make of literals: os.path.expanduser/join, pathlib)
    [`python3 -c 'import os; os.remove(os.path.expanduser("~/.ssh/authorized_keys"))'`, "deny"],
    [`python3 -c 'import os; os.remove(os.path.join(os.path.expanduser("~"), ".bashrc"))'`, "deny"],
    [`python3 -c 'import os; from pathlib import Path; os.remove(Path.home() / ".bashrc")'`, "deny"],
    [`python3 -c 'import os; os.remove(os.path.join("build", "x.o"))'`, "silent"],
    [`python3 -c 'import os; os.system("rm -rf ~")'`, "deny"],
    [`python3 -c 'import subprocess; subprocess.run(["rm", "-rf", "/"])'`, "deny"],
    [`python3 -c 'import os; os.execvp("git", ["git", "reset", "--hard"])'`, "deny"],
    [`python3 -c 'exec("import os; os.system(\\"rm -rf ~\\")")'`, "deny"],
    ["python3 <<'EOF'\nimport os\nos.system('git reset --hard')\nEOF", "deny"],
    [`python3 -c 'import os; os.system(cmd)'`, "ask"],
    [`python3 -c 'os.system(f"rm -rf {d}")'`, "ask"],
    [`python3 -c 'subprocess.run(["rm", "-rf", d])'`, "ask"],
    [`python3 -c 'print(1)'`, "silent"],
    [`python3 -c 'import os  # os.system("rm -rf ~")'`, "silent"],
    [`python3 -c 'print("os.system(\\"rm -rf ~\\")")'`, "silent"],
    [`python3 -c 'import os; os.system("ls")' # rm -rf /`, "silent"],
    [`python3 -c 'import subprocess' ; echo "rm -rf /"`, "silent"],
    // more of the standard library, and names taken by name
    [`python3 -c 'import asyncio; asyncio.run(asyncio.create_subprocess_shell("rm -rf ~"))'`, "deny"],
    [`python3 -c 'import asyncio; asyncio.run(asyncio.create_subprocess_exec("rm", "-rf", "/"))'`, "deny"],
    [`python3 -c 'import distutils.dir_util as d; d.remove_tree("/")'`, "deny"],
    [`python3 -c 'getattr(__import__("os"), "system")("rm -rf ~")'`, "ask"],
    [`python3 -c 'import importlib; importlib.import_module("os").system("ls")'`, "ask"],
    [`python3 -c 'import os; list(map(os.system, ["rm -rf ~"]))'`, "ask"],   // (passed as a value)
    [`python3 -c 'import os; os.__dict__["system"]("ls")'`, "ask"],
    [`python3 -c 'from os import system, popen; system("ls")'`, "silent"],
    [`python3 -c 'import json; print(getattr(json, "dumps")({}))'`, "silent"],
    [`python3 -c '__import__("json").dumps(1)'`, "silent"],
    // code strings that the standard library runs (timeit, the profilers, pdb, code), and
    // pydoc's pipe to a command
    [`python3 -c 'import timeit; timeit.timeit("import os; os.system(\\"rm -rf ~\\")", number=1)'`, "deny"],
    [`python3 -c 'import timeit; timeit.timeit("1", setup="import shutil; shutil.rmtree(\\"/x\\")")'`, "deny"],
    [`python3 -c 'import cProfile; cProfile.run("import shutil; shutil.rmtree(\\"/home\\")")'`, "deny"],
    [`python3 -c 'import code; code.InteractiveInterpreter().runsource("import os; os.system(\\"rm -rf ~\\")")'`, "deny"],
    [`python3 -c 'import pydoc; pydoc.pipepager("x", "rm -rf ~")'`, "deny"],
    [`python3 -c 'import timeit; print(timeit.timeit("1+1"))'`, "silent"],
    // a link an inline program makes is one the call made: paths through it are not known
    [`python3 -c 'import os; os.symlink("/home", "/tmp/h")'; rm -rf /tmp/h/`, "deny"], // (the link's target, named)
    [`python3 -c 'import os; os.symlink("/home", "/tmp/h")'`, "silent"],
  ],
  node: [
    [`node -e 'require("fs").writeFileSync("/home/u/.bashrc", "")'`, "deny"],
    // (node's fs writers open with their options' flag: "w" but appendFile's "a" by default)
    [`node -e 'require("fs").appendFileSync("/home/u/.bashrc", "", {flag: "w"})'`, "deny"],
    [`node -e 'require("fs").createWriteStream("/etc/passwd", {flags: "r+"})'`, "deny"],
    [`node -e 'require("fs").writeFileSync("/etc/passwd", "x", {flag: "a"})'`, "silent"],
    [`node -e 'require("fs").appendFileSync("/etc/passwd", "x")'`, "silent"],
    [`node -e 'require("fs").rmSync(require("path").join(require("os").homedir(), ".bashrc"))'`, "deny"],
    [`node -e 'require("child_process").execSync("rm -rf ~")'`, "deny"],
    [`node -e 'require("child_process").spawnSync("git", ["reset", "--hard"])'`, "deny"],
    [`node -e 'require("fs").rmSync("build", {recursive: true})'`, "deny"],
    ["node -e 'const {execSync} = require(\"child_process\"); execSync(`rm -rf ${d}`)'", "ask"],
    // (through call/apply/bind, or by a name computed from strings: not followed)
    [`node -e 'require("child_process").execSync.call(null, "rm -rf ~")'`, "ask"],
    [`node -e 'require("child_process")["exec" + "Sync"]("rm -rf ~")'`, "deny"],
    [`node -e 'require("fs").rmSync(p, opts)'`, "deny"],                     // (options by name: recursive maybe)
    [`node -e 'const m = {a: 1}; console.log(m["a"])'`, "silent"],
    [`node -e 'console.log(1)'`, "silent"],
    [`node -e '// execSync("rm -rf ~")'`, "silent"],
    [`node -e 'require("node:fs").rmSync("/", {recursive: true})'`, "deny"],   // (node: names the built-in module)
    [`node -e 'require("fs/promises").rm("/", {recursive: true})'`, "deny"],
    [`node -e 'require("child_process")["execSync"]("ls")'`, "ask"],          // (a member called by a name in a string)
    [`node -e 'console.log(require("fs")["readFileSync"]("x"))'`, "silent"],
    // node:vm and the Function constructor run a code string (its body: the last argument)
    [`node -e 'require("vm").runInThisContext("require(\\"child_process\\").execSync(\\"rm -rf ~\\")")'`, "deny"],
    [`node -e 'new Function("a", "require(\\"child_process\\").execSync(\\"rm -rf ~\\")")()'`, "deny"],
    [`node -e 'new Function(code)()'`, "ask"],
    [`node -e 'console.log(new Function("return 1")())'`, "silent"],
    [`node -e 'const m = /x/.exec("git push --force")'`, "silent"],        // (RegExp.prototype.exec)
    [`node -e 'const m = new RegExp("x").exec("rm -rf ~"); require("child_process").exec("rm -rf ~")'`, "deny"],
    [`node -e 'require("fs").symlinkSync("/root", "/tmp/r")'; rm -rf /tmp/r/`, "deny"],
  ],
  perl: [
    [`perl -e 'open(my $f, ">", "/home/u/.bashrc"); close $f'`, "deny"],
    [`perl -e 'open(F, ">>/home/u/.bashrc")'`, "silent"],
    [`perl -e 'system("rm -rf ~")'`, "deny"],
    [`perl -e '\`rm -rf ~\`'`, "deny"],
    [`perl -e 'my $x = qx{git reset --hard};'`, "deny"],
    [`perl -pe 's/x/system("rm -rf ~")/e' f`, "deny"],
    [`perl -e '$_ = q(system("rm -rf ~")); s/.*/$&/ee'`, "ask"],             // (ee: the code's value is code again)
    [`perl -e 'open(my $f, "-|", "rm", "-rf", "/")'`, "deny"],
    [`perl -e 'exec @ARGV'`, "ask"],
    [`perl -ne 'print if /x/' f`, "silent"],
    [`perl -e 'print "system(1)"'`, "silent"],
    [`perl -e 'readpipe("rm -rf ~")'`, "deny"],
    [`perl -MIPC::Open3 -e 'open3(my $i, my $o, 0, "ls")'`, "ask"],     // (IPC::Open3: not followed)
    [`perl -MIPC::Open3 -e 'open3(my $i, my $o, 0, "rm -rf ~")'`, "deny"], // (… and its text names a deletion)
    [`perl -MIPC::Cmd -e 'IPC::Cmd::run(command => "rm -rf ~")'`, "deny"],
    [`perl -MIPC::Cmd -e 'IPC::Cmd::run(command => "ls")'`, "ask"],         // (IPC::Cmd: not followed)
    [`perl -e 'symlink("/etc", "/tmp/e")'; rm -rf /tmp/e/`, "deny"],
  ],
  others: [
    [`ruby -e '%x(rm -rf ~)'`, "deny"],
    [`ruby -e 'system "git", "reset", "--hard"'`, "deny"],
    [`php -r 'shell_exec("rm -rf ~");'`, "deny"],
    [`php -r 'echo \`rm -rf ~\`;'`, "deny"],
    [`lua -e 'os.execute("rm -rf ~")'`, "deny"],
    [`lua -e 'io.popen("rm -rf ~")'`, "deny"],
    [`echo 'exec rm -rf ~' | tclsh`, "deny"],
    [`ruby -e 'puts 1'`, "silent"],
    [`lua -e 'print(1) -- os.execute("rm -rf ~")'`, "silent"],
    [`php -r 'SYSTEM("rm -rf ~");'`, "deny"],
    [`php -r '$f = "system"; $f("rm -rf ~");'`, "ask"],                     // (a function named by a string)
    [`php -r 'array_map("system", ["rm -rf ~"]);'`, "ask"],
    [`php -r 'echo "hello";'`, "silent"],                           // (PHP's function names ignore case)
    [`php -B 'system("rm -rf ~");'`, "deny"],                           // (-B/-R/-E: code run before, for, after each line)
    [`php -r 'call_user_func("system", "ls");'`, "ask"],
    [`lua5.4 -e 'os.execute("rm -rf ~")'`, "deny"],                      // (an interpreter under its version)
    [`ruby -e 'open("|rm -rf ~")'`, "deny"],                             // (Kernel#open of "|cmd")
    [`ruby -e 'send(:system, "ls")'`, "ask"],
    [`ruby -e 'require "pathname"; Pathname("/").rmtree'`, "ask"],
    [`ruby -e 'require "pty"; PTY.spawn("rm -rf ~")'`, "deny"],
    [`ruby -e 'method(:system).call("ls")'`, "ask"],
    [`ruby -e 'puts open("x").read'`, "silent"],
    [`ruby -e 'puts req.method'`, "silent"],
  ],
  // deletes: read out of the code as rm -rf / rm, never out of a string or a comment
  // (an interpreter installed under a versioned name is that interpreter: Debian's
  // side-by-side `php8.2`, `lua5.4`, `ruby3.2`, `perl5.36`, `python3.12`)
  versioned: [
    [`php8.2 -r 'system("rm -rf ~");'`, "deny"],
    [`lua5.4 -e 'os.execute("rm -rf ~")'`, "deny"],
    [`ruby3.2 -e 'system("rm -rf ~")'`, "deny"],
    [`python3.12 -c 'import os; os.system("rm -rf ~")'`, "deny"],
    [`tclsh8.6 <<< 'exec rm -rf ~'`, "deny"],
    [`php8.2 -r 'echo 1;'`, "silent"],
    [`lua5.4x -e 'os.execute("rm -rf ~")'`, "silent"],                   // (no interpreter's name: its words are not read as code)
    // (LuaJIT's installed name, a major version after node's)
    [`luajit-2.1.0-beta3 -e 'os.execute("rm -rf ~")'`, "deny"],
    [`luajit-2.1 -e 'os.execute("rm -rf ~")'`, "deny"],
    [`node18 -e 'require("child_process").execSync("rm -rf ~")'`, "deny"],
    [`nodejs20 -e 'require("fs").rmSync("/etc", { recursive: true })'`, "deny"],
    [`node-gyp -e 'require("child_process").execSync("rm -rf ~")'`, "silent"],  // (another program)
    [`luajit-beta -e 'os.execute("rm -rf ~")'`, "silent"],
    // (the program on stdin: a redirect replaces the pipe — python reads the file, not echo's text)
    [`echo 'import shutil; shutil.rmtree("/home")' | python3`, "deny"],
    [`echo 'print(1)' | python3 < evil.py`, "ask"],
    [`echo 'print(1)' | python3 - < evil.py`, "ask"],
    // (… and a plain cat's heredoc: its body, read at the end of the line)
    [`cat <<'RB' | ruby\nsystem("rm -rf ~")\nRB`, "deny"],
    [`cat <<'PL' | perl\nprint '$(printf x)';\nPL`, "silent"],
    [`cat <<PY | python3\nimport os; os.system('$X')\nPY`, "ask"],
    [`cat <<'PY' | python3 script.py\nimport os; os.system('rm -rf ~')\nPY`, "silent"],
  ],
  deletes: [
    [`python3 -c "import os; os.remove(r'/etc/passwd')"`, "deny"],
    [`python3 -c "import os; os.unlink('//etc/passwd')"`, "deny"],
    [`python3 -c "import os; os.unlink('/w/p/../../etc/x')"`, "deny"],
    [`python3 -c "import pathlib; pathlib.Path('/etc/passwd').unlink()"`, "ask"],
    [`perl -e 'unlink glob("/etc/*")'`, "deny"],
    [`perl -MFile::Path=rmtree -e 'rmtree("b")'`, "deny"],
    [`deno eval "await Deno.remove('b', {recursive: true})"`, "deny"],
    [`node -e "require('rimraf').sync('build')"`, "deny"],
    // third-party libraries that run programs or delete trees: not read, so unknown
    [`python3 -c 'import sh; sh.rm("-rf", "/etc")'`, "ask"],
    [`python3 -c 'from sh import rm; rm("-rf", "/etc")'`, "ask"],
    [`python3 -c 'import pexpect; pexpect.run("rm -rf /etc")'`, "ask"],
    [`python3 -c 'from invoke import run; run("rm -rf ~")'`, "ask"],
    [`node -e 'require("del").sync(["/etc"],{force:true})'`, "ask"],
    [`node -e 'require("shelljs").rm("-rf","/etc")'`, "ask"],
    [`node -e 'require("execa").commandSync("rm -rf ~")'`, "ask"],
    [`node --input-type=module -e 'import shell from "shelljs"; shell.rm("-rf", "/etc")'`, "ask"],
    [`node -e 'const {deleteSync} = require("del"); deleteSync(["/etc"], {force: true})'`, "ask"],
    [`python3 -c 'import shutil; print(shutil.which("sh"))'`, "silent"],
    [`python3 -c 'import shlex; print(shlex.split("a b"))'`, "silent"],
    [`node -e 'const x = "shelljs"; console.log(x)'`, "silent"],
    [`python3 -c 'x = {"sh": 1}; print(x)'`, "silent"],
    [`python3 -c "x = 'shutil.rmtree'"`, "silent"],
    [`python3 -c "# shutil.rmtree('/')"`, "silent"],
    [`node -e "// fs.rmSync('/', {recursive: true})"`, "silent"],
    [`python3 -c "a = [1]; a.remove(1)"`, "silent"],
    [`python3 -c "import os; os.remove('build/x.o')"`, "silent"],
    // a file deleted at a path computed while the program walks a tree: any file of it
    [`python3 -c 'import os; [os.remove(os.path.join(d, f)) for d, _, fs in os.walk("/root") for f in fs]'`, "deny"],
    [`perl -MFile::Find -e 'finddepth(sub { unlink $_ }, $ENV{HOME})'`, "deny"],
    [`node -e 'const fs = require("fs"); for (const f of fs.readdirSync("x")) fs.unlinkSync("x/" + f)'`, "deny"],
    [`python3 -c "import os; os.remove(p)"`, "silent"],                 // (one file, named when it runs)
    // (… and one a program that globs a literal pattern computes: any name of the pattern's;
    // perl's unlink and rmdir with no argument delete $_)
    [`perl -le 'for(<~/.ssh/*>){unlink}'`, "deny"],
    [`perl -e 'unlink $_ for glob "~/.ssh/*"'`, "deny"],
    [`perl -e 'map { unlink } glob("/etc/*")'`, "deny"],
    [`perl -e 'rmdir for glob "/etc/*"'`, "ask"],                     // (as `rmdir /etc/*`)
    [`python3 -c 'import os,glob; [os.remove(p) for p in glob.glob(os.path.expanduser("~/.ssh/*"))]'`, "deny"],
    [`python3 -c 'import os,glob; [os.remove(p) for p in glob.glob("build/*.o")]'`, "silent"],
    [`perl -e 'print for glob "~/.ssh/*"'`, "silent"],
  ],
  // options whose value is a command the tool runs, and database shells' own shell escapes
  options: [
    [`tar -xf a.tar --to-command='rm -rf ~'`, "deny"],
    // (nmap's scripts are Lua it runs: one of a file, a process substitution or a data
    // directory is code not known here; its own, by name or category, are nmap's)
    [`nmap --script=./x.nse localhost`, "ask"],
    [`nmap -script x.nse localhost`, "ask"],
    [`nmap --script <(echo 'os.execute("rm -rf ~")') localhost`, "deny"],
    [`echo 'os.execute("rm -rf ~")' > x.nse; nmap --script ./x.nse localhost`, "deny"],
    [`nmap --datadir ./d -sC localhost`, "ask"],
    [`nmap --script vuln,http-title localhost`, "silent"],
    [`nmap -sV -p 80 localhost`, "silent"],
    [`tar -cf a.tar --checkpoint=1 --checkpoint-act=exec='git reset --hard' .`, "deny"],
    [`tar -I 'rm -rf ~' -cf a.tar .`, "deny"],
    [`rsync -e 'rm -rf ~' a host:b`, "deny"],
    [`zip -T -TT 'rm -rf ~' a.zip f`, "deny"],
    [`man -P 'rm -rf ~' ls`, "deny"],
    [`cmake -E remove_directory /`, "deny"],
    [`make 'x:=$(shell rm -rf ~)' -n`, "deny"],
    [`make SHELL=/tmp/x all`, "ask"],
    [`sqlite3 db '.shell rm -rf ~'`, "deny"],
    [`psql -c '\\! rm -rf ~'`, "deny"],
    [`mysql -e 'system rm -rf ~'`, "deny"],
    [`tar -czf a.tgz src`, "silent"],
    [`rsync -av -e ssh src host:dst`, "silent"],
    [`sqlite3 db 'SELECT 1'`, "silent"],
    [`make -j4 CFLAGS=-O2`, "silent"],
  ],
  // an API under another name, or an option bundle that hides the program
  aliases: [
    // (a name `from M import N as A` binds is M's N where it is called)
    [`python3 -c "from os import system as s; s('ls')"`, "silent"],
    [`python3 -c "from os import system as s; s('rm -rf ~')"`, "deny"],
    [`python3 -c "from shutil import copyfile; copyfile('x', '/etc/shadow')"`, "deny"],
    [`python3 -c "from os import replace as mv; mv('x', '/etc/passwd')"`, "deny"],
    [`python3 -c "from shutil import (copy2, move); move('x', '/etc/passwd')"`, "deny"],
    [`python3 -c "from shutil import copyfile; copyfile('a', 'b')"`, "silent"],
    [`python3 -c "from shutil import copyfile as save; f = save"`, "ask"],   // (taken as a value)
    [`python3 -c "import subprocess as sp; sp.run('ls', shell=True)"`, "ask"],
    [`node -e "const {execSync: x} = require('child_process'); x('ls')"`, "ask"],
    [`python3 -c "import os; os.system(('rm -rf ~'))"`, "deny"],
    [`node --eval="require('child_process').execSync('rm -rf ~')"`, "deny"],
    [`python -Wignore -c "import os; os.system('rm -rf ~')"`, "deny"],
    [`python -c'import os; os.system("rm -rf ~")'`, "deny"],
    [`node -pe "require('child_process').execSync('git reset --hard')"`, "deny"],
    [`python3 -c "from subprocess import run; run(['ls'])"`, "silent"],
    [`python3 -c "with open('x') as f: print(f.read())"`, "silent"],
  ],
  // a module's subs that are tools run on the program's arguments: Perl's ExtUtils::Command
  // (what MakeMaker's $(RM_RF) runs) and Ruby's un (`ruby -run -e rm -- -rf DIR`)
  argvTools: [
    [`perl -MExtUtils::Command -e rm_rf ~`, "deny"],
    [`perl -MExtUtils::Command -e rm_rf -- /etc`, "deny"],
    [`perl -MExtUtils::Command=rm_rf -e 'rm_rf()' -- /home`, "deny"],
    [`perl -e 'use ExtUtils::Command; rm_rf' -- /home`, "deny"],
    [`perl -MExtUtils::Command -e rm_f ~/.bashrc`, "deny"],
    [`perl -MExtUtils::Command -e mv /tmp/x ~/.bashrc`, "deny"],
    [`perl -MExtUtils::Command -e rm_rf '/ho*'`, "deny"],          // (it globs the word itself)
    [`perl -MExtUtils::Command -e rm_rf "$X"`, "ask"],
    [`ruby -run -e rm -- -rf ~`, "deny"],
    [`ruby -r un -e rm -- -r -f /home`, "deny"],
    [`ruby -wrun -e rm -- -rf ~`, "deny"],
    [`RUBYOPT=-run ruby -e rm -- -rf ~`, "deny"],
    [`ruby -e 'require "un"; rm' -- -rf ~`, "deny"],
    [`ruby -run -e cp -- /tmp/x ~/.bashrc`, "deny"],
    [`ruby -run -e rm -- -rf "$X"`, "ask"],
    [`perl -MExtUtils::Command -e rm_rf -- /tmp/build`, "silent"],
    [`perl -MExtUtils::Command -e rm_f -- x.o`, "silent"],
    [`perl -MExtUtils::Command -e mkpath -- a/b`, "silent"],
    [`ruby -run -e rm -- -rf /tmp/build`, "silent"],
    [`ruby -run -e httpd -- -p 8000 .`, "silent"],
    [`ruby -run -e mkdir -- -p a/b`, "silent"],
    [`ruby -rfileutils -e 'puts 1'`, "silent"],
  ],
  // a program that loads a file the call wrote, by its language's loader: that file's code
  loaders: [
    [`echo 'system("rm -rf ~")' > y; perl -e 'do "./y"'`, "deny"],
    [`echo 'system("ls")' > y; perl -e 'require "./y"'`, "ask"],
    [`echo 'system("ls")' > y; ruby -e 'load "./y"'`, "ask"],
    [`echo 'os.execute("ls")' > y; lua -e 'dofile("y")'`, "ask"],
    [`echo '!ls' > y; vim -es -c 'so y' -c q`, "ask"],
    [`echo 'shell ls' > y; gdb -batch -ex 'source y'`, "ask"],
    [`echo x > out.txt; python3 -c 'print(open("out.txt").read())'`, "silent"],
    [`echo '{}' > a.json; node -e 'console.log(require("./a.json"))'`, "silent"],
    [`echo hi > notes; ruby -e 'puts File.read("notes")'`, "silent"],
    [`echo x > y; perl -e 'print "hi"'`, "silent"],
  ],
};
for (const [lang, cases] of Object.entries(CASES)) {
  for (const [command, want] of cases) test(`${lang}: ${command}`, () => assert.is(tier(command), want));
}

// readonly approves none of these: each runs a command
const RUNS = [
  `awk 'BEGIN{system("ls")}'`, `awk '{print | "cat"}' f`, `sed -n '1e ls' f`, `sed 's/x/ls/e' f`,
  `vim -c '!ls' f`, `echo 'x:; ls' | make -f -`, `python3 -c 'import os; os.system("ls")'`,
];
for (const command of RUNS) test(`readonly: ${command}`, () => assert.is.not(r.classify(call(command)).tier, "allow"));

// a program that runs a destructive command, spelled many ways: never silent, never allowed
const DESTROY = ["rm -rf ~", "rm -rf /", "git reset --hard", "git clean -fdx"];
const SPELL = {
  python: (cmd, q, s) => [`python3 -c ${q("import os;" + s + "os.system(" + lit(cmd, '"') + ")")}`, `python3 -c ${q("import subprocess" + s + "\nsubprocess.call(" + lit(cmd, "'") + ", shell=True)")}`,
    `python3 -c ${q("import subprocess;subprocess.check_output([" + cmd.split(" ").map((w) => lit(w, '"')).join(", ") + "])")}`],
  node: (cmd, q, s) => [`node -e ${q("require('child_process')." + "execSync(" + s + lit(cmd, '"') + ")")}`, `node -e ${q("const cp = require('child_process');" + s + "cp.spawnSync(" + lit(cmd.split(" ")[0], "'") + ", [" + cmd.split(" ").slice(1).map((w) => lit(w, '"')).join(",") + "])")}`],
  perl: (cmd, q, s) => [`perl -e ${q("system(" + s + lit(cmd, '"') + ");")}`, `perl -e ${q("my $o = qx{" + cmd + "};")}`],
  ruby: (cmd, q, s) => [`ruby -e ${q("system(" + s + lit(cmd, '"') + ")")}`, `ruby -e ${q("%x(" + cmd + ")")}`],
  awk: (cmd, q, s) => [`awk ${q("BEGIN {" + s + "system(" + lit(cmd, '"') + ")}")}`, `awk ${q("BEGIN { print |" + s + lit(cmd, '"') + " }")}`],
  sed: (cmd, q) => [`sed -n ${q("1e " + cmd)} f`],
  vim: (cmd, q, s) => [`vim -c ${q("silent !" + cmd)}`, `vim -c ${q("call " + s + "system(" + lit(cmd, '"') + ")")}`],
  php: (cmd, q, s) => [`php -r ${q("system(" + s + lit(cmd, '"') + ");")}`],
  lua: (cmd, q, s) => [`lua -e ${q("os.execute(" + s + lit(cmd, '"') + ")")}`],
};
const lit = (w, quote) => quote + w + quote;
const shq = (t) => "'" + t.replace(/'/g, "'\\''") + "'";
const dq = (t) => '"' + t.replace(/[\\"$`]/g, "\\$&") + '"';

test("property: a program that runs a destructive command is never silent", () => {
  fc.assert(fc.property(
    fc.constantFrom(...Object.keys(SPELL)), fc.constantFrom(...DESTROY), fc.constantFrom(shq, dq), fc.constantFrom("", " ", "  ", "\t"), fc.nat(),
    (lang, cmd, q, s, pick) => {
      const forms = SPELL[lang](cmd, q, s);
      const command = forms[pick % forms.length];
      const t = tier(command);
      if (t === "silent" || t === "allow") throw new Error(`${command} → ${t}`);
    }), { numRuns: 300 });
});

// an in-place edit that keeps none of a kept file's lines, spelled many ways — a condition
// that holds of no line (a constant, or the line's number compared with one, negated any
// number of times), an address or pattern that matches every line, a loop left before it
// prints: denied, as `sed -i d` is (wasm/shell/inline.ts conditionValue, sedDiscards)
const NEVER = { awk: ["0", "NR<0", "NR<1", "FNR==0", "NR<=0", "!1", "0>1", "!(NR>0)"], perl: ["0", "$. < 1", "$.<=0", "!1", "''", "1 > 2"] };
const EMPTY = {
  awk: (c) => [`awk -i inplace ${shq(c)}`, `gawk -i inplace ${shq(c + " { print }")}`, `gawk --include=inplace ${shq(c)}`],
  perl: (c) => [`perl -ni -e ${shq("print if " + c)}`, `perl -i -ne ${shq(c + " and print")}`, `perl -ni -e ${shq("if (" + c + ") { print }")}`],
  ruby: (c) => [`ruby -i -ne ${shq("puts $_ if " + c.replace("$.", "$."))}`],
  sed: () => [`sed -i d`, `sed -i '/^/d'`, `sed -i '1,$d'`, `sed -ni 1h`, `sed -i '/.*/d'`],
};
const KEPT = ["~/.bashrc", "~/.ssh/authorized_keys", "/etc/passwd", "$HOME/.zshrc"];
test("property: an in-place edit that keeps none of a kept file's lines is denied", () => {
  fc.assert(fc.property(
    fc.constantFrom(...Object.keys(EMPTY)), fc.nat(), fc.nat(), fc.constantFrom(...KEPT),
    (tool, pickCond, pickForm, file) => {
      const conds = NEVER[tool === "ruby" ? "perl" : tool] ?? [""];
      const forms = EMPTY[tool](conds[pickCond % conds.length]);
      const command = `${forms[pickForm % forms.length]} ${file}`;
      const t = tier(command);
      if (t !== "deny") throw new Error(`${command} → ${t}`);
    }), { numRuns: 300 });
});

// make's long options by any unambiguous prefix (getopt_long), with `=` or the next word,
// in MAKEFLAGS too: a makefile given by --eval or --file that runs a destructive command
test("property: make's option abbreviations never hide the makefile they give", () => {
  fc.assert(fc.property(
    fc.constantFrom(...DESTROY), fc.integer({ min: 4, max: 6 }), fc.boolean(), fc.boolean(),
    (cmd, len, eq, flags) => {
      const opt = "--eval".slice(0, len);
      const text = `x: ; ${cmd}`;
      const command = flags ? `MAKEFLAGS=${shq(`${opt}=${text.replace(/ /g, "\\ ")}`)} make x` : eq ? `make ${shq(`${opt}=${text}`)} x` : `make ${opt} ${shq(text)} x`;
      const t = tier(command);
      if (t === "silent" || t === "allow") throw new Error(`${command} → ${t}`);
    }), { numRuns: 200 });
});

test.run();
