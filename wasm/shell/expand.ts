// Word expansion: a Word of the tree → its text, and what is known of it before the
// command runs. Three values: a word is known (literal, or expanded from a value the call
// assigned, or from a substitution whose output is known: `$(cat <<'EOF' … EOF)`, a
// literal `$(echo …)`), or unknown — and then it stands for exactly one word (quoted), or
// for any number (unquoted: bash splits it, or it vanishes); its first character may
// still be known (`"$HOME/$F"`: not an option). An unknown expansion keeps its text as
// written (`$VAR`; past 64 code units `$(…)`: a word holds its substitutions' text once,
// not once for each level they nest).
//
// Why apart from the interpretation: what a word means is one question (mvdan/sh's
// expand package); running what it holds is another. Expander asks its subclass
// (wasm/shell/interp.ts Interp) to run substitutions and to record assignments, as
// mvdan/sh's expand.Config asks for CmdSubst: it runs nothing itself.
//
// Cost: O(length of the word) plus what its substitutions cost; a plain word is its
// text, read once by the parser. A variable is one lookup in the scopes up to the
// nearest boundary (wasm/shell/vars.ts).

import { Buf, NameSet, findChar, joinWords, latin1, listed } from "./text";
import { Cmd, Output } from "./cmd";
import { DirState, Scope, V_KNOWN, V_UNKNOWN } from "./vars";
import { isNameChar } from "./lexer";
import {
  Part, Quoted, Ansi, Param, Subst, BackQ, Arith, ArrayPart, Scan, Word,
  P_LIT, P_TEXT, P_ESC, P_SGL, P_DBL, P_ANSI, P_PARAM, P_SUBST, P_BACKQ, P_ARITH, P_PROC, P_ARRAY, P_SCAN, P_DOLLAR, P_EXTGLOB,
} from "./ast";

// What an expansion was (bits).
const EXP_UNKNOWN: i32 = 1;   // its text is not known before the command runs
const EXP_MULTI: i32 = 2;     // … and it may be zero words or several
const EXP_DONE: i32 = 4;      // an expansion (not a lone "$")
const EXP_PATH: i32 = 8;      // a host variable kept as written: an absolute path (no "-" first)
const EXP_GLOBV: i32 = 16;    // a quoted variable that holds one name a glob matched (Var#glob): see expand's globWords
const EXP_FED: i32 = 32;      // the name a walker feeds (Var#fed): unknown, but no name the call gives (WK_FED)
// What appendDollar read (Expander#kind).
const K_PARAM: i32 = 0, K_SUBST: i32 = 1, K_ARITH: i32 = 2;
// What a parameter stands for (paramValue).
const PARAM_UNKNOWN: i32 = 0, PARAM_VALUE: i32 = 1, PARAM_HOST: i32 = 2, PARAM_ALL: i32 = 3, PARAM_ARGS: i32 = 4, PARAM_GLOB: i32 = 5, PARAM_FED: i32 = 6;

const TILDE_AS_WRITTEN: i32 = 0, TILDE_KNOWN: i32 = 1, TILDE_UNKNOWN: i32 = 2;

const HOST_VARS = new NameSet(latin1(",HOME,TMPDIR,PWD,OLDPWD,"));

/** src[from, to) is one or more `/`. */
function slashesOnly(src: string, from: i32, to: i32): bool {
  if (to <= from) return false;
  for (let i = from; i < to; i++) if (src.charCodeAt(i) != 47) return false;
  return true;
}

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

/**
 * Expander evaluates words. The result of `expand` is left in its fields (text,
 * literal, …) until the next call: one word at a time, read by the caller at once.
 */
/** A saved frame of positional parameters (Expander#saveFrame). */
export class PosFrame {
  constructor(public args: Array<string> | null, public lits: Array<bool>, public pos0: string, public pos0Lit: bool, public depth: i32, public cond: i32) {}
}

export abstract class Expander {
  out: Output = new Output();
  // the result of the last expand()
  text: string = "";
  literal: bool = true;  // known before the command runs
  multi: bool = false;   // unknown, and unquoted: it may be zero words or several
  noDash: bool = false;  // unknown, but its first character is known and is not "-"
  vanish: bool = false;  // only unquoted expansions, all empty: no word at all
  fields: Array<string> | null = null; // the words bash splits it into (known values with blanks)
  // A word of a command's arguments whose only unknown parts are quoted variables that each
  // hold one name a glob matched (`for f in *.md; do wc -l "$f"; done`: Var#glob): with
  // globWords set by the caller, expand gives it as that glob — text the pattern, globVal,
  // and still not literal (code or text a program reads from it is data of any shape) — for
  // the caller to record as a file operand that is the glob (Cmd#globs, WK_GLOBV), whose
  // names the rules judge as they judge `wc -l *.md`'s. Without globWords, or with a glob
  // character elsewhere in the word, such a part is unknown as any other.
  globWords: bool = false; // (a request read by the next expand: set just before it)
  globVal: bool = false;
  // (the word's every unknown part is the name a walker feeds: EXP_FED, WK_FED)
  fed: bool = false;
  private globActive: bool = false; // (while the requesting word's parts are read; a nested word's or ${ }'s are not)
  private globSubs: Array<i32> | null = null; // [start, end) in the word's text of each such part, its pattern in globPats
  private globPats: Array<string> | null = null;
  // state while a word is read
  inDouble: bool = false;
  private stepLead: i32 = 0;        // what the last part tells of the first character (0: read it)
  private dqLead: i32 = 0;          // expandDouble: the same for the text it read
  private cuts: Array<i32> | null = null; // [start, end) of the blanks known values split at
  ifsChanged: bool = false;                // the call assigns IFS (Interp#assign): values split where it says
  cwd0: string = "";                       // the directory the call starts in (the hook's cwd)
  private paramText: string = "";   // the text of the last parameter paramValue knew
  private tildeText: string = "";   // what the last tilde-prefix tilde() knew expands to
  private hostText: string = "";    // a host variable's spelling for the rules, when not as written (${HOME:?} → ${HOME})
  // What the last appendDollar read, and the known output of the last $( ) it read. Both
  // are fields, set as the expansion is read, and expansions nested in it set them too:
  // the one that ends last is what an enclosing expansion sees (`$(a $(echo x))` reads
  // as the text x, `$(… $y)` past 64 code units as ${…}) — the model has always read
  // them so (a text parsed on its own, a backtick's or a re-parsed one, has its own
  // pair: Interp saves them); verdicts are kept exactly, the repair is its own change.
  kind: i32 = K_PARAM;
  known: string | null = null;
  // The positional parameters where the walk knows them — a function's body walked where
  // it is called, `sh -c CODE NAME ARGS…` — or null (the host's: unknown). posStar: the
  // last PARAM_ARGS was `*` (joined), not `@`.
  posArgs: Array<string> | null = null;
  posLit: Array<bool> = [];
  pos0: string = "";
  pos0Lit: bool = false;
  posDepth: i32 = -1;    // the depth and condition level the frame was set at (shift, set --)
  posCond: i32 = 0;
  private posStar: bool = false;
  /** The positional parameters, every one known. */
  posKnown(): bool {
    if (this.posArgs == null) return false;
    for (let i = 0; i < this.posLit.length; i++) if (!this.posLit[i]) return false;
    return true;
  }
  /** The frame as it is, for restoreFrame once a new one (a function's, `sh -c`'s) is done. */
  saveFrame(): PosFrame { return new PosFrame(this.posArgs, this.posLit, this.pos0, this.pos0Lit, this.posDepth, this.posCond); }
  restoreFrame(f: PosFrame): void {
    this.posArgs = f.args; this.posLit = f.lits; this.pos0 = f.pos0; this.pos0Lit = f.pos0Lit; this.posDepth = f.depth; this.posCond = f.cond;
  }
  depth: i32 = 0;        // nesting: $( ), ( ), backticks, case, arrays, re-parsed strings

