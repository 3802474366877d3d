// The native target (compiler/native.ts + runtime/native/): the executable must answer
// byte for byte like the Node hook — same stdout, same stderr, same exit code — on every
// payload, valid or not. What drives it:
//   git-local      the reference rule set (facts: repo roots, existing paths), failing
//                  open, on a table of payloads: deny, context, silent, unicode, invalid
//                  UTF-8, escapes, 1 MB commands, duplicate keys, bad JSON, empty stdin, …
//   native-probe   a small rule set written here that reaches every branch of answer():
//                  each tier on PreToolUse / PostToolUse / Stop, allow + context, joined
//                  texts, a message full of characters JSON must escape; failing to ask,
//                  and rebuilt failing closed
//   cases.wat      one hand-written classifier whose $RULEC_NATIVE_CASE picks a trap, an
//                  abort, a bad pointer, an odd result, an effect or a session record,
//                  compared with runtime/core.mjs main() on the same .wasm
// Then the conformance vectors run with native hooks: git-local, and scala-guard and ways
// when present (glob and JSON-key facts, effects, once-per-session state).
// Skipped (with a note) when wasm2c or cc is missing.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ROOT, built } from "./helpers/built.mjs";
import { importTs } from "./helpers/ts.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { branchesRepo } from "./helpers/branches.mjs";
import { NATIVE_MISSING, onPath } from "../scripts/reference.mjs";


