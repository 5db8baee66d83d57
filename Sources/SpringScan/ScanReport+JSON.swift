import SpringIO
import SpringKit

extension ScanReport {
    /// The report as JSON (keys in a fixed order; see docs/scan.md):
    /// `{"filesScanned", "findings": [{"path", "line", "column", "language", "api", "name",
    /// "parameters", "family", "spring", "solver", "settlingTime", "overshootPercent", "exact",
    /// "warnings", "notes", "defaults", "apiVersion", "variant", "unused"}], "warningCount", "problems"}`;
    /// a warning with a fix has `"fix": {"summary", "mass", "stiffness", "damping"}` (and
    /// `"initialVelocity"` when the fix sets one).
    public var json: JSONValue {
        .object([
            ("filesScanned", .integer(filesScanned)),
            ("findings", .array(findings.map(\.json))),
            ("warningCount", .integer(warningCount)),
            ("problems", .array(problems.map { .string($0) })),
        ])
    }
}

extension Finding {
    /// The finding as a JSON object (see ``ScanReport/json``).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(path)), ("line", .integer(line)), ("column", .integer(column)),
            ("language", .string(language.rawValue)), ("api", .string(api)),
            ("name", name.map { .string($0) } ?? .null),
            ("parameters", .array(parameters.map { parameter in
                var members: [(String, JSONValue)] = [("name", .string(parameter.name)), ("value", .number(parameter.value)),
                                                      ("text", .string(parameter.text)), ("source", .string(parameter.source.rawValue))]
                if let reason = parameter.reason { members.append(("reason", .string(reason))) }
                return .object(members)
            })),
            ("family", family.map { .string($0.rawValue) } ?? .null),
        ]
        if let spring {
            members.append(("spring", .object([
                (MetricKey.mass.key, .number(spring.mass)), (MetricKey.stiffness.key, .number(spring.stiffness)), (MetricKey.damping.key, .number(spring.damping)),
                (MetricKey.dampingRatio.key, .number(spring.dampingRatio)), (MetricKey.naturalFrequency.key, .number(spring.naturalFrequency)),
                (MetricKey.initialVelocity.key, .number(motion.initialVelocity)),
            ])))
        } else {
            members.append(("spring", .null))
        }
        members.append((MetricKey.solver.key, solver.map { .string($0.rawValue) } ?? .null))
        members.append((MetricKey.settlingTime.key, .number(metrics?.settlingTime)))
        members.append((MetricKey.overshootPercent.key, .number(metrics?.overshootPercent)))
        if let exactMetrics {
            members.append((MetricKey.exactGroup, .object([(MetricKey.settlingTime.key, .number(exactMetrics.settlingTime)),
                                                          (MetricKey.overshootPercent.key, .number(exactMetrics.overshootPercent))])))
        } else {
            members.append((MetricKey.exactGroup, .null))
        }
        members.append(("warnings", .array(diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [("rule", .string(diagnostic.rule.rawValue)),
                                                  ("level", .string(diagnostic.rule.level.rawValue)),
                                                  ("message", .string(diagnostic.message))]
            if let fix = diagnostic.fix {
                var fixMembers: [(String, JSONValue)] = [("summary", .string(fix.summary)), (MetricKey.mass.key, .number(fix.spring.mass)),
                                                                 (MetricKey.stiffness.key, .number(fix.spring.stiffness)),
                                                                 (MetricKey.damping.key, .number(fix.spring.damping))]
                if let velocity = fix.initialVelocity { fixMembers.append((MetricKey.initialVelocity.key, .number(velocity))) }
                members.append(("fix", .object(fixMembers)))
            }
            return .object(members)
        })))
        members.append(("notes", .array(notes.map { .string($0) })))
        members.append(("defaults", .bool(isDefault)))
        if let apiVersion {
            members.append(("apiVersion", .object([("major", .integer(apiVersion.major)), ("source", .string(apiVersion.source)),
                                                   ("declared", .bool(apiVersion.isDeclared))])))
        } else {
            members.append(("apiVersion", .null))
        }
        members.append(("variant", variant.map { .string($0) } ?? .null))
        members.append(("unused", .bool(isUnused)))
        return .object(members)
    }
}
