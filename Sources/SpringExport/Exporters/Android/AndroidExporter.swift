import SpringKit

/// `android`: a Kotlin `SpringForce` (mass 1: stiffness = k/m, damping ratio ζ) and the
/// `SpringAnimation` start velocity (units per second). Always representable (SpringForce takes
/// any stiffness > 0 and ζ ≥ 0). Values are `Float`s, as in the API.
struct AndroidExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let motion = subject.motion
        var lines = ["// SpringTune export for Android (androidx.dynamicanimation): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// SpringForce has no mass: stiffness is k/m (the same motion); values are Floats."]
        if subject.spring.damping == 0 { lines.append("// Undamped (dampingRatio 0): it never comes to rest.") }
        let name = subject.identifier(fallback: "springForce")
        lines.append("val \(name) = SpringForce(\(ExportNumber.float(motion.to))).apply {")
        let arguments = ComposeExporter.arguments(subject)
        lines.append("    stiffness = \(arguments.stiffness)")
        lines.append("    dampingRatio = \(arguments.dampingRatio)")
        lines.append("}")
        lines.append("// SpringAnimation(view, DynamicAnimation.TRANSLATION_Y).setSpring(\(name))")
        lines.append("//     .setStartValue(\(ExportNumber.float(motion.from))).setStartVelocity(\(ExportNumber.float(motion.absoluteVelocity))).start()")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// Android `SpringForce` (Kotlin).
    public static let android = ExportFormat("android", exporter: AndroidExporter())
}

extension AndroidExporter {
    var summary: String { "Android SpringForce (Kotlin)" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
