// The shell lexer: code units → tokens, one quoting mode at a time.
//
// Layout of the shell model (wasm/shell/…, then wasm/shell.ts):
//   text.ts    shared text primitives (also read by wasm/git.ts)
//   lexer.ts   this file: character classes, blanks and comments, operators, the plain
//              runs of a word, $'…' escapes, heredoc bodies, backtick unescaping
//   ast.ts     the syntax tree: statements, commands, words made of parts
//   parser.ts  tokens → tree, with bash's leniencies kept (a stray `fi` is a statement)
//   printer.ts tree → canonical text (tests, `rulec` debugging)
//   vars.ts    variables in scopes, the directory, pushd's stack
//   expand.ts  a word → its text, and whether it is known before the command runs
//   interp.ts  tree → Cmd records: lists, connectors, depth, cd, assignments, heredocs,
//              re-parsed strings; hands each simple command to a Handler
//   cmd.ts     the records (Cmd, Output) the engine and wasm/git.ts read
// and wasm/shell.ts: the Handler (wrappers, interpreters' inline programs) and the entry.
//
// The lexer is driven by the parser (Parser extends Lexer): bash splits tokens
// differently in command position, inside a word, inside "…", inside ${ } or (( )), so
// the parser asks for the token its context expects, as mvdan/sh's lexer modes do. An
// operator is returned as its spelling, an interned literal, and is compared by address
// (`same`).
//
// Cost: one look at each code unit, except where bash itself looks ahead (`((`: is it
// arithmetic? arithAhead scans to the matching `))` once). The hot loop — the plain run of
// a word — is one table lookup a code unit (WORD_STOP).

import { Buf, findChar } from "./text";

// ─── character classes ─────────────────────────────────────────────────────────

@inline export function isSpace(c: i32): bool { return c == 32 || c == 9 || c == 13; }
// Characters that end an unquoted word.
@inline export function isMeta(c: i32): bool {
  return c == 32 || c == 9 || c == 10 || c == 13 || c == 59 /* ; */ || c == 38 /* & */ ||
    c == 124 /* | */ || c == 60 /* < */ || c == 62 /* > */ || c == 40 /* ( */ || c == 41 /* ) */;
}
@inline export function isDigit(c: i32): bool { return c >= 48 && c <= 57; }
// The same interned literal: peekOp answers with literals, and asc stores each distinct
// literal once, so an operator is tested by its address (a string == calls String.__eq
// and two length reads: Node 20's V8 inlines no call between wasm functions).
@inline export function same(a: string, b: string): bool { return changetype<usize>(a) == changetype<usize>(b); }

export function isNameChar(c: i32, first: bool): bool {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || (!first && isDigit(c));
}

// Whether the code unit at i ends an unquoted word (a meta character that does not open
// a process substitution).
export function endsWord(src: string, i: i32): bool {
  const c = src.charCodeAt(i);
  return isMeta(c) && !((c == 60 || c == 62) && i + 1 < src.length && src.charCodeAt(i + 1) == 40);
}

// ASCII code units that end a run of plain characters in an unquoted word (the meta
// characters, \ ' " $ ` and =), and inside double quotes (" \ $ `).
export const WORD_STOP: usize = memory.data<u8>([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
]);
export const DQ_STOP: usize = memory.data<u8>([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);

// The end of the run of plain characters from i: the first code unit `stop` (WORD_STOP or
// DQ_STOP) marks, or n. One table lookup per code unit: the hot loop of a long word.
@inline export function runEnd(src: string, i: i32, n: i32, stop: usize): i32 {
  const base = changetype<usize>(src);
  while (i < n) {
    const k = <i32>load<u16>(base + (<usize>i << 1));
    if (k < 128 && load<u8>(stop + <usize>k) != 0) break;
    i++;
  }
  return i;
}

/** An unquoted run of a word holds a glob (*, ?, […]) or a brace expansion ({a,b}, {1..3}). */
export function globby(s: string, from: i32, to: i32): bool {
  // (one pass: the last `]` of the span, and the next `}` and the next `,`/`..` after each
  // `{`, are pointers that only move forward — a scan per `[` or `{` made a span of many of
  // them quadratic, seconds for 80 K of `{`)
  let lastClose = -1;
  for (let k = to - 1; k >= from; k--) if (s.charCodeAt(k) == 93) { lastClose = k; break; }
  let close = from - 1, sep = from - 1;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c == 42 || c == 63) return true;
    if (c == 91 && lastClose >= i + 2) return true;
    if (c == 123) {
      if (close <= i) { close = i + 1; while (close < to && s.charCodeAt(close) != 125) close++; }
      if (close >= to) continue;
      if (sep <= i) { sep = i + 1; while (sep < close && !braceSep(s, sep)) sep++; }
      if (sep < close) return true;
      sep = close; // (none before this `}`: the next search starts from it)
    }
  }
  return false;
}

