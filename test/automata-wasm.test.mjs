// wasm/dfa.ts (the AssemblyScript runner) against runTable (the JS reference runner) and JS
// RegExp, on serialized tables embedded in a generated AssemblyScript entry the way codegen
// embeds them (`memory.data<u8>([...])`, also at an odd address), compiled with asc -O3 and the
// stub runtime, then run on a few hundred generated strings per table. Every set is laid out
// both ways (dense, comb); the dense tables also run through dfaMatchDense.
//
// The entry is generated in memory (asc's readFile hook serves it as
// test/fixtures/dfa-entry.generated.ts, next to nothing on disk); no file is written.
//
// Run: npx uvu test automata-wasm

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import loader from "@assemblyscript/loader";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "./helpers/ts.mjs";
import { compileEntry } from "./helpers/asc.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A compiler module of this repository (TypeScript, bundled on the fly). */
const loadTs = (rel) => importTs(join(ROOT, rel));

const { compileAutomaton, serialize, runTable, readTable, globToRegex } = await loadTs("compiler/automata/index.ts");

const p = (source, flags = "") => ({ source, flags });
const SETS = [
  {
    name: "hook commands",
    patterns: [
      p("^git\\s+push\\b.*--force"), p("\\brm\\s+-[a-z]*r[a-z]*f"), p("(^|/)\\.env(\\.|$)"), p("^npm (i|install)\\b"),
      p("curl\\s+[^|]*\\|\\s*(ba)?sh"), p("\\bTODO\\b", "i"), p("^\\s*$"), p("(?<![\\w-])--no-verify\\b"),
      p("^(?!.*--dry-run).*\\bpublish\\b"), p("git\\s+(checkout|switch)\\s+-[bc]\\b"), p("^foo$", "m"),
    ],
  },
  {
    name: "unicode and assertions",
    patterns: [
      p("^.$", "u"), p("[😀-🙏]+$", "u"), p("\\p{Lu}\\p{Ll}", "u"), p("ſ", "i"), p("k", "iu"), p("[à-ÿ]+z"),
      p("(?<=\\u{1F600})x", "u"), p("\\Bing\\b", "i"), p("a.b", "s"), p("日本"), p("(?=.*a)(?=.*b)^.{2,4}$"),
    ],
  },
  { name: "globs", patterns: ["**/*.{ts,tsx}", ".env*", "src/**/test/*.js", "!*.md", "docs/**"].map((g) => globToRegex(g)) },
  { name: "split into parts", patterns: ["a.*b", "c.*d", "e.*f", "g.*h", "i.*j", "k.*l"].map((s) => p(s)), opts: { maxStates: 40 } },
  { name: "40 patterns, two bitset words", patterns: Array.from({ length: 40 }, (_, i) => p(`w${i}\\b`)) },
  { name: "no patterns", patterns: [] },
];

const CASES = SETS.flatMap((set) => ["dense", "comb"].map((layout) => ({ set, layout, name: `${set.name} (${layout})` })));
const tables = CASES.map(({ set, layout }) => serialize(compileAutomaton(set.patterns, set.opts), { layout }));
const maxWords = Math.max(1, ...SETS.map((s) => Math.ceil(s.patterns.length / 32)));

/** The AssemblyScript entry: every table once 4-aligned and once at an odd address. */
function entrySource() {
  const lines = ['import { dfaMatch, dfaMatchDense, dfaPartCount, dfaPartHas, dfaRunPart } from "../../wasm/dfa";', ""];
  tables.forEach((t, i) => {
    lines.push(`const A${i}: usize = memory.data<u8>([${Array.from(t).join(",")}], 4);`);
    lines.push(`const ODD${i}: usize = memory.data<u8>([1]);`);
    lines.push(`const U${i}: usize = memory.data<u8>([${Array.from(t).join(",")}]);`);
  });
  lines.push(
    `const OUT = new StaticArray<u32>(${maxWords + 1});`,
    "const SHORT = new StaticArray<u32>(1);",
    "function table(t: i32, odd: bool): usize {",
    ...tables.map((_, i) => `  if (t == ${i}) return odd ? U${i} : A${i};`),
    "  return 0;",
    "}",
    "export function oddAddress(t: i32): usize { return table(t, true); }",
    "export function run(t: i32, odd: bool, s: string): i32 { return dfaMatch(table(t, odd), s, OUT) ? 1 : 0; }",
    "export function runDense(t: i32, s: string): i32 { return dfaMatchDense(table(t, false), s, OUT) ? 1 : 0; }",
    "export function runShort(t: i32, s: string): i32 { return dfaMatch(table(t, false), s, SHORT) ? 1 : 0; }",
    "const EACH = new StaticArray<u32>(" + (maxWords + 1) + ");",
    "// each pattern alone: only the parts that report it, run over a cleared OUT",
    "export function runEach(t: i32, s: string, patterns: i32): void {",
    "  const tb = table(t, false);",
    "  for (let w = 0; w < EACH.length; w++) EACH[w] = 0;",
    "  for (let i = 0; i < patterns; i++) {",
    "    for (let w = 0; w < OUT.length; w++) OUT[w] = 0;",
    "    for (let p = 0; p < dfaPartCount(tb); p++) if (dfaPartHas(tb, p, i)) dfaRunPart(tb, p, s, OUT);",
    "    if ((OUT[i >> 5] >>> (i & 31)) & 1) EACH[i >> 5] |= 1 << (i & 31);",
    "  }",
    "}",
    "export function eachWord(i: i32): u32 { return EACH[i]; }",
    "export function word(i: i32): u32 { return OUT[i]; }",
    "export function shortWord(): u32 { return SHORT[0]; }",
  );
  return lines.join("\n") + "\n";
}

