import ArgumentParser
import SpringIO
import SpringKit
import SpringExport
import SpringPresets
import SpringReport
import SpringRequests

/// `springtune preset`: the preset library, bundled and the user's own files.
struct PresetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset",
        abstract: "List, show and maintain presets.",
        subcommands: [List.self, Show.self, Refresh.self, Export.self, Import.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the presets: the bundled ones and those of --preset-file and SPRINGTUNE_PRESET_PATH.",
            discussion: """
                Examples:
                  springtune preset list
                  springtune preset list --group alerts --format json
                  springtune preset list --preset-file mine.json
                """
        )

        @OptionGroup var presetFiles: PresetFileOptions

        @Option(help: "Only this group (apple, alerts, android, material, web, facebook).")
        var group: String?

        @Option(help: "Output format: table, json or csv.", completion: .list(["table", "json", "csv"]))
        var format: ReportFormat = .table

        func run() throws {
            let library = try presetFiles.library()
            let presets = try PresetListRequest(group: group).presets(in: library)
            try Standard.emit(PresetListRequest.rendered(presets, in: library, as: format), to: nil)
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one preset: its source, spring, motion and metrics.",
            discussion: """
                Examples:
                  springtune preset show swiftui-bouncy
                  springtune preset show alert-in --format json
                """
        )

        @Argument(help: "The preset's name.")
        var name: String

        @OptionGroup var presetFiles: PresetFileOptions

        @Option(help: "Output format: table or json.", completion: .list(["table", "json"]))
        var format: ReportFormat = .table

        func validate() throws {
            guard format == .table || format == .json else {
                throw CommandFailure.usage("invalid --format \(format.rawValue) for preset show: must be table or json")
            }
        }

        func run() throws {
            let library = try presetFiles.library()
            let (preset, setup) = try PresetShowRequest(name: name).preset(in: library)
            try Standard.emit(PresetShowRequest.rendered(preset, setup: setup, in: library, as: format), to: nil)
        }
    }

    struct Refresh: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Recompute the stored metrics of preset files and rewrite them in the canonical format.",
            discussion: """
                Metrics may be missing in the input (that is how new presets are authored).
                Each file is rewritten atomically, under the lock saves take on its folder.

                Example:
                  springtune preset refresh presets/*.json
                """
        )

        @Argument(help: "Preset files to refresh.")
        var files: [String]

        func run() throws {
            for path in files {
                try PresetFile.refresh(atPath: path)
            }
        }
    }
}

extension PresetCommand {
    struct Export: ParsableCommand {
        static let formatList = PresetModuleFormat.allCases.map(\.rawValue).joined(separator: ", ")

        static let configuration = CommandConfiguration(
            abstract: "Write presets as one module of code: Swift, TypeScript, JavaScript, Kotlin, Dart, CSS or design tokens.",
            discussion: """
                Formats:
                \(PresetModuleFormat.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
                The module holds every preset of the --preset-file files, or only the --preset names \
                (bundled presets too), in library order, each under its own name with its own motion \
                and key path; its header names the files and the command that regenerates it. \
                See docs/presets.md for each format.
                Examples:
                  springtune preset export --as typescript --preset-file springs.json -o src/springs.ts
                  springtune preset export --as kotlin --preset-file springs.json -o Springs.kt
                  springtune preset export --as css --preset swiftui-bouncy --preset alert-in
                  springtune preset export --as dtcg --preset-file springs.json -o springs.tokens.json
                """
        )

        @Option(name: .customLong("as"), help: ArgumentHelp("The format, in any case: \(formatList).", valueName: "format"),
                completion: .list(PresetModuleFormat.allCases.map(\.rawValue)))
        var formatName: String

        @OptionGroup var presetFiles: PresetFileOptions

        @Option(name: .customLong("preset"), help: ArgumentHelp("Only this preset (repeatable; bundled presets too).", valueName: "name"),
                completion: PresetFileOptions.presetNameCompletion)
        var presets: [String] = []

        @Option(parsing: .unconditional, help: ArgumentHelp("css, typescript and javascript: the largest error of the linear() easings, as a fraction of the change (default 0.002).",
                                   valueName: "fraction"), transform: NumberArgument.finite)
        var maxError: Double?

        @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
        var output: String?

        func run() throws {
            let request = try PresetModuleRequest(format: try PresetModuleRequest.format(named: formatName), presetFiles: presetFiles.files,
                                                  presetNames: presets, maximumError: maxError, output: output)
            try presetFiles.checkOutputs([(role: "-o", path: output)])
            try Standard.emit(try request.module(searchPath: presetFiles.searchPath), to: output)
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read a design-token file written by preset export back into a preset file.",
            discussion: """
                The presets are read from the tokens' $extensions (docs/presets.md): the round trip \
                preset file → preset export --as dtcg → preset import is exact.
                Example:
                  springtune preset import --from dtcg springs.tokens.json -o springs.json
                """
        )

        @Option(help: ArgumentHelp("The token file's format: dtcg.", valueName: "format"))
        var from: PresetImportRequest.Source

        @Argument(help: ArgumentHelp("The token file.", valueName: "file"))
        var file: String

        @Option(help: "The preset file's group (default: the presets' own group, which must be one).")
        var group: String?

        @Option(name: .shortAndLong, help: ArgumentHelp("Write the preset file to FILE (atomically) instead of stdout.", valueName: "file"))
        var output: String?

        func run() throws {
            let request = try PresetImportRequest(source: from, path: file, group: group)
            try OutputPaths.checkDistinct([(role: "the token file", path: file), (role: "-o", path: output)])
            try Standard.emit(try request.presetFile(), to: output)
        }
    }
}

extension PresetImportRequest.Source: ExpressibleByArgument {}
