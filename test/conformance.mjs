#!/usr/bin/env node
// The conformance runner: each vector's payload fed to a built hook process, and what a
// Claude Code client would make of the answer (exit code, stderr, stdout JSON) checked.
//
//   node test/conformance.mjs --hook 'node build/{ruleset}.js' [--jobs N] [--filter S]
//                             [--sample K [--offset J]] [--json FILE] [--verbose] VECTORS.jsonl...
//
// --sample K runs every K-th call (a session's calls stay together), in file order, from
// the J-th (default 0). test/corpora.test.mjs judges every call of a corpus in process,
// through this module's fixtures, payloads and checks.
//
// Input: vector files (test/data/vectors/*.jsonl), one JSON object a line ('#' and '//'
// lines are comments):
//   id, ruleset (put for {ruleset} in --hook), fixture (a recipe below; default "repo"),
//   event (default PreToolUse), tool and input (tool_input; "{root}", "{home}", "{base}"
//   expand), response (PostToolUse's tool_response), prompt, agent (a subagent's id),
//   cwd, env, session (vectors of one session run in file order in one fixture), and
//   expect: deny | ask | allow | context | silent | not-allow (anything but allow, and no
//   error); mentions / absent (strings the model-visible text must / must not hold),
//   at_most {of, n}, file {path, contains} (a file the hook writes under the fixture).
// Output: a FAIL line per failing vector, the median time per call, "N passed, M failed";
// exit 1 on any failure.
//
// Cost: a fixture is made once per recipe and copied for each vector (a git repository's
// init and commit are most of a vector's time otherwise), ≈4 ms a copy; the copies are
// removed together at the end, by rm, which does in one process what Node's recursive
// rmSync took ≈15 ms a fixture to do. Hooks run --jobs at a time (one session's vectors in
// order).

import { spawn, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { scratch } from "./helpers/scratch.mjs";
import { dirname, join } from "node:path";

// ─── fixtures ───────────────────────────────────────────────────────────────────

const put = (path, text) => { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, text); };
const gitIn = (cwd, ...args) => execFileSync("git", args, {
  cwd, stdio: "ignore", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_SYSTEM: "/dev/null" },
});

/** A git repository with one commit: README.md and src/app.ts (no sample hooks: an empty template). */
function gitRepo(dir) {
  put(join(dir, "README.md"), "x\n");
  put(join(dir, "src", "app.ts"), "export {};\n");
  gitIn(dir, "init", "-q", "-b", "main", "--template=");
  gitIn(dir, "config", "user.email", "t@example.com");
  gitIn(dir, "config", "user.name", "t");
  gitIn(dir, "add", ".");
  gitIn(dir, "commit", "-q", "-m", "init");
}

