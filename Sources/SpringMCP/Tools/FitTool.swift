import SpringKit
import SpringReport
import SpringRequests
import SpringTuning

/// `fit`: the spring that meets step-response targets or reproduces a curve (`springtune fit`).
public struct FitTool: MCPTool {
    /// A fit tool.
    public init() {}

    /// The command's name.
    public let name = "fit"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        The spring that meets step-response targets, or best reproduces a curve, as `springtune fit` prints it. \
        Targets are solved exactly: any two of settlingTime, overshoot, peakTime, riseTime, or one with \
        constraint; an infeasible target is an answer (feasible false) with the closest spring. Curves are fitted \
        by least squares: keyframes (with timing), data (a CSV file t,x[,v] inside the client's roots) or match \
        (another spring; jnw: draws JNWSpringAnimation's formula, matchSolver picks a renderer). The answer's spec \
        gives the fitted spring back exactly, in family's parameters. The structured content is \
        `springtune fit --format json`.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            MCPArgument(.fit(.settlingTime), .number(.positive), "Target settling time in seconds (> 0), for the band."),
            MCPArgument(.fit(.overshootPercent), .number(.nonNegative), "Target overshoot in % of the step (≥ 0)."),
            MCPArgument(.fit(.peakTime), .number(.positive), "Target peak time in seconds (> 0)."),
            MCPArgument(.fit(.riseTime), .number(.positive), "Target 10–90 % rise time in seconds (> 0)."),
            MCPArgument(.band, .number(MCPArgument.band.kind.bounds), "A target fit's settling band as a fraction of the step, 0 < band < 1 (default 0.02)."),
            MCPArgument(.fit(.constraint), .string, "A target fit's constraint leaving one parameter free: damping=stiffness, stiffness=K, damping=C, dampingRatio=Z."),
            MCPArgument(.keyframes, .string, "Keyframes TIME:VALUE,… (times strictly increasing), such as 0:0.01,0.2:1.1,0.3:0.9,0.4:1."),
            MCPArgument(.timing, .strings(maximumCount: 1000),
                        "With keyframes: the timing function, linear, easeIn, easeOut, easeInEaseOut, default or cubic-bezier(x1,y1,x2,y2); one for all segments, or a list of one per segment."),
            MCPArgument(.dataFile, .path, "A CSV file of samples, columns t, x (optional v) named by a header line, inside the client's roots (at most \(MCPLimits.standard.maximumDataFileBytes) bytes)."),
            MCPArgument(.match, .string, "Another spring to reproduce, a spring spec (jnw: means JNWSpringAnimation's formula)."),
            MCPArgument(.matchSolver, .choice(Solver.allCases.map(\.rawValue)), "With match: the renderer drawing it (default: its own, else exact)."),
            MCPArgument(.duration, .number(MCPArgument.Bounds(minimum: 0, excludesMinimum: true, maximum: 60)),
                        "With match: how long its curve is sampled, in seconds, (0, 60] (default: until it settles)."),
            MCPArgument(.fit(.free), .string, "A curve fit's parameters to fit, comma-separated (such as stiffness,damping,velocity; default the family's two)."),
            MCPArgument(.fit(.family), .choice(SpringFamily.fitFamilies.map(\.rawValue)),
                        "The family to fit in, or to write a target fit's spring in (default physical)."),
            MCPArgument(.fit(.mass), .number(.positive), "Mass (> 0; default 1), fixed unless freed."),
            MCPArgument(.stiffness, .number(.positive), "A curve fit's stiffness when not free (physical family)."),
            MCPArgument(.damping, .number(.nonNegative), "A curve fit's damping when not free (physical family)."),
            MCPArgument(.fit(.velocity), .number(nil), "Initial velocity in units of the step per second (default 0), fixed unless freed."),
            MCPArgument("from", .number(nil), "Start value of the fitted motion (default: the curve's first value, or 0)."),
            MCPArgument("to", .number(nil), "Target value of the fitted motion (default: the curve's last value, or 1; data without it fits the target too)."),
            .presetFile,
            .format(FitRequest.formats),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let library = try context.library(arguments)
        let data = try arguments.string(.dataFile).map { path throws(RequestError) in
            try context.workspace.check(path, as: RequestField.dataFile.argumentName)
        }
        let request = try FitRequest(settlingTime: arguments.number(.fit(.settlingTime)), overshoot: arguments.number(.fit(.overshootPercent)),
                                     peakTime: arguments.number(.fit(.peakTime)), riseTime: arguments.number(.fit(.riseTime)),
                                     band: arguments.number(.band), constraint: arguments.string(.fit(.constraint)),
                                     keyframes: arguments.string(.keyframes), timings: arguments.strings(.timing), data: data,
                                     match: arguments.string(.match), matchSolver: arguments.solver(.matchSolver),
                                     duration: arguments.number(.duration), free: arguments.string(.fit(.free)),
                                     family: arguments.string(.fit(.family)).flatMap(SpringFamily.init(rawValue:)),
                                     mass: arguments.number(.fit(.mass)), stiffness: arguments.number(.stiffness),
                                     damping: arguments.number(.damping), velocity: arguments.number(.fit(.velocity)),
                                     from: arguments.number("from"), to: arguments.number("to"))
        let byteLimit = context.limits.maximumDataFileBytes
        let outcome = try request.run(in: library, drawsPlot: false, readingData: { path in
            try FitSamples.reading(atPath: path, as: .dataFile, byteLimit: byteLimit)
        })
        return .report(text: FitRequest.rendered(outcome.record, of: outcome.fit, as: arguments.format(or: .table)),
                       json: FitRequest.rendered(outcome.record, of: outcome.fit, as: .json))
    }
}

extension MCPArgument.Kind {
    /// A number's bounds, or `nil`.
    var bounds: MCPArgument.Bounds? {
        if case .number(let bounds) = self { return bounds }
        return nil
    }
}
