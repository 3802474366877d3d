// Codegen: IR → one AssemblyScript module (rules + tables) that asc compiles together
// with the engine in wasm/.
//
// Input: a checked RuleSet, the path of the engine folder relative to where the module
// is written, and the serialized automaton of the rule set's word regexes (built here
// through automata/). Output: AssemblyScript source text.
//
// Every rule becomes a straight-line predicate function over (Ctx, Cmd); every word
// pattern a small function over one string; every regex of the set shares ONE
// multi-pattern automaton, run at most once per distinct word. Command-level rules are
// indexed by the command's name or git subcommand they require (guardOf, below): a
// command evaluates only the rules that could fire on it. Rule texts are UTF-8 in static
// data, deflated in blocks when they are long (packTexts, below).
//
// Cost: build time only; the generated code is what runs per call.

import { deflateRawSync } from "node:zlib";
import { LAYOUT_COMB, readTable } from "./automata/table.ts";
import { assertNever, isCommandLevel, limitTier, type Pred, type RuleSet, type Sel, type WordPred, TIERS } from "./ir.ts";

export interface Generated {
  source: string;
  /** Every regex, with the site (field or word context) whose automaton holds it. */
  regexes: { source: string; flags: string; where: string; site: string }[];
}

const SEL_CODE: Record<Sel["of"], number> = { flags: 0, positionals: 1, args: 2, afterDashDash: 3, argv: 4, writes: 5 };
const lit = (s: string) => JSON.stringify(s);

