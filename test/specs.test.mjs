// compiler/specs: the option grammars taken from git's and the GNU tools' documentation.
// Checks the shape of the data (keys, spellings, arities, no option listed twice with two
// arities) and a table of facts the documentation states.
//
// Run: npx uvu test '^specs\.test\.mjs$'

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importTs } from "./helpers/ts.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const { GIT, COREUTILS, SPECS } = await importTs(join(ROOT, "compiler/specs/index.ts"));

const ARITIES = new Set(["flag", "value", "optional"]);

const GIT_SUBS = `add am apply archive bisect blame branch bundle cat-file checkout checkout-index cherry
  cherry-pick clean clone commit config describe diff difftool fetch format-patch fsck gc grep init
  log ls-files ls-remote ls-tree maintenance merge mergetool mv notes pull push range-diff read-tree
  rebase reflog remote repack replace reset restore rev-list rev-parse revert rm send-pack shortlog
  show show-ref sparse-checkout stash status submodule switch symbolic-ref tag update-index
  update-ref var worktree whatchanged`.split(/\s+/);

const GNU = `rm rmdir mv cp ln install chmod chown chgrp touch truncate mkdir dd shred tee sort split
  tar find sed grep xargs head tail cat ls wc`.split(/\s+/);

test("every git subcommand and GNU command asked for is there", () => {
  for (const sub of GIT_SUBS) assert.ok(GIT[`git ${sub}`], `git ${sub}`);
  for (const cmd of GNU) assert.ok(COREUTILS[cmd], cmd);
});

test("each family's grammars are their own: no command in two families", async () => {
  const { readdirSync } = await import("node:fs");
  const seen = new Map();
  for (const f of readdirSync(join(ROOT, "compiler/specs")).filter((f) => f.endsWith(".ts") && f !== "index.ts" && f !== "types.ts")) {
    const mod = await importTs(join(ROOT, "compiler/specs", f));
    for (const table of Object.values(mod).filter((v) => v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every((s) => s && typeof s.abbrev === "boolean"))) {
      for (const k of Object.keys(table)) {
        assert.ok(!seen.has(k) || seen.get(k) === f, `${k}: in ${seen.get(k)} and ${f}`);
        seen.set(k, f);
      }
    }
  }
  assert.equal(Object.keys(SPECS).length, seen.size, "SPECS holds every family's grammars");
});

test("keys are command names or \"git SUB\"", () => {
  for (const key of Object.keys(GIT)) assert.match(key, /^git [a-z][a-z-]*$/, key);
  for (const key of Object.keys(SPECS).filter((k) => !k.startsWith("git "))) assert.match(key, /^[a-z0-9][a-z0-9._+-]*$/i, key);
});

test("every option starts with \"-\" and has a valid arity", () => {
  for (const [cmd, spec] of Object.entries(SPECS)) {
    assert.type(spec.abbrev, "boolean", cmd);
    for (const [opt, arity] of Object.entries(spec.options)) {
      assert.ok(/^--?[^\s=-][^\s=]*$/.test(opt), `${cmd}: ${JSON.stringify(opt)}`);
      assert.ok(ARITIES.has(arity), `${cmd} ${opt}: ${arity}`);
    }
    if (cmd !== "dd") assert.ok(Object.keys(spec.options).length > 0, `${cmd} has options`);
  }
});

test("abbreviation: git and getopt_long tools yes, find and dd no", () => {
  for (const [cmd, spec] of Object.entries(GIT)) assert.is(spec.abbrev, true, cmd);
  for (const [cmd, spec] of Object.entries(COREUTILS)) assert.is(spec.abbrev, !["find", "dd"].includes(cmd), cmd);
  assert.equal(COREUTILS.dd.options, {});
});

// An object literal keeps the last of two equal keys: read the sources to see them all.
test("no option is written twice in one table with two arities", () => {
  for (const file of ["git.ts", "coreutils.ts"]) {
    const lines = readFileSync(join(ROOT, "compiler/specs", file), "utf8").split("\n");
    let table = null;
    let seen = new Map();
    for (const line of lines) {
      const start = /^(?:const (\w+)\b.*= \{|  (?:"([^"]+)"|(\w+)): \{)/.exec(line);
      if (start) { table = start[1] ?? start[2] ?? start[3]; seen = new Map(); }
      for (const [, opt, arity] of line.matchAll(/"(-[^"]*)": "(\w+)"/g)) {
        assert.ok(table, `${file}: option outside a table: ${line}`);
        const before = seen.get(opt);
        assert.ok(before === undefined || before === arity, `${file} ${table}: ${opt} is ${before} and ${arity}`);
        seen.set(opt, arity);
      }
    }
  }
});

