import SpringTestSupport
import Foundation
import Testing

/// `fit`'s refusals as the process shows them: one line on stderr, nothing on stdout, the exit
/// code. (The fits, records, saves and mode rules: SpringRequestsTests' FitModeRequestTests.)
@Suite struct FitCommandTests {
    static let badCases: [([String], Int32, String)] = [
        (["fit", "--keyframes", "0:0,1:1", "--timing", "bouncy"], 64, "bouncy"),
        (["fit", "--keyframes", "0:0,0.2"], 64, "0.2"),
        (["fit", "--keyframes", "0:0,0.2:1,0.1:1"], 64, "increase"),
        (["fit", "--data", "/nonexistent/curve.csv"], 66, "/nonexistent/curve.csv"),
        (["fit", "--settling-time", "0.3"], 64, "two targets"),
        (["fit", "--settling-time", "nan", "--overshoot", "3"], 64, "nan"),
        (["fit", "--settling-time", "0.3", "--constraint", "mass=damping"], 64, "constraint"),
        (["fit"], 64, "nothing to fit"),
        (["fit", "--keyframes", "0:0,1:1", "--free", "stiffness,wobble"], 64, "wobble"),
        (["fit", "--match", "k=100,c=10", "--match-solver", "flash"], 64, "flash"),
        (["fit", "--settling-time", "0.3", "--overshoot", "2", "--save-preset", "x"], 64, "--preset-file"),
    ]

    @Test func badInputGetsOneLine() throws {
        for (arguments, status, mention) in Self.badCases {
            let result = try CLI.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
