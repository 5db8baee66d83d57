/// React Native Reanimated v4 `withSpring({ mass, stiffness, damping })`, its physics form
/// (family `reanimated` with `mass`/`stiffness`/`damping`, or no keys: Reanimated's defaults).
///
/// Formula: the spring itself, `Spring(mass: m, stiffness: k, damping: c)`: Reanimated's
/// `initialCalculations` draws `ζ = c/(2√(k·m))` and `ω0 = √(k/m)` from the config as given.
/// Defaults (v4's `GentleSpringConfig`): mass 4, stiffness 900, damping 120 (ζ = 1,
/// ω0 = 15 rad/s). Inverse: the spring's own mass, stiffness and damping — exact.
/// Source: software-mansion/react-native-reanimated, Reanimated 4
/// `packages/react-native-reanimated/src/animation/spring/spring.ts` (commit 01e4626e: the
/// default config), `springUtils.ts` (commit 0893dd90: `initialCalculations`,
/// `checkIfConfigIsValid`, which skips the animation when stiffness, damping or mass is ≤ 0),
/// `springConfigs.ts` (commit 178a31ed: the presets).
/// Range: mass, stiffness and damping > 0 (Reanimated skips the animation for ≤ 0, so a
/// damping of 0 is refused). Representable springs: every damped spring.
/// Accuracy: exact both ways. Cost: constant.
public struct ReanimatedParameters: SpringParameterization {
    /// ``FamilyForm/reanimated``.
    public static let form = FamilyForm.reanimated

    /// The values, keyed: `.mass: mass, .stiffness: stiffness, .damping: damping`.
    public var parameters: SpringParameters { [.mass: mass, .stiffness: stiffness, .damping: damping] }

    /// Reanimated v4's default mass, 4.
    public static let defaultMass = 4.0
    /// Reanimated v4's default stiffness, 900.
    public static let defaultStiffness = 900.0
    /// Reanimated v4's default damping, 120.
    public static let defaultDamping = 120.0

    /// The mass `m`, > 0.
    public var mass: Double
    /// The stiffness `k`, > 0.
    public var stiffness: Double
    /// The damping coefficient `c`, > 0.
    public var damping: Double

    /// Creates the parameters (checked by ``spring()``).
    public init(mass: Double = ReanimatedParameters.defaultMass, stiffness: Double = ReanimatedParameters.defaultStiffness,
                damping: Double = ReanimatedParameters.defaultDamping) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `value` when finite and > 0, as Reanimated's `checkIfConfigIsValid` requires.
    /// - Throws: ``SpringError`` naming `name`.
    static func checkedPositive(_ value: Double, _ name: String) throws(SpringError) -> Double {
        guard value.isFinite, value > 0 else {
            throw SpringError(parameter: name, value: value,
                              allowed: "finite and > 0 (Reanimated skips the animation otherwise)")
        }
        return value
    }

    /// The spring: `Spring(mass: m, stiffness: k, damping: c)`.
    /// - Throws: ``SpringError`` naming `mass`, `stiffness` or `damping` when not finite and > 0.
    public func spring() throws(SpringError) -> Spring {
        let m = try Self.checkedPositive(mass, "mass")
        let k = try Self.checkedPositive(stiffness, "stiffness")
        let c = try Self.checkedPositive(damping, "damping")
        return try Spring.blaming("stiffness", value: k, mass: m, stiffness: k, damping: c)
    }

    /// The spring's own mass, stiffness and damping.
    /// - Throws: ``NotRepresentable`` for an undamped spring (Reanimated requires damping > 0).
    public init(representing spring: Spring) throws(NotRepresentable) {
        guard spring.damping > 0 else {
            throw NotRepresentable("Reanimated requires damping > 0 (it skips the animation otherwise)")
        }
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }
}

#if !hasFeature(Embedded)
extension ReanimatedParameters: Codable {}
#endif
