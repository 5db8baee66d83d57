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
        ]
    )

    /// Runs the command line, printing any error as one line and exiting with its sysexits code.
    static func main() {
        Interrupts.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Self.exit(reporting: error)
        }
    }

    static func exit(reporting error: Error) -> Never {
        let (message, code) = CommandFailure.describe(error, for: Self.self)
        if code == 0 {
            print(message)
        } else {
            Standard.error("springtune: " + SpringError.escapingControlCharacters(message))   // always one line
        }
        Glibc.exit(code)
    }
}

enum SpringTuneVersion {
    static let current = "0.1.0"
}
