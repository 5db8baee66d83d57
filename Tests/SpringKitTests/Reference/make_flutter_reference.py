#!/usr/bin/env python3
"""Reference values for the Flutter family (issue 24): SpringDescription's constructors and getters.

Regenerate (from the package root):

    python3 Tests/SpringKitTests/Reference/make_flutter_reference.py

which rewrites Tests/SpringKitTests/Reference/FlutterReferenceValues.swift (`FlutterReference`).

Dart cannot be installed here, so Flutter's code is not run. The values are an independent
computation at 60 significant digits (mpmath) of the formulas in flutter/flutter
packages/flutter/lib/src/physics/spring_simulation.dart, restated here from that source:

  withDurationAndBounce(duration, bounce), mass 1 in Flutter (here also at other masses m,
  where the same formula keeps the motion):
      T = duration.inMilliseconds / 1000,  k = 4*pi^2*m / T^2,
      zeta = 1 - bounce if bounce > 0 else 1 / (bounce + 1),  c = zeta * 2 * sqrt(m * k)
  withDampingRatio(mass, stiffness, ratio = 1):  c = ratio * 2 * sqrt(mass * stiffness)
  getters:  duration = sqrt(4*pi^2*m / k) (in milliseconds, unrounded here; Flutter's getter
            returns Duration(milliseconds: (durationInSeconds * 1000).round()), the nearest
            whole millisecond, given beside it as `rounded`),
            bounce = 1 - zeta if zeta < 1 else 1/zeta - 1, with zeta = c / (2*sqrt(m*k)).

Flutter's own published test (packages/flutter/test/physics/spring_simulation_test.dart)
checks a subset to 0.01 (bounce 0.3: k 157.91, c 17.59; bounce -0.3: c 35.90; the spring
1 / 157.91 / 17.59 has duration 500 ms and bounce 0.3 to 0.001); the Swift tests check those
published numbers separately, and these values to 1e-15.
"""

import datetime
import os
import sys

import mpmath
from mpmath import mp, mpf

mp.dps = 60
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "FlutterReferenceValues.swift")


def d(x):
    """The nearest double, written with 17 significant digits."""
    return repr(float(x)) if abs(float(x)) >= 1e-300 or x == 0 else mpmath.nstr(x, 17)


def duration_and_bounce(ms, bounce, mass):
    ms, bounce, mass = mpf(ms), mpf(bounce), mpf(mass)
    t = ms / 1000
    k = 4 * mp.pi ** 2 * mass / t ** 2
    zeta = 1 - bounce if bounce > 0 else 1 / (bounce + 1)
    return k, zeta * 2 * mp.sqrt(mass * k)


def damping_ratio(mass, k, ratio):
    return mpf(ratio) * 2 * mp.sqrt(mpf(mass) * mpf(k))


def getters(mass, k, c):
    mass, k, c = mpf(mass), mpf(k), mpf(c)
    ms = mp.sqrt(4 * mp.pi ** 2 * mass / k) * 1000
    zeta = c / (2 * mp.sqrt(mass * k))
    return ms, (1 - zeta if zeta < 1 else 1 / zeta - 1)


# (duration ms, bounce, mass, where it comes from)
DURATION_CASES = [
    ("500", "0.3", "1", "Flutter's test: bounce 0.3 at the default 500 ms"),
    ("500", "-0.3", "1", "Flutter's test: bounce -0.3"),
    ("500", "0", "1", "Flutter's defaults"),
    ("300", "0.3", "1", "Flutter's doc snippet, Duration(milliseconds: 300), bounce 0.3"),
    ("1", "0.5", "1", "the shortest duration Flutter accepts"),
    ("1000", "1", "1", "bounce 1: undamped"),
    ("2000", "-0.9", "2.5", "overdamped, zeta 10, at mass 2.5"),
    ("250", "0.999999", "1", "nearly undamped"),
    ("750", "-0.5", "0.01", "zeta 2 at mass 0.01"),
    ("16", "0.15", "1", "one frame at 60 Hz"),
    ("12345", "0.42", "3", "a long whole number of milliseconds at mass 3"),
    ("1e7", "1e-9", "1", "very long, barely underdamped"),
]

