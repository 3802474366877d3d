// `rulec build`: a rule file → DIR/N.wasm (the classifier), DIR/N.js (the hook), DIR/N.json (its manifest).
//
// Stages, in order (each one a function below, each failure a located one-line error):
//   typecheck  the rule file with TypeScript, strict
//   bundle     it with esbuild ("rulec" resolves to compiler/api.ts)
//   evaluate   the bundle in a worker thread (a time limit; the IR comes back as a clone),
//              with --define values and source maps on, so every rule knows the
//              file:line:col of the call that made it
//   check      the IR (check.ts)
//   rule data  the IR as tables the engine interprets (ruledata.ts, automata/)
//   link       the prebuilt engine (engine.ts: engine/rulec.wasm) instantiated here, the
//              data loaded into it, its memory kept as the module's initial state (link.ts)
//   examples   every example a rule carries runs through the built wasm
//   hook       the runtime (runtime/core.mjs) bundled and minified into N.js, one file that
//              Node runs as CommonJS (through V8's code cache) and Deno as an ES module
//              (hook.ts); it reads N.wasm (or embeds it: --embed) after the prefilter
//              (prefilter.ts) has not ruled the call out
//
// Cost: about 0.3–0.6 s besides the typecheck (≈1.5 s, in a child process beside the rest,
// and skipped while the rule file and what it imports are unchanged).

import { execFile } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmdirSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from "node:worker_threads";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as esbuild from "esbuild";
// (esbuild is loaded when a rule file is bundled: most CLI commands bundle none)
const esbuildLib = () => import("esbuild");
import { checkRuleSet, type Diagnostic } from "./check.ts";
import { ruleData, type RuleData } from "./ruledata.ts";
import { link } from "./link.ts";
import { SPECS } from "./specs/index.ts";
import { engineWasm, cacheDir, keepInCache, removeStale, ascTransforms, trapAbort } from "./engine.ts";
export { cacheDir, removeStale, ascTransforms, trapAbort };
import { type Example, type Loc, type RuleSet, exampleText, limitTier, printPred, tierRank } from "./ir.ts";
import { prefilterOf, type Prefilter } from "./prefilter.ts";
import { EMBED_LIMIT, writeHook } from "./hook.ts";
import { compileAutomaton, serialize } from "./automata/index.ts";

import { BuildError, NAME_RULE, ROOT, formatLoc, isName, thrown } from "./paths.ts";
export { BuildError, NAME_RULE, ROOT, formatLoc, isName, thrown };

export { EMBED_LIMIT };

export interface BuildOptions {
  entry: string;
  outDir: string;
  name?: string;
  defines?: Record<string, string>;
  /** Skip the TypeScript check (tests that build many variants). */
  noTypecheck?: boolean;
  /** Embed the classifier in the hook script (one file) instead of reading N.wasm. */
  embed?: boolean;
  /** Every command-level rule on every command, no dispatch by name (tests compare the two). */
  plainDispatch?: boolean;
  log?: (line: string) => void;
}

export interface BuildResult {
  name: string;
  wasmPath: string;
  hookPath: string;
  ruleset: RuleSet;
  /** The rule data as text (`rulec debug data`). */
  dataText: string;
  regexes: { source: string; flags: string; where: string; site: string }[];
  warnings: Diagnostic[];
  wasmBytes: Uint8Array;
}

// ─── stages ───────────────────────────────────────────────────────────────────

// Diagnostics that mean "this file uses Node's API": cannot find module 'node:…', cannot
// find name 'process' / 'require' / 'Buffer' (types for node are not installed).
const NEEDS_NODE_TYPES = new Set([2307, 2580, 2591, 2592]);

