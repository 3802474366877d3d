// The classifier module: the engine and the rule interpreter, compiled once (scripts/
// build-engine.mjs → engine/rulec.wasm). A rule set is data linked into it at build time
// (compiler/link.ts: `rulesAlloc`, `loadRules`, then a snapshot), so every rulec build
// makes this same module with its own memory image.
//
// Exports: the host interface (engine.ts: fields, facts in rounds, the verdict words,
// explain) and `classify` / `preconditions` (rules.ts). Cost: none of its own.

export {
  alloc, setField, fieldStrings, fillUtf8, factStrings, pendingFacts, resumable, resume, abortMessage, setExplain, setAssumeRequires,
  parse, printShell, clearFields, verdictWords, workCount, heapTop,
} from "./engine";
export { classify, preconditions, rulesAlloc, loadRules, globScratch, globTest } from "./rules";
