import SpringKit

/// `react-native`: an `Animated.spring` config with `stiffness`, `damping`, `mass` (physical),
/// `velocity` (units per second) and `toValue`. Always representable.
struct ReactNativeExporter: FormatExporter {
    /// The config's members: `toValue`, the physical `stiffness`/`damping`/`mass`, `velocity`
    /// (units per second) when the motion has one, `useNativeDriver: true`. Shared with the
    /// preset modules.
    static func members(_ subject: ExportSubject) -> [String] {
        let spring = subject.spring, motion = subject.motion
        var members = ["toValue: \(ExportNumber.plain(motion.to))", "stiffness: \(ExportNumber.plain(spring.stiffness))",
                       "damping: \(ExportNumber.plain(spring.damping))", "mass: \(ExportNumber.plain(spring.mass))"]
        if motion.absoluteVelocity != 0 { members.append("velocity: \(ExportNumber.plain(motion.absoluteVelocity))") }
        members.append("useNativeDriver: true")
        return members
    }

    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring, motion = subject.motion
        let members = members(subject)
        var lines = ["// SpringTune export for React Native Animated: \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// stiffness/damping/mass are the physical values (not bounciness/speed); start the value at \(ExportNumber.plain(motion.from)).",
                     "// Rest thresholds are React Native's defaults (restDisplacementThreshold 0.001, restSpeedThreshold 0.001):",
                     "// scale them if your values are not around 1."]
        if spring.damping == 0 { lines.append("// Undamped: it never comes to rest.") }
        let name = subject.identifier(fallback: "springConfig")
        lines.append("/** @type {import(\"react-native\").Animated.SpringAnimationConfig} */")
        lines.append("export const \(name) = { " + members.joined(separator: ", ") + " }")
        lines.append("// Animated.spring(value, \(name)).start()")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// A React Native `Animated.spring` config.
    public static let reactNative = ExportFormat("react-native", exporter: ReactNativeExporter())
}

extension ReactNativeExporter {
    var summary: String { "React Native Animated.spring config" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
