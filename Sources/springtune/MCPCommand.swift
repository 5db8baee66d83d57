import ArgumentParser
import SpringIO
import SpringMCP
import SpringRequests

/// `springtune mcp`: a Model Context Protocol server on stdio, for coding agents.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve SpringTune to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            An MCP server on stdin and stdout, as agents (Claude Code, Claude Desktop, Cursor, \
            VS Code, Zed) start a local server: tools metrics, convert, durations, solve, fit, \
            export, plot, presets and scan answer what the commands print for the same input \
            (the structured content is their --format json); resources springtune://docs/NAME.md \
            and springtune://presets/NAME are the documents and presets. Paths (scan's path, \
            fit's data, presetFile) are read only inside the client's roots, or the working \
            directory when it declares none. Protocol messages only on stdout, logs on stderr; \
            it exits when stdin closes. See docs/mcp.md for each tool and the clients' configuration.

            Exit codes: 0 when stdin closes, 65 or 66 for a malformed or unreadable preset file, \
            74 when stdout cannot be written, 69 when built without the MCP trait.

            Examples:
              springtune mcp
              springtune mcp --preset-file presets/mine.json
              claude mcp add springtune -- springtune mcp
            """
    )

    @Option(name: .customLong("preset-file"),
            help: ArgumentHelp("A preset file whose presets the tools may name (repeatable; SPRINGTUNE_PRESET_PATH lists more files and folders).",
                               valueName: "file"))
    var presetFiles: [String] = []

    func run() throws {
        #if MCP
        let configuration = MCPServer.Configuration(presetFiles: presetFiles, searchPath: SpringSource.environmentSearchPath,
                                                    version: SpringTuneVersion.current)
        try MCPServer.run(configuration) { line in Standard.error(line) }
        #else
        throw CommandFailure(description: "this springtune was built without the MCP server (the package's MCP trait is off); build it with the default traits", exitCode: 69)
        #endif
    }
}
