// The rule interpreter: a rule set as data, evaluated over the engine's model of a call.
//
// Input: the rule data compiler/ruledata.ts writes (the IR as compact tables: word and
// predicate nodes, rules, texts, effects, the dispatch by command name, the automata of
// the rule set's regexes), handed over once by `loadRules` — at build time, where the
// module is then snapshotted with the data decoded (compiler/link.ts), so a hook call
// never decodes anything. Output: `classify()`, the engine's driver (engine.ts) run with
// this rule set's predicates.
//
// Why data and not generated code: the engine is compiled once, when rulec itself is
// built, and a rule set costs a build no compiler (a build links data in well under a
// second). The three-valued semantics of every predicate (NO, UNK, YES: Kleene logic;
// bounds on where a word known only at run time may stand) live here, once, for every
// rule set, not in code generated per rule set.
//
// Cost per call: one dispatch on the command's name (a map lookup), then a walk of each
// candidate rule's predicate tree; a word list is scanned in place; a regex site's automaton runs
// at most once per distinct word (its answers kept for the call).

import {
  Ctx, Cmd, RuleTable, classify as drive, contextOf, callSerial, Tree, T_ARR, NO, UNK, YES,
  SEL_ARGV, SEL_REDIRECTS, selection, chainCmds, chainId, otherRepo, foreignPrimary, pathExists, pathExistsKnown,
  existsFact, globExistsFact, jsonKeyFact, callCmd, fieldValue, isField, countWork, targetDir, unknownAskCount,
} from "./engine";
import { Buf, isUnk, UNK_ONE, UNK_MANY, listed, latin1, stageBefore } from "./shell";
import { wordHash, isDigits, joinWith } from "./shell/text";
import { dfaMatchUnits, dfaGlobMay, globDots, globNocase, Brackets, dfaPartCount, dfaPartHas, dfaRunPart } from "./dfa";
import { packedText } from "./inflate";
import { Spec, setSpecs, setNocase, setRuleNames, foldCase } from "./specs";
import { mayBeGit } from "./shell/gitrun";
import { TIER_ALLOW } from "./protocol";

// ─── the format (compiler/ruledata.ts writes it: keep the two in step) ─────────────

export const RULE_DATA_MAGIC: u32 = 0x444c5552; // "RULD"
export const RULE_DATA_VERSION: u32 = 3;

// word nodes: a test of one string
const W_EQ: u32 = 0, W_PREFIX: u32 = 1, W_RE: u32 = 2, W_EXISTS: u32 = 3, W_ALL: u32 = 4, W_ANY: u32 = 5, W_NOT: u32 = 6, W_PATH: u32 = 7, W_REPO: u32 = 8, W_BRANCH: u32 = 9, W_PROJECT: u32 = 10, W_TREE: u32 = 11;
// predicate nodes: a three-valued test of a command (or the call)
const P_TRUE: u32 = 0, P_COMMAND: u32 = 1, P_GIT: u32 = 2, P_SOME: u32 = 3, P_EVERY: u32 = 4, P_COUNT: u32 = 5,
  P_OPAQUE: u32 = 6, P_VIA: u32 = 7, P_OTHER_REPO: u32 = 8, P_FOREIGN_PRIMARY: u32 = 9, P_CHAIN_ONLY_AND: u32 = 10,
  P_CHAIN_SOME: u32 = 11, P_COMMENT: u32 = 12, P_SCRIPT: u32 = 13, P_TOOL: u32 = 14, P_EVENT: u32 = 15,
  P_FIELD: u32 = 16, P_FACT_EXISTS: u32 = 17, P_FACT_GLOB: u32 = 18, P_FACT_JSON_KEY: u32 = 19, P_FACT_ENV: u32 = 20,
  P_ALL: u32 = 21, P_ANY: u32 = 22, P_NOT: u32 = 23, P_OPTION: u32 = 24, P_KNOWN_OPTIONS: u32 = 25, P_PIPED_FROM: u32 = 26, P_WRAPPER: u32 = 27,
  P_PIPED_NAMES: u32 = 28;

// A walk fact's pattern as the host takes it: "site:idx", and where the fact reads a found
// file's text, ":site:idx:site:idx" more — the paths that test applies to, then the text
// (runtime/core.mjs globExists)
function factPattern(site: i32, idx: i32, read: StaticArray<i32>): string {
  let s = site.toString() + ":" + idx.toString();
  for (let i = 0; i < read.length; i++) s += ":" + unchecked(read[i]).toString();
  return s;
}

class WNode {
  op: u32 = 0;
  list: usize = 0;                          // W_EQ of Latin-1 words: a List (shell.ts `listed`)
  hashed: bool = false;                     // … of many: a table of Lists by hash (hashedListed)
  strs: StaticArray<string> | null = null;  // W_EQ of other words, W_PREFIX; W_TREE: its fact's pattern, then its walk filter
  a: i32 = 0;                               // W_RE: site; W_EXISTS: 1 when unknown counts as "no"; W_NOT: the node
  b: i32 = 0;                               // W_RE: the pattern's index in its site
  kids: StaticArray<i32> | null = null;
}

class PNode {
  op: u32 = 0;
  sel: i32 = 0;
  from: i32 = 0;
  to: i32 = -1;
  least: i32 = 0;
  most: i32 = -1;
  w: i32 = -1;       // a word node (or, for P_CHAIN_SOME and P_NOT, a predicate node)
  s1: string = "";
  s2: string = "";
  unknown: bool = false;
  strs: StaticArray<string> | null = null;
  kids: StaticArray<i32> | null = null;
}

/** One automaton's worth of regexes, and the call's answers for the last string it ran on. */
class Site {
  table: usize = 0;
  bits: StaticArray<u32> = [];
  /** The parts of the table already run over the string `last` (a bit each). */
  ran: StaticArray<u32> = [];
  /** For each pattern, the parts of the table that report it. */
  partsOf: Array<StaticArray<u16>> = [];
  last: usize = 0;
  serial: u32 = 0;
}

let W: Array<WNode> = [];
let P: Array<PNode> = [];
let SITES: Array<Site> = [];
let RULE_WHEN: StaticArray<i32> = [];
let BLOCKING: StaticArray<bool> = [];
let APPROVES: StaticArray<bool> = []; // (an allow rule)
let COVER: Array<StaticArray<i32>> = [];
let GROUPS: Array<StaticArray<i32>> = [];
let BY_NAME = new Map<string, i32>();
let BY_SUB = new Map<string, i32>();
let INDEXED: bool = false;
let NONE_GROUP: i32 = 0;
let GIT_GROUP: i32 = 0;
let ALL_GROUP: i32 = 0;
let TOOL_RULES: StaticArray<i32> = [];
let REQUIRES: StaticArray<i32> = [];
let EVENTS: StaticArray<string> = [];
let TOOLS: StaticArray<string> = [];
let ANY_TOOL: bool = false;
let NOCASE: bool = false;
let TABLE: RuleTable = new RuleTable([], [], [], 0);
let loaded: bool = false;

// ─── loading ───────────────────────────────────────────────────────────────────

/** Reads the data: u32 words (little-endian) and UTF-8 strings, each length-prefixed and 4-aligned. */
class Reader {
  kept: Array<usize> = []; // [start, end) pairs of byte blocks the tables point into
  constructor(public p: usize, public end: usize) {}
  u32(): u32 {
    if (this.p + 4 > this.end) unreachable();
    const v = load<u32>(this.p);
    this.p += 4;
    return v;
  }
  i32(): i32 { return <i32>this.u32(); }
  bytes(): usize {
    const n = <usize>this.u32();
    const at = this.p;
    if (at + n > this.end) unreachable();
    this.p += (n + 3) & ~3;
    this.kept.push(at);
    this.kept.push(at + n);
    return at;
  }
  /** A byte block's address, or 0 for an empty one. */
  bytesOrNone(): usize {
    const n = load<u32>(this.p);
    const at = this.bytes();
    return n ? at : 0;
  }
  /** Zeroes what was decoded and is not pointed into: the snapshot keeps only non-zero memory. */
  clearRead(start: usize): void {
    let from = start;
    for (let i = 0; i < this.kept.length; i += 2) {
      const a = this.kept[i];
      if (a > from) memory.fill(from, 0, a - from);
      from = this.kept[i + 1];
    }
    if (this.end > from) memory.fill(from, 0, this.end - from);
  }
  str(): string {
    const n = <usize>this.u32();
    if (this.p + n > this.end) unreachable();
    const s = n ? String.UTF8.decodeUnsafe(this.p, n) : "";
    this.p += (n + 3) & ~3;
    return s;
  }
  strs(): StaticArray<string> {
    const n = this.i32();
    const r = new StaticArray<string>(n);
    for (let i = 0; i < n; i++) unchecked(r[i] = this.str());
    return r;
  }
  ints(): StaticArray<i32> {
    const n = this.i32();
    const r = new StaticArray<i32>(n);
    for (let i = 0; i < n; i++) unchecked(r[i] = this.i32());
    return r;
  }
}

/** Memory for the rule data, kept for good (the allocator's mark for calls is set later, by the first call). */
export function rulesAlloc(bytes: i32): usize { return heap.alloc(<usize>bytes); }

