// `rulec install`, `uninstall`, `doctor`, `init`: putting a built hook into a client's
// settings, checking that it is alive, and starting a new rule file.
//
// Input: a built hook (DIR/N.mjs, with DIR/N.json beside it — written by `rulec build` —
// naming its events, tools, preconditions and a known-deny probe), a settings file: Claude
// Code's, or with --client that of Codex CLI, Gemini CLI, Cursor or Copilot CLI (LAYOUTS).
// Output: the settings file edited in place with jsonc-parser — every byte not part of our
// entry stays as it was, comments and formatting included; a second install changes
// nothing; uninstall removes exactly what install added. A settings file that is not
// valid JSON is reported and left untouched.
//
// Cost: a file read and write; doctor runs the hook twice as a real process.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { applyEdits, findNodeAtLocation, modify, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { BuildError, ROOT } from "./build.ts";
import { which } from "./native.ts";

export interface Manifest {
  name: string; events: string[]; tools: string[]; failure: string; writes: boolean;
  requires: string[]; probe: { command: string; expect: string; rule: string } | null;
}

const NO_TOOL_EVENTS = new Set(["UserPromptSubmit", "Stop", "SubagentStop", "SessionStart", "SessionEnd", "PreCompact", "Notification"]);

export function readManifest(hook: string): { hook: string; manifest: Manifest } {
  const abs = resolve(hook);
  if (!existsSync(abs)) throw new BuildError(`no hook at ${hook} (build one with rulec build)`);
  const m = abs.replace(/\.mjs$/, "") + ".json";
  if (!existsSync(m)) throw new BuildError(`no manifest ${m} beside the hook (rebuild it with rulec build)`);
  try { return { hook: abs, manifest: JSON.parse(readFileSync(m, "utf8")) as Manifest }; }
  catch { throw new BuildError(`${m}: not valid JSON (rebuild the hook)`); }
}

/**
 * The command line the client runs: a native build if there is one beside the hook, else
 * Deno (fastest JS host here), else Node with NODE_EXTRA_CA_CERTS unset (it costs 45–75 ms
 * per start and the hook needs no network).
 */
export function hookCommand(hook: string, m: Manifest, prefer?: "native" | "deno" | "node", client: Client = "claude"): string {
  const q = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);
  const native = hook.replace(/\.mjs$/, "");
  // the native build answers Claude Code's protocol only: other clients get a JS host
  if (client !== "claude" && prefer === "native") throw new BuildError(`--runtime native answers Claude Code only; use deno or node with --client ${client}`);
  if (client === "claude" && (prefer ?? "native") === "native" && native !== hook && existsSync(native)) return q(native);
  const tail = client === "claude" ? "" : ` --client ${client}`;
  const deno = which("deno") ?? (existsSync(join(ROOT, "node_modules/.bin/deno")) ? join(ROOT, "node_modules/.bin/deno") : null);
  if (prefer !== "node" && deno) return `${q(deno)} run --no-config --quiet --allow-read --allow-env${m.writes ? " --allow-write" : ""} ${q(hook)}${tail}`;
  // Node starts the CommonJS twin (N.cjs) faster than the ES module
  const cjs = hook.replace(/\.mjs$/, ".cjs");
  return `env -u NODE_EXTRA_CA_CERTS ${q(which("node") ?? process.execPath)} ${q(existsSync(cjs) ? cjs : hook)}${tail}`;
}

export function settingsPath(o: { projectDir?: string; user?: boolean }): string {
  if (o.user) return join(homedir(), ".claude", "settings.json");
  if (!o.projectDir) throw new BuildError("give --project-dir DIR or --user");
  return join(resolve(o.projectDir), ".claude", "settings.json");
}

// ─── clients: where each one keeps its hooks, and in which shape ───────────────────
// Claude Code, Codex and Gemini nest entries ({matcher, hooks: [{type, command}]}); Cursor
// and Copilot list them flat ({command | bash, matcher?}) in a file with "version": 1. An
// event or tool a client has no hook for is left out and reported (the rule set cannot act
// there); the hook command carries `--client NAME` so the runtime answers in that shape.

