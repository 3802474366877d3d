// Imports a TypeScript module of the project from a test: bundles it with esbuild into
// an .mjs (dependencies stay external) and imports that. Cached per path in a process, and
// on disk by the sources' stamp (compiler/stamp.mjs, as the CLI's bundle is): most test files
// import the compiler, and bundling it took ≈0.1 s in each.

import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { sourcesStamp } from "../../compiler/stamp.mjs";

const cache = new Map();
const ROOT = resolve(new URL("../..", import.meta.url).pathname);
// inside the project, so that the bundle's bare imports resolve to node_modules
const dir = join(ROOT, "node_modules/.cache/rulec-tsimport");
mkdirSync(dir, { recursive: true });

let stampMemo = null;
const stamp = () => (stampMemo ??= sourcesStamp(ROOT));

export async function importTs(path) {
  const abs = resolve(path);
  if (!cache.has(abs)) {
    cache.set(abs, (async () => {
      const file = join(dir, `${createHash("sha256").update(abs).digest("hex").slice(0, 12)}-${stamp()}.mjs`);
      if (!existsSync(file)) {
        const esbuild = await import("esbuild");
        const r = await esbuild.build({
          entryPoints: [abs], bundle: true, platform: "node", format: "esm", target: "node20",
          write: false, packages: "external", logLevel: "silent",
          define: { "import.meta.url": JSON.stringify(pathToFileURL(abs).href) },
        });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, r.outputFiles[0].text);
        renameSync(tmp, file); // (a concurrent test reads a whole file or none)
        // bundles of earlier sources are dead; an hour's grace for a process still loading one
        for (const f of readdirSync(dir)) {
          const p = join(dir, f);
          try { if (!f.endsWith(`-${stamp()}.mjs`) && Date.now() - statSync(p).mtimeMs > 3600e3) rmSync(p, { force: true }); }
          catch { /* removed meanwhile */ }
        }
      }
      return import(pathToFileURL(file).href);
    })());
  }
  return cache.get(abs);
}