/** Decodes the rule data at [p, p + n): the module's rule set from then on. 1 when it was read. */
export function loadRules(p: usize, n: i32): i32 {
  const r = new Reader(p, p + <usize>n);
  if (r.u32() != RULE_DATA_MAGIC || r.u32() != RULE_DATA_VERSION) return 0;
  const name = r.str();
  const failTier = r.i32(), unknownTier = r.i32(), limitTier = r.i32(), maxContext = r.i32();
  EVENTS = r.strs();
  const toolFlags = r.u32();
  ANY_TOOL = (toolFlags & 1) != 0;
  NOCASE = (toolFlags & 2) != 0;
  setNocase(NOCASE);
  TOOLS = r.strs();

  const nSites = r.i32();
  SITES = new Array<Site>(nSites);
  for (let i = 0; i < nSites; i++) {
    const s = new Site();
    const shared = r.i32();
    r.u32(); // (dense or comb: each part of the table says which it is)
    s.bits = new StaticArray<u32>((r.i32() + 31) >> 5);
    s.table = shared >= 0 ? SITES[shared].table : r.bytes();
    s.ran = new StaticArray<u32>((dfaPartCount(s.table) + 31) >> 5);
    s.partsOf = new Array<StaticArray<u16>>(s.bits.length << 5);
    for (let k = 0; k < s.partsOf.length; k++) unchecked(s.partsOf[k] = partsReporting(s.table, k));
    SITES[i] = s;
  }

  const nW = r.i32();
  W = new Array<WNode>(nW);
  for (let i = 0; i < nW; i++) {
    const w = new WNode();
    w.op = r.u32();
    if (w.op == W_EQ || w.op == W_PREFIX) {
      const form = r.u32();
      if (form != 0) { w.list = r.bytes(); w.hashed = form == 2; }
      else w.strs = r.strs();
    } else if (w.op == W_RE) { w.a = r.i32(); w.b = r.i32(); }
    else if (w.op == W_EXISTS) w.a = r.i32();
    else if (w.op == W_TREE) {
      w.a = r.i32(); w.b = r.i32();
      const pattern = factPattern(w.a, w.b, r.ints()), only = r.strs();
      const all = new StaticArray<string>(only.length + 1);
      all[0] = pattern;
      for (let k = 0; k < only.length; k++) all[k + 1] = only[k];
      w.strs = all;
    }
    else if (w.op == W_ALL || w.op == W_ANY) w.kids = r.ints();
    else if (w.op == W_NOT || w.op == W_PATH) w.a = r.i32();
    else if (w.op != W_REPO && w.op != W_BRANCH && w.op != W_PROJECT) return 0;
    W[i] = w;
  }

  const nP = r.i32();
  P = new Array<PNode>(nP);
  for (let i = 0; i < nP; i++) {
    const q = new PNode();
    const op = r.u32();
    q.op = op;
    if (op == P_COMMAND || op == P_GIT || op == P_VIA || op == P_COMMENT || op == P_SCRIPT) q.w = r.i32();
    else if (op == P_SOME || op == P_EVERY) { q.sel = r.i32(); q.from = r.i32(); q.to = r.i32(); q.w = r.i32(); }
    else if (op == P_COUNT) { q.sel = r.i32(); q.from = r.i32(); q.to = r.i32(); q.least = r.i32(); q.most = r.i32(); }
    else if (op == P_CHAIN_SOME || op == P_NOT || op == P_PIPED_FROM || op == P_PIPED_NAMES) q.w = r.i32();
    else if (op == P_TOOL || op == P_EVENT) q.strs = r.strs();
    else if (op == P_OPTION) { q.strs = r.strs(); q.w = r.i32(); }
    else if (op == P_FIELD || op == P_FACT_ENV) { q.s1 = r.str(); q.w = r.i32(); }
    else if (op == P_FACT_EXISTS) { q.s1 = r.str(); q.unknown = r.u32() != 0; }
    else if (op == P_FACT_GLOB) {
      // the fact names the glob by its automaton's site and pattern: the host walks the
      // directory and asks globTest of each path (no regex engine in any host)
      q.s1 = r.str(); const site = r.i32(), idx = r.i32(); q.unknown = r.u32() != 0;
      q.s2 = factPattern(site, idx, r.ints());
      q.strs = r.strs();
    }
    else if (op == P_FACT_JSON_KEY) { q.s1 = r.str(); q.s2 = r.str(); q.unknown = r.u32() != 0; }
    else if (op == P_ALL || op == P_ANY) q.kids = r.ints();
    else if (op > P_WRAPPER) return 0;
    P[i] = q;
  }

  const nRules = r.i32();
  const ids = new StaticArray<string>(nRules);
  const tiers = new StaticArray<i32>(nRules);
  const flags = new StaticArray<i32>(nRules);
  const keys = new StaticArray<string>(nRules);
  const vias = new StaticArray<usize>(nRules);
  const effects = new Array<string>();
  const effectsAt = new StaticArray<i32>(nRules + 1);
  RULE_WHEN = new StaticArray<i32>(nRules);
  BLOCKING = new StaticArray<bool>(nRules);
  APPROVES = new StaticArray<bool>(nRules);
  COVER = new Array<StaticArray<i32>>(nRules);
  for (let i = 0; i < nRules; i++) {
    ids[i] = r.str();
    tiers[i] = r.i32();
    flags[i] = r.i32();
    keys[i] = r.str();
    RULE_WHEN[i] = r.i32();
    BLOCKING[i] = r.u32() != 0;
    APPROVES[i] = tiers[i] == TIER_ALLOW;
    effectsAt[i] = effects.length;
    const ne = r.i32();
    for (let k = 0; k < ne * 3; k++) effects.push(r.str());
    COVER[i] = r.ints();
    vias[i] = r.bytesOrNone();
  }
  effectsAt[nRules] = effects.length;
  const msgAt = r.ints();
  const packed = r.ints();
  const blob = r.bytes();

  GROUPS = new Array<StaticArray<i32>>();
  const nGroups = r.i32();
  for (let i = 0; i < nGroups; i++) GROUPS.push(r.ints());
  INDEXED = r.u32() != 0;
  NONE_GROUP = r.i32();
  GIT_GROUP = r.i32();
  ALL_GROUP = r.i32();
  BY_NAME = new Map<string, i32>();
  for (let i = 0, n = r.i32(); i < n; i++) { const k = r.str(); BY_NAME.set(k, r.i32()); }
  setRuleNames(BY_NAME);
  BY_SUB = new Map<string, i32>();
  for (let i = 0, n = r.i32(); i < n; i++) { const k = r.str(); BY_SUB.set(k, r.i32()); }
  TOOL_RULES = r.ints();
  REQUIRES = r.ints();
  const specs = new Map<string, Spec>();
  for (let i = 0, n = r.i32(); i < n; i++) {
    const name = r.str();
    const sp = new Spec();
    const bits = r.u32();
    sp.abbrev = (bits & 1) != 0;
    sp.oldStyle = (bits & 2) != 0;
    sp.valued = r.bytes();
    sp.longs = r.bytes();
    sp.shorts = r.bytes();
    sp.aliases = r.bytes();
    sp.env = r.bytes();
    specs.set(name, sp);
  }
  setSpecs(specs);
  if (r.u32() != RULE_DATA_MAGIC) return 0;
  r.clearRead(p);

  const effectArr = new StaticArray<string>(effects.length);
  for (let i = 0; i < effects.length; i++) effectArr[i] = effects[i];
  const t = new RuleTable(ids, tiers, [], failTier, flags, effectArr, effectsAt, maxContext, keys, blob, msgAt,
    packed, packed.length ? packedText : null);
  t.name = name;
  t.unknownTier = unknownTier;
  t.limitTier = limitTier;
  t.vias = vias;
  t.coverFn = covers;
  TABLE = t;
  loaded = true;
  return 1;
}

// ─── words ─────────────────────────────────────────────────────────────────────

// A long word list as the compiler hashes it (compiler/ruledata.ts hashedListBytes): the
// bucket of `s` by FNV-1a over its code units, then the List of that bucket.
// (the last word hashed, and its hash: a command's name is looked up in list after list)
let hashedFor: usize = 0, hashedSerial: u32 = 0, hashedValue: u32 = 0;
function hashedListed(t: usize, s: string): bool {
  const p = changetype<usize>(s);
  if (p != hashedFor || hashedSerial != callSerial) { hashedValue = wordHash(s); hashedFor = p; hashedSerial = callSerial; }
  const h = hashedValue;
  const nb = <u32>load<u16>(t);
  return listed(t + <usize>load<u16>(t + 4 + (<usize>(h & (nb - 1)) << 1)), s);
}

