// Predicate simplification: the rule set's predicates rewritten, before they are laid out as
// data (compiler/ruledata.ts), into forms with the same three-valued meaning that the
// interpreter (wasm/rules.ts `pred`) evaluates with less work.
//
// - Nested conjunctions and disjunctions are flattened: (all a (all b c)) is (all a b c).
// - A disjunction of conjunctions that begin alike is factored by the terms they share:
//   (any (all a b x) (all a y b) z) is (any (all a b (any x y)) z), so `a` and `b` are
//   worked out once, not once per branch. A rule author writes `npm.positional(0, …)` for
//   each of npm's read subcommands; the shared `npm` (its name, known options and project
//   checks) was evaluated for every one.
//   A branch that is the whole common part absorbs the others: (any a (all a b)) is a.
// - In each conjunction and disjunction, the terms that name the command they are about
//   (`command(…)`, `git(…)`, or a disjunction of such) come first: on any other command they
//   are false at once, before a term that reads every word (`--help` anywhere) is
//   evaluated. Then the terms the engine answers alone, then those that ask the host a fact
//   (a file's existence, a glob, a JSON key, an environment variable, another repository's
//   state). The interpreter stops at the first term that decides, so a fact the verdict
//   does not need is not asked: `npm test` is not one of npm's read subcommands, and no
//   longer costs a second round of classification to learn whether the project has an
//   .npmrc.
//
// Why it is sound: Kleene's three-valued logic (NO < UNK < YES; and is min, or is max) is a
// distributive lattice, so and/or commute, associate and distribute, and absorption holds.
// Only the order of evaluation and the facts asked change; no verdict can.
//
// Cost: build time only: each disjunction's branches are compared term by term.

import { type Pred, printPred, type WordPred } from "./ir.ts";

/** p with the same meaning, flattened, factored and with host facts last. */
export function simplify(p: Pred): Pred {
  switch (p.k) {
    case "all": case "any": {
      let kids = flatten(p.k, p.of.map(simplify));
      if (p.k === "any") kids = factor(kids);
      if (kids.length === 1) return kids[0];
      return { k: p.k, of: cheapFirst(kids) };
    }
    case "not": return { k: "not", of: simplify(p.of) };
    case "chainSome": case "pipedFrom": return { ...p, of: simplify(p.of) };
    default: return p;
  }
}

function flatten(k: "all" | "any", kids: Pred[]): Pred[] {
  return kids.flatMap((q) => (q.k === k ? q.of : [q]));
}

const terms = (p: Pred): Pred[] => (p.k === "all" ? p.of : [p]);

/** Branches that begin with the same terms, in a disjunction, factored into one. */
function factor(kids: Pred[]): Pred[] {
  const keys = kids.map((q) => terms(q).map((t) => printPred(t)));
  const out: Pred[] = [];
  const done = new Set<number>();
  for (let i = 0; i < kids.length; i++) {
    if (done.has(i)) continue;
    const group = [i];
    for (let j = i + 1; j < kids.length; j++) if (!done.has(j) && keys[j][0] === keys[i][0]) group.push(j);
    if (group.length === 1) { out.push(kids[i]); continue; }
    group.forEach((g) => done.add(g));
    // the terms every branch has (and commutes: wherever they stand)
    const common = terms(kids[i]).filter((_, t) => group.every((g) => keys[g].includes(keys[i][t])));
    const shared = new Set(common.map((t) => printPred(t)));
    const rests = group.map((g) => terms(kids[g]).filter((_, t) => !shared.has(keys[g][t])));
    // (a branch that is just the common terms holds whenever any branch does: absorption)
    if (rests.some((r) => r.length === 0)) { out.push(conj(common)); continue; }
    out.push(simplify({ k: "all", of: [...common, { k: "any", of: rests.map(conj) }] }));
  }
  return out;
}

const conj = (ts: Pred[]): Pred => (ts.length === 1 ? ts[0] : { k: "all", of: ts });

/**
 * The terms, stable: those about a named command, the rest, those that may ask the host a
 * fact in some branch, and last the facts themselves (a fact the verdict needs only when
 * the rest holds).
 */
function cheapFirst(kids: Pred[]): Pred[] {
  const rank = kids.map((q) => (named(q) ? 0 : factLeaf(q) ? 3 : asksFacts(q) ? 2 : 1));
  return [0, 1, 2, 3].flatMap((r) => kids.filter((_, i) => rank[i] === r));
}

function factLeaf(p: Pred): boolean {
  switch (p.k) {
    case "factExists": case "factGlob": case "factJsonKey": case "factEnv": case "otherRepo": case "foreignPrimary": return true;
    case "not": return factLeaf(p.of);
    default: return false;
  }
}

/** Whether p holds only of commands of a name it gives (false at once of any other). */
export function named(p: Pred): boolean {
  switch (p.k) {
    case "command": return p.names.length > 0;
    case "git": return true;
    case "all": return p.of.some(named);
    case "any": return p.of.length > 0 && p.of.every(named);
    default: return false;
  }
}

/** Whether evaluating p may ask the host a fact (a round trip: the call is classified again). */
export function asksFacts(p: Pred): boolean {
  switch (p.k) {
    case "factExists": case "factGlob": case "factJsonKey": case "factEnv": case "otherRepo": case "foreignPrimary": return true;
    case "all": case "any": return p.of.some(asksFacts);
    case "not": case "chainSome": case "pipedFrom": return asksFacts(p.of);
    case "some": case "every": case "option": case "script": case "comment": case "field": return wordAsks(p.w);
    default: return false;
  }
}

function wordAsks(w: WordPred): boolean {
  switch (w.k) {
    case "exists": case "holdsRepo": case "projectPath": case "remoteBranch": case "treeHolds": return true;
    case "all": case "any": return w.of.some(wordAsks);
    case "not": case "path": return wordAsks(w.of);
    default: return false;
  }
}
