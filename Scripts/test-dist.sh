#!/usr/bin/env bash
# `make dist`, tested as someone without a Swift toolchain would use it. Run by `make check-dist`
# (which CI runs after `make test`); it compares the packaged binary with the debug build.
#  - builds the dist (Scripts/make-dist.sh: one static release build, incremental);
#  - the tarball holds exactly bin/springtune, its man page, its completions and the README,
#    owned by root; extracted into a temporary folder, the binary runs under `env -i` with an
#    empty LD_LIBRARY_PATH, needs no libswift*/Foundation/dispatch library (objdump NEEDED),
#    has no RPATH/RUNPATH, and no library it loads (ldd) lies in the Swift toolchain; its
#    `metrics --format json` equals the debug build's, its plot is a PNG drawn through cairo,
#    a preset file it saves reads back, a bad spring is refused as the debug build refuses it,
#    its studio serves the page and the API, its MCP server answers a tool call as the debug
#    build's command and exits when stdin ends; its man page is the committed one and what
#    `make man` makes of this binary, its bash completion completes commands and preset names
#    by asking the packaged binary; the README's install lines name this version;
#  - the .deb's Package, Version (the tool's own), Architecture (dpkg's) and Depends: the
#    package names are recomputed here from the NEEDED entries by another route (ldconfig's
#    cache, the library's ELF format, dpkg -S), each bound `>=` the installed version; its
#    files and modes (dpkg-deb -c); unpacked with dpkg -x, it runs from there too.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
dist="${DIST_DIR:-dist}"; case "$dist" in /*) ;; *) dist="$root/$dist" ;; esac
debug="$(swift build --show-bin-path)/springtune"
[ -x "$debug" ] || { echo "test-dist: build the debug springtune first (swift build)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-dist: $*" >&2; exit 1; }

DIST_DIR="$dist" Scripts/make-dist.sh > "$work/make-dist.log" 2>&1 || { cat "$work/make-dist.log" >&2; fail "make-dist.sh failed"; }

version="$("$debug" --version)"
arch="$(uname -m)"
debarch="$(dpkg --print-architecture)"
tarball="$dist/springtune-$version-linux-$arch.tar.gz"
deb="$dist/springtune_${version}_${debarch}.deb"
[ -f "$tarball" ] || fail "no $tarball (dist/ holds: $(ls "$dist"))"
[ -f "$deb" ] || fail "no $deb (dist/ holds: $(ls "$dist"))"

# The README's install lines name this version's files.
grep -q "tar -xzf springtune-$version-linux-[a-z0-9_]*\.tar\.gz -C /usr/local" README.md \
    || fail "README's install line does not extract springtune-$version-linux-ARCH.tar.gz into /usr/local"
grep -q "apt install \./springtune_${version}_[a-z0-9]*\.deb" README.md \
    || fail "README's install line does not apt install ./springtune_${version}_ARCH.deb"

# --- the tarball: its entries, owners and modes
expected_files="bin/springtune
share/bash-completion/completions/springtune
share/doc/springtune/README.md
share/fish/vendor_completions.d/springtune.fish
share/man/man1/springtune.1
share/zsh/site-functions/_springtune"
listed="$(tar -tzf "$tarball" | grep -v '/$' | sort)"
[ "$listed" = "$expected_files" ] || fail "the tarball holds
$listed
not
$expected_files"
bad_owner="$(tar --numeric-owner -tvzf "$tarball" | awk '$2 != "0/0"')"
[ -z "$bad_owner" ] || fail "tarball entries not owned by 0/0: $bad_owner"
tar --numeric-owner -tvzf "$tarball" | awk '
    $6 == "bin/springtune" && $1 != "-rwxr-xr-x" { print "bad mode " $1 " of " $6; bad = 1 }
    $6 != "bin/springtune" && $1 ~ /^-/ && $1 != "-rw-r--r--" { print "bad mode " $1 " of " $6; bad = 1 }
    END { exit bad }' >&2 || fail "tarball modes"

prefix="$work/prefix"
mkdir -p "$prefix"
tar -xzf "$tarball" -C "$prefix"
bin="$prefix/bin/springtune"

# --- no Swift runtime: NEEDED, RPATH, and what the loader resolves
needed="$(objdump -p "$bin" | awk '$1 == "NEEDED" { print $2 }')"
[ -n "$needed" ] || fail "objdump shows no NEEDED entry"
swift_needed="$(grep -E '^lib(swift|_?Foundation|CoreFoundation|_CF|dispatch|BlocksRuntime)' <<< "$needed" || true)"
[ -z "$swift_needed" ] || fail "the packaged binary needs Swift runtime libraries: $swift_needed"
rpath="$(objdump -p "$bin" | awk '$1 == "RPATH" || $1 == "RUNPATH"')"
[ -z "$rpath" ] || fail "the packaged binary has a search path: $rpath"
toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"   # e.g. /opt/swift/usr
forbidden=("$(readlink -f "$toolchain/lib/swift")")
case "$toolchain" in /usr|/usr/local|/) ;; *) forbidden+=("$toolchain" "$(readlink -f "$toolchain")") ;; esac
ldd_out="$(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= ldd "$bin")"
! grep -q "not found" <<< "$ldd_out" || fail "unresolved libraries: $ldd_out"
while read -r lib; do
    real="$(readlink -f "$lib")"
    for dir in "${forbidden[@]}"; do
        case "$lib/" in "$dir"/*) fail "$lib is in the Swift toolchain ($dir)" ;; esac
        case "$real/" in "$dir"/*) fail "$lib ($real) is in the Swift toolchain ($dir)" ;; esac
    done
done < <(awk '$2 == "=>" { print $3 } $1 ~ /^\// { print $1 }' <<< "$ldd_out")
for soname in $needed; do
    # `libx.so.1 => /path (…)`, or for the dynamic loader itself `/path/ld-linux….so.2 (…)`.
    awk -v so="$soname" '($1 == so && $2 == "=>" && $3 ~ "^/") || ($1 ~ "^/" && substr($1, length($1) - length(so)) == "/" so) { found = 1 }
        END { exit !found }' <<< "$ldd_out" || fail "$soname (NEEDED) is not resolved in: $ldd_out"
done

# --- it runs, out of the toolchain's reach, and computes what the debug build computes
run() { (cd "$work" && env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$work" "$@"); }
[ "$(run "$bin" --version)" = "$version" ] || fail "the packaged --version is not $version"
run "$bin" metrics --spring k=100,c=10 --format json > "$work/packaged.json"
"$debug" metrics --spring k=100,c=10 --format json > "$work/debug.json"
python3 - "$work/packaged.json" "$work/debug.json" <<'PY'
import json, math, sys
packaged, debug = (json.load(open(p)) for p in sys.argv[1:3])
# Outside the code: zeta = c / (2 sqrt(k m)) = 10 / (2 * 10) = 0.5 for k=100, c=10, m=1.
assert abs(packaged["dampingRatio"] - 0.5) <= 1e-15, packaged["dampingRatio"]
def same(a, b, where):
    if isinstance(a, dict):
        assert isinstance(b, dict) and list(a) == list(b), (where, list(a), list(b))
        for key in a: same(a[key], b[key], f"{where}.{key}")
    elif isinstance(a, list):
        assert isinstance(b, list) and len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b)): same(x, y, f"{where}[{i}]")
    elif isinstance(a, float) or isinstance(b, float):
        assert math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-15), (where, a, b)
    else:
        assert a == b, (where, a, b)
same(packaged, debug, "metrics")
assert packaged["settlingTime"] > 0.5, packaged["settlingTime"]
PY
run "$bin" plot --spring k=100,c=10 -o "$work/plot.png" > /dev/null
[ "$(head -c 8 "$work/plot.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "the packaged plot is not a PNG"
# Files through Foundation: a fit saved as a preset file, read back; then a refusal.
run "$bin" fit --settling-time 0.4 --overshoot 5 --save-preset my-pop --preset-file "$work/mine.json" > /dev/null
[ "$(run "$bin" metrics --preset my-pop --preset-file "$work/mine.json" --format csv)" = \
  "$("$debug" metrics --preset my-pop --preset-file "$work/mine.json" --format csv)" ] || fail "metrics of a saved preset differ from the debug build's"
status=0; run "$bin" metrics --spring k=-1,c=10 > /dev/null 2> "$work/err" || status=$?
"$debug" metrics --spring k=-1,c=10 > /dev/null 2> "$work/debug-err" && fail "the debug build accepts k=-1"
[ "$status" = 64 ] && [ "$(wc -l < "$work/err")" = 1 ] && cmp -s "$work/err" "$work/debug-err" \
    || fail "k=-1 exits $status from the packaged binary (64 expected), saying: $(cat "$work/err")"
# The studio (NIO and Hummingbird, linked in): served, the page and an API call answer, SIGTERM stops it.
run python3 - "$bin" "$work/packaged.json" "$PWD/Scripts" <<'PY'
import http.cookiejar, json, re, signal, subprocess, sys, urllib.request
sys.path.insert(0, sys.argv[3])
from browser_test_support import wait_for_exit  # waits bounded by work, not the clock (issue 33)
studio = subprocess.Popen([sys.argv[1], "studio", "--port", "0", "--no-open"], stdout=subprocess.PIPE, text=True)
try:
    line = studio.stdout.readline()
    found = re.search(r"(http://127\.0\.0\.1:\d+)/\?token=(\w+)", line)
    assert found, f"the studio printed {line!r}"
    base, token = found.groups()
    # The token becomes a cookie on a redirect to the page, as in a browser.
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    # No timeout of the test's own: the studio answers, or closes the request at its answer timeout.
    page = browser.open(f"{base}/?token={token}")
    assert page.status == 200 and b"<html" in page.read().lower(), "the studio's page"
    answer = json.load(urllib.request.urlopen(f"{base}/api/metrics?spring=k=100,c=10&token={token}"))
    printed = json.load(open(sys.argv[2]))
    assert answer["settlingTime"] == printed["settlingTime"], (answer["settlingTime"], printed["settlingTime"])
finally:
    studio.send_signal(signal.SIGTERM)
    stopped = wait_for_exit(studio, idle_seconds=5)
    status = studio.returncode
assert stopped and status == 0, f"the studio exited {status} on SIGTERM (stopped by itself: {stopped})"
PY
# The MCP server (the official Swift SDK, linked in): initialise, a tool call that is the debug
# build's command line, and exit 0 when stdin ends.
"$debug" metrics --spring k=100,c=10 > "$work/debug-metrics.txt"
run python3 - "$bin" "$work/debug-metrics.txt" <<'PY'
import json, subprocess, sys
server = subprocess.Popen([sys.argv[1], "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def ask(message):
    server.stdin.write((json.dumps(message) + "\n").encode())
    server.stdin.flush()
    if "id" in message:
        line = server.stdout.readline()
        assert line, f"the packaged mcp closed stdout after {message['method']}"
        return json.loads(line)
answer = ask({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test-dist", "version": "1"}}})
assert answer["result"]["serverInfo"]["name"] == "springtune", answer
ask({"jsonrpc": "2.0", "method": "notifications/initialized"})
answer = ask({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "metrics", "arguments": {"spring": "k=100,c=10"}}})
assert answer["result"]["content"][0]["text"] == open(sys.argv[2]).read(), answer
server.stdin.close()
status = server.wait()  # no timeout of its own: the end of stdin ends the server, or make test's run stops
assert status == 0 and server.stdout.read() == b"", f"the packaged mcp exited {status} when stdin closed"
PY

# --- the man page and completions it carries
cmp -s "$prefix/share/man/man1/springtune.1" docs/man/springtune.1 || fail "the packaged man page is not docs/man/springtune.1"
run "$bin" --experimental-dump-help | python3 Scripts/make-man.py > "$work/regenerated.1"
cmp -s "$work/regenerated.1" docs/man/springtune.1 || fail "docs/man/springtune.1 does not describe the packaged binary: run make man"
bash -n "$prefix/share/bash-completion/completions/springtune" || fail "the bash completion does not parse"
[ "$(head -n 1 "$prefix/share/zsh/site-functions/_springtune")" = "#compdef springtune" ] || fail "the zsh completion has no #compdef line"
grep -qE "^complete -c '?springtune'? " "$prefix/share/fish/vendor_completions.d/springtune.fish" || fail "the fish completion completes no springtune"
# Bash, as a user's shell would after installing: the completion function, asked for
# `springtune met` and `springtune metrics --preset swiftui-sn`, with only the packaged binary on PATH.
completed="$(env -i PATH="$prefix/bin:/usr/bin:/bin" LD_LIBRARY_PATH= HOME="$work" bash --norc --noprofile -c '
    source "$1"
    spec="$(complete -p springtune)"; fn="${spec#*-F }"; fn="${fn%% *}"
    ask() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            COMPREPLY=(); "$fn" springtune "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf "%s\n" "${COMPREPLY[@]}"; }
    ask springtune met; echo --; ask springtune metrics --preset swiftui-sn' _ "$prefix/share/bash-completion/completions/springtune")"
commands="${completed%%--*}"; presets="${completed#*--}"
grep -qx "metrics" <<< "$commands" || fail "bash completes 'springtune met' as: $commands"
grep -qx "swiftui-snappy" <<< "$presets" || fail "bash completes 'metrics --preset swiftui-sn' as: $presets"

# --- the Debian package: metadata, derived again here from the binary
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = springtune ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), the tool says $version"
[ "$(field Architecture)" = "$debarch" ] || fail "Architecture: $(field Architecture), dpkg says $debarch"
format="$(objdump -f "$bin" | sed -n 's/.*file format //p')"
ldconfig="$(command -v ldconfig || echo /sbin/ldconfig)"   # /sbin is not on every user's PATH
expected_packages=""
for soname in $needed; do
    # ldconfig's cache, the entries in the binary's own ELF format (not a 32-bit twin).
    path=""
    while read -r candidate; do
        [ "$(objdump -f "$candidate" 2>/dev/null | sed -n 's/.*file format //p')" = "$format" ] && { path="$candidate"; break; }
    done < <("$ldconfig" -p | awk -v so="$soname" '$1 == so { print $NF }')
    [ -n "$path" ] || fail "ldconfig knows no $format $soname"
    real="$(readlink -f "$path")"
    package=""
    for p in "$real" "/usr${real#/usr}" "${real#/usr}" "$path" "/usr${path#/usr}" "${path#/usr}"; do
        package="$(dpkg -S "$p" 2>/dev/null | sed -n '1s/:.*//p')" && [ -n "$package" ] && break
    done
    [ -n "$package" ] || fail "no package owns $real ($soname)"
    expected_packages+="$package"$'\n'
