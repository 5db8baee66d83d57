#!/usr/bin/env python3
"""Independent high-precision reference values for SpringKit's exact solution and metrics.

Regenerate (from the package root):

    python3 Tests/SpringKitTests/Reference/make_reference.py

which rewrites Tests/SpringKitTests/Reference/ReferenceValues.swift.

Method (independent of SpringKit's formulas and algorithms):

* Inputs are exact doubles; every computation uses mpf(float) of them, at 60 significant
  digits (mpmath).  The normalised velocity v0 means x'(0) = v0·(to − from) (docs/physics.md),
  formed exactly in mpmath.
* The solution is the textbook closed form per regime for e = x − to, chosen by the exact sign
  of 4km − c² (exact in mpmath: products of doubles fit in 60 digits):
      e(t) = exp(−λt)·[e0·C(t) + (v0 + λ·e0)·S(t)],
      C, S = cos(ωd t), sin(ωd t)/ωd      (under-damped, ωd² = ω0² − λ²)
             1, t                         (critically damped)
             cosh(μt), sinh(μt)/μ         (over-damped, μ² = λ² − ω0²)
  Velocity and acceleration use the same kernel with initial data (v0, a0) and (a0, j0), since
  every derivative of e solves the same equation.  For ζ = 1 ± 1e-12 the cancellation in
  ωd² or μ² costs 12 of the 60 digits, leaving ~48.
* Cross-checks (asserted): every sample is recomputed as expm(A·t)·(e0, v0) at 90 digits
  (A = [[0, 1], [−k/m, −c/m]], mpmath's Taylor/scaling-and-squaring matrix exponential) and,
  for a few cases, by mpmath.odefun's Taylor integrator; agreement must be < 1e-40 (expm) and
  < 1e-20 (odefun) relative to the scale of the motion.
* Metrics: all extrema of x (zeros of x'), of x' (zeros of x'') and all zeros of e are found by
  scanning signs on a grid that merges a geometric grid (ratio 1.05, from 1e-9/ω) with, for
  oscillating springs, a uniform grid of step π/(4·ωd).  Consecutive zeros of any solution of
  the equation are exactly π/ωd apart when oscillating, and a non-oscillating solution has at
  most one zero, so no grid interval can hold two zeros and no sign change is missed.  The scan
  runs until an envelope bound exp(−λt)(|y0||C| + |y0' + λy0||S|) is below 1e-12 of every
  threshold.  Each bracket is refined by safeguarded Newton/bisection to full precision.
  Then, per docs/physics.md: settlingTime is the last exit from the closed band (the crossing
  after the last extremum strictly outside it, bracketed between that extremum and the next),
  transientTime the same with the band fraction·max|e|, restTime the later of the last exits
  of |e| ≤ restDelta and |x'| ≤ restSpeed, bounces the zeros of e in (0, settlingTime),
  overshoot/undershoot/peak from the extremum values, riseTime from first arrivals at 10 % and
  90 % of the step (first monotone segment that reaches the level, then the root).
  Undamped springs (c = 0) never settle: settlingTime, transientTime, bounces, restTime = nil.
* Results are written as 17 significant digits (the double nearest the 60-digit value).
"""

import datetime
import math
import os
import sys
import struct

import mpmath
from mpmath import mp, mpf

DPS = 60
mp.dps = DPS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "ReferenceValues.swift")


# --------------------------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------------------------

def damping_for(zeta, k, m=1.0):
    """The damping coefficient (a double) for a damping ratio, computed in double."""
    return 2.0 * zeta * math.sqrt(k * m)


def touching_zeta(fraction):
    """ζ (as a double) whose from-rest overshoot is `fraction` of the step, via mpmath."""
    with mp.workdps(40):
        L = -mpmath.log(mpf(fraction))
        return float(L / mpmath.sqrt(mpmath.pi ** 2 + L ** 2))


def case(name, k, c, m=1.0, frm=0.0, to=1.0, v=0.0, vkind="normalised",
         band=0.02, bkind="relative", rest=None, long=False):
    return dict(name=name, m=float(m), k=float(k), c=float(c), frm=float(frm), to=float(to),
                v=float(v), vkind=vkind, band=float(band), bkind=bkind, rest=rest, long=long)


