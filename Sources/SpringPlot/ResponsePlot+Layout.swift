import SpringKit

/// Everything a response plot draws, computed before any cairo call: the panel
/// transforms, ticks, the sampled curves and their metrics.
struct ResponseLayout: Sendable {
    struct Curve: Sendable {
        var label: String
        var color: PlotColor
        var response: SpringResponse
        /// The motion drawn: ``response`` with the series' retargets (none: the same curve).
        var motion: RetargetedResponse
        var metrics: SpringMetrics
        var target: Double
        var bandWidth: Double
        var times: [Double]
        var positions: [Double]
        var velocities: [Double]
        var overlays: [ResponsePlot.Overlay]
    }

    var fontSize: Double
    var timeRange: ClosedRange<Double>
    var main: PlotTransform
    var velocity: PlotTransform?
    var timeTicks: NiceTicks
    var positionTicks: NiceTicks
    var velocityTicks: NiceTicks?
    var curves: [Curve]
    /// The position axis's range (the main panel's y range).
    var positionRange: ClosedRange<Double>
    /// The lower panel's y range, when there is one.
    var velocityRange: ClosedRange<Double>?
    /// The room kept below the x-axis title for a legend that fits nowhere in the panel
    /// (``ResponsePlot/arranged(_:reservingBottom:)``), in points; nil when none is kept.
    var legendStrip: PlotRect?
}

extension ResponsePlot {
    /// The time axis actually used: ``timeRange`` if set, else the slowest
    /// settling time plus 20 % (a spring that never settles counts 4 periods; one
    /// that never leaves the band counts 5/ω0).
    ///
    /// - Throws: ``PlotError`` for an empty plot or an invalid range, band or motion.
    public func resolvedTimeRange() throws(PlotError) -> ClosedRange<Double> {
        guard !series.isEmpty else {
            throw .invalidOption(name: "series", value: "none", allowed: "at least one spring")
        }
        if let range = timeRange {
            guard range.lowerBound.isFinite, range.upperBound.isFinite, range.upperBound > range.lowerBound,
                  range.lowerBound >= 0 else {
                throw .invalidOption(name: "time range", value: "\(range)", allowed: "finite, from ≥ 0, with end > start")
            }
            // Points per second (≤ 10⁴ / span) must stay finite for the drawing's transforms.
            guard range.upperBound - range.lowerBound >= Self.minimumTimeSpan else {
                throw .invalidOption(name: "time range", value: "\(range)",
                                     allowed: "at least \(Self.minimumTimeSpan) s long")
            }
            return range
        }
        var end = 0.0
        for item in series {
            let metrics = try Self.metrics(item.retargeted(), band: band)
            let spring = item.response.spring
            let duration: Double
            if let settling = metrics.settlingTime, settling > 0 {
                duration = settling
            } else if metrics.settlingTime == nil {
                duration = 4 * 2 * Double.pi / spring.naturalFrequency
            } else {
                duration = 5 / spring.naturalFrequency
            }
            end = max(end, duration)
        }
        end *= 1.2
        // A reference curve is shown whole.
        for reference in references { end = max(end, reference.times.last ?? 0) }
        guard end.isFinite, end > 0 else { return 0...1 }
        guard end >= Self.minimumTimeSpan else {
            throw .invalidOption(name: "time range", value: "0...\(end)", allowed: "at least \(Self.minimumTimeSpan) s long")
        }
        return 0...end
    }

    static func metrics(_ motion: RetargetedResponse, band: SettlingBand) throws(PlotError) -> SpringMetrics {
        do { return try motion.metrics(band: band) } catch { throw .spring(error) }
    }

    /// The shortest time range a plot draws, in seconds: a shorter one overflows the
    /// points-per-second factor of a 10 000-point-wide panel.
    public static let minimumTimeSpan = 1e-300

