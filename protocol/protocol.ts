// The hook protocol as data: the one place that says what the compiler, the JS runtime,
// the AssemblyScript engine and the native host must agree on — the verdict tiers and
// their order, the facts the engine asks the host for, the payload's fields, the keys of
// the engine's trees, how Claude Code is answered, and each client's names for its
// events, tools and input fields.
//
// Input: none. Output: plain tables. The compiler imports this file as it is; no hook
// ever reads it: `npm run gen` (scripts/gen.mjs, also run by `npm run build`) writes the
// tables each of the others needs, in its own language —
//   runtime/protocol.mjs        the JS runtime (runtime/core.mjs, runtime/clients.mjs)
//   wasm/protocol.ts            the engine: constants and static arrays
//   runtime/native/protocol.h   the native host: constants, enums and arrays
// — committed, each headed "generated … do not edit"; test/protocol.test.mjs fails when
// one is not what this file makes. Change a table here, run `npm run gen`, commit both.
//
// Cost: none at run time. The generated files are literals: nothing is parsed or derived
// when a hook starts, and the engine's constants fold into its code as before.

// ─── verdicts ─────────────────────────────────────────────────────────────────

/**
 * The verdict tiers, weakest first. A tier's index is its rank (over a call the strictest
 * wins) and the number the engine answers it by (engine TIER_*, the verdict's first word).
 */
export const TIERS = ["silent", "context", "allow", "ask", "deny"] as const;
export type Tier = (typeof TIERS)[number];

// ─── the engine's questions and answers ───────────────────────────────────────

/**
 * The facts the engine asks the host for, in rounds (wasm/engine.ts): kind numbers from 1,
 * in this order (engine, runtime and native host FACT_*). Each has two strings, a and b:
 *   exists     a: path → it exists                       isDir     a: path → a directory
 *   repoRoot   a: dir → the directory holding .git above  env       a: name → its value
 *   glob       a: dir, b: regex → some file under a matches
 *   jsonKey    a: file, b: key path (NUL-separated) → present
 *   delivered  a: key → delivered earlier in this session (and agent)
 *   gitBranch  a: dir, b: branch name → where dir's repository has it: "local"
 *              (refs/heads/NAME), "remote" (only as refs/remotes/R/NAME) or "none"
 *   dashName   a: dir → some entry of a (not below) has a name that begins with "-"
 *   globNames  a: dir, b: "site:idx:flags:pattern" → some name bash's expansion of the
 *              pattern (relative to a) may give matches regex site:idx; flags "d": a
 *              wildcard matches a leading "." (dotglob)
 *   realPath   a: absolute path → the path with every symbolic link resolved (realpath(3)),
 *              "" where it does not exist
 */
export const FACTS = ["exists", "isDir", "repoRoot", "env", "glob", "jsonKey", "delivered", "gitBranch", "dashName", "globNames", "realPath"] as const;

/**
 * The keys of a tree (what `parse`, explain's trace and `preconditions` answer, in words):
 * the engine writes a key as its index here (K_*), the runtime reads it back by name.
 */
export const TREE_KEYS = [
  "commands", "comments", "error", "overflow", "argv", "via", "opaque", "dir", "depth", "conn", "redirects", "op", "fd",
  "target", "wraps", "git", "sub", "flags", "values", "positionals", "after", "globals", "trace", "command", "hits", "rule",
  "tier", "toolHits", "facts", "kind", "a", "b", "answer", "unknown", "blocked", "index", "why",
] as const;

// ─── the payload ──────────────────────────────────────────────────────────────

/**
 * The payload's top-level fields the classifier sees, when they are strings (core.mjs
 * fieldsOf, host.c): any other top-level field is never read. Each member of `tool_input`
 * that is a string reaches it as `tool_input.NAME`.
 */
export const PAYLOAD_FIELDS = ["hook_event_name", "tool_name", "cwd", "session_id", "agent_id", "agent_type", "prompt", "permission_mode"] as const;

/** The field every host adds: the project's directory ($CLAUDE_PROJECT_DIR, another client's workspace root, else cwd). */
export const HOST_FIELDS = ["project_dir"] as const;

