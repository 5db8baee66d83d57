import SpringKit
import SpringTuning

/// The record `springtune fit` prints for a fit: the spring found, its metrics, the fitted
/// family's parameters, the errors, and the spec that reproduces it.
public enum FitReport {
    /// The record of `fit`. `feasible` and `unique` are booleans; `spec` is a spring spec
    /// (docs/cli.md) that resolves to the fitted spring and motion.
    /// Cost: one exact metrics computation.
    public static func record(_ fit: SpringFit) -> ReportRecord {
        let spring = fit.spring, response = fit.response
        let metrics = try? response.metrics()
        var record = ReportRecord()
        record.add(.mass, .number(spring.mass))
        record.add(.stiffness, .number(spring.stiffness))
        record.add(.damping, .number(spring.damping))
        record.add(.initialVelocity, .number(fit.motion.initialVelocity))
        record.add(.from, .number(fit.motion.from))
        record.add(.to, .number(fit.motion.to))
        record.add(.dampingRatio, .number(spring.dampingRatio))
        record.add(.naturalFrequency, .number(spring.naturalFrequency))
        record.add(.regime, .text(spring.regime.rawValue))
        for metric in FitTargets.metrics {
            record.add(metric, .number(metrics.flatMap { metric.value(in: $0, of: spring) }))
        }
        record.add("family", .text(fit.family.rawValue))
        if fit.family != .physical {
            for parameter in fit.parameters where parameter.name != .velocity && parameter.name != .mass {
                addFamilyValue(parameter, of: fit.family, to: &record)
            }
        }
        record.add("rmsError", .number(fit.rmsError))
        record.add("maxError", .number(fit.maxError))
        record.add("worstTime", .number(fit.worstTime), unit: "s")
        record.add("feasible", .bool(fit.feasible))
        record.add("unique", .bool(fit.unique))
        record.add("method", .text(fit.method))
        record.add("notes", .text(fit.notes.joined(separator: "; ")))
        record.add("spec", .text(fit.specText))
        return record
    }

    /// Adds one of the fitted family's values under its own key, so that no key appears twice:
    /// a value the record already holds under that key (Motion's `stiffness` is the spring's),
    /// or a key of a form the fit did not use (no finite value), adds nothing; a value that differs from
    /// the record's own under the same name (Android's `stiffness` is k/m, which is the spring's
    /// `stiffness` only at mass 1) is added as `family.key` (`android.stiffness`), the name
    /// tables and CSV give a group's members.
    static func addFamilyValue(_ parameter: FitParameter, of family: SpringFamily, to record: inout ReportRecord) {
        let key = parameter.name.rawValue
        guard let existing = record[key] else {
            record.add(key, .number(parameter.value))
            return
        }
        let value = parameter.value
        guard value.isFinite else { return }
        if case .number(let held?) = existing, held == value { return }
        record.add(family.rawValue + "." + key, .number(value))
    }
}