export async function typecheck(entry: string): Promise<void> {
  const ts = (await import("typescript")).default;
  const check = (types: string[]) => {
    const options = {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, skipLibCheck: true,
      types, typeRoots: [join(ROOT, "node_modules/@types"), resolve(ROOT, "../@types")], baseUrl: ROOT, paths: { rulec: [join(ROOT, "compiler/api.ts")], "rulec/rules/*": [join(ROOT, "rules/*.ts")] },
      lib: ["lib.es2022.d.ts"],
    };
    return ts.getPreEmitDiagnostics(ts.createProgram([entry], options)).filter((d) => d.category === ts.DiagnosticCategory.Error);
  };
  // most rule files never touch Node's API, and @types/node is most of what a check
  // reads (~0.5 s): check without it first, again with it when the file turns out to need it
  let diags = check([]);
  if (diags.some((d) => NEEDS_NODE_TYPES.has(d.code))) diags = check(["node"]);
  if (!diags.length) return;
  const d = diags[0];
  const msg = ts.flattenDiagnosticMessageText(d.messageText, " ");
  if (d.file && d.start !== undefined) {
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    throw new BuildError(`error TS${d.code}: ${msg}${diags.length > 1 ? ` (and ${diags.length - 1} more)` : ""}`, { file: d.file.fileName, line: line + 1, col: character + 1 });
  }
  throw new BuildError(`error TS${d.code}: ${msg}`);
}

// The bundle is evaluated from a temporary file: `import.meta.url` (and `dirname`,
// `filename`) in a rule file and the modules it imports keep naming their own file, so
// `new URL("./data", import.meta.url)` finds what sits beside the rule file.
const importMetaOfSource: esbuild.Plugin = {
  name: "rulec-import-meta",
  setup(b) {
    b.onLoad({ filter: /\.[mc]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta.")) return undefined;
      const value = (k: string) => k === "url" ? pathToFileURL(args.path).href : k === "dirname" ? dirname(args.path) : args.path;
      const ext = args.path.replace(/^.*\./, "");
      const loader = (ext.endsWith("x") ? (ext.includes("t") ? "tsx" : "jsx") : ext.includes("t") ? "ts" : "js") as esbuild.Loader;
      return { contents: text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, k: string) => JSON.stringify(value(k))), loader };
    });
  },
};

// "rulec" is the rule API; "rulec/rules/NAME" one of the reference rule sets, to include
// in a composed set (`ruleset({ include: [destructive, readonly] })`).
const rulecImports: esbuild.Plugin = {
  name: "rulec-imports",
  setup(b) {
    b.onResolve({ filter: /^rulec(\/|$)/ }, (args) => {
      if (args.path === "rulec") return { path: join(ROOT, "compiler/api.ts") };
      const m = /^rulec\/rules\/([a-z0-9][a-z0-9._-]*?)(\.ts)?$/.exec(args.path);
      if (m && existsSync(join(ROOT, "rules", m[1] + ".ts"))) return { path: join(ROOT, "rules", m[1] + ".ts") };
      return { errors: [{ text: `${args.path}: rulec exports "rulec" (the rule API) and "rulec/rules/NAME" (a reference rule set: ${referenceSets().join(", ")})` }] };
    });
  },
};
// rulec's own option grammars (compiler/specs/, ≈250 KB of tables) are data with no
// effect of their own: a rule file that does not read SPECS leaves them out of its
// bundle, which the build then evaluates ≈0.1 s sooner.
const specsAreData: esbuild.Plugin = {
  name: "rulec-specs-are-data",
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/(specs\/)?[\w-]+\.ts$/ }, (args) => {
      const path = resolve(args.resolveDir, args.path);
      return dirname(path) === join(ROOT, "compiler", "specs") ? { path, sideEffects: false } : undefined;
    });
  },
};
const referenceSets = (): string[] => readdirSync(join(ROOT, "rules")).filter((f) => f.endsWith(".ts")).map((f) => f.slice(0, -3)).sort();

export async function bundle(entry: string): Promise<string> {
  return (await bundleWithInputs(entry)).code;
}

/** The bundle, and the files it was made from (for the typecheck cache). */
export async function bundleWithInputs(entry: string): Promise<{ code: string; inputs: string[] }> {
  try {
    const r = await (await esbuildLib()).build({
      entryPoints: [entry], bundle: true, format: "esm", platform: "node", target: "node20", metafile: true,
      write: false, sourcemap: "inline", sourcesContent: false, logLevel: "silent",
      plugins: [rulecImports, specsAreData, importMetaOfSource],
      // CommonJS dependencies of a rule file may require() node builtins
      banner: { js: 'import { createRequire as __rulecRequire } from "node:module"; const require = __rulecRequire(import.meta.url);' },
    });
    return { code: r.outputFiles[0].text, inputs: Object.keys(r.metafile!.inputs) };
  } catch (e) {
    const m = (e as { errors?: esbuild.Message[] }).errors?.[0];
    if (m) throw new BuildError(m.text, m.location ? { file: resolve(m.location.file), line: m.location.line, col: m.location.column + 1 } : undefined);
    throw e;
  }
}