/** The events whose payload names a tool: a payload of one without tool_name is malformed (fieldsOf). */
export const TOOL_EVENTS = ["PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest", "PermissionDenied"] as const;

/**
 * Field names a JS host sends the engine by number (the index here) rather than as text:
 * the engine has them as the very literals it and the rules look fields up by, so nothing
 * is allocated or copied for them. The fields of nearly every call; any other name still
 * arrives, as text.
 */
export const KNOWN_FIELDS = [
  "hook_event_name", "tool_name", "cwd", "project_dir", "tool_input.command", "session_id", "agent_id", "agent_type",
  "permission_mode", "prompt", "tool_input.description", "tool_input.file_path",
] as const;

/**
 * The tool_input fields of Claude Code's tools, per tool: what `field()`, a rule set's
 * `tools` and its examples are checked against (compiler/tools.ts). Names are Claude
 * Code's; the runtime maps other clients' tools and fields onto them (CLIENTS, INPUT_ALIASES).
 */
export const TOOL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Bash: ["command", "description", "timeout", "run_in_background"],
  Read: ["file_path", "offset", "limit"],
  Write: ["file_path", "content"],
  Edit: ["file_path", "old_string", "new_string", "replace_all"],
  MultiEdit: ["file_path", "edits"],
  Grep: ["pattern", "path", "glob", "type", "output_mode", "-i", "-n", "-A", "-B", "-C", "multiline", "head_limit"],
  Glob: ["pattern", "path"],
  WebFetch: ["url", "prompt"],
  WebSearch: ["query", "allowed_domains", "blocked_domains"],
  Task: ["description", "prompt", "subagent_type"],
  Agent: ["description", "prompt", "subagent_type"],
  NotebookEdit: ["notebook_path", "new_source", "cell_id", "cell_type", "edit_mode"],
};

/** Other tools of Claude Code (and PowerShell, Copilot's): known by name; their inputs are not tabulated, so any field passes. */
export const OTHER_TOOLS: readonly string[] = [
  "AskUserQuestion", "BashOutput", "CronCreate", "CronDelete", "CronList", "EnterPlanMode", "EnterWorktree", "ExitPlanMode",
  "ExitWorktree", "KillShell", "LS", "LSP", "ListMcpResourcesTool", "NotebookRead", "PowerShell", "ReadMcpResourceTool",
  "SendMessage", "Skill", "SlashCommand", "TaskCreate", "TaskGet", "TaskList", "TaskOutput", "TaskStop", "TaskUpdate", "TodoWrite",
];

/**
 * Other clients' names for a Claude tool's input fields (runtime/clients.mjs claudeInput):
 * the first of them that holds a string gives the Claude field. `file_path` and `path` are
 * made absolute (against the call's cwd); `shellCwd` is the directory a shell tool runs in.
 */
export const INPUT_ALIASES = {
  /** Read, Write, Edit, MultiEdit */
  file_path: ["file_path", "absolute_path", "target_file", "filePath", "path"],
  content: ["content", "contents", "file_text", "fileText"],
  old_string: ["old_string", "old_str", "oldString"],
  new_string: ["new_string", "new_str", "newString"],
  /** Grep, Glob */
  path: ["path", "dir_path", "directory"],
  glob: ["include_pattern", "include"],
  /** Bash */
  shellCwd: ["dir_path", "directory", "working_directory", "cwd"],
} as const;

// ─── Claude Code's answer ─────────────────────────────────────────────────────

/**
 * The shapes of an answer to Claude Code, both hosts' (core.mjs answer, host.c answer), with
 * TEXT the verdict's texts and CTX its context texts (each joined by a blank line), E the event:
 *   none             exit 0, nothing written
 *   context          {"hookSpecificOutput":{"hookEventName":E,"additionalContext":TEXT}}
 *   decision         {"hookSpecificOutput":{"hookEventName":E,"permissionDecision":TIER,"permissionDecisionReason":TEXT}}
 *   decisionContext  decision, and "additionalContext":CTX inside when CTX is not empty
 *   block            {"decision":"block","reason":TEXT}
 *   stderr           exit 2, TEXT on stderr
 *   contextOnly      context with CTX for TEXT when CTX is not empty, else none
 */
