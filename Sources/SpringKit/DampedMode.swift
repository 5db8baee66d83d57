import RealModule

/// The homogeneous dynamics `e'' + 2λ·e' + ω0²·e = 0` of a spring in natural units (see
/// `NaturalUnits`: time in units of 2^b seconds, so that ω0 is near 1), in the form the
/// solver needs.
///
/// A solution with `e(0) = e0`, `e'(0) = u0` is written with one coefficient per mode:
///
///     oscillating (ζ < 1):  e(t) = e^(−λt)·(e0·cos(ωd t) + B·sin(ωd t)/ωd),   B = u0 + λ·e0
///     real (ζ ≥ 1):         e(t) = e^(−r1 t)·(e0 + D1·q(t))
///                                = (D2·e^(−r1 t) − D1·e^(−r2 t)) / (2ωo),   D1,2 = u0 + r1,2·e0
///
/// with the slow and fast rates `r1 = ω0² / (λ + ωo)`, `r2 = λ + ωo` (no cancellation at
/// large ζ) and `q(t) = −expm1(−2ωo·t) / (2ωo)` (→ t as ωo → 0). The first real form is
/// used while `2ωo·t ≤ 1` (continuous through ζ = 1, never overflows), the second after it
/// (no cancellation in the slow tail, where `e0 + D1·q(t)` tends to the small `D2/(2ωo)`).
/// The derivative is a solution with `e0' = u0`, `B' = −(λ·B + ωd²·e0)`, `D1' = −r2·D1`,
/// `D2' = −r1·D2`: no coefficient is ever formed by a cancelling difference.
///
/// λ, r1 and r2 are kept to double-double precision so that `B`, `D1`, `D2` are right even
/// when the initial velocity nearly cancels a mode (`u0 ≈ −r2·e0`). The underdamped kernel
/// uses `sin(ωd·t)/ωd`, accurate for ωd → 0. The phase `ωd·t` carries an absolute rounding
/// error of ≈ 1.1e-16·ωd·t.
@usableFromInline
struct DampedMode: Sendable, Hashable {
    /// λ = ĉ / (2m̂).
    @usableFromInline let decay: ExtendedDouble
    /// ω0² = k̂ / m̂.
    @usableFromInline let omega0Squared: Double
    /// ωd (oscillating) or ωo (real) ≥ 0.
    @usableFromInline let frequency: Double
    /// ωd to double-double precision (oscillating; ωo rounded to a double otherwise), from the
    /// exact discriminant: the ratio ρ = e^(−λπ/ωd) of successive extrema is raised to powers up
    /// to 2^53 when counting bounces, which needs λπ/ωd to ≈ 1e-32.
    @usableFromInline let frequencyExtended: ExtendedDouble
    /// Whether the kernel oscillates (ζ < 1, including ζ = 0).
    @usableFromInline let oscillates: Bool
    /// The slow decay rate r1 = λ − ωo (real regimes only; 0 when oscillating).
    @usableFromInline let slowRate: ExtendedDouble
    /// The fast decay rate r2 = λ + ωo (real regimes only; 0 when oscillating).
    @usableFromInline let fastRate: ExtendedDouble

    @usableFromInline
    init(_ units: NaturalUnits) {
        let twoMass = 2 * units.mass
        let lambda = ExtendedDouble.quotient(units.damping, twoMass)
        decay = lambda
        let omega0Squared = ExtendedDouble.quotient(units.stiffness, units.mass)
        self.omega0Squared = omega0Squared.high
        if let d = units.discriminant {
            if d.high > 0 {                     // includes c = 0, where d = 4km
                oscillates = true
                frequency = d.high.squareRoot() / twoMass
                frequencyExtended = d.squareRoot().dividing(by: twoMass)
                slowRate = ExtendedDouble(0)
                fastRate = ExtendedDouble(0)
                return
            }
            let root = ExtendedDouble(-d.high, -d.low).squareRoot().dividing(by: twoMass)
            frequency = root.high
            frequencyExtended = root
            oscillates = false
            let fast = lambda.adding(root)
            fastRate = fast
            slowRate = omega0Squared.dividing(by: fast)
        } else {
            // ζ > 1e150: ωo = λ·√(1 − (ω0/λ)²) and (ω0/λ)² < 1e-300.
            let ratio = omega0Squared.high.squareRoot() / lambda.high
            let root = lambda.high * ((1 - ratio) * (1 + ratio)).squareRoot()
            frequency = root
            frequencyExtended = ExtendedDouble(root)
            oscillates = false
            let fast = lambda.adding(ExtendedDouble(root))
            fastRate = fast
            slowRate = omega0Squared.dividing(by: fast)
        }
    }

    /// ωd² (oscillating), for the derivative's coefficient.
    @inlinable var frequencySquared: Double { frequency * frequency }

    /// q(t) = (1 − e^(−2ωo·t)) / (2ωo), or t when ωo = 0.
    @inlinable @inline(__always)
    func q(_ t: Double) -> Double {
        frequency == 0 ? t : -Double.expMinusOne(-2 * frequency * t) / (2 * frequency)
    }
}
