// compiler/automata/containing.ts: the pattern of the paths that are, or may hold, a path
// the given patterns match (a recursive delete of one deletes the other). Tables of words
// that must and must not match, every ancestor of sample protected paths in several
// spellings, a brute-force oracle over a small alphabet, the usage errors — and that the
// result compiles to the same automaton answers as JS's RegExp gives.
//
// Run: npx uvu test containing

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "./helpers/ts.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { containing, directoriesAbove } = await importTs(join(ROOT, "compiler/automata/containing.ts"));
const { compileAutomaton, serialize, runTable } = await importTs(join(ROOT, "compiler/automata/index.ts"));

const show = (s) => JSON.stringify(s);

// [patterns, words that match, words that do not]
const CASES = [
  // the path itself; each directory above it, with any trailing slashes and doubled ones
  // where the pattern allows them; the root
  [[/^\/+var\/+lib\/+dpkg\/+status$/],
    ["/var/lib/dpkg/status", "/var/lib/dpkg", "/var/lib/dpkg/", "/var/lib", "/var/lib//", "//var//lib", "/var", "/", "//"],
    ["", "/var/lib/dpkg/status/x", "/var/lib/dpkg/info", "/var/lib/dpkgx", "/var/li", "/va", "var/lib", "/var/lib/dpkg/statu", "/var/lib/dpkg/status/"]],
  // a file pattern with no `/+`: only the spelling the pattern allows
  [[/^\/etc\/ssl\/private\/.+$/],
    ["/etc/ssl/private/a.key", "/etc/ssl/private/a/b", "/etc/ssl/private", "/etc/ssl/private/", "/etc/ssl", "/etc", "/etc/"],
    ["//etc", "/etc/sslx", "/etc/ssl/privat", "/etc/ss", "/et"]],
  // a glob whose text before its first `*`, `?` or `[` begins a match
  [[/^\/+var\/+lib\/+dpkg\/+status$/],
    ["/var/lib/d*", "/var/lib/dpkg/s*", "/var/*", "/*", "/v?r/lib", "/var/l[i]b", "/var/lib/dpkg/status*", "/var/lib/*/status", "/*/x"],
    ["*", "?", "[a]", "/var/lib/x*", "/var/log/*", "/var/lib/dpkg/statusx*", "x*", "/var/lib/dpkg/info*"]],
  // alternatives, a case-insensitive pattern (its case folding is kept, the other's
  // case too), classes that exclude `/`
  [[/^(?:~|\/home\/[^/]+)\/+\.ssh\/+id_[^/]+$/i, /^\/+boot\/+.+$/],
    ["~/.ssh/id_rsa", "~/.SSH/ID_RSA", "~/.ssh", "~/.ssh/", "~", "~/", "/home/al/.ssh", "/home/al", "/home", "/boot", "/boot/grub", "/boot/grub/x/", "~/.s*", "/home/*/.ssh"],
    ["~/.cache", "~x", "/home/al/.sshx", "/home/al/.ssh/known_hosts", "/bootx", "/home/al/.cache", "/BOOT"]],
  // bounded repetition: fewer complete repetitions than the most, then a prefix of one more
  [[/^\/a(?:\/b){2}\/c$/],
    ["/a/b/b/c", "/a/b/b", "/a/b", "/a", "/a/b/b/"],
    ["/a/b/b/b", "/a/b/c", "/a/b/b/b/c", "/a/bb"]],
  // an optional part, skipped or not
  [[/^\/+etc(?:\/+ssl)?\/+certs\/+x$/],
    ["/etc/certs/x", "/etc/ssl/certs/x", "/etc/ssl/certs", "/etc/ssl", "/etc/certs", "/etc"],
    ["/etc/ssl/x", "/etc/x"]],
  // several patterns: any of them
  [[/^\/a\/b$/, /^\/c\/d\/e$/],
    ["/a", "/a/b", "/c", "/c/d", "/c/d/e", "/"],
    ["/a/b/c", "/c/e", "/b"]],
];

test("table: words that are, hold or may name a protected path", () => {
  for (const [patterns, yes, no] of CASES) {
    const re = containing(patterns);
    for (const w of yes) assert.ok(re.test(w), `${patterns.join(" ")} should match ${show(w)}: ${re}`);
    for (const w of no) assert.not.ok(re.test(w), `${patterns.join(" ")} should not match ${show(w)}: ${re}`);
  }
});

// Protected paths and the patterns that protect them: every ancestor directory, spelled
// with a trailing slash or doubled slashes, matches; so does a glob for each segment.
const HOME = String.raw`(?:~[A-Za-z0-9._-]*|\$HOME|\$\{HOME\}|/+home/+[^/]+|/+root)`;
const KEPT = new RegExp(String.raw`^(?:${HOME}/+(?:\.bashrc|\.ssh/+(?:authorized_keys2?|id_[^/]+)|\.local/+share/+keyrings/+.+|\.config/+gh/+hosts\.yml)|(?:/+private)?/+etc/+(?:passwd|ssl/+private/+.+|sudoers\.d/+[^/]+)|/+var/+lib/+dpkg/+status)$`, "i");
const PROTECTED = ["~/.bashrc", "~/.ssh/id_ed25519", "~/.local/share/keyrings/login.keyring", "$HOME/.config/gh/hosts.yml",
  "/home/alice/.ssh/authorized_keys", "/root/.bashrc", "/etc/passwd", "/etc/ssl/private/site.key", "/private/etc/sudoers.d/x", "/var/lib/dpkg/status"];

