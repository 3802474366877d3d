/**
 * Drops the block headers of a classifier's static strings from its data section.
 *
 * What: AssemblyScript lays every string literal out in static memory behind a 20-byte
 * header — the allocator's block size (`mmInfo`), two GC words, the type id and the byte
 * length — and binaryen's memory packing then cuts the zeros out of it, which leaves each
 * literal as two data segments: one or two bytes of block size, then the type id, the
 * length and the characters. This pass removes the first of the two.
 *
 * Why it is sound: under the stub runtime (the only one rulec builds with) the block size
 * is read only by `__realloc`/`__renew` and `__free`, and those are only ever given blocks
 * the allocator handed out: a string is immutable, every string operation allocates its
 * result. The engine and both hosts read a string's length from its `rtSize`, which stays.
 * Only string objects (type id 2) lose the word; static arrays keep theirs (`push` on a
 * static array renews its buffer). Memory starts zeroed, so a dropped segment reads as 0.
 *
 * Why it is worth it: git-local has ≈440 literals; each header segment costs 7–8 bytes of
 * file (≈3.4 KB, 5% of the module) and one more segment to copy at every instantiation.
 *
 * Cost: one pass over the data section at build time (well under a millisecond). A module
 * with a passive segment (whose indices `memory.init` may name) is returned unchanged.
 */

/** AssemblyScript's object layout (std/assembly/rt/common.ts), for the string test below. */
const BLOCK_OVERHEAD = 4, OBJECT_OVERHEAD = 16, AL_MASK = 15, STRING_ID = 2;

interface Segment { start: number; end: number; offset: number; bytes: Uint8Array }

export function uleb(b: Uint8Array, at: number): [number, number] {
  let v = 0, shift = 0, x: number;
  do {
    if (at >= b.length) throw new Error("truncated LEB128");
    x = b[at++];
    v += (x & 0x7f) * 2 ** shift;
    shift += 7;
  } while (x & 0x80);
  return [v, at];
}

/** A signed LEB128 (an i32.const's immediate), as an unsigned 32-bit address. */
export function sleb32(b: Uint8Array, at: number): [number, number] {
  let v = 0, shift = 0, x: number;
  do {
    if (at >= b.length) throw new Error("truncated LEB128");
    x = b[at++];
    v |= (x & 0x7f) << shift;
    shift += 7;
  } while (x & 0x80 && shift < 35);
  if (shift < 32 && x & 0x40) v |= -1 << shift;
  return [v >>> 0, at];
}

export function lebBytes(v: number): number[] {
  const out: number[] = [];
  do {
    let x = v & 0x7f;
    v = Math.floor(v / 128);
    if (v) x |= 0x80;
    out.push(x);
  } while (v);
  return out;
}

/** The block size AssemblyScript's allocator gives an object of `payload` bytes. */
function blockSize(payload: number): number {
  return ((OBJECT_OVERHEAD + payload + BLOCK_OVERHEAD + AL_MASK) & ~AL_MASK) - BLOCK_OVERHEAD;
}

/**
 * Is `seg` exactly the block size of the string whose header continues in `next`? The
 * header's block word sits 12 bytes before the type id; the payload is 16-aligned.
 */
function isStringBlockWord(seg: Segment, next: Segment | undefined): boolean {
  if (!next || seg.bytes.length > 4 || next.offset !== seg.offset + 12 || (seg.offset + BLOCK_OVERHEAD + OBJECT_OVERHEAD) & AL_MASK) return false;
  const word = new Uint8Array(4);
  word.set(seg.bytes);
  const mm = word[0] | (word[1] << 8) | (word[2] << 16) | (word[3] << 24);
  const head = new Uint8Array(8);
  head.set(next.bytes.subarray(0, 8));
  const id = head[0] | (head[1] << 8) | (head[2] << 16) | (head[3] << 24);
  const size = (head[4] | (head[5] << 8) | (head[6] << 16) | (head[7] << 24)) >>> 0;
  return id === STRING_ID && (size & 1) === 0 && mm === blockSize(size);
}

/** The module with its static strings' block-size segments removed (see the header). */
export function dropStringBlockWords(wasm: Uint8Array): Uint8Array {
  // (a module this pass cannot read is left for WebAssembly.Module to reject, by name)
  try { return drop(wasm); } catch { return wasm; }
}

/** A module section: its id, where its contents start and end, where its header starts. */
export interface Section { id: number; start: number; end: number; headStart: number }

/** The sections of a module, in order (past the 8-byte preamble). */
export function sections(wasm: Uint8Array): Section[] {
  const out: Section[] = [];
  for (let at = 8; at < wasm.length;) {
    const headStart = at;
    const id = wasm[at];
    const [len, body] = uleb(wasm, at + 1);
    out.push({ id, start: body, end: body + len, headStart });
    at = body + len;
  }
  return out;
}

function drop(wasm: Uint8Array): Uint8Array {
  if (wasm.length < 8) return wasm;
  const all = sections(wasm);
  const data = all.find((s) => s.id === 11);
  if (!data) return wasm;
  let [count, at] = uleb(wasm, data.start);
  const segs: Segment[] = [];
  for (let i = 0; i < count; i++) {
    const start = at;
    // only active segments of memory 0 with an i32.const offset: anything else is left alone
    if (wasm[at] !== 0 || wasm[at + 1] !== 0x41) return wasm;
    let offset: number;
    [offset, at] = sleb32(wasm, at + 2);
    if (wasm[at] !== 0x0b) return wasm;
    let len: number;
    [len, at] = uleb(wasm, at + 1);
    segs.push({ start, end: at + len, offset, bytes: wasm.subarray(at, at + len) });
    at += len;
  }
  if (at !== data.end) return wasm;
  const keep = segs.filter((s, i) => !isStringBlockWord(s, segs[i + 1]));
  if (keep.length === segs.length) return wasm;

  const parts: Uint8Array[] = [];
  const push = (b: Uint8Array | number[]) => parts.push(b instanceof Uint8Array ? b : Uint8Array.from(b));
  push(wasm.subarray(0, 8));
  for (const s of all) {
    if (s.id === 11) {
      const body: Uint8Array[] = [Uint8Array.from(lebBytes(keep.length)), ...keep.map((k) => wasm.subarray(k.start, k.end))];
      const len = body.reduce((n, b) => n + b.length, 0);
      push([11, ...lebBytes(len)]);
      body.forEach((b) => push(b));
    } else if (s.id === 12) {
      const body = lebBytes(keep.length);
      push([12, ...lebBytes(body.length), ...body]);
    } else push(wasm.subarray(s.headStart, s.end));
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) { out.set(p, o); o += p.length; }
  return out;
}
