/// Each family's description: its parameters with their ranges, units and scales, and how the
/// family relates to mass. The spec parser, the conversions, fits, sweeps and help texts read it.
extension SpringFamily {
    /// The parameters a spec of this family may hold besides the common ones
    /// (``commonParameters``), in their canonical order.
    ///
    /// Ranges are those the family's conversion enforces (see each parameter type:
    /// ``PhysicalParameters``, ``ResponseParameters``, ``SwiftUIParameters``,
    /// ``MotionParameters``/``MotionVisualParameters``, ``SettlingParameters``,
    /// ``POPParameters``, ``OrigamiParameters``, ``AndroidParameters``).
    public var parameters: [FamilyParameter] {
        switch self {
        case .physical, .jnw:
            return [FamilyParameter(.stiffness, aliases: ["k"], range: .positive, scale: .logarithmic,
                                    summary: "the stiffness k"),
                    FamilyParameter(.damping, aliases: ["c"], range: .nonNegative, scale: .logarithmic,
                                    summary: "the damping coefficient c (0 is undamped)")]
        case .response:
            return [FamilyParameter(.response, range: .positive, unit: "s", scale: .logarithmic,
                                    summary: "the response: the undamped period 2π/ω0"),
                    FamilyParameter(.dampingRatio, range: .nonNegative, scale: .logarithmic,
                                    summary: "the damping ratio ζ (1 is critical)")]
        case .swiftui:
            return [FamilyParameter(.duration, range: .positive, unit: "s", scale: .logarithmic,
                                    summary: "the perceptual duration, equal to the response 2π/ω0"),
                    FamilyParameter(.bounce, range: ParameterRange(lowerBound: -1, includesLowerBound: false,
                                                                  upperBound: 1, includesUpperBound: true),
                                    scale: .linear,
                                    summary: "the bounce: 0 is critically damped, negative overdamped")]
        case .motion:
            // Read as Motion reads its options (MotionSpringOptions): none is required.
            return [FamilyParameter(.duration, isRequired: false, defaultValue: MotionSpringOptions.defaultDuration,
                                    range: .positive, unit: "s", scale: .logarithmic,
                                    summary: "Motion's duration (0.8 s when only a bounce is given; a visualDuration takes precedence)"),
                    FamilyParameter(.visualDuration, isRequired: false, range: .positive, unit: "s", scale: .logarithmic,
                                    summary: "Motion's visual duration, 1/1.2 of the undamped period; with neither bounce nor duration Motion ignores it and animates stiffness 100, damping 10"),
                    FamilyParameter(.bounce, isRequired: false, defaultValue: MotionParameters.defaultBounce,
                                    range: .finite, scale: .linear,
                                    summary: "Motion's bounce, ζ = clamp(1 − bounce, 0.05, 1); 0.3 by default with a duration, 0 with a visual duration")]
        case .settling:
            return [FamilyParameter(.settlingDuration, range: .positive, unit: "s", scale: .logarithmic,
                                    summary: "the settling duration: where the decay envelope reaches ε"),
                    FamilyParameter(.dampingRatio, range: ParameterRange(lowerBound: 0, includesLowerBound: false,
                                                                        upperBound: 1, includesUpperBound: true),
                                    scale: .logarithmic,
                                    summary: "the damping ratio ζ, also above ε/√(1+ε²) (lighter envelopes start below ε)"),
                    FamilyParameter(.epsilon, isRequired: false, defaultValue: SettlingParameters.defaultEpsilon,
                                    range: ParameterRange(lowerBound: 0, includesLowerBound: false,
                                                          upperBound: 1, includesUpperBound: false),
                                    scale: .logarithmic, summary: "the envelope threshold ε (SwiftUI's default 0.001)")]
        case .pop:
            let range = ParameterRange(lowerBound: POPParameters.range.lowerBound, includesLowerBound: true,
                                       upperBound: POPParameters.range.upperBound, includesUpperBound: true)
            return [FamilyParameter(.bounciness, range: range, scale: .linear,
                                    summary: "POP's bounciness (POP's default 4, React Native's 8)"),
                    FamilyParameter(.speed, range: range, scale: .linear,
                                    summary: "POP's speed (default 12)")]
        case .origami:
            return [FamilyParameter(.tension, range: .positive, scale: .linear,
                                    summary: "Origami's tension (0 would be stiffness 0)"),
                    FamilyParameter(.friction, range: .nonNegative, scale: .linear,
                                    summary: "Origami's friction (0 is undamped)")]
        case .android:
            return [FamilyParameter(.stiffness, range: .positive, unit: "1/s²", scale: .logarithmic,
                                    summary: "the stiffness at mass 1, ω0²"),
                    FamilyParameter(.dampingRatio, range: .nonNegative, scale: .logarithmic,
                                    summary: "the damping ratio ζ (1 is critical)")]
        }
    }

    /// Parameters every family accepts: the mass and the motion.
    public static let commonParameters: [FamilyParameter] = [
        FamilyParameter(.mass, aliases: ["m"], isRequired: false, defaultValue: 1, range: .positive,
                        scale: .logarithmic, summary: "the mass; families other than physical keep their motion at any mass"),
        FamilyParameter(.velocity, isRequired: false, defaultValue: 0, range: .finite, unit: "step/s", scale: .linear,
                        summary: "the initial velocity in steps per second (Core Animation's convention)"),
        FamilyParameter(.absoluteVelocity, isRequired: false, range: .finite, unit: "units/s", scale: .linear,
                        summary: "the initial velocity in units per second (instead of velocity)"),
        FamilyParameter(.from, isRequired: false, defaultValue: 0, range: .finite, scale: .linear,
                        summary: "the start value"),
        FamilyParameter(.to, isRequired: false, defaultValue: 1, range: .finite, scale: .linear,
                        summary: "the target value"),
    ]

    /// The description of `key` in this family, or among the common parameters.
    public func parameter(_ key: SpringParameter) -> FamilyParameter? {
        parameters.first { $0.key == key } ?? Self.commonParameters.first { $0.key == key }
    }

    /// Whether the family's parameters describe a motion, defined at mass 1: the spring at
    /// mass m is `k·m`, `c·m`, so the mass changes the spring but not its motion. `false` for
    /// ``physical`` and ``jnw``, whose parameters are the spring itself.
    public var keepsMotionAcrossMass: Bool {
        self != .physical && self != .jnw
    }

    /// The forms the family converts to: ``FamilyForm/motion`` and
    /// ``FamilyForm/motionVisual`` for ``motion``; ``FamilyForm/physical`` for ``jnw``
    /// (JNWSpringAnimation takes physical parameters).
    public var forms: [FamilyForm] {
        FamilyForm.allCases.filter { $0.family == self || (self == .jnw && $0 == .physical) }
    }
}
