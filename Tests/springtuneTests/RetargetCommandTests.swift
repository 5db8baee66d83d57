import Foundation
import Testing
@testable import SpringPlot
@testable import springtune

/// --retarget on metrics, solve and plot. Reference values: Tests/SpringKitTests/Reference/
/// make_retarget_reference.py (matrix exponentials at 50 digits), case "underdamped, retarget
/// down mid-rise": k = 100, c = 10, 0 → 1, retargeted to 0.5 at 0.2 s.
@Suite struct RetargetCommandTests {
    @Test func metricsAreMeasuredAgainstTheLastTarget() throws {
        let result = try CLI.run(["metrics", "--spring", "k=100,c=10", "--retarget", "0.2:0.5", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(abs((json["settlingTime"] as? Double ?? 0) - 1.1122711511937862735) < 1e-9)
        #expect(abs((json["overshootPercent"] as? Double ?? 0) - 22.303824067665337193) < 1e-9)
        #expect(abs((json["peakTime"] as? Double ?? 0) - 0.62927245382809933975) < 1e-9)
        #expect(json["finalTarget"] as? Double == 0.5)
        #expect(json["retargets"] as? String == "0.2:0.5")
    }

    @Test func solveFollowsThePieces() throws {
        let result = try CLI.run(["solve", "k=100,c=10", "--retarget", "0.2:0.5", "--duration", "0.2", "--samples", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(result.stdout.split(separator: "\n").last?.split(separator: ","))
        // x(0.2) and v(0.2), where the retarget takes over (reference: 0.84942563485411243278, 4.1927962966633181867).
        #expect(abs(Double(last[1])! - 0.84942563485411243278) < 1e-12)
        #expect(abs(Double(last[2])! - 4.1927962966633181867) < 1e-11)
        let later = try CLI.run(["solve", "k=100,c=10", "--retarget", "0.2:0.5", "--duration", "0.23783783783783785704", "--samples", "2"])
        let row = try #require(later.stdout.split(separator: "\n").last?.split(separator: ","))
        #expect(abs(Double(row[1])! - 0.95650893624375517439) < 1e-12)
    }

    @Test func plotMarksEachRetarget() throws {
        let command = try PlotCommand.parse(["--spring", "k=100,c=10", "--retarget", "0.2:0.5", "--retarget", "0.5:1.2", "-o", "x.png"])
        let plot = try command.makePlot()
        #expect(plot.series[0].retargets.map(\.time) == [0.2, 0.5])
        let (_, layout) = try plot.rasterize()
        let curve = layout.curves[0]
        #expect(curve.motion.pieces.count == 3)
        #expect(curve.target == 1.2)
        // The drawn samples are the retargeted motion.
        for (t, x) in zip(curve.times, curve.positions) where t > 0.2 && t < 0.25 {
            #expect(x == curve.motion.position(at: t))
        }
    }

    @Test(arguments: [
        ["metrics", "--spring", "k=100,c=10", "--retarget", "-0.1:0.5"],
        ["metrics", "--spring", "k=100,c=10", "--retarget", "0:0.5"],
        ["metrics", "--spring", "k=100,c=10", "--retarget", "0.3:0.5", "--retarget", "0.2:1"],
        ["metrics", "--spring", "k=100,c=10", "--retarget", "0.3"],
        ["metrics", "--preset", "alert-in", "--retarget", "0.2:1.1"],
        ["solve", "k=100,c=10", "--solver", "rk4", "--retarget", "0.2:1.1", "--duration", "1", "--samples", "3"],
    ])
    func badRetargetsAreUsageErrors(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
