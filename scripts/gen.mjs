// `npm run gen`: writes, from the protocol's one source of truth (protocol/protocol.ts),
// the tables each of its readers needs in its own language —
//   runtime/protocol.mjs        the JS runtime's (core.mjs, clients.mjs)
//   wasm/protocol.ts            the engine's constants and static arrays
//   runtime/native/protocol.h   the native host's constants, enums and arrays
// — each headed "generated … do not edit". The JS runtime and the engine stay free of
// dependencies, and the runtime never imports the compiler: they read these literals.
//
// `node scripts/gen.mjs` rewrites the files that differ (and says which); `--check` writes
// nothing and exits 1 naming the stale ones. `npm run build` runs it first;
// test/protocol.test.mjs checks that the committed files are what `generate()` makes.
//
// Cost: build time only (esbuild reads protocol.ts: ~50 ms); nothing here runs in a hook.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const SOURCE = "protocol/protocol.ts";

/** The protocol's tables: protocol/protocol.ts, bundled by esbuild and imported. */
export async function loadProtocol() {
  const esbuild = await import("esbuild");
  const r = await esbuild.build({ entryPoints: [join(ROOT, SOURCE)], bundle: true, format: "esm", platform: "neutral", write: false, logLevel: "silent" });
  return import("data:text/javascript;base64," + Buffer.from(r.outputFiles[0].text).toString("base64"));
}

const q = (s) => JSON.stringify(s);
const list = (xs) => "[" + xs.map(q).join(", ") + "]";
/** camelCase or snake_case → UPPER_SNAKE (isDir → IS_DIR, hook_event_name → HOOK_EVENT_NAME). */
export const upper = (s) => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").toUpperCase();
const key = (k) => (k === "__proto__" ? `[${q(k)}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k));
/** An object literal with no prototype: a name looked up in it is one of its keys, never Object's (toString, constructor). */
const dict = (o, value = q) => `{ __proto__: null, ${Object.entries(o).map(([k, v]) => `${key(k)}: ${value(v)}`).join(", ")} }`;
/** A dict of dicts, one inner dict a line. */
const dicts = (o) => `{\n  __proto__: null,\n${Object.entries(o).map(([k, v]) => `  ${key(k)}: ${dict(v)},\n`).join("")}}`;
const header = (open, close = "") => `${open} Generated from ${SOURCE} by scripts/gen.mjs (npm run gen) — do not edit.${close}`;

/** Checks what the generated files rely on; throws naming the first table that breaks it. */
export function validate(P) {
  const fail = (why) => { throw new Error(`${SOURCE}: ${why}`); };
  if (new Set(P.TIERS).size !== P.TIERS.length) fail("a tier is named twice");
  for (const t of P.TIERS) if (P.CLAUDE_ANSWER[t]?.length !== P.ANSWER_EVENTS.length + 1) fail(`CLAUDE_ANSWER.${t} needs ${P.ANSWER_EVENTS.length + 1} shapes`);
  for (const [t, shapes] of Object.entries(P.CLAUDE_ANSWER)) {
    if (!P.TIERS.includes(t)) fail(`CLAUDE_ANSWER names an unknown tier ${t}`);
    for (const s of shapes) if (!P.ANSWER_SHAPES.includes(s)) fail(`CLAUDE_ANSWER.${t}: unknown shape ${s}`);
  }
  const fields = new Set([...P.PAYLOAD_FIELDS, ...P.HOST_FIELDS]);
  const inputs = new Set(Object.values(P.TOOL_FIELDS).flat());
  for (const f of P.KNOWN_FIELDS) {
    if (!fields.has(f) && !(f.startsWith("tool_input.") && inputs.has(f.slice(11)))) fail(`KNOWN_FIELDS: ${f} is neither a payload field nor a tool's input field`);
  }
  if (P.KNOWN_FIELDS.length > 256) fail("KNOWN_FIELDS: at most 256 (the engine reads the number from a key's low byte)");
  for (const f of P.PASSED_ON) if (!P.PAYLOAD_FIELDS.includes(f)) fail(`PASSED_ON: ${f} is not a payload field`);
  for (const [name, c] of Object.entries(P.CLIENTS)) {
    if (!/^[a-z]+$/.test(name)) fail(`client ${name}: a client's name is lower-case letters`);
    for (const e of c.register?.events ?? []) {
      const natives = Object.keys(c.events ?? {}).filter((n) => c.events[n] === e);
      if (natives.length !== 1) fail(`CLIENTS.${name}.register: ${e} is ${natives.length ? "the event of several" : "no"} ${name} event(s)`);
    }
  }
  return P;
}