export function generate(rs: RuleSet, engineDir: string, regexTable: (regexes: Generated["regexes"]) => Uint8Array | null, opts: { plainDispatch?: boolean } = {}): Generated {
  // One automaton per site: the patterns of one field share it (its scanning cost does not
  // grow with their number); word-level patterns share one of their own.
  const fns: string[] = [];
  const regexes: Generated["regexes"] = [];
  const wordFns = new Map<string, string>();
  const predFns = new Map<string, string>();
  let where = "";

  let site = "word";
  const sites: string[] = [];
  function wordExpr(w: WordPred): string {
    switch (w.k) {
      case "eq": {
        // three words or more: one comma list scanned in place (wasm/shell.ts listed), not a
        // string literal and a compare each (smaller, and no slower)
        const listable = w.values.filter((v) => v.length > 0 && !v.includes(",") && !/[^\x01-\xff]/.test(v));
        const rest = w.values.filter((v) => !listable.includes(v));
        const list = "," + listable.join(",") + ",";
        const parts = listable.length >= 3 && list.length <= 0xffff ? [`listed(latin1(${lit(list)}), s)`, ...rest.map((v) => `s == ${lit(v)}`)] : w.values.map((v) => `s == ${lit(v)}`);
        return parts.length ? "(" + parts.join(" || ") + ")" : "false";
      }
      case "prefix": return "(" + w.values.map((v) => `s.startsWith(${lit(v)})`).join(" || ") + ")";
      case "re": {
        let si = sites.indexOf(site);
        if (si < 0) { si = sites.length; sites.push(site); }
        const mine = regexes.filter((r) => r.site === site);
        let i = mine.findIndex((r) => r.source === w.source && r.flags === w.flags);
        if (i < 0) { i = mine.length; regexes.push({ source: w.source, flags: w.flags, where, site }); }
        return `re${si}(s, ${i})`;
      }
      case "exists": return w.unknown === false ? "pathExistsKnown(x, c, s)" : "pathExists(x, c, s)";
      case "all": return "(" + w.of.map(wordExpr).join(" && ") + ")";
      case "any": return "(" + w.of.map(wordExpr).join(" || ") + ")";
      case "not": return "!" + wordExpr(w.of);
      default: return assertNever(w);
    }
  }
  function wordFn(w: WordPred): string {
    const body = wordExpr(w); // (its re<site>() calls make the body site-specific)
    let name = wordFns.get(body);
    if (!name) {
      name = `w${wordFns.size}`;
      wordFns.set(body, name);
      fns.push(`function ${name}(x: Ctx, c: Cmd, s: string): bool { return ${body}; }`);
    }
    return name;
  }
  // A predicate function: its value (NO 0, UNK 1, YES 2) computed into `r` by statements
  // (Kleene logic, short-circuit: `all` stops at NO, `any` at YES, so no fact is asked
  // that the verdict does not need).
  function predFn(p: Pred): string {
    const body = predBody(p);
    let name = predFns.get(body);
    if (!name) {
      name = `p${predFns.size}`;
      predFns.set(body, name);
      fns.push(`function ${name}(x: Ctx, c: Cmd): i32 {\n${body}\n}`);
    }
    return name;
  }
  function predBody(p: Pred): string {
    const lines: string[] = [];
    let temps = 0;
    const gen = (q: Pred, out: string, ind: string): void => {
      if (q.k === "all" || q.k === "any") {
        if (!q.of.length) { lines.push(`${ind}${out} = ${q.k === "all" ? 2 : 0};`); return; }
        if (q.of.length === 1) { gen(q.of[0], out, ind); return; }
        const t = `t${temps++}`;
        const [start, stop, better] = q.k === "all" ? ["2", "0", "<"] : ["0", "2", ">"];
        lines.push(`${ind}${out} = ${start};`);
        for (const child of q.of) {
          lines.push(`${ind}if (${out} != ${stop}) {`);
          gen(child, t, ind + "  ");
          lines.push(`${ind}  if (${t} ${better} ${out}) ${out} = ${t};`);
          lines.push(`${ind}}`);
        }
        return;
      }
      if (q.k === "not") { gen(q.of, out, ind); lines.push(`${ind}${out} = 2 - ${out};`); return; }
      lines.push(`${ind}${out} = ${leaf(q)};`);
    };
    gen(p, "r", "  ");
    const decl = ["r", ...Array.from({ length: temps }, (_, i) => `t${i}`)].map((v) => `${v}: i32 = 0`).join(", ");
    return `  let ${decl};\n${lines.join("\n")}\n  return r;`;
  }
  const selArgs = (s: Sel) => `${SEL_CODE[s.of]}, ${s.from}, ${s.to ?? -1}`;
  const yesNo = (e: string) => `(${e} ? 2 : 0)`;
  let chainSites = 0;

  function leaf(p: Pred): string {
    switch (p.k) {
      case "true": return "2";
      case "command": return `commandIs(x, c, ${wordFn({ k: "eq", values: p.names })})`;
      case "git": return p.subs.length ? `gitSub(x, c, ${wordFn({ k: "eq", values: p.subs })})` : "isGit(x, c)";
      case "some": { const saved = site; if (p.sel.of === "writes") site = "writes"; const f = wordFn(p.w); site = saved; return `someWord(x, c, ${selArgs(p.sel)}, ${f})`; }
      case "every": { const saved = site; if (p.sel.of === "writes") site = "writes"; const f = wordFn(p.w); site = saved; return `everyWord(x, c, ${selArgs(p.sel)}, ${f})`; }
      case "count": return `countWords(x, c, ${selArgs(p.sel)}, ${p.min}, ${p.max ?? -1})`;
      case "opaque": return "(c.opaque ? 2 : 0)";
      case "via": return `viaIs(x, c, ${wordFn({ k: "eq", values: p.names })})`;
      case "otherRepo": return "otherRepo(x, c)";
      case "foreignPrimary": return "foreignPrimary(x, c)";
      case "chainOnlyAnd": return "chainOnlyAnd(x, c)";
      case "chainSome": return `chainSome(x, c, ${predFn(p.of)}, ${chainSites++})`;
      case "comment": return `commentSome(x, c, ${wordFn(p.w)})`;
      case "script": { const saved = site; site = "script"; const f = wordFn(p.w); site = saved; return `scriptSome(x, c, ${f})`; }
      case "tool": return yesNo(p.names.map((t) => `x.tool == ${lit(t)}`).join(" || "));
      case "event": return yesNo(p.names.map((t) => `x.event == ${lit(t)}`).join(" || "));
      case "field": { const saved = site; site = p.name; const f = wordFn(p.w); site = saved; return yesNo(`fieldIs(x, ${lit(p.name)}, ${f})`); }
      case "factExists": return yesNo(`existsFact(x, ${lit(p.path)}, ${p.unknown})`);
      case "factGlob": return yesNo(`globExistsFact(x, ${lit(p.dir)}, ${lit(p.regex)}, ${p.unknown})`);
      case "factJsonKey": return yesNo(`jsonKeyFact(x, ${lit(p.file)}, ${lit(p.path.join("\u0000"))}, ${p.unknown})`);
      case "factEnv": return yesNo(`envFact(x, ${lit(p.name)}, ${wordFn(p.w)})`);
      case "all": case "any": case "not": return `${predFn(p)}(x, c)`;
      default: return assertNever(p);
    }
  }

  const commandRules: number[] = [];
  const toolCalls: string[] = [];
  const blocking = (i: number) => rs.rules[i].tier === "deny" || rs.rules[i].tier === "ask";
  rs.rules.forEach((r, i) => {
    where = `${r.loc.file.split("/").pop()}:${r.loc.line}:${r.loc.col} (rule ${r.id})`;
    const name = `rule${i}`;
    fns.push(`// ${r.id} (${r.tier}) — ${r.loc.line}:${r.loc.col}\nfunction ${name}(x: Ctx, c: Cmd): i32 {\n${predBody(r.when)}\n}`);
    if (isCommandLevel(r.when)) commandRules.push(i);
    else toolCalls.push(hitCall(i, "callCmd(x)", "null", blocking(i)));
  });
  const evalCmd = commandDispatch(commandRules.map((i) => ({ index: i, guard: opts.plainDispatch ? null : guardOf(rs.rules[i].when), blocking: blocking(i) })));
  where = `${rs.loc.file.split("/").pop()} (requires)`;
  const reqFns = rs.requires.map((p) => predFn(p));
  const requires = reqFns.length ? reqFns.map((f) => `${f}(x, c) == 2`).join(" && ") : "true";
  // what an allow rule approves beyond its command: the files its writes(…) names, and the
  // privilege-changing wrappers its via(…) names
  where = `${rs.loc.file.split("/").pop()} (allow)`;
  const coverCases: string[] = [];
  const viaLists: string[] = [];
  rs.rules.forEach((r, i) => {
    if (r.tier !== "allow") { viaLists.push("0"); return; }
    const { writes, vias } = approves(r.when);
    viaLists.push(vias.length ? `latin1(${lit("," + vias.join(",") + ",")})` : "0");
    if (!writes.length) return;
    const saved = site; site = "writes";
    const fs = writes.map((w) => `${wordFn(w)}(x, c, w)`);
    site = saved;
    coverCases.push(`    case ${i}: return ${fs.join(" || ")};`);
  });
  const flags = rs.rules.map((r) => (r.override ? 1 : 0) | (r.once ? 2 : 0));
  const effects: string[] = [];
  const effectsAt: number[] = [];
  for (const r of rs.rules) { effectsAt.push(effects.length); for (const e of r.effects) effects.push(e.kind, e.path, e.text); }
  effectsAt.push(effects.length);
  // sites with the same patterns (a way's `pattern:` over description and prompt) share a table
  const tableOf = new Map<string, number>();
  const encoded = rs.rules.map((r) => Buffer.from(r.message, "utf8"));
  const msgAt = [0];
  for (const e of encoded) msgAt.push(msgAt[msgAt.length - 1] + e.length);
  const plainBlob = Buffer.concat(encoded.length ? encoded : [Buffer.alloc(0)]);
  const packed = packTexts(plainBlob, msgAt);
  const msgBlob = packed ? packed.blob : plainBlob;
  // a table with no comb part is run by dfaMatchDense, so the module holds no comb walk
  const runners = new Set<string>();
  const runnerOf: string[] = [];
  const reBlock = sites.map((st, si) => {
    const mine = regexes.filter((r) => r.site === st);
    const key = JSON.stringify(mine.map((r) => [r.source, r.flags]));
    const shared = tableOf.get(key);
    if (shared === undefined) tableOf.set(key, si);
    const table = shared === undefined ? regexTable(mine)! : null;
    const runner = shared === undefined ? (readTable(table!).parts.some((p) => p.layout === LAYOUT_COMB) ? "dfaMatch" : "dfaMatchDense") : runnerOf[shared]!;
    runnerOf[si] = runner;
    runners.add(runner);
    return [
      `// site ${lit(st)}: ${mine.length} pattern(s)`,
      table ? `const RE${si}_TABLE: usize = memory.data<u8>([${Array.from(table).join(",")}], 4);` : `const RE${si}_TABLE: usize = RE${shared}_TABLE;`,
      `const RE${si}_BITS = new StaticArray<u32>(${Math.ceil(mine.length / 32)});`,
      // the scan of the last string asked about is kept: strings are immutable, and an
      // address names one string within a call (callSerial moves when memory is rewound)
      `let re${si}Last: usize = 0;`,
      `let re${si}Serial: u32 = 0;`,
      `function re${si}(s: string, i: i32): bool {`,
      `  const p = changetype<usize>(s);`,
      `  if (p != re${si}Last || re${si}Serial != callSerial) { ${runner}(RE${si}_TABLE, s, RE${si}_BITS); re${si}Last = p; re${si}Serial = callSerial; }`,
      `  return ((unchecked(RE${si}_BITS[i >> 5]) >>> (i & 31)) & 1) != 0;`,
      `}`,
    ].join("\n");
  }).join("\n\n");
  const table = sites.length > 0;

  const events = rs.events.map((e) => `x.event == ${lit(e)}`).join(" || ") || "false";
  const tools = rs.tools.includes("*") ? "true" : rs.tools.map((t) => `x.tool == ${lit(t)}`).join(" || ") || "false";
  const engine = (f: string) => lit(`${engineDir}/${f}`);
  const source = `// Generated by rulec from ${rs.loc.file.split("/").pop()} — do not edit.
// Rule set ${lit(rs.name)}: ${rs.rules.length} rules, ${regexes.length} regexes.
import {
  Ctx, Cmd, RuleTable, classify as run, contextOf, someWord, everyWord, countWords, commandIs, isGit, gitSub, viaIs,
  otherRepo, foreignPrimary, pathExists, pathExistsKnown, chainOnlyAnd, chainSome, commentSome, scriptSome, fieldIs, callCmd,
  existsFact, globExistsFact, jsonKeyFact, envFact, callSerial, lengthOf, Tree, T_ARR,
} from ${engine("engine")};
import { latin1, listed, tableIndex } from ${engine("shell")};
${table ? `import { ${[...runners].sort().join(", ")} } from ${engine("dfa")};` : ""}
${packed ? `import { packedText } from ${engine("inflate")};` : ""}
export { alloc, setField, fieldStrings, fillUtf8, factStrings, pendingFacts, resumable, resume, abortMessage, setExplain, setAssumeRequires, parse, clearFields, verdictWords, workCount, heapTop } from ${engine("engine")};

const MSG_BLOB: usize = memory.data<u8>([${Array.from(msgBlob).join(",")}]);
const TABLE = new RuleTable(
  [${rs.rules.map((r) => lit(r.id)).join(", ")}],
  [${rs.rules.map((r) => TIERS.indexOf(r.tier)).join(", ")}],
  [],
  ${TIERS.indexOf(rs.failure)},
  [${flags.join(", ")}],
  [${effects.map(lit).join(", ")}],
  [${effectsAt.join(", ")}],
  ${rs.maxContext},
  [${rs.rules.map((r) => lit(r.key === r.id ? "" : r.key)).join(", ")}],
  MSG_BLOB,
  [${msgAt.join(", ")}],${packed ? `\n  [${packed.blocks.join(", ")}],\n  packedText,` : ""}
);

${reBlock}

${fns.join("\n\n")}

// events without a tool (UserPromptSubmit, …) are handled by event alone
function handles(x: Ctx): bool { return (${events}) && (x.tool.length == 0 || ${tools}); }
${evalCmd}
function evalTool(x: Ctx): void {
  const c = callCmd(x);
${toolCalls.join("\n")}
}
function requires(x: Ctx): bool { const c = callCmd(x); return ${requires}; }
// for \`rulec doctor\`: each precondition evaluated eagerly, in order
export function preconditions(): usize {
  const x = contextOf();
  const c = callCmd(x);
  const r: StaticArray<bool> = [${reqFns.map((f) => `${f}(x, c) == 2`).join(", ")}];
  const t = new Tree();
  t.word(T_ARR); t.word(r.length);
  for (let i = 0; i < r.length; i++) t.bool(r[i]);
  return t.done();
}

function coverOf(x: Ctx, rule: i32, c: Cmd, w: string): bool {
  switch (rule) {
${coverCases.join("\n")}
  }
  return false;
}
TABLE.name = ${lit(rs.name)};
TABLE.unknownTier = ${TIERS.indexOf(rs.unknown)};
TABLE.limitTier = ${TIERS.indexOf(limitTier(rs))};
TABLE.vias = [${viaLists.join(", ")}];
TABLE.coverFn = coverOf;

export function classify(): usize { return run(TABLE, handles, evalCmd, evalTool, requires); }
`;
  return { source, regexes };
}

