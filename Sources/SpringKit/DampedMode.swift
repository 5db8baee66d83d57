import RealModule

/// The homogeneous dynamics `e'' + 2λ·e' + ω0²·e = 0` of a spring, in the form
/// the solver needs: a kernel `(p, s)` from which every solution is built.
///
/// For a solution with `e(0) = e0`, `e'(0) = u0`:
///
///     e(t)  = e0·p(t) + u0·s(t)
///     e'(t) = u0·p(t) + a0·s(t),     a0 = −2λ·u0 − ω0²·e0
///
/// where `s(t) = e^(−λt)·S(t)` and `p(t) = e^(−λt)·(C(t) + λ·S(t))`, and
/// C, S are the regime's fundamental pair (cos, sin/ωd; 1, t; cosh, sinh/ωo).
///
/// The over- and critically damped kernel is written with the slow rate
/// `r1 = ω0² / (λ + ωo)` (no cancellation at large ζ) and
/// `q(t) = −expm1(−2ωo·t) / (2ωo)` (tends to `t` as ωo → 0), so that
///
///     s(t) = e^(−r1·t)·q(t),   p(t) = e^(−r1·t)·(1 + r1·q(t)),
///
/// which never overflows (no cosh/sinh of large arguments) and is continuous
/// through ζ = 1. The underdamped kernel uses `sin(ωd·t)/ωd`, which is accurate
/// for ωd → 0. Both are accurate to a few ulps of their magnitude, except that
/// the phase `ωd·t` carries an absolute rounding error of ≈ 1.1e-16·ωd·t.
@usableFromInline
struct DampedMode: Sendable, Hashable {
    /// λ = c / (2m).
    @usableFromInline let decay: Double
    /// ω0² = k / m.
    @usableFromInline let omega0Squared: Double
    /// ωd (oscillating) or ωo (real) ≥ 0.
    @usableFromInline let frequency: Double
    /// Whether the kernel oscillates (ζ < 1, including ζ = 0).
    @usableFromInline let oscillates: Bool
    /// The slow decay rate r1 = λ − ωo (real regimes only; 0 when oscillating).
    @usableFromInline let slowRate: Double

    @usableFromInline
    init(_ spring: Spring) {
        let m = spring.mass
        decay = spring.damping / (2 * m)
        omega0Squared = spring.stiffness / m
        let d = spring.discriminant
        let root = (d.magnitude).squareRoot() / (2 * m)
        if d > 0 {                              // includes c = 0, where d = 4km
            oscillates = true
            frequency = root
            slowRate = 0
        } else {
            oscillates = false
            frequency = root
            slowRate = omega0Squared / (decay + root)
        }
    }

    /// The fast decay rate r2 = λ + ωo (real regimes).
    @inlinable var fastRate: Double { decay + frequency }

    /// The kernel `(p(t), s(t))`; see the type's documentation.
    @inlinable @inline(__always)
    func kernel(_ t: Double) -> (p: Double, s: Double) {
        if oscillates {
            let envelope = decay == 0 ? 1 : Double.exp(-decay * t)
            let phase = frequency * t
            let sine = Double.sin(phase) / frequency
            let cosine = Double.cos(phase)
            return (envelope * (cosine + decay * sine), envelope * sine)
        } else {
            let q = q(t)
            let envelope = Double.exp(-slowRate * t)
            return (envelope * (1 + slowRate * q), envelope * q)
        }
    }

    /// q(t) = (1 − e^(−2ωo·t)) / (2ωo), or t when ωo = 0.
    @inlinable @inline(__always)
    func q(_ t: Double) -> Double {
        frequency == 0 ? t : -Double.expMinusOne(-2 * frequency * t) / (2 * frequency)
    }

    /// The initial derivative of the solution's derivative: a0 = −2λ·u0 − ω0²·e0.
    @inlinable @inline(__always)
    func derivativeStart(_ e0: Double, _ u0: Double) -> Double {
        -2 * decay * u0 - omega0Squared * e0
    }
}
