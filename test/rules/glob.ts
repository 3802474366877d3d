// A rule set for test/glob-fact.test.mjs: the glob fact, answered by walking the project
// and testing each path with the classifier's own automaton.
import { context, globExists, ruleset, tool } from "rulec";

export default ruleset({
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  rules: [
    context("scala", tool("Bash").and(globExists("{projectDir}/src", "**/*.scala")), "Scala sources here."),
    context("dotenv", tool("Bash").and(globExists("{projectDir}", ".env*")), "A .env file here."),
  ],
});
