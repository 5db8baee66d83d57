extension FamilyForm {
    /// Flutter `withDurationAndBounce` duration (ms) and bounce (``FlutterParameters``).
    public static let flutter = FamilyForm("flutter", writtenBy: FlutterParameters.self)
}

/// The Flutter family's description: its keys, ranges and scales, its forms (Flutter's three
/// `SpringDescription` constructors), and how a spec in it is read.
extension FlutterParameters: SpringFamilyParameterization {
    /// `duration`, `bounce`.
    public static let keys: [SpringParameter] = [.duration, .bounce]

    /// Flutter's whole milliseconds and its assertion on the duration.
    public static let limits = "springs whose period 2π/ω0 is not a whole number of milliseconds ≥ 1: Flutter reads Duration.inMilliseconds and asserts it > 0"

    /// "Flutter duration (ms) / bounce".
    public static let title = "Flutter duration (ms) / bounce"

    /// `stiffness`, `damping`, `dampingRatio`, `duration` (ms) and `bounce`, none required: the
    /// keys of one of Flutter's constructors (``constructorKeys``), with Flutter's defaults.
    public static let familyParameters = [
        FamilyParameter(.stiffness, aliases: ["k"], isRequired: false, range: .positive, scale: .logarithmic,
                        controlRange: 1...2000,
                        summary: "the stiffness k at the spec's mass (SpringDescription and withDampingRatio)"),
        FamilyParameter(.damping, aliases: ["c"], isRequired: false, range: .nonNegative, scale: .logarithmic,
                        controlRange: 0...120,
                        summary: "the damping coefficient c (SpringDescription; with stiffness, not with dampingRatio)"),
        FamilyParameter(.dampingRatio, isRequired: false, defaultValue: FlutterDampingRatioParameters.defaultDampingRatio,
                        range: .nonNegative, scale: .logarithmic, controlRange: 0.05...2,
                        summary: "withDampingRatio's ratio ζ (1, critical, by default; with stiffness)"),
        FamilyParameter(.duration, isRequired: false, defaultValue: FlutterParameters.defaultDuration,
                        range: ParameterRange(lowerBound: FlutterParameters.minimumDuration, includesLowerBound: true,
                                              upperBound: .infinity, includesUpperBound: false),
                        unit: "ms", scale: .logarithmic, controlRange: 50...3000, step: FlutterParameters.durationStep,
                        summary: "withDurationAndBounce's duration in whole milliseconds, as Duration(milliseconds:) takes it (500 by default): the period 2π/ω0"),
        FamilyParameter(.bounce, isRequired: false, defaultValue: FlutterParameters.defaultBounce,
                        range: ParameterRange(lowerBound: -1, includesLowerBound: false,
                                              upperBound: 1, includesUpperBound: true),
                        scale: .linear, controlRange: -0.95...0.95,
                        summary: "withDurationAndBounce's bounce (0 by default): 0 is critically damped, negative overdamped"),
    ]

    /// The duration form, `withDampingRatio` (``FlutterDampingRatioParameters``), and the plain
    /// `SpringDescription(mass:stiffness:damping:)`, which is the physical form.
    public static var forms: [FormParameterization] {
        [FormParameterization(FlutterParameters.self), FormParameterization(FlutterDampingRatioParameters.self),
         FormParameterization(PhysicalParameters.self)]
    }

    /// Flutter's `mass`, `stiffness` and `damping` are the spring itself (the duration form,
    /// defined at mass 1, keeps its motion at the spec's mass).
    public static var keepsMotionAcrossMass: Bool { false }

    /// The keys of each of Flutter's constructors, as a spec names them (the mass is common).
    public static let constructorKeys: [(name: String, keys: Set<SpringParameter>)] = [
        ("SpringDescription", [.stiffness, .damping]),
        ("withDampingRatio", [.stiffness, .dampingRatio]),
        ("withDurationAndBounce", [.duration, .bounce]),
    ]

