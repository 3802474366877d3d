// Inline programs: the commands a program given on the command line runs.
//
// What: `python -c`, `node -e`, `perl -e`, `ruby -e`, `php -r`, `lua -e`, a Tcl or any of
// those read from stdin, an awk program, a sed script, vim's `-c`/`+`/`--cmd` ex commands
// and a makefile read from stdin or `--eval` are read here by a small tokenizer of their
// language, which skips its comments and reads its string literals, and each call of a
// process-spawning API (os.system, subprocess.*, child_process.*, system/exec, backticks,
// qx//, %x(), popen, awk's system() and `| "cmd"`, sed's `e`, vim's `:!` …) or of a
// deleting one (shutil.rmtree, fs.rmSync, FileUtils.rm_rf, unlink …) becomes a Found
// entry: a shell command line (a single literal string), an argv (a list of literal
// strings, or `rm -rf PATH` for a delete), or unknown (an argument built when it runs:
// a variable, a concatenation, an f-string, `exec @ARGV`). wasm/shell.ts pushes them as the
// interpreter's inner commands, which the rules then judge like any other.
//
// Why: rules matched the program's text with regexes (`.script(/…/)`), which fire on a
// comment or a string that mentions an API, miss a spelling they did not foresee, and
// cannot tell what the string handed to os.system is. A tokenizer per language family
// knows where code is; the shell model then judges the command the way it judges one
// typed at the prompt. When the tokenizer is in doubt (an argument it cannot read, a sed
// command it does not know) the entry is unknown, never absent.
//
// Cost: one pass over the program per language (no backtracking: each loop moves forward
// by at least one code unit), one pass over its tokens; nested programs (python's exec of
// a string, perl's s///e, vim's :execute) recurse at most MAX_NEST deep; at most
// MAX_FOUND entries per command (past that, one unknown entry stands for the rest).

import { Buf, NameSet, List, latin1, listed, findChar, lastChar, blankWords, joinWords, joinWith, longValues, longValue } from "./text";
import { Cmd, FED_ITEM, notOption, isPerl } from "./cmd";

// language families
export const L_NONE = 0, L_PY = 1, L_JS = 2, L_PERL = 3, L_RUBY = 4, L_PHP = 5, L_LUA = 6, L_TCL = 7, L_AWK = 8, L_VIM = 9, L_OSA = 10;
// what an entry is
export const F_LINE = 0, F_ARGV = 1, F_UNKNOWN = 2;
export const MAX_FOUND: i32 = 64;
const MAX_NEST: i32 = 4;

/** The commands a program runs, in the order its text names them. */
export class Found {
  kinds: Array<i32> = [];
  texts: Array<string> = [];          // F_LINE: the command line; F_UNKNOWN: what runs it
  argvs: Array<Array<string>> = [];   // F_ARGV: the words …
  lits: Array<Array<bool>> = [];      // … and which are known
  api: Array<bool> = [];              // F_ARGV: a delete the language's API makes (rmtree → rm -rf), not a process it spawns; F_LINE: a line that names the item a walker feeds it (FED_ITEM)
  globs: Array<Array<string> | null> = []; // … and its words that are glob patterns the program expands (perl's glob, glob.glob, Dir[…])
  full: bool = false;
  dry: bool = false;                   // make -n/-q/-t: recipes print, not run (but `+` lines, $(MAKE))
  private add(kind: i32, text: string, argv: Array<string>, lit: Array<bool>, api: bool = false, globs: Array<string> | null = null): void {
    if (this.full) return;
    if (this.kinds.length >= MAX_FOUND - 1) { this.full = true; kind = F_UNKNOWN; text = "⟨more commands⟩"; argv = []; lit = []; globs = null; }
    this.kinds.push(kind); this.texts.push(text); this.argvs.push(argv); this.lits.push(lit); this.api.push(api); this.globs.push(globs);
  }
  line(text: string): void { this.add(F_LINE, text, [], []); }
  /** A command line a walker runs, FED_ITEM in it standing for the item it feeds. */
  fedLine(text: string): void { this.add(F_LINE, text, [], [], true); }
  argv(words: Array<string>, lit: Array<bool>): void { if (words.length == 0) this.unknown("⟨empty argv⟩"); else this.add(F_ARGV, "", words, lit); }
  unknown(what: string): void { this.add(F_UNKNOWN, what, [], []); }
  /** A command-line tool a module's sub stands for, run on the program's arguments (`globs`:
   * those it expands itself). */
  tool(words: Array<string>, lit: Array<bool>, globs: Array<string> | null): void { this.add(F_ARGV, "", words, lit, false, globs); }
  /** A delete the program's language makes itself, as the rm it amounts to. */
  del(words: Array<string>, lit: Array<bool>, globs: Array<string> | null = null): void { this.add(F_ARGV, "", words, lit, true, globs); }
}

/** Python and the interpreters that read its language (IPython, Jython, MicroPython). */
export function pyLike(n: string): bool { return n.startsWith("python") || n.startsWith("pypy") || n == "ipython" || n == "ipython3" || n == "jython" || n == "micropython"; }
/** node and the runtimes that take its options (bun, tsx, ts-node). */
export function nodeLike(n: string): bool { return n == "node" || n == "nodejs" || n == "bun" || n == "tsx" || n == "ts-node"; }

/** The language family of interpreter `n`'s inline program, or L_NONE. */
export function langOf(n: string): i32 {
  if (pyLike(n)) return L_PY;
  if (nodeLike(n) || n == "deno") return L_JS;
  if (isPerl(n)) return L_PERL;
  if (n == "ruby") return L_RUBY;
  if (n == "php") return L_PHP;
  if (n == "lua" || n == "luajit") return L_LUA;
  if (n == "tclsh" || n == "wish" || n == "expect") return L_TCL;
  if (n == "osascript") return L_OSA;
  return L_NONE;
}

// ─── tokens ────────────────────────────────────────────────────────────────────

const K_NAME = 1, K_STR = 2, K_CMD = 3, K_P = 4, K_VAR = 5, K_NUM = 6, K_CODE = 7;

class Toks {
  k: Array<i32> = [];
  t: Array<string> = [];
  lit: Array<bool> = [];
  nl: Array<bool> = [];   // a newline comes before it
  pos: Array<i32> = [];   // where in the program it starts
  push(k: i32, t: string, lit: bool, nl: bool, pos: i32): void { this.k.push(k); this.t.push(t); this.lit.push(lit); this.nl.push(nl); this.pos.push(pos); }
  get length(): i32 { return this.k.length; }
  isP(i: i32, p: string): bool { return i >= 0 && i < this.k.length && this.k[i] == K_P && this.t[i] == p; }
  isName(i: i32, p: string): bool { return i >= 0 && i < this.k.length && this.k[i] == K_NAME && this.t[i] == p; }
  // a token that ends an operand (after it, `/` divides and `%` is modulo)
  isValue(i: i32): bool {
    if (i < 0) return false;
    const k = this.k[i];
    if (k == K_P) { const t = this.t[i]; return t == ")" || t == "]" || t == "}"; }
    return k != K_CODE;
  }
}

/** A readline's operand: none, a bareword filehandle or a scalar holding one (`<STDIN>`, `<$fh>`, `<${fh}>`). */
function handleLike(b: string): bool {
  let i = 0;
  if (i < b.length && b.charCodeAt(i) == 36) i++;
  if (i < b.length && b.charCodeAt(i) == 123 && b.charCodeAt(b.length - 1) == 125) return true;
  for (; i < b.length; i++) { const c = b.charCodeAt(i); if (!(isAlpha(c) || isDigit(c) || c == 58)) return false; }
  return true;
}

function isAlpha(c: i32): bool { return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95; }
function isDigit(c: i32): bool { return c >= 48 && c <= 57; }
function isIdChar(c: i32, lang: i32): bool { return isAlpha(c) || isDigit(c) || (c == 36 && lang == L_JS) || (c == 63 && lang == L_RUBY) || (c == 33 && lang == L_RUBY); }
function isBlank(c: i32): bool { return c == 32 || c == 9 || c == 13 || c == 12; }

// JS keywords after which `/` begins a regex
const REGEX_AFTER = new NameSet(latin1(",return,typeof,case,do,else,in,of,new,delete,void,throw,instanceof,yield,await,if,unless,and,or,not,split,grep,map,when,while,until,print,puts,join,"));

class Lexer {
  s: string = "";
  n: i32 = 0;
  i: i32 = 0;
  lang: i32 = 0;
  out: Toks = new Toks();
  nl: bool = false;
  val: string = "";
  vlit: bool = true;

  constructor(s: string, lang: i32) { this.s = s; this.n = s.length; this.lang = lang; }

  at(i: i32): i32 { return i < this.n ? this.s.charCodeAt(i) : -1; }
  start: i32 = 0;
  emit(k: i32, t: string, lit: bool): void { this.out.push(k, t, lit, this.nl, this.start); this.nl = false; }
  toEol(): void { while (this.i < this.n && this.s.charCodeAt(this.i) != 10) this.i++; }
  lineStart(): bool { return this.i == 0 || this.s.charCodeAt(this.i - 1) == 10; }
  startsAt(i: i32, w: string): bool { return this.s.length >= i + w.length && this.s.substring(i, i + w.length) == w; }
  // skip to the first line after `from` that begins with `w`, past it
  skipToLine(w: string): void {
    while (this.i < this.n) {
      this.toEol();
      if (this.i < this.n) this.i++;
      if (this.startsAt(this.i, w)) { this.toEol(); return; }
    }
  }

  run(): Toks {
    const lang = this.lang;
    while (this.i < this.n) {
      const c = this.s.charCodeAt(this.i);
      const d = this.at(this.i + 1);
      this.start = this.i;
      if (c == 10) { this.nl = true; this.i++; continue; }
      if (isBlank(c)) { this.i++; continue; }
      if (c == 92 && d == 10) { this.i += 2; continue; } // (a line continuation)
      // comments
      if (c == 35 && lang != L_JS && lang != L_LUA && lang != L_VIM) { this.toEol(); continue; }
      if (c == 47 && d == 47 && (lang == L_JS || lang == L_PHP)) { this.toEol(); continue; }
      if (c == 47 && d == 42 && (lang == L_JS || lang == L_PHP)) {
        let k = this.i + 2;
        while (k < this.n && !(this.s.charCodeAt(k) == 42 && this.at(k + 1) == 47)) k++;
        this.i = k + 2; continue;
      }
      if (c == 35 && d == 33 && this.i == 0 && lang == L_JS) { this.toEol(); continue; }
      if (c == 45 && d == 45 && lang == L_LUA) {
        this.i += 2;
        if (this.at(this.i) == 91 && this.longBracket()) continue;
        this.toEol(); continue;
      }
      if (c == 61 && this.lineStart() && lang == L_RUBY && this.startsAt(this.i, "=begin")) { this.skipToLine("=end"); continue; }
      if (c == 61 && this.lineStart() && lang == L_PERL && isAlpha(d)) { this.skipToLine("=cut"); continue; }
      // strings
      if (c == 39 || c == 34) { this.str(c, false, false); continue; }
      if (c == 96) {
        if (lang == L_JS) { this.str(c, false, false); continue; }
        // (Ruby's backtick is also Kernel's method of that name: `Kernel.\`("cmd")`, after `.`
        // or `::`, is a call of it, not a command string)
        const o = this.out;
        if (lang == L_RUBY && o.length > 0 && o.k[o.length - 1] == K_P && (o.t[o.length - 1] == "." || o.t[o.length - 1] == "::")) { this.start = this.i; this.i++; this.emit(K_NAME, "`", true); continue; }
        if (lang == L_PERL || lang == L_RUBY || lang == L_PHP) { this.str(c, false, false); this.out.k[this.out.length - 1] = K_CMD; continue; }
      }
      if (c == 91 && lang == L_LUA && (d == 91 || d == 61)) {
        const from = this.i;
        if (this.longBracket()) { this.emit(K_STR, this.val, true); continue; }
        this.i = from;
      }
      if (isAlpha(c)) { this.name(); continue; }
      if (c == 36 && lang == L_JS) { this.name(); continue; }
      if ((c == 36 || c == 64) && (lang == L_PERL || lang == L_RUBY) || (c == 36 && lang == L_PHP)) {
        let k = this.i + 1;
        if (lang == L_PERL && this.at(k) == 35) k++; // ($#array)
        if (this.at(k) == 123) { this.i = k; this.emit(K_VAR, this.s.substring(this.i - 1, this.i), false); continue; }
        if (lang == L_PERL && this.at(k) == 58 && this.at(k + 1) == 58) k += 2;
        const from = k;
        while (k < this.n && isIdChar(this.s.charCodeAt(k), lang)) k++;
        if (k == from && k < this.n && c == 36) k++; // ($_, $0, $!, $$ …)
        this.emit(K_VAR, this.s.substring(this.i, k), false);
        this.i = k;
        continue;
      }
      if (isDigit(c)) {
        let k = this.i + 1;
        while (k < this.n && (isIdChar(this.s.charCodeAt(k), lang) || this.s.charCodeAt(k) == 46)) k++;
        this.emit(K_NUM, this.s.substring(this.i, k), true);
        this.i = k;
        continue;
      }
      if (c == 47 && (lang == L_JS || lang == L_RUBY || lang == L_PERL || lang == L_AWK) && this.regexHere()) {
        // (a regex literal is a value: in JS, one token, so that `/x/.exec(…)` is its method)
        if (this.delimited(this.i, 47)) { this.flags(); if (lang == L_JS) this.emit(K_NUM, "/re/", true); continue; }
      }
      if (c == 37 && lang == L_RUBY && !this.out.isValue(this.out.length - 1) && this.percent()) continue;
      // perl's <PATTERN> where a term begins (after an operator or a bareword such as unlink):
      // glob("PATTERN"), unless it names a filehandle — <STDIN>, <$fh>, <> (perlop "I/O
      // Operators"); read as the call, `glob "PATTERN"`
      if (c == 60 && lang == L_PERL && d != 60 && d != 61 && (!this.out.isValue(this.out.length - 1) || this.out.k[this.out.length - 1] == K_NAME)) {
        let k = this.i + 1;
        while (k < this.n && this.s.charCodeAt(k) != 62 && this.s.charCodeAt(k) != 10) k++;
        if (k < this.n && this.s.charCodeAt(k) == 62 && !handleLike(this.s.substring(this.i + 1, k))) {
          const body = this.s.substring(this.i + 1, k);
          this.emit(K_NAME, "glob", true);
          this.start = this.i + 1;
          this.emit(K_STR, body, body.indexOf("$") < 0 && body.indexOf("@") < 0);
          this.i = k + 1;
          continue;
        }
      }
      // punctuation: two-unit operators that matter, else one unit
      if ((c == 58 && d == 58) || (c == 45 && d == 62) || (c == 61 && d == 62) || (c == 124 && d == 124) || (c == 124 && d == 38) || (c == 61 && d == 61) || (c == 46 && d == 46) || (c == 33 && d == 61)) {
        this.emit(K_P, this.s.substring(this.i, this.i + 2), true);
        this.i += 2;
        continue;
      }
      this.emit(K_P, String.fromCharCode(c), true);
      this.i++;
    }
    return this.out;
  }

  // a regex may start here (not a division): after an operator, at the start, or after a keyword
  regexHere(): bool {
    const t = this.out;
    const j = t.length - 1;
    if (j < 0) return true;
    if (t.k[j] == K_NAME) return REGEX_AFTER.has(t.t[j]) || (this.lang == L_PERL || this.lang == L_RUBY) && !this.spaceAfterSlash();
    return !t.isValue(j);
  }
  // (perl and ruby: `split /,/` vs `x / 2`: a space after the slash reads as a division)
  spaceAfterSlash(): bool { const d = this.at(this.i + 1); return d == 32 || d == 61; }

  flags(): void { while (this.i < this.n && isAlpha(this.s.charCodeAt(this.i))) this.i++; }

  // a part delimited by `open` from `at` (a bracket nests, a backslash escapes); its text
  // in val, i past it. False when the text ends first (or, for a `/`, a newline comes first).
  delimited(at: i32, open: i32): bool {
    const close = open == 40 ? 41 : open == 91 ? 93 : open == 123 ? 125 : open == 60 ? 62 : open;
    let depth = 0;
    let k = at + 1;
    while (k < this.n) {
      const c = this.s.charCodeAt(k);
      if (c == 92) { k += 2; continue; }
      if (open == 47 && c == 10) return false;
      if (c == close && depth == 0) { this.val = this.s.substring(at + 1, k); this.i = k + 1; return true; }
      if (close != open) { if (c == open) depth++; else if (c == close) depth--; }
      k++;
    }
    return false;
  }

  // Lua's long bracket [[…]], [==[…]==] at i: val, i past it
  longBracket(): bool {
    let k = this.i + 1;
    let level = 0;
    while (this.at(k) == 61) { level++; k++; }
    if (this.at(k) != 91) return false;
    const from = k + 1;
    k = from;
    while (k < this.n) {
      if (this.s.charCodeAt(k) == 93) {
        let e = k + 1, l = 0;
        while (this.at(e) == 61) { l++; e++; }
        if (l == level && this.at(e) == 93) { this.val = this.s.substring(from, k); this.i = e + 1; return true; }
      }
      k++;
    }
    this.i = this.n;
    this.val = "";
    return true;
  }

  // an identifier; a string prefix (python f"…", r'…'), a perl quote-like operator
  name(): void {
    const lang = this.lang;
    let k = this.i + 1;
    while (k < this.n && isIdChar(this.s.charCodeAt(k), lang)) k++;
    const w = this.s.substring(this.i, k);
    const c = this.at(k);
    if (lang == L_PY && (c == 39 || c == 34) && w.length <= 2 && pyPrefix(w)) {
      this.i = k;
      let raw = false, f = false;
      for (let j = 0; j < w.length; j++) { const p = w.charCodeAt(j) | 32; if (p == 114) raw = true; if (p == 102) f = true; }
      this.str(c, raw, f);
      return;
    }
    if (lang == L_PERL && perlQuote(w)) {
      let j = k;
      while (j < this.n && isBlank(this.s.charCodeAt(j))) j++;
      const o = this.at(j);
      if (o >= 0 && !isAlpha(o) && !isDigit(o) && o != 61 && o != 44 && o != 59 && o != 41 && o != 45 && o != 125 && o != 93 && o != 62 && o != 58 && o != 10 && !isBlank(o) && !(j > k && o == 35)) {
        if (this.quoteLike(w, j, o)) return;
      }
    }
    this.emit(K_NAME, w, true);
    this.i = k;
  }

  // perl q qq qw qx m qr s tr y, its first delimiter `o` at j
  quoteLike(w: string, j: i32, o: i32): bool {
    if (!this.delimited(j, o)) return false;
    const first = this.val;
    if (w == "s" || w == "tr" || w == "y") {
      let from = this.i - 1;
      if (o == 40 || o == 91 || o == 123 || o == 60) {
        from = this.i;
        while (from < this.n && (isBlank(this.s.charCodeAt(from)) || this.s.charCodeAt(from) == 10)) from++;
        if (from >= this.n) return false;
        if (!this.delimited(from, this.s.charCodeAt(from))) return false;
      } else if (!this.delimited(from, o)) return false;
      const repl = this.val;
      const fl = this.i;
      this.flags();
      // s///e: the replacement is code
      // (s///ee: and what that code returns is evaluated as code again: not known here)
      if (w == "s") {
        let es = 0;
        for (let f = fl; f < this.i; f++) if (this.s.charCodeAt(f) == 101) es++;
        if (es >= 2) this.emit(K_CMD, "s///ee", false);
        else if (es == 1) this.emit(K_CODE, repl, true);
      }
      return true;
    }
    if (w == "m" || w == "qr") { this.flags(); return true; }
    if (w == "qw") {
      this.emit(K_P, "(", true);
      let a = -1;
      for (let k = 0; k <= first.length; k++) {
        const c = k < first.length ? first.charCodeAt(k) : 32;
        const blank = c == 32 || c == 9 || c == 10 || c == 13;
        if (!blank && a < 0) a = k;
        else if (blank && a >= 0) { if (this.out.length > 0 && !this.out.isP(this.out.length - 1, "(")) this.emit(K_P, ",", true); this.emit(K_STR, first.substring(a, k), true); a = -1; }
      }
      this.emit(K_P, ")", true);
      return true;
    }
    const single = w == "q" || o == 39;
    const known = (single || !perlInterpolates(first)) && findChar(first, 92) < 0;
    this.emit(w == "qx" ? K_CMD : K_STR, single ? unSingle(first) : first, known);
    return true;
  }

  // ruby %w[…] %x(…) %q{…} %Q<…> %(…) %i %r %s; false when `%` is an operator here
  percent(): bool {
    let k = this.i + 1;
    let t = this.at(k);
    if (t == 119 || t == 87 || t == 120 || t == 113 || t == 81 || t == 105 || t == 73 || t == 114 || t == 115) k++;
    else t = 81;
    const o = this.at(k);
    if (o < 0 || isAlpha(o) || isDigit(o) || isBlank(o) || o == 10 || o == 61) return false;
    if (!this.delimited(k, o)) return false;
    const v = this.val;
    if (t == 119 || t == 87 || t == 105 || t == 73) {
      this.emit(K_P, "[", true);
      let a = -1, any = false;
      for (let j = 0; j <= v.length; j++) {
        const c = j < v.length ? v.charCodeAt(j) : 32;
        const blank = c == 32 || c == 9 || c == 10;
        if (!blank && a < 0) a = j;
        else if (blank && a >= 0) { if (any) this.emit(K_P, ",", true); this.emit(K_STR, v.substring(a, j), t == 119 || t == 105 || findChar(v, 35) < 0); any = true; a = -1; }
      }
      this.emit(K_P, "]", true);
      return true;
    }
    if (t == 114) { this.flags(); return true; }
    const known = t == 113 ? true : !rubyInterpolates(v) && findChar(v, 92) < 0;
    this.emit(t == 120 ? K_CMD : K_STR, v, known);
    return true;
  }

  // a quoted string from i (its quote `q`; python's triple quotes): val, vlit
  str(q: i32, raw: bool, fstr: bool): void {
    const lang = this.lang;
    let triple = false;
    if (lang == L_PY && this.at(this.i + 1) == q && this.at(this.i + 2) == q) { triple = true; this.i += 3; }
    else this.i++;
    // single-quoted strings of perl, ruby, php, and vim: only \\ and \' are escapes (vim: '')
    const single = q == 39 && (lang == L_PERL || lang == L_RUBY || lang == L_PHP || lang == L_VIM);
    const b = new Buf();
    let lit = true;
    while (this.i < this.n) {
      const c = this.s.charCodeAt(this.i);
      if (c == q) {
        if (lang == L_VIM && q == 39 && this.at(this.i + 1) == 39) { b.char(39); this.i += 2; continue; }
        if (!triple) { this.i++; break; }
        if (this.at(this.i + 1) == q && this.at(this.i + 2) == q) { this.i += 3; break; }
      }
      if (c == 10 && !triple && q != 96 && lang != L_PERL && lang != L_RUBY && lang != L_PHP) { break; } // (an unterminated line: the string ends)
      if (c == 92 && !(lang == L_VIM && q == 39)) {
        const e = this.at(this.i + 1);
        if (e < 0) { this.i++; break; }
        if (raw || single) {
          if (single && (e == 92 || e == q)) { b.char(e); this.i += 2; continue; }
          b.char(92); b.char(e); this.i += 2; continue;
        }
        this.i += 2;
        if (e == 110) b.char(10);
        else if (e == 116) b.char(9);
        else if (e == 10) {}
        else if (e == 92 || e == 39 || e == 34 || e == 96 || e == 47 || e == 36 || e == 64 || e == 35 || e == 123 || e == 125 || e == 32) b.char(e);
        else { b.char(e); lit = false; } // (\x72, \u…, octal: known only once decoded; in doubt, unknown)
        continue;
      }
      // interpolation: the text is known only when it runs
      if (q != 39 || fstr) {
        const d = this.at(this.i + 1);
        if (fstr && c == 123) { if (d == 123) { b.char(123); this.i += 2; continue; } lit = false; }
        if (fstr && c == 125 && d == 125) { b.char(125); this.i += 2; continue; }
        if (lang == L_JS && q == 96 && c == 36 && d == 123) lit = false;
        if ((lang == L_PERL || lang == L_PHP) && c == 36 && (isAlpha(d) || d == 123 || d == 58)) lit = false;
        if (lang == L_PERL && c == 64 && (isAlpha(d) || d == 123 || d == 95)) lit = false;
        if (lang == L_RUBY && c == 35 && (d == 123 || d == 64 || d == 36)) lit = false;
      }
      b.char(c);
      this.i++;
    }
    this.emit(K_STR, b.toString(), lit);
  }
}

function pyPrefix(w: string): bool {
  for (let i = 0; i < w.length; i++) { const c = w.charCodeAt(i) | 32; if (c != 114 && c != 98 && c != 117 && c != 102) return false; }
  return true;
}
const PERL_QUOTES = new NameSet(latin1(",q,qq,qw,qx,m,qr,s,tr,y,"));
function perlQuote(w: string): bool { return PERL_QUOTES.has(w); }
function perlInterpolates(s: string): bool {
  for (let i = 0; i + 1 < s.length; i++) {
    const c = s.charCodeAt(i), d = s.charCodeAt(i + 1);
    if ((c == 36 || c == 64) && (isAlpha(d) || d == 123 || d == 58)) return true;
  }
  return false;
}
function rubyInterpolates(s: string): bool {
  for (let i = 0; i + 1 < s.length; i++) if (s.charCodeAt(i) == 35 && (s.charCodeAt(i + 1) == 123 || s.charCodeAt(i + 1) == 64 || s.charCodeAt(i + 1) == 36)) return true;
  return false;
}
function unSingle(s: string): string { return s; }

// ─── the API table ─────────────────────────────────────────────────────────────

const A_SHELL = 1;   // f(LINE): a command line (a list: an argv)
const A_ARGV = 2;    // f(LINE) or f(WORD, WORD…) or f([WORDS]): a command line, or an argv
const A_FILELIST = 3; // f(FILE, [ARGS], {opts}): node's spawn, execFile
const A_EXECV = 4;   // f(FILE, [ARG0, ARGS])
const A_EXECL = 5;   // f(FILE, ARG0, ARGS…)
const A_SPAWNV = 6;  // f(MODE, FILE, [ARG0, ARGS])
const A_SPAWNL = 7;  // f(MODE, FILE, ARG0, ARGS…)
const A_DELR = 8;    // rm -rf PATH…
const A_DEL = 9;     // rm PATH…
const A_RMDIR = 10;  // rmdir PATH…
const A_FSRM = 11;   // node fs.rm/rmSync/rmdir(Sync): rm -rf with {recursive: true}
const A_EVAL = 12;   // a string of the same language, run
const A_UNKNOWN = 13; // runs a command this reading does not follow
const A_OPEN = 14;   // perl open(FH, "cmd |"), open(FH, "-|", …)
const A_PIPEOPEN = 15; // ruby's Kernel#open("|cmd")
const A_IMPORT = 16;   // python's __import__("os"), importlib.import_module("os"): a spawning module, taken by name
const A_GETATTR = 17;  // getattr(X, "system"): an attribute taken by name
const A_VIMDEL = 18;   // vim's delete(PATH, FLAGS) from Lua (vim.fn.delete)
const A_EXCMD = 19;    // nvim's vim.cmd(TEXT), nvim_command(TEXT): ex commands
const A_SYMLINK = 20;  // a symbolic link made (TARGET, LINK): `ln -s TARGET LINK`, which the shell model follows
// a file replaced: its first argument (writeFileSync, file_put_contents, File.write), its
// second (a copy's or a rename's destination), or its first when the second, a mode, writes
// (open(P, "w")): read as `truncate -s 0 -- P`, a file overwritten (overwrites())
const A_WRITE = 21, A_WRITE2 = 22, A_WRITEMODE = 23;
const A_IOWRITE = 24; // ruby's IO.write(PATH, …): a command when PATH begins with `|`, else PATH replaced
const A_MOVETO = 25;  // pathlib's Path(…).rename(DST) / .replace(DST): DST, the one argument, replaced

