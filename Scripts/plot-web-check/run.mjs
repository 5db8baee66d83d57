// Runs plotcheck.wasm (Scripts/plot-web-check.sh) in Node and prints what plot_check returns.
// Imports: wasi-libc's few system calls, as springkit.js provides them.
import { readFileSync } from "node:fs";
const bytes = readFileSync(process.argv[2]);
let memory;
const imports = { wasi_snapshot_preview1: {
  random_get(p, n) { crypto.getRandomValues(new Uint8Array(memory.buffer, p, n)); return 0; },
  fd_write(fd, iovs, count, written) { const v = new DataView(memory.buffer); let t = 0;
    for (let i = 0; i < count; i++) { const b = v.getUint32(iovs + 8*i, true), l = v.getUint32(iovs + 8*i + 4, true);
      process.stderr.write(new TextDecoder().decode(new Uint8Array(memory.buffer, b, l))); t += l; }
    v.setUint32(written, t, true); return 0; },
  fd_close() { throw new Error("fd_close"); }, fd_seek() { throw new Error("fd_seek"); },
  proc_exit(c) { throw new Error("exit " + c); },
} };
const module = await WebAssembly.compile(bytes);
for (const i of WebAssembly.Module.imports(module)) if (!imports[i.module]?.[i.name]) console.error("missing import", i.module, i.name);
const { exports } = await WebAssembly.instantiate(module, imports);
memory = exports.memory;
const length = exports.plot_check();
process.stdout.write(new TextDecoder().decode(new Uint8Array(memory.buffer, exports.plot_check_pointer(), length)));
