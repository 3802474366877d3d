// Entry of the shell-model-only module behind `rulec parse` (no rules, no facts).
// (what every host calls: the runtime asks for the fact protocol even where no fact is asked)
export { alloc, setField, fieldStrings, fillUtf8, factStrings, pendingFacts, clearFields, abortMessage, parse, printShell, verdictWords } from "./engine";