  /** Runs a $( ), <( ) or `…` (a BackQ or a Subst) in `dirs` as a nested program. */
  abstract runNested(p: Part, src: string, dirs: DirState): void;
  /** Runs the substitutions of a Scan, which bash evaluates though they are quoted. */
  abstract runScan(sc: Scan, dir: string): void;
  /** A builtin or ${NAME:=…} sets NAME from data: unknown from here on. */
  abstract forget(scope: Scope, name: string): void;
  /** A variable set from data, not by an assignment word (Interp#noteData). */
  abstract noteData(name: string): void;
  /** Arithmetic text bash evaluates; `what` names it when it assigns (Interp#noteArith). */
  abstract noteArith(t: string, what: string, scope: Scope | null): void;
  /** Text bash evaluates again (a subscript, a compound value, PS4): its $( ) run. */
  abstract lateCode(w: string, literal: bool, dir: string): void;
  /** A value bash expands as a prompt string (`${x@P}`): its $( ) and backticks run. */
  abstract promptCode(text: string, dir: string): void;
  /** A limit of the model was met here. */
  abstract overflowed(): void;

  // How far the walk has read the text being walked: the Diag#log entries (comments,
  // errors) met before the end of the last word or command it took (wasm/shell/interp.ts
  // hands them on in that order).
  mark: i32 = 0;
  @inline reached(mark: i32): void { if (mark > this.mark) this.mark = mark; }

  /** Expands word `w` of text `src` in `dirs` (results in the fields above). */
  expand(w: Word, src: string, dirs: DirState): void {
    const parts = w.parts;
    if (parts == null) {
      // a plain word: its text (a long one is left in the source: w.lazy)
      this.text = w.text; this.literal = true; this.multi = false; this.noDash = false; this.vanish = false; this.fields = null; this.globVal = false; this.fed = false;
      this.globWords = false;
      if (src.charCodeAt(w.pos) == 126) {
        const text = w.lazy ? src.substring(w.pos, w.end) : w.text;
        this.text = text;
        let j = findChar(text, 47, 0);
        if (j < 0) j = text.length;
        const t = this.tilde(text.substring(1, j), dirs);
        if (t == TILDE_KNOWN) this.text = this.tildeText + text.substring(j);
        else if (t == TILDE_UNKNOWN) this.literal = false;
      }
      return;
    }
    const b = new Buf();
    let literal = true;
    let multi = false, expanded = false;
    let lead = 0; // the word's first character: 0 none yet, 1 known and not "-", 2 "-" or unknown
    const outerCuts = this.cuts;
    this.cuts = null;
    // (a word nested in this one — an array's element, a substitution's command — has its
    // own: this word's are restored after it)
    const outerActive = this.globActive, outerSubs = this.globSubs, outerPats = this.globPats;
    this.globActive = this.globWords; this.globWords = false; this.globSubs = null; this.globPats = null;
    let globv = false;
    // (`literal` is each part's, folded into the word's before the next: whether every part
    // known only when it runs is a walker's name — EXP_FED)
    let wordLit = true, partFed = false, fed = false, other = false;
    for (let i = 0; i < parts.length; i++) {
      if (!literal) { wordLit = false; if (partFed) fed = true; else other = true; literal = true; }
      partFed = false;
      if (lead == 0 && b.len > 0) lead = this.stepLead == 0 ? (load<u16>(b.ptr) == 45 ? 2 : 1) : this.stepLead;
      this.stepLead = 0;
      const p = unchecked(parts[i]);
      const k = p.kind;
      if (k == P_LIT || k == P_TEXT) {
        // (a tilde-prefix: up to the first unquoted `/`, none of it quoted)
        if (i == 0 && src.charCodeAt(p.pos) == 126) {
          let j = findChar(src, 47, p.pos);
          if (j < 0 || j > p.end) j = parts.length == 1 ? p.end : -1;
          const t = j < 0 ? TILDE_AS_WRITTEN : this.tilde(src.substring(p.pos + 1, j), dirs);
          if (t == TILDE_KNOWN) { b.str(this.tildeText); b.range(src, j, p.end); continue; }
          if (t == TILDE_UNKNOWN) literal = false;
        }
        b.range(src, p.pos, p.end);
        continue;
      }
      // (an extended glob matches names within one segment as `*` does, and no more of
      // them: what the rules test stands for all it may match)
      if (k == P_EXTGLOB) {
        // (in zsh the group is a glob qualifier list, whose `e:…:` and `+NAME` run code for
        // each name (zshexpn(1) "Glob Qualifiers"): a command not known here)
        if (zshQualifierCode(src, p.pos + 1, p.end - 1)) this.promptCode("$(\"${_}\")", dirs.cur);
        // (a group that begins a name and holds a `.` supplies the leading dot `*` never
        // matches: `@(.git)`, `?(.)ssh` — the names it stands for are not known here)
        if ((i == 0 || src.charCodeAt(p.pos - 1) == 47) && findChar(src, 46, p.pos) >= 0 && findChar(src, 46, p.pos) < p.end) {
          literal = false;
          // (… and where an alternative begins with that `.`, the hidden names it matches —
          // `cat @(.env)`, `+(.env)`, `@(x|.ssh)/*` read .env and ~/.ssh with extglob on —
          // are none the host's glob of `*` gives: a command not known here, as a zsh
          // qualifier's code is. Without extglob bash rejects the line: nothing that runs
          // loses an approval)
          if (extglobHidden(src, p.pos + 1, p.end)) this.promptCode("$(\"${_}\")", dirs.cur);
        }
        b.char(42);
        continue;
      }
      if (k == P_ESC) {
        // (`\$TMPDIR/x`: a literal $ — see quotedTmpdir)
        if (b.len == 0 && p.pos + 1 < src.length && src.charCodeAt(p.pos + 1) == 36 && quotedTmpdir(src, p.pos + 2)) b.str("./");
        b.char(p.pos + 1 < src.length ? src.charCodeAt(p.pos + 1) : 92);
        continue;
      } // (a trailing backslash is literal)
      if (k == P_SGL) {
        if (b.len == 0 && p.pos + 1 < src.length && src.charCodeAt(p.pos + 1) == 36 && quotedTmpdir(src, p.pos + 2)) b.str("./");
        b.range(src, p.pos + 1, p.closed ? p.end - 1 : p.end);
        if (!p.closed) literal = false;
        continue;
      }
      if (k == P_DBL) {
        const r = this.expandDouble(changetype<Quoted>(p), src, dirs, b);
        if (r & EXP_GLOBV) globv = true;
        if (r & EXP_UNKNOWN) literal = false;
        if (r & EXP_MULTI) multi = true;
        this.stepLead = this.dqLead;
        continue;
      }
      if (k == P_ANSI) {
        const v = changetype<Ansi>(p).value;
        if (b.len == 0 && v.startsWith("$") && quotedTmpdir(v, 1)) b.str("./");
        b.str(v);
        continue;
      }
      if (k == P_BACKQ) {
        const before = this.out.cmds.length;
        this.runNested(p, src, dirs);
        const t = this.knownOutput(before);
        if (t != null) { this.appendValue(b, t!, src, p.pos, p.end); expanded = true; continue; }
        this.sourceOf(b, src, p, "`…`");
        literal = false;
        multi = true;
        this.stepLead = 2;
        continue;
      }
      if (k == P_PROC) {
        this.runNested(p, src, dirs);
        this.sourceOf(b, src, p, src.charCodeAt(p.pos) == 60 ? "<(…)" : ">(…)");
        literal = false;
        this.stepLead = 1; // (a path: /dev/fd/N)
        continue;
      }
      if (k == P_ARRAY) {
        // array assignment: a=(x y $(cmd)) — its words are words, their $( ) run
        const a = changetype<ArrayPart>(p);
        // (nested ones, a=(a=(…, count against the depth bound like any nesting)
        this.depth++;
        if (a.over) this.overflowed();
        const elems = a.elems;
        // (bash runs each element of an array PROMPT_COMMAND as a command before a prompt,
        // bash(1) "Shell Variables": each is read as the scalar's value is — lateCode)
        const head = b.len > 0 && b.len <= 16 ? b.toString() : "";
        const prompt = head == "PROMPT_COMMAND" || head == "PROMPT_COMMAND+"; // (the part begins at `=`)
        for (let e = 0; e < elems.length; e++) {
          this.expand(elems[e], src, dirs);
          if (!this.literal) literal = false;
          this.reached(elems[e].mark);
          this.lateCode(this.text, this.literal, dirs.cur); // ([k]=v: k is a subscript)
          if (prompt) this.lateCode("PROMPT_COMMAND=" + this.text, this.literal, dirs.cur);
        }
        this.depth--;
        b.range(src, a.pos, a.end);
        // (the text kept is the source, quotes and all: with a $ or backtick in it, it is no
        // literal, nor scanned again whole by lateCode)
        for (let x = a.pos; x < a.end; x++) { const c = src.charCodeAt(x); if (c == 36 || c == 96) literal = false; }
        continue;
      }
      // $NAME ${…} $( ) $(( )) $[ ]
      const r = this.appendDollar(p, src, dirs, b);
      if (r & EXP_UNKNOWN) literal = false;
      if (r & EXP_FED) partFed = true;
      if (r & EXP_MULTI) multi = true;
      if (r & EXP_DONE) expanded = true;
      this.stepLead = r & EXP_UNKNOWN ? 2 : r & EXP_PATH ? 1 : 0;
    }
    if (!literal) { wordLit = false; if (partFed) fed = true; else other = true; }
    literal = wordLit;
    if (lead == 0 && b.len > 0) lead = this.stepLead == 0 ? (load<u16>(b.ptr) == 45 ? 2 : 1) : this.stepLead;
    this.stepLead = 0;
    const cuts = this.cuts;
    this.cuts = outerCuts;
    this.text = b.toString();
    this.globVal = false;
    this.fed = fed && !other && !globv;
    if (globv) {
      // (every other part known, no blanks split, no glob character of its own: the word as
      // the glob; else unknown)
      // (not literal either way: a program reading the word as code or text sees a name of
      // any shape — only the caller, for a file operand, reads it as the glob: WK_GLOBV)
      if (literal && cuts == null && !globOutside(this.text, this.globSubs!)) {
        this.text = globbedText(this.text, this.globSubs!, this.globPats!);
        this.globVal = true;
      }
      literal = false;
    }
    this.globActive = outerActive; this.globSubs = outerSubs; this.globPats = outerPats;
    this.literal = literal;
    this.multi = multi && !literal;
    this.noDash = !literal && !this.multi && lead == 1;
    this.fields = cuts != null && literal ? splitFields(this.text, cuts!) : null;
    this.vanish = expanded && !w.quoted && b.len == 0;
  }

