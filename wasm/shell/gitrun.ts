// git's own indirection: the programs git runs because the call configures it to, shown
// to the rules as commands.
//
// Input: a simple command that runs git (`git …`, `git.exe …`, `C:\…\git.exe …`, a
// `git-SUB` program run directly), found by the shell model's last stage (wasm/shell.ts
// unwrap). Output: the commands git would run, re-parsed as command lines with `via`
// "git" (or, for an alias, the git command it stands for, pushed and unwrapped in turn);
// the git command marked opaque where what it runs is known only when it runs.
//
// What counts (git-config(1), git(1)): configuration given in the call — `-c KEY=VALUE`
// (`-cKEY=VALUE`), `--config-env=KEY=ENV`, GIT_CONFIG_COUNT/GIT_CONFIG_KEY_n/
// GIT_CONFIG_VALUE_n, GIT_CONFIG_PARAMETERS, `git clone -c` — whose key names a program
// (core.pager, core.editor, core.sshCommand, diff.external, credential.helper,
// filter.<driver>.clean, pager.<cmd>, …: PROGRAM_KEYS, read case-insensitively but for
// the subsection, as git reads keys); the environment variables git reads a program from
// (GIT_PAGER, PAGER, GIT_EDITOR, VISUAL, EDITOR, GIT_SSH_COMMAND, …), as prefix
// assignments or assigned earlier in the call; options of subcommands that take a
// command (difftool -x, grep -O, rebase --exec, submodule foreach, bisect run,
// filter-branch's filters, --upload-pack/--receive-pack); an alias defined in the call
// (`alias.NAME`: its words take the subcommand's place; a `!` alias is a shell command
// line, the arguments appended); help.autocorrect with a subcommand git does not have
// (the command it guesses is not known), or a configuration file the call points git at
// (an include, GIT_CONFIG_GLOBAL, HOME …: an alias there is not read); an `ext::` URL once
// the call allows that transport (the command it runs). Every entry given is also kept on
// the command (Cmd#gitCfg) for the git model, which reads some as options (wasm/git.ts). A program whose text is literal is re-parsed as
// the shell git hands it to would read it (with `"$@"` for the arguments git appends);
// one known only when it runs (`-c core.pager="$P"`, a key itself unknown, an env var
// the call sets to an unknown value) makes the git command opaque. Variables the call
// never assigns are the host's: trusted, like the repository's own configuration.
//
// Why: each is a way to run any command through a git command that looks harmless
// (`git -c core.pager='rm -rf ~' log`).
//
// Cost: one pass over the global options and the subcommand's words of each git
// command; environment lookups only for the few names git reads.

import { Cmd, NO_KINDS, NO_WORDS, isPerl } from "./cmd";
import { Interp, gitEnvName, assignedName } from "./interp";
import { V_KNOWN, V_UNKNOWN, UNKNOWN_VAR, Scope, SCOPE_CHILD } from "./vars";
import { Buf, NameSet, latin1, listed, findChar, lastChar, basename, List } from "./text";
import { commandKey, foldCase } from "../specs";

/** How the walk looks into a command it pushes (wasm/shell.ts unwrap). */
export type Unwrap = (p: Interp, c: Cmd, level: i32) => void;

/**
 * The git program a command word names: "git", "git-SUB", or "" for another. A Windows
 * path and a `.exe` suffix are read as Windows reads them (`C:\…\Git\cmd\GIT.EXE` is git).
 */
export function gitProgram(word: string): string {
  let n = commandKey(word);
  const s = lastChar(n, 92 /* \ */);
  if (s >= 0) n = n.substring(s + 1);
  const sl = lastChar(n, 47 /* / */);
  if (sl >= 0) n = n.substring(sl + 1);
  if (n.length > 4 && foldCase(n.substring(n.length - 4)) == ".exe") n = foldCase(n.substring(0, n.length - 4));
  if (n == "git") return n;
  return n.length > 4 && n.startsWith("git-") ? n : "";
}

/** A cheap first test on the command's basename: it may name git (gitProgram tells). */
export function mayBeGit(n: string): bool {
  if (n.length < 3) return false;
  const c = n.charCodeAt(0);
  return c == 103 || c == 71 || n.charCodeAt(1) == 58 || findChar(n, 92) >= 0; // g, G, C:…, a\path
}

// How git runs a configured program.
const P_SHELL: u8 = 1;      // a shell command line, nothing appended (core.pager, merge.<driver>.driver)
const P_ARGS: u8 = 2;       // a shell command line git appends arguments to (core.sshCommand: the host and command)
const P_PATH: u8 = 3;       // a program's path, run with arguments (gpg.program, GIT_SSH)
const P_PAGER: u8 = 4;      // pager.<cmd>: a boolean, or a pager's command line
const P_FSMONITOR: u8 = 5;  // core.fsmonitor: a boolean (the built-in daemon) or a hook's path
const P_CREDENTIAL: u8 = 6; // credential.helper: `!CMD`, an absolute path, or NAME (git credential-NAME)
const P_SMTP: u8 = 7;       // sendemail.smtpServer: a host, or a sendmail program's absolute path
const P_BANG: u8 = 8;       // submodule.<name>.update: `!CMD` is a command, anything else a mode
const P_ALIAS: u8 = 9;
const P_AUTOCORRECT: u8 = 10;
const P_EDITOR: u8 = 11;     // an editor's command line: git appends the file it has the user edit, in its own directory
const P_SEQUENCE: u8 = 12;   // the rebase todo's editor: what it writes there (exec lines) git runs next

// Keys (section.key, or section.*.key for one with a subsection) whose value git runs, with
// how it runs it; `pager.<cmd>` and `alias.<name>` are two-level keys of any name.
function programKey(section: string, sub: bool, name: string): u8 {
  if (!sub) {
    if (section == "pager") return P_PAGER;
    if (section == "alias") return P_ALIAS;
    const k = section + "." + name;
    if (k == "core.pager") return P_SHELL;
    if (k == "core.editor") return P_EDITOR;
    if (k == "sequence.editor") return P_SEQUENCE;
    if (listed(latin1(",core.sshcommand,core.askpass,core.gitproxy,core.alternaterefscommand,diff.external,sendemail.tocmd,sendemail.cccmd,sendemail.headercmd,sendemail.sendmailcmd,uploadpack.packobjectshook,"), k)) return P_ARGS;
    if (listed(latin1(",interactive.difffilter,imap.tunnel,"), k)) return P_SHELL;
    if (k == "instaweb.httpd") return P_ARGS;
    if (k == "core.fsmonitor") return P_FSMONITOR;
    if (k == "credential.helper") return P_CREDENTIAL;
    if (k == "gpg.program") return P_PATH;
    if (k == "sendemail.smtpserver") return P_SMTP;
    if (k == "help.autocorrect") return P_AUTOCORRECT;
    return 0;
  }
  const k = section + ".*." + name;
  if (listed(latin1(",diff.*.command,diff.*.textconv,browser.*.cmd,man.*.cmd,remote.*.uploadpack,remote.*.receivepack,gpg.*.defaultkeycommand,sendemail.*.tocmd,sendemail.*.cccmd,sendemail.*.headercmd,sendemail.*.sendmailcmd,hook.*.command,trailer.*.command,trailer.*.cmd,"), k)) return P_ARGS;
  if (listed(latin1(",merge.*.driver,filter.*.clean,filter.*.smudge,filter.*.process,difftool.*.cmd,mergetool.*.cmd,guitool.*.cmd,tar.*.command,"), k)) return P_SHELL;
  if (listed(latin1(",difftool.*.path,mergetool.*.path,browser.*.path,man.*.path,gpg.*.program,"), k)) return P_PATH;
  if (k == "credential.*.helper") return P_CREDENTIAL;
  if (k == "sendemail.*.smtpserver") return P_SMTP;
  if (k == "submodule.*.update") return P_BANG;
  return 0;
}

// Environment variables git runs a program from (git(1)); the rest of the environment is
// configuration git reads as data.
function programVar(name: string): u8 {
  if (name == "GIT_PAGER" || name == "PAGER") return P_SHELL;
  if (listed(latin1(",GIT_EDITOR,VISUAL,EDITOR,"), name)) return P_EDITOR;
  if (name == "GIT_SEQUENCE_EDITOR") return P_SEQUENCE;
  if (listed(latin1(",GIT_SSH_COMMAND,GIT_ASKPASS,SSH_ASKPASS,GIT_EXTERNAL_DIFF,GIT_PROXY_COMMAND,"), name)) return P_ARGS;
  if (name == "GIT_SSH") return P_PATH;
  return 0;
}

