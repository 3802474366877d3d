export type { Arity, CommandSpec } from "./types.ts";
import type { CommandSpec } from "./types.ts";
export const SPECS: Record<string, CommandSpec> = {};
