import RealModule

/// GSAP's `elastic.out(amplitude, period)` over a tween's `duration` (seconds, as GSAP takes it),
/// which Rive's `ElasticEase` and Phaser's `Elastic.Out` share: an exactly damped spring that
/// starts with a velocity (family `elastic`).
///
/// GSAP's ease (`_configElastic`): `A' = max(amplitude, 1)`, `p2 = period/min(amplitude, 1)`,
/// `p3 = p2/(2π)·asin(1/A')`, and `out(p) = A'·2^(−10p)·sin((p − p3)·2π/p2) + 1` for progress
/// `p < 1` (`out(1) = 1`). Over a tween of `D` seconds (`t = p·D`) the error from the target is
/// `A'·e^{−λt}·sin(ωd·t − φ)` with `λ = 10·ln 2/D`, `ωd = 2π/(p2·D)`, `φ = asin(1/A')`: the motion
/// of the spring
///
///     c/m = 2λ = 20·ln 2/D,   k/m = λ² + ωd²,
///
/// from 0 to 1 with the initial velocity `λ + ωd·√(A'² − 1)` steps per second
/// (``impliedVelocity()``): an amplitude ≤ 1 is a period scaled by 1/amplitude and velocity `λ`.
/// The tween ends at `D` by setting the value to the target: a jump of at most `A'/1024` (2^−10)
/// that the spring does not make; the motion before it is the spring's exactly.
///
/// Inverse (exact): `D = 10·ln 2/λ`, `period = 2π/(ωd·D)` with amplitude 1 (GSAP's default),
/// the one amplitude whose velocity is `λ`: an amplitude above 1 is the same spring with a
/// larger initial velocity, which the inverse of a spring alone cannot see.
/// Source: greensock/GSAP `src/gsap-core.js` (`_configElastic`; defaults amplitude 1, period
/// 0.3 for `out`; `period || default`), GSAP 3.12.7, commit 5e13097; Rive's runtime
/// `src/animation/elastic_ease.cpp` and Phaser's `Easing.Elastic` use the same form.
/// Range: duration, amplitude and period finite and > 0 (GSAP reads a period of 0 as its
/// default and divides by the amplitude: refused). Representable springs: underdamped with
/// damping > 0. Accuracy: a few ulps. Cost: a square root and a logarithm.
public struct ElasticParameters: SpringParameterization {
    /// ``FamilyForm/elastic``.
    public static let form = FamilyForm.elastic

    /// The values, keyed: `.duration`, `.amplitude`, `.period`.
    public var parameters: SpringParameters { [.duration: duration, .amplitude: amplitude, .period: period] }

    /// GSAP's default tween duration, 0.5 s.
    public static let defaultDuration = 0.5
    /// GSAP's default amplitude, 1.
    public static let defaultAmplitude = 1.0
    /// GSAP's default period for `elastic.out`, 0.3.
    public static let defaultPeriod = 0.3

    /// The tween's duration in seconds.
    public var duration: Double
    /// The amplitude (> 0; below 1 it scales the period).
    public var amplitude: Double
    /// The period, in units of the tween's progress.
    public var period: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double = ElasticParameters.defaultDuration, amplitude: Double = ElasticParameters.defaultAmplitude,
                period: Double = ElasticParameters.defaultPeriod) {
        self.duration = duration
        self.amplitude = amplitude
        self.period = period
    }

    /// The decay rate `λ`, the damped frequency `ωd` (per second) and `A'`.
    func rates() throws(SpringError) -> (lambda: Double, omega: Double, a: Double) {
        for (name, value) in [("duration", duration), ("amplitude", amplitude), ("period", period)] {
            guard value.isFinite, value > 0 else {
                throw SpringError(parameter: name, value: value, allowed: "a finite number > 0")
            }
        }
        let a = Swift.max(amplitude, 1)
        let p2 = period / Swift.min(amplitude, 1)
        return (10 * Double.log(2) / duration, 2 * Double.pi / (p2 * duration), a)
    }

    /// The spring at `mass`: `c/m = 2λ`, `k/m = λ² + ωd²`.
    /// - Throws: ``SpringError`` naming `duration`, `amplitude`, `period` or `mass`.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let (lambda, omega, _) = try rates()
        return try Spring.fromUnitMass(stiffness: lambda * lambda + omega * omega, damping: 2 * lambda, mass: mass,
                                       blaming: "duration", value: duration)
    }

    /// The initial velocity in steps per second: `λ + ωd·√(A'² − 1)`.
    /// - Throws: ``SpringError`` as ``spring(mass:)``.
    public func impliedVelocity() throws(SpringError) -> Double {
        let (lambda, omega, a) = try rates()
        let velocity = lambda + omega * ((a - 1) * (a + 1)).squareRoot()
        guard velocity.isFinite else {
            throw SpringError(parameter: "amplitude", value: amplitude, allowed: "small enough that the ease's start velocity λ + ωd·√(A² − 1) is finite")
        }
        return velocity
    }

    /// The duration and period (amplitude 1) of the spring's motion.
    /// - Throws: ``NotRepresentable`` for an undamped spring (no decay) or one that does not
    ///   oscillate (ζ ≥ 1).
    public init(representing spring: Spring) throws(NotRepresentable) {
        let lambda = spring.damping / spring.mass / 2
        guard lambda > 0 else { throw NotRepresentable("undamped: elastic's 2^(−10p) always decays") }
        guard spring.dampingRatio < 1 else {
            throw NotRepresentable("elastic oscillates; this spring has ζ = \(spring.dampingRatio.shortForMessages)")
        }
        let duration = 10 * Double.log(2) / lambda
        self.init(duration: duration, amplitude: 1, period: 2 * Double.pi / (spring.dampedFrequency * duration))
    }
}

#if !hasFeature(Embedded)
extension ElasticParameters: Codable {}
#endif
