import ArgumentParser
import SpringKit

/// `springtune metrics`: exact settling time, overshoot and the rest for one or more springs.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Exact step-response metrics: settling time, overshoot, peak, rise, bounces, rest.",
        discussion: """
            Every metric is computed from the analytic solution (closed-form extrema, \
            root-found crossings), as defined in docs/physics.md.

            Examples:
              springtune metrics --stiffness 100 --damping 10
              springtune metrics --spring k=300,c=20 --spring swiftui:duration=0.5,bounce=0.3
              springtune metrics --spring k=170,c=26,from=100,to=40 --band 0.01 --format json
              springtune metrics --spring k=100,c=5,from=0,to=0,absoluteVelocity=3 --band-absolute 0.01
              springtune metrics --stiffness 100 --damping 10 --rest-delta 0.001 --rest-speed 0.001
              springtune metrics --preset alert-in --solver jnw
              springtune metrics --spring k=300,c=20 --retarget 0.15:0.5
            """
    )

    @OptionGroup var input: SpringInput
    @OptionGroup var measure: MeasureOptions
    @OptionGroup var retarget: RetargetOptions

    @Option(help: ArgumentHelp("Measure the curve this solver or engine draws: \(Solver.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "name"))
    var solver: Solver?

    @Option(help: "Output format: table, json or csv.", completion: .list(["table", "json", "csv"]))
    var format: OutputFormat = .table

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        if format == .jsonl { throw CommandFailure.usage("invalid --format jsonl for metrics: must be table, json or csv") }
    }

    func run() throws {
        let band = try measure.settlingBand()
        let rest = try measure.restThresholds()
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let setups = try input.setups()
        let retargets = try retarget.retargets()
        let records = try retargets.isEmpty
            ? MetricsReport.records(for: setups, band: band, rest: rest, solver: solver)
            : setups.map { setup in
                try retarget.checkDrawn(by: setup.drawingSolver(solver))
                let motion = try RetargetedResponse(spring: setup.spring, motion: setup.motion, retargets: retargets)
                let metrics = try motion.metrics(band: band, rest: rest)
                var record = MetricsReport.record(for: setup, measurement: SpringMeasurement(solver: .exact, isTunedRenderer: false,
                                                                                            metrics: metrics, exact: metrics),
                                                  showsSolver: solver != nil, showsExact: false)
                record.add("retargets", .text(retarget.texts.joined(separator: ",")))
                record.add("finalTarget", .number(motion.finalTarget))
                return record
            }
        let text: String
        switch format {
        case .table: text = Record.table(records, headers: setups.map(\.label))
        case .json: text = Record.json(records)
        case .csv, .jsonl: text = Record.csv(records)
        }
        try Standard.emit(text, to: output)
    }
}

/// `--band`, `--band-absolute`, `--rest-delta`, `--rest-speed`.
struct MeasureOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Settling band as a fraction of the step, 0 < band < 1 (default 0.02).", valueName: "fraction"),
            transform: NumberArgument.finite)
    var band: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Settling band as an absolute half-width in units of x (> 0).", valueName: "width"),
            transform: NumberArgument.finite)
    var bandAbsolute: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Rest threshold on |x − to| for restTime (> 0; with --rest-speed).", valueName: "delta"),
            transform: NumberArgument.finite)
    var restDelta: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Rest threshold on |x'| for restTime (> 0; with --rest-delta).", valueName: "speed"),
            transform: NumberArgument.finite)
    var restSpeed: Double?

    func settlingBand() throws -> SettlingBand {
        switch (band, bandAbsolute) {
        case (.some, .some): throw CommandFailure.usage("--band and --band-absolute do not mix: give one")
        case (.some(let fraction), nil): return try SettlingBand.fraction(fraction)
        case (nil, .some(let width)): return try SettlingBand.width(width)
        case (nil, nil): return .standard
        }
    }

    func restThresholds() throws -> RestThresholds? {
        switch (restDelta, restSpeed) {
        case (nil, nil): return nil
        case (.some(let delta), .some(let speed)): return try RestThresholds(restDelta: delta, restSpeed: speed)
        default: throw CommandFailure.usage("--rest-delta and --rest-speed go together: give both")
        }
    }
}

