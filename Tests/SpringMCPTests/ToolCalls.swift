import Foundation
import SpringIO
@testable import SpringMCP
import SpringTestSupport
import Testing

/// Calls the server's tools in process, and runs the command line for the same input.
enum ToolCalls {
    /// The answer of `tool` to `arguments`, in `workspace` (default: the working directory).
    static func call(_ tool: String, _ arguments: [(String, JSONValue)], workspace: MCPWorkspace = .workingDirectory(),
                     limits: MCPLimits = .standard, presetFiles: [String] = []) -> MCPToolResult {
        MCPToolbox.standard.call(tool, arguments: arguments,
                                 in: MCPContext(presetFiles: presetFiles, workspace: workspace, limits: limits, version: "0.1.0"))
    }

    /// What `springtune arguments…` prints on stdout, checked to exit 0.
    static func command(_ arguments: [String], in directory: URL? = nil) throws -> String {
        let result = try CLI.run(arguments, in: directory)
        #expect(result.status == 0, "springtune \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    /// The one line `springtune arguments…` prints on stderr when it fails, without `springtune: `.
    static func refusal(_ arguments: [String], in directory: URL? = nil) throws -> (line: String, status: Int32) {
        let result = try CLI.run(arguments, in: directory)
        let line = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        return (line.hasPrefix("springtune: ") ? String(line.dropFirst("springtune: ".count)) : line, result.status)
    }

    /// The command's JSON document, as the tools' structured content holds it.
    static func structured(_ json: String) throws -> JSONValue {
        MCPToolResult.structured(try JSONParser.parse(json))
    }

    /// A string argument.
    static func text(_ value: String) -> JSONValue { .string(value) }

    /// A list of strings.
    static func texts(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
}

extension JSONValue {
    /// The element at `index` of an array.
    subscript(index: Int) -> JSONValue? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }
}
