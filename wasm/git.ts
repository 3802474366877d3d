// The git model: a simple command whose word is `git` → global options, subcommand,
// flags (with their values) and positionals.
//
// Input: a `Cmd` from the shell model. Output: a `Git` view, or null when the command
// is not git. Global options (`-C`, `-c`, `--git-dir`, `--work-tree`, `--no-pager`, …)
// are stripped and recorded; `-C` moves the directory the command acts on. Flags are
// split git's way: `--x=y`, `--x y` for options that take a value, bundled shorts
// (`-fd`, `-n5`), `-<number>`; `--` ends them.
//
// Why a table of valued options: `git branch --contains X` lists, `git branch X` creates;
// only knowing that `--contains` takes a value tells the two apart.
//
// Cost: one pass over argv, a few string comparisons per word.
//
// (The Git record is declared in wasm/shell/cmd.ts, beside the Cmd that caches it: the
// shell model's records import nothing above them, and this file imports only those
// records and the text primitives.)

import { Cmd, Git, stdinFed, unkOf, wordAt, notOption, isUnk, UNK_ONE, UNK_OPT, UNK_MANY, envValue, UNKNOWN_VALUE, SAME_DIR } from "./shell/cmd";
import { findChar, joinPath, latin1, listed, tableIndex, List, NameSet } from "./shell/text";

export { Git };
import { Spec, specOf, isValued, isKnown, longForms, aliasOf, aliasNegates, commandKey, foldCase } from "./specs";
import { gitProgram } from "./shell/gitrun";
import { globbedAt } from "./shell/expand";

// Global options that take a separate value.
const GLOBAL_VALUED = latin1(",-C,-c,--git-dir,--work-tree,--namespace,--config-env,--super-prefix,--exec-path,--list-cmds,--attr-source,");

