import Foundation
import SpringKit
import Testing
@testable import SpringPlot

/// Heatmaps: every piece of every iso-line is labelled on the line, and the axis titles are whole.
@Suite struct HeatmapLabelTests {
    /// Settling time over stiffness (log) × damping: its iso-lines break into sawtooth pieces.
    static func settlingMap(size: Int = 120) throws -> HeatmapPlot {
        let stiffness = (0..<size).map { 50 * pow(20, Double($0) / Double(size - 1)) }
        let damping = (0..<size).map { 2 + 58 * Double($0) / Double(size - 1) }
        let values: [[Double?]] = stiffness.map { k in
            damping.map { c in (try? SpringResponse(spring: try Spring(stiffness: k, damping: c)).settlingTime()) ?? nil }
        }
        return try HeatmapPlot(x: .init(title: "damping", values: damping),
                               y: .init(title: "stiffness", values: stiffness, scale: .logarithmic),
                               values: values, valueTitle: "settlingTime (s)", isoLevels: [0.3, 0.5, 1])
    }

    @Test func everyLongPieceOfEveryLineIsLabelledOnTheLine() throws {
        let (lines, labels, panel) = try Self.settlingMap().isoGeometry()
        for (levelIndex, line) in lines.enumerated() {
            for (pieceIndex, piece) in line.pieces.enumerated() where IsoLines.length(of: piece) > 200 {
                let own = labels.filter { $0.level == levelIndex && $0.piece == pieceIndex }
                #expect(!own.isEmpty, "level \(line.level), piece \(pieceIndex) (\(IsoLines.length(of: piece)) pt) has no label")
                for label in own {
                    // The plate's centre lies on its piece, to within a pixel and a half.
                    let cx = label.plate.x + label.plate.width / 2, cy = label.plate.y + label.plate.height / 2
                    let nearest = zip(piece, piece.dropFirst()).map { a, b in
                        Self.distance(from: (cx, cy), toSegment: a, b)
                    }.min() ?? .infinity
                    #expect(nearest <= 1.5, "label \(label.text) is \(nearest) pt off its line")
                    #expect(label.text == (line.level == 1 ? "1" : line.level.description))
                }
            }
        }
        #expect(labels.filter { $0.text == "0.5" }.count >= 2, "the 0.5 line's sawtooth pieces get labels of their own")
        for (index, label) in labels.enumerated() {
            #expect(label.plate.minX >= panel.minX && label.plate.maxX <= panel.maxX
                    && label.plate.minY >= panel.minY && label.plate.maxY <= panel.maxY)
            for other in labels[(index + 1)...] { #expect(!label.plate.intersects(other.plate)) }
        }
    }

    static func distance(from p: (Double, Double), toSegment a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((p.0 - a.x) * dx + (p.1 - a.y) * dy) / max(dx * dx + dy * dy, 1e-300)))
        let qx = a.x + t * dx - p.0, qy = a.y + t * dy - p.1
        return (qx * qx + qy * qy).squareRoot()
    }

    /// Nothing is drawn in the last rows of pixels: the x-axis title (descenders included) fits.
    @Test(arguments: [600.0, 400.0, 1200.0])
    func theXAxisTitleIsWhole(_ height: Double) throws {
        var heatmap = try Self.settlingMap(size: 20)
        heatmap.height = height
        let heatmapImage = try heatmap.rasterize()
        var response = ResponsePlot(series: [.init(label: "k=100,c=10", response: SpringResponse(spring: try Spring(stiffness: 100, damping: 10)))])
        response.height = height
        let (responseImage, _) = try response.rasterize()
        for (name, image) in [("heatmap", heatmapImage), ("response", responseImage)] {
            let background = try #require(image.pixel(0, image.height - 1))
            for y in (image.height - 3)..<image.height {
                for x in 0..<image.width {
                    #expect(image.pixel(x, y) == background, "\(name) at \(height): ink at (\(x), \(y))")
                    if image.pixel(x, y) != background { return }
                }
            }
        }
    }
}
