// The hook file `rulec build` writes: DIR/N.js, the runtime (runtime/core.mjs) bundled
// with the rule set's settings and minified, which reads its classifier from N.wasm beside
// it (or carries it, --embed). One file, run as `node N.js` and as `deno run … N.js`.
//
// Why one file that is two programs: each host starts fastest on another kind of file.
// Node starts a CommonJS script sooner than an ES module (no ESM loader) and can compile a
// script through V8's code cache (node:vm); Deno runs a CommonJS file through its Node
// layer, much slower, and keeps an ES module's code cache itself. So N.js reads as both:
//
//   // N: a rulec hook …                        (line 1)
//   0 && typeof await /[/*]/; // …               (line 2)
//   <the runtime, minified: no "*/" in it>
//   // */ 0];
//   if (typeof module === "object") { <the loader> }
//
// As an ES module (Deno; Node where a package.json above says "type": "module"), line 2
// is a top-level await of the regex literal /[/*]/ that `0 &&` never evaluates, the
// runtime is ordinary module code, the line after it a comment, and `module` undefined:
// the loader does nothing. The runtime's functions are eager (compiler/eager.ts; the
// minifier keeps their parentheses), so Deno's code cache holds them. As a CommonJS script
// (Node), `await` is an identifier and the `/` after it a division: line 2 is `0 &&
// (typeof await) / [`, then a block comment from its `/*` to the `*/` after the runtime,
// then `0];` — never evaluated. The loader then reads the file (as Latin-1: the runtime is
// ASCII, so Node makes its string without decoding UTF-8), slices the runtime out, and
// compiles it with node:vm through V8's code cache in N.js.cache beside it, which the
// first call that runs the classifier writes (to a temporary file, then renamed; a
// directory that cannot be written just means no cache). Only a "*/" in the runtime would
// end the comment early: the build checks (runtimeProblem) and fails rather than write a
// hook Node would misread, and parses the file as a module, as a script, and the runtime
// as the loader's script (hookProblem).
//
// Measured (git-local, a typical call, medians of 40 interleaved runs; Node 20.20, Deno
// 2.9), against `node -e 0` and `deno run` of an empty module:
//   a polyglot like this one, the runtime in a tagged template (`0 && typeof await
//     /(()=>0)`]/;` … "//`;"): Node ×1.135–1.19, Deno ×1.245
//   the earlier N.cjs, a loader with its runtime in a second file: Node ×1.13–1.16
//   the earlier N.mjs: Node ×1.37–1.47 (Node's ESM loader), Deno ×1.18–1.20
//   a plain script with no import, export or import.meta, run by both: Node ×1.22 (no
//     code cache: +2.7 ms), Deno ×1.19–1.25
//   any .cjs file on Deno: ×2.3–2.9 (its CommonJS layer)
// Wall time on this shared machine does not tell these polyglots apart; instructions do
// (callgrind, a typical call, medians of 3): bare Node 78.2 M, N.cjs 95.2 M, the template
// 98.6 M, this comment 96.6 M — V8's scanner copies a template's text, raw and cooked, and
// only skips a comment's. Of its 1.4 M beyond N.cjs, ≈0.7 M is what Node does for a .js
// file and not for a .cjs (it looks for a package.json above, for its "type"; `rulec
// install` puts one saying "commonjs" beside its copies, so that a project's "type":
// "module" does not make Node run N.js as an ES module). Deno: 48.3 M for an empty
// module, 63.6 M for N.mjs, 63.9 M for either polyglot, with or without line 2: the
// never-evaluated await costs nothing there (an evaluated one costs 2 ms of wall time).
// HTML-like comments, the other way to hide text from one reading, are a syntax error in
// a module. bench/PERFORMANCE.md has the bench's figures.
//
// Cost: at build time, an esbuild bundle, a minify and three parses (≈60 ms), once: the
// text is kept in the cache dir by the hash of what it is made from (hookText); at run
// time, on Node, one more read of this file (≈36 KB) and one of the cache (≈65 KB) before
// V8 deserializes the runtime.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BuildError } from "./paths.ts";
import { cacheDir, keepInCache } from "./engine.ts";
import { eagerFunctions } from "./eager.ts";
import type { Prefilter } from "./prefilter.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const esbuildLib = () => import("esbuild");

