// Command specs: which options a command takes, and which of them take a value — the
// grammar the shell model needs to tell an option's value from an operand
// (`kubectl --context prod apply`: `prod` is not the subcommand) and to read a long
// option the way the command's own parser does (`git reset --har` is `--hard`, `rm --rec
// --for` is `rm --recursive --force`: getopt_long and git's parse-options accept any
// unambiguous prefix).
//
// Input: the specs a rule set carries in its data (compiler/specs/, extended by the rule
// file; wasm/rules.ts loads them here), keyed by the command's name, or "git SUB" for a git
// subcommand. Output: `specOf`, `isValued`, `longForms` for the selections
// (engine.ts) and the git model (git.ts). A command without a spec keeps the generic
// reading: every `-x`/`--x` is a flag, every other word an operand.
//
// Cost: one map lookup a command; a long option's prefix is looked for in one list.

import { List, listed } from "./shell/text";

export class Spec {
  /** Options whose value is the rest of the word or the next word: ",-n,--context,". */
  valued: List = 0;
  /** Every long option it has, for abbreviations: ",--force,--recursive,". */
  longs: List = 0;
  /** Every short (or single-dash long) option it has: ",-f,-name,". */
  shorts: List = 0;
  /** Short options that are another name of a long one, each run together: ",-n--dry-run,". */
  aliases: List = 0;
  /** Environment variables that spell one of its valued options: ",AWS_PROFILE=--profile,". */
  env: List = 0;
  /** Long options are read as getopt_long reads them: any unambiguous prefix. */
  abbrev: bool = false;
  /** A first word without a dash is a bundle of short options, their values the next words in order (`tar xzf A`). */
  oldStyle: bool = false;
}

let SPECS = new Map<string, Spec>();
let NOCASE: bool = false;

/** Whether command names compare case-insensitively (the rule set's choice, at load time). */
export function setNocase(on: bool): void { NOCASE = on; }

// The command names the rule set's rules name (command(N), rule dispatch's keys): a word
// that names one, among the operands of a program the shell model does not know, may be a
// command that program runs (wasm/shell.ts, guessInner).
let RULE_NAMES = new Map<string, i32>();
export function setRuleNames(m: Map<string, i32>): void { RULE_NAMES = m; }
export function ruleNamed(n: string): bool { return RULE_NAMES.has(commandKey(n)); }

/** Whether the rule set compares command names in any case. */
export function nocase(): bool { return NOCASE; }

/** A command name as the rule set compares it: lowercased (ASCII) when it ignores case. */
export function commandKey(name: string): string { return NOCASE ? foldCase(name) : name; }

/** The name lowercased (String#toLowerCase); the string itself when it has nothing to lower. */
export function foldCase(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if ((ch >= 65 && ch <= 90) || ch > 127) return s.toLowerCase();
  }
  return s;
}

/** Replaces the specs (at load time, from the rule data). */
export function setSpecs(specs: Map<string, Spec>): void { SPECS = specs; }

/** The spec of a command word, or of "git SUB"; null when there is none. */
export function specOf(name: string): Spec | null {
  if (SPECS.size == 0) return null;
  const k = commandKey(name);
  return SPECS.has(k) ? SPECS.get(k) : null;
}

/** Whether option `f` (canonical) takes a separate value under `s`. */
export function isValued(s: Spec, f: string): bool { return s.valued != 0 && listed(s.valued, f); }

/** Whether `f` (canonical: a long option's whole name, or `-x`) is one of the spec's options. */
export function isKnown(s: Spec, f: string): bool {
  return f.startsWith("--") ? s.longs != 0 && listed(s.longs, f) : s.shorts != 0 && listed(s.shorts, f);
}

/**
 * Every option `name` may stand for: the one it names or is the unambiguous prefix of; for
 * an ambiguous prefix, each option it is a prefix of (the command should reject it, but a
 * grammar may be short of an option the command has: the sound reading is any of them);
 * else the name as written.
 */
export function longForms(s: Spec, name: string): Array<string> {
  const out = new Array<string>();
  const list = s.longs;
  if (list == 0 || listed(list, name) || !s.abbrev || name.length < 3) { out.push(name); return out; }
  const n = <i32>load<u16>(list);
  const base = list + 2;
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(base + <usize>i) != 44) continue;
    if (i - from > name.length && prefixAt(base + <usize>from, name)) out.push(String.UTF8.decodeUnsafe(base + <usize>from, <usize>(i - from)));
    from = i + 1;
  }
  if (out.length == 0) out.push(name);
  return out;
}

/**
 * The other name of option `f` under `s` (`-n` ↔ `--dry-run`), or "" when it has none: the
 * long name of a short alias, or the short alias of a long name.
 */
export function aliasOf(s: Spec, f: string): string {
  const list = s.aliases;
  if (list == 0 || f.length < 2) return "";
  const short = !f.startsWith("--");
  if (short && f.length != 2) return "";
  const n = <i32>load<u16>(list);
  const base = list + 2;
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(base + <usize>i) != 44) continue;
    const len = i - from;
    if (len > 2) {
      if (short) { if (prefixAt(base + <usize>from, f)) return String.UTF8.decodeUnsafe(base + <usize>from + 2, <usize>(len - 2)); }
      else if (len - 2 == f.length && prefixAt(base + <usize>from + 2, f)) return String.UTF8.decodeUnsafe(base + <usize>from, 2);
    }
    from = i + 1;
  }
  return "";
}

/** The option environment variable `name` spells under `s` (its `env`), or "" when none. */
export function envOption(s: Spec, name: string): string {
  const list = s.env;
  if (list == 0 || name.length == 0) return "";
  const n = <i32>load<u16>(list);
  const base = list + 2;
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(base + <usize>i) != 44) continue;
    const len = i - from;
    if (len > name.length + 1 && load<u8>(base + <usize>(from + name.length)) == 61 && prefixAt(base + <usize>from, name)) {
      return String.UTF8.decodeUnsafe(base + <usize>(from + name.length + 1), <usize>(len - name.length - 1));
    }
    from = i + 1;
  }
  return "";
}

/** Whether some short option of `s` is another name of a `--no-…` one (commit's `-n`, `--no-verify`). */
export function aliasNegates(s: Spec): bool {
  const list = s.aliases;
  if (list == 0) return false;
  const n = <i32>load<u16>(list);
  const base = list + 2;
  for (let i = 0; i + 5 <= n; i++) if (load<u8>(base + <usize>i) == 45 && prefixAt(base + <usize>i, "--no-")) return true;
  return false;
}

// The bytes at p start with `w`'s code units.
function prefixAt(p: usize, w: string): bool {
  for (let k = 0; k < w.length; k++) if (<i32>load<u8>(p + <usize>k) != w.charCodeAt(k)) return false;
  return true;
}