// every name some language spawns or deletes with (a quick rejection of all others)
const API_NAMES = new NameSet(latin1(",system,popen,getoutput,getstatusoutput,run,call,check_call,check_output,Popen,spawn,execv,execve,execvp,execvpe,posix_spawn,posix_spawnp,execl,execle,execlp,execlpe,spawnv,spawnve,spawnvp,spawnvpe,spawnl,spawnle,spawnlp,spawnlpe,rmtree,remove,unlink,rmdir,removedirs,exec,eval,execSync,spawnSync,execFile,execFileSync,rmSync,rm,rmdirSync,unlinkSync,rimraf,rimrafSync,sync,removeSync,emptyDirSync,Command,$,open,remove_tree,popen2,popen3,popen2e,capture2,capture2e,capture3,pipeline,pipeline_r,pipeline_w,pipeline_rw,pipeline_start,rm_rf,rm_r,rm_f,remove_dir,remove_entry,remove_entry_secure,delete,shell_exec,passthru,proc_open,pcntl_exec,execute,load,loadstring,dostring,create_subprocess_shell,create_subprocess_exec,__import__,import_module,getattr,readpipe,open2,open3,execvp,syscall,send,public_send,__send__,method,call_user_func,call_user_func_array,systemlist,jobstart,termopen,cmd,nvim_command,nvim_exec,nvim_exec2,get,GenericBrowser,BackgroundBrowser,timeit,repeat,runctx,runsource,runcode,pipepager,symlink,symlinkSync,symlink_to,ln_s,ln_sf,runInThisContext,runInNewContext,runInContext,compileFunction,Script,Function,run_forked,writeFileSync,writeFile,appendFileSync,appendFile,copyFileSync,copyFile,renameSync,rename,cpSync,truncateSync,truncate,write,binwrite,cp,mv,copy,move,copyfile,copy2,replace,file_put_contents,fopen,createWriteStream,openSync,new,writeTextFileSync,writeTextFile,read,readlines,foreach,binread,instance_eval,class_eval,module_eval,compile,start,harness,run3,runx,systemx,capture,capturex,`,"));

// (Perl's CPAN modules whose subs run a command given as a list or a string: IPC::Run's
// run, start and harness, IPC::Run3's run3, IPC::Cmd's run and run_forked,
// IPC::System::Simple's run, runx, systemx, capture and capturex — their manuals; exported
// where the program loads the module, `use IPC::Run qw(run)` or `-MIPC::Run=run`)
const PERL_RUNNERS = new NameSet(latin1(",run,start,harness,run3,runx,systemx,capture,capturex,run_forked,"));
const PERL_RUNNER_PACKAGES = new NameSet(latin1(",Run,Run3,Cmd,Simple,"));

/** Name i (with the package names before it) is a Perl sub taken, not called: after `\&`,
 * or after `&` with no argument list (`&name;` calls it with the caller's @_). */
function perlSubRef(t: Toks, i: i32): bool {
  let k = i;
  while (k >= 2 && t.isP(k - 1, "::") && t.k[k - 2] == K_NAME) k -= 2;
  return t.isP(k - 1, "&") && (t.isP(k - 2, "\\") || !t.isP(i + 1, "("));
}

/** The action of a call of `w` (qualified by `q`: "" for none, "?" for an expression) in
 * `lang`; `imported`: the program loads a module whose calls spawn unqualified (Python's
 * `from subprocess import …`, a Perl IPC:: module). */
function apiOf(lang: i32, w: string, q: string, imported: bool): i32 {
  if (!API_NAMES.has(w)) return 0;
  if (lang == L_PY) {
    // (the builtins — exec, eval, open, getattr — are also the `builtins` module's attributes,
    // and `__builtins__` names that module in __main__: `builtins.exec(CODE)` is exec(CODE))
    const bi = q == "" || q == "builtins" || q == "__builtins__";
    // (os.open(P, FLAGS): the flags an expression — O_TRUNC among them truncates: Args)
    if (w == "open") return bi || q == "io" || q == "codecs" || q == "os" || q == "posix" ? A_WRITEMODE : 0;
    if (w == "copy" || w == "copyfile" || w == "copy2" || w == "move") return q == "shutil" ? A_WRITE2 : 0;
    if (w == "rename" || w == "replace") return q == "os" || q == "posix" ? A_WRITE2 : q == "" ? 0 : A_MOVETO;
    if (w == "truncate") return q == "os" ? A_WRITE : 0;
    if (w == "system" || w == "popen") return A_SHELL;
    if (w == "getoutput" || w == "getstatusoutput") return A_SHELL;
    // (a code string run by timeit, the profilers, pdb and the code module's interpreter;
    // pydoc.pipepager(text, cmd) pipes to cmd through a shell — their manuals)
    if ((w == "timeit" || w == "repeat") && q == "timeit" || (w == "run" || w == "runctx") && (q == "cProfile" || q == "profile" || q == "pdb")) return A_EVAL;
    if (w == "runsource" || w == "runcode") return q != "" ? A_EVAL : 0;
    if (w == "pipepager") return A_UNKNOWN;
    // (a link made here is followed by later paths, as `ln -s`'s: os.symlink(SRC, DST);
    // Path(DST).symlink_to(SRC), whose DST this reading does not follow, is unknown)
    if (w == "symlink") return q == "" || q == "os" || q == "posix" ? A_SYMLINK : 0;
    if (w == "symlink_to") return A_UNKNOWN;
    if (w == "run" || w == "call") return q == "subprocess" || q == "" && imported ? A_ARGV : 0;
    if (w == "check_call" || w == "check_output" || w == "Popen") return A_ARGV;
    // (webbrowser: a browser named by a command line with %s is run; GenericBrowser and
    // BackgroundBrowser run their command — the webbrowser module's documentation)
    if (w == "get" && q == "webbrowser" || w == "GenericBrowser" || w == "BackgroundBrowser") return A_ARGV;
    if (w == "spawn") return q == "pty" ? A_ARGV : 0;
    const os = q == "" || q == "os" || q == "posix";
    if (w == "execv" || w == "execve" || w == "execvp" || w == "execvpe" || w == "posix_spawn" || w == "posix_spawnp") return os ? A_EXECV : 0;
    if (w == "execl" || w == "execle" || w == "execlp" || w == "execlpe") return os ? A_EXECL : 0;
    if (w == "spawnv" || w == "spawnve" || w == "spawnvp" || w == "spawnvpe") return os ? A_SPAWNV : 0;
    if (w == "spawnl" || w == "spawnle" || w == "spawnlp" || w == "spawnlpe") return os ? A_SPAWNL : 0;
    if (w == "rmtree" || w == "remove_tree") return A_DELR; // (shutil's; distutils.dir_util's)
    if (w == "create_subprocess_shell") return A_SHELL;     // (asyncio's)
    if (w == "create_subprocess_exec") return A_ARGV;
    // a module or an attribute taken by name (__import__("os"), getattr(os, "system")):
    // what it calls is not followed
    if (w == "__import__" || w == "import_module") return A_IMPORT;
    if (w == "getattr") return bi ? A_GETATTR : 0;
    // (x.unlink(), x.rmdir() on anything else: pathlib's Path, whose path this reading does not follow)
    if (w == "remove" || w == "unlink") return os ? A_DEL : w == "unlink" ? A_UNKNOWN : 0;
    if (w == "rmdir" || w == "removedirs") return os ? A_RMDIR : w == "rmdir" ? A_UNKNOWN : 0;
    if (w == "exec" || w == "eval") return bi ? A_EVAL : 0;
    return 0;
  }
  if (lang == L_JS) {
    if (q == "\"") return 0; // (a string's or a regex literal's own method)
    if (w == "exec" || w == "execSync") return A_SHELL;
    if (w == "spawn" || w == "spawnSync" || w == "execFile" || w == "execFileSync") return A_FILELIST;
    if (w == "rmSync" || w == "rm" || w == "rmdir" || w == "rmdirSync") return q == "" || q == "fs" || q == "promises" || q == "fsp" || q == "?" ? A_FSRM : 0;
    if (w == "unlinkSync" || w == "unlink") return A_DEL;
    const fsq = q == "" || q == "fs" || q == "promises" || q == "fsp" || q == "?";
    if (w == "writeFileSync" || w == "writeFile" || w == "truncateSync" || w == "truncate" || w == "createWriteStream") return fsq ? A_WRITE : 0;
    // (appendFile writes with the flag its options give: "a" unless they say otherwise)
    if (w == "appendFileSync" || w == "appendFile") return fsq ? A_WRITE : 0;
    // (fs.open/openSync(PATH, FLAGS): "w" and "w+" truncate; "r+", "a+" too, read as written)
    if (w == "openSync" || w == "open") return fsq && q != "" ? A_WRITEMODE : 0;
    if (w == "copyFileSync" || w == "copyFile" || w == "renameSync" || w == "rename" || w == "cpSync") return fsq ? A_WRITE2 : 0;
    if ((w == "remove" || w == "removeSync") && q == "Deno") return A_FSRM; // (recursive: true, or one file)
    // (Deno's and Bun's own writers: Deno.writeTextFile(Sync), writeFile(Sync), truncate(Sync);
    // Bun.write(PATH, …))
    if ((w == "writeTextFileSync" || w == "writeTextFile" || w == "writeFileSync" || w == "writeFile" || w == "truncateSync" || w == "truncate") && q == "Deno" || w == "write" && q == "Bun") return A_WRITE;
    if (w == "sync" || w == "rimrafSync") return q == "rimraf" || w == "rimrafSync" ? A_DELR : 0;
    if (w == "rimraf" || w == "removeSync" || w == "emptyDirSync" || w == "remove" && (q == "fse" || q == "fs")) return A_DELR;
    if (w == "eval") return q == "" ? A_EVAL : 0;
    // (node:vm runs a code string; so does the Function constructor)
    if (w == "runInThisContext" || w == "runInNewContext" || w == "runInContext" || w == "compileFunction" || w == "Script") return q == "vm" || q == "?" ? A_EVAL : 0;
    if (w == "Function") return q == "" ? A_EVAL : 0;
    if (w == "symlinkSync" || w == "symlink") return q == "" || q == "fs" || q == "promises" || q == "fsp" || q == "?" ? A_SYMLINK : 0;
    if (w == "Command" || w == "run") return q == "Deno" ? A_UNKNOWN : 0;
    if (w == "$") return A_SHELL; // (Bun's and zx's $`cmd`)
    return 0;
  }
  if (lang == L_PERL) {
    // (a command in a hash or a list: not read here)
    if (PERL_RUNNERS.has(w) && (q == "" && imported || PERL_RUNNER_PACKAGES.has(q))) return A_UNKNOWN;
    // (Expect->spawn(CMD), Proc::Background->new(CMD): a command they start)
    if (w == "spawn" && q == "Expect" || w == "new" && q == "Background") return A_UNKNOWN;
    // (rename FROM, TO — perlfunc; File::Copy's copy/move/cp/mv FROM, TO: TO replaced)
    if (w == "rename" && (q == "" || q == "CORE")) return A_WRITE2;
    if (w == "truncate" && (q == "" || q == "CORE")) return A_WRITE; // (truncate EXPR, LENGTH)
    if ((w == "copy" || w == "move" || w == "cp" || w == "mv") && (q == "" || q == "Copy")) return A_WRITE2;
    if (q != "" && q != "CORE" && q != "POSIX" && q != "Path" && q != "File") return 0;
    if (w == "system" || w == "exec") return A_ARGV;
    if (w == "readpipe") return A_SHELL;
    if (w == "open2" || w == "open3" || w == "execvp" || w == "syscall") return A_UNKNOWN; // (IPC::Open2/3, POSIX::execvp)
    if (w == "open") return A_OPEN;
    if (w == "unlink") return A_DEL;
    if (w == "rmdir") return A_RMDIR;
    if (w == "rmtree" || w == "remove_tree") return A_DELR;
    if (w == "eval") return A_EVAL;
    if (w == "symlink") return A_SYMLINK;
    return 0;
  }
  if (lang == L_RUBY) {
    if (w == "system" || w == "exec" || w == "spawn") return q == "" || q == "Kernel" || q == "Process" || q == "PTY" ? A_ARGV : 0;
    if (w == "`") return A_SHELL; // (Kernel.`("cmd"), as `cmd`)
    if (w == "open" && (q == "" || q == "Kernel" || q == "URI")) return A_PIPEOPEN; // (open("|cmd"); open-uri's URI.open hands a non-URL to it)
    // (IO's own class methods — not File's — start a command for a path that begins with
    // `|`, as Kernel#open does: IO.read, readlines, foreach, binread; IO.write and binwrite
    // write to it — the IO class reference)
    if ((w == "read" || w == "readlines" || w == "foreach" || w == "binread") && q == "IO") return A_PIPEOPEN;
    if ((w == "write" || w == "binwrite") && q == "IO") return A_IOWRITE;
    if (w == "send" || w == "public_send" || w == "__send__") return A_UNKNOWN;    // (a method called by name)
    if (w == "method") return q == "" || q == "Kernel" ? A_UNKNOWN : 0;         // (method(:system).call; not request.method)
    if (w == "popen" || w == "popen2" || w == "popen3" || w == "popen2e" || w == "capture2" || w == "capture2e" || w == "capture3" || w.startsWith("pipeline")) return A_ARGV;
    const fu = q == "FileUtils" || q == "FU" || q == "";
    if (w == "rm_rf" || w == "rm_r" || w == "rmtree" || w == "remove_dir" || w == "remove_entry" || w == "remove_entry_secure") return fu ? A_DELR : w == "rmtree" ? A_UNKNOWN : 0; // (Pathname#rmtree: its path not followed)
    if (w == "rm" || w == "rm_f" || w == "remove" || w == "unlink" || w == "delete") return q == "FileUtils" || q == "FU" || q == "File" ? A_DEL : 0;
    if (w == "rmdir") return q == "Dir" || q == "FileUtils" ? A_RMDIR : 0;
    // (a string run as Ruby: Kernel#eval, Binding#eval — `binding.eval` —, instance_eval,
    // class_eval and module_eval given a string, RubyVM::InstructionSequence.compile/new)
    if (w == "eval" || w == "instance_eval" || w == "class_eval" || w == "module_eval") return A_EVAL;
    if ((w == "compile" || w == "new") && q == "InstructionSequence") return A_EVAL;
    if ((w == "write" || w == "binwrite") && (q == "File" || q == "IO") || w == "truncate" && q == "File") return A_WRITE;
    if ((w == "cp" || w == "mv" || w == "copy" || w == "move" || w == "install") && (q == "FileUtils" || q == "FU") || w == "rename" && q == "File") return A_WRITE2;
    if ((w == "open" || w == "new") && q == "File") return A_WRITEMODE;
    if (w == "symlink" && q == "File" || (w == "ln_s" || w == "ln_sf") && (q == "FileUtils" || q == "FU" || q == "")) return A_SYMLINK;
    return 0;
  }
  if (lang == L_PHP) {
    if (q != "") return 0;
    if (w == "system" || w == "exec" || w == "shell_exec" || w == "passthru" || w == "popen" || w == "proc_open") return A_SHELL;
    if (w == "pcntl_exec") return A_FILELIST;
    if (w == "call_user_func" || w == "call_user_func_array") return A_UNKNOWN; // (a function called by name)
    if (w == "unlink") return A_DEL;
    if (w == "rmdir") return A_RMDIR;
    if (w == "eval") return A_EVAL;
    if (w == "symlink") return A_SYMLINK;
    if (w == "file_put_contents") return A_WRITE;
    if (w == "copy" || w == "rename") return A_WRITE2;
    if (w == "fopen") return A_WRITEMODE;
    return 0;
  }
  if (lang == L_LUA) {
    // (Neovim's Lua: vim.fn.F calls vim's function F, vim.system spawns, vim.fs.rm deletes,
    // vim.cmd and nvim_command run ex commands, vim.uv.spawn starts a process — nvim's
    // lua-guide and lua.txt)
    if (q == "fn") return w == "delete" ? A_VIMDEL : w == "system" || w == "systemlist" || w == "jobstart" || w == "termopen" ? A_SHELL : w == "call" ? A_UNKNOWN : 0;
    if (w == "system" && q == "vim") return A_SHELL;
    if (w == "rm" && q == "fs") return A_FSRM;
    if (w == "cmd" && q == "vim" || (w == "nvim_command" || w == "nvim_exec" || w == "nvim_exec2") && q == "api") return A_EXCMD;
    if (w == "spawn" && (q == "uv" || q == "loop")) return A_UNKNOWN;
    if (w == "execute") return q == "os" ? A_SHELL : 0;
    if (w == "popen") return q == "io" ? A_SHELL : 0;
    if (w == "remove") return q == "os" ? A_DEL : 0;
    if (w == "rename") return q == "os" ? A_WRITE2 : 0;
    if (w == "open") return q == "io" ? A_WRITEMODE : 0; // (io.open(P, "w"))
    if (w == "load" || w == "loadstring" || w == "dostring") return q == "" ? A_EVAL : 0;
    return 0;
  }
  if (lang == L_AWK) return w == "system" ? A_SHELL : 0;
  if (lang == L_VIM) return 0;
  return 0;
}

/** A file an inline program replaces, as the command line that does so: `truncate -s 0 -- P`. */
function replaced(path: string, f: Found): void {
  if (path.length) f.argv(["truncate", "-s", "0", "--", path], [true, true, true, true, true]);
}

// ─── arguments ─────────────────────────────────────────────────────────────────

// The words after a program given by -c/-e on its command line, its own arguments, when the
// call gives each literally (the shell model sets them around extract(): wasm/shell.ts
// programArgsOf); null otherwise. A reference to one is read as that word, bound as each
// interpreter binds them: python's sys.argv[N] (argv[0] is "-c"), node's process.argv[N]
// (argv[1] the first word), perl's $ARGV[N], @ARGV and `shift` (all the words: which one
// a shift takes depends on the run), ruby's ARGV[N] and ARGV, php's $argv[N] ($argv[0] the
// code's name). One out of range names nothing.
let programArgs: Array<string> | null = null;
export function setProgramArgs(a: Array<string> | null): void { programArgs = a; }

/** Token k starts `NAME[N]` naming one of programArgs: its index, or -1. */
function argvRef(t: Toks, k: i32, to: i32, lang: i32): i32 {
  const args = programArgs;
  if (args == null || k + 3 >= to || !t.isP(k + 1, "[") || t.k[k + 2] != K_NUM || !t.isP(k + 3, "]")) return -1;
  const w = t.t[k];
  let base = -1;
  if (t.k[k] == K_NAME && w == "argv" && (lang == L_PY || lang == L_JS)) base = 1;
  else if (t.k[k] == K_NAME && w == "ARGV" && lang == L_RUBY) base = 0;
  else if (t.k[k] == K_VAR && w == "$ARGV" && lang == L_PERL) base = 0;
  else if (t.k[k] == K_VAR && w == "$argv" && lang == L_PHP) base = 1;
  if (base < 0) return -1;
  const num = t.t[k + 2];
  if (num.length == 0 || num.length > 3) return -1;
  for (let i = 0; i < num.length; i++) if (!isDigit(num.charCodeAt(i))) return -1;
  const idx = I32.parseInt(num) - base;
  return idx >= 0 && idx < args!.length ? idx : -1;
}

/** Tokens from..to are the whole argument list of the program (@ARGV, `shift`, ARGV, *ARGV). */
function argvAll(t: Toks, from: i32, to: i32, lang: i32): bool {
  if (programArgs == null) return false;
  while (to - from >= 3 && t.isP(from, "(") && t.isP(to - 1, ")")) { from++; to--; }
  if (lang == L_PERL) {
    if (to - from == 1) return t.k[from] == K_VAR && t.t[from] == "@ARGV" || t.isName(from, "shift");
    if (t.isName(from, "shift")) {
      let k = from + 1, e = to;
      if (t.isP(k, "(") && t.isP(e - 1, ")")) { k++; e--; }
      return e - k == 1 && t.k[k] == K_VAR && t.t[k] == "@ARGV";
    }
    return false;
  }
  if (lang == L_RUBY) return to - from == 1 && t.isName(from, "ARGV") || to - from == 2 && t.isP(from, "*") && t.isName(from + 1, "ARGV");
  return false;
}

/**
 * from..to is exactly a slice of the program's arguments from a literal index to their end:
 * node's `[process.]argv.slice(N)`, python's `[sys.]argv[N:]` (both count the interpreter's
 * own word first: argv[1] is the first argument), PHP's `array_slice($argv, N)` ($argv[0]
 * the code's name). The index in programArgs it starts at, or -1.
 */
function argvSlice(t: Toks, from: i32, to: i32, lang: i32): i32 {
  if (programArgs == null) return -1;
  let k = from;
  let num = "";
  if (lang == L_JS || lang == L_PY) {
    if (to - k >= 2 && t.isP(k + 1, ".") && (lang == L_JS && t.isName(k, "process") || lang == L_PY && t.isName(k, "sys"))) k += 2;
    if (!t.isName(k, "argv")) return -1;
    if (lang == L_JS && to - k == 6 && t.isP(k + 1, ".") && t.isName(k + 2, "slice") && t.isP(k + 3, "(") && t.k[k + 4] == K_NUM && t.isP(k + 5, ")")) num = t.t[k + 4];
    else if (lang == L_PY && to - k == 5 && t.isP(k + 1, "[") && t.k[k + 2] == K_NUM && t.isP(k + 3, ":") && t.isP(k + 4, "]")) num = t.t[k + 2];
    else return -1;
  } else if (lang == L_PHP) {
    if (!(to - k == 6 && t.isName(k, "array_slice") && t.isP(k + 1, "(") && t.k[k + 2] == K_VAR && t.t[k + 2] == "$argv" && t.isP(k + 3, ",") && t.k[k + 4] == K_NUM && t.isP(k + 5, ")"))) return -1;
    num = t.t[k + 4];
  } else return -1;
  if (num.length == 0 || num.length > 3) return -1;
  for (let i = 0; i < num.length; i++) if (!isDigit(num.charCodeAt(i))) return -1;
  const at = I32.parseInt(num) - 1;
  return at >= 0 && at <= programArgs!.length ? at : -1;
}

/** Some token of from..to names the program's argument list. */
function argvNamed(t: Toks, from: i32, to: i32, lang: i32): bool {
  for (let k = from; k < to; k++) {
    const w = t.t[k];
    if (t.k[k] == K_NAME && (w == "argv" && (lang == L_PY || lang == L_JS) || w == "ARGV" && lang == L_RUBY)) return true;
    if (t.k[k] == K_VAR && ((w == "@ARGV" || w == "$ARGV") && lang == L_PERL || w == "$argv" && lang == L_PHP)) return true;
  }
  return false;
}

/** from..to is exactly `[sys.|process.]NAME[N]`, N digits: the one word argvRef reads (or none). */
function argvIndexed(t: Toks, from: i32, to: i32, lang: i32): bool {
  const k = to - 4;
  if (k < from || !t.isP(k + 1, "[") || t.k[k + 2] != K_NUM || !t.isP(k + 3, "]")) return false;
  const num = t.t[k + 2];
  for (let i = 0; i < num.length; i++) if (!isDigit(num.charCodeAt(i))) return false;
  if (k == from) return true;
  return k - from == 2 && t.isP(from + 1, ".") && (t.isName(from, "sys") && lang == L_PY || t.isName(from, "process") && lang == L_JS);
}

const AR_STR = 1, AR_LIST = 2, AR_OTHER = 3;

class Args {
  kind: Array<i32> = [];
  val: Array<string> = [];
  list: Array<Array<string>> = [];
  brace: Array<bool> = [];   // an object / hash / options argument ({…})
  plain: Array<bool> = [];   // a constant (a number, true/false/None/nil)
  shell: bool = false;       // shell=True, {shell: true}
  recursive: bool = false;   // {recursive: true}
  flag: string = "";         // {flag: "a"}, {flags: "w"}: node's fs file system flag
  glob: Array<bool> = [];    // a glob's pattern (perl's glob("…"), glob.glob("…"), Dir["…"]): the names it matches
  called: bool = false;      // the name is called (has arguments), not just mentioned
  end: i32 = 0;              // the token after the call
}

const STOP_WORDS = new NameSet(latin1(",or,and,if,unless,while,until,for,foreach,xor,do,then,end,rescue,"));

// The arguments of the call whose name is token i.
function readArgs(t: Toks, i: i32, lang: i32): Args {
  const a = new Args();
  let j = i + 1;
  const n = t.length;
  let paren = false;
  if (t.isP(j, "(") && !(lang == L_RUBY && t.nl[j])) { paren = true; j++; }
  else if (lang == L_PY || lang == L_JS || lang == L_PHP || lang == L_AWK) {
    // JS's tagged template $`cmd`; otherwise not a call
    if (lang == L_JS && j < n && t.k[j] == K_STR && !t.nl[j]) { a.called = true; addArg(a, t, j, j + 1, lang); a.end = j + 1; }
    return a;
  } else if (j >= n || t.nl[j] || t.isP(j, ";") || t.isP(j, ")") || t.isP(j, "}") || t.isP(j, "=") || t.isP(j, ".") || t.isP(j, ",")) return a;
  a.called = true;
  let depth = 0;
  let from = j;
  while (j < n) {
    if (t.k[j] == K_P) {
      const p = t.t[j];
      if (p == "(" || p == "[" || p == "{") depth++;
      else if (p == ")" || p == "]" || p == "}") {
        if (depth == 0) break;
        depth--;
      } else if (depth == 0 && (p == "," || p == "=>")) { addArg(a, t, from, j, lang); from = j + 1; j++; continue; }
      else if (depth == 0 && !paren && p == ";") break;
    }
    if (!paren && depth == 0 && j > from && (t.nl[j] && !t.isP(j - 1, ",")) ) break;
    if (!paren && depth == 0 && t.k[j] == K_NAME && STOP_WORDS.has(t.t[j])) break;
    j++;
  }
  addArg(a, t, from, j, lang);
  a.end = paren && j < n ? j + 1 : j;
  return a;
}

// The argument of tokens from..to.
function addArg(a: Args, t: Toks, from: i32, to: i32, lang: i32): void {
  if (to <= from) return;
  // keyword arguments: python name=VALUE, ruby and php name: VALUE
  if (t.k[from] == K_NAME && to - from >= 2 && (t.isP(from + 1, "=") && lang == L_PY || t.isP(from + 1, ":") && (lang == L_RUBY || lang == L_PHP))) {
    // (timeit's stmt= and setup= are code strings, taken as arguments)
    if (lang == L_PY && (t.t[from] == "stmt" || t.t[from] == "setup")) { addArg(a, t, from + 2, to, lang); return; }
    if (t.t[from] == "shell" && !(t.isName(from + 2, "False") || t.isName(from + 2, "false"))) a.shell = true;
    // (open(P, mode="w"): the mode by its name, as the second argument — python's open)
    if (lang == L_PY && t.t[from] == "mode" && a.kind.length == 1 && from + 2 < to && t.k[from + 2] == K_STR && t.lit[from + 2]) push(a, AR_STR, t.t[from + 2], [], false, false);
    // (the first parameter by its name — open(file=P), os.remove(path=P), shutil.rmtree(path=P),
    // subprocess.run(args=[…]), shutil.copy(src=…, dst=…) —: where it stands, when no
    // argument before it took that place)
    else if (lang == L_PY && a.kind.length == 0 && (t.t[from] == "file" || t.t[from] == "path" || t.t[from] == "args" || t.t[from] == "src")) addArg(a, t, from + 2, to, lang);
    else if (lang == L_PY && a.kind.length == 1 && t.t[from] == "dst") addArg(a, t, from + 2, to, lang);
    return;
  }
  // scan: options objects mention shell / recursive
  for (let k = from; k < to; k++) {
    if (t.k[k] != K_NAME && t.k[k] != K_STR) continue;
    const w = t.t[k];
    // (node's fs writers: the file system flag of an options object — `{flag: "a"}`)
    if ((w == "flag" || w == "flags") && lang == L_JS && t.isP(k + 1, ":") && k + 2 < to && t.k[k + 2] == K_STR && t.lit[k + 2]) a.flag = t.t[k + 2];
    if ((w == "shell" || w == "recursive") && (t.isP(k + 1, ":") || t.isP(k + 1, "=>") || t.isP(k + 1, "=") && lang == L_LUA) && !(t.isName(k + 2, "false") || t.isName(k + 2, "False") || t.isP(k + 2, "0"))) {
      if (w == "shell") a.shell = true; else a.recursive = true;
    }
  }
  if (argvAll(t, from, to, lang)) { push(a, AR_LIST, "", programArgs!, false, false); return; }
  const s = strArg(t, from, to, lang);
  if (s != null) { push(a, AR_STR, s!, [], false, false); return; }
  // a glob of a literal pattern (perl's glob("…"), python's glob.glob("…"), ruby's
  // Dir.glob("…") and Dir["…"]): the pattern, as a shell word naming what it matches
  const g = globArg(t, from, to, lang);
  if (g != null) { push(a, AR_STR, g!, [], false, false); a.glob[a.glob.length - 1] = true; return; }
  // a list of literal strings: [..] or (..)
  if ((t.isP(from, "[") && t.isP(to - 1, "]") || t.isP(from, "(") && t.isP(to - 1, ")") || t.isP(from, "{") && t.isP(to - 1, "}") && lang == L_LUA) && to - from >= 2) {
    const l = new Array<string>();
    let ok = true;
    let k = from + 1;
    while (k < to - 1) {
      let e = k;
      while (e < to - 1 && !t.isP(e, ",")) e++;
      if (e > k) { const v = strArg(t, k, e, lang); if (v == null) { ok = false; break; } l.push(v!); }
      k = e + 1;
    }
    if (ok) { push(a, AR_LIST, "", l, false, false); return; }
  }
  // (a slice of it from a literal index — process.argv.slice(N), sys.argv[N:],
  // array_slice($argv, N) —: those words, as the language numbers them)
  const sl = argvSlice(t, from, to, lang);
  if (sl >= 0) { push(a, AR_LIST, "", programArgs!.slice(sl), false, false); return; }
  // (any other expression that names the argument list — sys.argv[-1], sys.argv[1:],
  // process.argv.at(-1), ARGV.first, ARGV.last, end($argv) — may be any of its words: each
  // is read as one, as @ARGV's are; only NAME[N] itself, read by argvRef, is one)
  if (programArgs != null && argvNamed(t, from, to, lang) && !argvIndexed(t, from, to, lang)) { push(a, AR_LIST, "", programArgs!, false, false); return; }
  const plain = to - from == 1 && (t.k[from] == K_NUM || t.k[from] == K_NAME && (t.t[from] == "True" || t.t[from] == "False" || t.t[from] == "true" || t.t[from] == "false" || t.t[from] == "None" || t.t[from] == "nil" || t.t[from] == "undef"));
  // (open(2)'s flags as an expression — os.O_WRONLY | os.O_TRUNC, fs.constants.O_TRUNC —:
  // "O_TRUNC" when they name it, the file emptied as mode "w" empties it)
  let trunc = false;
  for (let k = from; k < to && !trunc; k++) if (t.k[k] == K_NAME && t.t[k] == "O_TRUNC") trunc = true;
  push(a, AR_OTHER, trunc ? "O_TRUNC" : "", [], t.isP(from, "{"), plain);
}

