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

    @OptionGroup var targets: FitTargetOptions
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
    @OptionGroup var video: FitVideoOptions

    @Option(help: ArgumentHelp("Parameters to fit, comma-separated (default: the family's two).", valueName: "list"))
    var free: String?
    @Option(help: ArgumentHelp("The family to fit in, or to write a target fit's spring in: \(SpringFamily.fitFamilies.map(\.rawValue).joined(separator: ", ")).", valueName: "name"),
            completion: .list(SpringFamily.fitFamilies.map(\.rawValue)),
            transform: { text in try ChoiceArgument.parsed { try SpringFamily.fitFamily(named: text) } })
    var family: SpringFamily?
    @OptionGroup var spring: SpringFlags<FitCommand>

    @OptionGroup var outputOptions: OutputOptions<Self>
    @Option(help: ArgumentHelp("Also draw the target curve, the fitted spring and the residual to FILE (.svg, .png or .pdf).",
                               valueName: "file"))
    var plot: String?
    @OptionGroup var save: FitSaveOptions

    func run() throws {
        // Outputs first: two names for one file, or an output that cannot be created,
        // stop the run before any work and before the preset file is touched.
        try OutputPaths.checkDistinct([(role: "-o", path: output), (role: "--plot", path: plot)], from: save.presetFiles, inputRole: "--preset-file")
        if let plot {
            _ = try PlotFormat(url: URL(fileURLWithPath: plot))   // the extension, before any work
            try AtomicFileWriter(path: plot).discard()              // and that it can be created
        }
        let outputFile = try Standard.reservedOutput(output)
        let library = try save.library()
        let recording = try video.recording()
        let (t, s) = (targets, spring)
        let request = try FitRequest(settlingTime: t.settlingTime, overshoot: t.overshoot, peakTime: t.peakTime, riseTime: t.riseTime,
                                     band: t.band, constraint: t.constraint, keyframes: keyframes, timings: timing, data: data,
                                     match: match, matchSolver: matchSolver, duration: duration, free: free, family: family,
                                     mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: s.velocity, from: s.from, to: s.to,
                                     recording: recording.path)
        var outcome = try request.run(in: library, recording: recording, drawsPlot: plot != nil, showsProgress: Standard.errorIsTerminal)
        if let plot { try outcome.plot?.write(to: URL(fileURLWithPath: plot)) }
        if let saving = save.request(arguments: Array(CommandLine.arguments.dropFirst())) {
            try saving.save(outcome.fit, reservedBy: library)
            outcome.record.add("savedPreset", .text(saving.name))
        }
        // OutputOptions admits table, json and csv only.
        try Standard.emit(FitRequest.rendered(outcome.record, of: outcome.fit, as: format), into: outputFile)
    }
}

extension FitCommand: SpringFlagHelp {
    static let flagHelp = ["Mass (> 0; default 1); fixed unless freed.", "Stiffness when not free.", "Damping when not free.",
                           "Initial velocity in step/s (fixed unless freed; default 0).",
                           "Start value of the fitted motion (default: the curve's first value, or 0).",
                           "Target value of the fitted motion (default: the curve's last value, or 1)."]
}
