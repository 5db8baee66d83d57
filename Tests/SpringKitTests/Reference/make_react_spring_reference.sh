#!/bin/sh
# make_react_spring_reference.sh — runs react-spring's own SpringValue and rafz (TypeScript sources
# compiled as they are by tsc, no bundler) under node and prints, for 0 → 1 with mass 1, tension
# 170, friction 26, the first 20 frames and the frame at which the spring is idle again, with the
# frame loop idle when the spring starts and with it already running (another animation ticking).
# react-spring is not in this repository: check out pmndrs/react-spring at 3d2523de (9.7.5) into
# DIR and run
#   sh make_react_spring_reference.sh DIR HZ idle|running
# It needs node and tsc (Debian's node-typescript). React itself is never called on this path; a
# stub satisfies the imports of the hooks the packages' index files re-export. The clock is manual:
# rafz's `frameLoop = 'demand'`, `raf.now` at frame·1000/HZ ms and `raf.advance()` per frame.
# Numbers are printed by JSON.stringify (the shortest decimal that reads back as the same double).
set -eu
dir=$(cd "$1" && pwd); hz=$2; loop=$3
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for p in core shared rafz animated types; do
    mkdir -p "$work/packages/$p"; cp -R "$dir/packages/$p/src" "$work/packages/$p/src"
done
mkdir -p "$work/stubs/react"
echo 'declare const React: any; export = React;' > "$work/stubs/react/index.d.ts"
cat > "$work/tsconfig.json" <<'EOF'
{ "compilerOptions": { "target": "es2019", "module": "commonjs", "outDir": "out", "rootDir": ".",
  "skipLibCheck": true, "strict": false, "noEmitOnError": false, "jsx": "react", "esModuleInterop": true,
  "baseUrl": ".", "paths": { "@react-spring/*": ["packages/*/src/index.ts"], "react": ["stubs/react/index.d.ts"] },
  "types": [], "lib": ["es2019", "dom"] },
  "files": ["packages/core/src/index.ts"] }
EOF
# Type errors (missing React types) do not stop the emit; the emitted JavaScript is the source's.
(cd "$work" && tsc -p . >/dev/null 2>&1 || true)
for p in core shared rafz animated types; do
    mkdir -p "$work/out/node_modules/@react-spring/$p"
    echo "module.exports = require('../../../packages/$p/src/index.js')" > "$work/out/node_modules/@react-spring/$p/index.js"
done
mkdir -p "$work/out/node_modules/react"
cat > "$work/out/node_modules/react/index.js" <<'EOF'
const noop = () => {};
const r = {};
for (const n of ['useState', 'useEffect', 'useLayoutEffect', 'useRef', 'useMemo', 'useCallback', 'useContext',
                 'useReducer', 'forwardRef', 'createElement', 'Fragment', 'memo', 'useImperativeHandle', 'useId']) r[n] = noop;
r.createContext = value => ({ Provider: {}, Consumer: {}, _currentValue: value });
r.default = r;
module.exports = r;
EOF
cat > "$work/out/drive.js" <<'EOF'
const { SpringValue, Globals } = require('@react-spring/core');
const { raf } = require('@react-spring/rafz');
const hz = Number(process.argv[2]), loop = process.argv[3];
let now = 0;
raf.frameLoop = 'demand';
raf.now = () => now;
Globals.assign({ frameLoop: 'demand', now: () => now });
const interval = 1000 / hz;
let f = 0;
if (loop === 'running') {
  // Another, slow animation keeps the frame loop running before and while the spring runs.
  const other = new SpringValue(0, { config: { mass: 1, tension: 0.01, friction: 1 } });
  other.start(1e9);
  for (; f < 10; f++) { now = (f + 1) * interval; raf.advance(); }
}
const s = new SpringValue(0, { config: { mass: 1, tension: 170, friction: 26 } });
s.start(1);
const frames = [];
let rest = null;
for (let k = 1; k <= 2000 && rest === null; k++) {
  now = (f + k) * interval; raf.advance();
  if (k <= 20) frames.push(s.get());
  if (s.idle) rest = k;
}
console.log(JSON.stringify({ hz, loop, frames, rest }));
EOF
cd "$work/out" && node drive.js "$hz" "$loop"
