// The payload as the hook parses it (runtime/core.mjs readPayload): exactly what JSON.parse
// makes of stdin decoded as TextDecoder("utf-8") decodes it, errors included — also for a
// large payload, whose long string values are decoded straight from the bytes
// (parseLarge). Real processes on Node and Deno; which payloads take the large path is
// checked in process.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, built } from "./helpers/built.mjs";
import { childEnv, runHook, runtimeScript } from "./helpers/child.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { DENO } from "../scripts/reference.mjs";

const { parseLarge, LongText, fieldsOf } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);

const u = (s) => Buffer.from(s, "utf8");
const MB = "x".repeat(1 << 20);
const LONG = "y".repeat(300_000); // (past LARGE, 256 KB: the hook takes the large path too)
const wrap = (command, rest = "") => `{"hook_event_name":"PreToolUse","tool_name":"Bash","cwd":"/tmp"${rest},"tool_input":{"command":${command},"description":"d"}}`;

// [name, the bytes on stdin, whether the large path takes it]
const CASES = [
  ["a 1 MB ASCII command", u(wrap(JSON.stringify("echo " + MB + " && git add ."))), true],
  ["a long command with escapes", u(wrap(JSON.stringify(`printf "%s\\n" '${LONG}' \t \u00e9 \ud83d\ude00 \u2028 \u0001`))), true],
  ["escapes written as \\u", u(wrap('"' + LONG + '\\u0041\\u00e9\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\\"\\\\"')), true],
  ["a lone surrogate escaped", u(wrap('"' + LONG + '\\ud800x\\udc00"')), true],
  ["UTF-8 text", u(wrap(JSON.stringify("é✓中😀".repeat(25_000)))), true],
  ["invalid UTF-8 inside the value", Buffer.concat([u(`{"a":"${LONG}`), Buffer.from([0xe2, 0x82]), u('x"}')]), true],
  ["invalid UTF-8 at the end of the value", Buffer.concat([u(`{"a":"${LONG}`), Buffer.from([0xf0, 0x9f, 0x98]), u('"}')]), true],
  ["invalid UTF-8 outside it", Buffer.concat([u(`{"a":"${LONG}","b":"`), Buffer.from([0xff, 0xc0]), u('"}')]), true],
  ["a value ending in backslashes", u(wrap(JSON.stringify(LONG + "\\\\"))), true],
  ["a value with escaped quotes only", u(wrap(JSON.stringify('"'.repeat(150_000)))), true],
  ["two long values", u(`{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"/tmp/f","content":${JSON.stringify(LONG)},"old":${JSON.stringify(MB)}}}`), true],
  ["a long key stays in the text", u(`{"hook_event_name":"PreToolUse",${JSON.stringify(LONG)} : 1,"tool_input":{"command":${JSON.stringify(MB)}}}`), true],
  ["a long value in an array and at the top", u(`[${JSON.stringify(LONG)},1,null,true,{"a":${JSON.stringify(LONG)}}]`), true],
  ["a long top-level string", u(JSON.stringify(MB)), true],
  ["a BOM first", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), u(wrap(JSON.stringify(MB)))]), true],
  ["a value that begins with a BOM, raw", u(wrap(JSON.stringify("\ufeff" + LONG))), true],
  ["a value that begins with a BOM, escaped", u(wrap('"\\ufeff' + LONG + '"')), true],
  ["the placeholder's text in the payload", u(wrap(JSON.stringify(MB), ',"x":"\\u0000rulec:0"')), false],
  ["the placeholder's text after a backslash", u(wrap(JSON.stringify(MB), ',"x":"\\\\u0000rulec:0"')), false],
  ["short values only", u(`{"a":[${Array.from({ length: 40_000 }, (_, i) => `"v${i}"`).join(",")}]}`), false],
  ["whitespace around a long value", u(`{ "hook_event_name" : "PreToolUse" , "tool_input" : { "command" :\n\t ${JSON.stringify(MB)} \r\n } }`), true],
  ["unicode outside, a long ASCII value", u(wrap(JSON.stringify(MB), ',"é":"✓"')), true],
  // malformed: the same one-line error as the plain parse
  ["a raw control character in the value", u(wrap('"' + LONG + '\u0001"')), true],
  ["a raw newline in the value", u(wrap('"' + LONG + '\n"')), true],
  ["an unknown escape in the value", u(wrap('"' + LONG + '\\q"')), true],
  ["a short \\u escape in the value", u(wrap('"' + LONG + '\\u12"')), true],
  ["a trailing comma outside it", u(wrap(JSON.stringify(MB)).replace('"d"}', '"d",}')), true],
  ["a quote left open", u('{"a":"' + MB), false],
  ["a BOM right after a long value (not whitespace)", Buffer.concat([u(`{"a":"${LONG}"`), Buffer.from([0xef, 0xbb, 0xbf]), u("}")]), true],
  ["a BOM between two long values", Buffer.concat([u(`{"a":"${LONG}"`), Buffer.from([0xef, 0xbb, 0xbf]), u(`,"b":"${LONG}"}`)]), true],
  ["garbage after it", u(wrap(JSON.stringify(MB)) + "x"), true],
  ["whitespace only", u(" ".repeat(300_000)), false],
];

/** What the hook must make of the bytes: JSON.parse of their text, or its one-line error. */
function expected(bytes) {
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return "error: empty input: expected one JSON payload on stdin";
  try { return view(JSON.parse(text)); } catch { return "error: the payload on stdin is not valid JSON"; }
}

