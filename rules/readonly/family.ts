// One family of commands the readonly rule set approves: a matcher that holds on a simple
// command only when that command, as its tool's documentation defines it, only reads —
// plus examples the build checks (each must be approved on its own) and counter-examples
// (each must not be).
//
// A family approves a command, never a call: the engine approves a call only when every
// action in it is approved (README "An allow is unanimous"), and a file the command writes
// (a redirect, `sort -o`, `curl -o`, …) is an action no family approves. So a family's
// matcher says "this program, with these options, reads": it leaves redirects, pipes,
// wrappers and `$( )` to the engine.

import { all, fileExists, not, type Match } from "rulec";

export interface Family {
  /** The rule id is `read-only-NAME`. */
  name: string;
  /** Holds on a simple command that only reads. */
  reads: Match;
  /** Commands it approves (checked at build time). */
  examples: string[];
  /** Commands it must not approve (checked at build time). */
  counterExamples: string[];
}

/**
 * No file `name` where a tool that reads a project's own configuration finds it: the
 * directory it runs in and the two above it (npm's and yarn's walk to the package's root,
 * ack's search for a project .ackrc, cargo's for .cargo/config.toml), the call's cwd and the
 * project's directory; not known (so not approved) where the directory is not known.
 */
export const projectCode = (name: string): Match =>
  all(...[`{dir}/${name}`, `{dir}/../${name}`, `{dir}/../../${name}`, `{cwd}/${name}`, `{projectDir}/${name}`].map((p) => not(fileExists(p, { unknown: true }))));
