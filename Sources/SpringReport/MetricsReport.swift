import SpringKit

/// The record `springtune metrics` prints for a spring: its parameters, the metrics of the
/// curve it is measured on (docs/physics.md), and what each engine calls its duration.
///
/// Keys, order and units are the tool's interface (docs/cli.md): scripts read them.
public enum MetricsReport {
    /// One record per setup, each measured as ``SpringSetup/measurement(by:band:rest:options:)``
    /// measures it: as `solver` draws it, else as the renderer it was tuned under draws it,
    /// else exactly. When any record is not of the exact solution (or `showingSolver`), every
    /// record gets the `solver` key and an `exact` object with the exact solution's metrics beside.
    ///
    /// Cost: one metrics computation per setup (exact: closed forms and root finding; an
    /// engine: its frames until rest), plus the engine durations.
    /// - Parameters:
    ///   - options: how the engine runs (its frame interval, `nil` for its default; Android's
    ///     property, Reanimated's clamping, react-spring's frame loop).
    ///   - showingSolver: always add the `solver` key (rows of a batch share their columns).
    /// - Throws: ``SpringError`` when a spring cannot be measured exactly (beyond the exact range).
    public static func records(for setups: [SpringSetup], band: SettlingBand, rest: RestThresholds?,
                               solver: Solver? = nil, options: RendererOptions = RendererOptions(),
                               showingSolver: Bool = false) throws(SpringError) -> [ReportRecord] {
        var measurements: [SpringMeasurement] = []
        for setup in setups {
            measurements.append(try setup.measurement(by: solver, band: band, rest: rest, options: options))
        }
        let showsSolver = showingSolver || solver != nil || measurements.contains { !$0.isExact }
        return zip(setups, measurements).map { setup, measurement in
            record(for: setup, measurement: measurement, showsSolver: showsSolver,
                   showsExact: showsSolver && solver != .exact, options: options, rest: rest, band: band)
        }
    }

    /// The record of `setup` retargeted as `response` describes (``RetargetedResponse``):
    /// measured exactly against the last target, with the `retargets`, `finalTarget` and
    /// `lastDistance` keys; `band`, `overshootPercent` and `undershootPercent` are relative to
    /// the last distance (labelled so in tables).
    /// - Parameters:
    ///   - retargetsText: the retargets as the user wrote them (`T:VALUE`, comma-separated).
    ///   - showsSolver: adds the `solver` key (`exact`).
    public static func record(for setup: SpringSetup, retargeted response: RetargetedResponse, retargetsText: String,
                              band: SettlingBand, rest: RestThresholds?, showsSolver: Bool) throws(SpringError) -> ReportRecord {
        let metrics = try response.metrics(band: band, rest: rest)
        let measurement = SpringMeasurement(solver: .exact, isTunedRenderer: false, metrics: metrics, exact: metrics)
        var record = record(for: setup, measurement: measurement, showsSolver: showsSolver, showsExact: false,
                            rest: rest, band: band)
        addRetargets(to: &record, text: retargetsText, finalTarget: response.finalTarget, metrics: metrics)
        return record
    }

    /// The keys every retargeted record ends with: the retargets as written, the final target,
    /// and the last piece's distance (final target − position at the last retarget, as the
    /// measured curve draws it), which `band` and the percentages are relative to.
    static func addRetargets(to record: inout ReportRecord, text: String, finalTarget: Double, metrics: SpringMetrics) {
        record.add("retargets", .text(text))
        record.add("finalTarget", .number(finalTarget))
        record.add("lastDistance", .number(metrics.lastDistance), unit: "finalTarget − x at the last retarget")
    }

    /// The record of `setup` drawn by `solver` while its target changes in flight by `retargets`:
    /// the exact solver's record is ``record(for:retargeted:retargetsText:band:rest:showsSolver:)``'s;
    /// an engine that follows retargets (``Solver/followsRetargets``) is measured on its own curve
    /// (``SpringSetup/metrics(drawnBy:retargets:band:rest:options:)``), with the solver and
    /// the exact retargeted motion's metrics beside it.
    /// - Throws: ``SpringError`` for invalid retargets, a solver that does not follow them, or
    ///   metrics the band does not allow.
    public static func record(for setup: SpringSetup, drawnBy solver: Solver, retargets: [RetargetedResponse.Retarget],
                              retargetsText: String, band: SettlingBand, rest: RestThresholds?,
                              options: RendererOptions = RendererOptions(), showsSolver: Bool) throws(SpringError) -> ReportRecord {
        let response = try RetargetedResponse(spring: setup.spring, motion: setup.motion, retargets: retargets)
        guard solver != .exact else {
            return try record(for: setup, retargeted: response, retargetsText: retargetsText, band: band, rest: rest,
                              showsSolver: showsSolver)
        }
        let metrics = try setup.metrics(drawnBy: solver, retargets: retargets, band: band, rest: rest, options: options)
        let measurement = SpringMeasurement(solver: solver, isTunedRenderer: setup.renderer == solver, metrics: metrics,
                                            exact: try response.metrics(band: band, rest: rest))
        var record = record(for: setup, measurement: measurement, showsSolver: true, showsExact: true,
                            options: options, rest: rest, band: band)
        addRetargets(to: &record, text: retargetsText, finalTarget: response.finalTarget, metrics: metrics)
        return record
    }

