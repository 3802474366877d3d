// The shell model: bash as agents write it → the list of simple commands.
//
// Input: one command string (UTF-16, as the engine receives it) and the directory it
// starts in. Output: `Cmd` records in source order, each with its argv as written (quotes
// removed, escapes resolved), its redirects, the connector before it, its nesting depth,
// the list it belongs to, the directory it runs in (after `cd`/`pushd`), and an `opaque`
// mark where a word cannot be resolved without running anything.
//
// Why a real parser: regex over text is how the hand-written guards failed (seed 001: a
// `script -qec "…"` hid a command from the matcher). Here quoting, `$( )`, backticks,
// heredocs, wrappers and `-c` strings are all taken apart the way bash would.
//
// The records it makes are declared in wasm/shell/cmd.ts (what the engine and the git
// model read), variables and scopes in wasm/shell/vars.ts, the text primitives it shares
// with wasm/git.ts in wasm/shell/text.ts.
//
// Cost: one pass over the text, O(n) in its length; nested constructs recurse with a
// hard depth bound (MAX_DEPTH) and re-parsed strings (`sh -c`, `eval`) count against the
// same bound, so a hostile input cannot exhaust the stack. Work is further capped by
// MAX_COMMANDS; past either limit the result is marked `overflow`, which the engine turns
// into the rule set's failure verdict, never into silence. A long literal word (over
// LAZY_WORD code units) is copied out of the text only when its text is read (Cmd#argv):
// a megabyte's argument that no rule reads costs no second megabyte.

import { Buf, NameSet, List, latin1, listed, findChar, joinPath, joinWords } from "./shell/text";
import { Cmd, Output, ListInfo, Redirect, addRedirect, NO_REDIRECTS, NO_KINDS, NO_WORDS, WK_MULTI, WK_NODASH, MAX_DEPTH, MAX_COMMANDS, LAZY_WORD } from "./shell/cmd";
import { Scope, DirState, V_KNOWN, V_UNKNOWN, V_UNSET, SCOPE_SUBSHELL, SCOPE_CHILD } from "./shell/vars";

// What the engine, the git model and the generated rules read of the shell model.
export { Buf, NameSet, List, latin1, listed, tableIndex, findChar, lastChar, joinPath, normPath, joinWords, basename } from "./shell/text";
export { Cmd, Output, Redirect, ListInfo, MAX_DEPTH, MAX_COMMANDS, LAZY_WORD, UNK_ONE, UNK_OPT, UNK_MANY, unkOf, notOption, isUnk } from "./shell/cmd";

// A prompt string as bash decodes it before expanding it: \NNN (octal, 1–3 digits) is any
// character (`PS4='\044(…)'` runs the $( ) it spells).
function promptText(w: string): string {
  if (findChar(w, 92) < 0) return w;
  const b = new Buf();
  for (let i = 0; i < w.length; i++) {
    let c = w.charCodeAt(i);
    if (c == 92) {
      let v = 0, k = 0;
      for (; k < 3 && i + 1 + k < w.length; k++) { const d = w.charCodeAt(i + 1 + k) - 48; if (d < 0 || d > 7) break; v = v * 8 + d; }
      if (k) { c = v; i += k; }
    }
    b.char(c);
  }
  return b.toString();
}

// ─── words ─────────────────────────────────────────────────────────────────────

class Word {
  // `end` ≥ 0: a long literal word not copied yet, source[start, end) (Parser#readWord, lazy)
  end: i32 = -1;
  multi: bool = false;   // unknown, and unquoted: it may be zero words or several
  noDash: bool = false;  // unknown, but its first character is known and is not "-"
  vanish: bool = false;  // only unquoted expansions, all empty: no word at all
  glob: bool = false;    // an unquoted *, ? or [, or braces: bash makes words of it
  fields: Array<string> | null = null; // the words bash splits it into (known values with blanks)
  constructor(public text: string, public literal: bool, public start: i32, public quoted: bool) {}
}

// What an expansion read by appendDollar was (bits).
const EXP_UNKNOWN: i32 = 1;   // its text is not known before the command runs
const EXP_MULTI: i32 = 2;     // … and it may be zero words or several
const EXP_DONE: i32 = 4;      // an expansion (not a lone "$")
const EXP_PATH: i32 = 8;      // a host variable kept as written: an absolute path (no "-" first)
// What a parameter stands for (Parser#paramValue).
const PARAM_UNKNOWN: i32 = 0, PARAM_VALUE: i32 = 1, PARAM_HOST: i32 = 2, PARAM_ALL: i32 = 3;
// What readDollar read.
const DOLLAR_PARAM: i32 = 0, DOLLAR_SUBST: i32 = 1, DOLLAR_ARITH: i32 = 2;

/** The words `text` splits into at the blank runs [cuts[2k], cuts[2k+1]) (none empty). */
function splitFields(text: string, cuts: Array<i32>): Array<string> {
  const r = new Array<string>();
  let from = 0;
  for (let k = 0; k < cuts.length; k += 2) {
    if (cuts[k] > from) r.push(text.substring(from, cuts[k]));
    from = cuts[k + 1];
  }
  if (text.length > from) r.push(text.substring(from));
  return r;
}

/** An unquoted run of a word holds a glob (*, ?, […]) or a brace expansion ({a,b}, {1..3}). */
function globby(s: string, from: i32, to: i32): bool {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c == 42 || c == 63) return true;
    if (c == 91 && findChar(s, 93, i + 2) >= 0 && findChar(s, 93, i + 2) < to) return true;
    if (c == 123) {
      const e = findChar(s, 125, i + 1);
      if (e < 0 || e >= to) continue;
      for (let k = i + 1; k < e; k++) { const d = s.charCodeAt(k); if (d == 44 || (d == 46 && s.charCodeAt(k + 1) == 46)) return true; }
    }
  }
  return false;
}

@inline function isSpace(c: i32): bool { return c == 32 || c == 9 || c == 13; }
// Characters that end an unquoted word.
@inline function isMeta(c: i32): bool {
  return c == 32 || c == 9 || c == 10 || c == 13 || c == 59 /* ; */ || c == 38 /* & */ ||
    c == 124 /* | */ || c == 60 /* < */ || c == 62 /* > */ || c == 40 /* ( */ || c == 41 /* ) */;
}
@inline function isDigit(c: i32): bool { return c >= 48 && c <= 57; }
// The same interned literal: peekOp answers with literals, and asc stores each distinct
// literal once, so an operator is tested by its address (a string == calls String.__eq
// and two length reads: Node 20's V8 inlines no call between wasm functions).
@inline function same(a: string, b: string): bool { return changetype<usize>(a) == changetype<usize>(b); }

// Whether the code unit at i ends an unquoted word (a meta character that does not open
// a process substitution).
function endsWord(src: string, i: i32): bool {
  const c = src.charCodeAt(i);
  return isMeta(c) && !((c == 60 || c == 62) && i + 1 < src.length && src.charCodeAt(i + 1) == 40);
}

