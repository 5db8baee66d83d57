import Foundation
import SpringKit
import SpringIO
import Testing
@testable import SpringScan

/// The fixture codebase under Fixtures/ and helpers to look findings up in it.
enum Fixture {
    /// The Fixtures folder (absolute).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// The scan of the whole fixture, made once.
    static let report: ScanReport = {
        do {
            // App only: the ecosystem corpus beside it (Fixtures/Ecosystems) is scanned by ``Corpus``.
            return try Scanner(options: ScanOptions(threads: 2)).scan([root + "/App"])
        } catch {
            return ScanReport(filesScanned: 0, findings: [], problems: ["\(error)"])
        }
    }()

    /// The findings in the fixture file `relative` (e.g. `App/Sources/Springs.swift`).
    static func findings(in relative: String) -> [Finding] {
        report.findings.filter { $0.path == root + "/" + relative }
    }

    /// The finding at `relative:line:column`; records an issue when there is none.
    static func finding(_ relative: String, _ line: Int, _ column: Int,
                        sourceLocation: SourceLocation = #_sourceLocation) -> Finding? {
        let found = findings(in: relative).first { $0.line == line && $0.column == column }
        if found == nil {
            Issue.record("no finding at \(relative):\(line):\(column); found \(findings(in: relative).map { "\($0.line):\($0.column)" })",
                         sourceLocation: sourceLocation)
        }
        return found
    }

    /// Checks a finding's spring against an expected one (relative tolerance `tolerance`).
    static func expectSpring(_ finding: Finding?, mass: Double = 1, stiffness: Double, damping: Double,
                             tolerance: Double = 1e-12, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let spring = finding?.spring else {
            Issue.record("no spring in \(String(describing: finding?.location))", sourceLocation: sourceLocation)
            return
        }
        #expect(relativeError(spring.mass, mass) <= tolerance, "mass \(spring.mass) vs \(mass)", sourceLocation: sourceLocation)
        #expect(relativeError(spring.stiffness, stiffness) <= tolerance, "stiffness \(spring.stiffness) vs \(stiffness)", sourceLocation: sourceLocation)
        #expect(relativeError(spring.damping, damping) <= tolerance, "damping \(spring.damping) vs \(damping)", sourceLocation: sourceLocation)
    }

    static func relativeError(_ a: Double, _ b: Double) -> Double {
        (a - b).magnitude / max(b.magnitude, 1e-300)
    }

    /// Scans `source` as a file of `language` (no I/O); Swift sources get an `import SwiftUI`
    /// line appended (after the code, so lines and columns are unchanged) unless `importing` is false.
    static func scan(_ source: String, _ language: SourceLanguage, options: ScanOptions = ScanOptions(threads: 1),
                     importing: Bool = true) -> [Finding] {
        let text = language == .swift && importing ? source + "\nimport SwiftUI\n" : source
        return Scanner(options: options).findings(in: Array(text.utf8), path: "test", language: language)
    }
}

extension JSONValue {
    /// The member `key` of an object; a JSONTypeError naming `key` when absent.
    func member(_ key: String) throws -> JSONValue {
        guard let value = self[key] else { throw JSONTypeError(path: key, expected: "a member", found: "none") }
        return value
    }
}

/// The corpus of one small file per API form under Fixtures/Ecosystems (written for these
/// tests), scanned once as a folder, with its own `package.json` files.
enum Corpus {
    static let root = Fixture.root + "/Ecosystems"

    static let report: ScanReport = {
        do {
            return try Scanner(options: ScanOptions(threads: 2)).scan([root])
        } catch {
            return ScanReport(filesScanned: 0, findings: [], problems: ["\(error)"])
        }
    }()

    /// The findings in `relative` (e.g. `reanimated/literal.ts`), in line order.
    static func findings(in relative: String) -> [Finding] {
        report.findings.filter { $0.path == root + "/" + relative }
    }

    /// The finding at `relative:line:column`; records an issue when there is none.
    static func finding(_ relative: String, _ line: Int, _ column: Int,
                        sourceLocation: SourceLocation = #_sourceLocation) -> Finding? {
        let found = findings(in: relative).first { $0.line == line && $0.column == column }
        if found == nil {
            Issue.record("no finding at \(relative):\(line):\(column); found \(findings(in: relative).map { "\($0.line):\($0.column) \($0.api)" })",
                         sourceLocation: sourceLocation)
        }
        return found
    }
}
