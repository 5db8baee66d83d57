extension FamilyForm {
    /// Settling duration and damping ratio at ε = 0.001 (``SettlingParameters``).
    public static let settling = FamilyForm("settling", writtenBy: SettlingParameters.self)
}

/// The settling family's description: its keys, ranges and scales, and how a spec in it is read.
extension SettlingParameters: SpringFamilyParameterization {
    /// `settlingDuration`, `dampingRatio` (ε is fixed at 0.001 by the conversion, see ``optionalKeys``).
    public static let keys: [SpringParameter] = [.settlingDuration, .dampingRatio]

    /// `epsilon`, which the values hold beside ``keys``.
    public static var optionalKeys: [SpringParameter] { [.epsilon] }

    /// The envelope equation's range of ζ.
    public static let limits = "undamped and overdamped springs: the envelope equation covers 0 < ζ ≤ 1"

    /// "Settling duration / ratio".
    public static let title = "Settling duration / ratio"

    /// `settlingDuration` > 0 s, `dampingRatio` in (0, 1] (and above ε/√(1+ε²)), and the
    /// optional `epsilon` in (0, 1), 0.001 by default.
    public static let familyParameters = [
        FamilyParameter(.settlingDuration, range: .positive, unit: "s", scale: .logarithmic, controlRange: 0.05...5,
                        summary: "the settling duration: where the decay envelope reaches ε"),
        FamilyParameter(.dampingRatio, range: ParameterRange(lowerBound: 0, includesLowerBound: false,
                                                            upperBound: 1, includesUpperBound: true),
                        scale: .logarithmic, controlRange: 0.05...1,
                        summary: "the damping ratio ζ, also above ε/√(1+ε²) (lighter envelopes start below ε)"),
        FamilyParameter(.epsilon, isRequired: false, defaultValue: SettlingParameters.defaultEpsilon,
                        range: ParameterRange(lowerBound: 0, includesLowerBound: false,
                                              upperBound: 1, includesUpperBound: false),
                        scale: .logarithmic, summary: "the envelope threshold ε (SwiftUI's default 0.001)"),
    ]

    /// ``spring(mass:)`` of the `settlingDuration`, `dampingRatio` and `epsilon` (0.001 when
    /// absent) in `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try SettlingParameters(settlingDuration: values.required(.settlingDuration),
                               dampingRatio: values.required(.dampingRatio),
                               epsilon: values[.epsilon] ?? defaultEpsilon)
            .spring(mass: mass)
    }
}
