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
// Cost: one pass over the text, O(n) in its length; nested constructs recurse with a
// hard depth bound (MAX_DEPTH) and re-parsed strings (`sh -c`, `eval`) count against the
// same bound, so a hostile input cannot exhaust the stack. Work is further capped by
// MAX_COMMANDS; past either limit the result is marked `overflow`, which the engine turns
// into the rule set's failure verdict, never into silence. A long literal word (over
// LAZY_WORD code units) is copied out of the text only when its text is read (Cmd#argv):
// a megabyte's argument that no rule reads costs no second megabyte.

import { Git } from "./git";

export const MAX_DEPTH: i32 = 48;
export const MAX_COMMANDS: i32 = 100000;

export class Redirect {
  constructor(
    public op: string,       // ">", ">>", "<", "<<", "<<<", "&>", ">&", "<&", "<>", ">|", "&>>"
    public fd: string,       // the fd written before the operator ("" when none)
    public target: string,   // the target word (for "<<": the heredoc body)
    public literal: bool,    // false when the target holds an expansion
  ) {}
}

// Most commands redirect nothing: they share this empty list (never pushed to) instead of
// allocating one each.
const NO_REDIRECTS = new Array<Redirect>(0);
function addRedirect(c: Cmd, r: Redirect): void {
  if (c.redirects === NO_REDIRECTS) c.redirects = [r];
  else c.redirects.push(r);
}

// A literal word longer than this is copied out of its source only when its text is first
// asked for (Cmd#argv): a megabyte's argument that no rule reads costs no second copy of
// the command (2 MB of fresh pages, ≈6 ms in page faults on the reference machine).
export const LAZY_WORD: i32 = 1024;

export class Cmd {
  // argv as read, except that a long literal word is "" here until `argv` is asked for
  words: Array<string> = [];
  // the long literal words still in `source`: [index, start, end, …], in index order
  pending: Array<i32> | null = null;
  source: string = "";
  // its words, as written (quotes removed, escapes resolved). Reading the list copies the
  // long words out of the source; argc() and word() do not.
  get argv(): Array<string> { if (this.pending !== null) this.copyPending(); return this.words; }
  set argv(a: Array<string>) { this.words = a; this.pending = null; }
  argc(): i32 { return this.words.length; }
  addPending(source: string, start: i32, end: i32): void {
    let q = this.pending;
    if (q === null) { q = []; this.pending = q; this.source = source; }
    q.push(this.words.length); q.push(start); q.push(end);
    this.words.push("");
  }
  copyPending(): void {
    const q = this.pending!;
    this.pending = null;
    for (let i = 0; i < q.length; i += 3) this.words[q[i]] = this.source.substring(q[i + 1], q[i + 2]);
  }
  lit: Array<bool> = [];     // per word: fully literal (no $, no backticks)
  redirects: Array<Redirect> = NO_REDIRECTS; // (one shared empty list until a redirect is added: addRedirect)
  conn: string = "";         // connector before this command in its list
  depth: i32 = 0;            // 0 = top level; +1 per $( ), ( ), re-parsed string
  list: i32 = 0;             // id of the list (chain) it belongs to
  dir: string = "";          // directory it runs in, "" when unknown
  via: string = "";          // wrapper or re-parser it was found through
  opaque: bool = false;      // something about it could not be resolved
  wraps: bool = false;       // it is a wrapper whose inner command follows it
  heredoc: string = "";      // stdin text from a heredoc or here-string
  hasHeredoc: bool = false;
  heredocCode: bool = false; // the heredoc expands (unquoted delimiter)
  stdinShell: bool = false;  // a shell reading its program from stdin
  script: string = "";       // inline program of an interpreter (python -c, node -e, heredoc …)
  hasScript: bool = false;
  stdinScript: bool = false; // an interpreter reading its program from stdin
  start: i32 = 0;            // offset in its source text
  idx: i32 = -1;             // position in Output.cmds, set once the parse is done
  gitv: Git | null = null;   // its git view, worked out when a rule first asks (Ctx#git)
  gitDone: bool = false;
  word(): string {
    if (this.words.length == 0) return "";
    if (this.pending !== null && this.pending![0] == 0) this.copyPending();
    return this.words[0];
  }
  name(): string { return basename(this.word()); }
}

export class ListInfo {
  onlyAnd: bool = true;      // every connector in the list is &&
  elements: i32 = 0;
}

export function basename(w: string): string {
  const i = lastChar(w, 47 /* / */);
  return i >= 0 ? w.substring(i + 1) : w;
}

