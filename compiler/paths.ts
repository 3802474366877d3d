// Where rulec is, the error every build stage throws and how it is printed, and what a
// hook's name may be: shared by the stages and the CLI without making one import
// another (the CLI loads a command's stages only when that command runs). Cost: none.

import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loc } from "./ir.ts";

/** rulec's own folder (the package, or the checkout). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** A build failure: one line, located in the rule file when it has a place there. */
export class BuildError extends Error {
  constructor(message: string, readonly loc?: Loc) { super(message); }
}

/** `file:line:col: ` of a location, the file relative to the current directory. */
export function formatLoc(loc: Loc | undefined): string {
  if (!loc) return "";
  const f = relative(process.cwd(), loc.file) || loc.file;
  return `${f}:${loc.line}:${loc.col}: `;
}

/** A thrown value that is not an Error, for a one-line message (the CLI's too). */
export function thrown(v: unknown): string {
  let s: string;
  try { s = JSON.stringify(v) ?? String(v); }
  catch { s = Object.prototype.toString.call(v); }
  return s.length > 80 ? s.slice(0, 77) + "..." : s;
}

/** A hook's name (`--name`, a variant's): it names the files of a build side by side. */
export const isName = (s: string): boolean => /^[A-Za-z0-9._-]+$/.test(s);
export const NAME_RULE = "use letters, digits, '.', '_' and '-'";
