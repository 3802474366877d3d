// The shell model's syntax tree, table-driven as mvdan/sh tests its parser and printer
// (syntax/filetests_test.go, printer_test.go): several spellings of a command → the one
// canonical text the printer gives its tree (wasm/shell/printer.ts). Each case checks that
// every spelling prints as the canonical text, that the canonical text prints as itself,
// and that the model reads the same commands from every spelling (`parse`). Then errors
// with their line:col, and the round trip print(parse(print(parse(s)))) == print(parse(s))
// over a grammar of random programs (fast-check), whose printed text must also read as
// the same commands.
//
// Runs the compiled parse-only module (wasm/parse.ts, as `rulec parse` does).

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { importTs } from "./helpers/ts.mjs";
import { REGRESSIONS } from "./shell-regressions.mjs";

const ROOT = resolve(new URL("..", import.meta.url).pathname);
const RUNS = Number(process.env.SYNTAX_RUNS ?? 500);
const SEED = Number(process.env.SYNTAX_SEED ?? 20240926);
const { shellParser, shellPrinter } = await importTs(join(ROOT, "compiler/parse.ts"));
const parse = await shellParser();
const print = await shellPrinter();

// What the model reads from `s`: its commands, and whether it parsed (comments aside: the
// printer drops them). A word known only at run time keeps its text as written (`$(git
// status)`, now spaced as printed): such text is masked, its place kept.
const mask = (w) => (/[$`]|[<>]\(/.test(w) ? "?" : w);
const meaning = (s) => {
  const r = parse(s);
  const cs = r.commands.map((c) => ({ ...c, argv: c.argv.map(mask), ...(c.redirects ? { redirects: c.redirects.map((d) => ({ ...d, target: mask(d.target) })) } : {}) }));
  return JSON.stringify([cs, !!r.error, !!r.overflow]);
};

// [spellings, canonical text]
const FILES = [
  // words and quoting: kept as written, blanks and line continuations normalised
  [["git add .", "git  add  .", " git add . ", "git \\\n add .", "\tgit\tadd ."], "git add ."],
  [["echo 'a b' \"c d\" e\\ f"], "echo 'a b' \"c d\" e\\ f"],
  [["echo $'a\\tb' $\"loc\" \"a\\\"b\""], "echo $'a\\tb' $\"loc\" \"a\\\"b\""],
  [["echo $x ${x:-d} \"$@\" $1 $$ $"], "echo $x ${x:-d} \"$@\" $1 $$ $"],
  [["echo *.c {a,b} ~/x a=b"], "echo *.c {a,b} ~/x a=b"],
  [["echo \"a\\\nb\""], "echo \"ab\""],
  // extended globs: one word with what surrounds them (their group's blanks and | too)
  [["rm -r /@(etc|usr) !(x) +(a b) x*(y)z"], "rm -r /@(etc|usr) !(x) +(a b) x*(y)z"],
  [["[[ $x == @(a|b) ]]"], "[[ $x == @(a|b) ]]"],
  // lists, and-or lists, pipelines: operators spaced, a newline kept as a newline
  [["a&&b||c;d&e|f|&g", "a && b || c ; d & e | f |& g", "a  &&  b  ||  c;d  &  e|f  |&  g"], "a && b || c; d & e | f |& g"],
  [["a\nb\n\nc", "a\n\n\nb\nc"], "a\nb\nc"],
  [["a &&\n b", "a&&\n\n b"], "a &&\nb"],
  [["a;", "a ;"], "a;"],
  [["a &", "a&"], "a &"],
  [["! a | b", "!  a|b"], "! a | b"],
  [["time -p a", "time  -p  a"], "time -p a"],
  [["time -- a"], "time -- a"],
  // redirects joined to their word
  [["git log > out.txt 2>&1", "git log >out.txt 2>&1", "git log  >  out.txt  2>&1"], "git log >out.txt 2>&1"],
  [["2>/dev/null a", "2> /dev/null a"], "2>/dev/null a"],
  [["cat < in <<< 'x' >> log &> all {fd}>f 3<>rw >|c"], "cat <in <<<'x' >>log &>all {fd}>f 3<>rw >|c"],
  [["diff <(git show HEAD:a) >(cat)", "diff <( git show HEAD:a ) >( cat )"], "diff <(git show HEAD:a) >(cat)"],
  [["a > >(cat)"], "a > >(cat)"],
  // substitutions: their programs printed in turn
  [["echo $(git  status)", "echo $( git status )"], "echo $(git status)"],
  [["echo \"$(git log|head -1)\""], "echo \"$(git log | head -1)\""],
  [["echo `git  status`"], "echo `git status`"],
  [["echo \"`echo \\\"a\\\"`\""], "echo \"`echo \"a\"`\""],
  [["echo `echo \\`ls\\``"], "echo `echo \\`ls\\``"],
  [["x=$( (a) )", "x=$((a) )"], "x=$( (a))"],
  [["echo $((1 + 2)) $[3]"], "echo $((1 + 2)) $[3]"],
  // bash 5.3's funsubs: a list run in the current shell, closed by `}` as a group is
  [["echo ${ git status; }", "echo ${  git status ; }", "echo ${\tgit status;}"], "echo ${ git status; }"],
  [["echo ${\ngit status\n}", "echo ${ \ngit status\n  }"], "echo ${ \ngit status\n}"],
  [["echo \"${| REPLY=x;}\""], "echo \"${| REPLY=x; }\""],
  [["echo \"${ date; }\"", "echo \"${ date;}\""], "echo \"${ date; }\""],
  [["a=(1 2) b=${x:-y} make"], "a=(1 2) b=${x:-y} make"],
  // compound commands
  [["(git add .)", "( git add . )", "(  git add .  )"], "(git add .)"],
  [["( (a) )", "((a) )"], "( (a))"],
  [["((git add .))"], "( (git add .))"],
  [["(( i++ ))"], "(( i++ ))"],
  [["{ git add .; }", "{  git add . ; }", "{ git add .;}"], "{ git add .; }"],
  [["{\ngit add .\n}", "{\n\ngit add .\n\n}"], "{\ngit add .\n}"],
  [["if a; then b; fi", "if a;then b;fi", "if  a ;  then  b ;  fi"], "if a; then b; fi"],
  [["if a\nthen b\nfi", "if a\n\nthen b\nfi"], "if a\nthen b\nfi"],
  [["if a; then b; elif c; then d; else e; fi"], "if a; then b; elif c; then d; else e; fi"],
  [["while read l; do echo \"$l\"; done < f", "while read l;do echo \"$l\";done <f"], "while read l; do echo \"$l\"; done <f"],
  [["until a; do b; done"], "until a; do b; done"],
  [["for f in *.ts; do git add \"$f\"; done", "for  f  in  *.ts ; do  git add \"$f\" ; done"], "for f in *.ts; do git add \"$f\"; done"],
  [["for f in *.ts\ndo git add \"$f\"\ndone"], "for f in *.ts\ndo git add \"$f\"\ndone"],
  [["for x do a; done"], "for x do a; done"],
  [["for ((i=0; i<2; i++)); do :; done"], "for ((i=0; i<2; i++)); do :; done"],
  [["select s in a b; do :; done"], "select s in a b; do :; done"],
  [["case $x in a) git add .;; b|c) ls ;; esac", "case $x in\na) git add . ;;\nb | c) ls;;\nesac"], "case $x in a) git add . ;; b|c) ls ;; esac"],
  [["case x in (a) ;& *) b ;;& esac"], "case x in (a) ;& *) b ;;& esac"],
  [["f() { git add .; }; f", "f () { git add .; }; f", "f( ) { git add .; }; f"], "f() { git add .; }; f"],
  [["f()\n{ git add .; }"], "f()\n{ git add .; }"],
  [["function f { git add .; }", "function  f  {  git add .;  }"], "function f { git add .; }"],
  [["function g() { a; }"], "function g() { a; }"],
  [["f() ( a )"], "f() (a)"],
  [["[[ -f x && -d y ]]", "[[  -f x&&-d y  ]]"], "[[ -f x && -d y ]]"],
  [["! if a; then b; fi | c"], "! if a; then b; fi | c"],
  [["coproc N { ls; }"], "coproc N { ls; }"],
  // heredocs: the body after the newline that ends its line
  [["cat <<'EOF' > f\ngit add .\nEOF\nls"], "cat <<'EOF' >f\ngit add .\nEOF\nls"],
  [["cat <<EOF | bash\ngit add .\nEOF", "cat <<EOF|bash\ngit add .\nEOF\n"], "cat <<EOF | bash\ngit add .\nEOF\n"],
  [["cat <<A; cat <<B\na\nA\nb\nB\n"], "cat <<A; cat <<B\na\nA\nb\nB\n"],
  [["sh <<-EOF\n\tgit add .\n\tEOF\n"], "sh <<-EOF\ngit add .\nEOF\n"],
  [["x=$(cat <<EOF\nhi\nEOF\n)", "x=$(cat <<EOF\nhi\nEOF)"], "x=$(cat <<EOF\nhi\nEOF\n)"],
  // comments are not part of the tree
  [["git status # git add .", "git status  #git add ."], "git status"],
  [["# a\ngit status"], "\ngit status"],
  // what bash's parser rejects, the model reads on: kept as written
  [["fi fi", "fi  fi"], "fi fi"],
  [["if a; then b", "if a;  then b"], "if a; then b"],
  [["a; ;"], "a; ;"],
  [["( a ) b"], "(a) b"],
];

