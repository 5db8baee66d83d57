import SpringTestSupport
import Foundation
import Testing

/// Bad input files through the command line: one line naming the file and where, exit 65 for
/// bad contents, 66 for a missing or unreadable file; the file itself is never rewritten. (A
/// fit's bad data files: SpringRequestsTests' FitModeRequestTests.)
@Suite struct InputFileTests {
    static let preset = """
        {"name": "mine", "description": "d", "source": {"reference": "r"},
         "spring": {"family": "physical", "stiffness": 100, "damping": 10}}
        """

    struct BadFile: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: String
        var mentions: String
        var testDescription: String { name }
    }

    static let badPresetFiles: [BadFile] = [
        BadFile(name: "truncated", contents: "{\"schema\": 1, \"group\": \"mine\", \"presets\": [", mentions: "line 1"),
        BadFile(name: "wrong type", contents: "{\"schema\": 1, \"group\": \"mine\", \"presets\": {}}", mentions: "$.presets"),
        BadFile(name: "duplicate key", contents: "{\"schema\": 1, \"schema\": 1, \"group\": \"mine\", \"presets\": []}", mentions: "duplicate key"),
        BadFile(name: "duplicate name", contents: "{\"schema\": 1, \"group\": \"mine\", \"presets\": [\(preset), \(preset)]}", mentions: "duplicate preset name"),
        BadFile(name: "bad spring", contents: "{\"schema\": 1, \"group\": \"mine\", \"presets\": [\(preset.replacingOccurrences(of: "100", with: "-100"))]}", mentions: "stiffness"),
        BadFile(name: "empty", contents: "", mentions: "line 1"),
        BadFile(name: "not JSON", contents: "stiffness: 100\n", mentions: "line 1, column 1"),
    ]

    @Test(arguments: badPresetFiles)
    func malformedPresetFilesExit65WithTheirLocation(_ bad: BadFile) throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("mine.json")
        try Data(bad.contents.utf8).write(to: file)
        let result = try CLI.run(["preset", "refresh", "mine.json"], in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("springtune: mine.json: "))
        #expect(result.stderr.contains(bad.mentions), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == bad.contents, "the bad file was rewritten")
    }

    @Test func missingOrUnreadableInputsExit66() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
        for arguments in [["preset", "refresh", "missing.json"], ["preset", "refresh", "folder.json"],
                          ["fit", "--data", "missing.csv"], ["fit", "--data", "folder.json"]] {
            let result = try CLI.run(arguments, in: dir)
            #expect(result.status == 66, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments)")
        }
    }
}
