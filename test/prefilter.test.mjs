// The prefilter (compiler/prefilter.ts, `cannotFire` in runtime/core.mjs) answers a call
// silent without loading the classifier. It may only do so when the classifier would be
// silent too: that is checked here on every command of the corpora and vectors, on
// generated commands, and end to end on a hook whose classifier is missing.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { built, runtime, ROOT } from "./helpers/built.mjs";
import { importTs } from "./helpers/ts.mjs";
import { VECTORS, REFERENCE } from "../scripts/reference.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { REGRESSIONS } from "./shell-regressions.mjs";

const { need, literalsOf, NEVER_LITERAL, SHELL_NAMES, INTERPRETER_NAMES, STDIN_PATHS, LAUNCHER_NAMES, TOOL_NAMES, WRAPPER_NAMES, OPAQUE_NAMES, SUBCOMMAND_LAUNCHERS, READ_NAMES, FRONT_ENDS, FOREIGN_NAMES, PROJECT_RUNNER_NAMES, DIR_MOVERS } = await importTs(join(ROOT, "compiler/prefilter.ts"));
const { cannotFire, fieldsOf } = await runtime();

// ─── what a predicate needs ───────────────────────────────────────────────────

const cmd = (...names) => ({ k: "command", names });
const git = (...subs) => ({ k: "git", subs });
const tool = (...names) => ({ k: "tool", names });
const event = (...names) => ({ k: "event", names });
const re = { k: "some", sel: { of: "args", from: 0, to: null }, w: { k: "re", source: "x", flags: "" } };

const NEEDS = [
  // [predicate, words, tools, events]
  [cmd("rm", "grm"), [["rm", "grm"]], null, null],
  [git("push"), [["git", "hub", "lab", "yadm", "vcsh"]], null, null],
  [git(), [["git", "hub", "lab", "yadm", "vcsh"]], null, null],
  [re, null, null, null],
  [{ ...re, sel: { of: "reads", from: 0, to: null } }, [READ_NAMES], null, null],
  // (a file written that the model knows is a word of the text; one named at run time could be any)
  [{ k: "some", sel: { of: "writes", from: 0, to: null, known: true }, w: { k: "re", source: "^/dev/sd", flags: "" } }, [["/dev/sd"]], null, null],
  [{ k: "some", sel: { of: "writes", from: 0, to: null }, w: { k: "re", source: "^/dev/sd", flags: "" } }, null, null, null],
  // (a launcher that launches only through a subcommand needs that subcommand too)
  [{ k: "opaque" }, [OPAQUE_NAMES, [...new Set([...OPAQUE_NAMES.filter((n) => !SUBCOMMAND_LAUNCHERS[n]), ...Object.values(SUBCOMMAND_LAUNCHERS).flat(), ...PROJECT_RUNNER_NAMES.map((n) => (n.length <= 3 ? n + "$" : n))])]], null, null],
  [{ k: "script", w: { k: "re", source: "rmtree", flags: "" } }, [[...INTERPRETER_NAMES]], null, null],
  [{ k: "via", names: ["sudo"] }, null, null, null],
  [{ k: "not", of: cmd("rm") }, null, null, null],
  [{ k: "all", of: [git("push"), re] }, [["git", "hub", "lab", "yadm", "vcsh"]], null, null],
  [{ k: "all", of: [cmd("a"), cmd("b")] }, [["a"], ["b"]], null, null],
  [{ k: "any", of: [cmd("a"), git()] }, [["a", "git", "hub", "lab", "yadm", "vcsh"]], null, null],
  [{ k: "any", of: [cmd("a"), re] }, null, null, null],
  [{ k: "any", of: [] }, null, null, null],
  [{ k: "chainSome", of: cmd("curl") }, [["curl"]], null, null],
  [{ k: "all", of: [tool("Write", "Edit"), tool("Edit")] }, null, ["Edit"], null],
  [{ k: "any", of: [tool("Write"), tool("Edit")] }, null, ["Edit", "Write"], null],
  [{ k: "any", of: [tool("Write"), re] }, null, null, null],
  [{ k: "all", of: [event("PostToolUse"), cmd("git")] }, [["git", "hub", "lab", "yadm", "vcsh"]], null, ["PostToolUse"]],
];

