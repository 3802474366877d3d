// Generated from protocol/protocol.ts by scripts/gen.mjs (npm run gen) — do not edit.
// The hook protocol's tables for the JS runtime (core.mjs, clients.mjs): literals, read
// where they are used; nothing is parsed or derived when a hook starts.

/** The verdict tiers, by the number the engine answers each by; a higher one is stricter. */
export const TIERS = ["silent", "context", "allow", "ask", "deny"];
export const TIER_RANK = { __proto__: null, silent: 0, context: 1, allow: 2, ask: 3, deny: 4 };

/** The kinds of fact the engine asks for (wasm/engine.ts). */
export const FACT_EXISTS = 1, FACT_IS_DIR = 2, FACT_REPO_ROOT = 3, FACT_ENV = 4, FACT_GLOB = 5, FACT_JSON_KEY = 6, FACT_DELIVERED = 7, FACT_GIT_BRANCH = 8, FACT_DASH_NAME = 9, FACT_GLOB_NAMES = 10, FACT_REAL_PATH = 11;

/** The keys of a tree, by the number the engine writes each as. */
export const TREE_KEYS = ["commands", "comments", "error", "overflow", "argv", "via", "opaque", "dir", "depth", "conn", "redirects", "op", "fd", "target", "wraps", "git", "sub", "flags", "values", "positionals", "after", "globals", "trace", "command", "hits", "rule", "tier", "toolHits", "facts", "kind", "a", "b", "answer", "unknown", "blocked", "index", "why"];

/** The payload's top-level fields the classifier sees (when strings); tool_input's string members come as tool_input.NAME. */
export const PAYLOAD_FIELDS = ["hook_event_name", "tool_name", "cwd", "session_id", "agent_id", "agent_type", "prompt", "permission_mode"];
/** The events whose payload must name a tool. */
export const TOOL_EVENTS = new Set(["PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest", "PermissionDenied"]);
/** Field names sent to the engine by number (the index), not as text. */
export const KNOWN_FIELDS = ["hook_event_name", "tool_name", "cwd", "project_dir", "tool_input.command", "session_id", "agent_id", "agent_type", "permission_mode", "prompt", "tool_input.description", "tool_input.file_path"];

/** Claude Code's answer: a shape per tier (by number) and event (ANSWER_EVENTS, then any other). */
export const ANSWER_NONE = 0, ANSWER_CONTEXT = 1, ANSWER_DECISION = 2, ANSWER_DECISION_CONTEXT = 3, ANSWER_BLOCK = 4, ANSWER_STDERR = 5, ANSWER_CONTEXT_ONLY = 6;
export const ANSWER_EVENTS = ["PreToolUse", "PostToolUse"];
export const CLAUDE_ANSWER = [[ANSWER_NONE, ANSWER_NONE, ANSWER_NONE], [ANSWER_CONTEXT, ANSWER_CONTEXT, ANSWER_CONTEXT], [ANSWER_DECISION_CONTEXT, ANSWER_CONTEXT_ONLY, ANSWER_CONTEXT_ONLY], [ANSWER_DECISION_CONTEXT, ANSWER_STDERR, ANSWER_STDERR], [ANSWER_DECISION, ANSWER_BLOCK, ANSWER_STDERR]];
/** What a call past the classifier's memory or stack says. */
export const LIMIT_TEXT = "the command needs more memory or stack than the classifier has (a limit): what it runs is not known";

