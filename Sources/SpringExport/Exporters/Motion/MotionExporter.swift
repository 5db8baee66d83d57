import SpringKit

/// `motion`: exactly what Motion prints for `spring({ keyframes: [from, to], … }).toString()`.
///
/// The options are the subject's own form when it was given in Motion's family (`duration`
/// in ms and `bounce`, or `visualDuration` and `bounce`), else the physics form (`stiffness`,
/// `damping`, `mass`, `velocity` in units per second). No comment can be added (the output is
/// the string itself); the assumptions are in docs/export.md. Reproduces Motion 13.1.1
/// (``MotionGenerator``).
struct MotionExporter: FormatExporter {
    /// The options Motion receives for the subject: a `motion` family spec's own (Motion reads
    /// a mass beside a duration as its default physics spring with that mass), else the physics
    /// form of the spring with its velocity.
    static func options(for subject: ExportSubject) -> MotionSpringOptions {
        if subject.family == .motion, let spec = subject.spec {
            return MotionSpringOptions(motionFamily: spec, velocity: subject.motion.absoluteVelocity)
        }
        return MotionSpringOptions(stiffness: subject.spring.stiffness, damping: subject.spring.damping,
                                   mass: subject.spring.mass, velocity: subject.motion.absoluteVelocity)
    }

    /// The generator Motion would build for the subject.
    static func generator(for subject: ExportSubject, rule: MotionGenerator.VelocityRule = .analytic) -> MotionGenerator {
        MotionGenerator(from: subject.motion.from, to: subject.motion.to, options: options(for: subject), rule: rule)
    }

    static func export(_ subject: ExportSubject) -> String {
        generator(for: subject).motionString + "\n"
    }
}

/// `motion-transition`: a Motion transition object, with its assumptions in comments: the
/// subject's own Motion form, else `visualDuration`/`bounce` (Motion's preferred form) when it
/// draws the same motion, with the physics form in a comment, else the physics form.
struct MotionTransitionExporter: FormatExporter {
    /// Motion's physics form, exact: `type: "spring"`, the physical `stiffness`, `damping`,
    /// `mass`, and `velocity` in units per second when the motion has one. Shared with the
    /// preset modules.
    static func physicsMembers(_ subject: ExportSubject) -> [String] {
        var members = ["type: \"spring\"", "stiffness: \(ExportNumber.plain(subject.spring.stiffness))",
                       "damping: \(ExportNumber.plain(subject.spring.damping))", "mass: \(ExportNumber.plain(subject.spring.mass))"]
        if subject.motion.absoluteVelocity != 0 {
            members.append("velocity: \(ExportNumber.plain(subject.motion.absoluteVelocity))")
        }
        return members
    }