// ─── rule indexing: the rules a command can fire, by its name or git subcommand ────────
// Most rules name the command they are about (`command("rm")`, `git("push")`), so a
// command can only fire the rules of its own name. evalCmd looks the name (or, for git,
// the literal subcommand) up once and evaluates only those rules and the ones without a
// guard, in rule order (the hits, and so the verdict, come out as a plain loop gives
// them); a rule whose guard is not known is in every group.

/** A necessary condition of a command-level rule: its command's name, or git and its subcommand. */
export type Guard = { k: "name"; names: string[] } | { k: "git"; subs: string[] | null } | null;

export function guardOf(p: Pred): Guard {
  switch (p.k) {
    case "command": return p.names.length ? { k: "name", names: [...new Set(p.names)] } : null;
    case "git": return { k: "git", subs: p.subs.length ? [...new Set(p.subs)] : null };
    case "all": {
      // any conjunct's guard is necessary: the most selective one
      const rank = (g: Guard) => (g === null ? 0 : g.k === "git" ? (g.subs ? 3 : 1) : 2);
      let best: Guard = null;
      for (const q of p.of) { const g = guardOf(q); if (rank(g) > rank(best)) best = g; }
      return best;
    }
    case "any": {
      // every branch must be guarded, and of one kind: the union
      const gs = p.of.map(guardOf);
      if (!gs.length || gs.some((g) => g === null)) return null;
      if (gs.every((g) => g!.k === "name")) return { k: "name", names: [...new Set(gs.flatMap((g) => (g as { names: string[] }).names))] };
      if (gs.every((g) => g!.k === "git")) {
        const subs = gs.map((g) => (g as { subs: string[] | null }).subs);
        return { k: "git", subs: subs.some((x) => x === null) ? null : [...new Set(subs.flat() as string[])] };
      }
      return null;
    }
    default: return null;
  }
}

