// tar(1)'s command line, read once for both of its readers: the shell model (what an
// extraction of data the call made writes: wasm/shell.ts tarCarries) and the engine (the
// files tar writes: wasm/engine.ts tarWrites). Why one reader: the two had grown apart —
// one skipped --index-file's value, the other kept only the last -C.
// Cost: one pass over the words; a bundle's letters each once.

import { findChar, latin1, listed } from "./text";

// (the options that take a value, GNU tar's and bsdtar's: tar(1))
const TAR_VALUED = latin1(",-f,--file,-C,--directory,-T,--files-from,-X,--exclude-from,-b,--blocking-factor,-H,--format,-K,--starting-file,-L,--tape-length,-N,--newer,--after-date,-V,--label,-g,--listed-incremental,--exclude,--owner,--group,--mode,--mtime,--transform,--xform,-I,--use-compress-program,--rsh-command,--volno-file,--to-command,--info-script,--new-volume-script,-F,--index-file,");

export class TarArgs {
  extract: bool = false;   // -x, --extract, --get
  create: bool = false;    // -c, -r, -u, -A and their long names, --delete
  absolute: bool = false;  // -P, --absolute-names
  pipe: bool = false;      // -O, --to-stdout, --to-command
  removes: bool = false;   // -U, --unlink-first, --recursive-unlink, --backup, --suffix
  file: string = "";       // -f's value ("" when none)
  fileAt: i32 = -1;        // … the word it came from
  dirs: Array<string> = []; // each -C, in order
  dirAts: Array<i32> = [];
  index: string = "";      // --index-file's value
  indexAt: i32 = -1;
  unknownAt: Array<i32> = []; // words not known before it runs (the caller judges them)
  members: Array<string> = []; // the operands: members to extract or files to archive
}

/**
 * Reads tar's words: long options (`--name=value` or `--name value`), bundles of letters
 * whose valued letters take the next words in order or the rest of the bundle, and the old
 * style (`tar xzf a.tgz`: a first word without its dash).
 */
export function parseTar(argv: Array<string>, lit: Array<bool>): TarArgs {
  const t = new TarArgs();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!lit[i]) { t.unknownAt.push(i); continue; }
    const old = i == 1 && a.length > 0 && a.charCodeAt(0) != 45;
    if (a.startsWith("--")) {
      const eq = findChar(a, 61);
      const name = eq > 0 ? a.substring(0, eq) : a;
      const at = eq > 0 ? i : i + 1;
      const val = eq > 0 ? a.substring(eq + 1) : i + 1 < argv.length ? argv[i + 1] : "";
      if (name == "--extract" || name == "--get") t.extract = true;
      else if (name == "--create" || name == "--append" || name == "--update" || name == "--concatenate" || name == "--catenate" || name == "--delete") t.create = true;
      else if (name == "--absolute-names") t.absolute = true;
      else if (name == "--to-stdout" || name == "--to-command") t.pipe = true;
      else if (name == "--backup" || name == "--suffix" || name == "--unlink-first" || name == "--recursive-unlink") t.removes = true;
      else if (name == "--file") { t.file = val; t.fileAt = at; }
      else if (name == "--directory") { t.dirs.push(val); t.dirAts.push(at); }
      else if (name == "--index-file" && at < argv.length) { t.index = val; t.indexAt = at; }
      if (eq < 0 && listed(TAR_VALUED, name)) i++;
      continue;
    }
    if (old || a.length > 1 && a.charCodeAt(0) == 45) {
      let next = i + 1;
      for (let k = old ? 0 : 1; k < a.length; k++) {
        const ch = a.charCodeAt(k);
        if (ch == 120) t.extract = true;                                  // x
        else if (ch == 80) t.absolute = true;                             // P
        else if (ch == 79) t.pipe = true;                                 // O
        else if (ch == 85) t.removes = true;                              // U
        else if (ch == 99 || ch == 114 || ch == 117 || ch == 65) t.create = true; // c r u A
        const f = "-" + a.charAt(k);
        if (!listed(TAR_VALUED, f)) continue;
        const rest = !old && k + 1 < a.length;
        const at = rest ? i : next;
        const val = rest ? a.substring(k + 1) : next < argv.length ? argv[next] : "";
        if (!rest) next++;
        if (ch == 102) { t.file = val; t.fileAt = at; }
        else if (ch == 67) { t.dirs.push(val); t.dirAts.push(at); }
        if (rest) break;
      }
      i = next - 1;
      continue;
    }
    t.members.push(a);
  }
  return t;
}
