// One compiled policy for every agent client. The conformance vectors in
// test/vectors/<client>.jsonl are tool calls in each client's own payload shape, fed to the
// real hook process (with `--client NAME` as `rulec install` writes it, and without it to
// test detection); the answer is read as that client would read it. The vectors share call
// ids across files: the same tool call gets the same decision on every client (the table
// printed at the end), or the documented closest safe equivalent where a client lacks one.
// Then: every answer shape through a probe rule set, once-per-session stamps where context
// cannot be delivered, the payload mapping, and `rulec install --client` byte for byte: the
// hook copied into the client's directory, registered by a command line with no absolute path.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, built } from "./helpers/built.mjs";
import { runHook } from "./helpers/child.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { DENO } from "../scripts/reference.mjs";
import { rulecInProcess } from "./helpers/rulec.mjs";

const { CLIENTS, clientOption, detectClient, patchFiles, toModel, mergeResults } = await import(pathToFileURL(join(ROOT, "runtime/clients.mjs")).href);
const CLI = join(ROOT, "compiler/cli.mjs");
const work = scratch("rulec-clients-");
test.after(() => rmSync(work, { recursive: true, force: true }));

// ─── fixtures ─────────────────────────────────────────────────────────────────
function write(path, text) { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, text); }
function git(cwd, ...a) { execFileSync("git", a, { cwd, stdio: "ignore", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_SYSTEM: "/dev/null" } }); }
function fixture(kind) {
  const base = join(work, kind), root = join(base, "proj"), home = join(base, "home");
  mkdirSync(home, { recursive: true });
  if (kind === "repo") {
    write(join(root, "README.md"), "x\n");
    write(join(root, "src/app.ts"), "export {};\n");
    git(root, "init", "-q", "-b", "main");
    git(root, "-c", "user.email=t@example.com", "-c", "user.name=t", "add", ".");
    git(root, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "init");
  } else {
    write(join(root, "build.sbt"), 'scalaVersion := "3.3.1"\n');
    write(join(root, "src/main/scala/Main.scala"), "object Main\n");
    write(join(root, "src/main/ts/app.ts"), "export {};\n");
    write(join(root, ".mcp.json"), JSON.stringify({ mcpServers: { "scala-semantic": { command: "scalasemantic-mcp" } } }));
    write(join(root, "target/scala-3.3.1/meta/META-INF/semanticdb/src/main/scala/Main.scala.semanticdb"), "");
  }
  return { base, root, home };
}
const FIX = { repo: fixture("repo"), scala: fixture("scala") };
function expand(v, fx) {
  if (typeof v === "string") return v.replaceAll("{root}", fx.root).replaceAll("{base}", fx.base);
  if (Array.isArray(v)) return v.map((x) => expand(x, fx));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x, fx)]));
  return v;
}

