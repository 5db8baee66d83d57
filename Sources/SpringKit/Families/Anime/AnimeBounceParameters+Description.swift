extension FamilyForm {
    /// anime.js `spring({ bounce, duration })`, duration in ms (``AnimeBounceParameters``).
    public static let animeBounce = FamilyForm("animeBounce", writtenBy: AnimeBounceParameters.self)
}

/// The anime.js family's bounce/duration form (listed by ``AnimeParameters/forms``).
extension AnimeBounceParameters {
    /// `duration` (ms), `bounce`.
    public static let keys: [SpringParameter] = [.duration, .bounce]

    /// anime.js's rounding, clamps and damping cap.
    public static let limits = "springs whose k/m or c/m is not a multiple of 0.001 (anime.js rounds both to 3 decimals), with k/m outside [0.395, 10000] (a duration outside [10, 10000] ms) or c/m over 300 (anime.js caps it)"

    /// "anime.js bounce / duration (ms)".
    public static let title = "anime.js bounce / duration (ms)"
}