    static func export(_ subject: ExportSubject) -> String {
        let generator = MotionExporter.generator(for: subject)
        var lines = ["// SpringTune export for Motion (motion.dev) \(MotionGenerator.matchedVersion): \(subject.name ?? "spring")",
                     "// \(subject.summary)."]
        let object: String
        if subject.family == .motion, let spec = subject.spec {
            // The options as given, and what Motion reads them as (MotionSpringOptions).
            let options = MotionExporter.options(for: subject)
            var members = ["type: \"spring\""]
            for (key, value) in [("duration", options.duration), ("visualDuration", options.visualDuration),
                                 ("bounce", options.bounce), ("mass", options.mass)] {
                if let value { members.append("\(key): \(ExportNumber.plain(value))") }
            }
            let reading = options.reading
            if !reading.ignoresVelocity && subject.motion.absoluteVelocity != 0 {
                members.append("velocity: \(ExportNumber.plain(subject.motion.absoluteVelocity))")
            }
            object = "{ " + members.joined(separator: ", ") + " }"
            if options.mass != nil {
                lines.append("// Motion reads a mass as a physics spring: its default stiffness 100 and damping 10 with mass \(ExportNumber.plain(reading.mass)); duration, bounce and visualDuration are then ignored.")
            } else if reading.resolvedDuration != nil {
                lines.append("// Duration-based: Motion solves for the spring itself (ζ = clamp(1 − bounce, 0.05, 1), duration in [0.01, 10] s), ignores any initial velocity and ends exactly at the duration.")
            } else if reading.ignoresVelocity {
                lines.append("// visualDuration-based: ω0 = 2π/(1.2·visualDuration), ζ = clamp(1 − bounce, 0.05, 1), mass 1; initial velocity ignored.")
            } else {
                lines.append("// Without a bounce or duration Motion ignores visualDuration and animates its default spring (stiffness 100, damping 10, mass 1).")
            }
            _ = spec
        } else {
            let physics = "{ " + physicsMembers(subject).joined(separator: ", ") + " }"
            // Motion's preferred form when it draws the same curve: visualDuration and bounce
            // (Motion ignores the velocity of time-defined springs, so only without one).
            if subject.motion.absoluteVelocity == 0, let visual = try? MotionVisualParameters(representing: subject.spring) {
                object = "{ type: \"spring\", visualDuration: \(ExportNumber.plain(visual.visualDuration)), bounce: \(ExportNumber.plain(visual.bounce)) }"
                lines.append("// visualDuration form (Motion's preferred): ω0 = 2π/(1.2·visualDuration), ζ = 1 − bounce, mass 1; the same motion as the physics form.")
                lines.append("// Physics form of the same spring: \(physics)")
            } else {
                object = physics
                let why = subject.motion.absoluteVelocity != 0
                    ? "Motion ignores the velocity of visualDuration springs"
                    : "no visualDuration/bounce gives this damping (Motion's ζ is in [0.05, 1])"
                lines.append("// Physics spring (\(why)): Motion's closed-form generator; velocity in units per second (Motion's convention).")
            }
            lines.append("// Rest: restDelta \(ExportNumber.plain(generator.restDelta)), restSpeed \(ExportNumber.plain(generator.restSpeed)) (Motion's defaults for a |to − from| of \(ExportNumber.plain(subject.motion.step.magnitude)): set them if your values are in other units).")
        }
        if let duration = generator.calculatedDuration {
            lines.append("// Motion's own duration for this spring (calcGeneratorDuration): \(ExportNumber.plain(duration)) ms.")
        } else {
            lines.append("// Motion never finds this spring at rest within 20 s (calcGeneratorDuration returns an infinite duration).")
        }
        lines.append("/** @type {import(\"motion\").Transition} */")
        lines.append("export const \(subject.identifier(fallback: "transition")) = \(object)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// Exactly what Motion's `spring({ keyframes: [from, to], … }).toString()` prints.
    public static let motion = ExportFormat("motion", exporter: MotionExporter())
}

extension MotionExporter {
    var summary: String { "Motion's spring(...).toString(): \"<ms>ms linear(...)\", byte for byte" }
    var hasComments: Bool { false }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}

extension ExportFormat {
    /// A Motion (motion.dev) transition object.
    public static let motionTransition = ExportFormat("motion-transition", exporter: MotionTransitionExporter())
}

extension MotionTransitionExporter {
    var summary: String { "Motion transition object { type: \"spring\", … }" }

    /// Motion animates a spring given by `duration` or `visualDuration` without the initial
    /// velocity; its physics form keeps it.
    func initialVelocityNote(for subject: ExportSubject, in format: ExportFormat) -> String? {
        if subject.motion.absoluteVelocity != 0, subject.family == .motion,
           let spec = subject.spec, spec[.duration] != nil || spec[.visualDuration] != nil {
            return "Motion ignores the initial velocity of duration and visualDuration springs; its physics form (the spring given in the physical family: stiffness, damping, mass, velocity) keeps it"
        }
        return format.initialVelocityNote(for: subject.motion)
    }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
