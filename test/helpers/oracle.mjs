// An independent bash parser as a test oracle for the shell model (wasm/shell.ts).
//
// The parser is mvdan/sh (the Go parser behind shfmt) in its GopherJS build, the npm
// package `mvdan-sh` (BSD-3-Clause, no dependencies, dev-only). Its AST is walked here
// into the same thing `rulec parse` lists as written: the argv of every simple command in
// source order, nested ones included.
//
// What counts as a simple command: every CallExpr with at least one word (a leading
// `VAR=x` is dropped from argv; an assignments-only command is skipped, though the
// commands in its `$( )` are not), and the declaration builtins mvdan/sh parses as their
// own node (`export`, `local`, `declare`, `typeset`, `readonly`, `nameref`), whose argv is
// the builtin's name and its words (`export A="x y"` → ["export", "A=x y"]). Nested ones
// come from everywhere the AST holds statements: `$( )` and backticks, `( )`, `{ }`,
// if/elif/else, for/select/while/until, case arms, function bodies, `<( )` and `>( )`,
// `time`, `!`, `coproc`, `$( )` inside `[[ ]]`, `(( ))`, `${ }`, redirect targets and
// unquoted heredoc bodies. `[[ ]]` and `(( ))` themselves run no command and are not
// listed.
//
// Order: by the offset where each command starts in the source (its first assignment,
// word or redirect as mvdan/sh reports it). An outer command therefore comes before the
// ones in its `$( )`, and a command in a heredoc body comes after every command on the
// line that opened the heredoc — which is also the order rulec lists them in.
//
// Words. A word is literal when it is made of unquoted text, '…', "…" without
// expansions, $'…' and $"…" only. Its value is what bash passes in argv after quote
// removal: a backslash outside quotes escapes the next character (a backslash-newline
// disappears), inside "…" only before $ ` " \ and newline, $'…' is decoded as bash does
// (\a \b \e \E \f \n \r \t \v \\ \' \" \? \NNN \xHH \uHHHH \UHHHHHHHH \cX; another
// escape keeps its backslash; a NUL ends the string, as in bash).
// Brace expansion ({a,b}, {1..3}, {a..e..2}) is resolved as bash's manual defines it, on
// the braces mvdan/sh's SplitBraces finds: each result is a word of argv. A word holding a
// brace and an expansion of its own ({a,b}$x), or more than 256 results, or a letter
// sequence across the signs between Z and a, is one non-literal word (rulec reads such a
// word as unknown words).
// Deliberately NOT resolved (kept as the text written, counted as literal): globs
// (* ? […]) and `~user`. Those are expansions that need a file system or the password
// database, not parsing; rulec keeps the same text. A tilde-prefix `~`, `~+`, `~-` is
// HOME's, PWD's or OLDPWD's value: not literal, as `$HOME` is not.
// Not literal: $VAR, ${…}, $( ), backticks, $(( )), <( ), >( ), extglob @( ) and friends.
// `let` expressions are taken as their source text, literal when it holds no quote,
// escape or expansion; an array assignment of a declaration (`declare -a x=(1 "2")`) as
// its source text, quotes included (bash hands declare the text and parses it there),
// literal when it holds no $ or backtick.
//
// `$'…'` bytes that are not UTF-8 (\xff, \777) become U+FFFD, as argv is compared as text.
//
// No verdict (null) either when mvdan/sh reads the text differently from bash in a way
// known here: an unquoted heredoc with a backslash-newline in its text (mvdan/sh checks each
// physical line for the delimiter, bash the lines it joins); an escaped brace or comma in unquoted text (SplitBraces takes `\{a,b}` for a
// brace expansion); a `let` argument holding | & ; < > ( ) (mvdan/sh parses them as arithmetic
// operators, bash as control operators or redirects), and any carriage return (mvdan/sh
// takes CR for a blank, as CRLF files want; bash keeps it in the word: `git status\r`
// runs `status\r`).
//
// API:
//   oracleCommands(src) → string[][] | null
//       null when mvdan/sh rejects the text or some listed command has a non-literal
//       word; otherwise the argv lists.
//   oracleParse(src) → { commands: { argv: (string|null)[], literal: boolean, pos }[] } | null
//       every command, with null for each non-literal word (for partial comparisons).

