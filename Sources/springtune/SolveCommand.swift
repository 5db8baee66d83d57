import ArgumentParser
import SpringIO
import SpringKit
import SpringReport
import SpringRequests

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

    func run() throws {
        let source = try input.including(positional: spec.map { [$0] } ?? []).source()
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let request = try SolveRequest(source: source, duration: duration, samples: samples, step: dt, solver: solver,
                                       engine: engine.settings, retargets: try retarget.request())
        let (count, time) = (request.count, request.time)
        let exact = try request.exact()
        let sink = try RowSink(path: output)
        // Rows are rendered and written a piece at a time (the exact solution in constant
        // memory, SpringSetup.renderInChunks); the text is the same bytes as one document built whole.
        func pieces(_ body: (RenderedCurve) throws -> Void) throws { try request.curve(body) }
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
}
