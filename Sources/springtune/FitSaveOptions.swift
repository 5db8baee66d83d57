import ArgumentParser
import Foundation
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

    /// The bundled presets, `SPRINGTUNE_PRESET_PATH`'s and those of every `--preset-file`
    /// that exists (the file `--save-preset` creates may not exist yet).
    func library() throws -> PresetLibrary {
        let creates: Set<String> = savePreset != nil ? Set(presetFiles.suffix(1)) : []
        return try SpringSource(presetFiles: presetFiles, searchPath: ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable],
                                filesToCreate: creates).library()
    }

    /// The save asked for, recording `arguments` without the options that only steer output
    /// and saving; `nil` without `--save-preset`.
    func request(arguments: [String]) -> FitPresetRequest? {
        guard let savePreset, let file = presetFiles.last else { return nil }
        var command: [String] = ["springtune"]
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if Self.outputFlags.contains(argument) { skip = true; continue }
            if argument == "--replace" || Self.outputFlags.contains(where: { argument.hasPrefix($0 + "=") }) { continue }
            command.append(argument)
        }
        return FitPresetRequest(name: savePreset, file: file, replacing: replace, description: description, keyPath: keyPath, command: command)
    }

    /// Options with a value that only steer output and saving; left out of the recorded command.
    static let outputFlags: Set<String> = ["--save-preset", "--preset-file", "--format", "-o", "--output", "--description", "--key-path"]
}