const SEMANTICDB = "META-INF/semanticdb/src/main/scala/Main.scala.semanticdb";
/** An sbt or Mill project: Scala sources, the MCP config (or another), a SemanticDB file. */
function scalaProject(dir, { config = true, db = "target" } = {}) {
  put(join(dir, "build.sbt"), 'scalaVersion := "3.3.1"\n');
  put(join(dir, "src/main/scala/Main.scala"), "object Main\n");
  put(join(dir, "src/main/scala/util.sc"), "val x = 1\n");
  put(join(dir, "src/main/ts/app.ts"), "export {};\n");
  const servers = config ? { "scala-semantic": { command: "scalasemantic-mcp", args: ["serve"] } } : { other: { command: "x" } };
  put(join(dir, ".mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
  if (db === "target") put(join(dir, "target/scala-3.3.1/meta", SEMANTICDB), "");
  if (db === "out") put(join(dir, "out/app/semanticDbData.dest/data", SEMANTICDB), "");
}

// Each recipe fills a base directory: the project at base/proj (the call's cwd), the home
// directory at base/home. `copy`: a made fixture can be copied (it holds no absolute path).
const RECIPES = {
  empty: { copy: true, make: (base) => mkdirSync(join(base, "proj"), { recursive: true }) },
  repo: { copy: true, make: (base) => gitRepo(join(base, "proj")) },
  // (a project holding a store: its .env, a key below)
  "repo-env": { copy: true, make: (base) => { gitRepo(join(base, "proj")); put(join(base, "proj", ".env"), "TOKEN=x\n"); put(join(base, "proj", "deploy", "site.key"), "k\n"); put(join(base, "proj", "docs", "guide.md"), "# Guide\n"); } },
  // (a project whose only store is hidden, its .env: what rg and ag skip unless told)
  "repo-dotenv": { copy: true, make: (base) => { gitRepo(join(base, "proj")); put(join(base, "proj", ".env"), "TOKEN=x\n"); } },
  // (a project that carries a link out of its tree to a key — a cloned repository may)
  "repo-link-out": { copy: true, make: (base) => { gitRepo(join(base, "proj")); put(join(base, "keys", "id_rsa"), "k\n"); symlinkSync(join("..", "keys", "id_rsa"), join(base, "proj", "notes.txt")); } },
  repos: {
    copy: false, // (a worktree records where it is)
    make: (base) => {
      gitRepo(join(base, "proj"));
      gitRepo(join(base, "other"));
      gitIn(join(base, "proj"), "worktree", "add", "-q", join(base, "proj-wt"), "-b", "wt");
    },
  },
  scala: { copy: true, make: (base) => scalaProject(join(base, "proj")) },
  "scala-mill": { copy: true, make: (base) => scalaProject(join(base, "proj"), { db: "out" }) },
  "scala-nodb": { copy: true, make: (base) => scalaProject(join(base, "proj"), { db: null }) },
  "scala-noconfig": { copy: true, make: (base) => scalaProject(join(base, "proj"), { config: false }) },
  "scala-userconfig": {
    copy: true,
    make: (base) => {
      scalaProject(join(base, "proj"), { config: false });
      put(join(base, "home", ".claude.json"), JSON.stringify({ mcpServers: { "scala-semantic": { command: "scalasemantic-mcp" } } }));
    },
  },
};

const templates = new Map(); // recipe → a made fixture, copied for each vector

/** Copies directory `src`'s contents into the existing directory `dst` (files, directories, symbolic links). */
function copyTree(src, dst) {
  for (const e of readdirSync(src, { withFileTypes: true })) {
    const s = join(src, e.name), d = join(dst, e.name);
    if (e.isDirectory()) { mkdirSync(d); copyTree(s, d); }
    else if (e.isSymbolicLink()) symlinkSync(readlinkSync(s), d);
    else copyFileSync(s, d);
  }
}
const work = scratch("rulec-conformance-");
const denoDir = join(work, "deno-dir");

/** A fresh fixture: { base, root, home, state }. */
export function fixture(name, where) {
  const recipe = RECIPES[name];
  if (!recipe) throw new Error(`${where}: unknown fixture ${JSON.stringify(name)}`);
  const base = mkdtempSync(join(work, "f-"));
  if (recipe.copy) {
    if (!templates.has(name)) {
      const t = mkdtempSync(join(work, "t-"));
      mkdirSync(join(t, "home"), { recursive: true });
      recipe.make(t);
      templates.set(name, t);
    }
    copyTree(templates.get(name), base);
  } else {
    mkdirSync(join(base, "home"), { recursive: true });
    recipe.make(base);
  }
  return { base, root: join(base, "proj"), home: join(base, "home"), state: join(base, "state") };
}

// ─── payloads and answers ─────────────────────────────────────────────────────────

function expand(v, f) {
  if (typeof v === "string") return v.replaceAll("{root}", f.root).replaceAll("{home}", f.home).replaceAll("{base}", f.base);
  if (Array.isArray(v)) return v.map((x) => expand(x, f));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x, f)]));
  return v;
}

/** The tool's response, as a client reports a successful call (PostToolUse). */
function responseOf(tool, input) {
  if (tool === "Bash") return { stdout: "", stderr: "", interrupted: false, isImage: false };
  if (tool === "Edit" || tool === "Write" || tool === "MultiEdit") return { filePath: input.file_path, success: true };
  return {};
}

/** The payload Claude Code sends for vector `v`, the n-th call. */
export function payloadOf(v, f, n) {
  const event = v.event ?? "PreToolUse";
  const p = {
    session_id: v.session ?? `session-${n}`,
    transcript_path: join(f.base, "transcript.jsonl"),
    cwd: v.cwd ? expand(v.cwd, f) : f.root,
    permission_mode: "default",
    hook_event_name: event,
  };
  if (v.agent) Object.assign(p, { agent_id: v.agent, agent_type: "general-purpose" });
  if (event === "UserPromptSubmit") return { ...p, prompt: expand(v.prompt ?? "", f) };
  const input = expand(v.input ?? {}, f);
  Object.assign(p, { tool_name: v.tool ?? "Bash", tool_input: input, tool_use_id: `toolu_${String(n).padStart(6, "0")}` });
  if (event === "PostToolUse") p.tool_response = expand(v.response ?? responseOf(p.tool_name, input), f);
  if (event === "PostToolUseFailure") Object.assign(p, { error: "Exit code 1", is_interrupt: false });
  return p;
}

/**
 * What the client makes of an answer: { cls, text } — deny (exit 2 with a reason, or a
 * deny decision), ask, allow, context (additionalContext and no decision), block
 * (PostToolUse's decision), silent — or { cls: "error", why }.
 */
