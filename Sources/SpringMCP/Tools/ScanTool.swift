import SpringIO
import SpringKit
import SpringRequests
import SpringScan

/// `scan`: the springs written in a codebase, measured (`springtune scan`), only inside the
/// client's roots.
public struct ScanTool: MCPTool {
    /// A scan tool.
    public init() {}

    /// The command's name.
    public let name = "scan"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        Finds the springs written in Swift, Kotlin, JavaScript/TypeScript, Svelte, Dart and CSS files under each \
        path (inside the client's roots; .gitignore honoured, build and vendor folders skipped) and measures them, \
        as `springtune scan` prints them: each spring's file:line:column, API, physical mass/stiffness/damping, \
        settling time and overshoot as its engine draws it, and the rules it breaks (warnings: overdamping \
        clamped by SwiftUI or Core Animation, slower than maxSettling, damping equal to stiffness, springs of the \
        same name that differ, invalid values). The structured content is `springtune scan --format json`.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            MCPArgument("path", .paths(maximumCount: MCPLimits.standard.maximumPaths),
                        "Files and folders to scan, one or a list, inside the client's roots (relative paths are read from the server's working directory).",
                        required: true),
            MCPArgument(.settlingThreshold, .number(.positive), "Warn about springs that settle (2 % band) slower than this many seconds (> 0)."),
            MCPArgument("noGitignore", .boolean, "Do not read .gitignore files (default false)."),
            .format(ScanRequest.Format.allCases.map(\.rawValue), note: "; sarif is SARIF 2.1.0"),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        var paths: [String] = []
        for path in arguments.strings("path") { paths.append(try context.workspace.check(path, as: "path")) }
        let threshold = try arguments.number(.settlingThreshold).map { value throws in try ScanOptions.settlingThreshold(NumberStyle.decimal.text(value)) }
        let options = ScanOptions(maximumSettlingTime: threshold, honoursGitIgnore: !arguments.flag("noGitignore"))
        let report = try ScanRequest(paths: paths, options: options).report()
        let format = arguments.string("format").flatMap(ScanRequest.Format.init(rawValue:)) ?? .table
        return .report(text: ScanRequest.rendered(report, as: format, toolVersion: context.version),
                       json: ScanRequest.rendered(report, as: .json, toolVersion: context.version))
    }
}
