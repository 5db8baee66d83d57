import Testing
import Foundation
@testable import SpringPlot

/// Regenerates the example images of docs/plotting.md when `SPRINGPLOT_DOC_IMAGES`
/// names a directory (a no-op otherwise):
///
///     SPRINGPLOT_DOC_IMAGES=$PWD/docs/images swift test --filter writeDocumentationImages
@Suite struct DocumentationImages {
    @Test func writeDocumentationImages() throws {
        guard let path = ProcessInfo.processInfo.environment["SPRINGPLOT_DOC_IMAGES"] else { return }
        let directory = URL(fileURLWithPath: path, isDirectory: true)

        var response = PlotFixtures.twoSprings
        response.title = "SwiftUI Spring(duration: 0.5, bounce: 0.3) vs a stiffer spring"
        response.series[0].label = "bounce 0.3"
        response.series[1].label = "k 300, c 30"
        // JNWSpringAnimation's curve for the same spring (DESIGN.md §3), sampled at 60 fps.
        let spring = response.series[0].response.spring
        let decay = spring.decayRate, frequency = spring.dampedFrequency
        let frames = stride(from: 0.0, through: 0.6, by: 1.0 / 60).map { $0 }
        response.series[0].overlays = [try ResponsePlot.Overlay(
            label: "JNWSpringAnimation at 60 fps", times: frames,
            positions: frames.map { 1 - exp(-decay * $0) * cos(frequency * $0) })]
        try response.write(to: directory.appendingPathComponent("plot-response.png"))

        var dark = ResponsePlot(series: [
            .init(label: "ζ 0.2", response: PlotFixtures.response(stiffness: 100, damping: 4)),
            .init(label: "ζ 0.5", response: PlotFixtures.response(stiffness: 100, damping: 10)),
            .init(label: "ζ 1", response: PlotFixtures.response(stiffness: 100, damping: 20)),
        ], title: "Damping ratios at k = 100", theme: .dark)
        dark.scale = 1
        try dark.write(to: directory.appendingPathComponent("plot-dark.png"))

        let heatmap = try HeatmapPlotTests.sweep()
        try heatmap.write(to: directory.appendingPathComponent("plot-heatmap.png"))
    }
}