export function gitView(c: Cmd): Git | null {
  if (c.argc() == 0 || !c.lit[0]) return null; // (argc: no copy of a long word a command that is no git holds)
  // git, or one of its programs run directly (`/usr/lib/git-core/git-reset`: git runs it so)
  const name = gitProgram(c.word());
  const direct = name.length > 4 && name.startsWith("git-");
  if (name != "git" && !direct) return null;
  const g = new Git();
  g.dir = c.dir;
  const argv = c.argv;
  let i: i32;
  if (direct) {
    g.sub = name.substring(4);
    i = 0;
    g.argsAt = 1;
  } else {
    // (git's own options apart: rare, and V8 compiles a wasm function whole on first call)
    i = argv.length > 1 && (argv[1].startsWith("-") || !c.lit[1]) ? gitGlobals(c, g) : 1;
    // GIT_WORK_TREE, else GIT_DIR, in its environment: where git acts, from where -C put it
    // (git(1); --work-tree and --git-dir on its command line win)
    const runs = g.dirs.length ? g.dirs[0] : g.dir;
    if (!g.treeGiven) {
      let env = envValue(c, "GIT_WORK_TREE");
      const repo = envValue(c, "GIT_DIR");
      // (the repository GIT_DIR names and the work tree GIT_WORK_TREE names, from where git runs)
      if (repo != null) g.dirs.push(repo == UNKNOWN_VALUE || runs.length == 0 ? "" : joinPath(runs, repo!));
      if (env != null) g.dirs.push(env == UNKNOWN_VALUE || runs.length == 0 ? "" : joinPath(runs, env!));
      // (GIT_DIR alone: the work tree is the directory git runs in)
      if (env == null) { env = repo; if (env != null && g.tree == SAME_DIR) g.tree = g.dir; }
      if (env != null) { g.dir = env == UNKNOWN_VALUE || g.dir.length == 0 ? "" : joinPath(g.dir, env!); g.retargeted = true; }
    }
    if (g.dirs.length == 0) g.dirs.push(runs);
    if (i >= argv.length) return g;
    // (a rule set that ignores case reads `git Reset` as `git reset`, as a case-insensitive
    // filesystem finds git-reset for it)
    g.sub = commandKey(argv[i]);
    // (a glob, `re?et`, is the name of a file it matches where git runs — `touch reset; git
    // re?et --hard` runs reset — or itself, which git refuses: known only when it runs)
    g.subLiteral = g.subLiteral && c.lit[i] && !globbedAt(c, i);
    g.argsAt = i + 1;
  }
  // the subcommand's grammar: the valued options below, and its spec when the rule set
  // carries one (every option, read by its unambiguous prefix as git's parse-options does)
  const spec = g.subLiteral ? specOf("git " + g.sub) : null;
  const valued = valuedFlags(g.sub);
  let unknown = false;
  if (c.isMulti(i)) { g.flags.push(UNK_MANY); g.vals.push(""); g.pos.push(UNK_MANY); g.posLit.push(false); unknown = true; } // (`git $X`: a subcommand and its words)
  i++;
  while (i < argv.length) {
    const a = argv[i];
    const known = c.lit[i];
    if (a == "--" && known) {
      for (let k = i + 1; k < argv.length; k++) g.after.push(wordAt(c, k));
      // (a command that takes no paths reads the words after `--` as its operands: `git
      // push -- origin :main` deletes main)
      if (NO_PATHS.has(g.sub)) for (let k = i + 1; k < argv.length; k++) { g.pos.push(wordAt(c, k)); g.posLit.push(c.lit[k]); }
      break;
    }
    if (!known && notOption(c, i, a)) { g.pos.push(unkOf(c, i, true)); g.posLit.push(false); i++; continue; } // (a path: `src/"$F"`)
    if (!known && !knownOption(a)) {
      // a word known only when it runs: a flag or a positional (unquoted: several, or none —
      // or a `--` that makes the words after it paths)
      const u = unkOf(c, i, false);
      g.flags.push(u); g.vals.push(""); g.pos.push(u); g.posLit.push(false);
      unknown = true;
      i++;
      continue;
    }
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      if (a.charCodeAt(1) == 45) {
        const eq = findChar(a, 61);
        const written = eq > 0 ? a.substring(0, eq) : a;
        if (spec != null && !listed(valued, written)) {
          // read as git's parse-options reads it: an unambiguous prefix is its option; an
          // ambiguous one each option it may be (git should reject it; the grammar may be short)
          const forms = longForms(spec!, written);
          let takes = eq < 0;
          for (let k = 0; k < forms.length; k++) if (!listed(valued, forms[k]) && !isValued(spec!, forms[k])) takes = false;
          if (eq > 0) { for (let k = 0; k < forms.length; k++) { g.flags.push(forms[k]); g.vals.push(known ? a.substring(eq + 1) : UNK_ONE); } }
          else if (takes && i + 1 < argv.length) { for (let k = 0; k < forms.length; k++) takeValue(c, g, forms[k], i + 1); i++; }
          else for (let k = 0; k < forms.length; k++) { g.flags.push(forms[k]); g.vals.push(""); }
        }
        else if (eq > 0) { g.flags.push(written); g.vals.push(known ? a.substring(eq + 1) : UNK_ONE); } // (--opt=$X: its value known when it runs)
        else if (listed(valued, written) && i + 1 < argv.length) { takeValue(c, g, written, i + 1); i++; }
        else { g.flags.push(written); g.vals.push(""); }
        // (`--author=$A` unquoted: bash splits it, the words after the first git's too —
        // A='x --output=F' — as takeValue reads `--author $A`)
        if (eq > 0 && !known && c.isMulti(i)) { g.flags.push(UNK_MANY); g.vals.push(""); g.pos.push(UNK_MANY); g.posLit.push(false); unknown = true; }
      } else if (isNumber(a, 1)) {
        g.flags.push(a); g.vals.push("");
      } else {
        // a bundle of short flags; a valued one takes the rest or the next word
        for (let k = 1; k < a.length; k++) {
          const ch = a.charCodeAt(k);
          if (!known && (ch == 36 || ch == 96)) { g.flags.push(unkOf(c, i, false)); g.vals.push(""); unknown = true; break; } // (-f$X: letters known when it runs)
          const f = "-" + a.charAt(k);
          if (listed(valued, f) || (spec != null && isValued(spec!, f))) {
            if (k + 1 < a.length) {
              g.flags.push(f); g.vals.push(known ? a.substring(k + 1) : UNK_ONE);
              // (`-S$X` unquoted: bash splits it, the words after the first git's too —
              // X='x --output=F' — as for `--opt=$X`)
              if (!known && c.isMulti(i)) { g.flags.push(UNK_MANY); g.vals.push(""); g.pos.push(UNK_MANY); g.posLit.push(false); unknown = true; }
            }
            else if (i + 1 < argv.length) { takeValue(c, g, f, i + 1); i++; }
            else { g.flags.push(f); g.vals.push(""); }
            break;
          }
          g.flags.push(f); g.vals.push("");
        }
      }
    } else {
      g.pos.push(a);
      g.posLit.push(known);
    }
    i++;
  }
  if (unknown && !(g.after.length)) g.after.push(UNK_MANY);
  if (g.flags.length) lastWins(g, spec);
  if (c.gitCfg.length) configOptions(g, c);
  if (g.sub == "fetch" || g.sub == "pull") refmaps(g);
  if (g.flags.length) answered(g, c);
  if (g.sub == "update-ref") stdinInstructions(g, c);
  // paths read from a file (or stdin) are known only when it runs
  for (let k = 0; k < g.flags.length; k++) if (g.flags[k] == "--pathspec-from-file") { g.pos.push(UNK_MANY); g.posLit.push(false); break; }
  return g;
}

