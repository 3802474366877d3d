// A stamp of rulec's TypeScript sources, for the bundles made from them and cached in a
// temp dir (the CLI's, compiler/cli.mjs; the tests', test/helpers/ts.mjs): a hash of the
// mtime of every .ts under compiler/ and protocol/ (their subfolders too: automata/,
// specs/), after `seed`. Cost: a directory walk and ≈80 stats, ≈1 ms.

import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The stamp of the sources under `root`, `seed` hashed first; base 36. */
export function sourcesStamp(root, seed = "") {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) % 2 ** 48;
  const walk = (d) => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      if (f.isDirectory()) walk(join(d, f.name));
      else if (f.name.endsWith(".ts")) h = (h * 31 + Math.floor(statSync(join(d, f.name)).mtimeMs)) % 2 ** 48;
    }
  };
  for (const dir of ["compiler", "protocol"]) if (existsSync(join(root, dir))) walk(join(root, dir));
  return h.toString(36);
}
