// The shell parser: text → syntax tree (wasm/shell/ast.ts).
//
// Input: one text (a command line, a `sh -c` string, a heredoc read by a shell) and the
// nesting depth it starts at. Output: a File — its statement list, and the comments and
// errors met (Diag). It runs nothing and knows no command names: `sudo`, `cd` and
// `bash -c` are words here; wasm/shell/interp.ts gives them their meaning.
//
// Why it reads as it does: this is bash as agents write it, read the way the model always
// read it (test/differential.test.mjs holds it to mvdan/sh's parser). Bash's leniencies
// and the model's are kept: a reserved word where no construct takes it is a Keyword
// statement, a construct the text ends inside is left open (no error, as before), and
// `((` is arithmetic only when it holds an expression (arithAhead).
//
// Cost: O(n) in the text's length, one node per token. Recursion is bounded: $( ), ( ),
// backticks, case and array assignments count against MAX_DEPTH (past it the rest of the
// text is not read and the File is marked: an overflow), and keyword constructs
// (if/while/until/for/{ }) nest as nodes up to MAX_NEST levels, past which their
// keywords are read as Keyword statements — the same meaning, without the stack.

import { Buf, NameSet, findChar, latin1 } from "./text";
import { MAX_DEPTH } from "./cmd";
import { Lexer, Diag, isSpace, isMeta, isDigit, isNameChar, isAssignment, endsWord, same, runEnd, globby, WORD_STOP, DQ_STOP } from "./lexer";
import {
  Node, Part, Quoted, Ansi, Param, Subst, BackQ, Arith, ArrayPart, Scan, Word, Heredoc, Redir,
  Call, Func, Subshell, Compound, ForHead, CaseArm, Case, ArithCmd, Test, Keyword, Stmt, List, File,
  P_LIT, P_TEXT, P_ESC, P_SGL, P_DBL, P_ANSI, P_PARAM, P_SUBST, P_BACKQ, P_ARITH, P_PROC, P_ARRAY, P_SCAN, P_DOLLAR, P_EXTGLOB,
} from "./ast";
import { LAZY_WORD } from "./cmd";

// Keyword constructs nested deeper than this are read flat (their keywords as Keyword
// statements): the tree's recursion stays bounded whatever the text.
export const MAX_NEST: i32 = 100;

// (shared by parsers with no heredoc open: most never open one)
const NO_HEREDOCS = new Array<Redir>(0);

const RESERVED = new NameSet(latin1(",if,then,else,elif,fi,do,done,while,until,!,{,},time,coproc,"));

// Keywords a list stops at, as bits (Parser#parseList `stops`).
const K_THEN = 1, K_ELIF = 2, K_ELSE = 4, K_FI = 8, K_DO = 16, K_DONE = 32, K_RBRACE = 64, K_ESAC = 128;
function kwBit(w: string): i32 {
  const n = w.length;
  if (n == 0 || n > 4) return 0;
  const c = w.charCodeAt(0);
  if (c == 116) return w == "then" ? K_THEN : 0;
  if (c == 101) return w == "elif" ? K_ELIF : w == "else" ? K_ELSE : w == "esac" ? K_ESAC : 0;
  if (c == 102) return w == "fi" ? K_FI : 0;
  if (c == 100) return w == "do" ? K_DO : w == "done" ? K_DONE : 0;
  return n == 1 && c == 125 ? K_RBRACE : 0;
}

/** The syntax tree of `src`, read at nesting `depth` (0 for a command line). */
export function parseText(src: string, depth: i32): File {
  const d = new Diag();
  const f = new File(src, d);
  if (depth > MAX_DEPTH) { f.over = true; d.overflow = true; return f; }
  const p = new Parser(src, d, depth, 0);
  f.list = p.parseList(-1, 0, false);
  p.readHeredocs();
  return f;
}

/** The first error of `f`'s parse as "line:col: text" (1-based; columns in code units), or "". */
export function errorText(f: File): string {
  const d = f.diag;
  if (d.errPos < 0) return "";
  let line = 1, col = 1;
  for (let i = 0; i < d.errPos && i < f.src.length; i++) {
    if (f.src.charCodeAt(i) == 10) { line++; col = 1; } else col++;
  }
  return line.toString() + ":" + col.toString() + ": " + d.errMsg;
}

/**
 * The $( ) and backticks of a text whose other characters are data (an unquoted heredoc's
 * body, a subscript or a PS4 value bash evaluates), as a Scan, at nesting `depth`.
 */
export function scanText(text: string, depth: i32, diag: Diag, at: i32 = -1): Scan {
  const p = new Parser(text, diag, depth, 0);
  p.at = at;
  return p.scan(text);
}

export class Parser extends Lexer {
  inDouble: bool = false;
  nestOpen: i32 = 0;                // $( ) / <( ) being read by this parser
  quotedFunsub: i32 = 0;            // funsubs in double quotes being read (their `}` may meet the quote)
  pending: Array<Redir> = NO_HEREDOCS; // heredocs whose bodies start after the next newline
  extEnds: Map<i32, i32> | null = null; // extended globs' ends found so far (extglobEnd)
  constructor(src: string, diag: Diag, public depth: i32, public nest: i32) { super(src, diag); }

