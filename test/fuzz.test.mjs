// Fuzzing the shell model (wasm/shell.ts) in-process, through the same runtime the CLI
// uses (compiler/parse.ts shellParser()). Whatever the text — random bytes, random
// UTF-16 with lone surrogates and NULs, token soup, grammar-built nesting thousands deep,
// 200k chained commands, shells quoted six deep, unterminated everything — a parse must
// not throw (a wasm trap surfaces as a JS exception), must give back an object with a
// `commands` array of well-formed entries, and the inputs built to pass a limit
// (MAX_DEPTH, MAX_COMMANDS) must come back either complete or marked `overflow: true`,
// never silently cut short.
//
// No timing assertions; each case is bounded in size (≤ ~1 MB of text) and runs.
// FUZZ_RUNS=n scales the random properties (default 300 each), FUZZ_SEED fixes the seed
// (default fixed, so a CI run is reproducible; fast-check prints the seed and a shrunk
// counterexample on failure).

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { join, resolve } from "node:path";
import { importTs } from "./helpers/ts.mjs";

const ROOT = resolve(new URL("..", import.meta.url).pathname);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 424242);
const { shellParser } = await importTs(join(ROOT, "compiler/parse.ts"));
const parse = await shellParser();

/** Parses and checks the shape of the result; returns it. Throws with the input on failure. */
function check(src) {
  let r;
  try { r = parse(src); } catch (e) {
    throw new Error(`parse threw on ${JSON.stringify(src.length > 300 ? src.slice(0, 300) + "…" : src)} (${src.length} chars): ${e && e.message}`);
  }
  const where = () => JSON.stringify(src.slice(0, 200));
  if (!r || typeof r !== "object" || !Array.isArray(r.commands)) throw new Error(`no commands array for ${where()}`);
  for (const c of r.commands) {
    if (!c || !Array.isArray(c.argv) || c.argv.length === 0 || !c.argv.every((w) => typeof w === "string")) throw new Error(`malformed argv for ${where()}: ${JSON.stringify(c).slice(0, 200)}`);
    if (c.via !== undefined && typeof c.via !== "string") throw new Error(`malformed via for ${where()}`);
    if (c.opaque !== undefined && c.opaque !== true) throw new Error(`malformed opaque for ${where()}`);
  }
  for (const k of ["error", "overflow"]) if (r[k] !== undefined && r[k] !== true) throw new Error(`malformed ${k} for ${where()}`);
  return r;
}

const prop = (arb) => fc.assert(fc.property(arb, (s) => { check(s); }), { numRuns: RUNS, seed: SEED });

// ─── random text ──────────────────────────────────────────────────────────────

test("fuzz: random bytes, read as Latin-1, as UTF-8 and as raw UTF-16 code units", () => {
  const bytes = fc.uint8Array({ maxLength: 3000 });
  prop(bytes.map((b) => String.fromCharCode(...b)));
  prop(bytes.map((b) => new TextDecoder().decode(b)));
  prop(bytes.map((b) => { let s = ""; for (let i = 0; i + 1 < b.length; i += 2) s += String.fromCharCode(b[i] | (b[i + 1] << 8)); return s; }));
});

test("fuzz: random unicode strings, lone surrogates and NULs", () => {
  prop(fc.string({ unit: "binary", maxLength: 1000 }));
  prop(fc.string({ unit: "grapheme", maxLength: 500 }));
  // any UTF-16 code unit, lone surrogates included
  prop(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 1000 }).map((a) => String.fromCharCode(...a)));
  // surrogates and NULs between shell syntax
  const unit = fc.oneof(
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.constant("\u0000"), fc.constant("\ud83d\ude00"),
    fc.constantFrom("'", "\"", "$'", "\\", "$(", ")", "`", "${", "}", " ", "\n", ";", "|", "<<E\n", "E\n", "a", "x=", "$'\\u", "\\U"),
  );
  prop(fc.array(unit, { maxLength: 400 }).map((a) => a.join("")));
});

// ─── token soup and grammar-built shell ───────────────────────────────────────

const TOKENS = ["$(", "(", ")", "((", "))", "$((", "${", "}", "{", "{ ", " }", "'", "\"", "`", "\\", "\\\n", "$'", "$\"",
  "<<EOF\n", "<<-EOF\n", "<<'EOF'\n", "EOF\n", "\tEOF\n", "<<<", "<(", ">(", ">", ">>", "2>&1", "&>", "{fd}>", "|", "||", "&&",
  "&", ";", ";;", ";&", ";;&", "\n", " ", "\t", "\r", "#", "!", "=", "a=", "a=(", "+=", "[[", "]]", "[", "]", "$", "$1", "$@",
  "case", "in", "esac", "if", "then", "elif", "else", "fi", "for", "while", "until", "do", "done", "select", "function",
  "time", "-p", "coproc", "f()", "sudo", "env", "bash -c", "sh -c", "eval", "xargs", "find . -exec", "\\;", "+", "watch",
  "git", "push", "--force", "rm", "-rf", "/", "a", "b", "x y", "é", "\u0000", "\ud800", "$'\\x41'", "$'\\UFFFFFFFF'",
  "$'\\777'", "$'\\c'", "$'\\u{'"];
