import SpringTestSupport
import Foundation
import Testing
import SpringKit
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

/// A gesture's release velocity in every API's convention (convert), as their docs define them.
@Suite struct GestureVelocityTests {
    @Test func convertGivesEachAPIsVelocity() throws {
        // Released at -900 pt/s on a 240 pt move: UIKit's initialSpringVelocity is in units of
        // the whole distance per second ("a value of 1 corresponds to the total animation
        // distance traversed in one second"), so -900 / 240 = -3.75; Motion, Android, Compose
        // and React Native take points per second as they are.
        let result = try CLI.run(["convert", "--spring", "k=300,c=30,from=0,to=240,absoluteVelocity=-900", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let velocities = try #require(json["initialVelocity"] as? [String: Double])
        #expect(velocities == ["uikit": -3.75, "coreAnimation": -3.75, "swiftui": -3.75, "motion": -900,
                               "android": -900, "compose": -900, "reactNative": -900])
        // Without a step the normalised forms do not exist.
        let still = try CLI.run(["convert", "--spring", "k=300,c=30,from=5,to=5,absoluteVelocity=40", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(still.stdout.utf8)) as? [String: Any])
        let stillVelocities = try #require(object["initialVelocity"] as? [String: Any])
        #expect(stillVelocities["uikit"] is NSNull)
        #expect(stillVelocities["motion"] as? Double == 40)
        // The exporters write the same numbers.
        let uikit = try CLI.run(["export", "--as", "uikit", "k=300,c=30,from=0,to=240,absoluteVelocity=-900"])
        #expect(uikit.stdout.contains("CGVector(dx: -3.75, dy: -3.75)"))
        let android = try CLI.run(["export", "--as", "android", "k=300,c=30,from=0,to=240,absoluteVelocity=-900"])
        #expect(android.stdout.contains("setStartVelocity(-900f)"))
    }
}