  /** Reads the bodies of the heredocs opened on the line just ended. */
  readHeredocs(): void {
    if (this.pending.length == 0) return;
    const list = this.pending;
    this.pending = NO_HEREDOCS;
    for (let k = 0; k < list.length; k++) {
      const r = list[k];
      const h = r.hd!;
      h.body = this.heredocBody(h.delim, h.strip, h.expands, this.nestOpen > 0);
      h.closed = this.closed;
      if (!h.closed) this.fail(r.pos, "heredoc not closed: " + h.delim + " expected");
    }
  }

  // ─── lists and statements ──────────────────────────────────────────────────────

  // A list: statements separated by ; & newline && || | |&, until `close` (a char code),
  // one of the keywords `stops` (bits) in command position, or with `inCase` a case
  // terminator (;; ;& ;;&). What stopped it is left unread, in List#stop.
  parseList(close: i32, stops: i32, inCase: bool): List {
    const list = new List();
    const stmts = list.stmts;
    let cur: Stmt | null = null; // the last statement, while it can still take a command
    while (true) {
      if (this.diag.overflow) return list;
      this.skipBlank();
      const c = this.ch();
      if (c < 0) return list;
      if (close >= 0 && c == close) return list;
      const op = this.peekOp();
      if (same(op, "\n")) {
        this.pos++;
        this.readHeredocs();
        const last = stmts.length ? stmts[stmts.length - 1] : null;
        if (last == null) {
          const s = new Stmt(this.pos - 1); s.op = op; s.mark = this.diag.log.length; stmts.push(s);
        } else if (last.op.length == 0) { last.op = op; last.mark = this.diag.log.length; }
        else if (!last.nl && !same(last.op, "\n")) { last.nl = true; last.mark = this.diag.log.length; }
        cur = null;
        continue;
      }
      if (same(op, ";") || same(op, "&") || same(op, "&&") || same(op, "||") || same(op, "|") || same(op, "|&") ||
          same(op, ";;") || same(op, ";&") || same(op, ";;&") || same(op, ")")) {
        if (op.charCodeAt(0) == 59 && op.length > 1) {
          if (inCase) { list.stop = op; return list; }
          this.fail(this.pos, op + " outside a case");
        } else if (same(op, ")")) this.fail(this.pos, "unexpected )");
        this.pos += op.length;
        const last = stmts.length ? stmts[stmts.length - 1] : null;
        if (last != null && last.op.length == 0) last.op = op;
        else { const s = new Stmt(this.pos - op.length); s.op = op; stmts.push(s); }
        cur = null;
        continue;
      }
      // (in double quotes a funsub's `}` meets the closing quote: `"${ date; }"`)
      if ((stops & K_RBRACE) != 0 && this.quotedFunsub > 0 && c == 125 && this.ch(1) == 34) { list.stop = "}"; return list; }
      const w = this.peekBareWord();
      if (stops != 0 && (stops & kwBit(w)) != 0) { list.stop = w; return list; }
      // a statement: prefixes, then its command
      let s = cur;
      if (s == null) {
        s = new Stmt(this.pos);
        // (juxtaposed: `( a ) b` is two statements, as bash's parser would not have it)
        stmts.push(s);
        cur = s;
      }
      if (RESERVED.has(w)) {
        if (w == "!" || w == "time" || w == "coproc") { this.prefix(s, w); continue; }
        if ((w == "if" || w == "while" || w == "until" || w == "{") && this.nest < MAX_NEST) {
          s.cmd = this.parseCompound(w, close, stops, inCase);
        } else {
          s.cmd = new Keyword(this.pos, w);
          this.pos += w.length;
        }
      } else {
        const cmd = this.parseCommand(close, stops, inCase);
        s.cmd = cmd;
      }
      cur = null;
    }
    return list;
  }

  // `!`, `time [-p] [--]`, `coproc [NAME]`: words before a command that are not one.
  prefix(s: Stmt, w: string): void {
    let pre = s.pre;
    if (pre == null) { pre = []; s.pre = pre; }
    this.pos += w.length;
    pre.push(w);
    if (w == "time") { // time [-p] [--] pipeline
      this.skipBlank();
      if (this.peekBareWord() == "-p") { this.pos += 2; pre.push("-p"); this.skipBlank(); }
      if (this.peekBareWord() == "--") { this.pos += 2; pre.push("--"); }
    }
    if (w == "coproc") { // `coproc NAME { …; }` / `coproc NAME ( … )`: NAME is a name, not a command
      this.skipBlank();
      const n = this.peekBareWord();
      if (n.length == 0 || n == "{") return;
      let i = this.pos + n.length;
      while (i < this.end && isSpace(this.src.charCodeAt(i))) i++;
      if (i < this.end && (this.src.charCodeAt(i) == 123 || this.src.charCodeAt(i) == 40)) { this.pos = i; pre.push(n); }
    }
  }

  // if/while/until/{: the keyword, then lists each ended by the next of its keywords,
  // until the one that closes it (or a keyword, terminator or close of an enclosing list).
  parseCompound(w: string, close: i32, stops: i32, inCase: bool): Compound {
    const k = new Compound(this.pos);
    this.pos += w.length;
    k.kws.push(w);
    const own = w == "if" ? K_THEN | K_ELIF | K_ELSE | K_FI : w == "{" ? K_RBRACE : K_DO | K_DONE;
    this.lists(k, own, close, stops, inCase);
    return k;
  }

