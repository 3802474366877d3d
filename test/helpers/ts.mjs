// Imports a TypeScript module of the project from a test: bundles it with esbuild into
// a temp .mjs (dependencies stay external) and imports that. Cached per path.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const cache = new Map();
// inside the project, so that the bundle's bare imports resolve to node_modules
const base = resolve(new URL("../../node_modules/.cache", import.meta.url).pathname);
mkdirSync(base, { recursive: true });
const dir = mkdtempSync(join(base, "rulec-tsimport-"));

export async function importTs(path) {
  const abs = resolve(path);
  if (!cache.has(abs)) {
    cache.set(abs, (async () => {
      const r = await esbuild.build({
        entryPoints: [abs], bundle: true, platform: "node", format: "esm", target: "node20",
        write: false, packages: "external", logLevel: "silent",
        define: { "import.meta.url": JSON.stringify(pathToFileURL(abs).href) },
      });
      const file = join(dir, `m${cache.size}-${Date.now()}.mjs`);
      writeFileSync(file, r.outputFiles[0].text);
      return import(pathToFileURL(file).href);
    })());
  }
  return cache.get(abs);
}