function globArg(t: Toks, from: i32, to: i32, lang: i32): string | null {
  let k = from;
  // a qualifier: glob.glob, Dir.glob, File::Glob::bsd_glob
  while (k + 1 < to && t.k[k] == K_NAME && (t.isP(k + 1, ".") || t.isP(k + 1, "::"))) k += 2;
  if (k >= to || t.k[k] != K_NAME) return null;
  const w = t.t[k];
  const open = t.isP(k + 1, "(") && t.isP(to - 1, ")");
  if (open && (w == "glob" || w == "bsd_glob" || w == "iglob") && to - k >= 3) return strArg(t, k + 2, to - 1, lang);
  // (perl's glob is a named unary operator: `glob "~/.ssh/*"` without parentheses, its
  // pattern tilde-expanded as File::Glob does by default — perlfunc glob)
  if (lang == L_PERL && w == "glob" && to - k == 2 && t.k[k + 1] == K_STR) return strArg(t, k + 1, to, lang);
  if (lang == L_RUBY && w == "Dir" && t.isP(k + 1, "[") && t.isP(to - 1, "]") && to - k >= 3) return strArg(t, k + 2, to - 1, lang);
  return null;
}

function push(a: Args, kind: i32, v: string, l: Array<string>, brace: bool, plain: bool): void {
  a.kind.push(kind); a.val.push(v); a.list.push(l); a.brace.push(brace); a.plain.push(plain); a.glob.push(false);
}

// python's modules whose functions spawn or delete (their calls are recognized by the module's name)
const PY_MODULES = new NameSet(latin1(",os,subprocess,shutil,posix,pty,pathlib,commands,webbrowser,builtins,__builtins__,"));

// Tokens from..to as one literal string ("a" "b", "a" + "b", 'a' . 'b', "a" .. "b", ("a")),
// or a path the language's path functions make of literals (pathCall), or null.
function strArg(t: Toks, from: i32, to: i32, lang: i32, depth: i32 = 0): string | null {
  while (to - from >= 3 && t.isP(from, "(") && t.isP(to - 1, ")")) { from++; to--; }
  const b = new Buf();
  let k = from;
  let want = true; // a string is expected
  while (k < to) {
    if (want) {
      if (t.k[k] == K_STR && t.lit[k]) { b.str(t.t[k]); want = false; k++; continue; }
      // (Perl's "$ENV{HOME}/…": the home, then literal text)
      if (t.k[k] == K_STR && lang == L_PERL && t.t[k].startsWith("$ENV{HOME}") && findChar(t.t[k], 36, 1) < 0 && findChar(t.t[k], 64) < 0 && findChar(t.t[k], 92) < 0) { b.str("~" + t.t[k].substring(10)); want = false; k++; continue; }
      const e = depth < 4 ? pathCall(t, k, to, lang, depth + 1) : -1;
      if (e < 0) return null;
      b.str(pathValue); want = false; k = e; continue;
    }
    if (t.k[k] == K_STR && (lang == L_PY || lang == L_AWK || lang == L_VIM)) { want = true; continue; }
    if (t.k[k] == K_P && (t.t[k] == "+" && (lang == L_PY || lang == L_JS || lang == L_RUBY) || t.t[k] == "." && (lang == L_PERL || lang == L_PHP || lang == L_VIM) || t.t[k] == ".." && (lang == L_LUA || lang == L_VIM))) { want = true; k++; continue; }
    // (pathlib's `/` joins: Path.home() / ".ssh")
    if (lang == L_PY && t.isP(k, "/")) { b.str("/"); want = true; k++; continue; }
    return null;
  }
  return want ? null : b.toString();
}

// A path made of literals by the languages' path functions, at token k: os.path.expanduser/
// join/abspath/normpath/realpath, pathlib's Path(…) (and .expanduser(), .resolve(),
// .absolute() after it), Path.home(), node's path.join/resolve and os.homedir(), Ruby's
// File.join/expand_path and Dir.home. `~` stands for the home (the model resolves it).
// Returns the token after it, or -1; its value in pathValue.
let pathValue = "";
const PATH_ONE = new NameSet(latin1(",expanduser,abspath,normpath,realpath,Path,PurePath,PosixPath,expand_path,expand,"));
const PATH_JOIN = new NameSet(latin1(",join,resolve,"));
const PATH_HOME = new NameSet(latin1(",homedir,home,"));
const PATH_AFTER = new NameSet(latin1(",expanduser,resolve,absolute,"));
function pathCall(t: Toks, k: i32, to: i32, lang: i32, depth: i32): i32 {
  // (a qualifier: os.path., pathlib., File::, or node's require("path").)
  let qual = "";
  while (k + 2 < to) {
    if (t.k[k] == K_NAME && (t.isP(k + 1, ".") || t.isP(k + 1, "::"))) { qual = t.t[k]; k += 2; continue; }
    if (lang == L_JS && t.isName(k, "require") && k + 5 < to && t.isP(k + 1, "(") && t.k[k + 2] == K_STR && t.isP(k + 3, ")") && t.isP(k + 4, ".")) { qual = "path"; k += 5; continue; }
    break;
  }
  // (an argument of the program's own: sys.argv[1], $ARGV[0] …)
  const ai = argvRef(t, k, to, lang);
  if (ai >= 0) { pathValue = programArgs![ai]; return k + 4; }
  // (Ruby's Dir.home, called without parentheses)
  if (lang == L_RUBY && k < to && t.isName(k, "home") && !t.isP(k + 1, "(")) { pathValue = "~"; return k + 1; }
  // (the home from the environment: os.environ["HOME"], process.env["HOME"], ENV["HOME"],
  // $_SERVER["HOME"], process.env.HOME — the qualifier loop stops at HOME —, and
  // os.getenv("HOME"), os.environ.get("HOME"), PHP's getenv("HOME"))
  if (k + 3 < to + 1 && (t.isName(k, "environ") || t.isName(k, "ENVIRON") || t.isName(k, "env") || t.isName(k, "ENV") || t.isName(k, "_SERVER") || t.isName(k, "_ENV") || t.isName(k, "$_SERVER") || t.isName(k, "$_ENV"))
    && t.isP(k + 1, "[") && t.k[k + 2] == K_STR && t.lit[k + 2] && t.t[k + 2] == "HOME" && t.isP(k + 3, "]")) { pathValue = "~"; return k + 4; }
  if (k < to && k >= 2 && t.isName(k, "HOME") && t.isP(k - 1, ".") && t.isName(k - 2, "env") && !t.isP(k + 1, "(")) { pathValue = "~"; return k + 1; }
  if (k + 3 < to + 1 && (t.isName(k, "getenv") || t.isName(k, "get") && k >= 2 && t.isName(k - 2, "environ")) && t.isP(k + 1, "(") && t.k[k + 2] == K_STR && t.lit[k + 2] && t.t[k + 2] == "HOME" && t.isP(k + 3, ")")) { pathValue = "~"; return k + 4; }
  if (k + 1 >= to || t.k[k] != K_NAME || !t.isP(k + 1, "(")) return -1;
  const name = t.t[k];
  if (!PATH_ONE.has(name) && !PATH_JOIN.has(name) && !PATH_HOME.has(name)) return -1;
  // (join and resolve of a path module — os.path, posixpath, node's path, Ruby's File —, or
  // imported bare in python; another object's join is an array's or a string's —
  // ARGV.join(" "), parts.join(" ") —, and perl's and PHP's own join a string join: not
  // these literals as a path)
  if (PATH_JOIN.has(name) && !(qual == "" && lang == L_PY || qual == "path" || qual == "posixpath" || qual == "ntpath" || qual == "File")) return -1;
  // (the arguments, split at the commas of this level; 64 tokens at most: linear)
  const starts = new Array<i32>(), ends = new Array<i32>();
  let lv = 0, from = k + 2, close = -1;
  for (let j = k + 1; j < to && j < k + 66; j++) {
    if (t.isP(j, "(") || t.isP(j, "[") || t.isP(j, "{")) { lv++; continue; }
    if (t.isP(j, ")") || t.isP(j, "]") || t.isP(j, "}")) { lv--; if (lv == 0) { close = j; break; } continue; }
    if (lv == 1 && t.isP(j, ",")) { starts.push(from); ends.push(j); from = j + 1; }
  }
  if (close < 0) return -1;
  if (close > from) { starts.push(from); ends.push(close); }
  const v = new Buf();
  if (PATH_HOME.has(name)) { if (starts.length) return -1; v.char(126); }
  else {
    if (starts.length == 0 || PATH_ONE.has(name) && starts.length != 1) return -1;
    for (let a = 0; a < starts.length; a++) {
      const part = strArg(t, starts[a], ends[a], lang, depth);
      if (part == null) return -1;
      // (an absolute part starts the path anew, as os.path.join and path.resolve do)
      if (a == 0) v.str(part!); else joinPart(v, part!);
    }
  }
  let e = close + 1;
  while (e + 3 < to + 1 && t.isP(e, ".") && t.k[e + 1] == K_NAME && PATH_AFTER.has(t.t[e + 1]) && t.isP(e + 2, "(") && t.isP(e + 3, ")")) e += 4;
  pathValue = v.toString();
  return e;
}

/** Path part `part` joined to the path in `v` (one buffer: a concatenation a part was
 * quadratic in the parts): an absolute part starts the path anew. */
function joinPart(v: Buf, part: string): void {
  if (part.startsWith("/")) v.len = 0;
  else if (v.len && load<u16>(v.ptr + (<usize>(v.len - 1) << 1)) != 47) v.char(47);
  v.str(part);
}

// pathlib: `Path(LIT)`, `Path.home()`, `pathlib.Path(…).expanduser()`, joined with `/ LIT`
// or `.joinpath(LIT, …)`, then `.write_text(…)` / `.write_bytes(…)`: that file, replaced
// (the pathlib reference). A path not made of literals is not followed, as open(p, "w")'s.
function pathlibWrite(t: Toks, k: i32, f: Found): void {
  let e = pathCall(t, k, t.length, L_PY, 1);
  if (e < 0) return;
  const p = new Buf();
  p.str(pathValue);
  while (e < t.length) {
    if (t.isP(e, "/") && e + 1 < t.length && t.k[e + 1] == K_STR && t.lit[e + 1]) { joinPart(p, t.t[e + 1]); e += 2; continue; }
    if (t.isP(e, ".") && t.isName(e + 1, "joinpath") && t.isP(e + 2, "(")) {
      let j = e + 3;
      let ok = false;
      while (j + 1 < t.length && t.k[j] == K_STR && t.lit[j]) {
        joinPart(p, t.t[j]);
        if (t.isP(j + 1, ")")) { ok = true; j += 2; break; }
        if (!t.isP(j + 1, ",")) break;
        j += 2;
      }
      if (!ok) return;
      e = j;
      continue;
    }
    // (`(Path.home() / ".bashrc").write_text(…)`: the parentheses around it)
    if (t.isP(e, ")") && k >= 1 && t.isP(k - 1, "(")) { e++; continue; }
    break;
  }
  if (t.isP(e, ".") && (t.isName(e + 1, "write_text") || t.isName(e + 1, "write_bytes")) && t.isP(e + 2, "(")) replaced(p.toString(), f);
  // (`.open("w")`, `.open(mode="w")`: opened for writing — w, x or + in the mode; a mode
  // known only when it runs counts)
  else if (t.isP(e, ".") && t.isName(e + 1, "open") && t.isP(e + 2, "(") && !t.isP(e + 3, ")")) {
    let j = e + 3;
    if (t.isName(j, "mode") && t.isP(j + 1, "=")) j += 2;
    if (!(t.k[j] == K_STR && t.lit[j]) || t.t[j].includes("w") || t.t[j].includes("+") || t.t[j].includes("x")) replaced(p.toString(), f);
  }
}

// ─── extraction ────────────────────────────────────────────────────────────────

const PHP_CALLABLES = new NameSet(latin1(",system,exec,shell_exec,passthru,popen,proc_open,pcntl_exec,unlink,rmdir,eval,assert,create_function,"));

/** At token `[` (i): a bracket of strings and operators — a name computed from strings —
 * closed and then called, `[…](`. (A look 32 tokens ahead at most: linear.) */
function computedCall(t: Toks, i: i32): bool {
  let depth = 0, strs = 0, ops = 0;
  const stop = min(t.length, i + 32);
  for (let j = i; j < stop; j++) {
    if (t.isP(j, "[")) { depth++; continue; }
    if (t.isP(j, "]")) { depth--; if (depth == 0) return strs > 0 && (ops > 0 || strs > 1) && t.isP(j + 1, "("); continue; }
    if (t.k[j] == K_STR) strs++;
    else if (t.k[j] == K_P) ops++;
  }
  return false;
}

/** From token i, a run of literal strings joined by PHP's `.`, as one string (null if any
 * piece is not literal). (64 pieces at most: linear.) */
function phpJoined(t: Toks, i: i32): string | null {
  let r = t.t[i];
  let j = i + 1;
  for (let n = 0; n < 64 && t.isP(j, "."); n++) {
    if (j + 1 >= t.length || t.k[j + 1] != K_STR || !t.lit[j + 1]) return null;
    r += t.t[j + 1];
    j += 2;
  }
  return r;
}

/** Token i, a literal string, names a Perl sub that spawns or deletes, called by that name:
 * qualified by its package (`"File::Path::rmtree"`, `"POSIX::system"`), or given to `can`,
 * or in a symbolic reference (`&{"rmtree"}`, `\&{"…"}`, `*{"…"}`). */
function perlNamedSub(t: Toks, i: i32): bool {
  const s = t.t[i];
  let cut = -1;
  for (let k = s.length - 2; k > 0; k--) if (s.charCodeAt(k) == 58 && s.charCodeAt(k + 1) == 58) { cut = k; break; }
  const name = cut >= 0 ? s.substring(cut + 2) : s;
  if (!API_NAMES.has(name)) return false;
  let pkg = "";
  if (cut >= 0) {
    const p = s.substring(0, cut);
    let c2 = -1;
    for (let k = p.length - 2; k > 0; k--) if (p.charCodeAt(k) == 58 && p.charCodeAt(k + 1) == 58) { c2 = k; break; }
    pkg = c2 >= 0 ? p.substring(c2 + 2) : p;
    if (pkg == "main") pkg = "";
  }
  if (apiOf(L_PERL, name, pkg, false) == 0) return false;
  if (cut >= 0) return true;
  if (t.isP(i - 1, "(") && t.isName(i - 2, "can")) return true;
  if (t.isP(i - 1, ",") && t.isName(i - 4, "can")) return true; // (UNIVERSAL::can($x, "system"))
  return t.isP(i - 1, "{") && (t.isP(i - 2, "&") || t.isP(i - 2, "*"));
}

/** Token i is a name an import statement lists (`from os import system, popen`). */
function importedName(t: Toks, i: i32): bool {
  // (64 tokens back at most: the reading stays linear; a longer list reads as a value)
  let j = i - 1;
  const stop = max(0, i - 64);
  while (j >= stop && (t.k[j] == K_NAME || t.isP(j, ",") || t.isP(j, "(")) && t.t[j] != "import") j--;
  return j >= stop && t.k[j] == K_NAME && t.t[j] == "import";
}

/**
 * The names Python's `from M import N, N2 as A` statements bind (M one name, not a package's
 * dotted path, nor a relative one): each bound name → "M N" (M's attribute it names). A
 * star import binds names not listed: none here.
 */
function pyFromImports(t: Toks): Map<string, string> | null {
  let m: Map<string, string> | null = null;
  for (let i = 0; i + 3 < t.length; i++) {
    if (!t.isName(i, "from") || (i >= 1 && t.isP(i - 1, ".")) || t.k[i + 1] != K_NAME || !t.isName(i + 2, "import")) continue;
    const mod = t.t[i + 1];
    let j = i + 3;
    if (t.isP(j, "(")) j++;
    // (64 names at most: the reading stays linear)
    for (let c = 0; c < 64 && j < t.length && t.k[j] == K_NAME; c++) {
      if (m === null) m = new Map();
      const name = t.t[j];
      if (t.isName(j + 1, "as") && j + 2 < t.length && t.k[j + 2] == K_NAME) { m!.set(t.t[j + 2], mod + " " + name); j += 3; }
      else { m!.set(name, mod + " " + name); j++; }
      if (!t.isP(j, ",")) break;
      j++;
    }
  }
  return m;
}

/** A module required by name, as node resolves it: `node:fs` is fs, `fs/promises` fs's. */
function moduleName(m: string): string {
  let r = m.startsWith("node:") ? m.substring(5) : m;
  if (r.endsWith("/promises")) r = r.substring(0, r.length - 9);
  return r;
}

// the modules whose calls JavaScript runs (node's built-ins that spawn, delete or write)
const JS_MODULES = new NameSet(latin1(",fs,child_process,fs-extra,rimraf,"));
// Third-party libraries whose calls run a program (a command line, or argv by a name of
// their own) or delete a tree — each one's README: shelljs (`shell.rm("-rf", P)`,
// `shell.exec`), execa, zx, cross-spawn, tinyexec, nano-spawn, @npmcli/promise-spawn,
// node-pty, del (`deleteSync(globs, {force})`), trash; Python's sh (`sh.rm("-rf", P)`: any
// attribute is a program), plumbum, pexpect, invoke, fabric, sarge, delegator, envoy. Loading
// one makes the program unknown (ask), not silent.
const JS_RUNNER_MODULES = new NameSet(latin1(",shelljs,execa,zx,cross-spawn,tinyexec,nano-spawn,@npmcli/promise-spawn,node-pty,del,trash,"));
const PY_RUNNER_MODULES = new NameSet(latin1(",sh,plumbum,pexpect,invoke,fabric,sarge,delegator,envoy,"));

/** JavaScript's names bound to a module of JS_MODULES: name → the module. */
function jsAliases(t: Toks): Map<string, string> {
  const m = new Map<string, string>();
  for (let i = 0; i < t.length; i++) {
    // require("M") / import("M") / await import("M") after `NAME =`
    let at = -1;
    if (t.k[i] == K_STR && t.lit[i] && i >= 2 && t.isP(i - 1, "(") && (t.isName(i - 2, "require") || t.isName(i - 2, "import")) && t.isP(i + 1, ")")) at = i - 2;
    if (at >= 0) {
      const mod = moduleName(t.t[i]);
      if (!JS_MODULES.has(mod)) continue;
      let b = at - 1;
      if (b >= 0 && t.isName(b, "await")) b--;
      if (b >= 1 && t.isP(b, "=") && t.k[b - 1] == K_NAME) { m.set(t.t[b - 1], mod); continue; }
      // import("M").then((NAME) => …), .then(NAME => …), .then(function (NAME) …)
      if (t.isP(i + 2, ".") && t.isName(i + 3, "then") && t.isP(i + 4, "(")) {
        let j = i + 5;
        if (t.isName(j, "function") || t.isName(j, "async")) j++;
        if (t.isP(j, "(")) j++;
        if (j < t.length && t.k[j] == K_NAME) m.set(t.t[j], mod);
      }
      continue;
    }
    // import * as NAME from "M", import NAME from "M"
    if (t.isName(i, "from") && i + 1 < t.length && t.k[i + 1] == K_STR && t.lit[i + 1] && i >= 1 && t.k[i - 1] == K_NAME) {
      const mod = moduleName(t.t[i + 1]);
      if (JS_MODULES.has(mod)) m.set(t.t[i - 1], mod);
    }
  }
  return m;
}

/** The commands `code`, a program of `lang`, runs, added to `f`. */
export function extract(lang: i32, code: string, f: Found): void { extractAt(lang, code, f, 0); }

// A program that walks a tree (os.walk, rglob, a `**` glob, File::Find, readdirSync, …):
// a single-file delete of a path it computes may reach every file of the tree, as `rm -rf`.
let walking = false;
const WALKERS = ["walk(", "scandir", "rglob", "**", "iglob", "File::Find", "find(", "finddepth", "readdir", "Dir.glob", "Dir[", "Find.find", "listdir", "opendir", "RecursiveDirectoryIterator", "each_child", "children"];
function walks(code: string): bool {
  for (let i = 0; i < WALKERS.length; i++) if (code.includes(WALKERS[i])) return true;
  return false;
}

// … and the literal patterns it globs (perl's glob and <P>, python's glob.glob, iglob and
// pathlib's .glob, Ruby's Dir.glob and Dir[…], node's globSync): such a path may be any name
// one of them matches, so each is a word of the delete, as a shell glob (`for (<~/.ssh/*>)
// { unlink }` deletes what `rm ~/.ssh/*` would)
let globbed: Array<string> = [];
function globsOf(t: Toks, lang: i32): Array<string> {
  const r = new Array<string>();
  for (let i = 0; i < t.length; i++) {
    if (t.k[i] != K_NAME || !(t.t[i] == "glob" || t.t[i] == "iglob" || t.t[i] == "bsd_glob" || t.t[i] == "globSync" || t.t[i] == "Dir")) continue;
    // (the call's argument: `glob("P")`, `glob "P"`, `Dir["P"]`; its first string)
    if (t.t[i] == "Dir" && !t.isP(i + 1, "[")) continue;
    let v: string | null = null;
    if (t.isP(i + 1, "(") || t.isP(i + 1, "[")) {
      // (to the bracket that closes it, or its first comma: the pattern argument)
      let d = 0, e = i + 1;
      for (; e < t.length; e++) {
        if (t.isP(e, "(") || t.isP(e, "[")) d++;
        else if (t.isP(e, ")") || t.isP(e, "]")) { if (--d == 0) break; }
        else if (d == 1 && t.isP(e, ",")) break;
      }
      if (e < t.length && e > i + 2) v = strArg(t, i + 2, e, lang);
    } else if (i + 1 < t.length && t.k[i + 1] == K_STR) v = strArg(t, i + 1, i + 2, lang);
    if (v != null && v!.length) r.push(v!);
  }
  return r;
}

function extractAt(lang: i32, code: string, f: Found, nest: i32): void {
  if (nest > MAX_NEST) { f.unknown("⟨nested program⟩"); return; }
  const walked = walking, had = globbed;
  walking = walked || walks(code);
  extractIn(lang, code, f, nest);
  walking = walked;
  globbed = had;
}

