// compiler/automata against JS RegExp: table-driven cases, error messages, the size guard,
// globs, the dump, and property tests (fast-check) over realistic patterns and every regex in
// the ways corpora. Every check runs the *serialized* table through runTable, so the layout and
// the reference runner are tested along with the compiler.
//
// Run: npx uvu test automata

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import picomatch from "picomatch";
import YAML from "yaml";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { importTs } from "./helpers/ts.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A compiler module of this repository (TypeScript, bundled on the fly). */
const loadTs = (rel) => importTs(join(ROOT, rel));

const A = await loadTs("compiler/automata/index.ts");
const { compileAutomaton, serialize, runTable, globToRegex, printAutomaton, RulecAutomatonError } = A;

/** The oracle: a fresh RegExp per call (so `y`/`g` lastIndex never leaks between inputs). */
const oracle = (source, flags) => (s) => new RegExp(source, flags).test(s);
const tableFor = (patterns, opts) => serialize(compileAutomaton(patterns, opts));
const show = (s) => JSON.stringify(s);

// ─── table-driven cases ────────────────────────────────────────────────────────

// [pattern, flags, strings that match, strings that do not]
const CASES = [
  // classes
  ["[a-c]x", "", ["ax", "zzcx"], ["x", "dx", "Ax"]],
  ["[^a-c]x", "", ["dx", "\nx", "éx"], ["ax", "x"]],
  ["\\d+\\.\\d", "", ["1.5", "v10.2"], ["1.", ".5", "١.٢"]],
  ["\\s", "", [" ", "\t", "\u00a0", "\ufeff", "\u2028"], ["", "a", "\u200b"]],
  ["^\\W+$", "", ["-+", "é"], ["a_", ""]],
  ["[\\w.-]+@", "", ["a.b-c@x"], ["@x", "é@"]],
  // alternation
  ["cat|dog", "", ["a dog", "cat"], ["ca t", "do"]],
  ["^(?:ab|cd)$", "", ["ab", "cd"], ["abcd", "a", "xab"]],
  // quantifiers
  ["a{2,3}", "", ["aa", "xaaay"], ["a", "axa"]],
  ["^a{2,3}$", "", ["aa", "aaa"], ["a", "aaaa"]],
  ["^(ab){2}$", "", ["abab"], ["ab", "ababab"]],
  ["^a{2,}$", "", ["aa", "aaaaaaa"], ["a", ""]],
  ["^a?b+c*$", "", ["b", "abbc", "bcc"], ["ac", "aab", ""]],
  ["colou?r", "", ["color", "colour"], ["colouur", "colr"]],
  ["^a+?b$", "", ["ab", "aaab"], ["b", "aba"]],
  ["^(?:a|b{0,2}c){2,3}$", "", ["aa", "bcbbc", "abcbbc"], ["a", "bbbc", "aaaa"]],
  // anchors, with and without m
  ["^foo", "", ["foo", "foobar"], ["xfoo", "x\nfoo"]],
  ["foo$", "", ["foo", "xfoo"], ["foo\n", "foox"]],
  ["^foo$", "m", ["foo", "x\nfoo\ny", "x\rfoo", "x\u2028foo\u2029"], ["xfoo", "foox\n"]],
  ["^$", "", [""], ["a", "\n"]],
  ["^$", "m", ["", "\n", "a\n\nb", "a\n"], ["a", "ab"]],
  ["a$|^b", "m", ["xa\n", "\nb", "a"], ["ax", "xb"]],
  // \b and \B
  ["\\bcat\\b", "", ["cat", "a cat.", "écat", "(cat)"], ["concat", "cats", "cat_"]],
  ["\\Bcat", "", ["concat", "_cat"], ["cat", " cat"]],
  ["\\b", "", ["a", " a"], ["", " ", "é"]],
  ["\\B", "", ["", " ", "ab"], ["a"]],
  ["^\\B$", "", [""], ["a"]],
  // i (JS rules without u: no ASCII ↔ non-ASCII folding; with u: simple case folding)
  ["git", "i", ["GIT", "Git push"], ["gti"]],
  ["^[a-z]+$", "i", ["ABC", "aBc"], ["a1"]],
  ["s", "i", ["S", "s"], ["ſ"]],
  ["s", "iu", ["S", "ſ"], ["x"]],
  ["k", "i", ["K"], ["\u212a"]],
  ["\\w", "iu", ["\u212a", "ſ"], ["é"]],
  ["é", "i", ["É"], ["e"]],
  // s and the dot vs line terminators
  ["a.b", "", ["axb", "a\tb", "aéb"], ["a\nb", "a\rb", "a\u2028b", "a\u2029b"]],
  ["a.b", "s", ["a\nb", "a\u2028b"], ["ab"]],
  ["^.$", "", ["é", "\ud800"], ["😀", "\n"]],
  // non-ASCII text and Unicode mode
  ["日本", "", ["これは日本語"], ["日 本"]],
  ["[à-ÿ]+z", "", ["éz"], ["ez"]],
  ["^.$", "u", ["😀", "é", "\ud800", "\udc00"], ["😀😀", "\n", "\ud800\udc00x"]],
  ["^[😀-😂]$", "u", ["😁"], ["😃", "\ud83d"]],
  ["\\u{1F600}", "u", ["x😀"], ["\ud83d", "\ude00"]],
  ["\\ude00", "u", ["\ude00", "a\ude00"], ["😀"]],
  ["\\ud83d", "u", ["\ud83d", "\ud83da"], ["😀"]],
  ["\\ude00", "", ["😀"], ["\ud83d"]],
  ["^\\S+$", "u", ["😀é"], ["😀 "]],
  // V8 also tries the index between the halves of a pair (the spec would not): only empty-width
  // prefixes can match there, and there `.`/`[^]` see no character while `^`/`$` are false
  ["(?!.)(?!$)", "u", ["😀", "a😀"], ["a", ""]],
  ["(?<!\\S)(?!$)(?!.)", "u", ["😀"], ["ab"]],
  ["^(?!.)(?!$)", "u", [], ["😀"]],
  ["(?!.)(?!$)", "uy", [], ["😀"]],
  ["^[\\q{abc}x]$", "v", ["abc", "x"], ["ab", "abcx"]],
  ["[\\p{L}--[a-z]]", "v", ["A", "é"], ["a", "1"]],
  ["\\p{Lu}\\p{Ll}", "u", ["Éa", "xAb"], ["ab", "A1"]],
  // lookarounds
  ["foo(?=bar)", "", ["foobar"], ["foo", "foobaz"]],
  ["foo(?!bar)", "", ["foo", "foobaz", "foobarfoo"], ["foobar"]],
  ["(?<=\\$)\\d+", "", ["$12"], ["12", "$x1"]],
  ["(?<!\\\\)\"", "", ["\"", "a\""], ["\\\"", "\\\\\"", ""]],
  ["^(?!.*--force).*\\bpush\\b", "", ["git push", "push -f"], ["git push --force", "pushx"]],
  ["(?=.*a)(?=.*b)^.{2}$", "", ["ab", "ba"], ["aa", "abc"]],
  ["a(?=b(?!c))", "", ["ab", "abd"], ["abc", "a"]],
  ["(?<=(?<!a)b)c", "", ["bc", "xbc"], ["abc", "c"]],
  ["(?<![a-c]{2})d", "", ["d", "ad", "xbd"], ["abd", "ccd"]],
  ["(?<=\\u{1F600})x", "u", ["😀x"], ["\ude00x"]],
  // y (sticky: anchored at index 0 for a fresh regex), g and d are ignored
  ["foo", "y", ["foo", "foobar"], ["xfoo"]],
  ["foo", "gd", ["xfoo"], ["fo"]],
  // backreferences refa can expand to fixed strings
  ["([\"'])x\\1", "", ["\"x\"", "a'x'"], ["\"x'"]],
  ["(a|b)\\1", "i", ["aA", "Bb"], ["ab"]],
];

