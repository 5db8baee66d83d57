import Foundation
import SpringKit

/// The geometry of a heatmap: panel transform, cell edges, ticks and colour range.
struct HeatmapLayout: Sendable {
    var fontSize: Double
    var panel: PlotTransform
    var colorBar: PlotRect
    /// Cell edges on each axis, as axis values (count + 1 each).
    var xEdges: [Double]
    var yEdges: [Double]
    var xTicks: NiceTicks
    var yTicks: NiceTicks
    var colorRange: ClosedRange<Double>
    var colorTicks: NiceTicks
    var hasMissing: Bool
}

extension HeatmapPlot {
    /// Cell edges halfway between centres, in the axis's coordinate, returned as values.
    static func edges(_ axis: Axis) -> [Double] {
        let c = axis.values.map(axis.scale.coordinate)
        var edges: [Double] = []
        if c.count == 1 {
            let half = axis.scale == .logarithmic ? 0.5 : max(0.5, abs(c[0]) * 0.1)
            edges = [c[0] - half, c[0] + half]
        } else {
            edges.append(c[0] - (c[1] - c[0]) / 2)
            for i in 1..<c.count { edges.append((c[i - 1] + c[i]) / 2) }
            edges.append(c[c.count - 1] + (c[c.count - 1] - c[c.count - 2]) / 2)
        }
        return edges.map(axis.scale.value(atCoordinate:))
    }

    func layout() throws(PlotError) -> HeatmapLayout {
        try canvas.validate()
        let fs = min(20, max(9, 12 * ((width * height) / (900 * 600)).squareRoot()))
        let xEdges = Self.edges(x), yEdges = Self.edges(y)
        let finite = values.filter(\.isFinite)
        var colorRange = valueRange ?? ((finite.min() ?? 0)...(finite.max() ?? 1))
        if colorRange.lowerBound == colorRange.upperBound {
            colorRange = (colorRange.lowerBound - 0.5)...(colorRange.upperBound + 0.5)
        }
        let hasTitle = !(title ?? "").isEmpty
        let top = hasTitle ? fs * 1.4 + 18 : 14
        let bottom = AxisPainter.bottomMargin(fontSize: fs)
        let panelHeight = height - top - bottom
        let yTicks = NiceTicks(lower: yEdges[0], upper: yEdges[yEdges.count - 1], scale: y.scale,
                               targetCount: max(3, Int(panelHeight / (fs * 4))))
        let colorTicks = NiceTicks(lower: colorRange.lowerBound, upper: colorRange.upperBound,
                                   targetCount: max(3, Int(panelHeight / (fs * 4))))
        let widestY = yTicks.labels.map { Double($0.count) * fs * 0.64 }.max() ?? fs * 2
        let widestBar = colorTicks.labels.map { Double($0.count) * fs * 0.64 }.max() ?? fs * 2
        let left = fs * 1.2 + 14 + widestY + 8
        let barWidth = fs * 1.3
        let right = 18 + barWidth + 8 + widestBar + fs * 1.2 + 16
        let panelWidth = width - left - right
        guard panelWidth > 40, panelHeight > 40 else {
            throw .invalidOption(name: "size", value: "\(width)×\(height)", allowed: "a canvas large enough for the axes and labels")
        }
        let rect = PlotRect(x: left, y: top, width: panelWidth, height: panelHeight)
        let panel = PlotTransform(rect: rect, xRange: xEdges[0]...xEdges[xEdges.count - 1],
                                  yRange: yEdges[0]...yEdges[yEdges.count - 1], xScale: x.scale, yScale: y.scale)
        let xTicks = NiceTicks(lower: xEdges[0], upper: xEdges[xEdges.count - 1], scale: x.scale,
                               targetCount: max(3, Int(panelWidth / (fs * 7))))
        let colorBar = PlotRect(x: rect.maxX + 18, y: rect.minY, width: barWidth, height: panelHeight)
        return HeatmapLayout(fontSize: fs, panel: panel, colorBar: colorBar, xEdges: xEdges, yEdges: yEdges,
                             xTicks: xTicks, yTicks: yTicks, colorRange: colorRange, colorTicks: colorTicks,
                             hasMissing: finite.count < values.count)
    }