CASES = [
    # Undamped (ζ = 0): never settles.
    case("undamped from rest", 100, 0),
    case("undamped, v0 = +3", 100, 0, v=3),
    case("undamped, 2 -> -1, v0 = -4 (away)", 40, 0, m=2, frm=2, to=-1, v=-4),
    # Very lightly damped.
    case("zeta 0.005", 100, damping_for(0.005, 100)),
    case("zeta 0.005, v0 = -5, rest", 100, damping_for(0.005, 100), v=-5, rest=(1e-3, 1e-2)),
    case("zeta 0.05", 100, damping_for(0.05, 100)),
    case("zeta 0.05, m 2, 100 -> 40", 250, damping_for(0.05, 250, 2), m=2, frm=100, to=40),
    case("zeta 0.1, 1 -> -1, v0 = 2", 100, damping_for(0.1, 100), frm=1, to=-1, v=2),
    # Moderate damping.
    case("zeta 0.3", 100, damping_for(0.3, 100), rest=(1e-3, 1e-3)),
    case("zeta 0.3, v0 = +10", 100, damping_for(0.3, 100), v=10),
    case("zeta 0.3, v0 = -10", 100, damping_for(0.3, 100), v=-10),
    case("zeta 0.2, band 0.001", 100, damping_for(0.2, 100), band=0.001),
    case("zeta 0.7", 100, damping_for(0.7, 100)),
    case("zeta 0.7, 1 -> 0", 100, damping_for(0.7, 100), frm=1, to=0),
    case("zeta 0.7, k 170, -3 -> 5, v0 = 2", 170, damping_for(0.7, 170), frm=-3, to=5, v=2,
         rest=(0.01, 0.05)),
    case("zeta 0.9, v0 = 0.5, band 0.1", 100, damping_for(0.9, 100), v=0.5, band=0.1),
    # Around ζ = 1.
    case("zeta 1 - 1e-6", 100, damping_for(1 - 1e-6, 100)),
    case("zeta 1 - 1e-9", 100, damping_for(1 - 1e-9, 100)),
    case("zeta 1 - 1e-12", 100, damping_for(1 - 1e-12, 100)),
    case("zeta 1 - 1e-12, v0 = -8", 100, damping_for(1 - 1e-12, 100), v=-8),
    case("zeta 1 - 1e-9, 5 -> 2, v0 = 30", 100, damping_for(1 - 1e-9, 100), frm=5, to=2, v=30),
    case("critical m1 k100 c20", 100, 20, rest=(1e-4, 1e-3)),
    case("critical, v0 = +15", 100, 20, v=15),
    case("critical, v0 = -6", 100, 20, v=-6),
    case("critical m4 k9 c12, 10 -> 0", 9, 12, m=4, frm=10, to=0),
    case("zeta 1 + 1e-12", 100, damping_for(1 + 1e-12, 100)),
    case("zeta 1 + 1e-9", 100, damping_for(1 + 1e-9, 100)),
    case("zeta 1 + 1e-9, v0 = +25", 100, damping_for(1 + 1e-9, 100), v=25),
    case("zeta 1 + 1e-6", 100, damping_for(1 + 1e-6, 100)),
    # Over-damped.
    case("zeta 1.5", 100, damping_for(1.5, 100), rest=(1e-3, 1e-3)),
    case("zeta 1.5, v0 = +20", 100, damping_for(1.5, 100), v=20),
    case("zeta 10", 100, damping_for(10, 100)),
    case("zeta 10, v0 = -20", 100, damping_for(10, 100), v=-20),
    case("zeta 1e3", 100, damping_for(1e3, 100)),
    case("zeta 1e3, v0 = +20, 3 -> 1", 100, damping_for(1e3, 100), frm=3, to=1, v=20),
    # Stiff springs and tiny mass.
    case("k 1e6, zeta 0.3", 1e6, damping_for(0.3, 1e6)),
    case("k 1e6, critical c 2000", 1e6, 2000),
    case("k 1e8, zeta 0.05", 1e8, damping_for(0.05, 1e8), rest=(1e-4, 1.0)),
    case("k 1e8, zeta 2, v0 = -3", 1e8, damping_for(2, 1e8), v=-3),
    case("k 1e6, zeta 1e3", 1e6, damping_for(1e3, 1e6)),
    case("m 1e-6, k 1, zeta 0.3", 1, damping_for(0.3, 1, 1e-6), m=1e-6),
    case("m 1e-6, k 0.01, zeta 0.7, v0 = 4", 0.01, damping_for(0.7, 0.01, 1e-6), m=1e-6, v=4),
    case("m 100, k 1, zeta 0.2", 1, damping_for(0.2, 1, 100), m=100),
    # Absolute velocities.
    case("zeta 0.4, absolute v +7", 100, damping_for(0.4, 100), v=7, vkind="absolute"),
    case("zeta 0.6, 10 -> 20, absolute v -50", 100, damping_for(0.6, 100), frm=10, to=20,
         v=-50, vkind="absolute", rest=(0.01, 0.1)),
    case("zeta 0.6, 0 -> 10, absolute band 0.05", 100, damping_for(0.6, 100), to=10,
         band=0.05, bkind="absolute"),
    # No step: from == to with an absolute velocity and an absolute band.
    case("from == to, zeta 0.3, absolute v +2", 100, damping_for(0.3, 100), frm=5, to=5, v=2,
         vkind="absolute", band=0.01, bkind="absolute", rest=(1e-3, 1e-2)),
    case("from == to, zeta 1.2, absolute v -3", 100, damping_for(1.2, 100), frm=0, to=0, v=-3,
         vkind="absolute", band=0.001, bkind="absolute"),
    case("from == to, critical, absolute v +1", 100, 20, frm=-2, to=-2, v=1, vkind="absolute",
         band=0.002, bkind="absolute"),
    # An extremum that nearly touches the band edge (settling time jumps there).
    case("peak 1e-7 above the band edge", 100,
         damping_for(touching_zeta(0.02 * (1 + 1e-7)), 100)),
    case("peak 1e-7 below the band edge", 100,
         damping_for(touching_zeta(0.02 * (1 - 1e-7)), 100)),
    # Extreme magnitudes (issue 12): only k/m and c/m matter; the step and the velocity
    # are rescaled exactly; very light damping settles after ~1e15 half periods.
    case("m 1e-200, k 1e-200, c 1e-201 (zeta 0.05)", 1e-200, 1e-201, m=1e-200),
    case("m 1e200, k 1e200, c 1e199 (zeta 0.05)", 1e200, 1e199, m=1e200),
    case("m 1e150, k 1e-150, zeta 0.3 (omega0 1e-150)", 1e-150, 0.6, m=1e150),
    case("k 1e250, m 1e-50, zeta 0.7, v0 = 2 (omega0 1e150)", 1e250, 2 * 0.7 * 1e100, m=1e-50, v=2),
    case("zeta 5e-16: k 1, c 1e-15", 1, 1e-15, long=True),
    case("zeta 5e-16: k 1e30, c 1", 1e30, 1, long=True),
    case("zeta 1e-9, band 1e-3", 1, 2e-9, band=1e-3, long=True),
    case("zeta 0.5, subnormal step 0 -> 5e-324", 100, 10, to=5e-324),
    case("zeta 0.5, subnormal step and velocity", 100, 10, frm=1e-322, to=0, v=-3e-322,
         vkind="absolute"),
    case("zeta 0.3, step 1e300, v0 = -2", 100, damping_for(0.3, 100), frm=-5e299, to=5e299, v=-2),
    case("zeta 1e4, push just past the fast mode, band 1e-9", 1, 20000, v=20000.00015,
         vkind="absolute", band=1e-9),
    case("zeta 1e4, push just short of the fast mode, band 1e-9", 1, 20000, v=19999.99985,
         vkind="absolute", band=1e-9),
    case("zeta 1 - 1e-15, v0 = -8", 100, damping_for(1 - 1e-15, 100), v=-8),
    case("zeta 1 + 1e-15, v0 = -8", 100, damping_for(1 + 1e-15, 100), v=-8),
    case("zeta 1e8", 1, 2e8),
    case("zeta 1e8, v0 = +3e8 (past the fast mode)", 1, 2e8, v=3e8),
]


