// Option grammars for the packages family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const PACKAGES: Record<string, CommandSpec> = {};
