// compiler/engine.ts ascTransforms: latin1("…") becomes its text as bytes in static data (a
// u16 length, one byte a character) and anything else given to it is a build error; the
// stub allocator's bump path is inlined. Each case
// compiles real AssemblyScript with asc.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compiler, ROOT } from "./helpers/built.mjs";

const { ascTransforms } = await compiler();
const asc = (await import("assemblyscript/asc")).default;
const dir = mkdtempSync(join(ROOT, "wasm", ".gen-transforms-"));

/** Compiles `source` with the build's transforms; the instance's exports, or the error. */
async function compile(source, flags = []) {
  const file = join(dir, "t.ts"), out = join(dir, "t.wasm");
  writeFileSync(file, source);
  let stderr = "";
  const r = await asc.main([relative(process.cwd(), file), "-o", out, "--runtime", "stub", "-Os", ...flags], {
    stderr: { write: (s) => { stderr += String(s); return true; } }, stdout: { write: () => true },
    transforms: await ascTransforms(),
  }).catch((e) => ({ error: e }));
  if (r.error) return { error: r.error.message + stderr };
  const module = new WebAssembly.Module(readFileSync(out));
  return { module, exports: new WebAssembly.Instance(module, { env: { abort() { throw new Error("abort"); } } }).exports };
}
/** An export reading the list at `latin1(…)` back: its length, then each byte. */
const reader = (call) => `
function latin1(s: string): usize { return 0; }
export function bytes(): usize { return ${call}; }
export function at(p: usize, i: i32): i32 { return i < 0 ? load<u16>(p) : load<u8>(p + 2 + i); }
`;
const read = (ex) => { const p = ex.bytes(); const n = ex.at(p, -1); return Array.from({ length: n }, (_, i) => ex.at(p, i)); };

// [label, the call, the bytes it must become]
const LISTS = [
  ["a list of options", 'latin1(",-a,--all,")', [..."," + "-a,--all,"].map((c) => c.charCodeAt(0))],
  ["Latin-1 beyond ASCII", 'latin1("é\\u00ff")', [0xe9, 0xff]],
  ["the empty text", 'latin1("")', []],
  ["inside an expression", '(1 > 0 ? latin1("yes") : latin1("no"))', [..."yes"].map((c) => c.charCodeAt(0))],
];
for (const [label, call, want] of LISTS) {
  test(`latin1: ${label}`, async () => {
    const r = await compile(reader(call));
    assert.not.ok(r.error, r.error);
    assert.equal(read(r.exports), want);
  });
}

// [label, the call, the error]
const ERRORS = [
  ["not a literal", "latin1(String.fromCharCode(65))", /latin1\(\) takes one string literal/],
  ["outside Latin-1", 'latin1("中")', /is not Latin-1/],
  ["two arguments", 'latin1("a", "b")', /latin1\(\) takes one string literal/],
];
for (const [label, call, want] of ERRORS) {
  test(`latin1: ${label} is a build error`, async () => {
    const r = await compile(reader(call));
    assert.match(String(r.error), want);
  });
}

test("the build's classifier holds its option lists as bytes: no UTF-16 copy of one is left", async () => {
  const { built } = await import("./helpers/built.mjs");
  const { result } = await built("rules/git-local.ts");
  const wasm = Buffer.from(result.wasmBytes);
  const list = ",-n,--max-count,--skip,"; // git log's valued options (wasm/git.ts)
  assert.ok(wasm.includes(Buffer.from(list, "latin1")), "the list, one byte a character");
  assert.not.ok(wasm.includes(Buffer.from(list, "utf16le")), "and not as a UTF-16 string");
});

test("the stub allocator: __alloc and maybeGrowMemory are inlined into __new, which still grows the memory", async () => {
  const r = await compile(`
export function fill(n: i32): i32 {
  let t = 0;
  for (let i = 0; i < n; i++) { const a = new Array<i32>(1024); a[1023] = i; t += a[1023]; }
  return t;
}`, ["--debug"]);
  assert.not.ok(r.error, r.error);
  const names = Buffer.from(WebAssembly.Module.customSections(r.module, "name")[0]).toString("latin1");
  const functions = [...new Set(names.match(/~lib\/rt\/stub\/[A-Za-z_]+/g))];
  assert.ok(functions.includes("~lib/rt/stub/__new"), functions.join(" "));
  for (const gone of ["~lib/rt/stub/__alloc", "~lib/rt/stub/maybeGrowMemory"]) assert.not.ok(functions.includes(gone), gone);
  // 4 KB a call, 2 000 calls: the memory grows from its first page past 8 MB, each array its own
  assert.is(r.exports.fill(2000), (1999 * 2000) / 2);
  assert.ok(r.exports.memory.buffer.byteLength >= 2000 * 4096, String(r.exports.memory.buffer.byteLength));
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