test("cases: JS RegExp agrees with the expectations, and the table with RegExp", () => {
  for (const [source, flags, yes, no] of CASES) {
    const re = oracle(source, flags);
    const table = tableFor([{ source, flags }]);
    for (const s of yes) {
      assert.ok(re(s), `test bug: /${source}/${flags} should match ${show(s)}`);
      assert.equal(runTable(table, s), [0], `/${source}/${flags} on ${show(s)}`);
    }
    for (const s of no) {
      assert.not.ok(re(s), `test bug: /${source}/${flags} should not match ${show(s)}`);
      assert.equal(runTable(table, s), [], `/${source}/${flags} on ${show(s)}`);
    }
  }
});

test("cases: sticky mode gives the same answers", () => {
  for (const [source, flags, yes, no] of CASES) {
    const table = tableFor([{ source, flags }], { mode: "sticky" });
    for (const s of [...yes, ...no]) {
      assert.equal(runTable(table, s).length === 1, oracle(source, flags)(s), `/${source}/${flags} on ${show(s)}`);
    }
  }
});

// ─── multi-pattern reporting ─────────────────────────────────────────────────────

const MULTI = [
  { source: "^git\\b", flags: "" },
  { source: "\\bpush\\b", flags: "" },
  { source: "--force", flags: "" },
  { source: "\\.env$", flags: "" },
  { source: "^$", flags: "" },
  { source: "PUSH", flags: "i" },
];

