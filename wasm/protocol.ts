// Generated from protocol/protocol.ts by scripts/gen.mjs (npm run gen) — do not edit.
// The hook protocol's constants for the engine (wasm/engine.ts): compile-time constants and
// static data, folded into its code as literals are.

/** The verdict tiers: the number a verdict answers each by; a higher one is stricter. */
export const TIER_SILENT: i32 = 0;
export const TIER_CONTEXT: i32 = 1;
export const TIER_ALLOW: i32 = 2;
export const TIER_ASK: i32 = 3;
export const TIER_DENY: i32 = 4;
export const TIER_NAMES: StaticArray<string> = ["silent", "context", "allow", "ask", "deny"];

/** The kinds of fact the engine asks the host for (kind numbers from 1). */
export const FACT_EXISTS: i32 = 1;
export const FACT_IS_DIR: i32 = 2;
export const FACT_REPO_ROOT: i32 = 3;
export const FACT_ENV: i32 = 4;
export const FACT_GLOB: i32 = 5;
export const FACT_JSON_KEY: i32 = 6;
export const FACT_DELIVERED: i32 = 7;
export const FACT_GIT_BRANCH: i32 = 8;
export const FACT_DASH_NAME: i32 = 9;
export const FACT_GLOB_NAMES: i32 = 10;
export const FACT_REAL_PATH: i32 = 11;

/** Field names a host may send by number (FIELD_KNOWN | the index here). */
export const KNOWN_FIELDS: StaticArray<string> = ["hook_event_name", "tool_name", "cwd", "project_dir", "tool_input.command", "session_id", "agent_id", "agent_type", "permission_mode", "prompt", "tool_input.description", "tool_input.file_path"];

/** The keys of a tree: the number each is written as. */
export const K_COMMANDS: u32 = 0;
export const K_COMMENTS: u32 = 1;
export const K_ERROR: u32 = 2;
export const K_OVERFLOW: u32 = 3;
export const K_ARGV: u32 = 4;
export const K_VIA: u32 = 5;
export const K_OPAQUE: u32 = 6;
export const K_DIR: u32 = 7;
export const K_DEPTH: u32 = 8;
export const K_CONN: u32 = 9;
export const K_REDIRECTS: u32 = 10;
export const K_OP: u32 = 11;
export const K_FD: u32 = 12;
export const K_TARGET: u32 = 13;
export const K_WRAPS: u32 = 14;
export const K_GIT: u32 = 15;
export const K_SUB: u32 = 16;
export const K_FLAGS: u32 = 17;
export const K_VALUES: u32 = 18;
export const K_POSITIONALS: u32 = 19;
export const K_AFTER: u32 = 20;
export const K_GLOBALS: u32 = 21;
export const K_TRACE: u32 = 22;
export const K_COMMAND: u32 = 23;
export const K_HITS: u32 = 24;
export const K_RULE: u32 = 25;
export const K_TIER: u32 = 26;
export const K_TOOL_HITS: u32 = 27;
export const K_FACTS: u32 = 28;
export const K_KIND: u32 = 29;
export const K_A: u32 = 30;
export const K_B: u32 = 31;
export const K_ANSWER: u32 = 32;
export const K_UNKNOWN: u32 = 33;
export const K_BLOCKED: u32 = 34;
export const K_INDEX: u32 = 35;
export const K_WHY: u32 = 36;
