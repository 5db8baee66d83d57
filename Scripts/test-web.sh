#!/bin/sh
# make test-web: springkit.js in Node against the CLI (Scripts/test_springkit.mjs), sk.studio
# against a running `springtune studio` (Scripts/test_studio_web.mjs), springkit.d.ts under
# tsc --strict with a small program that uses it, and the static page in headless Chromium
# from a plain static server (Scripts/test_web_page.py). docs/web.md.
#   Scripts/test-web.sh SPRINGTUNE
set -eu
cd "$(dirname "$0")/.."
SPRINGTUNE=${1:?usage: Scripts/test-web.sh SPRINGTUNE}
WEB_DIR=${WEB_DIR:-dist/web}
node Scripts/test_springkit.mjs "$SPRINGTUNE" "$WEB_DIR"
node Scripts/test_studio_web.mjs "$SPRINGTUNE" "$WEB_DIR"

# The declarations: a consumer's program, type-checked strictly against them.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$WEB_DIR/springkit.d.ts" "$work/springkit.d.ts"
cp Scripts/web/use-springkit.ts "$work/use-springkit.ts"
tsc --strict --noEmit --target es2022 --module es2022 --moduleResolution node --lib es2022,dom "$work/use-springkit.ts"
echo "test-web: springkit.d.ts passes tsc --strict"

# The static page, served by python3 -m http.server alone; screenshots in .build/web-page.
python3 Scripts/test_web_page.py "$SPRINGTUNE" "$WEB_DIR" .build/web-page