// git's commands (builtins, and the programs it ships): a subcommand that is none of these
// is an alias, a git-NAME program on PATH, or a typo help.autocorrect may run a guess for.
const GIT_COMMANDS_LIST = latin1(",add,am,annotate,apply,archive,backfill,bisect,blame,branch,bugreport,bundle,cat-file,check-attr,check-ignore,check-mailmap,check-ref-format,checkout,checkout-index,cherry,cherry-pick,citool,clean,clone,column,commit,commit-graph,commit-tree,config,count-objects,credential,credential-cache,credential-store,daemon,describe,diagnose,diff,diff-files,diff-index,diff-pairs,diff-tree,difftool,fast-export,fast-import,fetch,fetch-pack,filter-branch,fmt-merge-msg,for-each-ref,for-each-repo,format-patch,fsck,fsck-objects,fsmonitor--daemon,gc,get-tar-commit-id,grep,gui,hash-object,help,hook,http-backend,http-fetch,http-push,imap-send,index-pack,init,init-db,instaweb,interpret-trailers,log,ls-files,ls-remote,ls-tree,mailinfo,mailsplit,maintenance,merge,merge-base,merge-file,merge-index,merge-octopus,merge-one-file,merge-ours,merge-recursive,merge-resolve,merge-subtree,merge-tree,mergetool,mktag,mktree,multi-pack-index,mv,name-rev,notes,p4,pack-objects,pack-redundant,pack-refs,patch-id,prune,prune-packed,pull,push,quiltimport,range-diff,read-tree,rebase,receive-pack,reflog,remote,repack,replace,replay,request-pull,rerere,reset,restore,rev-list,rev-parse,revert,rm,send-email,send-pack,shell,shortlog,show,show-branch,show-index,show-ref,sparse-checkout,stage,stash,status,stripspace,submodule,svn,switch,symbolic-ref,tag,unpack-file,unpack-objects,update-index,update-ref,update-server-info,upload-archive,upload-pack,var,verify-commit,verify-pack,verify-tag,version,whatchanged,worktree,write-tree,");
const GIT_COMMANDS = new NameSet(GIT_COMMANDS_LIST);

// Editors that leave the rebase todo to a person, or as it is (git-rebase(1) sequence.editor)
const TODO_KEEPERS = latin1(",vi,vim,nvim,view,nano,pico,emacs,emacsclient,code,code-insiders,subl,mate,micro,hx,helix,kak,gedit,kate,zed,true,:,cat,");
function firstWord(v: string): string {
  let i = 0;
  while (i < v.length && (v.charCodeAt(i) == 32 || v.charCodeAt(i) == 9)) i++;
  let e = i;
  while (e < v.length && v.charCodeAt(e) != 32 && v.charCodeAt(e) != 9) e++;
  return v.substring(i, e);
}

// The subcommands that run hooks (githooks(5)), and an alias (what it runs is not read yet)
// (and every command that updates refs: the reference-transaction hook — "invoked by any Git
// command that performs reference updates", githooks(5) — tag, branch, update-ref, replace,
// pack-refs, bisect …; and `git hook run`, which runs the one it names)
const HOOK_RUNNERS = latin1(",commit,merge,push,pull,rebase,checkout,switch,am,apply,cherry-pick,revert,reset,clone,worktree,gc,maintenance,receive-pack,send-email,fetch,stash,notes,p4,restore,sparse-checkout,tag,branch,update-ref,symbolic-ref,replace,pack-refs,bisect,remote,reflog,fast-import,filter-branch,submodule,subtree,hook,init,");

// A value git reads as a boolean (`-c KEY` alone is true).
function isBool(v: string): bool {
  const l = foldCase(v);
  return l == "" || l == "true" || l == "false" || l == "yes" || l == "no" || l == "on" || l == "off" || l == "1" || l == "0";
}

// The configuration and programs one git command has from its call.
class Run {
  aliasName: string = "";  // the subcommand, as git looks its alias up
  alias: string = "";      // the last alias.<sub> the call defines
  aliasKnown: bool = true;
  hasAlias: bool = false;
  autocorrect: bool = false;
  autocorrectSet: bool = false; // help.autocorrect given by the call (the user's own is not read)
  configFile: bool = false; // an include (include.path, includeIf.*.path): a configuration file not read here
  ext: bool = false;        // the ext:: transport allowed (protocol.ext.allow, protocol.allow: always or user)
  inherited: bool = false;  // the entries read are those a git this one runs under handed on
  editors: Array<string> = []; // editors' command lines, started only by a subcommand that edits (startEditors)
  constructor(public p: Interp, public cmd: Cmd) {}

  /** One configuration entry; `key` as written (`bare`: `-c KEY` alone, which is true). */
  entry(key: string, value: string, known: bool, bare: bool = false): void {
    const first = findChar(key, 46 /* . */);
    const last = lastChar(key, 46);
    if (first <= 0 || last == key.length - 1) return; // (git rejects it)
    const section = foldCase(key.substring(0, first));
    const name = foldCase(key.substring(last + 1));
    record(this.cmd, section + (last > first ? ".*." : ".") + name, bare ? "true" : value, known);
    if (name == "path" && (section == "include" ? last == first : section == "includeif" && last > first)) this.configFile = true;
    // (url.BASE.insteadOf: BASE is the URL git uses, an ext:: one included)
    if (section == "url" && last > first) record(this.cmd, "url.*.base", key.substring(first + 1, last), true);
    if (section == "protocol" && name == "allow" && (last == first || key.substring(first + 1, last) == "ext")) {
      const l = foldCase(value);
      if (!known || l == "always" || l == "user") this.ext = true;
    }
    const kind = programKey(section, last > first, name);
    if (kind == 0) return;
    if (kind == P_ALIAS) {
      // (alias names compare as the key does: case-insensitively)
      if (name != this.aliasName) return;
      this.hasAlias = true; this.alias = value; this.aliasKnown = known;
      return;
    }
    if (kind == P_AUTOCORRECT) {
      const l = foldCase(value);
      this.autocorrect = !known || !(l == "0" || l == "false" || l == "no" || l == "off" || l == "never" || l == "show");
      this.autocorrectSet = true;
      return;
    }
    this.program(kind, value, known);
  }

  /** A `KEY=VALUE` word (`-c`'s); its key written out though its value may not be. */
  kv(w: string, lit: bool): void {
    const eq = findChar(w, 61 /* = */);
    const key = eq >= 0 ? w.substring(0, eq) : w;
    if (!lit && !plainKey(key)) { this.cmd.opaque = true; return; } // (`-c "$KV"`: any key)
    this.entry(key, eq >= 0 ? w.substring(eq + 1) : "", lit, eq < 0);
  }

  /** A program git runs (of kind `kind`), its text `v`. */
  program(kind: u8, v: string, known: bool): void {
    // (a program the configuration a git above handed on names: judged there already, where
    // it ran; read again here it would run itself without end — `core.pager='git log'`) —
    // but for the editor, which a git above that never edits did not start: the git it runs
    // (`-c core.pager='git commit' log`) starts it, where that one edits (an editor that is
    // itself such a git meets the depth limit)
    if (this.inherited && kind != P_EDITOR) return;
    if (!known) { this.cmd.opaque = true; return; }
    let text = v;
    if (kind == P_PAGER || kind == P_FSMONITOR) { if (isBool(v)) return; text = kind == P_PAGER ? v : v + " \"$@\""; }
    else if (kind == P_ARGS) text = v + " \"$@\"";
    // (COMMIT_EDITMSG, TAG_EDITMSG, git-rebase-todo …: a file of git's own, no credential store)
    // (kept until the subcommand is known: startEditors)
    else if (kind == P_EDITOR) { this.editors.push(v + " .git/COMMIT_EDITMSG"); return; }
    else if (kind == P_SEQUENCE) {
      // (a program that edits the todo by itself — sed, perl, a script — decides what the
      // rebase does next: `exec` lines run, `drop` lines drop; known only when it runs. An
      // editor a person uses, or one that keeps the list — true, cat —, decides nothing here)
      text = v + " .git/rebase-merge/git-rebase-todo";
      if (!listed(TODO_KEEPERS, basename(firstWord(v)))) this.cmd.opaque = true;
    }
    else if (kind == P_PATH) text = quote(v) + " \"$@\"";
    else if (kind == P_CREDENTIAL) {
      if (v.length == 0) return; // (resets the list of helpers)
      text = (v.charCodeAt(0) == 33 /* ! */ ? v.substring(1) : v.charCodeAt(0) == 47 || isWinAbs(v) ? v : "git credential-" + v) + " \"$@\"";
    } else if (kind == P_SMTP) {
      if (!(v.charCodeAt(0) == 47 || isWinAbs(v))) return;
      text = quote(v) + " \"$@\"";
    } else if (kind == P_BANG) {
      if (v.length == 0 || v.charCodeAt(0) != 33) return;
      text = v.substring(1) + " \"$@\"";
    }
    if (text.length == 0) return;
    this.p.reparse(text, this.cmd, "git");
  }
}

// git's commands that never start an editor (git-config(1) core.editor: "commands such as
// commit and tag that let you edit messages by launching an editor"; git-var(1)
// GIT_EDITOR): they only read, and have no mode that opens a message, a hunk, a todo list,
// a description or the configuration for editing — unlike commit, tag, merge, rebase,
// notes, am, add/checkout/reset/restore/stash -p, branch --edit-description, config -e,
// replace --edit, send-email. Builtins only: an alias can not take a builtin's name.
const NO_EDITOR = latin1(",log,show,diff,diff-tree,diff-index,diff-files,status,blame,annotate,shortlog,whatchanged,ls-files,ls-tree,ls-remote,rev-parse,rev-list,cat-file,describe,grep,for-each-ref,show-ref,show-branch,name-rev,merge-base,count-objects,version,check-ignore,check-attr,check-mailmap,cherry,range-diff,verify-commit,verify-tag,");

