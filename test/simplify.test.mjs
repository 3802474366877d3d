// Predicate simplification (compiler/simplify.ts): flattened, factored, host facts last.
// A table of shapes, a property that the three-valued meaning never changes (Kleene's
// and/or over random trees and random values of their atoms), and the reference rule sets'
// verdicts, which the conformance vectors and snapshots check built this way.

import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { join } from "node:path";
import { importTs } from "./helpers/ts.mjs";
import { ROOT } from "./helpers/built.mjs";

const { simplify, asksFacts } = await importTs(join(ROOT, "compiler/simplify.ts"));
const { printPred } = await importTs(join(ROOT, "compiler/ir.ts"));

const cmd = (...names) => ({ k: "command", names });
const pos = (v) => ({ k: "some", sel: { of: "positionals", from: 0, to: 1 }, w: { k: "eq", values: [v] } });
const exists = (path) => ({ k: "factExists", path, unknown: true });
const all = (...of) => ({ k: "all", of });
const any = (...of) => ({ k: "any", of });
const not = (of) => ({ k: "not", of });
const show = (p) => printPred(p).replace(/\s+/g, " ");

// [label, predicate, its simplified form]
const SHAPES = [
  ["nested conjunctions flatten", all(cmd("a"), all(pos("x"), pos("y"))), all(cmd("a"), pos("x"), pos("y"))],
  ["a disjunction of conjunctions that begin alike is factored",
    any(all(cmd("npm"), pos("ls")), all(cmd("npm"), pos("view")), cmd("ls")),
    any(all(cmd("npm"), any(pos("ls"), pos("view"))), cmd("ls"))],
  ["… by every term they share, wherever it stands",
    any(all(cmd("npm"), pos("a"), pos("x")), all(cmd("npm"), pos("y"), pos("a"))),
    all(cmd("npm"), pos("a"), any(pos("x"), pos("y")))],
  ["a branch that is the common part absorbs the others", any(cmd("a"), all(cmd("a"), pos("x"))), cmd("a")],
  ["a host fact comes after the rest", all(cmd("npm"), not(exists("{cwd}/.npmrc")), pos("ls")),
    all(cmd("npm"), pos("ls"), not(exists("{cwd}/.npmrc")))],
  ["… in a factored disjunction too",
    any(all(cmd("npm"), not(exists("{cwd}/.npmrc")), pos("ls")), all(cmd("npm"), not(exists("{cwd}/.npmrc")), pos("view"))),
    all(cmd("npm"), any(pos("ls"), pos("view")), not(exists("{cwd}/.npmrc")))],
  ["a term about a named command comes first, before one that reads every word",
    all({ k: "not", of: { k: "some", sel: { of: "argv", from: 1, to: null }, w: { k: "eq", values: ["--help"] } } }, any(all(cmd("git"), exists("x")), cmd("rm"))),
    all(any(all(cmd("git"), exists("x")), cmd("rm")), { k: "not", of: { k: "some", sel: { of: "argv", from: 1, to: null }, w: { k: "eq", values: ["--help"] } } })],
  ["a fact itself comes after a term that asks one only in some branch",
    all(cmd("npm"), not(exists("{dir}/.npmrc")), any(pos("ls"), all(pos("view"), exists("x")))),
    all(cmd("npm"), any(pos("ls"), all(pos("view"), exists("x"))), not(exists("{dir}/.npmrc")))],
  ["branches that begin differently stay apart", any(all(cmd("a"), pos("x")), all(cmd("b"), pos("x"))), any(all(cmd("a"), pos("x")), all(cmd("b"), pos("x")))],
];

for (const [label, p, want] of SHAPES) {
  test(`simplify: ${label}`, () => assert.is(show(simplify(p)), show(want)));
}

test("asksFacts: facts and the words that ask them, under any connective", () => {
  assert.ok(asksFacts(not(exists("x"))));
  assert.ok(asksFacts(all(cmd("a"), { k: "some", sel: { of: "args", from: 0, to: null }, w: { k: "not", of: { k: "exists" } } })));
  assert.ok(asksFacts({ k: "otherRepo" }));
  assert.not.ok(asksFacts(all(cmd("a"), pos("x"))));
});

// ─── the meaning never changes ─────────────────────────────────────────────────
// Atoms are a few commands, positionals and facts; a valuation gives each a value in
// {0: no, 1: unknown, 2: yes}; and is min, or is max, not is 2 − v.
const ATOMS = [cmd("a"), cmd("b"), pos("x"), pos("y"), exists("e"), exists("f")];
const key = (p) => show(p);
const evaluate = (p, val) => {
  switch (p.k) {
    case "all": return p.of.reduce((v, q) => Math.min(v, evaluate(q, val)), 2);
    case "any": return p.of.reduce((v, q) => Math.max(v, evaluate(q, val)), 0);
    case "not": return 2 - evaluate(p.of, val);
    default: return val.get(key(p));
  }
};
const tree = fc.letrec((t) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...ATOMS),
    fc.array(t("node"), { minLength: 1, maxLength: 4 }).map((of) => all(...of)),
    fc.array(t("node"), { minLength: 1, maxLength: 4 }).map((of) => any(...of)),
    t("node").map(not)),
})).node;
const valuation = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: ATOMS.length, maxLength: ATOMS.length })
  .map((vs) => new Map(ATOMS.map((a, i) => [key(a), vs[i]])));

test("simplify keeps the three-valued meaning of any predicate", () => {
  fc.assert(fc.property(tree, valuation, (p, val) => evaluate(simplify(p), val) === evaluate(p, val)), { numRuns: 3000 });
});

test.run();
