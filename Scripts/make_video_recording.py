"""Draws a synthetic screen recording for Scripts/test-video.sh: a 320×240 rectangle moved
(x) or scaled (scale) by an exact spring (ζ, ω0 given), each pixel the rectangle's exact share
of its area, piped as raw RGB frames to Debian's ffmpeg and encoded by the output's extension
(.mp4: H.264, .webm: VP9, .gif: a 128-colour palette)."""
import argparse
import math
import subprocess

parser = argparse.ArgumentParser()
parser.add_argument("--fps", type=float, default=60)
parser.add_argument("--zeta", type=float, default=0.5)
parser.add_argument("--omega", type=float, default=14.0)
parser.add_argument("--property", choices=["x", "scale"], default="x")
parser.add_argument("--duration", type=float, default=1.6)
parser.add_argument("output")
args = parser.parse_args()

W, H, T0 = 320, 240, 0.25
FROM, TO = (70.0, 230.0) if args.property == "x" else (0.6, 1.0)


def value(t):
    """The exact under-, critically or overdamped step response from rest."""
    if t <= T0:
        return FROM
    t -= T0
    z, w = args.zeta, args.omega
    if z < 1:
        wd = w * math.sqrt(1 - z * z)
        g = math.exp(-z * w * t) * (math.cos(wd * t) + z * w / wd * math.sin(wd * t))
    elif z == 1:
        g = math.exp(-w * t) * (1 + w * t)
    else:
        s = w * math.sqrt(z * z - 1)
        r1, r2 = -z * w + s, -z * w - s
        g = (r1 * math.exp(r2 * t) - r2 * math.exp(r1 * t)) / (r1 - r2)
    return TO + (FROM - TO) * g


def coverage(lo, hi, n):
    return [max(0.0, min(p + 1, hi) - max(p, lo)) for p in range(n)]


bg, el = (245, 245, 240), (40, 90, 200)
frames = bytearray()
for k in range(int(args.duration * args.fps)):
    v = value(k / args.fps)
    cx, cy, w, h = (v, 120, 60, 44) if args.property == "x" else (160, 120, 100 * v, 80 * v)
    cxs, cys = coverage(cx - w / 2, cx + w / 2, W), coverage(cy - h / 2, cy + h / 2, H)
    for y in range(H):
        frames += bytes(round(bg[i] + cxs[x] * cys[y] * (el[i] - bg[i])) for x in range(W) for i in range(3))

codec = {"mp4": ["-c:v", "libx264", "-preset", "veryfast", "-crf", "16", "-pix_fmt", "yuv420p"],
         "webm": ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "24", "-deadline", "realtime", "-cpu-used", "8", "-pix_fmt", "yuv420p"],
         "gif": ["-vf", "split[a][b];[a]palettegen=max_colors=128:stats_mode=full[p];[b][p]paletteuse=dither=none"]}
subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{W}x{H}",
                "-framerate", str(args.fps), "-i", "-", *codec[args.output.rsplit(".", 1)[1]], args.output],
               input=bytes(frames), check=True)
