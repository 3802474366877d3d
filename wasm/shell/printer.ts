// The shell printer: syntax tree (wasm/shell/ast.ts) → canonical text.
//
// Input: a File. Output: its text in one spelling: operators spaced (`a && b | c; d &`),
// redirects joined to their word (`>out`, `2>&1`, `<<EOF`), line continuations dropped,
// one newline where there were several, a heredoc's body after the newline that ends its
// line. Words, quotes and ${…}/$((…)) are kept as written; what a $( ), <( ) or backtick
// holds is printed in turn. Reading the printed text gives the same tree again, so
// print(parse(print(parse(s)))) == print(parse(s)) (test/shell-syntax.test.mjs), and two
// spellings of one command print alike — what the tests compare.
//
// Why: a tree is checked by printing it (mvdan/sh's printer tests), and a command can be
// shown as the model read it. Nothing in a classify call prints: this is reached from the
// `printShell` export of the parse-only module (wasm/parse.ts, `rulec parse`).
//
// Cost: O(size of the tree); a backtick's text is printed, then escaped.

import { Buf, NameSet, latin1 } from "./text";
import {
  Node, Part, Quoted, Subst, BackQ, Word, Redir, Call, Func, Subshell, Compound, Case, ArithCmd, Test, Keyword,
  Stmt, List, File, C_CALL, C_FUNC, C_SUBSHELL, C_COMPOUND, C_CASE, C_ARITH, C_TEST, C_KEYWORD, N_REDIR,
  P_LIT, P_DBL, P_SUBST, P_BACKQ, P_PROC,
} from "./ast";

// Words the parser reads as more than a word in command position: a command named so
// (the text had it as `if\` + a line continuation, or quoted) is printed `\if`.
// (and -p, -- after `time`)
const SPECIAL = new NameSet(latin1(",if,then,else,elif,fi,do,done,while,until,!,{,},time,coproc,for,select,case,function,[[,esac,-p,--,"));

/** The canonical text of `f`. */
export function printFile(f: File): string {
  const p = new Printer(f.src);
  p.list(f.list);
  p.endText();
  return p.b.toString();
}

class Printer {
  b: Buf = new Buf();
  space: bool = false;             // a blank is due before the next token
  pending: Array<Redir> = [];      // heredocs whose bodies follow the next newline
  constructor(public src: string) {}

  // A token: after a blank if one is due.
  tok(s: string): void {
    if (this.space && !(s.length && s.charCodeAt(0) == 10)) this.b.char(32);
    this.space = false;
    this.b.str(s);
  }
  raw(from: i32, to: i32): void { this.b.range(this.src, from, to); }
  lastIs(c: i32): bool { return this.b.len > 0 && load<u16>(this.b.ptr + (<usize>(this.b.len - 1) << 1)) == c; }

  newline(): void {
    this.space = false;
    this.b.char(10);
    const hs = this.pending;
    if (hs.length == 0) return;
    this.pending = [];
    for (let i = 0; i < hs.length; i++) {
      const h = hs[i].hd!;
      this.b.str(h.body);
      if (h.closed) { this.b.str(h.delim); this.b.char(10); }
    }
  }
  // The end of a text (or of a $( ): what heredocs it opened are read there).
  endText(): void { if (this.pending.length) this.newline(); }

  list(l: List | null): void {
    if (l == null) return;
    const ss = l.stmts;
    for (let i = 0; i < ss.length; i++) this.stmt(ss[i]);
  }

  stmt(s: Stmt): void {
    const pre = s.pre;
    if (pre != null) for (let i = 0; i < pre.length; i++) { this.tok(pre[i]); this.space = true; }
    const c = s.cmd;
    if (c != null) { this.command(c); this.space = true; }
    const op = s.op;
    if (op.length) {
      if (op.charCodeAt(0) == 10) this.newline();
      else {
        if (op.charCodeAt(0) == 59 && op.length == 1 && !this.lastIs(59)) { this.space = false; this.tok(op); }
        else this.tok(op);
        this.space = true;
      }
    }
    if (s.nl) this.newline();
  }

  command(c: Node): void {
    const k = c.kind;
    if (k == C_CALL) { this.call(changetype<Call>(c)); return; }
    if (k == C_KEYWORD) { this.tok(changetype<Keyword>(c).word); return; }
    if (k == C_COMPOUND) { this.compound(changetype<Compound>(c)); return; }
    if (k == C_SUBSHELL) {
      const s = changetype<Subshell>(c);
      this.tok("(");
      if (s.over) this.raw(s.pos + 1, this.src.length);
      else this.nested(s.body);
      this.space = false;
      if (s.closed) this.tok(")");
      const rs = s.redirs;
      if (rs != null) for (let i = 0; i < rs.length; i++) { this.space = true; this.redir(rs[i]); }
      return;
    }
    if (k == C_FUNC) {
      const f = changetype<Func>(c);
      const call = f.call;
      if (call != null) { this.call(call); this.space = false; this.tok("()"); }
      else {
        this.tok("function"); this.space = true;
        this.word(f.name!);
        if (f.parens) { this.space = false; this.tok("()"); }
      }
      const body = f.body;
      if (body != null) { this.space = true; this.command(body); }
      return;
    }
    if (k == C_CASE) { this.caseCmd(changetype<Case>(c)); return; }
    if (k == C_ARITH) { const a = changetype<ArithCmd>(c).arith!; this.tok(""); this.raw(a.pos, a.end); return; }
    if (k == C_TEST) {
      const t = changetype<Test>(c);
      this.tok("[[");
      const nls = t.nls;
      let n = 0;
      const ops = t.ops;
      for (let i = 0; i <= t.words.length; i++) {
        if (ops != null && i < ops.length && ops[i].length) { this.space = true; this.tok(ops[i]); }
        while (nls != null && n < nls.length && nls[n] == i) { this.newline(); n += 2; }
        if (i == t.words.length) break;
        this.space = true;
        this.word(t.words[i]);
      }
      if (t.closed) { this.space = true; this.tok("]]"); }
      return;
    }
  }

