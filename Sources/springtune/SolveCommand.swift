import ArgumentParser
import SpringIO
import SpringKit

/// `springtune solve`: the curve of one spring as any solver or engine draws it.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Sample one spring's curve, exactly or as an integrator or engine draws it.",
        discussion: """
            --samples N gives N times from 0 to T, both ends included; --dt H gives 0, H, 2H, … ≤ T.
            Solvers: \(Solver.allCases.map(\.rawValue).joined(separator: ", ")) (docs/conversions.md, DESIGN §3).

            Examples:
              springtune solve k=100,c=10 --duration 1 --samples 11
              springtune solve --stiffness 300 --damping 10 --duration 2 --dt 0.016 --solver rk4 --error
              springtune solve --preset alert-in --duration 1 --dt 0.001 --solver jnw --format json
            """
    )

    @Argument(help: ArgumentHelp("A spring spec (or use --spring / the flags).", valueName: "spec"))
    var spec: String?

    @OptionGroup var input: SpringInput

    @Option(help: ArgumentHelp("End time T in seconds (> 0).", valueName: "T"), transform: NumberArgument.finite)
    var duration: Double

    @Option(help: ArgumentHelp("Number of samples, both ends included (≥ 2).", valueName: "N"))
    var samples: Int?

    @Option(help: ArgumentHelp("Time step in seconds (> 0).", valueName: "H"), transform: NumberArgument.finite)
    var dt: Double?

    @Option(help: ArgumentHelp("Solver or engine (default exact).", valueName: "name"))
    var solver: Solver?

    @Flag(help: "Add the error against the exact solution (x − x_exact).")
    var error = false

    @Option(help: "Output format: csv or json.")
    var format: OutputFormat = .csv

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    static let maximumSamples = 50_000_000

    func run() throws {
        guard format == .csv || format == .json else {
            throw CommandFailure.usage("invalid --format \(format.rawValue) for solve: must be csv or json")
        }
        guard duration > 0 else { throw CommandFailure.usage("invalid --duration \(duration): must be > 0") }
        let times = try sampleTimes()
        let specs = try input.including(positional: spec.map { [$0] } ?? []).parsedSpecs()
        guard specs.count == 1 else {
            throw CommandFailure.usage(specs.isEmpty ? "no spring given: give a SPEC, --spring, --preset or --stiffness/--damping"
                                                     : "solve takes one spring, got \(specs.count): give it once")
        }
        let setup = try PresetLookup.resolve(specs[0])
        let drawing = try setup.drawingSolver(solver)
        let curve = setup.curve(drawnBy: drawing, times: times)
        var errors: [Double]?
        if error {
            let exact = setup.response
            errors = zip(times, curve.positions).map { $1 - exact.position(at: $0) }
        }
        let text: String
        if format == .json {
            var members: [(String, JSONValue)] = [
                ("t", .array(times.map(JSONValue.number))),
                ("x", .array(curve.positions.map(JSONValue.number))),
                ("v", .array(curve.velocities.map(JSONValue.number))),
            ]
            if let errors { members.append(("error", .array(errors.map(JSONValue.number)))) }
            text = JSONValue.object(members).serialized(pretty: false) + "\n"
        } else {
            var lines = [errors == nil ? "t,x,v" : "t,x,v,error"]
            lines.reserveCapacity(times.count + 1)
            for index in times.indices {
                var line = JSONValue.format(times[index]) + "," + JSONValue.format(curve.positions[index]) + "," + JSONValue.format(curve.velocities[index])
                if let errors { line += "," + JSONValue.format(errors[index]) }
                lines.append(line)
            }
            text = lines.joined(separator: "\n") + "\n"
        }
        try Standard.emit(text, to: output)
    }

    func sampleTimes() throws -> [Double] {
        switch (samples, dt) {
        case (.some, .some): throw CommandFailure.usage("--samples and --dt do not mix: give one")
        case (nil, nil): throw CommandFailure.usage("give --samples N or --dt H")
        case (.some(let n), nil):
            guard n >= 2, n <= Self.maximumSamples else {
                throw CommandFailure.usage("invalid --samples \(n): must be 2…\(Self.maximumSamples)")
            }
            let step = duration / Double(n - 1)
            return (0..<n).map { $0 == n - 1 ? duration : Double($0) * step }
        case (nil, .some(let h)):
            guard h > 0 else { throw CommandFailure.usage("invalid --dt \(h): must be > 0") }
            let count = (duration / h * (1 + 1e-12)).rounded(.down) + 1
            guard count <= Double(Self.maximumSamples) else {
                throw CommandFailure.usage("invalid --dt \(h): gives \(Int(min(count, 1e18))) samples, more than \(Self.maximumSamples)")
            }
            return (0..<Int(count)).map { Double($0) * h }.filter { $0 <= duration * (1 + 1e-12) }
        }
    }
}
