import RealModule

/// Motion's visual-duration springs, `{ type: "spring", visualDuration, bounce }`
/// (family `motion` with `visualDuration`).
///
/// Formula (Motion's `getSpringOptions`, defined at mass 1; at mass m the motion is kept):
/// `ω0 = 2π/(1.2·V)`, `ζ = clamp(1 − b, 0.05, 1)` — Motion's own clamp, applied here
/// (bounce ≤ 0 is critical, bounce ≥ 0.95 is ζ = 0.05); `k = ω0²·m`, `c = 2ζω0·m`.
/// Inverse: `V = 2π/(1.2·ω0)`, `b = 1 − ζ`.
/// Source: motiondivision/motion `generators/spring/index.ts` (`visualDuration`: "the time the
/// animation will visually appear to reach its target", i.e. 1/1.2 of the response).
/// Range: visualDuration > 0, any finite bounce. Representable springs: ζ in [0.05, 1] (ζ within
/// 1e-14 of 1 counts as 1, within 1e-12 relative of 0.05 as 0.05). Accuracy: a few ulps.
public struct MotionVisualParameters: SpringParameterization {
    /// ``FamilyForm/motionVisual``.
    public static let form = FamilyForm.motionVisual

    /// The values, keyed: `.visualDuration: visualDuration, .bounce: bounce`.
    public var parameters: SpringParameters { [.visualDuration: visualDuration, .bounce: bounce] }

    /// The visual duration `V` in seconds (> 0): 1/1.2 of the undamped period.
    public var visualDuration: Double
    /// The bounce `b`; Motion uses `ζ = clamp(1 − b, 0.05, 1)`.
    public var bounce: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(visualDuration: Double, bounce: Double) {
        self.visualDuration = visualDuration
        self.bounce = bounce
    }

    /// The spring at `mass`.
    /// - Throws: ``SpringError`` naming `visualDuration`, `bounce` or `mass` when out of range.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let v = try Validate.positive(visualDuration, "visualDuration")
        let b = try Validate.finite(bounce, "bounce")
        return try Spring.fromMotion(naturalFrequency: 2 * Double.pi / (1.2 * v),
                                     dampingRatio: MotionParameters.dampingRatio(bounce: b),
                                     mass: mass, blaming: "visualDuration", value: v)
    }

    /// Motion's visual duration and bounce for the spring's motion.
    /// - Throws: ``NotRepresentable`` when ζ is outside [0.05, 1].
    public init(representing spring: Spring) throws(NotRepresentable) {
        let (_, bounce) = try MotionParameters.clampedDampingRatio(of: spring)
        self.init(visualDuration: 2 * Double.pi / (1.2 * spring.naturalFrequency), bounce: bounce)
    }
}

#if !hasFeature(Embedded)
extension MotionVisualParameters: Codable {}
#endif
