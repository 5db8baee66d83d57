import SpringIO
import SpringKit
import SpringPlot
import SpringTuning

extension PlotRequest {
    /// The most overlay samples one plot a server draws may compute (the studio's, the MCP
    /// server's): every spring times every overlay (distinct solvers, or the spring's tuned
    /// renderer) times the samples of the plot's time range at one a millisecond. One overlay
    /// of `springtune plot` may have as many (``ResponsePlot/Series/maximumOverlaySamples``).
    public static let maximumWorkSamples = 2_000_000

    /// The longest time range a plot a server draws may take, in seconds.
    public static let maximumServedDuration = 600.0

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

    /// `setups` with their legend names: `labels` in order, at most one per spring.
    /// - Throws: ``RequestError`` (usage) for more labels than springs.
    public static func labelled(_ setups: [SpringSetup], labels: [String]) throws(RequestError) -> [SpringSetup] {
        guard labels.count <= setups.count else {
            throw RequestError(.usage, "\(labels.count) \(field: .label) values for \(setups.count) spring\(setups.count == 1 ? "" : "s"): give at most one per spring, in order")
        }
        var setups = setups
        for (index, label) in labels.enumerated() { setups[index].label = label }
        return setups
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

    /// Refuses a time range longer than ``maximumServedDuration`` (a server's bound).
    /// - Throws: ``RequestError`` (usage) naming the duration.
    public func checkServedDuration() throws(RequestError) {
        if let duration, duration > Self.maximumServedDuration {
            throw .invalid(.duration, ReadableNumber.format(duration), "must be in (0, 600] s")
        }
    }

    /// Refuses a plot whose overlays would take more than ``maximumWorkSamples`` samples
    /// (a server's bound): each spring's overlays (those of `solvers` that are not the exact
    /// solution, or its tuned renderer when no solver is named) over the plot's time range at
    /// 1 ms, counted before anything is rendered.
    /// - Throws: ``RequestError`` (usage) with the count, or the plot's error for a time range
    ///   that cannot be resolved.
    /// - Cost: each spring's settling time when no duration is given.
    public func checkWork(of setups: [SpringSetup], band: SettlingBand, solvers: [Solver]) throws(RequestError) {
        var overlays = 0
        for setup in setups {
            // A solver the spring refuses is left to the plot to report, in its own words.
            let drawn = (solvers.isEmpty ? [nil] : solvers.map(Optional.some)).compactMap { try? setup.drawingSolver($0) }
            overlays += Set(drawn.filter { $0 != .exact }).count
        }
        guard overlays > 0 else { return }
        let end: Double
        if let duration {
            end = duration
        } else {
            do {
                end = try ResponsePlot(series: setups.map { ResponsePlot.Series(label: $0.label, response: $0.response) },
                                       band: band, timeRange: nil).resolvedTimeRange().upperBound
            } catch {
                throw RequestError(error)
            }
        }
        let samples = (end / 0.001).rounded(.down) + 1
        let total = samples * Double(overlays)
        guard total <= Double(Self.maximumWorkSamples) else {
            throw RequestError(.usage, "plot too large: \(overlays) overlay\(overlays == 1 ? "" : "s") over \(DecimalNumber.format(end)) s take \(DecimalNumber.format(total)) samples (one a millisecond), at most \(Self.maximumWorkSamples) per plot: draw fewer solvers or springs, or a shorter duration")
        }
    }
}
