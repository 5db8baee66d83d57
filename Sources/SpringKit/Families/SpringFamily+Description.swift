/// Each family's description, read from its type (``parameterization``): its parameters with
/// their ranges, units and scales, and how the family relates to mass. The spec parser, the
/// conversions, fits, sweeps, help texts and the studio read it.
extension SpringFamily {
    /// The parameters a spec of this family may hold besides the common ones
    /// (``commonParameters``), in their canonical order
    /// (``SpringFamilyParameterization/familyParameters``).
    ///
    /// Ranges are those the family's conversion enforces (see each parameter type:
    /// ``PhysicalParameters``, ``ResponseParameters``, ``SwiftUIParameters``,
    /// ``MotionParameters``/``MotionVisualParameters``, ``SettlingParameters``,
    /// ``POPParameters``, ``OrigamiParameters``, ``AndroidParameters``, ``FlutterParameters``,
    /// ``AnimeParameters``, ``SvelteParameters``, ``ElasticParameters``).
    public var parameters: [FamilyParameter] { parameterization.familyParameters }

    /// Parameters every family accepts: the mass and the motion.
    public static let commonParameters: [FamilyParameter] = [
        FamilyParameter(.mass, aliases: ["m"], isRequired: false, defaultValue: 1, range: .positive,
                        scale: .logarithmic, controlRange: 0.05...10,
                        summary: "the mass; families other than physical keep their motion at any mass"),
        FamilyParameter(.velocity, isRequired: false, defaultValue: 0, range: .finite, unit: "step/s", scale: .linear,
                        summary: "the initial velocity in steps per second (Core Animation's convention)"),
        FamilyParameter(.absoluteVelocity, isRequired: false, range: .finite, unit: "units/s", scale: .linear,
                        summary: "the initial velocity in units per second (instead of velocity)"),
        FamilyParameter(.from, isRequired: false, defaultValue: 0, range: .finite, scale: .linear,
                        summary: "the start value"),
        FamilyParameter(.to, isRequired: false, defaultValue: 1, range: .finite, scale: .linear,
                        summary: "the target value"),
    ]

    /// The description of `key` in this family, or among the common parameters (the mass as
    /// the family describes it when it narrows it: ``SpringFamilyParameterization/massParameter``).
    public func parameter(_ key: SpringParameter) -> FamilyParameter? {
        if key == .mass, let mass = parameterization.massParameter { return mass }
        return parameters.first { $0.key == key } ?? Self.commonParameters.first { $0.key == key }
    }

    /// Whether the family's own values set the motion's initial velocity (Svelte's start at rest,
    /// GSAP's elastic ease: ``SpringFamilyParameterization/impliedVelocity(_:)``), so that a
    /// spec of it takes no `velocity` or `absoluteVelocity`.
    public var impliesVelocity: Bool {
        ((try? parameterization.impliedVelocity([:])) ?? nil) != nil
    }
    /// The mass a spec of this family has when it gives none: the family's own default
    /// (Reanimated's 4, ``SpringFamilyParameterization/massParameter``), else 1.
    public var defaultMass: Double { parameter(.mass)?.defaultValue ?? 1 }

    /// Whether the family's parameters describe a motion, defined at mass 1: the spring at
    /// mass m is `k·m`, `c·m`, so the mass changes the spring but not its motion. `false` for
    /// ``physical`` and ``jnw``, whose parameters are the spring itself.
    public var keepsMotionAcrossMass: Bool { parameterization.keepsMotionAcrossMass }

    /// The forms the family converts to: ``FamilyForm/motion`` and
    /// ``FamilyForm/motionVisual`` for ``motion``; ``FamilyForm/physical`` for ``jnw``
    /// (JNWSpringAnimation takes physical parameters).
    public var forms: [FamilyForm] { parameterization.formParameterizations.map { $0.form } }
}