/** The editors the call configures, as commands, unless the subcommand `sub` (written
 * out; "" when there is none or it is known only when it runs) never starts one. */
function startEditors(r: Run, sub: string): void {
  const e = r.editors;
  if (e.length == 0) return;
  r.editors = [];
  if (sub.length > 0 && listed(NO_EDITOR, sub)) return;
  for (let k = 0; k < e.length; k++) r.p.reparse(e[k], r.cmd, "git");
}

// The entry, kept on the command for the git model (wasm/git.ts reads configuration that
// stands for an option: `clean.requireForce=false` is `git clean -f`).
function record(cmd: Cmd, key: string, value: string, known: bool): void {
  if (cmd.gitCfg === NO_WORDS) { cmd.gitCfg = []; cmd.gitCfgLit = []; }
  cmd.gitCfg.push(key + "=" + value);
  cmd.gitCfgLit.push(known);
}

// A key written out (no expansion, quote or escape in it).
function plainKey(k: string): bool {
  if (k.length == 0) return false;
  for (let i = 0; i < k.length; i++) { const c = k.charCodeAt(i); if (c == 36 || c == 96 || c == 34 || c == 39 || c == 92) return false; }
  return true;
}

function isWinAbs(v: string): bool { return v.length > 2 && v.charCodeAt(1) == 58 && (v.charCodeAt(2) == 92 || v.charCodeAt(2) == 47); }

/** `w` as one shell word. */
function quote(w: string): string {
  const b = new Buf();
  b.char(39);
  for (let i = 0; i < w.length; i++) { const c = w.charCodeAt(i); if (c == 39) b.str("'\\''"); else b.char(c); }
  b.char(39);
  return b.toString();
}

// What an environment variable is for the command: [state, value] where state is 0 (not
// set by the call: the host's, trusted), 1 (known: `value`), 2 (set to a value known only
// when it runs). A prefix assignment wins over one made earlier.
let envText = "";
function envOf(cmd: Cmd, name: string): i32 {
  for (let i = cmd.assigns.length - 1; i >= 0; i--) {
    const a = cmd.assigns[i];
    if (!(a.length > name.length && a.startsWith(name) && a.charCodeAt(name.length) == 61)) {
      if (a.startsWith(name + "+=")) return 2;
      continue;
    }
    if (!cmd.assignsLit[i]) return 2;
    envText = a.substring(name.length + 1);
    return 1;
  }
  if (cmd.scope == null) return 0;
  const v = cmd.scope!.lookup(name);
  if (v == null || changetype<usize>(v) == changetype<usize>(UNKNOWN_VAR)) return 0;
  if (v.state == V_UNKNOWN) return 2;
  if (v.state != V_KNOWN) return 0;
  envText = v.value;
  return 1;
}

/** git's reading of GIT_CONFIG_PARAMETERS: 'KEY'='VALUE' or 'KEY=VALUE' entries, sq-quoted. */
function configParameters(r: Run, t: string): void {
  let i = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c == 32 || c == 9 || c == 10) { i++; continue; }
    const key = sqWord(t, i);
    if (sqEnd < 0) { r.cmd.opaque = true; return; } // (git rejects it; read as unknown)
    i = sqEnd;
    if (i < t.length && t.charCodeAt(i) == 61) {
      const value = sqWord(t, i + 1);
      if (sqEnd < 0) { r.cmd.opaque = true; return; }
      i = sqEnd;
      r.entry(key, value, true);
    } else {
      const eq = findChar(key, 61);
      r.entry(eq >= 0 ? key.substring(0, eq) : key, eq >= 0 ? key.substring(eq + 1) : "", true, eq < 0);
    }
  }
}
// A single-quoted word at i as git's sq_dequote reads it ('a'\''b'); its end in sqEnd (-1: none).
let sqEnd = -1;
function sqWord(t: string, i: i32): string {
  sqEnd = -1;
  if (i >= t.length || t.charCodeAt(i) != 39) return "";
  const b = new Buf();
  let k = i + 1;
  while (k < t.length) {
    const c = t.charCodeAt(k);
    if (c == 39) {
      if (k + 3 < t.length && t.charCodeAt(k + 1) == 92 && t.charCodeAt(k + 2) == 39 && t.charCodeAt(k + 3) == 39) { b.char(39); k += 4; continue; }
      sqEnd = k + 1;
      return b.toString();
    }
    b.char(c);
    k++;
  }
  return "";
}