export const CLIENTS = ["claude", "codex", "gemini", "cursor", "copilot"] as const;
export type Client = (typeof CLIENTS)[number];

interface Registration { event: string; matchers: (string | undefined)[] }
interface Layout {
  /** The settings file it edits. */
  file(o: { projectDir?: string; user?: boolean }, m: Manifest): string;
  /** A new file's text, before our entries. */
  skeleton: string;
  /** Entries listed flat under the event (Cursor, Copilot) rather than in matcher groups. */
  flat: boolean;
  /** The field holding the command line. */
  key: "command" | "bash";
  register(m: Manifest): { regs: Registration[]; skipped: string[] };
  entry(command: string, matcher: string | undefined, m: Manifest): Record<string, unknown>;
}

const VERSIONED = '{\n  "version": 1\n}\n';
const uniq = <T>(xs: T[]) => [...new Set(xs)];
/** A regex matcher that matches exactly these names (Codex and Gemini test matchers unanchored). */
const exact = (names: string[]) => (names.includes("*") ? ".*" : names.length === 1 ? `^${names[0]}$` : `^(${names.join("|")})$`);
const home = (envVar: string, dir: string) => process.env[envVar] || join(homedir(), dir);
function project(o: { projectDir?: string; user?: boolean }, ...rel: string[]): string {
  if (!o.projectDir) throw new BuildError("give --project-dir DIR or --user");
  return join(resolve(o.projectDir), ...rel);
}

/** Registrations of a client whose events are renamed and whose tools are renamed, per event. */
function mapped(client: string, m: Manifest, events: Record<string, string>, tools: Record<string, string[]>, matcher: (names: string[]) => string | undefined): { regs: Registration[]; skipped: string[] } {
  const regs: Registration[] = [], skipped: string[] = [];
  for (const e of m.events) {
    const native = events[e];
    if (!native) { skipped.push(`${client} has no hook event for ${e}`); continue; }
    if (NO_TOOL_EVENTS.has(e)) { regs.push({ event: native, matchers: [undefined] }); continue; }
    const names: string[] = [];
    for (const t of m.tools) {
      const n = t === "*" ? ["*"] : t.startsWith("mcp__") ? [t] : tools[t];
      if (n) names.push(...n); else skipped.push(`${client} does not show ${t} calls to hooks`);
    }
    if (names.length) regs.push({ event: native, matchers: [matcher(uniq(names))] });
    else skipped.push(`${e}: none of ${m.tools.join(", ")} reaches ${client}'s hooks`);
  }
  return { regs, skipped: uniq(skipped) };
}

const nested = (extra: (m: Manifest) => Record<string, unknown> = () => ({})) =>
  (command: string, matcher: string | undefined, m: Manifest) =>
    (matcher === undefined ? { hooks: [{ type: "command", command, ...extra(m) }] } : { matcher, hooks: [{ type: "command", command, ...extra(m) }] });

const CODEX_EVENTS = Object.fromEntries(["PreToolUse", "PostToolUse", "UserPromptSubmit", "SessionStart", "Stop", "SubagentStart", "SubagentStop", "PreCompact", "PostCompact", "PermissionRequest"].map((e) => [e, e]));
const GEMINI_EVENTS: Record<string, string> = { PreToolUse: "BeforeTool", PostToolUse: "AfterTool", UserPromptSubmit: "BeforeAgent", Stop: "AfterAgent", SessionStart: "SessionStart", SessionEnd: "SessionEnd", PreCompact: "PreCompress", Notification: "Notification" };
const GEMINI_TOOLS: Record<string, string[]> = { Bash: ["run_shell_command"], Read: ["read_file"], Write: ["write_file"], Edit: ["replace"], MultiEdit: ["replace"], Grep: ["grep_search", "search_file_content"], Glob: ["glob"], WebFetch: ["web_fetch"], WebSearch: ["google_web_search"] };
const CURSOR_TOOLS: Record<string, string[]> = { Bash: ["Shell"], Read: ["Read"], Write: ["Write"], Edit: ["StrReplace", "Edit"], MultiEdit: ["MultiEdit"], Grep: ["Grep"], Glob: ["Glob"], Agent: ["Task"], Task: ["Task"], WebFetch: ["WebFetch"], WebSearch: ["WebSearch"] };

