// Option grammars for the data family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const DATA: Record<string, CommandSpec> = {};
