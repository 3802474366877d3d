// The shell's state as the interpretation carries it: variables in scopes, and the
// directory a command runs in (with pushd's stack).
//
// What the call assigns, as far as it is sure to hold when a later word is expanded:
// `X=reset; git $X --hard` is `git reset --hard`. An assignment that may not run (after
// && or || — one after && holds for the rest of its && chain: Interp#assign —, inside
// if/while/for/case or a function body), one in a pipeline or a
// background job (a subshell: it does not outlive its element), one whose value is not
// known, and every variable a builtin sets from data (read, mapfile, printf -v, for,
// getopts, arithmetic) make the variable unknown from there on. `source`, a non-literal
// eval, an opaque command and `declare -n` make every variable unknown. A subshell
// ( ), $( ), backticks) sees the variables and keeps its own; a child shell (`sh -c`)
// sees only the exported ones (and its prefix assignments), the rest as unknown (it gets
// the host's environment). Variables the call never assigns are unknown, except the
// host's HOME, TMPDIR, PWD and OLDPWD: their words keep the text as written (`$HOME/x`,
// `${TMPDIR:-/tmp}`) and stay known, for rules to match as the directories they name.
//
// Cost: a map lookup per expansion, over at most a few scopes (one per nesting level up
// to the nearest boundary); nothing for a call without expansions.

// (The three values of a variable: known with its value, unknown, or unset.)
export const V_KNOWN: u8 = 0, V_UNKNOWN: u8 = 1, V_UNSET: u8 = 2;
let varGen: u32 = 0; // orders assignments against "every variable is unknown from here"
export class Var {
  gen: u32 = ++varGen;
  num: bool = false; // (unknown, but a decimal integer: a loop's counter after its first pass)
  // (unknown, but one name the glob `value` matches, or the pattern itself where none does:
  // a for loop's variable over a glob word — wasm/shell/expand.ts globWords)
  glob: bool = false;
  // (unknown, but the name a walker feeds the command line it runs: fzf's item — WK_FED)
  fed: bool = false;
  // exported or not, as only the run knows (`set -a` or `export NAME` before it, which may
  // not have run): a child shell sees the host's value or this one, a program either
  expMaybe: bool = false;
  constructor(public state: u8, public value: string, public exported: bool) {}
}

export function isDecimal(t: string): bool {
  if (t.length == 0 || t.length > 18) return false;
  for (let i = 0; i < t.length; i++) { const c = t.charCodeAt(i); if (c < 48 || c > 57) if (!(i == 0 && c == 45 && t.length > 1)) return false; }
  return true;
}
export const UNKNOWN_VAR = new Var(V_UNKNOWN, "", false);
/** The assignments made so far (a mark to compare: Scope#forgetSince). */
export function varMark(): u32 { return varGen; }
export const SCOPE_SUBSHELL: u8 = 0, SCOPE_OPAQUE: u8 = 1, SCOPE_CHILD: u8 = 2;

// (the last lookupFunc found a definition past a child shell's boundary: an exported one)
let crossedChild = false;
export function lookupCrossedChild(): bool { return crossedChild; }

export class Scope {
  vars: Map<string, Var> = new Map<string, Var>();
  cut: u32 = 0; // assignments older than this (and every outer one) are unknown: forgetAll
  // the functions defined here: name → indices into the walk's definitions (Interp#funcDefs)
  funcs: Map<string, Array<i32>> | null = null;
  constructor(public parent: Scope | null, public boundary: u8) {}
  /** Records a definition of function `name` in this scope. */
  defineFunc(name: string, def: i32): void {
    let m = this.funcs;
    if (m == null) { m = new Map(); this.funcs = m; }
    if (!m.has(name)) m.set(name, []);
    m.get(name).push(def);
  }
  /**
   * Every definition of function `name` this scope may see, the latest first — its own and
   * its subshells' parents', up to a child shell, which sees them only when the call exported functions
   * (`exported`) — or null when none: a subshell's definitions end with it.
   */
  lookupFunc(name: string, exported: bool): Array<i32> | null {
    let out: Array<i32> | null = null;
    let s: Scope | null = this;
    let child = false;
    crossedChild = false;
    while (s != null) {
      const m = s.funcs;
      if (m != null && m.has(name)) {
        if (child) crossedChild = true;
        if (out == null) out = [];
        const ds = m.get(name);
        for (let i = ds.length - 1; i >= 0; i--) out.push(ds[i]); // (the latest first)
      }
      if (s.boundary == SCOPE_CHILD) { if (!exported) break; child = true; }
      s = s.parent;
    }
    return out;
  }
  /** The variable as seen here; null when the call never assigned it (the host's value). */
  lookup(name: string): Var | null {
    // (`$_` is the last argument of the command before, whatever the call assigned to it: bash(1))
    if (name == "_") return UNKNOWN_VAR;
    let s: Scope | null = this;
    let exportedOnly = false;
    while (s != null) {
      if (s.vars.has(name)) {
        const v = s.vars.get(name);
        return (exportedOnly && (!v.exported || v.expMaybe)) || v.gen < s.cut ? UNKNOWN_VAR : v;
      }
      if (s.cut > 0 || s.boundary == SCOPE_OPAQUE) return UNKNOWN_VAR;
      if (s.boundary == SCOPE_CHILD) exportedOnly = true;
      s = s.parent;
    }
    return null;
  }
  /** The variables assigned after `mark`, here and in the scopes it sees, are unknown (a
   * loop's later passes: what a pass assigns, the next reads). */
  forgetSince(mark: u32): void {
    let s: Scope | null = this;
    while (s != null) {
      const keys = s.vars.keys();
      for (let i = 0; i < keys.length; i++) {
        const v = s.vars.get(keys[i]);
        if (v.gen > mark && (v.state != V_UNKNOWN || v.num || v.glob)) {
          const u = new Var(V_UNKNOWN, "", v.exported);
          u.expMaybe = v.expMaybe;
          u.num = v.state == V_KNOWN && isDecimal(v.value) || v.num;
          s.vars.set(keys[i], u);
        }
      }
      s = s.parent;
    }
  }
  /** From here on, every variable is unknown (source, eval "$X", an opaque command). */
  forgetAll(): void { this.cut = ++varGen; }
  set(name: string, state: u8, value: string, exported: bool = false, expMaybe: bool = false): void {
    const old = this.lookup(name);
    const surely = exported || (old != null && old.exported && !old.expMaybe);
    const v = new Var(state, value, surely || expMaybe || (old != null && old.exported));
    v.expMaybe = !surely && (expMaybe || (old != null && old.expMaybe));
    this.vars.set(name, v);
  }
  /** NAME holds one name glob `pattern` matches (Var#glob). */
  setGlob(name: string, pattern: string, exported: bool = false, expMaybe: bool = false): void {
    this.set(name, V_UNKNOWN, pattern, exported, expMaybe);
    this.vars.get(name).glob = true;
  }
  /** NAME is the name a walker feeds the command line it runs (Var#fed). */
  setFed(name: string): void {
    this.set(name, V_UNKNOWN, "");
    this.vars.get(name).fed = true;
  }
}

