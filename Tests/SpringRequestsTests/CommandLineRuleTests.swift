import Foundation
import SpringIO
import SpringKit
import SpringReport
import SpringRequests
import SpringScan
import Testing

/// The rules the command line used to hold itself, now in the libraries and checked in process:
/// which springs the single-spring values and the spec lists give (and when they do not mix), a
/// file of springs given alone, the option budget, the recorded command of a saved fit, an edit's
/// place, the scan's extensions and rules, and outputs that name an input. Each refusal is
/// compared whole, as `springtune` prints it after `springtune: `.
struct CommandLineRuleTests {
    /// `mass stiffness damping velocity from to` as the spec's items: mass first when given,
    /// then stiffness and damping, then velocity, from and to when given.
    @Test func theValuesGiveOnePhysicalSpecInTheirOrder() throws {
        let all = try SpringValues(mass: 2, stiffness: 100, damping: 10, velocity: -1, from: 0.5, to: 3).spec()
        #expect(all.base == .family(.physical))
        #expect(all.items.map(\.key) == [.mass, .stiffness, .damping, .velocity, .from, .to])
        #expect(all.items.map(\.value) == [2, 100, 10, -1, 0.5, 3])
        let two = try SpringValues(stiffness: 300, damping: 20).spec()
        #expect(two.items.map(\.key) == [.stiffness, .damping] && two.items.map(\.value) == [300, 20])
        #expect(!SpringValues().isGiven && SpringValues(to: 0).isGiven)
    }

    /// Values without stiffness or damping are refused, naming both.
    @Test(arguments: [SpringValues(mass: 1), SpringValues(stiffness: 100), SpringValues(damping: 10, to: 2)])
    func valuesNeedStiffnessAndDamping(_ values: SpringValues) throws {
        let error = try #require(Requests.refusal { _ = try values.spec() })
        #expect(error.exitCode == 64)
        #expect(error.commandLineDescription == "the single-spring flags need --stiffness and --damping (or give --spring SPEC)")
    }

    /// Without values the source is the specs: positional ones first, then springs, then presets.
    @Test func withoutValuesTheSpecsComeInOrder() throws {
        let source = try SpringSource(positional: ["k=1,c=1"], springs: ["k=2,c=2"], presets: ["alert-in"], values: SpringValues())
        let expected = try SpringSource(springs: ["k=1,c=1", "k=2,c=2"], presets: ["alert-in"])
        #expect(source == expected && source.specs.count == 3)
        let one = try SpringSource(springs: [], presets: [], values: SpringValues(stiffness: 100, damping: 10, to: 2),
                                   presetFiles: ["mine.json"], searchPath: "/nowhere")
        #expect(one.specs == [try SpringValues(stiffness: 100, damping: 10, to: 2).spec()])
        #expect(one.presetFiles == ["mine.json"] && one.searchPath == "/nowhere")
    }

