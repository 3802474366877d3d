/**
 * Runs a classifier's start function at build time and keeps what it made.
 *
 * What: the module is instantiated once, here (it imports nothing, so its start function
 * runs the same way in every host); the linear memory and the mutable globals it leaves
 * become the module's initial state — the data section is rewritten from the memory image
 * (its runs of non-zero bytes), each mutable global's initializer becomes the constant it
 * holds, and the start section is removed. What only the start function reached is then
 * dead code, which binaryen removes (`remove-unused-module-elements`).
 *
 * Why: AssemblyScript's start function builds the engine's tables on every instantiation
 * — the name sets of the shell model, the rule table, the arrays of the call — and a hook
 * instantiates its classifier once per tool call. Measured on git-local (medians of 31
 * fresh processes): instantiation 0.90 → 0.45 ms on Node 20, 1.23 → 0.47 ms on Deno 2.9,
 * where the start function's own code no longer has to be compiled either.
 *
 * Why it is sound: the start function's effects are its writes to memory and globals
 * (it calls no import: there are none). Tables are not written by AssemblyScript code. A
 * module this pass cannot read, or one with passive data segments, is returned unchanged;
 * a start function that traps fails the build (it would fail every hook call).
 *
 * Cost: one instantiation and a pass over the memory image (a few ms), and binaryen's
 * dead-code pass (≈0.1 s). The module grows by what the start function allocated (git-local
 * ≈+2.5 KB of data) and shrinks by the start function and what only it called (≈0.7 KB).
 */

import { lebBytes, sections, sleb32, uleb, type Section } from "./wasmbin.ts";

const I32 = 0x7f, I64 = 0x7e, F32 = 0x7d, F64 = 0x7c;

/** The end (past its `end` opcode) of the constant expression at `at`; throws on others. */
function constExprEnd(b: Uint8Array, at: number): number {
  for (;;) {
    const op = b[at++];
    if (op === 0x0b) return at;
    if (op === 0x41 || op === 0x42) { while (b[at++] & 0x80); }
    else if (op === 0x43) at += 4;
    else if (op === 0x44) at += 8;
    else if (op === 0x23 || op === 0xd2) [, at] = uleb(b, at);
    else if (op === 0xd0) at += 1;
    else throw new Error(`constant expression opcode 0x${op.toString(16)}`);
  }
}

interface Global { type: number; mutable: boolean; start: number; initStart: number; end: number }

function globalsOf(wasm: Uint8Array, s: Section): Global[] {
  let [n, at] = uleb(wasm, s.start);
  const out: Global[] = [];
  for (let i = 0; i < n; i++) {
    const start = at;
    const type = wasm[at];
    const mutable = wasm[at + 1] === 1;
    const end = constExprEnd(wasm, at + 2);
    out.push({ type, mutable, start, initStart: at + 2, end });
    at = end;
  }
  return out;
}

function signedLeb(v: bigint): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    if ((v === 0n && !(byte & 0x40)) || (v === -1n && byte & 0x40)) { out.push(byte); return out; }
    out.push(byte | 0x80);
  }
}

/** The constant expression that yields `value` of `type`. */
function constOf(type: number, value: unknown): number[] {
  switch (type) {
    case I32: return [0x41, ...signedLeb(BigInt((value as number) | 0)), 0x0b];
    case I64: return [0x42, ...signedLeb(BigInt.asIntN(64, value as bigint)), 0x0b];
    case F32: { const b = new Uint8Array(4); new DataView(b.buffer).setFloat32(0, value as number, true); return [0x43, ...b, 0x0b]; }
    case F64: { const b = new Uint8Array(8); new DataView(b.buffer).setFloat64(0, value as number, true); return [0x44, ...b, 0x0b]; }
    default: throw new Error(`a mutable global of type 0x${type.toString(16)}`);
  }
}

function name(s: string): number[] {
  const b = new TextEncoder().encode(s);
  return [...lebBytes(b.length), ...b];
}

function section(id: number, body: number[] | Uint8Array): Uint8Array {
  const head = [id, ...lebBytes(body.length)];
  const out = new Uint8Array(head.length + body.length);
  out.set(head);
  out.set(body, head.length);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) { out.set(p, o); o += p.length; }
  return out;
}

