import ArgumentParser
import SpringIO
import SpringKit
#if canImport(Glibc)
import Glibc
#endif

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
            73 cannot create output, 74 I/O error.
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
            DemoCommand.self,
            ScanCommand.self,
        ]
    )

    /// Runs the command line, printing any error as one line and exiting with its sysexits code.
    static func main() {
        StandardStream.protectClosedDescriptors()
        Interrupts.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Self.exit(reporting: error)
        }
        // A warning or note that could not be written to stderr is output lost.
        if Standard.errorWriteFailed { Glibc.exit(74) }
    }

    static func exit(reporting error: Error) -> Never {
        let (message, code) = CommandFailure.describe(error, for: Self.self)
        if code == 0 {
            // --help and --version: their text is the output.
            do {
                try Standard.output(message + "\n")
            } catch {
                Standard.error("springtune: " + error.description)
                Glibc.exit(74)
            }
        } else {
            Standard.error("springtune: " + message)   // one line: Standard.error escapes control characters
        }
        Glibc.exit(code)
    }
}

enum SpringTuneVersion {
    static let current = "0.1.0"
}
