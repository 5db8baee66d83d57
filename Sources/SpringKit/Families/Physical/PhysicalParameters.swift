/// Mass, stiffness and damping: the spring itself (family `physical`, and `jnw`).
///
/// Formula: identity, `m·x'' + c·x' + k·(x − to) = 0`.
/// Source: docs/physics.md; Core Animation's `CASpringAnimation`, Motion, react-spring,
/// Remotion and most engines take these three numbers directly.
/// Range: mass > 0, stiffness > 0, damping ≥ 0, all finite (see ``Spring``).
/// Every spring is representable; the conversion is exact.
public struct PhysicalParameters: SpringParameterization {
    /// ``FamilyForm/physical``.
    public static let form = FamilyForm.physical

    /// The values, keyed: `.mass: mass, .stiffness: stiffness, .damping: damping`.
    public var parameters: SpringParameters { [.mass: mass, .stiffness: stiffness, .damping: damping] }

    /// The mass `m` (> 0).
    public var mass: Double
    /// The stiffness `k` (> 0).
    public var stiffness: Double
    /// The damping coefficient `c` (≥ 0).
    public var damping: Double

    /// Creates the parameters (checked by ``spring()``).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The spring: `Spring(mass:stiffness:damping:)`.
    /// - Throws: ``SpringError`` naming the value out of range.
    public func spring() throws(SpringError) -> Spring {
        try Spring(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// The spring's own mass, stiffness and damping (exact; never throws in practice).
    public init(representing spring: Spring) throws(NotRepresentable) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }
}

#if !hasFeature(Embedded)
extension PhysicalParameters: Codable {}
#endif
