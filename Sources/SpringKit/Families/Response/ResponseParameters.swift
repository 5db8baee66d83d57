import RealModule

/// Response and damping ratio: SwiftUI `Spring(response:dampingRatio:)`, react-spring's
/// `frequency`/`damping` (family `response`).
///
/// Formula (at mass m, the motion being the mass-1 one): `ω0 = 2π/T`, `k = (2π/T)²·m`,
/// `c = 4π·ζ·m/T`. Inverse: `T = 2π/ω0 = 2π·√(m/k)`, `ζ = c/(2√(km))`.
/// Source: Apple's SwiftUI documentation (`response` is "the stiffness of the spring, defined as
/// an approximate duration in seconds"); react-spring `config.frequency`/`config.damping`.
/// Range: response > 0, dampingRatio ≥ 0 (finite). Every spring is representable.
/// Accuracy: a few ulps both ways.
public struct ResponseParameters: SpringParameterization {
    /// ``FamilyForm/response``.
    public static let form = FamilyForm.response

    /// The values, keyed: `.response: response, .dampingRatio: dampingRatio`.
    public var parameters: SpringParameters { [.response: response, .dampingRatio: dampingRatio] }

    /// The response `T` in seconds (> 0): the period of the undamped oscillation, `2π/ω0`.
    public var response: Double
    /// The damping ratio `ζ` (≥ 0).
    public var dampingRatio: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// The spring at `mass`: `k = (2π/T)²·m`, `c = 4πζm/T`.
    /// - Throws: ``SpringError`` naming `response`, `dampingRatio` or `mass` when out of range.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let period = try Validate.positive(response, "response")
        let zeta = try Validate.nonNegative(dampingRatio, "dampingRatio")
        return try Spring.fromMotion(naturalFrequency: 2 * Double.pi / period, dampingRatio: zeta,
                                     mass: mass, blaming: "response", value: period)
    }

    /// `T = 2π/ω0`, `ζ = c/(2√(km))`; every spring is representable.
    public init(representing spring: Spring) throws(NotRepresentable) {
        self.init(response: 2 * Double.pi / spring.naturalFrequency, dampingRatio: spring.dampingRatio)
    }
}

#if !hasFeature(Embedded)
extension ResponseParameters: Codable {}
#endif