  // The lists of a compound command, `own` its keywords (the closing one last).
  lists(k: Compound, own: i32, close: i32, stops: i32, inCase: bool): void {
    this.nest++;
    while (true) {
      const l = this.parseList(close, stops | own, inCase);
      k.lists.push(l);
      const b = kwBit(l.stop);
      if ((own & b) == 0) break; // (the text ended, or an enclosing list's stop)
      this.pos += l.stop.length;
      if (b & (K_FI | K_DONE | K_RBRACE)) { k.closer = l.stop; break; }
      k.kws.push(l.stop);
    }
    this.nest--;
  }

  // One command: a subshell, (( )), [[ ]], for/select, case, a function, or a simple one.
  parseCommand(close: i32, stops: i32, inCase: bool): Node {
    const c = this.ch();
    if (c == 40 /* ( */) {
      if (this.ch(1) == 40 && this.arithAhead()) {
        const a = new ArithCmd(this.pos);
        a.arith = this.parseArith(this.pos, false);
        return a;
      }
      const s = new Subshell(this.pos);
      this.pos++;
      this.depth++;
      if (this.depth > MAX_DEPTH) { s.over = true; this.diag.overflow = true; this.pos = this.end; }
      else s.body = this.parseList(41, 0, false);
      this.depth--;
      if (this.ch() == 41) { this.pos++; s.closed = true; } else this.fail(s.pos, "( not closed");
      this.trailingRedirects(s);
      return s;
    }
    const w = this.peekBareWord();
    // (most commands are none of these: their first letter tells, without a compare)
    const c0 = w.length ? w.charCodeAt(0) : 0;
    if (c0 != 91 && c0 != 102 && c0 != 115 && c0 != 99) return this.parseCall(close, stops, inCase);
    if (w == "[[") return this.parseTest();
    if (w == "for" || w == "select") {
      const k = new Compound(this.pos);
      k.head = this.parseForHead(w == "select");
      k.kws.push("");
      if (this.nest < MAX_NEST) this.lists(k, K_DO | K_DONE, close, stops, inCase);
      return k;
    }
    if (w == "case") return this.parseCase();
    if (w == "function") {
      const f = new Func(this.pos);
      this.pos += w.length; this.skipBlank();
      f.name = this.readWord(false);
      this.skipBlank();
      if (this.ch() == 40 && this.ch(1) == 41) { this.pos += 2; f.parens = true; }
      this.funcBody(f, close, stops, inCase);
      return f;
    }
    return this.parseCall(close, stops, inCase);
  }

  // A function's body, when a compound command follows its name right away (the next
  // statement otherwise: `f()` then a newline, as bash allows).
  funcBody(f: Func, close: i32, stops: i32, inCase: bool): void {
    if (this.diag.overflow) return;
    this.skipBlank();
    const c = this.ch();
    if (c < 0 || c == close) return;
    const w = this.peekBareWord();
    if (w.length && (stops & kwBit(w)) != 0) return;
    if ((w == "{" || w == "if" || w == "while" || w == "until") && this.nest < MAX_NEST) {
      f.body = this.parseCompound(w, close, stops, inCase);
    } else if (c == 40 || w == "for" || w == "select" || w == "case" || w == "[[") {
      f.body = this.parseCommand(close, stops, inCase);
    }
  }

  // A subshell's redirects: `( … ) > out`.
  trailingRedirects(s: Subshell): void {
    this.skipBlank();
    if (!this.redirectAhead()) return;
    const rs = new Array<Redir>();
    while (true) {
      this.skipBlank();
      if (!this.redirectAhead()) break;
      rs.push(this.parseRedirect(""));
    }
    s.redirs = rs;
  }

  redirectAhead(): bool {
    const o = this.peekOp();
    return o.length > 0 && (o.charCodeAt(0) == 62 || o.charCodeAt(0) == 60 || same(o, "&>") || same(o, "&>>")) && !same(o, "<(") && !same(o, ">(");
  }

  // [[ … ]]: words that are not commands, though their $( ) run.
  parseTest(): Test {
    const t = new Test(this.pos);
    this.pos += 2;
    // (the operators before each word, kept for the printer, gathered in one buffer until
    // that word — across newlines too —: a concatenation a character was quadratic)
    const run = new Buf();
    let runAt = -1;
    while (this.pos < this.end) {
      this.skipBlank();
      if (this.peekBareWord() == "]]") { this.pos += 2; t.closed = true; flushOps(t, run, runAt); return t; }
      const c = this.ch();
      if (c < 0) break;
      // a process substitution is a word here too (bash reads `<(`/`>(` as one wherever a
      // word may stand): its program runs
      const op = c == 60 || c == 62 ? this.peekOp() : "";
      if (same(op, "<(") || same(op, ">(")) { runAt = flushOps(t, run, runAt); t.words.push(this.readWord(false)); continue; }
      if (isMeta(c)) {
        // (newlines may follow && and || inside [[ ]]: a heredoc's body may start there;
        // the operators — && || ( ) < > — are kept for the printer, the model reads only words)
        this.pos++;
        if (c != 10) {
          if (runAt != t.words.length) { flushOps(t, run, runAt); runAt = t.words.length; }
          run.char(c);
        } else {
          this.readHeredocs();
          let nls = t.nls;
          if (nls == null) { nls = []; t.nls = nls; }
          nls.push(t.words.length); nls.push(this.diag.log.length);
        }
        continue;
      }
      runAt = flushOps(t, run, runAt);
      t.words.push(this.readWord(false));
    }
    flushOps(t, run, runAt);
    this.fail(t.pos, "[[ not closed");
    return t;
  }

