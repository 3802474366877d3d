// readonly: the unix family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const unix: Family = {
  name: "unix",
  reads: command("rulec-readonly-unix-placeholder"),
  examples: [],
  counterExamples: [],
};
