extension FamilyForm {
    /// anime.js `spring({ mass, stiffness, damping })` (``AnimeParameters``).
    public static let anime = FamilyForm("anime", writtenBy: AnimeParameters.self)
}

/// The anime.js family's description: its keys, ranges and scales, its two forms (physics and
/// bounce/duration), and how a spec in it is read (as anime.js's `Spring` constructor reads
/// its parameters).
extension AnimeParameters: SpringFamilyParameterization {
    /// `mass`, `stiffness`, `damping`.
    public static let keys: [SpringParameter] = [.mass, .stiffness, .damping]

    /// anime.js's clamps of the physics parameters.
    public static let limits = "springs with mass outside [1, 10000] or stiffness or damping outside [1e-11, 10000]: anime.js clamps them"

    /// "anime.js mass / stiffness / damping".
    public static let title = "anime.js mass / stiffness / damping"

    /// `stiffness`, `damping`, `duration` (ms) and `bounce`, none required, with anime.js's
    /// defaults and ranges (its clamps).
    public static let familyParameters = [
        FamilyParameter(.stiffness, aliases: ["k"], isRequired: false, defaultValue: defaultStiffness,
                        range: closed(coefficientRange), scale: .logarithmic, controlRange: 1...2000,
                        summary: "the stiffness k at the spec's mass (100 by default; not with bounce or duration)"),
        FamilyParameter(.damping, aliases: ["c"], isRequired: false, defaultValue: defaultDamping,
                        range: closed(coefficientRange), scale: .logarithmic, controlRange: 0.1...100,
                        summary: "the damping coefficient c (10 by default; not with bounce or duration)"),
        FamilyParameter(.duration, isRequired: false, defaultValue: AnimeBounceParameters.defaultDuration,
                        range: closed(AnimeBounceParameters.durationRange), unit: "ms", scale: .logarithmic,
                        controlRange: 50...3000,
                        summary: "the perceived duration in milliseconds, as anime.js takes it (628 with a bounce alone): the period 2π/ω0 before anime rounds k and c to 3 decimals"),
        FamilyParameter(.bounce, isRequired: false, defaultValue: AnimeBounceParameters.defaultBounce,
                        range: closed(AnimeBounceParameters.bounceRange), scale: .linear, controlRange: -0.95...0.95,
                        summary: "the bounce (0.5 with a duration alone): 0 is critically damped, negative overdamped; anime caps c at 300"),
    ]

    /// The mass as anime.js's physics form takes it: [1, 10000] (anime clamps it), the studio's
    /// slider over 1…10; the bounce/duration form keeps its motion at any mass > 0.
    public static let massParameter: FamilyParameter? = FamilyParameter(
        .mass, aliases: ["m"], isRequired: false, defaultValue: defaultMass, range: closed(massRange),
        scale: .logarithmic, controlRange: 1...10,
        summary: "the mass (1 by default): anime.js clamps it to [1, 10000] in its physics form; the bounce/duration form keeps its motion at any mass > 0")

    /// `range` as a closed ``ParameterRange``.
    static func closed(_ range: ClosedRange<Double>) -> ParameterRange {
        ParameterRange(lowerBound: range.lowerBound, includesLowerBound: true,
                       upperBound: range.upperBound, includesUpperBound: true)
    }

    /// The physics form, then the bounce/duration form (``AnimeBounceParameters``).
    public static var forms: [FormParameterization] { [FormParameterization(AnimeParameters.self), FormParameterization(AnimeBounceParameters.self)] }

    /// anime.js's `mass`, `stiffness` and `damping` are the spring itself (the bounce/duration
    /// form, defined at mass 1, keeps its motion at the spec's mass).
    public static var keepsMotionAcrossMass: Bool { false }

    /// The error for `stiffness` or `damping` with `duration` or `bounce`: anime.js then
    /// ignores the physics values (`calculateSDFromBD` overwrites them), so the spec would not
    /// mean what it says. Names the later key in ``familyParameters`` order; `nil` otherwise.
    public static func combinationError(of keys: Set<SpringParameter>) -> SpringError? {
        let physics = familyParameters.map({ $0.key }).filter { [.stiffness, .damping].contains($0) && keys.contains($0) }
        let time = familyParameters.map({ $0.key }).filter { [.duration, .bounce].contains($0) && keys.contains($0) }
        guard let first = physics.first, let other = time.first else { return nil }
        return SpringError(parameter: other.rawValue, value: "with \(first.rawValue)",
                           allowed: "absent: anime.js ignores stiffness, damping and mass when a bounce or duration is given")
    }

    /// anime.js's reading of its parameters: a `duration` or `bounce` is the bounce/duration
    /// form (628 ms and 0.5 by default; anime sets mass 1 and velocity 0, and the motion is kept
    /// at the spec's mass); else the physics form with the spec's mass and anime's defaults
    /// (stiffness 100, damping 10).
    /// - Throws: ``SpringError`` naming `mass` (checked first), a value outside anime.js's
    ///   ranges (in ``familyParameters`` order), or a combination anime.js ignores
    ///   (``combinationError(of:)``).
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        for parameter in familyParameters {
            guard let value = values[parameter.key] else { continue }
            guard parameter.range.contains(value) else {
                throw SpringError(parameter: parameter.name, value: value,
                                  allowed: "in \(parameter.range) (anime.js clamps \(parameter.name) to that range)")
            }
        }
        if let error = combinationError(of: Set(values.keys)) { throw error }
        if let bounce = bounceForm(values) { return try bounce.spring(mass: m) }
        return try AnimeParameters(mass: m, stiffness: values[.stiffness] ?? defaultStiffness,
                                   damping: values[.damping] ?? defaultDamping).spring()
    }

    /// The bounce/duration form `values` give, when they give a `duration` or `bounce` (the
    /// other defaulted): anime.js draws that form at mass 1 without velocity, whatever the
    /// spec's mass and velocity (``AnimeSpringRenderer/reading(_:options:)``; the exact motion
    /// keeps them). `nil` for the physics form.
    public static func bounceForm(_ values: SpringParameters) -> AnimeBounceParameters? {
        guard values[.duration] != nil || values[.bounce] != nil else { return nil }
        return AnimeBounceParameters(duration: values[.duration] ?? AnimeBounceParameters.defaultDuration,
                                     bounce: values[.bounce] ?? AnimeBounceParameters.defaultBounce)
    }

    /// Each form's inverse of the spring `k = ω0²·m`, `c = 2ζω0·m`, without the mass (a common
    /// key): `stiffness` and `damping` when anime.js keeps them, `duration` and `bounce` when
    /// its rounded formula gives the spring exactly.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        inverseParameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass, excluding: [.mass])
    }
}
