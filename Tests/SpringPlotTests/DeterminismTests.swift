import Testing
import Foundation
import SpringKit
@testable import SpringPlot

/// The same plot gives the same bytes, however many plots the process drew before.
///
/// cairo numbers SVG surfaces with a process-wide counter, so a plot drawn after others
/// would name its groups differently; SpringPlot renumbers cairo's `surfaceN` ids per
/// document (the only normalisation, done by the library, not by this test). PNG and PDF
/// are compared as they are. Separate processes are compared through the command line in
/// `springtuneTests/PlotDeterminismTests`.
@Suite struct DeterminismTests {
    @Test(arguments: [PlotFormat.svg, .png, .pdf])
    func laterRenderingsWriteIdenticalBytes(format: PlotFormat) throws {
        var plot = PlotFixtures.twoSprings
        plot.scale = 2
        let first = try plot.render(format: format)
        for _ in 0..<3 { _ = try PlotFixtures.twoSprings.render(format: .svg) }
        _ = try HeatmapPlotTests.sweep().render(format: .svg)
        let second = try plot.render(format: format)
        #expect(!first.isEmpty)
        #expect(first == second, "\(format) differs after other plots were drawn")
    }
}