done
expected_packages="$(LC_ALL=C sort -u <<< "$expected_packages" | sed '/^$/d')"
depends="$(field Depends)"
named="$(tr ',' '\n' <<< "$depends" | sed 's/^ *//; s/ *(.*//' | LC_ALL=C sort)"
[ "$named" = "$expected_packages" ] || fail "Depends: $depends
names
$named
but the binary's NEEDED libraries come from
$expected_packages"
while read -r clause; do
    [[ "$clause" =~ ^([a-z0-9.+-]+)\ \(\>=\ ([^\)]+)\)$ ]] || fail "Depends clause '$clause' is not 'package (>= version)'"
    installed="$(dpkg-query -W -f '${Version}' "${BASH_REMATCH[1]}:$debarch" 2>/dev/null || dpkg-query -W -f '${Version}' "${BASH_REMATCH[1]}")"
    [ "${BASH_REMATCH[2]}" = "$installed" ] || fail "Depends bounds ${BASH_REMATCH[1]} at ${BASH_REMATCH[2]}, installed is $installed"
done < <(tr ',' '\n' <<< "$depends" | sed 's/^ *//')

expected_deb="-rwxr-xr-x ./usr/bin/springtune
-rw-r--r-- ./usr/share/bash-completion/completions/springtune
-rw-r--r-- ./usr/share/doc/springtune/README.md
-rw-r--r-- ./usr/share/fish/vendor_completions.d/springtune.fish
-rw-r--r-- ./usr/share/man/man1/springtune.1.gz
-rw-r--r-- ./usr/share/zsh/vendor-completions/_springtune"
contents="$(dpkg-deb -c "$deb")"
files="$(awk '$1 ~ /^-/ { print $1, $6 }' <<< "$contents" | sort -k2)"
[ "$files" = "$expected_deb" ] || fail "the package holds
$files
not
$expected_deb"
owners="$(awk '$2 != "root/root"' <<< "$contents")"
[ -z "$owners" ] || fail "package entries not owned by root/root: $owners"

unpacked="$work/deb-root"
dpkg -x "$deb" "$unpacked"
[ "$(run "$unpacked/usr/bin/springtune" --version)" = "$version" ] || fail "the unpacked package's --version"
cmp -s "$unpacked/usr/bin/springtune" "$bin" || fail "the package's binary is not the tarball's"
[ "$(gzip -dc "$unpacked/usr/share/man/man1/springtune.1.gz")" = "$(cat docs/man/springtune.1)" ] || fail "the package's man page"

echo "dist: ok ($(basename "$tarball"), $(basename "$deb"); Depends: $depends)"
