// The ways rule set built over the real 84-way corpus fires exactly the ways JS RegExp
// says, for generated commands, descriptions, prompts and file paths (built without the
// volume cap, so the comparison is of the whole set).

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { built, runtime, ROOT } from "./helpers/built.mjs";

const CORPUS = join(ROOT, "test", "data", "corpora", "ways-claude-code-config", "hooks", "ways");

function ways(dir, root = dir) {
  const out = [];
  for (const n of readdirSync(dir).sort()) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out.push(...ways(p, root));
    else if (n === "way.md") {
      const fm = parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(p, "utf8"))[1]);
      out.push({ id: relative(root, dir), commands: fm.commands && new RegExp(fm.commands), pattern: fm.pattern && new RegExp(fm.pattern), files: fm.files && new RegExp(fm.files) });
    }
  }
  return out;
}

if (!existsSync(CORPUS)) {
  console.log(`SKIP ways-corpus: no corpus at ${CORPUS}`);
} else {
  const W = ways(CORPUS);
  const { result } = await built("rules/ways.ts", { name: "ways-corpus", defines: { waysDir: CORPUS, maxWays: "0" } });
  const { load, hostFacts } = await runtime();
  const facts = { ...hostFacts(), 7: () => 0 };
  const c = load(result.wasmBytes, facts);

  // fragments of the corpus's own regexes make inputs that hit them
  const frags = [...new Set(W.flatMap((w) => [w.commands, w.pattern, w.files].filter(Boolean).flatMap((r) =>
    r.source.replace(/\\(.)/g, "$1").split(/[|()?*+^$\[\]{}]/).filter((s) => s.length > 1))))];
  const text = fc.array(fc.oneof(fc.constantFrom(...frags), fc.constantFrom(" ", "-", "/", ".", "_", "x", "PR", "\t"), fc.string({ maxLength: 4 })), { maxLength: 8 }).map((a) => a.join(""));
  const safeCommand = text.map((s) => s.replace(/[<>|&;`$()\\'"#\n]/g, " "));

  const fired = (fields) => new Set(c.classify({ cwd: "/tmp/p", project_dir: "/tmp/p", ...fields }).rules);
  const same = (got, want, input) => assert.equal([...got].sort(), [...want].sort(), JSON.stringify(input));

  test(`ways corpus: ${W.length} ways; Bash command + description`, () => {
    fc.assert(fc.property(safeCommand, text, (command, description) => {
      const want = W.filter((w) => (w.commands && w.commands.test(command)) || (w.pattern && w.pattern.test(description))).map((w) => w.id);
      same(fired({ hook_event_name: "PostToolUse", tool_name: "Bash", "tool_input.command": command, "tool_input.description": description }), want, { command, description });
    }), { numRuns: 400 });
  });

  test("ways corpus: the user's prompt", () => {
    fc.assert(fc.property(text, (prompt) => {
      const want = W.filter((w) => w.pattern && w.pattern.test(prompt)).map((w) => w.id);
      same(fired({ hook_event_name: "UserPromptSubmit", prompt }), want, { prompt });
    }), { numRuns: 300 });
  });

  test("ways corpus: Edit/Write paths", () => {
    fc.assert(fc.property(text, fc.constantFrom("Edit", "Write", "MultiEdit"), (path, tool) => {
      const want = W.filter((w) => w.files && w.files.test(path)).map((w) => w.id);
      same(fired({ hook_event_name: "PostToolUse", tool_name: tool, "tool_input.file_path": path }), want, { path });
    }), { numRuns: 300 });
  });

  test("ways corpus: PreToolUse never fires", () => {
    assert.is(c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/", "tool_input.command": "git commit -m x && gh pr create" }).tier, "silent");
  });
}

test.run();