/** The generated files' texts, by path under the repository root. */
export function generate(P) {
  validate(P);
  const files = new Map();
  const shapeConsts = P.ANSWER_SHAPES.map((s, i) => `ANSWER_${upper(s)} = ${i}`);
  const answerRows = P.TIERS.map((t) => P.CLAUDE_ANSWER[t].map((s) => `ANSWER_${upper(s)}`));
  const clients = Object.entries(P.CLIENTS);
  const only = (kind) => dict(Object.fromEntries(clients.filter(([, c]) => c.only?.[kind]).map(([n, c]) => [n, c.only[kind]])), (xs) => `new Set(${list(xs)})`);

  files.set("runtime/protocol.mjs", `${header("//")}
// The hook protocol's tables for the JS runtime (core.mjs, clients.mjs): literals, read
// where they are used; nothing is parsed or derived when a hook starts.

/** The verdict tiers, by the number the engine answers each by; a higher one is stricter. */
export const TIERS = ${list(P.TIERS)};
export const TIER_RANK = ${dict(Object.fromEntries(P.TIERS.map((t, i) => [t, i])), String)};

/** The kinds of fact the engine asks for (wasm/engine.ts). */
export const ${P.FACTS.map((f, i) => `FACT_${upper(f)} = ${i + 1}`).join(", ")};

/** The keys of a tree, by the number the engine writes each as. */
export const TREE_KEYS = ${list(P.TREE_KEYS)};

/** The payload's top-level fields the classifier sees (when strings); tool_input's string members come as tool_input.NAME. */
export const PAYLOAD_FIELDS = ${list(P.PAYLOAD_FIELDS)};
/** The events whose payload must name a tool. */
export const TOOL_EVENTS = new Set(${list(P.TOOL_EVENTS)});
/** Field names sent to the engine by number (the index), not as text. */
export const KNOWN_FIELDS = ${list(P.KNOWN_FIELDS)};

/** Claude Code's answer: a shape per tier (by number) and event (ANSWER_EVENTS, then any other). */
export const ${shapeConsts.join(", ")};
export const ANSWER_EVENTS = ${list(P.ANSWER_EVENTS)};
export const CLAUDE_ANSWER = [${answerRows.map((r) => `[${r.join(", ")}]`).join(", ")}];
/** What a call past the classifier's memory or stack says. */
export const LIMIT_TEXT = ${q(P.LIMIT_TEXT)};

/** The clients, by the name --client takes; their labels, and the event a failure answers when the payload said none. */
export const CLIENTS = ${list(clients.map(([n]) => n))};
export const LABEL = ${dict(Object.fromEntries(clients.map(([n, c]) => [n, c.label])))};
export const DEFAULT_EVENT = ${dict(Object.fromEntries(clients.map(([n, c]) => [n, c.defaultEvent])))};
/** Per client, its event and tool names → Claude Code's. */
export const EVENTS = ${dicts(Object.fromEntries(clients.filter(([, c]) => c.events).map(([n, c]) => [n, c.events])))};
export const TOOLS = ${dicts(Object.fromEntries(clients.filter(([, c]) => c.tools).map(([n, c]) => [n, c.tools])))};
/** Per client, the event and tool names only it sends (detection). */
export const ONLY_EVENTS = ${only("events")};
export const ONLY_TOOLS = ${only("tools")};
/** The payload fields a client's call keeps as they are. */
export const PASSED_ON = ${list(P.PASSED_ON)};
/** Other clients' names for Claude's input fields: the first that holds a string wins. */
export const INPUT_ALIASES = ${dict(P.INPUT_ALIASES, list)};
`);

  files.set("wasm/protocol.ts", `${header("//")}
// The hook protocol's constants for the engine (wasm/engine.ts): compile-time constants and
// static data, folded into its code as literals are.

/** The verdict tiers: the number a verdict answers each by; a higher one is stricter. */
${P.TIERS.map((t, i) => `export const TIER_${upper(t)}: i32 = ${i};`).join("\n")}
export const TIER_NAMES: StaticArray<string> = ${list(P.TIERS)};

/** The kinds of fact the engine asks the host for (kind numbers from 1). */
${P.FACTS.map((f, i) => `export const FACT_${upper(f)}: i32 = ${i + 1};`).join("\n")}

/** Field names a host may send by number (FIELD_KNOWN | the index here). */
export const KNOWN_FIELDS: StaticArray<string> = ${list(P.KNOWN_FIELDS)};

/** The keys of a tree: the number each is written as. */
${P.TREE_KEYS.map((k, i) => `export const K_${upper(k)}: u32 = ${i};`).join("\n")}
`);

  const c = (s) => q(s); // (the protocol's texts are ASCII: a JSON string is a C string)
  for (const s of [...P.TIERS, ...P.PAYLOAD_FIELDS, ...P.HOST_FIELDS, ...P.TOOL_EVENTS, ...P.ANSWER_EVENTS, P.LIMIT_TEXT, P.CLIENTS.claude.defaultEvent]) {
    if (!/^[\x20-\x7e]*$/.test(s) || /["\\]/.test(s)) throw new Error(`${SOURCE}: ${q(s)} is not plain ASCII`);
  }
  files.set("runtime/native/protocol.h", `${header("/*", " */")}
/* The hook protocol's tables for the native host (host.c): Claude Code's side of it. */

#ifndef RULEC_PROTOCOL_H
#define RULEC_PROTOCOL_H

/* The verdict tiers, by the number the classifier answers each by. */
static const char *const TIERS[] = {${P.TIERS.map(c).join(", ")}};
#define NTIERS ${P.TIERS.length}

/* The kinds of fact the classifier asks for. */
enum { ${P.FACTS.map((f, i) => `FACT_${upper(f)} = ${i + 1}`).join(", ")} };

/* The payload's top-level fields the classifier sees (when strings), and their indexes. */
static const char *const PAYLOAD_FIELDS[] = {${P.PAYLOAD_FIELDS.map(c).join(", ")}};
#define NPAYLOAD_FIELDS ${P.PAYLOAD_FIELDS.length}
enum { ${P.PAYLOAD_FIELDS.map((f, i) => `F_${upper(f)} = ${i}`).join(", ")} };
/* The field the host adds; tool_input's string members come as TOOL_INPUT_PREFIX NAME. */
#define FIELD_PROJECT_DIR ${c(P.HOST_FIELDS[0])}
#define TOOL_INPUT_PREFIX "tool_input."

/* The events whose payload must name a tool. */
static const char *const TOOL_EVENTS[] = {${P.TOOL_EVENTS.map(c).join(", ")}};
#define NTOOL_EVENTS ${P.TOOL_EVENTS.length}

/* Claude Code's answer: a shape per tier and event (ANSWER_EVENTS, then any other). */
enum { ${shapeConsts.join(", ")} };
static const char *const ANSWER_EVENTS[] = {${P.ANSWER_EVENTS.map(c).join(", ")}};
#define NANSWER_EVENTS ${P.ANSWER_EVENTS.length}
static const unsigned char CLAUDE_ANSWER[NTIERS][NANSWER_EVENTS + 1] = {${answerRows.map((r) => `{${r.join(", ")}}`).join(", ")}};
/* The event a failure answers when the payload said none. */
#define DEFAULT_EVENT ${c(P.CLIENTS.claude.defaultEvent)}
/* What a call past the classifier's memory or stack says. */
#define LIMIT_TEXT ${c(P.LIMIT_TEXT)}

#endif
`);
  return files;
}

/** The generated files that differ from what is committed: [path, text] each. */
export async function stale() {
  const files = generate(await loadProtocol());
  const out = [];
  for (const [path, text] of files) {
    let now = null;
    try { now = readFileSync(join(ROOT, path), "utf8"); } catch { /* not there yet */ }
    if (now !== text) out.push([path, text]);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const check = process.argv.includes("--check");
  const todo = await stale();
  for (const [path, text] of todo) {
    if (check) console.error(`${path} is stale: run npm run gen`);
    else { writeFileSync(join(ROOT, path), text); console.log(`wrote ${path}`); }
  }
  process.exit(check && todo.length ? 1 : 0);
}
