// The agent clients rulec answers: which one sent a payload, how its payload maps onto
// rulec's model (Claude Code's vocabulary), and how a verdict maps back onto its answer.
//
// Input: the parsed stdin payload (and `--client NAME` when the hook was given one).
// Output: `toModel` → { event: the client's own event name, calls: Claude-shaped payloads
// (one per file of a Codex patch, else one), projectDir }; `clientAnswer` → { code, stdout,
// stderr, delivered } in the client's shape — `delivered: false` when the client has no
// channel for the text (then once-per-session stamps are not written).
//
// Claude Code itself never comes through here: core.mjs answers it directly, unchanged.
// Where a client lacks a verdict the answer is the closest *safe* one: a client that cannot
// ask gets a deny with the reason (never a silent allow); context a client cannot deliver
// is dropped (the call proceeds, as it would with the advice); an allow a client would
// reject is left out. Sources: the clients' hook documentation and
// source (Gemini CLI ≥ 0.36 honours `decision: "ask"` on BeforeTool).
//
// The clients' names for events, tools and input fields are tables generated from
// protocol/protocol.ts (./protocol.mjs); what is code here is how a payload is taken apart
// and an answer put together.
//
// Cost: a few property reads and at most one JSON.parse (Copilot's toolArgs, Cursor's MCP
// input); no I/O.

import { CLIENTS, DEFAULT_EVENT, EVENTS, INPUT_ALIASES as ALIAS, LABEL, ONLY_EVENTS, ONLY_TOOLS, PASSED_ON, TIER_RANK, TOOLS } from "./protocol.mjs";

export { CLIENTS, DEFAULT_EVENT };

/** `--client NAME` / `--client=NAME` among the hook's arguments: the name, "" when it has none, or null. */
export function clientOption(args) {
  for (let i = 0; i < args.length; i++) {
    const a = String(args[i]);
    if (a === "--client") return i + 1 < args.length ? String(args[i + 1]) : "";
    if (a.startsWith("--client=")) return a.slice(9);
  }
  return null;
}

// ─── detection ────────────────────────────────────────────────────────────────

const GEMINI_EVENTS = EVENTS.gemini, CURSOR_EVENTS = EVENTS.cursor, COPILOT_EVENTS = EVENTS.copilot;
const GEMINI_TOOL = TOOLS.gemini, CURSOR_TOOL = TOOLS.cursor, COPILOT_TOOL = TOOLS.copilot;

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const str = (v) => (typeof v === "string" ? v : undefined);

/** The client that sent `p`, from its shape; Claude Code when nothing else fits. */
export function detectClient(p) {
  if (!isObj(p)) return "claude";
  const ev = p.hook_event_name, tool = p.tool_name;
  // Cursor also runs hooks from .claude/settings.json, with Claude's event names: those get Claude's answer
  if (("cursor_version" in p || "conversation_id" in p) && !(typeof ev === "string" && /^[A-Z]/.test(ev))) return "cursor";
  if ("toolName" in p || "toolArgs" in p || "sessionId" in p) return "copilot";
  if (ONLY_EVENTS.gemini.has(ev) || ONLY_TOOLS.gemini.has(tool)) return "gemini";
  if (typeof ev === "string" && ev in CURSOR_EVENTS && /^[a-z]/.test(ev)) return "cursor";
  // Codex sends `turn_id`, and `model` on every event (Claude only on SessionStart)
  if ("turn_id" in p || tool === "apply_patch" || (typeof p.model === "string" && ev !== "SessionStart")) return "codex";
  if (ONLY_TOOLS.copilot.has(tool)) return "copilot"; // Copilot's VS Code-compatible (snake_case) payload
  return "claude";
}

// ─── payload → rulec's model ──────────────────────────────────────────────────

function absolute(path, cwd) {
  if (typeof path !== "string" || !path) return path;
  if (path.startsWith("/")) return path;
  if (path === "~" || path.startsWith("~/")) return path;
  if (!cwd) return path;
  const parts = (cwd.replace(/\/+$/, "") + "/" + path).split("/");
  const out = [];
  for (const s of parts) {
    if (s === "" || s === ".") continue;
    if (s === "..") out.pop();
    else out.push(s);
  }
  return "/" + out.join("/");
}

