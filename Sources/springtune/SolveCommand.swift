import ArgumentParser
import SpringIO
import SpringKit
import SpringReport

/// `springtune solve`: the curve of one spring as any solver or engine draws it.
struct SolveCommand: ParsableCommand, ReportingCommand {
    static let command = "solve"
    static let accepted: [ReportFormat] = [.csv, .json]
    static let defaultFormat = ReportFormat.csv

    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Sample one spring's curve, exactly or as an integrator or engine draws it.",
        discussion: """
            --samples N gives N times from 0 to T, both ends included; --dt H gives 0, H, 2H, … ≤ T.
            Solvers: \(Solver.allCases.map(\.rawValue).joined(separator: ", ")) (docs/conversions.md).

            Examples:
              springtune solve k=100,c=10 --duration 1 --samples 11
              springtune solve --stiffness 300 --damping 10 --duration 2 --dt 0.016 --solver rk4 --error
              springtune solve --preset alert-in --duration 1 --dt 0.001 --solver jnw --format json
            """
    )

    @Argument(help: ArgumentHelp("A spring spec (or use --spring / the flags).", valueName: "spec"))
    var spec: String?

    @OptionGroup var input: SpringInput
    @OptionGroup var retarget: RetargetOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("End time T in seconds (> 0).", valueName: "T"), transform: NumberArgument.finite)
    var duration: Double

    @Option(parsing: .unconditional, help: ArgumentHelp("Number of samples, both ends included (≥ 2).", valueName: "N"))
    var samples: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Time step in seconds (> 0).", valueName: "H"), transform: NumberArgument.finite)
    var dt: Double?

    @Option(help: ArgumentHelp("Solver or engine (default exact).", valueName: "name"))
    var solver: Solver?

    @OptionGroup var engine: EngineOptions

    @Flag(help: "Add the error against the exact solution (x − x_exact).")
    var error = false

    @OptionGroup var outputOptions: OutputOptions<Self>

    static let maximumSamples = 50_000_000

    func run() throws {
        guard duration > 0 else { throw CommandFailure.usage("invalid --duration \(duration): must be > 0") }
        let (count, time) = try sampling()
        let specs = try input.including(positional: spec.map { [$0] } ?? []).parsedSpecs()
        guard specs.count == 1 else {
            throw CommandFailure.usage(specs.isEmpty ? "no spring given: give a SPEC, --spring, --preset or --stiffness/--damping"
                                                     : "solve takes one spring, got \(specs.count): give it once")
        }
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let setup = engine.applied(to: try input.presetFiles.library(for: specs).setup(for: specs[0]))
        let drawing = try setup.drawingSolver(solver)
        try retarget.checkDrawn(by: drawing)
        let retargets = try retarget.retargets()
        let exact = try RetargetedResponse(spring: setup.spring, motion: setup.motion, retargets: retargets)
        let sink = try RowSink(path: output)
        // Rows are rendered and written a piece at a time (the exact solution in constant
        // memory, SpringSetup.renderInChunks); the text is the same bytes as one document built whole.
        let frameInterval = try engine.frameInterval(for: drawing)
        func pieces(_ body: (RenderedCurve) throws -> Void) throws {
            try setup.renderInChunks(drawnBy: drawing, count: count, time: time, retargets: retargets,
                                     frameInterval: frameInterval, body)
        }
        if format == .json {
            var text = "{\"t\":["
            for index in 0..<count {
                if index > 0 { text += "," }
                text += JSONValue.format(time(index))
                if text.utf8.count >= 1 << 16 { try sink.write(text); text = "" }
            }
            var columns: [(String, (RenderedCurve, Int) -> Double)] = [("x", { $0.positions[$1] }), ("v", { $0.velocities[$1] })]
            if error { columns.append(("error", { $0.positions[$1] - exact.position(at: $0.times[$1]) })) }
            for (name, value) in columns {
                text += "],\"" + name + "\":["
                var first = true
                try pieces { curve in
                    for index in curve.times.indices {
                        if !first { text += "," }
                        first = false
                        text += JSONValue.format(value(curve, index))
                    }
                    try sink.write(text)
                    text = ""
                }
            }
            try sink.write(text + "]}\n")
        } else {
            try sink.write(error ? "t,x,v,error\n" : "t,x,v\n")
            try pieces { curve in
                var text = ""
                for index in curve.times.indices {
                    let t = curve.times[index], x = curve.positions[index]
                    text += JSONValue.format(t) + "," + JSONValue.format(x) + "," + JSONValue.format(curve.velocities[index])
                    if error { text += "," + JSONValue.format(x - exact.position(at: t)) }
                    text += "\n"
                }
                try sink.write(text)
            }
        }
        try sink.finish()
    }

    /// The number of sample times and the i-th time: `--samples N` gives N times from 0 to T,
    /// both ends included; `--dt H` gives 0, H, 2H, … ≤ T.
    func sampling() throws -> (count: Int, time: (Int) -> Double) {
        switch (samples, dt) {
        case (.some, .some): throw CommandFailure.usage("--samples and --dt do not mix: give one")
        case (nil, nil): throw CommandFailure.usage("give --samples N or --dt H")
        case (.some(let n), nil):
            guard n >= 2, n <= Self.maximumSamples else {
                throw CommandFailure.usage("invalid --samples \(n): must be 2…\(Self.maximumSamples)")
            }
            let duration = duration, step = duration / Double(n - 1)
            return (n, { $0 == n - 1 ? duration : Double($0) * step })
        case (nil, .some(let h)):
            guard h > 0 else { throw CommandFailure.usage("invalid --dt \(h): must be > 0") }
            let count: Int
            do {
                count = try SampleTimes.count(through: duration, step: h, limit: Self.maximumSamples)
            } catch {
                let requested = (duration / h * (1 + 1e-12)).rounded(.down) + 1
                throw CommandFailure.usage("invalid --dt \(h): gives \(Int(min(requested, 1e18))) samples, more than \(Self.maximumSamples)")
            }
            return (count, { Double($0) * h })
        }
    }
}
