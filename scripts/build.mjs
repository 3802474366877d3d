// `npm run build`: every reference rule set into build/ (DIR/N.mjs, N.cjs, N.wasm, N.json),
// as `npm test` builds them.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { REFERENCE, ROOT } from "./reference.mjs";

let failed = 0;
for (const r of REFERENCE) {
  const defs = Object.entries(r.defines).flatMap(([k, v]) => ["--define", `${k}=${v}`]);
  const b = spawnSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), "build", r.entry, "--out-dir", join(ROOT, "build"), "--name", r.name, ...defs], { stdio: "inherit" });
  if (b.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
