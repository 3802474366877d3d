// Option grammars for the vcs family (stub; each from the tool's documentation).

import type { CommandSpec } from "./types.ts";

export const VCS: Record<string, CommandSpec> = {};