// aliases: a short option another name of a long one, both the subcommand's, taking a value alike
test("aliases pair a short option with a long one of the same grammar", () => {
  let pairs = 0;
  for (const [cmd, spec] of Object.entries(SPECS)) {
    for (const [short, long] of Object.entries(spec.aliases ?? {})) {
      pairs++;
      assert.match(short, /^-[A-Za-z0-9]$/, `${cmd}: ${short}`);
      assert.match(long, /^--[a-z0-9][a-z0-9-]*$/, `${cmd}: ${long}`);
      assert.ok(short in spec.options && long in spec.options, `${cmd}: ${short} ${long} are its options`);
      assert.is(spec.options[short], spec.options[long], `${cmd}: ${short} and ${long} take a value alike`);
    }
  }
  assert.ok(pairs > 100, `${pairs} pairs`);
  // git SUB -h: the pairs the negation of a dry run needs
  for (const sub of ["add", "rm", "mv", "clean", "prune", "read-tree", "reflog", "worktree", "push"]) assert.is(GIT[`git ${sub}`].aliases["-n"], "--dry-run", sub);
  assert.is(GIT["git commit"].aliases["-n"], "--no-verify");
  assert.is(GIT["git restore"].aliases["-S"], "--staged");
});

test("environment variables spell options of the same grammar that take a value", () => {
  let n = 0;
  for (const [cmd, spec] of Object.entries(SPECS)) {
    for (const [v, opt] of Object.entries(spec.env ?? {})) {
      n++;
      assert.match(v, /^[A-Z][A-Z0-9_]*$/, `${cmd}: ${v}`);
      assert.is(spec.options[opt], "value", `${cmd}: ${v} is ${opt}, an option that takes a value`);
    }
  }
  assert.ok(n >= 20, `${n} variables`);
  assert.is(SPECS.aws.env.AWS_PROFILE, "--profile");
  assert.is(SPECS.docker.env.DOCKER_HOST, "--host");
});

