// Rule data: a checked rule set → the bytes the prebuilt engine interprets (wasm/rules.ts).
//
// Input: a RuleSet (IR), and a compiler of regexes into one automaton table per site.
// Output: `RuleData` — the bytes, the regexes by site (for `rulec explain`), and a stable
// text dump of the tables (`rulec debug data`).
//
// Layout (little-endian u32 words; a string or a byte block is a u32 length, its bytes,
// padding to 4): magic, version; the rule set's name, failure / unknown / limit tiers and
// context budget; its events and tools; the regex sites (an automaton table each, or the
// index of an earlier site with the same patterns); the word nodes and the predicate
// nodes, children before parents, identical subtrees shared; the rules (id, tier, flags,
// delivery key, predicate, effects, the words their writes(…) cover, the wrappers their
// via(…) names); the texts (UTF-8, deflated in blocks when long: packTexts); the dispatch
// (rule groups by command name and git subcommand); the tool-level rules; the
// preconditions; the option grammars (specs) its commands need; the magic again.
// wasm/rules.ts reads the same layout: keep them in step.
//
// Why data: the engine is compiled once, with rulec; a rule set then costs a build no
// compiler at all (this and the automata take milliseconds).
//
// Cost: build time only.

import { deflateRawSync } from "node:zlib";
import { LAYOUT_COMB, readTable } from "./automata/table.ts";
import { assertNever, isCommandLevel, limitTier, type Pred, type RuleSet, type Sel, type TextTest, type WalkFilter, type WordPred, TIERS } from "./ir.ts";
import { simplify } from "./simplify.ts";
import type { CommandSpec } from "./specs/types.ts";

export const RULE_DATA_MAGIC = 0x444c5552; // "RULD"
export const RULE_DATA_VERSION = 3;

export interface RegexAt { source: string; flags: string; where: string; site: string }

export interface RuleData {
  bytes: Uint8Array;
  /** Every regex, with the site (field or word context) whose automaton holds it. */
  regexes: RegexAt[];
  /** The tables as text, for `rulec debug data` and tests. */
  text: string;
}

// word and predicate node kinds (wasm/rules.ts W_*, P_*)
const W_OP = { eq: 0, prefix: 1, re: 2, exists: 3, all: 4, any: 5, not: 6, path: 7, holdsRepo: 8, remoteBranch: 9, projectPath: 10, treeHolds: 11 } as const;
const P_OP = {
  true: 0, command: 1, git: 2, some: 3, every: 4, count: 5, opaque: 6, via: 7, otherRepo: 8, foreignPrimary: 9,
  chainOnlyAnd: 10, chainSome: 11, comment: 12, script: 13, tool: 14, event: 15, field: 16, factExists: 17,
  factGlob: 18, factJsonKey: 19, factEnv: 20, all: 21, any: 22, not: 23, option: 24, knownOptions: 25, pipedFrom: 26, wrapper: 27,
  pipedNames: 28,
} as const;
const SEL_CODE: Record<Sel["of"], number> = { flags: 0, positionals: 1, args: 2, afterDashDash: 3, argv: 4, writes: 5, deletes: 6, reads: 7, overwrites: 8, dirs: 9, redirects: 10 };
const SEL_KNOWN = 16, SEL_UNFED = 32, SEL_PART = 64;
// The selections of the files a command writes, deletes or reads: matched at a regex site
// of their own (ruleData), and no reason to carry every git subcommand's grammar (specsFor).
// (and the directories a command works in: paths too)
const FILE_SELECTIONS: ReadonlySet<Sel["of"]> = new Set(["writes", "deletes", "reads", "overwrites", "dirs"]);

/** A growable little-endian buffer of u32 words, strings and byte blocks. */
class Writer {
  private buf = new Uint8Array(4096);
  private n = 0;
  private room(k: number): void {
    if (this.n + k <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.n + k) size *= 2;
    const b = new Uint8Array(size);
    b.set(this.buf.subarray(0, this.n));
    this.buf = b;
  }
  u32(v: number): void {
    this.room(4);
    new DataView(this.buf.buffer).setUint32(this.n, v >>> 0, true);
    this.n += 4;
  }
  i32(v: number): void { this.u32(v | 0); }
  bytes(b: Uint8Array): void {
    this.u32(b.length);
    this.room(b.length + 3);
    this.buf.set(b, this.n);
    this.n += (b.length + 3) & ~3;
  }
  str(s: string): void { this.bytes(Buffer.from(s, "utf8")); }
  strs(a: readonly string[]): void { this.u32(a.length); for (const s of a) this.str(s); }
  ints(a: readonly number[]): void { this.u32(a.length); for (const v of a) this.i32(v); }
  done(): Uint8Array { return this.buf.slice(0, this.n); }
}

