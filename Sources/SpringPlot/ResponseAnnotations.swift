import SpringKit

/// Where a response plot's marker labels and legend go, decided before anything is drawn.
///
/// The legend never covers data. It goes first to the corner (or side) of the main panel that
/// is clear of every drawn stroke (each curve, overlay and reference curve segment between
/// samples, the target lines and settle bands, the retarget lines and their `→` labels) by
/// 2 pt, and of every marker and settling drop line, preferring a place with no marker near
/// (that marker's label needs the room). When no place in the panel is clear, the panels are
/// laid out again with a strip kept free below the x-axis title, and the legend goes there, in
/// as many columns as the canvas width holds (column by column, so a spring's overlays stay
/// beside it). If that strip would take more than ``ResponseAnnotations/maximumFullStripShare``
/// of the height the panels had, or its lines are wider than the canvas, each entry is shortened
/// to its name (the settling time and overshoot are dropped: the marker labels show them), in
/// more columns, and a name wider than the canvas ends in "…". If even the short strip would
/// take more than ``ResponseAnnotations/maximumStripShare`` of that height, or leave a panel
/// below ``ResponsePlot/minimumPanelSize`` (a canvas too small for its legend), the legend is
/// left out: it is never drawn over data.
///
/// Each marker's label ("+12.3 % at 0.314 s", "settles 0.842 s") then takes the nearest
/// candidate position around its marker that stays inside the panel and overlaps no earlier
/// label, the legend or any curve; if no candidate is clear, the one with the fewest curve
/// samples under it. This works for steps up and down alike, and for springs that settle
/// close together (their labels stack beside their markers).
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

    /// A legend line: its text, colour and dash pattern, and where it is drawn.
    struct LegendEntry: Sendable {
        var text: String
        /// The text without the metrics (`label`, `label, exact`, `label, jnw`), for a tight strip.
        var name: String
        var color: PlotColor
        var dash: [Double]
        /// A reference curve's entry: a thin line with a dot.
        var isReference = false
        /// The left end of its line sample, in points (set when the legend is placed).
        var x = 0.0
        /// The middle of its line (and text), in points.
        var y = 0.0
    }

    /// Where the legend went.
    enum LegendPlacement: Sendable, Hashable {
        /// In a clear corner or side of the main panel, in a box.
        case panel
        /// In the strip below the x-axis title (``ResponseLayout/legendStrip``).
        case strip
        /// Nowhere: the canvas is too small to hold it clear of the data.
        case omitted
    }

    var labels: [Label]
    var legendEntries: [LegendEntry]
    /// The legend's box in points; `nil` when it is ``LegendPlacement/omitted``.
    var legend: PlotRect?
    var legendPlacement: LegendPlacement
    /// The font size of the legend; labels use ``labelFontSize``.
    var legendFontSize: Double
    var labelFontSize: Double

    /// The farthest a label's box may lie from its marker, in points.
    static let maximumLabelDistance = 48.0
    /// The clear space kept between the legend and any stroke or marker, in points.
    static let legendClearance = 2.0
    /// The largest share of the panels' height (without a strip) a legend strip may take.
    static let maximumStripShare = 0.5
    /// The largest share a strip of whole entries (with their metrics) may take; beyond it
    /// the strip holds the entries' names, in more columns.
    static let maximumFullStripShare = 0.3
    /// The width of a legend entry's line sample and the gap before its text, in points.
    static let legendSwatch = 40.0
}