    /// The colour of a value (nil → the theme's neutral colour).
    func color(for value: Double, range: ClosedRange<Double>) -> PlotColor {
        guard value.isFinite else { return theme.missing }
        let t = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        return ColorMap.viridis(t) ?? theme.missing
    }

    func draw(_ layout: HeatmapLayout, in context: borrowing CairoContext) {
        let fs = layout.fontSize
        let painter = AxisPainter(theme: theme, fontSize: fs)
        let panel = layout.panel
        context.setColor(theme.background)
        context.paint()
        if let title, !title.isEmpty { painter.title(title, width: width, in: context) }

        // Cells, without antialiasing so neighbours meet without seams.
        let columns = x.values.count, rows = y.values.count
        context.save()
        context.setAntialias(false)
        for row in 0..<rows {
            let y0 = panel.y(layout.yEdges[row]), y1 = panel.y(layout.yEdges[row + 1])
            for column in 0..<columns {
                let x0 = panel.x(layout.xEdges[column]), x1 = panel.x(layout.xEdges[column + 1])
                context.setColor(color(for: values[row * columns + column], range: layout.colorRange))
                context.cell(x0: x0, x1: x1, y0: y0, y1: y1)
                context.fill()
            }
        }
        context.restore()

        // The region: cells outside it veiled, its boundary drawn bold over the map.
        if let region {
            context.save()
            context.setAntialias(false)
            context.setColor(theme.background.withAlpha(0.62))
            for row in 0..<rows {
                let y0 = panel.y(layout.yEdges[row]), y1 = panel.y(layout.yEdges[row + 1])
                for column in 0..<columns where !region.contains[row * columns + column] {
                    let x0 = panel.x(layout.xEdges[column]), x1 = panel.x(layout.xEdges[column + 1])
                    context.cell(x0: x0, x1: x1, y0: y0, y1: y1)
                }
            }
            // One fill for the whole veil: where cells touch, the veil is laid once, not twice.
            context.fill()
            context.restore()
            context.save()
            context.clip(to: panel.rect)
            context.setRoundJoins()
            for (width, color) in [(4.0, PlotColor(hex: 0xFFFFFF, alpha: 0.9)), (2.0, PlotColor(hex: 0x000000))] {
                context.setColor(color)
                context.setLineWidth(width)
                for piece in regionBoundary(layout) {
                    guard let first = piece.first else { continue }
                    context.moveTo(first.x, first.y)
                    for point in piece.dropFirst() { context.lineTo(point.x, point.y) }
                }
                context.stroke()
            }
            context.restore()
        }

        // Iso-lines: a dark halo under a light line reads on every colour of the map.
        let lines = isoLines(layout)
        context.save()
        context.clip(to: panel.rect)
        context.setRoundJoins()
        for line in lines {
            for (width, color) in [(3.2, PlotColor(hex: 0x000000, alpha: 0.55)), (1.4, PlotColor(hex: 0xFFFFFF))] {
                context.setColor(color)
                context.setLineWidth(width)
                for piece in line.pieces {
                    guard let first = piece.first else { continue }
                    context.moveTo(first.x, first.y)
                    for point in piece.dropFirst() { context.lineTo(point.x, point.y) }
                }
                context.stroke()
            }
        }
        // Every separate piece of every iso-line labelled with its level, on a small plate,
        // on a straight stretch near its middle, where plates do not collide.
        for label in isoLabels(lines, panel: panel.rect, fontSize: layout.fontSize, in: context) {
            context.setColor(PlotColor(hex: 0x000000, alpha: 0.6))
            context.rectangle(label.plate)
            context.fill()
            context.setColor(PlotColor(hex: 0xFFFFFF))
            context.text(label.text, at: label.plate.x + label.plate.width / 2, label.plate.y + label.plate.height / 2,
                         anchor: TextAnchor(horizontal: .middle, vertical: .middle))
        }
        context.restore()

        if let region { drawRegionKey(region, layout, in: context) }
        painter.frame(panel.rect, in: context)
        painter.xTicks(panel, layout.xTicks, labelled: true, in: context)
        painter.yTicks(panel, layout.yTicks, in: context)
        painter.xTitle(x.title, under: panel.rect, in: context)
        painter.yTitle(y.title, beside: panel.rect, x: 8, in: context)
        drawColorBar(layout, in: context)
    }