export const ANSWER_SHAPES = ["none", "context", "decision", "decisionContext", "block", "stderr", "contextOnly"] as const;
export type AnswerShape = (typeof ANSWER_SHAPES)[number];

/** The events Claude Code's answer depends on; every other event answers as the last column of CLAUDE_ANSWER. */
export const ANSWER_EVENTS = ["PreToolUse", "PostToolUse"] as const;

/**
 * Claude Code's answer per tier and event (ANSWER_EVENTS, then any other). Outside
 * PreToolUse there is no permission decision: an ask blocks, an allow is silent but for its context.
 */
export const CLAUDE_ANSWER: Readonly<Record<Tier, readonly [AnswerShape, AnswerShape, AnswerShape]>> = {
  silent: ["none", "none", "none"],
  context: ["context", "context", "context"],
  allow: ["decisionContext", "contextOnly", "contextOnly"],
  ask: ["decisionContext", "stderr", "stderr"],
  deny: ["decision", "block", "stderr"],
};

/** What a call the classifier ran out of memory or stack on says (after "rulec (NAME): "). */
export const LIMIT_TEXT = "the command needs more memory or stack than the classifier has (a limit): what it runs is not known";

// ─── clients ──────────────────────────────────────────────────────────────────

export interface ClientProtocol {
  /** Its name in texts. */
  label: string;
  /** The event a failure is answered in when the payload did not say (an unreadable payload). */
  defaultEvent: string;
  /** Its event names → Claude Code's (a name not here is Claude's own). */
  events?: Readonly<Record<string, string>>;
  /** Its tool names → Claude Code's (a name not here is kept). */
  tools?: Readonly<Record<string, string>>;
  /** Names only this client sends: how a payload without `--client` is told apart (clients.mjs detectClient). */
  only?: { events?: readonly string[]; tools?: readonly string[] };
  /**
   * What `rulec install` registers (compiler/install.ts): the Claude events it hooks (under
   * the client's name for each: the one `events` maps onto it), and per Claude tool the
   * client's tool names a matcher lists. Claude Code registers its own names.
   */
  register?: { events: readonly string[]; tools: Readonly<Record<string, readonly string[]>> };
}

/**
 * The clients one hook answers, by the name `--client` takes. Claude Code is the model the
 * others are mapped onto. Sources: each client's hook documentation and source.
 */