/** The configuration the environment gives git: GIT_CONFIG_PARAMETERS, GIT_CONFIG_COUNT…, and the program variables. */
function environment(r: Run): void {
  const cmd = r.cmd;
  // (nothing git reads was set in the call, nor is given to this command: the host's own
  // environment is not seen, so there is nothing to read)
  if (!r.p.gitEnvSet) {
    let mine = false;
    for (let i = 0; i < cmd.assigns.length && !mine; i++) mine = gitEnvName(assignedName(cmd.assigns[i]));
    if (!mine) return;
  }
  let s = envOf(cmd, "GIT_CONFIG_PARAMETERS");
  if (s == 2) cmd.opaque = true;
  else if (s == 1) { r.inherited = cmd.via == "git"; configParameters(r, envText); r.inherited = false; }
  s = envOf(cmd, "GIT_CONFIG_COUNT");
  if (s == 2) cmd.opaque = true;
  else if (s == 1) {
    const t = envText;
    let n = 0;
    for (let i = 0; i < t.length; i++) { const c = t.charCodeAt(i); if (c < 48 || c > 57 || n > 1000) { n = -1; break; } n = n * 10 + (c - 48); }
    if (n < 0) cmd.opaque = true; // (git rejects it, or it is more than this reads)
    for (let k = 0; k < n; k++) {
      const ks = envOf(cmd, "GIT_CONFIG_KEY_" + k.toString());
      if (ks == 2) { cmd.opaque = true; continue; }
      if (ks == 0) continue; // (git rejects the call)
      const key = envText;
      const vs = envOf(cmd, "GIT_CONFIG_VALUE_" + k.toString());
      r.entry(key, vs == 1 ? envText : "", vs != 2);
    }
  }
  // (a handful of names: each looked up once)
  const names = PROGRAM_VAR_NAMES;
  for (let i = 0; i < names.length; i++) {
    const st = envOf(cmd, names[i]);
    if (st == 0) continue;
    r.program(programVar(names[i]), st == 1 ? envText : "", st == 1);
  }
}
const PROGRAM_VAR_NAMES = ["GIT_PAGER", "PAGER", "GIT_EDITOR", "VISUAL", "EDITOR", "GIT_SEQUENCE_EDITOR", "GIT_SSH_COMMAND", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_EXTERNAL_DIFF", "GIT_PROXY_COMMAND", "GIT_SSH"];

// Global options that take the next word as their value (git(1)).
const GLOBAL_VALUED = latin1(",-C,-c,--git-dir,--work-tree,--namespace,--config-env,--super-prefix,--exec-path,--list-cmds,--attr-source,");

/** The index of git's subcommand in argv: the first word after the global options (and
 * the values of those that take the next word), or argv.length. */
export function gitSubAt(argv: Array<string>): i32 {
  let i = 1;
  while (i < argv.length && argv[i].length > 1 && argv[i].charCodeAt(0) == 45) {
    if (findChar(argv[i], 61) < 0 && listed(GLOBAL_VALUED, argv[i])) i++;
    i++;
  }
  return i;
}

/** Looks into a git command (`unwrap`'s git branch): see the header. */
export function gitRun(p: Interp, cmd: Cmd, level: i32, un: Unwrap): void {
  const prog = gitProgram(cmd.word());
  if (prog.length == 0) return;
  // (the configuration the command line gives, as git hands it on: the programs it starts
  // see it in GIT_CONFIG_PARAMETERS — Interp#reparse puts it in their environment)
  const was = p.gitParams, wasKnown = p.gitParamsKnown;
  if (prog == "git") passedOn(p, cmd);
  gitRunOf(p, cmd, prog, level, un);
  p.gitParams = was; p.gitParamsKnown = wasKnown;
}

// git(1) -c: "the configuration … is passed to the processes git starts" — git appends each
// -c/--config-env entry, sq-quoted, to GIT_CONFIG_PARAMETERS before it runs a program (an
// alias's `!` command, a pager, diff.external, a hook, submodule foreach's, bisect run's):
// a git they run reads them as its own (`git -c alias.x='!git y' -c alias.y=add x .` stages).
// Kept on the interpreter while this command's programs are walked (p.gitParams: the text,
// "" for none; gitParamsKnown: false when a value, or the inherited variable, is known only
// when it runs).
function passedOn(p: Interp, cmd: Cmd): void {
  const argv = cmd.argv;
  const b = new Buf();
  let known = true;
  const st = envOf(cmd, "GIT_CONFIG_PARAMETERS");
  if (st == 2) known = false; else if (st == 1) b.str(envText);
  let i = 1;
  while (i < argv.length) {
    const a = argv[i];
    if (a.length < 2 || a.charCodeAt(0) != 45 || !cmd.lit[i]) break;
    let w = "", wl = true, env = false;
    if (a == "-c") { if (i + 1 >= argv.length) break; w = argv[++i]; wl = cmd.lit[i]; }
    else if (a.startsWith("-c") && !a.startsWith("-C")) w = a.substring(2);
    else if (a == "--config-env") { if (i + 1 >= argv.length) break; w = argv[++i]; wl = cmd.lit[i]; env = true; }
    else if (a.startsWith("--config-env=")) { w = a.substring(13); env = true; }
    else { if (findChar(a, 61) < 0 && listed(GLOBAL_VALUED, a)) i++; i++; continue; }
    i++;
    if (!wl) { known = false; continue; }
    const eq = env ? lastChar(w, 61) : findChar(w, 61);
    let key = eq >= 0 ? w.substring(0, eq) : w, value = eq >= 0 ? w.substring(eq + 1) : "";
    if (env) {
      if (eq <= 0 || envOf(cmd, value) != 1) { known = false; continue; }
      value = envText;
    }
    if (b.len > 0) b.char(32);
    b.str(quote(key));
    if (eq >= 0) { b.char(61); b.str(quote(value)); }
  }
  if (b.len == 0 && known) return;
  p.gitParams = b.toString(); p.gitParamsKnown = known;
  if (p.gitParams.length == 0) p.gitParams = " ";
}

const GIT_SET_READS: i32 = 1024;

function gitRunOf(p: Interp, cmd: Cmd, prog: string, level: i32, un: Unwrap): void {
  const argv = cmd.argv;
  const r = new Run(p, cmd);
  // configuration an earlier `git config KEY VALUE` of the call stored: read as this
  // command's own (`git config core.pager 'rm -rf ~'; git log` runs that pager)
  if (p.gitSetsLost && prog == "git") cmd.opaque = true;
  // (not by a program that configuration runs: `git credential-store` run as the helper
  // would otherwise run itself again, without end)
  // (each read re-judges the programs stored, so their reads are bounded per call: past
  // GIT_SET_READS, a git command that would read them again is not known — 64 stored
  // programs read by each of thousands of later git commands held gigabytes; an entry that
  // names no program, `user.name`, costs nothing to read again and is not counted)
  if (cmd.via != "git" && p.gitSets.length) {
    p.gitSetReads += p.gitSetProgs;
    if (p.gitSetReads > GIT_SET_READS) cmd.opaque = true;
    else for (let k = 0; k < p.gitSets.length; k++) r.kv(p.gitSets[k], p.gitSetsLit[k]);
  }
  let i = 1;
  let sub = "";
  if (prog == "git") {
    // the global options: -c, --config-env (the rest skipped with their values)
    while (i < argv.length) {
      const a = argv[i];
      const lit = cmd.lit[i];
      if (a.length < 2 || a.charCodeAt(0) != 45) break;
      if (a == "-c" && lit) { if (i + 1 < argv.length) r.kv(argv[i + 1], cmd.lit[i + 1]); i += 2; continue; }
      if (a.startsWith("-c") && !a.startsWith("-C")) { r.kv(a.substring(2), lit); i++; continue; }
      if (a.startsWith("--config-env")) {
        let w = "";
        let wl = lit;
        if (a == "--config-env") { if (i + 1 < argv.length) { w = argv[i + 1]; wl = cmd.lit[i + 1]; } i++; }
        else if (a.charCodeAt(12) == 61) w = a.substring(13);
        else { i++; continue; }
        configEnv(r, w, wl);
        i++;
        continue;
      }
      if (!lit) break;
      if (findChar(a, 61) < 0 && listed(GLOBAL_VALUED, a)) i++;
      i++;
    }
    if (i >= argv.length) { environment(r); startEditors(r, ""); return; }
    sub = argv[i];
    if (!cmd.lit[i]) {
      // the subcommand is known only when it runs: which alias, or guess, it runs is not
      environment(r);
      startEditors(r, "");
      if (r.autocorrect) cmd.opaque = true;
      return;
    }
    r.aliasName = foldCase(sub);
    // (the configuration again, now that the alias's name is known: cheap, and rare)
    scanGlobals(r, i);
    // a template directory the call names: clone copies its hooks into the new repository
    // and runs its post-checkout hook (git-init(1) "TEMPLATE DIRECTORY")
    // (and init, again in an existing repository: re-initializing "picks up newly added
    // templates", hooks among them — git-init(1))
    if ((r.aliasName == "clone" || r.aliasName == "init") && templateGiven(cmd, i + 1)) cmd.opaque = true;
  } else {
    sub = prog.substring(4);
    i = 0;
  }
  environment(r);
  startEditors(r, sub);
  // core.hooksPath the call gives (-c, --config-env, the environment's entries): the hooks a
  // commit, merge, push, checkout … runs come from that directory, programs not known here
  // (githooks(5))
  if (prog == "git" && listed(HOOK_RUNNERS, r.aliasName)) for (let k = 0; k < cmd.gitCfg.length; k++) if (cmd.gitCfg[k].startsWith("core.hookspath=")) { cmd.opaque = true; break; }
  trace2(r, level, un);
  subcommand(r, sub, i + 1, level, un);
  startEditors(r, sub); // (clone's -c: the new repository's)
  if (sub == "config" && prog == "git") stores(p, cmd, i + 1, level, un);
  if (r.ext || allowsExt(cmd)) extCommands(r, i + 1);
  // `git remote-ext REMOTE URL`: the helper itself, run by hand, runs URL's command whatever
  // protocol.allow says (git-remote-ext(1): URL as after `ext::`)
  if (sub == "remote-ext") {
    let ops = 0;
    for (let k = i + 1; k < cmd.argv.length; k++) {
      if (cmd.lit[k] && cmd.argv[k].startsWith("-")) continue;
      if (++ops < 2) continue;
      if (!cmd.lit[k]) cmd.opaque = true; else extUrl(r, "ext::" + cmd.argv[k]);
      break;
    }
  }
  // (a configuration file written by another program — `>> .git/config`, tee, sed -i, cp —
  // may hold anything git reads: a program it runs, core.fsmonitor, clean.requireForce, …:
  // every later git command is unknown)
  if (r.p.gitConfigText) cmd.opaque = true;
  // a configuration file git reads that the call names (an include given with -c,
  // GIT_CONFIG_GLOBAL, GIT_CONFIG_SYSTEM, HOME, XDG_CONFIG_HOME, GIT_COMMON_DIR — git(1),
  // git-config(1) FILES): the programs it may name run with any command — core.pager and
  // pager.<cmd> with every one, core.fsmonitor with each that reads the index, diff.external,
  // core.hooksPath's hooks —, and its aliases: unknown, as a file the call writes is
  if (r.configFile || readsConfigFrom(cmd, sub)) cmd.opaque = true;
  // (a file named config the call wrote, outside .git, read as a repository's own once git
  // is pointed at another repository: --git-dir, -C, GIT_DIR — git(1))
  if (p.gitConfigOther && pointedElsewhere(cmd, i)) cmd.opaque = true;
  // (an alias or a guess for a typo applies only to a name that is no git command)
  if (prog != "git" || GIT_COMMANDS.has(sub)) return;
  if (r.hasAlias) { alias(r, i, level, un); return; }
  // a git-SUB program on PATH, or the guess for a typo; or an alias from a configuration
  // file the call wrote or points git at (what it defines is not read here)
  // (and git-SUB is looked for in the exec path, then PATH: either one the call sets, or
  // --exec-path=DIR, may hold a program of the call's making)
  if (r.autocorrect || r.p.gitConfigWritten || r.configFile || pointsAtConfig(cmd) || execPathSet(cmd, i)) cmd.opaque = true;
  // (help.autocorrect in the user's own configuration, which is not read here: each command
  // git may take the typo for is a guess — `git rset --hard` runs `git reset --hard`)
  else if (prog == "git" && !r.autocorrectSet && i < cmd.argv.length && cmd.lit[i]) typoGuesses(r, i, level, un);
}

/**
 * The command help.autocorrect may run for a subcommand git does not have (git's help.c):
 * none when the typo begins the name of one of git's common commands (those are only
 * suggested), else the single candidate at the least weighted edit distance from it — a
 * swap of neighbours free, an insertion 1, a substitution 2, a deletion 3 —, when that is
 * at most 5. git's candidates are its commands, the git-* programs on PATH and the user's
 * aliases (which can only add ties or a better one of the user's own), and an older git has
 * fewer commands (a tie here may be one best there): every builtin at the least distance
 * is pushed as a guess (Cmd#guess: a possible hit, never a sure one). Cost: an edit
 * distance against each of git's ~150 commands of a near length, for a subcommand it does
 * not have only, at most TYPO_CHECKS times a call.
 */
function typoGuesses(r: Run, at: i32, level: i32, un: Unwrap): void {
  const cmd = r.cmd, typo = cmd.argv[at];
  if (typo.length == 0 || typo.length > 32) return;
  if (listedPrefix(GIT_COMMON, typo)) return;
  const list = GIT_COMMANDS_LIST, n = <i32>load<u16>(list), base = list + 2;
  // (the distances of a call's typos together are bounded: past TYPO_CHECKS, a subcommand
  // git does not have is not known)
  if (++r.p.typoChecks > TYPO_CHECKS) { cmd.opaque = true; return; }
  let best = 6;
  const near = new Array<i32>(); // (the candidates at the best distance: offset, length)
  // (three rows of the distance's table, for every candidate: none is longer than 32)
  const rows = new StaticArray<i32>(3 * 33);
  const tn = typo.length;
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(base + <usize>i) != 44) continue;
    const off = from, len = i - from;
    from = i + 1;
    // (a name 6 longer needs 6 insertions, one 2 shorter 2 deletions: past 5 either way)
    if (len > 32 || len - tn >= 6 || tn - len >= 2) continue;
    const d = gitDistance(typo, base + <usize>off, len, rows);
    if (d > best) continue;
    if (d < best) { best = d; near.length = 0; }
    near.push(off); near.push(len);
  }
  if (best > 5) return;
  // (git runs the one best candidate, none on a tie; a git older than this list lacks some
  // of its commands — restore before 2.23 —, where a tie here is one best there: each is a guess)
  for (let k = 0; k < near.length; k += 2) {
    const na = cmd.argv.slice(0), nl = cmd.lit.slice(0);
    na[at] = String.UTF8.decodeUnsafe(base + <usize>near[k], <usize>near[k + 1]);
    const wraps = cmd.wraps, inner = cmd.innerRedirects;
    const c = r.p.pushInner(cmd, na, nl, "git");
    cmd.wraps = wraps; cmd.innerRedirects = inner; // (the typo is read as itself too)
    c.kinds = cmd.kinds.length ? cmd.kinds.slice(0) : NO_KINDS;
    c.guess = true;
    un(r.p, c, level + 1);
  }
}
const TYPO_CHECKS = 256;
// (git's common commands, those every version since 2.0 lists: `git help`)
const GIT_COMMON = latin1(",add,bisect,branch,clone,commit,diff,fetch,grep,init,log,merge,mv,pull,push,rebase,reset,rm,show,status,tag,");