  // "…" (or $"…"): appends its text to `b`; returns EXP_UNKNOWN when it held an expansion
  // whose text is not known (with EXP_MULTI for "$@").
  expandDouble(q: Quoted, src: string, dirs: DirState, b: Buf): i32 {
    let literal = true;
    let multi = false, globv = false;
    const from = b.len;
    let lead = 0;
    const outer = this.inDouble;
    this.inDouble = true;
    let step = 0;
    const parts = q.parts;
    for (let i = 0; i < parts.length; i++) {
      if (lead == 0 && b.len > from) lead = step == 0 ? (load<u16>(b.ptr + (<usize>from << 1)) == 45 ? 2 : 1) : step;
      step = 0;
      const p = unchecked(parts[i]);
      const k = p.kind;
      if (k == P_TEXT) { b.range(src, p.pos, p.end); continue; }
      if (k == P_ESC) { b.char(src.charCodeAt(p.pos + 1)); continue; }
      if (k == P_BACKQ) {
        const before = this.out.cmds.length;
        this.runNested(p, src, dirs);
        const t = this.knownOutput(before);
        if (t != null) { b.str(t!); continue; }
        this.sourceOf(b, src, p, "`…`"); literal = false;
        step = 2;
        continue;
      }
      const r = this.appendDollar(p, src, dirs, b);
      if (r & EXP_UNKNOWN) literal = false;
      if (r & EXP_MULTI) multi = true;
      if (r & EXP_GLOBV) globv = true;
      step = r & (EXP_UNKNOWN | EXP_GLOBV) ? 2 : r & EXP_PATH ? 1 : 0;
    }
    if (lead == 0 && b.len > from) lead = step == 0 ? (load<u16>(b.ptr + (<usize>from << 1)) == 45 ? 2 : 1) : step;
    if (!q.closed) literal = false;
    this.inDouble = outer;
    this.dqLead = lead;
    return (literal ? 0 : EXP_UNKNOWN) | (multi ? EXP_MULTI : 0) | (globv ? EXP_GLOBV : 0);
  }

  // An expansion at a $ (Param, Subst, Arith, Dollar): appends the text it is known to
  // produce (a variable's known value, a substitution's known output), or its source text
  // (a host variable kept as written, or an unknown). Returns EXP_* bits.
  appendDollar(p: Part, src: string, dirs: DirState, b: Buf): i32 {
    this.known = null;
    this.kind = K_PARAM;
    const k = p.kind;
    let expands = true;
    if (k == P_SUBST) {
      this.kind = K_SUBST;
      const before = this.out.cmds.length;
      this.runNested(p, src, dirs);
      // "$(cat <<'EOF' … EOF)" is the heredoc's text: a literal (agents write commit
      // messages and scripts this way); unquoted, bash splits it into words: an expansion
      // (`${| list; }`'s value is REPLY's: not its output)
      const t: string | null = changetype<Subst>(p).funsub == 2 ? null : this.knownOutput(before);
      // (this substitution's value, or none: not one its inner words' expansions left here —
      // `$( $(echo echo) / )` is `echo /`'s output, never the inner `echo`)
      this.known = t;
      if (t != null) expands = false;
    } else if (k == P_ARITH) {
      const a = changetype<Arith>(p);
      // `$((x = 5))`, `$((i++))` assign, as `x=5` does (Output#envName)
      this.noteArith(src.substring(p.pos, p.end), "a variable of $(( ))", dirs.vars);
      if (a.bracket) { this.kind = K_ARITH; this.runInner(a.inner, src, dirs); }
      else { this.runInner(a.inner, src, dirs); this.kind = K_ARITH; }
    } else if (k == P_PARAM) {
      this.runInner(changetype<Param>(p).inner, src, dirs);
    } else expands = false; // (a $ that starts nothing)
    const known = this.known;
    if (known != null) return this.appendValue(b, known!, src, p.pos, p.end);
    if (!expands) { b.range(src, p.pos, p.end); return 0; }
    const kind = this.kind;
    const r = kind == K_PARAM ? this.paramValue(dirs, src, p.pos, p.end) : PARAM_UNKNOWN;
    if (r == PARAM_VALUE) return this.appendValue(b, this.paramText, src, p.pos, p.end);
    if (r == PARAM_ARGS) return this.appendArgs(b, src, p.pos, p.end);
    if (r == PARAM_GLOB) {
      let subs = this.globSubs, pats = this.globPats;
      if (subs == null) { subs = []; pats = []; this.globSubs = subs; this.globPats = pats; }
      subs.push(b.len);
      b.range(src, p.pos, p.end);
      subs.push(b.len);
      pats!.push(this.paramText);
      return EXP_DONE | EXP_GLOBV;
    }
    if (r == PARAM_FED) { this.sourceOf(b, src, p, "${…}"); return EXP_DONE | EXP_UNKNOWN | EXP_MULTI | EXP_FED; }
    if (r == PARAM_HOST) {
      if (this.hostText.length) { b.str(this.hostText); this.hostText = ""; } else b.range(src, p.pos, p.end);
      return EXP_DONE | EXP_PATH;
    }
    this.sourceOf(b, src, p, kind == K_SUBST ? "$(…)" : kind == K_ARITH ? "$((…))" : "${…}");
    // (an arithmetic result is one number; anything else unquoted may split or vanish)
    return EXP_DONE | EXP_UNKNOWN | ((!this.inDouble && kind != K_ARITH) || r == PARAM_ALL ? EXP_MULTI : 0);
  }

