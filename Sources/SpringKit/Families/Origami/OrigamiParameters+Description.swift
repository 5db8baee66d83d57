extension FamilyForm {
    /// Origami tension and friction (``OrigamiParameters``).
    public static let origami = FamilyForm("origami", writtenBy: OrigamiParameters.self)
}

/// The Origami family's description: its keys, ranges and scales, and how a spec in it is read.
extension OrigamiParameters: SpringFamilyParameterization {
    /// `tension`, `friction`.
    public static let keys: [SpringParameter] = [.tension, .friction]

    /// Tension > 0 and friction ≥ 0 in stiffness and damping per unit mass.
    public static let limits = "springs whose tension would be ≤ 0 (k/m ≤ 85.4) or friction < 0 (0 < c/m ≤ 1)"

    /// "Origami / Rebound tension / friction".
    public static let title = "Origami / Rebound tension / friction"

    /// `tension` > 0 and `friction` ≥ 0.
    public static let familyParameters = [
        FamilyParameter(.tension, range: .positive, scale: .linear, controlRange: 1...500,
                        summary: "Origami's tension (0 would be stiffness 0)"),
        FamilyParameter(.friction, range: .nonNegative, scale: .linear, controlRange: 0...60,
                        summary: "Origami's friction (0 is undamped)"),
    ]

    /// ``spring(mass:)`` of the `tension` and `friction` in `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try OrigamiParameters(tension: values.required(.tension), friction: values.required(.friction)).spring(mass: mass)
    }
}