// A rule file is evaluated in a worker thread: one that never finishes (an endless loop at
// its top level) is stopped after EVAL_LIMIT_MS and named, instead of hanging the build,
// and its --define values and any globals it sets stay in that thread. The rule set
// comes back as a structured clone: the IR is plain data. Cost: ≈40 ms to start the thread.
export const EVAL_LIMIT_MS = Number(process.env.RULEC_EVAL_LIMIT_MS) > 0 ? Number(process.env.RULEC_EVAL_LIMIT_MS) : 30_000;

type Evaluated =
  | { rs: RuleSet }
  | { error: string; stack: string }
  | { thrown: string }
  | { exit: number | null }
  | { clone: string };

// The worker's script (an eval'd CommonJS script, so it needs no file of its own): it
// evaluates the bundled rule file and posts back what came of it.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
${thrown.toString()}
globalThis.__rulecDefines = workerData.defines;
process.setSourceMapsEnabled(true);
const EXIT = "rulec: the rule file called process.exit";
// a rule file that ends the process would end the build without a word (or as a success)
let given = false; // (the rule set was posted: what follows is late)
process.exit = (code) => { (given ? workerData.late : parentPort).postMessage({ exit: code ?? null }); throw new Error(EXIT); };
// what the rule file throws, posted on port (process.exit has posted already)
const report = (port) => (e) => {
  if (e instanceof Error && e.message === EXIT) return;
  port.postMessage(e instanceof Error ? { error: String(e.message), stack: String(e.stack) } : { thrown: thrown(e) });
};
// what it throws later (a timer, a rejected promise) fails the build too
process.on("uncaughtException", report(workerData.late));
process.on("unhandledRejection", report(workerData.late));
import(workerData.url).then((mod) => {
  try { parentPort.postMessage({ rs: mod.default }); given = true; }
  catch (e) { parentPort.postMessage({ clone: String(e && e.message).split("\\n")[0] }); }
}, report(parentPort));
`;

// The evaluations whose worker still runs: a rule file's timers may still throw (`settled`),
// which the worker posts on a port of its own, read without waiting for the event loop (the
// build's main thread is busy meanwhile)
const running = new WeakMap<RuleSet, { worker: Worker; late: MessagePort; entry: string }>();

/** The error an evaluation's message stands for, or null for a rule set. */
function evalError(got: Evaluated, entry: string, late = false): BuildError | null {
  const at = { file: entry, line: 1, col: 1 };
  const when = late ? "after it was evaluated (from a timer or a promise nobody awaited)" : "while it was evaluated";
  if ("exit" in got) return new BuildError(`the rule file called process.exit(${got.exit ?? ""}) ${when}`, at);
  if ("thrown" in got) return new BuildError(`the rule file threw ${got.thrown} ${when}`, at);
  if ("error" in got) return new BuildError(got.error.split("\n")[0], locFromStack(got.stack, entry));
  if ("clone" in got) return new BuildError(`the rule file's default export is not plain data (${got.clone}): export default ruleset({...})`, at);
  return null;
}

/**
 * Ends the evaluation of a rule set's file; throws what the file threw after its default
 * export was made (from a timer, or a promise nobody awaited) while the build ran.
 */
export async function settled(rs: RuleSet): Promise<void> {
  const r = running.get(rs);
  if (!r) return;
  running.delete(rs);
  const got = receiveMessageOnPort(r.late);
  r.late.close();
  await r.worker.terminate();
  const e = got && evalError(got.message as Evaluated, r.entry, true);
  if (e) throw e;
}

