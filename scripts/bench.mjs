// `npm run bench` — what a rule set costs per hook call, measured against the
// alternatives in one run. A benchmark, not a test: it prints numbers and targets, and
// exits 0 whatever they are.
//
// Whole-process rows are paired: the hook and its baseline run alternately on the same
// payload (fed on stdin through a pipe, as a client does), so machine drift hits both
// sides alike; we quote medians and the median of the per-pair ratios. NODE_EXTRA_CA_CERTS
// is unset for both sides (it adds 45–75 ms to every Node start on some machines).
//
// With --instructions (and valgrind installed), the whole-process pairs are also counted in
// instructions (callgrind): deterministic where wall time on a shared VM is not — V8's
// random hash-seed search, which varies by millions of instructions from one process to
// the next, is left out of both sides.
//
//   node scripts/bench.mjs [--runs N] [--json] [--instructions]

import { spawnSync, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DATA, DENO, ROOT } from "./reference.mjs";
import { hostFacts, load, onceEach, readAll } from "../runtime/core.mjs";

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1] || 0) || 40;
const WARMUP = 3000; // in-process calls before a classify row is timed
const INSTRUCTIONS = args.includes("--instructions");
const JSON_OUT = args.includes("--json");
const env = { ...process.env, DENO_NO_UPDATE_CHECK: "1" };
delete env.NODE_EXTRA_CA_CERTS;
const log = (s) => { if (!JSON_OUT) console.log(s); };
const out = mkdtempSync(join(tmpdir(), "rulec-bench-"));
const report = { runs: RUNS, rows: [], classify: [], targets: [] };

const median = (a) => { const s = [...a].sort((x, y) => x - y); return s.length ? s[s.length >> 1] : NaN; };
const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };
const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "n/a");

/** One in-process classify row: reported and printed. */
function classifyRow(row) {
  report.classify.push(row);
  log(`  ${row.name.padEnd(28)} p50 ${fmt(row.p50_us).padStart(9)} µs   p99 ${fmt(row.p99_us).padStart(9)} µs   (${row.calls} calls)`);
}

/** Size of a wasm module's code section (section id 10), in bytes. */
function codeBytes(wasm) {
  let o = 8;
  const leb = () => { let v = 0, sh = 0, b; do { b = wasm[o++]; v |= (b & 0x7f) << sh; sh += 7; } while (b & 0x80); return v >>> 0; };
  while (o < wasm.length) {
    const id = wasm[o++], size = leb();
    if (id === 10) return size;
    o += size;
  }
  return 0;
}

/** `deno run` of a module, as every Deno side of the bench runs: no config file looked for. */
const denoRun = (...args) => [DENO, "run", "--no-config", ...args];
/** …of a hook, with the permissions it reads with (git-local writes nothing). */
const denoHook = (file, ...flags) => denoRun(...flags, "--allow-read", "--allow-env", file);

/** A minimal wasm module: one function, exported as `f`, that returns 42 (34 bytes). */
const TINY_WASM = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 6, 1, 4, 0, 65, 42, 11];

/**
 * Microseconds V8's Liftoff spends compiling what a typical call reaches, on Deno (V8's
 * own trace: --trace-wasm-compilation-times; the median of 3), or null without Deno. Run
 * on a copy of the hook: a run with V8 flags writes its module's code cache again, for
 * those flags, and the hook's own would then be stale for the rows after.
 */
function liftoffOnDeno(hook) {
  if (!existsSync(DENO)) return null;
  const dir = join(out, "liftoff");
  mkdirSync(dir, { recursive: true });
  for (const ext of [".js", ".wasm"]) copyFileSync(hook + ext, join(dir, "git-local" + ext));
  const totals = [];
  for (let i = 0; i < 3; i++) {
    const [cmd, ...args] = denoHook(join(dir, "git-local.js"), "--v8-flags=--trace-wasm-compilation-times");
    const r = spawnSync(cmd, args, { input: TYPICAL, env, encoding: "utf8" });
    const us = [...String(r.stdout + r.stderr).matchAll(/^Compiled function .* took (\d+) μs/gm)].map((m) => Number(m[1]));
    if (us.length) totals.push(us.reduce((a, b) => a + b, 0));
  }
  return totals.length ? median(totals) : null;
}