    /// The error for family keys that no single Flutter constructor takes together (`damping`
    /// with `dampingRatio`, or either with `duration` or `bounce`), naming the later key in
    /// ``familyParameters`` order; `nil` when they fit one constructor.
    public static func combinationError(of keys: Set<SpringParameter>) -> SpringError? {
        let own = familyParameters.map({ $0.key }).filter { keys.contains($0) }
        guard !constructorKeys.contains(where: { $0.keys.isSuperset(of: own) }) else { return nil }
        // The first key, with the one that cannot join it.
        for (index, key) in own.enumerated() {
            for other in own[(index + 1)...] where !constructorKeys.contains(where: { $0.keys.isSuperset(of: [key, other]) }) {
                return SpringError(parameter: other.rawValue, value: "with \(key.rawValue)",
                                   allowed: "absent: no Flutter constructor takes both (SpringDescription takes stiffness and damping, withDampingRatio stiffness and dampingRatio, withDurationAndBounce duration and bounce)")
            }
        }
        return nil
    }

    /// The constructor the keys name: `damping` → `SpringDescription(mass:stiffness:damping:)`;
    /// else `stiffness` or `dampingRatio` → `withDampingRatio` (ratio 1 by default); else
    /// `withDurationAndBounce` (500 ms and bounce 0 by default), at the spec's mass. The
    /// duration is taken at any value ≥ 1 ms here (``FlutterParameters/continuousSpring(mass:)``);
    /// ``SpringFamily/spring(_:mass:)`` holds it to whole milliseconds (``FlutterParameters/durationStep``).
    /// - Throws: ``SpringError`` naming `mass` or a value out of range (checked first, in
    ///   ``familyParameters`` order), a key no constructor takes with the others
    ///   (``combinationError(of:)``), or a missing `stiffness`.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        if let k = values[.stiffness] { _ = try Validate.positive(k, "stiffness") }
        if let c = values[.damping] { _ = try Validate.nonNegative(c, "damping") }
        if let zeta = values[.dampingRatio] { _ = try Validate.nonNegative(zeta, "dampingRatio") }
        if let duration = values[.duration] { _ = try validDuration(duration) }
        if let bounce = values[.bounce] { _ = try dampingRatio(bounce: bounce) }
        if let error = combinationError(of: Set(values.keys)) { throw error }
        if let damping = values[.damping] {
            guard let stiffness = values[.stiffness] else { throw missingStiffness("SpringDescription takes mass, stiffness and damping") }
            return try PhysicalParameters(mass: m, stiffness: stiffness, damping: damping).spring()
        }
        if values[.stiffness] != nil || values[.dampingRatio] != nil {
            guard let stiffness = values[.stiffness] else { throw missingStiffness("withDampingRatio takes mass, stiffness and ratio") }
            return try FlutterDampingRatioParameters(mass: m, stiffness: stiffness,
                                                     dampingRatio: values[.dampingRatio] ?? FlutterDampingRatioParameters.defaultDampingRatio)
                .spring()
        }
        return try FlutterParameters(duration: values[.duration] ?? defaultDuration,
                                     bounce: values[.bounce] ?? defaultBounce).continuousSpring(mass: m)
    }

    /// The error for a `damping` or `dampingRatio` given without a stiffness.
    static func missingStiffness(_ constructor: String) -> SpringError {
        SpringError(parameter: "stiffness", value: "missing", allowed: "given (\(constructor))")
    }

    /// Each form's inverse of the spring `k = ω0²·m`, `c = 2ζω0·m`, without the mass (a common
    /// key): `stiffness`, `damping`, `dampingRatio` always, and `duration` and `bounce` by the
    /// continuous inverse (``FlutterParameters/continuousValues(naturalFrequency:dampingRatio:)``:
    /// the period unrounded) when it is at least 1 ms (as the inverse, to its tolerance), where fits start and settle on whole
    /// milliseconds themselves.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        var values = inverseParameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass, excluding: [.mass])
        guard !values.isEmpty else { return values }
        let continuous = FlutterParameters.continuousValues(naturalFrequency: omega, dampingRatio: zeta)
        if continuous.duration >= FlutterParameters.minimumDuration * (1 - FlutterParameters.wholeDurationTolerance) {
            values[.duration] = Swift.max(continuous.duration, FlutterParameters.minimumDuration)
            values[.bounce] = continuous.bounce
        }
        return values
    }
}
