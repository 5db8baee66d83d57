#!/usr/bin/env bash
# Regenerates the images in docs/ with springtune itself (make docs-images).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product springtune >/dev/null
st="$(swift build --show-bin-path)/springtune"
img=docs/images
mkdir -p "$img"

# README: SwiftUI's presets, exact, with settling and peak markers.
"$st" plot --preset swiftui-smooth --preset swiftui-snappy --preset swiftui-bouncy \
    --title "SwiftUI .smooth, .snappy and .bouncy" -o "$img/readme-swiftui-presets.png"

# plotting.md: two springs, an RK4 overlay at a coarse step, and the velocity panel.
"$st" plot --spring k=300,c=10 --spring swiftui:duration=0.5,bounce=0.3 --solver rk4 --dt 0.03 \
    --show-velocity --title "Exact curves with RK4 at 30 ms (dashed)" -o "$img/plot-response.png"

# plotting.md: dark theme, three damping ratios.
"$st" plot --spring android:stiffness=200,dampingRatio=0.2 --spring android:stiffness=200,dampingRatio=0.5 \
    --spring android:stiffness=200,dampingRatio=1 --theme dark --title "Android stiffness 200, ζ 0.2 / 0.5 / 1" \
    -o "$img/plot-dark.png"

# studio.md: an animated SVG preview (a dot running along each curve, a card beside it).
"$st" preview --preset swiftui-snappy --preset swiftui-bouncy -o "$img/preview.svg"
# …and springs whose durations differ a lot, one lane and time axis each.
"$st" preview --preset alert-in --spring swiftui:duration=0.5,bounce=0.3 -o "$img/preview-lanes.svg"

# plotting.md and tuning.md: alert-in as tuned in JNWSpringAnimation vs the same numbers as a real spring.
"$st" plot --preset alert-in --title "alert-in: the real spring vs JNWSpringAnimation (dashed)" -o "$img/alert-in-jnw.png"


# plotting.md: downward motions, labels beside their markers, legend names from --label.
"$st" plot --spring k=300,c=12,from=1,to=0 --spring k=200,c=30,from=1,to=0 \
    --label "bouncy (300/12)" --label "calm (200/30)" -o "$img/plot-down.png"

# plotting.md: a phone-width plot whose panel has no clear corner: the legend takes a strip below the time axis.
"$st" plot --spring swiftui:duration=0.5,bounce=0.6 --spring swiftui:duration=1.2,bounce=0.4 --solver react-spring \
    --label A --label B --width 480 --height 320 -o "$img/plot-phone.png"

# plotting.md and fitting.md: a fit to keyframes, drawn with its target and residual.
"$st" fit --keyframes 0:0.01,0.2:1.1,0.3:0.9,0.4:1 --timing easeInEaseOut --plot "$img/plot-fit.png" > /dev/null

# plotting.md and tuning.md: the region that meets two targets, on a settling-time heatmap.
"$st" sweep --param stiffness=50...1000:log:200 --param damping=2...60:200 --metrics settlingTime \
    --iso 0.3,0.5 --heatmap "$img/plot-region.png" \
    --heatmap-region 'settlingTime<0.5 && overshootPercent<5' --quiet > /dev/null

# plotting.md and tuning.md: settling time over stiffness × damping, with its jumps.
"$st" sweep --param stiffness=50...1000:log:300 --param damping=2...60:300 --metrics settlingTime \
    --heatmap "$img/plot-heatmap.png" --iso 0.3,0.5,1 --quiet > /dev/null

# tuning.md: the alert-in story, from the demo's gallery.
tmp="$(mktemp -d)"
"$st" demo --output "$tmp" >/dev/null
cp "$tmp/gallery/alert-in-story.png" "$img/alert-in-story.png"
cp "$tmp/gallery/alerts-overview.png" "$img/alerts-overview.png"
rm -rf "$tmp"
echo "wrote $(ls "$img" | wc -l) images in $img"