async function nativeTests() {
  const { buildNative, toolchain } = await importTs(join(ROOT, "compiler/native.ts"));
  const { limitTier: limitOf } = await importTs(join(ROOT, "compiler/ir.ts"));
  const work = scratch("rulec-native-test-");
  test.after(() => rmSync(work, { recursive: true, force: true }));

  // ─── fixture: two repositories, a worktree-style .git file, a home ───────────
  const base = join(work, "fx");
  const proj = join(base, "proj"), other = join(base, "other"), wt = join(base, "wt"), home = join(base, "home");
  for (const d of [join(proj, ".git"), join(proj, "src"), join(other, ".git"), join(other, "sub"), wt, home]) mkdirSync(d, { recursive: true });
  writeFileSync(join(proj, "src/app.ts"), "export {};\n");
  writeFileSync(join(wt, ".git"), `gitdir: ${other}/.git/worktrees/wt\n`);
  const ENV = { PATH: process.env.PATH, HOME: home, LANG: "C.UTF-8", CLAUDE_PROJECT_DIR: proj };

  // ─── the classifiers and their two hooks each ─────────────────────────────────
  const gl = await built("rules/git-local.ts");
  const probeFile = join(work, "native-probe.ts");
  writeFileSync(probeFile, PROBE_RULES);
  const probe = await built(relative(ROOT, probeFile));
  const probeDenyMjs = wrapper(work, "native-probe", "deny", probe.result.wasmPath);

  // the other reference rule sets, when present: facts 5–7 (glob, JSON key, delivered),
  // effects and session state; their conformance vectors run at the end
  const DATA = join(ROOT, "test", "data");
  const nativeDir = join(work, "native");
  const others = [
    ["rules/scala-guard.ts", "scala-guard", {}, "scala-guard.jsonl"],
    ["rules/scala-guard.ts", "scala-guard.strict", { strictEdits: "true" }, null],
    ["rules/ways.ts", "ways", { waysDir: join(DATA, "fixtures/ways-sample") }, "ways.jsonl"],
  ].filter(([entry]) => existsSync(join(ROOT, entry)));
  // one build() at a time: a build evaluates its rule file with its defines in a
  // process-wide global, so concurrent builds in one process could see each other's
  const othersBuilt = (async () => {
    const natives = [];
    for (const [entry, name, defines] of others) {
      const b = await built(entry, { name, defines });
      natives.push(buildNative({ wasmPath: b.result.wasmPath, outDir: nativeDir, name, failure: b.result.ruleset.failure, limit: limitOf(b.result.ruleset) }));
    }
    await Promise.all(natives);
    return others.map((o) => o[3]);
  })();
  othersBuilt.catch(() => {}); // reported by its test

  const [glNative, probeNative, probeDenyNative] = await Promise.all([
    buildNative({ wasmPath: gl.result.wasmPath, outDir: nativeDir, name: "git-local", failure: gl.result.ruleset.failure, limit: limitOf(gl.result.ruleset) }),
    buildNative({ wasmPath: probe.result.wasmPath, outDir: join(work, "probe-ask"), name: "native-probe", failure: "ask" }),
    buildNative({ wasmPath: probe.result.wasmPath, outDir: join(work, "probe-deny"), name: "native-probe", failure: "deny" }),
  ]);

  /** Runs both hooks on the same stdin and environment and asserts identical results. */
  function same(label, nodeHook, exe, input, { env = ENV, cwd = base, stdin } = {}) {
    const opts = { env, cwd, input, maxBuffer: 64 << 20, stdio: [stdin ?? "pipe", "pipe", "pipe"] };
    const want = spawnSync(process.execPath, [nodeHook], opts);
    const got = spawnSync(exe, [], opts);
    assert.is(got.error, undefined, `${label}: ${got.error}`);
    assert.is(got.signal, null, `${label}: the native hook died of ${got.signal}`);
    bytes(got.stdout, want.stdout, `${label}: stdout`);
    bytes(got.stderr, want.stderr, `${label}: stderr`);
    assert.is(got.status, want.status, `${label}: exit code`);
    return want;
  }

  // ─── git-local ────────────────────────────────────────────────────────────────
  const payload = (command, extra = {}) => JSON.stringify({
    session_id: "sess-1", transcript_path: join(base, "t.jsonl"), cwd: proj, permission_mode: "default",
    hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command }, tool_use_id: "toolu_1", ...extra,
  });
  const big = "echo " + "a".repeat(1 << 20);
  const GIT_LOCAL = [
    ["deny", payload("git add ."), "deny"],
    ["context", payload("git status"), "context"],
    ["silent", payload("ls -la"), "silent"],
    ["silent: another tool", payload("git add .", { tool_name: "Read", tool_input: { file_path: "/x" } }), "silent"],
    ["context naming another repository", payload(`git -C ${other} status`), "context"],
    ["facts: a subdirectory of another repository", payload(`git -C ${other}/sub log`)],
    ["facts: a .git file", payload(`git -C ${wt} checkout main`)],
    ["facts: a foreign primary", payload(`git -C ${other} checkout main`), "deny"],
    ["facts: an existing path", payload("git diff src/app.ts")],
    ["facts: no such path", payload("git diff nothere")],
    ["facts: a relative cwd", payload("git -C sub status", { cwd: "proj" })],
    ["facts: a relative cwd without a slash", payload("git -C ../other status", { cwd: "pr" })],
    ["facts: trailing slashes", payload(`git -C ${other}/// status`, { cwd: proj + "///" })],
    ["facts: a path with NUL", payload(`git -C '${other}\u0000x' status`)],
    ["chain", payload("git status && git log --oneline -3")],
    ["unicode", payload(`git -C '${other}/é 😀 中文' status && git add 'fichier ü'`)],
    ["unicode: lone surrogates in a field", payload(`git -C '${other}/\ud800x\udc00' status`)],
    ["unicode: lone surrogates in the event and the session", payload("git add .", { hook_event_name: "Pre\ud800", session_id: "s\udc00" })],
    ["unicode: raw invalid UTF-8", Buffer.concat([Buffer.from(`{"hook_event_name":"PreToolUse","tool_name":"Bash","cwd":"${proj}","tool_input":{"command":"git -C '${other}/`), Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f, 0x98, 0xc0, 0xaf, 0xf4, 0x90, 0x80, 0x80]), Buffer.from(`' status"}}`)])],
    ["unicode: raw invalid UTF-8 outside a string", Buffer.concat([Buffer.from('{"hook_event_name":"PreToolUse"'), Buffer.from([0xff]), Buffer.from("}")]), "bad"],
    ["unicode: invalid UTF-8 inside the command", Buffer.from(`{"hook_event_name":"PreToolUse","tool_name":"Bash","cwd":"${proj}","tool_input":{"command":"git -C /tmp/\xff\xfe\xed\xa0\x80 status"}}`, "latin1")],
    ["a BOM before the payload", "\ufeff" + payload("git add .")],
    ["escapes", '{"hook_event_name":"PreToolUse","tool_name":"Bash","cwd":"' + proj + '","tool_input":{"command":"git -C \\/tmp\\/a\\b\\f\\n\\r\\t\\u0041\\u00e9\\ud83d\\ude00 status"}}'],
    ["a 1 MB command", payload(big), "silent"],
    ["a 1 MB command that denies", payload("git add " + "x ".repeat(1 << 19)), "deny"],
    ["too many commands for the shell model", payload("true;".repeat(200000))],
    ["duplicate keys: the last wins", '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git add .","command":7}}'],
    ["a null command", '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":null}}'],
    ["a bad tool_input before a missing hook_event_name", '{"tool_input":5}'],
    ["duplicate keys: a later string wins", '{"hook_event_name":"Stop","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":1,"x":"y","command":"git add ."}}', "deny"],
    ["duplicate tool_input: the later one wins", '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git add ."},"tool_input":[1]}'],
    ["duplicate tool_input: an object after null", '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":null,"tool_input":{"command":"git add ."}}', "deny"],
    ["tool_input is an array", '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":["git add ."]}'],
    ["non-string fields are dropped", '{"hook_event_name":"PreToolUse","tool_name":"Bash","cwd":5,"prompt":null,"tool_input":{"command":"git add .","n":1.5e300,"o":{"command":"x"}}}', "deny"],
    ["numbers", '{"a":[0,-0,1e5,-1.25E-3,1e999,123456789012345678901234567890],"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git add ."}}', "deny"],
    ["deep nesting elsewhere", `{"tool_response":${"[".repeat(20000)}${"]".repeat(20000)},"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git add ."}}`, "deny"],
    ["whitespace around", ` \n\t\r${payload("git add .")}\r\n\t `, "deny"],
    ["bad JSON: truncated", payload("git add .").slice(0, -3), "bad"],
    ["bad JSON: a leading zero", '{"hook_event_name":"PreToolUse","a":01}', "bad"],
    ["bad JSON: a raw control character", '{"hook_event_name":"Pre\u0001ToolUse"}', "bad"],
    ["bad JSON: a trailing comma", '{"hook_event_name":"PreToolUse",}', "bad"],
    ["bad JSON: a bad escape", '{"hook_event_name":"\\x41"}', "bad"],
    ["bad JSON: a bad \\u escape", '{"hook_event_name":"\\u12G4"}', "bad"],
    ["bad JSON: 1.", '{"a":1.}', "bad"],
    ["bad JSON: a lone minus", '[-]', "bad"],
    ["bad JSON: garbage after", payload("git add .") + " x", "bad"],
    ["bad JSON: two documents", payload("git add .") + payload("ls"), "bad"],
    ["bad JSON: single quotes", "{'hook_event_name':'PreToolUse'}", "bad"],
    ["bad JSON: a vertical tab is not JSON whitespace", "\u000b{}", "bad"],
    ["bad JSON: two BOMs", "\ufeff\ufeff{}", "bad"],
    ["bad JSON: NaN", '{"a":NaN}', "bad"],
    ["empty stdin", "", "empty"],
    ["whitespace only", " \n\t\r ", "empty"],
    ["JS whitespace only", "\u00a0\u2028\u3000\ufeff\u000b", "empty"],
    ["not an object: an array", "[]"],
    ["not an object: null", "null"],
    ["not an object: a string", '"\\ud800"'],
    ["not an object: a number", "42"],
    ["no hook_event_name", "{}"],
    ["a non-string hook_event_name", '{"hook_event_name":5,"tool_name":"Bash","tool_input":{"command":"git add ."}}'],
    ["an empty hook_event_name", '{"hook_event_name":"","tool_name":"Bash","tool_input":{"command":"git add ."}}'],
  ];
  for (const [label, input, expect] of GIT_LOCAL) {
    test(`native git-local: ${label}`, () => {
      const r = same(label, gl.hookPath, glNative, input);
      if (expect === "deny") assert.match(r.stdout.toString(), /"permissionDecision":"deny"/);
      if (expect === "context") assert.match(r.stdout.toString(), /"additionalContext"/);
      if (expect === "silent") assert.is(r.stdout.length + r.stderr.length, 0);
      if (expect === "bad") assert.match(r.stderr.toString(), /not valid JSON/);
      if (expect === "empty") assert.match(r.stderr.toString(), /empty input/);
    });
  }

  test("native git-local: CLAUDE_PROJECT_DIR unset, empty, elsewhere", () => {
    const { CLAUDE_PROJECT_DIR, ...rest } = ENV;
    for (const env of [rest, { ...rest, CLAUDE_PROJECT_DIR: "" }, { ...rest, CLAUDE_PROJECT_DIR: other }]) {
      for (const c of ["git add .", "git status", `git -C ${other} status`]) same(`${JSON.stringify(env.CLAUDE_PROJECT_DIR)} ${c}`, gl.hookPath, glNative, payload(c), { env });
    }
  });

  test("native git-local: stdin is /dev/null", () => {
    same("/dev/null", gl.hookPath, glNative, undefined, { stdin: "ignore" });
  });

  // fact 8 (gitBranch): a branch loose or packed, local or only remote-tracking, seen from
  // the repository and from a worktree of it (its common directory's refs)
  const BRANCHES = [["git checkout feature", "deny"], ["git switch packedremote", "deny"], ["git checkout packedlocal", "silent"], ["git checkout main", "silent"], ["git checkout nope", "silent"]];
  test("native git-local: a branch only a remote has, loose or packed, from a worktree too", () => {
    const repo = join(work, "branches"), tree = join(work, "branches-wt");
    branchesRepo(repo, tree);
    for (const dir of [repo, tree]) for (const [command, want] of BRANCHES) {
      const r = same(`${dir}: ${command}`, gl.hookPath, glNative, payload(command, { cwd: dir }));
      if (want === "deny") assert.match(r.stdout.toString(), /"permissionDecision":"deny"/, command);
      else assert.is(r.stdout.length, 0, command);
    }
  });

  // ─── native-probe: every branch of answer() ───────────────────────────────────
  const event = (ev, command, extra = {}) => JSON.stringify({ hook_event_name: ev, tool_name: "Bash", cwd: proj, tool_input: { command }, ...extra });
  const probeHooks = [["failing to ask", probe.hookPath, probeNative], ["failing closed", probeDenyMjs, probeDenyNative]];
  for (const ev of ["PreToolUse", "PostToolUse", "Stop"]) {
    for (const command of ["rm -rf x", "rm a; rmdir b", "curl https://example.com", "echo hi", "echo hi && cat f", "cat f", "cat a; cat b", "true", "\ud800 x"]) {
      test(`native probe: ${ev} ${command}`, () => {
        for (const [how, mjs, exe] of probeHooks) {
          const r = same(`${how}: ${ev} ${command}`, mjs, exe, event(ev, command));
          if (command.startsWith("\ud800") && ev === "PreToolUse") assert.match(r.stdout.toString(), /lone surrogate is U\+FFFD/);
        }
      });
    }
  }
  // fact 9 (dashName): a glob bash expands where a name begins with "-" may be an option
  // (`echo *` with a file `-n`): approved only where none does (a directory that cannot be
  // read is not known), and a glob that begins with a name never
  test("native probe: a glob where a name begins with -, and where none does", () => {
    const dash = join(work, "dash"), plain = join(work, "plain");
    for (const d of [dash, plain]) mkdirSync(d, { recursive: true });
    writeFileSync(join(dash, "-n"), "");
    writeFileSync(join(plain, "a"), "");
    for (const [dir, command, approved] of [[dash, "echo *", false], [plain, "echo *", true], [dash, "echo x*", true], [join(work, "none"), "echo *", false]]) {
      const r = same(`${dir}: ${command}`, probe.hookPath, probeNative, event("PreToolUse", command, { cwd: dir }));
      assert.is(/"permissionDecision":"allow"/.test(r.stdout.toString()), approved, `${dir}: ${command}`);
    }
  });
  // fact 10 (globNames): a glob's names where the command runs, each tested by the
  // classifier's automaton — `head` is approved where none of what its glob may expand to
  // ends in `.key` (both hosts walk the same tree: a key by a wildcard, a bracket, deep,
  // hidden, under `**`, above, absolute, a directory that does not exist)
  test("native probe: the names a glob may expand to", () => {
    const tree = join(work, "names");
    for (const f of ["top/a.key", "top/notes.md", "top/sub/deep/b.key", "top/.hid/c.key", "plain/readme.md", "plain/sub/x.txt"]) {
      mkdirSync(join(tree, f, ".."), { recursive: true });
      writeFileSync(join(tree, f), "");
    }
    const top = join(tree, "top"), plain = join(tree, "plain");
    for (const [dir, command, approved] of [
      [top, "head *", false], [top, "head *.md", true], [top, "head [a]*", false], [top, "head [!a]*", true], [top, "head */*", true],
      [top, "head */*/*", false], [top, "head .*/*", false], [top, "head **/*.key", false], [top, "head ?.KEY", true],
      [top, "head .h*/*", false], [plain, "head *", true], [plain, "head */*", true], [plain, "head ../*/*", false],
      [plain, "head ../*/*.md", true], [plain, "head nowhere/*", true], [plain, `head ${top}/*`, false], [plain, `head ${top}/n*`, true],
    ]) {
      const r = same(`${dir}: ${command}`, probe.hookPath, probeNative, event("PreToolUse", command, { cwd: dir }));
      assert.is(/"permissionDecision":"allow"/.test(r.stdout.toString()), approved, `${dir}: ${command}`);
    }
  });
  // fact 11 (realPath), and a glob's names that are links: the file a link names is judged
  test("native probe: a symbolic link is the file it names", () => {
    const top = join(work, "names", "top"), linked = join(work, "linked");
    mkdirSync(linked, { recursive: true });
    symlinkSync(join(top, "a.key"), join(linked, "notes.txt"));
    writeFileSync(join(linked, "plain.md"), "");
    for (const [command, approved] of [["tail notes.txt", false], ["tail plain.md", true], ["tail n*", false], ["tail p*", true],
      ["head n*", false], ["head plain.md", true]]) {
      const r = same(`${linked}: ${command}`, probe.hookPath, probeNative, event("PreToolUse", command, { cwd: linked }));
      assert.is(/"permissionDecision":"allow"/.test(r.stdout.toString()), approved, `${linked}: ${command}`);
    }
  });
  // fact 5 (globExists) through a word's tree (treeHolds), and a link out of the tree walked:
  // tested as the path it resolves to; a .git's config, by its text
  test("native probe: a tree's names, and a link out of it as the file it names", () => {
    const keys = join(work, "tree-keys"), out = join(work, "tree-out"), clean = join(work, "tree-clean");
    mkdirSync(join(keys, "deep"), { recursive: true });
    writeFileSync(join(keys, "deep", "site.key"), "");
    mkdirSync(join(out, "sub"), { recursive: true });
    symlinkSync(join(keys, "deep", "site.key"), join(out, "sub", "notes.txt"));
    symlinkSync(join(keys, "nowhere"), join(out, "dangling"));
    mkdirSync(join(clean, "sub"), { recursive: true });
    writeFileSync(join(clean, "sub", "a.md"), "");
    symlinkSync(join(clean, "sub", "a.md"), join(clean, "inside.md"));
    // (a file reached through a link is the file it names; `deeplink/..` is the parent of the
    // link's target, as the kernel resolves it, not this directory)
    symlinkSync(join(keys, "deep", "site.key"), join(clean, "top.txt"));
    symlinkSync(join(keys, "deep"), join(clean, "deeplink"));
    // (a repository's configuration, the one file of a .git the walk reads: by its text)
    const repos = join(work, "tree-repos");
    for (const [name, url] of [["plain", "https://example.com/r"], ["login", "https://x:tok@example.com/r"]]) {
      mkdirSync(join(repos, name, ".git"), { recursive: true });
      writeFileSync(join(repos, name, ".git", "config"), `[remote "origin"]\n\turl = ${url}\n`);
    }
    // (… a linked worktree's, a submodule's below `modules/` by a name with a slash)
    const login = "[remote \"origin\"]\n\turl = https://x:tok@example.com/r\n";
    for (const [name, gitDir, file] of [["linked", "worktrees/w1", "config.worktree"], ["module", "modules/vendor/lib", "config"],
      ["module-plain", "modules/lib", "config"]]) {
      mkdirSync(join(repos, name, ".git", gitDir), { recursive: true });
      if (name.startsWith("module")) writeFileSync(join(repos, name, ".git", gitDir, "HEAD"), "ref: refs/heads/main\n");
      writeFileSync(join(repos, name, ".git", gitDir, file), name.endsWith("plain") ? "[core]\n\tbare = false\n" : login);
    }
    // (a link in the tree to a store there, kept by a filter the store is not)
    const inLink = join(work, "tree-in-link");
    mkdirSync(inLink, { recursive: true });
    writeFileSync(join(inLink, "k.key"), "");
    symlinkSync("k.key", join(inLink, "lnk.md"));
    mkdirSync(join(repos, "nohead", ".git", "modules", "p"), { recursive: true });
    writeFileSync(join(repos, "nohead", ".git", "modules", "p", "config"), login);
    const cut = join(work, "tree-cut");
    mkdirSync(cut, { recursive: true });
    writeFileSync(join(cut, "x y.md"), "");
    writeFileSync(join(cut, "a.txt"), "");
    mkdirSync(join(repos, "zero", ".git"), { recursive: true });
    symlinkSync("/dev/zero", join(repos, "zero", ".git", "config"));
    for (const [dir, command, approved] of [[keys, "wc .", false], [keys, "wc deep", false], [out, "wc sub", false], [out, "wc .", false],
      [clean, "wc sub", true], [clean, "wc nowhere", true], [clean, "wc sub/a.md", true], [work, "wc tree-out", false],
      [clean, "wc top.txt", false], [clean, "wc inside.md", true], [clean, "wc deeplink/..", false], [clean, "wc sub/..", false],
      [repos, "wc plain", true], [repos, "wc login", false], [repos, "wc .", false],
      [repos, "wc linked", false], [repos, "wc module", false], [repos, "wc module-plain", true],
      // (a command's own name filter: the files it reads)
      [keys, "grep -r x --include=*.md .", true], [keys, "grep -r x --include=*.key .", false], [keys, "grep -r x .", false],
      [keys, "grep -r x --include=*.md --exclude=*.c .", false], [keys, "grep -r x --include=deep .", false],
      // (a filter the root passes keeps the whole tree; a config that is no regular file is not read)
      [keys, "grep -r x --include=tree-keys .", false], [keys, "grep -r x --include=. .", false], [repos, "wc zero", false],
      // (… and a pipe's walk through xargs: the filter of the stage before it; without -0 a
      // name it keeps that xargs would cut counts as found)
      [keys, "find . -name '*.md' | xargs nl .", true], [keys, "find . -name '*.key' | xargs nl .", false],
      [keys, "find . -name '*.md' -print0 | xargs -0 nl .", true], [keys, "find . | xargs nl .", false],
      [cut, "find . -name '*.md' | xargs nl .", false], [cut, "find . -name '*.md' -print0 | xargs -0 nl .", true],
      [cut, "find . -name '*.txt' | xargs nl .", true],
      [inLink, "grep -r x --include=*.md .", false], [inLink, "grep -r x --include=*.txt .", true], [repos, "wc nohead", false]]) {
      const r = same(`${dir}: ${command}`, probe.hookPath, probeNative, event("PreToolUse", command, { cwd: dir }));
      assert.is(/"permissionDecision":"allow"/.test(r.stdout.toString()), approved, `${dir}: ${command}`);
    }
  });
  test("native probe: failures on each policy and event", () => {
    for (const [how, mjs, exe] of probeHooks) {
      for (const input of ["", "{", "[]", "{}", '{"hook_event_name":""}', event("PostToolUse", "rm x") + "}", event("Stop", "\ud83d\ude00 rm x")]) {
        same(`${how}: ${JSON.stringify(input).slice(0, 60)}`, mjs, exe, input);
      }
    }
  });
  test("native probe: an unknown event is echoed in hookEventName", () => {
    for (const [how, mjs, exe] of probeHooks) same(how, mjs, exe, event("\ud800Pre\"ToolUse\u0007", "rm x"));
  });

  // ─── a hand-written classifier: traps, aborts, odd results, effects ────────────
  // One .wat module; $RULEC_NATIVE_CASE (asked as an env fact, in a first round) picks
  // the case. A case's `fact` is the fact it asks: [kind, a, a's length] ($M: its message).
  const logFile = join(work, "effects", "sub dir", "log.txt");
  const stateDir = join(work, "state");
  const WATS = [
    ["unreachable", "unreachable"],
    ["abort", "(global.set $abortAt (i32.const $M)) unreachable", { message: "boom: é 😀\nsecond line", expect: /the classifier aborted: boom: é 😀/ }],
    // (a trap with no abort: the allocator at the module's maximum — a limit, not a failure)
    ["abort-no-message", "(global.set $abortAt (i32.const 0)) unreachable", { expect: /more memory or stack than the classifier has/ }],
    ["abort-bad-message", "(global.set $abortAt (i32.const 2)) unreachable"],
    ["oob", "(i32.load (i32.const 700000))"],
    ["div-by-zero", "(i32.div_u (i32.const 1) (global.get $zero))"],
    ["int-overflow", "(i32.div_s (i32.const 0x80000000) (i32.const -1))"],
    ["recursion", "(call $rec (global.get $big))"],
    ["null-pointer", "(i32.const 0)"],
    ["misaligned-pointer", "(i32.const 18)"],
    ["far-pointer", "(i32.const 0x7fff0000)"],
    ["negative-pointer", "(i32.const -8)"],
    ["unknown-tier", "(i32.const $R)", { result: VERDICT("bogus", ["x"]) }],
    ["escapes", "(i32.const $R)", { result: VERDICT("deny", ['a"b\\c\n\r\t\b\f\u0001\u001f\u007f\u2028 é 😀 \ud800 end', "second", "\udc00"]) }],
    ["allow-context", "(i32.const $R)", { result: VERDICT("allow", ["ok"], ["c1", "c2\u0000"]) }],
    ["ask-context", "(i32.const $R)", { result: VERDICT("ask", [], ["only context"]) }],
    ["no-texts", "(i32.const $R)", { result: VERDICT("deny") }],
    ["unknown-effect", "(i32.const $R)", { result: VERDICT("deny", ["x"], [], [{ kind: "bogus" }]) }],
    ["append-no-path", "(i32.const $R)", { result: VERDICT("deny", ["x"], [], [{ kind: "append", path: "", text: "t" }]) }],
    ["far-text", "(i32.const $R)", { result: VERDICT("deny", ["x"], [], [], { far: 0x7fff0000 }) }],
    ["high-text", "(i32.const $R)", { result: VERDICT("deny", ["x"], [], [], { far: 0xfffffff0 }) }],
    ["huge-count", "(i32.const $R)", { result: VERDICT("deny", ["x"], [], [], { count: 0x10000000 }) }],
    ["overflow", "(i32.const $R)", { result: VERDICT("silent", ["rulec: too big; the rule set's failure verdict applies."], [], [], { flags: 2 }) }],
    ["overflow-multiline", "(i32.const $R)", { result: VERDICT("silent", ["a;b\nc;d"], [], [], { flags: 2 }) }],
    ["overflow-empty", "(i32.const $R)", { result: VERDICT("silent", ["rulec: ;x"], [], [], { flags: 3 }) }],
    ["overflow-no-texts", "(i32.const $R)", { result: VERDICT("silent", [], [], [], { flags: 2 }) }],
    ["append", "(i32.const $R)", { result: VERDICT("context", ["logged"], [], [{ kind: "append", path: logFile, text: "a line é\ud800" }, { kind: "append", path: logFile, text: "ends\n" }]) }],
    ["record", "(i32.const $R)", { result: VERDICT("context", ["once"], [], [{ kind: "record", key: "k1" }, { kind: "record", key: "k2" }]) }],
    ["delivered", "(call $answerIs (i32.const 49) (i32.const $R) (i32.const 16))", { fact: [7, "$M", 2], message: "k1", result: VERDICT("deny", ["k1 was delivered"]) }],
    ["fact-unknown-kind", "(call $answerIs (i32.const 63) (i32.const $R) (i32.const 0))", { fact: [99, 0, 0], result: VERDICT("deny", ["kind 99 is unknown"]), expect: /kind 99 is unknown/ }],
    ["fact-far-string", "(call $answerIs (i32.const 49) (i32.const 16) (i32.const 16))", { fact: [1, 0x7ffffff0, 2] }],
    ["fact-high-string", "(call $answerIs (i32.const 49) (i32.const 16) (i32.const 16))", { fact: [1, 0xfffffff0, 2] }],
    ["fact-huge-length", "(call $answerIs (i32.const 49) (i32.const 16) (i32.const 16))", { fact: [1, 16, 0xffffffff] }],
    ["fact-asked-again", "(global.set $ngiven (i32.const 0)) (call $answerIs (i32.const 49) (i32.const 16) (i32.const 16))", { fact: [4, 1024, 17], expect: /keeps asking for facts it was given/ }],
  ];
  const haveWat = onPath("wat2wasm");
  if (!haveWat) console.log("SKIP native: the hand-written classifier cases — wat2wasm not found (it comes with wabt)");
  const watPath = join(work, "cases.wasm");
  if (haveWat) {
    writeFileSync(join(work, "cases.wat"), WAT(WATS));
    execFileSync("wat2wasm", [join(work, "cases.wat"), "-o", watPath]);
  }
  const watMjs = wrapper(work, "cases", "deny", watPath);
  const watNative = haveWat ? buildNative({ wasmPath: watPath, outDir: join(work, "wat-native"), name: "cases", failure: "deny" }) : null;
  if (haveWat) WATS.forEach(([label, , { expect } = {}], i) => {
    test(`native host: a classifier that does ${label}`, async () => {
      const exe = await watNative;
      for (const ev of ["PreToolUse", "PostToolUse", "Stop"]) {
        const env = { ...ENV, RULEC_NATIVE_CASE: String.fromCharCode(97 + i), RULEC_STATE_DIR: stateDir };
        const r = same(`${label} on ${ev}`, watMjs, exe, event(ev, "x", { session_id: `s-${label}` }), { env });
        if (expect) assert.match(String(r.stdout) + String(r.stderr), expect, `${label} on ${ev}`);
      }
    });
  });
  if (haveWat) test("native host: effects land in the same files", async () => {
    const log = readFileSync(logFile, "utf8").split("\n");
    assert.is(log.length, 13); // 3 events × 2 hooks × 2 lines, and the final newline
    assert.equal(new Set(log.slice(0, -1)), new Set(["a line é\ufffd", "ends"]));
    const state = JSON.parse(readFileSync(join(stateDir, "cases", "s-record.json"), "utf8"));
    assert.equal(Object.keys(state), ["v", "agents", "t"]);
    assert.equal(state.agents, { main: ["k1", "k2"] });
  });
  if (haveWat) test("native host: once-per-session state is shared with the Node hook", async () => {
    const exe = await watNative;
    const env = { ...ENV, RULEC_STATE_DIR: stateDir };
    const rec = { ...env, RULEC_NATIVE_CASE: String.fromCharCode(97 + WATS.findIndex((w) => w[0] === "record")) };
    const ask = { ...env, RULEC_NATIVE_CASE: String.fromCharCode(97 + WATS.findIndex((w) => w[0] === "delivered")) };
    for (const [writer, reader] of [[watMjs, exe], [exe, watMjs]]) {
      const session = `shared-${writer === exe ? "n" : "j"}`;
      const run = (hook, e) => spawnSync(hook === exe ? exe : process.execPath, hook === exe ? [] : [hook], { env: e, input: event("PreToolUse", "x", { session_id: session, agent_id: "sub 1" }) });
      assert.is(run(reader, ask).stdout.length, 0, "nothing delivered yet");
      run(writer, rec);
      assert.match(run(reader, ask).stdout.toString(), /k1 was delivered/);
    }
  });

  // ─── the build itself ─────────────────────────────────────────────────────────
  test("native host.c compiles cleanly with -Wall -Wextra", () => {
    const gen = join(work, "gen");
    mkdirSync(gen, { recursive: true });
    execFileSync("wasm2c", [gl.result.wasmPath, "-n", "rules", "-o", join(gen, "rules.c")]);
    const { cc, includes, hostC } = toolchain();
    const r = spawnSync(cc, ["-fsyntax-only", "-O2", "-pthread", "-Wall", "-Wextra", "-Werror", `-I${gen}`, ...includes.map((d) => `-I${d}`),
      '-DRULEC_NAME="git-local"', '-DRULEC_FAILURE="deny"', hostC], { encoding: "utf8" });
    assert.is(r.stderr, "");
    assert.is(r.status, 0);
  });

  test("native: the conformance vectors pass with the native hook", () => {
    const runner = join(ROOT, "test", "conformance.mjs");
    const vectors = join(DATA, "vectors", "git-local.jsonl");
    const r = spawnSync(process.execPath, [runner, "--hook", `${nativeDir}/{ruleset}`, vectors], { encoding: "utf8", cwd: ROOT });
    assert.match(r.stdout, / 0 failed/, r.stdout.slice(-3000));
    assert.is(r.status, 0);
  });

  test("native: the other reference sets' conformance vectors pass with native hooks", async () => {
    const vectors = (await othersBuilt).filter(Boolean).map((v) => join(DATA, "vectors", v)).filter((f) => existsSync(f));
    if (!vectors.length) return;
    const r = spawnSync(process.execPath, [join(ROOT, "test/conformance.mjs"), "--hook", `${nativeDir}/{ruleset}`, ...vectors], { encoding: "utf8", cwd: ROOT });
    assert.match(r.stdout, / 0 failed/, r.stdout.slice(-3000));
    assert.is(r.status, 0);
  });
}