// script() and opaque() needs name the commands the shell model treats so: the lists must
// stay those of wasm/shell.ts
test("the shells and interpreters the prefilter knows are the shell model's", () => {
  const src = readFileSync(join(ROOT, "wasm/shell.ts"), "utf8");
  // (a name set is one latin1(",a,b,") list)
  const list = (name) => src.match(new RegExp(`const ${name} = new NameSet\\(latin1\\("([^"]*)"\\)\\);`))[1].split(",").filter(Boolean);
  const UNWRAPPED = new Set(list("UNWRAPPED"));
  assert.equal(new Set(SHELL_NAMES), new Set(list("SHELLS")));
  const interpreters = list("INTERPRETERS");
  assert.equal(new Set(INTERPRETER_NAMES), new Set([...interpreters, "python", "pypy", "deno"]));
  assert.match(src, /function isInterpreter\(n: string\): bool \{ return pyLike\(n\) \|\| INTERPRETERS\.has\(n\); \}/);
  assert.match(readFileSync(join(ROOT, "wasm/shell/inline.ts"), "utf8"), /export function pyLike\(n: string\): bool \{ return n\.startsWith\("python"\) \|\| n\.startsWith\("pypy"\)/);
  // (perl's names — perl5.36, perl5.36-x86_64-linux-gnu — all hold "perl": the text test finds them)
  assert.match(readFileSync(join(ROOT, "wasm/shell/cmd.ts"), "utf8"), /export function isPerl\(n: string\): bool \{\n  if \(!n\.startsWith\("perl"\)\) return false;/);
  assert.match(src, /if \(n == "deno" && argv\.length > 2 && argv\[1\] == "eval"\)/);
  assert.equal(new Set(STDIN_PATHS), new Set(src.match(/function isStdinPath\(f: string\): bool \{\n  return (.*);/)[1].split(" || ").map((t) => JSON.parse(t.replace(/^f == /, "")))));
  // the launchers' table and the inline tools' list
  const launch = readFileSync(join(ROOT, "wasm/shell/launch.ts"), "utf8");
  const table = launch.match(/const TABLE = latin1\("([^"]*)"\)/)[1].split(/\\x[0-9a-f]{2}/).filter(Boolean);
  assert.equal(new Set(LAUNCHER_NAMES), new Set([...table.filter((n) => n !== "ld.so"), "ld-", "ld.so"]));
  for (const [n, subs] of Object.entries(SUBCOMMAND_LAUNCHERS)) assert.ok(LAUNCHER_NAMES.includes(n), n);
  // the readers reads() knows (wasm/engine.ts readsOf)
  const engine = readFileSync(join(ROOT, "wasm/engine.ts"), "utf8");
  const readers = ["READS_ALL", "READS_AFTER_PATTERN"].flatMap((name) => engine.match(new RegExp(`const ${name} = new NameSet\\(latin1\\("([^"]*)"\\)\\);`))[1].split(",").filter(Boolean));
  assert.equal(new Set(READ_NAMES), new Set([...readers, ...engine.match(/const CP_SOURCES = latin1\("([^"]*)"\);/)[1].split(",").filter(Boolean), "dd", "cpio", "<"]));
  const inline = readFileSync(join(ROOT, "wasm/shell/inline.ts"), "utf8");
  assert.equal(new Set(TOOL_NAMES), new Set(inline.match(/export const TOOLS = new NameSet\(latin1\("([^"]*)"\)\);/)[1].split(",").filter(Boolean)));
  // the wrappers that mark a command unknown when their grammar meets an unknown option, and
  // the arrays that rebind command names (wasm/shell/interp.ts)
  for (const n of ["env", "su", "runuser", "doas", "watch", "sem"]) assert.ok(UNWRAPPED.has(n) && WRAPPER_NAMES.includes(n), n);
  const interp = readFileSync(join(ROOT, "wasm/shell/interp.ts"), "utf8");
  assert.match(interp, /if \(name == "BASH_ALIASES" \|\| name == "BASH_CMDS"\) this\.aliasAny = true;/);
  for (const n of ["BASH_ALIASES", "BASH_CMDS"]) assert.ok(WRAPPER_NAMES.includes(n), n);
  for (const n of [...SHELL_NAMES, ...INTERPRETER_NAMES, ...LAUNCHER_NAMES, ...WRAPPER_NAMES, "git", "capsh", "gdb", "sg"]) assert.ok(OPAQUE_NAMES.includes(n), n);
  for (const n of TOOL_NAMES) assert.ok(OPAQUE_NAMES.includes(n) || OPAQUE_NAMES.includes(n + "$"), n);
  // the other commands that can leave a command opaque in literal text, and git's front ends
  const others = list("OTHERS");
  for (const n of ["lldb", "yadm", "enable", "crontab", "fc", ...FOREIGN_NAMES]) assert.ok(others.includes(n) && (OPAQUE_NAMES.includes(n) || OPAQUE_NAMES.includes(n + "$")), n);
  assert.equal(new Set(others.filter((n) => !["rename", "rename.ul", "fc", "gdb", "lldb", "sg", "capsh", "exe", "alias", "unalias", "ln", "cp", "install", "mv", "gcp", "ginstall", "gmv", "link", "hash", "hub", "lab", "yadm", "vcsh", "enable", "crontab", "mount", "bindfs"].includes(n))), new Set(FOREIGN_NAMES));
  const preload = JSON.parse(interp.match(/export const PRELOAD_VARS: Array<string> = (\[[^\]]*\]);/)[1]);
  assert.equal(preload, ["LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES"]);
  for (const n of preload) assert.ok(OPAQUE_NAMES.includes(n), n);
  assert.equal(FRONT_ENDS.git, ["hub", "lab", "yadm", "vcsh"]);
  // (the runners a written file makes unknown, in step with the shell model's)
  assert.equal(new Set(list("PROJECT_RUNNERS")), new Set(PROJECT_RUNNER_NAMES));
  assert.match(src, /if \(n == "hub" \|\| n == "lab" \|\| n == "yadm" \|\| n == "vcsh"\) gitFrontEnd\(p, cmd, n, level\);/);
});

test("need: what each predicate requires of a call", () => {
  for (const [p, words, tools, events] of NEEDS) {
    const n = need(p);
    const label = JSON.stringify(p);
    assert.equal(n.words, words, label);
    assert.equal(n.tools ? [...n.tools].sort() : null, tools, label);
    assert.equal(n.events ? [...n.events].sort() : null, events, label);
  }
});

// ─── the hook's test ──────────────────────────────────────────────────────────

const PF = { events: ["PreToolUse"], tools: ["Bash"], maxText: 64, maxWords: 6, rules: [{ events: null, tools: null, words: [["git"]] }] };
const bash = (command, hook_event_name = "PreToolUse", tool_name = "Bash") => ({ hook_event_name, tool_name, "tool_input.command": command });

const CANNOT_FIRE = [
  // [fields, cannot fire]
  [bash("ls -la && npm test"), true],
  [bash("git status"), false],
  [bash("/usr/bin/git push"), false],
  [bash("ls", "PostToolUse"), true],                  // an event the rule set does not handle
  [bash("ls", "PreToolUse", "Read"), true],           // a tool it does not handle
  [bash("echo 'hi'"), false],                         // quotes could spell anything: classify
  [bash("g\\it push"), false],
  [bash("$G push"), false],
  [bash("{g,}it push"), false],
  [bash("gi? push"), false],
  [bash("ls ～"), false],                              // anything outside printable ASCII
  [bash("ls " + "x".repeat(100)), false],             // longer than maxText
  [bash("printf gi%st | sh"), false],                 // printf's format spells git for sh
  [bash("nohup nohup nohup nohup nohup nohup ls"), false], // more words than maxWords: a limit is in reach
  [bash("ls a;b|c&&d e"), true],                      // 6 words
  [bash(""), true],                                   // no command, no rule about commands
];

test("cannotFire: event, tool, and words in a literal command text", () => {
  for (const [fields, expected] of CANNOT_FIRE) assert.is(cannotFire(PF, fields), expected, JSON.stringify(fields));
  const free = { ...PF, rules: [...PF.rules, { events: null, tools: null, words: null }] };
  assert.is(cannotFire(free, bash("ls")), false, "a rule with no known need can always fire");
  // a short name (`ed$`) is found only as a word's end, after no letter, digit, `_` or `.`
  // (`ed`, `/bin/ed`, `--exec=ed`, `ed<f`), or in an option word (fd's `-xed`); not in `sed`
  // or `edit`
  const short = { ...PF, rules: [{ events: null, tools: null, words: [["ed$"]] }] };
  for (const [command, expected] of [["ed f", false], ["/bin/ed", false], ["fd --exec=ed", false], ["fd -xed", false], ["ed<f", false], ["x;ed", false],
    ["git -c core.editor=!ed", false],
    ["sed -n p f", true], ["edit f", true], ["ls ed.txt", true], ["sed ed.x", true], ["ls a.ed", true], ["x_ed", true], ["created", true]]) assert.is(cannotFire(short, bash(command)), expected, command);
  // a resolved path's text (`~TEXT`): in the command, or in the hook's directory
  const path = { ...PF, rules: [{ events: null, tools: null, words: [["~.git"]] }] };
  for (const [command, cwd, expected] of [["cd .git && rm index", "/r", false], ["rm index", "/r/.git", false], ["rm index", "/r", true], ["ls", undefined, true]]) {
    assert.is(cannotFire(path, { ...bash(command), cwd }), expected, `${command} in ${cwd}`);
  }
  const onlyEdit = { ...PF, tools: ["*"], rules: [{ events: null, tools: ["Edit"], words: null }] };
  assert.is(cannotFire(onlyEdit, bash("ls")), true);
  assert.is(cannotFire(onlyEdit, bash("ls", "PreToolUse", "Edit")), false);
});

// ─── soundness: ruled out ⇒ the classifier is silent ─────────────────────────

/** The prefilter a built hook carries (in its main call, minified: a JavaScript object literal). */
function hookPrefilter(result) {
  const src = readFileSync(result.hookPath, "latin1");
  return new Function(`return (${src.match(/,prefilter:(\{.*?\}|null),codeCache:/)[1]});`)();
}

function vectors(file) {
  return readFileSync(join(VECTORS, file), "utf8").split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l));
}

const cwd = scratch("rulec-prefilter-");
const fieldsFor = (v) => fieldsOf({
  hook_event_name: v.event ?? "PreToolUse", tool_name: v.tool ?? "Bash", cwd, session_id: "prefilter", tool_input: v.input ?? {},
});

/** Every command we have: corpora, vectors, shell regressions, and ones that reach a limit. */
const COMMANDS = [...new Set([
  ...readdirSync(VECTORS).filter((f) => f.endsWith(".jsonl")).flatMap(vectors).map((v) => v.input?.command).filter((c) => typeof c === "string"),
  ...REGRESSIONS.map((r) => r[0]),
  // past a limit of the shell model the classifier answers the failure verdict, rule or not
  "nohup ".repeat(20) + "ls", "eval ".repeat(50) + "ls", "sh -c ".repeat(10) + "ls", "time ".repeat(30) + "ls",
  "printf gi%st | sh", "printf 'gi%st push --force' | bash",
])];

// generated commands: simple commands joined by operators; command words written plainly,
// behind wrappers, and spelled without being written (quotes, escapes, expansions — the
// prefilter must hand those to the classifier)
const WORDS = ["git", "rm", "grm", "ls", "npm", "bash", "sh", "python", "node", "find", "cd", "gitk", "legit", "digit", "printf gi%st |", "printf r%sm |",
  "curl x |", "cat f |", "echo rm -rf / |", "python3", "perl", "ruby", "deno eval", "busybox sh", "zsh", "xargs sh", "nohup bash", "env python",
  "/usr/bin/git", "./git", "sudo git", "env FOO=1 git", "timeout 10 rm", "xargs rm", "nice git", "busybox rm", "time git", "watch git",
  "g'i't", "g\"it\"", "gi\\t", "$'\\x67it'", "{g,}it", "r'm'", "\\rm", "\"$(echo git)\"", "`echo rm`",
  // (destructive compares names case-insensitively: so must its prefilter)
  "RM", "Find", "GIT", "Sudo RM",
  // (short names the prefilter finds only at a word's end: as a path's tail, a value, an
  // option's attached word, beside words that end in them)
  "ed", "/bin/ed", "sed", "dc", "rc", "es", "zx", "fd -xed", "fd --exec=ed", "fd -xrc", "echo !rm -rf ~ | ed", "git -c core.pager=es", "xargs ed", "env ed", "test", "tests",
  // (a directory holding the repository, read recursively)
  "grep -r", "grep -rn url .", "rg --hidden", "tar -c . |", "grep -R x ..",
  // (launchers through a subcommand, with an option their grammar does not know)
  ...Object.entries(SUBCOMMAND_LAUNCHERS).flatMap(([n, subs]) => [n, `${n} --zz`, ...subs.map((s) => `${n} --zz ${s}`)])];
const ARGS = ["push", "--force", "-f", "reset", "--hard", "status", "add", ".", "-A", "commit", "-m", "x", "origin", "main", "branch", "-D", "sh", "bash", "python",
  "checkout", "--", "-rf", "/", "~", "-c", "-e", "-exec", "{}", "+", "<<EOF", "EOF", "2>&1", ">", "out", "#", "FOO=1", "!"];
const simple = fc.tuple(fc.constantFrom(...WORDS), fc.array(fc.constantFrom(...ARGS), { maxLength: 4 })).map(([w, a]) => [w, ...a].join(" "));
const generated = fc.tuple(fc.array(simple, { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom(" && ", " || ", "; ", " | ", "\n", " & "), { minLength: 2, maxLength: 2 }))
  .map(([cmds, ops]) => cmds.map((c, i) => (i ? ops[i - 1] : "") + c).join(""));

for (const r of REFERENCE) {
  test(`${r.name}: every call the prefilter rules out, the classifier answers silent`, async () => {
    const { result, classifier } = await built(r.entry, { name: r.name, defines: r.defines ?? {} });
    const pf = hookPrefilter(result);
    const silent = (fields) => {
      const res = classifier.classify(fields);
      return res.tier === "silent" && res.rules.length === 0 && res.effects.length === 0;
    };
    let ruledOut = 0;
    const calls = [
      ...COMMANDS.map((command) => fieldsFor({ input: { command } })),
      ...COMMANDS.slice(0, 200).map((command) => fieldsFor({ event: "PostToolUse", input: { command } })),
      ...["ways.jsonl", "git-local.jsonl", "scala-guard.jsonl"].flatMap(vectors).map(fieldsFor),
    ];
    for (const f of calls) {
      if (!cannotFire(pf, f)) continue;
      ruledOut++;
      assert.ok(silent(f), `ruled out, but the classifier fires: ${JSON.stringify(f["tool_input.command"])}`);
    }
    fc.assert(fc.property(generated, (command) => {
      const f = fieldsFor({ input: { command } });
      return !cannotFire(pf, f) || silent(f);
    }), { numRuns: 1000 });
    if (r.name === "git-local") assert.ok(ruledOut > 100, `git-local rules out most calls without git (${ruledOut})`);
  });
}

// A rule set the reference ones are not: a deny on a bare command name, failing closed.
// `printf reb%soot | sh` runs reboot without writing it; twenty `nohup`s reach the
// wrapper limit, where the classifier answers the failure verdict with no rule matched.
test("a fail-closed rule on a bare name: printf formats and the shell model's limits go to the classifier", async () => {
  const dir = scratch("rulec-prefilter-rules-");
  try {
    const entry = join(dir, "reboot.ts");
    writeFileSync(entry, `import { ruleset, deny, command } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "closed", unknown: "deny", rules: [deny("reboot", command("reboot"), "No.")] });
`);
    const { result, classifier } = await built(entry);
    const pf = hookPrefilter(result);
    for (const command of ["printf reb%soot | sh", "nohup ".repeat(20) + "ls", "eval ".repeat(50) + "ls"]) {
      const f = fieldsFor({ input: { command } });
      assert.is(classifier.classify(f).tier, "deny", command);
      assert.is(cannotFire(pf, f), false, command);
    }
    assert.is(cannotFire(pf, fieldsFor({ input: { command: "ls -la" } })), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// ─── texts every match of a word predicate holds ───────────────────────────────

const reOf = (r) => ({ k: "re", source: r.source, flags: r.flags });
// [word predicate, the texts (null: none known)]
const LITERALS = [
  [reOf(/(^|\/)\.git\/+config$/), ["config"]],                  // (`/+` breaks the run; the longer run is kept)
  [reOf(/(^|\/)(config(\.worktree)?|FETCH_HEAD)$/), ["config", "FETCH_HEAD"]],
  [reOf(/^\.netrc$|credentials/), [".netrc", "credentials"]],
  [reOf(/a|bc/), null],                                              // (a one-character branch rules out nothing)
  [reOf(/x*/), null],
  [reOf(/secret/i), null],                                           // (any case: not a plain text)
  [reOf(/ab(cd)+ef/), ["ab"]],                                   // (equal runs: the first)
  [{ k: "eq", values: ["--force", "-f"] }, ["--force", "-f"]],
  [{ k: "any", of: [reOf(/token/), { k: "eq", values: ["x"] }] }, null],
  [{ k: "all", of: [{ k: "path", of: reOf(/config/) }, reOf(/gitconfig$/)] }, ["gitconfig"]],
  // (a resolved path's: a piece between slashes, found in the text or the cwd — `cd .git &&
  // rm index` is /repo/.git/index; `~` marks it)
  [{ k: "path", of: reOf(/(^|\/)\.git\/+hooks\/x/) }, ["~hooks", ...DIR_MOVERS]],  // (or a word that may leave the directory unknown)
  [{ k: "path", of: reOf(/\.git\/index/) }, ["~index", ...DIR_MOVERS]],
  [{ k: "path", of: reOf(/a\/b/) }, null],
];

test("literalsOf: a text every match holds, or none", () => {
  for (const [w, want] of LITERALS) assert.equal(literalsOf(w), want, JSON.stringify(w));
  // a case-insensitive regex: no text, unless the hook lowercases what it searches (fold)
  for (const [r, fold, want] of [[/\.git\/config/i, false, null], [/\.git\/config/i, true, [".git/config"]], [/FETCH_HEAD/, true, ["fetch_head"]], [/[Gg]it[^x]/, true, ["git"]]]) {
    assert.equal(literalsOf(reOf(r), fold), want, `${r} fold=${fold}`);
  }
});

test("literalsOf: every word a regex accepts holds one of its texts (generated words)", () => {
  const sources = [/(^|\/)(config(\.worktree)?|FETCH_HEAD)$/, /(^|\/)\.git-credentials$|\.netrc/, /^--(hard|merge)$/, /ab(cd)+ef|gh?ij/];
  for (const r of sources) {
    const lits = literalsOf(reOf(r));
    fc.assert(fc.property(fc.stringMatching(r), (s) => !lits || lits.some((t) => s.includes(t))), { numRuns: 300 });
  }
  // (folded: every word a case-insensitive regex accepts, lowercased, holds one)
  for (const r of [/(^|\/)\.git\/+config$/i, /\.netrc|fetch_head/i]) {
    const lits = literalsOf(reOf(r), true);
    assert.ok(lits);
    // (fast-check generates no case-insensitive match: a case-sensitive one, its letters' case flipped at random)
    const words = fc.tuple(fc.stringMatching(new RegExp(r.source)), fc.array(fc.boolean(), { maxLength: 64 }))
      .map(([s, flip]) => [...s].map((ch, i) => (flip[i] ? ch.toUpperCase() : ch)).join(""));
    fc.assert(fc.property(words, (s) => r.test(s) && lits.some((t) => s.toLowerCase().includes(t))), { numRuns: 300 });
  }
});

test("a word that must be a glob needs a glob's character, which literal text never holds", () => {
  const glob = { k: "some", sel: { of: "argv", from: 0, to: null }, w: { k: "re", source: "[*?[(]", flags: "" } };
  assert.equal(need(glob).words, [["*", "?", "[", "("]]);
  assert.is(need({ ...glob, w: { k: "re", source: "[*a]", flags: "" } }).words, null, "a class with a literal character is no need");
  // each character sends the call to the classifier, whatever the needs
  const pf = { events: ["PreToolUse"], tools: ["Bash"], maxText: 2048, maxWords: 16, rules: [{ events: null, tools: null, words: [["no-such-word"]] }] };
  for (const c of NEVER_LITERAL) {
    assert.is(cannotFire(pf, fieldsOf({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: `ls a${c}b` } })), false, c);
  }
  assert.is(cannotFire(pf, fieldsOf({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "ls ab" } })), true);
});

// ─── end to end: a ruled-out call never reads the classifier ──────────────────

test("a hook answers a ruled-out call without its classifier; RULEC_NO_PREFILTER turns that off", async () => {
  const { result } = await built("rules/git-local.ts");
  const dir = scratch("rulec-prefilter-hook-");
  try {
    const hook = join(dir, "git-local.js");
    copyFileSync(result.hookPath, hook); // but no git-local.wasm beside it
    const run = (command, env = {}) => spawnSync(process.execPath, [hook], {
      input: JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: dir, session_id: "s", tool_input: { command } }),
      env: { ...process.env, RULEC_STATE_DIR: join(dir, "state"), ...env }, encoding: "utf8",
    });
    const quiet = run("ls -la && npm test");
    assert.is(quiet.status, 0);
    assert.is(quiet.stdout, "");
    assert.is(quiet.stderr, "");
    const loud = run("git push --force");
    assert.match(loud.stderr, /cannot read the classifier/); // git-local fails open: silent, with a reason
    const forced = run("ls -la && npm test", { RULEC_NO_PREFILTER: "1" });
    assert.match(forced.stderr, /cannot read the classifier/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