import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { syntax } = require("mvdan-sh");
const newParser = () => syntax.NewParser(syntax.Variant(syntax.LangBash), syntax.KeepComments(false));
let parser = newParser(); // renewed after a rejected input, so no state carries over

const NOT_LITERAL = Symbol("not literal");

/** Every command the real parser sees, or null when it does not parse. */
export function oracleParse(src) {
  if (src.includes("\r")) return null; // mvdan/sh takes CR for a blank, bash for a word character
  // mvdan/sh compares each physical line of an unquoted heredoc with its delimiter; bash
  // joins backslash-newlines first (`EO\⏎F` ends the body): no verdict on such a body
  if (/<<-?[ \t]*[A-Za-z_0-9]/.test(src) && src.includes("\\\n")) return null;
  let file;
  try { file = parser.Parse(src, ""); } catch { parser = newParser(); return null; }
  const found = [];
  const ctx = { found, bytes: null, src };
  try {
    walk(file, ctx);
  } catch {
    return null; // a node shape this walker does not know: no verdict
  }
  found.forEach((c, i) => { c.order = i; });
  found.sort((a, b) => a.start - b.start || a.order - b.order);
  return {
    commands: found.map((c) => ({
      argv: c.argv.map((w) => (w === NOT_LITERAL ? null : w)),
      literal: c.argv.every((w) => w !== NOT_LITERAL),
      pos: c.start,
    })),
  };
}

// mvdan/sh's own syntax.Walk goes through GopherJS reflection and costs ~40 µs a node;
// this walker reads the fields of each node type directly. The fields are those of
// mvdan.cc/sh/v3/syntax (the version this package is built from); anything else found
// under a node is walked generically, so a missed field costs time, not commands.
const FIELDS = {
  File: ["Stmts"], Stmt: ["Cmd", "Redirs"], CallExpr: ["Assigns", "Args"], Assign: ["Index", "Value", "Array"],
  Redirect: ["Word", "Hdoc"], Word: ["Parts"], DblQuoted: ["Parts"], CmdSubst: ["Stmts"], ProcSubst: ["Stmts"],
  ParamExp: ["Index", "Slice", "Repl", "Exp"], Slice: ["Offset", "Length"], Replace: ["Orig", "With"], Expansion: ["Word"],
  ArithmExp: ["X"], ArithmCmd: ["X"], BinaryArithm: ["X", "Y"], UnaryArithm: ["X"], ParenArithm: ["X"],
  BinaryCmd: ["X", "Y"], Subshell: ["Stmts"], Block: ["Stmts"], IfClause: ["Cond", "Then", "Else"],
  WhileClause: ["Cond", "Do"], ForClause: ["Loop", "Do"], WordIter: ["Items"], CStyleLoop: ["Init", "Cond", "Post"],
  CaseClause: ["Word", "Items"], CaseItem: ["Patterns", "Stmts"], FuncDecl: [], TimeClause: ["Stmt"],
  CoprocClause: ["Name", "Stmt"], TestClause: ["X"], BinaryTest: ["X", "Y"], UnaryTest: ["X"], ParenTest: ["X"],
  DeclClause: ["Args"], LetClause: ["Exprs"], ArrayExpr: ["Elems"], ArrayElem: ["Index", "Value"], BraceExp: ["Elems"],
  Lit: [], SglQuoted: [], ExtGlob: [], Comment: [],
};

function typeName(node) {
  const t = node.$type;
  return typeof t === "string" ? t.slice(t.lastIndexOf(".") + 1).replace(/^\*/, "") : "";
}