# --------------------------------------------------------------------------------------------
# The exact solution in mpmath
# --------------------------------------------------------------------------------------------

class Model:
    def __init__(self, cs):
        self.cs = cs
        m, k, c = mpf(cs["m"]), mpf(cs["k"]), mpf(cs["c"])
        self.m, self.k, self.c = m, k, c
        self.frm, self.to = mpf(cs["frm"]), mpf(cs["to"])
        self.step = self.to - self.frm
        self.has_step = cs["frm"] != cs["to"]
        if cs["vkind"] == "normalised":
            self.v0 = mpf(cs["v"]) * self.step
        else:
            self.v0 = mpf(cs["v"])
        self.e0 = self.frm - self.to
        self.w0sq = k / m
        self.w0 = mpmath.sqrt(self.w0sq)
        self.lam = c / (2 * m)
        disc = 4 * k * m - c * c              # exact: products of doubles
        self.regime = "under" if disc > 0 else ("critical" if disc == 0 else "over")
        if self.regime == "under":
            self.wd = mpmath.sqrt(disc) / (2 * m)
        elif self.regime == "over":
            self.mu = mpmath.sqrt(-disc) / (2 * m)
        self.a0 = -2 * self.lam * self.v0 - self.w0sq * self.e0
        self.j0 = -2 * self.lam * self.a0 - self.w0sq * self.v0
        if self.has_step:
            self.scale = abs(self.step)
        else:
            self.scale = abs(self.v0) / self.w0
        if cs["bkind"] == "relative":
            assert self.has_step
            self.band = mpf(cs["band"]) * abs(self.step)
            self.transient_fraction = mpf(cs["band"])
        else:
            self.band = mpf(cs["band"])
            self.transient_fraction = mpf("0.02")

    def CS(self, t):
        if self.regime == "under":
            x = self.wd * t
            return mpmath.cos(x), mpmath.sin(x) / self.wd
        if self.regime == "critical":
            return mpf(1), t
        x = self.mu * t
        return mpmath.cosh(x), mpmath.sinh(x) / self.mu

    def kernel(self, y0, y1, t):
        C, S = self.CS(t)
        return mpmath.exp(-self.lam * t) * (y0 * C + (y1 + self.lam * y0) * S)

    def e(self, t):
        return self.kernel(self.e0, self.v0, t)

    def v(self, t):
        return self.kernel(self.v0, self.a0, t)

    def a(self, t):
        return self.kernel(self.a0, self.j0, t)

    def jerk(self, t):
        return -2 * self.lam * self.a(t) - self.w0sq * self.v(t)

    def envelope(self, y0, y1, t):
        """An upper bound of |y(t)| for t' ≥ t (the bound decreases for t ≥ 0... for our use it
        is evaluated at the end of the scan window only)."""
        if self.regime == "under":
            Cb, Sb = mpf(1), 1 / self.wd
        elif self.regime == "critical":
            Cb, Sb = mpf(1), t
        else:
            Cb, Sb = mpmath.cosh(self.mu * t), mpmath.sinh(self.mu * t) / self.mu
        return mpmath.exp(-self.lam * t) * (abs(y0) * Cb + abs(y1 + self.lam * y0) * Sb)

    # --- grid ------------------------------------------------------------------------------

    def window(self, thr_x, thr_v):
        """End of the scan window: the bounds of |e| and |x'| after it are below 1e-12 of the
        smallest position threshold (band, transient band, restDelta) resp. restSpeed."""
        if self.lam == 0:
            return 6 * mpmath.pi / self.wd       # three periods: enough for the first extrema
        tiny = mpf("1e-12")
        slow = self.lam - (self.mu if self.regime == "over" else 0)
        t = mpf(1) / slow
        while True:
            # The bound at t bounds |y| after t too: under-damped exp(−λt)·const decreases; for
            # the other regimes exp(−λt)cosh(μt), exp(−λt)sinh(μt)/μ and exp(−λt)·t decrease
            # once t ≥ 1/(λ − μ) resp. 1/λ, which the starting t guarantees.
            be = self.envelope(self.e0, self.v0, t)
            bv = self.envelope(self.v0, self.a0, t)
            if be < thr_x * tiny and (thr_v is None or bv < thr_v * tiny):
                return t
            t *= 2

    def grid(self, t_end):
        fast = self.w0 + 2 * self.lam
        pts = [mpf(0)]
        t = mpf("1e-9") / fast
        while t < t_end:
            pts.append(t)
            t *= mpf("1.05")
        pts.append(t_end)
        if self.regime == "under":
            h = mpmath.pi / (4 * self.wd)
            n = int(mpmath.ceil(t_end / h))
            pts.extend(h * i for i in range(1, n + 1))
        pts = sorted(set(pts))
        return pts