const soup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 400 });

test("fuzz: token soup", () => {
  prop(soup.map((t) => t.join("")));
  prop(soup.map((t) => t.join(" ")));
});

// nested shell from a small grammar, up to 40 levels of mixed constructs
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: "small", withCrossShrink: true },
    fc.constantFrom("git push --force", "rm -rf /", "echo 'a b' \"c\"", "x=1", "a | b", "c && d || e", "cat <<E\nbody $(f)\nE\n"),
    tie("tree").map((t) => `$(${t})`),
    tie("tree").map((t) => `( ${t} )`),
    tie("tree").map((t) => `{ ${t}; }`),
    tie("tree").map((t) => `"$(${t})"`),
    tie("tree").map((t) => `<(${t})`),
    tie("tree").map((t) => `if ${t}; then ${t}; fi`),
    tie("tree").map((t) => `for i in a; do ${t}; done`),
    tie("tree").map((t) => `case x in a) ${t};; esac`),
    tie("tree").map((t) => `f() { ${t}; }`),
    tie("tree").map((t) => `bash -c '${t.replaceAll("'", "'\\''")}'`),
    tie("tree").map((t) => `eval "${t.replace(/["\\$`]/g, "\\$&")}"`),
    tie("tree").map((t) => `sudo env A=1 ${t}`),
    tie("tree").map((t) => `echo \`${t.replace(/[\\`$]/g, "\\$&")}\``),
    fc.tuple(tie("tree"), tie("tree"), fc.constantFrom(";", "&&", "||", "|", "&", "\n")).map(([a, b, op]) => `${a} ${op} ${b}`),
  ),
}));

test("fuzz: grammar-built nested shell", () => {
  prop(tree);
  // the same, cut at a random point: unterminated at any depth
  prop(fc.tuple(tree, fc.nat()).map(([t, n]) => t.slice(0, n % (t.length + 1))));
});

// ─── limits: deep, long, many ─────────────────────────────────────────────────

/** `r` is complete when it lists the command `want` (argv[0]); else it must say overflow. */
function completeOrOverflow(src, want, label, knownBug = null) {
  const r = check(src);
  const found = r.commands.some((c) => c.argv[0] === want);
  if (knownBug) {
    if (r.overflow === true || found) console.log(`fuzz: ${label} is now complete: drop it from KNOWN_INCOMPLETE`);
    return r;
  }
  assert.ok(r.overflow === true || found, `${label}: neither overflow nor ${want} found (${r.commands.length} commands)`);
  return r;
}

// Openers that crash the model today when nested thousands deep: parseCase recurses with
// no MAX_DEPTH check, so ~4000 nested `case` overflow the stack (RangeError, thrown out of
// parse). bash itself refuses ~1500 and more (its parser stack), so no command is lost,
// but a parse must not throw. Reported to the lead; remove once parseCase is bounded.
const KNOWN_CRASH = {};

// Openers whose nested commands the model loses today, so their nesting comes back
// neither complete nor marked overflow: known bugs, see test/shell-regressions.mjs.
const KNOWN_INCOMPLETE = {};

