// The engine driver: tool call in → verdict out, inside the WebAssembly module.
//
// Input: the payload's fields (set one by one by the host through `setField`), the
// compiled rules of one rule set (generated code, passed in as function references and
// tables), and host facts answered on demand through the `env.fact` import.
// Output: one JSON document (a string in linear memory) naming the tier, the rules that
// fired, the texts for the model, and — in explain mode — the trace of every simple
// command and fact.
//
// Precedence: each simple command gets the strictest tier of the rules that match it
// (deny > ask > allow > context); a matching `silent` rule is an exemption that clears
// the *non-blocking* tiers of that same command only, so it can never widen the deny
// surface. The verdict is the strictest over all commands and tool-level rules.
//
// Cost: the shell parse is linear; each rule is a straight-line predicate; facts are
// asked lazily and cached per call, so a command that matches nothing asks none.

import { Cmd, Output, parseShell, Buf, joinPath, MAX_COMMANDS } from "./shell";
import { Git, gitView } from "./git";

export { Cmd, Output, Git };

// ─── host interface ────────────────────────────────────────────────────────────

// kind: FACT_*; a/b: UTF-16 strings. Returns 1 true, 0 false, -1 unknown; string-valued
// facts hand their value back through `factReturn` before returning 1.
@external("env", "fact")
declare function hostFact(kind: i32, a: usize, al: i32, b: usize, bl: i32): i32;

export const FACT_EXISTS: i32 = 1;
export const FACT_IS_DIR: i32 = 2;
export const FACT_REPO_ROOT: i32 = 3;
export const FACT_ENV: i32 = 4;

export const TIER_SILENT: i32 = 0;
export const TIER_CONTEXT: i32 = 1;
export const TIER_ALLOW: i32 = 2;
export const TIER_ASK: i32 = 3;
export const TIER_DENY: i32 = 4;
const TIER_NAMES: StaticArray<string> = ["silent", "context", "allow", "ask", "deny"];

let keys = new Array<string>();
let vals = new Array<string>();
let factValue: string = "";
let explainMode: bool = false;

export function alloc(bytes: i32): usize { return heap.alloc(<usize>bytes); }

export function setField(k: usize, kl: i32, v: usize, vl: i32): void {
  keys.push(String.UTF16.decodeUnsafe(k, <usize>kl << 1));
  vals.push(String.UTF16.decodeUnsafe(v, <usize>vl << 1));
}

export function factReturn(p: usize, l: i32): void {
  factValue = String.UTF16.decodeUnsafe(p, <usize>l << 1);
}

export function setExplain(on: i32): void { explainMode = on != 0; }

function field(name: string): string {
  for (let i = keys.length - 1; i >= 0; i--) if (keys[i] == name) return vals[i];
  return "";
}

// ─── the rule table a generated module hands over ─────────────────────────────────

export class RuleTable {
  constructor(
    public ids: StaticArray<string>,
    public tiers: StaticArray<i32>,
    public msgs: StaticArray<string>,
    public failTier: i32,
  ) {}
}

class Hit {
  constructor(public rule: i32, public cmd: i32, public text: string) {}
}

class FactRecord {
  constructor(public kind: i32, public a: string, public b: string, public answer: string) {}
}

// Everything a rule can look at for one call.
export class Ctx {
  event: string = "";
  tool: string = "";
  cwd: string = "";
  projectDir: string = "";
  out: Output = new Output();
  hits: Array<Hit> = [];
  facts: Array<FactRecord> = [];
  gits: Array<Git | null> = [];
  gitDone: Array<bool> = [];
  cwdRoot: string = "";
  cwdRootDone: bool = false;
  constructor(public table: RuleTable) {}

  field(name: string): string { return field(name); }

  hit(rule: i32, c: Cmd | null): void {
    let idx = -1;
    if (c != null) idx = this.out.cmds.indexOf(c);
    this.hits.push(new Hit(rule, idx, render(this, this.table.msgs[rule], c)));
  }

  git(c: Cmd): Git | null {
    const i = this.out.cmds.indexOf(c);
    if (i < 0) return gitView(c);
    if (!this.gitDone[i]) { this.gits[i] = gitView(c); this.gitDone[i] = true; }
    return this.gits[i];
  }

