import Foundation
import SpringTuning

/// The progress bars of a large `fit --data`: rows read, then the fit's stages (as the
/// share of rows).
public final class FitProgress {
    private let rows: Int
    private let reading = ProgressBar(label: "fit: reading")
    private let fitting = ProgressBar(label: "fit: fitting")
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant

    /// Counts the rows (lines) of the data up front, so the bars can show rows.
    public init(bytes: Data) {
        rows = max(1, bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
        start = clock.now
    }

    /// Reading: `completed` of `total` bytes, shown as the share of rows.
    public func read(_ completed: Int, of total: Int) {
        let done = Int(Double(rows) * Double(completed) / Double(max(total, 1)))
        reading.update(SweepProgress(completed: min(done, rows), total: rows, elapsed: clock.now - start))
        if completed >= total {
            reading.finish()
            start = clock.now
        }
    }

    /// Fitting: stage `stage` of `stages` done.
    public func fitted(_ stage: Int, of stages: Int) {
        let done = Int(Double(rows) * Double(stage) / Double(max(stages, 1)))
        fitting.update(SweepProgress(completed: min(done, rows), total: rows, elapsed: clock.now - start))
    }

    /// Clears the bars (also after an error, before its message).
    public func finish() {
        reading.finish()
        fitting.finish()
    }
}