function timeOnce(cmd, input) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd[0], cmd.slice(1), { input, env, maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 && r.status !== 2) throw new Error(`${cmd.join(" ")} exited ${r.status}: ${String(r.stderr).slice(0, 200)}`);
  return ms;
}

/** A shuffled copy (Fisher–Yates). */
function shuffled(a) {
  const s = [...a];
  for (let i = s.length - 1; i > 0; i--) { const j = Math.floor(Math.random() * (i + 1)); [s[i], s[j]] = [s[j], s[i]]; }
  return s;
}

/**
 * Interleaved runs against one baseline B: each round runs B and every variant once, in a
 * random order, and pairs each variant's time with that round's B, so machine drift hits
 * all of them alike. A variant is [name, command, its own input?]; B gets `inputB`. Returns
 * a row per variant: the medians of both sides, the median per-pair ratio (with its
 * interquartile range) and the median per-pair difference.
 */
function interleaved(variants, b, input, { runs = RUNS, inputB = input } = {}) {
  const all = [{ cmd: b, input: inputB, t: [] }, ...variants.map(([name, cmd, own = input]) => ({ name, cmd, input: own, t: [] }))];
  for (let i = 0; i < 3; i++) for (const v of all) timeOnce(v.cmd, v.input);
  for (let i = 0; i < runs; i++) for (const v of shuffled(all)) v.t.push(timeOnce(v.cmd, v.input));
  const tb = all[0].t;
  return all.slice(1).map(({ name, cmd, t: ta }) => {
    const ratio = ta.map((x, i) => x / tb[i]), diff = ta.map((x, i) => x - tb[i]);
    const row = {
      name, a: cmd.join(" ").replace(ROOT, "."), b: b.join(" ").replace(ROOT, "."), a_ms: median(ta), b_ms: median(tb),
      ratio: median(ratio), ratio_p25: pct(ratio, 0.25), ratio_p75: pct(ratio, 0.75), diff_ms: median(diff),
    };
    report.rows.push(row);
    // the interquartile range of the per-pair ratios says how noisy the machine was
    log(`  ${name.padEnd(48)} ${fmt(row.a_ms).padStart(6)} ms vs ${fmt(row.b_ms).padStart(6)} ms   ×${fmt(row.ratio, 2)} [${fmt(row.ratio_p25, 2)}–${fmt(row.ratio_p75, 2)}]  (+${fmt(row.diff_ms)} ms)`);
    return row;
  });
}

/** One variant against its baseline (interleaved); B may get its own input (`inputB`). */
function paired(name, a, b, input, opts = {}) {
  return interleaved([[name, a]], b, input, opts)[0];
}

/**
 * Instructions a command executes (callgrind, all threads), less V8's search for a random
 * hash seed (HashSeed: a primality test whose length varies by millions of instructions
 * from one process to the next); the median of 3.
 */
function instructions(cmd, input) {
  const file = join(out, "callgrind.out");
  const counts = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync("valgrind", ["--tool=callgrind", `--callgrind-out-file=${file}`, ...cmd], { input, env, maxBuffer: 64 << 20 });
    if (r.status !== 0 && r.status !== 2) throw new Error(`valgrind ${cmd.join(" ")} exited ${r.status}`);
    const a = spawnSync("callgrind_annotate", [file], { encoding: "utf8", maxBuffer: 64 << 20 }).stdout;
    const total = Number((/^\s*([\d,]+) .*PROGRAM TOTALS/m.exec(a) ?? [0, "0"])[1].replace(/,/g, ""));
    const seed = Number((/^\s*([\d,]+) .*detail::sprp/m.exec(a) ?? [0, "0"])[1].replace(/,/g, ""));
    counts.push(total - seed);
  }
  return median(counts);
}

