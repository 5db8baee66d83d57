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
              springtune metrics --spring k=170,c=26 --solver react-spring --frame-rate 120
              springtune metrics --input springs.csv --format csv
              cat springs.jsonl | springtune metrics --input - --format jsonl

            --input reads one spring per row, streaming (csv and jsonl are written row by row): \
            CSV with a header (a 'spring' column of specs, one per line, or columns named like spec keys plus \
            an optional 'family' column), or JSON lines ({"spring": "k=100,c=10"} or \
            {"family": "motion", "duration": 0.5, "bounce": 0.2}).
            """
    )

    @OptionGroup var input: SpringInput
    @OptionGroup var measure: MeasureOptions
    @OptionGroup var retarget: RetargetOptions

    @Option(help: ArgumentHelp("Measure the curve this solver or engine draws: \(Solver.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "name"))
    var solver: Solver?

    @OptionGroup var engine: EngineOptions

    @Option(name: .customLong("input"),
            help: ArgumentHelp("Read the springs from FILE, one per row: CSV with a header or JSON lines (- for stdin).",
                               valueName: "file"))
    var batch: String?

    @Option(help: "Output format: table, json or csv (jsonl too with --input).", completion: .list(["table", "json", "csv", "jsonl"]))
    var format: OutputFormat = .table

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        if format == .jsonl && batch == nil {
            throw CommandFailure.usage("invalid --format jsonl for metrics: must be table, json or csv (jsonl needs --input)")
        }
    }


    func run() throws {
        let frameInterval = try engine.frameInterval(for: solver)
        let band = try measure.settlingBand()
        let rest = try measure.restThresholds()
        let retargets = try retarget.retargets()
        if let batch {
            guard try input.parsedSpecs().isEmpty else {
                throw CommandFailure.usage("--input and --spring/--preset/--stiffness do not mix: give the springs one way")
            }
            return try runBatch(path: batch, band: band, rest: rest, frameInterval: frameInterval, retargets: retargets)
        }
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let setups = try input.setups().map(engine.applied(to:))
        let records = try retargets.isEmpty
            ? MetricsReport.records(for: setups, band: band, rest: rest, solver: solver, frameInterval: frameInterval)
            : setups.map { setup in try retargetedRecord(setup, retargets: retargets, band: band, rest: rest) }
        let text: String
        switch format {
        case .table: text = Record.table(records, headers: setups.map(\.label))
        case .json: text = Record.json(records)
        case .csv, .jsonl: text = Record.csv(records)
        }
        try Standard.emit(text, to: output)
    }
}

extension MetricsCommand {
    /// The record of `setup` retargeted by `retargets`: measured exactly, against the last target.
    func retargetedRecord(_ setup: SpringSetup, retargets: [RetargetedResponse.Retarget],
                          band: SettlingBand, rest: RestThresholds?) throws -> Record {
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

    /// `--input`: one record per row; csv and jsonl to stdout are written as each row is read.
    func runBatch(path: String, band: SettlingBand, rest: RestThresholds?, frameInterval: Double?,
                  retargets: [RetargetedResponse.Retarget]) throws {
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let library = try input.presetFiles.library()
        var rows = try SpecRows(path: path)
        defer { rows.close() }
        let streams = (output == nil || output == "-") && (format == .csv || format == .jsonl)
        var records: [Record] = [], labels: [String] = []
        var wroteHeader = false, wroteAny = false
        while let row = try rows.next() {
            let record: Record
            let setup: SpringSetup
            do {
                setup = engine.applied(to: try library.setup(for: try SpringSpec.parse(row.spec)))
                // Every row has the same columns: the solver is always named (rows may mix presets
                // tuned under a renderer and plain springs).
                record = try retargets.isEmpty
                    ? MetricsReport.records(for: [setup], band: band, rest: rest, solver: solver,
                                            frameInterval: frameInterval, showingSolver: true)[0]
                    : retargetedRecord(setup, retargets: retargets, band: band, rest: rest)
            } catch let error as SpringError {
                throw rows.failure("\(error)")
            } catch let error as CommandFailure {
                throw CommandFailure(description: "\(rows.name): line \(row.line): \(error.description)", exitCode: error.exitCode)
            }
            guard streams else {
                records.append(record)
                labels.append(setup.label)
                continue
            }
            var text: String
            if format == .jsonl {
                text = Record.jsonLines([record])
            } else {
                text = Record.csv([record])
                if wroteHeader, let newline = text.firstIndex(of: "\n") { text = String(text[text.index(after: newline)...]) }
                wroteHeader = true
            }
            try Standard.emit(text, to: nil)
            wroteAny = true
        }
        if streams { return }
        guard wroteAny || !records.isEmpty else { throw CommandFailure.data("\(rows.name): no springs in the input") }
        let text: String
        switch format {
        case .table: text = Record.table(records, headers: labels)
        case .json: text = Record.json(records)
        case .csv: text = Record.csv(records)
        case .jsonl: text = Record.jsonLines(records)
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
    /// One record per setup, each measured as ``SpringSetup/measurement(by:band:rest:frameInterval:)``
    /// measures it: as `solver` draws it, else as the renderer it was tuned under draws it,
    /// else exactly. When any record is not of the exact solution (or `showingSolver`), every
    /// record gets the `solver` key and an `exact` object with the exact solution's metrics beside.
    /// - Parameter frameInterval: the engine's frame interval (`--frame-rate`); `nil` for its default.
    static func records(for setups: [SpringSetup], band: SettlingBand, rest: RestThresholds?,
                        solver: Solver? = nil, frameInterval: Double? = nil, showingSolver: Bool = false) throws -> [Record] {
        let measurements = try setups.map { setup throws(SpringError) in
            try setup.measurement(by: solver, band: band, rest: rest, frameInterval: frameInterval)
        }
        let showsSolver = showingSolver || solver != nil || measurements.contains { !$0.isExact }
        return zip(setups, measurements).map { setup, measurement in
            record(for: setup, measurement: measurement, showsSolver: showsSolver, showsExact: showsSolver && solver != .exact,
                   frameInterval: frameInterval)
        }
    }

    /// The record of `setup` measured by `measurement`.
    /// - Parameters:
    ///   - showsSolver: adds the `solver` key and `tunedRenderer` (the renderer the spring was tuned under, or null).
    ///   - showsExact: adds the `exact` object: the exact solution's metrics.
    ///   - frameInterval: adds `frameRate` when an engine's frame interval was set.
    static func record(for setup: SpringSetup, measurement: SpringMeasurement, showsSolver: Bool, showsExact: Bool,
                       frameInterval: Double? = nil) -> Record {
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
        if let frameInterval { record.add("frameRate", .number(1 / frameInterval), unit: "Hz") }
        // What each engine would report as the animation's duration (docs/engine-durations.md).
        let engines: [(String, EngineDuration)] = [("coreAnimation", .coreAnimation), ("motion", .motion), ("jnw", .jnw),
                                                   ("webkit", .webKit), ("compose", .compose)]
        record.add("engineDurations", .group(engines.map { ($0.0, setup.duration(by: $0.1)) }), unit: "s")
        return record
    }
}
