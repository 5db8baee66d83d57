import Foundation
import Testing
import SpringKit
@testable import SpringPlot

/// Overlays of frame engines (values held between frames) are drawn frame by frame: their holds
/// are found exactly, and curves that do not step are drawn as one line.
@Suite struct FrameHoldTests {
    @Test func heldValuesAreFoundFrameByFrame() throws {
        // Three frames of 16 samples at 1 ms (a 60 Hz engine), then the last value held.
        let positions = [0.0, 0.3, 0.7, 1.0].flatMap { Array(repeating: $0, count: 16) }
        let holds = try #require(ResponsePlot.frameHolds(positions))
        #expect(holds == [0..<16, 16..<32, 32..<48, 48..<64])
    }

    @Test func smoothCurvesAreNotStepped() {
        let smooth = (0..<200).map { 1 - exp(-Double($0) * 0.01) }
        #expect(ResponsePlot.frameHolds(smooth) == nil)
        #expect(ResponsePlot.frameHolds([0, 0]) == nil)
        #expect(ResponsePlot.frameHolds(Array(repeating: 1, count: 50)) == nil)   // one value: nothing to step
    }

    @Test func aSteppedOverlayIsDrawnAndDiffersFromItsLine() throws {
        var plot = PlotFixtures.twoSprings
        let times = (0...600).map { Double($0) * 0.001 }
        let frames = times.map { t in 1 - exp(-10 * (t / (1.0 / 60)).rounded(.down) / 60) }
        plot.series[0].overlays = [try ResponsePlot.Overlay(label: "60 Hz", times: times, positions: frames)]
        let stepped = try plot.render(format: .svg)
        #expect(try plot.render(format: .svg) == stepped)
        let smoothFrames = times.map { t in 1 - exp(-10 * t) }
        plot.series[0].overlays = [try ResponsePlot.Overlay(label: "60 Hz", times: times, positions: smoothFrames)]
        #expect(try plot.render(format: .svg) != stepped)
    }
}
