import { GIT } from "./git.ts";
import { COREUTILS } from "./coreutils.ts";
import type { CommandSpec } from "./types.ts";

export { GIT } from "./git.ts";
export { COREUTILS } from "./coreutils.ts";
export type { Arity, CommandSpec } from "./types.ts";

/** Every command's option grammar, keyed "git SUB" or the command name. */
export const SPECS: Record<string, CommandSpec> = { ...GIT, ...COREUTILS };
