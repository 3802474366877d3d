// Where rulec is, and the error every build stage throws: shared by the stages without
// making one import another. Cost: none.

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loc } from "./ir.ts";

/** rulec's own folder (the package, or the checkout). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** A build failure: one line, located in the rule file when it has a place there. */
export class BuildError extends Error {
  constructor(message: string, readonly loc?: Loc) { super(message); }
}