// ─── the hooks ────────────────────────────────────────────────────────────────
const HOOKS = {};
for (const name of ["git-local", "scala-guard", "destructive"]) HOOKS[name] = (await built(`rules/${name}.ts`)).hookPath;
// ─── what each client makes of an answer ──────────────────────────────────────
// deny | ask | allow | context | silent | notice (shown to the user only) | error
const err = (why) => ({ cls: "error", why });
function observe(client, native, r) {
  const out = r.stdout.trim(), stderr = r.stderr.trim();
  if (r.status === 2) {
    if (!stderr) return err("exit 2 with empty stderr");
    if (client === "copilot" && native !== "postToolUseFailure") return err("Copilot skips a hook that exits non-zero (fail-open)");
    return { cls: client === "copilot" ? "context" : "deny", text: stderr };
  }
  if (r.status !== 0) return err(`exit ${r.status}: ${stderr.split("\n")[0]}`);
  if (!out) return { cls: "silent", text: "" };
  if (!out.startsWith("{")) return err("plain text on stdout");
  let j;
  try { j = JSON.parse(out); } catch { return err("stdout is not exactly one JSON document"); }
  switch (client) {
    case "claude": case "codex": {
      const h = j.hookSpecificOutput;
      if (h && h.permissionDecision) {
        if (h.hookEventName !== native) return err(`hookEventName ${h.hookEventName} on ${native}`);
        if (h.permissionDecision === "deny" && !h.permissionDecisionReason) return err("deny without a reason");
        if (client === "codex" && h.permissionDecision !== "deny") return err(`Codex marks the hook failed on permissionDecision ${h.permissionDecision} (the call proceeds)`);
        return { cls: h.permissionDecision, text: (h.permissionDecisionReason ?? "") + "\n" + (h.additionalContext ?? "") };
      }
      if (h && typeof h.additionalContext === "string" && h.additionalContext.trim()) {
        if (h.hookEventName !== native) return err(`hookEventName ${h.hookEventName} on ${native}`);
        return { cls: "context", text: h.additionalContext };
      }
      if (j.decision === "block") return { cls: "deny", text: j.reason ?? "" };
      return err(`unexpected answer ${out}`);
    }
    case "gemini": {
      if (j.decision === "deny" || j.decision === "block") return j.reason ? { cls: "deny", text: j.reason } : err("deny without a reason");
      if (j.decision === "ask") return native === "BeforeTool" ? { cls: "ask", text: j.reason + "\n" + (j.systemMessage ?? "") } : err(`ask on ${native}`);
      const h = j.hookSpecificOutput;
      if (h && typeof h.additionalContext === "string") {
        if (!["AfterTool", "BeforeAgent", "SessionStart"].includes(native)) return err(`Gemini ignores additionalContext on ${native}`);
        if (h.hookEventName !== native) return err(`hookEventName ${h.hookEventName} on ${native}`);
        return { cls: "context", text: h.additionalContext };
      }
      if (typeof j.systemMessage === "string") return { cls: "notice", text: j.systemMessage };
      return err(`unexpected answer ${out}`);
    }
    case "cursor": {
      if (j.permission) {
        if (!["beforeShellExecution", "beforeMCPExecution", "beforeReadFile", "preToolUse"].includes(native)) return err(`permission on ${native}`);
        if (j.permission === "ask" && !["beforeShellExecution", "beforeMCPExecution"].includes(native)) return err(`Cursor cannot ask on ${native}`);
        if (j.permission === "deny" && !j.agent_message) return err("deny without agent_message");
        return { cls: j.permission, text: j.agent_message ?? "" };
      }
      if (j.continue === false) return native === "beforeSubmitPrompt" ? { cls: "deny", text: j.user_message ?? "" } : err(`continue on ${native}`);
      if (typeof j.followup_message === "string") return { cls: "deny", text: j.followup_message };
      if (typeof j.additional_context === "string") return ["postToolUse", "postToolUseFailure", "sessionStart"].includes(native) ? { cls: "context", text: j.additional_context } : err(`additional_context on ${native}`);
      return err(`unexpected answer ${out}`);
    }
    case "copilot": {
      if (j.permissionDecision) {
        if (native !== "preToolUse" && native !== "PreToolUse") return err(`permissionDecision on ${native}`);
        if (j.permissionDecision === "ask") return err("the Copilot coding agent acts on deny only: an ask would proceed");
        if (j.permissionDecision === "deny" && !j.permissionDecisionReason) return err("deny without a reason");
        return { cls: j.permissionDecision, text: j.permissionDecisionReason ?? "" };
      }
      if (j.decision === "block") return ["agentStop", "subagentStop", "Stop", "SubagentStop"].includes(native) ? { cls: "deny", text: j.reason ?? "" } : err(`decision on ${native}`);
      return err(`unexpected answer ${out}`);
    }
  }
  return err("unknown client");
}
const nativeOf = (client, p) => (client === "copilot" ? p.hook_event_name ?? (p.toolResult ? "postToolUse" : p.toolName ? "preToolUse" : p.prompt ? "userPromptSubmitted" : "agentStop") : p.hook_event_name);

// ─── the vectors ──────────────────────────────────────────────────────────────
/** The documented mapping (README "Clients"): the class a client shows for rulec's tier. */
function expected(client, tier, tool) {
  if (tier === "deny" || tier === "silent") return tier;
  if (tier === "ask") return client === "claude" || client === "gemini" || (client === "cursor" && tool === "Bash") ? "ask" : "deny";
  if (tier === "context") return client === "claude" || client === "codex" ? "context" : "silent";
  return tier;
}

// not test/clients/: `uvu test cli` / `uvu test clients` would match (and try to import) the .jsonl files
const VECTOR_DIR = join(ROOT, "test/vectors");
const VECTORS = {};
for (const client of CLIENTS) {
  const file = join(VECTOR_DIR, `${client}.jsonl`);
  VECTORS[client] = readFileSync(file, "utf8").split("\n").map((l, i) => [l.trim(), i + 1])
    .filter(([l]) => l && !l.startsWith("#"))
    .map(([l, line]) => ({ ...JSON.parse(l), where: `${relative(ROOT, file)}:${line}` }));
}

