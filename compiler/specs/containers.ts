// Option grammars for the containers family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const CONTAINERS: Record<string, CommandSpec> = {};
