extension FamilyForm {
    /// Response and damping ratio (``ResponseParameters``).
    public static let response = FamilyForm("response", writtenBy: ResponseParameters.self)
}

/// The response family's description: its keys, ranges and scales, and how a spec in it is read.
extension ResponseParameters: SpringFamilyParameterization {
    /// `response`, `dampingRatio`.
    public static let keys: [SpringParameter] = [.response, .dampingRatio]

    /// Every spring is representable.
    public static let limits = ""

    /// "SwiftUI / UIKit response / dampingFraction".
    public static let title = "SwiftUI / UIKit response / dampingFraction"

    /// `response` > 0 s and `dampingRatio` ≥ 0.
    public static let familyParameters = [
        FamilyParameter(.response, range: .positive, unit: "s", scale: .logarithmic, controlRange: 0.05...3,
                        summary: "the response: the undamped period 2π/ω0"),
        FamilyParameter(.dampingRatio, range: .nonNegative, scale: .logarithmic, controlRange: 0.05...2,
                        summary: "the damping ratio ζ (1 is critical)"),
    ]

    /// ``spring(mass:)`` of the `response` and `dampingRatio` in `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try ResponseParameters(response: values.required(.response), dampingRatio: values.required(.dampingRatio))
            .spring(mass: mass)
    }

    /// `response = 2π/ω0`, `dampingRatio = ζ`.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        [.response: 2 * .pi / omega, .dampingRatio: zeta]
    }
}
