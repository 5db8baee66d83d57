import SpringKit

/// `motion-use-spring`: the options of Motion's `useSpring(source, options)` (motion.dev,
/// React), which makes a motion value follow `source` with a spring.
///
/// The physics form `{ stiffness, damping, mass }` keeps the spring exactly; the
/// `visualDuration`/`bounce` form that draws the same motion is given in a comment when there
/// is one. No initial velocity is written: `useSpring` starts each animation with the
/// velocity of the value it follows (an options `velocity` would replace it on every change).
/// `useSpring`'s own rest thresholds are restDelta 0.001 and restSpeed 0.01, whatever the
/// distance. Source: motiondivision/motion `packages/framer-motion/src/value/use-spring.ts`
/// and `packages/motion-dom/src/value/follow-value.ts` (v13.1.1). Always representable.
/// Cost: constant.
struct MotionUseSpringExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring
        let name = subject.identifier(fallback: "springOptions")
        var lines = ["// SpringTune export for Motion's useSpring (motion.dev \(MotionGenerator.matchedVersion)): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// Physics form: the spring exactly. useSpring's rest thresholds are restDelta 0.001 and restSpeed 0.01:",
                     "// set them in these options if your values are not around 1."]
        if let visual = try? MotionVisualParameters(representing: spring) {
            lines.append("// The same motion: { visualDuration: \(ExportNumber.plain(visual.visualDuration)), bounce: \(ExportNumber.plain(visual.bounce)) }")
        }
        if subject.motion.absoluteVelocity != 0 {
            lines.append("// No velocity: useSpring starts each animation with the velocity of the value it follows.")
        }
        if spring.damping == 0 { lines.append("// Undamped: it never comes to rest.") }
        lines.append("/** @type {import(\"motion\").SpringOptions} */")
        lines.append("export const \(name) = { stiffness: \(ExportNumber.plain(spring.stiffness)), damping: \(ExportNumber.plain(spring.damping)), mass: \(ExportNumber.plain(spring.mass)) }")
        lines.append("// const y = useSpring(x, \(name))")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// The options of Motion's `useSpring(source, options)`.
    public static let motionUseSpring = ExportFormat("motion-use-spring", exporter: MotionUseSpringExporter())
}

extension MotionUseSpringExporter {
    var summary: String { "Motion useSpring(source, options) options { stiffness, damping, mass }" }
    var droppedVelocityNote: String? {
        "useSpring starts each animation with the velocity of the value it follows; motion or motion-transition keep it"
    }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
