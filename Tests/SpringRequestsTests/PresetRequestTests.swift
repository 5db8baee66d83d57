import Foundation
import SpringExport
import SpringKit
import SpringPresets
import SpringRequests
import Testing

/// `springtune preset list|show|export|import` and `export --preset` in process
/// (``PresetListRequest``, ``PresetShowRequest``, ``PresetModuleRequest``,
/// ``PresetImportRequest``, ``ExportRequest``), on user preset files in a temporary folder.
struct PresetRequestTests {
    /// A new folder holding `files` (name → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("springtune-requests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    /// A preset of `name` in a file's `presets` array: k = 100, c = 10 plus `extra` members.
    static func preset(_ name: String, stiffness: Double = 100, damping: Double = 10, _ extra: String = "") -> String {
        """
        {"name": "\(name)", "description": "d", "source": {"reference": "r", "thirdParty": false},
         "spring": {"family": "physical", "mass": 1, "stiffness": \(stiffness), "damping": \(damping)}\(extra)}
        """
    }

    /// mine.json: `infinity-scroll` (k = 100, c = 10) storing a stale settling time of 123 s
    /// (hand-edited), and `nan` (k = 300, c = 20).
    static func hostileFolder() throws -> URL {
        try folder(["mine.json": """
            {"schema": 1, "group": "mine", "presets": [
            \(preset("infinity-scroll", #", "metrics": {"band": 0.02, "settlingTime": 123, "overshootPercent": 16.303353482158048}"#)),
            \(preset("nan", stiffness: 300, damping: 20))]}
            """])
    }

    /// mine.json, canonical (as `preset refresh` writes it): `my-pop` animating
    /// `transform.scale`, and `my-slide` with no motion of its own.
    static func userFolder() throws -> (dir: URL, file: String) {
        let dir = try folder(["mine.json": """
            {"schema": 1, "group": "mine", "presets": [
            \(preset("my-pop", stiffness: 300, damping: 20, #", "motion": {"from": 0, "to": 1, "initialVelocity": 0, "keyPath": "transform.scale"}"#)),
            \(preset("my-slide", stiffness: 200, damping: 28))]}
            """])
        let file = dir.appendingPathComponent("mine.json").path
        try PresetFile.refresh(atPath: file)
        return (dir, file)
    }

    // MARK: list and show

    @Test func theBundledListHasEveryPresetWithItsGroupAndDescription() throws {
        let presets = try PresetListRequest().presets(in: .bundled)
        #expect(presets.count >= 50)
        let text = PresetListRequest.rendered(presets, in: .bundled, as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == presets.count)
        #expect(array.allSatisfy { $0["name"] is String && $0["group"] is String && $0["description"] is String })
    }

    @Test func aGroupListsItsPresetsOnly() throws {
        let group = try #require(PresetLibrary.bundled.presets.first?.group)
        let presets = try PresetListRequest(group: group).presets(in: .bundled)
        #expect(!presets.isEmpty && presets.allSatisfy { $0.group == group })
        let error = try #require(Requests.refusal { _ = try PresetListRequest(group: "nope").presets(in: .bundled) })
        #expect(error.exitCode == 64 && error.description.contains("nope"), "\(error)")
    }

