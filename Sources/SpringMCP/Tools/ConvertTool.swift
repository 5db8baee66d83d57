import SpringKit
import SpringReport
import SpringRequests

/// `convert`: springs in every family's parameters (`springtune convert`).
public struct ConvertTool: MCPTool {
    /// A convert tool.
    public init() {}

    /// The command's name.
    public let name = "convert"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        One or more springs in every ecosystem's parameters, as `springtune convert` prints them: physical \
        mass/stiffness/damping, SwiftUI duration/bounce and response/dampingFraction, Motion, react-spring, \
        POP, Origami/Rebound, Android, Compose, Flutter, Svelte (per frame, at frameRate), anime.js and more; \
        a family that cannot express the spring is null with the reason. Use it before writing spring code \
        for another platform (a damping ratio is not a damping force). The structured content is \
        `springtune convert --format json`.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            .springs, .presets, .presetFile,
            MCPArgument(.frameRate, .number(MCPArgument.frameRates), "Display frame rate in Hz at which the svelte row is written, in \(FrameRate.allowed) (default 60)."),
            .format(ConvertRequest.formats),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let request = try ConvertRequest(frameRate: arguments.number(.frameRate) ?? SvelteParameters.defaultFrameRate)
        let setups = try context.source(arguments).resolved().setups
        return .report(text: request.rendered(setups, as: arguments.format(or: .table)), json: request.rendered(setups, as: .json))
    }
}