// ASCII code units that end a run of plain characters in an unquoted word (the meta
// characters, \ ' " $ ` and =), and inside double quotes (" \ $ `).
const WORD_STOP: usize = memory.data<u8>([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
]);
const DQ_STOP: usize = memory.data<u8>([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);

// The end of the run of plain characters from i: the first code unit `stop` (WORD_STOP or
// DQ_STOP) marks, or n. One table lookup per code unit: the hot loop of a long word.
@inline function runEnd(src: string, i: i32, n: i32, stop: usize): i32 {
  const base = changetype<usize>(src);
  while (i < n) {
    const k = <i32>load<u16>(base + (<usize>i << 1));
    if (k < 128 && load<u8>(stop + <usize>k) != 0) break;
    i++;
  }
  return i;
}
function isNameChar(c: i32, first: bool): bool {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || (!first && isDigit(c));
}

const RESERVED_SKIP = new NameSet(latin1(",if,then,else,elif,fi,do,done,while,until,!,{,},time,coproc,"));

class Heredoc {
  constructor(public cmd: Cmd, public delim: string, public strip: bool, public expand: bool, public redir: Redirect) {}
}

// ─── variables (wasm/shell/vars.ts) ──────────────────────────────────────────────
const HOST_VARS = new NameSet(latin1(",HOME,TMPDIR,PWD,OLDPWD,"));

// Variables a prefix or bare assignment may set without changing what a program does
// beyond its output's form (locale, time zone, colour, terminal size); any other is an
// environment the model cannot follow (PATH, LD_PRELOAD, GIT_*, a pager, an editor, …).
const HARMLESS_VARS = new NameSet(latin1(",LANG,LANGUAGE,LC_ALL,LC_CTYPE,LC_COLLATE,LC_MESSAGES,LC_NUMERIC,LC_TIME,LC_MONETARY,TZ,NO_COLOR,FORCE_COLOR,CLICOLOR,CLICOLOR_FORCE,COLORTERM,TERM,COLUMNS,LINES,"));

/** The NAME of an assignment word "NAME=…", "NAME+=…", "NAME[k]=…". */
function assignedName(w: string): string {
  let i = 0;
  while (i < w.length && isNameChar(w.charCodeAt(i), i == 0)) i++;
  return w.substring(0, i);
}

export function parseShell(src: string, cwd: string): Output {
  const out = new Output();
  const p = new Parser(src, out, 0, "");
  p.parseProgram(cwd);
  return out;
}

class Parser {
  pos: i32 = 0;
  vias: string = "";     // the wrappers on the way to this text (Cmd#vias)
  priv: string = "";     // … the first that changes who or where it runs (Cmd#priv)
  pending: Array<Heredoc> = [];
  inDouble: bool = false;
  nestOpen: i32 = 0;     // $( ) / <( ) being read by this parser
  substText: string | null = null; // the known output of the last $( ) read, if any
  dollarKind: i32 = DOLLAR_PARAM;   // what the last readDollar read
  stepLead: i32 = 0;                // readWordParts: what the last step tells of the first character (0: read it)
  dqLead: i32 = 0;                  // readDouble: the same for the text it read
  cuts: Array<i32> | null = null;   // readWordParts: [start, end) of the blanks known values split at
  paramText: string = "";           // the text of the last parameter paramValue knew
  // inside if/while/until/for/case/select or a function body: an assignment may not run
  cond: i32 = 0;
  fnBody: bool = false;  // a function's name was read: the compound command next is its body
  end: i32; // src.length, read once: Node 20's V8 inlines no call between wasm functions
  constructor(public src: string, public out: Output, public depth: i32, public via: string) { this.end = src.length; }

  // The code unit at pos + o, or -1 past either end. One small function, not inlined:
  // every character the parser reads is one call instead of three (length, charCodeAt
  // and its own length check), in less code.
  ch(o: i32 = 0): i32 {
    const i = this.pos + o;
    return <u32>i < <u32>this.end ? <i32>load<u16>(changetype<usize>(this.src) + (<usize>i << 1)) : -1;
  }

  parseProgram(cwd: string): void {
    if (this.depth > MAX_DEPTH) { this.out.overflow = true; return; }
    const dirs = new DirState(cwd);
    this.parseList(dirs, -1, null, false);
    this.readHeredocs();
  }

  // Skips blanks and comments (not newlines). Records comments.
  skipBlank(): void {
    while (true) {
      const c = this.ch();
      if (isSpace(c)) { this.pos++; continue; }
      if (c == 92 /* \ */ && this.ch(1) == 10) { this.pos += 2; continue; }
      // (right after a carriage return, which bash reads as part of a word, `#` is inside
      // that word, not a comment: `echo x\r#; rm -rf /` runs the rm)
      if (c == 35 /* # */ && !(this.pos > 0 && this.src.charCodeAt(this.pos - 1) == 13)) {
        const s = this.pos;
        while (this.pos < this.end && this.ch() != 10) this.pos++;
        this.out.comments.push(this.src.substring(s, this.pos));
        continue;
      }
      break;
    }
  }

  // Reads the operator at pos, if any (without consuming).
  peekOp(): string {
    const c = this.ch(), d = this.ch(1), e = this.ch(2);
    if (c == 38) { // &
      if (d == 38) return "&&";
      if (d == 62) return e == 62 ? "&>>" : "&>";
      return "&";
    }
    if (c == 124) { // |
      if (d == 124) return "||";
      if (d == 38) return "|&";
      return "|";
    }
    if (c == 59) { // ;
      if (d == 59) return e == 38 ? ";;&" : ";;";
      if (d == 38) return ";&";
      return ";";
    }
    if (c == 10) return "\n";
    if (c == 40) return "(";
    if (c == 41) return ")";
    if (c == 60) { // <
      if (d == 60) return e == 60 ? "<<<" : (e == 45 ? "<<-" : "<<");
      if (d == 38) return "<&";
      if (d == 62) return "<>";
      if (d == 40) return "<(";
      return "<";
    }
    if (c == 62) { // >
      if (d == 62) return ">>";
      if (d == 38) return ">&";
      if (d == 124) return ">|";
      if (d == 40) return ">(";
      return ">";
    }
    return "";
  }

  // After a newline: read the bodies of the heredocs opened on that line. A shell that
  // reads its program from stdin (`bash <<EOF`) gets the body parsed as code.
  // (the guard apart from the body: V8 compiles a wasm function on its first call, and
  // most commands never open a heredoc — the same for unwrap and extractScript)
  readHeredocs(): void {
    if (this.pending.length) this.readHeredocBodies();
  }

  readHeredocBodies(): void {
    const list = this.pending;
    this.pending = [];
    for (let k = 0; k < list.length; k++) {
      const h = list[k];
      const b = new Buf();
      let done = false;
      let joined = false;
      const src = this.src;
      while (this.pos < src.length) {
        let e = findChar(src, 10, this.pos);
        if (e < 0) e = src.length;
        let s = this.pos;
        this.pos = e < src.length ? e + 1 : e;
        if (h.strip) while (s < e && src.charCodeAt(s) == 9) s++;
        if (h.expand && e > s && trailingBackslashes(src, s, e) % 2 == 1 && e < src.length) {
          // backslash-newline joins lines in an expanding heredoc: the next physical line
          // continues this one, so it cannot be the delimiter
          b.range(src, s, e - 1);
          joined = true;
          continue;
        }
        if (!joined && e - s == h.delim.length && src.substring(s, e) == h.delim) { done = true; break; }
        if (!joined && this.nestOpen > 0 && e - s > h.delim.length && src.charCodeAt(s + h.delim.length) == 41 &&
            src.substring(s, s + h.delim.length) == h.delim) {
          // `$(cat <<EOF … EOF)`: inside $( ), bash ends the body at the delimiter and
          // reads the ")" that follows it
          this.pos = s + h.delim.length;
          done = true;
          break;
        }
        joined = false;
        b.range(src, s, e); b.char(10);
      }
      if (!done) this.out.error = true;
      const body = b.toString();
      h.redir.target = body;
      h.redir.literal = !h.expand;
      const owner = changetype<usize>(h.cmd.redirects);
      for (let i = this.out.cmds.lastIndexOf(h.cmd); i >= 0 && i < this.out.cmds.length; i++) {
        const c = this.out.cmds[i];
        if (changetype<usize>(c.redirects) != owner) continue;
        c.heredoc = body; c.hasHeredoc = true; c.heredocCode = h.expand;
        // what the reader gets: an unquoted heredoc's \\, \$ and \` lose their backslash
        const text = h.expand ? heredocText(body) : body;
        if (c.stdinShell) { c.wraps = true; this.reparse(text, c, c.name()); }
        if (c.stdinScript) { c.script = text; c.hasScript = true; }
      }
      if (h.expand) this.scanExpansions(body, h.cmd.dir);
    }
  }

  // An unquoted heredoc body still runs `$( )` and backticks: parse them.
  scanExpansions(body: string, dir: string): void {
    const sub = new Parser(body, this.out, this.depth, this.via);
    const dirs = new DirState(dir);
    while (sub.pos < body.length) {
      const c = sub.ch();
      if (c == 92) { sub.pos += 2; continue; }
      if (c == 36 && sub.ch(1) == 40 && sub.ch(2) != 40) { sub.pos += 2; sub.parseNested(dirs, 41); continue; }
      if (c == 96) { sub.pos++; sub.parseBacktick(dirs); continue; }
      sub.pos++;
    }
  }

  // At a ' inside arithmetic (`(( ))`, a subscript): the quotes end nothing, nor quote
  // anything — its $( ) and backticks run. Read for them, then stepped over.
  arithQuote(dirs: DirState): void {
    const e = findChar(this.src, 39, this.pos + 1);
    const to = e < 0 ? this.end : e;
    this.scanExpansions(this.src.substring(this.pos + 1, to), dirs.cur);
    this.pos = e < 0 ? this.end : e + 1;
  }

  // A word whose text bash evaluates again, running its $( ) and backticks though they
  // were quoted: when literal, an array subscript, arithmetic wherever bash meets it
  // (`a['$(…)']=1`, `read 'a[$(…)]'`, `x='a[$(…)]'; (( x ))`), or a quoted compound value
  // (`declare -a 'a=($(…))'`); literal or not, PS4=… (expanded on every `set -x` trace
  // line: `PS4="\$(…)$x"` too). (A word with an expansion keeps its $( ) as written: read
  // again, those would be listed twice — `a[$x'$(…)']=1` stays unread.)
  lateCode(w: string, literal: bool, dir: string): void {
    if (w.startsWith("PS4")) this.scanExpansions(promptText(w), dir);
    else if (literal && (findChar(w, 91) >= 0 || w.includes("=("))) this.scanExpansions(w, dir);
  }

  // A list: and-or chains separated by ; & newline, until `close` (a char code) or one
  // of `stopWords` in command position (returned). Inside `case`, ";;" ends it too.
  parseList(dirs: DirState, close: i32, stopWords: Array<string> | null, inCase: bool): string {
    const listId = this.out.newList();
    const info = this.out.lists[listId];
    let conn = "";
    while (true) {
      if (this.out.overflow) return "";
      this.skipBlank();
      const c = this.ch();
      if (c < 0) return "";
      if (close >= 0 && c == close) return "";
      const op = this.peekOp();
      if (same(op, "\n")) {
        this.pos++;
        this.readHeredocs();
        if (conn.length == 0 && info.elements > 0) conn = ";";
        continue;
      }
      if (same(op, ";") || same(op, "&")) { this.pos++; if (info.elements > 0) conn = op; continue; }
      if (same(op, ";;") || same(op, ";&") || same(op, ";;&")) {
        if (inCase) return op;
        this.out.error = true; this.pos += op.length; continue;
      }
      if (same(op, "&&") || same(op, "||") || same(op, "|") || same(op, "|&")) {
        this.pos += op.length; conn = op;
        continue;
      }
      if (same(op, ")")) { // a stray close: bash rejects it; skip it and go on
        this.out.error = true; this.pos++; continue;
      }
      const w = this.peekBareWord();
      if (stopWords != null && w.length && stopWords.includes(w)) return w;
      if (RESERVED_SKIP.has(w)) {
        this.pos += w.length;
        if (w == "if" || w == "while" || w == "until") this.cond++;
        else if ((w == "fi" || w == "done") && this.cond > 0) this.cond--;
        if (w == "time") { // time [-p] [--] pipeline
          this.skipBlank();
          if (this.peekBareWord() == "-p") { this.pos += 2; this.skipBlank(); }
          if (this.peekBareWord() == "--") this.pos += 2;
        }
        if (w == "coproc") this.skipCoprocName();
        if (w != "!" && w != "time" && w != "coproc") conn = "";
        continue;
      }
      if (info.elements > 0 && !same(conn, "&&")) info.onlyAnd = false;
      info.elements++;
      const mark = this.out.logNames.length;
      this.parseCommand(dirs, listId, conn);
      conn = "";
      // an element of a pipeline, or a background job, runs in a subshell: what it assigned
      // does not outlive it (unknown from here on, as the value before is not kept)
      this.skipBlank();
      const next = this.peekOp();
      const log = this.out;
      if (same(next, "|") || same(next, "|&") || same(next, "&")) {
        for (let i = mark; i < log.logNames.length; i++) log.logScopes[i].set(log.logNames[i], V_UNKNOWN, "");
      }
    }
  }

  /** Whether an assignment read now is sure to run before what follows it in the list. */
  definite(conn: string): bool {
    return this.cond == 0 && (conn.length == 0 || same(conn, ";") || same(conn, "\n") || same(conn, "&"));
  }

  /** Records NAME=value (`known`: its value is) in `scope`, for the list's later words. */
  assign(scope: Scope, name: string, value: string, known: bool, conn: string, exported: bool = false): void {
    if (name.length == 0) return;
    const def = known && this.definite(conn);
    scope.set(name, def ? V_KNOWN : V_UNKNOWN, def ? value : "", exported);
    this.out.logScopes.push(scope);
    this.out.logNames.push(name);
  }

  /** A builtin sets NAME from data: unknown from here on. */
  forget(scope: Scope, name: string): void {
    if (name.length == 0) return;
    scope.set(name, V_UNKNOWN, "");
    this.out.logScopes.push(scope);
    this.out.logNames.push(name);
  }

  /** An assignment the call makes that may change what a program does (not HARMLESS_VARS). */
  noteEnv(name: string): void {
    if (this.out.envName.length == 0 && name.length && !HARMLESS_VARS.has(name)) this.out.envName = name;
  }

  // `coproc NAME { …; }` / `coproc NAME ( … )`: NAME is a name, not a command.
  skipCoprocName(): void {
    this.skipBlank();
    const w = this.peekBareWord();
    if (w.length == 0 || w == "{") return;
    let i = this.pos + w.length;
    while (i < this.end && isSpace(this.src.charCodeAt(i))) i++;
    if (i < this.end && (this.src.charCodeAt(i) == 123 || this.src.charCodeAt(i) == 40)) this.pos = i;
  }

  // The next unquoted word as written, or "" if the next token is not a plain word.
  peekBareWord(): string {
    let i = this.pos;
    while (i < this.end) {
      const c = this.src.charCodeAt(i);
      if (isMeta(c) || c == 34 || c == 39 || c == 92 || c == 36 || c == 96) break;
      i++;
    }
    if (i < this.end) {
      const c = this.src.charCodeAt(i);
      if (!isMeta(c)) return "";
    }
    return this.src.substring(this.pos, i);
  }

  newCmd(dirs: DirState, listId: i32, conn: string): Cmd {
    const c = new Cmd();
    c.depth = this.depth;
    c.list = listId;
    c.conn = conn;
    c.dir = dirs.cur;
    c.via = this.via;
    c.vias = this.vias;
    c.priv = this.priv;
    c.scope = dirs.vars;
    c.start = this.pos;
    return c;
  }

  push(c: Cmd): void {
    if (this.out.cmds.length >= MAX_COMMANDS) { this.out.overflow = true; return; }
    this.out.cmds.push(c);
  }

  // One command: a compound ( ), { }, a reserved-word construct, or a simple command.
  parseCommand(dirs: DirState, listId: i32, conn: string): void {
    const c = this.ch();
    // a function's body runs when (and if) it is called: its assignments may not happen
    const body = this.fnBody;
    this.fnBody = false;
    if (body) this.cond++;
    if (c == 40 /* ( */) {
      if (this.ch(1) == 40 && this.arithAhead()) { this.skipArith(dirs); if (body) this.cond--; return; }
      this.pos++;
      this.nest(dirs.copy(), 41);
      if (this.ch() == 41) this.pos++; else this.out.error = true;
      if (body) this.cond--;
      this.parseTrailingRedirects(dirs, listId, conn);
      return;
    }
    const w = this.peekBareWord();
    if (w == "{") {
      this.pos++;
      this.depth++;
      if (this.depth > MAX_DEPTH) { this.out.overflow = true; this.depth--; if (body) this.cond--; return; }
      const stop = this.parseList(dirs, -1, ["}"], false);
      this.depth--;
      if (body) this.cond--;
      if (stop == "}") this.pos++; else this.out.error = true;
      this.parseTrailingRedirects(dirs, listId, conn);
      return;
    }
    if (body) this.cond--;
    if (w == "[[") { this.skipUntilWord("]]", dirs, listId); return; }
    if (w == "for" || w == "select") { this.cond++; this.skipForHeader(dirs, listId); return; } // (`done` ends the body)
    if (w == "case") { this.cond++; this.parseCase(dirs, listId); this.cond--; return; }
    if (w == "function") {
      this.pos += w.length; this.skipBlank();
      this.readWord(dirs, null); // the name
      this.skipBlank();
      if (this.ch() == 40 && this.ch(1) == 41) this.pos += 2;
      this.fnBody = true;
      return; // the body follows as an ordinary compound command
    }
    this.parseSimple(dirs, listId, conn);
  }

  nest(dirs: DirState, close: i32): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) { this.out.overflow = true; this.skipToEnd(); this.depth--; return; }
    this.parseList(dirs, close, null, false);
    this.depth--;
  }

  skipToEnd(): void { this.pos = this.end; }

  // At "((": is it arithmetic, or nested subshells written without a space? Like bash,
  // which falls back to subshells when (( … )) does not hold an expression: here, the
  // content up to the matching "))" is arithmetic unless two words stand side by side
  // ("git add") or it holds a command separator.
  arithAhead(skip: i32 = 0): bool {
    let level = 0;
    let i = this.pos + skip;
    const src = this.src;
    const start = i + 2;
    let end = -1;
    while (i < src.length) {
      const c = src.charCodeAt(i);
      if (c == 39) { const e = findChar(src, 39, i + 1); i = e < 0 ? src.length : e + 1; continue; }
      if (c == 34) { i++; while (i < src.length && src.charCodeAt(i) != 34) i += src.charCodeAt(i) == 92 ? 2 : 1; i++; continue; }
      if (c == 40) level++;
      else if (c == 41) { level--; if (level == 0) { end = i; break; } }
      i++;
    }
    if (end < 0 || src.charCodeAt(end - 1) != 41) return false;
    let prevWord = false, gap = false;
    for (let k = start; k < end - 1; k++) {
      let c = src.charCodeAt(k);
      if (c == 36 && k + 1 < end && src.charCodeAt(k + 1) == 40) {
        // a $( ) is one operand, whatever it holds
        let lv = 0;
        while (k < end - 1) { const d = src.charCodeAt(k); if (d == 40) lv++; else if (d == 41) { lv--; if (lv == 0) break; } k++; }
        if (prevWord && gap) return false;
        prevWord = true; gap = false;
        continue;
      }
      if (c == 59 || c == 10 || c == 124 && src.charCodeAt(k + 1) != 124 && (k == start || src.charCodeAt(k - 1) != 124)) return false;
      if (isNameChar(c, false) || c == 46 || c == 47 || c == 45 && prevWord && !gap) {
        if (prevWord && gap) return false;
        prevWord = true; gap = false;
      } else if (isSpace(c)) { gap = prevWord; }
      else { prevWord = false; gap = false; }
    }
    return true;
  }

  // (( expr )) — arithmetic: runs nothing itself, but its $( ) and backticks run.
  skipArith(dirs: DirState): void {
    let level = 0;
    const scratch = new Buf();
    while (this.pos < this.end) {
      const c = this.ch();
      // quotes end no (( )), but quote nothing in it either: bash evaluates `(( '$(…)' ))`
      if (c == 39) { this.arithQuote(dirs); continue; }
      if (c == 34) { this.pos++; const saved = this.inDouble; this.readDouble(dirs, scratch); this.inDouble = saved; continue; }
      if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { this.pos += 2; this.parseNested(dirs, 41); continue; }
      if (c == 96) { this.pos++; this.parseBacktick(dirs); continue; }
      if (c == 40) level++;
      else if (c == 41) { level--; if (level == 0) { this.pos++; return; } }
      this.pos++;
    }
    this.out.error = true;
  }

  // [[ ... ]]: words that are not commands, though their $( ) run.
  skipUntilWord(end: string, dirs: DirState, listId: i32): void {
    this.pos += 2;
    const sink = this.newCmd(dirs, listId, "");
    while (this.pos < this.end) {
      this.skipBlank();
      if (this.peekBareWord() == end) { this.pos += end.length; return; }
      const c = this.ch();
      if (c < 0) break;
      if (isMeta(c)) { this.pos++; if (c == 10) this.readHeredocs(); continue; } // newlines may follow && and || inside [[ ]]
      const w = this.readWord(dirs, sink);
      this.lateCode(w.text, w.literal, dirs.cur); // -v NAME, -eq: arithmetic operands
    }
    this.out.error = true;
  }

  // for NAME in WORDS; do … — the header is data, the body is parsed as a list.
  // (`do` ends the header only before `in`: after it, `do` is one of the words.)
  skipForHeader(dirs: DirState, listId: i32): void {
    const sink = this.newCmd(dirs, listId, "");
    this.pos += this.peekBareWord().length;
    let words = 0;
    let seenIn = false;
    while (this.pos < this.end) {
      this.skipBlank();
      const c = this.ch();
      if (c == 59 || c == 10) { this.pos++; if (c == 10) this.readHeredocs(); return; }
      const w = this.peekBareWord();
      if (w == "do" && !seenIn) return;
      if (c == 40 && this.ch(1) == 40) { this.skipArith(dirs); return; } // for (( … )): the body follows
      if (isMeta(c)) { this.pos++; continue; }
      if (words == 1 && w == "in") seenIn = true;
      const v = this.readWord(dirs, sink);
      if (words == 0) this.forget(dirs.vars, v.text); // (for NAME: set by the loop)
      words++;
    }
  }

  // case WORD in PAT) LIST ;; … esac
  parseCase(dirs: DirState, listId: i32): void {
    const sink = this.newCmd(dirs, listId, "");
    this.pos += 4;
    this.skipBlank();
    this.readWord(dirs, sink);
    this.skipBlank();
    if (this.peekBareWord() == "in") this.pos += 2;
    this.depth++;
    if (this.depth > MAX_DEPTH) { this.out.overflow = true; this.skipToEnd(); this.depth--; return; }
    while (this.pos < this.end && !this.out.overflow) {
      // skip blanks/newlines before a pattern
      while (true) { this.skipBlank(); if (this.ch() == 10) { this.pos++; continue; } break; }
      if (this.peekBareWord() == "esac") { this.pos += 4; this.depth--; return; }
      if (this.ch() == 40) this.pos++;
      // the pattern, up to an unquoted )
      while (this.pos < this.end && this.ch() != 41) {
        const c = this.ch();
        if (isSpace(c) || c == 124) { this.pos++; continue; }
        if (isMeta(c)) { this.pos++; continue; }
        this.readWord(dirs, sink);
      }
      if (this.ch() == 41) this.pos++;
      const stop = this.parseList(dirs, -1, ["esac"], true);
      if (stop == ";;" || stop == ";&" || stop == ";;&") { this.pos += stop.length; continue; }
      if (stop == "esac") { this.pos += 4; this.depth--; return; }
      break;
    }
    this.depth--;
    this.out.error = true;
  }

  parseTrailingRedirects(dirs: DirState, listId: i32, conn: string): void {
    this.skipBlank();
    const op = this.peekOp();
    if (op.length && (op.charCodeAt(0) == 62 || op.charCodeAt(0) == 60 || same(op, "&>") || same(op, "&>>")) && !same(op, "<(") && !same(op, ">(")) {
      const c = this.newCmd(dirs, listId, conn);
      c.wraps = true;
      while (true) {
        this.skipBlank();
        const o = this.peekOp();
        if (!(o.length && (o.charCodeAt(0) == 62 || o.charCodeAt(0) == 60 || same(o, "&>") || same(o, "&>>")) && !same(o, "<(") && !same(o, ">("))) break;
        this.parseRedirect(dirs, c, "");
      }
      // a redirect of a compound command: keep it visible to write-target rules
      if (c.redirects.length) { c.argv = []; this.push(c); }
    }
  }

  parseRedirect(dirs: DirState, cmd: Cmd, fd: string): void {
    const op = this.peekOp();
    this.pos += op.length;
    this.skipBlank();
    if (same(op, "<<") || same(op, "<<-")) {
      const w = this.readWord(dirs, null);
      // (bash reads a carriage return as part of a word: in a CRLF text, `<<EOF\r` ends at
      // the line `EOF\r`, not at `EOF`)
      const d = new Buf();
      d.str(w.text);
      while (this.ch() == 13) { this.pos++; d.char(13); d.str(this.readWord(dirs, null).text); }
      const r = new Redirect("<<", fd, "", true);
      addRedirect(cmd, r);
      this.pending.push(new Heredoc(cmd, d.toString(), same(op, "<<-"), !w.quoted, r));
      return;
    }
    const w = this.readWord(dirs, cmd);
    const r = new Redirect(op, fd, w.text, w.literal);
    addRedirect(cmd, r);
    if (same(op, "<<<")) { cmd.heredoc = w.text + "\n"; cmd.hasHeredoc = true; cmd.heredocCode = !w.literal; }
  }

  // A simple command: assignments, words, redirects.
  parseSimple(dirs: DirState, listId: i32, conn: string): void {
    const cmd = this.newCmd(dirs, listId, conn);
    const at = this.out.cmds.length;
    this.push(cmd);
    let assignmentsDone = false;
    while (this.pos < this.end && !this.out.overflow) {
      this.skipBlank();
      const c = this.ch();
      if (c < 0) break;
      // fd-prefixed redirect: 2>, 10>&1, {fd}>
      if (isDigit(c)) {
        let i = this.pos;
        while (i < this.end && isDigit(this.src.charCodeAt(i))) i++;
        const n = i < this.end ? this.src.charCodeAt(i) : -1;
        if (n == 60 || n == 62) {
          const fd = this.src.substring(this.pos, i);
          this.pos = i;
          if (!same(this.peekOp(), "<(") && !same(this.peekOp(), ">(")) { this.parseRedirect(dirs, cmd, fd); continue; }
          this.pos -= fd.length;
        }
      }
      if (c == 123 /* { */) {
        // {varname}> — a redirect that allocates a descriptor
        let i = this.pos + 1;
        while (i < this.end && isNameChar(this.src.charCodeAt(i), i == this.pos + 1)) i++;
        if (i > this.pos + 1 && i + 1 < this.end && this.src.charCodeAt(i) == 125) {
          const n = this.src.charCodeAt(i + 1);
          if (n == 60 || n == 62) {
            const fd = this.src.substring(this.pos, i + 1);
            this.pos = i + 1;
            this.parseRedirect(dirs, cmd, fd);
            continue;
          }
        }
      }
      const op = this.peekOp();
      if (same(op, "<(") || same(op, ">(")) {
        const w = this.readWord(dirs, cmd);
        this.addWord(cmd, w, assignmentsDone);
        assignmentsDone = true;
        continue;
      }
      if (op.length && (op.charCodeAt(0) == 60 || op.charCodeAt(0) == 62 || same(op, "&>") || same(op, "&>>"))) {
        this.parseRedirect(dirs, cmd, "");
        continue;
      }
      let close = this.pos + 1;
      while (close < this.end && isSpace(this.src.charCodeAt(close))) close++;
      if (same(op, "(") && cmd.argc() == 1 && close < this.end && this.src.charCodeAt(close) == 41) {
        // NAME() { body } — a function definition; the body is parsed as code.
        this.pos = close + 1;
        cmd.argv = []; cmd.lit = [];
        this.out.cmds.splice(at, 1);
        this.fnBody = true;
        return;
      }
      if (op.length) break;
      const start = this.pos;
      const w = this.readWord(dirs, cmd, true);
      if (!assignmentsDone && isAssignment(this.src, start)) {
        const text = w.end >= 0 ? this.src.substring(start, w.end) : w.text;
        this.lateCode(text, w.literal, cmd.dir);
        if (cmd.assigns === NO_WORDS) { cmd.assigns = []; cmd.assignsLit = []; }
        cmd.assigns.push(text);
        cmd.assignsLit.push(w.literal);
        continue;
      }
      if (w.vanish) continue; // (`$EMPTY git …`: no word; the next is the command's)
      if (!assignmentsDone && w.glob && w.literal && w.end < 0) {
        // a command word bash would expand (a glob, braces): which program runs is not known
        w.literal = false;
      }
      assignmentsDone = true;
      const fs = w.fields;
      if (fs != null) { for (let k = 0; k < fs!.length; k++) this.addWord(cmd, new Word(fs![k], true, w.start, false), true); continue; }
      this.addWord(cmd, w, true);
    }
    // its assignments: a bare one sets a variable of this shell; before a command, they are
    // that command's environment only
    const bare = cmd.argc() == 0;
    for (let i = 0; i < cmd.assigns.length; i++) {
      const a = cmd.assigns[i];
      const name = assignedName(a);
      this.noteEnv(name);
      if (!bare) continue;
      const eq = findChar(a, 61);
      if (name.length < eq && a.charCodeAt(name.length) != 43 /* += */) { this.forget(dirs.vars, name); continue; } // NAME[k]=
      let value = a.substring(eq + 1);
      let known = cmd.assignsLit[i];
      if (a.charCodeAt(name.length) == 43) { // NAME+=value
        const old = dirs.vars.lookup(name);
        if (old == null || old.state == V_UNKNOWN) known = false;
        else value = old.value + value;
      }
      this.assign(dirs.vars, name, value, known, conn);
    }
    if (bare) {
      // only assignments/redirects: keep redirects visible, drop the empty command (it is
      // at `at` unless a $( ) in it pushed commands after it)
      if (cmd.redirects.length == 0) { const i = this.out.cmds.lastIndexOf(cmd); if (i >= 0) this.out.cmds.splice(i, 1); }
      return;
    }
    this.afterSimple(cmd, dirs);
  }

  addWord(cmd: Cmd, w: Word, _x: bool): void {
    if (w.end >= 0) cmd.addPending(this.src, w.start, w.end);
    else cmd.words.push(w.text);
    cmd.lit.push(w.literal);
    const k: u8 = (w.multi ? WK_MULTI : 0) | (w.noDash ? WK_NODASH : 0);
    if (k) {
      if (cmd.kinds === NO_KINDS) { cmd.kinds = []; for (let i = 0; i < cmd.lit.length - 1; i++) cmd.kinds.push(0); }
      cmd.kinds.push(k);
    } else if (cmd.kinds !== NO_KINDS) cmd.kinds.push(0);
  }

  // cd/pushd tracking, what builtins do to variables, wrappers and re-parsing.
  afterSimple(cmd: Cmd, dirs: DirState): void {
    if (!cmd.lit[0]) { cmd.opaque = true; dirs.vars.forgetAll(); } // (it may be any builtin)
    const name = cmd.name();
    if (VAR_BUILTINS.has(name)) this.varEffects(cmd, name);
    if (name == "cd" || name == "pushd") {
      let target = "";
      let known = true;
      for (let i = 1; i < cmd.argv.length; i++) {
        const a = cmd.argv[i];
        if (a == "--" ) continue;
        if (a.startsWith("-") && a.length > 1) continue;
        target = a; known = cmd.lit[i];
        break;
      }
      if (name == "pushd") dirs.stack.push(dirs.cur);
      if (!known || target.length == 0 || target == "-" || target.startsWith("~")) dirs.cur = "";
      else dirs.cur = joinPath(dirs.cur, target);
    } else if (name == "popd") {
      dirs.cur = dirs.stack.length ? dirs.stack.pop() : "";
    }
    unwrap(this, cmd, 0);
  }

  // What a builtin does to the shell's variables: export/declare/typeset/local/readonly
  // assign (a literal value is known), unset unsets, read/mapfile/readarray/printf -v/
  // getopts set names from data, let assigns by arithmetic, cd moves PWD, source and
  // declare -n could set anything.
  varEffects(cmd: Cmd, n: string): void {
    const scope = cmd.scope!;
    const argv = cmd.argv;
    const c0 = n.charCodeAt(0);
    if (n == "cd" || n == "pushd" || n == "popd") { this.forget(scope, "PWD"); this.forget(scope, "OLDPWD"); return; }
    if (n == "source" || n == "." || n == "let") { scope.forgetAll(); return; }
    if (n == "unset") {
      for (let i = 1; i < argv.length; i++) {
        const a = argv[i];
        if (!cmd.lit[i]) { scope.forgetAll(); return; }
        if (a == "-f") return;
        if (a.startsWith("-")) continue;
        if (!this.definite(cmd.conn)) this.forget(scope, a);
        else { scope.set(a, V_UNSET, ""); this.out.logScopes.push(scope); this.out.logNames.push(a); }
      }
      return;
    }
    if (n == "export" || n == "declare" || n == "typeset" || n == "local" || n == "readonly") {
      let exported = n == "export";
      let unexport = false;
      for (let i = 1; i < argv.length; i++) {
        const a = argv[i];
        if (!cmd.lit[i]) { scope.forgetAll(); return; } // a name or value known only at run time
        if (a.length > 1 && (a.charCodeAt(0) == 45 || a.charCodeAt(0) == 43)) {
          if (findChar(a, 110) > 0) { if (exported) unexport = true; else { scope.forgetAll(); return; } } // -n: a reference (export: un-export)
          if (findChar(a, 102) > 0 || findChar(a, 70) > 0) return; // -f, -F: functions
          if (a.charCodeAt(0) == 45 && findChar(a, 120) > 0) exported = true;
          continue;
        }
        const name = assignedName(a);
        const eq = findChar(a, 61);
        if (exported) this.noteEnv(name);
        if (unexport || (eq >= 0 && (eq != name.length || a.charCodeAt(eq + 1) == 40))) { this.forget(scope, name); continue; } // NAME+=, NAME[k]=, NAME=(…)
        if (eq < 0) {
          const v = scope.lookup(name);
          if (exported && v != null) scope.set(name, v.state, v.value, true);
          continue;
        }
        this.assign(scope, name, a.substring(eq + 1), true, cmd.conn, exported);
      }
      return;
    }
    if (n == "printf") {
      if (argv.length > 1 && argv[1].startsWith("-v")) this.forget(scope, argv[1].length > 2 ? argv[1].substring(2) : argv.length > 2 ? argv[2] : "");
      return;
    }
    // read, mapfile, readarray, getopts: every word that could be a name is set from data
    if (c0 == 114 || c0 == 109 || c0 == 103) {
      for (let i = 1; i < argv.length; i++) {
        if (!cmd.lit[i]) { scope.forgetAll(); return; }
        const a = argv[i];
        if (assignedName(a).length == a.length) this.forget(scope, a);
      }
      this.forget(scope, n == "read" ? "REPLY" : n == "getopts" ? "OPTARG" : "MAPFILE");
      if (n == "getopts") this.forget(scope, "OPTIND");
    }
  }

  // Re-parse a string as shell (sh -c, eval, watch …). The commands found carry `via`.
  // eval, source and trap run it in this shell (its variables, and what it assigns stays);
  // anything else is a child shell: it sees the exported variables and the prefix
  // assignments of the command that starts it.
  reparse(text: string, cmd: Cmd, via: string): void {
    if (this.depth + 1 > MAX_DEPTH) { this.out.overflow = true; return; }
    const p = new Parser(text, this.out, this.depth + 1, via);
    p.vias = chainOf(cmd, via);
    p.priv = privOf(cmd, via);
    p.cond = this.cond + (this.definite(cmd.conn) && via != "trap" ? 0 : 1);
    const outer = cmd.scope != null ? cmd.scope! : new Scope(null, SCOPE_SUBSHELL);
    let scope = outer;
    if (!SAME_SHELL.has(via)) {
      scope = new Scope(outer, SCOPE_CHILD);
      for (let i = 0; i < cmd.assigns.length; i++) {
        const a = cmd.assigns[i];
        const name = assignedName(a);
        const eq = findChar(a, 61);
        const known = cmd.assignsLit[i] && eq == name.length;
        scope.set(name, known ? V_KNOWN : V_UNKNOWN, known ? a.substring(eq + 1) : "", true);
      }
    }
    const dirs = new DirState(cmd.dir, scope);
    p.parseList(dirs, -1, null, false);
    p.readHeredocs();
  }

  // Push a command found inside a wrapper.
  pushInner(outer: Cmd, argv: Array<string>, lit: Array<bool>, via: string): Cmd {
    const c = new Cmd();
    c.argv = argv; c.lit = lit;
    c.depth = outer.depth; c.list = outer.list; c.conn = outer.conn; c.dir = outer.dir;
    c.via = via; c.start = outer.start;
    c.vias = chainOf(outer, via);
    c.priv = privOf(outer, via);
    c.scope = outer.scope;
    c.assigns = outer.assigns; c.assignsLit = outer.assignsLit;
    c.redirects = outer.redirects;
    c.heredoc = outer.heredoc; c.hasHeredoc = outer.hasHeredoc; c.heredocCode = outer.heredocCode;
    outer.wraps = true;
    outer.innerRedirects = true;
    this.push(c);
    if (argv.length && !lit[0]) c.opaque = true;
    return c;
  }

  // ─── words ───────────────────────────────────────────────────────────────────
  // Reads one word at pos. `owner` receives the commands of its $( ) and backticks
  // (null: the word is read for its text only, e.g. a heredoc delimiter).
  // `lazy`: a command's word, which a long plain one may leave in the source (LAZY_WORD).
  readWord(dirs: DirState, owner: Cmd | null, lazy: bool = false): Word {
    // most words are one run of plain characters: a slice of the source, and the rest of
    // the word reader is compiled only for a command that needs it (V8 compiles a wasm
    // function whole, on its first call)
    const src = this.src, n = src.length, start = this.pos;
    if (start < n) {
      const i = runEnd(src, start, n, WORD_STOP);
      if (i > start && (i >= n || endsWord(src, i))) {
        this.pos = i;
        if (!lazy || i - start <= LAZY_WORD) {
          const v = new Word(src.substring(start, i), true, start, false);
          v.glob = globby(src, start, i);
          return v;
        }
        const w = new Word("", true, start, false);
        w.end = i;
        return w;
      }
    }
    return this.readWordParts(dirs, owner);
  }

  // A word of several parts: quotes, escapes, expansions, substitutions.
  readWordParts(dirs: DirState, owner: Cmd | null): Word {
    const start = this.pos;
    const b = new Buf();
    let literal = true;
    let quoted = false;
    let multi = false, expanded = false, glob = false;
    let lead = 0; // the word's first character: 0 none yet, 1 known and not "-", 2 "-" or unknown
    const outerCuts = this.cuts;
    this.cuts = null;
    const src = this.src;
    const n = src.length;
    while (this.pos < n) {
      if (lead == 0 && b.len > 0) lead = this.stepLead == 0 ? (load<u16>(b.ptr) == 45 ? 2 : 1) : this.stepLead;
      this.stepLead = 0;
      const c = this.ch();
      if (c == 92 /* \ */) {
        if (this.ch(1) == 10) { this.pos += 2; continue; }
        b.char(this.pos + 1 < n ? this.ch(1) : 92); // a trailing backslash is literal
        this.pos += 2; quoted = true;
        continue;
      }
      if (c == 39 /* ' */) {
        const e = findChar(src, 39, this.pos + 1);
        quoted = true;
        if (e < 0) { this.out.error = true; literal = false; b.range(src, this.pos + 1, n); this.pos = n; break; }
        b.range(src, this.pos + 1, e);
        this.pos = e + 1;
        continue;
      }
      if (c == 34 /* " */) {
        quoted = true;
        this.pos++;
        const r = this.readDouble(dirs, b);
        if (r & EXP_UNKNOWN) literal = false;
        if (r & EXP_MULTI) multi = true;
        this.stepLead = this.dqLead;
        continue;
      }
      if (c == 36 /* $ */) {
        const d = this.ch(1);
        if (d == 39 /* $' */) { quoted = true; this.pos += 2; this.readAnsi(b); continue; }
        if (d == 34 /* $" */) {
          quoted = true; this.pos += 2;
          const r = this.readDouble(dirs, b);
          if (r & EXP_UNKNOWN) literal = false;
          if (r & EXP_MULTI) multi = true;
          this.stepLead = this.dqLead;
          continue;
        }
        const r = this.appendDollar(dirs, b);
        if (r & EXP_UNKNOWN) literal = false;
        if (r & EXP_MULTI) multi = true;
        if (r & EXP_DONE) expanded = true;
        this.stepLead = r & EXP_UNKNOWN ? 2 : r & EXP_PATH ? 1 : 0;
        continue;
      }
      if (c == 96 /* ` */) {
        const s = this.pos;
        const before = this.out.cmds.length;
        this.pos++;
        this.parseBacktick(dirs);
        const t = this.knownOutput(before);
        if (t != null) { this.appendValue(b, t!, s); expanded = true; continue; }
        this.sourceOf(b, s, "`…`");
        literal = false;
        multi = true;
        this.stepLead = 2;
        continue;
      }
      if ((c == 60 || c == 62) && this.ch(1) == 40) {
        // process substitution <( ) >( )
        const s = this.pos;
        this.pos += 2;
        this.parseNested(dirs, 41);
        this.sourceOf(b, s, c == 60 ? "<(…)" : ">(…)");
        literal = false;
        this.stepLead = 1; // (a path: /dev/fd/N)
        continue;
      }
      if (isMeta(c)) break;
      if (c == 61 /* = */ && this.ch(1) == 40 && isAssignment(src, start)) {
        // array assignment: a=(x y $(cmd)) — its words are words, their $( ) run
        const s = this.pos;
        this.pos += 2;
        // (nested ones, a=(a=(…, count against the depth bound like any nesting)
        if (++this.depth > MAX_DEPTH) { this.out.overflow = true; this.skipToEnd(); }
        while (this.pos < n) {
          this.skipBlank();
          const k = this.ch();
          if (k == 41) { this.pos++; break; }
          if (k == 10) { this.pos++; continue; }
          if (isMeta(k)) { this.pos++; continue; }
          const e = this.readWord(dirs, owner);
          if (!e.literal) literal = false;
          this.lateCode(e.text, e.literal, dirs.cur); // ([k]=v: k is a subscript)
        }
        this.depth--;
        b.range(src, s, this.pos);
        // (the text kept is the source, quotes and all: with a $ or backtick in it, it is no
        // literal, nor scanned again whole by lateCode)
        for (let k = s; k < this.pos; k++) { const x = src.charCodeAt(k); if (x == 36 || x == 96) literal = false; }
        continue;
      }
      // a run of plain characters (its first is c, checked above)
      const s = this.pos;
      this.pos = runEnd(src, s + 1, n, WORD_STOP);
      if (!glob) glob = globby(src, s, this.pos);
      b.range(src, s, this.pos);
    }
    if (lead == 0 && b.len > 0) lead = this.stepLead == 0 ? (load<u16>(b.ptr) == 45 ? 2 : 1) : this.stepLead;
    this.stepLead = 0;
    const cuts = this.cuts;
    this.cuts = outerCuts;
    const w = new Word(b.toString(), literal, start, quoted);
    w.multi = multi && !literal;
    w.noDash = !literal && !w.multi && lead == 1;
    if (cuts != null && literal) w.fields = splitFields(w.text, cuts!);
    w.vanish = expanded && !quoted && b.len == 0;
    w.glob = glob;
    return w;
  }

  // After an opening ": appends the text to `b`; returns EXP_UNKNOWN when it held an
  // expansion whose text is not known (with EXP_MULTI for "$@").
  readDouble(dirs: DirState, b: Buf): i32 {
    let literal = true;
    let multi = false;
    const from = b.len;
    let lead = 0;
    const outer = this.inDouble;
    this.inDouble = true;
    const src = this.src;
    const n = src.length;
    let step = 0;
    while (true) {
      if (lead == 0 && b.len > from) lead = step == 0 ? (load<u16>(b.ptr + (<usize>from << 1)) == 45 ? 2 : 1) : step;
      step = 0;
      if (this.pos >= n) { this.out.error = true; literal = false; break; }
      const c = this.ch();
      if (c == 34) { this.pos++; break; }
      if (c == 92) {
        const d = this.ch(1);
        if (d == 34 || d == 92 || d == 36 || d == 96) { b.char(d); this.pos += 2; continue; }
        if (d == 10) { this.pos += 2; continue; }
        b.char(92); this.pos++;
        continue;
      }
      if (c == 36) {
        const d = this.ch(1);
        if (d < 0 || d == 34 || isSpace(d) || d == 10) { b.char(36); this.pos++; continue; }
        const r = this.appendDollar(dirs, b);
        if (r & EXP_UNKNOWN) literal = false;
        if (r & EXP_MULTI) multi = true;
        step = r & EXP_UNKNOWN ? 2 : r & EXP_PATH ? 1 : 0;
        continue;
      }
      if (c == 96) {
        const s = this.pos; this.pos++;
        const before = this.out.cmds.length;
        this.parseBacktick(dirs);
        const t = this.knownOutput(before);
        if (t != null) { b.str(t!); continue; }
        this.sourceOf(b, s, "`…`"); literal = false;
        step = 2;
        continue;
      }
      const s = this.pos;
      this.pos = runEnd(src, s + 1, n, DQ_STOP);
      b.range(src, s, this.pos);
    }
    this.inDouble = outer;
    this.dqLead = lead;
    return (literal ? 0 : EXP_UNKNOWN) | (multi ? EXP_MULTI : 0);
  }

  // After $': ANSI-C quoting. A NUL ends the word's text (argv words are C strings).
  readAnsi(b: Buf): void {
    let nul = false;
    let cut = -1;
    while (this.pos < this.end) {
      const c = this.ch();
      if (nul && cut < 0) cut = b.len;
      if (c == 39) { this.pos++; if (cut >= 0) b.len = cut; return; }
      if (c == 92) {
        const d = this.ch(1);
        this.pos += 2;
        // (the plain escapes share one b.char: smaller code)
        const e = d == 110 ? 10 : d == 116 ? 9 : d == 114 ? 13 : d == 97 ? 7 : d == 98 ? 8 : d == 101 || d == 69 ? 27 :
          d == 102 ? 12 : d == 118 ? 11 : d == 92 || d == 39 || d == 34 || d == 63 ? d : -1;
        if (e >= 0) b.char(e);
        else if (d == 120 /* x */ || d == 117 /* u */ || d == 85 /* U */) {
          const maxLen = d == 120 ? 2 : (d == 117 ? 4 : 8);
          let v: i64 = 0, k = 0;
          while (k < maxLen) { const h = hexVal(this.ch()); if (h < 0) break; v = v * 16 + h; this.pos++; k++; }
          if (k == 0) { b.char(92); b.char(d); }
          else if (v == 0) nul = true;
          else if (v <= 0x10ffff && !nul) b.str(String.fromCodePoint(<i32>v));
        } else if (d >= 48 && d <= 55) {
          let v = d - 48, k = 1;
          while (k < 3 && this.ch() >= 48 && this.ch() <= 55) { v = v * 8 + this.ch() - 48; this.pos++; k++; }
          if ((v & 0xff) == 0) nul = true; else if (!nul) b.char(v & 0xff);
        } else if (d == 99 /* \cX */ && this.pos < this.end && this.ch() != 39) {
          const x = this.ch(); this.pos++;
          b.char(x == 63 ? 127 : (x & 0x1f));
        } else if (d < 0) { break; }
        else { b.char(92); b.char(d); } // an unknown escape keeps its backslash
        continue;
      }
      b.char(c);
      this.pos++;
    }
    this.out.error = true;
  }

  // Reads a $-expansion into `b`: the text it is known to produce (a variable's known value,
  // $(cat <<'EOF' … EOF)), or its source text (a host variable kept as written, or an
  // unknown). Returns EXP_* bits: whether it was an expansion, whether its text is unknown,
  // and whether it may be zero words or several (unquoted, or "$@").
  appendDollar(dirs: DirState, b: Buf): i32 {
    const s = this.pos;
    this.substText = null;
    this.dollarKind = DOLLAR_PARAM;
    const expands = this.readDollar(dirs);
    const known = this.substText;
    if (known != null) return this.appendValue(b, known!, s);
    if (!expands) { b.range(this.src, s, this.pos); return 0; }
    const kind = this.dollarKind;
    const r = kind == DOLLAR_PARAM ? this.paramValue(dirs, s, this.pos) : PARAM_UNKNOWN;
    if (r == PARAM_VALUE) return this.appendValue(b, this.paramText, s);
    if (r == PARAM_HOST) { b.range(this.src, s, this.pos); return EXP_DONE | EXP_PATH; }
    this.sourceOf(b, s, kind == DOLLAR_SUBST ? "$(…)" : kind == DOLLAR_ARITH ? "$((…))" : "${…}");
    // (an arithmetic result is one number; anything else unquoted may split or vanish)
    return EXP_DONE | EXP_UNKNOWN | ((!this.inDouble && kind != DOLLAR_ARITH) || r == PARAM_ALL ? EXP_MULTI : 0);
  }

  // A known value: quoted, its text; unquoted, bash splits it into fields at blanks (the
  // runs recorded in `cuts`, for readWordParts) and matches a glob character against files
  // (unknown then: what files match is not known here).
  appendValue(b: Buf, v: string, s: i32): i32 {
    if (this.inDouble) { b.str(v); return EXP_DONE; }
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c == 42 || c == 63 || c == 91) { this.sourceOf(b, s, "$…"); return EXP_DONE | EXP_UNKNOWN | EXP_MULTI; }
    }
    for (let i = 0; i < v.length; ) {
      const c = v.charCodeAt(i);
      if (c == 32 || c == 9 || c == 10) {
        let e = i;
        while (e < v.length && (v.charCodeAt(e) == 32 || v.charCodeAt(e) == 9 || v.charCodeAt(e) == 10)) e++;
        let cuts = this.cuts;
        if (cuts == null) { cuts = []; this.cuts = cuts; }
        cuts.push(b.len); cuts.push(b.len + e - i);
        b.range(v, i, e);
        i = e;
      } else { b.char(c); i++; }
    }
    return EXP_DONE;
  }

  // The text of an expansion known only at run time, as written from `s` to here — or, past
  // 64 code units, `short`: a word holds its substitutions' text once, not once for each
  // level they nest (which would make nesting cost its depth squared)
  sourceOf(b: Buf, s: i32, short: string): void {
    if (this.pos - s > 64) b.str(short);
    else b.range(this.src, s, this.pos);
  }

  // What a command substitution whose commands start at out.cmds[before] writes, when that
  // is known before it runs: `$(cat <<'EOF' … EOF)` (the heredoc's text: agents write commit
  // messages this way), `$(echo …)` and `$(printf %s …)` of literal words (pipedText's
  // reading of echo and printf); trailing newlines dropped, as a substitution drops them.
  knownOutput(before: i32): string | null {
    const cs = this.out.cmds;
    if (cs.length != before + 1) return null;
    const k = cs[before];
    let t: string | null = null;
    if (k.argc() == 1 && k.lit[0] && k.name() == "cat" && k.hasHeredoc && !k.heredocCode && k.redirects.length == 1) t = k.heredoc;
    else if (k.redirects.length == 0 && !k.wraps && (k.name() == "echo" || k.name() == "printf") && k.argc() > 0) t = literalOutput(k);
    if (t == null) return null;
    let e = t!.length;
    while (e > 0 && t!.charCodeAt(e - 1) == 10) e--;
    return t!.substring(0, e);
  }

  // The parameter expansion at src[s, e): PARAM_VALUE (its text in paramText), PARAM_HOST
  // (a host variable the call never assigned: kept as written), PARAM_ALL ("$@", "${a[@]}"),
  // or PARAM_UNKNOWN. Forms read: $NAME, ${NAME}, ${NAME:-WORD}, ${NAME-WORD} with a plain
  // WORD; ${NAME:=…} and ${NAME=…} assign (NAME is unknown after); the rest is unknown.
  paramValue(dirs: DirState, s: i32, e: i32): i32 {
    const src = this.src;
    let from = s + 1, to = e;
    const braced = src.charCodeAt(from) == 123;
    if (braced) { from++; to--; }
    let i = from;
    while (i < to && isNameChar(src.charCodeAt(i), i == from)) i++;
    if (i == from) {
      const c = i < to ? src.charCodeAt(i) : -1;
      return (c == 64 || c == 42) && i + 1 == to ? PARAM_ALL : PARAM_UNKNOWN;
    }
    const name = src.substring(from, i);
    let def = -1;            // where a default WORD starts
    let colon = false;
    if (i < to) {
      if (!braced) return PARAM_UNKNOWN;
      let k = i;
      if (src.charCodeAt(k) == 58 /* : */) { colon = true; k++; }
      const op = k < to ? src.charCodeAt(k) : -1;
      if (op == 61 /* = */) { this.forget(dirs.vars, name); return PARAM_UNKNOWN; }
      if (op == 91 /* [ */ && k + 3 == to && (src.charCodeAt(k + 1) == 64 || src.charCodeAt(k + 1) == 42)) return PARAM_ALL;
      if (op != 45 /* - */) return PARAM_UNKNOWN;
      def = k + 1;
      for (let j = def; j < to; j++) {
        const c = src.charCodeAt(j);
        if (c == 36 || c == 96 || c == 39 || c == 34 || c == 92) return PARAM_UNKNOWN;
      }
    }
    const v = dirs.vars.lookup(name);
    if (v == null) return HOST_VARS.has(name) ? PARAM_HOST : PARAM_UNKNOWN;
    if (v.state == V_UNKNOWN) return PARAM_UNKNOWN;
    const set = v.state == V_KNOWN;
    const useDefault = def >= 0 && (colon ? !set || v.value.length == 0 : !set);
    this.paramText = useDefault ? src.substring(def, to) : (set ? v.value : "");
    return PARAM_VALUE;
  }

  // $VAR, ${…}, $( ), $(( )) — consumes it; returns true when it is an expansion
  // (false for a lone "$", which is literal).
  readDollar(dirs: DirState): bool {
    const d = this.ch(1);
    if (d == 40 /* ( */) {
      if (this.ch(2) == 40 && this.arithAhead(1)) { // $(( arithmetic ))
        this.pos += 1;
        this.skipArith(dirs);
        this.dollarKind = DOLLAR_ARITH;
        return true;
      }
      this.dollarKind = DOLLAR_SUBST;
      this.pos += 2;
      const before = this.out.cmds.length;
      this.parseNested(dirs, 41);
      // "$(cat <<'EOF' … EOF)" is the heredoc's text: a literal (agents write commit
      // messages and scripts this way); unquoted, bash splits it into words: an expansion
      const t = this.knownOutput(before);
      if (t != null) { this.substText = t; return false; }
      return true;
    }
    if (d == 123 /* { */) {
      // ${…}: quotes inside it quote (single quotes only outside "…"), and its $( ),
      // backticks and nested ${ } run
      this.pos += 2;
      let level = 1;
      let sub = 0; // inside [ ]: a subscript, arithmetic, whose quotes end no word but
                   // quote no $( ) either (`${a['$(…)']}` runs it)
      const scratch = new Buf();
      while (this.pos < this.end && level > 0) {
        const c = this.ch();
        if (c == 92) { this.pos += 2; continue; }
        if (c == 39 && !this.inDouble) {
          if (sub > 0) { this.arithQuote(dirs); continue; }
          const e = findChar(this.src, 39, this.pos + 1);
          this.pos = e < 0 ? this.end : e + 1;
          continue;
        }
        if (c == 91) sub++;
        else if (c == 93 && sub > 0) sub--;
        if (c == 34) { this.pos++; const saved = this.inDouble; this.readDouble(dirs, scratch); this.inDouble = saved; continue; }
        if (c == 96) { this.pos++; this.parseBacktick(dirs); continue; }
        if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { this.pos += 2; this.parseNested(dirs, 41); continue; }
        if (c == 36 && this.ch(1) == 123) { this.pos += 2; level++; continue; }
        if (c == 125) level--; // (a bare `{` opens nothing: `${x:-{}` ends at its first `}`)
        this.pos++;
      }
      if (level > 0) this.out.error = true;
      return true;
    }
    if (d == 91 /* [ */) {
      // $[ … ] — bash's old arithmetic expansion
      this.dollarKind = DOLLAR_ARITH;
      this.pos += 2;
      let level = 1;
      while (this.pos < this.end && level > 0) {
        const c = this.ch();
        if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { this.pos += 2; this.parseNested(dirs, 41); continue; }
        if (c == 96) { this.pos++; this.parseBacktick(dirs); continue; }
        if (c == 91) level++;
        else if (c == 93) level--;
        this.pos++;
      }
      if (level > 0) this.out.error = true;
      return true;
    }
    this.pos++;
    if (isNameChar(d, true)) { while (isNameChar(this.ch(), false)) this.pos++; return true; }
    if (d >= 0 && (isDigit(d) || d == 64 || d == 42 || d == 35 || d == 63 || d == 45 || d == 36 || d == 33)) { this.pos++; return true; }
    return false;
  }

  // After "$(" or "<(": a nested program up to the matching ")".
  parseNested(dirs: DirState, close: i32): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) { this.out.overflow = true; this.skipToEnd(); this.depth--; return; }
    const saved = this.pending;
    const quoted = this.inDouble;
    this.pending = [];
    this.inDouble = false;
    this.nestOpen++;
    this.parseList(dirs.copy(), close, null, false);
    this.readHeredocs();
    this.nestOpen--;
    this.pending = saved;
    this.inDouble = quoted;
    this.depth--;
    if (this.ch() == close) this.pos++; else this.out.error = true;
  }

  // After a backtick: the text up to the closing backtick, un-escaped, parsed as code.
  parseBacktick(dirs: DirState): void {
    const b = new Buf();
    let closed = false;
    while (this.pos < this.end) {
      const c = this.ch();
      if (c == 92) {
        const d = this.ch(1);
        if (d == 96 || d == 92 || d == 36 || (d == 34 && this.inDouble)) { b.char(d); this.pos += 2; continue; }
        b.char(92); this.pos++; continue;
      }
      if (c == 96) { this.pos++; closed = true; break; }
      b.char(c);
      this.pos++;
    }
    if (!closed) this.out.error = true;
    if (this.depth + 1 > MAX_DEPTH) { this.out.overflow = true; return; }
    const p = new Parser(b.toString(), this.out, this.depth + 1, this.via);
    p.parseList(dirs.copy(), -1, null, false);
    p.readHeredocs();
  }
}