  // for NAME [in WORDS] ;  — the header; the body follows as lists (`do`, `done`).
  // (`do` ends the header only before `in`: after it, `do` is one of the words.)
  parseForHead(select: bool): ForHead {
    const h = new ForHead(select);
    this.pos += select ? 6 : 3;
    let seenIn = false;
    while (this.pos < this.end) {
      this.skipBlank();
      const c = this.ch();
      if (c == 59 || c == 10) {
        this.pos++;
        h.term = c == 59 ? ";" : "\n";
        if (c == 10) { this.readHeredocs(); h.mark = this.diag.log.length; }
        return this.headEnd(h);
      }
      const w = this.peekBareWord();
      if (w == "do" && !seenIn) return this.headEnd(h);
      if (c == 40 && this.ch(1) == 40) { h.arith = this.parseArith(this.pos, false); return this.headEnd(h); } // for (( … ))
      if (isMeta(c)) { this.pos++; continue; }
      if (h.words.length == 1 && w == "in") seenIn = true;
      h.words.push(this.readWord(false));
    }
    return this.headEnd(h);
  }
  // (the operator after a for's header: as after any command, an & or | there makes what
  // it assigned not outlive it)
  headEnd(h: ForHead): ForHead {
    if (this.diag.overflow) return h;
    this.skipBlank();
    h.next = this.peekOp();
    return h;
  }

  // case WORD in [(]PAT[|PAT…]) LIST ;; … esac
  parseCase(): Case {
    const k = new Case(this.pos);
    this.pos += 4;
    this.skipBlank();
    k.word = this.readWord(false);
    this.skipBlank();
    if (this.peekBareWord() == "in") { this.pos += 2; k.hasIn = true; }
    this.depth++;
    if (this.depth > MAX_DEPTH) { k.over = true; this.diag.overflow = true; this.pos = this.end; this.depth--; return k; }
    while (this.pos < this.end && !this.diag.overflow) {
      // blanks and newlines before a pattern
      while (true) { this.skipBlank(); if (this.ch() == 10) { this.pos++; continue; } break; }
      if (this.peekBareWord() == "esac") { this.pos += 4; this.depth--; k.closed = true; return k; }
      const arm = new CaseArm();
      k.arms.push(arm);
      if (this.ch() == 40) { this.pos++; arm.open = true; }
      // the pattern, up to an unquoted )
      while (this.pos < this.end && this.ch() != 41) {
        const c = this.ch();
        if (isMeta(c) || c == 124) { this.pos++; continue; }
        arm.pats.push(this.readWord(false));
      }
      if (this.ch() == 41) this.pos++;
      const body = this.parseList(-1, K_ESAC, true);
      arm.body = body;
      const stop = body.stop;
      if (stop == ";;" || stop == ";&" || stop == ";;&") { this.pos += stop.length; arm.op = stop; continue; }
      if (stop == "esac") { this.pos += 4; this.depth--; k.closed = true; return k; }
      break;
    }
    this.depth--;
    this.fail(k.pos, "case not closed");
    return k;
  }

  // ─── simple commands ───────────────────────────────────────────────────────────

