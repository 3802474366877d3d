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
    // (the files the model knows only: one named at run time is skipped)
    deny("writes-boot", writes(/^\/boot(\/|$)/, { unknown: false }), "no writes under /boot"),
    deny("deletes-boot", deletes(/^\/boot(\/|$)/, { unknown: false }), "no deletes under /boot"),
  ],
});
