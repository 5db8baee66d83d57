import ArgumentParser
import SpringKit
import SpringReport

/// `springtune metrics`: exact settling time, overshoot and the rest for one or more springs.
struct MetricsCommand: ParsableCommand, ReportingCommand {
    static let command = "metrics"
    static let accepted: [ReportFormat] = [.table, .json, .csv, .jsonl]
    static let listed: [ReportFormat] = [.table, .json, .csv]
    static let note = " (jsonl too with --input)"
    static let defaultFormat = ReportFormat.table

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

    @OptionGroup var outputOptions: OutputOptions<Self>

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
        try Standard.emit(ReportRecord.rendered(records, as: format, headers: setups.map(\.label)), to: output)
    }
}

extension MetricsCommand {
    /// The record of `setup` retargeted by `retargets`: measured exactly, against the last target.
    func retargetedRecord(_ setup: SpringSetup, retargets: [RetargetedResponse.Retarget],
                          band: SettlingBand, rest: RestThresholds?) throws -> ReportRecord {
        try retarget.checkDrawn(by: setup.drawingSolver(solver))
        let response = try RetargetedResponse(spring: setup.spring, motion: setup.motion, retargets: retargets)
        return try MetricsReport.record(for: setup, retargeted: response, retargetsText: retarget.texts.joined(separator: ","),
                                        band: band, rest: rest, showsSolver: solver != nil)
    }

    /// `--input`: one record per row; csv and jsonl to stdout are written as each row is read.
    func runBatch(path: String, band: SettlingBand, rest: RestThresholds?, frameInterval: Double?,
                  retargets: [RetargetedResponse.Retarget]) throws {
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let library = try input.presetFiles.library()
        var rows = try SpecRows(path: path)
        defer { rows.close() }
        let streams = (output == nil || output == "-") && (format == .csv || format == .jsonl)
        var records: [ReportRecord] = [], labels: [String] = []
        var wroteHeader = false, wroteAny = false
        while let row = try rows.next() {
            let record: ReportRecord
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
                text = ReportRecord.jsonLines([record])
            } else {
                text = ReportRecord.csv([record])
                if wroteHeader, let newline = text.firstIndex(of: "\n") { text = String(text[text.index(after: newline)...]) }
                wroteHeader = true
            }
            try Standard.emit(text, to: nil)
            wroteAny = true
        }
        if streams { return }
        guard wroteAny || !records.isEmpty else { throw CommandFailure.data("\(rows.name): no springs in the input") }
        try Standard.emit(ReportRecord.rendered(records, as: format, headers: labels), to: output)
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
