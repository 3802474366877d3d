// The prefilter: what must be true of a tool call for any rule of a rule set to fire,
// worked out at build time and checked by the hook before it loads the classifier.
//
// Why: most tool calls match nothing (a git rule set sees `ls`, `npm test`, `cat …`), and
// for those the classifier's whole cost is start-up — reading, compiling and instantiating
// the wasm (~3 ms on Node 20). A call that provably cannot fire a rule is answered silent
// without it.
//
// What it knows, per rule (necessary conditions only — it may let through a call no rule
// fires on, never the other way round):
//   - the events and tools the rule set handles, and those a rule's own `tool(…)` /
//     `event(…)` conjuncts allow;
//   - words that must appear in `tool_input.command`: a rule about a simple command named
//     N (`command(N)`, `git()`: N = "git"), alone, in a conjunction, in every branch of a
//     disjunction, or in some command of the chain, needs N in the text. A rule about an
//     inline program (`script()`) needs an interpreter's name; one about an opaque command
//     (`opaque()`) one of the commands that can leave a command opaque in literal text
//     (see OPAQUE_NAMES, and SUBCOMMAND_LAUNCHERS for the second clause). Anything else (word and regex tests, facts, negation) adds
//     no condition.
// The text test is only sound on text the shell reads literally, so the hook gives up on it
// (and runs the classifier) when the command holds anything that could spell a word
// without writing it: quotes, backslashes, expansions, globs, braces, parentheses, `%`
// (a literal `printf gi%st | sh` runs git), a non-ASCII character. And the shell model's
// limits must be out of reach, since past one the classifier answers the failure verdict
// even when no rule matches: a command of at most MAX_WORDS words cannot nest wrappers or
// re-parses deep enough (16 and 48 levels, wasm/shell.ts), nor one of MAX_TEXT bytes make
// 100 000 commands.
//
// Cost: build time, a walk of the IR. Hook time: a few string searches.

import { JS, type Concatenation, type NoParent } from "refa";
import type { Pred, RuleSet, Sel, WordPred } from "./ir.ts";

/** A need's mark: the text is in the command or in the hook's directory (`cwd`): a resolved path's. */
export const PATH_MARK = "~";

/** The file selections whose known entries are words of the command as written. */
const FILES: ReadonlySet<Sel["of"]> = new Set(["writes", "deletes", "overwrites"]);

/** The hook's view: JSON, read by runtime/core.mjs (`cannotFire`). */
export interface Prefilter {
  /** Events (and tools, "*" for any) the rule set handles at all. */
  events: string[];
  tools: string[];
  /** Longest command text tested against `words` (longer ones go to the classifier)… */
  maxText: number;
  /** … and the most words (runs between blanks and ; & | < >) it may have. */
  maxWords: number;
  /** One entry per distinct need of a rule: null members are unconstrained. */
  rules: { events: string[] | null; tools: string[] | null; words: string[][] | null }[];
  /** The rule set compares command names case-insensitively (`RM -rf /`): the words are
   * lowercase, and the hook lowercases the command's text before it looks for them. */
  nocase?: true;
}

export const MAX_TEXT = 2048;
export const MAX_WORDS = 16;

