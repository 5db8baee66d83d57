import Foundation
import SpringIO
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringScan

/// The rules' fixes written into source (issue 36): `scan --fix` through the edit's own rule,
/// `--rule` to choose, `--dry-run` to only see the diff, and SARIF `fixes` whose replacements,
/// applied at their byte offsets, give the file `scan --fix` writes.
@Suite struct LintFixTests {
    /// A copy of Fixtures/Lint.
    static func copy() throws -> String {
        let folder = try CLI.temporaryDirectory().appendingPathComponent("Lint").path
        try FileManager.default.copyItem(atPath: Fixture.root + "/Lint", toPath: folder)
        return Platform.resolvedPath(folder) ?? folder
    }

    static func scan(_ root: String) throws -> ScanReport {
        try Scanner(options: ScanOptions(threads: 1)).scan([root])
    }

    static func rules(_ report: ScanReport) -> [ScanRule] {
        report.findings.flatMap(\.warnings).map(\.rule)
    }

    @Test func fixesAreWrittenAndTheRulesNoLongerFire() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Self.scan(root)
        #expect(Self.rules(report).filter { $0 == .dampingRatioAsForce }.count == 3)
        #expect(Self.rules(report).filter { $0 == .mismatchedSprings }.count == 3)
        let fixes = try SpringEditor(options: ScanOptions(threads: 1)).fix(report, dryRun: false)
        #expect(fixes.taken.count == 5)
        #expect(fixes.planned.allSatisfy { $0.refusal == nil })
        let after = try Self.scan(root)
        #expect(!Self.rules(after).contains(.dampingRatioAsForce))
        #expect(!Self.rules(after).contains(.mismatchedSprings))
        // The forces the ratios meant, c = ζ·2√(mk), to the editor's 5·10⁻⁷.
        let expected: [(String, Int, Double, Double)] = [
            ("ratio/Toast.tsx", 8, 700, 0.9 * 2 * (700.0).squareRoot()),
            ("ratio/Card.jsx", 5, 300, 0.5 * 2 * (300.0).squareRoot()),
            ("ratio/sheet.ts", 5, 200, 0.7 * 2 * (4 * 200.0).squareRoot()),
        ]
        for (file, line, stiffness, damping) in expected {
            let finding = after.findings.first { $0.path == root + "/" + file && $0.line == line }
            Fixture.expectSpring(finding, mass: finding?.spring?.mass ?? 1, stiffness: stiffness, damping: damping, tolerance: 5e-7)
        }
        // The name's springs now match the first one: mass 1, stiffness 300, damping 24.
        for finding in after.findings where finding.name == "cardSpring" {
            Fixture.expectSpring(finding, stiffness: 300, damping: 24)
        }
    }

    @Test func ruleChoosesTheFixesAndDryRunWritesNothing() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Self.scan(root)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted().map { name in
            (name, FileManager.default.contents(atPath: root + "/" + name))
        }
        let dry = try SpringEditor(options: ScanOptions(threads: 1)).fix(report, rules: [.mismatchedSprings], dryRun: true)
        #expect(dry.taken.count == 2)
        #expect(dry.summary.allSatisfy { $0.hasPrefix("would fix mismatched-springs") })
        #expect(dry.edit?.diff.contains("-export const cardSpring = { type: \"spring\", stiffness: 300, damping: 30 }\n+export const cardSpring = { type: \"spring\", stiffness: 300, damping: 24 }") == true)
        for (name, bytes) in before { #expect(FileManager.default.contents(atPath: root + "/" + name) == bytes, "\(name)") }
        _ = try SpringEditor(options: ScanOptions(threads: 1)).fix(report, rules: [.mismatchedSprings], dryRun: false)
        let after = try Self.scan(root)
        #expect(!Self.rules(after).contains(.mismatchedSprings))
        #expect(Self.rules(after).filter { $0 == .dampingRatioAsForce }.count == 3)
    }

    /// SARIF's fixes are the same edit: their replacements, applied at byte offsets from the
    /// end of each file backwards, give the bytes `scan --fix` writes.
    @Test func sarifFixesAreTheEditsScanFixWrites() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Self.scan(root)
        let sarif = report.sarif(toolVersion: "test", fixes: SpringEditor().plannedFixes(for: report))
        guard case .object(let log) = sarif, case .array(let runs)? = log.first(where: { $0.0 == "runs" })?.1,
              case .object(let run)? = runs.first, case .array(let results)? = run.first(where: { $0.0 == "results" })?.1 else {
            Issue.record("no results"); return
        }
        var replacements: [String: [(offset: Int, length: Int, text: String)]] = [:]
        for case .object(let result) in results {
            guard case .array(let fixes)? = result.first(where: { $0.0 == "fixes" })?.1 else { continue }
            for case .object(let fix) in fixes {
                guard case .array(let changes)? = fix.first(where: { $0.0 == "artifactChanges" })?.1 else { continue }
                for case .object(let change) in changes {
                    guard case .object(let location)? = change.first(where: { $0.0 == "artifactLocation" })?.1,
                          case .string(let uri)? = location.first?.1,
                          case .array(let list)? = change.first(where: { $0.0 == "replacements" })?.1 else { continue }
                    for case .object(let replacement) in list {
                        guard case .object(let region)? = replacement.first(where: { $0.0 == "deletedRegion" })?.1,
                              case .integer(let offset)? = region.first(where: { $0.0 == "byteOffset" })?.1,
                              case .integer(let length)? = region.first(where: { $0.0 == "byteLength" })?.1,
                              case .object(let inserted)? = replacement.first(where: { $0.0 == "insertedContent" })?.1,
                              case .string(let text)? = inserted.first?.1 else { continue }
                        replacements[String(uri.dropFirst("file://".count)), default: []].append((offset, length, text))
                    }
                }
            }
        }
        #expect(replacements.values.map(\.count).reduce(0, +) == 5)
        var patched: [String: [UInt8]] = [:]
        for (path, list) in replacements {
            var bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
            for item in list.sorted(by: { $0.offset > $1.offset }) {
                bytes.replaceSubrange(item.offset..<(item.offset + item.length), with: Array(item.text.utf8))
            }
            patched[path] = bytes
        }
        _ = try SpringEditor().fix(report, dryRun: false)
        for (path, bytes) in patched {
            #expect(Array(FileManager.default.contents(atPath: path) ?? Data()) == bytes, "\(path)")
        }
    }
}
