import RealModule

/// React Native Reanimated v4 `withSpring({ duration, dampingRatio })`, its time form (family
/// `reanimated` with `duration`/`dampingRatio`).
///
/// Formula (Reanimated's `calculateNewStiffnessToMatchDuration`, run by `withSpring`'s
/// `onStart`): the mass is Reanimated's default 4 (the time form takes no mass), ζ is
/// `dampingRatio`, and the stiffness is the root, found by Reanimated's own bisection, of
///
///     f(k) = E(T)/E(0) − 6e-9,   T = 1.5·duration/1000 s,   E = ½k·x² + ½m·v²,
///
/// where the trajectory is the *critically damped* one with decay `a = ζ·√(k/m)` whatever ζ
/// is: `x(T) = (x0 + (v0 + a·x0)·T)·e^{−aT}` (and its derivative). With `v0 = 0` this is
/// `[(1 + u)² + ζ²u²]·e^{−2u} = 6e-9`, `u = ζ·ω0·T`, independent of the distance. Reanimated's
/// bisection (`bisectRoot`) runs on k ∈ [2⁻⁵², 8000] for at most 100 halvings and stops at the
/// first midpoint where `|f| ≤ 6e-12`, so its k is a midpoint within about 1e-4 (relative) of
/// the exact root, and never above 8000 (at mass 4, ω0 ≤ 44.7 rad/s: every duration under
/// about 185 ms at ζ = 1 gives k ≈ 8000). ``stiffness(duration:dampingRatio:displacement:velocity:mass:)``
/// repeats that bisection in Reanimated's order of operations, so the spring is the one
/// Reanimated animates (checked against its source run under node:
/// Tests/SpringKitTests/ReanimatedFamilyTests.swift); ``exactStiffness(duration:dampingRatio:)``
/// gives the exact root beside it (550 ms, ζ 1: Reanimated 898.92578125, exact 898.9536…).
/// With an initial velocity the root depends on `v0/x0` (the spec's normalised velocity): the
/// spec reading uses the spec's motion (``ReanimatedParameters/complete(_:from:)``); this type's
/// ``spring(mass:)`` is the spring at rest at the start, as `convert` and fits use it.
///
/// Inverse (exact where Reanimated reaches the spring): ζ is the spring's damping ratio, and the
/// duration the one whose exact root is the spring's `4·k/m`; Reanimated's bisection at that
/// duration (or, since the form is many-to-one, at one within 1e-4 relative of it) must give that
/// `4·k/m` again to 1e-12, or the spring is refused with the stiffness Reanimated would give
/// instead: a spring whose stiffness is not one of the bisection's midpoints cannot be written
/// in this form.
/// Source: software-mansion/react-native-reanimated, Reanimated 4,
/// `packages/react-native-reanimated/src/animation/spring/springUtils.ts` (commit 0893dd90:
/// `calculateNewStiffnessToMatchDuration`, `bisectRoot`, `getEnergy`), `spring.ts` (commit
/// 01e4626e: `useDuration = !!(duration || dampingRatio)`, defaults 550 ms and ζ 1,
/// `energyThreshold` 6e-9).
///
/// Units: `duration` is in **milliseconds**, as Reanimated takes it (its "perceptual" duration;
/// the energy criterion is met at 1.5 times it).
/// Range: duration > 0 (0 skips the animation), dampingRatio > 0. Representable springs:
/// damped springs whose `4·k/m` is a value Reanimated's bisection returns, below 8000.
/// Accuracy: bit for bit with Reanimated's bisection (same operations; `exp` may differ from
/// V8's in the last bit, which moves no midpoint in the tests). Cost: up to 100 bisection steps,
/// each a few `exp` and square roots.
public struct ReanimatedDurationParameters: SpringParameterization {
    /// ``FamilyForm/reanimatedMs``.
    public static let form = FamilyForm.reanimatedMs

    /// The values, keyed: `.duration: duration, .dampingRatio: dampingRatio`.
    public var parameters: SpringParameters { [.duration: duration, .dampingRatio: dampingRatio] }

