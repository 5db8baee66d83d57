#!/usr/bin/env bash
# The README's consumer package, built as written: the files under each
# `<!-- readme-consumer: PATH -->` marker are written to a new package beside a link named
# SpringTune to this checkout (the identity the README's `package:` names), built with a path
# dependency, and run on a preset file springtune has just saved; what it prints must be the
# output the README's comment shows. Run by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
springtune="$(swift build --show-bin-path)/springtune"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/SpringTune"
python3 - "$root/README.md" "$work/App" <<'PY'
import os, re, sys
readme, app = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]
blocks = re.findall(r"<!-- readme-consumer: (\S+) -->\n```swift\n(.*?)```", readme, re.S)
assert {path for path, _ in blocks} == {"Package.swift", "Sources/App/main.swift"}, [p for p, _ in blocks]
for path, text in blocks:
    os.makedirs(os.path.dirname(os.path.join(app, path)) or app, exist_ok=True)
    open(os.path.join(app, path), "w", encoding="utf-8").write(text)
PY
expected="$(sed -n 's|.*// prints \(.*\)$|\1|p' "$work/App/Sources/App/main.swift")"
[ -n "$expected" ] || { echo "test-readme-package: the README's main.swift shows no '// prints' output" >&2; exit 1; }
(cd "$work/App" && "$springtune" fit --settling-time 0.4 --overshoot 5 --save-preset my-pop --preset-file mine.json > /dev/null)
swift build --package-path "$work/App" --scratch-path "$root/.build-readme" -q > "$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; exit 1; }
# With `traits: []` the consumer resolves none of the studio's server packages.
resolved="$(python3 -c 'import json,sys; print(" ".join(sorted(p["identity"] for p in json.load(open(sys.argv[1]))["pins"])))' "$work/App/Package.resolved")"
if [ "$resolved" != "swift-argument-parser swift-numerics" ]; then
    echo "test-readme-package: the README's package resolves '$resolved', expected only swift-argument-parser swift-numerics" >&2
    exit 1
fi
printed="$(cd "$work/App" && "$root/.build-readme/debug/App")"
if [ "$printed" != "$expected" ]; then
    echo "test-readme-package: the README's snippet prints '$printed', its comment says '$expected'" >&2
    exit 1
fi
echo "readme package: ok (prints $printed)"
