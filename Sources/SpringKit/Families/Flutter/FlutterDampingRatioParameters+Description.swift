extension FamilyForm {
    /// Flutter `withDampingRatio` mass, stiffness and ratio (``FlutterDampingRatioParameters``).
    public static let flutterRatio = FamilyForm("flutterRatio", writtenBy: FlutterDampingRatioParameters.self)
}

/// The Flutter family's `withDampingRatio` form (listed by ``FlutterParameters/forms``).
extension FlutterDampingRatioParameters {
    /// `mass`, `stiffness`, `dampingRatio`.
    public static let keys: [SpringParameter] = [.mass, .stiffness, .dampingRatio]

    /// Every spring is representable.
    public static let limits = ""

    /// "Flutter withDampingRatio (m, k, ζ)".
    public static let title = "Flutter withDampingRatio (m, k, ζ)"
}
