import SpringKit

/// `swiftui`: `Spring(mass:stiffness:damping:allowOverDamping:)`, the same motion as
/// `Spring(duration:bounce:)`, and `Animation`s (`.spring(_:)`, `.spring(duration:bounce:)`,
/// `.spring(response:dampingFraction:)`, `.interpolatingSpring(_:initialVelocity:)` with the
/// initial velocity). Always representable: every spring has a duration/bounce form (bounce in
/// (−1, 1]). An overdamped spring (ζ > 1) passes `allowOverDamping: true` and gets a
/// `// warning:` comment, since SwiftUI otherwise treats it as critically damped.
struct SwiftUIExporter: FormatExporter {
    /// `Spring(mass:stiffness:damping:allowOverDamping:)`'s arguments, exact; `allowOverDamping:
    /// true` when ζ > 1 (without it SwiftUI draws the spring critically damped). Shared with the
    /// preset modules.
    static func exactArguments(_ spring: Spring) -> String {
        "mass: \(ExportNumber.swift(spring.mass)), stiffness: \(ExportNumber.swift(spring.stiffness)), damping: \(ExportNumber.swift(spring.damping))"
            + (spring.regime == .overdamped ? ", allowOverDamping: true" : "")
    }

    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring
        let name = subject.identifier()
        let swiftui = SwiftUIParameters(duration: 2 * Double.pi / spring.naturalFrequency,
                                        bounce: SwiftUIParameters.bounce(dampingRatio: spring.dampingRatio))
        let overdamped = spring.regime == .overdamped
        let velocity = subject.motion.initialVelocity ?? 0
        let duration = ExportNumber.swift(swiftui.duration), bounce = ExportNumber.swift(swiftui.bounce)
        var out = "import SwiftUI\n\n"
        out += "// SpringTune export for SwiftUI: \(subject.name ?? "spring").\n"
        out += "// \(subject.summary).\n"
        out += "// Spring(duration:bounce:), .spring(duration:bounce:) and .spring(response:dampingFraction:) describe the same\n"
        out += "// motion at mass 1 (k/m and c/m kept): duration = response = 2π/ω0 = \(ExportNumber.short(swiftui.duration)) s, bounce = \(ExportNumber.short(swiftui.bounce)).\n"
        if overdamped {
            out += "// warning: overdamped (ζ = \(ExportNumber.short(spring.dampingRatio)) > 1). SwiftUI treats Spring(mass:stiffness:damping:) as critically\n"
            out += "// damped unless allowOverDamping: true, which is passed here; the Animations built from Spring.\(name) keep it.\n"
            out += "// The duration/bounce form carries it as a negative bounce.\n"
        }
        if spring.damping == 0 {
            out += "// Undamped (ζ = 0): it never settles.\n"
        }
        out += "// SwiftUI animations start from the current velocity; interpolatingSpring takes an explicit one\n"
        out += "// (in units of the whole change per second, Core Animation's convention).\n"
        if let note = ExportFormat.swiftui.initialVelocityNote(for: subject.motion) {
            out += "// This spring's initial velocity (\(ExportNumber.plain(subject.motion.absoluteVelocity)) units/s) is dropped: \(note).\n"
        } else if velocity != 0 {
            out += "// Spring.\(name), .\(name)ByDuration and .\(name)Response (.spring(response:dampingFraction:)) do not carry this\n"
            out += "// spring's initial velocity (\(ExportNumber.plain(velocity)) of the change per second); .\(name)Interpolating\n"
            out += "// (interpolatingSpring(_:initialVelocity:)) does.\n"
        }
        out += "extension Spring {\n"
        out += "    static let \(name) = Spring(\(exactArguments(spring)))\n"
        out += "    static let \(name)ByDuration = Spring(duration: \(duration), bounce: \(bounce))\n"
        out += "}\n\n"
        out += "extension Animation {\n"
        out += "    static let \(name) = Animation.spring(Spring.\(name))\n"
        out += "    static let \(name)ByDuration = Animation.spring(duration: \(duration), bounce: \(bounce))\n"
        out += "    static let \(name)Response = Animation.spring(response: \(duration), dampingFraction: \(ExportNumber.swift(spring.dampingRatio)))\n"
        out += "    static let \(name)Interpolating = Animation.interpolatingSpring(Spring.\(name), initialVelocity: \(ExportNumber.swift(velocity)))\n"
        out += "}\n"
        return out
    }
}

extension ExportFormat {
    /// SwiftUI `Spring(mass:stiffness:damping:)`, `Spring(duration:bounce:)` and `Animation`s.
    public static let swiftui = ExportFormat("swiftui", exporter: SwiftUIExporter())
}

extension SwiftUIExporter {
    var summary: String { "SwiftUI Spring(mass:stiffness:damping:), Spring(duration:bounce:), .spring(response:dampingFraction:)" }
    var takesVelocityRelativeToChange: Bool { true }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
