import ArgumentParser
import Foundation
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

    /// Whether any single-spring flag was given.
    var usesFlags: Bool { flags.isGiven }

    /// The parsed specs, in the order given (`--spring` first, then `--preset`).
    func parsedSpecs() throws -> [SpringSpec] {
        try source().specs
    }

    /// The springs' source: the specs (`--spring` first, then `--preset`, or the one the
    /// single-spring flags give) and the preset files and search path to resolve them against.
    func source() throws -> SpringSource {
        if usesFlags && !(specs.isEmpty && presets.isEmpty) {
            throw CommandFailure.usage("--spring/--preset and the single-spring flags (--mass --stiffness --damping --velocity --from --to) do not mix")
        }
        guard usesFlags else {
            return try SpringSource(springs: specs, presets: presets, presetFiles: presetFiles.files, searchPath: presetFiles.searchPath)
        }
        let (mass, velocity, from, to) = (flags.mass, flags.velocity, flags.from, flags.to)
        guard let stiffness = flags.stiffness, let damping = flags.damping else {
            throw CommandFailure.usage("the single-spring flags need --stiffness and --damping (or give --spring SPEC)")
        }
        var items = [SpringSpec.Item(key: .stiffness, value: stiffness), .init(key: .damping, value: damping)]
        if let mass { items.insert(.init(key: .mass, value: mass), at: 0) }
        if let velocity { items.append(.init(key: .velocity, value: velocity)) }
        if let from { items.append(.init(key: .from, value: from)) }
        if let to { items.append(.init(key: .to, value: to)) }
        return SpringSource(specs: [SpringSpec(base: .family(.physical), items: items)], presetFiles: presetFiles.files,
                            searchPath: presetFiles.searchPath)
    }

    /// The springs, resolved (presets expanded); at least one.
    func setups() throws -> [SpringSetup] {
        try source().resolved().setups
    }

    /// These options with `positional` specs (a command's spec arguments) put before the
    /// `--spring` ones; positional specs and the single-spring flags do not mix.
    func including(positional: [String]) throws -> SpringInput {
        guard !positional.isEmpty else { return self }
        if usesFlags {
            throw CommandFailure.usage("spring specs and the single-spring flags (--mass --stiffness --damping --velocity --from --to) do not mix")
        }
        var combined = self
        combined.specs = positional + specs
        return combined
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
    var searchPath: String? { ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable] }

    /// The bundled presets, those of `SPRINGTUNE_PRESET_PATH`, then those of each file.
    func library() throws -> PresetLibrary {
        try SpringSource(presetFiles: files, searchPath: searchPath).library()
    }

    /// Completes a preset name: the bundled presets and those of `SPRINGTUNE_PRESET_PATH`
    /// (a file given with `--preset-file` is not known while a shell completes).
    static let presetNameCompletion = CompletionKind.custom { _, _, _ in
        let library = (try? PresetLibrary.loading(files: [], searchPath: ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable]))
            ?? PresetLibrary.bundled
        return library.presets.map(\.name)
    }

    /// The library `specs` need: the user's preset files only when a spec names a preset
    /// (``SpringSource/libraryForSpecs()``).
    func library(for specs: [SpringSpec]) throws -> PresetLibrary {
        try SpringSource(specs: specs, presetFiles: files, searchPath: searchPath).libraryForSpecs()
    }

    /// Refuses an output that would overwrite one of the preset files read (exit 64), before any work.
    func checkOutputs(_ outputs: [(role: String, path: String?)]) throws {
        for file in files {
            try OutputPaths.checkDistinct([(role: "--preset-file", path: file)] + outputs)
        }
        try OutputPaths.checkDistinct(outputs)
    }
}
