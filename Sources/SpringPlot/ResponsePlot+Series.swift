import SpringKit

extension ResponsePlot {
    /// One series per setup, as `springtune plot` draws them: the exact curve, with the
    /// curve each of `solvers` draws overlaid, dashed (or, with no solver, the curve
    /// ``SpringSetup/drawingSolver(_:)`` picks: a preset's tuned renderer, JNW's for `jnw`).
    ///
    /// The overlays are sampled through the time range the exact curves alone give (through the
    /// slowest settling time plus a margin, and past the last retarget) unless `duration` is set.
    /// - Parameters:
    ///   - solvers: the solvers to overlay; several give several dashed curves per series.
    ///   - step: the overlays' integrator step or frame interval; `nil` for each solver's default.
    ///   - references: curves drawn beside the springs (they widen the time range).
    ///   - retargets: changes of target in flight (``Series/retargets``); each overlay follows
    ///     them by its engine's rule (``SpringSetup/curve(drawnBy:times:retargets:options:)``).
    /// - Throws: ``PlotError`` when a spring cannot be drawn or measured.
    /// - Cost: one rendering per setup and solver (at most ``Series/maximumOverlaySamples`` samples each).
    public static func series(for setups: [SpringSetup], band: SettlingBand, duration: Double?,
                              solvers: [Solver], step: Double? = nil,
                              references: [Reference] = [],
                              retargets: [RetargetedResponse.Retarget] = []) throws(PlotError) -> [Series] {
        // The plot's range, over which overlays are sampled: that of the exact (retargeted) curves.
        var baseline = ResponsePlot(series: setups.map { setup in
                                        var series = Series(label: setup.label, response: setup.response)
                                        series.retargets = retargets
                                        return series
                                    },
                                    band: band, timeRange: duration.map { 0...$0 })
        baseline.references = references
        let range = try baseline.resolvedTimeRange()
        var result: [Series] = []
        for setup in setups {
            var series = try Series(setup: setup, drawnBy: solvers.first, band: band, timeRange: range, step: step,
                                    retargets: retargets)
            for solver in solvers.dropFirst() {
                series.overlays += try Series(setup: setup, drawnBy: solver, band: band, timeRange: range, step: step,
                                              retargets: retargets).overlays
            }
            result.append(series)
        }
        return result
    }
}
