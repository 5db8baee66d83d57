#!/bin/sh
# Builds dist/web/: springkit.wasm (SpringKit and the pieces of SpringIO and SpringReport the
# CLI's JSON needs, compiled from the package's own sources with Embedded Swift for
# wasm32-unknown-none-wasm), springkit.js and springkit.d.ts. `make web`; docs/web.md.
#
# The file lists below are the one place that says what the WebAssembly build compiles.
# Needs: swiftc and wasm-ld of the Swift toolchain, Debian's wasi-libc (libc, libm, malloc)
# and libclang-rt-16-dev-wasm32 (compiler builtins such as __multi3). Nothing else.
set -eu
cd "$(dirname "$0")/.."
OUT=${WEB_DIR:-dist/web}
BUILD=${WEB_BUILD_DIR:-.build/web}
SWIFTC=${SWIFTC:-$(command -v swiftc)}
TOOLCHAIN=$(dirname "$(readlink -f "$SWIFTC")")
WASM_LD=${WASM_LD:-$TOOLCHAIN/wasm-ld}
WASI_LIB=/usr/lib/wasm32-wasi
BUILTINS=/usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a
UNICODE_TABLES=$TOOLCHAIN/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a

for need in "$WASM_LD" "$WASI_LIB/libc.a" "$WASI_LIB/libm.a" "$BUILTINS" "$UNICODE_TABLES"; do
    [ -e "$need" ] || { echo "build-web: missing $need (make deps installs wasi-libc and libclang-rt-16-dev-wasm32)" >&2; exit 69; }
done

# swift-numerics as the package resolved it.
NUMERICS=.build/checkouts/swift-numerics/Sources
[ -d "$NUMERICS" ] || swift package resolve >/dev/null
[ -d "$NUMERICS" ] || { echo "build-web: swift-numerics not resolved under .build/checkouts" >&2; exit 69; }