test("multi-pattern: reports exactly the set of matching patterns", () => {
  const expect = [
    ["git push --force", [0, 1, 2, 5]],
    ["git commit", [0]],
    ["gitx push", [1, 5]],
    ["cat .env", [3]],
    ["", [4]],
    ["pushed", [5]],
    ["nothing here", []],
  ];
  for (const mode of ["emit", "sticky"]) {
    const table = tableFor(MULTI, { mode });
    for (const [s, want] of expect) assert.equal(runTable(table, s), want, `${mode}: ${show(s)}`);
  }
});

test("multi-pattern: more than 32 patterns use several bitset words", () => {
  const patterns = Array.from({ length: 40 }, (_, i) => ({ source: `w${i}\\b`, flags: "" }));
  const table = tableFor(patterns);
  assert.equal(runTable(table, "w3 w39 w4x w35"), [3, 35, 39]);
});

test("multi-pattern: splitting into parts keeps the answers", () => {
  const patterns = [
    "a.*b", "c.*d", "e.*f", "g.*h", "i.*j", "k.*l", "m.*n", "o.*p",
  ].map((source) => ({ source, flags: "" }));
  const a = compileAutomaton(patterns, { maxStates: 40 });
  assert.ok(a.parts.length > 1, `expected a split, got ${a.parts.length} part(s)`);
  assert.equal(a.parts.flatMap((p) => p.patterns), patterns.map((_, i) => i));
  const table = serialize(a);
  for (const s of ["ab", "a c b d", "xxmyynzz op", "ba dc", "aeiokmgc bdfhjlnp"]) {
    const want = patterns.flatMap((p, i) => (oracle(p.source, p.flags)(s) ? [i] : []));
    assert.equal(runTable(table, s), want, show(s));
  }
});

// ─── errors ─────────────────────────────────────────────────────────────────────

function throwsWith(f, want) {
  try {
    f();
  } catch (e) {
    assert.instance(e, RulecAutomatonError);
    if (want instanceof RegExp) assert.match(e.message, want);
    else assert.is(e.message, want);
    assert.not.match(e.message, /\n/, "one-line message");
    return e;
  }
  assert.unreachable("expected a RulecAutomatonError");
}

test("errors: backreferences that cannot be expanded", () => {
  throwsWith(
    () => compileAutomaton([{ source: "(a+)\\1", flags: "", where: "ways/x/way.md" }]),
    "pattern /(a+)\\1/ (ways/x/way.md): backreference \\1 cannot be compiled to an automaton " +
      "(only groups matching a few fixed strings can be expanded)",
  );
  throwsWith(() => compileAutomaton([{ source: "(?<q>\\w+)=\\k<q>", flags: "" }]), /^pattern \/\(\?<q>\\w\+\)=\\k<q>\/: backreference \\k<q> /);
});

test("errors: a long lookahead inside a lookbehind", () => {
  throwsWith(
    () => compileAutomaton([{ source: "(?<=a(?=bc))b", flags: "", where: "rules/x.ts:3:5" }]),
    "pattern /(?<=a(?=bc))b/ (rules/x.ts:3:5): a lookahead longer than one character inside a lookbehind cannot be compiled to an automaton",
  );
});

