import Testing
import SpringKit
@testable import SpringPlot

/// ``ResponsePlot/renderWithFrame(format:)``: the same image as ``ResponsePlot/render(format:)``
/// and the frame of the panel it was drawn with, so a point of the image maps back to a time
/// and a position (the studio's draggable markers).
@Suite struct PanelFrameTests {
    @Test(arguments: [PlotFormat.svg, .png])
    func theFrameIsThatOfTheDrawnImage(format: PlotFormat) throws {
        let plot = PlotFixtures.twoSprings
        let (bytes, frame) = try plot.renderWithFrame(format: format)
        #expect(bytes == (try plot.render(format: format)))
        // The same bytes as before the frame was read: the render of a fresh layout.
        let layoutAgain = try plot.layout(samplesPerPoint: format == .png ? max(4, 2 * plot.scale) : 4)
        let drawn = try CairoRenderer.render(format, canvas: plot.canvas) { (context: borrowing CairoContext) in plot.draw(layoutAgain, in: context) }
        #expect(bytes == drawn)
        // The layout drawn: with the legend's strip below the panels when it has one (this plot's
        // legend finds no clear corner, so the panels are shorter than the bare layout's).
        let layout = try plot.annotationGeometry().layout
        let bare = try plot.layout(samplesPerPoint: 4)
        #expect(layout.legendStrip != nil && layout.main.rect.height < bare.main.rect.height)
        #expect(frame.x == layout.main.rect.x && frame.y == layout.main.rect.y)
        #expect(frame.width == layout.main.rect.width && frame.height == layout.main.rect.height)
        #expect(frame.timeRange == (try plot.resolvedTimeRange()))
        // Inside the canvas, and spanning every curve's start, target and peak.
        #expect(frame.x > 0 && frame.y > 0 && frame.x + frame.width < plot.width && frame.y + frame.height < plot.height)
        for series in plot.series {
            let metrics = try series.response.metrics()
            for value in [series.response.motion.from, series.response.motion.to, metrics.peakValue ?? series.response.motion.to] {
                #expect(frame.positionRange.contains(value))
            }
        }
        // The panel's corners are the range's ends: the transform maps them there (to rounding).
        #expect(abs(layout.main.x(frame.timeRange.lowerBound) - frame.x) < 1e-9)
        #expect(abs(layout.main.y(frame.positionRange.upperBound) - frame.y) < 1e-9)
        #expect(abs(layout.main.y(frame.positionRange.lowerBound) - (frame.y + frame.height)) < 1e-9)
    }
}
