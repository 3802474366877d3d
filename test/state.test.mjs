// Session state under concurrency, with real hook processes: once-per-session delivery
// must hold when many hook processes of one session start at once, and no stamp may be
// lost. A corrupt or foreign state file is replaced, not trusted.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { scratch } from "./helpers/scratch.mjs";
import { built, ROOT } from "./helpers/built.mjs";

const SAMPLE = join(ROOT, "test", "data", "fixtures", "ways-sample");
const { hookPath } = await built("rules/ways.ts", { name: "ways", defines: { waysDir: SAMPLE } });
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

const COMMAND = "npm install x && git commit -m a && gh pr create && oh-my-posh init bash && echo A=1 >> .env";
const ALL = ["softwaredev/deps", "softwaredev/commits", "softwaredev/github", "workstation/prompt", "softwaredev/config"];

function payload(session, extra = {}) {
  return JSON.stringify({ session_id: session, cwd: "/tmp", hook_event_name: "PostToolUse", tool_name: "Bash",
    tool_input: { command: COMMAND }, tool_response: { stdout: "" }, ...extra });
}

function runHook(stateDir, input) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [hookPath], { env: { ...env, RULEC_STATE_DIR: stateDir } });
    let out = "", err = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (err += d));
    p.on("close", (code) => resolve({ code, out, err }));
    p.stdin.end(input);
  });
}
const delivered = (out) => out.trim() ? [...JSON.parse(out).hookSpecificOutput.additionalContext.matchAll(/<way id="([^"]+)">/g)].map((m) => m[1]) : [];

test("state: 32 concurrent hook processes of one session deliver each way exactly once", async () => {
  const dir = scratch("rulec-state-");
  const runs = await Promise.all(Array.from({ length: 32 }, () => runHook(dir, payload("s-race"))));
  for (const r of runs) assert.is(r.code, 0, r.err);
  const all = runs.flatMap((r) => delivered(r.out));
  assert.equal([...all].sort(), [...ALL].sort(), "each way once, none lost");
  for (const r of runs) assert.ok(delivered(r.out).length <= 3, "the cap holds per delivery");
  const files = readdirSync(join(dir, "ways")).filter((f) => f.endsWith(".json"));
  assert.is(files.length, 1);
  const state = JSON.parse(readFileSync(join(dir, "ways", files[0]), "utf8"));
  assert.equal([...state.agents.main].sort(), [...ALL].sort(), "every delivery is stamped");
  assert.equal(readdirSync(join(dir, "ways")).filter((f) => f.endsWith(".lock")), [], "no lock left behind");
  rmSync(dir, { recursive: true, force: true });
});

test("state: a subagent has its own record; PostToolUseFailure records nothing", async () => {
  const dir = scratch("rulec-state-");
  const fail = await runHook(dir, payload("s2", { hook_event_name: "PostToolUseFailure", error: "Exit code 1" }));
  assert.is(fail.out, "");
  const main = await runHook(dir, payload("s2"));
  const agent = await runHook(dir, payload("s2", { agent_id: "a-1" }));
  assert.is(delivered(main.out).length, 3);
  assert.equal(delivered(agent.out), delivered(main.out));
  rmSync(dir, { recursive: true, force: true });
});

for (const [name, text] of [["corrupt", "{not json"], ["older version", JSON.stringify({ v: 0, delivered: ["softwaredev/deps"] })], ["wrong shape", "[]"]]) {
  test(`state: a ${name} state file is replaced, not trusted`, async () => {
    const dir = scratch("rulec-state-");
    mkdirSync(join(dir, "ways"), { recursive: true });
    writeFileSync(join(dir, "ways", "s3.json"), text);
    const r = await runHook(dir, payload("s3"));
    assert.is(r.code, 0, r.err);
    assert.is(delivered(r.out).length, 3);
    const state = JSON.parse(readFileSync(join(dir, "ways", "s3.json"), "utf8"));
    assert.is(state.v, 1);
    rmSync(dir, { recursive: true, force: true });
  });
}

test("state: a stale lock left by a killed process is broken", async () => {
  const dir = scratch("rulec-state-");
  mkdirSync(join(dir, "ways"), { recursive: true });
  const lock = join(dir, "ways", "s4.json.lock");
  writeFileSync(lock, "");
  const old = new Date(Date.now() - 60_000);
  spawnSync("touch", ["-d", old.toISOString(), lock]);
  const r = await runHook(dir, payload("s4"));
  assert.is(r.code, 0, r.err);
  assert.is(delivered(r.out).length, 3);
  rmSync(dir, { recursive: true, force: true });
});

test.run();
