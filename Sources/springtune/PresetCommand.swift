import ArgumentParser
import Foundation
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
            let records = PresetListReport.records(for: presets, in: library)
            switch format {
            case .json: try Standard.emit(PresetListReport.json(records), to: nil)
            case .csv: try Standard.emit(ReportRecord.csv(records), to: nil)
            case .jsonl: try Standard.emit(ReportRecord.jsonLines(records), to: nil)
            case .table:
                let rows = [["name", "group", "spring"]] + presets.map { [$0.name, $0.group, $0.spring.description] }
                try Standard.emit(TextTable.render(rows, rightAligned: false), to: nil)
            }
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
            let preset = try library.requirePreset(named: name)
            let setup = try preset.setup()
            if format == .json {
                try Standard.emit(PresetFile.showJSON(preset, setup: setup).serialized() + "\n", to: nil)
                return
            }
            var rows: [[String]] = [
                ["name", preset.name], ["group", preset.group], ["file", library.origins[preset.name] ?? "—"],
                ["description", preset.description],
                ["source", preset.source.reference + (preset.source.thirdParty ? " [third party]" : "")],
                ["spring", preset.spring.description],
                ["mass / stiffness / damping", "\(ReadableNumber.format(setup.spring.mass)) / \(ReadableNumber.format(setup.spring.stiffness)) / \(ReadableNumber.format(setup.spring.damping))"],
                ["dampingRatio", ReadableNumber.format(setup.spring.dampingRatio)],
            ]
            if let motion = preset.motion {
                rows.append(["motion", "\(ReadableNumber.format(motion.from)) → \(ReadableNumber.format(motion.to))" + (motion.keyPath.map { " (\($0))" } ?? "")])
            }
            rows.append(["initialVelocity (step/s)", setup.motion.initialVelocity.map { ReadableNumber.format($0) } ?? "—"])
            rows.append(["absoluteVelocity (x/s)", ReadableNumber.format(setup.motion.absoluteVelocity)])
            rows.append(["settlingTime (s)", preset.metrics.settlingTime.map { ReadableNumber.format($0) } ?? "never"])
            rows.append(["overshootPercent (%)", preset.metrics.overshootPercent.map { ReadableNumber.format($0) } ?? "—"])
            if let renderer = preset.renderer?.rawValue, let drawn = preset.rendererMetrics {
                rows.append(["tuned under", renderer])
                rows.append(["settlingTime as \(renderer) draws it (s)", drawn.settlingTime.map { ReadableNumber.format($0) } ?? "never"])
                rows.append(["overshootPercent as \(renderer) draws it (%)", drawn.overshootPercent.map { ReadableNumber.format($0) } ?? "—"])
            }
            try Standard.emit(TextTable.render(rows, rightAligned: false), to: nil)
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

extension PresetFile {
    /// `preset show --format json`: the preset as stored, plus its physical spring.
    static func showJSON(_ preset: Preset, setup: SpringSetup) -> JSONValue {
        guard case .object(var members) = preset.json else { return preset.json }
        members.insert(("group", .string(preset.group)), at: 1)
        members.append(("physical", .object([
            ("mass", .number(setup.spring.mass)),
            ("stiffness", .number(setup.spring.stiffness)),
            ("damping", .number(setup.spring.damping)),
            ("dampingRatio", .number(setup.spring.dampingRatio)),
        ])))
        return .object(members)
    }
}
