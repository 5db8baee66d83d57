import SpringKit

extension ResponsePlot.Series {
    /// The series of `setup`: its exact response, solid, with the curve that
    /// ``SpringSetup/drawingSolver(_:)`` picks overlaid, dashed, when that is not the exact
    /// solution — the tuned renderer of a preset, JNW's for the `jnw` family, or `requested`.
    ///
    /// The overlay carries its own metrics (shown in the legend beside the exact curve's),
    /// and its label says whether it is the renderer the spring was tuned under.
    ///
    /// - Parameters:
    ///   - requested: a solver to draw instead of the setup's tuned renderer.
    ///   - band: the settling band of the overlay's metrics.
    ///   - timeRange: the plot's time range; the overlay is sampled through it.
    ///   - step: the overlay's integrator step or frame interval; `nil` for the solver's
    ///     default, sampled every millisecond.
    ///   - retargets: changes of target in flight (``retargets``): the series is the exact
    ///     retargeted motion, and the overlay follows them by its engine's rule
    ///     (``SpringSetup/curve(drawnBy:times:retargets:options:)``).
    /// - Throws: ``PlotError`` when the spring cannot be drawn or measured, or when the time
    ///   range over the step gives more than ``maximumOverlaySamples`` samples.
    /// - Cost: one rendering of at most ``maximumOverlaySamples`` samples.
    public init(setup: SpringSetup, drawnBy requested: Solver? = nil, band: SettlingBand = .standard,
                timeRange: ClosedRange<Double>, step: Double? = nil,
                retargets: [RetargetedResponse.Retarget] = []) throws(PlotError) {
        var overlays: [ResponsePlot.Overlay] = []
        let solver: Solver
        do { solver = try setup.drawingSolver(requested) } catch { throw .invalidOption(name: error.parameter, value: error.value, allowed: error.allowed) }
        if solver != .exact {
            // The count is checked before it is made (a range over a step beyond the limit is an error).
            let times: [Double]
            do {
                times = try SampleTimes.uniform(through: timeRange.upperBound, step: step ?? 0.001, limit: Self.maximumOverlaySamples)
            } catch {
                throw .spring(error)
            }
            // Without a step, the setup's own reading (Motion's for a `motion:` duration spring).
            let curve: RenderedCurve
            let metrics: SpringMetrics?
            if retargets.isEmpty {
                curve = step.map { solver.render(setup.spring, motion: setup.motion, times: times, step: $0) }
                    ?? setup.curve(drawnBy: solver, times: times)
                metrics = try? setup.metrics(drawnBy: solver, band: band, options: RendererOptions(frameInterval: step))
            } else {
                do { curve = try setup.curve(drawnBy: solver, times: times, retargets: retargets, options: RendererOptions(frameInterval: step)) } catch { throw .spring(error) }
                metrics = try? setup.metrics(drawnBy: solver, retargets: retargets, band: band, options: RendererOptions(frameInterval: step))
            }
            var label = requested == nil ? "as \(solver.rawValue) draws it (tuned)" : solver.rawValue
            if let step { label += " (step \(step) s)" }
            overlays.append(try ResponsePlot.Overlay(label: label, times: curve.times, positions: curve.positions,
                                                     metrics: metrics))
        }
        self.init(label: setup.label, response: setup.response, overlays: overlays)
        self.retargets = retargets
    }

    /// The most samples an overlay may have (its time range over its step, plus one).
    public static let maximumOverlaySamples = 2_000_000
}