function instructionRows(hook, installed, native, input) {
  if (spawnSync("valgrind", ["--version"]).status !== 0 || spawnSync("callgrind_annotate", ["--version"]).status === null) {
    log("\ninstructions: skipped (valgrind is not installed: apt-get install valgrind)");
    return;
  }
  log("\ninstructions per call (callgrind, median of 3; V8's hash-seed search left out)");
  const rows = [["node git-local.js / node -e 0", ["node", hook + ".js"], ["node", "-e", "0"]],
    ["node git-local.js, as installed / node -e 0", ["node", join(installed, "git-local.js")], ["node", "-e", "0"]]];
  if (existsSync(DENO)) rows.push(["deno git-local.js / deno run empty.mjs", denoHook(hook + ".js"), denoRun(join(out, "empty.mjs"))]);
  if (native) rows.push(["native git-local / true", [native], ["true"]]);
  report.instructions = [];
  for (const [name, a, b] of rows) {
    const ia = instructions(a, input), ib = instructions(b, input);
    report.instructions.push({ name, a: ia, b: ib, ratio: ia / ib });
    log(`  ${name.padEnd(48)} ${fmt(ia / 1e6).padStart(6)} M vs ${fmt(ib / 1e6).padStart(6)} M   ×${fmt(ia / ib, 3)}  (+${fmt((ia - ib) / 1e6, 2)} M)`);
  }
}

/** The hooks' target: a call costs at most this many times its bare host's start (issue 25). */
const TARGET = 1.15;

/**
 * What the ratio target leaves the hook on this machine, against what the floor's steps
 * already take (medians of paired differences, so the steps add up only roughly): on a
 * fast machine the host's start is short and the fixed costs of a wasm hook are not.
 */
function budget(host, baseline, hook, f) {
  const left = (TARGET - 1) * hook.b_ms;
  const tiny = f.tiny.diff_ms - f.read.diff_ms, start = f.wasm.diff_ms - f.tiny.diff_ms;
  const verdict = f.wasm.diff_ms >= left
    ? `the floor alone takes all of it: no hook that starts this wasm meets ×${TARGET} on this machine`
    : `the runtime and the classify have ${fmt(left - f.wasm.diff_ms, 2)} ms of it; the hook takes ${fmt(hook.diff_ms - f.wasm.diff_ms, 2)} ms beyond the floor`;
  report.budget ??= {};
  report.budget[host.toLowerCase()] = { leftMs: left, readMs: f.read.diff_ms, wasmFixedMs: tiny, startMs: start, floorMs: f.wasm.diff_ms, hookMs: hook.diff_ms };
  return `(×${TARGET} of ${baseline} leaves the ${host} hook ${fmt(left, 2)} ms: reading and answering take ${fmt(f.read.diff_ms, 2)}, WebAssembly's first module ${fmt(tiny, 2)}, starting git-local.wasm ${fmt(start, 2)} more; ${verdict})`;
}

function target(name, value, limit, unit, ok = value <= limit) {
  report.targets.push({ name, value, limit, unit, ok });
  return `${ok ? "met " : "MISS"} ${name}: ${fmt(value, unit === "×" ? 2 : 1)}${unit} (target ≤ ${limit}${unit})`;
}

/** Why a command failed, in one line: its first line that is not a warning (a build warns before it fails). */
function reason(e) {
  const lines = String(e.stderr ?? e.message).trim().split("\n");
  return lines.find((l) => l.trim() && !/\bwarning: /.test(l)) ?? lines[0];
}

function rulec(...a) {
  const t0 = Date.now();
  execFileSync(process.execPath, [join(ROOT, "compiler/cli.mjs"), ...a], { env, stdio: ["ignore", "ignore", "pipe"] });
  return Date.now() - t0;
}

const payload = (command, event = "PreToolUse", extra = {}) => JSON.stringify({
  session_id: "bench", transcript_path: "/tmp/t.jsonl", cwd: out, permission_mode: "default", hook_event_name: event,
  tool_name: "Bash", tool_input: { command, description: "Run the tests" }, ...extra,
});
const TYPICAL = payload("git status && npm test -- --coverage; echo done | tee /tmp/out.log");
// a call no git-local rule can fire on: the prefilter answers it without the classifier
const UNMATCHED = payload("npm test -- --coverage && ls -la src");

