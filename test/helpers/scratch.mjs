// Scratch directories for tests: made in the OS temp dir and removed when the test process
// exits, so that `npm test` leaves nothing behind (a run had left some 60 directories).
// A directory a test made read-only, or one still in use, is left as the OS leaves it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const made = [];
process.on("exit", () => {
  for (const dir of made) {
    try { rmSync(dir, { recursive: true, force: true }); } catch { /* (left as it is) */ }
  }
});

/** A new directory `<tmp>/<prefix>XXXXXX`, removed when this process exits. */
export function scratch(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