// A function's body runs where the function is called, not where it is defined: its
// commands are not the text's (the shell model lists them through the function). mvdan/sh
// reads `f() { a; } && b` with `&& b` inside the body statement; bash ends the body at
// `}` (function_body is one compound command and its redirections): the rest is walked.
function funcBody(stmt, ctx) {
  const cmd = stmt && stmt.Cmd;
  if (cmd && typeName(cmd) === "BinaryCmd") { funcBody(cmd.X, ctx); walk(cmd.Y, ctx); }
}

function walk(node, ctx) {
  if (node == null) return;
  if (Array.isArray(node)) { for (const n of node) walk(n, ctx); return; }
  const found = ctx.found;
  if (typeof node !== "object") return;
  const t = typeName(node);
  if (t === "FuncDecl") { funcBody(node.Body, ctx); return; }
  if (t === "Stmt") {
    // a simple command starts where its statement does: a leading redirect counts
    ctx.stmtStart = node.Pos().Offset();
  } else if (t === "CallExpr") {
    const args = node.Args, assigns = node.Assigns;
    if (args.length) {
      const own = assigns.length ? assigns[0].Pos().Offset() : args[0].Pos().Offset();
      found.push({ argv: args.flatMap(braceValues), start: Math.min(own, ctx.stmtStart ?? own) });
    }
  } else if (t === "DeclClause") {
    found.push({ argv: [node.Variant.Value, ...node.Args.map((a) => assignValue(a, ctx))], start: Math.min(node.Pos().Offset(), ctx.stmtStart ?? Infinity) });
  } else if (t === "LetClause") {
    // mvdan/sh reads `let`'s arguments as arithmetic, so `let x=1&&b` or `let a<b` come
    // out as one expression where bash sees an operator or a redirect: no verdict then
    for (const e of node.Exprs) {
      const unquoted = rawText(e, ctx).replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, "");
      if (/[|&;<>()\s]/.test(unquoted)) throw new Error("let: no verdict");
    }
    const argv = ["let", ...node.Exprs.map((e) => rawWord(e, ctx))];
    found.push({ argv, start: Math.min(node.Pos().Offset(), ctx.stmtStart ?? Infinity) });
  }
  const fields = FIELDS[t];
  if (fields) { for (const f of fields) walk(node[f], ctx); return; }
  if (t === "Pos" || !t) return;
  // an unknown node type: every field that holds nodes
  for (const k of Object.getOwnPropertyNames(node)) {
    if (k === "__internal_object__" || k === "$type" || k === "Pos" || k === "End") continue;
    const v = node[k];
    if (v && typeof v === "object") walk(v, ctx);
  }
}

/** The argv of every simple command, or null (no parse, or a non-literal word). */
export function oracleCommands(src) {
  const r = oracleParse(src);
  if (!r || !r.commands.every((c) => c.literal)) return null;
  return r.commands.map((c) => c.argv);
}

// ─── words ───────────────────────────────────────────────────────────────────

function wordValue(word) { return tildePrefix(word.Parts) ? NOT_LITERAL : partsValue(word.Parts, false); }

/**
 * The word begins with a tilde-prefix bash expands from a variable: `~`, `~+` or `~-`
 * (HOME, PWD, OLDPWD), unquoted, up to the first `/` or the word's end (bash(1) "Tilde
 * Expansion"). An expansion like `$HOME`: not literal. (`~user` names a user's home from
 * the password database, no variable: literal, kept as written, as rulec keeps it.)
 */
function tildePrefix(slice) {
  const parts = [...slice];
  const first = parts[0];
  if (!first || typeName(first) !== "Lit" || !first.Value.startsWith("~")) return false;
  const slash = first.Value.indexOf("/");
  if (slash < 0 && parts.length > 1) return false; // (a quoted part in the prefix: no expansion)
  const prefix = first.Value.slice(1, slash < 0 ? undefined : slash);
  return prefix === "" || prefix === "+" || prefix === "-";
}

// ─── brace expansion ────────────────────────────────────────────────────────────

const BRACE_MAX = 256;