// ─── the last of --X and --no-X wins ──────────────────────────────────────────────
// git's parse-options reads `--no-X` as X's negation (and `--X` as the negation of an
// option named `no-X`: `--verify` after `--no-verify`), the last of them winning, whatever
// the spelling: `-n --no-dry-run` is no dry run, `--no-force … -f` forces, `--temp
// --no-temp` writes into the working tree. So a flag takes back the earlier ones it undoes,
// their short aliases included (the spec's `aliases`: compiler/specs/git.ts). A `--no-X`
// the spec lists as taking a value is an option of its own (`branch --no-merged C`), and
// an abbreviated negation (`--no-dry`) is read as git reads it. An ambiguous one is left
// as written (git refuses the command).
// Cost: one pass; a map of the flags kept only when a negation is there to undo something.
function lastWins(g: Git, spec: Spec | null): void {
  const fs = g.flags, vs = g.vals;
  const neg = spec != null && aliasNegates(spec!);
  let need = false;
  for (let k = 0; k < fs.length && !need; k++) {
    const f = unchecked(fs[k]);
    need = f.startsWith("--no-") || (neg && f.length == 2 && aliasOf(spec!, f).startsWith("--no-"));
  }
  if (!need) return;
  const at = new Map<string, Array<i32>>();
  const live = new Array<bool>(fs.length);
  for (let k = 0; k < fs.length; k++) {
    live[k] = true;
    let f = fs[k];
    if (isUnk(f)) continue;
    // the option's long name, and the one it undoes
    let long = f.startsWith("--") ? f : spec != null ? aliasOf(spec!, f) : "";
    if (long.length == 0) { keep(at, f, k); continue; }
    let undone = "";
    if (long.startsWith("--no-") && long.length > 5) {
      if (spec == null || !isValued(spec!, long)) {
        undone = "--" + long.substring(5);
        if (spec != null && !isKnown(spec!, long) && !isKnown(spec!, undone)) {
          const forms = longForms(spec!, undone);
          if (forms.length == 1 && isKnown(spec!, forms[0])) { undone = forms[0]; long = "--no-" + undone.substring(2); if (f.startsWith("--")) fs[k] = long; }
          else undone = "";
        }
      }
    } else {
      const n = "--no-" + long.substring(2);
      if (spec == null || !isValued(spec!, n)) undone = n;
    }
    if (undone.length && at.has(undone)) {
      const l = at.get(undone);
      for (let j = 0; j < l.length; j++) live[l[j]] = false;
      at.delete(undone);
    }
    keep(at, long, k);
  }
  let n = 0;
  for (let k = 0; k < fs.length; k++) if (live[k]) { fs[n] = fs[k]; vs[n] = vs[k]; n++; }
  fs.length = n; vs.length = n;
}
function keep(at: Map<string, Array<i32>>, name: string, k: i32): void {
  if (at.has(name)) at.get(name).push(k); else at.set(name, [k]);
}

