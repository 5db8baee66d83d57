import RealModule

/// anime.js v4 `spring({ bounce, duration })`, its perceived-duration form (family `anime`
/// with `bounce`/`duration`).
///
/// Formula (anime's `calculateSDFromBD`, at mass 1 and velocity 0, which that method sets; at
/// mass m the motion is kept): `T = duration/1000` s, `k = (2π/T)²`,
/// `c = bounce ≥ 0 ? (1 − bounce)·4π/T : 4π/(T·(1 + bounce))`, then anime's own clamps and
/// rounding: `k = round(clamp(k, 1e-11, 10000), 3)`, `c = round(clamp(c, 1e-11, 300), 3)` with
/// `round(v, 3) = Math.round(v·1000)/1000` (ties toward +∞), evaluated in anime's order of
/// operations, so the spring is the one anime.js uses: its values agree with anime.js run
/// as-is to the last bit (Tests/SpringKitTests/AnimeFamilyTests.swift). Before rounding the
/// duration is the undamped period 2π/ω0 and ζ is `1 − bounce` (bounce ≥ 0) or
/// `1/(1 + bounce)`. Defaults 628 ms and 0.5 (k 100.101, c 10.005).
///
/// Inverse (exact, and the spring is the one anime builds): the spring's `k/m` and `c/m` must
/// be multiples of 0.001 (to 1e-12 relative) with `k/m` ≤ 10000 and `c/m` ≤ 300; then
/// `duration = 1000·2π/√(k/m)` and `bounce = ζ ≤ 1 ? 1 − ζ : 1/ζ − 1`, unrounded, and the
/// formula above rebuilds exactly that `k/m` and `c/m` (checked). The form is many-to-one:
/// each (k, c) pair on anime's 0.001 grid is the image of a small region of durations and
/// bounces (about ±0.0005/|∂k/∂duration| ms), every duration under 2π/100 s = 62.83 ms gives
/// k = 10000, and every (duration, bounce) whose c reaches 300 gives c = 300; the inverse
/// returns the one (duration, bounce) of the spring's own period and damping ratio, so a
/// duration and bounce read back from a spring are not the ones written unless they were
/// those (anime's own getters, `calculateBDFromSD`, also round them to 3 decimals).
/// Source: juliangarnier/anime `src/easings/spring/index.js` (`Spring.calculateSDFromBD`,
/// `calculateBDFromSD`, the constructor's defaults and clamps: bounce to [−1, 1], duration
/// to [10, 10000] ms with `globals.timeScale` 1), `src/core/helpers.js` (`round`, `clamp`),
/// `src/core/consts.js` (`K = 1000`, `minValue = 1e-11`); v4.2.0 and later, checked at
/// v4.4.1, commit 308c093.
///
/// Units: `duration` is in **milliseconds**, as anime.js takes it.
/// Range: duration in [10, 10000] ms, bounce in [−1, 1] (anime.js clamps both; values outside
/// are refused). Bounce −1 gives c = 4π/0, capped at 300; bounce 1 gives c = 0 (undamped).
/// Representable springs: `k/m` and `c/m` multiples of 0.001 in [0.395, 10000] and [0, 300].
/// Accuracy: exact both ways on that grid. Cost: a square root and a few divisions.
public struct AnimeBounceParameters: SpringParameterization {
    /// ``FamilyForm/animeBounce``.
    public static let form = FamilyForm.animeBounce

    /// The values, keyed: `.duration: duration, .bounce: bounce`.
    public var parameters: SpringParameters { [.duration: duration, .bounce: bounce] }

    /// anime.js's default perceived duration, 628 ms.
    public static let defaultDuration = 628.0
    /// anime.js's default bounce, 0.5.
    public static let defaultBounce = 0.5
    /// anime.js's clamp of the duration, [10, 10000] ms (`10·timeScale`, `maxSpringParamValue·timeScale`).
    public static let durationRange: ClosedRange<Double> = 10...AnimeParameters.maximumValue
    /// anime.js's clamp of the bounce, [−1, 1].
    public static let bounceRange: ClosedRange<Double> = -1...1
    /// anime.js's cap on the damping this form gives (at mass 1), 300.
    public static let maximumDamping = 300.0

