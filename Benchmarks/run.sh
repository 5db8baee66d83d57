#!/usr/bin/env bash
# make bench: SpringTune's benchmarks beside the peers a user would otherwise use.
# Usage: Benchmarks/run.sh OUTPUT_DIR [--quick]
#
# Writes OUTPUT_DIR/results.jsonl (one JSON line per measurement, both sides),
# OUTPUT_DIR/table.md and docs/performance.md (Benchmarks/report.py).
# Peers: Benchmarks/peers/peer_loop.c (cc -O2 -lm) and Benchmarks/peers/peers.py, run in
# OUTPUT_DIR/venv (python3 -m venv --system-site-packages; pip install control matplotlib).
# A peer that cannot be set up is skipped with a message; its rows say so.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${1:-bench-output}"
quick="${2:-}"
mkdir -p "$out"
results="$out/results.jsonl"
: > "$results"

swift build -c release --product springbench >/dev/null || exit 1
swift build -c release --product springtune >/dev/null || exit 1
bin="$(swift build -c release --show-bin-path)"

# Python peers' environment.
venv="$out/venv"
python="python3"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv --system-site-packages "$venv" || echo "bench: cannot create $venv; python peers use the system python3"
fi
if [ -x "$venv/bin/python" ]; then
    python="$venv/bin/python"
    if ! "$python" -c "import control, matplotlib" 2>/dev/null; then
        echo "== pip install control matplotlib (into $venv)"
        "$python" -m pip install --quiet control matplotlib \
            || echo "bench: pip install failed; the python-control and matplotlib rows are skipped"
    fi
fi

echo "== SpringTune (release build, $(nproc) cores)"
"$bin/springbench" --sample "$out/metrics-sample.csv" --broad "$out/metrics-broad.csv" $quick | tee -a "$results"

echo "== C peer (cc -O2 -lm)"
if cc -O2 -o "$out/peer_loop" Benchmarks/peers/peer_loop.c -lm; then
    "$out/peer_loop" | tee -a "$results"
else
    echo '{"benchmark": "grid-c-loop", "side": "peer", "skipped": "no C compiler"}' | tee -a "$results"
fi

echo "== Python peers ($("$python" --version 2>&1))"
"$python" Benchmarks/peers/peers.py grid | tee -a "$results"
if [ -f "$out/metrics-sample.csv" ]; then
    "$python" Benchmarks/peers/peers.py control "$out/metrics-sample.csv" | tee -a "$results"
fi
"$python" Benchmarks/peers/peers.py scipy | tee -a "$results"

echo "== Whole processes"
"$python" Benchmarks/peers/peers.py process "$bin/springtune" "$out" | tee -a "$results"

echo "== Studio (headless Chromium, Scripts/test_studio.py)"
if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && python3 -c "import selenium" 2>/dev/null; then
    STUDIO_TEST_ONLY=request STUDIO_BENCH_RESULTS="$results" python3 Scripts/test_studio.py "$bin/springtune" "$out/studio" \
        || echo '{"benchmark": "studio-slider-to-pixels", "side": "springtune", "skipped": "the browser test failed"}' | tee -a "$results"
else
    echo '{"benchmark": "studio-slider-to-pixels", "side": "springtune", "skipped": "no chromium, chromedriver or selenium (make deps)"}' | tee -a "$results"
fi

echo "== Report"
python3 Benchmarks/report.py "$results" "$out/table.md" docs/performance.md