// An unquoted heredoc's body as its reader gets it: a backslash before \, $ or ` is
// removed (its expansions are left as written: the model does not evaluate them).
function heredocText(body: string): string {
  if (findChar(body, 92) < 0) return body;
  const b = new Buf();
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c == 92 && i + 1 < body.length) {
      const d = body.charCodeAt(i + 1);
      if (d == 92 || d == 36 || d == 96) { b.char(d); i++; continue; }
    }
    b.char(c);
  }
  return b.toString();
}

function trailingBackslashes(src: string, s: i32, e: i32): i32 {
  let k = 0;
  while (e - 1 - k >= s && src.charCodeAt(e - 1 - k) == 92) k++;
  return k;
}

function hexVal(c: i32): i32 {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

// NAME=… or NAME+=… at `start`.
function isAssignment(src: string, start: i32): bool {
  let i = start;
  if (i >= src.length || !isNameChar(src.charCodeAt(i), true)) return false;
  while (i < src.length && isNameChar(src.charCodeAt(i), false)) i++;
  if (i < src.length && src.charCodeAt(i) == 91 /* [ */) { while (i < src.length && src.charCodeAt(i) != 93) i++; i++; }
  if (i < src.length && src.charCodeAt(i) == 43) i++;
  return i < src.length && src.charCodeAt(i) == 61;
}

// ─── wrappers ──────────────────────────────────────────────────────────────────
// A wrapper runs (part of) its arguments as a command. `unwrap` finds that command,
// pushes it with `via` set, and recurses on it (sudo env nice git …), bounded by depth.

const SHELLS = new NameSet(latin1(",sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,busybox,"));
// builtins that change the shell's variables (Parser#varEffects)
const VAR_BUILTINS = new NameSet(latin1(",export,declare,typeset,local,readonly,unset,read,mapfile,readarray,getopts,printf,let,source,.,cd,pushd,popd,"));
// re-parsers that run their text in the same shell (the rest start a child shell)
const SAME_SHELL = new NameSet(latin1(",eval,source,.,trap,"));
// wrappers that change who or where the command runs: an allow must name them (via)
export const PRIVILEGED = new NameSet(latin1(",sudo,doas,su,runuser,pkexec,chroot,setpriv,sg,capsh,nsenter,unshare,systemd-run,machinectl,ssh,"));

/** The wrapper chain of a command found in `outer` through `via`: ",sudo,sh,". */
function chainOf(outer: Cmd, via: string): string {
  return (outer.vias.length ? outer.vias : ",") + via + ",";
}
/** The first privilege-changing wrapper on the way through `outer` and `via`. */
function privOf(outer: Cmd, via: string): string {
  return outer.priv.length ? outer.priv : PRIVILEGED.has(via) ? via : "";
}
// every name `unwrap` looks into (keep in step with its branches); others are left as they are
const UNWRAPPED = new NameSet(latin1(",sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,busybox,env,command,builtin,nohup,chronic,unbuffer,caffeinate,noglob,nocorrect,exec,time,nice,ionice,timeout,stdbuf,sudo,doas,su,runuser,xargs,watch,parallel,find,eval,script,setsid,flock,strace,ltrace,taskset,chrt,source,.,trap,"));

function isShell(n: string): bool { return SHELLS.has(n); }

// Skip options of a wrapper: `valued` lists options that take a separate value.
// Returns the index of the first operand, or -1 when the options run out.
function skipOpts(argv: Array<string>, from: i32, valued: List, stopAtDashDash: bool = true): i32 {
  let i = from;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--" && stopAtDashDash) return i + 1;
    if (a.length < 2 || a.charCodeAt(0) != 45) return i;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (eq < 0 && listed(valued, name, true)) i++;
      i++;
      continue;
    }
    // short bundle: the first valued letter takes the rest or the next word
    let consumed = false;
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (listed(valued, f)) { if (k == a.length - 1) i++; consumed = true; break; }
    }
    i++;
    if (consumed) continue;
  }
  return -1;
}

