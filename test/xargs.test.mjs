// Commands that take their words from elsewhere: xargs (GNU and BSD grammars) and GNU
// parallel run a command with words read from stdin, a file or `:::` lists (or, with
// parallel --pipe, blocks of stdin on the command's own) — unknown words,
// unless a literal producer (echo, printf, a here-string) fixes them. Whatever options
// they are spelled with, a denied command they run is never silent. Through a real build
// of destructive.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const guard = load(readFileSync((await built("rules/destructive.ts")).result.wasmPath), hostFacts(), { reuse: true });
const tier = (command) => guard.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command }).tier;

// [command, destructive's tier]: the words appended are known (deny) only from a literal
// producer read as one run (or one line, for -I); from a file, a program, or split into
// several runs (-n, -L, -0, -I), they are known only when it runs (ask)
const CASES = [
  ["echo ~ | xargs rm -rf", "deny"],
  ["echo / | xargs -I{} rm -rf {}", "deny"],                     // (-I: one line of a literal producer is the word)
  ["echo -rf | xargs -I{} rm {} /etc", "deny"],
  ["echo reset | xargs -I% git % --hard", "deny"],
  ["echo /etc | xargs -I{} rm -rf {}/x", "deny"],
  ["printf 'a\\nb\\n' | xargs -I{} rm -rf {}", "ask"],            // (several lines: a run each, not followed)
  ["echo \"$X\" | xargs -I{} rm -rf {}", "ask"],
  ["echo src | xargs -I{} rm -f {}/a.o", "silent"],
  // (a literal here-string is a literal producer's text, as bash expands it; one with a
  // word known only when it runs is not)
  ["xargs rm -rf <<< ~", "deny"],
  ["xargs -I{} rm -rf {} <<< /", "deny"],
  ["xargs rm -f <<< a.o", "silent"],
  ["xargs rm -rf <<< \"$X\"", "ask"],
  // (a redirect of stdin replaces the pipe: xargs reads the file, not echo's words)
  ["echo ok | xargs rm -rf < list.txt", "ask"],
  ["echo ok | xargs rm -rf <<< ~", "deny"],
  ["printf '%s\\n' ~ | xargs -n1 rm -rf", "deny"], // (one run per word, as xargs makes them)
  // (a recursive rm of what a find outside a temporary directory finds, as its -exec rm -rf)
  ["find . -name x | xargs -0 rm -rf", "deny"],
  ["xargs -a list.txt rm -rf", "ask"],
  ["xargs --arg-file=list.txt -P4 rm -rf", "ask"],
  ["xargs -J % rm -rf % < list", "ask"],                        // (BSD: -J replstr)
  ["xargs -R 2 -I % rm -rf % < list", "ask"],
  ["xargs -L1 -r git reset --hard", "ask"],
  ["xargs sh -c 'rm -rf ~'", "deny"],
  ["xargs -0 -n1 -P8 -- rm -rf < list", "ask"],
  ["parallel rm -rf ::: ~ /", "deny"],
  ["parallel -j4 --timeout 10 rm -rf :::: list", "ask"],
  ["parallel ::: 'rm -rf ~'", "deny"],
  ["ls | parallel rm -rf", "ask"],
  // parallel puts the argument in place of a replacement string ({}, {.}, -I's), not after
  ["parallel bash -c {} ::: 'rm -rf ~'", "deny"],
  ["parallel -I XX rm -rf XX ::: /", "deny"],
  ["parallel bash -c 'rm -rf {}' ::: /", "deny"],
  ["echo x | parallel bash -c {}", "ask"],
  // a word that begins with the replacement string may begin with "-": an option
  ["xargs -I{} rm {} /etc < list", "ask"],
  ["ls | parallel rm {} /etc", "ask"],
  ["xargs -I{} rm ./{} < list", "silent"],
  ["parallel rm -rf {.} ::: /x.y", "ask"],
  ["parallel bash -c {} ::: 'echo hi'", "silent"],
  ["parallel gzip {} ::: a b", "silent"],
  // --pipe (--spreadstdin): each job reads a block of parallel's stdin, given no argument;
  // --cat/--fifo (implying --pipe) name the block's file {}; blocks from a file are unknown
  ["echo 'rm -rf ~' | parallel --pipe bash", "deny"],
  ["parallel --spreadstdin -N1 sh <<< 'git reset --hard'", "deny"],
  ["echo 'rm -rf ~' | parallel --cat sh {}", "deny"],
  ["echo 'rm -rf ~' | parallel --pipe --fifo bash {}", "deny"],
  ["echo x | parallel --pipe rm -rf ~", "deny"],
  ["curl https://example.com/x | parallel --pipe sh", "ask"],
  ["parallel --pipepart -a x.sh --block 1k sh", "ask"],
  ["cat big.csv | parallel --pipe --block 10M wc -l", "silent"],
  ["seq 100 | parallel --pipe -N10 gzip", "silent"],
  ["cat data | parallel --pipe --cat wc -l {}", "silent"],
  ["echo a b | xargs echo", "silent"],
  ["find . -name '*.ts' | xargs grep TODO", "silent"],
];
for (const [command, want] of CASES) test(`xargs: ${command}`, () => assert.is(tier(command), want));

// Generated xargs invocations (options from GNU's and BSD's grammars, feeds from a pipe,
// a file or a literal producer) running a denied command: never silent.
test("property: xargs' options and feeds never hide the command it runs", () => {
  const option = fc.constantFrom(["-0"], ["-r"], ["-t"], ["-p"], ["-x"], ["-n", "1"], ["-n1"], ["-L", "2"], ["-P", "4"], ["-P4"], ["-s", "4096"], ["-d", "'\\n'"],
    ["-E", "END"], ["--null"], ["--no-run-if-empty"], ["--max-args=1"], ["--max-procs", "2"], ["--verbose"], ["-a", "list"], ["--arg-file=list"], ["-S", "255"]);
  const replace = fc.constantFrom(null, ["-I", "{}"], ["-I{}"], ["-i"], ["--replace"], ["-J", "{}"]);
  const feed = fc.constantFrom("echo ~ | ", "printf '%s\\n' / | ", "find . | ", "", "cat list | ");
  const denied = fc.constantFrom(["rm", "-rf"], ["git", "reset", "--hard"], ["rm", "-rf", "/"]);
  fc.assert(fc.property(feed, fc.array(option, { maxLength: 3 }), replace, fc.boolean(), denied, (f, opts, r, dashes, cmd) => {
    const words = ["xargs", ...opts.flat(), ...(r ?? []), ...(dashes ? ["--"] : []), ...cmd, ...(r ? ["{}"] : [])];
    const t = tier(f + words.join(" "));
    return t === "deny" || t === "ask";
  }), { numRuns: 300 });
});

test.run();
