// scala-guard: no text tools on Scala sources while a semantic server can answer
// (seed 000, ADR 0001), as rules.
//
// Fails open unless the client config names the `scala-semantic` MCP server AND
// SemanticDB output exists under the project — searched under target/ and out/ too,
// which the hand-written guard pruned and so never blocked anything on a real project.
// Reads of Scala paths are denied with the routing options; writes get the write-path
// recipe as context (denied in the strictEdits variant). A Bash command carrying
// `# semantic-fallback: <reason>` is let through and logged.

import {
  type Match, any, appendLine, not, command, comment, context, define, deny, field, globExists, jsonKey, override,
  ruleset, tool, writes,
} from "rulec";

const strict = define("strictEdits", "false") === "true";

// A path or glob naming Scala sources: *.scala, *.sc, brace sets such as *.{scala,sc}.
const scalaPath = /\.(scala|sc)$|\.\{[^}]*\b(scala|sc)\b[^}]*\}$/;
const scalaArg = /\.(scala|sc)(['"]?)$|\.\{[^}]*\b(scala|sc)\b[^}]*\}|^--include=.*\.(scala|sc)\b|^(-t|--type)=?scala$|^scala$/;

const ROUTES = [
  "Use the scala-semantic MCP server instead:",
  "find_symbol, find_usages, type_at_position (symbols, references, types);",
  "class_hierarchy, members, resolve_implicits (hierarchy, members, givens);",
  "document_outline, symbol_source (show me this code).",
].join(" ");

const RECIPE = [
  "Scala write path: fetch the file with symbol_source or document_outline using annotated_source with sentinel=true",
  "and format=\"compilable\", edit that text, and pass its baseHash back with the edit so a stale base is rejected.",
].join(" ");

// `sed -i` on a Scala file is a write (reminded below), not a read
const textTools = command("grep", "rg", "ag", "ack", "cat", "sed", "awk", "head", "tail", "less", "more", "nl")
  .and(not(command("sed").flag(/^(-i|--in-place)/)));
const rgType = command("rg").flag("-t", "--type").arg("scala");

const writeRule = strict ? deny : context;
const writeText = strict ? `Writing Scala sources directly is blocked in this project. ${RECIPE}` : `Reminder — ${RECIPE}`;

export default ruleset({
  name: "scala-guard",
  description: "Route Scala reads through the scala-semantic MCP server; remind (or block) on Scala writes.",
  events: ["PreToolUse"],
  tools: ["Read", "Grep", "Glob", "Bash", "Edit", "Write", "MultiEdit"],
  failure: "open",
  requires: [
    any(
      jsonKey("{projectDir}/.mcp.json", ["mcpServers", "scala-semantic"]),
      jsonKey("~/.claude.json", ["mcpServers", "scala-semantic"]),
      jsonKey("~/.claude.json", ["projects", "{projectDir}", "mcpServers", "scala-semantic"]),
    ),
    globExists("{projectDir}", "**/*.semanticdb"),
  ],
  rules: [
    override("semantic-fallback", tool("Bash").and(comment(/^#\s*semantic-fallback:\s*\S/)), {
      effects: [appendLine("{projectDir}/.claude/semantic-fallback.log", "{now} {command}")],
    }),

    deny("read", tool("Read").and(field("file_path", scalaPath)), `Reading Scala sources as text is blocked here. ${ROUTES}`),
    deny("grep", tool("Grep").and(any(field("glob", scalaPath), field("path", scalaPath), field("type", /^scala$/))), `Searching Scala sources as text is blocked here. ${ROUTES}`),
    deny("glob", tool("Glob").and(field("pattern", scalaPath)), `Listing Scala sources by glob is blocked here. ${ROUTES}`),
    deny("bash-text-tools", (textTools.arg(scalaArg) as Match).or(rgType), `Reading or searching Scala sources with shell text tools is blocked here. ${ROUTES}`, {
      examples: ["rg -t scala 'extends App'", "cat src/Main.scala", "grep -rn given --include=*.scala src", "ls && head -5 a.sc | nl"],
      counterExamples: ["rg foo src/app.ts", "git diff src/Main.scala", "cat build.sbt"],
    }),

    writeRule("edit", tool("Edit", "Write", "MultiEdit").and(field("file_path", scalaPath)), writeText),
    writeRule("bash-write", writes(scalaPath).and(tool("Bash")), writeText),
  ],
});
