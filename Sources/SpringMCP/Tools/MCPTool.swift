import SpringIO
import SpringRequests

/// A tool of the MCP server: a command of `springtune` as an agent calls it. Each is a thin map
/// of its checked arguments (``MCPArguments``) onto the request layer the command line uses
/// (SpringRequests), answering what the command prints for the same input.
public protocol MCPTool: Sendable {
    /// The tool's name: the command's (`presets` for `preset list` and `preset show`).
    var name: String { get }
    /// What the tool does and answers, for the agent choosing it.
    var summary: String { get }
    /// The arguments it takes.
    var arguments: [MCPArgument] { get }
    /// Answers a call.
    /// - Throws: the request's error (``SpringRequests/RequestError``) or a library's, which
    ///   ``MCPToolbox`` answers as a tool error.
    func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult
}

extension MCPTool {
    /// The tool's input JSON Schema, generated from its arguments: an object of their schemas,
    /// the required ones listed, no other property allowed.
    public var inputSchema: JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(arguments.map { ($0.name, $0.schema) })),
        ]
        let required = arguments.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }
}
