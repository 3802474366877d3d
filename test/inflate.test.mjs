// wasm/inflate.ts (raw DEFLATE) against zlib: streams zlib writes at every level and
// strategy, over texts, random bytes, runs and the empty input, inflate to exactly the
// input; malformed, truncated and mis-sized streams are refused, and the decoder never
// writes past the end it was given. Compiled with asc and the stub runtime, in memory.
//
// Run: npx uvu test inflate

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import loader from "@assemblyscript/loader";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants, deflateRawSync } from "node:zlib";
import { ROOT } from "./helpers/built.mjs";
import { compileEntry } from "./helpers/asc.mjs";

const binary = await compileEntry(`import { inflateRaw } from "../../wasm/inflate";
export function run(src: usize, srcLen: usize, dst: usize, dstLen: usize): i32 { return inflateRaw(src, srcLen, dst, dstLen) ? 1 : 0; }
`, "test/fixtures/inflate-entry.generated.ts");
const { exports: wasm } = await loader.instantiate(binary, { env: { abort: () => { throw new Error("abort"); } } });

const GUARD = 64;
/** Inflates `stream` into `size` bytes: the bytes, or null when refused; checks the guard after dst. */
function inflate(stream, size) {
  const src = wasm.__pin(wasm.__new(Math.max(1, stream.length), 0));
  const dst = wasm.__pin(wasm.__new(size + GUARD, 0));
  try {
    new Uint8Array(wasm.memory.buffer, src, stream.length).set(stream);
    new Uint8Array(wasm.memory.buffer, dst + size, GUARD).fill(0xa5);
    const ok = wasm.run(src, stream.length, dst, size) === 1;
    const guard = new Uint8Array(wasm.memory.buffer, dst + size, GUARD);
    assert.ok(guard.every((b) => b === 0xa5), "wrote past the end it was given");
    return ok ? Buffer.from(new Uint8Array(wasm.memory.buffer, dst, size)) : null;
  } finally {
    wasm.__unpin(src);
    wasm.__unpin(dst);
  }
}

let seed = 7;
const random = (n) => Buffer.from(Array.from({ length: n }, () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24)));
// [name, bytes]
const INPUTS = [
  ["empty", Buffer.alloc(0)],
  ["one byte", Buffer.from("x")],
  ["the README", readFileSync(join(ROOT, "README.md"))],
  ["an engine source", readFileSync(join(ROOT, "wasm/shell.ts"))],
  ["random bytes", random(70_000)],
  ["a long run", Buffer.alloc(100_000, 0x61)],
  ["UTF-8 text", Buffer.from("é✓中😀 — ".repeat(3000), "utf8")],
];
const MODES = [
  ["stored (level 0)", { level: 0 }],
  ["level 1", { level: 1 }],
  ["level 6", { level: 6 }],
  ["level 9", { level: 9 }],
  ["fixed codes", { level: 9, strategy: constants.Z_FIXED }],
  ["Huffman only", { level: 9, strategy: constants.Z_HUFFMAN_ONLY }],
  ["runs", { level: 9, strategy: constants.Z_RLE }],
];

test("every zlib stream inflates to its input", () => {
  for (const [name, bytes] of INPUTS) {
    for (const [mode, opts] of MODES) {
      const got = inflate(deflateRawSync(bytes, opts), bytes.length);
      assert.ok(got && got.equals(bytes), `${name}, ${mode}`);
    }
  }
});

test("property: random texts of few symbols inflate to themselves", () => {
  const text = fc.array(fc.constantFrom("a", "b", "rule ", "deny ", "\n", "é", "0"), { maxLength: 400 }).map((a) => Buffer.from(a.join(""), "utf8"));
  fc.assert(fc.property(text, fc.constantFrom(...MODES.map((m) => m[1])), (bytes, opts) => {
    const got = inflate(deflateRawSync(bytes, opts), bytes.length);
    assert.ok(got && got.equals(bytes));
  }), { numRuns: 300 });
});

test("a truncated stream, a wrong length and garbage are refused", () => {
  const bytes = readFileSync(join(ROOT, "README.md")).subarray(0, 20_000);
  const stream = deflateRawSync(bytes, { level: 9 });
  for (const cut of [1, 2, 10, stream.length >> 1, stream.length - 1]) assert.is(inflate(stream.subarray(0, stream.length - cut), bytes.length), null, `cut ${cut}`);
  assert.is(inflate(stream, bytes.length - 1), null, "one byte too few");
  assert.is(inflate(stream, bytes.length + 1), null, "one byte too many");
  assert.is(inflate(Buffer.from([0x07]), 4), null, "block type 3");
  assert.is(inflate(Buffer.from([0x01, 0x05, 0x00, 0x00, 0x00]), 5), null, "a stored block whose length check fails");
  for (let i = 0; i < 200; i++) inflate(random(1 + (i % 50)), 1 + (i % 300)); // (garbage: no write past the end)
});

test.run();
