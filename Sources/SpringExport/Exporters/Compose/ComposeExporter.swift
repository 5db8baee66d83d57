import SpringKit

/// `compose`: Jetpack Compose `spring(dampingRatio, stiffness)` (mass 1: stiffness = k/m).
/// Always representable. The initial velocity goes to `animateTo`/`Animatable`, not the spec.
struct ComposeExporter: FormatExporter {
    /// `spring(dampingRatio, stiffness)`'s arguments as `Float` literals: ζ and k/m (mass 1).
    /// Shared with Android's `SpringForce` and the preset modules.
    static func arguments(_ subject: ExportSubject) -> (dampingRatio: String, stiffness: String) {
        (ExportNumber.float(subject.spring.dampingRatio), ExportNumber.float(subject.unitMassStiffness))
    }

    static func export(_ subject: ExportSubject) -> String {
        let estimate = ComposeSpringEstimation().duration(of: subject.spring, motion: subject.motion)
        var lines = ["// SpringTune export for Jetpack Compose: \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// Compose springs have no mass: stiffness is k/m (the same motion).",
                     "// Compose's own duration estimate (visibility threshold 0.01): \(estimate.map { $0 * 1000 < 1e15 ? "\(Int(($0 * 1000).rounded())) ms" : "\(ExportNumber.short($0)) s" } ?? "none (undamped)")."]
        if subject.motion.absoluteVelocity != 0 {
            lines.append("// Pass the initial velocity to animateTo(…, initialVelocity = \(ExportNumber.float(subject.motion.absoluteVelocity))).")
        }
        let arguments = arguments(subject)
        lines.append("val \(subject.identifier(fallback: "springSpec")) = spring<Float>(")
        lines.append("    dampingRatio = \(arguments.dampingRatio),")
        lines.append("    stiffness = \(arguments.stiffness),")
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// Jetpack Compose `spring(dampingRatio, stiffness)`.
    public static let compose = ExportFormat("compose", exporter: ComposeExporter())
}

extension ComposeExporter {
    var summary: String { "Jetpack Compose spring(dampingRatio, stiffness)" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
