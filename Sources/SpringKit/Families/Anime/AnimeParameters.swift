/// anime.js v4 `spring({ mass, stiffness, damping })`, its physics form (family `anime` with
/// `stiffness`/`damping`, or no keys: anime's defaults).
///
/// Formula: the spring itself, `Spring(mass: m, stiffness: k, damping: c)`: anime.js's `Spring`
/// class keeps `mass`, `stiffness` and `damping` as given (`m`, `s`, `d`) and draws
/// `ω0 = √(k/m)`, `ζ = c/(2√(k·m))`. Defaults 1, 100 and 10. Inverse: the spring's own mass,
/// stiffness and damping — exact.
/// Source: juliangarnier/anime `src/easings/spring/index.js` (v4.2.0 and later; checked at
/// v4.4.1, commit 308c093): the constructor clamps `mass` to [1, maxSpringParamValue],
/// `stiffness` and `damping` to [minValue, maxSpringParamValue] and `velocity` to
/// ±maxSpringParamValue, with `maxSpringParamValue = K·10 = 10000` and `minValue = 1e-11`
/// (`src/core/consts.js`).
/// Range: mass in [1, 10000], stiffness and damping in [1e-11, 10000]: values outside are
/// refused (anime.js would clamp them, so the number would not mean that spring). The initial
/// velocity is the spec's common `velocity` (anime's `velocity`: the normalised velocity, in
/// distances per second toward the target). Representable springs: the same ranges.
/// Accuracy: exact both ways. Cost: constant.
public struct AnimeParameters: SpringParameterization {
    /// ``FamilyForm/anime``.
    public static let form = FamilyForm.anime

    /// The values, keyed: `.mass: mass, .stiffness: stiffness, .damping: damping`.
    public var parameters: SpringParameters { [.mass: mass, .stiffness: stiffness, .damping: damping] }

    /// anime.js's default mass, 1.
    public static let defaultMass = 1.0
    /// anime.js's default stiffness, 100.
    public static let defaultStiffness = 100.0
    /// anime.js's default damping, 10.
    public static let defaultDamping = 10.0
    /// anime.js's `maxSpringParamValue` (`K·10`): the largest mass, stiffness, damping and
    /// velocity magnitude it keeps.
    public static let maximumValue = 10_000.0
    /// anime.js's `minValue`: the smallest stiffness and damping it keeps.
    public static let minimumValue = 1e-11
    /// anime.js's range of the mass, [1, 10000].
    public static let massRange: ClosedRange<Double> = 1...maximumValue
    /// anime.js's range of the stiffness and of the damping, [1e-11, 10000].
    public static let coefficientRange: ClosedRange<Double> = minimumValue...maximumValue

    /// The mass `m`, in [1, 10000].
    public var mass: Double
    /// The stiffness `k`, in [1e-11, 10000].
    public var stiffness: Double
    /// The damping coefficient `c`, in [1e-11, 10000].
    public var damping: Double

    /// Creates the parameters (checked by ``spring()``).
    public init(mass: Double = AnimeParameters.defaultMass, stiffness: Double = AnimeParameters.defaultStiffness,
                damping: Double = AnimeParameters.defaultDamping) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `range` in interval notation (`[1e-11, 10000]`).
    static func notation(_ range: ClosedRange<Double>) -> String {
        ParameterRange(lowerBound: range.lowerBound, includesLowerBound: true,
                       upperBound: range.upperBound, includesUpperBound: true).description
    }

    /// `value` if it is finite and inside anime.js's clamp `range` for `name`.
    /// - Throws: ``SpringError`` naming `name` and the range anime.js clamps it to.
    static func checked(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws(SpringError) -> Double {
        guard value.isFinite, range.contains(value) else {
            throw SpringError(parameter: name, value: value,
                              allowed: "in \(Self.notation(range)) (anime.js clamps \(name) to that range)")
        }
        return value
    }

    /// The spring: `Spring(mass: m, stiffness: k, damping: c)`.
    /// - Throws: ``SpringError`` naming `mass`, `stiffness` or `damping` when outside
    ///   anime.js's ranges.
    public func spring() throws(SpringError) -> Spring {
        let m = try Self.checked(mass, "mass", in: Self.massRange)
        let k = try Self.checked(stiffness, "stiffness", in: Self.coefficientRange)
        let c = try Self.checked(damping, "damping", in: Self.coefficientRange)
        return try Spring.blaming("stiffness", value: k, mass: m, stiffness: k, damping: c)
    }

    /// The spring's own mass, stiffness and damping.
    /// - Throws: ``NotRepresentable`` when one is outside anime.js's ranges (mass in
    ///   [1, 10000], stiffness and damping in [1e-11, 10000]; within 1e-12 relative counts as
    ///   the end).
    public init(representing spring: Spring) throws(NotRepresentable) {
        func inside(_ value: Double, _ name: String, _ range: ClosedRange<Double>) throws(NotRepresentable) -> Double {
            let slack = 1e-12
            guard value >= range.lowerBound * (1 - slack), value <= range.upperBound * (1 + slack) else {
                throw NotRepresentable("anime.js clamps \(name) to \(Self.notation(range)); this spring has \(name) \(value.shortForMessages)")
            }
            return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        }
        self.init(mass: try inside(spring.mass, "mass", Self.massRange),
                  stiffness: try inside(spring.stiffness, "stiffness", Self.coefficientRange),
                  damping: try inside(spring.damping, "damping", Self.coefficientRange))
    }
}

#if !hasFeature(Embedded)
extension AnimeParameters: Codable {}
#endif
