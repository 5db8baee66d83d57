import SpringTestSupport
import Foundation
import Testing
@testable import springtune

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
        // Convert and solve.
        Case(arguments: ["convert", "--spring", "pop:bounciness=25,speed=12"], status: 64, mentions: "bounciness"),
        Case(arguments: ["convert", "--spring", "origami:tension=-5,friction=7"], status: 64, mentions: "tension"),
        Case(arguments: ["convert", "--spring", "swiftui:duration=0.5,bounce=1.5"], status: 64, mentions: "bounce"),
        Case(arguments: ["convert", "--spring", "swiftui:duration=0,bounce=0.2"], status: 64, mentions: "duration"),
        Case(arguments: ["convert", "--spring", "motion:duration=0.5,visualDuration=-0.3,bounce=0.2"], status: 64, mentions: "visualDuration"),
        Case(arguments: ["convert", "--spring", "motion:bounce=0.2,duration=0"], status: 64, mentions: "duration"),
        Case(arguments: ["convert", "--spring", "response:response=0.5,dampingRatio=-1"], status: 64, mentions: "dampingRatio"),
        Case(arguments: ["convert", "--spring", "android:stiffness=0,dampingRatio=0.5"], status: 64, mentions: "stiffness"),
        Case(arguments: ["convert", "--stiffness", "100", "--damping", "10", "--format", "csv"], status: 64, mentions: "csv"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "1"], status: 64, mentions: "--samples"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "1", "--samples", "10", "--dt", "0.1"], status: 64, mentions: "do not mix"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "0", "--samples", "10"], status: 64, mentions: "duration"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "-1", "--dt", "0.1"], status: 64, mentions: "duration"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "1", "--samples", "1"], status: 64, mentions: "samples"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "1", "--dt", "0"], status: 64, mentions: "dt"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "1e6", "--dt", "1e-6"], status: 64, mentions: "dt"),
        Case(arguments: ["solve", "k=100,c=10", "--duration", "1", "--samples", "5", "--solver", "magic"], status: 64, mentions: "magic"),
        Case(arguments: ["solve", "jnw:k=100,c=10", "--duration", "1", "--samples", "5", "--solver", "rk4"], status: 64, mentions: "jnw"),
        Case(arguments: ["solve", "--duration", "1", "--samples", "5"], status: 64, mentions: "no spring"),
        Case(arguments: ["solve", "k=100,c=10", "--spring", "k=1,c=1", "--duration", "1", "--samples", "5"], status: 64, mentions: "once"),
        Case(arguments: ["metrics", "--spring", "k=100,c=10", "--solver", "nope"], status: 64, mentions: "nope"),
        // The command line's own rules of export and the engines (the requests' rules: SpringRequestsTests).
        Case(arguments: ["export", "--spring", "k=100,c=10"], status: 64, mentions: "--as"),
        Case(arguments: ["export", "--as", "keyframes", "--spring", "k=100,c=10", "--keyframe-step", "nan"], status: 64, mentions: "nan"),
        Case(arguments: ["export", "--as", "json", "--spring", "k=100,c=10", "--stiffness", "100", "--damping", "5"], status: 64, mentions: "do not mix"),
        Case(arguments: ["export", "--as", "json", "k=100,c=10", "--stiffness", "100", "--damping", "5"], status: 64, mentions: "do not mix"),
        // The old spelling: --to is the target value now, so a format name is not a number.
        Case(arguments: ["export", "--to", "swiftui", "--spring", "k=100,c=10"], status: 64, mentions: "--to"),
        Case(arguments: ["metrics", "--spring", "k=300,c=20", "--solver", "android", "--android-property", "width"], status: 64, mentions: "width"),
        Case(arguments: ["solve", "k=170,c=26", "--solver", "react-spring", "--duration", "1", "--samples", "2", "--frame-loop", "paused"],
             status: 64, mentions: "paused"),
        Case(arguments: ["preset", "import", "--from", "yaml", "mine.json"], status: 64, mentions: "yaml"),
        // Presets.
        Case(arguments: ["metrics", "--preset", "no-such-preset"], status: 66, mentions: "no-such-preset"),
        Case(arguments: ["metrics", "--spring", "preset:alert-inn"], status: 66, mentions: "alert-in"),
        Case(arguments: ["metrics", "--spring", "preset:alert-in,stiffness=-4"], status: 64, mentions: "stiffness"),
        Case(arguments: ["metrics", "--spring", "preset:alert-in,bounciness=4"], status: 64, mentions: "bounciness"),
        Case(arguments: ["metrics", "--spring", "preset:"], status: 64, mentions: "preset"),
        Case(arguments: ["preset", "show", "nope"], status: 66, mentions: "nope"),
        Case(arguments: ["preset", "list", "--group", "nope"], status: 64, mentions: "nope"),
        Case(arguments: ["preset", "refresh", "/nonexistent/presets.json"], status: 66, mentions: "/nonexistent"),
        // Plots.
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.gif"], status: 64, mentions: ".gif"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x"], status: 64, mentions: "extension"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "/nonexistent-dir/x.png"], status: 73, mentions: "/nonexistent-dir"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "/tmp"], status: 64, mentions: "extension"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.png", "--theme", "pink"], status: 64, mentions: "pink"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.png", "--width", "0"], status: 64, mentions: "width"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.png", "--scale", "nan"], status: 64, mentions: "nan"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.png", "--dt", "0.01"], status: 64, mentions: "--solver"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.png", "--duration", "-2"], status: 64, mentions: "duration"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy", "-o", "x.png", "--band", "2"], status: 64, mentions: "band"),
        Case(arguments: ["plot", "--preset", "swiftui-bouncy"], status: 64, mentions: "output"),
    ]

    /// Usage errors that touch no file are parsed and run in-process (ArgumentParser's
    /// `parseAsRoot`, then the command's `run()`), as `springtune` itself does.
    static var inProcessCases: [Case] {
        cases.filter { $0.status == 64 && !$0.arguments.contains("-o") && $0.arguments.first != "plot" }
    }

    /// Everything else, and a few of the in-process cases again, run as the built binary:
    /// what reaches stderr and stdout, and the exit status, as a user sees them.
    static var endToEndCases: [Case] {
        let inProcess = inProcessCases.map(\.arguments)
        return cases.filter { !inProcess.contains($0.arguments) } + inProcessCases.prefix(3) + inProcessCases.suffix(2)
    }

    @Test(arguments: inProcessCases)
    func badInputIsRefusedInProcessWithOneLine(_ badCase: Case) {
        let (message, status) = InProcess.run(badCase.arguments)
        #expect(status == badCase.status, "\(message)")
        #expect(!message.isEmpty && !message.contains("\n"), "expected one line, got: \(message)")
        #expect(message.contains(badCase.mentions), "\(message) should mention \(badCase.mentions)")
    }

    @Test(arguments: endToEndCases)
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