const seen = {}; // call → client → observed class
function check(client, v, how, r) {
  const p = expand(v.payload, FIX[v.fixture]);
  const o = observe(client, nativeOf(client, p), r);
  const at = `${v.where} ${v.call} (${how})`;
  assert.is(o.cls, v.expect, `${at}: expected ${v.expect}, got ${o.cls}${o.why ? ` — ${o.why}` : ""}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  for (const m of v.mentions ?? []) assert.ok((o.text ?? "").includes(m), `${at}: the text lacks ${JSON.stringify(m)}: ${o.text}`);
  if (v.stderr) assert.ok(r.stderr.includes(v.stderr), `${at}: stderr lacks ${JSON.stringify(v.stderr)}: ${r.stderr}`);
  if (o.cls === "silent" && !v.stderr) assert.is(r.stderr, "", `${at}: a silent answer writes nothing on stderr`);
  return o;
}
const hookEnv = (client, fx, state) => ({
  HOME: fx.home, RULEC_STATE_DIR: state,
  // Claude Code and Gemini CLI set CLAUDE_PROJECT_DIR; the others do not
  ...(client === "claude" || client === "gemini" ? { CLAUDE_PROJECT_DIR: fx.root } : {}),
});

for (const client of CLIENTS) {
  test(`${client}: conformance vectors through the real hook process`, () => {
    for (const v of VECTORS[client]) {
      (seen[v.call] ??= {})[client] = v.expect === "unhooked" ? "—" : null;
      if (v.expect === "unhooked") { assert.ok(v.why, `${v.where}: an unhooked call says why`); continue; }
      assert.is(v.expect, expected(client, v.tier, v.tool), `${v.where}: expect follows the documented mapping of ${v.tier}`);
      const fx = FIX[v.fixture];
      const input = JSON.stringify(expand(v.payload, fx));
      const state = mkdtempSync(join(work, "state-"));
      const args = client === "claude" ? [] : ["--client", client];
      const o = check(client, v, args.join(" ") || "no arguments", runHook(HOOKS[v.ruleset], input, { args, env: hookEnv(client, fx, state) }));
      seen[v.call][client] = o.cls;
      if (v.detect && client !== "claude") check(client, v, "detected from the payload", runHook(HOOKS[v.ruleset], input, { env: hookEnv(client, fx, mkdtempSync(join(work, "state-"))) }));
    }
  });
}

if (existsSync(DENO)) {
  test("every client on Deno: --client from Deno.args, detection without it", () => {
    for (const client of CLIENTS) {
      for (const v of VECTORS[client].filter((x) => x.detect)) {
        const fx = FIX[v.fixture];
        const input = JSON.stringify(expand(v.payload, fx));
        const env = hookEnv(client, fx, mkdtempSync(join(work, "state-")));
        check(client, v, "deno --client", runHook(HOOKS[v.ruleset], input, { args: ["--client", client], env, host: "deno" }));
        check(client, v, "deno, detected", runHook(HOOKS[v.ruleset], input, { env, host: "deno" }));
      }
    }
  });
}

test("the same tool call gets the same decision on every client", () => {
  const calls = Object.keys(seen);
  const reference = VECTORS.claude.map((v) => v.call);
  for (const client of CLIENTS) {
    const mine = VECTORS[client].filter((v) => !v.only).map((v) => v.call);
    assert.equal(mine, reference, `${client}.jsonl has the same calls, in the same order, as claude.jsonl`);
  }
  for (const call of reference) {
    const tiers = new Set(CLIENTS.map((c) => VECTORS[c].find((v) => v.call === call).tier));
    assert.is(tiers.size, 1, `${call}: one rulec verdict on every client`);
  }
  const w = Math.max(...calls.map((c) => c.length));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(i ? 9 : w)).join(" ");
  console.log("\n" + line(["tool call", "verdict", ...CLIENTS]));
  for (const call of reference) console.log(line([call, VECTORS.claude.find((v) => v.call === call).tier, ...CLIENTS.map((c) => seen[call]?.[c] ?? "?")]));
});

// ─── every answer shape, through a probe rule set ─────────────────────────────
const PROBE = `import { allow, ask, command, context, deny, event, field, ruleset } from "rulec";
export default ruleset({
  name: "clients-probe",
  events: ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop"],
  tools: ["Bash"],
  failure: "closed",
  rules: [
    deny("rm", command("rm"), "No rm here."),
    ask("curl", command("curl"), "Fetch {command}?"),
    allow("echo", command("echo"), "echo is fine"),
    context("cat", command("cat"), "For reading files, the Read tool.", { once: "session" }),
    deny("prompt-deploy", event("UserPromptSubmit").and(field("prompt", /deploy/)), "No deploys from a prompt."),
    context("prompt-docs", event("UserPromptSubmit").and(field("prompt", /docs/)), "The docs live in docs/."),
    deny("stop", event("Stop").and(field("cwd", /never-stop/)), "Not done yet: run the tests."),
  ],
});
`;
const probeFile = join(work, "clients-probe.ts");
writeFileSync(probeFile, PROBE);
const probe = (await built(relative(ROOT, probeFile))).hookPath;

/** A payload for `client` on rulec's `event` with a Bash command / prompt. */
function shaped(client, event, { command, prompt, cwd = "/tmp", session = "s1" }) {
  const tool = { claude: "Bash", codex: "Bash", gemini: "run_shell_command", cursor: "Shell", copilot: "bash" }[client];
  switch (client) {
    case "claude": case "codex": {
      const extra = client === "codex" ? { turn_id: "t1", model: "gpt-5.1-codex" } : {};
      if (event === "UserPromptSubmit") return { session_id: session, cwd, hook_event_name: event, prompt, ...extra };
      if (event === "Stop") return { session_id: session, cwd, hook_event_name: event, stop_hook_active: false, ...extra };
      return { session_id: session, cwd, hook_event_name: event, tool_name: tool, tool_input: { command }, ...(event === "PostToolUse" ? { tool_response: {} } : {}), ...extra };
    }
    case "gemini": {
      const ev = { PreToolUse: "BeforeTool", PostToolUse: "AfterTool", UserPromptSubmit: "BeforeAgent", Stop: "AfterAgent" }[event];
      if (event === "UserPromptSubmit") return { session_id: session, cwd, hook_event_name: ev, prompt };
      if (event === "Stop") return { session_id: session, cwd, hook_event_name: ev, prompt: "x", prompt_response: "y", stop_hook_active: false };
      return { session_id: session, cwd, hook_event_name: ev, tool_name: tool, tool_input: { command }, ...(event === "PostToolUse" ? { tool_response: { llmContent: "" } } : {}) };
    }
    case "cursor": {
      const base = { conversation_id: session, generation_id: "g", cursor_version: "2.1.32", workspace_roots: [cwd] };
      if (event === "UserPromptSubmit") return { ...base, hook_event_name: "beforeSubmitPrompt", prompt };
      if (event === "Stop") return { ...base, hook_event_name: "stop", status: "completed", loop_count: 0 };
      if (event === "PostToolUse") return { ...base, hook_event_name: "postToolUse", tool_name: tool, tool_input: { command }, tool_output: "" };
      return { ...base, hook_event_name: "beforeShellExecution", command, cwd };
    }
    case "copilot": {
      const base = { sessionId: session, timestamp: 1, cwd };
      if (event === "UserPromptSubmit") return { ...base, prompt };
      if (event === "Stop") return { ...base, transcriptPath: "/tmp/t", stopReason: "end_turn" };
      if (event === "PostToolUse") return { ...base, toolName: tool, toolArgs: JSON.stringify({ command }), toolResult: { resultType: "success", textResultForLlm: "" } };
      return { ...base, toolName: tool, toolArgs: JSON.stringify({ command }) };
    }
  }
}

// [rulec event, input, { client: expected class }]
const SHAPES = [
  ["PreToolUse", { command: "rm x" }, { claude: "deny", codex: "deny", gemini: "deny", cursor: "deny", copilot: "deny" }],
  ["PreToolUse", { command: "curl https://example.com" }, { claude: "ask", codex: "deny", gemini: "ask", cursor: "ask", copilot: "deny" }],
  ["PreToolUse", { command: "echo hi" }, { claude: "allow", codex: "silent", gemini: "silent", cursor: "allow", copilot: "allow" }],
  ["PreToolUse", { command: "true" }, { claude: "silent", codex: "silent", gemini: "silent", cursor: "silent", copilot: "silent" }],
  ["PostToolUse", { command: "rm x" }, { claude: "deny", codex: "deny", gemini: "deny", cursor: "context", copilot: "silent" }],
  ["PostToolUse", { command: "curl x" }, { claude: "deny", codex: "deny", gemini: "deny", cursor: "context", copilot: "silent" }],
  ["UserPromptSubmit", { prompt: "deploy it" }, { claude: "deny", codex: "deny", gemini: "deny", cursor: "deny", copilot: "silent" }],
  ["UserPromptSubmit", { prompt: "update the docs" }, { claude: "context", codex: "context", gemini: "context", cursor: "silent", copilot: "silent" }],
  ["Stop", { cwd: "/tmp/never-stop" }, { claude: "deny", codex: "deny", gemini: "deny", cursor: "deny", copilot: "deny" }],
  ["Stop", { cwd: "/tmp" }, { claude: "silent", codex: "silent", gemini: "silent", cursor: "silent", copilot: "silent" }],
];
const NATIVE = {
  gemini: { PreToolUse: "BeforeTool", PostToolUse: "AfterTool", UserPromptSubmit: "BeforeAgent", Stop: "AfterAgent" },
  cursor: { PreToolUse: "beforeShellExecution", PostToolUse: "postToolUse", UserPromptSubmit: "beforeSubmitPrompt", Stop: "stop" },
  copilot: { PreToolUse: "preToolUse", PostToolUse: "postToolUse", UserPromptSubmit: "userPromptSubmitted", Stop: "agentStop" },
};

test("probe: every verdict on every event, in each client's answer shape", () => {
  for (const [event, input, want] of SHAPES) {
    for (const client of CLIENTS) {
      const p = shaped(client, event, input);
      const r = runHook(probe, JSON.stringify(p), { args: client === "claude" ? [] : ["--client", client], env: { RULEC_STATE_DIR: mkdtempSync(join(work, "state-")) } });
      const native = NATIVE[client]?.[event] ?? event;
      const o = observe(client, native, r);
      assert.is(o.cls, want[client], `${client} ${event} ${JSON.stringify(input)}: ${o.why ?? ""}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
    }
  }
});