  // A simple command: assignments, words, redirects. `NAME ()` makes it a function.
  parseCall(close: i32, stops: i32, inCase: bool): Node {
    const call = new Call(this.pos);
    const args = call.args;
    let words = 0; // words that are not assignments (by their spelling)
    // (a word read as an assignment only while every word before it was an assignment or
    // one that may expand to nothing: `$EMPTY A=1 git` — a plain word cannot)
    let prefix = true;
    while (this.pos < this.end && !this.diag.overflow) {
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
          if (!same(this.peekOp(), "<(") && !same(this.peekOp(), ">(")) { args.push(this.parseRedirect(fd)); continue; }
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
            args.push(this.parseRedirect(fd));
            continue;
          }
        }
      }
      const op = this.peekOp();
      if (same(op, "<(") || same(op, ">(")) {
        args.push(this.readWord(false));
        words++;
        continue;
      }
      if (op.length && (op.charCodeAt(0) == 60 || op.charCodeAt(0) == 62 || same(op, "&>") || same(op, "&>>"))) {
        args.push(this.parseRedirect(""));
        continue;
      }
      let to = this.pos + 1;
      while (to < this.end && isSpace(this.src.charCodeAt(to))) to++;
      if (same(op, "(") && words == 1 && to < this.end && this.src.charCodeAt(to) == 41) {
        // NAME() { body } — a function definition
        this.pos = to + 1;
        call.end = this.pos; call.mark = this.diag.log.length;
        const f = new Func(call.pos);
        f.call = call;
        f.parens = true;
        this.funcBody(f, close, stops, inCase);
        return f;
      }
      if (op.length) break;
      const start = this.pos;
      const w = this.readWord(true);
      w.assign = prefix && isAssignment(this.src, start);
      if (!w.assign) {
        if (w.parts == null || w.quoted) prefix = false;
      }
      if (!(w.assign && words == 0)) words++;
      args.push(w);
    }
    call.end = this.pos;
    call.mark = this.diag.log.length;
    return call;
  }

  parseRedirect(fd: string): Redir {
    const op = this.peekOp();
    const at = this.pos;
    this.pos += op.length;
    this.skipBlank();
    if (same(op, "<<") || same(op, "<<-")) {
      const w = this.readWord(false);
      // (bash reads a carriage return as part of a word: in a CRLF text, `<<EOF\r` ends at
      // the line `EOF\r`, not at `EOF`)
      const d = new Buf();
      d.str(delimText(this.src, w));
      let extra: Array<Word> | null = null;
      while (this.ch() == 13) {
        this.pos++;
        d.char(13);
        const x = this.readWord(false);
        d.str(delimText(this.src, x));
        if (extra == null) extra = [];
        extra.push(x);
      }
      const r = new Redir(at, op, fd, w);
      const h = new Heredoc(d.toString(), same(op, "<<-"), !w.quoted);
      h.extra = extra;
      r.hd = h;
      if (this.pending === NO_HEREDOCS) this.pending = [];
      this.pending.push(r);
      return r;
    }
    return new Redir(at, op, fd, this.readWord(false));
  }

  // ─── words ─────────────────────────────────────────────────────────────────────

  // One word at pos. `lazy`: a command's word, which a long plain one may leave in the
  // source (LAZY_WORD).
  readWord(lazy: bool): Word {
    // most words are one run of plain characters: a slice of the source
    const src = this.src, n = this.end, start = this.pos;
    if (start < n) {
      const i = runEnd(src, start, n, WORD_STOP);
      if (i > start && (i >= n || (endsWord(src, i) && !extglobAt(src, i)))) {
        this.pos = i;
        const w = new Word(start);
        w.end = i;
        w.mark = this.diag.log.length;
        if (!lazy || i - start <= LAZY_WORD) {
          w.text = src.substring(start, i);
          w.glob = globby(src, start, i);
        } else w.lazy = true;
        return w;
      }
    }
    return this.readWordParts();
  }

  // A word of several parts: quotes, escapes, expansions, substitutions.
  readWordParts(): Word {
    const start = this.pos;
    const w = new Word(start);
    const parts = new Array<Part>();
    w.parts = parts;
    const src = this.src;
    const n = this.end;
    while (this.pos < n) {
      const c = this.ch();
      if (c == 92 /* \ */) {
        if (this.ch(1) == 10) { this.pos += 2; continue; }
        parts.push(span(P_ESC, this.pos, min(this.pos + 2, n)));
        this.pos += 2; w.quoted = true;
        continue;
      }
      if (c == 39 /* ' */) {
        const e = findChar(src, 39, this.pos + 1);
        w.quoted = true;
        if (e < 0) {
          this.fail(this.pos, "unterminated '");
          const p = span(P_SGL, this.pos, n); p.closed = false; parts.push(p);
          this.pos = n;
          break;
        }
        parts.push(span(P_SGL, this.pos, e + 1));
        this.pos = e + 1;
        continue;
      }
      if (c == 34 /* " */) {
        w.quoted = true;
        parts.push(this.parseDouble(false));
        continue;
      }
      if (c == 36 /* $ */) {
        const d = this.ch(1);
        if (d == 39 /* $' */) {
          w.quoted = true;
          const a = new Ansi(P_ANSI, this.pos);
          this.pos += 2;
          const b = new Buf();
          if (!this.readAnsi(b)) { a.closed = false; this.fail(a.pos, "unterminated $'"); }
          a.value = b.toString();
          a.end = this.pos;
          parts.push(a);
          continue;
        }
        if (d == 34 /* $" */) { w.quoted = true; parts.push(this.parseDouble(true)); continue; }
        parts.push(this.parseDollar());
        continue;
      }
      if (c == 96 /* ` */) { parts.push(this.parseBackQ()); continue; }
      if ((c == 60 || c == 62) && this.ch(1) == 40) {
        // process substitution <( ) >( )
        const s = new Subst(P_PROC, this.pos);
        this.pos += 2;
        this.parseNested(s);
        parts.push(s);
        continue;
      }
      if (c == 40 && parts.length && extglobAt(src, this.pos) && parts[parts.length - 1].kind == P_LIT && parts[parts.length - 1].end == this.pos) {
        // an extended glob: the operator ends the plain run before it; the group to its
        // matching ")" (nested groups, quotes and escapes inside) is part of the word
        if (this.extEnds == null) this.extEnds = new Map<i32, i32>();
        const e = extglobEnd(src, this.pos, n, this.extEnds!);
        if (e > 0) {
          const lit = parts[parts.length - 1];
          lit.end--;
          if (lit.end == lit.pos) parts.pop();
          parts.push(span(P_EXTGLOB, this.pos - 1, e));
          this.pos = e;
          w.glob = true;
          continue;
        }
      }
      if (isMeta(c)) break;
      if (c == 61 /* = */ && this.ch(1) == 40 && isAssignment(src, start)) {
        parts.push(this.parseArray());
        continue;
      }
      // a run of plain characters (its first is c, checked above)
      const s = this.pos;
      this.pos = runEnd(src, s + 1, n, WORD_STOP);
      if (!w.glob) w.glob = globby(src, s, this.pos);
      parts.push(span(P_LIT, s, this.pos));
    }
    w.end = this.pos;
    w.mark = this.diag.log.length;
    return w;
  }

  // array assignment: a=(x y $(cmd)) — its words are words, their $( ) run
  parseArray(): ArrayPart {
    const a = new ArrayPart(P_ARRAY, this.pos);
    this.pos += 2;
    // (nested ones, a=(a=(…, count against the depth bound like any nesting)
    if (++this.depth > MAX_DEPTH) { a.over = true; this.diag.overflow = true; this.pos = this.end; }
    while (this.pos < this.end) {
      this.skipBlank();
      const k = this.ch();
      if (k == 41) { this.pos++; break; }
      if (isMeta(k)) { this.pos++; continue; }
      a.elems.push(this.readWord(false));
    }
    this.depth--;
    a.end = this.pos;
    return a;
  }

  // After an opening " (or $"): its parts.
  parseDouble(dollar: bool): Quoted {
    const q = new Quoted(P_DBL, this.pos);
    q.dollar = dollar;
    this.pos += dollar ? 2 : 1;
    const parts = q.parts;
    const outer = this.inDouble;
    this.inDouble = true;
    const src = this.src;
    const n = this.end;
    while (true) {
      if (this.pos >= n) { this.fail(q.pos, "unterminated \""); q.closed = false; break; }
      const c = this.ch();
      if (c == 34) { this.pos++; break; }
      if (c == 92) {
        const d = this.ch(1);
        if (d == 34 || d == 92 || d == 36 || d == 96) { parts.push(span(P_ESC, this.pos, this.pos + 2)); this.pos += 2; continue; }
        if (d == 10) { this.pos += 2; continue; }
        parts.push(span(P_TEXT, this.pos, this.pos + 1)); this.pos++;
        continue;
      }
      if (c == 36) {
        const d = this.ch(1);
        if (d < 0 || d == 34 || isSpace(d) || d == 10) { parts.push(span(P_TEXT, this.pos, this.pos + 1)); this.pos++; continue; }
        parts.push(this.parseDollar());
        continue;
      }
      if (c == 96) { parts.push(this.parseBackQ()); continue; }
      const s = this.pos;
      this.pos = runEnd(src, s + 1, n, DQ_STOP);
      parts.push(span(P_TEXT, s, this.pos));
    }
    this.inDouble = outer;
    q.end = this.pos;
    return q;
  }

  // At a $: $VAR, ${…}, $( ), $(( )), $[ ] — or a lone $, which is text.
  parseDollar(): Part {
    const s = this.pos;
    const d = this.ch(1);
    if (d == 40 /* ( */) {
      if (this.ch(2) == 40 && this.arithAhead(1)) return this.parseArith(s, true); // $(( arithmetic ))
      const x = new Subst(P_SUBST, s);
      this.pos += 2;
      this.parseNested(x);
      return x;
    }
    if (d == 123 /* { */ && this.funsubAt()) {
      // bash 5.3's `${ list; }` and `${| list; }` (bash(1) "Command Substitution"): a
      // list run in the current shell, closed by a `}` where a reserved word may stand
      const x = new Subst(P_SUBST, s);
      x.funsub = this.ch(2) == 124 ? 2 : 1;
      this.pos += x.funsub == 2 ? 3 : 2;
      this.parseNested(x);
      return x;
    }
    if (d == 123 /* { */) {
      // ${…}: quotes inside it quote (single quotes only outside "…"), and its $( ),
      // backticks and nested ${ } run
      const p = new Param(P_PARAM, s);
      this.pos += 2;
      let level = 1;
      let sub = 0; // inside [ ]: a subscript, arithmetic, whose quotes end no word but
                   // quote no $( ) either (`${a['$(…)']}` runs it)
      while (this.pos < this.end && level > 0) {
        const c = this.ch();
        if (c == 92) { this.pos += 2; continue; }
        if (c == 39 && !this.inDouble) {
          if (sub > 0) { inner(p).push(this.arithQuote()); continue; }
          const e = findChar(this.src, 39, this.pos + 1);
          this.pos = e < 0 ? this.end : e + 1;
          continue;
        }
        if (c == 91) sub++;
        else if (c == 93 && sub > 0) sub--;
        if (c == 34) { const saved = this.inDouble; inner(p).push(this.parseDouble(false)); this.inDouble = saved; continue; }
        if (c == 96) { inner(p).push(this.parseBackQ()); continue; }
        if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { const x = new Subst(P_SUBST, this.pos); this.pos += 2; this.parseNested(x); inner(p).push(x); continue; }
        if (this.funsubAt()) { inner(p).push(this.parseDollar()); continue; }
        if (c == 36 && this.ch(1) == 123) { this.pos += 2; level++; continue; }
        if (c == 125) level--; // (a bare `{` opens nothing: `${x:-{}` ends at its first `}`)
        this.pos++;
      }
      if (level > 0) { p.closed = false; this.fail(s, "${ not closed"); }
      p.end = this.pos;
      return p;
    }
    if (d == 91 /* [ */) {
      // $[ … ] — bash's old arithmetic expansion
      const a = new Arith(P_ARITH, s);
      a.bracket = true;
      this.pos += 2;
      let level = 1;
      while (this.pos < this.end && level > 0) {
        const c = this.ch();
        if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { const x = new Subst(P_SUBST, this.pos); this.pos += 2; this.parseNested(x); arithInner(a).push(x); continue; }
        if (this.funsubAt()) { arithInner(a).push(this.parseDollar()); continue; }
        if (c == 96) { arithInner(a).push(this.parseBackQ()); continue; }
        if (c == 91) level++;
        else if (c == 93) level--;
        this.pos++;
      }
      if (level > 0) { a.closed = false; this.fail(s, "$[ not closed"); }
      a.end = this.pos;
      return a;
    }
    this.pos++;
    if (isNameChar(d, true)) while (isNameChar(this.ch(), false)) this.pos++;
    else if (d >= 0 && (isDigit(d) || d == 64 || d == 42 || d == 35 || d == 63 || d == 45 || d == 36 || d == 33)) this.pos++;
    else return span(P_DOLLAR, s, this.pos);
    const p = new Param(P_PARAM, s);
    p.end = this.pos;
    return p;
  }

  // (( expr )), at its first "(" (`s`: where the part starts, its $ for $(( ))): runs
  // nothing itself, but its $( ) and backticks run, its quotes quote nothing.
  parseArith(s: i32, dollar: bool): Arith {
    const a = new Arith(P_ARITH, s);
    a.dollar = dollar;
    if (dollar) this.pos++;
    let level = 0;
    a.closed = false;
    while (this.pos < this.end) {
      const c = this.ch();
      // quotes end no (( )), but quote nothing in it either: bash evaluates `(( '$(…)' ))`
      if (c == 39) { arithInner(a).push(this.arithQuote()); continue; }
      if (c == 34) { const saved = this.inDouble; arithInner(a).push(this.parseDouble(false)); this.inDouble = saved; continue; }
      if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { const x = new Subst(P_SUBST, this.pos); this.pos += 2; this.parseNested(x); arithInner(a).push(x); continue; }
      if (this.funsubAt()) { arithInner(a).push(this.parseDollar()); continue; }
      if (c == 96) { arithInner(a).push(this.parseBackQ()); continue; }
      if (c == 40) level++;
      else if (c == 41) { level--; if (level == 0) { this.pos++; a.closed = true; break; } }
      this.pos++;
    }
    if (!a.closed) this.fail(s, "(( not closed");
    a.end = this.pos;
    return a;
  }

  // At a ' inside arithmetic (`(( ))`, a subscript): the quotes end nothing, nor quote
  // anything — its $( ) and backticks run. Read for them, then stepped over.
  arithQuote(): Scan {
    const e = findChar(this.src, 39, this.pos + 1);
    const to = e < 0 ? this.end : e;
    const text = this.src.substring(this.pos + 1, to);
    const p = new Parser(text, this.diag, this.depth, this.nest);
    p.at = this.at >= 0 ? this.at : this.pos;
    const sc = p.scan(text);
    sc.pos = this.pos;
    this.pos = e < 0 ? this.end : e + 1;
    sc.end = this.pos;
    return sc;
  }

  // The $( ) and backticks of this parser's whole text (see scanText).
  scan(text: string): Scan {
    const sc = new Scan(P_SCAN, 0);
    sc.src = text;
    while (this.pos < this.end) {
      const c = this.ch();
      if (c == 92) { this.pos += 2; continue; }
      if (c == 36 && this.ch(1) == 40 && this.ch(2) != 40) { const x = new Subst(P_SUBST, this.pos); this.pos += 2; this.parseNested(x); sc.substs.push(x); continue; }
      if (this.funsubAt()) { sc.substs.push(changetype<Subst>(this.parseDollar())); continue; }
      if (c == 96) { sc.substs.push(this.parseBackQ()); continue; }
      this.pos++;
    }
    sc.end = this.end;
    return sc;
  }

  // At "${ " or "${|": a funsub (bash 5.3), parsed where a $( ) is.
  funsubAt(): bool {
    if (this.ch() != 36 || this.ch(1) != 123) return false;
    const c = this.ch(2);
    return isSpace(c) || c == 10 || c == 124;
  }

  // After "$(" or "<(": a nested program up to the matching ")" (after "${ ", up to "}").
  parseNested(x: Subst): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) { x.over = true; this.diag.overflow = true; this.pos = this.end; this.depth--; x.end = this.pos; return; }
    const saved = this.pending;
    const quoted = this.inDouble;
    this.pending = NO_HEREDOCS;
    this.inDouble = false;
    this.nestOpen++;
    const qf = x.funsub != 0 && quoted;
    if (qf) this.quotedFunsub++;
    x.body = x.funsub ? this.parseList(-1, K_RBRACE, false) : this.parseList(41, 0, false);
    if (qf) this.quotedFunsub--;
    this.readHeredocs();
    this.nestOpen--;
    this.pending = saved;
    this.inDouble = quoted;
    this.depth--;
    if (x.funsub ? x.body!.stop == "}" : this.ch() == 41) this.pos++;
    else { x.closed = false; this.fail(x.pos, x.funsub ? "${ not closed" : x.kind == P_SUBST ? "$( not closed" : "process substitution not closed"); }
    x.end = this.pos;
  }

  // At a backtick: the text up to the closing backtick, unescaped, parsed as a File.
  parseBackQ(): BackQ {
    const q = new BackQ(P_BACKQ, this.pos);
    this.pos++;
    const text = this.backtickText(this.inDouble);
    if (!this.closed) { q.closed = false; this.fail(q.pos, "unterminated `"); }
    q.end = this.pos;
    if (this.depth + 1 > MAX_DEPTH) { q.over = true; this.diag.overflow = true; return q; }
    const p = new Parser(text, this.diag, this.depth + 1, this.nest);
    p.at = this.at >= 0 ? this.at : q.pos;
    const f = new File(text, this.diag);
    f.list = p.parseList(-1, 0, false);
    p.readHeredocs();
    q.file = f;
    return q;
  }
}