// ─── configuration that stands for an option ─────────────────────────────────────
// The configuration the call gives git (Cmd#gitCfg: -c, --config-env, GIT_CONFIG_COUNT…,
// GIT_CONFIG_PARAMETERS, an earlier `git config KEY VALUE`; wasm/shell/gitrun.ts) where
// git's manual pages make it an option's default, read as that option:
//   [subcommands, key, how, option]
//   clean               clean.requireForce    false  --force   (git-clean(1): without it, -f is not needed)
//   gc, maintenance     gc.pruneExpire        value  --prune   (git-gc(1) --prune: "overridable by gc.pruneExpire")
//   reflog, gc, mnt.    gc.reflogExpire,      value  --expire  (git-reflog(1) --expire; gc runs `reflog
//                       gc.<pattern>.reflogExpire                expire --all` with it)
//   reflog, gc, mnt.    gc.reflogExpireUnreachable (and per pattern)  value  --expire-unreachable
//   push                remote.<name>.mirror  true   --mirror  (git-push(1): "the default if remote.<remote>.mirror is set")
//   push                remote.<name>.push    value  a refspec operand, when the command line names none
//   merge, pull         merge.autoStash       true   --autostash  (git-merge(1))
//   merge, pull         branch.<name>.mergeOptions  words  each an option (git-config(1): "default options for merging into branch <name>")
//   fetch, pull         fetch.prune, remote.<name>.prune          true  --prune       (git-fetch(1): "as if
//   fetch, pull         fetch.pruneTags, remote.<name>.pruneTags  true  --prune-tags   --prune … was given")
// A boolean is read as git-config(1) reads one (true, yes, on, a non-zero integer, `-c KEY`
// alone; false, no, off, 0, an empty value); a value option the command line gives itself
// (or negates: --no-prune) wins over the configuration. A value known only when it runs may
// be the option: an unknown flag, or the option with an unknown value. (Any remote's entry
// counts, whichever remote the push goes to.)
const CFG_FALSE: u8 = 1, CFG_TRUE: u8 = 2, CFG_VALUE: u8 = 3, CFG_REFSPEC: u8 = 4, CFG_WORDS: u8 = 5, CFG_MAP: u8 = 6;
function configOptions(g: Git, c: Cmd): void {
  const cfg = c.gitCfg;
  // (the command line as given: every entry of the configuration is read against it, so two
  // entries of one key both count, whichever git takes last)
  const nFlags = g.flags.length, nPos = g.pos.length;
  const refspecs = nPos <= 1 && !hasFlag(g, "--all", nFlags) && !hasFlag(g, "--branches", nFlags) && !hasFlag(g, "--mirror", nFlags) && !hasFlag(g, "--tags", nFlags);
  for (let k = 0; k < cfg.length; k++) {
    const w = cfg[k];
    const eq = findChar(w, 61);
    const key = w.substring(0, eq);
    let how: u8 = 0;
    let opt = "";
    switch (tableIndex(latin1("\x05clean\x02gc\x0bmaintenance\x06reflog\x04push\x05fetch\x04pull\x05merge"), g.sub)) {
      case 0: if (key == "clean.requireforce") { how = CFG_FALSE; opt = "--force"; } break;
      case 1: case 2: case 3:
        if (key == "gc.pruneexpire" && g.sub != "reflog") { how = CFG_VALUE; opt = "--prune"; }
        // (no option of gc's own: the expiry of worktrees' administrative files, which gc
        // prunes as `git worktree prune --expire` does — git-config(1) gc.worktreePruneExpire)
        else if (key == "gc.worktreepruneexpire" && g.sub != "reflog") { how = CFG_VALUE; opt = "--worktree-prune-expire"; }
        else if (key == "gc.reflogexpire" || key == "gc.*.reflogexpire") { how = CFG_VALUE; opt = "--expire"; }
        else if (key == "gc.reflogexpireunreachable" || key == "gc.*.reflogexpireunreachable") { how = CFG_VALUE; opt = "--expire-unreachable"; }
        break;
      case 4:
        if (key == "remote.*.mirror") { how = CFG_TRUE; opt = "--mirror"; }
        else if (key == "remote.*.push") how = CFG_REFSPEC;
        break;
      case 5: case 6: case 7:
        if (g.sub != "merge" && key == "remote.*.fetch") how = CFG_MAP;
        else if (g.sub != "merge" && (key == "fetch.prune" || key == "remote.*.prune")) { how = CFG_TRUE; opt = "--prune"; }
        else if (g.sub != "merge" && (key == "fetch.prunetags" || key == "remote.*.prunetags")) { how = CFG_TRUE; opt = "--prune-tags"; }
        else if (g.sub != "fetch" && key == "merge.autostash") { how = CFG_TRUE; opt = "--autostash"; }
        else if (g.sub != "fetch" && key == "branch.*.mergeoptions") how = CFG_WORDS;
        break;
    }
    // (the commands that run `git maintenance run --auto` after their work — gc --auto, which
    // prunes with gc.pruneExpire and expires reflogs with gc.reflogExpire[Unreachable]:
    // git-gc(1) --auto, git-config(1) maintenance.auto — take them as --auto-gc-* options)
    if (how == 0 && autoGc(g, c)) {
      if (key == "gc.pruneexpire") { how = CFG_VALUE; opt = "--auto-gc-prune"; }
      else if (key == "gc.reflogexpire" || key == "gc.*.reflogexpire") { how = CFG_VALUE; opt = "--auto-gc-expire"; }
      else if (key == "gc.reflogexpireunreachable" || key == "gc.*.reflogexpireunreachable") { how = CFG_VALUE; opt = "--auto-gc-expire-unreachable"; }
    }
    if (how == 0) continue;
    const known = c.gitCfgLit[k];
    const v = w.substring(eq + 1);
    if (how == CFG_FALSE || how == CFG_TRUE) {
      // (the command line's --no-X wins over the configuration)
      if (how == CFG_TRUE && hasFlag(g, "--no-" + opt.substring(2), nFlags)) continue;
      if (!known) { g.flags.push(UNK_OPT); g.vals.push(""); continue; }
      const b = gitBool(v);
      if (b == (how == CFG_TRUE ? 1 : 0)) { g.flags.push(opt); g.vals.push(""); }
    } else if (how == CFG_WORDS) {
      // (the value split at blanks, each word an option given first: the command line's win)
      if (!known) { g.flags.push(UNK_OPT); g.vals.push(""); continue; }
      let from = 0;
      for (let q = 0; q <= v.length; q++) {
        if (q < v.length && v.charCodeAt(q) != 32 && v.charCodeAt(q) != 9) continue;
        if (q > from && v.charCodeAt(from) == 45) { g.flags.push(v.substring(from, q)); g.vals.push(""); }
        from = q + 1;
      }
    } else if (how == CFG_VALUE) {
      if (hasFlag(g, opt, nFlags) || hasFlag(g, "--no-" + opt.substring(2), nFlags)) continue;
      g.flags.push(opt); g.vals.push(known ? v : UNK_ONE);
    } else if (how == CFG_MAP) {
      // (a fetch refspec of the configuration: what a fetch naming none fetches, and the map
      // of the refs a command line names to where they are stored, unless --refmap gives
      // another — git-fetch(1) "CONFIGURED REMOTE-TRACKING BRANCHES": a refspec operand)
      if (hasFlag(g, "--refmap", nFlags)) continue;
      defaultRemote(g);
      g.pos.push(known ? v : UNK_ONE); g.posLit.push(known);
    } else {
      // the refspecs a push without any on its command line uses (after the repository)
      if (!refspecs) continue;
      if (g.pos.length == 0) { g.pos.push(UNK_ONE); g.posLit.push(false); } // (the default remote)
      g.pos.push(known ? v : UNK_ONE); g.posLit.push(known);
    }
  }
}