/** Some name of `list` begins with `w`. */
function listedPrefix(list: List, w: string): bool {
  const n = <i32>load<u16>(list), base = list + 2;
  for (let i = 1, from = 1; i < n; i++) {
    if (load<u8>(base + <usize>i) != 44) continue;
    if (bytesStart(base + <usize>from, i - from, w)) return true;
    from = i + 1;
  }
  return false;
}

/** The `len` bytes at `p` begin with `w`. */
function bytesStart(p: usize, len: i32, w: string): bool {
  if (w.length > len) return false;
  for (let k = 0; k < w.length; k++) if (<i32>load<u8>(p + <usize>k) != w.charCodeAt(k)) return false;
  return true;
}

/** git's weighted edit distance (levenshtein.c, as help.c calls it: swap 0, substitution 2, insertion 1, deletion 3) from `a` typed to the `n` bytes at `b`. */
function gitDistance(a: string, b: usize, n: i32, rows: StaticArray<i32>): i32 {
  // (rows r0, r1, r2 at offsets 0, 33, 66 of `rows`, rotated by offset)
  let r0 = 0, r1 = 33, r2 = 66;
  for (let j = 0; j <= n; j++) rows[r1 + j] = j;
  for (let i = 0; i < a.length; i++) {
    rows[r2] = (i + 1) * 3;
    const ai = a.charCodeAt(i);
    for (let j = 0; j < n; j++) {
      const bj = <i32>load<u8>(b + <usize>j);
      let v = rows[r1 + j] + (ai != bj ? 2 : 0);
      if (i > 0 && j > 0 && a.charCodeAt(i - 1) == bj && ai == <i32>load<u8>(b + <usize>j - 1) && v > rows[r0 + j - 1]) v = rows[r0 + j - 1];
      if (v > rows[r1 + j + 1] + 3) v = rows[r1 + j + 1] + 3;
      if (v > rows[r2 + j] + 1) v = rows[r2 + j] + 1;
      rows[r2 + j + 1] = v;
    }
    const t = r0; r0 = r1; r1 = r2; r2 = t;
  }
  return rows[r1 + n];
}

/** `--template[=]DIR` among the clone's words, GIT_TEMPLATE_DIR set by the call, or init.templateDir given. */
function templateGiven(cmd: Cmd, from: i32): bool {
  for (let i = from; i < cmd.argv.length; i++) {
    const a = cmd.argv[i];
    if (a == "--" && cmd.lit[i]) break;
    // (any prefix of it from `--te`, as parse-options reads clone's options)
    const eq = findChar(a, 61);
    const name = eq >= 0 ? a.substring(0, eq) : a;
    if (name.length >= 4 && name.startsWith("--te") && "--template".startsWith(name)) return true;
  }
  if (envOf(cmd, "GIT_TEMPLATE_DIR") != 0) return true;
  for (let k = 0; k < cmd.gitCfg.length; k++) if (cmd.gitCfg[k].startsWith("init.templatedir=")) return true;
  return false;
}

/** -C, --git-dir or --work-tree among the global options (its first `end` words), or GIT_DIR
 * set by the call. */
function pointedElsewhere(cmd: Cmd, end: i32): bool {
  if (envOf(cmd, "GIT_DIR") != 0) return true;
  for (let k = 1; k < end && k < cmd.argc(); k++) {
    const a = cmd.argv[k];
    if (a.startsWith("-C") || a.startsWith("--git-dir") || a.startsWith("--work-tree")) return true;
  }
  return false;
}

/** PATH or GIT_EXEC_PATH set for cmd by the call, or --exec-path=DIR among its first `end` words. */
function execPathSet(cmd: Cmd, end: i32): bool {
  if (envOf(cmd, "PATH") != 0 || envOf(cmd, "GIT_EXEC_PATH") != 0) return true;
  for (let k = 1; k < end && k < cmd.argc(); k++) if (cmd.argv[k].startsWith("--exec-path=")) return true;
  return false;
}

// ─── configuration files the call points git at ─────────────────────────────────
// GIT_CONFIG_GLOBAL, GIT_CONFIG_SYSTEM, GIT_CONFIG (git config's file), HOME and
// XDG_CONFIG_HOME (where the global file is) given a value by the call: the file may define
// an alias, as a file the call writes may (an include given with -c is Run#configFile).
const CONFIG_FILE_VARS = ["GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG", "HOME", "XDG_CONFIG_HOME", "GIT_COMMON_DIR"];
function pointsAtConfig(cmd: Cmd): bool {
  for (let i = 0; i < CONFIG_FILE_VARS.length; i++) if (envOf(cmd, CONFIG_FILE_VARS[i]) != 0) return true;
  return false;
}
/** A configuration file every git command reads (not GIT_CONFIG: only `git config` reads
 * it) set by the call to other than /dev/null (an empty file: nothing in it). GIT_COMMON_DIR
 * is where the repository's non-worktree files come from, its config among them (git(1)). */
function readsConfigFrom(cmd: Cmd, sub: string): bool {
  for (let i = 0; i < CONFIG_FILE_VARS.length; i++) {
    const n = CONFIG_FILE_VARS[i];
    if (n == "GIT_CONFIG" && sub != "config") continue;
    const st = envOf(cmd, n);
    if (st == 2 || st == 1 && !(envText == "/dev/null" && n.startsWith("GIT_CONFIG_"))) return true;
  }
  return false;
}

// ─── the ext:: transport ─────────────────────────────────────────────────────────
// git-remote-ext(1): a URL `ext::CMD ARGS…` runs CMD (no shell; words apart at blanks, `% `
// a blank in a word, `%%` a `%`, `%s`/`%S` the service's name, `%G`/`%V` no word) when the
// transport is allowed — never by default; `protocol.ext.allow`/`protocol.allow` always or
// user, or GIT_ALLOW_PROTOCOL naming ext. Then each such URL among the command's words and
// the configuration given in the call (`remote.NAME.url`, `url.BASE.insteadOf`) is judged
// as the command it runs; a word known only when it runs may be one: opaque.

/** GIT_ALLOW_PROTOCOL (a colon-separated list) set by the call and naming ext, or unknown. */
function allowsExt(cmd: Cmd): bool {
  const st = envOf(cmd, "GIT_ALLOW_PROTOCOL");
  if (st == 0) return false;
  if (st == 2) return true;
  const t = ":" + envText + ":";
  return t.includes(":ext:");
}

function extCommands(r: Run, from: i32): void {
  const cmd = r.cmd;
  const argv = cmd.argv;
  for (let k = from; k < argv.length; k++) {
    if (!cmd.lit[k]) { cmd.opaque = true; continue; }
    const a = argv[k];
    extUrl(r, a);
    // (an option's attached value: `--remote=ext::…`, `--upload-pack`'s URL beside it)
    const eq = findChar(a, 61);
    if (eq > 0 && a.startsWith("-")) extUrl(r, a.substring(eq + 1));
  }
  const cfg = cmd.gitCfg;
  for (let k = 0; k < cfg.length; k++) {
    const w = cfg[k];
    const eq = findChar(w, 61);
    const v = w.substring(eq + 1);
    // (url.BASE.insteadOf: the base, ext::… in the key, is the URL used)
    if (w.startsWith("url.*.") && !w.startsWith("url.*.base=")) continue;
    if (!cmd.gitCfgLit[k]) { if (w.startsWith("remote.*.")) cmd.opaque = true; continue; }
    extUrl(r, v);
  }
}

