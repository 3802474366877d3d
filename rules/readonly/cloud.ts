// readonly: the cloud family (stub; filled in from each tool's documentation).

import { command } from "rulec";
import type { Family } from "./family.ts";

export const cloud: Family = {
  name: "cloud",
  reads: command("rulec-readonly-cloud-placeholder"),
  examples: [],
  counterExamples: [],
};
