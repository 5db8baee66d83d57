#!/usr/bin/env bash
# A preset file tested by another package that loads it: springtune fit writes a preset
# file, Examples/LoadPreset (a separate Swift package depending on SpringPresets) loads it,
# and what it prints must be the numbers springtune metrics gives for the same presets.
# Run by `make test` after the Swift tests.
set -euo pipefail
cd "$(dirname "$0")/.."
springtune="$(swift build --show-bin-path)/springtune"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$springtune" fit --settling-time 0.4 --overshoot 5 --save-preset my-pop --preset-file "$work/mine.json" > /dev/null
swift build --package-path Examples/LoadPreset --scratch-path .build-example -q
example=.build-example/debug/LoadPreset

check() {  # check NAME [FILE]: the example's settling times equal springtune metrics' to 1e-12
    local name=$1; shift
    local printed metrics
    printed="$("$example" "$name" "$@")"
    metrics="$("$springtune" metrics --preset "$name" ${1:+--preset-file "$1"} --format json)"
    python3 - "$printed" "$metrics" "$name" <<'PY'
import json, re, sys
printed, metrics, name = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
drawn = re.search(r"settles in ([0-9.e+-]+) s \(2 % band, as (\S+) draws it\)", printed)
assert drawn, f"{name}: no settling line in:\n{printed}"
assert drawn.group(2) == metrics.get("solver", "exact"), (drawn.group(2), metrics.get("solver"))
assert abs(float(drawn.group(1)) - metrics["settlingTime"]) <= 1e-12 * metrics["settlingTime"], (drawn.group(1), metrics["settlingTime"])
if "exact" in metrics:
    exact = re.search(r"the exact spring settles in ([0-9.e+-]+) s", printed)
    assert exact and abs(float(exact.group(1)) - metrics["exact"]["settlingTime"]) <= 1e-12 * metrics["exact"]["settlingTime"]
print(f"example: {name} ok ({drawn.group(2)}, {drawn.group(1)} s)")
PY
}
check my-pop "$work/mine.json"
check alert-in
check swiftui-bouncy