  // ─── facts (lazy, cached) ───
  ask(kind: i32, a: string, b: string): string {
    for (let i = 0; i < this.facts.length; i++) {
      const f = this.facts[i];
      if (f.kind == kind && f.a == a && f.b == b) return f.answer;
    }
    factValue = "";
    const r = hostFact(kind, changetype<usize>(a), a.length, changetype<usize>(b), b.length);
    const answer = r < 0 ? "?" : (kind == FACT_REPO_ROOT || kind == FACT_ENV ? (r > 0 ? "=" + factValue : "") : (r > 0 ? "1" : "0"));
    this.facts.push(new FactRecord(kind, a, b, answer));
    return answer;
  }
  exists(path: string): i32 {
    if (path.length == 0) return -1;
    const r = this.ask(FACT_EXISTS, path, "");
    return r == "1" ? 1 : (r == "0" ? 0 : -1);
  }
  isDir(path: string): i32 {
    if (path.length == 0) return -1;
    const r = this.ask(FACT_IS_DIR, path, "");
    return r == "1" ? 1 : (r == "0" ? 0 : -1);
  }
  repoRoot(dir: string): string {
    if (dir.length == 0) return "";
    const r = this.ask(FACT_REPO_ROOT, dir, "");
    return r.startsWith("=") ? r.substring(1) : "";
  }
  env(name: string): string {
    const r = this.ask(FACT_ENV, name, "");
    return r.startsWith("=") ? r.substring(1) : "";
  }
  rootOfCwd(): string {
    if (!this.cwdRootDone) { this.cwdRoot = this.repoRoot(this.cwd); this.cwdRootDone = true; }
    return this.cwdRoot;
  }
}

// ─── helpers the generated predicates call ──────────────────────────────────────

// The directory a command acts on: git's -C/--work-tree, else where it runs.
export function targetDir(x: Ctx, c: Cmd): string {
  const g = x.git(c);
  if (g != null) return g.dir;
  return c.dir;
}

// The command acts in a different repository than the one holding the hook's cwd.
export function otherRepo(x: Ctx, c: Cmd): bool {
  const d = targetDir(x, c);
  if (d.length == 0) return false;
  if (d == x.cwd) return false;
  return x.repoRoot(d) != x.rootOfCwd();
}

// … and that repository's checkout is a primary one (its .git is a directory).
export function foreignPrimary(x: Ctx, c: Cmd): bool {
  const d = targetDir(x, c);
  if (d.length == 0 || d == x.cwd) return false;
  const root = x.repoRoot(d);
  if (root.length == 0 || root == x.rootOfCwd()) return false;
  return x.isDir(root + "/.git") == 1;
}

// A word names an existing path, relative to the directory the command acts in.
// Unknown (no directory, a fact error) counts as existing: the safe side for
// "is this a ref rather than a path" questions is to say nothing.
export function pathExists(x: Ctx, c: Cmd, w: string): bool {
  const d = targetDir(x, c);
  const p = joinPath(d, w);
  if (p.length == 0) return true;
  return x.exists(p) != 0;
}

export function chainOnlyAnd(x: Ctx, c: Cmd): bool {
  return x.out.lists[c.list].onlyAnd;
}

// The commands of the same chain (list) as `c`, wrappers looked through.
export function chainCmds(x: Ctx, c: Cmd): Array<Cmd> {
  const r = new Array<Cmd>();
  const cs = x.out.cmds;
  for (let i = 0; i < cs.length; i++) {
    const k = cs[i];
    if (k.list == c.list && !k.wraps && k.argv.length > 0) r.push(k);
  }
  return r;
}

export function flagsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.flags;
  const r = new Array<string>();
  for (let i = 1; i < c.argv.length; i++) {
    const a = c.argv[i];
    if (a == "--") break;
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      const eq = a.indexOf("=");
      r.push(a.startsWith("--") && eq > 0 ? a.substring(0, eq) : a);
    }
  }
  return r;
}

export function positionalsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) return g.pos;
  const r = new Array<string>();
  let dd = false;
  for (let i = 1; i < c.argv.length; i++) {
    const a = c.argv[i];
    if (!dd && a == "--") { dd = true; continue; }
    if (!dd && a.length > 1 && a.charCodeAt(0) == 45) continue;
    r.push(a);
  }
  return r;
}

