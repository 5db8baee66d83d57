import SpringKit

/// `pop`: a `POPSpringAnimation` (Objective-C). Uses `springBounciness`/`springSpeed` when the
/// spring is in POP's range ([0, 20] both, mass 1: the motion is kept); otherwise it **falls back**
/// to POP's exact `dynamicsTension`/`dynamicsFriction`/`dynamicsMass` and says why in a comment.
struct POPExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let name = subject.identifier(fallback: "animation")
        let spring = subject.spring, motion = subject.motion
        var lines = ["// SpringTune export for Facebook POP: \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// POP integrates with RK4 at 1 ms; velocity is in units per second."]
        lines.append("POPSpringAnimation *\(name) = [POPSpringAnimation animationWithPropertyNamed:kPOPLayerPositionY];")
        do {
            let pop = try POPParameters(representing: spring)
            lines.insert("// bounciness/speed describe the motion at mass 1 (POP's conversion, round trip within 1e-4).", at: 3)
            lines.append("\(name).springBounciness = \(ExportNumber.plain(pop.bounciness));")
            lines.append("\(name).springSpeed = \(ExportNumber.plain(pop.speed));")
        } catch {
            lines.insert("// Not expressible as bounciness/speed (\(error.reason)): using POP's exact dynamics* properties.", at: 3)
            lines.append("\(name).dynamicsMass = \(ExportNumber.plain(spring.mass));")
            lines.append("\(name).dynamicsTension = \(ExportNumber.plain(spring.stiffness));")
            lines.append("\(name).dynamicsFriction = \(ExportNumber.plain(spring.damping));")
        }
        lines.append("\(name).fromValue = @(\(ExportNumber.plain(motion.from)));")
        lines.append("\(name).toValue = @(\(ExportNumber.plain(motion.to)));")
        if motion.absoluteVelocity != 0 { lines.append("\(name).velocity = @(\(ExportNumber.plain(motion.absoluteVelocity)));") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// Facebook POP `POPSpringAnimation` (Objective-C).
    public static let pop = ExportFormat("pop", exporter: POPExporter())
}

extension POPExporter {
    var summary: String { "Facebook POP POPSpringAnimation (Objective-C)" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
