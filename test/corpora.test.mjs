// Every call of the third-party corpora (scripts/reference.mjs: dcg's, the peers'), judged
// in this process: the reference rule set's built classifier, the payload the conformance
// runner would send (its fixtures, test/conformance.mjs), the hook's own steps — the
// prefilter, classify, the answer Claude Code reads — and the runner's checks of it.
//
// Why in process: the corpora are a thousand lone Bash calls that score verdicts. Run as
// hook processes they were a sixth of `npm test`'s CPU; npm test now runs one call in
// CORPUS_SAMPLE of them as processes on each host (another sample on each, so both hosts
// run different calls), and judges all of them here, on the same classifier bytes, through
// the same runtime functions the hook calls, in ≈2 s. RULEC_TEST_FULL=1 runs them all as
// processes too.
//
// The fixture of each recipe is made once and shared: the reference sets with corpora write
// nothing (their manifests say so, and the test checks it), and a lone call's state starts
// empty. The environment is the runner's (HOME and CLAUDE_PROJECT_DIR the fixture's) while
// the calls are judged.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { built, runtime } from "./helpers/built.mjs";
import { overEnv } from "./helpers/rulec.mjs";
import { importTs } from "./helpers/ts.mjs";
import { REFERENCE, ROOT, VECTORS } from "../scripts/reference.mjs";
import { failuresOf, fixture, observe, payloadOf, readVectors } from "./conformance.mjs";

const { fieldsOf, cannotFire, answer } = await runtime();
const { prefilterOf } = await importTs(join(ROOT, "compiler/prefilter.ts"));

/** Runs `fn` with exactly `vars` (and PATH) in the environment, then puts it back. */
function withEnv(vars, fn) {
  const only = Object.fromEntries(Object.keys(process.env).filter((k) => k !== "PATH").map((k) => [k, undefined]));
  const restore = overEnv({ ...only, ...vars });
  try { return fn(); } finally { restore(); }
}

for (const r of REFERENCE.filter((r) => r.corpora)) {
  test(`${r.name}: every call of its corpora, in process`, async () => {
    const { result, classifier } = await built(r.entry, { name: r.name, defines: r.defines });
    const manifest = JSON.parse(readFileSync(result.hookPath.replace(/\.js$/, ".json"), "utf8"));
    assert.is(manifest.writes, false, "a rule set with corpora writes nothing (one fixture is shared)");
    const pf = prefilterOf(result.ruleset);
    const vectors = readVectors(r.corpora.split(" ").map((f) => join(VECTORS, f)));
    assert.ok(vectors.length > 500, `${vectors.length} vectors`);
    const fixtures = new Map();
    const failures = [];
    vectors.forEach((v, i) => {
      assert.ok(!v.session && !v.env && !v.file, `${v.id}: a lone call with no environment or file (else the conformance runner's)`);
      const name = v.fixture ?? "repo";
      if (!fixtures.has(name)) fixtures.set(name, fixture(name, v.where));
      const f = fixtures.get(name);
      const payload = payloadOf(v, f, i + 1);
      const event = payload.hook_event_name;
      const env = { HOME: f.home, CLAUDE_PROJECT_DIR: f.root, RULEC_STATE_DIR: f.state, LANG: "C.UTF-8" };
      const a = withEnv(env, () => {
        const fields = fieldsOf(payload);
        return cannotFire(pf, fields) ? { code: 0, stdout: "", stderr: "" } : answer(classifier.classify(fields), event);
      });
      const fails = failuresOf(v, observe({ status: a.code, stdout: a.stdout, stderr: a.stderr }, event), f);
      if (fails.length) failures.push(`${v.id}: ${fails.join("; ")}`);
    });
    assert.equal(failures, [], failures.slice(0, 20).join("\n"));
  });
}

test.run();
