import SpringIO
import SpringKit
import SpringRequests
import SpringTuning

extension StudioPage {
    /// `/api/config`'s members for the page's vocabulary (docs/studio.md):
    ///
    /// - `metrics`, `measuredMetrics`, `engineMetrics`: the rows of the metrics table, the rows
    ///   added for a spring measured as an engine draws it, the engine table's columns; each
    ///   `{"key", "label", "unit", "kind"}` (``MetricKey``; `key` is the metrics JSON's, with
    ///   `.` into a group: `engineDurations.motion`);
    /// - `metricRoles`: `{ROLE: {"key", "label", "unit", "kind"[, "target"]}}` (``roles``);
    /// - `engineNames`: `{SOLVER: NAME}` for every solver (``Solver/displayName``);
    /// - `defaultSpring`, `defaultEcosystem`, `fallbackEcosystem`;
    /// - `motionForm`: `{"form", "mass"}`: the form whose mass field is the motion's (and which the
    ///   motion's fields edit for a spring typed as a spec), and that field's key.
    static func configMembers() -> [(String, JSONValue)] {
        [
            ("metrics", .array(metricsTable.map(json(for:)))),
            ("measuredMetrics", .array(measuredRows.map(json(for:)))),
            ("engineMetrics", .array(engineColumns.map(json(for:)))),
            ("metricRoles", .object(roles.map { role in
                var value = json(for: role.metric)
                if case .object(var members) = value, let key = role.target?.targetKey {
                    members.append(("target", .string(key)))
                    value = .object(members)
                }
                return (role.role, value)
            })),
            ("engineNames", .object(Solver.allCases.map { ($0.rawValue, .string($0.displayName)) })),
            ("defaultSpring", .string(defaultSpring)),
            ("defaultEcosystem", .string(defaultEcosystem)),
            ("fallbackEcosystem", .string(fallbackEcosystem)),
            ("motionForm", .object([("form", .string(massForm.rawValue)), ("mass", .string(massKey.rawValue))])),
        ]
    }

    /// `{"key", "label", "unit", "kind"}`.
    static func json(for metric: MetricKey) -> JSONValue {
        .object([("key", .string(metric.key)), ("label", .string(metric.label)), ("unit", .string(metric.unit)),
                 ("kind", .string(metric.kind.rawValue))])
    }
}
