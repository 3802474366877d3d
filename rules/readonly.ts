// readonly: fewer permission prompts. Approve (allow) a Bash call when every action in it
// only reads — the usual Unix tools and the CLIs agents run, read subcommands only
// (`git log`, `kubectl get`, `aws … describe-*`, `gh pr list`, `docker ps`) — and say
// nothing otherwise, so the client asks as usual.
//
// It never approves a write, a delete, a network mutation, a privilege change, code
// execution or anything unknown: each family (rules/readonly/) names a program with the
// options its documentation says only read; option values are told from operands by the
// tool's grammar (compiler/specs/), and an option the grammar does not know approves
// nothing. The engine adds what no family can see: a call is approved only when every
// simple command in it (pipes, `&&`, `$( )`, what a wrapper runs) is, no file is written
// (a redirect other than /dev/null, `tee`, `sort -o`, …), and no word is unknown.

import { allow, ruleset } from "rulec";
import { FAMILIES } from "./readonly/index.ts";

export default ruleset({
  name: "readonly",
  description: "Approves Bash calls that only read; silent on everything else",
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  rules: FAMILIES.map((f) => allow(`read-only-${f.name}`, f.reads,
    "Approved: every command in this call only reads (rulec readonly).",
    { examples: f.examples, counterExamples: f.counterExamples })),
});
