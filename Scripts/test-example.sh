#!/usr/bin/env bash
# A preset file tested by another package that loads it: springtune fit writes a preset
# file, Examples/LoadPreset (a separate Swift package depending on SpringPresets) loads it,
# and what it prints must be the numbers springtune metrics gives for the same presets.
# Then Examples/PresetConstants, built with SpringPresetsPlugin (below).
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

# Examples/PresetConstants: a package whose preset file becomes typed constants at build time
# (SpringPresetsPlugin). What it prints from Spring.NAME/Motion.NAME must be what
# springtune metrics gives for the same presets of the same file: the constants are the
# preset's own values to the bit, so the spring is equal and the metrics agree to 1e-12.
springs=Examples/PresetConstants/Sources/PresetConstants/springs.json
swift build --package-path Examples/PresetConstants --scratch-path .build-example-plugin -q
plugin_example=.build-example-plugin/debug/PresetConstants
printed="$("$plugin_example")"
for name in my-pop calm-slide; do
    metrics="$("$springtune" metrics --preset "$name" --preset-file "$springs" --format json)"
    python3 - "$printed" "$metrics" "$name" <<'PY'
import json, re, sys
printed, metrics, name = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
spring = re.search(rf"^{name}: mass (\S+), stiffness (\S+), damping (\S+); from (\S+) to (\S+)$", printed, re.M)
motion = re.search(rf"^{name}: settles in (\S+) s, overshoot (\S+) %$", printed, re.M)
assert spring and motion, f"{name}: not in the example's output:\n{printed}"
def close(a, b, tolerance):
    return abs(a - b) <= tolerance * abs(b) or a == b
for (key, index) in [("mass", 1), ("stiffness", 2), ("damping", 3), ("from", 4), ("to", 5)]:
    assert float(spring.group(index)) == metrics[key], (name, key, spring.group(index), metrics[key])
assert close(float(motion.group(1)), metrics["settlingTime"], 1e-12), (name, motion.group(1), metrics["settlingTime"])
assert abs(float(motion.group(2)) - metrics["overshootPercent"]) <= 1e-12 * max(metrics["overshootPercent"], 1), (name, motion.group(2), metrics["overshootPercent"])
print(f"plugin example: {name} ok (settles in {motion.group(1)} s)")
PY
done