/**
 * The subcommand runs automatic maintenance after its work (`git maintenance run --auto`,
 * whose gc task is `git gc --auto`): commit, merge, am, rebase, fetch and pull, and
 * receive-pack (receive.autogc) — unless the call turns it off: maintenance.auto false,
 * gc.auto 0 or below (git-config(1): "disables … any other heuristic git gc --auto will
 * otherwise use"), receive.autogc false, fetch's --no-auto-maintenance / --no-auto-gc.
 * Whether gc --auto finds enough loose objects or packs to act depends on the repository
 * (gc.auto, gc.autoPackLimit given in the call lower the bar): it may, so it counts.
 */
function autoGc(g: Git, c: Cmd): bool {
  const s = g.sub;
  if (!(s == "commit" || s == "merge" || s == "am" || s == "rebase" || s == "fetch" || s == "pull" || s == "receive-pack")) return false;
  if ((s == "fetch" || s == "pull") && (hasFlag(g, "--no-auto-maintenance") || hasFlag(g, "--no-auto-gc"))) return false;
  const cfg = c.gitCfg;
  for (let k = 0; k < cfg.length; k++) {
    if (!c.gitCfgLit[k]) continue;
    const w = cfg[k];
    const eq = findChar(w, 61);
    const key = w.substring(0, eq), v = w.substring(eq + 1);
    if ((key == "maintenance.auto" || (s == "receive-pack" && key == "receive.autogc")) && gitBool(v) == 0) return false;
    if (key == "gc.auto" && (gitBool(v) == 0 || v.trimStart().startsWith("-"))) return false;
  }
  return true;
}

function hasFlag(g: Git, f: string, n: i32 = -1): bool {
  const end = n < 0 ? g.flags.length : n;
  for (let k = 0; k < end; k++) if (g.flags[k] == f) return true;
  return false;
}

/**
 * fetch's --refmap=REFSPEC maps the refs its command line names to where they are stored, in
 * place of the configured fetch refspecs (git-fetch(1)): `--refmap=+refs/heads/*:refs/heads/*
 * origin main` overwrites the local main as the refspec operand `+main:main` does. Each is
 * read as a refspec operand (after the repository); an empty one maps nothing.
 */