test("fuzz: nesting 6000 deep, closed and unclosed", () => {
  const OPEN = {
    "$(": [")"], "( ": [" )"], "\"$(": [")\""], "<(": [")"], ">(": [")"], "${x:-$(": [")}"], "$(( $(": [") ))"],
    "{ ": ["; }"], "if a; then ": ["; fi"], "while a; do ": ["; done"], "case x in a) ": [";; esac"], "f() { ": ["; }; f"],
    "[[ $(": [") ]]"], "for i in $(": ["); do :; done"], "eval ": [""], "sudo ": [""], "env ": [""], "time ": [""], "! ": [""],
    "a=($(": ["))"], "x=$(": [")"], "cat <<E\n$(": [")\nE"],
  };
  for (const [open, [close]] of Object.entries(OPEN)) {
    for (const n of [49, 1000, 6000]) {
      const label = `${JSON.stringify(open)}×${n}`;
      try {
        completeOrOverflow(open.repeat(n) + "zz" + close.repeat(n), "zz", label, KNOWN_INCOMPLETE[open]);
        check(open.repeat(n) + "zz"); // unclosed
        check(close.repeat(n) + "zz" + open.repeat(n)); // inside out
      } catch (e) {
        if (!KNOWN_CRASH[open] || !/call stack/i.test(e.message)) throw e;
        console.log(`fuzz: KNOWN CRASH ${label}: ${KNOWN_CRASH[open]}`);
      }
    }
  }
  // `((` is arithmetic, `((((` too: thousands deep, closed and not
  check("(".repeat(6000) + "a" + ")".repeat(6000));
  check("$(".repeat(3000) + "(".repeat(3000) + "a");
  // backticks escaped level by level: 2^n growth, so 14 levels (~16k chars)
  let s = "zz";
  for (let i = 0; i < 14; i++) s = "echo `" + s.replace(/[\\`$]/g, "\\$&") + "`";
  completeOrOverflow(s, "zz", "backticks×14");
});

test("fuzz: 200k chained segments", () => {
  for (const sep of [";", "\n", "|", "&&", "&", " || "]) {
    const src = ("a" + sep).repeat(200000) + "zz";
    const r = completeOrOverflow(src, "zz", `a${JSON.stringify(sep)}×200000`);
    assert.ok(r.overflow === true || r.commands.length >= 200001, `${JSON.stringify(sep)}: ${r.commands.length} commands without overflow`);
  }
  // one command with 200k words, one word of 300k quoted pieces, 20k heredocs on one line,
  // wrappers and re-parses stacked past their bounds
  check("echo " + "a ".repeat(200000));
  check("echo " + "'a'\"b\"\\c".repeat(100000));
  check("cat" + " <<E".repeat(20000) + "\n" + "x\nE\n".repeat(20000));
  check("sudo ".repeat(100000) + "zz");
  check("eval ".repeat(20000) + "zz");
});

// ─── quoting six deep ──────────────────────────────────────────────────────────

const QUOTERS = {
  single: (s) => `'${s.replaceAll("'", "'\\''")}'`,
  double: (s) => `"${s.replace(/["\\$`]/g, "\\$&")}"`,
  ansi: (s) => `$'${s.replace(/[\\']/g, "\\$&")}'`,
  backslash: (s) => s.replace(/[^A-Za-z0-9_\-./]/g, "\\$&"),
};

test("fuzz: `bash -c` nested six deep, every quoting style", () => {
  for (const [name, q] of Object.entries(QUOTERS)) {
    let s = "git push --force origin 'main branch'";
    for (let i = 0; i < 6; i++) s = `bash -c ${q(s)}`;
    const r = check(s);
    const inner = r.commands.find((c) => c.argv[0] === "git");
    assert.ok(inner, `${name}: the innermost command was not found`);
    assert.equal(inner.argv, ["git", "push", "--force", "origin", "main branch"], name);
    assert.is(inner.via, "bash", name);
    assert.is(r.commands.filter((c) => c.argv[0] === "bash").length, 6, `${name}: six shells`);
  }
  // mixed styles, random order, with random wrappers between the levels
  prop(fc.array(fc.tuple(fc.constantFrom(...Object.keys(QUOTERS)), fc.constantFrom("bash -c", "sh -c", "sudo bash -c", "env A=1 sh -c", "eval")), { minLength: 1, maxLength: 6 })
    .map((levels) => levels.reduce((s, [q, w]) => `${w} ${QUOTERS[q](s)}`, "rm -rf /tmp/x")));
});

// ─── unterminated and malformed ───────────────────────────────────────────────

test("fuzz: unterminated constructs are reported, never thrown", () => {
  for (const src of ["echo 'abc", "echo \"abc", "echo $'abc", "echo `abc", "echo $(abc", "echo ${abc", "echo $((1",
    "cat <<EOF\nabc", "case x in a) b", "( a", "[[ a", "(( 1", "echo \"$(a 'b)\""]) {
    const r = check(src);
    assert.ok(r.error === true || r.overflow === true, `no error for ${JSON.stringify(src)}`);
  }
  // bash rejects these too (unexpected end of file), but the model does not flag them
  // today: reserved words are skipped, not matched. Their commands are still listed.
  for (const src of ["{ a;", "if a; then b", "while a; do b", "for i in a; do b", "f() { a;", "a &&", "a |", "echo \\"]) {
    const r = check(src);
    assert.ok(r.commands.length > 0, `commands of ${JSON.stringify(src)} are listed`);
  }
  check("a=(1 2 ; b"); // not flagged either; the array swallows `; b` (see the array regression)
  for (const src of [")", "))", "}", ";;", "&&", "|", "fi", "done", "esac", ")(", "$)", "<<", "<<<", ">", "2>", "<(", "\u0000", "\ud800", "\udc00a"]) check(src);
});

test.run();
