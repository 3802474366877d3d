// compiler/preinit.ts: a module's start function is run at build time and its effects kept
// as the initial state. Each case is a real module, instantiated before and after: memory
// and globals must read the same, and the start section must be gone.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { importTs } from "./helpers/ts.mjs";
import { ROOT, built } from "./helpers/built.mjs";

const { preinitialize } = await importTs(join(ROOT, "compiler/preinit.ts"));

const leb = (v) => { const o = []; do { let x = v & 0x7f; v >>>= 7; if (v) x |= 0x80; o.push(x); } while (v); return o; };
const sleb = (v) => { const o = []; for (;;) { const x = v & 0x7f; v >>= 7; if ((v === 0 && !(x & 0x40)) || (v === -1 && x & 0x40)) { o.push(x); return o; } o.push(x | 0x80); } };
const section = (id, body) => [id, ...leb(body.length), ...body];
const name = (s) => [...leb(s.length), ...[...s].map((c) => c.charCodeAt(0))];
const I32 = 0x7f, I64 = 0x7e, F64 = 0x7c;

/**
 * A module: one memory ("mem", `pages`), globals [type, init bytes, exported name], a
 * start function with `start` as its code (none when null), data segments [offset, bytes]
 * or { passive }, an imported function when `imports`.
 */
function module({ pages = 1, globals = [], start = null, data = [], imports = false }) {
  const out = [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0];
  out.push(...section(1, [1, 0x60, 0, 0])); // () -> ()
  if (imports) out.push(...section(2, [1, ...name("env"), ...name("f"), 0, 0]));
  const base = imports ? 1 : 0;
  if (start) out.push(...section(3, [1, 0]));
  out.push(...section(5, [1, 0, ...leb(pages)]));
  if (globals.length) out.push(...section(6, [...leb(globals.length), ...globals.flatMap(([t, init]) => [t, 1, ...init, 0x0b])]));
  const exports = [[name("mem"), 2, 0], ...globals.map(([, , n], i) => [name(n), 3, i])];
  out.push(...section(7, [...leb(exports.length), ...exports.flatMap(([n, k, i]) => [...n, k, ...leb(i)])]));
  if (start) out.push(...section(8, leb(base)));
  const passive = data.filter((d) => d.passive).length;
  if (passive) out.push(...section(12, leb(data.length)));
  if (start) out.push(...section(10, [1, ...leb(start.length + 1), 0, ...start]));
  if (data.length) out.push(...section(11, [...leb(data.length), ...data.flatMap((d) => (d.passive ? [1, ...leb(d.passive.length), ...d.passive] : [0, 0x41, ...sleb(d[0]), 0x0b, ...leb(d[1].length), ...d[1]]))]));
  return Uint8Array.from(out);
}

// instructions
const i32 = (v) => [0x41, ...sleb(v)];
const store8 = (addr, v) => [...i32(addr), ...i32(v), 0x3a, 0, 0];
const setGlobal = (g, v) => [...i32(v), 0x24, g];
const grow = (n) => [...i32(n), 0x40, 0, 0x1a];
const END = [0x0b];

const state = (wasm) => {
  const ex = new WebAssembly.Instance(new WebAssembly.Module(wasm), {}).exports;
  const globals = Object.keys(ex).filter((k) => ex[k] instanceof WebAssembly.Global).map((k) => [k, ex[k].value]);
  return { memory: new Uint8Array(ex.mem.buffer), globals };
};
const hasSection = (wasm, want) => { for (let at = 8; at < wasm.length;) { const id = wasm[at]; let len = 0, sh = 0, x; at++; do { x = wasm[at++]; len |= (x & 0x7f) << sh; sh += 7; } while (x & 0x80); if (id === want) return true; at += len; } return false; };