function extractIn(lang: i32, code: string, f: Found, nest: i32): void {
  if (lang == L_TCL) { tcl(code, f); return; }
  if (lang == L_OSA) { appleScript(code, f); return; }
  const t = new Lexer(code, lang).run();
  const n = t.length;
  let imported = false;
  let argvTools = false;
  const gs = globsOf(t, lang);
  if (gs.length) { const all = globbed.slice(); for (let i = 0; i < gs.length; i++) all.push(gs[i]); globbed = all; }
  // (JavaScript: the names a module is bound to — `const f = require("fs")`, `import * as f
  // from "fs"`, `const f = await import("fs")`, `import("fs").then((f) => …)` — qualify
  // their calls as the module's own: `f.rmSync(…)` is fs.rmSync)
  const aliases = lang == L_JS ? jsAliases(t) : null;
  // (Python: a name `from M import N` binds calls M's N, and `from M import N as A` binds A
  // to it — the language reference's "The import statement": `from shutil import copyfile
  // as save; save(…)` is shutil.copyfile(…))
  const froms = lang == L_PY ? pyFromImports(t) : null;
  for (let i = 0; i < n && !f.full; i++) {
    const k = t.k[i];
    if (k == K_CMD) { if (t.lit[i]) f.line(t.t[i]); else f.unknown(t.t[i]); continue; }
    if (k == K_CODE) { extractAt(lang, t.t[i], f, nest + 1); continue; }
    if (lang == L_AWK && k == K_P && (t.t[i] == "|" || t.t[i] == "|&")) { awkPipe(t, i, f); continue; }
    if (lang == L_AWK && k == K_P && t.t[i] == ">") { awkOutput(t, i, f); continue; }
    if (lang == L_AWK && k == K_P && t.t[i] == "<") { awkInput(t, i, f); continue; }
    // a member called by a name in a string (`cp["execSync"](…)`, `os.__dict__["system"](…)`):
    // a spawning or deleting one is not followed
    if (k == K_STR && i >= 1 && t.isP(i - 1, "[") && t.isP(i + 1, "]") && t.isP(i + 2, "(") && (!t.lit[i] || API_NAMES.has(t.t[i]))) {
      f.unknown(code.substring(t.pos[i - 1], i + 2 < n ? t.pos[i + 2] : code.length));
      continue;
    }
    // a member called by a name computed from strings (`cp["exec" + "Sync"](…)`): not followed
    if (k == K_P && t.t[i] == "[" && computedCall(t, i)) { f.unknown(code.substring(t.pos[i], min(code.length, t.pos[i] + 80))); continue; }
    // PHP calls a function named by a string (`$f = "system"; $f(…)`, `array_map("system",
    // …)`, call_user_func): a spawning or deleting one named anywhere is not followed
    if (lang == L_PHP && k == K_STR && t.lit[i] && PHP_CALLABLES.has(t.t[i].toLowerCase())) { f.unknown(t.t[i]); continue; }
    // (and one whose name is joined from literal pieces: `$f = "sys" . "tem"; $f(…)`)
    if (lang == L_PHP && k == K_STR && t.lit[i] && !t.isP(i - 1, ".") && t.isP(i + 1, ".")) {
      const joined = phpJoined(t, i);
      if (joined != null && PHP_CALLABLES.has(joined!.toLowerCase())) { f.unknown(joined!); continue; }
    }
    // Perl calls a sub named by a string: a symbolic reference (`&{"File::Path::rmtree"}(…)`,
    // `*{"…"}{CODE}`) or a method looked up by name (`File::Path->can("rmtree")`): a spawning
    // or deleting one is not followed
    if (lang == L_PERL && k == K_STR && t.lit[i] && perlNamedSub(t, i)) { f.unknown(t.t[i]); continue; }
    // a third-party library whose calls run programs or delete trees, loaded by name (node's
    // `require("shelljs")`, `import … from "execa"`, `import("zx")`): what it runs is not read here
    if (lang == L_JS && k == K_STR && t.lit[i] && JS_RUNNER_MODULES.has(moduleName(t.t[i])) && (t.isP(i - 1, "(") && (t.isName(i - 2, "require") || t.isName(i - 2, "import")) || t.isName(i - 1, "from") || t.isName(i - 1, "import"))) { f.unknown(t.t[i]); continue; }
    // (… and Python's: `import sh`, `from sh import rm`, `import pexpect`)
    if (lang == L_PY && k == K_NAME && (t.t[i] == "import" || t.t[i] == "from") && (i == 0 || !t.isP(i - 1, ".")) && i + 1 < t.length && t.k[i + 1] == K_NAME && PY_RUNNER_MODULES.has(t.t[i + 1]) && !t.isP(i + 2, ".")) { f.unknown("import " + t.t[i + 1]); continue; }
    if (k != K_NAME) continue;
    // (pathlib: a Path made of literals, then write_text/write_bytes — the file replaced)
    if (lang == L_PY && (t.t[i] == "Path" || t.t[i] == "PurePath" || t.t[i] == "PosixPath" || t.t[i] == "pathlib") && (i == 0 || !t.isP(i - 1, "."))) pathlibWrite(t, i, f);
    // (PHP's function names are case-insensitive: SYSTEM() is system())
    let w = lang == L_PHP ? t.t[i].toLowerCase() : t.t[i];
    if (lang == L_PY && w == "from" && t.isName(i + 1, "subprocess")) imported = true;
    if (lang == L_PERL && (w == "use" || w == "require") && t.isName(i + 1, "IPC")) imported = true;
    if (lang == L_PERL && (w == "use" || w == "require") && t.isName(i + 1, "ExtUtils") && t.isP(i + 2, "::") && t.isName(i + 3, "Command") && !t.isP(i + 4, "::")) argvTools = true;
    if (lang == L_RUBY && w == "require" && (i == 0 || !t.isP(i - 1, ".")) && un(t, i + 1)) argvTools = true;
    // (Perl's Shell module runs a command for a call of any sub it does not know: Shell(3pm))
    if (lang == L_PERL && (w == "use" || w == "require") && t.isName(i + 1, "Shell") && !t.isP(i + 2, "::")) { f.unknown("use Shell"); continue; }
    // `import os as o`: the module's spawning and deleting calls under a name not followed
    if (lang == L_PY && w == "as" && i >= 1 && t.k[i - 1] == K_NAME && PY_MODULES.has(t.t[i - 1])) { f.unknown("import " + t.t[i - 1] + " as"); continue; }
    // qualified: a.b, a::b, a->b
    let q = "";
    // (a literal's method — `/x/.exec(s)`, RegExp.prototype.exec — is marked "\"": no module's)
    if (i >= 2 && (t.isP(i - 1, ".") || t.isP(i - 1, "::") || t.isP(i - 1, "->"))) q = t.k[i - 2] == K_NAME ? t.t[i - 2] : lang == L_JS && (t.k[i - 2] == K_STR || t.k[i - 2] == K_NUM) ? "\"" : "?";
    else if (i >= 1 && (t.isP(i - 1, ".") || t.isP(i - 1, "::") || t.isP(i - 1, "->"))) q = "?";
    // (require('rimraf').sync, require("child_process").execSync: the module's name)
    if (q == "?" && i >= 5 && t.isP(i - 2, ")") && t.k[i - 3] == K_STR && t.lit[i - 3] && t.isP(i - 4, "(") && t.isName(i - 5, "require")) q = moduleName(t.t[i - 3]);
    if (aliases !== null && q.length && aliases!.has(q)) q = aliases!.get(q);
    if (froms !== null && q.length == 0 && (i == 0 || !t.isP(i - 1, ".")) && froms!.has(w)) {
      const m = froms!.get(w);
      const sp = findChar(m, 32);
      q = m.substring(0, sp);
      w = m.substring(sp + 1);
    }
    // (a definition or a key, not a call: def system(…), sub system, function exec, {system: …})
    if (i >= 1 && t.k[i - 1] == K_NAME && (t.t[i - 1] == "def" || t.t[i - 1] == "sub" || t.t[i - 1] == "function")) continue;
    // (a sub of ExtUtils::Command or un called: a tool run on the program's arguments — its
    // own arguments, if any, are not read by it; a call of mv or cp with some is File::Copy's
    // or FileUtils', read below)
    if (argvTools && (lang == L_PERL ? PERL_ARGV_TOOLS.has(w) && (q == "" || q == "Command") : RUBY_ARGV_TOOLS.has(w) && q == "")) {
      const bare = !readArgs(t, i, lang).called || t.isP(i + 1, "(") && t.isP(i + 2, ")");
      if (bare || lang == L_PERL && (w == "rm_rf" || w == "rm_f")) { argvTool(lang, w, f); continue; }
    }
    const act = apiOf(lang, w, q, imported);
    if (act == 0) continue;
    if (lang == L_PERL && act == A_EVAL && t.isP(i + 1, "{")) continue; // (eval BLOCK: code in place)
    if (lang == L_RUBY && act == A_EVAL && (t.isP(i + 1, "{") || t.isName(i + 1, "do"))) continue; // (instance_eval { … }: a block, in place)
    // (Perl: a sub taken by reference, `\&IPC::Run::run`, `&system`, is called later with
    // arguments not read here)
    if (lang == L_PERL && perlSubRef(t, i)) { f.unknown("&" + w); continue; }
    const a = readArgs(t, i, lang);
    // (perl's unlink and rmdir with no argument delete $_ — perlfunc — where the statement
    // ends there or a modifier follows: `unlink for glob "*"`, `{ unlink }`)
    if (!a.called && lang == L_PERL && q.length == 0 && (w == "unlink" || w == "rmdir") && perlNoArg(t, i + 1)) { a.called = true; a.end = i + 1; }
    // (Ruby calls a method of a receiver without parentheses or arguments: `path.rmtree`)
    if (!a.called && !(lang == L_RUBY && q.length > 0)) {
      // a spawning function taken as a value (`f = os.system`) or under another name
      // (`from os import system as s`, `const {execSync: x} = require(…)`): what it runs
      // is not followed
      // (a name `from M import N as A` binds is followed where it is called: pyFromImports)
      const renamed = lang == L_PY && t.isName(i + 1, "as") && !(froms !== null && i + 2 < n && t.k[i + 2] == K_NAME && froms!.has(t.t[i + 2])) || lang == L_JS && t.isP(i + 1, ":")
        // (called through Function.prototype's call, apply or bind: `execSync.call(null, …)`)
        || lang == L_JS && t.isP(i + 1, ".") && (t.isName(i + 2, "call") || t.isName(i + 2, "apply") || t.isName(i + 2, "bind"));
      // (or handed to another function as a value: `map(os.system, cmds)`)
      const passed = (t.isP(i + 1, ",") || t.isP(i + 1, ")")) && !importedName(t, i);
      if (renamed || passed || i >= 1 && t.isP(i - 1, "=") || i >= 3 && q.length && t.isP(i - 3, "=")) f.unknown(w);
      continue;
    }
    // (an unknown command keeps the call's text: what a rule can still read of it)
    apply(act, a, w, code.substring(t.pos[i], a.end < n ? t.pos[a.end] : code.length).trim(), lang, f, nest);
  }
}

// Modules whose subs are command-line tools run on the program's own arguments: Perl's
// ExtUtils::Command (`perl -MExtUtils::Command -e rm_rf -- DIR`, what MakeMaker's $(RM_RF)
// runs: rm_rf, rm_f, mv, cp, touch, chmod, mkpath — each reads @ARGV, not its arguments,
// and globs a word holding `*` or `?` itself) and Ruby's un (`ruby -run -e rm -- -rf DIR`:
// rm, cp, mv, ln, rmdir, install, chmod, mkdir, touch — each parses ARGV with the option
// letters of the tool it is named after, and globs a word holding `*?[{`). Each such call is
// read as that tool's command line (ExtUtils' rm_rf as `rm -rf --`, rm_f as `rm -f --`,
// mv as `mv -f --`); with arguments known only when it runs, unknown.
const PERL_ARGV_TOOLS = new NameSet(latin1(",rm_rf,rm_f,mv,cp,touch,chmod,mkpath,"));
const RUBY_ARGV_TOOLS = new NameSet(latin1(",rm,cp,mv,ln,rmdir,install,chmod,mkdir,touch,"));
function argvTool(lang: i32, w: string, f: Found): void {
  const args = programArgs;
  if (args == null) { f.unknown(w); return; }
  const words = new Array<string>();
  if (lang == L_PERL) {
    if (w == "rm_rf") { words.push("rm"); words.push("-rf"); }
    else if (w == "rm_f") { words.push("rm"); words.push("-f"); }
    else if (w == "mv") { words.push("mv"); words.push("-f"); }
    else if (w == "mkpath") { words.push("mkdir"); words.push("-p"); }
    else words.push(w);
    words.push("--");
  } else words.push(w);
  let globs: Array<string> | null = null;
  for (let i = 0; i < args!.length; i++) {
    const a = args![i];
    words.push(a);
    let g = findChar(a, 42) >= 0 || findChar(a, 63) >= 0;
    if (lang == L_RUBY) g = g || findChar(a, 91) >= 0 || findChar(a, 123) >= 0;
    if (g) { if (globs == null) globs = []; globs!.push(a); }
  }
  f.tool(words, allTrue(words.length), globs);
}

/** Tokens from k are Ruby's `"un"` or `("un")`: the library un.rb. */
function un(t: Toks, k: i32): bool {
  if (t.isP(k, "(")) k++;
  return k < t.length && t.k[k] == K_STR && t.lit[k] && t.t[k] == "un";
}

/** Token k ends a perl statement's term: the end, `;`, `}`, `)`, a statement modifier or a
 * low-precedence operator. */
function perlNoArg(t: Toks, k: i32): bool {
  if (k >= t.length || t.isP(k, ";") || t.isP(k, "}") || t.isP(k, ")") || t.isP(k, "||") || t.isP(k, ",")) return true;
  if (t.k[k] != K_NAME) return false;
  const w = t.t[k];
  return w == "for" || w == "foreach" || w == "if" || w == "unless" || w == "while" || w == "until" || w == "and" || w == "or" || w == "xor" || w == "not";
}

// the literal words of positional args from `at` (strings and lists flattened), or null
function words(a: Args, at: i32): Array<string> | null {
  const r = new Array<string>();
  for (let k = at; k < a.kind.length; k++) {
    if (a.kind[k] == AR_STR) r.push(a.val[k]);
    else if (a.kind[k] == AR_LIST) { const l = a.list[k]; for (let j = 0; j < l.length; j++) r.push(l[j]); }
    else return null;
  }
  return r;
}
function allTrue(n: i32): Array<bool> { const r = new Array<bool>(n); for (let i = 0; i < n; i++) r[i] = true; return r; }

function apply(act: i32, a: Args, name: string, w: string, lang: i32, f: Found, nest: i32): void {
  const n = a.kind.length;
  if (act == A_UNKNOWN) { f.unknown(w); return; }
  if (act == A_PIPEOPEN) {
    if (n >= 1 && a.kind[0] == AR_STR) { if (a.val[0].startsWith("|")) f.line(a.val[0].substring(1)); }
    else f.unknown(w);
    return;
  }
  // (one argument: a Path moved onto it — str.replace takes two or more)
  if (act == A_MOVETO) { if (n == 1 && a.kind[0] == AR_STR) replaced(a.val[0], f); return; }
  if (act == A_IOWRITE) {
    if (n >= 1 && a.kind[0] == AR_STR) { if (a.val[0].startsWith("|")) f.line(a.val[0].substring(1)); else replaced(a.val[0], f); }
    else f.unknown(w);
    return;
  }
  if (act == A_IMPORT) { if (n < 1 || a.kind[0] != AR_STR || PY_MODULES.has(a.val[0])) f.unknown(w); return; }
  if (act == A_GETATTR) { if (n < 2 || a.kind[1] != AR_STR || API_NAMES.has(a.val[1])) f.unknown(w); return; }
  if (act == A_EXCMD) {
    if (n >= 1 && a.kind[0] == AR_STR) exAt(a.val[0], f, nest + 1); else f.unknown(w);
    return;
  }
  if (act == A_VIMDEL) {
    // delete(PATH, "rf") a tree, delete(PATH, "d") an empty directory, delete(PATH) a file
    const flags = n > 1 ? (a.kind[1] == AR_STR ? a.val[1] : "?") : "";
    if (n == 0 || flags == "?") { f.unknown(w); return; }
    const path = a.kind[0] == AR_STR ? a.val[0] : "⟨" + w + "⟩";
    if (findChar(flags, 114) >= 0) f.del(["rm", "-rf", "--", path], [true, true, true, a.kind[0] == AR_STR]);
    else if (flags.length == 0) f.del(["rm", "--", path], [true, true, a.kind[0] == AR_STR]);
    return;
  }
  if (act == A_SYMLINK) {
    if (n >= 2 && a.kind[0] == AR_STR && a.kind[1] == AR_STR) f.argv(["ln", "-s", "--", a.val[0], a.val[1]], [true, true, true, true, true]);
    else f.unknown(w);
    return;
  }
  if (act == A_EVAL) {
    // (each string given is code: timeit's setup too; the Function constructor's body is
    // its last argument, the others its parameters' names)
    const first = w == "Function" && n > 0 ? n - 1 : 0;
    if (n >= 1 && a.kind[first] == AR_STR) { for (let k = first; k < n; k++) if (a.kind[k] == AR_STR) extractAt(lang, a.val[k], f, nest + 1); }
    else f.unknown(w);
    return;
  }
  if (act == A_SHELL) {
    if (n >= 1 && a.kind[0] == AR_STR) f.line(a.val[0]);
    else if (n >= 1 && a.kind[0] == AR_LIST) f.argv(a.list[0], allTrue(a.list[0].length));
    else f.unknown(w);
    return;
  }
  if (act == A_ARGV) {
    if (n == 0) { f.unknown(w); return; }
    // (the program's one argument, alone — `system shift`, `exec(*ARGV)`, `system @ARGV` given
    // one word —: a single string, run by the shell as `system "…"` is: perlfunc system,
    // Kernel#exec)
    if (a.kind[0] == AR_LIST && n == 1 && a.list[0].length == 1) { f.line(a.list[0][0]); return; }
    if (a.kind[0] == AR_LIST) { f.argv(a.list[0], allTrue(a.list[0].length)); return; }
    if (n == 1 && a.kind[0] == AR_STR) { f.line(a.val[0]); return; }
    const ws = words(a, 0);
    if (ws == null) { f.unknown(w); return; }
    if (a.shell) f.line(join(ws!)); else f.argv(ws!, allTrue(ws!.length));
    return;
  }
  if (act == A_FILELIST) {
    if (n == 0) { f.unknown(w); return; }
    if (a.kind[0] == AR_LIST && lang == L_JS) { f.argv(a.list[0], allTrue(a.list[0].length)); return; }
    if (a.kind[0] != AR_STR) { f.unknown(w); return; }
    const ws = [a.val[0]];
    if (n >= 2) {
      if (a.kind[1] == AR_LIST) { const l = a.list[1]; for (let j = 0; j < l.length; j++) ws.push(l[j]); }
      else if (!a.brace[1]) { f.unknown(w); return; }
    }
    if (a.shell) f.line(join(ws)); else f.argv(ws, allTrue(ws.length));
    return;
  }
  if (act == A_EXECV || act == A_SPAWNV || act == A_EXECL || act == A_SPAWNL) {
    const at = act == A_SPAWNV || act == A_SPAWNL ? 1 : 0;
    if (n <= at || a.kind[at] != AR_STR) { f.unknown(w); return; }
    const ws = [a.val[at]];
    if (act == A_EXECV || act == A_SPAWNV) {
      if (n > at + 1) {
        if (a.kind[at + 1] != AR_LIST) { f.unknown(w); return; }
        const l = a.list[at + 1];
        for (let j = 1; j < l.length; j++) ws.push(l[j]);
      }
    } else {
      for (let k = at + 2; k < n; k++) {
        if (a.kind[k] == AR_STR) ws.push(a.val[k]);
        else if (k != n - 1) { f.unknown(w); return; } // (the last of an *e variant: the environment)
      }
    }
    f.argv(ws, allTrue(ws.length));
    return;
  }
  if (act == A_WRITE || act == A_WRITE2 || act == A_WRITEMODE) {
    const at = act == A_WRITE2 ? 1 : 0;
    // (a move — shutil.move, os.rename/replace, fs.renameSync, FileUtils.mv, File.rename,
    // Perl's and PHP's rename — takes its source away too: read as `mv -f SRC DST`, so that
    // a home or a kept tree moved away is seen as `mv ~ /tmp/x` is)
    if (act == A_WRITE2 && n >= 2 && a.kind[0] == AR_STR && a.kind[1] == AR_STR && (name == "move" || name == "mv" || name == "rename" || name == "renameSync" || name == "replace")) {
      f.argv(["mv", "-f", "--", a.val[0], a.val[1]], [true, true, true, true, true]);
      return;
    }
    // (node's writeFile, appendFile and createWriteStream open the file with their options'
    // flag — "w" by default, appendFile's "a" —: one that begins with `a` appends, and
    // destroys nothing — the fs module's documentation, "File system flags")
    if (lang == L_JS && (name == "writeFileSync" || name == "writeFile" || name == "createWriteStream" || name == "appendFileSync" || name == "appendFile")) {
      const flag = a.flag.length ? a.flag : name.startsWith("append") ? "a" : "w";
      if (flag.charCodeAt(0) == 97) return;
    }
    if (act == A_WRITEMODE && (n < 2 || (a.kind[1] != AR_STR || findChar(a.val[1], 119) < 0 && findChar(a.val[1], 43) < 0) && !(a.kind[1] == AR_OTHER && a.val[1] == "O_TRUNC"))) return;
    if (n > at && a.kind[at] == AR_STR) replaced(a.val[at], f);
    return;
  }
  if (act == A_OPEN) {
    if (n < 2) return; // (open FH: the file named by $FH, not a command)
    if (a.kind[1] != AR_STR) { f.unknown(w); return; }
    const mode = a.val[1].trim();
    if (n == 2) {
      if (mode.startsWith("|")) f.line(mode.substring(1));
      else if (mode.endsWith("|")) f.line(mode.substring(0, mode.length - 1));
      // (open(FH, ">PATH"), "+<PATH": written; not ">>", which appends)
      else if (mode.startsWith(">") && !mode.startsWith(">>") || mode.startsWith("+<") || mode.startsWith("+>")) replaced(mode.substring(mode.charCodeAt(0) == 43 ? 2 : 1).trim(), f);
      return;
    }
    if ((mode == ">" || mode == "+<" || mode == "+>") && a.kind[2] == AR_STR) { replaced(a.val[2], f); return; }
    if (mode == "-|" || mode == "|-") {
      const ws = words(a, 2);
      if (ws == null || ws!.length == 0) f.unknown(w);
      else if (ws!.length == 1) f.line(ws![0]);
      else f.argv(ws!, allTrue(ws!.length));
    }
    return;
  }
  // deletes: rm -rf PATH… (unknown paths stay unknown words)
  const ws = new Array<string>();
  const ls = new Array<bool>();
  let recursive = act == A_DELR || act == A_FSRM && a.recursive;
  // (node's options given by a name: `{recursive: true}` maybe)
  if (act == A_FSRM && !recursive) for (let k = 1; k < n; k++) if (a.kind[k] == AR_OTHER && !a.brace[k] && !a.plain[k]) recursive = true;
  // (a file deleted at a path the program computes as it walks a tree: any file of it)
  if (!recursive && walking && (act == A_DEL || act == A_RMDIR || act == A_FSRM)) {
    for (let k = 0; k < n; k++) if (a.kind[k] == AR_OTHER && !(a.brace[k] || a.plain[k])) { recursive = true; break; }
    if (n == 0) recursive = true;
  }
  if (recursive) { ws.push("rm"); ws.push("-rf"); }
  else if (act == A_RMDIR || act == A_FSRM && name.startsWith("rmdir")) ws.push("rmdir");
  else ws.push("rm");
  while (ls.length < ws.length) ls.push(true);
  ws.push("--"); ls.push(true);
  let paths = 0, computed = false;
  let globs: Array<string> | null = null;
  for (let k = 0; k < n; k++) {
    const kind = a.kind[k];
    if (k > 0 && (a.brace[k] || a.plain[k])) continue; // (options)
    if (k > 0 && kind == AR_OTHER && lang != L_PERL && lang != L_RUBY) continue; // (a callback, a mode)
    if (kind == AR_STR) { ws.push(a.val[k]); ls.push(true); if (a.glob[k]) { if (globs == null) globs = []; globs!.push(a.val[k]); } }
    else if (kind == AR_LIST) { const l = a.list[k]; for (let j = 0; j < l.length; j++) { ws.push(l[j]); ls.push(true); } }
    else { ws.push("⟨" + w + "⟩"); ls.push(false); computed = true; }
    paths++;
  }
  if (paths == 0) { ws.push("⟨" + w + "⟩"); ls.push(false); computed = true; }
  // (a path computed in a program that globs: any name of its patterns too)
  if (computed) for (let k = 0; k < globbed.length && k < 8; k++) { ws.push(globbed[k]); ls.push(true); if (globs == null) globs = []; globs!.push(globbed[k]); }
  f.del(ws, ls, globs);
}

function join(ws: Array<string>): string {
  const b = new Buf();
  for (let i = 0; i < ws.length; i++) { if (i) b.char(32); b.str(ws[i]); }
  return b.toString();
}

// awk: `print … | "cmd"`, `"cmd" | getline`, `|&` coprocesses
function awkPipe(t: Toks, i: i32, f: Found): void {
  if (t.isName(i + 1, "getline")) {
    // the command is the expression before: one literal string (not a concatenation)
    const str = i >= 1 && t.k[i - 1] == K_STR && t.lit[i - 1];
    const alone = i < 2 || t.nl[i - 1] || !(t.isValue(i - 2) || t.k[i - 2] == K_VAR);
    if (str && alone) f.line(t.t[i - 1]);
    else f.unknown("| getline");
    return;
  }
  const j = i + 1;
  if (j < t.length && t.k[j] == K_STR && t.lit[j]) {
    const e = j + 1;
    if (e >= t.length || t.nl[e] || t.isP(e, ";") || t.isP(e, "}") || t.isP(e, ")")) { f.line(t.t[j]); return; }
  }
  f.unknown("| command");
}

// awk: `print … > "FILE"` (not `>>`): FILE is emptied when first written (POSIX awk,
// "Output Statements"). Only where `>` ends a print or printf statement's expression list
// outside parentheses (elsewhere it compares), and FILE is one literal string (a name made
// when it runs is not followed, as for a shell's `> "$F"`).
function awkOutput(t: Toks, i: i32, f: Found): void {
  const j = i + 1;
  if (i >= 1 && t.isP(i - 1, ">")) return; // (`>>`: appends)
  if (j >= t.length) return;
  // the file: a literal string; FILENAME (each input file) or ARGV[N] (the Nth word)
  const targets = new Array<string>();
  let e = j + 1;
  if (t.k[j] == K_STR && t.lit[j]) targets.push(t.t[j]);
  // (a parenthesized concatenation of literals, ENVIRON["HOME"] the home: `print >
  // (ENVIRON["HOME"] "/.bashrc")`)
  else if (t.isP(j, "(")) {
    let d = 0, c = j;
    for (; c < t.length; c++) { if (t.isP(c, "(")) d++; else if (t.isP(c, ")")) { d--; if (d == 0) break; } }
    if (c >= t.length) return;
    const v = strArg(t, j, c + 1, L_AWK);
    if (v == null) return;
    targets.push(v!);
    e = c + 1;
  }
  // (an input file named only when it runs is skipped, as a shell's `> "$F"` is)
  else if (t.isName(j, "FILENAME")) { for (let k = 1; k < awkFiles.length; k++) if (awkFiles[k].length && awkFilesLit[k]) targets.push(awkFiles[k]); }
  else if (t.isName(j, "ARGV") && t.isP(j + 1, "[") && j + 3 < t.length && t.isP(j + 3, "]")) {
    const n = I32.parseInt(t.t[j + 2]);
    e = j + 4;
    if (n >= 1 && n < awkFiles.length && awkFiles[n].length && awkFilesLit[n]) targets.push(awkFiles[n]);
  }
  // (literals concatenated to the statement's end, as gawk reads an output expression:
  // `print > ENVIRON["HOME"] "/.bashrc"`)
  else if (awkJoined(t, j) > 0) { e = awkJoined(t, j); targets.push(strArg(t, j, e, L_AWK)!); }
  // (a variable: each literal value it is given, when that is all it is given)
  else if (t.k[j] == K_NAME) { if (!awkValues(t, t.t[j], j, targets)) return; }
  else return;
  if (targets.length == 0) return;
  if (!(e >= t.length || t.nl[e] || t.isP(e, ";") || t.isP(e, "}"))) return;
  let depth = 0;
  for (let k = i - 1; k >= 0; k--) {
    if (t.isP(k, ")")) depth++;
    else if (t.isP(k, "(")) { if (depth == 0) return; depth--; }
    else if (depth == 0 && (t.isName(k, "print") || t.isName(k, "printf"))) { for (let q = 0; q < targets.length; q++) replaced(targets[q], f); return; }
    if (t.nl[k] || t.isP(k, ";") || t.isP(k, "{") || t.isP(k, "}")) return;
  }
}

/** From token j to its statement's end, two or more tokens that are one literal string: the end, else -1. */
function awkJoined(t: Toks, j: i32): i32 {
  let e = j;
  while (e < t.length && !(t.nl[e] || t.isP(e, ";") || t.isP(e, "}"))) e++;
  return e - j >= 2 && strArg(t, j, e, L_AWK) != null ? e : -1;
}

// The values awk variable `name` may hold where token `at` reads it, into `out`: those a
// `-v NAME=VALUE`, `--assign` or an operand `NAME=VALUE` gives it, and each statement
// `NAME = "literal"` of the program. False (not known) where any is not literal, or the
// program names it any other way (`NAME += …`, `getline NAME`, sub()'s target, a
// function's parameter, a loop's key, a read: it may be changed where it is not seen).
function awkValues(t: Toks, name: string, at: i32, out: Array<string>): bool {
  const from = out.length;
  for (let k = 0; k < awkVarNames.length; k++) {
    if (awkVarNames[k] != name) continue;
    if (!awkVarLit[k]) return false;
    out.push(awkVarValues[k]);
  }
  for (let k = 0; k < t.length; k++) {
    if (k == at || !t.isName(k, name)) continue;
    if (k >= 1 && t.isP(k - 1, ">")) continue; // (another output to it)
    if (!t.isP(k + 1, "=") || k >= 1 && !(t.nl[k] || t.isP(k - 1, ";") || t.isP(k - 1, "{") || t.isP(k - 1, "}") || t.isP(k - 1, ")"))) return false;
    let e = k + 2;
    while (e < t.length && !(t.nl[e] || t.isP(e, ";") || t.isP(e, "}"))) e++;
    const v = strArg(t, k + 2, e, L_AWK);
    if (v == null) return false;
    out.push(v!);
  }
  return out.length > from;
}
let awkVarNames: Array<string> = [];
let awkVarValues: Array<string> = [];
let awkVarLit: Array<bool> = [];
/** A NAME=VALUE assignment of -v, --assign or an operand: a value of the variable's. */
function awkAssign(s: string, lit: bool): void {
  const eq = findChar(s, 61);
  if (eq <= 0) return;
  awkVarNames.push(s.substring(0, eq)); awkVarValues.push(s.substring(eq + 1)); awkVarLit.push(lit);
}

// awk: `getline < "FILE"`, `getline VAR < "FILE"`: FILE is read (POSIX awk, "Input
// Functions"), as `cat FILE` reads it — where `<` follows getline (elsewhere it compares)
// and FILE is one literal string.
function awkInput(t: Toks, i: i32, f: Found): void {
  const j = i + 1;
  const after = i >= 1 && (t.isName(i - 1, "getline") || (i >= 2 && (t.k[i - 1] == K_VAR || t.k[i - 1] == K_NAME) && t.isName(i - 2, "getline")));
  if (!after || j >= t.length || t.k[j] != K_STR || !t.lit[j]) return;
  const e = j + 1;
  if (e < t.length && !(t.nl[e] || t.isP(e, ";") || t.isP(e, "}") || t.isP(e, ")"))) return;
  if (t.t[j].length && t.t[j] != "-" && t.t[j] != "/dev/stdin") f.argv(["cat", "--", t.t[j]], [true, true, true]);
}

