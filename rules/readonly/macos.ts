// readonly: the macos family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const macos: Family = {
  name: "macos",
  reads: command("rulec-readonly-macos-placeholder"),
  examples: [],
  counterExamples: [],
};
