import ArgumentParser
import SpringIO
import SpringKit
import SpringPresets
import SpringRequests

/// The springs a command works on: `--spring SPEC` (repeatable), `--preset NAME`
/// (repeatable), or the single-spring flags. The two ways do not mix.
struct SpringInput: ParsableArguments {
    @Option(name: .customLong("spring"),
            help: ArgumentHelp("A spring spec: [FAMILY:]KEY=NUMBER[,KEY=NUMBER…] or preset:NAME[,KEY=NUMBER…]. Repeatable.",
                               valueName: "spec"))
    var specs: [String] = []

    @Option(name: .customLong("preset"), help: ArgumentHelp("A preset by name (same as --spring preset:NAME). Repeatable.", valueName: "name"),
            completion: PresetFileOptions.presetNameCompletion)
    var presets: [String] = []

    @OptionGroup var presetFiles: PresetFileOptions

    @OptionGroup var flags: SpringFlags<SpringInput>

    /// The springs' source, with a command's `positional` spec arguments put before the
    /// `--spring` ones (the rule is SpringSource's, with the flags as SpringValues).
    func source(positional: [String] = []) throws -> SpringSource {
        try SpringSource(positional: positional, springs: specs, presets: presets, values: flags.values,
                         presetFiles: presetFiles.files, searchPath: presetFiles.searchPath)
    }

    /// The springs, resolved (presets expanded); at least one.
    func setups(positional: [String] = []) throws -> [SpringSetup] {
        try source(positional: positional).resolved().setups
    }
}

extension SpringInput: SpringFlagHelp {
    static let flagHelp = ["Mass m (> 0; default 1).", "Stiffness k (> 0).", "Damping c (≥ 0).",
                           "Initial velocity in units of the step per second, toward the target (default 0).",
                           "Start value (default 0).", "Target value (default 1)."]
}

/// `--preset-file FILE` (repeatable) and `SPRINGTUNE_PRESET_PATH`: where presets come from
/// besides the bundled ones.
struct PresetFileOptions: ParsableArguments {
    @Option(name: .customLong("preset-file"),
            help: ArgumentHelp("A preset file whose presets --preset and preset:NAME may name (repeatable; SPRINGTUNE_PRESET_PATH lists more files and folders).",
                               valueName: "file"))
    var files: [String] = []

    /// `SPRINGTUNE_PRESET_PATH`, if set.
    var searchPath: String? { SpringSource.environmentSearchPath }

    /// The bundled presets, those of `SPRINGTUNE_PRESET_PATH`, then those of each file.
    func library() throws -> PresetLibrary {
        try SpringSource(presetFiles: files, searchPath: searchPath).library()
    }

    /// Completes a preset name: the bundled presets and those of `SPRINGTUNE_PRESET_PATH`
    /// (a file given with `--preset-file` is not known while a shell completes).
    static let presetNameCompletion = CompletionKind.custom { _, _, _ in SpringSource.completablePresetNames() }

    /// Refuses an output that would overwrite one of the preset files read (exit 64), before any work.
    func checkOutputs(_ outputs: [(role: String, path: String?)]) throws {
        try OutputPaths.checkDistinct(outputs, from: files, inputRole: "--preset-file")
    }
}