test("errors: invalid regexes and flags", () => {
  throwsWith(() => compileAutomaton([{ source: "(", flags: "" }]), /^pattern \/\(\/: invalid regular expression: /);
  throwsWith(() => compileAutomaton([{ source: "a", flags: "x" }]), "pattern /a/x: unsupported flag \"x\"");
  throwsWith(() => compileAutomaton([{ source: "a", flags: "" }, { source: "\\", flags: "", where: "w" }]), /^pattern \/\\\/ \(w\): invalid/);
});

test("errors: the size guard names the patterns and the limit, with a hint", () => {
  const big = { source: "[ab]*a[ab]{13}", flags: "", where: "big.md" };
  const small = { source: "x", flags: "" };
  const e = throwsWith(() => compileAutomaton([small, big]),
    /^pattern \/\[ab\]\*a\[ab\]\{13\}\/ \(big\.md\): needs more than maxStates=4096 DFA states on its own; hint: /);
  assert.equal(e.patterns, [big]);
  throwsWith(() => compileAutomaton([{ source: "[ab]*a[ab]{8}$", flags: "" }], { maxStates: 300 }),
    /^pattern \/\[ab\]\*a\[ab\]\{8\}\$\/: the DFA needs more than maxStates=300 states; hint: /);
  throwsWith(() => compileAutomaton([{ source: "a.*b", flags: "" }, { source: "c.*d", flags: "", where: "w" }], { maxStates: 4, maxParts: 1 }),
    /^patterns \/a\.\*b\/, \/c\.\*d\/ \(w\): the DFA needs more than maxStates=4 states; hint: /);
  throwsWith(() => compileAutomaton([{ source: "x{5000}", flags: "" }], { maxStates: 200 }),
    /^pattern \/x\{5000\}\/: building its DFA takes more work than maxStates=200 allows .*; hint: /);
  throwsWith(() => compileAutomaton([{ source: "(?:a{1000}){300}", flags: "" }]), /expands to more than 200000 NFA states/);
  const many = ["a.*b", "c.*d", "e.*f"].map((source) => ({ source, flags: "" }));
  throwsWith(() => compileAutomaton(many, { maxStates: 4, maxParts: 2 }), /need more than maxParts=2 automata of at most maxStates=4 states each; hint: /);
  assert.throws(() => compileAutomaton([small], { maxStates: 0 }), /maxStates must be an integer/);
});

// ─── serialization, dump ──────────────────────────────────────────────────────────

test("table: header, empty automaton, empty pattern", () => {
  const t = tableFor([{ source: "a", flags: "" }]);
  assert.equal([...t.slice(0, 4)].map((b) => String.fromCharCode(b)).join(""), "RDFA");
  assert.equal(runTable(tableFor([]), "anything"), []);
  const empty = tableFor([{ source: "", flags: "" }]);
  assert.equal(runTable(empty, ""), [0]);
  assert.equal(runTable(empty, "x"), [0]);
  assert.equal(compileAutomaton([{ source: "(?!)", flags: "" }]).parts[0].states.length, 1);
});

test("table: class segments cover non-ASCII units (binary search)", () => {
  const source = "[\\u0100-\\u01ff][\\u4e00-\\u9fff]|\\uffff";
  const t = tableFor([{ source, flags: "" }]);
  for (const s of ["ā中", "ǿ\u9fff", "\uffff", "\u00ff中", "ā\u4dff", "\ufffe"]) {
    assert.equal(runTable(t, s).length === 1, oracle(source, "")(s), show(s));
  }
});

test("printAutomaton: readable, stable dump", () => {
  const dump = printAutomaton(compileAutomaton([{ source: "ab", flags: "", where: "x.md" }]));
  assert.is(dump, [
    "automaton: 1 pattern, 1 part",
    "patterns:",
    "  p0 /ab/ (x.md)",
    "part 0: patterns p0, mode sticky, 3 states, 3 classes",
    "  classes:",
    "    c0 \\u0000-`,c-\\uffff",
    "    c1 a",
    "    c2 b",
    "  states:",
    "    s0 start accept={}",
    "      c0,c2 -> s0",
    "      c1 -> s1",
    "    s1 accept={}",
    "      c0 -> s0",
    "      c1 -> s1",
    "      c2 -> s2",
    "    s2 absorbing accept={p0}",
    "",
  ].join("\n"));
  const emit = printAutomaton(compileAutomaton([{ source: "ab", flags: "" }], { mode: "emit" }));
  assert.match(emit, /part 0: patterns p0, mode emit, 5 states, 3 classes/);
  assert.match(emit, /\n    s3 emit=\{p0\} accept=\{\}\n/);
});

// ─── globs ──────────────────────────────────────────────────────────────────────

const GLOBS = [
  // [glob, paths that match, paths that do not]
  ["*.{scala,sc}", ["a.scala", "x/y/b.sc", ".hidden.sc"], ["a.scalax", "a.sca", "a.scala/b"]],
  ["src/**", ["src/a/b.ts", "src/x", "src/.cfg"], ["lib/src/a", "srcx/a"]],
  ["src/**/*.test.ts", ["src/a.test.ts", "src/x/y/a.test.ts"], ["src/a.ts", "test/a.test.ts"]],
  ["**/.env*", [".env", "a/.env.local"], ["a/env", "a/x.env"]],
  ["*.json", [".eslintrc.json", "a/b/c.json"], ["a.json5"]],
  ["docs/*.md", ["docs/a.md"], ["docs/a/b.md", "x/docs/a.md"]],
  ["!*.md", ["a.ts", "docs/x.txt"], ["a.md", "docs/a.md"]],
  ["file?.txt", ["file1.txt"], ["file12.txt", "file/.txt"]],
  ["{a,b}/[0-9].log", ["a/1.log", "b/9.log"], ["c/1.log", "a/x.log"]],
  ["*", ["a", "x/y", ".git"], ["", "x/.."]],
];

test("globs: documented defaults, and the automaton agrees with picomatch's regex", () => {
  for (const [glob, yes, no] of GLOBS) {
    const { source, flags } = globToRegex(glob);
    const re = oracle(source, flags);
    const table = tableFor([{ source, flags, where: `glob ${glob}` }]);
    for (const p of yes) {
      assert.ok(re(p), `picomatch regex for ${glob} should match ${p}`);
      assert.equal(runTable(table, p), [0], `${glob} on ${p}`);
    }
    for (const p of no) {
      assert.not.ok(re(p), `picomatch regex for ${glob} should not match ${p}`);
      assert.equal(runTable(table, p), [], `${glob} on ${p}`);
    }
  }
  assert.equal(globToRegex("*.MD", { nocase: true }).flags, "i");
  const strict = globToRegex("*.md", { matchBase: false, dot: false });
  assert.ok(picomatch.makeRe("*.md").source === strict.source);
});

// ─── property tests ───────────────────────────────────────────────────────────────

const REALISTIC = [
  ["^git\\s+push\\b.*--force", ""],
  ["\\brm\\s+-[a-z]*r[a-z]*f", ""],
  ["(^|/)\\.env(\\.|$)", ""],
  ["\\.(ts|tsx|js)$", ""],
  ["^npm (i|install)\\b", ""],
  ["curl\\s+[^|]*\\|\\s*(ba)?sh", ""],
  ["^(sudo\\s+)?rm\\b", "m"],
  ["[A-Z]{2,}_[A-Z_]+=", ""],
  ["\\bTODO\\b", "i"],
  ["^\\s*$", ""],
  ["(?<![\\w-])--no-verify\\b", ""],
  ["^(?!.*--dry-run).*\\bpublish\\b", ""],
  ["https?://[^\\s/]+", ""],
  ["\\d{4}-\\d{2}-\\d{2}", ""],
  ["[\\u0400-\\u04FF]+\\s", ""],
  ["^\\p{Lu}", "u"],
  ["colou?r", "i"],
  ["^.{0,3}$", "s"],
  ["\\b(?:kill|pkill)\\s+-9\\b", ""],
  ["git\\s+(checkout|switch)\\s+-[bc]\\b", ""],
  ["(?:^|[;&|]\\s*)cd\\s", ""],
  ["\\$\\{?[A-Z_]+\\}?", ""],
  ["(?<=\\bgit )push", ""],
  ["'[^']*'|\"[^\"]*\"", ""],
  ["[😀-🙏]+$", "u"],
  ["^.+\\.(?!md$)[a-z]+$", ""],
  ["\\Bing\\b", "i"],
  // alternations of unanchored .* pairs (the ways corpus): compiled as one DFA they need
  // ~1 400 states, so their alternatives are compiled apart
  ["walk.*through|explain.*how|show.*how|describe.*flow|step.by.step|how.*work|overview.*system", ""],
  ["remember|save.*(to|this|that).*memory|note.*(for|this).*(later|next)|don't forget|keep.*in.*mind", "i"],
];
for (const g of ["**/*.{ts,tsx}", ".env*", "src/**/test/*.js", "!*.md", "docs/**"]) {
  const { source, flags } = globToRegex(g);
  REALISTIC.push([source, flags]);
}

const EXTRA_UNITS = [" ", "  ", "\n", "\r\n", "\t", "/", ".", "..", "-", "--", "_", "$", "é", "É", "ſ", "\u212a", "😀",
  "\ud83d", "\ude00", "\u2028", "\u00a0", "日", "Ж", "'", "\"", "|", ";", "&&"];

/** Pieces of the patterns' own text, so random strings often come close to matching. */
function fragmentsOf(sources) {
  const out = new Set(EXTRA_UNITS);
  for (const src of sources) {
    const text = src.replace(/\\[dDwWsSbB]/g, " ").replace(/\\u\{?([0-9a-fA-F]+)\}?/g, (_, h) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/\\(.)/g, "$1");
    for (const w of text.split(/[^\p{L}\p{N}_.-]+/u)) if (w) { out.add(w); if (w.length > 3) out.add(w.slice(0, 3)); }
    for (const ch of text) out.add(ch);
  }
  return [...out];
}

// The documented divergence: refa's Unicode tables may be a version apart from the host's,
// so letters assigned since (U+A7DA, U+10D50 of Garay, say) are in the host's \p{Lu} and not
// in the DFA's. Random characters skip exactly the code points on which the two disagree
// about the general categories the patterns use — in every plane, astral ones too (a draw
// of one of those made this test fail about once in a hundred runs); the rest is drawn.
const CATEGORIES = ["\\p{Lu}", "\\p{Ll}", "\\p{L}", "\\p{N}"].map((source) => [tableFor([{ source, flags: "u" }]), new RegExp(source, "u")]);
const divergentMemo = new Map();
/** Whether refa's and the host's Unicode tables disagree on code point `cp`. */
function divergent(cp) {
  if (!divergentMemo.has(cp)) {
    const ch = String.fromCodePoint(cp);
    divergentMemo.set(cp, CATEGORIES.some(([table, re]) => (runTable(table, ch).length === 1) !== re.test(ch)));
  }
  return divergentMemo.get(cp);
}
const DIVERGENT = { has: divergent };

function inputs(sources) {
  const frags = fragmentsOf(sources);
  const unit = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...frags) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 2 }).filter((s) => ![...s].some((ch) => DIVERGENT.has(ch.codePointAt(0)))) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).filter((c) => !DIVERGENT.has(c)).map((c) => String.fromCharCode(c)) },
  );
  return fc.array(unit, { maxLength: 14 }).map((parts) => parts.join(""));
}