export function observe({ status, stdout, stderr }, event) {
  const out = stdout.trim(), err = stderr.trim();
  if (status === 2) return err ? { cls: "deny", text: err } : { cls: "error", why: "exit 2 with an empty stderr" };
  if (status !== 0) return { cls: "error", why: `exit ${status}: ${err.split("\n")[0]}` };
  if (!out) return { cls: "silent", text: "" };
  if (!out.startsWith("{")) return { cls: "error", why: "plain text on stdout (the client does not deliver it)" };
  let j;
  try { j = JSON.parse(out); } catch { return { cls: "error", why: "stdout is not exactly one JSON document" }; }
  const h = j.hookSpecificOutput;
  if (h && (h.permissionDecision || typeof h.additionalContext === "string") && h.hookEventName !== event) {
    return { cls: "error", why: `hookEventName ${h.hookEventName} on ${event}` };
  }
  if (h?.permissionDecision) {
    const reason = h.permissionDecisionReason ?? "";
    if (h.permissionDecision === "deny" && !reason) return { cls: "error", why: "a deny without a reason" };
    return { cls: h.permissionDecision, text: reason + "\n" + (h.additionalContext ?? "") };
  }
  if (typeof h?.additionalContext === "string" && h.additionalContext.trim()) return { cls: "context", text: h.additionalContext };
  if (j.additionalContext) return { cls: "error", why: "a top-level additionalContext is ignored by the client" };
  if (j.decision === "block") return { cls: "block", text: j.reason ?? "" };
  return { cls: "silent", text: "" };
}

/** What is wrong with answer `o` to vector `v` (none: []). */
export function failuresOf(v, o, f) {
  const fails = [];
  const text = o.text ?? "";
  const ok = v.expect === "not-allow" ? o.cls !== "allow" && o.cls !== "error" : o.cls === v.expect;
  if (!ok) fails.push(`expected ${v.expect}, got ${o.cls}${o.why ? ` (${o.why})` : ""}`);
  for (const m of v.mentions ?? []) if (!text.includes(m)) fails.push(`text lacks ${JSON.stringify(m)}`);
  for (const m of v.absent ?? []) if (text.includes(m)) fails.push(`text has ${JSON.stringify(m)}`);
  if (v.at_most) {
    const k = v.at_most.of.filter((m) => text.includes(m)).length;
    if (k > v.at_most.n) fails.push(`text names ${k} of ${v.at_most.of.length}, more than ${v.at_most.n}`);
  }
  if (v.file) {
    const p = join(f.root, v.file.path);
    const body = existsSync(p) ? readFileSync(p, "utf8") : null;
    if (body === null) fails.push(`no file ${v.file.path}`);
    else if (v.file.contains && !body.includes(expand(v.file.contains, f))) fails.push(`${v.file.path} lacks ${JSON.stringify(v.file.contains)}`);
  }
  return fails;
}

// ─── running ──────────────────────────────────────────────────────────────────────

/** Runs `cmd` through sh with `input` on stdin: { status, stdout, stderr, ms }. */
function runHook(cmd, input, env) {
  return new Promise((done) => {
    const t0 = process.hrtime.bigint();
    const p = spawn("sh", ["-c", cmd], { env, stdio: ["pipe", "pipe", "pipe"] });
    const out = [], err = [];
    const timer = setTimeout(() => p.kill("SIGKILL"), 30000);
    p.stdout.on("data", (d) => out.push(d));
    p.stderr.on("data", (d) => err.push(d));
    p.stdin.on("error", () => {}); // (a hook that exits before reading all of it)
    p.stdin.end(input);
    p.on("close", (status, signal) => {
      clearTimeout(timer);
      done({ status: status ?? signal, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), ms: Number(process.hrtime.bigint() - t0) / 1e6 });
    });
  });
}

/** What makes vector `v`'s call (beside its number): two vectors with one key make the same call. */
const callKey = (v) => JSON.stringify([v.ruleset, v.fixture ?? "repo", v.event ?? "PreToolUse", v.tool ?? "Bash", v.input ?? null,
  v.response ?? null, v.prompt ?? null, v.agent ?? null, v.cwd ?? null, v.env ?? null]);

/** Reads vector files: [{ …vector, where }], or exits 2 naming a bad line. */
export function readVectors(files, filter = null) {
  const all = [];
  for (const file of files) {
    readFileSync(file, "utf8").split("\n").forEach((line, i) => {
      const t = line.trim();
      if (!t || t.startsWith("#") || t.startsWith("//")) return;
      let v;
      try { v = JSON.parse(t); } catch (e) { console.error(`${file}:${i + 1}: not a vector: ${e.message}`); process.exit(2); }
      if (!filter || v.id.includes(filter)) all.push({ ...v, where: `${file}:${i + 1}` });
    });
  }
  return all;
}