function refmaps(g: Git): void {
  const n = g.flags.length;
  for (let k = 0; k < n; k++) {
    if (g.flags[k] != "--refmap" || g.vals[k].length == 0) continue;
    defaultRemote(g);
    const v = g.vals[k];
    g.pos.push(v); g.posLit.push(!isUnk(v));
  }
}

/** A fetch naming no repository fetches from the default remote (the branch's, else origin):
 * its name stands first, as no option, before the refspec operands the configuration adds. */
function defaultRemote(g: Git): void {
  if (g.pos.length == 0) { g.pos.push("origin"); g.posLit.push(true); }
}

/** A value as git-config(1) reads a boolean: 1 true, 0 false, -1 neither (git refuses it). */
export function gitBool(v: string): i32 {
  if (v.length == 0) return 0; // (`-c KEY=`: the empty string, false)
  const l = foldCase(v);
  if (l == "true" || l == "yes" || l == "on") return 1;
  if (l == "false" || l == "no" || l == "off") return 0;
  // an integer as strtoimax reads it (blanks first, a sign, base 0: 0x… hex), a unit k, m
  // or g after it: non-zero is true
  let i = 0;
  while (i < l.length && (l.charCodeAt(i) == 32 || l.charCodeAt(i) == 9)) i++;
  if (i < l.length && (l.charCodeAt(i) == 43 || l.charCodeAt(i) == 45)) i++;
  let end = l.length;
  const u = end > i ? l.charCodeAt(end - 1) : 0;
  if (u == 107 || u == 109 || u == 103) end--;
  let hex = false;
  if (end - i > 2 && l.charCodeAt(i) == 48 && l.charCodeAt(i + 1) == 120) { i += 2; hex = true; }
  if (end <= i) return -1;
  let zero = true;
  for (let k = i; k < end; k++) {
    const ch = l.charCodeAt(k);
    if (!(ch >= 48 && ch <= 57) && !(hex && ch >= 97 && ch <= 102)) return -1;
    if (ch != 48) zero = false;
  }
  return zero ? 0 : 1;
}

// ─── patch mode answered from stdin ──────────────────────────────────────────────
// `git restore -p`, `git checkout -p` ask, hunk by hunk, which changes to discard, and
// `git clean -i` asks what to delete: with their answers fed to stdin (`yes | git restore
// -p`, a heredoc, a redirect), they discard as the plain forms do. Such a command is read as
// its plain form — restore or checkout of the pathspec (every path when none: `.`), clean
// with -f.
function answered(g: Git, c: Cmd): void {
  const restore = g.sub == "restore", checkout = g.sub == "checkout", clean = g.sub == "clean";
  if (!(restore || checkout || clean)) return;
  const mode = clean ? "--interactive" : "--patch", short = clean ? "-i" : "-p";
  let at = -1;
  for (let k = 0; k < g.flags.length; k++) if (g.flags[k] == mode || g.flags[k] == short) { at = k; break; }
  if (at < 0 || !stdinFed(c)) return;
  if (clean) { g.flags.push("--force"); g.vals.push(""); return; }
  // (checkout: its operand may be the tree-ish the hunks come from)
  if (checkout) g.after.push(".");
  else if (g.pos.length == 0 && g.after.length == 0) { g.pos.push("."); g.posLit.push(true); }
}


// ─── update-ref --stdin ──────────────────────────────────────────────────────────
// git-update-ref(1) --stdin reads instructions: `update REF NEW [OLD]`, `create REF NEW`,
// `delete REF [OLD]`, `verify …`, `option …`, `start`/`prepare`/`commit`/`abort`. The
// command is read as the instruction that changes most, in the words of the command line:
// a delete as `-d REF [OLD]`, else an update (of a branch first) as `REF NEW [OLD]`, else a
// create as `REF NEW 0{40}` (which may not overwrite). A heredoc or here-string with no expansion is read; a
// stdin from elsewhere (a pipe, a file), an expanding heredoc, or -z's NUL-ended form is
// known only when it runs: an unknown flag and operands.
function stdinInstructions(g: Git, c: Cmd): void {
  if (!hasFlag(g, "--stdin")) return;
  const text = c.heredoc;
  if (!c.hasHeredoc || (c.heredocCode && (findChar(text, 36) >= 0 || findChar(text, 96) >= 0)) || hasFlag(g, "-z")) {
    if (!stdinFed(c)) return;
    g.flags.push(UNK_OPT); g.vals.push(""); g.pos.push(UNK_MANY); g.posLit.push(false);
    return;
  }
  let best = 0;
  let words = new Array<string>();
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) != 10) continue;
    const line = text.substring(from, i);
    from = i + 1;
    const w = fields(line);
    if (w.length < 2) continue;
    const rank = w[0] == "delete" ? 4 : w[0] == "update" ? (w[1].startsWith("refs/heads/") ? 3 : 2) : w[0] == "create" ? 1 : 0;
    if (rank > best) { best = rank; words = w; }
  }
  if (best == 0) return;
  if (best == 4) { g.flags.push("-d"); g.vals.push(""); }
  for (let k = 1; k < words.length; k++) { g.pos.push(words[k]); g.posLit.push(true); }
  if (best == 1) { g.pos.push("0000000000000000000000000000000000000000"); g.posLit.push(true); }
}