extension ResponsePlot {
    /// `layout` as it is drawn, and its annotations: the same layout when the legend fits clear
    /// in the main panel (or is omitted), else the layout with the legend's strip kept free
    /// below the x-axis title (``ResponseAnnotations`` says how the legend is placed).
    /// Text is measured with `context`'s font metrics (unhinted, so the same on every surface).
    /// - Cost: one pass over the drawn samples per legend candidate (six), and a re-layout of
    ///   the panels (no resampling) when the legend goes to the strip.
    func arrangedForDrawing<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout,
                            in context: borrowing Canvas) -> (layout: ResponseLayout, annotations: ResponseAnnotations) {
        let legendFontSize = layout.fontSize * 0.92
        let entries = legendEntries(layout)
        guard !entries.isEmpty else {
            return (layout, annotations(layout, legend: nil, placement: .omitted, entries: entries, in: context))
        }

        // In the panel, when some place in it is clear.
        context.setFont(size: legendFontSize)
        let line = legendFontSize * 1.5
        let textWidth = entries.map { context.textWidth($0.text) }.max() ?? 0
        let boxWidth = textWidth + ResponseAnnotations.legendSwatch + 4, boxHeight = Double(entries.count) * line + 10
        if let box = panelLegendBox(layout, width: boxWidth, height: boxHeight, in: context) {
            var placed = entries
            for index in placed.indices {
                placed[index].x = box.minX + 8
                placed[index].y = box.minY + 5 + line * (Double(index) + 0.5)
            }
            return (layout, annotations(layout, legend: box, placement: .panel, entries: placed, in: context))
        }

        // Else in a strip below the x-axis title: full entries, or failing that their names.
        context.setFont(size: legendFontSize)
        let panelsHeight = height - topMargin(fontSize: layout.fontSize) - AxisPainter.bottomMargin(fontSize: layout.fontSize)
        let margin = 6.0, columnGap = legendFontSize * 1.5
        let available = width - 2 * margin
        for short in [false, true] {
            var texts = entries.map { short ? $0.name : $0.text }
            var widths = texts.map { context.textWidth($0) }
            let swatch = ResponseAnnotations.legendSwatch
            if !short, (widths.max() ?? 0) + swatch > available { continue }   // rather the names, whole
            for index in texts.indices where widths[index] + swatch > available {
                texts[index] = Self.shortened(texts[index], toFit: available - swatch, in: context)
                widths[index] = context.textWidth(texts[index])
            }
            let column = swatch + (widths.max() ?? 0)
            guard column <= available else { continue }   // not even "A…" fits across the canvas
            var columns = max(1, min(entries.count, Int((available + columnGap) / (column + columnGap))))
            let rows = (entries.count + columns - 1) / columns
            columns = (entries.count + rows - 1) / rows
            let room = Double(rows) * line + 8
            let share = short ? ResponseAnnotations.maximumStripShare : ResponseAnnotations.maximumFullStripShare
            guard room <= share * panelsHeight,
                  let arranged = try? self.arranged(layout, reservingBottom: room),
                  let strip = arranged.legendStrip else { continue }
            let blockWidth = Double(columns) * column + Double(columns - 1) * columnGap
            let x0 = min(max(arranged.main.rect.minX + arranged.main.rect.width / 2 - blockWidth / 2, margin),
                         width - margin - blockWidth)
            var placed = entries
            for index in placed.indices {
                placed[index].text = texts[index]
                placed[index].x = x0 + Double(index / rows) * (column + columnGap)
                placed[index].y = strip.minY + 4 + line * (Double(index % rows) + 0.5)
            }
            let box = PlotRect(x: x0, y: strip.minY + 4, width: blockWidth, height: Double(rows) * line)
            return (arranged, annotations(arranged, legend: box, placement: .strip, entries: placed, in: context))
        }
        // Too small a canvas to hold the legend clear of the data: no legend.
        return (layout, annotations(layout, legend: nil, placement: .omitted, entries: entries, in: context))
    }

    /// `text` cut short with "…" to fit `width` points (at least its first character and "…").
    static func shortened<Canvas: PlotCanvas & ~Copyable>(_ text: String, toFit width: Double, in context: borrowing Canvas) -> String {
        let characters = Array(text)
        var low = 1, high = characters.count   // low fits (or is the least kept), high does not
        while high - low > 1 {
            let middle = (low + high) / 2
            if context.textWidth(String(characters[..<middle]) + "…") <= width { low = middle } else { high = middle }
        }
        return String(characters[..<low]) + "…"
    }

    /// The legend's lines: references, then each spring and its overlays (not yet placed).
    func legendEntries(_ layout: ResponseLayout) -> [ResponseAnnotations.LegendEntry] {
        var entries: [ResponseAnnotations.LegendEntry] = []
        func facts(_ metrics: SpringMetrics) -> String {
            var facts: [String] = [metrics.settlingTime.map { "settles \(NumberStyle.plotSeconds.text($0))" } ?? "never settles"]
            if let overshoot = metrics.overshootPercent { facts.append("overshoot \(NumberStyle.plotPercent(overshoot).text(overshoot))") }
            return "  (" + facts.joined(separator: ", ") + ")"
        }
        for reference in references {
            entries.append(.init(text: reference.label, name: reference.label, color: theme.foreground.withAlpha(0.75),
                                 dash: [], isReference: true))
        }
        for curve in layout.curves {
            // Beside an overlay, the solid curve is named for what it is: the exact solution.
            let solid = curve.overlays.isEmpty ? curve.label : curve.label + ", exact"
            entries.append(.init(text: solid + facts(curve.metrics), name: solid, color: curve.color, dash: []))
            for (index, overlay) in curve.overlays.enumerated() {
                let name = "\(curve.label), \(overlay.label)"
                entries.append(.init(text: name + (overlay.metrics.map(facts) ?? ""), name: name,
                                     color: curve.color, dash: Self.overlayDashes[index % Self.overlayDashes.count]))
            }
        }
        return entries
    }

    /// The dash patterns of a series' overlays, in order.
    static let overlayDashes: [[Double]] = [[7, 4], [2, 3], [9, 3, 2, 3]]

    /// A `width` × `height` box in the main panel, 10 pt in from its edges, that no stroke or
    /// marker comes within ``ResponseAnnotations/legendClearance`` of (``mainPanelStrokes(_:in:)``,
    /// on an ``OccupancyGrid`` of 2 pt cells); `nil` when there is none. The places are tried
    /// in order, corners and sides first (bottom right, top right, bottom left, top left, right,
    /// left), then every 4 pt along the bottom and top edges, then the right and left ones,
    /// then inside; the first clear place with no marker near wins (that marker's label needs
    /// the room), else the first clear one with the fewest markers near.
    func panelLegendBox<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout, width boxWidth: Double, height boxHeight: Double,
                        in context: borrowing Canvas) -> PlotRect? {
        let rect = layout.main.rect
        let inset = 10.0, step = 4.0
        guard boxWidth <= rect.width - 2 * inset, boxHeight <= rect.height - 2 * inset else { return nil }
        let left = rect.minX + inset, right = rect.maxX - boxWidth - inset
        let top = rect.minY + inset, bottom = rect.maxY - boxHeight - inset
        let middle = rect.midY - boxHeight / 2
        let xs = Array(stride(from: right, to: left, by: -step)) + [left]
        let ys = Array(stride(from: bottom, to: top, by: -step)) + [top]
        var places: [(x: Double, y: Double)] = [(right, bottom), (right, top), (left, bottom), (left, top), (right, middle), (left, middle)]
        places += xs.map { ($0, bottom) } + xs.map { ($0, top) } + ys.map { (right, $0) } + ys.map { (left, $0) }
        for y in ys { places += xs.map { ($0, y) } }

        let grid = OccupancyGrid(rect: rect, cell: 2, strokes: mainPanelStrokes(layout, in: context))
        let markers = markers(layout)
        var best: PlotRect?, fewest = Int.max
        for place in places {
            let candidate = PlotRect(x: place.x, y: place.y, width: boxWidth, height: boxHeight)
            guard grid.isClear(candidate) else { continue }
            // A marker near needs the room for its label.
            let near = PlotRect(x: candidate.x - 60, y: candidate.y - 30, width: candidate.width + 120, height: candidate.height + 60)
            let count = markers.filter { near.contains($0.point.x, $0.point.y) }.count
            if count < fewest { fewest = count; best = candidate }
            if count == 0 { break }
        }
        return best
    }

    /// Everything drawn in the main panel that a legend there must not cover, as strokes in
    /// points widened by their half line width (or radius) plus ``ResponseAnnotations/legendClearance``:
    /// each curve, overlay (both as the line through its samples and as held frames) and
    /// reference curve between consecutive samples, reference marks, the settle bands and
    /// target lines, the retarget lines and their `→` labels (measured with `context`, whose
    /// font size this changes), and each marker and settling drop line.
    func mainPanelStrokes<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout, in context: borrowing Canvas) -> [OccupancyGrid.Stroke] {
        let main = layout.main
        let gap = ResponseAnnotations.legendClearance
        var strokes: [OccupancyGrid.Stroke] = []
        func polyline(_ times: [Double], _ values: [Double], pad: Double, steps: Bool = false) {
            var previous: (x: Double, y: Double)?
            for (t, v) in zip(times, values) {
                let point = main.point(t, v)
                if let previous {
                    strokes.append(OccupancyGrid.Stroke(previous.x, previous.y, point.x, point.y, pad: pad))
                    if steps {
                        strokes.append(OccupancyGrid.Stroke(previous.x, previous.y, point.x, previous.y, pad: pad))
                        strokes.append(OccupancyGrid.Stroke(point.x, previous.y, point.x, point.y, pad: pad))
                    }
                } else {
                    strokes.append(OccupancyGrid.Stroke(x: point.x, y: point.y, pad: pad))
                }
                previous = point
            }
        }
        for curve in layout.curves {
            polyline(curve.times, curve.positions, pad: 1 + gap)
            for overlay in curve.overlays { polyline(overlay.times, overlay.positions, pad: 0.8 + gap, steps: true) }
            // The band, as a line as thick as the band, and the target line.
            let upper = main.y(curve.target + curve.bandWidth), lower = main.y(curve.target - curve.bandWidth)
            let middle = (upper + lower) / 2
            strokes.append(OccupancyGrid.Stroke(main.rect.minX, middle, main.rect.maxX, middle, pad: abs(lower - upper) / 2 + 0.5 + gap))
            // Each earlier target while in force, and each retarget's line and label.
            let pieces = curve.motion.pieces
            for (index, piece) in pieces.enumerated() where pieces.count > 1 {
                let end = index + 1 < pieces.count ? pieces[index + 1].start : main.x.upper
                let y = main.y(piece.response.motion.to)
                strokes.append(OccupancyGrid.Stroke(main.x(piece.start), y, main.x(min(end, main.x.upper)), y, pad: 0.5 + gap))
                guard index > 0, piece.start <= main.x.upper else { continue }
                let x = main.x(piece.start)
                strokes.append(OccupancyGrid.Stroke(x, main.rect.minY, x, main.rect.maxY, pad: 0.5 + gap))
                let text = "→ \(NumberStyle.plotValue.text(piece.response.motion.to))"
                let size = layout.fontSize * 0.85
                context.setFont(size: size)
                let textWidth = context.textWidth(text)
                let textTop = main.rect.minY + 4, textBottom = textTop + size * 1.25
                strokes.append(OccupancyGrid.Stroke(x + 3, (textTop + textBottom) / 2, x + 3 + textWidth, (textTop + textBottom) / 2,
                                          pad: (textBottom - textTop) / 2 + gap))
            }
        }
        for reference in references {
            polyline(reference.times, reference.positions, pad: 0.6 + gap)
            for mark in reference.marks {
                let point = main.point(mark.time, mark.position)
                strokes.append(OccupancyGrid.Stroke(x: point.x, y: point.y, pad: 3.2 + gap))
            }
        }
        for marker in markers(layout) {
            strokes.append(OccupancyGrid.Stroke(x: marker.point.x, y: marker.point.y, pad: 4.5 + 0.75 + gap))
            if marker.kind == .settling {
                strokes.append(OccupancyGrid.Stroke(marker.point.x, marker.point.y, marker.point.x, main.rect.maxY, pad: 0.5 + gap))
            }
        }
        return strokes
    }

    /// A marker and its label's text.
    struct AnnotationMarker {
        var kind: ResponseAnnotations.Label.Kind
        var text: String
        var point: (x: Double, y: Double)
        var series: Int
    }

    /// The peak and settling markers of `layout`'s curves (none when markers are off).
    func markers(_ layout: ResponseLayout) -> [AnnotationMarker] {
        guard showsMarkers else { return [] }
        let main = layout.main
        var markers: [AnnotationMarker] = []
        for (index, curve) in layout.curves.enumerated() {
            let metrics = curve.metrics
            if let peakTime = metrics.peakTime, let peakValue = metrics.peakValue, (metrics.overshootPercent ?? 1) > 0.05,
               peakTime <= main.x.upper {
                let amount = metrics.overshootPercent.map { "+" + NumberStyle.plotPercent($0).text($0) }
                    ?? NumberStyle.plotLabel().text(peakValue)
                markers.append(AnnotationMarker(kind: .peak, text: "\(amount) at \(NumberStyle.plotSeconds.text(peakTime))",
                                                point: main.point(peakTime, peakValue), series: index))
            }
            if let settling = metrics.settlingTime, settling > 0, settling <= main.x.upper {
                markers.append(AnnotationMarker(kind: .settling, text: "settles \(NumberStyle.plotSeconds.text(settling))",
                                                point: main.point(settling, curve.motion.position(at: settling)), series: index))
            }
        }
        return markers
    }

    /// The annotations of `layout` with the legend at `legend`: each marker's label placed
    /// clear of the legend, of the labels placed before it and, where it can, of the curves.
    func annotations<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout, legend: PlotRect?, placement: ResponseAnnotations.LegendPlacement,
                     entries: [ResponseAnnotations.LegendEntry],
                     in context: borrowing Canvas) -> ResponseAnnotations {
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

        // Each marker's label: the nearest clear place around it.
        context.setFont(size: labelFontSize)
        let height = labelFontSize * 1.05
        var labels: [ResponseAnnotations.Label] = []
        for marker in markers(layout) {
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
                      !(legend.map(candidate.intersects) ?? false),
                      !labels.contains(where: { $0.box.intersects(candidate) }) else { continue }
                let score = covered(candidate)
                if score < bestScore { bestScore = score; best = candidate }
                if score == 0 { break }
            }
            // Nowhere free (a tiny plot): the first candidate in the panel and off the legend.
            func inPanel(_ box: PlotRect) -> Bool {
                box.minX >= rect.minX && box.maxX <= rect.maxX && box.minY >= rect.minY && box.maxY <= rect.maxY
            }
            let box = best ?? candidates.first { inPanel($0) && !(legend.map($0.intersects) ?? false) }
                ?? candidates.first { !(legend.map($0.intersects) ?? false) } ?? candidates[0]
            labels.append(.init(kind: marker.kind, text: marker.text, box: box, marker: marker.point, series: marker.series))
        }
        return ResponseAnnotations(labels: labels, legendEntries: entries, legend: legend, legendPlacement: placement,
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
