// compiler/eager.ts: the hook's ES module with its top-level functions as parenthesized
// expressions, defined first. Each case is run as a real module before and after: the
// same value, and the functions turned eager only where the scan is sure of them.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { importTs } from "./helpers/ts.mjs";
import { ROOT, built } from "./helpers/built.mjs";

const { eagerFunctions } = await importTs(join(ROOT, "compiler/eager.ts"));
const parses = async (code) => { try { await esbuild.transform(code, { loader: "js", format: "esm", logLevel: "silent" }); return true; } catch { return false; } };
const dir = mkdtempSync(join(tmpdir(), "rulec-eager-"));
let n = 0;
/** The module's `out` export. */
async function run(code) {
  const f = join(dir, `m${n++}.mjs`);
  writeFileSync(f, code);
  return (await import(pathToFileURL(f).href)).out;
}

// [label, module (each exports `out`), eager: whether its functions become expressions]
const CASES = [
  ["a call before the declaration still finds it", "export const out = twice(3);\nfunction twice(x) {\n  return 2 * x;\n}", true],
  ["functions calling each other", "function a(n) {\n  return n ? b(n - 1) + 1 : 0;\n}\nfunction b(n) {\n  return a(n);\n}\nexport const out = a(5);", true],
  ["async and generator functions", "async function f() {\n  return 1;\n}\nfunction* g() {\n  yield 2;\n}\nexport const out = [...g(), typeof f];", true],
  ["a banner comment stays first", "// banner\nexport const out = k();\nfunction k() {\n  return \"k\";\n}", true],
  ["a template with a line `}` in it: left as it is", "function t() {\n  return `a\n}\nb`;\n}\nexport const out = t();", false],
  ["import.meta inside a function: left as it is", "function u() {\n  return typeof import.meta.url;\n}\nexport const out = u();", false],
  ["no functions", "export const out = 7;", false],
  ["a function that assigns to its own name: left as it is", "function lazy() {\n  lazy = () => 2;\n  return 1;\n}\nexport const out = [lazy(), lazy()];", false],
  ["a name assigned elsewhere: left as it is", "function f() {\n  return 1;\n}\nf = () => 2;\nexport const out = f();", false],
  ["a declaration's text inside a template literal: left as it is", "const t = `\nfunction helper(x) {\n  return x;\n}\n`;\nexport const out = t;", false],
];

for (const [label, code, eager] of CASES) {
  test(`eager: ${label}`, async () => {
    const out = await eagerFunctions(code, parses);
    assert.equal(await run(out), await run(code));
    assert.is(/^var \w+ = \((async )?function/m.test(out), eager);
    if (!eager) assert.is(out, code);
    if (code.startsWith("//")) assert.ok(out.startsWith("// banner\n"));
  });
}

// the runtime itself must stay in the scan's reach: one function it cannot take (import.meta
// inside a function, a template with a line "}") leaves every function of the hook lazy
test("eager: a built hook's runtime functions are all expressions", async () => {
  const { hookPath } = await built("rules/git-local.ts");
  const text = readFileSync(hookPath, "utf8");
  for (const name of ["main", "load", "putFields", "readPayload", "exit", "clientAnswer"]) {
    assert.ok(text.includes(`var ${name} = (function ${name}(`), `${name} is not eager`);
  }
  assert.not.match(text, /^(async )?function[ *]/m);
});

test.run();
