import Foundation
import SpringIO
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringScan

/// `springtune edit` adding an argument a call leaves to its API's default when the spring
/// written needs it (issue 36: "an argument is added or dropped only where the form needs
/// it"): in the API's own syntax, after the last argument (Swift: in declaration order), on the
/// call's line or on a line of its own with the list's indentation and trailing-comma style.
/// Each edit is checked three ways: the exact text added, `scan` measuring the new spring (ω0
/// and ζ to the editor's 10⁻⁵, and the velocity), and an edit back that changes only numbers.
@Suite struct EditArgumentTests {
    /// One addition: the place, the spring (built from the family's own keys, as the API's
    /// documentation defines them), the velocity, and the text the file must then hold.
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var line: Int
        var family: SpringFamily
        var values: [SpringParameter: Double]
        var velocity: Double = 0
        var expected: String
        var description: String { "\(file):\(line)" }

        var spring: Spring { try! family.spring(SpringParameters(values.map { ($0.key, $0.value) }), mass: 1) }
    }

    static let cases: [Case] = [
        // SwiftUI: a dampingFraction after response; a response before dampingFraction (declaration order).
        Case(file: "Defaults.swift", line: 5, family: .response, values: [.response: 0.5, .dampingRatio: 0.6],
             expected: "Animation.spring(response: 0.5, dampingFraction: 0.6)\n"),
        Case(file: "Defaults.swift", line: 6, family: .response, values: [.response: 0.4, .dampingRatio: 0.8],
             expected: "Animation.spring(response: 0.4, dampingFraction: 0.8)\n"),
        // An initial velocity the call did not write.
        Case(file: "Defaults.swift", line: 10, family: .physical, values: [.stiffness: 170, .damping: 15], velocity: 2,
             expected: ".interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2)"),
        // One argument per line, no trailing comma.
        Case(file: "Defaults.swift", line: 12, family: .response, values: [.response: 0.3, .dampingRatio: 0.5],
             expected: "                .spring(\n                    response: 0.3,\n                    dampingFraction: 0.5\n                ),\n"),
        // A bounce before the written initialVelocity.
        Case(file: "Defaults.swift", line: 17, family: .swiftui, values: [.duration: 0.5, .bounce: 0.3], velocity: 1,
             expected: ".interpolatingSpring(duration: 0.5, bounce: 0.3, initialVelocity: 1)"),
        // Compose: named, with Kotlin's f; one per line (no trailing comma: kotlinc 1.3 takes none) with a
        // comment kept on its line.
        Case(file: "Defaults.kt", line: 7, family: .android, values: [.stiffness: 200, .dampingRatio: 0.5],
             expected: "spring<Float>(stiffness = 200f, dampingRatio = 0.5f)\n"),
        Case(file: "Defaults.kt", line: 8, family: .android, values: [.stiffness: 300, .dampingRatio: 0.4],
             expected: "spring<Float>(\n    dampingRatio = 0.4f, // bouncy\n    stiffness = 300f\n)\n"),
        // Flutter's optional ratio.
        Case(file: "defaults.dart", line: 3, family: .flutter, values: [.stiffness: 200, .dampingRatio: 0.5],
             expected: "withDampingRatio(mass: 1, stiffness: 200, ratio: 0.5);\n"),
        Case(file: "defaults.dart", line: 4, family: .flutter, values: [.stiffness: 300, .dampingRatio: 0.25],
             expected: "withDampingRatio(\n  mass: 1.0,\n  stiffness: 300.0,\n  ratio: 0.25,\n);\n"),
        // Motion's physics object and its visualDuration/bounce form.
        Case(file: "defaults.ts", line: 9, family: .physical, values: [.stiffness: 300, .damping: 20],
             expected: "{ type: \"spring\", stiffness: 300, damping: 20 })\n"),
        Case(file: "defaults.ts", line: 10, family: .motion, values: [.duration: 0.6, .bounce: 0.2],
             expected: "{ type: \"spring\", bounce: 0.2, duration: 0.6 })\n"),
        // One member per line without a trailing comma, a comment after the last: the comment stays.
        Case(file: "defaults.ts", line: 11, family: .physical, values: [.stiffness: 500, .damping: 30],
             expected: "    type: \"spring\",\n    stiffness: 500, // stiff\n    damping: 30\n  })\n"),
        // Quoted keys and a trailing comma (React Native).
        Case(file: "defaults.ts", line: 15, family: .physical, values: [.stiffness: 250, .damping: 15],
             expected: "    'stiffness': 250,\n    'damping': 15,\n  }).start()\n"),
        // Reanimated (its mass of 4 when not written: the same motion is 4 × the stiffness and
        // damping at mass 1), React Native, Svelte.
        Case(file: "defaults.ts", line: 19, family: .physical, values: [.stiffness: 37.5, .damping: 3],
             expected: "withSpring(1, { stiffness: 150, damping: 12 })\n"),
        Case(file: "defaults.ts", line: 20, family: .physical, values: [.stiffness: 100, .damping: 14],
             expected: "{ toValue: 1, stiffness: 100, useNativeDriver: true, damping: 14 })"),
        Case(file: "defaults.ts", line: 23, family: .svelte, values: [.stiffness: 0.1, .damping: 0.5],
             expected: "spring(10, { stiffness: 0.1, damping: 0.5 })]\n"),
    ]

    /// The files each case's file is scanned with.
    static func group(_ file: String) -> [String] {
        file == "defaults.ts" ? ["defaults.ts", "defaults.d.ts"] : [file]
    }

    @Test(arguments: cases) func addsTheArgumentTheSpringNeeds(_ item: Case) throws {
        let fixture = try EditFixture(Self.group(item.file))
        defer { fixture.remove() }
        let path = fixture.path(item.file)
        let original = String(decoding: fixture.bytes(path), as: UTF8.self)
        let first = try fixture.scan()
        let finding = try #require(first.findings.first { $0.path == path && $0.line == item.line })
        let originalSpring = try #require(finding.spring)
        let location = FileLocation(path: path, line: finding.line, column: finding.column)
        let edit = try fixture.editor.edit(location, to: EditTarget(spring: item.spring, initialVelocity: item.velocity))
        #expect(edit.changes.contains { $0.added != nil }, "\(item): nothing added")
        #expect(edit.summary(written: false).contains { $0.contains(" (added) at ") })
        try edit.write()
        let edited = String(decoding: fixture.bytes(path), as: UTF8.self)
        #expect(edited.contains(item.expected), "\(item):\n\(edited)")
        // Only the argument added and numbers changed: the rest of the file byte for byte.
        #expect(EditFixture.skeleton(Self.removing(edit, from: edited)) == EditFixture.skeleton(original), "\(item):\n\(edited)")
        // scan measures the spring written.
        let after = try fixture.scan()
        let measured = after.findings.first { $0.path == path && $0.line == item.line }
        EditRoundTripTests.expectMotion(measured, of: item.spring, tolerance: 1e-5, "\(item)")
        if item.family != .svelte { // Svelte's engine starts with the velocity its values imply
            #expect(((measured?.motion.initialVelocity ?? 0) - item.velocity).magnitude <= 1e-9, "\(item): velocity")
        }
        // And back: the argument stays, written with the original's value; only numbers change.
        let back = try fixture.editor.edit(location, to: EditTarget(spring: originalSpring, initialVelocity: finding.motion.initialVelocity ?? 0))
        #expect(!back.changes.contains { $0.added != nil })
        try back.write()
        let restored = String(decoding: fixture.bytes(path), as: UTF8.self)
        #expect(EditFixture.skeleton(restored) == EditFixture.skeleton(edited), "\(item) back:\n\(restored)")
        EditRoundTripTests.expectMotion(try fixture.scan().findings.first { $0.path == path && $0.line == item.line },
                                        of: originalSpring, tolerance: 1e-5, "\(item) back")
    }

    /// `text` with the arguments `edit` added taken out again (each addition's text replaced
    /// by what it replaced), numbers left as written: it must have the original's skeleton.
    static func removing(_ edit: SpringEdit, from text: String) -> String {
        var text = text
        for change in edit.changes where change.added != nil {
            if let range = text.range(of: change.new) { text.replaceSubrange(range, with: change.old) }
        }
        return text
    }

    /// A value equal to the API's default is not written: the call stays minimal.
    @Test func defaultValueIsNotAdded() throws {
        let fixture = try EditFixture(["Defaults.swift"])
        defer { fixture.remove() }
        let path = fixture.path("Defaults.swift")
        let defaults = EngineConstants.swiftUISpringDefaults
        let spring = try SpringFamily.response.spring([.response: 0.7, .dampingRatio: defaults.dampingFraction], mass: 1)
        let edit = try fixture.editor.edit(FileLocation(path: path, line: 5), to: EditTarget(spring: spring))
        #expect(edit.changes.map(\.new) == ["0.7"])
        #expect(edit.changes.allSatisfy { $0.added == nil })
    }

    /// Where an argument is needed but cannot be added, the edit is refused as before: a
    /// setter API (SpringForce's one setter), and an object also read by another API (where the
    /// member would mean something else). One line, exit 65, nothing written.
    @Test func refusedWhereItCannotBeAdded() throws {
        let fixture = try EditFixture(["Defaults.kt", "defaults.ts", "defaults.d.ts"])
        defer { fixture.remove() }
        let before = ["Defaults.kt", "defaults.ts"].map { fixture.bytes(fixture.path($0)) }
        let setter = try SpringFamily.android.spring([.stiffness: 800, .dampingRatio: 0.3], mass: 1)
        do {
            _ = try fixture.editor.edit(FileLocation(path: fixture.path("Defaults.kt"), line: 12), to: EditTarget(spring: setter))
            Issue.record("SpringForce with one setter: not refused")
        } catch {
            guard case .notWritten(_, let parameter, _, let reason) = error else { Issue.record("\(error)"); return }
            #expect(parameter == "dampingRatio")
            #expect(reason.contains("cannot be added"))
            #expect(error.exitCode == 65)
            #expect(!error.description.contains("\n"))
        }
        let shared = try Spring(mass: 1, stiffness: 180, damping: 25)
        do {
            _ = try fixture.editor.edit(FileLocation(path: fixture.path("defaults.ts"), line: 21), to: EditTarget(spring: shared))
            Issue.record("an object two APIs read: not refused")
        } catch {
            guard case .notWritten(_, _, _, let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("React Native"), "\(reason)")
            #expect(error.exitCode == 65)
        }
        #expect(["Defaults.kt", "defaults.ts"].map { fixture.bytes(fixture.path($0)) } == before)
    }

    /// Every case of a file applied, from its last line up (an added line moves the ones below).
    static func applyAll(_ fixture: EditFixture, _ file: String) throws {
        for item in cases.filter({ $0.file == file }).sorted(by: { $0.line > $1.line }) {
            let path = fixture.path(file)
            let finding = try #require(try fixture.scan().findings.first { $0.path == path && $0.line == item.line })
            try fixture.editor.edit(FileLocation(path: path, line: finding.line, column: finding.column),
                                    to: EditTarget(spring: item.spring, initialVelocity: item.velocity)).write()
        }
    }

    @Test func addedSwiftArgumentsParse() throws {
        let fixture = try EditFixture(["Defaults.swift"])
        defer { fixture.remove() }
        try Self.applyAll(fixture, "Defaults.swift")
        let source = String(decoding: fixture.bytes(fixture.path("Defaults.swift")), as: UTF8.self)
        #expect(source.contains("dampingFraction: 0.6") && source.contains("initialVelocity: 2"))
        let check = try CLI.run(["swiftc", "-parse", fixture.path("Defaults.swift")], program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func addedTypeScriptMembersTypeCheck() throws {
        let names = ["defaults.ts", "defaults.d.ts"]
        let fixture = try EditFixture(names)
        defer { fixture.remove() }
        try Self.applyAll(fixture, "defaults.ts")
        let files = names.reduce(into: [String: String]()) { $0[$1] = String(decoding: fixture.bytes(fixture.path($1)), as: UTF8.self) }
        #expect(files["defaults.ts"]?.contains("'damping': 15") == true)
        let check = try Toolchain.typeCheckTypeScript(files)
        #expect(check.succeeded, "\(check)")
    }

    @Test func addedKotlinArgumentsCompile() throws {
        let fixture = try EditFixture(["Defaults.kt"])
        defer { fixture.remove() }
        try Self.applyAll(fixture, "Defaults.kt")
        let source = String(decoding: fixture.bytes(fixture.path("Defaults.kt")), as: UTF8.self)
        #expect(source.contains("dampingRatio = 0.5f") && source.contains("stiffness = 300f\n"))
        let check = try Toolchain.compileKotlin(["Defaults.kt": source, "androidx/Compose.kt": Toolchain.composeStub,
                                                 "androidx/SpringForce.kt": Toolchain.springForceStub])
        #expect(check.succeeded, "\(check)")
    }

    /// `scan --fix` goes through the same rule: a mismatched-springs fix whose spring needs a
    /// damping the Motion config leaves to its default (10) adds it, and the rule no longer fires.
    @Test func fixAddsTheArgumentItNeeds() throws {
        let folder = try CLI.temporaryDirectory().appendingPathComponent("fix")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let root = Platform.resolvedPath(folder.path) ?? folder.path
        try Data("import SwiftUI\n\nenum Springs {\n    static let panelSpring = Spring(mass: 1, stiffness: 300, damping: 24)\n}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/Springs.swift"))
        try Data("export const panelSpring = { type: \"spring\", stiffness: 300 }\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/panel.ts"))
        let scanner = Scanner(options: ScanOptions(threads: 1))
        let report = try scanner.scan([root])
        #expect(report.findings.flatMap(\.warnings).contains { $0.rule == .mismatchedSprings })
        let fixes = try SpringEditor(options: ScanOptions(threads: 1)).fix(report, rules: [.mismatchedSprings], dryRun: false)
        #expect(fixes.planned.allSatisfy { $0.refusal == nil }, "\(fixes.planned.compactMap(\.refusal))")
        let text = String(decoding: (try? Platform.readRegularFile(atPath: root + "/panel.ts", limit: 1 << 20).get()) ?? [], as: UTF8.self)
        #expect(text == "export const panelSpring = { type: \"spring\", stiffness: 300, damping: 24 }\n")
        let after = try scanner.scan([root])
        #expect(!after.findings.flatMap(\.warnings).contains { $0.rule == .mismatchedSprings })
        for finding in after.findings where finding.name == "panelSpring" {
            Fixture.expectSpring(finding, stiffness: 300, damping: 24)
        }
    }
}
