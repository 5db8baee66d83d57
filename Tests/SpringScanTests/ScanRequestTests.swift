import Foundation
import SpringIO
import SpringRequests
import SpringScan
import SpringTestSupport
import Testing

/// `springtune scan` in process (``ScanRequest``): the report in each format, the warnings,
/// the fixes, and the refusals with their exit codes. The paths are the fixture's, absolute;
/// what only the command line shows (the table in a terminal, `-o`, `--fail-on`'s exit 1, the
/// options' parsing) is in CLITests.
struct ScanRequestTests {
    static func report(_ relative: String, options: ScanOptions = ScanOptions()) throws -> ScanReport {
        try ScanRequest(paths: [Fixture.root + "/" + relative], options: options).report()
    }

    @Test func theTableOfOneFile() throws {
        let table = ScanRequest.rendered(try Self.report("App/web/other.js"), as: .table, toolVersion: "test")
        #expect(table.hasPrefix("location"))
        #expect(table.contains("\n\(Fixture.root)/App/web/other.js\n  1:27 "), "\(table)")
        #expect(table.contains("Motion { type: \"spring\" }"))
        #expect(table.contains("1, 300, 25; ζ 0.7217"))
        #expect(table.hasSuffix("1 spring (1 measured) in 1 file, 0 warnings\n"))
    }

    @Test func json() throws {
        let document = try JSONParser.parse(ScanRequest.rendered(try Self.report("App"), as: .json, toolVersion: "test"))
        #expect(try document.member("filesScanned").numberValue(at: "filesScanned") == 9)
        let findings = try document.member("findings").arrayElements(at: "findings")
        #expect(findings.count == Fixture.report.findings.count)
        let first = try #require(findings.first)
        #expect(try first.member("path").stringValue(at: "path") == Fixture.root + "/App/Sources/Springs.swift")
        #expect(try first.member("line").numberValue(at: "line") == 9)
        #expect(try first.member("column").numberValue(at: "column") == 29)
        #expect(try first["spring"]?.member("dampingRatio").numberValue(at: "dampingRatio") == 0.6)
        #expect(try document.member("warningCount").numberValue(at: "warningCount") == Double(Fixture.report.warningCount))
        #expect(Fixture.report.warningCount > 0)
    }

    @Test func sarifIsVersionTwoPointOne() throws {
        let log = try JSONParser.parse(ScanRequest.rendered(try Self.report("App"), as: .sarif, toolVersion: "1.2.3"))
        #expect(try log.member("version").stringValue(at: "version") == "2.1.0")
    }

    /// A settling-time threshold warns of the spring slower than it: 0.3495 s for k = 300, c = 25.
    @Test func aSlowSpringWarns() throws {
        let quiet = try Self.report("App/web/other.js")
        #expect(quiet.warningCount == 0)
        let report = try Self.report("App/web/other.js", options: ScanOptions(maximumSettlingTime: 0.3))
        #expect(report.warningCount == 1)
        #expect(ScanRequest.rendered(report, as: .table, toolVersion: "test")
            .contains("warning [slow-settling]: settles in 0.3495 s, slower than 0.3 s"))
    }

    @Test func aMissingPathIsNoInput() throws {
        let error = try #require(Thrown.error(RequestError.self) { _ = try Self.report("no-such-folder") })
        #expect(error.exitCode == 66)
        #expect(error.description == "cannot read \(Fixture.root)/no-such-folder: no such file or directory")
    }

    @Test func aFileThatIsNotSourceIsNoInput() throws {
        let error = try #require(Thrown.error(RequestError.self) { _ = try Self.report("App/.gitignore") })
        #expect(error.exitCode == 66)
    }

    /// `--fix --rule damping-ratio-as-force --dry-run`: the fix planned, with its diff; the
    /// file is left as it was.
    @Test func aDryRunPlansTheFix() throws {
        let root = try LintFixTests.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try LintFixTests.scan(root)
        let request = ScanRequest(paths: [root])
        let report = try request.report()
        let fixes = try request.fix(report, rules: [try ScanRequest.rule(named: "damping-ratio-as-force")], dryRun: true)
        let text = ScanRequest.rendered(fixes, as: .table, dryRun: true)
        #expect(text.hasPrefix("would fix damping-ratio-as-force at "), "\(text.prefix(300))")
        #expect(text.contains("+      transition={{ type: \"spring\", stiffness: 700, damping: 47.6235 }}\n"))
        #expect(try LintFixTests.scan(root).warningCount == before.warningCount)
    }

    /// Every fix written: five; the warnings without a fix (anime.js, dropped velocities) remain.
    @Test func theFixesAreWritten() throws {
        let root = try LintFixTests.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = ScanRequest(paths: [root])
        let report = try request.report()
        let fixes = try request.fix(report, rules: nil, dryRun: false)
        let lines = ScanRequest.rendered(fixes, as: .table, dryRun: false).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("fixed ") }.count == 5)
        #expect(fixes.written && report.warningCount - fixes.taken.count > 0)
    }
}
