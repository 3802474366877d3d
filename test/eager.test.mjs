// compiler/eager.ts: the hook's ES module with its top-level functions as parenthesized
// expressions, defined first. Each case is run as a real module before and after: the
// same value, and the functions turned eager only where the scan is sure of them.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { importTs } from "./helpers/ts.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { ROOT, built } from "./helpers/built.mjs";

const { eagerFunctions } = await importTs(join(ROOT, "compiler/eager.ts"));
const parses = async (code) => { try { await esbuild.transform(code, { loader: "js", format: "esm", logLevel: "silent" }); return true; } catch { return false; } };
const dir = scratch("rulec-eager-");
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
// inside a function, a template with a line "}") leaves every function of the hook lazy. The
// hook's runtime is minified: its top level is read with TypeScript's parser.
test("eager: a built hook's runtime functions are all expressions", async () => {
  const ts = (await import("typescript")).default;
  const { hookPath } = await built("rules/git-local.ts");
  // (the runtime: from line 3 to the line that ends CommonJS's comment, compiler/hook.ts)
  const lines = readFileSync(hookPath, "latin1").split("\n");
  const runtime = lines.slice(2, lines.lastIndexOf("// */ 0];")).join("\n");
  const sf = ts.createSourceFile("runtime.js", runtime, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  assert.equal(sf.statements.filter(ts.isFunctionDeclaration).map((f) => f.name.text), [], "declared functions are lazy");
  const eager = new Set();
  for (const st of sf.statements.filter(ts.isVariableStatement)) {
    for (const d of st.declarationList.declarations) {
      const i = d.initializer;
      if (i && ts.isParenthesizedExpression(i) && ts.isFunctionExpression(i.expression)) eager.add(d.name.text);
    }
  }
  assert.ok(eager.size > 40, `${eager.size} eager functions`);
  // the entry: main({ name: "git-local", … }), its name minified
  let main = null;
  const visit = (n) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.arguments[0] && ts.isObjectLiteralExpression(n.arguments[0])
      && n.arguments[0].properties.some((p) => p.name?.text === "name" && p.initializer?.text === "git-local")) main = n.expression.text;
    ts.forEachChild(n, visit);
  };
  visit(sf);
  assert.ok(main && eager.has(main), `main (${main}) is eager`);
});

test.run();