    /// Reanimated v4's default duration, 550 ms (`GentleSpringConfigWithDuration`).
    public static let defaultDuration = 550.0
    /// Reanimated v4's default damping ratio, 1.
    public static let defaultDampingRatio = 1.0
    /// Reanimated v4's `energyThreshold` default, 6e-9.
    public static let energyThreshold = 6e-9
    /// Reanimated's `perceptualCoefficient`: the energy criterion holds at 1.5 × the duration.
    public static let perceptualCoefficient = 1.5
    /// The top of Reanimated's bisection interval, 8000 (its cap on the stiffness).
    public static let maximumStiffness = 8000.0

    /// The perceptual duration in milliseconds, > 0.
    public var duration: Double
    /// The damping ratio ζ, > 0.
    public var dampingRatio: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double = ReanimatedDurationParameters.defaultDuration,
                dampingRatio: Double = ReanimatedDurationParameters.defaultDampingRatio) {
        self.duration = duration
        self.dampingRatio = dampingRatio
    }

    /// Reanimated's `getEnergy`: `½k·x² + ½m·v²`, in its order.
    static func energy(_ displacement: Double, _ velocity: Double, stiffness: Double, mass: Double) -> Double {
        0.5 * stiffness * (displacement * displacement) + 0.5 * mass * (velocity * velocity)
    }

    /// The stiffness Reanimated's `calculateNewStiffnessToMatchDuration` gives at mass
    /// `mass` (4 unless the config had one) for a start `displacement` = `from − to` and an
    /// initial `velocity` (units per second), with the default energy threshold: its bisection,
    /// in its order of operations.
    /// - Cost: at most 100 iterations of a few `exp` and square roots.
    public static func stiffness(duration: Double, dampingRatio zeta: Double, displacement x0: Double = -1,
                                 velocity v0: Double = 0, mass m: Double = ReanimatedParameters.defaultMass) -> Double {
        let threshold = energyThreshold
        let settlingDuration = (duration * perceptualCoefficient) / 1000
        func f(_ stiffness: Double) -> Double {
            let omega0 = (stiffness / m).squareRoot() * zeta
            let decay = Double.exp(-omega0 * settlingDuration)
            let xtk = (x0 + (v0 + x0 * omega0) * settlingDuration) * decay
            let vtk = (x0 + (v0 + x0 * omega0) * settlingDuration) * decay * -omega0 + (v0 + x0 * omega0) * decay
            let e0 = energy(x0, v0, stiffness: stiffness, mass: m)
            let etk = energy(xtk, vtk, stiffness: stiffness, mass: m)
            return etk / e0 - threshold
        }
        // bisectRoot({ min: Number.EPSILON, max: 8e3, precision: threshold·1e-3, maxIterations: 100 })
        var low = Double.ulpOfOne, high = maximumStiffness
        let precision = threshold * 1e-3
        let direction: Double = f(high) >= f(low) ? 1 : -1
        var remaining = 100
        var current = (high + low) / 2
        while Swift.abs(f(current)) > precision && remaining > 0 {
            remaining -= 1
            if f(current) * direction < 0 { low = current } else { high = current }
            current = (low + high) / 2
        }
        return current
    }

    /// The exact root of Reanimated's criterion at rest (`v0 = 0`), at mass 4: `k = 4·ω0²`,
    /// `ω0 = u/(ζ·T)`, `u` the root of `(1 + u)² + ζ²u² = 6e-9·e^{2u}` past the maximum, `T =
    /// 1.5·duration/1000`. Not capped at 8000. Accuracy: a few ulps. Cost: ~60 bisection steps.
    public static func exactStiffness(duration: Double, dampingRatio zeta: Double) -> Double {
        let u = criterionRoot(dampingRatio: zeta)
        let omega = u / (zeta * perceptualCoefficient * duration / 1000)
        return ReanimatedParameters.defaultMass * omega * omega
    }

    /// The root `u > 0` of `ln((1 + u)² + ζ²u²) − 2u = ln 6e-9` (the left side decreases past
    /// `u = max(0, (ζ² − 1)/(ζ² + 1))`, where it is ≥ 0), by bisection to the last bit.
    static func criterionRoot(dampingRatio zeta: Double) -> Double {
        let target = Double.log(energyThreshold)
        func h(_ u: Double) -> Double { Double.log((1 + u) * (1 + u) + zeta * zeta * u * u) - 2 * u - target }
        var low = Swift.max(0, (zeta * zeta - 1) / (zeta * zeta + 1)), high = 1.0
        while h(high) > 0 { high *= 2 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if h(mid) > 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// `value` when finite and > 0.
    /// - Throws: ``SpringError`` naming `name`.
    static func checked(_ value: Double, _ name: String, because reason: String) throws(SpringError) -> Double {
        guard value.isFinite, value > 0 else {
            throw SpringError(parameter: name, value: value, allowed: "finite and > 0 (\(reason))")
        }
        return value
    }

    /// The spring Reanimated animates at rest at the start, with its motion kept at `mass`:
    /// at mass 4 it is `Spring(mass: 4, stiffness: k, damping: 2ζ√(4k))`, k from
    /// ``stiffness(duration:dampingRatio:displacement:velocity:mass:)``; at mass m, k·m/4 and c·m/4.
    /// - Throws: ``SpringError`` naming `duration`, `dampingRatio` or `mass`.
    public func spring(mass: Double = ReanimatedParameters.defaultMass) throws(SpringError) -> Spring {
        try spring(mass: mass, displacement: -1, velocity: 0)
    }

    /// The spring Reanimated animates for a start `displacement` (`from − to`) and initial
    /// `velocity` (units per second), its motion kept at `mass`.
    /// - Throws: ``SpringError`` naming `duration`, `dampingRatio` or `mass`.
    public func spring(mass: Double, displacement: Double, velocity: Double) throws(SpringError) -> Spring {
        let d = try Self.checked(duration, "duration", because: "Reanimated skips the animation for a duration of 0")
        let z = try Self.checked(dampingRatio, "dampingRatio", because: "Reanimated skips the animation otherwise")
        let m4 = ReanimatedParameters.defaultMass
        let k = Self.stiffness(duration: d, dampingRatio: z, displacement: displacement, velocity: velocity)
        let c = 2 * z * (k * m4).squareRoot()
        return try Spring.fromUnitMass(stiffness: k / m4, damping: c / m4, mass: mass, blaming: "duration", value: d)
    }

    /// The duration and damping ratio Reanimated turns into this spring's motion.
    /// - Throws: ``NotRepresentable`` for an undamped spring, and when Reanimated's bisection
    ///   gives another stiffness at the duration whose exact root is the spring (naming both).
    public init(representing spring: Spring) throws(NotRepresentable) {
        let zeta = spring.dampingRatio
        guard zeta > 0 else { throw NotRepresentable("Reanimated requires dampingRatio > 0") }
        let m4 = ReanimatedParameters.defaultMass
        let k = spring.stiffness / spring.mass * m4
        let omega = (k / m4).squareRoot()
        let u = Self.criterionRoot(dampingRatio: zeta)
        let exact = 1000 * u / (Self.perceptualCoefficient * zeta * omega)
        guard exact.isFinite, exact > 0 else {
            throw NotRepresentable("no duration gives this spring in Reanimated's time form")
        }
        // The form is many-to-one: the durations near the exact one that give k.
        let tries = [0.0] + (1...12).flatMap { j -> [Double] in let s = Double(j) * 1e-5; return [s, -s] }
        for step in tries {
            let duration = exact * (1 + step)
            let reached = Self.stiffness(duration: duration, dampingRatio: zeta)
            if Swift.abs(reached - k) <= 1e-12 * k {
                self.init(duration: duration, dampingRatio: zeta)
                return
            }
        }
        let reached = Self.stiffness(duration: exact, dampingRatio: zeta)
        if k >= Self.maximumStiffness {
            throw NotRepresentable("Reanimated caps k at 8000 at mass 4; this spring's is \(k.shortForMessages)")
        }
        throw NotRepresentable("Reanimated's k is \(Self.digits(reached)) (mass 4) at \(Self.digits(exact)) ms; \(Self.digits(k)) is the exact root")
    }

    /// `value` to 8 significant digits, for a reason short enough to show beside the spring.
    static func digits(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return value.description }
        let exponent = Int(Double.log10(Swift.abs(value)).rounded(.down))
        let scale = Double.pow(10, Double(7 - exponent))
        let text = ((value * scale).rounded() / scale).description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

#if !hasFeature(Embedded)
extension ReanimatedDurationParameters: Codable {}
#endif