export const LAYOUTS: Record<Client, Layout> = {
  claude: {
    file: (o) => settingsPath(o), skeleton: "{}\n", flat: false, key: "command",
    register: (m) => {
      const matcher = m.tools.includes("*") ? "*" : m.tools.join("|");
      return { regs: m.events.map((e) => ({ event: e, matchers: [NO_TOOL_EVENTS.has(e) ? undefined : matcher] })), skipped: [] };
    },
    entry: nested(),
  },
  codex: {
    file: (o) => (o.user ? join(home("CODEX_HOME", ".codex"), "hooks.json") : project(o, ".codex", "hooks.json")),
    skeleton: "{}\n", flat: false, key: "command",
    // Codex shows Bash and apply_patch (its file edits) to hooks; not its reads or searches
    register: (m) => mapped("codex", m, CODEX_EVENTS, { Bash: ["Bash"], Edit: ["apply_patch"], Write: ["apply_patch"], MultiEdit: ["apply_patch"] }, exact),
    entry: nested(),
  },
  gemini: {
    file: (o) => (o.user ? join(homedir(), ".gemini", "settings.json") : project(o, ".gemini", "settings.json")),
    skeleton: "{}\n", flat: false, key: "command",
    register: (m) => mapped("gemini", m, GEMINI_EVENTS, GEMINI_TOOLS, exact),
    entry: nested((m) => ({ name: `rulec-${m.name}` })),
  },
  cursor: {
    file: (o) => (o.user ? join(homedir(), ".cursor", "hooks.json") : project(o, ".cursor", "hooks.json")),
    skeleton: VERSIONED, flat: true, key: "command",
    // shell commands, file reads and MCP calls have their own events (a shell command can
    // ask); other tools go through preToolUse, one entry per Cursor tool name
    register: (m) => {
      const regs: Registration[] = [], skipped: string[] = [];
      const add = (event: string, matchers: (string | undefined)[]) => {
        const r = regs.find((x) => x.event === event);
        if (r) r.matchers = uniq([...r.matchers, ...matchers]); else regs.push({ event, matchers });
      };
      const all = m.tools.includes("*");
      for (const e of m.events) {
        if (e === "PreToolUse") {
          if (all || m.tools.includes("Bash")) add("beforeShellExecution", [undefined]);
          if (all || m.tools.includes("Read")) add("beforeReadFile", [undefined]);
          if (all || m.tools.some((t) => t.startsWith("mcp__"))) add("beforeMCPExecution", [undefined]);
          const rest = all ? Object.keys(CURSOR_TOOLS).filter((t) => t !== "Bash" && t !== "Read") : m.tools.filter((t) => t !== "Bash" && t !== "Read" && !t.startsWith("mcp__"));
          for (const t of rest) { if (CURSOR_TOOLS[t]) add("preToolUse", CURSOR_TOOLS[t]); else skipped.push(`cursor has no tool named like ${t}`); }
        } else if (e === "PostToolUse") {
          if (all) add("postToolUse", [undefined]);
          else for (const t of m.tools) { if (CURSOR_TOOLS[t]) add("postToolUse", CURSOR_TOOLS[t]); else skipped.push(`cursor has no tool named like ${t}`); }
        } else {
          const native = ({ UserPromptSubmit: "beforeSubmitPrompt", Stop: "stop", SubagentStop: "subagentStop", SessionStart: "sessionStart" } as Record<string, string>)[e];
          if (native) add(native, [undefined]); else skipped.push(`cursor has no hook event that can act on ${e}`);
        }
      }
      return { regs, skipped: uniq(skipped) };
    },
    entry: (command, matcher, m) => ({ command, ...(matcher === undefined ? {} : { matcher }), ...(m.failure === "deny" ? { failClosed: true } : {}) }),
  },
  copilot: {
    file: (o, m) => (o.user ? join(home("COPILOT_HOME", ".copilot"), "hooks", `rulec-${m.name}.json`) : project(o, ".github", "hooks", `rulec-${m.name}.json`)),
    skeleton: VERSIONED, flat: true, key: "bash",
    // Copilot reads a hook's answer on preToolUse, agentStop, subagentStop and
    // postToolUseFailure only; its preToolUse hooks see every tool (no matcher)
    register: (m) => mapped("copilot", m, { PreToolUse: "preToolUse", Stop: "agentStop", SubagentStop: "subagentStop", PostToolUseFailure: "postToolUseFailure" },
      { Bash: ["bash"], PowerShell: ["powershell"], Read: ["view"], Write: ["create"], Edit: ["edit"], MultiEdit: ["edit"], Grep: ["grep"], Glob: ["glob"], Agent: ["task"], Task: ["task"], WebFetch: ["web_fetch"] }, () => undefined),
    entry: (command) => ({ type: "command", bash: command, timeoutSec: 30 }),
  },
};

