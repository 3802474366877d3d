// The payload as the hook reads it: stdin decoded as TextDecoder("utf-8") decodes (invalid
// bytes → U+FFFD by maximal subparts, one leading BOM dropped), on both paths the runtime
// takes — Node's read of fd 0 into one growing buffer (ASCII bytes as Latin-1, others as
// UTF-8), Deno's chunked read and TextDecoder. Real processes; bytes on a pipe (all at once,
// in pieces) and a file.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { childEnv, runtimeScript } from "./helpers/child.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { DENO } from "../scripts/reference.mjs";

const b = (...xs) => Buffer.from(xs);
const u = (s) => Buffer.from(s, "utf8");
// [name, the bytes on stdin]
const INPUTS = [
  ["empty", b()],
  ["ascii", u('{"a":"b"}')],
  ["a BOM", Buffer.concat([b(0xef, 0xbb, 0xbf), u("{}")])],
  ["two BOMs (the second stays)", Buffer.concat([b(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf), u("{}")])],
  ["BMP and astral", u("é✓中😀")],
  ["a stray continuation byte", b(0x61, 0x80, 0x62)],
  ["a truncated sequence", b(0x61, 0xe2, 0x82, 0x62)],
  ["an overlong encoding", b(0xc0, 0xaf, 0x61)],
  ["an encoded surrogate", b(0xed, 0xa0, 0x80, 0x61)],
  ["past U+10FFFF", b(0xf4, 0x90, 0x80, 0x80, 0x61)],
  ["0xFF and 0xFE", b(0xff, 0xfe, 0x61)],
  ["truncated at the end", b(0x61, 0xf0, 0x9f, 0x98)],
  ["NUL", b(0x61, 0x00, 0x62)],
  ["a megabyte, past a pipe's buffer", u("x".repeat(1 << 20) + "é")],
  ["a megabyte of ASCII", u("x".repeat(1 << 20) + "~")],
  ["DEL, the last ASCII byte", b(0x61, 0x7f, 0x62)],
  ["five megabytes, past the first buffer Node reads into", u("y".repeat(5 << 20) + "é")],
];

/** A text as the script reports it: a long one by its length, ends and FNV-1a hash of its code units. */
function view(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return JSON.stringify([...s].length > 64 ? { length: s.length, head: s.slice(0, 16), tail: s.slice(-16), fnv: h >>> 0 } : s);
}

// (the script reports with the same view, as source)
const HOSTS = runtimeScript(["readStdin"], [view], "out = view(readStdin());");
const env = childEnv;
const dir = scratch("rulec-stdin-");

for (const [host, cmd, args] of HOSTS) {
  test(`stdin: every input decodes as TextDecoder does (${host})`, () => {
    if (cmd === DENO && !existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
    for (const [name, bytes] of INPUTS) {
      const r = spawnSync(cmd, args, { input: bytes, env, maxBuffer: 16 << 20, encoding: "utf8" });
      assert.is(r.status, 0, `${name}: ${r.stderr}`);
      assert.is(r.stdout, view(new TextDecoder().decode(bytes)), name);
    }
  });

  test(`stdin: a payload written in pieces, and a file as stdin, read whole (${host})`, () => {
    if (cmd === DENO && !existsSync(DENO)) return assert.unreachable("deno is a devDependency: run npm ci");
    const pieces = spawnSync("sh", ["-c", `(printf '{"a":'; sleep 0.2; printf '"b"}') | "$0" "$@"`, cmd, ...args], { env, encoding: "utf8" });
    assert.is(pieces.stdout, view('{"a":"b"}'), `in pieces: ${pieces.stderr}`);
    const file = join(dir, "payload.json");
    writeFileSync(file, "z".repeat(70_000) + "✓");
    const fromFile = spawnSync("sh", ["-c", `"$0" "$@" < "${file}"`, cmd, ...args], { env, maxBuffer: 16 << 20, encoding: "utf8" });
    assert.is(fromFile.stdout, view("z".repeat(70_000) + "✓"), `a file: ${fromFile.stderr}`);
  });
}

test.run();
