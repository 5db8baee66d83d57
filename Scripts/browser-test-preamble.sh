# Sourced by the browser tests' scripts (Scripts/test-studio.sh, Scripts/test-preset-css.sh,
# Scripts/test-video.sh)
# with $name set to the script's name: goes to the repository, sets $bin to the built
# springtune (exit 66 when it is not built: these scripts build nothing) and checks that
# Debian's chromium and chromedriver are installed (exit 69 otherwise; `make deps` installs them).
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/springtune"
if [ ! -x "$bin" ]; then
    echo "$name: $bin is not built (run swift build first)" >&2
    exit 66
fi
for tool in chromium chromedriver; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "$name: $tool not found (make deps installs Debian's chromium and chromium-driver)" >&2
        exit 69
    fi
done
