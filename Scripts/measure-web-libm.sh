#!/bin/sh
# Where WebAssembly's libm (Debian's wasi-libc, which springkit.wasm links) and glibc's differ,
# for the functions SpringKit calls (through swift-numerics): seeded arguments over the ranges
# the physics uses, each function evaluated by both (glibc through Python's math module), the
# largest relative difference and how many results differ. Prints docs/web.md's table.
#   Scripts/measure-web-libm.sh [SAMPLES]
set -eu
cd "$(dirname "$0")/.."
SAMPLES=${1:-200000}
TOOLCHAIN=$(dirname "$(readlink -f "$(command -v swiftc)")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$TOOLCHAIN/clang" --target=wasm32-wasi -O2 -isystem /usr/include/wasm32-wasi -c Scripts/web/libm_probe.c -o "$work/probe.o"
"$TOOLCHAIN/wasm-ld" --no-entry --gc-sections -o "$work/probe.wasm" "$work/probe.o" /usr/lib/wasm32-wasi/libm.a /usr/lib/wasm32-wasi/libc.a \
    /usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a
node - "$work/probe.wasm" "$SAMPLES" > "$work/values.json" <<'JS'
const fs = require("fs");
const [file, samples] = process.argv.slice(2);
const { probe } = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(file)), {}).exports;
let a = 20261129 >>> 0;
const random = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const logUniform = (lo, hi) => Math.exp(Math.log(lo) + random() * (Math.log(hi) - Math.log(lo)));
const signed = (lo, hi) => (random() < 0.5 ? -1 : 1) * logUniform(lo, hi);
// name, index, argument generator (the ranges SpringKit's formulas reach)
const functions = [
  ["exp", 0, () => [random() * 1400 - 700, 0]], ["expm1", 1, () => [signed(1e-12, 700), 0]],
  ["log", 2, () => [logUniform(1e-300, 1e300), 0]], ["log1p", 3, () => [signed(1e-15, 0.999), 0]],
  ["log10", 4, () => [logUniform(1e-300, 1e300), 0]], ["log2", 5, () => [logUniform(1e-300, 1e300), 0]],
  ["pow", 6, () => [logUniform(1e-6, 1e6), random() * 40 - 20]], ["sin", 7, () => [signed(1e-9, 1e4), 0]],
  ["cos", 8, () => [signed(1e-9, 1e4), 0]], ["tan", 9, () => [signed(1e-9, 1e4), 0]],
  ["atan2", 10, () => [signed(1e-9, 1e9), signed(1e-9, 1e9)]], ["asin", 11, () => [random() * 2 - 1, 0]],
  ["sinh", 12, () => [signed(1e-12, 700), 0]], ["cosh", 13, () => [signed(1e-12, 700), 0]],
  ["tanh", 14, () => [signed(1e-12, 20), 0]], ["sqrt", 15, () => [logUniform(1e-300, 1e300), 0]],
];
const out = {};
for (const [name, index, args] of functions) {
  const rows = [];
  for (let i = 0; i < Number(samples); i += 1) { const [x, y] = args(); rows.push([x, y, probe(index, x, y)]); }
  out[name] = rows;
}
process.stdout.write(JSON.stringify(out));
JS
python3 - "$work/values.json" <<'PY'
import json, math, sys
glibc = {"exp": math.exp, "expm1": math.expm1, "log": math.log, "log1p": math.log1p, "log10": math.log10,
         "log2": math.log2, "pow": math.pow, "sin": math.sin, "cos": math.cos, "tan": math.tan,
         "atan2": math.atan2, "asin": math.asin, "sinh": math.sinh, "cosh": math.cosh, "tanh": math.tanh,
         "sqrt": math.sqrt}
values = json.load(open(sys.argv[1]))
print("| function | samples | results that differ | largest relative difference | at |")
print("|---|---|---|---|---|")
for name, rows in values.items():
    f = glibc[name]
    differ, largest, at = 0, 0.0, ""
    for x, y, wasm in rows:
        # JSON writes integral doubles as integers, which Python would read as exact ints.
        x, y, wasm = float(x), float(y), (None if wasm is None else float(wasm))
        try:
            want = f(x, y) if name in ("pow", "atan2") else f(x)
        except OverflowError:
            want = math.inf
        if wasm is None or want == wasm or (math.isinf(want) and wasm is not None and math.isinf(wasm)):
            continue
        differ += 1
        relative = abs(wasm - want) / abs(want) if want != 0 else abs(wasm)
        if relative > largest:
            largest, at = relative, (f"{name}({x!r}, {y!r})" if name in ("pow", "atan2") else f"{name}({x!r})")
    print(f"| {name} | {len(rows)} | {differ} | {largest:.3g} | {at or '—'} |")
PY