function slice(a: Array<string>, from: i32): Array<string> { return a.slice(from); }
function sliceB(a: Array<bool>, from: i32): Array<bool> { return a.slice(from); }

function joinedLit(cmd: Cmd, from: i32, to: i32): bool {
  for (let i = from; i < to; i++) if (!cmd.lit[i]) return false;
  return true;
}

function unwrap(p: Parser, cmd: Cmd, level: i32): void {
  if (level > 16) { p.out.overflow = true; return; }
  if (cmd.opaque || cmd.argc() == 0) return;
  const n = cmd.name();
  // (most commands run no inline program: extractScript is compiled only for one that may)
  if (n == "deno" || isInterpreter(n)) extractScript(p, cmd);
  if (UNWRAPPED.has(n)) unwrapWrapper(p, cmd, n, level);
  else if (LATER.has(n)) laterCode(p, cmd, n);
}

const LATER = new NameSet(latin1(",declare,typeset,local,export,readonly,read,printf,test,[,let,unset,wait,mapfile,readarray,"));

// Builtins that evaluate their words later. The variable names they are given have their
// subscripts evaluated, as arithmetic (`read 'a[$(…)]'`, `printf -v`, `test -v`, `wait
// -p`, `unset`, each word of `let`), declare's values may be (lateCode); mapfile's -C
// CALLBACK is code, run every -c lines with the index and the line appended (none of the
// others takes a -C, and mapfile's valued options are left out: -dC reads as -C, which
// only adds a command).
function laterCode(p: Parser, cmd: Cmd, n: string): void {
  const argv = cmd.argv;
  const c = commandOption(argv, latin1(","), "-C");
  if (c >= 0) runsText(p, cmd, c, optionText, n);
  if (n == "printf" && !(argv.length > 1 && argv[1].startsWith("-v"))) return;
  for (let i = 1; i < argv.length; i++) p.lateCode(argv[i], cmd.lit[i], cmd.dir);
}

