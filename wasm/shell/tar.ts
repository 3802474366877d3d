// tar(1)'s command line, read once for both of its readers: the shell model (what an
// extraction of data the call made writes: wasm/shell.ts tarCarries) and the engine (the
// files tar writes: wasm/engine.ts tarWrites). Why one reader: the two had grown apart —
// one skipped --index-file's value, the other kept only the last -C.
// Cost: one pass over the words; a bundle's letters each once.

import { findChar, latin1, listed } from "./text";

// (the options that take a value, GNU tar's and bsdtar's: tar(1))
const TAR_VALUED = latin1(",-f,--file,-C,--directory,-T,--files-from,-X,--exclude-from,-b,--blocking-factor,-H,--format,-K,--starting-file,-L,--tape-length,-N,--newer,--after-date,-V,--label,-g,--listed-incremental,--exclude,--owner,--group,--mode,--mtime,--transform,--xform,-I,--use-compress-program,--rsh-command,--volno-file,--to-command,--info-script,--new-volume-script,-F,--index-file,");

// (GNU tar 1.34's long options, for getopt_long's prefixes: `--cre` is --create, `--dir` is
// --directory; an ambiguous one, `--fil`, makes tar refuse)
const TAR_LONGS = latin1(",--absolute-names,--acls,--add-file,--after-date,--anchored,--append,--atime-preserve,--auto-compress,--backup,--block-number,--blocking-factor,--bzip2,--catenate,--check-device,--check-links,--checkpoint,--checkpoint-action,--clamp-mtime,--compare,--compress,--concatenate,--confirmation,--create,--delay-directory-restore,--delete,--dereference,--diff,--directory,--exclude,--exclude-backups,--exclude-caches,--exclude-caches-all,--exclude-caches-under,--exclude-from,--exclude-ignore,--exclude-ignore-recursive,--exclude-tag,--exclude-tag-all,--exclude-tag-under,--exclude-vcs,--exclude-vcs-ignores,--extract,--file,--files-from,--force-local,--format,--full-time,--get,--group,--group-map,--gunzip,--gzip,--hard-dereference,--help,--hole-detection,--ignore-case,--ignore-command-error,--ignore-failed-read,--ignore-zeros,--incremental,--index-file,--info-script,--interactive,--keep-directory-symlink,--keep-newer-files,--keep-old-files,--label,--level,--list,--listed-incremental,--lzip,--lzma,--lzop,--mode,--mtime,--multi-volume,--new-volume-script,--newer,--newer-mtime,--no-acls,--no-anchored,--no-auto-compress,--no-check-device,--no-delay-directory-restore,--no-ignore-case,--no-ignore-command-error,--no-null,--no-overwrite-dir,--no-quote-chars,--no-recursion,--no-same-owner,--no-same-permissions,--no-seek,--no-selinux,--no-unquote,--no-verbatim-files-from,--no-wildcards,--no-wildcards-match-slash,--no-xattrs,--null,--numeric-owner,--occurrence,--old-archive,--one-file-system,--one-top-level,--overwrite,--overwrite-dir,--owner,--owner-map,--pax-option,--portability,--posix,--preserve-order,--preserve-permissions,--quote-chars,--quoting-style,--read-full-records,--record-size,--recursion,--recursive-unlink,--remove-files,--restrict,--rmt-command,--rsh-command,--same-order,--same-owner,--same-permissions,--seek,--selinux,--show-defaults,--show-omitted-dirs,--show-snapshot-field-ranges,--show-stored-names,--show-transformed-names,--skip-old-files,--sort,--sparse,--sparse-version,--starting-file,--strip-components,--suffix,--tape-length,--test-label,--to-command,--to-stdout,--totals,--touch,--transform,--uncompress,--ungzip,--unlink-first,--unquote,--update,--usage,--use-compress-program,--utc,--verbatim-files-from,--verbose,--verify,--version,--volno-file,--warning,--wildcards,--wildcards-match-slash,--xattrs,--xattrs-exclude,--xattrs-include,--xform,--xz,--zstd,");

/** A long option as GNU tar's getopt_long takes it: its name, or the one option it is an
 * unambiguous prefix of; else as written (tar refuses it and runs nothing). */
export function tarLong(name: string): string {
  if (name.length < 3 || listed(TAR_LONGS, name)) return name;
  const n = <i32>load<u16>(TAR_LONGS);
  const base = TAR_LONGS + 2;
  let found = "";
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(base + <usize>i) != 44) continue;
    const len = i - from;
    if (len > name.length) {
      let same = true;
      for (let k = 0; k < name.length && same; k++) if (<i32>load<u8>(base + <usize>(from + k)) != name.charCodeAt(k)) same = false;
      if (same) { if (found.length) return name; found = String.UTF8.decodeUnsafe(base + <usize>from, <usize>len); }
    }
    from = i + 1;
  }
  return found.length ? found : name;
}

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
      const name = tarLong(eq > 0 ? a.substring(0, eq) : a);
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
