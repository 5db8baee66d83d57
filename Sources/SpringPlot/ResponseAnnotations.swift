import SpringKit

/// Where a response plot's marker labels and legend go, decided before anything is drawn.
///
/// The legend is placed first, in the corner (or side) of the main panel that the curves and
/// the markers cross least. Each marker's label ("+12.3 % at 0.314 s", "settles 0.842 s") then
/// takes the nearest candidate position around its marker that stays inside the panel and
/// overlaps no earlier label, the legend or any curve; if no candidate is clear, the one
/// with the fewest curve samples under it. This works for steps up and down alike, and for
/// springs that settle close together (their labels stack beside their markers).
struct ResponseAnnotations: Sendable {
    /// A label beside a marker.
    struct Label: Sendable {
        enum Kind: Sendable { case peak, settling }
        var kind: Kind
        var text: String
        /// The label's box in points (text drawn from its bottom-left corner).
        var box: PlotRect
        /// The marker the label belongs to, in points.
        var marker: (x: Double, y: Double)
        /// The curve (series index) it belongs to.
        var series: Int
    }

    /// A legend line: its text, colour and dash pattern.
    struct LegendEntry: Sendable {
        var text: String
        var color: PlotColor
        var dash: [Double]
        /// A reference curve's entry: a thin line with a dot.
        var isReference = false
    }

    var labels: [Label]
    var legendEntries: [LegendEntry]
    var legend: PlotRect?
    /// The font size of the legend; labels use ``labelFontSize``.
    var legendFontSize: Double
    var labelFontSize: Double

    /// The farthest a label's box may lie from its marker, in points.
    static let maximumLabelDistance = 48.0
}

