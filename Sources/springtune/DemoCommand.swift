import ArgumentParser
import SpringIO
import SpringRequests

/// `springtune demo`: the main job on built-in defaults.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Measure a handful of well-known springs and write the results to a folder.",
        discussion: """
            Example:
              springtune demo --output demo-output
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder for the demo's files (created if missing).", valueName: "dir"))
    var output: String = "demo-output"

    func run() throws {
        try DemoRequest(folder: output).run(report: Standard.output)
    }
}