function word(x: Ctx, c: Cmd, n: i32, s: string): bool {
  const w = unchecked(W[n]);
  const op = w.op;
  if (op == W_EQ) {
    if (w.list != 0) return w.hashed ? hashedListed(w.list, s) : listed(w.list, s);
    const v = w.strs!;
    for (let i = 0; i < v.length; i++) if (unchecked(v[i]) == s) return true;
    return false;
  }
  if (op == W_PREFIX) {
    const v = w.strs!;
    for (let i = 0; i < v.length; i++) if (s.startsWith(unchecked(v[i]))) return true;
    return false;
  }
  if (op == W_RE) return matches(w.a, w.b, s);
  if (op == W_EXISTS) {
    if (w.a != 0) return pathExistsKnown(x, c, s);
    const e = pathExists(x, c, s);
    if (e < 0) pathUnknown = true; // (not known: a deny or ask rule asks)
    return e == 1;
  }
  // (three-valued over asPath's unknown, pathUnknown: a conjunct surely false makes the
  // conjunction false, a disjunct surely true the disjunction true, whatever the others)
  if (op == W_ALL) {
    const k = w.kids!;
    let unk = false;
    for (let i = 0; i < k.length; i++) {
      pathUnknown = false;
      if (word(x, c, unchecked(k[i]), s)) { if (pathUnknown) unk = true; }
      else if (pathUnknown) unk = true;
      else return false;
    }
    pathUnknown = unk;
    return true;
  }
  if (op == W_ANY) {
    const k = w.kids!;
    let unk = false;
    for (let i = 0; i < k.length; i++) {
      pathUnknown = false;
      if (word(x, c, unchecked(k[i]), s)) { if (!pathUnknown) return true; unk = true; }
      else if (pathUnknown) unk = true;
    }
    pathUnknown = unk;
    return false;
  }
  if (op == W_PATH) {
    const r = resolvedPath(x, c, s);
    if (r === null) { pathUnknown = true; return false; }
    const p = normalPath(r!);
    if (word(x, c, w.a, p)) return true;
    // (judging an approval, the file a symbolic link there names — a project's `notes`
    // linked to `~/.ssh/id_rsa` —: the host's realpath, as the kernel resolves it)
    if (APPROVING && p.startsWith("/") && !c.away && !x.away) {
      const real = x.realPath(p);
      if (real === null) { pathUnknown = true; return false; }
      if (real!.length && real! != p) return word(x, c, w.a, real!);
    }
    return false;
  }
  if (op == W_PROJECT) {
    // (the cwd's repository at, below or above the path; a path under the host's home or
    // temporary directory, `~/x`, `$TMPDIR/x`, is not looked for)
    const r0 = resolvedPath(x, c, s);
    if (r0 === null) { pathUnknown = true; return false; }
    const r = homePath(x, c, r0!);
    if (!r.startsWith("/")) return false;
    const p = normalPath(r);
    const root = x.rootOfCwd();
    return root.length > 0 && (root == p || p == "/" || root.startsWith(p + "/") || p.startsWith(root + "/"));
  }
  if (op == W_REPO) {
    // (the cwd's repository at or below the path; or a .git in it)
    const r0 = resolvedPath(x, c, s);
    const r = r0 === null ? "" : homePath(x, c, r0!);
    if (!r.startsWith("/")) { pathUnknown = true; return false; }
    const p = normalPath(r);
    const root = x.rootOfCwd();
    if (root.length && (root == p || p == "/" || root.startsWith(p + "/"))) return true;
    const e = x.exists(p == "/" ? "/.git" : p + "/.git");
    if (e < 0) pathUnknown = true;
    return e == 1;
  }
  if (op == W_TREE) {
    // (the tree below the directory the word names, as the host walks it, holds a path the
    // pattern matches — FACT_GLOB, the pattern by its automaton's site. Both asked at once:
    // one round. A path with a `..` is given as written, for the kernel to resolve through
    // the links before it — `lnk/..` is the parent of the link's target. A file holds none,
    // but one reached through a link is tested as the path it resolves to; nothing there
    // holds none)
    const r0 = resolvedPath(x, c, s);
    const r = r0 === null ? "" : homePath(x, c, r0!);
    if (!r.startsWith("/") || c.away || x.away) { pathUnknown = true; return false; }
    const p = r.includes("/..") ? r : normalPath(r);
    const d = x.isDir(p);
    const g = x.globExists(p, unchecked(w.strs![0]) + walkFilter(x, c, w.strs!, 1));
    if (d == 0) {
      const real = x.realPath(p);
      if (real === null) { pathUnknown = true; return false; }
      return real!.length > 0 && real! != p && matches(w.a, w.b, real!);
    }
    if (d < 0 || g < 0) { pathUnknown = true; return false; }
    return g == 1;
  }
  if (op == W_BRANCH) {
    // (a branch only a remote has, where the command acts: git's checkout and switch create it)
    const b = x.gitBranch(targetDir(x, c), s);
    if (b == "?") { pathUnknown = true; return false; }
    return b == "remote";
  }
  return !word(x, c, w.a, s); // W_NOT
}

// A path a word names can be known only when the command runs (relative, in a directory
// the call leaves unknown): set by word() for asPath, read by some() as an unknown entry.
let pathUnknown = false;

// ─── globs ─────────────────────────────────────────────────────────────────────
// A word bash expands as a glob (Cmd#globs: `cat .git/c*`) names files known only when it
// runs — or itself, when none matches. A predicate that holds of the text as written holds
// (a rule that names the pattern, `rm -r /e*`, means it); one that does not is unknown
// where it could hold of a name the pattern matches (a regex: the search of wasm/dfa.ts
// dfaGlobMay; a list of names: each tested against the pattern; a path's existence:
// always), else false. (`*.txt` is no `.git/config`: `cat *.txt` stays known.) Past
// GLOB_BUDGET steps, unknown.
const GLOB_BUDGET = 1 << 16;

// Judging an approval (APPROVING: an allow rule, set by fire), the host's files are asked:
// a glob's names (hostGlob below) and the links on a path a rule resolves (W_PATH). A glob's
// names are what bash's expansion of it may give in the command's directory
// (FACT_GLOB_NAMES, a superset: runtime/core.mjs globNames), each tested against the
// pattern. Sound for an approval only: an allow needs every action of the call approved,
// so none before it made the names or links it finds (a guard's deny or ask keeps them
// unknown). Not asked of a glob whose names the host cannot read as bash would: a `~`, `$`,
// backquote, escape or extended glob, a command that runs elsewhere or in a directory not
// known.
let APPROVING = false;
function hostGlob(x: Ctx, c: Cmd, site: i32, idx: i32, s: string): i32 {
  if (c.away || x.away || s.length == 0 || s.charCodeAt(0) == 126) return -1;
  if (s.charCodeAt(0) != 47 && c.dir.length == 0) return -1;
  for (let i = 0; i < s.length; i++) { const ch = s.charCodeAt(i); if (ch == 36 || ch == 96 || ch == 92 || ch == 40) return -1; }
  return x.globNames(s.charCodeAt(0) == 47 ? "/" : c.dir, site, idx, globDots(), s);
}

/** Word s of c is (part of) a word bash expands as a glob. */
function globbed(c: Cmd, s: string): bool {
  if (c.globs.length == 0 || !hasGlobChar(s)) return false;
  for (let i = 0; i < c.globs.length; i++) if (unchecked(c.globs[i]).includes(s)) return true;
  return false;
}
function hasGlobChar(s: string): bool {
  let brackets: Brackets | null = null;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch == 42 || ch == 63) return true;
    if (ch == 91) { if (brackets == null) brackets = new Brackets(s); if (brackets.endAt(i) > 0) return true; }
  }
  return false;
}

/** word() of a word s that may be a glob: false with pathUnknown set where it is not known. */
function wordAt(x: Ctx, c: Cmd, w: i32, s: string): bool {
  if (!globbed(c, s)) return word(x, c, w, s);
  const g = globWord(x, c, w, s);
  if (g == UNK) { pathUnknown = true; return false; }
  return g == YES;
}

/** Three-valued word() of glob s: YES where it holds of s as written, else UNK where it could
 * hold of a name s matches, else NO. */
function globWord(x: Ctx, c: Cmd, n: i32, s: string): i32 {
  pathUnknown = false;
  if (word(x, c, n, s) && !pathUnknown) return YES;
  if (pathUnknown) return UNK;
  const w = unchecked(W[n]);
  const op = w.op;
  if (op == W_RE) {
    // (under nocaseglob the search, which reads the letters as written, rules out no name)
    if (!globNocase() && dfaGlobMay(unchecked(SITES[w.a]).table, w.b, s, GLOB_BUDGET, callSerial) == 0) return NO;
    // (judging an approval, the names it may match here: hostGlob)
    const r = APPROVING ? hostGlob(x, c, w.a, w.b, s) : -1;
    return r < 0 ? UNK : r == 1 ? YES : NO;
  }
  if (op == W_EQ) {
    if (w.list != 0 || w.strs == null || globNocase()) return UNK;
    const v = w.strs!;
    for (let i = 0; i < v.length; i++) if (globMatch(s, 0, unchecked(v[i]), 0)) return UNK;
    return NO;
  }
  if (op == W_PREFIX) {
    if (globNocase()) return UNK;
    // (the text before the first pattern character is every name's)
    let k = 0;
    while (k < s.length && !(s.charCodeAt(k) == 42 || s.charCodeAt(k) == 63 || s.charCodeAt(k) == 91)) k++;
    const fixed = s.substring(0, k);
    const v = w.strs!;
    for (let i = 0; i < v.length; i++) if (unchecked(v[i]).startsWith(fixed)) return UNK;
    return NO;
  }
  if (op == W_ALL || op == W_ANY) {
    // (none holds of s as written: a conjunct that can hold of no name makes NO, as does
    // every disjunct's)
    const k = w.kids!;
    let unk = false;
    for (let i = 0; i < k.length; i++) {
      const r = globWord(x, c, unchecked(k[i]), s);
      if (op == W_ALL && r == NO) return NO;
      if (r != NO) unk = true;
    }
    return unk ? UNK : NO;
  }
  if (op == W_NOT) return NO; // (its operand holds of s as written)
  if (op == W_PATH) {
    // (a segment that may match `.` or `..` moves where the rest is: unknown)
    if (dotSegment(s)) return UNK;
    const r = resolvedPath(x, c, s);
    if (r === null) return UNK;
    return globWord(x, c, w.a, normalPath(r!));
  }
  // (a glob that may match `.` or `..` may name the repository's top: unknown; any other
  // names entries below it, and a repository nested in one is not looked for)
  if (op == W_REPO || op == W_PROJECT) return dotSegment(s) || globAboveRepo(x, c, s) ? UNK : NO;
  if (op == W_BRANCH) return NO; // (a glob's characters are in no branch's name)
  if (op == W_TREE) {
    // (a glob below a literal directory, `src/*`, `/etc/*/x`: that directory's tree holds
    // every path it names; one in its first segment, not known here)
    let k = 0;
    while (k < s.length && s.charCodeAt(k) != 42 && s.charCodeAt(k) != 63 && s.charCodeAt(k) != 91) k++;
    const slash = s.lastIndexOf("/", k);
    if (slash <= 0) return UNK;
    pathUnknown = false;
    const r = word(x, c, n, s.substring(0, slash));
    return pathUnknown ? UNK : r ? YES : NO;
  }
  return UNK; // W_EXISTS
}

