extension FamilyForm {
    /// SwiftUI duration and bounce (``SwiftUIParameters``).
    public static let swiftui = FamilyForm("swiftui", writtenBy: SwiftUIParameters.self)
}

/// The SwiftUI family's description: its keys, ranges and scales, and how a spec in it is read.
extension SwiftUIParameters: SpringFamilyParameterization {
    /// `duration`, `bounce`.
    public static let keys: [SpringParameter] = [.duration, .bounce]

    /// Every spring is representable (ζ ∈ [0, ∞) maps onto b ∈ (−1, 1]).
    public static let limits = ""

    /// "SwiftUI duration / bounce".
    public static let title = "SwiftUI duration / bounce"

    /// `duration` > 0 s and `bounce` in (−1, 1].
    public static let familyParameters = [
        FamilyParameter(.duration, range: .positive, unit: "s", scale: .logarithmic, controlRange: 0.05...3,
                        summary: "the perceptual duration, equal to the response 2π/ω0"),
        FamilyParameter(.bounce, range: ParameterRange(lowerBound: -1, includesLowerBound: false,
                                                      upperBound: 1, includesUpperBound: true),
                        scale: .linear, controlRange: -0.95...0.95,
                        summary: "the bounce: 0 is critically damped, negative overdamped"),
    ]

    /// ``spring(mass:)`` of the `duration` and `bounce` in `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try SwiftUIParameters(duration: values.required(.duration), bounce: values.required(.bounce)).spring(mass: mass)
    }

    /// `duration = 2π/ω0`, `bounce` = ``bounce(dampingRatio:)`` of ζ.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        [.duration: 2 * .pi / omega, .bounce: bounce(dampingRatio: zeta)]
    }
}