/**
 * Active segments for the non-zero runs of `image`; zero gaps of fewer than GAP bytes are
 * kept inside a segment. A segment costs 5–8 bytes of header, and more in time: V8 decodes
 * and copies each one at compile and instantiation, ≈45 ns a segment against ≈3 ns a byte
 * (recommended, 2.9 MB, measured in fresh Node 20 processes: 40,112 segments at GAP 8 took
 * 4.5 ms to compile and 3.0 ms to instantiate; 2,447 at GAP 32, 3.6 and 2.2 ms, for 7 % more
 * bytes; 876 at GAP 64, 3.5 and 2.1 ms for 9 % more). The gaps are mostly the zero words of
 * AssemblyScript's object headers.
 */
function segmentsOf(image: Uint8Array): number[] {
  const GAP = 32;
  const runs: Array<[number, number]> = [];
  let i = 0;
  const n = image.length;
  while (i < n) {
    while (i < n && image[i] === 0) i++;
    if (i >= n) break;
    const start = i;
    let end = i;
    while (i < n) {
      if (image[i] !== 0) { end = ++i; continue; }
      let z = i;
      while (z < n && image[z] === 0 && z - i < GAP) z++;
      if (z < n && image[z] !== 0 && z - i < GAP) { i = z; continue; }
      break;
    }
    runs.push([start, end]);
    i = end;
  }
  const body: number[] = [...lebBytes(runs.length)];
  for (const [a, b] of runs) {
    body.push(0, 0x41, ...signedLeb(BigInt(a | 0)), 0x0b, ...lebBytes(b - a));
    for (let k = a; k < b; k++) body.push(image[k]);
  }
  return body;
}

/** Are the data segments all active, of memory 0, at an i32.const offset? (Passive ones may be named by memory.init.) */
function plainData(wasm: Uint8Array, s: Section | undefined): boolean {
  if (!s) return true;
  let [n, at] = uleb(wasm, s.start);
  for (let i = 0; i < n; i++) {
    if (wasm[at] !== 0 || wasm[at + 1] !== 0x41) return false;
    [, at] = sleb32(wasm, at + 2);
    if (wasm[at] !== 0x0b) return false;
    let len: number;
    [len, at] = uleb(wasm, at + 1);
    at += len;
  }
  return at === s.end;
}

const PROBE = "\0rulec.g";

/** The sections' order in a module (custom sections aside): datacount sits before code, tags after memory. */
const rank = (id: number) => (id === 12 ? 9.5 : id === 13 ? 5.5 : id);

/** The module's sections with section `id` replaced by `body`, or inserted where it belongs. */
function withSection(wasm: Uint8Array, secs: Section[], id: number, body: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [wasm.subarray(0, 8)];
  let placed = false;
  for (const s of secs) {
    if (!placed && s.id !== 0 && rank(s.id) >= rank(id)) {
      parts.push(section(id, body));
      placed = true;
      if (s.id === id) continue;
    }
    parts.push(wasm.subarray(s.headStart, s.end));
  }
  if (!placed) parts.push(section(id, body));
  return parts;
}

/** What a snapshot does besides running the start function. */
export interface Snapshot {
  /** Called with the instance's exports after its start function ran, before the memory is kept. */
  init?: (exports: WebAssembly.Exports) => void;
  /** Exports the snapshot leaves out (what only `init` was to call). */
  dropExports?: string[];
}

/** The export section's body without the named exports. */
function exportsWithout(wasm: Uint8Array, s: Section, drop: string[]): number[] {
  let [n, at] = uleb(wasm, s.start);
  const kept: number[] = [];
  let count = 0;
  for (let i = 0; i < n; i++) {
    const from = at;
    let len: number;
    [len, at] = uleb(wasm, at);
    const name = Buffer.from(wasm.subarray(at, at + len)).toString("utf8");
    at += len + 1; // (the name, then its kind)
    [, at] = uleb(wasm, at);
    if (drop.includes(name)) continue;
    kept.push(...wasm.subarray(from, at));
    count++;
  }
  return [...lebBytes(count), ...kept];
}

/** The payload of the first custom section named `name`, or null. */
export function customSection(wasm: Uint8Array, name: string): Uint8Array | null {
  let secs: Section[];
  try { secs = sections(wasm); } catch { return null; }
  for (const s of secs) {
    if (s.id !== 0) continue;
    const [len, at] = uleb(wasm, s.start);
    if (Buffer.from(wasm.subarray(at, at + len)).toString("utf8") === name) return wasm.subarray(at + len, s.end);
  }
  return null;
}

