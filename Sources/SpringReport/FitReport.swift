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
        record.add("mass", .number(spring.mass))
        record.add("stiffness", .number(spring.stiffness))
        record.add("damping", .number(spring.damping))
        record.add("initialVelocity", .number(fit.motion.initialVelocity), unit: "step/s")
        record.add("from", .number(fit.motion.from))
        record.add("to", .number(fit.motion.to))
        record.add("dampingRatio", .number(spring.dampingRatio))
        record.add("naturalFrequency", .number(spring.naturalFrequency), unit: "rad/s")
        record.add("regime", .text(spring.regime.rawValue))
        record.add("settlingTime", .number(metrics?.settlingTime), unit: "s")
        record.add("overshootPercent", .number(metrics?.overshootPercent), unit: "%")
        record.add("peakTime", .number(metrics?.peakTime), unit: "s")
        record.add("riseTime", .number(metrics?.riseTime), unit: "s")
        record.add("family", .text(fit.family.rawValue))
        if fit.family != .physical {
            for parameter in fit.parameters where parameter.name != .velocity && parameter.name != .mass {
                record.add(parameter.name.rawValue, .number(parameter.value))
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
}
