// `rulec install`, `uninstall`, `doctor`, `init`: putting a built hook into a client's
// settings, checking that it is alive, and starting a new rule file.
//
// Input: a built hook (DIR/N.js, with DIR/N.json beside it — written by `rulec build` —
// naming its events, tools, preconditions and a known-deny probe), a settings file: Claude
// Code's, or with --client that of Codex CLI, Gemini CLI, Cursor or Copilot CLI (LAYOUTS).
// Output: the hook's run-time files copied into the project (INSTALLED, installedDir:
// `.claude/hooks/rulec/` …), and the settings file edited in place with jsonc-parser to run
// them by a command line with no absolute path — every byte not part of our entry stays as
// it was, comments and formatting included; a second install changes nothing; uninstall
// removes exactly what install added. Ours is recognised only by the exact command line
// install writes, and always sits in a group of its own; an install over an entry of ours
// brings its command line and matcher up to date in place. A container ("hooks", an
// event's array), the file itself, a copied file or a directory is removed only when install
// created it, which it records with the copied files (INSTALLED/N.install.json, its paths
// relative to them: it works in a teammate's clone). A settings file that is not valid JSON
// is reported and left untouched.
//
// Cost: a file read and write; doctor runs the hook twice as a real process, by the
// command line registered in the settings (as the client would run it).

import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmdirSync, rmSync, statSync, writeFileSync, mkdtempSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { applyEdits, findNodeAtLocation, modify, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { BuildError, ROOT } from "./paths.ts";
import { CLIENTS as PROTOCOL, NO_TOOL_EVENTS as NO_TOOL } from "../protocol/protocol.ts";
import { removeEarlierHooks } from "./hook.ts";

export interface Manifest {
  name: string; events: string[]; tools: string[]; failure: string; writes: boolean;
  requires: string[]; probe: { command: string; expect: string; rule: string } | null;
}

const NO_TOOL_EVENTS = new Set<string>(NO_TOOL);

export function readManifest(hook: string): { hook: string; manifest: Manifest } {
  if (/\.[mc]?ts$/.test(hook)) throw new BuildError(`${hook} is a rule file: give the hook rulec build made from it (DIR/N.js; rulec build ${hook} --out-dir DIR)`);
  // N.wasm or N.json name the same build as N.js, and so do N.mjs and N.cjs (an earlier rulec's hooks)
  const abs = resolve(hook).replace(/\.(mjs|cjs|wasm|json)$/, ".js");
  if (!existsSync(abs)) {
    if (/\.[mc]js$/.test(hook) && existsSync(hook)) throw new BuildError(`${hook}: a hook an earlier rulec built; rebuild it with rulec build (which writes ${basename(abs)})`);
    throw new BuildError(`no hook at ${hook} (build one with rulec build)`);
  }
  // the real path: a host resolves N.wasm beside the file it runs, and Deno keeps a symlink's path
  const real = realpathSync(abs);
  const m = real.replace(/\.js$/, "") + ".json";
  if (!existsSync(m)) throw new BuildError(`no manifest ${m} beside the hook (rebuild it with rulec build)`);
  try { return { hook: real, manifest: JSON.parse(readFileSync(m, "utf8")) as Manifest }; }
  catch { throw new BuildError(`${m}: not valid JSON (rebuild the hook)`); }
}

/**
 * The command line the client runs for an installed hook (INSTALLED/N.js): Node on PATH by
 * default, with NODE_EXTRA_CA_CERTS unset (it costs 45–75 ms per start and the hook needs no
 * network); Deno on PATH when chosen, on the same file; the native build when chosen. The
 * hook is named from a variable the client sets, or the project root the client runs hooks
 * in (`ref`, refOf): no absolute path, so the line works on a teammate's machine.
 */
export function hookCommand(hook: string, m: Manifest, prefer: "native" | "deno" | "node" = "node", client: Client = "claude", ref: string = shq(dirname(hook))): string {
  const name = basename(hook).replace(/\.js$/, "");
  // the native build answers Claude Code's protocol only: other clients get a JS host
  if (client !== "claude" && prefer === "native") throw new BuildError(`--runtime native answers Claude Code only; use deno or node with --client ${client}`);
  if (prefer === "native") {
    const native = hook.replace(/\.js$/, "");
    if (!existsSync(native) || !statSync(native).isFile()) throw new BuildError(`--runtime native: no native build at ${native} (make one with rulec build ENTRY --target native --out-dir ${dirname(native)}); nothing written`);
    return `${ref}/${name}`;
  }
  if (prefer === "deno") return denoLine("deno", `${ref}/${name}.js`, m.writes, client);
  return nodeLine("node", `${ref}/${name}.js`, client);
}

/** A word for sh: bare if it can be, else single-quoted. */
const shq = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);
const tailOf = (client: Client) => (client === "claude" ? "" : ` --client ${client}`);
// (`script` is a shell word already: a path from refOf, with a variable in it)
const denoLine = (deno: string, script: string, writes: boolean, client: Client) => `${deno} run --no-config --quiet --allow-read --allow-env${writes ? " --allow-write" : ""} ${script}${tailOf(client)}`;
const nodeLine = (node: string, script: string, client: Client) => `env -u NODE_EXTRA_CA_CERTS ${node} ${script}${tailOf(client)}`;

export type Scope = "project" | "local" | "user";

/**
 * Where install copies a hook for a client and scope (INSTALLED), and how a command line
 * names that directory: from the variable the client sets to the project's root (Claude
 * Code's CLAUDE_PROJECT_DIR, Gemini's GEMINI_PROJECT_DIR), from the project root the client
 * runs its hooks in (Codex, Cursor, Copilot: a relative path), or from $HOME.
 */
