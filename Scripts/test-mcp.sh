#!/bin/sh
# `springtune mcp` driven by the official MCP Python SDK's client (Scripts/test_mcp.py; PyPI
# `mcp`, which `make deps` installs pinned): every tool against the command line, the plot's
# PNG decoded, refusals, hostile calls and raw garbage, exit on the end of stdin. Run by
# `make test`. Builds nothing: the binary must already be built.
set -eu
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/springtune"
if [ ! -x "$bin" ]; then
    echo "test-mcp: $bin is not built (run swift build first)" >&2
    exit 66
fi
if ! python3 -c "import mcp" 2>/dev/null; then
    echo "test-mcp: the Python package mcp is not installed (make deps installs it)" >&2
    exit 69
fi
exec python3 Scripts/test_mcp.py "$bin"
