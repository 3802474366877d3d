// `rulec build --target native`: the built classifier (.wasm) → DIR/N, a standalone
// executable hook that answers exactly like `node DIR/N.js`.
//
// What: wasm2c (wabt) translates the .wasm into C (rules.c / rules.h, module "rules");
// the system C compiler (`cc -O2`) compiles that with the native host
// (runtime/native/host.c and its headers — the C twin of runtime/core.mjs: stdin, JSON,
// fields, facts, session state, effects, the answer) and wasm2c's runtime
// (wasm-rt-impl.c), linked with -lm -pthread. The rule set's name and failure tier are
// baked in with -D, as the JS hook (N.js) bakes them into its source. The classifier is the
// same wasm, so verdicts are the same by construction; the host is what has to match,
// byte for byte (test/native.test.mjs checks it against the Node hook).
//
// Why: a hook is one process per tool call, and starting Node is nearly all of the
// JS hook's cost (~70–130 ms). The executable costs about what `true` costs (a
// median of 0.5 ms against 0.55 ms on the git-local set, linked statically; 1.3× when
// linked dynamically) and needs no JS runtime on the machine.
//
// Cost: build time only — wasm2c (~0.1 s), then cc -O2 over ~1 MB of generated C for a
// 70 KB module (5–10 s; the three units compile in parallel); the executable is ~1.1 MB
// static (~220 KB dynamic). Needs wabt 1.0.32's wasm2c (its `Z_` names; Debian 12:
// `apt-get install wabt`) and a C compiler; without either, buildNative throws a
// one-line error naming what to install.

import { execFile } from "node:child_process";
import { accessSync, chmodSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheDir, keepInCache } from "./engine.ts";

const here = dirname(fileURLToPath(import.meta.url));
const HOST_C = resolve(here, "..", "runtime", "native", "host.c");

export interface NativeOptions {
  wasmPath: string;
  outDir: string;
  name: string;
  failure: "silent" | "ask" | "deny";
  /** What a call the classifier runs out of memory or stack on answers (ir.ts limitTier). */
  limit?: "silent" | "ask" | "deny";
}

/** The executable `cmd` on $PATH, or null. */
export function which(cmd: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, cmd);
    try { accessSync(p, constants.X_OK); return p; } catch { /* next */ }
  }
  return null;
}

function run(file: string, args: string[], cwd?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((res, rej) => {
    execFile(file, args, { cwd, maxBuffer: 64 << 20, encoding: "utf8" }, (err, stdout, stderr) => {
      if (err) {
        const detail = (stderr || err.message).trim().split("\n").slice(0, 12).join("\n");
        rej(new Error(`${file.split("/").pop()} failed: ${detail}`));
      } else res({ stdout, stderr });
    });
  });
}

/** The directory holding wasm-rt-impl.c (and the include dirs wasm-rt.h may be in). */
function wasm2cRuntime(wasm2c: string): { impl: string; includes: string[] } {
  let prefix = dirname(dirname(wasm2c));
  try { prefix = dirname(dirname(realpathSync(wasm2c))); } catch { /* keep the $PATH one */ }
  const candidates = [join(prefix, "share/wabt/wasm2c"), "/usr/share/wabt/wasm2c", "/usr/local/share/wabt/wasm2c", "/usr/src/wasm2c", join(prefix, "wasm2c")];
  const dir = candidates.find((d) => existsSync(join(d, "wasm-rt-impl.c")));
  if (!dir) throw new Error(`wasm2c's runtime (wasm-rt-impl.c) not found under ${prefix}/share/wabt/wasm2c: reinstall wabt`);
  const includes = [dir, join(prefix, "include"), "/usr/src/wasm2c"].filter((d) => existsSync(join(d, "wasm-rt.h")));
  return { impl: join(dir, "wasm-rt-impl.c"), includes: [...new Set([dir, ...includes])] };
}