    private func drawColorBar(_ layout: HeatmapLayout, in context: borrowing CairoContext) {
        let bar = layout.colorBar
        let fs = layout.fontSize
        context.fillVerticalGradient(bar, stops: ColorMap.viridisStops)
        context.setColor(theme.foreground)
        context.setLineWidth(1)
        context.rectangle(bar)
        context.stroke()
        let range = layout.colorRange
        func barY(_ v: Double) -> Double {
            bar.maxY - (v - range.lowerBound) / (range.upperBound - range.lowerBound) * bar.height
        }
        context.setFont(size: fs)
        for value in layout.colorTicks.values {
            let py = barY(value)
            context.line(bar.maxX, py, bar.maxX + 5, py)
            context.text(layout.colorTicks.label(for: value), at: bar.maxX + 8, py, anchor: .startMiddle)
        }
        // Iso-levels: white marks across the bar.
        for level in isoLevels where range.contains(level) {
            let py = barY(level)
            context.setColor(PlotColor(hex: 0x000000, alpha: 0.55))
            context.setLineWidth(3.2)
            context.line(bar.minX, py, bar.maxX, py)
            context.setColor(PlotColor(hex: 0xFFFFFF))
            context.setLineWidth(1.4)
            context.line(bar.minX, py, bar.maxX, py)
        }
        let widest = layout.colorTicks.labels.map { context.textWidth($0) }.max() ?? 0
        context.setColor(theme.foreground)
        context.text(valueTitle, at: bar.maxX + 8 + widest + 8, bar.y + bar.height / 2,
                     anchor: .middleTop, angle: -Double.pi / 2)
        if layout.hasMissing {
            let swatch = PlotRect(x: bar.minX, y: bar.maxY + 10, width: bar.width, height: fs)
            context.setColor(theme.missing)
            context.rectangle(swatch)
            context.fill()
            context.setColor(theme.foreground)
            context.setFont(size: fs * 0.9)
            context.text("no value", at: swatch.maxX + 5, swatch.y + swatch.height / 2, anchor: .startMiddle)
        }
    }
}

/// An iso-line label: its level's text on a plate centred on a straight stretch of one piece.
struct IsoLabel: Sendable {
    var text: String
    var plate: PlotRect
    /// Which level (index into the levels) and which piece of it.
    var level: Int
    var piece: Int
}

extension HeatmapPlot {
    /// Each iso-level's separate pieces, in points (marching squares over the cell centres,
    /// joined into lines).
    func isoLines(_ layout: HeatmapLayout) -> [(level: Double, pieces: [[(x: Double, y: Double)]])] {
        let columns = x.values.count, rows = y.values.count
        let point = gridPoint(layout)
        return isoLevels.map { level in
            let segments = IsoLines.segments(values: values, columns: columns, rows: rows, level: level)
            let pieces = IsoLines.polylines(segments).map { piece in piece.map(point) }
            return (level, pieces)
        }
    }

    /// Points from fractional grid indices (column, row) to the panel: linear between cell
    /// centres, as marching squares places its crossings.
    func gridPoint(_ layout: HeatmapLayout) -> ((x: Double, y: Double)) -> (x: Double, y: Double) {
        let panel = layout.panel
        let xCentres = x.values.map(panel.x.callAsFunction), yCentres = y.values.map(panel.y.callAsFunction)
        func position(_ index: Double, _ centres: [Double]) -> Double {
            let i = min(centres.count - 2, max(0, Int(index.rounded(.down))))
            return centres[i] + (index - Double(i)) * (centres[i + 1] - centres[i])
        }
        return { (x: position($0.x, xCentres), y: position($0.y, yCentres)) }
    }

