import SpringKit

/// `react-spring`: a v9 `config` `{ mass, tension, friction }` (tension = stiffness k,
/// friction = damping c, both physical) plus `velocity` in units per **millisecond**
/// (react-spring's unit). Always representable.
struct ReactSpringExporter: FormatExporter {
    /// The config's members: `mass`, `tension` (k), `friction` (c), and `velocity` in units per
    /// millisecond when the motion has one. Shared with the preset modules.
    static func members(_ subject: ExportSubject) -> [String] {
        let spring = subject.spring
        var members = ["mass: \(ExportNumber.plain(spring.mass))", "tension: \(ExportNumber.plain(spring.stiffness))",
                       "friction: \(ExportNumber.plain(spring.damping))"]
        if subject.motion.absoluteVelocity != 0 {
            members.append("velocity: \(ExportNumber.plain(subject.motion.absoluteVelocity / 1000))")
        }
        return members
    }

    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring
        let members = members(subject)
        var lines = ["// SpringTune export for react-spring (v9): \(subject.name ?? "spring").",
                     "// \(subject.summary).",
                     "// tension = stiffness, friction = damping; velocity is in units per millisecond.",
                     "// react-spring integrates with semi-implicit Euler in 1 ms steps and stops when within",
                     "// precision (default min(1, |to − from|·0.001)) at a speed under precision/10 per ms."]
        if spring.damping == 0 { lines.append("// Undamped: it never comes to rest.") }
        lines.append("/** @type {import(\"@react-spring/web\").SpringConfig} */")
        lines.append("export const \(subject.identifier(fallback: "config")) = { " + members.joined(separator: ", ") + " }")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExportFormat {
    /// A react-spring `config`.
    public static let reactSpring = ExportFormat("react-spring", exporter: ReactSpringExporter())
}

extension ReactSpringExporter {
    var summary: String { "react-spring config { mass, tension, friction }" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
