import RealModule

/// React Native Reanimated 3 `withSpring({ duration, dampingRatio, stiffness })`, its time form
/// (family `reanimated3` with `duration`/`dampingRatio`; its physics form `mass`/`stiffness`/
/// `damping`, defaults 1/100/10, is ``ReanimatedParameters``' form).
///
/// Formula (Reanimated 3's `calculateNewMassToMatchDuration`, run by `withSpring`'s `onStart`):
/// the stiffness k is kept (100 by default), ζ is `dampingRatio` (0.5 by default), and the mass
/// is the root, found by Reanimated's own bisection, of
///
///     1000·(−2M/c)·ln(0.01·2 / A) − duration = 0,   c = 2ζ√(k·M),
///     A = (M·v0² + k·x0²)/(e^{1 − ζ/2}·k),
///
/// with `x0 = to − from` and `v0` the initial velocity, **in the units animated** (pixels:
/// Reanimated's `restSpeedThreshold` 2 enters as the 0.01·2), so the spring depends on the
/// distance travelled. With `v0 = 0`: `ω0 = √(k/M) = 1000·ln(x0²·e^{ζ/2−1}/0.02)/(ζ·duration)`
/// (distance 1: ω0 3.16 rad/s for 2000 ms and ζ 0.5; distance 100: 12.37 rad/s). Reanimated's
/// bisection (`bisectRoot`) runs on M ∈ [0, 100] for at most 20 halvings and stops early only
/// when the duration is met to 5e-5 ms, so M is in practice an odd multiple of 100/2²¹
/// (about 4.8e-5), and at most 100 − 100/2²¹ (a duration too long for M ≤ 100 gives that).
/// ``mass(duration:dampingRatio:stiffness:distance:velocity:)`` repeats that bisection in
/// Reanimated's order of operations (checked against its source run under node:
/// Tests/SpringKitTests/ReanimatedFamilyTests.swift). The spring is `(M, k, c)` with its motion
/// kept at the spec's mass m: `(m, k·m/M, c·m/M)`.
///
/// The distance: a spec's `from` and `to` (0 and 1 by default) and its velocity are
/// Reanimated's `x0` and `v0` (``Reanimated3Parameters/complete(_:from:)``); this type's
/// ``spring(mass:)``, which `convert` and fits use, is the spring for a distance of 1 at rest
/// (a spec with no `from`/`to`). Give `from`/`to` in pixels, as Reanimated animates them.
///
/// Inverse (exact, at distance 1 and rest): ζ is the spring's damping ratio, the duration is
/// `1000·(ζ/2 − 1 − ln 0.02)/(ζ·ω0)`, and the stiffness `k = ω0²·M` with M the bisection's value
/// nearest `100/ω0²`, so that Reanimated's bisection returns that M exactly (checked; refused
/// otherwise). The stiffness read back is therefore near 100, not 100 itself.
/// Source: software-mansion/react-native-reanimated, Reanimated 3 (3.16/3.17 line),
/// `packages/react-native-reanimated/src/animation/springUtils.ts` (commit 0ba9e0a8:
/// `calculateNewMassToMatchDuration`, `bisectRoot`), `spring.ts` (commit b0b11b6f: defaults
/// duration 2000 ms, dampingRatio 0.5, stiffness 100, restSpeedThreshold 2,
/// `useDuration = !!(duration || dampingRatio)`).
///
/// Units: `duration` in **milliseconds**, as Reanimated takes it.
/// Range: duration > 0 (0 skips the animation), dampingRatio > 0, stiffness > 0.
/// Representable springs: damped springs with ω0 > 1 rad/s (M = 100/ω0² inside the bisection's
/// [0, 100]). Accuracy: bit for bit with Reanimated's bisection (same operations). Cost: 20
/// bisection steps of a logarithm, an exponential and a square root.
public struct Reanimated3Parameters: SpringParameterization {
    /// ``FamilyForm/reanimated3``.
    public static let form = FamilyForm.reanimated3

    /// The values, keyed: `.duration`, `.dampingRatio`, `.stiffness`.
    public var parameters: SpringParameters { [.duration: duration, .dampingRatio: dampingRatio, .stiffness: stiffness] }

    /// Reanimated 3's default mass, 1.
    public static let defaultMass = 1.0
    /// Reanimated 3's default stiffness, 100.
    public static let defaultStiffness = 100.0
    /// Reanimated 3's default damping, 10.
    public static let defaultDamping = 10.0
    /// Reanimated 3's default duration, 2000 ms.
    public static let defaultDuration = 2000.0
    /// Reanimated 3's default damping ratio, 0.5.
    public static let defaultDampingRatio = 0.5
    /// Reanimated 3's `restSpeedThreshold` default, 2 (units per second).
    public static let restSpeedThreshold = 2.0
    /// Reanimated 3's `restDisplacementThreshold` default, 0.01 (units).
    public static let restDisplacementThreshold = 0.01
    /// The top of Reanimated 3's bisection interval for the mass, 100.
    public static let maximumMass = 100.0