/// The metrics JSON/CSV/table record (keys of the foundation issue, in its order).
enum MetricsReport {
    /// One record per setup, each measured as ``SpringSetup/measurement(by:band:rest:)``
    /// measures it: as `solver` draws it, else as the renderer it was tuned under draws it,
    /// else exactly. When any record is not of the exact solution, every record gets the
    /// `solver` key and an `exact` object with the exact solution's metrics beside.
    static func records(for setups: [SpringSetup], band: SettlingBand, rest: RestThresholds?,
                        solver: Solver? = nil) throws -> [Record] {
        let measurements = try setups.map { setup throws(SpringError) in try setup.measurement(by: solver, band: band, rest: rest) }
        let showsSolver = solver != nil || measurements.contains { !$0.isExact }
        return zip(setups, measurements).map { setup, measurement in
            record(for: setup, measurement: measurement, showsSolver: showsSolver, showsExact: showsSolver && solver != .exact)
        }
    }

    /// The record of `setup` measured by `measurement`.
    /// - Parameters:
    ///   - showsSolver: adds the `solver` key and `tunedRenderer` (the renderer the spring was tuned under, or null).
    ///   - showsExact: adds the `exact` object: the exact solution's metrics.
    static func record(for setup: SpringSetup, measurement: SpringMeasurement, showsSolver: Bool, showsExact: Bool) -> Record {
        let spring = setup.spring, motion = setup.motion
        let metrics = measurement.metrics
        var record = Record()
        record.add("mass", .number(spring.mass))
        record.add("stiffness", .number(spring.stiffness))
        record.add("damping", .number(spring.damping))
        record.add("initialVelocity", .number(motion.initialVelocity), unit: "step/s")
        record.add("absoluteVelocity", .number(motion.absoluteVelocity), unit: "x/s")
        record.add("from", .number(motion.from))
        record.add("to", .number(motion.to))
        record.add("dampingRatio", .number(spring.dampingRatio))
        record.add("naturalFrequency", .number(spring.naturalFrequency), unit: "rad/s")
        record.add("regime", .text(spring.regime.rawValue))
        record.add("band", .number(motion.hasStep ? metrics.bandWidth / motion.step.magnitude : nil), unit: "of step")
        record.add("bandWidth", .number(metrics.bandWidth), unit: "x")
        record.add("settlingTime", .number(metrics.settlingTime), unit: "s")
        record.add("overshootPercent", .number(metrics.overshootPercent), unit: "%")
        record.add("undershootPercent", .number(metrics.undershootPercent), unit: "%")
        record.add("peakTime", .number(metrics.peakTime), unit: "s")
        record.add("peakValue", .number(metrics.peakValue))
        record.add("riseTime", .number(metrics.riseTime), unit: "s")
        record.add("transientTime", .number(metrics.transientTime), unit: "s")
        record.add("bounces", .integer(metrics.bounces))
        record.add("restTime", .number(metrics.restTime), unit: "s")
        if showsSolver {
            record.add("solver", .text(measurement.solver.rawValue))
            record.add("tunedRenderer", .text(setup.renderer?.rawValue))
        }
        if showsExact {
            let exact = measurement.exact
            record.add("exact", .group([("settlingTime", exact.settlingTime), ("overshootPercent", exact.overshootPercent),
                                        ("undershootPercent", exact.undershootPercent), ("peakTime", exact.peakTime),
                                        ("peakValue", exact.peakValue), ("riseTime", exact.riseTime),
                                        ("transientTime", exact.transientTime), ("bounces", exact.bounces.map(Double.init)),
                                        ("restTime", exact.restTime)]))
        }
        // What each engine would report as the animation's duration (docs/engine-durations.md).
        let engines: [(String, EngineDuration)] = [("coreAnimation", .coreAnimation), ("motion", .motion), ("jnw", .jnw),
                                                   ("webkit", .webKit), ("compose", .compose)]
        record.add("engineDurations", .group(engines.map { ($0.0, $0.1.duration(of: spring, motion: motion)) }), unit: "s")
        return record
    }
}
