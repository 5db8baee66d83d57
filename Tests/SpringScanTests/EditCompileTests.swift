import Foundation
import SpringIO
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringScan

/// Files rewritten by `springtune edit` still pass their real compilers (issue 36): `swiftc
/// -parse` for the SwiftUI forms, `tsc --noEmit --strict` for Motion, react-spring, Reanimated
/// and React Native (against declarations of the APIs they use), and `kotlinc` for Compose and
/// SpringForce (against the androidx stubs). One run of each compiler.
@Suite struct EditCompileTests {
    static let target = EditTarget(spring: try! Spring(mass: 1, stiffness: 90, damping: 4))

    /// Rewrites every spring of `file` that its form can hold; returns how many were written.
    static func rewriteAll(_ fixture: EditFixture, _ file: String) throws -> Int {
        var count = 0
        for finding in try fixture.scan().findings where finding.path == fixture.path(file) && finding.spring != nil {
            let location = FileLocation(path: finding.path, line: finding.line, column: finding.column)
            guard let edit = try? fixture.editor.edit(location, to: target), !edit.changes.isEmpty else { continue }
            try edit.write()
            count += 1
        }
        return count
    }

    @Test func swiftStillParses() throws {
        let fixture = try EditFixture(["Card.swift"])
        defer { fixture.remove() }
        #expect(try Self.rewriteAll(fixture, "Card.swift") >= 4)
        let check = try CLI.run(["swiftc", "-parse", fixture.path("Card.swift")], program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func typeScriptStillTypeChecks() throws {
        let names = EditFixture.groups.last!
        let fixture = try EditFixture(names)
        defer { fixture.remove() }
        #expect(try Self.rewriteAll(fixture, "motion.ts") >= 6)
        let files = names.reduce(into: [String: String]()) { files, name in
            files[name] = String(decoding: fixture.bytes(fixture.path(name)), as: UTF8.self)
        }
        #expect(files["motion.ts"]?.contains("stiffness: 90") == true)
        let check = try Toolchain.typeCheckTypeScript(files)
        #expect(check.succeeded, "\(check)")
    }

    @Test func kotlinStillCompiles() throws {
        let fixture = try EditFixture(["Springs.kt"])
        defer { fixture.remove() }
        #expect(try Self.rewriteAll(fixture, "Springs.kt") == 3)
        let source = String(decoding: fixture.bytes(fixture.path("Springs.kt")), as: UTF8.self)
        #expect(source.contains("stiffness = 90f"))
        let check = try Toolchain.compileKotlin(["Springs.kt": source, "androidx/Compose.kt": Toolchain.composeStub,
                                                 "androidx/SpringForce.kt": Toolchain.springForceStub])
        #expect(check.succeeded, "\(check)")
    }
}