  // What runs inside ${ } and (( )): quoted parts, substitutions, quoted arithmetic.
  runInner(inner: Array<Part> | null, src: string, dirs: DirState): void {
    if (inner == null) return;
    const active = this.globActive;
    this.globActive = false;
    this.runInnerParts(inner, src, dirs);
    this.globActive = active;
  }
  private runInnerParts(inner: Array<Part>, src: string, dirs: DirState): void {
    for (let i = 0; i < inner.length; i++) {
      const p = inner[i];
      if (p.kind == P_DBL) { const saved = this.inDouble; this.expandDouble(changetype<Quoted>(p), src, dirs, new Buf()); this.inDouble = saved; }
      else if (p.kind == P_SCAN) this.runScan(changetype<Scan>(p), dirs.cur);
      else this.runNested(p, src, dirs);
    }
  }

  // A known value: quoted, its text; unquoted, bash splits it into fields at blanks (the
  // runs recorded in `cuts`, for expand) and matches a glob character against files
  // (unknown then: what files match is not known here).
  appendValue(b: Buf, v: string, src: string, s: i32, e: i32): i32 {
    if (this.inDouble) { b.str(v); return EXP_DONE; }
    // (once the call sets IFS, where bash splits a value is not followed: unknown words)
    if (this.ifsChanged && v.length) { if (e - s > 64) b.str("$…"); else b.range(src, s, e); return EXP_DONE | EXP_UNKNOWN | EXP_MULTI; }
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c == 42 || c == 63 || c == 91) { if (e - s > 64) b.str("$…"); else b.range(src, s, e); return EXP_DONE | EXP_UNKNOWN | EXP_MULTI; }
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

  // "$@" (each positional parameter a word of its own, quoted or not split further), "$*"
  // (joined by a blank: one word), unquoted $@ and $* (joined, then split as any value):
  // known when every parameter is.
  appendArgs(b: Buf, src: string, s: i32, e: i32): i32 {
    const args = this.posArgs!;
    for (let i = 0; i < args.length; i++) if (!this.posLit[i]) { b.range(src, s, e); return EXP_DONE | EXP_UNKNOWN | EXP_MULTI; }
    if (!this.inDouble || this.posStar) return this.appendValue(b, joinWords(args, 0), src, s, e);
    for (let i = 0; i < args.length; i++) {
      if (i > 0) {
        let cuts = this.cuts;
        if (cuts == null) { cuts = []; this.cuts = cuts; }
        cuts.push(b.len); cuts.push(b.len + 1);
        b.char(32);
      }
      b.str(args[i]);
    }
    return EXP_DONE;
  }

  // The text of an expansion known only at run time, as written — or, past 64 code
  // units, `short`: a word holds its substitutions' text once, not once for each level
  // they nest (which would make nesting cost its depth squared)
  sourceOf(b: Buf, src: string, p: Part, short: string): void {
    if (p.end - p.pos > 64) b.str(short);
    else b.range(src, p.pos, p.end);
  }

  // What a command substitution whose commands start at out.cmds[before] writes, when that
  // is known before it runs: `$(cat <<'EOF' … EOF)` (the heredoc's text: agents write commit
  // messages this way), `$(echo …)` and `$(printf %s …)` of literal words (literalOutput),
  // `$(pwd)` where the directory is known;
  // trailing newlines dropped, as a substitution drops them.
  // (the substitution's one command; the commands of substitutions nested in its words,
  // `$(dirname $(pwd))`, run before it and feed it: its output is read as at one level)
  knownOutput(before: i32): string | null {
    const cs = this.out.cmds;
    if (cs.length <= before || cs.length > before + 8) return null;
    let top: Cmd | null = null;
    for (let i = before; i < cs.length; i++) {
      const c = cs[i];
      let inner = false;
      for (let j = before; j < cs.length; j++) if (j != i && c.feeds === cs[j]) { inner = true; break; }
      if (inner) continue;
      if (top != null) return null;
      top = c;
    }
    if (top == null) return null;
    const k = top!;
    let t: string | null = null;
    if (k.argc() == 1 && k.lit[0] && k.name() == "cat" && k.hasHeredoc && !k.heredocCode && k.redirects.length == 1) t = k.heredoc;
    else if (k.redirects.length == 0 && !k.wraps && (k.name() == "echo" || k.name() == "printf") && k.argc() > 0) t = literalOutput(k);
    else if (k.redirects.length == 0 && !k.wraps && k.argc() > 0 && k.lit[0] && k.name() == "mktemp") t = mktempOutput(k);
    else if (k.redirects.length == 0 && !k.wraps && k.argc() > 1 && k.lit[0] && (k.name() == "basename" || k.name() == "dirname")) t = pathPartOutput(k);
    // (bash's pwd prints the logical directory it runs in: known when the model knows it —
    // the call's own directory as `.`, so that a path made of it stays the project's, as a
    // relative one is, wherever the project lives)
    else if (k.redirects.length == 0 && !k.wraps && k.lit[0] && k.name() == "pwd" && (k.argc() == 1 || k.argc() == 2 && k.lit[1] && k.argv[1] == "-L") && k.dir.length) t = k.dir == this.cwd0 ? "." : k.dir;
    if (t == null) return null;
    let e = t!.length;
    while (e > 0 && t!.charCodeAt(e - 1) == 10) e--;
    return t!.substring(0, e);
  }

  // What an expansion's operands evaluate that the parser keeps as text: a `$(( ))` or
  // `$[ ]` (arithmetic), a nested `${NAME:=…}` (an assignment) or `${NAME[SUB]}` (an
  // arithmetic subscript) in `${x:-WORD}`, `${x/PAT/REP}` … (its $( ) run as parts), and a
  // nested `${NAME@P}` (a prompt string: its $( ) run). An unquoted heredoc's body is read
  // the same way (Interp#heredocBodies): what it assigns is the shell's when a builtin, a
  // function or a group reads it. What arithmetic or `:=` may assign is unknown after.
  operandCode(src: string, s: i32, e: i32, scope: Scope, dir: string = ""): void {
    let arith = false, prompts = 0;
    for (let j = s; j + 1 < e; j++) {
      if (src.charCodeAt(j) != 36) continue;
      const c = src.charCodeAt(j + 1);
      if ((c == 40 && j + 2 < e && src.charCodeAt(j + 2) == 40) || c == 91) {
        // (the rest read once: linear however many there are)
        if (!arith) {
          const t = src.substring(j, e);
          this.noteArith(t, "a variable of $(( ))", scope);
          if (arithAssigns(t)) scope.forgetAll();
          arith = true;
        }
        continue;
      }
      if (c != 123) continue;
      let k = j + 2;
      while (k < e && isNameChar(src.charCodeAt(k), k == j + 2)) k++;
      if (k == j + 2 || k >= e) continue;
      const op = src.charCodeAt(k) == 58 && k + 1 < e ? src.charCodeAt(k + 1) : src.charCodeAt(k);
      if (op == 61) { const name = src.substring(j + 2, k); this.noteData(name); this.forget(scope, name); }
      else if (src.charCodeAt(k) == 91) { if (!arith) { const t = src.substring(k, e); this.noteArith(t, "a variable of ${ } arithmetic", scope); if (arithAssigns(t)) scope.forgetAll(); arith = true; } }
      else if (op == 64 && k + 2 < e && src.charCodeAt(k + 1) == 80 && src.charCodeAt(k + 2) == 125) {
        const v = scope.lookup(src.substring(j + 2, k));
        if (v != null && v.state == V_KNOWN) this.promptCode(v.value, dir);
        else if (!(v != null && v.state != V_UNKNOWN)) this.promptCode("$(\"${" + src.substring(j + 2, k) + "}\")", dir);
        prompts++;
      }
    }
    // (`${a[0]@P}`, `${!x@P}`, `${x@P}` built otherwise: a prompt string not known)
    let all = 0;
    for (let j = s; j + 2 < e; j++) if (src.charCodeAt(j) == 64 && src.charCodeAt(j + 1) == 80 && src.charCodeAt(j + 2) == 125) all++;
    if (all > prompts) this.promptCode("$(\"${_}\")", dir);
  }