/** A command name lowercased, as the engine folds one (wasm/specs.ts foldCase). */
const lowerAscii = (s: string): string => s.toLowerCase();

/** Words the engine's `listed` can find in a List: Latin-1, not empty, no comma, under 64 K together. */
const listable = (v: readonly string[]): boolean =>
  v.length > 0 && v.every((s) => s.length > 0 && !s.includes(",") && !/[^\x00-\xff]/.test(s)) && v.join(",").length + 2 < 0xffff;

/** A List (wasm/shell.ts): a u16 length, then ",a,b," a byte a character. */
/** Lists of more names than this are hashed (hashedListBytes): a lookup scans one bucket. */
export const HASH_MIN = 6;

/** FNV-1a over a word's UTF-16 code units: what the engine's `hashedListed` computes. */
export function wordHash(w: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < w.length; i++) { h ^= w.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h >>> 0;
}

/**
 * A long list of Latin-1 names as buckets (wasm/rules.ts reads it): u16 the bucket count
 * (a power of two, about one bucket for two names), u16 0, then a u16 offset per bucket (from
 * the start) of its List (listBytes) of the names whose wordHash falls in it. Null when it
 * would pass 64 KB (the plain List is used then).
 */
export function hashedListBytes(v: readonly string[]): Uint8Array | null {
  let nb = 1;
  while (nb * 2 < v.length) nb *= 2;
  const buckets: string[][] = Array.from({ length: nb }, () => []);
  for (const w of v) buckets[wordHash(w) & (nb - 1)]!.push(w);
  const lists = buckets.map((b) => (b.length ? listBytes(b) : new Uint8Array(2)));
  const head = 4 + 2 * nb;
  const size = head + lists.reduce((n, l) => n + l.length, 0);
  if (size > 0xffff) return null;
  const out = new Uint8Array(size);
  out[0] = nb & 0xff; out[1] = nb >> 8;
  let at = head;
  lists.forEach((l, i) => { out[4 + 2 * i] = at & 0xff; out[5 + 2 * i] = at >> 8; out.set(l, at); at += l.length; });
  return out;
}

function listBytes(v: readonly string[]): Uint8Array {
  const text = "," + v.join(",") + ",";
  const b = new Uint8Array(2 + text.length);
  b[0] = text.length & 0xff; b[1] = text.length >> 8;
  for (let i = 0; i < text.length; i++) b[2 + i] = text.charCodeAt(i);
  return b;
}

