import SpringKit
import SpringReport
import SpringRequests

/// `durations`: the durations engines assign to springs (`springtune durations`).
public struct DurationsTool: MCPTool {
    /// A durations tool.
    public init() {}

    /// The command's name.
    public let name = "durations"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        The durations engines assign to one or more springs, each labelled with its rule, as `springtune \
        durations` prints them: Core Animation/SwiftUI settlingDuration (a labelled reconstruction: Apple does \
        not publish it), Motion, JNW, WebKit, Compose, Android. They are not the exact settling time (tool \
        metrics); resource springtune://docs/durations.md says which one to use. The structured content is \
        `springtune durations --format json`.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [.springs, .presets, .presetFile, .format([.table, .json, .csv])]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let setups = try context.source(arguments).resolved().setups
        return .report(text: DurationsReport.rendered(for: setups, as: arguments.format(or: .table)),
                       json: DurationsReport.rendered(for: setups, as: .json))
    }
}