// `unwrap` past its guards: cmd runs a wrapper (n) — find the command it runs.
function unwrapWrapper(p: Parser, cmd: Cmd, n: string, level: i32): void {
  const argv = cmd.argv;
  let at = -1;
  let via = n;
  if (n == "env") {
    // options: -i -0 -v flags; -u NAME, -C DIR, -P PATH take the rest of their bundle or
    // the next word; -S STRING (--split-string) is a command line to re-parse
    let i = 1;
    let options = true;
    while (i < argv.length) {
      const a = argv[i];
      if (options && a == "--") { i++; options = false; continue; }
      if (options && a == "-") { i++; continue; } // (-i's old spelling)
      if (options && a.startsWith("--")) {
        const eq = findChar(a, 61);
        const name = eq >= 0 ? a.substring(0, eq) : a;
        if (name == "--split-string") {
          if (eq >= 0) envSplit(p, cmd, a.substring(eq + 1), i, i + 1);
          else if (i + 1 < argv.length) envSplit(p, cmd, argv[i + 1], i + 1, i + 2);
          return;
        }
        i += eq < 0 && (name == "--unset" || name == "--chdir") ? 2 : 1;
        continue;
      }
      if (options && a.length > 1 && a.charCodeAt(0) == 45) {
        let valued = false;
        for (let k = 1; k < a.length; k++) {
          const f = a.charCodeAt(k);
          if (f == 83 /* S */) {
            if (k + 1 < a.length) envSplit(p, cmd, a.substring(k + 1), i, i + 1);
            else if (i + 1 < argv.length) envSplit(p, cmd, argv[i + 1], i + 1, i + 2);
            return;
          }
          if (f == 117 /* u */ || f == 67 /* C */ || f == 80 /* P */) { valued = k == a.length - 1; break; }
        }
        i += valued ? 2 : 1;
        continue;
      }
      if (findChar(a, 61) > 0) { p.lateCode(a, cmd.lit[i], cmd.dir); addAssign(p, cmd, a, cmd.lit[i]); i++; continue; } // (PS4=…: lateCode)
      break;
    }
    at = i < argv.length ? i : -1;
  } else if (n == "command") {
    for (let i = 1; i < argv.length; i++) { if (argv[i] == "-v" || argv[i] == "-V") return; }
    at = skipOpts(argv, 1, latin1(","));
  } else if (n == "exec") {
    at = skipOpts(argv, 1, latin1(",-a,"));
  } else if (n == "time") {
    at = skipOpts(argv, 1, latin1(",-f,--format,-o,--output,"));
  } else if (n == "nice") {
    at = skipOpts(argv, 1, latin1(",-n,--adjustment,"));
  } else if (n == "ionice") {
    at = skipOpts(argv, 1, latin1(",-c,-n,-p,-P,-u,--class,--classdata,"));
  } else if (n == "timeout") {
    const i = skipOpts(argv, 1, latin1(",-s,-k,--signal,--kill-after,"));
    at = i >= 0 && i + 1 < argv.length ? i + 1 : -1; // skip DURATION
  } else if (n == "stdbuf") {
    at = skipOpts(argv, 1, latin1(",-i,-o,-e,--input,--output,--error,"));
  } else if (n == "sudo") {
    at = skipOpts(argv, 1, latin1(",-u,-g,-h,-p,-C,-D,-r,-t,-U,-T,-R,--user,--group,--host,--prompt,--close-from,--chdir,--role,--type,--other-user,--command-timeout,--chroot,"));
    // `sudo VAR=value … cmd`: the command's environment, as env's (PS4 read as code)
    while (at > 0 && at < argv.length && findChar(argv[at], 61) > 0) { p.lateCode(argv[at], cmd.lit[at], cmd.dir); addAssign(p, cmd, argv[at], cmd.lit[at]); at++; }
  } else if (n == "doas") {
    at = skipOpts(argv, 1, latin1(",-u,-C,"));
  } else if (n == "su" || n == "runuser") {
    // su [opts] [-] [user [args]]: -c CMD (also bundled, -lc CMD) or --command=CMD is a
    // command line for the user's shell, wherever it stands; runuser -u USER [--] CMD… runs
    // CMD itself
    const c = commandOption(argv, latin1(",-g,-G,-s,-w,-u,"));
    if (c >= 0) { runsText(p, cmd, c, optionText, n); return; }
    if (n == "su") return;
    let user = false;
    for (let i = 1; i < argv.length; i++) { const a = argv[i]; if (a == "-u" || a == "--user" || a.startsWith("--user=")) user = true; }
    if (!user) return;
    at = skipOpts(argv, 1, latin1(",-u,--user,-g,--group,-G,--supp-group,-s,--shell,-w,--whitelist-environment,"));
  } else if (n == "xargs") {
    xargsInner(p, cmd, level);
    return;
  } else if (n == "watch") {
    let exec = false;
    let i = 1;
    while (i < argv.length) {
      const a = argv[i];
      if (a == "-x" || a == "--exec") { exec = true; i++; continue; }
      if (a == "-n" || a == "--interval" || a == "-q" || a == "--equexit") { i += 2; continue; }
      if (a == "--") { i++; break; }
      if (a.startsWith("-")) { i++; continue; }
      break;
    }
    if (i >= argv.length) return;
    if (exec) { at = i; }
    else {
      cmd.wraps = true;
      if (!joinedLit(cmd, i, argv.length)) { cmd.opaque = true; return; }
      p.reparse(joinWords(argv, i), cmd, "watch");
      return;
    }
  } else if (n == "parallel") {
    const i = skipOpts(argv, 1, latin1(",-j,--jobs,-S,--sshlogin,-a,--arg-file,--joblog,--delay,--timeout,-n,-N,--max-args,-I,--colsep,-d,--delimiter,--results,--tmpdir,"));
    if (i < 0) { cmd.wraps = true; cmd.opaque = true; return; } // (the commands come from stdin)
    let e = i;
    while (e < argv.length && argv[e] != ":::" && argv[e] != "::::" && argv[e] != ":::+" && argv[e] != "::::+") e++;
    if (e == i) {
      // no command: each argument of a ::: list is a command line; arguments from stdin or a
      // file (::::) are commands not known here
      if (e < argv.length && argv[e] == ":::") { for (let k = e + 1; k < argv.length && argv[k] != ":::" && argv[k] != "::::"; k++) runsText(p, cmd, k, argv[k], "parallel"); }
      else { cmd.wraps = true; cmd.opaque = true; }
      return;
    }
    if (e - i == 1 && findChar(argv[i], 32) >= 0) { runsText(p, cmd, i, argv[i], "parallel"); return; }
    // one job an argument of a single ::: list (known words); arguments from stdin, a file
    // (::::) or several lists (their combinations): unknown words appended
    let g = e + 1;
    while (g < argv.length && argv[g] != ":::" && argv[g] != "::::" && argv[g] != ":::+" && argv[g] != "::::+") g++;
    if (e < argv.length && argv[e] == ":::" && g == argv.length && g > e + 1) {
      for (let k = e + 1; k < argv.length; k++) {
        const words = argv.slice(i, e); words.push(argv[k]);
        const lits = cmd.lit.slice(i, e); lits.push(cmd.lit[k]);
        unwrap(p, p.pushInner(cmd, words, lits, "parallel"), level + 1);
      }
      return;
    }
    const inner = innerOf(p, cmd, i, e, "parallel");
    appendUnknown(inner, true);
    unwrap(p, inner, level + 1);
    return;
  } else if (n == "find") {
    let found = false;
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir") {
        let e = i + 1;
        while (e < argv.length && argv[e] != ";" && argv[e] != "+") e++;
        if (e > i + 1) {
          // {} is each path found: known only when find runs (with `+`, several of them)
          const inner = p.pushInner(cmd, cmd.argv.slice(i + 1, e), cmd.lit.slice(i + 1, e), "find");
          for (let k = 0; k < inner.argc(); k++) if (inner.argv[k].includes("{}")) markUnknown(inner, k, e < argv.length && argv[e] == "+");
          if (inner.argc() && !inner.lit[0]) inner.opaque = true;
          unwrap(p, inner, level + 1);
          found = true;
        }
        i = e;
      }
    }
    return;
  } else if (n == "eval") {
    const from = argv.length > 1 && argv[1] == "--" ? 2 : 1;
    if (argv.length <= from) return;
    cmd.wraps = true;
    if (!joinedLit(cmd, from, argv.length)) { cmd.opaque = true; return; }
    p.reparse(joinWords(argv, from), cmd, "eval");
    return;
  } else if (n == "script") {
    // script [-a -e -f -q …] -c CMD [file], script --command=CMD, script -qec CMD
    const c = commandOption(argv, latin1(",-I,-O,-B,-T,-m,-E,"));
    if (c >= 0) runsText(p, cmd, c, optionText, "script");
    return;
  } else if (n == "trap") {
    let i = 1;
    if (i < argv.length && argv[i] == "--") i++;
    if (i + 1 >= argv.length || argv[i].startsWith("-")) return; // trap -l, trap -p, a reset
    runsText(p, cmd, i, argv[i], "trap");
    return;
  } else if (n == "strace") {
    at = skipOpts(argv, 1, latin1(",-e,-o,-p,-s,-u,-E,-a,-b,-I,-O,-S,-X,-P,-U,"));
  } else if (n == "ltrace") {
    at = skipOpts(argv, 1, latin1(",-e,-o,-p,-s,-u,-a,-A,-D,-F,-l,-n,-x,-w,"));
  } else if (n == "taskset" || n == "chrt") {
    // taskset [opts] MASK CMD…, chrt [opts] PRIORITY CMD…; with -p they act on a process
    const i = skipOpts(argv, 1, n == "chrt" ? latin1(",-T,-P,-D,--sched-runtime,--sched-period,--sched-deadline,") : latin1(","));
    for (let k = 1; k < (i < 0 ? argv.length : i); k++) {
      const a = argv[k];
      if (a == "--pid" || (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 112) >= 0)) return;
    }
    at = i >= 0 && i + 1 < argv.length ? i + 1 : -1;
  } else if (n == "flock") {
    // flock [opts] FILE CMD…, flock [opts] FILE -c CMDLINE, flock [opts] FD
    const i = skipOpts(argv, 1, latin1(",-w,--wait,--timeout,-E,--conflict-exit-code,"));
    if (i < 0 || i + 1 >= argv.length) return;
    if (argv[i + 1] == "-c" || argv[i + 1] == "--command") {
      if (i + 2 < argv.length) runsText(p, cmd, i + 2, argv[i + 2], "flock");
      return;
    }
    at = i + 1;
  } else if (n == "source" || n == ".") {
    // a file read as code: one made by a process substitution, or stdin, is a program
    // this model cannot see
    if (argv.length < 2) return;
    const f = argv[1];
    if (processSubst(cmd, 1)) { cmd.opaque = true; return; }
    if (isStdinPath(f)) stdinProgram(p, cmd, n);
    return;
  } else if (isShell(n)) {
    // sh -c STRING [name args…]; -c may be bundled (-lc, -ec). Without -c and without a
    // script operand, the shell reads its program from stdin: a heredoc/here-string.
    let i = 1;
    let hasC = false;
    let hasS = false;
    let operand = -1;
    while (i < argv.length) {
      const a = argv[i];
      if (a == "--" || a == "-") { i++; if (i < argv.length) operand = i; break; }
      if (a == "-o" || a == "+o" || a == "-O" || a == "+O" || a == "--rcfile" || a == "--init-file") { i += 2; continue; }
      if (a.length > 1 && (a.charCodeAt(0) == 45 || a.charCodeAt(0) == 43)) {
        if (a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 99) > 0) hasC = true;
        if (a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 115) > 0) hasS = true;
        if (a == "--command") hasC = true; // fish
        i++; continue;
      }
      operand = i;
      break;
    }
    // `bash -s ARGS`, `bash /dev/stdin`: the program is still read from stdin
    if (!hasC && (hasS || (operand >= 0 && isStdinPath(argv[operand])))) operand = -1;
    if (n == "busybox") { if (argv.length > 1 && !hasC) unwrapInner(p, cmd, 1, argv.length, "busybox", level); return; }
    if (hasC) {
      if (operand < 0) { cmd.wraps = true; cmd.opaque = true; return; }
      runsText(p, cmd, operand, argv[operand], n);
      return;
    }
    if (operand < 0) { stdinProgram(p, cmd, n); return; }
    // `bash <(curl …)`: the program is the output of a command
    if (processSubst(cmd, operand)) { cmd.wraps = true; cmd.opaque = true; }
    return;
  } else {
    // the rest of UNWRAPPED: builtin, nohup, chronic, unbuffer, caffeinate, noglob,
    // nocorrect, setsid (by elimination: a shorter module than their names compared)
    at = skipOpts(argv, 1, latin1(","));
  }
  if (at < 0 || at >= argv.length) return;
  unwrapInner(p, cmd, at, argv.length, via, level);
}