for (const [inputs, canonical] of FILES) {
  test(`syntax: ${JSON.stringify(canonical)}`, () => {
    const want = meaning(canonical);
    assert.is(print(canonical).command, canonical, "the canonical text prints as itself");
    for (const s of inputs) {
      const r = print(s);
      assert.is(r.command, canonical, JSON.stringify(s));
      assert.is(meaning(s), want, `${JSON.stringify(s)} reads as the canonical text does`);
    }
  });
}

// [input, first error as line:col: text]
const ERRORS = [
  ["echo 'abc", "1:6: unterminated '"],
  ["echo \"abc", "1:6: unterminated \""],
  ["echo $'abc", "1:6: unterminated $'"],
  ["echo `abc", "1:6: unterminated `"],
  ["echo $(abc", "1:6: $( not closed"],
  ["echo ${ abc }", "1:6: ${ not closed"],
  ["echo <(abc", "1:6: process substitution not closed"],
  ["echo ${abc", "1:6: ${ not closed"],
  ["echo $[1", "1:6: $[ not closed"],
  ["echo $((1))", undefined],
  ["echo $((1", "1:8: ( not closed"],
  ["(( 1", "1:2: ( not closed"],
  ["a\n( b", "2:1: ( not closed"],
  ["[[ a", "1:1: [[ not closed"],
  ["case x in a) b", "1:1: case not closed"],
  ["cat <<EOF\nabc", "1:5: heredoc not closed: EOF expected"],
  ["a ;; b", "1:3: ;; outside a case"],
  ["a )", "1:3: unexpected )"],
  ["echo \"$(a 'b)\"", "1:11: unterminated '"],
  ["x\necho `a 'b`", "2:6: unterminated '"],
];

