// Compiles an AssemblyScript entry held in memory (served to asc as `name`, next to
// nothing on disk) with the stub runtime, the way tests embed engine modules; the other
// sources are read from the repository. Returns the wasm bytes.

import asc from "assemblyscript/asc";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./built.mjs";

export async function compileEntry(source, name = "test/fixtures/entry.generated.ts") {
  let binary = null;
  let stderr = "";
  const { error } = await asc.main(
    [name, "--baseDir", ROOT, "-o", "entry.wasm", "--runtime", "stub", "-O3", "--noAssert", "--exportRuntime"],
    {
      readFile: (file, baseDir) => {
        if (file === name) return source;
        const path = join(baseDir, file);
        return existsSync(path) ? readFileSync(path, "utf8") : null;
      },
      writeFile: (file, contents) => {
        if (file.endsWith(".wasm")) binary = contents;
      },
      listFiles: () => [],
      stdout: { write: () => true },
      stderr: { write: (s) => ((stderr += String(s)), true) },
    },
  );
  if (error) throw new Error(`asc failed: ${error.message}\n${stderr}`);
  return binary;
}
