// Aliases the call defines are expanded where a later command's first word names one
// (wasm/shell.ts, "aliases"): the expansion is what is judged. An alias known only when it
// runs makes the commands that may use it unknown. Builtins that rebind a name the same
// way — `hash -p PATH NAME`, bash's BASH_ALIASES and BASH_CMDS, zsh's `hash NAME=PATH`,
// aliases and commands — are read as aliases too, and so are `enable -f` (a builtin loaded
// from a library: unknown) and a program the call links or copies (`ln -s /bin/rm ./d;
// ./d -rf x` runs rm). Through a real build of destructive.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const guard = load(readFileSync((await built("rules/destructive.ts")).result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => guard.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command }).tier;

// [command, destructive's tier]
const CASES = [
  ["shopt -s expand_aliases; alias x='rm -rf ~'; x", "deny"],
  ["alias x='rm -rf'; x ~", "deny"],
  ["alias x='rm -rf'\nx ~", "deny"],
  ["alias g='git reset'; g --hard", "deny"],
  ["alias x='cd ~ && rm -rf *'; x", "deny"],
  ["alias s='sudo '; alias r='rm -rf ~'; s r", "deny"],        // (a trailing blank: the next word is expanded too)
  ["alias g='git ' r='reset --hard'; g r", "deny"],               // (… wherever that word is: bash(1), ALIASES)
  ["alias g='git '\nalias r=reset\ng r --hard", "deny"],
  ["alias e='eval ' q='git reset --hard'; e q", "deny"],
  ["alias a='env ' b='sudo ' c='rm -rf ~'; a b c", "deny"],        // (a chain of blanks)
  ["alias g='git ' r=$R; g r", "ask"],                             // (the next alias's text is known only when it runs)
  ["alias g='git ' r='reset --hard'; g status r", "silent"],       // (only the word right after)
  ["alias g=git r='reset --hard'; g r", "silent"],                 // (no trailing blank: r is an argument)
  ["alias a=x b=x; alias x='git clean -fdx'; a; b", "deny"],
  ["alias x=\"$Y\"; x", "ask"],                                   // (its text is known only when it runs)
  ["alias $N=rm; ls", "ask"],                                     // (its name is known only when it runs)
  ["alias -g G='| sh'; ls G", "ask"],                             // (zsh: a global alias may be any word)
  ["alias x='rm -rf ~'; unalias x; x", "silent"],
  ["alias x='rm -rf ~'; unalias -a; x", "silent"],
  ["alias a=b b=a; a", "silent"],                                 // (bash expands no alias twice in a row)
  ["alias ll='ls -la'; ll", "silent"],
  ["x; alias x='rm -rf ~'", "silent"],                            // (used before it is defined)
  ["alias x='rm -rf ~'", "silent"],                               // (defined, never used)
  // builtins that rebind a name: the hash table and bash's alias and hash arrays, read as aliases
  ["hash -p /bin/rm x; x -rf /", "deny"],
  ["hash -p /bin/rm x y; y -rf ~", "deny"],
  ["hash x=/bin/rm; x -rf /", "deny"],                            // (zsh's hash NAME=PATH)
  ["BASH_ALIASES[x]='rm -rf ~'; x", "deny"],
  ["BASH_CMDS[ls]=/bin/rm; ls -rf ~", "deny"],
  ["aliases[x]='git reset --hard'; x", "deny"],                   // (zsh's aliases and commands arrays)
  ["commands[g]=/usr/bin/git; g clean -fdx", "deny"],
  ["hash -p \"$P\" x; x -rf /", "ask"],                          // (a path known only when it runs)
  ["hash -p /bin/rm \"$N\"; ls", "ask"],                          // (a name known only when it runs)
  ["BASH_ALIASES[$N]=x; ls", "ask"],
  ["read BASH_CMDS; ls", "ask"],                                  // (set from data)
  ["declare -A BASH_ALIASES=([x]=y); ls", "ask"],
  ["hash -p /bin/ls x; x -la", "silent"],
  ["hash ls; hash -r; ls", "silent"],
  // `enable -f LIB NAME`: NAME is a builtin loaded from a library, code not known here
  ["enable -f /tmp/x.so rm; rm", "ask"],
  // (`enable -n NAME`: NAME is the program on PATH from then on — GNU echo reads escapes
  // under POSIXLY_CORRECT, which the builtin does not: not known here)
  ["enable -n echo; echo hi", "ask"],
  ["enable -p; echo hi", "silent"],
  // a program the call links or copies, run by its path, is the program it came from
  ["ln -s /bin/rm ./del; ./del -rf build", "deny"],
  ["ln -s /bin/rm /tmp/x && /tmp/x -rf build", "deny"],
  ["cp /bin/rm ./del; ./del -rf build", "deny"],
  ["install -m 755 /bin/rm /tmp/d && /tmp/d -rf build", "deny"],
  ["mkdir -p bin; cp /usr/bin/git bin/; bin/git reset --hard", "deny"],  // (DEST a directory: DEST/NAME)
  ["ln -s /bin/busybox ./x; ./x rm -rf build", "deny"],
  ["cp \"$P\" ./d; ./d -rf build", "ask"],                            // (a source known only when it runs)
  ["cp /bin/ls ./l; ./l -la", "silent"],
  ["cp a.txt b.txt && cat b.txt", "silent"],
  // a library preloaded into a command runs code not known here
  ["LD_PRELOAD=/tmp/x.so ls", "ask"],
  ["export LD_PRELOAD=/tmp/x.so; ls", "ask"],
  ["env LD_AUDIT=/tmp/a.so ls", "ask"],
  ["LD_PRELOAD= ls", "silent"],
];
for (const [command, want] of CASES) test(`alias: ${JSON.stringify(command)}`, () => assert.is(tier(command), want));

