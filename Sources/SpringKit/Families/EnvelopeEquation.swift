import RealModule

/// The envelope equation shared by Motion's duration-based springs and the settling family.
///
/// For a unit step from rest, the decay envelope of the error is taken as
/// `(ζ/√(1−ζ²))·e^(−ζ·ω0·t)` when underdamped and `e^(−ω0·t)·(1 + ω0·t)` when critically
/// damped (Framer's formulation, used by Motion's `findSpring` and, per public reverse
/// engineering, by SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`).
/// The duration `D` is where it equals `ε`; both cases depend only on `u = ω0·D`.
enum EnvelopeEquation {
    /// `u = ω0·D` solving `(ζ/s)·e^(−ζu) = ε` with `s = √(1−ζ²)`, for `0 < ζ < 1`:
    /// `u = ln(ζ/(ε·s))/ζ`, in closed form (accurate to a few ulps).
    ///
    /// `s` is passed separately so callers can form it without cancellation
    /// (`√(b(2−b))` from a bounce, or `ωd/ω0` from a spring).
    /// Returns `nil` when `ζ/s ≤ ε`: the envelope starts below ε and there is no positive root.
    static func underdamped(dampingRatio zeta: Double, complement s: Double, epsilon: Double) -> Double? {
        guard zeta > 0, s > 0, epsilon > 0 else { return nil }
        let denominator = epsilon * s
        let logRatio: Double
        if denominator.isNormal, (zeta / denominator).isFinite {
            logRatio = Double.log(zeta / denominator)
        } else {
            logRatio = Double.log(zeta) - Double.log(epsilon) - Double.log(s)
        }
        guard logRatio > 0, logRatio.isFinite else { return nil }
        return logRatio / zeta
    }

    /// `u = ω0·D` solving `e^(−u)·(1 + u) = ε` for `0 < ε < 1` (the critically damped case).
    ///
    /// Solved as the root of `g(u) = ln(1+u) − u − ln ε`, strictly decreasing for `u > 0`,
    /// bracketed by `[0, 2·(−ln ε) + 4]` (g > 0 at 0, g < 0 at the upper end because
    /// `ln(1+u) < u/2` there), with safeguarded Newton (``RootFinder``): relative accuracy ≈ 1e-15.
    /// `ε = 0.001` gives `u = 9.233413476451585…` (= −1 − W₋₁(−ε/e)).
    static func critical(epsilon: Double) -> Double {
        let minusLogEpsilon = -Double.log(epsilon)
        let upper = 2 * minusLogEpsilon + 4
        return RootFinder.newtonBracketed(
            { u in (Double.log(onePlus: u) - u + minusLogEpsilon, -u / (1 + u)) },
            lower: 0, upper: upper, fLower: minusLogEpsilon)
    }

    /// ``critical(epsilon:)`` at Motion's and SwiftUI's ε = 0.001, computed once.
    static let criticalAtDefaultEpsilon: Double = critical(epsilon: 0.001)

    /// Springs whose damping ratio is within this distance of 1 are taken as critically damped
    /// by the inverse conversions: rounding of k and c cannot resolve ζ closer to 1, and the
    /// underdamped branch diverges as ζ → 1⁻ (see docs/conversions.md).
    static let criticalTolerance = 1e-14
}
