import RealModule

/// Motion (Framer Motion) duration-based springs, `{ type: "spring", duration, bounce }`
/// (family `motion` with `duration`).
///
/// Formula (Motion's `findSpring`, defined at mass 1; at mass m the motion is kept):
/// `ζ = clamp(1 − b, 0.05, 1)` — Motion's own clamp, part of its definition and applied here
/// (bounce ≤ 0 is critical damping, bounce ≥ 0.95 is ζ = 0.05) — and ω0 solves the envelope
/// equation `(ζ/√(1−ζ²))·e^(−ζ·ω0·D) = 0.001`, i.e. `ω0·D = ln(ζ/(0.001·√(1−ζ²)))/ζ` in closed
/// form; when ζ = 1, `e^(−u)(1 + u) = 0.001` with `u = ω0·D` (u = 9.2334134764515857…,
/// solved by bracketed Newton to ~1e-15). Then `k = ω0²·m`, `c = 2ζω0·m`.
/// Motion itself runs 11 undamped Newton steps from `ω0 = 5/D`; that agrees with the exact
/// root to ~1e-14 for bounce ≥ 1e-4 but not near 0 (−3e-5 at bounce 1e-6, −7 % at 1e-9), and
/// the map jumps at bounce 0 (ω0·D is 9.23 at 0 and grows like −½·ln b as b → 0⁺): see
/// docs/conversions.md. Motion resolves duration-based springs with zero initial velocity,
/// as here.
/// Inverse: `b = 1 − ζ`, `D = u(ζ)/ω0`; springs with ζ within 1e-14 of 1 are taken as critical.
/// Source: motiondivision/motion `generators/spring/find.ts` (Framer's port), defaults in
/// `generators/spring/defaults.ts` (minDamping 0.05, maxDamping 1, minDuration 0.01 s,
/// maxDuration 10 s).
/// Range: any duration > 0 (Motion clamps to [0.01, 10] s when it animates: its renderer here
/// does too), any finite bounce. Representable springs: ζ in [0.05, 1] and D in [0.01, 10] s.
public struct MotionParameters: SpringParameterization {
    /// ``FamilyForm/motion``.
    public static let form = FamilyForm.motion

    /// The values, keyed: `.duration: duration, .bounce: bounce`.
    public var parameters: SpringParameters { [.duration: duration, .bounce: bounce] }

    /// Motion's clamp of the damping ratio, `[minDamping, maxDamping]`.
    public static let dampingRatioRange: ClosedRange<Double> = 0.05...1
    /// Motion's clamp of duration-based springs' duration, in seconds.
    public static let durationRange: ClosedRange<Double> = 0.01...10
    /// Motion's bounce when a duration is given without one (`springDefaults.bounce`).
    public static let defaultBounce = 0.3
    /// The envelope threshold of Motion's `findSpring` (`safeMin`).
    public static let epsilon = 0.001

