extension FamilyForm {
    /// Motion duration and bounce (``MotionParameters``).
    public static let motion = FamilyForm("motion", writtenBy: MotionParameters.self)
}

/// The Motion family's description: its keys, ranges and scales, its two forms (duration or
/// visual duration), and how a spec in it is read (as Motion reads its options).
extension MotionParameters: SpringFamilyParameterization {
    /// `duration`, `bounce`.
    public static let keys: [SpringParameter] = [.duration, .bounce]

    /// Motion's clamps of ζ and of the duration.
    public static let limits = "springs with ζ outside [0.05, 1] or a duration outside [0.01, 10] s: Motion clamps both"

    /// "Motion duration / bounce".
    public static let title = "Motion duration / bounce"

    /// `duration`, `visualDuration` and `bounce`, none required: read as Motion reads its
    /// options (``MotionSpringOptions``).
    public static let familyParameters = [
        FamilyParameter(.duration, isRequired: false, defaultValue: MotionSpringOptions.defaultDuration,
                        range: .positive, unit: "s", scale: .logarithmic, controlRange: 0.05...3,
                        summary: "Motion's duration (0.8 s when only a bounce is given; a visualDuration takes precedence)"),
        FamilyParameter(.visualDuration, isRequired: false, range: .positive, unit: "s", scale: .logarithmic,
                        controlRange: 0.05...3,
                        summary: "Motion's visual duration, 1/1.2 of the undamped period; with neither bounce nor duration Motion ignores it and animates stiffness 100, damping 10"),
        FamilyParameter(.bounce, isRequired: false, defaultValue: MotionParameters.defaultBounce,
                        range: .finite, scale: .linear, controlRange: 0...0.95,
                        summary: "Motion's bounce, ζ = clamp(1 − bounce, 0.05, 1); 0.3 by default with a duration, 0 with a visual duration"),
    ]

    /// The duration form, then the visual-duration form (``MotionVisualParameters``).
    public static var forms: [FormParameterization] { [FormParameterization(MotionParameters.self), FormParameterization(MotionVisualParameters.self)] }

    /// Motion's own reading of its options (``MotionSpringOptions``): a `visualDuration` with a
    /// `bounce` or a `duration` is a visual-duration spring (bounce 0 by default); else a
    /// `duration` or a `bounce` is `findSpring`'s spring (duration 0.8 s, bounce 0.3 by
    /// default); else — a `visualDuration` alone, or nothing — Motion's default spring,
    /// stiffness 100 and damping 10 at mass 1 (times `mass`).
    /// - Throws: ``SpringError`` naming the value out of range (a lone `visualDuration` is
    ///   validated although Motion then ignores it).
    public static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let duration = values[.duration], bounce = values[.bounce]
        if let visualDuration = values[.visualDuration], duration != nil || bounce != nil {
            return try MotionVisualParameters(visualDuration: visualDuration, bounce: bounce ?? 0).spring(mass: mass)
        }
        if duration != nil || bounce != nil {
            return try MotionParameters(duration: duration ?? MotionSpringOptions.defaultDuration,
                                        bounce: bounce ?? defaultBounce).spring(mass: mass)
        }
        if let visualDuration = values[.visualDuration] {
            // Validated as a visual duration although Motion then ignores it.
            _ = try MotionVisualParameters(visualDuration: visualDuration, bounce: 0).spring(mass: mass)
        }
        return try PhysicalParameters(mass: mass, stiffness: MotionSpringRenderer.defaultStiffness * mass,
                                      damping: MotionSpringRenderer.defaultDamping * mass).spring()
    }
}
