import SpringKit
import SpringReport
import SpringRequests

/// `metrics`: exact step-response metrics of springs (`springtune metrics`).
public struct MetricsTool: MCPTool {
    /// A metrics tool.
    public init() {}

    /// The command's name.
    public let name = "metrics"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        Exact step-response metrics of one or more springs, as `springtune metrics` prints them: settling time \
        (when the motion last leaves the ±band), overshoot and undershoot in % of the step, peak time and value, \
        10–90 % rise time, bounces, rest time, and the durations engines assign. Computed from the analytic \
        solution (docs/physics.md), or on the curve a solver or engine draws (solver), through retargets. \
        A value that cannot be computed exactly is refused with the range, never approximated. The structured \
        content is `springtune metrics --format json` (an object for one spring; {"results": [...]} for several).
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            .springs, .presets, .presetFile, .band,
            MCPArgument(.bandAbsolute, .number(.positive), "Settling band as an absolute half-width in units of x (> 0); not with band."),
            MCPArgument(.restDelta, .number(.positive), "Rest threshold on |x − to| for restTime, in units of x (> 0; with restSpeed)."),
            MCPArgument(.restSpeed, .number(.positive), "Rest threshold on |x'| for restTime, in units of x per second (> 0; with restDelta)."),
            .solver("Measure the curve this solver or engine draws (default: the exact solution, or a preset's tuned renderer)."),
            .frameRate, .androidProperty, .overshootClamping, .frameLoop, .retarget,
            .format(MetricsRequest.formats),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let request = try MetricsRequest(band: try MetricsRequest.band(fraction: arguments.number(.band), width: arguments.number(.bandAbsolute)),
                                         rest: try MetricsRequest.rest(delta: arguments.number(.restDelta), speed: arguments.number(.restSpeed)),
                                         solver: arguments.solver(), engine: MCPArgument.engineSettings(arguments),
                                         retargets: try RetargetRequest(parsing: arguments.strings(.retarget)))
        let setups = try context.source(arguments).resolved().setups
        let records = try request.records(for: setups)
        let labels = setups.map(\.label)
        return .report(text: MetricsRequest.rendered(records, labels: labels, as: arguments.format(or: .table)),
                       json: MetricsRequest.rendered(records, labels: labels, as: .json))
    }
}