function bytes(got, want, label) {
  if (Buffer.compare(got, want) === 0) return;
  const show = (b) => JSON.stringify(b.toString("utf8").slice(0, 2000));
  assert.unreachable(`${label} differs\n  node:   ${show(want)} (${want.length} bytes)\n  native: ${show(got)} (${got.length} bytes)`);
}

/** A Node hook equivalent to the built N.js: runtime/core.mjs main() on the .wasm. */
function wrapper(dir, name, failure, wasmPath) {
  const file = join(dir, `${name}.${failure}.mjs`);
  writeFileSync(file, `import { readFileSync } from "node:fs";
import { main } from ${JSON.stringify(join(ROOT, "runtime/core.mjs"))};
main({ name: ${JSON.stringify(name)}, failure: ${JSON.stringify(failure)}, wasm: new Uint8Array(readFileSync(${JSON.stringify(wasmPath)})) });
`);
  return file;
}

/**
 * A verdict as the engine lays it out (wasm/engine.ts verdictOf), for address `at`: the
 * header words, the (address, length) pairs, then the strings. `far` points the first
 * text elsewhere, `count` overstates the texts.
 */
function VERDICT(tier, texts = [], context = [], effects = [], { flags = 0, far = 0, count = 0 } = {}) {
  return (at) => {
    const tiers = ["silent", "context", "allow", "ask", "deny"];
    const eff = effects.flatMap((e) => (e.kind === "record" ? [e.kind, e.key, ""] : [e.kind, e.path ?? "", e.text ?? ""]));
    const strs = [...texts, ...context, ...eff];
    const head = [tiers.includes(tier) ? tiers.indexOf(tier) : 7, flags, 0, count || texts.length, context.length, effects.length, 0];
    let p = at + 28 + strs.length * 8;
    const pairs = strs.map((s, i) => { const pair = [i === 0 && far ? far : p, s.length]; p += s.length * 2; return pair; });
    const b = Buffer.alloc(p - at);
    [...head, ...pairs.flat()].forEach((x, i) => b.writeUInt32LE(x >>> 0, i * 4));
    let o = 28 + strs.length * 8;
    for (const s of strs) for (let i = 0; i < s.length; i++, o += 2) b.writeUInt16LE(s.charCodeAt(i), o);
    if (b.length > 1024) throw new Error("a verdict case is too long");
    return [...b].map((x) => "\\" + x.toString(16).padStart(2, "0")).join("");
  };
}

