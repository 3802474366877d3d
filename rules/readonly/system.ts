// readonly: the system family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const system: Family = {
  name: "system",
  reads: command("rulec-readonly-system-placeholder"),
  examples: [],
  counterExamples: [],
};
