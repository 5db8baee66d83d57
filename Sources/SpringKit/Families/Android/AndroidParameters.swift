/// Stiffness and damping ratio: Android `SpringForce`, Jetpack Compose `spring()` (family `android`).
///
/// Formula (defined at mass 1; at mass m the motion is kept): `k = stiffness·m`,
/// `c = 2ζ·√stiffness·m`. Inverse: `stiffness = k/m`, `ζ = c/(2√(km))`.
/// Source: androidx `SpringForce` (mass 1; constants STIFFNESS_HIGH 10000, MEDIUM 1500,
/// LOW 200, VERY_LOW 50; DAMPING_RATIO_HIGH_BOUNCY 0.2, MEDIUM_BOUNCY 0.5, LOW_BOUNCY 0.75,
/// NO_BOUNCY 1), Compose `Spring` (StiffnessMediumLow 400; default ζ 1, stiffness 1500).
/// Range: stiffness > 0, dampingRatio ≥ 0 (SpringForce rejects the others). Every spring is
/// representable. Accuracy: a few ulps both ways.
public struct AndroidParameters: SpringParameterization {
    /// ``FamilyForm/android``.
    public static let form = FamilyForm.android

    /// The values, keyed: `.stiffness: stiffness, .dampingRatio: dampingRatio`.
    public var parameters: SpringParameters { [.stiffness: stiffness, .dampingRatio: dampingRatio] }

    /// `SpringForce.STIFFNESS_HIGH`, 10000.
    public static let stiffnessHigh = 10_000.0
    /// `SpringForce.STIFFNESS_MEDIUM`, 1500 (the default).
    public static let stiffnessMedium = 1_500.0
    /// Compose `Spring.StiffnessMediumLow`, 400.
    public static let stiffnessMediumLow = 400.0
    /// `SpringForce.STIFFNESS_LOW`, 200.
    public static let stiffnessLow = 200.0
    /// `SpringForce.STIFFNESS_VERY_LOW`, 50.
    public static let stiffnessVeryLow = 50.0
    /// `SpringForce.DAMPING_RATIO_HIGH_BOUNCY`, 0.2.
    public static let dampingRatioHighBouncy = 0.2
    /// `SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY`, 0.5 (SpringForce's default).
    public static let dampingRatioMediumBouncy = 0.5
    /// `SpringForce.DAMPING_RATIO_LOW_BOUNCY`, 0.75.
    public static let dampingRatioLowBouncy = 0.75
    /// `SpringForce.DAMPING_RATIO_NO_BOUNCY`, 1 (Compose's default).
    public static let dampingRatioNoBouncy = 1.0

    /// The stiffness at mass 1 (> 0), i.e. ω0².
    public var stiffness: Double
    /// The damping ratio ζ (≥ 0).
    public var dampingRatio: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(stiffness: Double, dampingRatio: Double) {
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
    }

    /// The spring at `mass`: `k = stiffness·m`, `c = 2ζ√stiffness·m`.
    /// - Throws: ``SpringError`` naming `stiffness`, `dampingRatio` or `mass` when out of range.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let k1 = try Validate.positive(stiffness, "stiffness")
        let zeta = try Validate.nonNegative(dampingRatio, "dampingRatio")
        return try Spring.fromUnitMass(stiffness: k1, damping: 2 * zeta * k1.squareRoot(), mass: mass,
                                       blaming: "stiffness", value: k1)
    }

    /// `stiffness = k/m`, `ζ`; every spring is representable.
    public init(representing spring: Spring) throws(NotRepresentable) {
        self.init(stiffness: spring.stiffnessPerMass, dampingRatio: spring.dampingRatio)
    }
}

#if !hasFeature(Embedded)
extension AndroidParameters: Codable {}
#endif