  // A tilde-prefix's expansion (bash(1) "Tilde Expansion"): `~` is HOME's value, `~+`
  // PWD's, `~-` OLDPWD's. Where the call assigned that variable, its value
  // (TILDE_KNOWN, in tildeText) or TILDE_UNKNOWN; else the host's, kept as written
  // (TILDE_AS_WRITTEN: the rules read `~` as the home, `~+` as the directory the command
  // runs in). `~USER` is that user's home: as written.
  tilde(prefix: string, dirs: DirState): i32 {
    const name = prefix.length == 0 ? "HOME" : prefix == "+" ? "PWD" : prefix == "-" ? "OLDPWD" : "";
    if (name.length == 0) return TILDE_AS_WRITTEN;
    const v = dirs.vars.lookup(name);
    if (v == null) {
      return TILDE_AS_WRITTEN;
    }
    // (cd and pushd leave PWD and OLDPWD not known here, where the rules know `~+` as the
    // directory the command runs in: kept as written)
    if (v.state != V_KNOWN) return prefix.length == 0 ? TILDE_UNKNOWN : TILDE_AS_WRITTEN;
    this.tildeText = v.value;
    return TILDE_KNOWN;
  }

  // The parameter expansion at src[s, e): PARAM_VALUE (its text in paramText), PARAM_HOST
  // (a host variable the call never assigned: kept as written), PARAM_ALL ("$@", "${a[@]}"),
  // or PARAM_UNKNOWN. Forms read: $NAME, ${NAME}, ${NAME:-WORD}, ${NAME-WORD} with a plain
  // WORD; ${NAME:=…} and ${NAME=…} assign (NAME is unknown after); the rest is unknown.
  paramValue(dirs: DirState, src: string, s: i32, e: i32): i32 {
    let from = s + 1, to = e;
    const braced = src.charCodeAt(from) == 123;
    if (braced) { from++; to--; }
    // ${PARAM@P} expands PARAM's value as a prompt string, running the $( ) and backticks
    // in it (promptvars is on by default): a known value's are run; an unknown one's are
    // anything, a command whose name is that value (`$("${PARAM}")`: opaque)
    if (braced && to - from > 2 && src.charCodeAt(to - 2) == 64 && src.charCodeAt(to - 1) == 80) {
      const inner = src.substring(from, to - 2);
      let plain = inner.length > 0;
      for (let j = 0; j < inner.length; j++) if (!isNameChar(inner.charCodeAt(j), j == 0)) { plain = false; break; }
      const v = plain ? dirs.vars.lookup(inner) : null;
      if (v != null && v.state == V_KNOWN) this.promptCode(v.value, dirs.cur);
      else if (!(v != null && v.state != V_UNKNOWN)) this.promptCode("$(\"${" + inner + "}\")", dirs.cur);
      return PARAM_UNKNOWN;
    }
    if (braced) this.operandCode(src, from + 1, to, dirs.vars, dirs.cur);
    // ${(FLAGS)…}: zsh's parameter flags — `e` evaluates the value as shell text (zshexpn(1));
    // bash rejects the form: a command not known here
    if (braced && from < to && src.charCodeAt(from) == 40) { this.promptCode("$(\"${_}\")", dirs.cur); return PARAM_UNKNOWN; }
    let i = from;
    while (i < to && isNameChar(src.charCodeAt(i), i == from)) i++;
    if (i == from) {
      const c = i < to ? src.charCodeAt(i) : -1;
      // ${#NAME[SUB]}, ${!NAME[SUB]}: the subscript is arithmetic too
      if (braced && (c == 35 || c == 33)) {
        let j = i + 1;
        while (j < to && isNameChar(src.charCodeAt(j), j == i + 1)) j++;
        if (j > i + 1 && j < to && src.charCodeAt(j) == 91) this.noteArith(src.substring(j, to), "a variable of ${ } arithmetic", dirs.vars);
        // ${!NAME}: NAME's value names the variable read, and a subscript in it is
        // arithmetic bash evaluates (`a[$(cmd)]`): a value from data is code (not ${!P*}
        // or ${!P@}, which list names; ${!NAME@Q} and the other transformations do read
        // the variable NAME names)
        else if (c == 33 && j > i + 1 && (j == to || j + 1 < to || src.charCodeAt(j) != 42 && src.charCodeAt(j) != 64)) this.noteArith(src.substring(i + 1, j), "a variable named by another", dirs.vars);
      }
      // ${@:OFFSET[:LENGTH]}, ${*:…}, ${N:…} and the other special parameters' substrings:
      // the offset is arithmetic as a named one's (bash(1) "Parameter Expansion"), so a
      // variable from data there runs the $( ) of an `a[$(cmd)]` in its value
      if (braced) {
        let j = i;
        if (c >= 48 && c <= 57) while (j < to && src.charCodeAt(j) >= 48 && src.charCodeAt(j) <= 57) j++;
        else if (c == 64 || c == 42 || c == 35 || c == 63 || c == 45 || c == 36 || c == 33) j = i + 1;
        const op = j > i && j + 1 < to && src.charCodeAt(j) == 58 ? src.charCodeAt(j + 1) : -1;
        if (op >= 0 && op != 45 && op != 43 && op != 61 && op != 63) {
          const t = src.substring(j + 1, to);
          this.noteArith(t, "a variable of ${ } arithmetic", dirs.vars);
          if (findChar(t, 39) >= 0 && !this.inDouble) this.lateCode(t.replaceAll("'", ""), true, dirs.cur);
        }
      }
      if (this.posArgs != null) {
        // $N, ${N}, $#, $@, $* of a frame the walk knows (bash(1) "Positional Parameters")
        if (c >= 48 && c <= 57) {
          let n = c - 48, j = i + 1;
          if (braced) while (j < to && src.charCodeAt(j) >= 48 && src.charCodeAt(j) <= 57) { n = n * 10 + src.charCodeAt(j) - 48; j++; }
          if (j != to) return PARAM_UNKNOWN; // (${1:-x}, ${1#x}, …)
          if (n == 0) { if (!this.pos0Lit) return PARAM_UNKNOWN; this.paramText = this.pos0; return PARAM_VALUE; }
          const args = this.posArgs!;
          if (n > args.length) { this.paramText = ""; return PARAM_VALUE; }
          if (!this.posLit[n - 1]) return PARAM_UNKNOWN;
          this.paramText = args[n - 1];
          return PARAM_VALUE;
        }
        if (c == 35 && i + 1 == to) { this.paramText = this.posArgs!.length.toString(); return PARAM_VALUE; }
        if ((c == 64 || c == 42) && i + 1 == to) { this.posStar = c == 42; return PARAM_ARGS; }
      }
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
      if (op == 61 /* = */) { this.forget(dirs.vars, name); this.noteData(name); return PARAM_UNKNOWN; }
      if (op == 91 /* [ */ && k + 3 == to && (src.charCodeAt(k + 1) == 64 || src.charCodeAt(k + 1) == 42)) return PARAM_ALL;
      // an indexed array's subscript, and ${NAME:OFFSET[:LENGTH]}, are arithmetic
      // (bash(1) "Arrays", "Parameter Expansion"): `${a[PATH=1]}` assigns PATH
      if (op == 91 /* [ */ || (colon && op != 45 && op != 43 && op != 63)) {
        const t = src.substring(k, to);
        this.noteArith(t, "a variable of ${ } arithmetic", dirs.vars);
        // (unquoted, `${x:'a[$(cmd)]'}`'s quotes are removed and the offset evaluated: a
        // subscript in it runs its $( ), as a variable's value would)
        // (a subscript's own quoted $( ) is read where subscripts are: only an offset's here)
        let off = op == 91 ? t.indexOf("]:") : 0;
        if (off > 0) off += 2;
        if (off >= 0 && findChar(t, 39, off) >= 0 && !this.inDouble) this.lateCode(t.substring(off).replaceAll("'", ""), true, dirs.cur);
      }
      // ${NAME:?WORD}, ${NAME?WORD}: NAME's value (bash stops with WORD as its message when
      // NAME is unset, or null with the colon: the command does not run); ${NAME%/} and
      // ${NAME%%/} (a pattern of slashes alone): NAME's value less those trailing slashes,
      // the same directory in a path
      if (op == 63 /* ? */ || (op == 37 /* % */ && !colon && slashesOnly(src, src.charCodeAt(k + 1) == 37 ? k + 2 : k + 1, to))) {
        const v = dirs.vars.lookup(name);
        if (v == null) { this.hostText = "${" + name + "}"; return HOST_VARS.has(name) ? PARAM_HOST : PARAM_UNKNOWN; }
        if (v.state != V_KNOWN) return PARAM_UNKNOWN;
        let t = v.value;
        if (op == 37) { const pat = src.substring(src.charCodeAt(k + 1) == 37 ? k + 2 : k + 1, to); if (t.endsWith(pat)) t = t.substring(0, t.length - pat.length); }
        this.paramText = t;
        return PARAM_VALUE;
      }
      // ${NAME#PAT} ${NAME##PAT} ${NAME%PAT} ${NAME%%PAT} of a known value, PAT of plain
      // characters, `*` and `?` (bash(1) "Parameter Expansion": the shortest or longest
      // prefix or suffix it matches removed) — `${f##*/}` of a/.bashrc is .bashrc
      if (!colon && (op == 35 || op == 37)) {
        const v = dirs.vars.lookup(name);
        if (v == null || v.state != V_KNOWN) return PARAM_UNKNOWN;
        const longest = k + 1 < to && src.charCodeAt(k + 1) == op;
        const r = trimmed(v.value, src.substring(longest ? k + 2 : k + 1, to), op == 35, longest);
        if (r == null) return PARAM_UNKNOWN;
        this.paramText = r!;
        return PARAM_VALUE;
      }
      // ${NAME,,} ${NAME^^} ${NAME,} ${NAME^} (no pattern: every letter, or the first): a
      // known value's ASCII case changed — `${f,,}` of BASHRC is bashrc; bash(1) "Case
      // modification" (letters beyond ASCII follow the locale: unknown)
      if (!colon && (op == 44 || op == 94) && (k + 1 == to || k + 2 == to && src.charCodeAt(k + 1) == op)) {
        const v = dirs.vars.lookup(name);
        if (v == null || v.state != V_KNOWN) return PARAM_UNKNOWN;
        const t = v.value;
        for (let j = 0; j < t.length; j++) if (t.charCodeAt(j) > 127) return PARAM_UNKNOWN;
        const all = k + 2 == to;
        const lower = op == 44;
        const head = lower ? t.substring(0, 1).toLowerCase() : t.substring(0, 1).toUpperCase();
        this.paramText = all ? (lower ? t.toLowerCase() : t.toUpperCase()) : head + t.substring(1);
        return PARAM_VALUE;
      }
      // ${NAME/PAT/REP} ${NAME//PAT/REP} ${NAME/#PAT/REP} ${NAME/%PAT/REP}, ${NAME:OFF[:LEN]}
      // and ${NAME@U} ${NAME@L} ${NAME@u} of a known value (bash(1) "Parameter Expansion"):
      // computed where every part is plain (opText), else unknown
      if (!colon && op == 47 || colon && op != 45 && op != 43 && op != 63 && op != 61 || !colon && op == 64) {
        const v = dirs.vars.lookup(name);
        if (v == null || v.state != V_KNOWN) return PARAM_UNKNOWN;
        const r = opText(v.value, src.substring(k, to), colon);
        if (r == null) return PARAM_UNKNOWN;
        this.paramText = r!;
        return PARAM_VALUE;
      }
      if (op != 45 /* - */) return PARAM_UNKNOWN;
      def = k + 1;
      for (let j = def; j < to; j++) {
        const c = src.charCodeAt(j);
        if (c == 36 || c == 96 || c == 39 || c == 34 || c == 92) return PARAM_UNKNOWN;
      }
    }
    const v = dirs.vars.lookup(name);
    if (v == null) return HOST_VARS.has(name) ? PARAM_HOST : PARAM_UNKNOWN;
    if (v.state == V_UNKNOWN) {
      // (quoted, as itself, in a word read as a glob: expand's globWords)
      if (v.glob && def < 0 && this.globActive && this.inDouble) { this.paramText = v.value; return PARAM_GLOB; }
      // (unquoted, as fzf's line names it; anywhere else a name like any other)
      if (v.fed && def < 0 && !this.inDouble) return PARAM_FED;
      return PARAM_UNKNOWN;
    }
    const set = v.state == V_KNOWN;
    const useDefault = def >= 0 && (colon ? !set || v.value.length == 0 : !set);
    this.paramText = useDefault ? src.substring(def, to) : (set ? v.value : "");
    return PARAM_VALUE;
  }
}

