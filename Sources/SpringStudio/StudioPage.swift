import SpringKit
import SpringReport
import SpringRequests
import SpringTuning

/// What the studio's page names and starts with, served by `/api/config` (``StudioAPI/configuration()``)
/// so the page's script holds no family, engine or metric name of its own.
///
/// The keys, labels and units are the library's (``MetricKey``, ``Solver/displayName``,
/// ``FitInput/targetKey``); this type only chooses which the page shows and where.
/// Cost: constant.
public enum StudioPage {
    /// The spring the page starts with when its address names none.
    public static let defaultSpring = "swiftui:duration=0.5,bounce=0.3"

    /// The platform the picker starts on when neither the address nor the browser names one.
    public static let defaultEcosystem = "swiftui"

    /// The platform the picker falls back to for a key it does not know (a stale link).
    public static let fallbackEcosystem = "physical"

    /// The form whose mass field is the motion's: a spec of a form without a mass of its own
    /// takes this field's mass (when not 1); the motion's fields edit this form for a spring
    /// typed as a spec.
    public static let massForm = FamilyForm.physical

    /// The spec key of that mass field.
    public static let massKey = SpringParameter.mass

    /// The rows of the page's metrics table, in order: the step-response metrics, the spring's
    /// values, then every engine duration (``MetricKey/engineDurations``) as `engineDurations.KEY`.
    public static var metricsTable: [MetricKey] {
        [.settlingTime, .overshootPercent, .undershootPercent, .peakTime, .peakValue, .riseTime, .bounces, .transientTime,
         .dampingRatio, .naturalFrequency, .regime, .stiffness, .damping, .mass]
            + MetricKey.engineDurations.map { $0.metric.member(of: MetricKey.engineDurationsGroup, labelPrefix: "") }
    }

    /// The rows the table adds when a spring is measured as an engine draws it: the solver, and
    /// the exact solution's metrics of the summary (``MetricsReport/summaryExactMetrics``).
    public static var measuredRows: [MetricKey] {
        [.solver] + MetricsReport.summaryExactMetrics.map { $0.member(of: MetricKey.exactGroup, labelPrefix: "exact ") }
    }

    /// The columns of the table of what each overlaid engine draws.
    public static let engineColumns: [MetricKey] = [.settlingTime, .overshootPercent, .peakTime, .bounces]

    /// What the page places, reads off and fits by role (the plot's markers, the fit's answer,
    /// a scanned spring's numbers): each role's metric, and for the fit's targets the query key
    /// `/api/fit` takes it by.
    public static let roles: [(role: String, metric: MetricKey, target: FitInput?)] = [
        ("settle", .settlingTime, .settlingTime),
        ("overshoot", .overshootPercent, .overshootPercent),
        ("peak", .peakTime, .peakTime),
        ("peakPosition", .peakValue, nil),
        ("ratio", .dampingRatio, nil),
        ("k", .stiffness, nil),
        ("c", .damping, nil),
        ("m", .mass, nil),
        ("start", .from, nil),
        ("end", .to, nil),
        ("velocity", .initialVelocity, nil),
    ]
}
