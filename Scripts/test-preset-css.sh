#!/bin/sh
# The CSS module of `springtune preset export --as css` in headless Chromium (run by `make
# test`, after the Swift tests): Scripts/test_preset_css.py loads it in a page and checks the
# custom properties, the transition they drive against the exact curve, and the
# prefers-reduced-motion block; then `export --as css --solver pop` against POP's frames.
# Builds nothing: the binary must already be built.
set -eu
name=test-preset-css
. "$(dirname "$0")/browser-test-preamble.sh"
exec python3 Scripts/test_preset_css.py "$bin" Examples/PresetConstants/Sources/PresetConstants/springs.json