    /// The duration `D` in seconds, in [0.01, 10].
    public var duration: Double
    /// The bounce `b`; Motion uses `ζ = clamp(1 − b, 0.05, 1)`.
    public var bounce: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
    }

    /// Motion's damping ratio for a bounce: `clamp(1 − b, 0.05, 1)`.
    public static func dampingRatio(bounce: Double) -> Double {
        Swift.min(Swift.max(1 - bounce, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
    }

    /// `u = ω0·D` for a bounce: the exact root of Motion's envelope equation (ε = 0.001).
    ///
    /// As in Motion, the branch follows the rounded `1 − b`: it is critical when `1 − b ≥ 1`.
    public static func scaledDuration(bounce: Double) -> Double {
        let zeta = dampingRatio(bounce: bounce)
        if zeta >= 1 { return EnvelopeEquation.criticalAtDefaultEpsilon }
        // √(1 − ζ²) without cancellation: = √(b(2 − b)) while unclamped.
        let s = zeta == 1 - bounce ? (bounce * (2 - bounce)).squareRoot() : ((1 - zeta) * (1 + zeta)).squareRoot()
        // ζ ≥ 0.05 > 0.001·s always has a root.
        return EnvelopeEquation.underdamped(dampingRatio: zeta, complement: s, epsilon: epsilon)
            ?? EnvelopeEquation.criticalAtDefaultEpsilon
    }

    /// The spring at `mass`: `ω0 = u(b)/D`, ζ from the bounce, `k = ω0²·m`, `c = 2ζω0·m`.
    ///
    /// Any positive duration names a spring; Motion itself clamps the duration to
    /// ``durationRange`` before solving, which its renderer here reproduces
    /// (``MotionSpringRenderer/reading(_:options:)``), so a `duration=20` spring is 20 s
    /// exactly and 10 s as Motion draws it.
    /// - Throws: ``SpringError`` naming `duration` (not a finite number > 0), `bounce` (not
    ///   finite) or `mass`.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        guard duration.isFinite, duration > 0 else {
            throw SpringError(parameter: "duration", value: duration, allowed: "a finite number of seconds > 0")
        }
        let b = try Validate.finite(bounce, "bounce")
        let omega = Self.scaledDuration(bounce: b) / duration
        return try Spring.fromMotion(naturalFrequency: omega, dampingRatio: Self.dampingRatio(bounce: b),
                                     mass: mass, blaming: "duration", value: duration)
    }

    /// Motion's duration and bounce for the spring's motion.
    /// - Throws: ``NotRepresentable`` when ζ is outside [0.05, 1] or D outside [0.01, 10] s.
    public init(representing spring: Spring) throws(NotRepresentable) {
        let (zeta, bounce) = try Self.clampedDampingRatio(of: spring)
        let u: Double
        if zeta == 1 {
            u = EnvelopeEquation.criticalAtDefaultEpsilon
        } else {
            let s = zeta == spring.dampingRatio ? spring.dampingComplement
                : ((1 - zeta) * (1 + zeta)).squareRoot()
            guard let root = EnvelopeEquation.underdamped(dampingRatio: zeta, complement: s, epsilon: Self.epsilon) else {
                throw NotRepresentable("Motion's envelope equation has no root for ζ = \(zeta.shortForMessages)")
            }
            u = root
        }
        let duration = u / spring.naturalFrequency
        let slack = 1e-12
        guard duration >= Self.durationRange.lowerBound * (1 - slack),
              duration <= Self.durationRange.upperBound * (1 + slack) else {
            throw NotRepresentable("Motion clamps duration to [0.01, 10] s; this spring needs \(duration.shortForMessages) s")
        }
        self.init(duration: Swift.min(Swift.max(duration, Self.durationRange.lowerBound), Self.durationRange.upperBound),
                  bounce: bounce)
    }

    /// The spring's ζ if Motion can use it, snapped to 1 within ``EnvelopeEquation/criticalTolerance``
    /// and to 0.05 within rounding (1e-12 relative), with Motion's bounce `1 − ζ`.
    static func clampedDampingRatio(of spring: Spring) throws(NotRepresentable) -> (zeta: Double, bounce: Double) {
        let zeta = spring.dampingRatio
        if spring.damping == 0 {
            throw NotRepresentable("undamped (ζ = 0): Motion clamps ζ to [0.05, 1]")
        }
        if zeta > 1 + EnvelopeEquation.criticalTolerance {
            throw NotRepresentable("Motion clamps ζ to [0.05, 1]; this spring has ζ = \(zeta.shortForMessages)")
        }
        if zeta >= 1 - EnvelopeEquation.criticalTolerance {
            return (1, 0)
        }
        let low = dampingRatioRange.lowerBound
        guard zeta >= low * (1 - 1e-12) else {
            throw NotRepresentable("Motion clamps ζ to [0.05, 1]; this spring has ζ = \(zeta.shortForMessages)")
        }
        let clamped = Swift.max(zeta, low)
        return (clamped, 1 - clamped)
    }
}

extension MotionParameters {
    /// Motion's own resolution of a duration-based spring (`findSpring` in motiondivision/motion
    /// `motion-dom` generators/spring, 13.1.1): ζ = clamp(1 − bounce, 0.05, 1), the duration
    /// clamped to [0.01, 10] s, ω0 from 11 Newton steps on the envelope equation (ε = 0.001,
    /// zero velocity) started at 5/duration — not the exact root ``scaledDuration(bounce:)``
    /// solves — and mass 1; a NaN root falls back to stiffness 100, damping 10.
    ///
    /// Returns stiffness and damping at mass 1 and the clamped duration in **milliseconds**,
    /// evaluated in Motion's order of operations so the values are Motion's to the last bit.
    /// Facts restated from the public (MIT) source. Cost: 22 `exp` evaluations.
    public static func motionFoundSpring(durationMilliseconds: Double, bounce: Double)
        -> (stiffness: Double, damping: Double, durationMilliseconds: Double) {
        let safeMin = 0.001
        let zeta = Swift.min(Swift.max(1 - bounce, 0.05), 1)
        let duration = Swift.min(Swift.max(durationMilliseconds / 1000, 0.01), 10)
        let envelope: (Double) -> Double
        let derivative: (Double) -> Double
        if zeta < 1 {
            envelope = { w in
                let decay = w * zeta
                let delta = decay * duration
                let a = decay - 0, b = w * (1 - zeta * zeta).squareRoot()
                return safeMin - (a / b) * Double.exp(-delta)
            }
            derivative = { w in
                let decay = w * zeta
                let delta = decay * duration
                let d = delta * 0 + 0
                let e = (zeta * zeta) * (w * w) * duration
                let f = Double.exp(-delta)
                let g = (w * w) * (1 - zeta * zeta).squareRoot()
                let factor = -envelope(w) + safeMin > 0 ? -1.0 : 1.0
                return (factor * ((d - e) * f)) / g
            }
        } else {
            envelope = { w in -safeMin + Double.exp(-w * duration) * ((w - 0) * duration + 1) }
            derivative = { w in Double.exp(-w * duration) * ((0 - w) * (duration * duration)) }
        }
        var w = 5 / duration
        for _ in 1..<12 { w = w - envelope(w) / derivative(w) }
        if w.isNaN { return (100, 10, duration * 1000) }
        let stiffness = w * w
        return (stiffness, zeta * 2 * (1 * stiffness).squareRoot(), duration * 1000)
    }
}

#if !hasFeature(Embedded)
extension MotionParameters: Codable {}
#endif
