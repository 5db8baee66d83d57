#!/bin/sh
# The CSS module of `springtune preset export --as css` in headless Chromium (run by `make
# test`, after the Swift tests): Scripts/test_preset_css.py loads it in a page and checks the
# custom properties, the transition they drive against the exact curve, and the
# prefers-reduced-motion block. Builds nothing: the binary must already be built.
set -eu
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/springtune"
if [ ! -x "$bin" ]; then
    echo "test-preset-css: $bin is not built (run swift build first)" >&2
    exit 66
fi
for tool in chromium chromedriver; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test-preset-css: $tool not found (make deps installs Debian's chromium and chromium-driver)" >&2
        exit 69
    fi
done
exec python3 Scripts/test_preset_css.py "$bin" Examples/PresetConstants/Sources/PresetConstants/springs.json
