import RealModule

/// Settling duration and damping ratio: SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)`
/// (family `settling`).
///
/// Apple does not publish this mapping. SpringKit uses a **public reverse engineering, not
/// Apple's statement**: OpenSwiftUI's reconstruction solves the same envelope equation as
/// Motion/Framer, with ε: ω0 solves `(ζ/√(1−ζ²))·e^(−ζ·ω0·S) = ε` (closed form
/// `ω0·S = ln(ζ/(ε√(1−ζ²)))/ζ`) for ζ < 1, and `e^(−u)(1 + u) = ε` with `u = ω0·S` for ζ = 1
/// (bracketed Newton, ~1e-15). Then (mass 1, the motion kept at other masses) `k = ω0²·m`,
/// `c = 2ζω0·m`. The reconstruction also clamps S to [0.01, 10] s and ζ to ≤ 1; SpringKit does
/// not clamp: it accepts any S > 0 and refuses ζ > 1.
/// Inverse: `S = u(ζ, ε)/ω0`; ζ within 1e-14 of 1 counts as 1.
/// Source: OpenSwiftUI `Spring+SettlingDuration` (reverse engineered); Apple's documentation
/// for the signature and the default ε = 0.001.
/// Range: settlingDuration > 0; epsilon in (0, 1); dampingRatio in (ε/√(1+ε²), 1] (lighter
/// springs' envelopes start below ε, so the equation has no root). Undamped and overdamped
/// springs are not representable.
public struct SettlingParameters: SpringParameterization {
    /// ``FamilyForm/settling``.
    public static let form = FamilyForm.settling

    /// The values, keyed: `.settlingDuration: settlingDuration, .dampingRatio: dampingRatio, .epsilon: epsilon`.
    public var parameters: SpringParameters { [.settlingDuration: settlingDuration, .dampingRatio: dampingRatio, .epsilon: epsilon] }

    /// SwiftUI's default ε, 0.001.
    public static let defaultEpsilon = 0.001

    /// The settling duration `S` in seconds (> 0).
    public var settlingDuration: Double
    /// The damping ratio ζ, in (ε/√(1+ε²), 1].
    public var dampingRatio: Double
    /// The envelope threshold ε in (0, 1), default 0.001.
    public var epsilon: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = SettlingParameters.defaultEpsilon) {
        self.settlingDuration = settlingDuration
        self.dampingRatio = dampingRatio
        self.epsilon = epsilon
    }

    /// `u = ω0·S` solving the envelope equation for ζ and ε (nil when it has no root).
    static func scaledDuration(dampingRatio zeta: Double, complement s: Double, epsilon: Double) -> Double? {
        if zeta >= 1 {
            return epsilon == defaultEpsilon ? EnvelopeEquation.criticalAtDefaultEpsilon
                : EnvelopeEquation.critical(epsilon: epsilon)
        }
        return EnvelopeEquation.underdamped(dampingRatio: zeta, complement: s, epsilon: epsilon)
    }

    /// The spring at `mass`.
    /// - Throws: ``SpringError`` naming `settlingDuration`, `dampingRatio`, `epsilon` or `mass`.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let duration = try Validate.positive(settlingDuration, "settlingDuration")
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
            throw SpringError(parameter: "epsilon", value: epsilon, allowed: "in (0, 1)")
        }
        let lightest = epsilon / (1 + epsilon * epsilon).squareRoot()
        let range = "in (\(lightest.shortForMessages), 1] (≤ 1: the reconstruction treats larger ratios as 1; above ε/√(1+ε²): lighter envelopes start below ε = \(epsilon.formattedForMessages))"
        guard dampingRatio.isFinite, dampingRatio <= 1, dampingRatio > 0 else {
            throw SpringError(parameter: "dampingRatio", value: dampingRatio, allowed: range)
        }
        let s = ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
        guard let u = Self.scaledDuration(dampingRatio: dampingRatio, complement: s, epsilon: epsilon) else {
            throw SpringError(parameter: "dampingRatio", value: dampingRatio, allowed: range)
        }
        return try Spring.fromMotion(naturalFrequency: u / duration, dampingRatio: dampingRatio, mass: mass,
                                     blaming: "settlingDuration", value: duration)
    }

    /// The settling duration for the spring's motion at ε = 0.001.
    /// - Throws: ``NotRepresentable`` for undamped, overdamped or too lightly damped springs.
    public init(representing spring: Spring) throws(NotRepresentable) {
        try self.init(representing: spring, epsilon: Self.defaultEpsilon)
    }

    /// The settling duration for the spring's motion at `epsilon` (in (0, 1)).
    /// - Throws: ``NotRepresentable`` for undamped, overdamped or too lightly damped springs,
    ///   or an `epsilon` outside (0, 1).
    public init(representing spring: Spring, epsilon: Double) throws(NotRepresentable) {
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
            throw NotRepresentable("epsilon \(epsilon.formattedForMessages) is outside (0, 1)")
        }
        if spring.damping == 0 {
            throw NotRepresentable("undamped: no settling duration")
        }
        let measured = spring.dampingRatio
        if measured > 1 + EnvelopeEquation.criticalTolerance {
            throw NotRepresentable("overdamped (ζ = \(measured.shortForMessages)): the settling family covers ζ ≤ 1")
        }
        let zeta = measured >= 1 - EnvelopeEquation.criticalTolerance ? 1 : measured
        guard let u = Self.scaledDuration(dampingRatio: zeta, complement: spring.dampingComplement, epsilon: epsilon) else {
            throw NotRepresentable("ζ = \(zeta.shortForMessages) is too light: its envelope starts below ε = \(epsilon.formattedForMessages)")
        }
        self.init(settlingDuration: u / spring.naturalFrequency, dampingRatio: zeta, epsilon: epsilon)
    }
}

#if !hasFeature(Embedded)
extension SettlingParameters: Codable {}
#endif
