// The shell syntax tree: what wasm/shell/parser.ts builds, wasm/shell/printer.ts prints
// and wasm/shell/interp.ts walks. Nodes hold positions into their text (`pos`, `end`:
// UTF-16 offsets) and no behaviour.
//
//   File      a text: its statement List, and the comments and errors met (Diag)
//   List      statements, each ending with the operator that follows it
//   Stmt      [! | time [-p] | coproc NAME]… command, then `op`: ; & newline && || | |&
//             (a pipeline or an and-or list is a run of statements joined by their ops:
//             flat, so a 16,000-segment chain is walked without recursion)
//   commands  Call (words and redirects), Func, Subshell, Compound (if/while/until/for/
//             select/{ }: keywords and the lists between them), Case, ArithCmd ((( ))),
//             Test ([[ ]]), Keyword (a reserved word out of place: bash's parser would
//             reject it, the model reads on, as it always has)
//   Word      parts: Lit, Text, Esc, Dollar, Sgl '…', Dbl "…", Ansi $'…', Param $x ${…}, Subst
//             $(…), BackQ `…`, Arith $((…)), Proc <(…), Array =(…), Scan (a quoted
//             arithmetic operand whose $( ) still run)
//
// Why keywords and lists rather than then/else fields: the parser is as lenient as the
// flat scanner it replaced (a missing `fi`, a `done` closing an `if`), and the
// interpretation replays each keyword's effect in order (wasm/shell/interp.ts); a
// well-formed construct still reads as one node with its parts.
//
// Cost: about one node per token (a plain word is one Word with its text and no parts;
// a command that redirects nothing has no redirect list). Memory is linear in the text.

import { Diag } from "./lexer";

// Command kinds (Node#kind)
export const C_CALL: u8 = 1, C_FUNC: u8 = 2, C_SUBSHELL: u8 = 3, C_COMPOUND: u8 = 4, C_CASE: u8 = 5,
  C_ARITH: u8 = 6, C_TEST: u8 = 7, C_KEYWORD: u8 = 8;
// … and the other nodes
export const N_WORD: u8 = 16, N_REDIR: u8 = 17;
// Word part kinds (Part#kind)
export const P_LIT: u8 = 32;   // a run of plain characters, unquoted: bash may glob it
export const P_TEXT: u8 = 33;  // inside "…": a run, a kept \, a $ before a blank or a quote
export const P_ESC: u8 = 34;   // \c: the character c (a trailing \ stands for itself)
export const P_SGL: u8 = 35;   // '…'
export const P_DBL: u8 = 36;   // "…" or $"…" (Quoted)
export const P_ANSI: u8 = 37;  // $'…', decoded (Ansi)
export const P_PARAM: u8 = 38; // $NAME $1 $@ ${…} (Param: what runs inside ${ })
export const P_SUBST: u8 = 39; // $(…) (Subst)
export const P_BACKQ: u8 = 40; // `…` (BackQ)
export const P_ARITH: u8 = 41; // $((…)), $[…], and the (( )) of a command or a for (Arith)
export const P_PROC: u8 = 42;  // <(…) >(…) (Subst)
export const P_ARRAY: u8 = 43; // =(…) of an array assignment (ArrayPart)
export const P_SCAN: u8 = 44;  // '…' in arithmetic: quotes nothing, its $( ) run (Scan)
export const P_DOLLAR: u8 = 45; // a $ that starts no expansion ($%, a trailing $): text
export const P_EXTGLOB: u8 = 46; // ?(…) *(…) +(…) @(…) !(…), unquoted: an extended glob (its operator and group)

export class Node {
  constructor(public kind: u8, public pos: i32) {}
}

// ─── words ─────────────────────────────────────────────────────────────────────

/** Part represents a piece of a word: src[pos, end) of its text, as written. */
export class Part extends Node {
  end: i32 = 0;
  closed: bool = true; // Sgl, Dbl, Ansi, Param ${…}, Arith: its closing quote or bracket was found
}
/** Quoted represents "…" (or $"…" when `dollar`): its parts. */
export class Quoted extends Part {
  parts: Array<Part> = [];
  dollar: bool = false;
}
/** Ansi represents $'…': `value` is its text, escapes decoded. */
export class Ansi extends Part {
  value: string = "";
}
/** Param represents $NAME, $1, $@, ${…}; `inner` lists what runs inside ${ }, in order. */
export class Param extends Part {
  inner: Array<Part> | null = null;
}
/** Subst represents $(…) and <(…) >(…): the list they run; `over` when it was nested past MAX_DEPTH. */
export class Subst extends Part {
  body: List | null = null;
  over: bool = false;
  funsub: u8 = 0; // bash 5.3's `${ list; }` (1), run in the current shell; `${| list; }` (2), whose value is REPLY's
}
/** BackQ represents `…`: its text, unescaped, is a File of its own. */
export class BackQ extends Part {
  file: File | null = null;
  over: bool = false;
}
/** Arith represents $((…)), $[…] and (( )): only what runs inside it is kept. */
export class Arith extends Part {
  inner: Array<Part> | null = null;
  bracket: bool = false; // $[…]
  dollar: bool = true;   // $((…)) (false: a command's or a for's (( )))
}
/** ArrayPart represents =(…) in NAME=(…): its elements; `over` when nested past MAX_DEPTH. */
export class ArrayPart extends Part {
  elems: Array<Word> = [];
  over: bool = false;
}
/** Scan represents text whose $( ) and backticks run though it is quoted (arithmetic): `src`, and those substitutions. */
export class Scan extends Part {
  src: string = "";
  substs: Array<Part> = [];
}

