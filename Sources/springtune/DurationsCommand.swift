import ArgumentParser
import SpringIO
import SpringKit
import SpringReport

/// `springtune durations`: the durations engines assign to a spring, each labelled.
struct DurationsCommand: ParsableCommand, ReportingCommand {
    static let command = "durations"
    static let accepted: [ReportFormat] = [.table, .json, .csv]
    static let defaultFormat = ReportFormat.table

    static let configuration = CommandConfiguration(
        commandName: "durations",
        abstract: "Engine durations: Core Animation/SwiftUI settlingDuration, Motion, JNW, WebKit, Compose, Android.",
        discussion: """
            Each duration reproduces one engine's own rule (docs/engine-durations.md); they are \
            not the exact settling time (see springtune metrics). Core Animation's algorithm is \
            not public: its value is a labelled reconstruction (published: false).
            Examples:
              springtune durations --stiffness 100 --damping 5
              springtune durations k=100,c=15 k=300,c=20
              springtune durations --spring swiftui:duration=0.5,bounce=0.3 --format json
              springtune durations --preset swiftui-bouncy --format csv
            """
    )

    @Argument(help: ArgumentHelp("Spring specs, as with --spring.", valueName: "spring"))
    var springs: [String] = []

    @OptionGroup var input: SpringInput

    @OptionGroup var outputOptions: OutputOptions<Self>

    func run() throws {
        let source = try input.source(positional: springs)
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        try Standard.emit(DurationsReport.rendered(for: try source.resolved().setups, as: format), to: output)
    }
}
