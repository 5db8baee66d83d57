import Foundation
import SpringKit

extension PresetModule {
    /// `css`: per preset `--spring-NAME-duration` (ms) and `--spring-NAME-easing` (`linear()`),
    /// by ``CSSExporter/easing(for:maximumError:)`` (the same easing and stated error as
    /// `springtune export --as css`), in `:root`; then a `@media (prefers-reduced-motion:
    /// reduce)` block setting the same properties to each preset's reduced variant: the same
    /// mass and stiffness with the damping raised to critical where it is below (no overshoot,
    /// no oscillation) and no initial velocity. A preset no easing represents (undamped, or no
    /// step) is left out with a comment saying why.
    func css(_ entries: [Entry]) throws(PresetModuleError) -> String {
        var out = "/* " + headerLines.joined(separator: "\n * ") + "\n"
        out += " *\n"
        out += " * Each easing is the exact spring response as progress (0 = start, 1 = target; above 1 = overshoot),\n"
        out += " * simplified and rounded within the stated error of the change; the duration is when the spring stays\n"
        out += " * within half that error for good. Usage: transition: transform var(--spring-NAME-duration) var(--spring-NAME-easing);\n"
        out += " * Under prefers-reduced-motion: reduce, each preset becomes its reduced variant: the same stiffness and\n"
        out += " * mass, damping raised to critical (no overshoot) and no initial velocity.\n"
        out += " */\n"
        var normal = "", reduced = "", omitted: [String] = []
        for entry in entries {
            let name = "--spring-" + entry.identifier
            let easing: CSSExporter.Easing, calm: CSSExporter.Easing
            do {
                easing = try CSSExporter.easing(for: entry.subject, maximumError: maximumError)
                calm = try CSSExporter.easing(for: try Self.reducedVariant(of: entry.subject), maximumError: maximumError)
            } catch {
                if let export = error as? ExportError, export.kind == .inexpressible {
                    omitted.append("/* \(entry.preset.name): left out, \(PresetModuleNaming.commentText(export.reason)). */\n")
                    continue
                }
                throw PresetModuleError(.nonFinite, "preset '\(entry.preset.name)': \(error)")
            }
            normal += "  /* " + describe(entry).joined(separator: " ") + " \(easing.stops.count) stops, max error \(ExportNumber.short(easing.measuredError)). */\n"
            normal += "  \(name)-duration: \(easing.durationMilliseconds)ms;\n"
            normal += "  \(name)-easing: \(easing.linearFunction);\n"
            reduced += "    /* \(entry.preset.name), reduced: damping \(ExportNumber.plain(Swift.max(entry.subject.spring.damping, Self.criticalDamping(entry.subject.spring)))), max error \(ExportNumber.short(calm.measuredError)). */\n"
            reduced += "    \(name)-duration: \(calm.durationMilliseconds)ms;\n"
            reduced += "    \(name)-easing: \(calm.linearFunction);\n"
        }
        out += omitted.joined()
        guard !normal.isEmpty else { return out }
        out += ":root {\n" + normal + "}\n\n"
        out += "@media (prefers-reduced-motion: reduce) {\n  :root {\n" + reduced + "  }\n}\n"
        return out
    }

    /// 2·√(k·m), the damping at which the spring stops overshooting.
    static func criticalDamping(_ spring: Spring) -> Double {
        2 * (spring.stiffness * spring.mass).squareRoot()
    }

    /// The reduced-motion variant of `subject`: the same mass and stiffness, damping
    /// `max(c, 2√(km))`, the same from/to, no initial velocity.
    /// - Throws: `SpringError` when the raised damping overflows.
    static func reducedVariant(of subject: ExportSubject) throws -> ExportSubject {
        let spring = subject.spring
        let calm = try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: Swift.max(spring.damping, criticalDamping(spring)))
        let motion = try Motion(from: subject.motion.from, to: subject.motion.to, absoluteVelocity: 0)
        return ExportSubject(spring: calm, motion: motion, name: subject.name, keyPath: subject.keyPath)
    }
}