// The commands the shell model (wasm/shell.ts) gives an inline program: interpreters
// (INTERPRETERS, the python*/pypy* prefixes, `deno eval`); and the only ones it can mark
// opaque in literal text (no `$`, backticks, quotes — words are then all literal): those
// interpreters and the shells (SHELLS) reading a program they are not given (`sh -c` with
// no operand, `curl … | sh`, `curl … | python`, a bare `bash`), and `source`/`.` of stdin
// (STDIN_PATHS). test/prefilter.test.mjs checks these lists against wasm/shell.ts.
export const SHELL_NAMES = ["sh", "bash", "rbash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "fish", "busybox", "csh", "tcsh", "ksh93", "oksh", "loksh", "pdksh", "lksh", "posh", "osh", "ysh", "hush", "sash", "bosh"];
export const STDIN_PATHS = ["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"];
export const INTERPRETER_NAMES = ["node", "nodejs", "bun", "tsx", "ts-node", "ipython", "jython", "micropython", "perl", "ruby", "lua", "luajit", "osascript", "Rscript", "php", "pwsh", "powershell", "tclsh", "wish", "expect", "python", "pypy", "deno"];
// … and the other commands whose reading can leave a command opaque in literal text: a
// launcher whose grammar meets an option it does not know (wasm/shell/launch.ts, and the
// dynamic loader: `ld-…`, `ld.so`), the tools that run inline programs (wasm/shell/inline.ts's
// TOOLS: `sed e`, `make -f -` fed by a pipe), capsh and /proc/self/exe (bash given no
// program; another path to an `exe`, `/dev/fd/../exe`, is a program not known), git (help.autocorrect, a configured program it cannot see), gdb, sg, GNU
// parallel given no command (its input lines are the commands: `ls | parallel`) and sem,
// the wrappers whose option grammars meet an option they do not know (env, su, runuser,
// doas, watch), and a call that rebinds command names in a way only the run knows
// (`read BASH_CMDS`: every later command is unknown).
export const LAUNCHER_NAMES = ["chroot", "unshare", "nsenter", "prlimit", "fakeroot", "valgrind", "setpriv", "pkexec", "systemd-run", "firejail", "numactl", "cgexec", "bwrap", "arch", "ld-", "ld.so",
  "uv", "uvx", "poetry", "conda", "mamba", "micromamba", "pipx", "npx", "npm", "pnpm", "pnpx", "yarn", "bunx", "bun", "nix-shell", "nix", "direnv", "eatmydata", "xvfb-run", "screen", "tmux", "at", "batch", "ssh",
  "rlwrap", "nocache", "faketime", "proxychains", "proxychains4", "torsocks", "tsocks", "catchsegv", "trickle", "cpulimit", "dbus-launch", "sandbox-exec", "pipenv", "entr", "perf", "hyperfine",
  "run0", "systemd-inhibit", "setarch", "linux32", "linux64", "i386", "x86_64", "uname26", "dbus-run-session", "ssh-agent", "chpst", "envdir", "envuidgid",
  "setuidgid", "softlimit", "pgrphack", "setlock", "torify", "daemonize", "start-stop-daemon", "concurrently", "nodemon", "pee", "scp", "sftp", "docker", "podman", "kubectl", "oc", "rtk", "go", "docker-compose", "nerdctl", "op", "ansible", "gcloud", "az", "gh", "aws"];
export const WRAPPER_NAMES = ["env", "su", "runuser", "doas", "watch", "sem", "BASH_ALIASES", "BASH_CMDS"];
export const TOOL_NAMES = ["awk", "gawk", "mawk", "nawk", "sed", "gsed", "vim", "vi", "nvim", "ex", "view", "vimdiff", "gvim", "rvim", "rview", "nvi", "make", "gmake",
  "tar", "gtar", "bsdtar", "rsync", "zip", "man", "cmake", "sqlite3", "duckdb", "psql", "mysql", "mariadb", "split", "socat", "wget", "cpio", "mail", "mailx", "cargo", "rg", "sort", "fzf", "apt", "apt-get", "aptitude", "dpkg", "rpm", "rpmspec", "rpmbuild", "mosh",
  "convert", "magick", "mogrify", "identify", "composite", "montage", "compare", "conjure", "gs", "gsc", "ghostscript", "logrotate", "hg", "chg", "nc", "ncat", "netcat", "nmap"];
// The interpreters whose language the shell model does not read (wasm/shell.ts foreignCode):
// their inline or stdin program is unknown.
export const FOREIGN_NAMES = ["julia", "elixir", "iex", "mix", "erl", "ghc", "ghci", "runghc", "runhaskell", "groovy", "scala", "kotlin", "kotlinc", "R", "emacs", "gnuplot", "xonsh", "nu", "elvish", "jshell", "murex", "guile", "racket", "raku", "perl6", "rakudo", "sbcl", "clisp", "ecl", "octave", "octave-cli", "qjs", "swipl", "pike", "tcc", "chicken-csi", "gosh", "scheme", "rhino", "gprolog", "ocaml", "maxima", "sage", "coconut", "crystal", "jrunscript",
  "dc", "ed", "red", "bb", "csi", "jjs", "gp", "hy", "irb", "chez", "petite", "nim", "v", "rc", "es", "ion", "oil", "brush", "zx", "m4", "groff", "nroff", "troff", "ftp", "tnftp", "pftp", "lftp",
  "tex", "latex", "pdflatex", "xelatex", "lualatex", "luatex", "pdftex", "xetex", "luahbtex", "lualatex-dev", "pdflatex-dev",
  // (newgrp's, hatch's, pixi's and devbox's shells on stdin, the compilers' -wrapper program,
  // maven's exec:exec, pry's stdin)
  "newgrp", "hatch", "pixi", "devbox", "gcc", "g++", "cc", "c++", "gfortran", "gccgo", "gdc", "mvn", "mvnw", "pry",
  // (cmd.exe's /c line, ansible-playbook's plays fed on stdin or written by the call)
  "cmd", "ansible-playbook"];
// A name of three letters or fewer is looked for only at a word's end (`NAME$`: followed by a
// blank, an operator or the end): every `sed` holds `ed`, every `test` `es`. The model
// matches these names (and TOOL_NAMES) whole — a command word's last segment, no version
// suffix, unlike a shell's or an interpreter's (`bash5`, `lua5.4`) —, and in literal text a
// command word ends where its shell word does (`ed`, `/bin/ed`, `--exec=ed`, fd's `-xed`).
export const atWordEnd = (n: string): string => (n.length <= 3 ? n + "$" : n);
// The words that can leave the directory a command runs in unknown in literal text, where
// a path a rule resolves is unknown whatever the text: a rule that needs a path's text
// needs one of these instead (in step with the model: the cd builtins — `cd -`, `cd a b`,
// a loop or trap that cds —, a link the call made, find's -execdir, sudo's -i/-R/--login/
// --chroot, the launchers that move to a directory of their own or run elsewhere —
// wasm/shell/launch.ts moveTo, moveBy's options, ssh's and containers' `away` — and npm's
// explore and --prefix/-C).
export const DIR_MOVERS = ["cd", "pushd", "popd", "ln", "link", "-execdir", "-okdir", "sudo", "nsenter", "systemd-run", "explore", "--prefix", "-C", "bwrap",
  "docker", "podman", "nerdctl", "kubectl", "oc", "ssh", "scp", "sftp", "compose", "tmux", "--cwd", "--wd", "-w", "-W", "--dir", "--chdir", "-D", "--directory",
  "chroot", "unshare", "firejail"].map(atWordEnd);
// The runners that run the project's files, unknown after the call wrote one where they
// run (wasm/shell.ts PROJECT_RUNNERS, in step); and what a call writes that later shells
// or any command name may run (wasm/shell.ts isStartupPath, PATH_DIRS): a start-up file, a
// crontab or unit, a program on the usual PATH — their texts, a need of their own
export const PROJECT_RUNNER_NAMES = ["just", "task", "go-task", "rake", "invoke", "inv", "nox", "tox", "poe", "pdm", "pipenv", "poetry", "hatch", "mise", "pixi", "deno",
  "honcho", "foreman", "pre-commit", "gulp", "grunt", "scons", "bazel", "bazelisk", "gradle", "gradlew", "mvn", "mvnw", "meson", "composer", "vagrant", "brew", "pytest",
  "py.test", "cargo", "go", "pip", "pip3", "uv", "bundle", "rails", "ant", "sbt", "lein", "mix", "dotnet", "swift", "stack", "cabal"];
export const WRITTEN_LATER = ["/bin/", "/etc/", "/var/spool/cron", ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc", ".zshenv",
  ".zprofile", ".zlogin", ".zlogout", ".bash_aliases", ".kshrc", ".mkshrc", ".xinitrc", ".xprofile", ".xsession", "config.fish", "/autostart/", "/systemd/"];
// (and the other commands wasm/shell.ts can leave opaque in literal text: lldb's and gdb's
// Python, yadm bootstrap, `enable -f` (a builtin loaded from a library), crontab's table, a
// library preloaded into a command)
export const OPAQUE_NAMES = [...SHELL_NAMES, ...INTERPRETER_NAMES, ...STDIN_PATHS, ...LAUNCHER_NAMES, ...TOOL_NAMES.map(atWordEnd), ...WRAPPER_NAMES,
  ...PROJECT_RUNNER_NAMES.map(atWordEnd), ...WRITTEN_LATER, "capsh", "/proc/", "/exe", "git", "gdb", "lldb", "sg", "parallel",
  "yadm", "enable", "crontab", "fc", "compgen", "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "cmd.", ...FOREIGN_NAMES.map(atWordEnd)];
// Programs that run another under the same words (wasm/shell.ts gitFrontEnd): `hub push`,
// `yadm push` and `vcsh REPO push` run `git push`, so a rule about git needs one of these names.
export const FRONT_ENDS: Record<string, string[]> = { git: ["hub", "lab", "yadm", "vcsh"] };
const withFrontEnds = (names: string[]) => [...new Set(names.flatMap((n) => [n, ...(FRONT_ENDS[n] ?? [])]))];
// The launchers that launch only through a subcommand (wasm/shell/launch.ts: `npm exec|x`,
// `pnpm dlx|exec`, `uv run`, `conda run`, …): `npm test` is no launcher. An opaque command
// then needs one of the other names, or one of these subcommands as well — a second clause,
// so that a package manager's everyday call (`npm test`, `uv sync`) is ruled out.
export const SUBCOMMAND_LAUNCHERS: Record<string, string[]> = {
  docker: ["exec", "run", "create"], podman: ["exec", "run", "create"], nerdctl: ["exec", "run", "create"], "docker-compose": ["exec", "run"],
  kubectl: ["exec"], oc: ["exec"], go: ["-toolexec", "-exec"],
  npm: ["exec", "x", "explore", "env"],
  pnpm: ["dlx", "exec"], yarn: ["dlx", "exec"], uv: ["run"], poetry: ["run"],
  conda: ["run"], mamba: ["run"], micromamba: ["run"], pipx: ["run"], direnv: ["exec"], op: ["run"],
};
// (a project runner is unknown after a write whatever its subcommand: `poetry` too, which
// launches only through `run`)
const OPAQUE_NEED = [OPAQUE_NAMES, [...new Set([...OPAQUE_NAMES.filter((n) => !(n in SUBCOMMAND_LAUNCHERS)), ...Object.values(SUBCOMMAND_LAUNCHERS).flat(), ...PROJECT_RUNNER_NAMES.map(atWordEnd)])]];

// The commands whose file operands reads() sees (wasm/engine.ts readsOf: READS_ALL,
// READS_AFTER_PATTERN, cp, install, dd), and the text of an input redirect: a rule about
// what a command reads needs one of them (test/prefilter.test.mjs checks the lists).
export const READ_NAMES = ["cat", "tac", "nl", "head", "tail", "less", "more", "most", "pg", "bat", "batcat", "view", "strings", "xxd", "od", "hexdump", "hd", "base64", "base32", "basenc",
  "cut", "sort", "uniq", "fold", "fmt", "pr", "column", "paste", "diff", "sdiff", "cmp", "comm", "join", "expand", "unexpand", "rev", "split", "csplit", "zcat", "zless", "zmore",
  "bzcat", "xzcat", "zstdcat", "lzcat", "iconv", "jq", "yq", "tee", "wc", "md5sum", "sha1sum", "sha256sum", "sha512sum", "cksum", "sum", "vim", "vi", "nvim", "ed", "ex", "vimdiff",
  "nano", "emacs", "source", ".", "grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "nawk", "sed", "gsed", "look", "cp", "install", "dd", "cpio", "<"];

interface Need { events: Set<string> | null; tools: Set<string> | null; words: string[][] | null }

const FREE: Need = { events: null, tools: null, words: null };

/** The prefilter of a rule set. */
export function prefilterOf(rs: RuleSet): Prefilter {
  const lower = (ws: string[][] | null) => (ws && rs.caseInsensitiveCommands ? ws.map((any) => [...new Set(any.map((w) => w.toLowerCase()))]) : ws);
  return {
    events: [...rs.events],
    tools: [...rs.tools],
    maxText: MAX_TEXT,
    maxWords: MAX_WORDS,
    // one entry per distinct need (git-local's 33 rules all need `git`: one entry)
    rules: unique(rs.rules.map((r) => {
      const n = need(r.when, !!rs.caseInsensitiveCommands);
      return { events: n.events ? [...n.events].sort() : null, tools: n.tools ? [...n.tools].sort() : null, words: lower(n.words) };
    })),
    ...(rs.caseInsensitiveCommands ? { nocase: true as const } : {}),
  };
}

function unique<T>(xs: T[]): T[] {
  const seen = new Set<string>();
  return xs.filter((x) => { const k = JSON.stringify(x); return !seen.has(k) && !!seen.add(k); });
}

/** What a predicate needs of a call to hold (`fold`: the hook lowercases the text it searches,
 * so a case-insensitive regex yields its lowercase texts). */
export function need(p: Pred, fold = false): Need {
  const need_ = (q: Pred) => need(q, fold);
  switch (p.k) {
    case "command": return { ...FREE, words: [withFrontEnds(p.names)] };
    case "git": return { ...FREE, words: [withFrontEnds(["git"])] };
    case "chainSome": case "pipedFrom": return { ...FREE, words: need_(p.of).words };
    case "script": return { ...FREE, words: [[...INTERPRETER_NAMES]] };
    case "some": {
      if (p.sel.of === "reads") return { ...FREE, words: [[...READ_NAMES]] };
      // a word of the command as written (argv) that matches: one of the texts every match
      // holds (the command's literal text then holds it too)
      // (a file the model knows, in a call the shell reads literally, is written there as
      // it is named: a file known only at run time could be any)
      if (p.sel.of !== "argv" && !(p.sel.known && FILES.has(p.sel.of))) return FREE;
      const lits = literalsOf(p.w, fold) ?? neverLiteral(p.w);
      return lits ? { ...FREE, words: [lits] } : FREE;
    }
    case "opaque": return { ...FREE, words: OPAQUE_NEED.map((any) => [...any]) };
    case "wrapper": return FREE;
    case "tool": return { ...FREE, tools: new Set(p.names) };
    case "event": return { ...FREE, events: new Set(p.names) };
    case "all": {
      // every conjunct's needs hold at once
      const parts = p.of.map(need_);
      const words = parts.flatMap((n) => n.words ?? []);
      return { events: meet(parts.map((n) => n.events)), tools: meet(parts.map((n) => n.tools)), words: words.length ? words : null };
    }
    case "any": {
      // some branch holds: a need common to all branches (one word of any branch's first clause)
      const parts = p.of.map(need_);
      if (!parts.length) return FREE;
      const words = parts.every((n) => n.words) ? [[...new Set(parts.flatMap((n) => n.words![0]!))]] : null;
      return { events: join(parts.map((n) => n.events)), tools: join(parts.map((n) => n.tools)), words };
    }
    default:
      return FREE;
  }
}

/** The characters a glob is made of, none of which the hook reads literally (runtime/core.mjs
 * LITERAL): a call whose text holds one goes to the classifier whatever the needs say. */
export const NEVER_LITERAL = "*?[]()";

/** A word test that is one class of such characters (`argvWord(/[*?[(]/)`: the word is a
 * glob) needs one of them, one character long as they are: literal text holds none. */
function neverLiteral(w: WordPred): string[] | null {
  if (w.k !== "re") return null;
  const m = /^\[([^\]^\\]+)\]$/.exec(w.source);
  if (!m || ![...m[1]].every((c) => NEVER_LITERAL.includes(c))) return null;
  return [...new Set(m[1])];
}

// ─── texts a word predicate's every match holds ────────────────────────────────

/** Texts of which every word `w` accepts holds one (null: none known). Texts of two characters
 * or more only (a shorter one rules out nothing). A path resolved and normalized (`asPath`)
 * is the call's directory, then the `cd`s the call makes, then the word, less `.` and `..`
 * segments: each of its segments is one the call's text or the hook's directory holds whole,
 * so its texts are pieces between slashes, marked PATH_MARK ("in the text or the cwd"). */
export function literalsOf(w: WordPred, fold = false): string[] | null {
  const of = (x: WordPred) => literalsOf(x, fold);
  switch (w.k) {
    case "path": {
      const inner = of(w.of);
      if (!inner) return null;
      const pieces = inner.map((t) => t.replace(/^~/, "").split("/").reduce((a, b) => (b.length > a.length ? b : a), ""));
      // (… or a word that may leave the directory unknown in literal text, where a path
      // resolved against it is unknown whatever the text: `cd - && touch x`, `cd a b`, a
      // loop that cds, pushd/popd, a launcher that moves or runs elsewhere)
      return pieces.every((t) => t.length >= 2) ? [...new Set([...pieces.map((t) => PATH_MARK + t), ...DIR_MOVERS])] : null;
    }
    case "eq": case "prefix": return w.values.every((v) => v.length >= 2) ? [...new Set(w.values)] : null;
    case "re": return w.flags.includes("i") && !fold ? null : reLiterals(w.source, w.flags, fold);
    case "any": {
      const parts = w.of.map(of);
      return parts.every((x) => x) ? [...new Set(parts.flatMap((x) => x!))] : null;
    }
    case "all": return best(w.of.map(of));
    default: return null;
  }
}

/** The smallest set whose shortest text is longest (the most selective need). */
function best(sets: (string[] | null)[]): string[] | null {
  let out: string[] | null = null;
  const score = (s: string[]) => Math.min(...s.map((t) => t.length)) * 100 - s.length;
  for (const s of sets) if (s && (!out || score(s) > score(out))) out = s;
  return out;
}

function reLiterals(source: string, flags: string, fold = false): string[] | null {
  let expression;
  try { ({ expression } = JS.Parser.fromLiteral({ source, flags: flags.replace(/[gy]/g, "") }).parse()); } catch { return null; }
  return altLiterals(expression.alternatives, fold);
}

// alternatives: each must yield a set; their union
function altLiterals(alts: readonly NoParent<Concatenation>[], fold: boolean): string[] | null {
  const parts = alts.map((a) => seqLiterals(a, fold));
  return parts.every((x) => x) ? [...new Set(parts.flatMap((x) => x!))] : null;
}
// a concatenation: its runs of single characters (texts it surely holds), and its required
// groups' sets; the best of them. (With `fold`, a class of one letter in both cases, `[Gg]`,
// is that letter in lower case: the text searched is lowercased too.)
function seqLiterals(seq: NoParent<Concatenation>, fold: boolean): string[] | null {
  const cands: (string[] | null)[] = [];
  let run = "";
  const flush = () => { if (run.length >= 2) cands.push([run]); run = ""; };
  for (const e of seq.elements) {
    if (e.type === "CharacterClass") {
      const one = oneChar(e.characters.ranges, fold);
      if (one !== null) { run += one; continue; }
      flush();
    } else if (e.type === "Assertion") {
      continue; // (matches no character: the run goes on)
    } else if (e.type === "Alternation") {
      flush();
      cands.push(altLiterals(e.alternatives, fold));
    } else if (e.type === "Quantifier") {
      flush();
      if (e.min >= 1) cands.push(altLiterals(e.alternatives, fold));
    } else flush();
  }
  flush();
  return best(cands);
}
/** The one character a class matches (with `fold`, the one ASCII character it matches in lower case), or null. */
function oneChar(r: readonly { min: number; max: number }[], fold: boolean): string | null {
  if (r.length === 1 && r[0].min === r[0].max) return fold ? String.fromCharCode(r[0].min).toLowerCase() : String.fromCharCode(r[0].min);
  if (!fold) return null;
  let c: string | null = null;
  for (const { min, max } of r) for (let k = min; k <= max; k++) {
    if (k > 127) return null;
    const l = String.fromCharCode(k).toLowerCase();
    if (c !== null && l !== c) return null;
    c = l;
  }
  return c;
}

/** Intersection of the constrained sets (null: no constraint). */
function meet(sets: (Set<string> | null)[]): Set<string> | null {
  let out = null as Set<string> | null; // (a cast: TS would narrow the declared type to null in the loop)
  for (const s of sets) if (s) out = out ? new Set([...out].filter((x) => s.has(x))) : new Set(s);
  return out;
}

/** Union, unless some branch is unconstrained. */
function join(sets: (Set<string> | null)[]): Set<string> | null {
  if (sets.some((s) => !s)) return null;
  return new Set(sets.flatMap((s) => [...s!]));
}