/** A WAT string literal holding `s` as an AssemblyScript string: u32 byte length, UTF-16LE. */
function asString(s) {
  const b = Buffer.alloc(4 + s.length * 2);
  b.writeUInt32LE(s.length * 2, 0);
  for (let i = 0; i < s.length; i++) b.writeUInt16LE(s.charCodeAt(i), 4 + i * 2);
  return [...b].map((x) => "\\" + x.toString(16).padStart(2, "0")).join("");
}

/** One classifier module holding every case: case k's verdict at 2048k + 16, its message
 * at 2048k + 1040; $RULEC_NATIVE_CASE's first letter picks k. (At 16, a silent verdict:
 * zeros.) */
function WAT(cases) {
  const data = [], bodies = [];
  const u32s = (...xs) => xs.map((x) => [0, 8, 16, 24].map((s) => "\\" + ((x >>> s) & 255).toString(16).padStart(2, "0")).join("")).join("");
  cases.forEach(([, body, { result = null, message = "", fact = null } = {}], k) => {
    const R = 2048 * (k + 1) + 16, M = 2048 * (k + 1) + 1040, P = 2048 * (k + 1) + 1800;
    if (result) data.push(`(data (i32.const ${R}) "${result(R)}")`);
    data.push(`(data (i32.const ${M - 4}) "${asString(message)}")`);
    // the fact the case asks, as pendingFacts reports it: [1, kind, a, a's length, b, 0]
    if (fact) data.push(`(data (i32.const ${P}) "${u32s(1, fact[0], fact[1] === "$M" ? M : fact[1], fact[2], 0, 0)}")`);
    bodies.push([k, body.replaceAll("$R", String(R)).replaceAll("$M", String(M)).replaceAll("$answerIs", `$answerIs (i32.const ${fact ? fact[0] : 0}) (i32.const ${P})`)]);
  });
  const dispatch = bodies.reduceRight((rest, [k, body]) => `(if (result i32) (i32.eq (local.get $c) (i32.const ${k})) (then ${body}) (else ${rest}))`, "(i32.const 16)");
  return `(module
  (memory (export "memory") 2)
  (global $hp (mut i32) (i32.const 131072))
  (global $zero (mut i32) (i32.const 0))
  (global $big (mut i32) (i32.const 100000000))
  (global $given (mut i32) (i32.const 0))
  (global $ngiven (mut i32) (i32.const 0))
  (global $pending (mut i32) (i32.const 0))
  (global $abortAt (mut i32) (i32.const 0))
  (global (export "verdictWords") i32 (i32.const 1))
  (data (i32.const 1020) "${asString("RULEC_NATIVE_CASE")}")
  (data (i32.const 960) "${u32s(1, 4, 1024, 17, 0, 0)}")
  ${data.join("\n  ")}
  (func $alloc (export "alloc") (param $n i32) (result i32) (local $p i32)
    (local.set $p (global.get $hp))
    (if (i32.gt_u (i32.add (global.get $hp) (local.get $n)) (i32.mul (memory.size) (i32.const 65536)))
      (then (drop (memory.grow (i32.add (i32.shr_u (local.get $n) (i32.const 16)) (i32.const 1))))))
    (global.set $hp (i32.and (i32.add (i32.add (global.get $hp) (local.get $n)) (i32.const 15)) (i32.const -16)))
    (local.get $p))
  (func (export "setField") (param i32 i32 i32 i32))
  (func (export "setExplain") (param i32))
  (func (export "clearFields") (global.set $ngiven (i32.const 0)))
  (func (export "pendingFacts") (result i32) (global.get $pending))
  ;; every case runs again with all the answers (the resume path is the reference sets')
  (func (export "resumable") (result i32) (i32.const 0))
  (func (export "resume") (result i32) (unreachable))
  (func (export "abortMessage") (result i32) (global.get $abortAt))
  ;; the glob fact's matcher (this classifier asks for no glob)
  (func (export "globScratch") (param i32) (result i32) (i32.const 0))
  (func (export "globTest") (param i32 i32 i32) (result i32) (i32.const 0))
  ;; an AssemblyScript-like string of n code units: its byte length in the u32 before it
  (func $string (param $n i32) (result i32) (local $p i32)
    (local.set $p (call $alloc (i32.add (i32.shl (local.get $n) (i32.const 1)) (i32.const 4))))
    (i32.store (local.get $p) (i32.shl (local.get $n) (i32.const 1)))
    (i32.add (local.get $p) (i32.const 4)))
  ;; the fields' strings, for the JS host to fill (this classifier reads none of them)
  (func (export "fieldStrings") (param $p i32) (param $n i32)
    (block $done (loop $next
      (br_if $done (i32.eqz (local.get $n)))
      (i32.store (local.get $p) (call $string (i32.load (local.get $p))))
      (i32.store offset=4 (local.get $p) (call $string (i32.load offset=4 (local.get $p))))
      (local.set $p (i32.add (local.get $p) (i32.const 8)))
      (local.set $n (i32.sub (local.get $n) (i32.const 1)))
      (br $next))))
  (func (export "fillUtf8") (param i32 i32 i32))
  (func (export "factStrings") (param $p i32) (param $n i32) (local $r i32)
    (global.set $given (local.get $p))
    (global.set $ngiven (local.get $n))
    (block $done (loop $next
      (br_if $done (i32.eqz (local.get $n)))
      (i32.store offset=4 (local.get $p) (call $string (i32.load offset=4 (local.get $p))))
      (i32.store offset=8 (local.get $p) (call $string (i32.load offset=8 (local.get $p))))
      (i32.store offset=12 (local.get $p) (call $string (i32.load offset=12 (local.get $p))))
      (local.set $p (i32.add (local.get $p) (i32.const 16)))
      (local.set $n (i32.sub (local.get $n) (i32.const 1)))
      (br $next))))
  ;; the answer given to a fact of this kind, or 0 with the fact at $rec pending
  (func $ask (param $kind i32) (param $rec i32) (result i32) (local $i i32) (local $r i32)
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $i) (global.get $ngiven)))
      (local.set $r (i32.add (global.get $given) (i32.shl (local.get $i) (i32.const 4))))
      (if (i32.eq (i32.load (local.get $r)) (local.get $kind)) (then (return (i32.load offset=12 (local.get $r)))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $next)))
    (global.set $pending (local.get $rec))
    (i32.const 0))
  ;; the fact's answer starts with $c: $yes, else $no (16 while it is asked)
  (func $answerIs (param $kind i32) (param $rec i32) (param $c i32) (param $yes i32) (param $no i32) (result i32) (local $a i32)
    (local.set $a (call $ask (local.get $kind) (local.get $rec)))
    (if (result i32) (i32.eqz (local.get $a)) (then (i32.const 16))
      (else (if (result i32) (i32.eq (i32.load16_u (local.get $a)) (local.get $c)) (then (local.get $yes)) (else (local.get $no))))))
  (func (export "parse") (result i32) (i32.const 16))
  ;; recursion no C compiler can turn into a loop: a store after the call
  (func $rec (param $n i32) (result i32)
    (if (result i32) (i32.eqz (local.get $n)) (then (i32.const 0))
      (else (i32.store (i32.and (local.get $n) (i32.const 1020)) (call $rec (i32.sub (local.get $n) (i32.const 1)))) (local.get $n))))
  (func (export "classify") (result i32) (local $c i32) (local $a i32)
    (global.set $pending (i32.const 0))
    (local.set $a (call $ask (i32.const 4) (i32.const 960)))
    (if (i32.eqz (local.get $a)) (then (return (i32.const 16))))
    ;; "=" and the case's letter
    (local.set $c (i32.sub (i32.load16_u offset=2 (local.get $a)) (i32.const 97)))
    ${dispatch})
)
`;
}