/** The events (with matchers) a client gets for a rule set, and what it cannot hook. */
export function registrations(client: Client, m: Manifest) { return LAYOUTS[client].register(m); }

// No reformatting: an edit touches only the bytes of our entry, so uninstall is its exact inverse.
const FORMAT = {};

function parse(text: string, file: string): Node | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length) throw new BuildError(`${file}: not valid JSON (${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}); left untouched`);
  if (text.trim() && (!tree || tree.type !== "object")) throw new BuildError(`${file}: the top level is not an object; left untouched`);
  return tree;
}

/** Our entries: hook commands that run this hook file. */
function isOurs(command: unknown, hook: string): boolean {
  if (typeof command !== "string") return false;
  const native = hook.replace(/\.mjs$/, "");
  return command.includes(hook) || command.includes(native + ".cjs") || command.split(/\s+/).some((w) => w.replace(/^'|'$/g, "") === native);
}

interface Place { event: string; group: number; hook: number; matcher: string | undefined }

function findOurs(tree: Node | undefined, hook: string, L: Layout = LAYOUTS.claude): Place[] {
  const out: Place[] = [];
  const hooks = tree && findNodeAtLocation(tree, ["hooks"]);
  if (!hooks || hooks.type !== "object") return out;
  for (const prop of hooks.children ?? []) {
    const event = prop.children?.[0].value as string;
    const groups = prop.children?.[1];
    if (!groups || groups.type !== "array") continue;
    groups.children?.forEach((g, gi) => {
      const matcher = findNodeAtLocation(g, ["matcher"])?.value;
      if (L.flat) {
        if (isOurs(findNodeAtLocation(g, [L.key])?.value, hook)) out.push({ event, group: gi, hook: -1, matcher });
        return;
      }
      const list = findNodeAtLocation(g, ["hooks"]);
      list?.children?.forEach((h, hi) => {
        if (isOurs(findNodeAtLocation(h, [L.key])?.value, hook)) out.push({ event, group: gi, hook: hi, matcher });
      });
    });
  }
  return out;
}

// ─── byte-exact edits ─────────────────────────────────────────────────────────
// Our entries are inserted as text after the last element of their container, as
// `,\n<indent><pretty JSON>`, and removed together with the comma before them — so an
// uninstall is the exact inverse of an install and no other byte of the file changes.

function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

function pretty(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).split("\n").join("\n" + indent);
}

