import SpringIO
import SpringKit
import SpringRequests

/// The tools the server offers, by name, and the one place a call is answered: its arguments
/// checked, the tool run, any error turned into a tool error with its one-line message (each
/// value named by its argument), never a thrown error.
public struct MCPToolbox: Sendable {
    /// The tools, in the order they are listed.
    public var tools: [any MCPTool]

    /// A toolbox of `tools`.
    public init(tools: [any MCPTool]) {
        self.tools = tools
    }

    /// The tools of `springtune mcp`: every command an agent needs answers from, and `edit`,
    /// which writes a spring into the client's source. A new tool is one more entry here.
    public static let standard = MCPToolbox(tools: [
        MetricsTool(), ConvertTool(), DurationsTool(), SolveTool(), FitTool(), ExportTool(), PlotTool(), PresetsTool(), ScanTool(),
        EditTool(),
    ])

    /// The tool named `name`.
    public func tool(named name: String) -> (any MCPTool)? {
        tools.first { $0.name == name }
    }

    /// Whether a call of `name` with `arguments` names files or folders (then the server asks
    /// the client for its roots first).
    public func readsPaths(_ name: String, arguments: [(String, JSONValue)]) -> Bool {
        guard let tool = tool(named: name) else { return false }
        return arguments.contains { given in
            given.1 != .null && tool.arguments.contains { $0.name == given.0 && $0.isPath }
        }
    }

    /// The answer to a call of `name` with `arguments`: the tool's result, or a tool error
    /// (an unknown tool, an argument at fault, the request's refusal, a library's error).
    /// - Cost: the tool's (each bounded by ``MCPLimits``).
    public func call(_ name: String, arguments: [(String, JSONValue)], in context: MCPContext) -> MCPToolResult {
        guard let tool = tool(named: name) else {
            let names = tools.map(\.name)
            let closest = name.utf8.count <= 100 ? Suggestions.closest(to: name, among: names) : []
            let hint = closest.isEmpty ? "" : " (did you mean \(closest.joined(separator: ", "))?)"
            return .failure("unknown tool \(MCPArguments.excerpt(name))\(hint): the tools are \(names.joined(separator: ", "))")
        }
        do {
            let checked = try MCPArguments(arguments, for: tool.arguments, tool: tool.name, limits: context.limits)
            return try tool.call(checked, in: context)
        } catch {
            return .failure(Self.message(for: error))
        }
    }

    /// The one-line message of any error a tool throws: a request's (or a library's, classified
    /// as the request layer does) with each value named by its argument, control characters
    /// escaped.
    public static func message(for error: any Error) -> String {
        SpringError.escapingControlCharacters(RequestError(error).argumentDescription)
    }
}
