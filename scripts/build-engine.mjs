// `npm run build:engine` (and `prepare`): the engine and the rule interpreter (wasm/)
// compiled once into engine/rulec.wasm, which every `rulec build` links its rule data into
// (compiler/engine.ts). Needs the devDependencies assemblyscript and binaryen.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(import.meta.url), "..", "..");
const r = spawnSync(process.execPath, [join(root, "compiler/cli.mjs"), "__build-engine"], { stdio: "inherit", cwd: root });
process.exit(r.status ?? 1);
