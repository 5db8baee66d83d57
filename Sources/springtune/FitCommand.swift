import ArgumentParser
import Foundation
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
import SpringTuning

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
            completion: .list(Solver.allCases.map(\.rawValue)))
    var matchSolver: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("How long a --match curve is sampled, in seconds (default: until it settles).", valueName: "s"),
            transform: NumberArgument.finite)
    var duration: Double?

    @Option(help: ArgumentHelp("Parameters to fit, comma-separated (default: the family's two).", valueName: "list"))
    var free: String?
    @Option(help: ArgumentHelp("The family to fit in, or to write a target fit's spring in: \(CurveFitter.families.filter { $0 != .jnw }.map(\.rawValue).joined(separator: ", ")).", valueName: "name"),
            completion: .list(CurveFitter.families.filter { $0 != .jnw }.map(\.rawValue)))
    var family: String?
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
        let (fit, target) = try solve(library: library)
        if let plot { try FitPlot.plot(of: fit, target: target).write(to: URL(fileURLWithPath: plot)) }
        var record = FitReport.record(fit)
        if let savePreset, let target = presetFiles.last {
            try FitPresetSaver.save(fit, name: savePreset, file: target, replacing: replace, library: library,
                                    description: description, keyPath: keyPath,
                                    arguments: Array(CommandLine.arguments.dropFirst()))
            record.add("savedPreset", .text(savePreset))
        }
        // OutputOptions admits table, json and csv only.
        let text = ReportRecord.rendered([record], as: format, headers: [fit.feasible ? "fit" : "closest (infeasible)"])
        if let outputFile {
            try outputFile.write(text)
            try outputFile.commit()
        } else {
            try Standard.output(text)
        }
    }

    /// The family `--family` names: one a fit can be written in (not `jnw`).
    static func family(_ name: String) throws -> SpringFamily {
        guard let parsed = SpringFamily(rawValue: name), CurveFitter.families.contains(parsed), parsed != .jnw else {
            throw CommandFailure.usage("invalid --family '\(name)': must be one of \(CurveFitter.families.filter { $0 != .jnw }.map(\.rawValue).joined(separator: ", "))")
        }
        return parsed
    }

    /// Runs the fit the options describe, with the curve it was fitted to for `--plot` (the
    /// keyframe curve with its keys, the data, or the matched spring as it is drawn; `nil` for
    /// target fits): each input is read and each curve computed once.
    func solve(library: PresetLibrary) throws -> (fit: SpringFit, target: (reference: ResponsePlot.Reference, samples: FitSamples)?) {
        let targets = FitTargets(settlingTime: settlingTime, overshootPercent: overshoot, peakTime: peakTime,
                                 riseTime: riseTime, band: band ?? 0.02)
        let modes = [targets.count > 0, keyframes != nil, data != nil, match != nil].filter { $0 }.count
        guard modes == 1 else {
            throw CommandFailure.usage(modes == 0
                ? "nothing to fit: give targets (--settling-time, --overshoot, --peak-time, --rise-time), --keyframes, --data or --match"
                : "give one of: targets, --keyframes, --data, --match (they do not mix)")
        }
        if targets.count > 0 {
            for (flag, given) in [("--free", free != nil), ("--timing", !timing.isEmpty),
                                  ("--stiffness", stiffness != nil), ("--damping", damping != nil)] where given {
                throw CommandFailure.usage("\(flag) applies to curve fits, not to target fits")
            }
            let familyValue = try family.map(Self.family) ?? .physical
            let constraint = try constraint.map { text throws(FitError) in try FitConstraint.parse(text) }
            var fit = try TargetFitter(targets: targets, mass: mass ?? 1, velocity: velocity ?? 0, constraint: constraint).fit()
            // The targets are relative to the step, so any from → to keeps them.
            if from != nil || to != nil {
                fit.motion = try Motion(from: from ?? 0, to: to ?? 1, initialVelocity: velocity ?? 0)
            }
            do {
                return (try fit.expressed(in: familyValue), nil)
            } catch {
                throw CommandFailure.data("the fitted spring (stiffness \(fit.spring.stiffness), damping \(fit.spring.damping)) cannot be written in the \(familyValue.rawValue) family: \(error)")
            }
        }
        if constraint != nil { throw CommandFailure.usage("--constraint applies to target fits; use --free for curves") }
        if band != nil { throw CommandFailure.usage("--band applies to target fits") }
        if !timing.isEmpty && keyframes == nil { throw CommandFailure.usage("--timing applies to --keyframes") }
        if (matchSolver != nil || duration != nil) && match == nil {
            throw CommandFailure.usage("--match-solver and --duration apply to --match")
        }
        let familyValue = try family.map(Self.family) ?? .physical
        let freeList = free.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        var fixed = SpringParameters()
        if let stiffness { fixed[.stiffness] = stiffness }
        if let damping { fixed[.damping] = damping }
        if familyValue != .physical, stiffness != nil || damping != nil {
            throw CommandFailure.usage("--stiffness and --damping apply to --family physical")
        }

        let samples: FitSamples
        var target: (reference: ResponsePlot.Reference, samples: FitSamples)?
        var progress: ((Int, Int) -> Void)?
        var bar: FitProgress?
        defer { bar?.finish() }
        var start = (from: 0.0, to: 1.0)
        var startMass = mass ?? 1, startVelocity = velocity ?? 0
        var absoluteVelocity: Double?
        var freeTarget = false
        if let keyframes {
            let curve = try KeyframeCurve(parsing: keyframes, timings: timing)
            samples = curve.samples()
            start = (curve.keyframes[0].value, curve.keyframes[curve.keyframes.count - 1].value)
            if plot != nil {
                let reference = try ResponsePlot.Reference(curve: curve)
                target = (reference, try FitSamples(times: reference.times, values: reference.positions))
            }
        } else if let data {
            samples = try DataFile.samples(at: data, option: "--data") { bytes in
                bar = Standard.errorIsTerminal && bytes.count > 1 << 22 ? FitProgress(bytes: bytes) : nil
                return bar.map { bar in { bar.read($0, of: $1) } }
            }
            progress = bar.map { bar in { bar.fitted($0, of: $1) } }
            if plot != nil {
                target = (try ResponsePlot.Reference(samples: samples, label: (data as NSString).lastPathComponent), samples)
            }
            // The data's own start: first value, its velocity when given (kept unless freed),
            // and the target fitted from the last value unless --to gives it.
            let first = samples.values[0]
            var target = samples.values[samples.values.count - 1]
            if target == first, let farthest = samples.values.max(by: { ($0 - first).magnitude < ($1 - first).magnitude }) {
                target = farthest
            }
            start = (first, target)
            if velocity == nil, let v0 = samples.velocities?.first { absoluteVelocity = v0 }
            freeTarget = to == nil
        } else if let match {
            let spec = try SpringSpec.parse(match)
            let setup = try library.setup(for: spec)
            var solver: Solver?
            if let matchSolver {
                guard let parsed = Solver(rawValue: matchSolver) else {
                    throw CommandFailure.usage("invalid --match-solver '\(matchSolver)': must be one of \(Solver.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                solver = parsed
            }
            if let duration, !(duration > 0 && duration <= 60) {
                throw CommandFailure.usage("invalid --duration \(duration): must be > 0 and ≤ 60 seconds")
            }
            samples = MatchCurve.samples(of: setup, solver: solver, duration: duration)
            if plot != nil {
                let label = "\(match) as \(matchSolver ?? (setup.renderer?.rawValue ?? "the exact solution")) draws it"
                target = (try ResponsePlot.Reference(label: label, times: samples.times, positions: samples.values), samples)
            }
            start = (setup.motion.from, setup.motion.to)
            if mass == nil { startMass = setup.spring.mass }
            if velocity == nil { startVelocity = setup.renderer == .jnw ? 0 : setup.motion.initialVelocity ?? 0 }
            if familyValue == .physical {
                if fixed[.stiffness] == nil { fixed[.stiffness] = setup.spring.stiffness }
                if fixed[.damping] == nil { fixed[.damping] = setup.spring.damping }
            }
        } else {
            throw CommandFailure.usage("nothing to fit")
        }
        var fitter = CurveFitter(samples: samples, from: from ?? start.from, to: to ?? start.to, family: familyValue,
                                 mass: startMass, velocity: startVelocity, free: freeList, fixed: fixed)
        fitter.absoluteVelocity = absoluteVelocity
        if freeTarget, !fitter.free.contains("to") { fitter.free.append("to") }
        return (try fitter.fit(progress: progress), target)
    }
}

extension FitCommand {
    /// The bundled presets, `SPRINGTUNE_PRESET_PATH`'s and those of every `--preset-file`
    /// that exists (the file `--save-preset` creates may not exist yet).
    func presetLibrary() throws -> PresetLibrary {
        let existing = presetFiles.enumerated().filter { index, path in
            !(savePreset != nil && index == presetFiles.count - 1 && !FileManager.default.fileExists(atPath: path))
        }.map(\.element)
        return try PresetLibrary.loading(files: existing,
                                         searchPath: ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable])
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