/** A brace expansion's separator at k: `,` or `..`. */
function braceSep(s: string, k: i32): bool {
  const d = s.charCodeAt(k);
  return d == 44 || (d == 46 && s.charCodeAt(k + 1) == 46);
}

// NAME=… or NAME+=… (NAME[k]=…) at `start`.
export function isAssignment(src: string, start: i32): bool {
  let i = start;
  if (i >= src.length || !isNameChar(src.charCodeAt(i), true)) return false;
  while (i < src.length && isNameChar(src.charCodeAt(i), false)) i++;
  if (i < src.length && src.charCodeAt(i) == 91 /* [ */) { while (i < src.length && src.charCodeAt(i) != 93) i++; i++; }
  if (i < src.length && src.charCodeAt(i) == 43) i++;
  return i < src.length && src.charCodeAt(i) == 61;
}

export function hexVal(c: i32): i32 {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

function trailingBackslashes(src: string, s: i32, e: i32): i32 {
  let k = 0;
  while (e - 1 - k >= s && src.charCodeAt(e - 1 - k) == 92) k++;
  return k;
}

// ─── what a parse reports beside its tree ──────────────────────────────────────

// An entry of Diag#log that is a parse error, not a comment (told apart by address).
export const ERROR_EVENT = "\u0000error";

// The comments and errors of one parse, in the order they were met, shared by the
// parsers of the texts nested in it (backticks, quoted arithmetic). The interpretation
// hands them on in that order, interleaved with what it finds (wasm/shell/interp.ts
// flush): a node records how many entries preceded it (its `mark`).
const NO_LOG = new Array<string>(0); // (shared until an entry comes: most texts have none)
export class Diag {
  log: Array<string> = NO_LOG; // comments as written, and ERROR_EVENT for each error
  overflow: bool = false;    // nesting went past MAX_DEPTH: the rest of the text is not read
  errPos: i32 = -1;          // the first error: where (in the outermost text) and what
  errMsg: string = "";
  add(e: string): void {
    if (this.log === NO_LOG) this.log = [];
    this.log.push(e);
  }
}

// ─── the lexer ─────────────────────────────────────────────────────────────────

export class Lexer {
  pos: i32 = 0;
  end: i32; // src.length, read once: Node 20's V8 inlines no call between wasm functions
  // where errors of this text are reported: -1 for its own positions; for a text nested
  // in another (a backtick's), the position in the outermost one
  at: i32 = -1;
  constructor(public src: string, public diag: Diag) { this.end = src.length; }

  // The code unit at pos + o, or -1 past either end. One small function, not inlined:
  // every character the parser reads is one call instead of three (length, charCodeAt
  // and its own length check), in less code.
  ch(o: i32 = 0): i32 {
    const i = this.pos + o;
    return <u32>i < <u32>this.end ? <i32>load<u16>(changetype<usize>(this.src) + (<usize>i << 1)) : -1;
  }

  /** A parse error at `pos` (kept: the first one's position and text). */
  fail(pos: i32, msg: string): void {
    const d = this.diag;
    d.add(ERROR_EVENT);
    if (d.errPos < 0) { d.errPos = this.at >= 0 ? this.at : pos; d.errMsg = msg; }
  }

  // Skips blanks, line continuations and comments (not newlines). Records comments.
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
        this.diag.add(this.src.substring(s, this.pos));
        continue;
      }
      break;
    }
  }

  // The operator at pos, if any (without consuming): its spelling, an interned literal.
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

  // The next unquoted word as written, or "" if the next token is not a plain word
  // (reserved words are recognised by it, in command position).
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

  // After $': ANSI-C quoting, decoded into `b`. A NUL ends the word's text (argv words
  // are C strings). Returns false when the quote is not closed.
  readAnsi(b: Buf): bool {
    let nul = false;
    let cut = -1;
    while (this.pos < this.end) {
      const c = this.ch();
      if (nul && cut < 0) cut = b.len;
      if (c == 39) { this.pos++; if (cut >= 0) b.len = cut; return true; }
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
          // (\c@, \c` and \c SPACE are NUL, which ends the word as \0 does)
          if (x != 63 && (x & 0x1f) == 0) nul = true;
          else if (!nul) b.char(x == 63 ? 127 : (x & 0x1f));
        } else if (d < 0) { break; }
        else { b.char(92); b.char(d); } // an unknown escape keeps its backslash
        continue;
      }
      b.char(c);
      this.pos++;
    }
    return false;
  }

  // After a backtick: the text up to the closing backtick, its escapes removed (\` \\ \$,
  // and \" inside double quotes). Sets `closed`.
  backtickText(inDouble: bool): string {
    const b = new Buf();
    this.closed = false;
    while (this.pos < this.end) {
      const c = this.ch();
      if (c == 92) {
        const d = this.ch(1);
        if (d == 96 || d == 92 || d == 36 || (d == 34 && inDouble)) { b.char(d); this.pos += 2; continue; }
        b.char(92); this.pos++; continue;
      }
      if (c == 96) { this.pos++; this.closed = true; break; }
      b.char(c);
      this.pos++;
    }
    return b.toString();
  }
  closed: bool = false;

  // A heredoc's body, from the line at pos to the line that is `delim` (leading tabs
  // stripped with `strip`, backslash-newline joining lines when it `expands`); pos moves
  // past it. Inside $( ) (`nested`), a delimiter followed by ")" ends it too, and the ")"
  // is left to close the substitution. Sets `closed` (false: the text ended first).
  heredocBody(delim: string, strip: bool, expands: bool, nested: bool): string {
    const b = new Buf();
    const cur = new Buf(); // a logical line joined from physical ones, so far
    let joined = false;
    const src = this.src;
    this.closed = false;
    while (this.pos < src.length) {
      let e = findChar(src, 10, this.pos);
      if (e < 0) e = src.length;
      let s = this.pos;
      this.pos = e < src.length ? e + 1 : e;
      if (strip) while (s < e && src.charCodeAt(s) == 9) s++;
      if (expands && e > s && trailingBackslashes(src, s, e) % 2 == 1 && e < src.length) {
        // backslash-newline joins lines in an expanding heredoc: the logical line they make
        // is what bash compares with the delimiter (`EO\⏎F` ends the body, `x\⏎EOF` not)
        cur.range(src, s, e - 1);
        joined = true;
        continue;
      }
      if (joined) {
        cur.range(src, s, e);
        const line = cur.toString();
        cur.len = 0;
        joined = false;
        if (line == delim) { this.closed = true; break; }
        b.str(line); b.char(10);
        continue;
      }
      if (e - s == delim.length && src.substring(s, e) == delim) { this.closed = true; break; }
      if (nested && e - s > delim.length && src.charCodeAt(s + delim.length) == 41 &&
          src.substring(s, s + delim.length) == delim) {
        // `$(cat <<EOF … EOF)`: inside $( ), bash ends the body at the delimiter and
        // reads the ")" that follows it
        this.pos = s + delim.length;
        this.closed = true;
        break;
      }
      b.range(src, s, e); b.char(10);
    }
    if (joined) b.str(cur.toString());
    return b.toString();
  }
}