/** A parsed payload as text, each long string by its length, ends and FNV-1a hash of its code units. */
function view(value) {
  return JSON.stringify(value, (k, v) => {
    if (typeof v !== "string" || v.length <= 64) return v;
    let h = 2166136261;
    for (let i = 0; i < v.length; i++) h = Math.imul(h ^ v.charCodeAt(i), 16777619);
    return { length: v.length, head: v.slice(0, 16), tail: v.slice(-16), fnv: h >>> 0 };
  });
}

/** Where the value holds a LongText: ["tool_input.command", …]. */
function longTexts(v, path = "", found = []) {
  if (v instanceof LongText) found.push(path);
  else if (v !== null && typeof v === "object") for (const k of Object.keys(v)) longTexts(v[k], path ? path + "." + k : k, found);
  return found;
}

test("payload: the large path takes the payloads it is for, and answers as JSON.parse does", () => {
  for (const [name, bytes, taken] of CASES) {
    let got;
    try {
      const p = parseLarge(bytes);
      assert.is(p !== undefined, taken, `${name}: taken`);
      if (p === undefined) continue;
      // a text left as bytes only where fieldsOf reads a text: tool_input's values, the prompt
      for (const at of longTexts(p)) assert.ok(/^(tool_input\.[^.]+|prompt)$/.test(at), `${name}: a LongText at ${at}`);
      got = view(p);
    } catch (e) { got = "error: " + e.message; }
    assert.is(got, expected(bytes), name);
  }
});

test("payload: a long plain value stays bytes where fields are read, and becomes their text", () => {
  const p = parseLarge(u(`{"hook_event_name":"UserPromptSubmit","prompt":${JSON.stringify(MB)},"tool_input":{"command":${JSON.stringify(LONG)},"x":{"y":${JSON.stringify(LONG)}},"a":[${JSON.stringify(LONG)}]},"other":${JSON.stringify(LONG)}}`));
  assert.equal(longTexts(p), ["prompt", "tool_input.command"]);
  const f = fieldsOf(p);
  assert.ok(f.prompt instanceof LongText && f["tool_input.command"] instanceof LongText);
  assert.is(String(f.prompt), MB);
  assert.is(f["tool_input.command"].length, LONG.length);
  assert.is(typeof p.other, "string");
  assert.is(typeof p.tool_input.x.y, "string");
  assert.is(typeof p.tool_input.a[0], "string");
});

const HOSTS = runtimeScript(["readPayload"], [view], `try { out = view(readPayload()); } catch (e) { out = "error: " + e.message; }`);
const env = childEnv;
const dir = scratch("rulec-payload-");

for (const [host, cmd, args] of HOSTS) {
  test(`payload: every payload parses as JSON.parse parses its text (${host})`, () => {
    if (cmd === DENO && !existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
    for (const [name, bytes] of CASES) {
      const r = spawnSync(cmd, args, { input: bytes, env, maxBuffer: 16 << 20, encoding: "utf8" });
      assert.is(r.status, 0, `${name}: ${r.stderr}`);
      assert.is(r.stdout, expected(bytes), name);
    }
  });
}

// A large payload through a real hook: its answer is the one the same payload gets with
// its long value as a string (written with one character escaped), and the one the plain
// parse gives (padded past parseLarge's limit on literals).
const pad = `,"pad":[${Array.from({ length: 5000 }, () => '"p"').join(",")}]`;
const escapeFirst = (json) => json.replace(/^"(.)/, (m, c) => '"\\u' + c.charCodeAt(0).toString(16).padStart(4, "0"));
const bash = (command, json = JSON.stringify(command), rest = "") => `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash"${rest},"tool_input":{"command":${json}}}`;
const write = (json, rest = "") => `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Write"${rest},"tool_input":{"file_path":"/etc/passwd","content":${json}}}`;
// [rule set, a payload maker (the long value's JSON, more keys), the long value]
const HOOK_CASES = [
  ["rules/destructive.ts", (j, r) => bash(null, j, r), `rm -rf ${"/".repeat(300_000)}`],
  ["rules/destructive.ts", (j, r) => bash(null, j, r), `echo ${MB} && git reset --hard`],
  ["rules/destructive.ts", (j, r) => bash(null, j, r), `git commit -m ${"a".repeat(300_000)}`],
  ["rules/destructive.ts", (j, r) => write(j, r), "z".repeat(300_000)],
  ["rules/git-local.ts", (j, r) => bash(null, j, r), `echo ${MB} && git add .`],
];

for (const host of ["node", "deno"]) {
  test(`payload: a hook answers a large payload as it answers the same one parsed as strings (${host})`, async () => {
    if (host === "deno" && !existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
    let denied = 0;
    for (const [entry, make, value] of HOOK_CASES) {
      const { hookPath } = await built(entry);
      const run = (input) => runHook(hookPath, input, { host, env: { RULEC_STATE_DIR: dir } });
      const json = JSON.stringify(value);
      const got = run(make(json, ""));
      assert.equal(run(make(escapeFirst(json), "")), got, `${entry}: ${value.slice(0, 20)}… with an escape`);
      assert.equal(run(make(json, pad)), got, `${entry}: ${value.slice(0, 20)}… parsed plainly`);
      if (/"deny"/.test(got.stdout) || got.status === 2) denied++;
    }
    assert.ok(denied >= 2, "some of them are denied");
  });
}

test.run();