const NO_ALTS = new Array<string>(0);

// The directory commands run in ("" when unknown), pushd's stack, and the variables.
export class DirState {
  stack: Array<string> = [];
  vars: Scope;
  errexit: bool = false; // `set -e` surely ran: a failing command that ends its list ends the shell
  // A cd, pushd or popd that later commands may run without — it may fail, or not run at
  // all — until its list or construct ends (Interp#settleCd): the directory and stack without
  // it and with it, the cond level it ran at, and how its list has gone on since.
  pend: bool = false;
  pBefore: string = "";
  pAfter: string = "";
  pBeforeStack: Array<string> = [];
  pAfterStack: Array<string> = [];
  pLevel: i32 = 0;
  pStart: bool = false; // it began its list (at its level)
  pSure: bool = false;  // … at the top level, not under `!`: set -e ends the shell if it fails
  pCant: bool = false;  // it cannot fail: it went to / or to where the call began, or above
  pJust: bool = false;  // it was the command just before
  pOr: bool = false;    // this command is the one `||` runs when it fails…
  pExit: bool = false;  // … and that was exit or return: what follows runs where it went
  pMixed: bool = false; // an `||` came since: either directory
  // After a cd that may have failed, the two directories the shell may be in, when both are
  // known and differ (cur is then ""): each command there is judged in both (wasm/engine.ts
  // drive). Anything else that sets cur drops them.
  alts: Array<string> = NO_ALTS;
  private _cur: string;
  get cur(): string { return this._cur; }
  set cur(v: string) { this._cur = v; this.alts = NO_ALTS; }
  constructor(cur: string, vars: Scope | null = null) { this._cur = cur; this.vars = vars != null ? vars : new Scope(null, SCOPE_SUBSHELL); }
  // a subshell: the same directory and variables, its own changes to them (a cd pending
  // outside is settled in the directory it starts in)
  // all of it, to be put back after a subshell's statement (keep/restore)
  keep(): DirState {
    const d = new DirState(this.cur, this.vars);
    d.stack = this.stack.slice(0); d.errexit = this.errexit; d.alts = this.alts;
    d.pend = this.pend; d.pBefore = this.pBefore; d.pAfter = this.pAfter;
    d.pBeforeStack = this.pBeforeStack; d.pAfterStack = this.pAfterStack; d.pLevel = this.pLevel;
    d.pStart = this.pStart; d.pSure = this.pSure; d.pCant = this.pCant; d.pJust = this.pJust;
    d.pOr = this.pOr; d.pExit = this.pExit; d.pMixed = this.pMixed;
    return d;
  }
  restore(d: DirState): void {
    this.cur = d.cur; this.alts = d.alts; this.stack = d.stack; this.errexit = d.errexit;
    this.pend = d.pend; this.pBefore = d.pBefore; this.pAfter = d.pAfter;
    this.pBeforeStack = d.pBeforeStack; this.pAfterStack = d.pAfterStack; this.pLevel = d.pLevel;
    this.pStart = d.pStart; this.pSure = d.pSure; this.pCant = d.pCant; this.pJust = d.pJust;
    this.pOr = d.pOr; this.pExit = d.pExit; this.pMixed = d.pMixed;
  }
  copy(): DirState { const d = new DirState(this.cur, new Scope(this.vars, SCOPE_SUBSHELL)); d.stack = this.stack.slice(0); d.errexit = this.errexit; d.alts = this.alts; return d; }
}