// ─── AppleScript (osascript -e) ────────────────────────────────────────────────
// `do shell script TEXT` runs TEXT with /bin/sh; Terminal's `do script TEXT` types it into
// a shell; JavaScript for Automation's `doShellScript(TEXT)` is the same call, and its
// `$.system(TEXT)`/`$.popen(TEXT)` call libc's (after ObjC.import("stdlib")). TEXT is a
// command line when it is one string literal ("…", backslash escapes), else known only
// when it runs, as is code `run script` reads. Comments (`--`, `#` to the line's end,
// `(* … *)`) and strings are skipped elsewhere; words compare case-insensitively.
function appleScript(code: string, f: Found): void {
  const s = code.toLowerCase();
  const n = s.length;
  let i = 0;
  while (i < n && !f.full) {
    const c = s.charCodeAt(i);
    if (c == 34) { i = osaString(code, i).end; continue; }
    if ((c == 45 && i + 1 < n && s.charCodeAt(i + 1) == 45) || c == 35) { while (i < n && s.charCodeAt(i) != 10 && s.charCodeAt(i) != 13) i++; continue; }
    if (c == 40 && i + 1 < n && s.charCodeAt(i + 1) == 42) { const e = s.indexOf("*)", i + 2); i = e < 0 ? n : e + 2; continue; }
    if (!isAlpha(c) || (i > 0 && isAlpha(s.charCodeAt(i - 1)))) { i++; continue; }
    let j = -1;
    if (s.startsWith("do", i)) {
      let k = i + 2;
      while (k < n && isBlank(s.charCodeAt(k))) k++;
      if (s.startsWith("shell", k)) { k += 5; while (k < n && isBlank(s.charCodeAt(k))) k++; }
      if (s.startsWith("script", k) && !(k + 6 < n && isAlpha(s.charCodeAt(k + 6)))) j = k + 6;
      if (j >= 0) { while (j < n && isBlank(s.charCodeAt(j))) j++; if (j < n && s.charCodeAt(j) == 40) j++; } // (doShellScript(…))
    } else if (s.startsWith("run", i)) {
      let k = i + 3;
      while (k < n && isBlank(s.charCodeAt(k))) k++;
      if (s.startsWith("script", k) && !(k + 6 < n && isAlpha(s.charCodeAt(k + 6)))) { f.unknown("run script"); i = k + 6; continue; }
    } else if (i >= 2 && s.charCodeAt(i - 1) == 46 && s.charCodeAt(i - 2) == 36 && (s.startsWith("system", i) || s.startsWith("popen", i))) {
      // (JXA's `$.system(…)`, `$.popen(…)`: libc's, bridged by ObjC.import("stdlib"))
      let k = i + (s.startsWith("system", i) ? 6 : 5);
      while (k < n && isBlank(s.charCodeAt(k))) k++;
      if (k < n && s.charCodeAt(k) == 40) j = k + 1;
    }
    if (j < 0) { i++; continue; }
    while (j < n && isBlank(s.charCodeAt(j))) j++;
    const q = j < n ? s.charCodeAt(j) : 0;
    if (q == 34 || q == 39) {
      const str = osaString(code, j);
      let k = str.end;
      while (k < n && isBlank(s.charCodeAt(k))) k++;
      // (TEXT & more, "…" + more: built when it runs)
      if (str.closed && !(k < n && (s.charCodeAt(k) == 38 || s.charCodeAt(k) == 43))) f.line(str.text); else f.unknown("do shell script");
      i = str.end;
      continue;
    }
    f.unknown("do shell script");
    i = j;
  }
}

class OsaString { text: string = ""; end: i32 = 0; closed: bool = false; }
function osaString(code: string, at: i32): OsaString {
  const r = new OsaString();
  const q = code.charCodeAt(at);
  const b = new Buf();
  let i = at + 1;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c == q) { r.closed = true; i++; break; }
    if (c == 92 && i + 1 < code.length) {
      const e = code.charCodeAt(i + 1);
      b.char(e == 110 ? 10 : e == 116 ? 9 : e == 114 ? 13 : e);
      i += 2; continue;
    }
    b.char(c); i++;
  }
  r.text = b.toString(); r.end = i;
  return r;
}

// ─── Tcl ───────────────────────────────────────────────────────────────────────
// exec WORDS (at a command's start: a line, `;`, `[`), `file delete [-force] PATHS`,
// open "|cmd": words in braces are literal, in quotes or bare literal unless they hold
// `$` or `[` (substitutions); eval / uplevel of a literal body read again.

function tcl(code: string, f: Found): void {
  const n = code.length;
  let i = 0;
  let start = true;
  while (i < n && !f.full) {
    const c = code.charCodeAt(i);
    // a command starts after a newline, `;`, `[` — and, read as code whatever it is, `{`
    if (c == 10 || c == 59 || c == 91 || c == 123) { start = true; i++; continue; }
    if (c == 93 || c == 125 || isBlank(c)) { i++; continue; }
    if (c == 35 && start) { while (i < n && code.charCodeAt(i) != 10) i++; continue; }
    if (!start) { i += c == 92 ? 2 : 1; continue; }
    start = false;
    // the command's words, to the end of the command
    const ws = new Array<string>();
    const ls = new Array<bool>();
    let k = i;
    while (k < n) {
      const d = code.charCodeAt(k);
      if (d == 10 || d == 59 || d == 93) break;
      if (isBlank(d)) { k++; continue; }
      const e = tclWord(code, k);
      ws.push(tclText); ls.push(tclLit);
      k = e;
    }
    if (ws.length && ls[0]) tclCommand(ws, ls, f);
    i++; // (its words are read on, as text that may hold [ ] and { })
  }
}

function tclCommand(ws: Array<string>, ls: Array<bool>, f: Found): void {
  const w = ws[0];
  if (w == "exec") {
    let a = 1;
    while (a < ws.length && ws[a].startsWith("-") && ws[a] != "--") a++;
    if (a < ws.length && ws[a] == "--") a++;
    if (a < ws.length) { if (!ls[a]) f.unknown("exec"); else f.argv(ws.slice(a), ls.slice(a)); }
  } else if (w == "spawn" || w == "exp_spawn") {
    // Expect's spawn [-noecho -console -nottycopy -nottyinit -pty] [-ignore SIG] [-open|
    // -leaveopen FILEID] PROGRAM [ARGS…] (expect(1)); -open spawns no program
    let a = 1;
    while (a < ws.length && ws[a].startsWith("-")) {
      if (!ls[a]) { f.unknown("spawn"); return; }
      if (ws[a] == "-open" || ws[a] == "-leaveopen") return;
      if (ws[a] == "-ignore") a++;
      a++;
    }
    if (a < ws.length) { if (!ls[a]) f.unknown("spawn"); else f.argv(ws.slice(a), ls.slice(a)); }
  } else if ((w == "system" || w == "exp_system") && ws.length > 1) {
    // Expect's system ARGS…: the words joined, a command line for sh (expect(1))
    for (let a = 1; a < ws.length; a++) if (!ls[a]) { f.unknown("system"); return; }
    f.line(joinWords(ws, 1));
  } else if (w == "file" && ws.length > 2 && ws[1] == "delete") {
    const argv = ["rm"]; const lit = [true];
    let a = 2;
    if (a < ws.length && ws[a] == "-force") { argv.push("-rf"); lit.push(true); a++; }
    if (a < ws.length && ws[a] == "--") a++;
    argv.push("--"); lit.push(true);
    for (; a < ws.length; a++) { argv.push(ws[a]); lit.push(ls[a]); }
    f.del(argv, lit);
  } else if (w == "file" && ws.length > 3 && (ws[1] == "rename" || ws[1] == "copy")) {
    // (file rename|copy ?-force? ?--? SOURCE… TARGET: with -force, TARGET is replaced)
    let a = 2;
    let force = false;
    while (a < ws.length && ws[a].startsWith("-")) { if (ws[a] == "-force") force = true; if (ws[a] == "--") { a++; break; } a++; }
    if (force && ws.length - a >= 2) { const last = ws.length - 1; if (ls[last]) f.argv(["truncate", "-s", "0", "--", ws[last]], [true, true, true, true, true]); }
  } else if (w == "open" && ws.length > 1 && (!ls[1] || ws[1].startsWith("|"))) {
    if (!ls[1]) f.unknown("open"); else f.line(ws[1].substring(1));
  } else if (w == "open" && ws.length > 2 && ls[1] && ls[2] && (ws[2] == "w" || ws[2] == "w+" || ws[2].includes("TRUNC"))) {
    // (open NAME w: NAME emptied — Tcl's open, access "w" or TRUNC)
    f.argv(["truncate", "-s", "0", "--", ws[1]], [true, true, true, true, true]);
  }
}

let tclText = "";
let tclLit = true;
// one Tcl word from i: its text in tclText (known: tclLit); the index past it
function tclWord(s: string, i: i32): i32 {
  const n = s.length;
  const c = s.charCodeAt(i);
  if (c == 123) {
    let depth = 0, k = i;
    while (k < n) {
      const d = s.charCodeAt(k);
      if (d == 92) { k += 2; continue; }
      if (d == 123) depth++;
      else if (d == 125) { depth--; if (depth == 0) break; }
      k++;
    }
    tclText = s.substring(i + 1, min(k, n)); tclLit = true;
    return k + 1;
  }
  const b = new Buf();
  let lit = true;
  let k = i;
  const quoted = c == 34;
  if (quoted) k++;
  while (k < n) {
    const d = s.charCodeAt(k);
    if (quoted && d == 34) { k++; break; }
    if (!quoted && (isBlank(d) || d == 10 || d == 59 || d == 93)) break;
    if (d == 92 && k + 1 < n) { b.char(s.charCodeAt(k + 1)); k += 2; lit = false; continue; }
    if (d == 36 || d == 91) lit = false;
    b.char(d); k++;
  }
  tclText = b.toString(); tclLit = lit;
  return k;
}

// ─── sed ───────────────────────────────────────────────────────────────────────
// A sed script's commands, one at a time (GNU sed's manual, "sed scripts"), for both
// readings below — sedScript (what a script runs, reads and writes) and sedDiscards (whether
// an in-place edit keeps any line) —, so that a fix to the grammar lands in both. Commands
// end at a newline or `;`; `#` comments to the line's end; an address or two (sedAddr),
// blanks and `!` before the letter; blocks `{ … }`. Each letter's argument: a, i, c and e
// the text to the line's end (a backslash keeps the character after it — a newline too,
// which continues the text), : b t T v a label to a newline or `;`, r R w W a file name to
// the line's end, s and y their parts on a delimiter (sedPart), then s's flags and s///w's
// file, q Q l L a number. A letter this reading does not know makes the script unknown.
// Costs one pass over the script; text is cut out only for e, r, R, w, W and s///w.
class SedCmds {
  s: string;
  i: i32 = 0;
  /** The command's letter (`{` and `}` too); 0 at the script's end, -1 for a script this
   * reading does not know (why: bad). */
  cmd: i32 = 0;
  /** Where its address starts and ends in s; whether `!` negates it. */
  a0: i32 = 0;
  a1: i32 = 0;
  neg: bool = false;
  /** e's command (its backslashes taken), the file of r, R, w, W and s///w ("" for none). */
  text: string = "";
  /** s's flags (before a w), as written; its regex and its replacement, as written. */
  flags: string = "";
  re: string = "";
  repl: string = "";
  bad: string = "";
  constructor(s: string) { this.s = s; }

  /** The address, its spaces dropped ("" for none). */
  addr(): string { return this.s.substring(this.a0, this.a1).trim().replaceAll(" ", ""); }

  next(): i32 {
    const s = this.s, n = s.length;
    let i = this.i;
    this.neg = false; this.text = ""; this.flags = ""; this.re = ""; this.repl = "";
    while (i < n) {
      const c = s.charCodeAt(i);
      if (isBlank(c) || c == 10 || c == 59) { i++; continue; }
      if (c == 35) { while (i < n && s.charCodeAt(i) != 10) i++; continue; }
      break;
    }
    this.a0 = this.a1 = i;
    if (i >= n) { this.i = i; return this.cmd = 0; }
    if (s.charCodeAt(i) == 125) { this.i = i + 1; return this.cmd = 125; }
    i = sedAddr(s, i);
    while (i < n && isBlank(s.charCodeAt(i))) i++;
    if (i < n && s.charCodeAt(i) == 44) { i++; while (i < n && isBlank(s.charCodeAt(i))) i++; i = sedAddr(s, i); }
    this.a1 = i;
    while (i < n && (isBlank(s.charCodeAt(i)) || s.charCodeAt(i) == 33)) { if (s.charCodeAt(i) == 33) this.neg = true; i++; }
    if (i >= n) return this.fail("sed address");
    const c = s.charCodeAt(i);
    i++;
    if (c == 97 || c == 105 || c == 99) { // a i c: text to the end of the line (\ continues it)
      while (i < n) { const d = s.charCodeAt(i); if (d == 92) { i += 2; continue; } if (d == 10) break; i++; }
    } else if (c == 101) {
      // e COMMAND, read as a/i/c read their text (GNU sed's read_text): `\` then a newline
      // starts it on the next line, a backslash keeps the character after it — a newline
      // too, which continues the command on the next line
      while (i < n && isBlank(s.charCodeAt(i))) i++;
      if (i + 1 < n && s.charCodeAt(i) == 92 && s.charCodeAt(i + 1) == 10) i += 2;
      else if (i < n && s.charCodeAt(i) == 92) i++;
      const text = new Buf();
      while (i < n) {
        const d = s.charCodeAt(i);
        if (d == 92 && i + 1 < n) { text.char(s.charCodeAt(i + 1)); i += 2; continue; }
        if (d == 10) break;
        text.char(d);
        i++;
      }
      this.text = text.toString();
    } else if (c == 58 || c == 98 || c == 116 || c == 84 || c == 118) { // : b t T v LABEL
      while (i < n && s.charCodeAt(i) != 10 && s.charCodeAt(i) != 59) i++;
    } else if (c == 114 || c == 82 || c == 119 || c == 87) { // r R w W FILE
      i = this.file(i);
    } else if (c == 115 || c == 121) {
      if (i >= n) return this.fail("sed s");
      const d = s.charCodeAt(i);
      if (d == 10 || d == 92) return this.fail("sed s");
      const r0 = i + 1;
      i = sedPart(s, i + 1, d, c == 115);
      const r1 = i;
      i = sedPart(s, i, d);
      if (i > n) return this.fail("sed s");
      this.re = s.substring(r0, r1 - 1); this.repl = s.substring(r1, i - 1);
      if (c == 115) {
        const from = i;
        while (i < n) {
          const g = s.charCodeAt(i);
          if (isDigit(g) || g == 103 || g == 112 || g == 105 || g == 73 || g == 109 || g == 77 || g == 101) { i++; continue; }
          break;
        }
        this.flags = s.substring(from, i);
        if (i < n && s.charCodeAt(i) == 119) i = this.file(i + 1);
      }
    } else if (c == 113 || c == 81 || c == 108 || c == 76) { // q Q l L [N]
      while (i < n && (isBlank(s.charCodeAt(i)) || isDigit(s.charCodeAt(i)))) i++;
    } else if (!(c == 123 || c == 61 || c == 100 || c == 68 || c == 103 || c == 71 || c == 104 || c == 72 || c == 110 || c == 78 || c == 112 || c == 80 || c == 120 || c == 122 || c == 70)) {
      return this.fail("sed script");
    }
    this.i = i;
    return this.cmd = c;
  }

  // (a file name: the rest of the line after the blanks that follow the command; trailing
  // blanks are part of it — `w /dev/stdout ` names a file of that name)
  private file(i: i32): i32 {
    const s = this.s, n = s.length;
    const from = i;
    while (i < n && s.charCodeAt(i) != 10) i++;
    this.text = s.substring(from, i).trimStart();
    return i;
  }

  private fail(why: string): i32 { this.bad = why; this.i = this.s.length; return this.cmd = -1; }
}

// What a script runs, reads and writes: `e COMMAND` runs COMMAND (a bare `e`, the pattern
// space: unknown), s///e runs the pattern space (unknown); r/R read a file, w/W and s///w
// write one (below).
export function sedScript(s: string, f: Found): void {
  const it = new SedCmds(s);
  while (!f.full) {
    const c = it.next();
    if (c == 0) return;
    if (c < 0) { f.unknown(it.bad); return; }
    if (c == 114 || c == 82) sedReads(it.text, f);
    else if (c == 119 || c == 87) sedWrites(it.text, f);
    else if (c == 101) { if (it.text.trim().length) f.line(it.text); else f.unknown("sed e"); }
    else if (c == 115) {
      for (let k = 0; k < it.flags.length; k++) if (it.flags.charCodeAt(k) == 101) f.unknown("sed s///e");
      sedWrites(it.text, f);
    }
  }
}

// ─── an in-place edit that keeps none of the file ────────────────────────────────
// Whether a sed script, run with -i, leaves none of a file's lines as they were (GNU sed's
// manual, "sed scripts"): a command that applies to every line — no address, or `1,$`,
// `1~1`/`0~1`, inside no block with another — that deletes or replaces the line (`d`, `D`,
// `z`, `c`), or quits before the second (`q`, `Q`); or -n (`quiet`, or `#n` as the script's
// first line) with no command that prints the pattern space (`p`, `P`, `l`, s///p). 1 yes,
// 0 no, -1 a script this reading does not know. (An addressed delete is a line's edit —
// `/^export X=/d` —, which the guards leave to the user.)
export function sedDiscards(s: string, quiet: bool): i32 {
  if (s == "#n" || s.startsWith("#n\n")) quiet = true;
  let discard = false, prints = false, holds = false, overwrites = false;
  const blocks = new Array<bool>(); // (each open block: whether it applies to every line)
  const it = new SedCmds(s);
  for (let c = it.next(); c != 0; c = it.next()) {
    if (c < 0) return -1;
    if (c == 125) { if (blocks.length == 0) return -1; blocks.pop(); continue; }
    // (h H g G x N: the line kept elsewhere, or joined to the next — an s that rewrites every
    // line may then not lose it)
    if (c == 104 || c == 72 || c == 103 || c == 71 || c == 120 || c == 78) holds = true;
    // (an s on every line whose regex matches the whole line and whose replacement keeps none
    // of it — no `&`, no `\N` —: `s/.*//`, `s/^.*$/x/`; no number flag, which picks one match)
    if (c == 115 && wholeLine(it.re) && !keepsMatch(it.repl) && !hasDigit(it.flags)) {
      const a = it.addr();
      let every = !it.neg && everyLine(a);
      for (let k = 0; k < blocks.length; k++) if (!blocks[k]) every = false;
      if (every) overwrites = true;
    }
    if (c == 112 || c == 80 || c == 108 || c == 115 && findChar(it.flags, 112) >= 0) { prints = true; continue; }
    if (!(c == 123 || c == 99 || c == 100 || c == 68 || c == 122 || c == 113 || c == 81)) continue;
    const a = it.addr();
    let every = !it.neg && everyLine(a);
    for (let k = 0; k < blocks.length; k++) if (!blocks[k]) every = false;
    if (c == 123) blocks.push(every);
    else if (every) discard = true; // c d D z q Q
  }
  if (blocks.length) return -1;
  return discard || quiet && !prints || overwrites && !holds ? 1 : 0;
}
// (an address that selects every line: none, `1,$`, `1~1`/`0~1`, or a regex that matches
// any line — `/^/`, `/$/`, `/.*/`, `\%^%` —, as a range's ends too: `/^/,$`)
function everyLine(a: string): bool {
  if (a.length == 0 || a == "1,$" || a == "1~1" || a == "0~1") return true;
  let t = a;
  if (t.endsWith(",$")) { t = t.substring(0, t.length - 2); if (t == "1") return true; }
  let re = "";
  if (t.length >= 2 && t.charCodeAt(0) == 47 && t.charCodeAt(t.length - 1) == 47) re = t.substring(1, t.length - 1);
  else if (t.length >= 4 && t.charCodeAt(0) == 92 && t.charCodeAt(t.length - 1) == t.charCodeAt(1)) re = t.substring(2, t.length - 1);
  else return false;
  return re == "^" || re == "$" || wholeLine(re);
}
// (a regex that matches all of any line: `.*`, anchored or not)
function wholeLine(re: string): bool { return re == ".*" || re == "^.*" || re == ".*$" || re == "^.*$"; }
// (a replacement that puts back some of what matched: `&`, or a group's `\N`)
function keepsMatch(r: string): bool {
  for (let i = 0; i < r.length; i++) {
    const c = r.charCodeAt(i);
    if (c == 92) { if (i + 1 < r.length && isDigit(r.charCodeAt(i + 1))) return true; i++; continue; }
    if (c == 38) return true;
  }
  return false;
}
function hasDigit(s: string): bool { for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) return true; return false; }

// Whether a perl program run with -n (no -p) prints nothing: no print, printf, say, write
// or syswrite in it (perlrun(1): -n loops over the lines without printing them; with -i
// the file is what the program prints) — once the statements that never run are dropped:
// one whose modifier's condition holds of no line (`print if 0`, `print unless 1`,
// `print if $. < 1`, perlsyn's "Statement Modifiers"), one after a condition that never
// holds (`0 and print`, `1 or print`), a block `if (0) { … }`. 1 yes, 0 no.
export function perlPrintsNothing(prog: string): i32 {
  const t = dropDeadStatements(prog, L_PERL);
  const words = ["print", "printf", "say", "write", "syswrite", "do", "require", "eval", "system", "exec"];
  for (let k = 0; k < words.length; k++) if (t.includes(words[k])) return 0;
  return 1;
}

// ─── conditions that hold of no line ────────────────────────────────────────────
// A condition of an in-place edit's program that is a constant, or compares the line's
// number (awk's NR and FNR, perl's and ruby's `$.`: 1 on the first line, growing) with a
// constant, negated by `!` any number of times: its value on every line, from the
// operands' ranges — 1 always true, 0 never, -1 it depends (anything else). `NR < 1`,
// `NR == 0`, `$. <= 0`, `0`, `""`, `!1`, `0 > 1` never hold; `NR > 0`, `1` always. Costs
// one pass over the condition's text.
export function conditionValue(cond: string, lang: i32): i32 {
  const b = new Buf();
  for (let i = 0; i < cond.length; i++) { const ch = cond.charCodeAt(i); if (ch != 32 && ch != 9 && ch != 10 && ch != 13) b.char(ch); }
  const all = b.toString();
  // (the `)` that closes each `(`, in one pass: outer parentheses and `!`s are then taken
  // off by moving two ends — a rescan and a copy each made deep nesting quadratic)
  const n = all.length;
  const close = new StaticArray<i32>(n);
  const open = new Array<i32>();
  for (let i = 0; i < n; i++) {
    unchecked(close[i] = -1);
    const ch = all.charCodeAt(i);
    if (ch == 40) open.push(i);
    else if (ch == 41 && open.length) unchecked(close[open.pop()] = i);
  }
  let lo = 0, hi = n, neg = 0;
  let more = true;
  while (more) {
    while (hi - lo > 1 && all.charCodeAt(lo) == 40 && unchecked(close[lo]) == hi - 1) { lo++; hi--; }
    if (lo < hi && all.charCodeAt(lo) == 33 && !(lo + 1 < hi && all.charCodeAt(lo + 1) == 61)) { neg++; lo++; }
    else more = false;
  }
  const t = all.substring(lo, hi);
  if (t.length == 0) return -1;
  const ops = ["<=", ">=", "==", "!=", "<", ">"];
  let at = -1, op = "";
  for (let k = 0; k < ops.length && at < 0; k++) { const i = t.indexOf(ops[k]); if (i > 0) { at = i; op = ops[k]; } }
  let v: i32;
  if (at < 0) {
    const lo = operandLow(t, lang), hi = operandHigh(t, lang);
    if (isNaN(lo)) return -1;
    v = lo > 0 || hi < 0 ? 1 : lo == 0 && hi == 0 ? 0 : -1;
  } else {
    const a = t.substring(0, at), b = t.substring(at + op.length);
    const alo = operandLow(a, lang), ahi = operandHigh(a, lang), blo = operandLow(b, lang), bhi = operandHigh(b, lang);
    if (isNaN(alo) || isNaN(blo)) return -1;
    if (op == "<") v = ahi < blo ? 1 : alo >= bhi ? 0 : -1;
    else if (op == "<=") v = ahi <= blo ? 1 : alo > bhi ? 0 : -1;
    else if (op == ">") v = alo > bhi ? 1 : ahi <= blo ? 0 : -1;
    else if (op == ">=") v = alo >= bhi ? 1 : ahi < blo ? 0 : -1;
    else if (op == "==") v = alo == ahi && blo == bhi && alo == blo ? 1 : ahi < blo || alo > bhi ? 0 : -1;
    else v = ahi < blo || alo > bhi ? 1 : alo == ahi && blo == bhi && alo == blo ? 0 : -1;
  }
  if (v < 0) return -1;
  return (neg & 1) ? 1 - v : v;
}
// (the least and greatest value an operand takes: a decimal number, an empty string (0),
// the line's number (1 and up); NaN for anything else)
function operandLow(a: string, lang: i32): f64 {
  if (lineNumberVar(a, lang)) return 1;
  return constOperand(a);
}
function operandHigh(a: string, lang: i32): f64 {
  if (lineNumberVar(a, lang)) return Infinity;
  return constOperand(a);
}
function lineNumberVar(a: string, lang: i32): bool {
  return lang == L_AWK ? a == "NR" || a == "FNR" : a == "$.";
}
function constOperand(a: string): f64 {
  if (a == "\"\"" || a == "''") return 0;
  if (a.length == 0 || a.length > 12) return NaN;
  let dot = false;
  for (let i = 0; i < a.length; i++) {
    const ch = a.charCodeAt(i);
    if (ch == 46 && !dot) { dot = true; continue; }
    if (!isDigit(ch)) return NaN;
  }
  if (a == ".") return NaN;
  return parseFloat(a);
}

// A program's text without the statements that never run (conditionValue): perl's and
// ruby's `STATEMENT if COND` / `unless COND`, `COND and|&& STATEMENT`, `COND or|\|\|
// STATEMENT`, `if (COND) { … }` / `unless (COND) { … }` with no brace inside. Statements are
// split at `;` and newlines outside quotes; any other statement is kept as written.
export function dropDeadStatements(prog: string, lang: i32): string {
  const parts = splitStatements(prog);
  const out = new Buf();
  for (let k = 0; k < parts.length; k++) {
    const st = parts[k].trim();
    if (st.length == 0 || deadStatement(st, lang)) continue;
    out.str(st); out.char(10);
  }
  return out.toString();
}
function splitStatements(prog: string): Array<string> {
  const r = new Array<string>();
  let q = 0, from = 0;
  for (let i = 0; i < prog.length; i++) {
    const ch = prog.charCodeAt(i);
    if (q) { if (ch == 92) i++; else if (ch == q) q = 0; continue; }
    if (ch == 34 || ch == 39) { q = ch; continue; }
    if (ch == 59 || ch == 10) { r.push(prog.substring(from, i)); from = i + 1; }
  }
  r.push(prog.substring(from));
  return r;
}
function deadStatement(st: string, lang: i32): bool {
  // (a block: `if (COND) { BODY }`, `unless (COND) { BODY }`, nothing after it)
  const block = st.startsWith("if") ? 2 : st.startsWith("unless") ? 6 : 0;
  if (block) {
    const open = st.indexOf("{"), close = st.lastIndexOf("}");
    if (open > block && close == st.length - 1 && st.indexOf("{", open + 1) < 0) {
      const v = conditionValue(st.substring(block, open), lang);
      if (v >= 0) return block == 2 ? v == 0 : v == 1;
    }
    return false;
  }
  if (findChar(st, 123) >= 0 || findChar(st, 125) >= 0) return false;
  // (a modifier: the last ` if ` / ` unless ` of the statement)
  const fi = st.lastIndexOf(" if "), un = st.lastIndexOf(" unless ");
  if (fi > 0 || un > 0) {
    const isIf = fi > un;
    const v = conditionValue(st.substring(isIf ? fi + 4 : un + 8), lang);
    if (v >= 0) return isIf ? v == 0 : v == 1;
  }
  // (a condition joined before it: `COND and STMT`, `COND || STMT`)
  const ands = [" and ", "&&"], ors = [" or ", "||"];
  for (let k = 0; k < 2; k++) {
    const a = st.indexOf(ands[k]);
    if (a > 0 && conditionValue(st.substring(0, a), lang) == 0) return true;
    const o = st.indexOf(ors[k]);
    if (o > 0 && conditionValue(st.substring(0, o), lang) == 1) return true;
  }
  return false;
}

// Whether an awk program run as an in-place edit (gawk's `-i inplace`: the file becomes what
// the program prints while it reads it) prints none of the file's lines: it reads its
// input (a rule other than BEGIN's), and no statement prints (print, printf), and every
// rule with no action — a pattern alone prints the lines it matches — has a pattern that
// holds of no line (conditionValue: `NR<0`, `0`). The gawk manual, "Patterns, Actions, and
// Variables" and "Enabling In-Place File Editing". 1 yes, 0 no (or not known: exit,
// getline, a function, a rule this reading does not split).
export function awkPrintsNothing(prog: string): i32 {
  const words = ["print", "getline", "exit", "function", "func", "system", "@"];
  // (whose action may run: a rule whose pattern holds of no line never runs its own —
  // `NR==0 { print }`; such a rule still reads the input)
  const live = new Buf();
  // (the rules: a pattern, then `{ … }` or none, split at newlines and `;` outside braces,
  // quotes and regex literals)
  let depth = 0, q = 0, from = 0, reads = false;
  let pattern = "", action = false;
  for (let i = 0; i <= prog.length; i++) {
    const ch = i < prog.length ? prog.charCodeAt(i) : 10;
    if (q) { if (ch == 92) i++; else if (ch == q) q = 0; continue; }
    if (ch == 34 || (ch == 47 && depth == 0)) { q = ch; continue; }
    if (ch == 123) { if (depth == 0) { pattern = prog.substring(from, i).trim(); action = true; from = i; } depth++; continue; }
    if (ch == 125) {
      depth--;
      if (depth < 0) return 0;
      if (depth == 0) {
        // (the action's text, unless its pattern never holds: BEGIN's, END's and a main
        // rule's whose pattern may hold count)
        const body = prog.substring(from, i + 1);
        if (pattern == "BEGIN" || pattern == "END" || pattern == "BEGINFILE" || pattern == "ENDFILE" || pattern.length == 0 || conditionValue(pattern, L_AWK) != 0) { live.str(body); live.char(10); }
        from = i + 1;
      }
      continue;
    }
    if (depth == 0 && (ch == 10 || ch == 59)) {
      const rest = prog.substring(from, i).trim();
      if (action) {
        if (rest.length) return 0; // (text after an action on its line: not split here)
        if (pattern != "BEGIN" && pattern != "BEGINFILE") reads = true;
      } else if (rest.length) {
        if (rest == "BEGIN" || rest == "END" || rest == "BEGINFILE" || rest == "ENDFILE") return 0;
        reads = true;
        if (conditionValue(rest, L_AWK) != 0) return 0; // (a pattern alone: prints what it matches)
      }
      from = i + 1; action = false; pattern = "";
    }
  }
  if (depth != 0 || q != 0 || !reads) return 0;
  const text = live.toString();
  for (let k = 0; k < words.length; k++) if (text.includes(words[k])) return 0;
  return 1;
}

