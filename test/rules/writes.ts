// A rule set for test/writes.test.mjs: the files commands write and delete, by grammar.
import { deletes, deny, ruleset, writes } from "rulec";

export default ruleset({
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "closed",
  unknown: "ask",
  rules: [
    deny("writes-etc", writes(/^\/etc(\/|$)/), "no writes under /etc"),
    deny("deletes-etc", deletes(/^\/etc(\/|$)/), "no deletes under /etc"),
  ],
});