test("syntax: errors, with the line and column of what is left open", () => {
  for (const [s, want] of ERRORS) assert.is(print(s).error, want, JSON.stringify(s));
  // what bash rejects but the model reads on is no error
  for (const s of ["{ a;", "if a; then b", "while a; do b", "fi", "done", "a &&", "a |"]) assert.is(print(s).error, undefined, JSON.stringify(s));
});

test("syntax: keyword constructs nested past MAX_NEST are read flat, with the same commands", () => {
  // (a function's body runs where it is called: each level calls the one it defines, and
  // past the model's limit on nested calls the walk says so)
  for (const [open, close] of [["if a; then ", "; fi"], ["{ ", "; }"], ["while a; do ", "; done"], ["f() { ", "; }; f"], ["for i in a; do ", "; done"]]) {
    const s = open.repeat(300) + "zz" + close.repeat(300);
    const r = print(s);
    assert.is(r.error, undefined, open);
    assert.is(print(r.command).command, r.command, `${open}: round trip`);
    assert.is(meaning(r.command), meaning(s), `${open}: same commands`);
    const p = parse(s);
    assert.ok(p.commands.some((c) => c.argv[0] === "zz") || (open.startsWith("f") && p.overflow), open);
  }
});

// [input, comments in the order the model reports them]: the text's own in text order, a
// re-parsed string's where bash would parse it — after the rest of its command's line,
// before what follows (the parse and the walk are apart: wasm/shell/interp.ts `reached`)
const COMMENTS = [
  ["sh -c 'a # c1' # c2", ["# c2", "# c1"]],
  ["# c0\nsh -c 'a # c1'\n# c2", ["# c0", "# c1", "# c2"]],
  ["echo `sh -c 'a # c1' # c2` # c3", ["# c2", "# c1", "# c3"]],
  ["bash <<EOF # c1\ngit add . # c2\nEOF\n# c3", ["# c1", "# c2", "# c3"]],
  ["PS4='$(sh -c \"a # c1\")' # c2", ["# c1", "# c2"]],
  ["# c0\nPS4='$(sh -c \"a # c1\")'", ["# c0", "# c1"]],
  ["x=$(a # c1\nsh -c \"b # c2\") # c3", ["# c1", "# c2", "# c3"]],
];

