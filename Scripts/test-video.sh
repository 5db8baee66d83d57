#!/usr/bin/env bash
# fit --video end to end (docs/fitting.md, "Screen recordings"): synthetic recordings drawn by
# Scripts/make_video_recording.py (an exact spring, 60/50/30 fps, position and scale) encoded
# by Debian's ffmpeg to MP4 (H.264), WebM (VP9) and GIF must give back ζ and ω0 within 1 %;
# hostile files (empty, text named .mp4, truncated, a 10,000×10,000 frame, a two-hour file,
# missing) must each give one line on stderr and their documented exit code, with bounded work
# (CPU seconds) and memory. Then Scripts/test_video_browser.py: recordings rendered and
# captured by headless Chromium (a CSS linear() easing, POP's frames drawn per frame), whose
# fits must name the candidate that drew them strictly first. Needs ffmpeg and chromium (make
# deps) and the debug build; builds nothing.
set -euo pipefail
name=test-video
. "$(dirname "$0")/browser-test-preamble.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0; failed=0
check() { # name, condition result (0 = pass), detail
    if [ "$2" = 0 ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1: $3"; fi
}

zeta=0.5; omega=14
for case in "60 x mp4" "60 x webm" "60 x gif" "50 x mp4" "50 x webm" "50 x gif" "30 x mp4" "30 x webm" "30 x gif" "60 scale mp4" "50 scale gif" "30 scale webm"; do
    set -- $case
    file="$work/spring-$1-$2.$3"
    python3 Scripts/make_video_recording.py --fps "$1" --property "$2" --zeta $zeta --omega $omega "$file"
    if "$bin" fit --video "$file" --format json > "$file.json" 2> "$file.err"; then
        result="$(python3 -c "
import json, sys
d = json.load(open('$file.json'))
ok = abs(d['dampingRatio'] / $zeta - 1) <= 0.01 and abs(d['naturalFrequency'] / $omega - 1) <= 0.01 and d['property'] == '$2'
print(('0 ' if ok else '1 ') + 'zeta %.5f omega %.5f property %s' % (d['dampingRatio'], d['naturalFrequency'], d['property']))")"
        check "synthetic $1 fps $2 $3 within 1 %" "${result%% *}" "${result#* }"
    else
        check "synthetic $1 fps $2 $3" 1 "exit $?: $(cat "$file.err")"
    fi
done

# Hostile files: exit code, one line, and the work and memory it took (bounded: 20 CPU seconds,
# user + system, not wall-clock time, which a loaded machine stretches; 400 MB).
: > "$work/empty.mp4"
echo "not a video" > "$work/text.mp4"
python3 Scripts/make_video_recording.py --fps 30 "$work/whole.mp4"
head -c 3000 "$work/whole.mp4" > "$work/truncated.mp4"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i color=c=gray:s=10000x10000:d=0.1 -frames:v 1 -c:v png "$work/huge.mkv"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i color=c=gray:s=16x16:r=1:d=7200 -c:v libx264 -preset ultrafast "$work/two-hours.mp4"
for case in "empty.mp4 65" "text.mp4 65" "truncated.mp4 65" "huge.mkv 65" "two-hours.mp4 65" "missing.mp4 66"; do
    set -- $case
    status=0
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$bin" fit --video "$work/$1" > /dev/null 2> "$work/err" || status=$?
    read -r user system kilobytes < <(tail -n 1 "$work/time")
    seconds="$(python3 -c "print($user + $system)")"
    lines="$(grep -vc '^Command exited' "$work/err" || true)"
    ok=1
    [ "$status" = "$2" ] && [ "$lines" = 1 ] && python3 -c "import sys; sys.exit(not ($seconds < 20 and $kilobytes < 400000))" && ok=0
    check "hostile $1: exit $2, one line, bounded" $ok "exit $status, $lines lines, $seconds CPU s, $kilobytes KB: $(head -n 3 "$work/err")"
done

# Recordings made by a real browser (about a minute: 2 × 96 frames rendered, 6 fits).
mkdir -p "$work/browser"
if python3 Scripts/test_video_browser.py "$bin" "$work/browser"; then
    check "browser recordings (Scripts/test_video_browser.py)" 0 ""
else
    check "browser recordings (Scripts/test_video_browser.py)" 1 "see its lines above"
fi

echo "test-video: $passed passed, $failed failed"
[ "$failed" = 0 ]