/** A glob segment of s could match `.` or `..`: a `.` and then dots and pattern characters
 * only (a name's leading `.` is matched by a literal one only). */
function dotSegment(s: string): bool {
  let from = 0;
  while (from <= s.length) {
    let e = s.indexOf("/", from);
    if (e < 0) e = s.length;
    let only = e > from && s.charCodeAt(from) == 46, glob = false;
    for (let i = from; i < e; i++) { const ch = s.charCodeAt(i); if (ch == 42 || ch == 63 || ch == 91 || ch == 93) glob = true; else if (ch != 46) { only = false; break; } }
    if (only && glob) return true;
    from = e + 1;
  }
  return false;
}

// A glob that names entries of a directory above the cwd's repository (`rm -r ../*`, `rm -r
// /home/*/`): one of its names may be the repository's top or a directory that holds it —
// where the pattern, as a path, matches the top or one of its ancestors. (A glob in the
// repository names entries below its top: not this.) Costs a pass per ancestor of the top.
function globAboveRepo(x: Ctx, c: Cmd, s: string): bool {
  const root = x.rootOfCwd();
  if (root.length < 2) return false;
  const r0 = resolvedPath(x, c, s);
  if (r0 === null) return false;
  const r = homePath(x, c, r0!);
  if (!r.startsWith("/")) return false;
  let p = normalPath(r);
  while (p.length > 1 && p.endsWith("/")) p = p.substring(0, p.length - 1);
  // (the entries of a temporary directory's top — `rm -rf /tmp/*` — are what it is for, as
  // the guards' temporary-directory exemption reads them: a repository kept there is not
  // looked for)
  let k0 = 0;
  while (k0 < p.length && p.charCodeAt(k0) != 42 && p.charCodeAt(k0) != 63 && p.charCodeAt(k0) != 91) k0++;
  const lit = p.substring(0, max(p.lastIndexOf("/", k0), 0));
  if (lit == "/tmp" || lit == "/var/tmp" || lit == "/private/tmp" || lit == "/private/var/tmp") return false;
  const tmp = x.env("TMPDIR");
  if (tmp.length > 1 && normalPath(tmp) == lit) return false;
  let a = root;
  while (a.length > 1) {
    if (globMatch(p, 0, a, 0)) return true;
    const k = a.lastIndexOf("/");
    a = k <= 0 ? "/" : a.substring(0, k);
  }
  return false;
}

/** Whether glob g (from gi) matches text t (from ti): `*`, `?`, `[…]` (any unit), the rest literal. */
function globMatch(g: string, gi: i32, t: string, ti: i32): bool {
  let star = -1, mark = 0;
  let brackets: Brackets | null = null;
  while (ti < t.length) {
    if (gi < g.length) {
      const ch = g.charCodeAt(gi);
      if (ch == 42) { star = gi++; mark = ti; continue; }
      if (ch == 63) { gi++; ti++; continue; }
      if (ch == 91) { if (brackets == null) brackets = new Brackets(g); const e = brackets.endAt(gi); if (e > 0) { gi = e; ti++; continue; } }
      if (ch == t.charCodeAt(ti)) { gi++; ti++; continue; }
    }
    if (star < 0) return false;
    gi = star + 1; ti = ++mark;
  }
  while (gi < g.length && g.charCodeAt(gi) == 42) gi++;
  return gi == g.length;
}

/**
 * The path a command's word names, as the kernel finds it: a relative one against the
 * directory the command runs in (the call's cwd, as `cd`/`pushd` move it); `~`, `$HOME`
 * and `${HOME}` as the host's home directory (text as written while it is not known);
 * `$PWD` as that directory; /proc/self/root (thread-self, a process id) as the root.
 * Null when it depends on a directory the call leaves unknown. Other words starting with
 * `$` (`$TMPDIR/x`, kept as written by the shell model) are left as they are.
 */
function resolvedPath(x: Ctx, c: Cmd, s: string): string | null {
  const n = s.length;
  if (n == 0) return s;
  const ch = s.charCodeAt(0);
  if (ch == 47) return procRoot(s);
  if (ch == 126) { // ~
    // ~+ is $PWD, ~- is $OLDPWD (bash's tilde expansion)
    if (n > 1 && s.charCodeAt(1) == 43 && (n == 2 || s.charCodeAt(2) == 47)) return c.dir.length ? c.dir + s.substring(2) : null;
    if (n > 1 && s.charCodeAt(1) == 45 && (n == 2 || s.charCodeAt(2) == 47)) return null;
    // ~N, ~+N, ~-N: an entry of the directory stack (`dirs +N`): not known here
    const d = n > 1 && (s.charCodeAt(1) == 43 || s.charCodeAt(1) == 45) ? 2 : 1;
    if (n > d && s.charCodeAt(d) >= 48 && s.charCodeAt(d) <= 57) return null;
    if (n > 1 && s.charCodeAt(1) != 47) return s; // (~user)
    const h = x.env("HOME");
    return h.length ? h + s.substring(1) : s;
  }
  if (ch == 36) { // $
    const home = varPrefix(s, "HOME");
    if (home > 0) { const h = x.env("HOME"); return h.length ? h + s.substring(home) : s; }
    const pwd = varPrefix(s, "PWD");
    if (pwd > 0) return c.dir.length ? c.dir + s.substring(pwd) : null;
    if (varPrefix(s, "OLDPWD") > 0) return null;
    return s;
  }
  // (git resolves a relative word against -C's directory — it moves there first, git(1))
  // (a directory under a home is kept as written, `~/.aws`, `$HOME`, `~user/x`, as a rule's
  // home pattern spells it, whether or not the hook knows $HOME: `git -C ~/.aws diff
  // --no-index /dev/null credentials` reads ~/.aws/credentials, `env -C $HOME rm -r .ssh`
  // deletes ~/.ssh; homePath() gives its place where one is needed. `$PWD`, `~+`: the
  // directory the command runs in; any other variable is not known here)
  const d = targetDir(x, c);
  if (d.length == 0) return null;
  const d0 = d.charCodeAt(0);
  if (d0 == 47) return d + "/" + s;
  if (d0 == 126 && !(d.length > 1 && (d.charCodeAt(1) == 43 || d.charCodeAt(1) == 45 || (d.charCodeAt(1) >= 48 && d.charCodeAt(1) <= 57)))) return d + "/" + s;
  if (d0 == 36 && varPrefix(d, "HOME") > 0) return d + "/" + s;
  if (d0 != 126 && d0 != 36) return null;
  const r = resolvedPath(x, c, d);
  return r !== null && r!.length && r!.charCodeAt(0) == 47 ? r! + "/" + s : null;
}

/** A path resolvedPath() kept under a home as written (`~/x`, `$HOME/x`), as the host's
 * home directory names it where that is known; any other as it is. */
function homePath(x: Ctx, c: Cmd, r: string): string {
  if (r.length == 0 || r.charCodeAt(0) == 47) return r;
  if (r.charCodeAt(0) == 126 && (r.length == 1 || r.charCodeAt(1) == 47)) { const h = resolvedPath(x, c, r); return h !== null ? h! : r; }
  if (varPrefix(r, "HOME") > 0) { const h = resolvedPath(x, c, r); return h !== null ? h! : r; }
  return r;
}

/** The length of `$NAME`, `${NAME}` or `${NAME:-…}` / `${NAME-…}` (a set NAME's value) at
 * the start of s when a "/" or the end follows, or 0. */
function varPrefix(s: string, name: string): i32 {
  let k = 0;
  if (s.startsWith("$" + name)) k = name.length + 1;
  else if (s.startsWith("${" + name + "}")) k = name.length + 3;
  else if (s.startsWith("${" + name + ":-") || s.startsWith("${" + name + "-")) { const e = s.indexOf("}"); if (e > 0) k = e + 1; }
  return k > 0 && (k == s.length || s.charCodeAt(k) == 47) ? k : 0;
}