/** A tool input in Claude's field names, keeping the client's own fields beside them. */
function claudeInput(tool, input, cwd) {
  if (!isObj(input)) return input; // fieldsOf reports it
  const ti = { ...input };
  const first = (keys) => { for (const k of keys) if (typeof input[k] === "string") return input[k]; return undefined; };
  const set = (k) => { const v = first(ALIAS[k]); if (v !== undefined && ti[k] === undefined) ti[k] = v; };
  if (tool === "Read" || tool === "Write" || tool === "Edit" || tool === "MultiEdit") {
    const fp = first(ALIAS.file_path);
    if (fp !== undefined) ti.file_path = absolute(fp, cwd);
    set("content");
    set("old_string");
    set("new_string");
  } else if (tool === "Grep" || tool === "Glob") {
    const dir = first(ALIAS.path);
    if (dir !== undefined) ti.path = absolute(dir, cwd);
    set("glob");
  }
  return ti;
}

/** The directory a shell tool runs in: its own (relative to the session's) or the session's. */
function shellCwd(input, cwd) {
  if (!isObj(input)) return cwd;
  let d;
  for (const k of ALIAS.shellCwd) if ((d = str(input[k])) !== undefined) break;
  return d ? absolute(d, cwd) : cwd;
}

/** The files of a Codex `apply_patch` (its V4A patch text), each with what it does to them. */
export function patchFiles(patch) {
  const files = [];
  let cur = null;
  for (const line of patch.split("\n")) {
    const l = line.replace(/\r$/, "");
    const m = /^\*\*\* (Add|Update|Delete) File: (.+)$/.exec(l);
    if (m) { cur = { op: m[1].toLowerCase(), path: m[2].trim(), plus: [], minus: [] }; files.push(cur); continue; }
    const mv = /^\*\*\* Move to: (.+)$/.exec(l);
    if (mv && cur) { files.push({ op: "move", path: mv[1].trim(), plus: cur.plus, minus: [] }); continue; }
    if (!cur || l.startsWith("***") || l.startsWith("@@")) continue;
    if (l.startsWith("+")) cur.plus.push(l.slice(1));
    else if (l.startsWith("-")) cur.minus.push(l.slice(1));
    else if (l.startsWith(" ")) { cur.plus.push(l.slice(1)); cur.minus.push(l.slice(1)); }
  }
  return files;
}

/** At most this many paths and patterns in one read_many_files call (each is classified). */
export const MAX_FILES = 256;

/**
 * Gemini's read_many_files → one Read per entry of `paths` and `include` (paths or glob
 * patterns, relative to the directory), each made absolute; a pattern stays a pattern in
 * `file_path` — its files are not listed here (no I/O), so a rule on Read sees what the
 * pattern says (one ending in `*.scala` names Scala sources). `exclude` only narrows: ignored.
 */
function manyFiles(input, cwd) {
  if (!isObj(input)) throw new Error("tool_input is not an object");
  const seen = new Set();
  for (const key of ["paths", "include"]) {
    const list = input[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((x) => typeof x === "string")) throw new Error(`read_many_files: ${key} is not a list of strings`);
    for (const x of list) if (x) seen.add(absolute(x, cwd));
  }
  if (seen.size > MAX_FILES) throw new Error(`read_many_files names more than ${MAX_FILES} paths and patterns: too many to check one by one`);
  // no path at all (Gemini rejects that): one Read with none, classified on what is known
  if (!seen.size) return [input];
  return [...seen].map((file_path) => ({ ...input, file_path }));
}


function parseJsonInput(v, what) {
  if (typeof v !== "string") return v;
  if (!v.trim()) return {};
  try { return JSON.parse(v); } catch { throw new Error(`${what} is not valid JSON`); }
}

/** One Claude-shaped payload from a tool call in the client's terms. */
function call(p, { event, tool, input, cwd, session }) {
  const out = { hook_event_name: event };
  if (session !== undefined) out.session_id = session;
  if (cwd !== undefined) out.cwd = cwd;
  for (const k of PASSED_ON) if (typeof p[k] === "string") out[k] = p[k];
  if (tool !== undefined) { out.tool_name = tool; out.tool_input = input === undefined ? {} : input; }
  return out;
}