    /// The duration in milliseconds, > 0.
    public var duration: Double
    /// The damping ratio ζ, > 0.
    public var dampingRatio: Double
    /// The stiffness k, > 0, which Reanimated keeps while it finds the mass.
    public var stiffness: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double = Reanimated3Parameters.defaultDuration,
                dampingRatio: Double = Reanimated3Parameters.defaultDampingRatio,
                stiffness: Double = Reanimated3Parameters.defaultStiffness) {
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.stiffness = stiffness
    }

    /// The mass Reanimated 3's `calculateNewMassToMatchDuration` gives for a `distance`
    /// (`to − from`) and initial `velocity` (units per second): its bisection, in its order of
    /// operations. Cost: at most 20 iterations.
    public static func mass(duration: Double, dampingRatio zeta: Double, stiffness k: Double,
                            distance x0: Double = 1, velocity v0: Double = 0) -> Double {
        let threshold = restSpeedThreshold
        func f(_ mass: Double) -> Double {
            let amplitude = (mass * v0 * v0 + k * x0 * x0) / (Double.exp(1 - 0.5 * zeta) * k)
            let c = zeta * 2 * (k * mass).squareRoot()
            return 1000 * ((-2 * mass) / c) * Double.log((threshold * 0.01) / amplitude) - duration
        }
        let accuracy = 0.00005
        var low = 0.0, high = maximumMass
        var remaining = 20
        var current = (high + low) / 2
        while Swift.abs(f(current)) > accuracy && remaining > 0 {
            remaining -= 1
            if f(current) < 0 { low = current } else { high = current }
            current = (low + high) / 2
        }
        return current
    }

    /// The spring for a distance of 1 at rest (a spec's default motion), its motion kept at `mass`.
    /// - Throws: ``SpringError`` naming `duration`, `dampingRatio`, `stiffness` or `mass`.
    public func spring(mass: Double = Reanimated3Parameters.defaultMass) throws(SpringError) -> Spring {
        try spring(mass: mass, distance: 1, velocity: 0)
    }

    /// The spring Reanimated 3 animates over `distance` (`to − from`) with initial `velocity`
    /// (units per second): `(M, k, 2ζ√(kM))`, its motion kept at `mass`.
    /// - Throws: ``SpringError`` naming `duration`, `dampingRatio`, `stiffness` or `mass`.
    public func spring(mass: Double, distance: Double, velocity: Double) throws(SpringError) -> Spring {
        let d = try ReanimatedDurationParameters.checked(duration, "duration", because: "Reanimated skips the animation for a duration of 0")
        let z = try ReanimatedDurationParameters.checked(dampingRatio, "dampingRatio", because: "Reanimated skips the animation otherwise")
        let k = try ReanimatedDurationParameters.checked(stiffness, "stiffness", because: "Reanimated skips the animation otherwise")
        let m = try Validate.positive(mass, "mass")
        let big = Self.mass(duration: d, dampingRatio: z, stiffness: k, distance: distance, velocity: velocity)
        let c = z * 2 * (k * big).squareRoot()
        return try Spring.fromUnitMass(stiffness: k / big, damping: c / big, mass: m, blaming: "duration", value: d)
    }

    /// The duration, damping ratio and stiffness whose Reanimated 3 spring (distance 1, at rest)
    /// has this spring's motion.
    /// - Throws: ``NotRepresentable`` for an undamped spring, ω0 ≤ 1 rad/s (a mass over the
    ///   bisection's 100 at stiffness 100), or when the bisection does not return the mass.
    public init(representing spring: Spring) throws(NotRepresentable) {
        let zeta = spring.dampingRatio
        guard zeta > 0 else { throw NotRepresentable("Reanimated requires dampingRatio > 0") }
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let grid = Self.maximumMass / 2_097_152   // 100/2²¹: the bisection's midpoints are its odd multiples
        let wanted = Self.defaultStiffness / (omega * omega)
        guard wanted < Self.maximumMass - grid else {
            throw NotRepresentable("Reanimated 3 finds the mass in [0, 100]: ω0 must exceed 1 rad/s at stiffness 100; this spring's is \(omega.shortForMessages)")
        }
        let odd = Swift.max(1, 2 * ((wanted / grid - 1) / 2).rounded() + 1)
        let big = odd * grid
        let k = omega * omega * big
        let logRatio = 0.5 * zeta - 1 - Double.log(0.01 * Self.restSpeedThreshold)
        let duration = 1000 * logRatio / (zeta * omega)
        guard duration.isFinite, duration > 0, k.isFinite else {
            throw NotRepresentable("no duration gives this spring in Reanimated 3's time form")
        }
        let reached = Self.mass(duration: duration, dampingRatio: zeta, stiffness: k)
        guard Swift.abs(reached - big) <= 1e-12 * big else {
            throw NotRepresentable("Reanimated 3's bisection gives mass \(reached.shortForMessages), not \(big.shortForMessages), for this spring")
        }
        self.init(duration: duration, dampingRatio: zeta, stiffness: k)
    }
}

#if !hasFeature(Embedded)
extension Reanimated3Parameters: Codable {}
#endif
