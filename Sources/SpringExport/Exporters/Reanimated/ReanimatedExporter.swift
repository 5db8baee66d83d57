import SpringKit

/// `reanimated` and `reanimated3`: a React Native Reanimated `withSpring` config, typed
/// `WithSpringConfig`, for Reanimated 4 or Reanimated 3.
///
/// The form that keeps the spring exact: the physics form `{ mass, stiffness, damping }`, the
/// spring itself, for any damped spring; the time form (`{ duration, dampingRatio }` for
/// Reanimated 4, `{ duration, dampingRatio, stiffness }` for Reanimated 3, duration in
/// milliseconds) only when the subject was given that way in the version's family (the spring is
/// then the one Reanimated computes from those values: Reanimated 4's bisected stiffness at mass
/// 4; Reanimated 3's mass for the motion's own distance, which the comment states). The initial
/// velocity is Reanimated's `velocity`, in units per second. Reanimated requires damping > 0:
/// an undamped spring is refused. Source: software-mansion/react-native-reanimated
/// (`springConfigs.ts`, `springUtils.ts`; Reanimated 4 commit 178a31ed/0893dd90, Reanimated 3
/// commit 0ba9e0a8). Cost: constant.
struct ReanimatedExporter: FormatExporter {
    /// The Reanimated version whose `withSpring` the code is for.
    var version: ReanimatedSpringRenderer.Version

    static func export(_ subject: ExportSubject, version: ReanimatedSpringRenderer.Version) throws(ExportError) -> String {
        let format: ExportFormat = version == .v4 ? .reanimated : .reanimated3
        let spring = subject.spring, motion = subject.motion
        guard spring.damping > 0 else {
            throw ExportError(format: format, reason: "Reanimated requires damping > 0 (it skips the animation otherwise); the spring is undamped")
        }
        let family: SpringFamily = version == .v4 ? .reanimated : .reanimated3
        let name = version == .v4 ? "Reanimated 4" : "Reanimated 3"
        var lines = ["// SpringTune export for React Native \(name) withSpring: \(subject.name ?? "spring").",
                     "// \(subject.summary)."]
        var members: [String]
        if subject.family == family, let spec = subject.spec, spec[.duration] != nil || spec[.dampingRatio] != nil {
            members = []
            if let duration = spec[.duration] { members.append("duration: \(number(duration))") }
            if let zeta = spec[.dampingRatio] { members.append("dampingRatio: \(number(zeta))") }
            if version == .v3, let stiffness = spec[.stiffness] { members.append("stiffness: \(number(stiffness))") }
            if version == .v4 {
                lines.append("// Time form: Reanimated bisects the stiffness at mass 4 (\(ExportNumber.plain(spring.stiffness * 4 / spring.mass)) here); duration in ms.")
            } else {
                lines.append("// Time form: Reanimated 3 finds the mass for the distance animated; this spring is for")
                lines.append("// \(ExportNumber.plain(motion.from)) → \(ExportNumber.plain(motion.to)) (\(ExportNumber.plain(abs(motion.to - motion.from))) units); another distance gives another spring.")
            }
        } else {
            members = ["mass: \(number(spring.mass))", "stiffness: \(number(spring.stiffness))",
                       "damping: \(number(spring.damping))"]
            lines.append("// Physics form: mass, stiffness and damping are the spring itself.")
        }
        if spring.dampingRatio > 1 {
            lines.append("// Overdamped (ζ \(ExportNumber.plain(spring.dampingRatio))): Reanimated draws it as critically damped with the same ω0.")
        }
        if motion.absoluteVelocity != 0 {
            members.append("velocity: \(number(motion.absoluteVelocity))")
            lines.append("// velocity is in units per second, toward increasing values.")
        }
        lines.append("import type { WithSpringConfig } from 'react-native-reanimated';")
        lines.append("export const \(subject.identifier(fallback: "springConfig")): WithSpringConfig = { " + members.joined(separator: ", ") + " };")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The shortest decimal that reads back as exactly `value`, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let text = ExportNumber.exact(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension ExportFormat {
    /// React Native Reanimated 4 `withSpring` config (`WithSpringConfig`).
    public static let reanimated = ExportFormat("reanimated", exporter: ReanimatedExporter(version: .v4))
    /// React Native Reanimated 3 `withSpring` config (`WithSpringConfig`).
    public static let reanimated3 = ExportFormat("reanimated3", exporter: ReanimatedExporter(version: .v3))
}

extension ReanimatedExporter {
    var summary: String {
        "React Native Reanimated \(version == .v4 ? 4 : 3) withSpring config (physics form, or the time form it was given in)"
    }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        try Self.export(subject, version: version)
    }
}
