import SpringKit

extension PresetModule {
    /// `swift`: SpringKit constants, exact to the bit (`Spring.myPop`, `Motion.myPop` with the absolute
    /// initial velocity), then SwiftUI `Spring`/`Animation` values (`Spring(mass:stiffness:damping:
    /// allowOverDamping:)` and `interpolatingSpring` with the velocity, by ``SwiftUIExporter``'s
    /// rule) under `#if canImport(SwiftUI)`, and `CASpringAnimation` factories (by
    /// ``CoreAnimationExporter``'s rule, the preset's key path as the default) under
    /// `#if canImport(QuartzCore)`. The module imports SpringKit: the target using it depends on it.
    func swift(_ entries: [Entry]) -> String {
        var out = headerLines.map { "// " + $0 + "\n" }.joined()
        out += "//\n"
        out += "// Spring.NAME and Motion.NAME are SpringKit's exact values (the initial velocity in units per second);\n"
        out += "// SwiftUI.Spring.NAME, SwiftUI.Animation.NAME and CASpringAnimation.NAME(keyPath:) are there when\n"
        out += "// those frameworks are. The preset file checked every value; a failure below means this file was edited.\n\n"
        out += "import SpringKit\n"
        out += "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n"
        out += "#if canImport(QuartzCore)\nimport QuartzCore\n#endif\n\n"
        out += "private func exactSpring(_ mass: Double, _ stiffness: Double, _ damping: Double) -> SpringKit.Spring {\n"
        out += "    do { return try SpringKit.Spring(mass: mass, stiffness: stiffness, damping: damping) } catch { preconditionFailure(\"\\(error)\") }\n"
        out += "}\n\n"
        out += "private func exactMotion(_ from: Double, _ to: Double, _ absoluteVelocity: Double) -> SpringKit.Motion {\n"
        out += "    do { return try SpringKit.Motion(from: from, to: to, absoluteVelocity: absoluteVelocity) } catch { preconditionFailure(\"\\(error)\") }\n"
        out += "}\n\n"
        out += "extension SpringKit.Spring {\n"
        for (index, entry) in entries.enumerated() {
            let spring = entry.subject.spring
            if index > 0 { out += "\n" }
            out += describe(entry).map { "    /// " + $0 + "\n" }.joined()
            out += "    public static let \(entry.identifier) = exactSpring(\(ExportNumber.exact(spring.mass)), \(ExportNumber.exact(spring.stiffness)), \(ExportNumber.exact(spring.damping)))\n"
        }
        out += "}\n\n"
        out += "extension SpringKit.Motion {\n"
        for (index, entry) in entries.enumerated() {
            let motion = entry.subject.motion
            if index > 0 { out += "\n" }
            out += "    /// \(entry.preset.name): from \(ExportNumber.plain(motion.from)) to \(ExportNumber.plain(motion.to)), initial velocity \(ExportNumber.plain(motion.absoluteVelocity)) units/s.\n"
            out += "    public static let \(entry.identifier) = exactMotion(\(ExportNumber.exact(motion.from)), \(ExportNumber.exact(motion.to)), \(ExportNumber.exact(motion.absoluteVelocity)))\n"
        }
        out += "}\n\n"
        out += "#if canImport(SwiftUI)\n"
        out += "extension SwiftUI.Spring {\n"
        for entry in entries {
            out += "    /// \(entry.preset.name), exact\(entry.subject.spring.regime == .overdamped ? " (overdamped: allowOverDamping keeps it)" : "").\n"
            out += "    public static let \(entry.identifier) = SwiftUI.Spring(\(SwiftUIExporter.exactArguments(entry.subject.spring)))\n"
        }
        out += "}\n\n"
        out += "extension SwiftUI.Animation {\n"
        for entry in entries {
            let motion = entry.subject.motion
            if let note = ExportFormat.swiftui.initialVelocityNote(for: motion) {
                out += "    // \(entry.preset.name): the initial velocity (\(ExportNumber.plain(motion.absoluteVelocity)) units/s) is dropped here: \(note).\n"
            }
            out += "    /// \(entry.preset.name) with its initial velocity (units of the whole change per second).\n"
            out += "    public static let \(entry.identifier) = SwiftUI.Animation.interpolatingSpring(SwiftUI.Spring.\(entry.identifier), initialVelocity: \(ExportNumber.swift(motion.initialVelocity ?? 0)))\n"
        }
        out += "}\n"
        out += "#endif\n\n"
        out += "#if canImport(QuartzCore)\n"
        out += "extension CASpringAnimation {\n"
        for (index, entry) in entries.enumerated() {
            let motion = entry.subject.motion
            if index > 0 { out += "\n" }
            if let note = ExportFormat.caSpringAnimation.initialVelocityNote(for: motion) {
                out += "    // \(entry.preset.name): the initial velocity (\(ExportNumber.plain(motion.absoluteVelocity)) units/s) is dropped here: \(note).\n"
            }
            out += "    /// \(entry.preset.name): a new animation of `keyPath`, duration = settlingDuration.\n"
            out += "    public static func \(entry.identifier)(keyPath: String = \(PresetModuleNaming.stringLiteral(CoreAnimationExporter.presetKeyPath(entry.subject), in: .swift))) -> CASpringAnimation {\n"
            out += "        let animation = CASpringAnimation(keyPath: keyPath)\n"
            out += CoreAnimationExporter.settings(entry.subject, indent: "        ")
            out += "        return animation\n"
            out += "    }\n"
        }
        out += "}\n"
        out += "#endif\n"
        return out
    }
}
