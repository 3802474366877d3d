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

import type { Match } from "rulec";

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