function propertyAgrees(source, flags, numRuns = 300, table = tableFor([{ source, flags }])) {
  const re = oracle(source, flags);
  fc.assert(fc.property(inputs([source]), (s) => (runTable(table, s).length === 1) === re(s)), { numRuns });
}

test("property: each realistic pattern agrees with RegExp on random strings", () => {
  for (const [source, flags] of REALISTIC) propertyAgrees(source, flags);
});

test("a large alternation is compiled as its alternatives, every part answering for the pattern", () => {
  const source = "walk.*through|explain.*how|show.*how|describe.*flow|step.by.step|how.*work|overview.*system";
  const a = compileAutomaton([{ source, flags: "" }, { source: "x+y", flags: "" }]);
  const mine = a.parts.filter((p) => p.patterns.includes(0));
  assert.ok(mine.length > 1, `split into ${mine.length} part(s)`);
  const states = mine.reduce((n, p) => n + p.states.length, 0);
  assert.ok(states < 400, `${states} states (one DFA of the whole needs ~1 400)`);
  const table = serialize(a);
  for (const [s, want] of [["walk me through it", [0]], ["how does it work", [0]], ["xxy, show it how", [0, 1]], ["walk", []], ["through walk", []]]) {
    assert.equal(runTable(table, s), want, s);
  }
});

