// `rulec build`: a rule file → DIR/N.wasm (the classifier) + DIR/N.mjs, DIR/N.cjs (the hook).
//
// Stages, in order (each one a function below, each failure a located one-line error):
//   typecheck  the rule file with TypeScript, strict
//   bundle     it with esbuild ("rulec" resolves to compiler/api.ts)
//   evaluate   the bundle in a worker thread (a time limit; the IR comes back as a clone),
//              with --define values and source maps on, so every rule knows the
//              file:line:col of the call that made it
//   check      the IR (check.ts)
//   codegen    AssemblyScript + tables (codegen.ts, automata/)
//   asc        -Os against the engine in wasm/, stub runtime; static strings' block words
//              dropped from the data section (compiler/wasmdata.ts); the start function
//              run here, its memory and globals kept as the initial state (preinit.ts);
//              small functions inlined and dead code removed (binaryen)
//   examples   every example a rule carries runs through the built wasm
//   hook       the runtime (runtime/core.mjs) bundled; it reads N.wasm (or embeds it: --embed),
//              after the prefilter (prefilter.ts) has not ruled the call out: N.mjs with
//              its functions eager (eager.ts), N.cjs compiling it through V8's code cache
//
// Cost: about 2.5–4 s, most of it asc's optimiser (the typecheck runs beside it, ~1.5 s).

import { execFile } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmdirSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { setPriority, tmpdir } from "node:os";
import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from "node:worker_threads";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as esbuild from "esbuild";
// (esbuild is loaded when a rule file is bundled: most CLI commands bundle none)
const esbuildLib = () => import("esbuild");
import { checkRuleSet, type Diagnostic } from "./check.ts";
import { generate } from "./codegen.ts";
import { type Example, type Loc, type RuleSet, exampleText, limitTier, printPred, tierRank } from "./ir.ts";
import { prefilterOf, type Prefilter } from "./prefilter.ts";
import { eagerFunctions } from "./eager.ts";
import { dropStringBlockWords } from "./wasmdata.ts";
import { preinitialize } from "./preinit.ts";
import { compileAutomaton, serialize } from "./automata/index.ts";

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, "..");

/** A hook's name (`--name`, a variant's): it names the files of a build side by side. */
export const isName = (s: string): boolean => /^[A-Za-z0-9._-]+$/.test(s);
export const NAME_RULE = "use letters, digits, '.', '_' and '-'";

export class BuildError extends Error {
  constructor(message: string, readonly loc?: Loc) { super(message); }
}

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
  asSource: string;
  regexes: { source: string; flags: string; where: string; site: string }[];
  warnings: Diagnostic[];
  wasmBytes: Uint8Array;
}

