import Foundation
import SpringTestSupport
import Testing

/// `springtune preset export` as the docs show it, run in the example's folder. The modules, the
/// import and their refusals are tested in process (SpringRequestsTests' PresetRequestTests).
@Suite struct PresetExportCommandTests {
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