function span(kind: u8, pos: i32, end: i32): Part {
  const p = new Part(kind, pos);
  p.end = end;
  return p;
}
function inner(p: Param): Array<Part> {
  let a = p.inner;
  if (a == null) { a = []; p.inner = a; }
  return a;
}
function arithInner(p: Arith): Array<Part> {
  let a = p.inner;
  if (a == null) { a = []; p.inner = a; }
  return a;
}

// A word as text without running anything: quotes removed, escapes resolved, expansions
// as written (past 64 code units, as `$(…)`: what the interpretation makes of one it does
// not know). A heredoc's delimiter is read so: bash expands nothing in it.
export function delimText(src: string, w: Word): string {
  const parts = w.parts;
  if (parts == null) return w.lazy ? src.substring(w.pos, w.end) : w.text;
  const b = new Buf();
  partsText(src, parts, b);
  return b.toString();
}
function partsText(src: string, parts: Array<Part>, b: Buf): void {
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const k = p.kind;
    if (k == P_LIT || k == P_TEXT || k == P_DOLLAR || k == P_EXTGLOB) b.range(src, p.pos, p.end);
    else if (k == P_ESC) b.char(p.pos + 1 < src.length ? src.charCodeAt(p.pos + 1) : 92);
    else if (k == P_SGL) b.range(src, p.pos + 1, p.closed ? p.end - 1 : p.end);
    else if (k == P_DBL) partsText(src, changetype<Quoted>(p).parts, b);
    else if (k == P_ANSI) b.str(changetype<Ansi>(p).value);
    else if (k == P_ARRAY) b.range(src, p.pos, p.end);
    else if (p.end - p.pos > 64) b.str(k == P_BACKQ ? "`…`" : k == P_ARITH ? "$((…))" : k == P_PARAM ? "${…}" : k == P_PROC ? (src.charCodeAt(p.pos) == 60 ? "<(…)" : ">(…)") : "$(…)");
    else b.range(src, p.pos, p.end);
  }
}

