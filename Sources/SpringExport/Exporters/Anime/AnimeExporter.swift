import SpringKit

/// `anime`: an anime.js v4 `spring({ … })` easing.
///
/// anime.js's spring is an easing from 0 to 1 that depends on `k/m`, `c/m` and a velocity in
/// distances per second, and its constructor clamps each value (mass to [1, 10000], stiffness
/// and damping to [1e-11, 10000], velocity to ±10000). The export writes:
/// - the subject's own bounce/duration form when it was given in the `anime` family that way
///   and has no initial velocity (anime.js then rebuilds exactly that spring, on its 0.001
///   grid; it sets the velocity to 0);
/// - else the physics form, `{ mass, stiffness, damping, velocity }`: the spring's own values
///   when they are inside anime's ranges, else all three multiplied by one factor that brings
///   them inside (the easing is the same: it depends only on `k/m` and `c/m`; the factor is
///   stated). A spring no factor brings inside (an undamped one: anime keeps damping
///   ≥ 1e-11; or `k/c` beyond the ranges' ratio) is refused, as is a normalised velocity
///   beyond ±10000. An initial velocity without a step is dropped (an easing's velocity is
///   relative to the distance), with a comment.
/// anime.js replaces the animation's `duration` with the spring's settling duration.
/// Source: juliangarnier/anime `src/easings/spring/index.js` (v4.2.0 and later; checked at
/// v4.4.1). Cost: constant.
struct AnimeExporter: FormatExporter {
    static func export(_ subject: ExportSubject) throws(ExportError) -> String {
        let spring = subject.spring, motion = subject.motion
        let velocity = motion.initialVelocity ?? 0
        guard abs(velocity) <= AnimeParameters.maximumValue else {
            throw ExportError(format: .anime, reason: "the normalised initial velocity \(ExportNumber.plain(velocity)) is outside anime.js's range [-10000, 10000]")
        }
        // The object written, and the spring and velocity anime.js builds from it.
        let object: String
        var notes: [String] = []
        let drawn: (spring: Spring, velocity: Double)
        if subject.family == .anime, let spec = subject.spec, spec[.duration] != nil || spec[.bounce] != nil, velocity == 0 {
            var members: [String] = []
            if let bounce = spec[.bounce] { members.append("bounce: \(ExportNumber.plain(bounce))") }
            if let duration = spec[.duration] { members.append("duration: \(ExportNumber.plain(duration))") }
            object = "{ " + members.joined(separator: ", ") + " }"
            notes.append("// bounce/duration form as given (duration in ms): anime.js sets mass 1 and velocity 0 and rounds k and c to 3 decimals.")
            let form = AnimeBounceParameters(duration: spec[.duration] ?? AnimeBounceParameters.defaultDuration,
                                             bounce: spec[.bounce] ?? AnimeBounceParameters.defaultBounce)
            drawn = ((try? form.spring(mass: 1)) ?? spring, 0)
        } else {
            let (factor, values) = try physics(of: spring)
            var members = ["mass: \(ExportNumber.plain(values.mass))", "stiffness: \(ExportNumber.plain(values.stiffness))",
                           "damping: \(ExportNumber.plain(values.damping))"]
            if velocity != 0 { members.append("velocity: \(ExportNumber.plain(velocity))") }
            object = "{ " + members.joined(separator: ", ") + " }"
            if factor != 1 {
                notes.append("// Mass, stiffness and damping multiplied by \(ExportNumber.plain(factor)) to fit anime.js's ranges (mass [1, 10000], stiffness and damping [1e-11, 10000]): the same easing, which depends only on k/m and c/m.")
            }
            if velocity != 0 {
                notes.append("// velocity is anime.js's normalised velocity: distances per second toward the target.")
            }
            drawn = ((try? values.spring()) ?? spring, velocity)
        }
        var lines = ["// SpringTune export for anime.js (v4): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// anime.js's spring is an easing: use it as `ease` (animate(target, { y: [from, to], ease: \(subject.identifier(fallback: "springEase")) }));",
                     "// anime.js replaces the animation's duration with the spring's settling duration\(settling(of: drawn.spring, velocity: drawn.velocity))."]
        if let note = ExportFormat.anime.initialVelocityNote(for: motion) {
            lines.append("// The initial velocity is dropped: \(note).")
        }
        lines += notes
        lines.append("import { spring } from 'animejs';")
        lines.append("export const \(subject.identifier(fallback: "springEase")) = spring(\(object));")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `: N ms for this spring`, anime.js's settling duration of the exported code: the spring
    /// anime.js builds from the object written (its mass, stiffness and damping, or its
    /// bounce/duration at mass 1) with the velocity written (0 when none).
    static func settling(of spring: Spring, velocity: Double) -> String {
        let easing = AnimeSpringRenderer.Easing(spring: spring, velocity: velocity)
        return ": \(ExportNumber.plain(easing.settlingDuration)) ms for this spring"
    }

    /// The spring's mass, stiffness and damping inside anime.js's ranges: as they are, or all
    /// multiplied by the smallest factor that brings them inside.
    /// - Throws: ``ExportError`` when no factor does.
    static func physics(of spring: Spring) throws(ExportError) -> (factor: Double, values: AnimeParameters) {
        if let values = try? AnimeParameters(representing: spring) { return (1, values) }
        let mass = AnimeParameters.massRange, coefficient = AnimeParameters.coefficientRange
        guard spring.damping > 0 else {
            throw ExportError(format: .anime, reason: "the spring is undamped, and anime.js keeps its damping at 1e-11 or more")
        }
        let lower = max(mass.lowerBound / spring.mass, coefficient.lowerBound / spring.stiffness, coefficient.lowerBound / spring.damping)
        let upper = min(mass.upperBound / spring.mass, coefficient.upperBound / spring.stiffness, coefficient.upperBound / spring.damping)
        if lower <= upper, lower.isFinite, lower > 0 {
            let values = AnimeParameters(mass: spring.mass * lower, stiffness: spring.stiffness * lower, damping: spring.damping * lower)
            if (try? values.spring()) != nil { return (lower, values) }
        }
        throw ExportError(format: .anime, reason: "no common factor brings mass, stiffness and damping inside anime.js's ranges (mass [1, 10000], stiffness and damping [1e-11, 10000])")
    }
}

extension ExportFormat {
    /// An anime.js v4 `spring({ … })` easing.
    public static let anime = ExportFormat("anime", exporter: AnimeExporter())
}

extension AnimeExporter {
    var summary: String { "anime.js v4 spring({ mass, stiffness, damping, velocity }) easing" }
    var takesVelocityRelativeToChange: Bool { true }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        try Self.export(subject)
    }
}