# (mass, stiffness, ratio, where it comes from)
RATIO_CASES = [
    ("1", "500", "1", "AnimationController.fling's default spring"),
    ("1", "400", "1", "Flutter's snapToEnd test spring (ratio 1 by default)"),
    ("2", "300", "0.5", "underdamped at mass 2"),
    ("0.25", "1e4", "2.5", "overdamped"),
    ("3", "50", "0", "ratio 0: undamped"),
]

# (mass, stiffness, damping, where it comes from)
GETTER_CASES = [
    ("1", "157.91", "17.59", "Flutter's test: duration 500 ms, bounce 0.3 (to 0.001)"),
    ("1", "100", "10", "zeta 0.5"),
    ("2", "300", "80", "overdamped"),
    ("1", "4e7", "0", "period just under 1 ms"),
    ("1", "438.64908449286037", "29.321531433504738", "withDurationAndBounce(300 ms, bounce 0.3)'s doubles: a whole period"),
]


def main():
    today = datetime.date.today().isoformat()
    lines = [
        "// FlutterReferenceValues.swift — GENERATED, do not edit by hand.",
        "//",
        f"// Made by Tests/SpringKitTests/Reference/make_flutter_reference.py on {today}",
        f"// (python {sys.version.split()[0]}, mpmath {mpmath.__version__}). Regenerate with:",
        "//     python3 Tests/SpringKitTests/Reference/make_flutter_reference.py",
        "//",
        "// Flutter's SpringDescription formulas evaluated at 60 significant digits (Dart is not",
        "// installable here, so Flutter's code is not run); values are the nearest doubles.",
        "",
        "/// Flutter's `SpringDescription` constructors and getters at 60 digits.",
        "enum FlutterReference {",
        "    /// `withDurationAndBounce` (duration in milliseconds), at `mass`: the spring's k and c.",
        "    static let durationAndBounce: [(source: String, duration: Double, bounce: Double, mass: Double,",
        "                                    stiffness: Double, damping: Double)] = [",
    ]
    for ms, b, m, source in DURATION_CASES:
        k, c = duration_and_bounce(ms, b, m)
        lines.append(f'        ("{source}", {d(mpf(ms))}, {d(mpf(b))}, {d(mpf(m))}, {d(k)}, {d(c)}),')
    lines += [
        "    ]",
        "",
        "    /// `withDampingRatio(mass:stiffness:ratio:)`: the damping c.",
        "    static let dampingRatio: [(source: String, mass: Double, stiffness: Double, ratio: Double, damping: Double)] = [",
    ]
    for m, k, r, source in RATIO_CASES:
        lines.append(f'        ("{source}", {d(mpf(m))}, {d(mpf(k))}, {d(mpf(r))}, {d(damping_ratio(m, k, r))}),')
    lines += [
        "    ]",
        "",
        "    /// The getters `duration` (unrounded, in milliseconds; `rounded`: the whole milliseconds",
        "    /// Flutter's getter returns, `(durationInSeconds * 1000).round()`) and `bounce` of a",
        "    /// `SpringDescription`.",
        "    static let getters: [(source: String, mass: Double, stiffness: Double, damping: Double,",
        "                          duration: Double, rounded: Double, bounce: Double)] = [",
    ]
    for m, k, c, source in GETTER_CASES:
        ms, b = getters(m, k, c)
        # Dart's double.round(): to the nearest integer, ties away from zero.
        rounded = mp.floor(ms + mpf("0.5"))
        lines.append(f'        ("{source}", {d(mpf(m))}, {d(mpf(k))}, {d(mpf(c))}, {d(ms)}, {d(rounded)}, {d(b)}),')
    lines += ["    ]", "}", ""]
    with open(OUT, "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