export function installedDir(client: Client, scope: Scope, projectDir?: string): { dir: string; ref: string } {
  const base = { claude: ".claude", codex: ".codex", gemini: ".gemini", cursor: ".cursor", copilot: ".github" }[client];
  if (scope === "user") {
    if (client === "codex") return { dir: join(home("CODEX_HOME", ".codex"), "hooks", "rulec"), ref: `"\${CODEX_HOME:-$HOME/.codex}"/hooks/rulec` };
    if (client === "copilot") return { dir: join(home("COPILOT_HOME", ".copilot"), "hooks", "rulec"), ref: `"\${COPILOT_HOME:-$HOME/.copilot}"/hooks/rulec` };
    return { dir: join(homedir(), base, "hooks", "rulec"), ref: `"$HOME"/${base}/hooks/rulec` };
  }
  if (!projectDir) throw new BuildError("give --project-dir DIR (or --scope user)");
  const dir = join(resolve(projectDir), base, "hooks", "rulec");
  if (client === "claude") return { dir, ref: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec` };
  if (client === "gemini") return { dir, ref: `"$GEMINI_PROJECT_DIR"/.gemini/hooks/rulec` };
  return { dir, ref: `${base}/hooks/rulec` };
}

/** The files of a build that a hook needs at run time: N.js, N.wasm, N.json (and N, native). */
export function hookFiles(hook: string, native: boolean): string[] {
  const dir = dirname(hook), name = basename(hook).replace(/\.js$/, "");
  const files = [`${name}.js`, `${name}.wasm`, `${name}.json`];
  if (native) files.push(name);
  return files.filter((f) => existsSync(join(dir, f)));
}

export function settingsPath(o: { projectDir?: string; user?: boolean; local?: boolean }): string {
  if (o.user) return join(homedir(), ".claude", "settings.json");
  if (!o.projectDir) throw new BuildError("give --project-dir DIR or --scope user");
  return join(resolve(o.projectDir), ".claude", o.local ? "settings.local.json" : "settings.json");
}

// ─── clients: where each one keeps its hooks, and in which shape ───────────────────
// Claude Code, Codex and Gemini nest entries ({matcher, hooks: [{type, command}]}); Cursor
// and Copilot list them flat ({command | bash, matcher?}) in a file with "version": 1. An
// event or tool a client has no hook for is left out and reported (the rule set cannot act
// there); the hook command carries `--client NAME` so the runtime answers in that shape.

export const CLIENTS = Object.keys(PROTOCOL) as Client[];
export type Client = keyof typeof PROTOCOL;

interface Registration { event: string; matchers: (string | undefined)[] }
interface Layout {
  /** The settings file it edits. */
  file(o: { projectDir?: string; user?: boolean; local?: boolean }, m: Manifest): string;
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
function mapped(client: string, m: Manifest, events: Record<string, string>, tools: Record<string, readonly string[]>, matcher: (names: string[]) => string | undefined): { regs: Registration[]; skipped: string[] } {
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

/**
 * What a client registers (protocol/protocol.ts `register`): per Claude event it hooks, its
 * own name for it (the one its `events` maps onto that event), and per Claude tool its names.
 */
function registration(client: Exclude<Client, "claude">): { events: Record<string, string>; tools: Record<string, readonly string[]> } {
  const p = PROTOCOL[client];
  const natives = p.events as Record<string, string>;
  const events = Object.fromEntries(p.register.events.map((e) => [e, Object.keys(natives).find((n) => natives[n] === e)!]));
  return { events, tools: p.register.tools };
}
const CODEX = registration("codex"), GEMINI = registration("gemini"), CURSOR = registration("cursor"), COPILOT = registration("copilot");
const CURSOR_TOOLS = CURSOR.tools;

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
    register: (m) => mapped("codex", m, CODEX.events, CODEX.tools, exact),
    entry: nested(),
  },
  gemini: {
    file: (o) => (o.user ? join(homedir(), ".gemini", "settings.json") : project(o, ".gemini", "settings.json")),
    skeleton: "{}\n", flat: false, key: "command",
    register: (m) => mapped("gemini", m, GEMINI.events, GEMINI.tools, exact),
    entry: nested((m) => ({ name: `rulec-${m.name}` })),
  },
  cursor: {
    file: (o) => (o.user ? join(homedir(), ".cursor", "hooks.json") : project(o, ".cursor", "hooks.json")),
    skeleton: VERSIONED, flat: true, key: "command",
    // shell commands, file reads and MCP calls have their own events (a shell command can
    // ask); other tools go through preToolUse, one entry per Cursor tool name
    register: (m) => {
      const regs: Registration[] = [], skipped: string[] = [];
      const add = (event: string, matchers: readonly (string | undefined)[]) => {
        const r = regs.find((x) => x.event === event);
        if (r) r.matchers = uniq([...r.matchers, ...matchers]); else regs.push({ event, matchers: [...matchers] });
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
          const native = Object.hasOwn(CURSOR.events, e) ? CURSOR.events[e] : undefined;
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
    register: (m) => mapped("copilot", m, COPILOT.events, COPILOT.tools, () => undefined),
    entry: (command) => ({ type: "command", bash: command, timeoutSec: 30 }),
  },
};

/** The events (with matchers) a client gets for a rule set, and what it cannot hook. */
export function registrations(client: Client, m: Manifest) { return LAYOUTS[client].register(m); }

// No reformatting: an edit touches only the bytes of our entry, so uninstall is its exact inverse.
const FORMAT = {};
const BOM = "\uFEFF";

function parse(text: string, file: string): Node | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length) throw new BuildError(`${file}: not valid JSON (${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}); left untouched`);
  if (text.trim() && (!tree || tree.type !== "object")) throw new BuildError(`${file}: the top level is not an object; left untouched`);
  // a key given twice: the client reads the last, an edit would go to the first
  for (const [obj, where] of [[tree, "the top level"], [tree && findNodeAtLocation(tree, ["hooks"]), '"hooks"']] as const) {
    const keys = obj?.type === "object" ? (obj.children ?? []).map((p) => p.children![0].value as string) : [];
    const twice = keys.find((k, i) => keys.indexOf(k) !== i);
    if (twice !== undefined) throw new BuildError(`${file}: ${where} has the key ${JSON.stringify(twice)} twice; left untouched`);
  }
  return tree;
}

/** The file's text, or null if there is none. */
function readSettings(file: string): string | null {
  if (!existsSync(file)) return null;
  if (statSync(file).isDirectory()) throw new BuildError(`${file}: a directory, not a settings file`);
  return readFileSync(file, "utf8");
}

/**
 * Our entries: exactly the command lines hookCommand writes for this hook and client —
 * whatever the path of the deno or node binary they name — and those an earlier rulec
 * wrote (Deno and Node on N.mjs, Node on N.cjs), and nothing else.
 */
function ourCommand(hook: string, client: Client, ref: string = shq(dirname(hook))): RegExp {
  const name = basename(hook).replace(/\.js$/, "");
  const at = `${ref}/${name}`;
  const lines = [denoLine(BIN, at + ".js", false, client), denoLine(BIN, at + ".js", true, client), nodeLine(BIN, at + ".js", client),
    denoLine(BIN, at + ".mjs", false, client), denoLine(BIN, at + ".mjs", true, client), nodeLine(BIN, at + ".cjs", client), nodeLine(BIN, at + ".mjs", client)];
  if (client === "claude") lines.push(at);
  return commandLines(lines);
}

/** Stands for the deno or node binary in a command line given to commandLines. */
const BIN = "\0";
/** Exactly these command lines, any shell word standing where BIN is. */
function commandLines(lines: string[]): RegExp {
  const word = String.raw`(?:[\w@%+=:,./-]+|'(?:[^']|'\\'')*')`;
  const esc = (line: string) => line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(BIN, () => word);
  return new RegExp(`^(?:${lines.map(esc).join("|")})$`);
}

interface Place { event: string; group: number; hook: number; matcher: string | undefined; shared: boolean; command: string }

function findOurs(tree: Node | undefined, hook: string, client: Client = "claude", ref?: string): Place[] {
  const L = LAYOUTS[client], re = ourCommand(hook, client, ref);
  const commandOf = (h: Node) => findNodeAtLocation(h, [L.key])?.value as string;
  const isOurs = (h: Node) => { const c = commandOf(h); return typeof c === "string" && re.test(c); };
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
        if (isOurs(g)) out.push({ event, group: gi, hook: -1, matcher, shared: false, command: commandOf(g) });
        return;
      }
      const list = findNodeAtLocation(g, ["hooks"])?.children ?? [];
      // a group that also holds hooks not ours is never edited but to take ours out
      const shared = !list.every(isOurs);
      list.forEach((h, hi) => { if (isOurs(h)) out.push({ event, group: gi, hook: hi, matcher, shared, command: commandOf(h) }); });
    });
  }
  return out;
}

// ─── what install created ─────────────────────────────────────────────────────
// Recorded with the installed files (INSTALLED/N.install.json): per settings file, the
// containers install created, the file itself (`file`: the blank text it replaced, null for
// none) and the directories it made for the file (`dirs`, deepest first); the files it
// copied (`files`) and the directories it made for them (`hookDirs`). Uninstall removes an
// emptied container, the file, a copied file or an empty directory only when the record
// names it — so the record goes with the hook when the project is cloned.

interface Created { hooks?: boolean; events: string[]; file?: string | null; dirs?: string[] }
interface InstallRecord { settings: Record<string, Created>; files: string[]; hookDirs: string[] }

// (its paths are relative to the installed files: the record works in any clone)
const recordPath = (hook: string) => hook.replace(/\.js$/, "") + ".install.json";
function readRecord(hook: string): InstallRecord {
  const at = dirname(hook), abs = (p: string) => resolve(at, p);
  try {
    const r = JSON.parse(readFileSync(recordPath(hook), "utf8")) as Partial<InstallRecord>;
    const settings: Record<string, Created> = {};
    for (const [f, c] of Object.entries(r.settings ?? {})) settings[abs(f)] = { ...c, ...(c.dirs ? { dirs: c.dirs.map(abs) } : {}) };
    return { settings, files: r.files ?? [], hookDirs: (r.hookDirs ?? []).map(abs) };
  } catch { return { settings: {}, files: [], hookDirs: [] }; }
}
function writeRecord(hook: string, r: InstallRecord): void {
  const at = dirname(hook), rel = (p: string) => relative(at, p).split("\\").join("/") || ".";
  if (!Object.keys(r.settings).length && !r.files.length) { rmSync(recordPath(hook), { force: true }); return; }
  const settings: Record<string, Created> = {};
  for (const [f, c] of Object.entries(r.settings)) settings[rel(f)] = { ...c, ...(c.dirs ? { dirs: c.dirs.map(rel) } : {}) };
  writeFileSync(recordPath(hook), JSON.stringify({ settings, files: r.files, hookDirs: r.hookDirs.map(rel) }, null, 2) + "\n");
}

// ─── byte-exact edits ─────────────────────────────────────────────────────────
// Our entries are inserted as text after the last element of their container, as
// `,<eol><indent><pretty JSON>` (in an empty container: `<eol><indent><pretty JSON><eol><outer>`
// before whatever was inside it), in the file's own line ending; removal cuts exactly that
// — so an uninstall is the exact inverse of an install and no other byte of the file changes.

function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

function pretty(value: unknown, indent: string, eol: string): string {
  return JSON.stringify(value, null, 2).split("\n").join(eol + indent);
}

/** Inserts a property `"k": v` (key given) or an array element as the container's last child. */
function insertLast(text: string, container: Node, key: string | null, value: unknown, eol: string): string {
  const kids = container.children ?? [];
  const snippetFor = (indent: string) => (key === null ? "" : JSON.stringify(key) + ": ") + pretty(value, indent, eol);
  if (kids.length) {
    const last = kids[kids.length - 1];
    const indent = lineIndent(text, last.offset);
    const at = last.offset + last.length;
    return text.slice(0, at) + "," + eol + indent + snippetFor(indent) + text.slice(at);
  }
  const outer = lineIndent(text, container.offset);
  const at = container.offset + 1;
  return text.slice(0, at) + eol + outer + "  " + snippetFor(outer + "  ") + eol + outer + text.slice(at);
}

/** Removes a child (an element, or a property node) with what joined it: insertLast's inverse. */
function removeChild(text: string, node: Node, eol: string): string {
  const container = node.parent!, kids = container.children!, k = kids.indexOf(node);
  let a = node.offset, b = node.offset + node.length;
  if (k > 0) a = kids[k - 1].offset + kids[k - 1].length; // from the comma after the one before
  else if (kids.length > 1) b = kids[1].offset; // the first of several: up to the next
  else {
    // the only child: from the bracket, with the line break and indent install put after it
    a = container.offset + 1;
    const close = eol + lineIndent(text, container.offset);
    if (text.startsWith(close, b)) b += close.length;
  }
  return text.slice(0, a) + text.slice(b);
}

/** Inserts one entry of ours under `event`, in a group of its own; notes the containers it creates. */
function insertEntry(t: string, file: string, event: string, entry: Record<string, unknown>, eol: string, created: Created): string {
  const root = parse(t, file)!;
  const hooks = findNodeAtLocation(root, ["hooks"]);
  const arr = hooks && findNodeAtLocation(root, ["hooks", event]);
  if (arr && arr.type === "array") return insertLast(t, arr, null, entry, eol);
  if (arr) throw new BuildError(`${file}: hooks.${event} is not an array; left untouched`);
  if (hooks && hooks.type !== "object") throw new BuildError(`${file}: "hooks" is not an object; left untouched`);
  created.events.push(event);
  if (hooks) return insertLast(t, hooks, event, [entry], eol);
  created.hooks = true;
  return insertLast(t, root, "hooks", { [event]: [entry] }, eol);
}

/**
 * Removes one entry of ours: the hook (from a group that holds others too) or its group;
 * an event's array or "hooks" left empty goes too if install created it.
 */
function removePlace(t: string, tree: Node, p: Place, L: Layout, created: Created, eol: string): string {
  const hooks = findNodeAtLocation(tree, ["hooks"])!;
  const groups = findNodeAtLocation(tree, ["hooks", p.event])!;
  const group = groups.children![p.group];
  let node: Node = group;
  if (!L.flat && p.shared) node = findNodeAtLocation(group, ["hooks"])!.children![p.hook];
  if (node === group && groups.children!.length === 1 && created.events.includes(p.event)) {
    node = groups.parent!;
    if (hooks.children!.length === 1 && created.hooks) node = hooks.parent!;
  }
  return removeChild(t, node, eol);
}

const eolOf = (text: string) => /\r?\n/.exec(text)?.[0] ?? "\n";

/** Where the command line of an entry of ours is. */
const commandAt = (L: Layout, p: Place) => (L.flat ? ["hooks", p.event, p.group, L.key] : ["hooks", p.event, p.group, "hooks", p.hook, L.key]);

/**
 * The text with our entries in place (a blank text becomes the client's skeleton first),
 * the containers that creates, and what it brought up to date in entries of ours already
 * there (their command line and matcher, rewritten in place).
 */
export function installText(text: string, file: string, hook: string, m: Manifest, command: string, client: Client = "claude", ref?: string): { text: string; created: Created; updated: string[] } {
  const L = LAYOUTS[client];
  const bom = text.startsWith(BOM) ? BOM : "";
  let t = text.trim() ? text.slice(bom.length) : L.skeleton;
  const eol = eolOf(t), created: Created = { events: [] }, updated: string[] = [];
  const ours = findOurs(parse(t, file), hook, client, ref);
  /** Rewrites an entry of ours (in a group of its own) to `matcher` (unless undefined) and the command line. */
  const refresh = (p: Place, matcher: string | undefined) => {
    const what: string[] = [];
    if (matcher !== undefined && p.matcher !== matcher) { t = applyEdits(t, modify(t, ["hooks", p.event, p.group, "matcher"], matcher, FORMAT)); what.push(`matcher ${JSON.stringify(p.matcher ?? null)} → ${JSON.stringify(matcher)}`); }
    if (p.command !== command) { t = applyEdits(t, modify(t, commandAt(L, p), command, FORMAT)); what.push(`the command line (it was ${p.command})`); }
    if (what.length) updated.push(`${p.event}: ${what.join("; ")}`);
  };
  for (const { event, matchers } of L.register(m).regs) {
    const mine = ours.filter((p) => p.event === event);
    if (!mine.length) {
      for (const matcher of matchers) t = insertEntry(t, file, event, L.entry(command, matcher, m), eol, created);
      continue;
    }
    if (matchers.length === 1) {
      // ours already there: a group that holds only ours gets the matcher and command line
      // install writes now, in place, touching nothing else; out of a group that holds
      // other hooks too, a stale entry of ours moves into a group of its own
      const matcher = matchers[0];
      const stale = mine.filter((p) => (matcher !== undefined && p.matcher !== matcher) || p.command !== command);
      for (const p of stale) if (!p.shared) refresh(p, matcher);
      const moving = stale.filter((p) => p.shared);
      for (const p of moving.reverse()) { t = removePlace(t, parse(t, file)!, p, L, { events: [] }, eol); updated.push(`${event}: moved out of a group shared with other hooks`); }
      if (moving.length === mine.length) t = insertEntry(t, file, event, L.entry(command, matcher, m), eol, created);
      continue;
    }
    // one entry per matcher (Cursor): keep those wanted, rewrite stale ones to missing ones,
    // remove what is left over, insert the rest; each kept one gets today's command line
    const missing = matchers.filter((x) => !mine.some((p) => p.matcher === x));
    const stale = mine.filter((p) => !matchers.includes(p.matcher));
    const pairs = Math.min(missing.length, stale.length);
    for (const p of mine) if (matchers.includes(p.matcher)) refresh(p, undefined);
    for (let i = 0; i < pairs; i++) refresh(stale[i], missing[i]);
    for (const p of stale.slice(pairs).sort((a, b) => b.group - a.group)) { t = removePlace(t, parse(t, file)!, p, L, { events: [] }, eol); updated.push(`${event}: removed the entry for matcher ${JSON.stringify(p.matcher ?? null)}`); }
    for (const matcher of missing.slice(pairs)) t = insertEntry(t, file, event, L.entry(command, matcher, m), eol, created);
  }
  return { text: bom + t, created, updated: uniq(updated) };
}

/** The text without our entries, and without the containers `created` names once they are empty. */
export function uninstallText(text: string, file: string, hook: string, client: Client = "claude", created: Created = { events: [] }, ref?: string): string {
  const L = LAYOUTS[client];
  const bom = text.startsWith(BOM) ? BOM : "";
  let t = text.slice(bom.length);
  const eol = eolOf(t);
  for (;;) {
    const tree = parse(t, file);
    const ours = findOurs(tree, hook, client, ref);
    if (!ours.length) break;
    t = removePlace(t, tree!, ours[ours.length - 1], L, created, eol);
  }
  return bom + t;
}

/** Removes the directories install made for a settings file (deepest first), each only while empty. */
function removeDirs(dirs: string[] | undefined): void {
  for (const d of dirs ?? []) {
    try { if (statSync(d).isDirectory() && !readdirSync(d).length) rmdirSync(d); else return; } catch { return; }
  }
}

/**
 * The files install writes beside the hooks it copies, once for all of them: a .gitignore
 * for what the hooks write as they run, and a package.json that makes Node run N.js as
 * CommonJS — its faster start, through the code cache — where a package.json above says
 * "type": "module", as a project's may (Node's search for one ends here; Deno, run with
 * --no-config, reads none).
 */
const SHARED: Record<string, string> = {
  ".gitignore": "# written by the hooks as they run (Node's code cache): not for version control\n*.cache\n*.tmp\n",
  "package.json": '{ "type": "commonjs" }\n',
};

/**
 * Installs (or with `uninstall`, removes) a built hook for a client: its files copied to
 * INSTALLED (installedDir), registered in the client's settings file by a command line with
 * no absolute path. `updated` names what an install brought up to date in entries of ours
 * already there. Uninstall takes the build's hook or just its name (N): it works from the
 * installed files and their record, after the build is gone.
 */
export function install(o: { hook: string; projectDir?: string; user?: boolean; scope?: Scope; prefer?: "native" | "deno" | "node"; uninstall?: boolean; client?: Client }): { file: string; changed: boolean; command?: string; skipped?: string[]; updated?: string[]; installed?: string } {
  const client = o.client ?? "claude";
  if (!LAYOUTS[client]) throw new BuildError(`unknown client ${JSON.stringify(client)} (${CLIENTS.join(", ")})`);
  const scope: Scope = o.scope ?? (o.user ? "user" : "project");
  if (scope === "local" && client !== "claude") throw new BuildError(`--scope local: only Claude Code has a local settings file (.claude/settings.local.json); nothing written`);
  const L = LAYOUTS[client];
  if (scope !== "user" && o.projectDir !== undefined && !(existsSync(o.projectDir) && statSync(o.projectDir).isDirectory())) throw new BuildError(`no project directory ${o.projectDir}; nothing written`);
  const where = { projectDir: o.projectDir, user: scope === "user", local: scope === "local" };
  const { dir: dest, ref } = installedDir(client, scope, o.projectDir);
  let name = basename(o.hook).replace(/\.(js|mjs|cjs|wasm|json)$/, "");
  let installed = join(dest, `${name}.js`);
  if (o.uninstall) {
    const record = readRecord(installed);
    const manifest = existsSync(join(dest, `${name}.json`)) ? (JSON.parse(readFileSync(join(dest, `${name}.json`), "utf8")) as Manifest) : readManifest(o.hook).manifest;
    const file = L.file(where, manifest);
    const before = readSettings(file);
    const made = record.settings[file];
    const after = before === null ? null : uninstallText(before, file, installed, client, made, ref);
    let changed = false;
    if (after !== before) {
      changed = true;
      // a file that install created (or found blank), back to what it was
      if (made && "file" in made && after!.replace(BOM, "") === L.skeleton) {
        if (made.file === null) rmSync(realpathSync(file)); else writeFileSync(file, made.file!);
      } else writeFileSync(file, after!); // (a symlinked settings file is written through the link)
    }
    removeDirs(made?.dirs);
    if (made) delete record.settings[file];
    // the copied files go once no settings file of this record names the hook any more
    if (!Object.keys(record.settings).length && existsSync(dest)) {
      // another hook still installed here keeps the shared files, and takes over the directories
      const heir = readdirSync(dest).find((f) => f.endsWith(".install.json") && f !== basename(recordPath(installed)));
      if (heir) {
        const at = join(dest, heir.replace(/\.install\.json$/, ".js")), r = readRecord(at);
        writeRecord(at, { ...r, files: uniq([...r.files, ...record.files.filter((f) => f in SHARED)]), hookDirs: uniq([...r.hookDirs, ...record.hookDirs]) });
        record.files = record.files.filter((f) => !(f in SHARED));
        record.hookDirs = [];
      }
      for (const f of record.files) { if (existsSync(join(dest, f))) { rmSync(join(dest, f), { force: true }); changed = true; } }
      // the code cache the hook wrote as it ran (an earlier rulec's too)
      for (const f of readdirSync(dest)) if (f === `${name}.js.cache` || (f.startsWith(`${name}.cjs.`) && f.endsWith(".cache"))) rmSync(join(dest, f), { force: true });
      record.files = [];
      writeRecord(installed, record);
      removeDirs(record.hookDirs);
    } else writeRecord(installed, record);
    return { file, changed };
  }
  const { hook: built, manifest } = readManifest(o.hook);
  // (named as the build's files are: a symlink to the hook may have another name)
  name = basename(built).replace(/\.js$/, "");
  installed = join(dest, `${name}.js`);
  const { regs, skipped } = L.register(manifest);
  if (!regs.length) throw new BuildError(`${client} has no hook for this rule set (${skipped.join("; ")}); nothing written`);
  const file = L.file(where, manifest);
  const before = readSettings(file);
  // the command line (naming a native build that is missing) and the edited settings text
  // (naming what is wrong with the file) before anything is written
  const command = hookCommand(built, manifest, o.prefer, client, ref);
  const { text: after, created, updated } = installText(before ?? "", file, installed, manifest, command, client, ref);
  // the hook's files, copied (the native build only when it runs it)
  const files = hookFiles(built, o.prefer === "native");
  const record = readRecord(installed);
  const hookDirs: string[] = [];
  for (let d = dest; !existsSync(d) && dirname(d) !== d; d = dirname(d)) hookDirs.push(d);
  mkdirSync(dest, { recursive: true });
  let copied = false, newHook = false;
  for (const f of files) {
    const from = join(dirname(built), f), to = join(dest, f);
    if (resolve(from) === resolve(to)) continue;
    const bytes = readFileSync(from);
    if (!existsSync(to) || !readFileSync(to).equals(bytes)) { writeFileSync(to, bytes); copied = true; newHook ||= f === `${name}.js`; }
    if (f === name) chmodSync(to, 0o755);
  }
  // what an earlier install left that this one replaces: an earlier rulec's N.mjs, N.cjs and
  // its runtime, and the code caches of an earlier N.js (a cache names the runtime it was
  // made from, and the hook uses none but its own; this keeps the directory clean)
  if (newHook) removeEarlierHooks(dest, name);
  for (const [f, text] of Object.entries(SHARED)) if (!existsSync(join(dest, f))) { writeFileSync(join(dest, f), text); files.push(f); copied = true; }
  // (in the order recorded: an install that changes nothing rewrites nothing)
  record.files = uniq([...record.files.filter((f) => files.includes(f) || existsSync(join(dest, f))), ...files]);
  record.hookDirs = uniq([...hookDirs, ...record.hookDirs]);
  if (after !== before) {
    if (!before?.trim()) created.file = before;
    // the directories the file needs that are not there yet, deepest first
    const dirs: string[] = [];
    for (let d = dirname(file); !existsSync(d) && dirname(d) !== d; d = dirname(d)) dirs.push(d);
    if (dirs.length) created.dirs = dirs;
    if (created.events.length || dirs.length || "file" in created) {
      const old = "file" in created ? undefined : record.settings[file];
      record.settings[file] = { ...old, ...created, hooks: old?.hooks || created.hooks, events: uniq([...(old?.events ?? []), ...created.events]) };
      if (old?.dirs || dirs.length) record.settings[file].dirs = uniq([...dirs, ...(old?.dirs ?? [])]);
    } else if (!record.settings[file]) record.settings[file] = { events: [] };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, after);
  } else if (!record.settings[file]) record.settings[file] = { events: [] };
  writeRecord(installed, record);
  return { file, changed: after !== before || copied, command, skipped, updated, installed: dest };
}

// ─── doctor ───────────────────────────────────────────────────────────────────

export interface Check { ok: boolean; what: string; detail: string }

/** The failure policy's reason in a hook's answer (`rulec (N): …`), wherever it was put. */
function failureReason(name: string, stdout: string, stderr: string): string | null {
  const mark = `rulec (${name}): `;
  const texts = [stderr];
  const walk = (v: unknown): void => { if (typeof v === "string") texts.push(v); else if (v && typeof v === "object") Object.values(v).forEach(walk); };
  try { if (stdout.trim()) walk(JSON.parse(stdout)); } catch { texts.push(stdout); }
  for (const line of texts.join("\n").split("\n")) if (line.includes(mark)) return line.slice(line.indexOf(mark)).trim();
  return null;
}

/** Where a client's hook of this name is registered, and by which command lines, in each scope. */
function registered(client: Client, name: string, project: string, m: Manifest): { where: string[]; commands: string[]; invalid: Check[] } {
  const where: string[] = [], commands: string[] = [], invalid: Check[] = [];
  const scopes: Scope[] = client === "claude" ? ["project", "local", "user"] : ["project", "user"];
  for (const scope of scopes) {
    const { dir, ref } = installedDir(client, scope, project);
    const file = LAYOUTS[client].file({ projectDir: project, user: scope === "user", local: scope === "local" }, m);
    try {
      const text = readSettings(file);
      if (text === null) continue;
      for (const p of findOurs(parse(text.replace(BOM, ""), file), join(dir, `${name}.js`), client, ref)) {
        where.push(`${file} (${p.event}${p.matcher ? ", matcher " + p.matcher : ""})`);
        commands.push(p.command);
      }
    } catch (e) { invalid.push({ ok: false, what: `settings file ${file} is valid JSON`, detail: (e as Error).message }); }
  }
  return { where, commands, invalid };
}

/** A Bash call of `command`, before it runs, as `client` hands it to a hook. */
function bashCall(client: Client, project: string, command: string): Record<string, unknown> {
  if (client === "gemini") return { session_id: "rulec-doctor", cwd: project, hook_event_name: "BeforeTool", tool_name: "run_shell_command", tool_input: { command } };
  if (client === "cursor") return { conversation_id: "rulec-doctor", hook_event_name: "beforeShellExecution", command, cwd: project, workspace_roots: [project] };
  if (client === "copilot") return { sessionId: "rulec-doctor", cwd: project, toolName: "bash", toolArgs: JSON.stringify({ command }) };
  return { session_id: "rulec-doctor", cwd: project, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command } };
}

export async function doctor(o: { hook: string; projectDir?: string; client?: Client }): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (ok: boolean, what: string, detail = "") => checks.push({ ok, what, detail });
  const client = o.client ?? "claude";
  const project = resolve(o.projectDir ?? process.cwd());
  if (!statSync(project, { throwIfNoEntry: false })?.isDirectory()) throw new BuildError(`doctor: no project directory ${project}`);
  // the build's hook, or the copy install made (a teammate's clone has no build)
  const name = basename(o.hook).replace(/\.(js|mjs|cjs|wasm|json)$/, "");
  const copy = (["project", "user"] as Scope[]).map((s) => join(installedDir(client, s, project).dir, `${name}.js`)).find((f) => existsSync(f));
  const { hook, manifest: m } = existsSync(o.hook) || existsSync(o.hook + ".js") || !copy ? readManifest(o.hook) : readManifest(copy);
  const env: NodeJS.ProcessEnv = { ...process.env, CLAUDE_PROJECT_DIR: project, GEMINI_PROJECT_DIR: project };
  delete env.NODE_EXTRA_CA_CERTS;

  // where it is registered, and by which command lines (read first: the hook runs as registered)
  const { where, commands, invalid } = registered(client, name, project, m);
  // as the client runs it: the registered command line through sh, the payload on stdin;
  // not registered, by node. (RULEC_NO_PREFILTER: the harmless call reaches the classifier.)
  const hosts = commands.length ? uniq(commands).map((c) => ({ label: `as registered: ${c}`, file: "sh", args: ["-c", c] })) : [{ label: "", file: process.execPath, args: [hook] }];

  // 1. the hook loads and answers a harmless call (a Bash call in the client's own shape
  // when the rule set sees Bash calls before they run)
  const bash = m.events.includes("PreToolUse") && (m.tools.includes("Bash") || m.tools.includes("*"));
  const benign = JSON.stringify(bash ? bashCall(client, project, "true") : { session_id: "rulec-doctor", cwd: project, hook_event_name: m.events[0], tool_name: m.tools.includes("Bash") ? "Bash" : m.tools[0], tool_input: { command: "true" } });
  const state = mkdtempSync(join(tmpdir(), "rulec-doctor-"));
  try {
    const run = (h: (typeof hosts)[number], input: string) => {
      const r = spawnSync(h.file, h.args, { input, encoding: "utf8", env: { ...env, RULEC_STATE_DIR: state, RULEC_NO_PREFILTER: "1" }, cwd: project, timeout: 20000 });
      return { ...r, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
    };
    const also = (h: (typeof hosts)[number], detail: string) => [detail, h.label].filter(Boolean).join(" — ");
    for (const h of hosts) {
      const r0 = run(h, benign);
      const failed = failureReason(m.name, r0.stdout, r0.stderr);
      const why = r0.error ? `did not run: ${r0.error.message}`
        : failed ? `the failure policy answered: ${failed}`
        : r0.status !== 0 ? `exit ${r0.status}: ${r0.stderr.trim().split("\n")[0]}`
        : r0.stderr.trim();
      add(!why, "the hook loads and answers", also(h, why));
    }

    // 2. registered in the project's or the user's settings
    checks.push(...invalid);
    const events = new Set(where.map((w) => /\((\w+)/.exec(w)![1]));
    // (in the client's own event names)
    const missing = uniq(registrations(client, m).regs.map((r) => r.event)).filter((e) => !events.has(e));
    const clientFlag = client === "claude" ? "" : ` --client ${client}`;
    add(missing.length === 0, "registered in settings", missing.length ? `not registered for ${missing.join(", ")} — run rulec install ${o.hook} --project-dir ${project}${clientFlag}` : where.join("; "));
    // a command line from an older build: Deno without the write access the hook now needs
    const short = uniq(commands).filter((c) => m.writes && / run --no-config --quiet --allow-read --allow-env (?!--allow-write)/.test(c));
    if (short.length) add(false, "the registered command can write session state", `${short[0]} lacks --allow-write: every call that writes fails open — run rulec install ${o.hook} --project-dir ${project}${clientFlag} again`);
    // a client that also runs another client's hooks runs this one twice
    const ALSO: Partial<Record<Client, Client[]>> = { claude: ["copilot", "cursor"], copilot: ["claude"], cursor: ["claude"] };
    for (const other of ALSO[client] ?? []) {
      if (!registered(other, name, project, m).where.length) continue;
      const reader = client === "claude" ? other : client;
      add(false, `not registered twice for ${reader}`, `${reader} also runs the hooks in .claude/settings.json: with this hook registered for both ${client} and ${other}, it runs twice on each call — uninstall one (rulec uninstall ${name} --project-dir ${project} --client ${other})`);
    }
    if (client === "codex") add(codexHooksOn(project), "Codex runs hooks", codexHooksOn(project)
      ? "hooks are on (the default since Codex 0.124); Codex runs a project's hooks only in a trusted project, after you trust them (/hooks)"
      : "a config.toml turns them off ([features] hooks = false): set it to true");

    // 3. every fail-open precondition, eagerly (a classifier that cannot run fails check 1
    // too: here it is one more failed check, not the end of the report)
    if (m.requires.length) {
      const { load, hostFacts } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
      let results: boolean[] | null = null;
      try {
        const wasm = readFileSync(hook.replace(/\.js$/, ".wasm"));
        results = load(wasm, hostFacts()).preconditions({ cwd: project, project_dir: project, hook_event_name: m.events[0] });
      } catch (e) {
        add(false, "the preconditions can be checked", String((e as Error).message ?? e).split("\n")[0]);
      }
      const held = results;
      if (held) m.requires.forEach((label, i) => add(held[i], `precondition ${i + 1} holds`, held[i] ? label : `${label} is false: the rule set fails open (silent) on every call`));
    }

    // 4. a known-deny probe through the real process
    if (m.probe) {
      const probe = JSON.stringify(bashCall(client, project, m.probe.command));
      for (const h of hosts) {
        const r = run(h, probe);
        let got = r.status === 2 ? "deny" : "silent";
        // (the decision, wherever the client's answer shape puts it)
        try { if (r.stdout.trim()) { const j = JSON.parse(r.stdout); got = j.hookSpecificOutput?.permissionDecision ?? j.permissionDecision ?? j.permission ?? (j.decision === "block" ? "deny" : j.decision) ?? "context"; } } catch { got = "unparseable output"; }
        const failed = failureReason(m.name, r.stdout, r.stderr);
        add(got === "deny" && !failed, "a known-deny probe is denied", also(h, `${JSON.stringify(m.probe.command)} (rule ${m.probe.rule}) gave ${got}${failed ? ` (${failed})` : ""}`));
      }
    } else add(true, "a known-deny probe is denied", "skipped: no deny rule of the set carries a Bash example to probe with");
    return checks;
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

/** Codex runs hooks unless a config.toml (the user's or the project's) turns the feature off. */
function codexHooksOn(project: string): boolean {
  for (const f of [join(home("CODEX_HOME", ".codex"), "config.toml"), join(project, ".codex", "config.toml")]) {
    let text = "";
    try { text = readFileSync(f, "utf8"); } catch { continue; }
    const features = /^\s*\[features\]([\s\S]*?)(?=^\s*\[|$(?![\s\S]))/m.exec(text)?.[1] ?? "";
    if (/^\s*(codex_)?hooks\s*=\s*false\b/m.test(features)) return false;
  }
  return true;
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

// --recommended: rulec's destructive guard and readonly approver, composed, with room for
// the project's own rules
const RECOMMENDED = (name: string) => `// ${name}: rulec's recommended rule set — destructive (deny what loses work or data) and
// readonly (approve what provably only reads) in one classifier — plus this project's own
// rules. Build: npx rulec build rules/${name}.ts --out-dir build
// Test: npx rulec test rules/${name}.ts (compares verdicts with rules/${name}.snap)

import { ruleset, context, command } from "rulec";
import destructive from "rulec/rules/destructive";
import readonly from "rulec/rules/readonly";

export default ruleset({
  name: ${JSON.stringify(name)},
  include: [destructive, readonly],
  events: ["PreToolUse"],
  tools: ["Bash"],
  rules: [
    // this project's own rules; one precedence with the included ones (deny > ask > allow)
    context("npm-install", command("npm").positional(0, ["install", "i"]),
      "Dependencies are pinned in package-lock.json: prefer npm ci unless you mean to change them.",
      { examples: ["npm install"] }),
  ],
});
`;

const RECOMMENDED_CASES = `# Cases for rulec test: each runs through the compiled rule set; the verdicts are
# compared with the committed snapshot (rulec test --update rewrites it).
cases:
  - git status && git log --oneline -5
  - ls -la | grep src
  - git push --force origin main
  - rm -rf ~
  - npm install
  - { command: "cat README.md", files: { README.md: "hello" } }
`;

const CASES = `# Cases for rulec test: each runs through the compiled rule set; the verdicts are
# compared with the committed snapshot (rulec test --update rewrites it).
cases:
  - git push --force-with-lease origin main
  - sudo git push -f
  - npm ci
  - { command: "cat README.md", files: { README.md: "hello" } }
`;

export function init(o: { dir: string; name: string; recommended?: boolean }): string[] {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(o.name)) throw new BuildError(`init: ${JSON.stringify(o.name)} is not a usable name (letters, digits, . _ -)`);
  const rules = join(resolve(o.dir), "rules");
  const files = [join(rules, `${o.name}.ts`), join(rules, `${o.name}.cases.yaml`)];
  for (const f of files) if (existsSync(f)) throw new BuildError(`init: ${f} exists; nothing written`);
  mkdirSync(rules, { recursive: true });
  writeFileSync(files[0], o.recommended ? RECOMMENDED(o.name) : TEMPLATE(o.name));
  writeFileSync(files[1], o.recommended ? RECOMMENDED_CASES : CASES);
  return files;
}

export { basename };
