// A rule set for test/grammar.test.mjs: a rule file's own option grammars, read the way
// each command's parser reads its words.
import { deny, command, ruleset } from "rulec";

export default ruleset({
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "closed",
  specs: {
    rm: { abbrev: true, options: { "-r": "flag", "-R": "flag", "--recursive": "flag", "-f": "flag", "--force": "flag", "--interactive": "optional", "--preserve-root": "flag", "--no-preserve-root": "flag" } },
    kubectl: { abbrev: false, options: { "--context": "value", "-n": "value", "--namespace": "value", "-f": "value", "--filename": "value" } },
  },
  rules: [
    deny("rm-rf", command("rm").flag("-r", "-R", "--recursive").flag("-f", "--force"), "no rm -rf"),
    deny("kubectl-apply", command("kubectl").positional(0, "apply"), "no kubectl apply"),
  ],
});
