// find's expression grammar (wasm/shell/find.ts) and fd's -x/-X (wasm/shell.ts fdInner),
// through real builds of destructive and readonly. find: which word is a starting point, a primary, a primary's argument or a word of
// the command -exec runs. `find . -name -delete` deletes nothing; `find . -foo -delete`
// may (another find's primary); what -exec runs ends at `;` or at `{} +`, and a word
// known only at run time may be the `;`. Plus a property: however a -delete or an
// `-exec rm -rf {} +` is surrounded by tests, operators and other actions, destructive is
// never silent about it, and readonly never approves it.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { bashCall, reused } from "./helpers/built.mjs";

const [destructive, readonly] = await reused("rules/destructive.ts", "rules/readonly.ts");
const tierOf = (c) => (command) => c.classify(bashCall(command)).tier;
const guard = tierOf(destructive), approve = tierOf(readonly);

// [command, destructive's tier, readonly's tier]
const CASES = [
  // a primary's argument is not an action
  ["find . -name -delete", "silent", "allow"],
  ["find . -iname -delete -print", "silent", "allow"],
  ["find /etc -newer -delete", "silent", "allow"],
  ["find . -newermt -delete", "silent", "allow"],
  ["find . -path -exec rm -rf {} +", "silent", "silent"],            // (find refuses: "paths must precede expression: rm")
  ["find . -printf -delete", "silent", "allow"],
  // actions, wherever they stand
  ["find . -name x -delete", "deny", "silent"],
  ["find -delete", "deny", "silent"],
  ["find -L . -delete", "deny", "silent"],
  ["find -- -delete", "deny", "silent"],
  ["find -sx . -delete", "deny", "silent"],                           // (BSD's leading options)
  ["find -f . -delete", "deny", "silent"],                            // (BSD's -f PATH)
  ["find . \\( -name a -o -name b \\) -delete", "deny", "silent"],
  ["find . ! -name a -delete", "deny", "silent"],
  ["find . -exec cat {} + -delete", "deny", "silent"],
  ["find . -name x -o -exec rm -rf {} \\;", "deny", "silent"],
  ["find . -exec true \\; -exec rm -rf {} +", "deny", "silent"],
  // a primary find does not know may take an argument; a word known only at run time may be any primary, or the `;`
  ["find . -foo -delete", "deny", "silent"],
  ["find . -- -delete", "deny", "silent"],
  ["find . $X -name x", "ask", "silent"],
  ["find \"$d\" -name x", "ask", "silent"],
  ["find . -exec echo $E -delete \\;", "deny", "silent"],
  // what -exec and -execdir run: ended by `;`, or by `+` right after `{}`
  ["find . -exec ls {} \\;", "silent", "allow"],
  ["find . -type f -exec wc -l {} +", "silent", "allow"],
  ["find . -exec grep -l x {} + -print", "silent", "allow"],
  ["find . -type f -execdir md5sum {} +", "silent", "allow"],
  ["find . -exec cat -- {} \\; -exec wc {} \\;", "silent", "allow"],
  ["find . -exec echo + \\;", "silent", "allow"],                     // (`+` not after `{}` is a word)
  // (an rm of every file of the tree — no test narrows the find, the walk goes below the
  // top — is find -delete's loss: denied; a test, one level, or a temporary tree is not)
  ["find . -exec rm {} \\;", "deny", "silent"],
  ["find . -type f -exec rm -f {} +", "deny", "silent"],
  ["find . ! -name keep -exec rm {} +", "deny", "silent"],
  ["find . -name '*.log' -o -type f -exec rm {} +", "deny", "silent"],
  ["find . -name '*.log' -exec rm {} +", "silent", "silent"],
  ["find . -maxdepth 1 -type f -exec rm {} +", "silent", "silent"],
  ["find . -maxdepth 3 -type f -exec rm {} +", "deny", "silent"],
  ["find . -mtime +30 -type f -exec unlink {} \\;", "silent", "silent"],
  ["find /tmp/x -type f -exec rm {} +", "silent", "silent"],
  ["find . -exec cp {} /tmp \\;", "silent", "silent"],
  ["find . -exec {} \\;", "ask", "silent"],
  ["find . -exec sh {} \\;", "silent", "silent"],
  ["find . -ok cat {} \\;", "silent", "silent"],                       // (it prompts: left to ask, as Dippy does)
  // files it writes
  ["find . -fprint out.txt", "silent", "silent"],
  ["find . -fprintf out.txt %p", "silent", "silent"],
  ["find . -fls out.txt", "silent", "silent"],
  // the name, as destructive compares it (and as Windows' shells find it: find.exe)
  ["FIND /etc -delete", "deny", "silent"],
  ["find.exe / -delete", "deny", "silent"],
  // a temporary directory itself (`DIR/.` is DIR), or a walk that follows links out of one
  ["find /tmp/. -delete", "deny", "silent"],
  ["find /var/tmp/./. -depth -delete", "deny", "silent"],
  ["find \"$TMPDIR/.\" -delete", "deny", "silent"],
  ["find -L /tmp/x -delete", "deny", "silent"],
  ["find /tmp/x -follow -delete", "deny", "silent"],
  ["find -H /tmp/x -exec rm -rf {} +", "deny", "silent"],
  ["find /tmp/x/. -delete", "silent", "silent"],
  ["find /tmp/./x -delete", "silent", "silent"],
  // an -exec left without its terminator (bash took the bare `;`): find stops at "missing
  // argument to -exec" and runs nothing (readonly approves it: nothing in it acts)
  ["find . -exec rm -rf {} ;", "silent", "allow"],
  ["find . -exec env rm -rf {} ;", "silent", "allow"],
  ["find . -exec rm -rf {}", "silent", "allow"],
  ["find . -exec rm -rf {} $T", "deny", "silent"],                      // (the word may be the `;`)
];

