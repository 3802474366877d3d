// A rule set for test/paths.test.mjs: words read as normalized paths, and command names
// compared case-insensitively.
import { asPath, command, deny, git, ruleset } from "rulec";

export default ruleset({
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "closed",
  caseInsensitiveCommands: true,
  rules: [
    deny("system-dir", command("rm").anyPositional(asPath(/^\/(etc|usr|bin)$/)), "no"),
    deny("outside-tmp", command("rm").flag("-r").anyPositional(asPath(/^(?!\/tmp\/)\//)), "no"),
    deny("reset-hard", git("reset").flag("--hard"), "no"),
  ],
});