test("probe: a fail-closed rule set denies a malformed payload in each client's shape", () => {
  const bad = {
    claude: { hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: 1 } },
    codex: { hook_event_name: "PreToolUse", turn_id: "t", tool_name: "apply_patch", tool_input: { command: "no patch here" } },
    gemini: { hook_event_name: "AfterTool", tool_name: "run_shell_command", tool_input: [] },
    cursor: { hook_event_name: "preToolUse", conversation_id: "c", tool_name: "Shell", tool_input: "{not json" },
    copilot: { sessionId: "s", toolName: "bash", toolArgs: "[1]" },
  };
  const native = { claude: "PreToolUse", codex: "PreToolUse", gemini: "AfterTool", cursor: "preToolUse", copilot: "preToolUse" };
  for (const client of CLIENTS) {
    for (const args of [[], ["--client", client]]) {
      const r = runHook(probe, JSON.stringify(bad[client]), { args, env: { RULEC_STATE_DIR: mkdtempSync(join(work, "state-")) } });
      const o = observe(client, native[client], r);
      assert.is(o.cls, "deny", `${client} ${args.join(" ")}: ${o.why ?? ""} ${r.stdout}`);
      assert.match(o.text, /rulec \(clients-probe\): .*fails closed/);
    }
    // unreadable input: only --client tells the shape
    const r = runHook(probe, "{", { args: client === "claude" ? [] : ["--client", client], env: {} });
    assert.is(observe(client, { claude: "PreToolUse", codex: "PreToolUse", gemini: "BeforeTool", cursor: "beforeShellExecution", copilot: "preToolUse" }[client], r).cls, "deny", `${client}: invalid JSON`);
  }
  const r = runHook(probe, JSON.stringify(shaped("claude", "PreToolUse", { command: "true" })), { args: ["--client", "windsurf"] });
  assert.match(r.stdout, /--client \\"windsurf\\": expected one of claude, codex, gemini, cursor, copilot/);
});

