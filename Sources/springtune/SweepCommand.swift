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
        var options = SweepRequest.Options(parameters: params, ties: constraints)
        (options.family, options.preset, options.metrics, options.solver) = (family, preset, metrics, solver)
        (options.band, options.rest) = (try measure.settlingBand(), try measure.restThresholds())
        (options.condition, options.best, options.shard, options.threads, options.confirmed) = (condition, best, shard, threads, yes)
        (options.drawsHeatmap, options.heatmapMetric, options.heatmapRegion, options.isoLevels) = (heatmap != nil, heatmapMetric, heatmapRegion, iso)
        let request = try SweepRequest(options, in: SpringSource(presetFiles: presetFiles.files, searchPath: presetFiles.searchPath))
        if let heatmap { _ = try PlotFormat(url: URL(fileURLWithPath: heatmap)) }   // a bad extension fails before the sweep
        let canvas = heatmap != nil ? try request.heatmap() : nil
        try request.write(encoding: format == .jsonl ? .jsonl : .csv, output: output, heatmapPath: heatmap, canvas: canvas,
                          showsProgress: !quiet && Standard.errorIsTerminal, quiet: quiet) { Standard.error("springtune: " + $0) }
    }
}
