// find's expression grammar: which word of a find command is a starting point, an
// operator, a primary, a primary's argument, or a word of a command that -exec runs.
//
// Input: a find command (its argv and which words are known). Output: a role per word,
// the -exec/-execdir/-ok/-okdir segments, and how sure the reading is (`strange`).
//
// Why a grammar: find's arguments are a small language, not options. `find . -name
// -delete` looks for files named "-delete" and deletes nothing; `find . -path -exec rm
// -rf {} +` runs no rm (find stops at "paths must precede expression: rm"). Reading every
// word that looks like an action as one over-blocked such calls, and a rule that
// approves `find … -exec ls {} \;` needs to know where the command ends.
//
// The grammar (GNU findutils' manual, "Invoking find", and BSD find(1)):
//   find [-H|-L|-P] [-D opts] [-Olevel] [BSD: -EXdsx, -f PATH] [starting-point…] [expression]
// Starting points end at the first word that begins with "-", or is "(" or "!".
// Operators take no argument; each primary takes a fixed number of arguments (tables
// below), -fprintf two, and -exec/-execdir (-ok/-okdir) the words up to ";" — or, for
// -exec and -execdir, up to a "+" right after "{}". Both finds read the whole expression
// before they visit a file: an unknown primary or a stray word is an error, and nothing
// runs. That is the one reading this file gives; where the call leaves it open it says so:
//   - a word known only at run time in the expression may be any primary, or ";": what
//     follows it may mean something else (`ambiguous`: the engine then also takes every
//     literal word that looks like a primary after it as one);
//   - a primary in neither table (another find's, or a typo) may take an argument.
//
// Cost: one pass over argv; the tables are static Latin-1 lists.

import { latin1, listed } from "./text";
import { Cmd, notOption } from "./cmd";

// roles (FindRead#roles)
export const FR_OPTION: u8 = 1;  // a leading option (-H, -L, -P, -D …, BSD's -E …), or its argument
export const FR_START: u8 = 2;   // a starting point
export const FR_OP: u8 = 3;      // an operator: ( ) ! , -not -a -and -o -or
export const FR_PRIMARY: u8 = 4; // a primary: a test, an action, a positional option
export const FR_ARG: u8 = 5;     // an argument of the primary before it
export const FR_CMD: u8 = 6;     // a word of a command -exec & co. run, or its terminator
export const FR_UNKNOWN: u8 = 7; // known only at run time, or a word find would refuse

const OPERATORS = latin1(",(,),!,\x2c,-not,-a,-and,-o,-or,");
// primaries without an argument (GNU's, then BSD's own)
const NO_ARG = latin1(",-daystart,-depth,-d,-follow,-ignore_readdir_race,-noignore_readdir_race,-mount,-xdev,-noleaf,-warn,-nowarn,-empty,-executable,-false,-true,-nogroup,-nouser,-readable,-writable,-delete,-ls,-print,-print0,-prune,-quit,-help,--help,-version,--version,-acl,-sparse,-xattr,");
// primaries with one argument (GNU's, then BSD's own; -newerXY below)
const ONE_ARG = latin1(",-amin,-anewer,-atime,-cmin,-cnewer,-context,-ctime,-fstype,-gid,-group,-ilname,-iname,-inum,-ipath,-iregex,-iwholename,-links,-lname,-mmin,-mtime,-name,-newer,-path,-perm,-regex,-samefile,-size,-type,-uid,-used,-user,-wholename,-xtype,-maxdepth,-mindepth,-regextype,-files0-from,-fls,-fprint,-fprint0,-printf,-Bmin,-Bnewer,-Btime,-flags,-mnewer,-xattrname,");
// primaries that run a command
const EXECS = latin1(",-exec,-execdir,-ok,-okdir,");
// actions that write the file they name (their first argument)
export const FIND_WRITES = latin1(",-fprint,-fprint0,-fprintf,-fls,");

export class FindRead {
  roles: Array<u8> = [];
  // each command a primary runs: the index of its first word, of its terminator (or argc
  // when there is none), and 1 when it ends with "+" (several paths in one `{}`)
  execs: Array<i32> = [];
  // 2: every word has its one role; 1: a word is known only at run time; 0: a primary or a
  // word find does not know
  strange: i32 = 2;
  // after an unknown word, a literal word that looks like a primary may be one
  ambiguousFrom: i32 = -1;
  // starting points come from a file (-files0-from): a path found may begin with "-"
  filesFrom: bool = false;
}

/** -newerXY: X one of aBcm, Y one of aBcmt. */
function isNewerXY(a: string): bool {
  if (a.length != 8 || !a.startsWith("-newer")) return false;
  const x = a.charCodeAt(6), y = a.charCodeAt(7);
  return (x == 97 || x == 66 || x == 99 || x == 109) && (y == 97 || y == 66 || y == 99 || y == 109 || y == 116);
}