/**
 * Word represents one word: its parts, or for a plain word (one run of plain characters)
 * its `text` and no parts — a plain word longer than LAZY_WORD read as a command's is
 * `lazy`: its text is left in the source, src[pos, end).
 */
export class Word extends Node {
  end: i32 = 0;
  text: string = "";
  parts: Array<Part> | null = null;
  lazy: bool = false;
  quoted: bool = false;  // a quote or a backslash in it
  glob: bool = false;    // an unquoted *, ? or […], or braces
  assign: bool = false;  // NAME=… at its start (an assignment before a command's name)
  mark: i32 = 0;         // Diag#log entries before its end
  constructor(pos: i32) { super(N_WORD, pos); }
}

/** Heredoc represents the body of a << or <<- redirect. */
export class Heredoc {
  body: string = "";
  closed: bool = false;            // its delimiter line was found
  extra: Array<Word> | null = null; // words after a carriage return, part of the delimiter
  constructor(public delim: string, public strip: bool, public expands: bool) {}
}
/** Redir represents a redirect: [fd]op word (a heredoc's word is its delimiter). */
export class Redir extends Node {
  hd: Heredoc | null = null;
  constructor(pos: i32, public op: string, public fd: string, public word: Word) { super(N_REDIR, pos); }
}

// ─── commands ──────────────────────────────────────────────────────────────────

/** Call represents a simple command: words (assignments first) and redirects, in order. */
export class Call extends Node {
  args: Array<Node> = [];
  end: i32 = 0;   // where its last token ends (blanks and a comment after it read)
  mark: i32 = 0;  // Diag#log entries before that
  constructor(pos: i32) { super(C_CALL, pos); }
}
/** Func represents `NAME () body` (`call`: the words before the parens) or `function NAME [()] body`. */
export class Func extends Node {
  call: Call | null = null;
  name: Word | null = null;
  parens: bool = false;
  body: Node | null = null; // null when no compound command follows right after (it is then the next statement)
  constructor(pos: i32) { super(C_FUNC, pos); }
}
/** Subshell represents ( list ) and the redirects after it. */
export class Subshell extends Node {
  body: List | null = null;
  closed: bool = false;
  over: bool = false;
  redirs: Array<Redir> | null = null;
  constructor(pos: i32) { super(C_SUBSHELL, pos); }
}
/**
 * Compound represents if/while/until/for/select/{ }: the keyword before each list
 * ("if", "then", "elif", "else"; "while", "do"; "{"; a for's header then "" or "do"),
 * and the keyword that closed it ("fi", "done", "}"; "" when the text ended first).
 */
export class Compound extends Node {
  head: ForHead | null = null;
  kws: Array<string> = [];
  lists: Array<List> = [];
  closer: string = "";
  constructor(pos: i32) { super(C_COMPOUND, pos); }
}
/** ForHead represents `for NAME [in WORDS] ;` (words as written, NAME first), or `for ((…))`. */
export class ForHead {
  words: Array<Word> = [];
  arith: Arith | null = null;
  term: string = "";   // ";", "\n", or "" (before `do`, or the text ended)
  next: string = "";   // the operator after it, if any
  mark: i32 = 0;       // Diag#log entries before a "\n" term
  constructor(public select: bool) {}
}
/** CaseArm represents `[(] PATTERN | … ) list ;;` (op: ";;", ";&", ";;&", or "" before esac). */
export class CaseArm {
  open: bool = false;
  pats: Array<Word> = [];
  body: List | null = null;
  op: string = "";
}
/** Case represents `case WORD in arms esac`; `over` when nested past MAX_DEPTH. */
export class Case extends Node {
  word: Word | null = null;
  hasIn: bool = false;
  arms: Array<CaseArm> = [];
  closed: bool = false;
  over: bool = false;
  constructor(pos: i32) { super(C_CASE, pos); }
}
/** ArithCmd represents (( … )). */
export class ArithCmd extends Node {
  arith: Arith | null = null;
  constructor(pos: i32) { super(C_ARITH, pos); }
}
/** Test represents [[ … ]]: its words; the operators before word k are ops[k]; a newline before word k is `nls` (k, mark). */
export class Test extends Node {
  words: Array<Word> = [];
  ops: Array<string> | null = null;
  nls: Array<i32> | null = null;
  closed: bool = false;
  constructor(pos: i32) { super(C_TEST, pos); }
}
/** Keyword represents a reserved word where no construct takes it (a stray `fi`). */
export class Keyword extends Node {
  constructor(pos: i32, public word: string) { super(C_KEYWORD, pos); }
}

// ─── statements ────────────────────────────────────────────────────────────────

/**
 * Stmt represents a command with its prefixes (!, time, -p, --, coproc, NAME) and the
 * operator after it. Either may be missing: `! ;` is a statement of prefixes, `; ;` the
 * second `;` a statement of its own. `nl`: a newline followed `op`.
 */
export class Stmt {
  pre: Array<string> | null = null;
  cmd: Node | null = null;
  op: string = "";
  nl: bool = false;
  mark: i32 = 0; // Diag#log entries before its newline
  constructor(public pos: i32) {}
}
/** List represents statements; `stop` is what ended it: a keyword, a case terminator, or "". */
export class List {
  stmts: Array<Stmt> = [];
  stop: string = "";
}
/** File represents one text: its list, and what its parse reported. */
export class File {
  list: List | null = null;
  over: bool = false; // nested past MAX_DEPTH before it began
  constructor(public src: string, public diag: Diag) {}
}