const binary = await compileEntry(entrySource(), "test/fixtures/dfa-entry.generated.ts");
const { exports: wasm } = await loader.instantiate(binary, { env: { abort: () => { throw new Error("abort"); } } });

function wasmRun(t, s, odd = false, dense = false) {
  const ptr = wasm.__pin(wasm.__newString(s));
  try {
    const any = dense ? wasm.runDense(t, ptr) : wasm.run(t, odd ? 1 : 0, ptr);
    const found = [];
    for (let w = 0; w <= maxWords; w++) {
      const bits = wasm.word(w) >>> 0;
      for (let b = 0; b < 32; b++) if ((bits >>> b) & 1) found.push(w * 32 + b);
    }
    return { any: any === 1, found };
  } finally {
    wasm.__unpin(ptr);
  }
}

const oracle = (patterns, s) => patterns.flatMap((q, i) => (new RegExp(q.source, q.flags).test(s) ? [i] : []));

const UNITS = [" ", "\n", "\t", "/", ".", "-", "--", "_", "é", "É", "ſ", "\u212a", "😀", "\ud83d", "\ude00", "\u2028", "日", "本",
  "git", "push", "rm", "-rf", "npm", "i", "curl", "|", "sh", "TODO", "publish", "--dry-run", "--force", "--no-verify", "checkout",
  "foo", "ing", "a", "b", "c", "d", "e", "x", "k", "K", "s", "w3", "w39", ".env", ".md", "src", "test", "docs", ".ts", ".js"];
const strings = fc.sample(
  fc.array(fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...UNITS) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 2 }) },
  ), { maxLength: 12 }).map((a) => a.join("")),
  { numRuns: 400, seed: 20240601 },
);
strings.push("", "git push --force", "w3 w39 w35", "😀x", "src/a/test/b.js", "a.md", "Éa");

test("the tables land at both a 4-aligned and an odd address", () => {
  assert.ok(tables.some((_, t) => wasm.oddAddress(t) % 2 === 1), "no table at an odd address");
});

test("both layouts are what the cases say", () => {
  const layouts = (t) => readTable(t).parts.map((p) => p.layout);
  CASES.forEach((c, t) => assert.ok(layouts(tables[t]).every((l) => l === (c.layout === "comb" ? 1 : 0)), c.name));
});

test("wasm dfaMatch (and dfaMatchDense) agree with runTable and RegExp", () => {
  CASES.forEach(({ set, layout, name }, t) => {
    for (const s of strings) {
      const want = oracle(set.patterns, s);
      assert.equal(runTable(tables[t], s), want, `${name}: runTable on ${JSON.stringify(s)}`);
      for (const odd of [false, true]) {
        const got = wasmRun(t, s, odd);
        assert.equal(got.found, want, `${name}${odd ? " (odd address)" : ""}: wasm on ${JSON.stringify(s)}`);
        assert.is(got.any, want.length > 0);
      }
      if (layout === "dense") assert.equal(wasmRun(t, s, false, true).found, want, `${name}: dfaMatchDense on ${JSON.stringify(s)}`);
    }
  });
});

test("each pattern alone, through only the parts that report it, agrees with RegExp", () => {
  CASES.forEach(({ set, name }, t) => {
    for (const s of strings) {
      const ptr = wasm.__pin(wasm.__newString(s));
      try { wasm.runEach(t, ptr, set.patterns.length); } finally { wasm.__unpin(ptr); }
      const found = [];
      for (let w = 0; w <= maxWords; w++) for (let b = 0; b < 32; b++) if (((wasm.eachWord(w) >>> 0) >>> b) & 1) found.push(w * 32 + b);
      assert.equal(found, oracle(set.patterns, s), `${name}: part by part on ${JSON.stringify(s)}`);
    }
  });
});

test("out is cleared first, and a short out keeps only the words it has", () => {
  const t = CASES.findIndex((c) => c.set.name.startsWith("40 patterns"));
  wasmRun(t, "w1 w2 w33");
  const after = wasmRun(t, "w5");
  assert.equal(after.found, [5]);
  const ptr = wasm.__pin(wasm.__newString("w1 w33"));
  assert.is(wasm.runShort(t, ptr), 1);
  assert.is(wasm.shortWord() >>> 0, 1 << 1);
  wasm.__unpin(ptr);
  const ptr2 = wasm.__pin(wasm.__newString("w33"));
  assert.is(wasm.runShort(t, ptr2), 0, "bit 33 is beyond a one-word out");
  wasm.__unpin(ptr2);
});

test("long inputs run in linear time", () => {
  const long = "x".repeat(200_000) + " git push --force";
  for (const t of [0, 1]) {
    const t0 = performance.now();
    const got = wasmRun(t, long);
    const ms = performance.now() - t0;
    assert.equal(got.found, oracle(SETS[0].patterns, long), CASES[t].name);
    assert.ok(ms < 500, `${CASES[t].name}: 200k code units took ${ms.toFixed(1)} ms`);
  }
});

test.run();