// [command, option, arity]: what the documentation says.
const FACTS = [
  ["git reset", "--hard", "flag"],
  ["git reset", "--soft", "flag"],
  ["git commit", "-m", "value"],
  ["git commit", "--message", "value"],
  ["git commit", "-F", "value"],
  ["git commit", "--amend", "flag"],
  ["git commit", "--no-verify", "flag"],
  ["git commit", "-n", "flag"],
  ["git commit", "-S", "optional"],
  ["git commit", "--gpg-sign", "optional"],
  ["git commit", "--fixup", "value"],
  ["git commit", "-u", "optional"],
  ["git push", "--force-with-lease", "optional"],
  ["git push", "--no-force-with-lease", "flag"],
  ["git push", "--force", "flag"],
  ["git push", "-f", "flag"],
  ["git push", "--delete", "flag"],
  ["git push", "-d", "flag"],
  ["git push", "-o", "value"],
  ["git push", "--recurse-submodules", "value"],
  ["git push", "--signed", "optional"],
  ["git log", "-n", "value"],
  ["git log", "--max-count", "value"],
  ["git log", "--oneline", "flag"],
  ["git log", "--color", "optional"],
  ["git log", "--pretty", "optional"],
  ["git log", "--format", "value"],
  ["git whatchanged", "-n", "value"],
  ["git branch", "-D", "flag"],
  ["git branch", "-d", "flag"],
  ["git branch", "--set-upstream-to", "value"],
  ["git branch", "-u", "value"],
  ["git branch", "--contains", "value"],
  ["git checkout", "-b", "value"],
  ["git checkout", "-B", "value"],
  ["git checkout", "--orphan", "value"],
  ["git checkout", "-f", "flag"],
  ["git switch", "-c", "value"],
  ["git switch", "--discard-changes", "flag"],
  ["git restore", "-s", "value"],
  ["git restore", "--staged", "flag"],
  ["git clean", "-f", "flag"],
  ["git clean", "-x", "flag"],
  ["git clean", "-e", "value"],
  ["git prune", "--expire", "value"],
  ["git prune", "-n", "flag"],
  ["git gc", "--prune", "optional"],
  ["git rm", "-r", "flag"],
  ["git rm", "--cached", "flag"],
  ["git stash", "-m", "value"],
  ["git stash", "--include-untracked", "flag"],
  ["git rebase", "--onto", "value"],
  ["git rebase", "-x", "value"],
  ["git rebase", "-i", "flag"],
  ["git rebase", "--autosquash", "flag"],
  ["git merge", "-X", "value"],
  ["git merge", "-s", "value"],
  ["git merge", "--no-ff", "flag"],
  ["git cherry-pick", "-m", "value"],
  ["git diff", "--color", "optional"],
  ["git diff", "--stat", "optional"],
  ["git diff", "--cached", "flag"],
  ["git diff", "-O", "value"],
  ["git clone", "--depth", "value"],
  ["git clone", "-b", "value"],
  ["git clone", "--recurse-submodules", "optional"],
  ["git fetch", "--prune", "flag"],
  ["git fetch", "-j", "value"],
  ["git pull", "--rebase", "optional"],
  ["git grep", "-e", "value"],
  ["git grep", "-A", "value"],
  ["git tag", "-a", "flag"],
  ["git tag", "-m", "value"],
  ["git tag", "-u", "value"],
  ["git config", "--file", "value"],
  ["git config", "--global", "flag"],
  ["git worktree", "-b", "value"],
  ["git worktree", "--force", "flag"],
  ["git remote", "-t", "value"],
  ["git submodule", "--branch", "value"],
  ["git update-ref", "-m", "value"],
  ["git format-patch", "-o", "value"],
  ["git am", "--3way", "flag"],
  ["git bisect", "--term-new", "value"],
  ["rm", "-f", "flag"],
  ["rm", "-r", "flag"],
  ["rm", "--recursive", "flag"],
  ["rm", "--interactive", "optional"],
  ["rm", "--no-preserve-root", "flag"],
  ["rm", "--preserve-root", "optional"],
  ["rmdir", "-p", "flag"],
  ["cp", "-t", "value"],
  ["cp", "-r", "flag"],
  ["cp", "--reflink", "optional"],
  ["cp", "--backup", "optional"],
  ["cp", "-S", "value"],
  ["cp", "--no-preserve", "value"],
  ["mv", "-t", "value"],
  ["mv", "-f", "flag"],
  ["mv", "--update", "optional"],
  ["ln", "-s", "flag"],
  ["install", "-m", "value"],
  ["chmod", "-R", "flag"],
  ["chmod", "--reference", "value"],
  ["chown", "--from", "value"],
  ["chgrp", "-h", "flag"],
  ["touch", "-d", "value"],
  ["touch", "-t", "value"],
  ["truncate", "-s", "value"],
  ["mkdir", "-p", "flag"],
  ["mkdir", "-m", "value"],
  ["shred", "-u", "flag"],
  ["shred", "--remove", "optional"],
  ["shred", "-n", "value"],
  ["tee", "-a", "flag"],
  ["tee", "--output-error", "optional"],
  ["sort", "-o", "value"],
  ["sort", "-k", "value"],
  ["sort", "--check", "optional"],
  ["split", "-b", "value"],
  ["split", "--numeric-suffixes", "optional"],
  ["tar", "-C", "value"],
  ["tar", "-f", "value"],
  ["tar", "-x", "flag"],
  ["tar", "-z", "flag"],
  ["tar", "--exclude", "value"],
  ["tar", "--one-top-level", "optional"],
  ["tar", "--remove-files", "flag"],
  ["find", "-delete", "flag"],
  ["find", "-exec", "flag"],
  ["find", "-D", "value"],
  ["sed", "-i", "optional"],
  ["sed", "--in-place", "optional"],
  ["sed", "-e", "value"],
  ["sed", "-n", "flag"],
  ["grep", "-e", "value"],
  ["grep", "--color", "optional"],
  ["grep", "-r", "flag"],
  ["xargs", "-I", "value"],
  ["xargs", "-i", "optional"],
  ["xargs", "-0", "flag"],
  ["xargs", "-n", "value"],
  ["head", "-n", "value"],
  ["tail", "-f", "flag"],
  ["tail", "--follow", "optional"],
  ["cat", "-n", "flag"],
  ["ls", "--color", "optional"],
  ["ls", "-w", "value"],
  ["wc", "-l", "flag"],
  ["wc", "--total", "value"],
];

test("facts from the documentation", () => {
  assert.ok(FACTS.length >= 30);
  for (const [cmd, opt, arity] of FACTS) {
    assert.ok(SPECS[cmd], `no spec for ${cmd}`);
    assert.is(SPECS[cmd].options[opt], arity, `${cmd} ${opt}`);
  }
});

test("what is not an option is not listed", () => {
  for (const [cmd, opt] of [["git checkout", "--"], ["git log", "-3"], ["git branch", "-vv"], ["find", "!"], ["head", "-5"]]) {
    assert.is(SPECS[cmd].options[opt], undefined, `${cmd} ${opt}`);
  }
});

test.run();