  // A nested list inside ( ): a blank after the "(" when the list itself starts with one
  // (`( (a) )` is no arithmetic `((a))`).
  nested(l: List | null): void {
    if (l != null && l.stmts.length && l.stmts[0].pre == null) {
      const c = l.stmts[0].cmd;
      if (c != null && (c.kind == C_SUBSHELL || c.kind == C_ARITH)) this.space = true;
    }
    this.list(l);
  }

  compound(k: Compound): void {
    const h = k.head;
    if (h != null) {
      this.tok(h.select ? "select" : "for");
      for (let i = 0; i < h.words.length; i++) { this.space = true; this.word(h.words[i]); }
      const a = h.arith;
      if (a != null) { this.space = true; this.tok(""); this.raw(a.pos, a.end); }
      if (h.term.length) {
        if (h.term.charCodeAt(0) == 10) this.newline(); else { this.space = false; this.tok(";"); }
      }
      this.space = true;
    }
    for (let i = 0; i < k.lists.length; i++) {
      const kw = k.kws[i];
      if (kw.length) { this.tok(kw); this.space = true; }
      this.list(k.lists[i]);
      this.space = !this.lastIs(10);
    }
    if (k.closer.length) this.tok(k.closer);
  }

  caseCmd(k: Case): void {
    this.tok("case");
    this.space = true;
    this.word(k.word!);
    if (k.hasIn) { this.space = true; this.tok("in"); }
    for (let i = 0; i < k.arms.length; i++) {
      const a = k.arms[i];
      this.space = true;
      if (a.open) this.tok("(");
      for (let j = 0; j < a.pats.length; j++) { if (j) this.tok("|"); this.word(a.pats[j]); }
      this.tok(")");
      this.space = true;
      this.list(a.body);
      if (a.op.length) { this.space = !this.lastIs(10); this.tok(a.op); }
    }
    if (k.closed) { this.space = !this.lastIs(10); this.tok("esac"); }
  }

  call(c: Call): void {
    const args = c.args;
    let named = false;
    for (let i = 0; i < args.length; i++) {
      if (i) this.space = true;
      const a = args[i];
      if (a.kind == N_REDIR) { this.redir(changetype<Redir>(a)); continue; }
      const w = changetype<Word>(a);
      if (!named && !w.assign) {
        named = true;
        const ps = w.parts;
        const plain = ps == null ? (w.lazy ? "" : w.text) : ps.length == 1 && ps[0].kind == P_LIT ? this.src.substring(ps[0].pos, ps[0].end) : "";
        if (SPECIAL.has(plain)) { this.tok("\\"); this.b.str(plain); continue; }
      }
      this.word(w);
    }
  }

  redir(r: Redir): void {
    this.tok(r.fd);
    this.b.str(r.op);
    const w = r.word;
    // (a word that starts like an operator keeps a blank: `> >(cat)`)
    const first = w.end > w.pos ? this.src.charCodeAt(w.pos) : -1;
    if (first == 60 || first == 62 || first == 38 || first == 124) this.b.char(32);
    this.word(w);
    const h = r.hd;
    if (h != null) {
      const ex = h.extra;
      if (ex != null) for (let i = 0; i < ex.length; i++) { this.b.char(13); this.word(ex[i]); }
      this.pending.push(r);
    }
  }

  word(w: Word): void {
    this.tok("");
    // (a word may start with # where bash reads none as a comment, after a carriage
    // return: printed after a blank, it keeps that meaning as \#)
    if (w.end > w.pos && this.src.charCodeAt(w.pos) == 35) this.b.char(92);
    const parts = w.parts;
    if (parts == null) { if (w.lazy) this.raw(w.pos, w.end); else this.b.str(w.text); return; }
    this.parts(parts);
  }

  parts(parts: Array<Part>): void {
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      const k = p.kind;
      if (k == P_DBL) {
        const q = changetype<Quoted>(p);
        this.b.str(q.dollar ? "$\"" : "\"");
        this.parts(q.parts);
        if (q.closed) this.b.char(34);
      } else if (k == P_SUBST || k == P_PROC) {
        const x = changetype<Subst>(p);
        this.b.str(x.funsub == 2 ? "${| " : x.funsub ? "${ " : k == P_SUBST ? "$(" : this.src.charCodeAt(x.pos) == 60 ? "<(" : ">(");
        if (x.over) { this.raw(x.pos + (x.funsub == 2 ? 3 : 2), x.end); continue; }
        const saved = this.pending;
        this.pending = [];
        this.space = false;
        this.nested(x.body);
        this.endText();
        this.pending = saved;
        this.space = false;
        if (x.closed && x.funsub) { this.space = !this.lastIs(10); this.tok("}"); } // (after the list's `;` or newline, as a group's)
        else if (x.closed) this.b.char(41);
      } else if (k == P_BACKQ) {
        const q = changetype<BackQ>(p);
        const f = q.file;
        if (f == null) { this.raw(q.pos, q.end); continue; }
        // the text inside, printed, then escaped as a backtick's text is (\ and ` )
        const t = printFile(f!);
        this.b.char(96);
        for (let j = 0; j < t.length; j++) {
          const c = t.charCodeAt(j);
          if (c == 92 || c == 96) this.b.char(92);
          this.b.char(c);
        }
        if (q.closed) this.b.char(96);
      } else this.raw(p.pos, p.end);
    }
  }
}
