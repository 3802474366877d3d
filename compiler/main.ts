// The rulec CLI (cac): argument parsing and one-line errors around the compiler stages.
//
// Input: argv. Output: files, stdout, and an exit code — 0 ok, 1 a failed check or
// build, 2 a usage error. No stack trace reaches the user: every failure is printed as
// `rulec: file:line:col: message` (set RULEC_DEBUG=1 for the stack).

import { cac } from "cac";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { BuildError, NAME_RULE, formatLoc, isName, thrown } from "./paths.ts";
import { CLIENTS } from "../protocol/protocol.ts";

// Each command loads its stages when it runs (the bundle is split at these imports): the
// compiler's stages are most of the CLI's code, and `install`, `doctor` or `--help` need
// none of them. (≈0.3 s → ≈0.1 s for a command that builds nothing.)
const buildStage = () => import("./build.ts");
const workflow = () => import("./workflow.ts");
const installer = () => import("./install.ts");
const clientNames = Object.keys(CLIENTS);

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

// mri (cac's parser) turns every value that reads as a number into one — `--out-dir 1e3`
// became ./1000, `--name 007` 7, `--name ""` 0 — and cac's `{ type: [String] }` only
// converts after that. Every value rulec takes is a string, so each argument that would be
// converted goes through cac masked (NUL cannot occur in argv) and comes back as written.
// (Arguments that start with "-" stay: mri reads them as options.)
const MASKED = /\u0000(\d+)\u0000/g;
const readsAsNumber = (s: string) => Number(s) * 0 === 0;

export function maskArgv(argv: string[]): { masked: string[]; unmask: <T>(v: T) => T } {
  const raw: string[] = [];
  const mask = (s: string) => (readsAsNumber(s) ? `\u0000${raw.push(s) - 1}\u0000` : s);
  const end = argv.indexOf("--");
  const masked = argv.map((a, i) => {
    if (end >= 0 && i > end) return a;
    if (!a.startsWith("-")) return mask(a);
    const eq = a.indexOf("=");
    return eq > 0 && a.startsWith("--") ? a.slice(0, eq + 1) + mask(a.slice(eq + 1)) : a;
  });
  const unmask = <T>(v: T): T => {
    if (typeof v === "string") return v.replace(MASKED, (_, i) => raw[Number(i)]) as T;
    if (Array.isArray(v)) return v.map(unmask) as T;
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unmask(x)])) as T;
    return v;
  };
  return { masked, unmask };
}

/** A string option's value as given (once), or undefined; `nonEmpty` for names and paths. */
function str(v: unknown, flag: string, nonEmpty = false): string | undefined {
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw new UsageError(`${flag} given ${v.length} times: give it once`);
  const s = String(v);
  if (nonEmpty && !s) throw new UsageError(`${flag}: the value is empty`);
  return s;
}

/** A thrown value as one line of text, whatever it is. */
export function errorLine(e: unknown): string {
  let s: string;
  if (e instanceof Error) s = String(e.message);
  else if (typeof e === "string") s = e;
  else s = `a non-Error value was thrown: ${thrown(e)}`;
  const first = s.split("\n").map((l) => l.trim()).find((l) => l) ?? "";
  return first || (e instanceof Error ? e.name : "an empty error");
}

/**
 * The rulec command: runs the command argv names and ends the process with its exit code,
 * once stdout and stderr are flushed — whatever a rule file it evaluated left running
 * (a timer, a socket) does not keep the CLI alive.
 */
export async function run(argv: string[]): Promise<never> {
  // an error no command catches — thrown by a timer or a promise a rule file started while
  // it was evaluated — ends the command with one line too, not Node's report
  const uncaught = (e: unknown) => {
    if (process.env.RULEC_DEBUG) console.error(e);
    process.stderr.write(`rulec: an error outside the command (from a callback a rule file left running?): ${errorLine(e)}\n`);
    process.exit(1);
  };
  process.on("uncaughtException", uncaught);
  process.on("unhandledRejection", uncaught);
  const code = await runCommand(argv);
  await Promise.all([process.stdout, process.stderr].map((s) => new Promise<void>((done) => {
    if (s.destroyed || s.writableEnded) return done();
    s.write("", () => done());
  })));
  process.exit(code);
}

