import ArgumentParser
import Foundation
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
import SpringRequests
import SpringTuning
import SpringVideo

/// `springtune fit`: the spring that meets targets, or best reproduces a curve.
struct FitCommand: ParsableCommand, ReportingCommand {
    static let command = "fit"
    static let accepted: [ReportFormat] = [.table, .json, .csv]
    static let defaultFormat = ReportFormat.table

    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Find the spring that meets step-response targets or reproduces a curve.",
        discussion: """
            Targets (solved exactly, by analysis): any two of --settling-time, --overshoot, \
            --peak-time, --rise-time, or one with --constraint. An infeasible target is an \
            answer (exit 0, feasible: false) with the closest feasible spring.
            Curves (least squares): --keyframes with --timing, --data FILE.csv (columns t, x, \
            optional v, by header; without --to the target is fitted too), or --match SPEC \
            (jnw: draws JNWSpringAnimation's formula; --match-solver picks a renderer).
            Recordings: --video FILE (MP4/MOV, WebM, GIF, or a folder of numbered PNG frames with \
            --frame-rate) tracks the element that moves (--region, --property), fits its spring \
            with the start time and amplitude, and ranks the engines and presets whose own frames \
            explain it best.
            The output's spec is a spring spec that gives back the fitted spring exactly \
            (--spring "$(springtune fit … --format json | jq -r .spec)"). rmsError and maxError \
            measure a curve fit against its curve (units of x), worstTime is when the largest \
            difference occurs (— for target fits, which meet their targets exactly). With \
            --family a target fit is written in that family's parameters too. See docs/fitting.md.

            Examples:
              springtune fit --settling-time 0.35 --overshoot 5
              springtune fit --settling-time 0.4 --overshoot 3 --velocity 2
              springtune fit --settling-time 0.35 --constraint damping=stiffness
              springtune fit --keyframes 0:0.01,0.2:1.1,0.3:0.9,0.4:1.0 --timing easeInEaseOut
              springtune fit --data curve.csv --free stiffness,damping,velocity
              springtune fit --match jnw:k=14,c=14,from=1.2,to=1 --free stiffness,damping,velocity
              springtune fit --match k=300,c=20 --match-solver pop --family swiftui
              springtune fit --video alert.mp4 --family swiftui --plot alert-fit.png
              springtune fit --video frames/ --frame-rate 60 --region 0,200,390,400 --property y
              springtune fit --settling-time 0.4 --overshoot 3 --save-preset my-alert --preset-file presets/mine.json
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Target settling time in seconds (> 0).", valueName: "s"), transform: NumberArgument.finite)
    var settlingTime: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target overshoot in % of the step (≥ 0).", valueName: "percent"), transform: NumberArgument.finite)
    var overshoot: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target peak time in seconds (> 0).", valueName: "s"), transform: NumberArgument.finite)
    var peakTime: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target 10–90 % rise time in seconds (> 0).", valueName: "s"), transform: NumberArgument.finite)
    var riseTime: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Settling band as a fraction of the step (default 0.02).", valueName: "fraction"),
            transform: NumberArgument.finite)
    var band: Double?
    @Option(help: ArgumentHelp("A constraint leaving one parameter free: damping=stiffness, stiffness=K, damping=C, dampingRatio=Z.",
                               valueName: "relation"))
    var constraint: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Keyframes TIME:VALUE,… (times strictly increasing).", valueName: "frames"))
    var keyframes: String?
    @Option(help: ArgumentHelp("Timing function: linear, easeIn, easeOut, easeInEaseOut, default or cubic-bezier(x1,y1,x2,y2). One for all segments, or repeat once per segment.",
                               valueName: "name"))
    var timing: [String] = []
    @Option(help: ArgumentHelp("A CSV file with columns t, x (optional v), named by a header line.", valueName: "file"))
    var data: String?
    @Option(help: ArgumentHelp("Another spring to reproduce (spring spec; jnw: means JNWSpringAnimation's formula).", valueName: "spec"))
    var match: String?
    @Option(help: ArgumentHelp("The renderer drawing --match: \(Solver.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"),
            completion: .list(Solver.allCases.map(\.rawValue)),
            transform: { text in try ChoiceArgument.parsed { try Solver.named(text, as: .matchSolver) } })
    var matchSolver: Solver?
    @Option(parsing: .unconditional, help: ArgumentHelp("How long a --match curve is sampled, in seconds (default: until it settles).", valueName: "s"),
            transform: NumberArgument.finite)
    var duration: Double?

    @Option(help: ArgumentHelp("A screen recording (MP4/MOV, WebM, GIF) or a folder of numbered PNG frames: fit the spring of the element that moves.",
                               valueName: "file"))
    var video: String?
    @Option(help: ArgumentHelp("With --video: the region tracked, X,Y,W,H in the recording's pixels (default: the region that changes).",
                               valueName: "x,y,w,h"))
    var region: String?
    @Option(help: ArgumentHelp("With --video: the property tracked: \(TrackedProperty.allCases.map(\.rawValue).joined(separator: ", ")) (default auto).",
                               valueName: "name"),
            completion: .list(TrackedProperty.allCases.map(\.rawValue)),
            transform: { text in try ChoiceArgument.parsed { try VideoFitRequest.property(named: text) } })
    var property: TrackedProperty?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --video: the first time analysed, in seconds.", valueName: "s"),
            transform: NumberArgument.finite)
    var start: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --video: the last time analysed, in seconds.", valueName: "s"),
            transform: NumberArgument.finite)
    var end: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --video FOLDER: the rate its PNG frames were taken at, in frames per second.",
                                                        valueName: "fps"),
            transform: NumberArgument.finite)
    var frameRate: Double?

    @Option(help: ArgumentHelp("Parameters to fit, comma-separated (default: the family's two).", valueName: "list"))
    var free: String?
    @Option(help: ArgumentHelp("The family to fit in, or to write a target fit's spring in: \(SpringFamily.fitFamilies.map(\.rawValue).joined(separator: ", ")).", valueName: "name"),
            completion: .list(SpringFamily.fitFamilies.map(\.rawValue)),
            transform: { text in try ChoiceArgument.parsed { try SpringFamily.fitFamily(named: text) } })
    var family: SpringFamily?
    @Option(parsing: .unconditional, help: ArgumentHelp("Mass (> 0; default 1); fixed unless freed.", valueName: "m"), transform: NumberArgument.finite)
    var mass: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness when not free.", valueName: "k"), transform: NumberArgument.finite)
    var stiffness: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Damping when not free.", valueName: "c"), transform: NumberArgument.finite)
    var damping: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Initial velocity in step/s (fixed unless freed; default 0).", valueName: "v0"), transform: NumberArgument.finite)
    var velocity: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Start value of the fitted motion (default: the curve's first value, or 0).", valueName: "x0"),
            transform: NumberArgument.finite)
    var from: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target value of the fitted motion (default: the curve's last value, or 1).", valueName: "x1"),
            transform: NumberArgument.finite)
    var to: Double?

    @OptionGroup var outputOptions: OutputOptions<Self>
    @Option(help: ArgumentHelp("Also draw the target curve, the fitted spring and the residual to FILE (.svg, .png or .pdf).",
                               valueName: "file"))
    var plot: String?

    @Option(help: ArgumentHelp("Save the result as a preset with this name, into the last --preset-file.", valueName: "name"))
    var savePreset: String?
    @Option(name: .customLong("preset-file"),
            help: ArgumentHelp("A preset file: --match preset:NAME may name its presets, and --save-preset appends to (or creates) the last one. Repeatable.",
                               valueName: "file"))
    var presetFiles: [String] = []
    @Flag(help: "With --save-preset: replace a preset of the same name in the file (otherwise refused).")
    var replace = false
    @Option(help: ArgumentHelp("The saved preset's description.", valueName: "text"))
    var description: String?
    @Option(help: ArgumentHelp("The saved preset's key path (e.g. transform.scale).", valueName: "path"))
    var keyPath: String?

    func validate() throws {
        if savePreset != nil && presetFiles.isEmpty {
            throw CommandFailure.usage("--save-preset needs --preset-file FILE: the file to save into")
        }
        // A name that cannot be saved is refused before any work.
        if let savePreset, !Preset.isValidName(savePreset) { throw PresetSaveError.invalidName(savePreset) }
        if replace && savePreset == nil {
            throw CommandFailure.usage("--replace applies to --save-preset only")
        }
    }

    func run() throws {
        // Outputs first: two names for one file, or an output that cannot be created,
        // stop the run before any work and before the preset file is touched.
        for file in presetFiles {
            try OutputPaths.checkDistinct([(role: "--preset-file", path: file), (role: "-o", path: output), (role: "--plot", path: plot)])
        }
        try OutputPaths.checkDistinct([(role: "-o", path: output), (role: "--plot", path: plot)])
        if let plot {
            _ = try PlotFormat(url: URL(fileURLWithPath: plot))   // the extension, before any work
            try AtomicFileWriter(path: plot).discard()              // and that it can be created
        }
        let outputFile = try output.flatMap { $0 == "-" ? nil : try AtomicFileWriter(path: $0) }
        let library = try presetLibrary()
        let fit: SpringFit
        var record: ReportRecord
        if video != nil {
            (fit, record) = try fitVideo(library: library)
        } else {
            try checkNoVideoOptions()
            let target: (reference: ResponsePlot.Reference, samples: FitSamples)?
            (fit, target) = try solve(library: library)
            if let plot { try FitPlot.plot(of: fit, target: target).write(to: URL(fileURLWithPath: plot)) }
            record = FitReport.record(fit)
        }
        if let savePreset, let target = presetFiles.last {
            try FitPresetSaver.save(fit, name: savePreset, file: target, replacing: replace, library: library,
                                    description: description, keyPath: keyPath,
                                    arguments: Array(CommandLine.arguments.dropFirst()))
            record.add("savedPreset", .text(savePreset))
        }
        // OutputOptions admits table, json and csv only.
        let text = FitRequest.rendered(record, of: fit, as: format)
        if let outputFile {
            try outputFile.write(text)
            try outputFile.commit()
        } else {
            try Standard.output(text)
        }
    }

    /// Runs the fit the options describe, with the curve it was fitted to for `--plot` (the
    /// keyframe curve with its keys, the data, or the matched spring as it is drawn; `nil` for
    /// target fits): each input is read and each curve computed once.
    func solve(library: PresetLibrary) throws -> (fit: SpringFit, target: (reference: ResponsePlot.Reference, samples: FitSamples)?) {
        let request = try FitRequest(settlingTime: settlingTime, overshoot: overshoot, peakTime: peakTime, riseTime: riseTime,
                                     band: band, constraint: constraint, keyframes: keyframes, timings: timing, data: data,
                                     match: match, matchSolver: matchSolver, duration: duration, free: free, family: family,
                                     mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, from: from, to: to)
        if case .targets(let targets) = request.kind {
            return (try targets.fit(), nil)
        }
        var bar: FitProgress?
        defer { bar?.finish() }
        let curve = try request.curve(in: library) { path in
            try FitSamples.reading(atPath: path, as: .dataFile) { bytes in
                bar = Standard.errorIsTerminal && bytes.count > 1 << 22 ? FitProgress(bytes: bytes) : nil
                return bar.map { bar in { bar.read($0, of: $1) } }
            }
        }
        guard let curve else { throw CommandFailure.usage("nothing to fit") }
        let curveRequest = try request.curveRequest(curve)
        let samples = curveRequest.samples
        let fit = try curveRequest.fit(samples: samples, progress: bar.map { bar in { bar.fitted($0, of: $1) } })
        guard plot != nil else { return (fit, nil) }
        let reference: ResponsePlot.Reference
        switch curve {
        case .keyframes(let keyframes):
            reference = try ResponsePlot.Reference(curve: keyframes)
            return (fit, (reference, try FitSamples(times: reference.times, values: reference.positions)))
        case .samples:
            reference = try ResponsePlot.Reference(samples: samples, label: ((data ?? "") as NSString).lastPathComponent)
        case .match(let setup, _, _):
            let label = "\(match ?? "") as \(matchSolver?.rawValue ?? (setup.renderer?.rawValue ?? "the exact solution")) draws it"
            reference = try ResponsePlot.Reference(label: label, times: samples.times, positions: samples.values)
        }
        return (fit, (reference, samples))
    }
}

extension FitCommand {
    /// The bundled presets, `SPRINGTUNE_PRESET_PATH`'s and those of every `--preset-file`
    /// that exists (the file `--save-preset` creates may not exist yet).
    func presetLibrary() throws -> PresetLibrary {
        let creates: Set<String> = savePreset != nil ? Set(presetFiles.suffix(1)) : []
        return try SpringSource(presetFiles: presetFiles, searchPath: ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable],
                                filesToCreate: creates).library()
    }
}

/// The progress bars of a large `fit --data`: rows read, then the fit's stages (as the
/// share of rows).
final class FitProgress {
    private let rows: Int
    private let reading = ProgressBar(label: "fit: reading")
    private let fitting = ProgressBar(label: "fit: fitting")
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant

    /// Counts the rows (lines) of the data up front, so the bars can show rows.
    init(bytes: Data) {
        rows = max(1, bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
        start = clock.now
    }

    /// Reading: `completed` of `total` bytes, shown as the share of rows.
    func read(_ completed: Int, of total: Int) {
        let done = Int(Double(rows) * Double(completed) / Double(max(total, 1)))
        reading.update(SweepProgress(completed: min(done, rows), total: rows, elapsed: clock.now - start))
        if completed >= total {
            reading.finish()
            start = clock.now
        }
    }

    /// Fitting: stage `stage` of `stages` done.
    func fitted(_ stage: Int, of stages: Int) {
        let done = Int(Double(rows) * Double(stage) / Double(max(stages, 1)))
        fitting.update(SweepProgress(completed: min(done, rows), total: rows, elapsed: clock.now - start))
    }

    /// Clears the bars (also after an error, before its message).
    func finish() {
        reading.finish()
        fitting.finish()
    }
}
