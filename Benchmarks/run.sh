#!/usr/bin/env bash
# make bench: SpringTune's benchmarks beside the peers a user would otherwise use.
# Usage: Benchmarks/run.sh OUTPUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-bench-output}"
mkdir -p "$out"
bin="$(swift build -c release --show-bin-path)"
swift build -c release --product springbench >/dev/null
echo "== SpringTune (release build, $(nproc) cores)"
"$bin/springbench" | tee "$out/springtune.jsonl"
