// A raw DEFLATE (RFC 1951) decoder, for the rule texts a build compressed.
//
// Input: a compressed stream at src (srcLen bytes, as zlib's deflateRaw writes it) and the
// exact length of what it inflates to. Output: the bytes at dst; false when the stream is
// malformed, ends early, or would write more or fewer than dstLen bytes (it never reads
// or writes outside the two ranges).
// Why: a rule set of long texts (the ways corpus: 90 KB) pays for every byte of its module
// on each call (V8 copies the module, an instance copies its data); deflated they are a
// third of that, and only a call that delivers a text inflates it.
// Cost: per code, a walk of at most 15 bits over canonical code counts (no lookup tables
// to build beyond the counts and the sorted symbols); ≈1.5 KB of wasm, compiled only by a
// call that delivers a compressed text. Codegen hands `packedText` to RuleTable (`unpack`)
// only for a rule set whose texts it deflated, so one of plain texts carries none of it.

import { callSerial, trap } from "./engine";

// the inflated blocks of this call serial (the heap is rewound between calls)
let unpacked: StaticArray<usize> = [];
let unpackedSerial: u32 = 0;

/**
 * The text at [at, at + n) of a rule set's texts, deflated in blocks at `blob`: per block
 * [offset in blob, its length, its first text's offset, the length of its texts]. The
 * block is inflated once a call, on first use.
 */
export function packedText(blob: usize, blocks: StaticArray<i32>, at: i32, n: i32): string {
  if (unpackedSerial != callSerial || unpacked.length != blocks.length >> 2) {
    unpacked = new StaticArray<usize>(blocks.length >> 2);
    unpackedSerial = callSerial;
  }
  for (let b = 0; b < blocks.length; b += 4) {
    const start = unchecked(blocks[b + 2]);
    const len = unchecked(blocks[b + 3]);
    if (at < start || at + n > start + len) continue;
    let p = unchecked(unpacked[b >> 2]);
    if (p == 0) {
      p = heap.alloc(<usize>len);
      if (!inflateRaw(blob + <usize>unchecked(blocks[b]), <usize>unchecked(blocks[b + 1]), p, <usize>len)) trap("a rule's text does not inflate: rebuild the classifier", null, 0, 0);
      unchecked(unpacked[b >> 2] = p);
    }
    return String.UTF8.decodeUnsafe(p + <usize>(at - start), <usize>n);
  }
  return "";
}

const LEN_BASE: StaticArray<u16> = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA: StaticArray<u8> = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE: StaticArray<u16> = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA: StaticArray<u8> = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
// the order in which a dynamic block lists the code lengths of its code-length code
const CL_ORDER: StaticArray<u8> = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

// Huffman codes as canonical counts: COUNT[len] codes of each length, SYMS the symbols in
// code order. Literal/length, distance and code-length codes.
const LIT_COUNT: usize = memory.data(32);
const LIT_SYMS: usize = memory.data(2 * 288);
const DIST_COUNT: usize = memory.data(32);
const DIST_SYMS: usize = memory.data(2 * 32);
const LENGTHS: usize = memory.data(320);
const OFFS: usize = memory.data(32);

let inp: usize = 0;
let inEnd: usize = 0;
let bitBuf: u32 = 0;
let bitCnt: u32 = 0;
let bad = false;

export function inflateRaw(src: usize, srcLen: usize, dst: usize, dstLen: usize): bool {
  inp = src; inEnd = src + srcLen; bitBuf = 0; bitCnt = 0; bad = false;
  const end = dst + dstLen;
  let out = dst;
  let last: u32 = 0;
  while (!last && !bad) {
    last = bits(1);
    const type = bits(2);
    if (type == 0) {
      bitBuf = 0; bitCnt = 0; // the rest of the current byte
      if (inp + 4 > inEnd) return false;
      const n = <usize>load<u16>(inp);
      if ((n ^ <usize>load<u16>(inp, 2)) != 0xffff) return false;
      inp += 4;
      if (inp + n > inEnd || out + n > end) return false;
      memory.copy(out, inp, n);
      inp += n; out += n;
      continue;
    }
    if (type == 1) fixedCodes();
    else if (type == 2) { if (!dynamicCodes()) return false; }
    else return false;
    for (;;) {
      const sym = decode(LIT_COUNT, LIT_SYMS);
      if (bad) return false;
      if (sym < 256) {
        if (out >= end) return false;
        store<u8>(out++, <u8>sym);
        continue;
      }
      if (sym == 256) break;
      const li = sym - 257;
      if (li >= 29) return false;
      const len = <usize>unchecked(LEN_BASE[li]) + <usize>bits(<u32>unchecked(LEN_EXTRA[li]));
      const ds = decode(DIST_COUNT, DIST_SYMS);
      if (bad || ds >= 30) return false;
      const dist = <usize>unchecked(DIST_BASE[ds]) + <usize>bits(<u32>unchecked(DIST_EXTRA[ds]));
      if (bad || dist > out - dst || out + len > end) return false;
      // (byte by byte: a copy may overlap what it writes)
      for (let k: usize = 0; k < len; k++, out++) store<u8>(out, load<u8>(out - dist));
    }
  }
  return !bad && out == end;
}