/** Inserts `snippet` (a property `"k": v` or an array element) as the container's last child. */
function insertLast(text: string, container: Node, key: string | null, value: unknown): string {
  const kids = container.children ?? [];
  const snippetFor = (indent: string) => (key === null ? "" : JSON.stringify(key) + ": ") + pretty(value, indent);
  if (kids.length) {
    const last = kids[kids.length - 1];
    const indent = lineIndent(text, last.offset);
    const at = last.offset + last.length;
    return text.slice(0, at) + ",\n" + indent + snippetFor(indent) + text.slice(at);
  }
  const outer = lineIndent(text, container.offset);
  const indent = outer + "  ";
  const at = container.offset + 1;
  const close = container.offset + container.length - 1;
  return text.slice(0, at) + "\n" + indent + snippetFor(indent) + "\n" + outer + text.slice(close);
}

/** Removes a child (an element, or a property node) with the comma that joins it. */
function removeChild(text: string, node: Node): string {
  const s = node.offset, e = node.offset + node.length;
  let i = s - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  if (text[i] === ",") return text.slice(0, i) + text.slice(e);
  let j = e;
  while (j < text.length && /\s/.test(text[j])) j++;
  if (text[j] === ",") { j++; while (j < text.length && /[ \t]/.test(text[j])) j++; if (text[j] === "\n") j++; return text.slice(0, s) + text.slice(j).replace(/^[ \t]*/, (m) => m); }
  // the only child: empty the container
  let a = s, b = e;
  while (a > 0 && /\s/.test(text[a - 1])) a--;
  while (b < text.length && /\s/.test(text[b])) b++;
  return text.slice(0, a) + text.slice(b);
}

/** Inserts one entry of ours under `event`. */
function insertEntry(t: string, file: string, event: string, entry: Record<string, unknown>): string {
  const root = parse(t, file)!;
  const hooks = findNodeAtLocation(root, ["hooks"]);
  const arr = hooks && findNodeAtLocation(root, ["hooks", event]);
  if (arr && arr.type === "array") return insertLast(t, arr, null, entry);
  if (arr) throw new BuildError(`${file}: hooks.${event} is not an array; left untouched`);
  if (hooks && hooks.type === "object") return insertLast(t, hooks, event, [entry]);
  if (hooks) throw new BuildError(`${file}: "hooks" is not an object; left untouched`);
  return insertLast(t, root, "hooks", { [event]: [entry] });
}

/** Removes one entry of ours: the smallest thing that holds only ours — the hook, its group, the event, "hooks". */
function removePlace(t: string, tree: Node, p: Place, L: Layout): string {
  const hooks = findNodeAtLocation(tree, ["hooks"])!;
  const groups = findNodeAtLocation(tree, ["hooks", p.event])!;
  const group = groups.children![p.group];
  let node: Node = group;
  if (!L.flat) {
    const list = findNodeAtLocation(group, ["hooks"])!;
    node = list.children![p.hook];
    if (list.children!.length === 1) node = group;
  }
  if (node === group && groups.children!.length === 1) node = groups.parent!;
  if (node === groups.parent && hooks.children!.length === 1) node = hooks.parent!;
  return removeChild(t, node);
}

export function installText(text: string, file: string, hook: string, m: Manifest, command: string, client: Client = "claude"): string {
  const L = LAYOUTS[client];
  let t = text.trim() ? text : L.skeleton;
  const ours = findOurs(parse(t, file), hook, L);
  for (const { event, matchers } of L.register(m).regs) {
    const mine = ours.filter((p) => p.event === event);
    if (!mine.length) {
      for (const matcher of matchers) t = insertEntry(t, file, event, L.entry(command, matcher, m));
      continue;
    }
    if (matchers.length === 1) {
      // ours already there: rewrite its matcher in place, touch nothing else
      const matcher = matchers[0];
      for (const p of mine) {
        if (matcher !== undefined && p.matcher !== matcher) t = applyEdits(t, modify(t, ["hooks", event, p.group, "matcher"], matcher, FORMAT));
      }
      continue;
    }
    // one entry per matcher (Cursor): keep those wanted, rewrite stale ones to missing ones,
    // remove what is left over, insert the rest
    const missing = matchers.filter((x) => !mine.some((p) => p.matcher === x));
    const stale = mine.filter((p) => !matchers.includes(p.matcher));
    const pairs = Math.min(missing.length, stale.length);
    for (let i = 0; i < pairs; i++) t = applyEdits(t, modify(t, ["hooks", event, stale[i].group, "matcher"], missing[i], FORMAT));
    for (const p of stale.slice(pairs).sort((a, b) => b.group - a.group)) t = removePlace(t, parse(t, file)!, p, L);
    for (const matcher of missing.slice(pairs)) t = insertEntry(t, file, event, L.entry(command, matcher, m));
  }
  return t;
}