/**
 * The hook reads its classifier from N.wasm beside it: measured, that starts faster than
 * decoding base64 from the script (≈1.5 ms less on Deno, the same on Node). `embed`
 * puts the classifier inside the script instead, for a single-file hook (up to 1 MiB: the
 * engine is ≈500 KB, and a classifier adds the option grammars of the commands its rules
 * name, 30–40 KB for git's, and its automata; git-local's is ≈840 KB; destructive's, ≈1.2
 * MB, and readonly's, with its thousands of tool grammars, ≈2.2 MB, stay beside).
 */
export const EMBED_LIMIT = 1024 * 1024;

/** Line 2: a never-evaluated await to a module; to a script, a division whose operand's comment holds the runtime. */
const OPEN = "0 && typeof await /[/*]/;";
/** The line after the runtime: a comment to a module; to a script, the comment's end and the rest of the operand. */
const CLOSE = "// */ 0];";

/**
 * Why this runtime text cannot be put between the hook's two readings, or null when it
 * can: the end of a block comment (star, slash) would end CommonJS's comment early, a
 * character outside ASCII would be read as other characters (the loader reads Latin-1).
 */
export function runtimeProblem(text: string): string | null {
  const at = (i: number) => `at offset ${i}: ${JSON.stringify(text.slice(Math.max(0, i - 40), i + 40))}`;
  let i = text.indexOf("*/");
  if (i >= 0) return `"*/" ${at(i)} (it would end the comment that hides the runtime from CommonJS: write a regex's final \`x*/\` as \`x*(?:)/\`, a string's "*/" as "*\\/")`;
  if ((i = text.search(/[^\x00-\x7f]/)) >= 0) return `a character outside ASCII ${at(i)}`;
  return null;
}

/**
 * Why the hook's text fails to parse as an ES module, as a CommonJS script, or where its
 * loader compiles the runtime, as that script; null when it parses all three ways.
 */
export async function hookProblem(text: string): Promise<string | null> {
  try { await (await esbuildLib()).transform(text, { loader: "js", format: "esm", target: "es2022", logLevel: "silent" }); }
  catch (e) { return `as an ES module: ${String((e as Error).message).split("\n").slice(0, 2).join(" ")}`; }
  const { Script } = await import("node:vm");
  try { new Script(`(function (exports, require, module, __filename, __dirname) {${text}\n})`); }
  catch (e) { return `as a CommonJS script: ${(e as Error).message}`; }
  const open = text.indexOf(OPEN), close = text.lastIndexOf("\n" + CLOSE);
  if (open < 0 || close < open) return "no runtime between its two lines";
  try { new Script(scriptOf(text.slice(text.indexOf("\n", open) + 1, close))); }
  catch (e) { return `as the script its loader compiles: ${(e as Error).message}`; }
  return null;
}

/** The script the loader compiles around the runtime's text: a function, strict as a module is, of the names a module leaves undeclared. */
const SCRIPT_HEAD = '(function (__dirname, __rulecCodeCache) {"use strict";', SCRIPT_TAIL = "\n})";
const scriptOf = (runtime: string) => SCRIPT_HEAD + runtime + SCRIPT_TAIL;

/** The runtime, bundled for this rule set, its functions eager, minified, ASCII. */
async function runtimeText(name: string, failure: string, limit: string, wasm: string, prefilter: Prefilter | null): Promise<string> {
  const esbuild = await esbuildLib();
  // (the prefilter's names come from the rule file: one holding the end of a block comment
  // goes in as JSON text, whose "\/" the minifier keeps, where it would print "*/" in a
  // string literal)
  const pf = JSON.stringify(prefilter);
  const pfSource = pf.includes("*/") ? `JSON.parse(${JSON.stringify(pf.replaceAll("*/", "*\\/"))})` : pf;
  // (__rulecCodeCache: the loader's cache writer under CommonJS; undeclared in a module)
  const entry = `import { main } from ${JSON.stringify(join(ROOT, "runtime/core.mjs"))};
main({ name: ${JSON.stringify(name)}, failure: ${JSON.stringify(failure)}, limit: ${JSON.stringify(limit)}, wasm: ${wasm}, prefilter: ${pfSource}, codeCache: typeof __rulecCodeCache === "function" ? __rulecCodeCache : null });
`;
  const r = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: "js" }, bundle: true, format: "esm", platform: "neutral",
    target: "es2022", write: false, logLevel: "silent", legalComments: "none", charset: "ascii",
  });
  const eager = await eagerFunctions(r.outputFiles[0].text, parsesAsModule);
  const min = await esbuild.transform(eager, {
    loader: "js", format: "esm", minify: true, target: "es2022", charset: "ascii", legalComments: "none", logLevel: "silent",
  });
  return min.code.replace(/\n+$/, "");
}

