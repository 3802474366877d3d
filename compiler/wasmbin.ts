// Reading a WebAssembly module's binary: LEB128 numbers and the sections, for the passes
// that rewrite a module (preinit.ts, the link's snapshot). Cost: a pass over the bytes.

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
