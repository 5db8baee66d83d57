extension FamilyForm {
    /// Reanimated 3 `withSpring({ duration, dampingRatio, stiffness })`, duration in ms, at a
    /// distance of 1 (``Reanimated3Parameters``).
    public static let reanimated3 = FamilyForm("reanimated3", writtenBy: Reanimated3Parameters.self)
}

/// The Reanimated 3 family's description: its keys with Reanimated 3's defaults, its forms (the
/// time form, then the physics form it shares with Reanimated 4), and how a spec in it is read.
extension Reanimated3Parameters: SpringFamilyParameterization {
    /// `duration` (ms), `dampingRatio`, `stiffness`.
    public static let keys: [SpringParameter] = [.duration, .dampingRatio, .stiffness]

    /// The bisection's interval.
    public static let limits = "springs with ω0 ≤ 1 rad/s (Reanimated 3 finds the mass in [0, 100]) and undamped ones; read at a distance of 1"

    /// "Reanimated 3 duration (ms) / dampingRatio / stiffness".
    public static let title = "Reanimated 3 duration (ms) / dampingRatio / stiffness"

    /// `stiffness`, `damping`, `duration` (ms) and `dampingRatio`, none required, with
    /// Reanimated 3's defaults.
    public static let familyParameters = [
        FamilyParameter(.stiffness, aliases: ["k"], isRequired: false, defaultValue: defaultStiffness,
                        range: .positive, scale: .logarithmic, controlRange: 10...2000,
                        summary: "the stiffness k (100 by default); with a duration Reanimated keeps it and finds the mass"),
        FamilyParameter(.damping, aliases: ["c"], isRequired: false, defaultValue: defaultDamping,
                        range: .positive, scale: .logarithmic, controlRange: 0.5...200,
                        summary: "the damping coefficient c (10 by default; not with duration or dampingRatio)"),
        FamilyParameter(.duration, isRequired: false, defaultValue: defaultDuration,
                        range: .positive, unit: "ms", scale: .logarithmic, controlRange: 100...5000,
                        summary: "the duration in milliseconds, as Reanimated 3 takes it (2000 with a dampingRatio alone): the mass depends on the distance from → to, in pixels, and the animation ends at it"),
        FamilyParameter(.dampingRatio, isRequired: false, defaultValue: defaultDampingRatio,
                        range: .positive, scale: .linear, controlRange: 0.1...2,
                        summary: "the damping ratio ζ (0.5 with a duration alone); Reanimated draws ζ ≥ 1 as critically damped"),
    ]

    /// The time form, then the physics form (``ReanimatedParameters``, listed under `reanimated`).
    public static var forms: [FormParameterization] { [FormParameterization(Reanimated3Parameters.self), FormParameterization(ReanimatedParameters.self)] }

    /// Reanimated 3's `mass`, `stiffness` and `damping` are the spring itself.
    public static var keepsMotionAcrossMass: Bool { false }

    /// The error for `damping` with `duration` or `dampingRatio`: Reanimated's config type
    /// forbids it (and the time form ignores it). `nil` otherwise.
    public static func combinationError(of keys: Set<SpringParameter>) -> SpringError? {
        guard keys.contains(.damping), let other = [SpringParameter.duration, .dampingRatio].first(where: keys.contains) else { return nil }
        return SpringError(parameter: other.rawValue, value: "with damping",
                           allowed: "absent: Reanimated's config takes mass and damping or duration and dampingRatio, not both")
    }

    /// `withSpring`'s reading of its config (Reanimated 3): a `duration` or `dampingRatio` is
    /// the time form (2000 ms and ζ 0.5 by default, stiffness 100, distance 1 at rest; a spec's
    /// own distance and velocity are applied by ``complete(_:from:)``); else the physics form with
    /// the spec's mass and Reanimated 3's defaults (stiffness 100, damping 10).
    /// - Throws: ``SpringError`` naming `mass` (checked first), a value ≤ 0, or a combination
    ///   Reanimated's config type forbids.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        for parameter in familyParameters {
            guard let value = values[parameter.key] else { continue }
            _ = try ReanimatedParameters.checkedPositive(value, parameter.name)
        }
        if let error = combinationError(of: Set(values.keys)) { throw error }
        if let time = timeForm(values) { return try time.spring(mass: m) }
        return try ReanimatedParameters(mass: m, stiffness: values[.stiffness] ?? defaultStiffness,
                                        damping: values[.damping] ?? defaultDamping).spring()
    }

    /// The time form `values` give, when they give a `duration` or `dampingRatio`.
    static func timeForm(_ values: SpringParameters) -> Reanimated3Parameters? {
        guard values[.duration] != nil || values[.dampingRatio] != nil else { return nil }
        return Reanimated3Parameters(duration: values[.duration] ?? defaultDuration,
                                     dampingRatio: values[.dampingRatio] ?? defaultDampingRatio,
                                     stiffness: values[.stiffness] ?? defaultStiffness)
    }

    /// A time-form spec's spring over its own distance: Reanimated 3's mass depends on
    /// `x0 = to − from` and `v0` (units per second), so the spec's `from`, `to` and velocity are
    /// Reanimated's.
    public static func complete(_ setup: inout SpringSetup, from spec: SpringSpec) {
        guard let time = timeFormReading(spec.values, mass: setup.spring.mass, motion: setup.motion) else { return }
        setup.spring = time.spring
    }

    /// A time-form spring over `motion`'s own distance and velocity at `mass`, and the duration
    /// in milliseconds at which Reanimated 3 ends it
    /// (``ReanimatedSpringRenderer/timeFormDuration``); `nil` when `values` give no time form
    /// or no spring has it.
    public static func timeFormReading(_ values: SpringParameters, mass: Double,
                                       motion: Motion) -> (spring: Spring, duration: Double)? {
        guard let time = timeForm(values),
              let spring = try? time.spring(mass: mass, distance: motion.to - motion.from,
                                            velocity: motion.absoluteVelocity) else { return nil }
        return (spring, time.duration)
    }

    /// Each form's inverse of the spring `k = ω0²·m`, `c = 2ζω0·m`, without the mass (a common key).
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        inverseParameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass, excluding: [.mass])
    }
}
