// git's own indirection (wasm/shell/gitrun.ts): the programs git runs because the call
// configures it to — -c KEY=VALUE, --config-env, GIT_CONFIG_COUNT/PARAMETERS, the
// environment (GIT_PAGER, GIT_EDITOR, …), subcommand options that take a command (difftool
// -x, grep -O, rebase --exec …), aliases defined in the call — are judged as commands; a
// program known only when it runs makes the call ask. git spelled as a Windows program
// (git.exe, C:\…\git.exe) is git. Through real builds of destructive and readonly.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const loaded = async (file) => load(readFileSync((await built(file)).result.wasmPath), hostFacts(), { reuse: true });
const destructive = await loaded("rules/destructive.ts");
const readonly = await loaded("rules/readonly.ts");
const call = (c, command) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w/p", project_dir: "/w/p", "tool_input.command": command }).tier;
const tier = (command) => call(destructive, command);

// [command, tier] under destructive
const CASES = [
  // configuration that names a program: -c, every spelling of the key
  ["git -c core.pager='rm -rf ~' log", "deny"],
  ["git -ccore.pager='rm -rf ~' log", "deny"],
  ["git -c CORE.PAGER='rm -rf ~' log", "deny"],
  ["git -c core.editor='rm -rf ~' commit", "deny"],
  ["git -c core.sshCommand='rm -rf ~' fetch", "deny"],
  ["git -c diff.external='rm -rf ~' diff", "deny"],
  ["git -c core.fsmonitor='rm -rf ~' status", "deny"],
  ["git -c sequence.editor='rm -rf ~' rebase -i HEAD~2", "deny"],
  ["git -c credential.helper='!rm -rf ~' fetch", "deny"],
  ["git -c Credential.https://X.example.Helper='!rm -rf ~' fetch", "deny"],
  ["git -c pager.log='rm -rf ~' log", "deny"],
  ["git -c diff.foo.textconv='rm -rf ~' diff", "deny"],
  ["git -c filter.lfs.smudge='rm -rf ~' checkout main", "deny"],
  ["git -c merge.ours.driver='rm -rf ~' merge x", "deny"],
  ["git -c mergetool.x.cmd='rm -rf ~' mergetool -t x", "deny"],
  ["git -c remote.origin.uploadpack='rm -rf ~' fetch", "deny"],
  ["git -c submodule.x.update='!rm -rf ~' submodule update", "deny"],
  ["git -c interactive.diffFilter='rm -rf ~' add -p", "deny"],
  ["git -c gpg.program='rm -rf ~' commit -S -m x", "silent"], // (a program's path, run without a shell)
  ["git clone -c core.fsmonitor='rm -rf ~' /x y", "deny"],
  // … from the environment, as git(1) reads it
  ["GIT_PAGER='rm -rf ~' git log", "deny"],
  ["PAGER='rm -rf ~' git log", "deny"],
  ["GIT_EDITOR='rm -rf ~' git commit", "deny"],
  ["EDITOR='rm -rf ~' git commit", "deny"],
  ["GIT_SSH_COMMAND='rm -rf ~' git fetch", "deny"],
  ["GIT_EXTERNAL_DIFF='rm -rf ~' git diff", "deny"],
  ["export GIT_PAGER='rm -rf ~'; git log", "deny"],
  ["GIT_PAGER='rm -rf ~'; git log", "deny"],
  ["env GIT_PAGER='rm -rf ~' git log", "deny"],
  ["sudo GIT_PAGER='rm -rf ~' git log", "deny"],
  ["GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0='rm -rf ~' git log", "deny"],
  ["GIT_CONFIG_COUNT=2 GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0=x GIT_CONFIG_KEY_1=core.pager GIT_CONFIG_VALUE_1='rm -rf ~' git log", "deny"],
  ["GIT_CONFIG_PARAMETERS=\"'core.pager'='rm -rf ~'\" git log", "deny"],
  ["ENV='rm -rf ~' git --config-env=core.pager=ENV log", "deny"],
  ["ENV='rm -rf ~' git --config-env core.pager=ENV log", "deny"],
  // subcommands' options that take a command
  ["git difftool -x 'rm -rf ~'", "deny"],
  ["git difftool --extcmd='rm -rf ~'", "deny"],
  ["git difftool --extcmd 'rm -rf ~'", "deny"],
  ["git grep -O'rm -rf ~' x", "deny"],
  ["git grep --open-files-in-pager='rm -rf ~' x", "deny"],
  ["git rebase -x 'rm -rf ~' main", "deny"],
  ["git rebase --exec='rm -rf ~' main", "deny"],
  ["git submodule foreach 'rm -rf ~'", "deny"],
  ["git submodule foreach --recursive git reset --hard", "deny"],
  ["git bisect run rm -rf ~", "deny"],
  ["git filter-branch --tree-filter 'rm -rf ~' HEAD", "deny"],
  ["git fetch --upload-pack='rm -rf ~' origin", "deny"],
  ["git clone -u 'rm -rf ~' /x y", "deny"],
  ["git push --receive-pack='rm -rf ~' origin", "deny"],
  // aliases defined in the call: expanded (a ! alias is a shell command line)
  ["git -c alias.x='reset --hard' x", "deny"],
  ["git -c alias.x=reset x --hard", "deny"],
  ["git -c alias.x=y -c alias.y='reset --hard' x", "deny"],
  ["git -c alias.x='!rm -rf ~' x", "deny"],
  ["git -c alias.x='!rm -rf' x ~", "deny"],
  ["git -c alias.x='!f() { rm -rf ~; }; f' x", "deny"],
  ["GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.x GIT_CONFIG_VALUE_0='reset --hard' git x", "deny"],
  ["GIT_CONFIG_PARAMETERS=\"'alias.x=reset --hard'\" git x", "deny"],
  ["git config --global alias.wipe '!rm -rf .'", "deny"],  // (stored: judged now as what it runs)
  // git as Windows spells it
  ["git.exe reset --hard", "deny"],
  ["GIT.EXE reset --hard", "deny"],
  ["C:/Program\\ Files/Git/bin/git.exe reset --hard", "deny"],
  ["'C:\\Program Files\\Git\\cmd\\git.exe' reset --hard", "deny"],
  ["git-reset.exe --hard", "deny"],
  // a program known only when it runs: opaque, asked
  ["git -c core.pager=\"$P\" log", "ask"],
  ["git -c \"$KV\" log", "ask"],
  ["git --config-env=core.pager=ENV log", "ask"],
  ["git -c alias.x=\"$A\" x", "ask"],
  ["git -c alias.x='!rm -rf' x \"$D\"", "ask"],
  ["GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0=\"$V\" git log", "ask"],
  ["GIT_CONFIG_PARAMETERS=\"$P\" git log", "ask"],
  ["GIT_PAGER=\"$P\" git log", "ask"],
  ["git difftool -x \"$T\"", "ask"],
  ["git -c help.autocorrect=1 lgo", "ask"],           // (runs its guess for the typo)
  ["git -c help.autocorrect=immediate lgo", "ask"],
  // counter-cases: nothing destructive runs
  ["git log", "silent"],
  ["git -c core.pager=less log", "silent"],
  ["git -c color.ui=never log", "silent"],
  ["GIT_PAGER=cat git log", "silent"],
  ["git difftool --tool=meld", "silent"],
  ["git difftool -t meld", "silent"],
  ["git -c pager.log=false log", "silent"],
  ["git -c core.fsmonitor=true status", "silent"],
  ["git -c credential.helper=store push", "silent"],
  ["git -c user.name=\"$N\" commit -m x", "silent"],
  ["git -c alias.x='reset --hard' status", "silent"],  // (defined, not used)
  ["git -c alias.st=status st", "silent"],
  ["git -c alias.x=x x", "silent"],                    // (git refuses a recursive alias)
  ["git -c help.autocorrect=1 status", "silent"],
  ["git -c help.autocorrect=0 lgo", "silent"],
  // help.autocorrect in the user's own configuration (not read): git may run its single best
  // guess for a subcommand it does not have (help.c), so that guess is a possible command
  ["git rset --hard", "ask"],
  ["git reest --hard HEAD~3", "ask"],
  ["git psuh --force origin main", "ask"],
  ["git stahs drop", "ask"],
  ["git clena -fdx", "ask"],
  ["git -c help.autocorrect=0 rset --hard", "silent"],  // (the call turns it off)
  ["git rset --soft HEAD~1", "silent"],                  // (its guess harms nothing)
  ["git st", "silent"],          // (a prefix of a common command: only suggested)
  ["git clen -fdx", "ask"],      // (clean and clone tie: today's git runs neither, one without either may)
  ["git resot --hard", "ask"],   // (reset and restore tie: a git before 2.23 has no restore)
  ["git lfs pull", "silent"],    // (an external git-lfs, or `git log pull`)
  ["git flow feature start x", "silent"],
  ["GIT_EDITOR=vim git commit", "silent"],
  // the rebase todo edited by a program: what it writes there (exec, drop) is not known
  ["GIT_SEQUENCE_EDITOR=\"sed -i '1i exec rm -rf ~'\" git rebase -i HEAD~1", "deny"],
  ["GIT_SEQUENCE_EDITOR=\"sed -i 's/^pick/drop/'\" git rebase -i --root", "ask"],
  ["git -c sequence.editor=\"perl -pi -e s/pick/drop/\" rebase -i HEAD~3", "ask"],
  ["GIT_SEQUENCE_EDITOR=true git rebase -i --autosquash HEAD~3", "silent"],
  // hooks from a directory the call names: programs not known here, where the command runs hooks
  ["git -c core.hooksPath=/tmp/h commit -m x", "ask"], ["git -c CORE.HOOKSPATH=/tmp/h merge topic", "ask"],
  ["git -c core.hooksPath=.githooks status", "silent"],
  ["git -c core.editor='code --wait' commit", "silent"],
  ["git rebase -i --exec 'make test' main", "silent"],
  ["git bisect run make test", "silent"],
  ["git grep -O foo", "silent"],
  ["git send-email --to foo@example.com x.patch", "silent"],
  // configuration an earlier `git config KEY VALUE` of the call stores
  ["git config core.pager 'rm -rf ~'; git log", "deny"],
  ["git config --global core.editor 'rm -rf ~' && git commit", "deny"],
  ["git config set core.pager 'rm -rf ~'; git log", "deny"],
  ["git config alias.x 'reset --hard'; git x", "deny"],
  ["git config \"$K\" x; git log", "ask"],
  ["git config --get core.pager; git log", "silent"],
  ["git config core.pager less; git log", "silent"],
  // a program stored for git to run later is judged now, as the command it will be
  ["git config core.fsmonitor 'rm -rf ~'", "deny"],
  ["git config --global core.editor vim", "silent"],
  ["git config diff.x.textconv \"$T\"", "ask"],
  ["git config credential.helper store; git push", "silent"],      // (the helper's own git reads no stored helper again)
  ["git -c core.pager=less log", "silent"],
  ["git config user.name me && git log", "silent"],
  // more keys whose value git runs (git-config(1)): config-based hooks, trailer commands,
  // imap-send's tunnel, instaweb's httpd
  ["git -c hook.pre.command='rm -rf ~' commit -m x", "deny"],
  ["git -c trailer.sign.cmd='rm -rf ~' commit --trailer sign=x -m x", "deny"],
  ["git -c trailer.sign.command='rm -rf ~' interpret-trailers", "deny"],
  ["git -c imap.tunnel='rm -rf ~' imap-send", "deny"],
  ["git -c instaweb.httpd='rm -rf ~' instaweb", "deny"],
  ["git -c core.askPass='rm -rf ~' fetch", "deny"],
  ["git -c hook.pre.command=\"$H\" commit -m x", "ask"],
  // the ext:: transport, once the call allows it: the command a URL runs
  ["git -c protocol.ext.allow=always clone 'ext::sh -c rm% -rf% ~' x", "deny"],
  ["git -c protocol.allow=always fetch 'ext::sh -c rm% -rf% ~'", "deny"],
  ["git -c protocol.ext.allow=user ls-remote 'ext::sh -c rm% -rf% ~'", "deny"],
  ["GIT_ALLOW_PROTOCOL=file:ext git fetch 'ext::sh -c rm% -rf% ~'", "deny"],
  ["git -c protocol.ext.allow=always -c remote.origin.url='ext::sh -c rm% -rf% ~' fetch origin", "deny"],
  ["git -c protocol.ext.allow=always -c 'url.ext::sh -c rm% -rf% ~% #.insteadOf=x:' fetch x:y", "deny"],
  ["git -c protocol.ext.allow=always fetch \"$URL\"", "ask"],
  ["git clone 'ext::sh -c rm% -rf% ~' x", "silent"],                 // (never allowed by default)
  ["git -c protocol.ext.allow=never clone 'ext::sh -c rm% -rf% ~' x", "silent"],
  ["git -c protocol.ext.allow=always clone 'ext::git-upload-pack% x' y", "silent"],
  // a configuration file the call points git at may define the alias used: unknown
  ["GIT_CONFIG_GLOBAL=/tmp/g git x", "ask"],
  ["GIT_CONFIG_SYSTEM=/tmp/g git x", "ask"],
  ["HOME=/tmp/h git x", "ask"],
  ["export XDG_CONFIG_HOME=/tmp/h; git x", "ask"],
  ["git -c include.path=/tmp/g x", "ask"],
  ["git -c includeIf.onbranch:main.path=/tmp/g x", "ask"],
  ["P=/tmp/g git --config-env=include.path=P x", "ask"],
  // … and the programs it may name with any git command (core.pager, core.fsmonitor,
  // diff.external, core.hooksPath): unknown too; /dev/null is an empty file
  ["GIT_CONFIG_GLOBAL=/tmp/g git status", "ask"],
  ["git -c include.path=/tmp/g log", "ask"],
  ["export GIT_CONFIG_SYSTEM=/tmp/g; git diff", "ask"],
  ["GIT_COMMON_DIR=/tmp/o git diff", "ask"],
  ["GIT_CONFIG_GLOBAL=/dev/null git status", "silent"],
  ["GIT_CONFIG=/tmp/g git status", "silent"],                       // (read by git config only)
  // a section renamed: what it holds, alias.* or core.* now, is not known
  ["git config --rename-section x alias; git y", "ask"],
  ["git config --rename-s x core; git status", "ask"],
  ["git config rename-section x alias; git y", "ask"],
  ["git config --rename-section x y", "silent"],
  // configuration files the call writes: the system's and a worktree's own; a file named
  // config elsewhere once git is pointed at another repository
  ["echo x > /etc/gitconfig; git status", "ask"],
  ["echo x > .git/config.worktree; git status", "ask"],
  ["echo x > /tmp/r/config; git --git-dir=/tmp/r status", "ask"],
  ["echo x > /tmp/r/config; GIT_DIR=/tmp/r git status", "ask"],
  ["echo x > /tmp/r/config; git status", "silent"],
  // git hands its -c configuration on to the programs it runs (GIT_CONFIG_PARAMETERS)
  ["git -c alias.x='!git y' -c alias.y='reset --hard' x", "deny"],
  ["git -c alias.y='reset --hard' -c core.pager='git y' log", "deny"],
  ["git -c alias.y='clean -fd' submodule foreach git y", "deny"],
  ["git -c alias.y='clean -fd' bisect run git y", "deny"],
  ["git -c alias.y='clean -fd' -c alias.x='!git y' log", "silent"],
  ["git -c core.pager='git log' log", "silent"],                    // (inherited, the pager is not run again)
  // core.hooksPath with a command that updates refs (the reference-transaction hook) or runs one
  ["git -c core.hooksPath=/tmp/h tag v1", "ask"],
  ["git -c core.hooksPath=/tmp/h update-ref refs/x HEAD", "ask"],
  ["git -c core.hooksPath=/tmp/h hook run pre-commit", "ask"],
  ["GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.hooksPath GIT_CONFIG_VALUE_0=/tmp/h git tag v1", "ask"],
  ["git -c core.hooksPath=/tmp/h log", "silent"],
  // core.worktree stored: where later commands write the tree is not known
  ["git config core.worktree /tmp/w", "ask"],
  // git's server wrappers: the service they run
  ["git-shell -c \"git-upload-pack '/tmp/r'\"", "silent"],
  ["git shell", "ask"],
  ["git http-backend", "ask"],
  ["git daemon --enable=receive-pack", "ask"],
  ["git daemon --base-path=/srv", "silent"],
  ["git lg", "silent"],                                              // (the host's own configuration: trusted)
  // git's front ends: hub runs git with the same words; yadm on the dotfiles repository
  ["hub reset --hard", "deny"],
  ["yadm reset --hard", "deny"],
  ["yadm enter git clean -fdx", "deny"],
  ["yadm bootstrap", "ask"],
  ["hub pull-request -m x", "silent"],
  ["yadm list", "silent"],
  ["vcsh dotfiles reset --hard", "deny"],
  ["vcsh run dotfiles git clean -fdx", "deny"],
  ["vcsh foreach -g push --force", "deny"],
  ["vcsh list", "silent"],
  // a template directory the call names: clone runs its hooks (post-checkout); instaweb's
  // --httpd is a command line
  ["git clone --template=/tmp/t https://h/r", "ask"],
  ["git clone --templ /tmp/t https://h/r", "ask"],
  ["GIT_TEMPLATE_DIR=/tmp/t git clone https://h/r", "ask"],
  ["git -c init.templateDir=/tmp/t clone https://h/r", "ask"],
  ["git clone https://h/r", "silent"],
  ["git instaweb --httpd='rm -rf ~ lighttpd'", "deny"],
  ["git instaweb -d 'rm -rf ~'", "deny"],
  ["git instaweb -d 'git reset --hard'", "ask"],                   // (git appends arguments of its own, not known here)
  // an editor runs only where git has something edited (git-config(1) core.editor: "commands
  // such as commit and tag"): every command but the builtins that never edit starts it
  ["git -c core.editor='rm -rf ~' tag -a v1", "deny"],
  ["git -c core.editor='rm -rf ~' branch --edit-description", "deny"],
  ["git -c core.editor='rm -rf ~' add -p", "deny"],
  ["git -c core.editor='rm -rf ~' -c alias.lg=commit lg", "deny"],  // (an alias may edit)
  ["git -c core.editor='rm -rf ~' lg", "deny"],                     // (a git-lg program or an alias from a file)
  ["git -c core.editor='rm -rf ~'", "deny"],
  ["git clone -c core.editor='rm -rf ~' https://h/r", "deny"],
  ["git config core.editor 'rm -rf ~'; git log", "deny"],           // (judged where it is stored)
  ["git -c core.editor='rm -rf ~' log", "silent"],
  // (… but a git it runs that edits starts the editor it is handed: a pager, an alias)
  ["git -c core.editor='rm -rf ~' -c core.pager='git commit' log", "deny"],
  ["git -c core.pager='git commit' -c core.editor='rm -rf ~' log", "deny"],
  ["GIT_EDITOR='rm -rf ~' git -c core.pager='git commit' log", "deny"],
  ["git -c core.editor='rm -rf ~' -c alias.x='!git commit' x", "deny"],
  ["git -c core.editor='rm -rf ~' -c core.pager='git log' log", "silent"],
  ["git -c core.editor='git commit' commit", "ask"],                // (an editor that is itself such a git: the depth limit)
  ["GIT_EDITOR='rm -rf ~' git status", "silent"],
  ["git -c core.editor='rm -rf ~' diff HEAD", "silent"],
];
for (const [command, want] of CASES) test(`destructive: ${command}`, () => assert.is(tier(command), want));

