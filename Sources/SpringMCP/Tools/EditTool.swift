import SpringIO
import SpringKit
import SpringRequests
import SpringScan

/// `edit`: rewrites the spring written at a place in a source file as another spring, in the
/// same API and form (`springtune edit`), only inside the client's roots.
public struct EditTool: MCPTool {
    /// An edit tool.
    public init() {}

    /// The command's name.
    public let name = "edit"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        Rewrites the spring written at location FILE:LINE[:COLUMN] (a line `scan` reports, a line of the spring's parameters, or the \
        line defining a config it uses) so that it moves as the given spring — same natural frequency, damping \
        ratio and initial velocity — in the same API and form, changing only its number literals, as `springtune \
        edit` does. A config bound to a name is changed where it is defined and the other springs using it are \
        listed. Only files inside the client's roots are read and written; the project scanned is the root holding \
        the file. By default (dryRun true) the diff is returned and nothing is written; dryRun false writes. Refusals (no spring there, a form that \
        cannot hold the spring — the message names one that can —, a value that is not a literal, a read-only or \
        changed file) are tool errors with one line. The structured content is `springtune edit --format json`.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            MCPArgument("location", .path,
                        "Where the spring is written: FILE:LINE or FILE:LINE:COLUMN, the file inside the client's roots (a relative path is read from the server's working directory).",
                        required: true),
            .spring, .preset, .presetFile,
            MCPArgument("dryRun", .boolean, "Return the diff and write nothing (default true: give false to write the file)."),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let given = arguments.string("location") ?? ""
        guard let place = FileLocation(parsing: given) else {
            throw MCPArguments.invalid("location", MCPArguments.excerpt(given), "must be FILE:LINE or FILE:LINE:COLUMN (line and column from 1)")
        }
        let path = try context.workspace.check(place.path, as: "location", regularFile: true)
        let location = FileLocation(path: path, line: place.line, column: place.column)
        let request = EditRequest(location: location, source: try context.source(arguments), dryRun: !arguments.contains("dryRun") || arguments.flag("dryRun"),
                                  root: context.workspace.root(containing: path))
        let edit = try request.perform()
        return .report(text: request.rendered(edit, as: .text), json: request.rendered(edit, as: .json))
    }
}
