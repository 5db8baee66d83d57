import ArgumentParser
import Foundation
import SpringIO
import SpringRequests
import SpringStudio

/// `springtune studio`: a local web app over the library, until Ctrl-C.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve a live page to tune springs in the browser: every family at once, exact metrics, engine overlays, preview, export.",
        discussion: """
            Prints one line, the page's address with its access token \
            (SpringTune studio: http://127.0.0.1:PORT/?token=TOKEN), and opens it in the browser \
            unless --no-open is given or there is no display. Ctrl-C or SIGTERM stops it.

            The server binds 127.0.0.1 unless --host says otherwise (then anyone who can reach \
            the address and has the token gets in: a warning is printed). Every request needs the \
            token; presets are saved only into the files given with --preset-file. The API \
            (/api/metrics, /api/convert, /api/export, /api/plot.svg, /api/presets, /api/fit) \
            answers what the matching command prints. See docs/studio.md.

            Opened on a folder (springtune studio DIR), the page also lists every spring scan \
            finds there, loads one in its own family and form, writes the edited spring back \
            into its file by edit's rule (only the numbers change; a file changed on disk since \
            it was listed is refused), applies a warning's fix, and undoes a write.

            Exit codes: 69 when the address cannot be bound (the port is in use), 74 when the \
            address cannot be printed (stdout closed or full), 64 for a bad option, 65 or 66 \
            for a malformed or unreadable preset file, 66 for a project that is not a folder.

            Examples:
              springtune studio
              springtune studio --port 8080 --no-open
              springtune studio --preset-file presets/mine.json
              springtune studio ~/code/my-app
            """
    )

    @Argument(help: ArgumentHelp("A folder whose springs the page lists (as scan finds them) and may write back (as edit writes them); nothing outside it is read or written.",
                                 valueName: "dir"))
    var project: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The port to listen on, 0…65535 (0, the default, picks a free one).", valueName: "n"),
            transform: { text in try ChoiceArgument.parsed { try StudioAddress.port(try ChoiceArgument.integer(text)) } })
    var port: Int = 0

    @Option(help: ArgumentHelp("The address to bind (default 127.0.0.1; anything else is reachable from other machines).", valueName: "addr"),
            transform: { text in try ChoiceArgument.parsed { try StudioAddress.host(text) } })
    var host: String = "127.0.0.1"

    @Flag(help: "Do not open the browser.")
    var noOpen = false

    @Option(name: .customLong("preset-file"),
            help: ArgumentHelp("A preset file whose presets the page may load and into which it may save (repeatable; created on the first save).",
                               valueName: "file"))
    var presetFiles: [String] = []

    func run() throws {
        #if Studio
        // Nobody could open the page without the printed address: a closed stdout stops it now.
        try Standard.output("")
        let opened = try project.map { folder in
            try StudioProject(folder: folder, base: FileManager.default.currentDirectoryPath)
        }
        let configuration = StudioServer.Configuration(host: host, port: port, presetFiles: presetFiles,
                                                       searchPath: SpringSource.environmentSearchPath, project: opened)
        let open = !noOpen && StudioBrowser.hasDisplay()
        let host = host
        try StudioServer.serve(configuration) { address in
            // Warned once it listens: an address that cannot be bound is one line, the error.
            if !configuration.isLoopback {
                Standard.error("springtune: warning: the studio listens on \(host), reachable from other machines; anyone with the address and token can use it and save presets")
            }
            // A failed write stops the studio (exit 74): it would serve with no one knowing its address.
            try Standard.output("SpringTune studio: \(address)\n")
            if open { StudioBrowser.open(address) }
        }
        #else
        throw CommandFailure(description: "this springtune was built without the studio's server (the package's Studio trait is off); build it with the default traits", exitCode: 69)
        #endif
    }
}
