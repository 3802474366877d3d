// A small approving rule set for the allow tests (test/soundness.test.mjs): a few commands
// that only read, `ls` also as root when the rule names sudo, and writes under /tmp by echo.
import { allow, command, deny, ruleset, via, writes } from "rulec";

export default ruleset({
  name: "approve",
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  rules: [
    allow("read", command("ls", "cat", "pwd", "wc", "head", "grep"), "Only reads."),
    allow("ls-as-root", command("ls").and(via("sudo")), "ls as root only lists."),
    allow("tmp-notes", command("echo").and(writes(/^\/tmp\/notes\//)), "Notes under /tmp/notes."),
    deny("no-shred", command("shred"), "Do not shred files."),
  ],
});