    /// The boundary of ``region`` in points: where its indicator (1 inside, 0 outside)
    /// crosses ½ between cell centres, joined into lines; cells at the grid's edge are closed
    /// off by the panel.
    func regionBoundary(_ layout: HeatmapLayout) -> [[(x: Double, y: Double)]] {
        guard let region else { return [] }
        let columns = x.values.count, rows = y.values.count
        guard columns >= 2, rows >= 2 else { return [] }
        let point = gridPoint(layout)
        let indicator = region.contains.map { $0 ? 1.0 : 0.0 }
        let segments = IsoLines.segments(values: indicator, columns: columns, rows: rows, level: 0.5)
        return IsoLines.polylines(segments).map { piece in piece.map(point) }
    }

    /// The region's key: its label on a plate in the panel's top-left corner, with a swatch of the boundary.
    private func drawRegionKey(_ region: Region, _ layout: HeatmapLayout, in context: borrowing CairoContext) {
        let fs = layout.fontSize * 0.85
        context.setFont(size: fs)
        let text = "region: " + region.label
        let rect = layout.panel.rect
        let plate = PlotRect(x: rect.minX + 6, y: rect.minY + 6, width: min(context.textWidth(text) + 36, rect.width - 12),
                             height: fs + 8)
        context.setColor(theme.background.withAlpha(0.9))
        context.rectangle(plate)
        context.fill()
        context.setColor(PlotColor(hex: 0x000000))
        context.setLineWidth(2)
        context.line(plate.minX + 5, plate.midY, plate.minX + 25, plate.midY)
        context.setColor(theme.foreground)
        context.text(text, at: plate.minX + 30, plate.midY, anchor: .startMiddle)
    }

    /// The iso-lines and their labels as drawn (for geometry tests).
    func isoGeometry() throws(PlotError) -> (lines: [(level: Double, pieces: [[(x: Double, y: Double)]])], labels: [IsoLabel], panel: PlotRect) {
        let layout = try layout()
        let lines = isoLines(layout)
        var labels: [IsoLabel] = []
        _ = try CairoRenderer.raster(canvas: CairoRenderer.Canvas(width: width, height: height, scale: 1, title: title)) {
            (context: borrowing CairoContext) in
            labels = isoLabels(lines, panel: layout.panel.rect, fontSize: layout.fontSize, in: context)
        }
        return (lines, labels, layout.panel.rect)
    }

    /// About how far apart, in points along a line, the labels of one long iso-line piece are.
    static let isoLabelSpacing = 320.0

    /// The labels of `lines` (each level's pieces in grid coordinates), in points: one per
    /// piece long enough to hold its plate on a straight stretch, inside the panel, with no
    /// two plates overlapping.
    func isoLabels(_ lines: [(level: Double, pieces: [[(x: Double, y: Double)]])], panel: PlotRect, fontSize: Double,
                   in context: borrowing CairoContext) -> [IsoLabel] {
        let labelSize = fontSize * 0.85
        context.setFont(size: labelSize)
        let inner = PlotRect(x: panel.minX + 4, y: panel.minY + 4, width: panel.width - 8, height: panel.height - 8)
        var labels: [IsoLabel] = []
        for (levelIndex, line) in lines.enumerated() {
            var text = line.level.description          // as the user gave it: 0.3, not 0.300
            if text.hasSuffix(".0") { text.removeLast(2) }
            let width = context.textWidth(text) + 6, height = labelSize + 4
            for (pieceIndex, piece) in line.pieces.enumerated() {
                // A long piece gets a label every ~spacing points of its length.
                let count = max(1, Int(IsoLines.length(of: piece) / Self.isoLabelSpacing))
                for k in 0..<count {
                    let spot = IsoLines.labelSpot(on: piece, length: width * 1.4, near: (Double(k) + 0.5) / Double(count)) { centre in
                        let plate = PlotRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
                        return plate.minX >= inner.minX && plate.maxX <= inner.maxX && plate.minY >= inner.minY
                            && plate.maxY <= inner.maxY
                            && !labels.contains { $0.plate.intersects(PlotRect(x: plate.x - 8, y: plate.y - 8, width: plate.width + 16, height: plate.height + 16)) }
                    }
                    guard let spot else { continue }
                    labels.append(IsoLabel(text: text, plate: PlotRect(x: spot.x - width / 2, y: spot.y - height / 2,
                                                                       width: width, height: height),
                                           level: levelIndex, piece: pieceIndex))
                }
            }
        }
        return labels
    }
}
