// The prebuilt engine: wasm/classifier.ts (the engine and the rule interpreter) compiled
// once, when rulec itself is built (`npm run build:engine`, run by `prepare`), into
// engine/rulec.wasm, which the package ships. A rule set is then data linked into it
// (link.ts): no rulec build runs a compiler.
//
// `engineWasm()` finds the engine a build links: engine/rulec.wasm when its stamp (a
// custom section holding the hash of the engine's sources and the compiler's versions)
// matches the sources beside it; else one built before from the same sources, in the
// cache dir; else — in a checkout whose engine sources changed — it compiles one there
// (asc, ≈5 s), which needs the devDependencies assemblyscript and binaryen.
//
// The compile: asc -Os with the stub runtime (one call per process: nothing to collect),
// no assertions, abort kept inside the module (trap), asc's transforms (below); small
// functions inlined (binaryen). (Dropping static strings' block words from the data, a
// pass that relied on AssemblyScript's object layout, saved 1.7 KB and 0.5 M instructions
// of a 103 M call: below what a trick must pay, it went.) The
// start function stays: the link runs it, loads the rule data and keeps the memory it
// leaves (preinit.ts).
//
// Cost: a read and a hash of the engine's sources (≈1 ms) per build; the compile only
// when they changed.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { customSection, withCustomSection } from "./preinit.ts";
import { BuildError, ROOT } from "./paths.ts";

export const ENGINE_PATH = join(ROOT, "engine", "rulec.wasm");
const STAMP = "rulec.engine";

/** The directory of rulec's caches: the temp dir (or $RULEC_CACHE_DIR), never rulec's own files. */
export const cacheDir = (): string => process.env.RULEC_CACHE_DIR || join(tmpdir(), "rulec-cache");

/**
 * Puts `data` into the cache as `file` (a path in cacheDir()), whole: written beside it,
 * then renamed, so a concurrent reader finds all of it or none. Then the entries named by
 * `stale` that went a week unused are removed. A cache that cannot be written is no error:
 * the cache is an optimisation only.
 */
export function keepInCache(file: string, data: string | Uint8Array, stale?: RegExp): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, file);
    if (stale) removeStale(dirname(file), stale, Date.now() - 6 * 24 * 3600_000);
  } catch { /* not kept */ }
}

let hashMemo: string | null = null;
/** What the engine is made from: its sources, this compile's code, the compiler's versions. */
export function engineHash(): string {
  if (hashMemo) return hashMemo;
  const h = createHash("sha256").update("engine 1");
  const wasm = join(ROOT, "wasm");
  const files: string[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d).sort()) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) { if (!f.startsWith(".")) walk(p); }
      else if (f.endsWith(".ts")) files.push(p);
    }
  };
  walk(wasm);
  for (const f of [...files, join(ROOT, "compiler", "engine.ts")]) {
    h.update(relative(ROOT, f).split(sep).join("/")).update(readFileSync(f));
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  h.update(String(deps.assemblyscript)).update(String(deps.binaryen));
  return (hashMemo = h.digest("hex"));
}

let engineMemo: Promise<Uint8Array> | null = null;
/** The engine a build links (see the header). */
export function engineWasm(): Promise<Uint8Array> {
  return (engineMemo ??= findEngine().catch((e) => { engineMemo = null; throw e; }));
}

async function findEngine(): Promise<Uint8Array> {
  const hash = engineHash();
  try {
    const b = new Uint8Array(readFileSync(ENGINE_PATH));
    if (stampOf(b) === hash) return b;
  } catch { /* not built */ }
  const cached = join(cacheDir(), `engine-${hash.slice(0, 32)}.wasm`);
  try {
    const b = new Uint8Array(readFileSync(cached));
    if (stampOf(b) === hash) return b;
  } catch { /* not built yet */ }
  const wasm = await compileEngine();
  keepInCache(cached, wasm, /^engine-.*\.wasm$/);
  return wasm;
}

/** The hash an engine was built from (its custom section), or "". */
export function stampOf(wasm: Uint8Array): string {
  const s = customSection(wasm, STAMP);
  return s ? Buffer.from(s).toString("latin1") : "";
}

/** Compiles the engine (asc, then binaryen), stamped with the hash of what it was made from. */
export async function compileEngine(): Promise<Uint8Array> {
  let ascMod: typeof import("assemblyscript/asc");
  try { ascMod = await import("assemblyscript/asc"); }
  catch {
    throw new BuildError("rulec's engine (engine/rulec.wasm) is missing or older than its sources, and AssemblyScript is not installed to build it: run `npm run build:engine` in rulec's checkout, or reinstall rulec");
  }
  const dir = join(cacheDir(), `engine-build-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const out = join(dir, "rulec.wasm");
  try {
    let stderr = "";
    const { error } = await ascMod.default.main([
      // -Os: a small module compiles faster at every hook start, which matters more here
      // than the µs -O3 saves per classify
      relative(process.cwd(), join(ROOT, "wasm", "classifier.ts")).split(sep).join("/"), "-o", out,
      "--runtime", "stub", "-Os", "--noAssert", "--maximumMemory", String(MAX_MEMORY_PAGES), ...trapAbort(),
    ], {
      stderr: { write: (s: string | Uint8Array) => { stderr += String(s); return true; } } as never,
      stdout: { write: () => true } as never,
      transforms: await ascTransforms(),
    } as never);
    if (error) throw new BuildError(`asc failed on the engine: ${error.message}\n${ascErrors(stderr)}`);
    const wasm = (await finishCode())(new Uint8Array(readFileSync(out)));
    return withCustomSection(wasm, STAMP, Buffer.from(engineHash(), "latin1"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * binaryen (asc's own backend, already loaded by the time it runs), after the start function
 * is compiled: the functions of up to 12 instructions inlined where they are called. asc's -Os inlines only functions of 2: the
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
      m.runPasses(["inlining-optimizing"]);
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
 * asc's transforms of the engine (`ascTransforms()`):
 *
 * - `latin1("…")` becomes the text as bytes in static data — a u16 length, then one byte a
 *   character — instead of a UTF-16 string object: the engine's option and name lists
 *   (wasm/shell.ts `List`, read by `listed`) take half the bytes and no object header each.
 *   A text outside Latin-1, or an argument that is not one string literal, is a build error.
 * - The stub runtime's `__alloc` and its `maybeGrowMemory` are `@inline`: an allocation
 *   (`__new`, `__renew`) is then one call where it was three (Node 20's V8 inlines no call
 *   between wasm functions, and both are past binaryen's size for inlining): −7% on a
 *   typical classify, +0.3 KB of module.
 */
export async function ascTransforms(): Promise<object[]> {
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

/**
 * asc's diagnostics, errors first: each is a block of lines that begins with its level
 * (ERROR, WARNING, INFO); hundreds of INFO notes would otherwise hide the errors.
 */
function ascErrors(stderr: string): string {
  const blocks = stderr.split(/\n(?=(?:ERROR|WARNING|INFO|FAILURE)\b)/);
  const errors = blocks.filter((b) => /^(ERROR|FAILURE)\b/.test(b));
  return (errors.length ? errors.join("\n") : stderr).slice(0, 4000);
}
