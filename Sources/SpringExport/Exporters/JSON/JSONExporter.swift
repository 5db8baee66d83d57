import SpringIO
import SpringKit

/// `json`: the spring exactly (full precision), its motion, and every family's parameters
/// (`null` with a `notRepresentable` reason where a family cannot express it). No comments:
/// the conventions are in docs/export.md (velocity normalised as in Core Animation, families
/// other than physical describe the motion at mass 1). Keys in a fixed order.
struct JSONExporter: FormatExporter {
    static func export(_ subject: ExportSubject) -> String {
        let spring = subject.spring, motion = subject.motion
        let conversions = SpringConversions(spring)
        func family(_ pairs: [(String, Double)]?) -> JSONValue {
            guard let pairs else { return .null }
            return .object(pairs.map { ($0.0, JSONValue.number($0.1)) })
        }
        var members: [(String, JSONValue)] = []
        if let name = subject.name { members.append(("name", .string(name))) }
        members.append(("mass", .number(spring.mass)))
        members.append(("stiffness", .number(spring.stiffness)))
        members.append(("damping", .number(spring.damping)))
        members.append(("dampingRatio", .number(spring.dampingRatio)))
        members.append(("from", .number(motion.from)))
        members.append(("to", .number(motion.to)))
        members.append(("initialVelocity", .number(motion.initialVelocity)))
        members.append(("absoluteVelocity", .number(motion.absoluteVelocity)))
        // Every form but the physical one (written above), its keys in the documented order,
        // then its optional keys (the settling form's ε).
        for form in FamilyForm.allCases where form != .physical {
            let keys = form.keys + form.optionalKeys
            members.append((form.rawValue, family(conversions[form].map { parameters in
                keys.compactMap { key in parameters[key].map { (key.rawValue, $0) } }
            })))
        }
        let reasons = FamilyForm.allCases.compactMap { form in
            conversions.notRepresentable[form].map { (form.rawValue, JSONValue.string($0.reason)) }
        }
        members.append(("notRepresentable", .object(reasons)))
        return JSONValue.object(members).serialized(pretty: true) + "\n"
    }
}

extension ExportFormat {
    /// SpringTune's own JSON: the spring, its motion and every family conversion.
    public static let json = ExportFormat("json", exporter: JSONExporter())
}

extension JSONExporter {
    var summary: String { "JSON: spring, motion and every family conversion" }
    var hasComments: Bool { false }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        Self.export(subject)
    }
}
