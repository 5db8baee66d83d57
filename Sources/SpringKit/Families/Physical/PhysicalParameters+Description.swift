extension FamilyForm {
    /// Mass, stiffness and damping (``PhysicalParameters``).
    public static let physical = FamilyForm("physical", writtenBy: PhysicalParameters.self)
}

/// The physical family's description (also the `jnw` family's: JNWSpringAnimation takes
/// physical parameters): its keys, ranges and scales, and how a spec in it is read.
extension PhysicalParameters: SpringFamilyParameterization {
    /// `mass`, `stiffness`, `damping`.
    public static let keys: [SpringParameter] = [.mass, .stiffness, .damping]

    /// Every spring is representable.
    public static let limits = ""

    /// "Physical (m, k, c)".
    public static let title = "Physical (m, k, c)"

    /// `stiffness` (`k`) > 0 and `damping` (`c`) ≥ 0; the mass is a common parameter.
    public static let familyParameters = [
        FamilyParameter(.stiffness, aliases: ["k"], range: .positive, scale: .logarithmic, controlRange: 1...2000,
                        summary: "the stiffness k"),
        FamilyParameter(.damping, aliases: ["c"], range: .nonNegative, scale: .logarithmic, controlRange: 0...120,
                        summary: "the damping coefficient c (0 is undamped)"),
    ]

    /// The parameters are the spring itself: the mass changes the motion.
    public static var keepsMotionAcrossMass: Bool { false }

    /// `Spring(mass:stiffness:damping:)` with the `stiffness` and `damping` of `values`.
    /// - Throws: ``SpringError`` naming the value missing or out of range.
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try PhysicalParameters(mass: mass, stiffness: values.required(.stiffness), damping: values.required(.damping)).spring()
    }

    /// `stiffness = ω0²·m`, `damping = 2ζω0·m`.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        [.stiffness: omega * omega * mass, .damping: 2 * zeta * omega * mass]
    }
}