/** A wrapper's VAR=value word: the environment of the command it runs (Cmd#assigns). */
function addAssign(p: Parser, cmd: Cmd, a: string, lit: bool): void {
  p.noteEnv(assignedName(a));
  if (cmd.assigns === NO_WORDS) { cmd.assigns = []; cmd.assignsLit = []; }
  else if (cmd.assigns.length && cmd.assignsLit.length == cmd.assigns.length) { cmd.assigns = cmd.assigns.slice(0); cmd.assignsLit = cmd.assignsLit.slice(0); }
  cmd.assigns.push(a);
  cmd.assignsLit.push(lit);
}

/** Word k of `c` is known only when it runs (`many`: it may be zero words or several). */
function markUnknown(c: Cmd, k: i32, many: bool): void {
  c.lit[k] = false;
  if (!many) return;
  if (c.kinds === NO_KINDS || c.kinds.length < c.lit.length) {
    const m = new Array<u8>(c.lit.length);
    for (let i = 0; i < c.kinds.length; i++) m[i] = c.kinds[i];
    c.kinds = m;
  }
  c.kinds[k] = WK_MULTI;
}

/** Words a command gets from elsewhere (stdin, a file): one unknown word standing for them. */
function appendUnknown(c: Cmd, many: bool): void {
  const words = c.argv.slice(0);
  words.push("…");
  c.argv = words;
  c.lit = c.lit.slice(0);
  c.lit.push(false);
  if (c.kinds !== NO_KINDS) c.kinds = c.kinds.slice(0);
  markUnknown(c, c.lit.length - 1, many);
}

