#!/usr/bin/env python3
"""Reference values for times far smaller than the spring's time scale (issue 21).

Regenerate (from the package root):

    python3 Tests/SpringKitTests/Reference/make_push_reference.py

which rewrites Tests/SpringKitTests/Reference/PushReferenceValues.swift
(`ReferenceCase.strongPush`).

These are the springs whose crossings happen at a tiny fraction of 1/ω0: a push V toward the
target with |V| ≫ ω0·|to − from| reaches 10 % and 90 % of the step after ≈ 0.1·|step|/|V| and
0.9·|step|/|V| (rise time ≈ 0.8·|step|/|V|, down to 1e-300 of 1/ω0), and an overdamped spring
(ζ = 1e40) pushed so that its fast mode carries it into the band settles, rests and rises in a
few fast time constants 1/r2 ≈ 1/(2ζω0), 1e-80 of the slow one. One case has a true rise time
below the smallest normal double (4.7e-309 s): SpringKit must refuse it, not print 0.

Method: make_reference.py's model and metric definitions (textbook closed forms per regime,
sign scans over its grid, first monotone segment for arrivals, last exit for settling), at
150 significant digits (ζ = 1e40 spends 80 of them on exp(−λt)·cosh(μt) at λt ≈ 1e80), with
its root refinement replaced by one whose bisection is geometric and whose stopping test is
relative to the root alone: the roots here are up to 1e-300 of the bracket, which an
arithmetic midpoint and an absolute tolerance in units of 1/ω0 cannot resolve. The expm
cross-check of the samples is kept where scaling and squaring keeps its digits (‖A·t‖ ≤ 1e6)
and skipped for the ζ = 1e40 springs, whose samples are compared with SpringKit like the rest.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_reference as ref  # noqa: E402
import mpmath  # noqa: E402
from mpmath import mp, mpf  # noqa: E402

ref.DPS = 150
mp.dps = 150
OUT = os.path.join(HERE, "PushReferenceValues.swift")


def sign(x):
    return (x > 0) - (x < 0)


def refine(f, df, a, b):
    """The root of f in [a, b] (f(a)·f(b) ≤ 0): Newton inside the bracket, else a geometric
    bisection (from a = 0: b·1e-8, so a root at 1e-300 of b takes ~40 steps); stops when the
    bracket is within 1e-(DPS − 10) of the root, relative."""
    fa, fb = f(a), f(b)
    if fa == 0:
        return a
    if fb == 0:
        return b
    assert sign(fa) != sign(fb), (a, b, fa, fb)
    tol = mpf(10) ** (-(ref.DPS - 10))
    t = (a + b) / 2
    for _ in range(3000):
        ft = f(t)
        if ft == 0:
            return t
        if sign(ft) == sign(fa):
            a, fa = t, ft
        else:
            b, fb = t, ft
        if b - a <= tol * abs(t):
            return t
        d = df(t)
        newton = t - ft / d if d != 0 else None
        if newton is not None and a < newton < b:
            t = newton
        elif a > 0 and b > 16 * a:
            t = mpmath.sqrt(a * b)
        elif a == 0:
            t = b * mpf("1e-8")
        else:
            t = (a + b) / 2
    raise RuntimeError("refine did not converge")


def cross_check_expm(M, times):
    """make_reference.py's expm(A·t) check, against the motion's size max(|step|, |V|/ω0) (the
    step alone is up to 1e-300 of it here), at 120 digits; skipped where ‖A·t‖ > 1e6."""
    if max(abs(M.k / M.m), abs(M.c / M.m)) * max([1] + times) > 1e6:
        return
    size = max(abs(M.step), abs(M.v0) / M.w0)
    with mp.workdps(120):
        A = mpmath.matrix([[0, 1], [-M.k / M.m, -M.c / M.m]])
        y0 = mpmath.matrix([M.e0, M.v0])
        for t in times:
            if t == 0:
                continue
            y = mpmath.expm(A * mpf(t)) * y0
            assert abs(y[0] - M.e(mpf(t))) < mpf("1e-60") * size, (M.cs["name"], t)
            assert abs(y[1] - M.v(mpf(t))) < mpf("1e-60") * (M.w0 * size + abs(M.v0)), (M.cs["name"], t)


ref.refine = refine
ref.cross_check_expm = cross_check_expm

case = ref.case
CASES = [
    case("push 3/s, k 1e-300, c 1e-150 (zeta 0.5, rise 0.27 s)", 1e-300, 1e-150, v=3, vkind="absolute"),
    case("push 1e75/s, k 1, c 1", 1, 1, v=1e75, vkind="absolute"),
    case("push 1e77/s, k 1, c 1", 1, 1, v=1e77, vkind="absolute"),
    case("push 1e298/s, k 1, c 1 (band 2e-300 of the motion)", 1, 1, v=1e298, vkind="absolute"),
    case("push 1.0000000000000001e66/s, k 1e-20, c 1e-10", 1e-20, 1e-10, v=1.0000000000000001e66,
         vkind="absolute"),
    case("push -1e200/s down, 1 -> 0, critical", 1, 2, frm=1, to=0, v=-1e200, vkind="absolute"),
    case("push 1e150/s, zeta 3, rest", 1, 6, v=1e150, vkind="absolute", rest=(1e-3, 1e-3)),
    case("push 1.7e308/s, k 1e300, c 1e150 (rise 4.7e-309 s, subnormal)", 1e300, 1e150, v=1.7e308,
         vkind="absolute"),
    # ζ = 1e40: the fast mode (r2 ≈ 2e40) carries x from 0 to 0.99 (V = 0.99·r2) or 0.995;
    # the slow mode (r1 ≈ 5e-41) then creeps the rest of the way, inside the 2 % band.
    case("zeta 1e40, fast mode carries x into the band", 1, 2e40, v=0.99 * 2e40, vkind="absolute",
         rest=(0.05, 1.0)),
    case("zeta 1e40, fast mode carries x to 0.995, band 0.01", 1, 2e40, v=0.995 * 2e40,
         vkind="absolute", band=0.01, rest=(0.02, 1e-6)),
    # Lightly damped under a push, settling after ~1e15 half periods (probe_extremes.py push
    # mode, seed 99): the index of the last extremum outside the band must be exact, which
    # needs ρ = e^(−λπ/ωd) to better than double precision (make_reference.compute_long).
    case("zeta 3.3e-15, push 1e51 step/s, 7.8e15 bounces", 7.042128512684518e-166, 1.095925513520586e-197,
         m=3.895269951250947e-201, to=2.557513125946697e-298, v=1.0348953882025796e+51, long=True),
    case("zeta 4.5e-16, push 7.4e18 step/s, 6.0e15 bounces", 2.0679919881298467e+87, 2.511573905153589e+55,
         m=3.783971183646395e+53, to=-1.335774123829984e+268, v=7.392656305274476e+18, long=True),
]


def main():
    results = []
    for cs in CASES:
        M, res, samples, n_ext, n_grid = (ref.compute_long if cs["long"] else ref.compute)(cs)
        results.append((cs, M, res, samples))
        print(f"{cs['name']:<64} rise {ref.d(res['riseTime'])}  Ts {ref.d(res['settlingTime'])}  "
              f"rest {ref.d(res['restTime'])}", file=sys.stderr)
    ref.emit(results, out=OUT, name="strongPush", script="make_push_reference.py", method=[
        "Method: make_reference.py's independent model and metric definitions at 150 significant",
        "digits, with a root refinement that bisects geometrically and stops relative to the root",
        "(the crossings here are up to 1e-300 of the time scale); see make_push_reference.py.",
        "Values are the doubles nearest the 150-digit results (17 significant digits); a time",
        "below 2.2e-308 s is written as its (subnormal) double and must be refused by SpringKit.",
    ])
    print(f"wrote {OUT} ({len(results)} cases)", file=sys.stderr)


if __name__ == "__main__":
    main()