    /// Values and specs do not mix: positional specs are named first, then `--spring`/`--preset`.
    @Test func valuesAndSpecsDoNotMix() throws {
        let values = SpringValues(stiffness: 100, damping: 10)
        let flags = "(--mass --stiffness --damping --velocity --from --to) do not mix"
        let positional = try #require(Requests.refusal {
            _ = try SpringSource(positional: ["k=1,c=1"], springs: ["k=2,c=2"], presets: [], values: values)
        })
        #expect(positional.commandLineDescription == "spring specs and the single-spring flags " + flags)
        for (springs, presets) in [(["k=2,c=2"], [String]()), ([], ["alert-in"])] {
            let error = try #require(Requests.refusal { _ = try SpringSource(springs: springs, presets: presets, values: values) })
            #expect(error.exitCode == 64)
            #expect(error.commandLineDescription == "--spring/--preset and the single-spring flags " + flags)
        }
        // The mix is refused before the values' own check.
        let incomplete = try #require(Requests.refusal { _ = try SpringSource(springs: ["k=2,c=2"], presets: [], values: SpringValues(mass: 2)) })
        #expect(incomplete.commandLineDescription.hasSuffix(flags))
    }

    /// A source with no spring is refused where a request reads its specs unresolved.
    @Test func aSourceWithoutSpringsIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try SpringSource().requiringSprings() })
        #expect(error.commandLineDescription == "no spring given: use --spring SPEC, --preset NAME, or --stiffness K --damping C")
        let source = try SpringSource(springs: ["k=1,c=1"], presets: [])
        #expect(try source.requiringSprings() == source)
    }

    /// A file of springs is given alone, and jsonl is for it only.
    @Test func aFileOfSpringsIsGivenAlone() throws {
        let bare = SpringSource(presetFiles: ["mine.json"], searchPath: "/nowhere")
        #expect(try MetricsRequest.rowSource(bare) == bare)
        let error = try #require(Requests.refusal { _ = try MetricsRequest.rowSource(try SpringSource(springs: ["k=1,c=1"], presets: [])) })
        #expect(error.exitCode == 64)
        #expect(error.commandLineDescription == "--input and --spring/--preset/--stiffness do not mix: give the springs one way")
        try MetricsRequest.checkFormat(.jsonl, readsRows: true)
        for format in [ReportFormat.table, .json, .csv] { try MetricsRequest.checkFormat(format, readsRows: false) }
        let jsonl = try #require(Requests.refusal { try MetricsRequest.checkFormat(.jsonl, readsRows: false) })
        #expect(jsonl.commandLineDescription == "invalid --format jsonl for metrics: must be table, json or csv (jsonl needs --input)")
    }

    /// Options are words starting with `-` that are not numbers, before a lone `--`.
    @Test func theOptionBudgetCountsOptionsOnly() throws {
        #expect(OptionBudget.optionCount(["metrics", "--spring", "k=1,c=1", "-o", "x", "-1", "-.5", "-0.5e3", "-", "--", "--x"]) == 2)
        let limit = OptionBudget.maximumOptions
        try OptionBudget.check(Array(repeating: "--retarget", count: limit))
        let error = try #require(Requests.refusal { try OptionBudget.check(Array(repeating: "--retarget", count: limit + 1)) })
        #expect(error.exitCode == 64)
        #expect(error.commandLineDescription == "too many options: \(limit + 1) on the command line, at most \(limit) (no command takes more: at most 1000 --retarget and its other options); give many springs in a file with --input")
    }

    /// A saved fit records its command without the options that save it or choose its output.
    @Test func aSavedFitRecordsItsFittingOptionsOnly() {
        let arguments = ["fit", "--settling-time", "0.5", "--save-preset", "quick", "--preset-file", "mine.json", "--replace",
                         "--format=json", "-o", "out.json", "--overshoot", "2", "--description", "fast", "--key-path=opacity"]
        #expect(FitPresetRequest.command(fromArguments: arguments) == ["springtune", "fit", "--settling-time", "0.5", "--overshoot", "2"])
    }

    /// The file a fit saves into is not read while it does not exist; without a save every file is.
    @Test func theFileASaveCreatesIsNotReadYet() {
        let saving = FitPresetRequest.source(presetFiles: ["a.json", "b.json"], saves: true, searchPath: nil)
        #expect(saving.filesToCreate == ["b.json"] && saving.presetFiles == ["a.json", "b.json"])
        #expect(FitPresetRequest.source(presetFiles: ["a.json"], saves: false, searchPath: "/p").filesToCreate.isEmpty)
    }

    /// An edit's place is `FILE:LINE[:COLUMN]`.
    @Test func anEditsPlaceIsFileLineAndColumn() throws {
        #expect(try EditRequest.location("a/b.swift:12:4") == FileLocation(path: "a/b.swift", line: 12, column: 4))
        let error = try #require(Requests.refusal { _ = try EditRequest.location("b.swift") })
        #expect(error.exitCode == 64)
        #expect(error.commandLineDescription == "invalid location b.swift: must be FILE:LINE or FILE:LINE:COLUMN (line and column from 1)")
    }

    /// scan's help lists every language's extensions, in the languages' order.
    @Test func theScannedExtensionsComeFromTheLanguages() {
        #expect(SourceLanguage.extensionList == ".swift .kt .kts .js .jsx .ts .tsx .mjs .cjs .svelte .css .scss .dart")
    }

    /// An unknown fix rule is refused before any file is scanned.
    @Test func anUnknownRuleIsRefusedBeforeTheScan() throws {
        let request = ScanRequest(paths: ["/nonexistent-\(UUID().uuidString)"])
        var warnings: [String] = []
        let error = try #require(Requests.refusal {
            _ = try request.run(fixes: true, rules: ["no-such-rule"], dryRun: true, as: .table, toolVersion: "0") { warnings.append($0) }
        })
        #expect(error.exitCode == 64 && error.commandLineDescription.hasPrefix("invalid --rule no-such-rule: must be one of "))
        #expect(warnings.isEmpty)
    }

    /// A scan's outcome: the report's text and its warnings, one spring slower than the threshold.
    @Test func aScanCountsTheWarningsLeft() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanrun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.swift")
        try Data("let a = Animation.spring(response: 3, dampingFraction: 1)\n".utf8).write(to: file)
        let request = ScanRequest(paths: [folder.path], options: ScanOptions(maximumSettlingTime: 0.5))
        let outcome = try request.run(fixes: false, rules: [], dryRun: false, as: .json, toolVersion: "0") { _ in }
        let report = try request.report()
        #expect(outcome.text == ScanRequest.rendered(report, as: .json, toolVersion: "0"))
        #expect(outcome.warningsLeft == report.warningCount && outcome.warningsLeft > 0)
    }

    /// An output that names an input, or another output, is refused naming both roles.
    @Test func anOutputMayNotNameAnInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("mine.json").path
        let other = folder.appendingPathComponent("out.json").path
        try OutputPaths.checkDistinct([(role: "-o", path: other)], from: [input], inputRole: "--preset-file")
        #expect(throws: FileError.namedTwice(path: input, what: "--preset-file and -o")) {
            try OutputPaths.checkDistinct([(role: "-o", path: input)], from: [input], inputRole: "--preset-file")
        }
        #expect(throws: FileError.namedTwice(path: other, what: "-o and --plot")) {
            try OutputPaths.checkDistinct([(role: "-o", path: other), (role: "--plot", path: other)], from: [input], inputRole: "--preset-file")
        }
    }
}