// xargs [options] [command [initial-arguments]]: GNU's and BSD's options. The command runs
// with words read from stdin (or -a FILE) appended — known when a literal echo/printf
// feeds it plain words and nothing splits them into several runs, unknown otherwise; with a
// replace string (-I R, -i[R], --replace[=R], BSD -J R) the words holding it are unknown.
function xargsInner(p: Parser, cmd: Cmd, level: i32): void {
  const argv = cmd.argv;
  let i = 1;
  let repl = "";
  let split = false;    // -n, -L, -l, -s, -d, -0, -a, -E, -e: the words are read another way, or in several runs
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--") { i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (listed(latin1(",--replace,"), name, true)) { repl = eq >= 0 ? a.substring(eq + 1) : "{}"; i++; continue; }
      const valued = listed(latin1(",--arg-file,--delimiter,--max-args,--max-procs,--max-chars,--process-slot-var,--max-lines,--eof,"), name, true);
      if (!listed(latin1(",--max-procs,--process-slot-var,--verbose,--interactive,--no-run-if-empty,--exit,--null,--open-tty,--show-limits,"), name, true)) split = true;
      if (listed(latin1(",--null,"), name, true)) split = true;
      i += valued && eq < 0 && !listed(latin1(",--max-lines,--eof,"), name, true) ? 2 : 1;
      continue;
    }
    // a bundle: -0prt, -n1, -I {} …; a letter that takes a value ends it
    let k = 1;
    let took = false;
    while (k < a.length) {
      const f = a.charCodeAt(k);
      // required values: a d E I J L n P R s S; optional attached: e i l
      if (f == 73 /* I */ || f == 74 /* J */ || f == 105 /* i */) {
        repl = k + 1 < a.length ? a.substring(k + 1) : f == 105 ? "{}" : i + 1 < argv.length ? argv[i + 1] : "";
        if (k + 1 >= a.length && f != 105) took = true;
        break;
      }
      if (f == 97 || f == 100 || f == 69 || f == 76 || f == 110 || f == 80 || f == 82 || f == 115 || f == 83) {
        if (f != 80 && f != 82 && f != 83) split = true;
        if (k + 1 >= a.length) took = true;
        break;
      }
      if (f == 101 || f == 108) { split = true; break; }
      if (f == 48 /* 0 */) split = true;
      k++;
    }
    i += took ? 2 : 1;
  }
  if (i >= argv.length) return; // bare xargs runs echo
  const inner = innerOf(p, cmd, i, argv.length, "xargs");
  feedXargs(p, cmd, inner, repl, split);
  if (inner.argc() && !inner.lit[0]) inner.opaque = true;
  unwrap(p, inner, level + 1);
}

/** The command a wrapper runs, words from..to, pushed (not unwrapped yet). */
function innerOf(p: Parser, cmd: Cmd, from: i32, to: i32, via: string): Cmd {
  const c = p.pushInner(cmd, cmd.argv.slice(from, to), cmd.lit.slice(from, to), via);
  if (cmd.kinds.length) c.kinds = cmd.kinds.slice(from, min(to, cmd.kinds.length));
  return c;
}

