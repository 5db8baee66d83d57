import SpringTestSupport
import Foundation
import Testing
import SpringKit
@testable import SpringPlot
@testable import springtune

/// --retarget on plot, parsed and drawn in process (metrics and solve: SpringRequestsTests'
/// MetricsRequestEngineTests, SolveRequestCurveTests, RequestFieldRuleTests). Reference values: Tests/SpringKitTests/Reference/
/// make_retarget_reference.py (matrix exponentials at 50 digits), case "underdamped, retarget
/// down mid-rise": k = 100, c = 10, 0 → 1, retargeted to 0.5 at 0.2 s.
@Suite struct RetargetCommandTests {
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
}
