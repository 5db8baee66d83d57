import Foundation
import Testing

/// The bad-input battery: every case gets one line on stderr, the right sysexits
/// code, and never a crash or a trace.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Spring values.
        Case(arguments: ["metrics", "--spring", "mass=0,k=100,c=10"], status: 64, mentions: "mass"),
        Case(arguments: ["metrics", "--spring", "stiffness=-1,c=10"], status: 64, mentions: "stiffness"),
        Case(arguments: ["metrics", "--spring", "k=100,damping=nan"], status: 64, mentions: "nan"),
        Case(arguments: ["metrics", "--spring", "k=1e400,c=1"], status: 64, mentions: "1e400"),
        Case(arguments: ["metrics", "--spring", "k=0x10,c=1"], status: 64, mentions: "0x10"),
        Case(arguments: ["metrics", "--spring", "k=inf,c=1"], status: 64, mentions: "inf"),
        Case(arguments: ["metrics", "--spring", "k=100,c=-3"], status: 64, mentions: "damping"),
        Case(arguments: ["metrics", "--spring", "m=1e-320,k=1e308,c=1"], status: 64, mentions: "stiffness"),
        // Grammar.
        Case(arguments: ["metrics", "--spring", "foo:x=1"], status: 64, mentions: "foo"),
        Case(arguments: ["metrics", "--spring", "mass"], status: 64, mentions: "mass"),
        Case(arguments: ["metrics", "--spring", "k=1,k=2,c=1"], status: 64, mentions: "at most once"),
        Case(arguments: ["metrics", "--spring", "k=1,stiffness=2,c=1"], status: 64, mentions: "at most once"),
        Case(arguments: ["metrics", "--spring", "k=100,c=10,wobble=3"], status: 64, mentions: "wobble"),
        Case(arguments: ["metrics", "--spring", "k=100,,c=10"], status: 64, mentions: "empty"),
        Case(arguments: ["metrics", "--spring", ""], status: 64, mentions: "spec"),
        Case(arguments: ["metrics", "--spring", "k=100, c=10"], status: 64, mentions: "space"),
        Case(arguments: ["metrics", "--spring", "k=100"], status: 64, mentions: "damping"),
        Case(arguments: ["metrics", "--spring", "K=100,c=10"], status: 64, mentions: "K"),
        Case(arguments: ["metrics", "--spring", "k=100,c=10,velocity=1,absoluteVelocity=2"], status: 64, mentions: "not both"),
        Case(arguments: ["metrics", "--spring", "k=100,c=10,from=1,to=1"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--spring", "k=100,c=10,from=1,to=1,velocity=2"], status: 64, mentions: "velocity"),
        Case(arguments: ["metrics", "--spring", "k=="], status: 64, mentions: "stiffness"),
        Case(arguments: ["metrics", "--spring", "=3"], status: 64, mentions: "key"),
        // Flags.
        Case(arguments: ["metrics", "--band", "0"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--band", "0"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--band", "1.5"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--band", "-0.1"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--band-absolute", "0"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--band", "0.1", "--band-absolute", "0.1"], status: 64, mentions: "band"),
        Case(arguments: ["metrics", "--stiffness", "nan", "--damping", "10"], status: 64, mentions: "nan"),
        Case(arguments: ["metrics", "--stiffness", "1e400", "--damping", "10"], status: 64, mentions: "1e400"),
        Case(arguments: ["metrics", "--stiffness", "abc", "--damping", "10"], status: 64, mentions: "abc"),
        Case(arguments: ["metrics", "--stiffness", "100"], status: 64, mentions: "damping"),
        Case(arguments: ["metrics", "--mass", "0", "--stiffness", "100", "--damping", "10"], status: 64, mentions: "mass"),
        Case(arguments: ["metrics", "--spring", "k=100,c=10", "--mass", "2"], status: 64, mentions: "do not mix"),
        Case(arguments: ["metrics"], status: 64, mentions: "no spring"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--rest-delta", "0.01"], status: 64, mentions: "rest"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--rest-delta", "0", "--rest-speed", "1"], status: 64, mentions: "rest-delta"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--format", "xml"], status: 64, mentions: "xml"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "--format", "jsonl"], status: 64, mentions: "jsonl"),
        Case(arguments: ["metrics", "--frobnicate"], status: 64, mentions: "frobnicate"),
        Case(arguments: ["no-such-command"], status: 64, mentions: "no-such-command"),
        // Output paths.
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "-o", "/nonexistent-dir/out.json"], status: 73, mentions: "/nonexistent-dir"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "-o", "/"], status: 73, mentions: "/"),
        Case(arguments: ["metrics", "--stiffness", "100", "--damping", "10", "-o", "/proc"], status: 73, mentions: "directory"),
    ]

    @Test(arguments: cases)
    func badInputGetsOneLineAndItsExitCode(_ badCase: Case) throws {
        let result = try CLI.run(badCase.arguments)
        #expect(result.status == badCase.status, "stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 1, "expected one line, got: \(result.stderr)")
        #expect(result.stderr.hasPrefix("springtune: "))
        #expect(result.stderr.contains(badCase.mentions), "\(result.stderr) should mention \(badCase.mentions)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(result.stdout.isEmpty)
    }
}
