// Text primitives the shell model and the git model share: a growable UTF-16 buffer,
// code-unit searches, lexical path arithmetic, and name lists kept as Latin-1 bytes in
// static data (`latin1`, `listed`, `NameSet`, `tableIndex`).
//
// Why a module of its own: the lexer, the parser, the interpretation and wasm/git.ts all
// need these, and none of them should import another only for them (git.ts imported
// shell.ts for them, and shell.ts imported git.ts: a cycle).
//
// Cost: each function reads its arguments in place (no intermediate strings); a Buf grows
// by doubling, so building a text of n code units is O(n).

// ─── a growable UTF-16 buffer (string concatenation per char would be quadratic) ───

export class Buf {
  ptr: usize = 0;
  len: i32 = 0;
  cap: i32 = 0;
  grow(n: i32): void {
    if (this.len + n <= this.cap) return;
    let c = this.cap < 16 ? 16 : this.cap;
    while (c < this.len + n) c <<= 1;
    const np = heap.alloc(<usize>c << 1);
    if (this.len) memory.copy(np, this.ptr, <usize>this.len << 1);
    this.ptr = np; this.cap = c;
  }
  char(c: i32): void { this.grow(1); store<u16>(this.ptr + (<usize>this.len << 1), <u16>c); this.len++; }
  str(s: string): void {
    const n = s.length;
    if (n == 0) return;
    this.grow(n);
    memory.copy(this.ptr + (<usize>this.len << 1), changetype<usize>(s), <usize>n << 1);
    this.len += n;
  }
  // (to may lie past the end: a trailing backslash steps over a character that is not
  // there; the copy stops at the end of s)
  range(s: string, from: i32, to: i32): void {
    const n = min(to, s.length) - from;
    if (n <= 0) return;
    this.grow(n);
    memory.copy(this.ptr + (<usize>this.len << 1), changetype<usize>(s) + (<usize>from << 1), <usize>n << 1);
    this.len += n;
  }
  toString(): string { return this.len ? String.UTF16.decodeUnsafe(this.ptr, <usize>this.len << 1) : ""; }
}

// A code unit's first (last) index in a string, or -1: String#indexOf calls a compare at
// every position it tries, these read the units in place.
export function findChar(s: string, c: i32, from: i32 = 0): i32 {
  const p = changetype<usize>(s);
  const n = s.length;
  for (let i = max(from, 0); i < n; i++) if (<i32>load<u16>(p + (<usize>i << 1)) == c) return i;
  return -1;
}

/** The words of text t apart at blanks (spaces, tabs, newlines), no quoting read. */
export function blankWords(t: string): Array<string> {
  const ws = new Array<string>();
  let s = 0;
  for (let k = 0; k <= t.length; k++) {
    const c = k < t.length ? t.charCodeAt(k) : 32;
    if (c == 32 || c == 9 || c == 10) { if (k > s) ws.push(t.substring(s, k)); s = k + 1; }
  }
  return ws;
}
export function lastChar(s: string, c: i32): i32 {
  const p = changetype<usize>(s);
  for (let i = s.length - 1; i >= 0; i--) if (<i32>load<u16>(p + (<usize>i << 1)) == c) return i;
  return -1;
}

export function basename(w: string): string {
  const i = lastChar(w, 47 /* / */);
  return i >= 0 ? w.substring(i + 1) : w;
}

// ─── path arithmetic (lexical, like `cd -L`) ──────────────────────────────────────

/** Linux's PATH_MAX, in code units. */
export const PATH_MAX = 4096;

export function joinPath(base: string, p: string): string {
  if (p.length == 0) return base;
  // ($HOME/…, $TMPDIR/…, ~/…: under the host's directories, kept as written for rules to
  // match — not under `base`)
  const c0 = p.charCodeAt(0);
  if (c0 == 36 || c0 == 126) return p;
  if (p.charCodeAt(0) == 47 /* / */) return normPath(p);
  if (base.length == 0) return "";
  // (a path longer than the kernel's PATH_MAX is not known: no system call takes it, and a
  // directory that only grows — `cd a && cd a && …` — would cost memory quadratic in it)
  if (base.length + p.length >= PATH_MAX) return "";
  // (under such a base, kept as written too — `git -C ~ -C .ssh`: `~/.ssh`, not `/~/.ssh`;
  // a reader resolves and normalizes it)
  const b0 = base.charCodeAt(0);
  if (b0 == 36 || b0 == 126) return base + "/" + p;
  return normPath(base + "/" + p);
}

