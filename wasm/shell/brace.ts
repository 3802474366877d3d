// Brace expansion, bash's way (bash(1), "Brace Expansion"): `pre{a,b}post` is the words
// `preapost prebpost`, `{1..3}` and `{a..e..2}` are sequences; nested braces expand inside
// out, left to right. It runs first, on the word's text as written: quotes and escapes stay
// in the results (a quoted brace or comma is not one), `${` starts a parameter expansion,
// not a brace, and `$( )`/backticks are stepped over whole.
//
// Input: a word's source text. Output: the words it expands to, each as source text again
// (null when it has no brace expansion), and `plainWord` to read one of them as plain text
// when it holds no expansion of its own.
//
// Why: `rm -rf /tmp/{a,../etc}` removes /etc, `{rm,-rf,~}` is `rm -rf ~`; a rule that read
// the word as written would see neither.
//
// Cost: bounded. A word holds at most BRACE_MAX results (past that, or nested deeper than
// BRACE_DEPTH, or a longer text than BRACE_TEXT with braces in it, `braceOverflow` is set and
// the caller reads the word as unknown words); each brace is found by one scan to its close.

import { Buf, findChar } from "./text";

export const BRACE_MAX: i32 = 256;
const BRACE_DEPTH: i32 = 32;
const BRACE_TEXT: i32 = 8192;

/** Set by braceExpand when the expansion was too large to follow. */
export let braceOverflow = false;
let depth = 0;

/** The words `s` expands to, or null when it holds no brace expansion. */
export function braceExpand(s: string): Array<string> | null {
  braceOverflow = false;
  if (findChar(s, 123) < 0 || findChar(s, 125) < 0) return null;
  if (s.length > BRACE_TEXT) { braceOverflow = true; return null; }
  if (findBrace(s, 0) < 0) return null;
  depth = 0;
  const r = expand(s);
  return braceOverflow ? null : r;
}

// the close found with the last findBrace, and whether that brace is a sequence
let close = -1;
let isSeq = false;

// The index of the first `{` at or after `from` that begins a brace expansion (its close
// in `close`), or -1.
function findBrace(s: string, from: i32): i32 {
  let i = from;
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c == 123 && !(i > 0 && s.charCodeAt(i - 1) == 36 && !escaped(s, i - 1))) {
      // a candidate: its matching close, and a comma at its own level or a sequence
      let d = 1, j = i + 1, comma = false;
      while (j < n) {
        const e = s.charCodeAt(j);
        if (e == 123) d++;
        else if (e == 125) { d--; if (d == 0) break; }
        else if (e == 44 && d == 1) comma = true;
        j = e == 123 || e == 125 || e == 44 ? j + 1 : skip(s, j);
      }
      if (j < n) {
        if (comma) { close = j; isSeq = false; return i; }
        if (sequence(s.substring(i + 1, j)) >= 0) { close = j; isSeq = true; return i; }
      }
      i++;
      continue;
    }
    i = skip(s, i);
  }
  return -1;
}

function escaped(s: string, i: i32): bool {
  let k = i - 1, b = 0;
  while (k >= 0 && s.charCodeAt(k) == 92) { b++; k--; }
  return (b & 1) == 1;
}

// The index after the quoted or substituted region starting at i (or i + 1).
function skip(s: string, i: i32): i32 {
  const n = s.length;
  const c = s.charCodeAt(i);
  if (c == 92) return min(i + 2, n);
  if (c == 39) { const e = findChar(s, 39, i + 1); return e < 0 ? n : e + 1; }
  if (c == 34) {
    let j = i + 1;
    while (j < n) { const e = s.charCodeAt(j); if (e == 92) { j += 2; continue; } if (e == 34) return j + 1; j++; }
    return n;
  }
  if (c == 96) {
    let j = i + 1;
    while (j < n) { const e = s.charCodeAt(j); if (e == 92) { j += 2; continue; } if (e == 96) return j + 1; j++; }
    return n;
  }
  if (c == 36 && i + 1 < n) {
    const d = s.charCodeAt(i + 1);
    if (d == 39) { // $'…'
      let j = i + 2;
      while (j < n) { const e = s.charCodeAt(j); if (e == 92) { j += 2; continue; } if (e == 39) return j + 1; j++; }
      return n;
    }
    if (d == 123 || d == 40) return closeOf(s, i + 1, d, d == 123 ? 125 : 41);
  }
  return i + 1;
}

// The index after the bracket at `at` (open/shut), nested ones of its kind counted and
// quotes stepped over (without recursion: a deep nesting costs no stack).
function closeOf(s: string, at: i32, open: i32, shut: i32): i32 {
  let d = 0, j = at;
  const n = s.length;
  while (j < n) {
    const e = s.charCodeAt(j);
    if (e == open) { d++; j++; continue; }
    if (e == shut) { d--; j++; if (d == 0) return j; continue; }
    if (e == 92) { j += 2; continue; }
    if (e == 39) { const q = findChar(s, 39, j + 1); j = q < 0 ? n : q + 1; continue; }
    if (e == 34 || e == 96) {
      j++;
      while (j < n) { const f = s.charCodeAt(j); if (f == 92) { j += 2; continue; } j++; if (f == e) break; }
      continue;
    }
    j++;
  }
  return n;
}

