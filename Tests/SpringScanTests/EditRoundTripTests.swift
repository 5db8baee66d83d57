import Foundation
import SpringIO
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringScan

/// `springtune edit`'s round trips (issue 36): every spring of Fixtures/Edit — SwiftUI, Motion,
/// react-spring, Reanimated, React Native, Compose, SpringForce, Flutter, Svelte and a CSS
/// `linear()` — rewritten to several springs and back, in place. Each time the file differs from
/// the original only in its numbers, `scan` measures the spring written (the motion's ω0 and ζ,
/// to the editor's documented 10⁻⁵; a CSS easing by its fit, to 2 %), and a refusal leaves
/// the file byte for byte as it was.
@Suite struct EditRoundTripTests {
    /// The springs written: a bouncy one, a very bouncy one, and an overdamped one many forms
    /// cannot write (Motion's bounce, Flutter's duration/bounce): refused, file untouched.
    static let targets: [Spring] = [
        try! Spring(mass: 1, stiffness: 200, damping: 17.5),
        try! Spring(mass: 1, stiffness: 90, damping: 4),
        try! Spring(mass: 1, stiffness: 400, damping: 50),
    ]

    /// The finding at `original`'s place after an edit: same file and line, the same place among
    /// the springs of that line and API in the first scan (a CSS easing's column moves when its
    /// duration's text does).
    static func counterpart(of original: Finding, among first: [Finding], in report: ScanReport) -> Finding? {
        let key = { (finding: Finding) in finding.path == original.path && finding.line == original.line && finding.api == original.api }
        guard let index = first.filter(key).firstIndex(of: original) else { return nil }
        let now = report.findings.filter(key)
        return index < now.count ? now[index] : nil
    }