    /// The record of `setup` measured by `measurement`.
    /// - Parameters:
    ///   - showsSolver: adds the `solver` key, `tunedRenderer` (the renderer the spring was tuned
    ///     under, or null) and `engineDuration` (how long that solver runs the animation by its
    ///     own stop rule, ``SpringSetup/duration(drawnBy:options:)``; null without one
    ///     and after retargets).
    ///   - showsExact: adds the `exact` object: the exact solution's metrics.
    ///   - options: how the engine ran; adds `frameRate` when its frame interval was set.
    ///   - rest: the rest thresholds given, which are Motion's `restDelta` and `restSpeed` for
    ///     its engine duration too (``EngineDuration/duration(of:rest:)``); `nil` for Motion's defaults.
    ///   - band: the band measured with; a relative band is reported as given (else `band` is
    ///     `bandWidth` over the distance, which can differ from it in the last digit).
    ///
    /// `band`, `overshootPercent` and `undershootPercent` are fractions of the distance the
    /// metrics were measured over: the step `to − from`, or after retargets the last piece's
    /// distance (``SpringMetrics/lastDistance``); tables label which, and a retargeted
    /// `peakValue` as the excursion past `finalTarget`.
    public static func record(for setup: SpringSetup, measurement: SpringMeasurement, showsSolver: Bool,
                              showsExact: Bool, options: RendererOptions = RendererOptions(), rest: RestThresholds? = nil,
                              band: SettlingBand? = nil) -> ReportRecord {
        let spring = setup.spring, motion = setup.motion
        let metrics = measurement.metrics
        let retargeted = metrics.lastDistance != nil
        let distance = metrics.lastDistance ?? (motion.hasStep ? motion.step : nil)
        let bandFraction = distance.flatMap { d in d == 0 ? nil : band?.fractionOfStep ?? metrics.bandWidth / d.magnitude }
        let ofDistance = retargeted ? "of lastDistance" : MetricKey.band.unit
        var record = ReportRecord()
        record.add(.mass, .number(spring.mass))
        record.add(.stiffness, .number(spring.stiffness))
        record.add(.damping, .number(spring.damping))
        record.add(.initialVelocity, .number(motion.initialVelocity))
        record.add(.absoluteVelocity, .number(motion.absoluteVelocity))
        record.add(.from, .number(motion.from))
        record.add(.to, .number(motion.to))
        record.add(.dampingRatio, .number(spring.dampingRatio))
        record.add(.naturalFrequency, .number(spring.naturalFrequency))
        record.add(.regime, .text(spring.regime.rawValue))
        record.add(.band, .number(bandFraction), unit: ofDistance)
        record.add(.bandWidth, .number(metrics.bandWidth))
        for metric in MetricKey.responseMetrics {
            // After retargets, percentages are of the last distance and the peak is past the final target.
            let unit = !retargeted ? nil : metric.kind == .percent ? "% of lastDistance" : metric == .peakValue ? "past finalTarget" : nil
            let value = metric.value(in: metrics, of: spring)
            record.add(metric, metric.kind == .count ? .integer(value.map { Int($0) }) : .number(value), unit: unit)
        }
        if showsSolver {
            record.add(.solver, .text(measurement.solver.rawValue))
            record.add("tunedRenderer", .text(setup.renderer?.rawValue))
            // The measured engine's own duration, by its stop rule (null for the exact solution,
            // the integrators and a retargeted motion).
            let duration = retargeted ? nil : setup.duration(drawnBy: measurement.solver, options: options.measuring(rest))
            record.add("engineDuration", .number(duration), unit: "s")
        }
        if showsExact {
            let exact = measurement.exact
            record.add(MetricKey.exactGroup, .group(MetricKey.responseMetrics.map { ($0.key, $0.value(in: exact, of: spring)) }))
        }
        if let frameInterval = options.frameInterval { record.add("frameRate", .number(1 / frameInterval), unit: "Hz") }
        record.add(MetricKey.engineDurationsGroup,
                   .group(MetricKey.engineDurations.map { ($0.metric.key, $0.engine.duration(of: setup, rest: rest)) }), unit: "s")
        return record
    }

    /// The few columns of a metrics record that fit a terminal line (the demo's summary):
    /// damping ratio, settling, overshoot, peak, rise, bounces; the solver and the exact
    /// settling and overshoot when the spring was measured as an engine draws it.
    public static func summary(of record: ReportRecord) -> ReportRecord {
        var summary = ReportRecord()
        for key in summaryMetrics {
            if let field = record.fields.first(where: { $0.key == key.key }) { summary.fields.append(field) }
        }
        if let solver = record.fields.first(where: { $0.key == MetricKey.solver.key }) { summary.add(solver.key, solver.cell) }
        if case .group(let members)? = record[MetricKey.exactGroup] {
            for metric in summaryExactMetrics {
                if let member = members.first(where: { $0.0 == metric.key }) {
                    summary.add(metric.member(of: MetricKey.exactGroup, labelPrefix: "exact "), .number(member.1))
                }
            }
        }
        return summary
    }

    /// The metrics the summary keeps, in its order (``summary(of:)``).
    public static let summaryMetrics: [MetricKey] = [.dampingRatio, .settlingTime, .overshootPercent, .peakTime, .riseTime, .bounces]

    /// The exact solution's metrics the summary adds when a spring was measured as an engine
    /// draws it (`exact.settlingTime`, `exact.overshootPercent`), and the studio beside its table.
    public static let summaryExactMetrics: [MetricKey] = [.settlingTime, .overshootPercent]
}
