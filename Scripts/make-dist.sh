#!/usr/bin/env bash
# `make dist`: springtune for machines without a Swift toolchain, into dist/:
#   springtune-VERSION-linux-ARCH.tar.gz   bin/, share/man, share/{bash-completion,zsh,fish}
#   springtune_VERSION_DEBARCH.deb         the same under /usr, depending on the C libraries it links
# The binary is a release build with the Swift runtime and Foundation linked statically
# (--static-swift-stdlib), in its own build folder (.build-dist) so that `make release` and
# `make install` keep theirs; SwiftPM rebuilds only what changed. The version is the tool's
# own (`springtune --version`); the Debian package's Depends is derived from the binary's
# NEEDED entries (objdump) through the libraries they resolve to (ldd) and the packages that
# own them (dpkg -S), each with the installed version as its lower bound.
# Environment: SWIFT (default swift), DIST_DIR (default dist), DIST_SCRATCH (default
# .build-dist), DEB_MAINTAINER.
set -euo pipefail
umask 022
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
dist=${DIST_DIR:-dist}
scratch=${DIST_SCRATCH:-.build-dist}
maintainer=${DEB_MAINTAINER:-"SpringTune maintainers <maintainers@users.noreply.a-seed-2ce0878a.example>"}

fail() { echo "make-dist: $*" >&2; exit 1; }
for tool in objdump ldd dpkg dpkg-deb dpkg-query strip gzip tar; do
    command -v "$tool" > /dev/null || fail "needs $tool (binutils, dpkg, libc-bin, gzip, tar)"
done