/** The argv words of a command's word: its brace expansion's results, or its value. */
function braceValues(word) {
  // (mvdan/sh's SplitBraces reads an escaped brace or comma, `\{a,b}`, as one: no verdict)
  if (word.Parts.some((p) => typeName(p) === "Lit" && /\\[{},]/.test(p.Value))) throw new Error("escaped brace: no verdict");
  const tilde = tildePrefix(word.Parts); // (each word braces make begins with it)
  if (!syntax.SplitBraces(word)) return [wordValue(word)];
  const r = partsBraces(word.Parts);
  return r === NOT_LITERAL ? [NOT_LITERAL] : r.filter((w) => w.text !== "" || w.quoted).map((w) => (tilde ? NOT_LITERAL : w.text));
}

/** Every result of a word's parts ({ text, quoted }), or NOT_LITERAL. */
function partsBraces(parts) {
  let acc = [{ text: "", quoted: false }];
  for (const part of parts) {
    let vals;
    if (typeName(part) === "BraceExp") {
      vals = part.Sequence ? sequence(part.Elems) : part.Elems.flatMap((w) => { const r = partsBraces(w.Parts); return r === NOT_LITERAL ? [NOT_LITERAL] : r; });
      if (vals === NOT_LITERAL || vals.includes(NOT_LITERAL)) return NOT_LITERAL;
    } else {
      const v = partValue(part, false);
      if (v === NOT_LITERAL) return NOT_LITERAL;
      vals = [{ text: v, quoted: typeName(part) !== "Lit" }];
    }
    acc = acc.flatMap((a) => vals.map((v) => ({ text: a.text + v.text, quoted: a.quoted || v.quoted })));
    if (acc.length > BRACE_MAX) return NOT_LITERAL;
  }
  return acc;
}

/** {X..Y[..INCR]}: integers (zero-padded when X or Y begins with 0) or single letters. */
function sequence(elems) {
  const [x, y, inc] = elems.map((w) => wordValue(w));
  const step = Math.abs(Number(inc ?? 1)) || 1;
  const out = [];
  if (/^[a-zA-Z]$/.test(x) && /^[a-zA-Z]$/.test(y)) {
    const a = x.charCodeAt(0), b = y.charCodeAt(0);
    if ((a <= 90) !== (b <= 90)) return NOT_LITERAL;
    for (let v = a; a <= b ? v <= b : v >= b; v += a <= b ? step : -step) out.push({ text: String.fromCharCode(v), quoted: false });
    return out;
  }
  const a = Number(x), b = Number(y);
  if (Math.abs(b - a) / step + 1 > BRACE_MAX) return NOT_LITERAL;
  const width = /^[-+]?0\d/.test(x) || /^[-+]?0\d/.test(y) ? Math.max(x.length, y.length) : 0;
  for (let v = a; a <= b ? v <= b : v >= b; v += a <= b ? step : -step) {
    const digits = String(Math.abs(v)).padStart(width - (v < 0 ? 1 : 0), "0");
    out.push({ text: (v < 0 ? "-" : "") + digits, quoted: false });
  }
  return out;
}

/** The parts' values joined, or NOT_LITERAL when one of them is. */
function partsValue(parts, inDouble) {
  let s = "";
  for (const part of parts) {
    const v = partValue(part, inDouble);
    if (v === NOT_LITERAL) return NOT_LITERAL;
    s += v;
  }
  return s;
}

function partValue(part, inDouble) {
  switch (typeName(part)) {
    case "Lit":
      return inDouble ? unescapeDouble(part.Value) : unescapeUnquoted(part.Value);
    case "SglQuoted":
      return part.Dollar ? decodeAnsiC(part.Value) : part.Value;
    case "DblQuoted":
      return partsValue(part.Parts, true);
    default: // ParamExp, CmdSubst, ArithmExp, ProcSubst, ExtGlob, BraceExp
      return NOT_LITERAL;
  }
}

