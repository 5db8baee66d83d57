import ArgumentParser
import SpringPresets
import SpringRequests

/// `fit --save-preset NAME --preset-file FILE [--replace] [--description TEXT] [--key-path PATH]`.
struct FitSaveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Save the result as a preset with this name, into the last --preset-file.", valueName: "name"))
    var savePreset: String?
    @Option(name: .customLong("preset-file"),
            help: ArgumentHelp("A preset file: --match preset:NAME may name its presets, and --save-preset appends to (or creates) the last one. Repeatable.",
                               valueName: "file"))
    var presetFiles: [String] = []
    @Flag(help: "With --save-preset: replace a preset of the same name in the file (otherwise refused).")
    var replace = false
    @Option(help: ArgumentHelp("The saved preset's description.", valueName: "text"))
    var description: String?
    @Option(help: ArgumentHelp("The saved preset's key path (e.g. transform.scale).", valueName: "path"))
    var keyPath: String?

    func validate() throws {
        if savePreset != nil && presetFiles.isEmpty {
            throw CommandFailure.usage("--save-preset needs --preset-file FILE: the file to save into")
        }
        // A name that cannot be saved is refused before any work.
        if let savePreset, !Preset.isValidName(savePreset) { throw PresetSaveError.invalidName(savePreset) }
        if replace && savePreset == nil {
            throw CommandFailure.usage("--replace applies to --save-preset only")
        }
    }

    /// The presets the fit may name; the file saved into is not read while it does not exist.
    func library() throws -> PresetLibrary {
        try FitPresetRequest.source(presetFiles: presetFiles, saves: savePreset != nil, searchPath: SpringSource.environmentSearchPath).library()
    }

    /// The save `--save-preset` asks for, recording the command line (`arguments`) as the source.
    func request(arguments: [String]) -> FitPresetRequest? {
        guard let savePreset, let file = presetFiles.last else { return nil }
        return FitPresetRequest(name: savePreset, file: file, replacing: replace, description: description, keyPath: keyPath,
                                command: FitPresetRequest.command(fromArguments: arguments))
    }
}