/** The clients, by the name --client takes; their labels, and the event a failure answers when the payload said none. */
export const CLIENTS = ["claude", "codex", "gemini", "cursor", "copilot"];
export const LABEL = { __proto__: null, claude: "Claude Code", codex: "Codex CLI", gemini: "Gemini CLI", cursor: "Cursor", copilot: "Copilot CLI" };
export const DEFAULT_EVENT = { __proto__: null, claude: "PreToolUse", codex: "PreToolUse", gemini: "BeforeTool", cursor: "beforeShellExecution", copilot: "preToolUse" };
/** Per client, its event and tool names → Claude Code's. */
export const EVENTS = {
  __proto__: null,
  codex: { __proto__: null, PreToolUse: "PreToolUse", PostToolUse: "PostToolUse", UserPromptSubmit: "UserPromptSubmit", SessionStart: "SessionStart", Stop: "Stop", SubagentStart: "SubagentStart", SubagentStop: "SubagentStop", PreCompact: "PreCompact", PostCompact: "PostCompact", PermissionRequest: "PermissionRequest" },
  gemini: { __proto__: null, BeforeTool: "PreToolUse", AfterTool: "PostToolUse", BeforeAgent: "UserPromptSubmit", AfterAgent: "Stop", SessionStart: "SessionStart", SessionEnd: "SessionEnd", PreCompress: "PreCompact", Notification: "Notification" },
  cursor: { __proto__: null, beforeShellExecution: "PreToolUse", beforeMCPExecution: "PreToolUse", beforeReadFile: "PreToolUse", preToolUse: "PreToolUse", afterShellExecution: "PostToolUse", afterMCPExecution: "PostToolUse", afterFileEdit: "PostToolUse", postToolUse: "PostToolUse", postToolUseFailure: "PostToolUseFailure", beforeSubmitPrompt: "UserPromptSubmit", stop: "Stop", sessionStart: "SessionStart", sessionEnd: "SessionEnd", subagentStart: "SubagentStart", subagentStop: "SubagentStop", preCompact: "PreCompact" },
  copilot: { __proto__: null, preToolUse: "PreToolUse", postToolUse: "PostToolUse", postToolUseFailure: "PostToolUseFailure", userPromptSubmitted: "UserPromptSubmit", agentStop: "Stop", subagentStop: "SubagentStop", subagentStart: "SubagentStart", sessionStart: "SessionStart", sessionEnd: "SessionEnd", preCompact: "PreCompact", errorOccurred: "ErrorOccurred", notification: "Notification", permissionRequest: "PermissionRequest" },
};
export const TOOLS = {
  __proto__: null,
  gemini: { __proto__: null, run_shell_command: "Bash", read_file: "Read", read_many_files: "Read", write_file: "Write", replace: "Edit", glob: "Glob", grep_search: "Grep", search_file_content: "Grep", web_fetch: "WebFetch", google_web_search: "WebSearch" },
  cursor: { __proto__: null, Shell: "Bash", Terminal: "Bash", Read: "Read", Write: "Write", Edit: "Edit", StrReplace: "Edit", MultiEdit: "Edit", Grep: "Grep", Glob: "Glob", Task: "Agent", WebFetch: "WebFetch", WebSearch: "WebSearch" },
  copilot: { __proto__: null, bash: "Bash", powershell: "PowerShell", view: "Read", create: "Write", edit: "Edit", glob: "Glob", grep: "Grep", task: "Agent", web_fetch: "WebFetch", ask_user: "AskUserQuestion" },
};
/** Per client, the event and tool names only it sends (detection). */
export const ONLY_EVENTS = { __proto__: null, gemini: new Set(["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "PreCompress", "BeforeModel", "AfterModel", "BeforeToolSelection"]) };
export const ONLY_TOOLS = { __proto__: null, gemini: new Set(["run_shell_command", "read_file", "write_file", "replace", "grep_search", "search_file_content", "list_directory", "read_many_files", "google_web_search"]), copilot: new Set(["bash", "powershell", "view", "create", "edit", "glob", "grep", "task", "web_fetch", "ask_user"]) };
/** The payload fields a client's call keeps as they are. */
export const PASSED_ON = ["agent_id", "agent_type", "permission_mode", "prompt"];
/** Other clients' names for Claude's input fields: the first that holds a string wins. */
export const INPUT_ALIASES = { __proto__: null, file_path: ["file_path", "absolute_path", "target_file", "filePath", "path"], content: ["content", "contents", "file_text", "fileText"], old_string: ["old_string", "old_str", "oldString"], new_string: ["new_string", "new_str", "newString"], path: ["path", "dir_path", "directory"], glob: ["include_pattern", "include"], shellCwd: ["dir_path", "directory", "working_directory", "cwd"] };
