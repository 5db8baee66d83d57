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
        let source = try input.source(positional: spec.map { [$0] } ?? [])
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let request = try SolveRequest(source: source, duration: duration, samples: samples, step: dt, solver: solver,
                                       engine: engine.settings, retargets: try retarget.request())
        try request.write(as: format, withError: error, toPath: output)
    }
}
