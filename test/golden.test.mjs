// Golden text files of compiled output: the IR of each reference rule set, as
// `rulec debug ir` prints it. Regenerate with UPDATE=1 after an intended change, and
// read the diff before committing it.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, compiler } from "./helpers/built.mjs";
import { importTs } from "./helpers/ts.mjs";

const { frontEnd } = await compiler();
const { printRuleSet } = await importTs(join(ROOT, "compiler/ir.ts"));
const { REFERENCE } = await import("../scripts/reference.mjs");

for (const r of REFERENCE) {
  test(`golden IR: ${r.name}`, async () => {
    const fe = await frontEnd({ entry: join(ROOT, r.entry), outDir: "", name: r.name, defines: r.defines, noTypecheck: true });
    const got = printRuleSet(fe.ruleset);
    const file = join(ROOT, "test/golden", `${r.name}.ir`);
    if (process.env.UPDATE) writeFileSync(file, got);
    assert.ok(existsSync(file), `no golden file ${file}: run with UPDATE=1`);
    assert.fixture(got, readFileSync(file, "utf8"));
  });
}

test.run();
