// Option grammars for the cloud family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const CLOUD: Record<string, CommandSpec> = {};
