import SpringIO
import SpringKit
import SpringPlot

/// A server's bounds on a plot (the studio's, the MCP server's), checked before anything is
/// drawn; apart from the drawing (`PlotRequest+Drawing.swift`) so that the WebAssembly page,
/// which answers the studio's API without a server, keeps the same bounds.
extension PlotRequest {
    /// The most overlay samples one plot a server draws may compute (the studio's, the MCP
    /// server's): every spring times every overlay (distinct solvers, or the spring's tuned
    /// renderer) times the samples of the plot's time range at one a millisecond. One overlay
    /// of `springtune plot` may have as many (``ResponsePlot/Series/maximumOverlaySamples``).
    public static let maximumWorkSamples = 2_000_000

    /// The longest time range a plot a server draws may take, in seconds.
    public static let maximumServedDuration = 600.0

    /// Refuses a time range longer than ``maximumServedDuration`` (a server's bound).
    /// - Throws: ``RequestError`` (usage) naming the duration.
    public func checkServedDuration() throws(RequestError) {
        if let duration, duration > Self.maximumServedDuration {
            throw .invalid(.duration, NumberStyle.readable.text(duration), "must be in (0, 600] s")
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
            throw RequestError(.usage, "plot too large: \(overlays) overlay\(overlays == 1 ? "" : "s") over \(NumberStyle.decimal.text(end)) s take \(NumberStyle.decimal.text(total)) samples (one a millisecond), at most \(Self.maximumWorkSamples) per plot: draw fewer solvers or springs, or a shorter duration")
        }
    }
}