    /// A size in points for messages: `100`, `99.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e9 ? String(Int(value)) : "\(value)"
    }

    /// The smallest plot panel drawn, in points (the velocity panel may be half as tall).
    static let minimumPanelSize = 16.0

    /// The font size for the canvas: 12 pt at 900 × 600, scaled with the canvas, 9…20 pt.
    var fontSize: Double {
        min(20, max(9, 12 * ((width * height) / (900 * 600)).squareRoot()))
    }

    /// Computes the layout, sampling every curve with at least `samplesPerPoint`
    /// samples per point of panel width (more when the spring oscillates fast).
    func layout(samplesPerPoint: Double) throws(PlotError) -> ResponseLayout {
        try canvas.validate()
        let range = try resolvedTimeRange()
        let fs = fontSize

        // Curves first: their extent fixes the y axes, whose labels fix the margins.
        let estimatedWidth = width * 0.85
        var curves: [ResponseLayout.Curve] = []
        for (index, item) in series.enumerated() {
            let response = item.response
            let motion = try item.retargeted()
            let metrics = try Self.metrics(motion, band: band)
            var times = Self.sampleTimes(response, range: range,
                                         count: Int(estimatedWidth * samplesPerPoint))
            for special in [metrics.peakTime, metrics.settlingTime].compactMap({ $0 }) + item.retargets.map({ $0.time })
            where special > range.lowerBound && special < range.upperBound {
                times.append(special)
            }
            times.sort()
            curves.append(ResponseLayout.Curve(
                label: item.label, color: color(ofSeries: index), response: response, motion: motion, metrics: metrics,
                target: motion.finalTarget, bandWidth: metrics.bandWidth,
                times: times, positions: times.map(motion.position(at:)),
                velocities: showsVelocity ? times.map(motion.velocity(at:)) : [],
                overlays: item.overlays))
        }

        // Position extent: curves, overlays inside the range, targets ± band, starts.
        var low = Double.infinity, high = -Double.infinity
        func include(_ v: Double) { if v.isFinite { low = min(low, v); high = max(high, v) } }
        for curve in curves {
            curve.positions.forEach(include)
            include(curve.target - curve.bandWidth)
            include(curve.target + curve.bandWidth)
            include(curve.response.motion.from)
            for piece in curve.motion.pieces { include(piece.response.motion.to) }
            for overlay in curve.overlays {
                for (t, x) in zip(overlay.times, overlay.positions) where range.contains(t) { include(x) }
            }
        }
        for reference in references {
            for (t, x) in zip(reference.times, reference.positions) where range.contains(t) { include(x) }
            for mark in reference.marks where range.contains(mark.time) { include(mark.position) }
        }
        // Room beyond each marked peak for its label (and its neighbours' when peaks crowd).
        if showsMarkers {
            let span = high - low
            for curve in curves {
                guard let peak = curve.metrics.peakValue, let peakTime = curve.metrics.peakTime, range.contains(peakTime),
                      (curve.metrics.overshootPercent ?? 1) > 0.05 else { continue }
                include(peak + (peak >= curve.target ? 1 : -1) * 0.1 * span)
            }
        }
        let positionRange = Self.padded(low, high)

        var velocityRange: ClosedRange<Double>?
        switch lowerPanel {
        case .velocity:
            var vLow = 0.0, vHigh = 0.0
            for curve in curves {
                for v in curve.velocities where v.isFinite { vLow = min(vLow, v); vHigh = max(vHigh, v) }
            }
            velocityRange = Self.padded(vLow, vHigh)
        case .residual(_, let times, let values):
            var vLow = 0.0, vHigh = 0.0
            for (t, v) in zip(times, values) where v.isFinite && range.contains(t) { vLow = min(vLow, v); vHigh = max(vHigh, v) }
            velocityRange = Self.padded(vLow, vHigh)
        case nil:
            break
        }
        // Placeholder panels until ``arranged(_:reservingBottom:)`` lays them out.
        let unit = PlotRect(x: 0, y: 0, width: 1, height: 1)
        let unarranged = ResponseLayout(
            fontSize: fs, timeRange: range, main: PlotTransform(rect: unit, xRange: range, yRange: positionRange),
            velocity: nil, timeTicks: NiceTicks(lower: range.lowerBound, upper: range.upperBound, targetCount: 3),
            positionTicks: NiceTicks(lower: positionRange.lowerBound, upper: positionRange.upperBound, targetCount: 3),
            velocityTicks: nil, curves: curves, positionRange: positionRange, velocityRange: velocityRange)
        return try arranged(unarranged, reservingBottom: 0)
    }

    /// `layout` with its panels, ticks and margins laid out afresh for this canvas, keeping
    /// `room` points free below the x-axis title (the legend's strip when it fits nowhere
    /// inside the panel). The curves, the time range and the axes' value ranges stay as they are.
    /// - Throws: ``PlotError/invalidOption(name:value:allowed:)`` when the panels would be
    ///   smaller than ``minimumPanelSize`` (the velocity panel: half of it).
    /// - Cost: a few tick computations; nothing is sampled again.
    func arranged(_ layout: ResponseLayout, reservingBottom room: Double) throws(PlotError) -> ResponseLayout {
        let fs = layout.fontSize
        let range = layout.timeRange
        let hasTitle = !(title ?? "").isEmpty
        let positionRange = layout.positionRange, velocityRange = layout.velocityRange
        let showsLowerPanel = lowerPanel != nil

        // Vertical layout.
        let top = topMargin(fontSize: fs)
        let bottomMargin = AxisPainter.bottomMargin(fontSize: fs)
        let gap = fs * 1.6
        let available = height - top - bottomMargin - room
        let mainHeight = showsLowerPanel ? (available - gap) * 0.68 : available
        let velocityHeight = showsLowerPanel ? available - gap - mainHeight : 0

        let positionTicks = NiceTicks(lower: positionRange.lowerBound, upper: positionRange.upperBound,
                                      targetCount: max(3, Int(mainHeight / (fs * 4))))
        let velocityTicks = velocityRange.map {
            NiceTicks(lower: $0.lowerBound, upper: $0.upperBound, targetCount: max(2, Int(velocityHeight / (fs * 4))))
        }
        // Left margin: rotated axis title + widest tick label (DejaVu Sans digits ≈ 0.64 em).
        let labels = positionTicks.labels + (velocityTicks?.labels ?? [])
        let widest = labels.map { Double($0.count) * fs * 0.64 }.max() ?? fs * 2
        let left = fs * 1.2 + 14 + widest + 8
        let right = fs * 1.5
        let plotWidth = width - left - right
        // Small canvases draw small panels; only tick labels wider than the canvas, or a
        // title and velocity panel taller than it, leave no room. The error names the size needed.
        let minimumPanel = Self.minimumPanelSize
        guard plotWidth >= minimumPanel else {
            let needed = (left + right + minimumPanel).rounded(.up)
            throw .invalidOption(name: "width", value: Self.points(width),
                                 allowed: "at least \(Self.points(needed)) points for these tick labels")
        }
        guard mainHeight >= minimumPanel, !showsVelocity || velocityHeight >= minimumPanel / 2 else {
            let panels = showsVelocity ? gap + max(minimumPanel / 0.68, minimumPanel / 2 / 0.32) : minimumPanel
            let needed = (top + bottomMargin + panels).rounded(.up)
            throw .invalidOption(name: "height", value: Self.points(height),
                                 allowed: "at least \(Self.points(needed)) points\(hasTitle ? " with a title" : "")\(showsVelocity ? " and a velocity panel" : "")")
        }

        let mainRect = PlotRect(x: left, y: top, width: plotWidth, height: mainHeight)
        let main = PlotTransform(rect: mainRect, xRange: range, yRange: positionRange)
        var velocity: PlotTransform?
        if let velocityRange {
            let rect = PlotRect(x: left, y: top + mainHeight + gap, width: plotWidth, height: velocityHeight)
            velocity = PlotTransform(rect: rect, xRange: range, yRange: velocityRange)
        }
        let timeTicks = NiceTicks(lower: range.lowerBound, upper: range.upperBound,
                                  targetCount: max(3, Int(plotWidth / (fs * 7))))
        let bottomPanel = velocity?.rect ?? mainRect
        let strip = room > 0 ? PlotRect(x: 0, y: bottomPanel.maxY + bottomMargin, width: width, height: room) : nil
        return ResponseLayout(fontSize: fs, timeRange: range, main: main, velocity: velocity,
                              timeTicks: timeTicks, positionTicks: positionTicks, velocityTicks: velocityTicks,
                              curves: layout.curves, positionRange: positionRange, velocityRange: velocityRange,
                              legendStrip: strip)
    }

    /// The room above the main panel: the title's when there is one.
    func topMargin(fontSize fs: Double) -> Double {
        (title ?? "").isEmpty ? 14 : fs * 1.4 + 18
    }

    /// Uniform samples over `range`: at least `count`, and at least 64 per
    /// oscillation period so fast oscillations stay smooth (capped at 400 000).
    static func sampleTimes(_ response: SpringResponse, range: ClosedRange<Double>, count: Int) -> [Double] {
        let spring = response.spring
        let frequency = spring.regime == .undamped ? spring.naturalFrequency : spring.dampedFrequency
        let cycles = frequency * (range.upperBound - range.lowerBound) / (2 * Double.pi)
        let perCycles = cycles.isFinite ? Int(min(4e5, cycles * 64)) : 400_000
        let n = min(400_000, max(count, perCycles, 64))
        let span = range.upperBound - range.lowerBound
        return (0...n).map { range.lowerBound + span * Double($0) / Double(n) }
    }

    /// `low…high` widened by 6 % of the span (or ±0.5 around a single value).
    static func padded(_ low: Double, _ high: Double) -> ClosedRange<Double> {
        guard low.isFinite, high.isFinite else { return 0...1 }
        let span = high - low
        if span <= 0 {
            let pad = low == 0 ? 0.5 : abs(low) * 0.1
            return (low - pad)...(high + pad)
        }
        return (low - 0.06 * span)...(high + 0.06 * span)
    }
}