try {
  log(`rulec bench — ${RUNS} paired runs per row, medians; ${new Date().toISOString()}`);
  log("\nbuild");
  const buildMs = rulec("build", "rules/git-local.ts", "--out-dir", out);
  const wasmBytes = statSync(join(out, "git-local.wasm")).size;
  log(`  rulec build rules/git-local.ts: ${buildMs} ms, git-local.wasm ${wasmBytes} bytes`);
  const sample = join(DATA, "fixtures/ways-sample"), corpus = join(DATA, "corpora/ways-claude-code-config/hooks/ways");
  rulec("build", "rules/ways.ts", "--out-dir", out, "--name", "ways-sample", "--define", `waysDir=${sample}`);
  const haveCorpus = existsSync(corpus);
  if (haveCorpus) rulec("build", "rules/ways.ts", "--out-dir", out, "--name", "ways-corpus", "--define", `waysDir=${corpus}`);
  let native = null;
  try { rulec("build", "rules/git-local.ts", "--out-dir", out, "--target", "native"); native = join(out, "git-local"); }
  catch (e) { log(`  native build skipped: ${reason(e)}`); }

  writeFileSync(join(out, "empty.mjs"), "export {};\n");
  const hook = join(out, "git-local");
  // The floor under the hooks' ratios, in three steps on each host: a script that reads
  // the payload, parses it and answers; the same that also starts a minimal wasm module (34
  // bytes, one function returning a constant) and calls it — WebAssembly's fixed cost in a
  // fresh process; and the same that starts git-local.wasm instead (compiles and
  // instantiates it) and classifies nothing. No runtime and no classifier can make a wasm
  // hook cheaper than the last: what a ratio target leaves beyond it is all that the
  // runtime and the classify may take (the budget lines under targets). Each host's rows
  // run interleaved against one baseline, so the steps and the hook compare in one sample.
  // (a typical payload read as runtime/core.mjs readPayload reads it on Node: its readAll, as source)
  const READ = `const fs = require("node:fs"), { isAscii } = require("node:buffer");
${readAll}
const b = readAll(0);
JSON.parse(b.toString(isAscii(b) ? "latin1" : "utf8"));
`;
  const DENO_READ = `const buf = new Uint8Array(1 << 16);
let all = new Uint8Array(0);
for (let n; (n = Deno.stdin.readSync(buf)); ) { const a = new Uint8Array(all.length + n); a.set(all); a.set(buf.subarray(0, n), all.length); all = a; }
JSON.parse(new TextDecoder().decode(all));
`;
  const TINY = `new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([${TINY_WASM}])), {}).exports.f();\n`;
  const START = (bytes) => `new WebAssembly.Instance(new WebAssembly.Module(${bytes}), {});\n`;
  const STEPS = [["read", "", "reads, answers"], ["tiny", TINY, "…, starts a 34-byte wasm"], ["wasm", null, "…, starts git-local.wasm"]];
  for (const [step, code] of STEPS) {
    writeFileSync(join(out, `floor-${step}.cjs`), `${READ}${code ?? START("fs.readFileSync(process.argv[2])")}fs.writeSync(1, "{}\\n");\n`);
    writeFileSync(join(out, `floor-${step}.mjs`), `${DENO_READ}${code ?? START("Deno.readFileSync(Deno.args[0])")}Deno.stdout.writeSync(new TextEncoder().encode("{}\\n"));\n`);
  }
  // the same hook as `rulec install` lays it out, with a package.json saying "type":
  // "commonjs" beside it (Node's search for one ends there); where its code cache cannot be
  // written (a directory in the way): Node parses and compiles the runtime at every call;
  // and where a package.json above it says "type": "module": Node runs it as an ES module
  // (its ESM loader, no code cache)
  const installed = join(out, "installed"), nocache = join(out, "nocache"), esm = join(out, "esm");
  for (const d of [installed, nocache, esm]) {
    mkdirSync(d);
    for (const f of ["git-local.js", "git-local.wasm"]) copyFileSync(join(out, f), join(d, f));
  }
  writeFileSync(join(installed, "package.json"), '{ "type": "commonjs" }\n');
  mkdirSync(join(nocache, "git-local.js.cache"));
  writeFileSync(join(esm, "package.json"), '{ "type": "module" }\n');

  log("\nwhole process, per call (payload on stdin)");
  const [node, nodeInstalled, , , nodeQuick, ...nodeSteps] = interleaved([
    ["node git-local.js / node -e 0", ["node", hook + ".js"]],
    ["node git-local.js, as installed / node -e 0", ["node", join(installed, "git-local.js")]],
    ["node git-local.js, no code cache / node -e 0", ["node", join(nocache, "git-local.js")]],
    ["node git-local.js as an ES module / node -e 0", ["node", join(esm, "git-local.js")]],
    ["node git-local.js, no rule can fire / node -e 0", ["node", hook + ".js"], UNMATCHED],
    ...STEPS.map(([step, , what]) => [`floor: node ${what} / node -e 0`, ["node", join(out, `floor-${step}.cjs`), hook + ".wasm"]]),
  ], ["node", "-e", "0"], TYPICAL);
  const [deno, denoQuick, ...denoSteps] = existsSync(DENO)
    ? interleaved([
      ["deno git-local.js / deno run empty.mjs", denoHook(hook + ".js")],
      ["deno git-local.js, no rule can fire / deno", denoHook(hook + ".js"), UNMATCHED],
      ...STEPS.map(([step, , what]) => [`floor: deno ${what} / deno`, denoRun("--allow-read", join(out, `floor-${step}.mjs`), hook + ".wasm")]),
    ], denoRun(join(out, "empty.mjs")), TYPICAL)
    : [null, null];
  const nat = native ? paired("native git-local / true", [native], ["true"], TYPICAL) : null;
  const byStep = (rows) => Object.fromEntries(STEPS.map(([step], i) => [step, rows[i]]));
  const floors = { node: byStep(nodeSteps), deno: deno ? byStep(denoSteps) : null };
  const nodeFloor = floors.node.wasm, denoFloor = floors.deno?.wasm ?? null;
  // what V8 compiles on a typical call's first classify (the hook's largest cost after the
  // host's own start): functions and bytes of their bodies, from V8's own trace on Node;
  // how long that takes, from Deno's (in µs where Node 20's is in ms); both run on copies of
  // the hook: a run with V8 flags writes its code cache again, for those flags
  const traced = join(out, "traced");
  mkdirSync(traced);
  for (const f of ["git-local.js", "git-local.wasm"]) copyFileSync(join(out, f), join(traced, f));
  const trace = spawnSync("node", ["--trace-wasm-compilation-times", join(traced, "git-local.js")], { input: TYPICAL, env, encoding: "utf8" });
  const compiled = [...String(trace.stdout).matchAll(/^Compiled function .* bodysize (\d+)/gm)].map((m) => Number(m[1]));
  const bodyBytes = compiled.reduce((a, b) => a + b, 0);
  report.compiledOnFirstCall = trace.status === 0 && compiled.length ? { functions: compiled.length, bodyBytes } : null;
  report.liftoffOnDenoUs = liftoffOnDeno(hook);
  const lo = report.liftoffOnDenoUs ? `Liftoff takes ${fmt(report.liftoffOnDenoUs / 1000, 2)} ms of a first call on Deno, by V8's trace` : "";
  log(report.compiledOnFirstCall
    ? `  (a typical call compiles ${compiled.length} wasm functions, ${fmt(bodyBytes / 1024)} KB of bodies, of ${fmt(codeBytes(readFileSync(hook + ".wasm")) / 1024)} KB${lo ? "; " + lo : ""})`
    : `  (what V8 compiles on a first call: no trace from this node${lo ? "; " + lo : ""})`);
  const jq = spawnSync("jq", ["--version"]).status === 0;
  const bashjq = jq ? paired("bash+jq guard / node git-local.js", ["bash", join(ROOT, "bench/guard.sh")], ["node", hook + ".js"], TYPICAL) : null;
  if (!jq) log("  bash+jq guard skipped: jq is not installed (apt-get install jq)");
  const big = payload("echo " + "x".repeat(1 << 20) + " && git add .");
  const bigRow = paired("node, a 1 MB command / a typical one", ["node", hook + ".js"], ["node", hook + ".js"], big, { inputB: TYPICAL });
  const added = bigRow.diff_ms;
  // for scale: bare Node reading a megabyte from a pipe and parsing it the plain way (its
  // text, then JSON.parse), each new page of memory a page fault on this VM; the runtime
  // parses a large payload from its bytes instead (runtime/core.mjs parseLarge)
  const bigFloor = paired("node reads it, JSON.parse / a typical one", ["node", join(out, "floor-read.cjs")], ["node", join(out, "floor-read.cjs")], big, { inputB: TYPICAL });
  let ways = null;
  if (haveCorpus) {
    const post = payload("git commit -m 'feat: x' && gh pr create", "PostToolUse", { tool_response: { stdout: "" } });
    ways = paired("ways: 84-way corpus / 7-way sample", ["node", join(out, "ways-corpus.js")], ["node", join(out, "ways-sample.js")], post);
  }

  log("\nin-process classify (one instance reused; µs per call)");
  const wasm = readFileSync(hook + ".wasm");
  const c = load(wasm, hostFacts(), { reuse: true });
  // the same with every fact answered from memory: the engine without the file system
  const inMemory = load(wasm, onceEach(hostFacts()), { reuse: true });
  const fields = (command) => ({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: out, project_dir: out, "tool_input.command": command });
  const CASES = [
    ["typical", "git status && npm test -- --coverage; echo done | tee /tmp/out.log", 2000],
    ["typical, facts from memory", "git status && npm test -- --coverage; echo done | tee /tmp/out.log", 2000, inMemory],
    ["short", "ls -la", 2000],
    ["long (1 MB)", "echo " + "x".repeat(1 << 20) + " && git add .", 20],
    ["deeply nested (40 levels)", "$(".repeat(40) + "git add ." + ")".repeat(40), 500],
    // linear work: a 16,000-segment && chain (once quadratic: 18–20 s)
    ["a 16,000-segment && chain", Array(16000).fill("git status -s").join(" && "), 10],
  ];
  /** n timed calls of `cl` on `command`, reported as a row. */
  const timed = (name, cl, command, n) => {
    const f = fields(command);
    // (warmed up first: V8 tiers a hot wasm function up to TurboFan after a budget of work,
    // and the row is of the steady state; a hook's one cold call is the whole-process rows')
    for (let i = 0; i < Math.min(WARMUP, n * 2); i++) cl.classify(f);
    const t = [];
    for (let i = 0; i < n; i++) { const t0 = process.hrtime.bigint(); cl.classify(f); t.push(Number(process.hrtime.bigint() - t0) / 1e3); }
    const row = { name, p50_us: median(t), p99_us: pct(t, 0.99), calls: n };
    classifyRow(row);
    return row;
  };
  let typicalP50 = NaN;
  for (const [name, command, n, cl = c] of CASES) {
    const row = timed(name, cl, command, n);
    if (name === "typical") typicalP50 = row.p50_us;
  }

  // the approver and the composed set (issue: a composed set costs at most ×1.15 of the guard
  // it is built around, per call; its classify at most ×1.5 of git-local's)
  log("\nreadonly and recommended (destructive + readonly)");
  for (const n of ["destructive", "readonly", "recommended"]) rulec("build", `rules/${n}.ts`, "--out-dir", out, "--no-typecheck");
  const composedRows = {};
  for (const n of ["readonly", "recommended", "destructive"]) {
    const cl = load(readFileSync(join(out, n + ".wasm")), hostFacts(), { reuse: true });
    for (const [kind, command] of [["typical", CASES[0][1]], ["a read-only pipeline", "git log --oneline -20 | grep fix | head -5 && ls -la src"]]) {
      composedRows[`${n} ${kind}`] = timed(`${kind} (${n})`, cl, command, 2000).p50_us;
    }
  }
  const recVsDestructive = paired("node recommended.js / node destructive.js", ["node", join(out, "recommended.js")], ["node", join(out, "destructive.js")], TYPICAL);
  const readonlyVsNode = paired("node readonly.js / node -e 0", ["node", join(out, "readonly.js")], ["node", "-e", "0"], TYPICAL);
  report.composed = { recVsDestructive, readonlyVsNode, classify: composedRows };

  // the same on Deno: a newer V8, which inlines calls between wasm functions (Node 20's
  // V8 does not: each string length or character read in the engine is a call)
  if (existsSync(DENO)) {
    const script = join(out, "classify-deno.mjs");
    writeFileSync(script, `import { load, hostFacts } from ${JSON.stringify(pathToFileURL(join(ROOT, "runtime/core.mjs")).href)};
const c = load(Deno.readFileSync(${JSON.stringify(hook + ".wasm")}), hostFacts(), { reuse: true });
const rows = [];
for (const [name, command, n] of ${JSON.stringify(CASES.filter((k) => k[0] === "typical" || k[0] === "short").map((k) => [k[0], k[1], k[2]]))}) {
  const f = ${JSON.stringify(fields("COMMAND"))};
  f["tool_input.command"] = command;
  for (let i = 0; i < Math.min(${WARMUP}, n * 2); i++) c.classify(f);
  const t = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); c.classify(f); t.push((performance.now() - t0) * 1000); }
  t.sort((a, b) => a - b);
  rows.push({ name: name + " (Deno)", p50_us: t[t.length >> 1], p99_us: t[Math.min(t.length - 1, Math.floor(t.length * 0.99))], calls: n });
}
console.log(JSON.stringify(rows));
`);
    const [cmd, ...args] = denoHook(script);
    const r = spawnSync(cmd, args, { env, encoding: "utf8" });
    try {
      for (const row of JSON.parse(r.stdout)) classifyRow(row);
    } catch { log(`  Deno in-process rows skipped: ${String(r.stderr).trim().split("\n")[0]}`); }
  }

  if (INSTRUCTIONS) instructionRows(hook, installed, native, TYPICAL);

  log("\ntargets");
  log("  " + target("Node hook / bare node", node.ratio, TARGET, "×"));
  log("  " + target("Node hook as installed / bare node", nodeInstalled.ratio, TARGET, "×"));
  if (deno) log("  " + target("Deno hook / bare deno", deno.ratio, TARGET, "×"));
  if (nat) log("  " + target("native hook / true", nat.ratio, 2.5, "×"));
  log("  " + target("classify, typical command, p50", typicalP50, 5, " µs"));
  log("  " + target("a 1 MB command adds, end to end", added, 25, " ms"));
  log("  " + target("recommended / destructive, per call (Node)", recVsDestructive.ratio, 1.15, "×"));
  log("  " + target("classify of recommended / git-local, typical", composedRows["recommended typical"] / typicalP50, 1.5, "×"));
  log("  " + target("classify of readonly / git-local, typical", composedRows["readonly typical"] / typicalP50, 1.5, "×"));
  log(`    (for scale, bare Node reading that payload and JSON.parse of its text: +${fmt(bigFloor.diff_ms)} ms)`);
  if (ways) log("  " + target("ways 84-way corpus / 7-way sample", ways.ratio, 1.05, "×"));
  log("  " + target("rulec build of git-local", buildMs / 1000, 5, " s"));
  log("  " + target("git-local.wasm size", wasmBytes / 1024, 64, " KB"));
  log(`  (the floor, a script that reads the payload and starts git-local.wasm without classifying: Node ×${fmt(nodeFloor.ratio, 2)}${denoFloor ? `, Deno ×${fmt(denoFloor.ratio, 2)}` : ""})`);
  log("  " + budget("Node", "node -e 0", node, floors.node));
  if (deno) log("  " + budget("Deno", "an empty module", deno, floors.deno));
  log(`  (a call the prefilter rules out: Node ×${fmt(nodeQuick.ratio, 2)}${denoQuick ? `, Deno ×${fmt(denoQuick.ratio, 2)}` : ""})`);
  if (bashjq) log(`  (for scale: the bash+jq guard takes ×${fmt(bashjq.ratio, 2)} the Node hook's time)`);
  if (JSON_OUT) process.stdout.write(JSON.stringify(report, null, 2) + "\n");
} finally {
  rmSync(out, { recursive: true, force: true });
}
