// The shell model (wasm/shell.ts) against an independent bash parser (mvdan/sh, see
// test/helpers/oracle.mjs), on real commands and on generated shell.
//
// Inputs: every command of test/data/corpora/dcg (TOML corpus, YAML fixtures, e2e .txt
// lists), every Bash `input.command` of test/data/vectors/*.jsonl, every input of the
// known-divergence table and of test/shell-regressions.mjs, and GENERATED inputs drawn
// with a fixed seed from a small bash grammar (words with quotes and escapes, reserved
// words as arguments, && || |& ; & and newlines, ! and time, subshells, groups, $( ) and
// <( ) as words, in assignments and in redirect targets, redirects, if/for/select/while/
// until/case (;; ;& ;;&), arithmetic for, functions, declarations, let, [[ ]], (( )),
// comments, heredocs of every quoting).
//
// For each input the oracle gives a verdict on, rulec's commands listed as written
// (entries without `via`) are compared with the oracle's:
//   literal tier — every word the oracle sees is literal: the argv lists must be equal,
//     and rulec must mark none opaque, report no error and no overflow. ≥ 99% must agree.
//   expansion tier — some word holds $VAR, $( ) …: the same number of commands, the same
//     literal words at the same places, and each command with a non-literal word opaque.
// The rates are over the corpus and generated inputs; the table inputs (bug repros, picked
// to diverge) are counted apart. Every divergence must be listed in
// test/differential-known.mjs with its reason, and every listed input must still diverge
// (the table is the truth, in both directions).
//
// Cost: ~2,000 inputs, 10–25 s on 2 cores; nearly all of it is the oracle (GopherJS).
// DIFF_DUMP=file writes every divergence (listed or not) there as JSON lines.
// DIFF_RUNS=n changes the number of generated inputs (default 1000), DIFF_SEED the seed:
// a larger run is how new divergences are hunted (DIFF_RUNS=5000 takes about a minute).

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { parse as parseYaml } from "yaml";
import { importTs } from "./helpers/ts.mjs";
import { oracleParse } from "./helpers/oracle.mjs";
import { KNOWN } from "./differential-known.mjs";
import { REGRESSIONS } from "./shell-regressions.mjs";

const ROOT = resolve(new URL("..", import.meta.url).pathname);
const DATA = resolve(ROOT, "test/data");
const RUNS = Number(process.env.DIFF_RUNS ?? 1000);
const SEED = Number(process.env.DIFF_SEED ?? 20240601);

const { shellParser } = await importTs(join(ROOT, "compiler/parse.ts"));
const parse = await shellParser();

// ─── corpus inputs ─────────────────────────────────────────────────────────────

function walkFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walkFiles(p)); else out.push(p);
  }
  return out.sort();
}

// A TOML basic string ("…", one line) → its value; escapes as TOML 1.1 has them.
function tomlBasic(s) {
  const body = s.replace(/\\U([0-9a-fA-F]{8})/g, (_, h) => String.fromCodePoint(parseInt(h, 16)).split("").map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join(""))
    .replace(/\\e/g, "\\u001b").replace(/\\x([0-9a-fA-F]{2})/g, "\\u00$1");
  return JSON.parse(body);
}