    static func expectMotion(_ finding: Finding?, of spring: Spring, tolerance: Double, _ what: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let measured = finding?.spring else {
            Issue.record("\(what): no spring measured", sourceLocation: sourceLocation)
            return
        }
        #expect(Fixture.relativeError(measured.naturalFrequency, spring.naturalFrequency) <= tolerance,
                "\(what): ω0 \(measured.naturalFrequency) vs \(spring.naturalFrequency)", sourceLocation: sourceLocation)
        #expect(Fixture.relativeError(measured.dampingRatio, spring.dampingRatio) <= tolerance,
                "\(what): ζ \(measured.dampingRatio) vs \(spring.dampingRatio)", sourceLocation: sourceLocation)
    }

    /// Edits and writes; the refusal, if any.
    static func write(_ fixture: EditFixture, _ location: FileLocation, _ target: Spring) -> EditError? {
        do {
            try fixture.editor.edit(location, to: EditTarget(spring: target)).write()
            return nil
        } catch {
            return error
        }
    }

    /// What a round trip over one group of files did: the springs written, per language, and
    /// the refusals.
    struct Outcome: Sendable {
        var written: [String: Int] = [:]
        var refused: [String] = []
    }

    @Test(arguments: EditFixture.groups) func everySpringRoundTrips(files: [String]) throws {
        let outcome = try Self.roundTrips(files)
        // Each language (and Svelte's component) is written at least twice; the computed
        // and the overdamped forms that cannot hold the spring are refused.
        #expect(outcome.written.values.reduce(0, +) >= 2, "\(files): \(outcome.written)")
        if files == ["Card.swift"] { #expect(outcome.refused.contains { $0.contains(".bouncy(duration:extraBounce:)") }) }
        if files.contains("motion.ts") { #expect(outcome.refused.contains { $0.contains("Motion") }) }
        if files == ["springs.dart"] { #expect(outcome.refused.contains { $0.contains("whole") }) }
    }

    static func roundTrips(_ files: [String]) throws -> Outcome {
        let fixture = try EditFixture(files)
        defer { fixture.remove() }
        let first = try fixture.scan().findings
        let originals = first.filter { $0.spring != nil }
        #expect(!originals.isEmpty)
        var written: [String: Int] = [:]
        var refused: [String] = []
        for original in originals {
            guard let originalSpring = original.spring else { continue }
            let location = FileLocation(path: original.path, line: original.line, column: original.column)
            let text = String(decoding: fixture.bytes(original.path), as: UTF8.self)
            let tolerance = original.language == .css ? 2e-2 : 1e-5
            let name = "\(original.path.split(separator: "/").last!):\(original.line):\(original.column) \(original.api)"
            for target in Self.targets {
                let snapshot = first.map(\.path).reduce(into: [String: [UInt8]]()) { $0[$1] = fixture.bytes($1) }
                if let error = Self.write(fixture, location, target) {
                    switch error {
                    case .cannotExpress, .notWritten: refused.append("\(name) → ζ \(target.dampingRatio): \(error)")
                    default: Issue.record("\(name): \(error)")
                    }
                    for (path, bytes) in snapshot { #expect(fixture.bytes(path) == bytes, "\(path) changed by a refusal") }
                    continue
                }
                let after = try fixture.scan()
                Self.expectMotion(Self.counterpart(of: original, among: first, in: after), of: target, tolerance: tolerance, name)
                let edited = String(decoding: fixture.bytes(original.path), as: UTF8.self)
                #expect(EditFixture.skeleton(edited) == EditFixture.skeleton(text), "\(name): more than numbers changed:\n\(edited)")
                written[original.path.hasSuffix(".svelte") ? "svelte" : original.language.rawValue, default: 0] += 1
                // And back.
                let back = try fixture.editor.edit(location, to: EditTarget(spring: originalSpring, initialVelocity: original.motion.initialVelocity ?? 0))
                try back.write()
                let restored = try fixture.scan()
                Self.expectMotion(Self.counterpart(of: original, among: first, in: restored), of: originalSpring,
                                  tolerance: tolerance, "\(name) back")
                let now = String(decoding: fixture.bytes(original.path), as: UTF8.self)
                #expect(EditFixture.skeleton(now) == EditFixture.skeleton(text), "\(name) back: more than numbers changed")
            }
        }
        return Outcome(written: written, refused: refused)
    }

    /// A spring whose numbers come from a config bound to a name and imported is changed where
    /// the config is defined, and the other use of it is listed.
    @Test func sharedConfigIsEditedAtItsDefinition() throws {
        let fixture = try EditFixture(EditFixture.groups.last!)
        defer { fixture.remove() }
        let target = try Spring(mass: 1, stiffness: 200, damping: 17.5)
        let edit = try fixture.editor.edit(FileLocation(path: fixture.path("sheet.ts"), line: 5), to: EditTarget(spring: target))
        #expect(edit.files.map(\.path) == [fixture.path("springs.ts")])
        #expect(edit.changes.map(\.parameter).sorted() == ["damping", "stiffness"])
        #expect(edit.changes.map(\.new).sorted() == ["17.5", "200"])
        #expect(edit.otherUses.map { "\($0.path.split(separator: "/").last!):\($0.line)" } == ["motion.ts:11"])
        try edit.write()
        let report = try fixture.scan()
        for (file, line) in [("sheet.ts", 5), ("motion.ts", 11)] {
            let finding = report.findings.first { $0.path == fixture.path(file) && $0.line == line }
            Fixture.expectSpring(finding, stiffness: 200, damping: 17.5)
        }
        // Named at the definition's line, the config is the same spring.
        let again = try fixture.editor.edit(FileLocation(path: fixture.path("springs.ts"), line: 2), to: EditTarget(spring: target))
        #expect(again.changes.isEmpty)
    }

    /// Numbers as people write them: the shortest decimal within 5·10⁻⁷, or the decimals the
    /// literal was padded to; Kotlin's `f` kept.
    @Test(arguments: [
        (200.0, "170.0", SourceLanguage.swift, "200.0"),
        (17.5, "15.0", .swift, "17.5"),
        (157.91367041742973, "300", .javaScript, "157.9137"),
        (0.3, "0.4442883", .swift, "0.3"),
        (0.3, "0.50", .dart, "0.30"),
        (0.6187184335382291, "0.5f", .kotlin, "0.6187184f"),
        (1000, "1_500f", .kotlin, "1000f"),
        (0.000123456789, "1", .javaScript, "0.0001234568"),
        (-0.25, "-0.5", .dart, "-0.25"),
        (12_345_678.9, "1", .swift, "12345680"),
    ])
    func numbersAsPeopleWriteThem(value: Double, original: String, language: SourceLanguage, expected: String) {
        #expect(EditNumber.text(value, replacing: original, language: language) == expected)
    }

    /// The unified diff `patch` reads: context, hunk ranges, both versions.
    @Test func diffIsUnified() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n".utf8)
        let new = Array("a\nb\nc\nD\ne\nf\ng\nh\ni\nJ\n".utf8)
        let diff = UnifiedDiff.text(path: "x.swift", old: old, new: new)
        #expect(diff == "--- a/x.swift\n+++ b/x.swift\n@@ -1,10 +1,10 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n h\n i\n-j\n+J\n")
        let far = Array((1...20).map { "\($0)\n" }.joined().utf8)
        var changed = (1...20).map { "\($0)\n" }
        changed[1] = "two\n"; changed[17] = "eighteen\n"
        let hunks = UnifiedDiff.text(path: "y", old: far, new: Array(changed.joined().utf8))
        #expect(hunks.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n"))
        #expect(hunks.contains("@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+eighteen\n 19\n 20\n"))
        #expect(UnifiedDiff.text(path: "z", old: far, new: far).isEmpty)
    }
}
