// Long rule texts are deflated in blocks at build time (compiler/ruledata.ts packTexts) and
// inflated in the classifier only for a text that is delivered (wasm/inflate.ts
// packedText): the blocks cover the texts exactly, short or incompressible texts stay
// plain, and a built classifier answers every text exactly, on fresh and reused instances.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { ROOT, compiler, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { importTs } from "./helpers/ts.mjs";

const { packTexts, PACK_MIN } = await importTs(join(ROOT, "compiler/ruledata.ts"));

let seed = 3;
const word = () => `w${((seed = (seed * 48271) % 2147483647) % 400)}`;
const prose = (n) => Array.from({ length: n }, word).join(" ");
const offsets = (texts) => texts.reduce((at, t) => (at.push(at[at.length - 1] + Buffer.byteLength(t)), at), [0]);

// [name, texts, packed?, alone (the texts in blocks of their own)]
const CASES = [
  ["no texts", [], false],
  ["short texts", ["Do not.", "Use the wrapper."], false],
  ["compressible, but the saving under PACK_MIN", Array.from({ length: 8 }, () => prose(400)), false],
  ["long but incompressible", [Array.from({ length: 20_000 }, () => String.fromCharCode(32 + ((seed = (seed * 48271) % 2147483647) % 95))).join("")], false],
  ["many long texts", Array.from({ length: 30 }, () => prose(400)), true],
  ["one text longer than a block", [prose(200), prose(16000), prose(200)], true],
  ["empty texts among them", ["", prose(6000), "", prose(6000), ""], true],
  ["a text alone among long ones", [prose(6000), "Approved.", prose(6000), prose(200)], true, [false, true, false, false]],
  ["the first and last alone", ["Ok.", prose(6000), prose(6000), "Fine."], true, [true, false, false, true]],
];

test("packTexts: blocks cover the texts exactly, or the texts stay plain", () => {
  for (const [name, texts, packs, alone = []] of CASES) {
    const plain = Buffer.from(texts.join(""), "utf8");
    const at = offsets(texts);
    const p = packTexts(plain, at, alone);
    assert.is(p !== null, packs, name);
    if (!p) continue;
    assert.ok(plain.length - p.blob.length >= PACK_MIN && p.blob.length * 4 <= plain.length * 3, `${name}: saves PACK_MIN bytes and a quarter`);
    let next = 0;
    for (let b = 0; b < p.blocks.length; b += 4) {
      const [off, len, start, n] = p.blocks.slice(b, b + 4);
      assert.is(start, next, `${name}: block ${b / 4} starts where the last ended`);
      assert.ok(at.includes(start) && at.includes(start + n), `${name}: blocks hold whole texts`);
      assert.ok(inflateRawSync(p.blob.subarray(off, off + len)).equals(plain.subarray(start, start + n)), `${name}: block ${b / 4}`);
      next = start + n;
    }
    assert.is(next, plain.length, `${name}: the blocks end with the texts`);
    alone.forEach((a, i) => {
      if (!a || at[i] === at[i + 1]) return;
      const own = [];
      for (let b = 0; b < p.blocks.length; b += 4) own.push([p.blocks[b + 2], p.blocks[b + 3]]);
      assert.ok(own.some(([start, n]) => start === at[i] && n === at[i + 1] - at[i]), `${name}: text ${i} is a block of its own`);
    });
  }
});

test("a classifier of long texts answers each exactly, on fresh and reused instances", async () => {
  const dir = scratch("rulec-texts-");
  const texts = Array.from({ length: 24 }, (_, i) => `Rule ${i}: ${prose(700)} ✓`);
  const rules = texts.map((t, i) => `  deny("r${i}", git("sub${i}"), ${JSON.stringify(t)}, { examples: [] }),`);
  writeFileSync(join(dir, "long.ts"), `import { deny, git, ruleset } from "rulec";\nexport default ruleset({ events: ["PreToolUse"], tools: ["Bash"], failure: "open", rules: [\n${rules.join("\n")}\n] });\n`);
  const { build } = await compiler();
  const r = await build({ entry: join(dir, "long.ts"), outDir: dir, noTypecheck: true });
  assert.is(Buffer.from(r.wasmBytes).indexOf(texts[3].slice(0, 120)), -1, "the texts are not in the module as written");
  const { load } = await runtime();
  const bytes = readFileSync(r.wasmPath);
  const call = (c, i) => c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w", "tool_input.command": `git sub${i} && git sub${(i + 7) % 24}` }).texts;
  const reused = load(bytes, undefined, { reuse: true });
  for (const i of [0, 5, 23, 11, 5]) {
    const want = [texts[i], texts[(i + 7) % 24]];
    assert.equal(call(load(bytes), i), want, `fresh, rule ${i}`);
    assert.equal(call(reused, i), want, `reused, rule ${i}`);
  }
  rmSync(dir, { recursive: true, force: true });
});

test.run();