function expand(s: string): Array<string> {
  const out = new Array<string>();
  if (++depth > BRACE_DEPTH) { braceOverflow = true; depth--; return out; }
  const o = findBrace(s, 0);
  if (o < 0) { out.push(s); depth--; return out; }
  const c = close;
  const pre = s.substring(0, o);
  const inner = s.substring(o + 1, c);
  const seq = isSeq;
  const rest = expand(s.substring(c + 1));
  const elems = seq ? seqWords(inner) : commaSplit(inner);
  for (let k = 0; k < elems.length && !braceOverflow; k++) {
    const xs = seq ? [elems[k]] : expand(elems[k]);
    for (let a = 0; a < xs.length; a++) {
      for (let b = 0; b < rest.length; b++) {
        if (out.length >= BRACE_MAX) { braceOverflow = true; depth--; return out; }
        out.push(pre + xs[a] + rest[b]);
      }
    }
  }
  depth--;
  return out;
}

// The brace's text split at the commas of its own level.
function commaSplit(s: string): Array<string> {
  const r = new Array<string>();
  let d = 0, from = 0, j = 0;
  while (j < s.length) {
    const e = s.charCodeAt(j);
    if (e == 123) { d++; j++; continue; }
    if (e == 125) { d--; j++; continue; }
    if (e == 44 && d == 0) { r.push(s.substring(from, j)); from = j + 1; j++; continue; }
    j = skip(s, j);
  }
  r.push(s.substring(from));
  return r;
}

// ─── sequences: {X..Y[..INCR]}, integers or single letters ────────────────────────
let seqA: i64 = 0, seqB: i64 = 0, seqStep: i64 = 1, seqWidth = 0, seqLetters = false;

// The number of words of sequence text `s`, or -1 when it is not one (or too large:
// then braceOverflow is set and it counts as one, read as unknown).
function sequence(s: string): i32 {
  const d1 = s.indexOf("..");
  if (d1 <= 0) return -1;
  const d2 = s.indexOf("..", d1 + 2);
  const x = s.substring(0, d1);
  const y = d2 < 0 ? s.substring(d1 + 2) : s.substring(d1 + 2, d2);
  const inc = d2 < 0 ? "" : s.substring(d2 + 2);
  seqStep = 1;
  if (inc.length) { if (!isInt(inc)) return -1; seqStep = abs<i64>(I64.parseInt(inc)); if (seqStep == 0) seqStep = 1; }
  if (x.length == 1 && y.length == 1 && isLetter(x.charCodeAt(0)) && isLetter(y.charCodeAt(0))) {
    seqLetters = true;
    seqA = x.charCodeAt(0); seqB = y.charCodeAt(0);
    // (a range across the signs between Z and a yields words of those signs: not followed)
    if ((seqA <= 90) != (seqB <= 90)) { braceOverflow = true; return 1; }
  } else if (isInt(x) && isInt(y)) {
    seqLetters = false;
    if (x.length > 10 || y.length > 10) { braceOverflow = true; return 1; }
    seqA = I64.parseInt(x); seqB = I64.parseInt(y);
    seqWidth = padded(x) || padded(y) ? max(x.length, y.length) : 0;
  } else return -1;
  const count = (seqA > seqB ? seqA - seqB : seqB - seqA) / seqStep + 1;
  if (count > <i64>BRACE_MAX) { braceOverflow = true; return 1; }
  return <i32>count;
}

function seqWords(s: string): Array<string> {
  const r = new Array<string>();
  const n = sequence(s);
  if (braceOverflow) return r;
  let v = seqA;
  const dir: i64 = seqA <= seqB ? seqStep : -seqStep;
  for (let k = 0; k < n; k++) {
    if (seqLetters) r.push(String.fromCharCode(<i32>v));
    else {
      let t = (v < 0 ? -v : v).toString();
      const w = seqWidth - (v < 0 ? 1 : 0);
      if (t.length < w) t = t.padStart(w, "0");
      r.push(v < 0 ? "-" + t : t);
    }
    v += dir;
  }
  return r;
}

function isInt(s: string): bool {
  let i = s.length && (s.charCodeAt(0) == 45 || s.charCodeAt(0) == 43) ? 1 : 0;
  if (i >= s.length) return false;
  for (; i < s.length; i++) { const c = s.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}
function padded(s: string): bool {
  const i = s.length && (s.charCodeAt(0) == 45 || s.charCodeAt(0) == 43) ? 1 : 0;
  return s.length > i + 1 && s.charCodeAt(i) == 48;
}
function isLetter(c: i32): bool { return (c >= 65 && c <= 90) || (c >= 97 && c <= 122); }

// ─── a result read as plain text ────────────────────────────────────────────────

/**
 * The text of word source `s` after quote removal, when it holds no expansion of its own
 * ($, backticks) and no quoted glob character (which plain text cannot tell from an
 * unquoted one); null otherwise.
 */
export function plainWord(s: string): string | null {
  const out = new Buf();
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c == 36 || c == 96) return null;
    if (c == 92) {
      if (i + 1 >= n) return null;
      const e = s.charCodeAt(i + 1);
      if (isGlob(e)) return null;
      if (e != 10) out.char(e); // (a backslash-newline joins the lines)
      i += 2;
      continue;
    }
    if (c == 39 || c == 34) {
      const e = findChar(s, c, i + 1);
      if (e < 0) return null;
      for (let k = i + 1; k < e; k++) { const d = s.charCodeAt(k); if (isGlob(d) || (c == 34 && (d == 36 || d == 96 || d == 92))) return null; }
      out.range(s, i + 1, e);
      i = e + 1;
      continue;
    }
    out.char(c);
    i++;
  }
  return out.toString();
}

function isGlob(c: i32): bool { return c == 42 || c == 63 || c == 91; }
