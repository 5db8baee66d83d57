extension FamilyForm {
    /// GSAP / Rive / Phaser `elastic.out(amplitude, period)` over a duration (``ElasticParameters``).
    public static let elastic = FamilyForm("elastic", writtenBy: ElasticParameters.self)
}

/// The elastic family's description: its keys, ranges and defaults, and the initial velocity
/// its ease implies.
extension ElasticParameters: SpringFamilyParameterization {
    /// `duration`, `amplitude`, `period`.
    public static let keys: [SpringParameter] = [.duration, .amplitude, .period]

    /// Undamped and non-oscillating springs.
    public static let limits = "springs with no damping or with ζ ≥ 1: elastic.out always decays and oscillates"

    /// "GSAP elastic.out (amplitude, period) over a duration (s)".
    public static let title = "GSAP elastic.out (amplitude, period) over a duration (s)"

    /// `duration` (s), `amplitude` and `period`, none required, with GSAP's defaults.
    public static let familyParameters = [
        FamilyParameter(.duration, isRequired: false, defaultValue: defaultDuration, range: .positive, unit: "s",
                        scale: .logarithmic, controlRange: 0.1...5,
                        summary: "the tween's duration in seconds, as GSAP takes it (0.5 by default)"),
        FamilyParameter(.amplitude, isRequired: false, defaultValue: defaultAmplitude, range: .positive,
                        scale: .logarithmic, controlRange: 0.2...5,
                        summary: "elastic's amplitude (1 by default): above 1 a larger start velocity, below 1 a longer period"),
        FamilyParameter(.period, isRequired: false, defaultValue: defaultPeriod, range: .positive,
                        scale: .logarithmic, controlRange: 0.05...2,
                        summary: "elastic's period in units of the tween's progress (0.3 by default)"),
    ]

    /// GSAP's reading, its defaults for what is not given.
    /// - Throws: ``SpringError`` naming `mass` (first) or the value out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        return try reading(values).spring(mass: m)
    }

    /// The values a spec gives, GSAP's defaults for the others.
    static func reading(_ values: SpringParameters) -> ElasticParameters {
        ElasticParameters(duration: values[.duration] ?? defaultDuration, amplitude: values[.amplitude] ?? defaultAmplitude,
                          period: values[.period] ?? defaultPeriod)
    }

    /// The ease starts from 0 with the velocity ``ElasticParameters/impliedVelocity()``.
    public static func impliedVelocity(_ values: SpringParameters) throws(SpringError) -> Double? {
        try reading(values).impliedVelocity()
    }
}
