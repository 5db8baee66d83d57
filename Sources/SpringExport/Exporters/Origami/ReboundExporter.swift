import SpringKit

/// `rebound`: a Rebound (Java) `SpringConfig`. Uses Origami `tension`/`friction`
/// (`SpringConfig.fromOrigamiTensionAndFriction`) when representable (tension > 0, friction ≥ 0);
/// otherwise **falls back** to `new SpringConfig(k/m, c/m)` (Rebound's raw, mass-1 constants)
/// with a comment. Rebound has no mass: the motion is kept through k/m and c/m.
struct ReboundExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let name = subject.identifier(fallback: "config")
        var lines = ["// SpringTune export for Facebook Rebound (Java): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// Rebound has no mass: the config describes k/m and c/m (the same motion); RK4 at 1 ms."]
        do {
            let origami = try OrigamiParameters(representing: subject.spring)
            lines.append("SpringConfig \(name) = SpringConfig.fromOrigamiTensionAndFriction(\(ExportNumber.plain(origami.tension)), \(ExportNumber.plain(origami.friction)));")
            lines.append("// Same spring as: new SpringConfig(\(ExportNumber.plain(subject.unitMassStiffness)), \(ExportNumber.plain(subject.unitMassDamping)))")
        } catch {
            lines.append("// Not expressible in Origami tension/friction (\(error.reason)): raw constants.")
            lines.append("SpringConfig \(name) = new SpringConfig(\(ExportNumber.plain(subject.unitMassStiffness)), \(ExportNumber.plain(subject.unitMassDamping)));")
        }
        let motion = subject.motion
        lines.append("// springSystem.createSpring().setSpringConfig(\(name)).setCurrentValue(\(ExportNumber.plain(motion.from)))")
        lines.append("//     .setVelocity(\(ExportNumber.plain(motion.absoluteVelocity))).setEndValue(\(ExportNumber.plain(motion.to)));")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// Facebook Rebound `SpringConfig` (Java).
    public static let rebound = ExportFormat("rebound", exporter: ReboundExporter())
}

extension ReboundExporter {
    var summary: String { "Facebook Rebound SpringConfig (Java)" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
