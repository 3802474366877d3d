// readonly: the packages family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const packages: Family = {
  name: "packages",
  reads: command("rulec-readonly-packages-placeholder"),
  examples: [],
  counterExamples: [],
};