// ─── patterns ──────────────────────────────────────────────────────────────────

const MAX_TRIM = 4096; // (a value or pattern longer than this is not trimmed here: unknown)

// The operators of opText, on a value of plain ASCII text no longer than MAX_OP_VALUE (a
// home or host variable's text kept as written, `~…`, `$HOME…`, is a path the text does
// not show: unknown). A pattern is trimmed's (plain characters, `*`, `?`); a replacement
// plain characters (no `&`, which bash 5.2's patsub_replacement reads as the match, no
// quote, escape, expansion or leading `~`). Cost: O(value × pattern) a start, over at most
// MAX_OP_VALUE starts.
const MAX_OP_VALUE = 256;

/** `value` under the operator text `op` (from its `/` or `@`; after the `:` of a substring), or null where it is not computed here. */
function opText(value: string, op: string, colon: bool): string | null {
  if (value.length > MAX_OP_VALUE || op.length > MAX_OP_VALUE) return null;
  for (let i = 0; i < value.length; i++) { const c = value.charCodeAt(i); if (c > 127 || c == 36 || c == 96) return null; }
  if (value.length && value.charCodeAt(0) == 126) return null;
  if (colon) return substringOp(value, op);
  const c0 = op.charCodeAt(0);
  if (c0 == 64) { // @U @L @u
    if (op == "@U") return value.toUpperCase();
    if (op == "@L") return value.toLowerCase();
    if (op == "@u") return value.substring(0, 1).toUpperCase() + value.substring(1);
    return null;
  }
  // `/`: the first match, `//` every one, `/#` at the start, `/%` at the end
  let i = 1, mode = 0;
  if (i < op.length) { const c = op.charCodeAt(i); if (c == 47) { mode = 1; i++; } else if (c == 35) { mode = 2; i++; } else if (c == 37) { mode = 3; i++; } }
  let e = i;
  while (e < op.length && op.charCodeAt(e) != 47) e++;
  const pat = op.substring(i, e);
  const rep = e < op.length ? op.substring(e + 1) : "";
  if (pat.length == 0 || !plainPattern(pat)) return null;
  for (let j = 0; j < rep.length; j++) { const c = rep.charCodeAt(j); if (c == 38 || c == 92 || c == 36 || c == 96 || c == 39 || c == 34 || c > 127) return null; }
  if (rep.length && rep.charCodeAt(0) == 126) return null;
  const n = value.length;
  if (mode == 2) { const l = longestAt(value, 0, pat); return l < 0 ? value : rep + value.substring(l); }
  if (mode == 3) {
    for (let s = 0; s <= n; s++) if (globWhole(pat, value.substring(s))) return value.substring(0, s) + rep;
    return value;
  }
  let out = "", s = 0;
  while (s <= n) {
    const l = longestAt(value, s, pat);
    if (l > 0) {
      out += rep; s += l;
      if (mode == 0) return out + value.substring(s);
      continue;
    }
    if (s < n) out += value.charAt(s);
    s++;
  }
  return out;
}