async function main(argv) {
  let hook = "node build/{ruleset}.js", jsonOut = null, filter = null, verbose = false, sample = 1, offset = 0;
  let jobs = Math.max(1, Math.min(4, availableParallelism()));
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--hook") hook = argv[++i];
    else if (a === "--json") jsonOut = argv[++i];
    else if (a === "--filter") filter = argv[++i];
    else if (a === "--jobs") jobs = Math.max(1, Number(argv[++i]) || 1);
    else if (a === "--sample") sample = Math.max(1, Math.floor(Number(argv[++i])) || 1);
    else if (a === "--offset") offset = Math.max(0, Math.floor(Number(argv[++i])) || 0);
    else if (a === "--verbose" || a === "-v") verbose = true;
    else files.push(a);
  }
  if (!files.length) {
    console.error("usage: conformance.mjs [--hook CMD] [--jobs N] [--filter S] [--sample K [--offset J]] [--json FILE] [--verbose] VECTORS.jsonl...");
    process.exit(2);
  }
  const vectors = readVectors(files, filter);
  vectors.forEach((v, n) => { v.n = n + 1; });
  // one queue a session (its vectors in file order, in one fixture), one a lone call: lone
  // vectors that make the same call (the same rule set, fixture, event, tool, input, cwd
  // and environment: the corpora repeat some) share one run, each checked against its answer
  const queues = new Map();
  for (const v of vectors) {
    const key = v.session ? `${v.session}|${v.fixture ?? "repo"}` : v.file ? `#${v.n}` : `=${callKey(v)}`;
    if (!queues.has(key)) queues.set(key, { session: !!v.session, list: [] });
    queues.get(key).list.push(v);
  }
  const results = [];
  const report = (v, o, f, r) => {
    const fails = failuresOf(v, o, f);
    results.push({ id: v.id, n: v.n, ok: !fails.length, fails, got: o.cls, ms: r.ms, where: v.where });
    if (fails.length || verbose) {
      console.log(`${fails.length ? "FAIL" : "ok  "} ${v.id}  ${fails.join("; ")}`);
      if (fails.length && verbose) console.log(`     stdout: ${r.stdout.slice(0, 300)}\n     stderr: ${r.stderr.slice(0, 300)}`);
    }
  };
  let calls = 0;
  const runQueue = async ({ session, list }) => {
    const f = fixture(list[0].fixture ?? "repo", list[0].where);
    for (const v of session ? list : list.slice(0, 1)) {
      const payload = payloadOf(v, f, v.n);
      // (Deno's caches in one place for the run, as in a user's home: under each fixture's
      // fresh home, every Deno call would compile without its code cache, ≈30 ms more)
      const env = { PATH: process.env.PATH, HOME: f.home, DENO_DIR: denoDir, CLAUDE_PROJECT_DIR: f.root, RULEC_STATE_DIR: f.state, LANG: "C.UTF-8", ...(v.env ?? {}) };
      const r = await runHook(hook.replaceAll("{ruleset}", v.ruleset), JSON.stringify(payload), env);
      calls++;
      const o = observe(r, payload.hook_event_name);
      for (const w of session ? [v] : list) report(w, o, f, r);
    }
  };
  const pending = [...queues.values()].filter((_, i) => i % sample === offset % sample);
  // (a line at each tenth of a long run's queues, for a person watching it)
  const total = pending.length, tenth = total >= 300 ? Math.ceil(total / 10) : Infinity;
  let done = 0;
  try {
    await Promise.all(Array.from({ length: Math.min(jobs, pending.length) }, async () => {
      while (pending.length) {
        await runQueue(pending.shift());
        if (++done % tenth === 0 && done < total) console.log(`… ${done} of ${total} runs`);
      }
    }));
  } finally {
    // (every fixture at once; Node's rmSync where there is no rm)
    try { execFileSync("rm", ["-rf", work], { stdio: "ignore" }); } catch { rmSync(work, { recursive: true, force: true }); }
  }
  results.sort((a, b) => a.n - b.n);
  const passed = results.filter((r) => r.ok).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times.length ? times[Math.floor(times.length / 2)] : 0;
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed: results.length - passed, median_ms: median, results }, null, 1));
  console.log(`median per call ${median.toFixed(1)} ms over ${calls} calls for ${results.length} vectors (${jobs} at a time${sample > 1 ? `; 1 call in ${sample}, of ${vectors.length} vectors` : ""})`);
  console.log(`${passed} passed, ${results.length - passed} failed`);
  return results.length - passed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (e) => { console.error(`conformance: ${e.message}`); process.exit(2); });
}
