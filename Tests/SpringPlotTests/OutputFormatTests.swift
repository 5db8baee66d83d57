import Testing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpringKit
@testable import SpringPlot

/// The three formats are well formed and carry what was asked for.
@Suite struct OutputFormatTests {
    /// Cairo's SVG colour syntax: `rgb(0%,44.705882%,69.803922%)`.
    static func svgColor(_ color: PlotColor) -> String {
        func percent(_ v: Double) -> String {
            var text = String(format: "%f", v * 100)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text + "%"
        }
        return "rgb(\(percent(color.red)),\(percent(color.green)),\(percent(color.blue)))"
    }

    @Test func svgParsesAsXMLAndHasEachCurveColour() throws {
        let plot = PlotFixtures.twoSprings
        let bytes = try plot.render(format: .svg)
        let parser = XMLParser(data: Data(bytes))
        #expect(parser.parse(), "SVG is not well-formed XML: \(String(describing: parser.parserError))")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("width=\"900px\" height=\"600px\""))
        for index in plot.series.indices {
            let stroke = "stroke:" + Self.svgColor(plot.color(ofSeries: index))
            #expect(text.contains(stroke), "missing \(stroke)")
        }
    }

    @Test(arguments: [PlotTheme.light, .dark])
    func themesUseTheirPalette(theme: PlotTheme) throws {
        var plot = PlotFixtures.twoSprings
        plot.theme = theme
        let text = String(decoding: try plot.render(format: .svg), as: UTF8.self)
        #expect(text.contains(Self.svgColor(theme.seriesColor(0))))
        #expect(text.contains(Self.svgColor(theme.background)))
    }

    @Test func pngHasTheRequestedPixelSize() throws {
        var plot = PlotFixtures.twoSprings
        plot.width = 900
        plot.height = 600
        plot.scale = 2
        let size = try #require(PlotFixtures.pngSize(try plot.render(format: .png)))
        #expect(size.width == 1800 && size.height == 1200)
        plot.scale = 1
        let single = try #require(PlotFixtures.pngSize(try plot.render(format: .png)))
        #expect(single.width == 900 && single.height == 600)
    }

    @Test func pdfIsAPDFWithTheFixedCreationDate() throws {
        let bytes = try PlotFixtures.twoSprings.render(format: .pdf)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.contains("%%EOF"))
    }

    @Test func writesEachFormatChosenByExtension() throws {
        let directory = try PlotFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = PlotFixtures.twoSprings
        for name in ["a.svg", "b.PNG", "c.Pdf"] {
            let url = directory.appendingPathComponent(name)
            try plot.write(to: url)
            let data = try Data(contentsOf: url)
            let expected = try plot.render(format: PlotFormat(url: url))
            #expect(Array(data) == expected, "\(name)")
        }
    }

    @Test func sameProcessSVGRendersAreIdentical() throws {
        // Cairo numbers surfaces per process; SpringPlot renumbers them per document.
        let plot = PlotFixtures.twoSprings
        let first = try plot.render(format: .svg)
        _ = try plot.render(format: .png)
        let second = try plot.render(format: .svg)
        #expect(first == second)
    }

    @Test func surfaceIDsAreRenumberedInOrder() {
        let input = Array(##"<g id="surface42"><use xlink:href="#surface7"/><g id="surface42">mysurface3"##.utf8)
        let output = String(decoding: SVGNormalizer.renumberSurfaceIDs(input), as: UTF8.self)
        #expect(output == ##"<g id="surface1"><use xlink:href="#surface2"/><g id="surface1">mysurface3"##)
    }
}