/** Plain characters, `*` and `?` only (trimmed's patterns): no bracket, quote, escape, expansion, group or leading `~`. */
function plainPattern(p: string): bool {
  if (p.length && p.charCodeAt(0) == 126) return false;
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c == 36 || c == 96 || c == 39 || c == 34 || c == 92 || c == 91 || c == 40 || c == 41 || c == 123 || c == 125 || c == 124 || c == 33 || c == 64 || c == 43 || c > 127) return false;
  }
  return true;
}

/** The length of the longest text at `s` of `v` glob `p` matches whole, or -1 (a set of pattern positions, a step a character). */
function longestAt(v: string, s: i32, p: string): i32 {
  const m = p.length;
  let cur = new StaticArray<bool>(m + 1);
  reach(cur, 0, p);
  let best = cur[m] ? 0 : -1;
  for (let t = s; t < v.length; t++) {
    const c = v.charCodeAt(t);
    const next = new StaticArray<bool>(m + 1);
    let any = false;
    for (let j = 0; j < m; j++) {
      if (!cur[j]) continue;
      const pc = p.charCodeAt(j);
      if (pc == 42) { reach(next, j, p); any = true; }
      else if (pc == 63 || pc == c) { reach(next, j + 1, p); any = true; }
    }
    if (!any) break;
    cur = next;
    if (cur[m]) best = t + 1 - s;
  }
  return best;
}
function reach(set: StaticArray<bool>, j: i32, p: string): void {
  set[j] = true;
  while (j < p.length && p.charCodeAt(j) == 42) { j++; set[j] = true; }
}

/** ${NAME:OFF[:LEN]} of `value`: OFF and LEN decimal (a negative OFF after a blank), or null where bash would fail or the text is more. */
function substringOp(value: string, t: string): string | null {
  const parts = t.split(":");
  if (parts.length > 2) return null;
  const off = decimalOf(parts[0]);
  if (off == i32.MIN_VALUE) return null;
  const n = value.length;
  let a = off < 0 ? n + off : off;
  if (a < 0 || a > n) return null;
  if (parts.length == 1) return value.substring(a);
  const len = decimalOf(parts[1]);
  if (len == i32.MIN_VALUE) return null;
  const b = len < 0 ? n + len : min(n, a + len);
  if (b < a) return null;
  return value.substring(a, b);
}
function decimalOf(t: string): i32 {
  const s = t.trim();
  if (s.length == 0 || s.length > 6) return i32.MIN_VALUE;
  let i = 0, neg = false;
  if (s.charCodeAt(0) == 45) { neg = true; i = 1; if (s.length == 1) return i32.MIN_VALUE; }
  let r = 0;
  for (; i < s.length; i++) { const c = s.charCodeAt(i); if (c < 48 || c > 57) return i32.MIN_VALUE; r = r * 10 + c - 48; }
  return neg ? -r : r;
}

/** A glob character (`*`, `?`, `[`) in t outside the ranges [subs[2k], subs[2k+1]). */
function globOutside(t: string, subs: Array<i32>): bool {
  let k = 0;
  for (let i = 0; i < t.length; i++) {
    while (k < subs.length && i >= subs[k + 1]) k += 2;
    if (k < subs.length && i >= subs[k]) continue;
    const c = t.charCodeAt(i);
    if (c == 42 || c == 63 || c == 91) return true;
  }
  return false;
}

/** t with each range [subs[2k], subs[2k+1]) replaced by pats[k]. */
function globbedText(t: string, subs: Array<i32>, pats: Array<string>): string {
  let r = "", at = 0;
  for (let k = 0; k < subs.length; k += 2) { r += t.substring(at, subs[k]) + pats[k >> 1]; at = subs[k + 1]; }
  return r + t.substring(at);
}

/** Whether glob `p` (plain characters, `*`, `?`) matches all of `t` (backtracking on the last `*`: O(|p|·|t|)). */
function globWhole(p: string, t: string): bool {
  let i = 0, j = 0, star = -1, mark = 0;
  while (j < t.length) {
    if (i < p.length && (p.charCodeAt(i) == 63 || p.charCodeAt(i) == t.charCodeAt(j))) { i++; j++; }
    else if (i < p.length && p.charCodeAt(i) == 42) { star = i++; mark = j; }
    else if (star >= 0) { i = star + 1; j = ++mark; }
    else return false;
  }
  while (i < p.length && p.charCodeAt(i) == 42) i++;
  return i == p.length;
}

/**
 * `value` less the shortest (or `longest`) prefix (`front`) or suffix matching `pat`; null
 * when `pat` holds more than plain characters, `*` and `?` (quotes, brackets, an
 * expansion, extglob), starts with `~` (a tilde-prefix: the pattern word is
 * tilde-expanded, `${X#~/}` trims HOME's value), either holds a character beyond ASCII
 * (what `?` and `*` match is the locale's: a byte, or a character of one or more), or
 * either is long.
 */
export function trimmed(value: string, pat: string, front: bool, longest: bool): string | null {
  if (value.length > MAX_TRIM || pat.length > MAX_TRIM) return null;
  if (!plainPattern(pat)) return null;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 127) return null;
  let stars = 0;
  for (let i = 0; i < pat.length; i++) if (pat.charCodeAt(i) == 42) stars++;
  // (no `*`: one length only; with them, each length tried: bounded by MAX_TRIM's square)
  if (stars == 0) {
    if (pat.length > value.length) return value;
    const part = front ? value.substring(0, pat.length) : value.substring(value.length - pat.length);
    if (!globWhole(pat, part)) return value;
    return front ? value.substring(pat.length) : value.substring(0, value.length - pat.length);
  }
  if (value.length > 512) return null;
  const n = value.length;
  for (let m = 0; m <= n; m++) {
    const len = longest ? n - m : m;
    const part = front ? value.substring(0, len) : value.substring(n - len);
    if (globWhole(pat, part)) return front ? value.substring(len) : value.substring(0, n - len);
  }
  return value;
}

// What `basename NAME [SUFFIX]` and `dirname NAME` print (POSIX: trailing slashes dropped,
// then the last component, or all before it), for literal words and no option; else null.
function pathPartOutput(k: Cmd): string | null {
  if (!joinedLit(k, 0, k.argv.length)) return null;
  const base = k.name() == "basename";
  if (k.argv.length > (base ? 3 : 2)) return null;
  const w = k.argv[1];
  if (w.startsWith("-") || k.argv.length > 2 && k.argv[2].startsWith("-")) return null;
  let e = w.length;
  while (e > 1 && w.charCodeAt(e - 1) == 47) e--;
  const t = w.substring(0, e);
  if (t == "/") return "/\n";
  if (t.length == 0) return base ? "\n" : ".\n";
  const slash = t.lastIndexOf("/");
  // (a home or a host variable kept as written, `~`, `~bob`, `$HOME`, `${TMPDIR:-/tmp}`,
  // is a path the text does not show: a part that reaches into it is not known here —
  // `dirname ~` is the home's parent, not `.`)
  if (slash < keptEnd(t)) return null;
  if (base) {
    let b = t.substring(slash + 1);
    if (k.argv.length > 2) { const suf = k.argv[2]; if (suf.length < b.length && b.endsWith(suf)) b = b.substring(0, b.length - suf.length); }
    return b + "\n";
  }
  if (slash < 0) return ".\n";
  let d = slash;
  while (d > 0 && t.charCodeAt(d - 1) == 47) d--;
  const dir: string = d == 0 ? "/" : t.substring(0, d);
  return dir + "\n";
}

