// The reference rule sets and how each is built: the one table that `npm test`,
// `npm run demo`, `npm run build` and the benchmark share.

import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The tests' data, in the repository (test/data/README.md): vectors, corpora, fixtures. */
export const DATA = join(ROOT, "test", "data");
export const VECTORS = join(DATA, "vectors");

/** Whether command `c` is an executable on PATH. */
export const onPath = (c) => (process.env.PATH ?? "").split(delimiter).some((d) => {
  try { accessSync(join(d, c), constants.X_OK); return !!d; } catch { return false; }
});
/** The tools the native target needs that this machine lacks (its tests skip without them). */
export const NATIVE_MISSING = ["wasm2c", "cc"].filter((c) => !onPath(c));

// vectors: the rule set's own conformance vectors; corpora: third-party corpora that score
// its verdicts (test/data/README.md). `npm test` judges every corpus call in process
// (test/corpora.test.mjs: the same classifier bytes, the hook's own steps) and runs one
// call in CORPUS_SAMPLE as hook processes on each host, a different call on each: what a
// host can get wrong is its own part, which every vector file exercises whole on both.
// RULEC_TEST_FULL=1 runs the corpora whole as processes on both hosts.
export const CORPUS_SAMPLE = process.env.RULEC_TEST_FULL ? 1 : 8;
export const REFERENCE = [
  { name: "git-local", entry: "rules/git-local.ts", defines: {}, vectors: "git-local.jsonl git-local-forms.jsonl git-local-equivalents.jsonl" },
  { name: "scala-guard", entry: "rules/scala-guard.ts", defines: {}, vectors: "scala-guard.jsonl" },
  { name: "scala-guard.strict", entry: "rules/scala-guard.ts", defines: { strictEdits: "true" }, vectors: null },
  { name: "ways", entry: "rules/ways.ts", defines: { waysDir: join(DATA, "fixtures/ways-sample") }, vectors: "ways.jsonl" },
  { name: "destructive", entry: "rules/destructive.ts", defines: {}, vectors: "dcg-gaps.jsonl destructive-forms.jsonl", corpora: "dcg.jsonl peers/cc-safety-net.jsonl peers/karanb192.jsonl peers/cc-safety-net-2.jsonl peers/dcg-tests.jsonl" },
  { name: "readonly", entry: "rules/readonly.ts", defines: {}, vectors: "readonly.jsonl" },
  { name: "recommended", entry: "rules/recommended.ts", defines: {}, vectors: "recommended.jsonl" },
].filter((r) => existsSync(join(ROOT, r.entry)));

export const DENO = join(ROOT, "node_modules", ".bin", "deno");

/**
 * The hook command templates the conformance runner substitutes {ruleset} into. (The runner
 * gives a hook PATH, HOME, LANG and the client's variables only: no NODE_EXTRA_CA_CERTS
 * to unset, as `rulec install`'s command line does.)
 */
export function hookCommands(dir) {
  return {
    node: `node ${dir}/{ruleset}.js`,
    deno: `DENO_NO_UPDATE_CHECK=1 ${DENO} run --no-config --allow-read --allow-env --allow-write ${dir}/{ruleset}.js`,
  };
}

/** The `rulec build` arguments of a reference rule set, into `outDir`. */
export function buildArgs(r, outDir) {
  const defs = Object.entries(r.defines).flatMap(([k, v]) => ["--define", `${k}=${v}`]);
  return [join(ROOT, "compiler/cli.mjs"), "build", r.entry, "--out-dir", outDir, "--name", r.name, ...defs];
}