const PROBE_RULES = `// A rule set for test/native.test.mjs: every tier, on three events.
import { allow, ask, asPath, command, context, deny, not, reads, ruleset, treeHolds } from "rulec";

export default ruleset({
  name: "native-probe",
  events: ["PreToolUse", "PostToolUse", "Stop"],
  tools: ["Bash"],
  failure: "ask",
  rules: [
    deny("rm", command("rm"), "No rm: \\"quoted\\" \\\\ back\\tslash — é 😀\\nsecond line \\u0001.", { examples: [] }),
    deny("rmdir", command("rmdir"), "No rmdir either."),
    ask("curl", command("curl"), "Fetching with {command}?"),
    allow("echo", command("echo"), "echo is fine"),
    allow("head", command("head").and(not(reads(/\\.key$/))), "head of no key"),
    allow("tail", command("tail").and(not(reads(asPath(/\\.key$/)))), "tail of no key, links resolved"),
    allow("wc", command("wc").and(not(reads(treeHolds(/\\.key$|(^|\\/)\\.git\\/(.+\\/)?config(\\.worktree)?$/, "a key, a login",
      { read: { names: /(^|\\/)\\.git\\/(.+\\/)?config(\\.worktree)?$/, text: /:[^@]*@/ } })))), "wc of a tree with no key and no login"),
    allow("grep", command("grep").and(not(reads(treeHolds(/\\.key$/, "a key", { only: { options: ["--include"], unless: ["--exclude"] } })))),
      "grep of a tree with no key it reads"),
    // (a filter read through a pipe: find's -name before an xargs, which cuts names)
    allow("find", command("find"), "find lists"),
    allow("xargs", command("xargs"), "xargs runs"),
    allow("nl", command("nl").and(not(command("nl").positional(0, treeHolds(/\\.key$/, "a key",
      { only: { options: ["-name"], unless: [], skip: "", stop: [], head: true } })))), "nl of a walk that keeps no key"),
    context("cat", command("cat"), "For {word}, consider the Read tool."),
    deny("replacement", command("\\ufffd"), "A field arrives as UTF-8: a lone surrogate is U+FFFD."),
  ],
});
`;

if (NATIVE_MISSING.length) {
  console.log(`SKIP native: ${NATIVE_MISSING.join(" and ")} not found (apt-get install wabt gcc)`);
} else {
  await nativeTests();
}
test.run();