export function formatLoc(loc: Loc | undefined): string {
  if (!loc) return "";
  const f = relative(process.cwd(), loc.file) || loc.file;
  return `${f}:${loc.line}:${loc.col}: `;
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
      types, typeRoots: [join(ROOT, "node_modules/@types"), resolve(ROOT, "../@types")], baseUrl: ROOT, paths: { rulec: [join(ROOT, "compiler/api.ts")] },
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

export async function bundle(entry: string): Promise<string> {
  return (await bundleWithInputs(entry)).code;
}

/** The bundle, and the files it was made from (for the typecheck cache). */
export async function bundleWithInputs(entry: string): Promise<{ code: string; inputs: string[] }> {
  try {
    const r = await (await esbuildLib()).build({
      entryPoints: [entry], bundle: true, format: "esm", platform: "node", target: "node20", metafile: true,
      write: false, sourcemap: "inline", sourcesContent: false, logLevel: "silent",
      alias: { rulec: join(ROOT, "compiler/api.ts") }, plugins: [importMetaOfSource],
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
// build's main thread is busy in asc meanwhile)
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

/** A thrown value that is not an Error, for a one-line message (the CLI's too). */
export function thrown(v: unknown): string {
  let s: string;
  try { s = JSON.stringify(v) ?? String(v); }
  catch { s = Object.prototype.toString.call(v); }
  return s.length > 80 ? s.slice(0, 77) + "..." : s;
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

// asc (with binaryen) takes ~0.5 s to load: `build` starts loading it before the front end
let ascModule: Promise<typeof import("assemblyscript/asc")> | null = null;
const loadAsc = () => (ascModule ??= import("assemblyscript/asc"));

/**
 * binaryen (asc's own backend, already loaded by the time it runs), after the start function
 * ran: the functions of up to 12 instructions inlined where they are called, then the code
 * only the start function reached removed. asc's -Os inlines only functions of 2: the
 * engine's string `length`, a character read, are calls that Node 20's V8 does not inline
 * either — inlining those of up to 6 took 14% off a typical classify for ≈1 KB of module.
 * Up to 12: a typical first call reaches 84 functions instead of 91, and V8 compiles each
 * on first use for ≈19 K instructions beyond its bytes (−0.5 M of a Deno call, −0.15 M of
 * a Node call, classify ≈2% faster) for 0.8 KB more module; larger limits reach fewer
 * functions still, but past the 64 KB target for git-local (20/30/60: 68 KB).
 */
async function finishCode(): Promise<(wasm: Uint8Array) => Uint8Array> {
  const binaryen = (await import("binaryen")).default;
  return (wasm) => {
    const m = binaryen.readBinary(wasm);
    const saved = [binaryen.getOptimizeLevel(), binaryen.getShrinkLevel(), binaryen.getAlwaysInlineMaxSize(), binaryen.getFlexibleInlineMaxSize(), binaryen.getOneCallerInlineMaxSize()];
    try {
      m.setFeatures(binaryen.Features.All);
      binaryen.setOptimizeLevel(2);
      binaryen.setShrinkLevel(1);
      binaryen.setAlwaysInlineMaxSize(12);
      binaryen.setFlexibleInlineMaxSize(12);
      binaryen.setOneCallerInlineMaxSize(12);
      m.runPasses(["inlining-optimizing", "remove-unused-module-elements"]);
      return m.emitBinary();
    } finally {
      m.dispose();
      binaryen.setOptimizeLevel(saved[0]);
      binaryen.setShrinkLevel(saved[1]);
      binaryen.setAlwaysInlineMaxSize(saved[2]);
      binaryen.setFlexibleInlineMaxSize(saved[3]);
      binaryen.setOneCallerInlineMaxSize(saved[4]);
    }
  };
}

/**
 * Removes the entries of `dir` named by `pattern` that are more than an hour old: files
 * a killed build left (its generated sources beside the engine, which asc resolves its
 * imports from), or caches built from older sources. An hour is longer than any build, so
 * what a running process still uses is never among them.
 */
export function removeStale(dir: string, pattern: RegExp, now = Date.now()): void {
  let names: string[];
  try { names = readdirSync(dir); } catch { return; }
  for (const name of names) {
    if (!pattern.test(name)) continue;
    const path = join(dir, name);
    try { if (now - statSync(path).mtimeMs > 3600_000) rmSync(path, { recursive: true, force: true }); }
    catch { /* another process's, removed meanwhile */ }
  }
}

/**
 * asc's flags that keep abort inside the module (the engine's `trap`, which leaves its
 * message for the host): a classifier imports nothing. (asc names an element by its
 * file's path from the working directory.)
 */
export function trapAbort(engine = relative(process.cwd(), join(ROOT, "wasm", "engine")).split(sep).join("/")): string[] {
  return ["--use", `abort=${engine}/trap`];
}

/**
 * asc's transforms of the engine and the generated code (`ascTransforms()`):
 *
 * - `latin1("…")` becomes the text as bytes in static data — a u16 length, then one byte a
 *   character — instead of a UTF-16 string object: the engine's option and name lists
 *   (wasm/shell/text.ts `List`, read by `listed`) take half the bytes and no object header each.
 *   A text outside Latin-1, or an argument that is not one string literal, is a build error.
 * - The stub runtime's `__alloc` and its `maybeGrowMemory` are `@inline`: an allocation
 *   (`__new`, `__renew`) is then one call where it was three (Node 20's V8 inlines no call
 *   between wasm functions, and both are past binaryen's size for inlining): −7% on a
 *   typical classify, +0.3 KB of module.
 * - The generated rule groups (evalG1, … — the rules of one command name or git
 *   subcommand) stay functions of their own: binaryen would inline each into the dispatch
 *   that is its only caller, and V8 compiles a wasm function whole on its first call, so
 *   the dispatch would then compile every group on every call that reaches it.
 */
export async function ascTransforms(): Promise<object[]> {
  const binaryen = (await import("binaryen")).default;
  const as = await import("assemblyscript");
  const { Node, NodeKind, LiteralKind } = as as unknown as { Node: AsNodeFactory; NodeKind: Record<string, number>; LiteralKind: Record<string, number> };
  const isLatin1Call = (n: AsNode): boolean =>
    n.kind === NodeKind.Call && n.expression?.kind === NodeKind.Identifier && n.expression.text === "latin1";
  const bytesOf = (n: AsNode): AsNode => {
    const arg = n.args?.length === 1 ? n.args[0] : null;
    if (!arg || arg.kind !== NodeKind.Literal || arg.literalKind !== LiteralKind.String) throw new BuildError(`latin1() takes one string literal (${n.range.source.normalizedPath}, a rulec bug)`);
    const text = arg.value as string;
    if (/[^\x00-\xff]/.test(text) || text.length > 0xffff) throw new BuildError(`latin1(${JSON.stringify(text.slice(0, 40))}) is not Latin-1 (a rulec bug)`);
    const r = n.range;
    const int = (v: number) => Node.createIntegerLiteralExpression((globalThis as unknown as { i64_new(lo: number, hi: number): unknown }).i64_new(v, 0), r);
    const bytes = [text.length & 0xff, text.length >> 8, ...[...text].map((c) => c.charCodeAt(0))];
    return Node.createCallExpression(
      Node.createPropertyAccessExpression(Node.createIdentifierExpression("memory", r), Node.createIdentifierExpression("data", r), r),
      [Node.createNamedType(Node.createSimpleTypeName("u8", r), null, false, r)],
      [Node.createArrayLiteralExpression(bytes.map(int), r), int(2)], r);
  };
  // every node of a source's statements, its latin1() calls replaced where they stand
  const visit = (n: unknown, seen: Set<unknown>): void => {
    if (!n || typeof n !== "object" || seen.has(n)) return;
    seen.add(n);
    for (const k of Object.keys(n)) {
      if (k === "range" || k === "parent") continue;
      const v = (n as Record<string, unknown>)[k];
      if (Array.isArray(v)) v.forEach((x, i) => { if (x && isLatin1Call(x as AsNode)) v[i] = bytesOf(x as AsNode); else visit(x, seen); });
      else if (v && typeof v === "object" && "kind" in v) { if (isLatin1Call(v as AsNode)) (n as Record<string, unknown>)[k] = bytesOf(v as AsNode); else visit(v, seen); }
    }
  };
  return [{
    afterParse(parser: { sources: Array<{ normalizedPath: string; statements: unknown[] }> }): void {
      for (const src of parser.sources) {
        if (!src.normalizedPath.startsWith("~lib/")) visit(src.statements, new Set());
        else if (src.normalizedPath === "~lib/rt/stub.ts") {
          for (const st of src.statements as AsDeclaration[]) {
            if (st.kind === NodeKind.FunctionDeclaration && INLINE_ALLOCATOR.includes(st.name?.text ?? "")) {
              (st.decorators ??= []).push(Node.createDecorator(Node.createIdentifierExpression("inline", st.range), null, st.range));
            }
          }
        }
      }
    },
    afterCompile(module: { runPasses(passes: string[]): void }): void {
      binaryen.setPassArgument("no-inline", "*/rules/evalG*");
      try { module.runPasses(["no-inline"]); } finally { binaryen.setPassArgument("no-inline", null); }
    },
  }];
}
/** The stub runtime's bump allocation, inlined where it is called (ascTransforms). */
const INLINE_ALLOCATOR = ["__alloc", "maybeGrowMemory"];
interface AsDeclaration { kind: number; name?: { text: string }; decorators?: unknown[] | null; range: unknown }
interface AsNode { kind: number; expression?: AsNode & { text?: string }; args?: AsNode[]; literalKind?: number; value?: unknown; range: { source: { normalizedPath: string } } }
interface AsNodeFactory { [k: string]: (...a: unknown[]) => AsNode }

/**
 * The classifier's memory maximum, in 64 KB pages (512 MB): work is linear in the call, so
 * only a call far past what a client sends reaches it, and the runtime answers the rule
 * set's limit verdict then (runtime/core.mjs aborted), never its failure policy.
 */
export const MAX_MEMORY_PAGES = 8192;

// ─── the compile cache ─────────────────────────────────────────────────────────────
// asc's optimiser is most of a build (seconds); its output depends only on the generated
// module, the engine and the compiler's own sources. Both are hashed, and a classifier made
// from the same ones is taken from the cache instead: a rebuild, a test that builds the
// same rule set again, a variant with the same rules. In the temp dir (or
// $RULEC_CACHE_DIR): a build writes nowhere else but its --out-dir.

let toolchainHash: string | null = null;
/** What asc's output depends on besides the generated module: the engine, the compiler, their versions. */
function toolchainKey(): string {
  if (toolchainHash) return toolchainHash;
  const h = createHash("sha256");
  for (const dir of ["wasm", "wasm/shell", "compiler", "compiler/automata"]) {
    for (const f of readdirSync(join(ROOT, dir)).sort()) {
      if (!/\.ts$/.test(f)) continue;
      h.update(f).update(readFileSync(join(ROOT, dir, f)));
    }
  }
  h.update(readFileSync(join(ROOT, "package.json")));
  return (toolchainHash = h.digest("hex"));
}

export const cacheDir = (): string => process.env.RULEC_CACHE_DIR || join(tmpdir(), "rulec-cache");

/** The classifier for a generated module: from the cache, or compiled (and kept there). */
export async function compileCached(source: string, outWasm: string): Promise<Uint8Array> {
  const key = createHash("sha256").update(toolchainKey()).update(source).digest("hex");
  const cached = join(cacheDir(), `${key.slice(0, 32)}.wasm`);
  try {
    const bytes = new Uint8Array(readFileSync(cached));
    writeFileSync(outWasm, bytes);
    return bytes;
  } catch { /* not built yet */ }
  const wasm = await asc(source, outWasm);
  try {
    mkdirSync(cacheDir(), { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    writeFileSync(tmp, wasm);
    renameSync(tmp, cached); // (atomic: a concurrent build reads a whole file or none)
    removeStale(cacheDir(), /\.wasm$/, Date.now() - 6 * 24 * 3600_000); // (a week unused)
  } catch { /* a cache that cannot be written: the build still stands */ }
  return wasm;
}

export async function asc(source: string, outWasm: string): Promise<Uint8Array> {
  // The generated module is handed to asc as a file beside the engine (wasm/.gen/rules.ts)
  // that it reads from memory: nothing is written into rulec's own files, so a build works
  // with rulec installed read-only, and the module names the engine by the same paths.
  const entry = relative(process.cwd(), join(ROOT, "wasm", ".gen", "rules.ts")).split(sep).join("/");
  const genPath = resolve(ROOT, "wasm", ".gen", "rules.ts");
  {
    const ascMod = (await loadAsc()).default;
    let stderr = "";
    const { error } = await ascMod.main([
      // -Os: a small module compiles faster at every hook start, which matters more here
      // than the µs -O3 saves per classify; -Oz is ~0.2% smaller and ~0.4 s slower to build
      entry, "-o", outWasm, "--runtime", "stub", "-Os", "--noAssert", "--maximumMemory", String(MAX_MEMORY_PAGES),
      ...trapAbort(),
    ], {
      stderr: { write: (s: string | Uint8Array) => { stderr += String(s); return true; } } as never,
      stdout: { write: () => true } as never,
      transforms: await ascTransforms(),
      readFile: (name: string, baseDir: string) => {
        if (resolve(baseDir, name) === genPath) return source;
        try { return readFileSync(join(baseDir, name), "utf8"); } catch { return null; }
      },
    } as never);
    if (error) throw new BuildError(`asc failed on the generated code (a rulec bug): ${error.message}\n${stderr.slice(0, 4000)}`);
    const wasm = preinitialize(dropStringBlockWords(new Uint8Array(readFileSync(outWasm))), await finishCode());
    writeFileSync(outWasm, wasm);
    return wasm;
  }
}

/**
 * The hook reads its classifier from N.wasm beside it: measured, that starts faster than
 * decoding base64 from the script (≈1.5 ms less on Deno, the same on Node). `embed`
 * puts the classifier inside the script instead, for a single-file hook (up to 192 KB).
 */
export const EMBED_LIMIT = 192 * 1024;

export async function writeHook(outMjs: string, name: string, failure: string, wasm: Uint8Array, embed = false, prefilter: Prefilter | null = null, limit = "silent"): Promise<void> {
  const file = basename(outMjs).replace(/\.mjs$/, ".wasm");
  const inline = embed && wasm.length <= EMBED_LIMIT;
  // N.mjs runs on Node and Deno; N.cjs is the same runtime for Node, which starts
  // CommonJS ~5–15 ms faster than an ES module (no ESM loader), through a code cache
  for (const format of ["esm", "cjs"] as const) {
    // a path, where the host gives the module's directory: Deno reads a file named by a
    // URL ≈0.35 ms slower than by a path (Deno 2.9)
    const where = format === "esm"
      ? `import.meta.dirname ? import.meta.dirname + ${JSON.stringify("/" + file)} : new URL(${JSON.stringify("./" + file)}, import.meta.url)`
      : `__dirname + ${JSON.stringify("/" + file)}`;
    const source = inline ? JSON.stringify(Buffer.from(wasm).toString("base64")) : `{ file: ${where} }`;
    const cached = format === "cjs" && !inline; // (an embedded hook stays one file)
    const entry = `import { main } from ${JSON.stringify(join(ROOT, "runtime/core.mjs"))};
main({ name: ${JSON.stringify(name)}, failure: ${JSON.stringify(failure)}, limit: ${JSON.stringify(limit)}, wasm: ${source}, prefilter: ${JSON.stringify(prefilter)}${cached ? ", codeCache: __rulecCodeCache" : ""} });
`;
    const r = await (await esbuildLib()).build({
      stdin: { contents: entry, resolveDir: ROOT, loader: "js" }, bundle: true, format, platform: "neutral",
      target: "es2022", write: false, logLevel: "silent", legalComments: "none", charset: cached ? "ascii" : "utf8",
      banner: cached ? undefined : { js: `// ${name}: a rulec hook. Generated by rulec build — do not edit.` },
    });
    // the ES module's functions compiled with it (Deno caches them; compiler/eager.ts); N.cjs
    // has V8's code cache of the functions a call compiled instead
    const text = format === "esm" ? await eagerFunctions(r.outputFiles[0].text, parsesAsModule) : r.outputFiles[0].text;
    const out = format === "esm" ? outMjs : outMjs.replace(/\.mjs$/, ".cjs");
    if (cached) writeCodeCachedHook(out, name, failure, text);
    else {
      if (format === "cjs") removeCodeCaches(dirname(out), name);
      writeFileSync(out, text);
    }
  }
}

async function parsesAsModule(code: string): Promise<boolean> {
  try { await (await esbuildLib()).transform(code, { loader: "js", format: "esm", logLevel: "silent" }); return true; } catch { return false; }
}

/** The runtimes and code caches of earlier builds of N (N.cjs.<id>.js, N.cjs.<id>.cache): they belong to other sources. */
function removeCodeCaches(dir: string, name: string, keep = ""): void {
  let names: string[] = [];
  try { names = readdirSync(dir); } catch { return; }
  for (const f of names) {
    if (!f.startsWith(`${name}.cjs.`) || (keep && f === keep)) continue;
    if (f.endsWith(".cache") || f.endsWith(".tmp") || /^[0-9a-f]{12}\.js$/.test(f.slice(name.length + 5))) rmSync(join(dir, f), { force: true });
  }
}

/**
 * N.cjs as Node runs it fastest: a loader that reads the runtime from N.cjs.<id>.js beside
 * it (as Latin-1: the bundle is ASCII) and compiles it through V8's code cache in
 * N.cjs.<id>.cache. Without a cache, Node parses the 40 KB runtime and compiles every
 * function a call reaches (≈2.5 ms of a 25 ms start here); with one it deserializes them.
 * And the runtime is a file of its own rather than a string in N.cjs: Node would decode
 * that whole file from UTF-8 and V8 scan the string's escapes, ≈1.6 M instructions (≈0.5
 * ms) of every call. The first call that runs the classifier writes the cache (and a Node
 * that rejects it, another V8, writes its own): it is an optimisation only, and the hook
 * answers the same without it (a read-only directory, a removed file). A rebuild removes
 * an earlier build's runtime: a call that started before it, and finds its runtime gone,
 * is answered by N.mjs, the same build's ES module, instead (and with neither, by the
 * failure policy: exit 2 with the reason on stderr, or exit 0 for a set that fails open).
 */
function writeCodeCachedHook(out: string, name: string, failure: string, bundle: string): void {
  const source = `(function (__dirname, __rulecCodeCache) {\n${bundle}\n})`;
  // V8 checks a cache against its source's length only: the files' names carry a hash of
  // the source, so a cache can never meet another build's runtime
  const id = createHash("sha256").update(source).digest("hex").slice(0, 12);
  const base = `${name}.cjs.${id}`;
  const dir = dirname(out);
  removeCodeCaches(dir, name, `${base}.js`);
  writeFileSync(join(dir, `${base}.js`), source, "latin1");
  writeFileSync(out, `// ${name}: a rulec hook (Node). Generated by rulec build — do not edit.
// The runtime is ${base}.js, compiled with V8's code cache (${base}.cache), both beside this file.
"use strict";
const fs = process.getBuiltinModule("node:fs");
const BASE = __dirname + ${JSON.stringify("/" + base)};
let source;
try { source = fs.readFileSync(BASE + ".js", "latin1"); } catch { /* a rebuild removed it */ }
if (source === undefined) {
  import(process.getBuiltinModule("node:url").pathToFileURL(__dirname + ${JSON.stringify("/" + name + ".mjs")}).href).catch(() => {
    // neither this build's runtime nor its ES module: the failure policy, in its plainest form
    fs.writeSync(2, ${JSON.stringify(`rulec (${name}): cannot read its runtime ${base}.js or ${name}.mjs beside ${name}.cjs; rebuild the hook with rulec build`)} + ${JSON.stringify(failure === "silent" ? " (failing open)\n" : "\n")});
    process.exit(${failure === "silent" ? 0 : 2});
  });
} else run(source);

function run(source) {
  const { Script } = process.getBuiltinModule("node:vm");
  const CACHE = BASE + ".cache";
  let cachedData;
  try { cachedData = fs.readFileSync(CACHE); } catch { /* the first call, or removed */ }
  const script = new Script(source, { filename: __filename, cachedData });
  script.runInThisContext()(__dirname, !cachedData || script.cachedDataRejected ? writeCache : null);

  /** The code the call compiled, for the next calls; written whole, then renamed into place
   * (a directory that cannot be written fails at the open, before the cache is made). */
  function writeCache() {
    const tmp = CACHE + "." + process.pid + ".tmp";
    let fd = -1;
    try {
      fd = fs.openSync(tmp, "wx");
      fs.writeFileSync(fd, script.createCachedData());
      fs.closeSync(fd);
      fd = -1;
      fs.renameSync(tmp, CACHE);
    } catch {
      if (fd >= 0) try { fs.closeSync(fd); } catch { /* closed */ }
      try { fs.unlinkSync(tmp); } catch { /* not written */ }
    }
  }
}
`);
}

/** Runs every example through the built classifier, in an empty directory. */
export async function checkExamples(rs: RuleSet, wasm: Uint8Array): Promise<void> {
  const { load, hostFacts } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
  const cwd = mkdtempSync(join(tmpdir(), "rulec-examples-"));
  try {
    const c = load(wasm, hostFacts());
    for (const r of rs.rules) {
      for (const ex of r.examples) {
        const fields: Record<string, string> = { hook_event_name: rs.events[0], tool_name: ex.tool ?? "Bash", cwd, project_dir: cwd, "rulec.assume_requires": "1" };
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

export interface FrontEnd { entry: string; name: string; ruleset: RuleSet; asSource: string; regexes: BuildResult["regexes"]; warnings: Diagnostic[]; checked: Promise<BuildError | null> | null }

/** Everything up to asc: typecheck, bundle, evaluate, check, codegen. */
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
  const gen = generate(rs, "..", (regexes) => {
    try { return serialize(compileAutomaton(regexes)); }
    catch (e) { throw new BuildError((e as Error).message, rs.rules.find((r) => regexes.some((x) => x.where.includes(`rule ${r.id})`)))?.loc); }
  }, { plainDispatch: o.plainDispatch });
  return { entry, name, ruleset: rs, asSource: gen.source, regexes: gen.regexes, warnings, checked };
}

/** Runs `rulec __typecheck ENTRY`; resolves to the located error, or null. */
function typecheckInChild(entry: string): Promise<BuildError | null> {
  const t = Date.now();
  return new Promise((done) => {
    const child = execFile(process.execPath, [join(ROOT, "compiler/cli.mjs"), "__typecheck", entry], { encoding: "utf8" }, (err, stdout) => {
      timing("typecheck (in parallel)", t);
      if (!err) return done(null);
      try { const e = JSON.parse(stdout); done(new BuildError(e.message, e.loc)); }
      catch { done(new BuildError(`the TypeScript check failed: ${String(err.message).split("\n")[0]}`)); }
    });
    // asc is the build's critical path: the check (≈1.4 s alone) takes the CPU asc leaves
    try { if (child.pid) setPriority(child.pid, 10); } catch { /* not permitted: equal shares */ }
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
  // (a directory the hook cannot be written to is said before seconds of typecheck and asc)
  const undo = prepareOutDir(o.outDir);
  try { return await buildInto(o); }
  catch (e) { undo(); throw e; }
}

async function buildInto(o: BuildOptions): Promise<BuildResult> {
  void loadAsc().catch(() => {}); // (a failure to load surfaces where asc is used)
  const fe = await frontEnd(o);
  const wasmPath = join(o.outDir, fe.name + ".wasm");
  const hookPath = join(o.outDir, fe.name + ".mjs");
  // the new classifier replaces the old one only once every check passed: a hook already
  // built there must not run rules that failed their build
  removeStale(o.outDir, /^\..+\.wasm\.\d+\.tmp$/);
  const fresh = join(o.outDir, `.${fe.name}.wasm.${process.pid}.tmp`);
  let t = Date.now();
  let wasmBytes: Uint8Array;
  try {
    try { wasmBytes = await compileCached(fe.asSource, fresh); }
    catch (e) { const te = await fe.checked; throw te ?? e; }
    timing("asc", t);
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
  return { name: fe.name, wasmPath, hookPath, ruleset: fe.ruleset, asSource: fe.asSource, regexes: fe.regexes, warnings: fe.warnings, wasmBytes };
}
