import Foundation
import SpringTestSupport
import Testing

/// `springtune preset export` and `preset import` through the command line, and `export`
/// keeping a user preset's key path.
@Suite struct PresetExportCommandTests {
    /// A folder with mine.json (two presets saved by `fit --save-preset`, one with a key path).
    private func folder() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for (name, extra) in [("my-pop", ["--key-path", "transform.scale"]), ("my-slide", [])] {
            let fit = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", name == "my-pop" ? "5" : "0.5",
                                   "--save-preset", name, "--preset-file", "mine.json"] + extra, in: dir)
            try #require(fit.status == 0, "\(fit.stderr)")
        }
        return dir
    }

    @Test(arguments: ["swift", "typescript", "javascript", "kotlin", "dart", "css", "dtcg"])
    func everyFormatWritesEveryPresetOfTheFile(_ format: String) throws {
        let dir = try folder()
        let result = try CLI.run(["preset", "export", "--as", format, "--preset-file", "mine.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let identifiers: [String: [String]] = [
            "swift": ["static let myPop", "static let mySlide"], "typescript": ["export const myPop", "export const mySlide"],
            "javascript": ["export const myPop = Object.freeze", "export const mySlide"], "kotlin": ["object MyPop", "object MySlide"],
            "dart": ["const myPop = SpringPreset(", "const mySlide"], "css": ["--spring-my-pop-easing", "--spring-my-slide-duration"],
            "dtcg": ["\"my-pop\": {", "\"my-slide\": {"],
        ]
        for identifier in identifiers[format, default: []] {
            #expect(result.stdout.contains(identifier), "\(format): \(identifier)")
        }
        // Bundled presets are not part of a file's module; the header names the command.
        #expect(!result.stdout.contains("swiftuiBouncy") && !result.stdout.contains("swiftui-bouncy"))
        #expect(result.stdout.contains("springtune preset export --as \(format) --preset-file mine.json"))
        // -o writes the same text.
        let written = try CLI.run(["preset", "export", "--as", format.uppercased(), "--preset-file", "mine.json", "-o", "out.txt"], in: dir)
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        let file = try String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8)
        #expect(file == result.stdout.replacingOccurrences(of: "--preset-file mine.json", with: "--preset-file mine.json -o out.txt"))
    }

    @Test func namedPresetsIncludingBundledOnesInLibraryOrder() throws {
        let dir = try folder()
        let result = try CLI.run(["preset", "export", "--as", "typescript", "--preset", "my-pop", "--preset", "swiftui-bouncy",
                                  "--preset-file", "mine.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let bouncy = try #require(result.stdout.range(of: "export const swiftuiBouncy"))
        let pop = try #require(result.stdout.range(of: "export const myPop"))
        #expect(bouncy.lowerBound < pop.lowerBound)   // bundled presets come first in the library
        #expect(!result.stdout.contains("mySlide"))
        #expect(result.stdout.contains("reanimated: { mass: "))
    }

    @Test func refusals() throws {
        let dir = try folder()
        // Two presets with one identifier: exit 65 naming both.
        let names = """
            { "schema": 1, "group": "clash", "presets": [
              { "name": "a-b1", "description": "d", "source": { "reference": "r", "thirdParty": false },
                "spring": { "family": "physical", "mass": 1, "stiffness": 100, "damping": 10 } },
              { "name": "a-b-1", "description": "d", "source": { "reference": "r", "thirdParty": false },
                "spring": { "family": "physical", "mass": 1, "stiffness": 100, "damping": 10 } } ] }
            """
        try names.write(to: dir.appendingPathComponent("clash.json"), atomically: true, encoding: .utf8)
        let clash = try CLI.run(["preset", "export", "--as", "swift", "--preset-file", "clash.json"], in: dir)
        #expect(clash.status == 65 && clash.stderr.contains("'a-b1'") && clash.stderr.contains("'a-b-1'"), "\(clash.stderr)")
        #expect(clash.stdout.isEmpty)
        let cases: [([String], Int32, String)] = [
            (["preset", "export", "--as", "swift"], 64, "no presets to export"),
            (["preset", "export", "--as", "elm", "--preset-file", "mine.json"], 64, "unknown --as 'elm': must be one of swift, typescript"),
            (["preset", "export", "--as", "kotlin", "--preset-file", "mine.json", "--max-error", "0.01"], 64, "--max-error applies to --as css, typescript and javascript only"),
            (["preset", "export", "--as", "css", "--preset-file", "mine.json", "--max-error", "0.6"], 64, "invalid --max-error 0.6"),
            (["preset", "export", "--as", "css", "--preset", "no-such-preset"], 66, "no-such-preset"),
            (["preset", "export", "--as", "css", "--preset-file", "missing.json"], 66, "missing.json"),
            (["preset", "export", "--as", "css", "--preset-file", "mine.json", "-o", "mine.json"], 64, "mine.json"),
            (["preset", "import", "--from", "dtcg", "mine.json"], 65, "no SpringTune preset"),
            (["preset", "import", "--from", "dtcg", "nothing.json"], 66, "nothing.json"),
            (["preset", "import", "--from", "yaml", "mine.json"], 64, "yaml"),
        ]
        for (arguments, status, message) in cases {
            let result = try CLI.run(arguments, in: dir)
            #expect(result.status == status && result.stderr.contains(message), "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count <= 2, "\(arguments): \(result.stderr)")
        }
    }

    @Test func dtcgRoundTripThroughTheCommandLineIsExact() throws {
        let dir = try folder()
        let export = try CLI.run(["preset", "export", "--as", "dtcg", "--preset-file", "mine.json", "-o", "mine.tokens.json"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
        let back = try CLI.run(["preset", "import", "--from", "dtcg", "mine.tokens.json", "-o", "back.json"], in: dir)
        #expect(back.status == 0, "\(back.stderr)")
        let original = try Data(contentsOf: dir.appendingPathComponent("mine.json"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("back.json")) == original)
        // The file read back is a preset file every command takes.
        let metrics = try CLI.run(["metrics", "--preset", "my-pop", "--preset-file", "back.json", "--format", "json"], in: dir)
        #expect(metrics.status == 0, "\(metrics.stderr)")
        let renamed = try CLI.run(["preset", "import", "--from", "dtcg", "mine.tokens.json", "--group", "theirs"], in: dir)
        #expect(renamed.status == 0 && renamed.stdout.contains("\"group\": \"theirs\""), "\(renamed.stderr)")
    }

    @Test func exportKeepsAUserPresetsKeyPath() throws {
        let dir = try folder()
        for format in ["caspringanimation", "keyframes"] {
            let result = try CLI.run(["export", "--as", format, "--preset", "my-pop", "--preset-file", "mine.json"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("keyPath: String = \"transform.scale\""), "\(format): \(result.stdout.prefix(800))")
        }
        let swift = try CLI.run(["preset", "export", "--as", "swift", "--preset-file", "mine.json"], in: dir)
        #expect(swift.stdout.contains("public static func myPop(keyPath: String = \"transform.scale\") -> CASpringAnimation"))
        #expect(swift.stdout.contains("public static func mySlide(keyPath: String = \"position.y\") -> CASpringAnimation"))
    }

    /// docs/presets.md shows each format's module beside the command that makes it: each
    /// example is what that command prints today, in Examples/PresetConstants' source folder.
    @Test func docsExamplesAreWhatTheCommandsPrint() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/presets.md"), encoding: .utf8)
        let folder = root.appendingPathComponent("Examples/PresetConstants/Sources/PresetConstants")
        let examples = docs.components(separatedBy: "<!-- preset-export-example -->\n").dropFirst()
        #expect(examples.count == 7)
        for example in examples {
            let blocks = example.components(separatedBy: "```")
            try #require(blocks.count >= 4)
            let command = blocks[1].split(separator: "\n").map(String.init)[1]
            let shown = String(blocks[3].drop { $0 != "\n" }.dropFirst())
            let arguments = command.split(separator: " ").map(String.init)
            try #require(arguments.first == "springtune")
            let result = try CLI.run(Array(arguments.dropFirst()), in: folder)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout == shown, "docs/presets.md: the example of `\(command)` is stale: regenerate it")
        }
    }
}