// `w FILE`, `W FILE`, s///w FILE: FILE is created or emptied before the first line is
// read (GNU sed's manual), whatever the script then writes to it; not /dev/stdout or
// /dev/stderr.
function sedWrites(file: string, f: Found): void {
  if (file.length && file != "/dev/stdout" && file != "/dev/stderr") replaced(file, f);
}

// `r FILE`, `R FILE`: FILE's text (or its lines) goes to the output, as `cat FILE` prints
// it (GNU sed's manual); not standard input.
function sedReads(file: string, f: Found): void {
  if (file.length && file != "/dev/stdin" && file != "-") f.argv(["cat", "--", file], [true, true, true]);
}

// past an address at i: N, $, /RE/, \cREc, first~step, +N, ~N, with I/M flags
function sedAddr(s: string, i: i32): i32 {
  const n = s.length;
  if (i >= n) return i;
  let c = s.charCodeAt(i);
  if (c == 47 || c == 92) {
    let d = 47;
    if (c == 92) { if (i + 1 >= n) return n; d = s.charCodeAt(i + 1); i++; }
    i = sedPart(s, i + 1, d, true);
    while (i < n && (s.charCodeAt(i) == 73 || s.charCodeAt(i) == 77)) i++;
    return i;
  }
  while (i < n) { c = s.charCodeAt(i); if (isDigit(c) || c == 36 || c == 126 || c == 43) i++; else break; }
  return i;
}
// past a part ending in delimiter d (a backslash escapes the next unit); n + 1 when it does
// not end. In a regex (`re`), a bracket expression holds the delimiter as itself (POSIX, GNU
// sed: `s/[/]/x/`): `[`, an optional `^`, a first `]`, then up to `]`, `[:…:]` inside.
function sedPart(s: string, i: i32, d: i32, re: bool = false): i32 {
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c == 92) { i += 2; continue; }
    if (c == d) return i + 1;
    if (re && c == 91) {
      let k = i + 1;
      if (k < n && s.charCodeAt(k) == 94) k++;
      if (k < n && s.charCodeAt(k) == 93) k++;
      while (k < n && s.charCodeAt(k) != 93) {
        if (s.charCodeAt(k) == 91 && k + 1 < n && (s.charCodeAt(k + 1) == 58 || s.charCodeAt(k + 1) == 46 || s.charCodeAt(k + 1) == 61)) {
          const close = s.charCodeAt(k + 1);
          k += 2;
          while (k + 1 < n && !(s.charCodeAt(k) == close && s.charCodeAt(k + 1) == 93)) k++;
          k += 2;
          continue;
        }
        if (s.charCodeAt(k) == 10) break;
        k++;
      }
      if (k < n && s.charCodeAt(k) == 93) { i = k + 1; continue; }
    }
    i++;
  }
  return n + 1;
}

// ─── vim ex commands ───────────────────────────────────────────────────────────
// `:!cmd`, `:r !cmd`, `:w !cmd`, a range filter (`%!sort`), `:terminal cmd` run a shell
// command line; system()/systemlist()/job_start()/jobstart()/termopen() in an
// expression run their literal argument; `:execute` of literal strings is an ex command
// read again; `:py3`/`:lua`/`:perl`/`:ruby` run a program of that language; `:global`
// and the `*do` commands run an ex command. Other commands run nothing.

const EX_MODIFIERS = new NameSet(latin1(",sil,sile,silen,silent,noa,noautocmd,keepa,keepalt,keepj,keepjumps,keepm,keepmarks,keepp,keeppatterns,loc,lockmarks,uns,unsilent,verb,verbose,vert,vertical,tab,to,topleft,bo,botright,abo,aboveleft,bel,belowright,lefta,leftabove,rightb,rightbelow,hid,hide,conf,confirm,bro,browse,san,sandbox,hor,horizontal,legacy,vim9,vim9cmd,filt,filter,"));
const EX_READWRITE = new NameSet(latin1(",r,re,rea,read,w,wr,wri,writ,write,up,upd,upda,updat,update,"));
const EX_SAVE = new NameSet(latin1(",sav,savea,saveas,wq,x,xi,xit,exi,exit,"));
const EX_TERMINAL = new NameSet(latin1(",ter,term,termi,termin,termina,terminal,"));
const EX_DO = new NameSet(latin1(",windo,bufdo,argdo,tabdo,cdo,cfdo,ldo,lfdo,folddoopen,foldd,folddoc,folddoclosed,"));
const EX_GLOBAL = new NameSet(latin1(",g,gl,glo,glob,globa,global,v,vg,vgl,vglo,vglob,vgloba,vglobal,"));
const EX_EXECUTE = new NameSet(latin1(",exe,exec,execu,execut,execute,"));
const EX_SET = new NameSet(latin1(",se,set,setl,setlocal,setg,setglobal,"));
const VIM_PROGRAM_OPTIONS = ["makeprg=", "mp=", "grepprg=", "gp=", "shell=", "sh=", "shellcmdflag=", "shcf=", "equalprg=", "ep=", "formatprg=", "fp=", "keywordprg=", "kp=",
  "shellpipe=", "sp=", "shellredir=", "srr=", "diffexpr=", "dex=", "patchexpr=", "pex=", "charconvert=", "ccv=", "cscopeprg=", "csprg=", "makeprg+=", "mp+=", "grepprg+=", "gp+="];
const EX_FOREIGN = new NameSet(latin1(",tcl,tcld,tcldo,tclf,tclfile,mz,mzscheme,mzf,mzfile,pyf,pyfile,py3f,py3file,pyxf,pyxfile,luafile,perlfile,rubyf,rubyfile,"));
// (`:source FILE` reads FILE's ex commands: stdin, a descriptor, the buffer — no FILE, vim 9
// — or `%` (the file being edited) are text not read here)
const EX_SOURCE = new NameSet(latin1(",so,sou,sour,sourc,source,"));
const EX_NORMAL = new NameSet(latin1(",norm,norma,normal,au,aut,auto,autoc,autocm,autocmd,com,comm,comma,comman,command,"));

export function exCommands(text: string, f: Found): void { exAt(text, f, 0); }
/** `w` is an ex command modifier (`sil`, `keepjumps`, `vert`, …: vim's cmdline.txt). */
export function isExModifier(w: string): bool { return EX_MODIFIERS.has(w); }
/** `w` is `:execute` by one of its abbreviations. */
export function isExExecute(w: string): bool { return EX_EXECUTE.has(w); }

function exAt(s: string, f: Found, nest: i32): void {
  if (nest > MAX_NEST) { f.unknown("⟨nested ex⟩"); return; }
  const n = s.length;
  let i = 0;
  while (i < n && !f.full) {
    let c = s.charCodeAt(i);
    if (isBlank(c) || c == 58 || c == 10 || c == 124) { i++; continue; }
    if (c == 34) { while (i < n && s.charCodeAt(i) != 10) i++; continue; } // (a comment)
    // the range
    while (i < n) {
      c = s.charCodeAt(i);
      if (isDigit(c) || c == 46 || c == 36 || c == 37 || c == 44 || c == 59 || c == 43 || c == 45 || isBlank(c)) { i++; continue; }
      if (c == 39 && i + 1 < n) { i += 2; continue; }
      if ((c == 47 || c == 63) ) { i = sedPart(s, i + 1, c); continue; }
      if (c == 92 && i + 1 < n) { i += 2; continue; }
      break;
    }
    if (i >= n) return;
    c = s.charCodeAt(i);
    if (c == 33) { f.line(lineFrom(s, i + 1)); i = eol(s, i); continue; }
    let k = i;
    while (k < n && isAlpha(s.charCodeAt(k)) && s.charCodeAt(k) != 95) k++;
    if (k == i) { i = eol(s, i); f.unknown("ex command"); continue; }
    const w = s.substring(i, k);
    let j = k;
    const bang = j < n && s.charCodeAt(j) == 33;
    if (bang) j++;
    if (EX_MODIFIERS.has(w)) { i = j; continue; }
    let a = j;
    while (a < n && isBlank(s.charCodeAt(a))) a++;
    if (EX_READWRITE.has(w)) {
      // :r !cmd / :r!cmd run cmd; :w !cmd runs it (:w!cmd writes a file named cmd)
      const reads = w.charCodeAt(0) == 114;
      if (a < n && s.charCodeAt(a) == 33 && (reads || !bang && a > j)) { f.line(lineFrom(s, a + 1)); i = eol(s, a); continue; }
      if (reads && bang) { f.line(lineFrom(s, j)); i = eol(s, j); continue; }
      // (`:w! FILE` replaces FILE with the buffer; without the `!` an existing FILE is
      // kept (E13), and `:w >> FILE` appends)
      const e = bar(s, a);
      if (!reads && bang && e > a && s.charCodeAt(a) != 62) replaced(s.substring(a, e).trim(), f);
      i = e; continue;
    }
    if (EX_SAVE.has(w)) {
      // :saveas! FILE, :wq! FILE, :x! FILE, :exit! FILE: the buffer replaces FILE
      const e = bar(s, a);
      if (bang && e > a) replaced(s.substring(a, e).trim(), f);
      i = e; continue;
    }
    if (EX_TERMINAL.has(w)) {
      while (a < n && s.charCodeAt(a) == 43) { while (a < n && !isBlank(s.charCodeAt(a))) a++; while (a < n && isBlank(s.charCodeAt(a))) a++; }
      const t = lineFrom(s, a);
      if (t.length) f.line(t); else f.unknown("terminal");
      i = eol(s, a); continue;
    }
    const lang = w == "py" || w == "py3" || w == "python" || w == "python3" || w == "pyx" || w == "pythonx" || w == "pydo" || w == "py3do" || w == "pyxdo" ? L_PY
      : w == "lua" || w == "luado" ? L_LUA : w == "perl" || w == "pe" || w == "perldo" ? L_PERL : w == "ruby" || w == "rub" || w == "rubydo" ? L_RUBY : L_NONE;
    if (lang != L_NONE) {
      const t = lineFrom(s, a);
      if (t.startsWith("<<")) f.unknown(w); else extractAt(lang, t, f, nest + 1);
      i = eol(s, a); continue;
    }
    if (EX_GLOBAL.has(w)) {
      if (a < n) { const d = s.charCodeAt(a); const e = sedPart(s, a + 1, d); if (e <= n) exAt(lineFrom(s, e), f, nest + 1); }
      i = eol(s, a); continue;
    }
    if (EX_DO.has(w)) { exAt(lineFrom(s, a), f, nest + 1); i = eol(s, a); continue; }
    // an option whose value is a program a later command runs (:make's makeprg, :grep's
    // grepprg, the shell, the filters: vim's options), or an interface to a language this
    // reading does not follow (Tcl, MzScheme) or a program file: not followed
    if (EX_SET.has(w)) {
      const t = lineFrom(s, a);
      for (let p = 0; p < VIM_PROGRAM_OPTIONS.length; p++) if (t.startsWith(VIM_PROGRAM_OPTIONS[p]) || t.includes(" " + VIM_PROGRAM_OPTIONS[p])) { f.unknown("set " + VIM_PROGRAM_OPTIONS[p]); break; }
      i = bar(s, a); continue;
    }
    if (EX_FOREIGN.has(w)) { f.unknown(w); i = eol(s, a); continue; }
    if (EX_SOURCE.has(w)) {
      const e = bar(s, a);
      const t = s.substring(a, e).trim();
      if (t.length == 0 || t == "%" || stdinPath(t) || t.startsWith("/dev/") || t.startsWith("/proc/")) f.unknown("source");
      i = e; continue;
    }
    if (EX_NORMAL.has(w)) {
      // keys or a definition: what runs later is not read here
      const t = lineFrom(s, a);
      if (findChar(t, 33) >= 0 || t.includes("system") || t.includes("job")) f.unknown(w);
      i = eol(s, a); continue;
    }
    const e = bar(s, a);
    const args = s.substring(a, e);
    if (EX_EXECUTE.has(w)) {
      const t = new Lexer(args, L_VIM).run();
      const v = strArg2(t);
      if (v != null) exAt(v!, f, nest + 1); else f.unknown(w);
      i = e; continue;
    }
    vimExpr(args, f);
    i = e;
  }
}

// literal strings joined as :execute joins them (by a space; `.`/`..` concatenate), or null
function strArg2(t: Toks): string | null {
  const b = new Buf();
  for (let k = 0; k < t.length; k++) {
    if (t.k[k] == K_STR && t.lit[k]) { if (k > 0 && !(t.isP(k - 1, ".") || t.isP(k - 1, ".."))) b.char(32); b.str(t.t[k]); continue; }
    if (t.isP(k, ".") || t.isP(k, "..")) continue;
    return null;
  }
  return b.toString();
}

const VIM_SPAWN = new NameSet(latin1(",system,systemlist,job_start,jobstart,termopen,term_start,"));
// an expression's calls of vim's spawning functions
function vimExpr(text: string, f: Found): void {
  if (text.length == 0) return;
  const t = new Lexer(text, L_VIM).run();
  for (let k = 0; k < t.length && !f.full; k++) {
    if (t.k[k] != K_NAME || !t.isP(k + 1, "(")) continue;
    // a C library's function called by name (libcall): not followed
    if (t.t[k] == "libcall" || t.t[k] == "libcallnr") { f.unknown(t.t[k]); continue; }
    // delete(PATH, "rf") deletes a directory tree, delete(PATH, "d") an empty directory,
    // delete(PATH) a file (vim's builtin-functions)
    if (t.t[k] == "delete" && (k == 0 || !t.isP(k - 1, "."))) {
      const d = readArgs(t, k, L_VIM);
      const flags = d.kind.length > 1 ? (d.kind[1] == AR_STR ? d.val[1] : "?") : "";
      if (d.kind.length == 0 || d.kind[0] != AR_STR || flags == "?") { f.unknown("delete()"); continue; }
      if (findChar(flags, 114) >= 0) f.del(["rm", "-rf", "--", d.val[0]], [true, true, true, true]);
      else if (flags.length == 0) f.del(["rm", "--", d.val[0]], [true, true, true]);
      continue;
    }
    // writefile(LIST, PATH [, FLAGS]) replaces PATH (with "a" in FLAGS, appends);
    // rename(FROM, TO) replaces TO — vim's builtin-functions
    if ((t.t[k] == "writefile" || t.t[k] == "rename") && (k == 0 || !t.isP(k - 1, "."))) {
      const d = readArgs(t, k, L_VIM);
      const append = t.t[k] == "writefile" && d.kind.length > 2 && (d.kind[2] != AR_STR || findChar(d.val[2], 97) >= 0);
      if (!append && d.kind.length > 1 && d.kind[1] == AR_STR) replaced(d.val[1], f);
      continue;
    }
    if (!VIM_SPAWN.has(t.t[k])) continue;
    const a = readArgs(t, k, L_VIM);
    if (a.kind.length && a.kind[0] == AR_STR) f.line(a.val[0]);
    else if (a.kind.length && a.kind[0] == AR_LIST) f.argv(a.list[0], allTrue(a.list[0].length));
    else f.unknown(t.t[k]);
  }
}

function eol(s: string, i: i32): i32 { while (i < s.length && s.charCodeAt(i) != 10) i++; return i; }
function lineFrom(s: string, i: i32): string { return s.substring(i, eol(s, i)).trim(); }
// the end of a command that a `|` ends (outside quotes)
function bar(s: string, i: i32): i32 {
  let q = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c == 10) return i;
    if (q == 0 && c == 124) return i;
    if (c == 92 && i + 1 < s.length) { i += 2; continue; }
    if (q == 0 && (c == 34 || c == 39)) q = c; else if (c == q) q = 0;
    i++;
  }
  return i;
}

// ─── make ──────────────────────────────────────────────────────────────────────
// A makefile's recipe lines (a tab-led line after a rule, or after the `;` of a rule line)
// and its $(shell …) calls are shell command lines; one that make expands ($X, $(VAR),
// $@ — `$$` is a `$`) is known only when it runs.

export function makefile(text: string, f: Found): void {
  const n = text.length;
  let i = 0;
  let rule = false;
  while (i < n && !f.full) {
    // one logical line (a backslash-newline continues it)
    const b = new Buf();
    let k = i;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c == 92 && k + 1 < n && text.charCodeAt(k + 1) == 10) { b.char(32); k += 2; continue; }
      if (c == 10) break;
      b.char(c); k++;
    }
    const line = b.toString();
    i = k + 1;
    shellCalls(line, f);
    if (line.length && line.charCodeAt(0) == 9) { if (rule) recipe(line.substring(1), f); continue; }
    const t = line.trim();
    if (t.length == 0 || t.charCodeAt(0) == 35) continue;
    const colon = findChar(line, 58);
    const eq = findChar(line, 61);
    // `VAR != COMMAND` runs COMMAND when the makefile is read; .RECIPEPREFIX changes what
    // starts a recipe line, SHELL and .SHELLFLAGS what runs it: not read here
    if (eq > 0 && line.charCodeAt(eq - 1) == 33 && (colon < 0 || colon > eq)) {
      const v = makeText(line.substring(eq + 1).trim());
      if (v == null) f.unknown("make !="); else f.line(v!);
      continue;
    }
    if (eq > 0 && (colon < 0 || colon >= eq - 2)) {
      let name = line.substring(0, eq).trim();
      if (name.startsWith("override ")) name = name.substring(9).trim();
      if (name.startsWith("export ")) name = name.substring(7).trim();
      let e = name.length;
      while (e > 0 && (name.charCodeAt(e - 1) == 58 || name.charCodeAt(e - 1) == 63 || name.charCodeAt(e - 1) == 43)) e--;
      name = name.substring(0, e).trim();
      if (name == ".RECIPEPREFIX" || name == "SHELL" || name == ".SHELLFLAGS") {
        f.unknown("make " + name);
        continue;
      }
    }
    if (colon > 0 && (eq < 0 || eq > colon + 1) && !t.startsWith("define") && !t.startsWith("export") && !t.startsWith("include")) {
      rule = true;
      const semi = findChar(line, 59);
      if (semi > colon) recipe(line.substring(semi + 1), f);
    } else if (eq < 0) rule = false;
  }
}
function recipe(line: string, f: Found): void {
  let s = line.trim();
  let always = false; // (a `+` line runs under -n, -q and -t too, and so does one using $(MAKE))
  while (s.length && (s.charCodeAt(0) == 64 || s.charCodeAt(0) == 45 || s.charCodeAt(0) == 43)) { if (s.charCodeAt(0) == 43) always = true; s = s.substring(1).trimStart(); }
  if (f.dry && !always && !s.includes("MAKE")) return;
  if (s.length == 0 || s.charCodeAt(0) == 35) return;
  const v = makeText(s);
  if (v == null) f.unknown("make recipe"); else f.line(v!);
}
// $(shell …) / ${shell …}
function shellCalls(line: string, f: Found): void {
  let at = line.indexOf("shell ");
  while (at >= 2 && !f.full) {
    const o = line.charCodeAt(at - 1);
    if (line.charCodeAt(at - 2) == 36 && (o == 40 || o == 123)) {
      const close = o == 40 ? 41 : 125;
      let depth = 0, k = at;
      while (k < line.length) { const c = line.charCodeAt(k); if (c == o) depth++; else if (c == close) { if (depth == 0) break; depth--; } k++; }
      const v = makeText(line.substring(at + 6, k));
      if (v == null) f.unknown("$(shell)"); else f.line(v!);
      at = line.indexOf("shell ", k);
    } else at = line.indexOf("shell ", at + 6);
  }
}
// make's expansion of a literal text: `$$` → `$`; any other `$` is known only when it runs
function makeText(s: string): string | null {
  const b = new Buf();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 36) { if (i + 1 < s.length && s.charCodeAt(i + 1) == 36) { b.char(36); i++; continue; } return null; }
    b.char(c);
  }
  return b.toString();
}

// ─── the programs of awk, sed, vim and make, from their words ────────────────────

/** Does `n` take a program this module reads from its command line? */
export const TOOLS = new NameSet(latin1(",awk,gawk,mawk,nawk,sed,gsed,vim,vi,nvim,ex,view,vimdiff,gvim,rvim,rview,nvi,make,gmake,tar,gtar,bsdtar,rsync,zip,man,cmake,sqlite3,duckdb,psql,mysql,mariadb,split,socat,wget,cpio,mail,mailx,cargo,rg,sort,fzf,apt,apt-get,aptitude,dpkg,rpm,rpmspec,rpmbuild,mosh,convert,magick,mogrify,identify,composite,montage,compare,conjure,gs,gsc,ghostscript,logrotate,hg,chg,nc,ncat,netcat,nmap,"));

/** The program(s) tool `n` is given in argv (`lit`: which words are known), read into f.
 * Returns true when it reads a program from stdin too (the caller gives that text): make's
 * makefile (`-f -`), vim's ex commands in Ex mode. */
export function toolPrograms(n: string, argv: Array<string>, lit: Array<bool>, f: Found): bool {
  if (n == "sed" || n == "gsed") { sedArgs(argv, lit, f); return false; }
  if (n == "make" || n == "gmake") { if (makeDry(argv)) f.dry = true; makeVars(argv, lit, f); return makeArgs(argv, lit, f); }
  if (n.endsWith("awk")) { awkArgs(argv, lit, f); return false; }
  if (optionPrograms(n, argv, lit, f)) return false;
  return vimArgs(n, argv, lit, f);
}

// ─── options whose value is a command the tool runs ─────────────────────────────
// From each tool's manual: GNU tar's --to-command, --checkpoint-action=exec=, -I /
// --use-compress-program, --rsh-command, -F / --info-script / --new-volume-script (bsdtar:
// --use-compress-program); rsync's -e / --rsh (the remote shell, started here); zip's
// -TT / --unzip-command; man's -P / --pager; cmake's -E rm / remove / remove_directory
// (`rm` spelled by cmake); a database shell's own commands that run one: sqlite3's and
// duckdb's `.shell` / `.system` (an SQL argument or -cmd), psql's `\!` (-c), mysql's
// `system` and `\!` (-e). Each value is a command line; one known only at run time is
// unknown. Long options by any unambiguous prefix, as getopt_long reads them.
const TAR_PROGRAM = latin1(",--to-command,--use-compress-program,--rsh-command,--rmt-command,--info-script,--new-volume-script,");
// GNU tar's options that take a separate value (tar --help), so that a value is not read as
// an option (`tar -cf '--to-command=…' x` names an archive); the short ones take the rest of
// their bundle or the next word, and in the traditional first word (`tar cIf PROG A.tar`)
// the next words in order.
const TAR_SHORT_VALUED = "fCTXbHKLNVgIF";
const TAR_LONG_VALUED = latin1(",--file,--directory,--files-from,--exclude-from,--blocking-factor,--record-size,--format,--starting-file,--tape-length,--newer,--after-date,--newer-mtime,--label,--listed-incremental,--exclude,--owner,--group,--mode,--mtime,--transform,--xform,--volno-file,--index-file,--suffix,--owner-map,--group-map,--hole-detection,--quoting-style,--quote-chars,--no-quote-chars,--pax-option,--sort,--exclude-tag,--exclude-tag-under,--exclude-tag-all,--strip-components,--occurrence,--level,--add-file,--anchored-pattern,");

// nmap's --script (and -sC's default set): a comma-separated list of NSE scripts — Lua
// programs nmap runs, which may call os.execute and io.open — by name, category, file or
// directory, or a boolean expression of them (nmap(1) "Nmap Scripting Engine"). One that
// names a file or directory (a `/`, a `.nse` or `.lua` name: the call's own, or one a
// process substitution makes), a value known only when it runs, or --datadir/--servicedb
// (where nmap looks its scripts up) is code not known here; a name or category of the
// scripts nmap ships is nmap's own. nmap reads long options with getopt_long_only: `-script`
// as `--script`, a prefix only where it is no other option's (`--datad`; `--scri` is also
// --script-args').
function nmapScripts(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    let a = argv[i];
    if (!lit[i] || a.length < 3 || a.charCodeAt(0) != 45) continue;
    if (a.charCodeAt(1) != 45) a = "-" + a;
    const eq = findChar(a, 61);
    const name = eq >= 0 ? a.substring(0, eq) : a;
    const datadir = name.length >= 7 && "--datadir".startsWith(name);
    if (name != "--script" && !datadir) continue;
    const valueAt = eq >= 0 ? i : i + 1;
    if (valueAt >= argv.length) continue;
    const v = eq >= 0 ? a.substring(eq + 1) : argv[i + 1];
    if (datadir) f.unknown("nmap --datadir " + v);
    else if (!lit[valueAt] || v.indexOf("/") >= 0 || v.indexOf(".nse") >= 0 || v.indexOf(".lua") >= 0) f.unknown("nmap --script " + v);
  }
}

function optionPrograms(n: string, argv: Array<string>, lit: Array<bool>, f: Found): bool {
  if (n == "tar" || n == "gtar" || n == "bsdtar") { tarPrograms(argv, lit, f, n == "bsdtar"); return true; }
  // (--rsync-path: the command line the remote shell runs in rsync's place)
  if (n == "rsync") { valuedPrograms(argv, lit, f, latin1(",--rsh,--rsync-path,"), "e"); return true; }
  // (sort's --compress-program runs PROG on its temporary data, and `PROG -d` to read it back)
  if (n == "sort") { valuedPrograms(argv, lit, f, latin1(",--compress-program,"), ""); return true; }
  if (n == "zip") {
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i];
      if ((a == "-TT" || a == "--unzip-command") && i + 1 < argv.length) { programAt(argv, lit, i + 1, argv[i + 1], f); i++; }
      else if (a.startsWith("--unzip-command=")) programAt(argv, lit, i, a.substring(16), f);
    }
    return true;
  }
  if (n == "man") { valuedPrograms(argv, lit, f, latin1(",--pager,"), "P"); return true; }
  // GNU split's --filter=COMMAND (each piece written to a shell command line); wget's
  // --use-askpass=COMMAND (run for the credentials); socat's EXEC: and SYSTEM: addresses
  // (a program and its words, or a shell command line, up to the address's options)
  if (n == "split") { valuedPrograms(argv, lit, f, latin1(",--filter,"), ""); return true; }
  if (n == "wget") { valuedPrograms(argv, lit, f, latin1(",--use-askpass,"), ""); return true; }
  if (n == "socat") { socatAddresses(argv, lit, f); return true; }
  // cpio's --rsh-command (run for a remote archive, as tar's); mail's -E/--exec, a mail
  // command run first, whose `!` escape is a shell command line (GNU mailutils)
  if (n == "cpio") { valuedPrograms(argv, lit, f, latin1(",--rsh-command,"), ""); return true; }
  if (n == "mail" || n == "mailx") { mailExec(argv, lit, f); return true; }
  if (n == "cmake") { cmakeRemove(argv, lit, f); return true; }
  if (isDbShell(n)) { dbShell(n, argv, lit, f); return true; }
  if (n == "cargo") { cargoConfig(argv, lit, f); return true; }
  if (n == "rg") { rgPre(argv, lit, f); return true; }
  if (n == "fzf") { fzfPrograms(argv, lit, f); return true; }
  if (n == "apt" || n == "apt-get" || n == "aptitude") { aptHooks(argv, lit, f); return true; }
  // dpkg's --pre-invoke/--post-invoke=COMMAND (run through `sh -c` before or after the run:
  // dpkg(1)); mosh's --ssh=COMMAND (the ssh it starts: mosh(1))
  if (n == "dpkg") { valuedPrograms(argv, lit, f, latin1(",--pre-invoke,--post-invoke,"), ""); return true; }
  if (n == "mosh") { valuedPrograms(argv, lit, f, latin1(",--ssh,"), ""); return true; }
  if (n == "rpm" || n == "rpmspec" || n == "rpmbuild") { rpmMacros(argv, lit, f); return true; }
  if (n == "nmap") { nmapScripts(argv, lit, f); return true; }
  // (ImageMagick reads a file name that begins with `|` as a command whose output it reads,
  // or into which it writes: "Command-line Processing", filename pipes)
  if (n == "convert" || n == "magick" || n == "mogrify" || n == "identify" || n == "composite" || n == "montage" || n == "compare" || n == "conjure") {
    for (let i = 1; i < argv.length; i++) if (argv[i].startsWith("|")) programAt(argv, lit, i, argv[i].substring(1), f);
    return true;
  }
  if (n == "gs" || n == "gsc" || n == "ghostscript") { gsPipes(argv, lit, f); return true; }
  if (n == "logrotate") { logrotateConfigs(argv, lit, f); return true; }
  if (n == "hg" || n == "chg") { hgConfig(argv, lit, f); return true; }
  if (n == "nc" || n == "ncat" || n == "netcat") { ncPrograms(argv, lit, f); return true; }
  return false;
}

