import Foundation
import SpringIO
import Testing

/// `springtune scan` through the built binary: the table in a terminal, exit codes, `-o` (the
/// report in each format and the refusals in process: ScanRequestTests).
@Suite struct CLITests {
    @Test func tableIsTheDefault() throws {
        let result = try ScanCLI.run(["scan", "App/web/other.js"], in: Fixture.root)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("location"))
        #expect(result.stdout.contains("\nApp/web/other.js\n  1:27 "))
        #expect(result.stdout.contains("Motion { type: \"spring\" }"))
        #expect(result.stdout.contains("1, 300, 25; ζ 0.7217"))
        #expect(result.stdout.hasSuffix("1 spring (1 measured) in 1 file, 0 warnings\n"))
    }

    /// The table fits a 100-column terminal: paths head their findings, a long API name and
    /// every warning go below the row, wrapped.
    @Test func tableFitsOneHundredColumns() throws {
        let result = try ScanCLI.run(["scan", "App"], in: Fixture.root)
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= 100, "\(line.count) columns: \(line)")
        }
        #expect(result.stdout.contains("      api: SwiftUI .interpolatingSpring(mass:stiffness:damping:initialVelocity:)\n"))
    }

    @Test func sarifToAFile() throws {
        let directory = try ScanCLI.temporaryDirectory()
        let output = directory + "/out.sarif"
        let result = try ScanCLI.run(["scan", Fixture.root + "/App", "--format", "sarif", "-o", output], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let log = try JSONParser.parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self))
        #expect(try log.member("version").stringValue(at: "version") == "2.1.0")
        // Nothing left beside it (atomic replacement leaves no temporary file).
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.sarif"])
    }

    @Test func failOnWarning() throws {
        let clean = try ScanCLI.run(["scan", "App/web/other.js", "--fail-on", "warning"], in: Fixture.root)
        #expect(clean.status == 0)
        let warned = try ScanCLI.run(["scan", "App/web/other.js", "--fail-on", "warning", "--max-settling", "0.3"], in: Fixture.root)
        #expect(warned.status == 1)
        #expect(warned.stderr == "springtune: 1 warning found (--fail-on warning)\n")
        #expect(warned.stdout.contains("warning [slow-settling]: settles in 0.3495 s, slower than 0.3 s"))
        let noFail = try ScanCLI.run(["scan", "App", "--format", "json"], in: Fixture.root)
        #expect(noFail.status == 0) // warnings exist, but --fail-on is never by default
        #expect(Fixture.report.warningCount > 0)
    }

    @Test func badPathsAndValues() throws {
        let missing = try ScanCLI.run(["scan", "App", "no-such-folder"], in: Fixture.root)
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "springtune: cannot read no-such-folder: no such file or directory\n")
        let notSource = try ScanCLI.run(["scan", "App/.gitignore"], in: Fixture.root)
        #expect(notSource.status == 66)
        let cannotCreate = try ScanCLI.run(["scan", "App/web/other.js", "-o", "/nonexistent-dir/x.json"], in: Fixture.root)
        #expect(cannotCreate.status == 73)
        #expect(cannotCreate.stderr.hasPrefix("springtune: cannot create /nonexistent-dir/x.json"))
        let badNumber = try ScanCLI.run(["scan", "App", "--max-settling", "nan"], in: Fixture.root)
        #expect(badNumber.status == 64)
        #expect(badNumber.stderr == "springtune: The value 'nan' is invalid for '--max-settling <seconds>': must be a finite number of seconds > 0\n")
        let badFormat = try ScanCLI.run(["scan", "App", "--format", "csv"], in: Fixture.root)
        #expect(badFormat.status == 64)
        let noPath = try ScanCLI.run(["scan"], in: Fixture.root)
        #expect(noPath.status == 64)
    }
}