// A directory under the home, as the model keeps it: `~`, `~/…`, `$HOME/…` or `${HOME}/…`
// (HOME as the host has it, the call never having assigned it) → "~" or "~/a/b", its
// segments normalized like normPath's; "" for any other form (`~user`, `~+`, `$HOMEX`) and
// for a path that climbs above the home (`~/..`: where that is depends on the home).
export function homeDir(p: string): string {
  let from = 0;
  if (p.startsWith("~")) from = 1;
  else if (p.startsWith("${HOME}")) from = 7;
  else if (p.startsWith("$HOME")) from = 5;
  else return "";
  const n = p.length;
  if (from < n && p.charCodeAt(from) != 47) return "";
  const b = new Buf();
  b.char(126);
  for (let i = from + 1, j = 0; i < n; i = j + 1) {
    j = i;
    while (j < n && p.charCodeAt(j) != 47) j++;
    const dot = j > i && p.charCodeAt(i) == 46;
    if (dot && j - i == 2 && p.charCodeAt(i + 1) == 46) {
      if (b.len <= 1) return "";
      while (b.len > 1 && load<u16>(b.ptr + (<usize>--b.len << 1)) != 47) {}
    } else if (j > i && !(dot && j - i == 1)) { b.char(47); b.range(p, i, j); }
  }
  return b.toString();
}

// "/a/./b//c/../d" → "/a/b/d": each kept segment appended as "/seg", ".." taking the last
// one back off (in one Buf: the standard library's split and join are 0.7 KB of module)
export function normPath(p: string): string {
  const b = new Buf();
  const n = p.length;
  for (let i = 0, j = 0; i < n; i = j + 1) {
    j = i;
    while (j < n && p.charCodeAt(j) != 47) j++;
    const dot = j > i && p.charCodeAt(i) == 46;
    if (dot && j - i == 2 && p.charCodeAt(i + 1) == 46) {
      while (b.len > 0 && load<u16>(b.ptr + (<usize>--b.len << 1)) != 47) {}
    } else if (j > i && !(dot && j - i == 1)) { b.char(47); b.range(p, i, j); }
  }
  const r = b.len ? b.toString() : "/";
  return r.length >= 10 && r.startsWith("/proc/") ? procRoot(r) : r;
}

