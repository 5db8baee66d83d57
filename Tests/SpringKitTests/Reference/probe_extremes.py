#!/usr/bin/env python3
"""Seeded probe of SpringTune's exact range against mpmath (not part of `swift test`).

    swift build && python3 Tests/SpringKitTests/Reference/probe_extremes.py [COUNT] [SEED] [push]

Draws springs across extreme magnitudes — m 1e-300…1e300, ω0 1e-100…1e100 (k = m·ω0²),
ζ 1e-16…1e16 log-uniform (c = 2ζ·m·ω0), steps 1e-320…1e300, normalised velocities ±30 —
runs `springtune metrics --format json` on each, and recomputes the metrics with
make_reference.py's independent mpmath method at 100 digits (long lightly damped springs
by bisection over the extremum index). Every spring must either be refused with exit 65
(beyond the exact range: docs/physics.md) or agree: times 1e-9 relative, percentages 1e-9
absolute, bounces exactly. Prints one line per spring and a summary; exit 1 on any
disagreement.

With `push`, every spring gets a strong normalised velocity, |v0| log-uniform in
1e2…1e200 times ω0 and of either sign (issue 21: crossings at up to 1e-200 of the time
scale), at 150 digits. (The reference always refines its roots with make_push_reference.py's
geometric bisection and relative stopping test: make_reference.py's absolute one cannot resolve
a crossing at 1e-92 of the time scale, which random springs reach.) A push toward the target must give its rise time to 1e-9 like any other; only
a push away from it keeps the looser conditioning bound of docs/physics.md.
"""

import json
import math
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_reference as ref  # noqa: E402
import make_push_reference  # noqa: E402,F401  (its root refinement: geometric bisection, relative stop)
from mpmath import mp  # noqa: E402

ref.DPS = 100
mp.dps = 100
# The reference's expm cross-check of its own samples loses its 90 digits when ‖A·t‖ is
# ~1e70 (scaling and squaring); the probe compares metrics only, which do not use it.
ref.cross_check_expm = lambda M, times: None
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
TOOL = os.path.join(ROOT, ".build", "debug", "springtune")


def log_uniform(rng, lo, hi):
    return math.exp(rng.uniform(math.log(lo), math.log(hi)))


PUSH = False


def draw(rng):
    while True:
        m = log_uniform(rng, 1e-300, 1e300)
        w = log_uniform(rng, 1e-100, 1e100)
        zeta = log_uniform(rng, 1e-16, 1e16)
        k, c = m * w * w, 2 * zeta * m * w
        if all(math.isfinite(x) and x > 2.3e-308 for x in (k, c)):
            break
    step = log_uniform(rng, 1e-320, 1e300) * rng.choice([-1, 1])
    v = rng.uniform(-30, 30) if rng.random() < 0.6 else 0.0
    if PUSH:
        v = rng.choice([-1, 1]) * log_uniform(rng, 1e2, 1e200) * w
        if not (math.isfinite(v) and math.isfinite(v * step) and v * step != 0):
            v = rng.choice([-1, 1]) * 100 * w
    return ref.case(f"probe m={m!r} k={k!r} c={c!r} to={step!r} v0={v!r}", k, c, m=m, to=step, v=v,
                    long=zeta < 0.05)


def springtune(cs):
    spec = f"m={cs['m']!r},k={cs['k']!r},c={cs['c']!r},from=0,to={cs['to']!r},velocity={cs['v']!r}"
    out = subprocess.run([TOOL, "metrics", "--spring", spec, "--format", "json"],
                         capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        return out.returncode, out.stderr.strip()
    data = json.loads(out.stdout)
    return 0, data[0] if isinstance(data, list) else data


def close(a, b, rel):
    if a is None or b is None:
        return a is None and b is None
    b = float(b)
    return abs(a - b) <= rel * (abs(b) if b != 0 else 1)


def main():
    global PUSH
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    if len(sys.argv) > 3 and sys.argv[3] == "push":
        ref.DPS = 150
        mp.dps = 150
        PUSH = True
    rng = random.Random(seed)
    bad = refused = agreed = skipped = 0
    for i in range(count):
        cs = draw(rng)
        code, got = springtune(cs)
        if code != 0:
            ok = code == 65 or "must be" in got
            print(f"{i:3d} refused ({code}) {cs['name']}: {got}")
            refused += 1
            if code not in (64, 65):
                bad += 1
            continue
        try:
            _, res, _, _, _ = (ref.compute_long if cs["long"] else ref.compute)(cs)
        except Exception as error:          # the reference's own limits (its grid, its asserts)
            print(f"{i:3d} skipped (reference: {type(error).__name__}) {cs['name']}")
            skipped += 1
            continue
        # Rise time is conditioned by the swing over the step (docs/physics.md): a level crossed
        # inside a motion |V|/(ω0·|step|) times larger than the step is known to 1e-16 of that.
        swing = 1 + abs(cs["v"]) / math.sqrt(cs["k"] / cs["m"])
        if cs["v"] > 0:
            swing = 1       # a push toward the target: its levels are crossed near t = 0, exactly
        over = float(res["overshootPercent"])
        checks = [
            ("settlingTime", close(got["settlingTime"], res["settlingTime"], 1e-9)),
            ("peakTime", close(got["peakTime"], res["peakTime"], 1e-9)),
            ("riseTime", close(got["riseTime"], res["riseTime"], max(1e-9, 1e-14 * swing))),
            ("overshootPercent", abs(got["overshootPercent"] - over) <= 1e-9 * max(1, over)),
            ("bounces", got["bounces"] == res["bounces"]),
        ]
        failed = [name for name, ok in checks if not ok]
        if failed:
            bad += 1
            print(f"{i:3d} DISAGREE {failed} {cs['name']}")
            for name in failed:
                print(f"      {name}: springtune {got[name]}, mpmath {res[name] if res[name] is None else float(res[name])!r}")
        else:
            agreed += 1
            print(f"{i:3d} ok  Ts {got['settlingTime']!r}  {cs['name']}")
    print(f"{agreed} agree, {refused} refused, {skipped} skipped by the reference, {bad} bad")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