/** The statement that evaluates rule i on `c` and records what it gives: a hit when it
 * holds; for a deny or ask rule (`blocking`), an unknown hit when it is neither true nor false. */
export function hitCall(i: number, c: string, on: string, blocking: boolean): string {
  return blocking
    ? `  { const v = rule${i}(x, ${c}); if (v == 2) x.hit(${i}, ${on}); else if (v == 1) x.unknownHit(${i}, ${on}); }`
    : `  if (rule${i}(x, ${c}) == 2) x.hit(${i}, ${on});`;
}

/** evalCmd: a dispatch on the command's name and git subcommand to groups of rule calls. */
export function commandDispatch(rules: { index: number; guard: Guard; blocking?: boolean }[]): string {
  const blockingOf = new Map(rules.map((r) => [r.index, !!r.blocking]));
  const call = (i: number) => hitCall(i, "c", "c", blockingOf.get(i)!);
  const plain = `function evalCmd(x: Ctx, c: Cmd): void {\n${rules.map((r) => call(r.index)).join("\n")}\n}`;
  const free = rules.filter((r) => r.guard === null).map((r) => r.index);
  const names = [...new Set(rules.flatMap((r) => (r.guard?.k === "name" ? r.guard.names : [])))].filter((n) => n !== "git");
  const subs = [...new Set(rules.flatMap((r) => (r.guard?.k === "git" && r.guard.subs ? r.guard.subs : [])))];
  // the rules a command can fire: with name n (not git), or git with literal subcommand s
  const forName = (n: string) => rules.filter((r) => r.guard === null || (r.guard.k === "name" && r.guard.names.includes(n))).map((r) => r.index);
  const forGit = (s: string | null) => rules.filter((r) => r.guard === null
    || (r.guard.k === "name" && r.guard.names.includes("git"))
    || (r.guard.k === "git" && (r.guard.subs === null || (s !== null && r.guard.subs.includes(s))))).map((r) => r.index);
  // groups with the same rules share one function
  const groups = new Map<string, { fn: string; rules: number[] }>();
  const groupOf = (list: number[]) => {
    const key = list.join(",");
    let g = groups.get(key);
    if (!g) { g = { fn: `evalG${groups.size}`, rules: list }; groups.set(key, g); }
    return g.fn;
  };
  const none = groupOf(free);
  const byName = names.map((n) => [n, groupOf(forName(n))] as const);
  const bySub = subs.map((s) => [s, groupOf(forGit(s))] as const);
  const gitOther = groupOf(forGit(null));
  // not worth it when most rules are unguarded (every group would repeat them), nor when
  // the groups would repeat the rules many times over (code every first call compiles)
  const calls = [...groups.values()].reduce((n, g) => n + g.rules.length, 0);
  if (!rules.length || free.length * 2 > rules.length || calls > 8 * rules.length) return plain;
  // The names (subcommands) found in one table of length-prefixed names (tableIndex), and a
  // switch on the index to its group: static data and a br_table, where an \`if\` a name
  // would be code every first call compiles. A name the table cannot hold (text outside
  // Latin-1, 256 units or more) is tested on its own, its length compared first.
  const tests = (pairs: readonly (readonly [string, string])[], v: string, indent: string) => {
    const by = new Map<string, string[]>();
    for (const [k, fn] of pairs) by.set(fn, [...(by.get(fn) ?? []), k]);
    const listable = (k: string) => k.length > 0 && k.length < 256 && !/[^\x00-\xff]/.test(k);
    const lines: string[] = [];
    const keys: string[] = [];
    const cases: string[] = [];
    for (const [fn, ks] of by) {
      const odd = ks.filter((k) => !listable(k));
      if (odd.length) lines.push(`${indent}if (${odd.map((k) => `(${v}l == ${k.length} && ${v} == ${lit(k)})`).join(" || ")}) { ${fn}(x, c); return; }`);
      const mine = ks.filter(listable);
      if (mine.length) cases.push(`${indent}  ${mine.map((_, i) => `case ${keys.length + i}:`).join(" ")} ${fn}(x, c); return;`);
      keys.push(...mine);
    }
    const table = keys.map((k) => String.fromCharCode(k.length) + k).join("");
    if (keys.length) lines.push(`${indent}switch (tableIndex(latin1(${lit(table)}), ${v})) {`, ...cases, `${indent}}`);
    return lines.join("\n");
  };
  // a command whose word (or git subcommand) is known only when it runs may be any: every
  // rule is evaluated on it (evalAll), each neither true nor false where it names one
  return [
    ...[...groups.values()].map((g) => `function ${g.fn}(x: Ctx, c: Cmd): void {\n${g.rules.map(call).join("\n")}\n}`),
    plain.replace("function evalCmd(", "function evalAll("),
    `function evalCmd(x: Ctx, c: Cmd): void {`,
    `  if (c.argc() > 0 && !c.lit[0]) { evalAll(x, c); return; }`,
    `  if (c.argc() > 0) {`,
    `    const n = c.name();`,
    `    const nl = lengthOf(n);`,
    `    if (nl == 3 && n == "git") {`,
    `      const g = x.git(c);`,
    `      if (g != null && !g.subLiteral) { evalAll(x, c); return; }`,
    `      const s = g != null ? g.sub : "";`,
    `      const sl = lengthOf(s);`,
    tests(bySub, "s", "      "),
    `      ${gitOther}(x, c);`,
    `      return;`,
    `    }`,
    tests(byName, "n", "    "),
    `  }`,
    `  ${none}(x, c);`,
    `}`,
  ].filter((l) => l !== "").join("\n");
}