test("property: all realistic patterns in one automaton report the same set as RegExp, in either layout", () => {
  const patterns = REALISTIC.map(([source, flags]) => ({ source, flags }));
  const a = compileAutomaton(patterns);
  const res = patterns.map((p) => oracle(p.source, p.flags));
  for (const [layout, numRuns] of [["auto", 1500], ["dense", 500], ["comb", 500]]) {
    const table = serialize(a, { layout });
    fc.assert(fc.property(inputs(patterns.map((p) => p.source)), (s) => {
      const want = res.flatMap((re, i) => (re(s) ? [i] : []));
      assert.equal(runTable(table, s), want, `${layout}: ${show(s)}`);
    }), { numRuns });
  }
});

// ─── comb layout (comb.ts) ─────────────────────────────────────────────────────

const { combRows, lookup, MAX_CHAIN, NO_FALLBACK, FREE_SLOT } = await loadTs("compiler/automata/comb.ts");

/** Checks a compression of `next` entry by entry, and the invariants the runners rely on. */
function checkComb(next, nStates, nClasses) {
  const rows = combRows(Uint16Array.from(next), nStates, nClasses);
  assert.ok(rows, "packed");
  for (let s = 0; s < nStates; s++) {
    let chain = 0;
    for (let d = s; d !== NO_FALLBACK; d = rows.fallback[d]) chain++;
    assert.ok(chain <= MAX_CHAIN, `state ${s}: a chain of ${chain}`);
    assert.ok(rows.base[s] + nClasses <= rows.owner.length, `state ${s}: its row runs past the comb`);
    for (let c = 0; c < nClasses; c++) assert.is(lookup(rows, s, c), next[s * nClasses + c], `state ${s}, class ${c}`);
  }
  rows.owner.forEach((o, i) => {
    if (o !== FREE_SLOT) assert.ok(i >= rows.base[o] && i < rows.base[o] + nClasses, `slot ${i} outside its owner's row`);
  });
  return rows;
}