extension ResponsePlot {
    /// The annotations of `layout`, measured with `context`'s font metrics.
    func annotations(_ layout: ResponseLayout, in context: borrowing CairoContext) -> ResponseAnnotations {
        let main = layout.main
        let rect = main.rect
        let labelFontSize = layout.fontSize * 0.9
        let legendFontSize = layout.fontSize * 0.92

        // Every curve sample on screen, for counting what a box would cover.
        var samples: [(Double, Double)] = []
        for curve in layout.curves {
            for (t, x) in zip(curve.times, curve.positions) { samples.append(main.point(t, x)) }
            for overlay in curve.overlays {
                for (t, x) in zip(overlay.times, overlay.positions) where t <= main.x.upper && t >= main.x.lower {
                    samples.append(main.point(t, x))
                }
            }
        }
        for reference in references {
            // Dense enough that a straight stretch between keyframes still counts as covered.
            for (a, b) in zip(zip(reference.times, reference.positions), zip(reference.times, reference.positions).dropFirst()) {
                let (ax, ay) = main.point(a.0, a.1), (bx, by) = main.point(b.0, b.1)
                let steps = max(1, Int((abs(bx - ax) + abs(by - ay)) / 2))
                for k in 0...steps {
                    let f = Double(k) / Double(steps)
                    samples.append((ax + f * (bx - ax), ay + f * (by - ay)))
                }
            }
            for mark in reference.marks { samples.append(main.point(mark.time, mark.position)) }
        }
        func covered(_ box: PlotRect) -> Int {
            let inflated = PlotRect(x: box.x - 1.5, y: box.y - 1.5, width: box.width + 3, height: box.height + 3)
            return samples.reduce(0) { $0 + (inflated.contains($1.0, $1.1) ? 1 : 0) }
        }

        // The markers and their texts.
        struct Marker { var kind: ResponseAnnotations.Label.Kind; var text: String; var point: (x: Double, y: Double); var series: Int }
        var markers: [Marker] = []
        if showsMarkers {
            for (index, curve) in layout.curves.enumerated() {
                let metrics = curve.metrics
                if let peakTime = metrics.peakTime, let peakValue = metrics.peakValue, (metrics.overshootPercent ?? 1) > 0.05,
                   peakTime <= main.x.upper {
                    let amount = metrics.overshootPercent.map { "+" + PlotNumberFormat.percent($0) }
                        ?? PlotNumberFormat.significant(peakValue)
                    markers.append(Marker(kind: .peak, text: "\(amount) at \(PlotNumberFormat.seconds(peakTime))",
                                          point: main.point(peakTime, peakValue), series: index))
                }
                if let settling = metrics.settlingTime, settling > 0, settling <= main.x.upper {
                    markers.append(Marker(kind: .settling, text: "settles \(PlotNumberFormat.seconds(settling))",
                                          point: main.point(settling, curve.motion.position(at: settling)), series: index))
                }
            }
        }

        // The legend first: where curves and markers are fewest.
        var entries: [ResponseAnnotations.LegendEntry] = []
        func facts(_ metrics: SpringMetrics) -> String {
            var facts: [String] = [metrics.settlingTime.map { "settles \(PlotNumberFormat.seconds($0))" } ?? "never settles"]
            if let overshoot = metrics.overshootPercent { facts.append("overshoot \(PlotNumberFormat.percent(overshoot))") }
            return "  (" + facts.joined(separator: ", ") + ")"
        }
        let dashes: [[Double]] = [[7, 4], [2, 3], [9, 3, 2, 3]]
        for reference in references {
            entries.append(.init(text: reference.label, color: theme.foreground.withAlpha(0.75), dash: [], isReference: true))
        }
        for curve in layout.curves {
            // Beside an overlay, the solid curve is named for what it is: the exact solution.
            let solid = curve.overlays.isEmpty ? curve.label : curve.label + ", exact"
            entries.append(.init(text: solid + facts(curve.metrics), color: curve.color, dash: []))
            for (index, overlay) in curve.overlays.enumerated() {
                entries.append(.init(text: "\(curve.label), \(overlay.label)" + (overlay.metrics.map(facts) ?? ""),
                                     color: curve.color, dash: dashes[index % dashes.count]))
            }
        }
        context.setFont(size: legendFontSize)
        let line = legendFontSize * 1.5
        let textWidth = entries.map { context.textWidth($0.text) }.max() ?? 0
        let boxWidth = textWidth + 44, boxHeight = Double(entries.count) * line + 10
        let inset = 10.0
        let corners = [
            PlotRect(x: rect.maxX - boxWidth - inset, y: rect.maxY - boxHeight - inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.maxX - boxWidth - inset, y: rect.minY + inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.minX + inset, y: rect.maxY - boxHeight - inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.minX + inset, y: rect.minY + inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.maxX - boxWidth - inset, y: rect.midY - boxHeight / 2, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.minX + inset, y: rect.midY - boxHeight / 2, width: boxWidth, height: boxHeight),
        ]
        var legend = corners[0], fewest = Int.max
        for candidate in corners {
            // A marker (and so the room its label needs) counts as much as a whole curve.
            let near = PlotRect(x: candidate.x - 60, y: candidate.y - 30, width: candidate.width + 120, height: candidate.height + 60)
            let hits = covered(candidate) + markers.filter { near.contains($0.point.x, $0.point.y) }.count * 1_000_000
            if hits < fewest { fewest = hits; legend = candidate }
        }

        // Then each marker's label: the nearest clear place around it.
        context.setFont(size: labelFontSize)
        let height = labelFontSize * 1.05
        var labels: [ResponseAnnotations.Label] = []
        for marker in markers {
            let width = context.textWidth(marker.text)
            let (px, py) = marker.point
            var candidates: [PlotRect] = []
            for ring in 0..<4 {
                let gap = 6 + Double(ring) * (height + 3)
                candidates += [
                    PlotRect(x: px + 7, y: py - gap - height, width: width, height: height),      // right, above
                    PlotRect(x: px + 7, y: py + gap, width: width, height: height),               // right, below
                    PlotRect(x: px - 7 - width, y: py - gap - height, width: width, height: height), // left, above
                    PlotRect(x: px - 7 - width, y: py + gap, width: width, height: height),       // left, below
                ]
            }
            candidates += [
                PlotRect(x: px + 9, y: py - height / 2, width: width, height: height),            // right, level
                PlotRect(x: px - 9 - width, y: py - height / 2, width: width, height: height),    // left, level
            ]
            var best: PlotRect?, bestScore = Int.max
            for candidate in candidates {
                guard candidate.minX >= rect.minX + 2, candidate.maxX <= rect.maxX - 2,
                      candidate.minY >= rect.minY + 2, candidate.maxY <= rect.maxY - 2,
                      !candidate.intersects(legend), !labels.contains(where: { $0.box.intersects(candidate) }) else { continue }
                let score = covered(candidate)
                if score < bestScore { bestScore = score; best = candidate }
                if score == 0 { break }
            }
            // Nowhere free (a tiny plot): the first candidate that stays in the panel.
            let box = best ?? candidates.first {
                $0.minX >= rect.minX && $0.maxX <= rect.maxX && $0.minY >= rect.minY && $0.maxY <= rect.maxY
            } ?? candidates[0]
            labels.append(.init(kind: marker.kind, text: marker.text, box: box, marker: marker.point, series: marker.series))
        }
        return ResponseAnnotations(labels: labels, legendEntries: entries, legend: entries.isEmpty ? nil : legend,
                                   legendFontSize: legendFontSize, labelFontSize: labelFontSize)
    }
}

extension PlotRect {
    /// The distance from (px, py) to the nearest point of the rectangle (0 inside).
    func distance(to px: Double, _ py: Double) -> Double {
        let dx = max(minX - px, 0, px - maxX), dy = max(minY - py, 0, py - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