test("probe: context a client cannot deliver is not stamped as delivered", () => {
  // Gemini: BeforeTool has no channel to the model; AfterTool has one
  const state = mkdtempSync(join(work, "state-"));
  const go = (client, event, session) => {
    const r = runHook(probe, JSON.stringify(shaped(client, event, { command: "cat README.md", session })), { args: ["--client", client], env: { RULEC_STATE_DIR: state } });
    return observe(client, NATIVE[client]?.[event] ?? event, r).cls;
  };
  assert.equal([go("gemini", "PreToolUse", "g"), go("gemini", "PreToolUse", "g"), go("gemini", "PostToolUse", "g"), go("gemini", "PostToolUse", "g")], ["silent", "silent", "context", "silent"]);
  assert.equal([go("copilot", "PreToolUse", "p"), go("copilot", "PreToolUse", "p")], ["silent", "silent"]);
  assert.not.ok(existsSync(join(state, "clients-probe", "p.json")) && JSON.parse(readFileSync(join(state, "clients-probe", "p.json"), "utf8")).agents.main?.length, "Copilot: nothing stamped");
  assert.equal([go("cursor", "PreToolUse", "c"), go("cursor", "PostToolUse", "c"), go("cursor", "PostToolUse", "c")], ["silent", "context", "silent"]);
  assert.equal([go("codex", "PreToolUse", "x"), go("codex", "PreToolUse", "x")], ["context", "silent"]);
});

// ─── the payload mapping, in-process ──────────────────────────────────────────
test("detection: each client's payload shape, Claude Code by default", () => {
  const cases = [
    [{ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command: "x" } }, "claude"],
    [{ hook_event_name: "SessionStart", model: "claude-opus", source: "startup" }, "claude"],
    [{ hook_event_name: "PreToolUse", tool_name: "Bash", model: "gpt-5", turn_id: "t" }, "codex"],
    [{ hook_event_name: "PreToolUse", tool_name: "apply_patch", tool_input: { command: "" } }, "codex"],
    [{ hook_event_name: "PostToolUse", tool_name: "Bash", model: "gpt-5" }, "codex"],
    [{ hook_event_name: "BeforeTool", tool_name: "x" }, "gemini"],
    [{ hook_event_name: "SessionStart", tool_name: "run_shell_command" }, "gemini"],
    [{ hook_event_name: "beforeShellExecution", command: "ls" }, "cursor"],
    [{ hook_event_name: "preToolUse", conversation_id: "c" }, "cursor"],
    [{ hook_event_name: "PreToolUse", conversation_id: "c", cursor_version: "2.1", tool_name: "Bash" }, "claude"],
    [{ sessionId: "s", toolName: "bash", toolArgs: "{}" }, "copilot"],
    [{ hook_event_name: "PreToolUse", session_id: "s", tool_name: "bash", tool_input: {} }, "copilot"],
    [[], "claude"], [null, "claude"], ["x", "claude"],
  ];
  for (const [p, want] of cases) assert.is(detectClient(p), want, JSON.stringify(p));
  assert.is(clientOption(["--client", "gemini"]), "gemini");
  assert.is(clientOption(["--x", "--client=cursor"]), "cursor");
  assert.is(clientOption(["--client"]), "");
  assert.is(clientOption([]), null);
});

