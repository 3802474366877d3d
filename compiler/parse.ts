// `rulec parse`: the shell model alone, as JSON lines — how it is compared with real
// bash parsers (test/differential) and inspected by hand.
//
// Input: one JSON string (a shell command) a line. Output: one line a command,
// {"commands":[{"argv":[...], "via"?: "...", "opaque"?: true}, ...]} — every simple command
// as written, in source order, those found through a wrapper or re-parse marked `via`.
// The module behind it (wasm/parse.ts) is compiled once and cached beside the CLI bundle.
//
// Cost: one asc build on first use (~3 s), then about 1 ms to load, µs per line.

import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import { ROOT, ascTransforms, removeStale, trapAbort } from "./build.ts";

async function parserWasm(): Promise<Uint8Array> {
  const src = join(ROOT, "wasm");
  let stamp = 0;
  for (const dir of [src, join(src, "shell")]) for (const f of readdirSync(dir)) if (f.endsWith(".ts")) stamp = Math.max(stamp, statSync(join(dir, f)).mtimeMs);
  // (in the temp dir: rulec's own files may be read-only)
  const cache = join(tmpdir(), "rulec-cache");
  const out = join(cache, `parse-${Math.floor(stamp).toString(36)}-2.wasm`); // (-2: imports nothing)
  if (!existsSync(out)) {
    mkdirSync(cache, { recursive: true });
    const ascMod = (await import("assemblyscript/asc")).default;
    let stderr = "";
    const { error } = await ascMod.main([relative(process.cwd(), join(src, "parse.ts")), "-o", out, "--runtime", "stub", "-O3", "--noAssert", ...trapAbort()], {
      stderr: { write: (s: string | Uint8Array) => { stderr += String(s); return true; } } as never,
      stdout: { write: () => true } as never,
      transforms: await ascTransforms(),
    } as never);
    if (error) throw new Error(`asc failed on wasm/parse.ts: ${stderr.split("\n")[0]}`);
    removeStale(cache, /^parse-.*\.wasm$/); // (parsers of earlier sources)
  }
  return new Uint8Array(readFileSync(out));
}

export interface ParsedCommand { argv: string[]; via?: string; opaque?: boolean }

/** A function from a command string to its simple commands. */
export async function shellParser(): Promise<(command: string, cwd?: string) => { commands: ParsedCommand[]; error?: boolean; overflow?: boolean }> {
  const { load } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
  const c = load(await parserWasm(), {});
  return (command, cwd = "/") => c.parse({ command, cwd });
}

/**
 * A function from a command string to its syntax tree printed back as canonical text
 * (wasm/shell/printer.ts): { command, error?: "line:col: text", overflow? }.
 */
export async function shellPrinter(): Promise<(command: string) => { command: string; error?: string; overflow?: boolean }> {
  const { load } = await import(pathToFileURL(join(ROOT, "runtime/core.mjs")).href);
  const c = load(await parserWasm(), {});
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