def sign(x):
    return (x > 0) - (x < 0)


def refine(f, df, a, b):
    """The root of f in [a, b] (f(a)·f(b) < 0), safeguarded Newton + bisection, full precision."""
    fa, fb = f(a), f(b)
    if fa == 0:
        return a
    if fb == 0:
        return b
    assert sign(fa) != sign(fb), (a, b, fa, fb)
    t = (a + b) / 2
    # Newton converges quadratically: once a Newton step is below 1e-35 of the time scale the
    # error after it is ~1e-70, beyond the working precision.
    tol = mpf(10) ** (-35)
    bis_tol = mpf(10) ** (-(DPS - 5))
    for _ in range(400):
        ft = f(t)
        if ft == 0:
            return t
        if sign(ft) == sign(fa):
            a, fa = t, ft
        else:
            b, fb = t, ft
        d = df(t)
        newton = t - ft / d if d != 0 else None
        if newton is not None and a <= newton <= b and (newton == a or newton == b):
            return newton
        if newton is not None and a < newton < b:
            step = abs(newton - t)
            t = newton
            if step <= tol * max(abs(t), mpf(1) / (self_scale_hint[0])):
                return t
        else:
            t = (a + b) / 2
        if b - a <= bis_tol * max(abs(t), mpf(1) / self_scale_hint[0]):
            return (a + b) / 2
    raise RuntimeError("refine did not converge")