/** /proc/self/root/…, /proc/thread-self/root/…, /proc/N/root/… → /… (a process's root is the root). */
function procRoot(s: string): string {
  if (!s.startsWith("/proc/")) return s;
  let i = 6;
  const n = s.length;
  const seg = s.indexOf("/", i);
  const end = seg < 0 ? n : seg;
  const name = s.substring(i, end);
  let ok = name == "self" || name == "thread-self";
  if (!ok && end > i) { ok = true; for (let k = i; k < end; k++) { const d = s.charCodeAt(k); if (d < 48 || d > 57) { ok = false; break; } } }
  if (!ok || !s.startsWith("/root", end)) return s;
  const after = end + 5;
  if (after < n && s.charCodeAt(after) != 47) return s;
  return after < n ? s.substring(after) : "/";
}

/**
 * A path as the kernel resolves it, symbolic links aside: repeated slashes one, `.`
 * segments and a trailing slash gone, `..` taking the segment before it (above the root:
 * the root). A relative path keeps its leading `..` segments. Unchanged when it has no slash
 * or dot segment to normalize (no allocation then).
 */
export function normalPath(s: string): string {
  const n = s.length;
  if (n == 0) return s;
  let plain = true;
  for (let i = 0; i < n && plain; i++) {
    const ch = s.charCodeAt(i);
    if (ch == 47 && (i + 1 == n ? n > 1 : s.charCodeAt(i + 1) == 47)) plain = false; // "//", a trailing "/"
    else if (ch == 46 && (i == 0 || s.charCodeAt(i - 1) == 47)) {
      const next = i + 1 < n ? s.charCodeAt(i + 1) : 47;
      if (next == 47 || (next == 46 && (i + 2 == n || s.charCodeAt(i + 2) == 47))) plain = false; // "./", "../"
    }
  }
  if (plain) return s;
  const abs = s.charCodeAt(0) == 47;
  const parts = new Array<string>();
  let from = 0;
  for (let i = 0; i <= n; i++) {
    if (i < n && s.charCodeAt(i) != 47) continue;
    const seg = s.substring(from, i);
    from = i + 1;
    if (seg.length == 0 || seg == ".") continue;
    if (seg == "..") {
      if (parts.length && parts[parts.length - 1] != "..") parts.pop();
      else if (!abs) parts.push(seg);
      continue;
    }
    parts.push(seg);
  }
  const body = joinWith(parts, 0, 47);
  return abs ? "/" + body : body.length ? body : ".";
}

/**
 * Pattern `i` of site `si` matches `s`. Of the site's automaton only the parts that report
 * pattern `i` run, each at most once per string a call asks about (its answers kept for the
 * call): a word checked against a few patterns of a large composed set is not scanned by
 * every part of it.
 */
function matches(si: i32, i: i32, s: string): bool {
  const site = unchecked(SITES[si]);
  const p = changetype<usize>(s);
  const bits = site.bits;
  // strings are immutable, and an address names one string within a call (callSerial moves when memory is rewound)
  if (p != site.last || site.serial != callSerial) {
    memory.fill(changetype<usize>(bits), 0, <usize>bits.length << 2);
    memory.fill(changetype<usize>(site.ran), 0, <usize>site.ran.length << 2);
    site.last = p;
    site.serial = callSerial;
  }
  const word = i >> 5, bit: u32 = 1 << (<u32>i & 31);
  if (unchecked(bits[word]) & bit) return true;
  const parts = unchecked(site.partsOf[i]);
  const ran = site.ran;
  for (let k = 0; k < parts.length; k++) {
    const part = <i32>unchecked(parts[k]);
    const m: u32 = 1 << (<u32>part & 31);
    if (unchecked(ran[part >> 5]) & m) continue;
    unchecked(ran[part >> 5] |= m);
    dfaRunPart(site.table, part, s, bits);
    if (unchecked(bits[word]) & bit) return true;
  }
  return false;
}

/** A command's name as the rule set compares it (lowercased when it ignores case), once per name. */
function nameKey(c: Cmd): string {
  const n = c.name();
  if (!NOCASE) return n;
  if (changetype<usize>(n) != c.keyFrom) { c.keyIs = foldCase(n); c.keyFrom = changetype<usize>(n); }
  return c.keyIs;
}

/** The parts of an automaton table that report pattern `i` (at load time). */
function partsReporting(table: usize, i: i32): StaticArray<u16> {
  const n = dfaPartCount(table);
  let count = 0;
  for (let k = 0; k < n; k++) if (dfaPartHas(table, k, i)) count++;
  const parts = new StaticArray<u16>(count);
  for (let k = 0, j = 0; k < n; k++) if (dfaPartHas(table, k, i)) unchecked(parts[j++] = <u16>k);
  return parts;
}

// ─── predicates (three-valued) ───────────────────────────────────────────────────

const yesNo = (b: bool): i32 => (b ? YES : NO);

function pred(x: Ctx, c: Cmd, n: i32): i32 {
  const q = unchecked(P[n]);
  const op = q.op;
  if (op == P_ALL) {
    // Kleene: NO wins, then UNK; stops at the first NO (no fact asked that the verdict does not need)
    const k = q.kids!;
    let r = YES;
    for (let i = 0; i < k.length && r != NO; i++) { const v = pred(x, c, unchecked(k[i])); if (v < r) r = v; }
    return r;
  }
  if (op == P_ANY) {
    const k = q.kids!;
    let r = NO;
    for (let i = 0; i < k.length && r != YES; i++) { const v = pred(x, c, unchecked(k[i])); if (v > r) r = v; }
    return r;
  }
  if (op == P_NOT) return YES - pred(x, c, q.w);
  if (op == P_TRUE) return YES;
  if (op == P_COMMAND) {
    if (c.argc() == 0) return NO;
    if (!c.lit[0]) return UNK;
    return yesNo(word(x, c, q.w, nameKey(c)));
  }
  if (op == P_GIT) {
    const g = x.git(c);
    if (g == null) return c.argc() > 0 && !c.lit[0] ? UNK : NO;
    if (q.w < 0) return YES;
    if (!g.subLiteral) return UNK;
    if (g.sub.length == 0) return NO;
    pathUnknown = false;
    const r = wordAt(x, c, q.w, g.sub); // (`git pu*`: the subcommand is a file's name)
    return pathUnknown ? UNK : yesNo(r);
  }
  if (op == P_SOME) return some(x, c, q.sel, q.from, q.to, q.w, true);
  if (op == P_EVERY) return YES - some(x, c, q.sel, q.from, q.to, q.w, false);
  if (op == P_COUNT) return count(x, c, q.sel, q.from, q.to, q.least, q.most);
  if (op == P_OPAQUE) return yesNo(c.opaque);
  if (op == P_WRAPPER) return yesNo(c.wraps && !c.opaque);
  if (op == P_VIA) {
    const v = c.vias;
    for (let i = 1, from = 1; i < v.length; i++) {
      if (v.charCodeAt(i) != 44) continue;
      if (i > from && word(x, c, q.w, v.substring(from, i))) return YES;
      from = i + 1;
    }
    return NO;
  }
  if (op == P_OTHER_REPO) return otherRepo(x, c);
  if (op == P_FOREIGN_PRIMARY) return foreignPrimary(x, c);
  if (op == P_CHAIN_ONLY_AND) return yesNo(x.out.lists[c.list].onlyAnd);
  if (op == P_CHAIN_SOME) {
    // worked out once per chain and predicate, so a chain of n commands that each ask costs n, not n²
    const key = (<i64>chainId(c) << 32) | <i64>n | (APPROVING ? <i64>1 << 62 : 0);
    const memo = x.chainMemo;
    if (memo.has(key)) return memo.get(key);
    const cs = chainCmds(x, c);
    let r = NO;
    // (a command that may not run, Cmd#guess, is only a possible match)
    for (let i = 0; i < cs.length && r != YES; i++) { countWork(); let v = pred(x, cs[i], q.w); if (v == YES && cs[i].guess) v = UNK; if (v > r) r = v; }
    memo.set(key, r);
    return r;
  }
  if (op == P_COMMENT) {
    const cs = x.out.comments;
    for (let i = 0; i < cs.length; i++) { countWork(); if (word(x, c, q.w, cs[i])) return YES; }
    return NO;
  }
  if (op == P_SCRIPT) {
    // the inline program: unknown when its text is not (`python -c "$CODE"`, a program piped in)
    if (c.hasScript) return !c.scriptKnown ? UNK : yesNo(word(x, c, q.w, c.script));
    return c.stdinScript && c.opaque ? UNK : NO;
  }
  if (op == P_OPTION) return optionSome(x, c, q.strs!, q.w);
  if (op == P_PIPED_FROM || op == P_PIPED_NAMES) {
    // worked out once per call and predicate for every command (fedBy), so n commands cost n
    const memo = x.fedMemo;
    const key = APPROVING ? n | 0x40000000 : n;
    if (!memo.has(key)) memo.set(key, fedBy(x, q.w, op == P_PIPED_NAMES));
    const fed = memo.get(key);
    const i = x.index(c);
    return i >= 0 && i < fed.length ? unchecked(fed[i]) : NO;
  }
  if (op == P_KNOWN_OPTIONS) {
    // every option the command is given is in its grammar: a command without one (or git,
    // whose model reads its options by subcommand) is not known to take only those
    if (x.git(c) != null) return NO;
    const v = x.specView(c);
    return v == null ? NO : v.strange;
  }
  if (op == P_TOOL) return yesNo(inList(q.strs!, x.tool));
  if (op == P_EVENT) return yesNo(inList(q.strs!, x.event));
  if (op == P_FIELD) return yesNo(isField(q.s1) && word(x, callCmd(x), q.w, fieldValue(q.s1)));
  if (op == P_FACT_EXISTS) return yesNo(existsFact(x, q.s1, q.unknown, c));
  if (op == P_FACT_GLOB) return yesNo(globExistsFact(x, q.s1, q.s2 + walkFilter(x, c, q.strs!, 0), q.unknown, c));
  if (op == P_FACT_JSON_KEY) return yesNo(jsonKeyFact(x, q.s1, q.s2, q.unknown));
  if (op == P_FACT_ENV) return yesNo(word(x, callCmd(x), q.w, x.env(q.s1)));
  unreachable();
  return NO;
}

