import SpringKit

/// `compose`: Jetpack Compose `spring(dampingRatio, stiffness)` (mass 1: stiffness = k/m).
/// Always representable. The initial velocity goes to `animateTo`/`Animatable`, not the spec.
enum ComposeExporter {
    static func export(_ subject: ExportSubject) -> String {
        let estimate = ComposeSpringEstimation().duration(of: subject.spring, motion: subject.motion)
        var lines = ["// SpringTune export for Jetpack Compose: \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// Compose springs have no mass: stiffness is k/m (the same motion).",
                     "// Compose's own duration estimate (visibility threshold 0.01): \(estimate.map { $0 * 1000 < 1e15 ? "\(Int(($0 * 1000).rounded())) ms" : "\(ExportNumber.short($0)) s" } ?? "none (undamped)")."]
        if subject.motion.absoluteVelocity != 0 {
            lines.append("// Pass the initial velocity to animateTo(…, initialVelocity = \(ExportNumber.float(subject.motion.absoluteVelocity))).")
        }
        lines.append("val \(subject.identifier(fallback: "springSpec")) = spring<Float>(")
        lines.append("    dampingRatio = \(ExportNumber.float(subject.spring.dampingRatio)),")
        lines.append("    stiffness = \(ExportNumber.float(subject.unitMassStiffness)),")
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }
}
