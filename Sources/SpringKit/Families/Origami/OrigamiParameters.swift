/// Origami / Quartz Composer tension and friction, as Rebound and React Native convert them
/// (family `origami`).
///
/// Formula (defined at mass 1; at mass m the motion is kept):
/// `k = (T − 30)·3.62 + 194`, `c = (F − 8)·3 + 25`, both times m; friction 0 means no damping
/// (Rebound's `frictionFromOrigamiValue(0) == 0`, a special case: the line would give c = 1).
/// Inverse: `T = 30 + (k/m − 194)/3.62`, `F = 8 + (c/m − 25)/3` (F = 0 when c = 0).
/// Source: facebook/rebound `OrigamiValueConverter` and `SpringConfig` (default tension 40,
/// friction 7 → k 230.2, c 22); POP's `POP_ANIMATION_TENSION_FOR_QC_TENSION` and
/// `POP_ANIMATION_FRICTION_FOR_QC_FRICTION` are the same lines (anchored at the QC Bouncy
/// defaults T 30, F 8 → k 194, c 25).
/// Range: tension > 0 (Rebound maps tension 0 to stiffness 0, which is no spring), friction ≥ 0.
/// So k/m > 85.4 and c/m = 0 or c/m > 1; other springs are not representable.
/// Accuracy: a few ulps both ways.
public struct OrigamiParameters: SpringParameterization {
    /// ``FamilyForm/origami``.
    public static let form = FamilyForm.origami

    /// The values, keyed: `.tension: tension, .friction: friction`.
    public var parameters: SpringParameters { [.tension: tension, .friction: friction] }

    /// The Origami tension `T` (> 0).
    public var tension: Double
    /// The Origami friction `F` (≥ 0; 0 is undamped).
    public var friction: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(tension: Double, friction: Double) {
        self.tension = tension
        self.friction = friction
    }

    /// Stiffness at mass 1 for an Origami tension: `(T − 30)·3.62 + 194`.
    public static func stiffness(tension: Double) -> Double { (tension - 30) * 3.62 + 194 }

    /// Damping at mass 1 for an Origami friction: `(F − 8)·3 + 25`, and 0 for F = 0.
    public static func damping(friction: Double) -> Double { friction == 0 ? 0 : (friction - 8) * 3 + 25 }

    /// Origami tension for a stiffness at mass 1: `30 + (k − 194)/3.62`.
    public static func tension(stiffness: Double) -> Double { 30 + (stiffness - 194) / 3.62 }

    /// Origami friction for a damping at mass 1: `8 + (c − 25)/3`, and 0 for c = 0.
    public static func friction(damping: Double) -> Double { damping == 0 ? 0 : 8 + (damping - 25) / 3 }

    /// The spring at `mass`.
    /// - Throws: ``SpringError`` naming `tension`, `friction` or `mass` when out of range.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        guard tension.isFinite, tension > 0 else {
            throw SpringError(parameter: "tension", value: tension,
                              allowed: "a finite number > 0 (Origami tension 0 is stiffness 0; below it stiffness is negative)")
        }
        let f = try Validate.nonNegative(friction, "friction")
        return try Spring.fromUnitMass(stiffness: Self.stiffness(tension: tension), damping: Self.damping(friction: f),
                                       mass: mass, blaming: "tension", value: tension)
    }

    /// The tension and friction of the spring's motion (k/m, c/m).
    /// - Throws: ``NotRepresentable`` when k/m ≤ 85.4 (tension ≤ 0) or 0 < c/m ≤ 1 (friction ≤ 0).
    public init(representing spring: Spring) throws(NotRepresentable) {
        let k1 = spring.stiffnessPerMass, c1 = spring.dampingPerMass
        let t = Self.tension(stiffness: k1)
        guard t > 0 else {
            throw NotRepresentable("tension \(t.shortForMessages) is outside Origami's range (> 0): stiffness per unit mass \(k1.shortForMessages) is not above 85.4")
        }
        let f = Self.friction(damping: c1)
        guard c1 == 0 || f > 0 else {
            throw NotRepresentable("friction \(f.shortForMessages) is outside Origami's range (≥ 0): damping per unit mass \(c1.shortForMessages) is in (0, 1], which Origami cannot express")
        }
        self.init(tension: t, friction: f)
    }
}

#if !hasFeature(Embedded)
extension OrigamiParameters: Codable {}
#endif
