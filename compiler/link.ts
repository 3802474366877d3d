// Link: the prebuilt engine + a rule set's data → the rule set's classifier (N.wasm).
//
// How: the engine is instantiated here (it imports nothing); its start function builds the
// engine's tables; `rulesAlloc` gives memory for the rule data, which is copied in, and
// `loadRules` decodes it into the interpreter's tables (wasm/rules.ts). The memory and the
// globals it all leaves become the module's initial state, and the start function and the
// two loading exports are left out (preinit.ts): a hook instantiates a module whose rule
// set is already in place, and decodes nothing.
//
// Why not a data file beside the engine: one file is what a hook loads fastest (one read,
// one compile), and the engine's code is the same bytes in every classifier (V8 and Deno
// cache compiled code by its bytes).
//
// Cost: one instantiation, a copy and a snapshot of the memory (a few ms).

import { preinitialize } from "./preinit.ts";
import { BuildError } from "./paths.ts";

export function link(engine: Uint8Array, data: Uint8Array): Uint8Array {
  return preinitialize(engine, undefined, {
    init(ex) {
      const rulesAlloc = ex.rulesAlloc as (n: number) => number;
      const loadRules = ex.loadRules as (p: number, n: number) => number;
      const memory = Object.values(ex).find((v) => v instanceof WebAssembly.Memory) as WebAssembly.Memory;
      if (typeof rulesAlloc !== "function" || typeof loadRules !== "function" || !memory) throw new BuildError("the engine has no rulesAlloc/loadRules (a rulec bug: rebuild it with npm run build:engine)");
      const p = rulesAlloc(data.length);
      new Uint8Array(memory.buffer, p, data.length).set(data);
      if (loadRules(p, data.length) !== 1) throw new BuildError("the engine did not accept the rule data (a rulec bug: its format and the engine's differ)");
    },
    dropExports: ["rulesAlloc", "loadRules"],
  });
}