// netcat's programs, run on the connection (nc(1) of the traditional and OpenBSD-derived
// versions, busybox nc, ncat(1)): -c CMD / ncat's --sh-exec CMD a command line for /bin/sh;
// -e PROG / --exec "PROG ARGS" a program. A shell or an interpreter given so reads its
// program from the connection (a remote shell): what it runs is not known here. ncat's
// --lua-exec FILE runs Lua: unknown.
const NC_SHELLS = latin1(",sh,bash,dash,zsh,ksh,mksh,ash,busybox,fish,csh,tcsh,python,python3,python2,perl,ruby,php,node,lua,tclsh,");
function ncPrograms(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    let v = "", at = -1, shell = false;
    if ((a == "-c" || a == "--sh-exec") && i + 1 < argv.length) { at = i + 1; v = argv[at]; shell = true; i++; }
    else if (a.startsWith("--sh-exec=")) { at = i; v = a.substring(10); shell = true; }
    else if ((a == "-e" || a == "--exec") && i + 1 < argv.length) { at = i + 1; v = argv[at]; i++; }
    else if (a.startsWith("--exec=")) { at = i; v = a.substring(7); }
    else if (a == "--lua-exec" || a.startsWith("--lua-exec=")) { f.unknown("ncat --lua-exec"); continue; }
    if (at < 0) continue;
    if (!lit[at]) { f.unknown(argv[0] + " " + v); continue; }
    if (shell) { if (v.length) f.line(v); continue; }
    const t = v.trim();
    const sp = findChar(t, 32);
    const prog = sp < 0 ? t : t.substring(0, sp);
    const base = prog.substring(lastChar(prog, 47) + 1);
    if ((listed(NC_SHELLS, base) || isPerl(base)) && sp < 0) f.unknown(argv[0] + " -e " + base);
    else if (t.length) f.line(t);
  }
}

// Ghostscript's output file `%pipe%CMD` (or `|CMD`) is a command it writes into, run through
// popen (Ghostscript's "Use.htm", "How to use Ghostscript with pipes"), given by
// -sOutputFile=… or -o …; with -dNOSAFER (or -dDELAYSAFER) PostScript given by -c may open
// such a pipe itself: not read here.
function gsPipes(argv: Array<string>, lit: Array<bool>, f: Found): void {
  let unsafe = false, code = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "-dNOSAFER" || a == "-dDELAYSAFER" || a.startsWith("-dSAFER=f") || a.startsWith("-dNOSAFER=t")) unsafe = true;
    if (a == "-c") code = true;
    let v = "", at = -1;
    if (a.startsWith("-sOutputFile=")) { v = a.substring(13); at = i; }
    else if (a == "-o" && i + 1 < argv.length) { at = i + 1; v = argv[at]; i++; }
    else if (a.length > 2 && a.startsWith("-o")) { v = a.substring(2); at = i; }
    if (at < 0) continue;
    if (v.startsWith("%pipe%")) programAt(argv, lit, at, v.substring(6), f);
    else if (v.startsWith("|")) programAt(argv, lit, at, v.substring(1), f);
  }
  if (unsafe && code) f.unknown("gs -dNOSAFER -c");
}

// logrotate's configuration files (its operands) hold pre- and postrotate scripts it runs
// through the shell: one read from stdin, a descriptor or a process substitution is not
// known here (logrotate(8)).
function logrotateConfigs(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "-s" || a == "--state" || a == "-l" || a == "--log" || a == "-m" || a == "--mail") { i++; continue; }
    if (a.startsWith("-") && a != "-") continue;
    if (stdinPath(a) || a.startsWith("/dev/fd/") || a.startsWith("/proc/") || !lit[i] && a.startsWith("<(")) f.unknown("logrotate configuration");
  }
}

// Mercurial's --config SECTION.NAME=VALUE (hg help config): a hook (`hooks.*`) is a shell
// command line (`python:` ones are Python), a shell alias (`alias.X=!CMD`) a command line,
// `ui.editor` and `ui.ssh` programs it starts, `pager.pager` its pager, and `extensions.*`
// Python it loads: each run, or not known here.
function hgConfig(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    let v = "", at = -1;
    if (a == "--config" && i + 1 < argv.length) { at = i + 1; v = argv[at]; i++; }
    else if (a.startsWith("--config=")) { at = i; v = a.substring(9); }
    if (at < 0) continue;
    const eq = findChar(v, 61);
    if (eq < 0) continue;
    const key = v.substring(0, eq).toLowerCase(), val = v.substring(eq + 1);
    if (!lit[at]) { f.unknown("hg --config"); continue; }
    if (key.startsWith("hooks.")) { if (val.startsWith("python:")) f.unknown("hg python hook"); else if (val.length) f.line(val); }
    else if (key.startsWith("alias.")) { if (val.startsWith("!")) f.line(val.substring(1)); }
    else if (key == "ui.editor" || key == "ui.ssh" || key == "pager.pager") { if (val.length) f.line(val); }
    else if (key.startsWith("extensions.") && val.length && val != "!") f.unknown("hg extension");
  }
}

// APT's hooks, set by -o/--option KEY=VALUE (apt.conf(5)): APT::Update::Pre-Invoke and
// Post-Invoke[-Success], DPkg::Pre-Invoke, Post-Invoke and Pre-Install-Pkgs are command
// lines run through `sh -c`; a list item's KEY ends in `::`. A -c/--config-file FILE may set
// any of them: from stdin, a descriptor or a process substitution, unknown.
function aptHooks(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    let v = "", at = -1, conf = false;
    if (a == "-o" || a == "--option" || a == "-c" || a == "--config-file") { if (i + 1 < argv.length) { at = i + 1; v = argv[at]; conf = a == "-c" || a == "--config-file"; i++; } }
    else if (a.startsWith("--option=") || a.startsWith("--config-file=")) { at = i; v = a.substring(findChar(a, 61) + 1); conf = a.startsWith("--c"); }
    else if (a.length > 2 && (a.startsWith("-o") || a.startsWith("-c"))) { at = i; v = a.substring(2); conf = a.startsWith("-c"); }
    if (at < 0) continue;
    if (conf) { if (!lit[at] || stdinPath(v) || v.startsWith("/dev/") || v.startsWith("/proc/")) f.unknown("apt configuration"); continue; }
    const eq = findChar(v, 61);
    const key = (eq >= 0 ? v.substring(0, eq) : v).toLowerCase();
    if (!(key.includes("invoke") || key.includes("pre-install-pkgs"))) continue;
    if (!lit[at]) { f.unknown("apt " + key); continue; }
    if (eq >= 0 && eq + 1 < v.length) f.line(v.substring(eq + 1));
  }
}

// rpm's macro expansion: `%(CMD)` in an -E/--eval expression is CMD's output, run through
// the shell (rpm(8), "Macro syntax"; `%{lua: …}` Lua's); a macro --define/-D sets may hold one that a later
// expansion runs (unknown); --pipe CMD pipes rpm's output into CMD.
function rpmMacros(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    let v = "", at = -1, kind = 0; // 1: an expression, 2: a definition, 3: a command line
    const eq = findChar(a, 61);
    const name = a.startsWith("--") && eq > 0 ? a.substring(0, eq) : a;
    if (name == "-E" || name == "--eval") kind = 1;
    else if (name == "-D" || name == "--define" || name == "--with" || name == "--predefine") kind = 2;
    else if (name == "--pipe") kind = 3;
    else if (a.length > 2 && a.startsWith("-E")) { kind = 1; at = i; v = a.substring(2); }
    else if (a.length > 2 && a.startsWith("-D")) { kind = 2; at = i; v = a.substring(2); }
    if (kind == 0) continue;
    if (at < 0) {
      if (a.startsWith("--") && eq > 0) { at = i; v = a.substring(eq + 1); }
      else if (i + 1 < argv.length) { at = i + 1; v = argv[at]; i++; }
      else continue;
    }
    if (kind == 3) { programAt(argv, lit, at, v, f); continue; }
    if (!lit[at]) { f.unknown("rpm macro"); continue; }
    // (`%{lua: …}` runs Lua, whose os.execute runs a command: not read here)
    if (v.includes("%{lua:")) { f.unknown("rpm lua macro"); continue; }
    const k = v.indexOf("%(");
    if (k < 0) continue;
    if (kind == 2) { f.unknown("rpm macro"); continue; }
    // (the parenthesized text, nested parentheses counted)
    let depth = 0, e = k + 1;
    for (; e < v.length; e++) {
      const c = v.charCodeAt(e);
      if (c == 40) depth++;
      else if (c == 41 && --depth == 0) break;
    }
    if (e >= v.length) { f.unknown("rpm macro"); continue; }
    f.line(v.substring(k + 2, e));
    if (v.indexOf("%(", e) >= 0) f.unknown("rpm macro");
  }
}

// ─── fzf's commands ─────────────────────────────────────────────────────────────
// fzf(1) runs --preview's command and those of --bind's actions (execute, execute-silent,
// execute-multi, become, reload, reload-sync, preview, change-preview, transform-* and
// bg-transform-*), each a command line for $SHELL -c, with its placeholders ({}, {1}, {+},
// {q}, …) replaced by the item's text single-quoted. A bind value is read as fzf's
// maskActionContents (src/options.go) reads it: an action named after `:` or `+` takes the
// rest of the value after a `:`, or the text up to its closing delimiter — `(` `)`, `[` `]`,
// `{` `}`, `<` `>`, or the same one of `~!@#$%^&*;/|` — followed by `+`, `,` or the end.
// `transform` and `bg-transform` (their output is read as more actions) are unknown.
const FZF_ACTIONS = ["become", "execute-multi", "execute-silent", "execute", "reload-sync", "reload", "preview"];
const FZF_TEXT_TARGETS = ["query", "prompt", "border-label", "list-label", "preview-label", "input-label", "header-label", "footer-label",
  "header-lines", "header", "footer", "search", "with-nth", "nth", "pointer", "ghost"];
const FZF_OTHERS = ["bg-transform", "transform", "change-preview-window", "change-preview", "change-multi", "rebind", "unbind", "toggle-bind",
  "pos", "put", "print", "search", "trigger"];
const FZF_QUOTES = "~!@#$%^&*;/|";

/** The action fzf's argActionRegexp matches at s[at] (just after a `:` or `+`), as fzf's
 * leftmost-first alternation picks it; "" for none. */
function fzfActionAt(s: string, at: i32): string {
  for (let k = 0; k < FZF_ACTIONS.length; k++) if (startsAtCi(s, at, FZF_ACTIONS[k])) return FZF_ACTIONS[k];
  const pre = ["change-", "bg-transform-", "transform-"];
  for (let k = 0; k < pre.length; k++) {
    if (!startsAtCi(s, at, pre[k])) continue;
    for (let j = 0; j < FZF_TEXT_TARGETS.length; j++) if (startsAtCi(s, at + pre[k].length, FZF_TEXT_TARGETS[j])) return pre[k] + FZF_TEXT_TARGETS[j];
  }
  for (let k = 0; k < FZF_OTHERS.length; k++) if (startsAtCi(s, at, FZF_OTHERS[k])) return FZF_OTHERS[k];
  return "";
}

function startsAtCi(s: string, at: i32, w: string): bool {
  if (at + w.length > s.length) return false;
  for (let i = 0; i < w.length; i++) {
    let c = s.charCodeAt(at + i);
    if (c >= 65 && c <= 90) c += 32;
    if (c != w.charCodeAt(i)) return false;
  }
  return true;
}

/** The commands of one --bind value. */
function fzfBind(v: string, f: Found): void {
  let i = 0;
  while (i < v.length) {
    // the next `:` or `+` followed by an action name
    let at = -1, name = "";
    for (let k = i; k < v.length; k++) {
      const c = v.charCodeAt(k);
      if (c != 58 && c != 43) continue;
      const a = fzfActionAt(v, k + 1);
      if (a.length) { at = k + 1; name = a; break; }
    }
    if (at < 0) return;
    const open = at + name.length;
    if (open >= v.length) return;
    const cs = v.charCodeAt(open);
    const lower = name.toLowerCase();
    const runs = lower.startsWith("become") || lower.startsWith("execute") || lower.startsWith("reload") || lower == "preview"
      || lower == "change-preview" || lower.startsWith("transform") || lower.startsWith("bg-transform");
    const actions = lower == "transform" || lower == "bg-transform";
    if (cs == 58) { // `:`: the rest of the value
      if (actions) f.unknown("fzf " + name); else if (runs) fzfCommand(v.substring(open + 1), f);
      return;
    }
    let ce = -1;
    if (cs == 40) ce = 41; else if (cs == 123) ce = 125; else if (cs == 91) ce = 93; else if (cs == 60) ce = 62;
    else if (findChar(FZF_QUOTES, cs) >= 0) ce = cs;
    if (ce < 0) { i = open; continue; } // (not an argument: fzf reads on after the name)
    // the first closing delimiter followed by `+`, `,` or the end
    let end = -1;
    for (let k = open + 1; k < v.length; k++) {
      if (v.charCodeAt(k) != ce) continue;
      if (k + 1 == v.length || v.charCodeAt(k + 1) == 43 || v.charCodeAt(k + 1) == 44) { end = k; break; }
    }
    // (none: fzf stops masking, and reads what follows as more bindings: unknown)
    if (end < 0) { f.unknown("fzf --bind"); return; }
    if (actions) f.unknown("fzf " + name); else if (runs) fzfCommand(v.substring(open + 1, end), f);
    i = end + 1;
  }
}

/** A command line fzf runs: each placeholder outside quotes an unknown item's words; one
 * inside quotes (fzf's own quotes then end them: `'{}'` leaves the item unquoted), one of
 * raw (`r`) or file (`f`: fzf writes a temporary file) form, after a `$`, or a line with
 * `$'…'`, a heredoc or backquotes (where the quoting reads otherwise) is unknown. */
function fzfCommand(t: string, f: Found): void {
  const ITEM = FED_ITEM;
  if (t.includes(ITEM) || t.includes("$'") || t.includes("<<") || t.includes("`")) { f.unknown("fzf command"); return; }
  const b = new Buf();
  let sq = false, dq = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (sq && c != 123) { if (c == 39) sq = false; b.char(c); continue; }
    if (!sq && c == 92 && i + 1 < t.length) {
      // (an escaped `{` may still open a placeholder: fzf reads `\{}` as a literal `{}`)
      if (t.charCodeAt(i + 1) != 123) { b.char(c); b.char(t.charCodeAt(i + 1)); i++; continue; }
      continue;
    }
    if (c == 39 && !dq) { sq = true; b.char(c); continue; }
    if (c == 34) { dq = !dq; b.char(c); continue; }
    if (c == 123) {
      let k = i + 1;
      while (k < t.length && k - i < 40) {
        const d = t.charCodeAt(k);
        if (!(d >= 97 && d <= 122 || d >= 48 && d <= 57 || d == 43 || d == 42 || d == 44 || d == 46 || d == 45 || d == 58)) break;
        k++;
      }
      if (k < t.length && t.charCodeAt(k) == 125) {
        const inner = t.substring(i + 1, k);
        if (sq || dq || inner.includes("r") || inner.includes("f") || i > 0 && t.charCodeAt(i - 1) == 36) { f.unknown("fzf placeholder"); return; }
        b.str("${" + ITEM + "}");
        i = k;
        continue;
      }
    }
    b.char(c);
  }
  f.fedLine(b.toString());
}

/** fzf's --preview and --bind values (`--opt=V` or the next word, as fzf's nextString). */
function fzfPrograms(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    let opt = "", at = -1, v = "";
    if (a == "--preview" || a == "--bind") { opt = a; if (i + 1 < argv.length) { at = i + 1; v = argv[i + 1]; i++; } }
    else if (a.startsWith("--preview=")) { opt = "--preview"; at = i; v = a.substring(10); }
    else if (a.startsWith("--bind=")) { opt = "--bind"; at = i; v = a.substring(7); }
    // (a word known only when it runs, where an option may stand, is the grammar's to refuse:
    // the family's knownOptions(), as for every option it lists)
    if (at < 0) continue;
    if (!lit[at]) { f.unknown("fzf " + opt); continue; }
    if (opt == "--preview") fzfCommand(v, f); else fzfBind(v, f);
  }
}

function mailExec(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    let v = "", at = -1;
    if ((a == "-E" || a == "--exec") && i + 1 < argv.length) { at = i + 1; v = argv[i + 1]; i++; }
    else if (a.startsWith("--exec=")) { at = i; v = a.substring(7); }
    else if (a.startsWith("-E") && a.length > 2) { at = i; v = a.substring(2); }
    if (at < 0) continue;
    if (!lit[at]) { f.unknown("mail --exec"); continue; }
    const t = v.trim();
    if (t.startsWith("!")) f.line(t.substring(1));
    else if (t.startsWith("shell ") || t.startsWith("sh ")) f.line(t.substring(findChar(t, 32) + 1));
  }
}

function socatAddresses(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const colon = findChar(a, 58);
    if (colon < 4) continue;
    const kind = a.substring(0, colon).toLowerCase();
    if (kind != "exec" && kind != "system") continue;
    let v = a.substring(colon + 1);
    const comma = findChar(v, 44);
    if (comma >= 0) v = v.substring(0, comma);
    programAt(argv, lit, i, v, f);
  }
}

/** A command line at word i (its text `v`, a part of the word when attached), or unknown. */
function programAt(argv: Array<string>, lit: Array<bool>, i: i32, v: string, f: Found): void {
  if (!lit[i]) f.unknown(argv[0] + " " + v);
  else if (v.length) f.line(v);
}

/** Options of `names` (long, any unambiguous prefix; `--opt=V` or `--opt V`) and of the
 * short letters `short` (attached or the next word) whose value is a command line. */
function valuedPrograms(argv: Array<string>, lit: Array<bool>, f: Found, names: List, short: string): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name.length > 3 && listed(names, name, true)) {
        if (eq >= 0) programAt(argv, lit, i, a.substring(eq + 1), f);
        else if (i + 1 < argv.length) { i++; programAt(argv, lit, i, argv[i], f); }
      }
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      if (findChar(short, a.charCodeAt(k)) < 0) continue;
      if (k + 1 < a.length) programAt(argv, lit, i, a.substring(k + 1), f);
      else if (i + 1 < argv.length) { i++; programAt(argv, lit, i, argv[i], f); }
      break;
    }
  }
}

/** GNU tar's options that run a program (bsdtar: --use-compress-program only; its -I is
 * a file list), each a command line (the compress program: tarProgram); a --checkpoint-action value with a backslash (tar reads its
 * escapes, `\147it`) is unknown. */
function tarPrograms(argv: Array<string>, lit: Array<bool>, f: Found, bsd: bool): void {
  const progShort = bsd ? "" : "IF";
  // (--rsh-command and --rmt-command run only for a remote archive: a -f name with a colon
  // before any slash, or one known only when it runs; not with --force-local)
  let remote = false, forceLocal = false;
  const remoteAt = new Array<i32>(), remoteText = new Array<string>();
  let i = 1;
  if (argv.length > 1 && lit[1] && argv[1].length > 0 && argv[1].charCodeAt(0) != 45) {
    const a = argv[1];
    let next = 2;
    for (let k = 0; k < a.length && next < argv.length; k++) {
      const c = a.charCodeAt(k);
      if (findChar(TAR_SHORT_VALUED, c) < 0) continue;
      if (findChar(progShort, c) >= 0) tarProgram(argv, lit, next, argv[next], c == 73, f);
      if (c == 102 && remoteName(argv[next], lit[next])) remote = true;
      next++;
    }
    i = next;
  }
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name.length <= 3) continue;
      if (name.length > 7 && "--force-local".startsWith(name)) { forceLocal = true; continue; }
      const checkpoint = "--checkpoint-action".startsWith(name);
      const program = !checkpoint && listed(TAR_PROGRAM, name, true) && !(bsd && !"--use-compress-program".startsWith(name));
      if (!checkpoint && !program) {
        if (eq < 0 && listed(TAR_LONG_VALUED, name, true)) { i++; if (name.length > 3 && "--file".startsWith(name) && i < argv.length && remoteName(argv[i], lit[i])) remote = true; }
        else if (eq >= 0 && "--file".startsWith(name) && remoteName(a.substring(eq + 1), lit[i])) remote = true;
        continue;
      }
      let at = i, v = "";
      if (eq >= 0) v = a.substring(eq + 1);
      else if (i + 1 < argv.length) { at = ++i; v = argv[i]; }
      else continue;
      if (checkpoint) {
        if (!lit[at] || findChar(v, 92) >= 0) f.unknown("--checkpoint-action");
        else if (v.startsWith("exec=")) programAt(argv, lit, at, v.substring(5), f);
      } else if (name.length > 4 && ("--rsh-command".startsWith(name) || "--rmt-command".startsWith(name))) { remoteAt.push(at); remoteText.push(v); }
      else tarProgram(argv, lit, at, v, "--use-compress-program".startsWith(name), f);
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const c = a.charCodeAt(k);
      if (findChar(TAR_SHORT_VALUED, c) < 0) continue;
      let at = i, v = "";
      if (k + 1 < a.length) v = a.substring(k + 1);
      else if (i + 1 < argv.length) { at = ++i; v = argv[i]; }
      if (findChar(progShort, c) >= 0 && v.length) tarProgram(argv, lit, at, v, c == 73, f);
      if (c == 102 && remoteName(v, lit[at])) remote = true;
      break;
    }
  }
  if (remote && !forceLocal) for (let k = 0; k < remoteAt.length; k++) tarProgram(argv, lit, remoteAt[k], remoteText[k], false, f);
}

/** An archive name tar reads as HOST:FILE (a colon before any slash), or one not known. */
function remoteName(v: string, known: bool): bool {
  if (!known) return true;
  const colon = findChar(v, 58);
  if (colon < 0) return false;
  const slash = findChar(v, 47);
  return slash < 0 || colon < slash;
}

/** A program tar runs: a command line, or (compress, when tar reads an archive) words split
 * at blanks, run directly. (GNU tar hands the compress program to `/bin/sh -c` when it
 * writes an archive — `-c -I 'gzip; rm -rf ~'` runs rm — and splits its words itself
 * when it reads one; with no mode it knows, read as the shell's.) */
function tarProgram(argv: Array<string>, lit: Array<bool>, at: i32, v: string, compress: bool, f: Found): void {
  if (!compress || !tarReads(argv, lit)) { programAt(argv, lit, at, v, f); return; }
  // (tar splits it as a shell would its words, expanding $VARIABLES: wordsplit(3))
  if (!lit[at] || findChar(v, 39) >= 0 || findChar(v, 34) >= 0 || findChar(v, 92) >= 0 || findChar(v, 36) >= 0) { f.unknown("--use-compress-program"); return; }
  const ws = new Array<string>();
  let s = 0;
  for (let k = 0; k <= v.length; k++) {
    const c = k < v.length ? v.charCodeAt(k) : 32;
    if (c == 32 || c == 9 || c == 10) { if (k > s) ws.push(v.substring(s, k)); s = k + 1; }
  }
  if (ws.length) f.argv(ws, allTrue(ws.length));
}

/** tar reads an archive (-x, -t, -d and their long names) and writes none (-c, -r, -u, -A). */
function tarReads(argv: Array<string>, lit: Array<bool>): bool {
  let reads = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!lit[i]) return false;
    if (a == "--") break;
    if (a.startsWith("--")) {
      if (a == "--extract" || a == "--get" || a == "--list" || a == "--diff" || a == "--compare") reads = true;
      else if (a == "--create" || a == "--append" || a == "--update" || a == "--concatenate" || a == "--catenate" || a == "--delete") return false;
      continue;
    }
    // (a bundle: the first word's letters, dash or not; later only dashed ones)
    if (i > 1 && !a.startsWith("-")) continue;
    for (let k = a.startsWith("-") ? 1 : 0; k < a.length; k++) {
      const c = a.charCodeAt(k);
      if (c == 120 || c == 116 || c == 100) reads = true;                    // x t d
      else if (c == 99 || c == 114 || c == 117 || c == 65) return false;      // c r u A
    }
  }
  return reads;
}

/** cmake -E rm [-r] [-f] PATHS, remove [-f] FILES, remove_directory DIRS: rm spelled by cmake. */
function cmakeRemove(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i + 1 < argv.length; i++) {
    // (cmake -P SCRIPT runs a CMake script — file(REMOVE_RECURSE), execute_process: read from
    // stdin or a descriptor, it is not known here; a file is its own, as a shell script is)
    if (argv[i] == "-P" && (stdinPath(argv[i + 1]) || argv[i + 1].startsWith("/dev/fd/") || argv[i + 1].startsWith("/proc/self/fd/"))) { f.unknown("cmake -P"); return; }
    if (argv[i] != "-E" || !lit[i + 1]) continue;
    const sub = argv[i + 1];
    // (-E env [--unset=NAME]… [NAME=VALUE]… CMD…, chdir DIR CMD…, time CMD…: cmake runs CMD,
    // cmake(1) "Run a Command-Line Tool"; its words as written, DIR aside)
    if (sub == "env" || sub == "chdir" || sub == "time") {
      let k = i + 2;
      if (sub == "chdir") k++;
      else if (sub == "env") while (k < argv.length && lit[k] && (argv[k].startsWith("--unset=") || argv[k] == "--modify" || findChar(argv[k], 61) > 0)) k++;
      if (k < argv.length) f.argv(argv.slice(k), lit.slice(k));
      return;
    }
    // (copy, copy_if_different, copy_if_newer, copy_directory…, rename, create_symlink,
    // create_hardlink: cp, mv and ln spelled by cmake — the last operand the target)
    if (sub == "copy" || sub == "copy_if_different" || sub == "copy_if_newer" || sub == "copy_directory" || sub == "copy_directory_if_different" || sub == "rename"
      || sub == "create_symlink" || sub == "create_hardlink") {
      const ws = new Array<string>(), ls = new Array<bool>();
      ws.push(sub == "rename" ? "mv" : sub.startsWith("create_") ? "ln" : "cp"); ls.push(true);
      if (sub == "create_symlink") { ws.push("-sf"); ls.push(true); } else if (sub == "create_hardlink") { ws.push("-f"); ls.push(true); }
      else if (sub.startsWith("copy_directory")) { ws.push("-r"); ls.push(true); }
      ws.push("--"); ls.push(true);
      // (copy's `-t DIR` form: not followed — an unknown word, as its target is)
      for (let k = i + 2; k < argv.length; k++) { ws.push(argv[k]); ls.push(lit[k] && argv[k] != "-t"); }
      f.argv(ws, ls);
      return;
    }
    if (sub != "rm" && sub != "remove" && sub != "remove_directory") return;
    const ws = new Array<string>(), ls = new Array<bool>();
    ws.push("rm"); ls.push(true);
    if (sub == "remove_directory") { ws.push("-rf"); ls.push(true); ws.push("--"); ls.push(true); }
    for (let k = i + 2; k < argv.length; k++) { ws.push(argv[k]); ls.push(lit[k]); }
    f.argv(ws, ls);
    return;
  }
}

/** The command of a `PROGRAM 'CMD'` clause in an SQL line ('' is a quote in it), or "". */
function copyProgram(line: string): string {
  let at = -1;
  for (let i = 0; i + 7 <= line.length; i++) {
    if ((line.charCodeAt(i) | 32) != 112 || (i > 0 && (isAlpha(line.charCodeAt(i - 1)) || isDigit(line.charCodeAt(i - 1))))) continue;
    let k = 0;
    while (k < 7 && (line.charCodeAt(i + k) | 32) == "program".charCodeAt(k)) k++;
    if (k == 7) { at = i + 7; break; }
  }
  if (at < 0) return "";
  while (at < line.length && (line.charCodeAt(at) == 32 || line.charCodeAt(at) == 9)) at++;
  if (at >= line.length || line.charCodeAt(at) != 39) return "";
  const out = new Buf();
  for (let i = at + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c == 39) { if (i + 1 < line.length && line.charCodeAt(i + 1) == 39) { out.char(39); i++; continue; } return out.toString(); }
    out.char(c);
  }
  return out.toString();
}

// ripgrep's --pre COMMAND: run as `COMMAND PATH` for each file it searches, no shell (rg(1)):
// the program, with a path known only then
function rgPre(argv: Array<string>, lit: Array<bool>, f: Found): void {
  const at = longValues(argv, "--pre");
  for (let k = 0; k < at.length; k++) {
    const v = longValue(argv, at[k], "--pre");
    if (!lit[at[k]]) f.unknown("rg --pre");
    else if (v.length) f.argv([v, "⟨rg --pre⟩"], [true, false]);
  }
}

