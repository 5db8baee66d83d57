extension ResponsePlot {
    /// Draws the whole plot in points.
    func draw(_ layout: ResponseLayout, in context: borrowing CairoContext) {
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
        for curve in layout.curves { drawCurve(curve.times, curve.positions, curve.color, main, in: context) }
        for curve in layout.curves { drawOverlays(curve, main, in: context) }
        var placed: [PlotRect] = []
        if showsMarkers {
            for (index, curve) in layout.curves.enumerated() {
                drawMarkers(curve, index: index, main, fs, placed: &placed, in: context)
            }
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
            for curve in layout.curves { drawCurve(curve.times, curve.velocities, curve.color, velocity, in: context) }
            context.restore()
            painter.frame(velocity.rect, in: context)
            painter.yTicks(velocity, velocityTicks, in: context)
            painter.yTitle("velocity (per s)", beside: velocity.rect, x: 8, in: context)
            bottomPanel = velocity
        }
        painter.xTicks(bottomPanel, layout.timeTicks, labelled: true, in: context)
        painter.xTitle("time (s)", under: bottomPanel.rect, in: context)

        drawLegend(layout, avoiding: placed, in: context)
    }

    /// The shaded band and dashed target line of each distinct target.
    private func drawBandsAndTargets(_ layout: ResponseLayout, in context: borrowing CairoContext) {
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

    private func drawCurve(_ times: [Double], _ values: [Double], _ color: PlotColor, _ transform: PlotTransform,
                           in context: borrowing CairoContext) {
        context.setColor(color)
        context.setLineWidth(2)
        context.setDash([])
        let simplified = PolylineSimplifier.simplify(times.map(transform.x.callAsFunction),
                                                     values.map(transform.y.callAsFunction))
        context.polyline(simplified.xs, simplified.ys)
        context.stroke()
    }

    private func drawOverlays(_ curve: ResponseLayout.Curve, _ transform: PlotTransform,
                              in context: borrowing CairoContext) {
        let dashes: [[Double]] = [[7, 4], [2, 3], [9, 3, 2, 3]]
        for (index, overlay) in curve.overlays.enumerated() {
            context.setColor(curve.color.withAlpha(0.9))
            context.setLineWidth(1.6)
            context.setDash(dashes[index % dashes.count])
            context.polyline(overlay.times.map(transform.x.callAsFunction),
                             overlay.positions.map(transform.y.callAsFunction))
            context.stroke()
        }
        context.setDash([])
    }

    /// Peak: a ring with "+12.3 % at 0.314 s"; settling: a ring, a dotted drop
    /// line to the time axis and "settles 0.842 s" stacked per series at the bottom.
    private func drawMarkers(_ curve: ResponseLayout.Curve, index: Int, _ main: PlotTransform, _ fs: Double,
                             placed: inout [PlotRect], in context: borrowing CairoContext) {
        let metrics = curve.metrics
        let stepsUp = curve.response.motion.step >= 0
        context.setFont(size: fs * 0.9)
        if let peakTime = metrics.peakTime, let peakValue = metrics.peakValue,
           (metrics.overshootPercent ?? 1) > 0.05 {
            let (px, py) = main.point(peakTime, peakValue)
            context.setColor(curve.color)
            context.setLineWidth(1.5)
            context.circle(px, py, radius: 4.5)
            context.stroke()
            let amount = metrics.overshootPercent.map { "+" + PlotNumberFormat.percent($0) }
                ?? PlotNumberFormat.significant(peakValue)
            let label = "\(amount) at \(PlotNumberFormat.seconds(peakTime))"
            // Move the label away from labels already placed (up for a step up, down otherwise).
            let labelWidth = context.textWidth(label)
            let labelHeight = fs * 1.05
            // Candidates: stacked away from the curve first, then on the other side of the marker.
            let away = stepsUp ? -1.0 : 1.0
            let first = stepsUp ? py - 7 - labelHeight : py + 7
            let other = stepsUp ? py + 7 : py - 7 - labelHeight
            let candidates = (0..<6).map { first + away * Double($0) * (labelHeight + 2) }
                + (0..<6).map { other - away * Double($0) * (labelHeight + 2) }
            var box = PlotRect(x: px + 7, y: first, width: labelWidth, height: labelHeight)
            for y in candidates {
                let candidate = PlotRect(x: px + 7, y: y, width: labelWidth, height: labelHeight)
                if candidate.minY >= main.rect.minY, candidate.maxY <= main.rect.maxY,
                   !placed.contains(where: { $0.intersects(candidate) }) {
                    box = candidate
                    break
                }
            }
            placed.append(box)
            context.setColor(theme.foreground)
            context.text(label, at: box.x, box.maxY, anchor: TextAnchor(horizontal: .start, vertical: .bottom))
        }
        if let settling = metrics.settlingTime, settling > 0, settling <= main.x.upper {
            let (sx, sy) = main.point(settling, curve.response.position(at: settling))
            context.setColor(curve.color.withAlpha(0.7))
            context.setLineWidth(1)
            context.setDash([1.5, 3])
            context.line(sx, sy, sx, main.rect.maxY)
            context.setDash([])
            context.setColor(curve.color)
            context.setLineWidth(1.5)
            context.circle(sx, sy, radius: 4.5)
            context.stroke()
            let labelY = stepsUp ? main.rect.maxY - 6 - Double(index) * (fs + 4)
                                 : main.rect.minY + 6 + Double(index) * (fs + 4)
            let label = "settles \(PlotNumberFormat.seconds(settling))"
            let labelWidth = context.textWidth(label)
            placed.append(PlotRect(x: sx + 5, y: stepsUp ? labelY - fs : labelY, width: labelWidth, height: fs))
            context.setColor(theme.foreground)
            context.text(label, at: sx + 5, labelY,
                         anchor: TextAnchor(horizontal: .start, vertical: stepsUp ? .bottom : .top))
        }
    }

    /// The legend, in the corner of the main panel that the curves cross least and that
    /// covers none of the marker labels in `labels` when a corner allows it.
    private func drawLegend(_ layout: ResponseLayout, avoiding labels: [PlotRect], in context: borrowing CairoContext) {
        struct Entry { var text: String; var color: PlotColor; var dash: [Double] }
        var entries: [Entry] = []
        func facts(_ metrics: SpringMetrics) -> String {
            var facts: [String] = []
            if let settling = metrics.settlingTime {
                facts.append("settles \(PlotNumberFormat.seconds(settling))")
            } else {
                facts.append("never settles")
            }
            if let overshoot = metrics.overshootPercent { facts.append("overshoot \(PlotNumberFormat.percent(overshoot))") }
            return "  (" + facts.joined(separator: ", ") + ")"
        }
        for curve in layout.curves {
            // Beside an overlay, the solid curve is named for what it is: the exact solution.
            let solid = curve.overlays.isEmpty ? curve.label : curve.label + ", exact"
            entries.append(Entry(text: solid + facts(curve.metrics), color: curve.color, dash: []))
            for (index, overlay) in curve.overlays.enumerated() {
                let dashes: [[Double]] = [[7, 4], [2, 3], [9, 3, 2, 3]]
                entries.append(Entry(text: "\(curve.label), \(overlay.label)" + (overlay.metrics.map(facts) ?? ""),
                                     color: curve.color, dash: dashes[index % dashes.count]))
            }
        }
        let fs = layout.fontSize * 0.92
        context.setFont(size: fs)
        let line = fs * 1.5
        let textWidth = entries.map { context.textWidth($0.text) }.max() ?? 0
        let boxWidth = textWidth + 44
        let boxHeight = Double(entries.count) * line + 10
        let rect = layout.main.rect
        let inset = 10.0
        let candidates = [
            PlotRect(x: rect.maxX - boxWidth - inset, y: rect.maxY - boxHeight - inset - 3 * (fs + 4), width: boxWidth, height: boxHeight),
            PlotRect(x: rect.maxX - boxWidth - inset, y: rect.minY + inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.minX + inset, y: rect.maxY - boxHeight - inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.minX + inset, y: rect.minY + inset, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.maxX - boxWidth - inset, y: rect.midY - boxHeight / 2, width: boxWidth, height: boxHeight),
            PlotRect(x: rect.minX + inset, y: rect.midY - boxHeight / 2, width: boxWidth, height: boxHeight),
        ]
        var best = candidates[0], fewest = Int.max
        for candidate in candidates {
            // A covered label counts as much as a whole curve running under the legend.
            var hits = labels.filter { $0.intersects(candidate) }.count * 1_000_000
            for curve in layout.curves {
                for (t, x) in zip(curve.times, curve.positions) {
                    let (px, py) = layout.main.point(t, x)
                    if candidate.contains(px, py) { hits += 1 }
                }
                for overlay in curve.overlays {
                    for (t, x) in zip(overlay.times, overlay.positions) where t <= layout.main.x.upper {
                        let (px, py) = layout.main.point(t, x)
                        if candidate.contains(px, py) { hits += 1 }
                    }
                }
            }
            if hits < fewest { fewest = hits; best = candidate }
        }
        context.setColor(theme.background.withAlpha(0.88))
        context.rectangle(best)
        context.fill()
        context.setColor(theme.grid)
        context.setLineWidth(1)
        context.rectangle(best)
        context.stroke()
        for (index, entry) in entries.enumerated() {
            let y = best.minY + 5 + line * (Double(index) + 0.5)
            context.setColor(entry.color)
            context.setLineWidth(2)
            context.setDash(entry.dash)
            context.line(best.minX + 8, y, best.minX + 34, y)
            context.setDash([])
            context.setColor(theme.foreground)
            context.text(entry.text, at: best.minX + 40, y, anchor: .startMiddle)
        }
    }
}
