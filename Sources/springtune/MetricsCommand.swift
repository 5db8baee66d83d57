import ArgumentParser
import SpringIO
import SpringKit
import SpringReport
import SpringRequests

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
            root-found crossings), as defined in docs/physics.md. settlingTime: when the motion \
            last leaves the band (±2 % of the step by default). restTime: with --rest-delta D \
            --rest-speed S only (else —), when it stays within D of the target moving slower \
            than S. engineDurations: what each platform runs its animation for, which is not \
            the settling time; docs/durations.md says which one to use. After --retarget, \
            band, overshoot and undershoot are relative to the last piece's distance \
            (lastDistance) and peakValue is past the final target.

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

            --input reads one spring per row, streaming (csv, json and jsonl are written row by row; \
            a table shows at most 1000 springs): \
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
        try CommandFailure.rethrowing { try MetricsRequest.checkFormat(format, readsRows: batch != nil) }
    }

    func run() throws {
        let request = try MetricsRequest(band: try measure.settlingBand(), rest: try measure.restThresholds(), solver: solver,
                                         engine: engine.settings, retargets: try retarget.request())
        if let batch {
            let source = try MetricsRequest.rowSource(input.source())
            try input.presetFiles.checkOutputs([(role: "-o", path: output)])
            return try request.stream(path: batch, from: source, as: format, to: output)
        }
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let setups = try input.setups()
        let records = try request.records(for: setups)
        try Standard.emit(MetricsRequest.rendered(records, labels: setups.map(\.label), as: format), to: output)
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
        try MetricsRequest.band(fraction: band, width: bandAbsolute)
    }

    func restThresholds() throws -> RestThresholds? {
        try MetricsRequest.rest(delta: restDelta, speed: restSpeed)
    }
}
