extension FamilyForm {
    /// Motion visual duration and bounce (``MotionVisualParameters``).
    public static let motionVisual = FamilyForm("motionVisual", writtenBy: MotionVisualParameters.self)
}

/// The Motion family's visual-duration form (listed by ``MotionParameters/forms``).
extension MotionVisualParameters {
    /// `visualDuration`, `bounce`.
    public static let keys: [SpringParameter] = [.visualDuration, .bounce]

    /// Motion's clamp of ζ.
    public static let limits = "springs with ζ outside [0.05, 1]: Motion clamps it"

    /// "Motion visualDuration / bounce".
    public static let title = "Motion visualDuration / bounce"
}