# What is compiled, module by module (every other file of these modules is left out).
REAL_FILES=$(ls "$NUMERICS"/RealModule/*.swift)
SPRINGKIT_FILES=$(find Sources/SpringKit -name '*.swift' | sort)
SPRINGIO_FILES="Sources/SpringIO/JSONValue.swift Sources/SpringIO/TerminalLayout.swift"
SPRINGIO_FILES="$SPRINGIO_FILES Sources/SpringIO/JSONParser.swift Sources/SpringIO/JSONValue+Access.swift Sources/SpringIO/Suggestions.swift
  Sources/SpringIO/TextExcerpt.swift Sources/SpringIO/ClassifiedError.swift"
# SpringPresets without reading files from disk (PresetFile+Reading, +Refreshing, +Saving and
# PresetLibrary+Loading), and with the bundled preset files compiled in as the CLI has them:
# EmbedFilesPlugin's generator (Sources/EmbedFiles) run on the same presets/*.json.
SPRINGPRESETS_FILES="Sources/SpringPresets/Preset.swift Sources/SpringPresets/Preset+UserPreset.swift
  Sources/SpringPresets/PresetFile.swift Sources/SpringPresets/PresetFileError.swift Sources/SpringPresets/PresetLibrary.swift
  Sources/SpringPresets/PresetLibrary+FamilySpec.swift Sources/SpringPresets/PresetLibrary+Resolution.swift
  Sources/SpringPresets/PresetFile+Adding.swift Sources/SpringPresets/PresetAddingError.swift Sources/SpringPresets/PresetFileContents.swift Sources/SpringPresets/PresetLibrary+Contents.swift
  $BUILD/BundledPresetFiles.swift"
SPRINGREPORT_FILES="Sources/SpringReport/ReportRecord.swift Sources/SpringReport/ReportRecord+Formats.swift
  Sources/SpringReport/ReportFormat.swift Sources/SpringReport/MetricsReport.swift Sources/SpringReport/ConversionReport.swift
  Sources/SpringReport/DurationsReport.swift Sources/SpringReport/PresetListReport.swift Sources/SpringReport/FitReport.swift
  Sources/SpringReport/FamilyReport.swift"
# SpringTuning's fits (Fit/) without reading CSV samples; its sweeps (Sweep/) are native only.
SPRINGTUNING_FILES=$(find Sources/SpringTuning/Fit -name '*.swift' ! -name 'FitSamples+CSV.swift' | sort)
# SpringVideo's one type the requests name (RequestField.video); reading recordings is native only.
SPRINGVIDEO_FILES=Sources/SpringVideo/Decoding/VideoSetting.swift
# SpringRequests: what the studio's computing endpoints and springkit.js's functions call
# (StudioAPI.computingEndpoints; metrics, convert, export, solve and fit with their options), and
# RequestError's typed initializers for the libraries compiled here. SolveRequest+Output (CSV and
# streaming) is native only: springkit.js's solve writes its JSON whole (SolveRequest+JSON).
SPRINGREQUESTS_FILES=$(for f in RequestError RequestError+SpringKit RequestError+SpringPresets \
  RequestError+SpringExport RequestError+SpringPlot RequestError+SpringTuning RequestField RequestMessage SpringSource EngineSettings RetargetRequest \
  MetricsRequest ConvertRequest ExportRequest SolveRequest SolveRequest+JSON FitRequest CurveFitRequest TargetFitRequest \
  PlotRequest PlotRequest+ServedLimits PresetListRequest; do echo "Sources/SpringRequests/$f.swift"; done)
# SpringStudio's computing endpoints: StudioAPI.reply(toGet:query:) answers as the server does.
SPRINGSTUDIO_FILES=$(for f in StudioAPI StudioAPI+PresetForm StudioAPI+View StudioAPI+PlotDrawing StudioAPI+StaticPage StudioQuery StudioReply StudioError StudioError+Request \
  StudioPreview StudioViewAnswer StudioPage StudioPage+Config Ecosystem+StudioConfig; do echo "Sources/SpringStudio/$f.swift"; done)
# SpringExport without the preset modules (Modules/: `preset export`).
SPRINGEXPORT_FILES=$(find Sources/SpringExport -name '*.swift' ! -path 'Sources/SpringExport/Modules/*' | sort)
# SpringPlot's layout, drawing and display list without cairo (its Cairo*, PlotRecorder, Plot,
# heatmap and file-writing files are native only): ResponsePlot.displayList(measuringTextWith:).
SPRINGPLOT_FILES=$(for f in Canvas/PlotCanvas Canvas/PlotCanvas+Shapes Canvas/FixedPointPath Canvas/PlotDisplayListCanvas \
  Canvas/PlotFontMetrics Canvas/PlotTextMeasurer Canvas/BrowserTextMeasurer Canvas/TextAnchor Canvas/PlotRect AxisPainter AxisScale NiceTicks OccupancyGrid \
  PlotColor PlotDisplayList PlotDisplayList+JSON PlotError PlotFormat PlotPage PlotSize PlotTheme PlotTransform \
  PolylineSimplifier ResponseAnnotations ResponsePlot ResponsePlot+Drawing ResponsePlot+Frame ResponsePlot+Layout \
  ResponsePlot+Reference ResponsePlot+Series ResponsePlot+Setups ResponsePlot+DisplayList; do echo "Sources/SpringPlot/$f.swift"; done)
ENTRY_FILES="Scripts/web/SpringKitWeb.swift Scripts/web/SpringKitWeb+UserPresets.swift"

mkdir -p "$BUILD" "$OUT"
# The bundled presets, generated as SwiftPM's EmbedFilesPlugin generates them for the CLI
# (rewritten only when a preset file is newer, so SpringPresets is not recompiled for nothing).
if [ ! -f "$BUILD/BundledPresetFiles.swift" ] || [ -n "$(find presets -name '*.json' -newer "$BUILD/BundledPresetFiles.swift")" ]; then
    swift build --product EmbedFiles >"$BUILD/EmbedFiles.log" 2>&1 || { cat "$BUILD/EmbedFiles.log" >&2; exit 70; }
    "$(swift build --show-bin-path)/EmbedFiles" presets "$BUILD/BundledPresetFiles.swift" presets/*.json
fi
FLAGS="-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern -wmo -parse-as-library -Osize
  -Xfrontend -disable-stack-protector -I $BUILD -I $NUMERICS/_NumericsShims/include"

BUILT=""
module() { # NAME FILES…: compiled unless its object is newer than its files and the modules it imports
    name=$1; shift
    # shellcheck disable=SC2086
    if [ -f "$BUILD/$name.o" ] && [ -z "$(find "$@" $BUILT -newer "$BUILD/$name.o")" ]; then
        BUILT="$BUILT $BUILD/$name.o"
        return 0
    fi
    # shellcheck disable=SC2086
    "$SWIFTC" $FLAGS -module-name "$name" -emit-module -emit-module-path "$BUILD/$name.swiftmodule" \
        -c -o "$BUILD/$name.o" "$@"
    BUILT="$BUILT $BUILD/$name.o"
}
echo "build-web: RealModule, SpringKit, SpringIO, SpringPresets, SpringTuning, SpringReport, SpringExport, SpringPlot, SpringVideo, SpringRequests, SpringStudio, SpringKitWeb (Embedded Swift; each compiled when its files changed)"
# shellcheck disable=SC2086
module RealModule $REAL_FILES
# shellcheck disable=SC2086
module SpringKit $SPRINGKIT_FILES
# shellcheck disable=SC2086
module SpringIO $SPRINGIO_FILES
# shellcheck disable=SC2086
module SpringPresets $SPRINGPRESETS_FILES
# shellcheck disable=SC2086
module SpringTuning $SPRINGTUNING_FILES
# shellcheck disable=SC2086
module SpringReport $SPRINGREPORT_FILES
# shellcheck disable=SC2086
module SpringExport $SPRINGEXPORT_FILES
# shellcheck disable=SC2086
module SpringPlot $SPRINGPLOT_FILES
# shellcheck disable=SC2086
module SpringVideo $SPRINGVIDEO_FILES
# shellcheck disable=SC2086
module SpringRequests $SPRINGREQUESTS_FILES
# shellcheck disable=SC2086
module SpringStudio $SPRINGSTUDIO_FILES
# shellcheck disable=SC2086
module SpringKitWeb $ENTRY_FILES

# shellcheck disable=SC2086
for c in strtod printf; do
    "$TOOLCHAIN/clang" --target=wasm32-wasi -O2 -isystem /usr/include/wasm32-wasi -c "Scripts/web/$c.c" -o "$BUILD/$c.o"
done

"$WASM_LD" --no-entry --gc-sections --strip-all -o "$BUILD/springkit.wasm" \
    "$BUILD/RealModule.o" "$BUILD/SpringKit.o" "$BUILD/SpringIO.o" "$BUILD/SpringPresets.o" "$BUILD/SpringReport.o" "$BUILD/SpringExport.o" "$BUILD/SpringPlot.o" \
    "$BUILD/SpringTuning.o" "$BUILD/SpringVideo.o" "$BUILD/SpringRequests.o" "$BUILD/SpringStudio.o" "$BUILD/SpringKitWeb.o" "$BUILD/strtod.o" "$BUILD/printf.o" \
    "$UNICODE_TABLES" "$WASI_LIB/libc.a" "$WASI_LIB/libm.a" "$BUILTINS"

cp "$BUILD/springkit.wasm" "$OUT/springkit.wasm.tmp" && mv "$OUT/springkit.wasm.tmp" "$OUT/springkit.wasm"
cp Scripts/web/springkit.js "$OUT/springkit.js.tmp" && mv "$OUT/springkit.js.tmp" "$OUT/springkit.js"
cp Scripts/web/springkit.d.ts "$OUT/springkit.d.ts.tmp" && mv "$OUT/springkit.d.ts.tmp" "$OUT/springkit.d.ts"
# The static page: the studio's own page (Sources/SpringStudio/Assets) with web.js, which answers
# its requests with springkit.wasm (sk.studio), loaded before studio.js; a manifest and a service
# worker that keeps every file of this build (their list and a hash of their contents filled in).
# The install icons are committed (Scripts/web/icon-*.png, drawn by `springtune plot`: docs/web.md).
ASSETS=Sources/SpringStudio/Assets
for f in studio.css studio.js favicon.ico; do cp "$ASSETS/$f" "$OUT/$f.tmp" && mv "$OUT/$f.tmp" "$OUT/$f"; done
for f in web.js manifest.webmanifest icon-192.png icon-512.png; do cp "Scripts/web/$f" "$OUT/$f.tmp" && mv "$OUT/$f.tmp" "$OUT/$f"; done
sed -e 's|<script src="studio.js" defer></script>|<link rel="manifest" href="manifest.webmanifest">\n<script type="module" src="web.js"></script>\n<script src="studio.js" defer></script>|' \
    "$ASSETS/studio.html" > "$OUT/index.html.tmp"
grep -q 'src="web.js"' "$OUT/index.html.tmp" || { echo "build-web: studio.html has no <script src=\"studio.js\" defer> to put web.js before" >&2; exit 70; }
mv "$OUT/index.html.tmp" "$OUT/index.html"
PAGE_FILES="index.html studio.css studio.js favicon.ico web.js manifest.webmanifest icon-192.png icon-512.png springkit.js springkit.wasm"
VERSION=$(cd "$OUT" && cat $PAGE_FILES | sha256sum | cut -c1-16)
FILE_LIST=$(for f in ./ $PAGE_FILES; do printf '"%s", ' "$f"; done | sed 's/, $//')
sed -e "s|@VERSION@|$VERSION|" -e "s|@FILES@|$FILE_LIST|" Scripts/web/sw.js > "$OUT/sw.js.tmp" && mv "$OUT/sw.js.tmp" "$OUT/sw.js"

size=$(wc -c < "$OUT/springkit.wasm")
gzipped=$(gzip -9 -c "$OUT/springkit.wasm" | wc -c)
echo "build-web: $OUT/springkit.wasm $size bytes ($gzipped gzipped)"
