// Brace expansion (wasm/shell/brace.ts), as bash's manual defines it: the words a brace
// makes are the command's words, quotes and escapes keep a brace or comma from being one,
// `${` is a parameter; a result with an expansion of its own is read as a word again; too
// many results (or a long word with braces) are unknown words, never the text as written.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { built, runtime, parser } from "./helpers/built.mjs";

const parse = await parser();
const argvs = (command) => parse(command).commands.map((c) => (c.opaque ? "?" : "") + c.argv.join(" "));

// [command, the argv of each command ("?" before one with words known only when it runs)]
const WORDS = [
  ["echo {a,b}c", ["echo ac bc"]],
  ["echo x{,y}", ["echo x xy"]],
  ["echo {a,b}{c,d}", ["echo ac ad bc bd"]],
  ["echo {a,{b,c}}d", ["echo ad bd cd"]],
  ["echo {1..3} {3..1} {01..10..3} {a..c} {-1..1}", ["echo 1 2 3 3 2 1 01 04 07 10 a b c -1 0 1"]],
  ["{rm,-rf,/tmp/x}", ["rm -rf /tmp/x"]],
  ["rm -rf /tmp/{a,../etc}", ["rm -rf /tmp/a /tmp/../etc"]],
  ["echo {a,'b c'}\"d\"", ["echo ad b cd"]],
  ["echo {a,b}\"$\"", ["echo a$ b$"]],
  ["echo {a,b}'$(no)'", ["echo a$(no) b$(no)"]],
  ["echo {a,b}x\\\ny", ["echo axy bxy"]],
  ["echo {a,b}$'\\t'", ["echo a\t b\t"]],
  // not a brace expansion
  ["echo '{a,b}' \"{a,b}\" \\{a,b} {a\\,b} {a} {} {a..}", ["echo {a,b} {a,b} {a,b} {a,b} {a} {} {a..}"]],
  ["echo ${x,y}", ["?echo ${x,y}"]],
  ["find . -exec rm {} +", ["find . -exec rm {} +", "?rm {}"]], // ({} is each path found)
  ["a={x,y} env", ["env"]],                      // (an assignment: no brace expansion)
  ["echo b={1,2}", ["echo b=1 b=2"]],
  // results with expansions of their own; too many results
  ["echo {a,$(id)}", ["?echo {a,$(id)}", "id"]],
  ["echo {1..1000}", ["?echo {1..1000}"]],
  ["echo {A..z}", ["?echo {A..z}"]],
];
for (const [command, want] of WORDS) test(`words: ${JSON.stringify(command)}`, () => assert.equal(argvs(command), want));

const { load, hostFacts } = await runtime();
const guard = load(readFileSync((await built("rules/destructive.ts")).result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => guard.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command }).tier;

const pad = "a".repeat(600);
// [command, destructive's tier]
const GUARD = [
  ["rm -rf /tmp/{a,../etc}", "deny"],
  ["{rm,-rf,~}", "deny"],
  ["rm -rf {/,'x'}", "deny"],
  ["rm -rf ~/{a,.}", "deny"],
  ["r{m,} -rf ~", "deny"],                      // (rm, and r -rf ~)
  [`rm -rf /tmp/{${pad},../etc}`, "deny"],      // (a long word is expanded too)
  [`rm -rf /tmp/{${"a".repeat(9000)},../etc}`, "ask"], // (past the bound: unknown words)
  ["rm -rf /{1..1000}", "ask"],
  ["echo {a,$(rm -rf ~)}", "deny"],
  ["git {reset,--hard}", "deny"],
  ["rm -rf /tmp/{a,b}", "silent"],
  ["mkdir -p src/{a,b}", "silent"],
  ["echo {a,b}", "silent"],
];
for (const [command, want] of GUARD) test(`destructive: ${command.slice(0, 60)}`, () => assert.is(tier(command), want));

// Any spelling of a denied command's words with braces that expand to the same words
// (`{w,}`: an empty unquoted result is no word; `{c..c}`: one letter) is still denied.
const DENIED = [["rm", "-rf", "~"], ["git", "reset", "--hard"], ["rm", "-rf", "/etc"]];
test("property: braces never hide a denied command", () => {
  const letterAt = (word) => [...word].map((c, k) => (/[a-z]/i.test(c) ? `${word.slice(0, k)}{${c}..${c}}${word.slice(k + 1)}` : null)).filter(Boolean);
  const spell = (word) => fc.constantFrom(word, `{${word},}`, `{,${word}}`, `{'${word}',}`, ...letterAt(word));
  fc.assert(fc.property(
    fc.constantFrom(...DENIED).chain((words) => fc.tuple(...words.map(spell))),
    fc.boolean(),
    (words, joined) => {
      // the whole command as one brace list ({rm,-rf,~}), or word by word
      const command = joined ? `{${words.join(",")}}` : words.join(" ");
      const t = tier(command);
      return t === "deny" || t === "ask";
    }), { numRuns: 300 });
});

// Extended globs (?(…) *(…) +(…) @(…) !(…)) spelling a segment of a denied path, or a
// part of one, with extglob set or not: never silent.
test("property: extended globs never hide a denied path", () => {
  const segment = (seg) => fc.tuple(fc.constantFrom("?", "*", "+", "@", "!"), fc.nat(seg.length - 1), fc.nat(seg.length), fc.constantFrom("", "|zz", "|x|y"))
    .map(([op, a, b, alt]) => {
      const [from, to] = a < b ? [a, b] : [b, Math.min(a + 1, seg.length)];
      // (`!(…)`: a name the group does not match, so it may stand for the part itself)
      const inner = op === "!" ? "zz" : seg.slice(from, to) + alt;
      return `${seg.slice(0, from)}${op}(${inner})${seg.slice(to)}`;
    });
  fc.assert(fc.property(
    fc.constantFrom(["rm -r /", "etc"], ["rm -rf /", "usr"], ["rm -r ~/", "x"], ["git checkout -- ", "src"]).chain(([head, seg]) => fc.tuple(fc.constant(head), segment(seg))),
    fc.boolean(),
    ([head, word], set) => {
      const t = tier(`${set ? "shopt -s extglob\n" : ""}${head}${word}`);
      return t === "deny" || t === "ask";
    }), { numRuns: Number(process.env.FC_RUNS ?? 300) });
});

test.run();
