import SpringTestSupport
import Foundation
import Testing

/// `springtune export` as a user runs it: the ways to give the spring (they are the command
/// line's), `-o`, the streams. What each format writes, and every refusal of the request, are
/// tested in process (SpringRequestsTests' ExportRequestCodeTests); the command line's own
/// refusals in BadInputTests.
@Suite struct ExportCommandTests {
    @Test func exportSmoke() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["export", "--as", "swiftui", "--preset", "swiftui-bouncy", "-o", "bouncy.swift"], in: dir)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let text = try String(contentsOf: dir.appendingPathComponent("bouncy.swift"), encoding: .utf8)
        #expect(text.contains("static let swiftuiBouncy = Spring(mass:"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        // Positional specs are --spring specs.
        let positional = try CLI.run(["export", "--as", "motion", "motion:duration=0.8,bounce=0.25"])
        #expect(positional.status == 0, "\(positional.stderr)")
        #expect(positional.stdout.hasPrefix("800ms linear(0, 0.0542,"))
        // The single-spring flags mean what they mean everywhere: --to is the target value.
        let flags = try CLI.run(["export", "--as", "json", "--mass", "2", "--stiffness", "200", "--damping", "20",
                                 "--from", "10", "--to", "110", "--velocity", "0.5"])
        #expect(flags.status == 0, "\(flags.stderr)")
        let same = try CLI.run(["export", "--as", "json", "--spring", "mass=2,stiffness=200,damping=20,from=10,to=110,velocity=0.5"])
        #expect(same.stdout == flags.stdout && !flags.stdout.isEmpty)
        // A preset tuned under JNW: the code on stdout, the note on stderr.
        let noted = try CLI.run(["export", "--as", "swiftui", "jnw:k=14,c=14"])
        #expect(noted.status == 0 && noted.stderr.hasPrefix("springtune: note: ") && !noted.stdout.isEmpty, "\(noted.stderr)")
        // A refused export is one line, without its note.
        let refused = try CLI.run(["export", "--as", "css", "--solver", "pop", "jnw:k=14,c=14"])
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1 && !refused.stderr.contains("note"), "\(refused.stderr)")
    }
}