const MAPPERS = {
  codex(p) {
    const event = str(p.hook_event_name);
    if (p.tool_name !== "apply_patch") return { event, calls: [p] };
    const ti = p.tool_input;
    if (!isObj(ti)) throw new Error("tool_input is not an object");
    const patch = str(ti.command) ?? str(ti.patch) ?? str(ti.input);
    if (patch === undefined) throw new Error("the apply_patch input has no patch text");
    const files = patchFiles(patch);
    if (!files.length) throw new Error("the apply_patch input names no file");
    const cwd = str(p.cwd);
    const calls = files.map((f) => {
      const input = { file_path: absolute(f.path, cwd), patch };
      if (f.op === "add" || f.op === "move") input.content = f.plus.join("\n");
      else if (f.op === "update") { input.old_string = f.minus.join("\n"); input.new_string = f.plus.join("\n"); }
      return { ...p, tool_name: f.op === "add" || f.op === "move" ? "Write" : "Edit", tool_input: input };
    });
    return { event, calls };
  },

  gemini(p) {
    const native = str(p.hook_event_name);
    const event = GEMINI_EVENTS[native] ?? native;
    const cwd = str(p.cwd);
    const session = str(p.session_id);
    if (p.tool_name === "read_many_files") {
      const calls = manyFiles(p.tool_input, cwd).map((input) => call(p, { event, tool: "Read", input, cwd, session }));
      return { event: native, calls };
    }
    if (typeof p.tool_name === "string") {
      const tool = GEMINI_TOOL[p.tool_name] ?? p.tool_name;
      const input = claudeInput(tool, p.tool_input, cwd);
      const where = tool === "Bash" ? shellCwd(p.tool_input, cwd) : cwd;
      return { event: native, calls: [call(p, { event, tool, input, cwd: where, session })] };
    }
    return { event: native, calls: [call(p, { event, cwd, session })] };
  },

  cursor(p) {
    const native = str(p.hook_event_name);
    if (native === undefined) throw new Error("the payload has no hook_event_name");
    const event = CURSOR_EVENTS[native] ?? native;
    const root = Array.isArray(p.workspace_roots) && typeof p.workspace_roots[0] === "string" ? p.workspace_roots[0] : undefined;
    const base = str(p.cwd) ?? root;
    const session = str(p.session_id) ?? str(p.conversation_id);
    const mk = (tool, input, cwd = base) => ({ event: native, projectDir: root, calls: [call(p, { event, tool, input, cwd, session })] });
    switch (native) {
      case "beforeShellExecution": case "afterShellExecution":
        if (p.command !== undefined && typeof p.command !== "string") throw new Error("command is not a string");
        return mk("Bash", { command: p.command ?? "" });
      case "beforeReadFile":
        return mk("Read", claudeInput("Read", { file_path: p.file_path }, base));
      case "afterFileEdit": {
        const e = Array.isArray(p.edits) && isObj(p.edits[0]) ? p.edits[0] : {};
        return mk("Edit", claudeInput("Edit", { file_path: p.file_path, old_string: e.old_string, new_string: e.new_string }, base));
      }
      case "beforeMCPExecution": case "afterMCPExecution":
        return mk(str(p.tool_name) ?? "", parseJsonInput(p.tool_input, "tool_input"));
      case "preToolUse": case "postToolUse": case "postToolUseFailure": {
        const tool = CURSOR_TOOL[p.tool_name] ?? p.tool_name;
        const input = parseJsonInput(p.tool_input, "tool_input");
        return mk(tool, claudeInput(tool, input, base), tool === "Bash" ? shellCwd(input, base) : base);
      }
      default:
        return mk(undefined, undefined);
    }
  },

  copilot(p) {
    // camelCase (hook configured as preToolUse, …) carries no event name; the VS Code-compatible
    // payload (PreToolUse, …) is snake_case with hook_event_name
    const snake = typeof p.hook_event_name === "string";
    let native = snake ? p.hook_event_name : p.toolResult !== undefined ? "postToolUse"
      : "toolName" in p ? (typeof p.error === "string" ? "postToolUseFailure" : "preToolUse")
      : typeof p.prompt === "string" ? "userPromptSubmitted"
      : "stopReason" in p ? ("agentName" in p ? "subagentStop" : "agentStop")
      : "agentName" in p ? "subagentStart"
      : "source" in p ? "sessionStart"
      : "errorContext" in p ? "errorOccurred"
      : "trigger" in p ? "preCompact"
      : "reason" in p ? "sessionEnd"
      : undefined;
    if (native === undefined) throw new Error("cannot tell the Copilot hook event from the payload");
    const event = COPILOT_EVENTS[native] ?? native;
    const cwd = str(p.cwd);
    const session = str(p.sessionId) ?? str(p.session_id);
    const rawTool = snake ? p.tool_name : p.toolName;
    if (typeof rawTool === "string") {
      const tool = COPILOT_TOOL[rawTool] ?? rawTool;
      const args = parseJsonInput(snake ? p.tool_input : p.toolArgs, snake ? "tool_input" : "toolArgs") ?? {};
      if (!isObj(args)) throw new Error(`${snake ? "tool_input" : "toolArgs"} is not an object`);
      const input = claudeInput(tool, args, cwd);
      return { event: native, snake, calls: [call(p, { event, tool, input, cwd: tool === "Bash" ? shellCwd(args, cwd) : cwd, session })] };
    }
    return { event: native, snake, calls: [call(p, { event, cwd, session })] };
  },
};