export function uninstallText(text: string, file: string, hook: string, client: Client = "claude"): string {
  const L = LAYOUTS[client];
  let t = text;
  for (;;) {
    const tree = parse(t, file);
    const ours = findOurs(tree, hook, L);
    if (!ours.length) break;
    t = removePlace(t, tree!, ours[ours.length - 1], L);
  }
  return t;
}

export function install(o: { hook: string; projectDir?: string; user?: boolean; prefer?: "native" | "deno" | "node"; uninstall?: boolean; client?: Client }): { file: string; changed: boolean; command?: string; skipped?: string[] } {
  const client = o.client ?? "claude";
  if (!LAYOUTS[client]) throw new BuildError(`unknown client ${JSON.stringify(client)} (${CLIENTS.join(", ")})`);
  const L = LAYOUTS[client];
  const { hook, manifest } = readManifest(o.hook);
  const file = L.file(o, manifest);
  const before = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (o.uninstall) {
    if (!before) return { file, changed: false };
    const after = uninstallText(before, file, hook, client);
    if (after === before) return { file, changed: false };
    // a file that install created, emptied again: removed
    if ((/^\s*\{\s*\}\s*$/.test(after) || after === L.skeleton) && before.trim() !== "{}") { rmSync(file); return { file, changed: true }; }
    writeFileSync(file, after);
    return { file, changed: true };
  }
  const { regs, skipped } = L.register(manifest);
  if (!regs.length) throw new BuildError(`${client} has no hook for this rule set (${skipped.join("; ")}); nothing written`);
  const command = hookCommand(hook, manifest, o.prefer, client);
  const after = installText(before, file, hook, manifest, command, client);
  if (after === before) return { file, changed: false, command, skipped };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, after);
  return { file, changed: true, command, skipped };
}

// ─── doctor ───────────────────────────────────────────────────────────────────

export interface Check { ok: boolean; what: string; detail: string }

