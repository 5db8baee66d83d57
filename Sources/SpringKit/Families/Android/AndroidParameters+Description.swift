extension FamilyForm {
    /// Android stiffness and damping ratio (``AndroidParameters``).
    public static let android = FamilyForm("android", writtenBy: AndroidParameters.self)
}

/// The Android family's description: its keys, ranges and scales, and how a spec in it is read.
extension AndroidParameters: SpringFamilyParameterization {
    /// `stiffness`, `dampingRatio`.
    public static let keys: [SpringParameter] = [.stiffness, .dampingRatio]

    /// Every spring is representable.
    public static let limits = ""

    /// "Android stiffness / dampingRatio".
    public static let title = "Android stiffness / dampingRatio"

    /// `stiffness` > 0 (at mass 1, in 1/s²) and `dampingRatio` ≥ 0.
    public static let familyParameters = [
        FamilyParameter(.stiffness, range: .positive, unit: "1/s²", scale: .logarithmic, controlRange: 1...10_000,
                        summary: "the stiffness at mass 1, ω0²"),
        FamilyParameter(.dampingRatio, range: .nonNegative, scale: .logarithmic, controlRange: 0.05...2,
                        summary: "the damping ratio ζ (1 is critical)"),
    ]

    /// ``spring(mass:)`` of the `stiffness` and `dampingRatio` in `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try AndroidParameters(stiffness: values.required(.stiffness), dampingRatio: values.required(.dampingRatio))
            .spring(mass: mass)
    }

    /// `stiffness = ω0²`, `dampingRatio = ζ`.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        [.stiffness: omega * omega, .dampingRatio: zeta]
    }
}
