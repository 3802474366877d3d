// The tools a rule set can name and the input fields each one has — protocol/protocol.ts's
// tables, which the runtimes' are generated from: what check.ts (tool() and field() names,
// a rule set's `tools`, examples), the rule API (which names of field() are payload
// fields) and `rulec test` (cases files) check against.
//
// Input: a tool or field name as a rule author wrote it. Output: whether it is known, and
// else the closest known name (a did-you-mean). Names are Claude Code's: the runtime maps
// other clients' tools onto them (runtime/clients.mjs).
//
// Cost: a few small tables; an edit distance per unknown name, at build time only.

import { HOST_FIELDS, OTHER_TOOLS, PAYLOAD_FIELDS as TOP_LEVEL, TOOL_FIELDS } from "../protocol/protocol.ts";

/** The tool_input fields of Claude Code's tools, per tool; other tools known by name (protocol/protocol.ts). */
export { OTHER_TOOLS, TOOL_FIELDS };

/** Fields of the payload itself: `field(name)` reads these at the top level, any other name as tool_input.NAME. */
export const PAYLOAD_FIELDS: readonly string[] = [...TOP_LEVEL, ...HOST_FIELDS];

/** An MCP server's tool (`mcp__server__tool`): any name, any field. */
export const isMcpTool = (t: string): boolean => t.startsWith("mcp__");

const KNOWN_TOOLS = [...Object.keys(TOOL_FIELDS), ...OTHER_TOOLS];

/** Whether a rule set may name this tool: a known tool, an MCP tool, or "*" (every tool). */
export const isKnownTool = (t: string): boolean => t === "*" || isMcpTool(t) || KNOWN_TOOLS.includes(t);

/** The input fields of a tool, or null when any field may occur (MCP, "*", a tool not tabulated). */
export function toolFields(t: string): readonly string[] | null {
  return Object.prototype.hasOwnProperty.call(TOOL_FIELDS, t) ? TOOL_FIELDS[t] : null;
}

/** Levenshtein distance, case counting half (`bash` is nearer `Bash` than `Bosh`): doubled units. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => 2 * j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [2 * i];
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1], y = b[j - 1];
      const sub = x === y ? 0 : x.toLowerCase() === y.toLowerCase() ? 1 : 2;
      cur[j] = Math.min(prev[j] + 2, cur[j - 1] + 2, prev[j - 1] + sub);
    }
    prev = cur;
  }
  return prev[b.length];
}

/** The candidate nearest `name` by edit distance, if near enough to be a typo of it; else null. */
export function closest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null, bestD = Infinity;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestD) { best = c; bestD = d; }
  }
  // (at most 2 edits, or a third of the name's length for longer ones)
  return best !== null && bestD <= 2 * Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

const didYouMean = (name: string, candidates: Iterable<string>): string => {
  const c = closest(name, candidates);
  return c === null ? "" : ` (did you mean ${JSON.stringify(c)}?)`;
};

/** Why `t` is not a tool name a rule set may use, or null. */
export function unknownTool(t: string): string | null {
  if (isKnownTool(t)) return null;
  const near = didYouMean(t, KNOWN_TOOLS);
  return `unknown tool ${JSON.stringify(t)}${near || ` (known: ${Object.keys(TOOL_FIELDS).join(", ")}, …; MCP tools as mcp__server__tool, or "*")`}`;
}

/**
 * Why no tool of `tools` has the tool_input field `name`, or null when one may have it (a
 * tool with any field among them, or one that has it).
 */
export function unknownField(name: string, tools: readonly string[]): string | null {
  const known = new Set<string>();
  for (const t of tools) {
    const fs = toolFields(t);
    if (fs === null) return null;
    for (const f of fs) known.add(f);
  }
  if (!tools.length || known.has(name)) return null;
  const inner = name.startsWith("tool_input.") ? name.slice("tool_input.".length) : null;
  const near = inner !== null && known.has(inner) ? ` (did you mean ${JSON.stringify(inner)}? field() adds tool_input. itself)` : didYouMean(name, known);
  return `field ${JSON.stringify(name)} is not an input field of ${tools.join(", ")}${near || ` (its fields: ${[...known].join(", ")})`}`;
}