/**
 * rulec's view of a non-Claude payload: { event (the client's own name), calls (Claude-shaped
 * payloads for fieldsOf), projectDir? }. Throws on a malformed payload.
 */
export function toModel(client, p) {
  if (!isObj(p)) throw new Error("the payload is not a JSON object");
  const m = MAPPERS[client];
  if (!m) throw new Error(`unknown client ${JSON.stringify(client)} (expected ${CLIENTS.join(", ")})`);
  return m(p);
}

/** One verdict from several (a patch touching several files): the strictest, as one call would give. */
export function mergeResults(results) {
  if (results.length === 1) return results[0];
  let top = "silent";
  for (const r of results) if ((TIER_RANK[r.tier] ?? 0) > TIER_RANK[top]) top = r.tier;
  const texts = [], context = [], rules = [], effects = [], keys = new Set();
  const add = (list, items) => { for (const x of items) if (!list.includes(x)) list.push(x); };
  for (const r of results) {
    if (r.tier === top) { add(texts, r.texts); add(context, r.context); add(rules, r.rules ?? []); }
    else if (top === "allow" && r.tier === "context") add(context, r.texts);
    else continue;
    for (const e of r.effects) {
      if (e.kind === "record") { if (keys.has(e.key)) continue; keys.add(e.key); }
      effects.push(e);
    }
  }
  return { tier: top, rules, texts, context, effects };
}

// ─── verdict → the client's answer ────────────────────────────────────────────

const json = (o, delivered = true) => ({ code: 0, stdout: JSON.stringify(o) + "\n", stderr: "", delivered });
const nothing = (delivered) => ({ code: 0, stdout: "", stderr: "", delivered });
const askNote = (client) =>
  `\n\n(${LABEL[client]} cannot ask the user from a hook, so rulec denied this call: it needs the user's approval. Ask the user to approve or run it.)`;

/**
 * { code, stdout, stderr, delivered } for a classifier result, in the shape of `client`'s
 * `native` event (`event`: the same event in Claude's vocabulary). `claudeAnswer` is core's
 * answer() (Codex speaks Claude's protocol with fewer verdicts).
 */
