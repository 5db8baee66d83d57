import SpringKit

/// How far a sweep has got.
public struct SweepProgress: Sendable, Hashable {
    /// Rows evaluated so far.
    public let completed: Int
    /// Rows to evaluate in all.
    public let total: Int
    /// Time since the sweep started.
    public let elapsed: Duration

    /// Creates a progress report.
    public init(completed: Int, total: Int, elapsed: Duration) {
        self.completed = completed
        self.total = total
        self.elapsed = elapsed
    }

    /// The fraction done, 0…1.
    public var fraction: Double { total > 0 ? Double(completed) / Double(total) : 1 }

    /// Rows per second so far (0 before any time has passed).
    public var rate: Double {
        let seconds = elapsed.seconds
        return seconds > 0 ? Double(completed) / seconds : 0
    }

    /// The estimated time left, in seconds, at the rate so far; `nil` before any row is done.
    public var remainingSeconds: Double? {
        guard completed > 0, rate > 0 else { return nil }
        return Double(total - completed) / rate
    }
}