test("syntax: comments in text order, around the strings read again", () => {
  for (const [s, want] of COMMENTS) assert.equal(parse(s).comments ?? [], want, JSON.stringify(s));
});

// ─── round trip ────────────────────────────────────────────────────────────────

// An unknown substitution past 64 code units is kept as `$(…)`, not as its text: the
// printer's spacing can move one across that line, and wrappers read `=` in such a word
// (`env "$(a=1 …)" cmd`): those inputs are compared as text only.
const SHORT = /\$\(…\)|\$\{…\}|\$\(\(…\)\)|`…`|[<>]\(…\)|\$…/;

/** The round trip on `s`: null when it holds, else what went wrong. */
function roundTrip(s) {
  const p1 = print(s);
  const p2 = print(p1.command);
  if (p2.command !== p1.command) return `print(parse(print(parse(s)))) ≠ print(parse(s)):\n${JSON.stringify(p1.command)}\n${JSON.stringify(p2.command)}`;
  if (p1.error || p1.overflow) return null;
  if (meaning(s) !== meaning(p1.command) && !SHORT.test(JSON.stringify(parse(s))) && !SHORT.test(JSON.stringify(parse(p1.command)))) return `the printed text reads as other commands: ${JSON.stringify(p1.command)}`;
  return null;
}

