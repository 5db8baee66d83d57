import RealModule

/// Flutter `SpringDescription.withDampingRatio(mass:stiffness:ratio:)` (family `flutter` with
/// `stiffness` and no `damping`).
///
/// Formula: the spring's own mass and stiffness, `c = ratio·2·√(m·k)` (Flutter's order of
/// operations). Inverse: `mass = m`, `stiffness = k`, `ratio = c/(2√(mk))` — exact, every
/// spring is representable.
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// (`SpringDescription.withDampingRatio`, `ratio = 1.0` by default).
/// Range: mass > 0, stiffness > 0, ratio ≥ 0 (Flutter does not check; a negative ratio is
/// negative damping, which SpringTune does not model). Accuracy: a few ulps both ways.
/// Cost: a square root.
public struct FlutterDampingRatioParameters: SpringParameterization {
    /// ``FamilyForm/flutterRatio``.
    public static let form = FamilyForm.flutterRatio

    /// The values, keyed: `.mass: mass, .stiffness: stiffness, .dampingRatio: dampingRatio`.
    public var parameters: SpringParameters { [.mass: mass, .stiffness: stiffness, .dampingRatio: dampingRatio] }

    /// Flutter's default ratio, 1 (critically damped).
    public static let defaultDampingRatio = 1.0

    /// The mass `m` (> 0).
    public var mass: Double
    /// The stiffness `k` (> 0), at this mass.
    public var stiffness: Double
    /// The damping ratio ζ (≥ 0), Flutter's `ratio`.
    public var dampingRatio: Double

    /// Creates the parameters (checked by ``spring()``).
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double = FlutterDampingRatioParameters.defaultDampingRatio) {
        self.mass = mass
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
    }

    /// The spring: `Spring(mass: m, stiffness: k, damping: ratio·2·√(m·k))`.
    /// - Throws: ``SpringError`` naming `mass`, `stiffness` or `dampingRatio` when out of range.
    public func spring() throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        let k = try Validate.positive(stiffness, "stiffness")
        let zeta = try Validate.nonNegative(dampingRatio, "dampingRatio")
        let damping = zeta * 2 * (m * k).squareRoot()
        return try Spring.blaming("dampingRatio", value: zeta, mass: m, stiffness: k, damping: damping)
    }

    /// The spring's own mass and stiffness and its damping ratio; every spring is representable.
    public init(representing spring: Spring) throws(NotRepresentable) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, dampingRatio: spring.dampingRatio)
    }
}

#if !hasFeature(Embedded)
extension FlutterDampingRatioParameters: Codable {}
#endif