test("mapping: tools, paths and directories in rulec's (Claude Code's) terms", () => {
  const g = toModel("gemini", { hook_event_name: "BeforeTool", cwd: "/w/p", session_id: "s", tool_name: "run_shell_command", tool_input: { command: "cat Main.scala", dir_path: "src/../lib" } });
  assert.equal(g.calls, [{ hook_event_name: "PreToolUse", session_id: "s", cwd: "/w/p/lib", tool_name: "Bash", tool_input: { command: "cat Main.scala", dir_path: "src/../lib" } }]);
  const r = toModel("gemini", { hook_event_name: "BeforeTool", cwd: "/w/p", tool_name: "read_file", tool_input: { file_path: "a/B.scala" } }).calls[0];
  assert.equal([r.tool_name, r.tool_input.file_path], ["Read", "/w/p/a/B.scala"]);
  const gr = toModel("gemini", { hook_event_name: "AfterTool", cwd: "/w/p", tool_name: "grep_search", tool_input: { pattern: "x", include_pattern: "*.scala", dir_path: "src" } }).calls[0];
  assert.equal([gr.hook_event_name, gr.tool_name, gr.tool_input.glob, gr.tool_input.path], ["PostToolUse", "Grep", "*.scala", "/w/p/src"]);
  const c = toModel("cursor", { hook_event_name: "beforeMCPExecution", conversation_id: "c", workspace_roots: ["/w/p"], tool_name: "query", tool_input: "{\"sql\":\"drop\"}" });
  assert.equal([c.event, c.projectDir, c.calls[0].session_id, c.calls[0].cwd, c.calls[0].tool_input], ["beforeMCPExecution", "/w/p", "c", "/w/p", { sql: "drop" }]);
  const cp = toModel("copilot", { sessionId: "s", cwd: "/w/p", toolName: "edit", toolArgs: "{\"path\":\"src/A.scala\",\"old_str\":\"a\",\"new_str\":\"b\"}" }).calls[0];
  assert.equal([cp.hook_event_name, cp.tool_name, cp.tool_input.file_path, cp.tool_input.old_string, cp.tool_input.new_string], ["PreToolUse", "Edit", "/w/p/src/A.scala", "a", "b"]);
  const vs = toModel("copilot", { hook_event_name: "PreToolUse", session_id: "s", cwd: "/w", tool_name: "bash", tool_input: { command: "ls" } });
  assert.equal([vs.snake, vs.calls[0].tool_name, vs.calls[0].tool_input.command], [true, "Bash", "ls"]);
  assert.is(toModel("copilot", { sessionId: "s", prompt: "hi" }).calls[0].hook_event_name, "UserPromptSubmit");
  assert.is(toModel("copilot", { sessionId: "s", stopReason: "end_turn" }).calls[0].hook_event_name, "Stop");
  assert.throws(() => toModel("copilot", { sessionId: "s" }), /cannot tell the Copilot hook event/);
  assert.throws(() => toModel("copilot", { sessionId: "s", toolName: "bash", toolArgs: "{" }), /toolArgs is not valid JSON/);
  assert.throws(() => toModel("gemini", [1]), /not a JSON object/);
});

test("mapping: a Codex apply_patch is one Edit or Write per file it touches, the strictest verdict wins", () => {
  const patch = "*** Begin Patch\n*** Add File: docs/new.md\n+# New\n+text\n*** Update File: src/a.ts\n@@ ctx\n keep\n-old\n+new\n*** Move to: src/b.ts\n*** Delete File: gone.txt\n*** End Patch";
  assert.equal(patchFiles(patch).map((f) => [f.op, f.path]), [["add", "docs/new.md"], ["update", "src/a.ts"], ["move", "src/b.ts"], ["delete", "gone.txt"]]);
  const m = toModel("codex", { hook_event_name: "PreToolUse", cwd: "/w/p", tool_name: "apply_patch", tool_input: { command: patch } });
  assert.equal(m.calls.map((x) => [x.tool_name, x.tool_input.file_path]), [["Write", "/w/p/docs/new.md"], ["Edit", "/w/p/src/a.ts"], ["Write", "/w/p/src/b.ts"], ["Edit", "/w/p/gone.txt"]]);
  assert.is(m.calls[0].tool_input.content, "# New\ntext");
  assert.equal([m.calls[1].tool_input.old_string, m.calls[1].tool_input.new_string], ["keep\nold", "keep\nnew"]);
  assert.throws(() => toModel("codex", { hook_event_name: "PreToolUse", tool_name: "apply_patch", tool_input: { command: "hello" } }), /names no file/);
  const R = (tier, texts, context = [], effects = []) => ({ tier, texts, context, effects, rules: [] });
  assert.equal(mergeResults([R("context", ["c1"], [], [{ kind: "record", key: "k" }]), R("deny", ["d"]), R("context", ["c2"], [], [{ kind: "record", key: "k" }])]), R("deny", ["d"]));
  assert.equal(mergeResults([R("context", ["c1"], [], [{ kind: "record", key: "k" }]), R("context", ["c1"], [], [{ kind: "record", key: "k" }])]), R("context", ["c1"], [], [{ kind: "record", key: "k" }]));
  assert.equal(mergeResults([R("allow", ["a"]), R("context", ["c"])]).context, ["c"]);
});

// ─── rulec install --client ───────────────────────────────────────────────────
const ENV = { ...process.env };
for (const v of ["NODE_EXTRA_CA_CERTS", "CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR"]) delete ENV[v];
// (in this process, helpers/rulec.mjs: the environment ENV, with what it lacks unset)
const rulec = (args, env = ENV) => rulecInProcess(args, { cwd: process.cwd(), env: { CLAUDE_PROJECT_DIR: undefined, GEMINI_PROJECT_DIR: undefined, NODE_EXTRA_CA_CERTS: undefined, ...env } });
/** Every path under dir, directories ending in / (what is there, not what is in it). */
const tree = (dir) => readdirSync(dir, { recursive: true }).map((p) => (statSync(join(dir, p)).isDirectory() ? `${p}/` : p)).sort();

