// ways: contextual guidance ("ways") delivered where the client shows it to the model —
// the tool lane of seed 003 (ADR-188), as rules generated from a corpus at build time.
//
// The corpus is a directory of {domain}/{name}/way.md files with YAML frontmatter:
//   commands: a regex over a Bash command        pattern: a regex over the Bash
//   files:    a regex over Edit/Write paths and   description and the user's prompt
//             the files a Bash command writes
// Delivery: PostToolUse (and UserPromptSubmit for `pattern:`), never PreToolUse; each way
// at most once per session (a subagent has its own record), stamped only when shown; at
// most three per delivery. Read from --define waysDir=DIR (default: rules/ways/, two sample ways).

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { type Match, any, context, define, event, field, ruleset, tool, writes } from "rulec";

interface Way { id: string; file: string; commands?: string; pattern?: string; files?: string; body: string }

function findWays(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...findWays(p));
    else if (name === "way.md") out.push(p);
  }
  return out;
}

function readWay(root: string, file: string): Way {
  const text = readFileSync(file, "utf8");
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: no YAML frontmatter (--- … ---)`);
  let meta: unknown;
  try { meta = parseYaml(m[1]); } catch (e) { throw new Error(`${file}: frontmatter does not parse: ${(e as Error).message.split("\n")[0]}`); }
  if (meta === null || typeof meta !== "object" || Array.isArray(meta)) throw new Error(`${file}: frontmatter is not a mapping`);
  const f = meta as Record<string, unknown>;
  const str = (k: string): string | undefined => {
    const v = f[k];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== "string") throw new Error(`${file}: ${k}: expected a regex string`);
    return v;
  };
  const id = relative(root, resolve(file, "..")).split("\\").join("/");
  return { id, file, commands: str("commands"), pattern: str("pattern"), files: str("files"), body: m[2].trim() };
}

function regex(w: Way, key: "commands" | "pattern" | "files"): RegExp {
  try { return new RegExp(w[key]!); }
  catch (e) { throw new Error(`${w.file}: ${key}: ${(e as Error).message}`); }
}

const root = resolve(define("waysDir", new URL("./ways", import.meta.url).pathname));
try { statSync(root); } catch { throw new Error(`no ways corpus at ${root} (--define waysDir=DIR)`); }
const ways = findWays(root).map((f) => readWay(root, f));

const rules = ways.flatMap((w) => {
  const text = `<way id="${w.id}">\n${w.body}\n</way>`;
  const onCall: Match[] = [];
  if (w.commands) onCall.push(event("PostToolUse").and(tool("Bash"), field("command", regex(w, "commands"))));
  if (w.pattern) {
    onCall.push(event("PostToolUse").and(tool("Bash"), field("description", regex(w, "pattern"))));
    onCall.push(event("UserPromptSubmit").and(field("prompt", regex(w, "pattern"))));
  }
  if (w.files) onCall.push(event("PostToolUse").and(tool("Edit", "Write", "MultiEdit"), field("file_path", regex(w, "files"))));
  const out = [];
  if (onCall.length) out.push(context(w.id, any(...onCall), text, { once: "session" }));
  // trigger bash-write: the files a Bash command writes (redirects, tee, sed -i)
  if (w.files) out.push(context(`${w.id}#bash-write`, writes(regex(w, "files")).and(event("PostToolUse"), tool("Bash")), text, { once: "session", key: w.id }));
  return out;
});

export default ruleset({
  name: "ways",
  description: `Contextual guidance from ${ways.length} ways, delivered on PostToolUse and UserPromptSubmit.`,
  events: ["PostToolUse", "UserPromptSubmit"],
  tools: ["Bash", "Edit", "Write", "MultiEdit"],
  failure: "open",
  maxContext: Number(define("maxWays", "3")),
  rules,
});
