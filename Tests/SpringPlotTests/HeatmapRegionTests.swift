import Foundation
import SpringKit
import Testing
@testable import SpringPlot

/// A heatmap region keeps its cells' colours, veils the others and draws its boundary;
/// cells meet without seams.
@Suite struct HeatmapRegionTests {
    static let size = 40

    /// Settling time over stiffness × damping, and the cells where it is under 0.5 s with under 5 % overshoot.
    static func maps() throws -> (plain: HeatmapPlot, region: HeatmapPlot, inside: [Bool]) {
        let stiffness = (0..<size).map { 50 * pow(20, Double($0) / Double(size - 1)) }
        let damping = (0..<size).map { 2 + 58 * Double($0) / Double(size - 1) }
        var values: [[Double?]] = [], inside: [Bool] = []
        for k in stiffness {
            var row: [Double?] = []
            for c in damping {
                let response = SpringResponse(spring: try Spring(stiffness: k, damping: c))
                let settling = try response.settlingTime()
                row.append(settling)
                inside.append((settling ?? .infinity) < 0.5 && (response.overshootPercent ?? 0) < 5)
            }
            values.append(row)
        }
        let plain = try HeatmapPlot(x: .init(title: "damping", values: damping),
                                    y: .init(title: "stiffness", values: stiffness, scale: .logarithmic),
                                    values: values, valueTitle: "settlingTime (s)")
        var region = plain
        region.region = .init(label: "settlingTime<0.5 && overshootPercent<5", contains: inside)
        return (plain, region, inside)
    }

    @Test func insideKeepsItsColoursOutsideIsVeiledAndTheBoundaryIsDrawn() throws {
        let (plain, region, inside) = try Self.maps()
        let layout = try plain.layout()
        let before = try plain.rasterize(), after = try region.rasterize()
        #expect(inside.contains(true) && inside.contains(false))
        func luminance(_ pixel: UInt32) -> Int { Int((pixel >> 16) & 0xFF) + Int((pixel >> 8) & 0xFF) + Int(pixel & 0xFF) }
        var checked = 0
        for row in 1..<(Self.size - 1) {
            for column in 1..<(Self.size - 1) {
                // Cells whose eight neighbours agree with them: away from the boundary line.
                let own = inside[row * Self.size + column]
                let neighbours = (-1...1).flatMap { dr in (-1...1).map { dc in inside[(row + dr) * Self.size + column + dc] } }
                guard neighbours.allSatisfy({ $0 == own }) else { continue }
                let px = Int(layout.panel.x(region.x.values[column])), py = Int(layout.panel.y(region.y.values[row]))
                if let keyPlate = Optional(PlotRect(x: layout.panel.rect.minX, y: layout.panel.rect.minY, width: 420, height: 30)),
                   keyPlate.contains(Double(px), Double(py)) { continue }
                let a = try #require(before.pixel(px, py)), b = try #require(after.pixel(px, py))
                if own {
                    #expect(a == b, "inside cell (\(column), \(row)) changed colour")
                } else {
                    #expect(luminance(b) > luminance(a) + 60, "outside cell (\(column), \(row)) is not veiled")
                }
                checked += 1
            }
        }
        #expect(checked > 500)
        // The boundary: every piece lies halfway between an inside and an outside cell centre.
        let boundary = region.regionBoundary(layout)
        #expect(!boundary.isEmpty)
        for piece in boundary {
            for point in piece {
                // Which cells surround the point: the nearest centres on each side must differ.
                let column = region.x.values.indices.min { abs(layout.panel.x(region.x.values[$0]) - point.x) < abs(layout.panel.x(region.x.values[$1]) - point.x) }!
                let row = region.y.values.indices.min { abs(layout.panel.y(region.y.values[$0]) - point.y) < abs(layout.panel.y(region.y.values[$1]) - point.y) }!
                var near: Set<Bool> = []
                for dr in -1...1 { for dc in -1...1 {
                    let r = row + dr, c = column + dc
                    if r >= 0, r < Self.size, c >= 0, c < Self.size { near.insert(inside[r * Self.size + c]) }
                } }
                #expect(near.count == 2, "a boundary point at (\(point.x), \(point.y)) has no region edge beside it")
            }
        }
    }

    @Test func cellsMeetWithoutSeams() throws {
        // 200 rows on a log axis, at many canvas heights: with x + width rounding, a row of
        // pixels could stay unpainted where an edge fell on a pixel centre.
        let low = Foundation.log(50.0), high = Foundation.log(1000.0)
        let stiffness: [Double] = (0..<200).map { (index: Int) -> Double in Foundation.exp(low + Double(index) * (high - low) / 199) }
        var plot = try HeatmapPlot(x: .init(title: "damping", values: [1, 2, 3]),
                                   y: .init(title: "stiffness", values: stiffness, scale: .logarithmic),
                                   values: stiffness.map { _ in [1, 1, 1] }, valueTitle: "v", valueRange: 0...2,
                                   title: "settlingTime over stiffness × damping")
        for height in stride(from: 400.0, through: 800, by: 10) {
            plot.height = height
            let image = try plot.rasterize()
            let rect = try plot.layout().panel.rect
            let background = try #require(image.pixel(1, 1))
            let x = Int(rect.minX + rect.width / 2)
            let seams = (Int(rect.minY + 2)..<Int(rect.maxY - 2)).filter { image.pixel(x, $0) == background }
            #expect(seams.isEmpty, "height \(height): unpainted pixel rows \(seams)")
        }
    }

    @Test func aRegionOfTheWrongShapeIsTyped() throws {
        var (plain, _, _) = try Self.maps()
        plain.region = .init(label: "x", contains: [true])
        #expect(throws: PlotError.self) { try plain.render(format: .svg) }
    }
}