test("property: comb rows read back every entry, within MAX_CHAIN probes", () => {
  const matrix = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 5 }))
    .chain(([n, c, k]) => fc.tuple(fc.constant(n), fc.constant(c), fc.array(fc.integer({ min: 0, max: k }), { minLength: n * c, maxLength: n * c })));
  fc.assert(fc.property(matrix, ([n, c, next]) => { checkComb(next, n, c); }), { numRuns: 300 });
});

test("comb rows: a long run of rows one class apart is cut into chains of at most MAX_CHAIN", () => {
  const n = 100, c = 6;
  const next = [];
  for (let s = 0; s < n; s++) for (let k = 0; k < c; k++) next.push(k === s % c ? s : (s > 0 ? next[(s - 1) * c + k] : 0));
  const rows = checkComb(next, n, c);
  assert.ok(rows.owner.filter((o) => o !== FREE_SLOT).length < n * c / 2, "the run is compressed");
});

test("layout auto: a large part of unanchored keywords is a comb of at most half the bytes, a small one stays dense", () => {
  const words = ["commit", "push", "pull", "rebase", "merge", "checkout", "switch", "branch", "stash", "reset", "revert", "cherry"];
  const big = compileAutomaton(words.map((w) => ({ source: `\\b${w}\\b.*--(force|hard|all)`, flags: "i" })));
  const [auto, dense] = ["auto", "dense"].map((layout) => serialize(big, { layout }));
  assert.ok(A.readTable(auto).parts.some((p) => p.layout === 1), "some part is a comb");
  assert.ok(auto.length * 1.5 < dense.length, `auto ${auto.length} bytes, dense ${dense.length}`);
  for (const s of ["git push --force", "x commit y --all", "pushy --force", "REBASE --hard", ""]) assert.equal(runTable(auto, s), runTable(dense, s), show(s));
  const small = serialize(compileAutomaton([{ source: "^ab", flags: "" }]));
  assert.equal(A.readTable(small).parts.map((p) => p.layout), [0]);
});