/// The writing the commands hand to their requests: a file written whole is the text the
/// piecewise writers give.
struct RequestOutputFileTests {
    /// A scratch folder for `body`, removed after.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// `solve -o FILE`: the file holds what the pieces give, with the error column when asked.
    @Test(arguments: [(ReportFormat.csv, false), (.csv, true), (.json, true)])
    func solveWritesItsFileWhole(_ format: ReportFormat, _ withError: Bool) throws {
        try withFolder { folder in
            let request = try SolveRequest(source: try SpringSource(springs: ["k=100,c=10"], presets: []), duration: 1, samples: 11, step: nil,
                                           retargets: try RetargetRequest(parsing: []))
            var pieces = ""
            try request.write(as: format, error: withError ? try request.exact() : nil) { pieces += $0 }
            let path = folder.appendingPathComponent("curve").path
            try request.write(as: format, withError: withError, toPath: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == pieces)
            #expect(pieces.contains("error") == withError)
        }
    }

    /// `metrics --input FILE -o FILE`: the file holds what the stream gives.
    @Test func metricsStreamsAFileOfSpringsIntoAFile() throws {
        try withFolder { folder in
            let input = folder.appendingPathComponent("springs.csv")
            try Data("spring\nk=100,c=10\nk=300,c=20\n".utf8).write(to: input)
            let request = try MetricsRequest(band: .standard, rest: nil, solver: nil, engine: EngineSettings(),
                                             retargets: try RetargetRequest(parsing: []))
            var rows = try SpecRows(path: input.path)
            defer { rows.close() }
            var pieces = ""
            try request.stream(&rows, from: SpringSource(), as: .csv) { pieces += $0 }
            let output = folder.appendingPathComponent("metrics.csv").path
            try request.stream(path: input.path, from: SpringSource(), as: .csv, to: output)
            #expect(try String(contentsOfFile: output, encoding: .utf8) == pieces)
            #expect(pieces.split(separator: "\n").count == 3)
        }
    }
}