export function clientAnswer(client, result, native, event, claudeAnswer, opts = {}) {
  const text = result.texts.join("\n\n");
  const ctx = result.context.join("\n\n");
  const tier = result.tier;
  if (TIER_RANK[tier] === undefined) throw new Error(`unknown tier ${tier}`);
  switch (client) {
    case "codex": {
      // Codex fails open on `ask` and rejects a bare `allow` (allow needs updatedInput)
      if (event === "PreToolUse" && tier === "ask") return claudeAnswer({ ...result, tier: "deny", texts: [text + askNote(client)] }, event);
      if (event === "PreToolUse" && tier === "allow") return claudeAnswer({ ...result, tier: ctx ? "context" : "silent", texts: ctx ? [ctx] : [], context: [] }, event);
      return claudeAnswer(result, event);
    }
    case "gemini": {
      const block = tier === "deny" || tier === "ask";
      const say = tier === "context" ? text : ctx;
      if (native === "BeforeTool") {
        if (tier === "deny") return json({ decision: "deny", reason: text });
        if (tier === "ask") return json({ decision: "ask", reason: text, systemMessage: text });
        return nothing(!say); // no channel to the model before the tool runs
      }
      if (native === "AfterTool" || native === "BeforeAgent" || native === "AfterAgent") {
        if (block) return json({ decision: "deny", reason: text });
        if (!say) return nothing(true);
        if (native === "AfterAgent") return nothing(false);
        return json({ hookSpecificOutput: { hookEventName: native, additionalContext: say } });
      }
      if (native === "SessionStart" && say && !block) return json({ hookSpecificOutput: { hookEventName: native, additionalContext: say } });
      if (block) return json({ systemMessage: text }); // advisory events: the user is told
      return nothing(!say);
    }
    case "cursor": {
      const say = tier === "context" ? text : ctx;
      switch (native) {
        case "beforeShellExecution": case "beforeMCPExecution":
          if (tier === "deny" || tier === "ask") return json({ permission: tier, user_message: text, agent_message: text });
          if (tier === "allow") return json(ctx ? { permission: "allow", agent_message: ctx } : { permission: "allow" });
          return nothing(!say);
        case "beforeReadFile": case "preToolUse":
          if (tier === "deny" || tier === "ask") {
            const t = tier === "ask" ? text + askNote(client) : text;
            return json({ permission: "deny", user_message: t, agent_message: t });
          }
          if (tier === "allow") return json(ctx ? { permission: "allow", agent_message: ctx } : { permission: "allow" });
          return nothing(!say);
        case "beforeSubmitPrompt":
          if (tier === "deny" || tier === "ask") return json({ continue: false, user_message: text });
          return nothing(!say);
        case "postToolUse": case "postToolUseFailure":
          // the tool has run: a deny can only be said, next to its result
          if (tier === "deny" || tier === "ask") return json({ additional_context: text });
          return say ? json({ additional_context: say }) : nothing(true);
        case "sessionStart":
          return say && tier !== "deny" && tier !== "ask" ? json({ additional_context: say }) : nothing(tier === "silent");
        case "stop": case "subagentStop":
          if (tier === "deny" || tier === "ask") return json({ followup_message: text });
          return nothing(!say);
        default:
          return nothing(tier === "silent");
      }
    }
    case "copilot": {
      const say = tier === "context" ? text : ctx;
      if (event === "PreToolUse") {
        if (tier === "silent" || tier === "context") return nothing(!say);
        const decision = tier === "ask" ? "deny" : tier; // the coding agent acts on deny only
        const reason = tier === "ask" ? text + askNote(client) : text;
        const o = { permissionDecision: decision, permissionDecisionReason: reason };
        if (opts.snake) o.hookSpecificOutput = { hookEventName: "PreToolUse", permissionDecision: decision, permissionDecisionReason: reason };
        return json(o);
      }
      if (event === "Stop" || event === "SubagentStop") {
        if (tier === "deny" || tier === "ask") return json({ decision: "block", reason: text });
        return nothing(!say);
      }
      if (event === "PostToolUseFailure") {
        const guidance = tier === "deny" || tier === "ask" ? text : say;
        return guidance ? { code: 2, stdout: "", stderr: guidance + "\n", delivered: true } : nothing(true);
      }
      return nothing(tier === "silent"); // its output is not read on other events
    }
    default:
      throw new Error(`unknown client ${JSON.stringify(client)}`);
  }
}

/** The Claude-vocabulary event of a client's native event name. */
export function modelEvent(client, native) {
  return EVENTS[client]?.[native] ?? native;
}
