// The rulec CLI (cac): argument parsing and one-line errors around the compiler stages.
//
// Input: argv. Output: files, stdout, and an exit code — 0 ok, 1 a failed check or
// build, 2 a usage error. No stack trace reaches the user: every failure is printed as
// `rulec: file:line:col: message` (set RULEC_DEBUG=1 for the stack).

import { cac } from "cac";
import { readFileSync } from "node:fs";
import { BuildError, build, formatLoc, frontEnd } from "./build.ts";
import { printRuleSet } from "./ir.ts";
import { compileAutomaton, printAutomaton } from "./automata/index.ts";
import { parseLines } from "./parse.ts";

function parseDefines(v: unknown): Record<string, string> {
  const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
  const out: Record<string, string> = {};
  for (const d of list) {
    const s = String(d);
    const eq = s.indexOf("=");
    if (eq <= 0) throw new UsageError(`--define ${s}: expected key=value`);
    out[s.slice(0, eq)] = s.slice(eq + 1);
  }
  return out;
}

class UsageError extends Error {}

const log = (s: string) => process.stderr.write(s + "\n");

export async function run(argv: string[]): Promise<void> {
  const cli = cac("rulec");
  let pending: Promise<unknown> | null = null;

  cli.command("build <entry>", "Compile a rule file into DIR/N.wasm and the hook DIR/N.mjs")
    .option("--out-dir <dir>", "Output directory", { default: "build" })
    .option("--name <name>", "Base name of the outputs (default: the rule file's)")
    .option("--define <key=value>", "A build-time variable the rule file reads with define(key); repeatable")
    .option("--no-typecheck", "Skip the TypeScript check")
    .example("rulec build rules/git-local.ts --out-dir build")
    .action((entry: string, o: { outDir: string; name?: string; define?: unknown; typecheck: boolean }) => {
      pending = (async () => {
        const t0 = Date.now();
        const r = await build({ entry, outDir: String(o.outDir), name: o.name, defines: parseDefines(o.define), noTypecheck: !o.typecheck, log });
        log(`rulec: built ${r.hookPath} (${r.ruleset.rules.length} rules, ${r.wasmBytes.length} bytes of wasm) in ${Date.now() - t0} ms`);
      })();
    });

  cli.command("parse [command]", "Print the simple commands the shell model finds")
    .option("--jsonl", "Read one JSON string a line on stdin, write one JSON line each")
    .option("--full", "Include directories, depth, connectors and redirects")
    .example("echo '\"sudo git add .\"' | rulec parse --jsonl")
    .action((command: string | undefined, o: { jsonl?: boolean; full?: boolean }) => {
      pending = (async () => {
        const write = (l: string) => process.stdout.write(l + "\n");
        if (o.jsonl) return parseLines(readFileSync(0, "utf8"), write, o.full);
        if (command === undefined) throw new UsageError("parse: give a command, or --jsonl to read JSON lines on stdin");
        return parseLines(JSON.stringify(command) + "\n", write, o.full);
      })();
    });

  cli.command("debug <stage> <entry>", "Print a stage of the compiler: ir, as (the generated AssemblyScript) or automata")
    .option("--define <key=value>", "A build-time variable; repeatable")
    .example("rulec debug ir rules/git-local.ts")
    .action((stage: string, entry: string, o: { define?: unknown }) => {
      pending = (async () => {
        if (!["ir", "as", "automata"].includes(stage)) throw new UsageError(`debug: unknown stage ${JSON.stringify(stage)} (ir, as, automata)`);
        const fe = await frontEnd({ entry, outDir: "", defines: parseDefines(o.define), noTypecheck: true });
        if (stage === "ir") process.stdout.write(printRuleSet(fe.ruleset));
        else if (stage === "as") process.stdout.write(fe.asSource);
        else {
          const sites = [...new Set(fe.regexes.map((r) => r.site))];
          if (!sites.length) process.stdout.write("no regexes\n");
          for (const site of sites) {
            const mine = fe.regexes.filter((r) => r.site === site);
            process.stdout.write(`── site ${site}: ${mine.length} pattern(s)\n` + printAutomaton(compileAutomaton(mine)) + "\n");
          }
        }
      })();
    });

  cli.help();
  cli.version("0.1.0");
  try {
    cli.parse(["node", "rulec", ...argv], { run: false });
    if (!cli.matchedCommand && !cli.options.help && !cli.options.version) {
      if (cli.args.length) throw new UsageError(`unknown command ${JSON.stringify(cli.args[0])} (see rulec --help)`);
      cli.outputHelp();
      process.exitCode = 2;
      return;
    }
    await cli.runMatchedCommand();
    if (pending) await pending;
  } catch (e) {
    if (process.env.RULEC_DEBUG) console.error(e);
    if (e instanceof BuildError) { log(`rulec: ${formatLoc(e.loc)}${e.message}`); process.exitCode = 1; return; }
    if (e instanceof UsageError || (e as Error).name === "CACError") { log(`rulec: ${(e as Error).message}`); process.exitCode = 2; return; }
    log(`rulec: ${String((e as Error).message ?? e).split("\n")[0]}`);
    process.exitCode = 1;
  }
}
