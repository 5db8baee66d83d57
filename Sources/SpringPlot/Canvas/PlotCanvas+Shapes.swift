extension PlotCanvas where Self: ~Copyable {
    /// Sets the plot font's size, regular weight.
    func setFont(size: Double) { setFont(size: size, bold: false) }

    /// Round caps and joins for the strokes that follow.
    func setRoundJoins() { setLineEnds(cap: .round, join: .round) }

    /// Restricts drawing to a rectangle (until the enclosing ``restore()``).
    func clip(to rect: PlotRect) {
        rectangle(rect)
        clip()
    }

    /// Adds the rectangle between x0…x1 and y0…y1 to the path by its corners, so that
    /// neighbouring cells given the same edge share it exactly (`x + width` can round away
    /// from the neighbour's edge and leave a one-pixel seam without antialiasing).
    func cell(x0: Double, x1: Double, y0: Double, y1: Double) {
        moveTo(x0, y0)
        lineTo(x1, y0)
        lineTo(x1, y1)
        lineTo(x0, y1)
        closePath()
    }

    /// Strokes a straight segment.
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        moveTo(x0, y0)
        lineTo(x1, y1)
        stroke()
    }

    /// Adds a polyline through `points`, skipping non-finite points (which break the line).
    func polyline(_ xs: [Double], _ ys: [Double]) {
        var penDown = false
        for i in 0..<min(xs.count, ys.count) {
            let x = xs[i], y = ys[i]
            guard x.isFinite, y.isFinite else { penDown = false; continue }
            if penDown { lineTo(x, y) } else { moveTo(x, y); penDown = true }
        }
    }

    /// Draws `text` anchored at (x, y), optionally rotated by `angle` radians about the anchor:
    /// the baseline offset from the current font's ascent and descent.
    func text(_ text: String, at x: Double, _ y: Double, anchor: TextAnchor, angle: Double = 0) {
        guard !text.isEmpty else { return }
        let font = fontMetrics()
        let dy: Double
        switch anchor.vertical {
        case .baseline: dy = 0
        case .middle: dy = (font.ascent - font.descent) / 2
        case .top: dy = font.ascent
        case .bottom: dy = -font.descent
        }
        let alignment: PlotDisplayList.TextAlignment
        switch anchor.horizontal {
        case .start: alignment = .start
        case .middle: alignment = .center
        case .end: alignment = .end
        }
        self.text(text, at: x, y, alignment: alignment, baselineOffset: dy, angle: angle)
    }
}