/** The module with a custom section `name` holding `payload` appended. */
export function withCustomSection(wasm: Uint8Array, name: string, payload: Uint8Array): Uint8Array {
  return concat([wasm, section(0, [...name_(name), ...payload])]);
}
const name_ = (s: string) => name(s);

/**
 * The module with its start function's effects built in (see the header); unchanged when
 * it has no start function or this pass cannot take it apart. `dce` removes the code only
 * the start function reached (binaryen), when given.
 */
export function preinitialize(wasm: Uint8Array, dce?: (wasm: Uint8Array) => Uint8Array, o: Snapshot = {}): Uint8Array {
  let secs: Section[];
  try { secs = sections(wasm); } catch { return wasm; }
  const by = (id: number) => secs.find((s) => s.id === id);
  const imports = by(2), start = by(8), memSec = by(5), globSec = by(6), expSec = by(7), dataSec = by(11);
  if ((!start && !o.init) || !memSec || (imports && uleb(wasm, imports.start)[0] > 0) || !plainData(wasm, dataSec)) {
    if (o.init) throw new Error("the engine cannot be snapshotted (imports, passive data, or no memory): a rulec bug");
    return wasm;
  }
  if (uleb(wasm, memSec.start)[0] !== 1) return wasm;
  const globals = globSec ? globalsOf(wasm, globSec) : [];

  // the probe: the module as it is, its memory and mutable globals exported under names no source can spell
  const exports: Uint8Array[] = [];
  let [nExports, at] = expSec ? uleb(wasm, expSec.start) : [0, 0];
  const extra: number[] = [];
  globals.forEach((g, i) => { if (g.mutable) { extra.push(...name(PROBE + i), 3, ...lebBytes(i)); nExports++; } });
  extra.push(...name(PROBE + "memory"), 2, 0);
  nExports++;
  exports.push(Uint8Array.from(lebBytes(nExports)));
  if (expSec) exports.push(wasm.subarray(at, expSec.end));
  exports.push(Uint8Array.from(extra));
  const probe = concat(withSection(wasm, secs, 7, concat(exports)));

  let ex: WebAssembly.Exports;
  try { ex = new WebAssembly.Instance(new WebAssembly.Module(probe as BufferSource), {}).exports; }
  catch (e) { throw new Error(`the classifier's start function failed at build time (a rulec bug): ${(e as Error).message}`); }
  o.init?.(ex);
  const image = new Uint8Array((ex[PROBE + "memory"] as WebAssembly.Memory).buffer);
  const pages = image.length >>> 16;
  const data = segmentsOf(image);

  // the module with that state as its initial one
  const parts: Uint8Array[] = [wasm.subarray(0, 8)];
  for (const s of secs) {
    if (s.id === 8) continue;
    if (s.id === 5) {
      let p = s.start;
      [, p] = uleb(wasm, p);
      const flags = wasm[p++];
      let min: number;
      [min, p] = uleb(wasm, p);
      const rest = wasm.subarray(p, s.end); // (the maximum, when there is one)
      parts.push(section(5, [1, flags, ...lebBytes(Math.max(min, pages)), ...rest]));
    } else if (s.id === 6) {
      const body: number[] = [...lebBytes(globals.length)];
      globals.forEach((g, i) => {
        body.push(...wasm.subarray(g.start, g.initStart));
        if (g.mutable) body.push(...constOf(g.type, (ex[PROBE + i] as WebAssembly.Global).value));
        else body.push(...wasm.subarray(g.initStart, g.end));
      });
      parts.push(section(6, body));
    } else if (s.id === 7 && o.dropExports?.length) {
      parts.push(section(7, exportsWithout(wasm, s, o.dropExports)));
    } else if (s.id === 11) {
      parts.push(section(11, data));
    } else if (s.id === 12) {
      parts.push(section(12, lebBytes(uleb(Uint8Array.from(data), 0)[0])));
    } else parts.push(wasm.subarray(s.headStart, s.end));
  }
  // (a module without data may still write memory at start: its image goes last, after the code)
  if (!dataSec) parts.push(section(11, data));
  let out = concat(parts);
  if (dce) out = dce(out);
  new WebAssembly.Module(out as BufferSource); // (validates, or the build fails here rather than at a hook call)
  return out;
}