function extUrl(r: Run, u: string): void {
  if (!u.startsWith("ext::")) return;
  const words = new Array<string>();
  let b = new Buf();
  let inWord = false;
  for (let i = 5; i < u.length; i++) {
    const c = u.charCodeAt(i);
    if (c == 32) { if (inWord) { words.push(b.toString()); b = new Buf(); inWord = false; } continue; }
    inWord = true;
    if (c == 37 && i + 1 < u.length) {
      const d = u.charCodeAt(++i);
      if (d == 32 || d == 37) b.char(d);
      else if (d == 115 || d == 83) b.str("git-upload-pack");
      // (%G, %V: an argument of their own, not a word of the command)
      continue;
    }
    b.char(c);
  }
  if (inWord) words.push(b.toString());
  if (words.length == 0) return;
  const t = new Buf();
  for (let k = 0; k < words.length; k++) { if (k) t.char(32); t.str(quote(words[k])); }
  r.p.reparse(t.toString(), r.cmd, "git");
}

// ─── configuration files the call writes ───────────────────────────────────────
// A call that writes a git configuration file (`>> .git/config`, `tee ~/.gitconfig`, a
// redirect to "$GIT_DIR/config") or sets an include or an alias with `git config`
// may define an alias there: a later git command whose subcommand is no git command is then
// unknown (gitRun). Its own rules judge the write.

/** Whether `cmd` writes a git configuration file, as far as its words show. */
export function writesGitConfig(cmd: Cmd): bool {
  if (writesConfigText(cmd)) return true;
  if (cmd.argc() == 0) return false;
  const n = cmd.name();
  if (mayBeGit(n) && gitProgram(cmd.word()) == "git") {
    // git config [--file F] alias.X …, include.path …, includeIf.*.path … (set, not read)
    let config = false;
    for (let k = 1; k < cmd.argc(); k++) {
      const a = cmd.argv[k];
      if (a == "config") { config = true; continue; }
      if (!config) continue;
      const key = foldCase(a);
      if (!cmd.lit[k] || key.startsWith("alias.") || key.startsWith("include.") || key.startsWith("includeif.")) return k + 1 < cmd.argc() || !cmd.lit[k];
    }
  }
  return false;
}

/** Whether a program other than git writes a git configuration file: a redirect, tee, the
 * target of cp/mv/install/ln, sed -i / perl -i, dd of=. */
export function writesConfigText(cmd: Cmd): bool {
  for (let i = 0; i < cmd.redirects.length; i++) {
    const r = cmd.redirects[i];
    const op = r.op;
    if (!(op.startsWith(">") || op.startsWith("&>") || op == "<>")) continue;
    if (configPath(r.target) || (!r.literal && mentionsConfig(r.target))) return true;
  }
  if (cmd.argc() == 0) return false;
  const n = isPerl(cmd.name()) ? "perl" : cmd.name();
  if (!WRITERS.has(n)) return false;
  const argc = cmd.argc();
  // (cp, mv, install, ln: the last word is the target — or, with -t, any may be)
  const copies = n == "cp" || n == "mv" || n == "install" || n == "ln";
  let inPlace = n == "tee" || n == "dd" || copies;
  if (n == "sed" || n == "perl") for (let k = 1; k < argc; k++) { const a = cmd.argv[k]; if (a.startsWith("-i") || a.startsWith("--in-place") || (a.length > 1 && a.charCodeAt(0) == 45 && a.charCodeAt(1) != 45 && findChar(a, 105) > 0)) inPlace = true; }
  if (!inPlace) return false;
  let target = false;
  if (copies) for (let k = 1; k < argc; k++) { const a = cmd.argv[k]; if (a == "-t" || a.startsWith("--target-directory")) target = true; }
  for (let k = copies && !target ? argc - 1 : 1; k < argc; k++) {
    const a = cmd.argv[k];
    if (n == "dd" && !a.startsWith("of=")) continue;
    const t = a.startsWith("of=") ? a.substring(3) : a;
    if (configPath(t) || (!cmd.lit[k] && mentionsConfig(t))) return true;
  }
  return false;
}

// A path known only when it runs whose text, as written, names a git configuration file
// (`"$GIT_DIR/config"`, `"$HOME/.gitconfig"`, `$R/.git/config`). (One that shows neither — `> "$(cat f)"` —
// is not taken for a configuration file: a documented limit.)
function mentionsConfig(t: string): bool { return t.includes(".git/") || t.includes("gitconfig") || t.endsWith("/config") || t.endsWith("/config\""); }

// commands whose operands may be a file they write
const WRITERS = new NameSet(latin1(",tee,cp,mv,install,ln,sed,perl,dd,"));

// .git/config (or any …/config inside a .git directory), ~/.gitconfig, $XDG_CONFIG_HOME/git/config,
// the system file (/etc/gitconfig, $(prefix)/etc/gitconfig) and a worktree's own
// (.git/config.worktree, .git/worktrees/NAME/config.worktree: extensions.worktreeConfig) —
// git-config(1) FILES. (otherConfig: any other file named config, checked instead)
let otherConfig = false;
function configPath(t: string): bool {
  if (otherConfig) return (t == "config" || t.endsWith("/config")) && !(t.endsWith("git/config") || t.includes(".git/"));
  return t.endsWith("gitconfig") || t.endsWith("git/config") || ((t.endsWith("/config") || t.endsWith("/config.worktree")) && t.includes(".git/"));
}

/** Whether `cmd` writes a file named `config` that is none of configPath's: the config of
 * another repository (a bare one, or a git directory of another name) — read by a git
 * command the call points there (--git-dir, -C, GIT_DIR: gitRun). */
export function writesOtherConfig(cmd: Cmd): bool {
  otherConfig = true;
  const r = writesConfigText(cmd);
  otherConfig = false;
  return r;
}

// `git config [--global|--file F|…] [set] KEY VALUE` (words from `from`): the entry it
// stores, kept for the call's later git commands; reading modes (--get, --list, --unset, …)
// store nothing.
const CONFIG_VALUED = latin1(",-f,--file,--blob,-t,--type,--default,--comment,--value,--url,");
// trace2 (git(1) "TRACE2", git-config(1) trace2.*): with trace2.configParams (or
// GIT_TRACE2_CONFIG_PARAMS) git prints the value of every configuration key the patterns
// match in each command's trace — `remote.*.url` with its token —, and with trace2.envVars
// (GIT_TRACE2_ENV_VARS) the environment variables named. Read as the command that prints
// them: `git config --list` beside the command; the variables, not known here, unknown.
function trace2(r: Run, level: i32, un: Unwrap): void {
  const cmd = r.cmd;
  if (cmd.via == "git") return; // (the command git runs for it, or an alias's: read once)
  let params = envOf(cmd, "GIT_TRACE2_CONFIG_PARAMS") != 0;
  let vars = envOf(cmd, "GIT_TRACE2_ENV_VARS") != 0;
  for (let k = 0; k < cmd.gitCfg.length; k++) {
    const w = cmd.gitCfg[k];
    if (w.startsWith("trace2.configparams=")) params = true;
    else if (w.startsWith("trace2.envvars=")) vars = true;
  }
  if (vars) cmd.opaque = true;
  if (params) traceConfig(r.p, cmd, level, un);
}

function traceConfig(p: Interp, cmd: Cmd, level: i32, un: Unwrap): void {
  const inner = p.pushInner(cmd, ["git", "config", "--list"], [true, true, true], "git");
  inner.kinds = NO_KINDS;
  un(p, inner, level + 1);
}

