// `rulec parse`: the shell model alone, as JSON lines — how it is compared with real
// bash parsers (test/differential) and inspected by hand.
//
// Input: one JSON string (a shell command) a line. Output: one line a command,
// {"commands":[{"argv":[...], "via"?: "...", "opaque"?: true}, ...]} — every simple command
// as written, in source order, those found through a wrapper or re-parse marked `via`.
// The module behind it is the prebuilt engine (engine.ts), with no rule set loaded.
//
// Cost: about 1 ms to load, µs per line.

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./paths.ts";
import { engineWasm } from "./engine.ts";

export interface ParsedCommand { argv: string[]; via?: string; opaque?: boolean }

/** A function from a command string to its simple commands. */
export async function shellParser(): Promise<(command: string, cwd?: string) => { commands: ParsedCommand[]; error?: boolean; overflow?: boolean }> {
  const { load } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
  const c = load(await engineWasm(), {}); // (the engine with no rule set: its parse export alone)
  return (command, cwd = "/") => c.parse({ command, cwd });
}

/**
 * A function from a command string to its syntax tree printed back as canonical text
 * (wasm/shell/printer.ts): { command, error?: "line:col: text", overflow? }.
 */
export async function shellPrinter(): Promise<(command: string) => { command: string; error?: string; overflow?: boolean }> {
  const { load } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
  const c = load(await engineWasm(), {});
  return (command) => c.printShell({ command });
}

/** The JSON-lines filter: one output line per input line. */
export async function parseLines(input: string, write: (line: string) => void, full = false): Promise<void> {
  const parse = await shellParser();
  const lines = input.split("\n");
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) {
    let command: unknown;
    try { command = JSON.parse(line); } catch { write(JSON.stringify({ error: "not a JSON string" })); continue; }
    if (typeof command !== "string") { write(JSON.stringify({ error: "not a JSON string" })); continue; }
    const r = parse(command);
    const commands = full ? r.commands : r.commands.map((c) => {
      const o: ParsedCommand = { argv: c.argv };
      if (c.via) o.via = c.via;
      if (c.opaque) o.opaque = true;
      return o;
    });
    const o: Record<string, unknown> = { commands };
    if (r.error) o.error = "unterminated or unbalanced construct";
    if (r.overflow) o.overflow = true;
    write(JSON.stringify(o));
  }
}