self_scale_hint = [mpf(1)]   # 1/time-scale floor for the convergence test


def zeros_on_grid(f, df, grid, values=None):
    """All zeros of f in (0, grid[-1]] (no grid interval holds two of them)."""
    vals = values if values is not None else [f(t) for t in grid]
    out = []
    prev_t, prev_s = None, 0
    for t, y in zip(grid, vals):
        s = sign(y)
        if t == 0 and s == 0:
            continue
        if s == 0:
            out.append(t)
            prev_t, prev_s = t, 0
            continue
        if prev_s != 0 and s != prev_s:
            out.append(refine(f, df, prev_t, t))
        prev_t, prev_s = t, s
    return out


def crossing_after(f, df, level, lo, hi):
    """The root of f(t) = level with f(lo) on one side; hi = None means expand to infinity."""
    g = lambda t: f(t) - level
    if hi is None:
        hi = lo + 1 / self_scale_hint[0]
        while sign(g(hi)) == sign(g(lo)):
            hi = lo + 2 * (hi - lo)
    return refine(g, df, lo, hi)


def last_exit(f, df, extrema, thr, undamped):
    """Smallest T with |f(t)| ≤ thr for all t ≥ T (closed band)."""
    cands = [mpf(0)] + extrema
    idx = None
    for i, t in enumerate(cands):
        if abs(f(t)) > thr:
            idx = i
    if idx is None:
        return mpf(0)
    if undamped:
        return None
    lo = cands[idx]
    hi = cands[idx + 1] if idx + 1 < len(cands) else None
    level = thr * sign(f(lo))
    return crossing_after(f, df, level, lo, hi)


def compute(cs):
    M = Model(cs)
    self_scale_hint[0] = M.w0 + 2 * M.lam
    undamped = M.lam == 0
    rest = cs["rest"]
    # The transient band is fraction·max|e|; fraction·scale·1e-3 is safely below it.
    thr_x = min([M.band, M.transient_fraction * M.scale * mpf("1e-3")]
                + ([mpf(rest[0])] if rest else []))
    thr_v = mpf(rest[1]) if rest else None
    t_end = M.window(thr_x, thr_v)
    grid = M.grid(t_end)
    ev = [M.e(t) for t in grid]
    vv = [M.v(t) for t in grid]
    av = [M.a(t) for t in grid]
    ext_e = zeros_on_grid(M.v, M.a, grid, vv)            # extrema of x
    ext_v = zeros_on_grid(M.a, M.jerk, grid, av)         # extrema of x'
    zeros_e = zeros_on_grid(M.e, M.v, grid, ev)          # crossings of `to`

    res = {}
    # Settling time.
    T = last_exit(M.e, M.v, ext_e, M.band, undamped)
    res["settlingTime"] = T
    # Peak (largest excursion past the target; without a step, largest |e|; earliest of ties).
    best, best_t = None, None
    for t in ext_e:
        e = M.e(t)
        past = e * sign(M.step) if M.has_step else abs(e)
        if past > 0 and (best is None or past > best * (1 + mpf("1e-40"))):
            best, best_t = past, t
    if best is None:
        res["peakTime"], res["peakValue"] = None, None
    else:
        res["peakTime"], res["peakValue"] = best_t, M.to + M.e(best_t)
    if M.has_step:
        res["overshootPercent"] = 100 * (best if best is not None else 0) / abs(M.step)
        under = mpf(0)
        for t in ext_e:
            x = M.to + M.e(t)
            under = max(under, (M.frm - x) * sign(M.step))
        res["undershootPercent"] = 100 * under / abs(M.step)

        def first_arrival(frac):
            p = lambda t: M.e(t) / M.step + 1     # fraction of the step travelled
            lo = mpf(0)
            for t in ext_e:
                if p(t) >= frac:
                    return crossing_after(lambda s: p(s), lambda s: M.v(s) / M.step, frac, lo, t)
                lo = t
            return crossing_after(lambda s: p(s), lambda s: M.v(s) / M.step, frac, lo, None)

        res["riseTime"] = first_arrival(mpf("0.9")) - first_arrival(mpf("0.1"))
    else:
        res["overshootPercent"] = res["undershootPercent"] = res["riseTime"] = None
    # Transient time.
    largest = max([abs(M.e0)] + [abs(M.e(t)) for t in ext_e])
    res["transientTime"] = last_exit(M.e, M.v, ext_e, M.transient_fraction * largest, undamped)
    # Bounces: zeros of e strictly inside (0, T).
    res["bounces"] = None if T is None else sum(1 for z in zeros_e if 0 < z < T)
    # Rest time.
    if rest:
        tp = last_exit(M.e, M.v, ext_e, mpf(rest[0]), undamped)
        tv = last_exit(M.v, M.a, ext_v, mpf(rest[1]), undamped)
        res["restTime"] = None if tp is None or tv is None else max(tp, tv)
    else:
        res["restTime"] = None

    # Sanity (independent dense check): band holds after T, and is touched at T. (1e-30:
    # ζ = 1e8 spends 17 of the 60 digits on λ − μ.)
    if T is not None and T > 0:
        assert abs(abs(M.e(T)) - M.band) < M.band * mpf("1e-30")
        for t in [T * (1 + mpf(i) / 2000) for i in range(1, 2001)] + [z for z in ext_e if z > T]:
            assert abs(M.e(t)) <= M.band * (1 + mpf("1e-30")), (cs["name"], t)
    # Extrema are extrema.
    for t in ext_e[:50]:
        assert abs(M.v(t)) < mpf("1e-45") * (M.w0 * M.scale + abs(M.v0)) + mpf("1e-300")

    # Samples.
    times = sample_times(M, T)
    samples = [(t, M.to + M.e(mpf(t)), M.v(mpf(t))) for t in times]
    cross_check_expm(M, times)
    return M, res, samples, len(ext_e), len(grid)