export const CLIENTS = {
  claude: { label: "Claude Code", defaultEvent: "PreToolUse" },
  codex: {
    label: "Codex CLI", defaultEvent: "PreToolUse",
    events: identity(["PreToolUse", "PostToolUse", "UserPromptSubmit", "SessionStart", "Stop", "SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "PermissionRequest"]),
    // Codex shows Bash and apply_patch (its file edits) to hooks; not its reads or searches
    register: {
      events: ["PreToolUse", "PostToolUse", "UserPromptSubmit", "SessionStart", "Stop", "SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "PermissionRequest"],
      tools: { Bash: ["Bash"], Edit: ["apply_patch"], Write: ["apply_patch"], MultiEdit: ["apply_patch"] },
    },
  },
  gemini: {
    label: "Gemini CLI", defaultEvent: "BeforeTool",
    events: {
      BeforeTool: "PreToolUse", AfterTool: "PostToolUse", BeforeAgent: "UserPromptSubmit", AfterAgent: "Stop",
      SessionStart: "SessionStart", SessionEnd: "SessionEnd", PreCompress: "PreCompact", Notification: "Notification",
    },
    // (read_many_files: one Read per path, clients.mjs manyFiles)
    tools: {
      run_shell_command: "Bash", read_file: "Read", read_many_files: "Read", write_file: "Write", replace: "Edit", glob: "Glob",
      grep_search: "Grep", search_file_content: "Grep", web_fetch: "WebFetch", google_web_search: "WebSearch",
    },
    only: {
      events: ["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "PreCompress", "BeforeModel", "AfterModel", "BeforeToolSelection"],
      tools: ["run_shell_command", "read_file", "write_file", "replace", "grep_search", "search_file_content", "list_directory", "read_many_files", "google_web_search"],
    },
    register: {
      events: ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop", "SessionStart", "SessionEnd", "PreCompact", "Notification"],
      tools: {
        Bash: ["run_shell_command"], Read: ["read_file", "read_many_files"], Write: ["write_file"], Edit: ["replace"], MultiEdit: ["replace"],
        Grep: ["grep_search", "search_file_content"], Glob: ["glob"], WebFetch: ["web_fetch"], WebSearch: ["google_web_search"],
      },
    },
  },
  cursor: {
    label: "Cursor", defaultEvent: "beforeShellExecution",
    events: {
      beforeShellExecution: "PreToolUse", beforeMCPExecution: "PreToolUse", beforeReadFile: "PreToolUse", preToolUse: "PreToolUse",
      afterShellExecution: "PostToolUse", afterMCPExecution: "PostToolUse", afterFileEdit: "PostToolUse", postToolUse: "PostToolUse",
      postToolUseFailure: "PostToolUseFailure", beforeSubmitPrompt: "UserPromptSubmit", stop: "Stop",
      sessionStart: "SessionStart", sessionEnd: "SessionEnd", subagentStart: "SubagentStart", subagentStop: "SubagentStop", preCompact: "PreCompact",
    },
    tools: {
      Shell: "Bash", Terminal: "Bash", Read: "Read", Write: "Write", Edit: "Edit", StrReplace: "Edit", MultiEdit: "Edit",
      Grep: "Grep", Glob: "Glob", Task: "Agent", WebFetch: "WebFetch", WebSearch: "WebSearch",
    },
    // tool events have events of their own per kind of tool (compiler/install.ts); these are the rest
    register: {
      events: ["UserPromptSubmit", "Stop", "SubagentStop", "SessionStart"],
      tools: {
        Bash: ["Shell"], Read: ["Read"], Write: ["Write"], Edit: ["StrReplace", "Edit"], MultiEdit: ["MultiEdit"], Grep: ["Grep"],
        Glob: ["Glob"], Agent: ["Task"], Task: ["Task"], WebFetch: ["WebFetch"], WebSearch: ["WebSearch"],
      },
    },
  },
  copilot: {
    label: "Copilot CLI", defaultEvent: "preToolUse",
    events: {
      preToolUse: "PreToolUse", postToolUse: "PostToolUse", postToolUseFailure: "PostToolUseFailure", userPromptSubmitted: "UserPromptSubmit",
      agentStop: "Stop", subagentStop: "SubagentStop", subagentStart: "SubagentStart", sessionStart: "SessionStart", sessionEnd: "SessionEnd",
      preCompact: "PreCompact", errorOccurred: "ErrorOccurred", notification: "Notification", permissionRequest: "PermissionRequest",
    },
    tools: {
      bash: "Bash", powershell: "PowerShell", view: "Read", create: "Write", edit: "Edit", glob: "Glob", grep: "Grep",
      task: "Agent", web_fetch: "WebFetch", ask_user: "AskUserQuestion",
    },
    // its snake_case payload is told apart by its tool names (after Gemini's: glob and web_fetch are both's)
    only: { tools: ["bash", "powershell", "view", "create", "edit", "glob", "grep", "task", "web_fetch", "ask_user"] },
    // Copilot reads a hook's answer on preToolUse, agentStop, subagentStop and
    // postToolUseFailure only; its preToolUse hooks see every tool (no matcher)
    register: {
      events: ["PreToolUse", "Stop", "SubagentStop", "PostToolUseFailure"],
      tools: {
        Bash: ["bash"], PowerShell: ["powershell"], Read: ["view"], Write: ["create"], Edit: ["edit"], MultiEdit: ["edit"], Grep: ["grep"],
        Glob: ["glob"], Agent: ["task"], Task: ["task"], WebFetch: ["web_fetch"],
      },
    },
  },
} as const satisfies Record<string, ClientProtocol>;
export type Client = keyof typeof CLIENTS;

/** The payload fields a client's call keeps as they are, besides those its mapping sets (clients.mjs call). */
export const PASSED_ON = ["agent_id", "agent_type", "permission_mode", "prompt"] as const;

/** The events that name no tool: registered without a matcher (compiler/install.ts). */
export const NO_TOOL_EVENTS = ["UserPromptSubmit", "Stop", "SubagentStop", "SessionStart", "SessionEnd", "PreCompact", "Notification"] as const;

function identity(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, n]));
}
