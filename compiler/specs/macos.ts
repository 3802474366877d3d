// Option grammars for the macos family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const MACOS: Record<string, CommandSpec> = {};
