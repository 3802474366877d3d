// readonly: the infra family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const infra: Family = {
  name: "infra",
  reads: command("rulec-readonly-infra-placeholder"),
  examples: [],
  counterExamples: [],
};
