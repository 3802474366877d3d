// compiler/build.ts ascTransforms: latin1("…") becomes its text as bytes in static data (a
// u16 length, one byte a character) and anything else given to it is a build error; the
// generated rule groups stay out of line. Each case compiles real AssemblyScript with asc.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compiler, ROOT } from "./helpers/built.mjs";

const { ascTransforms } = await compiler();
const asc = (await import("assemblyscript/asc")).default;
const dir = mkdtempSync(join(ROOT, "wasm", ".gen-transforms-"));

/** Compiles `source` with the build's transforms; the instance's exports, or the error. */
async function compile(source) {
  const file = join(dir, "t.ts"), out = join(dir, "t.wasm");
  writeFileSync(file, source);
  let stderr = "";
  const r = await asc.main([relative(process.cwd(), file), "-o", out, "--runtime", "stub", "-Os"], {
    stderr: { write: (s) => { stderr += String(s); return true; } }, stdout: { write: () => true },
    transforms: await ascTransforms(),
  }).catch((e) => ({ error: e }));
  if (r.error) return { error: r.error.message + stderr };
  return { exports: new WebAssembly.Instance(new WebAssembly.Module(readFileSync(out)), {}).exports };
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

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
