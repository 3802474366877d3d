// A cd that may fail (`cd build; make`, ShellCheck SC2164) leaves the shell in one of two
// directories; when both are known each command after it is judged in both, the verdict
// the stricter of the two, an allow only where it holds in both (wasm/engine.ts evalIn). Rows: an ordinary agent command in the
// project that judges as before the stricter model, and forms whose other directory is
// truly risky, which still ask or deny.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { SETS, project } from "./helpers/project.mjs";

const { proj, tier } = await project("rulec-cd-either-", ["src", "sub", "build"], ["README.md"]);

// [command, destructive, git-local, readonly]
const CASES = [
  // both directories in the project: as with `&&`
  ["cd src; cat main.py", "silent", "silent", "allow"],
  ["cd sub; ls ..; cd ..; git status", "silent", "context", "allow"],
  ["cd app; sed -n '1,20p' main.py", "silent", "silent", "allow"],
  ["cd sub; jq .name package.json", "silent", "silent", "allow"],
  ["cd sub; cat f | sort | uniq -c | head", "silent", "silent", "allow"],
  ["cd src; (cat main.py)", "silent", "silent", "allow"],
  ["cd src; bash -c 'cat main.py'", "silent", "silent", "allow"],
  ["cd tmp; rm -f out.txt", "silent", "silent", "silent"],
  ["cd sub; touch newfile.txt", "silent", "silent", "silent"],
  ["cd sub; echo data > out.txt", "silent", "silent", "silent"],
  ["cd sub; sed -i 's/a/b/' config.yml", "silent", "silent", "silent"],
  ["cd build; rm -rf CMakeFiles", "deny", "silent", "silent"],
  ["cd frontend; rm -rf node_modules; npm install", "deny", "silent", "silent"],
  ["cd sub; git checkout main", "silent", "silent", "silent"],
  ["cd sub; git merge --no-ff feature", "silent", "silent", "silent"],
  ["cd sub; pip install -e .", "silent", "silent", "silent"],
  // the other directory is where the harm is: it stands
  ["cd /; cd /tmp/build; rm -r etc", "deny", "silent", "silent"],
  ["cd /tmp/nonexistent; rm -r .git", "deny", "silent", "silent"],
  ["cd sub; : > .git/HEAD", "deny", "deny", "silent"],
  // an allow holds only where it holds in both: `cat shadow` reads a secret in /etc
  ["cd /etc; cat shadow", "silent", "silent", "silent"],
  ["cd /root/.aws; cat credentials", "silent", "silent", "silent"],
  // a cd into the home is placed there (test/home-dir.test.mjs): still no approval
  ["cd ~/.ssh; cat id_rsa", "silent", "silent", "silent"],
  ["cd \"$D\"; rm -f out.txt", "ask", "ask", "silent"],
  // a cd from either directory, or a launcher's own directory, is not the pair
  ["cd a; cd b; cat x", "silent", "silent", "silent"],
  ["cd src; env -C /etc cat shadow", "silent", "silent", "silent"],
  // the commands after the same cd are in the same one of the two: a pipeline's stages, a
  // `{ }` group, a subshell, `$( )`, a loop or if body, a function, a background job — so a
  // rule reading the stage that feeds a command reads it where it runs
  ["cd sub; find . | head", "silent", "silent", "allow"],
  ["cd src; find . -name '*.py' | xargs wc -l", "silent", "silent", "allow"],
  ["cd src; wc -l $(find . -name '*.py')", "silent", "silent", "silent"], // (a file named by a substitution: unknown to readonly)
  ["cd src; (find . -name '*.py') | sort", "silent", "silent", "allow"],
  ["cd sub; rg -l TODO | xargs cat", "silent", "ask", "allow"],
  ["cd src; { ls; cat main.py; } | head", "silent", "silent", "allow"],
  ["cd src; cat main.py & wc -l main.py", "silent", "silent", "allow"],
  ["cd /root; find .ssh -type f | xargs cat", "silent", "ask", "silent"],
  ["cd /root; cat $(find .ssh -type f)", "silent", "ask", "silent"],
  ["cd /root; ls .aws | xargs -I{} cat .aws/{}", "silent", "ask", "silent"],
  // … and the other directory's harm stands through each of them
  ["cd /; cd /srv/build; rm -r etc | cat", "deny", "silent", "silent"],
  ["cd /; cd /srv/build; { rm -r etc; }", "deny", "silent", "silent"],
  ["cd /; cd /srv/build; (rm -r etc)", "deny", "silent", "silent"],
  ["cd /; cd /srv/build; echo $(rm -r etc)", "deny", "silent", "silent"],
  ["cd /; cd /srv/build; for i in 1; do rm -r etc; done", "deny", "silent", "silent"],
  ["cd /; cd /srv/build; if true; then rm -r etc; fi", "deny", "silent", "silent"],
  ["f() { rm -r etc; }; cd /; cd /srv/build; f", "deny", "silent", "silent"],
  ["cd /; f() { cd \"$1\"; }; f /srv/build && rm -r etc", "deny", "silent", "silent"],
  ["cd /; cd /srv/build; rm -r etc &", "deny", "silent", "silent"],
  // a file written after it is in either directory: run by a path that may name it (from
  // either, or from where the call began), its text is read, and the file may hold another
  ["cd sub; echo 'rm -rf ~' > x.sh; bash x.sh", "deny", "ask", "silent"],
  ["cd sub; echo 'rm -rf ~' > x.sh; bash sub/x.sh", "deny", "ask", "silent"],
  [`cd sub; echo 'rm -rf ~' > x.sh; cd ${proj}; bash sub/x.sh`, "deny", "ask", "silent"],
  [`cd sub; echo 'rm -rf ~' > x.sh; cd ${proj}; chmod +x x.sh; ./x.sh`, "deny", "ask", "silent"],
  [`cd sub; echo 'rm -rf ~' > x.sh; cd ${proj}; sh ./sub/x.sh`, "deny", "ask", "silent"],
  [`cd sub; echo 'rm -rf ~' > x.sh; cd ${proj}; bash other/x.sh`, "silent", "silent", "silent"],
  ["cd sub; echo 'echo hi' > x.sh; bash x.sh", "ask", "ask", "silent"],
  // (written where the directory is not known: any file its path ends with, from anywhere)
  [`cd "$D"; echo 'rm -rf ~' > x.sh; cd ${proj}; bash ./x.sh`, "deny", "ask", "silent"],
  ["cd \"$D\"; echo 'rm -rf ~' > x.sh; cd /; ./srv/x.sh", "deny", "ask", "silent"],
  // (a cd up from either of two: either of two again — `..` cannot fail — and from a
  // directory not known, not known)
  ["cd sub; cd ..; git status", "silent", "context", "allow"],
  ["cd /rulec-none/a; cd ../..; rm -rf etc", "deny", "silent", "silent"],
  ["cd /etc/rulec-none; cd ..; cat shadow", "silent", "silent", "silent"],
  ["cd \"$D\"; cd ..; git status", "silent", "silent", "silent"],
];

for (const [cmd, ...want] of CASES) {
  test(`either directory: ${JSON.stringify(cmd)}`, () => {
    SETS.forEach((s, i) => assert.is(tier(s, cmd), want[i], `${s}: ${JSON.stringify(cmd)}`));
  });
}

test.run();