function dcgCommands() {
  const base = join(DATA, "corpora/dcg");
  const out = [];
  for (const f of walkFiles(base)) {
    const text = readFileSync(f, "utf8");
    const rel = f.slice(base.length + 1);
    if (f.endsWith(".toml")) {
      // `command = "…"` lines, including the cases commented out as known gaps
      for (const m of text.matchAll(/^[ \t]*(?:#[ \t]*)?command[ \t]*=[ \t]*("(?:[^"\\]|\\.)*")[ \t]*$/gm)) out.push([rel, tomlBasic(m[1])]);
      for (const m of text.matchAll(/^[ \t]*(?:#[ \t]*)?command[ \t]*=[ \t]*'([^']*)'[ \t]*$/gm)) out.push([rel, m[1]]);
    } else if (f.endsWith(".yaml")) {
      // upstream files are not all valid YAML (broken escapes in curl -d bodies): one
      // `command:` line at a time, and the raw text between the quotes when YAML refuses
      for (const m of text.matchAll(/^[ \t]*-?[ \t]*command:[ \t]*(.*)$/gm)) {
        let v;
        try { v = parseYaml(m[1]); } catch { v = m[1].replace(/^["']|["']$/g, ""); }
        if (typeof v === "string") out.push([rel, v]);
      }
    } else if (f.endsWith(".txt")) {
      const lines = text.split("\n");
      const labelled = /^[A-Z]+:/.test(lines.find((l) => l && !l.startsWith("#")) ?? "");
      for (let i = 0; i < lines.length; i++) {
        const l = lines[i];
        if (!l.trim() || l.startsWith("#")) continue;
        if (!labelled) { out.push([rel, l]); continue; }
        const m = /^(BLOCK|ALLOW|WARN):(.*)$/.exec(l);
        if (!m) continue;
        let cmd = m[2];
        // unlabelled lines that follow are the rest of a multi-line heredoc
        while (i + 1 < lines.length && lines[i + 1] && !lines[i + 1].startsWith("#") && !/^(BLOCK|ALLOW|WARN):/.test(lines[i + 1])) cmd += "\n" + lines[++i];
        if (rel.endsWith("heredocs.txt")) cmd = cmd.replace(/\\(\\|n)/g, (_, c) => (c === "n" ? "\n" : "\\"));
        out.push([rel, cmd]);
      }
    }
  }
  return out;
}

function conformanceCommands() {
  const out = [];
  const dir = join(DATA, "vectors");
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort()) {
    for (const line of readFileSync(join(dir, f), "utf8").split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      let v;
      try { v = JSON.parse(line); } catch { continue; }
      if (v && (v.tool ?? "Bash") === "Bash" && typeof v.input?.command === "string") out.push([`conformance/${f}`, v.input.command]);
    }
  }
  return out;
}

// ─── generated inputs ──────────────────────────────────────────────────────────

const PLAIN = ["git", "add", ".", "rm", "-rf", "status", "ls", "-la", "a.txt", "/tmp/x", "foo=bar", "--force",
  "HEAD~1", "x", "y", "1", "*.c", "{a,b}", "~/d", "a#b", "=", "%s", "@", "+x", ":", "]", "--", "-", "a,b", "-m", "main",
  "if", "then", "fi", "do", "done", "esac", "{", "}", "!", "in", "time", "[[", "]]", "case"];
const QUOTED = ["'a b'", '"c d"', '"a\\"b"', "'it'\\''s'", "e\\ f", "$'\\t\\x41'", '""', "''", '"\\$x"', '"a\\\\b"',
  '"\\q"', 'a"b"c', "'#x'", '"a;b"', '"a|b"', "'(x)'", "\\;", "\\&", "\\|", '"\\`x"', '$"loc"', '"$"', "$", '"a$"',
  "\\#x", "'$(no)'", '"&&"', "$'a\\'b'", "$'\\n'", '"x\ny"', "'p\nq'", "\\\\", '"{a,b}"', "x\\\ny"];
const DYNAMIC = ["$HOME", '"$x"', "${y}", "$(date)", "`pwd`", "$((1+2))", "$1", '"${z:-d}"'];
const NAMES = ["git", "echo", "rm", "ls", "cat", "a", "b", "printf", "'x y'", "\\ls", '"git"', "/usr/bin/env", "sudo",
  "env", "xargs", "make", "npm", "[", "test", "true", "g'i't", "command", "nohup"];

const word = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom(...PLAIN) },
  { weight: 10, arbitrary: fc.constantFrom(...QUOTED) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...PLAIN.slice(0, 20)), fc.constantFrom(...QUOTED)).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.constantFrom(...DYNAMIC) },
);
const redirect = fc.constantFrom(">f", "> f", "2>&1", ">>log", "< in", "&>out", "2>/dev/null", "<<<'s t'", "<<< w", ">|f", "1>&2", "3<>rw");
const assign = fc.constantFrom("A=1", "B='x y'", "C=", "D=\"q\"", "E+=z", "F=a\\ b");

const TOP = 2; // nesting levels of the grammar
const memo = new Map();
function gen(depth) {
  if (memo.has(depth)) return memo.get(depth);
  const sub = depth > 0 ? gen(depth - 1) : null;
  // a list: { s, end } where end is "nl" (ends with a newline), "amp" (with &) or ""
  const nested = depth > 0 ? [
    { weight: 1, arbitrary: sub.map((l) => `>"$(${l.s})"`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("$(", "\"$(", "<(", ">("), sub).map(([o, l]) => `${o}${l.s})${o[0] === '"' ? '"' : ""}`) },
  ] : [];
  const simple = fc.tuple(
    fc.option(fc.oneof({ weight: 3, arbitrary: redirect }, ...(depth > 0 ? [nested[0]] : [])), { freq: 6 }),
    fc.array(depth > 0 ? fc.oneof({ weight: 4, arbitrary: assign }, { weight: 1, arbitrary: sub.map((l) => `V=$(${l.s})`) }) : assign, { maxLength: 1 }),
    fc.constantFrom(...NAMES),
    fc.array(fc.oneof({ weight: 12, arbitrary: word }, { weight: 2, arbitrary: redirect }, ...nested), { maxLength: 3 }),
  ).map(([r, as, n, ws]) => [...(r ? [r] : []), ...as, n, ...ws].join(" "));
  const declaration = fc.constantFrom("export A=1 B", "local x='y z'", "declare -r q=1 -x", "let i=1+2 j++", "readonly R", "typeset -i n=5", "declare -a arr=(1 2)", "export P=$'\\t'");
  const assignOnly = depth > 0 ? sub.map((l) => (l.end === "nl" ? `v=$(${l.s})` : `v=$( ${l.s} )`)) : assign;
  const compound = depth === 0 ? simple : fc.oneof(
    { weight: 3, arbitrary: sub.map((l) => `(${l.s})`) },
    { weight: 3, arbitrary: sub.map((l) => `{ ${l.s}${l.end ? "" : ";"} }`) },
    { weight: 2, arbitrary: fc.tuple(sub, sub, fc.option(sub)).map(([c, t, e]) => `if ${term(c)} then ${term(t)}${e ? ` else ${term(e)}` : ""} fi`) },
    // `do` among the items is left out: a known bug (listed), not to be rediscovered
    { weight: 1, arbitrary: fc.tuple(fc.array(word.filter((w) => w !== "do"), { maxLength: 3 }), sub).map(([ws, b]) => `for i in ${ws.join(" ")}; do ${term(b)} done`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("for x in a b;", "for ((i=0; i<2; i++));", "select s in a;", "for x;"), sub).map(([h, b]) => `${h} ${h.startsWith("for x") && b.end !== "nl" ? `{ ${term(b)} }` : `do ${term(b)} done`}`) },
    { weight: 1, arbitrary: fc.tuple(sub, sub).map(([c, b]) => `until ${term(c)} do ${term(b)} done`) },
    { weight: 1, arbitrary: fc.tuple(sub, fc.constantFrom(";;", ";&", ";;&")).map(([a, op]) => `case y in (a) ${a.s}${a.end === "nl" ? "" : " "}${op} *) b;; esac`) },
    { weight: 1, arbitrary: fc.tuple(sub, sub).map(([c, b]) => `while ${term(c)} do ${term(b)} done`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("x", "'a b'", "$v"), sub, fc.option(sub)).map(([w, a, b]) => `case ${w} in a|b) ${a.s}${a.end === "nl" ? "" : " "};; ${b ? `(*) ${b.s}${b.end === "nl" ? "" : " "};;` : ""} esac`) },
    { weight: 1, arbitrary: sub.map((l) => `f() { ${term(l)} }`) },
    { weight: 1, arbitrary: sub.map((l) => `function g { ${term(l)} }`) },
    { weight: 1, arbitrary: fc.constantFrom("[[ -n x && y == z ]]", "(( 1 + 2 ))", "[[ $a == 'b c' ]]") },
  );
  const command = fc.oneof(
    { weight: 8, arbitrary: simple },
    { weight: depth > 0 ? 2 : 0, arbitrary: fc.tuple(compound, fc.option(redirect, { freq: 4 })).map(([c, r]) => (r ? `${c} ${r}` : c)) },
    { weight: 1, arbitrary: assignOnly },
    { weight: 1, arbitrary: declaration },
  );
  const pipeline = fc.tuple(fc.constantFrom("", "", "", "! ", "time "), fc.array(command, { minLength: 1, maxLength: depth === TOP ? 2 : 1 }), fc.constantFrom(" | ", "|", " |& ", " |\n"))
    .map(([pre, cs, op]) => pre + cs.join(op));
  const andOr = fc.tuple(fc.array(pipeline, { minLength: 1, maxLength: 2 }), fc.constantFrom(" && ", " || ", "&&", " &&\n ", " ||\n"))
    .map(([ps, op]) => ps.join(op));
  const heredoc = fc.tuple(
    fc.constantFrom("cat", "bash", "python3", "cat >f", "sh -s"),
    fc.constantFrom("<<EOF", "<<'EOF'", "<<\"EOF\"", "<<-EOF", "<< EOF", "<<\\EOF"),
    fc.constantFrom("", " | grep x", " && echo done", "; echo next", " > out"),
    fc.array(fc.constantFrom("hello", "git add .", "$(echo hi)", "`pwd`", "a $x b", "EOFX", " EOF", "\tx", "rm -rf /tmp/y"), { maxLength: 3 }),
  ).map(([c, op, rest, body]) => `${c} ${op}${rest}\n${body.map((l) => l + "\n").join("")}${op === "<<-EOF" ? "\t" : ""}EOF\n`);
  const comment = fc.constantFrom("# a comment\n", "#x; rm -rf /\n", "# $(not run)\n");
  const item = fc.oneof(
    { weight: 8, arbitrary: andOr.map((s) => ({ s, end: "" })) },
    { weight: 1, arbitrary: heredoc.map((s) => ({ s, end: "nl" })) },
    { weight: 1, arbitrary: fc.tuple(andOr, comment).map(([a, c]) => ({ s: `${a} ${c}`, end: "nl" })) },
  );
  const list = fc.tuple(fc.array(item, { minLength: 1, maxLength: depth === TOP ? 3 : 1 }), fc.array(fc.constantFrom("; ", ";", " ; ", "\n", " & ", "&", "\n\n", " \\\n; "), { minLength: 4, maxLength: 4 }), fc.constantFrom("", "", ";", " &", "\n"))
    .map(([items, seps, tail]) => {
      let s = "";
      items.forEach((it, i) => {
        if (i > 0 && items[i - 1].end !== "nl") s += seps[i % seps.length];
        s += it.s;
      });
      const last = items[items.length - 1];
      if (last.end === "nl") return { s, end: "nl" };
      return { s: s + tail, end: tail === "\n" ? "nl" : tail === " &" ? "amp" : tail === ";" ? "semi" : "" };
    });
  memo.set(depth, list);
  return list;
}
// a list followed by what lets a reserved word come next
function term(l) { return l.end === "" ? `${l.s};` : `${l.s} `; }

function generated() {
  return fc.sample(gen(TOP).map((l) => l.s), { numRuns: RUNS, seed: SEED }).map((s) => ["generated", s]);
}

// ─── comparison ────────────────────────────────────────────────────────────────

// host variables the shell model keeps as written (and knows), a call that assigns one,
// and the output of a literal echo or printf (known before it runs)
const HOST_KEPT = /^"?\$\{?(HOME|TMPDIR|PWD|OLDPWD)\b|^~[+-]?(\/|$)/;
const ASSIGNS = /(^|[\s;&|(])[A-Za-z_][A-Za-z0-9_]*=|(\$\(|`)(echo|printf) /;

function show(argvs) { return argvs.map((a) => JSON.stringify(a)).join(" ; "); }

// Deliberate, by kind: env reads its options by its grammar (wasm/shell.ts, Opts), and an
// option the grammar does not know (`env -m`, `env --force`, as the generator writes them)
// makes it unknown while the command it most likely runs is still read — where bash's
// parse sees a plain command with the same words.
const GRAMMAR_UNKNOWN = /^(\/usr\/bin\/)?env$/;
const unknownOption0 = (c, argv) => c.opaque && GRAMMAR_UNKNOWN.test(c.argv[0]) && JSON.stringify(c.argv) === JSON.stringify(argv);
// … and a shell reading a heredoc or here-string its own shell expands first (an unquoted
// delimiter, a double-quoted here-string): what a substitution or a variable puts in is the
// program, unknown (wasm/shell/interp.ts heredocBodies, wasm/shell.ts stdinProgram)
const SHELL_STDIN = /^(sh|bash|dash|zsh|ksh|mksh)$/;
let currentSrc = "";
const expandedStdin = (c) => c.opaque && SHELL_STDIN.test(c.argv[0]) && /<<-?[ \t]*[A-Za-z_]|<<<[ \t]*"[^"]*[$`]/.test(currentSrc);
const unknownOption = (c, argv) => unknownOption0(c, argv) || (expandedStdin(c) && JSON.stringify(c.argv) === JSON.stringify(argv));

/** null when rulec agrees with the oracle on `src`, else a description; tier tells which. */
function compare(src) {
  currentSrc = src;
  const o = oracleParse(src);
  if (!o) return { tier: "unparsed" };
  const literal = o.commands.every((c) => c.literal);
  let r;
  try { r = parse(src); } catch (e) { return { tier: literal ? "literal" : "expansion", diff: `rulec threw: ${e.message}` }; }
  const mine = r.commands.filter((c) => !c.via);
  const flags = (r.error ? " [rulec: error]" : "") + (r.overflow ? " [rulec: overflow]" : "");
  if (literal) {
    const want = o.commands.map((c) => c.argv);
    const got = mine.map((c) => c.argv);
    const ok = JSON.stringify(want) === JSON.stringify(got) && !mine.some((c, i) => c.opaque && !unknownOption(c, want[i])) && !flags;
    return { tier: "literal", diff: ok ? null : `bash: ${show(want)}\nrulec: ${mine.map((c) => (c.opaque ? "?" : "") + JSON.stringify(c.argv)).join(" ; ")}${flags}` };
  }
  let ok = mine.length === o.commands.length && !flags;
  for (let i = 0; ok && i < mine.length; i++) {
    const w = o.commands[i], g = mine[i];
    // a word bash expands is unknown to rulec (its command opaque), or known before it
    // runs: a host variable kept as written, or a variable the call assigned
    const known = (k) => HOST_KEPT.test(g.argv[k]) || ASSIGNS.test(src);
    const resolved = !w.literal && !g.opaque && w.argv.every((a, k) => a !== null || known(k));
    if (w.argv.length !== g.argv.length || (!!g.opaque === w.literal && !resolved && !(w.literal && unknownOption(g, w.argv)))) { ok = false; break; }
    for (let k = 0; k < w.argv.length; k++) if (w.argv[k] !== null && w.argv[k] !== g.argv[k]) { ok = false; break; }
  }
  return {
    tier: "expansion",
    diff: ok ? null : `bash: ${o.commands.map((c) => (c.literal ? "" : "?") + JSON.stringify(c.argv.map((w) => w ?? "<expansion>"))).join(" ; ")}\nrulec: ${mine.map((c) => (c.opaque ? "?" : "") + JSON.stringify(c.argv)).join(" ; ")}${flags}`,
  };
}

// ─── the run ───────────────────────────────────────────────────────────────────

const started = Date.now();
const sources = [
  ...dcgCommands(),
  ...conformanceCommands(),
  ...KNOWN.map(([input]) => ["known", input]),
  ...REGRESSIONS.map(([input]) => ["regression", input]),
];
const corpusCount = new Set(sources.map(([, s]) => s)).size;
sources.push(...generated());
const seen = new Map(); // input → origin
for (const [origin, s] of sources) if (!seen.has(s)) seen.set(s, origin);

// The agreement rates are over the inputs found in the wild or generated; the inputs of
// the two tables are bug repros picked to diverge and are counted apart.
const known = new Map(KNOWN.map(([input, reason]) => [input, reason]));
const stats = { literal: { n: 0, agree: 0 }, expansion: { n: 0, agree: 0 }, unparsed: 0, table: { n: 0, agree: 0 } };
const divergences = [];
for (const [src, origin] of seen) {
  const c = compare(src);
  if (c.tier === "unparsed") { stats.unparsed++; continue; }
  const t = origin === "known" || origin === "regression" ? stats.table : stats[c.tier];
  t.n++;
  // (a deliberate divergence, listed with its reason — a file the call writes and then runs
  // is unknown — is the model's choice, not a disagreement the rate measures)
  if (!c.diff || (known.get(src) ?? "").startsWith("deliberate")) t.agree++;
  if (c.diff) divergences.push({ src, origin, tier: c.tier, diff: c.diff, known: known.has(src) });
}
const elapsed = Date.now() - started;
if (process.env.DIFF_DUMP) writeFileSync(process.env.DIFF_DUMP, divergences.map((d) => JSON.stringify(d)).join("\n") + "\n");

const pct = (t) => (t.n ? ((100 * t.agree) / t.n).toFixed(2) : "n/a");
console.log(`differential: ${seen.size} distinct inputs (${corpusCount} corpus/table, ${RUNS} generated, seed ${SEED}); ` +
  `${stats.unparsed} rejected by the oracle; literal tier ${stats.literal.agree}/${stats.literal.n} agree (${pct(stats.literal)}%); ` +
  `expansion tier ${stats.expansion.agree}/${stats.expansion.n} agree (${pct(stats.expansion)}%); ` +
  `table inputs ${stats.table.n - stats.table.agree}/${stats.table.n} diverge; ` +
  `${divergences.length} divergences (${divergences.filter((d) => d.known).length} listed); ${elapsed} ms`);

function clip(s, at, width = 400) {
  const from = Math.max(0, at - width / 2);
  return (from ? "…" : "") + s.slice(from, from + width) + (from + width < s.length ? "…" : "");
}
// the two lines of a diff, cut around their first difference
function around(diff) {
  const [a, b] = diff.split("\nrulec: ");
  const x = a.replace(/^bash: /, "");
  let i = 0;
  while (i < x.length && x[i] === b[i]) i++;
  return `bash:  ${clip(x, i)}\nrulec: ${clip(b, i)}`;
}

test("differential: every divergence from bash is listed with its reason", () => {
  const unlisted = divergences.filter((d) => !d.known);
  const report = unlisted.slice(0, 15).map((d) => `── ${clip(JSON.stringify(d.src), 0)} (${d.origin}, ${d.tier} tier)\n${around(d.diff)}`).join("\n");
  assert.ok(unlisted.length === 0, `${unlisted.length} divergences not in test/differential-known.mjs:\n${report}`);
});

test("differential: every listed divergence still diverges", () => {
  const diverging = new Set(divergences.map((d) => d.src));
  const stale = KNOWN.filter(([input]) => !diverging.has(input));
  assert.ok(stale.length === 0, `listed but now agreeing with bash (or rejected by the oracle): remove from test/differential-known.mjs:\n${stale.map(([i]) => JSON.stringify(i)).join("\n")}`);
  for (const [input, reason] of KNOWN) assert.ok(typeof reason === "string" && reason.length > 0, `no reason for ${JSON.stringify(input)}`);
});

test("differential: ≥ 99% agreement on inputs with only literal words", () => {
  assert.ok(stats.literal.n >= 1000, `only ${stats.literal.n} literal inputs compared`);
  assert.ok(stats.literal.agree / stats.literal.n >= 0.99, `agreement ${pct(stats.literal)}%`);
});

test("differential: the corpora are all read", () => {
  assert.ok(dcgCommands().length >= 1000, "dcg corpus commands");
  assert.ok(conformanceCommands().length >= 600, "conformance commands");
});

test("differential: shell-regressions.mjs expectations are what bash says", () => {
  let fixed = 0;
  for (const [input, expected, note] of REGRESSIONS) {
    assert.ok(typeof note === "string" && note.length > 0, `no note for ${JSON.stringify(input)}`);
    const o = oracleParse(input);
    if (o) assert.equal(o.commands.map((c) => c.argv), expected, `${JSON.stringify(input)}: ${note}`);
    else assert.ok(/checked with bash/.test(note), `the oracle has no verdict on ${JSON.stringify(input)}: say how it was checked`);
    const got = parse(input).commands.filter((c) => !c.via);
    if (got.length === expected.length && got.every((c, i) => c.argv.length === expected[i].length &&
      expected[i].every((w, k) => (w === null ? c.opaque : w === c.argv[k])))) fixed++;
  }
  console.log(`shell-regressions: ${fixed}/${REGRESSIONS.length} already as bash has them`);
});

test("differential: `rulec parse --jsonl` lists what the in-process parser lists", () => {
  const inputs = [...seen.keys()].filter((s) => !s.includes("\u0000")).slice(0, 400);
  const r = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "parse", "--jsonl"], {
    input: inputs.map((s) => JSON.stringify(s)).join("\n") + "\n", encoding: "utf8", cwd: ROOT,
  });
  assert.is(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split("\n");
  assert.is(lines.length, inputs.length);
  lines.forEach((l, i) => {
    const cli = JSON.parse(l).commands.map((c) => [c.argv, c.via ?? "", !!c.opaque]);
    const lib = parse(inputs[i]).commands.map((c) => [c.argv, c.via ?? "", !!c.opaque]);
    assert.equal(cli, lib, JSON.stringify(inputs[i]));
  });
});

test.run();