def first_phase(M, y0, y1):
    """The phase ωd·t ∈ (0, π] of the first zero after 0 of the solution with y(0) = y0,
    y'(0) = y1 (under-damped): y ∝ y0·cos(x) + (y1 + λy0)/ωd·sin(x), zero where
    tan(x) = −y0·ωd/(y1 + λy0). The phase is atan of that ratio, plus π when it is not
    positive: never π + (a number near −π), which at 150 digits loses a phase of 1e-174 (a
    push 1e174 times the step's speed) and counted one bounce too few."""
    b = y1 + M.lam * y0
    if b == 0:
        return mpmath.pi / 2
    th = mpmath.atan(-y0 * M.wd / b)
    return th if th > 0 else th + mpmath.pi


def last_exit_long(M, th_v, thr):
    """Last exit of |e| ≤ thr for a lightly damped spring with ~1e15 extrema: the extremum
    magnitudes |e(t_n)| (t_n = (θv + nπ)/ωd, evaluated directly at 60 digits) decrease
    strictly (e(t + π/ωd) = −ρ·e(t)), so the last one above thr is found by bisection on n;
    the crossing after it is refined like every other root."""
    t_ext = lambda n: (th_v + n * mpmath.pi) / M.wd
    if abs(M.e(t_ext(0))) <= thr:
        raise RuntimeError("long cases start outside the band")
    lo, hi = 0, 1
    while abs(M.e(t_ext(hi))) > thr:
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if abs(M.e(t_ext(mid))) > thr:
            lo = mid
        else:
            hi = mid
    K = lo
    # Direct check of the bisection's premise around K.
    for n in range(max(0, K - 3), K + 4):
        assert (abs(M.e(t_ext(n))) > thr) == (n <= K), (M.cs["name"], n, K)
    tk = t_ext(K)
    T = crossing_after(M.e, M.v, thr * sign(M.e(tk)), tk, t_ext(K + 1))
    return T, K


