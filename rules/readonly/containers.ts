// readonly: the containers family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const containers: Family = {
  name: "containers",
  reads: command("rulec-readonly-containers-placeholder"),
  examples: [],
  counterExamples: [],
};