function bits(n: u32): u32 {
  while (bitCnt < n) {
    if (inp >= inEnd) { bad = true; return 0; }
    bitBuf |= <u32>load<u8>(inp++) << bitCnt;
    bitCnt += 8;
  }
  const v = bitBuf & ((<u32>1 << n) - 1);
  bitBuf >>>= n;
  bitCnt -= n;
  return v;
}

/** The next symbol of a code; codes are read most significant bit first. */
function decode(counts: usize, syms: usize): i32 {
  let code: i32 = 0, first: i32 = 0, index: i32 = 0;
  for (let len: usize = 1; len <= 15; len++) {
    code |= <i32>bits(1);
    const count = <i32>load<u16>(counts + (len << 1));
    if (code - first < count) return <i32>load<u16>(syms + (<usize>(index + code - first) << 1));
    index += count;
    first = (first + count) << 1;
    code <<= 1;
  }
  bad = true;
  return 0;
}

/** Counts and sorted symbols of the code whose lengths are LENGTHS[at .. at + n); false if over-subscribed. */
function build(counts: usize, syms: usize, at: usize, n: usize): bool {
  memory.fill(counts, 0, 32);
  for (let s: usize = 0; s < n; s++) {
    const c = counts + (<usize>load<u8>(LENGTHS + at + s) << 1);
    store<u16>(c, load<u16>(c) + 1);
  }
  let left: i32 = 1;
  for (let len: usize = 1; len <= 15; len++) {
    left = (left << 1) - <i32>load<u16>(counts + (len << 1));
    if (left < 0) return false;
  }
  store<u16>(OFFS + 2, 0);
  for (let len: usize = 1; len < 15; len++) store<u16>(OFFS + ((len + 1) << 1), load<u16>(OFFS + (len << 1)) + load<u16>(counts + (len << 1)));
  for (let s: usize = 0; s < n; s++) {
    const l = <usize>load<u8>(LENGTHS + at + s);
    if (!l) continue;
    const o = OFFS + (l << 1);
    store<u16>(syms + (<usize>load<u16>(o) << 1), <u16>s);
    store<u16>(o, load<u16>(o) + 1);
  }
  return true;
}

function fixedCodes(): void {
  for (let s: usize = 0; s < 288; s++) store<u8>(LENGTHS + s, s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8);
  build(LIT_COUNT, LIT_SYMS, 0, 288);
  for (let s: usize = 0; s < 30; s++) store<u8>(LENGTHS + s, 5);
  build(DIST_COUNT, DIST_SYMS, 0, 30);
}

function dynamicCodes(): bool {
  const nLit = <usize>bits(5) + 257;
  const nDist = <usize>bits(5) + 1;
  const nCode = <usize>bits(4) + 4;
  if (bad || nLit > 286 || nDist > 30) return false;
  memory.fill(LENGTHS, 0, 19);
  for (let i: usize = 0; i < nCode; i++) store<u8>(LENGTHS + <usize>unchecked(CL_ORDER[i]), <u8>bits(3));
  // the code-length code goes in the distance tables until the real ones are read
  if (bad || !build(DIST_COUNT, DIST_SYMS, 0, 19)) return false;
  let i: usize = 0;
  while (i < nLit + nDist) {
    const sym = decode(DIST_COUNT, DIST_SYMS);
    if (bad) return false;
    if (sym < 16) { store<u8>(LENGTHS + i++, <u8>sym); continue; }
    let value: u8 = 0;
    let repeat: usize;
    if (sym == 16) {
      if (i == 0) return false;
      value = load<u8>(LENGTHS + i - 1);
      repeat = 3 + <usize>bits(2);
    } else if (sym == 17) repeat = 3 + <usize>bits(3);
    else repeat = 11 + <usize>bits(7);
    if (bad || i + repeat > nLit + nDist) return false;
    for (; repeat > 0; repeat--) store<u8>(LENGTHS + i++, value);
  }
  if (!load<u8>(LENGTHS + 256)) return false; // no end-of-block code
  return build(LIT_COUNT, LIT_SYMS, 0, nLit) && build(DIST_COUNT, DIST_SYMS, nLit, nDist);
}
