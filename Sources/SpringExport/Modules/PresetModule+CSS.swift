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
            let easing: CSSExporter.Easing, calm: CSSExporter.Easing, variant: ExportSubject
            do {
                easing = try CSSExporter.easing(for: entry.subject, maximumError: maximumError)
                variant = try Self.reducedVariant(of: entry.subject)
                calm = try CSSExporter.easing(for: variant, maximumError: maximumError)
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
            reduced += "    /* \(entry.preset.name), reduced: \(Self.reducedDescription(of: variant, from: entry.subject)), max error \(ExportNumber.short(calm.measuredError)). */\n"
            reduced += "    \(name)-duration: \(calm.durationMilliseconds)ms;\n"
            reduced += "    \(name)-easing: \(calm.linearFunction);\n"
        }
        out += omitted.joined()
        guard !normal.isEmpty else { return out }
        out += ":root {\n" + normal + "}\n\n"
        out += "@media (prefers-reduced-motion: reduce) {\n  :root {\n" + reduced + "  }\n}\n"
        return out
    }

    /// The reduced-motion variant of `subject`: the same mass and stiffness, damping
    /// `max(c, 2√(km))` (critical where it is below), the same from/to, no initial velocity.
    ///
    /// 2√(km) is formed as 2·√k·√m, which neither underflows (m = k = 1e-200: 2e-200, where
    /// k·m is 0) nor overflows (m = k = 1e200: 2e200, where k·m is infinite). Only when the
    /// critical damping itself is beyond `Double` (k·m above about 8e615) is the variant the same
    /// motion written at a quarter of the mass and stiffness (only the ratios matter,
    /// docs/physics.md), and ``reducedDescription(of:)`` says so.
    /// - Throws: `SpringError` only for a spring `Spring` would refuse anyway.
    static func reducedVariant(of subject: ExportSubject) throws -> ExportSubject {
        var mass = subject.spring.mass, stiffness = subject.spring.stiffness, damping = subject.spring.damping
        var critical = 2 * (stiffness.squareRoot() * mass.squareRoot())
        if !critical.isFinite {
            mass /= 4
            stiffness /= 4
            damping /= 4
            critical = 2 * (stiffness.squareRoot() * mass.squareRoot())
        }
        let calm = try Spring(mass: mass, stiffness: stiffness, damping: Swift.max(damping, critical))
        let motion = try Motion(from: subject.motion.from, to: subject.motion.to, absoluteVelocity: 0)
        return ExportSubject(spring: calm, motion: motion, name: subject.name, keyPath: subject.keyPath)
    }

    /// The variant's spring for its comment: `damping 20`, or with the mass and stiffness when
    /// the variant is written scaled (``reducedVariant(of:)``).
    static func reducedDescription(of variant: ExportSubject, from subject: ExportSubject) -> String {
        let spring = variant.spring
        guard spring.mass == subject.spring.mass else {
            return "mass \(ExportNumber.plain(spring.mass)), stiffness \(ExportNumber.plain(spring.stiffness)), damping \(ExportNumber.plain(spring.damping)) (the same motion at a quarter of the mass: critical damping at the given mass is beyond Double)"
        }
        return "damping \(ExportNumber.plain(spring.damping))"
    }
}
