// Option grammars for the infra family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const INFRA: Record<string, CommandSpec> = {};
