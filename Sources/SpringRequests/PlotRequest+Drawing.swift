import SpringIO
import SpringKit
import SpringPlot
import SpringTuning

extension PlotRequest {
    /// The curves drawn beside the springs: keyframes (`TIME:VALUE,…` with their timing
    /// functions) and the samples of a data file, as `read` gives them for its path.
    /// - Throws: ``RequestError`` (usage) for timing functions without keyframes, the
    ///   keyframes' own error, or what `read` throws.
    public static func references(keyframes: String?, timings: [String], data: String?,
                                  readingData read: (String) throws -> FitSamples) throws -> [ResponsePlot.Reference] {
        if !timings.isEmpty && keyframes == nil { throw RequestError(.usage, "\(field: .timing) applies to \(field: .overlayKeyframes)") }
        var references: [ResponsePlot.Reference] = []
        if let keyframes {
            let curve: KeyframeCurve
            do { curve = try KeyframeCurve(parsing: keyframes, timings: timings) } catch { throw RequestError(error) }
            references.append(try ResponsePlot.Reference(curve: curve))
        }
        if let data {
            let name = data.split(separator: "/").last.map(String.init) ?? data
            references.append(try ResponsePlot.Reference(samples: try read(data), label: name))
        }
        return references
    }

    /// The plot of `setups` with these settings: each spring exact, with the curve `solver`
    /// (or its tuned renderer) draws overlaid, through `retargets`, beside `references`.
    /// - Throws: ``RequestError`` for a solver that does not follow the retargets; the plot's
    ///   own error (``PlotError``) for curves that cannot be drawn.
    /// - Cost: each overlay's renderer over the time range (``ResponsePlot/series(for:band:duration:solvers:step:references:retargets:)``).
    public func plot(of setups: [SpringSetup], band: SettlingBand, solver: Solver?, retargets: RetargetRequest,
                     references: [ResponsePlot.Reference] = [], title: String? = nil, showsVelocity: Bool = false) throws -> ResponsePlot {
        if !retargets.isEmpty {
            for setup in setups { try retargets.check(drawnBy: setup.drawingSolver(solver)) }
        }
        let series = try ResponsePlot.series(for: setups, band: band, duration: duration, solvers: solver.map { [$0] } ?? [],
                                             step: timeStep, references: references, retargets: retargets.retargets)
        var plot = ResponsePlot(series: series, band: band, timeRange: duration.map { 0...$0 }, title: title,
                                showsVelocity: showsVelocity, theme: theme, width: width, height: height, scale: scale)
        plot.references = references
        return plot
    }
}
