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

import { Cmd, findChar, joinPath, latin1, listed, List } from "./shell";

export class Git {
  sub: string = "";
  subLiteral: bool = true;
  flags: Array<string> = [];   // "-D", "--delete", "-5"
  vals: Array<string> = [];    // the value of each flag ("" when none)
  pos: Array<string> = [];     // positionals before "--"
  posLit: Array<bool> = [];
  after: Array<string> = [];   // words after "--"
  dir: string = "";            // the directory it acts on ("" when unknown)
  retargeted: bool = false;    // -C / --git-dir / --work-tree were given
  globals: Array<string> = []; // global options as written
}

// Global options that take a separate value.
const GLOBAL_VALUED = latin1(",-C,-c,--git-dir,--work-tree,--namespace,--config-env,--super-prefix,--exec-path,--list-cmds,--attr-source,");

export function gitView(c: Cmd): Git | null {
  if (c.argv.length == 0 || c.opaque) return null;
  if (c.name() != "git") return null;
  const g = new Git();
  g.dir = c.dir;
  const argv = c.argv;
  // (git's own options apart: rare, and V8 compiles a wasm function whole on first call)
  let i = argv.length > 1 && argv[1].startsWith("-") ? gitGlobals(c, g) : 1;
  if (i >= argv.length) return g;
  g.sub = argv[i];
  g.subLiteral = c.lit[i];
  const valued = valuedFlags(g.sub);
  i++;
  while (i < argv.length) {
    const a = argv[i];
    if (a == "--") { for (let k = i + 1; k < argv.length; k++) g.after.push(argv[k]); break; }
    if (a.length > 1 && a.charCodeAt(0) == 45 && c.lit[i]) {
      if (a.charCodeAt(1) == 45) {
        const eq = findChar(a, 61);
        if (eq > 0) { g.flags.push(a.substring(0, eq)); g.vals.push(a.substring(eq + 1)); }
        else if (listed(valued, a) && i + 1 < argv.length) { g.flags.push(a); g.vals.push(argv[i + 1]); i++; }
        else { g.flags.push(a); g.vals.push(""); }
      } else if (isNumber(a, 1)) {
        g.flags.push(a); g.vals.push("");
      } else {
        // a bundle of short flags; a valued one takes the rest or the next word
        for (let k = 1; k < a.length; k++) {
          const f = "-" + a.charAt(k);
          if (listed(valued, f)) {
            if (k + 1 < a.length) { g.flags.push(f); g.vals.push(a.substring(k + 1)); }
            else if (i + 1 < argv.length) { g.flags.push(f); g.vals.push(argv[i + 1]); i++; }
            else { g.flags.push(f); g.vals.push(""); }
            break;
          }
          g.flags.push(f); g.vals.push("");
        }
      }
    } else {
      g.pos.push(a);
      g.posLit.push(c.lit[i]);
    }
    i++;
  }
  return g;
}

// git's own options before the subcommand (-C DIR, --git-dir=…): the index of the subcommand.
function gitGlobals(c: Cmd, g: Git): i32 {
  const argv = c.argv;
  let i = 1;
  while (i < argv.length) {
    const a = argv[i];
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
      g.dir = c.lit[i] ? joinPath(g.dir, val) : "";
      g.retargeted = true;
    }
    i++;
  }
  return i;
}

function isNumber(s: string, from: i32): bool {
  if (s.length <= from) return false;
  for (let i = from; i < s.length; i++) { const c = s.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

// Options of each subcommand that take their value as the next word. (By the name's length
// first: most calls name a subcommand that has none, and a miss should cost no compare.)
function valuedFlags(sub: string): List {
  switch (sub.length) {
    case 3:
      if (sub == "log") return LOG_VALUED;
      if (sub == "tag") return latin1(",-m,--message,-F,--file,-u,--local-user,--contains,--no-contains,--merged,--no-merged,--points-at,--sort,--format,");
      break;
    case 4:
      if (sub == "show") return LOG_VALUED;
      if (sub == "grep") return latin1(",-e,-f,-A,-B,-C,--max-depth,-m,--max-count,--threads,--context,--after-context,--before-context,");
      if (sub == "diff") return latin1(",-S,-G,-O,--diff-filter,--relative,");
      if (sub == "pull" || sub == "push") return REMOTE_VALUED;
      break;
    case 5:
      if (sub == "clone") return latin1(",-b,--branch,-o,--origin,--depth,--reference,--template,-c,--config,-u,--upload-pack,--separate-git-dir,-j,--jobs,--filter,");
      if (sub == "fetch") return REMOTE_VALUED;
      if (sub == "stash") return latin1(",-m,--message,");
      if (sub == "clean") return latin1(",-e,--exclude,");
      if (sub == "merge") return PICK_VALUED;
      if (sub == "reset") return latin1(",--pathspec-from-file,");
      break;
    case 6:
      if (sub == "branch") return latin1(",--contains,--no-contains,--merged,--no-merged,--points-at,--sort,--format,-u,--set-upstream-to,");
      if (sub == "config") return latin1(",-f,--file,--blob,--type,--default,--comment,");
      if (sub == "commit") return latin1(",-m,--message,-F,--file,-C,--reuse-message,-c,--reedit-message,--author,--date,--fixup,--squash,-t,--template,--cleanup,--trailer,");
      if (sub == "switch") return latin1(",-c,--create,-C,--force-create,--orphan,");
      if (sub == "rebase") return latin1(",--onto,-x,--exec,-s,--strategy,-X,--strategy-option,");
      if (sub == "revert") return PICK_VALUED;
      if (sub == "remote") return latin1(",-t,-m,");
      break;
    case 7:
      if (sub == "restore") return latin1(",-s,--source,");
      break;
    case 8:
      if (sub == "shortlog" || sub == "rev-list") return LOG_VALUED;
      if (sub == "checkout") return latin1(",-b,-B,--orphan,");
      if (sub == "worktree") return latin1(",-b,-B,--reason,");
      if (sub == "ls-files") return latin1(",-x,--exclude,-X,--exclude-from,");
      break;
    case 9:
      if (sub == "rev-parse") return latin1(",--default,--prefix,");
      break;
    case 11:
      if (sub == "whatchanged") return LOG_VALUED;
      if (sub == "cherry-pick") return PICK_VALUED;
      break;
  }
  return latin1(",");
}
const LOG_VALUED = latin1(",-n,--max-count,--skip,--since,--after,--until,--before,--author,--committer,--grep,-S,-G,-L,--format,--pretty,--date,--encoding,--min-parents,--max-parents,-O,");
const REMOTE_VALUED = latin1(",--depth,-o,--push-option,--upload-pack,--receive-pack,--repo,-j,--jobs,");
const PICK_VALUED = latin1(",-m,--mainline,-X,--strategy-option,-s,--strategy,-F,--file,");