// cargo's `--config KEY=VALUE` (a TOML value; cargo's "config" reference): the programs it
// names — a target's runner and linker, the rustc wrappers, a credential provider — run
// as their words; an alias (`alias.x="clean …"`) is cargo's own words, as `cargo x` would
// run them. A value this reading does not split is unknown; a config file is its own.
const CARGO_PROGRAMS = latin1(",runner,linker,ar,rustc,rustdoc,rustc-wrapper,rustc-workspace-wrapper,credential-provider,global-credential-providers,");
function cargoConfig(argv: Array<string>, lit: Array<bool>, f: Found): void {
  cargoWatch(argv, lit, f);
  const ats = longValues(argv, "--config");
  for (let k = 0; k < ats.length; k++) {
    const at = ats[k], v = longValue(argv, at, "--config");
    if (!lit[at]) { f.unknown("cargo --config"); continue; }
    const eq = findChar(v, 61);
    if (eq < 0) continue; // (a file)
    const key = v.substring(0, eq).trim();
    const dot = key.lastIndexOf(".");
    const last = key.substring(dot + 1);
    const alias = key.startsWith("alias.");
    if (!alias && !listed(CARGO_PROGRAMS, last)) continue;
    const ws = tomlWords(v.substring(eq + 1).trim());
    if (ws == null) { f.unknown("cargo --config " + key); continue; }
    if (ws!.length == 0) continue;
    if (alias) ws!.unshift("cargo");
    f.argv(ws!, allTrue(ws!.length));
  }
}

// cargo-watch (`cargo watch`): -x/--exec CMD runs `cargo CMD`, -s/--shell CMD runs CMD in a
// shell, each once at start and on every change (cargo-watch's --help); the value attached
// (`-xtest`, `--exec=test`) or the next word. A value known only when it runs: unknown.
function cargoWatch(argv: Array<string>, lit: Array<bool>, f: Found): void {
  let i = 1;
  // (cargo's own options and a +toolchain before the subcommand; --config, -C, --color, -Z
  // take the next word)
  while (i < argv.length && (argv[i].startsWith("-") || argv[i].startsWith("+"))) {
    const a = argv[i];
    i += a == "--config" || a == "-C" || a == "--color" || a == "-Z" ? 2 : 1;
  }
  if (i >= argv.length || argv[i] != "watch") return;
  for (let k = i + 1; k < argv.length; k++) {
    const a = argv[k];
    if (a == "--") break;
    let v = "", at = -1, shell = false;
    if (a == "-x" || a == "--exec" || a == "-s" || a == "--shell") { if (k + 1 < argv.length) { at = k + 1; v = argv[at]; shell = a == "-s" || a == "--shell"; k++; } }
    else if (a.startsWith("--exec=") || a.startsWith("--shell=")) { at = k; shell = a.startsWith("--shell="); v = a.substring(findChar(a, 61) + 1); }
    else if (a.length > 2 && (a.startsWith("-x") || a.startsWith("-s")) && a.charCodeAt(1) != 45) { at = k; shell = a.charCodeAt(1) == 115; v = a.substring(2); }
    if (at < 0) continue;
    if (!lit[at]) { f.unknown("cargo watch"); continue; }
    f.line(shell ? v : "cargo " + v);
  }
}

/** A TOML string split at blanks, or an array of strings; none for a bare value (a number, a
 * boolean — or no TOML, which cargo refuses: nothing runs); null for anything else. */
function tomlWords(v: string): Array<string> | null {
  const r = new Array<string>();
  if (v.length && v.charCodeAt(0) != 91 && v.charCodeAt(0) != 34 && v.charCodeAt(0) != 39 && v.charCodeAt(0) != 123) return r;
  if (v.startsWith("[")) {
    let i = 1;
    while (i < v.length) {
      const c = v.charCodeAt(i);
      if (c == 32 || c == 9 || c == 44) { i++; continue; }
      if (c == 93) return i == v.length - 1 ? r : null;
      if (c != 34 && c != 39) return null;
      const e = findChar(v, c, i + 1);
      if (e < 0) return null;
      const w = v.substring(i + 1, e);
      if (c == 34 && findChar(w, 92) >= 0) return null;
      r.push(w);
      i = e + 1;
    }
    return null;
  }
  const q = v.length ? v.charCodeAt(0) : 0;
  if ((q != 34 && q != 39) || v.length < 2 || v.charCodeAt(v.length - 1) != q) return null;
  const t = v.substring(1, v.length - 1);
  if (findChar(t, q) >= 0 || q == 34 && findChar(t, 92) >= 0) return null;
  return blankWords(t);
}

export function isDbShell(n: string): bool { return n == "sqlite3" || n == "duckdb" || n == "psql" || n == "mysql" || n == "mariadb"; }

/** A database shell's commands that run a program: the command lines they name. */
function dbShell(n: string, argv: Array<string>, lit: Array<bool>, f: Found): void {
  const sqlite = n == "sqlite3" || n == "duckdb";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    // psql -c CMD / --command=CMD, mysql -e CMD / --execute=CMD, sqlite3 -cmd CMD; sqlite3's
    // and duckdb's SQL operands
    let v = "", at = -1;
    if (sqlite && a == "-cmd" && i + 1 < argv.length) { at = ++i; v = argv[i]; }
    else if (!sqlite && (a == "-c" || a == "-e" || a == "--command" || a == "--execute") && i + 1 < argv.length) { at = ++i; v = argv[i]; }
    else if (!sqlite && (a.startsWith("--command=") || a.startsWith("--execute="))) { at = i; v = a.substring(findChar(a, 61) + 1); }
    else if (!sqlite && a.length > 2 && (a.startsWith("-c") || a.startsWith("-e"))) { at = i; v = a.substring(2); }
    else if (sqlite && a.length && a.charCodeAt(0) != 45) { at = i; v = a; }
    if (at < 0) continue;
    if (!lit[at]) { f.unknown(n + " " + a); continue; }
    dbCommands(n, v, f);
  }
}

/** The shell commands in a database shell's input text: lines (and `;`-separated statements,
 * for mysql's `system`) that are sqlite3's `.shell`/`.system`, duckdb's `.sh`, psql's or
 * mysql's `\!`, mysql's `system`. */
export function dbCommands(n: string, text: string, f: Found): void {
  // (sqlite3's writefile('PATH', DATA): PATH replaced — sqlite.org/cli.html; readonly never
  // approves it, destructive sees the file)
  if (n == "sqlite3") {
    const low = text.toLowerCase();
    for (let at = low.indexOf("writefile"); at >= 0; at = low.indexOf("writefile", at + 9)) {
      let k = at + 9;
      while (k < text.length && isBlank(text.charCodeAt(k))) k++;
      if (k >= text.length || text.charCodeAt(k) != 40) continue;
      k++;
      while (k < text.length && isBlank(text.charCodeAt(k))) k++;
      if (k >= text.length || text.charCodeAt(k) != 39) { f.unknown("writefile"); continue; }
      const e = findChar(text, 39, k + 1);
      if (e < 0) continue;
      replaced(text.substring(k + 1, e), f);
    }
  }
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) != 10 && !(n != "sqlite3" && n != "duckdb" && text.charCodeAt(i) == 59)) continue;
    const line = text.substring(from, i).trim();
    from = i + 1;
    let rest = "";
    if (line.startsWith(".shell ") || line.startsWith(".system ") || line.startsWith(".sh ")) rest = line.substring(findChar(line, 32) + 1);
    else if (line.startsWith("\\!")) rest = line.substring(2);
    else if ((n == "mysql" || n == "mariadb") && (line.startsWith("system ") || line.startsWith("SYSTEM "))) rest = line.substring(7);
    // output or input through a pipe: sqlite3's and duckdb's `.once |CMD`, `.output |CMD`,
    // `.import |CMD TABLE`; psql's `\o |CMD`, `\g |CMD`, `\w |CMD` (the rest of the line);
    // mysql's `pager CMD` / `\P CMD`
    else if (line.startsWith(".once ") || line.startsWith(".output ") || line.startsWith(".import ") || line.startsWith("\\o ") || line.startsWith("\\g ") || line.startsWith("\\w ")) {
      let v = line.substring(findChar(line, 32) + 1).trim();
      const q = v.length ? v.charCodeAt(0) : 0;
      if (q == 39 || q == 34) { v = v.substring(1); const e = findChar(v, q); if (e >= 0) v = v.substring(0, e); }
      if (!v.startsWith("|")) {
        // (a file: sqlite3's and duckdb's `.output FILE`/`.once FILE` replace it with what
        // the queries print — sqlite.org/cli.html; psql's `\o FILE`, `\g FILE`, `\w FILE`)
        if (!line.startsWith(".import ") && v.length && v != "stdout" && v != "-") replaced(v, f);
        continue;
      }
      rest = v.substring(1);
      if (line.startsWith(".import ") && q != 39 && q != 34) { const sp = findChar(rest, 32); if (sp > 0) rest = rest.substring(0, sp); }
    }
    else if ((n == "mysql" || n == "mariadb") && (line.startsWith("pager ") || line.startsWith("PAGER ") || line.startsWith("\\P "))) rest = line.substring(findChar(line, 32) + 1);
    // (sqlite3's `.save FILE` and `.backup [DB] FILE` write the database to FILE whole)
    else if ((n == "sqlite3" || n == "duckdb") && (line.startsWith(".save ") || line.startsWith(".backup "))) {
      const ws = blankWords(line);
      if (ws != null && ws!.length >= 2) { let v = ws![ws!.length - 1]; const q = v.charCodeAt(0); if ((q == 39 || q == 34) && v.length >= 2) v = v.substring(1, v.length - 1); replaced(v, f); }
      else f.unknown(line);
      continue;
    }
    // (PostgreSQL's `COPY … TO|FROM PROGRAM 'CMD'` and psql's `\copy … program 'CMD'`: a
    // shell command line, run by the server or by psql)
    else if (n == "psql") rest = copyProgram(line);
    else continue;
    if (rest.trim().length) f.line(rest.trim());
  }
}

/** make's command-line variables (`NAME=VALUE`, `NAME:=VALUE`, …): make text, whose
 * `$(shell …)` runs (an immediate `:=` at once, a recursive one when it is used). */
// The programs make's built-in rules run (GNU make's manual, "Variables Used by Implicit
// Rules"): a value given one of them in the environment or on the command line starts a
// recipe line the shell runs (`CC='rm -rf ~ #' make a.o` with no makefile at all).
export const MAKE_PROGRAMS = ["AR", "AS", "CC", "CXX", "CPP", "FC", "M2C", "PC", "CO", "GET", "LEX", "YACC", "LINT", "MAKEINFO", "TEX", "TEXI2DVI", "WEAVE", "CWEAVE", "TANGLE", "CTANGLE", "RM", "LD"];

function makeVars(argv: Array<string>, lit: Array<bool>, f: Found): void {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a.length == 0 || a.charCodeAt(0) == 45) continue;
    const eq = findChar(a, 61);
    if (eq <= 0) continue;
    if (!lit[i]) { f.unknown("make " + a.substring(0, eq)); continue; }
    const name = a.substring(0, eq).trim();
    // SHELL names the program every recipe runs with
    if (name == "SHELL" || name == "SHELL:" || name == "SHELL::" || name == "SHELL?" || name == "SHELL+" || name == ".SHELLFLAGS" || name == ".SHELLFLAGS:") f.unknown("make " + name + "=");
    else {
      shellCalls(a.substring(eq + 1), f);
      let bare = name;
      while (bare.length && (bare.endsWith(":") || bare.endsWith("?") || bare.endsWith("+") || bare.endsWith("!"))) bare = bare.substring(0, bare.length - 1);
      if (!f.dry && MAKE_PROGRAMS.includes(bare.trim())) f.line(a.substring(eq + 1));
    }
  }
}

// sed's argv, read once for what its script runs (sedArgs, below) and for the files it
// writes and empties (wasm/engine.ts writesOf, sedEmptied). GNU sed's options (sed(1)),
// permuted among the operands as getopt does: -n/--quiet/--silent, -e/--expression and
// -f/--file (a script file: not read here), -i[SUFFIX]/--in-place[=SUFFIX] (BSD's
// `-i ''`, its empty suffix as a word of its own, too), -l N/--line-length=N, --sandbox,
// the rest flags; a long option by any unambiguous prefix, as getopt_long takes it
// (`--in-pl`, `--i` are --in-place, `--expr=…` is --expression); the first operand is the
// script when no -e or -f gave one. Operands are kept as argv indices: a user takes the
// text it needs, and an unknown word stays unknown in the way that user reads it. Costs
// one pass over argv and the -e scripts joined.
export class SedArgs {
  inPlace: bool = false;
  /** -i's suffix is not empty: what the files held is kept in a backup. */
  backup: bool = false;
  /** `-i ''`: the empty word taken for BSD's suffix (GNU's sed reads it as the script, and
   * the first operand as a file). */
  bsdEmpty: bool = false;
  quiet: bool = false;
  /** --sandbox: e, r and w are refused. */
  sandbox: bool = false;
  /** A script by -e/--expression or -f/--file: then every operand is a file; before the
   * first operand (BSD's getopt stops there: an option after it is a file). */
  given: bool = false;
  givenFirst: bool = false;
  /** The -e scripts known (exprs of them), one a line (GNU sed joins them so: a piece's
   * last line may go on in the next, `-e '1e\' -e 'rm -rf ~'`). */
  script: string = "";
  /** (the pieces of script while the arguments are read: joined once at the end) */
  pieces: Array<string> = [];
  exprs: i32 = 0;
  /** An -e script known only when it runs. */
  exprUnknown: bool = false;
  /** A script from -f/--file (not read here); one read from standard input. */
  file: bool = false;
  stdin: bool = false;
  /** An -e, -f or -l at the end, with no value (sed stops). */
  missing: bool = false;
  /** A word known only when it runs that may be an option, or stands where the script does. */
  unknown: bool = false;
  /** The operands (the script first when !given), as indices into argv. */
  pos: Array<i32> = new Array<i32>();
}

/** sed's argv (`c`, when given, tells which unknown words are surely no option). */
export function readSed(argv: Array<string>, lit: Array<bool>, c: Cmd | null): SedArgs {
  const s = new SedArgs();
  let opts = true;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!lit[i]) {
      // (a word known only when it runs may be an option, -e's too)
      if (!((!opts || c != null && notOption(c, i, a)) && (s.given || s.pos.length))) s.unknown = true;
      s.pos.push(i);
      continue;
    }
    if (!opts || a.length < 2 || a.charCodeAt(0) != 45) { s.pos.push(i); continue; }
    if (a == "--") { opts = false; continue; }
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const key = sedLong(eq > 0 ? a.substring(0, eq) : a);
      if (key == "--quiet" || key == "--silent") s.quiet = true;
      else if (key == "--in-place") { s.inPlace = true; if (eq > 0 && eq + 1 < a.length) s.backup = true; }
      else if (key == "--expression" || key == "--file") {
        if (eq < 0) i++;
        sedExpr(argv, lit, s, eq > 0 ? a.substring(eq + 1) : "", eq < 0 ? i : -1, key == "--file");
      } else if (key == "--line-length" && eq < 0) i++;
      else if (key == "--sandbox") s.sandbox = true;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const ch = a.charCodeAt(k);
      if (ch == 110) { s.quiet = true; continue; }
      if (ch == 105) {
        s.inPlace = true;
        if (k + 1 < a.length) s.backup = true;
        else if (i + 1 < argv.length && lit[i + 1] && argv[i + 1].length == 0) { s.bsdEmpty = true; i++; } // (BSD's `-i ''`)
        break;
      }
      if (ch == 101 || ch == 102) {
        const rest = k + 1 < a.length;
        if (!rest) i++;
        sedExpr(argv, lit, s, rest ? a.substring(k + 1) : "", rest ? -1 : i, ch == 102);
        break;
      }
      if (ch == 108) { if (k + 1 == a.length) i++; break; }
    }
  }
  if (s.pieces.length) s.script = joinWith(s.pieces, 0, 10);
  return s;
}

// GNU sed's long options (sed.c's longopts)
const SED_LONG: StaticArray<string> = ["--binary", "--debug", "--expression", "--file", "--follow-symlinks", "--help", "--in-place",
  "--line-length", "--null-data", "--posix", "--quiet", "--regexp-extended", "--sandbox", "--separate", "--silent",
  "--unbuffered", "--version", "--zero-terminated"];
/** The long option `name` stands for (itself, or the one it is a prefix of); "" for none, or
 * several (sed stops: "ambiguous"). */
function sedLong(name: string): string {
  let hit = "";
  for (let k = 0; k < SED_LONG.length; k++) {
    const o = unchecked(SED_LONG[k]);
    if (o == name) return o;
    if (name.length > 2 && o.startsWith(name)) { if (hit.length) return ""; hit = o; }
  }
  return hit;
}

/** An -e script or -f's file (its text, or argv[at] when at >= 0): one more script given. */
function sedExpr(argv: Array<string>, lit: Array<bool>, s: SedArgs, text: string, at: i32, file: bool): void {
  s.given = true;
  if (s.pos.length == 0) s.givenFirst = true;
  if (at >= argv.length) { s.missing = true; return; }
  const v = at >= 0 ? argv[at] : text;
  if (file) { s.file = true; if (stdinPath(v)) s.stdin = true; return; }
  if (at >= 0 && !lit[at]) { s.exprUnknown = true; return; }
  s.pieces.push(v);
  s.exprs++;
}

// What a sed command line's script runs, reads and writes (sedScript): the -e scripts, and
// the first operand where BSD's sed may take it for the script — no -e or -f before it
// (BSD's getopt stops at the first operand: `sed '1w F' notes.txt -e p` runs `1w F`; and
// after `-i ''` GNU's sed reads '' as the script and the operand as a file, BSD's the
// operand as the script: `sed -i '' '1w F' notes.txt` writes F on macOS).
function sedArgs(argv: Array<string>, lit: Array<bool>, f: Found): void {
  const s = readSed(argv, lit, null);
  if (s.stdin) f.unknown("sed -f -"); // (the script on stdin)
  if (s.sandbox) return; // (--sandbox rejects e, r and w)
  if (s.exprUnknown) f.unknown("sed script");
  if (s.exprs) sedScript(s.script, f);
  if (s.givenFirst || s.pos.length == 0) return;
  if (!lit[s.pos[0]]) f.unknown("sed script"); else sedScript(argv[s.pos[0]], f);
}

function awkArgs(argv: Array<string>, lit: Array<bool>, f: Found): void {
  let program = -1, file = false, i = 1;
  const texts = new Array<i32>();
  awkVarNames = []; awkVarValues = []; awkVarLit = [];
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") { i++; break; }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      const valued = name == "--source" || name == "--file" || name == "--exec" || name == "--include" || name == "--load" || name == "--field-separator" || name == "--assign";
      if (name == "--source") { if (eq >= 0) texts.push(-i - 1 - (eq + 1) * 65536); else if (i + 1 < argv.length) texts.push(i + 1); }
      if (name == "--file" || name == "--exec") { file = true; if (stdinPath(eq >= 0 ? a.substring(eq + 1) : i + 1 < argv.length ? argv[i + 1] : "")) f.unknown("awk -f -"); }
      if (name == "--assign") { if (eq >= 0) awkAssign(a.substring(eq + 1), lit[i]); else if (i + 1 < argv.length) awkAssign(argv[i + 1], lit[i + 1]); }
      if (valued && eq < 0) i++;
      continue;
    }
    const c = a.charCodeAt(1);
    const valued = c == 70 || c == 118 || c == 102 || c == 101 || c == 105 || c == 108 || c == 69 || c == 87;
    if (!valued) continue;
    const attached = a.length > 2;
    if (c == 101) { if (attached) texts.push(-i - 1 - 2 * 65536); else if (i + 1 < argv.length) texts.push(i + 1); }
    if (c == 118) { if (attached) awkAssign(a.substring(2), lit[i]); else if (i + 1 < argv.length) awkAssign(argv[i + 1], lit[i + 1]); }
    if (c == 102 || c == 69) { file = true; if (stdinPath(attached ? a.substring(2) : i + 1 < argv.length ? argv[i + 1] : "")) f.unknown("awk -f -"); }
    // mawk's -W exec FILE: the program is FILE (the last option)
    if (c == 87) {
      const w = attached ? a.substring(2) : i + 1 < argv.length ? argv[i + 1] : "";
      if (w.length && "exec".startsWith(w)) {
        const at = attached ? i + 1 : i + 2;
        file = true;
        if (at < argv.length && stdinPath(argv[at])) f.unknown("mawk -W exec -");
        if (!attached) i++;
        i++;
        continue;
      }
    }
    if (!attached) i++;
  }
  const prog = texts.length == 0 && !file && i < argv.length ? i : -1;
  if (prog >= 0) texts.push(i);
  // (its input files, for `print > FILENAME` and `> ARGV[N]`: the operands after the program,
  // not VAR=VALUE ones; ARGV[0] is awk)
  const files = new Array<string>(), filesLit = new Array<bool>();
  files.push(argv[0]); filesLit.push(true);
  for (let k = prog >= 0 ? prog + 1 : i; k < argv.length; k++) { if (lit[k] && findChar(argv[k], 61) > 0) { files.push(""); filesLit.push(true); awkAssign(argv[k], true); continue; } files.push(argv[k]); filesLit.push(lit[k]); }
  awkFiles = files; awkFilesLit = filesLit;
  for (let k = 0; k < texts.length; k++) {
    let at = texts[k];
    let text = "";
    if (at >= 0) text = argv[at];
    else { const v = -at - 1; at = v & 0xffff; text = argv[at].substring(v >>> 16); }
    if (!lit[at]) { f.unknown("awk program"); continue; }
    extractAt(L_AWK, text, f, 0);
  }
  awkFiles = NO_FILES_AWK;
  awkVarNames = []; awkVarValues = []; awkVarLit = [];
}
const NO_FILES_AWK = new Array<string>();
let awkFiles: Array<string> = NO_FILES_AWK;
let awkFilesLit: Array<bool> = [];
function stdinPath(p: string): bool { return p == "-" || p == "/dev/stdin" || p == "/dev/fd/0" || p == "/proc/self/fd/0"; }

/** Reads vim's ex commands from its words; true when it reads more from stdin (Ex mode:
 * `ex`, `-e`, `-E`, `-es`), which the caller gives. */
function vimArgs(n: string, argv: Array<string>, lit: Array<bool>, f: Found): bool {
  let exMode = n == "ex" || n == "exim";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a == "-e" || a == "-E" || a == "-es" || a == "-Es") { exMode = true; continue; }
    // nvim -l SCRIPT ARGS…: a Lua program, the rest its arguments; from stdin, not read here
    if (a == "-l" && n == "nvim") { if (i + 1 < argv.length && stdinPath(argv[i + 1])) f.unknown("nvim -l -"); break; }
    // -S FILE sources ex commands, -s FILE types normal-mode keys: from stdin, not read here
    if ((a == "-S" || a == "-s" && !exMode) && i + 1 < argv.length) { if (stdinPath(argv[i + 1])) f.unknown("vim " + a + " -"); i++; continue; }
    let at = -1;
    if ((a == "-c" || a == "--cmd") && i + 1 < argv.length) { at = i + 1; i++; }
    else if (a.length > 2 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45) {
      // a bundle of letters, as vim's command line reads it (main.c): -e/-E start Ex mode,
      // where -s is silent; -c takes the rest of the word or the next (`-esc CMD`, `-c!…`);
      // -S, and -s outside Ex mode, take the next word (a file), and end the bundle
      let cmd = "";
      let has = false;
      for (let k = 1; k < a.length; k++) {
        const ch = a.charCodeAt(k);
        if (ch == 101 || ch == 69) { exMode = true; continue; }
        if (ch == 99) {
          if (k + 1 < a.length) { cmd = a.substring(k + 1); has = true; at = i; }
          else if (i + 1 < argv.length) { at = i + 1; i++; }
          break;
        }
        if (ch == 83 || (ch == 115 && !exMode)) {
          if (i + 1 < argv.length) { if (stdinPath(argv[i + 1])) f.unknown("vim -" + a.charAt(k) + " -"); i++; }
          break;
        }
      }
      if (at < 0) continue;
      if (!lit[at]) { f.unknown("vim command"); continue; }
      exAt(has ? cmd : argv[at], f, 0);
      continue;
    }
    else if (a.length > 1 && a.charCodeAt(0) == 43) {
      // +N (a line), +/pat (a search), + alone: not ex commands
      const d = a.charCodeAt(1);
      if (isDigit(d) || d == 47 || d == 63) continue;
      at = i;
    }
    if (at < 0) continue;
    if (!lit[at]) { f.unknown("vim command"); continue; }
    exAt(at == i && a.charCodeAt(0) == 43 ? a.substring(1) : argv[at], f, 0);
  }
  return exMode;
}

/** Ex commands vim reads from stdin in Ex mode. */
export function exProgram(text: string, f: Found): void { exAt(text, f, 0); }

const MAKE_FILE = latin1(",--file,--makefile,");
const MAKE_EVAL = latin1(",--eval,");
const MAKE_VALUED = latin1(",--directory,--include-dir,--old-file,--assume-old,--what-if,--new-file,--assume-new,");

/** The words of MAKEFLAGS (GNUMAKEFLAGS, MFLAGS), which make reads as arguments of its
 * own: single letters without a dash first, then options and variable assignments. */
export function makeFlags(text: string, f: Found): void {
  // (a `$` is make's expansion, a backslash keeps a blank in a word: not read here)
  if (findChar(text, 36) >= 0 || findChar(text, 92) >= 0) { f.unknown("MAKEFLAGS"); return; }
  const words = new Array<string>();
  words.push("make");
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text.charCodeAt(i) == 32 || text.charCodeAt(i) == 9)) i++;
    let k = i;
    while (k < text.length && text.charCodeAt(k) != 32 && text.charCodeAt(k) != 9) k++;
    if (k > i) { const w = text.substring(i, k); words.push(words.length == 1 && findChar(w, 61) < 0 && !w.startsWith("-") ? "-" + w : w); }
    i = k;
  }
  const lit = new Array<bool>(words.length).fill(true);
  if (makeDry(words)) f.dry = true;
  makeVars(words, lit, f);
  if (makeArgs(words, lit, f)) f.unknown("make -f - in MAKEFLAGS");
}

const MAKE_DRY = latin1(",--just-print,--dry-run,--recon,--question,--touch,");
// make's short options that take a value: -f FILE, -E TEXT, -C DIR, -I DIR, -o FILE, -W FILE
function makeValued(c: i32): bool { return c == 102 || c == 69 || c == 67 || c == 73 || c == 111 || c == 87; }
/** make is given -n/-q/-t (--just-print, --dry-run, --recon, --question, --touch, by any
 * prefix), in a bundle too: it prints, checks or touches instead of running recipes. */
function makeDry(argv: Array<string>): bool {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    if (a.startsWith("--")) { if (findChar(a, 61) < 0 && listed(MAKE_DRY, a, true)) return true; continue; }
    for (let k = 1; k < a.length; k++) {
      const c = a.charCodeAt(k);
      if (c == 110 || c == 113 || c == 116) return true;                       // n q t
      if (makeValued(c)) { if (k + 1 == a.length) i++; break; } // (a valued letter takes the rest)
    }
  }
  return false;
}

function makeArgs(argv: Array<string>, lit: Array<bool>, f: Found): bool {
  let stdin = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    let file = "", fileAt = -1, evalAt = -1, evalText = "";
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      // (getopt_long: any unambiguous prefix of a long option names it, and an ambiguous one
      // is an error — read here as each option it begins)
      if (listed(MAKE_FILE, name, true)) { if (eq >= 0) { file = a.substring(eq + 1); fileAt = i; } else if (i + 1 < argv.length) { fileAt = ++i; file = argv[i]; } }
      else if (listed(MAKE_EVAL, name, true)) { if (eq >= 0) { evalAt = i; evalText = a.substring(eq + 1); } else if (i + 1 < argv.length) { evalAt = ++i; evalText = argv[i]; } }
      else if (eq < 0 && listed(MAKE_VALUED, name, true)) i++;
    } else {
      for (let k = 1; k < a.length; k++) {
        const c = a.charCodeAt(k);
        const attached = k + 1 < a.length;
        if (makeValued(c)) {
          let v = "", at = i;
          if (attached) v = a.substring(k + 1); else if (i + 1 < argv.length) { at = ++i; v = argv[i]; }
          if (c == 102) { file = v; fileAt = at; }
          if (c == 69) { evalText = v; evalAt = at; }
          break;
        }
      }
    }
    if (fileAt >= 0) { if (!lit[fileAt]) f.unknown("make -f"); else if (stdinPath(file)) stdin = true; }
    if (evalAt >= 0) { if (!lit[evalAt]) f.unknown("make --eval"); else makefile(evalText, f); }
  }
  return stdin;
}
