// Option grammars for the system family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const SYSTEM: Record<string, CommandSpec> = {};