// A line's words, apart at blanks (update-ref's quoting, C-style "…", is rare: read as written).
function fields(line: string): Array<string> {
  const out = new Array<string>();
  let from = -1;
  for (let i = 0; i <= line.length; i++) {
    const blank = i == line.length || line.charCodeAt(i) == 32 || line.charCodeAt(i) == 9 || line.charCodeAt(i) == 13;
    if (blank) { if (from >= 0) { out.push(line.substring(from, i)); from = -1; } }
    else if (from < 0) from = i;
  }
  return out;
}

// Subcommands whose operands are never paths (refs, remotes, refspecs): after `--` they
// are still operands.
const NO_PATHS = new NameSet(latin1(",push,fetch,pull,branch,tag,remote,worktree,update-ref,reflog,merge,rebase,cherry-pick,revert,switch,config,send-pack,"));

// A word whose option name is written out though its value is not: `--format=$F`, `-m"$M"`.
function knownOption(a: string): bool {
  if (a.length < 3 || a.charCodeAt(0) != 45) return false;
  if (a.charCodeAt(1) == 45) {
    const eq = findChar(a, 61);
    if (eq < 0) return false;
    for (let k = 2; k < eq; k++) { const c = a.charCodeAt(k); if (c == 36 || c == 96) return false; }
    return true;
  }
  const c = a.charCodeAt(1);
  return c != 36 && c != 96 && a.charCodeAt(2) == 36;
}

// Option `f` takes word j as its value; an unquoted unknown one may be several words (or
// none, and then the option takes the next): its words may be flags or positionals too.
function takeValue(c: Cmd, g: Git, f: string, j: i32): void {
  g.flags.push(f);
  g.vals.push(wordAt(c, j));
  if (c.isMulti(j)) { g.flags.push(UNK_MANY); g.vals.push(""); g.pos.push(UNK_MANY); g.posLit.push(false); }
}

// git's own options before the subcommand (-C DIR, --git-dir=…): the index of the subcommand.
function gitGlobals(c: Cmd, g: Git): i32 {
  const argv = c.argv;
  let i = 1;
  let cwd = g.dir, tree: string | null = null, gitDir = false, repo: string | null = null;
  while (i < argv.length) {
    const a = argv[i];
    if (!c.lit[i]) {
      // a global option or the subcommand, known only when it runs: which subcommand runs,
      // and where, is not known
      g.subLiteral = false;
      g.dir = ""; cwd = "";
      if (a.length < 2 || a.charCodeAt(0) != 45) break;
    }
    if (a.length < 2 || a.charCodeAt(0) != 45) break;
    g.globals.push(a);
    const eq = findChar(a, 61);
    const name = a.startsWith("--") && eq > 0 ? a.substring(0, eq) : a;
    let val = a.startsWith("--") && eq > 0 ? a.substring(eq + 1) : "";
    let hasVal = eq > 0 && a.startsWith("--");
    if (!hasVal && listed(GLOBAL_VALUED, name)) {
      if (i + 1 < argv.length) { val = argv[i + 1]; g.globals.push(val); hasVal = true; i++; }
    } else if (!hasVal && name.startsWith("-C") && name.length > 2) {
      val = name.substring(2); hasVal = true;
    }
    if (name.startsWith("-C") || name == "--work-tree" || name == "--git-dir") {
      // (where git runs, after its -C's; a --work-tree as written, relative to that, for
      // -C changes directory before git reads it — git(1))
      if (name.startsWith("-C")) cwd = c.lit[i] ? joinPath(cwd, val) : "";
      else if (name == "--work-tree") tree = c.lit[i] ? val : "\u0000";
      else { gitDir = true; repo = c.lit[i] ? val : "\u0000"; }
      // (-C moves from where git was; --work-tree and --git-dir are each taken from where git
      // runs, the last one given winning, as git reads them)
      g.dir = !c.lit[i] ? "" : name.startsWith("-C") ? joinPath(g.dir, val) : joinPath(cwd, val);
      if (!name.startsWith("-C")) g.treeGiven = true;
      g.retargeted = true;
    }
    i++;
  }
  // the work tree: --work-tree's, from where git runs; under --git-dir alone, where git runs
  if (tree != null) g.tree = tree == "\u0000" ? "" : joinPath(cwd, tree!);
  else if (gitDir) g.tree = cwd;
  // (the directories git works with: where it runs, the repository, the work tree)
  g.dirs.push(cwd);
  if (repo != null) g.dirs.push(repo == "\u0000" || cwd.length == 0 ? "" : joinPath(cwd, repo!));
  if (tree != null) g.dirs.push(g.tree);
  return i;
}

