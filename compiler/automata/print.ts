/**
 * Readable text dump of an automaton, for golden files and debugging.
 *
 * What: the patterns, then per part its alphabet classes (as code-unit ranges) and one block per
 * state: flags, the sets it reports, and transitions grouped by target. Deterministic.
 * Cost: build/test time only; O(states × classes) lines in the worst case.
 *
 *   automaton: 1 pattern, 1 part
 *   patterns:
 *     p0 /ab/
 *   part 0: patterns p0, mode sticky, 3 states, 3 classes
 *     classes:
 *       c0 \u0000-`,c-\uffff
 *       c1 a
 *       c2 b
 *     states:
 *       s0 start accept={}
 *         c0,c2 -> s0
 *         c1 -> s1
 *       ...
 */
import { describePattern } from "./errors.ts";
import type { Automaton, AutomatonPart } from "./index.ts";
import { formatRanges } from "./ranges.ts";

export function printAutomaton(a: Automaton): string {
  const n = a.patterns.length;
  const out: string[] = [
    `automaton: ${n} pattern${n === 1 ? "" : "s"}, ${a.parts.length} part${a.parts.length === 1 ? "" : "s"}`,
    "patterns:",
  ];
  a.patterns.forEach((p, i) => out.push(`  p${i} ${describePattern(p)}`));
  a.parts.forEach((part, i) => printPart(part, i, out));
  return out.join("\n") + "\n";
}

const setText = (ps: readonly number[]): string => `{${ps.map((p) => `p${p}`).join(",")}}`;

function printPart(part: AutomatonPart, index: number, out: string[]): void {
  out.push(
    `part ${index}: patterns ${part.patterns.map((p) => `p${p}`).join(",") || "-"}, mode ${part.mode}, ` +
      `${part.states.length} states, ${part.classes.length} classes`,
  );
  out.push("  classes:");
  part.classes.forEach((r, i) => out.push(`    c${i} ${formatRanges(r)}`));
  out.push("  states:");
  part.states.forEach((s, i) => {
    const words = [`s${i}`];
    if (i === part.start) words.push("start");
    if (s.absorbing) words.push("absorbing");
    if (s.emit.length) words.push(`emit=${setText(s.emit)}`);
    words.push(`accept=${setText(s.accept)}`);
    if (s.matched.length) words.push(`matched=${setText(s.matched)}`);
    out.push(`    ${words.join(" ")}`);
    if (s.absorbing) return;
    const byTarget = new Map<number, number[]>();
    s.next.forEach((t, c) => byTarget.set(t, [...(byTarget.get(t) ?? []), c]));
    for (const [t, cs] of byTarget) out.push(`      ${cs.map((c) => `c${c}`).join(",")} -> s${t}`);
  });
}