export function argsOf(x: Ctx, c: Cmd): Array<string> {
  const g = x.git(c);
  if (g != null) {
    const r = new Array<string>();
    let at = 1 + g.globals.length + 1;
    for (let i = at; i < c.argv.length; i++) r.push(c.argv[i]);
    return r;
  }
  return c.argv.slice(1);
}

export function commentsOf(x: Ctx): Array<string> { return x.out.comments; }

// ─── messages ─────────────────────────────────────────────────────────────────

function render(x: Ctx, tpl: string, c: Cmd | null): string {
  if (tpl.indexOf("{") < 0 || c == null) return tpl;
  let s = tpl;
  if (s.includes("{dir}")) s = s.replaceAll("{dir}", targetDir(x, c));
  if (s.includes("{command}")) s = s.replaceAll("{command}", c.argv.join(" "));
  if (s.includes("{word}")) s = s.replaceAll("{word}", c.name());
  return s;
}

// ─── JSON output ──────────────────────────────────────────────────────────────

export function jsonStr(b: Buf, s: string): void {
  b.char(34);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 34 || c == 92) { b.char(92); b.char(c); }
    else if (c < 32) {
      if (c == 10) b.str("\\n"); else if (c == 9) b.str("\\t"); else if (c == 13) b.str("\\r");
      else { b.str("\\u00"); b.char(HEX.charCodeAt(c >> 4)); b.char(HEX.charCodeAt(c & 15)); }
    } else if (c >= 0xd800 && c <= 0xdfff) {
      // keep valid pairs, replace lone surrogates so the output is valid JSON text
      if (c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) { b.char(c); b.char(s.charCodeAt(i + 1)); i++; }
      else b.str("\\ufffd");
    } else b.char(c);
  }
  b.char(34);
}
const HEX = "0123456789abcdef";

function jsonArr(b: Buf, a: Array<string>): void {
  b.char(91);
  for (let i = 0; i < a.length; i++) { if (i) b.char(44); jsonStr(b, a[i]); }
  b.char(93);
}

function cmdJson(b: Buf, c: Cmd): void {
  b.str("{\"argv\":"); jsonArr(b, c.argv);
  if (c.via.length) { b.str(",\"via\":"); jsonStr(b, c.via); }
  // in the listing, any word that is not literal makes the entry opaque
  let opaque = c.opaque;
  for (let i = 0; i < c.lit.length && !opaque; i++) if (!c.lit[i]) opaque = true;
  if (opaque) b.str(",\"opaque\":true");
  b.str(",\"dir\":"); jsonStr(b, c.dir);
  b.str(",\"depth\":"); b.str(c.depth.toString());
  if (c.conn.length) { b.str(",\"conn\":"); jsonStr(b, c.conn == "\n" ? ";" : c.conn); }
  if (c.redirects.length) {
    b.str(",\"redirects\":[");
    for (let i = 0; i < c.redirects.length; i++) {
      const r = c.redirects[i];
      if (i) b.char(44);
      b.str("{\"op\":"); jsonStr(b, r.op);
      if (r.fd.length) { b.str(",\"fd\":"); jsonStr(b, r.fd); }
      b.str(",\"target\":"); jsonStr(b, r.target);
      b.char(125);
    }
    b.char(93);
  }
  if (c.wraps) b.str(",\"wraps\":true");
  b.char(125);
}

function gitJson(b: Buf, g: Git): void {
  b.str(",\"git\":{\"sub\":"); jsonStr(b, g.sub);
  b.str(",\"flags\":"); jsonArr(b, g.flags);
  b.str(",\"values\":"); jsonArr(b, g.vals);
  b.str(",\"positionals\":"); jsonArr(b, g.pos);
  b.str(",\"after\":"); jsonArr(b, g.after);
  b.str(",\"globals\":"); jsonArr(b, g.globals);
  b.str(",\"dir\":"); jsonStr(b, g.dir);
  b.char(125);
}

