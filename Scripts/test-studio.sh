#!/bin/sh
# The studio's browser tests (run by `make test`): starts the built `springtune studio --port 0
# --no-open`, drives headless Chromium through Selenium (Scripts/test_studio.py) and checks
# the page against the command line; then the studio on a project (Scripts/test_studio_project.py). Builds nothing: the binary must already be built.
# Screenshots go to $STUDIO_TEST_OUTPUT (default .build/studio-test-output); with
# STUDIO_SCREENSHOTS_TO_DOCS=1 (`make studio-screenshots`) also to docs/images.
set -eu
name=test-studio
. "$(dirname "$0")/browser-test-preamble.sh"
out="${STUDIO_TEST_OUTPUT:-.build/studio-test-output}"
python3 Scripts/test_studio.py "$bin" "$out"
# The studio opened on a project (springtune studio DIR): list, load, write, undo, refusals.
exec python3 Scripts/test_studio_project.py "$bin" "$out"