/** Runs the command argv names; the exit code: 0 ok, 1 a failed check or build, 2 a usage error. */
export async function runCommand(argv: string[]): Promise<number> {
  // asc's optimiser is binaryen, a large wasm module: V8 would spend ~2 s of CPU on the
  // other core re-compiling its hot functions with TurboFan, for no gain in wall time,
  // and the build's typecheck runs on that core. Baseline code only: a build takes
  // 3.7–4.1 s instead of 5.3–6.8 s on 2 cores. (Not --liftoff-only: where Liftoff cannot
  // compile a function — binaryen's SIMD on a CPU without SSE4.1 — that flag makes V8
  // abort; these fall back to TurboFan. Set before any wasm is compiled; RULEC_TURBOFAN=1
  // keeps V8's default, to compare.)
  if (!process.env.RULEC_TURBOFAN) {
    const v8 = await import("node:v8");
    for (const f of ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"]) { try { v8.setFlagsFromString(f); } catch { /* V8's default */ } }
  }
  const cli = cac("rulec");
  let pending: Promise<unknown> | null = null;

  cli.command("build <entry>", "Compile a rule file into DIR/N.wasm, the hook DIR/N.js and its manifest DIR/N.json")
    .option("--out-dir <dir>", "Output directory", { default: "build" })
    .option("--name <name>", "Base name of the outputs (default: the rule file's)")
    .option("--define <key=value>", "A build-time variable the rule file reads with define(key); repeatable")
    .option("--no-typecheck", "Skip the TypeScript check")
    .option("--target <target>", "js (DIR/N.js) or native (also DIR/N, via wasm2c and cc)", { default: "js" })
    .option("--embed", "Put the classifier inside the hook script (one file) instead of beside it")
    .example("rulec build rules/git-local.ts --out-dir build")
    .example("rulec build rules/git-local.ts --out-dir build --target native")
    .action((entry: string, o: { outDir: unknown; name?: unknown; define?: unknown; typecheck: boolean; target: unknown; embed?: boolean }) => {
      pending = (async () => {
        const target = str(o.target, "--target");
        if (target !== "js" && target !== "native") throw new UsageError(`--target ${target}: expected js or native`);
        const outDir = str(o.outDir, "--out-dir", true)!;
        const name = str(o.name, "--name", true);
        // (the rule build.ts applies, checked here: a bad name is a usage error)
        if (name !== undefined && !isName(name)) throw new UsageError(`--name ${JSON.stringify(name)}: ${NAME_RULE}`);
        const t0 = Date.now();
        const { build } = await buildStage();
        const r = await build({ entry, outDir, name, defines: parseDefines(o.define), noTypecheck: !o.typecheck, embed: !!o.embed, log });
        let made = r.hookPath;
        if (target === "native") {
          const [{ buildNative }, { limitTier }] = await Promise.all([import("./native.ts"), import("./ir.ts")]);
          made = await buildNative({ wasmPath: r.wasmPath, outDir, name: r.name, failure: r.ruleset.failure as never, limit: limitTier(r.ruleset) as never });
        }
        log(`rulec: built ${made} (${r.ruleset.rules.length} rules, ${r.wasmBytes.length} bytes of wasm) in ${Date.now() - t0} ms`);
      })();
    });

  // internal: the engine compiled into engine/rulec.wasm (`npm run build:engine`)
  cli.command("__build-engine", "").action(() => {
    pending = (async () => {
      const { compileEngine, ENGINE_PATH } = await import("./engine.ts");
      const t0 = Date.now();
      const wasm = await compileEngine();
      mkdirSync(dirname(ENGINE_PATH), { recursive: true });
      writeFileSync(ENGINE_PATH, wasm);
      log(`rulec: built the engine, ${relative(process.cwd(), ENGINE_PATH) || ENGINE_PATH} (${wasm.length} bytes) in ${Date.now() - t0} ms`);
    })();
  });

  // internal: the TypeScript check of a build, run in a child process beside the rest
  cli.command("__typecheck <entry>", "").action((entry: string) => {
    pending = (async () => {
      try { await (await buildStage()).typecheck(entry); }
      catch (e) {
        if (!(e instanceof BuildError)) throw e;
        process.stdout.write(JSON.stringify({ message: e.message, loc: e.loc }));
        process.exitCode = 1;
      }
    })();
  });

  cli.command("parse [command]", "Print the simple commands the shell model finds")
    .option("--jsonl", "Read one JSON string a line on stdin, write one JSON line each")
    .option("--full", "Include directories, depth, connectors and redirects")
    .example("echo '\"sudo git add .\"' | rulec parse --jsonl")
    .action((command: string | undefined, o: { jsonl?: boolean; full?: boolean }) => {
      pending = (async () => {
        const write = (l: string) => process.stdout.write(l + "\n");
        const { parseLines } = await import("./parse.ts");
        if (o.jsonl) return parseLines(readFileSync(0, "utf8"), write, o.full);
        if (command === undefined) throw new UsageError("parse: give a command, or --jsonl to read JSON lines on stdin");
        return parseLines(JSON.stringify(command) + "\n", write, o.full);
      })();
    });

  cli.command("debug <stage> <entry>", "Print a stage of the compiler: ir, data (the tables the engine interprets) or automata")
    .option("--define <key=value>", "A build-time variable; repeatable")
    .example("rulec debug ir rules/git-local.ts")
    .action((stage: string, entry: string, o: { define?: unknown }) => {
      pending = (async () => {
        if (!["ir", "data", "automata"].includes(stage)) throw new UsageError(`debug: unknown stage ${JSON.stringify(stage)} (ir, data, automata)`);
        const [{ frontEnd }, { printRuleSet }, { compileAutomaton, printAutomaton }] = await Promise.all([buildStage(), import("./ir.ts"), import("./automata/index.ts")]);
        const fe = await frontEnd({ entry, outDir: "", defines: parseDefines(o.define), noTypecheck: true });
        if (stage === "ir") process.stdout.write(printRuleSet(fe.ruleset));
        else if (stage === "data") process.stdout.write(fe.data.text);
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

  cli.command("test [...entries]", "Snapshot-test the verdicts of rule files (default: rules/*.ts)")
    .option("--update", "Rewrite the snapshots with the current verdicts")
    .example("rulec test rules/git-local.ts")
    .action((entries: string[], o: { update?: boolean }) => {
      pending = (async () => {
        const list = entries.length ? entries : existsSync("rules") ? readdirSync("rules").filter((f) => /\.ts$/.test(f)).sort().map((f) => join("rules", f)) : [];
        if (!list.length) throw new UsageError("test: no rule files (give paths, or run where rules/*.ts exist)");
        let bad = 0;
        const { testRuleFile } = await workflow();
        for (const e of list) {
          for (const r of await testRuleFile(e, !!o.update)) {
            const snap = relative(process.cwd(), r.snapshot);
            if (r.status === "changed") { bad++; log(`✗ ${r.name}: verdicts differ from ${snap} (rulec test --update accepts them)\n${r.diff}`); }
            else if (r.status === "new" && process.env.CI && !o.update) { bad++; log(`✗ ${r.name}: no snapshot was committed (${snap} written now; commit it)`); }
            else log(`${r.status === "ok" ? "✓" : "✎"} ${r.name}: ${r.status === "ok" ? "matches" : r.status === "new" ? "wrote" : "updated"} ${snap}${r.diff ? "\n" + r.diff : ""}`);
          }
        }
        if (bad) process.exitCode = 1;
      })();
    });

  cli.command("explain <entry> [payload]", "Why a tool call gets its verdict: simple commands, rules, facts (payload: a JSON file, - for stdin, or the JSON itself)")
    .option("--command <cmd>", "A Bash command instead of a payload")
    .option("--cwd <dir>", "The directory the command runs in (with --command)")
    .option("--define <key=value>", "A build-time variable; repeatable")
    .option("--json", "Machine-readable output")
    .example("rulec explain rules/git-local.ts --command 'sudo git add .'")
    .action((entry: string, payloadFile: string | undefined, o: { command?: unknown; cwd?: unknown; define?: unknown; json?: boolean }) => {
      pending = (async () => {
        const command = str(o.command, "--command"), cwd = str(o.cwd, "--cwd", true);
        let payload: string | undefined;
        if (command !== undefined) payload = undefined;
        else if (payloadFile === undefined || payloadFile === "-") {
          if (process.stdin.isTTY) throw new UsageError("explain: give a payload (a JSON file, - for stdin, or the JSON itself) or --command CMD");
          payload = readFileSync(0, "utf8");
        } else if (/^\s*\{/.test(payloadFile)) payload = payloadFile; // the JSON itself
        else {
          try { payload = readFileSync(payloadFile, "utf8"); }
          catch (e) { throw new UsageError(`explain: cannot read the payload file ${payloadFile}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : errorLine(e)}`); }
        }
        const { explain } = await workflow();
        process.stdout.write(await explain({ entry, payload, command, cwd, defines: parseDefines(o.define), json: !!o.json }));
      })();
    });

  for (const [name, un] of [["install", false], ["uninstall", true]] as const) {
    cli.command(`${name} <hook>`, un ? "Remove an installed hook (its files, and its entry in the settings, restoring the file)" : "Copy a built hook (DIR/N.js) into the project and register it in a client's settings")
      .option("--project-dir <dir>", "The project: DIR/.claude/settings.json, the hook copied to DIR/.claude/hooks/rulec/")
      .option("--scope <scope>", "project (default; .claude/settings.json), local (.claude/settings.local.json) or user (~/.claude/settings.json)")
      .option("--user", "The same as --scope user")
      .option("--runtime <host>", "node (default), deno (both from PATH) or native (rulec build --target native)")
      .option("--client <name>", "claude (default), codex, gemini, cursor or copilot: whose hook configuration to edit")
      .example(`rulec ${name} build/git-local.js --project-dir .`)
      .example(`rulec ${name} build/git-local.js --project-dir . --client gemini`)
      .action((hook: string, o: { projectDir?: unknown; user?: boolean; scope?: unknown; runtime?: unknown; client?: unknown }) => {
        pending = (async () => {
          const projectDir = str(o.projectDir, "--project-dir", true), runtime = str(o.runtime, "--runtime"), client = str(o.client, "--client");
          let scope = str(o.scope, "--scope");
          if (scope !== undefined && !["project", "local", "user"].includes(scope)) throw new UsageError(`--scope ${scope}: expected project, local or user`);
          if (o.user) { if (scope !== undefined && scope !== "user") throw new UsageError(`${name}: --user and --scope ${scope} disagree`); scope = "user"; }
          if (projectDir === undefined && scope !== "user") throw new UsageError(`${name}: give --project-dir DIR (or --scope user)`);
          if (projectDir !== undefined && scope === "user") throw new UsageError(`${name}: --scope user takes no --project-dir`);
          if (runtime !== undefined && !["native", "deno", "node"].includes(runtime)) throw new UsageError(`--runtime ${runtime}: expected node, deno or native`);
          if (client !== undefined && !clientNames.includes(client)) throw new UsageError(`--client ${client}: expected ${clientNames.join(", ")}`);
          const { install } = await installer();
          const r = install({ hook, projectDir, scope: scope as never, prefer: runtime as never, uninstall: un, client: client as never });
          const what = !r.changed ? (un ? "not registered in" : "already registered in") : un ? "removed from" : r.updated?.length ? "updated in" : "registered in";
          if (r.installed && r.changed) log(`rulec: copied the hook to ${relative(process.cwd(), r.installed) || "."} (commit it with the settings)`);
          log(`rulec: ${what} ${r.file}${r.command && r.changed ? ` — runs: ${r.command}` : ""}`);
          if (r.updated?.length) log(`rulec: updated: ${r.updated.join("; ")}`);
          for (const s of r.skipped ?? []) log(`rulec: note: ${s}`);
        })();
      });
  }

  cli.command("doctor <hook>", "Check a hook is alive, registered, its preconditions hold and it denies a known-bad call")
    .option("--project-dir <dir>", "The project to check (default: the current directory)")
    .option("--client <name>", "claude (default), codex, gemini, cursor or copilot: whose registration to check")
    .action((hook: string, o: { projectDir?: unknown; client?: unknown }) => {
      pending = (async () => {
        const client = str(o.client, "--client");
        if (client !== undefined && !clientNames.includes(client)) throw new UsageError(`--client ${client}: expected ${clientNames.join(", ")}`);
        const { doctor } = await installer();
        const checks = await doctor({ hook, projectDir: str(o.projectDir, "--project-dir", true), client: client as never });
        for (const c of checks) process.stdout.write(`${c.ok ? "ok  " : "FAIL"} ${c.what}${c.detail ? ": " + c.detail : ""}\n`);
        const failed = checks.filter((c) => !c.ok);
        if (failed.length) { process.stdout.write(`${failed.length} check(s) failed: ${failed.map((c) => c.what).join("; ")}\n`); process.exitCode = 1; }
      })();
    });

  cli.command("init [name]", "Scaffold rules/NAME.ts with cases and a snapshot in the current project")
    .option("--recommended", "Start from rulec's recommended set: destructive + readonly, plus your own rules")
    .action((name: string | undefined, o: { recommended?: boolean }) => {
      pending = (async () => {
        // (init would fail on mkdir with a bare EEXIST)
        const rules = join(process.cwd(), "rules");
        const st = lstatSync(rules, { throwIfNoEntry: false });
        if (st && !statSync(rules, { throwIfNoEntry: false })?.isDirectory()) {
          throw new BuildError(`init: ${rules} ${st.isSymbolicLink() ? "is a symbolic link to no directory" : "exists and is not a directory"}; nothing written`);
        }
        // (`init foo.ts` names the set foo, not foo.ts: the file is rules/foo.ts)
        const n = name === undefined ? "my-rules" : String(name).replace(/\.[mc]?ts$/, "");
        if (!isName(n)) throw new UsageError(`init ${JSON.stringify(String(name))}: ${NAME_RULE}`);
        const [{ init }, { testRuleFile }] = await Promise.all([installer(), workflow()]);
        const files = init({ dir: process.cwd(), name: n, recommended: !!o.recommended });
        for (const r of await testRuleFile(files[0], true)) files.push(r.snapshot);
        log(`rulec: wrote ${files.map((f) => relative(process.cwd(), f)).join(", ")}`);
        const rel = relative(process.cwd(), files[0]);
        log(`rulec: next:\n  npx rulec build ${rel} --out-dir build\n  npx rulec test ${rel}\n  npx rulec install build/${n}.js --project-dir .\n  npx rulec doctor build/${n}.js --project-dir .`);
      })();
    });

  // --help: the internal command stays out of it, and cac's "(default: true)" after
  // --no-typecheck (the check's own default) would read as if it were skipped by default
  cli.help((sections) => sections.map((sec) => ({
    ...sec,
    body: sec.body.split("\n").filter((l) => !l.includes("__typecheck")).map((l) => (l.includes("--no-typecheck") ? l.replace(/\s*\(default: true\)/, "") : l)).join("\n"),
  })));
  cli.version("0.1.0");
  const { masked, unmask } = maskArgv(argv);
  try {
    cli.parse(["node", "rulec", ...masked], { run: false });
    cli.args = unmask(cli.args);
    cli.options = unmask(cli.options);
    if (!cli.matchedCommand && !cli.options.help && !cli.options.version) {
      if (cli.args.length) throw new UsageError(`unknown command ${JSON.stringify(cli.args[0])} (see rulec --help)`);
      cli.outputHelp();
      return 2;
    }
    await cli.runMatchedCommand();
    if (pending) await pending;
    return Number(process.exitCode ?? 0) || 0;
  } catch (e) {
    if (process.env.RULEC_DEBUG) console.error(e);
    // one line; the rest of a long message (asc's report of a rulec bug) with RULEC_DEBUG=1
    const more = !process.env.RULEC_DEBUG && e instanceof Error && String(e.message).trim().includes("\n") ? " (RULEC_DEBUG=1 shows more)" : "";
    if (e instanceof BuildError) { log(`rulec: ${formatLoc(e.loc)}${errorLine(e)}${more}`); return 1; }
    if (e instanceof UsageError || (e instanceof Error && e.name === "CACError")) { log(`rulec: ${unmask(errorLine(e))}`); return 2; }
    log(`rulec: ${errorLine(e)}`);
    return 1;
  }
}