// Where the leading `~…` and every `$NAME` / `${…}` of a word kept as written end (0: none).
function keptEnd(t: string): i32 {
  let end = 0;
  if (t.charCodeAt(0) == 126) { end = findChar(t, 47, 0); if (end < 0) end = t.length; }
  for (let i = 0; i < t.length; i++) {
    if (t.charCodeAt(i) != 36) continue;
    let j = i + 1;
    if (j < t.length && t.charCodeAt(j) == 123) { j = findChar(t, 125, j); if (j < 0) return t.length; j++; }
    else while (j < t.length && isNameChar(t.charCodeAt(j), j == i + 1)) j++;
    if (j > end) end = j;
    i = j - 1;
  }
  return end;
}

// ─── what a literal echo or printf writes ──────────────────────────────────────

export function joinedLit(cmd: Cmd, from: i32, to: i32): bool {
  for (let i = from; i < to; i++) if (!cmd.lit[i] || globbedAt(cmd, i)) return false;
  return true;
}

/**
 * Word i is a glob bash expands (Cmd#globs): its text is known, the names it becomes are
 * not. Where words are read again as shell text (eval, `sh -c`, a launcher that joins
 * them, what echo prints into a pipe to a shell), a name is syntax (`x;touch y`): unknown.
 */
export function globbedAt(cmd: Cmd, i: i32): bool {
  return cmd.globs.length > 0 && i < cmd.argv.length && cmd.globs.includes(cmd.argv[i]);
}

// What a literal echo or printf command writes (no backslash: echo's escapes differ between
// shells), or null.
export function literalOutput(c: Cmd): string | null {
  if (!joinedLit(c, 0, c.argv.length)) return null;
  let t: string | null = null;
  if (c.name() == "echo") {
    let k = 1;
    while (k < c.argv.length && echoOption(c.argv[k])) k++;
    t = joinWords(c.argv, k) + "\n";
  } else if (c.argv.length > 1) t = printfText(c.argv);
  return t != null && findChar(t!, 92) < 0 ? t : null;
}

// What `mktemp [-d] [-q] [-u]` prints: a new name in the temporary directory, `$TMPDIR`
// or /tmp (mktemp(1), GNU's and BSD's with no template), kept as the shell model keeps the
// host's TMPDIR: `${TMPDIR:-/tmp}/tmp.XXXXXXXXXX`. So `D=$(mktemp -d); rm -rf "$D"` is a
// delete strictly inside it. Not with a template, -p/-t, or a TMPDIR the call assigns.
const MKTEMP_FLAGS = latin1(",--directory,--quiet,--dry-run,--tmpdir,");
function mktempOutput(k: Cmd): string | null {
  if (k.scope != null && k.scope!.lookup("TMPDIR") != null) return null;
  for (let i = 1; i < k.argv.length; i++) {
    const a = k.argv[i];
    if (!k.lit[i] || a.length < 2 || a.charCodeAt(0) != 45) return null;
    if (a.charCodeAt(1) == 45) { if (!listed(MKTEMP_FLAGS, a)) return null; continue; }
    for (let j = 1; j < a.length; j++) { const c = a.charCodeAt(j); if (c != 100 && c != 113 && c != 117) return null; } // d q u
  }
  return "${TMPDIR:-/tmp}/tmp.XXXXXXXXXX";
}

// -n, -e, -E, or a bundle of them (-ne): the options echo takes.
export function echoOption(a: string): bool {
  if (a.length < 2 || a.charCodeAt(0) != 45) return false;
  for (let i = 1; i < a.length; i++) { const x = a.charCodeAt(i); if (x != 110 && x != 101 && x != 69) return false; }
  return true;
}

// What `printf FORMAT ARGS…` writes, when its format holds no escape but \n and no
// directive but %s and %%: each %s takes the next argument ("" past the last), and the
// format is used again while arguments remain; null otherwise (\x20, %c, %.3s, %b, -v …
// spell text this model does not), or past 1 M characters.
export function printfText(argv: Array<string>): string | null {
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

/** The text at i names TMPDIR (`TMPDIR`, `{TMPDIR`) after a literal `$`: a word that starts
 * so (`'$TMPDIR/x'`, `\$TMPDIR/x`) is a relative path whose first directory is named
 * `$TMPDIR`, not the temporary directory the model keeps `$TMPDIR` as the text of. It is
 * written `./$TMPDIR/x`: the same file, and no rule takes it for the host's. */
function quotedTmpdir(src: string, i: i32): bool {
  const j = i < src.length && src.charCodeAt(i) == 123 ? i + 1 : i;
  return src.startsWith("TMPDIR", j) && (j + 6 >= src.length || !isNameChar(src.charCodeAt(j + 6), false));
}

/** An extended glob's group src[from, to) (its `(` … `)`) has an alternative that begins
 * with a `.`, as written or escaped or quoted (`(.env)`, `(x|.ssh)`, `(?(.)env)`,
 * `(\\.env)`, `(".env")`): a pattern that may match a hidden name (bash(1) "Pattern
 * Matching": a leading `.` must be matched explicitly). */
function extglobHidden(src: string, from: i32, to: i32): bool {
  for (let k = from + 1; k < to; k++) {
    if (src.charCodeAt(k) != 46) continue;
    let j = k - 1;
    while (j > from && (src.charCodeAt(j) == 92 || src.charCodeAt(j) == 34 || src.charCodeAt(j) == 39)) j--;
    const c = src.charCodeAt(j);
    if (c == 40 || c == 124) return true;
  }
  return false;
}

/** A glob qualifier list src[from, to) that runs code in zsh: `e` followed by its
 * delimiter (`e:…:`, `e'…'`), or `+NAME` (a function called for each name). */
export function zshQualifierCode(src: string, from: i32, to: i32): bool {
  for (let k = from; k < to; k++) {
    const c = src.charCodeAt(k);
    const prev = k > from ? src.charCodeAt(k - 1) : 40;
    const start = prev == 40 || prev == 44 || prev == 94 || prev == 45 || prev == 41 || isQualifierLetter(prev);
    if (c == 43 && start) return true;
    if (c == 101 && start && k + 1 < to) {
      const d = src.charCodeAt(k + 1);
      if (!(d >= 48 && d <= 57) && !(d >= 65 && d <= 90) && !(d >= 97 && d <= 122) && d != 32 && d != 41 && d != 44) return true;
    }
  }
  return false;
}
function isQualifierLetter(c: i32): bool { return c == 46 || c == 47 || c == 64 || c == 61 || c == 112 || c == 42 || c == 37 || c == 114 || c == 119 || c == 120 || c == 82 || c == 87 || c == 88 || c == 78 || c == 68 || c == 110 || c == 77 || c == 84 || c == 70; }

/** Whether arithmetic text assigns: `=` and `op=` (not `==`, `!=`, `<=`, `>=`), `++`, `--`. */
export function arithAssigns(t: string): bool {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if ((c == 43 || c == 45) && i + 1 < t.length && t.charCodeAt(i + 1) == c) return true;
    if (c != 61) continue;
    if (i + 1 < t.length && t.charCodeAt(i + 1) == 61) { i++; continue; }
    const p = i > 0 ? t.charCodeAt(i - 1) : 0;
    if (p == 33) continue;
    if ((p == 60 || p == 62) && !(i > 1 && t.charCodeAt(i - 2) == p)) continue;
    return true;
  }
  return false;
}
