// Entry of the shell-model-only module behind `rulec parse` (no rules, no facts).
export { alloc, setField, setFieldUtf8, setFields, parse } from "./engine";
