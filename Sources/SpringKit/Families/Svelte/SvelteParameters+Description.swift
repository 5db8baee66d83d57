extension FamilyForm {
    /// Svelte `spring(value, { stiffness, damping, precision })` at a frame rate (``SvelteParameters``).
    public static let svelte = FamilyForm("svelte", writtenBy: SvelteParameters.self)
}

/// The Svelte family's description: its keys, ranges and defaults, the frame rate it is read
/// at, and the initial velocity its start at rest implies.
extension SvelteParameters: SpringFamilyParameterization {
    /// `stiffness`, `damping`.
    public static let keys: [SpringParameter] = [.stiffness, .damping]

    /// `frameRate`, the rate the values are read at (60 unless given), and `precision`,
    /// Svelte's settling threshold kept beside the spring (0.01 when converted): neither is
    /// fitted.
    public static let optionalKeys: [SpringParameter] = [.frameRate, .precision]

    /// Aliasing and Svelte's ranges at the frame rate.
    public static let limits = "springs oscillating at or above half the frame rate (60 Hz unless given), or whose stiffness or damping at that rate would leave [0, 1]"

    /// "Svelte stiffness / damping (per frame)".
    public static let title = "Svelte stiffness / damping (per frame)"

    /// `stiffness`, `damping`, `precision` and `frameRate`, none required, with Svelte's
    /// defaults (0.15, 0.8, 0.01) and 60 Hz.
    public static let familyParameters = [
        FamilyParameter(.stiffness, aliases: ["k"], isRequired: false, defaultValue: defaultStiffness,
                        range: ParameterRange(lowerBound: 0, includesLowerBound: false, upperBound: 1, includesUpperBound: true),
                        scale: .logarithmic, controlRange: 0.01...1,
                        summary: "Svelte's stiffness per frame (0.15 by default)"),
        FamilyParameter(.damping, aliases: ["c"], isRequired: false, defaultValue: defaultDamping,
                        range: ParameterRange(lowerBound: 0, includesLowerBound: true, upperBound: 1, includesUpperBound: false),
                        scale: .linear, controlRange: 0.05...0.95,
                        summary: "Svelte's damping per frame (0.8 by default; at 1 no spring: each frame forgets the velocity)"),
        FamilyParameter(.precision, isRequired: false, defaultValue: defaultPrecision, range: .positive,
                        scale: .logarithmic,
                        summary: "Svelte's settling threshold in units of the value (0.01 by default): its engine's rule, not the spring"),
        FamilyParameter(.frameRate, isRequired: false, defaultValue: defaultFrameRate,
                        range: FrameRate.allowed,
                        unit: "Hz", scale: .logarithmic,
                        summary: "the display's frame rate the frames run at (60 by default): the same stiffness and damping are another spring at another rate"),
    ]

    /// Svelte's reading: its defaults for what is not given, at the spec's frame rate.
    /// - Throws: ``SpringError`` naming `mass` (first), then the value out of range or making
    ///   no spring (``SvelteParameters/spring(mass:)``).
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        return try reading(values).spring(mass: m)
    }

    /// The values a spec gives, Svelte's defaults for the others.
    public static func reading(_ values: SpringParameters) -> SvelteParameters {
        SvelteParameters(stiffness: values[.stiffness] ?? defaultStiffness, damping: values[.damping] ?? defaultDamping,
                         precision: values[.precision] ?? defaultPrecision, frameRate: values[.frameRate] ?? defaultFrameRate)
    }

    /// Svelte starts at rest one frame back (`e(−1/f) = e(0)`): the equivalent spring's motion
    /// has the velocity ``SvelteParameters/impliedVelocity()``.
    public static func impliedVelocity(_ values: SpringParameters) throws(SpringError) -> Double? {
        try reading(values).impliedVelocity()
    }

    /// Svelte's stiffness and damping at 60 Hz for the motion (the frame rate and precision are
    /// not fitted).
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        inverseParameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass)
    }
}
