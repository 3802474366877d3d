// Entry of the shell-model-only module behind `rulec parse` (no rules, no facts).
export { alloc, setField, parse } from "./engine";