# --disable-local-rpath: no $ORIGIN search path, which a binary in /usr/bin has no use for.
# (The MCP server's SDK links Foundation's networking, for an HTTP transport `springtune mcp`
# does not use; its static archive links the system's libcurl, so the package depends on
# libcurl4 and the build needs libcurl4-openssl-dev, which `make deps` installs.)
flags=(-c release --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch")
# (The link warns that FoundationEssentials' libFoundationEssentials.a uses mktemp: the
# toolchain's own archive, not this package's code.)
"$swift" build "${flags[@]}" --product springtune
built="$("$swift" build "${flags[@]}" --show-bin-path)/springtune"
[ -x "$built" ] || fail "no binary at $built"

version="$("$built" --version)"
[[ "$version" =~ ^[0-9A-Za-z.+~-]+$ ]] || fail "springtune --version printed '$version', not a version"
arch="$(uname -m)"
debarch="$(dpkg --print-architecture)"
name="springtune-$version-linux-$arch"
deb="springtune_${version}_${debarch}.deb"

# Up to date: both files newer than the binary and everything else they are made of.
if [ -f "$dist/$name.tar.gz" ] && [ -f "$dist/$deb" ]; then
    stale=""
    for input in "$built" docs/man/springtune.1 README.md LICENSE LICENSE.txt LICENSE.md "$0"; do
        [ "$input" -nt "$dist/$name.tar.gz" ] || [ "$input" -nt "$dist/$deb" ] && stale=1
    done
    if [ -z "$stale" ]; then
        echo "dist: $dist/$name.tar.gz and $dist/$deb are up to date"
        exit 0
    fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The binary, without its debug information (the release build's -g); symbols stay for backtraces.
stripped="$work/springtune"
strip --strip-debug -o "$stripped" "$built"

# The Debian packages of the shared libraries the binary names (NEEDED), resolved as the loader
# would; a library that does not resolve, or that no package owns, stops the build.
needed="$(objdump -p "$stripped" | awk '$1 == "NEEDED" { print $2 }')"
[ -n "$needed" ] || fail "objdump shows no NEEDED entry in $built"
ldd_out="$(env -u LD_LIBRARY_PATH ldd "$stripped")"
depends=""
declare -A seen=()
for soname in $needed; do
    # `libx.so.1 => /path (…)`, or for the dynamic loader itself `/path/ld-linux….so.2 (…)`.
    path="$(awk -v so="$soname" '$1 == so && $2 == "=>" { print $3 } $1 ~ "^/" && substr($1, length($1) - length(so)) == "/" so { print $1 }' <<< "$ldd_out" | head -n 1)"
    [ -n "$path" ] && [ "$path" != "not" ] || fail "$soname (NEEDED) does not resolve: $ldd_out"
    owner=""
    # usrmerge: dpkg knows a library under the path its package ships, /lib or /usr/lib.
    for candidate in "$path" "$(readlink -f "$path")" "${path#/usr}" "/usr${path#/usr}"; do
        owner="$(dpkg -S "$candidate" 2>/dev/null | head -n 1 | cut -d: -f1)" && [ -n "$owner" ] && break
    done
    [ -n "$owner" ] || fail "no Debian package owns $path ($soname)"
    [ -z "${seen[$owner]:-}" ] || continue
    seen[$owner]=1
    installed="$(dpkg-query -W -f '${Version}' "$owner:$debarch" 2>/dev/null || dpkg-query -W -f '${Version}' "$owner")"
    [ -n "$installed" ] || fail "dpkg-query knows no version of $owner"
    depends+="${depends:+, }$owner (>= $installed)"
done
depends="$(tr ',' '\n' <<< "$depends" | sed 's/^ //' | LC_ALL=C sort | paste -sd, - | sed 's/,/, /g')"

# One tree, laid out as under a prefix; the tarball is that tree, the package puts it under /usr.
tree="$work/$name"
install -d "$tree/bin" "$tree/share/man/man1" "$tree/share/bash-completion/completions" \
    "$tree/share/zsh/site-functions" "$tree/share/fish/vendor_completions.d" "$tree/share/doc/springtune"
install -m 0755 "$stripped" "$tree/bin/springtune"
install -m 0644 docs/man/springtune.1 "$tree/share/man/man1/springtune.1"
for shell in bash zsh fish; do
    "$stripped" --generate-completion-script "$shell" > "$work/completion.$shell"
    [ -s "$work/completion.$shell" ] || fail "springtune wrote no $shell completion script"
done
install -m 0644 "$work/completion.bash" "$tree/share/bash-completion/completions/springtune"
install -m 0644 "$work/completion.zsh" "$tree/share/zsh/site-functions/_springtune"
install -m 0644 "$work/completion.fish" "$tree/share/fish/vendor_completions.d/springtune.fish"
for doc in LICENSE LICENSE.txt LICENSE.md README.md; do
    [ -f "$doc" ] && install -m 0644 "$doc" "$tree/share/doc/springtune/$doc"
done

mkdir -p "$dist"
# Entries owned by root, sorted, dated at the commit (dpkg-deb reads SOURCE_DATE_EPOCH too), no
# timestamp in the gzip header: the archive adds no build time or builder of its own.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
    -C "$work/$name" -cf - bin share \
    | gzip -n > "$work/$name.tar.gz"
mv -f "$work/$name.tar.gz" "$dist/$name.tar.gz"

# The Debian package: /usr/bin, /usr/share/man (gzipped, as Debian ships man pages), the
# completions where Debian's bash, zsh and fish look for vendor completions.
root="$work/deb"
install -d "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" \
    "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
    "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/springtune"
install -m 0755 "$tree/bin/springtune" "$root/usr/bin/springtune"
gzip -9n < "$tree/share/man/man1/springtune.1" > "$root/usr/share/man/man1/springtune.1.gz"
install -m 0644 "$tree/share/bash-completion/completions/springtune" "$root/usr/share/bash-completion/completions/springtune"
install -m 0644 "$tree/share/zsh/site-functions/_springtune" "$root/usr/share/zsh/vendor-completions/_springtune"
install -m 0644 "$tree/share/fish/vendor_completions.d/springtune.fish" "$root/usr/share/fish/vendor_completions.d/springtune.fish"
for doc in "$tree"/share/doc/springtune/*; do
    [ -f "$doc" ] && install -m 0644 "$doc" "$root/usr/share/doc/springtune/"
done
cat > "$root/DEBIAN/control" <<EOF
Package: springtune
Version: $version
Architecture: $debarch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Description: exact spring-animation metrics, conversions, fits and plots
 springtune measures damped springs from the analytic solution (settling time,
 overshoot, peak, bounces), converts between the ways each ecosystem writes a
 spring (SwiftUI, Core Animation, Motion, POP, Origami, Android, CSS), fits
 springs to targets, draws plots, exports code and runs a local studio.
 The Swift runtime and Foundation are linked into the binary.
EOF
dpkg-deb --build --root-owner-group -Zxz "$root" "$work/$deb" > /dev/null
mv -f "$work/$deb" "$dist/$deb"

echo "dist: $dist/$name.tar.gz"
echo "dist: $dist/$deb (Depends: $depends)"
