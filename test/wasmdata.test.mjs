// compiler/wasmdata.ts: a static string's block word is dropped from the data section,
// and nothing else. Each case is a real module, instantiated before and after: its memory
// must read the same except for the dropped words, which read as 0.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { importTs } from "./helpers/ts.mjs";
import { ROOT, built } from "./helpers/built.mjs";

const { dropStringBlockWords } = await importTs(join(ROOT, "compiler/wasmdata.ts"));

const leb = (v) => { const o = []; do { let x = v & 0x7f; v >>>= 7; if (v) x |= 0x80; o.push(x); } while (v); return o; };
// (an i32.const is signed: 64 takes two bytes)
const sleb = (v) => { const o = []; for (;;) { const x = v & 0x7f; v >>= 7; if ((v === 0 && !(x & 0x40)) || (v === -1 && x & 0x40)) { o.push(x); return o; } o.push(x | 0x80); } };
const u32 = (v) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255];
const section = (id, body) => [id, ...leb(body.length), ...body];
/** A segment: [offset, bytes] active in memory 0, or { passive: bytes }. */
function module(segments) {
  const data = segments.flatMap((s) => (s.passive ? [1, ...leb(s.passive.length), ...s.passive] : [0, 0x41, ...sleb(s[0]), 0x0b, ...leb(s[1].length), ...s[1]]));
  return Uint8Array.from([
    0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
    ...section(5, [1, 0, 1]),
    ...section(7, [1, 3, 0x6d, 0x65, 0x6d, 2, 0]),
    ...section(12, leb(segments.length)),
    ...section(11, [...leb(segments.length), ...data]),
  ]);
}
const memory = (wasm) => new Uint8Array(new WebAssembly.Instance(new WebAssembly.Module(wasm), {}).exports.mem.buffer);
const segmentCount = (wasm) => { let at = 8; while (at < wasm.length) { const id = wasm[at]; let len = 0, sh = 0, x; at++; do { x = wasm[at++]; len |= (x & 0x7f) << sh; sh += 7; } while (x & 0x80); if (id === 11) return wasm[at]; at += len; } return 0; };

// a string of `chars` at payload address `p` (16-aligned), as binaryen leaves it: the block
// word alone, then the type id, the length and the characters
const blockOf = (bytes) => ((16 + bytes + 4 + 15) & ~15) - 4;
const str = (p, text, { id = 2, block = blockOf(text.length * 2) } = {}) => [
  [p - 20, u32(block).slice(0, block > 255 ? 2 : 1)],
  [p - 8, [...u32(id), ...u32(text.length * 2), ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]],
];

// [label, segments, block words expected dropped (addresses)]
const CASES = [
  ["one string", str(64, "git"), [44]],
  ["two strings and a blob between them", [...str(64, "add"), [96, [1, 2, 3, 4, 5]], ...str(144, "--force")], [44, 124]],
  ["a long string: a two-byte block word", str(1024, "x".repeat(200)), [1004]],
  ["an ArrayBuffer's block word stays (static arrays are renewed by push)", str(64, "ab", { id: 1 }), []],
  ["a block word that does not match the length stays", str(64, "ab", { block: 60 }), []],
  ["a payload that is not 16-aligned is not a string", str(72, "ab"), []],
  ["a lone small segment with nothing after it", [[44, [28]]], []],
];

for (const [label, segs, dropped] of CASES) {
  test(label, () => {
    const before = module(segs);
    const after = dropStringBlockWords(before);
    assert.is(segmentCount(after), segs.length - dropped.length);
    const m0 = memory(before), m1 = memory(after);
    for (const a of dropped) { assert.ok(m0[a] !== 0); for (let i = 0; i < 4; i++) m0[a + i] = 0; }
    assert.equal(m1, m0, "the memory reads the same but for the dropped words");
    if (!dropped.length) assert.is(after, before, "a module with nothing to drop is returned as it was");
  });
}

test("a module with a passive segment is returned unchanged", () => {
  const wasm = module([...str(64, "git"), { passive: [1, 2, 3] }]);
  assert.is(dropStringBlockWords(wasm), wasm);
});

test("not a module, or one without data: unchanged", () => {
  for (const w of [new Uint8Array(0), Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])]) assert.is(dropStringBlockWords(w), w);
});

// (the build drops them before it runs the start function, compiler/preinit.ts, whose own
// objects keep theirs: the pass is not idempotent on a built classifier)
test("a built classifier's strings still read, their block words dropped", async () => {
  const { classifier } = await built("rules/git-local.ts");
  const v = classifier.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w", project_dir: "/w", "tool_input.command": "git add ." });
  assert.is(v.tier, "deny");
  assert.equal(v.rules, ["stage"]);
});

test.run();
