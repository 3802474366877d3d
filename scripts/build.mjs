// `npm run build`: the protocol's generated files brought up to date (scripts/gen.mjs), then
// every reference rule set into build/ (DIR/N.js, N.wasm, N.json), as `npm test` builds them.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { REFERENCE, ROOT, buildArgs } from "./reference.mjs";

const gen = spawnSync(process.execPath, [join(ROOT, "scripts/gen.mjs")], { stdio: "inherit" });
if (gen.status !== 0) process.exit(1);

let failed = 0;
for (const r of REFERENCE) {
  const b = spawnSync(process.execPath, buildArgs(r, join(ROOT, "build")), { stdio: "inherit" });
  if (b.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