function stores(p: Interp, cmd: Cmd, from: i32, level: i32, un: Unwrap): void {
  const argv = cmd.argv;
  const ops = new Array<i32>();
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    // (after `--` every word is an operand: `git config -- KEY -1`)
    if (a == "--") { for (let k = i + 1; k < argv.length; k++) ops.push(k); break; }
    if (a.length > 1 && a.charCodeAt(0) == 45) {
      // (--rename-section, by any prefix parse-options takes — `--ren`: it moves a section's
      // keys under a name of its choosing, alias.*, core.* or diff.* among them; what the
      // section holds is not known here — git-config(1): as a key known only at run time)
      if (a.length >= 5 && "--rename-section".startsWith(a)) { p.gitSetsLost = true; return; }
      if (a.startsWith("--get") || a == "-l" || a == "--list" || a.startsWith("--unset") || a.startsWith("--rename") || a.startsWith("--remove") || a == "-e" || a == "--edit") return;
      // (a long one by any prefix, as parse-options takes it: `--typ`; an ambiguous one is
      // an error)
      if (findChar(a, 61) < 0 && listed(CONFIG_VALUED, a, true)) i++;
      continue;
    }
    ops.push(i);
  }
  let k = 0;
  if (ops.length && argv[ops[0]] == "rename-section") { p.gitSetsLost = true; return; } // (git 2.46's spelling)
  if (ops.length && argv[ops[0]] == "set") k = 1; // (git 2.46's `git config set KEY VALUE`)
  else if (ops.length && (argv[ops[0]] == "get" || argv[ops[0]] == "list" || argv[ops[0]] == "unset")) return;
  if (ops.length - k < 2) return;
  const key = argv[ops[k]], value = argv[ops[k + 1]];
  if (!cmd.lit[ops[k]] || p.gitSets.length >= 64) { p.gitSetsLost = true; return; }
  // a program stored for git to run later (core.fsmonitor, core.pager, a credential helper,
  // a filter …) is judged now, as the command it will be: later calls run it unseen (before
  // the entry is kept: the git commands it runs do not read it again)
  if (storesProgram(key)) { const sr = new Run(p, cmd); sr.entry(key, value, cmd.lit[ops[k + 1]]); startEditors(sr, ""); }
  storesLater(p, cmd, foldCase(key), value, cmd.lit[ops[k + 1]], level, un);
  // (an entry stored again is kept once, last — git reads a key's last value: an alias
  // set to a, b, then a again is a)
  const entry = key + "=" + value, lit = cmd.lit[ops[k + 1]], prog = storesProgram(key);
  for (let e = 0; e < p.gitSets.length; e++) if (p.gitSetsLit[e] == lit && p.gitSets[e] == entry) {
    p.gitSets.splice(e, 1); p.gitSetsLit.splice(e, 1);
    if (prog) p.gitSetProgs--;
    break;
  }
  p.gitSets.push(entry);
  p.gitSetsLit.push(lit);
  if (prog) p.gitSetProgs++;
}

// What a stored key makes later calls do, judged now as a stored program is (the calls that
// use it are not seen): an alias, as the command it expands to (`alias.st '!git add -A'`
// is `git add -A`); trace2's parameters, as the configuration they print; the hooks'
// directory, an included file, autocorrect's guesses: what they run is not known here.
function storesLater(p: Interp, cmd: Cmd, key: string, value: string, known: bool, level: i32, un: Unwrap): void {
  const first = findChar(key, 46), last = lastChar(key, 46);
  if (first <= 0 || last == key.length - 1) return;
  const section = key.substring(0, first), name = key.substring(last + 1);
  if (section == "alias" && last > 0) {
    if (!known) { cmd.opaque = true; return; }
    if (value.length && value.charCodeAt(0) == 33) { p.reparse(value.substring(1), cmd, "git"); return; }
    const words = splitCmdline(value);
    if (splitBad) { cmd.opaque = true; return; }
    if (words.length == 0) return;
    const na = new Array<string>(), nl = new Array<bool>();
    na.push("git"); nl.push(true);
    for (let k = 0; k < words.length; k++) { na.push(words[k]); nl.push(true); }
    const inner = p.pushInner(cmd, na, nl, "git");
    inner.kinds = NO_KINDS;
    un(p, inner, level + 1);
    return;
  }
  if (section == "trace2" && name == "configparams") { traceConfig(p, cmd, level, un); return; }
  // (gc.worktreePruneExpire: every later gc, automatic ones too, prunes worktrees' files as
  // `git worktree prune` does; init.templateDir: the next init or clone copies its hooks)
  if (section == "gc" && name == "worktreepruneexpire") {
    const l = foldCase(value);
    if (!known || !(l == "never" || l == "false" || l == "off" || l == "no" || l == "0")) {
      const inner = p.pushInner(cmd, ["git", "worktree", "prune"], [true, true, true], "git");
      inner.kinds = NO_KINDS;
      un(p, inner, level + 1);
    }
    return;
  }
  if (section == "init" && name == "templatedir") { cmd.opaque = true; return; }
  // (core.worktree moves where every later checkout, restore, switch, reset writes the
  // tree's files — into .git/hooks as well, a hook installed: as --work-tree does, git(1))
  if (section == "trace2" && name == "envvars" || section == "core" && (name == "hookspath" || name == "worktree") || name == "path" && (section == "include" || section == "includeif")) { cmd.opaque = true; return; }
  if (section == "help" && name == "autocorrect") {
    const l = foldCase(value);
    if (!known || !(l == "0" || l == "false" || l == "no" || l == "off" || l == "never" || l == "show" || l == "prompt")) cmd.opaque = true;
  }
}

// A key whose value git runs as a program (programKey; not an alias, which runs only when
// its name is used, nor help.autocorrect, a setting).
function storesProgram(key: string): bool {
  const first = findChar(key, 46), last = lastChar(key, 46);
  if (first <= 0 || last == key.length - 1) return false;
  const kind = programKey(foldCase(key.substring(0, first)), last > first, foldCase(key.substring(last + 1)));
  return kind != 0 && kind != P_ALIAS && kind != P_AUTOCORRECT;
}

// The global options read again for the alias of the subcommand at `end`.
function scanGlobals(r: Run, end: i32): void {
  const cmd = r.cmd;
  const argv = cmd.argv;
  const aliasOnly = new Run(r.p, cmd);
  aliasOnly.aliasName = r.aliasName;
  // (an alias an earlier `git config alias.X …` of the call stored)
  const sets = r.p.gitSets;
  for (let k = 0; k < sets.length; k++) {
    const w = sets[k];
    const eq = findChar(w, 61);
    const key = w.substring(0, eq);
    const dot = lastChar(key, 46);
    if (foldCase(key.substring(0, findChar(key, 46) + 1)) != "alias." || foldCase(key.substring(dot + 1)) != r.aliasName) continue;
    r.hasAlias = true; r.alias = w.substring(eq + 1); r.aliasKnown = r.p.gitSetsLit[k];
  }
  for (let i = 1; i < end; i++) {
    const a = argv[i];
    let w = "";
    let lit = false;
    let env = false;
    if (a == "-c") { if (i + 1 >= end) break; w = argv[++i]; lit = cmd.lit[i]; }
    else if (a.startsWith("-c") && !a.startsWith("-C")) { w = a.substring(2); lit = cmd.lit[i]; }
    else if (a == "--config-env") { if (i + 1 >= end) break; w = argv[++i]; lit = cmd.lit[i]; env = true; }
    else if (a.startsWith("--config-env=")) { w = a.substring(13); lit = cmd.lit[i]; env = true; }
    else { if (findChar(a, 61) < 0 && listed(GLOBAL_VALUED, a)) i++; continue; }
    const eq = findChar(w, 61);
    const key = eq >= 0 ? w.substring(0, eq) : w;
    if (!plainKey(key)) continue; // (made opaque already)
    const dot = lastChar(key, 46);
    if (foldCase(key.substring(0, findChar(key, 46) + 1)) != "alias." || foldCase(key.substring(dot + 1)) != r.aliasName) continue;
    if (env) { configEnvAlias(r, w, lit); continue; }
    r.hasAlias = true; r.alias = eq >= 0 ? w.substring(eq + 1) : ""; r.aliasKnown = lit;
  }
}

// --config-env=KEY=ENV: KEY's value is ENV's, known when the call assigns it literally.
function configEnv(r: Run, w: string, lit: bool): void {
  const eq = lastChar(w, 61);
  if (eq <= 0 || !lit) { if (!plainKey(eq > 0 ? w.substring(0, eq) : w)) r.cmd.opaque = true; else if (eq > 0) r.entry(w.substring(0, eq), "", false); return; }
  const st = envOf(r.cmd, w.substring(eq + 1));
  r.entry(w.substring(0, eq), st == 1 ? envText : "", st == 1);
}
function configEnvAlias(r: Run, w: string, lit: bool): void {
  const eq = lastChar(w, 61);
  const st = lit && eq > 0 ? envOf(r.cmd, w.substring(eq + 1)) : 2;
  r.hasAlias = true; r.alias = st == 1 ? envText : ""; r.aliasKnown = st == 1;
}

// The alias the call defines for the subcommand (at `at`): its words in the subcommand's
// place (git's split_cmdline), or, for `!CMD`, CMD run by the shell with the arguments.
function alias(r: Run, at: i32, level: i32, un: Unwrap): void {
  const cmd = r.cmd;
  cmd.wraps = true;
  if (!r.aliasKnown) { cmd.opaque = true; return; }
  const argv = cmd.argv;
  const v = r.alias;
  if (v.length && v.charCodeAt(0) == 33) {
    const b = new Buf();
    b.str(v.substring(1));
    let lit = true;
    for (let k = at + 1; k < argv.length; k++) if (!cmd.lit[k]) lit = false;
    if (at + 1 < argv.length) {
      if (lit) { for (let k = at + 1; k < argv.length; k++) { b.char(32); b.str(quote(argv[k])); } }
      else b.str(" \"$@\"");
    }
    r.p.reparse(b.toString(), cmd, "git");
    return;
  }
  const words = splitCmdline(v);
  if (splitBad) { cmd.opaque = true; return; }
  if (words.length == 0 || foldCase(words[0]) == r.aliasName) return; // (git refuses: empty, or recursive)
  const na = new Array<string>();
  const nl = new Array<bool>();
  const multi = cmd.kinds.length > 0;
  const nk = new Array<u8>();
  for (let k = 0; k < at; k++) { na.push(argv[k]); nl.push(cmd.lit[k]); nk.push(k < cmd.kinds.length ? cmd.kinds[k] : 0); }
  for (let k = 0; k < words.length; k++) { na.push(words[k]); nl.push(true); nk.push(0); }
  for (let k = at + 1; k < argv.length; k++) { na.push(argv[k]); nl.push(cmd.lit[k]); nk.push(k < cmd.kinds.length ? cmd.kinds[k] : 0); }
  const inner = r.p.pushInner(cmd, na, nl, "git");
  if (multi) inner.kinds = nk; else inner.kinds = NO_KINDS;
  un(r.p, inner, level + 1);
}