/** The rule data of `rs`; `regexTable` compiles one site's regexes into an automaton table. */
export function ruleData(rs: RuleSet, regexTable: (regexes: RegexAt[]) => Uint8Array, opts: { plainDispatch?: boolean; specs?: Record<string, CommandSpec> } = {}): RuleData {
  const regexes: RegexAt[] = [];
  const sites: string[] = [];
  const words: { key: string; emit: (w: Writer) => void; show: string }[] = [];
  const wordIndex = new Map<string, number>();
  const preds: { emit: (w: Writer) => void; show: string }[] = [];
  const predIndex = new Map<string, number>();
  let where = "";
  let site = "word";

  /** The site and index of a regex in its site's automaton (added when new). */
  const regexAt = (st: string, source: string, flags: string): [number, number] => {
    let si = sites.indexOf(st);
    if (si < 0) { si = sites.length; sites.push(st); }
    const mine = regexes.filter((r) => r.site === st);
    let i = mine.findIndex((r) => r.source === source && r.flags === flags);
    if (i < 0) { i = mine.length; regexes.push({ source, flags, where, site: st }); }
    return [si, i];
  };

  // (a walk fact's test of a found file's text: the paths it applies to and the text, both
  // by the glob site's automaton, for the host to ask globTest of; none, an empty list)
  const textTest = (t: TextTest | undefined): { sites: number[]; show: string } => {
    if (!t) return { sites: [], show: "" };
    const [ns, ni] = regexAt("glob", t.names, "");
    const [ts, ti] = regexAt("glob", t.text, t.flags);
    return { sites: [ns, ni, ts, ti], show: ` read site ${ns} #${ni} /${t.names}/ text #${ti} /${t.text}/${t.flags}` };
  };

  // (… and the command's name filter: the prefix of a value that is none, "1" for the pipe's
  // first stage's, the options that give one, "", the options that undo them, "", those
  // that end them, "", those that negate the next test; none, an empty list)
  const walkFilter = (f: WalkFilter | undefined): string[] =>
    (f ? [f.skip, f.head ? "1" : "0", ...f.options, "", ...f.unless, "", ...f.stop, "", ...f.negate] : []);
  const showFilter = (f: WalkFilter | undefined): string =>
    f ? ` only${f.head ? " (the pipe's first stage's)" : ""} ${f.options.join(" ")}${f.unless.length ? ` unless ${f.unless.join(" ")}` : ""}` +
      `${f.stop.length ? ` before ${f.stop.join(" ")}` : ""}${f.negate.length ? ` not after ${f.negate.join(" ")}` : ""}` +
      `${f.skip ? ` skip ${JSON.stringify(f.skip)}` : ""}` : "";

  // ─── word nodes (per site: a regex belongs to its site's automaton) ───
  const wordNode = (w: WordPred): number => {
    let emit: (o: Writer) => void;
    let show: string;
    switch (w.k) {
      case "eq": case "prefix": {
        const values = [...new Set(w.values)];
        // (Latin-1 words: one List the engine scans in place, `listed`; else the strings)
        const list = w.k === "eq" && listable(values);
        const hashed = list && values.length > HASH_MIN ? hashedListBytes(values) : null;
        emit = (o) => {
          o.u32(W_OP[w.k]);
          if (hashed) { o.u32(2); o.bytes(hashed); return; }
          o.u32(list ? 1 : 0); if (list) o.bytes(listBytes(values)); else o.strs(values);
        };
        show = `${w.k} ${JSON.stringify(values)}`;
        break;
      }
      case "re": {
        const [si, i] = regexAt(site, w.source, w.flags);
        emit = (o) => { o.u32(W_OP.re); o.i32(si); o.i32(i); };
        show = `re site ${si} #${i} /${w.source}/${w.flags}`;
        break;
      }
      case "holdsRepo": emit = (o) => { o.u32(W_OP.holdsRepo); }; show = "holds a repository"; break;
      case "projectPath": emit = (o) => { o.u32(W_OP.projectPath); }; show = "a path of the project"; break;
      case "remoteBranch": emit = (o) => { o.u32(W_OP.remoteBranch); }; show = "a remote-only branch"; break;
      case "treeHolds": {
        // (the host walks the directory; the engine's automaton tests each path, as for factGlob)
        const [si, i] = regexAt("glob", w.regex, "");
        const t = textTest(w.read);
        emit = (o) => { o.u32(W_OP.treeHolds); o.i32(si); o.i32(i); o.ints(t.sites); o.strs(walkFilter(w.only)); };
        show = `tree holds site ${si} #${i} /${w.regex}/${t.show}${showFilter(w.only)} (${w.glob})`;
        break;
      }
      case "exists": emit = (o) => { o.u32(W_OP.exists); o.i32(w.unknown === false ? 1 : 0); }; show = `exists${w.unknown === false ? " (unknown: no)" : ""}`; break;
      case "all": case "any": {
        const kids = w.of.map(wordNode);
        emit = (o) => { o.u32(W_OP[w.k]); o.ints(kids); };
        show = `${w.k} ${kids.map((k) => "w" + k).join(" ")}`;
        break;
      }
      case "not": { const kid = wordNode(w.of); emit = (o) => { o.u32(W_OP.not); o.i32(kid); }; show = `not w${kid}`; break; }
      case "path": { const kid = wordNode(w.of); emit = (o) => { o.u32(W_OP.path); o.i32(kid); }; show = `path w${kid}`; break; }
      default: return assertNever(w);
    }
    const key = show;
    let n = wordIndex.get(key);
    if (n === undefined) { n = words.length; words.push({ key, emit, show }); wordIndex.set(key, n); }
    return n;
  };
  const inSite = <T>(s: string, f: () => T): T => { const saved = site; site = s; try { return f(); } finally { site = saved; } };
  const eqNode = (values: string[]) => wordNode({ k: "eq", values });

  // ─── predicate nodes ───
  const predNode = (p: Pred): number => {
    let emit: (o: Writer) => void;
    let show: string;
    // (SEL_KNOWN: the known entries only; SEL_UNFED: argv without a walker's fed names;
    // SEL_PART: argv's words a walker's item is a part of only)
    const sel = (s: Sel) => [SEL_CODE[s.of] | (s.known ? SEL_KNOWN : 0) | (s.fed === false ? SEL_UNFED : 0) | (s.part ? SEL_PART : 0), s.from, s.to ?? -1] as const;
    switch (p.k) {
      case "true": case "opaque": case "wrapper": case "otherRepo": case "foreignPrimary": case "chainOnlyAnd": case "knownOptions":
        emit = (o) => o.u32(P_OP[p.k]); show = p.k; break;
      case "command": case "via": {
        // (with case-insensitive command names, the engine lowercases the word it compares)
        const w = eqNode(p.k === "command" && rs.caseInsensitiveCommands ? p.names.map(lowerAscii) : p.names);
        emit = (o) => { o.u32(P_OP[p.k]); o.i32(w); }; show = `${p.k} w${w}`; break;
      }
      case "git": {
        // (the git model lowercases the subcommand too: wasm/git.ts)
        const w = p.subs.length ? eqNode(rs.caseInsensitiveCommands ? [...new Set(p.subs.map(lowerAscii))] : p.subs) : -1;
        emit = (o) => { o.u32(P_OP.git); o.i32(w); }; show = `git${w >= 0 ? " w" + w : ""}`; break;
      }
      case "some": case "every": {
        const w = FILE_SELECTIONS.has(p.sel.of) ? inSite(p.sel.of, () => wordNode(p.w)) : wordNode(p.w);
        const s = sel(p.sel);
        emit = (o) => { o.u32(P_OP[p.k]); s.forEach((v) => o.i32(v)); o.i32(w); };
        show = `${p.k} ${p.sel.of}${p.sel.known ? "!known" : ""}${p.sel.fed === false ? "!unfed" : ""}${p.sel.part ? "!part" : ""}[${p.sel.from},${p.sel.to ?? ""}) w${w}`; break;
      }
      case "count": {
        const s = sel(p.sel);
        emit = (o) => { o.u32(P_OP.count); s.forEach((v) => o.i32(v)); o.i32(p.min); o.i32(p.max ?? -1); };
        show = `count ${p.sel.of}[${p.sel.from},${p.sel.to ?? ""}) in [${p.min},${p.max ?? ""}]`; break;
      }
      case "chainSome": case "not": case "pipedFrom": {
        const q = predNode(p.of);
        const op = p.k === "pipedFrom" && p.names ? "pipedNames" : p.k;
        emit = (o) => { o.u32(P_OP[op]); o.i32(q); }; show = `${op} p${q}`; break;
      }
      case "comment": { const w = wordNode(p.w); emit = (o) => { o.u32(P_OP.comment); o.i32(w); }; show = `comment w${w}`; break; }
      case "option": {
        const w = wordNode(p.w);
        const names = [...new Set(p.names)];
        emit = (o) => { o.u32(P_OP.option); o.strs(names); o.i32(w); };
        show = `option ${JSON.stringify(names)} w${w}`; break;
      }
      case "script": { const w = inSite("script", () => wordNode(p.w)); emit = (o) => { o.u32(P_OP.script); o.i32(w); }; show = `script w${w}`; break; }
      case "tool": case "event": {
        const names = [...new Set(p.names)];
        emit = (o) => { o.u32(P_OP[p.k]); o.strs(names); }; show = `${p.k} ${JSON.stringify(names)}`; break;
      }
      case "field": {
        const w = inSite(p.name, () => wordNode(p.w));
        emit = (o) => { o.u32(P_OP.field); o.str(p.name); o.i32(w); }; show = `field ${JSON.stringify(p.name)} w${w}`; break;
      }
      case "factEnv": {
        const w = wordNode(p.w);
        emit = (o) => { o.u32(P_OP.factEnv); o.str(p.name); o.i32(w); }; show = `env ${JSON.stringify(p.name)} w${w}`; break;
      }
      case "factExists":
        emit = (o) => { o.u32(P_OP.factExists); o.str(p.path); o.u32(p.unknown ? 1 : 0); };
        show = `exists ${JSON.stringify(p.path)} unknown=${p.unknown}`; break;
      case "factGlob": {
        // (the host walks the directory; the engine's automaton tests each path: globTest)
        const [si, i] = regexAt("glob", p.regex, "");
        const t = textTest(p.read);
        emit = (o) => { o.u32(P_OP.factGlob); o.str(p.dir); o.i32(si); o.i32(i); o.u32(p.unknown ? 1 : 0); o.ints(t.sites); o.strs(walkFilter(p.only)); };
        show = `glob ${JSON.stringify(p.dir)} site ${si} #${i} /${p.regex}/${t.show}${showFilter(p.only)} unknown=${p.unknown}`; break;
      }
      case "factJsonKey":
        emit = (o) => { o.u32(P_OP.factJsonKey); o.str(p.file); o.str(p.path.join("\u0000")); o.u32(p.unknown ? 1 : 0); };
        show = `jsonKey ${JSON.stringify(p.file)} ${JSON.stringify(p.path)} unknown=${p.unknown}`; break;
      case "all": case "any": {
        if (p.of.length === 1) return predNode(p.of[0]);
        const kids = p.of.map(predNode);
        emit = (o) => { o.u32(P_OP[p.k]); o.ints(kids); }; show = `${p.k} ${kids.map((k) => "p" + k).join(" ")}`; break;
      }
      default: return assertNever(p);
    }
    let n = predIndex.get(show);
    if (n === undefined) { n = preds.length; preds.push({ emit, show }); predIndex.set(show, n); }
    return n;
  };

  // ─── rules ───
  const file = rs.loc.file.split("/").pop();
  const blocking = (i: number) => rs.rules[i].tier === "deny" || rs.rules[i].tier === "ask";
  const when: number[] = [];
  const commandRules: number[] = [];
  const toolRules: number[] = [];
  rs.rules.forEach((r, i) => {
    where = `${r.loc.file.split("/").pop()}:${r.loc.line}:${r.loc.col} (rule ${r.id})`;
    when.push(predNode(simplify(r.when)));
    (isCommandLevel(r.when) ? commandRules : toolRules).push(i);
  });
  where = `${file} (requires)`;
  const requires = rs.requires.map((p) => predNode(simplify(p)));
  // what an allow rule approves beyond its command: the files its writes(…) names, and the
  // privilege-changing wrappers its via(…) names
  where = `${file} (allow)`;
  const cover: number[][] = [];
  const vias: string[] = [];
  for (const r of rs.rules) {
    if (r.tier !== "allow") { cover.push([]); vias.push(""); continue; }
    const a = approves(r.when);
    cover.push(inSite("writes", () => a.writes.map(wordNode)));
    vias.push(a.vias.length ? "," + a.vias.join(",") + "," : "");
  }
  // (a via list is a Latin-1 List in the engine: a wrapper's name is a command word)
  for (const v of vias) if (/[^\x00-\xff]/.test(v) || v.length > 0xffff) throw new Error(`via(${v}): a wrapper's name must be Latin-1`);

  // ─── texts ───
  const encoded = rs.rules.map((r) => Buffer.from(r.message, "utf8"));
  const msgAt = [0];
  for (const e of encoded) msgAt.push(msgAt[msgAt.length - 1] + e.length);
  const plainBlob = Buffer.concat(encoded.length ? encoded : [Buffer.alloc(0)]);
  // (an allow rule's text is delivered with every call it approves: a block of its own, so
  // that delivering it inflates a few bytes, not the block of deny texts around it)
  const packed = packTexts(plainBlob, msgAt, rs.rules.map((r) => r.tier === "allow"));

  // ─── dispatch ───
  const lowerGuard = (g: Guard): Guard => {
    if (!g || !rs.caseInsensitiveCommands) return g;
    const subs = g.k === "name" || !g.subs ? null : [...new Set(g.subs.map(lowerAscii))];
    if (g.k === "git") return { k: "git", subs };
    if (g.k === "both") return { k: "both", names: [...new Set(g.names.map(lowerAscii))], subs };
    return { k: "name", names: [...new Set(g.names.map(lowerAscii))] };
  };
  // (plain: every rule on every command, the rules' names still known to the shell model)
  const d = dispatch(commandRules.map((i) => ({ index: i, guard: lowerGuard(guardOf(rs.rules[i].when)) })), opts.plainDispatch ?? false);

  // ─── automata: one per site; sites with the same patterns share a table ───
  const tableOf = new Map<string, number>();
  const siteRows = sites.map((st, si) => {
    const mine = regexes.filter((r) => r.site === st);
    const key = JSON.stringify(mine.map((r) => [r.source, r.flags]));
    const shared = tableOf.get(key);
    if (shared !== undefined) return { shared, comb: false, n: mine.length, table: null as Uint8Array | null, st };
    tableOf.set(key, si);
    const table = regexTable(mine);
    return { shared: -1, comb: readTable(table).parts.some((p) => p.layout === LAYOUT_COMB), n: mine.length, table, st };
  });
  for (const s of siteRows) if (s.shared >= 0) s.comb = siteRows[s.shared].comb;

  const o = new Writer();
  o.u32(RULE_DATA_MAGIC); o.u32(RULE_DATA_VERSION);
  o.str(rs.name);
  o.i32(TIERS.indexOf(rs.failure)); o.i32(TIERS.indexOf(rs.unknown)); o.i32(TIERS.indexOf(limitTier(rs))); o.i32(rs.maxContext);
  o.strs(rs.events);
  o.u32((rs.tools.includes("*") ? 1 : 0) | (rs.caseInsensitiveCommands ? 2 : 0));
  o.strs(rs.tools.filter((t) => t !== "*"));
  o.u32(siteRows.length);
  for (const s of siteRows) { o.i32(s.shared); o.u32(s.comb ? 1 : 0); o.u32(s.n); if (s.table) o.bytes(s.table); }
  o.u32(words.length);
  for (const w of words) w.emit(o);
  o.u32(preds.length);
  for (const p of preds) p.emit(o);
  o.u32(rs.rules.length);
  rs.rules.forEach((r, i) => {
    o.str(r.id); o.i32(TIERS.indexOf(r.tier)); o.i32((r.override ? 1 : 0) | (r.once ? 2 : 0));
    o.str(r.key === r.id ? "" : r.key);
    o.i32(when[i]); o.u32(blocking(i) ? 1 : 0);
    o.u32(r.effects.length);
    for (const e of r.effects) { o.str(e.kind); o.str(e.path); o.str(e.text); }
    o.ints(cover[i]);
    o.bytes(vias[i] ? listBytes(vias[i].slice(1, -1).split(",")) : new Uint8Array(0));
  });
  o.ints(msgAt);
  o.ints(packed ? packed.blocks : []);
  o.bytes(packed ? packed.blob : plainBlob);
  o.u32(d.groups.length);
  for (const g of d.groups) o.ints(g);
  o.u32(d.indexed ? 1 : 0); o.i32(d.none); o.i32(d.gitOther); o.i32(d.all);
  o.u32(d.byName.length); for (const [k, g] of d.byName) { o.str(k); o.i32(g); }
  o.u32(d.bySub.length); for (const [k, g] of d.bySub) { o.str(k); o.i32(g); }
  o.ints(toolRules);
  o.ints(requires);
  const specs = specsFor(rs, opts.specs ?? {});
  o.u32(specs.length);
  for (const [name, sp] of specs) {
    const opts_ = Object.entries(sp.options);
    o.str(name); o.u32((sp.abbrev ? 1 : 0) | (sp.oldStyle ? 2 : 0));
    o.bytes(listBytes(opts_.filter(([, a]) => a === "value").map(([k]) => k)));
    o.bytes(listBytes(opts_.map(([k]) => k).filter((k) => k.startsWith("--"))));
    o.bytes(listBytes(opts_.map(([k]) => k).filter((k) => !k.startsWith("--"))));
    // (short → long, each as the two names run together: "-n--dry-run")
    o.bytes(listBytes(Object.entries(sp.aliases ?? {}).map(([s, l]) => s + l)));
    // (NAME → option, each as "NAME=--option")
    o.bytes(listBytes(Object.entries(sp.env ?? {}).map(([v, opt]) => v + "=" + opt)));
  }
  o.u32(RULE_DATA_MAGIC);

  const text = [
    `rule data ${JSON.stringify(rs.name)}: ${rs.rules.length} rules, ${words.length} word nodes, ${preds.length} predicate nodes, ${regexes.length} regexes in ${siteRows.length} sites`,
    ...siteRows.map((s, i) => `site ${i} ${JSON.stringify(s.st)}: ${s.n} pattern(s)${s.shared >= 0 ? `, the table of site ${s.shared}` : `, ${s.table!.length} bytes${s.comb ? " (comb)" : ""}`}`),
    ...words.map((w, i) => `w${i} = ${w.show}`),
    ...preds.map((p, i) => `p${i} = ${p.show}`),
    ...rs.rules.map((r, i) => `rule ${i} ${r.id} (${r.tier}${blocking(i) ? ", blocking" : ""}) = p${when[i]}${cover[i].length ? ` covers ${cover[i].map((w) => "w" + w).join(" ")}` : ""}${vias[i] ? ` via ${vias[i]}` : ""}`),
    `dispatch: ${d.indexed ? "by name" : "every rule on every command"}`,
    ...d.groups.map((g, i) => `  group ${i}: ${g.length ? g.map((r) => rs.rules[r].id).join(", ") : "(none)"}`),
    ...(d.indexed ? [
      `  names: ${d.byName.map(([k, g]) => `${k}→${g}`).join(" ") || "(none)"}`,
      `  git subcommands: ${d.bySub.map(([k, g]) => `${k}→${g}`).join(" ") || "(none)"}; other git → ${d.gitOther}; other commands → ${d.none}`,
    ] : []),
    `  a command word known only at run time → group ${d.all}`,
    `tool-level rules: ${toolRules.map((i) => rs.rules[i].id).join(", ") || "(none)"}`,
    `requires: ${requires.map((p) => "p" + p).join(" ") || "(none)"}`,
    `specs: ${specs.map(([n, sp]) => `${n} (${Object.keys(sp.options).length})`).join(", ") || "(none)"}`,
    `texts: ${plainBlob.length} bytes${packed ? `, deflated to ${packed.blob.length} in ${packed.blocks.length / 4} block(s)` : ""}`,
  ].join("\n") + "\n";
  return { bytes: o.done(), regexes, text };
}