// `parse`: the shell model alone (rulec parse, tests, the differential oracle).
export function parse(): usize {
  const out = parseShell(field("command"), field("cwd"));
  const b = new Buf();
  b.str("{\"commands\":[");
  let n = 0;
  for (let i = 0; i < out.cmds.length; i++) {
    const c = out.cmds[i];
    if (c.argv.length == 0) continue;
    if (n++) b.char(44);
    cmdJson(b, c);
  }
  b.str("]");
  if (out.comments.length) { b.str(",\"comments\":"); jsonArr(b, out.comments); }
  if (out.error) b.str(",\"error\":true");
  if (out.overflow) b.str(",\"overflow\":true");
  b.str("}");
  return changetype<usize>(b.toString());
}

// ─── classify ─────────────────────────────────────────────────────────────────

export function classify(
  table: RuleTable,
  handles: (x: Ctx) => bool,
  evalCmd: (x: Ctx, c: Cmd) => void,
  evalTool: (x: Ctx) => void,
): usize {
  const x = new Ctx(table);
  x.event = field("hook_event_name");
  x.tool = field("tool_name");
  x.cwd = field("cwd");
  x.projectDir = field("project_dir");
  if (!handles(x)) return changetype<usize>(result(x, TIER_SILENT, [], false));
  evalTool(x);
  const command = field("tool_input.command");
  if (x.tool == "Bash" && command.length) {
    x.out = parseShell(command, x.cwd);
    const cs = x.out.cmds;
    for (let i = 0; i < cs.length; i++) { x.gits.push(null); x.gitDone.push(false); }
    if (!x.out.overflow) for (let i = 0; i < cs.length; i++) evalCmd(x, cs[i]);
  }
  if (x.out.overflow) return changetype<usize>(failure(x, "the command is too large or too deeply nested to analyse"));
  return changetype<usize>(decide(x));
}

function failure(x: Ctx, why: string): string {
  const b = new Buf();
  b.str("{\"tier\":"); jsonStr(b, TIER_NAMES[x.table.failTier]);
  b.str(",\"rules\":[\"rulec/limit\"],\"texts\":["); jsonStr(b, "rulec: " + why + "; the rule set's failure verdict applies.");
  b.str("],\"context\":[],\"overflow\":true}");
  return b.toString();
}

function decide(x: Ctx): string {
  const n = x.out.cmds.length;
  // per command: strictest tier, and whether an exemption matched
  const best = new StaticArray<i32>(n + 1);
  const exempt = new StaticArray<bool>(n + 1);
  for (let i = 0; i <= n; i++) best[i] = -1;
  for (let i = 0; i < x.hits.length; i++) {
    const h = x.hits[i];
    const k = h.cmd < 0 ? n : h.cmd;
    const t = x.table.tiers[h.rule];
    if (t == TIER_SILENT) exempt[k] = true;
    else if (t > best[k]) best[k] = t;
  }
  let tier = TIER_SILENT;
  for (let i = 0; i <= n; i++) {
    let t = best[i];
    if (exempt[i] && t <= TIER_CONTEXT) t = -1;
    if (t > tier) tier = t;
  }
  const kept = new Array<Hit>();
  for (let i = 0; i < x.hits.length; i++) {
    const h = x.hits[i];
    const k = h.cmd < 0 ? n : h.cmd;
    const t = x.table.tiers[h.rule];
    if (t == TIER_SILENT) continue;
    if (exempt[k] && t <= TIER_CONTEXT) continue;
    kept.push(h);
  }
  return result(x, tier, kept, true);
}

