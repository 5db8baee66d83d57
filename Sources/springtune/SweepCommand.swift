import ArgumentParser
import Foundation
import SpringIO
import SpringKit
import SpringPlot
import SpringReport
import SpringRequests
import SpringTuning

/// `springtune sweep`: metrics over a grid of parameters, streamed as CSV or JSON Lines.
struct SweepCommand: ParsableCommand, ReportingCommand {
    static let command = "sweep"
    static let accepted: [ReportFormat] = [.csv, .jsonl]
    static let defaultFormat = ReportFormat.csv
    static let note = " (rows are streamed)"
    static let outputHelp = "Write rows to FILE (atomically, as they come) instead of stdout."

    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Compute metrics over a grid of spring parameters, streamed as CSV or JSON Lines.",
        discussion: """
            PARAM is KEY=V (fixed), KEY=V1,V2,… (a list), KEY=LO...HI:N (N evenly spaced \
            points, both ends included) or KEY=LO...HI:log:N (N log-spaced points). KEY is \
            any key of the family, or mass, from, to, velocity, absoluteVelocity. Rows vary \
            the last --param fastest. Columns: the parameters in order, the constrained \
            keys, then the metrics. Numbers are written exactly; a metric that does not \
            exist is empty in CSV and null in JSON Lines. See docs/tuning.md.

            Metrics: \(MetricName.allowedList).

            Examples:
              springtune sweep --param stiffness=50...1000:log:200 --param damping=5...60:100
              springtune sweep --param stiffness=100...800:50 --constraint damping=stiffness \\
                  --metrics settlingTime,overshootPercent,bounces
              springtune sweep --param k=50...1000:log:400 --param c=5...60:400 \\
                  --where 'overshootPercent<=2 && settlingTime<=0.4' --best settlingTime
              springtune sweep --param k=50...1000:1000 --param c=1...60:1000 --shard 2/8 -o part-2.csv
            """
    )

    @Option(help: ArgumentHelp("The family whose keys --param names (default: the --preset's, else physical).", valueName: "family"),
            completion: .list(SpringFamily.allCases.map(\.rawValue)),
            transform: { text in try ChoiceArgument.parsed { try SweepRequest.family(named: text) } })
    var family: SpringFamily?

    @Option(help: ArgumentHelp("A preset giving the family, and a value for every key no --param or --constraint names; a preset tuned under a renderer is measured as it draws it unless --solver is given.",
                               valueName: "name"),
            completion: PresetFileOptions.presetNameCompletion)
    var preset: String?

    @OptionGroup var presetFiles: PresetFileOptions

    @Option(name: .customLong("param"),
            help: ArgumentHelp("A parameter: KEY=V, KEY=V1,V2,…, KEY=LO...HI:N or KEY=LO...HI:log:N. Repeatable; the last varies fastest.",
                               valueName: "param"))
    var params: [String] = []

    @Option(name: .customLong("constraint"),
            help: ArgumentHelp("Tie a key to another: KEY=OTHER or KEY=NUMBER*OTHER (such as damping=stiffness). Repeatable.",
                               valueName: "tie"))
    var constraints: [String] = []

    @Option(help: ArgumentHelp("Comma-separated metrics to write (default settlingTime,overshootPercent).", valueName: "list"))
    var metrics: String = "settlingTime,overshootPercent"

    @Option(help: ArgumentHelp("Measure the curve this solver or engine draws (default exact): \(Solver.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "solver"))
    var solver: Solver?

    @Option(help: ArgumentHelp("Also draw a metric over the two swept parameters as a heatmap: FILE.png, .svg or .pdf.", valueName: "file"))
    var heatmap: String?

    @Option(help: ArgumentHelp("The heatmap's metric (default: the first of --metrics).", valueName: "metric"))
    var heatmapMetric: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Iso-lines on the heatmap at these comma-separated levels (such as 0.3,0.5).", valueName: "levels"))
    var iso: String?

    @Option(help: ArgumentHelp("Shade the heatmap's region where this holds (the --where grammar, such as 'settlingTime<0.5 && overshootPercent<5') and draw its boundary.",
                               valueName: "expr"))
    var heatmapRegion: String?

    @OptionGroup var measure: MeasureOptions

    @Option(name: .customLong("where"),
            help: ArgumentHelp("Keep only rows that pass: comparisons (< <= > >= == !=) joined by && and ||, with parentheses.",
                               valueName: "expr"))
    var condition: String?

    @Option(help: ArgumentHelp("Report the kept row that minimises METRIC (max:METRIC to maximise) on stdout.", valueName: "metric"))
    var best: String?

    @Option(help: ArgumentHelp("Compute slice i of n (0 ≤ i < n) of the rows; only shard 0 writes the CSV header.", valueName: "i/n"),
            transform: { text in try ChoiceArgument.parsed { try SweepShard.parse(text) } })
    var shard: SweepShard?

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads evaluating rows, 1…1024 (default: the number of cores). Row order never depends on it.", valueName: "n"),
            transform: { text in try ChoiceArgument.parsed { try SweepRequest.threadCount(text) } })
    var threads: Int?

    @OptionGroup var outputOptions: OutputOptions<Self>

    @Flag(help: "No progress bar and no warnings on stderr.")
    var quiet = false

    @Flag(help: "Run sweeps of more than 1e9 points.")
    var yes = false

    func run() throws {
        // Every output is checked before any work: no two name one file, each can be created.
        try presetFiles.checkOutputs([(role: "-o", path: output), (role: "--heatmap", path: heatmap)])
        if let heatmap { try AtomicFileWriter(path: heatmap).discard() }
        let request = try SweepRequest(family: family, preset: preset,
                                       in: SpringSource(presetFiles: presetFiles.files, searchPath: presetFiles.searchPath),
                                       parameters: params, ties: constraints, metrics: metrics, solver: solver,
                                       band: try measure.settlingBand(), rest: try measure.restThresholds(),
                                       condition: condition, best: best, heatmapMetric: heatmapMetric,
                                       heatmapRegion: heatmapRegion, drawsHeatmap: heatmap != nil, shard: shard,
                                       threads: threads, confirmed: yes)
        let (grid, plan, slice, rows, drawing) = (request.grid, request.plan, request.shard, request.rows, request.solver)
        var search = request.best
        var canvas = try heatmap.map { path in try HeatmapCanvas(path: path, request: request, metric: heatmapMetric, levels: iso) }
        let threadCount = request.threads
        let encoding: SweepEncoding = format == .jsonl ? .jsonl : .csv

        // Where rows go: -o FILE (atomic, streamed), else stdout unless --best prints only the winner.
        let path = output.flatMap { $0 == "-" ? nil : $0 }
        let writesRows = path != nil || search == nil
        let sink = try RowSink(path: path)
        let formatter = SweepRowFormatter(encoding: encoding, columns: plan.columns)
        if writesRows, slice.isFirst, let header = formatter.header {
            try sink.write(header)
        }
        let bar = (!quiet && Standard.errorIsTerminal) ? ProgressBar(label: "sweep") : nil
        defer { bar?.finish() }
        let sweep = Sweep(plan: plan, threads: threadCount)
        let summary = try sweep.run(
            rows: rows,
            render: { row in writesRows ? formatter.line(plan.writtenValues(of: row)) : "" },
            progress: { progress in
                // A failed write is kept by the writer and reported by finish() (exit 74).
                if case .standardOutput = sink { try? sink.flush() }
                bar?.update(progress)
            },
            consume: { row, line in
                if writesRows { try sink.write(line) }
                if let metric = search?.metric { search?.consider(row, value: plan.value(of: metric, in: row)) }
                canvas?.record(row)
            })
        bar?.finish()
        // The heatmap is drawn before the rows' file is committed, so a heatmap that cannot be
        // written leaves an earlier file of rows as it was.
        if case .file = sink { try canvas?.draw(solver: drawing) }
        try sink.finish()

        if !quiet, summary.invalid > 0, let (index, error) = summary.firstInvalid {
            let point = zip(grid.columns, grid.point(at: index)).map { "\($0)=\(DecimalNumber.format($1))" }.joined(separator: ",")
            Standard.error("springtune: warning: \(ReadableNumber.grouped(summary.invalid)) of \(ReadableNumber.grouped(summary.evaluated)) points are not valid springs and have empty metrics (first: \(point): \(error))")
        }
        if let search {
            try Self.report(search, plan: plan, encoding: encoding, kept: summary.kept)
        }
        if case .standardOutput = sink { try canvas?.draw(solver: drawing) }
    }

    /// The best row on stdout, in the output format (CSV always with its header).
    static func report(_ search: SweepBest, plan: SweepPlan, encoding: SweepEncoding, kept: Int) throws {
        guard let row = search.row else {
            let why = kept == 0 ? "no row was kept" : "no kept row has a value for \(search.metric)"
            Standard.error("springtune: no best row for --best \(search): \(why)")
            return
        }
        var columns = plan.columns
        var values = Array(plan.writtenValues(of: row))
        if !plan.metrics.contains(search.metric) {
            columns.append(search.metric.rawValue)
            values.append(search.value)
        }
        let text = (encoding.header(columns: columns) ?? "") + encoding.line(values[...], columns: columns)
        try Standard.output(text)
    }
}