async function parsesAsModule(code: string): Promise<boolean> {
  try { await (await esbuildLib()).transform(code, { loader: "js", format: "esm", logLevel: "silent" }); return true; } catch { return false; }
}

/** The loader, for CommonJS: the runtime compiled through V8's code cache in N.js.cache (none for an embedded hook: it stays one file). */
function loader(id: string, cached: boolean): string {
  const compile = `const { Script } = process.getBuiltinModule("node:vm");
  const src = fs.readFileSync(__filename, "latin1");
  const text = src.slice(src.indexOf("\\n", src.indexOf(${JSON.stringify(OPEN)})) + 1, src.lastIndexOf(${JSON.stringify("\n" + CLOSE)}));
  // (strict, as a module is; the names a module leaves undeclared are the loader's)
  const source = ${JSON.stringify(SCRIPT_HEAD)} + text + ${JSON.stringify(SCRIPT_TAIL)};`;
  if (!cached) {
    return `if (typeof module === "object") {
  const fs = process.getBuiltinModule("node:fs");
  ${compile}
  new Script(source, { filename: __filename }).runInThisContext()(__dirname, null);
}
`;
  }
  return `if (typeof module === "object") {
  const fs = process.getBuiltinModule("node:fs");
  ${compile}
  // V8 checks a cache against its source's length only: the cache starts with the hash of
  // the runtime it was made from, and is used only with that runtime
  const ID = ${JSON.stringify(id)}, CACHE = __filename + ".cache";
  let cachedData;
  try { const b = fs.readFileSync(CACHE); if (b.toString("latin1", 0, ID.length) === ID) cachedData = b.subarray(ID.length); } catch { /* the first call */ }
  const script = new Script(source, { filename: __filename, cachedData });
  script.runInThisContext()(__dirname, cachedData && !script.cachedDataRejected ? null : () => {
    // the code the call compiled, for the next calls: written whole, then renamed into place
    // (a directory that cannot be written fails at the open, before the cache is made)
    const tmp = CACHE + "." + process.pid + ".tmp";
    let fd = -1;
    try {
      fd = fs.openSync(tmp, "wx");
      fs.writeSync(fd, ID, null, "latin1");
      fs.writeFileSync(fd, script.createCachedData());
      fs.closeSync(fd);
      fd = -1;
      fs.renameSync(tmp, CACHE);
    } catch {
      if (fd >= 0) try { fs.closeSync(fd); } catch { /* closed */ }
      try { fs.unlinkSync(tmp); } catch { /* not written */ }
    }
  });
}
`;
}

/**
 * The text of N.js. It is a function of its arguments, of the runtime's and this stage's
 * sources, and of esbuild: kept in the cache dir by their hash (a week unused), so a build
 * that made this hook before skips the bundle, the minify and the parses.
 */
export async function hookText(name: string, failure: string, wasm: Uint8Array, embed = false, prefilter: Prefilter | null = null, limit = "silent"): Promise<string> {
  const inline = embed && wasm.length <= EMBED_LIMIT;
  const source = inline ? JSON.stringify(Buffer.from(wasm).toString("base64")) : `{ beside: ${JSON.stringify(name + ".wasm")} }`;
  const key = createHash("sha256").update(sourcesHash()).update((await esbuildLib()).version)
    .update(JSON.stringify([name, failure, limit, prefilter, inline])).update(source).digest("hex");
  const file = join(cacheDir(), `hook-${key.slice(0, 32)}.js`);
  try { return readFileSync(file, "latin1"); } catch { /* not made yet */ }
  const text = await assemble(name, await runtimeText(name, failure, limit, source, prefilter), !inline);
  keepInCache(file, Buffer.from(text, "latin1"), /^hook-.*\.js$/);
  return text;
}