// However the alias and its use are spelled, a denied command behind it is not silent.
test("property: an alias never hides a denied command", () => {
  const DENIED = [["rm -rf", "~"], ["git reset", "--hard"], ["git clean -fdx", ""], ["rm -rf ~", ""]];
  fc.assert(fc.property(
    fc.constantFrom(...DENIED), fc.constantFrom("x", "ll", "gst", "_a1"), fc.constantFrom("; ", "\n", " && "),
    fc.constantFrom("'", '"'), fc.boolean(),
    ([body, rest], name, sep, q, shopt) => {
      const command = `${shopt ? "shopt -s expand_aliases; " : ""}alias ${name}=${q}${body}${q}${sep}${name}${rest ? " " + rest : ""}`;
      const t = tier(command);
      return t === "deny" || t === "ask";
    }), { numRuns: 200 });
});

// A denied command split over a chain of aliases whose texts end in blanks (bash(1): the
// word after such an alias is expanded too), in any order of definition: not silent.
test("property: a chain of aliases ending in blanks never hides a denied command", () => {
  const SPLITS = [["git", "reset", "--hard"], ["rm", "-rf", "~"], ["sudo", "rm -rf", "/"], ["env", "git clean", "-fdx"]];
  fc.assert(fc.property(
    fc.constantFrom(...SPLITS), fc.shuffledSubarray(["a", "b", "c"], { minLength: 2, maxLength: 2 }),
    fc.constantFrom("; ", "\n"), fc.constantFrom(" ", "\t"), fc.boolean(),
    ([w0, w1, rest], [n0, n1], sep, blank, reversed) => {
      // n0 runs w0 and ends in a blank; n1 (the next word) runs w1, then the rest follows
      const defs = [`alias ${n0}='${w0}${blank}'`, `alias ${n1}='${w1}'`];
      if (reversed) defs.reverse();
      const command = `${defs.join(sep)}${sep}${n0} ${n1} ${rest}`;
      const t = tier(command);
      return t === "deny" || t === "ask";
    }), { numRuns: 200 });
});

// However a name is bound to a denied program (the hash table, the alias arrays), a use of
// the name is not silent.
test("property: a name bound by hash or an alias array never hides what it runs", () => {
  const BINDS = [
    (n, prog) => `hash -p /bin/${prog} ${n}`, (n, prog) => `hash ${n}=/usr/bin/${prog}`,
    (n, prog) => `BASH_CMDS[${n}]=/bin/${prog}`, (n, prog) => `BASH_CMDS['${n}']='/bin/${prog}'`,
    (n, prog) => `BASH_ALIASES[${n}]=${prog}`, (n, prog) => `BASH_ALIASES[${n}]="/bin/${prog}"`, (n, prog) => `commands[${n}]=/bin/${prog}`,
  ];
  const USES = [["rm", "-rf ~"], ["rm", "-rf /"], ["git", "reset --hard"], ["git", "clean -fdx"]];
  fc.assert(fc.property(fc.constantFrom(...BINDS), fc.constantFrom(...USES), fc.constantFrom("x", "ls", "ll", "_a1"), fc.constantFrom("; ", "\n", " && "),
    (bind, [prog, args], name, sep) => {
      const command = `${bind(name, prog)}${sep}${name} ${args}`;
      const t = tier(command);
      if (t !== "deny" && t !== "ask") throw new Error(`${command}: ${t}`);
      return true;
    }), { numRuns: 200 });
});

test.run();
