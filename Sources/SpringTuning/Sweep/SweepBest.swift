import SpringKit

/// The row that minimises (or maximises) a metric among the rows kept.
///
/// Rows without a value for the metric are passed over. Among equal values
/// the earliest row wins, so the answer does not depend on thread count.
public struct SweepBest: Sendable, Hashable, CustomStringConvertible {
    /// Whether smaller or larger is better.
    public enum Goal: String, Sendable, Hashable {
        /// The smallest value wins.
        case min
        /// The largest value wins.
        case max
    }

    /// The metric compared.
    public let metric: MetricName
    /// Which way is better.
    public let goal: Goal
    /// The best row so far.
    public private(set) var row: SweepRow?
    /// Its value of ``metric``.
    public private(set) var value: Double?

    /// Starts a search.
    public init(metric: MetricName, goal: Goal = .min) {
        self.metric = metric
        self.goal = goal
    }

    /// Parses `METRIC`, `min:METRIC` or `max:METRIC`.
    /// - Throws: ``SpringError`` for an unknown metric or goal.
    public static func parse(_ text: String) throws(SpringError) -> SweepBest {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 1 { return SweepBest(metric: try MetricName.parse(text)) }
        guard let goal = Goal(rawValue: String(parts[0])) else {
            throw SpringError(parameter: "best", value: "'\(text)'", allowed: "METRIC, min:METRIC or max:METRIC")
        }
        return SweepBest(metric: try MetricName.parse(String(parts[1])), goal: goal)
    }

    /// `min:settlingTime`.
    public var description: String { "\(goal.rawValue):\(metric.rawValue)" }

    /// Offers a row whose ``metric`` is `candidate`; keeps it if strictly better.
    public mutating func consider(_ row: SweepRow, value candidate: Double?) {
        guard let candidate, candidate.isFinite else { return }
        if let value {
            switch goal {
            case .min: guard candidate < value else { return }
            case .max: guard candidate > value else { return }
            }
        }
        self.row = row
        self.value = candidate
    }
}