/** s[from…] is one or more ASCII digits. */
export function isDigits(s: string, from: i32): bool {
  if (from >= s.length) return false;
  for (let i = from; i < s.length; i++) { const c = s.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

// /proc/self/root, /proc/thread-self/root and /proc/PID/root are a process's root directory:
// the system's root, for the processes a call runs — `cd /proc/self/root && rm -r etc` is
// `rm -r /etc` (proc(5))
function procRoot(r: string): string {
  const k = r.indexOf("/", 6);
  if (k < 0 || !r.startsWith("/root", k) || !(r.length == k + 5 || r.charCodeAt(k + 5) == 47)) return r;
  const who = r.substring(6, k);
  if (!(who == "self" || who == "thread-self" || isDigits(who, 0))) return r;
  return r.length == k + 5 ? "/" : procRoot(r.substring(k + 5));
}

// A set of short names, for the words every command is checked against: a word whose
// (first unit, length) no member has is answered from one bitmap load, without comparing
// strings — most words are not reserved words, wrappers or interpreters; the others hash
// (FNV-1a over their units) to a slot of an open-addressed table of the names' offsets, so
// a hit or a near miss compares one or two names, not the whole list. Built when the module
// starts (part of the snapshot a build takes: no hook call pays for it).
export class NameSet {
  private seen: StaticArray<u32> = new StaticArray<u32>(128);  // first unit & 127 → lengths (bit min(len, 31))
  private slots: StaticArray<u16>;  // offset in the list of a name's first byte, 0 for none
  private mask: u32;
  constructor(private names: List) {
    const n = <i32>load<u16>(names);
    let count = 0;
    for (let i = 1; i < n; i++) if (load<u8>(names + 2 + <usize>i) == 44) count++;
    let size = 4;
    while (size < count * 2) size <<= 1;
    this.slots = new StaticArray<u16>(size);
    this.mask = <u32>size - 1;
    for (let i = 1, from = 1; i < n; i++) {
      if (load<u8>(names + 2 + <usize>i) != 44) continue;
      const len = i - from;
      if (len > 0) {
        this.seen[load<u8>(names + 2 + <usize>from) & 127] |= 1 << <u32>min(len, 31);
        let h: u32 = 0x811c9dc5;
        for (let k = 0; k < len; k++) { h ^= <u32>load<u8>(names + 2 + <usize>(from + k)); h *= 0x01000193; }
        let at = h & this.mask;
        while (unchecked(this.slots[at]) != 0) at = (at + 1) & this.mask;
        unchecked(this.slots[at] = <u16>from);
      }
      from = i + 1;
    }
  }
  has(w: string): bool {
    const n = w.length;
    if (n == 0 || (unchecked(this.seen[w.charCodeAt(0) & 127]) & (1 << <u32>min(n, 31))) == 0) return false;
    const wp = changetype<usize>(w);
    const base = this.names + 2;
    let at = wordHash(w) & this.mask;
    let from = <usize>unchecked(this.slots[at]);
    while (from != 0) {
      let k = 0;
      while (k < n && <u32>load<u8>(base + from + <usize>k) == <u32>load<u16>(wp + (<usize>k << 1))) k++;
      if (k == n && load<u8>(base + from + <usize>n) == 44) return true;
      at = (at + 1) & this.mask;
      from = <usize>unchecked(this.slots[at]);
    }
    return false;
  }
}

/** FNV-1a over a word's UTF-16 code units (compiler/ruledata.ts wordHash computes the same). */
export function wordHash(w: string): u32 {
  const p = changetype<usize>(w);
  let h: u32 = 0x811c9dc5;
  for (let i = 0, n = w.length; i < n; i++) { h ^= <u32>load<u16>(p + (<usize>i << 1)); h *= 0x01000193; }
  return h;
}

// A list of names in static data: ",a,b,c," as one byte a character after a u16 length.
// Written `latin1(",a,b,c,")`: the build turns each such call into those bytes
// (compiler/build.ts ascTransforms) — half what a UTF-16 string takes, and no object
// header. (Without the transform, this builds the same list at run time.)
export type List = usize;
export function latin1(text: string): List {
  const p = heap.alloc(2 + <usize>text.length);
  store<u16>(p, text.length);
  for (let i = 0; i < text.length; i++) store<u8>(p + 2 + <usize>i, text.charCodeAt(i));
  return p;
}

// Is `w` one of the names of `list` (",a,b,c,")? What the text's includes("," + w + ",")
// answers, without building that string (this runs for every option word of a wrapper).
// With `abbrev`, a long option (--xyz) also names each one it begins, as GNU getopt_long
// reads an unambiguous abbreviation (`nice --adj 5 cmd`).
export function listed(list: List, w: string, abbrev: bool = false): bool {
  const n = w.length;
  if (n == 0) return false;
  abbrev = abbrev && n > 2 && w.startsWith("--");
  // each entry follows a comma: its bytes compared in place with the word's units
  const lp = list + 2, wp = changetype<usize>(w), end = <i32>load<u16>(list) - n;
  const first = <u32>load<u16>(wp);
  for (let i = 1; i <= end; i++) {
    const at = lp + <usize>i;
    if (<u32>load<u8>(at) != first || load<u8>(at - 1) != 44) continue;
    let k = 1;
    while (k < n && <u32>load<u8>(at + <usize>k) == <u32>load<u16>(wp + (<usize>k << 1))) k++;
    if (k == n && (abbrev || (i < end && load<u8>(at + <usize>n) == 44))) return true;
  }
  return false;
}

/**
 * The index of `w` among the names of `table`, a List of length-prefixed names (each a
 * byte of length, then the name: "\x03add\x05stage" holds add at 0, stage at 1), or -1.
 * A name of another length is stepped over with one read.
 */
export function tableIndex(table: List, w: string): i32 {
  const n = w.length;
  const wp = changetype<usize>(w), end = table + 2 + <usize>load<u16>(table);
  let index = 0;
  for (let p = table + 2; p < end; index++) {
    const len = <i32>load<u8>(p);
    p++;
    if (len == n) {
      let k = 0;
      while (k < n && <u32>load<u8>(p + <usize>k) == <u32>load<u16>(wp + (<usize>k << 1))) k++;
      if (k == n) return index;
    }
    p += <usize>len;
  }
  return -1;
}

// Words joined by spaces, from index `from` (Array#join of the standard library traps on
// tens of thousands of words; this builds the text in one Buf).
export function joinWords(a: Array<string>, from: i32): string { return joinWith(a, from, 32); }

/** The strings of a from `from`, unit `sep` between them. (AssemblyScript's Array#join
 * concatenates one at a time: quadratic in the pieces.) */
export function joinWith(a: Array<string>, from: i32, sep: i32): string {
  const b = new Buf();
  for (let i = from; i < a.length; i++) { if (i > from) b.char(sep); b.str(a[i]); }
  return b.toString();
}

/** A compressed file's name less its suffix (`.tgz` is `.tar`), or "" for none known. */
export function unsuffixed(f: string): string {
  const dot = lastChar(f, 46);
  if (dot <= 0 || dot < lastChar(f, 47) + 2) return "";
  const ext = f.substring(dot).toLowerCase();
  if (ext == ".tgz" || ext == ".taz" || ext == ".tbz" || ext == ".tbz2" || ext == ".txz" || ext == ".tlz" || ext == ".tzst") return f.substring(0, dot) + ".tar";
  if (ext == ".gz" || ext == ".z" || ext == ".bz2" || ext == ".xz" || ext == ".lzma" || ext == ".zst" || ext == ".lz4" || ext == ".br" || ext == ".bz") return f.substring(0, dot);
  return "";
}

/** The words that give long option `name` a value before any `--`: `--name V` (V's index) or
 * `--name=V` (that word's). */
export function longValues(argv: Array<string>, name: string): Array<i32> {
  const r = new Array<i32>();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") break;
    if (a == name && i + 1 < argv.length) r.push(++i);
    else if (a.startsWith(name) && a.length > name.length && a.charCodeAt(name.length) == 61) r.push(i);
  }
  return r;
}
/** The value word `at` gives long option `name` (longValues). */
export function longValue(argv: Array<string>, at: i32, name: string): string {
  const a = argv[at];
  return a.startsWith(name + "=") && argv[at - 1] != name ? a.substring(name.length + 1) : a;
}
