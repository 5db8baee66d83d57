import SpringTestSupport
import Foundation
import Testing

/// `springtune ecosystems` as a user runs it (the list itself: EcosystemListRequestTests; the
/// ecosystems' families and engines: ConvertRequestTests, SolveRequestCurveTests, DurationsReportTests).
@Suite struct EcosystemCommandTests {
    /// `springtune ecosystems`: the list (table and JSON), and one line and 64 for a format it
    /// does not write.
    @Test func ecosystemsListsThePlatforms() throws {
        let table = try CLI.run(["ecosystems"])
        #expect(table.status == 0 && table.stderr.isEmpty, "\(table.stderr)")
        #expect(table.stdout.hasPrefix("key ") && table.stdout.contains("\nreanimated "))
        let json = try CLI.run(["ecosystems", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.first?["key"] as? String == "swiftui")
        let csv = try CLI.run(["ecosystems", "--format", "csv"])
        #expect(csv.status == 64 && csv.stdout.isEmpty)
        #expect(csv.stderr == "springtune: invalid --format csv for ecosystems: must be table or json\n", "\(csv.stderr)")
    }
}