// For each command of the call, whether what it reads comes from a command that satisfies
// p: a stage before it in its pipeline (and what runs inside that stage: `(curl x) | sh`,
// `echo "$(curl x)" | sh`), or a substitution in its words, redirects or heredoc, whose
// output it reads (`sh -c "$(curl x)"`, `bash <(curl x)`, `sh <<< "$(wget -O- u)"`),
// through any depth of nesting; a wrapper's inner command reads what the wrapper reads.
// `names` (pipedFrom's names option): only where its own words may hold what it reads. bash
// expands a command's words and redirect targets before it runs, so a pipe stage's own
// (`find ~ | sort > "$OUT"`, and its wrapper's inner command's) cannot come from the pipe,
// unless a substitution in them reads the stage's stdin (`sort > "$(head -1)"`); a command
// run inside a loop, group or subshell the pipe feeds may follow a `read` of it, and one a
// substitution feeds holds its output in its words.
// Cost: p once per command, then one pass and the walk up each command's `feeds` chain
// (at most the nesting limit deep); with names, one more pass marking the substituted.
function fedBy(x: Ctx, p: i32, names: bool = false): Array<i32> {
  const cmds = x.out.cmds;
  const n = cmds.length;
  const own = new Array<i32>(n), fed = new Array<i32>(n);
  for (let i = 0; i < n; i++) { countWork(); unchecked(own[i] = pred(x, unchecked(cmds[i]), p)); unchecked(fed[i] = NO); }
  // (names: the commands a substitution in their words or redirects feeds)
  const subst = new Array<bool>(names ? n : 0);
  if (names) for (let i = 0; i < n; i++) {
    countWork();
    const t = unchecked(cmds[i]).feeds;
    if (t == null) continue;
    const j = x.index(t!);
    if (j >= 0) unchecked(subst[j] = true);
  }
  // through substitutions: up each command's chain of consumers
  for (let i = 0; i < n; i++) {
    const v = unchecked(own[i]);
    if (v == NO) continue;
    let t = unchecked(cmds[i]).feeds;
    while (t != null) {
      countWork();
      const j = x.index(t!);
      if (j >= 0 && v > unchecked(fed[j])) unchecked(fed[j] = v);
      t = t!.feeds;
    }
  }
  // through pipes: the commands from its pipeline's first stage up to it (by list)
  const start = new Map<i32, i32>();
  let lastYes = -1, lastUnk = -1;
  for (let i = 0; i < n; i++) {
    countWork();
    const c = unchecked(cmds[i]);
    let b = c;
    while (b.outer != null) b = b.outer!;
    const piped = b.conn == "|" || b.conn == "|&";
    // (a command in a ( ) or { } a pipe feeds, `git archive | (tar -x)`: from that
    // pipeline's first stage — a { }'s commands stand in the pipeline's own list)
    // (… and one in a compound whose output the pipe reads, `{ curl …; echo; } | sh`: from
    // the compound's first command — Cmd#feedStart)
    if (!piped && b === c && b.pipeFeed != c.list) start.set(c.list, c.feedStart >= 0 ? min(c.feedStart, i) : i);
    const feedList = piped ? b.list : b.pipeFeed;
    // (names: a stage's own words, expanded before it reads, unless a substitution in them —
    // its own or a wrapper's on the way — may read the pipe)
    let mayHold = !(names && piped);
    if (!mayHold) { let w: Cmd | null = c; while (w != null && !mayHold) { const j = x.index(w!); mayHold = j >= 0 && unchecked(subst[j]); w = w!.outer; } }
    let v = NO;
    if (mayHold && feedList >= 0 && (piped || b === c)) v = feeding(start, feedList, lastYes, lastUnk, x.index(b));
    // (names: a stage of a pipeline inside a loop or group a pipe feeds — `find ~ | while
    // read f; do echo | tee "$f"; done` —: its words may hold what the loop read from that
    // pipe)
    if (names && piped && b === c && b.pipeFeed >= 0) v = max(v, feeding(start, b.pipeFeed, lastYes, lastUnk, x.index(b)));
    if (v > unchecked(fed[i])) unchecked(fed[i] = v);
    const o = unchecked(own[i]);
    if (o == YES) lastYes = i; else if (o == UNK) lastUnk = i;
  }
  // a wrapper's inner command reads what the wrapper reads
  for (let i = 0; i < n; i++) {
    const c = unchecked(cmds[i]);
    if (c.outer == null) continue;
    const j = x.index(c.outer!);
    if (j >= 0 && unchecked(fed[j]) > unchecked(fed[i])) unchecked(fed[i] = unchecked(fed[j]));
  }
  return fed;
}

// What pipeline `list` feeds the command at index `at`: YES where a stage from its first
// (`start`; a first stage that is no simple command, `( … ) | sh`: the call's start) up to
// it satisfied the predicate, UNK where one may have.
function feeding(start: Map<i32, i32>, list: i32, lastYes: i32, lastUnk: i32, at: i32): i32 {
  const s = start.has(list) ? start.get(list) : 0;
  return lastYes >= s && lastYes < at ? YES : lastUnk >= s && lastUnk < at ? UNK : NO;
}

// The files a walk reads by the command's own name filter (grep's `--include`, rg's
// `--glob`, find's `-name`; f from `from`: the prefix of a value that is none, "1" for the
// filter of the walk that feeds c, the options that give one, "", the options that undo
// them, "", those that end them — compiler/ruledata.ts walkFilter): "" where it has none,
// or one not known (a word known only when it runs, an option the command's grammar does
// not list), and the whole tree is walked; else "\0NAME…" for the host, which tests only the
// files a segment of whose path one matches (runtime/core.mjs globExists). Each is a name
// or `*` and a name — a suffix: a glob bash expands to names it matches gives filters that
// match no more —; any other is not known. Where the walk's names reach c through a reader
// that cuts them (feeder: xargs without -0), the first entry is CUT_NAMES, filters or
// none: the host counts a name it would cut as found, since a piece may be any path.
const CUT_NAMES = "\0\x01";
function walkFilter(x: Ctx, c: Cmd | null, f: StaticArray<string>, from: i32): string {
  if (c == null || f.length < from + 2) return "";
  const skip = unchecked(f[from]);
  let w: Cmd | null = c;
  let none = "";
  if (unchecked(f[from + 1]) == "1") {
    // (the walk that names what c reads — feeder —, in the same directory as c: what it
    // prints is the names c reads, relative to where both run)
    w = feeder(x, c!);
    if (feederCuts) none = CUT_NAMES;
    if (w == null || w!.dir.length == 0 || w!.dir != c!.dir || w!.alts.length || c!.alts.length || w!.away || c!.away) return none;
  }
  const out = filterOf(x, w!, f, from, skip);
  return out.length ? none + out : none;
}
function filterOf(x: Ctx, w: Cmd, f: StaticArray<string>, from: i32, skip: string): string {
  const v = x.specView(w);
  if (v == null || v.strange != 2) return "";
  const opts = from + 2;
  let un = opts;
  while (un < f.length && unchecked(f[un]).length > 0) un++;
  let st = ++un;
  while (st < f.length && unchecked(f[st]).length > 0) st++;
  const unEnd = st++;
  let ng = st;
  while (ng < f.length && unchecked(f[ng]).length > 0) ng++;
  const stEnd = ng++;
  const out = new Buf();
  let stopped = false, negated = false;
  const fs = v.flags, vs = v.vals;
  for (let i = 0; i < fs.length; i++) {
    countWork();
    const flag = unchecked(fs[i]);
    if (isUnk(flag) || inRange(f, un, unEnd, flag)) return "";
    if (stopped) continue;
    if (inRange(f, st, stEnd, flag)) { stopped = true; continue; }
    // (a test a negation applies to keeps no name: `-not -path './node_modules/*'`)
    if (inRange(f, ng, f.length, flag)) { negated = true; continue; }
    const was = negated;
    negated = false;
    if (was || !inRange(f, opts, un - 1, flag)) continue;
    const val = i < vs.length ? unchecked(vs[i]) : "";
    if (isUnk(val)) return "";
    if (skip.length && val.startsWith(skip)) continue;
    if (!plainFilter(val)) return "";
    out.char(0); out.str(val);
  }
  return out.toString();
}

