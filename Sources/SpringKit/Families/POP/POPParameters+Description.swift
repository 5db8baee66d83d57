extension FamilyForm {
    /// POP bounciness and speed (``POPParameters``).
    public static let pop = FamilyForm("pop", writtenBy: POPParameters.self)
}

/// The POP family's description: its keys, ranges and scales, and how a spec in it is read.
extension POPParameters: SpringFamilyParameterization {
    /// `bounciness`, `speed`.
    public static let keys: [SpringParameter] = [.bounciness, .speed]

    /// POP's range.
    public static let limits = "springs whose bounciness or speed would leave POP's range [0, 20]"

    /// "POP bounciness / speed".
    public static let title = "POP bounciness / speed"

    /// `bounciness` and `speed` in [0, 20] (``range``).
    public static let familyParameters: [FamilyParameter] = {
        let range = ParameterRange(lowerBound: POPParameters.range.lowerBound, includesLowerBound: true,
                                   upperBound: POPParameters.range.upperBound, includesUpperBound: true)
        return [FamilyParameter(.bounciness, range: range, scale: .linear, controlRange: POPParameters.range,
                                summary: "POP's bounciness (POP's default 4, React Native's 8)"),
                FamilyParameter(.speed, range: range, scale: .linear, controlRange: POPParameters.range,
                                summary: "POP's speed (default 12)")]
    }()

    /// ``spring(mass:)`` of the `bounciness` and `speed` in `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try POPParameters(bounciness: values.required(.bounciness), speed: values.required(.speed)).spring(mass: mass)
    }
}