def compute_long(cs):
    """Metrics of a lightly damped spring whose settling needs ~1e9…1e16 half periods (no
    grid can scan them): leading extrema from the phase formula, last exits by bisection
    over the extremum index, bounces by counting the zeros (θe + nπ)/ωd below T."""
    M = Model(cs)
    self_scale_hint[0] = M.w0 + 2 * M.lam
    assert M.regime == "under" and M.lam > 0 and M.has_step and not cs["rest"]
    th_v = first_phase(M, M.v0, M.a0)
    th_e = first_phase(M, M.e0, M.v0)
    ext_e = [(th_v + n * mpmath.pi) / M.wd for n in range(4)]
    for t in ext_e:
        assert abs(M.v(t)) < mpf("1e-45") * (M.w0 * M.scale + abs(M.v0))
    res = {}
    T, K = last_exit_long(M, th_v, M.band)
    res["settlingTime"] = T
    best, best_t = None, None
    for t in ext_e:
        past = M.e(t) * sign(M.step)
        if past > 0 and best is None:
            best, best_t = past, t
    res["peakTime"], res["peakValue"] = (best_t, M.to + M.e(best_t)) if best is not None else (None, None)
    res["overshootPercent"] = 100 * (best if best is not None else 0) / abs(M.step)
    res["undershootPercent"] = 100 * max([mpf(0)] + [(M.frm - (M.to + M.e(t))) * sign(M.step) for t in ext_e]) / abs(M.step)

    def first_arrival(frac):
        p = lambda t: M.e(t) / M.step + 1
        lo = mpf(0)
        for t in ext_e:
            if p(t) >= frac:
                return crossing_after(lambda s: p(s), lambda s: M.v(s) / M.step, frac, lo, t)
            lo = t
        raise RuntimeError("no arrival")

    res["riseTime"] = first_arrival(mpf("0.9")) - first_arrival(mpf("0.1"))
    largest = max([abs(M.e0)] + [abs(M.e(t)) for t in ext_e])
    res["transientTime"], _ = last_exit_long(M, th_v, M.transient_fraction * largest)
    x = T * M.wd - th_e
    res["bounces"] = int(mpmath.floor(x / mpmath.pi)) + 1 if x > 0 else 0
    res["restTime"] = None
    assert abs(abs(M.e(T)) - M.band) < M.band * mpf("1e-40")
    times = sample_times(M, None)
    samples = [(t, M.to + M.e(mpf(t)), M.v(mpf(t))) for t in times]
    cross_check_expm(M, times)
    return M, res, samples, K, 0


def sample_times(M, T):
    w = float(M.w0)
    fracs = [0.0, 0.05, 0.3, 1.0, 2.5, 6.0, 15.0]
    ts = [f / w for f in fracs]
    if M.regime == "over":
        slow = float(M.lam - M.mu)
        ts += [0.5 / slow, 2.0 / slow]
    if M.lam > 0 and M.regime == "under" and float(M.lam / M.w0) < 0.1:
        ts += [60.0 / w, 300.0 / w]
    if T is not None and T > 0:
        ts += [float(T) / 2, float(T)]
    out = []
    for t in ts:
        t = float(mpmath.mpf(repr(t)))       # a double
        if t not in out:
            out.append(t)
    return sorted(out)


def cross_check_expm(M, times):
    with mp.workdps(90):
        A = mpmath.matrix([[0, 1], [-M.k / M.m, -M.c / M.m]])
        y0 = mpmath.matrix([M.e0, M.v0])
        for t in times:
            if t == 0:
                continue
            y = mpmath.expm(A * mpf(t)) * y0
            de = abs(y[0] - M.e(mpf(t)))
            dv = abs(y[1] - M.v(mpf(t)))
            assert de < mpf("1e-40") * M.scale, (M.cs["name"], t, de)
            assert dv < mpf("1e-40") * (M.w0 * M.scale + abs(M.v0)), (M.cs["name"], t, dv)


def cross_check_odefun(cs, times):
    M = Model(cs)
    with mp.workdps(30):
        f = mpmath.odefun(lambda t, y: [y[1], -(M.c * y[1] + M.k * y[0]) / M.m], 0,
                          [M.e0, M.v0])
        for t in times:
            y = f(mpf(t))
            assert abs(y[0] - M.e(mpf(t))) < mpf("1e-20") * M.scale, (cs["name"], t)
            assert abs(y[1] - M.v(mpf(t))) < mpf("1e-20") * (M.w0 * M.scale + abs(M.v0))


# --------------------------------------------------------------------------------------------
# Swift output
# --------------------------------------------------------------------------------------------

def d(x):
    """A Swift Double literal with 17 significant digits; a subnormal as its bit pattern
    (Swift warns that a subnormal decimal literal "underflows and loses precision")."""
    if x is None:
        return "nil"
    f = float(x)
    assert math.isfinite(f)
    if f != 0 and abs(f) < sys.float_info.min:
        bits = struct.unpack("<Q", struct.pack("<d", abs(f)))[0]
        return ("-" if f < 0 else "") + "Double(bitPattern: 0x%016x)" % bits
    s = format(f, ".17g")
    if "e" not in s and "." not in s:
        s += ".0"
    return s


