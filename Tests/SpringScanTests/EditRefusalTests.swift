import Foundation
import SpringIO
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringScan

/// `springtune edit`'s refusals (issue 36): no spring at the place, several, a form that cannot
/// express the spring, a value that is not a literal, a file changed under the edit, a
/// read-only file, a path outside the folder — each one line, its exit code, and every file
/// as it was. And the write: atomic, the file's mode kept.
@Suite struct EditRefusalTests {
    static let target = try! Spring(mass: 1, stiffness: 200, damping: 17.5)

    func refusal(_ fixture: EditFixture, _ file: String, _ line: Int, _ column: Int? = nil,
                 spring: Spring = target, root: String? = nil) -> EditError? {
        let editor = SpringEditor(options: ScanOptions(threads: 1), root: root ?? fixture.root)
        do {
            _ = try editor.edit(FileLocation(path: fixture.path(file), line: line, column: column), to: EditTarget(spring: spring))
            return nil
        } catch {
            return error
        }
    }

    @Test func noSpringAtThePlace() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let error = refusal(fixture, "Card.swift", 3)
        guard case .noSpring(_, let nearby) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(nearby.contains("6:29"))
        #expect(error?.exitCode == 65)
        #expect(error?.description.contains("no spring at") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func formThatCannotExpressNamesOneThatCan() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        // SwiftUI's .bouncy computes its values from duration and extra bounce.
        let bouncy = refusal(fixture, "Card.swift", 17)
        guard case .cannotExpress(_, _, _, let alternative) = bouncy else { Issue.record("\(String(describing: bouncy))"); return }
        #expect(alternative != nil)
        #expect(bouncy?.exitCode == 65)
        // Flutter's duration/bounce holds whole milliseconds of period: 444.3 ms is not one.
        let flutter = refusal(fixture, "springs.dart", 7)
        guard case .cannotExpress(_, _, let reason, let other) = flutter else { Issue.record("\(String(describing: flutter))"); return }
        #expect(reason.contains("whole"))
        #expect(other?.contains("withDampingRatio") == true)
        // Motion's bounce cannot hold an overdamped spring (ζ 1.25).
        let overdamped = try Spring(mass: 1, stiffness: 400, damping: 50)
        let motion = refusal(fixture, "motion.ts", 10, spring: overdamped)
        guard case .cannotExpress = motion else { Issue.record("\(String(describing: motion))"); return }
    }

    /// Svelte starts its spring with the velocity its own values imply: another is refused,
    /// not dropped.
    @Test func velocityAnEngineImpliesIsNotOverwritten() throws {
        let fixture = try EditFixture(["Counter.svelte"])
        defer { fixture.remove() }
        let editor = fixture.editor
        let location = FileLocation(path: fixture.path("Counter.svelte"), line: 4)
        #expect(throws: EditError.self) { _ = try editor.edit(location, to: EditTarget(spring: Self.target, initialVelocity: 3)) }
        #expect(try editor.edit(location, to: EditTarget(spring: Self.target)).changes.count == 2)
    }

    @Test func severalSpringsOnALineNeedAColumn() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try Data("import SwiftUI\nlet pair = [Animation.spring(response: 0.3, dampingFraction: 0.7), Animation.spring(response: 0.5, dampingFraction: 0.8)]\n".utf8)
            .write(to: URL(fileURLWithPath: fixture.path("Pair.swift")))
        let error = refusal(fixture, "Pair.swift", 2)
        guard case .ambiguous(_, let columns) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(columns.count == 2)
        #expect(error?.exitCode == 64)
        #expect(refusal(fixture, "Pair.swift", 2, columns[1]) == nil)
    }

    @Test func valueThatIsNotALiteral() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        try Data("import SwiftUI\nlet response = 0.4\nlet s = Animation.spring(response: response, dampingFraction: 0.7)\n".utf8)
            .write(to: URL(fileURLWithPath: fixture.path("Named.swift")))
        let error = refusal(fixture, "Named.swift", 3)
        guard case .notWritten(_, let parameter, _, _) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(parameter == "response")
    }

    @Test func fileChangedAfterItWasReadIsNotWritten() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let path = fixture.path("Card.swift")
        let edit = try fixture.editor.edit(FileLocation(path: path, line: 6), to: EditTarget(spring: Self.target))
        var changed = fixture.bytes(path)
        changed += Array("// a line added by someone else\n".utf8)
        try Data(changed).write(to: URL(fileURLWithPath: path))
        #expect(throws: EditError.changed(path: SpringEditor.displayPath(path))) { try edit.write() }
        #expect(fixture.bytes(path) == changed)
        #expect(EditError.changed(path: "x").exitCode == 75)
    }

    @Test func readOnlyFileIsRefusedAndKept() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let path = fixture.path("Card.swift")
        let original = fixture.bytes(path)
        chmod(path, 0o444)
        let edit = try fixture.editor.edit(FileLocation(path: path, line: 6), to: EditTarget(spring: Self.target))
        do {
            try edit.write()
            Issue.record("a read-only file was written")
        } catch {
            guard case .cannotWrite(_, let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("read-only"))
            #expect(error.exitCode == 73)
        }
        #expect(fixture.bytes(path) == original)
    }

    @Test func writeKeepsTheModeAndLeavesNoTemporaryFile() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let path = fixture.path("Springs.kt")
        chmod(path, 0o640)
        try fixture.editor.edit(FileLocation(path: path, line: 7), to: EditTarget(spring: Self.target)).write()
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o7777 == 0o640)
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.root)
        #expect(!names.contains { $0.hasPrefix(".springtune-") })
        #expect(String(decoding: fixture.bytes(path), as: UTF8.self).contains("spring<Float>(dampingRatio = 0.6187184f, stiffness = 200f)"))
    }

    @Test func pathOutsideTheFolderIsNotRead() throws {
        let fixture = try EditFixture()
        defer { fixture.remove() }
        let inner = fixture.root + "/inner"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        let error = refusal(fixture, "Card.swift", 6, root: inner)
        guard case .outside = error else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.exitCode == 64)
        // A link inside the folder to a file outside it is outside too.
        symlink(fixture.path("Card.swift"), inner + "/Link.swift")
        let linked = SpringEditor(options: ScanOptions(threads: 1), root: inner)
        #expect(throws: EditError.self) {
            _ = try linked.edit(FileLocation(path: inner + "/Link.swift", line: 6), to: EditTarget(spring: Self.target))
        }
    }

    @Test func locationsParse() {
        #expect(FileLocation(parsing: "a/b.swift:12") == FileLocation(path: "a/b.swift", line: 12))
        #expect(FileLocation(parsing: "a/b.swift:12:7") == FileLocation(path: "a/b.swift", line: 12, column: 7))
        #expect(FileLocation(parsing: "c:/x.ts:3") == FileLocation(path: "c:/x.ts", line: 3))
        for bad in ["a.swift", "a.swift:0", "a.swift:-1", ":3", "a.swift:x", "a.swift:1:0", "a.swift:99999999999"] {
            #expect(FileLocation(parsing: bad) == nil, "\(bad)")
        }
    }
}