/** A leading option bundle: GNU's -H -L -P, BSD's -E -H -L -P -X -d -s -x and -f PATH (last). */
function bsdBundle(a: string): bool {
  if (a.length < 2 || a.charCodeAt(0) != 45) return false;
  for (let k = 1; k < a.length; k++) {
    const ch = a.charCodeAt(k);
    // E H L P X d s x f
    if (ch != 69 && ch != 72 && ch != 76 && ch != 80 && ch != 88 && ch != 100 && ch != 115 && ch != 120 && ch != 102) return false;
    if (ch == 102 && k != a.length - 1) return false;
  }
  return true;
}

function uncertain(r: FindRead, i: i32, level: i32): void {
  if (r.strange > level) r.strange = level;
  if (r.ambiguousFrom < 0) r.ambiguousFrom = i;
}

export function readFind(c: Cmd): FindRead {
  const r = new FindRead();
  const argv = c.argv, n = argv.length;
  const roles = new Array<u8>(n);
  r.roles = roles;
  let i = 1;
  // leading options
  while (i < n && c.lit[i]) {
    const a = argv[i];
    if (a == "--") { roles[i++] = FR_OPTION; break; }
    if (a == "-D" && i + 1 < n) { roles[i++] = FR_OPTION; roles[i++] = FR_OPTION; continue; }
    if (a.length > 2 && a.startsWith("-O") && a.charCodeAt(2) >= 48 && a.charCodeAt(2) <= 57) { roles[i++] = FR_OPTION; continue; }
    if (!bsdBundle(a)) break;
    roles[i++] = FR_OPTION;
    if (a.charCodeAt(a.length - 1) == 102 && i < n) roles[i++] = FR_START; // -f PATH
  }
  // starting points
  while (i < n) {
    const a = argv[i];
    if (!c.lit[i]) {
      if (notOption(c, i, a)) { roles[i++] = FR_START; continue; }
      roles[i] = FR_UNKNOWN; // (a path, or the expression's first word)
      uncertain(r, i, 1);
      i++;
      continue;
    }
    if ((a.length > 0 && a.charCodeAt(0) == 45) || a == "(" || a == "!") break;
    roles[i++] = FR_START;
  }
  // the expression
  while (i < n) {
    const a = argv[i];
    if (!c.lit[i]) { roles[i] = FR_UNKNOWN; uncertain(r, i, 1); i++; continue; }
    if (listed(OPERATORS, a)) { roles[i++] = FR_OP; continue; }
    if (listed(EXECS, a)) {
      roles[i] = FR_PRIMARY;
      const plusOk = a == "-exec" || a == "-execdir";
      let j = i + 1;
      for (; j < n; j++) {
        if (!c.lit[j]) { uncertain(r, j, 1); continue; } // (it may be the ";")
        const w = argv[j];
        if (w == ";") break;
        if (plusOk && w == "+" && j > i + 1 && c.lit[j - 1] && argv[j - 1] == "{}") break;
      }
      for (let k = i + 1; k < j && k < n; k++) roles[k] = FR_CMD;
      if (j < n) roles[j] = FR_CMD;
      r.execs.push(i + 1); r.execs.push(j); r.execs.push(j < n && argv[j] == "+" ? 1 : 0);
      i = j + 1;
      continue;
    }
    if (listed(NO_ARG, a)) { roles[i++] = FR_PRIMARY; continue; }
    let args = 0;
    if (listed(ONE_ARG, a) || isNewerXY(a)) args = 1;
    else if (a == "-fprintf") args = 2;
    else if (a.length > 1 && a.charCodeAt(0) == 45) {
      // a primary in neither table: it may take the next word
      roles[i++] = FR_PRIMARY;
      uncertain(r, i, 0);
      continue;
    } else {
      roles[i++] = FR_UNKNOWN; // ("paths must precede expression")
      if (r.strange > 0) r.strange = 0;
      continue;
    }
    if (a == "-files0-from") r.filesFrom = true;
    roles[i++] = FR_PRIMARY;
    for (let k = 0; k < args && i < n; k++) roles[i++] = FR_ARG;
  }
  return r;
}

/** The word at i of an ambiguous reading looks like a primary, and may be one. */
export function mayBePrimary(r: FindRead, c: Cmd, i: i32): bool {
  if (r.ambiguousFrom < 0 || i <= r.ambiguousFrom || !c.lit[i]) return false;
  const a = c.argv[i];
  return a.length > 1 && a.charCodeAt(0) == 45 && r.roles[i] != FR_PRIMARY;
}

/** The paths a command that find runs gets in place of `{}` begin with known text that is not "-". */
export function pathsNoDash(r: FindRead, execdir: bool): bool {
  // (-exec gives a starting point's path, which never begins with "-", unless the starting
  // points come from a file; -execdir gives "./NAME" in GNU find, but the bare NAME in BSD
  // and macOS find — find(1) there: "the filename substituted for {} is not qualified")
  return !execdir && !r.filesFrom;
}
