import SpringKit

extension PresetModule {
    /// `typescript` and `javascript`: one exported object per preset holding each web and React
    /// Native form, then a `springs` record by preset name (`as const` in TypeScript, frozen in
    /// JavaScript):
    /// - `physical`: mass, stiffness, damping, from, to, `velocity` (units per second), exact to the bit;
    /// - `motion`: Motion's physics transition, exact (``MotionTransitionExporter``'s rule);
    /// - `reactSpring`: react-spring's `{ mass, tension, friction[, velocity per ms] }` (``ReactSpringExporter``);
    /// - `reanimated`: Reanimated `withSpring`'s physics config `{ mass, stiffness, damping[, velocity] }`, exact;
    /// - `reactNative`: `Animated.spring`'s config (``ReactNativeExporter``);
    /// - `css`: the `linear()` easing, its duration in ms and its measured maximum error
    ///   (``CSSExporter/easing(for:maximumError:)``), left out with a comment for a spring it
    ///   cannot represent (undamped, no step).
    func script(_ entries: [Entry], typed: Bool) throws(PresetModuleError) -> String {
        var out = headerLines.map { "// " + $0 + "\n" }.joined()
        out += "//\n"
        out += "// Each preset: physical (exact; velocity in units/s), motion (Motion's physics transition, exact),\n"
        out += "// reactSpring (tension = stiffness, friction = damping; velocity in units/ms), reanimated (withSpring's\n"
        out += "// physics config; velocity in units/s), reactNative (Animated.spring config), css (linear() easing over\n"
        out += "// durationMs, within maxError of the change). Rest thresholds are each library's defaults.\n"
        for entry in entries {
            let subject = entry.subject, spring = subject.spring, motion = subject.motion
            out += "\n"
            out += describe(entry).map { "// " + $0 + "\n" }.joined()
            var members: [String] = []
            members.append("name: \(PresetModuleNaming.stringLiteral(entry.preset.name, in: .typescript))")
            var physical = ["mass: \(ExportNumber.exact(spring.mass))", "stiffness: \(ExportNumber.exact(spring.stiffness))",
                            "damping: \(ExportNumber.exact(spring.damping))", "from: \(ExportNumber.exact(motion.from))",
                            "to: \(ExportNumber.exact(motion.to))", "velocity: \(ExportNumber.exact(motion.absoluteVelocity))"]
            if let keyPath = subject.keyPath { physical.append("keyPath: \(PresetModuleNaming.stringLiteral(keyPath, in: .typescript))") }
            members.append("physical: { " + physical.joined(separator: ", ") + " }")
            members.append("motion: { " + MotionTransitionExporter.physicsMembers(subject).joined(separator: ", ") + " }")
            members.append("reactSpring: { " + ReactSpringExporter.members(subject).joined(separator: ", ") + " }")
            members.append("reanimated: { " + Self.reanimatedMembers(subject).joined(separator: ", ") + " }")
            members.append("reactNative: { " + ReactNativeExporter.members(subject).joined(separator: ", ") + " }")
            do {
                let easing = try CSSExporter.easing(for: subject, maximumError: maximumError)
                members.append("css: { easing: \(PresetModuleNaming.stringLiteral(easing.linearFunction, in: .typescript)), durationMs: \(easing.durationMilliseconds), maxError: \(ExportNumber.short(easing.measuredError)) }")
            } catch where error.kind == .inexpressible {
                out += "// css: left out, \(PresetModuleNaming.commentText(error.reason)); the other forms are exact.\n"
            } catch {
                throw PresetModuleError(.nonFinite, "preset '\(entry.preset.name)': \(error.description)")
            }
            let body = members.map { "  " + $0 + "," }.joined(separator: "\n")
            out += typed ? "export const \(entry.identifier) = {\n\(body)\n} as const;\n"
                         : "export const \(entry.identifier) = Object.freeze({\n\(body)\n});\n"
        }
        out += "\n// Every preset by name.\n"
        let record = entries.map { "  \(PresetModuleNaming.stringLiteral($0.preset.name, in: .typescript)): \($0.identifier)," }.joined(separator: "\n")
        out += typed ? "export const springs = {\n\(record)\n} as const;\n" : "export const springs = Object.freeze({\n\(record)\n});\n"
        return out
    }

    /// Reanimated `withSpring`'s physics config, exact: the physical `mass`, `stiffness`,
    /// `damping`, and `velocity` in units per second when the motion has one (Reanimated's
    /// convention, as Motion's and React Native's).
    static func reanimatedMembers(_ subject: ExportSubject) -> [String] {
        var members = ["mass: \(ExportNumber.plain(subject.spring.mass))", "stiffness: \(ExportNumber.plain(subject.spring.stiffness))",
                       "damping: \(ExportNumber.plain(subject.spring.damping))"]
        if subject.motion.absoluteVelocity != 0 { members.append("velocity: \(ExportNumber.plain(subject.motion.absoluteVelocity))") }
        return members
    }
}
