import Foundation
import SpringIO
import SpringKit
import SpringScan
import SpringTestSupport
import Testing
@testable import SpringStudio

/// The studio opened on a project (`springtune studio DIR`, issue 36), through its API: the
/// listing (grouped by file, each spring with its form, spec and file version), a write by
/// `edit`'s rule checked against the listing, undo, a rule's fix, and the refusals — a path
/// outside the folder (by `..`, absolute, or through a link), a file changed since it was
/// listed, a read-only file, no spring — each with its status and every file as it was.
@Suite struct StudioProjectTests {
    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("Card").animation(.spring(response: 0.5, dampingFraction: 0.8), value: 1)
            }
        }

        """
    static let sheet = """
        import { motion } from "framer-motion";
        export const Sheet = () => <motion.div transition={{ type: "spring", stiffness: 700, damping: 0.9 }} />;

        """

    /// A project folder with `src/Card.swift` and `src/sheet.tsx`, a file outside it and a link to that file inside.
    struct Fixture {
        let base: URL
        var folder: String { base.appendingPathComponent("app").path }
        var outside: String { base.appendingPathComponent("outside.swift").path }
        func path(_ name: String) -> String { folder + "/src/" + name }
        func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

        init() throws {
            base = try CLI.temporaryDirectory()
            try FileManager.default.createDirectory(atPath: base.appendingPathComponent("app/src").path, withIntermediateDirectories: true)
            try StudioProjectTests.card.write(toFile: base.appendingPathComponent("app/src/Card.swift").path, atomically: true, encoding: .utf8)
            try StudioProjectTests.sheet.write(toFile: base.appendingPathComponent("app/src/sheet.tsx").path, atomically: true, encoding: .utf8)
            try "let outside = Animation.spring(response: 0.3, dampingFraction: 0.5)\n"
                .write(toFile: base.appendingPathComponent("outside.swift").path, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: base.appendingPathComponent("app/src/link.swift").path,
                                                       withDestinationPath: base.appendingPathComponent("outside.swift").path)
        }

        func api() throws -> StudioAPI {
            StudioAPI(project: try StudioProject(folder: folder, base: "/"))
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    func object(_ reply: StudioReply) throws -> JSONValue {
        try JSONParser.parse(reply.body)
    }

    func form(_ pairs: [(String, String)]) -> StudioQuery {
        StudioQuery(pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0.1)" }.joined(separator: "&"))
    }

    func failure(_ body: () throws(StudioError) -> StudioReply) -> StudioError? {
        do { _ = try body(); return nil } catch { return error }
    }

    func listing(_ api: StudioAPI) throws -> (id: Int, files: [JSONValue]) {
        let value = try object(try api.projectListing())
        return (try #require(value["listing"]?.integer), try #require(value["files"]?.elements))
    }

    @Test func listsTheSpringsByFileWithTheirFormAndSpec() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let (_, files) = try listing(try fixture.api())
        // The link to a file outside the folder is not read.
        #expect(files.compactMap { $0["path"]?.text } == ["src/Card.swift", "src/sheet.tsx"])
        let card = try #require(files[0]["springs"]?.elements?.first)
        #expect(card["location"]?.text == "src/Card.swift:5:32")
        #expect(card["form"]?.text == "response")
        #expect(card["spec"]?.text == "response:response=0.5,dampingRatio=0.8")
        // The version is that of the file's bytes.
        let bytes = Array(try fixture.text("Card.swift").utf8)
        #expect(files[0]["version"]?.text == SourceVersion(of: bytes).description)
        let sheet = try #require(files[1]["springs"]?.elements?.first)
        #expect(sheet["warnings"]?.elements?.first?["rule"]?.text == "damping-ratio-as-force")
    }

    @Test func writesUndoesAndFixes() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let api = try fixture.api()
        let (id, files) = try listing(api)
        let sheetLocation = try #require(files[1]["springs"]?.elements?.first?["location"]?.text)
        let written = try object(try api.writeToSource(form([("location", "src/Card.swift:5"), ("spring", "response:response=0.4,dampingRatio=0.8"),
                                                             ("listing", "\(id)")])))
        #expect(written["written"]?.flag == true)
        #expect(try fixture.text("Card.swift") == Self.card.replacingOccurrences(of: "response: 0.5", with: "response: 0.4"))
        let undo = try #require(written["undo"]?.integer)
        _ = try api.undoInSource(form([("edit", "\(undo)")]))
        #expect(try fixture.text("Card.swift") == Self.card)
        // Undone once: a second undo of it is 404.
        #expect(failure { () throws(StudioError) in try api.undoInSource(form([("edit", "\(undo)")])) }?.kind == .notFound)
        let fixed = try object(try api.fixInSource(form([("location", sheetLocation), ("rule", "damping-ratio-as-force"), ("listing", "\(id)")])))
        #expect(fixed["written"]?.flag == true)
        #expect(try fixture.text("sheet.tsx") == Self.sheet.replacingOccurrences(of: "damping: 0.9", with: "damping: 47.6235"))
    }

    @Test func refusesAndLeavesTheFilesAsTheyWere() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let api = try fixture.api()
        let (id, _) = try listing(api)
        let outsideText = try String(contentsOfFile: fixture.outside, encoding: .utf8)
        func write(_ location: String, listing: Int = id) -> StudioError? {
            failure { () throws(StudioError) in
                try api.writeToSource(form([("location", location), ("spring", "k=100,c=10"), ("listing", "\(listing)")]))
            }
        }
        for location in ["../outside.swift:1", fixture.outside + ":1", "src/link.swift:1", "src/../../outside.swift:1"] {
            let error = write(location)
            #expect(error?.kind == .forbidden, "\(location)")
            #expect(error?.message.contains("outside the project") == true)
        }
        #expect(try String(contentsOfFile: fixture.outside, encoding: .utf8) == outsideText)
        #expect(write("src/Card.swift:2")?.kind == .badRequest)
        #expect(write("src/Card.swift:5", listing: id + 100)?.kind == .conflict)
        // Changed on disk since it was listed.
        let changed = Self.card + "// edited elsewhere\n"
        try changed.write(toFile: fixture.path("Card.swift"), atomically: true, encoding: .utf8)
        let error = write("src/Card.swift:5")
        #expect(error?.kind == .conflict)
        #expect(error?.message == "src/Card.swift changed on disk since it was listed: nothing was written (list the springs again)")
        #expect(try fixture.text("Card.swift") == changed)
        // Read-only: refused by the write, untouched.
        let (again, _) = try listing(api)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: fixture.path("Card.swift"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: fixture.path("Card.swift")) }
        let readOnly = write("src/Card.swift:5", listing: again)
        #expect(readOnly?.kind == .cannotWrite)
        #expect(readOnly?.message.contains("read-only") == true)
        #expect(try fixture.text("Card.swift") == changed)
        // No project: 404.
        #expect(failure { () throws(StudioError) in try StudioAPI().projectListing() }?.kind == .notFound)
    }

    @Test func undoRefusesAFileChangedSinceTheWrite() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let api = try fixture.api()
        let (id, _) = try listing(api)
        let written = try object(try api.writeToSource(form([("location", "src/Card.swift:5"), ("spring", "k=100,c=10"), ("listing", "\(id)")])))
        let undo = try #require(written["undo"]?.integer)
        let after = try fixture.text("Card.swift")
        try (after + "// more\n").write(toFile: fixture.path("Card.swift"), atomically: true, encoding: .utf8)
        #expect(failure { () throws(StudioError) in try api.undoInSource(form([("edit", "\(undo)")])) }?.kind == .conflict)
        #expect(try fixture.text("Card.swift") == after + "// more\n")
        // Put back as the write left it, the edit is still undoable.
        try after.write(toFile: fixture.path("Card.swift"), atomically: true, encoding: .utf8)
        _ = try api.undoInSource(form([("edit", "\(undo)")]))
        #expect(try fixture.text("Card.swift") == Self.card)
    }

    @Test func aProjectMustBeAFolder() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(throws: StudioError.self) { try StudioProject(folder: fixture.path("Card.swift"), base: "/") }
        #expect(throws: StudioError.self) { try StudioProject(folder: fixture.folder + "/missing", base: "/") }
    }
}

extension JSONValue {
    /// The value as these tests read it (`nil` for another type).
    fileprivate var text: String? { try? stringValue(at: "") }
    fileprivate var integer: Int? { (try? numberValue(at: "")).flatMap { Int(exactly: $0) } }
    fileprivate var elements: [JSONValue]? { try? arrayElements(at: "") }
    fileprivate var flag: Bool? { try? boolValue(at: "") }
}
