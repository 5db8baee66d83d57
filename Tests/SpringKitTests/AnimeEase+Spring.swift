import SpringKit

extension AnimeEase {
    /// The spring anime.js builds from a row's parameters: the bounce/duration form (read at
    /// mass 1, as anime's `calculateSDFromBD` does) when either is given, else mass, stiffness
    /// and damping with anime's defaults (1, 100, 10).
    static func spring(mass: Double?, stiffness: Double?, damping: Double?,
                       duration: Double?, bounce: Double?) throws -> Spring {
        guard duration != nil || bounce != nil else {
            return try Spring(mass: mass ?? 1, stiffness: stiffness ?? 100, damping: damping ?? 10)
        }
        var values = SpringParameters()
        values[.duration] = duration
        values[.bounce] = bounce
        return try SpringFamily.anime.spring(values, mass: 1)
    }
}
