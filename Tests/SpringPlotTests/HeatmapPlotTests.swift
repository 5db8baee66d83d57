import Testing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpringKit
@testable import SpringPlot

@Suite struct HeatmapPlotTests {
    static func sweep(scale: AxisScale = .logarithmic) throws -> HeatmapPlot {
        let stiffness = [50.0, 100, 200, 400, 800]
        let ratios = [0.2, 0.4, 0.6, 0.8, 1.0]
        let values: [[Double?]] = ratios.map { zeta in
            stiffness.map { k in
                if k == 800 && zeta == 1.0 { return nil }
                let spring = try? Spring(stiffness: k, damping: 2 * zeta * k.squareRoot())
                return spring.flatMap { try? SpringResponse(spring: $0).metrics().settlingTime }
            }
        }
        return try HeatmapPlot(x: .init(title: "stiffness (N/m)", values: stiffness, scale: scale),
                               y: .init(title: "damping ratio", values: ratios),
                               values: values, valueTitle: "settling time (s)", isoLevels: [0.3, 0.6],
                               title: "settling time")
    }

    @Test func rendersAllFormats() throws {
        let plot = try Self.sweep()
        let svg = try plot.render(format: .svg)
        #expect(XMLParser(data: Data(svg)).parse())
        let text = String(decoding: svg, as: UTF8.self)
        // Missing cell in the neutral colour.
        #expect(text.contains(OutputFormatTests.svgColor(PlotTheme.light.missing)))
        #expect(try PlotFixtures.pngSize(plot.render(format: .png))! == (900, 600))
        #expect(String(decoding: try plot.render(format: .pdf).prefix(5), as: UTF8.self) == "%PDF-")
        var linear = try Self.sweep(scale: .linear)
        linear.theme = .dark
        _ = try linear.render(format: .png)
    }

    /// A colour bar over values a few ulps apart, and axes a few ulps wide, used to loop forever
    /// in the tick search (issue 12); they render with the ends as ticks.
    @Test(arguments: [[1.0, 1.0000000000000002], [0.3, 0.30000000000000004], [1e-300, 1.0000000000000002e-300], [5.0, 5.0]])
    func nearConstantValuesAndNarrowAxesRender(pair: [Double]) throws {
        let values: [[Double?]] = [[pair[0], pair[1], pair[0]], [pair[1], pair[0], pair[1]]]
        let plot = try HeatmapPlot(x: .init(title: "k", values: [1, 1.0000000000000002, 1.0000000000000004]),
                                   y: .init(title: "c", values: [2, 2.0000000000000004], scale: .logarithmic),
                                   values: values, valueTitle: "settling time (s)", title: "near-constant")
        let svg = try plot.render(format: .svg)
        #expect(XMLParser(data: Data(svg)).parse())
        #expect(try PlotFixtures.pngSize(plot.render(format: .png))! == (900, 600))
    }

    @Test func shapeMismatchesAreTyped() {
        #expect(throws: PlotError.self) {
            try HeatmapPlot(x: .init(title: "x", values: [1, 2]), y: .init(title: "y", values: [1]),
                            values: [[1, 2, 3]], valueTitle: "v")
        }
        #expect(throws: PlotError.self) {
            try HeatmapPlot(x: .init(title: "x", values: [0, 1], scale: .logarithmic), y: .init(title: "y", values: [1]),
                            values: [[1, 2]], valueTitle: "v")
        }
        #expect(throws: PlotError.self) {
            try HeatmapPlot(x: .init(title: "x", values: [2, 1]), y: .init(title: "y", values: [1]),
                            values: [[1, 2]], valueTitle: "v")
        }
    }

    @Test func cellEdgesAreHalfwayBetweenCentres() {
        let linear = HeatmapPlot.edges(.init(title: "", values: [0, 1, 3]))
        #expect(linear == [-0.5, 0.5, 2, 4])
        let log = HeatmapPlot.edges(.init(title: "", values: [1, 100], scale: .logarithmic))
        #expect(zip(log, [0.1, 10, 1000]).allSatisfy { abs($0 / $1 - 1) < 1e-12 })
    }

    @Test func marchingSquaresFindsTheLevel() {
        // f(i, j) = i + j on a 3 × 3 grid: the level 1.5 is the line i + j = 1.5.
        let values = (0..<3).flatMap { j in (0..<3).map { i in Double(i + j) } }
        let segments = IsoLines.segments(values: values, columns: 3, rows: 3, level: 1.5)
        #expect(!segments.isEmpty)
        for s in segments {
            #expect(abs(s.x0 + s.y0 - 1.5) < 1e-12 && abs(s.x1 + s.y1 - 1.5) < 1e-12)
        }
        // A saddle gives two segments; a missing corner skips the square.
        let saddle = IsoLines.segments(values: [1, 0, 0, 1], columns: 2, rows: 2, level: 0.5)
        #expect(saddle.count == 2)
        #expect(IsoLines.segments(values: [1, .nan, 0, 1], columns: 2, rows: 2, level: 0.5).isEmpty)
    }
}

@Test func heatmapValueLookup() throws {
    let plot = try HeatmapPlotTests.sweep()
    #expect(plot.value(column: 4, row: 4) == nil)          // the missing cell
    #expect(plot.value(column: 0, row: 0) != nil)
    #expect(plot.value(column: 9, row: 0) == nil)          // outside the grid
}