// readonly never approves a call whose configuration runs a program it does not approve
const READONLY = [
  ["git log", "allow"],
  ["git.exe log", "allow"],
  ["git -c core.pager='rm -rf ~' log", "silent"],
  ["GIT_PAGER='rm -rf ~' git log", "silent"],
  ["git -c alias.l='!rm -rf ~' l", "silent"],
  ["git -c diff.external='rm -rf ~' diff", "silent"],
  ["git grep -O'rm -rf ~' x", "silent"],
  ["hub log", "silent"],                                            // (hub is not among the CLIs readonly knows)
  // an editor git never starts for the subcommand names no program that runs
  ["git -c core.editor=vim log", "allow"],
  ["git -c core.editor='code --wait' show HEAD", "allow"],
  ["git -c core.editor=vim status", "allow"],
  ["git -c core.editor=vim commit", "silent"],
  ["git -c core.editor=vim tag -a v1", "silent"],
  ["git -c core.editor=vim stash -p", "silent"],
  ["git -c core.editor=vim lg", "silent"],
  ["git -c core.editor=vim $SUB", "silent"],
];
for (const [command, want] of READONLY) test(`readonly: ${command}`, () => assert.is(call(readonly, command), want));

// ─── property: every spelling of configuration that runs a denied program is never passed ───