// fd -x/--exec, -X/--exec-batch (fd's manual): the command's words end at ";" or at the
// end, {} is appended when no placeholder is given, a bundle or `--exec=` may hold the
// first word; {}, {.} and {//} are "./"-prefixed paths, {/} and {/.} base names that may
// begin with "-"
const FD = [
  ["fd -e py -x wc -l", "silent", "allow"],
  ["fd pattern --exec cat", "silent", "allow"],
  ["fd -X cat", "silent", "allow"],
  ["fd -x cat -- {/}", "silent", "allow"],
  ["fd -- -x rm -rf", "silent", "allow"],                            // (after --: a pattern and search paths)
  ["fd -x rm -rf", "ask", "silent"],
  ["fd . / -X rm -rf", "deny", "silent"],                            // (under the root: every file there)
  ["fd . ~ -t f -x rm -f", "deny", "silent"],
  ["fd -t f . / -X rm", "deny", "silent"],
  ["fd -e pyc . src -x rm", "silent", "silent"],
  ["fd -Hx rm -rf", "ask", "silent"],
  ["fd -xrm -rf", "ask", "silent"],
  ["fd --exec=rm -rf", "ask", "silent"],
  ["fd -x git reset --hard", "deny", "silent"],
  ["fd -x rm {/} /etc", "ask", "silent"],                            // ({/} may be -r)
  ["fd -x $CMD", "ask", "silent"],
  ["fd $OPT rm -rf /", "deny", "silent"],                             // ($OPT may be -x)
  ["fd -ex rm", "silent", "allow"],                                  // (-e takes "x": an extension)
  ["fdfind -x rm -rf", "ask", "silent"],
];

test("find's expression, read by its grammar", () => {
  for (const [command, deny, allow] of CASES) {
    assert.is(guard(command), deny, `destructive: ${command}`);
    assert.is(approve(command), allow, `readonly: ${command}`);
  }
});

// tests, operators and harmless actions a generated expression puts around the dangerous one
const TESTS = ["-name x", "-iname '*.o'", "-type f", "-mtime +7", "-size +1M", "-path './a/*'", "-newer f", "-empty", "-maxdepth 2", "-perm -u+x", "-user me", "-regex '.*'", "-links 1"];
const AROUND = ["-print", "-print0", "-ls", "-prune -o", "-o", "-a", "!", "-not", "-true", "-exec ls {} \\;", "-exec wc -l {} +", "-printf '%p\\n'"];
const DANGER = ["-delete", "-exec rm -rf {} +", "-execdir rm -r {} \\;", "-exec rm -rf {} \\;"];
const STARTS = ["", ".", "src", ". lib", "-L .", "-P ./x", "-- ."];

test("fd's -x and -X", () => {
  for (const [command, deny, allow] of FD) {
    assert.is(guard(command), deny, `destructive: ${command}`);
    assert.is(approve(command), allow, `readonly: ${command}`);
  }
});

test("property: a -delete or -exec rm -r among other primaries is never silent, never approved", () => {
  fc.assert(fc.property(
    fc.constantFrom(...STARTS),
    fc.array(fc.constantFrom(...TESTS, ...AROUND), { maxLength: 5 }),
    fc.constantFrom(...DANGER),
    fc.array(fc.constantFrom(...TESTS, ...AROUND), { maxLength: 3 }),
    (start, before, danger, after) => {
      // (`!`/`-not`/`-o` last before the action still leave it in the expression)
      const command = ["find", start, ...before, danger, ...after].filter(Boolean).join(" ");
      assert.is.not(guard(command), "silent", command);
      assert.is.not(approve(command), "allow", command);
    },
  ), { numRuns: 300 });
});

// primaries that do not narrow what find finds (types, depth below the top, traversal,
// harmless actions): an rm of what it finds deletes every file of the tree — never silent
const WIDE = ["-type f", "-type d", "-xdev", "-mount", "-depth", "-follow", "-maxdepth 2", "-maxdepth 9", "-mindepth 1", "-print", "-true", "-noleaf", "-L"];
const RM = ["-exec rm {} +", "-exec rm -f {} \\;", "-execdir rm {} +", "-exec unlink {} \\;", "-exec /bin/rm -f -- {} +"];

test("property: an rm of what an unnarrowed find finds below the top is never silent, never approved", () => {
  fc.assert(fc.property(
    fc.constantFrom(".", "src", "./lib", "~/proj"),
    fc.array(fc.constantFrom(...WIDE), { maxLength: 4 }),
    fc.constantFrom(...RM),
    (start, wide, rm) => {
      const command = ["find", start, ...wide, rm].join(" ");
      assert.is.not(guard(command), "silent", command);
      assert.is.not(approve(command), "allow", command);
    },
  ), { numRuns: 200 });
});

test.run();