function isNumber(s: string, from: i32): bool {
  if (s.length <= from) return false;
  for (let i = from; i < s.length; i++) { const c = s.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

// Options of each subcommand that take their value as the next word. (The subcommand found
// in one table, its index switched on — log 0, show 1, whatchanged 2, shortlog 3, rev-list
// 4, pull 5, push 6, fetch 7, merge 8, revert 9, cherry-pick 10, tag 11, grep 12, diff 13,
// clone 14, stash 15, clean 16, reset 17, branch 18, config 19, commit 20, switch 21,
// rebase 22, remote 23, restore 24, checkout 25, worktree 26, ls-files 27, rev-parse 28:
// a miss costs a step a name and no compare.)
function valuedFlags(sub: string): List {
  switch (tableIndex(latin1("\x03log\x04show\x0bwhatchanged\x08shortlog\x08rev-list\x04pull\x04push\x05fetch\x05merge\x06revert\x0bcherry-pick\x03tag\x04grep\x04diff\x05clone\x05stash\x05clean\x05reset\x06branch\x06config\x06commit\x06switch\x06rebase\x06remote\x07restore\x08checkout\x08worktree\x08ls-files\x09rev-parse"), sub)) {
    case 0: case 1: case 2: case 3: case 4: return LOG_VALUED;
    case 5: case 6: case 7: return latin1(",--depth,-o,--push-option,--upload-pack,--receive-pack,--repo,-j,--jobs,");
    case 8: case 9: case 10: return latin1(",-m,--mainline,-X,--strategy-option,-s,--strategy,-F,--file,");
    case 11: return latin1(",-m,--message,-F,--file,-u,--local-user,--contains,--no-contains,--merged,--no-merged,--points-at,--sort,--format,");
    case 12: return latin1(",-e,-f,-A,-B,-C,--max-depth,-m,--max-count,--threads,--context,--after-context,--before-context,");
    case 13: return latin1(",-S,-G,-O,--diff-filter,--relative,");
    case 14: return latin1(",-b,--branch,-o,--origin,--depth,--reference,--template,-c,--config,-u,--upload-pack,--separate-git-dir,-j,--jobs,--filter,");
    case 15: return latin1(",-m,--message,");
    case 16: return latin1(",-e,--exclude,");
    case 17: return latin1(",--pathspec-from-file,");
    case 18: return latin1(",--contains,--no-contains,--merged,--no-merged,--points-at,--sort,--format,-u,--set-upstream-to,");
    case 19: return latin1(",-f,--file,--blob,--type,--default,--comment,");
    case 20: return latin1(",-m,--message,-F,--file,-C,--reuse-message,-c,--reedit-message,--author,--date,--fixup,--squash,-t,--template,--cleanup,--trailer,");
    case 21: return latin1(",-c,--create,-C,--force-create,--orphan,");
    case 22: return latin1(",--onto,-x,--exec,-s,--strategy,-X,--strategy-option,");
    case 23: return latin1(",-t,-m,");
    case 24: return latin1(",-s,--source,");
    case 25: return latin1(",-b,-B,--orphan,");
    case 26: return latin1(",-b,-B,--reason,");
    case 27: return latin1(",-x,--exclude,-X,--exclude-from,");
    case 28: return latin1(",--default,--prefix,");
  }
  return latin1(",");
}
const LOG_VALUED = latin1(",-n,--max-count,--skip,--since,--after,--until,--before,--author,--committer,--grep,-S,-G,-L,--format,--pretty,--date,--encoding,--min-parents,--max-parents,-O,");
