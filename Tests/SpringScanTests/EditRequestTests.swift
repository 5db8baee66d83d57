import Foundation
import SpringRequests
import SpringScan
import SpringTestSupport
import Testing

/// `springtune edit` in process (``EditRequest``): the dry run's diff, the write, and each
/// refusal with its exit code (docs/cli.md, `edit`). The diff applied by patch(1), the
/// location's parsing and a read-only file's line through the binary: EditCLITests.
struct EditRequestTests {
    static func request(_ fixture: EditFixture, _ file: String, line: Int, _ springs: [String], dryRun: Bool = false) throws -> EditRequest {
        EditRequest(location: FileLocation(path: fixture.path(file), line: line, column: nil),
                    source: try SpringSource(springs: springs, presets: []), dryRun: dryRun)
    }

    @Test func aDryRunPrintsTheDiffAndLeavesTheFile() throws {
        let fixture = try EditFixture(["Card.swift"])
        defer { fixture.remove() }
        let before = fixture.bytes(fixture.path("Card.swift"))
        let request = try Self.request(fixture, "Card.swift", line: 6, ["response:response=0.5,dampingRatio=0.8"], dryRun: true)
        let text = request.rendered(try request.perform(), as: .text)
        #expect(text.contains("response 0.35 → 0.5 at "), "\(text)")
        #expect(text.contains("-    static let cardSpring = Animation.spring(response: 0.35, dampingFraction: 0.7)\n"
                              + "+    static let cardSpring = Animation.spring(response: 0.5, dampingFraction: 0.8)\n"))
        #expect(fixture.bytes(fixture.path("Card.swift")) == before)
    }

    @Test func theEditIsWritten() throws {
        let fixture = try EditFixture(["Card.swift"])
        defer { fixture.remove() }
        let request = try Self.request(fixture, "Card.swift", line: 6, ["response:response=0.5,dampingRatio=0.8"])
        let text = request.rendered(try request.perform(), as: .text)
        #expect(text.hasPrefix("wrote response 0.35 → 0.5"), "\(text)")
        let written = String(decoding: fixture.bytes(fixture.path("Card.swift")), as: UTF8.self)
        #expect(written.contains("static let cardSpring = Animation.spring(response: 0.5, dampingFraction: 0.8)\n"))
    }

    @Test(arguments: [("Card.swift", 3, 65, "no spring at "), ("Card.swift", 17, 65, "cannot express this spring"),
                      ("springs.dart", 7, 65, "withDampingRatio"), ("Missing.swift", 3, 66, "cannot read ")] as [(String, Int, Int32, String)])
    func refusalsHaveTheirExitCodes(_ refusal: (file: String, line: Int, status: Int32, text: String)) throws {
        let fixture = try EditFixture(["Card.swift", "springs.dart"])
        defer { fixture.remove() }
        let before = fixture.bytes(fixture.path("Card.swift"))
        let error = try #require(Thrown.error(RequestError.self) {
            _ = try Self.request(fixture, refusal.file, line: refusal.line, ["k=200,c=17.5"]).perform()
        })
        #expect(error.exitCode == refusal.status && error.description.contains(refusal.text), "\(error)")
        #expect(!error.description.contains("\n"))
        #expect(fixture.bytes(fixture.path("Card.swift")) == before)
    }

    @Test func oneSpringExactly() throws {
        let fixture = try EditFixture(["Card.swift"])
        defer { fixture.remove() }
        let two = try #require(Thrown.error(RequestError.self) {
            _ = try Self.request(fixture, "Card.swift", line: 6, ["k=200,c=17.5", "k=100,c=10"]).perform()
        })
        #expect(two.exitCode == 64 && two.description.hasPrefix("give one spring to write, not 2"), "\(two)")
        let none = try #require(Thrown.error(RequestError.self) { _ = try Self.request(fixture, "Card.swift", line: 6, []).perform() })
        #expect(none.exitCode == 64 && none.description.hasPrefix("no spring given"), "\(none)")
    }

    /// The velocity is written per step, so the spring must move.
    @Test func aSpringThatDoesNotMoveIsRefused() throws {
        let fixture = try EditFixture(["Card.swift"])
        defer { fixture.remove() }
        let error = try #require(Thrown.error(RequestError.self) {
            _ = try Self.request(fixture, "Card.swift", line: 6, ["k=200,c=17.5,from=1,to=1"]).perform()
        })
        #expect(error.exitCode == 64, "\(error)")
    }
}