/** Random regexes over a small grammar: classes, anchors, \b, quantifiers, nested lookarounds. */
function randomRegex() {
  const lit = fc.constantFrom("a", "b", " ", "\\n", "é", "😀", "A", "_", "\\.", "-");
  const cls = fc.constantFrom("[ab]", "[^a]", "\\w", "\\W", "\\s", "\\S", ".", "\\d", "[a-z]", "[^\\n]", "[😀b]");
  const { re } = fc.letrec((tie) => ({
    atom: fc.oneof({ depthSize: "small" }, lit, cls, fc.constantFrom("^", "$", "\\b", "\\B"),
      tie("re").map((r) => `(?:${r})`), tie("re").map((r) => `(?=${r})`), tie("re").map((r) => `(?!${r})`),
      tie("re").map((r) => `(?<=${r})`), tie("re").map((r) => `(?<!${r})`)),
    piece: fc.tuple(tie("atom"), fc.constantFrom("", "", "", "*", "+", "?", "{1,2}", "{2}", "*?"))
      .map(([a, q]) => (q && /^(?:[\^$]|\\[bB]|\(\?[=!<])/.test(a) ? `(?:${a})${q}` : a + q)),
    seq: fc.array(tie("piece"), { maxLength: 4 }).map((xs) => xs.join("")),
    re: fc.array(tie("seq"), { minLength: 1, maxLength: 3 }).map((xs) => xs.join("|")),
  }));
  return re;
}

test("property: random regexes (nested lookarounds, anchors, Unicode) agree with RegExp", () => {
  const units = ["a", "b", " ", "\n", "é", "😀", "\ud83d", "\ude00", "A", "_", ".", "-", "1", "\u212a", "ſ"];
  const strs = fc.array(fc.array(fc.constantFrom(...units), { maxLength: 8 }).map((a) => a.join("")), { minLength: 12, maxLength: 12 });
  let compiled = 0;
  fc.assert(fc.property(randomRegex(), fc.subarray(["i", "m", "s", "u", "y"]), strs, (source, fl, inputs) => {
    const flags = fl.join("");
    try { new RegExp(source, flags); } catch { return; }
    let table;
    try {
      table = tableFor([{ source, flags }], { maxStates: 2000 });
    } catch (e) {
      assert.match(e.message, /a lookahead longer than one character inside a lookbehind/);
      return;
    }
    compiled++;
    for (const s of inputs) assert.is(runTable(table, s).length === 1, oracle(source, flags)(s), `/${source}/${flags} on ${show(s)}`);
  }), { numRuns: 250 });
  assert.ok(compiled > 100, `only ${compiled} random regexes compiled`);
});

// ─── the ways corpora ─────────────────────────────────────────────────────────────

const CORPORA = [
  new URL("./data/corpora/ways-claude-code-config/hooks/ways", import.meta.url),
  new URL("./data/fixtures/ways-sample", import.meta.url),
];
const TRIGGER_KEYS = ["commands", "pattern", "files"];

function wayFiles(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) wayFiles(p, out);
    else if (e.name === "way.md") out.push(p);
  }
  return out;
}

/** Every commands:/pattern:/files: value in the YAML frontmatter of every way.md. */
function corpusPatterns() {
  const found = [];
  for (const url of CORPORA) {
    const dir = fileURLToPath(url);
    if (!existsSync(dir)) {
      console.log(`  note: ${dir} is absent; its ways are skipped`);
      continue;
    }
    for (const file of wayFiles(dir)) {
      const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8"));
      if (!m) continue;
      const fm = YAML.parse(m[1]) ?? {};
      for (const key of TRIGGER_KEYS) {
        if (typeof fm[key] === "string") found.push({ key, source: fm[key], flags: "", where: `${file.slice(dir.length - 4)}` });
      }
    }
  }
  return found;
}

const corpus = corpusPatterns();
/** source → its table, or the compile error (each distinct regex is compiled once). */
const corpusTables = new Map();
for (const p of corpus) {
  if (corpusTables.has(p.source)) continue;
  try {
    corpusTables.set(p.source, tableFor([p]));
  } catch (e) {
    corpusTables.set(p.source, e);
  }
}

test("corpus: every trigger regex compiles, or fails only for a backreference/lookaround reason", () => {
  const failures = [];
  for (const r of corpusTables.values()) {
    if (!(r instanceof Error)) continue;
    failures.push(r.message);
    assert.match(r.message, /backreference|lookahead|lookbehind/, r.message);
  }
  console.log(`  corpus: ${corpus.length} trigger regexes (${corpusTables.size} distinct), ${corpusTables.size - failures.length} compiled` +
    (failures.length ? `; not compiled:\n    ${failures.join("\n    ")}` : ""));
});

test("property: every corpus regex agrees with RegExp on random strings", () => {
  for (const [source, table] of corpusTables) if (!(table instanceof Error)) propertyAgrees(source, "", 200, table);
});

test("property: the corpus commands: and files: regexes, each set in one table", () => {
  for (const key of ["commands", "files"]) {
    const patterns = [...new Map(corpus.filter((p) => p.key === key).map((p) => [p.source, p])).values()];
    if (!patterns.length) continue;
    const table = tableFor(patterns);
    const res = patterns.map((p) => oracle(p.source, p.flags));
    fc.assert(fc.property(inputs(patterns.map((p) => p.source)), (s) => {
      assert.equal(runTable(table, s), res.flatMap((re, i) => (re(s) ? [i] : [])), `${key}: ${show(s)}`);
    }), { numRuns: 800 });
  }
});

test.run();
