import ArgumentParser
import Foundation
import SpringIO
import SpringKit
import SpringPresets

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

    @Option(parsing: .unconditional, help: ArgumentHelp("Mass m (> 0; default 1).", valueName: "m"), transform: NumberArgument.finite)
    var mass: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness k (> 0).", valueName: "k"), transform: NumberArgument.finite)
    var stiffness: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Damping c (≥ 0).", valueName: "c"), transform: NumberArgument.finite)
    var damping: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Initial velocity in units of the step per second, toward the target (default 0).", valueName: "v0"),
            transform: NumberArgument.finite)
    var velocity: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Start value (default 0).", valueName: "x0"), transform: NumberArgument.finite)
    var from: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Target value (default 1).", valueName: "x1"), transform: NumberArgument.finite)
    var to: Double?

    /// Whether any single-spring flag was given.
    var usesFlags: Bool {
        [mass, stiffness, damping, velocity, from, to].contains { $0 != nil }
    }

    /// The parsed specs, in the order given (`--spring` first, then `--preset`).
    func parsedSpecs() throws -> [SpringSpec] {
        if usesFlags && !(specs.isEmpty && presets.isEmpty) {
            throw CommandFailure.usage("--spring/--preset and the single-spring flags (--mass --stiffness --damping --velocity --from --to) do not mix")
        }
        if usesFlags {
            guard let stiffness, let damping else {
                throw CommandFailure.usage("the single-spring flags need --stiffness and --damping (or give --spring SPEC)")
            }
            var items = [SpringSpec.Item(key: "stiffness", value: stiffness), .init(key: "damping", value: damping)]
            if let mass { items.insert(.init(key: "mass", value: mass), at: 0) }
            if let velocity { items.append(.init(key: "velocity", value: velocity)) }
            if let from { items.append(.init(key: "from", value: from)) }
            if let to { items.append(.init(key: "to", value: to)) }
            return [SpringSpec(base: .family(.physical), items: items)]
        }
        var parsed = try specs.map { text throws(SpringError) in try SpringSpec.parse(text) }
        for name in presets {
            guard !name.isEmpty, !name.contains(",") else {
                throw CommandFailure.usage("invalid --preset '\(name)': must be a preset name (use --spring preset:NAME,KEY=NUMBER for overrides)")
            }
            parsed.append(SpringSpec(base: .preset(name), items: []))
        }
        return parsed
    }

    /// The springs, resolved (presets expanded); at least one.
    func setups() throws -> [SpringSetup] {
        let specs = try parsedSpecs()
        guard !specs.isEmpty else {
            throw CommandFailure.usage("no spring given: use --spring SPEC, --preset NAME, or --stiffness K --damping C")
        }
        let library = try presetFiles.library(for: specs)
        return try specs.map { try library.setup(for: $0) }
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

/// `--preset-file FILE` (repeatable) and `SPRINGTUNE_PRESET_PATH`: where presets come from
/// besides the bundled ones.
struct PresetFileOptions: ParsableArguments {
    @Option(name: .customLong("preset-file"),
            help: ArgumentHelp("A preset file whose presets --preset and preset:NAME may name (repeatable; SPRINGTUNE_PRESET_PATH lists more files and folders).",
                               valueName: "file"))
    var files: [String] = []

    /// The bundled presets, those of `SPRINGTUNE_PRESET_PATH`, then those of each file.
    func library() throws -> PresetLibrary {
        try PresetLibrary.loading(files: files,
                                  searchPath: ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable])
    }

    /// Completes a preset name: the bundled presets and those of `SPRINGTUNE_PRESET_PATH`
    /// (a file given with `--preset-file` is not known while a shell completes).
    static let presetNameCompletion = CompletionKind.custom { _, _, _ in
        let library = (try? PresetLibrary.loading(files: [], searchPath: ProcessInfo.processInfo.environment[PresetLibrary.searchPathVariable]))
            ?? PresetLibrary.bundled
        return library.presets.map(\.name)
    }

    /// The library `specs` need: the user's preset files are read only when a spec names a
    /// preset, so a broken file on the search path does not stop a command that uses none.
    func library(for specs: [SpringSpec]) throws -> PresetLibrary {
        let namesPreset = specs.contains { if case .preset = $0.base { true } else { false } }
        return namesPreset ? try library() : PresetLibrary.bundled
    }

    /// Refuses an output that would overwrite one of the preset files read (exit 64), before any work.
    func checkOutputs(_ outputs: [(role: String, path: String?)]) throws {
        for file in files {
            try OutputPaths.checkDistinct([(role: "--preset-file", path: file)] + outputs)
        }
        try OutputPaths.checkDistinct(outputs)
    }
}