def swift_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emit(results, out=OUT, name="all", script="make_reference.py", method=None):
    """Writes `ReferenceCase.<name>` to `out` (make_push_reference.py reuses this with its
    own list, file and method lines)."""
    today = datetime.date.today().isoformat()
    lines = []
    lines.append(f"// {os.path.basename(out)} — GENERATED, do not edit by hand.")
    lines.append("//")
    lines.append(f"// Made by Tests/SpringKitTests/Reference/{script} on {today}")
    lines.append(f"// (python {sys.version.split()[0]}, mpmath {mpmath.__version__}). Regenerate with:")
    lines.append(f"//     python3 Tests/SpringKitTests/Reference/{script}")
    lines.append("//")
    if method is None:
        method = [
            "Method, independent of SpringKit: exact double inputs taken as mpf(float); textbook",
            f"closed forms per regime (cos/sin, 1 + t, cosh/sinh) evaluated at {DPS} significant digits;",
            "every sample cross-checked against expm(A·t) at 90 digits (and a few against",
            "mpmath.odefun). Extrema and crossings are found by sign scans on a grid finer than",
            "half the damped period (π/(4ωd)) merged with a geometric grid, each refined to full",
            "precision by safeguarded Newton/bisection; metrics follow docs/physics.md (closed band,",
            "last exit). Values are the doubles nearest the 60-digit results (17 significant digits).",
        ]
    lines.extend("// " + line for line in method)
    lines.append("")
    lines.append("extension ReferenceCase {")
    lines.append(f"    static let {name}: [ReferenceCase] = [")
    for cs, M, res, samples in results:
        vel = (f".normalised({d(cs['v'])})" if cs["vkind"] == "normalised"
               else f".absolute({d(cs['v'])})")
        band = (f".relative({d(cs['band'])})" if cs["bkind"] == "relative"
                else f".absolute({d(cs['band'])})")
        rest = ("nil" if not cs["rest"]
                else f"ReferenceRest(delta: {d(cs['rest'][0])}, speed: {d(cs['rest'][1])})")
        lines.append("        ReferenceCase(")
        lines.append(f"            name: {swift_string(cs['name'])},")
        lines.append(f"            mass: {d(cs['m'])}, stiffness: {d(cs['k'])}, damping: {d(cs['c'])},")
        lines.append(f"            from: {d(cs['frm'])}, to: {d(cs['to'])}, velocity: {vel},")
        lines.append(f"            band: {band}, rest: {rest},")
        lines.append(f"            dampingRatio: {d(M.c / (2 * mpmath.sqrt(M.k * M.m)))}, regime: .{ {'under': 'under', 'critical': 'critical', 'over': 'over'}[M.regime] },")
        lines.append("            samples: [")
        for t, x, v in samples:
            lines.append(f"                ReferenceSample(time: {d(t)}, position: {d(x)}, velocity: {d(v)}),")
        lines.append("            ],")
        b = "nil" if res["bounces"] is None else str(res["bounces"])
        lines.append("            expected: ReferenceMetrics(")
        lines.append(f"                settlingTime: {d(res['settlingTime'])},")
        lines.append(f"                overshootPercent: {d(res['overshootPercent'])},")
        lines.append(f"                undershootPercent: {d(res['undershootPercent'])},")
        lines.append(f"                peakTime: {d(res['peakTime'])},")
        lines.append(f"                peakValue: {d(res['peakValue'])},")
        lines.append(f"                riseTime: {d(res['riseTime'])},")
        lines.append(f"                transientTime: {d(res['transientTime'])},")
        lines.append(f"                bounces: {b},")
        lines.append(f"                restTime: {d(res['restTime'])}")
        lines.append("            )")
        lines.append("        ),")
    lines.append("    ]")
    lines.append("}")
    lines.append("")
    with open(out, "w") as fh:
        fh.write("\n".join(lines))


def main():
    results = []
    for cs in CASES:
        M, res, samples, n_ext, n_grid = (compute_long if cs["long"] else compute)(cs)
        results.append((cs, M, res, samples))
        print(f"{cs['name']:<42} {M.regime:<8} grid {n_grid:>6} extrema {n_ext:>5}  "
              f"Ts {d(res['settlingTime'])}  bounces {res['bounces']}", file=sys.stderr)
    # Taylor-integrator cross-check on a few cases.
    for i in (8, 21, 17, 29):
        cross_check_odefun(CASES[i], [0.05, 0.2, 0.6])
    emit(results)
    print(f"wrote {OUT} ({len(results)} cases)", file=sys.stderr)


if __name__ == "__main__":
    main()
