#!/usr/bin/env node
// The `rulec` command. The compiler is TypeScript; this launcher bundles compiler/main.ts
// with esbuild once (cached by the sources' mtimes in the temp dir) and
// runs it, so the CLI needs no separate build step and no TypeScript loader.
// Cost: ~60 ms on the first run after a change, ~0 after; a command that builds nothing
// starts in ≈0.1 s.

import { mkdirSync, readdirSync, renameSync, statSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sourcesStamp } from "./stamp.mjs";

// stdout closed by its reader (`rulec debug ir x.ts | head -1`): the output is not wanted
// any more, which ends the command quietly — not as an error outside the command
process.stdout.on("error", (e) => {
  if (e && e.code === "EPIPE") process.exit(0);
  throw e;
});

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);

// (the checkout's path too: the bundle names its packages by where they are)
const stamp = () => sourcesStamp(root, root);

function resolved(name) {
  try { return import.meta.resolve(name); } catch { return name; }
}

// (in the temp dir: rulec's own files may be read-only)
// The bundle is split at the CLI's dynamic imports (compiler/main.ts), so a command loads
// only its own stages: a directory of chunks, made beside and renamed into place whole,
// so that a concurrent rulec finds a complete bundle or none.
const cacheDir = join(tmpdir(), "rulec-cache", "cli");
const out = join(cacheDir, `cli-${stamp()}`);
if (!existsSync(join(out, "main.js"))) {
  const esbuild = await import("esbuild");
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [join(here, "main.ts")], bundle: true, splitting: true, format: "esm", platform: "node", target: "node20",
    outdir: tmp, outExtension: { ".js": ".js" }, logLevel: "error",
    // packages stay outside the bundle, named by where they resolve from here: the bundle
    // lives in the temp dir, where no node_modules would find them
    // (a package that is not installed — assemblyscript, which only builds the engine — stays
    // a bare name: its import fails where it is used, with that command's own message)
    plugins: [{ name: "rulec-packages", setup(b) { b.onResolve({ filter: /^[^./]/ }, (a) => ({ path: a.path.startsWith("node:") ? a.path : resolved(a.path), external: true })); } }],
    define: { "import.meta.url": JSON.stringify(pathToFileURL(join(here, "main.ts")).href) },
  });
  // (the chunks are ES modules wherever the temp dir is)
  writeFileSync(join(tmp, "package.json"), '{ "type": "module" }\n');
  try { renameSync(tmp, out); }
  catch { rmSync(tmp, { recursive: true, force: true }); } // (another rulec made it first)
  // bundles of earlier sources are dead; an hour's grace for a process still loading one
  // (another rulec's entry may vanish between the listing and its stat: it renamed or
  // removed its own — skipped)
  for (const f of readdirSync(cacheDir)) {
    const p = join(cacheDir, f);
    if (!/^cli-/.test(f) || p === out) continue;
    let age = 0;
    try { age = Date.now() - statSync(p).mtimeMs; } catch { continue; }
    if (age > 3600e3) rmSync(p, { recursive: true, force: true });
  }
}
const { run } = await import(pathToFileURL(join(out, "main.js")).href);
await run(process.argv.slice(2));