/** Checks the generated header: the names host.c calls, and no import (a classifier imports nothing). */
function checkHeader(header: string): void {
  if (!/\bZ_rules_instantiate\(/.test(header)) {
    throw new Error("this wasm2c writes w2c_-style names; the native host is written for wabt 1.0.32's Z_ names (Debian 12: `apt-get install wabt`)");
  }
  for (const e of ["classify", "alloc", "setField", "factStrings", "pendingFacts", "resumable", "resume", "clearFields", "abortMessage", "memory"]) {
    if (!header.includes(`/* export: '${e}' */`)) throw new Error(`the classifier does not export ${e} (a rulec bug)`);
  }
  const imported = /\/\* import: '([^']*)' '([^']*)' \*\//.exec(header);
  if (imported) throw new Error(`the classifier imports ${imported[1]}.${imported[2]}, which the native host does not provide (a rulec bug)`);
}

/** The tools a native build needs, found; throws a one-line error naming what is missing. */
export function toolchain(): { wasm2c: string; cc: string; rtImpl: string; includes: string[]; hostC: string } {
  const wasm2c = which("wasm2c");
  if (!wasm2c) throw new Error("wasm2c not found: install it with `apt-get install wabt` (or `brew install wabt`)");
  const cc = which("cc");
  if (!cc) throw new Error("cc not found: install a C compiler, e.g. `apt-get install gcc`");
  if (!existsSync(HOST_C)) throw new Error(`the native host source is missing: ${HOST_C}`);
  const rt = wasm2cRuntime(wasm2c);
  return { wasm2c, cc, rtImpl: rt.impl, includes: rt.includes, hostC: HOST_C };
}

/** Builds DIR/N from N.wasm; returns the executable's path. */
export async function buildNative(o: NativeOptions): Promise<string> {
  if (!/^[A-Za-z0-9._-]+$/.test(o.name)) throw new Error(`native build: bad name ${JSON.stringify(o.name)}`);
  if (!["silent", "ask", "deny"].includes(o.failure)) throw new Error(`native build: bad failure tier ${JSON.stringify(o.failure)}`);
  const { wasm2c, cc, rtImpl, includes } = toolchain();
  // the same classifier, host and defines make the same executable: kept in the compile
  // cache (the temp dir) by their hash, and copied from there
  const defineKey = [o.name, o.failure, o.limit ?? o.failure].join("\0");
  const hostFiles = createHash("sha256");
  for (const f of readdirSync(dirname(HOST_C)).sort()) hostFiles.update(f).update(readFileSync(join(dirname(HOST_C), f)));
  const host = hostFiles.digest("hex");
  const h = createHash("sha256").update(readFileSync(o.wasmPath)).update(defineKey).update(wasm2c).update(cc).update(host);
  const cached = join(cacheDir(), `native-${h.digest("hex").slice(0, 32)}`);
  const exe = resolve(o.outDir, o.name);
  if (existsSync(cached)) {
    mkdirSync(o.outDir, { recursive: true });
    const partial = join(dirname(exe), `.${o.name}.${process.pid}.tmp`);
    copyFileSync(cached, partial);
    chmodSync(partial, 0o755);
    renameSync(partial, exe);
    return exe;
  }

  const tmp = mkdtempSync(join(tmpdir(), "rulec-native-"));
  try {
    await run(wasm2c, [resolve(o.wasmPath), "-n", "rules", "-o", join(tmp, "rules.c")]);
    checkHeader(readFileSync(join(tmp, "rules.h"), "utf8"));
    const defines = [`-DRULEC_NAME="${o.name}"`, `-DRULEC_FAILURE="${o.failure}"`, `-DRULEC_LIMIT="${o.limit ?? o.failure}"`];
    const inc = [`-I${tmp}`, ...includes.map((d) => `-I${d}`)];
    const units: [string, string[]][] = [
      [HOST_C, defines],
      [join(tmp, "rules.c"), []],
      [rtImpl, []],
    ];
    const objects = units.map((_, i) => join(tmp, `u${i}.o`));
    // -O1: the classifier's C compiles in half -O2's time, and a call's cost is the process
    // start either way (bench/PERFORMANCE.md). Each object is kept in the cache too, by its
    // source's hash (and, for the host, rules.h's and the defines): a build of the same
    // classifier under another name or failure tier compiles only the small host.
    const flags = ["-O1", "-pthread"];
    const tools = createHash("sha256").update(cc).update(inc.slice(1).join("\0")).update(flags.join(" ")).digest("hex");
    const rulesH = readFileSync(join(tmp, "rules.h"));
    await Promise.all(units.map(async ([src, extra], i) => {
      const key = createHash("sha256").update(tools).update(readFileSync(src)).update(extra.join("\0"));
      if (src === HOST_C) key.update(rulesH).update(host);
      const kept = join(cacheDir(), `native-o-${key.digest("hex").slice(0, 32)}.o`);
      if (existsSync(kept)) return copyFileSync(kept, objects[i]);
      await run(cc, [...flags, ...inc, ...extra, "-c", src, "-o", objects[i]]);
      keepInCache(kept, readFileSync(objects[i]));
    }));
    mkdirSync(o.outDir, { recursive: true });
    const partial = join(dirname(exe), `.${o.name}.${process.pid}.tmp`);
    // static when the C library allows it (glibc with libc.a): no dynamic loader at
    // start-up, about 0.2 ms a call; otherwise (macOS, no libc.a) the usual dynamic link
    await run(cc, ["-O1", "-static", "-pthread", ...objects, "-lm", "-o", partial])
      .catch(() => run(cc, ["-O1", "-pthread", ...objects, "-lm", "-o", partial]));
    renameSync(partial, exe);
    keepInCache(cached, readFileSync(exe));
    return exe;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