test("every ancestor of a protected path, in several spellings", () => {
  const re = containing([KEPT]);
  for (const p of PROTECTED) {
    assert.ok(KEPT.test(p), `sample ${p}`);
    const segs = p.split("/");
    for (let n = 1; n <= segs.length; n++) {
      const up = segs.slice(0, n).join("/");
      // (a directory with trailing slashes; the file itself as written)
      const spellings = !up ? ["/", "//"] : n < segs.length ? [up, `${up}/`, `${up}//`, up.replace(/\//g, "//")] : [up, up.replace(/\//g, "//")];
      for (const s of spellings) assert.ok(re.test(s), `${show(s)} (above ${p})`);
      // a glob in the last segment (what precedes it begins the path)
      const last = segs[n - 1];
      if (n > 1 && last.length > 1) {
        const glob = [...segs.slice(0, n - 1), `${last.slice(0, 1)}*`].join("/");
        assert.ok(re.test(glob), `${show(glob)} (may name a directory above ${p})`);
      }
    }
  }
  for (const w of ["~/.cache", "~/.local/share/app", "/etc/nginx", "/var/lib/docker", "/etc/ssl/certs", "/home/alice/src", "/var/log", "/etc/passwd/x", "~/.ssh/known_hostz"]) {
    assert.not.ok(re.test(w), `${show(w)} holds no protected path`);
  }
});

// The oracle: over the alphabet {a, b, /}, a word W (not a glob) matches when W matches a
// pattern or W plus "/" and some word matches one (W's trailing slashes taken off, W not
// empty). Checked against every word of up to 6 characters, suffixes of up to 6.
const ALPHA = ["a", "b", "/"];
const words = (n) => {
  const out = [""];
  let level = [""];
  for (let i = 0; i < n; i++) { level = level.flatMap((w) => ALPHA.map((c) => w + c)); out.push(...level); }
  return out;
};
const SMALL = [/^\/a\/+b$/, /^(?:\/a)+\/b\/*$/, /^\/[ab]*\/a$/, /^a\/b(?:\/a|\/b\/b)?$/, /^\/a{1,2}\/b\/a$/];

test("oracle: words over {a, b, /} against every suffix", () => {
  const all = words(6);
  const suffixes = words(6);
  for (const p of SMALL) {
    const re = containing([p]);
    for (const w of all) {
      const dir = w.replace(/\/+$/, "");
      const expect = p.test(w) || (w !== "" && suffixes.some((s) => p.test(`${dir}/${s}`)));
      assert.is(re.test(w), expect, `${p} on ${show(w)}`);
    }
  }
});

test("the result compiles, and the automaton agrees with RegExp", () => {
  const re = containing([KEPT]);
  const table = serialize(compileAutomaton([{ source: re.source, flags: re.flags }]));
  const sample = fc.sample(fc.oneof(
    fc.constantFrom(...PROTECTED).chain((p) => fc.integer({ min: 0, max: p.length }).map((n) => p.slice(0, n))),
    fc.array(fc.constantFrom("/", "~", "a", ".", "s", "h", "e", "t", "c", "*", "?", "[", "$"), { maxLength: 14 }).map((cs) => cs.join("")),
  ), { numRuns: 2000, seed: 7 });
  for (const w of sample) assert.is(runTable(table, w).length > 0, re.test(w), show(w));
});

// [patterns, what the error says]
const ERRORS = [
  [[], /at least one pattern/],
  [[/\/etc\/passwd$/], /anchored at both ends/],
  [[/^\/etc\/passwd/], /anchored at both ends/],
  [[/^\/etc$|\/x$/], /anchored at both ends/],
  [[/^\/etc(?=x)\/a$/], /no assertions/],
  [[/^(a+)\/\1$/], /./],
  [[/^\/etc$/u], /u and v flags/],
];

test("usage errors", () => {
  for (const [patterns, msg] of ERRORS) {
    assert.throws(() => containing(patterns), (e) => msg.test(e.message), `${patterns.join(" ")}`);
  }
});

// directoriesAbove: the directories above a match only — not the match, not a glob; put
// after a prefix of the caller's, `^(.*\/)?`, the directories that hold a store by name
// wherever they lie (`.git`, `sub/.git`), not any directory (`src`)
test("directoriesAbove: the directories only, and behind a prefix of its own", () => {
  const dirs = directoriesAbove([/^\.git\/config$/, /^\.aws\/(?:credentials|cli\/cache(?:\/.*)?)$/i]);
  for (const w of [".git", ".git/", ".aws", ".AWS", ".aws/cli", ".aws/cli/cache", ".aws/cli/cache/x"]) assert.ok(dirs.test(w), show(w));
  for (const w of ["", ".git/config", ".aws/credentials", ".g*", ".gi", ".github", "src", "/"]) assert.ok(!dirs.test(w), show(w));
  const anywhere = new RegExp("^(.*/)?(?:" + dirs.source.slice(1, -1) + ")$");
  for (const w of ["sub/.git", "/p/sub/.git/", "a/b/.aws/cli"]) assert.ok(anywhere.test(w), show(w));
  for (const w of ["src", "sub", "/p", "sub/.github", "sub/.git/config", "x.git"]) assert.ok(!anywhere.test(w), show(w));
  assert.throws(() => directoriesAbove([/^\.netrc$/]), (e) => /no pattern has a directory/.test(e.message));
});

test.run();
