import SpringKit
import SpringReport
import SpringRequests

/// `solve`: one spring's curve at sample times (`springtune solve`), at most
/// ``MCPLimits/maximumSamples`` samples.
public struct SolveTool: MCPTool {
    /// A solve tool.
    public init() {}

    /// The command's name.
    public let name = "solve"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        One spring's curve sampled from 0 to duration, exactly or as an integrator or engine draws it \
        (solver), as `springtune solve` prints it: position x and velocity v at each time t, and with error \
        the difference from the exact solution. samples N gives N times, both ends included; dt H gives 0, H, \
        2H, … ≤ duration; at most \(MCPLimits.standard.maximumSamples) samples. The structured content is \
        `springtune solve --format json` ({"t": [...], "x": [...], "v": [...]}).
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            .spring, .preset, .presetFile,
            MCPArgument(.duration, .number(.positive), "End time T in seconds (> 0).", required: true),
            MCPArgument(.samples, .integer(minimum: 2, maximum: MCPLimits.standard.maximumSamples),
                        "Number of samples, both ends included, 2…\(MCPLimits.standard.maximumSamples) (give samples or dt)."),
            MCPArgument(.timeStep, .number(.positive), "Time step in seconds (> 0; give samples or dt)."),
            .solver("Solver or engine drawing the curve (default: exact, or a preset's tuned renderer)."),
            .frameRate, .androidProperty, .overshootClamping, .frameLoop, .retarget,
            MCPArgument("error", .boolean, "Add the error against the exact solution (x − x_exact) as a column (default false)."),
            .format(SolveRequest.formats),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let source = try context.source(arguments)
        let request = try SolveRequest(source: source, duration: arguments.number(.duration) ?? 0, samples: arguments.integer(.samples),
                                       step: arguments.number(.timeStep), solver: arguments.solver(),
                                       engine: MCPArgument.engineSettings(arguments),
                                       retargets: try RetargetRequest(parsing: arguments.strings(.retarget)),
                                       sampleLimit: context.limits.maximumSamples)
        let exact = try request.exact()
        let error = arguments.flag("error") ? exact : nil
        func written(_ format: ReportFormat) throws -> String {
            var text = ""
            try request.write(as: format, error: error) { text += $0 }
            return text
        }
        let format = arguments.format(or: .csv)
        let json = try written(.json)
        return .report(text: format == .json ? json : try written(format), json: json)
    }
}