// A code unit's first (last) index in a string, or -1: String#indexOf calls a compare at
// every position it tries, these read the units in place.
export function findChar(s: string, c: i32, from: i32 = 0): i32 {
  const p = changetype<usize>(s);
  const n = s.length;
  for (let i = max(from, 0); i < n; i++) if (<i32>load<u16>(p + (<usize>i << 1)) == c) return i;
  return -1;
}
export function lastChar(s: string, c: i32): i32 {
  const p = changetype<usize>(s);
  for (let i = s.length - 1; i >= 0; i--) if (<i32>load<u16>(p + (<usize>i << 1)) == c) return i;
  return -1;
}

// ─── path arithmetic (lexical, like `cd -L`) ──────────────────────────────────────

export function joinPath(base: string, p: string): string {
  if (p.length == 0) return base;
  if (p.charCodeAt(0) == 47 /* / */) return normPath(p);
  if (base.length == 0) return "";
  return normPath(base + "/" + p);
}

// "/a/./b//c/../d" → "/a/b/d": each kept segment appended as "/seg", ".." taking the last
// one back off (in one Buf: the standard library's split and join are 0.7 KB of module)
export function normPath(p: string): string {
  const b = new Buf();
  const n = p.length;
  for (let i = 0, j = 0; i < n; i = j + 1) {
    j = i;
    while (j < n && p.charCodeAt(j) != 47) j++;
    const dot = j > i && p.charCodeAt(i) == 46;
    if (dot && j - i == 2 && p.charCodeAt(i + 1) == 46) {
      while (b.len > 0 && load<u16>(b.ptr + (<usize>--b.len << 1)) != 47) {}
    } else if (j > i && !(dot && j - i == 1)) { b.char(47); b.range(p, i, j); }
  }
  return b.len ? b.toString() : "/";
}

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

// ─── a growable UTF-16 buffer (string concatenation per char would be quadratic) ───

export class Buf {
  ptr: usize = 0;
  len: i32 = 0;
  cap: i32 = 0;
  grow(n: i32): void {
    if (this.len + n <= this.cap) return;
    let c = this.cap < 16 ? 16 : this.cap;
    while (c < this.len + n) c <<= 1;
    const np = heap.alloc(<usize>c << 1);
    if (this.len) memory.copy(np, this.ptr, <usize>this.len << 1);
    this.ptr = np; this.cap = c;
  }
  char(c: i32): void { this.grow(1); store<u16>(this.ptr + (<usize>this.len << 1), <u16>c); this.len++; }
  str(s: string): void {
    const n = s.length;
    if (n == 0) return;
    this.grow(n);
    memory.copy(this.ptr + (<usize>this.len << 1), changetype<usize>(s), <usize>n << 1);
    this.len += n;
  }
  // (to may lie past the end: a trailing backslash steps over a character that is not
  // there; the copy stops at the end of s)
  range(s: string, from: i32, to: i32): void {
    const n = min(to, s.length) - from;
    if (n <= 0) return;
    this.grow(n);
    memory.copy(this.ptr + (<usize>this.len << 1), changetype<usize>(s) + (<usize>from << 1), <usize>n << 1);
    this.len += n;
  }
  toString(): string { return this.len ? String.UTF16.decodeUnsafe(this.ptr, <usize>this.len << 1) : ""; }
}

// ─── words ─────────────────────────────────────────────────────────────────────

