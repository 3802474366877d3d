// Entry of the shell-model-only module behind `rulec parse` (no rules, no facts).
export { alloc, setField, fieldStrings, fillUtf8, parse } from "./engine";
