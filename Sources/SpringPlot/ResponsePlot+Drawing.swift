import SpringKit

extension ResponsePlot {
    /// Draws the whole plot in points, and returns the layout drawn: `layout`, or `layout`
    /// with a strip kept for the legend when it fits nowhere in the panel
    /// (``arrangedForDrawing(_:in:)``).
    @discardableResult
    func draw<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout, in context: borrowing Canvas) -> ResponseLayout {
        let (layout, annotations) = arrangedForDrawing(layout, in: context)
        let fs = layout.fontSize
        let painter = AxisPainter(theme: theme, fontSize: fs)
        context.setColor(theme.background)
        context.paint()
        context.setRoundJoins()
        if let title, !title.isEmpty { painter.title(title, width: width, in: context) }

        // Main panel.
        let main = layout.main
        painter.grid(main, x: layout.timeTicks, y: layout.positionTicks, in: context)
        context.save()
        context.clip(to: main.rect)
        drawBandsAndTargets(layout, in: context)
        drawReferences(main, in: context)
        for curve in layout.curves { drawCurve(curve.times, curve.positions, curve.color, main, in: context) }
        for curve in layout.curves { drawOverlays(curve, main, in: context) }
        drawRetargets(layout, in: context)
        if showsMarkers {
            for curve in layout.curves { drawMarkers(curve, main, in: context) }
            drawLabels(annotations, layout: layout, in: context)
        }
        context.restore()
        painter.frame(main.rect, in: context)
        painter.yTicks(main, layout.positionTicks, in: context)
        painter.yTitle("position", beside: main.rect, x: 8, in: context)

        // Velocity panel, sharing the time axis.
        var bottomPanel = main
        if let velocity = layout.velocity, let velocityTicks = layout.velocityTicks {
            painter.xTicks(main, layout.timeTicks, labelled: false, in: context)
            painter.grid(velocity, x: layout.timeTicks, y: velocityTicks, in: context)
            context.save()
            context.clip(to: velocity.rect)
            context.setColor(theme.target)
            context.setLineWidth(1)
            context.setDash([])
            let zero = velocity.y(0)
            context.line(velocity.rect.minX, zero, velocity.rect.maxX, zero)
            let lowerTitle: String
            if case .residual(let title, let times, let values) = lowerPanel {
                drawCurve(times, values, theme.foreground, velocity, in: context)
                lowerTitle = title
            } else {
                for curve in layout.curves { drawCurve(curve.times, curve.velocities, curve.color, velocity, in: context) }
                lowerTitle = "velocity (per s)"
            }
            context.restore()
            painter.frame(velocity.rect, in: context)
            painter.yTicks(velocity, velocityTicks, in: context)
            painter.yTitle(lowerTitle, beside: velocity.rect, x: 8, in: context)
            bottomPanel = velocity
        }
        painter.xTicks(bottomPanel, layout.timeTicks, labelled: true, in: context)
        painter.xTitle("time (s)", under: bottomPanel.rect, in: context)

        drawLegend(annotations, in: context)
        return layout
    }

    /// The shaded band and dashed target line of each distinct target.
    private func drawBandsAndTargets<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout, in context: borrowing Canvas) {
        let main = layout.main
        var seen: [(Double, Double)] = []
        for curve in layout.curves where !seen.contains(where: { $0 == (curve.target, curve.bandWidth) }) {
            seen.append((curve.target, curve.bandWidth))
            let upper = main.y(curve.target + curve.bandWidth), lower = main.y(curve.target - curve.bandWidth)
            context.setColor(theme.band)
            context.rectangle(PlotRect(x: main.rect.minX, y: upper, width: main.rect.width, height: lower - upper))
            context.fill()
            context.setColor(theme.target)
            context.setLineWidth(1)
            context.setDash([6, 4])
            let y = main.y(curve.target)
            context.line(main.rect.minX, y, main.rect.maxX, y)
            context.setDash([])
        }
    }

    /// Each retarget: a dotted vertical line at its time in the series' colour, the earlier
    /// target drawn dashed over the time it was in force, and `→ VALUE` at the top.
    private func drawRetargets<Canvas: PlotCanvas & ~Copyable>(_ layout: ResponseLayout, in context: borrowing Canvas) {
        let main = layout.main
        context.setFont(size: layout.fontSize * 0.85)
        var marked: [(time: Double, target: Double)] = []
        for curve in layout.curves where curve.motion.pieces.count > 1 {
            let pieces = curve.motion.pieces
            for (index, piece) in pieces.enumerated() {
                let end = index + 1 < pieces.count ? pieces[index + 1].start : main.x.upper
                if index + 1 < pieces.count {
                    // The target this piece aimed at, while it was in force.
                    context.setColor(curve.color.withAlpha(0.55))
                    context.setLineWidth(1)
                    context.setDash([6, 4])
                    let y = main.y(piece.response.motion.to)
                    context.line(main.x(piece.start), y, main.x(min(end, main.x.upper)), y)
                }
                guard index > 0, piece.start <= main.x.upper else { continue }
                // Springs retargeted alike share one marker.
                let target = piece.response.motion.to
                guard !marked.contains(where: { $0 == (piece.start, target) }) else { continue }
                marked.append((piece.start, target))
                let x = main.x(piece.start)
                context.setColor(curve.color.withAlpha(0.8))
                context.setLineWidth(1)
                context.setDash([2, 3])
                context.line(x, main.rect.minY, x, main.rect.maxY)
                context.setDash([])
                context.setColor(curve.color)
                context.text("→ \(NumberStyle.plotValue.text(target))", at: x + 3,
                             main.rect.minY + 4, anchor: TextAnchor(horizontal: .start, vertical: .top))
            }
        }
        context.setDash([])
    }

    /// The reference curves: thin solid lines in the foreground colour, their marks as dots.
    private func drawReferences<Canvas: PlotCanvas & ~Copyable>(_ transform: PlotTransform, in context: borrowing Canvas) {
        for reference in references {
            context.setColor(theme.foreground.withAlpha(0.75))
            context.setLineWidth(1.2)
            context.setDash([])
            context.polyline(reference.times.map(transform.x.callAsFunction),
                             reference.positions.map(transform.y.callAsFunction))
            context.stroke()
            for mark in reference.marks {
                let (px, py) = transform.point(mark.time, mark.position)
                context.circle(px, py, radius: 3.2)
                context.fill()
            }
        }
    }

    private func drawCurve<Canvas: PlotCanvas & ~Copyable>(_ times: [Double], _ values: [Double], _ color: PlotColor, _ transform: PlotTransform,
                           in context: borrowing Canvas) {
        context.setColor(color)
        context.setLineWidth(2)
        context.setDash([])
        let simplified = PolylineSimplifier.simplify(times.map(transform.x.callAsFunction),
                                                     values.map(transform.y.callAsFunction))
        context.polyline(simplified.xs, simplified.ys)
        context.stroke()
    }

    private func drawOverlays<Canvas: PlotCanvas & ~Copyable>(_ curve: ResponseLayout.Curve, _ transform: PlotTransform,
                              in context: borrowing Canvas) {
        let dashes = Self.overlayDashes
        for (index, overlay) in curve.overlays.enumerated() {
            let xs = overlay.times.map(transform.x.callAsFunction), ys = overlay.positions.map(transform.y.callAsFunction)
            guard let holds = Self.frameHolds(overlay.positions) else {
                context.setColor(curve.color.withAlpha(0.9))
                context.setLineWidth(1.6)
                context.setDash(dashes[index % dashes.count])
                context.polyline(xs, ys)
                context.stroke()
                continue
            }
            // A frame engine holds each frame's value until the next frame: each held value is
            // drawn as its own dashed segment (cairo restarts the pattern at every segment, so
            // every frame shows, however short), the jumps between frames as faint hairlines,
            // so the steps read as steps rather than as a broken line.
            context.setColor(curve.color.withAlpha(0.35))
            context.setLineWidth(0.7)
            context.setDash([])
            for hold in holds where hold.upperBound < xs.count {
                context.moveTo(xs[hold.upperBound], ys[hold.lowerBound])
                context.lineTo(xs[hold.upperBound], ys[hold.upperBound])
            }
            context.stroke()
            context.setColor(curve.color.withAlpha(0.9))
            context.setLineWidth(1.6)
            context.setDash(dashes[index % dashes.count])
            for hold in holds {
                context.moveTo(xs[hold.lowerBound], ys[hold.lowerBound])
                context.lineTo(xs[min(hold.upperBound, xs.count - 1)], ys[hold.lowerBound])
            }
            context.stroke()
        }
        context.setDash([])
    }

    /// The frames of an overlay drawn as a frame engine shows them: the index ranges of runs of
    /// equal positions (each run's `upperBound` is the index where the next frame's value
    /// starts), or `nil` when the curve is not stepped (fewer than half its samples repeat the
    /// one before: an integrator or a keyframe curve, drawn as one line).
    /// - Cost: one pass over `positions`.
    static func frameHolds(_ positions: [Double]) -> [Range<Int>]? {
        guard positions.count >= 3 else { return nil }
        var holds: [Range<Int>] = [], start = 0, repeats = 0
        for index in 1..<positions.count where positions[index] != positions[index - 1] {
            holds.append(start..<index)
            start = index
        }
        holds.append(start..<positions.count)
        repeats = positions.count - holds.count
        return repeats * 2 >= positions.count - 1 && holds.count >= 2 ? holds : nil
    }

    /// Peak: a ring; settling: a ring and a dotted drop line to the time axis.
    private func drawMarkers<Canvas: PlotCanvas & ~Copyable>(_ curve: ResponseLayout.Curve, _ main: PlotTransform, in context: borrowing Canvas) {
        let metrics = curve.metrics
        if let peakTime = metrics.peakTime, let peakValue = metrics.peakValue,
           (metrics.overshootPercent ?? 1) > 0.05, peakTime <= main.x.upper {
            let (px, py) = main.point(peakTime, peakValue)
            context.setColor(curve.color)
            context.setLineWidth(1.5)
            context.circle(px, py, radius: 4.5)
            context.stroke()
        }
        if let settling = metrics.settlingTime, settling > 0, settling <= main.x.upper {
            let (sx, sy) = main.point(settling, curve.motion.position(at: settling))
            context.setColor(curve.color.withAlpha(0.7))
            context.setLineWidth(1)
            context.setDash([1.5, 3])
            context.line(sx, sy, sx, main.rect.maxY)
            context.setDash([])
            context.setColor(curve.color)
            context.setLineWidth(1.5)
            context.circle(sx, sy, radius: 4.5)
            context.stroke()
        }
    }

    /// The marker labels where ``arrangedForDrawing(_:in:)`` placed them, each in its curve's colour.
    private func drawLabels<Canvas: PlotCanvas & ~Copyable>(_ annotations: ResponseAnnotations, layout: ResponseLayout, in context: borrowing Canvas) {
        context.setFont(size: annotations.labelFontSize)
        for label in annotations.labels {
            context.setColor(layout.curves.count > 1 ? layout.curves[label.series].color : theme.foreground)
            context.text(label.text, at: label.box.minX, label.box.maxY, anchor: TextAnchor(horizontal: .start, vertical: .bottom))
        }
    }

    /// The legend where ``arrangedForDrawing(_:in:)`` placed it: boxed in the panel, or
    /// unboxed in the strip below the x-axis title.
    private func drawLegend<Canvas: PlotCanvas & ~Copyable>(_ annotations: ResponseAnnotations, in context: borrowing Canvas) {
        guard let box = annotations.legend else { return }
        context.setFont(size: annotations.legendFontSize)
        if annotations.legendPlacement == .panel {
            context.setColor(theme.background.withAlpha(0.88))
            context.rectangle(box)
            context.fill()
            context.setColor(theme.grid)
            context.setLineWidth(1)
            context.rectangle(box)
            context.stroke()
        }
        for entry in annotations.legendEntries {
            let (x, y) = (entry.x, entry.y)
            context.setColor(entry.color)
            context.setLineWidth(entry.isReference ? 1.2 : 2)
            context.setDash(entry.dash)
            context.line(x, y, x + 26, y)
            context.setDash([])
            if entry.isReference {
                context.circle(x + 13, y, radius: 3.2)
                context.fill()
            }
            context.setColor(theme.foreground)
            context.text(entry.text, at: x + 32, y, anchor: .startMiddle)
        }
    }
}
