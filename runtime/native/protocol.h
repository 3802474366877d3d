/* Generated from protocol/protocol.ts by scripts/gen.mjs (npm run gen) — do not edit. */
/* The hook protocol's tables for the native host (host.c): Claude Code's side of it. */

#ifndef RULEC_PROTOCOL_H
#define RULEC_PROTOCOL_H

/* The verdict tiers, by the number the classifier answers each by. */
static const char *const TIERS[] = {"silent", "context", "allow", "ask", "deny"};
#define NTIERS 5

/* The kinds of fact the classifier asks for. */
enum { FACT_EXISTS = 1, FACT_IS_DIR = 2, FACT_REPO_ROOT = 3, FACT_ENV = 4, FACT_GLOB = 5, FACT_JSON_KEY = 6, FACT_DELIVERED = 7, FACT_GIT_BRANCH = 8, FACT_DASH_NAME = 9, FACT_GLOB_NAMES = 10, FACT_REAL_PATH = 11 };

/* The payload's top-level fields the classifier sees (when strings), and their indexes. */
static const char *const PAYLOAD_FIELDS[] = {"hook_event_name", "tool_name", "cwd", "session_id", "agent_id", "agent_type", "prompt", "permission_mode"};
#define NPAYLOAD_FIELDS 8
enum { F_HOOK_EVENT_NAME = 0, F_TOOL_NAME = 1, F_CWD = 2, F_SESSION_ID = 3, F_AGENT_ID = 4, F_AGENT_TYPE = 5, F_PROMPT = 6, F_PERMISSION_MODE = 7 };
/* The field the host adds; tool_input's string members come as TOOL_INPUT_PREFIX NAME. */
#define FIELD_PROJECT_DIR "project_dir"
#define TOOL_INPUT_PREFIX "tool_input."

/* The events whose payload must name a tool. */
static const char *const TOOL_EVENTS[] = {"PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest", "PermissionDenied"};
#define NTOOL_EVENTS 5

/* Claude Code's answer: a shape per tier and event (ANSWER_EVENTS, then any other). */
enum { ANSWER_NONE = 0, ANSWER_CONTEXT = 1, ANSWER_DECISION = 2, ANSWER_DECISION_CONTEXT = 3, ANSWER_BLOCK = 4, ANSWER_STDERR = 5, ANSWER_CONTEXT_ONLY = 6 };
static const char *const ANSWER_EVENTS[] = {"PreToolUse", "PostToolUse"};
#define NANSWER_EVENTS 2
static const unsigned char CLAUDE_ANSWER[NTIERS][NANSWER_EVENTS + 1] = {{ANSWER_NONE, ANSWER_NONE, ANSWER_NONE}, {ANSWER_CONTEXT, ANSWER_CONTEXT, ANSWER_CONTEXT}, {ANSWER_DECISION_CONTEXT, ANSWER_CONTEXT_ONLY, ANSWER_CONTEXT_ONLY}, {ANSWER_DECISION_CONTEXT, ANSWER_STDERR, ANSWER_STDERR}, {ANSWER_DECISION, ANSWER_BLOCK, ANSWER_STDERR}};
/* The event a failure answers when the payload said none. */
#define DEFAULT_EVENT "PreToolUse"
/* What a call past the classifier's memory or stack says. */
#define LIMIT_TEXT "the command needs more memory or stack than the classifier has (a limit): what it runs is not known"

#endif