// ─── option grammars: the specs a rule set's commands need ───────────────────────

/**
 * The specs the data carries: the rule file's own, and rulec's for every command and git
 * subcommand its rules name (every git subcommand's for a rule about git with any
 * subcommand), sorted by name.
 */
/** git's options that name a file it writes (wasm/engine.ts writesByGrammar). */
const GIT_OUTPUTS = ["--output", "--index-output", "--export-marks"];
export function specsFor(rs: RuleSet, library: Record<string, CommandSpec>): [string, CommandSpec][] {
  const names = new Set<string>();
  // a conjunction about git with any subcommand that reads the words: every subcommand's grammar
  let anyGit = false;
  // a rule about the files commands write: the grammars that name them (git's `--output FILE`)
  let writesFiles = false;
  const scan = (p: Pred): { git: boolean; words: boolean } => {
    switch (p.k) {
      case "all": case "any": {
        const parts = p.of.map(scan);
        const u = { git: parts.some((x) => x.git), words: parts.some((x) => x.words) };
        if (p.k === "all" && u.git && u.words) anyGit = true;
        return u;
      }
      // (under a `not`, or about the other commands of a chain: not this command's git)
      case "not": return { git: false, words: scan(p.of).words };
      case "chainSome": case "pipedFrom": scan(p.of); return { git: false, words: false };
      case "command": {
        const ns = p.names.map((n) => (rs.caseInsensitiveCommands ? lowerAscii(n) : n));
        for (const n of ns) names.add(n);
        return { git: ns.includes("git"), words: false };
      }
      case "git": p.subs.forEach((s) => names.add("git " + (rs.caseInsensitiveCommands ? lowerAscii(s) : s))); return { git: !p.subs.length, words: false };
      case "some": case "every": case "count":
        if (p.sel.of === "writes" || p.sel.of === "overwrites") writesFiles = true;
        return { git: false, words: p.sel.of !== "argv" && !FILE_SELECTIONS.has(p.sel.of) };
      case "option": case "knownOptions": return { git: false, words: true };
      default: return { git: false, words: false };
    }
  };
  for (const p of [...rs.rules.map((r) => r.when), ...rs.requires]) scan(p);
  const out = new Map<string, CommandSpec>();
  for (const [k, v] of Object.entries(library)) {
    if (names.has(k) || (anyGit && k.startsWith("git ")) || (writesFiles && k.startsWith("git ") && GIT_OUTPUTS.some((o) => o in v.options))) out.set(k, v);
  }
  for (const [k, v] of Object.entries(rs.specs ?? {})) out.set(k, v);
  return [...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

// ─── rule indexing: the rules a command can fire, by its name or git subcommand ────────
// Most rules name the command they are about (`command("rm")`, `git("push")`), so a
// command can only fire the rules of its own name. The engine looks the name (or, for git,
// the literal subcommand) up once and evaluates only those rules and the ones without a
// guard, in rule order (the hits, and so the verdict, come out as a plain loop gives
// them); a rule whose guard is not known is in every group.

/** A necessary condition of a command-level rule: its command's name, or git and its subcommand. */
// A rule's guard: the command names (and git subcommands) a command must have for the
// rule to fire on it; "both": either a name listed or git (with one of `subs`, or any).
export type Guard = { k: "name"; names: string[] } | { k: "git"; subs: string[] | null } | { k: "both"; names: string[]; subs: string[] | null } | null;

const namesOf = (g: Guard): string[] => (g && (g.k === "name" || g.k === "both") ? g.names : []);
const gitOf = (g: Guard): boolean => g !== null && (g.k === "git" || g.k === "both");
const subsOf = (g: Guard): string[] | null => (g && (g.k === "git" || g.k === "both") ? g.subs : null);

export function guardOf(p: Pred): Guard {
  switch (p.k) {
    case "command": return p.names.length ? { k: "name", names: [...new Set(p.names)] } : null;
    case "git": return { k: "git", subs: p.subs.length ? [...new Set(p.subs)] : null };
    case "all": {
      // any conjunct's guard is necessary: the most selective one
      const rank = (g: Guard) => (g === null ? 0 : g.k === "both" ? 1 : g.k === "git" ? (g.subs ? 3 : 1) : 2);
      let best: Guard = null;
      for (const q of p.of) { const g = guardOf(q); if (rank(g) > rank(best)) best = g; }
      return best;
    }
    case "any": {
      // every branch must be guarded: the union (names, git, or both)
      const gs = p.of.map(guardOf);
      if (!gs.length || gs.some((g) => g === null)) return null;
      const names = [...new Set(gs.flatMap(namesOf))];
      const gits = gs.filter(gitOf);
      const subs = gits.some((g) => subsOf(g) === null) ? null : [...new Set(gits.flatMap((g) => subsOf(g)!))];
      if (!gits.length) return { k: "name", names };
      return names.length ? { k: "both", names, subs } : { k: "git", subs };
    }
    default: return null;
  }
}

export interface Dispatch {
  indexed: boolean;
  /** Lists of rule indices, each in rule order; groups with the same rules are one. */
  groups: number[][];
  byName: [string, number][];
  bySub: [string, number][];
  none: number;
  gitOther: number;
  /** Every command-level rule: a command whose word is known only at run time may be any. */
  all: number;
}

/** The groups of command-level rules by command name and git subcommand. */
export function dispatch(rules: { index: number; guard: Guard }[], plain = false): Dispatch {
  const groups: number[][] = [];
  const groupKeys = new Map<string, number>();
  const groupOf = (list: number[]) => {
    const key = list.join(",");
    let g = groupKeys.get(key);
    if (g === undefined) { g = groups.length; groups.push(list); groupKeys.set(key, g); }
    return g;
  };
  const all = groupOf(rules.map((r) => r.index));
  const free = rules.filter((r) => r.guard === null).map((r) => r.index);
  const names = [...new Set(rules.flatMap((r) => namesOf(r.guard)))].filter((n) => n !== "git");
  const subs = [...new Set(rules.flatMap((r) => subsOf(r.guard) ?? []))];
  // the rules a command can fire: with name n (not git), or git with literal subcommand s
  const forName = (n: string) => rules.filter((r) => r.guard === null || namesOf(r.guard).includes(n)).map((r) => r.index);
  const forGit = (s: string | null) => rules.filter((r) => r.guard === null
    || namesOf(r.guard).includes("git")
    || (gitOf(r.guard) && (subsOf(r.guard) === null || (s !== null && subsOf(r.guard)!.includes(s))))).map((r) => r.index);
  const none = groupOf(free);
  const byName = names.map((n) => [n, groupOf(forName(n))] as [string, number]);
  const bySub = subs.map((s) => [s, groupOf(forGit(s))] as [string, number]);
  const gitOther = groupOf(forGit(null));
  // not worth it when most rules are unguarded: every group would repeat them
  const indexed = !plain && rules.length > 0 && free.length * 2 <= rules.length;
  // (the names stay: the shell model reads a word naming one as a command an unknown
  // program may run, wasm/shell.ts guessInner)
  if (!indexed) return { indexed, groups: [groups[all]], byName: names.map((n) => [n, 0] as [string, number]), bySub: [], none: 0, gitOther: 0, all: 0 };
  return { indexed, groups, byName, bySub, none, gitOther, all };
}

/**
 * Texts are deflated when that saves at least PACK_MIN bytes of module, in blocks of about
 * PACK_BLOCK bytes of text (and the texts marked `alone` each in a block of its own).
 * Why that much: a module's bytes cost a call ≈10 µs a KB (V8 copies them, an instance its
 * data), so 32 KB is the 0.3 ms a trick must pay; a call that delivers a packed text pays
 * its first inflate instead (0.3–1.5 ms whole-process for destructive's deny texts, which
 * deflate saved 10 KB of: bench/PERFORMANCE.md, stop 43). The ways corpus saves 57 KB.
 */
export const PACK_MIN = 32 * 1024;
const PACK_BLOCK = 16384;

/**
 * The rule texts deflated in blocks (whole texts, in rule order, up to PACK_BLOCK bytes a
 * block unless one text is longer): a call that delivers a text inflates only its block
 * (≈16 KB, well under a millisecond). Null when deflate saves less than PACK_MIN bytes or
 * less than a quarter of the texts.
 * Blocks: [offset in the packed blob, its length, its first text's offset in `plain`, the
 * length of its texts] each, as RuleTable.msgPacked reads them.
 */
export function packTexts(plain: Buffer, msgAt: readonly number[], alone: readonly boolean[] = []): { blob: Buffer; blocks: number[] } | null {
  if (plain.length < PACK_MIN) return null;
  const parts: Buffer[] = [];
  const blocks: number[] = [];
  let packedBytes = 0;
  const close = (start: number, end: number): void => {
    if (end === start) return;
    const z = deflateRawSync(plain.subarray(start, end), { level: 9 });
    blocks.push(packedBytes, z.length, start, end - start);
    parts.push(z);
    packedBytes += z.length;
  };
  // text i is [msgAt[i], msgAt[i + 1]); one marked `alone` is a block of its own
  let start = 0;
  for (let i = 0; i + 1 < msgAt.length; i++) {
    const s = msgAt[i]!, e = msgAt[i + 1]!;
    if (alone[i]) { close(start, s); close(s, e); start = e; continue; }
    if (e - start > PACK_BLOCK && s > start) { close(start, s); start = s; }
  }
  close(start, plain.length);
  if (packedBytes * 4 > plain.length * 3 || plain.length - packedBytes < PACK_MIN) return null;
  return { blob: Buffer.concat(parts), blocks };
}

/**
 * What an allow rule approves besides its command: the word patterns of its writes(…) that
 * must hold for it to hold (not under a `not`, in every branch of… any of its conjuncts), and
 * the wrappers its via(…) names the same way.
 */
export function approves(p: Pred): { writes: WordPred[]; vias: string[] } {
  const writes: WordPred[] = [];
  const vias: string[] = [];
  const walk = (q: Pred): void => {
    switch (q.k) {
      case "all": case "any": q.of.forEach(walk); return;
      case "some": if (q.sel.of === "writes") writes.push(q.w); return;
      case "via": vias.push(...q.names); return;
      case "chainSome": case "pipedFrom": case "not": return; // (a negated or chain-wide one approves nothing here)
      default: return;
    }
  };
  walk(p);
  return { writes, vias: [...new Set(vias)] };
}