export async function evaluate(entry: string, code: string, defines: Record<string, string>): Promise<RuleSet> {
  const dir = mkdtempSync(join(tmpdir(), "rulec-eval-"));
  const file = join(dir, basename(entry).replace(/\.[mc]?[tj]s$/, "") + ".mjs");
  const at = { file: entry, line: 1, col: 1 };
  // point the source map back at the real file so stack frames name it
  writeFileSync(file, code.replace(/sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)/, (_, b64) => {
    const map = JSON.parse(Buffer.from(b64, "base64").toString());
    map.sources = map.sources.map((s: string) => pathToFileURL(resolve(dirname(entry), relative(dirname(entry), resolve(process.cwd(), s)))).href);
    return "sourceMappingURL=data:application/json;base64," + Buffer.from(JSON.stringify(map)).toString("base64");
  }));
  const { port1: late, port2 } = new MessageChannel();
  const worker = new Worker(WORKER, { eval: true, workerData: { url: pathToFileURL(file).href, defines, late: port2 }, transferList: [port2], stdout: false, stderr: false });
  worker.unref(); // (never what keeps a process alive)
  late.unref();
  try {
    const got = await new Promise<Evaluated>((done, fail) => {
      const timer = setTimeout(() => fail(new BuildError(`the rule file did not finish evaluating in ${EVAL_LIMIT_MS / 1000} s (an endless loop at its top level?)`, at)), EVAL_LIMIT_MS);
      worker.once("message", (m: Evaluated) => { clearTimeout(timer); done(m); });
      worker.once("error", (e) => { clearTimeout(timer); fail(e); });
      worker.once("exit", (c) => { clearTimeout(timer); fail(new BuildError(`the rule file's evaluation ended (exit code ${c}) before it gave a rule set`, at)); });
    });
    const error = evalError(got, entry);
    if (error) throw error;
    const rs = (got as { rs: RuleSet }).rs;
    // (made by ruleset(): a plain object of the same shape has no location, nor checks)
    if (!rs || typeof rs !== "object" || !Array.isArray(rs.rules) || !rs.loc || typeof rs.loc !== "object") {
      throw new BuildError("the rule file's default export is not a rule set (export default ruleset({...}))", at);
    }
    if (!rs.name) rs.name = basename(entry).replace(/\.[mc]?[tj]s$/, "");
    if (rs.loc.file === "<unknown>") rs.loc = at;
    running.set(rs, { worker, late, entry });
    return rs;
  } catch (e) {
    late.close();
    void worker.terminate();
    if (e instanceof BuildError) throw e;
    throw new BuildError(String((e as Error)?.message ?? e).split("\n")[0], at);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function locFromStack(stack: string, entry: string): Loc {
  for (const line of stack.split("\n")) {
    const m = /\(?((?:file:\/\/)?[^()\s]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!m) continue;
    const file = m[1].replace(/^file:\/\//, "");
    if (resolve(file) === resolve(entry)) return { file, line: Number(m[2]), col: Number(m[3]) };
  }
  return { file: entry, line: 1, col: 1 };
}

/**
 * The options of runtime/core.mjs `load` for the compiler's own checks of examples and
 * cases: the instance answers as if the rule set's preconditions held (the engine's
 * setAssumeRequires). Only the compiler sets this, on instances it makes; no hook runtime
 * does, and no field of a call can. One instance serves every call (`reuse`): making one
 * costs 1–4 ms, which for readonly's thousands of examples was 10 s of a 11 s build.
 */
export const assumeRequires = { reuse: true, setup: (ex: { setAssumeRequires(on: number): void }) => ex.setAssumeRequires(1) };

/** Runs every example through the built classifier, in an empty directory. */
export async function checkExamples(rs: RuleSet, wasm: Uint8Array): Promise<void> {
  const { load, hostFacts } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
  const cwd = mkdtempSync(join(tmpdir(), "rulec-examples-"));
  try {
    const c = load(wasm, hostFacts(), assumeRequires); // (examples exercise the rules, not the preconditions)
    for (const r of rs.rules) {
      for (const ex of r.examples) {
        const fields: Record<string, string> = { hook_event_name: rs.events[0], tool_name: ex.tool ?? "Bash", cwd, project_dir: cwd };
        if (ex.command !== undefined) fields["tool_input.command"] = ex.command;
        for (const [k, v] of Object.entries(ex.input ?? {})) fields[`tool_input.${k}`] = v.replaceAll("{root}", cwd);
        const res = c.classify(fields);
        const fired = res.rules.includes(r.id);
        const ok = ex.expect === r.tier ? (res.tier === r.tier && fired) || (r.tier === "silent" && res.tier === "silent")
          : ex.expect === "silent" && r.tier !== "silent" ? !fired || tierRank(res.tier) < tierRank(r.tier)
          : res.tier === ex.expect;
        if (!ok) {
          const kind = ex.expect === "silent" && r.tier !== "silent" ? "counterexample" : "example";
          throw new BuildError(`rule ${r.id}: ${kind} ${exampleText(ex)} gives ${res.tier}${res.rules.length ? ` (${res.rules.join(", ")})` : ""}, expected ${ex.expect}${ex.expect === r.tier ? " from this rule" : ""}`, ex.loc);
        }
      }
    }
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

// ─── the whole build ──────────────────────────────────────────────────────────

export interface FrontEnd { entry: string; name: string; ruleset: RuleSet; data: RuleData; regexes: BuildResult["regexes"]; warnings: Diagnostic[]; checked: Promise<BuildError | null> | null }

/** Everything up to the link: typecheck, bundle, evaluate, check, rule data. */
const timing = process.env.RULEC_TIMING ? (label: string, t0: number) => process.stderr.write(`rulec: ${label} ${Date.now() - t0} ms\n`) : () => {};

export async function frontEnd(o: BuildOptions): Promise<FrontEnd> {
  const entry = resolve(o.entry);
  if (!existsSync(entry)) throw new BuildError(`cannot read rule file ${o.entry}`);
  const name = o.name ?? basename(entry).replace(/\.[mc]?[tj]s$/, "");
  if (!isName(name)) throw new BuildError(`--name ${JSON.stringify(name)}: ${NAME_RULE}`);
  // the TypeScript check (~2 s) runs in a child process while this one builds — unless the
  // same files passed it before (typecheckKey)
  let bundled: { code: string; inputs: string[] } | null = null;
  let checked: Promise<BuildError | null> | null = null;
  try {
    bundled = await bundleWithInputs(entry);
    if (!o.noTypecheck) {
      const key = typecheckKey(bundled.inputs);
      checked = existsSync(key) ? null : typecheckInChild(entry).then((e) => { if (!e) markChecked(key); return e; });
    }
    return await frontEndStages(o, entry, name, checked, bundled.code);
  } catch (e) {
    // a type error explains a failure better than what it broke downstream
    if (!bundled && !o.noTypecheck) checked = typecheckInChild(entry);
    const te = checked && (await checked);
    throw te ?? e;
  }
}

// A rule file that passed the typecheck is not checked again while it and every file it
// imports (all but installed packages' own files, which their versions in package.json and
// the lock cover) are the same: a marker named by their contents' hash, in the cache dir.
function typecheckKey(inputs: string[]): string {
  const h = createHash("sha256").update("typecheck 1").update(readFileSync(join(ROOT, "compiler", "api.ts"))).update(readFileSync(join(ROOT, "package.json")));
  for (const f of [...inputs].sort()) {
    h.update(f);
    if (!f.includes("node_modules/")) { try { h.update(readFileSync(resolve(f))); } catch { h.update("?"); } }
  }
  return join(cacheDir(), `typechecked-${h.digest("hex").slice(0, 32)}`);
}
function markChecked(key: string): void {
  try { mkdirSync(dirname(key), { recursive: true }); writeFileSync(key, ""); } catch { /* an optimisation only */ }
}

async function frontEndStages(o: BuildOptions, entry: string, name: string, checked: Promise<BuildError | null> | null, code: string): Promise<FrontEnd> {
  let t = Date.now();
  const rs = await evaluate(entry, code, o.defines ?? {});
  timing("bundle+evaluate", t);
  const diags = checkRuleSet(rs);
  const errors = diags.filter((d) => d.level === "error");
  if (errors.length) throw new BuildError(errors[0].message + (errors.length > 1 ? ` (and ${errors.length - 1} more)` : ""), errors[0].loc);
  const warnings = diags.filter((d) => d.level === "warning");
  for (const w of warnings) o.log?.(`${formatLoc(w.loc)}warning: ${w.message}`);
  t = Date.now();
  const data = ruleData(rs, (regexes) => {
    try { return automatonCached(regexes); }
    catch (e) { throw new BuildError((e as Error).message, rs.rules.find((r) => regexes.some((x) => x.where.includes(`rule ${r.id})`)))?.loc); }
  }, { plainDispatch: o.plainDispatch, specs: SPECS });
  timing("rule data", t);
  return { entry, name, ruleset: rs, data, regexes: data.regexes, warnings, checked };
}

// A site's automaton is a function of its regexes and of the automata compiler: kept in the
// cache dir by their hash, a rebuild (or a variant with the same patterns) skips refa and
// the subset construction, most of a build's own time.
let automataHash: string | null = null;
function automatonCached(regexes: { source: string; flags: string }[]): Uint8Array {
  if (!automataHash) {
    const h = createHash("sha256").update("automata 1");
    const dir = join(ROOT, "compiler", "automata");
    for (const f of readdirSync(dir).sort()) if (f.endsWith(".ts")) h.update(f).update(readFileSync(join(dir, f)));
    automataHash = h.digest("hex");
  }
  const key = createHash("sha256").update(automataHash).update(JSON.stringify(regexes.map((r) => [r.source, r.flags]))).digest("hex");
  const file = join(cacheDir(), `automaton-${key.slice(0, 32)}.bin`);
  try { return new Uint8Array(readFileSync(file)); } catch { /* not built yet */ }
  const table = serialize(compileAutomaton(regexes));
  keepInCache(file, table, /^automaton-.*\.bin$/);
  return table;
}

/** Runs `rulec __typecheck ENTRY`; resolves to the located error, or null. */
function typecheckInChild(entry: string): Promise<BuildError | null> {
  const t = Date.now();
  return new Promise((done) => {
    execFile(process.execPath, [join(ROOT, "compiler/cli.mjs"), "__typecheck", entry], { encoding: "utf8" }, (err, stdout) => {
      timing("typecheck (in parallel)", t);
      if (!err) return done(null);
      try { const e = JSON.parse(stdout); done(new BuildError(e.message, e.loc)); }
      catch { done(new BuildError(`the TypeScript check failed: ${String(err.message).split("\n")[0]}`)); }
    });
  });
}

/** DIR/N.json: what install and doctor need to know about a built hook. */
export function manifest(fe: FrontEnd) {
  const rs = fe.ruleset;
  // (a Bash example: doctor probes the hook with a command)
  const isProbe = (e: Example) => e.expect === "deny" && e.command !== undefined && (e.tool ?? "Bash") === "Bash";
  const deny = rs.rules.find((r) => r.tier === "deny" && r.examples.some(isProbe));
  return {
    rulec: 1,
    name: fe.name,
    events: rs.events,
    tools: rs.tools,
    failure: rs.failure,
    unknown: rs.unknown,
    limit: limitTier(rs),
    writes: rs.rules.some((r) => r.effects.length > 0 || r.once),
    requires: rs.requires.map((p) => printPred(p).replace(/\s+/g, " ")),
    probe: deny ? { command: deny.examples.find(isProbe)!.command, expect: "deny", rule: deny.id } : null,
  };
}

/** `--out-dir DIR` cannot be written: one line with the OS's reason (`EACCES (permission denied)`). */
function outDirError(dir: string, e: unknown): BuildError {
  const code = (e as NodeJS.ErrnoException)?.code ?? "";
  let reason = /^[A-Z]+: ([^,\n]+)/.exec(String((e as Error)?.message))?.[1] ?? String((e as Error)?.message ?? e).split("\n")[0];
  if (code === "ENOTDIR" || code === "EEXIST") {
    // (the file: the directory itself, or the ancestor that is not one)
    let p = resolve(dir);
    const isFile = (f: string) => { try { return statSync(f).isFile(); } catch { return false; } };
    while (!isFile(p) && dirname(p) !== p) p = dirname(p);
    reason = `a file is in the way: ${relative(process.cwd(), p) || p}`;
  }
  return new BuildError(`cannot write to --out-dir ${dir}: ${code ? `${code} (${reason})` : reason}`);
}

/**
 * Makes `dir` (and its missing parents) and writes a file in it, removed at once; throws a
 * one-line BuildError naming the OS's reason when it cannot. Run before any work of the
 * build. Returns what undoes it: the directories it made, removed while still empty (a
 * build that fails leaves no trace of them).
 */
export function prepareOutDir(dir: string): () => void {
  let made: string | undefined;
  const undo = () => {
    if (made === undefined) return;
    for (let p = resolve(dir); ; p = dirname(p)) {
      try { rmdirSync(p); } catch { return; } // (not empty: something was written since)
      if (p === resolve(made) || dirname(p) === p) return;
    }
  };
  try { made = makeDirs(dir); }
  catch (e) { throw outDirError(dir, e); }
  const probe = join(dir, `.rulec-probe.${process.pid}.tmp`);
  try { closeSync(openSync(probe, "wx")); }
  catch (e) { undo(); throw outDirError(dir, e); }
  rmSync(probe, { force: true });
  return undo;
}

/**
 * `mkdir -p`, one directory at a time; the first directory it made, if any. (Node's own
 * recursive mkdirSync never returns where mkdir answers ENOENT under a directory that
 * exists: /proc.)
 */
function makeDirs(dir: string): string | undefined {
  const missing: string[] = [];
  for (let p = resolve(dir); ; p = dirname(p)) {
    let st;
    try { st = statSync(p); }
    catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT" && dirname(p) !== p) { missing.unshift(p); continue; }
      throw e;
    }
    if (!st.isDirectory()) throw Object.assign(new Error(`EEXIST: file already exists, mkdir '${p}'`), { code: "EEXIST" });
    break;
  }
  for (const m of missing) {
    try { mkdirSync(m); }
    catch (e) { if ((e as NodeJS.ErrnoException).code !== "EEXIST" || !statSync(m).isDirectory()) throw e; }
  }
  return missing[0];
}

export async function build(o: BuildOptions): Promise<BuildResult> {
  // (a directory the hook cannot be written to is said before the typecheck's seconds)
  const undo = prepareOutDir(o.outDir);
  try { return await buildInto(o); }
  catch (e) { undo(); throw e; }
}

async function buildInto(o: BuildOptions): Promise<BuildResult> {
  const engine = engineWasm();
  engine.catch(() => {}); // (a failure surfaces where the engine is linked)
  const fe = await frontEnd(o);
  const wasmPath = join(o.outDir, fe.name + ".wasm");
  const hookPath = join(o.outDir, fe.name + ".js");
  // the new classifier replaces the old one only once every check passed: a hook already
  // built there must not run rules that failed their build
  removeStale(o.outDir, /^\..+\.wasm\.\d+\.tmp$/);
  const fresh = join(o.outDir, `.${fe.name}.wasm.${process.pid}.tmp`);
  let t = Date.now();
  let wasmBytes: Uint8Array;
  try {
    try { wasmBytes = link(await engine, fe.data.bytes); writeFileSync(fresh, wasmBytes); }
    catch (e) { const te = await fe.checked; throw te ?? e; }
    timing("link", t);
    const imported = WebAssembly.Module.imports(new WebAssembly.Module(wasmBytes as Uint8Array<ArrayBuffer>));
    if (imported.length) throw new BuildError(`the classifier imports ${imported.map((i) => `${i.module}.${i.name}`).join(", ")}: a rulec bug (a classifier imports nothing)`);
    const te = await fe.checked;
    if (te) throw te;
    t = Date.now();
    await checkExamples(fe.ruleset, wasmBytes);
    timing("examples", t);
    await settled(fe.ruleset);
    renameSync(fresh, wasmPath);
  } finally {
    rmSync(fresh, { force: true });
    void settled(fe.ruleset).catch(() => {}); // (a build that failed already says why)
  }
  if (o.embed && wasmBytes.length > EMBED_LIMIT) {
    o.log?.(`warning: --embed: the classifier is ${Math.ceil(wasmBytes.length / 1024)} KB, more than the ${EMBED_LIMIT / 1024} KB a hook embeds; it stays in ${fe.name}.wasm beside the hook`);
  }
  await writeHook(hookPath, fe.name, fe.ruleset.failure, wasmBytes, o.embed, prefilterOf(fe.ruleset), limitTier(fe.ruleset));
  writeFileSync(join(o.outDir, fe.name + ".json"), JSON.stringify(manifest(fe), null, 2) + "\n");
  return { name: fe.name, wasmPath, hookPath, ruleset: fe.ruleset, dataText: fe.data.text, regexes: fe.regexes, warnings: fe.warnings, wasmBytes };
}
