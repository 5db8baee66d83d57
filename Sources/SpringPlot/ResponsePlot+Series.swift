import SpringKit

extension ResponsePlot {
    /// One series per setup, as `springtune plot` draws them: the exact curve, with the
    /// curve each of `solvers` draws overlaid, dashed (or, with no solver, the curve
    /// ``SpringSetup/drawingSolver(_:)`` picks: a preset's tuned renderer, JNW's for `jnw`).
    ///
    /// The overlays are sampled through the time range the exact curves alone give (through the
    /// slowest settling time plus a margin) unless `duration` is set.
    /// - Parameters:
    ///   - solvers: the solvers to overlay; several give several dashed curves per series.
    ///   - step: the overlays' integrator step or frame interval; `nil` for each solver's default.
    ///   - references: curves drawn beside the springs (they widen the time range).
    /// - Throws: ``PlotError`` when a spring cannot be drawn or measured.
    /// - Cost: one rendering per setup and solver (at most ``Series/maximumOverlaySamples`` samples each).
    public static func series(for setups: [SpringSetup], band: SettlingBand, duration: Double?,
                              solvers: [Solver], step: Double? = nil,
                              references: [Reference] = []) throws(PlotError) -> [Series] {
        var baseline = ResponsePlot(series: setups.map { Series(label: $0.label, response: $0.response) },
                                    band: band, timeRange: duration.map { 0...$0 })
        baseline.references = references
        let range = try baseline.resolvedTimeRange()
        var result: [Series] = []
        for setup in setups {
            var series = try Series(setup: setup, drawnBy: solvers.first, band: band, timeRange: range, step: step)
            for solver in solvers.dropFirst() {
                series.overlays += try Series(setup: setup, drawnBy: solver, band: band, timeRange: range, step: step).overlays
            }
            result.append(series)
        }
        return result
    }
}