export async function doctor(o: { hook: string; projectDir?: string }): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (ok: boolean, what: string, detail = "") => checks.push({ ok, what, detail });
  const { hook, manifest: m } = readManifest(o.hook);
  const project = resolve(o.projectDir ?? process.cwd());
  const env: NodeJS.ProcessEnv = { ...process.env, CLAUDE_PROJECT_DIR: project };
  delete env.NODE_EXTRA_CA_CERTS;

  // 1. the hook loads and answers a harmless call
  const benign = JSON.stringify({ session_id: "rulec-doctor", cwd: project, hook_event_name: m.events[0], tool_name: m.tools.includes("Bash") ? "Bash" : m.tools[0], tool_input: { command: "true" } });
  const state = mkdtempSync(join(tmpdir(), "rulec-doctor-"));
  try {
    const run = (input: string) => spawnSync(process.execPath, [hook], { input, encoding: "utf8", env: { ...env, RULEC_STATE_DIR: state }, cwd: project, timeout: 20000 });
    const r0 = run(benign);
    add(r0.status === 0 && !r0.stderr.trim(), "the hook loads and answers", r0.status === 0 ? r0.stderr.trim() : `exit ${r0.status}: ${(r0.stderr || "").trim().split("\n")[0]}`);

    // 2. registered in the project's or the user's settings
    const where: string[] = [];
    for (const file of [settingsPath({ projectDir: project }), join(project, ".claude", "settings.local.json"), settingsPath({ user: true })]) {
      if (!existsSync(file)) continue;
      try { for (const p of findOurs(parse(readFileSync(file, "utf8"), file), hook)) where.push(`${file} (${p.event}${p.matcher ? ", matcher " + p.matcher : ""})`); }
      catch (e) { add(false, `settings file ${file} is valid JSON`, (e as Error).message); }
    }
    const events = new Set(where.map((w) => /\((\w+)/.exec(w)![1]));
    const missing = m.events.filter((e) => !events.has(e));
    add(missing.length === 0, "registered in settings", missing.length ? `not registered for ${missing.join(", ")} — run rulec install ${o.hook} --project-dir ${project}` : where.join("; "));

    // 3. every fail-open precondition, eagerly (a classifier that cannot run fails check 1
    // too: here it is one more failed check, not the end of the report)
    if (m.requires.length) {
      const { load, hostFacts } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
      let results: boolean[] | null = null;
      try {
        const wasm = readFileSync(hook.replace(/\.mjs$/, ".wasm"));
        results = load(wasm, hostFacts()).preconditions({ cwd: project, project_dir: project, hook_event_name: m.events[0] });
      } catch (e) {
        add(false, "the preconditions can be checked", String((e as Error).message ?? e).split("\n")[0]);
      }
      const held = results;
      if (held) m.requires.forEach((label, i) => add(held[i], `precondition ${i + 1} holds`, held[i] ? label : `${label} is false: the rule set fails open (silent) on every call`));
    }

    // 4. a known-deny probe through the real process
    if (m.probe) {
      const probe = JSON.stringify({ session_id: "rulec-doctor", cwd: project, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: m.probe.command } });
      const r = run(probe);
      let got = r.status === 2 ? "deny" : "silent";
      try { if (r.stdout.trim()) got = JSON.parse(r.stdout).hookSpecificOutput?.permissionDecision ?? "context"; } catch { got = "unparseable output"; }
      add(got === "deny", "a known-deny probe is denied", `${JSON.stringify(m.probe.command)} (rule ${m.probe.rule}) gave ${got}`);
    }
    return checks;
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

// ─── init ─────────────────────────────────────────────────────────────────────

const TEMPLATE = (name: string) => `// ${name}: a rulec rule set. Build: npx rulec build rules/${name}.ts --out-dir build
// Test: npx rulec test rules/${name}.ts (compares verdicts with rules/${name}.snap)

import { ruleset, deny, context, git, command } from "rulec";

export default ruleset({
  name: ${JSON.stringify(name)},
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  rules: [
    deny("force-push", git("push").flag("-f", "--force"),
      "Force-pushing rewrites shared history. Push normally, or use --force-with-lease after fetching.",
      { examples: ["git push -f origin main"], counterExamples: ["git push origin main"] }),
    context("npm-install", command("npm").positional(0, ["install", "i"]),
      "Dependencies are pinned in package-lock.json: prefer npm ci unless you mean to change them.",
      { examples: ["npm install"] }),
  ],
});
`;

const CASES = `# Cases for rulec test: each runs through the compiled rule set; the verdicts are
# compared with the committed snapshot (rulec test --update rewrites it).
cases:
  - git push --force-with-lease origin main
  - sudo git push -f
  - npm ci
  - { command: "cat README.md", files: { README.md: "hello" } }
`;

export function init(o: { dir: string; name: string }): string[] {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(o.name)) throw new BuildError(`init: ${JSON.stringify(o.name)} is not a usable name (letters, digits, . _ -)`);
  const rules = join(resolve(o.dir), "rules");
  const files = [join(rules, `${o.name}.ts`), join(rules, `${o.name}.cases.yaml`)];
  for (const f of files) if (existsSync(f)) throw new BuildError(`init: ${f} exists; nothing written`);
  mkdirSync(rules, { recursive: true });
  writeFileSync(files[0], TEMPLATE(o.name));
  writeFileSync(files[1], CASES);
  return files;
}

export { basename };