// The command whose walk names what c reads: the first wrapper around it that is no xargs
// or parallel (find's -exec runs c on its names), or the stage of the pipe that c or such
// a wrapper reads; null where there is neither. A pipe's names reach c whole through an
// xargs or parallel that reads them NUL-separated (-0, --null); one without cuts its input
// at blanks and newlines and reads quotes and backslashes (xargs(1)), parallel at newlines,
// and a piece of a name may be any path (`x /proc/self/environ`): feederCuts is then set,
// for the host to count such a name as found. One with a delimiter of its own (-d) or
// options not known gives null, the mark set: the whole tree's names are tested. The
// pipe's stage is c's feeder only right before it — a command after the walk prints its
// own names (`find … | ls -a`) —, or before stages between them that pass on some of its
// lines whole (passesLines: `find … | grep -v test | xargs cat`).
let feederCuts = false;
function feeder(x: Ctx, c: Cmd): Cmd | null {
  feederCuts = false;
  for (let w: Cmd | null = c; w != null; w = w!.outer) {
    const o = w!;
    const n = o.name();
    let b = o;
    while (b.outer != null) b = b.outer!;
    if (n == "xargs" || n == "parallel") {
      const sep = separation(x, o);
      if (sep != SEP_NUL) feederCuts = true; // (one of its own cuts too: the whole tree's names tested)
      if (sep == SEP_OWN) return null;
    } else if (o !== c) return o;
    if (o === b && (b.conn == "|" || b.conn == "|&")) {
      // (through stages that pass on some of the walk's lines, each whole: `find … | grep
      // -v test | xargs cat`)
      let s = stageBefore(x.out, o);
      while (s != null && passesLines(x, s!)) { countWork(); s = stageBefore(x.out, s!); }
      return s;
    }
  }
  return null;
}

// Stages that print some of the lines they read, each whole, and nothing else, with the
// options that keep them so (head(1), tail(1), sort(1), uniq(1), shuf(1), tac(1), grep(1)):
// given no file (they read their input), and no option that changes a line, cuts one or
// prints another (head -c, grep -o, -n, -c, -l, context lines; uniq -c; sort
// --files0-from; shuf -e; tac -s), nor a word known only when it runs.
const LINES_HEAD = latin1(",-n,--lines,-q,--quiet,--silent,-z,--zero-terminated,");
const LINES_SORT = latin1(",-b,-d,-f,-g,-h,-i,-M,-n,-R,-r,-V,-k,-t,-s,-u,-z,--ignore-leading-blanks,--dictionary-order,--ignore-case,--general-numeric-sort,--human-numeric-sort,--ignore-nonprinting,--month-sort,--numeric-sort,--random-sort,--reverse,--version-sort,--key,--field-separator,--stable,--unique,--zero-terminated,");
const LINES_UNIQ = latin1(",-d,-D,-u,-i,-f,-s,-w,-z,--repeated,--all-repeated,--unique,--ignore-case,--skip-fields,--skip-chars,--check-chars,--zero-terminated,");
const LINES_SHUF = latin1(",-n,--head-count,-z,--zero-terminated,");
const LINES_GREP = latin1(",-v,-i,-y,-E,-F,-G,-P,-w,-x,-e,-s,-a,-z,--invert-match,--ignore-case,--no-ignore-case,--extended-regexp,--fixed-strings,--basic-regexp,--perl-regexp,--word-regexp,--line-regexp,--regexp,--no-messages,--text,--null-data,");
const LINES_NONE = latin1(",");
function passesLines(x: Ctx, s: Cmd): bool {
  const n = s.argc() ? s.name() : "";
  const grep = n == "grep" || n == "egrep" || n == "fgrep";
  const opts = n == "head" || n == "tail" ? LINES_HEAD : n == "sort" ? LINES_SORT : n == "uniq" ? LINES_UNIQ : n == "shuf" ? LINES_SHUF
    : n == "tac" ? LINES_NONE : grep ? LINES_GREP : 0;
  if (opts == 0 || s.redirects.length) return false;
  // (head's and tail's obsolete count, `head -20`: -n 20)
  if (opts == LINES_HEAD && s.argc() == 2 && s.lit[1] && s.argv[1].length > 1 && s.argv[1].charCodeAt(0) == 45 && isDigits(s.argv[1], 1)) return true;
  const v = x.specView(s);
  if (v == null || v.strange != 2) return false;
  let pattern = false;
  for (let i = 0; i < v.flags.length; i++) {
    const f = unchecked(v.flags[i]);
    if (f.length > 2 && f.charCodeAt(1) != 45) continue; // (a bundle whole: its letters follow)
    if (!listed(opts, f)) return false;
    if (f == "-e" || f == "--regexp") pattern = true;
  }
  for (let i = 0; i < v.pos.length; i++) if (isUnk(unchecked(v.pos[i]))) return false;
  return v.pos.length == (grep && !pattern ? 1 : 0);
}
// How xargs or parallel c separates its input: SEP_NUL given -0 or --null; SEP_OWN given a
// delimiter (-d, --delimiter) or a word known only when it runs; else SEP_CUT, at blanks,
// newlines and quotes (an EOF string, -E, ends the input early, and cuts as before).
const SEP_NUL = 0, SEP_CUT = 1, SEP_OWN = 2;
function separation(x: Ctx, c: Cmd): i32 {
  const v = x.specView(c);
  if (v == null || v.strange != 2) return SEP_OWN;
  let nul = false;
  for (let i = 0; i < v.flags.length; i++) {
    const f = unchecked(v.flags[i]);
    if (f == "-0" || f == "--null") nul = true;
    else if (f == "-d" || f == "--delimiter") return SEP_OWN;
  }
  return nul ? SEP_NUL : SEP_CUT;
}

function inRange(a: StaticArray<string>, from: i32, to: i32, s: string): bool {
  for (let i = from; i < to; i++) if (unchecked(a[i]) == s) return true;
  return false;
}

// A name, or `*` and a name: no other glob character, no `/`, no brace or escape.
function plainFilter(s: string): bool {
  if (s.length == 0) return false;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if ((ch == 42 && i > 0) || ch == 63 || ch == 91 || ch == 93 || ch == 92 || ch == 123 || ch == 125 || ch == 47 || ch == 0) return false;
  }
  return s.length > 1 || s.charCodeAt(0) != 42;
}

// Some value given to one of `names` matches word w: from the git model or the command's
// grammar (flags and their values); without one, `--name=V`, `--name V`, `-nV`, `-n V`. A
// flag or value known only at run time may be one: UNK.
function optionSome(x: Ctx, c: Cmd, names: StaticArray<string>, w: i32): i32 {
  if (c.argc() == 0) return NO;
  let flags: Array<string> | null = null, vals: Array<string> | null = null;
  const g = x.git(c);
  if (g != null) { flags = g.flags; vals = g.vals; }
  else { const v = x.specView(c); if (v != null) { flags = v.flags; vals = v.vals; } }
  let unk = false;
  if (flags != null) {
    const fs = flags!, vs = vals!;
    for (let i = 0; i < fs.length; i++) {
      countWork();
      const f = unchecked(fs[i]);
      if (isUnk(f)) { unk = true; continue; }
      if (!inList(names, f)) continue;
      const v = i < vs.length ? unchecked(vs[i]) : "";
      if (isUnk(v)) { unk = true; continue; }
      pathUnknown = false;
      if (wordAt(x, c, w, v)) { if (!pathUnknown) return YES; }
      if (pathUnknown) unk = true;
    }
    return unk ? UNK : NO;
  }
  const argv = c.argv;
  for (let i = 1; i < argv.length; i++) {
    countWork();
    const a = argv[i];
    if (!c.lit[i]) { unk = true; continue; }
    if (a == "--") break;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    let value = "", has = false, next = false;
    for (let k = 0; k < names.length && !has; k++) {
      const n = unchecked(names[k]);
      if (a == n) { has = true; next = true; }
      else if (n.startsWith("--") && a.length > n.length && a.startsWith(n) && a.charCodeAt(n.length) == 61) { has = true; value = a.substring(n.length + 1); }
      else if (n.length == 2 && !a.startsWith("--") && a.length > 2 && a.startsWith(n)) { has = true; value = a.substring(2); }
    }
    if (!has) continue;
    if (next) {
      if (i + 1 >= argv.length) continue;
      i++;
      if (!c.lit[i]) { unk = true; continue; }
      value = argv[i];
    }
    pathUnknown = false;
    if (wordAt(x, c, w, value) && !pathUnknown) return YES;
    if (pathUnknown) unk = true;
  }
  return unk ? UNK : NO;
}

function inList(a: StaticArray<string>, s: string): bool {
  for (let i = 0; i < a.length; i++) if (unchecked(a[i]) == s) return true;
  return false;
}