// [label, module] — run before and after, the state must be the same, with no start section after
const CASES = [
  ["bytes written at start", module({ start: [...store8(100, 7), ...store8(101, 9), ...store8(5000, 1), ...END] })],
  ["a mutable global set at start", module({ globals: [[I32, i32(3), "g"]], start: [...setGlobal(0, -42), ...END] })],
  ["data segments and writes over them", module({ data: [[16, [1, 2, 3, 4]], [40000, [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6]]], start: [...store8(17, 0), ...store8(18, 99), ...END] })],
  ["memory grown at start", module({ start: [...grow(2), ...store8(131072 + 5, 1), ...END] })],
  ["i64 and f64 globals", module({ globals: [[I64, [0x42, ...sleb(-5)], "a"], [F64, [0x44, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f], "b"]], start: [0x42, ...sleb(-123456789), 0x24, 0, 0x44, 0, 0, 0, 0, 0, 0, 0x04, 0x40, 0x24, 1, ...END] })],
  ["a start that changes nothing", module({ data: [[8, [1]]], start: END })],
];

for (const [label, wasm] of CASES) {
  test(`preinit: ${label}`, () => {
    const before = state(wasm);
    const out = preinitialize(wasm);
    assert.not.ok(hasSection(out, 8), "no start section");
    assert.ok(hasSection(wasm, 8));
    const after = state(out);
    assert.equal(after.globals, before.globals);
    assert.is(after.memory.length, before.memory.length, "the same number of pages");
    assert.ok(Buffer.from(after.memory).equals(Buffer.from(before.memory)), "the same memory");
  });
}

// [label, module] — returned as it was (the same object)
const UNCHANGED = [
  ["no start function", module({ data: [[8, [1, 2]]] })],
  ["a passive segment (memory.init may name it)", module({ start: END, data: [{ passive: [1, 2, 3] }] })],
  ["an import (its start could not run here)", module({ start: END, imports: true })],
  ["not a module", Uint8Array.from([1, 2, 3])],
];
for (const [label, wasm] of UNCHANGED) {
  test(`preinit: unchanged: ${label}`, () => assert.is(preinitialize(wasm), wasm));
}

// The data section's segments: zero gaps shorter than 32 bytes stay inside a segment (a
// segment costs V8 more to decode and copy than that many bytes); longer ones split it.
const dataSegments = (wasm) => {
  for (let at = 8; at < wasm.length;) {
    const id = wasm[at++]; let len = 0, sh = 0, x;
    do { x = wasm[at++]; len |= (x & 0x7f) << sh; sh += 7; } while (x & 0x80);
    if (id === 11) return wasm[at];
    at += len;
  }
  return 0;
};
const writes = (at) => at.flatMap((a) => store8(a, 1));
// [label, addresses written at start, segments after]
const SEGMENTS = [
  ["one byte", [100], 1],
  ["a gap of 31 zeros kept inside", [100, 132], 1],
  ["a gap of 32 zeros splits", [100, 133], 2],
  ["runs far apart", [100, 5000, 9000], 3],
];
for (const [label, at, n] of SEGMENTS) {
  test(`preinit: segments: ${label}`, () => {
    const wasm = module({ start: [...writes(at), ...END] });
    const out = preinitialize(wasm);
    assert.is(dataSegments(out), n);
    assert.ok(Buffer.from(state(out).memory).equals(Buffer.from(state(wasm).memory)));
  });
}

test("preinit: a start function that traps fails the build", () => {
  assert.throws(() => preinitialize(module({ start: [0x00, ...END] })), /start function failed at build time/);
});

test("preinit: the dead-code pass gets the preinitialized module", () => {
  let seen = null;
  const out = preinitialize(module({ start: [...store8(1, 1), ...END] }), (w) => { seen = w; return w; });
  assert.ok(seen && !hasSection(seen, 8));
  assert.is(out, seen);
});

test("preinit: a built classifier has no start function and classifies", async () => {
  const { result, classifier } = await built("rules/git-local.ts");
  assert.not.ok(hasSection(result.wasmBytes, 8));
  const v = classifier.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w", project_dir: "/w", "tool_input.command": "git add ." });
  assert.is(v.tier, "deny");
  assert.equal(v.rules, ["stage"]);
});

test.run();