// A node whose argv word is its source text (a `let` expression, an indexed assignment
// of a declaration): literal when that text has no quote, escape or expansion in it.
function rawWord(node, ctx) {
  const text = rawText(node, ctx);
  return /[$`'"\\]/.test(text) ? NOT_LITERAL : text;
}

function rawText(node, ctx) {
  ctx.bytes ??= Buffer.from(ctx.src, "utf8"); // mvdan/sh's offsets count UTF-8 bytes
  return ctx.bytes.subarray(node.Pos().Offset(), node.End().Offset()).toString("utf8");
}

function assignValue(a, ctx) {
  if (a.Array) { const text = rawText(a, ctx); return /[$`]/.test(text) ? NOT_LITERAL : text; }
  if (a.Index) return rawWord(a, ctx);
  if (a.Naked) return a.Name ? a.Name.Value : a.Value ? wordValue(a.Value) : "";
  const v = a.Value ? wordValue(a.Value) : "";
  if (v === NOT_LITERAL) return NOT_LITERAL;
  return a.Name.Value + (a.Append ? "+=" : "=") + v;
}

function unescapeUnquoted(s) {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "\\" && i + 1 < s.length) {
      i++;
      if (s[i] !== "\n") out += s[i];
    } else out += c;
  }
  return out;
}

function unescapeDouble(s) {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "\\" && i + 1 < s.length && "$`\"\\\n".includes(s[i + 1])) {
      i++;
      if (s[i] !== "\n") out += s[i];
    } else out += c;
  }
  return out;
}

const SIMPLE_ESC = { a: 7, b: 8, e: 27, E: 27, f: 12, n: 10, r: 13, t: 9, v: 11, "\\": 92, "'": 39, '"': 34, "?": 63 };

/** Bash's $'…' decoding (the text between the quotes). */
export function decodeAnsiC(s) {
  // bash builds a C string: the first NUL ends it. Code points are UTF-8 encoded; a
  // \x or octal byte is a raw byte, so bytes are collected and decoded at the end.
  const bytes = [];
  const enc = new TextEncoder();
  const pushText = (t) => { for (const b of enc.encode(t)) bytes.push(b); };
  const hexRun = (i, max) => {
    let j = i;
    while (j < s.length && j - i < max && /[0-9a-fA-F]/.test(s[j])) j++;
    return j;
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c !== "\\" || i + 1 >= s.length) { pushText(s.codePointAt(i) > 0xffff ? String.fromCodePoint(s.codePointAt(i)) : c); i += s.codePointAt(i) > 0xffff ? 2 : 1; continue; }
    const d = s[i + 1];
    i += 2;
    if (d in SIMPLE_ESC) { bytes.push(SIMPLE_ESC[d]); continue; }
    if (d >= "0" && d <= "7") {
      let v = d.charCodeAt(0) - 48, k = 1;
      while (k < 3 && i < s.length && s[i] >= "0" && s[i] <= "7") { v = v * 8 + s.charCodeAt(i) - 48; i++; k++; }
      bytes.push(v & 0xff);
      continue;
    }
    if (d === "x") {
      const j = hexRun(i, 2);
      if (j === i) { pushText("\\x"); continue; }
      bytes.push(parseInt(s.slice(i, j), 16)); i = j;
      continue;
    }
    if (d === "u" || d === "U") {
      const j = hexRun(i, d === "u" ? 4 : 8);
      if (j === i) { pushText("\\" + d); continue; }
      const v = parseInt(s.slice(i, j), 16); i = j;
      if (v === 0) { bytes.push(0); continue; }
      if (v > 0x7fffffff) continue; // bash drops it
      pushText(v <= 0x10ffff && !(v >= 0xd800 && v <= 0xdfff) ? String.fromCodePoint(v) : "\ufffd");
      continue;
    }
    if (d === "c" && i < s.length) {
      const x = s[i]; i++;
      if (x === "\\" && s[i] === "\\") i++;
      bytes.push(x === "?" ? 0x7f : x.toUpperCase().charCodeAt(0) & 0x1f);
      continue;
    }
    pushText("\\" + d); // an unknown escape keeps its backslash
  }
  const nul = bytes.indexOf(0);
  return new TextDecoder().decode(Uint8Array.from(nul >= 0 ? bytes.slice(0, nul) : bytes));
}