// A selection's entries may stand for words known only at run time (UNK_ONE: one word,
// UNK_OPT: none or one, UNK_MANY: any number), so an entry's place is known only within
// bounds: `some` is YES when a word surely in [from, to) matches, UNK when an unknown
// entry or a word that may be in the range could, NO otherwise; `count` likewise.
const MANY: i64 = 0x40000000;
@inline function entryMin(s: string): i64 { return isUnk(s) && changetype<usize>(s) != changetype<usize>(UNK_ONE) ? 0 : 1; }
@inline function entryMax(s: string): i64 { return changetype<usize>(s) == changetype<usize>(UNK_MANY) ? MANY : 1; }
@inline function surely(lo: i64, hi: i64, from: i32, to: i32): bool { return lo >= <i64>from && (to < 0 || hi < <i64>to); }
@inline function possibly(lo: i64, hi: i64, n: i64, from: i32, to: i32): bool { return n > 0 && hi + n - 1 >= <i64>from && (to < 0 || lo < <i64>to); }

/** A selection code's flags (compiler/ruledata.ts): only the entries the model knows; argv
 * without the names a walker feeds (Cmd#fed). */
const SEL_KNOWN: i32 = 16, SEL_UNFED: i32 = 32, SEL_PART: i32 = 64;

// Some entry in [from, to) for which word w gives `want` (every: no entry for which it gives false).
// (SEL_KNOWN in sel: the entries known only at run time are skipped; SEL_UNFED: argv's
// words a walker feeds)
function some(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, w: i32, want: bool): i32 {
  const known = (sel & SEL_KNOWN) != 0, unfed = (sel & SEL_UNFED) != 0, part = (sel & SEL_PART) != 0;
  sel &= ~(SEL_UNFED | SEL_PART);
  const a = selection(x, c, sel & ~SEL_KNOWN);
  if (sel == SEL_ARGV || sel == SEL_REDIRECTS) {
    const e = to < 0 || to > a.length ? a.length : to;
    let unk = false;
    for (let i = from; i < e; i++) {
      countWork();
      if (unfed && sel == SEL_ARGV && c.fed(i)) continue;
      if (part && !(sel == SEL_ARGV && c.part(i))) continue;
      pathUnknown = false;
      const r = word(x, c, w, a[i]); // (argv as written: a glob's names count in the file selections)
      if (pathUnknown) unk = true;
      else if (r == want) return YES;
    }
    return unk ? UNK : NO;
  }
  let lo: i64 = 0, hi: i64 = 0;
  let unk = false;
  for (let i = 0; i < a.length; i++) {
    countWork();
    const s = unchecked(a[i]);
    const mn = entryMin(s), mx = entryMax(s);
    if (isUnk(s)) { if (!unk && !known && possibly(lo, hi, mx, from, to)) unk = true; }
    else if (surely(lo, hi, from, to)) {
      pathUnknown = false;
      const r = wordAt(x, c, w, s);
      if (pathUnknown) unk = true;
      else if (r == want) return YES;
    }
    else if (!unk && possibly(lo, hi, 1, from, to)) { pathUnknown = false; if (wordAt(x, c, w, s) == want || pathUnknown) unk = true; }
    lo += mn; hi = min(hi + mx, MANY);
    if (to >= 0 && lo >= <i64>to) break;
  }
  return unk ? UNK : NO;
}

/** The number of entries in [from, to) is within [least, most] (most < 0: no bound). */
function count(x: Ctx, c: Cmd, sel: i32, from: i32, to: i32, least: i32, most: i32): i32 {
  const a = selection(x, c, sel & ~(SEL_KNOWN | SEL_UNFED | SEL_PART));
  let lo: i64 = 0, hi: i64 = 0;
  let sure: i64 = 0, may: i64 = 0; // entries surely in the range; words possibly in it
  for (let i = 0; i < a.length; i++) {
    countWork();
    const s = unchecked(a[i]);
    const mn = entryMin(s), mx = entryMax(s);
    if (mn == 1 && surely(lo, hi, from, to)) sure++;
    if (possibly(lo, hi, mx, from, to)) may = min(may + mx, MANY);
    lo += mn; hi = min(hi + mx, MANY);
  }
  if (to >= 0) may = min(may, <i64>max(0, to - from));
  if (may < <i64>least || (most >= 0 && sure > <i64>most)) return NO;
  if (sure >= <i64>least && (most < 0 || may <= <i64>most)) return YES;
  return UNK;
}

// ─── rules ─────────────────────────────────────────────────────────────────────

/** Rule i on `c`: a hit when it holds; for a deny or ask rule, an unknown hit when it is neither true nor false. */
@inline function fire(x: Ctx, i: i32, c: Cmd, on: Cmd | null): void {
  // (the call is surely not approved: engine.ts unapprovable)
  if (x.skipApprovals && unchecked(APPROVES[i])) return;
  APPROVING = unchecked(APPROVES[i]);
  const asked = APPROVING ? unknownAskCount() : 0;
  const v = pred(x, c, unchecked(RULE_WHEN[i]));
  if (APPROVING && ((v != YES && v != NO) || unknownAskCount() != asked)) c.approvalDep = true;
  APPROVING = false;
  // (a command that may not run at all — Cmd#guess — is only a possible hit: unknown for a
  // deny or ask, no advice; an approval holds, as the command is approved if it runs)
  if (v == YES && (!c.guess || unchecked(APPROVES[i]))) x.hit(i, on);
  else if (v != NO && unchecked(BLOCKING[i])) x.unknownHit(i, on);
}

function runGroup(x: Ctx, c: Cmd, g: i32): void {
  const rules = unchecked(GROUPS[g]);
  for (let i = 0; i < rules.length; i++) fire(x, unchecked(rules[i]), c, c);
}

/** Whether allow rule `rule`'s writes(…) covers the file `w` written by `c`. */
function covers(x: Ctx, rule: i32, c: Cmd, w: string): bool {
  const ws = unchecked(COVER[rule]);
  for (let i = 0; i < ws.length; i++) if (word(x, c, unchecked(ws[i]), w)) return true;
  return false;
}

// events without a tool (UserPromptSubmit, …) are handled by event alone
function handles(x: Ctx): bool { return inList(EVENTS, x.event) && (x.tool.length == 0 || ANY_TOOL || inList(TOOLS, x.tool)); }

// The rules a command can fire, by its name (or git and its literal subcommand); a command
// whose word (or git subcommand) is known only when it runs may be any: every rule then
function evalCmd(x: Ctx, c: Cmd): void {
  if (!INDEXED) { runGroup(x, c, ALL_GROUP); return; }
  if (c.argc() > 0 && !c.lit[0]) { runGroup(x, c, ALL_GROUP); return; }
  if (c.argc() > 0) {
    const n = nameKey(c);
    if (n == "git" || (mayBeGit(n) && x.git(c) != null)) { // (git-reset: git's program run directly; git.exe)
      const g = x.git(c);
      if (g != null && !g.subLiteral) { runGroup(x, c, ALL_GROUP); return; }
      const s = g != null ? g.sub : "";
      runGroup(x, c, BY_SUB.has(s) ? BY_SUB.get(s) : GIT_GROUP);
      return;
    }
    if (BY_NAME.has(n)) { runGroup(x, c, BY_NAME.get(n)); return; }
  }
  runGroup(x, c, NONE_GROUP);
}

function evalTool(x: Ctx): void {
  const c = callCmd(x);
  for (let i = 0; i < TOOL_RULES.length; i++) fire(x, unchecked(TOOL_RULES[i]), c, null);
}

function requires(x: Ctx): bool {
  const c = callCmd(x);
  for (let i = 0; i < REQUIRES.length; i++) if (pred(x, c, unchecked(REQUIRES[i])) != YES) return false;
  return true;
}

export function classify(): usize {
  if (!loaded) unreachable();
  return drive(TABLE, handles, evalCmd, evalTool, requires);
}

// ─── the glob fact's matcher, for the host ────────────────────────────────────────

let scratch: usize = 0;
let scratchUnits: i32 = 0;
let scratchSerial: u32 = 0;

/** Room for a path of `units` UTF-16 code units, for the host to write before globTest. */
export function globScratch(units: i32): usize {
  if (units > scratchUnits || scratchSerial != callSerial) {
    scratchUnits = max(units, 256);
    scratch = heap.alloc(<usize>scratchUnits << 1);
    scratchSerial = callSerial;
  }
  return scratch;
}

/** 1 when the path of `units` code units in the scratch matches pattern `idx` of `site`, else 0. */
export function globTest(site: i32, idx: i32, units: i32): i32 {
  if (site < 0 || site >= SITES.length || units < 0 || units > scratchUnits || scratchSerial != callSerial) return 0;
  const s = unchecked(SITES[site]);
  if (idx < 0 || idx >= s.bits.length << 5) return 0;
  dfaMatchUnits(s.table, scratch, <usize>units, s.bits);
  s.last = 0; // (the site's answers are for this path now, not for a string of the call)
  return ((unchecked(s.bits[idx >> 5]) >>> (idx & 31)) & 1) != 0 ? 1 : 0;
}

/** For `rulec doctor`: each precondition evaluated eagerly, in order. */
export function preconditions(): usize {
  const x = contextOf();
  const c = callCmd(x);
  const t = new Tree();
  t.word(T_ARR); t.word(REQUIRES.length);
  for (let i = 0; i < REQUIRES.length; i++) t.bool(pred(x, c, unchecked(REQUIRES[i])) == YES);
  return t.done();
}