function result(x: Ctx, tier: i32, hits: Array<Hit>, trace: bool): string {
  const b = new Buf();
  b.str("{\"tier\":"); jsonStr(b, TIER_NAMES[tier]);
  const ids = new Array<string>();
  const texts = new Array<string>();
  const ctx = new Array<string>();
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    const t = x.table.tiers[h.rule];
    if (t == tier) {
      if (!ids.includes(x.table.ids[h.rule])) ids.push(x.table.ids[h.rule]);
      if (!texts.includes(h.text)) texts.push(h.text);
    } else if (t == TIER_CONTEXT && tier == TIER_ALLOW) {
      if (!ctx.includes(h.text)) ctx.push(h.text);
    }
  }
  b.str(",\"rules\":"); jsonArr(b, ids);
  b.str(",\"texts\":"); jsonArr(b, texts);
  b.str(",\"context\":"); jsonArr(b, ctx);
  if (x.out.error) b.str(",\"error\":true");
  if (explainMode && trace) {
    b.str(",\"trace\":[");
    for (let i = 0; i < x.out.cmds.length; i++) {
      const c = x.out.cmds[i];
      if (i) b.char(44);
      b.str("{\"command\":"); cmdJson(b, c);
      const g = x.git(c);
      if (g != null) gitJson(b, g);
      b.str(",\"hits\":[");
      let m = 0;
      for (let k = 0; k < x.hits.length; k++) {
        const h = x.hits[k];
        if (h.cmd != i) continue;
        if (m++) b.char(44);
        b.str("{\"rule\":"); jsonStr(b, x.table.ids[h.rule]);
        b.str(",\"tier\":"); jsonStr(b, TIER_NAMES[x.table.tiers[h.rule]]); b.char(125);
      }
      b.str("]}");
    }
    b.str("],\"toolHits\":[");
    let m = 0;
    for (let k = 0; k < x.hits.length; k++) {
      const h = x.hits[k];
      if (h.cmd >= 0) continue;
      if (m++) b.char(44);
      jsonStr(b, x.table.ids[h.rule]);
    }
    b.str("],\"facts\":[");
    for (let i = 0; i < x.facts.length; i++) {
      const f = x.facts[i];
      if (i) b.char(44);
      b.str("{\"kind\":"); b.str(f.kind.toString());
      b.str(",\"a\":"); jsonStr(b, f.a);
      if (f.b.length) { b.str(",\"b\":"); jsonStr(b, f.b); }
      b.str(",\"answer\":"); jsonStr(b, f.answer); b.char(125);
    }
    b.str("]");
  }
  b.char(125);
  return b.toString();
}

export { MAX_COMMANDS };

// ─── quantifiers over the words of a command (generated code passes predicates) ────

export type WordFn = (x: Ctx, c: Cmd, s: string) => bool;
export type CmdFn = (x: Ctx, c: Cmd) => bool;

export const SEL_FLAGS: i32 = 0;
export const SEL_POSITIONALS: i32 = 1;
export const SEL_ARGS: i32 = 2;
export const SEL_AFTER: i32 = 3;
export const SEL_ARGV: i32 = 4;

function selection(x: Ctx, c: Cmd, sel: i32): Array<string> {
  if (sel == SEL_FLAGS) return flagsOf(x, c);
  if (sel == SEL_POSITIONALS) return positionalsOf(x, c);
  if (sel == SEL_ARGS) return argsOf(x, c);
  if (sel == SEL_AFTER) {
    const g = x.git(c);
    if (g != null) return g.after;
    const i = c.argv.indexOf("--");
    return i < 0 ? new Array<string>() : c.argv.slice(i + 1);
  }
  return c.argv;
}

export function someWord(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, w: WordFn): bool {
  const a = selection(x, c, sel);
  const e = to < 0 || to > a.length ? a.length : to;
  for (let i = from; i < e; i++) if (w(x, c, a[i])) return true;
  return false;
}

export function everyWord(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, w: WordFn): bool {
  const a = selection(x, c, sel);
  const e = to < 0 || to > a.length ? a.length : to;
  for (let i = from; i < e; i++) if (!w(x, c, a[i])) return false;
  return true;
}

export function countWords(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32): i32 {
  const a = selection(x, c, sel);
  const e = to < 0 || to > a.length ? a.length : to;
  return e > from ? e - from : 0;
}

export function isCommand(c: Cmd): bool { return c.argv.length > 0 && !c.opaque; }

export function gitSub(x: Ctx, c: Cmd, w: WordFn): bool {
  const g = x.git(c);
  return g != null && g.subLiteral && g.sub.length > 0 && w(x, c, g.sub);
}

export function isGit(x: Ctx, c: Cmd): bool { return x.git(c) != null; }

export function chainSome(x: Ctx, c: Cmd, p: CmdFn): bool {
  const cs = chainCmds(x, c);
  for (let i = 0; i < cs.length; i++) if (p(x, cs[i])) return true;
  return false;
}

export function commentSome(x: Ctx, c: Cmd, w: WordFn): bool {
  const cs = x.out.comments;
  for (let i = 0; i < cs.length; i++) if (w(x, c, cs[i])) return true;
  return false;
}