/** Texts of at least PACK_MIN bytes are deflated, in blocks of about PACK_BLOCK bytes of text. */
export const PACK_MIN = 8192;
const PACK_BLOCK = 16384;

/**
 * The rule texts deflated in blocks (whole texts, in rule order, up to PACK_BLOCK bytes a
 * block unless one text is longer): a call that delivers a text inflates only its block
 * (≈16 KB, well under a millisecond). Null when the texts are short, or deflate saves less
 * than a quarter of them (the module would carry the inflater for little).
 * Blocks: [offset in the packed blob, its length, its first text's offset in `plain`, the
 * length of its texts] each, as RuleTable.msgPacked reads them.
 */
export function packTexts(plain: Buffer, msgAt: readonly number[]): { blob: Buffer; blocks: number[] } | null {
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
  let start = 0;
  for (let i = 1; i < msgAt.length; i++) {
    if (msgAt[i]! - start > PACK_BLOCK && msgAt[i - 1]! > start) {
      close(start, msgAt[i - 1]!);
      start = msgAt[i - 1]!;
    }
  }
  close(start, plain.length);
  if (packedBytes * 4 > plain.length * 3) return null;
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
      case "chainSome": case "not": return; // (a negated or chain-wide one approves nothing here)
      default: return;
    }
  };
  walk(p);
  return { writes, vias: [...new Set(vias)] };
}
