// readonly: the data family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const data: Family = {
  name: "data",
  reads: command("rulec-readonly-data-placeholder"),
  examples: [],
  counterExamples: [],
};
