import { GIT } from "./git.ts";
import { COREUTILS } from "./coreutils.ts";
import { SYSTEM } from "./system.ts";
import { MACOS } from "./macos.ts";
import { VCS } from "./vcs.ts";
import { INFRA } from "./infra.ts";
import { CLOUD } from "./cloud.ts";
import { CONTAINERS } from "./containers.ts";
import { PACKAGES } from "./packages.ts";
import { DATA } from "./data.ts";
import type { CommandSpec } from "./types.ts";

export { GIT } from "./git.ts";
export { COREUTILS } from "./coreutils.ts";
export type { Arity, CommandSpec } from "./types.ts";

/** Every command's option grammar, keyed "git SUB" or the command name. */
export const SPECS: Record<string, CommandSpec> = { ...GIT, ...COREUTILS, ...SYSTEM, ...MACOS, ...VCS, ...INFRA, ...CLOUD, ...CONTAINERS, ...PACKAGES, ...DATA };