// where install copies the hook, and the command line that runs it: node from PATH, the
// copy named from the project (a variable the client sets, or the directory it runs hooks in)
const INSTALLED = {
  claude: [".claude/hooks/rulec", 'env -u NODE_EXTRA_CA_CERTS node "$CLAUDE_PROJECT_DIR"/.claude/hooks/rulec/scala-guard.js'],
  codex: [".codex/hooks/rulec", "env -u NODE_EXTRA_CA_CERTS node .codex/hooks/rulec/scala-guard.js --client codex"],
  gemini: [".gemini/hooks/rulec", 'env -u NODE_EXTRA_CA_CERTS node "$GEMINI_PROJECT_DIR"/.gemini/hooks/rulec/scala-guard.js --client gemini'],
  cursor: [".cursor/hooks/rulec", "env -u NODE_EXTRA_CA_CERTS node .cursor/hooks/rulec/scala-guard.js --client cursor"],
  copilot: [".github/hooks/rulec", "env -u NODE_EXTRA_CA_CERTS node .github/hooks/rulec/scala-guard.js --client copilot"],
};

// an existing file per client, with comments, odd spacing, a trailing comma and another hook
const EXISTING = {
  claude: [".claude/settings.json", `{
  // team settings
  "hooks": { "PreToolUse": [ { "matcher": "Edit", "hooks": [ { "type": "command", "command": "echo hi" } ] } ] },
  "model": "opus",
}
`],
  codex: [".codex/hooks.json", `{
  "hooks": {
    "Stop": [ { "hooks": [ { "type": "command", "command": "notify-send done", "timeout": 5 } ] } ]
  }
}
`],
  gemini: [".gemini/settings.json", `{
  "general": { "vimMode": true }, // keep
  "hooksConfig": { "enabled": true },
  "hooks": {
    "BeforeTool": [
      { "matcher": "write_file", "hooks": [ { "type": "command", "command": "./lint.sh", "name": "lint" } ] }
    ]
  }
}
`],
  cursor: [".cursor/hooks.json", `{
  "version": 1,
  "hooks": {
    "afterFileEdit": [{ "command": "./hooks/format.sh" }],
    "beforeShellExecution": [{ "command": "./hooks/audit.sh" }]
  }
}
`],
  copilot: [".github/hooks/rulec-scala-guard.json", `{
  "version": 1,
  "hooks": {
    "sessionStart": [ { "type": "command", "bash": "echo start", "timeoutSec": 5 } ]
  }
}
`],
};

for (const client of CLIENTS) {
  test(`install --client ${client}: copies the hook, edits byte for byte, twice changes nothing, uninstall restores exactly`, async () => {
    const hook = (await built("rules/scala-guard.ts")).hookPath;
    const dir = mkdtempSync(join(work, `install-${client}-`));
    const [rel, text] = EXISTING[client];
    const [at, command] = INSTALLED[client];
    const file = join(dir, rel);
    write(file, text);
    const before = tree(dir);
    // (node is the default runtime)
    const args = ["--project-dir", dir, "--client", client];
    const one = await rulec(["install", hook, ...args]);
    assert.is(one.status, 0, one.stderr);
    assert.ok(one.stderr.includes(` — runs: ${command}\n`), one.stderr);
    const once = readFileSync(file, "utf8");
    assert.is.not(once, text);
    // the whole JSON string: ends where the line does (--client for every client but Claude Code)
    assert.ok(once.includes(JSON.stringify(command)), `registered by ${command}: ${once}`);
    assert.not.ok(once.includes(dir) || once.includes(dirname(hook)), "no absolute path in the file");
    for (const f of ["scala-guard.js", "scala-guard.wasm", "scala-guard.json", "scala-guard.install.json", ".gitignore", "package.json"]) assert.ok(existsSync(join(dir, at, f)), `${at}/${f}`);
    // everything but our entries is as it was: removing them gives the original back
    const again = await rulec(["install", hook, ...args]);
    assert.match(again.stderr, /already registered/);
    assert.is(readFileSync(file, "utf8"), once, "a second install changes nothing");
    const un = await rulec(["uninstall", hook, ...args]);
    assert.is(un.status, 0, un.stderr);
    assert.is(readFileSync(file, "utf8"), text, "uninstall restores the file exactly");
    assert.equal(tree(dir), before, "and removes the copy and the directories made for it");
    // into no file: created with the client's skeleton, removed again by uninstall (by name)
    rmSync(file);
    assert.is((await rulec(["install", hook, ...args])).status, 0);
    const fresh = JSON.parse(readFileSync(file, "utf8"));
    if (client === "cursor" || client === "copilot") assert.is(fresh.version, 1);
    assert.is((await rulec(["uninstall", "scala-guard", ...args])).status, 0);
    assert.not.ok(existsSync(file), "a file install created is removed by uninstall");
    assert.not.ok(existsSync(join(dir, at)), "so is the copy");
    // not JSON: reported, untouched, nothing copied
    write(file, "{ broken");
    const bad = await rulec(["install", hook, ...args]);
    assert.is(bad.status, 1);
    assert.match(bad.stderr, /not valid JSON .*left untouched/);
    assert.is(readFileSync(file, "utf8"), "{ broken");
    assert.not.ok(existsSync(join(dir, at)), "nothing copied");
  });
}

