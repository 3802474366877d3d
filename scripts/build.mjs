// `npm run build`: every reference rule set into build/ (DIR/N.js, N.wasm, N.json),
// as `npm test` builds them.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { REFERENCE, ROOT, buildArgs } from "./reference.mjs";

let failed = 0;
for (const r of REFERENCE) {
  const b = spawnSync(process.execPath, buildArgs(r, join(ROOT, "build")), { stdio: "inherit" });
  if (b.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
