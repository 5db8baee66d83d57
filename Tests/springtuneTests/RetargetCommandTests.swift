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

    /// solve --solver motion draws Motion's retarget rule: the frames match Motion 13.1.1 run
    /// as-is (Tests/SpringKitTests/EngineRetargetTests.swift, first Motion case).
    @Test func solveDrawsAnEnginesRetargetRule() throws {
        let result = try CLI.run(["solve", "k=100,c=10,to=100", "--solver", "motion", "--retarget", "0.2:50",
                                  "--retarget", "0.3125:120", "--duration", "0.35", "--samples", "8"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
        #expect(rows.count == 8)
        // t = 0.2 s (frame 12) and t = 0.3 s (frame 18).
        #expect(abs(rows[4][1] - 84.94256348541123) < 1e-10)
        #expect(abs(rows[6][1] - 97.066521910541468) < 1e-10)
    }

    /// metrics --solver pop measures POP's own retargeted curve against the last target: the
    /// settling time is where that curve last leaves the band, relative to the distance from the
    /// position it shows at the retarget to the last target, and the exact motion's metrics sit beside it.
    @Test func metricsMeasureAnEnginesRetargetedCurve() throws {
        let result = try CLI.run(["metrics", "--spring", "k=100,c=10,to=100", "--solver", "pop", "--retarget", "0.2:50",
                                  "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["solver"] as? String == "pop")
        #expect(json["finalTarget"] as? Double == 50)
        let exact = try #require(json["exact"] as? [String: Any])
        #expect(abs((exact["settlingTime"] as? Double ?? 0) - 1.1122711511937862735) < 1e-9)
        let settling = try #require(json["settlingTime"] as? Double)
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let motion = try Motion(from: 0, to: 100)
        let retargets = [RetargetedResponse.Retarget(time: 0.2, target: 50)]
        let renderer = POPSpringRenderer()
        let start = try renderer.render(spring, motion: motion, times: [0.2], retargets: retargets).positions[0]
        let band = 0.02 * abs(50 - start)
        #expect(abs((json["bandWidth"] as? Double ?? 0) - band) < 1e-12)
        // Outside the band just before the settling time, inside from just after it to 3 s.
        let before = try renderer.render(spring, motion: motion, times: [settling - 0.001], retargets: retargets).positions[0]
        #expect(abs(before - 50) > band)
        let after = try renderer.render(spring, motion: motion, times: stride(from: settling + 0.001, through: 3, by: 0.001).map { $0 },
                                        retargets: retargets)
        #expect(after.positions.allSatisfy { abs($0 - 50) <= band })
    }

    @Test(arguments: [Solver.rk4, .jnw, .swiftui, .dopri])
    func solversWithoutARetargetRuleRefuseIt(_ solver: Solver) throws {
        let result = try CLI.run(["solve", "k=100,c=10", "--solver", solver.rawValue, "--retarget", "0.2:1.1",
                                  "--duration", "1", "--samples", "3"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("not followed by \(solver.rawValue) ") && result.stderr.contains("exact, pop, rebound, rebound-js, react-spring, motion, android"))
    }

    /// plot --solver react-spring --retarget: the dashed overlay is react-spring's retargeted curve.
    @Test func plotOverlaysTheEnginesRetargetedCurve() throws {
        let command = try PlotCommand.parse(["--spring", "k=170,c=26,to=100", "--solver", "react-spring", "--retarget", "0.2:50",
                                             "-o", "x.png"])
        let plot = try command.makePlot()
        let overlay = try #require(plot.series[0].overlays.first)
        let setup = try SpringSpec.parse("k=170,c=26,to=100").resolved()
        let expected = try setup.curve(drawnBy: .reactSpring, times: overlay.times,
                                       retargets: [RetargetedResponse.Retarget(time: 0.2, target: 50)])
        #expect(overlay.positions == expected.positions)
        // Frame 12 (0.2 s) already steps toward 50 (react-spring 9.7.5 run as-is: 73.55026440877005).
        let index = try #require(overlay.times.firstIndex { abs($0 - 0.2) < 1e-12 })
        #expect(abs(overlay.positions[index] - 73.55026440877005) < 1e-10)
        #expect(plot.series[0].retargets.map(\.time) == [0.2])
    }

    /// A retarget after the spring has settled still lies in the plot's range, and the engine's
    /// overlay is sampled through it: the POP curve restarts toward the new target.
    @Test func plotOverlaysAnEngineThroughALateRetarget() throws {
        let command = try PlotCommand.parse(["--spring", "k=300,c=20", "--solver", "pop", "--retarget", "2:0.5", "-o", "x.png"])
        let plot = try command.makePlot()
        let overlay = try #require(plot.series[0].overlays.first)
        let last = try #require(overlay.times.last)
        #expect(last > 2.3)
        let index = try #require(overlay.times.firstIndex { $0 >= 2.3 })
        #expect(abs(overlay.positions[index] - 0.5) < 0.1)
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