test("install --client: each client's events, matchers and entry shape", async () => {
  const hook = (await built("rules/scala-guard.ts")).hookPath;
  const dir = mkdtempSync(join(work, "install-shapes-"));
  const go = async (client) => { const r = await rulec(["install", hook, "--project-dir", dir, "--runtime", "node", "--client", client]); assert.is(r.status, 0, r.stderr); return r; };
  const read = (rel) => JSON.parse(readFileSync(join(dir, rel), "utf8"));
  const codex = await go("codex");
  assert.match(codex.stderr, /note: codex does not show Read calls to hooks/);
  const cx = read(".codex/hooks.json").hooks.PreToolUse[0];
  assert.is(cx.matcher, "^(Bash|apply_patch)$");
  assert.equal(cx.hooks[0].type, "command");
  await go("gemini");
  const gm = read(".gemini/settings.json").hooks.BeforeTool[0];
  assert.is(gm.matcher, "^(read_file|read_many_files|grep_search|search_file_content|glob|run_shell_command|replace|write_file)$");
  assert.is(gm.hooks[0].name, "rulec-scala-guard");
  await go("cursor");
  const cu = read(".cursor/hooks.json");
  assert.equal(Object.keys(cu.hooks), ["beforeShellExecution", "beforeReadFile", "preToolUse"]);
  assert.equal(cu.hooks.preToolUse.map((e) => e.matcher), ["Grep", "Glob", "StrReplace", "Edit", "Write", "MultiEdit"]);
  assert.is(cu.hooks.beforeShellExecution[0].matcher, undefined);
  await go("copilot");
  const cp = read(".github/hooks/rulec-scala-guard.json");
  assert.equal(cp.hooks.preToolUse, [{ type: "command", bash: cp.hooks.preToolUse[0].bash, timeoutSec: 30 }]);
  // Cursor: a stale matcher of ours is rewritten in place, a missing one added, an extra removed
  const cursorFile = join(dir, ".cursor/hooks.json");
  const good = readFileSync(cursorFile, "utf8");
  writeFileSync(cursorFile, good.replace('"matcher": "Grep"', '"matcher": "Delete"'));
  await go("cursor");
  assert.is(readFileSync(cursorFile, "utf8"), good);
  // the native build speaks Claude Code only
  const nat = await rulec(["install", hook, "--project-dir", dir, "--runtime", "native", "--client", "gemini"]);
  assert.is(nat.status, 1);
  assert.match(nat.stderr, /--runtime native answers Claude Code only/);
  const bad = await rulec(["install", hook, "--project-dir", dir, "--client", "windsurf"]);
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /--client windsurf: expected claude, codex, gemini, cursor, copilot/);
  // a rule set a client cannot hook at all: nothing written
  const readOnly = join(work, "read-only.ts");
  writeFileSync(readOnly, `import { ruleset, deny, tool, field } from "rulec";
export default ruleset({ events: ["PreToolUse"], tools: ["Read"], failure: "open",
  rules: [deny("env", tool("Read").and(field("file_path", /\\.env$/)), "No .env reads.")] });
`);
  const ro = (await built(relative(ROOT, readOnly))).hookPath;
  const none = await rulec(["install", ro, "--project-dir", dir, "--client", "codex", "--runtime", "node"]);
  assert.is(none.status, 1);
  assert.match(none.stderr, /codex has no hook for this rule set .*nothing written/);
  // the user-level files, and the hook copied beside them, named from $HOME
  const env = { ...ENV, HOME: join(dir, "home"), CODEX_HOME: "", COPILOT_HOME: "" };
  const USER = [
    ["codex", ".codex/hooks.json", ".codex/hooks/rulec", '"${CODEX_HOME:-$HOME/.codex}"/hooks/rulec'],
    ["gemini", ".gemini/settings.json", ".gemini/hooks/rulec", '"$HOME"/.gemini/hooks/rulec'],
    ["cursor", ".cursor/hooks.json", ".cursor/hooks/rulec", '"$HOME"/.cursor/hooks/rulec'],
    ["copilot", ".copilot/hooks/rulec-scala-guard.json", ".copilot/hooks/rulec", '"${COPILOT_HOME:-$HOME/.copilot}"/hooks/rulec'],
  ];
  for (const [client, rel, at, ref] of USER) {
    const r = await rulec(["install", hook, "--user", "--client", client], env);
    assert.is(r.status, 0, r.stderr);
    assert.ok(existsSync(join(dir, "home", rel)), `${client}: ~/${rel}`);
    assert.ok(existsSync(join(dir, "home", at, "scala-guard.js")), `${client}: ~/${at}`);
    assert.ok(readFileSync(join(dir, "home", rel), "utf8").includes(JSON.stringify(`env -u NODE_EXTRA_CA_CERTS node ${ref}/scala-guard.js --client ${client}`)), `${client}: by ${ref}`);
  }
  assert.equal(readdirSync(join(dir, "home")).sort(), [".codex", ".copilot", ".cursor", ".gemini"]);
  for (const [client] of USER) assert.is((await rulec(["uninstall", "scala-guard", "--scope", "user", "--client", client], env)).status, 0);
  assert.equal(readdirSync(join(dir, "home")), [], "uninstall takes them all back");
});

test.run();
