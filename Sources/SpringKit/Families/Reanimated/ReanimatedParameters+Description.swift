extension FamilyForm {
    /// Reanimated v4 `withSpring({ mass, stiffness, damping })` (``ReanimatedParameters``).
    public static let reanimated = FamilyForm("reanimated", writtenBy: ReanimatedParameters.self)
}

/// The Reanimated v4 family's description: its keys, ranges and scales, its two forms (physics
/// and duration/dampingRatio), and how a spec in it is read (as `withSpring` reads its config).
extension ReanimatedParameters: SpringFamilyParameterization {
    /// `mass`, `stiffness`, `damping`.
    public static let keys: [SpringParameter] = [.mass, .stiffness, .damping]

    /// Reanimated's check of its config.
    public static let limits = "undamped springs: Reanimated requires damping > 0"

    /// "Reanimated 4 mass / stiffness / damping".
    public static let title = "Reanimated 4 mass / stiffness / damping"

    /// `stiffness`, `damping`, `duration` (ms) and `dampingRatio`, none required, with
    /// Reanimated v4's defaults.
    public static let familyParameters = [
        FamilyParameter(.stiffness, aliases: ["k"], isRequired: false, defaultValue: defaultStiffness,
                        range: .positive, scale: .logarithmic, controlRange: 10...5000,
                        summary: "the stiffness k at the spec's mass (900 by default; not with duration or dampingRatio)"),
        FamilyParameter(.damping, aliases: ["c"], isRequired: false, defaultValue: defaultDamping,
                        range: .positive, scale: .logarithmic, controlRange: 1...500,
                        summary: "the damping coefficient c (120 by default; not with duration or dampingRatio)"),
        FamilyParameter(.duration, isRequired: false, defaultValue: ReanimatedDurationParameters.defaultDuration,
                        range: .positive, unit: "ms", scale: .logarithmic, controlRange: 100...3000,
                        summary: "the perceptual duration in milliseconds, as Reanimated takes it (550 with a dampingRatio alone): Reanimated bisects the stiffness at mass 4 until the energy left at 1.5 × it is 6e-9"),
        FamilyParameter(.dampingRatio, isRequired: false,
                        defaultValue: ReanimatedDurationParameters.defaultDampingRatio,
                        range: .positive, scale: .linear, controlRange: 0.1...2,
                        summary: "the damping ratio ζ (1 with a duration alone); Reanimated draws ζ ≥ 1 as critically damped"),
    ]

    /// The mass as Reanimated v4 defaults it: 4 (any mass > 0); the time form keeps its motion
    /// at the spec's mass.
    public static let massParameter: FamilyParameter? = FamilyParameter(
        .mass, aliases: ["m"], isRequired: false, defaultValue: defaultMass, range: .positive,
        scale: .logarithmic, controlRange: 0.1...20,
        summary: "the mass (4 by default, Reanimated's); the duration form keeps its motion at any mass > 0")

    /// The physics form, then the duration form (``ReanimatedDurationParameters``).
    public static var forms: [FormParameterization] {
        [FormParameterization(ReanimatedParameters.self), FormParameterization(ReanimatedDurationParameters.self)]
    }

    /// Reanimated's `mass`, `stiffness` and `damping` are the spring itself.
    public static var keepsMotionAcrossMass: Bool { false }

    /// The error for `stiffness` or `damping` with `duration` or `dampingRatio`: Reanimated's
    /// config type forbids mixing them (and `withSpring` would ignore the physics values).
    /// Names the later key in ``familyParameters`` order; `nil` otherwise.
    public static func combinationError(of keys: Set<SpringParameter>) -> SpringError? {
        let physics = familyParameters.map({ $0.key }).filter { [.stiffness, .damping].contains($0) && keys.contains($0) }
        let time = familyParameters.map({ $0.key }).filter { [.duration, .dampingRatio].contains($0) && keys.contains($0) }
        guard let first = physics.first, let other = time.first else { return nil }
        return SpringError(parameter: other.rawValue, value: "with \(first.rawValue)",
                           allowed: "absent: Reanimated's config takes mass, stiffness and damping or duration and dampingRatio, not both")
    }

    /// `withSpring`'s reading of its config: a `duration` or `dampingRatio` is the time form
    /// (550 ms and ζ 1 by default, mass 4, motion kept at the spec's mass); else the physics form
    /// with the spec's mass (4 by default) and Reanimated's defaults (stiffness 900, damping 120).
    /// - Throws: ``SpringError`` naming `mass` (checked first), a value ≤ 0, or a combination
    ///   Reanimated's config type forbids (``combinationError(of:)``).
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        for parameter in familyParameters {
            guard let value = values[parameter.key] else { continue }
            _ = try checkedPositive(value, parameter.name)
        }
        if let error = combinationError(of: Set(values.keys)) { throw error }
        if let time = durationForm(values) { return try time.spring(mass: m) }
        return try ReanimatedParameters(mass: m, stiffness: values[.stiffness] ?? defaultStiffness,
                                        damping: values[.damping] ?? defaultDamping).spring()
    }

    /// The time form `values` give, when they give a `duration` or `dampingRatio`.
    static func durationForm(_ values: SpringParameters) -> ReanimatedDurationParameters? {
        guard values[.duration] != nil || values[.dampingRatio] != nil else { return nil }
        return ReanimatedDurationParameters(duration: values[.duration] ?? ReanimatedDurationParameters.defaultDuration,
                                            dampingRatio: values[.dampingRatio] ?? ReanimatedDurationParameters.defaultDampingRatio)
    }

    /// A time-form spec's spring with its own motion: Reanimated's bisection depends on the
    /// initial velocity relative to the distance (`x0 = from − to`, `v0` in units per second),
    /// so a spec with a velocity gets the stiffness Reanimated computes for it.
    public static func complete(_ setup: inout SpringSetup, from spec: SpringSpec) {
        guard setup.motion.absoluteVelocity != 0 else { return }
        var values = SpringParameters()
        for key in [SpringParameter.duration, .dampingRatio] { values[key] = spec[key] }
        guard let time = durationForm(values),
              let spring = try? time.spring(mass: setup.spring.mass, displacement: setup.motion.from - setup.motion.to,
                                            velocity: setup.motion.absoluteVelocity) else { return }
        setup.spring = spring
    }

    /// Each form's inverse of the spring `k = ω0²·m`, `c = 2ζω0·m`, without the mass (a common
    /// key).
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        inverseParameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass, excluding: [.mass])
    }
}

extension FamilyForm {
    /// Reanimated v4 `withSpring({ duration, dampingRatio })`, duration in ms
    /// (``ReanimatedDurationParameters``).
    public static let reanimatedMs = FamilyForm("reanimatedMs", writtenBy: ReanimatedDurationParameters.self)
}

/// The Reanimated v4 family's duration form (listed by ``ReanimatedParameters/forms``).
extension ReanimatedDurationParameters {
    /// `duration` (ms), `dampingRatio`.
    public static let keys: [SpringParameter] = [.duration, .dampingRatio]

    /// Reanimated's bisection and cap.
    public static let limits = "springs whose stiffness at mass 4 is not a value Reanimated's bisection returns (it stops within about 1e-4 of the exact root) or is over 8000 (its cap), and undamped ones"

    /// "Reanimated 4 duration (ms) / dampingRatio".
    public static let title = "Reanimated 4 duration (ms) / dampingRatio"
}
