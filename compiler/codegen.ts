// Codegen: IR → one AssemblyScript module (rules + tables) that asc compiles together
// with the engine in wasm/.
//
// Input: a checked RuleSet, the path of the engine folder relative to where the module
// is written, and the serialized automaton of the rule set's word regexes (built here
// through automata/). Output: AssemblyScript source text.
//
// Every rule becomes a straight-line predicate function over (Ctx, Cmd); every word
// pattern a small function over one string; every regex of the set shares ONE
// multi-pattern automaton, run at most once per distinct word.
//
// Cost: build time only; the generated code is what runs per call.

import { assertNever, isCommandLevel, type Pred, type RuleSet, type Sel, type WordPred, TIERS } from "./ir.ts";

export interface Generated {
  source: string;
  /** Every regex, with the site (field or word context) whose automaton holds it. */
  regexes: { source: string; flags: string; where: string; site: string }[];
}

const SEL_CODE: Record<Sel["of"], number> = { flags: 0, positionals: 1, args: 2, afterDashDash: 3, argv: 4, writes: 5 };
const lit = (s: string) => JSON.stringify(s);

export function generate(rs: RuleSet, engineDir: string, regexTable: (regexes: Generated["regexes"]) => Uint8Array | null): Generated {
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
      case "eq": return w.values.length ? "(" + w.values.map((v) => `s == ${lit(v)}`).join(" || ") + ")" : "false";
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
  function predFn(p: Pred): string {
    const body = predExpr(p);
    let name = predFns.get(body);
    if (!name) {
      name = `p${predFns.size}`;
      predFns.set(body, name);
      fns.push(`function ${name}(x: Ctx, c: Cmd): bool { return ${body}; }`);
    }
    return name;
  }
  const selArgs = (s: Sel) => `${SEL_CODE[s.of]}, ${s.from}, ${s.to ?? -1}`;

  function predExpr(p: Pred): string {
    switch (p.k) {
      case "true": return "true";
      case "all": return p.of.length ? "(" + p.of.map(predExpr).join(" && ") + ")" : "true";
      case "any": return p.of.length ? "(" + p.of.map(predExpr).join(" || ") + ")" : "false";
      case "not": return "!" + predExpr(p.of);
      case "command": return `(isCommand(c) && ${wordFn({ k: "eq", values: p.names })}(x, c, c.name()))`;
      case "git": return p.subs.length ? `gitSub(x, c, ${wordFn({ k: "eq", values: p.subs })})` : "isGit(x, c)";
      case "some": { const saved = site; if (p.sel.of === "writes") site = "writes"; const f = wordFn(p.w); site = saved; return `someWord(x, c, ${selArgs(p.sel)}, ${f})`; }
      case "every": return `everyWord(x, c, ${selArgs(p.sel)}, ${wordFn(p.w)})`;
      case "count": {
        const n = `countWords(x, c, ${selArgs(p.sel)})`;
        return p.max === null ? `(${n} >= ${p.min})` : p.min === p.max ? `(${n} == ${p.min})` : `(${n} >= ${p.min} && ${n} <= ${p.max})`;
      }
      case "opaque": return "c.opaque";
      case "via": return `${wordFn({ k: "eq", values: p.names })}(x, c, c.via)`;
      case "otherRepo": return "otherRepo(x, c)";
      case "foreignPrimary": return "foreignPrimary(x, c)";
      case "chainOnlyAnd": return "chainOnlyAnd(x, c)";
      case "chainSome": return `chainSome(x, c, ${predFn(p.of)})`;
      case "comment": return `commentSome(x, c, ${wordFn(p.w)})`;
      case "script": { const saved = site; site = "script"; const f = wordFn(p.w); site = saved; return `scriptSome(x, c, ${f})`; }
      case "tool": return "(" + p.names.map((t) => `x.tool == ${lit(t)}`).join(" || ") + ")";
      case "event": return "(" + p.names.map((t) => `x.event == ${lit(t)}`).join(" || ") + ")";
      case "field": { const saved = site; site = p.name; const f = wordFn(p.w); site = saved; return `fieldIs(x, ${lit(p.name)}, ${f})`; }
      case "factExists": return `existsFact(x, ${lit(p.path)}, ${p.unknown})`;
      case "factGlob": return `globExistsFact(x, ${lit(p.dir)}, ${lit(p.regex)}, ${p.unknown})`;
      case "factJsonKey": return `jsonKeyFact(x, ${lit(p.file)}, ${lit(p.path.join("\u0000"))}, ${p.unknown})`;
      case "factEnv": return `envFact(x, ${lit(p.name)}, ${wordFn(p.w)})`;
      default: return assertNever(p);
    }
  }

  const ruleCalls: string[] = [];
  const toolCalls: string[] = [];
  rs.rules.forEach((r, i) => {
    where = `${r.loc.file.split("/").pop()}:${r.loc.line}:${r.loc.col} (rule ${r.id})`;
    const name = `rule${i}`;
    fns.push(`// ${r.id} (${r.tier}) — ${r.loc.line}:${r.loc.col}\nfunction ${name}(x: Ctx, c: Cmd): bool { return ${predExpr(r.when)}; }`);
    if (isCommandLevel(r.when)) ruleCalls.push(`  if (${name}(x, c)) x.hit(${i}, c);`);
    else toolCalls.push(`  if (${name}(x, callCmd(x))) x.hit(${i}, null);`);
  });
  where = `${rs.loc.file.split("/").pop()} (requires)`;
  const requires = rs.requires.length ? rs.requires.map((p) => predExpr(p)).join(" && ") : "true";
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
  const msgBlob = Buffer.concat(encoded.length ? encoded : [Buffer.alloc(0)]);
  const reBlock = sites.map((st, si) => {
    const mine = regexes.filter((r) => r.site === st);
    const key = JSON.stringify(mine.map((r) => [r.source, r.flags]));
    const shared = tableOf.get(key);
    if (shared === undefined) tableOf.set(key, si);
    const table = shared === undefined ? regexTable(mine)! : null;
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
      `  if (p != re${si}Last || re${si}Serial != callSerial) { dfaMatch(RE${si}_TABLE, s, RE${si}_BITS); re${si}Last = p; re${si}Serial = callSerial; }`,
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
  Ctx, Cmd, RuleTable, classify as run, contextOf, someWord, everyWord, countWords, isCommand, isGit, gitSub,
  otherRepo, foreignPrimary, pathExists, pathExistsKnown, chainOnlyAnd, chainSome, commentSome, scriptSome, fieldIs, callCmd,
  existsFact, globExistsFact, jsonKeyFact, envFact, callSerial,
} from ${engine("engine")};
${table ? `import { dfaMatch } from ${engine("dfa")};` : ""}
export { alloc, setField, fieldStrings, fillUtf8, factStrings, pendingFacts, resumable, resume, abortMessage, setExplain, parse, clearFields } from ${engine("engine")};

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
  [${msgAt.join(", ")}],
);

${reBlock}

${fns.join("\n\n")}

// events without a tool (UserPromptSubmit, …) are handled by event alone
function handles(x: Ctx): bool { return (${events}) && (x.tool.length == 0 || ${tools}); }
function evalCmd(x: Ctx, c: Cmd): void {
${ruleCalls.join("\n")}
}
function evalTool(x: Ctx): void {
  const c = callCmd(x);
${toolCalls.join("\n")}
}
function requires(x: Ctx): bool { const c = callCmd(x); return ${requires}; }
// for \`rulec doctor\`: each precondition evaluated eagerly, in order
export function preconditions(): usize {
  const x = contextOf();
  const c = callCmd(x);
  const r: StaticArray<bool> = [${rs.requires.map((p) => predExpr(p)).join(", ")}];
  let s = "[";
  for (let i = 0; i < r.length; i++) s += (i ? "," : "") + (r[i] ? "true" : "false");
  return changetype<usize>(s + "]");
}

export function classify(): usize { return run(TABLE, handles, evalCmd, evalTool, requires); }
`;
  return { source, regexes };
}