// A grammar of shell programs: words of every quoting, substitutions, redirects and
// heredocs, pipelines, and-or lists, and every compound command, nested.
const PLAIN = ["git", "add", ".", "rm", "-rf", "x", "-m", "a.txt", "/tmp/d", "*.c", "{a,b}", "~/x", "HEAD~1", "--", "=", "a=b", "%s", "@"];
const QUOTED = ["'a b'", "\"c d\"", "\"a\\\"b\"", "'it'\\''s'", "e\\ f", "$'\\t\\x41'", "\"\"", "''", "\"\\$x\"", "$\"loc\"", "\"a$\"", "a\"b\"c"];
const DYNAMIC = ["$x", "\"$x\"", "${y:-d}", "\"${z}\"", "$1", "\"$@\"", "$((1 + 2))", "$[3]"];
const memo = new Map();
/** Lists nested `depth` levels deep (compound commands and substitutions hold depth - 1). */
function gen(depth) {
  if (memo.has(depth)) return memo.get(depth);
  const sub = depth > 0 ? gen(depth - 1) : null;
  const word = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...PLAIN) },
    { weight: 5, arbitrary: fc.constantFrom(...QUOTED) },
    { weight: 3, arbitrary: fc.constantFrom(...DYNAMIC) },
    { weight: 1, arbitrary: fc.constantFrom("`pwd`", "`echo a b`", "\"`ls`\"") },
    ...(sub ? [
      { weight: 1, arbitrary: sub.map((l) => `$(${l})`) },
      { weight: 1, arbitrary: sub.map((l) => `"$(${l})"`) },
      { weight: 1, arbitrary: sub.map((l) => `<(${l})`) },
    ] : []),
  );
  const redirect = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(">f", "> f", "2>&1", ">>log", "< in", "&>out", "2>/dev/null", "<<<'s t'", ">|f", "3<>rw") },
    { weight: 1, arbitrary: word.map((w) => `>${w.startsWith("<") ? " " : ""}${w}`) },
  );
  const simple = fc.tuple(
    fc.array(fc.constantFrom("A=1", "B='x y'", "C=", "D=$x", "E+=z", "a=(1 2)"), { maxLength: 2 }),
    fc.constantFrom("git", "echo", "ls", "cat", "\"git\"", "sudo", "env", "xargs", "sh -c 'git add .'", "eval 'ls'", "cd /tmp", "export X=1"),
    fc.array(fc.oneof({ weight: 5, arbitrary: word }, { weight: 1, arbitrary: redirect }), { maxLength: 4 }),
  ).map(([as, n, ws]) => [...as, n, ...ws].join(" "));
  const compound = sub ? fc.oneof(
    sub.map((l) => `(${l})`),
    sub.map((l) => `{ ${l}; }`),
    fc.tuple(sub, sub, fc.option(sub)).map(([c, t, e]) => `if ${c}; then ${t}; ${e ? `else ${e}; ` : ""}fi`),
    fc.tuple(sub, sub).map(([c, b]) => `while ${c}; do ${b}; done`),
    fc.tuple(sub, sub).map(([c, b]) => `until ${c}\ndo ${b}\ndone`),
    fc.tuple(fc.array(word.filter((w) => w !== "do"), { maxLength: 3 }), sub).map(([ws, b]) => `for i in ${ws.join(" ")}; do ${b}; done`),
    sub.map((b) => `for ((i=0; i<2; i++)); do ${b}; done`),
    sub.map((b) => `select s in a b; do ${b}; done`),
    fc.tuple(word, sub, sub).map(([w, a, b]) => `case ${w} in a|b) ${a} ;; (*) ${b} ;& c) ;; esac`),
    sub.map((b) => `f() { ${b}; }`),
    sub.map((b) => `function g { ${b}; }`),
    fc.constantFrom("[[ -n x && y == z ]]", "(( i++ ))", "[[ $a == 'b c' ]]"),
  ) : simple;
  const command = fc.oneof(
    { weight: 6, arbitrary: simple },
    { weight: sub ? 2 : 0, arbitrary: fc.tuple(compound, fc.option(redirect, { freq: 4 })).map(([c, r]) => (r ? `${c} ${r}` : c)) },
  );
  const pipeline = fc.tuple(fc.constantFrom("", "", "! ", "time ", "time -p "), fc.array(command, { minLength: 1, maxLength: 2 }), fc.constantFrom(" | ", "|", " |& "))
    .map(([pre, cs, op]) => pre + cs.join(op));
  const andOr = fc.tuple(fc.array(pipeline, { minLength: 1, maxLength: 2 }), fc.constantFrom(" && ", " || ", "&&", " &&\n ")).map(([ps, op]) => ps.join(op));
  const list = fc.tuple(fc.array(andOr, { minLength: 1, maxLength: 2 }), fc.constantFrom("; ", ";", "\n", " & ", " # c\n")).map(([as, sep]) => as.join(sep));
  memo.set(depth, list);
  return list;
}
const list = gen(2);
const heredoc = fc.tuple(fc.constantFrom("cat", "bash", "sudo bash", "python3", "cat >f", "sh -s"), fc.constantFrom("<<EOF", "<<'EOF'", "<<\"EOF\"", "<<-EOF"),
  fc.constantFrom("", " | grep x", " && echo done", "; echo next"), fc.array(fc.constantFrom("git add .", "$(echo hi)", "a $x b", "EOFX", "\tx"), { maxLength: 3 }))
  .map(([c, op, rest, body]) => `${c} ${op}${rest}\n${body.map((l) => l + "\n").join("")}${op === "<<-EOF" ? "\t" : ""}EOF\n`);
const program = fc.array(fc.oneof({ weight: 4, arbitrary: list }, { weight: 1, arbitrary: heredoc }), { minLength: 1, maxLength: 3 }).map((ps) => ps.join("\n"));

test("syntax: round trip over generated programs", () => {
  fc.assert(fc.property(program, (s) => { const e = roundTrip(s); if (e) throw new Error(e); }), { numRuns: RUNS, seed: SEED });
});

test("syntax: round trip over the regression inputs and the conformance vectors", () => {
  const inputs = REGRESSIONS.map((r) => r[0]);
  const dir = join(ROOT, "test/data/vectors");
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".jsonl"))) {
    for (const line of readFileSync(join(dir, f), "utf8").split("\n")) {
      try { const v = JSON.parse(line); if (typeof v?.input?.command === "string") inputs.push(v.input.command); } catch { /* a comment line */ }
    }
  }
  for (const s of inputs) { const e = roundTrip(s); assert.is(e, null, `${JSON.stringify(s)}: ${e}`); }
});

test.run();