/** The words xargs gives its command (see xargsInner). */
function feedXargs(p: Parser, cmd: Cmd, inner: Cmd, repl: string, split: bool): void {
  if (repl.length) {
    for (let k = 0; k < inner.argc(); k++) if (inner.argv[k].includes(repl)) markUnknown(inner, k, false);
    return;
  }
  const text: string | null = split ? null : pipedText(p.out, cmd);
  if (text != null && plainFeed(text!)) {
    // the words echo wrote, as xargs reads them (blanks and newlines apart)
    const words = inner.argv.slice(0);
    const lits = inner.lit.slice(0);
    const t = text!;
    let w = -1;
    for (let k = 0; k <= t.length; k++) {
      const c = k < t.length ? t.charCodeAt(k) : 32;
      const blank = c == 32 || c == 9 || c == 10;
      if (!blank && w < 0) w = k;
      else if (blank && w >= 0) { words.push(t.substring(w, k)); lits.push(true); w = -1; }
    }
    inner.argv = words;
    inner.lit = lits;
    if (inner.kinds !== NO_KINDS) { const m = inner.kinds.slice(0); while (m.length < lits.length) m.push(0); inner.kinds = m; }
    return;
  }
  appendUnknown(inner, true);
}

/** Text xargs reads as plain words: no quote or backslash (xargs reads those its own way). */
function plainFeed(t: string): bool {
  for (let i = 0; i < t.length; i++) { const c = t.charCodeAt(i); if (c == 39 || c == 34 || c == 92) return false; }
  return t.length < 65536;
}

// The command a wrapper runs, its words from..to: pushed, and unwrapped in turn.
function unwrapInner(p: Parser, cmd: Cmd, from: i32, to: i32, via: string, level: i32): Cmd {
  const c = innerOf(p, cmd, from, to, via);
  // `command read X`, `builtin export X=1`: the same shell's builtin
  if ((via == "command" || via == "builtin") && c.argc() && c.lit[0] && VAR_BUILTINS.has(c.name())) p.varEffects(c, c.name());
  unwrap(p, c, level + 1);
  return c;
}

// A wrapper whose word `at` is a command line (`text`, from it): re-parsed when the word is
// literal, else opaque.
function runsText(p: Parser, cmd: Cmd, at: i32, text: string, via: string): void {
  cmd.wraps = true;
  if (!cmd.lit[at]) { cmd.opaque = true; return; }
  p.reparse(text, cmd, via);
}

// A shell (or `source`) that reads its program from stdin: a heredoc or here-string is
// parsed as code, so is a literal echo/printf piped in; anything else — a pipe from
// another program, a redirect, a terminal, stdin inherited by a group (`… | (bash)`) —
// is a program this model cannot see: opaque.
function stdinProgram(p: Parser, cmd: Cmd, n: string): void {
  cmd.stdinShell = true;
  // a heredoc's body is read at the end of its line, and parsed then (readHeredocBodies)
  const owner = changetype<usize>(cmd.redirects);
  for (let i = 0; i < p.pending.length; i++) if (changetype<usize>(p.pending[i].cmd.redirects) == owner) return;
  cmd.wraps = true;
  if (cmd.hasHeredoc) { p.reparse(cmd.heredoc, cmd, n); return; }
  // a file on stdin (`echo ls | bash < f`, `<&3`) is what the shell reads, not the pipe
  for (let i = 0; i < cmd.redirects.length; i++) {
    const r = cmd.redirects[i];
    if (r.op.charCodeAt(0) == 60 && (r.fd.length == 0 || r.fd == "0")) { cmd.opaque = true; return; }
  }
  if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
    // `echo 'git add .' | bash`: the program is the text piped in — unless it holds a
    // backslash, which echo -e, xpg_echo, dash's and zsh's echo each read their own way
    const text = pipedText(p.out, cmd);
    if (text != null && findChar(text!, 92) < 0) { p.reparse(text!, cmd, n); return; }
  }
  cmd.opaque = true;
}

// Word `i` is a process substitution, `<(…)` or `>(…)`: a file only a command makes.
function processSubst(cmd: Cmd, i: i32): bool {
  return !cmd.lit[i] && (cmd.argv[i].startsWith("<(") || cmd.argv[i].startsWith(">("));
}

function isStdinPath(f: string): bool {
  return f == "/dev/stdin" || f == "/dev/fd/0" || f == "/proc/self/fd/0";
}

// The value of a command-line option (-c CMD, -lc CMD, -cCMD, --command CMD,
// --command=CMD; `flag` for another letter) anywhere in argv before `--`, su's and script's way; `valued` lists the other short
// options that take a value (their bundle ends there). Returns the index of the word that
// holds it (the text is left in `optionText`), or -1.
let optionText = "";
function commandOption(argv: Array<string>, valued: List, flag: string = "-c"): i32 {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") return -1;
    if (a.startsWith("--command=")) { optionText = a.substring(10); return i; }
    if (a == "--command" || a == "--session-command") { if (i + 1 >= argv.length) return -1; optionText = argv[i + 1]; return i + 1; }
    if (a.length < 2 || a.charCodeAt(0) != 45 || a.charCodeAt(1) == 45) continue;
    for (let k = 1; k < a.length; k++) {
      const f = "-" + a.charAt(k);
      if (f == flag) {
        if (k + 1 < a.length) { optionText = a.substring(k + 1); return i; }
        if (i + 1 >= argv.length) return -1;
        optionText = argv[i + 1];
        return i + 1;
      }
      if (listed(valued, f)) { if (k == a.length - 1) i++; break; }
    }
  }
  return -1;
}

// env -S STRING [ARGS…]: STRING (at word `at`) and the words after it (from `rest`) as
// one command line.
function envSplit(p: Parser, cmd: Cmd, text: string, at: i32, rest: i32): void {
  const argv = cmd.argv;
  cmd.wraps = true;
  p.reparse(rest < argv.length ? text + " " + joinWords(argv, rest) : text, cmd, "env");
  if (!joinedLit(cmd, at, argv.length)) cmd.opaque = true;
}

// What a literal echo or printf command writes (no backslash: echo's escapes differ between
// shells), or null.
function literalOutput(c: Cmd): string | null {
  if (!joinedLit(c, 0, c.argv.length)) return null;
  let t: string | null = null;
  if (c.name() == "echo") {
    let k = 1;
    while (k < c.argv.length && echoOption(c.argv[k])) k++;
    t = joinWords(c.argv, k) + "\n";
  } else if (c.argv.length > 1) t = printfText(c.argv);
  return t != null && findChar(t!, 92) < 0 ? t : null;
}

// The text the previous command of a pipeline writes, when it is a literal echo/printf;
// null when it cannot be known without running it.
function pipedText(out: Output, cmd: Cmd): string | null {
  const at = out.cmds.lastIndexOf(cmd);
  for (let i = at - 1; i >= 0; i--) {
    const c = out.cmds[i];
    if (c.list != cmd.list || c.depth != cmd.depth) continue;
    if (c.wraps || c.argc() == 0) continue;
    const n = c.name();
    if (!joinedLit(c, 0, c.argv.length)) return null;
    if (n == "echo") {
      let k = 1;
      while (k < c.argv.length && echoOption(c.argv[k])) k++; // (they bundle: -ne)
      return joinWords(c.argv, k);
    }
    if (n == "printf" && c.argv.length > 1) return printfText(c.argv);
    return null;
  }
  return null;
}

// -n, -e, -E, or a bundle of them (-ne): the options echo takes.
function echoOption(a: string): bool {
  if (a.length < 2 || a.charCodeAt(0) != 45) return false;
  for (let i = 1; i < a.length; i++) { const x = a.charCodeAt(i); if (x != 110 && x != 101 && x != 69) return false; }
  return true;
}

// What `printf FORMAT ARGS…` writes, when its format holds no escape but \n and no
// directive but %s and %%: each %s takes the next argument ("" past the last), and the
// format is used again while arguments remain; null otherwise (\x20, %c, %.3s, %b, -v …
// spell text this model does not), or past 1 M characters.
function printfText(argv: Array<string>): string | null {
  let a = argv[1] == "--" ? 2 : 1;
  if (a >= argv.length || argv[a].startsWith("-")) return null;
  const f = argv[a++];
  const b = new Buf();
  while (true) {
    const from = a;
    for (let i = 0; i < f.length; i++) {
      let c = f.charCodeAt(i);
      if (c == 92 || c == 37) {
        const d = f.charCodeAt(++i); // (-1 past the end)
        if (c == 37 && d == 115) { if (a < argv.length) b.str(argv[a++]); continue; }
        if (d != (c == 92 ? 110 : 37)) return null;
        if (c == 92) c = 10;
      }
      b.char(c);
    }
    if (a == from || a >= argv.length) return b.toString();
    if (b.len > 1 << 20) return null; // (a format used again a million times: not read)
  }
}

// ─── inline programs of interpreters ───────────────────────────────────────────
// python -c CODE, node -e CODE, perl -e CODE, ruby -e, php -r, lua -e, deno eval,
// pwsh -c; or the program on stdin (heredoc, here-string, echo … |) when no script
// file is named. Rules match the code as text (`.script(/…/)`).

const INTERPRETERS = new NameSet(latin1(",node,nodejs,bun,perl,ruby,lua,luajit,osascript,Rscript,php,pwsh,powershell,"));

// Is `n` an interpreter whose inline program (`-c`, `-e`, …) extractScript reads? (Deno's
// `deno eval` is read apart.)
function isInterpreter(n: string): bool { return n.startsWith("python") || n.startsWith("pypy") || INTERPRETERS.has(n); }

// The options of an interpreter that take its inline program; 0 for a command that is none.
// (Called only for a command `unwrap` found to be one, or deno.)
function interpreterFlag(n: string): List {
  if (n.startsWith("python") || n.startsWith("pypy")) return latin1(",-c,");
  if (n == "node" || n == "nodejs" || n == "bun") return latin1(",-e,--eval,-p,--print,");
  if (n == "perl") return latin1(",-e,-E,");
  if (n == "ruby" || n == "lua" || n == "luajit" || n == "osascript" || n == "Rscript") return latin1(",-e,");
  if (n == "php") return latin1(",-r,");
  if (n == "pwsh" || n == "powershell") return latin1(",-c,-Command,-command,");
  return 0;
}

// Options of an interpreter that take the next word as their value (not a program); 0 for none.
function interpreterValued(n: string): List {
  if (n.startsWith("python") || n.startsWith("pypy")) return latin1(",-W,-X,--check-hash-based-pycs,");
  if (n == "node" || n == "nodejs" || n == "bun") return latin1(",-r,--require,--import,--loader,--experimental-loader,-C,--conditions,--input-type,--title,--env-file,--preload,");
  if (n == "perl") return latin1(",-I,");
  if (n == "ruby") return latin1(",-I,-r,-C,-E,--encoding,");
  if (n == "lua" || n == "luajit") return latin1(",-l,");
  if (n == "php") return latin1(",-d,-c,-z,");
  if (n == "pwsh" || n == "powershell") return latin1(",-ExecutionPolicy,-ex,-ep,-WorkingDirectory,-wd,-InputFormat,-OutputFormat,-WindowStyle,-ConfigurationName,-CustomPipeName,-SettingsFile,-Version,");
  return 0;
}

function extractScript(p: Parser, cmd: Cmd): void {
  const n = cmd.name();
  const argv = cmd.argv;
  if (n == "deno" && argv.length > 2 && argv[1] == "eval") { setScript(cmd, argv[argv.length - 1], cmd.lit[argv.length - 1]); return; }
  const flags = interpreterFlag(n);
  if (flags) extractInline(p, cmd, flags, interpreterValued(n));
}

// `extractScript` for an interpreter: its inline program, from the flags that take one
// (`valued`: the options whose value is something else, a module or a warning filter).
function extractInline(p: Parser, cmd: Cmd, flags: List, valued: List): void {
  const argv = cmd.argv;
  let code = "";
  let found = false;
  let literal = true;
  let operand = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (valued && listed(valued, a)) { i++; continue; }
    if (listed(flags, a) && i + 1 < argv.length) {
      code += (found ? "\n" : "") + argv[i + 1]; found = true;
      if (!cmd.lit[i + 1]) literal = false;
      i++; continue;
    }
    // bundled: python -Sc CODE, perl -we CODE
    if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
      const last = "-" + a.charAt(a.length - 1);
      if (listed(flags, last) && i + 1 < argv.length) {
        code += (found ? "\n" : "") + argv[i + 1]; found = true;
        if (!cmd.lit[i + 1]) literal = false;
        i++; continue;
      }
    }
    if (a == "-" ) break;
    if (a.length > 1 && a.charCodeAt(0) == 45) continue;
    operand = true;
    break;
  }
  if (found) { setScript(cmd, code, literal); return; }
  if (operand) return;
  // the program comes from stdin
  cmd.stdinScript = true;
  if (cmd.hasHeredoc) { setScript(cmd, cmd.heredoc, true); return; }
  if (same(cmd.conn, "|") || same(cmd.conn, "|&")) {
    const text = pipedText(p.out, cmd);
    if (text == null) cmd.opaque = true;
    else setScript(cmd, text!, true);
  }
}

function setScript(cmd: Cmd, code: string, literal: bool): void {
  cmd.script = code;
  cmd.hasScript = true;
  cmd.scriptKnown = literal;
  if (!literal) cmd.opaque = true;
}
