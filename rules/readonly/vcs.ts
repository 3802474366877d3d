// readonly: the vcs family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const vcs: Family = {
  name: "vcs",
  reads: command("rulec-readonly-vcs-placeholder"),
  examples: [],
  counterExamples: [],
};