/** The hash of the files a hook's text is made from: the runtime's modules, this stage and its eager rewrite. */
let sourcesMemo: string | null = null;
function sourcesHash(): string {
  if (sourcesMemo) return sourcesMemo;
  const h = createHash("sha256").update("hook 1");
  const runtime = join(ROOT, "runtime");
  for (const f of readdirSync(runtime).sort()) if (f.endsWith(".mjs")) h.update(f).update(readFileSync(join(runtime, f)));
  for (const f of ["hook.ts", "eager.ts"]) h.update(f).update(readFileSync(join(ROOT, "compiler", f)));
  return (sourcesMemo = h.digest("hex"));
}

/**
 * N.js around a runtime's text: the two readings' lines, the loader (with a code cache
 * when `cached`). Fails, naming why, where the runtime cannot be hidden from CommonJS or
 * the file does not parse all three ways (hookProblem). (Exported for tests.)
 */
export async function assemble(name: string, runtime: string, cached = true): Promise<string> {
  const problem = runtimeProblem(runtime);
  if (problem) throw new BuildError(`the hook's runtime, minified, has ${problem} (a rulec bug: runtime/*.mjs or esbuild's output changed)`);
  const id = createHash("sha256").update(runtime).digest("hex").slice(0, 16);
  const text = `// ${name}: a rulec hook, for Node (node ${name}.js) and Deno. Generated by rulec build - do not edit.
${OPEN} // (an ES module runs the runtime below; to CommonJS it is a comment, run by the loader at the end)
${runtime}
${CLOSE}
${loader(id, cached)}`;
  const bad = /[^\x00-\x7f]/.test(text) ? "a character outside ASCII" : await hookProblem(text);
  if (bad) throw new BuildError(`the hook ${name}.js does not read as both programs: ${bad} (a rulec bug)`);
  return text;
}

/** Writes DIR/N.js, after removing the hook files of earlier builds of N in DIR (N.mjs, N.cjs and its runtimes, code caches). */
export async function writeHook(outJs: string, name: string, failure: string, wasm: Uint8Array, embed = false, prefilter: Prefilter | null = null, limit = "silent"): Promise<void> {
  const text = await hookText(name, failure, wasm, embed, prefilter, limit);
  removeEarlierHooks(dirname(outJs), name);
  const tmp = `${outJs}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text, "latin1");
    renameSync(tmp, outJs); // (a call running the old hook reads a whole file, old or new)
  } finally { rmSync(tmp, { force: true }); }
}

/**
 * What earlier builds of N left in DIR that this one replaces: N.mjs and N.cjs (when rulec
 * wrote them: their first line says so), N.cjs.<id>.js (the runtime N.cjs read), the code
 * caches of earlier runtimes (N.js.cache, N.cjs.<id>.cache) and their temporary files.
 */
export function removeEarlierHooks(dir: string, name: string): void {
  let names: string[] = [];
  try { names = readdirSync(dir); } catch { return; }
  const rulecs = (f: string) => { try { return /^\/\/ .*: a rulec hook\b/.test(readFileSync(join(dir, f), "latin1").slice(0, 200)); } catch { return false; } };
  for (const f of names) {
    if (!f.startsWith(name + ".")) continue;
    const rest = f.slice(name.length);
    const stale = rest === ".mjs" || rest === ".cjs" ? rulecs(f)
      : /^\.cjs\.[0-9a-f]{12}\.(js|cache)$/.test(rest) || /^\.cjs\.[0-9a-f]{12}\.cache\.\d+\.tmp$/.test(rest)
      || rest === ".js.cache" || /^\.js\.cache\.\d+\.tmp$/.test(rest);
    if (stale) rmSync(join(dir, f), { force: true });
  }
}