const DENIED = ["rm -rf ~", "rm -rf /", "git reset --hard", "git clean -fd"];
// keys that run a shell command line (with how a value is written for each)
const KEYS = [
  ["core.pager", (v) => v], ["core.editor", (v) => v], ["core.sshCommand", (v) => v],
  ["diff.external", (v) => v], ["sequence.editor", (v) => v], ["core.fsmonitor", (v) => v],
  ["credential.helper", (v) => "!" + v], ["pager.log", (v) => v], ["interactive.diffFilter", (v) => v],
  ["diff.x.textconv", (v) => v], ["filter.x.clean", (v) => v], ["merge.x.driver", (v) => v],
  ["remote.origin.uploadpack", (v) => v], ["alias.log2", (v) => "!" + v],
  ["hook.x.command", (v) => v], ["trailer.x.cmd", (v) => v], ["imap.tunnel", (v) => v],
];
const ENV = ["GIT_PAGER", "PAGER", "GIT_EDITOR", "VISUAL", "EDITOR", "GIT_SEQUENCE_EDITOR", "GIT_SSH_COMMAND", "GIT_EXTERNAL_DIFF"];
const SUBS = ["log", "status", "commit", "fetch", "diff", "log2"];
const sq = (s) => "'" + s.replace(/'/g, "'\\''") + "'";
// a key's letters in another case: the section's and the name's (git folds them), never
// the subsection's (git compares it as written)
const recase = (key, bits) => {
  const parts = key.split(".");
  const flip = (s, b) => [...s].map((ch, i) => ((b >> (i % 16)) & 1 ? ch.toUpperCase() : ch)).join("");
  parts[0] = flip(parts[0], bits);
  parts[parts.length - 1] = flip(parts[parts.length - 1], bits >> 3);
  return parts.join(".");
};
const spelling = fc.oneof(
  fc.record({ k: fc.constantFrom(...KEYS), bits: fc.nat(), form: fc.constantFrom("-c k=v", "-ck=v", "count", "params", "config-env") }),
  fc.record({ env: fc.constantFrom(...ENV), form: fc.constantFrom("prefix", "export", "env") }),
);

test("property: configuration that runs a denied program is never silent or allowed", () => {
  fc.assert(fc.property(spelling, fc.constantFrom(...DENIED), fc.constantFrom(...SUBS), (s, bad, sub) => {
    let command;
    // (an editor runs only where git edits a message: log, status and diff never start one)
    const editor = s.env ? ["GIT_EDITOR", "VISUAL", "EDITOR"].includes(s.env) : s.k[0] === "core.editor";
    if (editor && ["log", "status", "diff"].includes(sub)) sub = "commit";
    if (s.env) {
      command = s.form === "prefix" ? `${s.env}=${sq(bad)} git ${sub}`
        : s.form === "export" ? `export ${s.env}=${sq(bad)}; git ${sub}`
        : `env ${s.env}=${sq(bad)} git ${sub}`;
    } else {
      if (s.k[0].startsWith("alias.")) sub = "log2"; // (an alias runs where it is used)
      const key = recase(s.k[0], s.bits);
      const val = s.k[1](bad);
      command = s.form === "-c k=v" ? `git -c ${sq(key + "=" + val)} ${sub}`
        : s.form === "-ck=v" ? `git ${sq("-c" + key + "=" + val)} ${sub}`
        : s.form === "count" ? `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=${key} GIT_CONFIG_VALUE_0=${sq(val)} git ${sub}`
        : s.form === "params" ? `GIT_CONFIG_PARAMETERS=${sq(sq(key) + "=" + sq(val))} git ${sub}`
        : `V=${sq(val)} git --config-env=${key}=V ${sub}`;
    }
    const got = tier(command);
    assert.ok(got === "deny" || got === "ask", `${command} → ${got}`);
    assert.is.not(call(readonly, command), "allow", command);
    return true;
  }), { numRuns: 300 });
});

test.run();
