#!/bin/sh
# The studio's browser tests (run by `make test`): starts the built `springtune studio --port 0
# --no-open`, drives headless Chromium through Selenium (Scripts/test_studio.py) and checks
# the page against the command line. Builds nothing: the binary must already be built.
# Screenshots go to $STUDIO_TEST_OUTPUT (default .build/studio-test-output); with
# STUDIO_SCREENSHOTS_TO_DOCS=1 (`make studio-screenshots`) also to docs/images.
set -eu
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/springtune"
if [ ! -x "$bin" ]; then
    echo "test-studio: $bin is not built (run swift build first)" >&2
    exit 66
fi
for tool in chromium chromedriver; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test-studio: $tool not found (make deps installs Debian's chromium and chromium-driver)" >&2
        exit 69
    fi
done
out="${STUDIO_TEST_OUTPUT:-.build/studio-test-output}"
exec python3 Scripts/test_studio.py "$bin" "$out"
