import ArgumentParser
import SpringIO
import SpringRequests

/// `springtune`: exact spring-animation metrics, conversions, plots, sweeps and fits.
@main
struct SpringTuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springtune",
        abstract: "Tune spring animations with exact numbers.",
        discussion: """
            A spring is given as --spring SPEC (repeatable), --preset NAME, or the flags \
            --mass --stiffness --damping --velocity --from --to.
            SPEC is [FAMILY:]KEY=NUMBER[,KEY=NUMBER…] or preset:NAME[,KEY=NUMBER…].
            Exit codes: 0 ok, 64 usage, 65 bad input data, 66 missing input or preset, \
            69 studio address unavailable, 73 cannot create output, 74 I/O error.
            """,
        version: SpringTuneVersion.current,
        subcommands: [
            MetricsCommand.self,
            ConvertCommand.self,
            SolveCommand.self,
            PlotCommand.self,
            SweepCommand.self,
            FitCommand.self,
            PresetCommand.self,
            ExportCommand.self,
            DurationsCommand.self,
            EcosystemsCommand.self,
            DemoCommand.self,
            ScanCommand.self,
            EditCommand.self,
            StudioCommand.self,
            PreviewCommand.self,
            MCPCommand.self,
        ]
    )

    /// Runs the command line, printing any error as one line and exiting with its sysexits code.
    static func main() {
        StandardStream.protectClosedDescriptors()
        Standard.installInterruptHandlers()
        do {
            try execute(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Self.exit(reporting: error)
        }
        // A warning or note that could not be written to stderr is output lost.
        if Standard.errorWriteFailed { Platform.exit(74) }
    }

    /// Runs one command line: the option count (``OptionBudget``), the name check,
    /// ArgumentParser's parsing, the command's `run()`.
    /// What a process adds (closed descriptors, signals, the message and exit code) is
    /// ``main()``'s; tests run commands in process through this.
    static func execute(_ arguments: [String]) throws {
        try OptionBudget.check(arguments)
        try checkSubcommandNames(arguments)
        var command = try parseAsRoot(arguments)
        try command.run()
    }

    /// Refuses a subcommand name that does not exist — `springtune metrcs`, `preset lst`,
    /// `help wobble` — with the closest names (exit 64), before ArgumentParser would take it for
    /// an unexpected argument or print the root help.
    static func checkSubcommandNames(_ arguments: [String]) throws {
        var command: ParsableCommand.Type = Self.self
        var words = arguments[...]
        var path = ""
        if words.first == "help" { words = words.dropFirst(); path = "help " }
        while let word = words.first, !word.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return }
            if let next = subcommands.first(where: { $0._commandName == word }) {
                command = next
                path += word + " "
                words = words.dropFirst()
                continue
            }
            let names = subcommands.map { $0._commandName }
            let closest = Suggestions.closest(to: word, among: names)
            let hint = closest.isEmpty ? "one of \(names.joined(separator: ", "))" : "did you mean \(closest.joined(separator: ", "))?"
            throw CommandFailure.usage("unknown command '\(path)\(word)': \(hint)")
        }
    }

    static func exit(reporting error: Error) -> Never {
        let (message, code) = CommandFailure.describe(error, for: Self.self)
        if code == 0 {
            // --help and --version: their text is the output.
            do {
                try Standard.output(message + "\n")
            } catch {
                Standard.error("springtune: " + error.description)
                Platform.exit(74)
            }
        } else {
            Standard.error("springtune: " + message)   // one line: Standard.error escapes control characters
        }
        Platform.exit(code)
    }
}

enum SpringTuneVersion {
    static let current = "0.1.0"
}