// ─── extended globs ──────────────────────────────────────────────────────────────
// bash's extglob patterns, ?(…) *(…) +(…) @(…) !(…) (the manual's "Pattern Matching"; zsh's
// KSH_GLOB, and its glob qualifiers `*(…)`, alike): read as one word with what comes
// before and after, whether or not the call turns extglob on — without it bash rejects
// the line (a syntax error), so the stricter reading costs nothing that runs.

/** A `(` at i that opens an extended glob: an unquoted operator right before it. */
function extglobAt(src: string, i: i32): bool {
  if (i < 1 || src.charCodeAt(i) != 40) return false;
  const c = src.charCodeAt(i - 1);
  return c == 63 || c == 42 || c == 43 || c == 64 || c == 33;
}

/** The index past the `)` that closes the group opened at i, or -1 (none on its line). */
/**
 * The end of the extended glob's group opened at i (past its matching `)`; nested groups,
 * quotes and escapes inside), or -1 where a newline, an unterminated quote or the end comes
 * first — and, in the same pass, of every group opened after i at the same quoting: `ends`
 * keeps them. A scan per `@(` of a run that never closes took quadratic time (2 s for 40 K).
 */
function extglobEnd(src: string, i: i32, n: i32, ends: Map<i32, i32>): i32 {
  if (ends.has(i)) return ends.get(i);
  const open = new Array<i32>();
  let k = i;
  for (; k < n; k++) {
    const c = src.charCodeAt(k);
    if (c == 92) { k++; continue; }
    if (c == 39 || c == 34) { const e = findChar(src, c, k + 1); if (e < 0 || e >= n) break; k = e; continue; }
    if (c == 10) break;
    if (c == 40) open.push(k);
    else if (c == 41 && open.length) { ends.set(open.pop(), k + 1); if (open.length == 0) break; }
  }
  for (let j = 0; j < open.length; j++) ends.set(open[j], -1);
  return ends.has(i) ? ends.get(i) : -1;
}

/** The operators gathered for test t's word `at` (-1: none), added to its slot; -1 after. */
function flushOps(t: Test, run: Buf, at: i32): i32 {
  if (at < 0 || run.len == 0) return -1;
  let ops = t.ops;
  if (ops == null) { ops = []; t.ops = ops; }
  while (ops.length <= at) ops.push("");
  ops[at] += run.toString();
  run.len = 0;
  return -1;
}
