// A rule set for test/reads.test.mjs: the files commands read, by grammar.
import { deny, ruleset, reads } from "rulec";

export default ruleset({
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "closed",
  unknown: "ask",
  rules: [
    deny("reads-env", reads(/(^|\/)\.env$/), "no reading .env"),
  ],
});