// git's split_cmdline: words apart at blanks, '…' and "…" quoting, \ escaping outside
// single quotes. splitBad: an unclosed quote (git refuses the alias).
let splitBad = false;
function splitCmdline(s: string): Array<string> {
  const out = new Array<string>();
  splitBad = false;
  let b = new Buf();
  let inWord = false;
  let q = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (q == 0 && (c == 32 || c == 9 || c == 10)) { if (inWord) { out.push(b.toString()); b = new Buf(); inWord = false; } continue; }
    inWord = true;
    if (c == 92 && q != 39) { if (i + 1 < s.length) b.char(s.charCodeAt(++i)); continue; }
    if (q == 0 && (c == 39 || c == 34)) { q = c; continue; }
    if (q != 0 && c == q) { q = 0; continue; }
    b.char(c);
  }
  if (q != 0) splitBad = true;
  if (inWord) out.push(b.toString());
  return out;
}

// ─── subcommands' options that take a command ───────────────────────────────────

function subcommand(r: Run, sub: string, from: i32, level: i32, un: Unwrap): void {
  const s = sub;
  if (s == "difftool") optionCommands(r, from, latin1(",--extcmd,"), 120 /* x */, latin1(",-t,-x,"), P_ARGS, false);
  else if (s == "rebase") optionCommands(r, from, latin1(",--exec,"), 120 /* x */, latin1(",-s,-X,-x,-C,"), P_SHELL, false);
  else if (s == "grep") optionCommands(r, from, latin1(",--open-files-in-pager,"), 79 /* O */, latin1(",-e,-f,-A,-B,-C,-m,-O,"), P_ARGS, true);
  else if (s == "fetch" || s == "pull" || s == "ls-remote" || s == "fetch-pack") optionCommands(r, from, latin1(",--upload-pack,--exec,"), 0, latin1(","), P_ARGS, false);
  else if (s == "clone") { optionCommands(r, from, latin1(",--upload-pack,"), 117 /* u */, latin1(",-b,-o,-u,-j,-c,"), P_ARGS, false); cloneConfig(r, from); }
  else if (s == "push" || s == "send-pack" || s == "archive") optionCommands(r, from, latin1(",--receive-pack,--exec,"), 0, latin1(","), P_ARGS, false);
  else if (s == "send-email") { optionCommands(r, from, latin1(",--to-cmd,--cc-cmd,--header-cmd,--sendmail-cmd,"), 0, latin1(","), P_ARGS, false, false); optionCommands(r, from, latin1(",--smtp-server,"), 0, latin1(","), P_SMTP, false, false); }
  else if (s == "filter-branch") optionCommands(r, from, latin1(",--setup,--env-filter,--tree-filter,--index-filter,--parent-filter,--msg-filter,--commit-filter,--tag-name-filter,"), 0, latin1(","), P_SHELL, false);
  else if (s == "instaweb") optionCommands(r, from, latin1(",--httpd,"), 100 /* d */, latin1(",-d,-m,-p,-b,"), P_ARGS, false);
  else if (s == "submodule") wordsCommand(r, from, "foreach", level, un);
  else if (s == "bisect") wordsCommand(r, from, "run", level, un);
  else if (s == "shell" || s == "http-backend" || s == "daemon") serverCommand(r, s, from);
}

// git's server wrappers, which run receive-pack (a push into a repository: its refs updated
// from what the client sends) among other services: git-shell -c CMD runs CMD (git-receive-pack
// 'DIR', git-upload-pack, or a command of ~/git-shell-commands), read as the command it is;
// without -c it reads its commands from standard input; http-backend runs the service the
// request (its environment and standard input) names; daemon runs receive-pack once
// --enable=receive-pack (or --allow-override) allows it (git-shell(1), git-http-backend(1),
// git-daemon(1)). What they run is not known here but for -c: unknown.
function serverCommand(r: Run, s: string, from: i32): void {
  const cmd = r.cmd;
  const argv = cmd.argv;
  if (s == "shell") {
    if (from < argv.length && argv[from] == "-c" && cmd.lit[from] && from + 1 < argv.length) r.program(P_SHELL, argv[from + 1], cmd.lit[from + 1]);
    else cmd.opaque = true;
    return;
  }
  if (s == "http-backend") { cmd.opaque = true; return; }
  for (let k = from; k < argv.length; k++) if (!cmd.lit[k] || argv[k].includes("receive-pack") || argv[k].includes("receivepack")) { cmd.opaque = true; return; }
}

// Options (long, and one short letter) whose value is a command of kind `kind`; `valued`:
// the subcommand's short options that take a value (a bundle ends there); `optional`: the
// value is only ever attached (grep -O[PAGER], --open-files-in-pager[=PAGER]); `abbrev`: a
// long option may be written as any prefix of it (parse-options; not send-email's Perl).
function optionCommands(r: Run, from: i32, longs: List, short: i32, valued: List, kind: u8, optional: bool, abbrev: bool = true): void {
  const cmd = r.cmd;
  const argv = cmd.argv;
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--" && cmd.lit[i]) return;
    if (a.length < 2 || a.charCodeAt(0) != 45) continue;
    if (a.charCodeAt(1) == 45) {
      const eq = findChar(a, 61);
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name.length < 4 || !listed(longs, name, abbrev)) continue;
      if (eq >= 0) r.program(kind, a.substring(eq + 1), cmd.lit[i]);
      else if (!optional && i + 1 < argv.length) { r.program(kind, argv[i + 1], cmd.lit[i + 1]); i++; }
      continue;
    }
    // a bundle of short options: the letter takes the rest of it or the next word
    for (let k = 1; k < a.length; k++) {
      const c = a.charCodeAt(k);
      if (c == short) {
        if (k + 1 < a.length) r.program(kind, a.substring(k + 1), cmd.lit[i]);
        else if (!optional && i + 1 < argv.length) { r.program(kind, argv[i + 1], cmd.lit[i + 1]); i++; }
        break;
      }
      if (listed(valued, "-" + a.charAt(k))) { if (k + 1 == a.length) i++; break; }
    }
  }
}
// `git clone -c KEY=VALUE` / `--config KEY=VALUE`: configuration of the new repository,
// in effect for the clone's own fetch and checkout.
function cloneConfig(r: Run, from: i32): void {
  const cmd = r.cmd;
  const argv = cmd.argv;
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--" && cmd.lit[i]) return;
    if ((a == "-c" || a == "--config") && i + 1 < argv.length) { r.kv(argv[i + 1], cmd.lit[i + 1]); i++; }
    else if (a.startsWith("--config=")) r.kv(a.substring(9), cmd.lit[i]);
    else if (a.startsWith("-c") && a.length > 2) r.kv(a.substring(2), cmd.lit[i]);
    else if (listed(latin1(",-b,-o,-u,-j,--branch,--origin,--upload-pack,--template,--reference,--depth,--jobs,--filter,--separate-git-dir,"), a)) i++;
  }
}

// `git submodule [opts] foreach [--recursive] CMD…`, `git bisect run CMD…`: one word is a
// command line for the shell, several are a command and its arguments.
function wordsCommand(r: Run, from: i32, verb: string, level: i32, un: Unwrap): void {
  const cmd = r.cmd;
  const argv = cmd.argv;
  let i = from;
  while (i < argv.length && argv[i].startsWith("-") && cmd.lit[i]) i++;
  if (i >= argv.length || argv[i] != verb || !cmd.lit[i]) return;
  i++;
  while (i < argv.length && cmd.lit[i] && (argv[i] == "--recursive" || argv[i] == "-q" || argv[i] == "--quiet")) i++;
  if (i < argv.length && argv[i] == "--" && cmd.lit[i]) i++;
  if (i >= argv.length) return;
  if (i + 1 == argv.length) { r.program(P_SHELL, argv[i], cmd.lit[i]); return; }
  const inner = r.p.pushInner(cmd, argv.slice(i), cmd.lit.slice(i), "git");
  if (cmd.kinds.length > i) inner.kinds = cmd.kinds.slice(i);
  // (with the configuration git hands on: passedOn)
  if (r.p.gitParams.length) {
    const sc = new Scope(inner.scope, SCOPE_CHILD);
    sc.set("GIT_CONFIG_PARAMETERS", r.p.gitParamsKnown ? V_KNOWN : V_UNKNOWN, r.p.gitParams, true);
    inner.scope = sc;
    r.p.gitEnvSet = true;
  }
  // (git runs it and goes on: the git command is still one)
  cmd.wraps = false;
  cmd.innerRedirects = false;
  un(r.p, inner, level + 1);
}