class Word {
  // `end` ≥ 0: a long literal word not copied yet, source[start, end) (Parser#readWord, lazy)
  end: i32 = -1;
  constructor(public text: string, public literal: bool, public start: i32, public quoted: bool) {}
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

// A set of short names, for the words every command is checked against: a word whose
// (first unit, length) no member has is answered from one bitmap load, without comparing
// strings — most words are not reserved words, wrappers or interpreters.
export class NameSet {
  private seen: StaticArray<u32> = new StaticArray<u32>(128);  // first unit & 127 → lengths (bit min(len, 31))
  constructor(private names: List) {
    const n = <i32>load<u16>(names);
    for (let i = 1, from = 1; i < n; i++) {
      if (load<u8>(names + 2 + <usize>i) != 44) continue;
      const len = i - from;
      if (len > 0) this.seen[load<u8>(names + 2 + <usize>from) & 127] |= 1 << <u32>min(len, 31);
      from = i + 1;
    }
  }
  has(w: string): bool {
    const n = w.length;
    if (n == 0 || (unchecked(this.seen[w.charCodeAt(0) & 127]) & (1 << <u32>min(n, 31))) == 0) return false;
    return listed(this.names, w);
  }
}

const RESERVED_SKIP = new NameSet(latin1(",if,then,else,elif,fi,do,done,while,until,!,{,},time,coproc,"));

class Heredoc {
  constructor(public cmd: Cmd, public delim: string, public strip: bool, public expand: bool, public redir: Redirect) {}
}

// The parser state for one source text. Nested texts (`sh -c`) get their own Parser
// sharing the Output.
export class Output {
  cmds: Array<Cmd> = [];
  lists: Array<ListInfo> = [];
  comments: Array<string> = [];
  overflow: bool = false;    // a limit was hit: the result is incomplete
  error: bool = false;       // the text did not parse (unterminated quote, ...)
  newList(): i32 { this.lists.push(new ListInfo()); return this.lists.length - 1; }
}

export function parseShell(src: string, cwd: string): Output {
  const out = new Output();
  const p = new Parser(src, out, 0, "");
  p.parseProgram(cwd);
  return out;
}

class Parser {
  pos: i32 = 0;
  pending: Array<Heredoc> = [];
  inDouble: bool = false;
  nestOpen: i32 = 0;     // $( ) / <( ) being read by this parser
  substText: string | null = null; // the known output of the last $( ) read, if any
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
      for (let i = this.out.cmds.indexOf(h.cmd); i >= 0 && i < this.out.cmds.length; i++) {
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
      this.parseCommand(dirs, listId, conn);
      conn = "";
    }
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
    if (c == 40 /* ( */) {
      if (this.ch(1) == 40 && this.arithAhead()) { this.skipArith(dirs); return; }
      this.pos++;
      this.nest(dirs.copy(), 41);
      if (this.ch() == 41) this.pos++; else this.out.error = true;
      this.parseTrailingRedirects(dirs, listId, conn);
      return;
    }
    const w = this.peekBareWord();
    if (w == "{") {
      this.pos++;
      this.depth++;
      if (this.depth > MAX_DEPTH) { this.out.overflow = true; this.depth--; return; }
      const stop = this.parseList(dirs, -1, ["}"], false);
      this.depth--;
      if (stop == "}") this.pos++; else this.out.error = true;
      this.parseTrailingRedirects(dirs, listId, conn);
      return;
    }
    if (w == "[[") { this.skipUntilWord("]]", dirs, listId); return; }
    if (w == "for" || w == "select") { this.skipForHeader(dirs, listId); return; }
    if (w == "case") { this.parseCase(dirs, listId); return; }
    if (w == "function") {
      this.pos += w.length; this.skipBlank();
      this.readWord(dirs, null); // the name
      this.skipBlank();
      if (this.ch() == 40 && this.ch(1) == 41) this.pos += 2;
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
      this.readWord(dirs, sink);
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
        return;
      }
      if (op.length) break;
      const start = this.pos;
      const w = this.readWord(dirs, cmd, true);
      if (!assignmentsDone && isAssignment(this.src, start)) {
        this.lateCode(w.end >= 0 ? this.src.substring(start, w.end) : w.text, w.literal, cmd.dir);
        continue;
      }
      assignmentsDone = true;
      this.addWord(cmd, w, true);
    }
    if (cmd.argc() == 0) {
      // only assignments/redirects: keep redirects visible, drop the empty command
      if (cmd.redirects.length == 0) { const i = this.out.cmds.indexOf(cmd); if (i >= 0) this.out.cmds.splice(i, 1); }
      return;
    }
    this.afterSimple(cmd, dirs);
  }

  addWord(cmd: Cmd, w: Word, _x: bool): void {
    if (w.end >= 0) cmd.addPending(this.src, w.start, w.end);
    else cmd.words.push(w.text);
    cmd.lit.push(w.literal);
  }

  // cd/pushd tracking, wrappers and re-parsing.
  afterSimple(cmd: Cmd, dirs: DirState): void {
    if (!cmd.lit[0]) cmd.opaque = true;
    const name = cmd.name();
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

  // Re-parse a string as shell (sh -c, eval, watch …). The commands found carry `via`.
  reparse(text: string, cmd: Cmd, via: string): void {
    if (this.depth + 1 > MAX_DEPTH) { this.out.overflow = true; return; }
    const p = new Parser(text, this.out, this.depth + 1, via);
    const dirs = new DirState(cmd.dir);
    p.parseList(dirs, -1, null, false);
    p.readHeredocs();
  }

  // Push a command found inside a wrapper.
  pushInner(outer: Cmd, argv: Array<string>, lit: Array<bool>, via: string): Cmd {
    const c = new Cmd();
    c.argv = argv; c.lit = lit;
    c.depth = outer.depth; c.list = outer.list; c.conn = outer.conn; c.dir = outer.dir;
    c.via = via; c.start = outer.start;
    c.redirects = outer.redirects;
    c.heredoc = outer.heredoc; c.hasHeredoc = outer.hasHeredoc; c.heredocCode = outer.heredocCode;
    outer.wraps = true;
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
        if (!lazy || i - start <= LAZY_WORD) return new Word(src.substring(start, i), true, start, false);
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
    const src = this.src;
    const n = src.length;
    while (this.pos < n) {
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
        if (!this.readDouble(dirs, b)) literal = false;
        continue;
      }
      if (c == 36 /* $ */) {
        const d = this.ch(1);
        if (d == 39 /* $' */) { quoted = true; this.pos += 2; this.readAnsi(b); continue; }
        if (d == 34 /* $" */) { quoted = true; this.pos += 2; if (!this.readDouble(dirs, b)) literal = false; continue; }
        if (!this.appendDollar(dirs, b)) literal = false;
        continue;
      }
      if (c == 96 /* ` */) {
        const s = this.pos;
        this.pos++;
        this.parseBacktick(dirs);
        b.range(src, s, this.pos);
        literal = false;
        continue;
      }
      if ((c == 60 || c == 62) && this.ch(1) == 40) {
        // process substitution <( ) >( )
        const s = this.pos;
        this.pos += 2;
        this.parseNested(dirs, 41);
        b.range(src, s, this.pos);
        literal = false;
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
      b.range(src, s, this.pos);
    }
    return new Word(b.toString(), literal, start, quoted);
  }

  // After an opening ": appends the text to `b`; returns false if it held an expansion.
  readDouble(dirs: DirState, b: Buf): bool {
    let literal = true;
    const outer = this.inDouble;
    this.inDouble = true;
    const src = this.src;
    const n = src.length;
    while (true) {
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
        if (!this.appendDollar(dirs, b)) literal = false;
        continue;
      }
      if (c == 96) {
        const s = this.pos; this.pos++;
        this.parseBacktick(dirs);
        b.range(src, s, this.pos); literal = false;
        continue;
      }
      const s = this.pos;
      this.pos = runEnd(src, s + 1, n, DQ_STOP);
      b.range(src, s, this.pos);
    }
    this.inDouble = outer;
    return literal;
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

  // Reads a $-expansion into `b`: its source text, or the text it is known to produce
  // ($(cat <<'EOF' … EOF)). Returns false when the word is no longer literal.
  appendDollar(dirs: DirState, b: Buf): bool {
    const s = this.pos;
    this.substText = null;
    const expands = this.readDollar(dirs);
    const known = this.substText;
    if (known != null) b.str(known); else b.range(this.src, s, this.pos);
    return !expands;
  }

  // $VAR, ${…}, $( ), $(( )) — consumes it; returns true when it is an expansion
  // (false for a lone "$", which is literal).
  readDollar(dirs: DirState): bool {
    const d = this.ch(1);
    if (d == 40 /* ( */) {
      if (this.ch(2) == 40 && this.arithAhead(1)) { // $(( arithmetic ))
        this.pos += 1;
        this.skipArith(dirs);
        return true;
      }
      this.pos += 2;
      const before = this.out.cmds.length;
      this.parseNested(dirs, 41);
      // "$(cat <<'EOF' … EOF)" is the heredoc's text: a literal (agents write commit
      // messages and scripts this way); unquoted, bash splits it into words: an expansion
      const cs = this.out.cmds;
      if (cs.length == before + 1) {
        const k = cs[before];
        if (this.inDouble && k.argc() == 1 && k.lit[0] && k.name() == "cat" && k.hasHeredoc && !k.heredocCode && k.redirects.length == 1) {
          let t = k.heredoc;
          while (t.length && t.charCodeAt(t.length - 1) == 10) t = t.substring(0, t.length - 1);
          this.substText = t;
          return false;
        }
      }
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
    this.pending = [];
    this.nestOpen++;
    this.parseList(dirs.copy(), close, null, false);
    this.readHeredocs();
    this.nestOpen--;
    this.pending = saved;
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

class DirState {
  stack: Array<string> = [];
  constructor(public cur: string) {}
  copy(): DirState { const d = new DirState(this.cur); d.stack = this.stack.slice(0); return d; }
}

// ─── wrappers ──────────────────────────────────────────────────────────────────
// A wrapper runs (part of) its arguments as a command. `unwrap` finds that command,
// pushes it with `via` set, and recurses on it (sudo env nice git …), bounded by depth.

const SHELLS = new NameSet(latin1(",sh,bash,rbash,zsh,dash,ksh,mksh,ash,yash,fish,busybox,"));
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
      if (findChar(a, 61) > 0) { p.lateCode(a, cmd.lit[i], cmd.dir); i++; continue; } // (PS4=…: lateCode)
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
    while (at > 0 && at < argv.length && findChar(argv[at], 61) > 0) { p.lateCode(argv[at], cmd.lit[at], cmd.dir); at++; }
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
    at = skipOpts(argv, 1, latin1(",-a,-d,-E,-I,-L,-n,-P,-s,--arg-file,--delimiter,--max-lines,--max-args,--max-procs,--max-chars,--process-slot-var,"));
    if (at < 0) { // bare xargs runs echo
      return;
    }
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
    if (i < 0) return;
    let e = i;
    while (e < argv.length && argv[e] != ":::" && argv[e] != "::::" && argv[e] != ":::+" && argv[e] != "::::+") e++;
    if (e == i) return;
    if (e - i == 1 && findChar(argv[i], 32) >= 0) { runsText(p, cmd, i, argv[i], "parallel"); return; }
    unwrapInner(p, cmd, i, e, "parallel", level);
    return;
  } else if (n == "find") {
    let found = false;
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if (a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir") {
        let e = i + 1;
        while (e < argv.length && argv[e] != ";" && argv[e] != "+") e++;
        if (e > i + 1) {
          unwrapInner(p, cmd, i + 1, e, "find", level);
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

// The command a wrapper runs, its words from..to: pushed, and unwrapped in turn.
function unwrapInner(p: Parser, cmd: Cmd, from: i32, to: i32, via: string, level: i32): void {
  unwrap(p, p.pushInner(cmd, cmd.argv.slice(from, to), cmd.lit.slice(from, to), via), level + 1);
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
  if (!literal) cmd.opaque = true;
}

// A list of names in static data: ",a,b,c," as one byte a character after a u16 length.
// Written `latin1(",a,b,c,")`: the build turns each such call into those bytes
// (compiler/build.ts ascTransforms) — half what a UTF-16 string takes, and no object
// header. (Without the transform, this builds the same list at run time.)
export type List = usize;
export function latin1(text: string): List {
  const p = heap.alloc(2 + <usize>text.length);
  store<u16>(p, text.length);
  for (let i = 0; i < text.length; i++) store<u8>(p + 2 + <usize>i, text.charCodeAt(i));
  return p;
}

// Is `w` one of the names of `list` (",a,b,c,")? What the text's includes("," + w + ",")
// answers, without building that string (this runs for every option word of a wrapper).
// With `abbrev`, a long option (--xyz) also names each one it begins, as GNU getopt_long
// reads an unambiguous abbreviation (`nice --adj 5 cmd`).
export function listed(list: List, w: string, abbrev: bool = false): bool {
  const n = w.length;
  if (n == 0) return false;
  abbrev = abbrev && n > 2 && w.startsWith("--");
  // each entry follows a comma: its bytes compared in place with the word's units
  const lp = list + 2, wp = changetype<usize>(w), end = <i32>load<u16>(list) - n;
  const first = <u32>load<u16>(wp);
  for (let i = 1; i <= end; i++) {
    const at = lp + <usize>i;
    if (<u32>load<u8>(at) != first || load<u8>(at - 1) != 44) continue;
    let k = 1;
    while (k < n && <u32>load<u8>(at + <usize>k) == <u32>load<u16>(wp + (<usize>k << 1))) k++;
    if (k == n && (abbrev || (i < end && load<u8>(at + <usize>n) == 44))) return true;
  }
  return false;
}

/**
 * The index of `w` among the names of `table`, a List of length-prefixed names (each a
 * byte of length, then the name: "\x03add\x05stage" holds add at 0, stage at 1), or -1.
 * A name of another length is stepped over with one read.
 */
export function tableIndex(table: List, w: string): i32 {
  const n = w.length;
  const wp = changetype<usize>(w), end = table + 2 + <usize>load<u16>(table);
  let index = 0;
  for (let p = table + 2; p < end; index++) {
    const len = <i32>load<u8>(p);
    p++;
    if (len == n) {
      let k = 0;
      while (k < n && <u32>load<u8>(p + <usize>k) == <u32>load<u16>(wp + (<usize>k << 1))) k++;
      if (k == n) return index;
    }
    p += <usize>len;
  }
  return -1;
}

// Words joined by spaces, from index `from` (Array#join of the standard library traps on
// tens of thousands of words; this builds the text in one Buf).
export function joinWords(a: Array<string>, from: i32): string {
  const b = new Buf();
  for (let i = from; i < a.length; i++) { if (i > from) b.char(32); b.str(a[i]); }
  return b.toString();
}
