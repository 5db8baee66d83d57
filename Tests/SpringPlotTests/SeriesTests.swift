import SpringKit
import Testing
@testable import SpringPlot

/// A plot series follows the library's rule: the exact curve, with the drawing solver's overlaid.
@Suite struct SeriesTests {
    @Test func aTunedSetupGetsItsRenderersCurveWithItsMetrics() throws {
        var setup = try SpringSpec.parse("k=14,c=14,from=1.2,to=1").resolved(label: "tuned")
        setup.renderer = .jnw
        let series = try ResponsePlot.Series(setup: setup, timeRange: 0...2)
        let overlay = try #require(series.overlays.first)
        #expect(overlay.label.contains("jnw") && overlay.label.contains("tuned"))
        let jnw = try Solver.jnw.metrics(of: setup.spring, motion: setup.motion)
        #expect(overlay.metrics?.settlingTime == jnw.settlingTime)
        // Its samples are JNW's curve.
        let drawn = Solver.jnw.render(setup.spring, motion: setup.motion, times: [overlay.times[700]])
        #expect(overlay.positions[700] == drawn.positions[0])
        // An explicit exact solver draws no overlay.
        #expect(try ResponsePlot.Series(setup: setup, drawnBy: .exact, timeRange: 0...2).overlays.isEmpty)
    }

    @Test func anOverlayWithTooManySamplesIsRefused() throws {
        let setup = try SpringSpec.parse("k=100,c=10").resolved()
        #expect(throws: PlotError.self) { try ResponsePlot.Series(setup: setup, drawnBy: .rk4, timeRange: 0...1e16, step: 1e-3) }
        let series = try ResponsePlot.Series(setup: setup, drawnBy: .rk4, timeRange: 0...1, step: 1e-3)
        #expect(series.overlays[0].times.count == 1001)
    }
}
