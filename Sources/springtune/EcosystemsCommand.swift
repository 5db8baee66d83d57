import ArgumentParser
import SpringIO
import SpringReport
import SpringRequests

/// `springtune ecosystems`: the platforms SpringTune writes springs for.
struct EcosystemsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ecosystems",
        abstract: "List the ecosystems: each platform's spring forms, the engine that draws them, its export and its presets.",
        discussion: """
            The forms are the names convert --to takes; the engine is the --solver that draws the platform's \
            springs (exact: the platform draws the exact spring); the export is the export --as format; \
            the presets are the bundled presets (and those of --preset-file and SPRINGTUNE_PRESET_PATH) \
            whose names begin with the platform's prefixes.

            Examples:
              springtune ecosystems
              springtune ecosystems --format json
            """
    )

    @OptionGroup var presetFiles: PresetFileOptions

    @Option(help: "Output format: table or json.", completion: .list(["table", "json"]))
    var format: ReportFormat = .table

    func validate() throws {
        guard EcosystemListRequest.formats.contains(format) else {
            throw CommandFailure.usage("invalid --format \(format.rawValue) for ecosystems: must be table or json")
        }
    }

    func run() throws {
        let library = try presetFiles.library()
        let request = EcosystemListRequest()
        try Standard.emit(EcosystemListRequest.rendered(request.ecosystems(), in: library, as: format), to: nil)
    }
}