    /// The perceived duration in milliseconds, in [10, 10000].
    public var duration: Double
    /// The bounce, in [−1, 1]: 0 is critically damped, 1 undamped, negative overdamped.
    public var bounce: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double = AnimeBounceParameters.defaultDuration, bounce: Double = AnimeBounceParameters.defaultBounce) {
        self.duration = duration
        self.bounce = bounce
    }

    /// anime.js's `round(v, 3)`: `Math.round(v·1000)/1000`, ties toward +∞.
    public static func roundedToThreeDecimals(_ value: Double) -> Double {
        let scaled = value * 1000
        let floor = scaled.rounded(.down)
        return (scaled - floor >= 0.5 ? floor + 1 : floor) / 1000
    }

    /// anime.js's stiffness and damping at mass 1 for a duration (ms) and bounce already in
    /// range, rounded to 3 decimals as anime.js rounds them.
    public static func unitMassCoefficients(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
        let seconds = duration / 1000
        let ratio = 2 * Double.pi / seconds
        let stiffness = ratio * ratio
        let damping = bounce >= 0 ? ((1 - bounce) * 4 * Double.pi) / seconds : (4 * Double.pi) / (seconds * (1 + bounce))
        return (roundedToThreeDecimals(Swift.min(Swift.max(stiffness, AnimeParameters.minimumValue), AnimeParameters.maximumValue)),
                roundedToThreeDecimals(Swift.min(Swift.max(damping, AnimeParameters.minimumValue), maximumDamping)))
    }

    /// The spring at `mass`: anime's rounded `k` and `c` at mass 1, times `mass`.
    /// - Throws: ``SpringError`` naming `duration` or `bounce` outside anime.js's ranges, or `mass`.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let d = try AnimeParameters.checked(duration, "duration", in: Self.durationRange)
        let b = try AnimeParameters.checked(bounce, "bounce", in: Self.bounceRange)
        let (k, c) = Self.unitMassCoefficients(duration: d, bounce: b)
        return try Spring.fromUnitMass(stiffness: k, damping: c, mass: mass, blaming: "duration", value: d)
    }

    /// The duration and bounce of the spring's own period and damping ratio, when anime.js's
    /// formula gives exactly its `k/m` and `c/m`.
    /// - Throws: ``NotRepresentable`` when `k/m` or `c/m` is not a multiple of 0.001, `k/m`
    ///   exceeds 10000 or is under 0.395 (a duration over 10000 ms), or `c/m` exceeds 300.
    public init(representing spring: Spring) throws(NotRepresentable) {
        let k1 = spring.stiffness / spring.mass, c1 = spring.damping / spring.mass
        let k = Self.roundedToThreeDecimals(k1), c = Self.roundedToThreeDecimals(c1)
        let slack = 1e-12
        guard abs(k1 - k) <= slack * Swift.max(k, 0.001) else {
            throw NotRepresentable("anime.js rounds k/m to 3 decimals; this spring's is \(k1.formattedForMessages)")
        }
        guard abs(c1 - c) <= slack * Swift.max(c, 0.001) else {
            throw NotRepresentable("anime.js rounds c/m to 3 decimals; this spring's is \(c1.formattedForMessages)")
        }
        guard k <= AnimeParameters.maximumValue else {
            throw NotRepresentable("anime.js clamps k/m to ≤ 10000 (62.83 ms); this spring's is \(k.shortForMessages)")
        }
        guard c <= Self.maximumDamping else {
            throw NotRepresentable("anime.js caps c/m at 300 (bounce/duration form); this spring's is \(c.shortForMessages)")
        }
        let duration = 2 * Double.pi / k.squareRoot() * 1000
        guard duration <= Self.durationRange.upperBound * (1 + slack) else {
            throw NotRepresentable("anime.js clamps the duration to [10, 10000] ms; this spring's period is \(duration.isFinite ? duration.shortForMessages + " ms" : "longer than a Double holds")")
        }
        let zeta = c / (2 * k.squareRoot())
        let bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
        let clampedDuration = Swift.min(duration, Self.durationRange.upperBound)
        let rebuilt = Self.unitMassCoefficients(duration: clampedDuration, bounce: bounce)
        guard rebuilt.stiffness == k, rebuilt.damping == c else {
            throw NotRepresentable("anime.js rounds this spring's period and ζ to k/m \(rebuilt.stiffness.shortForMessages), c/m \(rebuilt.damping.shortForMessages)")
        }
        self.init(duration: clampedDuration, bounce: bounce)
    }
}

#if !hasFeature(Embedded)
extension AnimeBounceParameters: Codable {}
#endif