    @Test func showGivesThePresetByName() throws {
        let (preset, setup) = try PresetShowRequest(name: "swiftui-bouncy").preset(in: .bundled)
        let object = try Requests.object(PresetShowRequest.rendered(preset, setup: setup, in: .bundled, as: .json))
        #expect(object["name"] as? String == "swiftui-bouncy")
        // SwiftUI's bouncy: duration 0.5, so k = (2π/0.5)².
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs((physical["stiffness"] ?? 0) - (4 * Double.pi) * (4 * Double.pi)) <= 1e-9)
    }

    @Test func anUnknownNameIsNotFoundWithTheClosest() throws {
        let error = try #require(Requests.refusal { _ = try PresetShowRequest(name: "swiftui-bouncey").preset(in: .bundled) })
        #expect(error.kind == .notFound && error.exitCode == 66)
        #expect(error.description.contains("did you mean swiftui-bouncy"), "\(error)")
    }

    /// A preset name is kebab-case; overrides go in a spec.
    @Test func aPresetNameIsKebabCase() throws {
        let error = try #require(Requests.refusal { _ = try SpringSource.presetSpec(named: "Alert In") })
        #expect(error.exitCode == 64)
        #expect(Requests.commandLine(error) == "invalid --preset 'Alert In': must be a preset name (kebab-case; overrides go in a spring spec, preset:NAME,KEY=NUMBER)")
    }

    // MARK: stored metrics are recomputed

    /// k = 100, c = 10 settles in 0.8076 s whatever the file stores: metrics, show, the DTCG
    /// token and import all say so.
    @Test func staleStoredMetricsAreNeverShownExportedOrImported() throws {
        let dir = try Self.hostileFolder()
        let file = dir.appendingPathComponent("mine.json").path
        let metrics = try Requests.metrics([], presets: ["infinity-scroll"], presetFiles: [file])
        let printed = try #require(metrics.split(separator: "\n").first { $0.contains("\"settlingTime\": ") })
        let text = printed.split(separator: " ").last.map { String($0.dropLast()) } ?? ""
        let settling = try #require(Double(text))
        #expect((settling - 0.8076).magnitude < 5e-5 && "\(settling)" == text, "\(text)")
        let library = try SpringSource(presetFiles: [file]).library()
        let (preset, setup) = try PresetShowRequest(name: "infinity-scroll").preset(in: library)
        let show = PresetShowRequest.rendered(preset, setup: setup, in: library, as: .table)
        #expect(show.contains("0.8076") && !show.contains("123"), "\(show)")
        let tokens = try PresetModuleRequest(format: .dtcg, presetFiles: [file]).module()
        #expect(tokens.contains("\"value\": \(settling * 1000)") && !tokens.contains("123000"), "\(tokens.prefix(600))")
        // A token file whose embedded preset is stale (edited by hand) imports recomputed.
        let stale = dir.appendingPathComponent("stale.json")
        try Data(tokens.replacingOccurrences(of: "\"settlingTime\": \(settling)", with: "\"settlingTime\": 123").utf8).write(to: stale)
        let imported = try PresetImportRequest(source: .dtcg, path: stale.path).presetFile()
        #expect(imported.contains("\"settlingTime\": \(settling)") && !imported.contains("123,"), "\(imported.prefix(600))")
    }

    /// Presets named like values (`infinity-scroll`, `nan`) are written by every exporter.
    @Test(arguments: ["css", "swiftui", "compose", "json", "motion", "caspringanimation"])
    func presetsNamedLikeInfinityAreExported(_ format: String) throws {
        let file = try Self.hostileFolder().appendingPathComponent("mine.json").path
        for name in ["infinity-scroll", "nan"] {
            var notes: [ExportRequest.Note] = []
            let code = try Requests.export(format, [], presets: [name], presetFiles: [file], notes: { notes.append($0) })
            #expect(!code.isEmpty && notes.isEmpty, "\(format) \(name)")
        }
    }

    @Test(arguments: [PresetModuleFormat.swift, .typescript, .kotlin, .dart, .css, .dtcg])
    func presetsNamedLikeInfinityAreModules(_ format: PresetModuleFormat) throws {
        let file = try Self.hostileFolder().appendingPathComponent("mine.json").path
        let module = try PresetModuleRequest(format: format, presetFiles: [file]).module()
        #expect(!module.isEmpty)
    }

    // MARK: preset export

    /// Every format writes every preset of the file under its own identifier; bundled presets
    /// are not part of a file's module; the header names the command that writes it again.
    @Test(arguments: PresetModuleFormat.allCases)
    func everyFormatWritesEveryPresetOfTheFile(_ format: PresetModuleFormat) throws {
        let (_, file) = try Self.userFolder()
        let text = try PresetModuleRequest(format: try PresetModuleRequest.format(named: format.rawValue.uppercased()),
                                           presetFiles: [file]).module()
        let identifiers: [PresetModuleFormat: [String]] = [
            .swift: ["static let myPop", "static let mySlide"], .typescript: ["export const myPop", "export const mySlide"],
            .javascript: ["export const myPop = Object.freeze", "export const mySlide"], .kotlin: ["object MyPop", "object MySlide"],
            .dart: ["const myPop = SpringPreset(", "const mySlide"], .css: ["--spring-my-pop-easing", "--spring-my-slide-duration"],
            .dtcg: ["\"my-pop\": {", "\"my-slide\": {"],
        ]
        #expect(identifiers[format] != nil, "\(format) has no identifiers listed")
        for identifier in identifiers[format, default: []] {
            #expect(text.contains(identifier), "\(format): \(identifier)")
        }
        #expect(!text.contains("swiftuiBouncy") && !text.contains("swiftui-bouncy"))
        #expect(text.contains("springtune preset export --as \(format.rawValue) --preset-file \(file)"))
        // Written with -o, the header says so, and nothing else differs.
        let written = try PresetModuleRequest(format: format, presetFiles: [file], output: "out.txt").module()
        #expect(written == text.replacingOccurrences(of: "--preset-file \(file)", with: "--preset-file \(file) -o out.txt"))
    }

    /// Named presets, bundled ones too, in library order (bundled presets first).
    @Test func namedPresetsIncludingBundledOnesInLibraryOrder() throws {
        let (_, file) = try Self.userFolder()
        let text = try PresetModuleRequest(format: .typescript, presetFiles: [file], presetNames: ["my-pop", "swiftui-bouncy"]).module()
        let bouncy = try #require(text.range(of: "export const swiftuiBouncy"))
        let pop = try #require(text.range(of: "export const myPop"))
        #expect(bouncy.lowerBound < pop.lowerBound)
        #expect(!text.contains("mySlide"))
        #expect(text.contains("reanimated: { mass: "))
    }

    /// Two presets with one identifier: bad data naming both.
    @Test func twoPresetsWithOneIdentifierAreRefused() throws {
        let dir = try Self.folder(["clash.json": """
            {"schema": 1, "group": "clash", "presets": [\(Self.preset("a-b1")), \(Self.preset("a-b-1"))]}
            """])
        let error = try #require(Requests.refusal {
            _ = try PresetModuleRequest(format: .swift, presetFiles: [dir.appendingPathComponent("clash.json").path]).module()
        })
        #expect(error.exitCode == 65 && error.description.contains("'a-b1'") && error.description.contains("'a-b-1'"), "\(error)")
    }

    @Test func moduleRefusals() throws {
        let (dir, file) = try Self.userFolder()
        let cases: [(() throws -> Void, Int32, String)] = [
            ({ _ = try PresetModuleRequest(format: .swift, presetFiles: []) }, 64, "no presets to export: name preset files or presets"),
            ({ _ = try PresetModuleRequest.format(named: "elm") }, 64, "unknown --as 'elm': must be one of swift, typescript"),
            ({ _ = try PresetModuleRequest(format: .kotlin, presetFiles: [file], maximumError: 0.01) }, 64,
             "--max-error applies to --as css, typescript and javascript only"),
            ({ _ = try PresetModuleRequest(format: .css, presetFiles: [file], maximumError: 0.6) }, 64, "invalid --max-error 0.6"),
            ({ _ = try PresetModuleRequest(format: .css, presetFiles: [], presetNames: ["no-such-preset"]).module() }, 66, "no-such-preset"),
            ({ _ = try PresetModuleRequest(format: .css, presetFiles: [dir.appendingPathComponent("missing.json").path]).module() }, 66,
             "missing.json"),
        ]
        for (body, status, text) in cases {
            let error = try #require(Requests.refusal(body))
            let line = Requests.commandLine(error)
            #expect(error.exitCode == status && line.contains(text) && !line.contains("\n"), "\(line)")
        }
    }

    @Test func importRefusals() throws {
        let (dir, file) = try Self.userFolder()
        let notTokens = try #require(Requests.refusal { _ = try PresetImportRequest(source: .dtcg, path: file).presetFile() })
        #expect(notTokens.exitCode == 65 && notTokens.description.contains("no SpringTune preset"), "\(notTokens)")
        let missing = dir.appendingPathComponent("nothing.json").path
        let absent = try #require(Requests.refusal { _ = try PresetImportRequest(source: .dtcg, path: missing).presetFile() })
        #expect(absent.exitCode == 66 && absent.description.contains("nothing.json"), "\(absent)")
        let group = try #require(Requests.refusal { _ = try PresetImportRequest(source: .dtcg, path: file, group: "Theirs") })
        #expect(group.exitCode == 64)
        #expect(Requests.commandLine(group) == "invalid --group 'Theirs': must be kebab-case (lowercase letters, digits, single hyphens)")
    }

    /// preset file → DTCG tokens → preset file is exact, and the file read back is one every
    /// request takes; `--group` renames the group.
    @Test func dtcgRoundTripIsExact() throws {
        let (dir, file) = try Self.userFolder()
        let tokens = dir.appendingPathComponent("mine.tokens.json")
        try Data(try PresetModuleRequest(format: .dtcg, presetFiles: [file]).module().utf8).write(to: tokens)
        let back = try PresetImportRequest(source: .dtcg, path: tokens.path).presetFile()
        #expect(Data(back.utf8) == (try Data(contentsOf: URL(fileURLWithPath: file))))
        let backFile = dir.appendingPathComponent("back.json")
        try Data(back.utf8).write(to: backFile)
        _ = try Requests.metrics([], presets: ["my-pop"], presetFiles: [backFile.path])
        let renamed = try PresetImportRequest(source: .dtcg, path: tokens.path, group: "theirs").presetFile()
        #expect(renamed.contains("\"group\": \"theirs\""))
    }

    /// `export` keeps a user preset's key path; the Swift module's Core Animation factory takes
    /// it as its default (`position.y` where the preset has none).
    @Test func aUserPresetsKeyPathIsKept() throws {
        let (_, file) = try Self.userFolder()
        for format in ["caspringanimation", "keyframes"] {
            let code = try Requests.export(format, [], presets: ["my-pop"], presetFiles: [file])
            #expect(code.contains("keyPath: String = \"transform.scale\""), "\(format): \(code.prefix(800))")
        }
        let swift = try PresetModuleRequest(format: .swift, presetFiles: [file]).module()
        #expect(swift.contains("public static func myPop(keyPath: String = \"transform.scale\") -> CASpringAnimation"))
        #expect(swift.contains("public static func mySlide(keyPath: String = \"position.y\") -> CASpringAnimation"))
    }
}
