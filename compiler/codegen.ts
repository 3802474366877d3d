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

import { assertNever, type Pred, type RuleSet, type Sel, type WordPred, TIERS } from "./ir.ts";

export interface Generated {
  source: string;
  regexes: { source: string; flags: string; where: string }[];
}

const SEL_CODE: Record<Sel["of"], number> = { flags: 0, positionals: 1, args: 2, afterDashDash: 3, argv: 4 };
const lit = (s: string) => JSON.stringify(s);

export function generate(rs: RuleSet, engineDir: string, regexTable: (regexes: Generated["regexes"]) => Uint8Array | null): Generated {
  const fns: string[] = [];
  const regexes: Generated["regexes"] = [];
  const wordFns = new Map<string, string>();
  const predFns = new Map<string, string>();
  let where = "";

  function wordExpr(w: WordPred): string {
    switch (w.k) {
      case "eq": return w.values.length ? "(" + w.values.map((v) => `s == ${lit(v)}`).join(" || ") + ")" : "false";
      case "prefix": return "(" + w.values.map((v) => `s.startsWith(${lit(v)})`).join(" || ") + ")";
      case "re": {
        let i = regexes.findIndex((r) => r.source === w.source && r.flags === w.flags);
        if (i < 0) { i = regexes.length; regexes.push({ source: w.source, flags: w.flags, where }); }
        return `re(s, ${i})`;
      }
      case "exists": return "pathExists(x, c, s)";
      case "all": return "(" + w.of.map(wordExpr).join(" && ") + ")";
      case "any": return "(" + w.of.map(wordExpr).join(" || ") + ")";
      case "not": return "!" + wordExpr(w.of);
      default: return assertNever(w);
    }
  }
  function wordFn(w: WordPred): string {
    const body = wordExpr(w);
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
      case "some": return `someWord(x, c, ${selArgs(p.sel)}, ${wordFn(p.w)})`;
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
      default: return assertNever(p);
    }
  }

  const ruleCalls: string[] = [];
  rs.rules.forEach((r, i) => {
    where = `${r.loc.file.split("/").pop()}:${r.loc.line}:${r.loc.col} (rule ${r.id})`;
    const name = `rule${i}`;
    fns.push(`// ${r.id} (${r.tier}) — ${r.loc.line}:${r.loc.col}\nfunction ${name}(x: Ctx, c: Cmd): bool { return ${predExpr(r.when)}; }`);
    ruleCalls.push(`  if (${name}(x, c)) x.hit(${i}, c);`);
  });

  const table = regexes.length ? regexTable(regexes) : null;
  const reBlock = table
    ? [
        `const RE_TABLE: usize = memory.data<u8>([${Array.from(table).join(",")}]);`,
        `const RE_BITS = new StaticArray<u32>(${Math.ceil(regexes.length / 32)});`,
        `let reLast: usize = 0;`,
        `function re(s: string, i: i32): bool {`,
        `  const p = changetype<usize>(s);`,
        `  if (p != reLast) { dfaMatch(RE_TABLE, s, RE_BITS); reLast = p; }`,
        `  return ((unchecked(RE_BITS[i >> 5]) >>> (i & 31)) & 1) != 0;`,
        `}`,
      ].join("\n")
    : "";

  const events = rs.events.map((e) => `x.event == ${lit(e)}`).join(" || ") || "false";
  const tools = rs.tools.includes("*") ? "true" : rs.tools.map((t) => `x.tool == ${lit(t)}`).join(" || ") || "false";
  const engine = (f: string) => lit(`${engineDir}/${f}`);
  const source = `// Generated by rulec from ${rs.loc.file.split("/").pop()} — do not edit.
// Rule set ${lit(rs.name)}: ${rs.rules.length} rules, ${regexes.length} regexes.
import {
  Ctx, Cmd, RuleTable, classify as run, someWord, everyWord, countWords, isCommand, isGit, gitSub,
  otherRepo, foreignPrimary, pathExists, chainOnlyAnd, chainSome, commentSome,
} from ${engine("engine")};
${table ? `import { dfaMatch } from ${engine("dfa")};` : ""}
export { alloc, setField, factReturn, setExplain, parse } from ${engine("engine")};

const TABLE = new RuleTable(
  [${rs.rules.map((r) => lit(r.id)).join(", ")}],
  [${rs.rules.map((r) => TIERS.indexOf(r.tier)).join(", ")}],
  [${rs.rules.map((r) => lit(r.message)).join(", ")}],
  ${TIERS.indexOf(rs.failure)},
);

${reBlock}

${fns.join("\n\n")}

function handles(x: Ctx): bool { return (${events}) && (${tools}); }
function evalCmd(x: Ctx, c: Cmd): void {
${ruleCalls.join("\n")}
}
function evalTool(x: Ctx): void {}

export function classify(): usize { return run(TABLE, handles, evalCmd, evalTool); }
`;
  return { source, regexes };
}
